"""One step of a conversation's query ledger: check, hint, materialize, register, record.

The agent's `run_query` / `run_sql_tab` tools and the user's SQL tabs (REST) run their SQL through
`query_step_run`, so both leave the same trace: a numbered ledger step (also when the SQL fails) and, on
success, a cache table later steps can query. Synchronous: it touches the ORM and blocks on DuckDB, so async
callers run it in a worker thread.
"""

from concurrent.futures import Future, ThreadPoolExecutor

from django.db import connection, transaction

from agents import ledger
from lantide.audit import Actor, audit_record
from lantide.errors import ErrorCode
from workspaces.query import cache_registry
from workspaces.query.deadlines import QueryCancellation
from workspaces.query.engine_errors import as_application_error
from workspaces.query.engine import QueryResult, run_select
from workspaces.query.guard import CheckedSQL, QueryError, check_query
from workspaces.query.warehouse import warehouse_for

COMPLEXITY_JOINS = 3
COMPLEXITY_CHARS = 1500
QUERY_THREADS = 16  # steps reading at once in one process; more wait their turn
_QUERY_THREADS = ThreadPoolExecutor(max_workers=QUERY_THREADS, thread_name_prefix="lantide-query")


def refuse_hidden_caches(*, workspace, user, checked: CheckedSQL) -> None:
    """Another member's cache table reads as absent, as it does on every cache endpoint."""
    hidden = cache_registry.caches_hidden_from(user=user, workspace=workspace, tables=checked.cache_tables)
    if hidden:
        raise QueryError(ErrorCode.NOT_FOUND, f"There is no table named '{hidden[0]}'.",
                         hint="show_tables lists the workspace's tables; list_query_steps this conversation's caches.")


def query_step_hints(*, workspace, user, checked: CheckedSQL, sql: str) -> dict:
    """`complexity_hint` for a query worth splitting, `optimization_hint` when a cache already holds it."""
    joins = checked.joins
    complexity = None
    if joins > COMPLEXITY_JOINS or len(sql) > COMPLEXITY_CHARS:
        complexity = (f"This query has {joins} joins and {len(sql)} characters; consider splitting it into "
                      "steps that each keep a cache table.")
    holder = cache_registry.cache_holding(workspace=workspace, user=user, sql=sql)
    optimization = f"{holder} already holds this result; query it instead of recomputing." if holder else None
    return {"complexity_hint": complexity, "optimization_hint": optimization}


def query_step_run(*, workspace, conversation, sql: str, title: str = "", actor: Actor | None = None,
                   cancellation: QueryCancellation | None = None) -> dict:
    """Run `sql` as the conversation's next ledger step; a QueryError is recorded as a failed step, then re-raised.

    Returns the preview payload the tools and the REST API share: {step, cache, title, row_count, columns,
    rows, truncated, column_summaries, duration_ms, complexity_hint, optimization_hint}. With `actor`, the run is audited.
    Once the SQL is checked, DuckDB reads on a query thread while this one takes the step number (the cache's
    name waits for it) and the hints: the bookkeeping costs the answer no time.
    """
    try:
        checked = check_query(sql, defer_parse=True)  # parsed behind the answer, or if DuckDB refuses it
        refuse_hidden_caches(workspace=workspace, user=conversation.owner_id, checked=checked)
    except QueryError as error:
        number = ledger.query_step_allocate(conversation=conversation)
        _record_failure(workspace=workspace, conversation=conversation, number=number, sql=sql, error=error,
                        actor=actor)
        raise
    numbered: Future = Future()
    reading = _QUERY_THREADS.submit(
        run_select, warehouse_for(workspace_id=workspace.pk), checked, hold_cache_write=True, cancellation=cancellation,
        materialize_as=lambda: ledger.cache_name_for(conversation=conversation, number=numbered.result()))
    hints = _number_and_hints(numbered=numbered, reading=reading, workspace=workspace, conversation=conversation,
                              checked=checked, sql=sql)
    try:
        result = reading.result()
    except QueryError as error:
        _record_failure(workspace=workspace, conversation=conversation, number=numbered.result(), sql=sql,
                        error=error, actor=actor)
        raise
    number = numbered.result()
    cache_name = ledger.cache_name_for(conversation=conversation, number=number)

    def record() -> None:  # behind the answer: a deferred parse of the tables read goes there too
        _record_success(workspace=workspace, conversation=conversation, number=number, cache_name=cache_name,
                        title=title, sql=sql, tables=checked.tables, result=result, actor=actor)

    _record_behind(result, record)
    return {"step": number, "cache": cache_name, "title": title, "row_count": result.row_count,
            "columns": result.columns, "rows": result.rows, "truncated": result.truncated,
            "column_summaries": result.column_summaries,
            "duration_ms": result.duration_ms, **hints}


def _number_and_hints(*, numbered: Future, reading: Future, workspace, conversation, checked: CheckedSQL,
                      sql: str) -> dict:
    """While the query runs: the step's number, then the hints. When this fails, the read is waited for and a
    cache table it holds is still written (unregistered), so no write is left pending."""
    try:
        numbered.set_result(ledger.query_step_allocate(conversation=conversation))
        return query_step_hints(workspace=workspace, user=conversation.owner_id, checked=checked, sql=sql)
    except BaseException as error:
        if not numbered.done():
            numbered.set_exception(error)
        if reading.exception() is None:
            reading.result().start_cache_write()
        raise


def _record_behind(result: QueryResult, record) -> None:
    """The step's rows go in on the workspace's writer thread, after its cache table: the answer does not wait
    for them, and the registry never names a table not yet written. Readers settle first (ledger). Inside a
    caller's transaction they go in line, in that transaction, and the table's write starts after them."""
    if not connection.in_atomic_block:
        result.start_cache_write(then=record)
        return
    try:
        record()
    finally:
        result.start_cache_write()


@transaction.atomic
def _record_success(*, workspace, conversation, number: int, cache_name: str, title: str, sql: str,
                    tables: tuple[str, ...], result: QueryResult, actor: Actor | None) -> None:
    cache_registry.cache_register(workspace=workspace, owner_id=conversation.owner_id,
                                  conversation_id=conversation.pk, name=cache_name, title=title, sql=sql,
                                  source_tables=list(tables), row_count=result.row_count,
                                  duration_ms=result.duration_ms)
    step = ledger.query_step_record(conversation=conversation, number=number, cache_name=cache_name, sql=sql,
                                    ok=True, rows=result.row_count, duration_ms=result.duration_ms)
    if actor is not None:
        audit_record(actor=actor, verb="query.run", target=step, workspace=workspace,
                     data={"sql": sql[:2000], "status": step.status, "cache": cache_name, "rows": result.row_count})


@transaction.atomic
def _record_failure(*, workspace, conversation, number: int, sql: str, error: QueryError,
                    actor: Actor | None) -> None:
    step = ledger.query_step_record(conversation=conversation, number=number, cache_name="", sql=sql, ok=False,
                                    error=error.message)
    if actor is not None:
        audit_record(actor=actor, verb="query.run", target=step, workspace=workspace,
                     data={"sql": sql[:2000], "status": step.status, "code": error.code})


def sql_tab_run(*, user, conversation, sql: str, title: str = "") -> dict:
    """A person's own SQL, run as a ledger step of their conversation, audited as `query.run`."""
    try:
        return query_step_run(workspace=conversation.workspace, conversation=conversation, sql=sql, title=title,
                              actor=Actor.person(user))
    except QueryError as error:
        raise as_application_error(error) from error
