"""The durable event log of a run: gapless seq, coalesced deltas, write-then-publish.

Events are buffered and written in one transaction per flush together with whatever must commit with them
(the iteration's checkpoint, an interrupt row, the run's final status); only after the commit are they
published to the run's channel-layer group, so a subscriber that replays from the log and then follows
live sees no gap and no duplicate.
"""

import asyncio
import functools
import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.db import DEFAULT_DB_ALIAS, InterfaceError, OperationalError, connections, transaction
from django.db.models import Max
from django.utils import timezone

from agents.models import Checkpoint, Run, RunEvent
from agents.runtime.events import Event, MessageDelta, Thought, envelope, frame_of
from lantide.channel_layers import CHANNEL_LAYER_DOWN
from lantide.tasks import spawn

logger = logging.getLogger(__name__)

COALESCE_SECONDS = 0.03
COALESCE_MAX_CHARS = 400
RETRY_DELAYS = (0.2, 0.5, 1.0, 2.0, 4.0, 8.0, 15.0)  # a database blip of up to ~30 s loses nothing


def run_group(run_id) -> str:
    return f"run.{run_id}"


def workspace_group(workspace_id) -> str:
    """Every open page of a workspace: told when an outside client's approval is asked for or decided."""
    return f"workspace.{workspace_id}"


def thread_group(thread_id) -> str:
    """Every live socket of a conversation: told when a run starts on it, so it follows without asking."""
    return f"thread.{thread_id}"


@dataclass
class PendingCheckpoint:
    iteration: int
    state: dict
    last_seq: int = 0  # the run's last event, stored in the same transaction


@dataclass
class _Buffer:
    events: list[tuple[dict, datetime]] = field(default_factory=list)
    delta_kind: str | None = None
    delta_text: str = ""
    with_next_write: list[Callable[[], None]] = field(default_factory=list)


class RunEventLog:
    """One per executing run; the only writer of that run's events."""

    def __init__(self, run: Run, *, coalesce_seconds: float = COALESCE_SECONDS,
                 settle_caches: Callable[[], None] | None = None):
        """`settle_caches` waits for the cache tables this process still writes behind its answers: a batch that
        names one (a tool_result, a tab's results) is stored only once it exists, so the log never points at a
        table a crash kept from being written."""
        self._settle_caches = settle_caches
        self.run_id = run.pk
        self._run_id_text = str(run.pk)
        self.thread_id = run.thread_id
        self.parent_run_id = run.parent_run_id
        self.next_seq = run.last_seq + 1
        self.last_checkpoint_id = None
        self.coalesce_seconds = coalesce_seconds
        self._buffer = _Buffer()
        self._tail: asyncio.Task | None = None
        self.failure: Exception | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._owner = _current_task()  # the run's task: stopped at once when a write fails behind it

    def emit(self, event: Event) -> None:
        """Buffer an event; thought/message deltas merge with the previous delta of the same kind."""
        if self.failure is not None:
            return  # the run is stopping: only end_after_failure writes from here on
        if isinstance(event, (Thought, MessageDelta)):
            self._add_delta(event.type, event.delta)
        else:
            self._close_delta()
            self._append(event.type, event.data())
        self._arm_timer()

    def commit_now(self, events: list[Event], *, checkpoint: PendingCheckpoint | None = None,
                   also: Callable[[], None] | None = None) -> list[dict]:
        """Synchronously append and commit `events` (for paths outside the event loop); publish them after."""
        for event in events:
            self.emit_without_timer(event)
        pending, self._buffer.events = self._buffer.events, []
        if checkpoint is not None:
            checkpoint.last_seq = self.next_seq - 1
        self._write(pending, checkpoint, self._with_deferred(also))
        return [event for event, _ in pending]

    def write_with_next(self, also: Callable[[], None]) -> None:
        """Run `also` in the transaction of the next write, with the events buffered so far (within the coalescing
        delay at the latest): database work that must commit with them but need not be waited for."""
        if self.failure is None:
            self._buffer.with_next_write.append(also)
            self._arm_timer()

    def _with_deferred(self, also: Callable[[], None] | None) -> Callable[[], None] | None:
        deferred, self._buffer.with_next_write = self._buffer.with_next_write, []
        return functools.partial(_call_each, [*deferred, also] if also else deferred) if deferred else also

    def emit_without_timer(self, event: Event) -> None:
        self._close_delta()
        self._append(event.type, event.data())

    def _add_delta(self, kind: str, text: str) -> None:
        if self._buffer.delta_kind not in (None, kind):
            self._close_delta()
        self._buffer.delta_kind = kind
        self._buffer.delta_text += text
        if len(self._buffer.delta_text) >= COALESCE_MAX_CHARS:
            self._close_delta()

    def _close_delta(self) -> None:
        if self._buffer.delta_kind and self._buffer.delta_text:
            self._append(self._buffer.delta_kind, {"delta": self._buffer.delta_text})
        self._buffer.delta_kind, self._buffer.delta_text = None, ""

    def _append(self, type_: str, data: dict) -> None:
        now = timezone.now()
        self._buffer.events.append((envelope(
            run_id=self._run_id_text, seq=self.next_seq, type=type_, data=data, ts=now, parent_run=self.parent_run_id,
        ), now))
        self.next_seq += 1

    def _arm_timer(self) -> None:
        if self._timer is None and self.failure is None:
            self._timer = asyncio.get_running_loop().call_later(self.coalesce_seconds, self._flush_in_background)

    def _flush_in_background(self) -> None:
        self._timer = None
        if self._tail is not None and not self._tail.done():
            # The last write still waits for the database thread (busy with every run of this process): what came
            # since goes in one write after it, not one every period, so a busy thread gets fewer, bigger batches
            # instead of a queue that grows, and everything else it does (intake, sweeps, leases) waits less.
            self._arm_timer()
            return
        self._schedule(None, None)

    def _schedule(self, checkpoint: PendingCheckpoint | None, also) -> asyncio.Task | None:
        """Queue one write of everything buffered; writes run in order, each publishing after its commit."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._close_delta()
        pending, self._buffer.events = self._buffer.events, []
        also = self._with_deferred(also)
        if not pending and checkpoint is None and also is None:
            return None
        if checkpoint is not None:
            checkpoint.last_seq = self.next_seq - 1
        self._tail = spawn(self._write_then_publish(self._tail, pending, checkpoint, also),
                           name="run-event-write", run=self.run_id)
        return self._tail

    async def _write_then_publish(self, previous: asyncio.Task | None, pending, checkpoint, also) -> None:
        """Never raises: a failure is kept in `failure`, logged, and stops the run's task."""
        if previous is not None:
            await asyncio.wait([previous])  # in order; after a failure nothing more is written
        if self.failure is not None:
            return
        try:
            if self._settle_caches is not None and any(_names_a_cache(event) for event, _ in pending):
                await sync_to_async(self._settle_caches, thread_sensitive=False)()
            await call_durably(functools.partial(self._write, pending, checkpoint, also),
                               written=functools.partial(self._stored, pending), run_id=self.run_id)
        except Exception as error:  # noqa: BLE001 - any failure to store a batch ends the run (EVENT_WRITE_FAILED)
            self._fail(error, pending)
            return
        await publish_events(self.run_id, [event for event, _ in pending])

    def _fail(self, error: Exception, pending) -> None:
        self.failure = error
        seqs = [event["seq"] for event, _ in pending]
        logger.error("agent.run.event_write_failed run=%s seq=%s error=%s: %s", self.run_id,
                     f"{seqs[0]}..{seqs[-1]}" if seqs else "-", type(error).__name__, error, exc_info=error,
                     extra={"run": self._run_id_text})
        if self._owner is not None and self._owner is not _current_task() and not self._owner.done():
            self._owner.cancel()

    def _stored(self, pending) -> bool:
        """Whether a batch whose commit was cut off went in after all (its first event is there)."""
        return bool(pending) and RunEvent.objects.filter(run_id=self.run_id, seq=pending[0][0]["seq"]).exists()

    async def flush(self, *, checkpoint: PendingCheckpoint | None = None, also: Callable[[], None] | None = None,
                    wait: bool = True) -> None:
        """Write buffered events (+ checkpoint, + `also`, in the same transaction), then publish.

        With wait=False the loop goes on while the write runs (writes stay in order); a failed earlier
        write surfaces here as EventWriteFailed, so a run never continues past a checkpoint that did not commit.
        """
        self._raise_failure()
        task = self._schedule(checkpoint, also) or self._tail
        if wait and task is not None:
            await asyncio.shield(task)  # a cancelled run still finishes the write it started
            self._raise_failure()

    def _raise_failure(self) -> None:
        if self.failure is not None:
            raise EventWriteFailed(str(self.failure)) from self.failure

    def end_after_failure(self, events: list[Event], *, also: Callable[[], None] | None = None) -> list[dict]:
        """The run's last events after a failed write, by a path that cannot fail the same way: numbered on from
        the last stored event (what did not commit is gone, so no hole), plain text only, written at once."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._buffer = _Buffer()
        self.number_on_after_stored()
        self.failure = None
        return self.commit_now(events, also=also)

    def number_on_after_stored(self) -> None:
        """Number the next event after the last one stored: a process before this one (or a failed write) may have
        left the log anywhere, and it must go on with no hole and no clash."""
        self.next_seq = last_stored_seq(self.run_id) + 1

    def _write(self, pending: list[tuple[dict, datetime]], checkpoint: PendingCheckpoint | None, also) -> None:
        with transaction.atomic():
            insert_rows(RunEvent, ("run", "seq", "type", "data", "ts"),
                        [(self.run_id, e["seq"], e["type"], e["data"], ts) for e, ts in pending])
            if checkpoint is not None:
                checkpoint_id = uuid.uuid4()
                insert_rows(Checkpoint,
                            ("id", "thread", "run", "parent", "iteration", "last_seq", "state", "created_at"),
                            [(checkpoint_id, self.thread_id, self.run_id, self.last_checkpoint_id,
                              checkpoint.iteration, checkpoint.last_seq, checkpoint.state, timezone.now())])
                self.last_checkpoint_id = checkpoint_id
            if also is not None:
                also()


def _call_each(functions: list[Callable[[], None]]) -> None:
    for function in functions:
        function()


def _names_a_cache(event: dict) -> bool:
    data = event["data"]
    if event["type"] == "tool_result":
        return isinstance(data.get("result"), dict) and bool(data["result"].get("cache"))
    return event["type"] == "ui_command" and bool(data.get("args", {}).get("cache"))


class EventWriteFailed(Exception):
    """A batch of the run's log could not be written: the run ends with EVENT_WRITE_FAILED."""


def _current_task() -> asyncio.Task | None:
    try:
        return asyncio.current_task()
    except RuntimeError:  # no running loop: a synchronous path (commit_now)
        return None


def last_stored_seq(run_id) -> int:
    return RunEvent.objects.filter(run_id=run_id).aggregate(last=Max("seq"))["last"] or 0


def _close_connection() -> None:
    """This thread's connection (a broken one is reopened by the next query)."""
    connections[DEFAULT_DB_ALIAS].close()


async def call_durably(fn: Callable, *, run_id, written: Callable[[], bool] | None = None,
                       thread_sensitive: bool = True):
    """Run `fn` (database work, one transaction at most) on the ORM's thread, riding out a database blip: a lost
    connection is closed and `fn` tried again with backoff (RETRY_DELAYS, ~30 s in all). With `written`, a write
    whose commit went through before the connection broke is not made twice. Without `thread_sensitive`, `fn`
    runs on a thread of its own (it must close its connections) and cannot hold the ORM's thread up."""
    for delay in (*RETRY_DELAYS, None):
        try:
            return await sync_to_async(fn, thread_sensitive=thread_sensitive)()
        except (OperationalError, InterfaceError) as error:
            if delay is None:
                raise
            logger.warning("agent.run.database_retry run=%s in=%.1fs error=%s", run_id, delay, error,
                           extra={"run": str(run_id)})
            await sync_to_async(_close_connection)()
            await asyncio.sleep(delay)
        try:
            if written is not None and await sync_to_async(written)():
                return None
        except (OperationalError, InterfaceError):
            await sync_to_async(_close_connection)()


@functools.lru_cache(maxsize=16)
def _insert_statement(model, field_names: tuple[str, ...], vendor: str) -> tuple[list, str]:
    fields = [model._meta.get_field(name) for name in field_names]
    quote = connections[DEFAULT_DB_ALIAS].ops.quote_name
    return fields, (f"INSERT INTO {quote(model._meta.db_table)} ({', '.join(quote(f.column) for f in fields)}) "
                    f"VALUES ({', '.join(['%s'] * len(fields))})")


def insert_rows(model, field_names: tuple[str, ...], rows: list[tuple]) -> None:
    """INSERT rows with Django's own per-backend value preparation, without building model instances.

    The event log is the hot path of every run (one write per iteration); bulk_create's model machinery
    costs about three times the SQL itself, measured in bench/runtime_overhead.py.
    """
    if not rows:
        return
    db = connections[DEFAULT_DB_ALIAS]  # the real connection once: the proxy costs a thread-local lookup per use
    fields, sql = _insert_statement(model, field_names, db.vendor)
    prepared = [[field.get_db_prep_save(value, db) for field, value in zip(fields, row)] for row in rows]
    with db.cursor() as cursor:
        cursor.executemany(sql, prepared)


async def publish_events(run_id, events: list[dict]) -> None:
    """Fan the stored events out to the run's subscribers (and the parent run's, for children).

    They are stored already: a subscriber that misses them (the channel layer is down) refills them from the
    log on its next frame or at run_completed, so a failed send is logged, never the run's end."""
    if not events:
        return
    layer = get_channel_layer()
    if layer is None:
        return
    # Encoded once here, not once per subscriber: a group send copies the message for every member.
    frames = [list(frame_of(event)) for event in events]
    try:
        await layer.group_send(run_group(run_id), {"type": "run.events", "frames": frames})
    except CHANNEL_LAYER_DOWN as error:
        logger.warning("agent.run.publish_failed run=%s seq=%s..%s error=%s", run_id, events[0]["seq"],
                       events[-1]["seq"], error, extra={"run": str(run_id)})


async def publish_thread_revoked(*, thread_id, user_id) -> None:
    """Tell a conversation's sockets that its owner lost the workspace: they close (a socket that misses it while
    the channel layer is away has its next message refused)."""
    layer = get_channel_layer()
    if layer is None:
        return
    try:
        await layer.group_send(thread_group(thread_id), {"type": "thread.revoked", "user": user_id})
    except CHANNEL_LAYER_DOWN as error:
        logger.warning("agent.thread.revoke_failed thread=%s error=%s", thread_id, error)


async def publish_run_opened(*, thread_id, run_id) -> None:
    """Announce a top-level run to its thread's sockets once its first events are stored (a socket that misses it
    while the channel layer is away finds the run when it reconnects)."""
    layer = get_channel_layer()
    if layer is None:
        return
    try:
        await layer.group_send(thread_group(thread_id), {"type": "thread.run", "run": str(run_id)})
    except CHANNEL_LAYER_DOWN as error:
        logger.warning("agent.run.announce_failed run=%s error=%s", run_id, error, extra={"run": str(run_id)})


async def publish_approval_changed(*, workspace_id, approval_id, status: str) -> None:
    """Tell a workspace's open pages that an approval was asked for or decided; they read the queue again (a page
    that misses it while the channel layer is away reads it when its socket opens again)."""
    layer = get_channel_layer()
    if layer is None:
        return
    try:
        await layer.group_send(workspace_group(workspace_id), {"type": "workspace.approval",
                                                               "approval": approval_id, "status": status})
    except CHANNEL_LAYER_DOWN as error:
        logger.warning("agent.approval.publish_failed approval=%s error=%s", approval_id, error)
