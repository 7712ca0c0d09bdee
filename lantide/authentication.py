"""Requests that carry a personal access token: `Authorization: Token <secret>` or `Authorization: Bearer <secret>`.

A token works while it is not revoked, not expired, its owner's password is the one it was made under and the
owner's account is active (an admin-mode token also needs a staff account). Anything else is `401 NOT_AUTHENTICATED`
with a sentence saying why. Over REST an observe-mode token makes safe requests only: the rule lives here, in the
authentication itself, so no view's permission list can drop it.
"""

from datetime import timedelta

from django.utils import timezone
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import SAFE_METHODS

from lantide.models import AccessToken, AccessTokenMode, AccessTokenStatus
from lantide.tokens import SECRET_MAX_LENGTH, secret_digest

SCHEMES = ("token", "bearer")
# last_used_at is for the owner's eyes: written at most once a minute per token, not on every request.
LAST_USED_RESOLUTION = timedelta(minutes=1)

REFUSALS = {
    AccessTokenStatus.REVOKED: "This token was revoked.",
    AccessTokenStatus.PASSWORD_CHANGED: "This token ended when the account's password changed; make a new one.",
}


class TokenRefused(Exception):
    """A token that does not (or no longer) work; every edge answers it as NOT_AUTHENTICATED with `detail`.

    Not an ApplicationError: DRF imports this module while `rest_framework.views` loads, which `lantide.errors`
    imports, so this module must not import `lantide.errors`."""

    def __init__(self, detail: str):
        super().__init__(detail)
        self.detail = detail


def secret_from_header(header: str) -> str | None:
    """The secret of a `Token` or `Bearer` Authorization header; None when there is none (or another scheme)."""
    scheme, _, rest = header.strip().partition(" ")
    if scheme.lower() not in SCHEMES:
        return None
    secret = rest.strip()
    if not secret or " " in secret:
        raise TokenRefused("Malformed Authorization header: send 'Token <key>' or 'Bearer <key>'.")
    return secret


def access_token_authenticate(*, secret: str) -> AccessToken:
    """The token this secret opens, if it still works; refused with a clear reason otherwise."""
    token = None
    if len(secret) <= SECRET_MAX_LENGTH:
        token = AccessToken.objects.select_related("user").filter(key_digest=secret_digest(secret)).first()
    if token is None:
        raise TokenRefused("Invalid token.")
    status = token.status
    if status == AccessTokenStatus.EXPIRED:
        raise TokenRefused(f"This token expired at {token.expires_at.isoformat()}; sign in again or make "
                                "a new one in /settings/.")
    if status != AccessTokenStatus.ACTIVE:
        raise TokenRefused(REFUSALS[status])
    if not token.user.is_active:
        raise TokenRefused("This account is disabled.")
    if token.mode == AccessTokenMode.ADMIN and not token.user.is_staff:
        raise TokenRefused("This admin-mode token needs a staff account.")
    _note_use(token)
    return token


def _note_use(token: AccessToken) -> None:
    now = timezone.now()
    if token.last_used_at is None or token.last_used_at < now - LAST_USED_RESOLUTION:
        AccessToken.objects.filter(pk=token.pk).update(last_used_at=now)
        token.last_used_at = now


class AccessTokenAuthentication(BaseAuthentication):
    """DRF's side of it: `request.user` is the token's owner, `request.auth` the AccessToken."""

    def authenticate(self, request):
        try:
            secret = secret_from_header(request.META.get("HTTP_AUTHORIZATION", ""))
            if secret is None:
                return None
            token = access_token_authenticate(secret=secret)
        except TokenRefused as refused:
            raise exceptions.AuthenticationFailed(refused.detail) from None
        if token.mode == AccessTokenMode.OBSERVE and request.method not in SAFE_METHODS:
            raise exceptions.PermissionDenied("This token is observe-only: it may read, not write.")
        return token.user, token

    def authenticate_header(self, request):
        return 'Bearer realm="api"'


class AccessTokenScheme(OpenApiAuthenticationExtension):
    target_class = AccessTokenAuthentication
    name = "accessToken"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "bearer",
                "description": "A personal access token, as `Bearer <key>` or `Token <key>`."}
