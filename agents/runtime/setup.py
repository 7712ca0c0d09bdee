"""Loading what a run needs before the loop starts: context, profile, limits and the turn's messages."""

import json
import logging
from dataclasses import dataclass

import duckdb

from django.conf import settings

from agents.models import Checkpoint, Interrupt, InterruptStatus, Run
from agents.runtime.context import AgentConfig, RunContext
from agents.runtime.llm.profiles import profile_named
from agents.runtime.prompt import PromptInputs
from agents.runtime.react import LoopLimits, TurnState
from agents.runtime.tool_execution import BUDGET_OPTIONS
from lantide.features import FeatureSet

logger = logging.getLogger(__name__)
DEFAULT_CONTEXT_WINDOW = 32_768
SKIPPED_QUESTION = {"answer": None, "skipped": True,
                    "note": "The user sent a new message instead of answering; follow the new message."}
TIMED_OUT = {"answer": None, "timed_out": True,
             "instruction": "The user did not answer in time. Wrap up with what you have and say what you need."}
STOP_EXPLORING = ("Stop exploring now: consolidate what you have found so far into an answer, or ask the user "
                  "which direction to take.")


@dataclass
class RunSetup:
    run: Run
    ctx: RunContext
    profile: object
    turn: TurnState
    inputs: PromptInputs
    limits: LoopLimits


def context_window_for(profile) -> int:
    if profile.context_window:
        return profile.context_window
    from agents.runtime.llm.ceiling import model_info

    return int(model_info(profile.model).get("max_input_tokens") or DEFAULT_CONTEXT_WINDOW)


def prompt_inputs_for(ctx: RunContext) -> PromptInputs:
    from workspaces.models import KnowledgeItem, KnowledgeStatus, Project, QueryStep

    knowledge = KnowledgeItem.objects.filter(workspace=ctx.workspace, status=KnowledgeStatus.APPLIED)
    ledger = QueryStep.objects.filter(conversation=ctx.conversation).order_by("-number")[:50]
    return PromptInputs(
        project_names=dict(Project.objects.filter(workspace=ctx.workspace).values_list("id", "name")),
        knowledge=list(knowledge.values_list("text", flat=True)[:30]),
        tables=catalog_hints(ctx.workspace.pk),
        ledger=[(s.cache_name or f"step {s.number}", s.sql) for s in reversed(list(ledger))],
    )


def catalog_hints(workspace_id: int) -> list[tuple[str, int]]:
    """Table names and sizes for the prompt; optional, so a busy or missing database file only loses the hint."""
    from workspaces.warehouse import warehouse_for

    try:
        return warehouse_for(workspace_id=workspace_id).table_sizes()
    except duckdb.Error as error:
        logger.warning("agent.catalog_hints.unavailable workspace=%s error=%s", workspace_id, error)
        return []


def latest_checkpoint(run: Run) -> Checkpoint | None:
    return Checkpoint.objects.filter(thread_id=run.thread_id).exclude(run_id=run.pk).order_by("-created_at").first()


def answer_payload(interrupt: Interrupt) -> dict:
    if interrupt.status == InterruptStatus.EXPIRED:
        return TIMED_OUT
    answer = interrupt.answer
    if interrupt.payload.get("exploration_budget") and answer == BUDGET_OPTIONS[1]:
        return {"answer": answer, "instruction": STOP_EXPLORING}
    return {"answer": answer}


def restore_turn(run: Run, ctx: RunContext) -> TurnState:
    """Messages and counters from the thread's latest checkpoint, plus this run's new input."""
    checkpoint = latest_checkpoint(run)
    state = checkpoint.state if checkpoint else {}
    turn = TurnState(messages=list(state.get("messages") or [{"role": "system", "content": ""}]))
    counters = state.get("counters", {})
    pending = state.get("pending_interrupt")
    if run.resumed_from_id:
        turn.iteration = counters.get("iteration", 0)
        ctx.exploration_count = counters.get("exploration", 0)
        ctx.knowledge_proposals = counters.get("knowledge_proposals", 0)
        turn.budget_question_due = False
        payload = answer_payload(run.resumed_from)
        if run.resumed_from.payload.get("exploration_budget") and payload.get("answer") == BUDGET_OPTIONS[0]:
            ctx.exploration_count = 0
        turn.messages.append(_tool_answer(pending, run.resumed_from.call_id, payload))
        return turn
    if pending:
        turn.messages.append(_tool_answer(pending, pending["call_id"], SKIPPED_QUESTION))
    turn.messages.append({"role": "user", "content": run.query})
    return turn


def _tool_answer(pending: dict | None, call_id: str, payload: dict) -> dict:
    return {"role": "tool", "tool_call_id": (pending or {}).get("call_id") or call_id, "content": json.dumps(payload)}


def load_run_setup(run_id) -> RunSetup:
    run = Run.objects.select_related("thread__workspace", "thread__owner", "agent", "resumed_from").get(pk=run_id)
    thread = run.thread
    ctx = RunContext(
        user=thread.owner, workspace=thread.workspace, conversation=thread, run=run, mode=run.mode,
        features=FeatureSet.for_user(thread.owner), agent=AgentConfig.from_agent(run.agent),
        project_id=thread.project_id,
    )
    profile = profile_named(run.llm_profile)
    limits = LoopLimits(max_iterations=run.max_iterations, context_window=context_window_for(profile),
                        exploration_cap=settings.LANTIDE_EXPLORATION_CAP)
    return RunSetup(run=run, ctx=ctx, profile=profile, turn=restore_turn(run, ctx), inputs=prompt_inputs_for(ctx),
                    limits=limits)
