from dataclasses import dataclass, field
from datetime import datetime

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


# What a verb reads as in the Activity feed: (past tense, the thing, its plural); a verb not here reads as itself.
ACTIVITY_PHRASES = {
    "datasource.import": ("imported", "table", "tables"), "run.start": ("asked", "question", "questions"),
    "run.cancel": ("stopped", "run", "runs"), "query.run": ("ran", "query", "queries"),
    "conversation.create": ("started", "conversation", "conversations"),
    "conversation.update": ("changed", "conversation", "conversations"),
    "conversation.fork": ("forked", "conversation", "conversations"),
    "conversation.delete": ("deleted", "conversation", "conversations"),
    "project.create": ("created", "project", "projects"), "workspace.create": ("created", "workspace", "workspaces"),
    "member.add": ("added", "member", "members"), "member.role_change": ("changed the role of", "member", "members"),
    "member.remove": ("removed", "member", "members"), "report.create": ("wrote", "report", "reports"),
    "report.regenerate": ("rewrote", "report", "reports"), "report.delete": ("deleted", "report", "reports"),
    "plan.write": ("planned", "analysis", "analyses"), "plan.step": ("ticked", "plan step", "plan steps"),
    "annotation.create": ("commented on", "report", "reports"),
    "interrupt.answer": ("answered", "question", "questions"),
    "interrupt.withdraw": ("withdrew", "question", "questions"),
    # Outside clients' writes (MCP, ARCHITECTURE §10).
    "approval.request": ("asked approval for", "change", "changes"),
    "approval.approve": ("approved", "change", "changes"), "approval.reject": ("rejected", "change", "changes"),
    "external_write.apply": ("applied without approval", "change", "changes"),
    # Workspace bundles.
    "bundle.save": ("saved", "bundle", "bundles"), "bundle.upload": ("uploaded", "bundle", "bundles"),
    "bundle.apply": ("applied", "bundle", "bundles"),
    "agent.create": ("created", "agent", "agents"),
}
ACTIVITY_TARGETS_SHOWN = 4


@dataclass
class ActivityGroup:
    """Consecutive events of one actor with one verb, read as one line ("alice imported 9 tables")."""

    actor: str
    verb: str
    at: datetime
    targets: list[str] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.targets)

    @property
    def text(self) -> str:
        done, one, many = ACTIVITY_PHRASES.get(self.verb, (self.verb, "", ""))
        if not one:
            return f"{self.actor} {done}" + (f" ×{self.count}" if self.count > 1 else f" {self.targets[0]}".rstrip())
        if self.count == 1:
            return f"{self.actor} {done} {one} {self.targets[0]}".rstrip()
        names = [t for t in self.targets[::-1][:ACTIVITY_TARGETS_SHOWN] if t]  # oldest first, as they happened
        more = "…" if self.count > ACTIVITY_TARGETS_SHOWN else ""
        return f"{self.actor} {done} {self.count} {many}" + (f" ({', '.join(names)}{more})" if names else "")


def activity_for_workspace(*, workspace, viewer, limit: int = 20) -> list[ActivityGroup]:
    """The workspace's Activity, newest first, with repeated consecutive events grouped (the demo's nine imports
    are one line); `limit` groups, read from up to ten times as many events."""
    groups: list[ActivityGroup] = []
    for event in audit_events_for_workspace(workspace=workspace, viewer=viewer, limit=limit * 10):
        last = groups[-1] if groups else None
        if last and (last.actor, last.verb) == (event.actor_display, event.verb):
            last.targets.append(event.target_repr)
        elif len(groups) == limit:
            break
        else:
            groups.append(ActivityGroup(actor=event.actor_display, verb=event.verb, at=event.at,
                                        targets=[event.target_repr]))
    return groups
