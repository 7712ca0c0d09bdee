"""The DuckDB file of each workspace.

Every connection to a workspace file is sandboxed (no file system, no extensions, locked configuration),
because DuckDB allows one configuration per file per process. Imports therefore read files on a separate
in-memory connection and stream the rows in as Arrow.
"""

import logging
import re
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import duckdb
from django.conf import settings

from lantide.errors import ApplicationError, ErrorCode
from workspaces.import_limits import ImportLimits, LimitedStream
from workspaces.query.cache_writer import CacheWriter

TABLE_NAME_PATTERN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,62}$")
CACHE_PREFIX = "cache_"
INTERNAL_SCHEMAS = ("information_schema", "pg_catalog")
FILE_LOCKED = "Could not set lock on file"  # DuckDB's words when another process holds the file
FILE_WAIT_SECONDS = 30.0
FILE_POLL_SECONDS = 0.02
CLOSE_WAIT_SECONDS = 30.0  # a cursor still out when a warehouse closes: an interrupted statement unwinding

logger = logging.getLogger(__name__)


class WorkspaceBusy(ApplicationError):
    """Another server process kept the workspace file past FILE_WAIT_SECONDS (LANTIDE_DUCKDB_SHARED_FILES):
    the caller should come back, so 503 rather than a client error."""

    http_status = 503

    def __init__(self):
        super().__init__(ErrorCode.QUERY_TIMEOUT, "The workspace's data stayed busy in another server process; "
                                                  "try again in a moment.")


@dataclass(frozen=True)
class ColumnInfo:
    name: str
    type: str


@dataclass(frozen=True)
class TableInfo:
    name: str
    row_count: int
    columns: list[ColumnInfo] = field(default_factory=list)


def workspace_db_path(*, workspace_id: int) -> Path:
    return Path(settings.LANTIDE_DATA_DIR) / "workspaces" / f"workspace_{int(workspace_id)}.duckdb"


def quote_identifier(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class Warehouse:
    """One sandboxed DuckDB database per workspace file per process; cursors share it.

    DuckDB lets one process at a time open a file for writing. With LANTIDE_DUCKDB_SHARED_FILES (several
    server processes on the same files), a process holds the file only while it has cursors open: the last
    cursor closed closes the database, and opening waits for another process's turn to end.
    """

    def __init__(self, path: Path):
        self.path = path
        self.write_lock = threading.Lock()
        self._connection: duckdb.DuckDBPyConnection | None = None
        self._open_lock = threading.Lock()
        self._released = threading.Condition(self._open_lock)
        self._leases = 0
        self._shared = settings.LANTIDE_DUCKDB_SHARED_FILES
        self._table_sizes: list[tuple[str, int]] | None = None
        self.caches = CacheWriter(self.writer_cursor, self.write_lock, self.tables_changed, behind=not self._shared)

    def _lease(self) -> "LeasedCursor":
        with self._open_lock:
            if self._connection is None:
                self._connection = _open_waiting_for_other_processes(self.path)
                if self._shared:
                    self._table_sizes = None  # another process may have changed the tables meanwhile
            cursor = self._connection.cursor()
            self._leases += 1
        return LeasedCursor(cursor, self._release)

    def _release(self) -> None:
        with self._open_lock:
            self._leases -= 1
            if self._shared and self._leases == 0 and self._connection is not None:
                self._connection.close()
                self._connection = None
            self._released.notify_all()

    def cursor(self) -> "LeasedCursor":
        """A fresh cursor (its own DuckDB connection to the shared database), once every cache table handed
        to the writer is written; close it when done."""
        self.caches.settle()
        return self._lease()

    def writer_cursor(self) -> "LeasedCursor":
        """A cursor for a write under `write_lock`: it must not wait for the writer thread, which needs the lock."""
        return self._lease()

    def close(self) -> None:
        """Close the database once its cursors are handed back: DuckDB refuses to close a connection one of
        them is still executing on (a cancelled run's statement unwinding after its interrupt, a request's
        schema read), and a close that raised would leave the file open."""
        self.caches.shutdown()
        self._table_sizes = None
        with self._open_lock:
            if not self._released.wait_for(lambda: self._leases == 0, timeout=CLOSE_WAIT_SECONDS):
                logger.warning("workspace.close.cursors_still_open", extra={"path": str(self.path),
                                                                           "cursors": self._leases})
            if self._connection is not None:
                self._connection.close()
                self._connection = None

    def table_names(self) -> list[str]:
        with self.cursor() as cur:
            rows = cur.execute(
                "SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' AND NOT internal "
                "ORDER BY table_name"
            ).fetchall()
        return [name for (name,) in rows if not name.startswith(CACHE_PREFIX)]

    def has_table(self, name: str) -> bool:
        with self.cursor() as cur:
            return bool(cur.execute(
                "SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'main' AND lower(table_name) = lower(?)",
                [name]).fetchall()[0][0])

    def tables(self) -> list[TableInfo]:
        with self.cursor() as cur:
            columns = cur.execute(
                "SELECT table_name, column_name, data_type FROM duckdb_columns() "
                "WHERE schema_name = 'main' AND NOT internal ORDER BY table_name, column_index"
            ).fetchall()
            by_table: dict[str, list[ColumnInfo]] = {}
            for table_name, column_name, data_type in columns:
                by_table.setdefault(table_name, []).append(ColumnInfo(column_name, data_type))
            return [
                TableInfo(name, self._row_count(cur, name), by_table.get(name, []))
                for name in self.table_names()
            ]

    def table_sizes(self) -> list[tuple[str, int]]:
        """(name, rows) of every table, from one metadata query, kept until this process writes the file.

        One process writes a workspace file (ARCHITECTURE §2), so its own writes are the only invalidation.
        """
        sizes = self._table_sizes
        if sizes is None:
            with self.cursor() as cur:
                sizes = cur.execute(
                    "SELECT table_name, estimated_size FROM duckdb_tables() "
                    "WHERE schema_name = 'main' AND NOT internal ORDER BY table_name"
                ).fetchall()
            self._table_sizes = sizes
        return [(name, rows) for name, rows in sizes if not name.startswith(CACHE_PREFIX)]

    def tables_changed(self) -> None:
        self._table_sizes = None

    @staticmethod
    def _row_count(cur: duckdb.DuckDBPyConnection, table: str) -> int:
        return cur.execute(f"SELECT count(*) FROM {quote_identifier(table)}").fetchall()[0][0]

    def create_table_from_arrow(self, *, table: str, arrow_reader) -> int:
        """Create `table` from an Arrow stream in one transaction, counted against the import limits and the
        workspace's storage limit as it streams (`import_limits.py`); nothing is left behind on failure."""
        with self.write_lock, self.writer_cursor() as cur:
            stream = LimitedStream(arrow_reader, ImportLimits.for_workspace(stored_bytes=self._stored_bytes(cur)))
            cur.register("lantide_incoming", stream.reader)
            try:
                cur.execute("BEGIN TRANSACTION")
                cur.execute(f"CREATE TABLE {quote_identifier(table)} AS SELECT * FROM lantide_incoming")
                rows = self._row_count(cur, table)
                cur.execute("COMMIT")
                self.tables_changed()
            except duckdb.Error as error:
                cur.execute("ROLLBACK")
                if stream.failure is not None:
                    raise stream.failure from error
                raise
            finally:
                cur.unregister("lantide_incoming")
        return rows

    def _stored_bytes(self, cur) -> int:
        """What the file holds in use: its used blocks (freed ones are room again after a checkpoint) and its WAL."""
        block_size, used_blocks = cur.execute(
            "SELECT block_size, used_blocks FROM pragma_database_size() WHERE database_name = current_database()"
        ).fetchall()[0]
        wal = self.path.with_name(self.path.name + ".wal")
        return block_size * used_blocks + (wal.stat().st_size if wal.exists() else 0)

    def swap_in(self, *, staged: str, table: str) -> None:
        """Put a table imported as `staged` in the place of `table` (dropped, if it is there) in one transaction:
        a reader sees the old table or the new one, never neither."""
        with self.write_lock, self.writer_cursor() as cur:
            cur.execute("BEGIN TRANSACTION")
            try:
                cur.execute(f"DROP TABLE IF EXISTS {quote_identifier(table)}")
                cur.execute(f"ALTER TABLE {quote_identifier(staged)} RENAME TO {quote_identifier(table)}")
                cur.execute("COMMIT")
            except duckdb.Error:
                cur.execute("ROLLBACK")
                raise
        self.tables_changed()

    def drop_table(self, *, table: str) -> None:
        self.drop_tables(tables=[table])

    def drop_tables(self, *, tables: list[str]) -> None:
        with self.write_lock, self.writer_cursor() as cur:
            for table in tables:
                cur.execute(f"DROP TABLE IF EXISTS {quote_identifier(table)}")
        self.tables_changed()


class LeasedCursor:
    """A DuckDB cursor that hands its lease on the workspace file back when it is closed."""

    __slots__ = ("_cursor", "_release")

    def __init__(self, cursor: duckdb.DuckDBPyConnection, release):
        self._cursor, self._release = cursor, release

    def __getattr__(self, name: str):
        return getattr(self._cursor, name)

    def __enter__(self) -> "LeasedCursor":
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def close(self) -> None:
        release, self._release = self._release, None
        if release is not None:
            self._cursor.close()
            release()


def _open_waiting_for_other_processes(path: Path) -> duckdb.DuckDBPyConnection:
    deadline = time.monotonic() + FILE_WAIT_SECONDS
    while True:
        try:
            return duckdb.connect(str(path), config=_sandbox_config())
        except duckdb.IOException as error:
            if FILE_LOCKED not in str(error):
                raise
            if time.monotonic() > deadline:
                raise WorkspaceBusy() from error
            time.sleep(FILE_POLL_SECONDS)


def _sandbox_config() -> dict:
    return {
        "enable_external_access": False,
        "autoload_known_extensions": False,
        "autoinstall_known_extensions": False,
        "memory_limit": settings.LANTIDE_DUCKDB_MEMORY_LIMIT,
        "threads": settings.LANTIDE_DUCKDB_THREADS,
        # Errors as JSON: with the byte offset of the fault in the SQL (workspaces/query/engine_errors.py).
        "errors_as_json": True,
        "lock_configuration": True,
    }


# By data dir and workspace id: every step looks its warehouse up two or three times, and building the file's
# Path each time cost more than the lookup.
_registry: dict[tuple[str, int], Warehouse] = {}
_registry_lock = threading.Lock()


def _registry_key(workspace_id: int) -> tuple[str, int]:
    return str(settings.LANTIDE_DATA_DIR), int(workspace_id)


def warehouse_for(*, workspace_id: int) -> Warehouse:
    key = _registry_key(workspace_id)
    with _registry_lock:
        if key not in _registry:
            path = workspace_db_path(workspace_id=workspace_id)
            path.parent.mkdir(parents=True, exist_ok=True)
            _registry[key] = Warehouse(path)
        return _registry[key]


def settle_writes(*, workspace_id: int) -> None:
    """Wait for what this process still writes behind its answers in the workspace: cache tables and the ledger
    rows of their steps. Every reader of the ledger or the cache registry settles first."""
    with _registry_lock:
        warehouse = _registry.get(_registry_key(workspace_id))
    if warehouse is not None:
        warehouse.caches.settle()


def settle_all_writes() -> None:
    """settle_writes for every workspace this process has open (a test's end, before its tables are flushed)."""
    with _registry_lock:
        warehouses = list(_registry.values())
    for warehouse in warehouses:
        warehouse.caches.settle()


def close_all_warehouses() -> None:
    with _registry_lock:
        for warehouse in _registry.values():
            warehouse.close()
        _registry.clear()
