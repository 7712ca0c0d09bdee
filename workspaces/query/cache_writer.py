"""Writing cache tables: behind the answer for ordinary results, in line for very large ones.

`run_query` reads a result once, as Arrow. When it fits in SPOOL_ROWS rows the tool answers at once (preview
and row count are known); the workspace's writer thread then writes the table and, after it, the step's ledger
rows (query_steps). Every later cursor on the workspace, and every ledger reader, first waits for those writes
(`settle`), so nothing ever reads a cache or a step before it exists. A larger result streams straight into its
table before the answer, holding the writer lock. When several processes share the file, a reader in another
process cannot wait for this one's writer: writes then run in line. Columns are cast back to the types DuckDB
gave the query, so a cache keeps them through the Arrow trip.
"""

import functools
import logging
import threading
import uuid
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

import duckdb
import pyarrow as pa
from django.db import connections

logger = logging.getLogger(__name__)
SPOOL_ROWS = 100_000


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _create_sql(table: str, source: str, columns: list[dict], *, typed: bool) -> str:
    if not typed or not columns:
        return f"CREATE OR REPLACE TABLE {_quote(table)} AS SELECT * FROM {source}"
    listed = ", ".join(f"CAST({_quote(c['name'])} AS {c['type']}) AS {_quote(c['name'])}" for c in columns)
    return f"CREATE OR REPLACE TABLE {_quote(table)} AS SELECT {listed} FROM {source}"


def write_cache(cursor: duckdb.DuckDBPyConnection, *, table: str, source, columns: list[dict]) -> int:
    """CREATE TABLE `table` from an Arrow table or stream (typed as `columns` when DuckDB can); its row count."""
    view = f"lantide_spool_{uuid.uuid4().hex[:12]}"
    cursor.register(view, _with_nested_dictionaries_decoded(source))
    try:
        try:
            return cursor.execute(_create_sql(table, view, columns, typed=True)).fetchall()[0][0]
        except duckdb.ConversionException:
            return cursor.execute(_create_sql(table, view, columns, typed=False)).fetchall()[0][0]
    finally:
        cursor.unregister(view)


def _with_nested_dictionaries_decoded(source):
    """`source` (an Arrow table or stream) with every dictionary inside a nested column decoded to its values:
    DuckDB reads one inside a fixed-size list (an ENUM in an ARRAY) as its indices, which the cast back to the
    ENUM refuses, so the cache kept the indices; one inside a list it reads as text anyway."""
    schema = pa.schema([column.with_type(_decoded(column.type, nested=False)) for column in source.schema])
    return source if schema == source.schema else source.cast(schema)


def _decoded(kind: pa.DataType, *, nested: bool = True) -> pa.DataType:
    if pa.types.is_dictionary(kind):
        return kind.value_type if nested else kind
    if pa.types.is_fixed_size_list(kind):
        return pa.list_(_decoded_field(kind.value_field), kind.list_size)
    if pa.types.is_list(kind):
        return pa.list_(_decoded_field(kind.value_field))
    if pa.types.is_map(kind):
        return pa.map_(_decoded_field(kind.key_field), _decoded_field(kind.item_field))
    if pa.types.is_struct(kind):
        return pa.struct([_decoded_field(kind.field(index)) for index in range(kind.num_fields)])
    return kind


def _decoded_field(field_: pa.Field) -> pa.Field:
    return field_.with_type(_decoded(field_.type))


@dataclass(eq=False)
class _Write:
    table: str
    source: object
    columns: list[dict]
    done: Future = field(default_factory=Future)
    started: bool = False
    then: Callable[[], None] | None = None


class CacheWriter:
    """The writer thread of one workspace file and the cache tables it still has to write."""

    def __init__(self, open_cursor, write_lock: threading.Lock, on_written, *, behind: bool = True):
        """With `behind` false (several processes share the file, and another one's reader cannot wait for this
        one's writer), a write runs in line when it starts."""
        self._open_cursor, self._write_lock, self._on_written = open_cursor, write_lock, on_written
        self._behind = behind
        self._pending: dict[str, _Write] = {}
        self._lock = threading.Lock()
        self._executor: ThreadPoolExecutor | None = None

    def write_later(self, *, table: str, source, columns: list[dict], held: bool = False) -> Callable[..., None]:
        """Hand the table's write over: `source` is Arrow, or a function building it on the writer thread.

        Returns its start, which takes `then`: work for the writer thread once the table is written (the step's
        ledger rows). Without `held` it starts now; with it, when the caller calls the start (it must, also on
        failure), so the write does not compete with the caller's remaining work for the CPU. From its start,
        readers that settle wait for it; before, nobody knows its name: the caller's answer gives it out."""
        write = _Write(table, source, columns)
        start = functools.partial(self._start, write)
        if not held:
            start()
        return start

    def _start(self, write: _Write, then: Callable[[], None] | None = None) -> None:
        with self._lock:
            if write.started:
                return
            write.started, write.then = True, then
            self._pending[write.table] = write
            if self._behind:
                if self._executor is None:
                    self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="lantide-cache-writer")
                self._executor.submit(self._write, write)
                return
        self._write(write)

    def _write(self, write: _Write) -> None:
        try:
            with self._write_lock, self._open_cursor() as cursor:
                source = write.source() if callable(write.source) else write.source
                write_cache(cursor, table=write.table, source=source, columns=write.columns)
        except Exception:  # noqa: BLE001 - a reader then finds no such table and says so
            logger.exception("workspace.cache.write_failed", extra={"table": write.table})
        finally:
            self._on_written()
            try:
                self._run_then(write)
            finally:
                self._done(write)

    def _run_then(self, write: _Write) -> None:
        """In line, a failure of `then` reaches the caller; on the writer thread the answer is out: it is logged."""
        if write.then is None:
            return
        try:
            write.then()
        except Exception:
            if not self._behind:
                raise
            logger.exception("workspace.cache.then_failed", extra={"table": write.table})

    def _done(self, write: _Write) -> None:
        with self._lock:
            if self._pending.get(write.table) is write:
                del self._pending[write.table]
            idle = not self._pending
        if idle and self._behind:
            connections.close_all()  # this thread's: a writer thread must not keep database connections
        write.done.set_result(None)

    def settle(self) -> None:
        """Wait until every cache table write started so far is done (or has failed)."""
        with self._lock:
            waiting = list(self._pending.values())
        for write in waiting:
            write.done.result()

    def shutdown(self) -> None:
        self.settle()
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True)
