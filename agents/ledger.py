"""The query-step ledger of a conversation (ARCHITECTURE §4.3): every run_query / run_sql_tab leaves a step.

The ledger keeps the last 50 steps of a conversation; numbers keep counting (a fork copies the window and the next
number). `conversation` always comes from the run context, never from the model. A successful step's rows are
written behind its answer by the workspace's writer (agents.query_steps), so every reader here settles first.
"""

import functools

from django.db import connection, transaction

from agents.models import Conversation, QueryStep, QueryStepStatus
from lantide.prepared_insert import inserted, quoted_column, quoted_table
from workspaces.query.cache_registry import cache_drop_named
from workspaces.query.warehouse import settle_writes

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
    step = inserted(QueryStep(
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
    cache_drop_named(workspace_id=conversation.workspace_id, conversation_id=conversation.pk, name=name)


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


def _conversation_key(pk):
    return Conversation._meta.pk.get_db_prep_value(pk, connection)


@functools.cache
def _allocate_sql() -> str:
    number = quoted_column(Conversation, "next_step_number")
    return (f"UPDATE {quoted_table(Conversation)} SET {number} = {number} + 1 "
            f"WHERE {quoted_column(Conversation, 'id')} = %s RETURNING {number}")


@functools.cache
def _window_delete_sql() -> str:
    return (f"DELETE FROM {quoted_table(QueryStep)} "
            f"WHERE {quoted_column(QueryStep, 'conversation')} = %s AND {quoted_column(QueryStep, 'number')} <= %s")
