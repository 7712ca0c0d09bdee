"""The runtime's promises, checked after every test that touches the database (ARCHITECTURE §4.2).

Every run's event log runs 1..N with no hole and a finished run has exactly one run_completed
(agents.selectors.run_log_problems, which `manage.py check_runs` runs for an operator), and no task
exception went unobserved: asyncio's "Task exception was never retrieved" fails the test that left it.
"""

import asyncio
import concurrent.futures
import gc
import logging

import pytest
from django.db import connections

DB_FIXTURES = {"db", "transactional_db", "live_server"}
NEVER_RETRIEVED = "exception was never retrieved"


class _NeverRetrieved(logging.Handler):
    def __init__(self):
        super().__init__(level=logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if NEVER_RETRIEVED in record.getMessage():
            exc = record.exc_info[1] if record.exc_info else None
            self.messages.append(f"{record.getMessage().splitlines()[0]} {exc!r}")


_unobserved = _NeverRetrieved()
logging.getLogger("asyncio").addHandler(_unobserved)


def _log_problems() -> list[str]:
    # Not at the top: pytest loads this plugin before pytest-django has set Django up (models cannot import yet).
    from agents.selectors import run_log_problems

    return run_log_problems()


def _log_problems_off_the_loop() -> list[str]:
    """The ORM refuses a thread with a running event loop (Playwright keeps one): ask from another thread."""
    def check() -> list[str]:
        try:
            return _log_problems()
        finally:
            connections.close_all()

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(check).result()


def _loop_running() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def pytest_collection_finish(session):
    """Park what exists once the tests are collected (Django, the test modules, their imports) in the collector's
    permanent generation: the collection after every test then scans only what the tests made since, where every
    task they created lives (a full scan of ~250,000 objects cost ~0.17 s a test, minutes a leg)."""
    gc.collect()
    gc.freeze()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    before = len(_unobserved.messages)
    result = yield
    problems = []
    if DB_FIXTURES & set(item.fixturenames) or item.get_closest_marker("django_db"):
        # A query step's ledger rows go in behind its answer (agents.query_steps): written while the test's
        # database is flushed, they deadlock with its TRUNCATE on PostgreSQL, or land in the next test.
        from workspaces.query.warehouse import settle_all_writes  # Django is set up by now (see _log_problems)

        settle_all_writes()
        problems += _log_problems_off_the_loop() if _loop_running() else _log_problems()
    gc.collect()  # a task's exception is reported when the task is collected
    problems += _unobserved.messages[before:]
    if problems:
        pytest.fail("The runtime broke its promises (ARCHITECTURE §4.2):\n" + "\n".join(problems), pytrace=False)
    return result
