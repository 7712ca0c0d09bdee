"""Any value of any DuckDB type the encoding names (tests/workspaces/query/duckdb_values.py: integers to VARINT,
DECIMAL of any width, floats with NaN and the infinities, text with NUL, BLOB, UUID, dates and timestamps beyond
Python's calendar, TIME/TIMETZ, INTERVAL, BIT, ENUM, UNION, and LIST/ARRAY/STRUCT/MAP of them, NULLs among them)
goes through run_query and run_sql_tab in a real run over the scripted model, as test_every_type does: the run
succeeds, its log is whole, and every cell read back from the stored events' JSON (both tool results, the SQL
tab's ui_command) and from the cache table's page reads as DuckDB writes the value, or in the JSON form
lantide.encoding promises for it."""

from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests import llm_server as llm
from tests.conftest import token_client
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile
from tests.workspaces.query.duckdb_values import COLUMN_TYPES, ColumnType, Value, agrees, all_values, duckdb_texts, \
    values_of
from workspaces.query.warehouse import settle_writes

pytestmark = pytest.mark.django_db(transaction=True)

# A real run an example (about a second and a half): few examples, the same ones every time.
THROUGH_RUNS = settings(derandomize=True, database=None, max_examples=40, deadline=None,
                        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@dataclass(frozen=True)
class Result:
    columns: list[ColumnType]
    rows: list[tuple[Value, ...]]
    through_arrow: bool  # a UUID column beside them: types Python holds exactly are read as Arrow too


def results() -> st.SearchStrategy:
    def of_columns(columns):
        rows = st.lists(st.tuples(*(values_of(column) for column in columns)), min_size=1, max_size=3)
        return st.builds(Result, st.just(columns), rows, st.booleans())
    return st.lists(COLUMN_TYPES, min_size=2, max_size=5).flatmap(of_columns)


def select_of(result: Result) -> str:
    rows = ", ".join(f"({', '.join([str(i)] + [value.sql for value in row])})" for i, row in enumerate(result.rows))
    names = ", ".join(["i"] + [f"c{n}" for n in range(len(result.columns))])
    arrow = ", NULL::UUID AS arrow" if result.through_arrow else ""
    return f"SELECT *{arrow} FROM (VALUES {rows}) AS t({names}) ORDER BY i"


def assert_reads_back(rows: list[list], result: Result, texts: dict[str, str], where: str) -> None:
    assert [cells[0] for cells in rows] == list(range(len(result.rows))), where
    for cells, row in zip(rows, result.rows):
        for cell, value, column in zip(cells[1:], row, result.columns):
            assert agrees(cell, value, column, texts), (where, column.sql, value.sql, cell, texts.get(value.sql))


def assert_log_whole(run) -> None:
    events = events_of(run)
    assert [event["seq"] for event in events] == list(range(1, len(events) + 1))
    assert [event["type"] for event in events].count("run_completed") == 1


def cache_page(conversation, cache: str) -> list[list]:
    settle_writes(workspace_id=conversation.workspace_id)
    page = token_client(conversation.owner).get(
        f"/api_v1/workspaces/{conversation.workspace_id}/caches/{cache}/rows?limit=10")
    assert page.status_code == 200, page.json()
    return page.json()["rows"]


def test_any_value_of_any_type_reads_back_from_the_stored_log(llm_server):
    profile = scripted_profile(llm_server)

    @THROUGH_RUNS
    @given(results())
    def through_a_run(result: Result):
        sql = select_of(result)
        texts = duckdb_texts([inner for row in result.rows for value in row for inner in all_values(value)])
        conversation = conversation_on(profile)
        llm_server.script("scripted", llm.tool_calls(llm.call("run_query", {"sql": sql}, id="query"),
                                                     llm.call("run_sql_tab", {"sql": sql, "tab": "Any"}, id="tab")),
                          llm.text("Here it is."))
        run = run_turn(conversation, "Show me these values")
        assert (run.status, run.error_code) == ("success", ""), sql
        assert_log_whole(run)
        tool_results = {event["data"]["call_id"]: event["data"] for event in events_of(run, "tool_result")}
        assert [(call_id, r["ok"]) for call_id, r in tool_results.items()] == [("query", True), ("tab", True)], \
            (sql, tool_results)
        for call_id, tool_result in tool_results.items():
            assert_reads_back(tool_result["result"]["rows"], result, texts, call_id)
        (tab,) = [e["data"]["args"] for e in events_of(run, "ui_command") if e["data"]["command"] == "set_tab_results"]
        assert_reads_back(tab["rows"], result, texts, "set_tab_results")
        assert_reads_back(cache_page(conversation, tool_results["query"]["result"]["cache"]), result, texts, "page")

    through_a_run()
