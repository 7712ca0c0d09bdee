"""Writing the offline analyst's markdown answers: numbers and tables (`plain_number`, `markdown_table`), the
summary of a query result, the tables overview and the answer for a turn that stops early.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.query_plans import best_plan
from agents.runtime.llm.analyst.schema import as_int, tables_from_result
from agents.runtime.llm.analyst.tool_names import RUN_TOOLS
from agents.runtime.llm.analyst.turn import TurnInProgress

ANSWER_ROW_LIMIT = 20


def join_names(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1] if names else ""


def sql_block(lead: str, sql: str) -> str:
    return f"{lead}\n\n```sql\n{sql}\n```" if sql else ""


def plain_number(value: object) -> str:
    """A table cell: integers as is, other numbers rounded to two decimals without trailing zeros."""
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value).replace("|", "\\|").replace("\n", " ")
    if isinstance(value, int) or not math.isfinite(value):
        return str(value)
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _readable(value: object) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return "(empty)" if value is None else str(value)
    if isinstance(value, int):
        return f"{value:,}"
    return f"{value:,.2f}" if math.isfinite(value) else str(value)


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def markdown_table(columns: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    header = "| " + " | ".join(plain_number(c) for c in columns) + " |"
    rule = "|" + "|".join(" --- " for _ in columns) + "|"
    body = []
    for row in rows:
        cells = (list(row) + [None] * len(columns))[: len(columns)]
        body.append("| " + " | ".join(plain_number(cell) for cell in cells) + " |")
    return "\n".join([header, rule, *body])


def _result_rows(result: dict, columns: Sequence[str]) -> list[list]:
    rows = result.get("rows")
    picked = []
    for row in rows if isinstance(rows, list) else []:
        if isinstance(row, dict):
            picked.append([row.get(c) for c in columns])
        else:
            picked.append(list(row) if isinstance(row, (list, tuple)) else [row])
    return picked


def result_answer(turn: TurnInProgress, plan: QueryPlan | None, sql: str, result: dict | None) -> str:
    result = result or {}
    raw_columns = result.get("columns")
    columns = [
        str(c.get("name")) if isinstance(c, dict) else str(c)
        for c in (raw_columns if isinstance(raw_columns, list) else [])
    ]
    rows = _result_rows(result, columns)
    total = as_int(result.get("row_count"))
    total = total if total is not None and total >= len(rows) else len(rows)
    shown = rows[:ANSWER_ROW_LIMIT]
    parts = [*turn.notes, _summary(plan, rows, total, table_rows=_row_count_of(turn, plan))]
    parts += [_join_sentence(plan), plan.assumption, _kept_rows(turn)] if plan is not None else []
    if plan is not None and plan.ignored_words and plan.score:
        pronoun = "it" if len(plan.ignored_words) == 1 else "them"
        parts.append(
            f"I couldn't match {join_names(plan.ignored_words)} to anything in {plan.table}, so this "
            f"result doesn't take {pronoun} into account."
        )
    if columns and shown:
        parts.append(markdown_table(columns, shown))
    if total > len(shown):
        parts.append(f"…and {total - len(shown):,} more rows.")
    elif result.get("truncated") is True:
        parts.append("The preview was truncated, so there are more rows than shown.")
    parts.append(sql_block("SQL:", sql))
    return "\n\n".join(p for p in parts if p)


def _kept_rows(turn: TurnInProgress) -> str:
    """What a clause that widens the count did ("cancelled or not"): nothing is filtered out for it."""
    clauses = turn.question.inclusive
    return f"As asked, no rows are left out for {join_names([f'“{c}”' for c in clauses])}." if clauses else ""


def _row_count_of(turn: TurnInProgress, plan: QueryPlan | None) -> int | None:
    """How many rows the plan's table has, when known and the plan doesn't filter it."""
    if plan is None or plan.filter_text:
        return None
    listed = tables_from_result(turn.last_result("show_tables", earlier_too=True)) + turn.read_schemas()
    return next((t.row_count for t in listed if t.name == plan.table and t.row_count is not None), None)


def _summary(plan: QueryPlan | None, rows: Sequence[Sequence], total: int, *, table_rows: int | None) -> str:
    if plan is None:
        return f"The query returned {total:,} row{'s' if total != 1 else ''}."
    if not rows:
        return f"The query returned no rows{plan.filter_text}."
    first = rows[0]
    if plan.shape == "count" and first and _is_number(first[0]):
        count = first[0]
        verb, noun = ("is", "row") if count == 1 else ("are", "rows")
        return f"There {verb} {_readable(count)} {noun} in {plan.table}{plan.filter_text}."
    if plan.shape == "aggregate":
        sentences = [
            f"the {label} is {_readable(value)}" if value is not None else f"there is no {label}"
            for label, value in zip(plan.value_labels, first, strict=False)
        ]
        text = " and ".join(sentences)
        return text[:1].upper() + text[1:] + plan.filter_text + "."
    if plan.shape in SHAPE_SUMMARIES:
        return SHAPE_SUMMARIES[plan.shape](plan, rows, total)
    if plan.shape in ("top", "grouped") and all(len(row) > 1 for row in rows):
        return _ranking_summary(plan, rows, total)
    if plan.shape == "preview":
        return _preview_summary(plan, len(rows), table_rows)
    return f"The query returned {total:,} row{'s' if total != 1 else ''}."


def _preview_summary(plan: QueryPlan, shown: int, table_rows: int | None) -> str:
    lead = (
        "Nothing in the question matched a column or value, so here is a preview. " if not plan.score else ""
    )
    shown = min(shown, ANSWER_ROW_LIMIT)
    if table_rows is not None and table_rows <= shown:
        return f"{lead}Here are all {table_rows:,} rows of {plan.table}."
    of_total = f" (of {table_rows:,})" if table_rows is not None else ""
    return f"{lead}Here are the first {shown:,} rows{of_total} of {plan.table}{plan.filter_text}."


def _ranking_summary(plan: QueryPlan, rows: Sequence[Sequence], total: int) -> str:
    label = plan.value_labels[0] if plan.value_labels else "value"
    numbered = [row for row in rows if _is_number(row[1])]
    if not numbered:
        return f"The query returned {total:,} rows{plan.filter_text}."
    if plan.shape == "top":
        leader, word = numbered[0], ("highest" if plan.descending else "lowest")
        return f"{plain_number(leader[0])} has the {word} {label}{plan.filter_text}: {_readable(leader[1])}."
    leader = max(numbered, key=lambda row: row[1])
    scope = "among the rows shown" if total > len(rows) else f"across {total:,} groups"
    name = plain_number(leader[0]) or "(empty)"
    return f"{name} has the highest {label}{plan.filter_text}: {_readable(leader[1])} ({scope})."


def _join_sentence(plan: QueryPlan) -> str:
    if not plan.joins:
        return ""
    tables = join_names(list(dict.fromkeys(t for j in plan.joins for t in _tables_of(j))))
    return f"I joined {tables} along " + "; then ".join(plan.joins) + "."


def _tables_of(join: str) -> list[str]:
    """`orders.o_custkey = customer.c_custkey (matching key)` → orders, customer."""
    return [side.strip().split(".")[0] for side in join.split("(")[0].split("=")]


def _share_summary(plan: QueryPlan, rows: Sequence[Sequence], total: int) -> str:
    percent, matching, whole = (list(rows[0]) + [None, None, None])[:3]
    if not _is_number(percent):
        return f"None of the {plan.value_labels[0]}{plan.filter_text} matches {plan.dimension_label}."
    what = plan.subject if plan.value_labels[0].startswith("number of") else f"the {plan.value_labels[0]}"
    return (f"{_readable(percent)}% of {what}{plan.filter_text} comes from rows where "
            f"{plan.dimension_label} ({_readable(matching)} of {_readable(whole)}).")


def _compare_summary(plan: QueryPlan, rows: Sequence[Sequence], total: int) -> str:
    pairs = [(plain_number(row[0]), row[1]) for row in rows if len(row) > 1 and _is_number(row[1])]
    listed = "; ".join(f"{name}: {_readable(value)}" for name, value in pairs)
    if len(pairs) != 2:
        return f"The {plan.value_labels[0]} by {plan.dimension_label}{plan.filter_text}: {listed}."
    (high, top), (low, bottom) = sorted(pairs, key=lambda pair: pair[1], reverse=True)
    return (f"The {plan.value_labels[0]}{plan.filter_text} is {listed}; {high} is higher than {low} by "
            f"{_readable(top - bottom)}.")


def _anti_count_summary(plan: QueryPlan, rows: Sequence[Sequence], total: int) -> str:
    count = rows[0][0] if rows and rows[0] else None
    verb = "is" if count == 1 else "are"
    return f"There {verb} {_readable(count)} {plan.subject}{plan.filter_text}."


def _anti_list_summary(plan: QueryPlan, rows: Sequence[Sequence], total: int) -> str:
    return f"There {'is' if total == 1 else 'are'} {total:,} {plan.subject}{plan.filter_text}."


SHAPE_SUMMARIES = {
    "share": _share_summary,
    "compare": _compare_summary,
    "anti_count": _anti_count_summary,
    "anti_list": _anti_list_summary,
    "list": _anti_list_summary,
}


def tables_overview(turn: TurnInProgress) -> str:
    schemas = turn.read_schemas()
    lines = []
    for name in turn.table_names():
        table = next((t for t in schemas if t.name == name), None)
        listed = tables_from_result(turn.last_result("show_tables", earlier_too=True))
        rows = next((t.row_count for t in listed if t.name == name), table.row_count if table else None)
        line = f"- **{name}**" + (f" ({rows:,} rows)" if rows is not None else "")
        if table is not None and table.columns:
            line += ": " + ", ".join(c.name for c in table.columns[:12])
        lines.append(line)
    return "The workspace has these tables:\n" + "\n".join(lines) if lines else ""


def found_so_far(turn: TurnInProgress) -> str:
    """Everything useful this turn produced, for answers that stop early."""
    ran = [e for e in turn.exchanges if e.name in RUN_TOOLS and e.ok]
    names = turn.table_names()
    plan = best_plan(turn.question, turn.schemas_for_planning(names)) if names else None
    if ran:
        plan = plan if plan is not None and plan.complete else None
        return result_answer(turn, plan, ran[-1].sql, ran[-1].result)
    parts = [tables_overview(turn)]
    if plan is not None and plan.complete:
        parts.append(sql_block("This is the SQL I would run next:", plan.sql))
    if not any(parts):
        parts.append("I hadn't found anything useful yet.")
    return "\n\n".join([*turn.notes, *(p for p in parts if p)])
