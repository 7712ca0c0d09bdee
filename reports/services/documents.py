"""HTML reports: created and re-generated whole (full contract validation), edited chunk by chunk (the body's
rules checked after each edit), renamed and deleted. Every write audits and bumps the revision."""

from collections.abc import Callable

from django.db import transaction

from lantide.audit import Actor, audit_record
from lantide.errors import ApplicationError, ErrorCode, invalid
from reports.contract import content_hints, contract_error, validate_body, validate_report
from reports.html_document import ChunkNotFound, PatchNotApplicable, ReportDocument
from reports.models import Report, ReportFormat

TITLE_LIMIT = 200


def contract_refusal(violations) -> ApplicationError:
    error = contract_error(violations)
    return ApplicationError(ErrorCode.HTML_CONTRACT_INVALID, error["message"],
                            extra={"violations": error["violations"], "next_action": error["next_action"]})


def clean_title(title: str) -> str:
    title = " ".join((title or "").split())
    if not title or len(title) > TITLE_LIMIT:
        raise invalid(f"A report needs a title of 1 to {TITLE_LIMIT} characters.")
    return title


def checked_document(html: str) -> str:
    if not isinstance(html, str) or not html.strip():
        raise invalid("The report's HTML is empty.")
    violations = validate_report(html)
    if violations:
        raise contract_refusal(violations)
    return html


@transaction.atomic
def report_create(*, workspace, user, title: str, html: str, actor: Actor, conversation=None,
                  project_id: int | None = None) -> Report:
    """A new HTML report, validated in full against the report contract."""
    report = Report.objects.create(
        workspace=workspace, title=clean_title(title), format=ReportFormat.HTML, body=checked_document(html),
        conversation=conversation, project_id=project_id, created_by=user, updated_by=user,
    )
    audit_record(actor=actor, verb="report.create", target=report, workspace=workspace,
                 data={"revision": report.revision, "conversation_id": str(conversation.pk) if conversation else None})
    return report


@transaction.atomic
def report_regenerate(*, report: Report, user, html: str, actor: Actor, title: str | None = None) -> Report:
    """Replace the whole document (Re-generate), validated in full."""
    report = Report.objects.select_for_update().get(pk=report.pk)
    report.body = checked_document(html)
    report.format = ReportFormat.HTML
    if title:
        report.title = clean_title(title)
    report.revision += 1
    report.updated_by = user
    report.save(update_fields=["body", "format", "title", "revision", "updated_by", "updated_at"])
    audit_record(actor=actor, verb="report.regenerate", target=report, workspace=report.workspace_id,
                 data={"revision": report.revision})
    return report


def hints_for(report: Report) -> list[dict]:
    return content_hints(report.body)


@transaction.atomic
def report_edit(*, report: Report, user, edit: Callable[[ReportDocument], dict | None], verb: str,
                actor: Actor, whole_document: bool = False) -> tuple[Report, dict]:
    """Apply one chunk or style edit to the stored document, under the row's lock; the body's rules (the whole
    contract for a style edit) must hold afterwards. Returns the saved report and what the edit reported."""
    report = Report.objects.select_for_update().get(pk=report.pk)
    document = ReportDocument.parse(report.body)
    try:
        outcome = edit(document) or {}
    except ChunkNotFound as error:
        raise ApplicationError(ErrorCode.NOT_FOUND, str(error)) from error
    except (PatchNotApplicable, ValueError) as error:
        raise invalid(str(error)) from error
    html = document.html()
    violations = (validate_report if whole_document else validate_body)(html)
    if violations:
        raise contract_refusal(violations)
    report.body = html
    report.revision += 1
    report.updated_by = user
    report.save(update_fields=["body", "revision", "updated_by", "updated_at"])
    audit_record(actor=actor, verb=verb, target=report, workspace=report.workspace_id,
                 data={"revision": report.revision, **{k: v for k, v in outcome.items() if k == "chunk_id"}})
    return report, outcome


@transaction.atomic
def report_rename(*, report: Report, user, title: str, actor: Actor) -> Report:
    report.title = clean_title(title)
    report.updated_by = user
    report.save(update_fields=["title", "updated_by", "updated_at"])
    audit_record(actor=actor, verb="report.rename", target=report, workspace=report.workspace_id,
                 data={"title": report.title})
    return report


@transaction.atomic
def report_delete(*, report: Report, actor: Actor) -> None:
    audit_record(actor=actor, verb="report.delete", target=report, workspace=report.workspace_id,
                 data={"title": report.title})
    report.delete()
