import pytest
from rest_framework.test import APIClient

from lantide.models import AuditEvent
from tests.factories import DEFAULT_PASSWORD


def test_token_endpoint_exchanges_credentials_for_a_working_token(alice):
    client = APIClient()
    response = client.post("/api_v1/auth/token", {"username": "alice", "password": DEFAULT_PASSWORD}, format="json")
    assert response.status_code == 200
    client.credentials(HTTP_AUTHORIZATION=f"Token {response.json()['token']}")
    assert client.get("/api_v1/me/preferences").status_code == 200


def test_token_endpoint_refuses_a_wrong_password(alice):
    response = APIClient().post("/api_v1/auth/token", {"username": "alice", "password": "nope"}, format="json")
    assert response.status_code == 401
    assert response.json()["code"] == "NOT_AUTHENTICATED"


def test_token_endpoint_validates_its_input(db):
    response = APIClient().post("/api_v1/auth/token", {"username": "alice"}, format="json")
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "INVALID_ARGUMENTS"
    assert "password" in body["fields"]


def test_anonymous_api_calls_get_a_stable_code(db):
    response = APIClient().get("/api_v1/workspaces/")
    assert (response.status_code, response.json()["code"]) == (401, "NOT_AUTHENTICATED")
    assert response["WWW-Authenticate"] == 'Bearer realm="api"'


def test_unknown_api_url_is_json_not_found(alice_api):
    response = alice_api.get("/api_v1/no-such-thing/")
    assert response.status_code == 404
    assert response.json() == {"code": "NOT_FOUND", "detail": "Not found."}


def test_wrong_method_has_a_code(alice_api):
    response = alice_api.delete("/api_v1/me/preferences")
    assert response.status_code == 405
    assert response.json()["code"] == "METHOD_NOT_ALLOWED"


def test_preferences_default_and_partial_update(alice_api, alice):
    assert alice_api.get("/api_v1/me/preferences").json() == {
        "agent_mode_default": "off", "agents_enabled": False, "beta_agent_mode": None,
    }
    response = alice_api.patch("/api_v1/me/preferences", {"agent_mode_default": "auto"}, format="json")
    assert response.status_code == 200
    assert response.json()["agent_mode_default"] == "auto"
    assert alice_api.get("/api_v1/me/preferences").json()["agent_mode_default"] == "auto"
    event = AuditEvent.objects.get(verb="preferences.update")
    assert event.actor_user == alice
    assert event.data["after"] == {"agent_mode_default": "auto"}


def test_preferences_beta_choice_can_return_to_never_chosen(alice_api):
    alice_api.patch("/api_v1/me/preferences", {"beta_agent_mode": True}, format="json")
    response = alice_api.patch("/api_v1/me/preferences", {"beta_agent_mode": None}, format="json")
    assert response.json()["beta_agent_mode"] is None


@pytest.mark.parametrize("payload", [
    {"agent_mode_default": "sometimes"},
    {"agents_enabled": "maybe"},
    {"beta_agent_mode": "yes please"},
    {"colour": "blue"},
])
def test_preferences_refuse_bad_input_and_change_nothing(alice_api, payload):
    response = alice_api.patch("/api_v1/me/preferences", payload, format="json")
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_ARGUMENTS"
    assert alice_api.get("/api_v1/me/preferences").json()["agent_mode_default"] == "off"
    assert not AuditEvent.objects.filter(verb="preferences.update").exists()


def test_malformed_json_is_a_clear_error(alice_api):
    response = alice_api.generic("PATCH", "/api_v1/me/preferences", "{not json", content_type="application/json")
    assert response.status_code == 400
    assert response.json()["code"] == "PARSE_ERROR"


def test_openapi_schema_describes_the_endpoints(alice_api):
    response = alice_api.get("/api_v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    paths = response.json()["paths"]
    for expected in ("/api_v1/auth/token", "/api_v1/me/preferences", "/api_v1/workspaces/",
                     "/api_v1/workspaces/{workspace_id}/datasources/", "/api_v1/conversations/",
                     "/api_v1/agents/", "/api_v1/projects/"):
        assert expected in paths


def test_openapi_schema_generates_without_warnings():
    from django.core.management import call_command

    call_command("spectacular", "--validate", "--fail-on-warn", "--file", "/dev/null")


@pytest.mark.parametrize("surface", ["token", "form"])
def test_sign_in_is_throttled_after_ten_failures_even_for_the_right_password(client, alice, surface):
    """100 wrong passwords, then the right one, used to work (security finding 9)."""

    def attempt(password: str):
        if surface == "token":
            return client.post("/api_v1/auth/token", {"username": "alice", "password": password},
                               content_type="application/json")
        return client.post("/accounts/login/", {"username": "alice", "password": password})

    assert attempt(DEFAULT_PASSWORD).status_code in (200, 302)  # it works, and a success resets nothing wrong
    client.logout()
    for _ in range(10):
        attempt("wrong")
    refused = attempt(DEFAULT_PASSWORD)
    if surface == "token":
        assert (refused.status_code, refused.json()["code"]) == (429, "THROTTLED")
    else:
        assert refused.status_code == 200 and "Too many failed sign-ins" in refused.content.decode()
        assert "_auth_user_id" not in client.session


def test_sign_in_requests_are_rate_limited_per_client_whoever_they_name(client, db):
    """Past the sign_in rate (30 a minute from one client), every attempt is 429 THROTTLED with Retry-After,
    whatever username it names: guessing across many accounts is slowed too (the lockout counts per username)."""
    answers = [client.post("/api_v1/auth/token", {"username": f"nobody{n}", "password": "wrong"},
                           content_type="application/json") for n in range(31)]
    assert {a.status_code for a in answers[:30]} == {401}
    assert (answers[30].status_code, answers[30].json()["code"]) == (429, "THROTTLED")
    assert int(answers[30]["Retry-After"]) > 0


def test_making_access_tokens_is_rate_limited_but_listing_them_is_not(alice_api):
    made = [alice_api.post("/api_v1/me/access-tokens", {"name": f"t{n}", "mode": "observe"}, format="json")
            for n in range(31)]
    assert {m.status_code for m in made[:30]} == {201}
    assert (made[30].status_code, made[30].json()["code"]) == (429, "THROTTLED")
    assert alice_api.get("/api_v1/me/access-tokens").status_code == 200
