"""Lantide's ASGI application as a test server serves it: the same application, plus `POST /__tests__/settle`,
which a test's teardown calls so the next test meets the server as a fresh one would, and `POST /__tests__/begin`.

A daphne is kept for many tests (tests/servers.py, `SharedServers`): between them this process must hold nothing of
the last one: no run still executing (its rows are about to be flushed), no query step's write still queued, no
DuckDB file open, nothing cached (waffle's flags, throttles). And while it waits for its next test it must not
sweep: another test (with its own servers, workers or in-process runs) would find its runs taken over by a server
it never started. So settle stops the sweeper and begin starts it again, sweeping at once as a fresh server does.
"""

import asyncio
import time
import traceback

from asgiref.sync import sync_to_async
from django.core.cache import caches

from agents.runtime.executor import executor
from agents.services.sweeper import sweeper_start
from lantide import tasks
from lantide.asgi import application as lantide_application
from workspaces.query.warehouse import close_all_warehouses, settle_all_writes

SETTLE_PATH = "/__tests__/settle"
BEGIN_PATH = "/__tests__/begin"
SWEEPER = "run-sweeper"
RUNS_END_WITHIN_SECONDS = 30


async def _runs_stopped() -> list[str]:
    """Cancel every run executing here and wait for each to end; the ids of any that would not."""
    for run_id in list(executor._tasks):
        executor.cancel(run_id)
    deadline = time.monotonic() + RUNS_END_WITHIN_SECONDS
    while executor._tasks and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    return list(executor._tasks)


def _forget_the_last_test() -> None:
    settle_all_writes()
    close_all_warehouses()
    for cache in caches.all():
        cache.clear()


async def _sweeper_stopped() -> None:
    sweepers = [task for task in tasks._running if task.get_name() == SWEEPER]
    for task in sweepers:
        task.cancel()
    await asyncio.gather(*sweepers, return_exceptions=True)


async def _settle() -> tuple[int, str]:
    await _sweeper_stopped()
    stuck = await _runs_stopped()
    await sync_to_async(_forget_the_last_test, thread_sensitive=True)()
    return (200, "settled") if not stuck else (500, f"runs still executing: {stuck}")


async def _begin() -> tuple[int, str]:
    if not any(task.get_name() == SWEEPER for task in tasks._running):
        sweeper_start()
    return 200, "begun"


async def _answer(send, status: int, body: str) -> None:
    await send({"type": "http.response.start", "status": status, "headers": [(b"content-type", b"text/plain")]})
    await send({"type": "http.response.body", "body": body.encode()})


async def application(scope, receive, send):
    if scope["type"] == "http" and scope["method"] == "POST" and scope["path"] in (SETTLE_PATH, BEGIN_PATH):
        try:
            status, body = await (_settle() if scope["path"] == SETTLE_PATH else _begin())
        except Exception:  # noqa: BLE001 - the test's teardown reports it: the traceback says why
            status, body = 500, traceback.format_exc()
        return await _answer(send, status, body)
    return await lantide_application(scope, receive, send)
