"""Executing one run: the loop's events go to the durable log, its signals become rows and statuses."""

import asyncio
import functools
import logging
import time
from dataclasses import dataclass, field
from decimal import Decimal

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import DatabaseError, connections

from agents.models import ACTIVE_RUN_STATUSES, InterruptStatus, Route, Run, RunStatus
from agents.runtime.conversation_titles import title_conversation_by_model
from agents.runtime.events import Error, Fallback, MessageDelta, Resumed, RunCompleted, RunStarted, Usage
from agents.runtime.events import Event as RunEventType
from agents.runtime.llm.gateway import LLMUnavailable
from agents.runtime.chat_completion import stream_quest_run
from agents.runtime.migration.graph import stream_migration_run
from agents.runtime.react import stream_react_run
from agents.runtime.recovery import closed_messages, keep_partial_answer
from agents.runtime.run_records import create_interrupt, end_unstarted_run, finish_run, mark_running
from agents.runtime.run_setup import RunRefused, RunSetup, load_run_setup
from agents.runtime.loop_directives import CheckpointSignal, InterruptRequest, Outcome
from agents.runtime.event_log import (
    EventWriteFailed, PendingCheckpoint, RunEventLog, call_durably, publish_events, publish_run_opened,
)
from agents.runtime.tools.knowledge import extract_after_run
from agents.usage import QuotaBreach, price, quota_breaches, quota_log_would_stop, quotas_for, usage_record
from lantide.errors import ApplicationError, ErrorCode
from workspaces.query.warehouse import settle_writes

logger = logging.getLogger(__name__)
INTERNAL_ERROR = ErrorCode.INTERNAL_ERROR
QUOTAS_REREAD_SECONDS = 1.0  # an admin's quota change reaches running runs within this


@dataclass
class RunProgress:
    answer: str = ""
    since_checkpoint: str = ""  # the answer streamed since the last checkpoint (lost with the process)
    outcome: Outcome | None = None
    tokens: int = 0  # this run's model calls, for its quotas
    cost: Decimal = Decimal(0)
    fallback_model: str = ""  # the model the current call fell back to, if it did
    logged: set = field(default_factory=set)  # log-only limits already reported for this run
    quotas: list | None = None  # the quotas that apply, read again every QUOTAS_REREAD_SECONDS
    quotas_read_at: float = 0.0


def _stream_of(setup: RunSetup):
    """The engine the route chose: chat completion, the migration graph, or the agent loop."""
    if setup.run.route == Route.MIGRATION:
        return stream_migration_run(ctx=setup.ctx, resumed=setup.recovered is not None, profile=setup.profile)
    if setup.run.route == Route.QUEST_PROCESSOR:
        return stream_quest_run(ctx=setup.ctx, profile=setup.profile, turn=setup.turn, limits=setup.limits,
                                mentioned=setup.mentioned)
    return stream_react_run(ctx=setup.ctx, profile=setup.profile, turn=setup.turn, inputs=setup.inputs,
                            limits=setup.limits)


async def _consume(setup: RunSetup, log: RunEventLog, progress: RunProgress) -> None:
    stream = _stream_of(setup)
    try:
        async for item in stream:
            if await _take(item, setup, log, progress):
                return
    finally:
        await stream.aclose()


async def _take(item, setup: RunSetup, log: RunEventLog, progress: RunProgress) -> bool:
    """Store or act on one item of the loop; True when the run must stop here (a quota enforced)."""
    if isinstance(item, CheckpointSignal):
        progress.since_checkpoint = ""
        await log.flush(checkpoint=PendingCheckpoint(item.iteration, item.state), wait=False)
    elif isinstance(item, InterruptRequest):
        await log.flush(also=lambda request=item: create_interrupt(setup.run, request))
    elif isinstance(item, Outcome):
        progress.outcome = item
    elif isinstance(item, RunEventType):
        if isinstance(item, MessageDelta):
            progress.answer += item.delta
            progress.since_checkpoint += item.delta
        elif isinstance(item, Fallback):
            progress.fallback_model = item.to_model
        log.emit(item)
        if isinstance(item, Usage):
            return await _meter(item, setup, log, progress)
    return False


async def _meter(usage: Usage, setup: RunSetup, log: RunEventLog, progress: RunProgress) -> bool:
    """The one place a model call's usage is recorded and its quotas checked. An enforced one passed ends the run
    QUOTA_EXCEEDED with the answer streamed so far (no further model call: that would spend past the quota); a
    log-only one is logged once per run and limit."""
    run = setup.run
    breaches = await _record_usage(usage, setup, log, progress)
    if log_only := [b for b in breaches if not b.enforced]:
        await sync_to_async(_log_only)(log_only, run, progress)
    enforced = next((b for b in breaches if b.enforced), None)
    if enforced is None:
        return False
    message = f"Stopped: {enforced.message}"
    log.emit(Error(ErrorCode.QUOTA_EXCEEDED, message, retryable=False))
    progress.outcome = Outcome(RunStatus.ERROR, answer=progress.answer, error_code=ErrorCode.QUOTA_EXCEEDED,
                               error=message)
    logger.info("agent.run.quota_exceeded run=%s limit=%s", run.pk, enforced.limit, extra={"run": str(run.pk)})
    return True


async def _record_usage(usage: Usage, setup: RunSetup, log: RunEventLog, progress: RunProgress) -> list[QuotaBreach]:
    """The call's usage (its `usage` event already emitted) commits with that event, and the quotas passed are
    read in the same write: one trip to the database thread per model call. None when no person is billed."""
    run = setup.run
    model, progress.fallback_model = progress.fallback_model or setup.profile.model, ""
    progress.tokens += usage.prompt_tokens + usage.completion_tokens
    progress.cost += price(usage.cost)
    if run.created_by_id is None:
        return []
    breaches: list[QuotaBreach] = []
    record = functools.partial(_record_and_check, usage, model, run, progress, breaches)
    if progress.quotas == []:
        # No quota applied at the last read: the rollup commits with the iteration's next write (its checkpoint),
        # one transaction an iteration instead of two. That write reads the quotas again when they are due, so a
        # quota an admin adds stops the run one model call later than it would be checked otherwise.
        log.write_with_next(record)
        return []
    await log.flush(also=record)
    return breaches


def _record_and_check(usage: Usage, model: str, run: Run, progress: RunProgress, breaches: list) -> None:
    """In the transaction of the `usage` event: the call's rollup, then the quotas passed (into `breaches`)."""
    usage_record(user_id=run.created_by_id, agent_id=run.agent_id, model=model, prompt_tokens=usage.prompt_tokens,
                 completion_tokens=usage.completion_tokens, cost=usage.cost)
    now = time.monotonic()
    if progress.quotas is None or now - progress.quotas_read_at >= QUOTAS_REREAD_SECONDS:
        progress.quotas, progress.quotas_read_at = quotas_for(user_id=run.created_by_id, agent_id=run.agent_id), now
    breaches[:] = quota_breaches(user_id=run.created_by_id, agent_id=run.agent_id, run_tokens=progress.tokens,
                                 run_cost=progress.cost, quotas=progress.quotas)


def _log_only(breaches: list[QuotaBreach], run: Run, progress: RunProgress) -> None:
    for breach in breaches:
        if (breach.quota.pk, breach.limit) not in progress.logged:
            progress.logged.add((breach.quota.pk, breach.limit))
            quota_log_would_stop(breach, user=run.created_by_id, run_id=run.pk, stage="stop")


def _setup_off_the_orm_thread(run_id, *, resumed: bool) -> RunSetup:
    """The first setup after a start waits seconds for litellm's import: on a thread of its own, so a cancel (and
    every other run's database work) need not wait behind it. Its connection closes with it."""
    try:
        return load_run_setup(run_id, resumed=resumed)
    finally:
        connections.close_all()


def _has_ended(run_id) -> bool:
    return not Run.objects.filter(pk=run_id, status__in=ACTIVE_RUN_STATUSES).exists()


async def _end_unstarted(run_id, outcome: Outcome) -> None:
    ending = call_durably(functools.partial(end_unstarted_run, run_id, outcome), run_id=run_id,
                          written=functools.partial(_has_ended, run_id))
    await publish_events(run_id, await asyncio.shield(ending) or [])
    await _announce(await sync_to_async(Run.objects.only("thread_id", "parent_run_id").get)(pk=run_id))


async def _announce(run: Run) -> None:
    if run.parent_run_id is None:
        await publish_run_opened(thread_id=run.thread_id, run_id=run.pk)


async def end_cancelled_before_start(run_id) -> str:
    """A claimed run cancelled before its loop began ends cancelled, with a whole log."""
    await _end_unstarted(run_id, Outcome(RunStatus.CANCELLED, error="Cancelled by the user."))
    return RunStatus.CANCELLED


async def execute_run(run_id, *, resumed: bool = False, coalesce_seconds: float | None = None) -> str:
    """Run to the end (success, error, interrupt, cancel, timeout, limit); returns the final status. With
    `resumed`, the run's process died while it ran: it goes on from its last checkpoint."""
    try:
        setup = await call_durably(functools.partial(_setup_off_the_orm_thread, run_id, resumed=resumed),
                                   run_id=run_id, thread_sensitive=False)
    except asyncio.CancelledError:  # cancelled while it set up (the first run after a start waits for litellm)
        return await end_cancelled_before_start(run_id)
    except RunRefused as refusal:
        await _end_unstarted(run_id, Outcome(RunStatus.ERROR, error_code=refusal.code, error=refusal.detail))
        return RunStatus.ERROR
    except Exception as error:  # noqa: BLE001 - the run's boundary: a run that cannot start must still end
        logger.exception("agent.run.unstartable run=%s", run_id)
        await _end_unstarted(run_id, Outcome(RunStatus.ERROR, error_code=INTERNAL_ERROR, error=repr(error)[:500]))
        return RunStatus.ERROR
    run = setup.run
    settle = functools.partial(settle_writes, workspace_id=run.thread.workspace_id)
    log = RunEventLog(run, settle_caches=settle, **({} if coalesce_seconds is None else
                                                    {"coalesce_seconds": coalesce_seconds}))
    progress = RunProgress()
    try:
        if resumed:
            await _go_on(setup, log)
        else:
            await _start(setup, log)
        async with asyncio.timeout(settings.LANTIDE_RUN_TIMEOUT):
            await _consume(setup, log, progress)
    except (EventWriteFailed, asyncio.CancelledError) as stop:
        if log.failure is None and not isinstance(stop, EventWriteFailed):
            progress.outcome = Outcome(RunStatus.CANCELLED, error="Cancelled by the user.")
    except TimeoutError:
        log.emit(Error(ErrorCode.TIMEOUT, f"The run took longer than {settings.LANTIDE_RUN_TIMEOUT:.0f} s.", retryable=True))
        progress.outcome = Outcome(RunStatus.TIMEOUT, error="The run timed out.")
    except LLMUnavailable as error:
        log.emit(Error(ErrorCode.LLM_UNAVAILABLE, str(error), retryable=error.retryable))
        progress.outcome = Outcome(RunStatus.ERROR, error_code=ErrorCode.LLM_UNAVAILABLE, error=str(error))
    except Exception as error:  # noqa: BLE001 - the run's boundary: a bug ends the run, never leaves it running
        logger.exception("agent.run.crashed", extra={"run": str(run.pk)})
        log.emit(Error(INTERNAL_ERROR, f"The run failed unexpectedly ({type(error).__name__}).", retryable=True))
        progress.outcome = Outcome(RunStatus.ERROR, error_code=INTERNAL_ERROR, error=repr(error)[:500])
    return await _finish(setup, log, progress)


async def _start(setup: RunSetup, log: RunEventLog) -> None:
    """run_started and status `running` commit together; then the thread's sockets hear of the run."""
    run = setup.run
    log.emit(_run_started(setup))
    await log.flush(also=lambda: mark_running(run.pk))
    await _announce(run)


def _run_started(setup: RunSetup) -> RunStarted:
    run = setup.run
    return RunStarted(str(run.thread_id), run.agent.name if run.agent else None, run.route, run.mode,
                      setup.profile.model, run.max_iterations, run.route_rule,
                      str(run.resumed_from.run_id) if run.resumed_from_id else None,
                      str(run.parent_run_id) if run.parent_run_id else None, _resumed_with(run))


def _resumed_with(run) -> str | None:
    if not run.resumed_from_id:
        return None
    return "timeout" if run.resumed_from.status == InterruptStatus.EXPIRED else "answer"


async def _go_on(setup: RunSetup, log: RunEventLog) -> None:
    """A run taken over after its process died: `resumed`, numbered on after its last stored event, and a
    checkpoint of where it picks up (the answer it had streamed kept, in the thread and in the model's context)."""
    run, recovered, turn = setup.run, setup.recovered, setup.turn
    await sync_to_async(log.number_on_after_stored)()
    log.last_checkpoint_id = recovered.checkpoint.pk if recovered.checkpoint else None
    if log.next_seq == 1:  # it died setting up: its log starts as every run's does
        log.emit(_run_started(setup))
    log.emit(Resumed(str(recovered.checkpoint.pk) if recovered.checkpoint else None, turn.iteration))
    # The migration graph goes on from its own last checkpoint, which must stay the thread's latest.
    checkpoint = None if run.route == Route.MIGRATION else PendingCheckpoint(turn.iteration,
                                                                             turn.checkpoint(setup.ctx).state)
    await log.flush(checkpoint=checkpoint,
                    also=lambda: keep_partial_answer(run, recovered.partial_answer, reason="process_restart"))
    logger.info("agent.run.resumed run=%s iteration=%s", run.pk, turn.iteration, extra={"run": str(run.pk)})
    await _announce(run)


def _closing_checkpoint(setup: RunSetup, outcome: Outcome, progress: RunProgress) -> PendingCheckpoint | None:
    """A turn that stopped early (cancelled, failed, timed out) stays in the model's context as the transcript
    shows it: its input, what it did, and the answer it had streamed."""
    if outcome.status not in (RunStatus.CANCELLED, RunStatus.ERROR, RunStatus.TIMEOUT) or setup.run.parent_run_id \
            or setup.run.route == Route.MIGRATION:  # the graph's state stays at its last node
        return None
    state = setup.turn.checkpoint(setup.ctx).state
    state["messages"] = closed_messages(state["messages"], progress.since_checkpoint)
    return PendingCheckpoint(setup.turn.iteration, state)


async def _finish(setup: RunSetup, log: RunEventLog, progress: RunProgress) -> str:
    run = setup.run
    answer = (progress.outcome.answer if progress.outcome else "") or progress.answer
    if log.failure is None:
        outcome = progress.outcome or Outcome(RunStatus.ERROR, error="The loop ended without an outcome.")
        await _title_by_model(setup, log, progress, outcome)  # before run_completed, as the knowledge is:
        await _extract_knowledge(setup, outcome)  # a client refreshing on run_completed sees them
        log.emit(RunCompleted(outcome.status, outcome.error_code))
        try:
            await log.flush(checkpoint=_closing_checkpoint(setup, outcome, progress),
                            also=lambda: finish_run(run, outcome, answer, setup.ctx.project_id, log.next_seq - 1))
        except EventWriteFailed:
            pass
    if log.failure is not None:
        outcome = await _end_after_write_failure(setup, log, answer)
    logger.info("agent.run.finished", extra={"run": str(run.pk), "status": outcome.status})
    return outcome.status


async def _title_by_model(setup: RunSetup, log: RunEventLog, progress: RunProgress, outcome: Outcome) -> None:
    """A conversation's first answered turn on a real model: the model titles it; its usage is the run's."""
    if outcome.status != RunStatus.SUCCESS or setup.run.parent_run_id or setup.run.route == Route.MIGRATION:
        return
    for usage in await title_conversation_by_model(run=setup.run, profile=setup.profile):
        log.emit(usage)
        await _record_usage(usage, setup, log, progress)


async def _extract_knowledge(setup: RunSetup, outcome: Outcome) -> None:
    """Passive knowledge extraction after a successful agent turn; best effort: a failure loses only proposals."""
    if outcome.status != RunStatus.SUCCESS or setup.run.route in (Route.QUEST_PROCESSOR, Route.MIGRATION):
        return
    try:
        await sync_to_async(extract_after_run)(setup.ctx)
    except (ApplicationError, DatabaseError):
        logger.warning("agent.knowledge.extraction_failed", exc_info=True, extra={"run": str(setup.run.pk)})


async def _end_after_write_failure(setup: RunSetup, log: RunEventLog, answer: str) -> Outcome:
    """EVENT_WRITE_FAILED: an error and one run_completed after the last stored event, the run row closed and
    the thread free, all at once; the answer streamed so far stays in the thread."""
    run, failure = setup.run, log.failure
    outcome = Outcome(RunStatus.ERROR, error_code=ErrorCode.EVENT_WRITE_FAILED,
                      error=f"{type(failure).__name__}: {failure}"[:500])
    events = [Error(ErrorCode.EVENT_WRITE_FAILED, "The run stopped: its progress could not be saved "
                                                  f"({type(failure).__name__}). Send the message again.", True),
              RunCompleted(RunStatus.ERROR, ErrorCode.EVENT_WRITE_FAILED)]
    stored = await sync_to_async(log.end_after_failure)(events, also=lambda: finish_run(
        run, outcome, answer, setup.ctx.project_id, log.next_seq - 1))
    await publish_events(run.pk, stored)
    return outcome
