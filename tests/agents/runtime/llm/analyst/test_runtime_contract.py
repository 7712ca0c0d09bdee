"""What the offline analyst relies on, pinned to the runtime's own definitions, so the two cannot drift apart:
the tools it calls are registered and offered, every argument it sends validates against the tool's JSON
schema (generated from the tool's signature), the budget question it asks is the one the runtime lets through,
and the refusals it reads are the ones the runtime writes."""

import json

import jsonschema
import pytest

from agents.models import Interrupt
from agents.runtime.context import AgentConfig, RunContext
from agents.runtime.llm.gateway import litellm_module
from agents.runtime.exploration_budget import BUDGET_MARKER, BUDGET_OPTIONS, is_budget_question
from agents.runtime.llm.analyst import TOOLS_IT_CALLS, plan_turn
from agents.runtime.state import TurnState
from agents.runtime.tool_execution import PlannedCall, budget_error, check_call, tool_message
from agents.runtime.tools import REGISTRY, tools_for
from agents.runtime.tools.schema import argument_errors
from agents.services import interrupt_answer
from lantide.errors import ErrorCode
from lantide.features import FeatureSet
from tests.agents.runtime.llm.analyst.bench import DATA_TOOLS, PROJECT_TOOLS, simulate
from tests.runtime_helpers import events_of, run_turn, wait_for_run


def context(**overrides) -> RunContext:
    fields = dict(user=None, workspace=None, conversation=None, run=None, mode="agent",
                  features=FeatureSet(agent_mode=True, agents=True), role="owner")
    return RunContext(**{**fields, **overrides})


def offered(ctx: RunContext) -> set[str]:
    return {tool.name for tool in tools_for(ctx)}


def checked(ctx: RunContext, turn: TurnState, call, *, cap: int = 100) -> PlannedCall:
    """The runtime's verdict on one of the analyst's calls (`check_call`, as the loop applies it)."""
    planned = PlannedCall("call_1", call.name, dict(call.arguments), json.dumps(call.arguments))
    check_call(ctx, turn, planned, offered(ctx), cap)
    return planned


def after(question: str, planned: PlannedCall) -> list[dict]:
    """A conversation whose last tool call got the tool message the runtime wrote for `planned`."""
    wire = {"id": planned.call_id, "type": "function",
            "function": {"name": planned.name, "arguments": planned.raw_arguments}}
    return [{"role": "user", "content": question}, {"role": "assistant", "tool_calls": [wire]},
            tool_message(planned)]


def test_every_tool_it_calls_is_registered_and_offered_to_a_writer():
    assert TOOLS_IT_CALLS <= set(REGISTRY)
    assert TOOLS_IT_CALLS <= offered(context())  # agent mode, no project focused, a role that writes


@pytest.mark.django_db(transaction=True)
def test_every_argument_it_sends_validates_against_the_tools_json_schemas(make_bench):
    budget = budget_error(8).as_result()
    projects = make_bench()
    turns = [
        simulate("top 3 regions by revenue", make_bench()),
        simulate("revenue by region", make_bench(), tools=DATA_TOOLS - {"run_sql_tab"}),
        simulate("What does the data say about churn?", make_bench(answers=["sales"])),
        simulate("total revenue", make_bench(injected={"read_schema": [budget]}, answers=["Stop for now"])),
        simulate('Create a project named "Budget 2025"', projects, tools=PROJECT_TOOLS),
        simulate("Switch to project Budget 2025", projects, tools=PROJECT_TOOLS),
        simulate("Write a report on revenue by region", make_bench(), max_steps=16,
                 tools=DATA_TOOLS | {"add_plan", "update_plan_step", "create_html_report"}),
    ]
    calls = [(name, arguments) for outcome in turns for name, arguments, _ in outcome.calls]
    assert {name for name, _ in calls} == TOOLS_IT_CALLS, "every tool it may call was called"
    for name, arguments in calls:
        schema = REGISTRY[name].parameters
        jsonschema.Draft202012Validator.check_schema(schema)
        jsonschema.validate(arguments, schema, cls=jsonschema.Draft202012Validator)
        assert argument_errors(arguments, schema) == []


def test_its_budget_question_is_the_one_the_runtime_lets_through():
    ctx, turn = context(), TurnState(messages=[])
    [first] = plan_turn([{"role": "user", "content": "total revenue by region"}], offered(ctx)).tool_calls
    refused = checked(ctx, turn, first, cap=0)
    assert refused.error.code == ErrorCode.EXPLORATION_BUDGET_REACHED and turn.budget_question_due
    [asked] = plan_turn(after("total revenue by region", refused), offered(ctx)).tool_calls
    assert asked.name == "ask_user" and is_budget_question(asked.arguments)
    assert BUDGET_MARKER in asked.arguments["question"] and asked.arguments["options"] == list(BUDGET_OPTIONS)
    assert checked(ctx, turn, asked, cap=0).error is None, "the runtime lets the budget question through"


@pytest.mark.parametrize(
    ("overrides", "question", "tool", "code", "note"),
    [
        ({"mode": "ask"}, 'Create a project named "Q3 review"', "create_project", ErrorCode.ASK_MODE_DENIED,
         "I can't create projects in Ask mode."),
        ({"agent": AgentConfig(denied_tools=("focus_project",))}, "Switch to project 3", "focus_project",
         ErrorCode.TOOL_NOT_AVAILABLE, "The `focus_project` tool isn't available here."),
    ],
)
def test_the_refusals_it_reads_are_the_ones_the_runtime_writes(overrides, question, tool, code, note):
    """A model may call a tool the runtime refuses (one it was offered before, say): the analyst reads the
    runtime's refusal, drops the tool for the turn, and says so in its answer."""
    ctx = context(**overrides)
    [call] = plan_turn([{"role": "user", "content": question}], {tool}).tool_calls
    assert call.name == tool
    refused = checked(ctx, TurnState(messages=[]), call)
    assert refused.error.code == code
    step = plan_turn(after(question, refused), {tool})
    assert step.tool_calls == ()
    assert note in step.answer


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("answer", "ending"), [("Continue exploring", "South has the highest"),
                                                 ("Stop for now", "OK, I'll stop exploring here.")])
def test_the_budget_question_goes_through_a_real_run(make_bench, settings, answer, ending):
    settings.LANTIDE_EXPLORATION_CAP = 2  # show_tables and read_schema; validate_query is refused
    litellm_module()  # imported first, as a server warms it up: on a busy machine the import takes seconds
    conversation = make_bench().ctx.conversation
    asked = run_turn(conversation, "total revenue by region")
    assert asked.status == "interrupted" and asked.model == "lantide/analyst"
    [question] = [e["data"] for e in events_of(asked, "ask_user")]
    assert Interrupt.objects.get(pk=question["interrupt_id"]).payload["exploration_budget"] is True
    resumed = wait_for_run(interrupt_answer(user=conversation.owner, interrupt_id=question["interrupt_id"],
                                            answer=answer).pk)
    assert resumed.status == "success"
    assert ending in conversation.messages.filter(role="assistant").latest("created_at").content
