"""A thread's state as LangGraph presents it, from our checkpoints: `values.messages` in LangChain's message JSON.

A checkpoint holds the model's transcript (OpenAI chat format); each message becomes a LangChain message dict
(`human`, `ai` with `tool_calls`, `tool`), the system prompt left out. A message's id is its place in the thread's
transcript (`<thread>:<index>`), so the same message has the same id in every checkpoint, in `values` and in the
streamed `messages` chunks of the run that wrote it.
"""

import json

from django.db.models import Q

from agents.models import Checkpoint, Conversation, Interrupt, Run
from agents.runtime.events import wire_stamp
from agents.runtime.migration.spec import is_graph_state

OWN_TURNS = Q(run__isnull=True) | Q(run__parent_run__isnull=True)
NODE = "agent"  # the one node of our graph: the turn (the ReAct loop, or a chat completion)


def message_id(thread_id, index: int) -> str:
    return f"{thread_id}:{index}"


def _tool_calls(message: dict) -> list[dict]:
    calls = []
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        try:
            args = json.loads(function.get("arguments") or "{}")
        except (TypeError, ValueError):
            args = {"__raw__": function.get("arguments")}
        calls.append({"name": function.get("name", ""), "args": args, "id": call.get("id"), "type": "tool_call"})
    return calls


def _text(content) -> str:
    if isinstance(content, str):
        return content
    return "" if content is None else json.dumps(content)


def lc_message(message: dict, *, message_id: str) -> dict | None:
    """One transcript message as LangChain's JSON; None for the system prompt."""
    role = message.get("role")
    base = {"content": _text(message.get("content")), "additional_kwargs": {}, "response_metadata": {},
            "name": None, "id": message_id}
    if role == "user":
        return {"type": "human", **base}
    if role == "assistant":
        return {"type": "ai", **base, "tool_calls": _tool_calls(message), "invalid_tool_calls": [],
                "usage_metadata": None}
    if role == "tool":
        return {"type": "tool", **base, "tool_call_id": message.get("tool_call_id", ""), "status": "success"}
    return None


def values_of(thread_id, transcript: list[dict]) -> dict:
    messages = (lc_message(m, message_id=message_id(thread_id, i)) for i, m in enumerate(transcript))
    return {"messages": [m for m in messages if m is not None]}


def checkpoint_values(checkpoint: Checkpoint | None, thread_id) -> dict:
    """The transcript's messages; a migration graph's checkpoint adds the graph's values."""
    values = values_of(thread_id, (checkpoint.state.get("messages") or []) if checkpoint else [])
    if checkpoint is not None and is_graph_state(checkpoint.state):
        return {**checkpoint.state["values"], **values}
    return values


def checkpoint_next(checkpoint: Checkpoint | None) -> list[str] | None:
    """The graph's next node as its checkpoint says; None for the analyst's checkpoints (one node, `agent`)."""
    if checkpoint is not None and is_graph_state(checkpoint.state):
        return list(checkpoint.state.get("next") or [])
    return None


def latest_checkpoint(conversation: Conversation) -> Checkpoint | None:
    return Checkpoint.objects.filter(OWN_TURNS, thread=conversation).order_by("-created_at").first()


def thread_checkpoints_newest_first(conversation: Conversation):
    return Checkpoint.objects.filter(OWN_TURNS, thread=conversation).order_by("-created_at")


def run_checkpoint_at(run: Run, seq: int) -> Checkpoint | None:
    """The run's checkpoint that covers its events up to `seq` (what the state was at that event), else the one
    it started from."""
    own = Checkpoint.objects.filter(run=run, last_seq__lte=seq).order_by("-last_seq", "-created_at").first()
    return own or checkpoint_before(run)


def checkpoint_before(run: Run) -> Checkpoint | None:
    return (Checkpoint.objects.filter(OWN_TURNS, thread_id=run.thread_id, created_at__lt=run.created_at)
            .order_by("-created_at").first())


def interrupt_shape(interrupt: Interrupt) -> dict:
    value = {"kind": interrupt.kind, **{k: v for k, v in interrupt.payload.items() if k != "exploration_budget"},
             "expires_at": wire_stamp(interrupt.expires_at)}
    return {"value": value, "id": str(interrupt.pk)}
