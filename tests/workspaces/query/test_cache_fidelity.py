"""A cache table holds exactly what its query returned, whichever way the result was read.

Small results of plain types come back as Python rows and their cache is built from them; larger ones, and
types Python cannot hold exactly, stream as Arrow; a date beyond Python's calendar sends the read back to Arrow.
"""

import pytest

from tests.factories import WorkspaceFactory
from workspaces.query.cache_writer import SPOOL_ROWS
from workspaces.query.engine import SMALL_RESULT_ROWS, page_of, run_select
from workspaces.query.guard import check_query
from lantide.encoding import json_value as plain_value
from workspaces.query.values import plain_rows
from workspaces.query.warehouse import warehouse_for

pytestmark = pytest.mark.django_db(transaction=True)

EDGES = """
SELECT range AS id, range % 3 = 0 AS flag, CASE WHEN range % 7 = 0 THEN NULL ELSE range % 2 = 0 END AS maybe,
       (range % 127)::TINYINT AS tiny, (range % 255)::UTINYINT AS utiny,
       (range % 400 * 97 - 20000)::SMALLINT AS small, (range % 65535)::USMALLINT AS usmall,
       (range % 2000 * 1000003 - 2147483647)::INTEGER AS int, (range * 11)::UINTEGER AS uint,
       (range % 600 * 30000000000000 - 9223372036854775807)::BIGINT AS big,
       (CASE range % 5 WHEN 0 THEN 'nan' WHEN 1 THEN 'inf' WHEN 2 THEN '-inf' ELSE (range / 3)::VARCHAR END)::FLOAT
           AS f32,
       CASE range % 4 WHEN 0 THEN 1e308 WHEN 1 THEN 5e-324 WHEN 2 THEN NULL ELSE -range / 7 END::DOUBLE AS f64,
       (range * 1234.5678)::DECIMAL(18,4) AS money,
       (range - 12345678901234567890.12345678)::DECIMAL(38,8) AS wide,
       (-(range % 999) / 100)::DECIMAL(3,2) AS cents,
       CASE WHEN range % 6 = 0 THEN NULL ELSE 'ünï ✓ ' || range || repeat('x', range % 9) END AS label,
       ('\\x00\\xFF' || range::VARCHAR)::BLOB AS bytes,
       DATE '0001-01-02' + range::INTEGER AS early, DATE '9999-12-30' - range::INTEGER AS late,
       TIMESTAMP '1970-01-01 00:00:00.000001' + to_microseconds(range) AS stamp,
       TIMESTAMP '9999-12-31 23:59:59.999998' - to_seconds(range) AS late_stamp
FROM range({rows})"""

BEYOND_CALENDAR = """
SELECT range AS id,
       CASE WHEN range = {at} THEN 'infinity'::DATE WHEN range = {at} + 1 THEN '-infinity'::DATE
            ELSE DATE '2024-01-01' + range::INTEGER END AS day,
       CASE WHEN range = {at} THEN TIMESTAMP '10000-01-01 00:00:00' ELSE TIMESTAMP '2024-01-01' END AS stamp
FROM range({rows})"""


@pytest.fixture
def warehouse():
    return warehouse_for(workspace_id=WorkspaceFactory().pk)


def cached_equals_source(warehouse, cache: str):
    result = run_select(warehouse, check_query("SELECT * FROM source ORDER BY id"), materialize_as=cache)
    with warehouse.cursor() as cur:
        types = {table: cur.execute("SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = ? "
                                    "ORDER BY column_index", [table]).fetchall() for table in ("source", cache)}
        differing = cur.execute(f"SELECT count(*) FROM ((SELECT * FROM source EXCEPT ALL SELECT * FROM {cache}) "
                                f"UNION ALL (SELECT * FROM {cache} EXCEPT ALL SELECT * FROM source))").fetchall()
        counts = cur.execute(f"SELECT (SELECT count(*) FROM source), (SELECT count(*) FROM {cache})").fetchall()
    assert types[cache] == types["source"]
    assert [(c["name"], c["type"]) for c in result.columns] == types["source"]
    assert differing == [(0,)] and counts[0][0] == counts[0][1] == result.row_count
    return result


def make_source(warehouse, sql: str) -> None:
    with warehouse.cursor() as cur:
        cur.execute(f"CREATE OR REPLACE TABLE source AS {sql}")
    warehouse.tables_changed()


@pytest.mark.parametrize("rows", [0, 3, SMALL_RESULT_ROWS - 1, SMALL_RESULT_ROWS, SMALL_RESULT_ROWS * 40 + 3])
def test_a_cache_of_plain_types_holds_every_value_exactly(warehouse, rows):
    make_source(warehouse, EDGES.format(rows=rows))
    result = cached_equals_source(warehouse, f"cache_edges_{rows}")
    assert result.row_count == rows and len(result.rows) == min(rows, 50)


@pytest.mark.parametrize("rows,at", [(3, 0), (SMALL_RESULT_ROWS * 2, 5),
                                     (SMALL_RESULT_ROWS * 2, SMALL_RESULT_ROWS + 9)])
def test_dates_beyond_pythons_calendar_stay_exact_in_the_cache(warehouse, rows, at):
    make_source(warehouse, BEYOND_CALENDAR.format(rows=rows, at=at))
    result = cached_equals_source(warehouse, f"cache_calendar_{rows}_{at}")
    if at < 50:
        assert result.rows[at][1:] == ["infinity", "10000-01-01 00:00:00"]
        assert result.rows[at + 1][1] == "-infinity"


def test_the_preview_is_the_same_whether_the_rows_came_as_python_or_as_arrow(warehouse):
    make_source(warehouse, EDGES.format(rows=60))
    as_python = run_select(warehouse, check_query("SELECT * FROM source ORDER BY id"), materialize_as="cache_py")
    # A UUID column is not a type Python values hold exactly: this read goes through Arrow.
    as_arrow = run_select(warehouse, check_query("SELECT *, NULL::UUID AS u FROM source ORDER BY id"),
                          materialize_as="cache_arrow")
    assert [row[:-1] for row in as_arrow.rows] == as_python.rows
    assert (as_python.row_count, as_python.truncated) == (as_arrow.row_count, as_arrow.truncated) == (60, True)


def test_a_page_of_a_cache_shows_infinite_dates_as_duckdb_writes_them_and_real_ends_as_dates(warehouse):
    make_source(warehouse, BEYOND_CALENDAR.format(rows=4, at=1) + " UNION ALL SELECT 9, DATE '9999-12-31', "
                "TIMESTAMP '9999-12-31 23:59:59.999999'")
    run_select(warehouse, check_query("SELECT * FROM source ORDER BY id"), materialize_as="cache_page_calendar")
    page = page_of(warehouse, "cache_page_calendar", offset=1, limit=4, order_by="id")
    assert [row[:2] for row in page.rows] == [[1, "infinity"], [2, "-infinity"], [3, "2024-01-04"],
                                              [9, "9999-12-31"]]
    assert page.rows[0][2] == "10000-01-01 00:00:00" and page.rows[3][2] == "9999-12-31T23:59:59.999999"


@pytest.mark.parametrize("kind", ["TIMESTAMPTZ", "TIMESTAMP_S", "TIMESTAMP_MS", "TIMESTAMP_NS"])
def test_a_page_shows_infinite_timestamps_of_every_unit_and_zone_as_infinity(warehouse, kind):
    """DuckDB's Python values clamp them to year 1 and 9999 (naive, even with a zone): a page showed those."""
    make_source(warehouse, f"SELECT range AS id, (['infinity', '-infinity', '2024-01-01'])[range + 1]::{kind} AS t "
                           "FROM range(3)")
    run_select(warehouse, check_query("SELECT * FROM source ORDER BY id"), materialize_as="cache_page_stamps")
    page = page_of(warehouse, "cache_page_stamps", offset=0, limit=3, order_by="id")
    assert [row[1] for row in page.rows][:2] == ["infinity", "-infinity"]
    assert page.rows[2][1].startswith("2024-01-01")


def test_a_page_shows_infinite_dates_inside_nested_values_as_infinity(warehouse):
    """Python's values clamp them to the calendar's ends at any depth: a page showed 9999-12-31 inside a list."""
    make_source(warehouse, "SELECT 1 AS id, ['infinity'::DATE, DATE '2024-01-01'] AS days, "
                           "MAP {'end': '-infinity'::TIMESTAMPTZ} AS stamps, {'d': DATE '2024-01-02'} AS plain")
    run_select(warehouse, check_query("SELECT * FROM source"), materialize_as="cache_page_nested")
    page = page_of(warehouse, "cache_page_nested", offset=0, limit=1)
    assert page.rows == [[1, "[infinity, 2024-01-01]", "{end=-infinity}", {"d": "2024-01-02"}]]


@pytest.mark.parametrize("rows", [3, SPOOL_ROWS + 1])
def test_an_enum_inside_an_array_stays_an_enum_in_the_cache(warehouse, rows):
    """DuckDB reads Arrow's dictionary inside a fixed-size list as its indices: the cache kept 0 for 'sad'."""
    make_source(warehouse, "SELECT range AS id, [(['sad', 'ok'])[range % 2 + 1]]::ENUM('sad', 'ok')[1] AS mood, "
                           "{'m': [NULL, 'ok']::ENUM('sad', 'ok')[2]} AS moods "
                           f"FROM range({rows})")
    result = cached_equals_source(warehouse, f"cache_enum_array_{rows}")
    assert [row[1:] for row in result.rows[:2]] == [[["sad"], {"m": [None, "ok"]}], [["ok"], {"m": [None, "ok"]}]]


def test_a_time_of_24_00_reads_as_such_not_as_midnight(warehouse):
    """Python's time has no 24:00:00, and pyarrow gives 00:00:00 for it without a word."""
    make_source(warehouse, "SELECT range AS id, (['24:00:00', '00:00:00'])[range + 1]::TIME AS t, "
                           "[(['24:00:00', '00:00:00'])[range + 1]]::TIME[] AS ts FROM range(2)")
    result = cached_equals_source(warehouse, "cache_end_of_day")
    assert [row[1:] for row in result.rows] == [["24:00:00", "['24:00:00']"], ["00:00:00", "['00:00:00']"]]
    assert (result.column_summaries[1]["min"], result.column_summaries[1]["max"]) == ("00:00:00", "24:00:00")


def test_a_preview_cap_above_the_small_result_size_still_previews_every_row_it_may(warehouse):
    make_source(warehouse, EDGES.format(rows=SMALL_RESULT_ROWS * 3))
    result = run_select(warehouse, check_query("SELECT * FROM source ORDER BY id"), materialize_as="cache_cap",
                        row_cap=SMALL_RESULT_ROWS * 2)
    assert (len(result.rows), result.row_count, result.truncated) == (SMALL_RESULT_ROWS * 2, SMALL_RESULT_ROWS * 3,
                                                                       True)
    assert [row[0] for row in result.rows] == list(range(SMALL_RESULT_ROWS * 2))


def test_preview_rows_skip_no_cell_that_needs_converting(warehouse):
    """plain_rows converts only the columns whose values JSON cannot carry as they are: the same cells as
    plain_value on every one, over every plain type and NULL (and the types of the Arrow path)."""
    with warehouse.cursor() as cur:
        cur.execute(EDGES.format(rows=40).replace("FROM range", ", NULL::UUID AS u, 2::HUGEINT ** 70 AS huge, "
                                                  "INTERVAL 3 DAY AS span FROM range"))
        columns = [{"name": name, "type": str(kind)} for name, kind, *_ in cur.description]
        rows = cur.fetchall()
    assert plain_rows(rows, columns) == [[plain_value(v) for v in row] for row in rows]
    assert {c["type"] for c in columns} >= {"BOOLEAN", "VARCHAR", "DOUBLE", "DECIMAL(18,4)", "DATE", "BLOB"}
