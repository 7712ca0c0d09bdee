"""Annotations: a person marks a stretch of a report's chunk and comments; a person or the agent resolves it with
a note. The marks live beside the body (keyed by chunk id and text range), so edits never carry them."""

from django.db import transaction
from django.utils import timezone

from lantide.audit import Actor, audit_record
from lantide.errors import invalid
from reports.html_document import ChunkNotFound, ReportDocument
from reports.models import Annotation, AnnotationStatus, Report

TEXT_LIMIT = 4000
QUOTE_LIMIT = 2000


def _checked_range(*, report: Report, anchor: str, quote: str, start: int | None, end: int | None) -> tuple:
    try:
        chunk_text = ReportDocument.parse(report.body).chunk_text(anchor)
    except ChunkNotFound as error:
        raise invalid(f"The report has no chunk '{anchor}'.") from error
    if start is None and end is None:
        position = chunk_text.find(quote) if quote else -1
        return (position, position + len(quote)) if position >= 0 else (None, None)
    if start is None or end is None or not 0 <= start <= end <= len(chunk_text):
        raise invalid(f"start and end must both lie within the chunk's text (0 to {len(chunk_text)}).")
    if quote and chunk_text[start:end] != quote:
        raise invalid("The quote is not the chunk's text between start and end.")
    return start, end


@transaction.atomic
def annotation_create(*, report: Report, user, anchor: str, text: str, quote: str = "",
                      start: int | None = None, end: int | None = None) -> Annotation:
    text = (text or "").strip()
    if not text or len(text) > TEXT_LIMIT:
        raise invalid(f"A comment needs 1 to {TEXT_LIMIT} characters.")
    quote = (quote or "")[:QUOTE_LIMIT]
    start, end = _checked_range(report=report, anchor=anchor, quote=quote, start=start, end=end)
    annotation = Annotation.objects.create(report=report, anchor=anchor, quote=quote, start=start, end=end,
                                           text=text, author=user)
    audit_record(actor=Actor.person(user), verb="annotation.create", target=annotation,
                 workspace=report.workspace_id, data={"report_id": report.pk, "anchor": anchor})
    return annotation


@transaction.atomic
def annotation_resolve(*, annotation: Annotation, note: str, actor: Actor) -> Annotation:
    note = (note or "").strip()
    if len(note) > TEXT_LIMIT:
        raise invalid(f"A resolution note has at most {TEXT_LIMIT} characters.")
    annotation.status = AnnotationStatus.RESOLVED
    annotation.resolution_note = note
    annotation.resolved_by_label = actor.label or getattr(actor.user, "username", "")
    annotation.resolved_at = timezone.now()
    annotation.save(update_fields=["status", "resolution_note", "resolved_by_label", "resolved_at"])
    audit_record(actor=actor, verb="annotation.resolve", target=annotation,
                 workspace=annotation.report.workspace_id, data={"report_id": annotation.report_id, "note": note[:200]})
    return annotation


@transaction.atomic
def annotation_reopen(*, annotation: Annotation, actor: Actor) -> Annotation:
    annotation.status = AnnotationStatus.OPEN
    annotation.resolution_note, annotation.resolved_by_label, annotation.resolved_at = "", "", None
    annotation.save(update_fields=["status", "resolution_note", "resolved_by_label", "resolved_at"])
    audit_record(actor=actor, verb="annotation.reopen", target=annotation,
                 workspace=annotation.report.workspace_id, data={"report_id": annotation.report_id})
    return annotation
