"""WebSocket authentication: the session cookie is read once, at connect, and only the user is kept.

Channels' AuthMiddlewareStack also wraps every outgoing message to save the session if it changed; a
conversation socket never changes its session, and on a socket that sends thousands of events that check
was a sixth of daphne's time (bench/stream_load.py). Django's session store and Channels' `get_user` still
do the work: expired or tampered sessions, rotated auth hashes.
"""

from importlib import import_module

from channels.auth import get_user
from channels.middleware import BaseMiddleware
from channels.security.websocket import WebsocketDenier
from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.http.cookie import parse_cookie
from django.http.request import split_domain_port, validate_host


def _session_key(scope) -> str | None:
    for name, value in scope.get("headers", []):
        if name == b"cookie":
            return parse_cookie(value.decode("latin1")).get(settings.SESSION_COOKIE_NAME)
    return None


async def _user_for(session_key: str | None):
    if not session_key:
        return AnonymousUser()
    session = import_module(settings.SESSION_ENGINE).SessionStore(session_key)  # loaded inside get_user
    return await get_user({"session": session})


class SessionUserMiddleware(BaseMiddleware):
    async def __call__(self, scope, receive, send):
        scope = dict(scope, user=await _user_for(_session_key(scope)))
        return await super().__call__(scope, receive, send)


def _header(scope, name: bytes) -> str:
    return next((value.decode("latin1") for key, value in scope.get("headers", []) if key == name), "")


def origin_allowed(scope) -> bool:
    """The page that opens a socket must be this site itself: scheme, host and port alike (or a trusted origin
    behind a proxy), on a host Django serves. Channels' own validator compared the host only."""
    origin, host = _header(scope, b"origin"), _header(scope, b"host")
    if not origin or not host or not validate_host(split_domain_port(host)[0], settings.ALLOWED_HOSTS):
        return False
    if origin in settings.CSRF_TRUSTED_ORIGINS:
        return True
    secure = scope.get("scheme") == "wss" or (
        settings.SECURE_PROXY_SSL_HEADER is not None and _header(scope, b"x-forwarded-proto") == "https")
    return origin == f"{'https' if secure else 'http'}://{host}"


class SameOriginOnly:
    """Refuses (403, before any consumer runs) a WebSocket opened from another origin."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "websocket" and not origin_allowed(scope):
            return await WebsocketDenier()(scope, receive, send)
        return await self.app(scope, receive, send)
