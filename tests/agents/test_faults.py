"""Faults of the scaled-out shape (ARCHITECTURE §2, §4.2): the run workers and web processes ride out a Redis
restart, a run handed to a dead worker is not lost, and a delivered-twice run executes once. Each uses servers
and a Redis of its own; the log invariant (tests/invariants.py) then checks that no event was lost."""

import asyncio
import time

import httpx
import pytest
from asgiref.sync import sync_to_async
from django.db import connection

from agents.models import Run, RunEvent, WorkspaceRunLease
from agents.runtime.subscription import stored_events
from agents.services import turn_start
from tests import llm_server as llm
from tests.agents.runtime.test_sse import read_sse
from tests.agents.test_consumer_daphne import read_until_completed, session_cookie, socket_to
from tests.factories import token_header
from tests.runtime_helpers import conversation_on, scripted_profile, wait_for_run, wait_until
from tests.servers import DaphneProcess, RedisProcess, RunWorkerProcess

pytestmark = pytest.mark.django_db(transaction=True)


def scaled_out(redis: RedisProcess) -> dict:
    return {"LANTIDE_RUN_EXECUTOR": "workers", "LANTIDE_DUCKDB_SHARED_FILES": "1", "REDIS_URL": redis.url}


def send(web: DaphneProcess, conversation, text: str) -> str:
    response = httpx.post(f"{web.url}/api_v1/conversations/{conversation.pk}/messages", json={"text": text},
                          headers=token_header(conversation.owner), timeout=30)
    assert response.status_code == 201, response.text
    return response.json()["run"]["id"]


def test_a_redis_restart_loses_no_run(llm_server, own_redis):
    before, during, after = (conversation_on(scripted_profile(llm_server, name=name, model=name))
                             for name in ("before", "during", "after"))
    llm_server.script("before", llm.text("streaming through the outage " * 20, chunk_size=8, chunk_delay=0.05))
    llm_server.script("during", llm.text("sent while Redis was away"))
    llm_server.script("after", llm.text("sent after"))
    web = DaphneProcess(extra_env=scaled_out(own_redis))
    worker = RunWorkerProcess(extra_env=scaled_out(own_redis))
    try:
        in_flight = send(web, before, "Stream for a while")
        wait_for_run(in_flight, statuses={"running"}, timeout=60)
        own_redis.stop()  # a restart: down for five seconds, and back empty (no persistence)
        sent_during = send(web, during, "Anyone there?")  # stored, pending: handed over once Redis is back
        time.sleep(5)
        own_redis.__init__(own_redis.port)
        assert wait_for_run(in_flight, timeout=60).status == "success"
        assert wait_for_run(sent_during, timeout=60).status == "success"
        assert wait_for_run(send(web, after, "And now?"), timeout=60).status == "success"
    finally:
        web.stop()
        worker.stop()
    answers = {run.query: run.answer for run in Run.objects.all()}
    assert answers == {"Stream for a while": "streaming through the outage " * 20,
                       "Anyone there?": "sent while Redis was away", "And now?": "sent after"}
    assert "agent.worker.channel_layer_unavailable" in worker.log_path.read_text()


def test_a_run_delivered_twice_executes_once(llm_server, own_redis):
    """channels-redis may hand a message to a second consumer; the claim drops the duplicate, and a duplicate
    dropped on the worker executing the run leaves that worker's workspace lease alone until the run ends."""
    from asgiref.sync import async_to_sync
    from channels_redis.core import RedisChannelLayer

    conversation = conversation_on(scripted_profile(llm_server))
    llm_server.script("scripted", llm.text("once " * 40, chunk_size=5, chunk_delay=0.75))  # 40 chunks: ~30 s unless hurried
    workers = [RunWorkerProcess(extra_env=scaled_out(own_redis)) for _ in range(2)]
    web = DaphneProcess(extra_env=scaled_out(own_redis))
    try:
        run_id = send(web, conversation, "Only once")
        wait_for_run(run_id, statuses={"running"}, timeout=60)
        layer = RedisChannelLayer(hosts=[own_redis.url])
        for _ in range(3):
            async_to_sync(layer.send)("lantide-runs", {"type": "run.execute", "run": run_id})
        wait_until(lambda: _worker_logs(workers).count(f"agent.run.duplicate_dropped run={run_id}") >= 3,
                   timeout=30, what="the duplicates dropped")
        time.sleep(0.3)  # a release the duplicates would set off has happened by now
        lease_while_running = WorkspaceRunLease.objects.filter(workspace=conversation.workspace).exists()
        status_then = Run.objects.get(pk=run_id).status
        llm_server.hurry()  # the rest of the answer streams at once
        run = wait_for_run(run_id, timeout=150)
        time.sleep(1.0)  # any late duplicate reaches the workers too
    finally:
        web.stop()
        for worker in workers:
            worker.stop()
    assert (status_then, lease_while_running) == ("running", True)
    assert run.status == "success"
    assert RunEvent.objects.filter(run=run, type="run_started").count() == 1
    assert conversation.messages.filter(role="assistant").count() == 1
    assert not WorkspaceRunLease.objects.filter(workspace=conversation.workspace).exists()  # released at the end


def _worker_logs(workers) -> str:
    return "".join(worker.log_path.read_text() for worker in workers)


def test_a_dead_workers_runs_and_its_workspace_go_on_elsewhere(llm_server, own_redis):
    """kill -9 of the worker holding a workspace: its run in flight resumes on the other worker, and a run sent
    to the workspace afterwards is not handed on to the dead worker's channel for good."""
    first = conversation_on(scripted_profile(llm_server, name="long", model="long"))
    second = conversation_on(scripted_profile(llm_server, name="next", model="next"), workspace=first.workspace,
                             owner=first.owner)
    llm_server.script("long", llm.text("a long answer " * 60, chunk_size=6, chunk_delay=0.05),
                      llm.text("Resumed on the other worker."))
    llm_server.script("next", llm.text("Served by the survivor."))
    web = DaphneProcess(extra_env=scaled_out(own_redis))
    holder = RunWorkerProcess(extra_env=scaled_out(own_redis))
    survivor = None
    try:
        in_flight = send(web, first, "Take your time")
        wait_for_run(in_flight, statuses={"running"}, timeout=60)
        wait_until(lambda: RunEvent.objects.filter(run_id=in_flight, type="message").exists(), timeout=60,
                   what="the run's first message")
        survivor = RunWorkerProcess(extra_env=scaled_out(own_redis))
        holder.kill()
        sent_after = send(web, second, "Still there?")
        resumed = wait_for_run(in_flight, timeout=120)
        served = wait_for_run(sent_after, timeout=120)
    finally:
        web.stop()
        if survivor is not None:
            survivor.stop()
    assert (resumed.status, resumed.answer, resumed.resumes) == ("success", "Resumed on the other worker.", 1)
    assert (served.status, served.answer) == ("success", "Served by the survivor.")
    assert RunEvent.objects.filter(run=resumed, type="resumed").count() == 1


def test_an_sse_stream_rides_out_a_redis_restart(llm_server, own_redis):
    """The run publishes nothing while Redis is away; its follower reads the log meanwhile, joins the run's group
    again when Redis is back, and delivers every event once, in order, to run_completed."""

    conversation = conversation_on(scripted_profile(llm_server))
    llm_server.script("scripted", llm.text("through the outage " * 30, chunk_size=5, chunk_delay=0.05))
    web = DaphneProcess(extra_env={"REDIS_URL": own_redis.url})
    try:
        with httpx.Client(base_url=web.url, headers=token_header(conversation.owner), timeout=60) as client:
            run_id = send(web, conversation, "Stream")
            with client.stream("GET", f"/api_v1/runs/{run_id}/events") as response:
                lines = response.iter_lines()
                next(lines)  # the stream is open and following
                own_redis.stop()
                time.sleep(3)
                own_redis.__init__(own_redis.port)
                events, _ = read_sse(_Rest(lines))
    finally:
        web.stop()
    assert events[-1]["type"] == "run_completed" and events[-1]["data"]["status"] == "success"
    assert events == stored_events(run_id, after=events[0]["seq"] - 1)
    assert [e["seq"] for e in events] == list(range(events[0]["seq"], events[-1]["seq"] + 1))


class _Rest:
    """What is left of a stream's lines, for read_sse."""

    def __init__(self, lines):
        self._lines = lines

    def iter_lines(self):
        return self._lines


@pytest.mark.skipif(connection.vendor != "postgresql", reason="kills PostgreSQL's server connections (leg 2)")
def test_database_connections_killed_mid_run_lose_nothing(llm_server):
    """PostgreSQL drops every connection of the run's process (a restart, a failover) several times while the
    run streams: its writes reconnect and go on, so no event is lost or doubled and the answer is whole."""
    conversation = conversation_on(scripted_profile(llm_server))
    text = "kept through the outage " * 40
    llm_server.script("scripted", llm.text(text, chunk_size=6, chunk_delay=0.02))

    run = turn_start(user=conversation.owner, conversation=conversation, text="Keep going")
    wait_for_run(run.pk, statuses={"running"})
    with connection.cursor() as cursor:
        for _ in range(8):
            cursor.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                           "WHERE datname = current_database() AND pid <> pg_backend_pid()")
            time.sleep(0.3)
    finished = wait_for_run(run.pk, timeout=60)
    assert (finished.status, finished.answer) == ("success", text)
    assert "".join(e.data["delta"] for e in RunEvent.objects.filter(run=run, type="message").order_by("seq")) == text
    assert conversation.messages.get(role="assistant").content == text


async def test_a_socket_open_across_a_redis_restart_follows_the_next_run(llm_server, own_redis):
    """The conversation socket stays open while Redis restarts (its channel receive and group membership ride
    the outage out) and follows a run started right after: every event of it, once, in order."""
    conversation = await sync_to_async(conversation_on)(await sync_to_async(scripted_profile)(llm_server))
    cookie = await sync_to_async(session_cookie)(conversation.owner)
    llm_server.script("scripted", llm.text("after the restart " * 10, chunk_size=5, chunk_delay=0.01))
    web = await asyncio.to_thread(DaphneProcess, extra_env={"REDIS_URL": own_redis.url})
    try:
        async with socket_to(web, conversation, cookie) as ws:
            await asyncio.sleep(0.5)  # the socket has joined its thread's group
            await asyncio.to_thread(own_redis.stop)
            await asyncio.sleep(3)
            await asyncio.to_thread(own_redis.__init__, own_redis.port)
            run_id = await asyncio.to_thread(send, web, conversation, "Still following?")
            events = await read_until_completed(ws, timeout=60)
    finally:
        await asyncio.to_thread(web.stop)
    assert events[-1]["data"]["status"] == "success"
    assert events == await sync_to_async(stored_events)(run_id, after=0)
    assert "ws.channel_layer_unavailable" in web.log_path.read_text()
