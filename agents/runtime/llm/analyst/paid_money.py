"""Income counted where it was paid, for the offline analyst: "income", "takings" or money "received" from
rows that carry a yes/no mark of payment (`paid` 'Y', `fizetve` 'igen') keep the rows marked paid; money
made, billed, invoiced, charged or still owed keeps them all.
"""

from __future__ import annotations

from collections.abc import Sequence

from agents.runtime.llm.analyst.flags import flag_truth, is_flag
from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words, word_set

# money that came in, not money earned on paper: "what we made" from lessons counts the lessons given
_EARNED = word_set("income takings taking received receipts")
_BILLED = word_set("bill billed bills invoice invoiced invoices charge charged owe owed owing outstanding",
                   "unpaid collect")


def paid_filter(question: Question, tables: Sequence[TableInfo], measure: Measure, taken: Sequence[Filter]
                ) -> Filter | None:
    """The rows of the money's own table marked paid, when the question asks for money earned; else None."""
    said = set(question.words)
    if measure.aggregate != "SUM" or not said & _EARNED or said & _BILLED:
        return None
    root = next((t for t in tables if t.name == measure.root), None)
    marks = [c for c in root.columns if is_flag(c) and "paid" in column_words(c.name)] if root else []
    if len(marks) != 1 or any(f.table == root.name and f.column == marks[0].name for f in taken):
        return None
    name = qualified(root.name, marks[0].name)
    text = f"{column_label(marks[0].name)} is yes"
    return Filter(flag_truth(marks[0], name), text, ("paid",), root.name, marks[0].name)
