"""The ReAct loop of the built-in analyst: one async generator of events you can hold in your head.

Each iteration: resolve the state → filter the tools → rebuild messages[0] → compact → stream the model →
run the tool calls (or pause for the user) → checkpoint. Persistence, publishing and run status belong to
the runner; this module only decides.
"""

from dataclasses import dataclass, field

from agents.models import LLMProfile, RunStatus
from agents.runtime import compaction
from agents.runtime.context import RunContext
from agents.runtime.events import (
    Compaction, Continuation, Error, Fallback, IterationLimit, IterationStep, MessageDelta, Thought, Usage,
)
from agents.runtime.llm.ceiling import resolve_output_ceiling
from agents.runtime.llm.gateway import FallbackNotice, Finish, TextChunk, ToolCallChunk, UsageChunk, stream_chat
from agents.runtime.prompt import PromptInputs, build_system_prompt
from agents.runtime.loop_directives import Outcome
from agents.runtime.state import LoopLimits, TurnState
from agents.runtime.tool_execution import execute_tool_calls
from agents.runtime.tools import tools_for
from lantide.encoding import json_text
from lantide.errors import ErrorCode

CONTINUE_PROMPT = "Please continue..."
LIMIT_PROMPT = ("You have reached the iteration limit for this turn. Do not call any function: give your best "
                "final answer now from what you have found, and say what is left to check.")


@dataclass
class ModelResponse:
    reasoning: str = ""
    content: str = ""
    tool_calls: dict[int, dict] = field(default_factory=dict)
    finish_reason: str = ""

    def add_tool_fragment(self, chunk: ToolCallChunk) -> None:
        call = self.tool_calls.setdefault(chunk.index, {"id": "", "type": "function",
                                                        "function": {"name": "", "arguments": ""}})
        call["id"] = chunk.call_id or call["id"] or f"call_{chunk.index}"
        call["function"]["name"] = chunk.name or call["function"]["name"]
        call["function"]["arguments"] += chunk.arguments

    def assistant_message(self) -> dict:
        message = {"role": "assistant", "content": self.content or None}
        if self.tool_calls:
            message["tool_calls"] = [self.tool_calls[i] for i in sorted(self.tool_calls)]
        return message


async def call_model(*, profile: LLMProfile, messages: list, tools: list, max_tokens: int,
                     response: ModelResponse, max_continuations: int):
    """Stream one response (auto-continuing on `length` while there is text to continue) into `response`."""
    request = list(messages)
    for attempt in range(max_continuations + 1):
        async for chunk in stream_chat(profile=profile, messages=request, tools=tools, max_tokens=max_tokens):
            if isinstance(chunk, TextChunk):
                if chunk.kind == "thought":
                    response.reasoning += chunk.text
                    yield Thought(chunk.text)
                else:
                    response.content += chunk.text
                    yield MessageDelta(chunk.text)
            elif isinstance(chunk, ToolCallChunk):
                response.add_tool_fragment(chunk)
            elif isinstance(chunk, UsageChunk):
                yield Usage(chunk.prompt_tokens, chunk.completion_tokens, chunk.cost)
            elif isinstance(chunk, FallbackNotice):
                yield Fallback(chunk.from_model, chunk.to_model, chunk.reason)
            elif isinstance(chunk, Finish):
                response.finish_reason = chunk.reason
        if response.finish_reason != "length" or response.tool_calls or not response.content:
            return
        if attempt == max_continuations:
            return
        yield Continuation("length", attempt + 1)
        request = [*messages, {"role": "assistant", "content": response.content},
                   {"role": "user", "content": CONTINUE_PROMPT}]


def compactions(turn: TurnState, *, model: str, budget: int):
    near_limit = compaction.estimated_tokens(turn.messages) >= budget * 0.5
    for result in (near_limit and compaction.truncate_history(turn.messages, model=model, budget=budget),
                   compaction.compact_documents(turn.messages, model=model),
                   near_limit and compaction.compact_mid_turn(turn.messages, model=model, budget=budget)):
        if result:
            yield Compaction(result.strategy, result.tokens_before, result.tokens_after)


async def final_answer_at_limit(*, ctx: RunContext, profile: LLMProfile, turn: TurnState, limits: LoopLimits):
    """Past max_iterations: one more call without tools for a best-effort answer."""
    yield IterationLimit(limits.max_iterations)
    response = ModelResponse()
    messages = [*turn.messages, {"role": "user", "content": LIMIT_PROMPT}]
    ceiling = resolve_output_ceiling(profile=profile, state=ctx.state)
    async for event in call_model(profile=profile, messages=messages, tools=[], max_tokens=ceiling,
                                  response=response, max_continuations=0):
        yield event
    turn.messages.append({"role": "assistant", "content": response.content})
    yield turn.checkpoint(ctx)
    yield Outcome(RunStatus.ITERATION_LIMIT, answer=response.content)


async def stream_react_run(*, ctx: RunContext, profile: LLMProfile, turn: TurnState, inputs: PromptInputs,
                           limits: LoopLimits):
    while True:
        if turn.iteration >= limits.max_iterations:
            async for item in final_answer_at_limit(ctx=ctx, profile=profile, turn=turn, limits=limits):
                yield item
            return
        turn.iteration += 1
        offered = tools_for(ctx)
        turn.messages[0] = {"role": "system", "content": build_system_prompt(ctx, inputs)}
        ceiling = resolve_output_ceiling(profile=profile, state=ctx.state, html_report=ctx.writing_html)
        budget = compaction.input_budget(context_window=limits.context_window, output_ceiling=ceiling)
        for event in compactions(turn, model=profile.model, budget=budget):
            yield event
        response = ModelResponse()
        async for event in call_model(profile=profile, messages=turn.messages, tools=[t.schema() for t in offered],
                                      max_tokens=ceiling, response=response,
                                      max_continuations=limits.max_continuations):
            if isinstance(event, Continuation):
                turn.continuations += 1
            yield event
        if response.finish_reason == "length" and not response.content and not response.tool_calls:
            yield Error(ErrorCode.OUTPUT_TRUNCATED, "The model hit its output limit before writing anything.")
            yield turn.checkpoint(ctx)
            yield Outcome(RunStatus.ERROR, error_code=ErrorCode.OUTPUT_TRUNCATED,
                          error="The model's output was truncated.")
            return
        turn.messages.append(response.assistant_message())
        batch: list = []
        if response.tool_calls:
            async for item in execute_tool_calls(ctx, turn, response.assistant_message()["tool_calls"],
                                                 {t.name for t in offered}, limits.exploration_cap):
                batch.append(item)
                yield item
        thought = response.reasoning or (response.content if response.tool_calls else "")
        yield IterationStep(turn.iteration, thought, iteration_actions(batch))
        yield turn.checkpoint(ctx)
        if turn.pending_interrupt:
            yield Outcome(RunStatus.INTERRUPTED)
            return
        if not response.tool_calls:
            yield Outcome(RunStatus.SUCCESS, answer=response.content)
            return


def iteration_actions(events: list) -> list[dict]:
    """[{tool, arguments, observation}] of one iteration, for iteration_step."""
    calls = {e.call_id: e for e in events if getattr(e, "type", "") == "tool_call"}
    actions = []
    for event in events:
        if getattr(event, "type", "") == "tool_result":
            call = calls.get(event.call_id)
            observation = event.result if event.ok else {"error": event.result}
            actions.append({"tool": event.name, "arguments": call.arguments if call else {},
                            "observation": json_text(observation)[:1000]})
        elif getattr(event, "type", "") == "ask_user":
            actions.append({"tool": "ask_user", "arguments": {"question": event.question},
                            "observation": "waiting for the user"})
    return actions
