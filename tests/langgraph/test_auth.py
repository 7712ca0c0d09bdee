"""Who may call /langgraph/: a token (Token, Bearer or the SDK's api_key), an observe token for reads only, a session
with its CSRF token."""

import httpx
import pytest
from django.test import Client
from langgraph_sdk import get_sync_client
from langgraph_sdk.errors import PermissionDeniedError

from tests.factories import AccessTokenFactory

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_sdks_api_key_and_an_observe_token(scene):
    secret = AccessTokenFactory(user=scene.user).secret
    by_key = get_sync_client(url=f"{scene.url}/langgraph", api_key=secret)
    thread_id = by_key.threads.create(metadata={})["thread_id"]
    observer = get_sync_client(url=f"{scene.url}/langgraph", api_key=AccessTokenFactory(
        user=scene.user, mode="observe").secret)
    assert [t["thread_id"] for t in observer.threads.search()] == [thread_id]  # a POST that only reads
    assert observer.threads.get_history(thread_id) == []
    with pytest.raises(PermissionDeniedError):
        observer.threads.create(metadata={})


def test_a_session_needs_its_csrf_token_for_writes(scene):
    browser = Client()
    browser.force_login(scene.user)
    cookies = {"sessionid": browser.cookies["sessionid"].value, "csrftoken": "a" * 32}
    with httpx.Client(base_url=f"{scene.url}/langgraph", cookies=cookies) as session:
        assert session.post("/threads/search", json={}).status_code == 403  # no CSRF header: refused
        made = session.post("/threads", json={}, headers={"X-CSRFToken": "a" * 32, "Origin": scene.url,
                                                           "Referer": f"{scene.url}/"})
        assert made.status_code == 200, made.text
        assert session.get(f"/threads/{made.json()['thread_id']}").status_code == 200
