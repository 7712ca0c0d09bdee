"""Keeping the model's context under its window (ARCHITECTURE §4.3).

- history truncation (across turns): drop the oldest whole turns until the history fits;
- mid-turn compaction: near the limit, stub this turn's older tool results, keeping step ids and cache names;
- docs_k=1: only the latest batch of read_plan / read_report / read_reference results stays in full.
All of them reserve room for the output ceiling. Token counts come from litellm's counter; a cheap
character estimate decides whether the exact count is needed at all.
"""

import json
from dataclasses import dataclass

from agents.runtime.llm.gateway import litellm_module

DOC_TOOLS = frozenset({"read_plan", "read_report", "read_reference"})
KEPT_RESULT_KEYS = ("step", "cache", "row_count", "tab", "error")
MID_TURN_THRESHOLD = 0.85
CHARS_PER_TOKEN_ESTIMATE = 3.0


@dataclass(frozen=True)
class CompactionResult:
    strategy: str
    tokens_before: int
    tokens_after: int


def count_tokens(model: str, messages: list[dict]) -> int:
    return int(litellm_module().token_counter(model=model, messages=messages))


def estimated_tokens(messages: list[dict]) -> int:
    return int(len(json.dumps(messages, default=str)) / CHARS_PER_TOKEN_ESTIMATE)


def input_budget(*, context_window: int, output_ceiling: int) -> int:
    return max(context_window - output_ceiling - 256, 1024)


def _turn_starts(messages: list[dict]) -> list[int]:
    return [i for i, message in enumerate(messages) if message.get("role") == "user"]


def truncate_history(messages: list[dict], *, model: str, budget: int) -> CompactionResult | None:
    """Drop the oldest turns (never the current one, never messages[0]) until the messages fit `budget`."""
    if estimated_tokens(messages) < budget * 0.7:
        return None
    before = count_tokens(model, messages)
    if before <= budget:
        return None
    tokens = before
    while tokens > budget:
        starts = [i for i in _turn_starts(messages) if i > 0]
        if len(starts) < 2:
            break
        del messages[starts[0]:starts[1]]
        tokens = count_tokens(model, messages)
    return CompactionResult("history_truncation", before, tokens) if tokens < before else None


def _stub(content: str) -> str:
    try:
        result = json.loads(content)
    except (json.JSONDecodeError, TypeError):
        return json.dumps({"compacted": True})
    if not isinstance(result, dict):
        return json.dumps({"compacted": True})
    kept = {key: result[key] for key in KEPT_RESULT_KEYS if key in result}
    return json.dumps({"compacted": True, **kept})


def _tool_names_by_call(messages: list[dict]) -> dict[str, str]:
    return {call["id"]: call["function"]["name"]
            for message in messages if message.get("role") == "assistant"
            for call in message.get("tool_calls") or []}


def _tool_batches(messages: list[dict], start: int) -> list[list[int]]:
    """Indexes of tool messages after `start`, grouped by the assistant message that asked for them."""
    batches: list[list[int]] = []
    for index in range(start, len(messages)):
        role = messages[index].get("role")
        if role == "assistant" and messages[index].get("tool_calls"):
            batches.append([])
        elif role == "tool" and batches:
            batches[-1].append(index)
    return batches


def compact_documents(messages: list[dict], *, model: str) -> CompactionResult | None:
    """docs_k=1: stub document-tool results of every batch but the latest that has any."""
    names = _tool_names_by_call(messages)
    batches = [[i for i in batch if names.get(messages[i].get("tool_call_id")) in DOC_TOOLS]
               for batch in _tool_batches(messages, 0)]
    older = [i for batch in [b for b in batches if b][:-1] for i in batch
             if '"compacted": true' not in messages[i]["content"]]
    if not older:
        return None
    before = count_tokens(model, messages)
    for index in older:
        messages[index] = {**messages[index], "content": _stub(messages[index]["content"])}
    return CompactionResult("docs_k", before, count_tokens(model, messages))


def compact_mid_turn(messages: list[dict], *, model: str, budget: int) -> CompactionResult | None:
    """Near the limit, stub the current turn's tool results except the latest batch."""
    threshold = budget * MID_TURN_THRESHOLD
    if estimated_tokens(messages) < threshold * 0.7:
        return None
    before = count_tokens(model, messages)
    if before < threshold:
        return None
    turn_start = (_turn_starts(messages) or [0])[-1]
    batches = _tool_batches(messages, turn_start)
    for index in [i for batch in batches[:-1] for i in batch]:
        messages[index] = {**messages[index], "content": _stub(messages[index]["content"])}
    after = count_tokens(model, messages)
    return CompactionResult("mid_turn", before, after) if after < before else None
