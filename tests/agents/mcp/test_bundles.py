"""Workspace bundles over MCP with the official client: prepare → stage → save → inspect → plan → apply into another
workspace gives the same tables, rows, projects, knowledge and reports; an execute token's apply waits for a
person's approval, an admin token's applies at once with a warning; a viewer plans but cannot apply; another
user's bundle is NOT_FOUND."""

import httpx
import pytest
from asgiref.sync import sync_to_async

from agents.models import Bundle
from lantide.models import ActorKind, AuditEvent
from reports.models import Report
from tests.agents.mcp.conftest import mcp_client
from tests.factories import (
    AgentFactory, KnowledgeItemFactory, MembershipFactory, ProjectFactory, WorkspaceFactory, token_header,
)
from workspaces.models import KnowledgeItem, KnowledgeStatus, Project, Role

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def content(world):
    """Sales gets a project, applied team knowledge (and a person's own, which stays theirs), a report; alice an
    agent; and alice an empty workspace to apply into."""
    churn = ProjectFactory(workspace=world.sales, name="Churn", description="Who leaves")
    KnowledgeItemFactory(workspace=world.sales, text="Amounts are in euros.", status=KnowledgeStatus.APPLIED)
    KnowledgeItemFactory(workspace=world.sales, text="North is the big region.", status=KnowledgeStatus.APPLIED,
                         scope="project", project=churn)
    KnowledgeItemFactory(workspace=world.sales, text="Alice likes tables.", status=KnowledgeStatus.APPLIED,
                         scope="user", scope_user=world.alice)
    KnowledgeItemFactory(workspace=world.sales, text="Only proposed.")
    Report.objects.create(workspace=world.sales, title="Q3", format="markdown", body="# Q3\nUp 4%.",
                          created_by=world.alice, project=churn)
    AgentFactory(owner=world.alice, name="Churn analyst")
    return WorkspaceFactory(name="Fresh", owner=world.alice)


async def call(session, tool: str, **arguments):
    result = await session.call_tool(tool, arguments)
    return result.structured_content


async def read(session, capability: str, **arguments):
    return await call(session, "invoke_read_capability", capability_id=f"bundle.{capability}", arguments=arguments)


async def export(session, workspace) -> int:
    await call(session, "select_workspace", workspace_id=workspace.pk)
    prepared = await read(session, "bundle_prepare", name="Sales as of today")
    bundle_id = prepared["result"]["bundle"]["bundle_id"]
    staged = await read(session, "bundle_stage", bundle_id=bundle_id)
    saved = await read(session, "bundle_save", bundle_id=bundle_id)
    steps = (prepared, staged, saved)
    assert [step.get("status") for step in steps] == ["done"] * 3, steps
    assert saved["result"]["bundle"]["status"] == "saved" and saved["result"]["bundle"]["size_bytes"] > 0
    return bundle_id


def team_content(workspace) -> dict:
    return {"projects": sorted(Project.objects.filter(workspace=workspace).values_list("name", "description")),
            "knowledge": sorted(KnowledgeItem.objects.filter(workspace=workspace, status=KnowledgeStatus.APPLIED)
                                .values_list("text", "scope", "project__name")),
            "reports": sorted(Report.objects.filter(workspace=workspace).values_list("title", "body", "project__name"))}


async def test_a_bundle_applied_into_another_workspace_after_approval_gives_the_same_content(world, server, content):
    rest = httpx.AsyncClient(base_url=server.url, headers=await sync_to_async(token_header)(world.alice), timeout=30)
    async with mcp_client(server, world.execute) as session:
        bundle_id = await export(session, world.sales)
        inspected = await read(session, "bundle_inspect", bundle_id=bundle_id)
        await call(session, "select_workspace", workspace_id=content.pk)
        plan = await read(session, "bundle_plan", bundle_id=bundle_id)
        queued = await call(session, "invoke_write_capability", capability_id="bundle.bundle_apply",
                            arguments={"plan_id": plan["operation_id"]}, confirm=True)
        before = await call(session, "show_tables")
        decided = await rest.post(f"/api_v1/approvals/{queued['approval_id']}/decide", json={"decision": "approve"})
        rows = await call(session, "run_query", sql="SELECT region, amount FROM orders ORDER BY region")
    await rest.aclose()

    assert inspected["result"]["tables"] == [{"name": "orders", "rows": 2, "columns": [
        {"name": "region", "type": "VARCHAR"}, {"name": "amount", "type": "BIGINT"}]}]
    assert sorted(inspected["result"]["knowledge"]) == ["Amounts are in euros.", "North is the big region."]
    assert plan["result"]["summary"] == {
        "tables_add": 1, "tables_replace": 0, "tables_keep": 0, "projects_add": 1, "projects_keep": 0,
        "knowledge_add": 2, "knowledge_keep": 0, "reports_add": 1, "reports_keep": 0, "agents_add": 0,
        "agents_keep": 1}
    assert queued["status"] == "pending_approval" and before["tables"] == []
    assert decided.status_code == 200 and decided.json()["status"] == "applied"
    assert decided.json()["outcome"]["status"] == "done"
    assert rows["rows"] == [["north", 10], ["south", 32]]
    assert await sync_to_async(team_content)(content) == await sync_to_async(team_content)(world.sales) | {
        "knowledge": [("Amounts are in euros.", "workspace", None), ("North is the big region.", "project", "Churn")]}
    imports = [(e.actor_kind, e.actor_label) async for e in AuditEvent.objects.filter(
        workspace_id=content.pk, verb__in=["datasource.import", "project.create", "knowledge.applied", "report.create",
                                           "bundle.apply"])]
    assert set(imports) == {(ActorKind.EXTERNAL, "Claude desktop")} and len(imports) == 6


async def test_an_admin_applies_a_plan_at_once_with_a_warning(world, server, content):
    async with mcp_client(server, world.admin) as session:
        bundle_id = await export(session, world.sales)
        plan = await read(session, "bundle_plan", bundle_id=bundle_id)
        applied = await call(session, "invoke_write_capability", capability_id="bundle.bundle_apply",
                             arguments={"plan_id": plan["operation_id"]}, confirm=True)
        again = await call(session, "invoke_write_capability", capability_id="bundle.bundle_apply",
                           arguments={"plan_id": plan["operation_id"]}, confirm=True)
        rows = await call(session, "run_query", sql="SELECT count(*) AS n FROM orders")
    assert [t["action"] for t in plan["result"]["tables"]] == ["replace"]
    assert plan["result"]["summary"]["projects_keep"] == 1 and plan["result"]["summary"]["reports_keep"] == 1
    assert applied["status"] == "applied" and "admin" in applied["warning"]
    assert applied["result"]["status"] == "done"
    assert again["code"] == "INVALID_ARGUMENTS"  # a plan applies once
    assert rows["rows"] == [[2]]
    assert [e.actor_label async for e in AuditEvent.objects.filter(verb="external_write.apply")] == ["ops bot"]


async def test_a_viewer_plans_but_cannot_apply_and_another_users_bundle_is_not_found(world, server, content):
    async with mcp_client(server, world.execute) as session:
        ops_bundle = await export(session, world.ops)
    async with mcp_client(server, world.viewer) as session:
        sales_bundle = await export(session, world.sales)
        plan = await read(session, "bundle_plan", bundle_id=sales_bundle)
        refused = await call(session, "invoke_write_capability", capability_id="bundle.bundle_apply",
                             arguments={"plan_id": plan["operation_id"]}, confirm=True)
        foreign = [await read(session, tool, bundle_id=ops_bundle)
                   for tool in ("bundle_inspect", "bundle_plan", "bundle_stage")]
    assert plan["status"] == "done"
    assert refused["code"] == "PERMISSION_DENIED"
    assert [f["code"] for f in foreign] == ["NOT_FOUND"] * 3
    assert not await AuditEvent.objects.filter(verb__in=["approval.request", "bundle.apply"]).aexists()


async def test_an_observe_token_exports_but_never_applies(world, server, content):
    async with mcp_client(server, world.observe) as session:
        bundle_id = await export(session, world.sales)
        plan = await read(session, "bundle_plan", bundle_id=bundle_id)
        refused = await call(session, "invoke_write_capability", capability_id="bundle.bundle_apply",
                             arguments={"plan_id": plan["operation_id"]}, confirm=True)
        through_reader = await read(session, "bundle_apply", plan_id=plan["operation_id"])
    assert refused["code"] == "TOOL_NOT_AVAILABLE"  # observe's catalog has no write invoker
    assert through_reader["code"] == "PERMISSION_DENIED"
    assert await Bundle.objects.filter(pk=bundle_id, status="saved").aexists()


async def test_long_bundle_steps_report_their_progress(world, server, content):
    progress = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        progress.append((done, total, message))

    await sync_to_async(MembershipFactory)(workspace=content, user=world.staff, role=Role.EDITOR)
    async with mcp_client(server, world.admin) as session:
        await call(session, "select_workspace", workspace_id=world.sales.pk)
        prepared = await read(session, "bundle_prepare")
        await session.call_tool("invoke_read_capability", {
            "capability_id": "bundle.bundle_stage", "arguments": {"bundle_id": prepared["bundle_id"]}},
            progress_callback=on_progress)
        staged, progress[:] = list(progress), []
        await read(session, "bundle_save", bundle_id=prepared["bundle_id"])
        await call(session, "select_workspace", workspace_id=content.pk)
        plan = await read(session, "bundle_plan", bundle_id=prepared["bundle_id"])
        await session.call_tool("invoke_write_capability", {
            "capability_id": "bundle.bundle_apply", "arguments": {"plan_id": plan["operation_id"]}, "confirm": True},
            progress_callback=on_progress)
    assert staged == [(0, 1, "invoke_read_capability started"), (0.5, 1, "staged table orders"),
                      (1, 1, "invoke_read_capability finished")]
    steps = [message for _, _, message in progress]
    assert steps == ["invoke_write_capability started", "applied projects:0", "applied tables:0", "applied knowledge:0",
                     "applied knowledge:1", "applied reports:0", "invoke_write_capability finished"]
    assert [done for done, _, _ in progress] == sorted(done for done, _, _ in progress)
