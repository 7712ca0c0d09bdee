"""Reads of runs for replay: iteration steps, child runs, the transcript and checkpoints."""

from django.db.models import F

from agents.models import Checkpoint, Conversation, Message, Run, RunEvent


def thread_messages(*, conversation: Conversation):
    return Message.objects.filter(conversation=conversation).order_by("created_at", "id")


def thread_checkpoints(*, conversation: Conversation):
    return Checkpoint.objects.filter(thread=conversation).order_by("created_at")


def thread_runs(*, conversation: Conversation):
    """The thread's top-level runs, oldest first; `resumed_from_run` is the run that asked the question a run resumes."""
    return (Run.objects.filter(thread=conversation, parent_run__isnull=True)
            .annotate(resumed_from_run=F("resumed_from__run"), agent_name=F("agent__name"))
            .order_by("created_at", "id"))


def _answer_of(run: Run) -> str:
    message = Message.objects.filter(run=run, role="assistant").order_by("-id").first()
    return message.content if message else ""


def run_detail(*, run: Run, depth: int = 0) -> dict:
    steps = list(RunEvent.objects.filter(run=run, type="iteration_step").order_by("seq").values_list("data", flat=True))
    children = [run_detail(run=child, depth=depth + 1) for child in run.children.order_by("created_at")] \
        if depth < 3 else []
    return {
        "id": run.pk, "thread": run.thread_id, "parent_run": run.parent_run_id,
        "agent": run.agent.name if run.agent_id else None, "status": run.status, "route": run.route,
        "route_rule": run.route_rule, "mode": run.mode, "model": run.model, "query": run.query,
        "max_iterations": run.max_iterations, "error_code": run.error_code, "error": run.error,
        "answer": run.answer or _answer_of(run), "subagent_config": run.subagent_config, "created_at": run.created_at, "started_at": run.started_at,
        "finished_at": run.finished_at, "steps": steps, "children": children,
    }
