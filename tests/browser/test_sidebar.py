"""The sidebar: conversations (new, rename, fork, delete), uploads with progress and clear errors."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import api_get, ask, conversation_id, turns, wait_for_conversation, wait_for_status

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.browser_redis]


def test_a_bad_upload_shows_the_error_and_a_good_one_refreshes_the_schema(alice_page):
    page = alice_page
    form = page.locator("[data-testid=upload-form]")
    form.locator("input[type=file]").set_input_files({"name": "notes.txt", "mimeType": "text/plain", "buffer": b"hi"})
    form.locator("input[name=table]").fill("notes")
    form.locator("button[type=submit]").click()
    error = form.locator("[data-testid=upload-error]")
    expect(error).to_be_visible()
    expect(error).to_contain_text("INVALID_ARGUMENTS")
    expect(error).to_contain_text("not a CSV or Parquet file")

    page.click("[data-testid=open-schema]")
    csv_bytes = b"city,visitors\nOslo,3\nLima,5\n"
    form.locator("input[type=file]").set_input_files({"name": "visits.csv", "mimeType": "text/csv", "buffer": csv_bytes})
    form.locator("input[name=table]").fill("visits")
    form.locator("button[type=submit]").click()
    expect(form.locator("[data-testid=upload-status]")).to_have_text("Imported 2 rows into visits.")
    expect(error).to_be_hidden()
    expect(page.locator("[data-testid=table-list]")).to_contain_text("visits")
    schema = page.locator("[data-testid=tab-panel][data-kind=schema]")
    expect(schema.locator("[data-testid=schema-table][data-table=visits]")).to_have_count(1)


def test_conversations_can_be_created_renamed_forked_and_deleted(alice_page):
    page = alice_page
    ask(page, "How many rows in sales?")
    wait_for_status(turns(page).first, "success")
    original = conversation_id(page)
    item = page.locator(f"[data-testid=conversation-item][data-conversation-id='{original}']")
    item.locator("[data-testid=conversation-rename]").click()
    title = page.locator("[data-testid=conversation-title-input]")
    title.fill("Sales size")
    title.press("Enter")
    expect(page.locator("[data-testid=conversation-title]")).to_have_text("Sales size")
    assert api_get(page, f"/api_v1/conversations/{original}/")["title"] == "Sales size"

    item.locator("[data-testid=conversation-fork]").click()
    wait_for_conversation(page, lambda found: found not in (None, original))
    fork = conversation_id(page)
    expect(page.locator("[data-testid=conversation-title]")).to_have_text("Sales size (fork)")
    assert api_get(page, f"/api_v1/conversations/{fork}/")["forked_from"] == original

    page.click("[data-testid=new-conversation]")
    wait_for_conversation(page, lambda found: found not in (None, original, fork))
    expect(page.locator("[data-testid=stream-empty]")).to_be_visible()
    expect(page.locator("[data-testid=conversation-item]")).to_have_count(3)

    item = page.locator(f"[data-testid=conversation-item][data-conversation-id='{original}']")
    item.locator("[data-testid=conversation-delete]").click()
    page.click("[data-testid=conversation-delete-confirm]")
    expect(page.locator("[data-testid=conversation-item]")).to_have_count(2)
    assert page.request.get(f"/api_v1/conversations/{original}/").status == 404

    page.locator(f"[data-testid=conversation-item][data-conversation-id='{fork}'] [data-testid=conversation-open]").click()
    wait_for_conversation(page, lambda found: found == fork)
    expect(page.locator("[data-testid=conversation-title]")).to_have_text("Sales size (fork)")


def test_a_rename_in_progress_survives_the_list_refreshing(alice_page):
    """The list re-renders when another conversation changes (a first question titles it, a run ends); a rename
    being typed keeps its text and its focus."""
    page = alice_page
    ask(page, "How many rows in sales?")
    wait_for_status(turns(page).first, "success")
    first = conversation_id(page)
    page.click("[data-testid=new-conversation]")
    wait_for_conversation(page, lambda found: found not in (None, first))
    item = page.locator(f"[data-testid=conversation-item][data-conversation-id='{first}']")
    item.locator("[data-testid=conversation-rename]").click()
    title = page.locator("[data-testid=conversation-title-input]")
    title.fill("Sales si")
    page.evaluate("() => { const a = document.querySelector('[data-testid=conversation-title-input]'); a.dataset.kept = '1'; }")
    ask(page, "How many orders are there?")  # titles the new conversation: the list re-renders
    expect(page.locator("[data-testid=conversation-item]").first).to_contain_text("How many orders are there?")
    expect(title).to_have_value("Sales si")
    expect(title).to_have_attribute("data-kept", "1")  # the same element, not a new one
    title.press("End")  # back in the field (the question took the focus), the caret goes after the text
    title.press_sequentially("ze")
    title.press("Enter")
    expect(item.locator("[data-testid=conversation-open]")).to_have_text("Sales size")
    assert api_get(page, f"/api_v1/conversations/{first}/")["title"] == "Sales size"
