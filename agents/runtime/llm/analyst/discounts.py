"""Money after discounts, for the offline analyst: "takings after discounts", "net of discounts" take each
row's own discount off the amount measured, as a percentage (`discount_pct` 15), a fraction (`l_discount`
0.05) of it, or an amount of money (`disc_brl` 12.50). `qualifiers.without_discounts` takes the phrase out of
the question, so "discounts" never becomes the measure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.join_terms import Measure, numeric_columns
from agents.runtime.llm.analyst.keys import JoinKey, join_path, qualified
from agents.runtime.llm.analyst.matching import CURRENCY_NAMES
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_words, word_set

DISCOUNT_WORDS = word_set("discount")


def _discount_column(
    tables: Sequence[TableInfo], keys: Sequence[JoinKey], measure: Measure
) -> tuple[TableInfo, ColumnInfo] | None:
    """The discount of the rows measured: in the measure's own tables first, else a key away from its root."""
    found = [(t, c) for t, c in numeric_columns(tables) if set(column_words(c.name)) & DISCOUNT_WORDS]
    found.sort(key=lambda pair: pair[0].name not in measure.tables)
    return next(
        (
            (t, c)
            for t, c in found
            if t.name in measure.tables or join_path(keys, measure.root, [t.name]) is not None
        ),
        None,
    )


def discounted(measure: Measure, tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> Measure:
    """`measure` with each row's discount taken off; as it was when nothing holds a discount."""
    found = _discount_column(tables, keys, measure) if measure.aggregate != "COUNT" else None
    if found is None:
        return measure
    table, column = found
    discount = qualified(table.name, column.name)
    numbers = column.numbers
    if set(column_words(column.name)) & CURRENCY_NAMES:  # `disc_brl`: money off, not a share of it
        expression = f"{measure.expression} - coalesce({discount}, 0)"
    elif numbers and all(0 <= n < 1 for n in numbers):
        expression = f"({measure.expression}) * (1 - {discount})"
    else:
        expression = f"({measure.expression}) * (100 - {discount}) / 100"
    return replace(
        measure,
        expression=expression,
        tables=tuple(dict.fromkeys((*measure.tables, table.name))),
        label=f"{measure.label} net of discount",
        columns=(*measure.columns, column.name),
    )
