"""The report tools in a real run against a scripted model over HTTP: Generate flips the turn into the HtmlReport
state (prompt, tools and output ceiling recomputed in the same turn), the chunk and style tools edit the stored
report and redraw its tab, annotations get resolved, a contract error comes back as data with its next action,
several reports without a name are AMBIGUOUS_REPORT, and Ask mode and viewers see no report write."""

import pytest

from reports.html_document import ReportDocument, report_skeleton
from reports.models import Annotation, Report
from tests import llm_server as llm
from tests.factories import MembershipFactory, UserFactory, WorkspaceFactory
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)

CHUNK = '<section data-text-id="{id}" data-chunk-desc="{desc}"><p>{text}</p></section>'


@pytest.fixture
def profile(llm_server):
    return scripted_profile(llm_server)


def offered(request: dict) -> set[str]:
    return {t["function"]["name"] for t in request.get("tools") or []}


def results(run) -> list[dict]:
    return [e["data"] for e in events_of(run, "tool_result")]


def test_generate_then_edit_chunk_by_chunk_in_one_turn(llm_server, profile):
    conversation = conversation_on(profile)
    llm_server.script(
        "scripted",
        llm.tool_calls(llm.call("create_html_report", {"title": "Revenue", "html": report_skeleton(title="Revenue")})),
        llm.tool_calls(llm.call("patch_html_chunk_by_id", {"chunk_id": "executive-summary", "mode": "replace",
                                                            "find": "<p>", "replace": "<p>Updated. "})),
        llm.tool_calls(llm.call("insert_html_chunk", {"html": CHUNK.format(id="method", desc="Method", text="One query."),
                                                      "after": "executive-summary"})),
        llm.tool_calls(llm.call("delete_html_chunk", {"chunk_id": "limitations"}),
                       llm.call("patch_html_styles", {"css": "body{color:#111}"})),
        llm.text("Done."))
    run = run_turn(conversation, "Write and polish a report")
    assert run.status == "success", run.error
    assert [(r["name"], r["ok"]) for r in results(run)] == [
        ("create_html_report", True), ("patch_html_chunk_by_id", True), ("insert_html_chunk", True),
        ("delete_html_chunk", True), ("patch_html_styles", True)]
    first, second = llm_server.requests_for("scripted")[:2]
    assert "patch_html_chunk_by_id" not in offered(first) and "activate_html_editing" in offered(first)
    assert {"patch_html_chunk_by_id", "read_html_text", "get_html_styles"} <= offered(second)
    assert "Editing HTML Reports" in second["messages"][0]["content"]
    assert second["max_tokens"] >= 20480
    assert events_of(run, "state_change")[0]["data"] == {"from": "NoProject", "to": "HtmlReport"}
    report = Report.objects.get(conversation=conversation)
    document = ReportDocument.parse(report.body)
    assert [c["id"] for c in document.chunks()] == ["executive-summary", "method", "revenue-by-region"]
    assert "Revenue Updated." in document.chunk_text("executive-summary") and document.styles() == "body{color:#111}"
    assert report.revision == 5
    redraws = [e["data"]["args"] for e in events_of(run, "ui_command") if e["data"]["command"] == "update_tab_content"]
    assert [r["revision"] for r in redraws] == [1, 2, 3, 4, 5] and {r["kind"] for r in redraws} == {"report"}


def test_a_broken_document_is_data_with_its_next_action(llm_server, profile):
    conversation = conversation_on(profile)
    broken = report_skeleton(title="X").replace('id="report-styles"', 'id="other"')
    llm_server.script("scripted", llm.tool_calls(llm.call("create_html_report", {"title": "X", "html": broken})),
                      llm.tool_calls(llm.call("read_reference", {"name": "html-report"})), llm.text("I'll retry."))
    run = run_turn(conversation, "Write a report")
    failed, guide = results(run)
    assert failed["ok"] is False and failed["error_code"] == "HTML_CONTRACT_INVALID"
    assert failed["result"]["violations"][0]["rule"] == "report_styles" and failed["result"]["next_action"]
    assert guide["ok"] and 'data-report-contract="1"' in guide["result"]["text"]
    assert not Report.objects.exists()


def test_annotations_are_read_and_resolved_and_several_reports_are_ambiguous(llm_server, profile):
    conversation = conversation_on(profile)
    first = Report.objects.create(workspace=conversation.workspace, title="One", format="html",
                                  body=report_skeleton(title="One"))
    Report.objects.create(workspace=conversation.workspace, title="Two", format="html", body=report_skeleton(title="Two"))
    note = Annotation.objects.create(report=first, anchor="limitations", text="Add the data's date range.")
    llm_server.script("scripted", llm.tool_calls(llm.call("read_report", {})),
                      llm.tool_calls(llm.call("read_report", {"report_id": first.pk})),
                      llm.tool_calls(llm.call("resolve_annotations", {"report_id": first.pk, "annotation_ids": [note.pk],
                                                                      "note": "Added the range."})),
                      llm.text("Resolved."))
    run = run_turn(conversation, "Address the comments")
    ambiguous, read, resolved = results(run)
    assert ambiguous["error_code"] == "AMBIGUOUS_REPORT", ambiguous
    assert "One" in ambiguous["result"]["message"]
    assert read["result"]["annotations"][0]["comment"] == "Add the data's date range."
    assert resolved["ok"] and resolved["result"]["open_left"] == 0
    note.refresh_from_db()
    assert note.status == "resolved" and note.resolution_note == "Added the range."


def test_ask_mode_and_viewers_write_no_report(llm_server, profile):
    conversation = conversation_on(profile, mode="ask")
    call = llm.call("create_html_report", {"title": "X", "html": report_skeleton(title="X")})
    llm_server.script("scripted", llm.tool_calls(call), llm.text("OK."))
    run = run_turn(conversation, "Write a report", mode="ask")
    [refused] = results(run)
    assert refused["error_code"] == "ASK_MODE_DENIED"
    assert not {"create_html_report", "add_plan", "resolve_annotations"} & offered(llm_server.requests_for("scripted")[0])
    viewer = UserFactory(username="vic")
    MembershipFactory(workspace=conversation.workspace, user=viewer, role="viewer")
    viewers = conversation_on(profile, owner=viewer, workspace=conversation.workspace)
    llm_server.script("scripted", llm.tool_calls(llm.call("add_plan", {"steps": ["a"]})), llm.text("OK."))
    [denied] = results(run_turn(viewers, "Plan it"))
    assert denied["error_code"] == "PERMISSION_DENIED" and not Report.objects.exists()


def test_an_open_report_tab_puts_the_turn_in_the_overlay(llm_server, profile, alice_api, alice, alice_workspace):
    conversation = conversation_on(profile, owner=alice, workspace=alice_workspace)
    report = Report.objects.create(workspace=conversation.workspace, title="Open", format="html",
                                   body=report_skeleton(title="Open"))
    llm_server.script("scripted", llm.text("Looking."), llm.text("Again."))
    url = f"/api_v1/conversations/{conversation.pk}/messages"
    started = alice_api.post(url, {"text": "Tighten the summary", "report_id": report.pk}, format="json")
    assert started.status_code == 201, started.content
    run = wait_for_run(started.json()["run"]["id"])
    assert run.status == "success" and run.report_tab == report.pk
    first = llm_server.requests_for("scripted")[0]
    assert {"patch_html_chunk_by_id", "read_html_text"} <= offered(first)
    assert f"report {report.pk}" in first["messages"][0]["content"]
    elsewhere = Report.objects.create(workspace=WorkspaceFactory(), title="Theirs", format="html",
                                      body=report_skeleton(title="Theirs"))
    refused = alice_api.post(url, {"text": "Edit it", "report_id": elsewhere.pk}, format="json")
    assert refused.status_code == 404 and refused.json()["code"] == "NOT_FOUND"
