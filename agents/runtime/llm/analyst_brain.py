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

The pieces live beside it: `analyst_conversation` reads the messages, `analyst_turn` holds the turn's state,
`analyst_exploration` plans the data steps, `analyst_answers` writes the answers, `analyst_projects` handles
projects, and `analyst_sql` (built on `analyst_words`, `analyst_schema`, `analyst_question` and
`analyst_matching`) turns a question into SQL.
"""

from __future__ import annotations

import re

from agents.runtime.llm.analyst_answers import _found_so_far, _join_names, _sql_block, _tables_overview
from agents.runtime.llm.analyst_conversation import (
    ASK_MODE_DENIED,
    BUDGET_REACHED,
    SQL_INVALID,
    TOOL_NOT_AVAILABLE,
    Exchange,
    read_conversation,
)
from agents.runtime.llm.analyst_exploration import MAX_ASK_OPTIONS, _plan_data
from agents.runtime.llm.analyst_projects import ProjectIntent, _plan_projects, project_intent
from agents.runtime.llm.analyst_sql import corrected_sql
from agents.runtime.llm.analyst_turn import (
    RUN_TOOLS,
    AnalystTurn,
    _already_called,
    _answer,
    _call,
    _chosen_table,
    _known_names,
    _new_turn,
    _run_label,
    _table_names,
    _Turn,
)
from agents.runtime.llm.analyst_words import tokenize

MAX_STEPS = 8
BUDGET_MARKER = "[[EXPLORATION_BUDGET]]"
BUDGET_OPTIONS = ("Continue exploring", "Stop for now")
DATA_TOOLS = frozenset({"show_tables", "read_schema", "validate_query", "run_query", "run_sql_tab"})
PROJECT_TOOLS = frozenset({"list_projects", "focus_project", "create_project"})
_FAILURE_EXPLANATIONS = {
    "QUERY_TIMEOUT": "The query took too long and was stopped; a filter or fewer groups would help.",
    "SQL_FORBIDDEN": "The workspace refused that SQL: I can only run read-only queries.",
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


# ---------------------------------------------------------------- greetings

_GREETING = re.compile(
    r"^\s*(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|thanks|thank you|"
    r"cheers|help)\b"
)
_CAPABILITY_QUESTION = re.compile(r"\b(what can you do|who are you|what are you|how do you work|help me)\b")


def _is_greeting(text: str) -> bool:
    lowered = text.lower()
    words = [t for t in tokenize(lowered) if t.isalnum()]
    return bool(_CAPABILITY_QUESTION.search(lowered)) or (bool(_GREETING.match(lowered)) and len(words) <= 4)
