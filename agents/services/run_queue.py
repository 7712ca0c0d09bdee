"""Runs enqueued behind a thread's active run (the LangGraph API's `multitask_strategy: enqueue`).

An enqueued run is a pending run marked `queued`: it has its message and its id (a client can get, join or cancel
it), but it is not the thread's active run (the one-active-run index leaves it out) and nothing executes it. When
the thread has no active run, its oldest queued run is promoted: unmarked (the index then guards it like any start)
and dispatched through the port. Whoever sees the thread go idle promotes (the surface that enqueued, following the
active run; the enqueue's own commit, in case it already went idle); the sweeper promotes what a restart left.
"""

from django.db import IntegrityError, transaction
from django.utils import timezone

from agents.models import ACTIVE_RUN_STATUSES, Conversation, Interrupt, InterruptStatus, Run, RunStatus
from agents.runtime.dispatch import run_dispatch_after_commit
from agents.runtime.loop_directives import Outcome
from agents.runtime.run_records import end_unstarted_run
from lantide.audit import Actor, audit_record


def thread_has_work(*, conversation: Conversation) -> bool:
    """A run active on the thread, or one waiting in its queue (a new enqueued run goes behind them)."""
    return Run.objects.filter(thread=conversation, status__in=ACTIVE_RUN_STATUSES, parent_run__isnull=True).exists()


def thread_run_promote(*, conversation_id) -> Run | None:
    """Start the thread's oldest queued run once no run is active on it; a question still waiting is expired, as a
    new turn's message makes it moot. None when the thread is busy or nothing waits."""
    with transaction.atomic():
        Conversation.objects.select_for_update().filter(pk=conversation_id).first()  # one promoter at a time
        runs = Run.objects.filter(thread_id=conversation_id, parent_run__isnull=True)
        if runs.filter(status__in=ACTIVE_RUN_STATUSES, queued=False).exists():
            return None
        waiting = runs.filter(status=RunStatus.PENDING, queued=True).order_by("created_at").first()
        if waiting is None:
            return None
        try:
            with transaction.atomic():
                Run.objects.filter(pk=waiting.pk, queued=True).update(queued=False)
        except IntegrityError:  # another start took the thread meanwhile: the next idle moment promotes
            return None
        Interrupt.objects.filter(thread_id=conversation_id, status=InterruptStatus.PENDING).update(
            status=InterruptStatus.EXPIRED)
        run_dispatch_after_commit(run_id=waiting.pk)
    return waiting


def queued_runs_promote() -> int:
    """Promote, on every thread, what waits while nothing runs (the sweeper's part); the number started."""
    threads = set(Run.objects.filter(status=RunStatus.PENDING, queued=True).values_list("thread_id", flat=True))
    return sum(thread_run_promote(conversation_id=thread_id) is not None for thread_id in threads)


def queued_run_cancel(*, user, run: Run) -> list[dict] | None:
    """End a run still waiting in its queue: it never starts, its log holds its run_completed (cancelled). The
    events to publish; None when it left the queue meanwhile (a promoted run is cancelled as any other)."""
    with transaction.atomic():
        locked = Run.objects.select_for_update().filter(pk=run.pk, status=RunStatus.PENDING, queued=True).first()
        if locked is None:
            return None
        events = end_unstarted_run(run.pk, Outcome(RunStatus.CANCELLED))
        Run.objects.filter(pk=run.pk).update(queued=False, cancel_requested_at=timezone.now())
        audit_record(actor=Actor.person(user), verb="run.cancel", target=run, workspace=run.thread.workspace)
    return events
