"""The SQL tools over the workspace's DuckDB database (ARCHITECTURE §4.3, §7).

Every call goes through the query guard and the sandboxed engine; the conversation and workspace come from
the run context, never from the model.
"""

import asyncio
import hashlib
import uuid

from asgiref.sync import sync_to_async
from django.db import close_old_connections

from agents.runtime.context import RunContext
from agents.runtime.tools.registry import Safety, ToolError, tool
from lantide.encoding import json_value
from lantide.errors import ErrorCode
from agents import ledger
from workspaces.query import cache_registry
from workspaces.query.deadlines import QueryCancellation
from workspaces.query.engine import describe, page_of
from workspaces.query.guard import QueryError, check_query
from agents.query_steps import query_step_run, refuse_hidden_caches
from workspaces.query.warehouse import CACHE_PREFIX, quote_identifier, warehouse_for

SAMPLE_VALUES = 5
# a category column (a status, a kind, a code) shows every value it holds, up to this many
CATEGORY_VALUES = 12
MAX_SCHEMA_TABLES = 6


def _warehouse(ctx: RunContext):
    return warehouse_for(workspace_id=ctx.workspace.pk)


def _as_tool_error(error: QueryError) -> ToolError:
    return ToolError(error.code, error.message, hint=error.hint, position=error.position)


async def _in_thread(fn, *args, **kwargs):
    try:
        return await asyncio.to_thread(fn, *args, **kwargs)
    except QueryError as error:
        raise _as_tool_error(error) from error


@tool(safety=Safety.SAFE, exploration=True)
async def show_tables(ctx: RunContext) -> dict:
    """List the workspace's tables with their row counts, and the cached results of earlier steps."""
    warehouse = _warehouse(ctx)
    tables = await asyncio.to_thread(warehouse.table_sizes)
    conversation_id = getattr(ctx.conversation, "pk", None)  # none: an outside client reading another workspace
    caches = await sync_to_async(lambda: list(ctx.workspace.cache_tables.filter(conversation_id=conversation_id)
                                              .values("name", "title", "row_count")[:20]))()
    return {"tables": [{"name": name, "row_count": rows} for name, rows in tables], "caches": caches}


def _declared_keys(cur, table: str) -> dict[str, dict]:
    """Each single-column PRIMARY KEY and FOREIGN KEY DuckDB knows for `table`, by column name."""
    keys: dict[str, dict] = {}
    for kind, columns, target, target_columns in cur.execute(
            "SELECT constraint_type, constraint_column_names, referenced_table, referenced_column_names "
            "FROM duckdb_constraints() WHERE schema_name = 'main' AND table_name = ? "
            "AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')", [table]).fetchall():
        if len(columns) != 1:
            continue
        if kind == "PRIMARY KEY":
            keys.setdefault(columns[0], {})["primary_key"] = True
        elif target and len(target_columns) == 1:
            keys.setdefault(columns[0], {})["references"] = {"table": target, "column": target_columns[0]}
    return keys


def _table_schema(warehouse, table: str) -> dict:
    with warehouse.cursor() as cur:
        columns = cur.execute(
            "SELECT column_name, data_type, comment FROM duckdb_columns() WHERE schema_name = 'main' "
            "AND table_name = ? ORDER BY column_index", [table]).fetchall()
        if not columns:
            raise QueryError(ErrorCode.NOT_FOUND, f"There is no table named '{table}'.",
                             hint="Call show_tables to see the table names.")
        rows = cur.execute(f"SELECT count(*) FROM {quote_identifier(table)}").fetchall()[0][0]
        keys = _declared_keys(cur, table)
        described = []
        for name, kind, comment in columns:
            column = quote_identifier(name)
            distinct, nulls = cur.execute(
                f"SELECT approx_count_distinct({column}), count(*) - count({column}) "
                f"FROM {quote_identifier(table)}").fetchall()[0]
            category = "CHAR" in kind.upper() and distinct <= CATEGORY_VALUES
            shown = CATEGORY_VALUES if category else SAMPLE_VALUES
            latest = f" ORDER BY {column} DESC" if kind.upper().startswith(("DATE", "TIMESTAMP")) else ""
            samples = [value for (value,) in cur.execute(
                f"SELECT DISTINCT {column} FROM {quote_identifier(table)} WHERE {column} IS NOT NULL{latest} "
                f"LIMIT {shown}").fetchall()]
            entry = {"name": name, "type": kind, "samples": [json_value(v) for v in samples],
                     "distinct_count": distinct, "nulls": nulls}
            if comment:
                entry["comment"] = comment
            entry.update(keys.get(name, {}))
            described.append(entry)
    return {"name": table, "row_count": rows, "columns": described}


@tool(safety=Safety.SAFE, exploration=True)
async def read_schema(ctx: RunContext, tables: list[str]) -> dict:
    """Read the columns of some tables: types, row counts, a few distinct samples (every value of a category
    column with at most 12, the latest values of a date column), how many values are empty, declared keys
    and comments.

    Args:
        tables: The table names (at most 6), as show_tables lists them.
    """
    if not tables or len(tables) > MAX_SCHEMA_TABLES:
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, f"Ask for 1 to {MAX_SCHEMA_TABLES} tables.")
    warehouse = _warehouse(ctx)
    return {"tables": [await _in_thread(_table_schema, warehouse, table) for table in tables]}


@tool(safety=Safety.SAFE, exploration=True)
async def validate_query(ctx: RunContext, sql: str) -> dict:
    """Check a query without running it: it must parse, be allowed, and bind to real tables and columns.

    Args:
        sql: One DuckDB SELECT (or WITH … SELECT) over this workspace's tables.
    """
    checked = await _in_thread(check_query, sql)
    await sync_to_async(refuse_hidden_caches)(workspace=ctx.workspace, user=ctx.user, checked=checked)
    columns = await _in_thread(describe, _warehouse(ctx), checked)
    return {"valid": True, "columns": columns, "tables": list(checked.tables)}


def _query_step_in_worker(ctx: RunContext, sql: str, title: str, cancellation: QueryCancellation) -> dict:
    """The ledger step off the event loop, so a long query never blocks other runs' ORM work.

    The worker thread's database connection is its own; it is closed here rather than left to leak.
    """
    try:
        return query_step_run(workspace=ctx.workspace, conversation=ctx.conversation, sql=sql, title=title,
                              actor=ctx.audited_reads, cancellation=cancellation)
    finally:
        close_old_connections()


async def _run_step(ctx: RunContext, sql: str, title: str) -> dict:
    """Run one ledger step (agents.query_steps): a QueryError reaches the model as a ToolError. A cancelled
    run interrupts the query (its step is recorded as cancelled) instead of leaving it to run to its deadline."""
    cancellation = QueryCancellation()
    try:
        return await _in_thread(_query_step_in_worker, ctx, sql, title, cancellation)
    except asyncio.CancelledError:
        cancellation.cancel()
        raise


@tool(safety=Safety.SAFE)
async def run_query(ctx: RunContext, sql: str, title: str = "") -> dict:
    """Run a query; its full result is kept as a cache table later steps can query, and a preview comes back
    with the row count and each column's summary over all rows (nulls, distinct values, min and max).

    Args:
        sql: One DuckDB SELECT (or WITH … SELECT) over this workspace's tables and earlier caches.
        title: A short name for the result, e.g. "Revenue by region".
    """
    return await _run_step(ctx, sql, title)


@tool(safety=Safety.SAFE)
async def run_sql_tab(ctx: RunContext, sql: str, tab: str = "") -> dict:
    """Run a query in a SQL tab the user sees (editor, results grid), keeping the result as a cache table.

    Args:
        sql: One DuckDB SELECT (or WITH … SELECT) over this workspace's tables and earlier caches.
        tab: The tab's title: a title used before in this conversation reruns that tab; empty opens a new one.
    """
    tab_id = _tab_id(ctx, tab)
    title = tab or "Query"
    payload = await _run_step(ctx, sql, title)
    payload["tab"] = tab_id
    payload["_ui_commands"] = [
        ("open_tab", {"tab_id": tab_id, "kind": "sql", "title": title}),
        ("update_tab_content", {"tab_id": tab_id, "sql": sql}),
        ("set_tab_results", {"tab_id": tab_id, "cache": payload["cache"], "columns": payload["columns"],
                             "rows": payload["rows"], "row_count": payload["row_count"],
                             "column_summaries": payload["column_summaries"]}),
        ("source_run_complete", {"tab_id": tab_id, "cache": payload["cache"], "step": payload["step"]}),
    ]
    return payload


def _tab_id(ctx: RunContext, tab: str) -> str:
    """A titled tab is one tab per conversation (the browser keeps tabs by id); an untitled one is new each time."""
    if not tab:
        return f"tab-{uuid.uuid4().hex[:8]}"
    return "tab-" + hashlib.sha256(f"{ctx.conversation.pk}:{tab}".encode()).hexdigest()[:12]


def _own_cache(ctx: RunContext, cache: str):
    found = cache_registry.caches_for_user(user=ctx.user, workspace=ctx.workspace).filter(name=cache).first()
    if found is None or not cache.startswith(CACHE_PREFIX):
        raise ToolError(ErrorCode.NOT_FOUND, f"There is no cache table named '{cache}'.",
                        hint="list_query_steps shows the cache names of this conversation.")
    return found


@tool(safety=Safety.SAFE)
async def query_result(ctx: RunContext, cache: str, offset: int = 0, limit: int = 50) -> dict:
    """Read a page of a cached result.

    Args:
        cache: The cache table's name, as run_query returned it.
        offset: How many rows to skip.
        limit: How many rows to return (at most 200).
    """
    await sync_to_async(_own_cache)(ctx, cache)
    if offset < 0 or not 1 <= limit <= 200:
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, "offset must be >= 0 and limit between 1 and 200.")
    page = await _in_thread(page_of, _warehouse(ctx), cache, offset=offset, limit=limit)
    return {"cache": cache, "offset": offset, "row_count": page.row_count, "columns": page.columns,
            "rows": page.rows, "truncated": page.truncated}


@tool(safety=Safety.SAFE)
async def get_cache_source(ctx: RunContext, cache: str) -> dict:
    """Show the SQL that built a cache table and what it read (its lineage, down to the base tables).

    Args:
        cache: The cache table's name.
    """
    await sync_to_async(_own_cache)(ctx, cache)
    return await sync_to_async(cache_registry.lineage_of)(workspace=ctx.workspace, name=cache)


@tool(safety=Safety.SAFE)
async def list_query_steps(ctx: RunContext) -> dict:
    """List this conversation's recent query steps (number, cache, SQL, status, rows)."""
    steps = await sync_to_async(ledger.query_steps_of)(conversation=ctx.conversation)
    return {"steps": [{"step": s.number, "cache": s.cache_name, "sql": s.sql, "status": s.status,
                       "error": s.error, "rows": s.rows} for s in steps]}
