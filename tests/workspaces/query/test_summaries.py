"""run_query's column summaries: nulls, distinct values, min and max over the whole result, the same whichever
way the result was read (Python rows, Arrow, or spooled into its cache table)."""

import pytest

from tests.workspaces.query.test_cache_fidelity import BEYOND_CALENDAR, EDGES, warehouse  # noqa: F401 - the fixture
from tests.workspaces.query.test_query_layer import call, ctx  # noqa: F401 - the fixture
from workspaces.query.cache_writer import SPOOL_ROWS
from workspaces.query.engine import SMALL_RESULT_ROWS, run_select
from workspaces.query.guard import check_query
from workspaces.query.summaries import DISTINCT_ROWS, ORDERED
from lantide.encoding import json_value as plain_value

pytestmark = pytest.mark.django_db(transaction=True)


def make_source(warehouse, sql: str) -> list[dict]:  # noqa: F811
    with warehouse.writer_cursor() as cur:
        cur.execute(f"CREATE OR REPLACE TABLE source AS {sql}")
        return [{"name": n, "type": t} for n, t in cur.execute(
            "SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = 'source' "
            "ORDER BY column_index").fetchall()]


def summarized(warehouse, cache: str):  # noqa: F811
    return run_select(warehouse, check_query("SELECT * FROM source ORDER BY id"), materialize_as=cache)


def duckdbs_own_summaries(warehouse, columns: list[dict], rows: int) -> list[dict]:  # noqa: F811
    """count(*) - count(c), count(DISTINCT c), min(c), max(c) of the source table, straight from DuckDB."""
    expected = []
    with warehouse.cursor() as cur:
        for column in columns:
            name = '"' + column["name"] + '"'
            nulls, distinct, low, high = cur.execute(
                f"SELECT count(*) - count({name}), count(DISTINCT {name}), min({name}), max({name}) "
                f"FROM source").fetchall()[0]
            summary = {"name": column["name"], "nulls": nulls}
            if rows <= DISTINCT_ROWS:
                summary["distinct"] = distinct
            if ORDERED.fullmatch(column["type"]):
                summary["min"], summary["max"] = plain_value(low), plain_value(high)
            expected.append(summary)
    return expected


@pytest.mark.parametrize("rows", [0, 3, SMALL_RESULT_ROWS - 1, SMALL_RESULT_ROWS, DISTINCT_ROWS, 10_243])
def test_every_way_of_reading_summarizes_like_duckdb_over_the_source(warehouse, rows):  # noqa: F811
    columns = make_source(warehouse, EDGES.format(rows=rows))
    result = summarized(warehouse, f"cache_summaries_{rows}")
    assert result.column_summaries == duckdbs_own_summaries(warehouse, columns, rows)
    by_name = {s["name"]: s for s in result.column_summaries}
    assert (by_name["id"]["min"], by_name["id"]["max"]) == ((0, rows - 1) if rows else (None, None))
    assert by_name["id"].get("distinct") == (rows if rows <= DISTINCT_ROWS else None)
    assert by_name["maybe"]["nulls"] == len(range(0, rows, 7))
    assert "min" not in by_name["bytes"]  # blobs do not order plainly
    if rows >= 5:
        assert by_name["f32"]["max"] == "NaN" and by_name["f32"]["min"] == "-Infinity"  # DuckDB's order


def test_long_text_is_cut_and_only_plain_types_order_or_count(warehouse):  # noqa: F811
    make_source(warehouse, "SELECT range AS id, repeat('ü', 100 + range) AS long, [range, 1] AS list, "
                           "{'a': range} AS struct, uuid() AS key FROM range(5)")
    result = run_select(warehouse, check_query("SELECT *, 1 AS id FROM source"), materialize_as="cache_long")
    ids, long, listed, struct, key, twin = result.column_summaries
    assert long["min"] == "ü" * 80 + "…" and long["max"] == "ü" * 80 + "…"
    assert (listed, struct) == ({"name": "list", "nulls": 0}, {"name": "struct", "nulls": 0})  # nested
    assert "min" not in key and key["distinct"] == 5
    assert (ids["max"], twin) == (4, {"name": "id", "nulls": 0, "distinct": 1, "min": 1, "max": 1})  # by position


@pytest.mark.parametrize("rows, at", [(10, 4), (SMALL_RESULT_ROWS + 40, SMALL_RESULT_ROWS + 10)])
def test_dates_beyond_pythons_calendar_summarize_as_duckdb_writes_them(warehouse, rows, at):  # noqa: F811
    make_source(warehouse, BEYOND_CALENDAR.format(rows=rows, at=at))
    day, stamp = summarized(warehouse, f"cache_calendar_{rows}").column_summaries[1:]
    assert (day["min"], day["max"]) == ("-infinity", "infinity")
    assert stamp["max"] == "10000-01-01 00:00:00" and stamp["min"] == "2024-01-01T00:00:00"


def test_a_spooled_result_is_summarized_from_its_cache_table(warehouse):  # noqa: F811
    rows = SPOOL_ROWS + 5_000
    make_source(warehouse, f"SELECT range AS id, range % 1000 AS bucket, CASE WHEN range % 2 = 0 THEN NULL "
                           f"ELSE 'v' || range END AS label FROM range({rows})")
    result = summarized(warehouse, "cache_spooled")
    ids, bucket, label = result.column_summaries
    assert result.row_count == rows
    assert ids == {"name": "id", "nulls": 0, "min": 0, "max": rows - 1}
    assert bucket == {"name": "bucket", "nulls": 0, "min": 0, "max": 999}
    assert label == {"name": "label", "nulls": rows // 2 + rows % 2, "min": "v1", "max": f"v{99_999}"}


async def test_run_query_hands_the_summaries_to_the_model(ctx):  # noqa: F811
    result = await call(ctx, "run_query", sql="SELECT region, revenue FROM sales WHERE revenue > 3")
    assert result["column_summaries"] == [
        {"name": "region", "nulls": 0, "distinct": 2, "min": "North", "max": "South"},
        {"name": "revenue", "nulls": 0, "distinct": 2, "min": 5.0, "max": 10.0},
    ]


@pytest.mark.parametrize("rows", [10, SMALL_RESULT_ROWS + 44])
def test_floats_count_and_order_as_in_duckdb(warehouse, rows):  # noqa: F811
    """-0.0 equals 0.0, NaN equals itself and orders above every number (Python rows and Arrow alike)."""
    columns = make_source(warehouse, f"SELECT range AS id, CASE range % 5 WHEN 0 THEN -0.0::DOUBLE "
                                     f"WHEN 1 THEN 0.0::DOUBLE WHEN 2 THEN 'nan'::DOUBLE WHEN 3 THEN 1.5::DOUBLE END "
                                     f"AS x FROM range({rows})")
    x = summarized(warehouse, f"cache_floats_{rows}").column_summaries[1]
    assert x == duckdbs_own_summaries(warehouse, columns, rows)[1]
    assert (x["distinct"], x["min"], x["max"]) == (3, 0.0, "NaN")


@pytest.mark.parametrize("rows", [5, SMALL_RESULT_ROWS + 44, DISTINCT_ROWS + 52])
def test_types_only_arrow_reads_summarize_like_duckdb(warehouse, rows):  # noqa: F811
    columns = make_source(warehouse, f"""
        SELECT range AS id, (range::HUGEINT * 170141183460469231731687303715884)::HUGEINT AS huge,
               TIMESTAMPTZ '2024-01-01 10:00:00+02' + to_hours(range) AS at, TIME '00:00:01' + to_seconds(range) AS t,
               (['x', 'y', 'z'])[range % 3 + 1]::ENUM('x', 'y', 'z') AS kind, to_days(range % 9) AS span,
               CASE WHEN range % 4 = 0 THEN NULL ELSE md5(range::VARCHAR)::UUID END AS key
        FROM range({rows})""")
    assert summarized(warehouse, f"cache_arrow_types_{rows}").column_summaries == duckdbs_own_summaries(
        warehouse, columns, rows)
