"""The chunk and style tools of the active HTML report (the html_report_active overlay). Reads are safe; each edit
is one write, validated against the body's contract rules, and redraws the report's tab."""

from typing import Literal

from asgiref.sync import sync_to_async

from agents.runtime.context import RunContext
from agents.runtime.tools.registry import Safety, ToolError, tool
from agents.runtime.tools.reports import pick_report, report_summary, report_tab
from lantide.errors import ErrorCode
from reports.html_document import ChunkNotFound, ReportDocument
from reports.services.documents import report_edit


def active_document(ctx: RunContext):
    report = pick_report(ctx, None)
    return report, ReportDocument.parse(report.body)


def known_chunk(document: ReportDocument, chunk_id: str, read):
    try:
        return read(chunk_id)
    except ChunkNotFound as error:
        raise ToolError(ErrorCode.NOT_FOUND, str(error), hint="read_html_text lists the chunk ids.") from error


async def edit_active(ctx: RunContext, edit, verb: str, *, whole_document: bool = False, **extra) -> dict:
    report = await sync_to_async(pick_report)(ctx, None)
    report, outcome = await sync_to_async(report_edit)(report=report, user=ctx.user, edit=edit, verb=verb,
                                       actor=ctx.actor, whole_document=whole_document)
    return {**report_summary(report), **outcome, **extra, "_ui_commands": [report_tab(report, "update_tab_content")]}


@tool(safety=Safety.SAFE)
async def read_html_text(ctx: RunContext) -> dict:
    """Read the active report as text, chunk by chunk ([chunk id] description, then its text)."""
    report, document = await sync_to_async(active_document)(ctx)
    return {**report_summary(report), "text": document.text()[:30_000]}


@tool(safety=Safety.SAFE)
async def get_html_chunk_by_id(ctx: RunContext, chunk_id: str) -> dict:
    """Get one chunk's HTML from the active report, to patch it.

    Args:
        chunk_id: The chunk's data-text-id.
    """
    report, document = await sync_to_async(active_document)(ctx)
    return {**report_summary(report), "chunk_id": chunk_id, "html": known_chunk(document, chunk_id, document.chunk_html)}


@tool(safety=Safety.WRITE)
async def patch_html_chunk_by_id(ctx: RunContext, chunk_id: str, mode: Literal["full", "replace", "replacements"],
                                 html: str = "", find: str = "", replace: str = "",
                                 replacements: list[dict] | None = None) -> dict:
    """Change one chunk of the active report: its whole HTML (full), one exact text (replace), or several (replacements).

    Args:
        chunk_id: The chunk's data-text-id.
        mode: full: `html` is the chunk's new outer HTML; replace: `find` → `replace` once; replacements: a list.
        html: For mode full: the new chunk, one element with data-text-id and data-chunk-desc.
        find: For mode replace: text that occurs exactly once in the chunk's HTML.
        replace: For mode replace: what replaces it.
        replacements: For mode replacements: [{"find": …, "replace": …}], applied in order.
    """
    pairs = [(find, replace)] if mode == "replace" else [(r.get("find", ""), r.get("replace", ""))
                                                          for r in replacements or [] if isinstance(r, dict)]
    if mode == "full" and not html.strip():
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, "mode full needs the chunk's new HTML in `html`.")
    if mode != "full" and (not pairs or any(not isinstance(f, str) or not f for f, _ in pairs)):
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, "Each replacement needs a non-empty `find`.")

    def edit(document: ReportDocument) -> dict:
        if mode == "full":
            document.replace_chunk(chunk_id, html)
        else:
            document.replace_text(chunk_id, pairs)
        return {"chunk_id": chunk_id}
    return await edit_active(ctx, edit, "report.patch_chunk", mode=mode)


@tool(safety=Safety.WRITE)
async def insert_html_chunk(ctx: RunContext, html: str, after: str = "", before: str = "") -> dict:
    """Add a chunk to the active report (a new section, a chart), after or before a chunk, or at the end.

    Args:
        html: The new chunk: one element with a new data-text-id and a data-chunk-desc.
        after: Insert after this chunk id.
        before: Insert before this chunk id (when `after` is empty).
    """
    def edit(document: ReportDocument) -> dict:
        return {"chunk_id": document.insert_chunk(html, after=after or None, before=before or None)}
    return await edit_active(ctx, edit, "report.insert_chunk")


@tool(safety=Safety.WRITE)
async def delete_html_chunk(ctx: RunContext, chunk_id: str) -> dict:
    """Remove a chunk from the active report.

    Args:
        chunk_id: The chunk's data-text-id.
    """
    def edit(document: ReportDocument) -> dict:
        document.delete_chunk(chunk_id)
        return {"chunk_id": chunk_id}
    return await edit_active(ctx, edit, "report.delete_chunk")


@tool(safety=Safety.SAFE)
async def get_html_styles(ctx: RunContext) -> dict:
    """Get the active report's stylesheet (the CSS of <style id="report-styles">)."""
    report, document = await sync_to_async(active_document)(ctx)
    return {**report_summary(report), "css": document.styles()}


@tool(safety=Safety.WRITE)
async def patch_html_styles(ctx: RunContext, css: str) -> dict:
    """Replace the active report's stylesheet (nothing loaded from elsewhere: no url() or @import).

    Args:
        css: The whole new CSS of <style id="report-styles">.
    """
    return await edit_active(ctx, lambda document: document.set_styles(css), "report.patch_styles",
                             whole_document=True)
