"""The query-step ledger and the cache registry: every run_query / run_sql_tab leaves a trace.

The ledger keeps the last 50 steps of a conversation; numbers keep counting (a fork copies the window and
the next number). `conversation` always comes from the run context, never from the model.
"""

import hashlib
import re

from django.db import connection, transaction
from django.db.models import Q

from agents.models import Conversation
from workspaces.models import CacheTable, QueryStep, QueryStepStatus, Workspace
from workspaces.warehouse import CACHE_PREFIX

LEDGER_WINDOW = 50


def cache_name_for(*, conversation: Conversation, number: int) -> str:
    return f"cache_{conversation.pk.hex[:8]}_{number}"


def query_step_allocate(*, conversation: Conversation) -> int:
    """The next step number of the conversation, taken atomically (one UPDATE … RETURNING)."""
    table, pk = Conversation._meta.db_table, Conversation._meta.pk
    with connection.cursor() as cursor:
        cursor.execute(f"UPDATE {connection.ops.quote_name(table)} SET next_step_number = next_step_number + 1 "
                       f"WHERE {connection.ops.quote_name(pk.column)} = %s RETURNING next_step_number",
                       [pk.get_db_prep_value(conversation.pk, connection)])
        return cursor.fetchone()[0] - 1


@transaction.atomic
def query_step_record(*, conversation: Conversation, number: int, cache_name: str, sql: str, ok: bool,
                      error: str = "", rows: int | None = None, duration_ms: float | None = None) -> QueryStep:
    step = QueryStep.objects.create(
        conversation=conversation, number=number, cache_name=cache_name if ok else "", sql=sql,
        status=QueryStepStatus.SUCCESS if ok else QueryStepStatus.ERROR, error=error[:2000], rows=rows,
        duration_ms=duration_ms,
    )
    # Numbers are allocated one by one, so the window is simply the last LEDGER_WINDOW numbers.
    if number > LEDGER_WINDOW:
        QueryStep.objects.filter(conversation=conversation, number__lte=number - LEDGER_WINDOW).delete()
    return step


def query_steps_of(*, conversation: Conversation) -> list[QueryStep]:
    return list(QueryStep.objects.filter(conversation=conversation).order_by("number"))


@transaction.atomic
def ledger_copy(*, source: Conversation, target: Conversation) -> None:
    """A fork continues the ledger: the window of steps and the next number."""
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
    CacheTable.objects.bulk_create([cache], update_conflicts=True, unique_fields=["workspace", "name"],
                                   update_fields=["conversation", "title", "sql", "sql_digest", "source_tables",
                                                  "row_count", "duration_ms"])
    return cache


def normalized(sql: str) -> str:
    return re.sub(r"\s+", " ", sql.strip().rstrip(";")).lower()


def sql_digest(sql: str) -> str:
    return hashlib.sha256(normalized(sql).encode()).hexdigest()


def cache_holding(*, workspace: Workspace, user, sql: str) -> CacheTable | None:
    """An existing cache of the user's whose SQL is this one (for optimization_hint)."""
    return caches_for_user(user=user, workspace=workspace).filter(sql_digest=sql_digest(sql)).only("name").first()


def caches_for_user(*, user, workspace: Workspace):
    """The workspace's caches the user may see, newest first."""
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
    cache = CacheTable.objects.filter(workspace=workspace, name=name).first()
    if cache is None:
        return None
    upstream = [lineage_of(workspace=workspace, name=source, depth=depth + 1) if depth < 8 else None
                for source in cache.source_tables]
    return {"cache": cache.name, "title": cache.title, "sql": cache.sql, "row_count": cache.row_count,
            "reads": [u if u else {"table": s} for s, u in zip(cache.source_tables, upstream)]}
