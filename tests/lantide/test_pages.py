import pytest
from django.test import Client

from lantide.models import AccessToken, AuditEvent, UserPreferences
from lantide.services import preferences_update
from tests.factories import DEFAULT_PASSWORD, AccessTokenFactory, WorkspaceFactory
from tests.gates import set_switch
from workspaces.models import Membership, Workspace


def test_login_page_renders_and_signs_in(client, alice):
    assert client.get("/accounts/login/").status_code == 200
    response = client.post("/accounts/login/", {"username": "alice", "password": DEFAULT_PASSWORD})
    assert response.status_code == 302 and response["Location"] == "/"


def test_wrong_password_says_so(client, alice):
    response = client.post("/accounts/login/", {"username": "alice", "password": "wrong"})
    assert b"didn&#x27;t match" in response.content or b"didn't match" in response.content


@pytest.mark.parametrize("url", ["/", "/settings/", "/w/1/"])
def test_pages_need_a_login(client, db, url):
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


def test_home_lists_only_my_workspaces_and_creates_one(client, alice, bob):
    WorkspaceFactory(created_by=alice, name="Alice analytics")
    WorkspaceFactory(created_by=bob, name="Bob secrets")
    client.force_login(alice)
    page = client.get("/").content.decode()
    assert "Alice analytics" in page and "Bob secrets" not in page
    response = client.post("/", {"name": "Fresh", "description": ""})
    workspace = Workspace.objects.get(name="Fresh")
    assert response["Location"] == f"/w/{workspace.pk}/"
    assert Membership.objects.get(workspace=workspace).role == "owner"


def test_home_refuses_an_empty_name(client, alice):
    client.force_login(alice)
    assert client.post("/", {"name": ""}).status_code == 400
    assert not Workspace.objects.exists()


def test_logout_is_a_post(client, alice):
    client.force_login(alice)
    assert client.post("/accounts/logout/").status_code == 302
    assert client.get("/")["Location"].startswith("/accounts/login/")


def test_csrf_is_enforced_on_posts(alice):
    csrf_client = Client(enforce_csrf_checks=True)
    csrf_client.force_login(alice)
    assert csrf_client.post("/settings/", {"agents_enabled": "on"}).status_code == 403
    assert csrf_client.post("/", {"name": "Sneaky"}).status_code == 403
    assert not Workspace.objects.filter(name="Sneaky").exists()


def test_settings_shows_smart_routing_only_when_the_gate_is_on(client, alice):
    client.force_login(alice)
    page = client.get("/settings/").content.decode()
    assert 'id="smart-routing"' not in page
    assert "Disabled by administrator" not in page
    preferences_update(user=alice, changes={"beta_agent_mode": True})
    assert 'id="smart-routing"' in client.get("/settings/").content.decode()


def test_kill_switch_greys_the_beta_toggle_and_hides_smart_routing(client, alice):
    preferences_update(user=alice, changes={"beta_agent_mode": True})
    set_switch("EnableAgentMode", False)
    client.force_login(alice)
    page = client.get("/settings/").content.decode()
    assert "Disabled by administrator" in page
    assert 'id="beta-agent-mode" disabled' in page or ('id="beta-agent-mode"' in page and "disabled>" in page)
    assert 'id="smart-routing"' not in page


def test_settings_form_saves_choices(client, alice):
    client.force_login(alice)
    client.post("/settings/", {"beta_agent_mode": "on", "agents_enabled": "on"})
    prefs = UserPreferences.objects.get(user=alice)
    assert (prefs.beta_agent_mode, prefs.agents_enabled) == (True, True)
    client.post("/settings/", {"beta_agent_mode": "on", "agents_enabled": "on", "agent_mode_default": "auto"})
    prefs.refresh_from_db()
    assert prefs.agent_mode_default == "auto"


def test_smart_routing_is_ignored_while_the_gate_is_off(client, alice):
    client.force_login(alice)
    client.post("/settings/", {"agent_mode_default": "on"})
    assert UserPreferences.objects.get(user=alice).agent_mode_default == "off"


def test_saving_other_settings_does_not_record_a_beta_choice(client, alice):
    client.force_login(alice)
    client.post("/settings/", {"agents_enabled": "on"})
    assert UserPreferences.objects.get(user=alice).beta_agent_mode is None


def test_settings_page_makes_a_token_shows_it_once_and_revokes_it(client, alice):
    client.force_login(alice)
    made = client.post("/settings/tokens/", {"name": "Laptop", "mode": "observe", "expires_in_days": "7"})
    token = AccessToken.objects.get(user=alice, name="Laptop")
    page = made.content.decode()
    secret = page.split('id="new-token-secret">', 1)[1].split("<", 1)[0]
    assert made.status_code == 200 and made["Cache-Control"] == "no-store"
    assert secret.startswith(token.prefix) and len(secret) > 30
    assert client.get("/api_v1/me/preferences", HTTP_AUTHORIZATION=f"Bearer {secret}").status_code == 200
    later = client.get("/settings/").content.decode()
    assert secret not in later and f"{token.prefix}…" in later and "Laptop" in later
    assert client.post(f"/settings/tokens/{token.pk}/revoke/").status_code == 302
    token.refresh_from_db()
    assert token.revoked_at is not None
    assert AuditEvent.objects.filter(verb="access_token.revoke", target_id=str(token.pk)).exists()
    assert client.get("/api_v1/me/preferences", HTTP_AUTHORIZATION=f"Bearer {secret}").status_code == 401


def test_settings_page_refuses_admin_tokens_to_non_staff_and_others_tokens(client, alice, bob):
    client.force_login(alice)
    assert 'value="admin"' not in client.get("/settings/").content.decode()
    assert client.post("/settings/tokens/", {"name": "Root", "mode": "admin", "expires_in_days": ""}).status_code == 400
    assert not AccessToken.objects.filter(user=alice).exists()
    bobs = AccessTokenFactory(user=bob)
    assert client.post(f"/settings/tokens/{bobs.pk}/revoke/").status_code == 404
    bobs.refresh_from_db()
    assert bobs.revoked_at is None


def test_settings_page_token_forms_need_csrf(alice):
    csrf_client = Client(enforce_csrf_checks=True)
    csrf_client.force_login(alice)
    token = AccessTokenFactory(user=alice)
    assert csrf_client.post("/settings/tokens/", {"name": "Sneaky", "mode": "execute"}).status_code == 403
    assert csrf_client.post(f"/settings/tokens/{token.pk}/revoke/").status_code == 403
    token.refresh_from_db()
    assert token.revoked_at is None and not AccessToken.objects.filter(name="Sneaky").exists()


def test_workspace_page_shows_tables_projects_and_activity(client, alice, alice_api, alice_workspace):
    from django.core.files.uploadedfile import SimpleUploadedFile

    alice_api.post(f"/api_v1/workspaces/{alice_workspace.pk}/datasources/",
                   {"file": SimpleUploadedFile("s.csv", b"region,units\nNorth,3\n"), "table": "sales"},
                   format="multipart")
    client.force_login(alice)
    page = client.get(f"/w/{alice_workspace.pk}/").content.decode()
    assert "<code>sales</code>" in page and "1 rows" in page
    assert "<code>units</code>" in page
    assert "datasource.import" in page
