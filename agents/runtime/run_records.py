"""Run-record writers: the rows a run's life writes besides its events (status, interrupt, the assistant's
message, the thread's focus), and the endings of a run that cannot run its loop (never started, abandoned).
The runner, the services and the tools write through these, so none of them reaches into another."""

from django.utils import timezone
from django.utils.dateparse import parse_datetime

from agents.models import Conversation, Interrupt, Message, MessageRole, Run, RunStatus
from agents.runtime.events import Error, RunCompleted
from agents.runtime.recovery import closed_messages, recovered_turn
from agents.runtime.loop_directives import InterruptRequest, Outcome
from agents.runtime.state import turn_at_start
from agents.runtime.event_log import PendingCheckpoint, RunEventLog
from lantide.audit import Actor, audit_record
from lantide.encoding import storable_text
from lantide.errors import ErrorCode, invalid


def mark_running(run_id) -> None:
    now = timezone.now()
    Run.objects.filter(pk=run_id).update(status=RunStatus.RUNNING, started_at=now, heartbeat_at=now)


def create_interrupt(run: Run, request: InterruptRequest) -> None:
    Interrupt.objects.create(
        id=request.interrupt_id, run=run, thread_id=run.thread_id, kind=request.kind, call_id=request.call_id,
        payload=request.payload, expires_at=parse_datetime(request.expires_at),
    )


def finish_run(run: Run, outcome: Outcome, answer: str, project_id: int | None, last_seq: int) -> None:
    """Inside the final flush's transaction: status, the assistant's message, the thread's focus."""
    answer = storable_text(answer)
    Run.objects.filter(pk=run.pk).update(status=outcome.status, finished_at=timezone.now(), last_seq=last_seq,
                                         error_code=outcome.error_code or "",
                                         error=storable_text(outcome.error[:2000]), answer=answer)
    if (answer or outcome.status == RunStatus.CANCELLED) and run.parent_run_id is None:  # a cancel's, even empty
        Message.objects.create(conversation_id=run.thread_id, role=MessageRole.ASSISTANT, content=answer, run=run,
                               data={"partial": outcome.status != RunStatus.SUCCESS, "status": outcome.status})
    Conversation.objects.filter(pk=run.thread_id).update(updated_at=timezone.now(), project_id=project_id)


def end_unstarted_run(run_id, outcome: Outcome) -> list[dict]:
    """A run that ended before its loop began (its setup failed, or it was cancelled meanwhile) still ends, with
    its error in the log, so nobody waits for it; it numbers on after whatever a process before stored."""
    run = Run.objects.select_related("thread").get(pk=run_id)
    events = [RunCompleted(outcome.status, outcome.error_code)]
    if outcome.error_code == ErrorCode.PERMISSION_DENIED:
        events.insert(0, Error(outcome.error_code, outcome.error, retryable=False))
    elif outcome.error_code:
        events.insert(0, Error(outcome.error_code, "The run could not start; send the message again.",
                               retryable=True))
    log = RunEventLog(run)
    log.number_on_after_stored()
    return log.commit_now(events, also=lambda: finish_run(run, outcome, "", run.thread.project_id, log.next_seq - 1))


def end_abandoned_run(run: Run) -> list[dict]:
    """Close a run nobody executes any more and that cannot resume; its log continues after the last stored event,
    the answer it streamed stays in the thread, and the turn in the model's context (a closing checkpoint)."""
    run = Run.objects.select_related("thread", "resumed_from").get(pk=run.pk)
    log = RunEventLog(run)
    log.number_on_after_stored()
    recovered = recovered_turn(run, turn_at_start(run)[0].messages)
    messages = closed_messages(recovered.messages, recovered.partial_answer)
    checkpoint = None if run.parent_run_id else PendingCheckpoint(
        recovered.checkpoint.iteration if recovered.checkpoint else 0,
        {"messages": messages, "project_id": run.thread.project_id})
    outcome = Outcome(RunStatus.ERROR, error_code=ErrorCode.RUN_ABANDONED, error="Its executor stopped (restart or crash).")
    events = [Error(ErrorCode.RUN_ABANDONED, "The run stopped when its server restarted; send the message again.", True),
              RunCompleted(RunStatus.ERROR, ErrorCode.RUN_ABANDONED)]
    return log.commit_now(events, checkpoint=checkpoint, also=lambda: finish_run(
        run, outcome, recovered.answer, run.thread.project_id, log.next_seq - 1))


def thread_focus_project(*, conversation: Conversation, project, actor: Actor) -> None:
    """Move the thread's focus to `project` (of the same workspace, or None), audited."""
    if project is not None and project.workspace_id != conversation.workspace_id:
        raise invalid("The project belongs to another workspace.")
    Conversation.objects.filter(pk=conversation.pk).update(project=project)
    conversation.project = project
    audit_record(actor=actor, verb="conversation.focus_project", target=conversation,
                 workspace=conversation.workspace, data={"project": project.pk if project else None})
