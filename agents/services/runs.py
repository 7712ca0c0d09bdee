"""Starting, resuming and cancelling runs. The database decides who runs: one active run per thread."""

from asgiref.sync import async_to_sync
from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from agents.models import (
    ACTIVE_RUN_STATUSES, ComposerMode, Conversation, Interrupt, InterruptKind, InterruptStatus, Message, MessageRole,
    Route, Run, RunStatus,
)
from agents.services.run_queue import queued_run_cancel
from agents.runtime.dispatch import run_cancel_signal, run_dispatch, run_dispatch_after_commit, run_is_local
from agents.runtime.llm.profiles import profile_check_reach, profile_named
from agents.runtime.recovery import ABANDONED_AFTER, can_resume
from lantide.processes import executor_is_gone
from agents.runtime.event_log import publish_events, publish_thread_revoked
from agents.runtime.run_records import end_abandoned_run
from agents.services.conversations import conversation_title_from_first_question
from agents.usage import QuotaBreach, quota_breaches, quota_log_would_stop, seconds_until_next_utc_day
from reports.contract import is_contract_html
from reports.selectors import report_in_workspace
from lantide.audit import Actor, audit_record
from lantide.errors import ApplicationError, ErrorCode, UnprocessableValue, invalid

MAX_MESSAGE_CHARS = 20_000
MAX_ANSWER_CHARS = 2_000


def _thread_busy() -> ApplicationError:
    return ApplicationError(ErrorCode.THREAD_BUSY, "This conversation already has a run in progress; wait for it "
                                                   "to finish or cancel it.")


def _create_run(**fields) -> Run:
    """Insert a pending run; the partial unique index refuses a second active run on the thread."""
    try:
        with transaction.atomic():
            return Run.objects.create(status=RunStatus.PENDING, **fields)
    except IntegrityError as error:
        raise _thread_busy() from error


def run_create(**fields) -> Run:
    """A pending run of any route (the one-active-run index may refuse it: THREAD_BUSY)."""
    return _create_run(**fields)


def thread_check_idle(*, conversation: Conversation) -> None:
    """THREAD_BUSY while a run is active (unless its executor vanished and it cannot resume)."""
    active = Run.objects.filter(thread=conversation, status__in=ACTIVE_RUN_STATUSES, parent_run__isnull=True,
                                queued=False).first()
    if active is not None and not run_reclaim_if_abandoned(run=active):
        raise _thread_busy()


def thread_make_room(*, conversation: Conversation) -> None:
    """Before a new turn: THREAD_BUSY while a run is active; a question still waiting is expired, as a new message
    makes it moot."""
    thread_check_idle(conversation=conversation)
    _expire_unanswered(conversation)


def _expire_unanswered(conversation: Conversation) -> None:
    Interrupt.objects.filter(thread=conversation, status=InterruptStatus.PENDING).update(
        status=InterruptStatus.EXPIRED)


@transaction.atomic
def turn_start(*, user, conversation: Conversation, text: str, mode: str | None = None, agent=None,
               route: str = Route.AGENT_EXECUTOR, route_rule: str = "", max_iterations: int | None = None,
               thoroughness: str = "", mentions: list[int] | None = None, report_id: int | None = None,
               metadata: dict | None = None, queued: bool = False) -> Run:
    """Record the user's message and start a run for it (after commit). `report_id`: the Report tab the person
    has open, which puts the turn in the html_report_active overlay (ARCHITECTURE §11); `metadata`: what the
    caller attaches to the run (the LangGraph API's); `queued`: the run waits behind the thread's active one
    (multitask_strategy enqueue) and starts when agents.services.run_queue promotes it."""
    text = (text or "").strip()
    if not text:
        raise invalid("The message is empty.")
    if len(text) > MAX_MESSAGE_CHARS:
        raise invalid(f"The message is longer than {MAX_MESSAGE_CHARS:,} characters.")
    if mode is not None and mode not in ComposerMode.values:
        raise invalid(f"mode must be one of {', '.join(ComposerMode.values)}.")
    if not queued:
        thread_check_idle(conversation=conversation)
    if mode and mode != conversation.mode:
        conversation.mode = mode
        conversation.save(update_fields=["mode", "updated_at"])
    conversation_title_from_first_question(conversation=conversation, question=text)
    profile = profile_named((agent.preferred_model if agent else "") or conversation.metadata.get("llm_profile", ""))
    profile_check_reach(user=user, profile=profile)
    logged_only = _quota_check_start(user=user, agent=agent)
    run = _create_run(thread=conversation, agent=agent, created_by=user, route=route, route_rule=route_rule,
                      mode=conversation.mode, query=text, model=profile.model, llm_profile=profile.name,
                      max_iterations=max_iterations or settings.LANTIDE_MAX_ITERATIONS, thoroughness=thoroughness,
                      mentions=list(mentions or []), report_tab=report_tab_of(conversation, report_id),
                      metadata=metadata or {}, queued=queued)
    for breach in logged_only:
        quota_log_would_stop(breach, user=user, run_id=run.pk, stage="refuse")
    Message.objects.create(conversation=conversation, role=MessageRole.USER, content=text, run=run)
    audit_record(actor=Actor.person(user), verb="run.enqueue" if queued else "run.start", target=run,
                 workspace=conversation.workspace, data={"route": route, "mode": run.mode})
    if not queued:
        _expire_unanswered(conversation)
        run_dispatch_after_commit(run_id=run.pk)
    return run


def _quota_check_start(*, user, agent) -> list[QuotaBreach]:
    """Refuse a start once today's quota is spent (429, Retry-After: the next UTC day); log-only quotas that would
    have refused it are returned, to be logged with the run."""
    breaches = quota_breaches(user_id=user.pk, agent_id=getattr(agent, "pk", None))
    enforced = next((b for b in breaches if b.enforced), None)
    if enforced is not None:
        raise ApplicationError(ErrorCode.QUOTA_EXCEEDED, f"{enforced.message} Try again tomorrow (UTC).",
                               extra={"retry_after": seconds_until_next_utc_day()})
    return [b for b in breaches if not b.enforced]


def report_tab_of(conversation: Conversation, report_id: int | None) -> int | None:
    """The open Report tab's report, when it is a contract report of the conversation's workspace."""
    if report_id is None:
        return None
    report = report_in_workspace(workspace=conversation.workspace, report_id=report_id)
    return report.pk if is_contract_html(report.body) else None


def _resume_run(interrupt: Interrupt, *, user, metadata: dict | None = None) -> Run:
    interrupted = interrupt.run
    run = _create_run(thread_id=interrupt.thread_id, agent=interrupted.agent, created_by=user, route=interrupted.route,
                      route_rule=interrupted.route_rule, mode=interrupted.mode, query=interrupted.query,
                      model=interrupted.model, llm_profile=interrupted.llm_profile,
                      max_iterations=interrupted.max_iterations, thoroughness=interrupted.thoroughness,
                      resumed_from=interrupt, metadata=metadata if metadata is not None else interrupted.metadata)
    interrupt.resume_run = run
    interrupt.save(update_fields=["resume_run"])
    run_dispatch_after_commit(run_id=run.pk)
    return run


REVIEW_DECISIONS = ("accept", "reject")


def review_decision(answer) -> dict:
    """A review gate's resume value: exactly `{decision: accept|reject, feedback: str}` (ARCHITECTURE §9)."""
    if not isinstance(answer, dict) or set(answer) != {"decision", "feedback"}:
        raise UnprocessableValue('A review is answered with {"decision": "accept" | "reject", "feedback": "…"}, '
                                 "both fields and nothing else.")
    if answer["decision"] not in REVIEW_DECISIONS:
        raise UnprocessableValue("decision must be accept or reject.")
    if not isinstance(answer["feedback"], str) or len(answer["feedback"]) > MAX_ANSWER_CHARS:
        raise UnprocessableValue(f"feedback must be text of at most {MAX_ANSWER_CHARS:,} characters.")
    return {"decision": answer["decision"], "feedback": answer["feedback"].strip()}


def _validate_answer(interrupt: Interrupt, answer):
    if interrupt.kind == InterruptKind.REVIEW:
        return review_decision(answer)
    if not isinstance(answer, str) or not answer.strip():
        raise invalid("The answer must be a non-empty string.")
    if len(answer) > MAX_ANSWER_CHARS:
        raise invalid(f"The answer is longer than {MAX_ANSWER_CHARS:,} characters.")
    options = interrupt.payload.get("options") or []
    if interrupt.payload.get("exploration_budget") and answer not in options:
        raise invalid(f"Answer with one of: {', '.join(options)}.")
    return answer.strip()[:MAX_ANSWER_CHARS]


def interrupt_answer(*, user, interrupt_id, answer, conversation: Conversation | None = None,
                     metadata: dict | None = None) -> Run:
    """Answer a pending question once; the answer starts the run that resumes the thread (with `metadata`, or the
    interrupted run's).

    A late answer is refused with INTERRUPT_EXPIRED, but the expiry (and the timeout resume) still commits.
    """
    with transaction.atomic():
        interrupts = Interrupt.objects.select_for_update().select_related("run", "thread")
        if conversation is not None:
            interrupts = interrupts.filter(thread=conversation)
        interrupt = interrupts.filter(pk=interrupt_id, thread__owner=user,
                                      thread__workspace__memberships__user=user).first()
        if interrupt is None:
            raise ApplicationError(ErrorCode.NOT_FOUND, "Interrupt not found.")
        if interrupt.status != InterruptStatus.PENDING:
            raise ApplicationError(ErrorCode.INTERRUPT_EXPIRED, f"This question was already {interrupt.status}.")
        expired = interrupt.expires_at <= timezone.now()
        if expired:
            _expire_and_resume(interrupt, user=user)
        else:
            interrupt.answer = _validate_answer(interrupt, answer)
            interrupt.status = InterruptStatus.ANSWERED
            interrupt.answered_at = timezone.now()
            interrupt.save(update_fields=["answer", "status", "answered_at"])
            audit_record(actor=Actor.person(user), verb="interrupt.answer", target=interrupt,
                         workspace=interrupt.thread.workspace)
            return _resume_run(interrupt, user=user, metadata=metadata)
    raise ApplicationError(ErrorCode.INTERRUPT_EXPIRED, "This question expired; the agent was told to wrap up.")


def _expire_and_resume(interrupt: Interrupt, *, user) -> Run | None:
    interrupt.status = InterruptStatus.EXPIRED
    interrupt.save(update_fields=["status"])
    try:
        with transaction.atomic():
            return _resume_run(interrupt, user=user)
    except ApplicationError:
        return None  # the thread moved on (a new turn is running); nothing to wrap up


def interrupts_resume_expired() -> int:
    """Resume every pending question past its deadline with a timeout observation; returns how many."""
    resumed = 0
    for interrupt_id in Interrupt.objects.filter(status=InterruptStatus.PENDING, expires_at__lte=timezone.now()
                                                 ).values_list("pk", flat=True):
        with transaction.atomic():
            interrupt = (Interrupt.objects.select_for_update(skip_locked=True).select_related("run", "thread")
                         .filter(pk=interrupt_id, status=InterruptStatus.PENDING).first())
            if interrupt is not None and _expire_and_resume(interrupt, user=interrupt.thread.owner):
                resumed += 1
    return resumed


@transaction.atomic
def run_cancel(*, user, run: Run) -> Run:
    """Ask a run to stop, from any process; the partial answer streamed so far is kept. A run that waits on a
    question (interrupted) has nothing left to stop: its question is withdrawn, so no answer resumes it."""
    if run.status == RunStatus.INTERRUPTED:
        withdrawn = Interrupt.objects.filter(run=run, status=InterruptStatus.PENDING).update(
            status=InterruptStatus.WITHDRAWN)
        if withdrawn:
            audit_record(actor=Actor.person(user), verb="interrupt.withdraw", target=run,
                         workspace=run.thread.workspace)
        return run
    if not run.is_active:
        return run
    if run.queued and (events := queued_run_cancel(user=user, run=run)) is not None:
        transaction.on_commit(lambda: _publish(run.pk, events))
        return run
    Run.objects.filter(pk=run.pk).update(cancel_requested_at=timezone.now())
    audit_record(actor=Actor.person(user), verb="run.cancel", target=run, workspace=run.thread.workspace)
    # A run in this process stops at once; one elsewhere sees `cancel_requested_at` within a poll.
    transaction.on_commit(lambda: run_cancel_signal(run_id=run.pk))
    return run


def runs_revoke_for_member(*, user, workspace, member) -> int:
    """`member` leaves `workspace` (inside the caller's transaction): their active runs there are cancelled, their
    pending questions withdrawn, and their sockets on its conversations closed after commit, so nothing of theirs
    goes on running, waiting or listening there. Their conversations stay, out of their reach. Returns the runs
    stopped."""
    waiting = Q(status=RunStatus.INTERRUPTED, interrupts__status=InterruptStatus.PENDING)
    runs = (Run.objects.filter(thread__workspace=workspace, thread__owner=member)
            .filter(Q(status__in=ACTIVE_RUN_STATUSES) | waiting).select_related("thread__workspace").distinct())
    stopped = [run_cancel(user=user, run=run) for run in runs]
    threads = list(Conversation.objects.filter(workspace=workspace, owner=member).values_list("pk", flat=True))
    transaction.on_commit(lambda: _close_sockets(threads, user_id=member.pk))
    return len(stopped)


def _close_sockets(thread_ids: list, *, user_id: int) -> None:
    for thread_id in thread_ids:
        async_to_sync(publish_thread_revoked)(thread_id=thread_id, user_id=user_id)


def _is_abandoned(run: Run, now) -> bool:
    """Its executor is gone: a process of this host that no longer exists, or no heartbeat for a minute."""
    if run_is_local(run_id=run.pk):
        return False
    if run.status == RunStatus.RUNNING and executor_is_gone(run.executor):
        return True
    return (run.heartbeat_at or run.created_at) < now - ABANDONED_AFTER


def run_reclaim_if_abandoned(*, run: Run) -> bool:
    """A new turn on a thread whose run's executor vanished (a restart, a crash) before any sweeper took it over:
    the run goes on from its last checkpoint, as the sweeper would resume it, and the thread stays busy with it
    (False). Only a run that cannot resume (`can_resume`) is ended RUN_ABANDONED, its events and the thread intact;
    True when the thread is free."""
    if not _is_abandoned(run, timezone.now()):
        return False
    if not can_resume(run):
        return run_abandon(run=run)
    # At once, not on commit: the new turn's transaction is about to roll back on THREAD_BUSY. A second take-over
    # (another message, a sweeper) loses the claim on the dead executor's name and is dropped.
    run_dispatch(run_id=run.pk, orphan_of=run.executor if run.status == RunStatus.RUNNING else "")
    return False


def run_abandon(*, run: Run) -> bool:
    """End a run nobody executes any more and that cannot resume: error RUN_ABANDONED after its last event, the
    answer it streamed kept in the thread. False when it ended, or was taken over, meanwhile."""
    with transaction.atomic():
        locked = Run.objects.select_for_update().filter(pk=run.pk, status__in=[RunStatus.PENDING, RunStatus.RUNNING],
                                                        executor=run.executor).first()
        if locked is None:
            return not Run.objects.filter(pk=run.pk, status__in=[RunStatus.PENDING, RunStatus.RUNNING]).exists()
        events = end_abandoned_run(locked)
        transaction.on_commit(lambda: _publish(locked.pk, events))
    return True


def _publish(run_id, events: list[dict]) -> None:
    async_to_sync(publish_events)(run_id, events)
