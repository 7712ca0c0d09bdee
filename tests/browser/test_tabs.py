"""SQL tabs the person drives: run (through the query layer and the ledger), errors with code and hint,
paging, sorting, the CSV export, a chart and the lineage of the result; the schema browser."""

import csv
import io
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import api_get, conversation_id

pytestmark = pytest.mark.django_db(transaction=True)

SQL = "SELECT region, product, units FROM sales"


def run_in_new_tab(page, sql: str):
    page.click("[data-testid=new-sql-tab]")
    tab_id = page.locator("[data-testid=tab-panel]:visible").get_attribute("data-tab-id")
    panel = page.locator(f"[data-testid=tab-panel][data-tab-id='{tab_id}']")
    panel.locator("[data-testid=sql-editor]").fill(sql)
    panel.locator("[data-testid=sql-editor]").press("Control+Enter")
    return panel


def test_a_user_sql_tab_runs_pages_sorts_exports_charts_and_shows_lineage(alice_page):
    page = alice_page
    panel = run_in_new_tab(page, SQL)
    grid = panel.locator("[data-testid=result-grid]")
    expect(grid.locator("[data-testid=grid-row-count]")).to_have_attribute("data-count", "288")
    expect(grid.locator("[data-testid=grid-row]")).to_have_count(50)
    expect(panel.locator("[data-testid=sql-status]")).to_contain_text("Step 1")
    steps = api_get(page, f"/api_v1/conversations/{conversation_id(page)}/steps")
    steps = steps["results"] if isinstance(steps, dict) else steps
    assert [step["sql"] for step in steps] == [SQL]

    grid.locator("[data-testid=grid-next]").click()
    expect(grid.locator("[data-testid=grid-page]")).to_have_text("51–100")
    expect(grid.locator("[data-testid=grid-row]")).to_have_count(50)

    export = page.request.get(grid.locator("[data-testid=csv-export]").get_attribute("href"))
    assert export.ok and export.headers["content-type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(export.text())))
    assert len(rows) == 288
    units = sorted(int(row["units"]) for row in rows)
    expect(grid.locator("[data-testid=grid-sort][data-column=units]")).to_have_attribute(
        "title", f"BIGINT · nulls 0 · distinct {len(set(units))} · min {units[0]} · max {units[-1]}")

    sort = grid.locator("[data-testid=grid-sort][data-column=units]")
    sort.click()
    expect(grid.locator("th[aria-sort=ascending]")).to_have_count(1)
    expect(grid.locator("[data-testid=grid-page]")).to_have_text("1–50")
    expect(grid.locator("[data-testid=grid-row]").first.locator("td").nth(2)).to_have_text(str(units[0]))
    sort.click()
    expect(grid.locator("th[aria-sort=descending]")).to_have_count(1)
    expect(grid.locator("[data-testid=grid-row]").first.locator("td").nth(2)).to_have_text(str(units[-1]))
    shown = grid.locator("[data-testid=grid-row] td:nth-child(3)").all_inner_texts()
    assert shown == [str(u) for u in units[::-1][:50]]

    grid.locator("[data-testid=grid-view-chart]").click()
    chart = grid.locator("[data-testid=chart-view]")
    expect(chart).to_have_attribute("data-points", "50")
    expect(chart.locator("[data-testid=chart-y]")).to_have_value("units")
    chart.locator("[data-testid=chart-type]").select_option("line")
    expect(chart).to_have_attribute("data-chart-type", "line")

    grid.locator("[data-testid=open-lineage]").click()
    lineage = page.locator("[data-testid=tab-panel][data-kind=lineage]")
    expect(lineage.locator("[data-testid=lineage-node]")).to_have_attribute("data-cache", grid.get_attribute("data-cache"))
    expect(lineage.locator("[data-testid=lineage-table]")).to_contain_text("sales")


def test_sql_errors_show_their_code_hint_and_place(alice_page):
    page = alice_page
    panel = run_in_new_tab(page, "SELECT '🦆 été', region,\n  regin\nFROM sales")
    expect(panel.locator("[data-testid=sql-error-code]")).to_have_text("SQL_INVALID")
    expect(panel.locator("[data-testid=sql-error-hint]")).to_have_text('Did you mean "region"?')
    expect(panel.locator("[data-testid=sql-error-position]")).to_have_text("(line 2, column 3)")
    editor = panel.locator("[data-testid=sql-editor]")
    assert editor.evaluate("e => e.value.slice(e.selectionStart, e.selectionEnd)") == "regin"
    editor.fill("SELECT '🦆', regin FROM sales")  # a character beyond 16 bits before the fault, on its line
    panel.locator("[data-testid=sql-run]").click()
    expect(panel.locator("[data-testid=sql-error-position]")).to_have_text("(line 1, column 13)")
    assert editor.evaluate("e => e.value.slice(e.selectionStart, e.selectionEnd)") == "regin"
    panel.locator("[data-testid=sql-editor]").fill("SELECT * FROM read_csv('/etc/passwd')")
    panel.locator("[data-testid=sql-run]").click()
    expect(panel.locator("[data-testid=sql-error-code]")).to_have_text("SQL_FORBIDDEN")
    expect(panel.locator("[data-testid=result-grid]")).to_be_hidden()


def test_the_schema_browser_lists_tables_and_queries_one(alice_page):
    page = alice_page
    page.click("[data-testid=open-schema]")
    schema = page.locator("[data-testid=tab-panel][data-kind=schema]")
    expect(schema.locator("[data-testid=schema-table]")).to_have_count(9)
    schema.locator("[data-testid=schema-filter]").fill("mktsegment")
    expect(schema.locator("[data-testid=schema-table]")).to_have_count(1)
    expect(schema.locator("[data-testid=schema-table]")).to_have_attribute("data-table", "customer")
    schema.locator("[data-testid=schema-query]").click()
    panel = page.locator("[data-testid=tab-panel][data-kind=sql]:visible")
    expect(panel.locator("[data-testid=sql-editor]")).to_have_value(re.compile(r"FROM customer LIMIT 100"))
    panel.locator("[data-testid=sql-run]").click()
    expect(panel.locator("[data-testid=grid-row-count]")).to_have_attribute("data-count", "100")
