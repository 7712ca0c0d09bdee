"""The cache registry: query results kept as tables in the workspace file, with their SQL and lineage.

A cache belongs to the person whose conversation made it (`owner`; `conversation_id` names that conversation,
opaquely): a member sees their own caches and those of no one; another member's read as absent everywhere (the
cache endpoints, and SQL that names one). A step's rows are written behind its answer by the workspace's writer,
so every reader here settles first.
"""

import functools
import hashlib
import re
import uuid

from django.db import connection, transaction
from django.db.models import Q

from lantide.prepared_insert import inserted, quoted_column, quoted_table
from workspaces.models import CacheTable, Workspace
from workspaces.query.warehouse import CACHE_PREFIX, settle_writes, warehouse_for


def cache_register(*, workspace: Workspace, owner_id: int | None, conversation_id: uuid.UUID | None, name: str,
                   title: str, sql: str, source_tables: list[str], row_count: int, duration_ms: float) -> CacheTable:
    cache = CacheTable(workspace=workspace, name=name, owner_id=owner_id, conversation_id=conversation_id,
                       title=title[:200], sql=sql, sql_digest=sql_digest(sql), source_tables=source_tables,
                       row_count=row_count, duration_ms=duration_ms)
    # One statement: a re-registered name (the same step number again) replaces the row.
    return inserted(cache, replacing_on=("workspace", "name"))


def caches_drop_for_conversation(*, workspace_id: int, conversation_id: uuid.UUID) -> list[str]:
    """A deleted conversation's cache tables go with it (registry rows now, the tables after commit): left
    behind, unowned, they were readable by every member of the workspace."""
    settle_writes(workspace_id=workspace_id)
    caches = CacheTable.objects.filter(workspace_id=workspace_id, conversation_id=conversation_id)
    names = list(caches.values_list("name", flat=True))
    caches.delete()
    if names:
        transaction.on_commit(lambda: warehouse_for(workspace_id=workspace_id).drop_tables(tables=names))
    return names


def cache_drop_named(*, workspace_id: int, conversation_id: uuid.UUID, name: str) -> None:
    """One of a conversation's caches leaves (registry row now, the table after commit)."""
    if CacheTable.objects.filter(workspace_id=workspace_id, name=name, conversation_id=conversation_id).delete()[0]:
        transaction.on_commit(lambda: warehouse_for(workspace_id=workspace_id).drop_tables(tables=[name]))


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
            .filter(Q(owner=user) | Q(owner__isnull=True))
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


@functools.cache
def _holder_select_sql() -> str:
    owner = quoted_column(CacheTable, "owner")
    return (f"SELECT {quoted_column(CacheTable, 'name')} FROM {quoted_table(CacheTable)} "
            f"WHERE {quoted_column(CacheTable, 'workspace')} = %s AND {quoted_column(CacheTable, 'sql_digest')} = %s "
            f"AND ({owner} IS NULL OR {owner} = %s) "
            f"ORDER BY {quoted_column(CacheTable, 'created_at')} DESC, {quoted_column(CacheTable, 'id')} DESC LIMIT 1")
