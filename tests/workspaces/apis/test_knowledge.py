"""The knowledge queue over REST (ARCHITECTURE §11): members list it by status; editors and owners decide team
knowledge, a User-scoped item is its user's alone (others do not even see it); a proposal is edited before it is
applied; a decided item stays decided; every decision is audited."""

import pytest

from lantide.models import AuditEvent
from tests.conftest import token_client
from tests.factories import KnowledgeItemFactory, MembershipFactory, UserFactory, WorkspaceFactory
from workspaces.models import KnowledgeItem

pytestmark = pytest.mark.django_db


@pytest.fixture
def team():
    owner = UserFactory(username="ona")
    workspace = WorkspaceFactory(created_by=owner)
    members = {"owner": owner}
    for role in ("editor", "viewer"):
        members[role] = MembershipFactory(workspace=workspace, role=role, user=UserFactory(username=role)).user
    return workspace, members


def listed(user, workspace, query: str = "") -> list[str]:
    response = token_client(user).get(f"/api_v1/workspaces/{workspace.pk}/knowledge/{query}")
    assert response.status_code == 200, response.content
    return [item["text"] for item in response.json()["results"]]


def test_members_list_by_status_and_see_only_their_own_user_items(team):
    workspace, members = team
    KnowledgeItemFactory(workspace=workspace, text="Pending fact.")
    KnowledgeItemFactory(workspace=workspace, text="Applied fact.", status="applied")
    KnowledgeItemFactory(workspace=workspace, text="Dismissed fact.", status="dismissed")
    KnowledgeItemFactory(workspace=workspace, text="Viewer's preference.", scope="user", scope_user=members["viewer"])
    KnowledgeItemFactory(text="Another workspace's fact.")
    assert listed(members["viewer"], workspace, "?status=pending") == ["Viewer's preference.", "Pending fact."]
    assert listed(members["owner"], workspace, "?status=pending") == ["Pending fact."]
    assert listed(members["editor"], workspace, "?status=applied") == ["Applied fact."]
    assert listed(members["editor"], workspace, "?status=dismissed") == ["Dismissed fact."]
    assert len(listed(members["owner"], workspace)) == 3
    bad = token_client(members["owner"]).get(f"/api_v1/workspaces/{workspace.pk}/knowledge/?status=proposed")
    assert bad.status_code == 400 and bad.json()["code"] == "INVALID_ARGUMENTS"


@pytest.mark.parametrize("role, expected", [("owner", 200), ("editor", 200), ("viewer", 403)])
def test_editors_and_owners_decide_team_knowledge(team, role, expected):
    workspace, members = team
    item = KnowledgeItemFactory(workspace=workspace)
    response = token_client(members[role]).post(f"/api_v1/knowledge/{item.pk}/apply")
    assert response.status_code == expected, response.content
    item.refresh_from_db()
    assert item.status == ("applied" if expected == 200 else "proposed")


def test_a_user_item_is_decided_by_its_user_only(team):
    workspace, members = team
    mine = KnowledgeItemFactory(workspace=workspace, scope="user", scope_user=members["viewer"])
    assert token_client(members["owner"]).post(f"/api_v1/knowledge/{mine.pk}/apply").status_code == 404
    assert token_client(members["owner"]).patch(f"/api_v1/knowledge/{mine.pk}", {"text": "X"},
                                                format="json").status_code == 404
    response = token_client(members["viewer"]).post(f"/api_v1/knowledge/{mine.pk}/dismiss")
    assert response.status_code == 200 and response.json()["status"] == "dismissed"


def test_edit_then_apply_keeps_the_proposed_text_and_audits_both(team):
    workspace, members = team
    item = KnowledgeItemFactory(workspace=workspace, text="Revenue in EUR.")
    client = token_client(members["editor"])
    edited = client.patch(f"/api_v1/knowledge/{item.pk}", {"text": "Revenue is reported in euros, net of VAT."},
                          format="json")
    assert edited.status_code == 200 and edited.json()["original_text"] == "Revenue in EUR."
    applied = client.post(f"/api_v1/knowledge/{item.pk}/apply").json()
    assert (applied["status"], applied["text"], applied["decided_by"]) == (
        "applied", "Revenue is reported in euros, net of VAT.", "editor")
    events = AuditEvent.objects.filter(target_id=str(item.pk)).order_by("id")
    assert [(e.verb, e.actor_user) for e in events] == [("knowledge.edit", members["editor"]),
                                                        ("knowledge.applied", members["editor"])]
    assert events[0].data == {"before": "Revenue in EUR.", "after": "Revenue is reported in euros, net of VAT."}


def test_a_decided_item_stays_decided_and_an_edit_obeys_the_content_rules(team):
    workspace, members = team
    client = token_client(members["owner"])
    item = KnowledgeItemFactory(workspace=workspace)
    sql = client.patch(f"/api_v1/knowledge/{item.pk}", {"text": "SELECT * FROM orders"}, format="json")
    assert sql.status_code == 400 and "SQL" in sql.json()["detail"]
    assert client.post(f"/api_v1/knowledge/{item.pk}/dismiss").status_code == 200
    again = client.post(f"/api_v1/knowledge/{item.pk}/apply")
    assert again.status_code == 400 and again.json()["code"] == "INVALID_ARGUMENTS"
    assert KnowledgeItem.objects.get(pk=item.pk).status == "dismissed"


def test_outsiders_see_nothing(team):
    workspace, _ = team
    item = KnowledgeItemFactory(workspace=workspace)
    outsider = token_client(UserFactory(username="otto"))
    assert outsider.get(f"/api_v1/workspaces/{workspace.pk}/knowledge/").status_code == 404
    assert outsider.post(f"/api_v1/knowledge/{item.pk}/apply").status_code == 404
    assert outsider.post("/api_v1/knowledge/nonsense/apply").status_code == 404
