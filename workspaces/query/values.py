"""Cell values as JSON carries them, for previews, pages, samples and column summaries (lantide.encoding's rules)."""

import re

import duckdb
import pyarrow as pa
import pyarrow.compute as pc

from lantide.encoding import json_text, json_value

# Column types whose Python values JSON carries as they are (small ints, text, booleans, None). BIGINT and wider
# integers are converted: past ±2**53 they go as their digits; HUGEINT comes through Arrow as a Decimal.
AS_THEY_ARE = re.compile(r"BOOLEAN|U?(?:TINYINT|SMALLINT|INTEGER)")


def plain_rows(rows, columns: list[dict]) -> list[list]:
    """`json_value` of every cell, skipped for the columns whose values need none (most of a typical result)."""
    converted = [index for index, column in enumerate(columns) if not AS_THEY_ARE.fullmatch(column["type"])]
    if not converted:
        return [list(row) for row in rows]
    plain = []
    for row in rows:
        cells = list(row)
        for index in converted:
            cells[index] = json_value(cells[index])
        plain.append(cells)
    return plain


CELL_CHARS = 2_000  # a longer text (or nested value's JSON) is cut here in previews and pages
RESPONSE_CHARS = 1_000_000  # rows past this much text leave the preview (the cache table keeps them all)


def capped_rows(rows: list[list]) -> tuple[list[list], bool]:
    """Previews and pages stay small whatever a query returns (`SELECT repeat('x', 10000000) FROM range(50)`
    answered a 500 MB body): each cell cut to CELL_CHARS, rows kept while their text fits RESPONSE_CHARS.
    Returns the rows and whether anything was cut."""
    kept, size, cut = [], 0, False
    for row in rows:
        for index, cell in enumerate(row):
            if isinstance(cell, str):
                if len(cell) > CELL_CHARS:
                    row[index], cut = cell[:CELL_CHARS] + "…", True
            elif isinstance(cell, (list, dict)) and len(text := json_text(cell)) > CELL_CHARS:
                row[index], cut = text[:CELL_CHARS] + "…", True
        size += sum(len(cell) if isinstance(cell, str) else 8 for cell in row)
        if size > RESPONSE_CHARS and kept:
            return kept, True
        kept.append(row)
    return kept, cut


def python_values(table: pa.Table, index: int) -> list:
    """A column's values (maps as dicts); where Python cannot hold one (a date of infinity, or of year 10000, a
    TIME of 24:00:00), DuckDB's text."""
    try:
        if end_of_day_in(table.column(index)):
            raise ValueError("pyarrow reads TIME '24:00:00' as 00:00:00")
        return table.column(index).to_pylist(maps_as_pydicts="lossy")
    except (OverflowError, ValueError):
        with duckdb.connect() as scratch:  # in memory; it reads only the Arrow table handed to it
            scratch.register("preview", table)
            texts = scratch.execute(f"SELECT CAST(#{index + 1} AS VARCHAR) FROM preview").fetchall()
        return [text for (text,) in texts]


END_OF_DAY = {"s": 86_400, "ms": 86_400_000, "us": 86_400_000_000, "ns": 86_400_000_000_000}


def end_of_day_in(values: pa.Array | pa.ChunkedArray) -> bool:
    """Whether a TIME of 24:00:00 (DuckDB's end of a day) is anywhere in `values`, nested ones included: Python's
    time has no such value, and pyarrow gives it as 00:00:00 without a word."""
    if isinstance(values, pa.ChunkedArray):
        return any(end_of_day_in(chunk) for chunk in values.chunks)
    kind = values.type
    if pa.types.is_time(kind):
        return bool(pc.any(pc.equal(values.cast(pa.int64()), END_OF_DAY[kind.unit])).as_py())
    if pa.types.is_map(kind):
        return end_of_day_in(values.keys) or end_of_day_in(values.items)
    if pa.types.is_list(kind) or pa.types.is_large_list(kind) or pa.types.is_fixed_size_list(kind):
        return end_of_day_in(values.flatten())
    if pa.types.is_struct(kind) or pa.types.is_union(kind):
        return any(end_of_day_in(values.field(index)) for index in range(kind.num_fields))
    return False
