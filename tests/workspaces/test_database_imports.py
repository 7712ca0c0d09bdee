"""Importing a table from an SQLite or a DuckDB file; bad files change nothing.

PostgreSQL imports go through admin-defined connections: test_connection_imports.py.
"""

import sqlite3

import duckdb
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from lantide.models import AuditEvent
from workspaces.models import DataSource
from workspaces.query.warehouse import warehouse_for


def sqlite_bytes(tmp_path, tables=("orders",)) -> bytes:
    path = tmp_path / "source.sqlite"
    with sqlite3.connect(path) as db:
        for name in tables:
            db.execute(f"CREATE TABLE {name} (id INTEGER, customer TEXT, amount REAL)")
            db.executemany(f"INSERT INTO {name} VALUES (?, ?, ?)", [(1, "Ada", 10.5), (2, "Bo", 3.0)])
    return path.read_bytes()


def duckdb_bytes(tmp_path) -> bytes:
    path = tmp_path / "source.duckdb"
    connection = duckdb.connect(str(path))
    connection.execute("CREATE TABLE readings AS SELECT range AS id, range * 1.5 AS value FROM range(4)")
    connection.close()
    return path.read_bytes()


def upload(client, workspace, name, content, table, source_table=""):
    return client.post(f"/api_v1/workspaces/{workspace.pk}/datasources/",
                       {"file": SimpleUploadedFile(name, content), "table": table, "source_table": source_table},
                       format="multipart")


def state(workspace):
    return warehouse_for(workspace_id=workspace.pk).table_names(), DataSource.objects.filter(workspace=workspace).count()


def test_an_sqlite_table_imports(alice_api, alice_workspace, tmp_path):
    response = upload(alice_api, alice_workspace, "shop.sqlite", sqlite_bytes(tmp_path), "orders")
    assert response.status_code == 201, response.json()
    assert (response.json()["kind"], response.json()["row_count"]) == ("sqlite", 2)
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        assert cur.execute("SELECT sum(amount) FROM orders").fetchall()[0][0] == 13.5
    assert AuditEvent.objects.filter(verb="datasource.import").count() == 1


def test_a_duckdb_table_imports(alice_api, alice_workspace, tmp_path):
    response = upload(alice_api, alice_workspace, "sensors.duckdb", duckdb_bytes(tmp_path), "readings")
    assert response.status_code == 201, response.json()
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        assert cur.execute("SELECT sum(value) FROM readings").fetchall()[0][0] == 9.0


@pytest.mark.parametrize(("name", "make", "source_table", "detail"), [
    ("fake.sqlite", lambda tmp: b"not a database at all", "", "not an SQLite database"),
    ("fake.duckdb", lambda tmp: b"x" * 64, "", "not a DuckDB database"),
    ("two.sqlite", lambda tmp: sqlite_bytes(tmp, ("a", "b")), "", "several tables"),
    ("shop.sqlite", lambda tmp: sqlite_bytes(tmp), "missing", "has no table 'missing'"),
])
def test_bad_database_files_change_nothing(alice_api, alice_workspace, tmp_path, name, make, source_table, detail):
    before = state(alice_workspace)
    response = upload(alice_api, alice_workspace, name, make(tmp_path), "imported", source_table)
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert detail in response.json()["detail"]
    assert state(alice_workspace) == before
