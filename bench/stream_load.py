"""Streaming under load: many WebSocket clients following scripted streaming runs on one daphne process.

Lantide runs on daphne (SQLite in a temp data dir, in-memory channel layer: the embedded default); a fake
OpenAI-compatible server (bench/_fake_llm.py, its own process) streams `--chunks` pieces per run, one every
`--chunk-delay` s, each piece a marker carrying its send time. `--clients` sockets are spread round-robin
over `--runs` conversations and connected first; then one socket per conversation sends a message, every
socket follows its conversation's run (all runs concurrent) until run_completed. Prints:
  fan-out latency  envelope `ts` -> client receipt, per message delta. `ts` is `timezone.now()` (µs) taken
                   when the log seals the delta into its write buffer, just before the SQLite transaction:
                   the figure is write + commit + publish + channel layer + consumer + daphne + socket;
  chunk latency    the LLM server's send -> client receipt, per chunk (includes the 30 ms coalescing window);
  lost events      every client's received envelopes vs the stored log of its run (gapless, equal);
  server CPU/RSS   of the daphne process (/proc), and RSS per idle authenticated socket;
  replay           a finished run of `--replay-events` stored events, subscribe after=0: first and last event;
and the floors at `--floor-rate` messages/s per client: a bare Channels consumer on daphne
(bench/_bare_channels.py) and a raw `websockets` server (bench/_ws_floor.py). Nothing asserts a time.

    python stream_load.py [--clients 200] [--runs 1] [--chunks 500] [--chunk-delay 0.01]
"""

import argparse
import asyncio
import json
import os
import statistics
import time

from _django import setup_django
from _figures import figure
from _servers import BENCH, ROOT, LoggedProcess, ServerProcess, cpu_seconds, daphne, rss_bytes
from _ws_clients import (close_all, connect_all, lantide_probe, ms3, open_socket, percentiles, read_count,
                         read_run, row, run_latencies)

# Lantide's modules are imported inside the functions: Django is set up in main(), after the environment it reads
# (before any of them), and a benchmark's other processes never load Django at all.

PROFILE, WARM_UP_PROFILE = "stream-bench", "stream-bench-warmup"
WARM_UP_SOCKETS = 5
REPLAY_REPEATS = 3


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=200, help="WebSocket clients following runs")
    parser.add_argument("--runs", type=int, default=1, help="concurrent runs (one conversation each); clients "
                                                             "are spread round-robin over them. The default is "
                                                             "the issue's shape: every client follows one run, so "
                                                             "each event fans out to all of them; more runs "
                                                             "measure LLM-streaming capacity instead")
    parser.add_argument("--chunks", type=int, default=500, help="LLM chunks per run")
    parser.add_argument("--chunk-delay", type=float, default=0.01, help="seconds between LLM chunks")
    parser.add_argument("--idle", type=int, default=None, help="idle sockets for the memory figure "
                                                               "(default: --clients)")
    parser.add_argument("--workers", type=int, default=0, help="run the runs in this many `manage.py runworker` "
                                                                "processes (the scaled-out shape; needs --redis)")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/5", help="Redis for --workers (flushed)")
    parser.add_argument("--replay-events", type=int, default=10_000)
    parser.add_argument("--floor-rate", type=float, default=100.0, help="floors: messages/s per client")
    parser.add_argument("--floor-seconds", type=float, default=5.0)
    args = parser.parse_args()
    if not 1 <= args.runs <= args.clients:
        parser.error("--runs must be between 1 and --clients")
    args.idle = args.idle or args.clients
    return args


# --- seeding (sync, in this process, on the same SQLite file daphne uses) ------------------------------

def seed(args, llm_url: str) -> dict:
    from django.contrib.auth import get_user_model
    from django.test import Client

    from agents.models import Conversation, LLMProfile
    from workspaces.services import workspace_create

    user = get_user_model().objects.create_user("stream-bench", password="stream-bench-password-1")
    workspace = workspace_create(user=user, name="Stream bench")
    LLMProfile.objects.create(name=PROFILE, model="openai/stream", api_base=llm_url, api_key="bench")
    LLMProfile.objects.create(name=WARM_UP_PROFILE, model="openai/warmup", api_base=llm_url, api_key="bench")
    conversations = [Conversation.objects.create(owner=user, workspace=workspace,
                                                 metadata={"llm_profile": profile})
                     for profile in [PROFILE] * (args.runs + 1) + [WARM_UP_PROFILE]]
    client = Client()
    client.force_login(user)
    return {"user": user, "conversations": [str(c.pk) for c in conversations[:args.runs]],
            "replay": seed_replay(user, conversations[args.runs], args.replay_events),
            "warm_up": str(conversations[-1].pk),
            "cookie": f"sessionid={client.cookies['sessionid'].value}"}


def seed_replay(user, conversation, events: int) -> tuple[str, str]:
    """A finished run with `events` stored events: run_started, message deltas, run_completed."""
    from django.db import transaction
    from django.utils import timezone

    from agents.models import Run, RunEvent, RunStatus
    from agents.runtime.event_log import insert_rows

    run = Run.objects.create(thread=conversation, created_by=user, status=RunStatus.SUCCESS, query="replay",
                             model="openai/stream", llm_profile=PROFILE, last_seq=events)
    now, delta = timezone.now(), {"delta": "A coalesced message delta of about sixty characters of text. "}
    started = {"thread": str(conversation.pk), "agent": None, "route": "agent_executor", "mode": "agent",
               "model": "openai/stream", "max_iterations": 100, "rule": ""}
    rows = [(run.pk, 1, "run_started", started, now),
            *((run.pk, seq, "message", delta, now) for seq in range(2, events)),
            (run.pk, events, "run_completed", {"status": "success", "error_code": None}, now)]
    with transaction.atomic():
        insert_rows(RunEvent, ("run", "seq", "type", "data", "ts"), rows)
    return str(conversation.pk), str(run.pk)


# --- Lantide on daphne --------------------------------------------------------------------------------

async def sample_rss(pid: int, peak: list[int]) -> None:
    while True:
        peak[0] = max(peak[0], rss_bytes(pid))
        await asyncio.sleep(0.25)


async def lantide_phase(args, server: ServerProcess, llm: ServerProcess, scene: dict) -> dict:
    base = f"ws://127.0.0.1:{server.port}/ws/conversations/"
    headers = {"Cookie": scene["cookie"], "Origin": f"http://127.0.0.1:{server.port}"}
    conversations = scene["conversations"]
    warm_up_urls = [f"{base}{conversations[0]}/"] * WARM_UP_SOCKETS
    await close_all(await connect_all(warm_up_urls, headers, lantide_probe))
    # A first run waits for litellm's import (~150 MiB of RSS; started on a thread by the server's first request,
    # gateway.litellm_warm_up). Measured inside the idle window, that import was the 759 KiB "per idle socket" of
    # issue 26 (30x the bare consumer): so the warm-up run goes first, unmeasured.
    async with open_socket(f"{base}{scene['warm_up']}/", headers) as warm_up:
        await lantide_probe(warm_up)
        await warm_up.send(json.dumps({"type": "send", "text": "Warm up."}))
        await asyncio.wait_for(read_run(warm_up), 120)
    await asyncio.sleep(0.5)
    idle_before = rss_bytes(server.pid)
    urls = [f"{base}{conversations[i % args.runs]}/" for i in range(max(args.clients, args.idle))]
    sockets = await connect_all(urls, headers, lantide_probe)
    await asyncio.sleep(0.5)
    out = {"idle_per_socket": (rss_bytes(server.pid) - idle_before) / len(sockets)}
    await close_all(sockets[args.clients:])
    sockets = sockets[:args.clients]

    peak = [rss_bytes(server.pid)]
    sampler = asyncio.create_task(sample_rss(server.pid, peak))
    cpu_before, llm_cpu_before, wall_before = cpu_seconds(server.pid), cpu_seconds(llm.pid), time.time()
    readers = [asyncio.create_task(read_run(ws)) for ws in sockets]
    for ws in sockets[:args.runs]:  # socket i follows conversation i % runs: the first `runs` cover each once
        await ws.send(json.dumps({"type": "send", "text": "Stream the scripted answer."}))
    deadline = args.chunks * args.chunk_delay * 4 + 120
    out["received"] = await asyncio.wait_for(asyncio.gather(*readers), deadline)
    out["wall"] = time.time() - wall_before
    out["cpu"] = cpu_seconds(server.pid) - cpu_before
    out["llm_cpu"] = cpu_seconds(llm.pid) - llm_cpu_before
    sampler.cancel()
    out["rss_peak"] = peak[0]
    out["replay"] = await replay(f"{base}{scene['replay'][0]}/", headers, scene["replay"][1])
    await close_all(sockets)
    return out


async def replay(url: str, headers: dict, run_id: str) -> list[tuple[float, float, int]]:
    """(first event, last event, events) seconds after sending subscribe after=0, REPLAY_REPEATS times."""
    results = []
    async with open_socket(url, headers) as ws:
        await lantide_probe(ws)
        for _ in range(REPLAY_REPEATS):
            started = time.perf_counter()
            await ws.send(json.dumps({"type": "subscribe", "run": run_id, "after": 0}))
            received = [await ws.recv()]
            first = time.perf_counter() - started
            while '"run_completed"' not in received[-1]:
                received.append(await ws.recv())
            results.append((first, time.perf_counter() - started, len(received)))
    return results


def check_delivery(received: list[list[tuple[float, dict]]]) -> tuple[int, int, int, int]:
    """(stored events expected, lost, extra or different, clients out of order), against the stored logs."""
    from agents.runtime.subscription import stored_events

    logs, expected, lost, extra, disordered = {}, 0, 0, 0, 0
    for events in received:
        got = [event for _, event in events]
        stored = logs.setdefault(got[0]["run"], stored_events(got[0]["run"], after=0))
        stored_by_seq = {event["seq"]: event for event in stored}
        matched = {event["seq"] for event in got if stored_by_seq.get(event["seq"]) == event}
        expected += len(stored)
        lost += len(stored) - len(matched)
        extra += len(got) - len(matched)
        disordered += [event["seq"] for event in got] != list(range(1, len(got) + 1))
    return expected, lost, extra, disordered


def stored_frames_time(run_id: str) -> float:
    """The replay's own read (stored_frames: rows spliced into frames), in this process, median."""
    from agents.runtime.subscription import stored_frames

    samples = []
    for _ in range(REPLAY_REPEATS):
        started = time.perf_counter()
        stored_frames(run_id, after=0)
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


# --- floors ------------------------------------------------------------------------------------------

async def floor_phase(args, server: ServerProcess, *, measure_memory: bool) -> dict:
    url, out = f"ws://127.0.0.1:{server.port}/", {}
    if measure_memory:
        await close_all(await connect_all([url] * WARM_UP_SOCKETS))
        await asyncio.sleep(0.5)
        before = rss_bytes(server.pid)
    sockets = await connect_all([url] * max(args.clients, args.idle))
    if measure_memory:
        await asyncio.sleep(0.5)
        out["idle_per_socket"] = (rss_bytes(server.pid) - before) / len(sockets)
    await close_all(sockets[args.clients:])
    out["burst"] = await burst(sockets[0], args.replay_events)
    sockets, count = sockets[:args.clients], int(args.floor_rate * args.floor_seconds)
    cpu_before, wall_before = cpu_seconds(server.pid), time.time()
    readers = [asyncio.create_task(read_count(ws, count)) for ws in sockets]
    for ws in sockets:
        await ws.send(f"start {args.floor_rate} {count}")
    received = await asyncio.wait_for(asyncio.gather(*readers), args.floor_seconds * 4 + 60)
    out["wall"], out["cpu"] = time.time() - wall_before, cpu_seconds(server.pid) - cpu_before
    out["latencies"] = [at - json.loads(raw)["t"] for messages in received for at, raw in messages]
    out["messages"] = len(out["latencies"])
    await close_all(sockets)
    return out


async def burst(ws, count: int) -> list[tuple[float, float]]:
    """(first, last) message seconds after asking for `count` messages at once, REPLAY_REPEATS times: what the
    server and this client cost to move a replay's worth of frames with nothing behind them."""
    results = []
    for _ in range(REPLAY_REPEATS):
        started = time.perf_counter()
        await ws.send(f"burst {count}")
        await ws.recv()
        first = time.perf_counter() - started
        for _ in range(count - 1):
            await ws.recv()
        results.append((first, time.perf_counter() - started))
    return results


# --- report ------------------------------------------------------------------------------------------

def report(args, lantide: dict, delivery: tuple[int, int, int, int], read_10k: float, bare: dict,
           raw: dict) -> None:
    received = [[(at, json.loads(raw_event)) for at, raw_event in events] for events in lantide["received"]]
    fan_out, chunk = [], []
    for events in received:
        client_fan_out, client_chunk = run_latencies(events)
        fan_out += client_fan_out
        chunk += client_chunk
    messages = sum(len(events) for events in received)
    expected, lost, extra, disordered = delivery
    bare_p99 = percentiles(bare["latencies"])[1]
    fan_out_p99 = percentiles(fan_out)[1]
    kib = lambda n: f"{n / 1024:.1f} KiB"  # noqa: E731

    print(f"distribution: {args.clients} clients over {args.runs} conversations "
          f"({args.clients / args.runs:g} sockets each, round-robin), all {args.runs} runs concurrent; "
          f"{args.chunks} chunks per run every {args.chunk_delay * 1000:g} ms")
    rate = messages / lantide["wall"]
    print(f"streaming: {lantide['wall']:.2f} s wall, {messages:,} envelopes delivered "
          f"({rate:,.0f}/s, {rate / args.clients:.1f}/s per client), "
          f"{len(fan_out):,} deltas, {len(chunk):,} chunk markers (expected {args.clients * args.chunks:,})")
    print(f"floors: {args.clients} clients x {args.floor_rate:g} msg/s for {args.floor_seconds:g} s "
          f"(bare Channels {bare['messages']:,} msgs, raw websockets {raw['messages']:,} msgs)")
    print()
    row("figure", "value", "target", None)
    row("fan-out latency p50 / p99 / max (ms)", ms3(fan_out), "p99 <= 2x bare Channels p99",
        fan_out_p99 / bare_p99, fan_out_p99 <= 2 * bare_p99)
    row("chunk latency p50 / p99 / max (ms)", ms3(chunk), "(includes 30 ms coalescing)")
    row("events lost", f"{lost} of {expected:,}", "0", None, lost == 0)
    row("events extra or different / clients out of order", f"{extra} / {disordered}", "0 / 0", None,
        extra == disordered == 0)
    row("daphne CPU while streaming (CPU s / wall s)", f"{lantide['cpu'] / lantide['wall']:.2f}")
    if args.workers:
        row(f"run workers' CPU ({args.workers} processes, CPU s / wall s)", f"{lantide['workers_cpu']:.2f}")
    row("daphne RSS peak while streaming", f"{lantide['rss_peak'] / 2**20:.1f} MiB")
    row("fake LLM server CPU (CPU s / wall s)", f"{lantide['llm_cpu'] / lantide['wall']:.2f}")
    row("RSS per idle socket, Lantide", kib(lantide["idle_per_socket"]), "<= 1.5x bare daphne",
        lantide["idle_per_socket"] / bare["idle_per_socket"],
        lantide["idle_per_socket"] <= 1.5 * bare["idle_per_socket"])
    row("RSS per idle socket, bare Channels", kib(bare["idle_per_socket"]))
    first = statistics.median(r[0] for r in lantide["replay"])
    last = statistics.median(r[1] for r in lantide["replay"])
    counts = {r[2] for r in lantide["replay"]}
    row(f"replay {args.replay_events:,} events: first event (ms)", f"{first * 1000:.1f}")
    row(f"replay {args.replay_events:,} events: last event (ms)", f"{last * 1000:.1f}", "<= 300 ms",
        last / 0.3, last <= 0.3 and counts == {args.replay_events})
    row("  (cold, then warm repeats: last event, ms)",
        " / ".join(f"{r[1] * 1000:.0f}" for r in lantide["replay"]))
    row(f"  stored_frames() of {args.replay_events:,} in-process (ms)", f"{read_10k * 1000:.1f}")
    burst_last = statistics.median(r[1] for r in bare["burst"])
    row(f"floor: bare Channels sends {args.replay_events:,} messages at once: last (ms)", f"{burst_last * 1000:.1f}")
    row(f"floor: raw websockets sends {args.replay_events:,} messages at once: last (ms)",
        f"{statistics.median(r[1] for r in raw['burst']) * 1000:.1f}")
    row("floor: bare Channels + daphne p50 / p99 / max", ms3(bare["latencies"]))
    figure("events lost, streaming to every socket", lost + extra + disordered, unit="", target=0)
    figure("fan-out p99, Lantide / bare Channels", fan_out_p99 / bare_p99, unit="x", target=2)
    figure("RSS per idle socket, Lantide / bare Channels", lantide["idle_per_socket"] / bare["idle_per_socket"],
           unit="x", target=1.5)
    figure(f"replay of {args.replay_events:,} events, first event", first * 1000, unit="ms", target=50)
    figure(f"replay of {args.replay_events:,} events, last event", last * 1000, unit="ms", target=300)
    figure(f"floor: bare Channels, {args.replay_events:,} messages at once, last", burst_last * 1000, unit="ms")
    row("floor: bare daphne CPU (CPU s / wall s)", f"{bare['cpu'] / bare['wall']:.2f}")
    row("floor: raw websockets p50 / p99 / max (ms)", ms3(raw["latencies"]))
    row("floor: raw websockets CPU (CPU s / wall s)", f"{raw['cpu'] / raw['wall']:.2f}")


def scaled_out_env(redis_url: str) -> dict:
    import redis

    redis.Redis.from_url(redis_url).flushdb()  # no run handed over by an earlier bench is left in the channel
    return {"REDIS_URL": redis_url, "LANTIDE_RUN_EXECUTOR": "workers", "LANTIDE_DUCKDB_SHARED_FILES": "1"}


def run_worker(env: dict, data_dir) -> LoggedProcess:
    return LoggedProcess("runworker", ["manage.py", "runworker", "lantide-runs"], cwd=ROOT, env={**os.environ, **env},
                         log_path=data_dir / f"runworker-{len(list(data_dir.glob('runworker-*')))}.log")


def main() -> None:
    args = parse_args()
    data_dir = setup_django()
    from django.conf import settings

    llm = ServerProcess("fake-llm", ["_fake_llm.py", "{port}", str(args.chunks), str(args.chunk_delay)],
                        log_dir=data_dir)
    scene = seed(args, f"http://127.0.0.1:{llm.port}/v1")
    env = {"LANTIDE_DATA_DIR": str(data_dir), "DJANGO_SETTINGS_MODULE": "lantide.settings",
           "DJANGO_SECRET_KEY": settings.SECRET_KEY, "LITELLM_LOCAL_MODEL_COST_MAP": "True",
           "LANTIDE_LOG_LEVEL": "WARNING"}
    if args.workers:
        env.update(scaled_out_env(args.redis))
    server = daphne("lantide", "lantide.asgi:application", log_dir=data_dir, cwd=ROOT, env=env,
                    module="lantide.serve")
    workers = [run_worker(env, data_dir) for _ in range(args.workers)]
    try:
        workers_cpu, started = sum(cpu_seconds(w.pid) for w in workers), time.time()
        lantide = asyncio.run(lantide_phase(args, server, llm, scene))
        lantide["workers_cpu"] = (sum(cpu_seconds(w.pid) for w in workers) - workers_cpu) / (time.time() - started)
    finally:
        server.stop()
        llm.stop()
        for worker in workers:
            worker.stop()
    delivery = check_delivery([[(at, json.loads(raw_event)) for at, raw_event in events]
                               for events in lantide["received"]])
    read_10k = stored_frames_time(scene["replay"][1])
    bare_server = daphne("bare-channels", "_bare_channels:application", log_dir=data_dir, cwd=BENCH)
    try:
        bare = asyncio.run(floor_phase(args, bare_server, measure_memory=True))
    finally:
        bare_server.stop()
    raw_server = ServerProcess("raw-websockets", ["_ws_floor.py", "{port}"], log_dir=data_dir)
    try:
        raw = asyncio.run(floor_phase(args, raw_server, measure_memory=False))
    finally:
        raw_server.stop()
    report(args, lantide, delivery, read_10k, bare, raw)


if __name__ == "__main__":
    main()
