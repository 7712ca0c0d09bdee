"""Reads of cache tables (query results kept in the workspace file) for the person who made them.

A member sees the caches of their own conversations and those of no conversation; another member's caches are
NOT_FOUND. A name from a URL reaches SQL only after it was found in the registry for that workspace, and is
quoted even then.
"""

import io
import re
from collections.abc import Generator

import pyarrow.csv as pa_csv

from lantide.encoding import NUL
from lantide.errors import NotFound, invalid
from workspaces.query import cache_registry
from workspaces.models import CacheTable, Workspace
from workspaces.query.engine import QueryResult, page_of
from workspaces.query.engine_errors import as_application_error
from workspaces.query.guard import QueryError
from workspaces.query.warehouse import quote_identifier, warehouse_for

CSV_BATCH_ROWS = 10_000
# Types pyarrow's CSV writer renders as they are; anything else (lists, structs, maps, intervals, blobs, …)
# is written as DuckDB's own text for the value.
CSV_NATIVE_TYPE = re.compile(
    r"^(BOOLEAN|U?TINYINT|U?SMALLINT|U?INTEGER|U?BIGINT|U?HUGEINT|FLOAT|DOUBLE|DECIMAL\(\d+,\s*\d+\)|VARCHAR|DATE|"
    r"TIME|TIMESTAMP( WITH TIME ZONE)?|TIMESTAMP_(S|MS|NS)|UUID)$")


def access_cache_by_name(*, user, workspace: Workspace, name: str) -> CacheTable:
    if NUL in name:  # no cache is named so, and PostgreSQL refuses to compare such text at all
        raise NotFound("Cache table")
    cache = (cache_registry.caches_for_user(user=user, workspace=workspace).filter(name=name)
             .select_related("workspace").first())
    if cache is None:
        raise NotFound("Cache table")
    return cache


def cache_detail(*, cache: CacheTable) -> dict:
    """The cache with its lineage: the SQL that built it and, recursively, what that SQL read."""
    return {"name": cache.name, "title": cache.title, "sql": cache.sql, "row_count": cache.row_count,
            "lineage": cache_registry.lineage_of(workspace=cache.workspace, name=cache.name)}


def cache_columns(*, cache: CacheTable) -> list[dict]:
    """The cache's columns as stored; a registered cache whose table is gone is NOT_FOUND."""
    with warehouse_for(workspace_id=cache.workspace_id).cursor() as cur:
        columns = cur.execute(
            "SELECT column_name, data_type FROM duckdb_columns() WHERE schema_name = 'main' AND table_name = ? "
            "ORDER BY column_index", [cache.name]).fetchall()
    if not columns:
        raise NotFound("Cache table")
    return [{"name": name, "type": kind} for name, kind in columns]


def cache_page(*, cache: CacheTable, offset: int, limit: int, sort: str | None = None,
               descending: bool = False) -> QueryResult:
    """One page of the cache's rows, optionally sorted by one of its columns."""
    names = [column["name"] for column in cache_columns(cache=cache)]
    if sort and sort not in names:
        raise invalid(f"'{sort}' is not a column of {cache.name}; sort by one of: {', '.join(names)}.",
                      fields={"sort": [f"Unknown column '{sort}'."]})
    try:
        return page_of(warehouse_for(workspace_id=cache.workspace_id), cache.name, offset=offset, limit=limit,
                       order_by=sort or None, descending=descending)
    except QueryError as error:
        raise as_application_error(error) from error


FORMULA_START = re.compile(r"[-=+@\t\r]")
FORMULA_PATTERN = "'^[-=+@\\t\\r]'"  # the same, as DuckDB's regular expression (RE2 reads \t and \r)


def cache_csv_filename(*, cache: CacheTable) -> str:
    stem = re.sub(r"[^A-Za-z0-9._-]+", "_", cache.title or cache.name).strip("._-")[:100]
    return f"{stem or cache.name}.csv"


def _csv_select(*, cache: CacheTable, columns: list[dict]) -> str:
    """Numbers, booleans, dates and UUIDs as they are; everything else as text, with a ' before a text that a
    spreadsheet would run as a formula (=, +, -, @, tab, carriage return: CSV injection), headers included."""
    parts = []
    for column in columns:
        name, header = quote_identifier(column["name"]), quote_identifier(_inert(column["name"]))
        if CSV_NATIVE_TYPE.match(column["type"]) and column["type"] != "VARCHAR":
            parts.append(f"{name} AS {header}")
            continue
        text = name if column["type"] == "VARCHAR" else f"CAST({name} AS VARCHAR)"
        parts.append(f"CASE WHEN regexp_matches({text}, {FORMULA_PATTERN}) THEN chr(39) || {text} ELSE {text} END "
                     f"AS {header}")
    return f"SELECT {', '.join(parts)} FROM {quote_identifier(cache.name)}"


def _inert(text: str) -> str:
    return "'" + text if FORMULA_START.match(text) else text


def cache_csv_chunks(*, cache: CacheTable) -> Generator[bytes, None, None]:
    """The whole cache as CSV (header first), batch by batch from DuckDB through Arrow; never a COPY to a file.

    The table is checked before the first chunk is asked for, so a missing one is NOT_FOUND, not a broken body.
    """
    select = _csv_select(cache=cache, columns=cache_columns(cache=cache))
    return _csv_stream(workspace_id=cache.workspace_id, select=select)


def _csv_stream(*, workspace_id: int, select: str) -> Generator[bytes, None, None]:
    with warehouse_for(workspace_id=workspace_id).cursor() as cur:
        reader = cur.sql(select).to_arrow_reader(CSV_BATCH_ROWS)
        sink = io.BytesIO()
        with pa_csv.CSVWriter(sink, reader.schema) as writer:
            yield _drain(sink)  # the header, also for an empty table
            for batch in reader:
                writer.write_batch(batch)
                yield _drain(sink)


def _drain(sink: io.BytesIO) -> bytes:
    chunk = sink.getvalue()
    sink.seek(0)
    sink.truncate()
    return chunk
