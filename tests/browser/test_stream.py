"""The iteration stream: a question streams into accordions, a SQL tab and a results grid; ask_user resumes
the same turn; a reload mid-run picks up where it was; a second tab follows along; Ask mode refuses writes."""

import re
from datetime import datetime, timedelta

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ask, conversation_id, runs_of, stored_steps, turns, wait_for_status

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.browser_redis]


def test_a_question_streams_iterations_a_sql_tab_and_the_results_grid(alice_page):
    page = alice_page
    ask(page, "What are the top 5 customers by account balance?")
    turn = turns(page).first
    expect(turn.locator("[data-testid=turn-prompt]")).to_have_text("What are the top 5 customers by account balance?")
    wait_for_status(turn, "success")
    expect(turn.locator("[data-testid=run-status]")).to_have_text("Completed")
    tools = turn.locator("[data-testid=tool-call]").evaluate_all("calls => calls.map(c => c.dataset.tool)")
    assert tools[0] == "show_tables" and "read_schema" in tools and tools[-1] == "run_sql_tab"
    assert turn.locator("[data-testid=tool-call][data-ok=true]").count() == len(tools)
    assert turn.locator("[data-testid=answer] table").count() == 1
    tab = page.locator("[data-testid=tab][data-kind=sql]")
    expect(tab).to_have_count(1)
    panel = page.locator("[data-testid=tab-panel][data-kind=sql]")
    expect(panel.locator("[data-testid=sql-editor]")).to_have_value(re.compile(r"ORDER BY.*LIMIT 5", re.I | re.S))
    expect(panel.locator("[data-testid=grid-row-count]")).to_have_attribute("data-count", "5")
    expect(panel.locator("[data-testid=grid-row]")).to_have_count(5)
    run_id = runs_of(page, conversation_id(page))[0]["id"]
    assert turn.locator("[data-testid=iteration]").count() == len(stored_steps(page, run_id))
    stats = page.evaluate("window.lantide.streamStats")
    assert 0 < stats["renders"] <= stats["deltas"]


def test_an_ambiguous_question_asks_and_the_answer_resumes_the_same_turn(alice_page):
    page = alice_page
    ask(page, "What does the data say about churn?")
    turn = turns(page).first
    wait_for_status(turn, "interrupted")
    expect(turn.locator("[data-testid=run-status]")).to_have_text("Waiting for you")
    area = page.locator("[data-testid=interaction]")
    expect(area).to_be_visible()
    expect(area.locator("[data-testid=ask-question]")).not_to_be_empty()
    other = page.context.new_page()  # a second tab sees the resumed run as the same turn
    other.goto(page.url)
    other.wait_for_selector("[data-testid=workspace][data-ready=true]")
    expect(other.locator("[data-testid=interaction] [data-testid=ask-option]")).to_have_count(
        area.locator("[data-testid=ask-option]").count())
    expect(other.locator("[data-testid=connection]")).to_have_attribute("data-state", "open")
    area.locator("[data-testid=ask-option]", has_text="sales").click()
    wait_for_status(turn, "success")
    expect(area).to_be_hidden()
    expect(turns(page)).to_have_count(1)
    wait_for_status(turns(other).first, "success")
    expect(turns(other)).to_have_count(1)
    expect(other.locator("[data-testid=interaction]")).to_be_hidden()
    expect(turns(other).first.locator("[data-testid=answer]")).to_contain_text("North")
    runs = runs_of(page, conversation_id(page))
    assert [r["status"] for r in runs] == ["interrupted", "success"]
    assert runs[1]["resumed_from_run"] == runs[0]["id"]
    assert turn.get_attribute("data-runs") == f"{runs[0]['id']} {runs[1]['id']}"
    expect(turn.locator("[data-testid=answer]")).to_contain_text("North")
    panel = page.locator("[data-testid=tab-panel][data-kind=sql]")
    expect(panel.locator("[data-testid=grid-row-count]")).to_have_attribute("data-count", "20")  # a preview


# A slower local model, so the reload lands in the middle of the run.
@pytest.mark.parametrize("server_env", [{"LANTIDE_LOCAL_MODEL_CHUNK_DELAY": "0.05"}])
def test_a_reload_mid_run_continues_where_it_was_without_duplicated_steps(alice_page, server_env):
    page = alice_page
    ask(page, "How many orders are there?")
    turn = turns(page).first
    expect(turn.locator("[data-testid=iteration][data-state=done]").first).to_be_attached(timeout=30_000)
    expect(turn.locator("[data-testid=run-status]")).to_have_attribute("data-status", "running")
    page.reload()
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    turn = turns(page).first
    wait_for_status(turn, "success")
    run_id = runs_of(page, conversation_id(page))[0]["id"]
    steps = stored_steps(page, run_id)
    assert turn.locator("[data-testid=iteration]").count() == len(steps)
    assert turn.locator("[data-testid=tool-call]").count() == sum(len(step["actions"]) for step in steps)
    numbers = turn.locator("[data-testid=iteration]").evaluate_all("its => its.map(i => Number(i.dataset.iteration))")
    assert numbers == [step["iteration"] for step in steps]
    expect(turn.locator("[data-testid=answer]")).to_contain_text("15,000")
    expect(page.locator("[data-testid=tab][data-kind=sql]")).to_have_count(1)


def test_a_second_tab_of_the_same_conversation_stays_in_sync(alice_page, browser_context):
    first = alice_page
    first.click("[data-testid=new-conversation]")
    conversation = conversation_id(first)
    second = browser_context.new_page()
    second.goto(first.url)
    second.wait_for_selector("[data-testid=workspace][data-ready=true]")
    expect(second.locator("[data-testid=connection]")).to_have_attribute("data-state", "open")
    expect(first.locator("[data-testid=connection]")).to_have_attribute("data-state", "open")
    ask(first, "How many customers are there?")
    wait_for_status(turns(first).first, "success")
    mirrored = turns(second).first
    wait_for_status(mirrored, "success")
    expect(mirrored.locator("[data-testid=turn-prompt]")).to_have_text("How many customers are there?")
    expect(mirrored.locator("[data-testid=answer]")).to_contain_text("1,500")
    assert mirrored.locator("[data-testid=iteration]").count() == turns(first).first.locator(
        "[data-testid=iteration]").count()
    expect(second.locator("[data-testid=tab][data-kind=sql]")).to_have_count(1)
    ask(second, "How many rows in sales?")
    wait_for_status(turns(first).nth(1), "success")
    expect(turns(first).nth(1).locator("[data-testid=answer]")).to_contain_text("288")
    assert len(runs_of(first, conversation)) == 2


def project_names(page) -> list[str]:
    workspace = page.locator("[data-testid=workspace]").get_attribute("data-workspace-id")
    return [p["name"] for p in page.request.get(f"/api_v1/projects/?workspace={workspace}").json()["results"]]


def test_ask_mode_refuses_a_write_and_is_sticky(alice_page):
    """In Ask mode the write tool is not even offered (the analyst cannot call it); Agent mode creates it."""
    page = alice_page
    page.click("[data-testid=mode-ask]")
    expect(page.locator("[data-testid=mode-ask]")).to_have_attribute("aria-checked", "true")
    ask(page, 'Create a project named "Q3 review"')
    refused = turns(page).first
    wait_for_status(refused, "interrupted")  # not offered create_project, the analyst asks what to do instead
    expect(refused.locator("[data-testid=tool-call][data-tool=create_project]")).to_have_count(0)
    assert "Q3 review" not in project_names(page)
    conversation = conversation_id(page)
    assert [run["mode"] for run in runs_of(page, conversation)] == ["ask"]
    page.reload()
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    expect(page.locator("[data-testid=mode-ask]")).to_have_attribute("aria-checked", "true")

    page.click("[data-testid=mode-agent]")
    ask(page, 'Create a project named "Q3 review"')
    # Ask mode's question still waits: the composer says so, and cancelling it lets the message go.
    page.click("[data-testid=composer-waiting] [data-testid=cancel-question]")
    page.press("[data-testid=composer-input]", "Enter")
    created = turns(page).nth(1)
    wait_for_status(created, "success")
    expect(page.locator("[data-testid=interaction]")).to_be_hidden()
    expect(created.locator("[data-testid=tool-call][data-tool=create_project]")).to_have_attribute("data-ok", "true")
    assert "Q3 review" in project_names(page)
    assert [run["mode"] for run in runs_of(page, conversation)] == ["ask", "agent"]

    ask(page, 'Switch to project "Q3 review"')  # focus_project's ui_command moves the project selector
    wait_for_status(turns(page).nth(2), "success")
    expect(page.locator("[data-testid=project-select] option:checked")).to_have_text("Q3 review")


@pytest.mark.parametrize("server_env", [{"LANTIDE_LOCAL_MODEL_CHUNK_DELAY": "0.05"}])
def test_stop_cancels_the_running_turn_and_keeps_what_streamed(alice_page, server_env):
    page = alice_page
    ask(page, "How many orders are there?")
    turn = turns(page).first
    stop = page.locator("[data-testid=stop]")
    expect(stop).to_be_visible()
    expect(turn.locator("[data-testid=iteration]").first).to_be_attached(timeout=30_000)
    stop.click()
    wait_for_status(turn, "cancelled")
    expect(turn.locator("[data-testid=run-status]")).to_have_text("Stopped")
    expect(turn.locator("[data-testid=notice][data-kind=cancelled]")).to_have_count(1)
    expect(stop).to_be_hidden()
    expect(page.locator("[data-testid=send]")).to_be_enabled()
    assert runs_of(page, conversation_id(page))[0]["status"] == "cancelled"


def test_past_turns_load_from_rest_with_show_reasoning(alice_page):
    page = alice_page
    ask(page, "How many rows in sales?")
    wait_for_status(turns(page).first, "success")
    ask(page, "How many customers are there?")
    wait_for_status(turns(page).nth(1), "success")
    page.reload()
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    past = turns(page).first
    expect(past.locator("[data-testid=turn-prompt]")).to_have_text("How many rows in sales?")
    expect(past.locator("[data-testid=answer]")).to_contain_text("288")
    expect(past.locator("[data-testid=run-status]")).to_have_text("Completed")
    assert past.locator("[data-testid=iteration]").count() == 0  # loaded on demand
    past.locator("[data-testid=reasoning] > summary").click()
    run_id = runs_of(page, conversation_id(page))[0]["id"]
    steps = stored_steps(page, run_id)
    expect(past.locator("[data-testid=iteration]")).to_have_count(len(steps))
    expect(past.locator("[data-testid=reasoning] > summary")).to_have_text(f"Show reasoning ({len(steps)} iterations)")
    latest = turns(page).nth(1)
    wait_for_status(latest, "success")
    expect(latest.locator("[data-testid=answer]")).to_contain_text("1,500")


def page_clock_off_by(page, offset: timedelta) -> None:
    """The page's clock runs `offset` away from the server's (a laptop's clock that drifted), from a reload
    on."""
    page.clock.install(time=datetime.now() + offset)
    page.reload()
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")


@pytest.mark.parametrize("server_env", [{"LANTIDE_ASK_USER_TIMEOUT": "2"}])
def test_an_expired_question_says_so_and_the_agent_wraps_up(alice_page, server_env):
    """The page's clock a minute ahead: its own timer expires the question before the server resumes the
    run."""
    page = alice_page
    page_clock_off_by(page, timedelta(minutes=1))
    ask(page, "What does the data say about churn?")
    turn = turns(page).first
    wait_for_status(turn, "interrupted")
    area = page.locator("[data-testid=interaction]")
    expect(area).to_have_attribute("data-state", "expired", timeout=10_000)
    expect(area.locator("[data-testid=ask-status]")).to_contain_text("expired")
    expect(area.locator("[data-testid=ask-option]").first).to_be_disabled()
    wait_for_status(turn, "success", timeout=40_000)  # the sweeper resumes it with a timeout observation
    expect(area).to_be_hidden()
    expect(turn.locator("[data-testid=notice][data-kind=expired]")).to_contain_text("expired unanswered")
    assert len(turn.get_attribute("data-runs").split()) == 2


@pytest.mark.parametrize("server_env", [{"LANTIDE_ASK_USER_TIMEOUT": "2"}])
def test_a_question_the_server_expires_first_reads_as_expired_not_answered(alice_page, server_env):
    """The page's clock a minute behind: the server's resume (`run_started.resumed_with` "timeout") is the
    first the page hears of the expiry; the question does not vanish as if answered, the turn says it
    expired."""
    page = alice_page
    page_clock_off_by(page, -timedelta(minutes=1))
    page.evaluate("""() => {
        window.expiredStates = [];
        const area = document.querySelector("[data-testid=interaction]");
        new MutationObserver(() => { if (area.dataset.state === "expired") window.expiredStates.push(
            area.querySelector("[data-testid=ask-status]").textContent); }).observe(area, {attributes: true});
    }""")
    ask(page, "What does the data say about churn?")
    turn = turns(page).first
    wait_for_status(turn, "interrupted")
    area = page.locator("[data-testid=interaction]")
    expect(area.locator("[data-testid=ask-option]").first).to_be_enabled()  # the page's timer is far off
    wait_for_status(turn, "success", timeout=40_000)
    expect(area).to_be_hidden()
    expect(turn.locator("[data-testid=notice][data-kind=expired]")).to_contain_text("expired unanswered")
    assert "expired" in page.evaluate("window.expiredStates[0]")
    assert len(turn.get_attribute("data-runs").split()) == 2


@pytest.mark.parametrize("server_env", [{"LANTIDE_LOCAL_MODEL_CHUNK_DELAY": "0.05"}])
def test_a_dropped_socket_reconnects_and_resumes_from_the_last_seq(alice_page, server_env):
    page = alice_page
    ask(page, "How many orders are there?")
    turn = turns(page).first
    expect(turn.locator("[data-testid=iteration][data-state=done]").first).to_be_attached(timeout=30_000)
    page.evaluate("window.lantide.conversation.socket.socket.close()")
    expect(page.locator("[data-testid=connection]")).to_have_attribute("data-state", "open", timeout=15_000)
    wait_for_status(turn, "success")
    run_id = runs_of(page, conversation_id(page))[0]["id"]
    steps = stored_steps(page, run_id)
    numbers = turn.locator("[data-testid=iteration]").evaluate_all("its => its.map(i => Number(i.dataset.iteration))")
    assert numbers == [step["iteration"] for step in steps]
    assert turn.locator("[data-testid=tool-call]").count() == sum(len(step["actions"]) for step in steps)
    expect(turn.locator("[data-testid=answer]")).to_contain_text("15,000")
    expect(page.locator("[data-testid=tab][data-kind=sql]")).to_have_count(1)
