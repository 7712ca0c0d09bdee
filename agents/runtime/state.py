"""The run's mutable state and its checkpoints: what the loop changes as a turn goes on (TurnState), saved after
every iteration (`checkpoint`) and restored when a run starts, resumes a question, or goes on after its process
died. The run's frozen configuration is apart: the agent (context.AgentConfig) and the loop's limits."""

import json
from dataclasses import dataclass

from django.db.models import Q

from agents.models import Checkpoint, Interrupt, InterruptStatus, Run
from agents.runtime.context import RunContext
from agents.runtime.exploration_budget import BUDGET_OPTIONS
from agents.runtime.recovery import Recovered, closed_messages, recovered_turn
from agents.runtime.loop_directives import CheckpointSignal

SKIPPED_QUESTION = {"answer": None, "skipped": True,
                    "note": "The user sent a new message instead of answering; follow the new message."}
TIMED_OUT = {"answer": None, "timed_out": True,
             "instruction": "The user did not answer in time. Wrap up with what you have and say what you need."}
STOP_EXPLORING = ("Stop exploring now: consolidate what you have found so far into an answer, or ask the user "
                  "which direction to take.")


@dataclass(frozen=True)
class LoopLimits:
    max_iterations: int = 100
    exploration_cap: int = 7
    max_continuations: int = 3
    context_window: int = 32_768


@dataclass
class TurnState:
    """Everything a checkpoint holds; the loop mutates it as the turn goes on."""

    messages: list[dict]
    iteration: int = 0
    budget_question_due: bool = False
    pending_interrupt: dict | None = None
    continuations: int = 0

    def checkpoint(self, ctx: RunContext) -> CheckpointSignal:
        return CheckpointSignal(self.iteration, {
            "messages": list(self.messages), "agent_state": str(ctx.state), "project_id": ctx.project_id,
            "report_id": ctx.report_id, "report_task": ctx.report_task,
            "counters": {"iteration": self.iteration, "exploration": ctx.exploration_count,
                         "knowledge_proposals": ctx.knowledge_proposals, "continuations": self.continuations},
            "budget_question_due": self.budget_question_due, "pending_interrupt": self.pending_interrupt,
        })


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
    if run.resumed_from_id:  # an answered question goes on in the turn's report overlay; a new message starts anew
        checkpoint = latest_checkpoint(run)
        restore_report_overlay(ctx, checkpoint.state if checkpoint else {})
    return turn


def restore_report_overlay(ctx: RunContext, state: dict) -> None:
    if state.get("report_id"):
        ctx.report_id = state["report_id"]
    ctx.report_task = ctx.report_task or bool(state.get("report_task"))


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
    restore_report_overlay(ctx, state)
    return turn, recovered


def _tool_answer(pending: dict | None, call_id: str, payload: dict) -> dict:
    return {"role": "tool", "tool_call_id": (pending or {}).get("call_id") or call_id, "content": json.dumps(payload)}
