"""The date filter of a plan across tables, for the offline analyst: a window the question names ("in March
2025", "between Feb 1 and Apr 30", "first half of 2025") or its years, on the date column `join_terms.date_column`
picks, with the words that name it ("pick-up date" for `picked_up_at`).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.dates import DateWindow, date_window, names_a_date
from agents.runtime.llm.analyst.events import verb_stems
from agents.runtime.llm.analyst.join_terms import JOINING_WORDS, date_column, is_joining_date
from agents.runtime.llm.analyst.keys import JoinKey, join_path, qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question, mentions_table
from agents.runtime.llm.analyst.relative_dates import relative_window
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_words, quote_identifier, singular


def question_date_filter(question: Question, tables: Sequence[TableInfo], root: str, keys: Sequence[JoinKey],
                         within: Sequence[str] = ()) -> tuple[Filter | None, DateWindow | None]:
    """The filter for the question's date window or years, and the window (None for years or no date)."""
    found = _dated_by_its_noun(question, tables, root, keys) or date_column(tables, root, keys, question.words, within)
    if found is None:
        return None, None
    table, column = found
    quoted = qualified(table, column.name)
    # "new patients who joined in 2026": the joining date accounts for "new" and the verb
    joining = JOINING_WORDS | {"new"} if is_joining_date(column) else frozenset()
    joined = tuple(w for w in question.words if w in joining)
    relative = relative_window(question.text) if not question.years else None
    if relative is not None and not names_a_date(question.date_text):  # "this year", "last month"
        condition = relative.condition(quoted, quote_identifier(table))
        words = relative.words + date_words(column.name) + joined
        return Filter(condition, relative.text, words, table=table), None
    if names_a_date(question.date_text):
        years = [int(s[:4]) for s in column.samples if isinstance(s, str) and re.match(r"\d{4}-", s)]
        window = date_window(question.date_text, default_year=max(years) if years else None)
        if window is None:
            return None, None
        found_filter = window_filter(window, quoted, table, column.name)
        return replace(found_filter, words=found_filter.words + joined), window
    if question.years:
        years = ", ".join(str(y) for y in question.years)
        condition = f"year({quoted}) IN ({years})" if len(question.years) > 1 else f"year({quoted}) = {years}"
        words = tuple(str(y) for y in question.years)
        text = "in " + " or ".join(words)
        return Filter(condition, text, words + date_words(column.name) + joined, table=table), None
    return None, None


# "events held in 2025", "claims filed between …": the date of the rows the noun names, not of the rows measured
_DATED_NOUN = re.compile(r"\b([a-z]+) (?:held|scheduled|staged|hosted|made|placed|created|opened|started|filed|"
                         r"logged|raised|launched|released|published|starting|beginning|began|begun|opening) "
                         r"(?:in|between|during|from|on|over|since)\b")


def _dated_by_its_noun(question: Question, tables: Sequence[TableInfo], root: str, keys: Sequence[JoinKey]
                       ) -> tuple[str, ColumnInfo] | None:
    found = _DATED_NOUN.search(question.text)
    named = [t for t in tables if found and mentions_table([singular(found.group(1))], t.name)]
    dated = [(t.name, c) for t in named for c in t.columns if c.is_temporal]
    reachable = [(t, c) for t, c in dated if t == root or join_path(keys, root, [t]) is not None]
    return reachable[0] if len(reachable) == 1 else None


def date_words(column: str) -> tuple[str, ...]:
    """What names a date column: its words, their verbs ("pick-up date" for `picked_up_at`) and "date"."""
    words = column_words(column)
    return (*words, *(stem for w in words if w.endswith("ed") for stem in verb_stems(w)), "date")


def window_filter(window: DateWindow, quoted: str, table: str, column: str) -> Filter:
    spans = [_span_condition(start, end, quoted) for start, end in window.spans()]
    condition = spans[0] if len(spans) == 1 else "(" + " OR ".join(f"({s})" for s in spans) + ")"
    return Filter(condition, window.text, window.words + date_words(column), table=table)


def _span_condition(start: datetime.date | None, end: datetime.date | None, quoted: str) -> str:
    parts = []
    if start is not None:
        parts.append(f"{quoted} >= DATE '{start.isoformat()}'")
    if end is not None:
        parts.append(f"{quoted} < DATE '{end.isoformat()}'")
    return " AND ".join(parts)
