"""Question → DuckDB SQL for the offline analyst: the query plans (`best_plan`) and the fix for an invalid
SQL's wrong identifier (`corrected_sql`).

Pure and deterministic. The words, schema, question parsing and column matching it builds on live in
`words`, `schema`, `question` and `matching`; the package's docstring lists what the analyst can and cannot
answer.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from agents.runtime.llm.analyst.matching import (
    CURRENCY_NAMES,
    TABLE_MENTION,
    Dimension,
    Filter,
    aggregates_in,
    dimension_for,
    measures_for,
    names_its_rows,
    value_in_text,
    year_filters,
)
from agents.runtime.llm.analyst.coverage import meaningful, premises_of_the_business
from agents.runtime.llm.analyst.date_filters import question_date_filter
from agents.runtime.llm.analyst.dates import names_a_date
from agents.runtime.llm.analyst.events import verb_objects
from agents.runtime.llm.analyst.flags import question_filters
from agents.runtime.llm.analyst.sold_rows import sold_elsewhere, sold_filters
from agents.runtime.llm.analyst.keys import foreign_columns, key_graph
from agents.runtime.llm.analyst.limits import adds_up_goods_for_money, counts_for_how_much
from agents.runtime.llm.analyst.joined_plans import joined_plan, needs_joined_plan
from agents.runtime.llm.analyst.measure_choice import names_rows_where_money_is_asked
from agents.runtime.llm.analyst.minor_units import in_minor_units
from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.question import (
    Phrase,
    Question,
    TopRequest,
    compound_parts,
    initialism_words,
    mentions_table,
    without_words,
)
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import (
    AGGREGATE_LABELS,
    FILLER_WORDS,
    GRAIN_WORDS,
    NUMBER_WORDS,
    QUERY_WORDS,
    SUPERLATIVE_MEASURES,
    abbreviated_words,
    column_label,
    column_words,
    quote_identifier,
    table_words,
)

PREVIEW_LIMIT = 20


# ---------------------------------------------------------------- query plans


@dataclass(frozen=True)
class _Values:
    items: tuple[str, ...]
    labels: tuple[str, ...]
    title: str


def _alias(name: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", name.lower()).strip("_") or "value"


def _value_label(aggregate: str, column: str) -> str:
    prefix, label = AGGREGATE_LABELS[aggregate], column_label(column)
    return label if label.split()[0] == prefix else f"{prefix} {label}"  # not "total total price"


def _values(question: Question, measures: Sequence[ColumnInfo]) -> _Values:
    if not measures:
        return _Values(("count(*) AS row_count",), ("row count",), "Row count")
    explicit = aggregates_in(question, measures)
    pairs = [(agg, column) for column in measures for agg in explicit or ["SUM"]][:6]
    items = tuple(f"{agg}({_in_main_units(c.name)}) AS {agg.lower()}_{_alias(c.name)}" for agg, c in pairs)
    labels = tuple(_value_label(agg, c.name) + (" in whole units (÷ 100)" if in_minor_units(c.name) else "")
                   for agg, c in pairs)
    title = ", ".join(labels) if explicit else ", ".join(column_label(c.name) for c in measures)
    return _Values(items, labels, title[:1].upper() + title[1:])


def _in_main_units(column: str) -> str:
    quoted = quote_identifier(column)
    return f"{quoted} / 100.0" if in_minor_units(column) else quoted


def _measures_and_counting(
    question: Question, table: TableInfo, exclude: str | None
) -> tuple[list[tuple[ColumnInfo, float]], bool]:
    top = question.top
    if top and top.measure and top.measure.words:
        measures = measures_for(top.measure.words, table, exclude=exclude, single=True, asked=question.words)
        counting = question.counts_rows or mentions_table(top.measure.words, table.name)
        return measures, not measures and counting
    if question.how_many:
        measures = measures_for(question.how_many.words, table, exclude=exclude)
        return measures, not measures
    if question.counts_rows:
        return [], True
    words = without_words(question.main_words, top.dimension.words) if top else question.main_words
    measures = measures_for(words, table, exclude=exclude)
    return [(c, s) for c, s in measures if not names_rows_where_money_is_asked(c, question)], False


def _select(table: str, items: Sequence[str], filters: Sequence[Filter], tail: str = "") -> str:
    sql = f"SELECT {', '.join(items)} FROM {quote_identifier(table)}"
    if filters:
        sql += " WHERE " + " AND ".join(f.sql for f in filters)
    return sql + tail


def _filter_text(filters: Sequence[Filter]) -> str:
    values = [f.text for f in filters if not f.text.startswith("in ")]
    years = [f.text for f in filters if f.text.startswith("in ")]
    return (" where " + " and ".join(values) if values else "") + "".join(" " + y for y in years)


def _unmatched_words(
    question: Question,
    table: TableInfo,
    phrase: Phrase | None,
    filters: Sequence[Filter],
    used_columns: Sequence[str],
    schemas: Sequence[TableInfo] = (),
) -> tuple[str, ...]:
    """Content words nothing in the plan accounts for (e.g. "revenue" on a table without such a column)."""
    known = {*table_words(table.name), *(phrase.words if phrase else ()), *GRAIN_WORDS}
    known |= initialism_words(question.main_words, table.name)
    known |= {word for f in filters for word in f.words} | FILLER_WORDS | QUERY_WORDS
    used = {word for column in used_columns for word in column_words(column)}
    known |= used | {w for w, (_, names) in SUPERLATIVE_MEASURES.items() if set(names) & used}  # "heaviest"
    known |= CURRENCY_NAMES if used & CURRENCY_NAMES else set()  # "in rupees" of money kept in paise
    name_parts = {*table_words(table.name), *(w for c in table.columns for w in column_words(c.name))}
    known |= compound_parts(question, known) | abbreviated_words(question.main_words, name_parts)
    known |= premises_of_the_business(question.text, name_parts)  # "shop sales" of a shop's one till
    # "cars" we "washed", unless another table holds the word as a value ("bought theatre tickets")
    known |= verb_objects(question.original, [table.name], [table, *schemas], ())
    return meaningful([
        w for w in dict.fromkeys(question.main_words) if w not in known and w.isalpha() and w not in NUMBER_WORDS
    ])


def _missing_parts(
    question: Question, dimension: Dimension | None, has_values: bool, unmatched: Sequence[str]
) -> tuple[str, ...]:
    top = question.top
    phrase = top.dimension if top else question.group_by
    missing = []
    if phrase and dimension is None:
        missing.append(f'a column for "{phrase.text or "the ranking"}"')
    # Grouping without a measure counts rows, unless the question named a measure this table lacks.
    wants_measure = bool(top) or bool(aggregates_in(question, [])) or (phrase is not None and bool(unmatched))
    if wants_measure and not has_values:
        what = f'"{" ".join(unmatched)}"' if unmatched else ("the ranking" if top else "the aggregate")
        missing.append(f"a numeric column for {what}")
    return tuple(missing)


def _date_filters(question: Question, table: TableInfo) -> list[Filter]:
    """The month, quarter or range the question names ("in March 2026") on the table's date, else its
    years."""
    if names_a_date(question.date_text):
        window, _ = question_date_filter(question, [table], table.name, [])
        if window is not None:
            return [window]
    return year_filters(question, table)


def plan_for_table(question: Question, table: TableInfo, foreign: frozenset[str] = frozenset(),
                   schemas: Sequence[TableInfo] = ()) -> QueryPlan | None:
    """The query that answers `question` on `table` (one of `schemas`), or None when nothing in the question
    matches it."""
    top = question.top
    phrase = top.dimension if top else question.group_by
    dimension = dimension_for(phrase, table, question) if phrase else None
    measurable = replace(table, columns=tuple(c for c in table.columns if c.name not in foreign))  # no key sums
    scored_measures, counting = _measures_and_counting(
        question, measurable, dimension.column if dimension else None
    )
    measures = [column for column, _ in scored_measures]
    filters = [f for f in question_filters(question, table) if not names_its_rows(f, table.name)]
    filters += sold_filters(question, table, qualified_names=False)
    dated = _date_filters(question, table)
    filters += dated
    mention = TABLE_MENTION if mentions_table(question.main_words, table.name) else 0.0
    # a window without a year ("a project named Q3 review") dates the rows only once something else matches
    undated = len(dated) if dated and not question.years else 0
    score = (
        mention + (dimension.score if dimension else 0.0) + sum(s for _, s in scored_measures) + len(filters)
        - undated
    )
    if score == 0:
        return None
    used = [c.name for c in measures] + ([dimension.column] if dimension else [])
    unmatched = _unmatched_words(question, table, phrase, filters, used, schemas)
    missing = _missing_parts(question, dimension, bool(measures) or counting, unmatched)
    if missing:
        return QueryPlan(table.name, "", "", "incomplete", score, missing)
    empty = frozenset(c.name for c in table.columns if c.nulls)
    plan = _complete_plan(question, table.name, dimension, measures, filters, score, empty)
    if question.years and not dated:
        unmatched += tuple(str(year) for year in question.years)  # no date column to filter on
    # a key, or a column pointing at another table's key (`tickets.product` holds SKUs a joined label names)
    by_key = dimension is not None and (dimension.column in foreign or any(
        c.name == dimension.column and c.is_key for c in table.columns))
    return replace(plan, ignored_words=unmatched, groups_by_key=by_key)


def _top_plan(top: TopRequest, table: str, dimension: Dimension, values: _Values, filters: list[Filter],
              common: dict, empty: frozenset[str]) -> QueryPlan:
    direction = "DESC" if top.descending else "ASC"
    # a ranking names someone: rows with no label are no contender (a column as it is, with empty values)
    plain = dimension.expression == quote_identifier(dimension.column) and dimension.column in empty
    named = f" HAVING {dimension.expression} IS NOT NULL" if plain else ""
    # ties broken by name, for stable answers
    tail = f" GROUP BY 1{named} ORDER BY 2 {direction}, 1 LIMIT {top.limit}"
    sql = _select(table, [dimension.expression, *values.items], filters, tail)
    ranked_by = top.measure.text if top.measure and top.measure.text else values.title.lower()
    title = f"{'Top' if top.descending else 'Bottom'} {top.limit} {dimension.label} by {ranked_by}"
    return QueryPlan(
        table, sql, _title(title, filters), "top", dimension_label=dimension.label, descending=top.descending,
        **common,
    )  # fmt: skip


def _title(title: str, filters: Sequence[Filter]) -> str:
    suffix = " (" + ", ".join(f.text for f in filters) + ")" if filters else ""
    return (title + suffix)[:80]


def _complete_plan(
    question: Question,
    table: str,
    dimension: Dimension | None,
    measures: list[ColumnInfo],
    filters: list[Filter],
    score: float,
    empty: frozenset[str] = frozenset(),  # the columns with empty values
) -> QueryPlan:
    values = _values(question, measures)
    common = {"score": score, "value_labels": values.labels, "filter_text": _filter_text(filters)}
    if question.top and dimension:
        return _top_plan(question.top, table, dimension, values, filters, common, empty)
    if dimension:
        sql = _select(table, [dimension.expression, *values.items], filters, " GROUP BY 1 ORDER BY 1")
        title = _title(f"{values.title} by {dimension.label}", filters)
        return QueryPlan(table, sql, title, "grouped", dimension_label=dimension.label, **common)
    if measures:
        sql = _select(table, values.items, filters)
        return QueryPlan(table, sql, _title(values.title, filters), "aggregate", **common)
    if question.counts_rows:
        return count_plan(table, filters, score=score)
    return preview_plan(table, filters, score=score)


def count_plan(table: str, filters: Sequence[Filter] = (), *, score: float = 0.0) -> QueryPlan:
    return QueryPlan(
        table,
        _select(table, ["count(*) AS row_count"], filters),
        _title(f"Row count of {table}", filters),
        "count",
        score,
        value_labels=("row count",),
        filter_text=_filter_text(filters),
    )


def preview_plan(table: str, filters: Sequence[Filter] = (), *, score: float = 0.0) -> QueryPlan:
    return QueryPlan(
        table,
        _select(table, ["*"], filters, f" LIMIT {PREVIEW_LIMIT}"),
        f"Preview of {table}",
        "preview",
        score,
        filter_text=_filter_text(filters),
    )


def best_plan(
    question: Question, tables: Sequence[TableInfo], *, only_table: str | None = None
) -> QueryPlan | None:
    """The best plan over `tables`: complete, then using every question word, then the strongest match.

    Ties keep table order.
    """
    if only_table is not None:
        table = next((t for t in tables if t.name == only_table), TableInfo(only_table))
        joined = joined_plan(question, [table]) if table.columns else None
        plan = _better(plan_for_table(question, table, schemas=tables), joined, question)
        if plan is not None:
            return plan
        filters = question_filters(question, table) + year_filters(question, table)
        return count_plan(table.name, filters) if question.counts_rows else preview_plan(table.name, filters)
    foreign = foreign_columns(tables)
    plans = [plan_for_table(question, t, frozenset(c for name, c in foreign if name == t.name), tables)
             for t in tables]
    plans = [plan for plan in plans if plan is not None]
    single = max(plans, key=lambda plan: (plan.complete, -len(plan.ignored_words), plan.score), default=None)
    joined = joined_plan(question, tables) if tables else None
    return _better(single, joined, question, tables)


def _better(single: QueryPlan | None, joined: QueryPlan | None, question: Question,
            tables: Sequence[TableInfo] = ()) -> QueryPlan | None:
    """The plan over one table, unless the join planner's ranks higher (it knows more shapes, even over one
    table: money in words, two windows compared, lines of orders some of which were cancelled)."""
    single_fits = not needs_joined_plan(question) and not (single and (
        _ranks_by_other_rows(single, question) or _sold_elsewhere(question, single, tables)))
    if joined is None or (
            single is not None and _rank(single, single_fits, question) >= _rank(joined, True, question)):
        return single
    return joined


def _sold_elsewhere(question: Question, single: QueryPlan, tables: Sequence[TableInfo]) -> bool:
    table = next((t for t in tables if t.name == single.table), None)
    return table is not None and sold_elsewhere(question, table, tables, key_graph(tables))


def _ranks_by_other_rows(single: QueryPlan, question: Question) -> bool:
    """"the top lifeguards by number of shifts" ranks by the rows of `shifts`: counting the lifeguards' own rows
    does not fit."""
    measure = question.top.measure if question.top else None
    return bool(measure and measure.words) and "count(*)" in single.sql and not (
        mentions_table(measure.words, single.table))


def _rank(plan: QueryPlan, fits_shape: bool, question: Question) -> tuple[bool, bool, bool, bool, int, bool]:
    """Complete first, then not a row count for "how much" nor goods added up for money, then of the
    question's shape, then fewer unmatched words, then rows named by a label rather than a bare key."""
    for_money = not adds_up_goods_for_money(question, plan)
    return (plan.complete, not counts_for_how_much(question, plan), for_money, fits_shape,
            -len(plan.ignored_words), not plan.groups_by_key)


# ---------------------------------------------------------------- fixing invalid SQL


def _quoted_names(text: str) -> list[str]:
    return [name.replace('""', '"') for name in re.findall(r'"((?:[^"]|"")+)"', text)]


def corrected_sql(sql: str, *, message: str, hint: str, known_names: Sequence[str]) -> str | None:
    """`sql` with the one identifier the error complains about replaced by the hinted (or closest) name."""
    used = _quoted_names(sql)
    wrong = next((name for name in _quoted_names(message) if name in used), None)
    wrong = wrong or next((name for name in used if name not in known_names), None)
    if wrong is None:
        return None
    hinted = [name.split(".")[-1] for name in _quoted_names(hint)]
    hinted += [name for name in known_names if value_in_text(name.lower(), hint.lower())]
    close = difflib.get_close_matches(wrong, [n for n in known_names if n != wrong], n=1, cutoff=0.6)
    from_message = [name.split(".")[-1] for name in _quoted_names(message)]
    replacement = next((name for name in hinted + close + from_message if name != wrong), None)
    if replacement is None:
        return None
    return sql.replace(quote_identifier(wrong), quote_identifier(replacement))
