"""`lantide/analyst`: the offline local model, registered as a litellm custom provider.

It goes through exactly the same litellm path as a real model: the gateway calls `litellm.acompletion`, and
this handler streams `ModelResponseStream` chunks (reasoning, answer text, tool calls, finish, usage) that
litellm wraps like any provider's. The decisions come from the `analyst` package's `plan_turn`.
The gateway imports this module only when it configures litellm, so serving never imports either early.
"""

import asyncio
import json
import os
import time
import uuid
from collections.abc import AsyncIterator

from litellm import CustomLLM
from litellm.types.utils import (
    ChatCompletionDeltaToolCall, Delta, Function, ModelResponse, ModelResponseStream, StreamingChoices, Usage,
)

from agents.runtime.llm.analyst import AnalystTurn, plan_turn


PROVIDER = "lantide"
TEXT_CHUNK_CHARS = 12
CHUNK_DELAY_SECONDS = float(os.environ.get("LANTIDE_LOCAL_MODEL_CHUNK_DELAY", "0.004"))


def _offered_tool_names(optional_params: dict) -> set[str]:
    return {tool["function"]["name"] for tool in optional_params.get("tools") or [] if "function" in tool}


def _pieces(text: str) -> list[str]:
    return [text[i:i + TEXT_CHUNK_CHARS] for i in range(0, len(text), TEXT_CHUNK_CHARS)]


def _chunk(model: str, response_id: str, *, finish_reason: str | None = None, usage: Usage | None = None,
           **delta) -> ModelResponseStream:
    chunk = ModelResponseStream(id=response_id, model=model, created=int(time.time()), choices=[
        StreamingChoices(index=0, delta=Delta(**delta), finish_reason=finish_reason)])
    if usage is not None:
        chunk.usage = usage
    return chunk


def _plan(messages: list, optional_params: dict) -> AnalystTurn:
    return plan_turn(messages, _offered_tool_names(optional_params))


def _tool_call_deltas(turn: AnalystTurn, messages: list) -> list[ChatCompletionDeltaToolCall]:
    earlier = sum(len(m.get("tool_calls") or []) for m in messages if m.get("role") == "assistant")
    return [ChatCompletionDeltaToolCall(index=i, id=f"call_{earlier + i + 1}", type="function",
                                        function=Function(name=call.name, arguments=json.dumps(call.arguments)))
            for i, call in enumerate(turn.tool_calls)]


def _estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4)


class LocalAnalyst(CustomLLM):
    async def astreaming(self, model: str, messages: list, optional_params: dict, **kwargs) -> AsyncIterator:
        turn = _plan(messages, optional_params)
        response_id = f"chatcmpl-{uuid.uuid4().hex[:12]}"
        for piece in _pieces(turn.reasoning):
            yield _chunk(model, response_id, reasoning_content=piece)
            await asyncio.sleep(CHUNK_DELAY_SECONDS)
        if turn.tool_calls:
            yield _chunk(model, response_id, tool_calls=_tool_call_deltas(turn, messages))
        for piece in _pieces(turn.answer):
            yield _chunk(model, response_id, content=piece)
            await asyncio.sleep(CHUNK_DELAY_SECONDS)
        prompt_tokens = _estimate_tokens(json.dumps(messages, default=str))
        completion_tokens = _estimate_tokens(turn.reasoning + turn.answer + str(turn.tool_calls))
        usage = Usage(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens,
                      total_tokens=prompt_tokens + completion_tokens)
        yield _chunk(model, response_id, finish_reason="tool_calls" if turn.tool_calls else "stop", usage=usage)

    async def acompletion(self, model: str, messages: list, optional_params: dict, model_response: ModelResponse,
                          **kwargs) -> ModelResponse:
        turn = _plan(messages, optional_params)
        message = {"role": "assistant", "content": turn.answer or None}
        if turn.tool_calls:
            message["tool_calls"] = [
                {"id": f"call_{i + 1}", "type": "function",
                 "function": {"name": call.name, "arguments": json.dumps(call.arguments)}}
                for i, call in enumerate(turn.tool_calls)]
        model_response.choices[0].message = message
        model_response.choices[0].finish_reason = "tool_calls" if turn.tool_calls else "stop"
        return model_response


def register_local_provider(litellm) -> None:
    if not any(item["provider"] == PROVIDER for item in litellm.custom_provider_map):
        litellm.custom_provider_map = [*litellm.custom_provider_map,
                                       {"provider": PROVIDER, "custom_handler": LocalAnalyst()}]
