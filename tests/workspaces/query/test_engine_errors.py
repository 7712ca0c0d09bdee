"""Where the SQL went wrong: every SQL error names the line and column (from 1) in the text as it was sent, for
the model (validate_query, run_query) and for the SQL tab (REST), whether the guard or DuckDB found the fault."""

import pytest

from agents.runtime.tools.registry import ToolError
from tests.workspaces.apis.test_caches import conversation, run_sql, sales  # noqa: F401 - fixtures
from tests.workspaces.query.test_query_layer import call, ctx  # noqa: F401 - the fixture
from workspaces.importers import first_line
from workspaces.query.engine import describe, run_select
from workspaces.query.guard import QueryError, check_query
from workspaces.query.warehouse import warehouse_for

pytestmark = pytest.mark.django_db(transaction=True)

# (SQL as sent, the text at the fault, its line and column): DuckDB's binder, catalog and casts, and the guard's
# parse. Blank lines and tabs before the fault and multi-byte text count as the characters they are.
FAULTS = [
    ("\n\n  SELECT region,\n\t\tregoin FROM sales", "regoin", 4, 3),
    ("SELECT 'été – ünïcode', regoin FROM sales", "regoin", 1, 25),
    ("SELECT revenue FROM salse", "salse", 1, 21),
    ("SELECT region FROM sales WHERE revenue = 'lots'", "'lots'", 1, 42),
    ("SELECT region\nFROM sales\nWHERE (revenue > 1", "1", 3, 18),
]


def at(sql: str, line: int, column: int) -> str:
    return sql.split("\n")[line - 1][column - 1:]


@pytest.mark.parametrize("sql, text, line, column", FAULTS)
async def test_the_tools_give_the_line_and_column_of_the_fault(ctx, sql, text, line, column):  # noqa: F811
    assert at(sql, line, column).startswith(text)  # the table above is right about its own SQL
    tools = ["run_query"] if "'lots'" in sql else ["validate_query", "run_query"]  # a cast fails only running
    for tool in tools:
        with pytest.raises(ToolError) as failed:
            await call(ctx, tool, sql=sql)
        assert failed.value.code == "SQL_INVALID"
        assert failed.value.position == {"line": line, "column": column}, tool
        assert failed.value.as_result()["error"]["position"] == {"line": line, "column": column}


def test_the_engine_places_the_fault_in_the_sql_whatever_it_wrapped_it_in(ctx):  # noqa: F811
    warehouse = warehouse_for(workspace_id=ctx.workspace.pk)
    sql = "  SELECT region, sum(revenu) FROM sales GROUP BY 1;"
    assert at(sql, 1, 22).startswith("revenu)")
    checked = check_query(sql)
    for run in (lambda: describe(warehouse, checked), lambda: run_select(warehouse, checked),
                lambda: run_select(warehouse, checked, materialize_as="cache_positions_1")):
        with pytest.raises(QueryError) as failed:
            run()
        assert failed.value.position == {"line": 1, "column": 22}
        assert failed.value.message.startswith("Binder Error: Referenced column \"revenu\"")
        assert failed.value.hint == 'Did you mean "revenue"?'


def test_a_function_called_wrongly_hints_its_candidates(ctx):  # noqa: F811
    warehouse = warehouse_for(workspace_id=ctx.workspace.pk)
    with pytest.raises(QueryError) as failed:
        describe(warehouse, check_query("SELECT round(region, 'x', 1) FROM sales"))
    assert failed.value.message.startswith("Binder Error: No function matches")
    assert failed.value.hint.startswith("Candidate functions: round(") and "\n" not in failed.value.hint
    assert failed.value.position == {"line": 1, "column": 8}


def test_a_fault_without_a_place_has_no_position(ctx):  # noqa: F811
    warehouse = warehouse_for(workspace_id=ctx.workspace.pk)
    with pytest.raises(QueryError) as failed:
        run_select(warehouse, check_query("SELECT error('stop here') FROM sales"))
    assert failed.value.message.startswith("Invalid Input Error: stop here")
    assert failed.value.position is None


def test_workspace_errors_read_as_sentences_not_json(ctx):  # noqa: F811
    warehouse = warehouse_for(workspace_id=ctx.workspace.pk)
    with warehouse.cursor() as cur:
        with pytest.raises(Exception) as failed:
            cur.execute("SELECT nope FROM sales")
    assert "{" in str(failed.value)  # the database speaks JSON …
    assert first_line(failed.value) == 'Binder Error: Referenced column "nope" not found in FROM clause!'  # … we don't


@pytest.mark.parametrize("sql, text, line, column", FAULTS[:1] + FAULTS[4:])
def test_the_sql_tab_gets_the_position_beside_code_and_hint(alice_api, conversation, sql, text, line,  # noqa: F811
                                                            column):
    response = run_sql(alice_api, conversation, sql)
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "SQL_INVALID" and body["position"] == {"line": line, "column": column}


def test_the_sql_tab_error_has_no_position_when_there_is_none(alice_api, conversation):  # noqa: F811
    body = run_sql(alice_api, conversation, "COPY sales TO '/tmp/x.csv'").json()
    assert body["code"] == "SQL_FORBIDDEN" and "position" not in body


@pytest.mark.parametrize("sql, message", [
    ("SELECT region\nFROM sales\nWHERE (revenue > 1",
     "The SQL does not parse near '1' (line 3, column 18): Expecting )."),
    ("SELECT (1 + FROM sales",
     "The SQL does not parse near 'FROM' (line 1, column 13): Required keyword: 'expression' missing for Add."),
    ("SELECT * FROM WHERE", "The SQL does not parse near 'WHERE' (line 1, column 15): Expected table name but got "
                            "'WHERE'."),
])
def test_parse_errors_read_without_sqlglots_internals(sql, message):  # no database: check_query only
    with pytest.raises(QueryError) as failed:
        check_query(sql)
    assert failed.value.message == message
    assert "<" not in failed.value.message
