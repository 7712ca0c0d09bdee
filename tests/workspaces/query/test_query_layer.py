"""The sandboxed query layer through the SQL tools: escapes refused, timeouts, lineage, ledger, concurrency."""

import asyncio
import threading
import time
from pathlib import Path

import duckdb
import pytest
from asgiref.sync import sync_to_async

from agents import ledger
from agents.models import QueryStep
from agents.runtime.context import RunContext
from agents.runtime.tools import REGISTRY
from agents.runtime.tools.registry import ToolError
from agents.services import conversation_fork
from lantide.features import FeatureSet
from tests.factories import ConversationFactory, MembershipFactory, UserFactory
from tests.workspaces.query.test_guard import UNCLOSED
from workspaces.models import CacheTable
from workspaces.query import cache_registry
from workspaces.query.cache_writer import SPOOL_ROWS
from workspaces.query.engine import run_select
from workspaces.query.guard import QueryError, check_query
from workspaces.query.warehouse import warehouse_for

pytestmark = pytest.mark.django_db(transaction=True)

SECRET_PATH = "/etc/hostname"


def seed(workspace_id: int) -> None:
    warehouse = warehouse_for(workspace_id=workspace_id)
    with warehouse.cursor() as cur:
        cur.execute("CREATE TABLE sales AS SELECT * FROM (VALUES ('North', 10.0), ('South', 5.0), ('North', 2.5)) "
                    "t(region, revenue)")
    warehouse.tables_changed()


@pytest.fixture
def ctx():
    conversation = ConversationFactory()
    seed(conversation.workspace_id)
    return RunContext(user=conversation.owner, workspace=conversation.workspace, conversation=conversation, run=None,
                      mode="agent", features=FeatureSet(agent_mode=True, agents=True))


async def call(ctx, name: str, **arguments):
    return await REGISTRY[name].fn(ctx, **arguments)


ESCAPES = [
    f"SELECT * FROM read_csv('{SECRET_PATH}')",
    "SELECT * FROM read_csv_auto('/etc/*')",
    f"SELECT * FROM read_text('{SECRET_PATH}')",
    "SELECT * FROM read_parquet('/tmp/*.parquet')",
    "SELECT * FROM glob('/etc/*')",
    f"SELECT * FROM '{SECRET_PATH}'",
    "ATTACH '/tmp/other.duckdb' AS other",
    "COPY sales TO '/tmp/leak.csv'",
    "COPY (SELECT * FROM sales) TO '/tmp/leak.parquet' (FORMAT parquet)",
    "EXPORT DATABASE '/tmp/leak'",
    "INSTALL httpfs",
    "LOAD httpfs",
    "SET enable_external_access = true",
    "SET memory_limit = '100GB'",
    "PRAGMA threads = 64",
    "RESET memory_limit",
    "CREATE SECRET leak (TYPE s3, KEY_ID 'x', SECRET 'y')",
    "SELECT 1; DROP TABLE sales",
    "SELECT getenv('HOME')",
]


@pytest.mark.parametrize("sql", ESCAPES)
async def test_escapes_are_refused_with_sql_forbidden(ctx, sql):
    with pytest.raises(ToolError) as refused:
        await call(ctx, "run_query", sql=sql)
    assert refused.value.code == "SQL_FORBIDDEN", refused.value.message
    secret = Path(SECRET_PATH).read_text().strip()
    assert refused.value.message and secret not in refused.value.message + (refused.value.hint or "")
    with warehouse_for(workspace_id=ctx.workspace.pk).cursor() as cur:
        assert cur.execute("SELECT count(*) FROM sales").fetchall()[0][0] == 3


@pytest.mark.parametrize("sql", UNCLOSED)
async def test_an_unclosed_quote_or_comment_is_sql_invalid_with_a_hint_and_a_failed_step(ctx, sql):
    with pytest.raises(ToolError) as invalid:
        await call(ctx, "run_query", sql=sql)
    assert invalid.value.code == "SQL_INVALID" and invalid.value.message.startswith("The SQL does not parse")
    assert invalid.value.hint == "Close every quote, quoted name and comment."
    steps = await sync_to_async(ledger.query_steps_of)(conversation=ctx.conversation)
    assert [(s.status, s.sql) for s in steps] == [("error", sql)]
    assert (await call(ctx, "run_query", sql="SELECT count(*) AS n FROM sales"))["rows"] == [[3]]


def test_the_engine_itself_refuses_files_even_past_the_guard(ctx):
    with warehouse_for(workspace_id=ctx.workspace.pk).cursor() as cur, pytest.raises(duckdb.Error) as refused:
        cur.execute(f"SELECT * FROM read_csv('{SECRET_PATH}')")
    assert isinstance(refused.value, duckdb.PermissionException)


def test_another_workspaces_file_is_out_of_reach(ctx):
    other = ConversationFactory().workspace
    seed(other.pk)
    path = warehouse_for(workspace_id=other.pk).path
    with pytest.raises(QueryError) as refused:
        run_select(warehouse_for(workspace_id=ctx.workspace.pk), check_query(f"SELECT * FROM '{path}'"))
    assert refused.value.code == "SQL_FORBIDDEN"


async def test_a_long_query_times_out_and_the_connection_stays_usable(ctx):
    warehouse = warehouse_for(workspace_id=ctx.workspace.pk)
    slow = check_query("SELECT count(*) FROM range(100000000000) a, range(1000) b WHERE a.range % 7 = b.range")
    started = time.monotonic()
    with pytest.raises(QueryError) as stopped:
        await asyncio.to_thread(run_select, warehouse, slow, timeout=0.5)
    assert stopped.value.code == "QUERY_TIMEOUT"
    assert time.monotonic() - started < 20
    result = await call(ctx, "run_query", sql="SELECT sum(revenue) AS total FROM sales")
    assert result["rows"] == [[17.5]]


async def test_validate_query_plans_without_running_and_hints_the_column(ctx):
    ok = await call(ctx, "validate_query", sql="SELECT region, sum(revenue) FROM sales GROUP BY 1")
    assert ok["valid"] is True and [c["name"] for c in ok["columns"]][0] == "region"
    with pytest.raises(ToolError) as invalid:
        await call(ctx, "validate_query", sql="SELECT regoin FROM sales")
    assert invalid.value.code == "SQL_INVALID" and invalid.value.hint == 'Did you mean "region"?'
    assert not await sync_to_async(QueryStep.objects.exists)()


async def test_read_schema_gives_types_counts_and_samples(ctx):
    schema = (await call(ctx, "read_schema", tables=["sales"]))["tables"][0]
    assert schema["row_count"] == 3
    region = schema["columns"][0]
    assert (region["name"], region["type"], sorted(region["samples"])) == ("region", "VARCHAR", ["North", "South"])
    with pytest.raises(ToolError) as missing:
        await call(ctx, "read_schema", tables=["nope"])
    assert missing.value.code == "NOT_FOUND"


async def test_a_category_column_shows_every_value_and_a_wider_one_a_few(ctx):
    def plant():
        with warehouse_for(workspace_id=ctx.workspace.pk).cursor() as cur:
            cur.execute("CREATE TABLE extras AS SELECT i AS id, ['BATH', 'GROOM', 'WALK', 'MEDS', 'TAXI', 'PLAY', "
                        "'TRAIN'][1 + i % 7] AS code, 'Note ' || i AS note FROM range(200) t(i)")

    await sync_to_async(plant)()
    columns = (await call(ctx, "read_schema", tables=["extras"]))["tables"][0]["columns"]
    samples = {c["name"]: c["samples"] for c in columns}
    assert sorted(samples["code"]) == ["BATH", "GROOM", "MEDS", "PLAY", "TAXI", "TRAIN", "WALK"]
    assert len(samples["note"]) == 5 and len(samples["id"]) == 5


async def test_read_schema_counts_each_columns_empty_values(ctx):
    def plant():
        with warehouse_for(workspace_id=ctx.workspace.pk).cursor() as cur:
            cur.execute("CREATE TABLE lots AS SELECT i AS id, CASE WHEN i % 4 = 0 THEN NULL ELSE 'Ann' END "
                        "AS auctioneer FROM range(40) t(i)")

    await sync_to_async(plant)()
    columns = (await call(ctx, "read_schema", tables=["lots"]))["tables"][0]["columns"]
    assert {c["name"]: c["nulls"] for c in columns} == {"id": 0, "auctioneer": 10}


async def test_non_finite_floats_reach_the_model_as_text_in_samples_and_results(ctx):
    import json

    def plant():
        with warehouse_for(workspace_id=ctx.workspace.pk).cursor() as cur:
            cur.execute("CREATE TABLE odd AS SELECT * FROM (VALUES ('nan'::DOUBLE), ('-inf'::DOUBLE)) t(x)")

    await sync_to_async(plant)()
    samples = (await call(ctx, "read_schema", tables=["odd"]))["tables"][0]["columns"][0]["samples"]
    result = await call(ctx, "run_query", sql="SELECT x FROM odd ORDER BY x")
    assert sorted(samples) == ["-Infinity", "NaN"] and result["rows"] == [["-Infinity"], ["NaN"]]
    json.dumps([samples, result["rows"]], allow_nan=False)  # what a browser's JSON.parse could read


async def test_run_query_materializes_a_cache_and_lineage_follows_a_cache_built_on_a_cache(ctx):
    first = await call(ctx, "run_query", sql="SELECT region, sum(revenue) AS revenue FROM sales GROUP BY 1",
                       title="By region")
    assert first["row_count"] == 2 and first["cache"].startswith("cache_") and first["step"] == 1
    second = await call(ctx, "run_query", sql=f"SELECT max(revenue) AS top FROM {first['cache']}", title="Top")
    assert second["rows"] == [[12.5]]
    source = await call(ctx, "get_cache_source", cache=second["cache"])
    assert source["reads"][0]["cache"] == first["cache"]
    assert source["reads"][0]["reads"] == [{"table": "sales"}]
    page = await call(ctx, "query_result", cache=first["cache"], offset=1, limit=1)
    assert page["row_count"] == 2 and len(page["rows"]) == 1
    again = await call(ctx, "run_query", sql="SELECT region, sum(revenue) AS revenue FROM sales GROUP BY 1")
    assert again["optimization_hint"] and first["cache"] in again["optimization_hint"]
    tables = (await call(ctx, "show_tables"))["tables"]
    assert [t["name"] for t in tables] == ["sales"]


async def test_every_run_query_writes_a_ledger_step_even_a_failed_one(ctx):
    await call(ctx, "run_query", sql="SELECT 1 AS one")
    with pytest.raises(ToolError):
        await call(ctx, "run_query", sql="SELECT missing FROM sales")
    steps = (await call(ctx, "list_query_steps"))["steps"]
    assert [(s["step"], s["status"]) for s in steps] == [(1, "success"), (2, "error")]
    assert "missing" in steps[1]["error"]


def test_the_ledger_keeps_the_last_fifty_and_keeps_counting(ctx):
    conversation = ctx.conversation
    for _ in range(55):
        number = ledger.query_step_allocate(conversation=conversation)
        ledger.query_step_record(conversation=conversation, number=number, cache_name=f"cache_x_{number}",
                                 sql="SELECT 1", ok=True, rows=1)
    numbers = list(QueryStep.objects.filter(conversation=conversation).values_list("number", flat=True))
    assert numbers == list(range(6, 56))
    assert ledger.query_step_allocate(conversation=conversation) == 56


def test_the_ledgers_own_statements_write_what_the_orm_reads_back(ctx):
    """The per-step rows are written with prepared SQL, not the ORM: every field must read back as written."""

    conversation, workspace = ctx.conversation, ctx.workspace
    step = ledger.query_step_record(conversation=conversation, number=7, cache_name="cache_x_7", sql="SELECT 'é'",
                                    ok=False, error="boom", rows=None, duration_ms=1.5)
    stored = QueryStep.objects.get(pk=step.pk)
    assert (stored.number, stored.cache_name, stored.sql, stored.status, stored.error, stored.rows,
            stored.duration_ms) == (7, "", "SELECT 'é'", "error", "boom", None, 1.5)
    assert stored.created_at is not None and stored.created_at == step.created_at
    owned = {"owner_id": conversation.owner_id, "conversation_id": conversation.pk}
    first = cache_registry.cache_register(workspace=workspace, **owned, name="cache_x_7", title="one",
                                          sql="SELECT 1", source_tables=["sales"], row_count=1, duration_ms=2.0)
    again = cache_registry.cache_register(workspace=workspace, **owned, name="cache_x_7", title="two",
                                          sql="SELECT 2", source_tables=["sales", "cache_x_6"], row_count=2,
                                          duration_ms=3.0)
    assert again.pk == first.pk, "a re-registered name replaces its row"
    cache = CacheTable.objects.get(workspace=workspace, name="cache_x_7")
    assert cache.created_at == first.created_at < again.created_at, "the row keeps its creation time"
    assert (cache.title, cache.sql, cache.source_tables, cache.row_count, cache.duration_ms) == (
        "two", "SELECT 2", ["sales", "cache_x_6"], 2, 3.0)
    assert cache.sql_digest == cache_registry.sql_digest("select 2;")
    assert cache_registry.cache_holding(workspace=workspace, user=ctx.user, sql="  SELECT 2 ") == "cache_x_7"
    assert cache_registry.cache_holding(workspace=workspace, user=ctx.user, sql="SELECT 1") is None


def test_fork_copies_the_ledger_window_and_the_next_number(ctx):
    for _ in range(3):
        number = ledger.query_step_allocate(conversation=ctx.conversation)
        ledger.query_step_record(conversation=ctx.conversation, number=number, cache_name=f"c{number}", sql="SELECT 1",
                                 ok=True)
    ctx.conversation.refresh_from_db()
    fork = conversation_fork(user=ctx.user, conversation=ctx.conversation)
    assert list(fork.query_steps.values_list("number", flat=True)) == [1, 2, 3]
    assert ledger.query_step_allocate(conversation=fork) == 4


def test_two_conversations_query_one_workspace_at_once(ctx):
    other = ConversationFactory(workspace=ctx.workspace, owner=ctx.user)
    contexts = [ctx, RunContext(user=ctx.user, workspace=ctx.workspace, conversation=other, run=None, mode="agent",
                                features=ctx.features)]
    results, errors = [], []

    def worker(context, n):
        try:
            results.append(asyncio.run(call(context, "run_query", sql=f"SELECT {n} AS n, count(*) AS c FROM sales")))
        except ToolError as error:
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(contexts[i % 2], i)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(results) == 6
    assert sorted(r["rows"][0][0] for r in results) == list(range(6))
    assert [len(ledger.query_steps_of(conversation=c)) for c in (ctx.conversation, other)] == [3, 3]


def test_a_cache_keeps_the_querys_types_and_is_readable_as_soon_as_the_answer_is_back(ctx):
    warehouse = warehouse_for(workspace_id=ctx.workspace.pk)
    sql = ("SELECT sum(range) AS total, 12.50::DECIMAL(15,2) AS price, DATE '1995-03-15' AS day, "
           "[1, 2] AS pair, {'a': 1} AS rec, INTERVAL 3 DAY AS span, 'x' AS label FROM range(10)")
    result = run_select(warehouse, check_query(sql), materialize_as="cache_types_1")
    with warehouse.cursor() as cur:  # no wait of our own: the warehouse settles the write first
        stored = cur.execute("SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = 'cache_types_1' "
                             "ORDER BY column_index").fetchall()
        row = cur.execute("SELECT * FROM cache_types_1").fetchall()
    assert [(c["name"], c["type"]) for c in result.columns] == stored
    assert dict(stored)["total"] == "HUGEINT" and dict(stored)["price"] == "DECIMAL(15,2)"
    assert result.rows == [[45, 12.5, "1995-03-15", [1, 2], {"a": 1}, "3 days", "x"]]
    assert len(row) == 1 and row[0][0] == 45


def test_a_result_past_the_spool_limit_streams_into_its_table_before_the_answer(ctx):
    warehouse = warehouse_for(workspace_id=ctx.workspace.pk)
    rows = SPOOL_ROWS * 3 + 17
    result = run_select(warehouse, check_query(f"SELECT range AS n FROM range({rows})"), materialize_as="cache_big_2")
    assert (result.row_count, result.truncated, len(result.rows), result.rows[0]) == (rows, True, 50, [0])
    with warehouse.cursor() as cur:
        assert cur.execute("SELECT count(*), sum(n) FROM cache_big_2").fetchall() == [(rows, rows * (rows - 1) // 2)]


async def test_the_agent_of_another_member_cannot_reach_a_cache_by_tool_either(ctx):
    made = await call(ctx, "run_query", sql="SELECT region, revenue FROM sales")

    def stranger_context():
        other = UserFactory()
        MembershipFactory(workspace=ctx.workspace, user=other, role="editor")
        return RunContext(user=other, workspace=ctx.workspace, conversation=ConversationFactory(
            workspace=ctx.workspace, owner=other), run=None, mode="agent", features=ctx.features)

    theirs = await sync_to_async(stranger_context)()
    for name, arguments in (("query_result", {"cache": made["cache"]}), ("get_cache_source", {"cache": made["cache"]})):
        with pytest.raises(ToolError) as refused:
            await call(theirs, name, **arguments)
        assert refused.value.code == "NOT_FOUND", name
    with pytest.raises((ToolError, QueryError)) as refused:
        await call(theirs, "validate_query", sql=f"SELECT * FROM {made['cache']}")
    assert refused.value.code == "NOT_FOUND"
    assert (await call(ctx, "query_result", cache=made["cache"]))["row_count"] == 3, "the owner still reads it"


async def test_run_sql_tab_reruns_a_titled_tab_and_opens_a_new_untitled_one(ctx):
    first = await call(ctx, "run_sql_tab", sql="SELECT region FROM sales", tab="Regions")
    again = await call(ctx, "run_sql_tab", sql="SELECT DISTINCT region FROM sales", tab="Regions")
    other = await call(ctx, "run_sql_tab", sql="SELECT 1 AS one", tab="Other")
    untitled = [await call(ctx, "run_sql_tab", sql="SELECT 1 AS one") for _ in range(2)]
    assert first["tab"] == again["tab"] != other["tab"]
    assert untitled[0]["tab"] != untitled[1]["tab"] and first["tab"] not in {u["tab"] for u in untitled}
    assert [args["tab_id"] for _, args in again["_ui_commands"]] == [first["tab"]] * 4
    assert again["step"] == first["step"] + 1  # each run is its own ledger step
    elsewhere = RunContext(user=ctx.user, workspace=ctx.workspace, run=None, mode="agent", features=ctx.features,
                           conversation=await sync_to_async(ConversationFactory)(workspace=ctx.workspace,
                                                                                 owner=ctx.user))
    assert (await call(elsewhere, "run_sql_tab", sql="SELECT 1 AS one", tab="Regions"))["tab"] != first["tab"]
