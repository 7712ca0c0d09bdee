"""Parsing ids from URLs and payloads: a malformed id is simply no id (and so NOT_FOUND), never a 500."""

import uuid


MAX_ID = 2**63 - 1  # the databases' largest integer: a larger id names nothing (and must not reach the driver)


def int_or_none(value) -> int | None:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return None
    return number if -MAX_ID <= number <= MAX_ID else None


def uuid_or_none(value) -> uuid.UUID | None:
    try:
        return uuid.UUID(str(value))
    except (TypeError, ValueError, AttributeError):
        return None
