import json

from django.contrib.auth import authenticate, get_user_model
from django.core.management import call_command

from lantide.demo import credentials_path
from workspaces.models import DataSource, Membership, Workspace
from workspaces.query.warehouse import warehouse_for

TPCH_ROWS_AT_SF_001 = {"region": 5, "nation": 25, "supplier": 100, "customer": 1500, "orders": 15000}


def seed() -> dict:
    call_command("seed_demo", "--quiet")
    return json.loads(credentials_path().read_text())


def demo_state() -> dict:
    users = sorted(get_user_model().objects.values_list("username", "is_superuser"))
    workspaces = sorted(Workspace.objects.values_list("name", flat=True))
    tables = {ws.name: warehouse_for(workspace_id=ws.pk).table_names() for ws in Workspace.objects.all()}
    return {"users": users, "workspaces": workspaces, "tables": tables, "sources": DataSource.objects.count(),
            "members": Membership.objects.count()}


def test_seed_demo_creates_users_workspaces_and_real_data(db):
    credentials = seed()
    assert set(credentials) == {"admin", "alice", "bob"}
    assert authenticate(username="alice", password=credentials["alice"]) is not None
    assert get_user_model().objects.get(username="admin").is_superuser
    alice_ws = Workspace.objects.get(memberships__user__username="alice", memberships__role="owner")
    warehouse = warehouse_for(workspace_id=alice_ws.pk)
    assert set(warehouse.table_names()) >= {"lineitem", "orders", "customer", "sales"}
    with warehouse.cursor() as cur:
        for table, rows in TPCH_ROWS_AT_SF_001.items():
            assert cur.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == rows, table
        regions = cur.execute("SELECT DISTINCT region FROM sales ORDER BY 1").fetchall()
        assert [r for (r,) in regions] == ["East", "North", "South", "West"]
        assert cur.execute("SELECT count(*) FROM sales").fetchone()[0] == 2 * 12 * 4 * 3
    assert not Workspace.objects.filter(memberships__user__username="bob", pk=alice_ws.pk).exists()


def test_seed_demo_twice_is_idempotent(db):
    first_credentials = seed()
    first = demo_state()
    second_credentials = seed()
    assert demo_state() == first
    assert second_credentials == first_credentials
    assert authenticate(username="bob", password=second_credentials["bob"]) is not None


def test_credentials_file_is_private(db):
    seed()
    assert credentials_path().stat().st_mode & 0o777 == 0o600
