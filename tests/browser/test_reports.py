"""Reports in the browser (ARCHITECTURE §11): the offline analyst plans and writes a report, the plan ticks live,
the Report tab draws its chart in the sandboxed viewer, a person selects text and comments, the agent resolves the
comment and patches a chunk, and the tab redraws. A hostile report reaches nothing of the app."""

import json

import pytest
from playwright.sync_api import expect

from agents.models import LLMProfile
from reports.html_document import report_skeleton
from reports.models import Annotation, Report
from tests import llm_server as llm
from tests.browser.helpers import RUN_TIMEOUT_MS, ask, conversation_id, turns, wait_for_status
from workspaces.models import Workspace

pytestmark = pytest.mark.django_db(transaction=True)


def report_frame(page):
    return page.frame_locator("[data-testid=tab-panel][data-kind=report]:visible [data-testid=report-frame]")


def test_plan_report_view_annotate_resolve_and_patch(alice_page, llm_server):
    page = alice_page
    ask(page, "Write a report on revenue by region in sales")
    wait_for_status(turns(page).last, "success", timeout=RUN_TIMEOUT_MS)
    steps = page.locator("[data-testid=plan-step]")
    expect(steps).to_have_count(3)
    for index in range(3):
        expect(steps.nth(index)).to_have_attribute("data-status", "done")
    expect(page.locator("[data-testid=plan-progress]")).to_have_text(" 3/3")

    panel = page.locator("[data-testid=tab-panel][data-kind=report]")
    expect(panel).to_be_visible()
    expect(panel.locator("[data-testid=report-frame]")).to_have_attribute("data-charts", "1")
    frame = report_frame(page)
    expect(frame.locator("canvas[data-chart-drawn='1']")).to_have_count(1)
    expect(frame.locator("[data-text-id=summary]")).to_contain_text("leads with")
    expect(page.locator("[data-testid=report-open]")).to_have_count(1)

    fetched = []
    page.on("request", lambda request: fetched.append(request.url))
    panel.locator("[data-testid=delivery-location]").fill("https://wiki.invalid/reports/revenue")
    panel.locator("[data-testid=delivery-add]").click()
    link = panel.locator("[data-testid=delivery][data-kind=URL] a")
    expect(link).to_have_attribute("href", "https://wiki.invalid/reports/revenue")
    expect(link).to_have_attribute("rel", "noopener noreferrer")
    assert not [url for url in fetched if "wiki.invalid" in url]

    select_text(page, "[data-text-id=summary] p")
    form = panel.locator("[data-testid=annotation-form]")
    expect(form).to_be_visible()
    panel.locator("[data-testid=annotation-text]").fill("Add how much the leader is ahead.")
    panel.locator("[data-testid=annotation-submit]").click()
    expect(panel.locator("[data-testid=annotation][data-status=open]")).to_have_count(1)
    expect(frame.locator("[data-text-id=summary][data-lantide-annotated=open]")).to_have_count(1)

    report = Report.objects.get()
    note = Annotation.objects.get(report=report)
    assert note.anchor == "summary" and "leads with" in note.quote and note.end - note.start == len(note.quote)
    LLMProfile.objects.create(name="scripted", model="openai/scripted", api_base=llm_server.url, api_key="test")
    response = page.request.patch(f"/api_v1/conversations/{conversation_id(page)}/",
                                  data=json.dumps({"metadata": {"llm_profile": "scripted"}}),
                                  headers={"Content-Type": "application/json",
                                           "X-CSRFToken": csrf_token(page)})
    assert response.ok, response.text()
    llm_server.script(
        "scripted",
        llm.tool_calls(llm.call("read_report", {"report_id": report.pk})),
        llm.tool_calls(llm.call("activate_html_editing", {"report_id": report.pk})),
        llm.tool_calls(llm.call("insert_html_chunk", {
            "html": '<section data-text-id="gap" data-chunk-desc="The lead"><p>The leader is well ahead.</p></section>',
            "after": "summary"})),
        llm.tool_calls(llm.call("resolve_annotations", {"annotation_ids": [note.pk], "note": "Added the lead."})),
        llm.text("I added a section on the lead and resolved the comment."))
    ask(page, "Address the comments on the report")
    wait_for_status(turns(page).last, "success", timeout=RUN_TIMEOUT_MS)
    expect(panel.locator("[data-testid=report-revision]")).to_have_text("Revision 2")
    expect(frame.locator("[data-text-id=gap]")).to_have_text("The leader is well ahead.")
    expect(frame.locator("canvas[data-chart-drawn='1']")).to_have_count(1)
    expect(panel.locator("[data-testid=annotation][data-status=resolved]")).to_have_count(1)
    expect(panel.locator("[data-testid=annotation-resolution]")).to_contain_text("Added the lead.")
    expect(frame.locator("[data-lantide-annotated]")).to_have_count(0)


def select_text(page, selector: str) -> None:
    """Select an element's text in the viewer as a reader's drag does, ending with the mouse-up it listens to."""
    viewer = next(f for f in page.frames if "/view" in f.url)
    viewer.locator(selector).evaluate("""element => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        element.dispatchEvent(new MouseEvent("mouseup", {bubbles: true}));
    }""")


def csrf_token(page) -> str:
    return next(c["value"] for c in page.context.cookies() if c["name"] == "csrftoken")


HOSTILE = report_skeleton(title="Hostile").replace("</body>", (
    '<script>document.title = "pwned"; parent.postMessage({type: "pwned", cookie: document.cookie}, "*");'
    'fetch("/api_v1/workspaces/").then(r => r.text()).then(t => parent.postMessage({type: "pwned", t}, "*"));'
    "</script><img src=x onerror=\"parent.postMessage({type: 'pwned'}, '*')\"></body>"))


def test_a_hostile_report_reaches_nothing_of_the_app(alice_page, demo):
    page = alice_page
    workspace = Workspace.objects.get(pk=demo["workspace"])
    hostile = Report.objects.create(workspace=workspace, title="Hostile", format="html", body=HOSTILE,
                                    created_by=workspace.created_by)
    requests = []
    page.on("requestfinished", lambda request: requests.append((request.frame.url, request.url)))
    page.reload()
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    page.evaluate("window.__messages = []; window.addEventListener('message', e => window.__messages.push(e.data))")
    page.locator(f"[data-testid=report-open][data-report-id='{hostile.pk}']").click()
    panel = page.locator("[data-testid=tab-panel][data-kind=report]")
    expect(panel.locator("[data-testid=report-frame]")).to_have_attribute("data-loaded", "true")
    expect(report_frame(page).locator("canvas[data-chart-drawn='1']")).to_have_count(1)
    frame = next(f for f in page.frames if "/view" in f.url)
    assert frame.evaluate("document.title") == "Hostile"
    messages = page.evaluate("window.__messages")
    assert [m for m in messages if m.get("type") == "pwned"] == []
    assert [m["type"] for m in messages] == ["lantide-report-ready"]
    # Code that does run in the viewer (the test's own, through the debugger) is in an opaque origin: no cookies,
    # no parent DOM, no network.
    assert frame.evaluate("(() => { try { return document.cookie; } catch (e) { return e.name; } })()") == "SecurityError"
    assert frame.evaluate("(() => { try { return parent.document.title; } catch (e) { return e.name; } })()") == "SecurityError"
    outcome = frame.evaluate("fetch('/api_v1/workspaces/').then(() => 'fetched', e => e.name)")
    assert outcome == "TypeError"
    # Loads the viewer let through (a refused one, like the <img>, never finishes: the sandbox's CSP stops it).
    from_viewer = [url for frame_url, url in requests if "/view" in frame_url and url != frame_url]
    assert [url.rsplit("/", 1)[-1] for url in from_viewer] == ["chart.umd.min.js"]
