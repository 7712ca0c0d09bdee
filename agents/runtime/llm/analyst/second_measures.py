"""A second figure the question asks for beside its measure, for the offline analyst: "how many of each, and how
much money?", "the number of policies sold and total premium written" add the amount to the count (or the count
to the amount); "how many flights left from each, and how many of those were delayed?" adds the count of the rows
with that value, which then no longer filters the first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.grains import Scope, alias
from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.quantities import row_amount
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.value_names import value_in_text

# "how many … how much", "number of policies sold and total premium written"
_COUNT_AND_AMOUNT = re.compile(r"\bhow many\b.*\bhow much\b|\bhow much\b.*\bhow many\b"
                               r"|\b(?:number|count) of\b[^,.;?]*\band (?:the |their |its )?(?:total|sum)\b")
_OF_THOSE = re.compile(r"\bhow many of (?:those|them|these|which)\b(.*)")


def second_values(question: Question, measure: Measure, scope: Scope, tables: Sequence[TableInfo]
                  ) -> tuple[tuple[str, ...], Scope]:
    """SELECT items to add after the measure, and the scope without a filter that became one of them."""
    subset = _OF_THOSE.search(question.text)
    if subset is not None and measure.aggregate == "COUNT":
        named = [f for f in scope.filters if f.values and all(value_in_text(v.lower(), subset.group(1))
                                                              for v in f.values)]
        if named:
            rest = replace(scope, filters=tuple(f for f in scope.filters if f not in named))
            items = tuple(f"count(*) FILTER (WHERE {f.sql}) AS {alias(f.text)}" for f in named)
            return items, rest
    if not _COUNT_AND_AMOUNT.search(question.text):
        return (), scope
    if measure.aggregate != "COUNT":
        return ("count(*) AS row_count",), scope
    root = next((t for t in tables if t.name == measure.root), None)
    column = row_amount(root) if root is not None else None
    return ((f"sum({qualified(root.name, column.name)}) AS total_{alias(column.name)}",) if column else ()), scope
