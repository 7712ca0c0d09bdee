"""The query-step ledger and the cache registry: every run_query / run_sql_tab leaves a trace.

The ledger keeps the last 50 steps of a conversation; numbers keep counting (a fork copies the window and
the next number). `conversation` always comes from the run context, never from the model. A successful step's
rows are written behind its answer by the workspace's writer (query_steps), so every reader here settles first.
"""

import functools
import hashlib
import re

from django.db import connection, models, transaction
from django.db.models import Q

from agents.models import Conversation
from workspaces.models import CacheTable, QueryStep, QueryStepStatus, Workspace
from workspaces.warehouse import CACHE_PREFIX, settle_writes, warehouse_for

LEDGER_WINDOW = 50


def cache_name_for(*, conversation: Conversation, number: int) -> str:
    return f"cache_{conversation.pk.hex[:8]}_{number}"


def query_step_allocate(*, conversation: Conversation) -> int:
    """The next step number of the conversation, taken atomically (one UPDATE … RETURNING)."""
    with connection.cursor() as cursor:
        cursor.execute(_allocate_sql(), [_conversation_key(conversation.pk)])
        return cursor.fetchone()[0] - 1


@transaction.atomic(savepoint=False)  # inside the caller's transaction when there is one
def query_step_record(*, conversation: Conversation, number: int, cache_name: str, sql: str, ok: bool,
                      error: str = "", rows: int | None = None, duration_ms: float | None = None) -> QueryStep:
    step = _inserted(QueryStep(
        conversation=conversation, number=number, cache_name=cache_name if ok else "", sql=sql,
        status=QueryStepStatus.SUCCESS if ok else QueryStepStatus.ERROR, error=error[:2000], rows=rows,
        duration_ms=duration_ms,
    ))
    # Numbers are allocated one by one, so the window is simply the last LEDGER_WINDOW numbers.
    if number > LEDGER_WINDOW:
        with connection.cursor() as cursor:
            cursor.execute(_window_delete_sql(), [_conversation_key(conversation.pk), number - LEDGER_WINDOW])
        _drop_cache_leaving_window(conversation=conversation, number=number - LEDGER_WINDOW)
    return step


def _drop_cache_leaving_window(*, conversation: Conversation, number: int) -> None:
    """The cache of the step that left the window goes with it (registry row now, table after commit), unless a
    fork's ledger still names it: the workspace file no longer grows with every query for ever."""
    name = cache_name_for(conversation=conversation, number=number)
    if QueryStep.objects.filter(cache_name=name).exclude(conversation=conversation).exists():
        return
    workspace_id = conversation.workspace_id
    if CacheTable.objects.filter(workspace_id=workspace_id, name=name, conversation=conversation).delete()[0]:
        transaction.on_commit(lambda: warehouse_for(workspace_id=workspace_id).drop_tables(tables=[name]))


def query_steps_of(*, conversation: Conversation) -> list[QueryStep]:
    settle_writes(workspace_id=conversation.workspace_id)
    return list(QueryStep.objects.filter(conversation=conversation).order_by("number"))


@transaction.atomic
def ledger_copy(*, source: Conversation, target: Conversation) -> None:
    """A fork continues the ledger: the window of steps and the next number. The caller settles the workspace's
    writes first, before its own transaction (waiting inside one could hold SQLite's lock the writer needs)."""
    QueryStep.objects.bulk_create([
        QueryStep(conversation=target, number=s.number, cache_name=s.cache_name, sql=s.sql, status=s.status,
                  error=s.error, rows=s.rows, duration_ms=s.duration_ms)
        for s in QueryStep.objects.filter(conversation=source).order_by("number")
    ])
    Conversation.objects.filter(pk=target.pk).update(next_step_number=source.next_step_number)


def cache_register(*, workspace: Workspace, conversation: Conversation | None, name: str, title: str, sql: str,
                   source_tables: list[str], row_count: int, duration_ms: float) -> CacheTable:
    cache = CacheTable(workspace=workspace, name=name, conversation=conversation, title=title[:200], sql=sql,
                       sql_digest=sql_digest(sql), source_tables=source_tables, row_count=row_count,
                       duration_ms=duration_ms)
    # One statement: a re-registered name (the same step number again) replaces the row.
    return _inserted(cache, replacing_on=("workspace", "name"))


def caches_drop_for_conversation(*, conversation: Conversation) -> list[str]:
    """A deleted conversation's cache tables go with it (registry rows now, the tables after commit): left
    behind, unowned, they were readable by every member of the workspace."""
    workspace_id = conversation.workspace_id
    settle_writes(workspace_id=workspace_id)
    names = list(CacheTable.objects.filter(conversation=conversation).values_list("name", flat=True))
    CacheTable.objects.filter(conversation=conversation).delete()
    if names:
        transaction.on_commit(lambda: warehouse_for(workspace_id=workspace_id).drop_tables(tables=names))
    return names


def normalized(sql: str) -> str:
    return re.sub(r"\s+", " ", sql.strip().rstrip(";")).lower()


def sql_digest(sql: str) -> str:
    return hashlib.sha256(normalized(sql).encode()).hexdigest()


def cache_holding(*, workspace: Workspace, user, sql: str) -> str | None:
    """The name of an existing cache the user may see whose SQL is this one (for optimization_hint)."""
    settle_writes(workspace_id=workspace.pk)
    with connection.cursor() as cursor:
        cursor.execute(_holder_select_sql(), [workspace.pk, sql_digest(sql), getattr(user, "pk", user)])
        found = cursor.fetchone()
    return found[0] if found else None


def caches_for_user(*, user, workspace: Workspace):
    """The workspace's caches the user may see, newest first."""
    settle_writes(workspace_id=workspace.pk)
    return (CacheTable.objects.filter(workspace=workspace)
            .filter(Q(conversation__owner=user) | Q(conversation__isnull=True))
            .order_by("-created_at", "-id"))


def caches_hidden_from(*, user, workspace: Workspace, tables) -> list[str]:
    """The cache tables among `tables` (names as a query reads them) that `user` may not read: other
    members' caches. The workspace file holds every member's caches, so SQL reaching one by name would
    bypass the lane every cache endpoint keeps."""
    wanted = {name.lower() for name in tables if name.lower().startswith(CACHE_PREFIX)}
    if not wanted:
        return []
    visible = set(caches_for_user(user=user, workspace=workspace).filter(name__in=wanted)
                  .values_list("name", flat=True))
    return sorted(wanted - visible)


def lineage_of(*, workspace: Workspace, name: str, depth: int = 0) -> dict | None:
    if depth == 0:
        settle_writes(workspace_id=workspace.pk)
    cache = CacheTable.objects.filter(workspace=workspace, name=name).first()
    if cache is None:
        return None
    upstream = [lineage_of(workspace=workspace, name=source, depth=depth + 1) if depth < 8 else None
                for source in cache.source_tables]
    return {"cache": cache.name, "title": cache.title, "sql": cache.sql, "row_count": cache.row_count,
            "reads": [u if u else {"table": s} for s, u in zip(cache.source_tables, upstream)]}


# The per-step statements, written once from the models' metadata. Building them with the ORM on every step
# cost ~3 ms, a tenth of a short TPC-H query (bench/query_layer.py); the SQL is plain and portable (SQLite,
# PostgreSQL).
def _table(model: type[models.Model]) -> str:
    return connection.ops.quote_name(model._meta.db_table)


def _quoted(model: type[models.Model], name: str) -> str:
    return connection.ops.quote_name(model._meta.get_field(name).column)


def _conversation_key(pk):
    return Conversation._meta.pk.get_db_prep_value(pk, connection)


@functools.cache
def _insert_statement(model: type[models.Model], replacing_on: tuple[str, ...]) -> tuple[str, list]:
    meta = model._meta
    fields = [field for field in meta.concrete_fields if field is not meta.auto_field]
    columns = ", ".join(connection.ops.quote_name(field.column) for field in fields)
    sql = (f"INSERT INTO {_table(model)} ({columns}) "
           f"VALUES ({', '.join(['%s'] * len(fields))})")
    if replacing_on:
        keys = ", ".join(_quoted(model, name) for name in replacing_on)
        kept = {*replacing_on, *(f.name for f in fields if getattr(f, "auto_now_add", False))}  # as first made
        updated = ", ".join(f"{column} = EXCLUDED.{column}" for column in
                            (connection.ops.quote_name(f.column) for f in fields if f.name not in kept))
        sql += f" ON CONFLICT ({keys}) DO UPDATE SET {updated}"
    return f"{sql} RETURNING {connection.ops.quote_name(meta.pk.column)}", fields


def _inserted(instance: models.Model, *, replacing_on: tuple[str, ...] = ()) -> models.Model:
    """Save a new row in one prepared statement, with the values Django would write (`pre_save` fills
    auto_now_add); on a conflict of the `replacing_on` key the existing row takes the new values, all but its
    creation time."""
    sql, fields = _insert_statement(type(instance), replacing_on)
    values = [field.get_db_prep_save(field.pre_save(instance, True), connection) for field in fields]
    with connection.cursor() as cursor:
        cursor.execute(sql, values)
        instance.pk = cursor.fetchone()[0]
    instance._state.adding, instance._state.db = False, connection.alias
    return instance


@functools.cache
def _allocate_sql() -> str:
    number = _quoted(Conversation, "next_step_number")
    return (f"UPDATE {_table(Conversation)} SET {number} = {number} + 1 WHERE {_quoted(Conversation, 'id')} = %s "
            f"RETURNING {number}")


@functools.cache
def _window_delete_sql() -> str:
    return (f"DELETE FROM {_table(QueryStep)} "
            f"WHERE {_quoted(QueryStep, 'conversation')} = %s AND {_quoted(QueryStep, 'number')} <= %s")


@functools.cache
def _holder_select_sql() -> str:
    cache, conversation = _table(CacheTable), _table(Conversation)
    via = _quoted(CacheTable, "conversation")
    return (f"SELECT c.{_quoted(CacheTable, 'name')} FROM {cache} c LEFT JOIN {conversation} v "
            f"ON v.{_quoted(Conversation, 'id')} = c.{via} "
            f"WHERE c.{_quoted(CacheTable, 'workspace')} = %s AND c.{_quoted(CacheTable, 'sql_digest')} = %s "
            f"AND (c.{via} IS NULL OR v.{_quoted(Conversation, 'owner')} = %s) "
            f"ORDER BY c.{_quoted(CacheTable, 'created_at')} DESC, c.{_quoted(CacheTable, 'id')} DESC LIMIT 1")
