"""The migrations page: a new migration translated and checked with its active node shown, rejected with feedback,
the review card back after a reload, accepted, saved into the workspace; the thread renamed and listed."""

import re

import pytest
from langgraph_sdk import get_sync_client
from playwright.sync_api import expect

from tests.browser.conftest import sign_in
from tests.factories import token_header
from workspaces.models import Workspace

pytestmark = pytest.mark.django_db(transaction=True)
SCHEMA = "CREATE TABLE items (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, qty INTEGER, price REAL);"
SEED = "INSERT INTO items (name, qty, price) VALUES ('bolt', 7, 0.25), ('nut', 3, NULL);"
QUERIES = "SELECT name || ':' || IFNULL(CAST(price AS TEXT), 'none') FROM items;\nSELECT id, qty / 2 FROM items"


@pytest.fixture
def migrations_page(browser_context, demo):
    page = browser_context.new_page()
    sign_in(page, demo["password"])
    page.goto("/migrations/")
    page.wait_for_selector("[data-testid=migrations][data-ready=true]")
    return page


def _new_migration(page, demo) -> None:
    page.get_by_test_id("new-migration").click()
    expect(page.get_by_test_id("migration-title")).to_have_value(re.compile(r"^Migration \d{4}-\d{2}-\d{2}T"))
    form = page.get_by_test_id("migration-form")
    form.locator("select[name=dialect]").select_option("sqlite")
    form.locator("select[name=workspace_id]").select_option(str(demo["workspace"]))
    form.locator("textarea[name=schema_sql]").fill(SCHEMA)
    form.locator("textarea[name=seed_sql]").fill(SEED)
    form.locator("textarea[name=queries]").fill(QUERIES)


def test_reject_then_accept_across_a_reload(migrations_page, demo):
    page = migrations_page
    _new_migration(page, demo)
    title = page.get_by_test_id("migration-title")
    page.get_by_test_id("start-migration").click()

    card = page.get_by_test_id("review-card")
    expect(card).to_be_visible(timeout=60_000)
    expect(page.get_by_test_id("active-node")).to_have_text("human_intervention")
    expect(page.get_by_test_id("equivalence")).to_have_text("proven")
    rows = page.get_by_test_id("queries").locator("tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(1)).to_contain_text("qty // 2")
    expect(rows.nth(1).locator("td").nth(2)).to_have_text("equivalent")
    expect(page.get_by_test_id("translated-schema")).to_contain_text("NEXTVAL('items_id_seq')")
    first_review = card.get_attribute("data-interrupt")

    page.get_by_test_id("reject").click()
    page.get_by_test_id("feedback").fill("Please keep the column order.")
    page.get_by_test_id("send-feedback").click()
    expect(card).not_to_have_attribute("data-interrupt", first_review, timeout=60_000)
    expect(page.get_by_test_id("explanation")).to_contain_text("Please keep the column order.")

    title.fill("Inventory to DuckDB")
    page.get_by_test_id("rename-migration").click()
    expect(page.get_by_test_id("migration-list").locator("li[aria-current=true]")).to_have_text("Inventory to DuckDB")

    page.reload()
    page.wait_for_selector("[data-testid=migrations][data-ready=true]")
    expect(card).to_be_visible()
    expect(page.get_by_test_id("explanation")).to_contain_text("Please keep the column order.")
    expect(page.get_by_test_id("migration-title")).to_have_value("Inventory to DuckDB")

    page.get_by_test_id("accept").click()
    expect(page.get_by_test_id("saved")).to_have_text("Saved: items", timeout=60_000)
    expect(card).to_be_hidden()
    page.reload()
    page.wait_for_selector("[data-testid=migrations][data-ready=true]")
    expect(page.get_by_test_id("saved")).to_have_text("Saved: items")
    expect(page.get_by_test_id("review-card")).to_be_hidden()
    page.goto(f"/w/{demo['workspace']}/")
    expect(page.locator("[data-testid=table-list]")).to_contain_text("items")


def test_a_review_is_answered_in_the_workspace_across_a_reload(browser_context, demo, server):
    """A migration started over /langgraph/ in Alice's workspace waits for review in the workspace page itself:
    a rejection needs its correction and loops to a new review, the card survives a reload, Accept & Save loads
    the translated table into the workspace."""
    workspace = Workspace.objects.get(pk=demo["workspace"])
    client = get_sync_client(url=f"{server.url}/langgraph", headers=token_header(workspace.created_by), timeout=60)
    thread_id = client.threads.create(metadata={"title": "Inventory", "workspace_id": workspace.pk})["thread_id"]
    source = {"dialect": "sqlite", "schema_sql": SCHEMA, "seed_sql": SEED}
    waiting = client.runs.wait(thread_id, "migration", input={"source": source, "queries": QUERIES.split(";\n"),
                                                               "target": "duckdb", "workspace_id": workspace.pk})
    first_review = waiting["__interrupt__"][0]["id"]

    page = browser_context.new_page()
    sign_in(page, demo["password"])
    page.goto(f"/w/{workspace.pk}/?conversation={thread_id}")
    card = page.locator("[data-testid=interaction][data-kind=review]")
    expect(card).to_be_visible()
    expect(card).to_have_attribute("data-interrupt-id", first_review)
    expect(card.get_by_test_id("review-instruction")).to_contain_text("Review")
    expect(card.get_by_test_id("review-equivalence")).to_have_text("2 equivalent")
    expect(card.get_by_test_id("review-query")).to_have_count(2)

    card.get_by_test_id("review-reject").click()
    expect(card.get_by_test_id("ask-status")).to_have_text("Say what to correct before rejecting.")
    card.get_by_test_id("review-feedback").fill("Keep the items table's columns in order.")
    card.get_by_test_id("review-reject").click()
    expect(card).not_to_have_attribute("data-interrupt-id", first_review, timeout=60_000)
    expect(card.get_by_test_id("review-explanation")).to_contain_text("Keep the items table's columns in order.")
    second_review = card.get_attribute("data-interrupt-id")

    page.reload()
    expect(card).to_be_visible()
    expect(card).to_have_attribute("data-interrupt-id", second_review)
    card.get_by_test_id("review-accept").click()
    expect(card).to_be_hidden(timeout=60_000)
    expect(page.locator("[data-testid=table-list]")).to_contain_text("items")
    assert client.threads.get_state(thread_id)["values"]["saved"] is True
    assert client.threads.get(thread_id)["status"] == "idle"


def test_a_rejection_being_written_survives_the_run_ending(migrations_page, demo):
    """The review shows as soon as the stream reports it; the run then re-reads the thread's state. A rejection
    the user opened (and started typing) meanwhile stays open with its text."""
    page = migrations_page
    _new_migration(page, demo)
    held = []
    page.route(re.compile(r".*/threads/[0-9a-f-]+/state$"), lambda route: held.append(route))  # held
    page.get_by_test_id("start-migration").click()
    expect(page.get_by_test_id("review-card")).to_be_visible(timeout=60_000)
    page.get_by_test_id("reject").click()
    page.get_by_test_id("feedback").fill("Keep the column order.")
    for _ in range(600):  # the stream ends, then the run reads the state: held until the rejection is typed
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the run did not read the thread's state after its stream"
    with page.expect_response(re.compile(r".*/threads/search$")):  # the list refresh comes after the state
        for route in held:
            route.continue_()
    expect(page.get_by_test_id("reject-form")).to_be_visible()
    expect(page.get_by_test_id("feedback")).to_have_value("Keep the column order.")
