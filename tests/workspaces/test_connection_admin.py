"""Admins define database connections in the Django admin: hosts allow-listed at save, the password written but
never shown back, every change audited (ARCHITECTURE §8) without the password."""

import json

import pytest
from django.test import Client

from lantide.models import AuditEvent
from tests.factories import UserFactory, WorkspaceFactory
from workspaces.models import DatabaseConnection

ADD_URL = "/admin/workspaces/databaseconnection/add/"
PASSWORD = "s3cret-pw-never-shown"


@pytest.fixture
def admin_client(db):
    client = Client()
    client.force_login(UserFactory(username="root", is_staff=True, is_superuser=True))
    return client


def form_data(**overrides) -> dict:
    data = {"name": "Warehouse", "engine": "postgresql", "host": "db.example.com", "port": "5432",
            "database": "analytics", "username": "reader", "password": PASSWORD, "workspaces": [], "_save": "Save"}
    return {**data, **overrides}


def change_url(connection) -> str:
    return f"/admin/workspaces/databaseconnection/{connection.pk}/change/"


def all_audit_text() -> str:
    return json.dumps(list(AuditEvent.objects.values("verb", "target_repr", "data")))


@pytest.mark.parametrize(("host", "error"), [
    ("/var/run/postgresql", "plain host name or an IP address"),
    ("db.example.com,127.0.0.1", "plain host name or an IP address"),
    ("127.0.0.1", "not in LANTIDE_IMPORT_ALLOWED_HOSTS"),
    ("elsewhere.example.com", "not in LANTIDE_IMPORT_ALLOWED_HOSTS"),
])
def test_a_host_off_the_allow_list_cannot_be_saved(admin_client, settings, host, error):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["db.example.com", "0.0.0.0/0"]
    response = admin_client.post(ADD_URL, form_data(host=host))
    assert response.status_code == 200
    assert error in response.content.decode()
    assert not DatabaseConnection.objects.exists()
    assert not AuditEvent.objects.exists()


def test_with_the_default_empty_list_no_connection_can_be_saved(admin_client, settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = []
    response = admin_client.post(ADD_URL, form_data())
    assert "not in LANTIDE_IMPORT_ALLOWED_HOSTS" in response.content.decode()
    assert not DatabaseConnection.objects.exists()


def test_the_password_is_written_kept_and_never_shown_and_every_change_is_audited(admin_client, settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["db.example.com"]
    workspace = WorkspaceFactory()
    created = admin_client.post(ADD_URL, form_data(host="DB.Example.com", workspaces=[workspace.pk]))
    assert created.status_code == 302, created.content.decode()[:2000]
    connection = DatabaseConnection.objects.get()
    assert (connection.host, connection.password, list(connection.workspaces.all())) == (
        "db.example.com", PASSWORD, [workspace])
    event = AuditEvent.objects.get(verb="connection.create")
    assert (event.actor_user.username, event.target_id, event.data["workspaces"]) == (
        "root", str(connection.pk), [workspace.pk])
    assert "password" in event.data["changed"]

    for page in (change_url(connection), "/admin/workspaces/databaseconnection/"):
        shown = admin_client.get(page)
        assert shown.status_code == 200
        assert PASSWORD not in shown.content.decode()

    kept = admin_client.post(change_url(connection), form_data(port="6432", password="", workspaces=[workspace.pk]))
    assert kept.status_code == 302
    connection.refresh_from_db()
    assert (connection.port, connection.password) == (6432, PASSWORD)
    assert AuditEvent.objects.get(verb="connection.update").data["changed"] == ["port"]

    cleared = admin_client.post(change_url(connection), form_data(port="6432", password="", clear_password="on",
                                                                  workspaces=[workspace.pk]))
    assert cleared.status_code == 302
    connection.refresh_from_db()
    assert connection.password == ""
    assert AuditEvent.objects.filter(verb="connection.update").latest("id").data["changed"] == ["password"]

    deleted = admin_client.post(f"/admin/workspaces/databaseconnection/{connection.pk}/delete/", {"post": "yes"})
    assert deleted.status_code == 302
    assert not DatabaseConnection.objects.exists()
    assert AuditEvent.objects.get(verb="connection.delete").target_id == str(connection.pk)
    assert PASSWORD not in all_audit_text()


def test_deleting_several_from_the_list_audits_each(admin_client, settings):
    settings.LANTIDE_IMPORT_ALLOWED_HOSTS = ["db.example.com"]
    for name in ("One", "Two"):
        assert admin_client.post(ADD_URL, form_data(name=name)).status_code == 302
    ids = [str(pk) for pk in DatabaseConnection.objects.values_list("pk", flat=True)]
    response = admin_client.post("/admin/workspaces/databaseconnection/",
                                 {"action": "delete_selected", "_selected_action": ids, "post": "yes"})
    assert response.status_code == 302
    assert not DatabaseConnection.objects.exists()
    assert sorted(AuditEvent.objects.filter(verb="connection.delete").values_list("target_id", flat=True)) == ids
    assert PASSWORD not in all_audit_text()
