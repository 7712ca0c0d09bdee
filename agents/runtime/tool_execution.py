"""Running one response's tool calls under every rule of the loop; tool errors become data for the model."""

import asyncio
import json
import logging
import uuid
from dataclasses import dataclass
from datetime import timedelta

from asgiref.sync import sync_to_async
from django.conf import settings
from django.utils import timezone

from agents.runtime.context import RunContext
from agents.runtime.events import AskUser, StateChange, ToolCall, ToolResult, UICommand
from agents.runtime.exploration_budget import BUDGET_MARKER, BUDGET_OPTIONS, is_budget_question
from agents.runtime.loop_directives import InterruptRequest
from agents.runtime.tools.plans import record_plan_progress
from agents.runtime.tools.registry import REGISTRY, Safety, Tool, ToolError, hidden_reason, tools_for
from agents.runtime.tools.schema import argument_errors
from lantide.encoding import JSONTooDeep, json_loads_bounded, json_text
from lantide.errors import ApplicationError, ErrorCode
from workspaces.selectors import membership_get

logger = logging.getLogger(__name__)

EVENT_RESULT_LIMIT = 8_000
MODEL_RESULT_LIMIT = 24_000


@dataclass
class PlannedCall:
    call_id: str
    name: str
    arguments: dict | None
    raw_arguments: str
    tool: Tool | None = None
    error: ToolError | None = None
    result: dict | None = None


def bounded(result: object, limit: int) -> object:
    text = json_text(result)
    return result if len(text) <= limit else {"truncated": True, "preview": text[:limit]}


def parse_call(call: dict) -> PlannedCall:
    raw = call["function"].get("arguments") or "{}"
    planned = PlannedCall(call_id=call["id"], name=call["function"]["name"], arguments=None, raw_arguments=raw)
    try:
        planned.arguments = json_loads_bounded(raw)
    except JSONTooDeep as too_deep:
        planned.error = ToolError(ErrorCode.INVALID_ARGUMENTS, str(too_deep))
    except json.JSONDecodeError:
        planned.error = ToolError(ErrorCode.INVALID_ARGUMENTS, "The arguments are not valid JSON.")
    return planned


def refuse_by_rules(ctx: RunContext, planned: PlannedCall, offered: set[str]) -> bool:
    """Refuse a call the tool filter would not offer or whose arguments do not fit (sets planned.error, returns
    False); the same rules for a model's call and an outside client's."""
    tool = REGISTRY.get(planned.name)
    planned.tool = tool
    if planned.error:
        return False
    if tool is None or planned.name not in offered:
        reason = hidden_reason(tool, ctx) if tool else None
        if reason == "role":
            planned.error = ToolError(ErrorCode.PERMISSION_DENIED,
                                      f"{planned.name} changes the workspace and your role ({ctx.role}) only reads.")
        elif reason == "Ask mode":
            planned.error = ToolError(ErrorCode.ASK_MODE_DENIED,
                                      f"{planned.name} changes things and Ask mode is on; switch to Agent mode.")
        else:
            planned.error = ToolError(ErrorCode.TOOL_NOT_AVAILABLE,
                                      f"{planned.name} is not available now ({reason or 'unknown tool'}).")
        return False
    problems = argument_errors(planned.arguments, tool.parameters)
    if problems:
        planned.error = ToolError(ErrorCode.INVALID_ARGUMENTS, " ".join(problems))
        return False
    return True


def check_call(ctx: RunContext, turn, planned: PlannedCall, offered: set[str], exploration_cap: int) -> None:
    """Refuse a call that breaks a rule (sets planned.error); count exploration for the ones that run."""
    if not refuse_by_rules(ctx, planned, offered):
        return
    tool = planned.tool
    if turn.budget_question_due and not (tool.interrupts and is_budget_question(planned.arguments)):
        planned.error = budget_error(exploration_cap)
    elif tool.counts_toward_exploration:
        if ctx.exploration_count >= exploration_cap:
            turn.budget_question_due = True
            planned.error = budget_error(exploration_cap)
        else:
            ctx.exploration_count += 1


def budget_error(cap: int) -> ToolError:
    return ToolError(
        ErrorCode.EXPLORATION_BUDGET_REACHED,
        f"Exploration budget reached ({cap} exploration calls); this call was skipped. Your next call must be "
        f"ask_user with {BUDGET_MARKER} in the question and the options "
        f"'{BUDGET_OPTIONS[0]}' and '{BUDGET_OPTIONS[1]}'.",
    )


async def authorize_write(ctx: RunContext, name: str) -> None:
    """A write authorizes when it runs, as a REST write does: a user demoted or removed while their run goes on
    writes nothing more (and is offered no write tool from the next iteration on)."""
    membership = await sync_to_async(membership_get)(user=ctx.user, workspace=ctx.workspace)
    ctx.role = membership.role if membership else ""
    if not ctx.can_write:
        raise ToolError(ErrorCode.PERMISSION_DENIED,
                        f"{name} changes the workspace and your role ({ctx.role or 'none'}) no longer allows it.")


async def run_one(ctx: RunContext, planned: PlannedCall) -> None:
    if planned.error:
        return
    try:
        if planned.tool.safety == Safety.WRITE:
            await authorize_write(ctx, planned.name)
        planned.result = await planned.tool.fn(ctx, **planned.arguments)
        await record_plan_progress(ctx, tool_name=planned.name, arguments=planned.arguments, result=planned.result)
    except ToolError as error:
        planned.error = error
    except ApplicationError as error:
        # A domain failure with its stable code and what it adds (a report's contract violations and next action).
        planned.error = ToolError(error.code, error.detail, details=error.extra)
    except Exception as error:  # noqa: BLE001 - a tool bug must become data for the model, not a dead run
        logger.exception("agent.tool.failed", extra={"tool": planned.name, "run": str(getattr(ctx.run, "pk", "")),
                                                     "client": ctx.client_name})
        planned.error = ToolError(ErrorCode.TOOL_FAILED, f"{planned.name} failed: {type(error).__name__}: {error}"[:500])


def plan_one_call(ctx: RunContext, *, name: str, arguments: dict) -> PlannedCall:
    """One call outside the loop (an outside client's, ARCHITECTURE §10), checked by the tool filter's rules
    (availability, role, Ask-mode ceiling, arguments); `planned.error` says why it may not run. No exploration
    budget: its way on is a question to a person, which only the loop asks."""
    planned = PlannedCall(call_id=f"external-{uuid.uuid4().hex[:12]}", name=name, arguments=arguments,
                          raw_arguments="")
    refuse_by_rules(ctx, planned, {tool.name for tool in tools_for(ctx)})
    return planned


async def execute_one_call(ctx: RunContext, *, name: str, arguments: dict) -> PlannedCall:
    """Check and run one outside call as a model's call runs (a write authorizes again as it runs; a failure
    becomes the call's error)."""
    planned = plan_one_call(ctx, name=name, arguments=arguments)
    await run_one(ctx, planned)
    return planned


async def run_all(ctx: RunContext, calls: list[PlannedCall]) -> None:
    """Consecutive safe calls run concurrently; a write call runs alone, in order."""
    group: list[PlannedCall] = []
    for planned in calls:
        if planned.tool is not None and planned.tool.safety == Safety.WRITE and not planned.error:
            await asyncio.gather(*(run_one(ctx, p) for p in group))
            group = []
            await run_one(ctx, planned)
        else:
            group.append(planned)
    await asyncio.gather(*(run_one(ctx, p) for p in group))


async def while_running(ctx: RunContext, work):
    """Run the tools; meanwhile pass on the events a long tool (a delegation) emits as it goes."""
    queue = ctx.live_events = asyncio.Queue()
    task = asyncio.ensure_future(work)
    getter = None
    try:
        while not task.done():
            getter = asyncio.ensure_future(queue.get())
            done, _ = await asyncio.wait({task, getter}, return_when=asyncio.FIRST_COMPLETED)
            if getter in done:
                yield getter.result()
            else:
                getter.cancel()
        while not queue.empty():
            yield queue.get_nowait()
        await task
    finally:
        ctx.live_events = None
        for pending in (task, getter):
            if pending is not None:
                pending.cancel()


def interrupt_for(planned: PlannedCall) -> tuple[AskUser, InterruptRequest]:
    interrupt_id = str(uuid.uuid4())
    expires_at = (timezone.now() + timedelta(seconds=settings.LANTIDE_ASK_USER_TIMEOUT)).isoformat().replace("+00:00", "Z")
    payload = {**planned.result, "exploration_budget": is_budget_question(planned.arguments)}
    return (AskUser(interrupt_id, planned.result["question"], planned.result["options"], expires_at),
            InterruptRequest(interrupt_id, planned.call_id, "ask_user", payload, expires_at))


def tool_message(planned: PlannedCall) -> dict:
    content = planned.error.as_result() if planned.error else bounded(planned.result, MODEL_RESULT_LIMIT)
    return {"role": "tool", "tool_call_id": planned.call_id, "content": json_text(content)}


def result_event(planned: PlannedCall) -> ToolResult:
    if planned.error:
        return ToolResult(planned.call_id, planned.name, False, planned.error.as_result()["error"], planned.error.code)
    return ToolResult(planned.call_id, planned.name, True, bounded(planned.result, EVENT_RESULT_LIMIT))


async def execute_tool_calls(ctx: RunContext, turn, tool_calls: list[dict], offered: set[str],
                             exploration_cap: int):
    """Yield the events of one batch of tool calls and append their tool messages to the turn."""
    calls = [parse_call(call) for call in tool_calls]
    asking = [p for p in calls if REGISTRY.get(p.name) and REGISTRY[p.name].interrupts and not p.error]
    for extra in asking[1:]:
        extra.error = ToolError(ErrorCode.INVALID_ARGUMENTS, "Ask one question at a time.")
    state_before = ctx.state
    for planned in calls:
        check_call(ctx, turn, planned, offered, exploration_cap)
        yield ToolCall(planned.call_id, planned.name, planned.arguments if planned.arguments is not None
                       else {"_raw": planned.raw_arguments[:2000]})
    async for event in while_running(ctx, run_all(ctx, calls)):
        yield event
    for planned in calls:
        if planned.tool and planned.tool.interrupts and not planned.error:
            ask_event, request = interrupt_for(planned)
            turn.pending_interrupt = {"interrupt_id": request.interrupt_id, "call_id": planned.call_id,
                                      "exploration_budget": request.payload["exploration_budget"]}
            yield ask_event
            yield request
            continue
        for command, args in (planned.result or {}).pop("_ui_commands", []):
            yield UICommand(str(uuid.uuid4()), command, args)
        yield result_event(planned)
        turn.messages.append(tool_message(planned))
    if ctx.state != state_before:
        yield StateChange(str(state_before), str(ctx.state))
