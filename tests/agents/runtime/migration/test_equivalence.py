"""The equivalence check on real engines: tolerance where engines only differ in types, and a wrong translation
caught with its diff."""

import datetime
from decimal import Decimal

import pytest

from agents.runtime.migration.engines import DuckdbScratch, SqliteScratch
from agents.runtime.migration.equivalence import comparable, results_diff
from agents.runtime.migration.nodes import compare_queries
from tests.agents.runtime.migration.cases import SQLITE_SCHEMA, SQLITE_SEED


@pytest.mark.parametrize(("a", "b"), [
    (1, 1.0), (Decimal("2.50"), 2.5), (True, 1), (False, 0), ("2024-01-08", datetime.date(2024, 1, 8)),
    (datetime.datetime(2024, 1, 8), datetime.date(2024, 1, 8)), ("2024-01-08 10:30:00", datetime.datetime(2024, 1, 8, 10, 30)),
    (None, None), (0.1 + 0.2, Decimal("0.3")),
])
def test_values_that_only_differ_in_type_compare_equal(a, b):
    diff = results_diff(source_columns=["v"], source_rows=[(a,)], target_columns=["v"], target_rows=[(b,)])
    assert diff["equivalent"], diff


@pytest.mark.parametrize(("a", "b"), [(3, 3.5), ("a", "A"), (None, 0), (None, ""), ("2024-01-08", "2024-01-09")])
def test_different_values_are_different(a, b):
    assert comparable(a) != comparable(b) or not results_diff(
        source_columns=["v"], source_rows=[(a,)], target_columns=["v"], target_rows=[(b,)])["equivalent"]


def test_results_are_multisets_order_free_but_counting_duplicates():
    same = results_diff(source_columns=["v"], source_rows=[(1,), (2,), (2,)], target_columns=["v"],
                        target_rows=[(2,), (1,), (2,)])
    fewer = results_diff(source_columns=["v"], source_rows=[(1,), (2,), (2,)], target_columns=["v"],
                         target_rows=[(2,), (1,)])
    assert same["equivalent"] and not fewer["equivalent"] and fewer["only_in_source"] == [[2]]


@pytest.fixture
def engines():
    source, target = SqliteScratch(), DuckdbScratch()
    for engine, script in ((source, SQLITE_SCHEMA + SQLITE_SEED),):
        for statement in script.split(";"):
            if statement.strip():
                engine.run(statement)
    for statement in ["CREATE TABLE orders (id INT, customer_id INT, qty INT, unit_price DOUBLE, placed_on DATE)",
                      "INSERT INTO orders VALUES (1, 1, 3, 2.5, '2024-03-01'), (2, 1, 7, 1.25, '2024-03-15'), "
                      "(3, 2, 5, 10.0, '2023-12-24'), (4, 3, 1, 99.99, '2024-03-31')"]:
        target.run(statement)
    yield source, target
    source.close()
    target.close()


def test_a_wrong_translation_is_caught_with_a_deep_diff(engines):
    """sqlglot's own translation of an integer division (a double division on DuckDB) is not equivalent."""
    source, target = engines
    [diff] = compare_queries(source_engine=source, target_engine=target, queries=["SELECT id, qty / 2 FROM orders"],
                             translated=["SELECT id, qty / NULLIF(2, 0) FROM orders"])
    assert diff["status"] == "different"
    assert sorted(diff["diff"]["only_in_source"]) == [[1, 1], [2, 3], [3, 2], [4, 0]]
    assert sorted(diff["diff"]["only_in_target"]) == [[1, 1.5], [2, 3.5], [3, 2.5], [4, 0.5]]


def test_month_arithmetic_at_a_month_end_is_caught_too(engines):
    """SQLite rolls 2024-03-31 minus a month over to 2024-03-02; DuckDB clamps it to 2024-02-29."""
    source, target = engines
    [diff] = compare_queries(source_engine=source, target_engine=target,
                             queries=["SELECT date(placed_on, '-1 month') FROM orders WHERE id = 4"],
                             translated=["SELECT CAST(placed_on - INTERVAL 1 MONTH AS DATE) FROM orders WHERE id = 4"])
    assert diff["diff"]["only_in_source"] == [["2024-03-02"]] and diff["diff"]["only_in_target"] == [["2024-02-29"]]


def test_a_query_that_fails_on_one_side_is_an_error_not_a_proof(engines):
    source, target = engines
    [diff] = compare_queries(source_engine=source, target_engine=target, queries=["SELECT qty FROM orders"],
                             translated=["SELECT quantity FROM orders"])
    assert diff["status"] == "error" and "quantity" in diff["diff"]["target_error"]


def test_a_coalesced_number_in_a_string_is_caught(engines):
    """SQLite's IFNULL(real, 0) is the integer 0 where the real is NULL ('x:0'); DuckDB's COALESCE makes it a
    double ('x:0.0'): sqlglot's translation is not equivalent, and the check says which row."""
    source, target = engines
    source.run("CREATE TABLE p (name TEXT, price REAL)")
    source.run("INSERT INTO p VALUES ('bolt', 0.25), ('nut', NULL)")
    target.run("CREATE TABLE p (name TEXT, price DOUBLE)")
    target.run("INSERT INTO p VALUES ('bolt', 0.25), ('nut', NULL)")
    [diff] = compare_queries(source_engine=source, target_engine=target,
                             queries=["SELECT name || ':' || IFNULL(price, 0) FROM p"],
                             translated=["SELECT name || ':' || COALESCE(price, 0) FROM p"])
    assert diff["diff"]["only_in_source"] == [["nut:0"]] and diff["diff"]["only_in_target"] == [["nut:0.0"]]
