"""Cell values as JSON carries them, for previews, pages, samples and column summaries (lantide.encoding's rules)."""

import re

import duckdb
import pyarrow as pa

from lantide.encoding import json_value

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


def python_values(table: pa.Table, index: int) -> list:
    """A column's values (maps as dicts); where Python cannot hold one (a date of infinity, or of year 10000),
    DuckDB's text."""
    try:
        return table.column(index).to_pylist(maps_as_pydicts="lossy")
    except (OverflowError, ValueError):
        with duckdb.connect() as scratch:  # in memory; it reads only the Arrow table handed to it
            scratch.register("preview", table)
            texts = scratch.execute(f"SELECT CAST(#{index + 1} AS VARCHAR) FROM preview").fetchall()
        return [text for (text,) in texts]
