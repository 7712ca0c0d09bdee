from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from lantide.audit import Actor, audit_record
from lantide.errors import Forbidden, invalid
from lantide.models import AccessToken, AccessTokenMode, AccessTokenOrigin, AgentModeDefault, UserPreferences
from lantide.tokens import new_secret, password_fingerprint, secret_digest, shown_prefix

PREFERENCE_FIELDS = ("agent_mode_default", "agents_enabled", "beta_agent_mode")


@transaction.atomic
def preferences_update(*, user, changes: dict) -> UserPreferences:
    """Apply a partial change to the user's preferences; unknown fields and bad values are refused."""
    unknown = sorted(set(changes) - set(PREFERENCE_FIELDS))
    if unknown:
        raise invalid(f"Unknown preference(s): {', '.join(unknown)}.")
    if "agent_mode_default" in changes and changes["agent_mode_default"] not in AgentModeDefault.values:
        raise invalid(f"agent_mode_default must be one of {', '.join(AgentModeDefault.values)}.")
    if "agents_enabled" in changes and not isinstance(changes["agents_enabled"], bool):
        raise invalid("agents_enabled must be true or false.")
    if "beta_agent_mode" in changes and changes["beta_agent_mode"] not in (None, True, False):
        raise invalid("beta_agent_mode must be true, false or null.")
    prefs, _ = UserPreferences.objects.select_for_update().get_or_create(user=user)
    before = {field: getattr(prefs, field) for field in changes}
    for field, value in changes.items():
        setattr(prefs, field, value)
    prefs.save(update_fields=[*changes, "updated_at"])
    audit_record(actor=Actor.person(user), verb="preferences.update", target=prefs,
                 data={"before": before, "after": changes})
    return prefs


TOKEN_NAME_MAX_LENGTH = 100
LIVE_PERSONAL_TOKENS_MAX = 100
# Scripts sign in often: past this many working sign-in tokens, each new one retires the oldest.
LIVE_SIGN_IN_TOKENS_MAX = 20
SIGN_IN_TOKEN_NAME = "Sign-in (API)"
# Ended tokens stay listed (and in the admin) this long, then go; their audit events stay.
ENDED_TOKENS_KEPT = timedelta(days=30)


def _live_tokens(*, user, origin: str):
    return (AccessToken.objects.filter(user=user, origin=origin, revoked_at__isnull=True,
                                       password_fingerprint=password_fingerprint(user))
            .filter(Q(expires_at__isnull=True) | Q(expires_at__gt=timezone.now())))


def _prune_ended_tokens(*, user) -> None:
    long_ago = timezone.now() - ENDED_TOKENS_KEPT
    AccessToken.objects.filter(user=user).filter(Q(revoked_at__lt=long_ago) | Q(expires_at__lt=long_ago)).delete()


@transaction.atomic
def access_token_create(*, user, name: str, mode: str, expires_at: datetime | None = None,
                        origin: str = AccessTokenOrigin.PERSONAL) -> AccessToken:
    """A new token; its secret is on the returned instance (`.secret`) and nowhere else, ever."""
    name = (name or "").strip()
    if not name or len(name) > TOKEN_NAME_MAX_LENGTH:
        raise invalid(f"A token needs a name of 1 to {TOKEN_NAME_MAX_LENGTH} characters.")
    if mode not in AccessTokenMode.values:
        raise invalid(f"mode must be one of {', '.join(AccessTokenMode.values)}.")
    if mode == AccessTokenMode.ADMIN and not user.is_staff:
        raise Forbidden("Admin-mode tokens are for staff accounts only.")
    if expires_at is not None and expires_at <= timezone.now():
        raise invalid("expires_at must be in the future.")
    _prune_ended_tokens(user=user)
    personal = origin == AccessTokenOrigin.PERSONAL
    if personal and _live_tokens(user=user, origin=origin).count() >= LIVE_PERSONAL_TOKENS_MAX:
        raise invalid(f"You have {LIVE_PERSONAL_TOKENS_MAX} working tokens; revoke one first.")
    secret = new_secret()
    token = AccessToken.objects.create(
        user=user, name=name, mode=mode, origin=origin, expires_at=expires_at, key_digest=secret_digest(secret),
        prefix=shown_prefix(secret), password_fingerprint=password_fingerprint(user),
    )
    token.secret = secret
    audit_record(actor=Actor.person(user), verb="access_token.create", target=token, data={
        "name": name, "mode": mode, "origin": origin, "expires_at": expires_at.isoformat() if expires_at else None})
    return token


@transaction.atomic
def access_token_issue_for_sign_in(*, user) -> AccessToken:
    """The token `POST /api_v1/auth/token` hands out: execute mode, expiring after LANTIDE_TOKEN_TTL_DAYS."""
    token = access_token_create(
        user=user, name=SIGN_IN_TOKEN_NAME, mode=AccessTokenMode.EXECUTE, origin=AccessTokenOrigin.SIGN_IN,
        expires_at=timezone.now() + timedelta(days=settings.LANTIDE_TOKEN_TTL_DAYS),
    )
    for retired in _live_tokens(user=user, origin=AccessTokenOrigin.SIGN_IN)[LIVE_SIGN_IN_TOKENS_MAX:]:
        access_token_revoke(user=user, token=retired, reason="superseded")
    return token


@transaction.atomic
def access_token_revoke(*, user, token: AccessToken, reason: str = "owner") -> AccessToken:
    """Revoke at once: the next request with it is refused. `user` is who revokes it (its owner, or an admin);
    revoking a revoked token changes nothing."""
    now = timezone.now()
    if not AccessToken.objects.filter(pk=token.pk, revoked_at__isnull=True).update(revoked_at=now):
        return token  # revoked already (perhaps this very moment, elsewhere)
    token.revoked_at = now
    audit_record(actor=Actor.person(user), verb="access_token.revoke", target=token,
                 data={"name": token.name, "reason": reason})
    return token
