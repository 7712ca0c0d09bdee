"""WebSocket authentication: the session cookie is read once, at connect, and only the user is kept.

Channels' AuthMiddlewareStack also wraps every outgoing message to save the session if it changed; a
conversation socket never changes its session, and on a socket that sends thousands of events that check
was a sixth of daphne's time (bench/stream_load.py). Django's session store and Channels' `get_user` still
do the work: expired or tampered sessions, rotated auth hashes.
"""

from importlib import import_module

from channels.auth import get_user
from channels.middleware import BaseMiddleware
from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.http.cookie import parse_cookie


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
