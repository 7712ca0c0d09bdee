"""Starting the migration graph (ARCHITECTURE §9) on a thread: the input is checked here, before any run exists."""

import json

from django.db import transaction
from django.db.models import Q

from agents.models import Checkpoint, Conversation, Message, MessageRole, Route, Run
from agents.runtime.dispatch import run_dispatch_after_commit
from agents.runtime.llm.profiles import profile_named
from agents.runtime.migration.spec import NODES, UPDATABLE, MigrationInput, is_graph_state, migration_input
from agents.services.runs import run_create, thread_make_room
from lantide.audit import Actor, audit_record
from lantide.errors import invalid
from workspaces.connection_hosts import HostRefused, host_check
from workspaces.models import DatabaseEngine, Role
from workspaces.selectors import access_database_connection_by_id, access_workspace_by_id


def _check_reach(*, user, conversation: Conversation, spec: MigrationInput) -> None:
    """The workspace it loads into (editor or owner) and the connection it runs PostgreSQL on (one the thread's
    workspace may use, whose host is still allowed)."""
    if spec.workspace_id is not None:
        access_workspace_by_id(user=user, workspace_id=spec.workspace_id, min_role=Role.EDITOR)
    if spec.target == "postgres" and not spec.dsn:
        raise invalid("target postgres compiles on an admin-defined connection: name it in source.dsn.")
    if not spec.dsn:
        return
    connection = access_database_connection_by_id(workspace=conversation.workspace, connection_id=spec.dsn)
    if connection.engine != DatabaseEngine.POSTGRESQL:
        raise invalid("source.dsn is not a PostgreSQL connection.")
    try:
        host_check(connection.host)
    except HostRefused as error:
        raise invalid("That connection is closed on this server: an administrator must allow its host "
                      "(LANTIDE_IMPORT_ALLOWED_HOSTS).") from error


def _summary(spec: MigrationInput) -> str:
    return (f"Migrate {len(spec.queries)} quer{'y' if len(spec.queries) == 1 else 'ies'} and the schema from "
            f"{spec.dialect} to {spec.target}.")


@transaction.atomic
def migration_run_start(*, user, conversation: Conversation, run_input, metadata: dict, queued: bool = False) -> Run:
    """A run of the migration graph from its first node; the input is kept as the run's query. `queued`: it waits
    behind the thread's active run (agents.services.run_queue starts it)."""
    spec = migration_input(run_input)
    _check_reach(user=user, conversation=conversation, spec=spec)
    if not queued:
        thread_make_room(conversation=conversation)
    profile = profile_named(conversation.metadata.get("llm_profile", ""))
    run = run_create(thread=conversation, created_by=user, route=Route.MIGRATION, route_rule="assistant:migration",
                     mode=conversation.mode, query=json.dumps(run_input, separators=(",", ":")),
                     model=profile.model, llm_profile=profile.name, max_iterations=len(spec.queries) + 50,
                     metadata=metadata, queued=queued)
    Message.objects.create(conversation=conversation, role=MessageRole.USER, content=_summary(spec), run=run)
    audit_record(actor=Actor.person(user), verb="run.enqueue" if queued else "run.start", target=run,
                 workspace=conversation.workspace, data={"route": Route.MIGRATION, "mode": run.mode})
    if not queued:
        run_dispatch_after_commit(run_id=run.pk)
    return run


def _latest_graph_checkpoint(conversation: Conversation) -> Checkpoint:
    own_turns = Q(run__isnull=True) | Q(run__parent_run__isnull=True)
    latest = Checkpoint.objects.filter(own_turns, thread=conversation).order_by("-created_at").first()
    if latest is None or not is_graph_state(latest.state):
        raise invalid("This thread holds no migration to go on from: start one with an input.")
    return latest


def _checked_update(update, values: dict) -> dict:
    if update is None:
        return {}
    if not isinstance(update, dict) or not set(update) <= set(UPDATABLE):
        raise invalid(f"command.update sets some of: {', '.join(UPDATABLE)}.")
    queries = update.get("translated_queries")
    if queries is not None and (not isinstance(queries, list) or len(queries) != len(values.get("queries", []))
                                or not all(isinstance(q, str) and q.strip() for q in queries)):
        raise invalid("translated_queries is one SQL text per source query.")
    if any(not isinstance(update[key], str) for key in update if key != "translated_queries"):
        raise invalid("command.update's values are text (translated_queries: a list of texts).")
    if queries is not None:
        update = {**update, "translated_query_code": "".join(f"{q};\n" for q in queries)}
    return update


@transaction.atomic
def migration_run_command(*, user, conversation: Conversation, goto, update, metadata: dict) -> Run:
    """LangGraph's `command.goto` / `command.update` on the thread's migration: `update` merges into its values and
    `goto` names the node to run next (else the one its state has next), as a new head checkpoint (a fork, as
    update_state is); then a run goes on from it. A review still waiting is expired, as a new turn does."""
    latest = _latest_graph_checkpoint(conversation)
    if goto is not None and goto not in NODES[1:]:
        raise invalid(f"command.goto names one of: {', '.join(NODES[1:])}.")
    values = latest.state["values"]
    changes = _checked_update(update, values)
    following = [goto] if goto is not None else list(latest.state.get("next") or [])
    if not following:
        raise invalid("This migration has finished: goto the node to run again.")
    thread_make_room(conversation=conversation)
    fork = Checkpoint.objects.create(thread=conversation, run=None, parent=latest, iteration=latest.iteration, state={
        **latest.state, "values": {**values, **changes}, "next": following, "node": "__command__", "update": changes})
    audit_record(actor=Actor.person(user), verb="checkpoint.fork", target=fork, workspace=conversation.workspace,
                 data={"from": str(latest.pk), "goto": goto, "update": sorted(changes)})
    profile = profile_named(conversation.metadata.get("llm_profile", ""))
    run = run_create(thread=conversation, created_by=user, route=Route.MIGRATION, route_rule="assistant:migration",
                     mode=conversation.mode, query="", model=profile.model, llm_profile=profile.name,
                     metadata=metadata)
    audit_record(actor=Actor.person(user), verb="run.start", target=run, workspace=conversation.workspace,
                 data={"route": Route.MIGRATION, "mode": run.mode, "goto": following[0]})
    run_dispatch_after_commit(run_id=run.pk)
    return run
