"""Malformed input never 500s (security finding 15 of the roles issue): ids past the databases' integers, huge
limits and offsets, a list where an object belongs. Each answers a 4xx with the {code, detail} shape."""

import json

import httpx
import pytest
from django.test import Client

from lantide.errors import ApplicationError
from tests import llm_server as llm
from tests.conftest import token_client
from tests.factories import (
    AgentFactory,
    ConversationFactory,
    RunFactory,
    UserFactory,
    WorkspaceFactory,
    token_header,
)
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile
from workspaces.models import Project, Workspace
from workspaces.services import project_create, workspace_create

pytestmark = pytest.mark.django_db
HUGE = 10**30


@pytest.mark.parametrize(("method", "url", "body"), [
    ("get", f"/api_v1/workspaces/{HUGE}/", None),
    ("get", f"/api_v1/workspaces/{HUGE}/caches/", None),
    ("get", f"/api_v1/workspaces/{HUGE}/tables/", None),
    ("get", f"/api_v1/projects/{HUGE}/", None),
    ("get", f"/api_v1/agents/{HUGE}/", None),
    ("get", f"/api_v1/conversations/?limit={HUGE}", None),
    ("get", f"/api_v1/workspaces/?offset={HUGE}", None),
    ("get", f"/api_v1/conversations/?workspace={HUGE}", None),
    ("patch", "/api_v1/me/preferences", [1, 2]),
    ("post", "/api_v1/conversations/", {"workspace": HUGE, "title": "x"}),
    ("post", "/api_v1/projects/", {"workspace": HUGE, "name": "x"}),
])
def test_the_api_answers_malformed_input_with_a_clear_4xx(alice, alice_workspace, method, url, body):
    api = token_client(alice)
    response = getattr(api, method)(url, body, format="json") if body is not None else getattr(api, method)(url)
    assert 400 <= response.status_code < 500 or response.status_code == 200, response.content[:200]
    if response.status_code != 200:
        assert set(response.json()) >= {"code", "detail"}


DEEP = 50_000


@pytest.mark.parametrize(("method", "url", "body"), [
    ("patch", "/api_v1/me/preferences", "[" * DEEP + "]" * DEEP),
    ("post", "/api_v1/conversations/", "[" * DEEP + "]" * DEEP),
    ("post", "/api_v1/conversations/", '{"a":' * DEEP + "1" + "}" * DEEP),
    ("patch", "/api_v1/conversations/{conversation}/", '{"metadata": {"a": ' + "[" * 500 + "]" * 500 + "}}"),
    ("patch", "/api_v1/me/preferences", "[" * 101 + "]" * 101),
])
def test_a_json_body_nested_too_deeply_is_refused(alice, alice_workspace, method, url, body):
    """Security finding 15: DRF's parser catches only ValueError, and a 50,000-deep body raised RecursionError
    past it (500); a 500-deep one parsed, then recursed past Python's limit in the fields' validation."""
    conversation = ConversationFactory(owner=alice, workspace=alice_workspace)
    response = getattr(token_client(alice), method)(url.format(conversation=conversation.pk), body,
                                                    content_type="application/json")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert "nested too deeply" in response.json()["detail"]


def test_a_json_body_at_the_depth_limit_is_read(alice, alice_workspace):
    conversation = ConversationFactory(owner=alice, workspace=alice_workspace)
    deep = json.loads("[" * 98 + "]" * 98)  # inside {"metadata": {"deep": …}}: 100 levels in all
    response = token_client(alice).patch(f"/api_v1/conversations/{conversation.pk}/", {"metadata": {"deep": deep}},
                                         format="json")
    assert (response.status_code, response.json()["metadata"]) == (200, {"deep": deep})


def test_a_workspace_page_past_the_largest_id_is_not_found(client, alice):
    client.force_login(alice)
    assert client.get(f"/w/{HUGE}/").status_code == 404


@pytest.mark.parametrize(("method", "url", "body"), [
    ("patch", "/api_v1/conversations/{conversation}/", {"metadata": {"notes": "x" * 5_000_000}}),
    ("patch", "/api_v1/conversations/{conversation}/", {"metadata": {"llm_profile": "gpt-nonexistent"}}),
    ("post", "/api_v1/agents/", {"name": "Verbose", "system_prompt": "x" * 2_000_000}),
    ("post", "/api_v1/agents/", {"name": "Many words", "trigger_words": [f"w{n}" for n in range(1000)]}),
    ("post", "/api_v1/workspaces/", {"name": "Wordy", "description": "x" * 2_001}),
    ("post", "/api_v1/projects/", {"workspace": "{workspace}", "name": "Wordy", "description": "x" * 2_001}),
])
def test_stored_fields_are_bounded(alice, alice_workspace, method, url, body):
    """Security finding 16: a 5 MB conversation metadata and a 2 MB agent prompt were stored as they came (and
    workspace and project descriptions of any length)."""
    conversation = ConversationFactory(owner=alice, workspace=alice_workspace)
    body = {key: alice_workspace.pk if value == "{workspace}" else value for key, value in body.items()}
    response = getattr(token_client(alice), method)(url.format(conversation=conversation.pk), body, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")
    assert not Workspace.objects.filter(name="Wordy").exists() and not Project.objects.exists()


@pytest.mark.parametrize("create", [
    lambda user, workspace, name, description: workspace_create(user=user, name=name, description=description),
    lambda user, workspace, name, description: project_create(user=user, workspace=workspace, name=name,
                                                              description=description),
])
def test_descriptions_are_bounded_in_the_services(alice, alice_workspace, create):
    """The agent's create_project reaches project_create with what the model wrote: the bound is the service's."""
    assert create(alice, alice_workspace, "Full", "x" * 2_000).description == "x" * 2_000
    with pytest.raises(ApplicationError) as refused:
        create(alice, alice_workspace, "Wordy", "y" * 2_001)
    assert refused.value.code == "INVALID_ARGUMENTS" and "2,000" in refused.value.detail


@pytest.mark.django_db(transaction=True)
def test_the_agents_create_project_gets_the_bound_as_a_tool_error(llm_server):
    wordy = llm.call("create_project", {"name": "Wordy", "description": "x" * 2_001})
    llm_server.script("scripted", llm.tool_calls(wordy), llm.text("Shorter, then."))
    run = run_turn(conversation_on(scripted_profile(llm_server)), "Make a project", mode="agent")
    results = [event["data"] for event in events_of(run, "tool_result")]
    assert [result.get("error_code") for result in results] == ["INVALID_ARGUMENTS"]
    assert not Project.objects.exists()


@pytest.mark.parametrize("url", ["/api_v1/workspaces/", "/api_v1/conversations/", "/api_v1/agents/"])
def test_a_limit_past_the_databases_integers_answers_the_largest_page(alice, alice_workspace, url):
    """Found by tests/test_api_fuzz.py: a list with anything in it sent a limit of 2**64 to the SQL (500; an
    empty list answered before it queried)."""
    ConversationFactory(owner=alice, workspace=alice_workspace)
    AgentFactory(owner=alice)
    response = token_client(alice).get(url, {"limit": str(2**64)})
    assert response.status_code == 200, response.content[:200]
    assert response.json()["count"] == len(response.json()["results"]) == 1


def test_an_event_cursor_in_other_digits_is_refused(alice, alice_workspace):
    """Found documenting the event stream for tests/test_api_fuzz.py: `after=²` passed str.isdigit() and int()
    refused it (500)."""
    run = RunFactory(thread=ConversationFactory(owner=alice, workspace=alice_workspace))
    response = token_client(alice).get(f"/api_v1/runs/{run.pk}/events", {"after": "²"})
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")


@pytest.mark.parametrize("metadata", [{"notes": "a\x00b"}, {"a\x00": 1}, {"nested": [{"deep": "\x00"}]}])
def test_metadata_with_a_nul_character_is_refused(alice, alice_workspace, metadata):
    """Found by tests/test_api_fuzz.py on PostgreSQL: its JSON cannot hold \\u0000, and the update failed in the
    database (500). Refused on every database, so both legs answer alike."""
    conversation = ConversationFactory(owner=alice, workspace=alice_workspace)
    response = token_client(alice).patch(f"/api_v1/conversations/{conversation.pk}/", {"metadata": metadata},
                                         format="json")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")


@pytest.mark.parametrize("tail", ["", "rows", "export.csv"])
def test_a_cache_name_with_a_nul_character_is_not_found(alice, alice_workspace, tail):
    """Found by probing what tests/test_api_fuzz.py found on PostgreSQL: a NUL in the name reached the registry's
    query, which PostgreSQL refuses (500)."""
    response = token_client(alice).get(f"/api_v1/workspaces/{alice_workspace.pk}/caches/cache%00x/{tail}")
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")


def test_the_event_stream_says_which_method_it_allows(alice, alice_workspace):
    """Found by tests/test_api_fuzz.py: a 405 must name the allowed methods (RFC 9110), as DRF's views do; and with
    a session, Django's CSRF check answered its HTML page first."""
    run = RunFactory(thread=ConversationFactory(owner=alice, workspace=alice_workspace))
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(alice)
    for response in (token_client(alice).post(f"/api_v1/runs/{run.pk}/events"),
                     browser.generic("QUERY", f"/api_v1/runs/{run.pk}/events")):
        assert (response.status_code, response["Allow"], response.json()["code"]) == (405, "GET", "METHOD_NOT_ALLOWED")


def test_a_host_the_server_does_not_serve_is_refused_in_the_error_shape(alice):
    """Django's own 400 (DisallowedHost, a body past its limits) was its HTML page under /api_v1/ too."""
    response = token_client(alice).get("/api_v1/workspaces/", HTTP_HOST="elsewhere.example")
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_ARGUMENTS")


BOUNDARY = "c637e12e2b1a998d80d1b087531af51c"


@pytest.mark.parametrize(("path", "content_type", "body"), [
    ("/datasources/", f"multipart/form-data; boundary={BOUNDARY}", f"--{BOUNDARY}--\r\n"),
    ("/datasources/", "multipart/form-data", "{}"),
    ("/members/", "multipart/form-data", '{"username": "bob"}'),
])
def test_a_body_daphne_cannot_parse_as_a_form_reaches_django(daphne_server, path, content_type, body):
    """Found by tests/test_api_fuzz.py: Twisted parsed multipart bodies before the application did and answered
    those it could not parse with a bare 400 (no body, no content type), past the error shape."""
    alice = UserFactory(username="alice")
    workspace = WorkspaceFactory(created_by=alice)
    response = httpx.post(f"{daphne_server.url}/api_v1/workspaces/{workspace.pk}{path}", content=body.encode(),
                          headers={**token_header(alice), "Content-Type": content_type}, timeout=30)
    assert 400 <= response.status_code < 500 and set(response.json()) >= {"code", "detail"}, response.content
