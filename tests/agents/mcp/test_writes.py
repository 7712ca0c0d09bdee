"""Writes over MCP with the official client: execute tokens queue approvals people decide over REST, admin tokens
apply at once with a warning and an audit event, and a viewer's token writes nothing whatever its mode."""

import httpx
import pytest
from asgiref.sync import sync_to_async

from lantide.models import ActorKind, AuditEvent
from tests.agents.mcp.conftest import mcp_client
from tests.factories import token_header
from workspaces.models import Project

pytestmark = pytest.mark.django_db(transaction=True)

CREATE = {"capability_id": "projects.create_project", "arguments": {"name": "Churn"}, "confirm": True}


async def bound(session, workspace):
    await session.call_tool("select_workspace", {"workspace_id": workspace.pk})
    return session


async def audited(verb: str) -> list[tuple]:
    return [(e.actor_kind, e.actor_label) async for e in AuditEvent.objects.filter(verb=verb).order_by("id")]


async def test_an_execute_write_waits_for_a_person_who_approves_it_over_rest(world, server):
    rest = httpx.AsyncClient(base_url=server.url, headers=await sync_to_async(token_header)(world.alice), timeout=30)
    async with mcp_client(server, world.execute) as session:
        queued = (await (await bound(session, world.sales)).call_tool("invoke_write_capability", CREATE))
        approval_id = queued.structured_content["approval_id"]
        assert queued.structured_content == {"status": "pending_approval", "approval_id": approval_id}
        assert not await Project.objects.filter(name="Churn").aexists()
        listed = (await rest.get(f"/api_v1/workspaces/{world.sales.pk}/approvals/?status=pending")).json()
        assert [(a["id"], a["client_name"], a["arguments"]) for a in listed["results"]] == [
            (approval_id, "Claude desktop", {"name": "Churn"})]
        decided = await rest.post(f"/api_v1/approvals/{approval_id}/decide", json={"decision": "approve"})
        again = await rest.post(f"/api_v1/approvals/{approval_id}/decide", json={"decision": "reject"})
        context = (await session.call_tool("get_analysis_context", {})).structured_content
    await rest.aclose()
    assert decided.status_code == 200 and decided.json()["status"] == "applied"
    assert again.status_code == 400
    assert [(a["approval_id"], a["status"]) for a in context["approvals"]] == [(approval_id, "applied")]
    assert await Project.objects.filter(workspace=world.sales, name="Churn").aexists()
    assert await audited("project.create") == [(ActorKind.EXTERNAL, "Claude desktop")]
    assert await audited("approval.approve") == [(ActorKind.USER, "")]


async def test_a_rejected_write_never_runs(world, server):
    rest = httpx.AsyncClient(base_url=server.url, headers=await sync_to_async(token_header)(world.alice), timeout=30)
    async with mcp_client(server, world.execute) as session:
        queued = await (await bound(session, world.sales)).call_tool("invoke_write_capability", CREATE)
        decided = await rest.post(f"/api_v1/approvals/{queued.structured_content['approval_id']}/decide",
                                  json={"decision": "reject"})
    await rest.aclose()
    assert decided.json()["status"] == "rejected"
    assert not await Project.objects.filter(name="Churn").aexists()


async def test_an_admin_write_applies_at_once_with_a_warning_and_audit(world, server):
    async with mcp_client(server, world.admin) as session:
        applied = await (await bound(session, world.sales)).call_tool("invoke_write_capability", CREATE)
    assert applied.structured_content["status"] == "applied"
    assert applied.structured_content["result"]["project"]["name"] == "Churn"
    assert "admin" in applied.structured_content["warning"]
    assert await audited("external_write.apply") == [(ActorKind.EXTERNAL, "ops bot")]
    assert await audited("project.create") == [(ActorKind.EXTERNAL, "ops bot")]


async def test_a_viewer_token_writes_nothing_even_in_execute_mode(world, server):
    async with mcp_client(server, world.viewer) as session:
        refused = await (await bound(session, world.sales)).call_tool("invoke_write_capability", CREATE)
        unconfirmed = await session.call_tool("invoke_write_capability", {**CREATE, "confirm": False})
        read = await session.call_tool("invoke_write_capability", {**CREATE, "capability_id": "data.show_tables"})
    assert refused.is_error and refused.structured_content["code"] == "PERMISSION_DENIED"
    assert unconfirmed.structured_content["code"] == "INVALID_ARGUMENTS"
    assert read.structured_content["code"] == "INVALID_ARGUMENTS"
    assert await audited("approval.request") == []


async def test_one_session_writes_in_a_workspace_at_a_time(world, server):
    async with mcp_client(server, world.execute) as first, mcp_client(server, world.execute) as second:
        taken = await (await bound(first, world.sales)).call_tool("invoke_write_capability", CREATE)
        busy = await (await bound(second, world.sales)).call_tool("invoke_write_capability", CREATE)
        elsewhere = await (await bound(second, world.ops)).call_tool("invoke_write_capability", CREATE)
        again = await first.call_tool("invoke_write_capability", {**CREATE, "arguments": {"name": "Retention"}})
        context = (await first.call_tool("get_analysis_context", {})).structured_content
    assert taken.structured_content["status"] == "pending_approval"
    assert busy.is_error and busy.structured_content["code"] == "WRITER_BUSY"
    assert "Claude desktop" in busy.structured_content["detail"]
    assert elsewhere.structured_content["status"] == "pending_approval"
    assert again.structured_content["status"] == "pending_approval"
    assert context["writer"]["this_session"] is True


async def test_observe_sessions_never_take_the_writer_lease(world, server):
    async with mcp_client(server, world.observe) as reader, mcp_client(server, world.execute) as writer:
        await (await bound(reader, world.sales)).call_tool("run_query", {"sql": "SELECT 1 AS one"})
        context = (await reader.call_tool("get_analysis_context", {})).structured_content
        queued = await (await bound(writer, world.sales)).call_tool("invoke_write_capability", CREATE)
    assert context["writer"] is None
    assert queued.structured_content["status"] == "pending_approval"


async def test_a_session_that_ends_frees_the_writer_lease_at_once(world, server):
    async with mcp_client(server, world.execute) as first:
        await (await bound(first, world.sales)).call_tool("invoke_write_capability", CREATE)
    async with mcp_client(server, world.execute) as second:  # the first client's DELETE ended its session
        queued = await (await bound(second, world.sales)).call_tool("invoke_write_capability", CREATE)
    assert queued.structured_content["status"] == "pending_approval"
