"""Every DuckDB type reaches every place a run stores or sends it (ARCHITECTURE §4.2: the log never has a hole,
whatever a tool returns): through run_query and run_sql_tab in a real run over the scripted model, and through
the SQL tab's REST endpoint, in the Python-rows, Arrow and streamed paths of the query layer. Each cell reads
as a person expects it (lantide.encoding), the run's log is whole, and the cache table keeps the real value."""

import json

import pytest

from agents.models import Checkpoint
from tests import llm_server as llm
from tests.conftest import token_client
from tests.factories import ConversationFactory
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile
from workspaces.query.warehouse import settle_writes, warehouse_for

pytestmark = pytest.mark.django_db(transaction=True)

# Types whose Python values DuckDB gives exactly: a small result of them only comes as Python rows.
PYTHON_TYPES = {
    "boolean": ("true", True),
    "bigint_unsafe": ("9007199254740993::BIGINT", "9007199254740993"),
    "decimal_small": ("1.25::DECIMAL(4,2)", 1.25),
    "decimal_9_3": ("-123456.789::DECIMAL(9,3)", -123456.789),
    "decimal_18_6": ("'-123456789012.345678'::DECIMAL(18,6)", "-123456789012.345678"),
    "decimal_38_10": ("'1234567890123456789012345678.0123456789'::DECIMAL(38,10)",
                      "1234567890123456789012345678.0123456789"),
    "decimal_wide": ("12345678901234567890.123456789012345678::DECIMAL(38,18)",
                     "12345678901234567890.123456789012345678"),
    "double_nan": ("'nan'::DOUBLE", "NaN"),
    "float_inf": ("'-inf'::FLOAT", "-Infinity"),
    "double_inf": ("'inf'::DOUBLE", "Infinity"),
    "double_minus_inf": ("'-inf'::DOUBLE", "-Infinity"),
    "text_with_nul": ("'a' || chr(0) || 'b'", "a\u2400b"),
    "blob": ("'\\xAA\\x00ab'::BLOB", "\\xAA\\x00ab"),
    "date_infinite": ("'infinity'::DATE", "infinity"),
    "date_10000": ("DATE '10000-01-01'", "10000-01-01"),
    "timestamp_minus_infinity": ("'-infinity'::TIMESTAMP", "-infinity"),
}
OTHER_TYPES = {
    "hugeint": ("170141183460469231731687303715884105727::HUGEINT", "170141183460469231731687303715884105727"),
    "hugeint_sum": ("(SELECT SUM(x) FROM (VALUES (3), (4)) AS v(x))", 7),  # SUM of an INTEGER is HUGEINT: the question that lost events
    "uhugeint": ("340282366920938463463374607431768211455::UHUGEINT", "340282366920938463463374607431768211455"),
    "varint": ("'123456789012345678901234567890'::VARINT", "123456789012345678901234567890"),
    "uuid": ("'55220606-f717-4b53-b3d8-b16d1cc9c0a5'::UUID", "55220606-f717-4b53-b3d8-b16d1cc9c0a5"),
    "interval": ("INTERVAL '1 year 2 months 3 days 04:05:06.7'", "1 year 2 months 3 days 04:05:06.7"),
    "time": ("TIME '12:34:56'", "12:34:56"),
    "timetz": ("TIMETZ '12:34:56+02'", "12:34:56+02"),
    "timestamptz": ("TIMESTAMPTZ '2024-01-01 12:00:00+00'", "2024-01-01T12:00:00+00:00"),
    "timestamp_ns": ("TIMESTAMP_NS '2024-01-01 00:00:00.123456789'", "2024-01-01 00:00:00.123456789"),
    "bit": ("'10101'::BIT", "10101"),
    "list": ("[1, 2, NULL]", [1, 2, None]),
    "array": ("[1.5, 2.5]::DOUBLE[2]", [1.5, 2.5]),
    "struct": ("{'a': 1, 'b': 'x' || chr(0)}", {"a": 1, "b": "x\u2400"}),
    "map": ("MAP {'k': 1, 'j': 2}", {"k": 1, "j": 2}),
    "union": ("union_value(num := 2)::UNION(num INTEGER, str VARCHAR)", 2),
    "enum": ("'ok'::ENUM('sad', 'ok', 'happy')", "ok"),
}
# Values at the ends of the types that only go through Arrow (or as DuckDB's text), apart so the preview of
# 50 rows stays within a tool result's size.
EDGE_VALUES = {
    "timestamptz_infinity": ("'infinity'::TIMESTAMPTZ", "infinity"),
    "timestamptz_minus_infinity": ("'-infinity'::TIMESTAMPTZ", "-infinity"),
    "timestamptz_10000": ("TIMESTAMPTZ '10000-01-01 00:00:00+00'", "10000-01-01 00:00:00+00"),
    "timestamptz_bc": ("TIMESTAMPTZ '0044-03-15 (BC) 12:00:00+00'", "0044-03-15 (BC) 12:00:00+00"),
    "timetz_far_offset": ("TIMETZ '23:59:59.999999-15:59'", "23:59:59.999999-15:59"),
    "varint_negative_long": (f"'-{'9' * 100}'::VARINT", f"-{'9' * 100}"),
    "uhugeint_zero": ("0::UHUGEINT", "0"),
    "time_end_of_day": ("TIME '24:00:00'", "24:00:00"),
    "enum_in_array": ("['ok']::ENUM('sad', 'ok')[1]", ["ok"]),
    "hugeint_min": ("(-170141183460469231731687303715884105727 - 1)::HUGEINT",
                    "-170141183460469231731687303715884105728"),
}
# Rows of a result: one (Python rows when every type allows), 300 (Arrow, distinct counts), 3,000 (Arrow, no
# distinct counts). Only the first row holds values, so the preview stays small enough to check whole.
SIZES = (1, 300, 3000)


def select_of(types: dict, rows: int) -> str:
    columns = ", ".join(f"CASE WHEN i = 0 THEN {sql} END AS {name}" for name, (sql, _) in types.items())
    return f"SELECT {columns} FROM range({rows}) AS t(i) ORDER BY i"


def first_row(payload: dict, types: dict) -> dict:
    assert [column["name"] for column in payload.get("columns", [])] == list(types), payload
    assert all(cell is None for row in payload["rows"][1:] for cell in row)
    return dict(zip(types, payload["rows"][0]))


def expected(types: dict) -> dict:
    return {name: value for name, (_, value) in types.items()}


@pytest.mark.parametrize("types", [PYTHON_TYPES, OTHER_TYPES, EDGE_VALUES],
                         ids=["python-exact", "other", "edges"])
def test_every_type_through_run_query_and_run_sql_tab(llm_server, types):
    conversation = conversation_on(scripted_profile(llm_server))
    calls = [llm.call("run_query", {"sql": select_of(types, rows)}, id=f"q{rows}") for rows in SIZES]
    calls.append(llm.call("run_sql_tab", {"sql": select_of(types, 1), "tab": "Every type"}, id="tab"))
    llm_server.script("scripted", llm.tool_calls(*calls), llm.text("Every type is here."))
    run = run_turn(conversation, "Show me every type")
    assert (run.status, run.error_code) == ("success", "")
    results = {e["data"]["call_id"]: e["data"] for e in events_of(run, "tool_result")}
    assert all(result["ok"] for result in results.values()), results
    for call_id, result in results.items():
        assert first_row(result["result"], types) == expected(types), call_id
    tab_results = [e["data"]["args"] for e in events_of(run, "ui_command") if e["data"]["command"] == "set_tab_results"]
    assert [first_row(args, types) for args in tab_results] == [expected(types)]
    tool_messages = [m for m in Checkpoint.objects.filter(run=run).latest("created_at").state["messages"]
                     if m["role"] == "tool"]
    assert [first_row(json.loads(m["content"]), types) for m in tool_messages] == [expected(types)] * 4
    assert conversation.messages.get(role="assistant").content == "Every type is here."


@pytest.mark.parametrize("types", [PYTHON_TYPES, OTHER_TYPES, EDGE_VALUES],
                         ids=["python-exact", "other", "edges"])
@pytest.mark.parametrize("rows", SIZES)
def test_every_type_through_the_sql_tab_api_and_its_cache(alice, alice_workspace, types, rows):
    conversation = ConversationFactory(owner=alice, workspace=alice_workspace)
    response = token_client(alice).post(f"/api_v1/conversations/{conversation.pk}/sql",
                                        {"sql": select_of(types, rows)}, format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert first_row(body, types) == expected(types)
    assert all("min" not in s or not isinstance(s["min"], float) or s["min"] == s["min"]
               for s in body["column_summaries"])
    settle_writes(workspace_id=alice_workspace.pk)
    page = token_client(alice).get(f"/api_v1/workspaces/{alice_workspace.pk}/caches/{body['cache']}/rows?limit=1")
    assert page.status_code == 200
    assert dict(zip(types, page.json()["rows"][0])) == expected(types)
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cursor:
        kept = cursor.execute(f"SELECT typeof(COLUMNS(*)) FROM {body['cache']} LIMIT 1").fetchall()[0]
        made = cursor.execute(f"SELECT typeof(COLUMNS(*)) FROM ({select_of(types, 1)})").fetchall()[0]
    assert kept == made  # the cache table keeps every column's type through the Arrow trip


def test_a_streamed_result_of_arrow_lossy_types_keeps_its_values(alice, alice_workspace):
    """Past the spool (100,000 rows) the result streams into its cache table: UHUGEINT and VARINT still exact."""

    conversation = ConversationFactory(owner=alice, workspace=alice_workspace)
    lossy = {name: OTHER_TYPES[name] for name in ("uhugeint", "varint", "bit", "timetz")}
    response = token_client(alice).post(f"/api_v1/conversations/{conversation.pk}/sql",
                                        {"sql": select_of(lossy, 100_001)}, format="json")
    assert response.status_code == 201, response.json()
    assert first_row(response.json(), lossy) == expected(lossy)
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cursor:
        kept = cursor.execute(f"SELECT CAST(COLUMNS(*) AS VARCHAR) FROM {response.json()['cache']} "
                              "WHERE uhugeint IS NOT NULL").fetchall()
    assert kept == [tuple(value for value in expected(lossy).values())]
