"""Sub-agents with the scripted LLM server: in process and in background, events in order, limits, bounds."""

import json
import time

import pytest

from agents.models import Run
from agents.runtime.executor import executor
from agents.selectors import run_detail
from agents.services import run_cancel, turn_start
from tests import llm_server as llm
from tests.factories import AgentFactory, ConversationFactory, RunFactory
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def scene(llm_server):
    conversation = conversation_on(scripted_profile(llm_server))
    scripted_profile(llm_server, name="child", model="child")
    researcher = AgentFactory(owner=conversation.owner, name="Researcher", preferred_model="child",
                              description="Finds facts.", system_prompt="You research.")
    return conversation, researcher


def delegate(**arguments):
    return llm.tool_calls(llm.call("delegate_to_agent", arguments))


def test_in_process_delegation_streams_the_child_into_the_parent(llm_server, scene):
    conversation, _ = scene
    llm_server.script("scripted", delegate(agent_name="researcher", task="Count the projects", thoroughness="quick"),
                      llm.text("The researcher found none."))
    llm_server.script("child", llm.tool_calls(llm.call("list_projects", {}), reasoning="Look."),
                      llm.text("There are no projects."))
    parent = run_turn(conversation, "Ask the researcher")
    assert parent.status == "success"
    kinds = [e["type"] for e in events_of(parent) if e["type"].startswith(("subagent", "tool_"))]
    assert kinds == ["tool_call", "subagent_started", "subagent_iteration_step", "subagent_iteration_step",
                     "subagent_completed", "tool_result"]
    started, first_step, _, completed = [e["data"] for e in events_of(parent, "subagent_started",
                                                                       "subagent_iteration_step",
                                                                       "subagent_completed")]
    child = Run.objects.get(parent_run=parent)
    assert started == {"child_run": str(child.pk), "agent_name": "Researcher", "task": "Count the projects",
                       "thoroughness": "quick", "max_iterations": 5, "background": False}
    assert first_step["actions"][0]["tool"] == "list_projects"
    assert completed["status"] == "success" and completed["answer"] == "There are no projects."
    assert child.subagent_config == {"agent_name": "Researcher", "thoroughness": "quick", "max_iterations": 5,
                                     "background": False}
    result = events_of(parent, "tool_result")[0]["data"]
    assert result["ok"] and result["result"]["answer"] == "There are no projects."
    child_request = llm_server.requests_for("child")[0]
    assert child_request["messages"][-1] == {"role": "user", "content": "Count the projects"}
    assert "ask_user" not in {t["function"]["name"] for t in child_request["tools"]}
    assert "Researcher: Finds facts." in llm_server.requests_for("scripted")[0]["messages"][0]["content"]
    detail = run_detail(run=parent)
    assert [c["id"] for c in detail["children"]] == [child.pk] and detail["children"][0]["steps"]
    assert detail["children"][0]["subagent_config"]["agent_name"] == "Researcher"
    assert detail["children"][0]["answer"] == "There are no projects."


def test_background_delegation_hands_back_a_handle_and_the_answer_later(llm_server, scene):
    conversation, _ = scene

    def parent_turns(body):
        last = body["messages"][-1]
        if last["role"] == "tool" and '"background": true' in last["content"]:
            child_run = json.loads(last["content"])["child_run"]
            return llm.tool_calls(llm.call("subagent_result", {"child_run": child_run, "wait_seconds": 20}))
        return llm.text("Done: " + json.loads(last["content"]).get("answer", "?"))

    llm_server.script("scripted", delegate(agent_name="Researcher", task="Summarize", background=True))
    llm_server.script_default("scripted", parent_turns)
    llm_server.script("child", llm.text("A summary.", first_token_delay=0.3))
    parent = run_turn(conversation, "Summarize in the background")
    assert parent.status == "success", parent.error
    started = events_of(parent, "subagent_started")[0]["data"]
    assert started["background"] is True
    handle = events_of(parent, "tool_result")[0]["data"]["result"]
    assert handle["status"] == "running" and handle["child_run"] == started["child_run"]
    completed = events_of(parent, "subagent_completed")[0]["data"]
    assert completed["answer"] == "A summary." and completed["child_run"] == started["child_run"]
    assert conversation.messages.get(role="assistant").content == "Done: A summary."


def test_a_child_cannot_delegate_beyond_depth_two(llm_server, scene):
    conversation, _ = scene
    for name in ("Second", "Third"):
        AgentFactory(owner=conversation.owner, name=name, preferred_model="child")
    llm_server.script("scripted", delegate(agent_name="Researcher", task="Go deep"), llm.text("ok"))
    llm_server.script("child", delegate(agent_name="Second", task="Deeper"), delegate(agent_name="Third", task="Deepest"),
                      llm.text("Second stops here."), llm.text("Researcher is done."))
    parent = run_turn(conversation, "Go")
    first = Run.objects.get(parent_run=parent)
    second = Run.objects.get(parent_run=first)
    assert not Run.objects.filter(parent_run=second).exists()
    refused = events_of(second, "tool_result")[0]["data"]
    assert refused["ok"] is False and refused["error_code"] == "DELEGATION_LIMIT"
    assert "depth of 2" in refused["result"]["message"]
    assert [r.status for r in (parent, first, second)] == ["success", "success", "success"]


def test_concurrent_children_per_user_are_capped_across_the_database(llm_server, scene, settings):
    conversation, _ = scene
    settings.LANTIDE_SUBAGENT_MAX_CONCURRENT = 1
    elsewhere = ConversationFactory(owner=conversation.owner, workspace=conversation.workspace)
    busy_parent = RunFactory(thread=elsewhere, status="success", query="x")
    Run.objects.create(thread=elsewhere, parent_run=busy_parent, status="running", query="still going")
    llm_server.script("scripted", delegate(agent_name="Researcher", task="One more"), llm.text("Fine, myself."))
    parent = run_turn(conversation, "Delegate")
    refused = events_of(parent, "tool_result")[0]["data"]
    assert refused["error_code"] == "DELEGATION_LIMIT" and "limit is 1" in refused["result"]["message"]
    assert not Run.objects.filter(parent_run=parent).exists()


def test_unknown_agents_and_bad_thoroughness_are_refused_as_data(llm_server, scene):
    conversation, _ = scene
    llm_server.script("scripted", llm.tool_calls(llm.call("delegate_to_agent", {"agent_name": "Nobody", "task": "x"},
                                                          id="a"),
                                                 llm.call("delegate_to_agent", {"agent_name": "Researcher", "task": "x",
                                                                                "thoroughness": "extreme"}, id="b")),
                      llm.text("I'll do it."))
    parent = run_turn(conversation, "Delegate badly")
    unknown, bad = [e["data"] for e in events_of(parent, "tool_result")]
    assert unknown["error_code"] == "NOT_FOUND" and "Researcher" in unknown["result"]["message"]
    assert bad["error_code"] == "INVALID_ARGUMENTS"
    assert parent.status == "success"


def test_child_output_is_bounded_before_it_reaches_the_parent(llm_server, scene, settings):
    conversation, _ = scene
    settings.LANTIDE_SUBAGENT_OUTPUT_CHARS = 40
    llm_server.script("scripted", delegate(agent_name="Researcher", task="Write a lot"), llm.text("ok"))
    llm_server.script("child", llm.text("word " * 100))
    parent = run_turn(conversation, "Go")
    answer = events_of(parent, "tool_result")[0]["data"]["result"]["answer"]
    assert answer.startswith("word word") and answer.endswith("[cut at 40 characters]") and len(answer) < 80
    assert Run.objects.get(parent_run=parent).answer == "word " * 100


def test_the_chat_completion_path_streams_without_tools_and_mixes_in_mentioned_prompts(llm_server, scene):
    conversation, researcher = scene
    llm_server.script("scripted", llm.text("Plain answer.", chunk_size=3))
    run = run_turn(conversation, "Hello @Researcher", route="quest_processor", route_rule="default_chat",
                   mentions=[researcher.pk])
    assert run.status == "success"
    types = [e["type"] for e in events_of(run)]
    assert types[0] == "run_started" and types[-1] == "run_completed"
    assert set(types) <= {"run_started", "message", "usage", "run_completed"}
    assert events_of(run, "run_started")[0]["data"]["route"] == "quest_processor"
    body = llm_server.requests_for("scripted")[0]
    assert "tools" not in body or not body["tools"]
    assert "You research." in body["messages"][0]["content"]
    assert conversation.messages.get(role="assistant").content == "Plain answer."


def test_cancelling_the_parent_stops_its_foreground_child_and_the_child_is_tracked(llm_server, scene):
    conversation, _ = scene
    llm_server.script("scripted", delegate(agent_name="Researcher", task="Write slowly"), llm.text("never"))
    llm_server.script("child", llm.text("slow " * 400, chunk_size=2, chunk_delay=0.02))
    parent = turn_start(user=conversation.owner, conversation=conversation, text="Go")
    deadline = time.monotonic() + 20
    while not Run.objects.filter(parent_run=parent, status="running").exists():
        assert time.monotonic() < deadline, "the child never started"
        time.sleep(0.02)
    child = Run.objects.get(parent_run=parent)
    assert executor.is_local(child.pk), "a foreground child is tracked by the executor (heartbeats, cancel by id)"
    run_cancel(user=conversation.owner, run=Run.objects.get(pk=parent.pk))
    assert wait_for_run(parent.pk).status == "cancelled"
    assert wait_for_run(child.pk).status == "cancelled"
