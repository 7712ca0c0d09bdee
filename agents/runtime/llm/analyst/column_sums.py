"""Two amounts of one row added or taken apart, for the offline analyst: "hammer plus premium", "price minus
cost", "fare less the discount". Each side names a numeric column of the same table; the measure sums (or
averages) their sum or difference row by row.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from agents.runtime.llm.analyst.arithmetic import side_words
from agents.runtime.llm.analyst.join_terms import Measure, named_measure
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import column_label

# "less than" compares; "plus" or "minus" between two nouns adds or takes away
_PLUS_OR_MINUS = re.compile(r"([a-z_' ]+?)\s+(plus|minus|less(?! than\b))\s+([a-z_' ]+)")


def explicit_sum(text: str, tables: Sequence[TableInfo], aggregate: str, reach: Callable[[str], bool]
                 ) -> Measure | None:
    """"hammer plus premium" → SUM(`hammer_chf` + `premium_chf`) when both name columns of one table."""
    found = _PLUS_OR_MINUS.search(text)
    if found is None:
        return None
    left_words, right_words = side_words(found.group(1))[-3:], side_words(found.group(3))[:3]
    left = _column_named([left_words[-n:] for n in range(len(left_words), 0, -1)], tables, aggregate, reach)
    right = _column_named([right_words[:n] for n in range(len(right_words), 0, -1)], tables, aggregate, reach)
    if left is None or right is None or left.root != right.root or left.columns == right.columns:
        return None
    sign = "+" if found.group(2) == "plus" else "-"
    expression = f"{qualified(left.root, left.columns[0])} {sign} {qualified(right.root, right.columns[0])}"
    label = f"{column_label(left.columns[0])} {sign} {column_label(right.columns[0])}"
    return Measure(expression, aggregate, left.root, (left.root,), label, (left.columns[0], right.columns[0]))


def sum_side_words(text: str) -> set[str]:
    """The words of the two sides of "X plus Y", for the words a plan accounts for."""
    found = _PLUS_OR_MINUS.search(text)
    if found is None:
        return set()
    return {*side_words(found.group(1))[-3:], *side_words(found.group(3))[:3], found.group(2)}


def _column_named(candidates: Sequence[Sequence[str]], tables: Sequence[TableInfo], aggregate: str,
                  reach: Callable[[str], bool]) -> Measure | None:
    for words in candidates:
        measure = named_measure(words, tables, aggregate, reach) if words else None
        if measure is not None and len(measure.columns) == 1 and not measure.guessed:
            return measure
    return None
