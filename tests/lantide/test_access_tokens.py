"""Personal access tokens (ARCHITECTURE §10; security finding 11: tokens never expired, survived a password change
and could not be revoked): made, listed and revoked over REST and in /settings/, refused once ended."""

from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from lantide.models import AccessToken, AuditEvent
from lantide.services import LIVE_PERSONAL_TOKENS_MAX, LIVE_SIGN_IN_TOKENS_MAX
from tests.factories import DEFAULT_PASSWORD, AccessTokenFactory, RunFactory, UserFactory
from workspaces.models import Workspace

TOKENS_URL = "/api_v1/me/access-tokens"


def client_with(secret: str, scheme: str = "Bearer") -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"{scheme} {secret}")
    return client


def refusal(response) -> str:
    assert response.status_code == 401, response.content
    body = response.json()
    assert body["code"] == "NOT_AUTHENTICATED"
    return body["detail"]


def make_token(api: APIClient, **fields) -> dict:
    response = api.post(TOKENS_URL, {"name": "CI", "mode": "execute", **fields}, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def test_a_token_is_made_shown_once_stored_hashed_and_works(alice_api, alice):
    made = make_token(alice_api, name="Notebook", mode="observe")
    secret = made["token"]
    assert made["mode"] == "observe" and made["status"] == "active" and secret.startswith("lt_")
    row = AccessToken.objects.filter(pk=made["id"]).values().get()
    assert not any(secret in str(value) for value in row.values())
    assert secret.startswith(row["prefix"]) and len(row["prefix"]) < len(secret) // 3
    listed = alice_api.get(TOKENS_URL)
    assert secret not in listed.content.decode()
    mine = next(item for item in listed.json()["results"] if item["id"] == made["id"])
    assert "token" not in mine and mine["prefix"] == row["prefix"] and mine["name"] == "Notebook"
    assert client_with(secret).get("/api_v1/me/preferences").status_code == 200
    event = AuditEvent.objects.get(verb="access_token.create", target_id=str(made["id"]))
    assert event.actor_user == alice and event.data["mode"] == "observe"
    assert secret not in str(event.data)


@pytest.mark.parametrize("scheme", ["Token", "Bearer", "bearer"])
def test_both_header_schemes_are_accepted(alice, scheme):
    secret = AccessTokenFactory(user=alice).secret
    assert client_with(secret, scheme).get("/api_v1/me/preferences").status_code == 200


def test_revoking_ends_a_token_at_once_and_is_audited(alice_api, alice):
    made = make_token(alice_api)
    user_of_it = client_with(made["token"])
    assert user_of_it.get("/api_v1/workspaces/").status_code == 200
    assert alice_api.delete(f"{TOKENS_URL}/{made['id']}").status_code == 204
    assert "revoked" in refusal(user_of_it.get("/api_v1/workspaces/"))
    assert AuditEvent.objects.filter(verb="access_token.revoke", target_id=str(made["id"]), actor_user=alice).exists()
    listed = alice_api.get(TOKENS_URL).json()["results"]
    assert next(item for item in listed if item["id"] == made["id"])["status"] == "revoked"


def test_revoking_twice_changes_nothing_the_second_time(alice_api):
    made = make_token(alice_api)
    assert [alice_api.delete(f"{TOKENS_URL}/{made['id']}").status_code for _ in range(2)] == [204, 204]
    assert AuditEvent.objects.filter(verb="access_token.revoke", target_id=str(made["id"])).count() == 1


def test_a_trailing_slash_works_too(alice_api):
    made = alice_api.post(f"{TOKENS_URL}/", {"name": "Slash", "mode": "execute"}, format="json").json()
    assert alice_api.get(f"{TOKENS_URL}/").status_code == 200
    assert alice_api.delete(f"{TOKENS_URL}/{made['id']}/").status_code == 204


def test_an_expired_token_is_refused_saying_so(alice):
    secret = AccessTokenFactory(user=alice, expires_at=timezone.now() - timedelta(seconds=1)).secret
    response = client_with(secret).get("/api_v1/me/preferences")
    assert "expired" in refusal(response)
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_an_expiry_must_lie_ahead_and_a_name_is_bounded(alice_api):
    past = (timezone.now() - timedelta(minutes=1)).isoformat()
    for fields in ({"expires_at": past}, {"name": "x" * 101}, {"name": "  "}, {"mode": "root"}):
        response = alice_api.post(TOKENS_URL, {"name": "CI", "mode": "execute", **fields}, format="json")
        assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS"), fields
    assert not AccessToken.objects.filter(name__in=["CI", "x" * 101]).exists()
    future = (timezone.now() + timedelta(days=3)).isoformat()
    assert make_token(alice_api, expires_at=future)["expires_at"] is not None


def test_a_password_change_ends_every_token(alice):
    tokens = [AccessTokenFactory(user=alice).secret for _ in range(2)]
    alice.set_password("a-brand-new-passphrase")
    alice.save()
    for secret in tokens:
        assert "password changed" in refusal(client_with(secret).get("/api_v1/me/preferences"))
    fresh = AccessTokenFactory(user=alice).secret  # made under the new password: works
    statuses = {item["status"] for item in client_with(fresh).get(TOKENS_URL).json()["results"]}
    assert statuses == {"active", "password_changed"}


def test_a_password_changed_in_the_admin_ends_the_tokens(client, alice, django_user_model):
    secret = AccessTokenFactory(user=alice).secret
    client.force_login(django_user_model.objects.create_superuser("root", "root@example.com", "pw-for-tests-only"))
    response = client.post(f"/admin/auth/user/{alice.pk}/password/", {
        "password1": "a-new-long-passphrase-42", "password2": "a-new-long-passphrase-42", "usable_password": "true"})
    assert response.status_code == 302, response.content
    assert "password changed" in refusal(client_with(secret).get("/api_v1/me/preferences"))


def test_an_observe_token_reads_but_never_writes(alice):
    reader = client_with(AccessTokenFactory(user=alice, mode="observe").secret)
    assert reader.get("/api_v1/workspaces/").status_code == 200
    for response in (reader.post("/api_v1/workspaces/", {"name": "Sneaky"}, format="json"),
                     reader.patch("/api_v1/me/preferences", {"agents_enabled": True}, format="json"),
                     reader.post(TOKENS_URL, {"name": "escalate", "mode": "execute"}, format="json")):
        assert (response.status_code, response.json()["code"]) == (403, "PERMISSION_DENIED")
    assert not Workspace.objects.filter(name="Sneaky").exists()
    assert AccessToken.objects.filter(user=alice).count() == 1


def test_an_execute_token_writes_with_the_persons_own_role(alice):
    writer = client_with(AccessTokenFactory(user=alice, mode="execute").secret)
    assert writer.post("/api_v1/workspaces/", {"name": "Mine"}, format="json").status_code == 201


def test_admin_mode_is_for_staff_only(alice_api, alice):
    response = alice_api.post(TOKENS_URL, {"name": "Root", "mode": "admin"}, format="json")
    assert (response.status_code, response.json()["code"]) == (403, "PERMISSION_DENIED")
    alice.is_staff = True
    alice.save(update_fields=["is_staff"])
    secret = make_token(alice_api, mode="admin")["token"]
    assert client_with(secret).get("/api_v1/me/preferences").status_code == 200
    alice.is_staff = False
    alice.save(update_fields=["is_staff"])
    assert "staff" in refusal(client_with(secret).get("/api_v1/me/preferences"))


def test_another_users_token_is_not_found(alice_api, bob):
    bobs = AccessTokenFactory(user=bob)
    for token_id in (bobs.pk, 10**30):
        response = alice_api.delete(f"{TOKENS_URL}/{token_id}")
        assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")
    assert bobs.pk not in [item["id"] for item in alice_api.get(TOKENS_URL).json()["results"]]
    assert client_with(bobs.secret).get("/api_v1/me/preferences").status_code == 200


@pytest.mark.parametrize("header", ["Bearer lt_not-a-token", "Token", "Bearer two words", "Bearer " + "x" * 5000])
def test_unknown_and_malformed_tokens_are_refused(db, header):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=header)
    assert refusal(client.get("/api_v1/me/preferences"))


def test_a_disabled_accounts_tokens_are_refused(alice):
    secret = AccessTokenFactory(user=alice).secret
    alice.is_active = False
    alice.save(update_fields=["is_active"])
    assert "disabled" in refusal(client_with(secret).get("/api_v1/me/preferences"))


def test_use_is_noted_at_most_once_a_minute(alice):
    token = AccessTokenFactory(user=alice)
    client = client_with(token.secret)
    client.get("/api_v1/me/preferences")
    first = AccessToken.objects.get(pk=token.pk).last_used_at
    client.get("/api_v1/me/preferences")
    assert first is not None and AccessToken.objects.get(pk=token.pk).last_used_at == first


def test_tokens_ended_a_month_ago_are_pruned_and_working_ones_are_capped(alice_api, alice):
    long_ago = timezone.now() - timedelta(days=31)
    old = [AccessTokenFactory(user=alice, revoked_at=long_ago), AccessTokenFactory(user=alice, expires_at=long_ago)]
    recent = AccessTokenFactory(user=alice, revoked_at=timezone.now() - timedelta(days=1))
    make_token(alice_api)
    assert not AccessToken.objects.filter(pk__in=[t.pk for t in old]).exists()
    assert AccessToken.objects.filter(pk=recent.pk).exists()
    AccessTokenFactory.create_batch(LIVE_PERSONAL_TOKENS_MAX, user=alice)
    response = alice_api.post(TOKENS_URL, {"name": "One too many", "mode": "execute"}, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")


def test_sign_in_issues_an_expiring_execute_token(client, alice, settings):
    settings.LANTIDE_TOKEN_TTL_DAYS = 2
    response = client.post("/api_v1/auth/token", {"username": "alice", "password": DEFAULT_PASSWORD},
                           content_type="application/json")
    body = response.json()
    token = AccessToken.objects.get(pk=body["id"])
    assert (token.name, token.mode, token.origin) == ("Sign-in (API)", "execute", "sign_in")
    assert abs(token.expires_at - (timezone.now() + timedelta(days=2))) < timedelta(minutes=1)
    assert token.key_digest != body["token"] and token.prefix != body["token"]
    assert client_with(body["token"], "Token").get("/api_v1/me/preferences").status_code == 200
    assert AuditEvent.objects.filter(verb="access_token.create", target_id=str(token.pk)).exists()


def test_sign_in_retires_the_oldest_sign_in_token_past_the_limit(client, alice):
    oldest, *_ = [AccessTokenFactory(user=alice, origin="sign_in") for _ in range(LIVE_SIGN_IN_TOKENS_MAX)]
    personal = AccessTokenFactory(user=alice)
    AccessToken.objects.filter(pk=oldest.pk).update(created_at=timezone.now() - timedelta(days=1))
    client.post("/api_v1/auth/token", {"username": "alice", "password": DEFAULT_PASSWORD},
                content_type="application/json")
    assert "revoked" in refusal(client_with(oldest.secret).get("/api_v1/me/preferences"))
    assert client_with(personal.secret).get("/api_v1/me/preferences").status_code == 200
    assert AuditEvent.objects.get(verb="access_token.revoke", target_id=str(oldest.pk)).data["reason"] == "superseded"


def test_sessions_still_work_without_a_token(client, alice):
    client.force_login(alice)
    assert client.post("/api_v1/workspaces/", {"name": "By session"}, content_type="application/json",
                       ).status_code == 201


def test_the_event_stream_refuses_an_ended_token_too(client, alice):
    run = RunFactory(thread__workspace__created_by=alice)
    secret = AccessTokenFactory(user=alice, revoked_at=timezone.now()).secret
    response = client.get(f"/api_v1/runs/{run.pk}/events", HTTP_AUTHORIZATION=f"Bearer {secret}")
    assert "revoked" in refusal(response)


def test_an_admin_revokes_tokens_from_the_admin_with_an_audit(client, alice, django_user_model):
    token = AccessTokenFactory(user=alice)
    root = django_user_model.objects.create_superuser("root", "root@example.com", "pw-for-tests-only")
    client.force_login(root)
    response = client.post("/admin/lantide/accesstoken/", {"action": "revoke_selected", "_selected_action": [token.pk]})
    assert response.status_code == 302
    assert "revoked" in refusal(client_with(token.secret).get("/api_v1/me/preferences"))
    assert AuditEvent.objects.get(verb="access_token.revoke", target_id=str(token.pk)).actor_user == root


def test_a_user_of_the_same_name_later_does_not_inherit_tokens(db):
    """Tokens belong to the account: deleting it deletes them."""
    first = UserFactory(username="carol")
    secret = AccessTokenFactory(user=first).secret
    first.delete()
    UserFactory(username="carol")
    assert refusal(client_with(secret).get("/api_v1/me/preferences")) == "Invalid token."
