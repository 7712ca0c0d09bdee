"""The one event vocabulary: every type serializes to the contract's envelope and survives JSON."""

import json
from datetime import UTC, datetime

import pytest

from agents.runtime import events as ev

SAMPLES = [
    ev.RunStarted("t", None, "agent_executor", "agent", "lantide/analyst", 100),
    ev.StateChange("NoProject", "ProjectFocused"),
    ev.Thought("thinking"), ev.MessageDelta("answer"),
    ev.ToolCall("c1", "list_projects", {}),
    ev.ToolResult("c1", "list_projects", True, {"projects": []}),
    ev.ToolResult("c2", "explode", False, {"code": "TOOL_FAILED", "message": "x"}, "TOOL_FAILED"),
    ev.UICommand("u1", "focus_project", {"project_id": 1}),
    ev.AskUser("i1", "Which?", ["a", "b"], "2026-01-01T00:00:00Z"),
    ev.InterruptRaised("i2", "review", {"x": 1}),
    ev.IterationStep(1, "thought", [{"tool": "a", "arguments": {}, "observation": "{}"}]),
    ev.Fallback("a", "b", "down"), ev.Continuation("length", 1), ev.Compaction("mid_turn", 10, 5),
    ev.Usage(1, 2, 0.5), ev.IterationLimit(3), ev.Error("LLM_UNAVAILABLE", "down", True),
    ev.RunCompleted("success"),
]


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: e.type)
def test_envelopes_round_trip_through_json(event):
    envelope = ev.envelope(run_id="r1", seq=7, type=event.type, data=event.data(),
                           ts=datetime(2026, 11, 30, 12, 0, tzinfo=UTC), parent_run=None)
    assert set(envelope) == {"id", "run", "seq", "type", "ts", "parent_run", "data"}
    assert envelope["id"] == "r1:7" and envelope["ts"] == "2026-11-30T12:00:00Z"
    assert json.loads(json.dumps(envelope)) == envelope
    assert envelope["type"] in ev.EVENT_TYPES


def test_contract_field_names():
    assert ev.StateChange("A", "B").data() == {"from": "A", "to": "B"}
    assert set(ev.ToolResult("c", "n", True, 1).data()) == {"call_id", "name", "ok", "result"}
    assert ev.ToolResult("c", "n", False, {}, "X").data()["error_code"] == "X"
    assert set(ev.AskUser("i", "q", [], "t").data()) == {"interrupt_id", "question", "options", "expires_at"}
    assert set(ev.Usage(1, 2, None).data()) == {"prompt_tokens", "completion_tokens", "cost"}
