"""Driving runs in tests: profiles pointing at the scripted LLM server, starting turns, waiting for ends."""

import time

from agents.models import LLMProfile, Run, RunEvent
from agents.services import turn_start
from lantide.models import UserPreferences
from tests.factories import ConversationFactory

TERMINAL = {"success", "error", "cancelled", "interrupted", "timeout", "iteration_limit"}


def scripted_profile(server, *, name: str = "scripted", model: str = "scripted", fallback=None, **fields):
    return LLMProfile.objects.create(name=name, model=f"openai/{model}", api_base=server.url, api_key="test",
                                     fallback=fallback, **fields)


def conversation_on(profile, *, smart_routing: str = "on", **fields):
    """A conversation on `profile` whose owner opted into Agent mode with Smart Routing `smart_routing`
    (so messages sent over REST or the socket reach the agent loop unless a test says otherwise)."""
    conversation = ConversationFactory(**fields)
    conversation.metadata = {"llm_profile": profile.name}
    conversation.save(update_fields=["metadata"])
    agent_mode_for(conversation.owner, smart_routing=smart_routing)
    return conversation


def agent_mode_for(user, *, smart_routing: str = "on", agents_enabled: bool = True) -> None:
    UserPreferences.objects.update_or_create(user=user, defaults={
        "beta_agent_mode": True, "agent_mode_default": smart_routing, "agents_enabled": agents_enabled})


def wait_for_run(run_id, *, timeout: float = 20.0, statuses=TERMINAL) -> Run:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        run = Run.objects.get(pk=run_id)
        if run.status in statuses and RunEvent.objects.filter(run=run, type="run_completed").exists() \
                or (run.status in statuses and run.status not in TERMINAL):
            return run
        time.sleep(0.02)
    raise AssertionError(f"run {run_id} did not reach {statuses} within {timeout}s (status {run.status})")


def wait_until(predicate, *, timeout: float = 30.0, what: str):
    """Poll `predicate` until it returns something truthy (returned), or fail naming `what`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if found := predicate():
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def run_turn(conversation, text: str, *, mode: str | None = None, **kwargs) -> Run:
    run = turn_start(user=conversation.owner, conversation=conversation, text=text, mode=mode, **kwargs)
    return wait_for_run(run.pk)


def events_of(run, *types: str) -> list[dict]:
    rows = RunEvent.objects.filter(run=run).order_by("seq")
    if types:
        rows = rows.filter(type__in=types)
    return [{"seq": e.seq, "type": e.type, "data": e.data} for e in rows]


def event_types(run) -> list[str]:
    return [e["type"] for e in events_of(run)]


def two_conversations_in_one_workspace(llm_server):
    """Two conversations of one owner in one workspace, both on the scripted profile."""
    first = conversation_on(scripted_profile(llm_server))
    second = ConversationFactory(workspace=first.workspace, owner=first.owner, metadata=first.metadata)
    return first, second
