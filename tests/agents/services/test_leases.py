"""A workspace's runs go to one run worker at a time (ARCHITECTURE §2, scaled out): the lease a worker claims,
renews and releases, and the worker consumer handing a run on to the worker holding its workspace. The
consumers here are real `RunWorkerConsumer`s on the real channel layer (in memory, or Redis in make test's
second leg); two of them stand for two worker processes (test_run_workers.py runs real ones)."""

import asyncio
import contextlib
import logging
import os
import socket
import subprocess
import sys
from datetime import timedelta

import pytest
from asgiref.sync import sync_to_async
from asgiref.testing import ApplicationCommunicator
from channels.layers import get_channel_layer
from django.test import override_settings
from django.utils import timezone

from agents.models import WorkspaceRunLease
from agents.runtime.executor import RUN_CHANNEL
from agents.services import turn_start
from agents.services.leases import (
    LEASE_SECONDS,
    run_workspace_id,
    workspace_lease_claim,
    workspace_lease_release,
    workspace_leases_renew,
)
from agents.run_workers import RunWorkerConsumer
from lantide import processes
from lantide.processes import executor_identity
from tests import llm_server as llm
from tests.factories import ConversationFactory, WorkspaceFactory
from tests.runtime_helpers import two_conversations_in_one_workspace, wait_for_run

ONE, OTHER = "specific.one!a", "specific.other!b"


@pytest.mark.django_db
def test_the_first_worker_claims_a_workspace_and_keeps_it_until_it_releases_it():
    workspace = WorkspaceFactory()
    assert workspace_lease_claim(workspace_id=workspace.pk, worker=ONE) == ONE
    lease = WorkspaceRunLease.objects.get(workspace=workspace)
    assert timedelta(seconds=LEASE_SECONDS - 5) < lease.expires_at - timezone.now() <= timedelta(seconds=LEASE_SECONDS)
    assert workspace_lease_claim(workspace_id=workspace.pk, worker=OTHER) == ONE, "held: the holder is named"
    assert workspace_lease_claim(workspace_id=workspace.pk, worker=ONE) == ONE
    workspace_lease_release(workspace_id=workspace.pk, worker=OTHER)
    assert WorkspaceRunLease.objects.filter(workspace=workspace, worker=ONE).exists(), "only the holder frees it"
    workspace_lease_release(workspace_id=workspace.pk, worker=ONE)
    assert not WorkspaceRunLease.objects.filter(workspace=workspace).exists()
    assert workspace_lease_claim(workspace_id=workspace.pk, worker=OTHER) == OTHER


@pytest.mark.django_db
def test_an_expired_lease_goes_to_the_next_worker_and_renewing_keeps_only_ones_own():
    held, other = WorkspaceFactory(), WorkspaceFactory()
    workspace_lease_claim(workspace_id=held.pk, worker=ONE)
    workspace_lease_claim(workspace_id=other.pk, worker=OTHER)
    WorkspaceRunLease.objects.filter(workspace=held).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert workspace_lease_claim(workspace_id=held.pk, worker=OTHER) == OTHER, "a worker that died stops renewing"
    assert workspace_leases_renew(workspace_ids=[held.pk, other.pk], worker=ONE) == 0
    assert workspace_leases_renew(workspace_ids=[held.pk, other.pk], worker=OTHER) == 2
    workspace_lease_release(workspace_id=held.pk, worker=ONE)
    assert WorkspaceRunLease.objects.get(workspace=held).worker == OTHER


@pytest.mark.django_db
def test_a_lease_whose_holder_died_on_this_host_is_taken_over_at_once_and_a_live_or_remote_ones_is_not(caplog):
    """A worker killed with its lease fresh: the next run's worker need not wait for the lease to go stale (runs
    handed on to the dead worker's channel meanwhile would be lost until a sweeper handed them over again)."""
    caplog.set_level(logging.INFO, logger="agents.services.leases")
    dead_process = subprocess.Popen([sys.executable, "-c", "pass"])
    dead_process.wait()
    dead = f"{socket.gethostname()}:{dead_process.pid}:{processes.BOOT}"
    gone, alive, remote = WorkspaceFactory(), WorkspaceFactory(), WorkspaceFactory()
    assert workspace_lease_claim(workspace_id=gone.pk, worker=ONE, executor=dead) == ONE
    assert workspace_lease_claim(workspace_id=alive.pk, worker=ONE, executor=executor_identity()) == ONE
    assert workspace_lease_claim(workspace_id=remote.pk, worker=ONE, executor=f"elsewhere:{os.getpid()}:x") == ONE

    assert workspace_lease_claim(workspace_id=gone.pk, worker=OTHER, executor=executor_identity()) == OTHER
    assert workspace_lease_claim(workspace_id=alive.pk, worker=OTHER, executor=executor_identity()) == ONE
    assert workspace_lease_claim(workspace_id=remote.pk, worker=OTHER, executor=executor_identity()) == ONE, \
        "another host's process is never judged gone from here: its lease waits to go stale"
    lease = WorkspaceRunLease.objects.get(workspace=gone)
    assert (lease.worker, lease.executor) == (OTHER, executor_identity())
    assert timedelta(seconds=LEASE_SECONDS - 5) < lease.expires_at - timezone.now()
    assert [r.args for r in caplog.records if r.msg.startswith("agent.worker.lease_taken_over")] == [(gone.pk, dead)]
    assert workspace_leases_renew(workspace_ids=[gone.pk], worker=ONE) == 0, "the dead worker's renewal is void"


@pytest.mark.django_db
def test_a_runs_workspace_is_its_threads():
    conversation = ConversationFactory()
    with override_settings(LANTIDE_RUN_EXECUTOR="workers", CHANNEL_LAYERS=_no_layer()):
        run = turn_start(user=conversation.owner, conversation=conversation, text="hello")
    assert run_workspace_id(run_id=run.pk) == conversation.workspace_id
    assert run_workspace_id(run_id="00000000-0000-0000-0000-000000000000") is None


def _no_layer() -> dict:
    return {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}


async def test_a_run_of_a_workspace_another_worker_holds_is_handed_to_that_worker(llm_server, transactional_db,
                                                                                  caplog):
    caplog.set_level(logging.INFO, logger="agents.run_workers")
    first, second = await sync_to_async(two_conversations_in_one_workspace)(llm_server)
    llm_server.script("scripted", llm.text("first " * 40, chunk_size=4, chunk_delay=0.03), llm.text("second"))
    one, other = _worker(), _worker()
    try:
        run_one = await _handed_to(one, first, "one")
        holder = await _lease_holder(first.workspace_id)
        run_other = await _handed_to(other, second, "two")
        for run in (run_one, run_other):
            assert (await asyncio.to_thread(wait_for_run, run, timeout=30)).status == "success"
        taken = {r.args[0]: r.args[2] for r in caplog.records if r.msg.startswith("agent.worker.run_taken")}
        assert taken == {str(run_one): holder, str(run_other): holder}, "both ran on the worker holding it"
        assert [r.args for r in caplog.records if r.msg.startswith("agent.worker.run_handed_on")] == \
            [(str(run_other), holder)]
        await _until(lambda: not WorkspaceRunLease.objects.filter(workspace_id=first.workspace_id).exists())
    finally:
        for worker in (one, other):
            await _stop(worker)


async def test_a_bad_run_message_is_dropped_and_the_worker_goes_on(transactional_db, caplog):
    worker = _worker()
    try:
        await worker.send_input({"type": "run.execute", "run": "not-a-uuid"})
        await worker.send_input({"type": "run.execute", "run": "00000000-0000-0000-0000-000000000000",
                                 "hops": "many"})
        await _until(lambda: any("bad_message" in r.msg for r in caplog.records))
        assert not await sync_to_async(WorkspaceRunLease.objects.exists)()
    finally:
        await _stop(worker)


async def _stop(worker: ApplicationCommunicator) -> None:
    worker.stop(exceptions=False)
    with contextlib.suppress(asyncio.CancelledError):
        await worker.future


def _worker() -> ApplicationCommunicator:
    return ApplicationCommunicator(RunWorkerConsumer.as_asgi(), {"type": "channel", "channel": RUN_CHANNEL})


async def _handed_to(worker: ApplicationCommunicator, conversation, text: str):
    """Start a turn the way a web process of the scaled-out shape does, and pass its message to `worker`."""
    with override_settings(LANTIDE_RUN_EXECUTOR="workers"):
        run = await sync_to_async(turn_start)(user=conversation.owner, conversation=conversation, text=text)
    layer = get_channel_layer()
    while (message := await asyncio.wait_for(layer.receive(RUN_CHANNEL), 10))["run"] != str(run.pk):
        pass  # a message another test left on the run channel
    await worker.send_input(message)
    return run.pk


async def _lease_holder(workspace_id: int) -> str:
    await _until(lambda: WorkspaceRunLease.objects.filter(workspace_id=workspace_id).exists())
    return await sync_to_async(lambda: WorkspaceRunLease.objects.get(workspace_id=workspace_id).worker)()


async def _until(condition, timeout: float = 10.0) -> None:
    for _ in range(int(timeout / 0.05)):
        if await sync_to_async(condition)():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the condition never held")
