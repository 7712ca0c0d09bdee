"""The run dispatch port: the one way a surface, a service or a tool starts, takes over, cancels or delegates a run.

Callers name a run by id and never see who executes it. The executor (agents.runtime.executor: the web process's
loop in the embedded default, the run workers when scaled out) plugs itself in when the agents app is ready, so
nothing above the runtime imports it, and the runtime's own tools can delegate without an import cycle.
"""

import concurrent.futures
from typing import Protocol

from django.core.exceptions import ImproperlyConfigured
from django.db import transaction


class RunExecutor(Protocol):
    def submit(self, run_id, *, orphan_of: str = "") -> concurrent.futures.Future: ...

    def cancel(self, run_id) -> bool: ...

    def is_local(self, run_id) -> bool: ...

    def local_run_ids(self) -> set[str]: ...

    async def run_inline(self, run_id) -> str | None: ...


_installed: list[RunExecutor] = []


def executor_install(executor: RunExecutor) -> None:
    """Called once, by AgentsConfig.ready()."""
    _installed[:] = [executor]


def _executor() -> RunExecutor:
    if not _installed:
        raise ImproperlyConfigured("No run executor is installed: the agents app installs one when it is ready.")
    return _installed[0]


def run_dispatch_after_commit(*, run_id) -> None:
    """Execute a new (pending) run once the transaction that created it commits."""
    transaction.on_commit(lambda: _executor().submit(run_id))


def run_dispatch(*, run_id, orphan_of: str = "") -> concurrent.futures.Future:
    """Execute a pending run now, or with `orphan_of` take it over from that dead executor. The future is done
    when the run ends here (at once when it was handed to a run worker)."""
    return _executor().submit(run_id, orphan_of=orphan_of)


def run_cancel_signal(*, run_id) -> bool:
    """Stop a run executing in this process at once; False when it runs elsewhere (it sees its stamp instead)."""
    return _executor().cancel(run_id)


def run_is_local(*, run_id) -> bool:
    return _executor().is_local(run_id)


def runs_executing_here() -> set[str]:
    """The ids of the runs this process executes now."""
    return _executor().local_run_ids()


async def run_inline(*, run_id) -> str | None:
    """Execute a run as a task of the caller's loop (a foreground sub-agent); cancelling the caller cancels it."""
    return await _executor().run_inline(run_id)
