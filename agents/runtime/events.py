"""The one event vocabulary of a run (ARCHITECTURE §4.1), serialized the same way on every transport.

Each event type is a frozen dataclass whose fields are the event's `data`; `Envelope` adds the id, run,
seq, ts and parent_run that the event log assigns when it stores the event.
"""

import functools
import json
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from typing import ClassVar, NamedTuple

from lantide.encoding import json_text


@dataclass(frozen=True)
class Event:
    type: ClassVar[str] = ""

    def data(self) -> dict:
        # Shallow on purpose: payloads are JSON-ready already, and asdict's deep copy costs on every event.
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class RunStarted(Event):
    type: ClassVar[str] = "run_started"
    thread: str
    agent: str | None
    route: str
    mode: str
    model: str
    max_iterations: int
    rule: str = ""
    resumed_from_run: str | None = None  # set when this run continues a turn after an ask_user answer
    parent_run: str | None = None  # set for a sub-agent's run
    resumed_with: str | None = None  # "answer" or "timeout": how the question this run continues was settled


@dataclass(frozen=True)
class Resumed(Event):
    """The run went on after its process died, from `checkpoint` (none: from its start)."""

    type: ClassVar[str] = "resumed"
    checkpoint: str | None
    iteration: int
    reason: str = "process_restart"


@dataclass(frozen=True)
class StateChange(Event):
    type: ClassVar[str] = "state_change"
    from_state: str
    to_state: str

    def data(self) -> dict:
        return {"from": self.from_state, "to": self.to_state}


@dataclass(frozen=True)
class Thought(Event):
    type: ClassVar[str] = "thought"
    delta: str


@dataclass(frozen=True)
class MessageDelta(Event):
    type: ClassVar[str] = "message"
    delta: str


@dataclass(frozen=True)
class ToolCall(Event):
    type: ClassVar[str] = "tool_call"
    call_id: str
    name: str
    arguments: dict


@dataclass(frozen=True)
class ToolResult(Event):
    type: ClassVar[str] = "tool_result"
    call_id: str
    name: str
    ok: bool
    result: object
    error_code: str | None = None

    def data(self) -> dict:
        data = {"call_id": self.call_id, "name": self.name, "ok": self.ok, "result": self.result}
        if not self.ok:
            data["error_code"] = self.error_code
        return data


@dataclass(frozen=True)
class UICommand(Event):
    type: ClassVar[str] = "ui_command"
    command_id: str
    command: str
    args: dict


@dataclass(frozen=True)
class AskUser(Event):
    type: ClassVar[str] = "ask_user"
    interrupt_id: str
    question: str
    options: list
    expires_at: str


@dataclass(frozen=True)
class InterruptRaised(Event):
    type: ClassVar[str] = "interrupt"
    interrupt_id: str
    kind: str
    payload: dict


@dataclass(frozen=True)
class IterationStep(Event):
    type: ClassVar[str] = "iteration_step"
    iteration: int
    thought: str
    actions: list = field(default_factory=list)


@dataclass(frozen=True)
class Fallback(Event):
    type: ClassVar[str] = "fallback"
    from_model: str
    to_model: str
    reason: str


@dataclass(frozen=True)
class Continuation(Event):
    type: ClassVar[str] = "continuation"
    reason: str
    count: int


@dataclass(frozen=True)
class Compaction(Event):
    type: ClassVar[str] = "compaction"
    strategy: str
    tokens_before: int
    tokens_after: int


@dataclass(frozen=True)
class Usage(Event):
    type: ClassVar[str] = "usage"
    prompt_tokens: int
    completion_tokens: int
    cost: float | None


@dataclass(frozen=True)
class IterationLimit(Event):
    type: ClassVar[str] = "iteration_limit"
    limit: int


@dataclass(frozen=True)
class SubagentStarted(Event):
    type: ClassVar[str] = "subagent_started"
    child_run: str
    agent_name: str
    task: str
    thoroughness: str
    max_iterations: int
    background: bool


@dataclass(frozen=True)
class SubagentIterationStep(Event):
    type: ClassVar[str] = "subagent_iteration_step"
    child_run: str
    agent_name: str
    iteration: int
    thought: str
    actions: list = field(default_factory=list)


@dataclass(frozen=True)
class SubagentCompleted(Event):
    type: ClassVar[str] = "subagent_completed"
    child_run: str
    agent_name: str
    status: str
    iterations: int
    answer: str


@dataclass(frozen=True)
class SubagentFailed(Event):
    type: ClassVar[str] = "subagent_failed"
    child_run: str
    agent_name: str
    status: str
    error_code: str
    error: str


@dataclass(frozen=True)
class Error(Event):
    type: ClassVar[str] = "error"
    code: str
    message: str
    retryable: bool = False


@dataclass(frozen=True)
class RunCompleted(Event):
    type: ClassVar[str] = "run_completed"
    status: str
    error_code: str | None = None


EVENT_TYPES = frozenset({
    "run_started", "resumed", "state_change", "thought", "message", "tool_call", "tool_result", "ui_command",
    "ask_user", "interrupt", "iteration_step", "fallback", "continuation", "compaction", "usage", "iteration_limit",
    "subagent_started", "subagent_iteration_step", "subagent_completed", "subagent_failed", "error",
    "run_completed",
})


def envelope(*, run_id: str, seq: int, type: str, data: dict, ts: datetime, parent_run: str | None) -> dict:
    """The wire shape of a stored event: identical over WebSocket, SSE and replay."""
    return {
        "id": f"{run_id}:{seq}", "run": str(run_id), "seq": seq, "type": type,
        "ts": wire_stamp(ts), "parent_run": str(parent_run) if parent_run else None,
        "data": data,
    }


def wire_stamp(ts: datetime) -> str:
    """An event's time as the wire writes it, ISO 8601 in UTC with a Z; a naive time (SQLite's) is UTC."""
    utc = ts.replace(tzinfo=UTC) if ts.tzinfo is None else ts.astimezone(UTC)
    return utc.isoformat().replace("+00:00", "Z")


class Frame(NamedTuple):
    """One event as it goes on the wire: encoded once, sent to every subscriber as is."""

    seq: int
    type: str
    text: str

    @property
    def event(self) -> dict:
        return json.loads(self.text)


def frame_of(event: dict) -> Frame:
    return Frame(event["seq"], event["type"], json_text(event, compact=True))


def frame_of_row(*, run_id: str, parent_run: str | None, seq: int, type: str, data: str | dict,
                 ts: datetime) -> Frame:
    """The frame of a stored event, byte for byte `frame_of(envelope(...))`, built without decoding and
    re-encoding its data: a replay sends 10,000 of these, and the JSON round trip was most of its time.

    `data` is the stored text (SQLite, written by CompactJSONEncoder) or already decoded (PostgreSQL's jsonb).
    """
    if not isinstance(data, str):
        data = json_text(data, compact=True)
    parent = f'"{parent_run}"' if parent_run else "null"
    text = (f'{{"id":"{run_id}:{seq}","run":"{run_id}","seq":{seq},"type":{_encoded_type(type)},'
            f'"ts":"{wire_stamp(ts)}","parent_run":{parent},"data":{data}}}')
    return Frame(seq, type, text)


@functools.cache
def _encoded_type(type_: str) -> str:
    return json.dumps(type_)
