"""Where an MCP session's binding lives: in this process, by access token and MCP session id.

The SDK keeps a streamable-HTTP session (its `Mcp-Session-Id`) in the memory of the process that opened it, and
refuses it, 404, in any other; the binding lives beside it. Scaled out, a load balancer must keep a session's
requests on one process (sticky by `Mcp-Session-Id`) — the one surface that needs it. A request without a
session id (a sessionless protocol revision) starts unbound every time.
"""

from collections import OrderedDict

from mcp.server import ServerRequestContext

from agents.services.external_sessions import ExternalSession

TOKEN_SCOPE_KEY = "lantide.access_token"  # set by agents.mcp.app for every request it lets through
SESSION_HEADER = "mcp-session-id"
MAX_SESSIONS = 10_000  # the SDK's own default limit of open sessions; the oldest bindings go first

_bindings: OrderedDict[tuple[int, str], int | None] = OrderedDict()


def _key(ctx: ServerRequestContext) -> tuple[int, str]:
    return ctx.request.scope[TOKEN_SCOPE_KEY].pk, ctx.request.headers.get(SESSION_HEADER) or ""


def session_of(ctx: ServerRequestContext) -> ExternalSession:
    """The calling session: this request's token and user, and the workspace its MCP session is bound to."""
    token = ctx.request.scope[TOKEN_SCOPE_KEY]
    key = _key(ctx)
    return ExternalSession(token_id=token.pk, user=token.user, mode=token.mode, client_name=token.name,
                           workspace_id=_bindings.get(key), session_id=key[1])


def session_remember(ctx: ServerRequestContext, session: ExternalSession) -> None:
    """Keep the session's binding for its next request (when the protocol gave it a session id)."""
    key = _key(ctx)
    if not key[1] or session.workspace_id is None:
        return
    _bindings[key] = session.workspace_id
    _bindings.move_to_end(key)
    while len(_bindings) > MAX_SESSIONS:
        _bindings.popitem(last=False)


def session_forget(*, token_id: int, session_id: str) -> None:
    _bindings.pop((token_id, session_id), None)
