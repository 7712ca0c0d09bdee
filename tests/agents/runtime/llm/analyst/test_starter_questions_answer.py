"""The starter questions a workspace offers are ones the offline analyst answers without asking back."""

from agents.starter_questions import starter_questions
from tests.agents.runtime.llm.analyst.bench import simulate
from workspaces.query.warehouse import warehouse_for

# A table named like one of sales' columns, as in the demo: the starters must still name one table.
REGION_TABLE = ["CREATE TABLE region(r_regionkey INTEGER, r_name VARCHAR, r_comment VARCHAR)",
                "INSERT INTO region VALUES (0, 'AFRICA', 'lost'), (1, 'AMERICA', 'found')"]


def test_every_starter_question_is_answered_with_a_query_and_no_question_back(make_bench):
    bench = make_bench(extra_sql=REGION_TABLE)
    questions = starter_questions(tables=warehouse_for(workspace_id=bench.ctx.workspace.pk).tables())
    assert len(questions) >= 3
    outcomes = {question: simulate(question, bench) for question in questions}
    assert {q: o.names[-1] for q, o in outcomes.items()} == {q: "run_sql_tab" for q in questions}
    assert [q for q, o in outcomes.items() if "ask_user" in o.names] == []
