"""Reports over REST (ARCHITECTURE §11): contract validation on create, the stored document and the sandboxed
viewer, annotations on a chunk's text, delivery pointers, the plan; every write audited."""

import pytest

from lantide.models import AuditEvent
from reports.html_document import report_skeleton
from reports.models import Plan
from tests.factories import ConversationFactory, MembershipFactory, UserFactory
from tests.conftest import token_client

pytestmark = pytest.mark.django_db


@pytest.fixture
def report(alice_api, alice_workspace):
    response = alice_api.post(f"/api_v1/workspaces/{alice_workspace.pk}/reports/",
                              {"title": "Revenue", "html": report_skeleton(title="Revenue")}, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def test_a_report_is_created_from_a_contract_document_and_listed(alice_api, alice_workspace, report):
    assert report["revision"] == 1 and report["contract"] is True
    assert {hint["code"] for hint in report["content_hints"]} <= {"HTML_CONTENT_THIN"}
    listed = alice_api.get(f"/api_v1/workspaces/{alice_workspace.pk}/reports/").json()["results"]
    assert [r["id"] for r in listed] == [report["id"]]
    assert AuditEvent.objects.filter(verb="report.create", target_id=str(report["id"])).exists()


def test_a_document_breaking_the_contract_is_refused_naming_the_rule(alice_api, alice_workspace):
    html = report_skeleton(title="Bad").replace('data-report-contract="1"', "").replace("</body>", "<script>x()</script></body>")
    response = alice_api.post(f"/api_v1/workspaces/{alice_workspace.pk}/reports/", {"title": "Bad", "html": html},
                              format="json")
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "HTML_CONTRACT_INVALID"
    assert {"root_contract", "no_scripts"} <= {v["rule"] for v in body["violations"]}
    assert body["next_action"] and all(v["next_action"] for v in body["violations"])


def test_regenerate_renames_and_bumps_the_revision(alice_api, report):
    url = f"/api_v1/reports/{report['id']}"
    renamed = alice_api.patch(url, {"title": "Revenue 2025"}, format="json").json()
    assert renamed["title"] == "Revenue 2025" and renamed["revision"] == 1
    regenerated = alice_api.patch(url, {"html": report_skeleton(title="Again", profile="offline")}, format="json")
    assert regenerated.json()["revision"] == 2
    assert alice_api.delete(url).status_code == 204
    assert alice_api.get(url).status_code == 404


def test_the_stored_document_and_the_viewer_are_sandboxed(alice_api, report):
    stored = alice_api.get(f"/api_v1/reports/{report['id']}/html?download=1")
    assert stored["Content-Type"].startswith("text/html")
    assert stored["Content-Security-Policy"].startswith("sandbox;") and "script-src" not in stored["Content-Security-Policy"]
    assert "attachment" in stored["Content-Disposition"]
    view = alice_api.get(f"/api_v1/reports/{report['id']}/view")
    policy = view["Content-Security-Policy"]
    assert policy.startswith("sandbox allow-scripts;") and "allow-same-origin" not in policy
    assert "connect-src 'none'" in policy and "default-src 'none'" in policy
    script_sources = next(d for d in policy.split("; ") if d.startswith("script-src")).split()[1:]
    assert script_sources[0].endswith("/static/vendor/chartjs/chart.umd.min.js") and script_sources[1].startswith("'nonce-")
    nonce = script_sources[1][len("'nonce-"):-1]
    page = view.content.decode()
    assert page.count(f'nonce="{nonce}"') == 2 and "data-chart-spec" in page and view["X-Frame-Options"] == "SAMEORIGIN"
    assert page.index(script_sources[0]) < page.index("<body") < page.index("lantide-report-ready")


def test_annotations_anchor_to_a_chunks_text_and_resolve_with_a_note(alice_api, alice, alice_workspace, report):
    viewer = UserFactory(username="vera")
    MembershipFactory(workspace=alice_workspace, user=viewer, role="viewer")
    url = f"/api_v1/reports/{report['id']}/annotations/"
    made = token_client(viewer).post(url, {"chunk_id": "executive-summary", "quote": "Revenue", "text": "Which year?"},
                                     format="json")
    assert made.status_code == 201, made.content
    note = made.json()
    assert note["start"] is not None and note["end"] - note["start"] == len("Revenue") and note["status"] == "open"
    missing = alice_api.post(url, {"chunk_id": "nowhere", "text": "?"}, format="json")
    assert missing.status_code == 400 and missing.json()["code"] == "INVALID_ARGUMENTS"
    resolved = alice_api.patch(f"{url}{note['id']}", {"status": "resolved", "resolution_note": "2025."}, format="json")
    assert resolved.json()["status"] == "resolved" and resolved.json()["resolved_by"] == alice.username
    assert alice_api.get(url, {"status": "open"}).json()["count"] == 0
    other = token_client(viewer).post(url, {"chunk_id": "limitations", "text": "Mine"}, format="json").json()
    third = UserFactory(username="walt")
    MembershipFactory(workspace=alice_workspace, user=third, role="viewer")
    refused = token_client(third).patch(f"{url}{other['id']}", {"status": "resolved"}, format="json")
    assert refused.status_code == 403


def test_delivery_pointers_are_metadata_listed_across_workspaces(alice_api, report):
    made = alice_api.post(f"/api_v1/reports/{report['id']}/deliveries/",
                          {"kind": "URL", "location": "https://wiki.internal/r/7", "label": "Wiki"}, format="json")
    assert made.status_code == 201
    refused = alice_api.post(f"/api_v1/reports/{report['id']}/deliveries/",
                             {"kind": "URL", "location": "javascript:alert(1)"}, format="json")
    assert refused.status_code == 400 and refused.json()["code"] == "INVALID_ARGUMENTS"
    delivery = made.json()
    changed = alice_api.patch(f"/api_v1/deliveries/{delivery['id']}", {"kind": "P4", "location": "//depot/r/7.html"},
                              format="json").json()
    assert (changed["kind"], changed["location"], changed["label"]) == ("P4", "//depot/r/7.html", "Wiki")
    listed = alice_api.get("/api_v1/deliveries/").json()["results"]
    assert [(d["id"], d["report_title"]) for d in listed] == [(delivery["id"], "Revenue")]
    assert alice_api.delete(f"/api_v1/deliveries/{delivery['id']}").status_code == 204
    assert AuditEvent.objects.filter(verb__in=["delivery.link", "delivery.update", "delivery.unlink"]).count() == 3


def test_the_plan_of_a_conversation_is_its_owners(alice_api, bob_api, alice, alice_workspace):
    conversation = ConversationFactory(owner=alice, workspace=alice_workspace)
    assert alice_api.get(f"/api_v1/conversations/{conversation.pk}/plan").status_code == 404
    Plan.objects.create(conversation=conversation, workspace=alice_workspace, title="Look",
                        steps=[{"number": 1, "title": "Look", "status": "done"}, {"number": 2, "title": "Write", "status": "todo"}],
                        progress=[{"step": 1, "tool": "run_query", "summary": "q", "at": "2026-12-02T00:00:00Z"}])
    plan = alice_api.get(f"/api_v1/conversations/{conversation.pk}/plan").json()
    assert plan["todo"] == 1 and plan["execution_record"]["steps"][0]["executed"][0]["tool"] == "run_query"
    assert bob_api.get(f"/api_v1/conversations/{conversation.pk}/plan").status_code == 404
