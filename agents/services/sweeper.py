"""The run sweeper of a serving process (a web process or a run worker), started once its loop is bound.

At once (after a restart, the runs this host's dead process left are taken over now), then every SWEEP_SECONDS:
expired questions resume with a timeout observation, runs enqueued on an idle thread start, orphaned runs go on from their last checkpoint (or end
RUN_ABANDONED when they cannot), and pending runs whose start was lost are handed over again (a claim drops
duplicates). Runs are handed over through the dispatch port, like every other start.
"""

import asyncio
import logging

from asgiref.sync import sync_to_async
from django.db import DatabaseError, close_old_connections

from agents.runtime.dispatch import run_dispatch, runs_executing_here
from agents.runtime.recovery import can_resume, orphaned_runs
from agents.services.run_queue import queued_runs_promote
from agents.services.runs import interrupts_resume_expired, run_abandon
from lantide.tasks import spawn

logger = logging.getLogger(__name__)
SWEEP_SECONDS = 5.0  # a dead process of this host is known gone at once: its runs go on within this (three cheap reads)


def sweeper_start() -> asyncio.Task:
    """Sweep on the running loop for as long as it runs."""
    return spawn(_sweep_forever(), name="run-sweeper")


async def _sweep_forever() -> None:
    while True:
        try:
            await sweep_once()
        except DatabaseError:  # the database is away: the next sweep tries again on a fresh connection
            logger.exception("agent.runs.sweep_failed")
            await sync_to_async(close_old_connections)()
        except Exception:  # noqa: BLE001 - one failed sweep must not end the sweeping: logged, tried again
            logger.exception("agent.runs.sweep_failed")
        await asyncio.sleep(SWEEP_SECONDS)


async def sweep_once() -> None:
    await sync_to_async(interrupts_resume_expired)()
    await sync_to_async(queued_runs_promote)()
    orphans, unclaimed = await sync_to_async(orphaned_runs)(local_runs=runs_executing_here())
    for run in orphans:
        if can_resume(run):
            logger.info("agent.run.resuming run=%s from=%s", run.pk, run.executor, extra={"run": str(run.pk)})
            await _dispatch(run.pk, orphan_of=run.executor)
        else:
            await sync_to_async(run_abandon)(run=run)
    for run in unclaimed:
        logger.info("agent.run.resubmitted run=%s", run.pk, extra={"run": str(run.pk)})
        await _dispatch(run.pk)


async def _dispatch(run_id, *, orphan_of: str = "") -> None:
    """A dispatch blocks (a hand-over to the workers goes through async_to_sync): off the loop it runs on."""
    await sync_to_async(run_dispatch, thread_sensitive=False)(run_id=run_id, orphan_of=orphan_of)
