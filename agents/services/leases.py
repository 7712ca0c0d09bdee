"""Which run worker executes a workspace's runs (scaled out, ARCHITECTURE §2).

DuckDB lets one process at a time write a file. Run workers share the workspace files, so each workspace's
runs go to one worker at a time: the worker that takes a run first claims the workspace's lease, renews it
while it has runs there, and deletes it when the last one ends. A worker that takes a run of a workspace
another worker holds hands the run on to the holder. A worker that died stops renewing: once its lease missed a
renewal (STALE_SECONDS left of it) the next run's worker takes it over; on the dead worker's own host, at once
(its process is known gone: lantide.processes).
"""

import logging
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from agents.models import Run, WorkspaceRunLease
from lantide.processes import executor_is_gone

logger = logging.getLogger(__name__)

LEASE_SECONDS = 30.0
RENEW_SECONDS = LEASE_SECONDS / 3
# A lease that missed its renewal by half a period is its dead worker's: taken over then, not when it expires
# (runs handed on to a dead worker's channel in the meantime were lost until their next hand-over).
STALE_SECONDS = LEASE_SECONDS - 1.5 * RENEW_SECONDS


def run_workspace_id(*, run_id) -> int | None:
    """The workspace of a run's thread; None for an unknown run."""
    return Run.objects.filter(pk=run_id).values_list("thread__workspace", flat=True).first()


def workspace_lease_claim(*, workspace_id: int, worker: str, executor: str = "") -> str:
    """The worker to execute the workspace's runs now: `worker` (whose process is `executor`) when the lease is
    free, stale, its holder's process is gone, or it is already its own (renewed then); else the holder."""
    for _ in range(3):  # a lease that expires, is deleted or taken over between the statements: look again
        now = timezone.now()
        held = {"worker": worker, "executor": executor, "expires_at": now + timedelta(seconds=LEASE_SECONDS)}
        stale = now + timedelta(seconds=STALE_SECONDS)
        if WorkspaceRunLease.objects.filter(Q(worker=worker) | Q(expires_at__lte=stale),
                                            workspace_id=workspace_id).update(**held):
            return worker
        try:
            with transaction.atomic():
                WorkspaceRunLease.objects.create(workspace_id=workspace_id, **held)
            return worker
        except IntegrityError:  # another worker created it first (or the workspace is gone)
            holder = (WorkspaceRunLease.objects.filter(workspace_id=workspace_id, expires_at__gt=stale)
                      .values_list("worker", "executor").first())
            if holder is None:
                continue
            if not (holder[1] and executor_is_gone(holder[1])):
                return holder[0]
            if WorkspaceRunLease.objects.filter(workspace_id=workspace_id, worker=holder[0]).update(**held):
                logger.info("agent.worker.lease_taken_over workspace=%s from=%s", workspace_id, holder[1])
                return worker
    return worker


def workspace_leases_renew(*, workspace_ids: list[int], worker: str) -> int:
    """Keep the leases `worker` holds on these workspaces alive; returns how many it still held."""
    until = timezone.now() + timedelta(seconds=LEASE_SECONDS)
    return WorkspaceRunLease.objects.filter(workspace_id__in=workspace_ids, worker=worker).update(expires_at=until)


def workspace_lease_release(*, workspace_id: int, worker: str) -> None:
    """Free the workspace for any worker; a lease another worker has taken over stays its."""
    WorkspaceRunLease.objects.filter(workspace_id=workspace_id, worker=worker).delete()
