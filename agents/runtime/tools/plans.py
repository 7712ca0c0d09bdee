"""Plan tools: a short ordered plan for a multi-step analysis, read back with its execution record, ticked as the
agent works. What executes under a plan is recorded by the runtime (record_plan_progress), not by the model."""

from typing import Literal

from asgiref.sync import sync_to_async

from agents.runtime.context import RunContext
from agents.runtime.tools.registry import Safety, ToolError, tool
from lantide.errors import ErrorCode
from reports.selectors import current_plan, plan_view
from reports.services.plans import plan_progress_record, plan_step_update, plan_write

PROGRESS_TOOLS = frozenset({"run_query", "run_sql_tab", "create_html_report", "patch_html_chunk_by_id",
                            "insert_html_chunk", "delete_html_chunk", "delegate_to_agent"})


@tool(safety=Safety.WRITE)
async def add_plan(ctx: RunContext, steps: list[str], title: str = "") -> dict:
    """Write the plan of a multi-step analysis (a short ordered list of steps) before doing it; calling it again
    rewrites the open plan's steps (a step whose title stays keeps its status).

    Args:
        steps: 1 to 20 short steps in order, e.g. ["Find the revenue tables", "Revenue by region", "Write the report"].
        title: What the plan is for, in a few words.
    """
    plan = await sync_to_async(plan_write)(conversation=ctx.conversation, workspace=ctx.workspace, steps=steps,
                            title=title, actor=ctx.actor)
    ctx.report_task = ctx.report_task or any("report" in step.lower() for step in steps)
    return {"plan": await sync_to_async(plan_view)(plan=plan)}


@tool(safety=Safety.WRITE)
async def update_plan_step(ctx: RunContext, step: int, status: Literal["in_progress", "done", "skipped", "todo"]) -> dict:
    """Tick a step of the plan as you work: in_progress when you start it, done when it is finished (or skipped).

    Args:
        step: The step's number, from 1.
        status: in_progress, done, skipped or todo.
    """
    plan = await sync_to_async(plan_step_update)(conversation=ctx.conversation, number=step, status=status,
                            actor=ctx.actor)
    return {"plan": await sync_to_async(plan_view)(plan=plan)}


@tool(safety=Safety.SAFE)
async def read_plan(ctx: RunContext) -> dict:
    """Read this conversation's plan: its steps with their status and the execution record of each step."""
    plan = await sync_to_async(current_plan)(conversation=ctx.conversation)
    if plan is None:
        raise ToolError(ErrorCode.NOT_FOUND, "This conversation has no plan.", hint="Write one with add_plan.")
    return {"plan": await sync_to_async(plan_view)(plan=plan)}


async def record_plan_progress(ctx: RunContext, *, tool_name: str, arguments: dict, result: dict) -> None:
    """After a tool that executes work succeeds, note it under the plan's working step (a sub-agent's run has
    its own conversation context and no plan)."""
    if tool_name not in PROGRESS_TOOLS or ctx.conversation is None or getattr(ctx.run, "parent_run_id", None):
        return
    summary = (arguments.get("title") or arguments.get("sql") or arguments.get("task") or arguments.get("chunk_id")
               or tool_name)
    if isinstance(result, dict) and "row_count" in result:
        summary = f"{summary} ({result['row_count']} rows, {result.get('cache', '')})"
    await sync_to_async(plan_progress_record)(conversation=ctx.conversation, tool=tool_name, summary=str(summary))
