"""Clauses that qualify what a question counts rather than filter it, for the offline analyst: "cancelled or
not", "withdrawn ones counted too", "not even a cancelled one", "whatever their status", "refunds included".
A value named in such a clause widens the count to every row, so the clause is taken out of the question
before its words are matched (else "cancelled" would become `status = 'cancelled'`), and the answer says it
kept every row. "After discounts" and "net of discounts" are taken out the same way: they qualify the amount
(`discounts.discounted`), and "discounts" must never become the measure or a grouping.
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


_AFTER_DISCOUNTS = re.compile(r"\b(?:after|net of|less|minus|once|taking off|take off)\s+"
                              r"(?:the\s+|any\s+|all\s+|their\s+|its\s+)?discounts?\b(?:\s*,)?(?:\s+and\b)?")


def without_discounts(text: str) -> tuple[str, bool]:
    """`text` without its "after discounts" (and the "and" or comma joining it to the next clause), and
    whether it had one."""
    stripped = _AFTER_DISCOUNTS.sub(" ", text)
    if stripped == text:
        return text, False
    stripped = re.sub(r"([(?.,;])\s*,?\s*", r"\1 ", stripped)  # "(net of discounts, refunds excluded)"
    stripped = re.sub(r"\(\s+", "(", stripped)
    stripped = re.sub(r",\s*(?=[?.!)]|$)", "", stripped)
    return " ".join(re.sub(r"\s+([,.;:?!)])", r"\1", stripped).split()), True
