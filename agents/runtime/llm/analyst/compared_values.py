"""Two values of one column compared, for the offline analyst's join plans: "X vs Y", "X or Y: which had
more", "do premium passengers pay more than economy ones" — unless the rows are ranked by another column
("which tutor earned the most from completed and no-show sessions" keeps both values as one filter).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.join_terms import Label, label_for
from agents.runtime.llm.analyst.keys import JoinKey, qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Phrase, Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.status_codes import is_status
from agents.runtime.llm.analyst.value_names import value_in_text
from agents.runtime.llm.analyst.words import GRAIN_WORDS, word_set

COMPARE_WORDS = word_set("compare compared comparison versus vs against")
_MORE_THAN = re.compile(r"\b(?:more|less|fewer|higher|lower|better|worse|quicker|faster|slower|sooner|longer"
                        r"|shorter|bigger|smaller|cheaper|busier)\b(?:\s+\w+){0,6}\s+than\b")


def asks_to_compare(question: Question) -> bool:
    """"X vs Y", "X and Y", "do premium passengers pay more than economy ones"."""
    either = re.search(r"\b(and|or)\b", _without_ranges(question.text)) or _MORE_THAN.search(question.text)
    return bool(set(question.words) & COMPARE_WORDS) or bool(either)


def compared_filter(question: Question, filters: Sequence[Filter], phrase: Phrase | None,
                    tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> Filter | None:
    """The filter with the two values compared (a share's "cancelled or refunded" is one part: its caller
    never asks)."""
    if not asks_to_compare(question):
        return None
    # "certified teachers with university-student tutors; completed and no-show sessions are charged": the
    # statuses only say which rows count
    several = sorted((f for f in filters if len(f.values) > 1), key=lambda f: is_status(f.column))
    compared = next(iter(several), None)
    if compared is not None and question.top and _ranked_by_another_column(phrase, compared, tables, keys):
        return None
    return compared


def compared_label(compared: Filter) -> Label:
    return Label(qualified(compared.table, compared.column), compared.table, compared.column, compared.column)


def _ranked_by_another_column(phrase: Phrase | None, compared: Filter, tables: Sequence[TableInfo],
                              keys: Sequence[JoinKey]) -> bool:
    """Two values kept, not compared, when the rows are ranked by another column that labels them."""
    if phrase is None or not phrase.words or phrase.words == ("who",):
        return False
    named_values = set(phrase.words) & set(compared.words) or any(value_in_text(v, phrase.text)
                                                                   for v in compared.values)
    if phrase.words[-1] in GRAIN_WORDS or named_values:  # "split by core and special beers": the values
        return False
    own = label_for(phrase, tables, "", keys)
    table = next((t for t in tables if t.name == own.table), None) if own is not None else None
    column = next((c for c in table.columns if c.name == own.column), None) if table is not None else None
    if column is None:
        return False  # a grain over a date, or no label: the values are what is compared
    return not column.is_key and (own.table, own.column) != (compared.table, compared.column)


def _without_ranges(text: str) -> str:
    """"between 15 November 2024 and 15 January 2025" is one window, not two things compared."""
    return re.sub(r"\bbetween\b.*?\band\b", " ", text)
