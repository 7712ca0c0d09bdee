"""/mcp/ beside Django: Bearer personal access tokens, judged on every request as REST judges them."""

from datetime import timedelta

import httpx
import pytest
from django.utils import timezone

from lantide.models import AccessToken, AccessTokenMode
from tests.agents.mcp.conftest import mcp_client
from tests.factories import AccessTokenFactory
from tests.servers import DaphneProcess

pytestmark = pytest.mark.django_db(transaction=True)

INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                         "clientInfo": {"name": "test", "version": "1"}}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def post_initialize(server, authorization: str | None) -> httpx.Response:
    headers = {**MCP_HEADERS, **({"Authorization": authorization} if authorization else {})}
    return httpx.post(f"{server.url}/mcp/", json=INITIALIZE, headers=headers, timeout=10)


def test_bearer_tokens_are_judged_as_rest_judges_them(world, server):
    revoked = AccessTokenFactory(user=world.alice, revoked_at=timezone.now()).secret
    expired = AccessTokenFactory(user=world.alice, expires_at=timezone.now() - timedelta(minutes=1)).secret
    not_staff_admin = world.token(mode=AccessTokenMode.ADMIN)
    refused = {name: post_initialize(server, header) for name, header in {
        "none": None, "revoked": f"Bearer {revoked}", "expired": f"Bearer {expired}",
        "unknown": "Bearer lt_not-a-token", "basic": "Basic YWxpY2U6eA==",
        "admin of a non-staff user": f"Bearer {not_staff_admin}"}.items()}
    assert {name: r.status_code for name, r in refused.items()} == dict.fromkeys(refused, 401)
    assert {r.json()["code"] for r in refused.values()} == {"NOT_AUTHENTICATED"}
    assert all(r.headers["www-authenticate"].startswith("Bearer") for r in refused.values())
    assert "staff" in refused["admin of a non-staff user"].json()["detail"]
    assert post_initialize(server, f"Bearer {world.execute}").status_code == 200
    assert httpx.get(f"{server.url}/accounts/login/", timeout=10).status_code == 200  # Django serves the rest


async def test_the_official_client_connects_and_a_revoked_token_stops_at_its_next_request(world, server):
    async with mcp_client(server, world.execute) as session:
        assert (await session.list_tools()).tools
    token = await AccessToken.objects.aget(name="Claude desktop")
    assert token.last_used_at is not None
    with pytest.raises(Exception):  # noqa: B017 - the SDK surfaces the 401 as its own transport error
        async with mcp_client(server, world.execute) as session:
            await AccessToken.objects.filter(pk=token.pk).aupdate(revoked_at=timezone.now())
            await session.list_tools()


def test_request_bodies_keep_their_limits_on_mcp(world):
    server = DaphneProcess(extra_env={"LANTIDE_REQUEST_MAX_BYTES": "4096"})
    try:
        padded = {**INITIALIZE, "params": {**INITIALIZE["params"], "padding": "x" * 8_000}}
        too_big = httpx.post(f"{server.url}/mcp/", json=padded, timeout=10,
                             headers={**MCP_HEADERS, "Authorization": f"Bearer {world.execute}"})
        anonymous = httpx.post(f"{server.url}/mcp/", content=b"x" * 70_000, headers=MCP_HEADERS, timeout=10)
    finally:
        server.stop()
    assert (too_big.status_code, too_big.json()["code"]) == (413, "PAYLOAD_TOO_LARGE")
    assert (anonymous.status_code, anonymous.json()["code"]) == (413, "PAYLOAD_TOO_LARGE")  # refused unread too
