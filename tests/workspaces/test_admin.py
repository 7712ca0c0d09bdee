"""Members changed in the admin go through the member services: audited (via admin), a removal stops the member's
runs and questions, and a workspace keeps an owner."""

import pytest
from django.urls import reverse

from lantide.models import AuditEvent
from tests.factories import (
    ConversationFactory, InterruptFactory, MembershipFactory, RunFactory, UserFactory, WorkspaceFactory,
)
from workspaces.models import Membership

pytestmark = pytest.mark.django_db


@pytest.fixture
def root_client(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("root", "root@example.com", "pw-for-tests-only"))
    return client


@pytest.fixture
def workspace():
    workspace = WorkspaceFactory(created_by=UserFactory(username="olive"))
    MembershipFactory(workspace=workspace, user=UserFactory(username="erin"), role="editor")
    return workspace


def membership(workspace, username) -> Membership:
    return Membership.objects.get(workspace=workspace, user__username=username)


def audited(verb: str) -> list[tuple[str, dict]]:
    events = AuditEvent.objects.filter(verb=verb).select_related("actor_user").order_by("id")
    return [(event.actor_user.username, event.data) for event in events]


def test_removing_a_member_in_the_admin_stops_their_runs_and_is_audited(root_client, workspace):
    erin = membership(workspace, "erin")
    question = InterruptFactory(run=RunFactory(thread=ConversationFactory(workspace=workspace, owner=erin.user),
                                               status="interrupted"))
    response = root_client.post(reverse("admin:workspaces_membership_delete", args=[erin.pk]), {"post": "yes"})
    assert response.status_code == 302
    assert not Membership.objects.filter(pk=erin.pk).exists()
    question.refresh_from_db()
    assert question.status == "withdrawn"
    assert audited("member.remove") == [("root", {"user": "erin", "user_id": erin.user_id, "role": "editor",
                                                  "runs_stopped": 1, "via": "admin"})]


def test_adding_and_re_roling_in_the_admin_is_audited(root_client, workspace):
    nora = UserFactory(username="nora")
    add = root_client.post(reverse("admin:workspaces_membership_add"),
                           {"workspace": workspace.pk, "user": nora.pk, "role": "viewer"})
    assert add.status_code == 302
    change = root_client.post(reverse("admin:workspaces_membership_change", args=[membership(workspace, "nora").pk]),
                              {"role": "editor"})
    assert change.status_code == 302
    assert membership(workspace, "nora").role == "editor"
    assert audited("member.add") == [("root", {"user": "nora", "user_id": nora.pk, "role": "viewer", "via": "admin"})]
    assert [data["to"] for _, data in audited("member.role_change")] == ["editor"]


def test_the_admin_keeps_the_last_owner(root_client, workspace):
    olive = membership(workspace, "olive")
    assert root_client.get(reverse("admin:workspaces_membership_delete", args=[olive.pk])).status_code == 403
    refused = root_client.post(reverse("admin:workspaces_membership_change", args=[olive.pk]), {"role": "viewer"})
    assert refused.status_code == 200 and "keeps at least one owner" in refused.content.decode()
    assert membership(workspace, "olive").role == "owner"
    assert audited("member.role_change") == []


def inline_post(workspace, roles: dict[str, str], delete: tuple[str, ...] = ()) -> dict:
    """The workspace's change form with its members' inline rows."""
    rows = list(Membership.objects.filter(workspace=workspace).select_related("user").order_by("id"))
    data = {"name": workspace.name, "description": "", "created_by": workspace.created_by_id,
            "memberships-TOTAL_FORMS": len(rows), "memberships-INITIAL_FORMS": len(rows),
            "memberships-MIN_NUM_FORMS": 0, "memberships-MAX_NUM_FORMS": 1000}
    for index, row in enumerate(rows):
        data |= {f"memberships-{index}-id": row.pk, f"memberships-{index}-workspace": workspace.pk,
                 f"memberships-{index}-user": row.user_id,
                 f"memberships-{index}-role": roles.get(row.user.username, row.role)}
        if row.user.username in delete:
            data[f"memberships-{index}-DELETE"] = "on"
    return data


def test_on_the_workspace_page_an_owner_can_hand_over_but_not_vanish(root_client, workspace):
    url = reverse("admin:workspaces_workspace_change", args=[workspace.pk])
    refused = root_client.post(url, inline_post(workspace, {"olive": "editor"}))
    assert refused.status_code == 200 and "keeps at least one owner" in refused.content.decode()
    assert membership(workspace, "olive").role == "owner"
    handed_over = root_client.post(url, inline_post(workspace, {"olive": "viewer", "erin": "owner"}))
    assert handed_over.status_code == 302
    assert (membership(workspace, "olive").role, membership(workspace, "erin").role) == ("viewer", "owner")
    assert [data["to"] for _, data in audited("member.role_change")] == ["owner", "viewer"]
    removed = root_client.post(url, inline_post(workspace, {}, delete=("olive",)))
    assert removed.status_code == 302
    assert [data["user"] for _, data in audited("member.remove")] == ["olive"]
