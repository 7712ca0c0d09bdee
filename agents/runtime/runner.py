"""Executing one run: the loop's events go to the durable log, its signals become rows and statuses."""

import asyncio
import logging
from dataclasses import dataclass

from asgiref.sync import sync_to_async
from django.conf import settings
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from agents.models import Conversation, Interrupt, Message, MessageRole, Route, Run, RunEvent, RunStatus
from agents.runtime.events import Error, MessageDelta, RunCompleted, RunStarted
from agents.runtime.events import Event as RunEventType
from agents.runtime.llm.gateway import LLMUnavailable
from agents.runtime.quest import stream_quest_run
from agents.runtime.react import stream_react_run
from agents.runtime.setup import RunSetup, load_run_setup
from agents.runtime.signals import CheckpointSignal, InterruptRequest, Outcome
from agents.runtime.store import PendingCheckpoint, RunEventLog, publish_events, publish_run_opened
from lantide.errors import ErrorCode

logger = logging.getLogger(__name__)
INTERNAL_ERROR = "INTERNAL_ERROR"
RUN_ABANDONED = "RUN_ABANDONED"


@dataclass
class RunProgress:
    answer: str = ""
    outcome: Outcome | None = None


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
    Run.objects.filter(pk=run.pk).update(status=outcome.status, finished_at=timezone.now(), last_seq=last_seq,
                                         error_code=outcome.error_code or "", error=outcome.error[:2000],
                                         answer=answer)
    if answer and run.parent_run_id is None:
        Message.objects.create(conversation_id=run.thread_id, role=MessageRole.ASSISTANT, content=answer, run=run,
                               data={"partial": outcome.status != RunStatus.SUCCESS, "status": outcome.status})
    Conversation.objects.filter(pk=run.thread_id).update(updated_at=timezone.now(), project_id=project_id)


def _stream_of(setup: RunSetup):
    """The engine the route chose: chat completion, or the agent loop."""
    if setup.run.route == Route.QUEST_PROCESSOR:
        return stream_quest_run(ctx=setup.ctx, profile=setup.profile, turn=setup.turn, limits=setup.limits,
                                mentioned=setup.mentioned)
    return stream_react_run(ctx=setup.ctx, profile=setup.profile, turn=setup.turn, inputs=setup.inputs,
                            limits=setup.limits)


async def _consume(setup: RunSetup, log: RunEventLog, progress: RunProgress) -> None:
    async for item in _stream_of(setup):
        if isinstance(item, CheckpointSignal):
            await log.flush(checkpoint=PendingCheckpoint(item.iteration, item.state), wait=False)
        elif isinstance(item, InterruptRequest):
            await log.flush(also=lambda request=item: create_interrupt(setup.run, request))
        elif isinstance(item, Outcome):
            progress.outcome = item
        elif isinstance(item, RunEventType):
            if isinstance(item, MessageDelta):
                progress.answer += item.delta
            log.emit(item)


def fail_unstartable_run(run_id, error: Exception) -> list[dict]:
    """A run whose setup failed still ends, with its error in the log, so nobody waits for it."""
    run = Run.objects.select_related("thread").get(pk=run_id)
    outcome = Outcome(RunStatus.ERROR, error_code=INTERNAL_ERROR, error=repr(error)[:500])
    events = [Error(INTERNAL_ERROR, f"The run could not start ({type(error).__name__}).", retryable=True),
              RunCompleted(RunStatus.ERROR, INTERNAL_ERROR)]
    log = RunEventLog(run)
    return log.commit_now(events, also=lambda: finish_run(run, outcome, "", run.thread.project_id,
                                                         run.last_seq + len(events)))


async def _announce(run: Run) -> None:
    if run.parent_run_id is None:
        await publish_run_opened(thread_id=run.thread_id, run_id=run.pk)


async def execute_run(run_id, *, coalesce_seconds: float | None = None) -> str:
    """Run to the end (success, error, interrupt, cancel, timeout, limit); returns the final status."""
    try:
        setup = await sync_to_async(load_run_setup)(run_id)
    except Exception as error:  # noqa: BLE001 - the run's boundary: a run that cannot start must still end
        logger.exception("agent.run.unstartable run=%s", run_id)
        await publish_events(run_id, await sync_to_async(fail_unstartable_run)(run_id, error))
        await _announce(await sync_to_async(Run.objects.only("thread_id", "parent_run_id").get)(pk=run_id))
        return RunStatus.ERROR
    run = setup.run
    log = RunEventLog(run) if coalesce_seconds is None else RunEventLog(run, coalesce_seconds=coalesce_seconds)
    log.emit(RunStarted(str(run.thread_id), run.agent.name if run.agent else None, run.route, run.mode,
                        setup.profile.model, run.max_iterations, run.route_rule,
                        str(run.resumed_from.run_id) if run.resumed_from_id else None,
                        str(run.parent_run_id) if run.parent_run_id else None))
    await log.flush(also=lambda: mark_running(run.pk))  # run_started and status `running` commit together
    await _announce(run)
    progress = RunProgress()
    try:
        async with asyncio.timeout(settings.LANTIDE_RUN_TIMEOUT):
            await _consume(setup, log, progress)
    except asyncio.CancelledError:
        progress.outcome = Outcome(RunStatus.CANCELLED, error="Cancelled by the user.")
    except TimeoutError:
        log.emit(Error("TIMEOUT", f"The run took longer than {settings.LANTIDE_RUN_TIMEOUT:.0f} s.", retryable=True))
        progress.outcome = Outcome(RunStatus.TIMEOUT, error="The run timed out.")
    except LLMUnavailable as error:
        log.emit(Error(ErrorCode.LLM_UNAVAILABLE, str(error), retryable=error.retryable))
        progress.outcome = Outcome(RunStatus.ERROR, error_code=ErrorCode.LLM_UNAVAILABLE, error=str(error))
    except Exception as error:  # noqa: BLE001 - the run's boundary: a bug ends the run, never leaves it running
        logger.exception("agent.run.crashed", extra={"run": str(run.pk)})
        log.emit(Error(INTERNAL_ERROR, f"The run failed unexpectedly ({type(error).__name__}).", retryable=True))
        progress.outcome = Outcome(RunStatus.ERROR, error_code=INTERNAL_ERROR, error=repr(error)[:500])
    outcome = progress.outcome or Outcome(RunStatus.ERROR, error="The loop ended without an outcome.")
    answer = outcome.answer or progress.answer
    log.emit(RunCompleted(outcome.status, outcome.error_code))
    await log.flush(also=lambda: finish_run(run, outcome, answer, setup.ctx.project_id, log.next_seq - 1))
    logger.info("agent.run.finished", extra={"run": str(run.pk), "status": outcome.status})
    return outcome.status


def end_abandoned_run(run: Run) -> list[dict]:
    """Close a run nobody executes any more; its log continues after the last stored event."""
    from django.db.models import Max

    log = RunEventLog(run)
    log.next_seq = (RunEvent.objects.filter(run=run).aggregate(last=Max("seq"))["last"] or 0) + 1
    outcome = Outcome(RunStatus.ERROR, error_code=RUN_ABANDONED, error="Its executor stopped (restart or crash).")
    events = [Error(RUN_ABANDONED, "The run stopped when its server restarted; send the message again.", True),
              RunCompleted(RunStatus.ERROR, RUN_ABANDONED)]
    return log.commit_now(events, also=lambda: finish_run(run, outcome, "", run.thread.project_id,
                                                         log.next_seq - 1))
