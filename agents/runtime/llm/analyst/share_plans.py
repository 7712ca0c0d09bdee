"""Shares for the offline analyst: the part of a measure its value filters make up ("what percentage of orders
were cancelled"), and the share of one amount that another amount of the same rows is ("what proportion of the
amount claimed did we pay out" is `SUM(amount_paid) / SUM(amount_claimed)`, the verb of the part naming a second
money column of the table the whole is summed from; every filter then narrows both).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.events import verbs_in
from agents.runtime.llm.analyst.grains import Scope
from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.value_names import demonym_stems, value_in_text
from agents.runtime.llm.analyst.verb_amounts import named_by_verbs
from agents.runtime.llm.analyst.words import column_label, column_words, singular, tokenize

_LEAD_CLAUSE = re.compile(r"^(?:of|at|among|for|in)\b(.+?),\s*(?:what|which|how)\b", re.IGNORECASE)
_SHARE_WHOLE = re.compile(r"\b(?:percentage|percent|share|proportion|fraction) of (.+?)(?=\b(?:were|was|are|is|came|"
                          r"come|comes|went|go|ended|had|have|has|did|does|do|that|which|who|from)\b|[?.]|$)")
# "What share of our sales is veggie? Only paid orders.", "…, paid orders only": a condition on every row
_ONLY = re.compile(r"(?:^|[.?!;,(]\s*)(?:only|just)\s+((?:count\s+)?[a-z' -]+?)\s*(?=[.?!;,)]|$)"
                   r"|(?:^|[.?!;,(]\s*)([a-z' -]+?)\s+only\s*(?=[.?!;,)]|$)")
# "share of our revenue from completed stays comes from Scotland": the whole runs up to the verb of the part
_WHOLE_BEFORE_FROM = re.compile(r"\b(?:percentage|percent|share|proportion|fraction) of (.+?) "
                                r"(?:comes?|came|is|are|was|were) (?:from|in|at)\b")


def value_label(measure: Measure) -> str:
    if measure.aggregate == "COUNT":
        return f"number of {measure.label}"
    prefix = {"SUM": "total", "AVG": "average", "MIN": "minimum", "MAX": "maximum"}[measure.aggregate]
    return measure.label if measure.label.startswith(prefix) else f"{prefix} {measure.label}"


# a value set aside narrows the whole ("cancelled jobs don't count"); it is no part
_LEFT_OUT = frozenset({"count", "counted", "counting", "out", "excluding", "exclude", "aside", "ignore",
                       "ignoring"})


def share_plan(question: Question, measure: Measure, scope: Scope, common: dict) -> QueryPlan | None:
    """The share of `measure` its value filters make up; a filter named as the whole ("share of completed-rental
    revenue", "Of the flights leaving London, …") narrows both sides instead."""
    conditions = [f for f in scope.filters if f.column and f.values] or [
        f for f in scope.filters if f.column and (" <> " in f.sql or " NOT IN (" in f.sql) and f.words
        and not set(f.words) & _LEFT_OUT]  # "buyers outside Switzerland": `country <> 'CH'` is the part
    whole = _WHOLE_BEFORE_FROM.search(question.text) or _SHARE_WHOLE.search(question.text)
    # "share of completed-rental revenue that came from Berlin": completed is the whole, Berlin the part
    conditions = [f for f in conditions if not whole or not _named_in(f, whole.group(1))] or conditions
    # "Of the flights leaving London, what percentage ...": a filter named before the question is the whole's
    lead = _LEAD_CLAUSE.match(question.original)
    conditions = [f for f in conditions if not lead or not _named_in(f, lead.group(1))] or conditions
    only = [found.group(1) or found.group(2) for found in _ONLY.finditer(question.text)]
    conditions = [f for f in conditions if not any(_named_in(f, said) for said in only)] or conditions
    if not conditions:
        return None
    where = " AND ".join(f.sql for f in conditions)
    rest = Scope(scope.root, scope.path, tuple(f for f in scope.filters if f not in conditions))
    part, whole = f"{measure.sql} FILTER (WHERE {where})", measure.sql
    sql = (f"SELECT round(100.0 * {part} / {whole}, 2) AS percent, {part} AS matching, {whole} AS total "
           f"{rest.from_where(keep_unmatched=True)}")
    text = " and ".join(f.text for f in conditions)
    title = f"Share of {value_label(measure)} where {text}"[:80]
    return QueryPlan(scope.root, sql, title, "share", filter_text=rest.filter_text, dimension_label=text,
                     **common)


def _named_in(found: Filter, text: str) -> bool:
    flag = set(found.values) <= {"true", "false"}
    spoken = column_words(found.column) if flag else [v.lower() for v in found.values]
    places = demonym_stems(text)
    named_by = set(found.words) - set(column_words(found.column)) - set(spoken)
    if found.sql.endswith(("IS NULL", "IS NOT NULL")):  # "of returned loans": the state its column names
        named_by |= set(column_words(found.column)) - {"date", "at", "on", "time", "timestamp"}
    if named_by & {singular(t) for t in tokenize(text)}:
        return True  # named by its verb or an outcome word: "completed stays" for `stayed`
    return all(value_in_text(v, text.lower()) or any(v.startswith(p) for p in places) for v in spoken)


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
