"""Imports are bounded by what they expand to, not by the size of their file (issue 20, finding 4): rows and Arrow
bytes per import, the workspace's storage, generated columns refused, and every importer streamed in batches."""

import sqlite3

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tests.workspaces.test_database_imports import state, upload
from workspaces.db_importers import open_duckdb_source
from workspaces.importers import file_reader, payload_sql
from workspaces.query.warehouse import warehouse_for

MiB = 1024 * 1024


def csv_table(tmp_path, *, rows: int, width: int) -> tuple[str, bytes]:
    return "t.csv", b"id,text\n" + b"".join(b"%d,%s\n" % (i, b"x" * width) for i in range(rows))


def parquet_table(tmp_path, *, rows: int, width: int) -> tuple[str, bytes]:
    """Dictionary-encoded: one distinct value per column, so the file stays tiny however many rows point at it."""
    path = tmp_path / "t.parquet"
    indices = pa.nulls(rows, pa.int32()).fill_null(0)
    columns = {"id": pa.DictionaryArray.from_arrays(indices, pa.array([7], pa.int64())),
               "text": pa.DictionaryArray.from_arrays(indices, pa.array(["x" * width]))}
    pq.write_table(pa.table(columns), path, compression="zstd", write_statistics=False, store_schema=False)
    return path.name, path.read_bytes()


def sqlite_table(tmp_path, *, rows: int, width: int) -> tuple[str, bytes]:
    path = tmp_path / "t.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE t (id INTEGER, text TEXT)")
        db.executemany("INSERT INTO t VALUES (?, ?)", ((i, "x" * width) for i in range(rows)))
    return path.name, path.read_bytes()


def duckdb_table(tmp_path, *, rows: int, width: int) -> tuple[str, bytes]:
    """DuckDB compresses the repeated text, so the file stays small."""
    path = tmp_path / "t.duckdb"
    with duckdb.connect(str(path)) as db:
        db.execute(f"CREATE TABLE t AS SELECT range AS id, repeat('x', {width}) AS text FROM range({rows})")
    return path.name, path.read_bytes()


def sqlite_generated(tmp_path, *, kind: str, rows: int = 3, width: int = 10) -> tuple[str, bytes]:
    """A table whose column `b` is a zeroblob computed as it is read (VIRTUAL) or when written (STORED), beside a
    plain table."""
    path = tmp_path / f"{kind.lower()}.sqlite"
    with sqlite3.connect(path) as db:
        db.execute(f"CREATE TABLE t (id INTEGER, b BLOB GENERATED ALWAYS AS (zeroblob({width})) {kind})")
        db.executemany("INSERT INTO t (id) VALUES (?)", ((i,) for i in range(rows)))
        db.execute("CREATE TABLE plain AS SELECT id FROM t")
    return path.name, path.read_bytes()


def duckdb_generated(tmp_path, *, rows: int = 3, width: int = 10) -> tuple[str, bytes]:
    path = tmp_path / "generated.duckdb"
    with duckdb.connect(str(path)) as db:
        db.execute(f"CREATE TABLE t (id INTEGER, s AS (repeat('x', {width})))")
        db.execute(f"INSERT INTO t (id) SELECT range FROM range({rows})")
        db.execute("CREATE TABLE plain AS SELECT id FROM t")
    return path.name, path.read_bytes()


EVERY_IMPORTER = pytest.mark.parametrize("make", [csv_table, parquet_table, sqlite_table, duckdb_table],
                                         ids=["csv", "parquet-dictionary", "sqlite", "duckdb-compressed"])


@EVERY_IMPORTER
def test_an_import_is_refused_one_row_past_the_row_limit_and_imports_at_it(alice_api, alice_workspace, tmp_path,
                                                                           settings, make):
    name, content = make(tmp_path, rows=5000, width=8)  # three batches
    settings.LANTIDE_IMPORT_MAX_ROWS = 4999
    refused = upload(alice_api, alice_workspace, name, content, "t")
    assert (refused.status_code, refused.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "more than 4,999 rows" in refused.json()["detail"]
    assert "(LANTIDE_IMPORT_MAX_ROWS)" in refused.json()["detail"]
    assert state(alice_workspace) == ([], 0)
    settings.LANTIDE_IMPORT_MAX_ROWS = 5000
    imported = upload(alice_api, alice_workspace, name, content, "t")
    assert (imported.status_code, imported.json()["row_count"]) == (201, 5000), imported.json()
    assert state(alice_workspace) == (["t"], 1)


@EVERY_IMPORTER
def test_an_import_is_refused_once_its_data_grows_past_the_byte_limit(alice_api, alice_workspace, tmp_path, settings,
                                                                      make):
    name, content = make(tmp_path, rows=3000, width=1000)  # ~3 MB of text
    settings.LANTIDE_IMPORT_MAX_BYTES = MiB
    response = upload(alice_api, alice_workspace, name, content, "t")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "grows past 1,048,576 bytes" in response.json()["detail"]
    assert "(LANTIDE_IMPORT_MAX_BYTES)" in response.json()["detail"]
    assert state(alice_workspace) == ([], 0)


def test_a_dictionary_encoded_parquet_file_of_a_few_hundred_bytes_is_caught_by_the_byte_limit(
        alice_api, alice_workspace, tmp_path, settings):
    name, content = parquet_table(tmp_path, rows=100_000, width=10_000)  # 1 GB of text
    assert len(content) < 1024
    settings.LANTIDE_IMPORT_MAX_BYTES = 16 * MiB
    response = upload(alice_api, alice_workspace, name, content, "t")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "grows past 16,777,216 bytes" in response.json()["detail"]
    assert state(alice_workspace) == ([], 0)


@pytest.mark.parametrize(("make", "column"), [
    (lambda tmp: sqlite_generated(tmp, kind="VIRTUAL"), "b"),
    (lambda tmp: sqlite_generated(tmp, kind="STORED"), "b"),
    (duckdb_generated, "s"),
], ids=["sqlite-virtual", "sqlite-stored", "duckdb"])
def test_a_table_with_generated_columns_is_refused_and_a_plain_one_beside_it_imports(
        alice_api, alice_workspace, tmp_path, make, column):
    name, content = make(tmp_path)
    refused = upload(alice_api, alice_workspace, name, content, "t", source_table="t")
    assert (refused.status_code, refused.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert f"table 't' has generated columns ({column})" in refused.json()["detail"]
    assert state(alice_workspace) == ([], 0)
    imported = upload(alice_api, alice_workspace, name, content, "plain", source_table="plain")
    assert (imported.status_code, imported.json()["row_count"]) == (201, 3), imported.json()


def test_an_sqlite_virtual_table_is_refused(alice_api, alice_workspace, tmp_path):
    path = tmp_path / "search.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE VIRTUAL TABLE notes USING fts5(body)")
        db.execute("INSERT INTO notes VALUES ('hello')")
    response = upload(alice_api, alice_workspace, path.name, path.read_bytes(), "notes", source_table="notes")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "'notes' is a virtual table" in response.json()["detail"]
    assert state(alice_workspace) == ([], 0)


def test_sqlite_rows_stream_in_batches_with_one_type_per_column(alice_api, alice_workspace, tmp_path):
    path = tmp_path / "mixed.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE m (id INTEGER, amount, name TEXT, raw BLOB, empty)")
        db.executemany("INSERT INTO m VALUES (?, ?, ?, ?, NULL)",
                       ((i, i + 0.5 if i % 2 else i, f"n{i}", bytes([i % 256]), ) for i in range(5000)))
    response = upload(alice_api, alice_workspace, path.name, path.read_bytes(), "m")
    assert (response.status_code, response.json()["row_count"]) == (201, 5000), response.json()
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        types = cur.execute("SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = 'm' "
                            "ORDER BY column_index").fetchall()
        totals = cur.execute("SELECT sum(id), sum(amount), count(DISTINCT name), sum(octet_length(raw)), "
                             "count(empty) FROM m").fetchall()[0]
    assert [t for _, t in types][:4] == ["BIGINT", "DOUBLE", "VARCHAR", "BLOB"]
    assert totals == (12_497_500, 12_497_500 + 1250.0, 5000, 5000, 0)


def test_an_sqlite_column_mixing_text_and_numbers_is_refused(alice_api, alice_workspace, tmp_path):
    path = tmp_path / "loose.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE loose (v)")
        db.executemany("INSERT INTO loose VALUES (?)", [(1,), ("one",)])
    response = upload(alice_api, alice_workspace, path.name, path.read_bytes(), "loose")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "The column 'v' mixes integer and text values" in response.json()["detail"]
    assert state(alice_workspace) == ([], 0)


def test_an_import_past_the_workspace_storage_limit_is_refused_as_a_quota(alice_api, alice_workspace, tmp_path,
                                                                          settings):
    settings.LANTIDE_WORKSPACE_MAX_BYTES = 4 * MiB
    name, small = csv_table(tmp_path, rows=1000, width=100)
    assert upload(alice_api, alice_workspace, name, small, "first").status_code == 201
    _, big = csv_table(tmp_path, rows=5000, width=1000)  # ~5 MB of data: more than the room left
    refused = upload(alice_api, alice_workspace, name, big, "big")
    assert (refused.status_code, refused.json()["code"]) == (413, "QUOTA_EXCEEDED")
    assert "past its storage limit of 4,194,304 bytes (LANTIDE_WORKSPACE_MAX_BYTES)" in refused.json()["detail"]
    assert state(alice_workspace) == (["first"], 1)
    assert upload(alice_api, alice_workspace, name, small, "second").status_code == 201


def test_a_workspace_already_at_its_storage_limit_refuses_even_a_tiny_import(alice_api, alice_workspace, tmp_path,
                                                                             settings):
    name, small = csv_table(tmp_path, rows=10, width=1)
    assert upload(alice_api, alice_workspace, name, small, "first").status_code == 201
    settings.LANTIDE_WORKSPACE_MAX_BYTES = 1
    refused = upload(alice_api, alice_workspace, name, small, "second")
    assert (refused.status_code, refused.json()["code"]) == (413, "QUOTA_EXCEEDED")
    assert state(alice_workspace) == (["first"], 1)


NESTED = "{'text': 'abc', 'tags': ['de', 'f'], 'attrs': MAP {'k': 'vv'}, 'n': 1}"


def test_the_payload_counts_text_inside_structs_lists_and_maps():
    """3 (text) + 2 tags at 8 each + 3 + 1 key and 1 value at 8 each + 1 + 2; the integer is fixed width."""
    with duckdb.connect() as connection:
        relation = connection.sql(f"SELECT {NESTED} AS v")
        width = payload_sql('"v"', relation.types[0])
        assert connection.sql(f"SELECT {width} FROM ({relation.sql_query()})").fetchall() == [(3 + 19 + 19,)]


def test_nested_columns_import_whole_through_the_payload_count(alice_api, alice_workspace, tmp_path):
    path = tmp_path / "nested.duckdb"
    with duckdb.connect(str(path)) as db:
        db.execute(f"CREATE TABLE t AS SELECT range AS id, {NESTED} AS v FROM range(3000)")
    response = upload(alice_api, alice_workspace, path.name, path.read_bytes(), "t")
    assert (response.status_code, response.json()["row_count"]) == (201, 3000), response.json()
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        assert cur.execute("SELECT DISTINCT v.text, v.tags, v.attrs['k'], v.n FROM t").fetchall() == [
            ("abc", ["de", "f"], "vv", 1)]


def _setting(connection, name: str) -> str:
    return connection.execute("SELECT value FROM duckdb_settings() WHERE name = ?", [name]).fetchall()[0][0]


def test_the_file_reader_reads_its_own_file_only_under_the_memory_limit(tmp_path, settings):
    settings.LANTIDE_DUCKDB_MEMORY_LIMIT = "300MB"
    mine, other = tmp_path / "mine.csv", tmp_path / "other.csv"
    mine.write_text("a\n1\n")
    other.write_text("a\n2\n")
    with file_reader(mine) as reader:
        assert reader.execute("SELECT a FROM read_csv(?)", [str(mine)]).fetchall() == [(1,)]
        with pytest.raises(duckdb.PermissionException):
            reader.execute("SELECT a FROM read_csv(?)", [str(other)])
        with pytest.raises(duckdb.InvalidInputException, match="locked"):
            reader.execute("SET enable_external_access = true")
        assert (_setting(reader, "memory_limit"), _setting(reader, "autoload_known_extensions")) == ("286.1 MiB",
                                                                                                     "false")


def test_a_duckdb_source_opens_read_only_under_the_memory_limit(tmp_path, settings):
    settings.LANTIDE_DUCKDB_MEMORY_LIMIT = "300MB"
    name, content = duckdb_table(tmp_path, rows=3, width=1)
    (tmp_path / "other.csv").write_text("a\n2\n")
    with open_duckdb_source(tmp_path / name) as source:
        with pytest.raises(duckdb.PermissionException):
            source.execute("SELECT * FROM read_csv(?)", [str(tmp_path / "other.csv")])
        with pytest.raises(duckdb.Error, match="read-only"):
            source.execute("DROP TABLE t")
        assert _setting(source, "memory_limit") == "286.1 MiB"
