"""The workspace as people expect it: steps read as one line each, a conversation takes its title from its first
question, an empty one suggests questions from its tables, a grouped answer draws a chart, the Activity feed
groups repeats, and a second send waits while a question does."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ask, conversation_id, runs_of, turns, wait_for_status

pytestmark = pytest.mark.django_db(transaction=True)


def step(turn, tool: str):
    return turn.locator(f"[data-testid=tool-call][data-tool={tool}]").first


def test_each_step_reads_as_one_line_with_the_raw_result_behind_details(alice_page):
    page = alice_page
    ask(page, "How many orders are there?")
    turn = turns(page).first
    wait_for_status(turn, "success")
    turn.locator("[data-testid=reasoning] > summary").click()
    for iteration in turn.locator("[data-testid=iteration] > summary").all():
        iteration.click()
    expect(step(turn, "show_tables").locator("[data-testid=step-summary]")).to_have_text(re.compile(r"^Listed 9 tables"))
    expect(step(turn, "read_schema").locator("[data-testid=step-summary]")).to_have_text(
        "Read the schema of orders — 9 columns")
    ran = step(turn, "run_sql_tab")
    expect(ran.locator("[data-testid=step-summary]")).to_have_text(re.compile(r"^Ran SQL in tab “.+” — 1 row in \d+ ms$"))
    expect(ran.locator("[data-testid=step-sql]")).to_contain_text("count(*)")
    expect(ran.locator("[data-testid=step-preview] tbody tr")).to_have_count(1)
    raw = ran.locator("[data-testid=tool-result]")
    expect(raw).to_be_hidden()
    ran.locator("[data-testid=step-details] > summary").click()
    expect(raw).to_be_visible()
    expect(raw).to_contain_text('"row_count": 1')

    ask(page, "How many customers are there?")
    wait_for_status(turns(page).nth(1), "success")
    page.reload()  # a past turn's stored steps (from REST) read the same
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    past = turns(page).first
    past.locator("[data-testid=reasoning] > summary").click()
    expect(step(past, "show_tables").locator("[data-testid=step-summary]")).to_have_text(re.compile(r"^Listed 9 tables"))
    # a stored observation is clipped to 1000 characters: the schema's columns may not all be there to count
    expect(step(past, "read_schema").locator("[data-testid=step-summary]")).to_have_text(
        re.compile(r"^Read the schema of orders"))
    expect(step(past, "run_sql_tab").locator("[data-testid=step-summary]")).to_have_text(
        re.compile(r"^Ran SQL in tab “.+” — 1 row"))
    expect(step(past, "run_sql_tab").locator("[data-testid=tool-result]")).to_be_hidden()


def test_a_conversation_takes_its_title_from_its_first_question(alice_page):
    page = alice_page
    page.click("[data-testid=new-conversation]")
    expect(page.locator("[data-testid=conversation-title]")).to_have_text("New conversation")
    ask(page, "how many rows are in sales, counting every single month of both years of the data?")
    title = "How many rows are in sales, counting every single month of…"
    expect(page.locator("[data-testid=conversation-title]")).to_have_text(title)
    item = page.locator(f"[data-testid=conversation-item][data-conversation-id='{conversation_id(page)}']")
    expect(item.locator("[data-testid=conversation-open]")).to_have_text(title)
    wait_for_status(turns(page).first, "success")
    ask(page, "How many orders are there?")  # a later question leaves the title alone
    wait_for_status(turns(page).nth(1), "success")
    expect(page.locator("[data-testid=conversation-title]")).to_have_text(title)
    item.locator("[data-testid=conversation-rename]").click()  # still editable
    page.locator("[data-testid=conversation-title-input]").fill("Sales size")
    page.locator("[data-testid=conversation-title-input]").press("Enter")
    expect(page.locator("[data-testid=conversation-title]")).to_have_text("Sales size")


TITLE_QUESTIONS = [
    "how many rows are in sales, counting every single month of both years of the data?",
    "  revenue\tby   region\n per month ",
    "x" * 100,
    "what are the top customers by revenue, region, segment, and, finally, the quarter?",
    "ünïcode — questions, with dashes — and more words than sixty characters allow",
    "",
]


def test_the_pages_title_rule_matches_the_servers(alice_page):
    """The page titles a conversation the moment its first question is sent (static/js/workspace/titles.js);
    the server's title, which replaces it, must be the same."""
    from agents.runtime.conversation_titles import conversation_title_from_question
    shown = alice_page.evaluate(
        "async (questions) => { const { titleFromQuestion } = await import('/static/js/workspace/titles.js');"
        " return questions.map(titleFromQuestion); }", TITLE_QUESTIONS)
    assert shown == [conversation_title_from_question(q) for q in TITLE_QUESTIONS]


def test_an_empty_conversation_suggests_questions_from_its_tables_and_a_click_sends_one(alice_page):
    page = alice_page
    starters = page.locator("[data-testid=starter]")
    expect(starters).to_have_count(5)
    expect(starters.first).to_have_text("Total revenue by region in sales")
    capabilities = page.locator("[data-testid=agent-capabilities]")
    expect(capabilities).to_contain_text("Ask answers without changing anything")
    expect(capabilities).to_contain_text("⚡")
    expect(capabilities).to_contain_text("@")
    question = "How many rows are in lineitem?"
    starters.filter(has_text=question).click()
    turn = turns(page).first
    expect(turn.locator("[data-testid=turn-prompt]")).to_have_text(question)
    expect(starters).to_have_count(0)
    wait_for_status(turn, "success")
    expect(turn.locator("[data-testid=answer]")).to_contain_text("60,175")
    expect(page.locator("[data-testid=conversation-title]")).to_have_text(question)
    page.click("[data-testid=new-conversation]")
    expect(starters).to_have_count(5)


def test_while_a_question_waits_the_composer_says_so_instead_of_starting_a_second_run(alice_page):
    page = alice_page
    ask(page, "What does the data say about churn?")
    turn = turns(page).first
    wait_for_status(turn, "interrupted")
    ask(page, "How many orders are there?")
    waiting = page.locator("[data-testid=composer-waiting]")
    expect(waiting).to_be_visible()
    expect(waiting).to_contain_text("waiting for your answer")
    expect(page.locator("[data-testid=composer-input]")).to_have_value("How many orders are there?")
    expect(turns(page)).to_have_count(1)
    assert len(runs_of(page, conversation_id(page))) == 1
    expect(page.locator("[data-testid=interaction]")).to_be_visible()

    waiting.locator("[data-testid=cancel-question]").click()  # withdraws it, on the server too
    expect(page.locator("[data-testid=interaction]")).to_be_hidden()
    expect(waiting).to_be_hidden()
    wait_for_status(turn, "unanswered")
    page.press("[data-testid=composer-input]", "Enter")
    expect(turns(page)).to_have_count(2)
    wait_for_status(turns(page).nth(1), "success")
    expect(turns(page).nth(1).locator("[data-testid=answer]")).to_contain_text("15,000")


def test_a_grouped_answer_draws_a_chart_beside_its_table_and_opens_the_full_one(alice_page):
    page = alice_page
    ask(page, "How many orders are there?")  # one row: no series, no chart
    wait_for_status(turns(page).first, "success")
    expect(turns(page).first.locator("[data-testid=answer] table")).to_have_count(1)
    expect(turns(page).first.locator("[data-testid=answer-chart]")).to_have_count(0)
    ask(page, "Total revenue by region in sales")
    turn = turns(page).nth(1)
    wait_for_status(turn, "success")
    chart = turn.locator("[data-testid=answer-chart]")
    expect(chart).to_be_visible()
    expect(chart).to_have_attribute("data-points", "4")
    expect(chart).to_have_attribute("data-chart-type", "bar")
    expect(chart).to_have_attribute("data-drawn", "true")
    expect(turn.locator("[data-testid=answer] .answer-figure > table")).to_have_count(1)  # beside its table
    expect(turn.locator("[data-testid=answer] .answer-figure > [data-testid=answer-chart]")).to_have_count(1)
    chart.locator("[data-testid=answer-chart-open]").click()
    panel = page.locator("[data-testid=tab-panel][data-kind=sql]:visible")
    expect(panel.locator("[data-testid=chart-view]")).to_be_visible()
    expect(panel.locator("[data-testid=chart-view]")).to_have_attribute("data-points", "4")


def test_activity_has_its_own_panel_and_groups_the_demos_imports(alice_page):
    page = alice_page
    panel = page.locator("[data-testid=activity-panel]")
    feed = panel.locator("[data-testid=activity]")
    expect(feed).to_be_hidden()  # collapsed until asked for, high in the sidebar rather than last
    sections = page.locator(".ide-sidebar > *").evaluate_all(
        "nodes => nodes.map(n => n.dataset.testid || n.getAttribute('aria-labelledby') || '')")
    assert sections.index("activity-panel") < sections.index("tables-heading")
    panel.locator("summary").click()
    expect(feed).to_be_visible()
    imports = feed.locator("[data-testid=activity-item][data-verb='datasource.import']")
    expect(imports).to_have_count(1)
    expect(imports).to_have_attribute("data-count", "9")
    expect(imports).to_contain_text("imported 9 tables")
