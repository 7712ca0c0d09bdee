"""The offline analyst's brain, driven through whole turns against a fake workspace backed by real DuckDB.

The fake workspace answers the brain's tool calls the way Lantide's tools do (same JSON shapes), and runs its
SQL on an in-memory DuckDB loaded with small fixture tables, so every answer is checked against real results.
"""

import datetime
import decimal
import difflib
import json
import os
import re
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

import duckdb
import pytest

from agents.runtime.exploration_budget import BUDGET_MARKER, BUDGET_OPTIONS
from agents.runtime.llm.analyst import plan_turn
from agents.runtime.llm.analyst.turn import TABLE_QUESTION, AnalystTurn

DATA_TOOLS = {"show_tables", "read_schema", "validate_query", "run_query", "run_sql_tab", "ask_user"}
PROJECT_TOOLS = {"list_projects", "focus_project", "create_project", "ask_user"}
PREVIEW_ROWS = 50
REPO_ROOT = Path(__file__).resolve().parents[2]

REGIONS = ("East", "North", "South", "West")
PRODUCTS = {"Gadget": 12.5, "Gizmo": 7.25, "Widget": 20.0}
SEGMENTS = ("AUTOMOBILE", "BUILDING", "FURNITURE", "HOUSEHOLD", "MACHINERY")


def _load_fixture_tables(con: duckdb.DuckDBPyConnection) -> None:
    con.execute(
        "CREATE TABLE sales(month DATE, region VARCHAR, product VARCHAR, units BIGINT, revenue DOUBLE)"
    )
    sales = []
    for month_index in range(24):
        month = datetime.date(2024 + month_index // 12, month_index % 12 + 1, 1)
        for r, region in enumerate(REGIONS):
            for p, (product, price) in enumerate(PRODUCTS.items()):
                units = (month_index * 7 + r * 13 + p * 5) % 40 + 10
                sales.append((month, region, product, units, units * price + r * 1.25))
    con.executemany("INSERT INTO sales VALUES (?, ?, ?, ?, ?)", sales)
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


@pytest.fixture(scope="module")
def con():
    connection = duckdb.connect()
    _load_fixture_tables(connection)
    yield connection
    connection.close()


def _jsonable(value):
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return float(value)
    return value


def _error(code: str, message: str, hint: str | None = None) -> dict:
    error = {"code": code, "message": message}
    if hint:
        error["hint"] = hint
    return {"error": error}


@dataclass
class FakeWorkspace:
    """Answers tool calls like Lantide's tools; SQL runs on the real DuckDB connection."""

    con: duckdb.DuckDBPyConnection
    injected: dict[str, list[dict]] = field(default_factory=dict)  # results returned before the real ones
    answers: list = field(default_factory=list)  # what the user picks in ask_user
    shown_names: dict[str, str] = field(default_factory=dict)  # real column -> name read_schema shows
    projects: list[dict] = field(default_factory=list)
    step: int = 0

    def handle(self, name: str, arguments: dict) -> dict:
        self.step += 1
        if self.injected.get(name):
            return self.injected[name].pop(0)
        handler = getattr(self, f"tool_{name}", None)
        if handler is None:
            return _error("TOOL_NOT_AVAILABLE", f"No tool named {name}.")
        return handler(**arguments)

    def _table_names(self) -> list[str]:
        return [
            row[0]
            for row in self.con.execute(
                "SELECT table_name FROM information_schema.tables ORDER BY table_name"
            ).fetchall()
        ]

    def _row_count(self, table: str) -> int:
        return self.con.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]

    def tool_show_tables(self) -> dict:
        return {"tables": [{"name": t, "row_count": self._row_count(t)} for t in self._table_names()]}

    def tool_read_schema(self, tables: list[str]) -> dict:
        described = []
        for table in tables:
            if table not in self._table_names():
                return _error("INVALID_ARGUMENTS", f"No table named {table}.")
            columns = []
            for column, type_name, *_ in self.con.execute(f'DESCRIBE "{table}"').fetchall():
                samples = [
                    _jsonable(r[0])
                    for r in self.con.execute(
                        f'SELECT DISTINCT "{column}" FROM "{table}" ORDER BY 1 LIMIT 5'
                    ).fetchall()
                ]
                distinct = self.con.execute(f'SELECT count(DISTINCT "{column}") FROM "{table}"').fetchone()[0]
                columns.append(
                    {
                        "name": self.shown_names.get(column, column),
                        "type": type_name,
                        "samples": samples,
                        "distinct_count": distinct,
                    }
                )
            described.append({"name": table, "row_count": self._row_count(table), "columns": columns})
        return {"tables": described}

    def _invalid(self, exc: duckdb.Error) -> dict:
        message = str(exc).splitlines()[0]
        wrong = re.search(r'column "([^"]+)" not found', message)
        real_columns = [
            r[0] for r in self.con.execute("SELECT column_name FROM information_schema.columns").fetchall()
        ]
        close = difflib.get_close_matches(wrong.group(1), real_columns, n=1) if wrong else []
        return _error("SQL_INVALID", message, f'Did you mean "{close[0]}"?' if close else None)

    def tool_validate_query(self, sql: str) -> dict:
        try:
            described = self.con.execute(f"DESCRIBE {sql}").fetchall()
        except duckdb.Error as exc:
            return self._invalid(exc)
        return {"valid": True, "columns": [{"name": r[0], "type": r[1]} for r in described]}

    def tool_run_query(self, sql: str, title: str) -> dict:
        try:
            cursor = self.con.execute(sql)
        except duckdb.Error as exc:
            return self._invalid(exc)
        columns = [{"name": d[0], "type": str(d[1])} for d in cursor.description]
        rows = [[_jsonable(v) for v in row] for row in cursor.fetchall()]
        return {
            "cache": f"cache_q{self.step}",
            "step": self.step,
            "row_count": len(rows),
            "columns": columns,
            "rows": rows[:PREVIEW_ROWS],
            "truncated": len(rows) > PREVIEW_ROWS,
        }

    def tool_run_sql_tab(self, sql: str, tab: str) -> dict:
        return self.tool_run_query(sql, tab)

    def tool_ask_user(self, question: str, options: list[str]) -> dict:
        if not self.answers:
            return {"answer": None, "timed_out": True}
        return {"answer": self.answers.pop(0)}

    def tool_list_projects(self) -> dict:
        return {"projects": self.projects}

    def tool_create_project(self, name: str) -> dict:
        project = {"id": len(self.projects) + 1, "name": name, "focused": False}
        self.projects.append(project)
        return {"project": project}

    def tool_focus_project(self, project_id: int) -> dict:
        project = next(p for p in self.projects if p["id"] == project_id)
        return {"project": {"id": project["id"], "name": project["name"]}}


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


def simulate(question: str, workspace: FakeWorkspace, *, tools=DATA_TOOLS, max_steps: int = 12) -> Outcome:
    """Play one turn: feed the brain's tool calls to the workspace until it answers."""
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
            result = workspace.handle(call.name, call.arguments)
            calls.append((call.name, call.arguments, result))
            messages.append({"role": "tool", "tool_call_id": wire["id"], "content": json.dumps(result)})
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
                assert cell == str(_jsonable(value))


def assert_answers(outcome: Outcome, con, *, sql: str, reference: str) -> None:
    """The answer ran exactly `sql`, and its table holds what the hand-written `reference` query returns."""
    answer = outcome.final.answer
    assert answer_sql(answer) == sql
    assert outcome.arguments_of("run_sql_tab")[-1]["sql"] == sql
    _, rows = answer_table(answer)
    assert_rows_match(rows, con.execute(reference).fetchall()[:20])


# ---------------------------------------------------------------- question shapes


@pytest.mark.parametrize(
    ("question", "sql", "reference"),
    [
        (
            "How many rows in sales?",
            'SELECT count(*) AS row_count FROM "sales"',
            "SELECT count(*) FROM sales",
        ),
        (
            "how many orders are there",
            'SELECT count(*) AS row_count FROM "orders"',
            "SELECT count(*) FROM orders",
        ),
        (
            "count of customers",
            'SELECT count(*) AS row_count FROM "customer"',
            "SELECT count(*) FROM customer",
        ),
    ],
)
def test_row_counts(con, question, sql, reference):
    outcome = simulate(question, FakeWorkspace(con))
    assert outcome.names == ["show_tables", "read_schema", "validate_query", "run_sql_tab"]
    assert_answers(outcome, con, sql=sql, reference=reference)
    count = con.execute(reference).fetchone()[0]
    assert f"There are {count:,} rows" in outcome.final.answer


def test_the_first_read_is_of_the_tables_the_question_names(con):
    outcome = simulate("How many rows in sales?", FakeWorkspace(con))
    assert outcome.arguments_of("read_schema") == [{"tables": ["sales"]}]
    assert outcome.messages[2]["content"] == "I'll look at the tables first."


@pytest.mark.parametrize(
    ("question", "sql", "reference", "leader"),
    [
        (
            "top 3 regions by revenue",
            (
                'SELECT "region", SUM("revenue") AS sum_revenue FROM "sales" GROUP BY 1 '
                "ORDER BY 2 DESC, 1 LIMIT 3"
            ),
            "SELECT region, sum(revenue) AS r FROM sales GROUP BY region ORDER BY r DESC, region LIMIT 3",
            "highest",
        ),
        (
            "What are the top 5 customers by account balance?",
            (
                'SELECT "c_name", SUM("c_acctbal") AS sum_c_acctbal FROM "customer" GROUP BY 1 '
                "ORDER BY 2 DESC, 1 LIMIT 5"
            ),
            "SELECT c_name, c_acctbal FROM customer ORDER BY c_acctbal DESC, c_name LIMIT 5",
            "highest",
        ),
        (
            "Which region has the highest revenue?",
            (
                'SELECT "region", SUM("revenue") AS sum_revenue FROM "sales" GROUP BY 1 '
                "ORDER BY 2 DESC, 1 LIMIT 1"
            ),
            "SELECT region, sum(revenue) AS r FROM sales GROUP BY region ORDER BY r DESC, region LIMIT 1",
            "highest",
        ),
        (
            "bottom 2 products by units",
            'SELECT "product", SUM("units") AS sum_units FROM "sales" GROUP BY 1 ORDER BY 2 ASC, 1 LIMIT 2',
            "SELECT product, sum(units) AS u FROM sales GROUP BY product ORDER BY u, product LIMIT 2",
            "lowest",
        ),
    ],
)
def test_top_n_by_a_measure(con, question, sql, reference, leader):
    outcome = simulate(question, FakeWorkspace(con))
    assert_answers(outcome, con, sql=sql, reference=reference)
    first = con.execute(reference).fetchone()[0]
    assert outcome.final.answer.startswith(f"{first} has the {leader}")


@pytest.mark.parametrize(
    ("question", "sql", "reference"),
    [
        (
            "total revenue by region",
            'SELECT "region", SUM("revenue") AS sum_revenue FROM "sales" GROUP BY 1 ORDER BY 1',
            "SELECT region, sum(revenue) FROM sales GROUP BY region ORDER BY region",
        ),
        (
            "average units by product",
            'SELECT "product", AVG("units") AS avg_units FROM "sales" GROUP BY 1 ORDER BY 1',
            "SELECT product, avg(units) FROM sales GROUP BY product ORDER BY product",
        ),
        (
            "min/max account balance by market segment",
            (
                'SELECT "c_mktsegment", MIN("c_acctbal") AS min_c_acctbal, MAX("c_acctbal") AS max_c_acctbal '
                'FROM "customer" GROUP BY 1 ORDER BY 1'
            ),
            "SELECT c_mktsegment, min(c_acctbal), max(c_acctbal) FROM customer GROUP BY 1 ORDER BY 1",
        ),
        (
            "sum of revenue per product",
            'SELECT "product", SUM("revenue") AS sum_revenue FROM "sales" GROUP BY 1 ORDER BY 1',
            "SELECT product, sum(revenue) FROM sales GROUP BY product ORDER BY product",
        ),
        (
            "how many orders per order status",
            'SELECT "o_orderstatus", count(*) AS row_count FROM "orders" GROUP BY 1 ORDER BY 1',
            "SELECT o_orderstatus, count(*) FROM orders GROUP BY 1 ORDER BY 1",
        ),
    ],
)
def test_aggregates_by_a_dimension(con, question, sql, reference):
    outcome = simulate(question, FakeWorkspace(con))
    assert_answers(outcome, con, sql=sql, reference=reference)
    best = max(con.execute(reference).fetchall(), key=lambda row: row[1])
    assert outcome.final.answer.startswith(f"{best[0]} has the highest")


@pytest.mark.parametrize(
    ("question", "sql", "reference", "sentence"),
    [
        (
            "What is the total revenue?",
            'SELECT SUM("revenue") AS sum_revenue FROM "sales"',
            "SELECT sum(revenue) FROM sales",
            "The total revenue is",
        ),
        (
            "average units",
            'SELECT AVG("units") AS avg_units FROM "sales"',
            "SELECT avg(units) FROM sales",
            "The average units is",
        ),
        (
            "how many units were sold in North?",
            'SELECT SUM("units") AS sum_units FROM "sales" WHERE "region" = \'North\'',
            "SELECT sum(units) FROM sales WHERE region = 'North'",
            "The total units is",
        ),
    ],
)
def test_plain_aggregates(con, question, sql, reference, sentence):
    outcome = simulate(question, FakeWorkspace(con))
    assert_answers(outcome, con, sql=sql, reference=reference)
    value = con.execute(reference).fetchone()[0]
    assert outcome.final.answer.startswith(
        f"{sentence} {value:,.2f}" if isinstance(value, float) else f"{sentence} {value:,}"
    )


def test_filter_on_a_seen_value_grouped_by_month(con):
    outcome = simulate("Revenue by month in north", FakeWorkspace(con))
    sql = (
        'SELECT CAST(date_trunc(\'month\', "month") AS DATE) AS month, SUM("revenue") AS sum_revenue '
        'FROM "sales" WHERE "region" = \'North\' GROUP BY 1 ORDER BY 1'
    )
    reference = (
        "SELECT strftime(month, '%Y-%m-%d'), sum(revenue) FROM sales WHERE region = 'North' "
        "GROUP BY 1 ORDER BY 1"
    )
    assert_answers(outcome, con, sql=sql, reference=reference)
    assert "…and 4 more rows." in outcome.final.answer
    assert outcome.arguments_of("run_sql_tab")[0]["tab"] == "Revenue by month (region is North)"


def test_grouping_by_year(con):
    outcome = simulate("units per year", FakeWorkspace(con))
    sql = 'SELECT year("month") AS year, SUM("units") AS sum_units FROM "sales" GROUP BY 1 ORDER BY 1'
    assert_answers(
        outcome, con, sql=sql, reference="SELECT year(month), sum(units) FROM sales GROUP BY 1 ORDER BY 1"
    )


def test_year_filter_and_several_seen_values(con):
    outcome = simulate("how many orders in 1995", FakeWorkspace(con))
    assert_answers(
        outcome,
        con,
        sql='SELECT count(*) AS row_count FROM "orders" WHERE year("o_orderdate") = 1995',
        reference="SELECT count(*) FROM orders WHERE year(o_orderdate) = 1995",
    )
    outcome = simulate("total revenue by product for East and West", FakeWorkspace(con))
    assert "WHERE \"region\" IN ('East', 'West')" in answer_sql(outcome.final.answer)


def test_words_it_cannot_match_are_owned_up_to(con):
    outcome = simulate("total revenue in Central", FakeWorkspace(con))
    assert answer_sql(outcome.final.answer) == 'SELECT SUM("revenue") AS sum_revenue FROM "sales"'
    assert "I couldn't match central to anything in sales" in outcome.final.answer


def test_quarters_and_a_single_table_workspace(con):
    con.execute("CREATE TEMP TABLE visits(seen_at TIMESTAMP, pages INTEGER)")
    con.execute(
        "INSERT INTO visits VALUES ('2024-02-03 10:00', 3), ('2024-05-01 09:00', 4), ('2024-05-09 18:30', 1)"
    )
    single = FakeWorkspace(con)
    single.tool_show_tables = lambda: {"tables": [{"name": "visits", "row_count": 3}]}
    try:
        quarterly = simulate("pages per quarter", single)
        counted = simulate("how many rows are there?", single)
    finally:
        con.execute("DROP TABLE visits")
    assert answer_sql(quarterly.final.answer) == (
        'SELECT CAST(date_trunc(\'quarter\', "seen_at") AS DATE) AS quarter, SUM("pages") AS sum_pages '
        'FROM "visits" GROUP BY 1 ORDER BY 1'
    )
    assert answer_table(quarterly.final.answer)[1] == [["2024-01-01", "3"], ["2024-04-01", "5"]]
    assert answer_sql(counted.final.answer) == 'SELECT count(*) AS row_count FROM "visits"'
    assert "There are 3 rows in visits." in counted.final.answer


def test_string_values_are_quoted_safely(con):
    con.execute("CREATE TEMP TABLE shops(shop VARCHAR, sales_total DOUBLE)")
    con.execute("INSERT INTO shops VALUES ('O''Brien''s', 10.5), ('Other', 2)")
    try:
        outcome = simulate("total sales total for O'Brien's", FakeWorkspace(con))
    finally:
        con.execute("DROP TABLE shops")
    assert answer_sql(outcome.final.answer) == (
        "SELECT SUM(\"sales_total\") AS sum_sales_total FROM \"shops\" WHERE \"shop\" = 'O''Brien''s'"
    )
    assert "10.50" in outcome.final.answer


def test_a_question_spanning_tables_uses_the_table_with_the_measure(con):
    outcome = simulate("top 5 customers by total price", FakeWorkspace(con))
    assert outcome.arguments_of("read_schema") == [{"tables": ["customer"]}, {"tables": ["orders", "sales"]}]
    sql = (
        'SELECT "o_custkey", SUM("o_totalprice") AS sum_o_totalprice FROM "orders" GROUP BY 1 ORDER BY 2 DESC'
    )
    reference = "SELECT o_custkey, sum(o_totalprice) AS t FROM orders GROUP BY 1 ORDER BY t DESC, 1 LIMIT 5"
    assert_answers(outcome, con, sql=sql + ", 1 LIMIT 5", reference=reference)


# ---------------------------------------------------------------- asking, budgets and errors


def test_an_unmatched_question_asks_which_table_then_proceeds(con):
    workspace = FakeWorkspace(con, answers=["sales"])
    outcome = simulate("What does the data say about churn?", workspace)
    assert outcome.names == ["show_tables", "read_schema", "ask_user", "validate_query", "run_sql_tab"]
    assert outcome.arguments_of("ask_user") == [
        {"question": TABLE_QUESTION, "options": ["customer", "orders", "sales"]}
    ]
    assert_answers(
        outcome, con, sql='SELECT * FROM "sales" LIMIT 20', reference="SELECT * FROM sales LIMIT 20"
    )
    assert outcome.final.answer.startswith("Nothing in the question matched")


def test_the_chosen_table_answers_the_question_when_it_can(con):
    con.execute("CREATE TEMP TABLE orders_archive(o_orderkey BIGINT)")
    try:
        workspace = FakeWorkspace(con, answers=["Orders"])
        outcome = simulate("how many are there?", workspace)
    finally:
        con.execute("DROP TABLE orders_archive")
    assert outcome.arguments_of("read_schema") == [
        {"tables": ["customer", "orders", "orders_archive"]},
        {"tables": ["sales"]},
    ]
    assert answer_sql(outcome.final.answer) == 'SELECT count(*) AS row_count FROM "orders"'


def test_a_timed_out_question_stops_politely(con):
    outcome = simulate("Tell me about churn", FakeWorkspace(con, answers=[]))
    assert outcome.names[-1] == "ask_user"
    assert "stopped waiting" in outcome.final.answer
    assert "customer, orders and sales" in outcome.final.answer


BUDGET_ERROR = _error("EXPLORATION_BUDGET_REACHED", "You have used the exploration budget for this turn.")


def test_exploration_budget_then_stop(con):
    workspace = FakeWorkspace(con, injected={"read_schema": [BUDGET_ERROR]}, answers=["Stop for now"])
    outcome = simulate("total revenue by region", workspace)
    assert outcome.names == ["show_tables", "read_schema", "ask_user"]
    ask = outcome.arguments_of("ask_user")[0]
    assert BUDGET_MARKER in ask["question"]
    assert ask["options"] == list(BUDGET_OPTIONS) == ["Continue exploring", "Stop for now"]
    assert "stop exploring" in outcome.final.answer
    assert "**sales** (288 rows)" in outcome.final.answer


def test_exploration_budget_then_continue(con):
    workspace = FakeWorkspace(
        con, injected={"validate_query": [BUDGET_ERROR]}, answers=["Continue exploring"]
    )
    outcome = simulate("total revenue by region", workspace)
    assert outcome.names == [
        "show_tables",
        "read_schema",
        "validate_query",
        "ask_user",
        "validate_query",
        "run_sql_tab",
    ]
    assert_answers(
        outcome,
        con,
        sql='SELECT "region", SUM("revenue") AS sum_revenue FROM "sales" GROUP BY 1 ORDER BY 1',
        reference="SELECT region, sum(revenue) FROM sales GROUP BY 1 ORDER BY 1",
    )


def test_an_endless_budget_never_loops(con):
    workspace = FakeWorkspace(
        con, injected={"read_schema": [BUDGET_ERROR] * 20}, answers=["Continue exploring"] * 20
    )
    outcome = simulate("total revenue by region", workspace)
    assert len(outcome.calls) <= 8
    assert outcome.final.answer


def test_ask_mode_denial_falls_back_to_running_inline(con):
    denied = _error("ASK_MODE_DENIED", "Opening tabs is not allowed in Ask mode.")
    outcome = simulate("total revenue", FakeWorkspace(con, injected={"run_sql_tab": [denied]}))
    assert outcome.names[-2:] == ["run_sql_tab", "run_query"]
    answer = outcome.final.answer
    assert answer.startswith("I can't open a SQL tab in Ask mode.")
    assert "The total revenue is" in answer


def test_ask_mode_denial_without_another_way_explains(con):
    denied = _error("ASK_MODE_DENIED", "Running SQL is not allowed in Ask mode.")
    tools = DATA_TOOLS - {"run_query"}
    outcome = simulate("total revenue", FakeWorkspace(con, injected={"run_sql_tab": [denied]}), tools=tools)
    answer = outcome.final.answer
    assert "I can't open a SQL tab in Ask mode." in answer
    assert answer_sql(answer) == 'SELECT SUM("revenue") AS sum_revenue FROM "sales"'


def test_invalid_sql_is_fixed_once_from_the_hint(con):
    workspace = FakeWorkspace(con, shown_names={"revenue": "total_revenue"})  # a stale schema
    outcome = simulate("total revenue by region", workspace)
    validations = outcome.arguments_of("validate_query")
    assert len(validations) == 2
    assert '"total_revenue"' in validations[0]["sql"]
    assert outcome.calls[2][2]["error"]["hint"] == 'Did you mean "revenue"?'
    assert_answers(
        outcome,
        con,
        sql='SELECT "region", SUM("revenue") AS sum_total_revenue FROM "sales" GROUP BY 1 ORDER BY 1',
        reference="SELECT region, sum(revenue) FROM sales GROUP BY 1 ORDER BY 1",
    )


def test_sql_that_stays_invalid_is_explained(con):
    invalid = _error("SQL_INVALID", 'Referenced column "revenue" not found', 'Did you mean "revenu"?')
    outcome = simulate("total revenue", FakeWorkspace(con, injected={"validate_query": [invalid, invalid]}))
    assert outcome.names.count("validate_query") == 2
    assert "couldn't get a valid query" in outcome.final.answer
    assert "run_sql_tab" not in outcome.names


@pytest.mark.parametrize(
    ("code", "phrase"),
    [
        ("QUERY_TIMEOUT", "took too long"),
        ("SQL_FORBIDDEN", "read-only"),
        ("WORKSPACE_SELECTION_REQUIRED", "WORKSPACE_SELECTION_REQUIRED"),
    ],
)
def test_run_failures_are_explained(con, code, phrase):
    outcome = simulate("total revenue", FakeWorkspace(con, injected={"run_sql_tab": [_error(code, "nope")]}))
    assert phrase in outcome.final.answer
    assert answer_sql(outcome.final.answer) == 'SELECT SUM("revenue") AS sum_revenue FROM "sales"'


def test_missing_column_is_explained(con):
    outcome = simulate("total revenue by colour", FakeWorkspace(con))
    assert "run_sql_tab" not in outcome.names
    assert 'a column for "colour"' in outcome.final.answer


# ---------------------------------------------------------------- choice of tools


def test_run_query_when_no_tab_tool_is_offered(con):
    outcome = simulate("revenue by region", FakeWorkspace(con), tools=DATA_TOOLS - {"run_sql_tab"})
    assert outcome.names[-1] == "run_query"
    assert outcome.arguments_of("run_query")[0]["title"] == "Revenue by region"


def test_run_sql_tab_is_preferred_and_validation_is_skipped_when_not_offered(con):
    outcome = simulate("total revenue by region", FakeWorkspace(con), tools=DATA_TOOLS - {"validate_query"})
    assert outcome.names == ["show_tables", "read_schema", "run_sql_tab"]


def test_without_run_tools_it_shares_the_sql_it_would_run(con):
    outcome = simulate("how many rows in sales", FakeWorkspace(con), tools={"show_tables", "read_schema"})
    answer = outcome.final.answer
    assert "couldn't run the query" in answer
    assert answer_sql(answer) == 'SELECT count(*) AS row_count FROM "sales"'
    assert "**sales** (288 rows)" in answer


def test_project_tools_only(con):
    workspace = FakeWorkspace(
        con,
        projects=[
            {"id": 1, "name": "Q3 review", "focused": False},
            {"id": 2, "name": "Churn", "focused": True},
        ],
    )
    listed = simulate("What projects do I have?", workspace, tools=PROJECT_TOOLS)
    assert listed.names == ["list_projects"]
    assert "| 2 | Churn | yes |" in listed.final.answer
    focused = simulate("Switch to the q3 review project", workspace, tools=PROJECT_TOOLS)
    assert focused.calls[-1][:2] == ("focus_project", {"project_id": 1})
    assert "**Q3 review**" in focused.final.answer
    created = simulate('Create a project named "Budget 2025"', workspace, tools=PROJECT_TOOLS)
    assert created.calls[-1][:2] == ("create_project", {"name": "Budget 2025"})
    assert "I created the project **Budget 2025** (id 3)." in created.final.answer
    data_question = simulate("total revenue by region", workspace, tools=PROJECT_TOOLS)
    assert data_question.names == ["list_projects"]
    assert "only work with projects" in data_question.final.answer


def test_greetings_get_a_short_description_without_tool_calls():
    for question in ("Hello!", "what can you do?"):
        turn = plan_turn([{"role": "user", "content": question}], DATA_TOOLS)
        assert turn.tool_calls == ()
        assert "top N by a measure" in turn.answer


# ---------------------------------------------------------------- robustness


def test_same_input_gives_the_same_turn(con):
    outcome = simulate("top 3 regions by revenue", FakeWorkspace(con))
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


def test_turns_do_not_depend_on_hash_seeds(con):
    outcome = simulate("min/max account balance by market segment", FakeWorkspace(con))
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


def test_each_question_is_a_new_turn(con):
    first = simulate("how many rows in sales", FakeWorkspace(con))
    messages = [
        *first.messages,
        {"role": "assistant", "content": first.final.answer},
        {"role": "user", "content": "total revenue by region"},
    ]
    turn = plan_turn(messages, DATA_TOOLS)
    assert turn.tool_calls[0].name == "show_tables"
