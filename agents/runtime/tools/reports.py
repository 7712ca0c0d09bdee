"""HTML report tools (ARCHITECTURE §11; seed §7): Generate / Re-generate a contract report, read it (with its open
annotations), and, while a report is active (the html_report_active overlay: the HtmlReport state), read and
patch it chunk by chunk. Every write is a write tool: hidden and refused in Ask mode and for viewers."""

from asgiref.sync import sync_to_async

from agents.runtime.context import RunContext
from agents.runtime.tools.registry import Safety, ToolError, tool
from lantide.errors import ApplicationError, ErrorCode
from reports.contract import content_hints, is_contract_html
from reports.html_document import ReportDocument
from reports.selectors import annotations_of, html_reports_for_workspace, report_in_workspace
from reports.services.documents import report_create, report_regenerate
from reports.services.plans import plan_freeze

REGENERATE = ("This report predates the report contract (no data-report-contract=\"1\"): re-generate it with "
              "create_html_report and its report_id.")


def report_summary(report, *, open_annotations: int | None = None) -> dict:
    summary = {"report_id": report.pk, "title": report.title, "revision": report.revision,
               "contract": is_contract_html(report.body)}
    if open_annotations is not None:
        summary["open_annotations"] = open_annotations
    return summary


def report_tab(report, command: str = "open_tab") -> tuple[str, dict]:
    return (command, {"tab_id": f"report-{report.pk}", "kind": "report", "report_id": report.pk,
                      "title": report.title, "revision": report.revision})


def pick_report(ctx: RunContext, report_id: int | None):
    """The named report, else the active one, else the only HTML report; several: AMBIGUOUS_REPORT."""
    wanted = report_id or ctx.report_id
    if wanted:
        try:
            return report_in_workspace(workspace=ctx.workspace, report_id=wanted)
        except ApplicationError as error:
            raise ToolError(ErrorCode.NOT_FOUND, f"No report with id {wanted} in this workspace.") from error
    candidates = list(html_reports_for_workspace(workspace=ctx.workspace)[:20])
    if len(candidates) == 1:
        return candidates[0]
    if not candidates:
        raise ToolError(ErrorCode.NOT_FOUND, "This workspace has no HTML report yet.",
                        hint="Write one with create_html_report.")
    listed = "; ".join(f"{r.pk}: {r.title}" for r in candidates)
    raise ToolError(ErrorCode.AMBIGUOUS_REPORT, f"Several reports could be meant ({listed}).",
                    hint="Ask the user which report, or pass its report_id.")


@tool(safety=Safety.WRITE, changes_state=True)
async def create_html_report(ctx: RunContext, title: str, html: str, report_id: int | None = None) -> dict:
    """Generate an HTML report (a whole document under the report contract), or Re-generate an existing one.

    The contract: <html data-report-contract="1" data-report-profile="standard-chartjs"> (or standard, revealjs,
    offline); exactly one <style id="report-styles"> in <head>; directly under <body>, patchable blocks each with
    data-text-id (lowercase, e.g. "summary") and data-chunk-desc, never nested; charts as
    <canvas data-chart-spec='{Chart.js config as JSON}'>; no scripts, nothing loaded from elsewhere. Include an
    executive summary and the limitations. Call read_reference("html-report") for a full example.

    Args:
        title: The report's title.
        html: The whole HTML document.
        report_id: The report to re-generate; leave empty to create a new report.
    """
    if report_id:
        existing = await sync_to_async(pick_report)(ctx, report_id)
        report = await sync_to_async(report_regenerate)(report=existing, user=ctx.user, html=html, title=title,
                                  actor=ctx.actor)
    else:
        report = await sync_to_async(report_create)(workspace=ctx.workspace, user=ctx.user, title=title, html=html,
                                  actor=ctx.actor, conversation=ctx.conversation, project_id=ctx.project_id)
    await sync_to_async(plan_freeze)(conversation=ctx.conversation, report=report)
    ctx.report_id = report.pk
    hints = content_hints(report.body)
    return {**report_summary(report), "content_hints": hints, "content_warnings": hints,
            "_ui_commands": [report_tab(report), report_tab(report, "update_tab_content")]}


def read_report_sync(ctx: RunContext, report_id: int | None) -> dict:
    report = pick_report(ctx, report_id)
    notes = [{"id": a.pk, "chunk_id": a.anchor, "quote": a.quote, "comment": a.text,
              "author": getattr(a.author, "username", "")} for a in annotations_of(report=report, status="open")]
    summary = report_summary(report, open_annotations=len(notes))
    if not summary["contract"]:
        return {**summary, "text": report.body[:20_000], "note": REGENERATE}
    document = ReportDocument.parse(report.body)
    return {**summary, "chunks": document.chunks(), "text": document.text()[:20_000], "annotations": notes}


@tool(safety=Safety.SAFE)
async def read_report(ctx: RunContext, report_id: int | None = None) -> dict:
    """Read a report: its chunks (id and description), its text, and the open annotations people left on it.

    Args:
        report_id: The report; leave empty for the active report (or the workspace's only one).
    """
    return await sync_to_async(read_report_sync)(ctx, report_id)


def activate_sync(ctx: RunContext, report_id: int | None) -> dict:
    report = pick_report(ctx, report_id)
    if not is_contract_html(report.body):
        raise ToolError(ErrorCode.HTML_CONTRACT_INVALID, REGENERATE, hint="Call create_html_report with its report_id.")
    ctx.report_id = report.pk
    return {**report_summary(report), "chunks": ReportDocument.parse(report.body).chunks(),
            "_ui_commands": [report_tab(report)]}


@tool(safety=Safety.SAFE, changes_state=True)
async def activate_html_editing(ctx: RunContext, report_id: int | None = None) -> dict:
    """Unlock the chunk and style tools on one HTML report for the rest of this turn (the user is not in its tab).

    Args:
        report_id: The report to edit; leave empty when the workspace has only one.
    """
    return await sync_to_async(activate_sync)(ctx, report_id)
