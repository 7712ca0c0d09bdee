"""Rows done late, or on time, for the offline analyst: "jobs finished later than their due date", "loans that
came back late", "done on or before the due date" compare the moment a row was done (`completed_at`, `ret_dt`)
with its own due date, day by day. A row not done yet is neither.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.durations import END_WORDS
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import FILLER_WORDS, column_label, column_words

_DUE = r"(?:the |their |its )?due(?: date)?"
_LATE = re.compile(r"\b(?:back|returned|finished|completed|done|delivered|arrived|paid|were|was|been) late\b"
                   rf"(?! fees?\b)|\blater than {_DUE}|\bafter {_DUE}")
_ON_TIME = re.compile(rf"\bon time\b|\bon or before {_DUE}|\bby {_DUE}|\bbefore {_DUE}")


def lateness_filters(question: Question, tables: Sequence[TableInfo], taken: Sequence[Filter]
                     ) -> list[Filter]:
    """Done (the whole), then done after the due date or on or before it, on the one table with both dates."""
    on_time = _ON_TIME.search(question.text)
    found = on_time or _LATE.search(question.text)
    if found is None:
        return []
    pairs = [(t, due, done) for t in tables for due in _dues(t) for done in _dones(t, due)]
    if len(pairs) != 1:
        return []
    table, due, done = pairs[0]
    test = "<=" if on_time else ">"
    sql = f"{_day(table, done)} {test} {_day(table, due)}"
    text = f"{column_label(done.name)} {'on or before' if on_time else 'after'} {column_label(due.name)}"
    said_done = tuple(w for w in question.words if w in END_WORDS or w in ("back", "finish", "complete"))
    said = [w for w in found.group(0).split() if w not in FILLER_WORDS]
    words = (*said, "late", "due", "date", *column_words(due.name))
    compared = Filter(sql, text, words, table.name, done.name, (text,))
    # the rows done are the whole a share of late ones is taken of ("of the jobs we've finished")
    finished = f"{column_label(done.name)} is set"
    is_done = f"{qualified(table.name, done.name)} IS NOT NULL"
    if any(f.sql == is_done for f in taken):
        return [compared]
    done_words = said_done + column_words(done.name)
    return [Filter(is_done, finished, done_words, table.name, done.name, (finished,)), compared]


def _dues(table: TableInfo) -> list[ColumnInfo]:
    return [c for c in table.columns if c.is_temporal and "due" in column_words(c.name)]


def _dones(table: TableInfo, due: ColumnInfo) -> list[ColumnInfo]:
    return [c for c in table.columns
            if c.is_temporal and c is not due and set(column_words(c.name)) & END_WORDS]


def _day(table: TableInfo, column: ColumnInfo) -> str:
    name = qualified(table.name, column.name)
    return name if column.type.upper() == "DATE" else f"CAST({name} AS DATE)"
