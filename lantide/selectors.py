from django.db.models import Q

from lantide.errors import NotFound
from lantide.ids import int_or_none
from lantide.models import AccessToken, AuditEvent, UserPreferences


def preferences_get(*, user) -> UserPreferences:
    """The user's preferences; defaults (never stored) until the user changes something."""
    prefs = UserPreferences.objects.filter(user=user).first()
    return prefs or UserPreferences(user=user)


# What happens inside a person's own conversations is theirs (titles, questions, SQL): the workspace's feed shows it
# to that person only. Everything else (data, projects, members) is the workspace's.
PRIVATE_TARGETS = ("agents.conversation", "agents.run", "agents.interrupt", "agents.message", "agents.querystep",
                   "workspaces.cachetable", "workspaces.querystep")  # the ledger's steps were the workspaces app's


def audit_events_visible(*, workspace, viewer, actor: str = "", verb: str = "", since=None, until=None):
    """The workspace's audit events as `viewer` may see them, newest first: others' conversation activity stays
    theirs. Optionally by the acting person's username, a verb prefix and a time range (since inclusive)."""
    others_private = Q(target_type__in=PRIVATE_TARGETS) & ~Q(actor_user=viewer)
    events = AuditEvent.objects.filter(workspace_id=workspace.pk).exclude(others_private)
    if actor:
        events = events.filter(actor_user__username=actor)
    if verb:
        events = events.filter(verb__startswith=verb)
    if since is not None:
        events = events.filter(at__gte=since)
    if until is not None:
        events = events.filter(at__lt=until)
    return events.select_related("actor_user").order_by("-at", "-id")


def audit_events_for_workspace(*, workspace, viewer, limit: int = 50) -> list[AuditEvent]:
    """The workspace's Activity as `viewer` may see it (the page's feed)."""
    return list(audit_events_visible(workspace=workspace, viewer=viewer)[:limit])


def access_tokens_for_user(*, user):
    """The user's tokens, newest first, ended ones included (until they are pruned)."""
    return AccessToken.objects.filter(user=user).select_related("user").order_by("-created_at", "-id")


def access_token_by_id(*, user, token_id) -> AccessToken:
    """One of the user's own tokens; another user's id is NOT_FOUND."""
    token = access_tokens_for_user(user=user).filter(pk=int_or_none(token_id)).first()
    if token is None:
        raise NotFound("Access token")
    return token
