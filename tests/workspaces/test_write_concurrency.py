"""One writer per workspace file, and reads that never wait for it."""

import threading

import pytest

from tests.factories import WorkspaceFactory
from workspaces.query.engine import run_select
from workspaces.query.guard import QueryError, check_query
from workspaces.warehouse import warehouse_for

pytestmark = pytest.mark.django_db


def test_a_read_completes_while_a_long_write_holds_the_writer_lock():
    warehouse = warehouse_for(workspace_id=WorkspaceFactory().pk)
    with warehouse.cursor() as cur:
        cur.execute("CREATE TABLE sales AS SELECT range AS id, range % 7 AS region FROM range(1000)")
    outcome = {}

    def long_write():
        slow = check_query("SELECT count(*) AS n FROM range(100000000000) a, range(100) b WHERE a.range % 13 = b.range")
        try:
            run_select(warehouse, slow, materialize_as="cache_slow_1", timeout=3)
        except QueryError as error:
            outcome["write"] = error.code

    writer = threading.Thread(target=long_write)
    writer.start()
    started = threading.Event()
    while not warehouse.write_lock.locked() and writer.is_alive():
        started.wait(0.01)
    assert warehouse.write_lock.locked(), "the write should be holding the workspace's writer lock"
    result = run_select(warehouse, check_query("SELECT region, count(*) AS c FROM sales GROUP BY 1 ORDER BY 1"))
    assert writer.is_alive() and warehouse.write_lock.locked(), "the read finished while the write still ran"
    assert result.row_count == 7 and result.rows[0] == [0, 143]
    writer.join(timeout=60)
    assert outcome == {"write": "QUERY_TIMEOUT"}
    assert not warehouse.write_lock.locked()


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
