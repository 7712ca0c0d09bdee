"""Users stay in their lane: bob gets 404 NOT_FOUND on each of alice's objects on every endpoint."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from agents.models import Agent, Conversation, QueryStep
from agents.query_steps import query_step_run
from tests.conftest import token_client
from tests.factories import (
    AgentFactory,
    ConversationFactory,
    DatabaseConnectionFactory,
    DataSourceFactory,
    InterruptFactory,
    MembershipFactory,
    ProjectFactory,
    RunFactory,
)
from workspaces.models import Project


@pytest.fixture
def alices_things(alice, alice_workspace):
    conversation = ConversationFactory(workspace=alice_workspace, owner=alice)
    return {
        "workspace": alice_workspace,
        "project": ProjectFactory(workspace=alice_workspace, name="Alice's project"),
        "conversation": conversation,
        "agent": AgentFactory(owner=alice, name="Alice's private agent"),
        "source": DataSourceFactory(workspace=alice_workspace),
        "connection": DatabaseConnectionFactory(workspaces=[alice_workspace]),
        "cache": query_step_run(workspace=alice_workspace, conversation=conversation, sql="SELECT 1 AS one")["cache"],
    }


def api_calls(things):
    ws, project, conv, agent = things["workspace"].pk, things["project"].pk, things["conversation"].pk, things["agent"].pk
    cache = things["cache"]
    return [
        ("get", f"/api_v1/workspaces/{ws}/", None),
        ("get", f"/api_v1/workspaces/{ws}/tables/", None),
        ("get", f"/api_v1/workspaces/{ws}/datasources/", None),
        ("post", f"/api_v1/workspaces/{ws}/datasources/", "upload"),
        ("get", f"/api_v1/workspaces/{ws}/connections/", None),
        ("post", f"/api_v1/workspaces/{ws}/datasources/postgres",
         {"connection": things["connection"].pk, "source_table": "public.t", "table": "t"}),
        ("get", f"/api_v1/projects/{project}/", None),
        ("get", f"/api_v1/projects/?workspace={ws}", None),
        ("post", "/api_v1/projects/", {"workspace": ws, "name": "Intruder"}),
        ("get", f"/api_v1/conversations/{conv}/", None),
        ("patch", f"/api_v1/conversations/{conv}/", {"title": "mine now"}),
        ("delete", f"/api_v1/conversations/{conv}/", None),
        ("get", f"/api_v1/conversations/?workspace={ws}", None),
        ("post", "/api_v1/conversations/", {"workspace": ws, "title": "Intruder"}),
        ("get", f"/api_v1/agents/{agent}/", None),
        ("patch", f"/api_v1/agents/{agent}/", {"name": "Hijacked"}),
        ("post", f"/api_v1/conversations/{conv}/sql", {"sql": "SELECT 2 AS two"}),
        ("get", f"/api_v1/conversations/{conv}/steps", None),
        ("get", f"/api_v1/conversations/{conv}/runs", None),
        ("get", f"/api_v1/workspaces/{ws}/caches/", None),
        ("get", f"/api_v1/workspaces/{ws}/caches/{cache}/", None),
        ("get", f"/api_v1/workspaces/{ws}/caches/{cache}/rows", None),
        ("get", f"/api_v1/workspaces/{ws}/caches/{cache}/export.csv", None),
        ("delete", f"/api_v1/agents/{agent}/", None),
    ]


def call(client, method, url, payload):
    if payload == "upload":
        return client.post(url, {"file": SimpleUploadedFile("x.csv", b"a\n1\n"), "table": "x"}, format="multipart")
    if payload is None:
        return getattr(client, method)(url)
    return getattr(client, method)(url, payload, format="json")


def test_bob_gets_not_found_on_every_one_of_alices_objects(bob_api, alices_things):
    calls = api_calls(alices_things)
    results = {f"{method.upper()} {url}": call(bob_api, method, url, payload) for method, url, payload in calls}
    refused = {name: (response.status_code, response.json().get("code")) for name, response in results.items()}
    assert refused == {name: (404, "NOT_FOUND") for name in results}
    assert Conversation.objects.get(pk=alices_things["conversation"].pk).title == alices_things["conversation"].title
    assert Agent.objects.get(pk=alices_things["agent"].pk).name == "Alice's private agent"
    assert not Project.objects.filter(name="Intruder").exists()
    assert not Conversation.objects.filter(title="Intruder").exists()
    assert QueryStep.objects.filter(conversation=alices_things["conversation"]).count() == 1


def test_alice_reaches_each_of_the_same_endpoints(alice_api, alices_things):
    calls = [c for c in api_calls(alices_things) if c[0] == "get"]
    statuses = {url: call(alice_api, method, url, payload).status_code for method, url, payload in calls}
    assert statuses == {url: 200 for url in statuses}


def test_bobs_lists_never_show_alices_objects(bob_api, alices_things):
    for url in ("/api_v1/workspaces/", "/api_v1/projects/", "/api_v1/conversations/", "/api_v1/agents/"):
        assert bob_api.get(url).json()["results"] == [], url


def test_a_shared_agent_is_visible_but_not_editable(bob_api, alice):
    agent = AgentFactory(owner=alice, name="Shared helper", is_shared=True)
    assert bob_api.get(f"/api_v1/agents/{agent.pk}/").status_code == 200
    assert [a["name"] for a in bob_api.get("/api_v1/agents/").json()["results"]] == ["Shared helper"]
    response = bob_api.patch(f"/api_v1/agents/{agent.pk}/", {"name": "Mine"}, format="json")
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")
    assert bob_api.delete(f"/api_v1/agents/{agent.pk}/").status_code == 404
    assert Agent.objects.filter(pk=agent.pk, name="Shared helper").exists()


def test_a_member_does_not_see_another_members_conversations(bob, alice_workspace, alices_things):
    MembershipFactory(workspace=alice_workspace, user=bob, role="editor")
    client = token_client(bob)
    assert client.get(f"/api_v1/workspaces/{alice_workspace.pk}/").status_code == 200
    assert client.get(f"/api_v1/conversations/{alices_things['conversation'].pk}/").status_code == 404
    assert client.get(f"/api_v1/conversations/?workspace={alice_workspace.pk}").json()["results"] == []


@pytest.mark.parametrize("bad_id", ["abc", "999999", "-1"])
def test_malformed_and_unknown_ids_are_not_found(alice_api, bad_id):
    assert alice_api.get(f"/api_v1/projects/?workspace={bad_id}").status_code in (400, 404)
    response = alice_api.get(f"/api_v1/conversations/{bad_id}/")
    assert response.status_code == 404
    assert response.json()["code"] == "NOT_FOUND"


def test_bob_gets_404_on_alices_workspace_pages(client, bob, alices_things):
    client.force_login(bob)
    workspace = alices_things["workspace"].pk
    assert client.get(f"/w/{workspace}/").status_code == 404
    upload = client.post(f"/w/{workspace}/upload/", {"file": SimpleUploadedFile("x.csv", b"a\n1\n"), "table": "x"})
    assert upload.status_code == 404


def test_a_removed_member_loses_their_runs_events_and_questions(bob, bob_api, alice_workspace):
    """bob owned a conversation in alice's workspace and asked something; once his membership is gone, every
    run path is NOT_FOUND for him: the run, its events, its replay, its question, cancel."""

    membership = MembershipFactory(workspace=alice_workspace, user=bob, role="editor")
    conversation = ConversationFactory(workspace=alice_workspace, owner=bob)
    run = RunFactory(thread=conversation, status="interrupted")
    interrupt = InterruptFactory(run=run)
    assert bob_api.get(f"/api_v1/runs/{run.pk}").status_code == 200
    membership.delete()
    for method, url, body in (("get", f"/api_v1/runs/{run.pk}", None),
                              ("get", f"/api_v1/runs/{run.pk}/events", None),
                              ("get", f"/api_v1/agent-executions/{run.pk}", None),
                              ("post", f"/api_v1/runs/{run.pk}/cancel", {}),
                              ("post", "/api_v1/ask_user_response", {"interrupt_id": str(interrupt.pk), "answer": "x"})):
        response = call(bob_api, method, url, body)
        assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND"), url
    interrupt.refresh_from_db()
    assert interrupt.status == "pending"


def test_the_activity_feed_keeps_each_members_conversations_to_them(client, alice, bob, alice_workspace):
    """Security finding 14: the feed showed other members' private conversation titles and their runs."""

    MembershipFactory(workspace=alice_workspace, user=bob, role="editor")
    created = token_client(bob).post("/api_v1/conversations/", {"workspace": alice_workspace.pk,
                                                                 "title": "Bob's secret merger plan"}, format="json")
    assert created.status_code == 201
    client.force_login(alice)
    assert "Bob&#x27;s secret merger plan" not in client.get(f"/w/{alice_workspace.pk}/").content.decode()
    client.force_login(bob)
    assert "Bob&#x27;s secret merger plan" in client.get(f"/w/{alice_workspace.pk}/").content.decode()
