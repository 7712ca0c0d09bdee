"""Whether a row has a thing at all, for the offline analyst: "pupils with no guardian on file" keep the rows
whose `guardian_nm` is empty, "orders where the customer left a tip" those with a `tip_gbp`, "members not with
any company" those without a `company`. The thing is named by a column of its own (not a table, which is an
anti-join's, nor the row's own key); an amount counts as had when it is above zero.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.join_terms import names_table
from agents.runtime.llm.analyst.keys import own_key, qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words, singular

_HAVE = r"(?:have|has|had|leave|leaves|left|give|gives|gave|get|gets|got|include|includes|included)"
_ABSENT = re.compile(
    rf"\b(?:no|without(?: an?| any)?|not with(?: an?| any)|never {_HAVE}(?: an?| any)?"
    rf"|(?:didn't|don't|doesn't|haven't|hasn't|did not|do not|does not) {_HAVE}(?: an?| any)?)"
    r"\s+((?:[a-z]+ or )?[a-z]+)")
_PRESENT = re.compile(rf"\b(?:with|{_HAVE})\s+(?:an?|any|some)\s+((?:[a-z]+ or )?[a-z]+)")


def presence_filters(question: Question, tables: Sequence[TableInfo], taken: Sequence[Filter]
                     ) -> list[Filter]:
    """At most one filter: the first thing the question says rows have, or lack, that a column holds."""
    covered = {w for f in taken for w in f.words}
    for pattern, absent in ((_ABSENT, True), (_PRESENT, False)):
        for found in pattern.finditer(question.text):
            nouns = [singular(w) for w in found.group(1).split(" or ")]
            if covered & set(nouns) or any(names_table([n], t) for n in nouns for t in tables):
                continue
            column = next(((t, c) for n in reversed(nouns) for t in tables for c in t.columns
                           if _holds(t, c, n)), None)
            if column is not None:
                return [_filter(*column, absent, found.group(0).split())]
    return []


def _holds(table: TableInfo, column: ColumnInfo, noun: str) -> bool:
    key = own_key(table)
    return noun in column_words(column.name) and (key is None or column.name != key.name)


def _filter(table: TableInfo, column: ColumnInfo, absent: bool, words: list[str]) -> Filter:
    name = qualified(table.name, column.name)
    if column.is_numeric and not column.is_key:
        sql = f"coalesce({name}, 0) = 0" if absent else f"{name} > 0"
    else:
        sql = f"{name} IS NULL" if absent else f"{name} IS NOT NULL"
    text = f"{column_label(column.name)} is {'empty' if absent else 'set'}"
    return Filter(sql, text, (*words, *(singular(w) for w in words), *column_words(column.name)), table.name,
                  column.name, (text,))
