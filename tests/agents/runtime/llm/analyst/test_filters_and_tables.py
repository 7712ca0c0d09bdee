"""The offline analyst's filters (values seen in the samples, years), date grains, quoting and the choice of
table, on a real workspace."""

import pytest

from tests.agents.runtime.llm.analyst.bench import answer_sql, answer_table, assert_answers, simulate

pytestmark = pytest.mark.django_db(transaction=True)


def test_filter_on_a_seen_value_grouped_by_month(bench):
    outcome = simulate("Revenue by month in north", bench)
    sql = (
        'SELECT CAST(date_trunc(\'month\', "month") AS DATE) AS month, SUM("revenue") AS sum_revenue '
        'FROM "sales" WHERE "region" = \'North\' GROUP BY 1 ORDER BY 1'
    )
    reference = (
        "SELECT strftime(month, '%Y-%m-%d'), sum(revenue) FROM sales WHERE region = 'North' "
        "GROUP BY 1 ORDER BY 1"
    )
    assert_answers(outcome, bench, sql=sql, reference=reference)
    assert "…and 4 more rows." in outcome.final.answer
    assert outcome.arguments_of("run_sql_tab")[0]["tab"] == "Revenue by month (region is North)"


def test_grouping_by_year(bench):
    outcome = simulate("units per year", bench)
    sql = 'SELECT year("month") AS year, SUM("units") AS sum_units FROM "sales" GROUP BY 1 ORDER BY 1'
    assert_answers(
        outcome, bench, sql=sql, reference="SELECT year(month), sum(units) FROM sales GROUP BY 1 ORDER BY 1"
    )


def test_year_filter_and_several_seen_values(bench):
    outcome = simulate("how many orders in 1995", bench)
    assert_answers(
        outcome,
        bench,
        sql='SELECT count(*) AS row_count FROM "orders" WHERE year("o_orderdate") = 1995',
        reference="SELECT count(*) FROM orders WHERE year(o_orderdate) = 1995",
    )
    outcome = simulate("total revenue by product for East and West", bench)
    assert "WHERE \"region\" IN ('East', 'West')" in answer_sql(outcome.final.answer)


def test_words_it_cannot_match_are_owned_up_to(bench):
    outcome = simulate("total revenue in Central", bench)
    assert answer_sql(outcome.final.answer) == 'SELECT SUM("revenue") AS sum_revenue FROM "sales"'
    assert "I couldn't match central to anything in sales" in outcome.final.answer


def test_quarters_and_a_single_table_workspace(make_bench):
    single = make_bench(
        tables=(),
        extra_sql=[
            "CREATE TABLE visits(seen_at TIMESTAMP, pages INTEGER)",
            "INSERT INTO visits VALUES ('2024-02-03 10:00', 3), ('2024-05-01 09:00', 4), "
            "('2024-05-09 18:30', 1)",
        ],
    )
    quarterly = simulate("pages per quarter", single)
    counted = simulate("how many rows are there?", single)
    assert answer_sql(quarterly.final.answer) == (
        'SELECT CAST(date_trunc(\'quarter\', "seen_at") AS DATE) AS quarter, SUM("pages") AS sum_pages '
        'FROM "visits" GROUP BY 1 ORDER BY 1'
    )
    assert answer_table(quarterly.final.answer)[1] == [["2024-01-01", "3"], ["2024-04-01", "5"]]
    assert answer_sql(counted.final.answer) == 'SELECT count(*) AS row_count FROM "visits"'
    assert "There are 3 rows in visits." in counted.final.answer


def test_string_values_are_quoted_safely(make_bench):
    bench = make_bench(
        extra_sql=[
            "CREATE TABLE shops(shop VARCHAR, sales_total DOUBLE)",
            "INSERT INTO shops VALUES ('O''Brien''s', 10.5), ('Other', 2)",
        ]
    )
    outcome = simulate("total sales total for O'Brien's", bench)
    assert answer_sql(outcome.final.answer) == (
        "SELECT SUM(\"sales_total\") AS sum_sales_total FROM \"shops\" WHERE \"shop\" = 'O''Brien''s'"
    )
    assert "10.50" in outcome.final.answer


def test_a_question_spanning_tables_joins_the_measure_to_the_names(bench):
    outcome = simulate("top 5 customers by total price", bench)
    assert outcome.arguments_of("read_schema") == [{"tables": ["customer"]}, {"tables": ["orders", "sales"]}]
    sql = (
        'SELECT "customer"."c_name", SUM("orders"."o_totalprice") AS sum_o_totalprice FROM "orders" '
        'JOIN "customer" ON "orders"."o_custkey" = "customer"."c_custkey" GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5'
    )
    reference = (
        "SELECT c_name, sum(o_totalprice) AS t FROM orders JOIN customer ON o_custkey = c_custkey "
        "GROUP BY 1 ORDER BY t DESC, 1 LIMIT 5"
    )
    assert_answers(outcome, bench, sql=sql, reference=reference)
    assert "orders.o_custkey = customer.c_custkey" in outcome.final.answer
