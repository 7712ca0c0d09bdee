"""The role matrix inside the agent and on the conversation socket (ARCHITECTURE §8).

Every write tool of the registry (a new one is covered by being registered) is refused with PERMISSION_DENIED in
a viewer's real run and in the run of an editor demoted while it goes on; every socket message is served to a
viewer and refused to a removed member; and a removal reaches an open socket, an open SSE stream and the running
run at once.
"""

import json

import httpx
import pytest
from asgiref.sync import sync_to_async
from django.db import connection
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect as ws_connect

from agents.consumers import INBOUND
from agents.models import Conversation, Interrupt, Run
from agents.runtime.context import AgentState
from agents.runtime.subscription import stored_events
from agents.runtime.tools import REGISTRY
from agents.runtime.tools.registry import Safety
from lantide.models import ActorKind, AuditEvent
from reports.html_document import report_skeleton
from reports.models import Report
from tests import llm_server as llm
from tests.agents.runtime.test_sse import read_sse
from tests.agents.test_consumer import connect, receive_run, runs_on_this_loop  # noqa: F401
from tests.agents.test_consumer_daphne import session_cookie
from tests.factories import (
    ConversationFactory, InterruptFactory, MembershipFactory, ProjectFactory, RunFactory, UserFactory, token_header,
)
from tests.runtime_helpers import agent_mode_for, events_of, run_turn, scripted_profile
from workspaces.models import Membership

# The built-in agent's write tools (outside clients' own, bundle_apply, are held to roles in tests/agents/mcp).
WRITE_TOOLS = sorted(name for name, tool in REGISTRY.items() if tool.safety == Safety.WRITE and not tool.external_only)
SAMPLES = {"string": "Example", "integer": 1, "number": 1.0, "boolean": True, "array": [], "object": {}}


def sample_arguments(name: str) -> dict:
    """Arguments of the right types for every required parameter (the refusal comes before they matter)."""
    parameters = REGISTRY[name].parameters
    return {key: (parameters["properties"][key].get("enum") or [SAMPLES[parameters["properties"][key]["type"]]])[0]
            for key in parameters["required"]}


def member_conversation(profile, *, role: str, tool: str):
    """A conversation of a new member with `role` in a fresh workspace, in a state where `tool` is offered."""
    owner_side = ConversationFactory()
    member = UserFactory()
    MembershipFactory(workspace=owner_side.workspace, user=member, role=role)
    agent_mode_for(member)
    focused = AgentState.NO_PROJECT not in REGISTRY[tool].states
    return ConversationFactory(workspace=owner_side.workspace, owner=member, metadata={"llm_profile": profile.name},
                               project=ProjectFactory(workspace=owner_side.workspace) if focused else None)


def tab_for(conversation, tool: str) -> dict:
    """A tool of the html_report_active overlay is offered while the person has a contract report's tab open."""
    if REGISTRY[tool].states & {AgentState.NO_PROJECT, AgentState.PROJECT_FOCUSED}:
        return {}
    report = Report.objects.create(workspace=conversation.workspace, title="Tab", format="html",
                                   body=report_skeleton(title="Tab"))
    return {"report_id": report.pk}


def offered(request: dict) -> set[str]:
    return {t["function"]["name"] for t in request.get("tools") or []}


def agent_writes() -> int:
    """Every mutation audits; the agent's carry its kind."""
    return AuditEvent.objects.filter(actor_kind=ActorKind.AGENT).count()


def test_the_registry_has_write_tools_to_check():
    assert "create_project" in WRITE_TOOLS


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("tool", WRITE_TOOLS)
def test_a_viewers_run_is_offered_no_write_tool_and_one_called_is_refused(llm_server, tool):
    profile = scripted_profile(llm_server)
    viewer = member_conversation(profile, role="viewer", tool=tool)
    llm_server.script("scripted", llm.tool_calls(llm.call(tool, sample_arguments(tool))), llm.text("I could not."))
    writes = agent_writes()
    run = run_turn(viewer, "Change something", **tab_for(viewer, tool))
    assert tool not in offered(llm_server.requests_for("scripted")[0])
    refusal = events_of(run, "tool_result")[0]["data"]
    assert (refusal["name"], refusal["ok"], refusal["error_code"]) == (tool, False, "PERMISSION_DENIED")
    assert agent_writes() == writes

    editor = member_conversation(profile, role="editor", tool=tool)  # the same tool, where a role may write
    llm_server.script("scripted", llm.text("Nothing to do."))
    run_turn(editor, "Anything?", **tab_for(editor, tool))
    assert tool in offered(llm_server.requests_for("scripted")[-1])


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("tool", WRITE_TOOLS)
def test_an_editor_demoted_while_the_run_goes_on_writes_nothing_more(llm_server, tool):
    """The role resolved at the run's start offered the tool; the write authorizes when it runs, and is refused."""
    profile = scripted_profile(llm_server)
    editor = member_conversation(profile, role="editor", tool=tool)
    answers = iter([llm.tool_calls(llm.call(tool, sample_arguments(tool))), llm.text("I could not."),
                    llm.text("Still reading.")])

    def demote_then_answer(request):
        if tool in offered(request):  # the first request: the owner demotes the editor before the model answers
            Membership.objects.filter(workspace=editor.workspace, user=editor.owner).update(role="viewer")
            connection.close()
        return next(answers)

    llm_server.script_default("scripted", demote_then_answer)
    writes = agent_writes()
    run = run_turn(editor, "Change something", **tab_for(editor, tool))
    refusal = events_of(run, "tool_result")[0]["data"]
    assert (refusal["ok"], refusal["error_code"]) == (False, "PERMISSION_DENIED")
    assert agent_writes() == writes
    assert tool not in offered(llm_server.requests_for("scripted")[1])  # and it is no longer offered


@pytest.mark.django_db(transaction=True)
def test_a_run_of_someone_no_longer_a_member_does_not_start(llm_server):
    profile = scripted_profile(llm_server)
    conversation = member_conversation(profile, role="editor", tool="create_project")
    Membership.objects.filter(user=conversation.owner).delete()
    run = run_turn(conversation, "Anything?")
    assert (run.status, run.error_code) == ("error", "PERMISSION_DENIED")
    assert [e["type"] for e in events_of(run)] == ["error", "run_completed"]
    assert llm_server.requests_for("scripted") == []


# ------------------------------------------------------------------------------------------ the socket

ASK = llm.tool_calls(llm.call("ask_user", {"question": "Which region?", "options": ["North", "South"]}))
SOCKET_MESSAGES = ("send", "ask_user_response", "cancel", "subscribe")


def test_the_socket_table_names_every_inbound_message():
    assert set(SOCKET_MESSAGES) == set(INBOUND)


@pytest.fixture
def viewer_conversation(llm_server, runs_on_this_loop):  # noqa: F811
    async def make():
        await runs_on_this_loop()
        profile = await sync_to_async(scripted_profile)(llm_server)
        return await sync_to_async(member_conversation)(profile, role="viewer", tool="create_project")
    return make


async def viewer_send(socket, conversation, llm_server) -> str:
    llm_server.script("scripted", llm.text("Seven orders."))
    await socket.send_json_to({"type": "send", "text": "How many orders?"})
    events = await receive_run(socket)
    assert events[-1]["data"]["status"] == "success"
    return "success"


async def viewer_answer(socket, conversation, llm_server) -> str:
    llm_server.script("scripted", ASK, llm.text("North it is."))
    await socket.send_json_to({"type": "send", "text": "Revenue by region"})
    question = next(e for e in await receive_run(socket) if e["type"] == "ask_user")
    await socket.send_json_to({"type": "ask_user_response", "interrupt_id": question["data"]["interrupt_id"],
                               "answer": "North"})
    return (await receive_run(socket))[-1]["data"]["status"]


async def viewer_cancel(socket, conversation, llm_server) -> str:
    llm_server.script("scripted", llm.text("partial " * 400, chunk_size=4, chunk_delay=0.02))
    await socket.send_json_to({"type": "send", "text": "Write a lot"})
    run_id = (await socket.receive_json_from(timeout=10))["run"]
    await socket.send_json_to({"type": "cancel", "run": run_id})
    return (await receive_run(socket))[-1]["data"]["status"]


async def viewer_subscribe(socket, conversation, llm_server) -> str:
    llm_server.script("scripted", llm.text("Done."))
    await socket.send_json_to({"type": "send", "text": "Go"})
    run_id = (await receive_run(socket))[0]["run"]
    await socket.send_json_to({"type": "subscribe", "run": run_id, "after": 0})
    replay = await receive_run(socket)
    assert replay == await sync_to_async(stored_events)(run_id, after=0)
    return replay[-1]["data"]["status"]


VIEWER_MESSAGES = {"send": (viewer_send, "success"), "ask_user_response": (viewer_answer, "success"),
                   "cancel": (viewer_cancel, "cancelled"), "subscribe": (viewer_subscribe, "success")}


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
@pytest.mark.parametrize("message", SOCKET_MESSAGES)
async def test_a_viewer_is_served_every_socket_message(llm_server, viewer_conversation, message):
    conversation = await viewer_conversation()
    socket = await connect(conversation)
    exchange, status = VIEWER_MESSAGES[message]
    assert await exchange(socket, conversation, llm_server) == status
    await socket.disconnect()


def removed_members_things():
    """A removed editor's conversation with a finished run, a running one and a pending question; the socket was
    opened while they were a member, and the membership row then went (the broadcast that closes it missed)."""
    conversation = ConversationFactory()
    MembershipFactory(workspace=conversation.workspace, user=(member := UserFactory()), role="editor")
    conversation = ConversationFactory(workspace=conversation.workspace, owner=member)
    finished, running = RunFactory(thread=conversation), RunFactory(thread=conversation, status="running")
    question = InterruptFactory(run=RunFactory(thread=conversation, status="interrupted"))
    return conversation, {"send": {"text": "Still here?"},
                          "ask_user_response": {"interrupt_id": str(question.pk), "answer": "North"},
                          "cancel": {"run": str(running.pk)}, "subscribe": {"run": str(finished.pk), "after": 0}}


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
@pytest.mark.parametrize("message", SOCKET_MESSAGES)
async def test_a_removed_member_is_refused_every_socket_message(runs_on_this_loop, message):  # noqa: F811
    await runs_on_this_loop()
    conversation, bodies = await sync_to_async(removed_members_things)()
    socket = await connect(conversation)
    await Membership.objects.filter(user=conversation.owner).adelete()
    await socket.send_json_to({"type": message, **bodies[message]})
    refusal = await socket.receive_json_from(timeout=10)
    assert (refusal["type"], refusal["code"], refusal["request"]) == ("error", "NOT_FOUND", message)
    assert await Run.objects.filter(thread=conversation).acount() == 3  # nothing started
    assert await Run.objects.filter(thread=conversation, cancel_requested_at__isnull=False).acount() == 0
    assert await Interrupt.objects.filter(thread=conversation, status="pending").acount() == 1
    await socket.disconnect()


@pytest.mark.django_db(transaction=True)
def test_a_removal_closes_the_socket_ends_the_stream_and_stops_the_run_at_once(llm_server, daphne_server):
    """Over a real daphne: the removed editor's socket closes (4404), their SSE stream ends with the run cancelled,
    and every path refuses them afterwards, while their conversation stays."""
    profile = scripted_profile(llm_server)
    conversation = member_conversation(profile, role="editor", tool="create_project")
    owner = conversation.workspace.created_by
    llm_server.script("scripted", llm.text("word " * 400, chunk_size=2, chunk_delay=0.02))
    ws_url = daphne_server.url.replace("http://", "ws://") + f"/ws/conversations/{conversation.pk}/"
    member_http = httpx.Client(base_url=daphne_server.url, timeout=30,
                               headers=token_header(conversation.owner))
    owner_http = httpx.Client(base_url=daphne_server.url, timeout=30,
                              headers=token_header(owner))
    headers = {"Cookie": session_cookie(conversation.owner), "Origin": daphne_server.url}
    with ws_connect(ws_url, additional_headers=headers, open_timeout=10) as socket:
        socket.send(json.dumps({"type": "send", "text": "Write a lot"}))
        run_id = json.loads(socket.recv(timeout=20))["run"]
        with member_http.stream("GET", f"/api_v1/runs/{run_id}/events") as stream:
            removed = owner_http.delete(f"/api_v1/workspaces/{conversation.workspace_id}/members/{conversation.owner_id}/")
            assert removed.status_code == 204
            events, _ = read_sse(stream)
        assert events[-1]["data"]["status"] == "cancelled"
        frames = []
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                frames.append(json.loads(socket.recv(timeout=20)))
        assert closed.value.rcvd.code == 4404
        assert frames[-1]["code"] == "NOT_FOUND"
    assert member_http.get(f"/api_v1/runs/{run_id}").status_code == 404
    assert member_http.get(f"/api_v1/conversations/{conversation.pk}/").status_code == 404
    with ws_connect(ws_url, additional_headers=headers, open_timeout=10) as again:
        assert json.loads(again.recv(timeout=10))["code"] == "NOT_FOUND"
        with pytest.raises(ConnectionClosed) as refused:
            again.recv(timeout=10)
        assert refused.value.rcvd.code == 4404
    assert Run.objects.get(pk=run_id).status == "cancelled"
    assert Conversation.objects.filter(pk=conversation.pk).exists()
    member_http.close()
    owner_http.close()
