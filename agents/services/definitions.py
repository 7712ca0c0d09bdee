"""Agent definitions: create, update, delete. Each validates, runs atomically and audits."""

from django.db import transaction

from agents.models import Agent, Thoroughness
from agents.runtime.llm.profiles import profile_check_reach, profile_named
from lantide.audit import Actor, audit_record
from lantide.errors import invalid

TEXT_LIMITS = {"description": 2_000, "system_prompt": 20_000, "preferred_model": 64}
MAX_LIST_ITEMS = 100
AGENT_FIELDS = (
    "name", "description", "system_prompt", "trigger_words", "preferred_model", "is_shared",
    "allowed_tools", "denied_tools", "max_iterations", "default_thoroughness",
)


def _string_list(value, *, field: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(item, str) and item.strip() for item in value):
        raise invalid(f"{field} must be a list of non-empty strings.")
    return [item.strip() for item in value]


def _max_iterations(value) -> dict:
    if not isinstance(value, dict) or set(value) - set(Thoroughness.values):
        raise invalid(f"max_iterations must be an object with keys among {', '.join(Thoroughness.values)}.")
    for key, cap in value.items():
        if cap is not None and (not isinstance(cap, int) or isinstance(cap, bool) or not 0 <= cap <= 100):
            raise invalid(f"max_iterations.{key} must be an integer from 0 to 100.")
    return {key: cap for key, cap in value.items() if cap is not None}


def _clean_agent_changes(changes: dict) -> dict:
    unknown = sorted(set(changes) - set(AGENT_FIELDS))
    if unknown:
        raise invalid(f"Unknown agent field(s): {', '.join(unknown)}.")
    cleaned = dict(changes)
    if "name" in cleaned:
        cleaned["name"] = (cleaned["name"] or "").strip()
        if not cleaned["name"] or len(cleaned["name"]) > 80:
            raise invalid("An agent needs a name of 1 to 80 characters.")
    for field, limit in TEXT_LIMITS.items():
        if field in cleaned and len(cleaned[field] or "") > limit:
            raise invalid(f"{field} is longer than {limit:,} characters.", fields={field: [f"At most {limit:,}."]})
    for field in ("trigger_words", "allowed_tools", "denied_tools"):
        if field in cleaned:
            cleaned[field] = _string_list(cleaned[field], field=field)
            if len(cleaned[field]) > MAX_LIST_ITEMS or any(len(item) > 80 for item in cleaned[field]):
                raise invalid(f"{field} takes at most {MAX_LIST_ITEMS} items of at most 80 characters.")
    if "trigger_words" in cleaned:
        cleaned["trigger_words"] = [word.lstrip("@").lower() for word in cleaned["trigger_words"]]
    if "max_iterations" in cleaned:
        cleaned["max_iterations"] = _max_iterations(cleaned["max_iterations"])
    if cleaned.get("default_thoroughness") not in (None, "", *Thoroughness.values):
        raise invalid(f"default_thoroughness must be one of {', '.join(Thoroughness.values)}.")
    if "default_thoroughness" in cleaned and cleaned["default_thoroughness"] is None:
        cleaned["default_thoroughness"] = ""
    return cleaned


def _check_profile_reach(*, user, cleaned: dict) -> None:
    """An agent may not prefer an LLM profile its author cannot use (a model string is not a profile: no limit)."""
    if cleaned.get("preferred_model"):
        profile_check_reach(user=user, profile=profile_named(cleaned["preferred_model"]))


@transaction.atomic
def agent_create(*, user, **fields) -> Agent:
    cleaned = _clean_agent_changes(fields)
    _check_profile_reach(user=user, cleaned=cleaned)
    if "name" not in cleaned:
        raise invalid("An agent needs a name.")
    if Agent.objects.filter(owner=user, name__iexact=cleaned["name"]).exists():
        raise invalid(f"You already have an agent named '{cleaned['name']}'.")
    agent = Agent.objects.create(owner=user, **cleaned)
    audit_record(actor=Actor.person(user), verb="agent.create", target=agent, data={"fields": sorted(cleaned)})
    return agent


@transaction.atomic
def agent_update(*, user, agent: Agent, changes: dict) -> Agent:
    cleaned = _clean_agent_changes(changes)
    _check_profile_reach(user=user, cleaned=cleaned)
    if "name" in cleaned and Agent.objects.filter(owner=agent.owner, name__iexact=cleaned["name"]).exclude(
        pk=agent.pk
    ).exists():
        raise invalid(f"You already have an agent named '{cleaned['name']}'.")
    for field, value in cleaned.items():
        setattr(agent, field, value)
    agent.save(update_fields=[*cleaned, "updated_at"])
    audit_record(actor=Actor.person(user), verb="agent.update", target=agent, data={"fields": sorted(cleaned)})
    return agent


@transaction.atomic
def agent_delete(*, user, agent: Agent) -> None:
    audit_record(actor=Actor.person(user), verb="agent.delete", target=agent, data={"name": agent.name})
    agent.delete()
