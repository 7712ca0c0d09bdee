"""Importing one table from another database: an SQLite or DuckDB file, or a PostgreSQL server (psycopg).

DuckDB's sqlite and postgres extensions cannot be downloaded here, so rows travel as Arrow: read with the
source's own driver, then streamed into the sandboxed workspace database like every other import.
"""

import sqlite3
from pathlib import Path

import duckdb
import psycopg
import pyarrow as pa
from psycopg import sql as pg_sql

from lantide.errors import invalid
from workspaces.importers import ImportResult, first_line
from workspaces.models import DataSourceKind
from workspaces.warehouse import Warehouse

SQLITE_MAGIC = b"SQLite format 3\x00"
DUCKDB_MAGIC = b"DUCK"


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


def import_sqlite_file(*, warehouse: Warehouse, path: Path, table: str, source_table: str = "") -> ImportResult:
    if _head(path, 16) != SQLITE_MAGIC:
        raise invalid("The file is not an SQLite database.")
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as source:
            names = [n for (n,) in source.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
            chosen = _pick(names, source_table, "SQLite file")
            cursor = source.execute(f'SELECT * FROM "{chosen.replace(chr(34), chr(34) * 2)}"')
            columns = [d[0] for d in cursor.description]
            data = _arrow_from_rows(columns, cursor.fetchall())
    except sqlite3.DatabaseError as error:
        raise invalid(f"Could not read the SQLite file: {first_line(error)}") from error
    return _load(warehouse, table, data, DataSourceKind.SQLITE)


def import_duckdb_file(*, warehouse: Warehouse, path: Path, table: str, source_table: str = "") -> ImportResult:
    if _head(path, 12)[8:12] != DUCKDB_MAGIC:
        raise invalid("The file is not a DuckDB database.")
    try:
        source = duckdb.connect(str(path), read_only=True, config={"enable_external_access": False})
    except duckdb.Error as error:
        raise invalid(f"Could not open the DuckDB file: {first_line(error)}") from error
    try:
        names = [n for (n,) in source.execute(
            "SELECT table_name FROM duckdb_tables() WHERE NOT internal ORDER BY table_name").fetchall()]
        chosen = _pick(names, source_table, "DuckDB file")
        data = source.sql(f'SELECT * FROM "{chosen.replace(chr(34), chr(34) * 2)}"').to_arrow_table()
    except duckdb.Error as error:
        raise invalid(f"Could not read the DuckDB file: {first_line(error)}") from error
    finally:
        source.close()
    return _load(warehouse, table, data, DataSourceKind.DUCKDB)


def import_postgres_table(*, warehouse: Warehouse, dsn: str, source_table: str, table: str) -> ImportResult:
    """Copy one table (`schema.table` or `table`) from a PostgreSQL server the workspace owner can reach."""
    schema, _, name = source_table.rpartition(".")
    if not name:
        raise invalid("source_table names the PostgreSQL table, e.g. public.orders.")
    try:
        with psycopg.connect(dsn, connect_timeout=5, autocommit=True,
                             options="-c default_transaction_read_only=on") as source, source.cursor() as cursor:
            identifier = pg_sql.Identifier(schema or "public", name)
            cursor.execute(pg_sql.SQL("SELECT * FROM {}").format(identifier))
            columns = [column.name for column in cursor.description]
            rows = cursor.fetchall()
    except psycopg.Error as error:
        raise invalid(f"Could not read from PostgreSQL: {first_line(error)}") from error
    return _load(warehouse, table, _arrow_from_rows(columns, rows), DataSourceKind.POSTGRES)
