"""The offline analyst asks the user which table when nothing matches, and asks the exploration budget's
question when the runtime stops its exploring; the answers come back as the runtime hands them to a resumed
run."""

import pytest

from agents.runtime.exploration_budget import BUDGET_MARKER, BUDGET_OPTIONS
from agents.runtime.llm.analyst.turn import TABLE_QUESTION
from agents.runtime.tool_execution import budget_error
from tests.agents.runtime.llm.analyst.bench import answer_sql, assert_answers, simulate

pytestmark = pytest.mark.django_db(transaction=True)

BUDGET_ERROR = budget_error(8).as_result()


def test_an_unmatched_question_asks_which_table_then_proceeds(make_bench):
    bench = make_bench(answers=["sales"])
    outcome = simulate("What does the data say about churn?", bench)
    assert outcome.names == ["show_tables", "read_schema", "ask_user", "validate_query", "run_sql_tab"]
    assert outcome.arguments_of("ask_user") == [
        {"question": TABLE_QUESTION, "options": ["customer", "orders", "sales"]}
    ]
    assert_answers(
        outcome, bench, sql='SELECT * FROM "sales" LIMIT 20', reference="SELECT * FROM sales LIMIT 20"
    )
    assert outcome.final.answer.startswith("Nothing in the question matched")


def test_the_chosen_table_answers_the_question_when_it_can(make_bench):
    bench = make_bench(extra_sql=["CREATE TABLE orders_archive(o_orderkey BIGINT)"], answers=["Orders"])
    outcome = simulate("how many are there?", bench)
    assert outcome.arguments_of("read_schema") == [
        {"tables": ["customer", "orders", "orders_archive"]},
        {"tables": ["sales"]},
    ]
    assert answer_sql(outcome.final.answer) == 'SELECT count(*) AS row_count FROM "orders"'


def test_a_timed_out_question_stops_politely(make_bench):
    outcome = simulate("Tell me about churn", make_bench(answers=[]))
    assert outcome.names[-1] == "ask_user"
    assert outcome.calls[-1][2]["timed_out"] is True
    assert "stopped waiting" in outcome.final.answer
    assert "customer, orders and sales" in outcome.final.answer


def test_exploration_budget_then_stop(make_bench):
    bench = make_bench(injected={"read_schema": [BUDGET_ERROR]}, answers=["Stop for now"])
    outcome = simulate("total revenue by region", bench)
    assert outcome.names == ["show_tables", "read_schema", "ask_user"]
    ask = outcome.arguments_of("ask_user")[0]
    assert BUDGET_MARKER in ask["question"]
    assert ask["options"] == list(BUDGET_OPTIONS) == ["Continue exploring", "Stop for now"]
    assert "stop exploring" in outcome.final.answer
    assert "**sales** (288 rows)" in outcome.final.answer


def test_exploration_budget_then_continue(make_bench):
    bench = make_bench(injected={"validate_query": [BUDGET_ERROR]}, answers=["Continue exploring"])
    outcome = simulate("total revenue by region", bench)
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
        bench,
        sql='SELECT "region", SUM("revenue") AS sum_revenue FROM "sales" GROUP BY 1 ORDER BY 1',
        reference="SELECT region, sum(revenue) FROM sales GROUP BY 1 ORDER BY 1",
    )


def test_an_endless_budget_never_loops(make_bench):
    bench = make_bench(injected={"read_schema": [BUDGET_ERROR] * 20}, answers=["Continue exploring"] * 20)
    outcome = simulate("total revenue by region", bench)
    assert len(outcome.calls) <= 8
    assert outcome.final.answer
