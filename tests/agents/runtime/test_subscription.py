"""Following a run: replayed frames are the live frames, and the first page of a replay is read once for the
sockets that start together."""

import json
import time
from datetime import UTC, datetime

import pytest
from django.utils import timezone

from agents.models import Run, RunEvent
from agents.runtime import subscription
from agents.runtime.event_log import insert_rows
from agents.runtime.events import envelope, frame_of
from agents.runtime.subscription import FIRST_PAGES, stored_events, stored_frames
from tests.factories import ConversationFactory

pytestmark = pytest.mark.django_db

AWKWARD_DATA = [
    {"delta": "plain"},
    {"delta": "naïve café ✓ \"quoted\" \\ back\nslash \u2028 \U0001F600"},
    {"nested": {"rows": [[1, 2.5, None, True], []], "empty": {}}, "n": -3, "big": 12345678901234567890},
    {},
    {"ui": {"command_id": "c-1", "tab": {"sql": "SELECT 'a' || \"b\" FROM t"}}},
]


def test_a_replayed_frame_is_byte_for_byte_the_live_frame_of_the_same_event():
    """The replay splices the stored data into the frame; it must equal what the publisher sent live."""
    parent = Run.objects.create(thread=ConversationFactory(), status="running", query="parent")
    run = Run.objects.create(thread=parent.thread, status="running", query="child", parent_run=parent)
    stamps = [timezone.now(), datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC), datetime(2026, 1, 2, 3, 4, 5, 7, tzinfo=UTC),
              timezone.now(), timezone.now()]
    rows = [(run.pk, seq, kind, data, ts) for seq, (kind, data, ts)
            in enumerate(zip(["message", "tool_result", "ui_command", "run_started", "message"], AWKWARD_DATA, stamps),
                         start=1)]
    insert_rows(RunEvent, ("run", "seq", "type", "data", "ts"), rows)

    live = [frame_of(envelope(run_id=str(run.pk), seq=seq, type=kind, data=data, ts=ts, parent_run=str(parent.pk)))
            for _, seq, kind, data, ts in rows]
    replayed = stored_frames(run.pk, after=0)
    assert [frame.event for frame in replayed] == [frame.event for frame in live]
    assert [frame.event["ts"] for frame in replayed][1:3] == ["2026-01-02T03:04:05Z", "2026-01-02T03:04:05.000007Z"]
    if _stored_as_text():  # SQLite keeps the encoder's text: the frames are identical to the byte
        assert [frame.text for frame in replayed] == [frame.text for frame in live]
    assert [(f.seq, f.type) for f in stored_frames(run.pk, after=2, upto=4)] == [(3, "ui_command"), (4, "run_started")]


def _stored_as_text() -> bool:
    from django.db import connection

    return connection.vendor == "sqlite"


def test_the_event_log_stores_data_with_the_frame_separators():
    run = Run.objects.create(thread=ConversationFactory(), status="running", query="q")
    RunEvent.objects.create(run=run, seq=1, type="message", data={"a": [1, 2], "b": "c d"}, ts=timezone.now())
    assert json.loads(stored_frames(run.pk, after=0)[0].text)["data"] == {"a": [1, 2], "b": "c d"}
    if _stored_as_text():
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute("SELECT data FROM agents_runevent WHERE run_id = %s", [run.pk.hex])
            assert cursor.fetchone()[0] == '{"a":[1,2],"b":"c d"}'


def test_sockets_starting_together_share_one_read_of_the_first_page(django_assert_num_queries):
    run = Run.objects.create(thread=ConversationFactory(), status="running", query="q")
    RunEvent.objects.bulk_create([RunEvent(run=run, seq=i, type="message", data={"delta": str(i)}, ts=timezone.now())
                                  for i in (1, 2, 3)])
    with django_assert_num_queries(2):  # the run's parent, then its events: once for all of them
        pages = [FIRST_PAGES.read(run.pk, after=0) for _ in range(50)]
    assert all([frame.event for frame in page] == stored_events(run.pk, after=0) for page in pages)
    RunEvent.objects.create(run=run, seq=4, type="message", data={"delta": "4"}, ts=timezone.now())
    time.sleep(FIRST_PAGES.ttl + 0.01)
    assert [f.seq for f in FIRST_PAGES.read(run.pk, after=0)] == [1, 2, 3, 4], "a stale page is read again"
    assert [f.seq for f in FIRST_PAGES.read(run.pk, after=2)] == [3, 4], "another cursor is another page"


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_a_shared_first_page_read_before_a_follower_joined_is_not_its_replay(monkeypatch):
    """A page read for an earlier socket may lack what was published before a later one joined the run's group; if
    the run has ended, nothing live reveals the gap. The later follower reads its own page (it waited 30 s for the
    liveness check, and the workspace page's subscribe after a short run showed nothing meanwhile)."""
    import asyncio

    from asgiref.sync import sync_to_async

    monkeypatch.setattr(FIRST_PAGES, "ttl", 600.0)
    monkeypatch.setattr(subscription, "LIVENESS_CHECK_SECONDS", 600.0)

    def run_with_a_stale_shared_page() -> Run:
        run = Run.objects.create(thread=ConversationFactory(), status="running", query="q")
        RunEvent.objects.bulk_create([RunEvent(run=run, seq=i, type="message", data={"delta": str(i)},
                                               ts=timezone.now()) for i in (1, 2)])
        assert [f.seq for f in FIRST_PAGES.read(run.pk, after=0)] == [1, 2]  # an earlier socket's replay
        RunEvent.objects.create(run=run, seq=3, type="run_completed", data={"status": "success"}, ts=timezone.now())
        Run.objects.filter(pk=run.pk).update(status="success", last_seq=3)
        return run

    run = await sync_to_async(run_with_a_stale_shared_page)()

    async def follow() -> list[int]:
        return [frame.seq async for frame in subscription.follow_run(run.pk, after=0)]

    assert await asyncio.wait_for(follow(), timeout=60) == [1, 2, 3]


@pytest.mark.django_db(transaction=True)
async def test_a_quiet_run_is_heartbeats_not_an_unavailable_channel_layer(caplog):
    """A follower that hears nothing for a heartbeat yields None and waits on; the timeout is not an outage
    (TimeoutError is an OSError, as a dropped Redis connection is): no warning, no pause, no rejoin."""
    import asyncio
    import logging

    from asgiref.sync import sync_to_async

    run = await sync_to_async(lambda: Run.objects.create(thread=ConversationFactory(), status="running",
                                                         query="q"))()
    follower = subscription.follow_run(run.pk, after=0, heartbeat=0.1)
    with caplog.at_level(logging.WARNING, logger="agents.runtime.subscription"):
        beats = [await asyncio.wait_for(anext(follower), timeout=10) for _ in range(3)]
    await follower.aclose()
    assert beats == [None, None, None]
    assert not [r for r in caplog.records if "channel_layer_unavailable" in r.getMessage()]
