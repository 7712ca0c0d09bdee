"""Importing one table from another database: an SQLite or DuckDB file, or a PostgreSQL server (psycopg)
through an admin-defined connection.

DuckDB's sqlite and postgres extensions cannot be downloaded here, so rows travel as Arrow: read with the
source's own driver in batches, then streamed into the sandboxed workspace database like every other import,
within the import limits. Generated columns are refused: their values are computed as they are read, so a
small file could stand for any amount of data.
"""

import logging
import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import duckdb
import psycopg
import pyarrow as pa
from django.conf import settings
from psycopg import sql as pg_sql

from lantide.errors import invalid
from workspaces.connection_hosts import HostRefused, HostUnavailable, host_address_for_import
from workspaces.import_limits import STREAM_BATCH_ROWS
from workspaces.importers import ImportResult, first_line, guarded_reader, reader_config
from workspaces.models import DataSourceKind
from workspaces.query.warehouse import Warehouse, quote_identifier

SQLITE_MAGIC = b"SQLite format 3\x00"
DUCKDB_MAGIC = b"DUCK"
SQLITE_GENERATED = (2, 3)  # pragma table_xinfo's `hidden`: a virtual or a stored generated column
# The Arrow type of an SQLite column by the storage classes (typeof) of its values, NULLs aside.
SQLITE_ARROW_TYPES = {
    frozenset(): pa.null(), frozenset({"integer"}): pa.int64(), frozenset({"real"}): pa.float64(),
    frozenset({"integer", "real"}): pa.float64(), frozenset({"text"}): pa.string(), frozenset({"blob"}): pa.binary(),
}

logger = logging.getLogger(__name__)


def _head(path: Path, size: int) -> bytes:
    with path.open("rb") as handle:
        return handle.read(size)


def _pick(available: list[str], source_table: str, what: str) -> str:
    if not available:
        raise invalid(f"The {what} has no tables.")
    if source_table:
        if source_table not in available:
            raise invalid(f"The {what} has no table '{source_table}'; it has: {', '.join(available[:20])}.")
        return source_table
    if len(available) > 1:
        raise invalid(f"The {what} has several tables ({', '.join(available[:20])}); say which one in source_table.")
    return available[0]


def _arrow_from_rows(columns: list[str], rows: list[tuple]) -> pa.Table:
    try:
        return pa.table({name: pa.array([row[i] for row in rows]) for i, name in enumerate(columns)})
    except (pa.ArrowInvalid, pa.ArrowTypeError) as error:
        raise invalid(f"A column mixes types that cannot share one column: {first_line(error)}") from error


def _load(warehouse: Warehouse, table: str, data: pa.Table, kind: str) -> ImportResult:
    reader = pa.RecordBatchReader.from_batches(data.schema, data.to_batches())
    try:
        rows = warehouse.create_table_from_arrow(table=table, arrow_reader=reader)
    except duckdb.Error as error:
        raise invalid(f"Could not store the table: {first_line(error)}") from error
    return ImportResult(table=table, row_count=rows, kind=kind)


def _refuse_generated(table: str, generated: list[str], what: str) -> None:
    if generated:
        raise invalid(
            f"The {what} table '{table}' has generated columns ({', '.join(generated[:20])}), whose values are "
            "computed as they are read; they are not imported. Make them ordinary columns, or upload a copy of "
            "the table without them."
        )


def _open_sqlite(path: Path) -> sqlite3.Connection:
    """Read-only, and functions in the file's schema are not trusted. DuckDB pulls the batches from its own
    threads, one batch at a time, so the connection may be used from another thread."""
    source = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
    source.execute("PRAGMA trusted_schema = OFF")
    return source


def _sqlite_columns(source: sqlite3.Connection, table: str) -> list[str]:
    kind = source.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", [table]).fetchall()
    if kind and (kind[0][0] or "").lstrip().upper().startswith("CREATE VIRTUAL"):
        raise invalid(f"'{table}' is a virtual table of the SQLite file: its rows come from code, not from the "
                      "file, so it is not imported.")
    columns = source.execute("SELECT name, hidden FROM pragma_table_xinfo(?) ORDER BY cid", [table]).fetchall()
    _refuse_generated(table, [name for name, hidden in columns if hidden in SQLITE_GENERATED], "SQLite")
    return [name for name, _ in columns]


def _sqlite_schema(source: sqlite3.Connection, table: str, columns: list[str]) -> pa.Schema:
    """One Arrow type per column for every batch, from the storage classes its values use (one pass that reads
    only the record headers)."""
    counts = ", ".join(f"group_concat(DISTINCT typeof({quote_identifier(column)}))" for column in columns)
    classes = source.execute(f"SELECT {counts} FROM {quote_identifier(table)}").fetchall()[0]
    fields = []
    for name, used in zip(columns, classes):
        kinds = frozenset((used or "").split(",")) - {"null", ""}
        if kinds not in SQLITE_ARROW_TYPES:
            raise invalid(f"The column '{name}' mixes {' and '.join(sorted(kinds))} values, which cannot share "
                          "one column.")
        fields.append(pa.field(name, SQLITE_ARROW_TYPES[kinds]))
    return pa.schema(fields)


def _sqlite_batches(cursor: sqlite3.Cursor, schema: pa.Schema) -> Iterator[pa.RecordBatch]:
    while rows := cursor.fetchmany(STREAM_BATCH_ROWS):
        values = list(zip(*rows))
        yield pa.record_batch([pa.array(column, type=field.type) for column, field in zip(values, schema)],
                              schema=schema)


def import_sqlite_file(*, warehouse: Warehouse, path: Path, table: str, source_table: str = "") -> ImportResult:
    if _head(path, 16) != SQLITE_MAGIC:
        raise invalid("The file is not an SQLite database.")
    try:
        with closing(_open_sqlite(path)) as source:
            names = [n for (n,) in source.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
            chosen = _pick(names, source_table, "SQLite file")
            columns = _sqlite_columns(source, chosen)
            schema = _sqlite_schema(source, chosen, columns)
            listed = ", ".join(map(quote_identifier, columns))
            cursor = source.execute(f"SELECT {listed} FROM {quote_identifier(chosen)}")
            reader = pa.RecordBatchReader.from_batches(schema, _sqlite_batches(cursor, schema))
            rows = warehouse.create_table_from_arrow(table=table, arrow_reader=reader)
    except sqlite3.DatabaseError as error:
        raise invalid(f"Could not read the SQLite file: {first_line(error)}") from error
    except (pa.ArrowInvalid, pa.ArrowTypeError) as error:
        raise invalid(f"A column holds a value its column type cannot: {first_line(error)}") from error
    except duckdb.Error as error:
        raise invalid(f"Could not store the table: {first_line(error)}") from error
    return ImportResult(table=table, row_count=rows, kind=DataSourceKind.SQLITE)


def open_duckdb_source(path: Path) -> duckdb.DuckDBPyConnection:
    """Read-only, under the workspace's memory and thread limits, with no file access beyond its own file."""
    config = {**reader_config(), "enable_external_access": False, "lock_configuration": True}
    try:
        return duckdb.connect(str(path), read_only=True, config=config)
    except duckdb.Error as error:
        raise invalid(f"Could not open the DuckDB file: {first_line(error)}") from error


def import_duckdb_file(*, warehouse: Warehouse, path: Path, table: str, source_table: str = "") -> ImportResult:
    if _head(path, 12)[8:12] != DUCKDB_MAGIC:
        raise invalid("The file is not a DuckDB database.")
    source = open_duckdb_source(path)
    try:
        names = [n for (n,) in source.execute(
            "SELECT table_name FROM duckdb_tables() WHERE NOT internal ORDER BY table_name").fetchall()]
        chosen = _pick(names, source_table, "DuckDB file")
        generated = source.execute("SELECT column_name FROM duckdb_columns() WHERE table_name = ? AND is_generated "
                                   "ORDER BY column_index", [chosen]).fetchall()
        _refuse_generated(chosen, [name for (name,) in generated], "DuckDB")
        reader = guarded_reader(source, f"SELECT * FROM {quote_identifier(chosen)}", [])
        rows = warehouse.create_table_from_arrow(table=table, arrow_reader=reader)
    except (duckdb.Error, OSError) as error:  # pyarrow raises the source's error mid-stream as an OSError
        raise invalid(f"Could not read the DuckDB file: {first_line(error)}") from error
    finally:
        source.close()
    return ImportResult(table=table, row_count=rows, kind=DataSourceKind.DUCKDB)


@dataclass(frozen=True)
class PostgresSource:
    """Where an admin-defined connection points; `connection_id` names it in the server log."""

    connection_id: int
    host: str
    port: int
    database: str
    username: str
    password: str


# What a user sees when the connection side fails, whatever failed (refused, timeout, authentication, DNS, …):
# one sentence, so the answers cannot map hosts and ports. The real error goes to the log with the connection id.
CONNECTION_FAILED = "Could not read from that connection. An administrator can find the reason in the server log."
NO_SUCH_TABLE = "That connection has no table '{}' it may read (name it schema.table, or table for public)."
_TABLE_REFUSALS = (psycopg.errors.UndefinedTable, psycopg.errors.InvalidSchemaName,
                   psycopg.errors.InsufficientPrivilege)
_CONNECT_TIMEOUT_SECONDS = 5
# Read-only twice over (the session default and the transaction), and no statement (each FETCH) past 60 s.
_SESSION_OPTIONS = "-c default_transaction_read_only=on -c statement_timeout=60000"
_FETCH_ROWS = 5000


def _system_schema(schema: str) -> bool:
    return schema.lower().startswith("pg_") or schema.lower() == "information_schema"


def import_postgres_table(*, warehouse: Warehouse, source: PostgresSource, source_table: str,
                          table: str) -> ImportResult:
    """Copy one table (`schema.table` or `table`, in public) through an admin-defined connection."""
    schema, _, name = source_table.rpartition(".")
    schema = schema or "public"
    if not name:
        raise invalid("source_table names the PostgreSQL table, e.g. public.orders.")
    if _system_schema(schema):
        raise invalid(NO_SUCH_TABLE.format(source_table))
    try:
        data = _read_postgres_table(source, pg_sql.Identifier(schema, name))
    except _TABLE_REFUSALS as error:
        _log_source_failure(source, error)
        raise invalid(NO_SUCH_TABLE.format(source_table)) from error
    except (psycopg.Error, HostRefused, HostUnavailable) as error:
        _log_source_failure(source, error)
        raise invalid(CONNECTION_FAILED) from error
    return _load(warehouse, table, data, DataSourceKind.POSTGRES)


def _log_source_failure(source: PostgresSource, error: Exception) -> None:
    logger.warning("workspaces.connection.import_failed connection=%s error=%s: %s",
                   source.connection_id, type(error).__name__, str(error).strip())


def _read_postgres_table(source: PostgresSource, identifier: pg_sql.Identifier) -> pa.Table:
    address = host_address_for_import(source.host, source.port)
    # passfile: the connection's own password is its only credential, never a .pgpass of the server's user.
    with psycopg.connect(host=source.host, hostaddr=address, port=source.port, dbname=source.database,
                         user=source.username, password=source.password, passfile=os.devnull,
                         connect_timeout=_CONNECT_TIMEOUT_SECONDS, application_name="lantide-import",
                         options=_SESSION_OPTIONS) as connection:
        connection.read_only = True
        with connection.cursor(name="lantide_import") as cursor:
            cursor.execute(pg_sql.SQL("SELECT * FROM {}").format(identifier))
            return _arrow_within_limits(cursor)


def _arrow_within_limits(cursor) -> pa.Table:
    """The rows as Arrow, read in batches; past the row or byte limit the import stops, refused."""
    columns = [column.name for column in cursor.description]
    max_rows, max_bytes = settings.LANTIDE_CONNECTION_IMPORT_MAX_ROWS, settings.LANTIDE_CONNECTION_IMPORT_MAX_BYTES
    parts, rows, size = [], 0, 0
    while batch := cursor.fetchmany(_FETCH_ROWS):
        part = _arrow_from_rows(columns, batch)
        rows, size = rows + part.num_rows, size + part.nbytes
        if rows > max_rows or size > max_bytes:
            raise invalid(f"The table is bigger than this server imports from a connection "
                          f"({max_rows:,} rows, {max_bytes:,} bytes at most).")
        parts.append(part)
    if not parts:
        return _arrow_from_rows(columns, [])
    # A batch of NULLs infers the null type, a numeric column its own precision: permissive promotion joins them.
    try:
        return pa.concat_tables(parts, promote_options="permissive")
    except (pa.ArrowInvalid, pa.ArrowTypeError) as error:
        raise invalid(f"A column mixes types that cannot share one column: {first_line(error)}") from error
