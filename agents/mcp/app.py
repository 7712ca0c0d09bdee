"""`/mcp/`: the MCP server's ASGI app, mounted beside Django by `lantide.asgi` (ARCHITECTURE §10).

Every request must carry `Authorization: Bearer <personal access token>`; the token is judged as REST judges it
(`lantide.authentication.access_token_authenticate`: revoked, expired, password changed, inactive account, an
admin token of a user no longer staff are all refused) on every request, so a token revoked mid-session stops
working at once. A refusal is `401 {code: NOT_AUTHENTICATED, detail}` with `WWW-Authenticate: Bearer`, before the
SDK reads a byte. The SDK ties each MCP session to the token that opened it (another token's request for it is
404), from the principal we hand it in `scope["user"]`.

daphne sends no ASGI lifespan events, so the SDK's session manager starts on the first request and runs, on the
server's loop, for the life of the process. Request bodies are held to their limit by `lantide.serve` before
this app sees them (`/mcp/` takes `LANTIDE_REQUEST_MAX_BYTES`, as any API URL).
"""

import asyncio
import json

from channels.db import database_sync_to_async
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken as SdkAccessToken
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager

from agents.mcp.server import build_server
from agents.mcp.sessions import TOKEN_SCOPE_KEY, session_forget
from agents.services.approvals import writer_lease_release
from lantide.authentication import TokenRefused, access_token_authenticate, secret_from_header
from lantide.errors import ErrorCode
from lantide.tasks import spawn

MCP_PATHS = frozenset({"/mcp", "/mcp/"})


def _header(scope, wanted: bytes) -> str:
    for name, value in scope.get("headers", ()):
        if name == wanted:
            return value.decode("latin-1")
    return ""


async def _session_ended(token, session_id: str) -> None:
    """The client ended its session: its binding goes, and so does its writer lease (others may write at once)."""
    if session_id:
        session_forget(token_id=token.pk, session_id=session_id)
        await database_sync_to_async(writer_lease_release)(token_id=token.pk, session_id=session_id)


def _bearer_secret(header: str) -> str:
    if header.strip().partition(" ")[0].lower() != "bearer":
        raise TokenRefused("Send a personal access token: 'Authorization: Bearer <token>'.")
    return secret_from_header(header)


@database_sync_to_async
def _authenticate(header: str):
    return access_token_authenticate(secret=_bearer_secret(header))


async def _refuse(send, detail: str) -> None:
    body = json.dumps({"code": ErrorCode.NOT_AUTHENTICATED, "detail": detail}).encode()
    await send({"type": "http.response.start", "status": 401,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"www-authenticate", b'Bearer realm="mcp"')]})
    await send({"type": "http.response.body", "body": body})


class McpApplication:
    """Authenticates, then hands the request to the SDK's streamable-HTTP session manager."""

    def __init__(self):
        self.manager = StreamableHTTPSessionManager(app=build_server())
        self._started: asyncio.Future | None = None

    async def __call__(self, scope, receive, send):
        try:
            token = await _authenticate(_header(scope, b"authorization"))
        except TokenRefused as refused:
            await _refuse(send, refused.detail)
            return
        principal = SdkAccessToken(token="", client_id=f"lantide-token-{token.pk}", scopes=[token.mode])
        scope = {**scope, "user": AuthenticatedUser(principal), TOKEN_SCOPE_KEY: token}
        await self._ensure_started()
        await self.manager.handle_request(scope, receive, send)
        if scope["method"] == "DELETE":
            await _session_ended(token, _header(scope, b"mcp-session-id"))

    async def _ensure_started(self) -> None:
        if self._started is None:
            self._started = asyncio.get_running_loop().create_future()
            spawn(self._run_manager(self._started), name="mcp.session_manager")
        await asyncio.shield(self._started)

    async def _run_manager(self, started: asyncio.Future) -> None:
        try:
            async with self.manager.run():
                started.set_result(None)
                await asyncio.Event().wait()  # the manager's task group lives as long as the process serves
        finally:
            if not started.done():  # it never started: the waiting requests fail instead of hanging
                started.set_exception(RuntimeError("The MCP session manager did not start."))


def mcp_beside(http_app):
    """The HTTP app: `/mcp` and `/mcp/` go to the MCP server, everything else to `http_app` (Django)."""
    mcp_app = McpApplication()

    async def route(scope, receive, send):
        if scope["path"] in MCP_PATHS:
            return await mcp_app(scope, receive, send)
        return await http_app(scope, receive, send)

    return route
