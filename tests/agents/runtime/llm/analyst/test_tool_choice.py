"""The offline analyst works with the tools it is offered: a SQL tab before an inline result, validation when
it can, the SQL it would run when it cannot run any, and the project tools on their own."""

import pytest

from agents.runtime.llm.analyst import plan_turn
from tests.agents.runtime.llm.analyst.bench import DATA_TOOLS, PROJECT_TOOLS, answer_sql, simulate
from tests.factories import ProjectFactory
from workspaces.models import Project

pytestmark = pytest.mark.django_db(transaction=True)


def test_run_query_when_no_tab_tool_is_offered(bench):
    outcome = simulate("revenue by region", bench, tools=DATA_TOOLS - {"run_sql_tab"})
    assert outcome.names[-1] == "run_query"
    assert outcome.arguments_of("run_query")[0]["title"] == "Revenue by region"


def test_run_sql_tab_is_preferred_and_validation_is_skipped_when_not_offered(bench):
    outcome = simulate("total revenue by region", bench, tools=DATA_TOOLS - {"validate_query"})
    assert outcome.names == ["show_tables", "read_schema", "run_sql_tab"]


def test_without_run_tools_it_shares_the_sql_it_would_run(bench):
    outcome = simulate("how many rows in sales", bench, tools={"show_tables", "read_schema"})
    answer = outcome.final.answer
    assert "couldn't run the query" in answer
    assert answer_sql(answer) == 'SELECT count(*) AS row_count FROM "sales"'
    assert "**sales** (288 rows)" in answer


def test_project_tools_only(make_bench):
    creating = make_bench()
    created = simulate('Create a project named "Budget 2025"', creating, tools=PROJECT_TOOLS)
    assert created.calls[-1][:2] == ("create_project", {"name": "Budget 2025"})
    budget = Project.objects.get(workspace=creating.ctx.workspace, name="Budget 2025")
    assert f"I created the project **Budget 2025** (id {budget.pk})." in created.final.answer
    bench = make_bench()
    q3 = ProjectFactory(workspace=bench.ctx.workspace, name="Q3 review")
    churn = ProjectFactory(workspace=bench.ctx.workspace, name="Churn")
    bench.ctx.project_id = churn.pk  # the conversation is focused on Churn
    listed = simulate("What projects do I have?", bench, tools=PROJECT_TOOLS)
    assert listed.names == ["list_projects"]
    assert f"| {churn.pk} | Churn | yes |" in listed.final.answer
    focused = simulate("Switch to the q3 review project", bench, tools=PROJECT_TOOLS)
    assert focused.calls[-1][:2] == ("focus_project", {"project_id": q3.pk})
    assert "**Q3 review**" in focused.final.answer
    data_question = simulate("total revenue by region", bench, tools=PROJECT_TOOLS)
    assert data_question.names == ["list_projects"]
    assert "only work with projects" in data_question.final.answer


def test_greetings_get_a_short_description_without_tool_calls():
    for question in ("Hello!", "what can you do?"):
        turn = plan_turn([{"role": "user", "content": question}], DATA_TOOLS)
        assert turn.tool_calls == ()
        assert "top N by a measure" in turn.answer
