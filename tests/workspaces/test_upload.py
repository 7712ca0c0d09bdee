import duckdb
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from lantide.models import AuditEvent
from tests.conftest import token_client
from tests.factories import MembershipFactory
from workspaces.models import DataSource
from workspaces.query.warehouse import warehouse_for

CSV_BYTES = b"region,month,revenue\nNorth,2024-01-01,100.5\nSouth,2024-01-01,80\nNorth,2024-02-01,120\n"


def parquet_bytes(tmp_path) -> bytes:
    path = tmp_path / "made.parquet"
    connection = duckdb.connect()
    connection.execute(f"COPY (SELECT range AS id, range * 2 AS doubled FROM range(5)) TO '{path}' (FORMAT parquet)")
    connection.close()
    return path.read_bytes()


def upload(client, workspace, name: str, content: bytes, table: str):
    return client.post(f"/api_v1/workspaces/{workspace.pk}/datasources/",
                       {"file": SimpleUploadedFile(name, content), "table": table}, format="multipart")


def snapshot(workspace) -> tuple:
    return (warehouse_for(workspace_id=workspace.pk).table_names(), DataSource.objects.filter(workspace=workspace).count())


def test_csv_upload_creates_a_table_a_data_source_and_an_audit_event(alice_api, alice_workspace):
    response = upload(alice_api, alice_workspace, "sales.csv", CSV_BYTES, "sales")
    assert response.status_code == 201, response.json()
    assert response.json()["row_count"] == 3
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        assert cur.execute("SELECT sum(revenue) FROM sales WHERE region = 'North'").fetchone()[0] == 220.5
    tables = alice_api.get(f"/api_v1/workspaces/{alice_workspace.pk}/tables/").json()
    assert tables == [{"name": "sales", "row_count": 3, "columns": [
        {"name": "region", "type": "VARCHAR"}, {"name": "month", "type": "DATE"}, {"name": "revenue", "type": "DOUBLE"},
    ]}]
    assert AuditEvent.objects.filter(verb="datasource.import", workspace_id=alice_workspace.pk).count() == 1


def test_parquet_upload(alice_api, alice_workspace, tmp_path):
    response = upload(alice_api, alice_workspace, "numbers.parquet", parquet_bytes(tmp_path), "numbers")
    assert response.status_code == 201, response.json()
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        assert cur.execute("SELECT sum(doubled) FROM numbers").fetchone()[0] == 20
    source = DataSource.objects.get(workspace=alice_workspace)
    assert (source.kind, source.table_name, source.row_count) == ("parquet", "numbers", 5)


@pytest.mark.parametrize(("name", "content", "table", "detail_part"), [
    ("notes.txt", b"hello", "notes", "not a CSV or Parquet"),
    ("sales.xlsx", b"PK\x03\x04", "sales", "not a CSV or Parquet"),
    ("sales.csv", CSV_BYTES, "1sales", "Table names start with"),
    ("sales.csv", CSV_BYTES, "sales; DROP TABLE x", "Table names start with"),
    ("sales.csv", CSV_BYTES, "x" * 64, "no more than 63 characters"),
    ("sales.csv", CSV_BYTES, "cache_sales", "may not start with"),
    ("fake.parquet", b"PAR1 this is not parquet", "fake", "not a valid Parquet"),
    ("binary.csv", b"\x00\x01\x02\x03garbage", "binary", "binary data"),
    ("ragged.csv", b"a,b\n1,2\n3,4,5,6\n", "ragged", "different number of columns"),
    ("ragged_late.csv", b"a,b\n" + b"1,2\n" * 30000 + b"3,4,5\n", "ragged_late", "Could not read the CSV"),
])
def test_bad_uploads_are_refused_and_change_nothing(alice_api, alice_workspace, name, content, table, detail_part):
    before = snapshot(alice_workspace)
    response = upload(alice_api, alice_workspace, name, content, table)
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_ARGUMENTS"
    assert detail_part in response.json()["detail"]
    assert snapshot(alice_workspace) == before
    assert not AuditEvent.objects.filter(verb="datasource.import").exists()


def test_empty_file_is_refused(alice_api, alice_workspace):
    response = upload(alice_api, alice_workspace, "empty.csv", b"", "empty")
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_ARGUMENTS"
    assert snapshot(alice_workspace) == ([], 0)


def test_oversize_file_is_refused(alice_api, alice_workspace, settings):
    settings.LANTIDE_UPLOAD_MAX_BYTES = 40
    response = upload(alice_api, alice_workspace, "sales.csv", CSV_BYTES, "sales")
    assert response.status_code == 400
    assert "the limit is 40 bytes" in response.json()["detail"]
    assert snapshot(alice_workspace) == ([], 0)


def test_an_existing_table_is_never_overwritten(alice_api, alice_workspace):
    assert upload(alice_api, alice_workspace, "sales.csv", CSV_BYTES, "sales").status_code == 201
    response = upload(alice_api, alice_workspace, "other.csv", b"x\n1\n", "SALES")
    assert response.status_code == 400
    assert "already exists" in response.json()["detail"]
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        assert cur.execute("SELECT count(*) FROM sales").fetchone()[0] == 3


def test_missing_fields_are_reported(alice_api, alice_workspace):
    response = alice_api.post(f"/api_v1/workspaces/{alice_workspace.pk}/datasources/", {}, format="multipart")
    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"file", "table"}


def test_viewers_cannot_upload(alice_workspace, bob):
    MembershipFactory(workspace=alice_workspace, user=bob, role="viewer")
    response = upload(token_client(bob), alice_workspace, "sales.csv", CSV_BYTES, "sales")
    assert response.status_code == 403
    assert response.json()["code"] == "PERMISSION_DENIED"
    assert snapshot(alice_workspace) == ([], 0)


def test_editors_can_upload(alice_workspace, bob):
    MembershipFactory(workspace=alice_workspace, user=bob, role="editor")
    assert upload(token_client(bob), alice_workspace, "sales.csv", CSV_BYTES, "sales").status_code == 201


def test_page_upload_shows_the_table_and_page_errors_are_clear(client, alice, alice_workspace):
    client.force_login(alice)
    url = f"/w/{alice_workspace.pk}/upload/"
    response = client.post(url, {"file": SimpleUploadedFile("sales.csv", CSV_BYTES), "table": "sales"}, follow=True)
    assert response.status_code == 200
    assert b"Imported 3 rows into sales" in response.content
    assert b"<code>sales</code>" in response.content
    bad = client.post(url, {"file": SimpleUploadedFile("a.txt", b"x"), "table": "other"})
    assert bad.status_code == 400
    assert b"not a CSV or Parquet file" in bad.content
