"""Clauses that qualify what a question counts rather than filter it, for the offline analyst: "cancelled or
not", "withdrawn ones counted too", "not even a cancelled one", "whatever their status", "refunds included".
A value named in such a clause widens the count to every row, so the clause is taken out of the question
before its words are matched (else "cancelled" would become `status = 'cancelled'`), and the answer says it
kept every row.
"""

from __future__ import annotations

import re

_EVERY_COUNTED = re.compile(r"\b(every|each|all)\s+(\w+)\s+(?:counted|included)\b(?:\s+(?:too|as well))?")
_INCLUSIVE = (
    # "withdrawn ones counted too", "refunded orders included"
    re.compile(r"\b\w+(?:\s+\w+)?\s+(?:counted|included)\b(?:\s+(?:too|as well))?"),
    re.compile(r"\b(?:not\s+even|nor\s+even|including|incl\.)\s+(?:a|an|the|any)?\s*\w+(?:\s+ones?)?\b"),
    re.compile(r"\b\w+\s+or\s+not\b"),  # "cancelled or not"
    re.compile(r"\b(?:whatever|regardless\s+of|irrespective\s+of|no\s+matter)\s+(?:its|their|the)?\s*\w+"
               r"(?:\s+(?:status|state|type|kind|outcome))?\b"),  # "whatever the order status"
    re.compile(r"\b(?!(?:me|it|is|are|was|were|be|and|or)\b)\w+(?:\s+ones?)?\s+(?:too|as\s+well)\b"
               r"(?!\s+(?:much|many|few|little|long|late|early|high|low|big|small))"),
)


def without_qualifiers(text: str) -> tuple[str, tuple[str, ...]]:
    """`text` (lower case) without its inclusive clauses, and the clauses taken out."""
    text = _EVERY_COUNTED.sub(r"all \2", text)  # "every enrolment counted" names enrolments, groups nothing
    removed: list[str] = []
    for pattern in _INCLUSIVE:
        removed += [m.group(0).strip() for m in pattern.finditer(text)]
        text = pattern.sub(" ", text)
    text = re.sub(r"\s+([,.;:?!)])", r"\1", re.sub(r"([,;(])(?:\s*[,;])+", r"\1", text))
    text = re.sub(r"[,;]+(?=[.;:?!)]|$)", "", text.strip())
    return " ".join(text.split()), tuple(removed)
