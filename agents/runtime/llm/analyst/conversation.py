"""Reading an OpenAI-format conversation for the offline analyst: the last user question and the tool calls
paired with their results (`read_conversation`), and the error each result carries (the runtime's
`{"error": {"code", "message", "hint"}}`, with codes from `lantide.errors.ErrorCode`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from lantide.errors import ErrorCode


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
                "code": ErrorCode.SQL_INVALID,
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
