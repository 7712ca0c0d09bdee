"""Two columns of one row that differ only by a role, for the offline analyst: `home_score` and `away_score`,
`pickup_fee` and `return_fee`. "Have home sides or away sides scored more goals?" names both roles and what the
columns hold (a verb or noun of their shared word), so each column is summed (or averaged) side by side.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.events import verb_stems
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words, quote_identifier


def _role_pairs(table: TableInfo) -> list[tuple[ColumnInfo, ColumnInfo]]:
    """Numeric columns named `<role>_<what>` twice with the same `<what>` and different roles."""
    named = [(c, column_words(c.name)) for c in table.columns if c.is_numeric and not c.is_key]
    named = [(c, words) for c, words in named if len(words) == 2]
    return [(a, b) for i, (a, (role_a, what_a)) in enumerate(named) for b, (role_b, what_b) in named[i + 1:]
            if what_a == what_b and role_a != role_b]


def _named_pair(question: Question, table: TableInfo) -> tuple[ColumnInfo, ColumnInfo] | None:
    """The pair whose shared word the question uses, with its two roles set against each other ("home sides or
    away sides"; "home and away" means every row, not two)."""
    spoken = set(question.words) | {s for w in question.words for s in verb_stems(w)}
    named = [(a, b) for a, b in _role_pairs(table) if column_words(a.name)[1] in spoken
             and _set_against(question.text, column_words(a.name)[0], column_words(b.name)[0])]
    return named[0] if len(named) == 1 else None


def _set_against(text: str, one: str, other: str) -> bool:
    between = r"\s+(?:\w+\s+){0,3}?(?:or|vs\.?|versus|against|than|compared (?:with|to))\s+(?:\w+\s+){0,3}?"
    return any(re.search(rf"\b{a}{between}{b}\b", text) for a, b in ((one, other), (other, one)))


def role_pair_plan(question: Question, tables: Sequence[TableInfo], filters: Sequence[Filter]
                   ) -> tuple[QueryPlan, set[str]] | None:
    """The plan comparing the two role columns the question names, and the words it accounts for."""
    found = [(t, pair) for t in tables if (pair := _named_pair(question, t)) is not None]
    if len(found) != 1:
        return None
    table, pair = found[0]
    aggregate = "AVG" if {"average", "mean"} & set(question.words) else "SUM"
    own = [f for f in filters if f.table == table.name]
    where = " WHERE " + " AND ".join(f.sql for f in own) if own else ""
    items = [f"{aggregate}({quote_identifier(table.name)}.{quote_identifier(c.name)}) AS {c.name}" for c in pair]
    sql = f"SELECT {', '.join(items)} FROM {quote_identifier(table.name)}{where}"
    labels = tuple(f"{'average' if aggregate == 'AVG' else 'total'} {column_label(c.name)}" for c in pair)
    filter_text = " where " + " and ".join(f.text for f in own) if own else ""
    plan = QueryPlan(table.name, sql, f"{labels[0]} and {labels[1]}"[:80].capitalize(), "aggregate", 1.0,
                     value_labels=labels, filter_text=filter_text, subject=" and ".join(labels))
    return plan, {w for c in pair for w in column_words(c.name)} | {w for f in own for w in f.words}
