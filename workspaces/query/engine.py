"""Running checked SQL on a workspace's sandboxed DuckDB database: timeouts, row caps, cache tables."""

import datetime
import decimal
import re
import time
from dataclasses import dataclass

import duckdb

from lantide.errors import ErrorCode
from workspaces.query.deadlines import Deadline
from workspaces.query.guard import CheckedSQL, QueryError
from workspaces.warehouse import Warehouse, quote_identifier

DEFAULT_TIMEOUT_SECONDS = 30.0
DEFAULT_ROW_CAP = 50
CANDIDATE = re.compile(r'Candidate bindings: "?([^"\n,]+)"?')
DID_YOU_MEAN = re.compile(r'Did you mean "([^"]+)"')


@dataclass(frozen=True)
class QueryResult:
    columns: list[dict]
    rows: list[list]
    row_count: int
    truncated: bool
    duration_ms: float


def _plain(value):
    """JSON-ready cell values: decimals as numbers, dates and the rest as text."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, decimal.Decimal):
        return float(value)
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    return str(value)


def query_error_from(error: duckdb.Error) -> QueryError:
    message = str(error).strip().splitlines()[0][:500]
    if isinstance(error, duckdb.InterruptException):
        return QueryError(ErrorCode.QUERY_TIMEOUT, "The query took too long and was stopped.",
                          hint="Filter or aggregate earlier, or split the work into smaller steps.")
    if isinstance(error, duckdb.PermissionException):
        return QueryError(ErrorCode.SQL_FORBIDDEN, message, hint="Only the workspace's own tables can be read.")
    hint_match = CANDIDATE.search(str(error)) or DID_YOU_MEAN.search(str(error))
    hint = f'Did you mean "{hint_match.group(1).strip()}"?' if hint_match else None
    return QueryError(ErrorCode.SQL_INVALID, message, hint=hint)


def describe(warehouse: Warehouse, checked: CheckedSQL, *, timeout: float = DEFAULT_TIMEOUT_SECONDS) -> list[dict]:
    """Plan the query without running it; returns its columns."""
    with warehouse.cursor() as cur, Deadline(cur, timeout):
        try:
            relation = cur.sql(checked.sql)
            return [{"name": name, "type": str(kind)} for name, kind in zip(relation.columns, relation.types)]
        except duckdb.Error as error:
            raise query_error_from(error) from error


def run_select(warehouse: Warehouse, checked: CheckedSQL, *, row_cap: int = DEFAULT_ROW_CAP,
               timeout: float = DEFAULT_TIMEOUT_SECONDS, materialize_as: str | None = None) -> QueryResult:
    """Run the query; with `materialize_as`, keep the full result as that cache table (one writer per file)."""
    started = time.perf_counter()
    with warehouse.cursor() as cur, Deadline(cur, timeout):
        try:
            if materialize_as:
                with warehouse.write_lock:
                    # DuckDB answers a CREATE TABLE AS with the number of rows it stored.
                    row_count = cur.execute(
                        f"CREATE OR REPLACE TABLE {quote_identifier(materialize_as)} AS {checked.sql}").fetchall()[0][0]
                warehouse.tables_changed()
                cur.execute(f"SELECT * FROM {quote_identifier(materialize_as)} LIMIT {int(row_cap) + 1}")
            else:
                cur.execute(f"SELECT * FROM ({checked.sql}) LIMIT {int(row_cap) + 1}")
                row_count = None
            columns = [{"name": name, "type": str(kind)} for name, kind, *_ in cur.description]
            rows = cur.fetchall()
        except duckdb.Error as error:
            raise query_error_from(error) from error
    truncated = len(rows) > row_cap if row_count is None else row_count > row_cap
    rows = [[_plain(v) for v in row] for row in rows[:row_cap]]
    return QueryResult(columns=columns, rows=rows, row_count=row_count if row_count is not None else len(rows),
                       truncated=truncated, duration_ms=round((time.perf_counter() - started) * 1000, 2))


def page_of(warehouse: Warehouse, table: str, *, offset: int, limit: int,
            timeout: float = DEFAULT_TIMEOUT_SECONDS, order_by: str | None = None,
            descending: bool = False) -> QueryResult:
    """A page of a table; `order_by` must be a column the caller has checked (it is quoted, never trusted).

    Nulls sort last either way and ties keep the table's row order, so consecutive pages never overlap.
    """
    order = (f" ORDER BY {quote_identifier(order_by)} {'DESC' if descending else 'ASC'} NULLS LAST, rowid"
             if order_by else "")
    started = time.perf_counter()
    with warehouse.cursor() as cur, Deadline(cur, timeout):
        try:
            total = cur.execute(f"SELECT count(*) FROM {quote_identifier(table)}").fetchall()[0][0]
            relation = cur.sql(f"SELECT * FROM {quote_identifier(table)}{order} "
                               f"LIMIT {int(limit)} OFFSET {int(offset)}")
            columns = [{"name": n, "type": str(t)} for n, t in zip(relation.columns, relation.types)]
            rows = [[_plain(v) for v in row] for row in relation.fetchall()]
        except duckdb.Error as error:
            raise query_error_from(error) from error
    return QueryResult(columns=columns, rows=rows, row_count=total, truncated=offset + len(rows) < total,
                       duration_ms=round((time.perf_counter() - started) * 1000, 2))
