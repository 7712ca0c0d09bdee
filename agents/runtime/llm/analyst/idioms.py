"""Set phrases read as the plain words they stand for, for the offline analyst: "on their books", "right now",
"gate receipts". They are rewritten before a question's words are matched, so that "books", "moment" or "gate"
is never taken for a table, a column or a missing part of the data.
"""

from __future__ import annotations

import re

_PLAIN = (
    # "policies on their books", "customers on our books": the rows held, as a register says
    (re.compile(r"\bon\s+(?:our|their|the|its|his|her|your)\s+(?:books|register|roll|rolls)\b"), " "),
    # "gate receipts", "gate money": the takings from admissions
    (re.compile(r"\bgate\s+(receipts|money|takings)\b"), r"\1"),
    # "scored, home and away": in every match, whichever side the team was
    (re.compile(r"\b(?:both\s+)?(?:at\s+)?home\s+and\s+away\b"), " "),
    # "right now", "as of now", "at the moment", "at present": the current rows, which the data already is
    (re.compile(r"\b(?:right\s+now|as\s+of\s+(?:now|today)|at\s+(?:the\s+moment|present))\b"), " now "),
)


def plain_idioms(text: str) -> str:
    """`text` (lower case) with its set phrases read as the words they stand for."""
    for pattern, plain in _PLAIN:
        text = pattern.sub(plain, text)
    return re.sub(r"\s+([?.,!;:])", r"\1", " ".join(text.split()))
