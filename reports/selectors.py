"""Reads of reports, annotations, deliveries and plans, scoped to the requesting user through their workspace role.
A report belongs to its workspace: every member reads it, editors and owners change it (ARCHITECTURE §8)."""

from lantide.errors import NotFound
from lantide.ids import int_or_none
from reports.models import Annotation, ExternalDelivery, Plan, Report, ReportFormat
from workspaces.models import Role
from workspaces.selectors import access_workspace_by_id


def reports_for_workspace(*, workspace):
    return Report.objects.filter(workspace=workspace).select_related("created_by", "project")


def html_reports_for_workspace(*, workspace):
    return reports_for_workspace(workspace=workspace).filter(format=ReportFormat.HTML)


def access_report_by_id(*, user, report_id, min_role: str = Role.VIEWER) -> Report:
    """The report if the user is a member of its workspace with at least `min_role`; otherwise NOT_FOUND (or
    PERMISSION_DENIED for a member whose role is too low)."""
    report = Report.objects.filter(pk=int_or_none(report_id), workspace__memberships__user=user).first()
    if report is None:
        raise NotFound("Report")
    access_workspace_by_id(user=user, workspace_id=report.workspace_id, min_role=min_role)
    return report


def report_in_workspace(*, workspace, report_id) -> Report:
    """A report of a workspace the caller already accessed (the agent's run); any other id is NOT_FOUND."""
    report = Report.objects.filter(pk=int_or_none(report_id), workspace=workspace).first()
    if report is None:
        raise NotFound("Report")
    return report


def annotations_of(*, report: Report, status: str | None = None):
    annotations = Annotation.objects.filter(report=report).select_related("author")
    return annotations.filter(status=status) if status else annotations


def access_annotation_by_id(*, user, report_id, annotation_id, min_role: str = Role.VIEWER) -> Annotation:
    report = access_report_by_id(user=user, report_id=report_id, min_role=min_role)
    annotation = annotations_of(report=report).filter(pk=int_or_none(annotation_id)).first()
    if annotation is None:
        raise NotFound("Annotation")
    return annotation


def deliveries_of(*, report: Report):
    return ExternalDelivery.objects.filter(report=report).select_related("report", "created_by")


def deliveries_for_user(*, user):
    """Delivery pointers of every report in the user's workspaces (listing across workspaces only)."""
    return (ExternalDelivery.objects.filter(report__workspace__memberships__user=user)
            .select_related("report", "created_by").order_by("-created_at", "-id"))


def access_delivery_by_id(*, user, delivery_id, min_role: str = Role.VIEWER) -> ExternalDelivery:
    delivery = deliveries_for_user(user=user).filter(pk=int_or_none(delivery_id)).first()
    if delivery is None:
        raise NotFound("Delivery")
    access_workspace_by_id(user=user, workspace_id=delivery.report.workspace_id, min_role=min_role)
    return delivery


def delivery_in_workspace(*, workspace, delivery_id) -> ExternalDelivery | None:
    return deliveries_for_workspace(workspace=workspace).filter(pk=int_or_none(delivery_id)).first()


def deliveries_for_workspace(*, workspace):
    return ExternalDelivery.objects.filter(report__workspace=workspace).select_related("report", "created_by")


def current_plan(*, conversation) -> Plan | None:
    """The conversation's latest plan (a new plan after a frozen one starts a new row)."""
    return Plan.objects.filter(conversation=conversation).order_by("-created_at", "-id").first()


def plan_view(*, plan: Plan) -> dict:
    """What read_plan and the REST plan show: the steps with their status, and the execution record."""
    steps = [dict(step) for step in plan.steps]
    record = [{"step": step["number"], "title": step["title"], "status": step["status"],
               "executed": [entry for entry in plan.progress if entry.get("step") == step["number"]]}
              for step in steps]
    done = sum(1 for step in steps if step["status"] in ("done", "skipped"))
    return {"id": plan.pk, "title": plan.title, "steps": steps, "todo": len(steps) - done,
            "frozen": plan.frozen_at is not None, "report_id": plan.report_id,
            "execution_record": {"steps": record},
            "updated_at": plan.updated_at.isoformat().replace("+00:00", "Z")}
