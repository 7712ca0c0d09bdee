"""Date windows in a question for the offline analyst: a month ("in March 2026"), a quarter ("Q1 2026", "the
fourth quarter of 2025"), a day ("2025-11-15", "June 1, 2025", "1 June"), a range between two of them
("between Feb 1 and Apr 30 2025", "from January to March") or an open end ("since", "after", "before",
"until"). A whole year alone is left to the year filter (`year(...) = 2025`).

A point without a year takes the nearest year written after it ("between Feb 1 and Apr 30 2025"), else the
`default_year` the caller passes (the latest year in the data), and the window says it assumed that.
"""

from __future__ import annotations

import calendar
import datetime
import re
from dataclasses import dataclass

MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
    "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
    "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}  # fmt: skip
QUARTER_WORDS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
                 "last": 4, "final": 4}
_ORDINALS = [word for word in QUARTER_WORDS if word not in ("last", "final")]  # "last quarter" alone is relative
_MONTH = "(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_YEAR = r"((?:19|20)\d\d)"
_ORDINAL = r"(\d{1,2})(?:st|nd|rd|th)?"
SEASON_STARTS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_POINT_PATTERNS = (
    ("iso", re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")),
    ("month_day", re.compile(rf"\b{_MONTH} {_ORDINAL}\b(?:,? {_YEAR}\b)?")),
    ("day_month", re.compile(rf"\b{_ORDINAL} (?:of )?{_MONTH}\b(?:,? {_YEAR}\b)?")),
    ("quarter", re.compile(rf"\bq([1-4])\b(?:,? (?:of )?{_YEAR}\b)?")),
    ("quarter_words", re.compile(rf"\b({'|'.join(_ORDINALS)}) quarter\b(?: (?:of |in )?{_YEAR}\b)?")),
    ("quarter_words", re.compile(rf"\b(last|final) quarter (?:of |in )?{_YEAR}\b")),  # of a named year only
    ("half", re.compile(rf"\b(first|second|1st|2nd) half\b(?: (?:of |in )?{_YEAR}\b)?")),
    ("half", re.compile(rf"\b(last|final) half (?:of |in )?{_YEAR}\b")),
    ("half", re.compile(rf"\bh([12])\b(?:,? (?:of )?{_YEAR}\b)?")),
    ("season", re.compile(rf"\b(spring|summer|autumn|winter)\b(?: (?:of |in )?{_YEAR}\b)?")),
    ("season", re.compile(rf"\b(fall) (?:of |in )?{_YEAR}\b")),  # "fall" alone is a verb
    ("month", re.compile(rf"\b{_MONTH}\b(?:,? (?:of )?{_YEAR}\b)?")),
)
_STRETCH_WORDS = ("month", "months", "week", "weeks", "day", "days", "dates", "period", "quarter", "stretch",
                  "time", "season", "span", "window")
# "January to June 2025 … the same months of 2026": the window again, in another year
_SAME_STRETCH = re.compile(rf"\bthe same (?:{'|'.join(_STRETCH_WORDS)}) (?:of |in |for |during )?{_YEAR}\b")
_RANGE_LEADS = {"between": "and", "from": "to"}
# "summer 2026 (June to August)": the months a season is restated in, which name no window of their own
# (or said again after the question: "summer 2025 or summer 2026? June to August.")
_MONTHS_SPAN = rf"{_MONTH}\s*(?:to|-|–|through|until)\s*{_MONTH}"
_RESTATED = re.compile(rf"\s*\((?:i\.e\.\s*)?{_MONTHS_SPAN}\)|(?<=[?.!])\s*{_MONTHS_SPAN}\s*[.!]?\s*$")
# "Q1 2025 or Q1 2026", "Q4 2025 compare with Q1 2026": two windows set side by side, not a range
_COMPARED = re.compile(r"^(?:(?:[a-z]+ ){0,3}(?:compared?|stack up|measure up) (?:with|to|against)"
                       r"|or|vs\.?|versus|against|(?:[a-z]+ ){0,2}than|and)$")  # "busier than"
_RANGE_ENDS = ("and", "to", "until", "through", "thru", "-")
_EDGE_OF = re.compile(r"\s+the (end|start|beginning) of$")


@dataclass(frozen=True)
class Period:
    start: datetime.date
    end: datetime.date  # exclusive
    text: str
    span: tuple[int, int]
    has_year: bool


@dataclass(frozen=True)
class DateWindow:
    start: datetime.date | None  # inclusive
    end: datetime.date | None  # exclusive
    text: str  # "in March 2026", "between 2025-02-01 and 2025-04-30"
    words: tuple[str, ...]  # question words the window accounts for
    assumed_year: int | None = None
    also_years: tuple[int, ...] = ()  # "… compared with the same months of 2026": the window again in these years
    # "Q4 2025 compared with Q1 2026": other windows beside this one
    also: tuple[tuple[datetime.date, datetime.date], ...] = ()

    def spans(self) -> list[tuple[datetime.date | None, datetime.date | None]]:
        """The window, then the same stretch of each of `also_years`, then the windows compared with it."""
        anchor = (self.start or self.end or datetime.date.min).year
        return [(self.start, self.end)] + [(_shifted(self.start, y - anchor), _shifted(self.end, y - anchor))
                                           for y in self.also_years] + list(self.also)


def _shifted(day: datetime.date | None, years: int) -> datetime.date | None:
    if day is None:
        return None
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def _month_end(year: int, month: int) -> datetime.date:
    return datetime.date(year + month // 12, month % 12 + 1, 1)


def _period(kind: str, groups: tuple, year: int) -> tuple[datetime.date, datetime.date] | None:
    try:
        if kind == "iso":
            day = datetime.date(int(groups[0]), int(groups[1]), int(groups[2]))
            return day, day + datetime.timedelta(days=1)
        if kind in ("month_day", "day_month"):
            month, day = (groups[0], groups[1]) if kind == "month_day" else (groups[1], groups[0])
            start = datetime.date(year, MONTHS[month], int(day))
            return start, start + datetime.timedelta(days=1)
        if kind == "half":
            half = 1 if groups[0] in ("first", "1st", "1") else 2  # second, 2nd, last, final
            return datetime.date(year, 6 * half - 5, 1), _month_end(year, 6 * half)
        if kind == "season":  # meteorological: spring is March to May, winter December to February
            first = SEASON_STARTS[groups[0]]
            return datetime.date(year, first, 1), _month_end(year, first + 2)
        if kind in ("quarter", "quarter_words"):
            quarter = int(groups[0]) if kind == "quarter" else QUARTER_WORDS[groups[0]]
            return datetime.date(year, 3 * quarter - 2, 1), _month_end(year, 3 * quarter)
        return datetime.date(year, MONTHS[groups[0]], 1), _month_end(year, MONTHS[groups[0]])
    except ValueError:  # "February 30"
        return None


def _name(kind: str, start: datetime.date, end: datetime.date) -> str:
    """How the answer names a period: "March 2026", "Q1 2026", "2025-06-01"."""
    if kind.startswith("quarter"):
        return f"Q{(start.month + 2) // 3} {start.year}"
    if kind == "half":
        return f"H{(start.month + 5) // 6} {start.year}"
    if kind == "month":
        return f"{calendar.month_name[start.month]} {start.year}"
    if kind == "season":
        return f"{start.isoformat()} to {(end - datetime.timedelta(days=1)).isoformat()}"
    return start.isoformat()


def _explicit_year(kind: str, groups: tuple) -> int | None:
    year = groups[0] if kind == "iso" else groups[-1]
    return int(year) if year else None


# "between 1 and 30 June 2026": two days of one month, the month said once
_DAYS_OF_A_MONTH = re.compile(rf"\b(between|from) {_ORDINAL} (and|to|-) {_ORDINAL} {_MONTH}")


# "3 to 19 April 2026", "3-19 April": the same without a lead word ("and" would be a list of days)
_DAY_SPAN_OF_A_MONTH = re.compile(rf"\b(?<!between )(?<!from ){_ORDINAL} ?(to|-|–|until|through|till) ?"
                                  rf"{_ORDINAL} {_MONTH}")


def _days_spelled_out(text: str) -> str:
    text = _DAYS_OF_A_MONTH.sub(lambda m: f"{m[1]} {m[2]} {m[5]} {m[3]} {m[4]} {m[5]}", text)
    return _DAY_SPAN_OF_A_MONTH.sub(lambda m: f"from {m[1]} {m[4]} to {m[3]} {m[4]}", text)


# "the 2025/26 season", "the 2025-26 winter, September to April": a season across the new year, July to June
# unless its months are said
_SPLIT_YEAR = re.compile(rf"\b{_YEAR}[/-](\d\d|(?:19|20)\d\d)\b((?: (?:season|winter|summer|year|term))?)"
                         rf"(?:,?(?: from| running)? {_MONTH} (?:to|-|through|until) {_MONTH}\b)?")


def _split_year_spelled_out(text: str) -> tuple[str, set[str]]:
    """`text` with each split year written as the range of months it spans, and the words it accounts for."""
    words: set[str] = set()

    def spelled(found: re.Match) -> str:
        first, second = int(found[1]), int(found[2][-2:])
        if (first + 1) % 100 != second:
            return found[0]
        words.update(re.findall(r"[a-z0-9]+", found[0]))
        start, end = (MONTHS[found[4]], MONTHS[found[5]]) if found[4] else (7, 6)
        return f"from {calendar.month_name[start].lower()} {first} to {calendar.month_name[end].lower()} " \
               f"{first + 1 if end < start else first}"

    return _SPLIT_YEAR.sub(spelled, text), words


_MONTH_LEAD = re.compile(r"\b(?:between|from|since|in|until|till|through|to|during|of|early|late|mid)\s+$")


def _periods(text: str) -> list[tuple[str, tuple, tuple[int, int]]]:
    taken: list[tuple[int, int]] = []
    found = []
    for kind, pattern in _POINT_PATTERNS:
        for match in pattern.finditer(text):
            if any(match.start() < end and start < match.end() for start, end in taken):
                continue
            if kind == "month" and match.group(1) == "may" and not match.group(2) and not _MONTH_LEAD.search(
                    text[: match.start()]):
                continue  # "may" alone is a verb, but "between May and August" a month
            taken.append(match.span())
            found.append((kind, match.groups(), match.span()))
    return sorted(found, key=lambda item: item[2])


def _resolved(text: str, default_year: int | None) -> tuple[list[Period], int | None]:
    raw = _periods(text)
    years = [_explicit_year(kind, groups) for kind, groups, _ in raw]
    periods, assumed = [], None
    for index, (kind, groups, span) in enumerate(raw):
        later = [y for y in years[index:] if y is not None]
        earlier = [y for y in years[:index] if y is not None]  # "the spring of 2025, March through May"
        year = later[0] if later else earlier[-1] if earlier else default_year
        if year is None:
            return [], None
        if not later and not earlier:
            assumed = year
        bounds = _period(kind, groups, year)
        if bounds is not None:
            periods.append(Period(*bounds, _name(kind, *bounds), span, years[index] is not None))
    return periods, assumed


def _lead_before(text: str, period: Period) -> str:
    before = re.findall(r"[a-z]+", text[: period.span[0]])
    return before[-1] if before else ""


def _range(text: str, first: Period, second: Period) -> DateWindow | None:
    between = text[first.span[1] : second.span[0]].strip()
    edge = _EDGE_OF.search(between)  # "and the end of January 2026": January is the range's last month
    between = between[: edge.start()] if edge else between
    lead = _lead_before(text, first)
    # "Q1 2025 and Q1 2026" sets two windows side by side; "January and February 2025" spans both
    side_by_side = between == "and" and lead != "between" and first.start.year != second.start.year
    if between not in _RANGE_ENDS or side_by_side:
        return None
    words = ((lead, between) if lead in _RANGE_LEADS else (between,)) + ((edge[1],) if edge else ())
    label = f"between {first.start.isoformat()} and {(second.end - datetime.timedelta(days=1)).isoformat()}"
    return DateWindow(first.start, second.end, label, words)


def _single(text: str, period: Period) -> DateWindow:
    lead = _lead_before(text, period)
    if lead in ("since", "from"):
        return DateWindow(period.start, None, f"since {period.start.isoformat()}", (lead,))
    if lead == "after":
        return DateWindow(period.end, None, f"after {period.text}", (lead,))
    if lead == "before":
        return DateWindow(None, period.start, f"before {period.start.isoformat()}", (lead,))
    if lead in ("until", "through"):
        return DateWindow(None, period.end, f"until {period.text}", (lead,))
    return DateWindow(period.start, period.end, f"in {period.text}", ())


def _compared(text: str, periods: list[Period]) -> DateWindow | None:
    """Two windows set side by side ("Q4 2025 or Q1 2026", "April 2026 or in May 2026"): each is kept, and a
    plan groups them by year, or by month or quarter within one year ("and" there spans both instead)."""
    if len(periods) != 2:
        return None
    first, second = periods
    between = text[first.span[1] : second.span[0]].strip()
    between = re.sub(r"\s+(?:in|during|for|over)?(?:\s*the)?$", "", between)
    if first.start.year == second.start.year and (between == "and" or first.start == second.start):
        return None
    opened = text.lstrip().startswith("compare") and between in ("with", "to")  # "compare … in A with B"
    if not (_COMPARED.match(between) or opened):
        return None
    return DateWindow(first.start, first.end, f"in {first.text} and {second.text}", (),
                      also=((second.start, second.end),))


def date_window(text: str, *, default_year: int | None = None) -> DateWindow | None:
    """The date window `text` names (lower case), or None when it names no month, quarter or day."""
    text, split_words = _split_year_spelled_out(_days_spelled_out(text))
    seasonal = re.search(r"\b(?:spring|summer|autumn|fall|winter)\b", text)
    restated = _RESTATED.search(text) if seasonal else None
    text = _RESTATED.sub("", text) if restated else text
    split_words |= set(re.findall(r"[a-z]+", restated.group(0))) if restated else set()
    periods, assumed = _resolved(text, default_year)
    if not periods:
        return None
    window = _range(text, periods[0], periods[1]) if len(periods) > 1 else None
    window = window or _compared(text, periods) or _single(text, periods[0])
    words = {w for p in periods for w in re.findall(r"[a-z0-9]+", text[p.span[0] : p.span[1]])}
    words |= set(window.words) | split_words
    again = [int(y) for y in _SAME_STRETCH.findall(text) if window.start and int(y) != window.start.year]
    words |= {"same", *_STRETCH_WORDS} & set(re.findall(r"[a-z]+", text)) if again else set()
    label = window.text + "".join(f" and the same dates of {y}" for y in again)
    return DateWindow(window.start, window.end, label, tuple(sorted(words)), assumed, tuple(again),
                      window.also)


def names_a_date(text: str) -> bool:
    """Whether `text` names a month, quarter or day (with or without a year)."""
    return bool(_periods(_split_year_spelled_out(_days_spelled_out(text))[0]))
