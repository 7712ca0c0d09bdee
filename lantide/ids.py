"""Parsing ids from URLs and payloads: a malformed id is simply no id (and so NOT_FOUND), never a 500."""

import uuid


def int_or_none(value) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def uuid_or_none(value) -> uuid.UUID | None:
    try:
        return uuid.UUID(str(value))
    except (TypeError, ValueError, AttributeError):
        return None
