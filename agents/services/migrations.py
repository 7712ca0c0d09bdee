"""Starting the migration graph (ARCHITECTURE §9) on a thread: the input is checked here, before any run exists."""

import json

from django.db import transaction

from agents.models import Conversation, Message, MessageRole, Route, Run
from agents.runtime.dispatch import run_dispatch_after_commit
from agents.runtime.llm.profiles import profile_named
from agents.runtime.migration.spec import MigrationInput, migration_input
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
def migration_run_start(*, user, conversation: Conversation, run_input, metadata: dict) -> Run:
    """A run of the migration graph from its first node; the input is kept as the run's query."""
    spec = migration_input(run_input)
    _check_reach(user=user, conversation=conversation, spec=spec)
    thread_make_room(conversation=conversation)
    profile = profile_named(conversation.metadata.get("llm_profile", ""))
    run = run_create(thread=conversation, created_by=user, route=Route.MIGRATION, route_rule="assistant:migration",
                     mode=conversation.mode, query=json.dumps(run_input, separators=(",", ":")),
                     model=profile.model, llm_profile=profile.name, max_iterations=len(spec.queries) + 50,
                     metadata=metadata)
    Message.objects.create(conversation=conversation, role=MessageRole.USER, content=_summary(spec), run=run)
    audit_record(actor=Actor.person(user), verb="run.start", target=run, workspace=conversation.workspace,
                 data={"route": Route.MIGRATION, "mode": run.mode})
    run_dispatch_after_commit(run_id=run.pk)
    return run
