"""A run's events (ARCHITECTURE §4.1) as LangGraph stream parts, one translator per stream.

Every stream opens with `metadata` (`{run_id, attempt}`) and closes with `end`; between them, for each event of
the run's log, the parts of the modes asked for:
- `values`: the state after the run's input, and after each checkpoint (from the checkpoint itself);
- `updates`: `{"agent": {"messages": [...]}}` for each iteration's new messages, `{"__interrupt__": [...]}` for a
  question (ask_user) or a review gate;
- `messages` (the wire name of `messages-tuple`): `[message chunk, metadata]` for answer and reasoning deltas, tool
  calls and tool results; `messages/metadata`, `messages/partial`, `messages/complete` for the `messages` mode;
- `custom`: every event of ours as its §4.1 envelope (what LangGraph's stream writer would carry);
- `debug`, `checkpoints`, `tasks`: the checkpoint and task payloads of each iteration; `events`: astream_events'
  `on_chain_*`, `on_chat_model_stream`, `on_tool_*`;
- `error` (whatever the modes): `{error, message}` of an `error` event.
Each part's SSE id is `<seq>.<k>` (the k-th part of the event with that seq; the opening parts are seq 0), so a
reconnect with Last-Event-ID resumes exactly after the last part the client got.
"""

import json
from dataclasses import dataclass, field

from asgiref.sync import sync_to_async

from agents.langgraph_api.values import NODE, checkpoint_before, lc_message, message_id, values_of
from agents.models import Checkpoint, Run
from lantide.encoding import json_text

STREAM_MODES = ("values", "updates", "messages", "messages-tuple", "custom", "debug", "events", "tasks",
                "checkpoints")


@dataclass(frozen=True)
class Part:
    event: str
    data: object


@dataclass
class Progress:
    """What the stream knows so far: the transcript of the last state it read, the step, the message growing."""

    transcript: list = field(default_factory=list)
    step: int = 1
    answer: str = ""
    tool_messages: int = 0
    checkpoint_id: str | None = None


def _checkpoint_after(run: Run, seq: int) -> Checkpoint | None:
    """The checkpoint stored with the batch that holds event `seq` (an iteration's end), else the run's last."""
    own = Checkpoint.objects.filter(run=run)
    return own.filter(last_seq__gte=seq).order_by("last_seq", "created_at").first() or \
        own.order_by("-created_at").first()


def _starting_transcript(run: Run) -> list[dict]:
    before = checkpoint_before(run)  # as the runtime starts a turn (state.turn_at_start): a blank system prompt first
    transcript = list((before.state.get("messages") or []) if before else [{"role": "system", "content": ""}])
    if not run.resumed_from_id:
        transcript.append({"role": "user", "content": run.query})
    return transcript


class RunStreamParts:
    """Turns the events of one run into LangGraph parts for the stream modes asked for."""

    def __init__(self, run: Run, modes: list[str], *, subgraphs: bool = False):
        self.run, self.thread_id = run, str(run.thread_id)
        self.modes, self.subgraphs = set(modes), subgraphs
        self.progress = Progress()

    def meta(self) -> dict:
        return {"langgraph_node": NODE, "langgraph_step": self.progress.step, "langgraph_checkpoint_ns": "",
                "run_id": str(self.run.pk), "thread_id": self.thread_id}

    def _ai_id(self) -> str:
        return message_id(self.thread_id, len(self.progress.transcript))

    async def opening(self) -> list[Part]:
        self.progress.transcript = await sync_to_async(_starting_transcript)(self.run)
        parts = [Part("metadata", {"run_id": str(self.run.pk), "attempt": 1})]
        if "values" in self.modes:
            parts.append(Part("values", values_of(self.thread_id, self.progress.transcript)))
        if "events" in self.modes:
            parts.append(Part("events", self._chain("on_chain_start", {"input": {"messages": []}})))
        return parts

    async def parts_for(self, event: dict) -> list[Part]:
        parts = [Part("custom", event)] if "custom" in self.modes else []
        kind, data = event["type"], event["data"]
        if kind in ("message", "thought"):
            parts += self._delta(kind, data["delta"])
        elif kind == "tool_call":
            parts += self._tool_call(data)
        elif kind == "tool_result":
            parts += self._tool_result(data)
        elif kind in ("ask_user", "interrupt"):
            parts += self._interrupt(kind, data)
        elif kind == "error":
            parts.append(Part("error", {"error": data.get("code"), "message": data.get("message")}))
        elif kind in ("iteration_step", "run_completed"):
            parts += await self._checkpoint(event)
        elif kind.startswith("subagent_") and self.subgraphs:
            parts += self._subgraph(kind, data)
        return parts

    def _subgraph(self, kind: str, data: dict) -> list[Part]:
        """A sub-agent (delegate_to_agent's child run) as a subgraph: its parts are named `<mode>|<namespace>`, the
        namespace `delegate_to_agent:<child run>`; `updates` per iteration, `values` when it starts and ends."""
        namespace = f"delegate_to_agent:{data['child_run']}"
        if kind == "subagent_iteration_step" and "updates" in self.modes:
            return [Part(f"updates|{namespace}", {NODE: {"messages": _subagent_messages(data, namespace)}})]
        if kind in ("subagent_started", "subagent_completed") and "values" in self.modes:
            messages = [{"type": "human", "content": data.get("task", ""), "id": f"{namespace}:task"}]
            if kind == "subagent_completed":
                messages = [{"type": "ai", "content": data.get("answer", ""), "id": f"{namespace}:answer"}]
            return [Part(f"values|{namespace}", {"messages": messages, "agent_name": data["agent_name"],
                                                  "status": data.get("status", "running")})]
        return []

    def _ai_chunk(self, *, content: str = "", reasoning: str = "", tool_call_chunks=()) -> dict:
        return {"type": "AIMessageChunk", "content": content, "id": self._ai_id(), "name": None,
                "additional_kwargs": {"reasoning_content": reasoning} if reasoning else {},
                "response_metadata": {}, "tool_calls": [], "invalid_tool_calls": [],
                "tool_call_chunks": list(tool_call_chunks), "usage_metadata": None}

    def _delta(self, kind: str, delta: str) -> list[Part]:
        chunk = self._ai_chunk(content=delta) if kind == "message" else self._ai_chunk(reasoning=delta)
        parts = []
        if "messages-tuple" in self.modes:
            parts.append(Part("messages", [chunk, self.meta()]))
        if "messages" in self.modes and kind == "message":
            if not self.progress.answer:
                parts.append(Part("messages/metadata", {chunk["id"]: {"metadata": self.meta()}}))
            self.progress.answer += delta
            parts.append(Part("messages/partial", [{**chunk, "type": "ai", "content": self.progress.answer}]))
        if "events" in self.modes:
            parts.append(Part("events", self._chain("on_chat_model_stream", {"chunk": chunk}, name="model")))
        return parts

    def _tool_call(self, data: dict) -> list[Part]:
        call_chunk = {"name": data["name"], "args": json.dumps(data["arguments"]), "id": data["call_id"],
                      "index": 0, "type": "tool_call_chunk"}
        parts = []
        if "messages-tuple" in self.modes:
            parts.append(Part("messages", [self._ai_chunk(tool_call_chunks=[call_chunk]), self.meta()]))
        if "events" in self.modes:
            parts.append(Part("events", self._chain("on_tool_start", {"input": data["arguments"]},
                                                    name=data["name"])))
        return parts

    def _tool_result(self, data: dict) -> list[Part]:
        self.progress.tool_messages += 1
        index = len(self.progress.transcript) + self.progress.tool_messages
        message = {"type": "tool", "content": json_text(data["result"]), "tool_call_id": data["call_id"],
                   "name": data["name"], "id": message_id(self.thread_id, index),
                   "status": "success" if data["ok"] else "error", "additional_kwargs": {}, "response_metadata": {}}
        parts = []
        if "messages-tuple" in self.modes:
            parts.append(Part("messages", [message, self.meta()]))
        if "events" in self.modes:
            parts.append(Part("events", self._chain("on_tool_end", {"output": data["result"]}, name=data["name"])))
        return parts

    def _interrupt(self, kind: str, data: dict) -> list[Part]:
        if kind == "ask_user":
            value = {"kind": "ask_user", "question": data["question"], "options": data["options"],
                     "expires_at": data["expires_at"]}
        else:
            value = {"kind": data["kind"], **(data.get("payload") or {})}
        interrupt = [{"value": value, "id": data["interrupt_id"]}]
        parts = [Part("updates", {"__interrupt__": interrupt})] if "updates" in self.modes else []
        if "values" in self.modes:
            parts.append(Part("values", {**values_of(self.thread_id, self.progress.transcript),
                                         "__interrupt__": interrupt}))
        return parts

    async def _checkpoint(self, event: dict) -> list[Part]:
        checkpoint = await sync_to_async(_checkpoint_after)(self.run, event["seq"])
        new: list[dict] = []
        if checkpoint is not None and str(checkpoint.pk) != self.progress.checkpoint_id:
            transcript = checkpoint.state.get("messages") or []
            new = [(i, m) for i, m in enumerate(transcript) if i >= len(self.progress.transcript)]
            self.progress.transcript, self.progress.checkpoint_id = list(transcript), str(checkpoint.pk)
        else:
            checkpoint = None
        parts = self._new_state_parts(checkpoint, new, event) if checkpoint is not None else []
        if event["type"] == "iteration_step":
            self.progress.step, self.progress.answer, self.progress.tool_messages = \
                event["data"]["iteration"] + 1, "", 0
        elif "events" in self.modes:
            parts.append(Part("events", self._chain("on_chain_end", {"output": self._values()})))
        return parts

    def _values(self) -> dict:
        return values_of(self.thread_id, self.progress.transcript)

    def _new_state_parts(self, checkpoint: Checkpoint, new: list, event: dict) -> list[Part]:
        messages = [m for m in (lc_message(msg, message_id=message_id(self.thread_id, i)) for i, msg in new) if m]
        parts = []
        if "messages" in self.modes:
            parts += [Part("messages/complete", [m]) for m in messages if m["type"] == "ai"]
        if "updates" in self.modes and messages:
            parts.append(Part("updates", {NODE: {"messages": messages}}))
        if "values" in self.modes:
            parts.append(Part("values", self._values()))
        payload = self._checkpoint_payload(checkpoint)
        if "checkpoints" in self.modes:
            parts.append(Part("checkpoints", payload))
        if "tasks" in self.modes:
            parts.append(Part("tasks", self._task_result(messages)))
        if "debug" in self.modes:
            parts += [Part("debug", {"type": "task_result", "step": checkpoint.iteration, "timestamp": event["ts"],
                                     "payload": self._task_result(messages)}),
                      Part("debug", {"type": "checkpoint", "step": checkpoint.iteration, "timestamp": event["ts"],
                                     "payload": payload})]
        return parts

    def _task_result(self, messages: list[dict]) -> dict:
        return {"id": str(self.run.pk), "name": NODE, "error": None, "interrupts": [],
                "result": {"messages": messages}}

    def _checkpoint_payload(self, checkpoint: Checkpoint) -> dict:
        config = {"configurable": {"thread_id": self.thread_id, "checkpoint_ns": "",
                                   "checkpoint_id": str(checkpoint.pk)}}
        return {"config": config, "parent_config": None, "values": self._values(), "next": [], "tasks": [],
                "metadata": {"source": "loop", "step": checkpoint.iteration, "run_id": str(self.run.pk),
                             "parents": {}}}

    def _chain(self, event: str, data: dict, *, name: str = "analyst") -> dict:
        return {"event": event, "name": name, "run_id": str(self.run.pk),
                "data": data, "tags": [], "metadata": self.meta(), "parent_ids": []}


def _subagent_messages(data: dict, namespace: str) -> list[dict]:
    """A sub-agent's iteration (`thought`, `actions: [{tool, arguments, observation}]`) as an AI message with its
    tool calls and a tool message per observation."""
    step = f"{namespace}:{data['iteration']}"
    calls = [{"name": a.get("tool"), "args": a.get("arguments") or {}, "id": f"{step}:{i}", "type": "tool_call"}
             for i, a in enumerate(data.get("actions") or [])]
    results = [{"type": "tool", "content": json_text(a.get("observation")), "tool_call_id": f"{step}:{i}",
                "name": a.get("tool"), "id": f"{step}:{i}:result"} for i, a in enumerate(data.get("actions") or [])]
    return [{"type": "ai", "content": data.get("thought", ""), "id": step, "tool_calls": calls}, *results]


def sse(part: Part, part_id: str) -> str:
    return f"event: {part.event}\ndata: {json_text(part.data, compact=True)}\nid: {part_id}\n\n"


def wire_mode(mode: str) -> str:
    """What a stream part of `mode` is called on the wire (messages-tuple's parts are `messages`)."""
    return "messages" if mode == "messages-tuple" else mode
