"""Starting child runs for `delegate_to_agent`: who may be delegated to, and the limits (ARCHITECTURE §5)."""

from django.conf import settings
from django.db import transaction

from agents.models import ACTIVE_RUN_STATUSES, Agent, Route, Run, RunStatus, Thoroughness
from agents.runtime.dispatch import run_dispatch_after_commit
from agents.runtime.llm.profiles import profile_named
from agents.runtime.routing import RULE_DELEGATED
from agents.selectors import agents_visible_to
from lantide.errors import ApplicationError, ErrorCode, invalid
from lantide.models import UserPreferences


def agent_visible_by_name(*, user, name: str) -> Agent:
    """The first visible agent with this name (case-insensitive), or NOT_FOUND listing the names there are."""
    agents = list(agents_visible_to(user=user))
    for agent in agents:
        if agent.name.lower() == (name or "").strip().lower():
            return agent
    known = ", ".join(a.name for a in agents[:20]) or "none"
    raise ApplicationError(ErrorCode.NOT_FOUND, f"There is no agent named {name!r}; agents you can use: {known}.")


def iterations_for(*, agent: Agent, thoroughness: str) -> int:
    caps = agent.max_iterations if isinstance(agent.max_iterations, dict) else {}
    return int(caps.get(thoroughness) or settings.LANTIDE_THOROUGHNESS_ITERATIONS[thoroughness])


def run_depth(run: Run) -> int:
    """0 for a top-level run, 1 for its child, and so on."""
    depth, parent_id = 0, run.parent_run_id
    while parent_id is not None and depth <= settings.LANTIDE_SUBAGENT_MAX_DEPTH:
        depth += 1
        parent_id = Run.objects.filter(pk=parent_id).values_list("parent_run_id", flat=True).first()
    return depth


def _check_limits(*, parent: Run, user) -> None:
    if run_depth(parent) + 1 > settings.LANTIDE_SUBAGENT_MAX_DEPTH:
        raise ApplicationError(ErrorCode.DELEGATION_LIMIT, f"Sub-agents cannot delegate beyond a depth of "
                               f"{settings.LANTIDE_SUBAGENT_MAX_DEPTH}; do this part yourself.")
    active = Run.objects.filter(thread__owner=user, parent_run__isnull=False,
                                status__in=ACTIVE_RUN_STATUSES).count()
    if active >= settings.LANTIDE_SUBAGENT_MAX_CONCURRENT:
        raise ApplicationError(ErrorCode.DELEGATION_LIMIT, f"{active} sub-agents are already running for this "
                               f"user (the limit is {settings.LANTIDE_SUBAGENT_MAX_CONCURRENT}); wait for one "
                               "to finish or do the work yourself.")


def subagent_start(*, parent: Run, agent: Agent, task: str, thoroughness: str = "", background: bool = False) -> Run:
    """Create the child run of `parent` (pending); a background child is submitted to the executor on commit."""
    task = (task or "").strip()
    if not task:
        raise invalid("Give the sub-agent a task.")
    thoroughness = thoroughness or agent.default_thoroughness or Thoroughness.MEDIUM
    if thoroughness not in Thoroughness.values:
        raise invalid(f"thoroughness must be one of {', '.join(Thoroughness.values)}.")
    user = parent.thread.owner
    max_iterations = iterations_for(agent=agent, thoroughness=thoroughness)
    profile = profile_named(agent.preferred_model or parent.llm_profile)
    with transaction.atomic():
        # One row per user serializes the count-then-create across processes (PostgreSQL row lock).
        UserPreferences.objects.select_for_update().get_or_create(user=user)
        _check_limits(parent=parent, user=user)
        child = Run.objects.create(
            thread_id=parent.thread_id, agent=agent, parent_run=parent, created_by=parent.created_by,
            status=RunStatus.PENDING, route=Route.AGENT_EXECUTOR, route_rule=RULE_DELEGATED, mode=parent.mode,
            query=task, model=profile.model, llm_profile=profile.name, thoroughness=thoroughness,
            max_iterations=max_iterations,
            subagent_config={"agent_name": agent.name, "thoroughness": thoroughness,
                             "max_iterations": max_iterations, "background": background},
        )
        if background:
            run_dispatch_after_commit(run_id=child.pk)
    return child
