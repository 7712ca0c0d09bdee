"""Numeric thresholds on a row's own column, for the offline analyst: "rentals longer than 7 days" keeps
`days > 7`, "damages costing more than 500" `repair_cost > 500`, "sessions of at least 30 minutes"
`minutes >= 30`. The column is the one the unit after the number names ("7 days"), else the one the words just
before the comparison name ("repair cost over 500"). A threshold on a total per entity ("customers who spent
more than 2000") is not a row's column: the analyst says it would need that.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.events import verb_stems
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter, column_match
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import (
    ABBREVIATIONS,
    FILLER_WORDS,
    NUMBER_WORDS,
    column_label,
    column_words,
    quote_identifier,
    singular,
)

_ABOVE = "more|greater|higher|longer|bigger|larger|heavier|over|above|exceeding|at least"
_BELOW = "less|fewer|lower|shorter|smaller|lighter|cheaper|under|below|at most"
THRESHOLD = re.compile(rf"\b({_ABOVE}|{_BELOW})(?: than)?\s+\$?(\d[\d,]*(?:\.\d+)?)(?:\s+([a-z]+))?")
_OPERATORS = {"at least": ">=", "at most": "<="}


def _operator(word: str) -> str:
    return _OPERATORS.get(word) or (">" if re.fullmatch(_ABOVE, word) else "<")


def _named_column(words: Sequence[str], table: TableInfo) -> ColumnInfo | None:
    numeric = [c for c in table.columns if c.is_numeric and not c.is_key]
    scored = [(column_match(c, words), c) for c in numeric]
    best = max(scored, key=lambda pair: pair[0], default=(0.0, None))
    return best[1] if best[0] >= 0.5 else None


def threshold_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    found = []
    for match in THRESHOLD.finditer(question.text):
        word, number, unit = match.group(1), match.group(2).replace(",", ""), match.group(3) or ""
        if re.fullmatch(r"(?:19|20)\d\d", number) and not unit:
            continue  # "over 2024" is a year
        before = [w for w in re.findall(r"[a-z]+", question.text[: match.start()])[-3:] if w not in FILLER_WORDS]
        before += [stem for w in before for stem in verb_stems(w)]  # "costing" names `repair_cost`
        units = [singular(unit), singular(ABBREVIATIONS.get(unit, unit))] if unit else []  # "km" names `distance_km`
        column = (_named_column(units, table) if unit else None) or _named_column(before, table)
        if column is None:
            continue
        name = qualified(table.name, column.name) if qualified_names else quote_identifier(column.name)
        text = f"{column_label(column.name)} {match.group(0)}"
        words = (word, number, singular(unit), *before, *column_label(column.name).split())
        found.append(Filter(f"{name} {_operator(word)} {number}", text, words, table.name, column.name))
    return found


_COUNTED = re.compile(r"\b(\d{1,3}|" + "|".join(w for w in NUMBER_WORDS if w.isalpha()) + r")[- ]([a-z]+)\b")


def counted_attribute_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    """"two-bedroom flats", "3 star hotels": a number before the noun a whole-number column counts keeps the rows
    holding that number."""
    found = []
    spans = [m.span() for m in THRESHOLD.finditer(question.text)]
    for match in _COUNTED.finditer(question.text):
        if any(start <= match.start() < end for start, end in spans):
            continue
        amount, noun = match.group(1), singular(match.group(2))
        number = int(amount) if amount.isdigit() else NUMBER_WORDS.get(amount)
        columns = [c for c in table.columns if c.is_whole_number and not c.is_key
                   and [singular(w) for w in column_words(c.name)] == [noun]]
        if number is None or len(columns) != 1:
            continue
        column = columns[0]
        name = qualified(table.name, column.name) if qualified_names else quote_identifier(column.name)
        found.append(Filter(f"{name} = {number}", f"{column_label(column.name)} {number}",
                            (amount, match.group(2), noun), table.name, column.name))
    return found


def counted_nouns(question: Question) -> set[str]:
    """The nouns a number stands before ("two-bedroom"): what rows are picked by, not what is measured."""
    return {singular(m.group(2)) for m in _COUNTED.finditer(question.text)}


def handled(question: Question, filter_text: str) -> bool:
    """Whether every threshold the question names is one of the plan's filters."""
    return all(m.group(0) in filter_text for m in THRESHOLD.finditer(question.text))
