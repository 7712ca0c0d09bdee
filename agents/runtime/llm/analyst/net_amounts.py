"""Money net of what was given back, for the offline analyst: "ticket money once refunds are taken off", "revenue
net of refunds", "takings after returns". Each row's amount less the amounts of the reversal rows pointing at it,
summed: the reversals are subtracted inside the row (a correlated total), so a row with two refunds is neither
counted twice nor joined into a fan-out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.arithmetic import REVERSAL_WORDS
from agents.runtime.llm.analyst.join_terms import Measure, names_table
from agents.runtime.llm.analyst.keys import JoinKey, qualified
from agents.runtime.llm.analyst.negations import NET_OF
from agents.runtime.llm.analyst.quantities import row_amount
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import (
    column_words,
    quote_identifier,
    quote_string,
    singular,
    table_words,
)

NET_WORDS = frozenset({"net", "minus", "less", "deducting", "deducted", "subtracted", "off", "netted", "taken"})


def net_of_reversals(measure: Measure, question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]
                     ) -> Measure:
    """`measure` (a sum of money) less the amounts of the reversal rows the question takes off."""
    found = NET_OF.search(question.text)
    if found is None or measure.aggregate != "SUM" or measure.expression == "*":
        return measure
    word = singular(found.group(1) or found.group(2) or found.group(3))
    reversal = next((t for t in tables if names_table([word], t) and set(table_words(t.name)) & REVERSAL_WORDS
                     and t.name != measure.root), None)
    pointer = next((k for k in keys if reversal and k.table == reversal.name and k.target == measure.root), None)
    amount = row_amount(reversal) if reversal is not None else None
    root = next((t for t in tables if t.name == measure.root), None)
    coded = _coded_reversal(root, word) if reversal is None and root is not None else None
    if coded is not None:
        column, value = coded
        test = f"{qualified(measure.root, column)} = {quote_string(value)}"
        return replace(measure, expression=f"CASE WHEN {test} THEN -abs({measure.expression}) "
                                           f"ELSE {measure.expression} END",
                       label=f"{measure.label} net of {word}s (the {value} rows taken off)")
    given_back = _reversal_column(root, word, measure) if reversal is None and root is not None else None
    if given_back is not None:
        less = f"coalesce({qualified(root.name, given_back)}, 0)"
        return replace(measure, expression=f"{measure.expression} - {less}",
                       label=f"{measure.label} net of {word}s", columns=(*measure.columns, given_back))
    if reversal is None and root is not None and _signed(measure, root):
        return replace(measure, label=f"{measure.label} net of {word}s (rows of their own, negative)")
    if pointer is None or amount is None:
        return measure
    given_back = (f"coalesce((SELECT sum({qualified(reversal.name, amount.name)}) FROM "
                  f"{quote_identifier(reversal.name)} WHERE {qualified(reversal.name, pointer.column)} = "
                  f"{qualified(measure.root, pointer.target_column)}), 0)")
    return replace(measure, expression=f"{measure.expression} - {given_back}",
                   label=f"{measure.label} net of {reversal.name}", columns=(*measure.columns, amount.name))


def _signed(measure: Measure, root: TableInfo) -> bool:
    """"Money in, net of refunds" where a refund is a row of its own with a negative amount: the plain sum is
    already net of them."""
    return any(n < 0 for c in root.columns if c.name in measure.columns for n in c.numbers)


def _reversal_column(root: TableInfo, word: str, measure: Measure) -> str | None:
    """The measure's own table's column of what was given back (`refund`, `refund_eur` for "net of refunds"):
    each row's amount less its own refund."""
    found = [c.name for c in root.columns if c.is_numeric and not c.is_key and c.name not in measure.columns
             and singular(column_words(c.name)[0]) == word]
    return found[0] if len(found) == 1 else None


def _coded_reversal(root: TableInfo, word: str) -> tuple[str, str] | None:
    """The column and value that mark a reversal row of the measure's own table (`kind = 'REF'` for "net of
    refunds"): taken off whether its amount is kept negative or not."""
    for column in root.columns:
        for value in column.samples if column.is_text else ():
            lowered = str(value).lower()
            short = lowered.isalpha() and 3 <= len(lowered) <= 4 and word.startswith(lowered)
            if singular(lowered) == word or short:
                return column.name, str(value)
    return None
