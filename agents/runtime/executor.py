"""Where runs execute. The embedded default runs them as tracked asyncio tasks in the web process.

Runs are not tied to a connection: a run is started by id, writes its own log, and is cancelled by id from
any process (the local task directly; a run in another process notices the stamp on its row).
The loop is daphne's own when the ASGI app has bound it, so the in-memory channel layer is only ever used
from one loop; outside a server (management commands, sync tests) the executor starts its own loop thread.
"""

import asyncio
import concurrent.futures
import contextvars
import logging
import threading

from asgiref.sync import async_to_sync, sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import DatabaseError, close_old_connections
from django.utils import timezone

from agents.models import Run
from agents.runtime.llm.gateway import litellm_warm_up
from agents.runtime.recovery import run_claim, run_claim_orphan
from agents.runtime.runner import end_cancelled_before_start, execute_run
from lantide.channel_layers import CHANNEL_LAYER_DOWN
from lantide.tasks import spawn


logger = logging.getLogger(__name__)
RUN_CHANNEL = "lantide-runs"  # `manage.py runworker lantide-runs` consumes it (ARCHITECTURE §2, scaled out)
CANCEL_POLL_SECONDS = 0.5
HEARTBEAT_EVERY_POLLS = 20  # 10 s: a run without a heartbeat for a minute is reclaimed (agents.services.runs)


class InProcessExecutor:
    def __init__(self):
        self._loop: asyncio.AbstractEventLoop | None = None
        self._tasks: dict[str, asyncio.Task] = {}
        self._lock = threading.Lock()

    def bind_loop(self, loop: asyncio.AbstractEventLoop) -> bool:
        """Use this (server) loop for runs; called by the ASGI app on every request and by the run workers. True
        the first time (the caller starts the process's sweeper then), which is also when the model client
        starts loading in the background."""
        with self._lock:
            if self._loop is not None and not self._loop.is_closed():
                return False
            self._loop = loop
        litellm_warm_up()
        return True

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None or self._loop.is_closed():
                loop = asyncio.new_event_loop()
                threading.Thread(target=loop.run_forever, name="lantide-runs", daemon=True).start()
                self._loop = loop
            return self._loop

    def submit(self, run_id, *, orphan_of: str = "") -> concurrent.futures.Future:
        """Start a run (or, with `orphan_of`, take it over from that dead executor): here, or with
        LANTIDE_RUN_EXECUTOR=workers on whichever `runworker` process takes it from the run channel (the returned
        future is then already done: the run is handed over, not awaited)."""
        if settings.LANTIDE_RUN_EXECUTOR == "workers":
            return _hand_to_workers(str(run_id), orphan_of=orphan_of)
        return self.execute_here(run_id, orphan_of=orphan_of)

    def execute_here(self, run_id, *, orphan_of: str = "") -> concurrent.futures.Future:
        # A fresh context: the caller's (e.g. a request's ThreadSensitiveContext) must not outlive its request
        # inside the run, or the run's database calls would go to that request's executor after it closed.
        loop = self._ensure_loop()
        return contextvars.Context().run(asyncio.run_coroutine_threadsafe,
                                         self._execute(str(run_id), orphan_of=orphan_of), loop)

    async def run_inline(self, run_id) -> str | None:
        """Execute a run as a task of the caller's loop (a foreground sub-agent), tracked like any other run:
        heartbeats, cancel by id; cancelling the caller cancels it too."""
        return await asyncio.ensure_future(self._execute(str(run_id)))

    async def _execute(self, run_id: str, *, orphan_of: str = "") -> str | None:
        """Claim the run, then execute it; None when another delivery claimed it first. Never raises: whatever
        escapes the run's own boundary is logged with its id (a future nobody reads would swallow it)."""
        if run_id in self._tasks:
            logger.info("agent.run.duplicate_dropped run=%s", run_id, extra={"run": run_id})
            return None
        task = asyncio.current_task()
        self._tasks[run_id] = task  # before the claim: whoever sees the run running finds it here
        try:
            return await self._claim_and_execute(run_id, task, orphan_of=orphan_of)
        finally:
            self._tasks.pop(run_id, None)  # however it ended; untracked, a run left pending is the sweeper's

    async def _claim_and_execute(self, run_id: str, task: asyncio.Task, *, orphan_of: str) -> str | None:
        try:
            claimed, cancelled = await _claim(run_id, orphan_of=orphan_of)
        except DatabaseError:
            logger.exception("agent.run.claim_failed run=%s", run_id, extra={"run": run_id})
            return None  # still pending (or orphaned): the sweeper hands it over again
        if not claimed:
            if cancelled:  # cancelled as it started: the sweeper can see it again
                raise asyncio.CancelledError
            logger.info("agent.run.duplicate_dropped run=%s", run_id, extra={"run": run_id})
            return None
        if cancelled:  # the claim committed first: whoever saw the run running waits for this task to end it
            return await end_cancelled_before_start(run_id)
        watcher = spawn(self._watch_for_cancel(run_id, task), name="run-cancel-watch", run=run_id)
        try:
            return await execute_run(run_id, resumed=bool(orphan_of))
        except Exception:  # noqa: BLE001 - outside the run's own boundary: loud, and the sweeper takes the run over
            logger.exception("agent.run.executor_failed run=%s", run_id, extra={"run": run_id})
            return None
        finally:
            watcher.cancel()

    async def _watch_for_cancel(self, run_id: str, task: asyncio.Task) -> None:
        """Another process asks for a cancel by stamping the run; this one notices within a poll interval."""
        requested = sync_to_async(
            lambda: Run.objects.filter(pk=run_id, cancel_requested_at__isnull=False).exists())
        beat = sync_to_async(lambda: Run.objects.filter(pk=run_id).update(heartbeat_at=timezone.now()))
        polls = 0
        while True:
            await asyncio.sleep(CANCEL_POLL_SECONDS)
            polls += 1
            try:
                if await requested():
                    task.cancel()
                    return
                if polls % HEARTBEAT_EVERY_POLLS == 0:
                    await beat()
            except DatabaseError as error:  # a blip: the next poll asks again on a fresh connection
                logger.warning("agent.run.watch_failed run=%s error=%s", run_id, error, extra={"run": run_id})
                await sync_to_async(close_old_connections)()

    def cancel(self, run_id) -> bool:
        """Cancel a run executing in this process; False when it runs elsewhere (or nowhere)."""
        task = self._tasks.get(str(run_id))
        if task is None or self._loop is None:
            return False
        self._loop.call_soon_threadsafe(task.cancel)
        return True

    def is_local(self, run_id) -> bool:
        return str(run_id) in self._tasks

    def local_run_ids(self) -> set[str]:
        return set(self._tasks)


async def _claim(run_id: str, *, orphan_of: str) -> tuple[bool, bool]:
    """(claimed, cancelled meanwhile). A cancel does not cut the claim short: its commit may already be seen (the
    run shows running), so the claim's outcome is always known before the task gives the run up."""
    claiming = asyncio.ensure_future(sync_to_async(run_claim_orphan if orphan_of else run_claim)(
        run_id=run_id, **({"executor": orphan_of} if orphan_of else {})))
    cancelled = False
    while not claiming.done():  # however many cancels arrive meanwhile
        try:
            await asyncio.shield(claiming)
        except asyncio.CancelledError:
            cancelled = True
    return claiming.result(), cancelled


def _hand_to_workers(run_id: str, *, orphan_of: str = "") -> concurrent.futures.Future:
    message = {"type": "run.execute", "run": run_id, **({"orphan_of": orphan_of} if orphan_of else {})}
    try:
        async_to_sync(get_channel_layer().send)(RUN_CHANNEL, message)
    except CHANNEL_LAYER_DOWN as error:  # Redis is away: the run waits, pending, for the sweeper to hand it over
        logger.warning("agent.run.handover_failed run=%s error=%s", run_id, error, extra={"run": run_id})
    handed = concurrent.futures.Future()
    handed.set_result(None)
    return handed


executor = InProcessExecutor()
