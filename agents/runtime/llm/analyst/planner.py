"""`plan_turn`, the offline analyst's decision: the next step of a turn, from the conversation so far.

It answers greetings and empty questions itself, hands project requests to `projects` and data questions to
`data_steps`, and first reacts to what the last tool call returned (the exploration budget reached, invalid
SQL, a failure, the user's answer).
"""

from __future__ import annotations

import re

from agents.runtime.exploration_budget import BUDGET_MARKER, BUDGET_OPTIONS
from agents.runtime.llm.analyst.answers import found_so_far, join_names, sql_block, tables_overview
from agents.runtime.llm.analyst.conversation import Exchange, read_conversation
from agents.runtime.llm.analyst.data_steps import MAX_ASK_OPTIONS, plan_data_step
from agents.runtime.llm.analyst.projects import ProjectIntent, plan_project_step, project_intent
from agents.runtime.llm.analyst.query_plans import corrected_sql
from agents.runtime.llm.analyst.report_steps import plan_report_step, wants_report
from agents.runtime.llm.analyst.tool_names import DATA_TOOLS, RUN_TOOLS
from agents.runtime.llm.analyst.turn import (
    AnalystTurn,
    TurnInProgress,
    final_answer,
    new_turn,
    run_label,
    tool_call,
)
from agents.runtime.llm.analyst.value_lookups import is_lookup
from agents.runtime.llm.analyst.words import tokenize
from lantide.errors import ErrorCode

MAX_STEPS = 8
MAX_REPORT_STEPS = 14  # a report adds a plan, three ticks and the report itself to a question's steps
_FAILURE_EXPLANATIONS = {
    ErrorCode.QUERY_TIMEOUT: "The query took too long and was stopped; a filter or fewer groups would help.",
    ErrorCode.SQL_FORBIDDEN: "The workspace refused that SQL: I can only run read-only queries.",
}
CAPABILITIES = (
    "I'm Lantide's offline analyst. I look at your workspace's tables and answer questions such as:\n"
    '- how many rows a table has ("how many orders are there?")\n'
    '- the top N by a measure ("top 5 customers by account balance")\n'
    '- totals, averages, minimums and maximums, overall or by a column ("average units by product")\n'
    '- the same by month or year of a date column ("revenue by month")\n'
    '- across joined tables ("Which 5 customers spent the most in total?", "sessions per country")\n'
    '- in a month, quarter or date range ("orders in March 2026", "between Feb 1 and Apr 30 2025")\n'
    '- shares, rows with no match and two groups compared ("what percentage of orders were cancelled?", '
    '"customers who never ordered", "Electronics vs Books")\n'
    '- filtered to values I have seen in the data ("revenue by month in North", "orders in 1995")\n\n'
    "I can also list, create and focus projects when those tools are available."
)


# ---------------------------------------------------------------- the decision


def plan_turn(messages: list[dict], tool_names: set[str]) -> AnalystTurn:
    """The next step of the current turn: one tool call, or the final answer."""
    turn = new_turn(read_conversation(messages), tool_names)
    if not turn.conversation.question.strip():
        return final_answer("There is no question yet, so I'll say what I can do.", CAPABILITIES)
    topic = wants_report(turn)
    limit = MAX_REPORT_STEPS if topic else MAX_STEPS
    if len(turn.exchanges) >= limit:
        return final_answer(
            "I've taken enough steps on this question; I'll answer with what I have.",
            f"I stopped after {limit} steps on this question.",
            found_so_far(turn),
        )
    planned = _react_to_last(turn) or (plan_report_step(turn, topic) if topic else _next_step(turn))
    if planned.tool_calls and turn.already_called(planned.tool_calls[0]):
        return final_answer(
            "I'd only be repeating a call, so I'll answer with what I have.", found_so_far(turn)
        )
    return planned


def _next_step(turn: TurnInProgress) -> AnalystTurn:
    intent = project_intent(turn.conversation.question, tables=turn.table_names())
    if intent is not None and intent.tool in turn.tools:
        return plan_project_step(turn, intent)
    if _is_greeting(turn.conversation.question):
        return final_answer("That's a greeting, so I'll say what I can do.", CAPABILITIES)
    if turn.tools & DATA_TOOLS:
        return plan_data_step(turn)
    if "list_projects" in turn.tools:
        return plan_project_step(turn, ProjectIntent("list", "", explicit=False))
    return final_answer(
        "I have no tools that fit this question, so I'll say what I can do.",
        *turn.notes,
        "I have no data tools in this conversation, so I can't look at the data.",
        CAPABILITIES,
    )


def _react_to_last(turn: TurnInProgress) -> AnalystTurn | None:
    """Handle what the last tool call returned when it needs more than the normal next step."""
    if not turn.exchanges:
        return None
    last = turn.exchanges[-1]
    if last.result is None:
        return final_answer(
            f"I couldn't read what {last.name} returned, so I'll stop here.",
            f"I couldn't read the result of `{last.name}`, so I stopped there.",
            found_so_far(turn),
        )
    code = last.error_code
    if code == ErrorCode.EXPLORATION_BUDGET_REACHED:
        return _on_budget_reached(turn)
    if code and is_lookup(last.sql):
        return None  # a failed lookup of names only leaves them unmatched
    if code == ErrorCode.SQL_INVALID:
        return _on_invalid_sql(turn, last)
    if code in (ErrorCode.ASK_MODE_DENIED, ErrorCode.TOOL_NOT_AVAILABLE):
        return None  # that tool is dropped from `turn.tools`; the normal next step works around it
    if code:
        return _on_failure(turn, last)
    if last.name == "ask_user":
        return _on_user_answer(turn, last)
    return None


def _on_budget_reached(turn: TurnInProgress) -> AnalystTurn:
    if "ask_user" in turn.tools:
        question = (
            f"{BUDGET_MARKER} I've used my exploration budget for this question. Should I keep exploring?"
        )
        return tool_call(
            "I've reached my exploration budget, so I'll ask whether to keep going.",
            "ask_user",
            question=question,
            options=list(BUDGET_OPTIONS),
        )
    return final_answer(
        "I've reached my exploration budget, so I'll answer with what I have.",
        "I reached my exploration budget for this question.",
        found_so_far(turn),
    )


def _on_user_answer(turn: TurnInProgress, last: Exchange) -> AnalystTurn | None:
    answer = last.result.get("answer") if last.result else None
    answer = answer.strip() if isinstance(answer, str) else ""
    if BUDGET_MARKER in str(last.arguments.get("question", "")):
        if answer.lower() == BUDGET_OPTIONS[0].lower():
            return None
        stopped = (
            "OK, I'll stop exploring here." if answer else "I didn't get an answer, so I stopped exploring."
        )
        return final_answer("I'm not going on, so I'll sum up what I found.", stopped, found_so_far(turn))
    names = turn.table_names()
    if not answer:
        return final_answer(
            "Nobody answered, so I'll stop and say what I need.",
            "I stopped waiting for an answer. To go on, I need to know which table to look at"
            + (f" (for example {join_names(names[:MAX_ASK_OPTIONS])})." if names else "."),
        )
    if turn.chosen_table() is None:
        return final_answer(
            "I can't match that answer to a table, so I'll say which ones exist.",
            f'I couldn\'t match "{answer}" to a table.',
            tables_overview(turn),
        )
    return None


def _on_invalid_sql(turn: TurnInProgress, last: Exchange) -> AnalystTurn:
    error = last.error or {}
    message, hint = str(error.get("message") or ""), str(error.get("hint") or "")
    attempts = sum(1 for e in turn.exchanges if e.error_code == ErrorCode.SQL_INVALID)
    fixed = (
        corrected_sql(last.sql, message=message, hint=hint, known_names=turn.known_names())
        if attempts == 1 and last.sql
        else None
    )
    if fixed and fixed != last.sql:
        reasoning = "The SQL named a column that doesn't exist; I'll fix it and check again."
        if "validate_query" in turn.tools:
            return tool_call(reasoning, "validate_query", sql=fixed)
        if last.name in RUN_TOOLS and last.name in turn.tools:
            previous_title = last.arguments.get("tab") or last.arguments.get("title") or "Query"
            return tool_call(reasoning, last.name, sql=fixed, **run_label(last.name, str(previous_title)))
    detail = " ".join(part for part in (message, hint) if part)
    return final_answer(
        "I couldn't fix the SQL, so I'll explain what went wrong.",
        *turn.notes,
        f"I couldn't get a valid query for this question. The workspace said: {detail}",
        sql_block("This is the SQL I tried:", last.sql),
    )


def _on_failure(turn: TurnInProgress, last: Exchange) -> AnalystTurn:
    error = last.error or {}
    message = str(error.get("message") or "no details")
    explanation = _FAILURE_EXPLANATIONS.get(last.error_code)
    text = (
        f"{explanation} ({message})"
        if explanation
        else f"`{last.name}` failed ({last.error_code}): {message}"
    )
    return final_answer(
        f"{last.name} failed, so I'll explain and answer with what I have.",
        *turn.notes,
        text,
        sql_block("This is the SQL I ran:", last.sql) if last.sql else found_so_far(turn),
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
