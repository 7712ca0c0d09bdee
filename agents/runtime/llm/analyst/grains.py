"""Aggregating at the right grain for the offline analyst's plans across tables: the rows a plan aggregates
(`Scope`), sums that must not repeat a row joined to many ("freight cost of shipments containing Electronics"),
counts that count a key once, and averages of per-row totals ("average order value").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from agents.runtime.llm.analyst.events import is_event_table
from agents.runtime.llm.analyst.join_terms import Label, Measure, names_table
from agents.runtime.llm.analyst.keys import (
    JoinKey,
    fans_out,
    from_clause,
    join_path,
    own_key,
    qualified,
    table_entity,
)
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo

DATE_TEXT_LEADS = ("in ", "between ", "since ", "after ", "before ", "until ")


@dataclass(frozen=True)
class Scope:
    """The rows a plan aggregates: the root table, its joins and its WHERE conditions."""

    root: str
    path: tuple[JoinKey, ...]
    filters: tuple[Filter, ...]

    def from_where(self, extra: Sequence[str] = (), *, keep_unmatched: bool = False) -> str:
        """`keep_unmatched`: LEFT JOIN, so that a root row whose key is empty (a session paid by card has no
        account) still counts in a share's whole; only where the joins repeat no root row."""
        conditions = [f.sql for f in self.filters] + list(extra)
        where = " WHERE " + " AND ".join(conditions) if conditions else ""
        left = keep_unmatched and not fans_out(self.root, self.path)
        return from_clause(self.root, self.path, join="LEFT JOIN" if left else "JOIN") + where

    @property
    def filter_text(self) -> str:
        values = [f.text for f in self.filters if not f.text.startswith(DATE_TEXT_LEADS)]
        dates = [f.text for f in self.filters if f.text not in values]
        return (" where " + " and ".join(values) if values else "") + "".join(" " + d for d in dates)


def alias(text: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", text.lower()).strip("_") or "value"


def value_alias(measure: Measure) -> str:
    if measure.aggregate == "COUNT":
        return f"{alias(measure.label if measure.distinct else measure.root)}_count"
    return f"{measure.aggregate.lower()}_{alias('_'.join(measure.columns) or measure.label)}"


def without_fan_out(scope: Scope, needed: Sequence[str], keys: Sequence[JoinKey], tables: Sequence[TableInfo]
                     ) -> Scope:
    """A sum over the root's rows must not repeat them: a filter on a table joined through rows that point at
    the root ("freight cost of shipments containing Electronics" reaches items through shipment lines)
    becomes a test of the root's key in a subquery, so each shipment counts once."""
    main = join_path(keys, scope.root, [t for t in needed if t != scope.root]) or []
    root = next((t for t in tables if t.name == scope.root), None)
    key = own_key(root) if root is not None else None
    if not fans_out(scope.root, scope.path) or fans_out(scope.root, main) or key is None:
        return scope
    reached = {scope.root} | {k.table for k in main} | {k.target for k in main}
    filters = tuple(f if not f.table or f.table in reached else _semi_join(f, scope.root, key.name, keys)
                    for f in scope.filters)
    return Scope(scope.root, tuple(main), filters)


def _semi_join(found: Filter, root: str, key: str, keys: Sequence[JoinKey]) -> Filter:
    path = join_path(keys, root, [found.table]) or []
    sql = f"{qualified(root, key)} IN (SELECT {qualified(root, key)} {from_clause(root, path)} WHERE {found.sql})"
    return replace(found, sql=sql, table=root)


def summed_over_events(measure: Measure, scope: Scope, question: Question, tables: Sequence[TableInfo],
                       keys: Sequence[JoinKey]) -> Measure:
    """"How many credits did scholarship students pass": a column of an entity the question does not name
    (courses), filtered through the events pointing at it (enrolments), is summed once per event."""
    by_name = {t.name: t for t in tables}
    root = by_name.get(measure.root)
    if measure.aggregate != "SUM" or len(measure.columns) != 1 or root is None or names_table(question.words, root):
        return measure
    events = [k.table for k in scope.path if k.target == root.name and k.table in by_name
              and is_event_table(by_name[k.table], keys)]
    return replace(measure, root=events[0], tables=(events[0], *measure.tables)) if events else measure


AVERAGE_COUNT = re.compile(r"\baverage (?:number|count) of [a-z ]+? (?:per|for each|each|by) [a-z]+")


def average_count_per(question: Question, measure: Measure, label: Label | None, keys: Sequence[JoinKey]
                      ) -> tuple[Measure, Label | None]:
    """"Average number of visits per pet": the rows counted for each pet, averaged over the pets that have
    any (not one count per pet)."""
    if label is None or measure.aggregate != "COUNT" or not AVERAGE_COUNT.search(question.text):
        return measure, label
    key = next((k for k in keys if k.table == measure.root and k.target == label.table), None)
    if key is None:
        return measure, label
    per = qualified(key.table, key.column)
    return replace(measure, expression="1", aggregate="AVG", label=f"{measure.root} per {table_entity(label.table)}",
                   per=per), None


def counted_once(measure: Measure, scope: Scope, tables: Sequence[TableInfo]) -> Measure:
    """"Customers per order status" joins each customer to many orders: count the customers' keys once."""
    root = next((t for t in tables if t.name == scope.root), None)
    key = own_key(root) if root is not None else None
    if measure.aggregate != "COUNT" or measure.distinct or key is None or not fans_out(scope.root, scope.path):
        return measure
    return replace(measure, distinct=qualified(root.name, key.name))


def per_total(measure: Measure, label: Label | None, scope: Scope) -> str:
    """The average of each `measure.per` key's total, grouped by `label` when there is one; "" without `per`."""
    if not measure.per:
        return ""
    value_name = value_alias(measure)
    if label is None:
        return (f"SELECT AVG(total) AS {value_name} FROM (SELECT {measure.per}, SUM({measure.expression}) AS total "
                f"{scope.from_where()} GROUP BY 1) AS totals")
    bare, _, name = label.expression.partition(" AS ")
    name = name or alias(label.column)
    return (f"SELECT grouped AS {name}, AVG(total) AS {value_name} FROM (SELECT {bare} AS grouped, {measure.per}, "
            f"SUM({measure.expression}) AS total {scope.from_where()} GROUP BY 1, 2) AS totals GROUP BY 1")


def per_header(
    measure: Measure, question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]
) -> Measure:
    """"Average order value": a product averaged over the rows of a table its lines point at, which the
    question names, is the average of each of those rows' totals."""
    if measure.aggregate != "AVG" or len(measure.columns) != 2 or measure.span:
        return measure
    by_name = {t.name: t for t in tables}
    for key in keys:
        named = key.target in by_name and names_table(question.words, by_name[key.target])
        if key.table == measure.root and named:
            return replace(measure, per=qualified(key.table, key.column))
    return measure
