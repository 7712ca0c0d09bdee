"""Loading what a run needs before the loop starts: context, profile, limits and the turn's messages."""

import dataclasses
import json
import logging
from dataclasses import dataclass

import duckdb

from django.conf import settings
from django.db.models import Q

from agents.models import Checkpoint, Interrupt, InterruptStatus, Run
from agents.runtime.context import AgentConfig, RunContext
from agents.runtime.llm.profiles import profile_named
from agents.runtime.prompt import PromptInputs
from agents.runtime.react import LoopLimits, TurnState
from agents.runtime.recovery import Recovered, closed_messages, recovered_turn
from agents.runtime.tool_execution import BUDGET_OPTIONS
from lantide.errors import ApplicationError, ErrorCode
from lantide.features import FeatureSet
from workspaces.selectors import membership_get

logger = logging.getLogger(__name__)
DEFAULT_CONTEXT_WINDOW = 32_768
SKIPPED_QUESTION = {"answer": None, "skipped": True,
                    "note": "The user sent a new message instead of answering; follow the new message."}
TIMED_OUT = {"answer": None, "timed_out": True,
             "instruction": "The user did not answer in time. Wrap up with what you have and say what you need."}
STOP_EXPLORING = ("Stop exploring now: consolidate what you have found so far into an answer, or ask the user "
                  "which direction to take.")


class RunRefused(ApplicationError):
    """A run that must not start at all (its user lost the workspace): it ends at once with this code."""


@dataclass
class RunSetup:
    run: Run
    ctx: RunContext
    profile: object
    turn: TurnState
    inputs: PromptInputs
    limits: LoopLimits
    mentioned: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    recovered: Recovered | None = None  # set when the run goes on after its process died


def context_window_for(profile) -> int:
    if profile.context_window:
        return profile.context_window
    from agents.runtime.llm.ceiling import model_info

    return int(model_info(profile.model).get("max_input_tokens") or DEFAULT_CONTEXT_WINDOW)


def prompt_inputs_for(ctx: RunContext) -> PromptInputs:
    from workspaces.ledger import query_steps_of
    from workspaces.models import KnowledgeItem, KnowledgeStatus, Project

    knowledge = KnowledgeItem.objects.filter(workspace=ctx.workspace, status=KnowledgeStatus.APPLIED)
    ledger = query_steps_of(conversation=ctx.conversation)[-50:]
    return PromptInputs(
        project_names=dict(Project.objects.filter(workspace=ctx.workspace).values_list("id", "name")),
        knowledge=list(knowledge.values_list("text", flat=True)[:30]),
        tables=catalog_hints(ctx.workspace.pk),
        ledger=[(s.cache_name or f"step {s.number}", s.sql) for s in ledger],
        agents=delegation_targets(ctx),
    )


def delegation_targets(ctx: RunContext) -> list[tuple[str, str]]:
    """(name, description) of the agents this run may delegate to, when delegate_to_agent is offered."""
    from agents.runtime.tools import REGISTRY
    from agents.runtime.tools.registry import hidden_reason
    from agents.selectors import agents_visible_to

    if ctx.user is None or hidden_reason(REGISTRY["delegate_to_agent"], ctx) is not None:
        return []
    agents = agents_visible_to(user=ctx.user).exclude(pk=getattr(ctx.run, "agent_id", None) or 0)
    return [(a.name, a.description) for a in agents[:20]]


def catalog_hints(workspace_id: int) -> list[tuple[str, int]]:
    """Table names and sizes for the prompt; optional, so a busy or missing database file only loses the hint."""
    from workspaces.warehouse import warehouse_for

    try:
        return warehouse_for(workspace_id=workspace_id).table_sizes()
    except duckdb.Error as error:
        logger.warning("agent.catalog_hints.unavailable workspace=%s error=%s", workspace_id, error)
        return []


def latest_checkpoint(run: Run) -> Checkpoint | None:
    """The thread's latest checkpoint of its own turns (a sub-agent's checkpoints are its own business)."""
    own_turns = Q(run__isnull=True) | Q(run__parent_run__isnull=True)
    return (Checkpoint.objects.filter(own_turns, thread_id=run.thread_id).exclude(run_id=run.pk)
            .order_by("-created_at").first())


def answer_payload(interrupt: Interrupt) -> dict:
    if interrupt.status == InterruptStatus.EXPIRED:
        return TIMED_OUT
    answer = interrupt.answer
    if interrupt.payload.get("exploration_budget") and answer == BUDGET_OPTIONS[1]:
        return {"answer": answer, "instruction": STOP_EXPLORING}
    return {"answer": answer}


def restore_turn(run: Run, ctx: RunContext) -> TurnState:
    """Messages and counters from the thread's latest checkpoint, plus this run's new input."""
    turn, counters = turn_at_start(run)
    ctx.exploration_count = counters.get("exploration", 0)
    ctx.knowledge_proposals = counters.get("knowledge_proposals", 0)
    return turn


def turn_at_start(run: Run) -> tuple[TurnState, dict]:
    """The turn as the run begins it, and the counters it carries on (a resumed question's)."""
    if run.parent_run_id:  # a sub-agent starts fresh: its task is all it knows
        return TurnState(messages=[{"role": "system", "content": ""}, {"role": "user", "content": run.query}]), {}
    checkpoint = latest_checkpoint(run)
    state = checkpoint.state if checkpoint else {}
    turn = TurnState(messages=list(state.get("messages") or [{"role": "system", "content": ""}]))
    counters = dict(state.get("counters", {}))
    pending = state.get("pending_interrupt")
    if run.resumed_from_id:
        turn.iteration = counters.get("iteration", 0)
        payload = answer_payload(run.resumed_from)
        if run.resumed_from.payload.get("exploration_budget") and payload.get("answer") == BUDGET_OPTIONS[0]:
            counters["exploration"] = 0
        turn.messages.append(_tool_answer(pending, run.resumed_from.call_id, payload))
        return turn, counters
    if pending:
        turn.messages.append(_tool_answer(pending, pending["call_id"], SKIPPED_QUESTION))
    turn.messages.append({"role": "user", "content": run.query})
    return turn, {}


def resume_turn(run: Run, ctx: RunContext) -> tuple[TurnState, Recovered]:
    """A run whose process died goes on from its own last checkpoint (or from its start), with the answer it had
    streamed since then kept as the transcript shows it."""
    start = restore_turn(run, ctx)
    recovered = recovered_turn(run, start.messages)
    state = recovered.checkpoint.state if recovered.checkpoint else {}
    counters = state.get("counters") or {}
    turn = TurnState(messages=closed_messages(recovered.messages, recovered.partial_answer),
                     iteration=counters.get("iteration", start.iteration),
                     budget_question_due=state.get("budget_question_due", False),
                     continuations=counters.get("continuations", 0))
    ctx.exploration_count = counters.get("exploration", ctx.exploration_count)
    ctx.knowledge_proposals = counters.get("knowledge_proposals", ctx.knowledge_proposals)
    if "project_id" in state:
        ctx.project_id = state["project_id"]
    return turn, recovered


def _tool_answer(pending: dict | None, call_id: str, payload: dict) -> dict:
    return {"role": "tool", "tool_call_id": (pending or {}).get("call_id") or call_id, "content": json.dumps(payload)}


def load_run_setup(run_id, *, resumed: bool = False) -> RunSetup:
    """With `resumed`, the run's process died while it ran: it goes on from its last checkpoint (`recovered`)."""
    run = Run.objects.select_related("thread__workspace", "thread__owner", "agent", "resumed_from").get(pk=run_id)
    thread = run.thread
    membership = membership_get(user=thread.owner, workspace=thread.workspace)
    if membership is None:
        raise RunRefused(ErrorCode.PERMISSION_DENIED, "The conversation's owner is no longer a member of its "
                                                      "workspace; the run did not start.")
    agent = AgentConfig.from_agent(run.agent)
    if run.parent_run_id:  # nobody answers a sub-agent's questions: it works with its task
        agent = dataclasses.replace(agent, denied_tools=(*agent.denied_tools, "ask_user"))
    ctx = RunContext(
        user=thread.owner, workspace=thread.workspace, conversation=thread, run=run, mode=run.mode,
        features=FeatureSet.for_user(thread.owner), agent=agent, project_id=thread.project_id,
        role=membership.role,
    )
    profile = profile_named(run.llm_profile)
    limits = LoopLimits(max_iterations=run.max_iterations, context_window=context_window_for(profile),
                        exploration_cap=settings.LANTIDE_EXPLORATION_CAP)
    turn, recovered = resume_turn(run, ctx) if resumed else (restore_turn(run, ctx), None)
    return RunSetup(run=run, ctx=ctx, profile=profile, turn=turn, inputs=prompt_inputs_for(ctx), limits=limits,
                    mentioned=mentioned_prompts(run), recovered=recovered)


def mentioned_prompts(run: Run) -> list[tuple[str, str]]:
    """(name, system prompt) of the agents @mentioned in a chat-completion turn, as the user may see them."""
    from agents.selectors import agents_visible_to

    if not run.mentions:
        return []
    found = {a.pk: a for a in agents_visible_to(user=run.thread.owner).filter(pk__in=run.mentions)}
    return [(found[i].name, found[i].system_prompt) for i in run.mentions if i in found]
