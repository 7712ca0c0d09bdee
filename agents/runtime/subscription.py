"""Following a run: replay from the event log after a cursor, then follow live, with no gap and no duplicate.

The subscriber joins the run's group *before* reading the log; events are published only after they are
committed, so anything missing from the replay arrives live, and anything in both is dropped by seq.
"""

import asyncio
import json
import logging
import threading
import time
from collections.abc import AsyncIterator

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.db import connection

from agents.models import Run, RunEvent
from agents.runtime.events import Frame, envelope, frame_of_row
from agents.runtime.event_log import run_group
from lantide.channel_layers import CHANNEL_LAYER_DOWN

logger = logging.getLogger(__name__)
TERMINAL_TYPE = "run_completed"
LIVENESS_CHECK_SECONDS = 30.0
LAYER_DOWN_POLL_SECONDS = 1.0
REPLAY_PAGE = 500  # the first page: the first event goes out after one small read
REPLAY_PAGE_LATER = 2_000  # then bigger pages: fewer reads, still giving the loop back between them


def stored_events(run_id, *, after: int, upto: int | None = None, limit: int | None = None) -> list[dict]:
    """Envelopes of the run's stored events after `after`, in order."""
    parent = _parent_of(run_id)
    return [envelope(run_id=str(run_id), seq=seq, type=type_, ts=ts, parent_run=parent,
                     data=json.loads(data) if isinstance(data, str) else data)
            for seq, type_, data, ts in _event_rows(run_id, after=after, upto=upto, limit=limit)]


def stored_frames(run_id, *, after: int, upto: int | None = None, limit: int | None = None) -> list[Frame]:
    """The run's stored events after `after` as wire frames, in order: the replay's read.

    One plain SQL statement, and the stored data spliced into the frame: replays are the hot path (10,000
    events), and the ORM's per-row converters, or a JSON decode and encode per event, cost several times
    the read itself.
    """
    run, parent = str(run_id), _parent_of(run_id)
    return [frame_of_row(run_id=run, parent_run=parent, seq=seq, type=type_, data=data, ts=ts)
            for seq, type_, data, ts in _event_rows(run_id, after=after, upto=upto, limit=limit)]


def _parent_of(run_id) -> str | None:
    parent = Run.objects.filter(pk=run_id).values_list("parent_run_id", flat=True).first()
    return str(parent) if parent else None


def _event_rows(run_id, *, after: int, upto: int | None, limit: int | None) -> list[tuple]:
    quote, table = connection.ops.quote_name, RunEvent._meta.db_table
    run_key = RunEvent._meta.get_field("run").target_field.get_db_prep_value(run_id, connection)
    sql = f"SELECT seq, type, data, ts FROM {quote(table)} WHERE run_id = %s AND seq > %s"
    params = [run_key, after]
    if upto is not None:
        sql, params = sql + " AND seq <= %s", [*params, upto]
    sql += " ORDER BY seq"
    if limit is not None:
        sql, params = sql + " LIMIT %s", [*params, limit]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


class _SharedFirstPage:
    """When a run starts, every socket of its conversation replays it from the start at the same moment;
    they share one read of the first page for a few milliseconds instead of queueing one query each on the
    sync thread the run's own writes need. Only open-ended reads are shared: a page that is a little stale
    misses nothing, because the reader joined the run's group first and the rest arrives live (or as a gap)."""

    ttl = 0.05

    def __init__(self):
        self._pages: dict[tuple, tuple[float, list[Frame]]] = {}
        self._lock = threading.Lock()

    def read(self, run_id, *, after: int, fresh_since: float = 0.0) -> list[Frame]:
        """`fresh_since`: when the reader joined the run's group. A page read before then may lack events
        published before the join, and a run that has ended sends nothing more to reveal the gap."""
        key, now = (str(run_id), after), time.monotonic()
        with self._lock:
            hit = self._pages.get(key)
            if hit and now - hit[0] < self.ttl and hit[0] >= fresh_since:
                return hit[1]
        page = stored_frames(run_id, after=after, limit=REPLAY_PAGE)
        with self._lock:
            self._pages = {k: v for k, v in self._pages.items() if now - v[0] < self.ttl}
            self._pages[key] = (now, page)
        return page


FIRST_PAGES = _SharedFirstPage()


async def stored_pages(run_id, *, after: int, upto: int | None = None,
                       fresh_since: float = 0.0) -> AsyncIterator[Frame]:
    """The log after `after` as frames, read a page at a time (keyset on seq): REPLAY_PAGE first, then
    bigger ones.

    Sending to a socket never suspends, so a whole-log replay held daphne's loop for every other socket
    and run until its last frame was written (10,000 events: hundreds of ms); a page at a time gives the
    loop back at each read and sends the first event after one page, not the whole log.
    """
    size = REPLAY_PAGE
    while True:
        if size == REPLAY_PAGE and upto is None:
            page = await sync_to_async(FIRST_PAGES.read)(run_id, after=after, fresh_since=fresh_since)
        else:
            page = await sync_to_async(stored_frames)(run_id, after=after, upto=upto, limit=size)
        for frame in page:
            yield frame
        if len(page) < size:
            return
        after, size = page[-1].seq, REPLAY_PAGE_LATER


def run_is_over(run_id, *, last_seq: int) -> bool:
    """True when the run will write nothing more after `last_seq` (it ended, and we have everything)."""
    run = Run.objects.filter(pk=run_id).values("status", "last_seq").first()
    return run is None or (run["status"] not in ("pending", "running") and run["last_seq"] <= last_seq)


async def _joined(layer, group: str, channel: str) -> bool:
    try:
        await layer.group_add(group, channel)
    except CHANNEL_LAYER_DOWN as error:
        logger.warning("agent.follow.channel_layer_unavailable group=%s error=%s", group, error)
        return False
    return True


class _LayerDown(Exception):
    pass


async def _next_message(layer, channel: str, *, joined: bool, timeout: float) -> dict:
    """The next live message; TimeoutError when none came in `timeout` s; _LayerDown (after a pause) while the
    channel layer is away, when the log is read instead."""
    if not joined:
        await asyncio.sleep(LAYER_DOWN_POLL_SECONDS)
        raise _LayerDown
    try:  # not wait_for: on Python 3.11 it can swallow a cancel that lands as a message does (gh-86296)
        async with asyncio.timeout(timeout):
            return await layer.receive(channel)
    except TimeoutError:  # quiet, not down (TimeoutError is an OSError, one of CHANNEL_LAYER_DOWN)
        raise
    except CHANNEL_LAYER_DOWN as error:
        logger.warning("agent.follow.channel_layer_unavailable channel=%s error=%s", channel, error)
        await asyncio.sleep(LAYER_DOWN_POLL_SECONDS)
        raise _LayerDown from error


async def follow_run(run_id, *, after: int = 0, heartbeat: float | None = None) -> AsyncIterator[Frame | None]:
    """Yield the frames with seq > after until run_completed; None every `heartbeat` seconds of silence.

    A channel-layer outage (Redis restarting) does not end it: it reads the log every second meanwhile and
    joins the run's group again once the layer answers (a restarted Redis has forgotten every group)."""
    layer = get_channel_layer()
    channel = await layer.new_channel()
    joined = await _joined(layer, run_group(run_id), channel)
    last, silent_since = after, time.monotonic()
    joined_at = silent_since  # only a page read since then holds what was published before the join
    try:
        async for frame in stored_pages(run_id, after=last, fresh_since=joined_at):
            yield frame
            last = frame.seq
            if frame.type == TERMINAL_TYPE:
                return
        if await sync_to_async(run_is_over)(run_id, last_seq=last):  # followed from its end: nothing comes
            return
        while True:
            try:
                message = await _next_message(layer, channel, joined=joined,
                                              timeout=heartbeat or LIVENESS_CHECK_SECONDS)
            except (TimeoutError, _LayerDown) as quiet:
                if isinstance(quiet, _LayerDown):
                    joined, joined_at = await _joined(layer, run_group(run_id), channel), time.monotonic()
                async for frame in stored_pages(run_id, after=last, fresh_since=joined_at):
                    yield frame
                    last, silent_since = frame.seq, time.monotonic()
                    if frame.type == TERMINAL_TYPE:
                        return
                if await sync_to_async(run_is_over)(run_id, last_seq=last):
                    return
                if heartbeat and time.monotonic() - silent_since >= heartbeat:
                    yield None
                    silent_since = time.monotonic()
                continue
            silent_since = time.monotonic()
            for frame in map(Frame._make, message.get("frames", [])):
                if frame.seq <= last:
                    continue
                if frame.seq > last + 1:
                    # Only a gap reads the log: a query per live event per subscriber, all on the one
                    # thread-sensitive sync thread the run's own writes need, made fan-out queue behind reads.
                    async for replayed in stored_pages(run_id, after=last, upto=frame.seq - 1):
                        yield replayed
                        last = replayed.seq
                yield frame
                last = frame.seq
                if frame.type == TERMINAL_TYPE:
                    return
    finally:
        try:
            await layer.group_discard(run_group(run_id), channel)
        except CHANNEL_LAYER_DOWN:  # gone with the layer's state anyway
            pass
