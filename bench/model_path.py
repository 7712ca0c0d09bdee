"""The real model path per iteration: Lantide through litellm against LangGraph through langchain-openai, both
against the same local OpenAI-compatible server over HTTP (issue 26).

bench/_scripted_llm.py (its own process) answers every streamed chat completion at once with the script of
bench/runtime_overhead.py: a thought and one `echo` tool call per iteration, then a final answer. So the figure
is what each side spends around a model call — client library, HTTP, stream parsing, its loop and durability —
with no model time in it:
  (a) Lantide's loop, durable (event log + a checkpoint per iteration, SQLite), through litellm
      (`openai/…` with the server as `api_base`), as a run of a real profile makes it;
  (b) LangGraph's prebuilt ReAct agent + SqliteSaver with langchain-openai's ChatOpenAI (streaming, the server
      as `base_url`).
Prints the median per-iteration time of each over REPEATS runs and the ratio (a)/(b) (target <= 0.5).

Fairness notes (issue 26): both clients keep their connections alive against the server (a handful of
sockets for hundreds of calls), so neither pays a connect per call. The profile's model, `openai/scripted`,
is missing from litellm's price map, which once cost litellm ~4,000 extra function calls per call in price
lookups (gateway.litellm_pricing_kwargs now ends them); a priced name measures the same path a real profile
takes. On a loaded 2-core machine the wall figures swing by 2x between runs: compare settings interleaved in
one process, by process CPU time and cProfile call counts, not by separate runs of this script.
Needs `pip install -e .[bench]`.
"""

import statistics
import tempfile
import time
from pathlib import Path

from _django import setup_django
from _figures import figure
from _servers import ServerProcess

ITERATIONS = 20
REPEATS = 15
PROFILE = "scripted-http"


def measure_lantide(api_base: str) -> float:
    from agents.models import LLMProfile
    from runtime_overhead import SERVER_LOOP, lantide_setup

    from agents.runtime.runner import execute_run

    user, workspace, Conversation, Run = lantide_setup()
    LLMProfile.objects.get_or_create(name=PROFILE, defaults={"model": "openai/scripted", "api_base": api_base,
                                                             "api_key": "bench"})
    samples = []
    for _ in range(REPEATS + 1):
        conversation = Conversation.objects.create(owner=user, workspace=workspace, metadata={"llm_profile": PROFILE})
        run = Run.objects.create(thread=conversation, created_by=user, query="Echo twenty times", model="scripted",
                                 llm_profile=PROFILE, max_iterations=100)
        started = time.perf_counter()
        status = SERVER_LOOP.run_until_complete(execute_run(run.pk))
        samples.append((time.perf_counter() - started) / ITERATIONS)
        assert status == "success", (status, list(run.events.values_list("type", "data")))
        assert run.checkpoints.count() == ITERATIONS
    return statistics.median(samples[1:])  # the first run is the warm-up (litellm's import, first connection)


def measure_langgraph(api_base: str) -> float:
    from langchain_core.tools import tool as lc_tool
    from langchain_openai import ChatOpenAI
    from langgraph.checkpoint.sqlite import SqliteSaver
    from langgraph.prebuilt import create_react_agent

    @lc_tool
    def echo(text: str) -> dict:
        """Echo the text back."""
        return {"echo": text}

    model = ChatOpenAI(model="scripted", base_url=api_base, api_key="bench", streaming=True, stream_usage=True,
                       max_retries=0)
    samples = []
    for repeat in range(REPEATS + 1):
        path = Path(tempfile.mkdtemp()) / "langgraph.sqlite"
        with SqliteSaver.from_conn_string(str(path)) as saver:
            agent = create_react_agent(model, [echo], checkpointer=saver)
            started = time.perf_counter()
            result = agent.invoke({"messages": [("user", "Echo twenty times")]},
                                  {"configurable": {"thread_id": f"t{repeat}"}, "recursion_limit": 100})
            samples.append((time.perf_counter() - started) / ITERATIONS)
        assert result["messages"][-1].content == "All steps done.", result["messages"][-1]
    return statistics.median(samples[1:])


def main() -> None:
    data_dir = setup_django()
    server = ServerProcess("scripted-llm", ["_scripted_llm.py", "{port}", str(ITERATIONS)], log_dir=data_dir)
    api_base = f"http://127.0.0.1:{server.port}/v1"
    try:
        lantide = measure_lantide(api_base)
        langgraph = measure_langgraph(api_base)
    finally:
        server.stop()
    print(f"iterations per run: {ITERATIONS}, repeats: {REPEATS} (median), one local OpenAI-compatible server")
    print(f"(a) Lantide loop through litellm, durable:           {lantide * 1000:8.3f} ms/iteration")
    print(f"(b) LangGraph ReAct + SqliteSaver through ChatOpenAI: {langgraph * 1000:8.3f} ms/iteration")
    print(f"ratio (a)/(b) = {lantide / langgraph:.3f}   (target <= 0.5)")
    figure("real model path per iteration, Lantide via litellm", lantide * 1000, unit="ms")
    figure("real model path per iteration, LangGraph via ChatOpenAI", langgraph * 1000, unit="ms")
    figure("real model path, Lantide / LangGraph", lantide / langgraph, unit="x", target=0.5)


if __name__ == "__main__":
    main()
