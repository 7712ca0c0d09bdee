"""Sub-agents: `delegate_to_agent` starts a child run; its steps stream into the parent as `subagent_*` events."""

import asyncio

from asgiref.sync import sync_to_async
from django.conf import settings
from django.utils import timezone

from agents.models import Run, RunStatus, Thoroughness
from agents.runtime.context import RunContext
from agents.runtime.dispatch import run_inline
from agents.runtime.events import SubagentCompleted, SubagentFailed, SubagentIterationStep, SubagentStarted
from agents.runtime.subagent_runs import agent_visible_by_name, subagent_start
from agents.runtime.subscription import follow_run
from agents.runtime.tools.registry import Safety, ToolError, tool
from lantide.errors import ApplicationError, ErrorCode
from lantide.ids import uuid_or_none

FINISHED_WELL = {RunStatus.SUCCESS, RunStatus.ITERATION_LIMIT}
TERMINAL = {s for s in RunStatus.values if s not in (RunStatus.PENDING, RunStatus.RUNNING)}
MAX_WAIT_SECONDS = 60


def _remaining_seconds(run: Run) -> float:
    started = run.started_at or timezone.now()
    return settings.LANTIDE_RUN_TIMEOUT - (timezone.now() - started).total_seconds()


def _bounded(text: str) -> str:
    limit = settings.LANTIDE_SUBAGENT_OUTPUT_CHARS
    return text if len(text) <= limit else text[:limit] + f"… [cut at {limit} characters]"


async def _forward_steps(ctx: RunContext, child_id: str, agent_name: str) -> None:
    async for frame in follow_run(child_id):
        if frame.type == "iteration_step":
            data = frame.event["data"]
            ctx.emit(SubagentIterationStep(child_id, agent_name, data["iteration"], data["thought"],
                                           data.get("actions", [])))


def _ending(child: Run, agent_name: str, iterations: int):
    if child.status in FINISHED_WELL:
        return SubagentCompleted(str(child.pk), agent_name, child.status, iterations, _bounded(child.answer))
    return SubagentFailed(str(child.pk), agent_name, child.status, child.error_code, child.error[:500])


def _outcome(child: Run, agent_name: str) -> dict:
    return {"child_run": str(child.pk), "agent": agent_name, "status": child.status,
            "answer": _bounded(child.answer), "error": child.error[:500] or None}


async def _run_in_process(ctx: RunContext, child: Run, agent_name: str) -> dict:
    forwarder = asyncio.create_task(_forward_steps(ctx, str(child.pk), agent_name))
    try:
        await run_inline(run_id=child.pk)
        await asyncio.wait_for(forwarder, timeout=10)
    finally:
        forwarder.cancel()
    child = await Run.objects.aget(pk=child.pk)
    iterations = await child.events.filter(type="iteration_step").acount()
    ctx.emit(_ending(child, agent_name, iterations))
    return _outcome(child, agent_name)


@tool(safety=Safety.SAFE, feature="agents")
async def delegate_to_agent(ctx: RunContext, agent_name: str, task: str, thoroughness: str = "",
                            background: bool = False) -> dict:
    """Hand a self-contained task to another agent (a sub-agent) and get its answer back.

    Args:
        agent_name: The agent's name, as listed under "Agents you can delegate to".
        task: Everything the sub-agent needs: it does not see this conversation.
        thoroughness: quick, medium or very_thorough; empty uses the agent's default.
        background: Start it and get a handle at once; read its answer later with subagent_result.
    """
    if thoroughness and thoroughness not in Thoroughness.values:
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, f"thoroughness must be one of {', '.join(Thoroughness.values)}.")
    run = await Run.objects.select_related("thread__owner").aget(pk=ctx.run.pk)
    background = background or _remaining_seconds(run) < settings.LANTIDE_SUBAGENT_FOREGROUND_MIN_SECONDS
    try:
        agent = await sync_to_async(agent_visible_by_name)(user=ctx.user, name=agent_name)
        child = await sync_to_async(subagent_start)(parent=run, agent=agent, task=task, thoroughness=thoroughness,
                                                    background=background)
    except ApplicationError as error:
        raise ToolError(error.code, error.detail) from error
    ctx.emit(SubagentStarted(str(child.pk), agent.name, task[:500], child.thoroughness, child.max_iterations,
                             background))
    if background:
        return {"child_run": str(child.pk), "agent": agent.name, "status": "running", "background": True,
                "next": "Call subagent_result with this child_run to read its answer when you need it."}
    return await _run_in_process(ctx, child, agent.name)


@tool(safety=Safety.SAFE, feature="agents")
async def subagent_result(ctx: RunContext, child_run: str, wait_seconds: int = 0) -> dict:
    """Read the answer of a sub-agent started in the background (waiting up to wait_seconds for it).

    Args:
        child_run: The handle delegate_to_agent returned.
        wait_seconds: How long to wait for it to finish, 0 to 60.
    """
    if not 0 <= wait_seconds <= MAX_WAIT_SECONDS:
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, f"wait_seconds must be between 0 and {MAX_WAIT_SECONDS}.")
    child = await Run.objects.filter(pk=uuid_or_none(child_run), thread=ctx.conversation,
                                     parent_run__isnull=False).afirst()
    if child is None:
        raise ToolError(ErrorCode.NOT_FOUND, f"No sub-agent run {child_run!r} in this conversation.")
    deadline = asyncio.get_running_loop().time() + wait_seconds
    while child.status not in TERMINAL and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.25)
        child = await Run.objects.aget(pk=child.pk)
    agent_name = child.subagent_config.get("agent_name", "")
    if child.status not in TERMINAL:
        return {"child_run": str(child.pk), "agent": agent_name, "status": child.status}
    iterations = await child.events.filter(type="iteration_step").acount()
    ctx.emit(_ending(child, agent_name, iterations))
    return _outcome(child, agent_name)

