"""Runs outlive their process (ARCHITECTURE §4.2): claims, orphans, and where a run picks up again.

A run executes once however often it is handed over: the executor that starts it first claims it in one
UPDATE (pending → running, naming itself). A run whose executor died is claimed again the same way (running,
still naming the dead executor) and goes on from its last checkpoint. An executor is known dead at once when it
ran on this host and its process is gone (the embedded default's restart); elsewhere when its heartbeats stopped
for a minute.
"""

import json
from dataclasses import dataclass
from datetime import timedelta

from django.db.models import F, Q
from django.utils import timezone

from agents.models import Checkpoint, Message, MessageRole, Run, RunEvent, RunStatus
from lantide.encoding import storable_text
from lantide.errors import ErrorCode
from lantide.processes import executor_identity, executor_is_gone

ABANDONED_AFTER = timedelta(seconds=60)  # no heartbeat for this long: its executor is gone
PENDING_GRACE = timedelta(seconds=5)  # a pending run nobody claimed this long after its start was lost
MAX_RESUMES = 3  # a run that keeps taking its process down is ended instead
CANCELLED_CALL = {"error": {"code": ErrorCode.CANCELLED, "message": "This call did not finish: the turn stopped."}}


def run_claim(*, run_id) -> bool:
    """Take a pending run for this process; False when another delivery of it got there first."""
    now = timezone.now()
    return bool(Run.objects.filter(pk=run_id, status=RunStatus.PENDING, queued=False).update(
        status=RunStatus.RUNNING, executor=executor_identity(), started_at=now, heartbeat_at=now))


def run_claim_orphan(*, run_id, executor: str) -> bool:
    """Take over a running run from its dead `executor`; False when someone else took it over first."""
    return bool(Run.objects.filter(pk=run_id, status=RunStatus.RUNNING, executor=executor).update(
        executor=executor_identity(), heartbeat_at=timezone.now(), resumes=F("resumes") + 1))


def orphaned_runs(*, local_runs) -> tuple[list[Run], list[Run]]:
    """(running runs whose executor is gone, pending runs nobody claimed in time), oldest first. An enqueued run
    is not lost: it waits for its thread (agents.services.threads promotes it)."""
    now = timezone.now()
    lost_start = Q(status=RunStatus.PENDING, queued=False, created_at__lt=now - PENDING_GRACE)
    active = (Run.objects.filter(Q(status=RunStatus.RUNNING) | lost_start)
              .exclude(pk__in=list(local_runs)).order_by("created_at"))
    running, pending = [], []
    for run in active.only("pk", "status", "executor", "heartbeat_at", "created_at", "parent_run_id", "resumes"):
        if run.status == RunStatus.PENDING:
            pending.append(run)
        elif executor_is_gone(run.executor) or (run.heartbeat_at or run.created_at) < now - ABANDONED_AFTER:
            running.append(run)
    return running, pending


def can_resume(run: Run) -> bool:
    """A sub-agent is not resumed (its parent, resumed, decides again); nor a run that keeps crashing."""
    return run.parent_run_id is None and run.resumes < MAX_RESUMES


@dataclass
class Recovered:
    """Where a run picks up: the messages of its last checkpoint (or of the thread's before it started), and the
    answer it streamed after that checkpoint, which nobody saw finished."""

    checkpoint: Checkpoint | None
    messages: list[dict]
    partial_answer: str  # streamed after the checkpoint
    answer: str  # all the run streamed


def recovered_turn(run: Run, base_messages: list[dict]) -> Recovered:
    """`base_messages`: the turn as the run began it (the thread's history and the run's input)."""
    checkpoint = Checkpoint.objects.filter(run=run).order_by("-created_at").first()
    messages = list(checkpoint.state.get("messages") or []) if checkpoint else list(base_messages)
    after = checkpoint.last_seq if checkpoint else 0
    deltas = RunEvent.objects.filter(run=run, type="message").order_by("seq").values_list("seq", "data")
    texts = [(seq, (json.loads(data) if isinstance(data, str) else data).get("delta", "")) for seq, data in deltas]
    return Recovered(checkpoint=checkpoint, messages=messages, answer="".join(text for _, text in texts),
                     partial_answer="".join(text for seq, text in texts if seq > after))


def closed_messages(messages: list[dict], partial_answer: str) -> list[dict]:
    """A turn's messages as a later model call can take them: tool calls that never got their result are answered
    as cancelled, and the answer cut off mid-stream stays, as the transcript shows it."""
    closed = list(messages)
    answered = {m.get("tool_call_id") for m in closed if m.get("role") == "tool"}
    for index in range(len(closed) - 1, -1, -1):
        message = closed[index]
        if message.get("role") == "assistant" and message.get("tool_calls"):
            missing = [c for c in message["tool_calls"] if c.get("id") not in answered]
            closed[index + 1:index + 1] = [{"role": "tool", "tool_call_id": c.get("id"),
                                            "content": json.dumps(CANCELLED_CALL)} for c in missing]
            break
    last_answer = next((m.get("content") for m in reversed(closed) if m.get("role") == "assistant"), None)
    if partial_answer and partial_answer != last_answer:
        closed.append({"role": "assistant", "content": partial_answer})
    return closed


def keep_partial_answer(run: Run, text: str, *, reason: str) -> None:
    """The answer streamed before the run stopped, in the transcript (marked partial)."""
    if text and run.parent_run_id is None:
        Message.objects.create(conversation_id=run.thread_id, role=MessageRole.ASSISTANT, run=run,
                               content=storable_text(text),
                               data={"partial": True, "status": RunStatus.RUNNING, "reason": reason})
