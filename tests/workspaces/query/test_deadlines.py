"""Statement deadlines: one watchdog thread interrupts whichever DuckDB statement runs over its own deadline."""

import threading
import time

import duckdb
import pytest

from workspaces.query.deadlines import Deadline

ENDLESS = "SELECT count(*) FROM range(100000000000) a, range(1000) b WHERE a.range % 7 = b.range"


def run_until_stopped(cursor, seconds: float) -> tuple[bool, float]:
    started = time.monotonic()
    with Deadline(cursor, seconds) as deadline:
        with pytest.raises(duckdb.InterruptException):
            cursor.execute(ENDLESS)
        return deadline.expired, time.monotonic() - started


def test_a_short_deadline_fires_on_time_behind_a_longer_one_and_the_longer_one_still_fires():
    database = duckdb.connect()
    long_cursor, short_cursor = database.cursor(), database.cursor()
    outcome = {}
    longer = threading.Thread(target=lambda: outcome.setdefault("long", run_until_stopped(long_cursor, 4.0)))
    longer.start()
    time.sleep(0.2)  # the 4 s deadline is the watchdog's next one when the short one arrives
    expired, took = run_until_stopped(short_cursor, 0.3)
    assert expired and took < 3.0
    longer.join(timeout=30)
    long_expired, long_took = outcome["long"]
    assert long_expired and 3.9 <= long_took < 15


def test_a_statement_done_in_time_is_not_interrupted_later():
    cursor = duckdb.connect().cursor()
    with Deadline(cursor, 0.2) as deadline:
        assert cursor.execute("SELECT 42").fetchall() == [(42,)]
    time.sleep(0.5)
    assert not deadline.expired
    assert cursor.execute("SELECT 43").fetchall() == [(43,)]
