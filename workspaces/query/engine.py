"""Running checked SQL on a workspace's sandboxed DuckDB database: timeouts, row caps, cache tables."""

import datetime
import functools
import itertools
import re
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field

import duckdb
import pyarrow as pa

from workspaces.query.cache_writer import SPOOL_ROWS, write_cache
from workspaces.query.deadlines import Deadline, QueryCancellation
from workspaces.query.engine_errors import query_error_from
from workspaces.query.guard import CheckedSQL, QueryError
from workspaces.query.summaries import summaries_in_duckdb, summaries_of_arrow, summaries_of_rows
from workspaces.query.values import capped_rows, plain_rows, python_values
from workspaces.query.warehouse import Warehouse, WorkspaceBusy, quote_identifier

DESCRIBE = "DESCRIBE "
LIMITED = "SELECT * FROM ("
DEFAULT_TIMEOUT_SECONDS = 30.0
DEFAULT_ROW_CAP = 50
BATCH_ROWS = 8_192
SMALL_RESULT_ROWS = 256
# Result types whose Python values DuckDB gives exactly; the rest (UUID, HUGEINT, INTERVAL, MAP, time zones, ...)
# only ever go through Arrow. Dates and timestamps beyond Python's calendar are caught by value.
PYTHON_EXACT = re.compile(r"BOOLEAN|U?TINYINT|U?SMALLINT|U?INTEGER|BIGINT|FLOAT|DOUBLE|DECIMAL\(\d+,\d+\)|VARCHAR|BLOB|"
                          r"DATE|TIMESTAMP")
# DuckDB's Python values clamp ±infinity to the calendar's ends (naive, whatever the column's zone or unit).
CALENDAR_ENDS = {"DATE": (datetime.date.min, datetime.date.max)} | {
    kind: (datetime.datetime.min, datetime.datetime.max)
    for kind in ("TIMESTAMP", "TIMESTAMP WITH TIME ZONE", "TIMESTAMP_S", "TIMESTAMP_MS", "TIMESTAMP_NS")}
INFINITIES = ("infinity", "-infinity")
# A nested type holding a date or timestamp (of any unit or zone) somewhere inside.
NESTED_CALENDAR = re.compile(r"(?:STRUCT|MAP|UNION)\(.*\b(?:DATE|TIMESTAMP)|.*\b(?:DATE|TIMESTAMP).*\[")
# Types Arrow does not carry faithfully (UHUGEINT overflows decimal128(38) into wrong numbers, VARINT and BIT
# arrive as opaque bytes, TIMETZ loses its offset): such result columns are read as DuckDB's own text, and the
# cache table casts them back to their type. Python's values lose more (an INTERVAL's months become days,
# TIMESTAMP_NS its nanoseconds): a page reads those as text too.
TEXT_IN_ARROW = re.compile(r".*\b(?:UHUGEINT|BIGNUM|VARINT|BIT|TIME WITH TIME ZONE)\b.*")
TEXT_IN_PYTHON = re.compile(r".*\b(?:UHUGEINT|BIGNUM|VARINT|BIT|TIME WITH TIME ZONE|INTERVAL|TIMESTAMP_NS)\b.*")
# DuckDB notes that Arrow output of a DB-API result copies it: cheaper than planning the query twice. Filtered
# once here: warnings.catch_warnings() around each call is not thread-safe.
warnings.filterwarnings("ignore", message="Arrow output on a DB-API result", category=UserWarning)


def _no_write(then: Callable[[], None] | None = None) -> None:
    """No table left to write (none asked for, or written in line): `then` runs at once."""
    if then is not None:
        then()


@dataclass(frozen=True)
class QueryResult:
    columns: list[dict]
    rows: list[list]
    row_count: int
    truncated: bool
    duration_ms: float
    column_summaries: list[dict] = field(default_factory=list)  # with materialize_as: of the whole result
    # With run_select(hold_cache_write=True): starts the cache table's write; `then` runs once it is written.
    start_cache_write: Callable[..., None] = field(default=_no_write, repr=False, compare=False)


def _cursor_of(warehouse: Warehouse):
    """The workspace's cursor; a file another server process kept busy past the wait is a QueryError."""
    try:
        return warehouse.cursor()
    except WorkspaceBusy as error:
        raise QueryError(error.code, error.detail, hint="Try again in a moment.") from error
    except duckdb.IOException as error:
        raise query_error_from(error) from error


def describe(warehouse: Warehouse, checked: CheckedSQL, *, timeout: float = DEFAULT_TIMEOUT_SECONDS) -> list[dict]:
    """Plan the query without running it; returns its columns."""
    with _cursor_of(warehouse) as cur, Deadline(cur, timeout):
        try:  # DESCRIBE binds the query and runs nothing; unlike the relational API, its errors say where
            described = cur.execute(DESCRIBE + checked.sql).fetchall()
        except duckdb.Error as error:
            raise query_error_from(error, checked=checked, prefix=DESCRIBE) from error
    return [{"name": name, "type": kind} for name, kind, *_ in described]


def run_select(warehouse: Warehouse, checked: CheckedSQL, *, row_cap: int = DEFAULT_ROW_CAP,
               timeout: float = DEFAULT_TIMEOUT_SECONDS, materialize_as: str | Callable[[], str] | None = None,
               hold_cache_write: bool = False, cancellation: QueryCancellation | None = None) -> QueryResult:
    """Run the query; with `materialize_as`, keep the full result as that cache table (see cache_writer): a name,
    or a function giving it, called once the name is needed (after the read for ordinary results).

    Its write starts as this returns; with `hold_cache_write`, when the caller calls the result's
    `start_cache_write(then=…)` after its own work (it must, also when that work fails)."""
    started = time.perf_counter()
    start_write = _no_write
    try:
        with _cursor_of(warehouse) as cur, Deadline(cur, timeout, cancellation) as deadline:
            try:
                if materialize_as:
                    columns, rows, row_count, summaries, start_write = _read_and_keep(
                        warehouse, cur, checked, materialize_as, row_cap)
                else:
                    cur.execute(f"{LIMITED}{checked.sql}) LIMIT {int(row_cap) + 1}")
                    columns = [{"name": name, "type": str(kind)} for name, kind, *_ in cur.description]
                    rows, row_count, summaries = cur.fetchall(), None, []
            except (duckdb.Error, pa.ArrowException) as error:
                raise query_error_from(error, timed_out=deadline.expired, cancelled=deadline.cancelled,
                                       checked=checked, prefix="" if materialize_as else LIMITED) from error
        truncated = len(rows) > row_cap if row_count is None else row_count > row_cap
        rows, cut = capped_rows(plain_rows(rows[:row_cap], columns))
        truncated = truncated or cut
    except BaseException:
        start_write()
        raise
    if not hold_cache_write:
        start_write()
    return QueryResult(columns=columns, rows=rows, row_count=row_count if row_count is not None else len(rows),
                       truncated=truncated, duration_ms=round((time.perf_counter() - started) * 1000, 2),
                       column_summaries=summaries, start_cache_write=start_write)


def _read_and_keep(warehouse: Warehouse, cur, checked: CheckedSQL, table: str | Callable[[], str], row_cap: int):
    """Read the result once: (columns, preview rows, row count, column summaries, the start of the cache table's
    write).

    A small result of types Python holds exactly comes as Python rows, which the preview needs anyway: DuckDB
    hands a result to Arrow through a second statement over it, ~0.5 ms that outweighs converting a few hundred
    rows. The cache table's Arrow copy of them is built on the writer thread. Everything else streams as Arrow."""
    cur.execute(checked.sql)  # planned once (the relational API plans again to run); the result is buffer-managed
    columns = [{"name": name, "type": str(kind)} for name, kind, *_ in cur.description]
    if any(TEXT_IN_ARROW.fullmatch(column["type"]) for column in columns):
        cur.execute(f"SELECT {_select_list(columns, TEXT_IN_ARROW)} FROM ({checked.sql})")
    exact = all(PYTHON_EXACT.fullmatch(column["type"]) for column in columns)
    small = max(SMALL_RESULT_ROWS, row_cap + 1)  # the preview always comes whole from the rows read first
    head = cur.fetchmany(small) if exact else None
    if head and _beyond_python_calendar(head, columns):
        cur.execute(checked.sql)  # a date Python cannot hold (infinity, year 10000): read it all as Arrow
        head = None
    if head is not None and len(head) < small:
        start = warehouse.caches.write_later(table=table() if callable(table) else table, columns=columns,
                                             source=functools.partial(_arrow_of_rows, head, columns), held=True)
        return columns, head[:row_cap + 1], len(head), summaries_of_rows(head, columns), start
    return _stream_and_keep(warehouse, cur, columns, head or [], table, row_cap)


def _stream_and_keep(warehouse: Warehouse, cur, columns: list[dict], head: list[tuple],
                     table: str | Callable[[], str], row_cap: int):
    """The rest of the result as Arrow batches after the Python `head` rows already read (perhaps none)."""
    reader = cur.to_arrow_reader(BATCH_ROWS)
    batches, read = [], len(head)
    for batch in reader:
        batches.append(batch)
        read += batch.num_rows
        if read > SPOOL_ROWS:
            break
    preview = head[:row_cap + 1] if head else _preview(batches, row_cap + 1)
    table = table() if callable(table) else table
    if read <= SPOOL_ROWS:
        result = _arrow_table(head, batches, reader.schema)
        return (columns, preview, read, summaries_of_arrow(result, columns),
                warehouse.caches.write_later(table=table, source=result, columns=columns, held=True))
    stream = pa.RecordBatchReader.from_batches(reader.schema,
                                               itertools.chain(_head_batches(head, reader.schema), batches, reader))
    try:
        with warehouse.write_lock, warehouse.writer_cursor() as writer:
            row_count = write_cache(writer, table=table, source=stream, columns=columns)
        warehouse.tables_changed()
        summaries = summaries_in_duckdb(cur, table=table, columns=columns)  # a read: the write lock is free again
    except duckdb.Error as error:  # placed, it would be placed in the cache table's SQL, not the query's
        raise query_error_from(error) from error
    return columns, preview, row_count, summaries, _no_write


def _select_list(columns: list[dict], as_text: re.Pattern) -> str:
    """Every column by position under its own name; those of `as_text` types as DuckDB's text."""
    return ", ".join((f"CAST(#{index + 1} AS VARCHAR)" if as_text.fullmatch(column["type"]) else f"#{index + 1}")
                     + f" AS {quote_identifier(column['name'])}" for index, column in enumerate(columns))


def _beyond_python_calendar(rows: list[tuple], columns: list[dict]) -> list[int]:
    """The DATE and TIMESTAMP columns holding a value beyond Python's calendar, which DuckDB gives clamped to the
    calendar's ends (infinity) or as text (year 10000)."""
    return [index for index, column in enumerate(columns) if (ends := CALENDAR_ENDS.get(column["type"]))
            and any(isinstance(row[index], str) or row[index] in ends for row in rows)]


def _arrow_of_rows(rows: list[tuple], columns: list[dict]) -> pa.Table:
    """Python rows as Arrow, types inferred: the cache table casts every column back to the query's type."""
    values = list(zip(*rows)) if rows else [[] for _ in columns]
    return pa.Table.from_arrays([pa.array(v) for v in values], names=[c["name"] for c in columns])


def _head_batches(head: list[tuple], schema: pa.Schema) -> list[pa.RecordBatch]:
    """The rows read first as Python, as the batch that goes before the streamed ones (none without rows)."""
    if not head:
        return []
    return [pa.RecordBatch.from_arrays([pa.array(values, type=field.type) for values, field in zip(zip(*head), schema)],
                                       schema=schema)]


def _arrow_table(head: list[tuple], batches: list, schema: pa.Schema) -> pa.Table:
    return pa.Table.from_batches(_head_batches(head, schema) + batches, schema=schema)


def _preview(batches: list, limit: int) -> list[tuple]:
    head = pa.Table.from_batches(batches[:1]).slice(0, limit) if batches else None
    if head is None:
        return []
    if head.num_rows < limit and len(batches) > 1:
        head = pa.Table.from_batches(batches).slice(0, limit)
    return list(zip(*(python_values(head, index) for index in range(head.num_columns))))


def page_of(warehouse: Warehouse, table: str, *, offset: int, limit: int,
            timeout: float = DEFAULT_TIMEOUT_SECONDS, order_by: str | None = None,
            descending: bool = False) -> QueryResult:
    """A page of a table; `order_by` must be a column the caller has checked (it is quoted, never trusted).

    Nulls sort last either way and ties keep the table's row order, so consecutive pages never overlap.
    """
    order = (f" ORDER BY {quote_identifier(order_by)} {'DESC' if descending else 'ASC'} NULLS LAST, rowid"
             if order_by else "")
    started = time.perf_counter()
    with _cursor_of(warehouse) as cur, Deadline(cur, timeout):
        try:
            total = cur.execute(f"SELECT count(*) FROM {quote_identifier(table)}").fetchall()[0][0]
            page = f"FROM {quote_identifier(table)}{order} LIMIT {int(limit)} OFFSET {int(offset)}"
            relation = cur.sql(f"SELECT * {page}")
            columns = [{"name": n, "type": str(t)} for n, t in zip(relation.columns, relation.types)]
            rows, cut = capped_rows(plain_rows(_page_rows(cur, page, columns), columns))
        except duckdb.Error as error:
            raise query_error_from(error) from error
    return QueryResult(columns=columns, rows=rows, row_count=total, truncated=cut or offset + len(rows) < total,
                       duration_ms=round((time.perf_counter() - started) * 1000, 2))


def _page_rows(cur, page: str, columns: list[dict]) -> list[tuple]:
    """The page's rows as Python values, or as a preview reads them (Arrow) when a nested column holds dates or
    timestamps: Python's values clamp an infinite one to the calendar's ends at any depth, Arrow's refuse it."""
    if any(NESTED_CALENDAR.match(column["type"]) for column in columns):
        table = cur.sql(f"SELECT {_select_list(columns, TEXT_IN_ARROW)} FROM (SELECT * {page})").to_arrow_table()
        return _preview(table.to_batches(), table.num_rows)
    select = (_select_list(columns, TEXT_IN_PYTHON) if any(TEXT_IN_PYTHON.fullmatch(column["type"]) for column in columns)
              else "*")
    return _calendar_as_text(cur, page, columns, cur.sql(f"SELECT {select} FROM (SELECT * {page})").fetchall())


def _calendar_as_text(cur, page: str, columns: list[dict], rows: list[tuple]) -> list[tuple]:
    """`fetchall` gives an infinite date or timestamp as Python's calendar end: those cells get DuckDB's text
    (read again, as text, from the same page); a real 9999-12-31 stays as it is."""
    clamped = _beyond_python_calendar(rows, columns)
    if not clamped:
        return rows
    listed = ", ".join(f"CAST({quote_identifier(columns[index]['name'])} AS VARCHAR)" for index in clamped)
    patched = [list(row) for row in rows]
    for row, texts in zip(patched, cur.execute(f"SELECT {listed} {page}").fetchall()):
        for index, text in zip(clamped, texts):
            if text in INFINITIES:
                row[index] = text
    return patched
