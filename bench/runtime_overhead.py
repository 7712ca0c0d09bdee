"""Per-iteration overhead of the agent runtime, with durability on (issue: the run runtime).

The same scripted 20-iteration tool-calling conversation with a zero-latency in-process model through:
  (a) Lantide's loop, persistence on (event log + a checkpoint per iteration, SQLite file, WAL);
  (b) LangGraph's prebuilt ReAct agent with a fake chat model and its SQLite checkpointer;
  (c) the floor: a bare loop that only appends the same events to SQLite and commits per iteration.
Also (a') Lantide through litellm with an in-process zero-latency custom provider, to show litellm's share.
Prints the median per-iteration time of each and the ratio (a)/(b). Needs `pip install -e .[bench]`.
"""

import asyncio
import functools
import json
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from _django import setup_django
from _figures import figure

# Lantide's modules are imported inside the functions: Django is set up in main(), after the environment it reads
# (before any of them), and a benchmark's other processes never load Django at all.

ITERATIONS = 20
REPEATS = 15


@functools.cache
def lantide_setup():
    from django.contrib.auth import get_user_model

    from agents.models import Conversation, LLMProfile, Run
    from agents.runtime.context import AgentState
    from agents.runtime.tools.registry import TOOL_AVAILABILITY_MATRIX, Safety, tool
    from workspaces.services import workspace_create

    TOOL_AVAILABILITY_MATRIX["echo"] = frozenset(AgentState)

    @tool(safety=Safety.SAFE)
    async def echo(ctx, text: str) -> dict:
        """Echo the text back.

        Args:
            text: What to echo.
        """
        return {"echo": text}

    user = get_user_model().objects.create_user("bench", password="bench-password-1")
    workspace = workspace_create(user=user, name="Bench")
    LLMProfile.objects.create(name="bench", model="lantide-bench/zero")
    return user, workspace, Conversation, Run


def fake_stream_chat_factory():
    from agents.runtime.llm.gateway import Finish, TextChunk, ToolCallChunk, UsageChunk

    async def fake_stream_chat(*, profile, messages, tools, max_tokens):
        calls = sum(1 for m in messages if m.get("role") == "tool")
        if calls < ITERATIONS - 1:
            yield TextChunk("thought", f"Step {calls}: echo.")
            yield ToolCallChunk(0, f"call_{calls}", "echo", json.dumps({"text": f"step {calls}"}))
            yield UsageChunk(100, 10, None)
            yield Finish("tool_calls")
        else:
            yield TextChunk("message", "All steps done.")
            yield UsageChunk(100, 10, None)
            yield Finish("stop")

    return fake_stream_chat


SERVER_LOOP = asyncio.new_event_loop()  # like daphne's: one long-lived loop runs every run


def run_lantide_once(user, workspace, Conversation, Run) -> float:
    from agents.runtime.runner import execute_run

    conversation = Conversation.objects.create(owner=user, workspace=workspace, metadata={"llm_profile": "bench"})
    run = Run.objects.create(thread=conversation, created_by=user, query="Echo twenty times", model="bench",
                             llm_profile="bench", max_iterations=100)
    started = time.perf_counter()
    status = SERVER_LOOP.run_until_complete(execute_run(run.pk))
    elapsed = time.perf_counter() - started
    assert status == "success", status
    assert run.checkpoints.count() == ITERATIONS
    return elapsed / ITERATIONS


def measure_lantide(fake_model: bool) -> tuple[float, int]:
    from agents.runtime import react
    from agents.runtime.llm import gateway

    user, workspace, Conversation, Run = lantide_setup()
    original = react.stream_chat
    if fake_model:
        react.stream_chat = fake_stream_chat_factory()
    else:
        install_zero_latency_provider(gateway)
    try:
        run_lantide_once(user, workspace, Conversation, Run)  # warm-up: imports, first connections
        samples = [run_lantide_once(user, workspace, Conversation, Run) for _ in range(REPEATS)]
    finally:
        react.stream_chat = original
    from agents.models import RunEvent

    events_per_run = RunEvent.objects.filter(run=Run.objects.latest("created_at")).count()
    return statistics.median(samples), events_per_run


def install_zero_latency_provider(gateway) -> None:
    """An in-process litellm custom provider that scripts the same conversation with zero latency."""
    from litellm import CustomLLM
    from litellm.types.utils import (ChatCompletionDeltaToolCall, Delta, Function, ModelResponseStream,
                                     StreamingChoices, Usage)

    litellm = gateway.litellm_module()

    class ZeroLatency(CustomLLM):
        async def astreaming(self, model, messages, optional_params, **kwargs):
            calls = sum(1 for m in messages if m.get("role") == "tool")
            if calls < ITERATIONS - 1:
                delta = Delta(reasoning_content=f"Step {calls}: echo.", tool_calls=[ChatCompletionDeltaToolCall(
                    index=0, id=f"call_{calls}", type="function",
                    function=Function(name="echo", arguments=json.dumps({"text": f"step {calls}"})))])
                finish = "tool_calls"
            else:
                delta, finish = Delta(content="All steps done."), "stop"
            yield ModelResponseStream(choices=[StreamingChoices(index=0, delta=delta)])
            final = ModelResponseStream(choices=[StreamingChoices(index=0, delta=Delta(), finish_reason=finish)])
            final.usage = Usage(prompt_tokens=100, completion_tokens=10, total_tokens=110)
            yield final

    litellm.custom_provider_map = [*litellm.custom_provider_map,
                                   {"provider": "lantide-bench", "custom_handler": ZeroLatency()}]


def measure_langgraph() -> float:
    from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
    from langchain_core.messages import AIMessage
    from langchain_core.tools import tool as lc_tool
    from langgraph.checkpoint.sqlite import SqliteSaver
    from langgraph.prebuilt import create_react_agent

    @lc_tool
    def echo(text: str) -> dict:
        """Echo the text back."""
        return {"echo": text}

    class ToolCallingFake(FakeMessagesListChatModel):
        def bind_tools(self, tools, **kwargs):
            return self

    def script() -> list:
        steps = [AIMessage(content=f"Step {i}: echo.", tool_calls=[
            {"name": "echo", "args": {"text": f"step {i}"}, "id": f"call_{i}"}]) for i in range(ITERATIONS - 1)]
        return [*steps, AIMessage(content="All steps done.")]

    samples = []
    for repeat in range(REPEATS + 1):
        path = Path(tempfile.mkdtemp()) / "langgraph.sqlite"
        with SqliteSaver.from_conn_string(str(path)) as saver:
            agent = create_react_agent(ToolCallingFake(responses=script()), [echo], checkpointer=saver)
            started = time.perf_counter()
            result = agent.invoke({"messages": [("user", "Echo twenty times")]},
                                  {"configurable": {"thread_id": f"t{repeat}"}, "recursion_limit": 100})
            samples.append((time.perf_counter() - started) / ITERATIONS)
        assert result["messages"][-1].content == "All steps done."
    return statistics.median(samples[1:])  # the first run is the warm-up


def measure_floor(events_per_iteration: int) -> float:
    samples = []
    for _ in range(REPEATS):
        path = Path(tempfile.mkdtemp()) / "floor.sqlite"
        connection = sqlite3.connect(path)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
        connection.execute("CREATE TABLE events (run TEXT, seq INTEGER, type TEXT, data TEXT, PRIMARY KEY (run, seq))")
        started, seq = time.perf_counter(), 0
        for iteration in range(ITERATIONS):
            rows = []
            for _ in range(events_per_iteration):
                seq += 1
                rows.append(("run", seq, "tool_call", json.dumps({"iteration": iteration, "text": "step"})))
            connection.executemany("INSERT INTO events VALUES (?, ?, ?, ?)", rows)
            connection.commit()
        samples.append((time.perf_counter() - started) / ITERATIONS)
        connection.close()
    return statistics.median(samples)


def marginal(measure, long: int = 20, short: int = 2) -> float:
    """Per-iteration cost without the fixed per-run cost: (T(long) - T(short)) / (long - short)."""
    global ITERATIONS
    try:
        ITERATIONS = long
        long_total = measure() * long
        ITERATIONS = short
        short_total = measure() * short
    finally:
        ITERATIONS = 20
    return (long_total - short_total) / (long - short)


def main() -> None:
    setup_django()
    lantide, events = measure_lantide(fake_model=True)
    via_litellm, _ = measure_lantide(fake_model=False)
    langgraph = measure_langgraph()
    floor = measure_floor(max(1, round(events / ITERATIONS)))
    lantide_marginal = marginal(lambda: measure_lantide(fake_model=True)[0])
    langgraph_marginal = marginal(measure_langgraph)
    print(f"iterations per run: {ITERATIONS}, repeats: {REPEATS} (median), events per run: {events}")
    print(f"(a)  Lantide loop, durable (event log + checkpoint per iteration): {lantide * 1000:8.3f} ms/iteration")
    print(f"(a') Lantide loop through litellm (in-process zero-latency provider): {via_litellm * 1000:8.3f} ms/iteration")
    print(f"(b)  LangGraph prebuilt ReAct agent + SqliteSaver:                   {langgraph * 1000:8.3f} ms/iteration")
    print(f"(c)  floor: append the same events to SQLite, commit per iteration:   {floor * 1000:8.3f} ms/iteration")
    print(f"ratio (a)/(b) = {lantide / langgraph:.3f}   (target <= 0.25)")
    print(f"ratio (a)/(c) = {lantide / floor:.2f}   ratio (a')/(b) = {via_litellm / langgraph:.3f}")
    print(f"marginal per iteration (T(20) - T(2)) / 18, fixed per-run costs excluded: Lantide "
          f"{lantide_marginal * 1000:.3f} ms, LangGraph {langgraph_marginal * 1000:.3f} ms, "
          f"ratio {lantide_marginal / langgraph_marginal:.3f}")
    figure("loop per iteration, Lantide (durable)", lantide * 1000, unit="ms")
    figure("loop per iteration, LangGraph ReAct + SqliteSaver", langgraph * 1000, unit="ms")
    figure("loop, Lantide / LangGraph", lantide / langgraph, unit="x", target=0.25)
    figure("loop marginal per iteration, Lantide / LangGraph", lantide_marginal / langgraph_marginal, unit="x")


if __name__ == "__main__":
    main()
