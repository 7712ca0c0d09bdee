"""The durable event log of a run: gapless seq, coalesced deltas, write-then-publish.

Events are buffered and written in one transaction per flush together with whatever must commit with them
(the iteration's checkpoint, an interrupt row, the run's final status); only after the commit are they
published to the run's channel-layer group, so a subscriber that replays from the log and then follows
live sees no gap and no duplicate.
"""

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.db import transaction
from django.utils import timezone

from agents.models import Checkpoint, Run, RunEvent
from agents.runtime.events import Event, MessageDelta, Thought, envelope

logger = logging.getLogger(__name__)

COALESCE_SECONDS = 0.03
COALESCE_MAX_CHARS = 400


def run_group(run_id) -> str:
    return f"run.{run_id}"


@dataclass
class PendingCheckpoint:
    iteration: int
    state: dict


@dataclass
class _Buffer:
    events: list[dict] = field(default_factory=list)
    delta_kind: str | None = None
    delta_text: str = ""


class RunEventLog:
    """One per executing run; the only writer of that run's events."""

    def __init__(self, run: Run, *, coalesce_seconds: float = COALESCE_SECONDS):
        self.run_id = run.pk
        self.thread_id = run.thread_id
        self.parent_run_id = run.parent_run_id
        self.next_seq = run.last_seq + 1
        self.last_checkpoint_id = None
        self.coalesce_seconds = coalesce_seconds
        self._buffer = _Buffer()
        self._flush_lock = asyncio.Lock()
        self._timer: asyncio.TimerHandle | None = None

    def emit(self, event: Event) -> None:
        """Buffer an event; thought/message deltas merge with the previous delta of the same kind."""
        if isinstance(event, (Thought, MessageDelta)):
            self._add_delta(event.type, event.delta)
        else:
            self._close_delta()
            self._append(event.type, event.data())
        self._arm_timer()

    def commit_now(self, events: list[Event], *, also: Callable[[], None] | None = None) -> list[dict]:
        """Synchronously append and commit `events` (for paths outside the event loop); publish them after."""
        for event in events:
            self.emit_without_timer(event)
        pending, self._buffer.events = self._buffer.events, []
        self._write(pending, None, also)
        return pending

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
        self._buffer.events.append(envelope(
            run_id=str(self.run_id), seq=self.next_seq, type=type_, data=data, ts=timezone.now(),
            parent_run=self.parent_run_id,
        ))
        self.next_seq += 1

    def _arm_timer(self) -> None:
        if self._timer is None:
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(self.coalesce_seconds, lambda: loop.create_task(self.flush()))

    async def flush(self, *, checkpoint: PendingCheckpoint | None = None,
                    also: Callable[[], None] | None = None) -> list[dict]:
        """Write buffered events (+ checkpoint, + `also`, run in the same transaction), then publish."""
        async with self._flush_lock:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            self._close_delta()
            events, self._buffer.events = self._buffer.events, []
            if not events and checkpoint is None and also is None:
                return []
            await sync_to_async(self._write)(events, checkpoint, also)
            await publish_events(self.run_id, events)
            return events

    def _write(self, events: list[dict], checkpoint: PendingCheckpoint | None, also) -> None:
        with transaction.atomic():
            RunEvent.objects.bulk_create([
                RunEvent(run_id=self.run_id, seq=e["seq"], type=e["type"], data=e["data"],
                         ts=timezone.datetime.fromisoformat(e["ts"].replace("Z", "+00:00")))
                for e in events
            ])
            if checkpoint is not None:
                created = Checkpoint.objects.create(
                    thread_id=self.thread_id, run_id=self.run_id, parent_id=self.last_checkpoint_id,
                    iteration=checkpoint.iteration, state=checkpoint.state,
                )
                self.last_checkpoint_id = created.pk
            if events:
                Run.objects.filter(pk=self.run_id).update(last_seq=events[-1]["seq"])
            if also is not None:
                also()


async def publish_events(run_id, events: list[dict]) -> None:
    """Fan the stored events out to the run's subscribers (and the parent run's, for children)."""
    if not events:
        return
    layer = get_channel_layer()
    if layer is None:
        return
    await layer.group_send(run_group(run_id), {"type": "run.events", "events": events})
