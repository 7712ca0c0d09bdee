"""The LLM gateway: every model call goes through litellm here, whatever the provider.

litellm is imported lazily (it costs seconds and hundreds of MB) and never retries on its own: a failure
before the first token moves to the profile's fallback at once, announced to the caller.
"""

import asyncio
import gc
import logging
import os
import threading
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass

from agents.models import LLMProfile

logger = logging.getLogger(__name__)

LLM_TIMEOUT_SECONDS = float(os.environ.get("LANTIDE_LLM_TIMEOUT", "120"))


@dataclass(frozen=True)
class TextChunk:
    kind: str  # "thought" (reasoning) or "message" (answer text)
    text: str


@dataclass(frozen=True)
class ToolCallChunk:
    index: int
    call_id: str | None
    name: str | None
    arguments: str


@dataclass(frozen=True)
class Finish:
    reason: str


@dataclass(frozen=True)
class UsageChunk:
    prompt_tokens: int
    completion_tokens: int
    cost: float | None


@dataclass(frozen=True)
class FallbackNotice:
    from_model: str
    to_model: str
    reason: str


class LLMUnavailable(Exception):
    """Every profile in the chain failed, or the stream broke after it had started."""

    def __init__(self, message: str, *, retryable: bool = True):
        super().__init__(message)
        self.retryable = retryable


def litellm_module():
    """Import litellm on first use, quietly, with the local price map and the local model registered."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    with _CONFIGURING:  # the warm-up thread and a first model call may arrive together
        if not getattr(litellm, "_lantide_configured", False):
            # Not at the top: local_provider subclasses litellm's CustomLLM, so importing it imports litellm.
            from agents.runtime.llm.local_provider import register_local_provider

            litellm.suppress_debug_info = True
            litellm.drop_params = True
            register_local_provider(litellm)
            litellm._lantide_configured = True
            # litellm brings a heap of long-lived objects; the collector's full passes then scanned them all,
            # pausing every socket of the process for hundreds of ms (bench/stream_load.py). Park them.
            gc.collect()
            gc.freeze()
    return litellm


_CONFIGURING = threading.Lock()
_WARM_UP_STARTED = threading.Lock()  # taken once, never released: an atomic "only the first caller"


def litellm_warm_up() -> None:
    """Import litellm on a background thread, once per process: a server calls this when it serves its first
    request, so it answers at once and its first question does not wait the seconds the import takes."""
    if not _WARM_UP_STARTED.acquire(blocking=False):
        return
    threading.Thread(target=_warm_up, name="lantide-llm-warm-up", daemon=True).start()


def _warm_up() -> None:
    started = time.perf_counter()
    try:
        litellm_module()
    except Exception:  # noqa: BLE001 - the first model call imports it again and reports the error to its run
        logger.exception("llm.client.warm_up_failed")
        return
    logger.info("llm.client.ready seconds=%.1f", time.perf_counter() - started)


def profile_chain(profile: LLMProfile) -> list[LLMProfile]:
    """The profile, then its fallbacks in order, never visiting one twice."""
    chain, seen = [], set()
    while profile is not None and profile.name not in seen:
        chain.append(profile)
        seen.add(profile.name)
        profile = profile.fallback
    return chain


def completion_kwargs(profile: LLMProfile, *, messages: list, tools: list, max_tokens: int) -> dict:
    kwargs = {
        "model": profile.model, "messages": messages, "stream": True, "max_tokens": max_tokens,
        "stream_options": {"include_usage": True}, "num_retries": 0, "max_retries": 0,
        "timeout": LLM_TIMEOUT_SECONDS,
    }
    if tools:
        kwargs["tools"] = tools
    if profile.api_base:
        kwargs["api_base"] = profile.api_base
    if profile.api_key:
        kwargs["api_key"] = profile.api_key
    return kwargs


def cost_of(litellm, model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
    if model in _UNPRICED_MODELS:
        return None
    try:
        prompt_cost, completion_cost = litellm.cost_per_token(
            model=model, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens,
        )
    except Exception:  # noqa: BLE001 - litellm raises assorted types for unpriced models
        return None
    return round(prompt_cost + completion_cost, 8)


_UNPRICED_MODELS: set[str] = set()  # models litellm's price map cannot price; it cannot start to within a process
_PRICED_MODELS: set[str] = set()


def litellm_pricing_kwargs(litellm, model: str) -> dict:
    """For a model litellm cannot price, tell it the call's price (zero: Lantide records no cost for it).

    litellm prices every call itself, twice, for its logging; for a model missing from its map that means a
    full search of the map's generalizations each time (~4,000 function calls per model call, bench/model_path.py).
    Its per-call custom pricing ends the search; `cost_of` still answers None for such a model, as before.
    """
    if model not in _PRICED_MODELS and model not in _UNPRICED_MODELS:
        priced = cost_of(litellm, model, 1, 1) is not None
        (_PRICED_MODELS if priced else _UNPRICED_MODELS).add(model)
    if model in _UNPRICED_MODELS:
        return {"input_cost_per_token": 0.0, "output_cost_per_token": 0.0}
    return {}


async def _chunks_of(litellm, profile: LLMProfile, stream) -> AsyncIterator:
    async for chunk in stream:
        # A run catching up on buffered chunks would otherwise never yield: flush timers and fan-out to
        # every other socket would wait for its stream to end (measured by bench/stream_load.py).
        await asyncio.sleep(0)
        usage = getattr(chunk, "usage", None)
        if usage and (usage.prompt_tokens or usage.completion_tokens):
            yield UsageChunk(usage.prompt_tokens, usage.completion_tokens,
                             cost_of(litellm, profile.model, usage.prompt_tokens, usage.completion_tokens))
        if not chunk.choices:
            continue
        choice = chunk.choices[0]
        delta = choice.delta
        reasoning = getattr(delta, "reasoning_content", None)
        if reasoning:
            yield TextChunk("thought", reasoning)
        if delta.content:
            yield TextChunk("message", delta.content)
        for call in delta.tool_calls or []:
            function = call.function
            yield ToolCallChunk(call.index or 0, call.id, getattr(function, "name", None),
                                getattr(function, "arguments", None) or "")
        if choice.finish_reason:
            yield Finish(choice.finish_reason)


async def stream_chat(*, profile: LLMProfile, messages: list, tools: list, max_tokens: int) -> AsyncIterator:
    """Stream one model response as gateway chunks, falling back along the profile chain before the first token."""
    litellm = litellm_module()
    chain = profile_chain(profile)
    for position, current in enumerate(chain):
        try:
            kwargs = completion_kwargs(current, messages=messages, tools=tools, max_tokens=max_tokens)
            stream = await litellm.acompletion(**kwargs, **litellm_pricing_kwargs(litellm, current.model))
            iterator = _chunks_of(litellm, current, stream)
            first = await anext(iterator, None)
        except Exception as error:  # noqa: BLE001 - any provider failure before the first token falls back
            reason = f"{type(error).__name__}: {str(error).strip().splitlines()[0][:200] if str(error) else ''}"
            logger.warning("agent.llm.failed model=%s reason=%s", current.model, reason,
                           extra={"model": current.model, "reason": reason})
            if position + 1 == len(chain):
                raise LLMUnavailable(f"The model {current.model} is unavailable ({reason}).") from error
            yield FallbackNotice(current.model, chain[position + 1].model, reason)
            continue
        if first is not None:
            yield first
        try:
            async for chunk in iterator:
                yield chunk
        except Exception as error:  # noqa: BLE001 - a broken stream ends the call; nothing is retried
            raise LLMUnavailable(f"The model {current.model} stopped mid-answer ({type(error).__name__}).") from error
        return
