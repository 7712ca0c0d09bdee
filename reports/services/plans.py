"""A conversation's plan: the agent writes ordered steps (add_plan), ticks them as it works, every tool that
executes under the plan is recorded beside its step, and the steps freeze once the report is written (no step
added, removed or renamed, no more execution recorded: a new add_plan starts a new plan)."""

from django.db import transaction
from django.utils import timezone

from lantide.audit import Actor, audit_record
from lantide.errors import invalid
from reports.models import Plan, PlanStepStatus, Report
from reports.selectors import current_plan

MAX_STEPS = 20
STEP_TITLE_LIMIT = 300
PROGRESS_LIMIT = 200
SUMMARY_LIMIT = 300


def clean_steps(steps: list[str]) -> list[str]:
    titles = [" ".join(str(step).split()) for step in steps or []]
    titles = [title for title in titles if title]
    if not titles or len(titles) > MAX_STEPS:
        raise invalid(f"A plan has 1 to {MAX_STEPS} steps.")
    if any(len(title) > STEP_TITLE_LIMIT for title in titles):
        raise invalid(f"A step's title has at most {STEP_TITLE_LIMIT} characters.")
    return titles


@transaction.atomic
def plan_write(*, conversation, workspace, steps: list[str], actor: Actor, title: str = "") -> Plan:
    """Write the conversation's plan: a new one, or the open plan's steps replaced (a step whose title stays keeps
    its status). After a frozen plan a new plan starts."""
    titles = clean_steps(steps)
    plan = current_plan(conversation=conversation)
    if plan is None or plan.frozen_at is not None:
        plan = Plan(conversation=conversation, workspace=workspace)
    kept = {step["title"]: step["status"] for step in plan.steps}
    plan.steps = [{"number": number, "title": step_title, "status": kept.get(step_title, PlanStepStatus.TODO)}
                  for number, step_title in enumerate(titles, start=1)]
    plan.title = " ".join((title or "").split())[:200]
    plan.save()
    audit_record(actor=actor, verb="plan.write", target=plan, workspace=workspace,
                 data={"conversation_id": str(conversation.pk), "steps": len(titles)})
    return plan


def _locked_plan(conversation) -> Plan:
    plan = Plan.objects.select_for_update().filter(pk=getattr(current_plan(conversation=conversation), "pk", None)).first()
    if plan is None:
        raise invalid("This conversation has no plan yet; write one with add_plan.")
    return plan


@transaction.atomic
def plan_step_update(*, conversation, number: int, status: str, actor: Actor) -> Plan:
    """Tick a step (done / skipped), start it (in_progress) or put it back (todo). A frozen plan keeps its steps
    and their execution record, but its checklist can still be ticked off."""
    if status not in PlanStepStatus.values:
        raise invalid(f"status is one of {', '.join(PlanStepStatus.values)}.")
    plan = _locked_plan(conversation)
    if not 1 <= number <= len(plan.steps):
        raise invalid(f"The plan has steps 1 to {len(plan.steps)}.")
    steps = [dict(step) for step in plan.steps]
    if status == PlanStepStatus.IN_PROGRESS:
        for step in steps:  # one step is worked on at a time
            if step["status"] == PlanStepStatus.IN_PROGRESS:
                step["status"] = PlanStepStatus.TODO
    steps[number - 1]["status"] = status
    plan.steps = steps
    plan.save(update_fields=["steps", "updated_at"])
    audit_record(actor=actor, verb="plan.step", target=plan, workspace=plan.workspace_id,
                 data={"step": number, "status": status})
    return plan


def working_step(plan: Plan) -> int | None:
    """The step in progress, else the first not yet done."""
    for wanted in (PlanStepStatus.IN_PROGRESS, PlanStepStatus.TODO):
        for step in plan.steps:
            if step["status"] == wanted:
                return step["number"]
    return None


@transaction.atomic
def plan_progress_record(*, conversation, tool: str, summary: str) -> Plan | None:
    """Record an executed tool under the plan's working step (nothing without an open plan)."""
    plan = current_plan(conversation=conversation)
    if plan is None or plan.frozen_at is not None:
        return None
    plan = Plan.objects.select_for_update().get(pk=plan.pk)
    number = working_step(plan)
    entry = {"step": number, "tool": tool, "summary": summary[:SUMMARY_LIMIT],
             "at": timezone.now().isoformat().replace("+00:00", "Z")}
    plan.progress = [*plan.progress, entry][-PROGRESS_LIMIT:]
    plan.save(update_fields=["progress", "updated_at"])
    return plan


@transaction.atomic
def plan_freeze(*, conversation, report: Report) -> Plan | None:
    """The report is written: its writing is the open plan's last record, then the steps freeze, pointing at it."""
    plan = plan_progress_record(conversation=conversation, tool="create_html_report", summary=report.title)
    if plan is None:
        return None
    plan.frozen_at = timezone.now()
    plan.report = report
    plan.save(update_fields=["frozen_at", "report", "updated_at"])
    return plan
