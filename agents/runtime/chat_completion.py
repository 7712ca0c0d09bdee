"""The chat-completion path (quest_processor): the model answers in one streamed call, with no tools.

It speaks the same event vocabulary as the agent loop (`message` deltas, `usage`, then the runner's
`run_completed`), so the UI and replay treat both paths alike. Mentioned agents' system prompts are mixed in.
"""

from agents.models import LLMProfile, RunStatus
from agents.runtime.context import RunContext
from agents.runtime.llm.ceiling import resolve_output_ceiling
from agents.runtime.react import LoopLimits, ModelResponse, TurnState, call_model
from agents.runtime.loop_directives import Outcome

CHAT_CORE = (
    "You are Lantide's assistant in a data workspace. Answer the user directly and concisely in Markdown. "
    "You cannot run queries in this reply; when the answer needs the workspace's data, say so and suggest "
    "sending the question to the agent (the bolt in the composer)."
)
HISTORY_MESSAGES = 20


def chat_messages(turn: TurnState, *, system_prompt: str) -> list[dict]:
    """The thread as plain text turns: tool calls and observations stay with the agent path."""
    history = [{"role": m["role"], "content": m["content"]} for m in turn.messages[1:]
               if m.get("role") in ("user", "assistant") and isinstance(m.get("content"), str) and m["content"]]
    return [{"role": "system", "content": system_prompt}, *history[-HISTORY_MESSAGES:]]


def chat_system_prompt(mentioned: list[tuple[str, str]]) -> str:
    layers = [CHAT_CORE]
    for name, prompt in mentioned:
        if prompt.strip():
            layers.append(f"Instructions of {name} (mentioned by the user):\n{prompt.strip()}")
    return "\n\n".join(layers)


async def stream_quest_run(*, ctx: RunContext, profile: LLMProfile, turn: TurnState, limits: LoopLimits,
                           mentioned: list[tuple[str, str]]):
    turn.iteration += 1
    response = ModelResponse()
    ceiling = resolve_output_ceiling(profile=profile, state=ctx.state)
    messages = chat_messages(turn, system_prompt=chat_system_prompt(mentioned))
    async for event in call_model(profile=profile, messages=messages, tools=[], max_tokens=ceiling,
                                  response=response, max_continuations=limits.max_continuations):
        yield event
    turn.messages.append({"role": "assistant", "content": response.content})
    yield turn.checkpoint(ctx)
    yield Outcome(RunStatus.SUCCESS, answer=response.content)
