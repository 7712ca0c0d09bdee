"""The /agents/ page: create with orchestration fields from the real registry, edit, share, delete; lanes."""

import pytest
from waffle.models import Flag

from agents.models import Agent
from agents.runtime.tools import REGISTRY
from lantide.features import FLAG_AGENTS
from tests.factories import AgentFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def page(client, alice):
    client.force_login(alice)
    return client


def form_data(**overrides):
    return {"name": "Analyst", "description": "Digs in", "system_prompt": "Be brief.", "trigger_words": "dig, @probe",
            "preferred_model": "", "allowed_tools": ["run_query", "show_tables"], "denied_tools": ["run_sql_tab"],
            "quick": "3", "medium": "", "very_thorough": "30", "default_thoroughness": "quick", **overrides}


def test_the_page_offers_every_registered_tool_in_a_collapsed_section(page):
    html = page.get("/agents/").content.decode()
    assert '<details class="orchestration" id="orchestration">' in html and "<details open" not in html
    for name, tool in REGISTRY.items():  # outside clients' own tools (the bundle operations) are no agent's
        assert (f'value="{name}"' in html) is not tool.external_only


def test_create_edit_share_and_delete(page, alice):
    assert page.post("/agents/", form_data()).status_code == 302
    agent = Agent.objects.get(owner=alice, name="Analyst")
    assert (agent.allowed_tools, agent.denied_tools, agent.trigger_words) == (
        ["run_query", "show_tables"], ["run_sql_tab"], ["dig", "probe"])
    assert agent.max_iterations == {"quick": 3, "very_thorough": 30} and agent.is_orchestrator
    assert page.post(f"/agents/{agent.pk}/", form_data(allowed_tools=[], denied_tools=[], quick="", very_thorough="",
                                                       default_thoroughness="", is_shared="on")).status_code == 302
    agent.refresh_from_db()
    assert agent.is_shared and not agent.is_orchestrator
    assert page.post(f"/agents/{agent.pk}/delete").status_code == 302
    assert not Agent.objects.filter(pk=agent.pk).exists()


@pytest.mark.parametrize("overrides, message", [
    ({"name": ""}, "This field is required."),
    ({"quick": "500"}, "less than or equal to 100"),
    ({"allowed_tools": ["rm_rf"]}, "Select a valid choice."),
])
def test_bad_input_is_refused_with_the_form_kept(page, overrides, message):
    response = page.post("/agents/", form_data(**overrides))
    assert response.status_code == 400 and message in response.content.decode()
    assert not Agent.objects.exists()


def test_duplicate_names_are_refused(page, alice):
    AgentFactory(owner=alice, name="Analyst")
    response = page.post("/agents/", form_data())
    assert response.status_code == 400 and "already have an agent named" in response.content.decode()


def test_other_peoples_agents_cannot_be_edited_or_deleted(page, bob):
    theirs = AgentFactory(owner=bob, name="Bobs", is_shared=True)
    assert "Bobs" in page.get("/agents/").content.decode()  # shared: visible
    assert page.get(f"/agents/{theirs.pk}/").status_code == 404
    assert page.post(f"/agents/{theirs.pk}/delete").status_code == 404
    assert Agent.objects.filter(pk=theirs.pk).exists()


def test_the_enable_agents_flag_hides_the_page(page):
    Flag.objects.update_or_create(name=FLAG_AGENTS, defaults={"everyone": False})
    assert page.get("/agents/").status_code == 404
    assert 'href="/agents/"' not in page.get("/settings/").content.decode()


def test_the_tool_registry_over_rest(alice_api):
    tools = alice_api.get("/api_v1/tools/").json()
    assert {t["name"] for t in tools} == {name for name, tool in REGISTRY.items() if not tool.external_only}
    assert "bundle_apply" in REGISTRY and "bundle_apply" not in {t["name"] for t in tools}
    assert next(t for t in tools if t["name"] == "show_tables")["counts_toward_exploration"] is True
