"""The workspace's knowledge cards: proposals of the open conversation appear as the agent makes them (on its
propose_knowledge results), and the user applies one, dismisses one, and edits one before applying it."""

import pytest
from playwright.sync_api import expect

from agents.models import LLMProfile
from tests import llm_server as llm
from tests.browser.conftest import sign_in
from tests.browser.helpers import ask, turns, wait_for_status
from tests.factories import ConversationFactory, KnowledgeItemFactory
from workspaces.models import KnowledgeItem, Workspace

pytestmark = pytest.mark.django_db(transaction=True)


def card(page, text: str):
    return page.locator("[data-testid=knowledge-card]", has_text=text)


def test_the_user_applies_dismisses_and_edits_proposals_on_their_cards(browser_context, demo, llm_server):
    workspace = Workspace.objects.get(pk=demo["workspace"])
    LLMProfile.objects.create(name="scripted", model="openai/scripted", api_base=llm_server.url, api_key="test")
    conversation = ConversationFactory(workspace=workspace, owner=workspace.created_by, title="Knowledge",
                                       metadata={"llm_profile": "scripted"})
    earlier = KnowledgeItemFactory(workspace=workspace, conversation_id=conversation.pk, text="Revenue in EUR.")
    page = browser_context.new_page()
    sign_in(page, demo["password"])
    page.goto(f"/w/{workspace.pk}/?conversation={conversation.pk}")
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    expect(page.locator("[data-testid=knowledge-card]")).to_have_count(1)

    llm_server.script("scripted", llm.tool_calls(
        llm.call("propose_knowledge", {"text": "Orders ship from three warehouses.", "scope": "Workspace"}),
        llm.call("propose_knowledge", {"text": "Alice prefers tables over charts.", "scope": "User"})),
        llm.text("I proposed two facts for your review."))
    ask(page, "Remember how we ship and how I like answers")
    wait_for_status(turns(page).last, "success")
    expect(page.locator("[data-testid=knowledge-card]")).to_have_count(3)
    expect(card(page, "Alice prefers tables")).to_contain_text("Only you")

    card(page, "three warehouses").locator("[data-action=knowledge-apply]").click()
    expect(card(page, "three warehouses")).to_have_count(0)
    card(page, "Alice prefers tables").locator("[data-action=knowledge-dismiss]").click()
    expect(card(page, "Alice prefers tables")).to_have_count(0)
    earlier_card = card(page, "Revenue in EUR.")
    earlier_card.locator("[data-action=knowledge-edit]").click()
    earlier_card.locator("[data-testid=knowledge-edit]").fill("Revenue is reported in euros.")
    earlier_card.locator("[data-action=knowledge-save-apply]").click()
    expect(page.locator("[data-testid=knowledge-card]")).to_have_count(0)
    expect(page.locator("[data-testid=knowledge-cards]")).to_be_hidden()

    decided = dict(KnowledgeItem.objects.values_list("text", "status"))
    assert decided == {"Orders ship from three warehouses.": "applied", "Alice prefers tables over charts.": "dismissed",
                       "Revenue is reported in euros.": "applied"}
    assert KnowledgeItem.objects.get(pk=earlier.pk).original_text == "Revenue in EUR."
