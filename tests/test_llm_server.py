"""The scripted LLM server, driven through litellm's OpenAI provider over real HTTP."""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import httpx  # noqa: E402
import litellm  # noqa: E402
import pytest  # noqa: E402

from tests.llm_server import (  # noqa: E402, F401 - llm_server is a fixture
    ScriptedLLMServer,
    call,
    error,
    length,
    llm_server,
    text,
    tool_calls,
)

NO_RETRIES = {"num_retries": 0, "max_retries": 0}
HELLO = [{"role": "user", "content": "hi"}]


@dataclass
class Streamed:
    """What one streamed litellm call produced."""

    chunks: list[Any] = field(default_factory=list)
    arrivals: list[float] = field(default_factory=list)

    @property
    def content(self) -> str:
        return "".join(c.choices[0].delta.content or "" for c in self.chunks if c.choices)

    @property
    def content_pieces(self) -> list[str]:
        return [c.choices[0].delta.content for c in self.chunks if c.choices and c.choices[0].delta.content]

    @property
    def finish_reason(self) -> str | None:
        reasons = [c.choices[0].finish_reason for c in self.chunks if c.choices]
        reasons = [reason for reason in reasons if reason]
        return reasons[-1] if reasons else None


async def stream(server: ScriptedLLMServer, model: str, **kwargs: Any) -> Streamed:
    """Stream one completion from ``server`` through litellm, timing each chunk from the call."""
    kwargs.setdefault("messages", HELLO)
    start = time.monotonic()
    response = await litellm.acompletion(
        model=f"openai/{model}", api_base=server.url, api_key="test", stream=True, **kwargs
    )
    result = Streamed()
    async for chunk in response:
        result.chunks.append(chunk)
        result.arrivals.append(time.monotonic() - start)
    return result


async def test_text_streams_in_pieces_with_finish_reason_and_usage(llm_server: ScriptedLLMServer) -> None:
    llm_server.script("m", text("Hello world, streaming!", chunk_size=5, usage=(12, 7)))

    result = await stream(llm_server, "m", stream_options={"include_usage": True})

    assert result.content == "Hello world, streaming!"
    assert result.content_pieces == ["Hello", " worl", "d, st", "reami", "ng!"]
    assert result.finish_reason == "stop"
    last = result.chunks[-1]
    assert last.choices == []
    assert (last.usage.prompt_tokens, last.usage.completion_tokens, last.usage.total_tokens) == (12, 7, 19)


async def test_usage_without_include_usage_stays_off_the_public_chunks(llm_server: ScriptedLLMServer) -> None:
    llm_server.script("m", text("Hi", usage=(3, 1)))

    result = await stream(llm_server, "m")

    assert all(getattr(c, "usage", None) is None for c in result.chunks)
    assert result.chunks[-1]._hidden_params["usage"].prompt_tokens == 3
    assert "stream_options" not in llm_server.requests[0]


async def test_reasoning_content_streams_before_content(llm_server: ScriptedLLMServer) -> None:
    llm_server.script("m", text("Answer.", reasoning="Let me think.", chunk_size=4))

    result = await stream(llm_server, "m")

    reasoning = [getattr(c.choices[0].delta, "reasoning_content", None) for c in result.chunks if c.choices]
    assert "".join(r for r in reasoning if r) == "Let me think."
    assert sum(1 for r in reasoning if r) == 4
    first_content = next(i for i, c in enumerate(result.chunks) if c.choices and c.choices[0].delta.content)
    last_reasoning = max(i for i, r in enumerate(reasoning) if r)
    assert last_reasoning < first_content
    assert result.content == "Answer."


async def test_parallel_tool_calls_with_fragmented_arguments_are_reassembled(
    llm_server: ScriptedLLMServer,
) -> None:
    llm_server.script("m", tool_calls(
        call("run_sql", {"sql": "select count(*) from orders where total > 100"}, id="call_a"),
        call("make_chart", {"kind": "bar", "columns": ["a", "b"]}, id="call_b"),
    ))

    result = await stream(llm_server, "m")

    calls: dict[int, dict[str, Any]] = {}
    deltas_per_call: dict[int, int] = {}
    for chunk in result.chunks:
        for delta in (chunk.choices[0].delta.tool_calls or []) if chunk.choices else []:
            entry = calls.setdefault(delta.index, {"id": None, "name": None, "arguments": ""})
            entry["id"] = delta.id or entry["id"]
            entry["name"] = delta.function.name or entry["name"]
            entry["arguments"] += delta.function.arguments or ""
            deltas_per_call[delta.index] = deltas_per_call.get(delta.index, 0) + 1
    assert [(calls[i]["id"], calls[i]["name"]) for i in sorted(calls)] == [
        ("call_a", "run_sql"), ("call_b", "make_chart")]
    assert json.loads(calls[0]["arguments"]) == {"sql": "select count(*) from orders where total > 100"}
    assert json.loads(calls[1]["arguments"]) == {"kind": "bar", "columns": ["a", "b"]}
    assert all(count >= 3 for count in deltas_per_call.values())  # header delta + 2+ argument fragments
    assert result.finish_reason == "tool_calls"


@pytest.mark.parametrize("content", ["Truncated answ", ""])
async def test_length_finish_reason(llm_server: ScriptedLLMServer, content: str) -> None:
    llm_server.script("m", length(content))

    result = await stream(llm_server, "m")

    assert result.content == content
    assert result.finish_reason == "length"


async def test_http_500_raises_before_any_chunk_without_retries(llm_server: ScriptedLLMServer) -> None:
    llm_server.script("m", error(500, "boom"))
    received: list[Any] = []

    start = time.monotonic()
    with pytest.raises(litellm.InternalServerError, match="boom") as raised:
        response = await litellm.acompletion(
            model="openai/m", api_base=llm_server.url, api_key="test", stream=True, messages=HELLO,
            **NO_RETRIES,
        )
        received.extend([chunk async for chunk in response])
    elapsed = time.monotonic() - start

    assert received == []
    assert raised.value.status_code == 500
    assert len(llm_server.requests) == 1
    assert elapsed < 1.0  # no retry back-off; it takes ~15 ms here


async def test_first_token_delay_and_chunk_delay(llm_server: ScriptedLLMServer) -> None:
    llm_server.script("m", text("abcdefghij", chunk_size=2, first_token_delay=0.3, chunk_delay=0.02))

    result = await stream(llm_server, "m")

    assert result.arrivals[0] >= 0.3
    assert result.arrivals[-1] - result.arrivals[0] >= 0.02 * 5  # at least 5 gaps between the 7 events
    assert result.content == "abcdefghij"


async def test_requests_are_recorded(llm_server: ScriptedLLMServer) -> None:
    tools = [{"type": "function", "function": {
        "name": "run_sql", "description": "Run SQL.",
        "parameters": {"type": "object", "properties": {"sql": {"type": "string"}}, "required": ["sql"]}}}]
    messages = [{"role": "system", "content": "You analyse data."},
                {"role": "user", "content": "Count orders"}]
    llm_server.script("a", text("one"))
    llm_server.script("b", text("two"))

    await stream(llm_server, "a", messages=messages, tools=tools, max_tokens=256)
    await stream(llm_server, "b")

    assert [body["model"] for body in llm_server.requests] == ["a", "b"]
    (body,) = llm_server.requests_for("a")
    assert body["messages"] == messages
    assert body["tools"] == tools
    assert body["max_tokens"] == 256
    assert body["stream"] is True


async def test_exhausted_queue_answers_500(llm_server: ScriptedLLMServer) -> None:
    llm_server.script("m", text("only once"))

    assert (await stream(llm_server, "m")).content == "only once"
    with pytest.raises(litellm.InternalServerError, match="no scripted response"):
        await stream(llm_server, "m", **NO_RETRIES)
    assert len(llm_server.requests_for("m")) == 2


async def test_default_factory_scripts_a_long_tool_loop(llm_server: ScriptedLLMServer) -> None:
    def next_step(body: dict[str, Any]) -> Any:
        done = sum(1 for message in body["messages"] if message["role"] == "tool")
        if done < 20:
            return tool_calls(call("step", {"n": done}, id=f"call_{done}"))
        return text(f"finished after {done} steps")

    llm_server.script("m", text("queued first"))
    llm_server.script_default("m", next_step)
    assert (await stream(llm_server, "m")).content == "queued first"

    messages: list[dict[str, Any]] = list(HELLO)
    for _ in range(25):
        response = await litellm.acompletion(
            model="openai/m", api_base=llm_server.url, api_key="test", messages=messages, stream=True)
        chunks = [chunk async for chunk in response]
        message = litellm.stream_chunk_builder(chunks, messages=messages).choices[0].message
        if not message.tool_calls:
            break
        messages.append(message.model_dump(exclude_none=True))
        for tool_call in message.tool_calls:
            messages.append({"role": "tool", "tool_call_id": tool_call.id, "content": "ok"})

    assert message.content == "finished after 20 steps"
    assert len(llm_server.requests_for("m")) == 22


async def test_non_streaming_completion(llm_server: ScriptedLLMServer) -> None:
    llm_server.script("m", tool_calls(call("run_sql", {"sql": "select 1"}, id="call_x"), content="Checking.",
                                      usage=(9, 4)))

    response = await litellm.acompletion(
        model="openai/m", api_base=llm_server.url, api_key="test", messages=HELLO)

    choice = response.choices[0]
    assert choice.finish_reason == "tool_calls"
    assert choice.message.content == "Checking."
    assert [(c.id, c.function.name, json.loads(c.function.arguments)) for c in choice.message.tool_calls] == [
        ("call_x", "run_sql", {"sql": "select 1"})]
    assert (response.usage.prompt_tokens, response.usage.completion_tokens) == (9, 4)
    assert "stream" not in llm_server.requests[0] or llm_server.requests[0]["stream"] is False


def test_raw_sse_wire_format_and_unprefixed_path(llm_server: ScriptedLLMServer) -> None:
    llm_server.script("m", text("Hey", usage=(2, 1)))
    root = llm_server.url.removesuffix("/v1")

    client = httpx.Client(trust_env=False)
    reply = client.post(f"{root}/chat/completions", json={
        "model": "m", "messages": HELLO, "stream": True, "stream_options": {"include_usage": True}})

    assert reply.headers["content-type"] == "text/event-stream"
    events = [block.removeprefix("data: ") for block in reply.text.split("\n\n") if block]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(event) for event in events[:-1]]
    assert {c["object"] for c in chunks} == {"chat.completion.chunk"}
    assert chunks[-2]["choices"][0]["finish_reason"] == "stop" and chunks[-2]["usage"]["prompt_tokens"] == 2
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["completion_tokens"] == 1
    missing = client.post(f"{root}/chat/completions", json={"model": "m", "messages": HELLO})
    assert missing.status_code == 500
    assert missing.json() == {"error": {"message": "no scripted response", "type": "server_error"}}
