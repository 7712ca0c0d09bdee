"""A soak on the scaled-out shape (issue 26; not in `make test`): PostgreSQL + Redis, 2 daphne processes and
2 run workers, `--runs` conversations streaming one run after another for `--minutes`, each followed by two
sockets (one on each daphne: `--runs` x 2 sockets), with run worker 0 killed (SIGKILL) half-way and started
again `--restart-after` s later.

The fake OpenAI-compatible server (bench/_fake_llm.py) streams `--chunks` pieces per answer, one every
`--chunk-delay` s. Conversations are spread over `--workspaces` workspaces of as many users (a workspace's runs
go to one worker at a time). Prints:
  events lost      per socket and run followed to its end: the stored log 1..N against what arrived (missing,
                   extra or different, out of order), checked after the soak;
  runs stuck       runs not finished `--grace` s after the last message was sent;
  fan-out latency  p50 / p99 / max, envelope `ts` -> receipt, per message delta, over the whole soak;
  processes        CPU (CPU s / wall s) and RSS of each process, sampled every `--sample` s;
  errors           `error` events stored, runs that ended in error, socket error messages, ERROR log lines.
Uses the local PostgreSQL (database `lantide_soak`, made afresh) and Redis (`--redis`, flushed).

    python soak.py [--minutes 10] [--runs 200] [--workspaces 20] [--chunks 100] [--chunk-delay 0.05]
"""

import argparse
import asyncio
import json
import os
import shutil
import signal
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from _figures import figure
from _servers import ROOT, LoggedProcess, ServerProcess, cpu_seconds, daphne, rss_bytes
from _ws_clients import close_all, connect_all, lantide_probe, percentiles, run_latencies
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidMessage

PG_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres"
DATABASE = "lantide_soak"
CONNECT_BACKOFF_SECONDS = (0.5, 1, 2, 4, 8)  # the page's reconnect backs off the same way
TERMINAL = ("success", "error", "cancelled", "interrupted", "timeout", "iteration_limit")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=200, help="conversations streaming at once (2 sockets each)")
    parser.add_argument("--workspaces", type=int, default=20)
    parser.add_argument("--chunks", type=int, default=100)
    parser.add_argument("--chunk-delay", type=float, default=0.05)
    parser.add_argument("--restart-after", type=float, default=5.0)
    parser.add_argument("--grace", type=float, default=120.0)
    parser.add_argument("--sample", type=float, default=30.0)
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/7")
    parser.add_argument("--keep", action="store_true", help="keep the data dir and its process logs")
    return parser.parse_args()


def fresh_database() -> str:
    import psycopg

    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {DATABASE} WITH (FORCE)")
        admin.execute(f"CREATE DATABASE {DATABASE}")
    return PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{DATABASE}"


def setup_django(database_url: str, redis_url: str, data_dir: Path) -> dict:
    import redis

    redis.Redis.from_url(redis_url).flushdb()
    env = {"DATABASE_URL": database_url, "REDIS_URL": redis_url, "LANTIDE_DATA_DIR": str(data_dir),
           "DJANGO_SETTINGS_MODULE": "lantide.settings", "LANTIDE_RUN_EXECUTOR": "workers",
           "LANTIDE_DUCKDB_SHARED_FILES": "1", "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LANTIDE_LOG_LEVEL": "WARNING"}
    os.environ.update(env)
    sys.path.insert(0, str(ROOT))
    import django
    from django.conf import settings
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    return {**env, "DJANGO_SECRET_KEY": settings.SECRET_KEY}


def seed(args, llm_url: str) -> list[dict]:
    """One user, workspace and session per `--workspaces`; `--runs` conversations spread over them."""
    from django.contrib.auth import get_user_model
    from django.test import Client

    from agents.models import Conversation, LLMProfile
    from workspaces.services import workspace_create

    LLMProfile.objects.create(name="soak", model="openai/soak", api_base=llm_url, api_key="soak")
    owners = []
    for number in range(args.workspaces):
        user = get_user_model().objects.create_user(f"soak{number}", password="soak-password-12345")
        client = Client()
        client.force_login(user)
        owners.append((user, workspace_create(user=user, name=f"Soak {number}"),
                       f"sessionid={client.cookies['sessionid'].value}"))
    scenes = []
    for number in range(args.runs):
        user, workspace, cookie = owners[number % len(owners)]
        conversation = Conversation.objects.create(owner=user, workspace=workspace, metadata={"llm_profile": "soak"})
        scenes.append({"conversation": str(conversation.pk), "cookie": cookie})
    return scenes


class Soak:
    def __init__(self, args, servers: list[ServerProcess]):
        self.args, self.servers = args, servers
        self.received: dict[tuple[int, str], list[tuple[float, dict]]] = {}  # (socket, run) -> events
        self.socket_errors = 0
        self.reconnects = 0
        self.redelivered = 0
        self.resumed_follows: set = set()  # (socket, run) followed again after the server dropped the socket
        self.sends = 0
        self.stop_at = 0.0
        self.conversations_failed = 0
        self.connects_retried = 0

    async def conversation(self, index: int, scene: dict) -> None:
        """Two sockets (one per daphne); one of them asks again whenever a run ends, until the soak ends."""
        sockets = [await self.connect(server, scene) for server in self.servers]
        try:
            while time.monotonic() < self.stop_at:
                await sockets[index % 2].send(json.dumps({"type": "send", "text": "Stream the scripted answer."}))
                self.sends += 1
                run: dict = {}
                await asyncio.gather(*(self.follow(index * 2 + k, sockets, k, scene, run) for k in range(2)))
        finally:
            await close_all(sockets)

    async def connect(self, server, scene: dict):
        """As the page does: a refused or unanswered handshake is tried again with backoff (counted)."""
        headers = {"Cookie": scene["cookie"], "Origin": f"http://127.0.0.1:{server.port}"}
        url = f"ws://127.0.0.1:{server.port}/ws/conversations/{scene['conversation']}/"
        for backoff in CONNECT_BACKOFF_SECONDS:
            try:
                [ws] = await connect_all([url], headers, lantide_probe)
                return ws
            except (OSError, InvalidHandshake, InvalidMessage, ConnectionClosed):
                self.connects_retried += 1
                await asyncio.sleep(backoff)
        [ws] = await connect_all([url], headers, lantide_probe)
        return ws

    async def follow(self, socket_id: int, sockets: list, k: int, scene: dict, run: dict) -> None:
        """One run on one socket, to its run_completed. A socket the server drops (daphne's ping timeout on a
        busy client) comes back as the page's does: connect again, subscribe from the last event it has."""
        events: list = []
        while True:
            try:
                raw = await asyncio.wait_for(sockets[k].recv(), self.args.grace)
            except ConnectionClosed:
                self.reconnects += 1
                self.resumed_follows.add((socket_id, run.get("id")))
                sockets[k] = await self.connect(self.servers[k], scene)
                while "id" not in run:  # the other socket names the run if this one had no event of it yet
                    await asyncio.sleep(0.1)
                last = events[-1][1]["seq"] if events else 0
                await sockets[k].send(json.dumps({"type": "subscribe", "run": run["id"], "after": last}))
                continue
            at, event = time.time(), json.loads(raw)
            if "seq" not in event:
                self.socket_errors += event.get("type") == "error"
                continue
            run.setdefault("id", event["run"])
            if not events:
                events = self.received.setdefault((socket_id, event["run"]), [])
            if events and event["seq"] <= events[-1][1]["seq"]:
                # A subscribe replays from its cursor, the socket's own follower may have sent some of that
                # already (at least once, in order): the page drops what it has by seq, and so does this client.
                self.redelivered += 1
                continue
            events.append((at, event))
            if event["type"] == "run_completed":
                return


async def sample_processes(processes: dict, every: float, samples: list) -> None:
    previous = {name: cpu_seconds(p.pid) for name, p in processes.items()}
    started = time.monotonic()
    while True:
        await asyncio.sleep(every)
        row = {"t": time.monotonic() - started}
        for name, process in list(processes.items()):
            try:
                cpu = cpu_seconds(process.pid)
                row[name] = ((cpu - previous.get(name, cpu)) / every, rss_bytes(process.pid))
                previous[name] = cpu
            except (FileNotFoundError, ProcessLookupError):
                row[name] = None
        samples.append(row)


KILLED_AT: list[float] = []  # wall time of the kill, for how long its runs waited to go on


def resume_delays() -> list[float]:
    """Seconds from the kill to each run's `resumed` event."""
    from agents.models import RunEvent

    if not KILLED_AT:
        return []
    return sorted(ts.timestamp() - KILLED_AT[0] for ts in RunEvent.objects.filter(type="resumed").values_list(
        "ts", flat=True))


async def kill_and_restart(workers: list, processes: dict, env: dict, data_dir: Path, at: float, after: float,
                           log: list) -> None:
    await asyncio.sleep(at)
    workers[0].process.send_signal(signal.SIGKILL)
    workers[0].process.wait()
    KILLED_AT.append(time.time())
    log.append(f"run worker 0 killed at {at:.0f} s")
    await asyncio.sleep(after)
    workers[0] = run_worker(env, data_dir, "runworker-0-restarted")
    processes["worker 0"] = workers[0]
    log.append(f"run worker 0 started again at {at + after:.0f} s")


def run_worker(env: dict, data_dir: Path, name: str) -> LoggedProcess:
    worker = LoggedProcess(name, ["manage.py", "runworker", "lantide-runs"], cwd=ROOT, env={**os.environ, **env},
                           log_path=data_dir / f"{name}.log")
    worker.wait_until(lambda: "Running worker" in worker.log_path.read_text(errors="replace"), timeout=120)
    return worker


async def warm_up(args, scenes: list[dict], servers) -> None:
    """One run in each workspace first, unmeasured: each worker imports litellm on its first run."""
    state = Soak(args, servers)
    first_of_each = list({scene["cookie"]: scene for scene in scenes}.values())

    async def one(index: int, scene: dict) -> None:
        sockets = [await state.connect(servers[0], scene)]
        await sockets[0].send(json.dumps({"type": "send", "text": "Warm up."}))
        await state.follow(index, sockets, 0, scene, {})
        await close_all(sockets)

    await asyncio.gather(*(one(i, scene) for i, scene in enumerate(first_of_each)))


async def soak(args, scenes: list[dict], servers, workers, processes, env, data_dir) -> tuple[Soak, list, list]:
    await warm_up(args, scenes, servers)
    state, samples, log = Soak(args, servers), [], []
    duration = args.minutes * 60
    state.stop_at = time.monotonic() + duration
    sampler = asyncio.create_task(sample_processes(processes, args.sample, samples))
    killer = asyncio.create_task(kill_and_restart(workers, processes, env, data_dir, duration / 2,
                                                  args.restart_after, log))
    results = await asyncio.gather(*(state.conversation(i, scene) for i, scene in enumerate(scenes)),
                                   return_exceptions=True)
    sampler.cancel()
    killer.cancel()
    failures = Counter(f"{type(r).__name__}: {r}" for r in results if isinstance(r, BaseException))
    state.conversations_failed = sum(failures.values())
    log += [f"{count} conversation(s) ended with {failure}" for failure, count in failures.most_common()]
    return state, samples, log


def runs_stuck(grace: float) -> int:
    from agents.models import Run

    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        stuck = Run.objects.exclude(status__in=TERMINAL).count()
        if stuck == 0:
            return 0
        time.sleep(2)
    return Run.objects.exclude(status__in=TERMINAL).count()


def delivery(received: dict, resumed: set) -> tuple[int, int, int, list[str]]:
    """(events expected, lost, extra or different or out of order, a few examples) over every (socket, run)
    followed to its end."""
    from agents.runtime.subscription import stored_events

    logs, expected, lost, wrong, examples = {}, 0, 0, 0, []
    for (socket_id, run), events in received.items():
        stored = logs.setdefault(run, stored_events(run, after=0))
        got = [event for _, event in events]
        by_seq = {event["seq"]: event for event in stored}
        matched = {event["seq"] for event in got if by_seq.get(event["seq"]) == event}
        unmatched = [event for event in got if by_seq.get(event["seq"]) != event]
        out_of_order = [e["seq"] for e in got] != list(range(got[0]["seq"], got[0]["seq"] + len(got)))
        expected += len(stored)
        lost += len(stored) - len(matched)
        wrong += len(got) - len(matched) + out_of_order
        if (unmatched or out_of_order or len(matched) < len(stored)) and len(examples) < 5:
            examples.append(f"socket {socket_id} run {run}{' (socket resumed)' if (socket_id, run) in resumed else ''}: got seqs {[e['seq'] for e in got][:60]}, stored "
                            f"1..{len(stored)}; unmatched {[(e['seq'], e['type']) for e in unmatched][:5]}")
    return expected, lost, wrong, examples


def error_counts(data_dir: Path) -> dict:
    from agents.models import Run, RunEvent

    lines = sum(" ERROR " in line or "Traceback" in line for path in data_dir.glob("*.log")
                for line in path.read_text(errors="replace").splitlines())
    return {"error events": RunEvent.objects.filter(type="error").count(),
            "runs ended in error": Run.objects.filter(status="error").count(), "ERROR log lines": lines}


def report(args, state: Soak, samples: list, log: list, stuck: int, data_dir: Path) -> None:
    from agents.models import Run

    expected, lost, wrong, examples = delivery(state.received, state.resumed_follows)
    fan_out = [latency for events in state.received.values() for latency in run_latencies(events)[0]]
    errors = {**error_counts(data_dir), "socket error messages": state.socket_errors,
              "conversations failed": state.conversations_failed}
    print(f"soak: {args.minutes:g} min, {args.runs} conversations x 2 sockets over 2 daphne + 2 run workers, "
          f"{args.workspaces} workspaces; {args.chunks} chunks every {args.chunk_delay * 1000:g} ms per answer")
    print(f"runs started {state.sends}, stored {Run.objects.count()}, resumed after the kill "
          f"{Run.objects.filter(events__type='resumed').distinct().count()}; " + "; ".join(log))
    print(f"events lost {lost} of {expected:,} (extra, different or out of order: {wrong}); runs stuck {stuck}; "
          f"sockets dropped by the server and resumed from their last event: {state.reconnects} "
          f"(events sent again on resubscribing, dropped by seq as the page does: {state.redelivered}); "
          f"handshakes tried again: {state.connects_retried}")
    for example in examples:
        print("  " + example)
    delays = resume_delays()
    if delays:
        print(f"the killed worker's runs went on {delays[0]:.1f} s (first) / {statistics.median(delays):.1f} s "
              f"(median) / {delays[-1]:.1f} s (last) after the kill ({len(delays)} runs)")
        figure("soak: last run resumed after the worker's kill", delays[-1], unit="s")
    p50, p99, worst = percentiles(fan_out)
    print(f"fan-out latency p50 / p99 / max: {p50 * 1000:.1f} / {p99 * 1000:.1f} / {worst * 1000:.1f} ms "
          f"over {len(fan_out):,} deltas")
    print("errors: " + ", ".join(f"{name} {count}" for name, count in errors.items()))
    names = [name for name in samples[0] if name != "t"] if samples else []
    print(f"{'t (s)':>6}  " + "  ".join(f"{name:>22}" for name in names) + "   (CPU s/s, RSS MiB)")
    for row in samples:
        cells = [f"{row[n][0]:>11.2f} {row[n][1] / 2**20:>9.1f}" if row.get(n) else f"{'-':>22}" for n in names]
        print(f"{row['t']:>6.0f}  " + "  ".join(cells))
    # Nothing delivered is nothing measured: it cannot pass.
    figure("soak: events lost", lost + wrong if expected else float("nan"), unit="", target=0)
    figure("soak: runs stuck", stuck, unit="", target=0)
    figure("soak: fan-out p99", p99 * 1000, unit="ms")
    figure("soak: errors (events, failed runs, socket, log lines, conversations)", sum(errors.values()), unit="",
           target=0)


def main() -> None:
    args = parse_args()
    data_dir = Path(tempfile.mkdtemp(prefix="lantide-soak-"))
    env = setup_django(fresh_database(), args.redis, data_dir)
    llm = ServerProcess("fake-llm", ["_fake_llm.py", "{port}", str(args.chunks), str(args.chunk_delay)],
                        log_dir=data_dir)
    scenes = seed(args, f"http://127.0.0.1:{llm.port}/v1")
    servers = [daphne(f"daphne-{n}", "lantide.asgi:application", log_dir=data_dir, cwd=ROOT, env=env,
                      module="lantide.serve") for n in range(2)]
    workers = [run_worker(env, data_dir, f"runworker-{n}") for n in range(2)]
    processes = {"daphne 0": servers[0], "daphne 1": servers[1], "worker 0": workers[0], "worker 1": workers[1],
                 "fake LLM": llm}
    try:
        state, samples, log = asyncio.run(soak(args, scenes, servers, workers, processes, env, data_dir))
        stuck = runs_stuck(args.grace)
        report(args, state, samples, log, stuck, data_dir)
    finally:
        for process in [*servers, *workers, llm]:
            process.stop()
        if args.keep:
            print(f"process logs: {data_dir}")
        else:
            shutil.rmtree(data_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
