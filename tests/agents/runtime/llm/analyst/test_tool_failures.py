"""The offline analyst reads the runtime's refusals and tool errors (`{"error": {code, message, hint}}`): it
works around a refused tool, fixes an invalid identifier once from the hint, and explains what it cannot fix.
"""

import pytest

from agents.runtime.tools import ToolError
from lantide.errors import ErrorCode
from tests.agents.runtime.llm.analyst.bench import DATA_TOOLS, answer_sql, assert_answers, simulate

pytestmark = pytest.mark.django_db(transaction=True)


def test_ask_mode_denial_falls_back_to_running_inline(make_bench):
    denied = ToolError(ErrorCode.ASK_MODE_DENIED, "Opening tabs is not allowed in Ask mode.").as_result()
    outcome = simulate("total revenue", make_bench(injected={"run_sql_tab": [denied]}))
    assert outcome.names[-2:] == ["run_sql_tab", "run_query"]
    answer = outcome.final.answer
    assert answer.startswith("I can't open a SQL tab in Ask mode.")
    assert "The total revenue is" in answer


def test_ask_mode_denial_without_another_way_explains(make_bench):
    denied = ToolError(ErrorCode.ASK_MODE_DENIED, "Running SQL is not allowed in Ask mode.").as_result()
    tools = DATA_TOOLS - {"run_query"}
    outcome = simulate("total revenue", make_bench(injected={"run_sql_tab": [denied]}), tools=tools)
    answer = outcome.final.answer
    assert "I can't open a SQL tab in Ask mode." in answer
    assert answer_sql(answer) == 'SELECT SUM("revenue") AS sum_revenue FROM "sales"'


def test_invalid_sql_is_fixed_once_from_the_hint(make_bench):
    # A stale schema: read_schema shows `revenues`; DuckDB's binder hints the real `revenue`.
    bench = make_bench(renamed_columns={"revenue": "revenues"})
    outcome = simulate("total revenue by region", bench)
    validations = outcome.arguments_of("validate_query")
    assert len(validations) == 2
    assert '"revenues"' in validations[0]["sql"]
    assert outcome.calls[2][2]["error"]["code"] == ErrorCode.SQL_INVALID
    assert outcome.calls[2][2]["error"]["hint"] == 'Did you mean "revenue"?'
    assert_answers(
        outcome,
        bench,
        sql='SELECT "region", SUM("revenue") AS sum_revenues FROM "sales" GROUP BY 1 ORDER BY 1',
        reference="SELECT region, sum(revenue) FROM sales GROUP BY 1 ORDER BY 1",
    )


def test_sql_that_stays_invalid_is_explained(make_bench):
    invalid = ToolError(
        ErrorCode.SQL_INVALID, 'Referenced column "revenue" not found', hint='Did you mean "revenu"?'
    ).as_result()
    outcome = simulate("total revenue", make_bench(injected={"validate_query": [invalid, invalid]}))
    assert outcome.names.count("validate_query") == 2
    assert "couldn't get a valid query" in outcome.final.answer
    assert "run_sql_tab" not in outcome.names


@pytest.mark.parametrize(
    ("code", "phrase"),
    [
        (ErrorCode.QUERY_TIMEOUT, "took too long"),
        (ErrorCode.SQL_FORBIDDEN, "read-only"),
        (ErrorCode.WORKSPACE_SELECTION_REQUIRED, "WORKSPACE_SELECTION_REQUIRED"),
    ],
)
def test_run_failures_are_explained(make_bench, code, phrase):
    failed = ToolError(code, "nope").as_result()
    outcome = simulate("total revenue", make_bench(injected={"run_sql_tab": [failed]}))
    assert phrase in outcome.final.answer
    assert answer_sql(outcome.final.answer) == 'SELECT SUM("revenue") AS sum_revenue FROM "sales"'


def test_missing_column_is_explained(bench):
    outcome = simulate("total revenue by colour", bench)
    assert "run_sql_tab" not in outcome.names
    assert 'a column for "colour"' in outcome.final.answer
