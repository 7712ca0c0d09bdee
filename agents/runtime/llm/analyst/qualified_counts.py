"""Quantities told apart by a word of their own, for the offline analyst: in a table with `units_planned`,
`units_good` and `units_scrapped`, "scrapped the most units", "how many units did we scrap" and "the good units"
each name one column, by the count they share ("units") and the word only that column has ("scrapped", "good").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from agents.runtime.llm.analyst.arithmetic import is_per_unit_value, is_quantity, product
from agents.runtime.llm.analyst.events import verb_stems
from agents.runtime.llm.analyst.join_terms import Measure, column_measure, numeric_columns
from agents.runtime.llm.analyst.keys import JoinKey, join_path
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_words, singular


# What a count of goods made is also called ("the good output" is the good units)
_COUNT_NOUNS = {"output": "unit", "item": "unit", "piece": "unit"}


def _forms(word: str) -> set[str]:
    """A word and the verb it may be a form of: "scrapped" and "scrap" meet in "scrap"."""
    return {word, singular(word), *verb_stems(word), *([_COUNT_NOUNS[word]] if word in _COUNT_NOUNS else [])}


def _qualifies(column: ColumnInfo, spoken: set[str]) -> bool:
    """The question names the column's count and the word that sets it apart from the other counts."""
    words = column_words(column.name)
    return len(words) > 1 and all(_forms(w) & spoken for w in words)


def qualified_count(question: Question, tables: Sequence[TableInfo], aggregate: str,
                    reach: Callable[[str], bool]) -> Measure | None:
    """The one count-like column the question names by its count and its own word."""
    spoken = {form for word in question.words if word.isalpha() for form in _forms(word)}
    found = [(t, c) for t, c in numeric_columns(tables)
             if reach(t.name) and is_quantity(c) and _qualifies(c, spoken)]
    if len(found) != 1:
        return None
    return column_measure(*found[0], aggregate)


def priced_count(count: Measure | None, value: Measure | None, tables: Sequence[TableInfo], keys: Sequence[JoinKey],
                 aggregate: str) -> Measure | None:
    """"The good units we've produced, at unit cost": the count the question qualifies × the per-unit value it
    names, not the first quantity that value could price."""
    if count is None or value is None or len(value.columns) != 1 or count.columns == value.columns:
        return None
    by_name = {t.name: t for t in tables}
    v_column = next(c for c in by_name[value.root].columns if c.name == value.columns[0])
    if not is_per_unit_value(v_column):
        return None
    if count.root != value.root and join_path(keys, count.root, [value.root]) is None:
        return None
    q_column = next(c for c in by_name[count.root].columns if c.name == count.columns[0])
    return product(by_name[count.root], q_column, by_name[value.root], v_column, aggregate)
