"""The workspace's Members panel: the owner adds, re-roles and removes members and sees the server's refusals;
a removed member's open page loses its live connection at once; a member leaves on their own."""

import json
from pathlib import Path

import pytest
from django.conf import settings
from playwright.sync_api import expect

from tests.browser.conftest import sign_in
from tests.browser.helpers import api_get, wait_for_conversation

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.browser_redis]


def member(page, username: str):
    return page.locator(f"[data-testid=member][data-username={username}]")


def add_member(page, username: str, role: str) -> None:
    form = page.locator("[data-testid=member-add]")
    form.locator("input[name=username]").fill(username)
    form.locator("select[name=role]").select_option(role)
    form.locator("[data-testid=member-add-submit]").click()


def remove_member(page, username: str, action: str = "member-remove") -> None:
    member(page, username).locator(f"[data-testid={action}]").click()
    page.click("[data-testid=member-remove-confirm]")


@pytest.fixture
def bob_page(playwright_browser, server, demo):
    """bob, in a browser of his own (his own cookies), signed in."""
    context = playwright_browser.new_context(base_url=server.url, viewport={"width": 1500, "height": 950})
    context.set_default_timeout(20_000)
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    password = json.loads((Path(settings.LANTIDE_DATA_DIR) / "demo_credentials.json").read_text())["bob"]
    sign_in(page, password, username="bob")
    yield page
    context.close()
    assert not errors, f"uncaught errors in bob's page: {errors}"


def open_workspace(page, workspace: int) -> None:
    page.goto(f"/w/{workspace}/")
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")


def test_the_owner_manages_members_and_sees_the_servers_refusals(alice_page, demo):
    page, members_api = alice_page, f"/api_v1/workspaces/{demo['workspace']}/members/"
    expect(member(page, "alice")).to_contain_text("alice · you")
    expect(member(page, "alice").locator("[data-testid=member-role]")).to_have_value("owner")

    add_member(page, "bob", "editor")
    expect(member(page, "bob")).to_have_attribute("data-role", "editor")
    member(page, "bob").locator("[data-testid=member-role]").select_option("viewer")
    expect(member(page, "bob")).to_have_attribute("data-role", "viewer")
    assert {m["username"]: m["role"] for m in api_get(page, members_api)["results"]} == {"alice": "owner",
                                                                                         "bob": "viewer"}
    error = page.locator("[data-testid=members-error]")
    add_member(page, "ghost", "viewer")
    expect(error).to_have_text("NOT_FOUND: There is no user named 'ghost'.")
    member(page, "alice").locator("[data-testid=member-role]").select_option("editor")
    expect(error).to_contain_text("INVALID_ARGUMENTS: alice is the workspace's last owner")
    expect(member(page, "alice").locator("[data-testid=member-role]")).to_have_value("owner")

    remove_member(page, "bob")
    expect(member(page, "bob")).to_have_count(0)
    expect(error).to_be_hidden()
    assert [m["username"] for m in api_get(page, members_api)["results"]] == ["alice"]


def test_a_removed_members_open_page_loses_its_live_connection_at_once(alice_page, bob_page, demo):
    add_member(alice_page, "bob", "editor")
    expect(member(alice_page, "bob")).to_have_attribute("data-role", "editor")
    open_workspace(bob_page, demo["workspace"])
    expect(bob_page.locator("[data-testid=member-add]")).to_have_count(0)  # only owners add
    expect(member(bob_page, "bob").locator("[data-testid=member-leave]")).to_be_visible()
    bob_page.click("[data-testid=new-conversation]")
    wait_for_conversation(bob_page, bool)
    expect(bob_page.locator("[data-testid=connection]")).to_have_attribute("data-state", "open")

    remove_member(alice_page, "bob")
    expect(bob_page.locator("[data-testid=connection]")).to_have_attribute("data-state", "closed")
    expect(bob_page.locator("[data-testid=toast]")).to_contain_text("NOT_FOUND")
    assert bob_page.goto(f"/w/{demo['workspace']}/").status == 404


def test_a_member_leaves_the_workspace(alice_page, bob_page, demo):
    add_member(alice_page, "bob", "viewer")
    expect(member(alice_page, "bob")).to_have_attribute("data-role", "viewer")
    open_workspace(bob_page, demo["workspace"])
    remove_member(bob_page, "bob", action="member-leave")
    bob_page.wait_for_url(lambda url: "/w/" not in url)  # home: the workspace list
    expect(bob_page.locator("body")).not_to_contain_text("Alice's demo")
    assert bob_page.goto(f"/w/{demo['workspace']}/").status == 404
