"""Dates said relative to now, for the offline analyst: "this year", "last month", "the previous quarter". The
analyst reads them against the latest date in the column it filters (the data's own "now", which is today's
date for data kept up to date, and stays right for an export), in SQL, so the answer states exactly which
stretch it counted: `col >= date_trunc('month', (SELECT max(col) FROM t)) - INTERVAL 1 MONTH AND col < …`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_RELATIVE = re.compile(r"\b(this|current|last|previous|prior) (year|quarter|month|week)\b"
                       r"|\b(year|quarter|month)[- ]to[- ]date\b|\b(ytd)\b")
_OFFSETS = {"this": 0, "current": 0, "last": -1, "previous": -1, "prior": -1}  # "the past year" is 12 months
# "this year than last year", "last month vs this month": both stretches, set side by side
_PAIR = re.compile(r"\b(?:this|current) (year|quarter|month)\b.*\b(?:last|previous|prior) \1\b"
                   r"|\b(?:last|previous|prior) (year|quarter|month)\b.*\b(?:this|current) \2\b")


@dataclass(frozen=True)
class RelativeWindow:
    unit: str  # year, quarter, month or week
    offset: int  # 0 for the latest one in the data, -1 for the one before it
    words: tuple[str, ...]  # the question words it accounts for
    span: int = 1  # 2 for the latest two, compared ("this year than last year")

    @property
    def text(self) -> str:
        if self.span == 2:
            return f"this {self.unit} and last {self.unit} (the latest two {self.unit}s in the data)"
        if self.offset == 0:
            return f"this {self.unit} (the latest {self.unit} in the data)"
        return f"last {self.unit} (the {self.unit} before the latest in the data)"

    def condition(self, quoted: str, table: str) -> str:
        """The SQL keeping the rows of this stretch, `quoted` being the (qualified) date column of `table`."""
        bare = quoted.split(".")[-1]
        start = f"date_trunc('{self.unit}', (SELECT max({bare}) FROM {table}))"
        first = f"{start} - INTERVAL {-self.offset} {self.unit.upper()}" if self.offset else start
        ahead = self.offset + self.span
        after = f"{start} + INTERVAL {ahead} {self.unit.upper()}" if ahead else start
        return f"{quoted} >= {first} AND {quoted} < {after}"


def relative_window(text: str) -> RelativeWindow | None:
    """The stretch "this year", "last month" or "year to date" names in `text` (lower case), or None."""
    pair = _PAIR.search(text)
    if pair is not None:
        unit = pair[1] or pair[2]
        words = tuple(w for w in re.findall(r"[a-z]+", pair.group(0)) if w in _OFFSETS or w == unit)
        return RelativeWindow(unit, -1, words, span=2)
    found = _RELATIVE.search(text)
    if found is None:
        return None
    said, unit, to_date, ytd = found.groups()
    words = tuple(re.findall(r"[a-z]+", found.group(0)))
    if ytd or to_date:  # "year to date": from the start of the latest year to its last day in the data
        return RelativeWindow(to_date or "year", 0, words)
    return RelativeWindow(unit, _OFFSETS[said], words)
