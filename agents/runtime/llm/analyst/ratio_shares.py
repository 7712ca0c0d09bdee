"""A share of one amount that is another amount of the same rows, for the offline analyst: "what proportion of
the amount claimed did we pay out" is `SUM(amount_paid) / SUM(amount_claimed)`, where the verb of the part names
a second money column of the table the whole is summed from (`verb_amounts`). Every filter then narrows both.
"""

from __future__ import annotations

from collections.abc import Sequence

from agents.runtime.llm.analyst.events import verbs_in
from agents.runtime.llm.analyst.grains import Scope
from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.verb_amounts import named_by_verbs
from agents.runtime.llm.analyst.words import column_label, tokenize


def ratio_share_plan(question: Question, measure: Measure, scope: Scope, tables: Sequence[TableInfo],
                     common: dict) -> QueryPlan | None:
    """The share of `measure` (one summed column) that a second amount column, named by a verb, makes up."""
    if measure.aggregate != "SUM" or len(measure.columns) != 1:
        return None
    table = next((t for t in tables if t.name == measure.root), None)
    verbs = set(verbs_in(tokenize(question.text)))
    others = [c for c in table.columns if c.is_numeric and not c.is_key and c.name != measure.columns[0]
              and named_by_verbs(c, verbs)] if table is not None else []
    if len(others) != 1:
        return None
    part = f"SUM({qualified(table.name, others[0].name)})"
    sql = (f"SELECT round(100.0 * {part} / {measure.sql}, 2) AS percent, {part} AS matching, "
           f"{measure.sql} AS total {scope.from_where()}")
    text = column_label(others[0].name)
    title = f"Share of {measure.label} that is {text}"[:80]
    return QueryPlan(scope.root, sql, title, "share", filter_text=scope.filter_text, dimension_label=text,
                     **common)
