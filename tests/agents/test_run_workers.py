"""Scaled out (ARCHITECTURE §2): web processes hand runs to `manage.py runworker lantide-runs` processes
through the run channel, and the events reach the sockets on the web process through Redis."""

import asyncio
import os

import pytest
from asgiref.sync import sync_to_async
from django.test import override_settings

from agents.models import Run, WorkspaceRunLease
from agents.runtime.subscription import stored_events
from agents.services import turn_start
from tests import llm_server as llm
from tests.agents.test_consumer_daphne import read_until_completed, session_cookie, socket_to
from tests.runtime_helpers import (
    conversation_on,
    scripted_profile,
    two_conversations_in_one_workspace,
    wait_for_run,
    wait_until,
)
from tests.servers import DaphneProcess, RunWorkerProcess

pytestmark = pytest.mark.skipif(not os.environ.get("REDIS_URL"), reason="the run channel crosses processes "
                                "through Redis (runs in make test's PostgreSQL + Redis leg)")
SCALED_OUT = {"LANTIDE_RUN_EXECUTOR": "workers", "LANTIDE_DUCKDB_SHARED_FILES": "1"}


async def test_a_run_waits_for_a_worker_then_streams_from_it_to_the_web_socket(llm_server, transactional_db):
    conversation = await sync_to_async(lambda: conversation_on(scripted_profile(llm_server)))()
    cookie = await sync_to_async(session_cookie)(conversation.owner)
    web = await asyncio.to_thread(DaphneProcess, extra_env=SCALED_OUT)
    worker = None
    try:
        llm_server.script("scripted", llm.tool_calls(llm.call("show_tables", {})),
                          llm.text("from a worker " * 30, chunk_size=6))
        async with socket_to(web, conversation, cookie) as ws:
            await ws.send('{"type": "send", "text": "What tables are there?"}')
            run = await _first_run(conversation)
            await asyncio.sleep(1.0)
            assert (await _status(run)) == "pending", "the web process ran it itself"
            worker = RunWorkerProcess(extra_env=SCALED_OUT)
            events = await read_until_completed(ws, timeout=60)
        assert events[-1]["data"]["status"] == "success"
        assert events == await sync_to_async(stored_events)(str(run), after=0)
        assert any(e["type"] == "tool_result" and e["data"].get("ok") for e in events), "the worker ran a tool"
    finally:
        web.stop()
        if worker is not None:
            worker.stop()


async def test_two_worker_processes_run_one_workspaces_runs_on_one_of_them(llm_server, transactional_db):
    """Two runs of one workspace overlap; whichever worker takes the second hands it to the first's holder."""
    first, second = await sync_to_async(two_conversations_in_one_workspace)(llm_server)
    llm_server.script("scripted", llm.text("first " * 60, chunk_size=4, chunk_delay=0.05), llm.text("second"))
    workers = [RunWorkerProcess(extra_env=SCALED_OUT) for _ in range(2)]
    try:
        with override_settings(LANTIDE_RUN_EXECUTOR="workers"):
            run_one = (await sync_to_async(turn_start)(user=first.owner, conversation=first, text="one")).pk
            await _until_status(run_one, "running")
            run_two = (await sync_to_async(turn_start)(user=second.owner, conversation=second, text="two")).pk
        for run in (run_one, run_two):
            assert (await asyncio.to_thread(wait_for_run, run, timeout=60)).status == "success"
        logs = [worker.log_path.read_text() for worker in workers]
        took = [{run for run in (run_one, run_two) if f"agent.worker.run_taken run={run}" in log} for log in logs]
        assert sorted(map(len, took)) == [0, 2], logs
        # The holder frees the lease just after its last run has recorded its end.
        await asyncio.to_thread(wait_until, lambda: not WorkspaceRunLease.objects.filter(
            workspace_id=first.workspace_id).exists(), timeout=10, what="the workspace lease released")
    finally:
        for worker in workers:
            worker.stop()


async def _until_status(run_id, status: str, timeout: float = 30.0) -> None:
    for _ in range(int(timeout / 0.05)):
        if await _status(run_id) == status:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"run {run_id} never reached {status}")


async def _first_run(conversation, timeout: float = 10.0):
    for _ in range(int(timeout / 0.05)):
        run = await sync_to_async(lambda: Run.objects.filter(thread=conversation).values_list("pk", flat=True)
                                  .first())()
        if run is not None:
            return run
        await asyncio.sleep(0.05)
    raise AssertionError("no run was created")


async def _status(run_id) -> str:
    return await sync_to_async(lambda: Run.objects.values_list("status", flat=True).get(pk=run_id))()
