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


@dataclass(frozen=True)
class RelativeWindow:
    unit: str  # year, quarter, month or week
    offset: int  # 0 for the latest one in the data, -1 for the one before it
    words: tuple[str, ...]  # the question words it accounts for

    @property
    def text(self) -> str:
        if self.offset == 0:
            return f"this {self.unit} (the latest {self.unit} in the data)"
        return f"last {self.unit} (the {self.unit} before the latest in the data)"

    def condition(self, quoted: str, table: str) -> str:
        """The SQL keeping the rows of this stretch, `quoted` being the (qualified) date column of `table`."""
        bare = quoted.split(".")[-1]
        start = f"date_trunc('{self.unit}', (SELECT max({bare}) FROM {table}))"
        first = f"{start} - INTERVAL {-self.offset} {self.unit.upper()}" if self.offset else start
        after = f"{start} + INTERVAL {self.offset + 1} {self.unit.upper()}" if self.offset + 1 else start
        return f"{quoted} >= {first} AND {quoted} < {after}"


def relative_window(text: str) -> RelativeWindow | None:
    """The stretch "this year", "last month" or "year to date" names in `text` (lower case), or None."""
    found = _RELATIVE.search(text)
    if found is None:
        return None
    said, unit, to_date, ytd = found.groups()
    words = tuple(re.findall(r"[a-z]+", found.group(0)))
    if ytd or to_date:  # "year to date": from the start of the latest year to its last day in the data
        return RelativeWindow(to_date or "year", 0, words)
    return RelativeWindow(unit, _OFFSETS[said], words)
