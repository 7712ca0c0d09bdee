"""The migrations page: a new migration translated and checked with its active node shown, rejected with feedback,
the review card back after a reload, accepted, saved into the workspace; the thread renamed and listed."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import sign_in

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


def test_reject_then_accept_across_a_reload(migrations_page, demo):
    page = migrations_page
    page.get_by_test_id("new-migration").click()
    title = page.get_by_test_id("migration-title")
    expect(title).to_have_value(re.compile(r"^Migration \d{4}-\d{2}-\d{2}T"))
    form = page.get_by_test_id("migration-form")
    form.locator("select[name=dialect]").select_option("sqlite")
    form.locator("select[name=workspace_id]").select_option(str(demo["workspace"]))
    form.locator("textarea[name=schema_sql]").fill(SCHEMA)
    form.locator("textarea[name=seed_sql]").fill(SEED)
    form.locator("textarea[name=queries]").fill(QUERIES)
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
