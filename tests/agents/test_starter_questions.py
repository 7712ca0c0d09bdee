"""Starter questions come from the workspace's own tables: one of each kind, from the best-matching tables."""

from agents.starter_questions import MAX_STARTERS, starter_questions
from workspaces.query.warehouse import ColumnInfo, TableInfo


def table(name: str, row_count: int, **columns: str) -> TableInfo:
    return TableInfo(name=name, row_count=row_count, columns=[ColumnInfo(n, t) for n, t in columns.items()])


DEMO_LIKE = [
    table("part", 2000, p_partkey="BIGINT", p_name="VARCHAR", p_retailprice="DECIMAL(15,2)", p_type="VARCHAR"),
    table("customer", 1500, c_custkey="BIGINT", c_name="VARCHAR", c_nationkey="INTEGER", c_acctbal="DECIMAL(15,2)",
          c_mktsegment="VARCHAR", c_comment="VARCHAR"),
    table("lineitem", 60175, l_orderkey="BIGINT", l_quantity="DECIMAL(15,2)", l_shipmode="VARCHAR"),
    table("orders", 15000, o_orderkey="BIGINT", o_custkey="BIGINT", o_orderstatus="VARCHAR",
          o_totalprice="DECIMAL(15,2)", o_orderdate="DATE"),
    table("region", 5, r_regionkey="INTEGER", r_name="VARCHAR", r_comment="VARCHAR"),
    table("sales", 288, month="DATE", region="VARCHAR", product="VARCHAR", units="BIGINT", revenue="DOUBLE"),
]


def test_the_demo_gets_one_question_of_each_kind_from_its_best_tables():
    assert starter_questions(tables=DEMO_LIKE) == [
        "Total revenue by region in sales",  # "region" is also a table: the question says which rows
        "Total revenue by month in sales",
        "Top 5 customers by account balance",
        "How many rows are in lineitem?",
        "Total account balance by market segment",
    ]


def test_a_table_without_measures_still_gets_a_row_count_and_no_workspace_gets_nothing():
    assert starter_questions(tables=[table("notes", 3, body="VARCHAR", n_id="BIGINT")]) == [
        "How many rows are in notes?"]
    assert starter_questions(tables=[]) == []


def test_there_are_never_more_than_five():
    many = [table(f"t{i}", i, amount="DOUBLE", status="VARCHAR", day="DATE", t_name="VARCHAR") for i in range(9)]
    questions = starter_questions(tables=many)
    assert len(questions) == MAX_STARTERS == len(set(questions))
