from django.db import transaction

from lantide.audit import Actor, audit_record
from lantide.errors import invalid
from lantide.models import AgentModeDefault, UserPreferences

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
