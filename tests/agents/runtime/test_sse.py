"""SSE over a real daphne socket: live equals replay event for event, cursors, heartbeats, refusals."""

import httpx
import pytest

from agents.models import Run
from agents.runtime.subscription import stored_events
from agents.services import run_cancel
from tests import llm_server as llm
from tests.factories import UserFactory, token_header
from tests.runtime_helpers import conversation_on, scripted_profile, wait_for_run
from tests.servers import DaphneProcess

pytestmark = pytest.mark.django_db(transaction=True)


def read_sse(response) -> tuple[list[dict], list[str]]:
    """(events, comments) of an SSE stream, until run_completed or the stream ends."""
    import json

    events, comments, frame = [], [], {}
    for line in response.iter_lines():
        if line.startswith(":"):
            comments.append(line)
        elif line.startswith("data:"):
            frame["data"] = json.loads(line[5:].strip())
        elif line.startswith(("id:", "event:")):
            key, _, value = line.partition(":")
            frame[key] = value.strip()
        elif line == "" and frame:
            assert frame["id"] == frame["data"]["id"] and frame["event"] == frame["data"]["type"]
            events.append(frame["data"])
            frame = {}
            if events[-1]["type"] == "run_completed":
                break
    return events, comments


@pytest.fixture
def setup(llm_server, daphne_server):
    profile = scripted_profile(llm_server)
    conversation = conversation_on(profile)
    client = httpx.Client(base_url=daphne_server.url, headers=token_header(conversation.owner), timeout=30)
    yield conversation, client
    client.close()


def start(client, conversation, text="Tell me") -> str:
    response = client.post(f"/api_v1/conversations/{conversation.pk}/messages", json={"text": text})
    assert response.status_code == 201, response.text
    return response.json()["run"]["id"]


def test_live_stream_equals_replay_and_the_log(llm_server, setup):
    conversation, client = setup
    llm_server.script("scripted", llm.tool_calls(llm.call("list_projects", {}), reasoning="Look first."),
                      llm.text("There are no projects. " * 10, chunk_size=3, chunk_delay=0.005))
    run_id = start(client, conversation)
    with client.stream("GET", f"/api_v1/runs/{run_id}/events") as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        live, _ = read_sse(response)
    with client.stream("GET", f"/api_v1/runs/{run_id}/events", params={"after": 0}) as response:
        replay, _ = read_sse(response)
    assert live == replay
    assert [e["seq"] for e in live] == list(range(1, len(live) + 1))
    assert live == stored_events(run_id, after=0)
    assert live[0]["type"] == "run_started" and live[-1]["data"]["status"] == "success"


def test_last_event_id_resumes_after_the_cursor(llm_server, setup):
    conversation, client = setup
    llm_server.script("scripted", llm.text("abc " * 50, chunk_size=2))
    run_id = start(client, conversation)
    wait_for_run(run_id)
    everything = stored_events(run_id, after=0)
    cursor = everything[2]["id"]
    with client.stream("GET", f"/api_v1/runs/{run_id}/events", headers={"Last-Event-ID": cursor}) as response:
        rest, _ = read_sse(response)
    assert rest == everything[3:]


def test_idle_streams_get_heartbeats(llm_server, transactional_db):
    server = DaphneProcess(extra_env={"LANTIDE_SSE_HEARTBEAT": "0.2"})
    try:
        profile = scripted_profile(llm_server)
        conversation = conversation_on(profile)
        llm_server.script("scripted", llm.text("late", first_token_delay=1.0))
        with httpx.Client(base_url=server.url, headers=token_header(conversation.owner), timeout=30) as client:
            run_id = start(client, conversation)
            with client.stream("GET", f"/api_v1/runs/{run_id}/events") as response:
                events, comments = read_sse(response)
        assert ": heartbeat" in comments
        assert events[-1]["type"] == "run_completed"
    finally:
        server.stop()


def test_refusals_are_clear(llm_server, setup, daphne_server):
    conversation, client = setup
    llm_server.script("scripted", llm.text("ok"))
    run_id = start(client, conversation)
    bad = client.get(f"/api_v1/runs/{run_id}/events", headers={"Last-Event-ID": "garbage"})
    assert (bad.status_code, bad.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert client.get(f"/api_v1/runs/{run_id}/events", params={"after": "-1"}).json()["code"] == "INVALID_ARGUMENTS"
    anonymous = httpx.get(f"{daphne_server.url}/api_v1/runs/{run_id}/events")
    assert (anonymous.status_code, anonymous.json()["code"]) == (401, "NOT_AUTHENTICATED")
    foreign = httpx.get(f"{daphne_server.url}/api_v1/runs/{run_id}/events",
                        headers=token_header(UserFactory(username="eve")))
    assert (foreign.status_code, foreign.json()["code"]) == (404, "NOT_FOUND")
    last = wait_for_run(run_id).last_seq
    # A cursor past the end of the log would wait for events that never come: refused, where it hung before.
    for beyond in ({"params": {"after": last + 1}}, {"headers": {"Last-Event-ID": f"{run_id}:{last + 5}"}}):
        refused = client.get(f"/api_v1/runs/{run_id}/events", **beyond)
        assert (refused.status_code, refused.json()["code"]) == (400, "INVALID_ARGUMENTS")
    # At the end of a finished run's log the stream ends at once: it once idled a heartbeat (15 s) before
    # looking, so a read allowed half that failed.
    at_the_end = {"params": {"after": last}, "timeout": httpx.Timeout(30, read=7.5)}
    with client.stream("GET", f"/api_v1/runs/{run_id}/events", **at_the_end) as response:
        nothing_left, _ = read_sse(response)
    assert nothing_left == []


def test_cancel_from_another_process_stops_the_run(llm_server, setup):
    conversation, client = setup
    llm_server.script("scripted", llm.text("partial " * 300, chunk_size=8, chunk_delay=0.02))
    run_id = start(client, conversation)
    wait_for_run(run_id, statuses={"running"})
    run_cancel(user=conversation.owner, run=Run.objects.get(pk=run_id))  # this process; the run is in daphne's
    run = wait_for_run(run_id)
    assert run.status == "cancelled"
    assert conversation.messages.get(role="assistant").data["partial"] is True
