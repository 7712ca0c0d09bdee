"""An outside agent's write in the workspace page: an execute-mode token's client (the official `mcp` SDK) asks for
a write, the card appears live in the open pages (who, what, the exact arguments), a person approves it there and
the page shows what it did, or rejects it; a viewer sees the card without the buttons and watches it decided."""

import asyncio
import json
import threading

import httpx
import pytest
from playwright.sync_api import expect

from lantide.models import AccessTokenMode, ActorKind, AuditEvent
from tests.agents.mcp.conftest import mcp_client
from tests.browser.conftest import sign_in
from tests.factories import AccessTokenFactory, MembershipFactory, WorkspaceFactory, token_header
from workspaces.models import Project, Role, Workspace

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.browser_redis]


def outside_write(server, secret: str, workspace_id: int, name: str) -> dict:
    """The outside client's call, on a thread of its own (Playwright's sync API owns this thread's event loop)."""
    async def call():
        async with mcp_client(server, secret) as session:
            await session.call_tool("select_workspace", {"workspace_id": workspace_id})
            result = await session.call_tool("invoke_write_capability", {
                "capability_id": "projects.create_project", "arguments": {"name": name, "description": "From MCP"},
                "confirm": True})
            return result.structured_content

    answer = {}
    thread = threading.Thread(target=lambda: answer.update(asyncio.run(call())))
    thread.start()
    thread.join(60)
    return answer


def card(page, approval_id: int):
    return page.locator(f"[data-testid=approval-card][data-id='{approval_id}']")


@pytest.fixture
def execute_token(demo):
    workspace = Workspace.objects.get(pk=demo["workspace"])
    return AccessTokenFactory(user=workspace.created_by, name="Claude desktop", mode=AccessTokenMode.EXECUTE).secret


def test_an_outside_write_waits_on_its_card_and_applies_when_a_person_approves_it(alice_page, demo, server,
                                                                                   execute_token):
    page = alice_page
    expect(page.locator("[data-testid=approval-cards]")).to_be_hidden()
    queued = outside_write(server, execute_token, demo["workspace"], "Churn")
    assert queued["status"] == "pending_approval"

    waiting = card(page, queued["approval_id"])
    expect(waiting).to_have_attribute("data-status", "pending")
    expect(waiting.locator("[data-testid=approval-client]")).to_have_text("Claude desktop")
    expect(waiting).to_contain_text("token of alice")
    expect(waiting.locator("[data-testid=approval-capability]")).to_have_text("projects.create_project")
    assert json.loads(waiting.locator("[data-testid=approval-arguments]").text_content()) == {
        "name": "Churn", "description": "From MCP"}
    assert not Project.objects.filter(name="Churn").exists()

    waiting.locator("[data-action=approval-approve]").click()
    expect(waiting).to_have_attribute("data-status", "applied")
    expect(waiting.locator("[data-testid=approval-status]")).to_contain_text("Applied by alice")
    expect(waiting.locator("[data-testid=approval-outcome]")).to_contain_text("Churn")
    expect(waiting.locator("[data-action=approval-approve]")).to_have_count(0)
    expect(page.locator("[data-testid=project-select] option", has_text="Churn")).to_have_count(1)

    assert Project.objects.filter(workspace_id=demo["workspace"], name="Churn").exists()
    assert list(AuditEvent.objects.filter(verb="project.create").values_list("actor_kind", "actor_label")) == [
        (ActorKind.EXTERNAL, "Claude desktop")]
    page.reload()  # the decided card survives a reload, and the Activity names the client
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    expect(card(page, queued["approval_id"])).to_have_attribute("data-status", "applied")
    expect(page.locator("[data-testid=activity-item]", has_text="Claude desktop").first).to_be_attached()


def test_a_rejected_write_never_runs_and_a_viewer_watches_it_read_only(alice_page, demo, server, execute_token,
                                                                     playwright_browser):
    workspace = Workspace.objects.get(pk=demo["workspace"])
    carol = MembershipFactory(workspace=workspace, user__username="carol", role=Role.VIEWER).user
    carol.set_password("carol-secret-1")
    carol.save()
    viewer_context = playwright_browser.new_context(base_url=server.url, viewport={"width": 1500, "height": 950})
    viewer_context.set_default_timeout(20_000)
    viewer = viewer_context.new_page()
    sign_in(viewer, "carol-secret-1", username="carol")
    viewer.goto(f"/w/{workspace.pk}/")
    viewer.wait_for_selector("[data-testid=workspace][data-ready=true]")

    queued = outside_write(server, execute_token, workspace.pk, "Never")
    for page in (alice_page, viewer):
        expect(card(page, queued["approval_id"])).to_have_attribute("data-status", "pending")
    expect(card(viewer, queued["approval_id"]).locator("[data-action=approval-approve]")).to_have_count(0)

    card(alice_page, queued["approval_id"]).locator("[data-action=approval-reject]").click()
    for page in (alice_page, viewer):
        expect(card(page, queued["approval_id"])).to_have_attribute("data-status", "rejected")
    expect(card(viewer, queued["approval_id"]).locator("[data-testid=approval-status]")).to_contain_text(
        "Rejected by alice")
    assert not Project.objects.filter(name="Never").exists()

    over_rest = outside_write(server, execute_token, workspace.pk, "Decided elsewhere")
    expect(card(viewer, over_rest["approval_id"])).to_have_attribute("data-status", "pending")
    decided = httpx.post(f"{server.url}/api_v1/approvals/{over_rest['approval_id']}/decide",
                         json={"decision": "approve"}, headers=token_header(workspace.created_by), timeout=30)
    assert decided.status_code == 200
    for page in (alice_page, viewer):
        expect(card(page, over_rest["approval_id"])).to_have_attribute("data-status", "applied")
    viewer_context.close()


def outside_bundle_apply(server, secret: str, source: int, target: int) -> dict:
    """An outside client exports `source`, plans the bundle into `target` and asks to apply it."""
    async def call():
        async with mcp_client(server, secret) as session:
            async def read(capability, **arguments):
                result = await session.call_tool("invoke_read_capability", {
                    "capability_id": f"bundle.{capability}", "arguments": arguments})
                return result.structured_content

            await session.call_tool("select_workspace", {"workspace_id": source})
            bundle_id = (await read("bundle_prepare"))["bundle_id"]
            await read("bundle_stage", bundle_id=bundle_id)
            await read("bundle_save", bundle_id=bundle_id)
            await session.call_tool("select_workspace", {"workspace_id": target})
            plan = await read("bundle_plan", bundle_id=bundle_id)
            result = await session.call_tool("invoke_write_capability", {
                "capability_id": "bundle.bundle_apply", "arguments": {"plan_id": plan["operation_id"]},
                "confirm": True})
            return result.structured_content

    answer = {}
    thread = threading.Thread(target=lambda: answer.update(asyncio.run(call())))
    thread.start()
    thread.join(120)
    return answer


def test_a_bundle_plan_waits_on_its_card_with_its_changes_and_applies_when_approved(alice_page, demo, server,
                                                                                    execute_token):
    source = Workspace.objects.get(pk=demo["workspace"])
    target = WorkspaceFactory(name="Copy", owner=source.created_by)
    page = alice_page
    page.goto(f"/w/{target.pk}/")
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    queued = outside_bundle_apply(server, execute_token, source.pk, target.pk)
    assert queued["status"] == "pending_approval"

    waiting = card(page, queued["approval_id"])
    expect(waiting.locator("[data-testid=approval-capability]")).to_have_text("bundle.bundle_apply")
    expect(waiting.locator("[data-testid=approval-plan]")).to_contain_text("add table: orders")
    waiting.locator("[data-action=approval-approve]").click()
    expect(waiting).to_have_attribute("data-status", "applied", timeout=120_000)
    expect(page.locator("[data-testid=table-list] summary code", has_text="orders")).to_have_count(1)
