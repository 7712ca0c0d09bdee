"""The run worker of the scaled-out shape (ARCHITECTURE §2): `manage.py runworker lantide-runs`.

Web processes hand runs to the run channel (LANTIDE_RUN_EXECUTOR=workers); a worker executes each on its own
event loop, exactly as the web process would in the embedded default: heartbeats, cancel by the run's stamp,
events published through the Redis layer to whichever process holds the run's sockets.

A workspace's runs go to one worker at a time (agents.services.leases): a run of a workspace another worker
holds is handed on to that worker's own channel.
"""

import asyncio
import concurrent.futures
import functools
import itertools
import logging
import uuid

from asgiref.sync import sync_to_async
from channels.consumer import AsyncConsumer
from channels.exceptions import StopConsumer
from channels.layers import get_channel_layer
from channels.utils import await_many_dispatch
from channels.worker import Worker
from django.db import DatabaseError, connections

from agents.runtime.executor import RUN_CHANNEL, executor
from agents.services.sweeper import sweeper_start
from lantide.channel_layers import CHANNEL_LAYER_DOWN
from lantide.processes import executor_identity
from lantide.tasks import spawn
from agents.services.leases import (
    RENEW_SECONDS,
    run_workspace_id,
    workspace_lease_claim,
    workspace_lease_release,
    workspace_leases_renew,
)

logger = logging.getLogger(__name__)
MAX_HOPS = 3  # hand-ons in a row before the run goes back to the run channel
REQUEUE_SECONDS = 1.0
RECONNECT_SECONDS = (0.5, 1.0, 2.0, 5.0)  # between receives while the channel layer is away (then every 5 s)


async def receive_riding_out_outages(layer, channel: str) -> dict:
    """The next message of `channel`; while Redis is away (a restart, a failover) it keeps trying with backoff
    instead of raising, which would end the listener, and with it the worker's runs, for good."""
    for attempt in itertools.count():
        try:
            return await layer.receive(channel)
        except CHANNEL_LAYER_DOWN as error:
            delay = RECONNECT_SECONDS[min(attempt, len(RECONNECT_SECONDS) - 1)]
            logger.warning("agent.worker.channel_layer_unavailable channel=%s retry_in=%.1fs error=%s", channel,
                           delay, error)
            await asyncio.sleep(delay)


# Intake and leases on a thread of their own: the ORM thread carries every run's writes in this process, and at a
# hundred streaming runs a run waiting to be taken (or a lease waiting to be renewed) queued behind them for minutes.
_LEASE_THREAD = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="lantide-leases")


def _closing(fn):
    @functools.wraps(fn)
    def call(**kwargs):
        try:
            return fn(**kwargs)
        finally:  # a connection of its own per call: nothing broken is reused, nothing is left open
            connections.close_all()
    return call


def on_lease_thread(fn):
    return sync_to_async(_closing(fn), thread_sensitive=False, executor=_LEASE_THREAD)


class RunWorker(Worker):
    """channels' Worker, whose listeners ride out a channel-layer outage (`manage.py runworker`)."""

    async def handle(self):
        """Sweep from the start: a worker restarted after a crash takes over what its dead self left at once, not
        when its first run arrives."""
        if executor.bind_loop(asyncio.get_running_loop()):
            sweeper_start()
        await super().handle()

    async def listener(self, channel):
        while True:
            message = await receive_riding_out_outages(self.channel_layer, channel)
            if not message.get("type"):
                logger.warning("agent.worker.untyped_message channel=%s", channel)
                continue
            queue = self.get_or_create_application_instance(channel, {"type": "channel", "channel": channel})
            await queue.put(message)


class RunWorkerConsumer(AsyncConsumer):
    async def __call__(self, scope, receive, send):
        """channels' own dispatch loop, with this worker's private channel (runs handed on to it) received through
        `receive_riding_out_outages`, so a Redis restart does not end the consumer and its leases."""
        self.scope = scope
        self.channel_layer = get_channel_layer(self.channel_layer_alias)
        self.channel_name = await self.channel_layer.new_channel()
        self.channel_receive = functools.partial(receive_riding_out_outages, self.channel_layer, self.channel_name)
        self.base_send = send
        try:
            await await_many_dispatch([receive, self.channel_receive], self.dispatch)
        except StopConsumer:
            pass

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # workspace id -> a token per delivery executing here. Per delivery, not per run: a duplicate delivery
        # of a run executing here is dropped at once, and must give back only its own share of the lease.
        self._held: dict[int, set[object]] = {}
        self._leasing = asyncio.Lock()  # a claim and a release of one worker never interleave
        self._renewer: asyncio.Task | None = None

    async def run_execute(self, message: dict) -> None:
        """Start the run and return at once: the worker keeps taking runs while this one executes."""
        try:
            run_id = str(uuid.UUID(str(message.get("run"))))
        except ValueError:
            logger.warning("agent.worker.bad_message", extra={"run_message": repr(message)[:200]})
            return
        delivery = object()
        try:
            workspace_id = await on_lease_thread(run_workspace_id)(run_id=run_id)
            if workspace_id is not None and not await self._hold(message, run_id=run_id, workspace_id=workspace_id,
                                                                 delivery=delivery):
                return
        except DatabaseError:
            logger.exception("agent.worker.lease_failed run=%s", run_id)
            self._in_background(self._requeue_later(message))
            return
        logger.info("agent.worker.run_taken run=%s workspace=%s worker=%s", run_id, workspace_id, self.channel_name)
        if executor.bind_loop(asyncio.get_running_loop()):
            sweeper_start()
        orphan_of = message.get("orphan_of") if isinstance(message.get("orphan_of"), str) else ""
        running = executor.execute_here(run_id, orphan_of=orphan_of)
        if workspace_id is not None:
            self._in_background(self._release_after(running, workspace_id=workspace_id, delivery=delivery))
            if self._renewer is None or self._renewer.done():
                self._renewer = spawn(self._renew_while_holding(), name="lease-renewer", worker=self.channel_name)

    async def _hold(self, message: dict, *, run_id: str, workspace_id: int, delivery: object) -> bool:
        """True when this worker holds the workspace now (the delivery is counted); else the run is handed on."""
        async with self._leasing:
            holder = await on_lease_thread(workspace_lease_claim)(workspace_id=workspace_id, worker=self.channel_name,
                                                                executor=executor_identity())
            if holder == self.channel_name:
                self._held.setdefault(workspace_id, set()).add(delivery)
                return True
        await self._hand_on(message, run_id=run_id, holder=holder)
        return False

    def _in_background(self, coroutine) -> None:
        spawn(coroutine, name="run-worker", worker=self.channel_name)

    async def _hand_on(self, message: dict, *, run_id: str, holder: str) -> None:
        """To the holder's own channel; after MAX_HOPS in a row (the lease kept changing hands), back to the run
        channel after a pause."""
        hops = message.get("hops") if isinstance(message.get("hops"), int) else 0
        if hops < MAX_HOPS:
            logger.info("agent.worker.run_handed_on run=%s to=%s", run_id, holder)
            await self.channel_layer.send(holder, {**message, "hops": hops + 1})
            return
        self._in_background(self._requeue_later(message))

    async def _requeue_later(self, message: dict) -> None:
        await asyncio.sleep(REQUEUE_SECONDS)
        await self.channel_layer.send(RUN_CHANNEL, {**message, "hops": 0})

    async def _release_after(self, running, *, workspace_id: int, delivery: object) -> None:
        """Once this delivery's execution ends (at once for a dropped duplicate), give back its share; the lease
        goes when no delivery here still executes a run of the workspace."""
        try:
            await asyncio.wrap_future(running)
        except (Exception, asyncio.CancelledError):  # noqa: BLE001 - the run recorded its own end; free the lease
            pass
        async with self._leasing:
            deliveries = self._held.get(workspace_id, set())
            deliveries.discard(delivery)
            if deliveries:
                return
            self._held.pop(workspace_id, None)
            try:
                await on_lease_thread(workspace_lease_release)(workspace_id=workspace_id, worker=self.channel_name)
            except DatabaseError:  # the lease then expires unrenewed, and the next run's worker takes it over
                logger.exception("agent.worker.lease_release_failed workspace=%s", workspace_id)

    async def _renew_while_holding(self) -> None:
        while self._held:
            await asyncio.sleep(RENEW_SECONDS)
            try:
                await on_lease_thread(workspace_leases_renew)(workspace_ids=list(self._held), worker=self.channel_name)
            except DatabaseError:  # the next renewal tries again; the lease outlives two misses
                logger.exception("agent.worker.lease_renew_failed")
