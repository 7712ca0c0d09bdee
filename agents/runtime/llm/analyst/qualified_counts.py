"""Quantities told apart by a word of their own, for the offline analyst: in a table with `units_planned`,
`units_good` and `units_scrapped`, "scrapped the most units", "how many units did we scrap" and "the good units"
each name one column, by the count they share ("units") and the word only that column has ("scrapped", "good").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from agents.runtime.llm.analyst.arithmetic import is_quantity
from agents.runtime.llm.analyst.events import verb_stems
from agents.runtime.llm.analyst.join_terms import Measure, numeric_columns
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words, singular


def _forms(word: str) -> set[str]:
    """A word and the verb it may be a form of: "scrapped" and "scrap" meet in "scrap"."""
    return {word, singular(word), *verb_stems(word)}


def _qualifies(column: ColumnInfo, spoken: set[str]) -> bool:
    """The question names the column's count and the word that sets it apart from the other counts."""
    words = column_words(column.name)
    counts = [w for w in words if singular(w) in spoken]
    others = [w for w in words if w not in counts]
    return bool(counts) and bool(others) and all(_forms(w) & spoken for w in others)


def qualified_count(question: Question, tables: Sequence[TableInfo], aggregate: str,
                    reach: Callable[[str], bool]) -> Measure | None:
    """The one count-like column the question names by its count and its own word."""
    spoken = {form for word in question.words if word.isalpha() for form in _forms(word)}
    found = [(t, c) for t, c in numeric_columns(tables)
             if reach(t.name) and is_quantity(c) and _qualifies(c, spoken)]
    if len(found) != 1:
        return None
    table, column = found[0]
    return Measure(qualified(table.name, column.name), aggregate, table.name, (table.name,),
                   column_label(column.name), (column.name,))
