"""Reads of agents, conversations and runs, scoped to the requesting user."""

from django.db.models import Q

from agents.models import Agent, Conversation, Run
from lantide.errors import NotFound
from lantide.ids import int_or_none, uuid_or_none


def agents_visible_to(*, user):
    """The user's own agents and every shared one."""
    return Agent.objects.filter(Q(owner=user) | Q(is_shared=True)).select_related("owner").order_by("name", "id")


def access_agent_by_id(*, user, agent_id, for_edit: bool = False) -> Agent:
    queryset = Agent.objects.filter(owner=user) if for_edit else agents_visible_to(user=user)
    agent = queryset.filter(pk=int_or_none(agent_id)).first()
    if agent is None:
        raise NotFound("Agent")
    return agent


def conversations_for_user(*, user, workspace=None):
    conversations = Conversation.objects.filter(owner=user, workspace__memberships__user=user)
    if workspace is not None:
        conversations = conversations.filter(workspace=workspace)
    return conversations.select_related("workspace", "project").order_by("-updated_at")


def access_conversation_by_id(*, user, conversation_id) -> Conversation:
    conversation = conversations_for_user(user=user).filter(pk=uuid_or_none(conversation_id)).first()
    if conversation is None:
        raise NotFound("Conversation")
    return conversation


def access_run_by_id(*, user, run_id) -> Run:
    """A run of one of the user's conversations in a workspace they are still a member of (a removed member's
    runs, their events and questions are gone for them on every path)."""
    run = (
        Run.objects.filter(pk=uuid_or_none(run_id), thread__owner=user, thread__workspace__memberships__user=user)
        .select_related("thread", "agent")
        .first()
    )
    if run is None:
        raise NotFound("Run")
    return run
