"""The local analyst goes the whole way on real DuckDB data: explore → SQL → validate → run → answer."""

import pytest

from agents import ledger
from agents.models import Interrupt
from agents.services import interrupt_answer
from tests.runtime_helpers import events_of, run_turn, wait_for_run
from workspaces.query import cache_registry
from workspaces.query.warehouse import warehouse_for

pytestmark = pytest.mark.django_db(transaction=True)


def scalar(workspace, sql):
    with warehouse_for(workspace_id=workspace.pk).cursor() as cur:
        return cur.execute(sql).fetchone()[0]


def test_row_count_question(demo_conversation):
    run = run_turn(demo_conversation, "How many orders are there?")
    assert run.status == "success"
    tools = [e["data"]["name"] for e in events_of(run, "tool_call")]
    assert tools[0] == "show_tables" and "read_schema" in tools and tools[-1] in ("run_sql_tab", "run_query")
    answer = demo_conversation.messages.get(role="assistant").content
    assert "15,000" in answer or "15000" in answer
    [step] = ledger.query_steps_of(conversation=demo_conversation)
    assert step.status == "success" and step.rows == 1
    cache = cache_registry.caches_for_user(user=demo_conversation.owner, workspace=demo_conversation.workspace).get(
        name=step.cache_name)
    assert cache.source_tables == ["orders"]


def test_a_question_a_table_answers_exactly_is_answered_from_it_without_asking(demo_conversation):
    run = run_turn(demo_conversation, "What is the total revenue by region?")
    assert run.status == "success"
    assert events_of(run, "ask_user") == []
    answer = demo_conversation.messages.get(role="assistant").content
    north = scalar(demo_conversation.workspace, "SELECT round(sum(revenue), 2) FROM sales WHERE region = 'North'")
    assert f"{north:,.2f}" in answer or str(north) in answer
    assert 'FROM "sales"' in answer


def test_the_demos_first_question_names_the_customers_and_their_totals(demo_conversation):
    run = run_turn(demo_conversation, "Which 5 customers spent the most in total?")
    assert run.status == "success"
    answer = demo_conversation.messages.get(role="assistant").content
    with warehouse_for(workspace_id=demo_conversation.workspace.pk).cursor() as cur:
        top = cur.execute(
            "SELECT c.c_name, sum(o.o_totalprice) AS spent FROM orders o JOIN customer c ON o.o_custkey = c.c_custkey "
            "GROUP BY 1 ORDER BY spent DESC, 1 LIMIT 5").fetchall()
    rows = [f"| {name} | {f'{spent:.2f}'.rstrip('0').rstrip('.')} |" for name, spent in top]
    assert [row for row in rows if row in answer] == rows
    assert "orders.o_custkey = customer.c_custkey" in answer
    assert "```sql" in answer


def test_an_ambiguous_question_asks_and_the_answer_finishes_the_analysis(demo_conversation):
    asked = run_turn(demo_conversation, "What does the data say about churn?")
    assert asked.status == "interrupted"
    question = events_of(asked, "ask_user")[0]["data"]
    assert "sales" in question["options"]
    resumed = interrupt_answer(user=demo_conversation.owner, interrupt_id=question["interrupt_id"], answer="sales")
    run = wait_for_run(resumed.pk)
    assert run.status == "success"
    assert Interrupt.objects.get(pk=question["interrupt_id"]).status == "answered"
    answer = demo_conversation.messages.get(role="assistant").content
    assert "rows" in answer and "| North |" in answer
    commands = [e["data"]["command"] for e in events_of(run, "ui_command")]
    assert commands == ["open_tab", "update_tab_content", "set_tab_results", "source_run_complete"]
    assert len({e["data"]["command_id"] for e in events_of(run, "ui_command")}) == 4
