"""Rows still open, for the offline analyst: a lease, a tenancy or a membership runs from a start date to an
end date that stays empty while it lasts. "Still renting", "current" and "right now" keep the rows whose end
is empty; the end date is the later of a table's two dates, named as an end (`move_out`, `left_on`).
"""

from __future__ import annotations

import re

from agents.runtime.llm.analyst.durations import ordered_moments
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words, quote_identifier, word_set

# "still renting", "still with us", "current tenants", "right now", "at the moment"; not "the current year"
_OPEN = re.compile(r"\b(?:still(?: with us| [a-z]+ing)?|currently|current(?! (?:year|quarter|month|week))"
                   r"|right now|at the moment|at present|ongoing|as of today)\b")
# what ends a stay, a lease or a membership (not what settles a row: a `paid_on` ends no span)
_END_NAMES = word_set("end ended ends finish finished close closed out left until to expiry expires expired",
                      "vacated checkout stop stopped terminated retired retire disposed scrapped")


def end_of_span(table: TableInfo) -> ColumnInfo | None:
    """The end date of a table's rows when they run from one date to another (`move_in` to `move_out`)."""
    moments = [c for c in table.columns if c.is_temporal]
    if len(moments) != 2:
        return None
    _, end = ordered_moments(moments)
    return end if set(column_words(end.name)) & _END_NAMES else None


def open_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    """The rows of `table` still open when the question says "still", "current" or "right now"."""
    found = _OPEN.search(question.text)
    end = end_of_span(table) if found else None
    if end is None:
        return []
    name = qualified(table.name, end.name) if qualified_names else quote_identifier(end.name)
    text = f"{column_label(end.name)} is empty"
    spoken = (*found.group(0).split(), "now", "still", *column_words(end.name))
    return [Filter(f"{name} IS NULL", text, spoken, table.name, end.name, ())]
