"""The scratch engines keep user SQL in: no files, no other schemas, no server functions."""

import pytest

from agents.runtime.migration import nodes
from agents.runtime.migration.engines import DuckdbScratch, ScratchError, SqliteScratch, postgres_statement_check
from workspaces.db_importers import PostgresSource


@pytest.mark.parametrize("sql", ["ATTACH DATABASE '/tmp/lantide-escape.db' AS x", "PRAGMA writable_schema = 1",
                                 "SELECT load_extension('/tmp/x.so')"])
def test_sqlite_refuses_what_reaches_outside_memory(sql):
    engine = SqliteScratch()
    with pytest.raises(ScratchError):
        engine.run(sql)
    engine.close()


def test_duckdb_reads_no_files():
    engine = DuckdbScratch()
    with pytest.raises(ScratchError, match="disabled"):
        engine.run("SELECT * FROM read_csv('/etc/passwd')")
    engine.close()


@pytest.mark.parametrize("sql", ["SELECT * FROM pg_shadow", "SELECT * FROM public.accounts",
                                 "SELECT pg_read_file('/etc/passwd')", "COPY t TO '/tmp/x'",
                                 "CREATE FUNCTION f() RETURNS int AS 'select 1' LANGUAGE sql",
                                 "SELECT current_setting('data_directory')", "SET search_path TO public",
                                 "SELECT 1 INTO kept FROM t"])
def test_postgres_statements_stay_in_the_scratch_schema(sql):
    with pytest.raises(ScratchError):
        postgres_statement_check(sql)


def test_postgres_admits_tables_inserts_and_queries():
    for sql in ["CREATE TABLE t (id SERIAL PRIMARY KEY, v NUMERIC(10, 2))", "INSERT INTO t (v) VALUES (1.5)",
                "SELECT CONCAT(v, 'x'), string_agg(v::text, ',') FROM t", "CREATE INDEX t_v ON t (v)"]:
        postgres_statement_check(sql)


def test_a_postgres_source_that_cannot_open_is_unverified_not_a_crash(settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = []  # the connection's host left the allow list
    closed = PostgresSource(connection_id=7, host="127.0.0.1", port=5432, database="postgres", username="postgres",
                            password="")
    values = {"dialect": "postgres", "schema_sql": "CREATE TABLE t (id INT);", "seed_sql": "", "target": "duckdb"}
    inspected = nodes.schema_inspection(values, postgres=closed)
    assert inspected["source_engine"] is None and inspected["equivalence"] == "unverified"
    assert "scratch schema" in inspected["source_errors"][0]["error"]
