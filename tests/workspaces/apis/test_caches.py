"""The SQL-tab REST endpoints: the user's SQL through the agent's guard, engine and ledger; caches, rows, CSV."""

import csv
import io

import pytest
from asgiref.sync import sync_to_async
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import AsyncClient
from rest_framework.test import APIClient

from agents import ledger
from agents.models import Conversation, QueryStep
from lantide.models import AuditEvent
from tests.conftest import token_client
from tests.factories import (
    AgentFactory,
    CacheTableFactory,
    ConversationFactory,
    InterruptFactory,
    MembershipFactory,
    RunFactory,
    token_header,
)
from workspaces.models import CacheTable
from workspaces.query.guard import QueryError
from workspaces.query.warehouse import settle_writes, warehouse_for

CSV_TEXT = (
    "region,month,revenue\n"
    "North,2024-01-01,100.5\nSouth,2024-01-01,80\nNorth,2024-02-01,120\nEast,2024-01-01,95.25\n"
    "South,2024-02-01,60\nEast,2024-02-01,130\nNorth,2024-03-01,70\n"
)


def source_rows() -> list[list]:
    """The uploaded rows as Python values, read independently of DuckDB."""
    return [[r["region"], r["month"], float(r["revenue"])] for r in csv.DictReader(io.StringIO(CSV_TEXT))]


@pytest.fixture
def sales(alice_api, alice_workspace):
    response = alice_api.post(f"/api_v1/workspaces/{alice_workspace.pk}/datasources/",
                              {"file": SimpleUploadedFile("sales.csv", CSV_TEXT.encode()), "table": "sales"},
                              format="multipart")
    assert response.status_code == 201, response.json()
    return alice_workspace


@pytest.fixture
def conversation(alice, sales):
    return ConversationFactory(workspace=sales, owner=alice)


def run_sql(client, conversation, sql: str, title: str = ""):
    return client.post(f"/api_v1/conversations/{conversation.pk}/sql", {"sql": sql, "title": title}, format="json")


@pytest.fixture
def sales_cache(alice_api, conversation) -> str:
    response = run_sql(alice_api, conversation, "SELECT * FROM sales", title="All sales / 2024")
    assert response.status_code == 201, response.json()
    return response.json()["cache"]


def cache_url(workspace, name: str, tail: str = "") -> str:
    return f"/api_v1/workspaces/{workspace.pk}/caches/{name}/{tail}"


def test_sql_runs_as_a_ledger_step_and_keeps_a_cache(alice, alice_api, conversation):
    response = run_sql(alice_api, conversation, "SELECT region, sum(revenue) AS revenue FROM sales GROUP BY 1 "
                                                "ORDER BY 1", title="By region")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert body == {
        "step": 1, "cache": f"cache_{conversation.pk.hex[:8]}_1", "title": "By region", "row_count": 3,
        "columns": [{"name": "region", "type": "VARCHAR"}, {"name": "revenue", "type": "DOUBLE"}],
        "rows": [["East", 225.25], ["North", 290.5], ["South", 140.0]], "truncated": False,
        "column_summaries": [{"name": "region", "nulls": 0, "distinct": 3, "min": "East", "max": "South"},
                             {"name": "revenue", "nulls": 0, "distinct": 3, "min": 140.0, "max": 290.5}],
        "duration_ms": body["duration_ms"], "complexity_hint": None, "optimization_hint": None,
    }
    step = QueryStep.objects.get(conversation=conversation)
    assert (step.number, step.status, step.cache_name, step.rows) == (1, "success", body["cache"], 3)
    cache = CacheTable.objects.get(name=body["cache"])
    assert (cache.owner, cache.conversation_id, cache.title, cache.source_tables, cache.row_count) == (
        alice, conversation.pk, "By region", ["sales"], 3)
    audit = AuditEvent.objects.get(verb="query.run")
    assert (audit.actor_user, audit.workspace_id, audit.data["status"]) == (alice, conversation.workspace_id, "success")
    steps = alice_api.get(f"/api_v1/conversations/{conversation.pk}/steps").json()
    assert steps == [{"step": 1, "cache": body["cache"], "sql": step.sql, "status": "success", "error": "", "rows": 3,
                      "duration_ms": step.duration_ms}]


def test_the_preview_is_capped_while_the_cache_keeps_every_row(alice_api, conversation):
    body = run_sql(alice_api, conversation, "SELECT range AS n FROM range(120)").json()
    assert (body["row_count"], len(body["rows"]), body["truncated"]) == (120, 50, True)
    again = run_sql(alice_api, conversation, "SELECT range AS n FROM range(120)").json()
    assert again["optimization_hint"] and body["cache"] in again["optimization_hint"]


def test_a_write_statement_is_forbidden_and_recorded_as_a_failed_step(alice_api, conversation):
    response = run_sql(alice_api, conversation, "DROP TABLE sales")
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "SQL_FORBIDDEN" and body["detail"] and body["hint"]
    steps = alice_api.get(f"/api_v1/conversations/{conversation.pk}/steps").json()
    assert [(s["step"], s["status"], s["cache"]) for s in steps] == [(1, "error", "")]
    assert steps[0]["error"] == body["detail"]
    assert not CacheTable.objects.exists()
    assert "sales" in warehouse_for(workspace_id=conversation.workspace_id).table_names()
    assert AuditEvent.objects.get(verb="query.run").data["code"] == "SQL_FORBIDDEN"


def test_a_misspelled_column_is_sql_invalid_with_a_hint(alice_api, conversation):
    response = run_sql(alice_api, conversation, "SELECT regoin FROM sales")
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["hint"]) == ("SQL_INVALID", 'Did you mean "region"?')
    assert QueryStep.objects.get(conversation=conversation).status == "error"


def test_sql_nested_too_deeply_is_sql_invalid(alice_api, conversation):
    """Security finding 15: 3,000 nested parentheses made sqlglot raise RecursionError past the guard (500)."""
    response = run_sql(alice_api, conversation, "SELECT " + "(" * 3000 + "1" + ")" * 3000)
    assert (response.status_code, response.json()["code"]) == (400, "SQL_INVALID")
    assert "nested too deeply" in response.json()["detail"]
    assert QueryStep.objects.get(conversation=conversation).status == "error"


@pytest.mark.parametrize("payload, field", [
    ({}, "sql"),
    ({"sql": "   "}, "sql"),
    ({"sql": "SELECT 1 " + "-" * 20_000}, "sql"),
    ({"sql": "SELECT 1", "title": "t" * 201}, "title"),
])
def test_sql_input_is_validated_before_anything_runs(alice_api, conversation, payload, field):
    response = alice_api.post(f"/api_v1/conversations/{conversation.pk}/sql", payload, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert field in response.json()["fields"]
    assert not QueryStep.objects.exists()


def test_rows_page_in_table_order(alice_api, sales, sales_cache):
    body = alice_api.get(cache_url(sales, sales_cache, "rows") + "?offset=2&limit=3").json()
    assert (body["name"], body["offset"], body["limit"], body["row_count"]) == (sales_cache, 2, 3, 7)
    assert [c["name"] for c in body["columns"]] == ["region", "month", "revenue"]
    assert [[r[0], r[1], r[2]] for r in body["rows"]] == source_rows()[2:5]


@pytest.mark.parametrize("column, index, desc", [
    ("revenue", 2, False), ("revenue", 2, True), ("region", 0, False), ("region", 0, True), ("month", 1, True),
])
def test_rows_sort_by_a_column_and_ties_keep_table_order(alice_api, sales, sales_cache, column, index, desc):
    expected = sorted(source_rows(), key=lambda row: row[index], reverse=desc)  # stable: ties in table order
    pages = [alice_api.get(cache_url(sales, sales_cache, "rows"),
                           {"offset": offset, "limit": 3, "sort": column, "desc": str(desc).lower()}).json()["rows"]
             for offset in (0, 3, 6)]
    assert [row for page in pages for row in page] == expected


@pytest.mark.parametrize("query, field", [
    ({"sort": "profit"}, "sort"), ({"limit": 0}, "limit"), ({"limit": 501}, "limit"), ({"offset": -1}, "offset"),
])
def test_bad_paging_and_sorting_are_invalid_arguments(alice_api, sales, sales_cache, query, field):
    response = alice_api.get(cache_url(sales, sales_cache, "rows"), query)
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert field in response.json()["fields"]


def test_an_unknown_sort_column_is_named_in_the_sentence(alice_api, sales, sales_cache):
    detail = alice_api.get(cache_url(sales, sales_cache, "rows"), {"sort": 'x" DESC; --'}).json()["detail"]
    assert 'x" DESC; --' in detail and "region, month, revenue" in detail


def test_a_query_error_while_paging_keeps_its_code_and_hint(alice_api, sales, sales_cache, monkeypatch):
    def too_slow(*args, **kwargs):
        raise QueryError("QUERY_TIMEOUT", "The query took too long and was stopped.", hint="Filter earlier.")

    monkeypatch.setattr("workspaces.query.cache_selectors.page_of", too_slow)
    response = alice_api.get(cache_url(sales, sales_cache, "rows"))
    assert (response.status_code, response.json()) == (400, {
        "code": "QUERY_TIMEOUT", "detail": "The query took too long and was stopped.", "hint": "Filter earlier."})


def read_csv_body(response) -> list[list[str]]:
    return list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode())))


def test_csv_export_holds_every_row_of_the_cache(alice_api, sales, sales_cache):
    response = alice_api.get(cache_url(sales, sales_cache, "export.csv"), HTTP_ACCEPT="text/csv")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="All_sales_2024.csv"'
    header, *rows = read_csv_body(response)
    assert header == ["region", "month", "revenue"]
    assert [[region, month, float(revenue)] for region, month, revenue in rows] == source_rows()


def test_csv_export_writes_nested_values_as_text_and_an_empty_result_as_its_header(alice_api, conversation):
    nested = run_sql(alice_api, conversation, "SELECT [1, 2] AS l, {'a': 1} AS s, INTERVAL 1 DAY AS i, 'ab'::BLOB AS b",
                     title="").json()["cache"]
    response = alice_api.get(cache_url(conversation.workspace, nested, "export.csv"))
    assert response["Content-Disposition"] == f'attachment; filename="{nested}.csv"'
    assert read_csv_body(response) == [["l", "s", "i", "b"], ["[1, 2]", "{'a': 1}", "1 day", "ab"]]
    empty = run_sql(alice_api, conversation, "SELECT region FROM sales WHERE false").json()["cache"]
    assert read_csv_body(alice_api.get(cache_url(conversation.workspace, empty, "export.csv"))) == [["region"]]


def test_csv_export_defuses_formulas_in_text_but_keeps_numbers(alice_api, conversation):
    """A cell a spreadsheet would run (=, +, -, @, tab, return) is exported behind a ', headers too; negative
    numbers and text that merely contains those characters stay as they are."""
    sql = ("SELECT * FROM (VALUES ('=HYPERLINK(\"http://x\")', -5, 'a=b'), ('+1+1', -1.5, '@home'), "
           "('-2', 3, chr(9) || 'tab')) AS t(\"=cmd\", n, other)")
    cache = run_sql(alice_api, conversation, sql).json()["cache"]
    assert read_csv_body(alice_api.get(cache_url(conversation.workspace, cache, "export.csv"))) == [
        ["'=cmd", "n", "other"],
        ["'=HYPERLINK(\"http://x\")", "-5.0", "a=b"], ["'+1+1", "-1.5", "'@home"], ["'-2", "3.0", "'\ttab"]]


@pytest.mark.django_db(transaction=True)
async def test_csv_export_streams_batch_by_batch_under_asgi(alice, conversation, sales_cache):
    response = await AsyncClient().get(cache_url(conversation.workspace, sales_cache, "export.csv"),
                                       headers=await sync_to_async(token_header)(alice))
    assert response.status_code == 200 and response.is_async, response.content
    chunks = [chunk async for chunk in response.streaming_content]
    assert len(chunks) == 2  # the header, then one Arrow batch
    header, *rows = list(csv.reader(io.StringIO(b"".join(chunks).decode())))
    assert header == ["region", "month", "revenue"] and len(rows) == 7


def test_cache_detail_shows_the_lineage_of_a_cache_built_on_a_cache(alice_api, sales, sales_cache):
    conversation = Conversation.objects.get(pk=CacheTable.objects.get(name=sales_cache).conversation_id)
    top = run_sql(alice_api, conversation, f"SELECT max(revenue) AS top FROM {sales_cache}", title="Top").json()
    body = alice_api.get(cache_url(sales, top["cache"])).json()
    assert (body["name"], body["title"], body["row_count"]) == (top["cache"], "Top", 1)
    assert body["lineage"]["cache"] == top["cache"]
    assert body["lineage"]["reads"][0]["cache"] == sales_cache
    assert body["lineage"]["reads"][0]["reads"] == [{"table": "sales"}]


def test_cache_list_is_newest_first_and_stays_in_the_users_lane(alice_api, bob, sales, sales_cache):
    MembershipFactory(workspace=sales, user=bob, role="viewer")
    bobs = ConversationFactory(workspace=sales, owner=bob)
    bobs_cache = CacheTableFactory(workspace=sales, owner=bobs.owner, conversation_id=bobs.pk, name="cache_bbbbbbbb_1")
    shared = CacheTableFactory(workspace=sales, owner=None, name="cache_shared_1")
    body = alice_api.get(f"/api_v1/workspaces/{sales.pk}/caches/").json()
    assert [c["name"] for c in body["results"]] == [shared.name, sales_cache] and body["count"] == 2
    first = body["results"][1]
    assert (first["title"], first["source_tables"], first["row_count"]) == ("All sales / 2024", ["sales"], 7)
    assert alice_api.get(cache_url(sales, bobs_cache.name)).status_code == 404


def test_a_viewer_runs_sql_in_their_own_conversation_but_not_in_anothers(bob, sales, sales_cache):
    MembershipFactory(workspace=sales, user=bob, role="viewer")
    bob_api = token_client(bob)
    own = ConversationFactory(workspace=sales, owner=bob)
    assert run_sql(bob_api, own, "SELECT count(*) AS n FROM sales").json()["rows"] == [[7]]
    alices = Conversation.objects.get(pk=CacheTable.objects.get(name=sales_cache).conversation_id)
    for response in (run_sql(bob_api, alices, "SELECT 1"), bob_api.get(f"/api_v1/conversations/{alices.pk}/steps"),
                     bob_api.get(cache_url(sales, sales_cache)), bob_api.get(cache_url(sales, sales_cache, "rows")),
                     bob_api.get(cache_url(sales, sales_cache, "export.csv"))):
        assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")
    assert [c["name"] for c in bob_api.get(f"/api_v1/workspaces/{sales.pk}/caches/").json()["results"]] == [
        f"cache_{own.pk.hex[:8]}_1"]


def test_another_members_cache_reads_as_absent_in_sql_too(bob, sales, sales_cache):
    """The workspace file holds every member's caches; SQL by name must keep the lane the cache endpoints keep."""

    MembershipFactory(workspace=sales, user=bob, role="editor")
    bob_api, own = token_client(bob), ConversationFactory(workspace=sales, owner=bob)
    for sql, refusal in ((f"SELECT * FROM {sales_cache}", (404, "NOT_FOUND")),
                         (f"SELECT count(*) FROM main.{sales_cache.upper()}", (404, "NOT_FOUND")),
                         (f"WITH s AS (SELECT * FROM sales) SELECT * FROM s JOIN \"{sales_cache}\" USING (region)",
                          (404, "NOT_FOUND")),
                         (f"SUMMARIZE {sales_cache}", (404, "NOT_FOUND")),
                         # A CTE of the cache's name: inside its own definition DuckDB binds the real table.
                         (f"WITH {sales_cache} AS (SELECT * FROM {sales_cache}) SELECT * FROM {sales_cache}",
                          (404, "NOT_FOUND")),
                         (f"SELECT 1 AS one WHERE EXISTS (WITH {sales_cache} AS (SELECT * FROM {sales_cache}) "
                          f"SELECT * FROM {sales_cache} WHERE region = 'South')", (404, "NOT_FOUND")),
                         (f"WITH x AS (SELECT 1) , {sales_cache.upper()} AS (FROM {sales_cache}) "
                          f"FROM {sales_cache.upper()}", (404, "NOT_FOUND")),
                         (f"SELECT * FROM query('SELECT * FROM {sales_cache}')", (400, "SQL_FORBIDDEN")),
                         (f"SELECT * FROM query_table('{sales_cache}')", (400, "SQL_FORBIDDEN"))):
        response = run_sql(bob_api, own, sql)
        assert (response.status_code, response.json()["code"]) == refusal, (sql, response.json())
        assert "South" not in response.content.decode()
    assert set(QueryStep.objects.filter(conversation=own).values_list("status", flat=True)) == {"error"}
    mine = run_sql(bob_api, own, "SELECT * FROM sales").json()
    assert mine["optimization_hint"] is None, "the hint must not point bob at alice's cache"
    assert run_sql(bob_api, own, f"SELECT count(*) AS n FROM {mine['cache']}").json()["rows"] == [[7]]


def test_a_registered_cache_whose_table_is_gone_is_not_found(alice_api, sales, conversation):
    CacheTableFactory(workspace=sales, owner=conversation.owner, conversation_id=conversation.pk,
                      name="cache_deadbeef_9")
    for tail in ("rows", "export.csv"):
        response = alice_api.get(cache_url(sales, "cache_deadbeef_9", tail))
        assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")


def test_runs_list_top_level_runs_oldest_first_with_the_run_they_resume(alice_api, conversation,
                                                                         django_assert_max_num_queries):
    asked = RunFactory(thread=conversation, status="interrupted", last_seq=7)
    RunFactory(thread=conversation, parent_run=asked)
    interrupt = InterruptFactory(run=asked, status="answered")
    resumed = RunFactory(thread=conversation, resumed_from=interrupt)
    with django_assert_max_num_queries(5):
        body = alice_api.get(f"/api_v1/conversations/{conversation.pk}/runs").json()
    assert body["count"] == 2
    assert [(r["id"], r["resumed_from_run"], r["parent_run"]) for r in body["results"]] == [
        (str(asked.pk), None, None), (str(resumed.pk), str(asked.pk), None)]
    first = body["results"][0]
    assert (first["status"], first["route"], first["mode"], first["query"], first["last_seq"]) == (
        "interrupted", "agent_executor", "agent", "How many orders are there?", 7)
    assert first["finished_at"] is None and first["created_at"]
    assert (first["route_rule"], first["agent"]) == (asked.route_rule, None)


def test_runs_list_names_the_deciding_rule_and_the_orchestrator(alice_api, conversation):
    boss = AgentFactory(owner=conversation.owner, name="Boss")
    RunFactory(thread=conversation, agent=boss, route_rule="orchestrator_mention", status="success")
    run = alice_api.get(f"/api_v1/conversations/{conversation.pk}/runs").json()["results"][0]
    assert (run["route_rule"], run["agent"]) == ("orchestrator_mention", "Boss")


@pytest.mark.parametrize("method, url", [
    ("post", "/api_v1/conversations/{conv}/sql"), ("get", "/api_v1/conversations/{conv}/steps"),
    ("get", "/api_v1/conversations/{conv}/runs"), ("get", "/api_v1/workspaces/{ws}/caches/"),
    ("get", "/api_v1/workspaces/{ws}/caches/{cache}/"), ("get", "/api_v1/workspaces/{ws}/caches/{cache}/rows"),
    ("get", "/api_v1/workspaces/{ws}/caches/{cache}/export.csv"),
])
def test_anonymous_callers_are_refused(conversation, sales_cache, method, url):
    url = url.format(conv=conversation.pk, ws=conversation.workspace_id, cache=sales_cache)
    response = getattr(APIClient(), method)(url, {"sql": "SELECT 1"} if method == "post" else None, format="json")
    assert response.status_code in (401, 403)
    assert response.json()["code"] == "NOT_AUTHENTICATED"


def test_nan_and_infinity_reach_the_client_as_text_not_as_broken_json(alice_api, conversation):
    """JSON has no NaN or Infinity: DRF refuses them (500) and browsers cannot parse Python's literals."""
    response = run_sql(alice_api, conversation, "SELECT 'nan'::DOUBLE AS a, 'inf'::DOUBLE AS b, "
                                                "'-inf'::REAL AS c, 1.5::DOUBLE AS d, [1.0, 'nan'::DOUBLE] AS e")
    assert response.status_code == 201, response.content[:300]
    body = response.json()
    assert body["rows"] == [["NaN", "Infinity", "-Infinity", 1.5, [1.0, "NaN"]]]
    rows = alice_api.get(f"/api_v1/workspaces/{conversation.workspace_id}/caches/{body['cache']}/rows")
    assert rows.status_code == 200 and rows.json()["rows"] == [["NaN", "Infinity", "-Infinity", 1.5, [1.0, "NaN"]]]


def test_deleting_a_conversation_drops_its_caches_instead_of_publishing_them(alice_api, bob, sales,
                                                                            django_capture_on_commit_callbacks):
    MembershipFactory(workspace=sales, user=bob, role="editor")
    bob_api, bobs = token_client(bob), ConversationFactory(workspace=sales, owner=bob)
    private = run_sql(bob_api, bobs, "SELECT region, sum(revenue) AS secret FROM sales GROUP BY region").json()["cache"]
    with django_capture_on_commit_callbacks(execute=True):
        assert bob_api.delete(f"/api_v1/conversations/{bobs.pk}/").status_code == 204
    assert private not in [c["name"] for c in alice_api.get(f"/api_v1/workspaces/{sales.pk}/caches/").json()["results"]]
    assert alice_api.get(cache_url(sales, private)).status_code == 404
    alices = ConversationFactory(workspace=sales, owner=sales.memberships.get(role="owner").user)
    response = run_sql(alice_api, alices, f"SELECT * FROM {private}")
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")
    assert not warehouse_for(workspace_id=sales.pk).has_table(private)


def test_previews_and_pages_are_capped_per_cell_and_per_response(alice_api, conversation):
    """Security finding 6: 50 cells of 10 MB answered a 500 MB body. The cache table keeps the whole values."""
    body = run_sql(alice_api, conversation, "SELECT i, repeat('x', 1000000) AS big FROM range(50) t(i)").json()
    assert body["row_count"] == 50 and body["truncated"] is True
    assert all(len(big) <= 2_001 for _, big in body["rows"]) and len(body["rows"]) <= 50
    page = alice_api.get(cache_url(conversation.workspace, body["cache"], "rows?limit=500")).json()
    assert page["truncated"] is True and all(len(big) <= 2_001 for _, big in page["rows"])
    with warehouse_for(workspace_id=conversation.workspace_id).cursor() as cursor:
        assert cursor.execute(f"SELECT min(length(big)) FROM {body['cache']}").fetchall() == [(1_000_000,)]


@pytest.mark.django_db(transaction=True)
def test_a_cache_leaves_the_workspace_with_its_step_leaving_the_ledger_window(alice_api, conversation, monkeypatch):
    """Security finding 10: caches were never dropped, so any member grew the workspace file without bound."""
    monkeypatch.setattr(ledger, "LEDGER_WINDOW", 2)
    caches = [run_sql(alice_api, conversation, f"SELECT {n} AS n").json()["cache"] for n in range(3)]
    settle_writes(workspace_id=conversation.workspace_id)
    warehouse = warehouse_for(workspace_id=conversation.workspace_id)
    assert [warehouse.has_table(name) for name in caches] == [False, True, True]
    listed = [c["name"] for c in alice_api.get(f"/api_v1/workspaces/{conversation.workspace_id}/caches/").json()["results"]]
    assert caches[0] not in listed and set(caches[1:]) <= set(listed)
