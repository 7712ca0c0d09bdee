"""Time between two moments of one row, for the offline analyst: "how many hours does a parcel sit before it
is picked up", "how many days does it take to fix a fault", "are e-bike riders quicker": the table the
question names that records two moments (dropped and collected, placed and delivered), the later minus the
earlier, in the unit asked (hours when none is). A row whose later moment is missing (a parcel still waiting)
has no duration yet and is left out of the average.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence

from agents.runtime.llm.analyst.arithmetic import TIME_OF_DAY_WORDS, is_value
from agents.runtime.llm.analyst.join_terms import Measure, names_table
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import ABBREVIATIONS, column_label, column_words

UNIT_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800}
_UNIT = r"(seconds?|minutes?|mins|hours?|hrs|days?|nights?|weeks?)"  # a stay's nights are its days
_ASKS = re.compile(
    rf"\bhow long\b|\b(?:quicker|faster|slower|sooner)\b|\b(?:average|mean|typical) (?:time|wait)\b"
    rf"|\b{_UNIT} (?:from|between)\b|\bhow many {_UNIT}\b.*\b(?:before|until|till|take|takes|taken|sit|sits"
    rf"|wait|waits|between|stay|stays|stayed)\b|\b(?:turnaround|lead) time\b")
_UNITS = re.compile(rf"\b{_UNIT}\b")
_MOMENT_NOUNS = frozenset({"date", "time", "timestamp", "at", "on", "day"})  # what every moment is called
_TOTAL = re.compile(r"\b(?:total|altogether|in all|all together|combined)\b")
# name words of the moment a row's span starts from, and of the one it ends at
_START_WORDS = frozenset({
    "start", "started", "begin", "open", "opened", "created", "placed", "ordered", "dropped", "logged",
    "reported", "raised", "booked", "requested", "submitted", "received", "in", "checkin", "arrived", "out",
    "issued", "sent", "departed", "depart", "from"})
END_WORDS = frozenset({
    "end", "ended", "finish", "finished", "close", "closed", "delivered", "collected", "resolved", "fixed",
    "completed", "done", "returned", "checkout", "left", "shipped", "paid", "settled", "answered", "approved",
    "to", "until", "arrive", "arrives"})


def asked_unit(text: str) -> str | None:
    """The unit of a duration the question asks for ("hour" when it names none); None when it asks none."""
    if not _ASKS.search(text):
        return None
    unit = _UNITS.search(text)
    if unit is None:
        return "hour"
    word = ABBREVIATIONS.get(unit.group(1), unit.group(1).rstrip("s"))
    return "day" if word == "night" else word


def duration_measure(question: Question, tables: Sequence[TableInfo], reach: Callable[[str], bool]
                     ) -> Measure | None:
    """The span between the two moments of the table the question names."""
    unit = asked_unit(question.text)
    if unit is None:
        return None
    # the rows the question times must be named: "how long do visitors spend in a gallery" is not how long an
    # exhibition runs
    named = [t for t in tables if _span_moments(t) and reach(t.name) and names_table(question.words, t)]
    if len(named) != 1:
        return None
    table = named[0]
    start, end = ordered_moments(_span_moments(table))
    aggregate = "SUM" if _TOTAL.search(question.text) else "AVG"
    return Measure(_span_sql(table.name, start, end, unit), aggregate, table.name, (table.name,),
                   f"{unit}s from {start.name} to {end.name}", (start.name, end.name), span=True)


_HOURS = re.compile(r"\b(?:hours|hrs)\b")
_PER_PERIOD = re.compile(r"\b(?:hours|hrs) (?:a|per|each) (?:day|week|month|year|term)\b")


def minutes_as_hours(question: Question, tables: Sequence[TableInfo], reach: Callable[[str], bool],
                     aggregate: str) -> Measure | None:
    """"How many hours of piano teaching have we done": hours asked as an amount where the rows hold minutes
    (`dur_min`), summed and divided by 60; the rows the question names first."""
    if not _HOURS.search(question.text) or asked_unit(question.text) is not None or _PER_PERIOD.search(
            question.text):
        return None  # "hours a week" is a rate over weeks, not the minutes of the rows added up
    numeric = [(t, c) for t in tables if reach(t.name) for c in t.columns if c.is_numeric and not c.is_key]
    if any("hour" in column_words(c.name) and not is_value(c) for _, c in numeric):
        return None  # a column of hours answers it (an hourly rate does not)
    minutes = [(t, c) for t, c in numeric if "minute" in column_words(c.name)]
    minutes.sort(key=lambda found: not names_table(question.words, found[0]))
    if not minutes:
        return None
    table, column = minutes[0]
    return Measure(f"{qualified(table.name, column.name)} / 60.0", aggregate, table.name, (table.name,),
                   f"hours ({column_label(column.name)} ÷ 60)", (column.name,))


_PACE = re.compile(r"\b(quicker|faster|slower|sooner)\b")
_TIME_SPENT_WORDS = frozenset({"minute", "hour", "second", "duration"})


def time_spent(question: Question, tables: Sequence[TableInfo], reach: Callable[[str], bool]
               ) -> Measure | None:
    """"Who's quicker at a tuning, Marguerite or Tom": where no two moments time the rows, the time each row
    took (`minutes`, `dur_min`), averaged (the quicker has the lower average)."""
    pace = _PACE.search(question.text)
    timed = [(t, c) for t in tables if reach(t.name) for c in t.columns
             if c.is_numeric and not c.is_key and _times_a_row(c)] if pace else []
    if len(timed) != 1:
        return None
    table, column = timed[0]
    said = pace.group(1)
    label = f"{column_label(column.name)} ({'more time is' if said == 'slower' else 'less time is'} {said})"
    return Measure(qualified(table.name, column.name), "AVG", table.name, (table.name,), label,
                   (column.name,))


def _times_a_row(column: ColumnInfo) -> bool:
    """`minutes`, `dur_min`: the time a row took; never an hour of the day (`start_hr`) nor an hourly rate."""
    words = set(column_words(column.name))
    return bool(words & _TIME_SPENT_WORDS) and not words & TIME_OF_DAY_WORDS and not is_value(column)


_EVENT_AFTER = re.compile(r"\b(?:before|until|till|to|from|between|and)\s+((?:[a-z]+\s+){0,3}[a-z]+)")
_EVENT_BEFORE = re.compile(r"((?:[a-z]+\s+){1,4})(?:quicker|faster|slower|sooner)\b")
DURATION_WORDS = frozenset({"long", "longer", "quick", "quicker", "fast", "faster", "slow", "slower", "soon",
                            "sooner", "time", "wait", "waiting", "take", "sit", "stay", "spend", "turnaround",
                            "lead", "average", "typical", "mean"})


def duration_words(text: str) -> set[str]:
    """The words a duration accounts for: its unit, the words asking how long, and the two events it runs
    between ("before someone picks it up", "from order to door")."""
    words = set(DURATION_WORDS) | {ABBREVIATIONS.get(u, u.rstrip("s")) for u in _UNITS.findall(text)}
    events = _EVENT_AFTER.findall(text) + _EVENT_BEFORE.findall(text)
    words |= {w for phrase in events for w in phrase.split()}
    return words | {w.rstrip("s") for w in words}


def _moments(table: TableInfo) -> list[ColumnInfo]:
    return [c for c in table.columns if c.is_temporal]


def _span_moments(table: TableInfo) -> list[ColumnInfo]:
    """The two moments a row runs between: its only two, or of more (`booked_at`, `check_in`, `check_out`) the
    one pair named alike."""
    moments = _moments(table)
    if len(moments) <= 2:
        return moments if len(moments) == 2 else []
    alike = [[a, b] for a, b in itertools.combinations(moments, 2)
             if (set(column_words(a.name)) & set(column_words(b.name))) - _MOMENT_NOUNS]
    return alike[0] if len(alike) == 1 else []


def ordered_moments(moments: list[ColumnInfo]) -> tuple[ColumnInfo, ColumnInfo]:
    """(start, end): by the words of their names, else in the order the table declares them."""
    first, second = moments

    def leaning(column: ColumnInfo) -> int:
        words = set(column_words(column.name)) | {"".join(column_words(column.name))}  # `check_out`
        return bool(words & END_WORDS) - bool(words & _START_WORDS)

    return (second, first) if leaning(first) > leaning(second) else (first, second)


def _span_sql(table: str, start: ColumnInfo, end: ColumnInfo, unit: str) -> str:
    begins, ends = qualified(table, start.name), qualified(table, end.name)
    dated = "TIMESTAMP" not in start.type.upper() or "TIMESTAMP" not in end.type.upper()
    if unit in ("day", "week") and dated:
        days = f"date_diff('day', CAST({begins} AS DATE), CAST({ends} AS DATE))"
        return days if unit == "day" else f"{days} / 7"
    if dated:
        begins, ends = f"CAST({begins} AS TIMESTAMP)", f"CAST({ends} AS TIMESTAMP)"
    return f"epoch({ends} - {begins}) / {UNIT_SECONDS[unit]}"
