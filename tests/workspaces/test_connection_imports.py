"""Imports from PostgreSQL go through admin-defined connections only (issue 20, finding 1).

The finding: any editor sent a DSN naming the server's own PostgreSQL as its superuser and copied pg_roles into a
workspace, and the differing error texts scanned hosts and ports. Now users pick a connection by id, the hosts
are allow-listed, and every failure on the connection side reads the same.
"""

import logging

import pytest

from lantide.models import AuditEvent
from tests.factories import DatabaseConnectionFactory, MembershipFactory, WorkspaceFactory
from tests.processes import free_port
from tests.workspaces.postgres_sources import needs_shared_server
from workspaces.db_importers import CONNECTION_FAILED, NO_SUCH_TABLE
from workspaces.models import DataSource
from workspaces.query.warehouse import warehouse_for

pytestmark = needs_shared_server


@pytest.fixture
def loopback_allowed(settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["127.0.0.1"]


@pytest.fixture
def connection(source_schema, alice_workspace, loopback_allowed):
    return DatabaseConnectionFactory(name="Sales replica", database=source_schema.database,
                                     username=source_schema.role, password=source_schema.password,
                                     workspaces=[alice_workspace])


def import_url(workspace) -> str:
    return f"/api_v1/workspaces/{workspace.pk}/datasources/postgres"


def post_import(client, workspace, connection_id, source_table, table="imported"):
    return client.post(import_url(workspace), {"connection": connection_id, "source_table": source_table,
                                               "table": table}, format="json")


def workspace_state(workspace):
    return (warehouse_for(workspace_id=workspace.pk).table_names(),
            DataSource.objects.filter(workspace=workspace).count())


def test_the_findings_dsn_is_refused_with_a_clear_error(alice_api, alice_workspace):
    attack = {"dsn": "postgresql:///postgres?host=/var/run/postgresql&user=postgres",
              "source_table": "pg_catalog.pg_roles", "table": "roles"}
    response = alice_api.post(import_url(alice_workspace), attack, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "admin-defined connections" in response.json()["detail"]
    assert f"/api_v1/workspaces/{alice_workspace.pk}/connections/" in response.json()["detail"]
    assert workspace_state(alice_workspace) == ([], 0)


@pytest.mark.parametrize("catalog_table", ["pg_catalog.pg_roles", "pg_catalog.pg_database",
                                           "information_schema.tables", "pg_roles"])
def test_a_good_connection_still_reads_no_catalog(alice_api, alice_workspace, connection, catalog_table):
    response = post_import(alice_api, alice_workspace, connection.pk, catalog_table)
    assert (response.status_code, response.json()) == (400, {"code": "INVALID_ARGUMENTS",
                                                             "detail": NO_SUCH_TABLE.format(catalog_table)})
    assert workspace_state(alice_workspace) == ([], 0)


def test_a_good_connection_imports_a_table(alice_api, alice_workspace, connection, source_schema):
    response = post_import(alice_api, alice_workspace, connection.pk, source_schema.table("customers"), "customers")
    assert response.status_code == 201, response.json()
    assert (response.json()["kind"], response.json()["row_count"], response.json()["name"]) == (
        "postgres", 2, f"Sales replica: {source_schema.table('customers')}")
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        assert float(cur.execute("SELECT sum(balance) FROM customers").fetchall()[0][0]) == 19.75
    event = AuditEvent.objects.get(verb="datasource.import")
    assert (event.actor_user.username, event.workspace_id) == ("alice", alice_workspace.pk)
    assert (event.data["connection"], event.data["source_table"], event.data["rows"]) == (
        connection.pk, source_schema.table("customers"), 2)
    assert source_schema.password not in response.content.decode()


def test_the_source_session_is_read_only(alice_api, alice_workspace, connection, source_schema):
    response = post_import(alice_api, alice_workspace, connection.pk, source_schema.table("touching"))
    assert (response.status_code, response.json()["detail"]) == (400, CONNECTION_FAILED)
    with source_schema.connect() as source:
        touches = source.execute(f"SELECT count(*) FROM {source_schema.table('touches')}").fetchone()[0]
    assert touches == 0
    assert workspace_state(alice_workspace) == ([], 0)


def test_a_missing_and_a_forbidden_table_read_alike(alice_api, alice_workspace, connection, source_schema):
    names = (source_schema.table("nothing_here"), source_schema.table("payroll"), "nowhere.customers")
    details = {name: post_import(alice_api, alice_workspace, connection.pk, name).json()["detail"] for name in names}
    assert details == {name: NO_SUCH_TABLE.format(name) for name in details}
    assert workspace_state(alice_workspace) == ([], 0)


def test_a_table_past_the_row_limit_is_refused_and_within_it_imports(alice_api, alice_workspace, connection,
                                                                     settings, source_schema):
    settings.LANTIDE_CONNECTION_IMPORT_MAX_ROWS = 10_000
    refused = post_import(alice_api, alice_workspace, connection.pk, source_schema.table("events"), "events")
    assert (refused.status_code, refused.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "bigger than this server imports" in refused.json()["detail"]
    assert workspace_state(alice_workspace) == ([], 0)
    settings.LANTIDE_CONNECTION_IMPORT_MAX_ROWS = 12_000
    response = post_import(alice_api, alice_workspace, connection.pk, source_schema.table("events"), "events")
    assert (response.status_code, response.json()["row_count"]) == (201, 12_000)
    with warehouse_for(workspace_id=alice_workspace.pk).cursor() as cur:
        counted = cur.execute("SELECT count(note), max(note), typeof(any_value(note)) FROM events").fetchone()
    assert counted == (6_000, "note 9999", "VARCHAR")


def test_a_table_past_the_byte_limit_is_refused(alice_api, alice_workspace, connection, settings, source_schema):
    settings.LANTIDE_CONNECTION_IMPORT_MAX_BYTES = 1_000
    response = post_import(alice_api, alice_workspace, connection.pk, source_schema.table("events"), "events")
    assert "bigger than this server imports" in response.json()["detail"]
    assert workspace_state(alice_workspace) == ([], 0)


def test_a_connection_off_the_allow_list_is_refused_at_import(alice_api, alice_workspace, connection, settings,
                                                              source_schema):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = []  # the default: no host at all
    response = post_import(alice_api, alice_workspace, connection.pk, source_schema.table("customers"))
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "closed to imports on this server" in response.json()["detail"]
    assert "127.0.0.1" not in response.json()["detail"]
    assert workspace_state(alice_workspace) == ([], 0)


def test_a_listed_name_that_resolves_to_loopback_is_refused_at_import(alice_api, alice_workspace, connection,
                                                                     settings, source_schema):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["localhost"]
    connection.host = "localhost"
    connection.save(update_fields=["host"])
    response = post_import(alice_api, alice_workspace, connection.pk, source_schema.table("customers"))
    assert (response.status_code, response.json()["detail"]) == (400, CONNECTION_FAILED)
    assert workspace_state(alice_workspace) == ([], 0)


@pytest.fixture
def failing_connections(settings, source_schema, alice_workspace, password_checking_postgres):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["127.0.0.1", "db.invalid"]
    make = DatabaseConnectionFactory
    return {
        "wrong port": make(port=free_port(), database=source_schema.database, username=source_schema.role,
                           password=source_schema.password, workspaces=[alice_workspace]),
        "wrong password": make(port=password_checking_postgres.port, username="postgres", password="wrong-pw",
                               workspaces=[alice_workspace]),
        "unknown host": make(host="db.invalid", database=source_schema.database, username=source_schema.role,
                             workspaces=[alice_workspace]),
    }


def test_every_failure_on_the_connection_side_reads_the_same(alice_api, alice_workspace, failing_connections,
                                                            caplog, source_schema):
    with caplog.at_level(logging.WARNING, logger="workspaces.db_importers"):
        answers = {why: post_import(alice_api, alice_workspace, each.pk, source_schema.table("customers"))
                   for why, each in failing_connections.items()}
    assert {why: (r.status_code, r.json()) for why, r in answers.items()} == {
        why: (400, {"code": "INVALID_ARGUMENTS", "detail": CONNECTION_FAILED}) for why in answers}
    logged = "\n".join(record.getMessage() for record in caplog.records)
    real_errors = {"wrong port": "Connection refused", "wrong password": "password authentication failed",
                   "unknown host": "does not resolve"}
    for why, each in failing_connections.items():
        assert f"connection={each.pk} " in logged and real_errors[why] in logged, why
    assert workspace_state(alice_workspace) == ([], 0)


def test_a_viewer_is_refused(bob_api, bob, alice_workspace, connection, source_schema):
    MembershipFactory(workspace=alice_workspace, user=bob, role="viewer")
    assert bob_api.get(f"/api_v1/workspaces/{alice_workspace.pk}/connections/").status_code == 200
    response = post_import(bob_api, alice_workspace, connection.pk, source_schema.table("customers"))
    assert (response.status_code, response.json()["code"]) == (403, "PERMISSION_DENIED")
    assert workspace_state(alice_workspace) == ([], 0)


def test_another_users_workspace_is_not_found(bob_api, alice_workspace, connection, source_schema):
    response = post_import(bob_api, alice_workspace, connection.pk, source_schema.table("customers"))
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")
    listed = bob_api.get(f"/api_v1/workspaces/{alice_workspace.pk}/connections/")
    assert (listed.status_code, listed.json()["code"]) == (404, "NOT_FOUND")


def test_a_connection_restricted_to_another_workspace_is_not_found(alice, alice_api, alice_workspace,
                                                                   source_schema, loopback_allowed):
    elsewhere = DatabaseConnectionFactory(database=source_schema.database, username=source_schema.role,
                                          password=source_schema.password,
                                          workspaces=[WorkspaceFactory(created_by=alice)])
    response = post_import(alice_api, alice_workspace, elsewhere.pk, source_schema.table("customers"))
    assert (response.status_code, response.json()) == (404, {"code": "NOT_FOUND", "detail": "Connection not found."})
    unknown = post_import(alice_api, alice_workspace, 10**30, source_schema.table("customers"))
    assert (unknown.status_code, unknown.json()["code"]) == (404, "NOT_FOUND")
    assert workspace_state(alice_workspace) == ([], 0)


def test_members_list_what_they_may_use_and_nothing_of_where_it_points(alice, alice_api, alice_workspace,
                                                                      connection, source_schema):
    everyone = DatabaseConnectionFactory(name="Everyone's warehouse", all_workspaces=True, password="open-sesame")
    DatabaseConnectionFactory(name="Elsewhere", workspaces=[WorkspaceFactory(created_by=alice)])
    response = alice_api.get(f"/api_v1/workspaces/{alice_workspace.pk}/connections/")
    assert response.status_code == 200
    assert response.json()["results"] == [
        {"id": everyone.pk, "name": "Everyone's warehouse", "engine": "postgresql"},
        {"id": connection.pk, "name": "Sales replica", "engine": "postgresql"},
    ]
    body = response.content.decode()
    for secret in (source_schema.password, "open-sesame", source_schema.role, "127.0.0.1", "5432"):
        assert secret not in body
