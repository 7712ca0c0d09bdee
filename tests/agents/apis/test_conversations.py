import pytest

from agents.models import Conversation
from lantide.models import AuditEvent
from tests.factories import ConversationFactory, ProjectFactory, WorkspaceFactory


def test_create_list_rename_and_delete_a_conversation(alice_api, alice, alice_workspace):
    created = alice_api.post("/api_v1/conversations/", {"workspace": alice_workspace.pk, "title": "Revenue"},
                             format="json")
    assert created.status_code == 201, created.json()
    body = created.json()
    assert (body["title"], body["mode"], body["workspace"]) == ("Revenue", "agent", alice_workspace.pk)
    listed = alice_api.get(f"/api_v1/conversations/?workspace={alice_workspace.pk}").json()
    assert [c["id"] for c in listed["results"]] == [body["id"]]
    renamed = alice_api.patch(f"/api_v1/conversations/{body['id']}/", {"title": "Revenue by region", "mode": "ask"},
                              format="json")
    assert (renamed.json()["title"], renamed.json()["mode"]) == ("Revenue by region", "ask")
    assert alice_api.delete(f"/api_v1/conversations/{body['id']}/").status_code == 204
    assert not Conversation.objects.exists()
    verbs = list(AuditEvent.objects.filter(actor_user=alice, target_type="agents.conversation")
                 .order_by("id").values_list("verb", flat=True))
    assert verbs == ["conversation.create", "conversation.update", "conversation.delete"]


def test_a_conversation_can_belong_to_a_project_of_its_workspace(alice_api, alice_workspace):
    project = ProjectFactory(workspace=alice_workspace)
    response = alice_api.post("/api_v1/conversations/",
                              {"workspace": alice_workspace.pk, "project": project.pk}, format="json")
    assert response.json()["project"] == project.pk


def test_a_project_of_another_workspace_is_refused(alice_api, alice, alice_workspace):
    other = ProjectFactory(workspace=WorkspaceFactory(created_by=alice))
    response = alice_api.post("/api_v1/conversations/", {"workspace": alice_workspace.pk, "project": other.pk},
                              format="json")
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_ARGUMENTS"
    assert not Conversation.objects.exists()


@pytest.mark.parametrize("payload", [{"title": "x"}, {"workspace": "abc"}, {"workspace": 1, "mode": "shout"}])
def test_bad_conversation_input(alice_api, alice_workspace, payload):
    response = alice_api.post("/api_v1/conversations/", payload, format="json")
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_ARGUMENTS"


def test_conversation_list_query_count_is_flat(alice_api, alice, alice_workspace, django_assert_max_num_queries):
    ConversationFactory.create_batch(8, workspace=alice_workspace, owner=alice)
    with django_assert_max_num_queries(4):
        assert alice_api.get("/api_v1/conversations/").json()["count"] == 8


def test_projects_api_create_and_duplicate(alice_api, alice_workspace):
    created = alice_api.post("/api_v1/projects/", {"workspace": alice_workspace.pk, "name": "Q3"}, format="json")
    assert created.status_code == 201
    duplicate = alice_api.post("/api_v1/projects/", {"workspace": alice_workspace.pk, "name": "q3"}, format="json")
    assert duplicate.status_code == 400
    assert "already exists" in duplicate.json()["detail"]
    assert alice_api.get(f"/api_v1/projects/{created.json()['id']}/").json()["name"] == "Q3"
