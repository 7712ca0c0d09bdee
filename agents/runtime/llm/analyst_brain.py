"""The brain of `lantide/analyst`, Lantide's offline local model: a small, honest analyst without an LLM.

`plan_turn(messages, tool_names)` reads an OpenAI-format conversation and the names of the tools on offer and
decides the next step: one tool call, or a final markdown answer (a sentence or two, a table of the result and
the SQL). It is pure, deterministic and stateless: everything comes from the messages since the last user
message. It reads the tables (`show_tables`), the schemas of up to three tables the question names
(`read_schema`), validates its SQL (`validate_query`), runs it (`run_sql_tab`, else `run_query`) and asks you
(`ask_user`) when nothing in the question matches the data.

What it can answer, on any schema, one table at a time:
- Row counts: "how many orders are there?", "count of customers", "how many rows in sales".
- Top or bottom N by a measure: "top 5 customers by account balance", "top 3 regions by revenue", "which
  region has the highest revenue?" (the SUM of the measure per group), or by a row count: "top 5 customers
  by number of orders".
- Aggregates by a column: "total revenue by region", "average units by product", "min/max account balance by
  market segment", "sum of revenue per product"; "orders by status" counts rows per group.
- Plain aggregates: "total revenue", "average units", "how many units were sold".
- Grouping by month, quarter, week, day or year of a DATE/TIMESTAMP column: "revenue by month", "units per
  year", "monthly revenue".
- Filters on text values it has seen in the schema samples ("revenue by month in North") and on whole years
  ("orders in 1995").
- Loosely named columns: any case, singular or plural, TPC-H style `x_` prefixes and a few abbreviations
  (`c_acctbal` is "account balance", `o_totalprice` is "total price", `c_mktsegment` is "market segment").
- Projects, when those tools are offered: list them, create one ("create a project named Q3 review"), focus
  one ("switch to project Q3 review").

What it cannot answer:
- Questions that need a join: it picks the single table that matches best ("top 5 customers by total price"
  groups orders by customer key, not by customer name).
- Comparisons and ranges ("orders over 1,000", "between March and June"), OR/NOT logic, percentages, growth,
  running totals, rankings within groups, several dimensions at once.
- Filters on values it has not seen in the samples (except years), on dates finer than a year, or on
  approximate values ("northern").
- Follow-ups that lean on an earlier answer ("and by product?"): each question is read on its own.
- Explanations, forecasts or advice: it reports what the SQL returns and nothing more.
"""

from __future__ import annotations

import difflib
import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from agents.runtime.llm.analyst_sql import (
    QueryPlan,
    Question,
    TableInfo,
    as_int,
    best_plan,
    content_words,
    corrected_sql,
    parse_question,
    tables_from_result,
    tables_named_in,
    tokenize,
)

MAX_STEPS = 8
MAX_SCHEMA_READS = 2
TABLES_PER_READ = 3
MAX_ASK_OPTIONS = 8
ANSWER_ROW_LIMIT = 20
BUDGET_MARKER = "[[EXPLORATION_BUDGET]]"
BUDGET_OPTIONS = ("Continue exploring", "Stop for now")
TABLE_QUESTION = "Which table should I look at?"
DATA_TOOLS = frozenset({"show_tables", "read_schema", "validate_query", "run_query", "run_sql_tab"})
PROJECT_TOOLS = frozenset({"list_projects", "focus_project", "create_project"})
RUN_TOOLS = ("run_sql_tab", "run_query")
RUN_OR_VALIDATE = frozenset({"validate_query", *RUN_TOOLS})

BUDGET_REACHED = "EXPLORATION_BUDGET_REACHED"
ASK_MODE_DENIED = "ASK_MODE_DENIED"
TOOL_NOT_AVAILABLE = "TOOL_NOT_AVAILABLE"
SQL_INVALID = "SQL_INVALID"
_FAILURE_EXPLANATIONS = {
    "QUERY_TIMEOUT": "The query took too long and was stopped; a filter or fewer groups would help.",
    "SQL_FORBIDDEN": "The workspace refused that SQL: I can only run read-only queries.",
}
_ASK_MODE_ACTIONS = {
    "run_sql_tab": "open a SQL tab",
    "run_query": "run queries",
    "create_project": "create projects",
    "focus_project": "change the focused project",
    "validate_query": "validate SQL",
    "ask_user": "ask you questions",
}
CAPABILITIES = (
    "I'm Lantide's offline analyst. I look at your workspace's tables and answer questions such as:\n"
    '- how many rows a table has ("how many orders are there?")\n'
    '- the top N by a measure ("top 5 customers by account balance")\n'
    '- totals, averages, minimums and maximums, overall or by a column ("average units by product")\n'
    '- the same by month or year of a date column ("revenue by month")\n'
    '- filtered to values I have seen in the data ("revenue by month in North", "orders in 1995")\n\n'
    "I can also list, create and focus projects when those tools are available."
)


@dataclass(frozen=True)
class PlannedToolCall:
    name: str
    arguments: dict


@dataclass(frozen=True)
class AnalystTurn:
    reasoning: str  # short first-person thought
    tool_calls: tuple[PlannedToolCall, ...] = ()  # empty => final answer
    answer: str = ""  # markdown final answer when tool_calls is empty


# ---------------------------------------------------------------- reading the conversation


@dataclass(frozen=True)
class Exchange:
    """One tool call of the conversation and what came back (None when missing or unreadable)."""

    name: str
    arguments: dict
    result: dict | None

    @property
    def error(self) -> dict | None:
        if self.result is None:
            return None
        error = self.result.get("error")
        if isinstance(error, dict):
            return error
        if error is not None:
            return {"code": "ERROR", "message": str(error)}
        if self.result.get("valid") is False:  # a validator that says no without an error object
            return {
                "code": SQL_INVALID,
                "message": str(self.result.get("message") or "The SQL is not valid."),
            }
        return None

    @property
    def error_code(self) -> str:
        error = self.error
        return str(error.get("code") or "ERROR") if error is not None else ""

    @property
    def ok(self) -> bool:
        return self.result is not None and self.error is None

    @property
    def sql(self) -> str:
        sql = self.arguments.get("sql")
        return sql if isinstance(sql, str) else ""


@dataclass(frozen=True)
class Conversation:
    question: str
    exchanges: tuple[Exchange, ...]  # tool calls since the last user message, in order
    earlier: tuple[Exchange, ...]  # tool calls of earlier turns


def _loads_object(text: str) -> dict | None:
    try:
        value = json.loads(text)
    except (json.JSONDecodeError, TypeError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def _text_of(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [p.get("text") for p in content if isinstance(p, dict)]
        return "\n".join(p for p in parts if isinstance(p, str))
    return ""


def _parse_call(call: object, fallback_id: str) -> tuple[str, str, dict] | None:
    if not isinstance(call, dict) or not isinstance(call.get("function"), dict):
        return None
    function = call["function"]
    if not isinstance(function.get("name"), str):
        return None
    arguments = function.get("arguments")
    if isinstance(arguments, str):
        arguments = _loads_object(arguments)
    call_id = call.get("id") if isinstance(call.get("id"), str) else fallback_id
    return call_id, function["name"], arguments if isinstance(arguments, dict) else {}


def _exchanges(messages: Sequence[dict]) -> tuple[Exchange, ...]:
    calls: list[tuple[str, str, dict]] = []
    results: dict[str, dict | None] = {}
    unpaired: list[dict | None] = []
    for message in messages:
        if message.get("role") == "assistant" and isinstance(message.get("tool_calls"), list):
            parsed = (_parse_call(call, f"#{len(calls)}.{i}") for i, call in enumerate(message["tool_calls"]))
            calls.extend(call for call in parsed if call is not None)
        elif message.get("role") == "tool":
            content = message.get("content")
            result = content if isinstance(content, dict) else _loads_object(_text_of(content))
            call_id = message.get("tool_call_id")
            if isinstance(call_id, str) and call_id not in results:
                results[call_id] = result
            else:
                unpaired.append(result)
    exchanges = []
    for call_id, name, arguments in calls:
        result = results[call_id] if call_id in results else (unpaired.pop(0) if unpaired else None)
        exchanges.append(Exchange(name, arguments, result))
    return tuple(exchanges)


def read_conversation(messages: object) -> Conversation:
    items = [m for m in messages if isinstance(m, dict)] if isinstance(messages, (list, tuple)) else []
    user_indexes = [i for i, message in enumerate(items) if message.get("role") == "user"]
    if not user_indexes:
        return Conversation("", _exchanges(items), ())
    last_user = user_indexes[-1]
    question = _text_of(items[last_user].get("content"))
    return Conversation(question, _exchanges(items[last_user + 1 :]), _exchanges(items[:last_user]))


# ---------------------------------------------------------------- the turn being planned


@dataclass(frozen=True)
class _Turn:
    conversation: Conversation
    tools: frozenset[str]  # offered, minus the ones refused earlier in this turn
    question: Question
    notes: tuple[str, ...]  # what the answer must own up to (refused tools)

    @property
    def exchanges(self) -> tuple[Exchange, ...]:
        return self.conversation.exchanges

    def successful(self, name: str) -> list[Exchange]:
        return [e for e in self.exchanges if e.name == name and e.ok]

    def last_result(self, name: str, *, earlier_too: bool = False) -> dict | None:
        for pool in (self.exchanges, self.conversation.earlier if earlier_too else ()):
            found = [e for e in pool if e.name == name and e.ok]
            if found:
                return found[-1].result
        return None


def _refusal_notes(exchanges: Sequence[Exchange]) -> tuple[str, ...]:
    notes = []
    for exchange in exchanges:
        if exchange.error_code == ASK_MODE_DENIED:
            action = _ASK_MODE_ACTIONS.get(exchange.name, f"use `{exchange.name}`")
            notes.append(f"I can't {action} in Ask mode.")
        elif exchange.error_code == TOOL_NOT_AVAILABLE:
            notes.append(f"The `{exchange.name}` tool isn't available here.")
    return tuple(dict.fromkeys(notes))


def _new_turn(conversation: Conversation, tool_names: object) -> _Turn:
    offered = tool_names if isinstance(tool_names, (set, frozenset, list, tuple)) else ()
    refused = {
        e.name for e in conversation.exchanges if e.error_code in (ASK_MODE_DENIED, TOOL_NOT_AVAILABLE)
    }
    tools = frozenset(name for name in offered if isinstance(name, str)) - refused
    return _Turn(
        conversation, tools, parse_question(conversation.question), _refusal_notes(conversation.exchanges)
    )


def _run_label(tool: str, title: str) -> dict:
    """run_sql_tab names its tab; run_query titles its result."""
    return {"tab": title} if tool == "run_sql_tab" else {"title": title}


def _call(reasoning: str, tool: str, /, **arguments: object) -> AnalystTurn:
    return AnalystTurn(reasoning=reasoning, tool_calls=(PlannedToolCall(name=tool, arguments=arguments),))


def _answer(reasoning: str, *parts: str) -> AnalystTurn:
    return AnalystTurn(reasoning=reasoning, answer="\n\n".join(p for p in parts if p))


def _signature(name: str, arguments: dict) -> str:
    return name + json.dumps(arguments, sort_keys=True, default=str)


def _already_called(turn: _Turn, call: PlannedToolCall) -> bool:
    # A call stopped by the exploration budget never ran, so it may be retried after "Continue exploring".
    done = {_signature(e.name, e.arguments) for e in turn.exchanges if e.error_code != BUDGET_REACHED}
    return _signature(call.name, call.arguments) in done


# ---------------------------------------------------------------- the decision


def plan_turn(messages: list[dict], tool_names: set[str]) -> AnalystTurn:
    """The next step of the current turn: one tool call, or the final answer."""
    turn = _new_turn(read_conversation(messages), tool_names)
    if not turn.conversation.question.strip():
        return _answer("There is no question yet, so I'll say what I can do.", CAPABILITIES)
    if len(turn.exchanges) >= MAX_STEPS:
        return _answer(
            "I've taken enough steps on this question; I'll answer with what I have.",
            f"I stopped after {MAX_STEPS} steps on this question.",
            _found_so_far(turn),
        )
    planned = _react_to_last(turn) or _next_step(turn)
    if planned.tool_calls and _already_called(turn, planned.tool_calls[0]):
        return _answer("I'd only be repeating a call, so I'll answer with what I have.", _found_so_far(turn))
    return planned


def _next_step(turn: _Turn) -> AnalystTurn:
    intent = project_intent(turn.conversation.question, tables=_table_names(turn))
    if intent is not None and intent.tool in turn.tools:
        return _plan_projects(turn, intent)
    if _is_greeting(turn.conversation.question):
        return _answer("That's a greeting, so I'll say what I can do.", CAPABILITIES)
    if turn.tools & DATA_TOOLS:
        return _plan_data(turn)
    if "list_projects" in turn.tools:
        return _plan_projects(turn, ProjectIntent("list", "", explicit=False))
    return _answer(
        "I have no tools that fit this question, so I'll say what I can do.",
        *turn.notes,
        "I have no data tools in this conversation, so I can't look at the data.",
        CAPABILITIES,
    )


def _react_to_last(turn: _Turn) -> AnalystTurn | None:
    """Handle what the last tool call returned when it needs more than the normal next step."""
    if not turn.exchanges:
        return None
    last = turn.exchanges[-1]
    if last.result is None:
        return _answer(
            f"I couldn't read what {last.name} returned, so I'll stop here.",
            f"I couldn't read the result of `{last.name}`, so I stopped there.",
            _found_so_far(turn),
        )
    code = last.error_code
    if code == BUDGET_REACHED:
        return _on_budget_reached(turn)
    if code == SQL_INVALID:
        return _on_invalid_sql(turn, last)
    if code in (ASK_MODE_DENIED, TOOL_NOT_AVAILABLE):
        return None  # that tool is dropped from `turn.tools`; the normal next step works around it
    if code:
        return _on_failure(turn, last)
    if last.name == "ask_user":
        return _on_user_answer(turn, last)
    return None


def _on_budget_reached(turn: _Turn) -> AnalystTurn:
    if "ask_user" in turn.tools:
        question = (
            f"{BUDGET_MARKER} I've used my exploration budget for this question. Should I keep exploring?"
        )
        return _call(
            "I've reached my exploration budget, so I'll ask whether to keep going.",
            "ask_user",
            question=question,
            options=list(BUDGET_OPTIONS),
        )
    return _answer(
        "I've reached my exploration budget, so I'll answer with what I have.",
        "I reached my exploration budget for this question.",
        _found_so_far(turn),
    )


def _on_user_answer(turn: _Turn, last: Exchange) -> AnalystTurn | None:
    answer = last.result.get("answer") if last.result else None
    answer = answer.strip() if isinstance(answer, str) else ""
    if BUDGET_MARKER in str(last.arguments.get("question", "")):
        if answer.lower() == BUDGET_OPTIONS[0].lower():
            return None
        stopped = (
            "OK, I'll stop exploring here." if answer else "I didn't get an answer, so I stopped exploring."
        )
        return _answer("I'm not going on, so I'll sum up what I found.", stopped, _found_so_far(turn))
    names = _table_names(turn)
    if not answer:
        return _answer(
            "Nobody answered, so I'll stop and say what I need.",
            "I stopped waiting for an answer. To go on, I need to know which table to look at"
            + (f" (for example {_join_names(names[:MAX_ASK_OPTIONS])})." if names else "."),
        )
    if _chosen_table(turn) is None:
        return _answer(
            "I can't match that answer to a table, so I'll say which ones exist.",
            f'I couldn\'t match "{answer}" to a table.',
            _tables_overview(turn),
        )
    return None


def _on_invalid_sql(turn: _Turn, last: Exchange) -> AnalystTurn:
    error = last.error or {}
    message, hint = str(error.get("message") or ""), str(error.get("hint") or "")
    attempts = sum(1 for e in turn.exchanges if e.error_code == SQL_INVALID)
    fixed = (
        corrected_sql(last.sql, message=message, hint=hint, known_names=_known_names(turn))
        if attempts == 1 and last.sql
        else None
    )
    if fixed and fixed != last.sql:
        reasoning = "The SQL named a column that doesn't exist; I'll fix it and check again."
        if "validate_query" in turn.tools:
            return _call(reasoning, "validate_query", sql=fixed)
        if last.name in RUN_TOOLS and last.name in turn.tools:
            previous_title = last.arguments.get("tab") or last.arguments.get("title") or "Query"
            return _call(reasoning, last.name, sql=fixed, **_run_label(last.name, str(previous_title)))
    detail = " ".join(part for part in (message, hint) if part)
    return _answer(
        "I couldn't fix the SQL, so I'll explain what went wrong.",
        *turn.notes,
        f"I couldn't get a valid query for this question. The workspace said: {detail}",
        _sql_block("This is the SQL I tried:", last.sql),
    )


def _on_failure(turn: _Turn, last: Exchange) -> AnalystTurn:
    error = last.error or {}
    message = str(error.get("message") or "no details")
    explanation = _FAILURE_EXPLANATIONS.get(last.error_code)
    text = (
        f"{explanation} ({message})"
        if explanation
        else f"`{last.name}` failed ({last.error_code}): {message}"
    )
    return _answer(
        f"{last.name} failed, so I'll explain and answer with what I have.",
        *turn.notes,
        text,
        _sql_block("This is the SQL I ran:", last.sql) if last.sql else _found_so_far(turn),
    )


# ---------------------------------------------------------------- exploring the data


def _table_names(turn: _Turn) -> list[str]:
    listed = turn.last_result("show_tables", earlier_too="show_tables" not in turn.tools)
    names = [t.name for t in tables_from_result(listed)]
    names += [t.name for t in _read_schemas(turn) if t.name not in names]
    return names


def _read_schemas(turn: _Turn) -> list[TableInfo]:
    """Tables read this turn; earlier turns count only when `read_schema` can't be called now."""
    pool = turn.exchanges + (turn.conversation.earlier if "read_schema" not in turn.tools else ())
    schemas: dict[str, TableInfo] = {}
    for exchange in reversed(pool):  # newest first, so the latest read of a table wins
        if exchange.name == "read_schema" and exchange.ok:
            for table in tables_from_result(exchange.result):
                schemas.setdefault(table.name, table)
    return sorted(schemas.values(), key=lambda t: _first_index(turn, t.name))


def _first_index(turn: _Turn, name: str) -> tuple[int, str]:
    listed = [t.name for t in tables_from_result(turn.last_result("show_tables", earlier_too=True))]
    return (listed.index(name) if name in listed else len(listed), name)


def _schemas_for_planning(turn: _Turn, names: Sequence[str]) -> list[TableInfo]:
    schemas = _read_schemas(turn)
    if "read_schema" in turn.tools:
        return schemas
    # Without read_schema, a table's name alone still answers "how many rows in X".
    read = {t.name for t in schemas}
    return schemas + [TableInfo(name) for name in names if name not in read]


def _known_names(turn: _Turn) -> list[str]:
    columns = [c.name for t in _read_schemas(turn) for c in t.columns]
    return list(dict.fromkeys(columns + _table_names(turn)))


def _chosen_table(turn: _Turn) -> str | None:
    """The table the user picked when asked "Which table should I look at?"."""
    asked = [
        e
        for e in turn.exchanges
        if e.name == "ask_user" and e.ok and e.arguments.get("question") == TABLE_QUESTION
    ]
    answer = asked[-1].result.get("answer") if asked else None
    if not isinstance(answer, str):
        return None
    names = _table_names(turn)
    exact = [n for n in names if n.casefold() == answer.strip().casefold()]
    return (exact or tables_named_in(parse_question(answer), names) or [None])[0]


def _plan_data(turn: _Turn) -> AnalystTurn:
    if "show_tables" in turn.tools and not turn.successful("show_tables"):
        return _call("I'll look at the tables first.", "show_tables")
    names = _table_names(turn)
    if not names:
        return _answer(
            "There are no tables to look at, so I'll say so.",
            *turn.notes,
            "This workspace has no tables yet, so there is nothing to query. Import a "
            "CSV or Parquet file and ask again."
            if turn.successful("show_tables")
            else "I can't see which tables this workspace has, so I can't answer from the data.",
        )
    chosen = _chosen_table(turn) or (names[0] if len(names) == 1 else None)
    reading = _next_schema_read(turn, names, chosen)
    if reading is not None:
        return reading
    plan = best_plan(turn.question, _schemas_for_planning(turn, names), only_table=chosen)
    if plan is None:
        return _ask_for_table(turn, names)
    if not plan.complete:
        read = {t.name for t in _read_schemas(turn)}
        unread = [name for name in names if name not in read]
        # Part of the question may live in a table it hasn't read: ask rather than give up.
        return (
            _ask_for_table(turn, names)
            if unread and chosen is None and _can_ask_for_table(turn)
            else _explain_missing(turn, plan)
        )
    return _validate_run_answer(turn, plan)


def _next_schema_read(turn: _Turn, names: Sequence[str], chosen: str | None) -> AnalystTurn | None:
    if "read_schema" not in turn.tools:
        return None
    schemas = _read_schemas(turn)
    read = {t.name for t in schemas}
    if chosen is not None:
        return (
            None
            if chosen in read
            else _call(f"You picked {chosen}; I'll read its schema.", "read_schema", tables=[chosen])
        )
    plan = best_plan(turn.question, schemas) if schemas else None
    good_enough = plan is not None and plan.accounts_for_everything
    if good_enough or len(turn.successful("read_schema")) >= MAX_SCHEMA_READS:
        return None
    unread = [n for n in names if n not in read]
    named = tables_named_in(turn.question, unread)
    batch = (named or unread)[:TABLES_PER_READ]
    if not batch:
        return None
    if schemas:
        reasoning = f"The tables I read don't cover the whole question; I'll also read {_join_names(batch)}."
    elif named:
        mentions = _join_names(content_words(turn.question)) or _join_names(batch)
        reasoning = f"The question mentions {mentions}; I'll read the {_join_names(batch)} schema."
    else:
        reasoning = (
            f"No table name matches the question, so I'll read {_join_names(batch)} to look for "
            "matching columns and values."
        )
    return _call(reasoning, "read_schema", tables=list(batch))


def _can_ask_for_table(turn: _Turn) -> bool:
    asked = any(
        e.name == "ask_user" and e.arguments.get("question") == TABLE_QUESTION for e in turn.exchanges
    )
    return "ask_user" in turn.tools and not asked


def _ask_for_table(turn: _Turn, names: Sequence[str]) -> AnalystTurn:
    if _can_ask_for_table(turn):
        return _call(
            "I can't match the whole question to the tables I've read; I'll ask which table to use.",
            "ask_user",
            question=TABLE_QUESTION,
            options=list(names[:MAX_ASK_OPTIONS]),
        )
    return _answer(
        "I can't match the question to the data, so I'll say what I found.",
        *turn.notes,
        "I couldn't match the question to any table, column or value I can see.",
        _tables_overview(turn),
        'Try naming a table or column, for example "how many rows in ' + names[0] + '".',
    )


def _explain_missing(turn: _Turn, plan: QueryPlan) -> AnalystTurn:
    table = next((t for t in _read_schemas(turn) if t.name == plan.table), TableInfo(plan.table))
    columns = ", ".join(f"{c.name} ({c.type})" for c in table.columns[:15])
    return _answer(
        "The best table lacks part of what the question asks for, so I'll say what's missing.",
        *turn.notes,
        f"The closest table is **{plan.table}**, but I couldn't find {' or '.join(plan.missing)} in it.",
        f"Its columns are: {columns}." if columns else "",
        "Could you rephrase the question with one of these column names?",
    )


def _validate_run_answer(turn: _Turn, plan: QueryPlan) -> AnalystTurn:
    proposed = [e.sql for e in turn.exchanges if e.name in RUN_OR_VALIDATE and e.sql]
    sql = proposed[-1] if proposed else plan.sql  # a corrected SQL outlives the plan it came from
    validated = any(e.name == "validate_query" and e.ok and e.sql == sql for e in turn.exchanges)
    if "validate_query" in turn.tools and not validated:
        return _call(
            f"I have a query for {plan.title[:1].lower() + plan.title[1:]}; I'll check it before running it.",
            "validate_query",
            sql=sql,
        )
    ran = [e for e in turn.exchanges if e.name in RUN_TOOLS and e.ok and e.sql == sql]
    if ran:
        return _answer(
            "I have the result; I'll summarise it.", _result_answer(turn, plan, sql, ran[-1].result)
        )
    tool = next((name for name in RUN_TOOLS if name in turn.tools), None)
    if tool is not None:
        where = " in a SQL tab so you can see it" if tool == "run_sql_tab" else ""
        lead = "The SQL is valid" if validated else "The query is ready"
        return _call(f"{lead}; I'll run it{where}.", tool, sql=sql, **_run_label(tool, plan.title))
    return _answer(
        "I can't run queries here, so I'll share the SQL I would run.",
        *turn.notes,
        "I couldn't run the query here (no tool to run SQL is available).",
        _sql_block("This is the SQL I would run:", sql),
        _tables_overview(turn),
    )


# ---------------------------------------------------------------- writing answers


def _join_names(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1] if names else ""


def _sql_block(lead: str, sql: str) -> str:
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


def _result_answer(turn: _Turn, plan: QueryPlan | None, sql: str, result: dict | None) -> str:
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
    if plan is not None and plan.ignored_words and plan.score:
        pronoun = "it" if len(plan.ignored_words) == 1 else "them"
        parts.append(
            f"I couldn't match {_join_names(plan.ignored_words)} to anything in {plan.table}, so this "
            f"result doesn't take {pronoun} into account."
        )
    if columns and shown:
        parts.append(markdown_table(columns, shown))
    if total > len(shown):
        parts.append(f"…and {total - len(shown):,} more rows.")
    elif result.get("truncated") is True:
        parts.append("The preview was truncated, so there are more rows than shown.")
    parts.append(_sql_block("SQL:", sql))
    return "\n\n".join(p for p in parts if p)


def _row_count_of(turn: _Turn, plan: QueryPlan | None) -> int | None:
    """How many rows the plan's table has, when known and the plan doesn't filter it."""
    if plan is None or plan.filter_text:
        return None
    listed = tables_from_result(turn.last_result("show_tables", earlier_too=True)) + _read_schemas(turn)
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


def _tables_overview(turn: _Turn) -> str:
    schemas = _read_schemas(turn)
    lines = []
    for name in _table_names(turn):
        table = next((t for t in schemas if t.name == name), None)
        listed = tables_from_result(turn.last_result("show_tables", earlier_too=True))
        rows = next((t.row_count for t in listed if t.name == name), table.row_count if table else None)
        line = f"- **{name}**" + (f" ({rows:,} rows)" if rows is not None else "")
        if table is not None and table.columns:
            line += ": " + ", ".join(c.name for c in table.columns[:12])
        lines.append(line)
    return "The workspace has these tables:\n" + "\n".join(lines) if lines else ""


def _found_so_far(turn: _Turn) -> str:
    """Everything useful this turn produced, for answers that stop early."""
    ran = [e for e in turn.exchanges if e.name in RUN_TOOLS and e.ok]
    names = _table_names(turn)
    plan = best_plan(turn.question, _schemas_for_planning(turn, names)) if names else None
    if ran:
        plan = plan if plan is not None and plan.complete else None
        return _result_answer(turn, plan, ran[-1].sql, ran[-1].result)
    parts = [_tables_overview(turn)]
    if plan is not None and plan.complete:
        parts.append(_sql_block("This is the SQL I would run next:", plan.sql))
    if not any(parts):
        parts.append("I hadn't found anything useful yet.")
    return "\n\n".join([*turn.notes, *(p for p in parts if p)])


# ---------------------------------------------------------------- greetings and projects

_GREETING = re.compile(
    r"^\s*(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|thanks|thank you|"
    r"cheers|help)\b"
)
_CAPABILITY_QUESTION = re.compile(r"\b(what can you do|who are you|what are you|how do you work|help me)\b")


def _is_greeting(text: str) -> bool:
    lowered = text.lower()
    words = [t for t in tokenize(lowered) if t.isalnum()]
    return bool(_CAPABILITY_QUESTION.search(lowered)) or (bool(_GREETING.match(lowered)) and len(words) <= 4)


@dataclass(frozen=True)
class ProjectIntent:
    action: str  # "create" | "focus" | "list"
    name: str
    explicit: bool = True  # False when listing projects is all it can do for a non-project question

    @property
    def tool(self) -> str:
        return {"create": "create_project", "focus": "focus_project"}.get(self.action, "list_projects")


_QUOTED = re.compile(r'"([^"]+)"|“([^”]+)”|(?<![\w])\'([^\']+)\'(?![\w])')
_CREATE = re.compile(
    r"\b(create|make|start|add|new|set up)\b.*\bprojects?\b|\bprojects?\b.*\b(create|make)\b"
)
_FOCUS = re.compile(
    r"\b(focus|open|switch|go to|move to|select|use)\b.*\bprojects?\b|"
    r"\bprojects?\b.*\b(focus|open|switch)\b"
)
_CREATE_NAME = re.compile(
    r"\b(?:named|called|titled)\s+(?P<name>.+)$|\bprojects?\s+(?:for|about)\s+(?P<for>.+)$", re.IGNORECASE
)
_FOCUS_NAME = re.compile(
    r"\b(?:named|called)\s+(?P<name>.+)$|\bprojects?\s+(?P<after>.+)$|"
    r"\b(?:on|to|open)\s+(?:the\s+)?(?P<before>.+?)\s+projects?\b",
    re.IGNORECASE,
)


_NAME_QUOTES = "\"'`\u2018\u2019\u201c\u201d"  # straight, back and curly quotes


def _clean_name(text: str) -> str:
    return text.strip().strip(_NAME_QUOTES).rstrip(".?!").strip().strip(_NAME_QUOTES).strip()


def _quoted_name(text: str) -> str:
    match = _QUOTED.search(text)
    return _clean_name(next(g for g in match.groups() if g)) if match else ""


def project_intent(question: str, *, tables: Sequence[str] = ()) -> ProjectIntent | None:
    lowered = question.lower()
    if not re.search(r"\bprojects?\b", lowered):
        return None
    if _CREATE.search(lowered):
        match = _CREATE_NAME.search(question)
        named = _clean_name(match.group("name") or match.group("for")) if match else ""
        return ProjectIntent("create", _quoted_name(question) or named)
    if _FOCUS.search(lowered):
        match = _FOCUS_NAME.search(question)
        named = _clean_name(next((g for g in match.groups() if g), "")) if match else ""
        return ProjectIntent("focus", _quoted_name(question) or named)
    if any(name.lower() in ("project", "projects") for name in tables):
        return None  # "projects" is a table here, so the question is about data
    return ProjectIntent("list", "")


def _projects(turn: _Turn) -> list[dict] | None:
    result = turn.last_result("list_projects", earlier_too="list_projects" not in turn.tools)
    if result is None:
        return None
    projects = result.get("projects")
    return [p for p in projects if isinstance(p, dict)] if isinstance(projects, list) else []


def _project_name(project: object) -> str:
    name = project.get("name") if isinstance(project, dict) else None
    return name if isinstance(name, str) else "(unnamed)"


def _projects_overview(projects: Sequence[dict]) -> str:
    if not projects:
        return "There are no projects yet."
    rows = [[p.get("id"), _project_name(p), "yes" if p.get("focused") is True else ""] for p in projects]
    count = f"There {'is 1 project' if len(projects) == 1 else f'are {len(projects)} projects'}:"
    return count + "\n\n" + markdown_table(["id", "name", "focused"], rows)


def _matching_project(name: str, projects: Sequence[dict]) -> dict | None:
    wanted = name.casefold()
    names = [_project_name(p).casefold() for p in projects]
    for test in (lambda n: n == wanted, lambda n: wanted in n or n in wanted):
        found = [p for p, n in zip(projects, names, strict=True) if wanted and test(n)]
        if found:
            return found[0]
    close = difflib.get_close_matches(wanted, names, n=1, cutoff=0.6)
    return projects[names.index(close[0])] if close else None


def _plan_projects(turn: _Turn, intent: ProjectIntent) -> AnalystTurn:
    if intent.action == "create":
        return _create_project(turn, intent.name)
    if intent.action == "focus":
        return _focus_project(turn, intent.name)
    projects = _projects(turn)
    if projects is None:
        return _call("I'll see which projects exist.", "list_projects")
    lead = "" if intent.explicit else "I can only work with projects in this conversation, not with data."
    return _answer("I have the projects; I'll list them.", *turn.notes, lead, _projects_overview(projects))


def _create_project(turn: _Turn, name: str) -> AnalystTurn:
    created = turn.last_result("create_project")
    if created is not None:
        project = created.get("project") if isinstance(created.get("project"), dict) else {}
        ident = f" (id {project['id']})" if "id" in project else ""
        return _answer(
            "The project exists now; I'll confirm it.",
            f"I created the project **{project.get('name') or name}**{ident}.",
        )
    if not name:
        return _answer(
            "I need a name for the project, so I'll ask for it.",
            'What should the new project be called? For example: create a project named "Q3 review".',
        )
    return _call(f"You asked for a new project called {name}; I'll create it.", "create_project", name=name)


def _focus_project(turn: _Turn, name: str) -> AnalystTurn:
    focused = turn.last_result("focus_project")
    if focused is not None:
        project = focused.get("project")
        return _answer(
            "The project is focused; I'll confirm it.",
            f"I switched the focus to **{_project_name(project) if project else name}**.",
        )
    projects = _projects(turn)
    if projects is None and "list_projects" in turn.tools:
        return _call("I'll list the projects to find the one you mean.", "list_projects")
    match = _matching_project(name, projects or [])
    project_id = as_int(match.get("id")) if match else (int(name) if name.isdigit() else None)
    if project_id is None:
        wanted = f'called "{name}"' if name else "matching your request"
        return _answer(
            "I can't find that project, so I'll list the ones that exist.",
            f"I couldn't find a project {wanted}.",
            _projects_overview(projects or []),
        )
    label = _project_name(match) if match else f"project {project_id}"
    return _call(f"{label} is project {project_id}; I'll focus it.", "focus_project", project_id=project_id)
