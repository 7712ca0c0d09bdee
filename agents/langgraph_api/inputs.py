"""Checks of the JSON a /langgraph/ request sends: each refusal is INVALID_ARGUMENTS (422) naming the field."""

import re

from lantide.errors import invalid
from lantide.ids import uuid_or_none

MAX_LIMIT = 1_000
METADATA_KEY = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def object_field(body: dict, name: str, *, default=None) -> dict:
    value = body.get(name)
    if value is None:
        return {} if default is None else default
    if not isinstance(value, dict):
        raise invalid(f"{name} must be an object.", fields={name: ["Not an object."]})
    return value


def int_field(source, name: str, *, default: int, low: int = 0, high: int = MAX_LIMIT) -> int:
    value = source.get(name, default)
    if isinstance(value, str) and value.isdecimal() and value.isascii():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise invalid(f"{name} must be an integer of at least {low}.", fields={name: ["Not a valid integer."]})
    return min(value, high)


def choice_field(source, name: str, choices: tuple, *, default=None):
    value = source.get(name, default)
    if value not in choices:
        raise invalid(f"{name} must be one of {', '.join(map(str, choices))}.", fields={name: ["Not a valid choice."]})
    return value


def optional_uuid(body: dict, name: str):
    value = body.get(name)
    if value is None:
        return None
    parsed = uuid_or_none(value)
    if parsed is None:
        raise invalid(f"{name} must be a UUID.", fields={name: ["Not a UUID."]})
    return parsed


def metadata_filter(metadata: dict) -> dict:
    """Containment filters are looked up key by key (top-level keys only, as JSON path lookups)."""
    for key in metadata:
        if not METADATA_KEY.match(key) or "__" in key:
            raise invalid("metadata filter keys are letters, digits, '_' and '-' (no '__').",
                          fields={"metadata": ["Unsupported key."]})
    return metadata


def flag(query, name: str) -> bool:
    return str(query.get(name, "")).lower() in ("1", "true", "yes")
