"""Numeric thresholds on a row's own column, for the offline analyst: "rentals longer than 7 days" keeps
`days > 7`, "damages costing more than 500" `repair_cost > 500`, "sessions of at least 30 minutes"
`minutes >= 30`. The column is the one the unit after the number names ("7 days"), else the one the words just
before the comparison name ("repair cost over 500"). A threshold on a total per entity ("customers who spent
more than 2000") is not a row's column: the analyst says it would need that.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

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
# "chargers of 150 kW and up", "30 minutes or more", "5 or fewer": the number first, the bound included
_AFTER_ABOVE = "up|upwards|over|above|more|higher|greater|longer|bigger|larger"
_AFTER_BELOW = "under|below|less|fewer|lower|shorter|smaller"
BOUND_AFTER = re.compile(
    rf"\b\$?(\d[\d,]*(?:\.\d+)?)(?:\s*([a-z]+))?\s+(?:and|or) ({_AFTER_ABOVE}|{_AFTER_BELOW})\b")


@dataclass(frozen=True)
class Threshold:
    text: str  # as the question says it: "more than 100 kw", "150 kw and up"
    operator: str
    number: str
    unit: str
    start: int


def thresholds_in(text: str) -> list[Threshold]:
    """Every threshold the text names, the comparison first ("over 500 km") or after ("500 km or more");
    never a year ("over 2024")."""
    found = [Threshold(m.group(0), _operator(m.group(1)), m.group(2).replace(",", ""), m.group(3) or "",
                       m.start()) for m in THRESHOLD.finditer(text)]
    found += [Threshold(m.group(0), ">=" if re.fullmatch(_AFTER_ABOVE, m.group(3)) else "<=",
                        m.group(1).replace(",", ""), m.group(2) or "", m.start())
              for m in BOUND_AFTER.finditer(text)]
    return [t for t in found if t.unit or not re.fullmatch(r"(?:19|20)\d\d", t.number)]


def _operator(word: str) -> str:
    return _OPERATORS.get(word) or (">" if re.fullmatch(_ABOVE, word) else "<")


def _unit_column(units: Sequence[str], table: TableInfo) -> ColumnInfo | None:
    """The one numeric column whose name ends in the unit said ("150 kW" names `pwr_kw`), short as it is."""
    found = [c for c in table.columns if c.is_numeric and not c.is_key and column_words(c.name)[-1:]
             and singular(column_words(c.name)[-1]) in units and len(column_words(c.name)) > 1]
    return found[0] if len(found) == 1 else None


def _named_column(words: Sequence[str], table: TableInfo) -> ColumnInfo | None:
    numeric = [c for c in table.columns if c.is_numeric and not c.is_key]
    scored = [(column_match(c, words), c) for c in numeric]
    best = max(scored, key=lambda pair: pair[0], default=(0.0, None))
    return best[1] if best[0] >= 0.5 else None


def threshold_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    found = []
    for threshold in thresholds_in(question.text):
        number, unit = threshold.number, threshold.unit
        said_before = re.findall(r"[a-z]+", question.text[: threshold.start])[-3:]
        before = [w for w in said_before if w not in FILLER_WORDS]
        before += [stem for w in before for stem in verb_stems(w)]  # "costing" names `repair_cost`
        units = [singular(unit), singular(ABBREVIATIONS.get(unit, unit))] if unit else []  # "km" names `distance_km`
        by_unit = _named_column(units, table) or _unit_column(units, table) if unit else None
        column = by_unit or _named_column(before, table)
        if column is None:
            continue
        name = qualified(table.name, column.name) if qualified_names else quote_identifier(column.name)
        text = f"{column_label(column.name)} {threshold.text}"
        words = (*threshold.text.split(), singular(unit), *before, *column_label(column.name).split())
        found.append(Filter(f"{name} {threshold.operator} {number}", text, words, table.name, column.name))
    return found


_COUNTED = re.compile(r"\b(\d{1,3}|" + "|".join(w for w in NUMBER_WORDS if w.isalpha()) + r")[- ]([a-z]+)\b")


def counted_attribute_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    """"two-bedroom flats", "3 star hotels": a number before the noun a whole-number column counts keeps the rows
    holding that number."""
    found = []
    spans = [(t.start, t.start + len(t.text)) for t in thresholds_in(question.text)]
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


def one_column_each(question: Question, filters: Sequence[Filter]) -> list[Filter]:
    """`filters` with each threshold kept on one column: "chargers under 100 kW" tests `chgrs.pwr_kw`, the
    column its unit names, not also the `kwh` of the sessions the words before it name."""
    dropped: set[int] = set()
    for threshold in thresholds_in(question.text):
        same = [f for f in filters if f.text.endswith(threshold.text) and f.column]
        units = {singular(threshold.unit), singular(ABBREVIATIONS.get(threshold.unit, threshold.unit))}
        by_unit = [f for f in same if singular(column_words(f.column)[-1]) in units]
        dropped |= {id(f) for f in same if f not in by_unit} if by_unit and threshold.unit else set()
    return [f for f in filters if id(f) not in dropped]


def handled(question: Question, filter_text: str) -> bool:
    """Whether every threshold the question names is one of the plan's filters."""
    return all(t.text in filter_text for t in thresholds_in(question.text))


def unhandled_bound_after(question: Question, filter_text: str) -> str | None:
    """A threshold said number first ("150 kW and up") that the plan's filters leave out, as said."""
    return next((t.text for t in thresholds_in(question.text)
                 if BOUND_AFTER.fullmatch(t.text) and t.text not in filter_text), None)
