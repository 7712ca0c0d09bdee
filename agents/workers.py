"""The run worker of the scaled-out shape (ARCHITECTURE §2): `manage.py runworker lantide-runs`.

Web processes hand runs to the run channel (LANTIDE_RUN_EXECUTOR=workers); a worker executes each on its own
event loop, exactly as the web process would in the embedded default: heartbeats, cancel by the run's stamp,
events published through the Redis layer to whichever process holds the run's sockets.
"""

import asyncio
import logging
import uuid

from channels.consumer import AsyncConsumer

from agents.runtime.executor import executor

logger = logging.getLogger(__name__)


class RunWorkerConsumer(AsyncConsumer):
    async def run_execute(self, message: dict) -> None:
        """Start the run and return at once: the worker keeps taking runs while this one executes."""
        try:
            run_id = str(uuid.UUID(str(message.get("run"))))
        except ValueError:
            logger.warning("agent.worker.bad_message", extra={"message": repr(message)[:200]})
            return
        executor.bind_loop(asyncio.get_running_loop())
        executor.execute_here(run_id)
