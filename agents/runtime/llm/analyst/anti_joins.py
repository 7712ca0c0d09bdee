"""Rows with no match, for the offline analyst (`anti_plan`): "customers who never ordered", "which classes has
nobody booked", "which vets have never seen a rabbit" (a filter on the missing rows goes inside the test).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.date_filters import question_date_filter
from agents.runtime.llm.analyst.events import linked_event_table
from agents.runtime.llm.analyst.flags import question_filters
from agents.runtime.llm.analyst.sold_rows import sold_filters
from agents.runtime.llm.analyst.grains import Scope, alias
from agents.runtime.llm.analyst.join_terms import JOINING_WORDS, date_column, label_of_table, row_label
from agents.runtime.llm.analyst.keys import JoinKey, from_clause, join_path, qualified, referencing
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.measure_choice import mentioned_tables
from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.relative_dates import RelativeWindow, relative_window
from agents.runtime.llm.analyst.roles import direction_words, other_roles
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import column_words, quote_identifier, word_set

LIST_WORDS = word_set("which who list show name")  # "Are there any tutors who have never taught? Who?"


def anti_plan(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]
              ) -> tuple[QueryPlan, list[str], set[str]] | None:
    """The plan, the tables it reads and the question words it accounts for; None without a table to test."""
    named = mentioned_tables(question, tables, question.words)
    if not named:
        return None
    entity = next(t for t in tables if t.name == named[0])
    event = linked_event_table(question.words, tables, keys, entity=entity.name)
    pointing = sorted(referencing(keys, entity.name), key=lambda k: (k.table != event, k.table not in named))
    if not pointing:
        return None
    key = pointing[0]
    filters = question_filters(question, entity, qualified_names=True)
    missing, inside = _missing(question, tables, keys, key, entity.name)
    scope = Scope(entity.name, (), tuple(filters))
    label = label_of_table(entity)
    # "is there anything on the menu we've never sold": the things, by name
    is_there = re.match(r"(?:is|are) there (?:any|anything)\b", question.original.lower())
    asks_which = bool(set(question.words) & LIST_WORDS) or bool(is_there)
    lists = asks_which and not question.how_many and label is not None
    subject = f"{entity.name} with no {key.table}"
    common = {"score": 1.0, "subject": subject, "joins": (key.describe(),), "filter_text": scope.filter_text}
    if lists:
        sql = f"SELECT {row_label(entity, label, entity.name).expression} {scope.from_where([missing])} ORDER BY 1"
        plan = QueryPlan(entity.name, sql, subject[:80], "anti_list", **common)
    else:
        count_name = f"{alias(entity.name)}_without_{alias(key.table)}"
        sql = f"SELECT count(*) AS {count_name} {scope.from_where([missing])}"
        plan = QueryPlan(entity.name, sql, f"Count of {subject}"[:80], "anti_count", **common)
    words = {*column_words(key.column), *(w for f in [*filters, *inside] for w in f.words)}
    words |= direction_words([key]) if other_roles(key, keys, question) else set()
    return plan, [entity.name, key.table, *(f.table for f in inside)], words


_NOT = frozenset({"t", "not", "never", "no"})  # "haven't" is read as (haven, t)


def _said_positively(found: Filter) -> Filter:
    """"haven't finished a single session": the negation is the missing rows' own, so the rows tested are the
    finished ones (`sts = 'DONE'` inside NOT EXISTS, never `<>`)."""
    negated = " <> " in found.sql or " NOT IN (" in found.sql
    if found.values or not negated or not _NOT & set(found.words):
        return found
    sql = found.sql.replace(" <> ", " = ", 1).replace(" NOT IN (", " IN (", 1)
    return replace(found, sql=sql, text=found.text.replace(" is not ", " is ", 1))


def _window_of_missing(question: Question, counted: TableInfo, tables: Sequence[TableInfo], entity: str
                       ) -> list[Filter]:
    """"haven't had a lesson since September", "no pick-up this year": the rows missing in that window, on
    their own date; not when the date says when the entity joined ("members who joined in 2025")."""
    own = next((t for t in tables if t.name == entity), None)
    joining = JOINING_WORDS - {"since", "start", "started"} | {"new"}  # "since September" is the window's
    if own is not None and set(question.words) & joining and any(
            c.is_temporal for c in own.columns):
        return []
    found, _ = question_date_filter(question, [counted], counted.name, [])
    return [found] if found is not None else []


_NEGATION = re.compile(r"\b(?:haven|hasn|hadn|didn|don|doesn|weren|aren|isn)['’]?t\b"
                       r"|\bnot\b|\bnever\b|\bno\b")


def _returning(question: Question, counted: TableInfo) -> tuple[Filter, str] | None:
    """"last year's customers who haven't ordered again this year": the stretch after the negation has no
    row (the filter inside NOT EXISTS), the other one has some (the condition of an EXISTS test)."""
    window = relative_window(question.text)
    dated = date_column([counted], counted.name, [], question.words) if window and window.span == 2 else None
    if dated is None:
        return None
    table, column = dated
    negation = _NEGATION.search(question.text)
    latest = re.search(rf"\b(?:this|current) {window.unit}\b", question.text)
    missing = 0 if negation is None or latest is None or latest.start() > negation.start() else -1
    quoted, name = qualified(table, column.name), quote_identifier(table)
    gap, there = (RelativeWindow(window.unit, offset, window.words) for offset in (missing, -1 - missing))
    found = Filter(gap.condition(quoted, name), gap.text, window.words, table=table)
    return found, there.condition(quoted, name)


def _missing(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey], key: JoinKey, entity: str
             ) -> tuple[str, list[Filter]]:
    """The NOT EXISTS test, with the question's filters on other tables inside it ("never seen a rabbit")."""
    inside = [_said_positively(f) for t in tables if t.name != entity
              for f in question_filters(question, t, qualified_names=True)]
    counted = next((t for t in tables if t.name == key.table), None)  # "never sold a ticket": none unrefunded
    returning = None
    if counted is not None:
        inside += sold_filters(question, counted, qualified_names=True)
        returning = _returning(question, counted)
        inside += [returning[0]] if returning else _window_of_missing(question, counted, tables, entity)
    path = join_path(keys, key.table, [f.table for f in inside if f.table and f.table != key.table])
    if path is None or any(entity in (k.table, k.target) for k in path):
        inside, path = [], []
    conditions = " AND ".join([key.condition(), *(f.sql for f in inside)])
    tests = [f"NOT EXISTS (SELECT 1 {from_clause(key.table, path)} WHERE {conditions})"]
    if returning:  # "last year's customers": some row in the other stretch
        tests.insert(0, f"EXISTS (SELECT 1 FROM {quote_identifier(key.table)} WHERE {key.condition()} "
                        f"AND {returning[1]})")
    # "neither arrivals nor departures": no row points at the entity in any role
    tests += [f"NOT EXISTS (SELECT 1 FROM {quote_identifier(k.table)} WHERE {k.condition()})"
              for k in other_roles(key, keys, question)]
    return " AND ".join(tests), inside
