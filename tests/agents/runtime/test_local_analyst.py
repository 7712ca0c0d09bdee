"""The offline local model `lantide/analyst` through the very same litellm path as a real model."""

import pytest

from agents.models import Conversation
from tests.factories import ConversationFactory, ProjectFactory
from tests.runtime_helpers import event_types, events_of, run_turn
from workspaces.models import Project, Workspace
from workspaces.query.warehouse import close_all_warehouses

pytestmark = pytest.mark.django_db(transaction=True)


def test_it_is_the_default_model_and_explores_what_exists():
    conversation = ConversationFactory()
    ProjectFactory(workspace=conversation.workspace, name="Q3 review")
    ProjectFactory(workspace=conversation.workspace, name="Churn")
    run = run_turn(conversation, "Which projects are there?")
    assert run.status == "success" and run.model == "lantide/analyst"
    assert [e["data"]["name"] for e in events_of(run, "tool_call")] == ["list_projects"]
    answer = conversation.messages.get(role="assistant").content
    assert "Q3 review" in answer and "Churn" in answer
    assert len(events_of(run, "thought")) >= 1 and "usage" in event_types(run)


def test_it_creates_and_focuses_projects_with_real_tools():
    conversation = ConversationFactory()
    created = run_turn(conversation, "Create a project named Pricing study")
    assert created.status == "success"
    project = Project.objects.get(workspace=conversation.workspace, name="Pricing study")
    focused = run_turn(conversation, "Switch to project Pricing study")
    assert focused.status == "success"
    conversation.refresh_from_db()
    assert conversation.project_id == project.pk
    assert events_of(focused, "state_change")[0]["data"] == {"from": "NoProject", "to": "ProjectFocused"}


def test_streamed_text_arrives_in_several_chunks_but_few_events():
    conversation = ConversationFactory()
    run = run_turn(conversation, "Hello!")
    assert run.status == "success"
    answer = "".join(e["data"]["delta"] for e in events_of(run, "message"))
    assert answer == conversation.messages.get(role="assistant").content and len(answer) > 20


def test_it_completes_a_turn_on_the_seeded_demo_workspace():
    from django.core.management import call_command

    call_command("seed_demo", "--quiet")
    close_all_warehouses()
    workspace = Workspace.objects.get(name="Alice's demo")
    alice = workspace.created_by
    conversation = Conversation.objects.create(owner=alice, workspace=workspace, title="Demo")
    ProjectFactory(workspace=workspace, name="Sales review")
    run = run_turn(conversation, "Which projects are there?")
    assert run.status == "success"
    assert "Sales review" in conversation.messages.get(role="assistant").content
    prompt = run.checkpoints.first().state["messages"][0]["content"]
    assert "lineitem" in prompt and "sales (288 rows)" in prompt
