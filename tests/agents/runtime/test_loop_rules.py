"""Every rule of ARCHITECTURE §4.3, each with a test that fails if the rule breaks."""

import json

import pytest

from agents.models import Interrupt
from agents.runtime.tool_execution import parse_call
from tests import llm_server as llm
from tests.agents.runtime.probe_tools import probe_tools  # noqa: F401
from tests.factories import AgentFactory, ConversationFactory, MembershipFactory, ProjectFactory, UserFactory
from tests.runtime_helpers import (
    agent_mode_for,
    conversation_on,
    event_types,
    events_of,
    run_turn,
    scripted_profile,
)
from workspaces.models import Project

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def profile(llm_server):
    return scripted_profile(llm_server)


def offered_tools(request: dict) -> set[str]:
    return {t["function"]["name"] for t in request.get("tools") or []}


def tool_results(run) -> list[dict]:
    return [e["data"] for e in events_of(run, "tool_result")]


def test_parallel_tool_calls_run_and_report_in_order(llm_server, profile, probe_tools):
    llm_server.script("scripted", llm.tool_calls(llm.call("probe_table", {"table": "a"}),
                                                 llm.call("probe_table", {"table": "b"}),
                                                 llm.call("list_projects", {})),
                      llm.text("Done."))
    run = run_turn(conversation_on(profile), "Look at a and b")
    calls = [e["data"]["name"] for e in events_of(run, "tool_call")]
    assert calls == ["probe_table", "probe_table", "list_projects"]
    results = tool_results(run)
    assert [(r["name"], r["ok"]) for r in results] == [("probe_table", True), ("probe_table", True),
                                                        ("list_projects", True)]
    assert results[1]["result"] == {"table": "b", "rows": 3}
    step = events_of(run, "iteration_step")[0]["data"]
    assert [a["tool"] for a in step["actions"]] == ["probe_table", "probe_table", "list_projects"]
    tool_messages = [m for m in llm_server.requests_for("scripted")[1]["messages"] if m["role"] == "tool"]
    assert len(tool_messages) == 3 and json.loads(tool_messages[0]["content"]) == {"table": "a", "rows": 3}


def test_focus_project_changes_state_prompt_and_tools_within_the_turn(llm_server, profile, probe_tools):
    conversation = conversation_on(profile)
    project = ProjectFactory(workspace=conversation.workspace, name="Churn study")
    llm_server.script("scripted", llm.tool_calls(llm.call("focus_project", {"project_id": project.pk})),
                      llm.text("Focused."))
    run = run_turn(conversation, "Work on the churn study")
    assert events_of(run, "state_change")[0]["data"] == {"from": "NoProject", "to": "ProjectFocused"}
    first, second = llm_server.requests_for("scripted")
    assert "create_project" in offered_tools(first) and "focused_only" not in offered_tools(first)
    assert "create_project" not in offered_tools(second) and "focused_only" in offered_tools(second)
    assert "no project is focused" in first["messages"][0]["content"]
    assert "Churn study" in second["messages"][0]["content"]
    commands = events_of(run, "ui_command")
    assert commands[0]["data"]["command"] == "focus_project"
    conversation.refresh_from_db()
    assert conversation.project_id == project.pk


def test_max_iterations_ends_with_iteration_limit_and_a_final_answer(llm_server, profile, probe_tools):
    agent = AgentFactory(max_iterations={"quick": 2}, default_thoroughness="quick")
    llm_server.script("scripted", llm.tool_calls(llm.call("probe_table", {"table": "a"})),
                      llm.tool_calls(llm.call("probe_table", {"table": "b"})),
                      llm.text("Best effort: tables a and b have 3 rows."))
    conversation = conversation_on(profile)
    run = run_turn(conversation, "Explore everything", agent=agent, max_iterations=2)
    assert run.status == "iteration_limit"
    assert events_of(run, "iteration_limit")[0]["data"] == {"limit": 2}
    last_request = llm_server.requests_for("scripted")[-1]
    assert not last_request.get("tools")
    assert "iteration limit" in last_request["messages"][-1]["content"]
    assert events_of(run, "run_completed")[0]["data"]["status"] == "iteration_limit"
    assert conversation.messages.filter(role="assistant").get().content.startswith("Best effort")


def test_exploration_budget_skips_past_the_cap_and_demands_the_question(llm_server, profile, probe_tools, settings):
    settings.LANTIDE_EXPLORATION_CAP = 2
    llm_server.script("scripted",
                      llm.tool_calls(*[llm.call("probe_table", {"table": t}) for t in "abc"]),
                      llm.tool_calls(llm.call("list_projects", {})),
                      llm.tool_calls(llm.call("ask_user", {
                          "question": "[[EXPLORATION_BUDGET]] I looked at 2 tables. Go on?",
                          "options": ["Continue exploring", "Stop for now"]})))
    run = run_turn(conversation_on(profile), "Explore")
    results = tool_results(run)
    assert [r["ok"] for r in results[:3]] == [True, True, False]
    assert results[2]["error_code"] == "EXPLORATION_BUDGET_REACHED"
    assert "[[EXPLORATION_BUDGET]]" in results[2]["result"]["message"]
    assert results[3]["name"] == "list_projects" and results[3]["error_code"] == "EXPLORATION_BUDGET_REACHED"
    assert run.status == "interrupted"
    interrupt = Interrupt.objects.get(run=run)
    assert interrupt.payload["exploration_budget"] is True
    assert events_of(run, "ask_user")[0]["data"]["options"] == ["Continue exploring", "Stop for now"]


def test_ask_mode_hides_write_tools_and_refuses_them(llm_server, profile):
    llm_server.script("scripted", llm.tool_calls(llm.call("create_project", {"name": "Sneaky"})),
                      llm.text("I can't create projects in Ask mode."))
    conversation = conversation_on(profile)
    run = run_turn(conversation, "Create a project", mode="ask")
    assert "create_project" not in offered_tools(llm_server.requests_for("scripted")[0])
    result = tool_results(run)[0]
    assert (result["ok"], result["error_code"]) == (False, "ASK_MODE_DENIED")
    assert not conversation.workspace.projects.exists()
    assert "Ask mode is on" in llm_server.requests_for("scripted")[0]["messages"][0]["content"]


def test_agent_allow_and_deny_lists_filter_tools_and_deny_wins(llm_server, profile, probe_tools):
    agent = AgentFactory(allowed_tools=["probe_table", "list_projects", "ask_user"], denied_tools=["list_projects"])
    llm_server.script("scripted", llm.tool_calls(llm.call("list_projects", {})), llm.text("ok"))
    run = run_turn(conversation_on(profile), "Go", agent=agent)
    assert offered_tools(llm_server.requests_for("scripted")[0]) == {"probe_table", "ask_user"}
    assert tool_results(run)[0]["error_code"] == "TOOL_NOT_AVAILABLE"


def test_tool_exceptions_and_bad_arguments_become_data(llm_server, profile, probe_tools):
    llm_server.script("scripted", llm.tool_calls(llm.call("explode", {}), llm.call("probe_table", {"tabel": "x"}),
                                                 llm.call("no_such_tool", {})),
                      llm.text("Recovered."))
    run = run_turn(conversation_on(profile), "Break things")
    assert run.status == "success"
    codes = [r["error_code"] for r in tool_results(run)]
    assert codes == ["TOOL_FAILED", "INVALID_ARGUMENTS", "TOOL_NOT_AVAILABLE"]
    assert "kaboom" in tool_results(run)[0]["result"]["message"]
    assert "Missing required argument 'table'" in tool_results(run)[1]["result"]["message"]


@pytest.mark.parametrize("arguments", ["[" * 50_000 + "]" * 50_000, '{"a": ' + "[" * 500 + "]" * 500 + "}"])
def test_arguments_nested_too_deeply_become_data(arguments):
    """The decoder raised RecursionError on a model's 50,000-deep arguments, past the tool-error path."""
    planned = parse_call({"id": "call_1", "function": {"name": "probe_table", "arguments": arguments}})
    assert planned.error.code == "INVALID_ARGUMENTS" and "nested too deeply" in planned.error.message


def test_sql_nested_too_deeply_is_a_tool_error_the_model_reads(llm_server, profile):
    """sqlglot's RecursionError escaped the guard: validate_query and run_query failed as TOOL_FAILED."""
    nested = "SELECT " + "(" * 3000 + "1" + ")" * 3000
    llm_server.script("scripted", llm.tool_calls(llm.call("validate_query", {"sql": nested}),
                                                 llm.call("run_query", {"sql": nested})),
                      llm.text("Simpler, then."))
    run = run_turn(conversation_on(profile), "Nest it")
    assert run.status == "success"
    assert [(r["error_code"], "nested too deeply" in r["result"]["message"]) for r in tool_results(run)] == [
        ("SQL_INVALID", True), ("SQL_INVALID", True)]


def test_auto_continuation_on_length(llm_server, profile):
    llm_server.script("scripted", llm.length("Part one, "), llm.length("part two, "), llm.text("part three."))
    run = run_turn(conversation_on(profile), "Write a long report")
    assert [e["data"] for e in events_of(run, "continuation")] == [{"reason": "length", "count": 1},
                                                                   {"reason": "length", "count": 2}]
    assert run.thread.messages.get(role="assistant").content == "Part one, part two, part three."
    continued = llm_server.requests_for("scripted")[1]["messages"]
    assert continued[-1] == {"role": "user", "content": "Please continue..."}
    assert continued[-2]["content"] == "Part one, "


def test_auto_continuation_stops_after_three(llm_server, profile):
    llm_server.script("scripted", *[llm.length(f"p{i} ") for i in range(5)])
    run = run_turn(conversation_on(profile), "Go on forever")
    assert len(events_of(run, "continuation")) == 3
    assert len(llm_server.requests_for("scripted")) == 4
    assert run.status == "success"


def test_empty_body_with_length_is_output_truncated(llm_server, profile):
    llm_server.script("scripted", llm.length(""))
    run = run_turn(conversation_on(profile), "Say something")
    assert run.status == "error" and run.error_code == "OUTPUT_TRUNCATED"
    assert events_of(run, "error")[0]["data"]["code"] == "OUTPUT_TRUNCATED"
    assert "continuation" not in event_types(run)


def test_a_viewers_agent_cannot_write(llm_server):
    """Roles hold inside the agent (ARCHITECTURE §8): a viewer's run is offered no write tool, and one called anyway
    is refused with PERMISSION_DENIED as data the model reads; nothing is written."""

    owner_conversation = conversation_on(scripted_profile(llm_server))
    viewer = UserFactory(username="vera")
    MembershipFactory(workspace=owner_conversation.workspace, user=viewer, role="viewer")
    agent_mode_for(viewer)
    conversation = ConversationFactory(owner=viewer, workspace=owner_conversation.workspace,
                                       metadata=owner_conversation.metadata)
    llm_server.script("scripted", llm.tool_calls(llm.call("create_project", {"name": "Vera's project"})),
                      llm.text("I could not."))
    run = run_turn(conversation, "Create a project named Vera's project")
    offered = {t["function"]["name"] for t in llm_server.requests_for("scripted")[0]["tools"]}
    assert "create_project" not in offered and "list_projects" in offered
    refused = events_of(run, "tool_result")[0]["data"]
    assert (refused["ok"], refused["error_code"]) == (False, "PERMISSION_DENIED")
    assert not Project.objects.filter(name="Vera's project").exists()
