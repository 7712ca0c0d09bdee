"""Capabilities over MCP with the official client: stable ids and digests, availability by mode and role, the read
invoker and the core reads running the built-in agent's executor (its rules, the SQL sandbox, the audit log)."""

import asyncio

import pytest

from agents.models import Conversation, QueryStep
from lantide.models import ActorKind, AuditEvent
from tests.agents.mcp.conftest import mcp_client

pytestmark = pytest.mark.django_db(transaction=True)

FIELDS = {"capability_id", "title", "domain", "side_effect", "input_schema", "schema_digest", "policy_digest",
          "available", "data_access", "read_scope"}
ESCAPES = ("COPY orders TO '/tmp/lantide-mcp-escape.csv'", "ATTACH '/tmp/lantide-mcp-escape.db' AS other",
           "SELECT * FROM read_csv('/etc/passwd')", "SELECT * FROM '/etc/passwd'")
# Runs far longer than the test waits: the only way it ends early is the client's cancel.
SLOW = "SELECT count(*) FROM range(1000000000) a, range(100000) b WHERE a.range + b.range < 0"


async def search(session, **arguments) -> dict:
    found = (await session.call_tool("search_capabilities", {"query": "", **arguments})).structured_content
    return {capability["capability_id"]: capability for capability in found["capabilities"]}


def digests(capabilities: dict) -> dict:
    return {cid: (c["schema_digest"], c["policy_digest"]) for cid, c in capabilities.items()}


async def test_capabilities_have_stable_ids_digests_and_availability(world, server):
    async with mcp_client(server, world.observe) as session:
        unbound = await search(session)
        await session.call_tool("select_workspace", {"workspace_id": world.sales.pk})
        writes = await search(session, side_effect="write")
        queries = await search(session, query="query", domain="data")
    async with mcp_client(server, world.execute) as session:
        again = await search(session)
    assert {"data.run_query", "data.show_tables", "reports.read_report", "projects.create_project"} <= set(unbound)
    assert all(set(capability) == FIELDS for capability in unbound.values())
    assert digests(again) == digests(unbound)  # the same ids and digests in another session, of another mode
    assert writes and {c["available"] for c in writes.values()} == {False}  # an observe token writes nothing
    assert set(queries) == {"data.run_query", "data.validate_query", "data.list_query_steps", "data.query_result"}
    assert unbound["data.run_query"]["data_access"] == "rows"
    assert unbound["data.show_tables"]["read_scope"] == "any_member_workspace"
    assert unbound["data.run_query"]["read_scope"] == "selected_workspace"


async def test_a_viewer_sees_writes_unavailable_and_cannot_invoke_one_through_the_reader(world, server):
    async with mcp_client(server, world.viewer) as session:
        await session.call_tool("select_workspace", {"workspace_id": world.sales.pk})
        writes = await search(session, side_effect="write")
        through_reader = await session.call_tool("invoke_read_capability", {
            "capability_id": "projects.create_project", "arguments": {"name": "Sneaky"}})
    assert {c["available"] for c in writes.values()} == {False}
    assert through_reader.is_error and through_reader.structured_content["code"] == "PERMISSION_DENIED"


async def test_reads_run_the_agent_tools_and_run_query_is_audited_as_the_external_client(world, server):
    async with mcp_client(server, world.execute) as session:
        await session.call_tool("select_workspace", {"workspace_id": world.sales.pk})
        direct = await session.call_tool("run_query", {"sql": "SELECT sum(amount) AS total FROM orders"})
        invoked = await session.call_tool("invoke_read_capability", {
            "capability_id": "data.read_schema", "arguments": {"tables": ["orders"]}})
        bad = await session.call_tool("invoke_read_capability", {
            "capability_id": "data.read_schema", "arguments": {"tables": "orders"}})
        other = await session.call_tool("invoke_read_capability", {
            "capability_id": "data.show_tables", "arguments": {}, "target_workspace_id": world.ops.pk})
        foreign = await session.call_tool("invoke_read_capability", {
            "capability_id": "data.show_tables", "arguments": {}, "target_workspace_id": world.bobs.pk})
        session_bound = await session.call_tool("invoke_read_capability", {
            "capability_id": "data.list_query_steps", "arguments": {}, "target_workspace_id": world.ops.pk})
    assert direct.structured_content["rows"] == [[42]]
    assert [c["name"] for c in invoked.structured_content["tables"][0]["columns"]] == ["region", "amount"]
    assert bad.is_error and bad.structured_content["code"] == "INVALID_ARGUMENTS"
    assert other.structured_content["tables"] == [{"name": "orders", "row_count": 1}]
    assert foreign.is_error and foreign.structured_content["code"] == "NOT_FOUND"
    assert session_bound.is_error and session_bound.structured_content["code"] == "PERMISSION_DENIED"
    conversation = await Conversation.objects.aget(workspace=world.sales, owner=world.alice)
    assert conversation.title == "MCP: Claude desktop"
    audited = [e async for e in AuditEvent.objects.filter(workspace_id=world.sales.pk, verb="query.run")]
    assert [(e.actor_kind, e.actor_label, e.actor_user_id) for e in audited] == [
        (ActorKind.EXTERNAL, "Claude desktop", world.alice.pk)]


async def test_the_sql_sandbox_holds_over_mcp(world, server):
    async with mcp_client(server, world.admin) as session:
        await session.call_tool("select_workspace", {"workspace_id": world.sales.pk})
        results = [await session.call_tool("run_query", {"sql": sql}) for sql in ESCAPES]
    assert [(r.is_error, r.structured_content["code"]) for r in results] == [(True, "SQL_FORBIDDEN")] * len(ESCAPES)


async def recorded_steps(sql: str, timeout: float = 10) -> list[tuple[str, str]]:
    """The ledger steps of `sql`, once there are some (a cancelled step is recorded as its query thread stops)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not await QueryStep.objects.filter(sql=sql).aexists() and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.1)
    return [(step.status, step.error) async for step in QueryStep.objects.filter(sql=sql)]


async def test_a_call_reports_progress_and_a_cancelled_query_stops(world, server):
    progress = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        progress.append((done, total, message))

    async with mcp_client(server, world.execute) as session:
        await session.call_tool("select_workspace", {"workspace_id": world.sales.pk})
        await session.call_tool("show_tables", {}, progress_callback=on_progress)
        with pytest.raises(Exception):  # noqa: B017 - the SDK's timeout error; it sends notifications/cancelled
            await session.call_tool("run_query", {"sql": SLOW}, read_timeout_seconds=2)
        after = await session.call_tool("run_query", {"sql": "SELECT 1 AS one"})
    assert progress == [(0, 1, "show_tables started"), (1, 1, "show_tables finished")]
    assert after.structured_content["rows"] == [[1]]
    steps = await recorded_steps(SLOW)
    assert [status for status, _ in steps] == ["error"]
    assert "cancel" in steps[0][1].lower()
