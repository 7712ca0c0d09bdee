"""Two engines' results compared as multisets of rows, with type-aware tolerance. Pure functions.

A value is brought to a comparable form first: NULL stays NULL; booleans are 0/1 (SQLite has no boolean); integers,
floats and Decimals are numbers equal within NUMERIC_TOLERANCE (relative, or absolute near zero); dates, datetimes
and ISO date strings are one form (a datetime at midnight is its date); bytes are hex; the rest is text.
"""

import datetime
import math
import re
from collections import Counter
from decimal import Decimal

NUMERIC_TOLERANCE = 1e-9
DIGITS = 9  # significant digits kept when numbers are bucketed for the multiset
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
ISO_DATETIME = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$")
SAMPLE_ROWS = 10


def _number(value) -> float | int:
    number = float(value)
    if math.isfinite(number) and number == int(number) and abs(number) < 2 ** 53:
        return int(number)
    return float(f"{number:.{DIGITS}g}") if math.isfinite(number) else number


def _moment(value: datetime.date) -> str:
    if isinstance(value, datetime.datetime):
        if value.tzinfo is not None:
            value = value.astimezone(datetime.UTC).replace(tzinfo=None)
        if value.time() == datetime.time(0):
            return value.date().isoformat()
        return value.isoformat(sep=" ")
    return value.isoformat()


def comparable(value):
    """The form two engines' values are compared in."""
    if value is None:
        return None
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (int, float, Decimal)):
        return _number(value)
    if isinstance(value, (datetime.date, datetime.datetime)):
        return _moment(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    if isinstance(value, str) and ISO_DATETIME.match(value):
        return _moment(datetime.datetime.fromisoformat(value.replace("T", " ")))
    if isinstance(value, str) and ISO_DATE.match(value):
        return value
    return value if isinstance(value, str) else str(value)


def _close(a, b) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return math.isclose(a, b, rel_tol=NUMERIC_TOLERANCE, abs_tol=NUMERIC_TOLERANCE)
    return a == b


def _rows_close(a: tuple, b: tuple) -> bool:
    return len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b, strict=True))


def _unmatched(left: Counter, right: Counter) -> tuple[list, list]:
    """Rows left over on each side once equal rows (and rows equal within the tolerance) are paired off."""
    only_left, only_right = list((left - right).elements()), list((right - left).elements())
    for row in list(only_left):
        match = next((other for other in only_right if _rows_close(row, other)), None)
        if match is not None:
            only_left.remove(row)
            only_right.remove(match)
    return only_left, only_right


def _sample(rows: list) -> list:
    return [list(row) for row in rows[:SAMPLE_ROWS]]


def results_diff(*, source_columns: list[str], source_rows: list[tuple], target_columns: list[str],
                 target_rows: list[tuple]) -> dict:
    """The deep diff of one query's results: `equivalent`, counts, and the rows found on one side only."""
    left = Counter(tuple(comparable(v) for v in row) for row in source_rows)
    right = Counter(tuple(comparable(v) for v in row) for row in target_rows)
    diff = {"source_row_count": len(source_rows), "target_row_count": len(target_rows),
            "source_columns": source_columns, "target_columns": target_columns}
    if len(source_columns) != len(target_columns):
        return {**diff, "equivalent": False, "reason": f"{len(source_columns)} columns on the source, "
                                                        f"{len(target_columns)} on the target"}
    only_source, only_target = _unmatched(left, right)
    equivalent = not only_source and not only_target
    return {**diff, "equivalent": equivalent, "only_in_source": _sample(only_source),
            "only_in_target": _sample(only_target),
            "reason": "" if equivalent else f"{len(only_source)} row(s) only on the source, "
                                            f"{len(only_target)} only on the target"}
