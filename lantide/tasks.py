"""Background tasks that are never lost: referenced until they end, and a failure is logged with what the task
was for instead of surfacing, much later or never, as asyncio's "Task exception was never retrieved"."""

import asyncio
import contextvars
import functools
import logging

logger = logging.getLogger(__name__)
_running: set[asyncio.Task] = set()  # asyncio keeps only weak references to tasks


def spawn(coroutine, *, name: str, detached: bool = False, **context) -> asyncio.Task:
    """Start `coroutine` as a task of the running loop; `context` (run=…, workspace=…) goes into its failure's log.
    A `detached` task outlives the request that started it, so it gets a fresh context: the request's (its
    thread-sensitive executor, which quits when the request ends) would break its later database calls."""
    task = asyncio.get_running_loop().create_task(
        coroutine, name=name, context=contextvars.Context() if detached else None)
    _running.add(task)
    task.add_done_callback(functools.partial(_observe, context=context))
    return task


def _observe(task: asyncio.Task, *, context: dict) -> None:
    _running.discard(task)
    if task.cancelled():
        return
    error = task.exception()
    if error is not None:
        described = " ".join(f"{key}={value}" for key, value in context.items())
        logger.error("task.failed name=%s %s", task.get_name(), described, exc_info=error,
                     extra={key: str(value) for key, value in context.items()})
