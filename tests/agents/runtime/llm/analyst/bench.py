"""A real workspace for the offline analyst's turns, answered the way the runtime answers a model.

Every call goes to the registered tool (`run_one`, as the loop runs it) on a DuckDB workspace holding small
fixture tables, and comes back as the tool message the model reads (`tool_message`). What the runtime would
not produce here by itself comes from the runtime's own makers: an injected error is a `ToolError`'s result
(the budget's from `budget_error`), and the user's answer to `ask_user` is what `answer_payload` hands the
resumed run. So no tool JSON in these tests is written by hand.
"""

import datetime
import decimal
import json
import re
from dataclasses import dataclass, field

import duckdb
import pyarrow
import pytest
from asgiref.sync import async_to_sync

from agents.models import Interrupt, InterruptStatus
from agents.runtime.context import RunContext
from agents.runtime.exploration_budget import is_budget_question
from agents.runtime.llm.analyst import AnalystTurn, plan_turn
from agents.runtime.state import answer_payload
from agents.runtime.tool_execution import PlannedCall, run_one, tool_message
from agents.runtime.tools import REGISTRY
from agents.runtime.tools.registry import hidden_reason
from agents.runtime.tools.schema import argument_errors
from workspaces.query.warehouse import warehouse_for

DATA_TOOLS = frozenset(
    {"show_tables", "read_schema", "validate_query", "run_query", "run_sql_tab", "ask_user"}
)
PROJECT_TOOLS = frozenset({"list_projects", "focus_project", "create_project", "ask_user"})
FIXTURE_TABLES = ("customer", "orders", "sales")
REGIONS = ("East", "North", "South", "West")
PRODUCTS = {"Gadget": 12.5, "Gizmo": 7.25, "Widget": 20.0}
SEGMENTS = ("AUTOMOBILE", "BUILDING", "FURNITURE", "HOUSEHOLD", "MACHINERY")


def _sales_rows() -> list[tuple]:
    rows = []
    for month_index in range(24):
        month = datetime.date(2024 + month_index // 12, month_index % 12 + 1, 1)
        for r, region in enumerate(REGIONS):
            for p, (product, price) in enumerate(PRODUCTS.items()):
                units = (month_index * 7 + r * 13 + p * 5) % 40 + 10
                rows.append((month, region, product, units, units * price + r * 1.25))
    return rows


def fixture_tables() -> dict[str, pyarrow.Table]:
    """sales (a star-schema fact table), customer and orders (TPC-H style names), as Arrow tables."""
    con = duckdb.connect()
    con.execute(
        "CREATE TABLE sales(month DATE, region VARCHAR, product VARCHAR, units BIGINT, revenue DOUBLE)"
    )
    con.executemany("INSERT INTO sales VALUES (?, ?, ?, ?, ?)", _sales_rows())
    con.execute(
        "CREATE TABLE customer(c_custkey BIGINT, c_name VARCHAR, c_nationkey BIGINT, c_acctbal DOUBLE, "
        "c_mktsegment VARCHAR)"
    )
    con.executemany(
        "INSERT INTO customer VALUES (?, ?, ?, ?, ?)",
        [
            (i, f"Customer#{i:09d}", i % 5, round((i * 3571) % 10000 / 1.7 - 500, 2), SEGMENTS[i % 5])
            for i in range(1, 13)
        ],
    )
    con.execute(
        "CREATE TABLE orders(o_orderkey BIGINT, o_custkey BIGINT, o_orderstatus VARCHAR, "
        "o_totalprice DOUBLE, o_orderdate DATE)"
    )
    con.executemany(
        "INSERT INTO orders VALUES (?, ?, ?, ?, ?)",
        [
            (
                i,
                (i * 7) % 12 + 1,
                "FOP"[i % 3],
                round(1000 + (i * 7919) % 50000 / 3, 2),
                datetime.date(1994 + i % 4, i % 12 + 1, i % 27 + 1),
            )
            for i in range(1, 41)
        ],
    )
    tables = {name: con.execute(f'SELECT * FROM "{name}"').to_arrow_table() for name in FIXTURE_TABLES}
    con.close()
    return tables


def jsonable(value):
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return float(value)
    return value


@dataclass
class Bench:
    """The analyst's side of a run: its calls answered by the real tools of `ctx`'s workspace."""

    ctx: RunContext
    injected: dict[str, list[dict]] = field(default_factory=dict)  # results returned before the real ones
    answers: list = field(default_factory=list)  # what the user picks in ask_user; none left: it times out
    renamed_columns: dict[str, str] = field(default_factory=dict)  # real column -> name read_schema shows

    def handle(self, name: str, arguments: dict) -> str:
        """The content of the tool message the model reads after calling `name`."""
        if self.injected.get(name):
            return json.dumps(self.injected[name].pop(0))
        tool = REGISTRY[name]
        assert hidden_reason(tool, self.ctx) is None, f"the runtime does not offer {name} here"
        refused = argument_errors(arguments, tool.parameters)
        assert refused == [], f"the runtime would refuse {name}{arguments}: {refused}"
        planned = PlannedCall("call", name, arguments, json.dumps(arguments), tool=tool)
        async_to_sync(run_one)(self.ctx, planned)
        if tool.interrupts and planned.error is None:
            return json.dumps(self._users_answer(planned))
        if planned.result is not None:
            planned.result.pop("_ui_commands", None)  # the loop turns them into events, not model input
            if name == "read_schema":
                self._rename_columns(planned.result)
        return tool_message(planned)["content"]

    def _users_answer(self, asked: PlannedCall) -> dict:
        budget = {"exploration_budget": is_budget_question(asked.arguments)}
        if not self.answers:
            return answer_payload(Interrupt(status=InterruptStatus.EXPIRED, payload=budget))
        answer = self.answers.pop(0)
        return answer_payload(Interrupt(status=InterruptStatus.ANSWERED, answer=answer, payload=budget))

    def _rename_columns(self, result: dict) -> None:
        for table in result["tables"]:
            for column in table["columns"]:
                column["name"] = self.renamed_columns.get(column["name"], column["name"])

    def rows(self, sql: str) -> list[tuple]:
        with warehouse_for(workspace_id=self.ctx.workspace.pk).cursor() as cursor:
            return cursor.execute(sql).fetchall()


@dataclass
class Outcome:
    final: AnalystTurn
    calls: list[tuple[str, dict, dict]]
    messages: list[dict]

    @property
    def names(self) -> list[str]:
        return [name for name, _, _ in self.calls]

    def arguments_of(self, name: str) -> list[dict]:
        return [arguments for called, arguments, _ in self.calls if called == name]


def simulate(question: str, bench: Bench, *, tools=DATA_TOOLS, max_steps: int = 12) -> Outcome:
    """Play one turn: feed the analyst's tool calls to the bench until it answers."""
    messages = [
        {"role": "system", "content": "You are Lantide's analyst."},
        {"role": "user", "content": question},
    ]
    calls = []
    for step in range(max_steps):
        turn = plan_turn(messages, set(tools))
        assert turn.reasoning
        if not turn.tool_calls:
            assert turn.answer
            return Outcome(turn, calls, messages)
        tool_calls = [
            {
                "id": f"call_{step}_{i}",
                "type": "function",
                "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
            }
            for i, c in enumerate(turn.tool_calls)
        ]
        messages.append({"role": "assistant", "content": turn.reasoning, "tool_calls": tool_calls})
        for call, wire in zip(turn.tool_calls, tool_calls, strict=True):
            assert call.name in tools, f"called {call.name}, which was not offered"
            content = bench.handle(call.name, call.arguments)
            calls.append((call.name, call.arguments, json.loads(content)))
            messages.append({"role": "tool", "tool_call_id": wire["id"], "content": content})
    raise AssertionError(f"the turn did not finish in {max_steps} steps: {[c[0] for c in calls]}")


def answer_table(answer: str) -> tuple[list[str], list[list[str]]]:
    lines = [line for line in answer.splitlines() if line.startswith("|")]
    cells = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines]
    return cells[0], cells[2:]


def answer_sql(answer: str) -> str:
    return re.search(r"```sql\n(.*?)\n```", answer, re.DOTALL).group(1)


def assert_rows_match(shown: list[list[str]], expected: list[tuple]) -> None:
    assert len(shown) == len(expected)
    for shown_row, expected_row in zip(shown, expected, strict=True):
        for cell, value in zip(shown_row, expected_row, strict=True):
            if isinstance(value, (int, float)):
                assert float(cell) == pytest.approx(value, abs=0.006)
            else:
                assert cell == str(jsonable(value))


def assert_answers(outcome: Outcome, bench: Bench, *, sql: str, reference: str) -> None:
    """The answer ran exactly `sql`, and its table holds what the hand-written `reference` query returns."""
    answer = outcome.final.answer
    assert answer_sql(answer) == sql
    assert outcome.arguments_of("run_sql_tab")[-1]["sql"] == sql
    _, rows = answer_table(answer)
    assert_rows_match(rows, bench.rows(reference)[:20])
