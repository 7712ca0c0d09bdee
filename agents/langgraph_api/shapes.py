"""Our rows in the LangGraph Platform API's JSON (the SDK's `schema.py`): assistants, threads, runs, states."""

from datetime import UTC, datetime

from agents.langgraph_api.values import NODE, checkpoint_next, checkpoint_values, interrupt_shape
from agents.models import Agent, Checkpoint, Conversation, Interrupt, Run, RunStatus
from agents.runtime.events import wire_stamp

ANALYST = "analyst"
MIGRATION = "migration"
ASSISTANTS_EPOCH = datetime(2026, 1, 1, tzinfo=UTC)  # the built-in analyst has no row: a fixed creation time
# Our run statuses in LangGraph's words: a cancelled run was interrupted (LangGraph's cancel action), a run that
# reached its iteration limit still answered.
RUN_STATUS = {RunStatus.CANCELLED: "interrupted", RunStatus.ITERATION_LIMIT: "success"}


def migration_assistant_shape() -> dict:
    return {"assistant_id": MIGRATION, "graph_id": MIGRATION, "name": "Query migration", "version": 1, "config": {},
            "context": {}, "metadata": {"builtin": True}, "created_at": wire_stamp(ASSISTANTS_EPOCH),
            "updated_at": wire_stamp(ASSISTANTS_EPOCH),
            "description": "Moves a database's schema and queries to DuckDB or PostgreSQL with sqlglot, proves each "
                           "query equivalent on both engines, and asks a reviewer to accept or reject."}


def assistant_shape(agent: Agent | None) -> dict:
    if agent is None:
        return {"assistant_id": ANALYST, "graph_id": ANALYST, "name": "Analyst", "version": 1, "config": {},
                "context": {}, "metadata": {"builtin": True}, "created_at": wire_stamp(ASSISTANTS_EPOCH),
                "updated_at": wire_stamp(ASSISTANTS_EPOCH),
                "description": "The built-in data analyst: it explores the workspace's data with SQL and answers."}
    return {"assistant_id": str(agent.pk), "graph_id": ANALYST, "name": agent.name, "version": 1,
            "description": agent.description or None, "context": {},
            "config": {"configurable": {"allowed_tools": agent.allowed_tools, "denied_tools": agent.denied_tools,
                                        "max_iterations": agent.max_iterations,
                                        "default_thoroughness": agent.default_thoroughness}},
            "metadata": {"owner": agent.owner.username, "shared": agent.is_shared,
                         "orchestrator": agent.is_orchestrator},
            "created_at": wire_stamp(agent.created_at), "updated_at": wire_stamp(agent.updated_at)}


def thread_metadata(conversation: Conversation) -> dict:
    return {**conversation.metadata, "workspace_id": conversation.workspace_id}


def thread_shape(conversation: Conversation, *, checkpoint: Checkpoint | None, interrupts: list[Interrupt]) -> dict:
    """`conversation` comes from `threads_with_status` (its `thread_status`)."""
    return {"thread_id": str(conversation.pk), "created_at": wire_stamp(conversation.created_at),
            "updated_at": wire_stamp(conversation.updated_at), "metadata": thread_metadata(conversation),
            "status": conversation.thread_status, "config": {}, "error": None,
            "values": checkpoint_values(checkpoint, conversation.pk),
            "interrupts": {str(i.run_id): [interrupt_shape(i)] for i in interrupts}}


def run_shape(run: Run) -> dict:
    metadata = run.metadata or {}
    return {"run_id": str(run.pk), "thread_id": str(run.thread_id),
            "assistant_id": metadata.get("assistant_id") or ANALYST,
            "created_at": wire_stamp(run.created_at),
            "updated_at": wire_stamp(run.finished_at or run.started_at or run.created_at),
            "status": RUN_STATUS.get(run.status, run.status), "metadata": metadata.get("metadata") or {},
            "multitask_strategy": metadata.get("multitask_strategy") or "reject", "kwargs": {}}


def checkpoint_ref(thread_id, checkpoint: Checkpoint | None) -> dict | None:
    if checkpoint is None:
        return None
    return {"thread_id": str(thread_id), "checkpoint_ns": "", "checkpoint_id": str(checkpoint.pk),
            "checkpoint_map": None}


def _task(run_id, interrupts: list[Interrupt], node: str = NODE) -> dict:
    return {"id": str(run_id), "name": node, "path": ["__pregel_pull", node], "error": None,
            "interrupts": [interrupt_shape(i) for i in interrupts], "checkpoint": None, "state": None,
            "result": None}


def state_shape(thread_id, checkpoint: Checkpoint | None, *, parent: Checkpoint | None,
                interrupts: list[Interrupt], busy: bool = False) -> dict:
    """A ThreadState: `next` is our node while a run goes on or a question waits; the waiting question is a task's
    interrupt. `interrupts` are the pending questions this checkpoint stopped on."""
    waiting = interrupts if checkpoint is not None else []
    graph_next = checkpoint_next(checkpoint)
    node = graph_next[0] if graph_next else NODE
    tasks = [_task(waiting[0].run_id, waiting, node)] if waiting else []
    metadata = {}
    if checkpoint is not None:
        metadata = {"source": "loop" if checkpoint.run_id else "fork", "step": checkpoint.iteration,
                    "run_id": str(checkpoint.run_id) if checkpoint.run_id else None, "parents": {},
                    "thread_id": str(thread_id)}
        if graph_next is not None:
            metadata["writes"] = {checkpoint.state.get("node"): checkpoint.state.get("update")}
    following = graph_next if graph_next is not None else ([NODE] if (tasks or busy) else [])
    return {"values": checkpoint_values(checkpoint, thread_id), "next": following,
            "tasks": tasks, "metadata": metadata,
            "checkpoint": checkpoint_ref(thread_id, checkpoint) or {"thread_id": str(thread_id), "checkpoint_ns": "",
                                                                     "checkpoint_id": None, "checkpoint_map": None},
            "created_at": wire_stamp(checkpoint.created_at) if checkpoint else None,
            "parent_checkpoint": checkpoint_ref(thread_id, parent),
            "interrupts": [interrupt_shape(i) for i in waiting]}
