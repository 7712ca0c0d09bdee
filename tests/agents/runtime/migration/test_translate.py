"""The translator's rewrites, one per difference sqlglot leaves between the dialects."""

import pytest

from agents.runtime.migration.translate import (
    schema_of, split_statements, translate_script, translate_statement,
)

ORDERS = {"orders": {"qty": "INT", "price": "DOUBLE"}}


def _one(sql: str, source: str = "sqlite", schema=None) -> str:
    return translate_statement(sql, source=source, target="duckdb", schema=schema or ORDERS)[-1].sql


def test_statements_split_at_semicolons_outside_strings():
    assert split_statements("SELECT ';' AS a; SELECT 2;\n", "sqlite") == ["SELECT ';' AS a", "SELECT 2"]


@pytest.mark.parametrize(("sql", "expected"), [
    ("SELECT qty / 2 FROM orders", "SELECT qty // 2 FROM orders"),
    ("SELECT (qty + 1) / 2 FROM orders", "SELECT (qty + 1) // 2 FROM orders"),
    ("SELECT COUNT(*) / 2 FROM orders", "SELECT COUNT(*) // 2 FROM orders"),
    ("SELECT price / 2 FROM orders", "SELECT price / NULLIF(2, 0) FROM orders"),  # a real stays a real division
])
def test_an_integer_division_stays_an_integer_division(sql, expected):
    assert _one(sql) == expected


def test_postgres_integer_division_too():
    assert _one("SELECT qty / 2, 7 / 2 FROM orders", source="postgres") == "SELECT qty // 2, 7 // 2 FROM orders"


def test_sqlite_date_modifiers_become_date_arithmetic():
    assert _one("SELECT date(d, '+30 days', '-1 year') FROM t") == \
        "SELECT CAST(CAST(d AS DATE) + INTERVAL 30 DAY + INTERVAL (-1) YEAR AS DATE) FROM t"
    assert _one("SELECT date(d, 'start of month') FROM t") == "SELECT DATE(d, 'start of month') FROM t"


@pytest.mark.parametrize(("source", "ddl", "column"), [
    ("sqlite", "CREATE TABLE c (id INTEGER PRIMARY KEY AUTOINCREMENT, n TEXT)", "id INT DEFAULT NEXTVAL('c_id_seq')"),
    ("sqlite", "CREATE TABLE c (id INTEGER PRIMARY KEY, n TEXT)", "id INT DEFAULT NEXTVAL('c_id_seq')"),
    ("postgres", "CREATE TABLE c (id SERIAL PRIMARY KEY, n TEXT)", "id INT DEFAULT NEXTVAL('c_id_seq')"),
    ("postgres", "CREATE TABLE c (id BIGSERIAL PRIMARY KEY, n TEXT)", "id BIGINT DEFAULT NEXTVAL('c_id_seq')"),
])
def test_auto_numbered_keys_become_a_sequence_and_a_default(source, ddl, column):
    sequence, table = translate_script(ddl, source=source, target="duckdb", schema={})
    assert sequence.sql == 'CREATE SEQUENCE "c_id_seq"'
    assert column in table.sql and "AUTOINCREMENT" not in table.sql and "SERIAL" not in table.sql


def test_schema_of_reads_declared_types_and_an_unreadable_statement_is_an_error_not_a_crash():
    assert schema_of(["CREATE TABLE t (a INTEGER, b REAL)"], "sqlite") == {"t": {"a": "INT", "b": "DOUBLE"}}
    [broken] = translate_statement("SELEC nonsense (", source="sqlite", target="duckdb", schema={})
    assert broken.error and broken.sql == "SELEC nonsense ("
