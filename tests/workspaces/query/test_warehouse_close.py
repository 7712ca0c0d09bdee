"""Closing a workspace's database (a test server between tests, a process handing its files over) while
another thread still has a cursor out: the close waits for the cursor to come back instead of failing."""

import threading

from workspaces.query.warehouse import Warehouse


def test_a_close_waits_for_a_statement_still_executing_on_another_thread(tmp_path):
    warehouse = Warehouse(tmp_path / "w.duckdb")
    started, results = threading.Event(), []

    def long_count():
        with warehouse.cursor() as cur:
            started.set()
            counted = cur.execute("SELECT count(*) FROM range(300000000) t(a) WHERE a % 7 = 3")
            results.append(counted.fetchall())

    reader = threading.Thread(target=long_count)
    reader.start()
    started.wait(10)
    warehouse.close()  # DuckDB refuses to close a connection a statement is running on: this raised
    reader.join(60)
    assert results == [[(42857143,)]]
    assert warehouse._connection is None
    with warehouse.cursor() as cur:  # and the workspace opens again afterwards
        assert cur.execute("SELECT 1").fetchall() == [(1,)]
    warehouse.close()
