"""ask_user interrupts, resume runs, cancel, one active run per thread, replay of a finished run — over REST."""

import json
import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from agents.models import Conversation, Interrupt, Run
from agents.services import interrupts_resume_expired, turn_start
from lantide.errors import ApplicationError
from tests import llm_server as llm
from tests.agents.runtime.probe_tools import probe_tools  # noqa: F401
from tests.conftest import token_client
from tests.factories import UserFactory
from tests.runtime_helpers import conversation_on, events_of, scripted_profile, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)

ASK = llm.tool_calls(llm.call("ask_user", {"question": "Which region?", "options": ["North", "South"]}))


@pytest.fixture
def profile(llm_server):
    return scripted_profile(llm_server)


@pytest.fixture
def conversation(profile):
    return conversation_on(profile)


@pytest.fixture
def api(conversation):
    return token_client(conversation.owner)


def start(api, conversation, text="Show revenue", **payload) -> dict:
    response = api.post(f"/api_v1/conversations/{conversation.pk}/messages", {"text": text, **payload}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()["run"]


def test_ask_user_interrupts_and_the_answer_resumes_the_run(llm_server, conversation, api):
    llm_server.script("scripted", ASK, llm.text("North had the most revenue."))
    run = wait_for_run(start(api, conversation)["id"])
    assert run.status == "interrupted"
    ask = events_of(run, "ask_user")[0]["data"]
    assert (ask["question"], ask["options"]) == ("Which region?", ["North", "South"])
    assert events_of(run, "run_completed")[0]["data"]["status"] == "interrupted"
    response = api.post("/api_v1/ask_user_response", {"interrupt_id": ask["interrupt_id"], "answer": "North"},
                        format="json")
    assert response.status_code == 201
    resumed = wait_for_run(response.json()["run"]["id"])
    assert resumed.status == "success" and resumed.resumed_from_id is not None
    started = events_of(resumed, "run_started")[0]["data"]
    assert (started["resumed_from_run"], started["resumed_with"]) == (str(run.pk), "answer")
    assert events_of(run, "run_started")[0]["data"]["resumed_with"] is None
    tool_message = llm_server.requests_for("scripted")[1]["messages"][-1]
    assert tool_message["role"] == "tool" and json.loads(tool_message["content"]) == {"answer": "North"}
    assert Interrupt.objects.get(pk=ask["interrupt_id"]).status == "answered"


def test_a_second_answer_is_refused_and_never_runs_twice(llm_server, conversation, api):
    llm_server.script("scripted", ASK, llm.text("ok"))
    run = wait_for_run(start(api, conversation)["id"])
    interrupt_id = events_of(run, "ask_user")[0]["data"]["interrupt_id"]
    first = api.post("/api_v1/ask_user_response", {"interrupt_id": interrupt_id, "answer": "North"}, format="json")
    second = api.post("/api_v1/ask_user_response", {"interrupt_id": interrupt_id, "answer": "South"}, format="json")
    assert first.status_code == 201
    assert (second.status_code, second.json()["code"]) == (409, "INTERRUPT_EXPIRED")
    wait_for_run(first.json()["run"]["id"])
    assert Run.objects.filter(resumed_from_id=interrupt_id).count() == 1


def test_an_expired_question_resumes_with_a_timeout_observation(llm_server, conversation, api):
    llm_server.script("scripted", ASK, llm.text("I stopped waiting; here is what I have."))
    run = wait_for_run(start(api, conversation)["id"])
    interrupt = Interrupt.objects.get(run=run)
    Interrupt.objects.filter(pk=interrupt.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    late = api.post("/api_v1/ask_user_response", {"interrupt_id": str(interrupt.pk), "answer": "North"}, format="json")
    assert (late.status_code, late.json()["code"]) == (409, "INTERRUPT_EXPIRED")
    resumed = wait_for_run(Run.objects.get(resumed_from=interrupt).pk)
    assert resumed.status == "success"
    observation = json.loads(llm_server.requests_for("scripted")[1]["messages"][-1]["content"])
    assert observation["timed_out"] is True and observation["answer"] is None
    assert events_of(resumed, "run_started")[0]["data"]["resumed_with"] == "timeout"


def test_the_sweeper_resumes_expired_questions_once(llm_server, conversation, api):
    llm_server.script("scripted", ASK, llm.text("Wrapped up."))
    run = wait_for_run(start(api, conversation)["id"])
    Interrupt.objects.filter(run=run).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert interrupts_resume_expired() == 1
    assert interrupts_resume_expired() == 0
    assert wait_for_run(Run.objects.get(resumed_from__run=run).pk).status == "success"


def test_a_new_message_instead_of_an_answer_closes_the_question(llm_server, conversation, api):
    llm_server.script("scripted", ASK, llm.text("Answering the new question."))
    run = wait_for_run(start(api, conversation)["id"])
    interrupt = Interrupt.objects.get(run=run)
    wait_for_run(start(api, conversation, text="Never mind, count the orders")["id"])
    messages = llm_server.requests_for("scripted")[1]["messages"]
    assert json.loads(messages[-2]["content"])["skipped"] is True and messages[-1]["role"] == "user"
    interrupt.refresh_from_db()
    assert interrupt.status == "expired"
    late = api.post("/api_v1/ask_user_response", {"interrupt_id": str(interrupt.pk), "answer": "North"},
                    format="json")
    assert late.json()["code"] == "INTERRUPT_EXPIRED"


@pytest.mark.parametrize(("answer", "expect_reset"), [("Continue exploring", True), ("Stop for now", False)])
def test_exploration_budget_continuation_protocol(llm_server, conversation, api, probe_tools, settings, answer,
                                                   expect_reset):
    settings.LANTIDE_EXPLORATION_CAP = 1
    budget_question = llm.call("ask_user", {"question": "[[EXPLORATION_BUDGET]] Keep going?",
                                            "options": ["Continue exploring", "Stop for now"]})
    llm_server.script("scripted", llm.tool_calls(llm.call("probe_table", {"table": "a"}),
                                                 llm.call("probe_table", {"table": "b"})),
                      llm.tool_calls(budget_question),
                      llm.tool_calls(llm.call("probe_table", {"table": "c"})), llm.text("Findings."))
    run = wait_for_run(start(api, conversation)["id"])
    interrupt_id = events_of(run, "ask_user")[0]["data"]["interrupt_id"]
    bad = api.post("/api_v1/ask_user_response", {"interrupt_id": interrupt_id, "answer": "Maybe"}, format="json")
    assert bad.json()["code"] == "INVALID_ARGUMENTS"
    response = api.post("/api_v1/ask_user_response", {"interrupt_id": interrupt_id, "answer": answer},
                        format="json")
    resumed = wait_for_run(response.json()["run"]["id"])
    observation = json.loads(llm_server.requests_for("scripted")[2]["messages"][-1]["content"])
    assert observation["answer"] == answer
    assert ("instruction" in observation) is (not expect_reset)
    probe_c = [e["data"] for e in events_of(resumed, "tool_result")][0]
    assert probe_c["ok"] is expect_reset


def test_one_active_run_per_thread(llm_server, conversation, api):
    llm_server.script("scripted", llm.text("slow " * 20, chunk_delay=0.05))
    first = start(api, conversation)
    busy = api.post(f"/api_v1/conversations/{conversation.pk}/messages", {"text": "again"}, format="json")
    assert (busy.status_code, busy.json()["code"]) == (409, "THREAD_BUSY")
    wait_for_run(first["id"])


@pytest.mark.skipif(connection.vendor != "postgresql", reason="real write concurrency needs PostgreSQL")
def test_racing_starts_never_both_run(llm_server, profile):
    conversation = conversation_on(profile)
    llm_server.script_default("scripted", lambda body: llm.text("ok", chunk_delay=0.01))
    barrier, outcomes = threading.Barrier(8), []

    def racer():
        barrier.wait()
        try:
            outcomes.append(turn_start(user=conversation.owner, conversation=conversation, text="go").pk)
        except ApplicationError as error:
            outcomes.append(error.code)
        finally:
            connection.close()

    threads = [threading.Thread(target=racer) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    started = [o for o in outcomes if o != "THREAD_BUSY"]
    assert len(started) == 1 and outcomes.count("THREAD_BUSY") == 7
    wait_for_run(started[0])


def test_cancel_stops_the_run_and_keeps_the_partial_answer(llm_server, conversation, api):
    llm_server.script("scripted", llm.text("partial " * 200, chunk_size=8, chunk_delay=0.02))
    run_id = start(api, conversation)["id"]
    wait_for_run(run_id, statuses={"running"})
    deadline = timezone.now() + timedelta(seconds=5)
    while not events_of(Run.objects.get(pk=run_id), "message") and timezone.now() < deadline:
        threading.Event().wait(0.02)
    assert api.post(f"/api_v1/runs/{run_id}/cancel").status_code == 202
    run = wait_for_run(run_id)
    assert run.status == "cancelled"
    kept = conversation.messages.get(role="assistant")
    assert kept.content.startswith("partial") and kept.data["partial"] is True
    assert len(kept.content) < len("partial " * 200)
    assert events_of(run, "run_completed")[0]["data"]["status"] == "cancelled"


def test_agent_execution_returns_steps_for_replay(llm_server, conversation, api):
    llm_server.script("scripted", llm.tool_calls(llm.call("list_projects", {}), reasoning="Check projects."),
                      llm.text("None yet."))
    run = wait_for_run(start(api, conversation)["id"])
    body = api.get(f"/api_v1/agent-executions/{run.pk}").json()
    assert body["status"] == "success" and body["answer"] == "None yet."
    assert [s["iteration"] for s in body["steps"]] == [1, 2]
    assert body["steps"][0]["thought"] == "Check projects."
    assert body["steps"][0]["actions"][0]["tool"] == "list_projects"
    assert body["children"] == []


def test_run_endpoints_are_scoped_to_the_owner(llm_server, conversation, api):
    llm_server.script("scripted", ASK)
    run = wait_for_run(start(api, conversation)["id"])
    interrupt_id = events_of(run, "ask_user")[0]["data"]["interrupt_id"]
    intruder = token_client(UserFactory(username="mallory"))
    for method, url, payload in [
        ("get", f"/api_v1/runs/{run.pk}", None), ("post", f"/api_v1/runs/{run.pk}/cancel", None),
        ("get", f"/api_v1/agent-executions/{run.pk}", None),
        ("get", f"/api_v1/conversations/{conversation.pk}/messages", None),
        ("post", f"/api_v1/conversations/{conversation.pk}/messages", {"text": "hi"}),
        ("post", "/api_v1/ask_user_response", {"interrupt_id": interrupt_id, "answer": "North"}),
        ("get", f"/api_v1/conversations/{conversation.pk}/checkpoints", None),
        ("post", f"/api_v1/conversations/{conversation.pk}/fork", {}),
    ]:
        response = getattr(intruder, method)(url, payload, format="json") if payload is not None \
            else getattr(intruder, method)(url)
        assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND"), url
    assert Interrupt.objects.get(pk=interrupt_id).status == "pending"


@pytest.mark.parametrize("payload", [{}, {"text": ""}, {"text": "   "}, {"text": "hi", "mode": "shout"},
                                     {"text": "x" * 20_001}])
def test_bad_turn_input_is_refused_and_starts_nothing(conversation, api, payload):
    response = api.post(f"/api_v1/conversations/{conversation.pk}/messages", payload, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert not Run.objects.exists() and not conversation.messages.exists()


def test_fork_from_a_checkpoint_starts_a_thread_from_that_state(llm_server, conversation, api):
    llm_server.script("scripted", llm.text("First."), llm.text("Second."), llm.text("Forked answer."))
    wait_for_run(start(api, conversation, text="one")["id"])
    wait_for_run(start(api, conversation, text="two")["id"])
    checkpoints = api.get(f"/api_v1/conversations/{conversation.pk}/checkpoints").json()["results"]
    response = api.post(f"/api_v1/conversations/{conversation.pk}/fork", {"checkpoint": checkpoints[0]["id"]},
                        format="json")
    assert response.status_code == 201
    fork = response.json()
    assert fork["forked_from"] == str(conversation.pk)
    transcript = api.get(f"/api_v1/conversations/{fork['id']}/messages").json()["results"]
    assert [m["content"] for m in transcript] == ["one", "First."]

    wait_for_run(start(api, Conversation.objects.get(pk=fork["id"]), text="three")["id"])
    forked_request = llm_server.requests_for("scripted")[-1]["messages"]
    assert [m.get("content") for m in forked_request[1:]] == ["one", "First.", "three"]
