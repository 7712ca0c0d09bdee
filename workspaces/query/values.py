"""Cell values as JSON carries them, for previews, pages, samples and column summaries."""

import datetime
import decimal
import math
import re

import duckdb
import pyarrow as pa

NON_FINITE = {"nan": "NaN", "inf": "Infinity", "-inf": "-Infinity"}


def plain_value(value):
    """JSON-ready cell values: numbers, lists and objects as such; dates, intervals and the rest as text.

    JSON has no NaN or infinities (DRF refuses them, browsers cannot parse Python's literals): they go as the
    text 'NaN', 'Infinity', '-Infinity'."""
    if isinstance(value, float):
        return value if math.isfinite(value) else NON_FINITE[str(value)]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, decimal.Decimal):
        return int(value) if value == value.to_integral_value() and value.as_tuple().exponent >= 0 else float(value)
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, pa.MonthDayNano):  # a named tuple: before the tuple case
        return _interval_text(value.months, value.days, value.nanoseconds)
    if isinstance(value, (list, tuple)):
        return [plain_value(item) for item in value]
    if isinstance(value, dict):
        return {str(key): plain_value(item) for key, item in value.items()}
    return str(value)


# Column types whose Python values JSON carries as they are (ints, text, booleans, None).
AS_THEY_ARE = re.compile(r"BOOLEAN|U?(?:TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)|VARCHAR")


def plain_rows(rows, columns: list[dict]) -> list[list]:
    """`plain_value` of every cell, skipped for the columns whose values need none (most of a typical result)."""
    converted = [index for index, column in enumerate(columns) if not AS_THEY_ARE.fullmatch(column["type"])]
    if not converted:
        return [list(row) for row in rows]
    plain = []
    for row in rows:
        cells = list(row)
        for index in converted:
            cells[index] = plain_value(cells[index])
        plain.append(cells)
    return plain


def _interval_text(months: int, days: int, nanoseconds: int) -> str:
    """An interval as DuckDB prints it, e.g. '1 year 2 months 3 days 04:05:06'."""
    years, months = divmod(months, 12)
    parts = [f"{n} {unit}{'s' if abs(n) != 1 else ''}" for n, unit in ((years, "year"), (months, "month"),
                                                                       (days, "day")) if n]
    if nanoseconds:
        seconds, fraction = divmod(nanoseconds, 1_000_000_000)
        clock = f"{seconds // 3600:02d}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"
        parts.append(clock + (f".{fraction // 1000:06d}".rstrip("0") if fraction else ""))
    return " ".join(parts) or "00:00:00"


def python_values(table: pa.Table, index: int) -> list:
    """A column's values; where Python cannot hold one (a date of infinity, or of year 10000), DuckDB's text."""
    try:
        return table.column(index).to_pylist()
    except (OverflowError, ValueError):
        with duckdb.connect() as scratch:  # in memory; it reads only the Arrow table handed to it
            scratch.register("preview", table)
            texts = scratch.execute(f"SELECT CAST(#{index + 1} AS VARCHAR) FROM preview").fetchall()
        return [text for (text,) in texts]
