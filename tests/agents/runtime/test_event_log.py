"""The run's event log under a busy database thread: a write still waiting holds the next periodic flush back, so
what streams meanwhile goes in one write after it instead of one write per coalescing period."""

import asyncio
import threading

import pytest
from asgiref.sync import sync_to_async

from agents.models import RunEvent
from agents.runtime.event_log import RunEventLog
from agents.runtime.events import MessageDelta, ToolCall
from tests.factories import RunFactory

pytestmark = pytest.mark.django_db(transaction=True)


async def test_while_a_write_waits_the_next_periodic_flushes_become_one_write():
    run = await sync_to_async(RunFactory)(status="running")
    log = RunEventLog(run, coalesce_seconds=0.01)
    held, writes = threading.Event(), []
    real_write = log._write

    def slow_write(pending, checkpoint, also):
        writes.append([event["seq"] for event, _ in pending])
        if len(writes) == 1:
            held.wait(10)  # the database thread is busy with other runs' writes
        real_write(pending, checkpoint, also)

    log._write = slow_write
    log.emit(ToolCall("call_1", "list_projects", {}))
    while not writes:
        await asyncio.sleep(0.005)
    for number in range(20):  # 20 events over ~20 coalescing periods while the first write waits
        log.emit(ToolCall(f"call_{number + 2}", "list_projects", {}) if number % 2 else MessageDelta(f"{number} "))
        await asyncio.sleep(0.012)
    held.set()
    await log.flush()

    assert writes[0] == [1]
    assert len(writes) == 2, f"one write after the one that waited, not one per period: {writes}"
    seqs = await sync_to_async(lambda: list(RunEvent.objects.filter(run=run).order_by("seq")
                                            .values_list("seq", flat=True)))()
    assert seqs == list(range(1, len(seqs) + 1)) and seqs == [seq for batch in writes for seq in batch]
