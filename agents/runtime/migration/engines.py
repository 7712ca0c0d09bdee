"""Scratch engines: SQLite and DuckDB in memory, PostgreSQL in a scratch schema of an admin-defined connection.

Everything they run comes from a user, so each is closed in: SQLite's authorizer refuses ATTACH, PRAGMA and file
functions; DuckDB runs without external access and with the workspace's memory and thread limits; PostgreSQL runs
statements that `postgres_statement_check` admits (tables, indexes, views, inserts and queries on unqualified names,
no server functions) in one transaction on a schema of its own, rolled back at the end, so nothing it made stays.
Every statement has a deadline."""

import logging
import os
import re
import sqlite3
import threading
import time
import uuid
from dataclasses import dataclass

import duckdb
import psycopg
import sqlglot
from sqlglot import exp

from workspaces.connection_hosts import HostRefused, HostUnavailable, host_address_for_import
from workspaces.db_importers import PostgresSource
from workspaces.importers import reader_config

logger = logging.getLogger(__name__)
STATEMENT_SECONDS = 30
MAX_ROWS = 10_000
SQLITE_DENIED = {sqlite3.SQLITE_ATTACH, sqlite3.SQLITE_DETACH, sqlite3.SQLITE_PRAGMA}
SQLITE_DENIED_FUNCTIONS = {"load_extension", "readfile", "writefile", "edit", "fts3_tokenizer"}
PG_DENIED_FUNCTION = re.compile(r"^(pg_|lo_|dblink|set_config|current_setting|query_to_xml|table_to_xml|txid_|"
                                r"inet_|version$)", re.IGNORECASE)
PG_ALLOWED_CREATE = {"TABLE", "INDEX", "VIEW", "SEQUENCE"}


class ScratchError(Exception):
    """A statement the scratch engine refused or failed; its message is the engine's first line."""


@dataclass
class Result:
    columns: list[str]
    rows: list[tuple]
    types: list[str]


def _first_line(error: Exception) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0][:300]


def _bounded(cursor_rows: list) -> list[tuple]:
    if len(cursor_rows) > MAX_ROWS:
        raise ScratchError(f"The query returned more than {MAX_ROWS:,} rows; compare a smaller result.")
    return [tuple(row) for row in cursor_rows]


class SqliteScratch:
    dialect = "sqlite"

    def __init__(self):
        self.connection = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
        self.connection.set_authorizer(self._authorize)
        self.deadline = 0.0
        self.connection.set_progress_handler(lambda: int(time.monotonic() > self.deadline), 10_000)

    @staticmethod
    def _authorize(action, first, second, *_):
        if action in SQLITE_DENIED or (action == sqlite3.SQLITE_FUNCTION and
                                       str(second).lower() in SQLITE_DENIED_FUNCTIONS):
            return sqlite3.SQLITE_DENY
        return sqlite3.SQLITE_OK

    def run(self, sql: str) -> Result | None:
        self.deadline = time.monotonic() + STATEMENT_SECONDS
        try:
            cursor = self.connection.execute(sql)
            if cursor.description is None:
                return None
            rows = _bounded(cursor.fetchmany(MAX_ROWS + 1))
        except sqlite3.Error as error:
            raise ScratchError(_first_line(error)) from error
        return Result([d[0] for d in cursor.description], rows, [""] * len(cursor.description))

    def close(self) -> None:
        self.connection.close()


class DuckdbScratch:
    dialect = "duckdb"

    def __init__(self):
        config = {**reader_config(), "enable_external_access": False, "lock_configuration": True}
        self.connection = duckdb.connect(":memory:", config=config)

    def run(self, sql: str) -> Result | None:
        timer = threading.Timer(STATEMENT_SECONDS, self.connection.interrupt)
        timer.start()
        try:
            cursor = self.connection.execute(sql)
            if cursor.description is None:
                return None
            rows = _bounded(cursor.fetchmany(MAX_ROWS + 1))
        except duckdb.Error as error:
            raise ScratchError(_first_line(error)) from error
        finally:
            timer.cancel()
        return Result([d[0] for d in cursor.description], rows, [str(d[1]) for d in cursor.description])

    def close(self) -> None:
        self.connection.close()


def postgres_statement_check(sql: str) -> None:
    """Refuse what could reach past the scratch schema: other schemas, server functions, unparsed commands."""
    try:
        tree = sqlglot.parse_one(sql, read="postgres")
    except sqlglot.errors.SqlglotError as error:
        raise ScratchError(f"Not run on PostgreSQL: the statement could not be checked ({_first_line(error)}).") \
            from error
    allowed = isinstance(tree, (exp.Query, exp.Insert)) or (
        isinstance(tree, exp.Create) and str(tree.args.get("kind") or "").upper() in PG_ALLOWED_CREATE)
    if not allowed or tree.find(exp.Command) or tree.find(exp.Into):
        raise ScratchError("Not run on PostgreSQL: only tables, indexes, views, sequences, inserts and queries are.")
    for table in tree.find_all(exp.Table):
        if table.args.get("db") or table.args.get("catalog") or table.name.lower().startswith("pg_"):
            raise ScratchError("Not run on PostgreSQL: name tables without a schema (the scratch schema holds them).")
    for function in tree.find_all(exp.Func):
        if PG_DENIED_FUNCTION.match(function.sql_name() if not isinstance(function, exp.Anonymous) else function.name):
            raise ScratchError("Not run on PostgreSQL: server functions are not available to a migration.")


class PostgresScratch:
    """A schema of its own in one transaction on the connection; `close` rolls it back, schema and all."""

    dialect = "postgres"

    def __init__(self, source: PostgresSource):
        try:
            address = host_address_for_import(source.host, source.port)
            self.connection = psycopg.connect(
                host=source.host, hostaddr=address, port=source.port, dbname=source.database, user=source.username,
                password=source.password, passfile=os.devnull, connect_timeout=5, application_name="lantide-migration",
                options=f"-c statement_timeout={STATEMENT_SECONDS * 1000}")
            self.schema = f"lantide_scratch_{uuid.uuid4().hex[:16]}"
            self.connection.execute(f'CREATE SCHEMA "{self.schema}"')
            self.connection.execute(f'SET LOCAL search_path TO "{self.schema}", pg_catalog')
        except (psycopg.Error, HostRefused, HostUnavailable) as error:
            logger.warning("migration.scratch.unavailable connection=%s error=%s: %s", source.connection_id,
                           type(error).__name__, str(error).strip())
            raise ScratchError("Could not open a scratch schema on that connection; an administrator can find the "
                               "reason in the server log.") from error

    def run(self, sql: str) -> Result | None:
        postgres_statement_check(sql)
        try:
            with self.connection.transaction(), self.connection.cursor() as cursor:
                cursor.execute(sql.encode())
                if cursor.description is None:
                    return None
                rows = _bounded(cursor.fetchmany(MAX_ROWS + 1))
                types = [str(c.type_display) for c in cursor.description]
                return Result([c.name for c in cursor.description], rows, types)
        except psycopg.Error as error:
            raise ScratchError(_first_line(error)) from error

    def close(self) -> None:
        try:
            self.connection.rollback()
        finally:
            self.connection.close()
