"""Scaled out (ARCHITECTURE §2): web processes hand runs to `manage.py runworker lantide-runs` processes
through the run channel, and the events reach the sockets on the web process through Redis."""

import asyncio
import os

import pytest
from asgiref.sync import sync_to_async

from agents.models import Run
from agents.runtime.subscription import stored_events
from tests import llm_server as llm
from tests.agents.test_consumer_daphne import read_until_completed, session_cookie, socket_to
from tests.runtime_helpers import conversation_on, scripted_profile
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
