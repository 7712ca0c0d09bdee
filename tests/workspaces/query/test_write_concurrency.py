"""One writer per workspace file, and reads that never wait for it."""

import threading
import time

import pytest

from tests.factories import WorkspaceFactory
from workspaces.query import cache_writer, engine
from workspaces.query.cache_writer import SPOOL_ROWS
from workspaces.query.engine import run_select
from workspaces.query.guard import QueryError, check_query
from workspaces.query.warehouse import warehouse_for

pytestmark = pytest.mark.django_db


def _sales(warehouse):
    with warehouse.cursor() as cur:
        cur.execute("CREATE TABLE sales AS SELECT range AS id, range % 7 AS region FROM range(1000)")


def _in_background(warehouse, sql: str, name: str, outcome: dict) -> threading.Thread:
    def work():
        try:
            run_select(warehouse, check_query(sql), materialize_as=name, timeout=3)
            outcome["result"] = "done"
        except QueryError as error:
            outcome["result"] = error.code

    thread = threading.Thread(target=work)
    thread.start()
    return thread


def _read_sales(warehouse):
    result = run_select(warehouse, check_query("SELECT region, count(*) AS c FROM sales GROUP BY 1 ORDER BY 1"))
    assert result.row_count == 7 and result.rows[0] == [0, 143]


def test_a_read_completes_while_a_long_query_runs():
    warehouse = warehouse_for(workspace_id=WorkspaceFactory().pk)
    _sales(warehouse)
    outcome = {}
    slow = _in_background(warehouse, "SELECT count(*) AS n FROM range(100000000000) a, range(100) b "
                                     "WHERE a.range % 13 = b.range", "cache_slow_1", outcome)
    time.sleep(0.3)
    _read_sales(warehouse)
    assert slow.is_alive(), "the read finished while the long query still ran"
    slow.join(timeout=60)
    assert outcome == {"result": "QUERY_TIMEOUT"}


def test_a_read_completes_while_a_large_result_is_written_under_the_writer_lock(monkeypatch):
    warehouse = warehouse_for(workspace_id=WorkspaceFactory().pk)
    _sales(warehouse)
    writing, read_done, seen = threading.Event(), threading.Event(), {}
    original = engine.write_cache

    def held_write(cursor, **kwargs):
        seen["locked"] = warehouse.write_lock.locked()
        writing.set()
        read_done.wait(20)
        return original(cursor, **kwargs)

    monkeypatch.setattr(engine, "write_cache", held_write)
    outcome = {}
    rows = SPOOL_ROWS * 2 + 5
    writer = _in_background(warehouse, f"SELECT range AS x FROM range({rows})", "cache_big_1", outcome)
    assert writing.wait(20), "a result past SPOOL_ROWS is written in line, before the answer"
    assert seen["locked"] and warehouse.write_lock.locked(), "the in-line write holds the writer lock"
    _read_sales(warehouse)
    read_done.set()
    writer.join(timeout=60)
    assert outcome == {"result": "done"} and not warehouse.write_lock.locked()
    with warehouse.cursor() as cur:
        assert cur.execute("SELECT count(*) FROM cache_big_1").fetchall() == [(rows,)]


def test_writes_to_one_workspace_are_serialized():
    warehouse = warehouse_for(workspace_id=WorkspaceFactory().pk)
    errors = []

    def write(n):
        try:
            run_select(warehouse, check_query(f"SELECT {n} AS n FROM range(1000)"), materialize_as=f"cache_w_{n}")
        except QueryError as error:
            errors.append(error)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with warehouse.cursor() as cur:
        counts = [cur.execute(f"SELECT count(*), min(n) FROM cache_w_{n}").fetchall()[0] for n in range(8)]
    assert counts == [(1000, n) for n in range(8)]


def _cache_count(warehouse, name: str) -> int | None:
    with warehouse.cursor() as cur:
        found = cur.execute("SELECT count(*) FROM duckdb_tables() WHERE table_name = ?", [name]).fetchall()
        return cur.execute(f"SELECT count(*) FROM {name}").fetchall()[0][0] if found == [(1,)] else None


def test_a_held_cache_write_waits_for_its_start_and_readers_then_wait_for_it(monkeypatch):
    warehouse = warehouse_for(workspace_id=WorkspaceFactory().pk)
    result = run_select(warehouse, check_query("SELECT range AS n FROM range(500)"), materialize_as="cache_held_1",
                        hold_cache_write=True)
    time.sleep(0.2)
    with warehouse.writer_cursor() as cur:  # a writer's cursor does not settle: it sees what is written so far
        absent = cur.execute("SELECT count(*) FROM duckdb_tables() WHERE table_name = 'cache_held_1'").fetchall()
    assert absent == [(0,)], "a held write must not start before the holder says so"
    assert _cache_count(warehouse, "cache_sales_free") is None, "a reader does not wait for a write not started"

    writing, go_on = threading.Event(), threading.Event()
    original = cache_writer.write_cache

    def slow_write(cursor, **kwargs):
        writing.set()
        go_on.wait(20)
        return original(cursor, **kwargs)

    monkeypatch.setattr(cache_writer, "write_cache", slow_write)
    result.start_cache_write()
    assert writing.wait(20)
    counted = {}
    reader = threading.Thread(target=lambda: counted.update(n=_cache_count(warehouse, "cache_held_1")))
    reader.start()
    reader.join(timeout=0.5)
    assert reader.is_alive(), "once started, a reader waits for the write instead of missing the table"
    go_on.set()
    reader.join(timeout=20)
    assert counted == {"n": 500}
