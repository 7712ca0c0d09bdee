"""Members over REST (ARCHITECTURE §8): every member lists them; owners add by username, change roles and remove;
anyone may leave; the last owner stays; every change is audited, and a removed member loses every path at once."""

import threading

import pytest
from django.db import connection

from agents.models import Interrupt, Run
from lantide.errors import ApplicationError
from lantide.models import AuditEvent
from tests.conftest import token_client
from tests.factories import (
    ConversationFactory, InterruptFactory, MembershipFactory, RunFactory, UserFactory, WorkspaceFactory,
)
from workspaces.models import Membership
from workspaces.services import member_role_change

pytestmark = pytest.mark.django_db


@pytest.fixture
def team(alice, alice_workspace):
    """alice owns the workspace; erin edits, vera views; nora is a user of the site who is not a member."""
    erin, vera = UserFactory(username="erin", first_name="Erin", last_name="Eds"), UserFactory(username="vera")
    MembershipFactory(workspace=alice_workspace, user=erin, role="editor")
    MembershipFactory(workspace=alice_workspace, user=vera, role="viewer")
    return {"workspace": alice_workspace, "alice": alice, "erin": erin, "vera": vera,
            "nora": UserFactory(username="nora")}


def members_url(team, user=None) -> str:
    base = f"/api_v1/workspaces/{team['workspace'].pk}/members/"
    return f"{base}{team[user].pk}/" if user else base


def as_user(team, name):
    return token_client(team[name])


def refused(response) -> tuple[int, str]:
    return response.status_code, response.json()["code"]


def audits(verb: str) -> list[dict]:
    return list(AuditEvent.objects.filter(verb=verb).values("actor_user__username", "workspace_id", "data"))


def test_every_member_lists_the_members_owners_first(team):
    listed = as_user(team, "vera").get(members_url(team)).json()
    assert [(m["username"], m["role"]) for m in listed["results"]] == [
        ("alice", "owner"), ("erin", "editor"), ("vera", "viewer")]
    assert listed["results"][1]["name"] == "Erin Eds" and listed["results"][1]["user_id"] == team["erin"].pk
    assert refused(as_user(team, "nora").get(members_url(team))) == (404, "NOT_FOUND")


def test_an_owner_adds_a_member_by_username_with_a_role_and_it_is_audited(team):
    response = as_user(team, "alice").post(members_url(team), {"username": "nora", "role": "editor"}, format="json")
    assert response.status_code == 201
    assert (response.json()["username"], response.json()["role"]) == ("nora", "editor")
    assert Membership.objects.get(workspace=team["workspace"], user=team["nora"]).role == "editor"
    assert audits("member.add") == [{"actor_user__username": "alice", "workspace_id": team["workspace"].pk,
                                     "data": {"user": "nora", "user_id": team["nora"].pk, "role": "editor"}}]
    assert as_user(team, "nora").get(f"/api_v1/workspaces/{team['workspace'].pk}/").json()["role"] == "editor"


def test_a_member_added_without_a_role_is_a_viewer(team):
    as_user(team, "alice").post(members_url(team), {"username": "nora"}, format="json")
    assert Membership.objects.get(workspace=team["workspace"], user=team["nora"]).role == "viewer"


@pytest.mark.parametrize(("body", "expected"), [
    ({"username": "nobody-by-that-name"}, (404, "NOT_FOUND")),
    ({"username": "erin", "role": "viewer"}, (400, "INVALID_ARGUMENTS")),
    ({"username": "nora", "role": "admin"}, (400, "INVALID_ARGUMENTS")),
    ({"role": "viewer"}, (400, "INVALID_ARGUMENTS")),
])
def test_adding_an_unknown_user_an_existing_member_or_a_bad_role_is_refused(team, body, expected):
    response = as_user(team, "alice").post(members_url(team), body, format="json")
    assert refused(response) == expected
    assert response.json()["detail"]
    assert Membership.objects.filter(workspace=team["workspace"]).count() == 3
    assert audits("member.add") == []


def test_an_unknown_username_is_named_in_the_answer(team):
    response = as_user(team, "alice").post(members_url(team), {"username": "ghost"}, format="json")
    assert response.json()["detail"] == "There is no user named 'ghost'."


@pytest.mark.parametrize("username", ["nora", "nobody-by-that-name"])
def test_a_non_owner_learns_nothing_about_usernames(team, username):
    """An editor is refused before any lookup: the same answer whether the username exists or not."""
    response = as_user(team, "erin").post(members_url(team), {"username": username}, format="json")
    assert refused(response) == (403, "PERMISSION_DENIED")


def test_an_owner_changes_a_role_and_it_is_audited(team):
    response = as_user(team, "alice").patch(members_url(team, "vera"), {"role": "editor"}, format="json")
    assert (response.status_code, response.json()["role"]) == (200, "editor")
    assert Membership.objects.get(workspace=team["workspace"], user=team["vera"]).role == "editor"
    assert [a["data"] for a in audits("member.role_change")] == [
        {"user": "vera", "user_id": team["vera"].pk, "from": "viewer", "to": "editor"}]


def test_setting_the_role_a_member_has_changes_and_audits_nothing(team):
    response = as_user(team, "alice").patch(members_url(team, "vera"), {"role": "viewer"}, format="json")
    assert response.status_code == 200
    assert audits("member.role_change") == []


@pytest.mark.parametrize("name", ["erin", "vera"])
def test_only_owners_change_roles_or_remove_others(team, name):
    api = as_user(team, name)
    assert refused(api.patch(members_url(team, "alice"), {"role": "viewer"}, format="json")) == (403, "PERMISSION_DENIED")
    other = "vera" if name == "erin" else "erin"
    assert refused(api.delete(members_url(team, other))) == (403, "PERMISSION_DENIED")
    assert Membership.objects.filter(workspace=team["workspace"]).count() == 3


def test_a_user_who_is_not_a_member_is_not_found(team):
    api = as_user(team, "alice")
    assert refused(api.patch(members_url(team, "nora"), {"role": "editor"}, format="json")) == (404, "NOT_FOUND")
    assert refused(api.delete(members_url(team, "nora"))) == (404, "NOT_FOUND")
    assert refused(api.delete(f"{members_url(team)}{10**30}/")) == (404, "NOT_FOUND")
    assert refused(as_user(team, "nora").delete(members_url(team, "vera"))) == (404, "NOT_FOUND")


def test_the_last_owner_can_neither_be_demoted_nor_leave(team):
    api = as_user(team, "alice")
    demoted = api.patch(members_url(team, "alice"), {"role": "editor"}, format="json")
    assert refused(demoted) == (400, "INVALID_ARGUMENTS")
    assert demoted.json()["detail"] == "alice is the workspace's last owner; make another member an owner first."
    assert refused(api.delete(members_url(team, "alice"))) == (400, "INVALID_ARGUMENTS")
    assert Membership.objects.get(workspace=team["workspace"], user=team["alice"]).role == "owner"


def test_with_a_second_owner_the_first_may_step_down_or_leave(team):
    api = as_user(team, "alice")
    api.patch(members_url(team, "erin"), {"role": "owner"}, format="json")
    assert api.patch(members_url(team, "alice"), {"role": "editor"}, format="json").status_code == 200
    assert refused(api.patch(members_url(team, "erin"), {"role": "viewer"}, format="json")) == (403, "PERMISSION_DENIED")
    assert as_user(team, "alice").delete(members_url(team, "alice")).status_code == 204
    erin = as_user(team, "erin")
    assert refused(erin.delete(members_url(team, "erin"))) == (400, "INVALID_ARGUMENTS")  # now the last owner


def test_an_owner_removes_a_member_and_it_is_audited(team):
    assert as_user(team, "alice").delete(members_url(team, "erin")).status_code == 204
    assert not Membership.objects.filter(workspace=team["workspace"], user=team["erin"]).exists()
    assert audits("member.remove") == [{"actor_user__username": "alice", "workspace_id": team["workspace"].pk,
                                        "data": {"user": "erin", "user_id": team["erin"].pk, "role": "editor",
                                                 "runs_stopped": 0}}]
    assert refused(as_user(team, "erin").get(f"/api_v1/workspaces/{team['workspace'].pk}/")) == (404, "NOT_FOUND")


@pytest.mark.parametrize("name", ["erin", "vera"])
def test_any_member_may_leave(team, name):
    assert as_user(team, name).delete(members_url(team, name)).status_code == 204
    assert [a["actor_user__username"] for a in audits("member.leave")] == [name]
    assert refused(as_user(team, name).get(members_url(team))) == (404, "NOT_FOUND")


def test_removal_stops_the_members_runs_and_withdraws_their_questions_and_keeps_their_conversations(team):
    conversation = ConversationFactory(workspace=team["workspace"], owner=team["erin"])
    running = RunFactory(thread=conversation, status="running")
    waiting = RunFactory(thread=ConversationFactory(workspace=team["workspace"], owner=team["erin"]),
                         status="interrupted")
    question = InterruptFactory(run=waiting)
    erins_own = WorkspaceFactory(created_by=team["erin"])
    elsewhere = RunFactory(thread=ConversationFactory(workspace=erins_own, owner=team["erin"]), status="running")
    assert as_user(team, "alice").delete(members_url(team, "erin")).status_code == 204
    assert Run.objects.get(pk=running.pk).cancel_requested_at is not None
    assert Interrupt.objects.get(pk=question.pk).status == "withdrawn"
    assert Run.objects.get(pk=elsewhere.pk).cancel_requested_at is None
    assert audits("member.remove")[0]["data"]["runs_stopped"] == 2
    conversation.refresh_from_db()  # it stays, out of erin's reach
    erin = as_user(team, "erin")
    for url in (f"/api_v1/conversations/{conversation.pk}/", f"/api_v1/runs/{running.pk}",
                f"/api_v1/conversations/{conversation.pk}/runs"):
        assert refused(erin.get(url)) == (404, "NOT_FOUND"), url
    assert erin.get(f"/api_v1/conversations/{elsewhere.thread_id}/").status_code == 200


def test_a_removed_member_is_refused_the_workspace_page(client, team):
    client.force_login(team["erin"])
    assert client.get(f"/w/{team['workspace'].pk}/").status_code == 200
    as_user(team, "alice").delete(members_url(team, "erin"))
    assert client.get(f"/w/{team['workspace'].pk}/").status_code == 404


def test_the_workspace_page_renders_the_members_panel_for_each_role(client, team):
    client.force_login(team["alice"])
    page = client.get(f"/w/{team['workspace'].pk}/").content.decode()
    assert 'data-testid="member-list"' in page and 'data-testid="member-add"' in page
    client.force_login(team["vera"])
    page = client.get(f"/w/{team['workspace'].pk}/").content.decode()
    assert 'data-testid="member-list"' in page and 'data-testid="member-add"' not in page
    assert ">erin <span class=\"muted\">editor</span>" in page


@pytest.mark.django_db(transaction=True)
def test_two_owners_demoting_each_other_at_once_leave_one_owner():
    """The last-owner rule holds under a race: member changes of a workspace take turns, each reading its actor's
    role under the lock, so exactly one of the two demotions goes through."""
    first, second = UserFactory(username="first"), UserFactory(username="second")
    workspace = WorkspaceFactory(created_by=first)
    MembershipFactory(workspace=workspace, user=second, role="owner")
    start, outcomes = threading.Barrier(2), {}

    def demote(actor, target):
        membership = Membership.objects.select_related("user", "workspace").get(workspace=workspace, user=target)
        start.wait()
        try:
            member_role_change(user=actor, membership=membership, role="editor")
            outcomes[actor.username] = "demoted"
        except ApplicationError as error:
            outcomes[actor.username] = error.code
        finally:
            connection.close()

    threads = [threading.Thread(target=demote, args=pair) for pair in ((first, second), (second, first))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert sorted(outcomes.values()) == ["PERMISSION_DENIED", "demoted"]  # the second finds itself demoted
    assert Membership.objects.filter(workspace=workspace, role="owner").count() == 1
