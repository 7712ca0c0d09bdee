"""The query-step ledger and the cache registry: every run_query / run_sql_tab leaves a trace.

The ledger keeps the last 50 steps of a conversation; numbers keep counting (a fork copies the window and
the next number). `conversation` always comes from the run context, never from the model.
"""

import re

from django.db import transaction
from django.db.models import F

from agents.models import Conversation
from workspaces.models import CacheTable, QueryStep, QueryStepStatus, Workspace

LEDGER_WINDOW = 50


def cache_name_for(*, conversation: Conversation, number: int) -> str:
    return f"cache_{conversation.pk.hex[:8]}_{number}"


@transaction.atomic
def query_step_allocate(*, conversation: Conversation) -> int:
    """The next step number of the conversation, taken atomically."""
    Conversation.objects.filter(pk=conversation.pk).update(next_step_number=F("next_step_number") + 1)
    return Conversation.objects.values_list("next_step_number", flat=True).get(pk=conversation.pk) - 1


@transaction.atomic
def query_step_record(*, conversation: Conversation, number: int, cache_name: str, sql: str, ok: bool,
                      error: str = "", rows: int | None = None, duration_ms: float | None = None) -> QueryStep:
    step = QueryStep.objects.create(
        conversation=conversation, number=number, cache_name=cache_name if ok else "", sql=sql,
        status=QueryStepStatus.SUCCESS if ok else QueryStepStatus.ERROR, error=error[:2000], rows=rows,
        duration_ms=duration_ms,
    )
    stale = list(QueryStep.objects.filter(conversation=conversation).order_by("-number")
                 .values_list("pk", flat=True)[LEDGER_WINDOW:])
    QueryStep.objects.filter(pk__in=stale).delete()
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
    cache, _ = CacheTable.objects.update_or_create(workspace=workspace, name=name, defaults={
        "conversation": conversation, "title": title[:200], "sql": sql, "source_tables": source_tables,
        "row_count": row_count, "duration_ms": duration_ms})
    return cache


def normalized(sql: str) -> str:
    return re.sub(r"\s+", " ", sql.strip().rstrip(";")).lower()


def cache_holding(*, workspace: Workspace, sql: str) -> CacheTable | None:
    """An existing cache whose SQL is this one (for optimization_hint)."""
    wanted = normalized(sql)
    for cache in CacheTable.objects.filter(workspace=workspace).only("name", "sql")[:500]:
        if normalized(cache.sql) == wanted:
            return cache
    return None


def lineage_of(*, workspace: Workspace, name: str, depth: int = 0) -> dict | None:
    cache = CacheTable.objects.filter(workspace=workspace, name=name).first()
    if cache is None:
        return None
    upstream = [lineage_of(workspace=workspace, name=source, depth=depth + 1) if depth < 8 else None
                for source in cache.source_tables]
    return {"cache": cache.name, "title": cache.title, "sql": cache.sql, "row_count": cache.row_count,
            "reads": [u if u else {"table": s} for s, u in zip(cache.source_tables, upstream)]}
