"""The conversation socket in process (WebsocketCommunicator): streaming, replay, cancel, answers, bad input."""

import asyncio
import json

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator

from agents.models import Run
from agents.websocket_urls import websocket_urlpatterns
from agents.runtime.executor import executor
from agents.runtime.subscription import stored_events
from channels.auth import AuthMiddlewareStack
from channels.routing import URLRouter
from tests import llm_server as llm
from tests.factories import ConversationFactory, UserFactory
from tests.runtime_helpers import conversation_on, scripted_profile

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
APP = AuthMiddlewareStack(URLRouter(websocket_urlpatterns))


@pytest.fixture
def runs_on_this_loop(monkeypatch):
    """Runs execute on the test's loop, as they do on daphne's, so the in-memory layer sees one loop."""
    async def bind():
        monkeypatch.setattr(executor, "_loop", asyncio.get_running_loop())
    return bind


@pytest.fixture
def setup(llm_server, runs_on_this_loop):
    async def make():
        await runs_on_this_loop()
        profile = await sync_to_async(scripted_profile)(llm_server)
        return await sync_to_async(conversation_on)(profile)
    return make


async def connect(conversation, user=None) -> WebsocketCommunicator:
    communicator = WebsocketCommunicator(APP, f"/ws/conversations/{conversation.pk}/")
    communicator.scope["user"] = user or conversation.owner
    connected, _ = await communicator.connect()
    assert connected
    return communicator


async def receive_run(communicator, *, timeout: float = 20) -> list[dict]:
    """Events until run_completed (errors are returned too, in order)."""
    events = []
    while not events or events[-1].get("type") not in ("run_completed",):
        events.append(await communicator.receive_json_from(timeout=timeout))
    return events


async def stored(run_id) -> list[dict]:
    return await sync_to_async(stored_events)(run_id, after=0)


async def test_send_streams_the_run_exactly_as_stored(llm_server, setup):
    conversation = await setup()
    llm_server.script("scripted", llm.tool_calls(llm.call("list_projects", {}), reasoning="Look first."),
                      llm.text("No projects yet. " * 20, chunk_size=4, chunk_delay=0.002))
    socket = await connect(conversation)
    await socket.send_json_to({"type": "send", "text": "What projects are there?", "mode": "agent"})
    events = await receive_run(socket)
    assert events[0]["type"] == "run_started" and events[-1]["data"]["status"] == "success"
    assert events == await stored(events[0]["run"])
    await socket.disconnect()


async def test_two_clients_see_identical_sequences_and_a_late_one_catches_up(llm_server, setup):
    conversation = await setup()
    llm_server.script("scripted", llm.text("word " * 100, chunk_size=2, chunk_delay=0.01))
    first, second = await connect(conversation), await connect(conversation)
    await first.send_json_to({"type": "send", "text": "Talk"})
    head = [await second.receive_json_from(timeout=10) for _ in range(3)]
    late = await connect(conversation)  # joins mid-run: asks for a replay after what it has not seen
    await late.send_json_to({"type": "subscribe", "run": head[0]["run"], "after": 0})
    seen_first, seen_second, seen_late = await receive_run(first), head + await receive_run(second), \
        await receive_run(late)
    log = await stored(head[0]["run"])
    assert seen_first == seen_second == seen_late == log
    for socket in (first, second, late):
        await socket.disconnect()


async def test_resubscribing_after_a_cursor_loses_and_duplicates_nothing(llm_server, setup):
    conversation = await setup()
    llm_server.script("scripted", llm.text("chunk " * 100, chunk_size=3, chunk_delay=0.01))
    socket = await connect(conversation)
    await socket.send_json_to({"type": "send", "text": "Go"})
    before = [await socket.receive_json_from(timeout=10) for _ in range(4)]
    await socket.disconnect()  # a dropped connection mid-run
    again = await connect(conversation)
    await again.send_json_to({"type": "subscribe", "run": before[0]["run"], "after": before[-1]["seq"]})
    after = await receive_run(again)
    assert before + after == await stored(before[0]["run"])
    await again.disconnect()


async def test_cancel_from_a_second_client_stops_the_run(llm_server, setup):
    conversation = await setup()
    llm_server.script("scripted", llm.text("partial " * 400, chunk_size=4, chunk_delay=0.02))
    starter, stopper = await connect(conversation), await connect(conversation)
    await starter.send_json_to({"type": "send", "text": "Write a lot"})
    run_id = (await stopper.receive_json_from(timeout=10))["run"]
    await stopper.send_json_to({"type": "cancel", "run": run_id})
    events = await receive_run(starter)
    assert events[-1]["data"]["status"] == "cancelled"
    run = await Run.objects.aget(pk=run_id)
    assert run.status == "cancelled"
    for socket in (starter, stopper):
        await socket.disconnect()


async def test_an_answer_over_the_socket_resumes_the_thread(llm_server, setup):
    conversation = await setup()
    llm_server.script("scripted", llm.tool_calls(llm.call("ask_user", {"question": "Which table?",
                                                                       "options": ["orders", "sales"]})),
                      llm.text("Using sales."))
    socket = await connect(conversation)
    await socket.send_json_to({"type": "send", "text": "Sum it"})
    first = await receive_run(socket)
    question = next(e for e in first if e["type"] == "ask_user")
    assert first[-1]["data"]["status"] == "interrupted"
    await socket.send_json_to({"type": "ask_user_response", "interrupt_id": question["data"]["interrupt_id"],
                               "answer": "sales"})
    resumed = await receive_run(socket)
    assert resumed[0]["run"] != first[0]["run"] and resumed[-1]["data"]["status"] == "success"
    assert "Using sales." in "".join(e["data"]["delta"] for e in resumed if e["type"] == "message")
    await socket.send_json_to({"type": "ask_user_response", "interrupt_id": question["data"]["interrupt_id"],
                               "answer": "orders"})
    late = await socket.receive_json_from(timeout=10)
    assert (late["type"], late["code"], late["request"]) == ("error", "INTERRUPT_EXPIRED", "ask_user_response")
    await socket.disconnect()


@pytest.mark.parametrize("message, code", [
    ("not json", "INVALID_ARGUMENTS"),
    ("[1, 2]", "INVALID_ARGUMENTS"),
    (json.dumps({"type": "dance"}), "INVALID_ARGUMENTS"),
    (json.dumps({"type": "send"}), "INVALID_ARGUMENTS"),
    (json.dumps({"type": "send", "text": "hi", "mode": "yolo"}), "INVALID_ARGUMENTS"),
    (json.dumps({"type": "subscribe", "run": "nope"}), "INVALID_ARGUMENTS"),
    (json.dumps({"type": "subscribe", "run": "7b0c7d3e-58a8-4d57-9d43-5b6d3f0d2a11", "after": -1}),
     "INVALID_ARGUMENTS"),
    (json.dumps({"type": "subscribe", "run": "7b0c7d3e-58a8-4d57-9d43-5b6d3f0d2a11"}), "NOT_FOUND"),
    (json.dumps({"type": "cancel", "run": "7b0c7d3e-58a8-4d57-9d43-5b6d3f0d2a11"}), "NOT_FOUND"),
    (json.dumps({"type": "ask_user_response", "interrupt_id": "7b0c7d3e-58a8-4d57-9d43-5b6d3f0d2a11",
                 "answer": "x"}), "NOT_FOUND"),
    ("x" * 70_000, "INVALID_ARGUMENTS"),
    ("[" * 32_000 + "]" * 32_000, "INVALID_ARGUMENTS"),  # the decoder's RecursionError closed the socket
    ('{"type": "send", "text": "hi", "mentions": ' + "[" * 500 + "]" * 500 + "}", "INVALID_ARGUMENTS"),
])
async def test_bad_messages_get_an_error_code_and_the_socket_stays_open(llm_server, setup, message, code):
    conversation = await setup()
    socket = await connect(conversation)
    await socket.send_to(text_data=message)
    error = await socket.receive_json_from(timeout=10)
    assert error["type"] == "error" and error["code"] == code and error["detail"]
    llm_server.script("scripted", llm.text("still here"))
    await socket.send_json_to({"type": "send", "text": "Are you there?"})
    assert (await receive_run(socket))[-1]["data"]["status"] == "success"
    await socket.disconnect()


async def test_binary_frames_and_a_busy_thread_are_refused_clearly(llm_server, setup):
    conversation = await setup()
    llm_server.script("scripted", llm.text("slow " * 100, chunk_size=1, chunk_delay=0.01))
    socket = await connect(conversation)
    await socket.send_to(bytes_data=b"\x00\x01")
    assert (await socket.receive_json_from(timeout=10))["code"] == "INVALID_ARGUMENTS"
    await socket.send_json_to({"type": "send", "text": "One"})
    started = await socket.receive_json_from(timeout=10)
    await socket.send_json_to({"type": "send", "text": "Two"})
    events = await receive_run(socket)
    busy = [e for e in events if e.get("type") == "error" and e.get("code") == "THREAD_BUSY"]
    assert busy and busy[0]["request"] == "send"
    assert [e for e in events if "seq" in e] == (await stored(started["run"]))[1:]
    await socket.disconnect()


async def test_strangers_and_anonymous_sockets_are_refused(llm_server, setup):
    conversation = await setup()
    other_user = await sync_to_async(UserFactory)(username="eve")
    for user, code, close_code in ((other_user, "NOT_FOUND", 4404), (None, "NOT_AUTHENTICATED", 4401)):
        from django.contrib.auth.models import AnonymousUser

        socket = WebsocketCommunicator(APP, f"/ws/conversations/{conversation.pk}/")
        socket.scope["user"] = user or AnonymousUser()
        assert (await socket.connect())[0]
        error = await socket.receive_json_from(timeout=5)
        assert (error["type"], error["code"]) == ("error", code)
        assert (await socket.receive_output(timeout=5)) == {"type": "websocket.close", "code": close_code}


async def test_runs_of_another_conversation_cannot_be_followed_or_cancelled(llm_server, setup):
    conversation = await setup()
    sibling = await sync_to_async(ConversationFactory)(owner=conversation.owner, workspace=conversation.workspace)
    llm_server.script("scripted", llm.text("mine"))
    socket = await connect(conversation)
    await socket.send_json_to({"type": "send", "text": "Hi"})
    run_id = (await receive_run(socket))[0]["run"]
    other = await connect(sibling)
    for message in ({"type": "subscribe", "run": run_id}, {"type": "cancel", "run": run_id}):
        await other.send_json_to(message)
        assert (await other.receive_json_from(timeout=5))["code"] == "NOT_FOUND"
    for each in (socket, other):
        await each.disconnect()
