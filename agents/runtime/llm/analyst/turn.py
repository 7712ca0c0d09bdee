"""The offline analyst's turn being planned: the step it returns (`AnalystTurn`, a tool call or an answer),
the turn's state (`TurnInProgress`) and what the turn has learnt so far about the workspace's tables.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from agents.runtime.llm.analyst.conversation import Conversation, Exchange
from agents.runtime.llm.analyst.question import Question, parse_question, tables_named_in
from agents.runtime.llm.analyst.schema import TableInfo, tables_from_result
from lantide.errors import ErrorCode

TABLE_QUESTION = "Which table should I look at?"
_ASK_MODE_ACTIONS = {
    "run_sql_tab": "open a SQL tab",
    "run_query": "run queries",
    "create_project": "create projects",
    "focus_project": "change the focused project",
    "validate_query": "validate SQL",
    "ask_user": "ask you questions",
}
_REFUSALS = (ErrorCode.ASK_MODE_DENIED, ErrorCode.TOOL_NOT_AVAILABLE)


@dataclass(frozen=True)
class PlannedToolCall:
    name: str
    arguments: dict


@dataclass(frozen=True)
class AnalystTurn:
    reasoning: str  # short first-person thought
    tool_calls: tuple[PlannedToolCall, ...] = ()  # empty => final answer
    answer: str = ""  # markdown final answer when tool_calls is empty


def tool_call(reasoning: str, tool: str, /, **arguments: object) -> AnalystTurn:
    return AnalystTurn(reasoning=reasoning, tool_calls=(PlannedToolCall(name=tool, arguments=arguments),))


def final_answer(reasoning: str, *parts: str) -> AnalystTurn:
    return AnalystTurn(reasoning=reasoning, answer="\n\n".join(p for p in parts if p))


def run_label(tool: str, title: str) -> dict:
    """run_sql_tab names its tab; run_query titles its result."""
    return {"tab": title} if tool == "run_sql_tab" else {"title": title}


# ---------------------------------------------------------------- the turn being planned


@dataclass(frozen=True)
class TurnInProgress:
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

    def already_called(self, call: PlannedToolCall) -> bool:
        # A call stopped by the exploration budget never ran, so it may be retried after "Continue exploring".
        done = {
            _signature(e.name, e.arguments)
            for e in self.exchanges
            if e.error_code != ErrorCode.EXPLORATION_BUDGET_REACHED
        }
        return _signature(call.name, call.arguments) in done

    def table_names(self) -> list[str]:
        listed = self.last_result("show_tables", earlier_too="show_tables" not in self.tools)
        names = [t.name for t in tables_from_result(listed)]
        names += [t.name for t in self.read_schemas() if t.name not in names]
        return names

    def read_schemas(self) -> list[TableInfo]:
        """Tables read this turn; earlier turns count only when `read_schema` can't be called now."""
        pool = self.exchanges + (self.conversation.earlier if "read_schema" not in self.tools else ())
        schemas: dict[str, TableInfo] = {}
        for exchange in reversed(pool):  # newest first, so the latest read of a table wins
            if exchange.name == "read_schema" and exchange.ok:
                for table in tables_from_result(exchange.result):
                    schemas.setdefault(table.name, table)
        listed = [t.name for t in tables_from_result(self.last_result("show_tables", earlier_too=True))]
        order = {name: index for index, name in reversed(list(enumerate(listed)))}
        return sorted(schemas.values(), key=lambda t: (order.get(t.name, len(listed)), t.name))

    def schemas_for_planning(self, names: Sequence[str]) -> list[TableInfo]:
        schemas = self.read_schemas()
        if "read_schema" in self.tools:
            return schemas
        # Without read_schema, a table's name alone still answers "how many rows in X".
        read = {t.name for t in schemas}
        return schemas + [TableInfo(name) for name in names if name not in read]

    def known_names(self) -> list[str]:
        columns = [c.name for t in self.read_schemas() for c in t.columns]
        return list(dict.fromkeys(columns + self.table_names()))

    def chosen_table(self) -> str | None:
        """The table the user picked when asked "Which table should I look at?"."""
        asked = [
            e
            for e in self.exchanges
            if e.name == "ask_user" and e.ok and e.arguments.get("question") == TABLE_QUESTION
        ]
        answer = asked[-1].result.get("answer") if asked else None
        if not isinstance(answer, str):
            return None
        names = self.table_names()
        exact = [n for n in names if n.casefold() == answer.strip().casefold()]
        return (exact or tables_named_in(parse_question(answer), names) or [None])[0]


def new_turn(conversation: Conversation, tool_names: object) -> TurnInProgress:
    offered = tool_names if isinstance(tool_names, (set, frozenset, list, tuple)) else ()
    refused = {e.name for e in conversation.exchanges if e.error_code in _REFUSALS}
    tools = frozenset(name for name in offered if isinstance(name, str)) - refused
    return TurnInProgress(
        conversation, tools, parse_question(conversation.question), _refusal_notes(conversation.exchanges)
    )


def _refusal_notes(exchanges: Sequence[Exchange]) -> tuple[str, ...]:
    notes = []
    for exchange in exchanges:
        if exchange.error_code == ErrorCode.ASK_MODE_DENIED:
            action = _ASK_MODE_ACTIONS.get(exchange.name, f"use `{exchange.name}`")
            notes.append(f"I can't {action} in Ask mode.")
        elif exchange.error_code == ErrorCode.TOOL_NOT_AVAILABLE:
            notes.append(f"The `{exchange.name}` tool isn't available here.")
    return tuple(dict.fromkeys(notes))


def _signature(name: str, arguments: dict) -> str:
    return name + json.dumps(arguments, sort_keys=True, default=str)
