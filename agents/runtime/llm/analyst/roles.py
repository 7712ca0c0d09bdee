"""Two keys from one table to the same entity, for the offline analyst: `flights.origin` and
`flights.destination` both point at airports, `rentals.pickup_branch` and `rentals.return_branch` at branches.
The question's direction picks one ("flights leaving London", "out of Heathrow" → the origin; "arrivals in
Paris", "destination cities" → the destination), the outbound one when it names none; a question about rows
with no match in either role ("neither arrivals nor departures") tests both.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.keys import INBOUND_COLUMNS, OUTBOUND_COLUMNS, JoinKey
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.words import column_words, word_set

OUTBOUND_WORDS = word_set("from out leaving leave left depart departing departure origin outbound source home")
INBOUND_WORDS = word_set("into arriving arrive arrived arrival destination inbound landing away heading",
                         "headed bound")


# "which port do the most tickets go to", "a ticket to Naxos", "where people are heading": where they arrive
_GOING_TO = re.compile(r"\b(?:go|goes|going|gone|went|travel(?:s|led|ling)?|sail(?:s|ed|ing)?|fly|flies|flew"
                       r"|tickets?|fares?|trips?)(?: [a-z]+)? to\b(?! (?:the )?(?:most|least|more|less)\b)")


def _role(key: JoinKey) -> str:
    words = set(column_words(key.column)) | set(key.column.lower().split("_"))  # `to_id` reads as ('id',)
    return "out" if words & OUTBOUND_COLUMNS else "in" if words & INBOUND_COLUMNS else ""


def asked_direction(question: Question) -> str:
    """"out", "in", or "" when the question names both directions or neither."""
    words = set(question.words)
    outbound = bool(words & OUTBOUND_WORDS)
    inbound = bool(words & INBOUND_WORDS) or bool(_GOING_TO.search(question.text))
    return "" if outbound == inbound else "out" if outbound else "in"


def ordered_by_role(keys: Sequence[JoinKey], question: Question) -> list[JoinKey]:
    """`keys` with, among keys from one table to the same target, the one of the asked direction first."""
    wanted = asked_direction(question) or "out"
    ordered = list(keys)
    groups: dict[tuple[str, str], list[int]] = {}
    for index, key in enumerate(ordered):
        groups.setdefault((key.table, key.target), []).append(index)
    for places in (p for p in groups.values() if len(p) > 1):
        members = sorted((ordered[i] for i in places), key=lambda k: _role(k) != wanted)
        for place, key in zip(places, members, strict=True):
            ordered[place] = key
    return ordered


def other_roles(key: JoinKey, keys: Sequence[JoinKey], question: Question) -> list[JoinKey]:
    """The other keys from `key`'s table to the same entity, when the question picks no direction."""
    if asked_direction(question) and not {"neither", "nor", "either"} & set(question.words):
        return []
    return [k for k in keys if k != key and (k.table, k.target) == (key.table, key.target) and _role(k)]


def direction_words(path: Sequence[JoinKey]) -> frozenset[str]:
    """The words a join along a role key accounts for ("leaving", "arrivals")."""
    return OUTBOUND_WORDS | INBOUND_WORDS if any(_role(k) for k in path) else frozenset()


def plain_keys(keys: Sequence[JoinKey], question: Question) -> list[JoinKey]:
    """`keys` without those of two roles to one entity when the question names no role: "who played the most"
    is neither the home nor the away team."""
    if asked_direction(question):
        return list(keys)
    return [k for k in keys if sum((o.table, o.target) == (k.table, k.target) for o in keys) == 1]
