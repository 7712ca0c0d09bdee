import pytest

from agents.models import Agent
from lantide.models import AuditEvent
from tests.factories import AgentFactory


# ARCHITECTURE §5, written out: which field settings make an agent an orchestrator.
ORCHESTRATOR_CASES = [
    ({}, False),
    ({"allowed_tools": ["run_query"]}, True),
    ({"denied_tools": ["create_project"]}, True),
    ({"max_iterations": {"quick": 5}}, True),
    ({"max_iterations": {"quick": 0, "medium": 0}}, False),
    ({"default_thoroughness": "medium"}, True),
    ({"allowed_tools": [], "denied_tools": [], "max_iterations": {}, "default_thoroughness": ""}, False),
]


@pytest.mark.parametrize(("fields", "expected"), ORCHESTRATOR_CASES)
def test_is_orchestrator_is_derived_from_the_orchestration_fields(alice, fields, expected):
    assert AgentFactory(owner=alice, **fields).is_orchestrator is expected


def test_create_an_orchestrator_agent(alice_api, alice):
    payload = {
        "name": "Data Scout", "description": "Finds tables", "system_prompt": "Be brief.",
        "trigger_words": ["@Scout", "explore"], "allowed_tools": ["show_tables", "delegate_to_agent"],
        "max_iterations": {"quick": 5, "medium": 15, "very_thorough": 40}, "default_thoroughness": "quick",
    }
    response = alice_api.post("/api_v1/agents/", payload, format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["is_orchestrator"] is True
    assert body["trigger_words"] == ["scout", "explore"]
    assert body["max_iterations"] == {"quick": 5, "medium": 15, "very_thorough": 40}
    assert Agent.objects.get(pk=body["id"]).owner == alice
    assert AuditEvent.objects.filter(verb="agent.create", actor_user=alice).count() == 1


def test_a_plain_agent_is_not_an_orchestrator(alice_api):
    response = alice_api.post("/api_v1/agents/", {"name": "Legacy", "system_prompt": "Talk like a pirate."},
                              format="json")
    assert response.json()["is_orchestrator"] is False


@pytest.mark.parametrize("payload", [
    {},
    {"name": ""},
    {"name": "x", "max_iterations": {"forever": 10}},
    {"name": "x", "max_iterations": {"quick": 500}},
    {"name": "x", "default_thoroughness": "extreme"},
    {"name": "x", "allowed_tools": "run_query"},
    {"name": "x", "trigger_words": [""]},
])
def test_bad_agent_input_is_refused(alice_api, payload):
    response = alice_api.post("/api_v1/agents/", payload, format="json")
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_ARGUMENTS"
    assert not Agent.objects.exists()


def test_duplicate_names_are_refused_per_owner(alice_api, bob_api):
    assert alice_api.post("/api_v1/agents/", {"name": "Scout"}, format="json").status_code == 201
    duplicate = alice_api.post("/api_v1/agents/", {"name": "scout"}, format="json")
    assert duplicate.status_code == 400
    assert "already have an agent" in duplicate.json()["detail"]
    assert bob_api.post("/api_v1/agents/", {"name": "Scout"}, format="json").status_code == 201


def test_update_and_delete_own_agent(alice_api, alice):
    agent = AgentFactory(owner=alice, name="Scout")
    response = alice_api.patch(f"/api_v1/agents/{agent.pk}/", {"denied_tools": ["create_project"]}, format="json")
    assert response.status_code == 200
    assert response.json()["is_orchestrator"] is True
    assert alice_api.delete(f"/api_v1/agents/{agent.pk}/").status_code == 204
    assert not Agent.objects.filter(pk=agent.pk).exists()
    assert list(AuditEvent.objects.filter(actor_user=alice).values_list("verb", flat=True).order_by("id")) == [
        "agent.update", "agent.delete",
    ]


def test_agent_list_query_count_does_not_grow_with_agents(alice_api, alice, django_assert_max_num_queries):
    AgentFactory.create_batch(10, owner=alice)
    with django_assert_max_num_queries(4):
        response = alice_api.get("/api_v1/agents/")
    assert response.json()["count"] == 10
