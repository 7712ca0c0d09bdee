from lantide.models import AuditEvent, UserPreferences


def preferences_get(*, user) -> UserPreferences:
    """The user's preferences; defaults (never stored) until the user changes something."""
    prefs = UserPreferences.objects.filter(user=user).first()
    return prefs or UserPreferences(user=user)


def audit_events_for_workspace(*, workspace, limit: int = 50) -> list[AuditEvent]:
    return list(
        AuditEvent.objects.filter(workspace=workspace).select_related("actor_user").order_by("-at", "-id")[:limit]
    )
