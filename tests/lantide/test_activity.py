"""The Activity feed groups repeated consecutive events of one actor into one line, newest first."""

import pytest

from lantide.audit import Actor, audit_record
from lantide.selectors import activity_for_workspace
from tests.factories import ProjectFactory, UserFactory, WorkspaceFactory


@pytest.mark.django_db
def test_consecutive_events_of_one_actor_and_verb_read_as_one_line():
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    workspace = WorkspaceFactory(created_by=alice)
    projects = [ProjectFactory(workspace=workspace, name=f"P{i}") for i in range(6)]
    for project in projects[:5]:
        audit_record(actor=Actor.person(alice), verb="project.create", target=project, workspace=workspace)
    audit_record(actor=Actor.person(bob), verb="project.create", target=projects[5], workspace=workspace)
    audit_record(actor=Actor.person(alice), verb="custom.thing", target=projects[0], workspace=workspace)

    groups = activity_for_workspace(workspace=workspace, viewer=alice)

    assert [(g.actor, g.verb, g.count) for g in groups] == [
        ("alice", "custom.thing", 1), ("bob", "project.create", 1), ("alice", "project.create", 5)]
    assert groups[1].text == f"bob created project {projects[5]}"
    assert groups[2].text == f"alice created 5 projects ({', '.join(str(p) for p in projects[:4])}…)"
    assert groups[0].text == f"alice custom.thing {projects[0]}"


@pytest.mark.django_db
def test_the_limit_counts_lines_not_events():
    workspace = WorkspaceFactory()
    project = ProjectFactory(workspace=workspace)
    for verb in ("project.create", "project.create", "plan.write", "run.cancel", "run.cancel"):
        audit_record(actor=Actor.person(workspace.created_by), verb=verb, target=project, workspace=workspace)
    assert [g.verb for g in activity_for_workspace(workspace=workspace, viewer=workspace.created_by, limit=2)] == [
        "run.cancel", "plan.write"]
