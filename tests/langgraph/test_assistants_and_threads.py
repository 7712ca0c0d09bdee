"""Assistants and threads over /langgraph/ with the official SDK: shapes, scoping, metadata, status, errors."""

import httpx
import pytest
from langgraph_sdk import get_sync_client
from langgraph_sdk.errors import AuthenticationError, ConflictError, NotFoundError, UnprocessableEntityError

from agents.models import Conversation
from lantide.models import AuditEvent
from tests.factories import AgentFactory, WorkspaceFactory

pytestmark = pytest.mark.django_db(transaction=True)


def test_assistants_are_the_analyst_the_migration_graph_and_the_visible_agents(scene, shared_agent, stranger):
    AgentFactory(name="Private to someone else")
    found = scene.client.assistants.search(limit=50)
    assert {a["assistant_id"] for a in found} == {"analyst", "migration", str(shared_agent.pk)}
    helper = scene.client.assistants.get(str(shared_agent.pk))
    assert (helper["name"], helper["graph_id"], helper["description"]) == ("Helper", "analyst", "Helps.")
    assert scene.client.assistants.get("analyst")["assistant_id"] == "analyst"
    assert sorted(a["assistant_id"] for a in scene.client.assistants.search(metadata={"builtin": True})) == \
        ["analyst", "migration"]
    assert scene.client.assistants.search(graph_id="migration")[0]["assistant_id"] == "migration"
    with pytest.raises(NotFoundError):
        stranger.assistants.get(str(shared_agent.pk))


def test_a_thread_is_a_conversation_in_a_workspace(scene):
    thread = scene.client.threads.create(metadata={"title": "Sales questions", "topic": "sales"})
    assert set(thread) >= {"thread_id", "created_at", "updated_at", "metadata", "status", "values", "interrupts"}
    assert thread["status"] == "idle" and thread["interrupts"] == {} and thread["values"] == {"messages": []}
    assert thread["metadata"] == {"title": "Sales questions", "topic": "sales", "workspace_id": scene.workspace.pk}
    conversation = Conversation.objects.get(pk=thread["thread_id"])
    assert (conversation.owner, conversation.workspace, conversation.title) == (
        scene.user, scene.workspace, "Sales questions")
    assert AuditEvent.objects.filter(verb="conversation.create", target_id=thread["thread_id"]).exists()


def test_a_thread_goes_to_the_workspace_its_metadata_names(scene, stranger):
    other = WorkspaceFactory(created_by=scene.user, name="Second")
    thread = scene.client.threads.create(metadata={"workspace_id": other.pk})
    assert Conversation.objects.get(pk=thread["thread_id"]).workspace == other
    with pytest.raises(NotFoundError):
        stranger.threads.create(metadata={"workspace_id": other.pk})


def test_threads_search_patch_copy_delete(scene):
    first = scene.client.threads.create(metadata={"topic": "a"})
    second = scene.client.threads.create(metadata={"topic": "b", "n": 2})
    assert [t["thread_id"] for t in scene.client.threads.search(metadata={"topic": "b"})] == [second["thread_id"]]
    assert len(scene.client.threads.search(metadata={"workspace_id": scene.workspace.pk})) == 2
    assert [t["thread_id"] for t in scene.client.threads.search(sort_by="created_at", sort_order="asc")] == [
        first["thread_id"], second["thread_id"]]
    assert len(scene.client.threads.search(status="idle", limit=1)) == 1
    patched = scene.client.threads.update(first["thread_id"], metadata={"title": "Renamed", "extra": True})
    assert patched["metadata"] == {"topic": "a", "title": "Renamed", "extra": True, "workspace_id": scene.workspace.pk}
    assert Conversation.objects.get(pk=first["thread_id"]).title == "Renamed"
    copy = scene.client.threads.copy(first["thread_id"])
    assert copy["thread_id"] != first["thread_id"] and copy["metadata"]["topic"] == "a"
    scene.client.threads.delete(second["thread_id"])
    with pytest.raises(NotFoundError):
        scene.client.threads.get(second["thread_id"])


def test_another_users_thread_is_not_found_on_every_path(scene, stranger):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    for attempt in (lambda: stranger.threads.get(thread_id), lambda: stranger.threads.update(thread_id, metadata={}),
                    lambda: stranger.threads.delete(thread_id), lambda: stranger.threads.copy(thread_id),
                    lambda: stranger.threads.get_state(thread_id), lambda: stranger.threads.get_history(thread_id),
                    lambda: stranger.runs.list(thread_id)):
        with pytest.raises(NotFoundError):
            attempt()
    assert stranger.threads.search() == []


def test_errors_come_in_the_shape_the_sdk_reads(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    with pytest.raises(ConflictError) as exists:
        scene.client.threads.create(thread_id=thread_id)
    assert exists.value.code == "THREAD_EXISTS"
    assert scene.client.threads.create(thread_id=thread_id, if_exists="do_nothing")["thread_id"] == thread_id
    with pytest.raises(UnprocessableEntityError) as invalid:
        scene.client.threads.search(status="sleeping")
    assert invalid.value.code == "INVALID_ARGUMENTS"
    anonymous = httpx.post(f"{scene.url}/langgraph/threads", json={})
    assert anonymous.status_code == 401 and anonymous.json()["code"] == "NOT_AUTHENTICATED"
    bad = httpx.post(f"{scene.url}/langgraph/threads", json={}, headers={"Authorization": "Token nope"})
    assert bad.status_code == 401
    with pytest.raises(AuthenticationError):
        get_sync_client(url=f"{scene.url}/langgraph", headers={"Authorization": "Token nope"}).threads.search()
