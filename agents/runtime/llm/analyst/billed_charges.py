"""What a priced row was charged, for the offline analyst: a quantity priced by another table's list rate,
whose own row records the charge it was billed (`booking_lines.charge_paise` beside `days` ×
`kit.day_rate_inr`), is summed by that charge, which holds the discounts a list rate does not.
"""

from __future__ import annotations

from collections.abc import Sequence

from agents.runtime.llm.analyst.arithmetic import CHARGE_WORDS, CURRENCY_WORDS, is_per_unit_value
from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.minor_units import HUNDREDTHS_AFTER_MONEY
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words, word_set

_BILLED_WORDS = word_set("charge charged billed amount fee total line net")


def billed_instead(priced: Measure | None, tables: Sequence[TableInfo]) -> Measure | None:
    """A quantity priced by another table's list rate, where the quantity's own row records what it was
    charged: that charge (`booking_lines.charge_paise`, discounts in it), not `days` × `kit.day_rate_inr`."""
    if priced is None or len(priced.tables) < 2 or "×" not in priced.label:
        return priced
    table = next((t for t in tables if t.name == priced.root), None)
    for column in table.columns if table is not None else ():
        words = set(column_words(column.name)) - CURRENCY_WORDS - HUNDREDTHS_AFTER_MONEY
        if column.is_numeric and not column.is_key and words and words <= _BILLED_WORDS \
                and words & (CHARGE_WORDS | {"charged", "billed", "total"}) and not is_per_unit_value(column):
            return Measure(qualified(table.name, column.name), priced.aggregate, table.name, (table.name,),
                           column_label(column.name), (column.name,), guessed=priced.guessed)
    return priced
