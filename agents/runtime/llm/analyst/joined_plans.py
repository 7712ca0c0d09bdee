"""Question → DuckDB SQL across tables for the offline analyst (`joined_plan`): top N with a label from a
joined table, measures over joined columns (revenue as quantity × price), "per X" groupings, counts of rows
with no match (anti-joins), shares of a filter and comparisons of two values, each filtered by values seen
in the samples and by a date window (a month, quarter, day or range) or a year.

The tables join along the keys `keys.key_graph` finds, starting from the table whose rows are aggregated, so
every join goes from a foreign column to the key it points at; the plan lists the join path for the answer.
What is aggregated comes from `measure_choice`, and `grains` keeps sums, counts and averages at the right
grain when a join repeats rows.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.anti_joins import anti_plan
from agents.runtime.llm.analyst.compared_values import (
    COMPARE_WORDS,
    asks_to_compare,
    compared_filter,
    compared_label,
)
from agents.runtime.llm.analyst.dates import DateWindow, date_window, names_a_date
from agents.runtime.llm.analyst.date_filters import question_date_filter
from agents.runtime.llm.analyst.doers import as_doer_question
from agents.runtime.llm.analyst.events import linked_event_table
from agents.runtime.llm.analyst.grains import (
    Scope,
    average_count_per,
    counted_once,
    per_header,
    per_total,
    summed_over_events,
    value_alias,
    without_fan_out,
)
from agents.runtime.llm.analyst.happenings import happened_filter
from agents.runtime.llm.analyst.join_terms import (
    Label,
    Measure,
    count_measure,
    label_for,
    label_of_table,
    name_of_table,
    names_table,
    row_label,
)
from agents.runtime.llm.analyst.keys import (
    JoinKey,
    join_path,
    key_graph,
    qualified,
)
from agents.runtime.llm.analyst.flags import question_filters, without_flag_negations
from agents.runtime.llm.analyst.matching import Filter, names_its_rows, without_nested_values
from agents.runtime.llm.analyst.measure_choice import mentioned_tables, question_measure
from agents.runtime.llm.analyst.net_amounts import net_of_reversals
from agents.runtime.llm.analyst.paid_money import paid_filter
from agents.runtime.llm.analyst.sold_rows import parent_sold_filters, sold_filters
from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.plan_words import ANTI_WORDS, SHARE_WORDS, known_words, unmatched_words
from agents.runtime.llm.analyst.share_plans import ratio_share_plan, share_plan, value_label
from agents.runtime.llm.analyst.role_columns import role_pair_plan
from agents.runtime.llm.analyst.question import Phrase, Question
from agents.runtime.llm.analyst.relative_dates import relative_window
from agents.runtime.llm.analyst.roles import ordered_by_role, plain_keys
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.second_measures import second_values
from agents.runtime.llm.analyst.shared_values import one_table_per_value, tables_after_values
from agents.runtime.llm.analyst.lateness import lateness_filters
from agents.runtime.llm.analyst.presence import presence_filters
from agents.runtime.llm.analyst.states import state_filters
from agents.runtime.llm.analyst.thresholds import one_column_each, thresholds_in
from agents.runtime.llm.analyst.words import (
    AGGREGATE_WORDS,
    GRAIN_WORDS,
    column_words,
    singular,
)

_NEGATED = re.compile(r"\b(?:(?:have|has|had|with) no|(?:haven|hasn|didn|weren|wasn|aren|isn|don|doesn)'?t|not)\b"
                      r"(?:\s+\w+){0,3}\s+(?:any|anything|anyone|ever)\b|\b(?:have|has|had|with) no\b"
                      # "didn't include a main course"
                      r"|\b(?:haven|hasn|hadn|didn|don|doesn)'?t\s+(?:\w+\s+){1,4}(?:a|an|a single)\s"
                      r"|\b(?:have|has|are|is) yet to\b"  # "have yet to place an order"
                      # "haven't used us again", "haven't been back": since they last came
                      r"|\b(?:haven|hasn|hadn|didn|don|doesn)'?t\s+(?:\w+\s+){0,3}(?:again|back)\b")
def _scope(
    root: str, needed: Sequence[str], filters: Sequence[Filter], keys: Sequence[JoinKey]
) -> Scope | None:
    path = join_path(keys, root, [t for t in [*needed, *(f.table for f in filters)] if t and t != root])
    return Scope(root, tuple(path), tuple(filters)) if path is not None else None


def needs_joined_plan(question: Question) -> bool:
    """Whether the question has a shape only a join plan answers: a share, a comparison, rows with no match
    or a date finer than a year."""
    tokens = set(question.words)
    dated = names_a_date(question.date_text) or relative_window(question.text) is not None
    shaped = bool(tokens & (SHARE_WORDS | COMPARE_WORDS | ANTI_WORDS)) or bool(_NEGATED.search(question.text))
    return shaped or dated or bool(thresholds_in(question.text))  # a threshold may be on a joined table


def joined_plan(question: Question, tables: Sequence[TableInfo]) -> QueryPlan | None:
    """The plan over one or more `tables` joined along their keys, or None when the question doesn't fit."""
    question = as_doer_question(question, tables) or question
    keys = ordered_by_role(key_graph(tables), question)
    tokens = set(question.words)
    filters = _question_filters(question, tables, keys)
    states = state_filters(question, tables, filters)
    states += presence_filters(question, tables, [*filters, *states])
    states += lateness_filters(question, tables, [*filters, *states])
    if not tokens & SHARE_WORDS and _asks_for_no_match(question, tables, filters):
        anti = _no_match_plan(question, tables, keys)
        if anti is not None or not states:  # "loans never returned" tests a column instead
            return anti
    filters += states
    if (paired := role_pair_plan(question, tables, filters)) is not None:
        ignored = unmatched_words(question, tables, [paired[0].table], paired[1])
        return replace(paired[0], ignored_words=ignored)
    phrase = question.top.dimension if question.top else question.group_by
    compares = asks_to_compare(question)
    phrase = None if _grain_is_a_value(question, phrase, filters) else phrase
    compared = compared_filter(question, filters, phrase, tables, keys) if not tokens & SHARE_WORDS else None
    grain = bool(phrase and phrase.words and phrase.words[-1] in GRAIN_WORDS)
    label = compared_label(compared) if compared else None
    if label is None and phrase and not grain:
        label = _doer(question, tables, keys) if phrase.words == ("who",) else label_for(phrase, tables, "", keys)
        if label is None:
            return None
    measure = question_measure(question, tables, keys, label.table if label else "")
    if measure is None and grain and filters:  # "which weekday do we do the most deliveries": the rows kept
        measure = question_measure(question, tables, keys, filters[0].table)
    measure = measure or _rows_a_value_names(question, filters)
    if measure is None or _not_its_own(question, measure, label):
        return None
    measure = net_of_reversals(_counted_past_threshold(question, measure, filters), question, tables, keys)
    filters = [f for f in filters if f is compared or not names_its_rows(f, measure.root)]
    if grain and not compared:
        label = label_for(phrase, tables, measure.root, keys, question.words)
    label, by_year = _label_after_measure(question, label, measure, tables, keys, compares and not compared)
    measure, label = average_count_per(question, measure, label, keys)
    label = compared_label(compared) if compared else label
    happened = happened_filter(question, tables, measure.root, filters)
    filters = [*filters, happened] if happened is not None else filters
    filters += _kept_sold(question, tables, keys, measure, filters)
    paid = paid_filter(question, tables, measure, filters)
    filters = [*filters, paid] if paid is not None else filters
    measure, scope, window = _scoped(question, tables, keys, measure, label, filters)
    if scope is None:
        return None
    needed = [*measure.tables, label.table if label else ""]
    if measure.aggregate != "COUNT":
        scope = without_fan_out(scope, [t for t in needed if t], keys, tables)
    measure = per_header(counted_once(measure, scope, tables), question, tables, keys)
    extra, scope = second_values(question, measure, scope, tables) if label is not None else ((), scope)
    plan = _shaped_plan(question, tables, measure, label, scope, compared, bool(tokens & SHARE_WORDS), extra)
    plan = replace(plan, shape="compare") if plan is not None and by_year else plan
    return _finished(plan, question, tables, measure, label, scope, window)


def _kept_sold(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey], measure: Measure,
               filters: Sequence[Filter]) -> list[Filter]:
    """"Tickets sold": the measured rows not refunded (nor their order cancelled), unless a filter already
    tests that status."""
    root = next(t for t in tables if t.name == measure.root)
    kept = sold_filters(question, root, qualified_names=True)
    kept += parent_sold_filters(question, root, tables, keys, measure=measure)
    return [f for f in kept if not any(o.table == f.table and o.column == f.column for o in filters)]


def _rows_a_value_names(question: Question, filters: Sequence[Filter]) -> Measure | None:
    """"How many tunings were done": the rows holding the value the counted noun is (`service = 'tuning'`); a
    share of nothing named, of the rows of the one table a value is in."""
    counted = question.how_many.words[-1:] if question.how_many else ()
    named = [f for f in filters
             if f.table and counted and counted[0] in {singular(v.lower()) for v in f.values}]
    if len(named) == 1:
        return count_measure(named[0].table)
    # "what's our pass rate": the share of the rows of the one table a value was found in
    tables = {f.table for f in filters if f.table and f.values}
    return count_measure(tables.pop()) if len(tables) == 1 and set(question.words) & SHARE_WORDS else None


def _grain_is_a_value(question: Question, phrase: Phrase | None, filters: Sequence[Filter]) -> bool:
    """"annual members" are members on the annual plan, not a grouping by year."""
    if phrase is None or question.group_by is not phrase or phrase.text not in GRAIN_WORDS.values():
        return False
    adjectives = {w for w in question.words if GRAIN_WORDS.get(w) == phrase.text and w != phrase.text}
    return any(adjectives & {v.lower() for v in f.values} for f in filters)


def _question_filters(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> list[Filter]:
    filters = without_nested_values([f for t in tables for f in question_filters(question, t, qualified_names=True)])
    return one_table_per_value(one_column_each(question, filters), question, keys)


def _no_match_plan(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> QueryPlan | None:
    found = anti_plan(question, tables, keys)
    if found is None:
        return None
    plan, used, words = found
    return replace(plan, ignored_words=unmatched_words(question, tables, used, words))


def _counted_past_threshold(question: Question, measure: Measure, filters: Sequence[Filter]) -> Measure:
    """"How many damages cost more than 500" counts the damages: the column is the threshold's, not a sum."""
    thresholds = {f.column for f in filters if f.column and not f.values}
    if question.how_many and measure.columns and set(measure.columns) <= thresholds:
        return count_measure(measure.root)
    return measure


def _scoped(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey], measure: Measure,
            label: Label | None, filters: Sequence[Filter], *, moved: bool = False
            ) -> tuple[Measure, Scope | None, DateWindow | None]:
    """The rows the measure aggregates, with the question's date filter; summed once per event when the
    events only filter an entity's column (`grains.summed_over_events`)."""
    needed = [*measure.tables, label.table if label else ""]
    needed += tables_after_values(filters, question, [t.name for t in tables])  # "Harrowgate Hotspur players"
    undated = _scope(measure.root, needed, filters, keys)
    over_events = summed_over_events(measure, undated, question, tables, keys) if undated and not moved else measure
    if over_events is not measure:
        return _scoped(question, tables, keys, over_events, label, filters, moved=True)
    joined = [k.table for k in undated.path] + [k.target for k in undated.path] if undated else []
    date_filter, window = question_date_filter(question, tables, measure.root, keys, joined)
    return measure, _scope(measure.root, needed, [*filters, *([date_filter] if date_filter else [])], keys), window


def _not_its_own(question: Question, measure: Measure, label: Label | None) -> bool:
    """"The heaviest item" is ranked by the item's own weight; a total over other rows is something else."""
    adjective = question.top is not None and question.top.adjective
    return adjective and (label is None or measure.root != label.table or measure.aggregate == "COUNT")


def _asks_for_no_match(question: Question, tables: Sequence[TableInfo], filters: Sequence[Filter]) -> bool:
    """"never", "without", "has had no": rows with no match, unless the negation names a yes/no column
    ("students without a scholarship") or sets a value aside ("without refunded passes")."""
    text = without_flag_negations(question.text, tables)
    text = re.sub(r"\bwithout\b", " ", text) if any("without" in f.words for f in filters) else text
    return bool(set(re.findall(r"[a-z]+", text)) & ANTI_WORDS) or bool(_NEGATED.search(text))


def _doer(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> Label | None:
    """"Who borrowed the most books?": the entity with a name that the verb's event table points at, other than
    the ones the question names."""
    measured = question.top.measure.words if question.top and question.top.measure else ()
    # "who wrote the most replies": the verb's events, else the events the ranking counts
    counted = mentioned_tables(question, tables, measured)
    event = linked_event_table(question.words, tables, keys) or next(iter(counted), None)
    # "who spent the most", "who has put in the most hours": the rows the amount or the hours are summed over
    summed = question_measure(question, tables, keys, "")
    worked = summed is not None and any("hour" in column_words(c) for c in summed.columns)
    if summed is not None and summed.aggregate != "COUNT" and (event is None or worked):
        event = summed.root
    named = set(mentioned_tables(question, tables, question.words))
    for key in plain_keys(keys, question):
        target = next((t for t in tables if t.name == key.target), None)
        column = name_of_table(target) if target is not None and key.table == event else None
        if column is not None and target.name not in named:
            return row_label(target, column, target.name)
    return None


def _label_after_measure(question: Question, label: Label | None, measure: Measure, tables: Sequence[TableInfo],
                         keys: Sequence[JoinKey], compares: bool) -> tuple[Label | None, bool]:
    """No grouping where "fee per credit" named the measure's column, nor where "average minutes per reply"
    averages the replies themselves; one group a year where two years are compared ("compare 2024 with 2025")."""
    phrase = question.group_by
    root = next((t for t in tables if t.name == measure.root), None)
    own_rows = measure.aggregate == "AVG" and root is not None and label is not None and label.table == root.name
    if phrase and not question.top and (_names_a_rate(phrase.words, measure) or own_rows
                                        and names_table(phrase.words, root)):
        label = None
    label = _own_column(label, root) if label is not None and root is not None else label
    grain = _compared_grain(question) if compares and label is None else None
    if grain is not None:
        return label_for(Phrase(grain, (grain,)), tables, measure.root, keys, question.words), True
    return label, False


def _own_column(label: Label, root: TableInfo) -> Label:
    """Of two columns named the same, the measured rows' own: "takings per site" groups the washes by their
    `site`, not by the site their washer works at."""
    own = next((c for c in root.columns if c.name == label.column and not c.is_key and not c.references),
               None)
    if own is None or label.table == root.name or label.expression != qualified(label.table, label.column):
        return label
    if not set(column_words(own.name)) & {singular(w) for w in label.label.lower().split()}:
        return label  # "which teacher": the teachers' `name`, not the name of the students counted
    return Label(qualified(root.name, own.name), root.name, own.name, label.label)


_COMPARATIVES = frozenset({"more", "less", "fewer", "than", "versus", "vs", "against", "compare", "compared",
                           "higher", "lower", "better", "worse", "bigger", "smaller", "busier", "quieter"})


def _compared_grain(question: Question) -> str | None:
    """How two windows set side by side are told apart: by year ("2024 with 2025"), else by month or quarter
    ("April 2026 or May 2026")."""
    if len(question.years) > 1:
        return "year"
    relative = relative_window(question.text) if not question.years else None
    if relative is not None and relative.span == 2:  # "this year than last year"
        return relative.unit
    if not set(question.words) & _COMPARATIVES:  # "in March or April 2026" alone asks for both together
        return None
    window = date_window(question.dated_text or question.text)
    if window is None or len(window.also) != 1 or window.start is None or window.end is None:
        return None
    ((start, end),) = window.also
    size = _months_between(window.start, window.end)
    if window.start.day == start.day == 1 and size == _months_between(start, end) and size in (1, 3):
        return "month" if size == 1 else "quarter"
    return None


def _months_between(start: datetime.date, end: datetime.date) -> int:
    return (end.year - start.year) * 12 + end.month - start.month


def _names_a_rate(words: Sequence[str], measure: Measure) -> bool:
    rates = [column_words(c) for c in measure.columns if "per" in column_words(c)]
    return any(tuple(words) == parts[parts.index("per") + 1 :] for parts in rates)


def _title(text: str, scope: Scope) -> str:
    return (text + scope.filter_text)[:80]


def _shaped_plan(
    question: Question,
    tables: Sequence[TableInfo],
    measure: Measure,
    label: Label | None,
    scope: Scope,
    compared: Filter | None,
    share: bool,
    extra: Sequence[str] = (),
) -> QueryPlan | None:
    value = ", ".join([f"{measure.sql} AS {value_alias(measure)}", *extra])
    common = {"score": 1.0, "value_labels": (value_label(measure),), "subject": measure.label}
    if share:
        ratio = ratio_share_plan(question, measure, scope, tables, common)
        return ratio or share_plan(question, measure, scope, common)
    if label is None and (listed := _listed(question, measure, scope, tables)) is not None:
        return listed
    if label is None:
        shape = "count" if measure.aggregate == "COUNT" and not measure.distinct else "aggregate"
        sql = per_total(measure, None, scope) or f"SELECT {value} {scope.from_where()}"
        return QueryPlan(scope.root, sql, _title(value_label(measure).capitalize(), scope), shape, **common)
    head = per_total(measure, label, scope) or f"SELECT {label.expression}, {value} {scope.from_where()} GROUP BY 1"
    top = question.top
    if top is not None and compared is None:
        head = _named_only(head, label, tables)
        direction = "DESC" if top.descending else "ASC"
        side = "Top" if top.descending else "Bottom"
        title = f"{side} {top.limit} {label.label} by {value_label(measure)}"
        sql = f"{head} ORDER BY 2 {direction}, 1 LIMIT {top.limit}"
        return QueryPlan(scope.root, sql, _title(title, scope), "top", dimension_label=label.label,
                         descending=top.descending, **common)
    shape = "compare" if compared is not None else "grouped"
    title = f"{value_label(measure).capitalize()} by {label.label}"
    sql = f"{head} ORDER BY 1"
    return QueryPlan(scope.root, sql, _title(title, scope), shape, dimension_label=label.label, **common)


def _named_only(head: str, label: Label, tables: Sequence[TableInfo]) -> str:
    """A ranking names someone: the rows with no label (the online sales' empty auctioneer) are no
    contender. Only for a column as it is that has empty values, not a date grain or a composed name."""
    plain = label.column and label.expression == qualified(label.table, label.column)
    empty = plain and any(c.name == label.column and c.nulls for t in tables if t.name == label.table
                          for c in t.columns)
    return f"{head} HAVING {label.expression} IS NOT NULL" if empty and head.endswith("GROUP BY 1") else head


def _listed(question: Question, measure: Measure, scope: Scope, tables: Sequence[TableInfo]) -> QueryPlan | None:
    """"Which pets were seen by Ben Ortiz in 2025?": the names of the rows counted, not how many there are."""
    asks_which = question.words[:1] in (("which",), ("list",), ("name",))
    if measure.aggregate != "COUNT" or not asks_which or question.how_many or question.counts_rows:
        return None
    keys = key_graph(tables)
    table = next((t for t in tables if names_table(question.words[1:3], t)), None)
    column = label_of_table(table) if table is not None else None
    # the rows counted, or the entity the counted events point at ("which members borrowed ...")
    points = table is not None and any(k.table == measure.root and k.target == table.name for k in keys)
    if column is None or table.name != measure.root and not points:
        return None
    joined = [k.table for k in scope.path] + [k.target for k in scope.path]
    scope = _scope(scope.root, [table.name, *joined], scope.filters, keys) or scope
    sql = f"SELECT DISTINCT {row_label(table, column, table.name).expression} {scope.from_where()} ORDER BY 1"
    return QueryPlan(scope.root, sql, f"{table.name}{scope.filter_text}"[:80], "list", 1.0, subject=table.name)


def _finished(plan: QueryPlan | None, question: Question, tables: Sequence[TableInfo], measure: Measure,
              label: Label | None, scope: Scope, window: DateWindow | None) -> QueryPlan | None:
    if plan is None:
        return None
    used = [scope.root, *(k.table for k in scope.path), *(k.target for k in scope.path)]
    assumption = ""
    if window is not None and window.assumed_year:
        assumption = (f"The question gives no year, so I read it as {window.assumed_year}, the latest year "
                      "in the data's samples.")
    unmatched = unmatched_words(question, tables, used, known_words(question, measure, label, scope))
    asked = [w for w in question.words if AGGREGATE_WORDS.get(w, "SUM") != "SUM"]
    if asked and measure.aggregate == "COUNT":
        unmatched += (asked[0],)  # "average time on page" must not become a row count
    filter_text = plan.filter_text if plan.shape == "share" else scope.filter_text
    return replace(plan, joins=tuple(k.describe() for k in scope.path), assumption=assumption,
                   ignored_words=unmatched, filter_text=filter_text, guessed=measure.guessed)
