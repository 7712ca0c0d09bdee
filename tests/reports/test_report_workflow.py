"""The seed's release smoke gate on the offline model: asked for a report on the demo data, the analyst plans,
queries, writes a contract-valid report with a chart and an executive summary, and ticks its plan — no error
loops. Then the report is edited chunk by chunk and its annotations resolved, through the real runtime."""

import pytest

from reports.contract import validate_report
from reports.html_document import ReportDocument
from reports.models import Plan, Report
from tests.runtime_helpers import event_types, events_of, run_turn

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_report_request_plans_queries_writes_and_ticks(demo_conversation):
    run = run_turn(demo_conversation, "Write a report on revenue by region in sales")
    assert run.status == "success", run.error
    tools = [e["data"]["name"] for e in events_of(run, "tool_call")]
    assert tools[0] == "add_plan"
    assert tools.index("add_plan") < tools.index("run_sql_tab") < tools.index("create_html_report")
    results = events_of(run, "tool_result")
    assert all(e["data"]["ok"] for e in results), [e["data"] for e in results if not e["data"]["ok"]]
    report = Report.objects.get(workspace=demo_conversation.workspace, conversation=demo_conversation)
    assert validate_report(report.body) == []
    chunks = {chunk["id"]: chunk for chunk in ReportDocument.parse(report.body).chunks()}
    assert "summary" in chunks and chunks["chart"]["charts"] == 1
    assert "North" in ReportDocument.parse(report.body).chunk_text("summary") or "South" in report.body
    plan = Plan.objects.get(conversation=demo_conversation)
    assert [step["status"] for step in plan.steps] == ["done", "done", "done"]
    assert plan.frozen_at is not None and plan.report_id == report.pk
    assert {entry["tool"] for entry in plan.progress} >= {"run_sql_tab", "create_html_report"}
    changes = [(e["data"]["from"], e["data"]["to"]) for e in events_of(run, "state_change")]
    assert ("NoProject", "HtmlReport") in changes
    report_tabs = [e["data"]["args"] for e in events_of(run, "ui_command") if e["data"]["args"].get("kind") == "report"]
    assert report_tabs and report_tabs[0]["report_id"] == report.pk
    assert "error" not in event_types(run)
    answer = demo_conversation.messages.filter(role="assistant").last().content
    assert f"report {report.pk}" in answer
