"""Runs on a thread: create (in the background, streamed, or waited for), list, get, join, join the stream, cancel,
delete. Starting and cancelling go through the run services; a stream follows the run's event log."""

import asyncio
import logging
import re

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import DatabaseError
from django.http import StreamingHttpResponse

from agents.langgraph_api.assistants import assistant_for
from agents.langgraph_api.edge import Call, Reply, endpoint, streaming, sync
from agents.langgraph_api.graph_stream import GraphStreamParts
from agents.langgraph_api.inputs import choice_field, flag, int_field, object_field
from agents.langgraph_api.shapes import RUN_STATUS, run_shape
from agents.langgraph_api.stream import STREAM_MODES, RunStreamParts, sse
from agents.langgraph_api.values import checkpoint_values, interrupt_shape, latest_checkpoint
from agents.langgraph_api.threads import checkpoint_of
from agents.models import ACTIVE_RUN_STATUSES, Route, Run, RunStatus
from agents.runtime.subscription import follow_run
from agents.selectors import access_run_by_id, access_thread_by_id, thread_pending_interrupts, thread_runs
from agents.services import run_cancel
from agents.services.run_queue import thread_run_promote
from agents.services.threads import run_delete, thread_run_start
from lantide.channel_layers import CHANNEL_LAYER_DOWN
from lantide.errors import NotFound, invalid
from lantide.tasks import spawn

logger = logging.getLogger(__name__)
PART_ID = re.compile(r"^([0-9]{1,12})\.([0-9]{1,6})$")
FAILED = {RunStatus.ERROR, RunStatus.TIMEOUT}
STREAM_FAILURES = (DatabaseError, *CHANNEL_LAYER_DOWN)
QUEUE_LOOK_AGAIN_SECONDS = 0.2


def _paths(run: Run) -> dict:
    base = f"/threads/{run.thread_id}/runs/{run.pk}"  # relative to the API's root, as the SDK resolves them
    return {"Content-Location": base, "Location": f"{base}/stream"}


def _stream_modes(body: dict) -> list[str]:
    modes = body.get("stream_mode", ["values"])
    modes = [modes] if isinstance(modes, str) else modes
    if not isinstance(modes, list) or not modes or any(m not in STREAM_MODES for m in modes):
        raise invalid(f"stream_mode must be one or more of {', '.join(STREAM_MODES)}.",
                      fields={"stream_mode": ["Unknown stream mode."]})
    return modes


def _start(call: Call, thread_id) -> Run:
    body = call.body
    conversation = access_thread_by_id(user=call.user, thread_id=thread_id)
    assistant_id = str(body.get("assistant_id") or "")
    agent = assistant_for(user=call.user, assistant_id=assistant_id)
    checkpoint_id = body.get("checkpoint_id") or object_field(body, "checkpoint").get("checkpoint_id")
    command = object_field(body, "command")
    return thread_run_start(user=call.user, conversation=conversation, assistant_id=assistant_id, agent=agent,
                            run_input=body.get("input"), command=command or None,
                            metadata=object_field(body, "metadata"),
                            multitask_strategy=body.get("multitask_strategy") or "reject",
                            from_checkpoint=checkpoint_of(conversation, checkpoint_id) if checkpoint_id else None,
                            stream_mode=_stream_modes(body) if "stream_mode" in body else None,
                            stream_subgraphs=body.get("stream_subgraphs") is True)


def _active_run(user, thread_id) -> Run | None:
    conversation = access_thread_by_id(user=user, thread_id=thread_id)
    return thread_runs(conversation=conversation).filter(status__in=ACTIVE_RUN_STATUSES, queued=False).first()


async def _start_after_strategy(call: Call, thread_id) -> Run:
    """`interrupt` and `rollback` stop the thread's active run (rollback also deletes it with its work) and wait
    for it to end; then the start is the same atomic one as `reject` (409 if yet another run got in first).
    `enqueue` on a busy thread makes a queued run, which this process starts when its turn comes."""
    strategy = call.body.get("multitask_strategy") or "reject"
    if strategy in ("interrupt", "rollback"):
        active = await sync_to_async(_active_run)(call.user, thread_id)
        if active is not None:
            await _stop(call.user, active, rollback=strategy == "rollback", wait=True)
    run = await sync_to_async(_start)(call, thread_id)
    if run.queued:
        spawn(_start_when_its_turn_comes(call.user, run), name="langgraph.enqueued", detached=True, run=str(run.pk))
    return run


async def _start_when_its_turn_comes(user, run: Run) -> None:
    """Follow the thread's active run to its end, then promote the queue's head; again until this run left the
    queue (started, or cancelled). Should this process stop first, the sweeper starts it."""
    still_queued = sync_to_async(lambda: Run.objects.filter(pk=run.pk, queued=True, status=RunStatus.PENDING).exists())
    while await still_queued():
        active = await sync_to_async(_active_run)(user, run.thread_id)
        if active is None:
            await sync_to_async(thread_run_promote)(conversation_id=run.thread_id)
            await asyncio.sleep(QUEUE_LOOK_AGAIN_SECONDS)  # promoted, or another start took the thread first
        else:
            await _until_done(active)


async def _stop(user, run: Run, *, rollback: bool, wait: bool) -> None:
    await sync_to_async(run_cancel)(user=user, run=run)
    if wait or rollback:
        await asyncio.wait_for(_until_done(run), timeout=60)
    if rollback:
        await sync_to_async(run_delete)(user=user, run=run)


def _run_of(user, thread_id, run_id) -> Run:
    conversation = access_thread_by_id(user=user, thread_id=thread_id)
    run = access_run_by_id(user=user, run_id=run_id)
    if run.thread_id != conversation.pk or run.parent_run_id:
        raise NotFound("Run")
    return run


def _output(run: Run) -> dict:
    """What `wait` and `join` answer: the state values the run left, its question, or its error."""
    run.refresh_from_db()
    if run.status in FAILED:
        return {"__error__": {"error": run.error_code or run.status, "message": run.error}}
    values = checkpoint_values(latest_checkpoint(run.thread), run.thread_id)
    if run.status == RunStatus.INTERRUPTED:
        interrupts = [i for i in thread_pending_interrupts(conversation=run.thread) if i.run_id == run.pk]
        values["__interrupt__"] = [interrupt_shape(i) for i in interrupts]
    return values


async def _until_done(run: Run) -> None:
    async for _ in follow_run(run.pk, after=0):
        pass


def _cursor(headers) -> tuple[int, int]:
    """Last-Event-ID `<seq>.<k>`: resume after the k-th part of event seq; none: from the start (-1)."""
    last = headers.get("Last-Event-ID", "")
    if not last:
        return -1, -1
    match = PART_ID.match(last)
    if not match:
        raise invalid("Last-Event-ID must be '<seq>.<part>' as the stream sent it.")
    return int(match.group(1)), int(match.group(2))


async def _frames(run: Run, modes: list[str], cursor: tuple[int, int], *, cancel_on_disconnect: bool, user,
                  when_done=None):
    subgraphs = bool((run.metadata or {}).get("stream_subgraphs"))
    translator = GraphStreamParts if run.route == Route.MIGRATION else RunStreamParts
    parts, done = translator(run, modes, subgraphs=subgraphs), False
    try:
        for k, part in enumerate(await parts.opening()):
            if (0, k) > cursor:
                yield sse(part, f"0.{k}")
        async for frame in follow_run(run.pk, after=0, heartbeat=settings.LANTIDE_SSE_HEARTBEAT):
            if frame is None:
                yield ": heartbeat\n\n"
                continue
            for k, part in enumerate(await parts.parts_for(frame.event)):
                if (frame.seq, k) > cursor:
                    yield sse(part, f"{frame.seq}.{k}")
            done = frame.type == "run_completed"
        yield "event: end\ndata: null\n\n"
        if when_done is not None:
            await when_done()
    except STREAM_FAILURES as error:  # end the stream, never leave it silent: the client joins again from its id
        logger.warning("langgraph.stream.ended_on_error run=%s error=%s", run.pk, error, extra={"run": str(run.pk)})
        yield ": the stream failed; join it again with Last-Event-ID\n\n"
    finally:
        if cancel_on_disconnect and not done:  # the client went away mid-run and asked for it to stop
            spawn(sync_to_async(run_cancel)(user=user, run=run), name="langgraph.cancel_on_disconnect", detached=True,
                  run=str(run.pk))


def _stream(run: Run, modes: list[str], *, cursor=(-1, -1), cancel_on_disconnect=False, user=None, when_done=None):
    frames = _frames(run, modes, cursor, cancel_on_disconnect=cancel_on_disconnect, user=user, when_done=when_done)
    response = StreamingHttpResponse(frames, content_type="text/event-stream", headers=_paths(run))
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


async def create_stream(call: Call, thread_id, when_done=None):
    modes = _stream_modes(call.body)
    on_disconnect = choice_field(call.body, "on_disconnect", ("cancel", "continue"), default="continue")
    run = await _start_after_strategy(call, thread_id)
    return _stream(run, modes, cancel_on_disconnect=on_disconnect == "cancel", user=call.user, when_done=when_done)


async def join_stream(call: Call, thread_id, run_id):
    run = await sync_to_async(_run_of)(call.user, thread_id, run_id)
    # The SDK reconnects to Location with no parameters: it gets the modes the run was streamed with.
    modes = call.query.getlist("stream_mode") or (run.metadata or {}).get("stream_mode") or ["values"]
    if any(m not in STREAM_MODES for m in modes):
        raise invalid(f"stream_mode must be one or more of {', '.join(STREAM_MODES)}.")
    return _stream(run, modes, cursor=_cursor(call.headers),
                   cancel_on_disconnect=flag(call.query, "cancel_on_disconnect"), user=call.user)


async def create_wait(call: Call, thread_id, when_done=None) -> Reply:
    run = await _start_after_strategy(call, thread_id)
    await _until_done(run)
    output = await sync_to_async(_output)(run)
    if when_done is not None:
        await when_done()
    return Reply(output, headers=_paths(run) | {"Location": _paths(run)["Content-Location"] + "/join"})


async def join(call: Call, thread_id, run_id) -> dict:
    run = await sync_to_async(_run_of)(call.user, thread_id, run_id)
    await _until_done(run)
    return await sync_to_async(_output)(run)


async def create_run(call: Call, thread_id, when_done=None) -> Reply:
    run = await _start_after_strategy(call, thread_id)
    if when_done is not None:  # best effort: a process that stops first leaves the thread behind
        spawn(_then(_until_done(run), when_done), name="langgraph.on_completion", detached=True, run=str(run.pk))
    return Reply(run_shape(run), headers={"Content-Location": _paths(run)["Content-Location"]})


async def _then(first, then) -> None:
    await first
    await then()


def list_runs(call: Call, thread_id) -> list[dict]:
    conversation = access_thread_by_id(user=call.user, thread_id=thread_id)
    runs = thread_runs(conversation=conversation).order_by("-created_at", "-pk")
    status = call.query.get("status")
    if status:
        ours = [s for s in RunStatus.values if RUN_STATUS.get(s, s) == status]
        runs = runs.filter(status__in=ours)
    offset = int_field(call.query, "offset", default=0, high=10**6)
    return [run_shape(run) for run in runs[offset:offset + int_field(call.query, "limit", default=10, low=1)]]


def get_run(call: Call, thread_id, run_id) -> dict:
    return run_shape(_run_of(call.user, thread_id, run_id))


def delete_run(call: Call, thread_id, run_id) -> Reply:
    run_delete(user=call.user, run=_run_of(call.user, thread_id, run_id))
    return Reply(None, status=204)


async def cancel_run(call: Call, thread_id, run_id) -> Reply:
    action = choice_field(call.query, "action", ("interrupt", "rollback"), default="interrupt")
    run = await sync_to_async(_run_of)(call.user, thread_id, run_id)
    await _stop(call.user, run, rollback=action == "rollback", wait=flag(call.query, "wait"))
    return Reply(None, status=202)


collection = endpoint(get=sync(list_runs), post=streaming(create_run))
create_stream_view = endpoint(post=streaming(create_stream))
create_wait_view = endpoint(post=streaming(create_wait))
detail = endpoint(get=sync(get_run), delete=sync(delete_run))
cancel = endpoint(post=streaming(cancel_run))
join_view = endpoint(get=streaming(join))
join_stream_view = endpoint(get=streaming(join_stream))
