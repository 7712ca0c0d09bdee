"""Tools are typed functions whose schema comes from their signature; the filter is matrix ∩ agent ∩ mode ∩ flags."""

from typing import Literal

import pytest

from agents.runtime.context import AgentConfig, AgentState, RunContext
from agents.runtime.tools import REGISTRY, TOOL_AVAILABILITY_MATRIX, tools_for
from agents.runtime.tools.registry import REGISTRY as registry
from agents.runtime.tools.registry import Safety, tool
from agents.runtime.tools.schema import ToolDefinitionError, argument_errors, parameters_schema
from lantide.features import FeatureSet


async def typed_tool(ctx, name: str, limit: int = 10, tags: list[str] | None = None,
                     order: Literal["asc", "desc"] = "asc", ratio: float | None = None) -> dict:
    """Do a typed thing.

    Args:
        name: The name.
        limit: How many, at most.
        tags: Labels to filter on.
        order: Sort direction.
        ratio: A fraction between 0 and 1.
    """
    return {}


def test_schema_comes_from_the_signature_and_docstring():
    description, schema = parameters_schema(typed_tool)
    assert description == "Do a typed thing."
    assert schema["required"] == ["name"]
    assert schema["properties"]["limit"] == {"type": "integer", "description": "How many, at most."}
    assert schema["properties"]["tags"]["type"] == "array" and schema["properties"]["tags"]["items"] == {
        "type": "string"}
    assert schema["properties"]["order"]["enum"] == ["asc", "desc"]
    assert schema["properties"]["ratio"]["type"] == "number"
    assert schema["additionalProperties"] is False


def test_a_parameter_without_a_description_is_refused():
    async def undocumented(ctx, table: str) -> dict:
        """Look at a table."""

    with pytest.raises(ToolDefinitionError, match="'table' has no description"):
        parameters_schema(undocumented)


def test_a_tool_without_a_matrix_row_is_refused():
    with pytest.raises(KeyError, match="TOOL_AVAILABILITY_MATRIX"):
        tool(safety=Safety.SAFE)(typed_tool)


@pytest.mark.parametrize(("arguments", "problem"), [
    ({}, "Missing required argument 'name'"),
    ({"name": "x", "limit": "ten"}, "'limit' must be a integer"),
    ({"name": "x", "limit": True}, "'limit' must be a integer"),
    ({"name": "x", "order": "sideways"}, "'order' must be one of asc, desc"),
    ({"name": "x", "tags": [1, 2]}, "'tags' must be an array of strings"),
    ({"name": "x", "colour": "red"}, "Unknown argument 'colour'"),
    ("not an object", "Arguments must be a JSON object"),
])
def test_argument_validation_explains_itself(arguments, problem):
    _, schema = parameters_schema(typed_tool)
    assert any(problem in error for error in argument_errors(arguments, schema))


def test_valid_arguments_pass():
    _, schema = parameters_schema(typed_tool)
    assert argument_errors({"name": "x", "limit": 3, "tags": ["a"], "order": "desc", "ratio": 0.5}, schema) == []


def context(**overrides) -> RunContext:
    fields = dict(user=None, workspace=None, conversation=None, run=None, mode="agent", role="editor",
                  features=FeatureSet(agent_mode=True, agents=True))
    return RunContext(**{**fields, **overrides})


def test_every_registered_tool_has_a_matrix_row_and_a_complete_schema():
    assert set(REGISTRY) <= set(TOOL_AVAILABILITY_MATRIX)
    for registered in REGISTRY.values():
        assert registered.description
        for name, prop in registered.parameters["properties"].items():
            assert prop.get("description"), (registered.name, name)


def test_state_filter_follows_the_matrix():
    no_project = {t.name for t in tools_for(context())}
    focused = {t.name for t in tools_for(context(project_id=1))}
    assert {"ask_user", "list_projects", "focus_project", "create_project"} <= no_project
    assert "create_project" not in focused and {"ask_user", "focus_project"} <= focused
    assert context(project_id=1).state is AgentState.PROJECT_FOCUSED


def test_ask_mode_is_a_ceiling_over_the_state():
    names = {t.name for t in tools_for(context(mode="ask"))}
    assert "create_project" not in names and "list_projects" in names


def test_deny_wins_over_allow_and_an_empty_allow_list_allows_everything():
    agent = AgentConfig(allowed_tools=("list_projects", "create_project"), denied_tools=("create_project",))
    assert {t.name for t in tools_for(context(agent=agent))} == {"list_projects"}
    assert {t.name for t in tools_for(context(agent=AgentConfig()))} == {t.name for t in tools_for(context())}


def test_feature_flags_gate_tools(monkeypatch):
    monkeypatch.setitem(TOOL_AVAILABILITY_MATRIX, "typed_tool", frozenset(AgentState))
    tool(safety=Safety.SAFE, feature="agents")(typed_tool)
    try:
        on = {t.name for t in tools_for(context())}
        off = {t.name for t in tools_for(context(features=FeatureSet(agent_mode=True, agents=False)))}
        assert "typed_tool" in on and "typed_tool" not in off
    finally:
        registry.pop("typed_tool")
