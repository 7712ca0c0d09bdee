"""GET /api_v1/workspaces/<id>/activity/ (ARCHITECTURE §8): the workspace's audit events, newest first, in pages,
for its members only; filters by actor, verb prefix and time; another member's conversation activity stays theirs."""

import datetime

import pytest
from django.utils import timezone

from lantide.models import AuditEvent
from tests.conftest import token_client
from tests.factories import AuditEventFactory, MembershipFactory, UserFactory, WorkspaceFactory
from workspaces.models import Membership, Role
from workspaces.services import member_remove

pytestmark = pytest.mark.django_db
NOW = timezone.now()


@pytest.fixture
def world():
    owner, viewer = UserFactory(username="olive"), UserFactory(username="vicky")
    workspace = WorkspaceFactory(created_by=owner, name="Audited")
    MembershipFactory(workspace=workspace, user=viewer, role=Role.VIEWER)
    AuditEvent.objects.filter(workspace_id=workspace.pk).delete()  # the factory's own set-up events
    return workspace, owner, viewer


def event(workspace, *, user=None, verb="project.create", target_type="workspaces.project", minutes_ago=0, **extra):
    made = AuditEventFactory(workspace_id=workspace.pk, actor_user=user, actor_kind="user" if user else "system",
                             verb=verb, target_type=target_type, **extra)
    AuditEvent.objects.filter(pk=made.pk).update(at=NOW - datetime.timedelta(minutes=minutes_ago))
    return made


def activity(user, workspace, query: str = ""):
    return token_client(user).get(f"/api_v1/workspaces/{workspace.pk}/activity/{query}")


def test_members_read_the_workspace_events_newest_first_in_the_contract_shape(world):
    workspace, owner, viewer = world
    older = event(workspace, user=owner, minutes_ago=5, target_repr="Sales")
    newer = event(workspace, actor_label="Analyst", verb="report.create", minutes_ago=1)
    AuditEvent.objects.filter(pk=newer.pk).update(actor_kind="agent", actor_user=owner)
    event(WorkspaceFactory(), user=owner)  # another workspace's
    body = activity(viewer, workspace).json()
    assert (body["count"], [row["id"] for row in body["results"]]) == (2, [newer.pk, older.pk])
    first, second = body["results"]
    assert (first["actor_kind"], first["actor"], first["actor_label"]) == ("agent", "olive", "Analyst")
    assert (second["actor_kind"], second["verb"], second["target"]) == ("person", "project.create", "Sales")
    assert set(first) == {"id", "at", "actor_kind", "actor", "actor_label", "verb", "target_type", "target_id",
                          "target", "data"}


def test_system_and_external_actors_get_the_contract_words(world):
    workspace, owner, viewer = world
    event(workspace)
    external = event(workspace, user=owner, actor_label="CI token")
    AuditEvent.objects.filter(pk=external.pk).update(actor_kind="external")
    rows = activity(viewer, workspace).json()["results"]
    assert sorted((row["actor_kind"], row["actor_label"]) for row in rows) == [("external", "CI token"),
                                                                               ("system", "system")]


def test_activity_is_paginated(world):
    workspace, owner, viewer = world
    for minutes in range(3):
        event(workspace, user=owner, minutes_ago=minutes)
    body = activity(viewer, workspace, "?limit=2").json()
    assert (body["count"], len(body["results"]), body["next"] is not None) == (3, 2, True)


def test_filters_by_actor_verb_prefix_and_time(world):
    workspace, owner, viewer = world
    by_owner = event(workspace, user=owner, verb="member.add", minutes_ago=30)
    by_viewer = event(workspace, user=viewer, verb="member.leave", minutes_ago=10)
    project = event(workspace, user=owner, verb="project.create", minutes_ago=1)

    def ids(query):
        return [row["id"] for row in activity(viewer, workspace, query).json()["results"]]

    assert ids("?actor=olive") == [project.pk, by_owner.pk]
    assert ids("?verb=member.") == [by_viewer.pk, by_owner.pk]
    since = (NOW - datetime.timedelta(minutes=15)).isoformat().replace("+00:00", "Z")
    until = (NOW - datetime.timedelta(minutes=5)).isoformat().replace("+00:00", "Z")
    assert ids(f"?since={since}") == [project.pk, by_viewer.pk]
    assert ids(f"?since={since}&until={until}") == [by_viewer.pk]
    assert ids("?actor=olive&verb=member.") == [by_owner.pk]


def test_a_bad_time_filter_is_a_validation_error(world):
    workspace, _, viewer = world
    response = activity(viewer, workspace, "?since=yesterday")
    assert response.status_code == 400 and "since" in response.json()["detail"]


def test_another_members_conversation_activity_stays_theirs(world):
    workspace, owner, viewer = world
    owners_chat = event(workspace, user=owner, verb="conversation.create", target_type="agents.conversation")
    own_chat = event(workspace, user=viewer, verb="conversation.create", target_type="agents.conversation")
    shared = event(workspace, user=owner, verb="project.create")
    assert {row["id"] for row in activity(viewer, workspace).json()["results"]} == {own_chat.pk, shared.pk}
    assert {row["id"] for row in activity(owner, workspace).json()["results"]} == {owners_chat.pk, shared.pk}


def test_outsiders_and_removed_members_get_404(world):
    workspace, owner, viewer = world
    event(workspace, user=owner)
    assert activity(UserFactory(), workspace).status_code == 404
    member_remove(user=owner, membership=Membership.objects.select_related("user", "workspace").get(user=viewer))
    response = activity(viewer, workspace)
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")


def test_a_page_costs_the_same_queries_however_many_actors(world, django_assert_max_num_queries):
    workspace, owner, viewer = world
    for n in range(5):
        event(workspace, user=UserFactory(username=f"actor{n}"))
    client = token_client(viewer)
    with django_assert_max_num_queries(6):
        assert client.get(f"/api_v1/workspaces/{workspace.pk}/activity/").json()["count"] == 5
