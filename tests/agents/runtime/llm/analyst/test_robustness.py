"""The offline analyst is pure and sturdy: the same messages give the same turn in any process, odd or broken
input never raises, and each user message starts a new turn."""

import json
import os
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

from agents.runtime.llm.analyst import AnalystTurn, plan_turn
from tests.agents.runtime.llm.analyst.bench import DATA_TOOLS, PROJECT_TOOLS, simulate

REPO_ROOT = Path(__file__).resolve().parents[5]


def test_same_input_gives_the_same_turn(bench):
    outcome = simulate("top 3 regions by revenue", bench)
    for cut in range(2, len(outcome.messages) + 1):
        assert plan_turn(outcome.messages[:cut], DATA_TOOLS) == plan_turn(outcome.messages[:cut], DATA_TOOLS)


REPLAY_SCRIPT = """
import json, sys
from dataclasses import asdict
from agents.runtime.llm.analyst import plan_turn
messages, tools = json.load(sys.stdin)
turns = [asdict(plan_turn(messages[:n], set(tools))) for n in range(2, len(messages) + 1)]
print(json.dumps(turns))
"""


def test_turns_do_not_depend_on_hash_seeds(bench):
    outcome = simulate("min/max account balance by market segment", bench)
    payload = json.dumps([outcome.messages, sorted(DATA_TOOLS)])
    runs = {
        subprocess.run(
            [sys.executable, "-c", REPLAY_SCRIPT],
            input=payload,
            capture_output=True,
            text=True,
            check=True,
            cwd=REPO_ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2")
    }
    assert len(runs) == 1
    cuts = range(2, len(outcome.messages) + 1)
    expected = [asdict(plan_turn(outcome.messages[:n], DATA_TOOLS)) for n in cuts]
    assert json.loads(runs.pop()) == json.loads(json.dumps(expected))


@pytest.mark.parametrize(
    "messages",
    [
        [
            {"role": "user", "content": "total revenue"},
            {
                "role": "assistant",
                "tool_calls": [
                    {"id": "a", "type": "function", "function": {"name": "show_tables", "arguments": "{}"}}
                ],
            },
            {"role": "tool", "tool_call_id": "a", "content": "not json {"},
        ],
        [
            {"role": "user", "content": "total revenue"},
            {
                "role": "assistant",
                "tool_calls": [
                    {"id": "a", "type": "function", "function": {"name": "show_tables", "arguments": "{oops"}}
                ],
            },
            {"role": "tool", "tool_call_id": "a", "content": json.dumps({"tables": "oops"})},
        ],
        [
            {"role": "user", "content": "total revenue"},
            {"role": "assistant", "tool_calls": [{"id": "a", "function": {"name": "read_schema"}}]},
            {
                "role": "tool",
                "tool_call_id": "a",
                "content": json.dumps({"tables": [{"name": 3}, {"name": "t", "columns": 5}]}),
            },
        ],
        [
            {"role": "user", "content": "total revenue"},
            {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": "a",
                        "type": "function",
                        "function": {"name": "run_query", "arguments": '{"sql": 1}'},
                    }
                ],
            },
            {
                "role": "tool",
                "tool_call_id": "a",
                "content": json.dumps({"rows": [1, None, {"x": 2}], "columns": "?"}),
            },
        ],
        [
            {"role": "user", "content": "total revenue"},
            {"role": "assistant", "tool_calls": "nope"},
            {"role": "tool", "content": None},
            "junk",
            {"role": "tool", "tool_call_id": 7, "content": [{"text": "[]"}]},
        ],
        [{"role": "user", "content": None}],
        [
            {"role": "user", "content": [{"type": "text", "text": "how many rows in sales"}]},
            {
                "role": "assistant",
                "tool_calls": [
                    {"id": "x", "type": "function", "function": {"name": "unknown_tool", "arguments": "{}"}}
                ],
            },
        ],
        [
            {"role": "user", "content": "switch to project"},
            {
                "role": "assistant",
                "tool_calls": [
                    {"id": "a", "type": "function", "function": {"name": "list_projects", "arguments": "{}"}}
                ],
            },
            {"role": "tool", "tool_call_id": "a", "content": json.dumps({"projects": [{"id": "x"}, 5]})},
        ],
        [],
    ],
)
def test_odd_input_never_raises(messages):
    for tools in (DATA_TOOLS, PROJECT_TOOLS, set(), None):
        turn = plan_turn(messages, tools)
        assert isinstance(turn, AnalystTurn)
        assert turn.reasoning
        assert turn.tool_calls or turn.answer


def test_malformed_tool_content_ends_the_turn_politely():
    messages = [
        {"role": "user", "content": "total revenue"},
        {
            "role": "assistant",
            "tool_calls": [
                {"id": "a", "type": "function", "function": {"name": "show_tables", "arguments": "{}"}}
            ],
        },
        {"role": "tool", "tool_call_id": "a", "content": "<html>502</html>"},
    ]
    turn = plan_turn(messages, DATA_TOOLS)
    assert turn.tool_calls == ()
    assert "couldn't read the result of `show_tables`" in turn.answer


def test_each_question_is_a_new_turn(bench):
    first = simulate("how many rows in sales", bench)
    messages = [
        *first.messages,
        {"role": "assistant", "content": first.final.answer},
        {"role": "user", "content": "total revenue by region"},
    ]
    turn = plan_turn(messages, DATA_TOOLS)
    assert turn.tool_calls[0].name == "show_tables"
