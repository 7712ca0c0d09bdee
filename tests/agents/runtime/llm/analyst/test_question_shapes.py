"""The offline analyst answers the question shapes it knows (row counts, top N, aggregates, overall or by a
column) on a real workspace, each answer checked against a hand-written reference query on the same data."""

import pytest

from tests.agents.runtime.llm.analyst.bench import assert_answers, simulate

pytestmark = pytest.mark.django_db(transaction=True)


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
def test_row_counts(bench, question, sql, reference):
    outcome = simulate(question, bench)
    assert outcome.names == ["show_tables", "read_schema", "validate_query", "run_sql_tab"]
    assert_answers(outcome, bench, sql=sql, reference=reference)
    count = bench.rows(reference)[0][0]
    assert f"There are {count:,} rows" in outcome.final.answer


def test_the_first_read_is_of_the_tables_the_question_names(bench):
    outcome = simulate("How many rows in sales?", bench)
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
def test_top_n_by_a_measure(bench, question, sql, reference, leader):
    outcome = simulate(question, bench)
    assert_answers(outcome, bench, sql=sql, reference=reference)
    first = bench.rows(reference)[0][0]
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
def test_aggregates_by_a_dimension(bench, question, sql, reference):
    outcome = simulate(question, bench)
    assert_answers(outcome, bench, sql=sql, reference=reference)
    best = max(bench.rows(reference), key=lambda row: row[1])
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
def test_plain_aggregates(bench, question, sql, reference, sentence):
    outcome = simulate(question, bench)
    assert_answers(outcome, bench, sql=sql, reference=reference)
    value = bench.rows(reference)[0][0]
    assert outcome.final.answer.startswith(
        f"{sentence} {value:,.2f}" if isinstance(value, float) else f"{sentence} {value:,}"
    )
