"""The offline analyst's date windows and join keys: windows from the question's words, keys from what
`read_schema` returns on a real workspace (declared constraints, same-named keys, `<table>_id` → `id`)."""

import datetime
import json

import pytest

from agents.runtime.llm.analyst.dates import date_window
from agents.runtime.llm.analyst.keys import key_graph
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo, tables_from_result
from tests.agents.runtime.llm.analyst.bench import answer_sql, answer_table, simulate
from tests.agents.runtime.llm.analyst.heldout.schemas import SCHEMAS

D = datetime.date


@pytest.mark.parametrize(
    ("text", "start", "end", "label"),
    [
        ("orders in march 2026", D(2026, 3, 1), D(2026, 4, 1), "in March 2026"),
        ("revenue in q1 2026", D(2026, 1, 1), D(2026, 4, 1), "in Q1 2026"),
        ("views in the fourth quarter of 2025", D(2025, 10, 1), D(2026, 1, 1), "in Q4 2025"),
        ("between feb 1 and apr 30 2025", D(2025, 2, 1), D(2025, 5, 1), "between 2025-02-01 and 2025-04-30"),
        ("between 2025-11-15 and 2025-12-15", D(2025, 11, 15), D(2025, 12, 16), "between 2025-11-15 and 2025-12-15"),
        ("from january to march 2024", D(2024, 1, 1), D(2024, 4, 1), "between 2024-01-01 and 2024-03-31"),
        ("hired since june 1, 2025", D(2025, 6, 1), None, "since 2025-06-01"),
        ("before 1 june 2024", None, D(2024, 6, 1), "before 2024-06-01"),
    ],
)
def test_date_windows(text, start, end, label):
    window = date_window(text, default_year=1999)
    assert (window.start, window.end, window.text, window.assumed_year) == (start, end, label, None)


def test_a_window_without_a_year_takes_the_default_and_says_so():
    window = date_window("orders between feb 1 and apr 30", default_year=2026)
    assert (window.start, window.end, window.assumed_year) == (D(2026, 2, 1), D(2026, 5, 1), 2026)


@pytest.mark.parametrize("text", ["orders in 2025", "what may the total be", "how many orders"])
def test_no_window_for_a_year_alone_or_none(text):
    assert date_window(text, default_year=2026) is None


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("schema", "expected"),
    [
        ("hr", {"employees.dept_id = departments.dept_id (declared key)",
                "leave_requests.emp_id = employees.emp_id (declared key)"}),
        ("web", {"sessions.user_id = users.id (matching key)", "pageviews.session_id = sessions.id (matching key)",
                 "pageviews.page_id = pages.id (matching key)"}),
        ("retail", {"orders.customer_id = customers.customer_id (matching key)",
                    "order_items.order_id = orders.order_id (matching key)",
                    "order_items.product_id = products.product_id (matching key)"}),
    ],
)
def test_keys_come_from_what_read_schema_returns(make_bench, schema, expected):
    bench = make_bench(tables=(), extra_sql=SCHEMAS[schema]())
    listed = [t["name"] for t in json.loads(bench.handle("show_tables", {}))["tables"]]
    tables = tables_from_result(json.loads(bench.handle("read_schema", {"tables": listed})))
    assert {key.describe() for key in key_graph(tables)} == expected


def test_a_column_with_more_values_than_the_key_is_not_a_key():
    users = TableInfo("users", 10, (ColumnInfo("id", "INTEGER", distinct_count=10),))
    events = TableInfo("events", 500, (ColumnInfo("id", "INTEGER", distinct_count=500),
                                       ColumnInfo("user_id", "INTEGER", distinct_count=400)))
    assert key_graph([users, events]) == []


@pytest.mark.django_db(transaction=True)
def test_a_count_across_a_one_to_many_join_counts_each_row_once(make_bench):
    bench = make_bench(tables=(), extra_sql=SCHEMAS["retail"]())
    outcome = simulate("Number of customers per order status", bench)
    truth = bench.rows("SELECT o.status, count(DISTINCT c.customer_id) FROM customers c "
                       "JOIN orders o USING (customer_id) GROUP BY 1 ORDER BY 1")
    assert 'count(DISTINCT "customers"."customer_id")' in answer_sql(outcome.final.answer)
    assert answer_table(outcome.final.answer)[1] == [[status, str(count)] for status, count in truth]
