"""The conversation socket over a real daphne socket with a `websockets` client, and across two processes."""

import asyncio
import json
import os

import httpx
import pytest
from asgiref.sync import sync_to_async
from django.test import Client
from websockets.asyncio.client import connect

from agents.runtime.subscription import stored_events
from tests import llm_server as llm
from tests.factories import token_header
from tests.runtime_helpers import conversation_on, scripted_profile
from tests.servers import DaphneProcess

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


def session_cookie(user) -> str:
    client = Client()
    client.force_login(user)
    return f"sessionid={client.cookies['sessionid'].value}"


def socket_to(server, conversation, cookie: str):
    ws_url = server.url.replace("http://", "ws://") + f"/ws/conversations/{conversation.pk}/"
    return connect(ws_url, additional_headers={"Cookie": cookie, "Origin": server.url}, open_timeout=10)


async def read_until_completed(ws, *, timeout: float = 30) -> list[dict]:
    events = []
    while not events or events[-1]["type"] != "run_completed":
        events.append(json.loads(await asyncio.wait_for(ws.recv(), timeout)))
    return events


@pytest.fixture
def scene(llm_server):
    profile = scripted_profile(llm_server)
    conversation = conversation_on(profile)
    return conversation, session_cookie(conversation.owner)


async def test_reconnect_mid_run_with_after_loses_and_duplicates_nothing(llm_server, daphne_server, scene):
    conversation, cookie = await sync_to_async(lambda: scene)()
    llm_server.script("scripted", llm.tool_calls(llm.call("list_projects", {})),
                      llm.text("streaming " * 100, chunk_size=3, chunk_delay=0.01))
    async with socket_to(daphne_server, conversation, cookie) as ws:
        await ws.send(json.dumps({"type": "send", "text": "Go on"}))
        before = [json.loads(await asyncio.wait_for(ws.recv(), 20)) for _ in range(5)]
    # The connection is gone mid-run; a new one picks up after the last event it rendered.
    async with socket_to(daphne_server, conversation, cookie) as ws:
        await ws.send(json.dumps({"type": "subscribe", "run": before[0]["run"], "after": before[-1]["seq"]}))
        after = await read_until_completed(ws)
    received = before + after
    assert received == await sync_to_async(stored_events)(before[0]["run"], after=0)
    assert [e["seq"] for e in received] == list(range(1, len(received) + 1))


async def test_bad_origin_and_junk_over_the_real_socket(llm_server, daphne_server, scene):
    conversation, cookie = await sync_to_async(lambda: scene)()
    ws_url = daphne_server.url.replace("http://", "ws://") + f"/ws/conversations/{conversation.pk}/"
    port = daphne_server.url.rsplit(":", 1)[1]
    # Another site, and this host under another scheme or port (Channels' validator let those two through).
    for origin in ("http://evil.example", f"https://127.0.0.1:{port}", f"http://127.0.0.1:{int(port) + 1}",
                   "http://127.0.0.1"):
        with pytest.raises(Exception) as refused:
            async with connect(ws_url, additional_headers={"Cookie": cookie, "Origin": origin}):
                pass
        assert "403" in str(refused.value), origin
    async with socket_to(daphne_server, conversation, cookie) as ws:
        await ws.send("{oops")
        error = json.loads(await asyncio.wait_for(ws.recv(), 10))
        assert (error["type"], error["code"]) == ("error", "INVALID_ARGUMENTS")
        llm_server.script("scripted", llm.text("fine"))
        await ws.send(json.dumps({"type": "send", "text": "Still open?"}))
        assert (await read_until_completed(ws))[-1]["data"]["status"] == "success"


@pytest.mark.skipif(not os.environ.get("REDIS_URL"), reason="cross-process fan-out needs the Redis layer "
                                                            "(runs in make test's PostgreSQL + Redis leg)")
async def test_a_run_in_one_process_streams_to_a_socket_on_another(llm_server, transactional_db, scene):
    conversation, cookie = await sync_to_async(lambda: scene)()
    headers = await sync_to_async(token_header)(conversation.owner)
    web, worker = await asyncio.gather(*(asyncio.to_thread(DaphneProcess) for _ in range(2)))
    try:
        llm_server.script("scripted", llm.text("across processes " * 40, chunk_size=5, chunk_delay=0.005))
        async with socket_to(web, conversation, cookie) as ws:
            async with httpx.AsyncClient(base_url=worker.url, headers=headers) as api:
                started = await api.post(f"/api_v1/conversations/{conversation.pk}/messages", json={"text": "Hi"})
            assert started.status_code == 201, started.text
            events = await read_until_completed(ws)
        assert events[0]["run"] == started.json()["run"]["id"]
        assert events == await sync_to_async(stored_events)(events[0]["run"], after=0)
    finally:
        web.stop()
        worker.stop()


async def test_a_forged_or_missing_session_is_refused_over_the_real_socket(llm_server, daphne_server, scene):
    import websockets

    conversation, cookie = await sync_to_async(lambda: scene)()
    for bad_cookie in ("sessionid=forged-session-key", "other=1"):
        async with socket_to(daphne_server, conversation, bad_cookie) as ws:
            error = json.loads(await asyncio.wait_for(ws.recv(), 10))
            assert (error["type"], error["code"]) == ("error", "NOT_AUTHENTICATED")
            with pytest.raises(websockets.ConnectionClosed) as closed:
                await asyncio.wait_for(ws.recv(), 10)
            assert closed.value.rcvd.code == 4401
