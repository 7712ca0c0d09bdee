"""The migration graph as a durable run: input_extraction → schema_inspection → translation → compilation_validation
→ equivalence_check (a subgraph) → human_intervention, which raises a review interrupt; accept saves, reject loops
back to translation with the feedback.

It speaks the runtime's vocabulary: `state_change` {from, to} as a node starts, `iteration_step` (its summary) and a
checkpoint as it ends — the checkpoint holds the graph's values, the node, its update and `next`, so a run taken over
after its process died goes on from the next node — and the review as an `interrupt` (kind `review`) with its row.
"""

import asyncio
import json
import uuid
from datetime import timedelta

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from agents.models import Checkpoint, InterruptKind, InterruptStatus, LLMProfile, Run, RunStatus
from agents.runtime.context import RunContext
from agents.runtime.events import InterruptRaised, IterationStep, MessageDelta, StateChange, wire_stamp
from agents.runtime.loop_directives import CheckpointSignal, InterruptRequest, Outcome
from agents.runtime.migration import nodes
from agents.runtime.migration.refine import refined, refines
from agents.runtime.migration.save import migration_load
from agents.runtime.migration.spec import GRAPH, NODES, is_graph_state
from agents.runtime.migration.translate import split_statements
from lantide.errors import ApplicationError
from workspaces.db_importers import PostgresSource
from workspaces.selectors import access_database_connection_by_id

START = "__start__"
ORDER = NODES
REVIEW = "human_intervention"
INSTRUCTION = ("Review the translated schema and queries, the explanation and the query-equivalence deep diffs. "
               'Accept to save the migration ({"decision": "accept", "feedback": ""}), or reject with feedback for '
               'the translation ({"decision": "reject", "feedback": "…"}).')
REVIEW_STATE_KEYS = ("translated_query_code", "translated_schema_code", "explanation_message",
                     "query_equivalence_deep_diffs")
OWN_TURNS = Q(run__isnull=True) | Q(run__parent_run__isnull=True)


def _latest(run: Run) -> Checkpoint | None:
    return Checkpoint.objects.filter(OWN_TURNS, thread_id=run.thread_id).order_by("-created_at").first()


def starting_point(run: Run, *, resumed: bool) -> tuple[dict, str | None, int, list]:
    """(values, the node to run first, the step reached, transcript): the run's own last checkpoint when it goes on
    after its process died, the interrupted state when it answers a review, the thread's state when it carries out a
    command (goto/update: no input of its own), else its input."""
    latest = _latest(run)
    state = latest.state if latest is not None and is_graph_state(latest.state) else None
    step = latest.iteration if latest is not None else 0
    goes_on = run.resumed_from_id or not run.query or (resumed and latest.run_id == run.pk)  # `not query`: a command
    if state is not None and goes_on:
        return dict(state["values"]), (state["next"] or [None])[0], step, list(state.get("messages") or [])
    transcript = list((latest.state.get("messages") or []) if latest else [{"role": "system", "content": ""}])
    return {}, ORDER[0], step, [*transcript, {"role": "user", "content": run.query}]


def _postgres_for(ctx: RunContext, values: dict) -> PostgresSource | None:
    """The admin-defined connection the input names (`source.dsn`), if the workspace may still use it."""
    if not values.get("dsn") or not needs_connection_values(values):
        return None
    connection = access_database_connection_by_id(workspace=ctx.workspace, connection_id=values["dsn"])
    return PostgresSource(connection_id=connection.pk, host=connection.host, port=connection.port,
                          database=connection.database, username=connection.username, password=connection.password)


def needs_connection_values(values: dict) -> bool:
    return values.get("dialect") == "postgres" or values.get("target") == "postgres"


async def _translated(values: dict, run: Run, profile: LLMProfile | None) -> tuple[dict, list]:
    """sqlglot's translation, revised by the run's model where it leaves work (refine.py); the model's events."""
    update = await asyncio.to_thread(nodes.translation, values)
    if not refines(profile, values, update):
        return update, []
    return await refined(update, values, profile=profile, run_id=run.pk)


async def _run_node(node: str, values: dict, ctx: RunContext, run: Run) -> dict:
    if node == "input_extraction":
        return nodes.input_extraction(values, run_input=run.query)
    postgres = await sync_to_async(_postgres_for)(ctx, values)
    work = {"schema_inspection": nodes.schema_inspection, "compilation_validation": nodes.compilation_validation,
            "equivalence_check": nodes.equivalence_check}[node]
    return await asyncio.to_thread(work, values, postgres=postgres)


def _summary(node: str, update: dict) -> str:
    if node == "schema_inspection":
        engine = update.get("source_engine") or "no engine here (unverified)"
        return f"{node}: {len(update['source_schema'])} table(s) on {engine}"
    if node == "compilation_validation":
        return f"{node}: {'compiled' if update['compilation']['ok'] else 'errors on the target'}"
    if node == "equivalence_check":
        return f"{node}: {update['equivalence']}"
    return node


def _state(values: dict, node: str, update: dict, following: str | None, transcript: list) -> dict:
    return {"graph": GRAPH, "node": node, "update": update, "next": [following] if following else [],
            "values": values, "messages": transcript, "pending_interrupt": None}


def _review_request(values: dict) -> tuple[InterruptRaised, InterruptRequest]:
    interrupt_id = str(uuid.uuid4())
    expires_at = wire_stamp(timezone.now() + timedelta(seconds=settings.LANTIDE_REVIEW_TIMEOUT))
    payload = {"instruction": INSTRUCTION, "state": {key: values.get(key) for key in REVIEW_STATE_KEYS}}
    return (InterruptRaised(interrupt_id, InterruptKind.REVIEW, {**payload, "expires_at": expires_at}),
            InterruptRequest(interrupt_id, REVIEW, InterruptKind.REVIEW, payload, expires_at))


def _load_statements(values: dict) -> list[str]:
    return split_statements(values["translated_schema_code"] + values["translated_seed_code"], values["target"])


def review_outcome(run: Run, ctx: RunContext, values: dict) -> tuple[dict, str | None]:
    """The reviewer's answer (or its expiry) applied once: (update, next node)."""
    interrupt = run.resumed_from
    applied = {"answered_interrupt": str(interrupt.pk)}
    if interrupt.status == InterruptStatus.EXPIRED:
        return {**applied, "review": {"decision": None, "expired": True}, "saved": False}, None
    decision = interrupt.answer
    if decision["decision"] == "reject":
        return {**applied, "review": decision, "feedback": decision["feedback"],
                "feedback_history": [*values.get("feedback_history", []), decision["feedback"]]}, "translation"
    update = {**applied, "review": decision, "saved": True, "feedback": ""}
    if values.get("workspace_id") is not None:
        try:
            update["loaded_tables"] = migration_load(user=ctx.user, conversation=ctx.conversation,
                                                     workspace_id=values["workspace_id"],
                                                     statements=_load_statements(values))
        except ApplicationError as error:  # nothing was loaded: the reviewer decides again, told why
            return {**applied, "saved": False, "save_error": {"code": error.code, "detail": error.detail}}, REVIEW
    return update, None


def _answered_here(run: Run, values: dict) -> bool:
    return bool(run.resumed_from_id) and values.get("answered_interrupt") != str(run.resumed_from_id)


def _final_answer(values: dict) -> str:
    review = values.get("review") or {}
    if review.get("expired"):
        return "The review expired; the migration was not saved. Run it again to review it."
    loaded = values.get("loaded_tables")
    where = f" and loaded into the workspace ({', '.join(loaded)})" if loaded else ""
    return f"Migration saved{where}. Equivalence: {values.get('equivalence')}."


async def stream_migration_run(*, ctx: RunContext, resumed: bool, profile: LLMProfile | None = None):
    """The graph's events and directives for the runner, node by node, from where the thread stands; `profile`:
    the run's model, which refines the translation (none: sqlglot alone)."""
    run = ctx.run
    values, node, step, transcript = await sync_to_async(starting_point)(run, resumed=resumed)
    previous = START
    while node is not None:
        yield StateChange(previous, node)
        if node == REVIEW and not _answered_here(run, values):
            raised, request = _review_request(values)
            yield raised
            yield request
            yield Outcome(RunStatus.INTERRUPTED)
            return
        if node == REVIEW:
            update, following = await sync_to_async(review_outcome)(run, ctx, values)
        elif node == "translation":
            update, spent = await _translated(values, run, profile)
            for event in spent:
                yield event
            following = ORDER[ORDER.index(node) + 1]
        else:
            update = await _run_node(node, values, ctx, run)
            following = ORDER[ORDER.index(node) + 1]
        update = {**update, "activeNode": node}
        values = {**values, **update}
        step += 1
        yield IterationStep(step, _summary(node, update), [])
        yield CheckpointSignal(step, _state(values, node, update, following, transcript))
        previous, node = node, following
    answer = _final_answer(values)
    yield MessageDelta(answer)
    yield Outcome(RunStatus.SUCCESS, answer=answer)


def run_input_json(run_input) -> str:
    return json.dumps(run_input, separators=(",", ":"))
