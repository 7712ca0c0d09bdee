"""An MCP session over a real daphne, with the official client: the catalog by mode, binding a workspace, and
workspace-bound tools failing closed while unbound."""

import pytest
from asgiref.sync import sync_to_async

from agents.mcp.catalog import catalog_for
from lantide.models import ActorKind, AuditEvent
from workspaces.models import Membership
from workspaces.services import member_remove
from tests.agents.mcp.conftest import mcp_client

pytestmark = pytest.mark.django_db(transaction=True)

OBSERVE = ["list_workspaces", "select_workspace", "get_analysis_context", "search_capabilities",
           "invoke_read_capability", "show_tables", "read_schema", "run_query", "read_report",
           "read_applicable_knowledge"]
EXECUTE = [*OBSERVE, "invoke_write_capability"]
ADMIN = [*EXECUTE, "create_workspace_and_select"]


def schema_keywords(schema) -> set[str]:
    """Every key used anywhere in a JSON schema."""
    if isinstance(schema, dict):
        return set(schema).union(*(schema_keywords(value) for value in schema.values()))
    if isinstance(schema, list):
        return set().union(*(schema_keywords(item) for item in schema))
    return set()


def test_no_public_schema_has_one_of_or_not_and_no_tool_activates():
    tools = catalog_for("admin")
    assert not {"oneOf", "not"} & schema_keywords([tool.input_schema for tool in tools])
    assert not [tool.name for tool in tools if tool.name.startswith("activate_")]


async def test_the_catalog_is_fixed_by_the_token_mode(world, server):
    listed = {}
    for mode, secret in (("observe", world.observe), ("execute", world.execute), ("admin", world.admin)):
        async with mcp_client(server, secret) as session:
            listed[mode] = [tool.name for tool in (await session.list_tools()).tools]
            schemas = [tool.input_schema for tool in (await session.list_tools()).tools]
        assert not {"oneOf", "not"} & schema_keywords(schemas)
    assert listed == {"observe": OBSERVE, "execute": EXECUTE, "admin": ADMIN}


async def test_unbound_calls_fail_closed_then_a_workspace_binds(world, server):
    async with mcp_client(server, world.execute) as session:
        for name, arguments in (("show_tables", {}), ("get_analysis_context", {}), ("run_query", {"sql": "select 1"}),
                                ("invoke_read_capability", {"capability_id": "data.show_tables", "arguments": {}})):
            result = await session.call_tool(name, arguments)
            assert result.is_error, name
            assert result.structured_content["code"] == "WORKSPACE_SELECTION_REQUIRED", name
            assert result.structured_content["detail"]
        listed = (await session.call_tool("list_workspaces", {})).structured_content["workspaces"]
        assert sorted((w["name"], w["role"]) for w in listed) == [("Ops", "owner"), ("Sales", "owner")]
        foreign = await session.call_tool("select_workspace", {"workspace_id": world.bobs.pk})
        assert foreign.is_error and foreign.structured_content["code"] == "NOT_FOUND"
        tools_before = (await session.list_tools()).tools
        selected = await session.call_tool("select_workspace", {"workspace_id": world.sales.pk})
        assert not selected.is_error
        assert selected.structured_content["workspace"] == {"id": world.sales.pk, "name": "Sales",
                                                            "description": "", "role": "owner"}
        context = selected.structured_content["analysis_context"]
        assert context["tables"] == [{"name": "orders", "row_count": 2}]
        assert set(context) == {"tables", "projects", "reports", "plans", "knowledge", "approvals", "writer"}
        assert (await session.call_tool("get_analysis_context", {})).structured_content == context
        assert (await session.list_tools()).tools == tools_before
        tables = await session.call_tool("show_tables", {})
        assert tables.structured_content["tables"] == [{"name": "orders", "row_count": 2}]


async def test_bad_arguments_and_unknown_tools_are_results_with_codes(world, server):
    async with mcp_client(server, world.observe) as session:
        missing = await session.call_tool("select_workspace", {})
        write = await session.call_tool("invoke_write_capability", {"capability_id": "projects.create_project",
                                                                   "arguments": {}, "confirm": True})
    assert missing.is_error and missing.structured_content["code"] == "INVALID_ARGUMENTS"
    assert write.is_error and write.structured_content["code"] == "TOOL_NOT_AVAILABLE"


async def test_an_admin_token_creates_a_workspace_and_is_bound_to_it(world, server):
    async with mcp_client(server, world.admin) as session:
        created = await session.call_tool("create_workspace_and_select", {"name": "Bot's lab"})
        tables = await session.call_tool("show_tables", {})
    workspace = created.structured_content["workspace"]
    assert (workspace["name"], workspace["role"]) == ("Bot's lab", "owner")
    assert tables.structured_content["tables"] == []
    assert await audited_as("workspace.create") == [(ActorKind.EXTERNAL, "ops bot")]


async def test_a_member_removed_mid_session_loses_the_workspace_at_once(world, server):
    async with mcp_client(server, world.viewer) as session:
        await session.call_tool("select_workspace", {"workspace_id": world.sales.pk})
        before = await session.call_tool("show_tables", {})
        await sync_to_async(remove)(world, world.bob)
        after = await session.call_tool("show_tables", {})
    assert not before.is_error
    assert after.is_error and after.structured_content["code"] == "NOT_FOUND"


def remove(world, user) -> None:
    member_remove(user=world.alice, membership=Membership.objects.select_related("user", "workspace").get(
        workspace=world.sales, user=user))


async def audited_as(verb: str) -> list[tuple]:
    return [(e.actor_kind, e.actor_label) async for e in AuditEvent.objects.filter(verb=verb).order_by("id")]
