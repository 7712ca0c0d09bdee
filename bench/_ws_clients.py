"""The measuring side of bench/stream_load.py: many `websockets` clients in one asyncio process.

Receipt time is `time.time()` right after `recv()` returns; messages are parsed after the clock is read.
Servers embed `time.time()` too (the envelope `ts`, the fake LLM's markers, the floors' `t`): one machine,
one clock, so differences are latencies.
"""

import asyncio
import json
import re
import time
from collections.abc import Callable, Iterable
from datetime import datetime

from websockets.asyncio.client import ClientConnection, connect

MARKER = re.compile(r"\[(\d+\.\d+)\]")
CONNECT_CONCURRENCY = 20
DELTA_TYPES = frozenset({"message", "thought"})


def open_socket(url: str, headers: dict | None = None):
    return connect(url, additional_headers=headers, open_timeout=60, ping_interval=None, max_size=None,
                   max_queue=None, compression=None)


async def connect_all(urls: list[str], headers: dict | None = None,
                      ready: Callable[[ClientConnection], object] | None = None) -> list[ClientConnection]:
    """Open one socket per url, CONNECT_CONCURRENCY at a time; `ready(ws)` (awaited) confirms each."""
    gate = asyncio.Semaphore(CONNECT_CONCURRENCY)

    async def one(url: str) -> ClientConnection:
        async with gate:
            ws = await open_socket(url, headers)
            if ready is not None:
                await ready(ws)
            return ws

    return list(await asyncio.gather(*(one(url) for url in urls)))


async def close_all(sockets: Iterable[ClientConnection]) -> None:
    await asyncio.gather(*(ws.close() for ws in sockets), return_exceptions=True)


async def lantide_probe(ws: ClientConnection) -> None:
    """The consumer handles messages in order, so the reply to a junk message proves connect() finished
    (authenticated, joined the conversation's group): a run started after this reaches the socket."""
    await ws.send(json.dumps({"type": "probe"}))
    reply = json.loads(await asyncio.wait_for(ws.recv(), 60))
    if reply.get("code") != "INVALID_ARGUMENTS":
        raise RuntimeError(f"socket not ready: {reply}")


async def read_run(ws: ClientConnection) -> list[tuple[float, str]]:
    """(receipt time, raw envelope) of every message until the run's run_completed."""
    received = []
    while True:
        raw = await ws.recv()
        received.append((time.time(), raw))
        if '"run_completed"' in raw:
            event = json.loads(raw)
            if event.get("type") == "run_completed":
                return received
        elif '"seq"' not in raw:
            raise RuntimeError(f"not a run event: {raw[:300]}")


async def read_count(ws: ClientConnection, count: int) -> list[tuple[float, str]]:
    received = []
    for _ in range(count):
        raw = await ws.recv()
        received.append((time.time(), raw))
    return received


def ts_seconds(ts: str) -> float:
    return datetime.fromisoformat(ts).timestamp()


def run_latencies(received: list[tuple[float, dict]]) -> tuple[list[float], list[float]]:
    """(fan-out: envelope ts -> receipt, per delta event), (chunk: LLM send marker -> receipt, per chunk)."""
    fan_out, chunk = [], []
    for at, event in received:
        if event["type"] in DELTA_TYPES:
            fan_out.append(at - ts_seconds(event["ts"]))
            chunk.extend(at - float(sent) for sent in MARKER.findall(event["data"]["delta"]))
    return fan_out, chunk


def percentiles(samples: list[float]) -> tuple[float, float, float]:
    """p50, p99, max (nearest rank)."""
    if not samples:
        return float("nan"), float("nan"), float("nan")
    ordered = sorted(samples)
    rank = lambda q: ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]  # noqa: E731
    return rank(0.50), rank(0.99), ordered[-1]


def ms3(samples: list[float]) -> str:
    return " / ".join(f"{value * 1000:.2f}" for value in percentiles(samples))


def row(figure: str, value: str, target: str = "", ratio: float | None = None,
        ok: bool | None = None) -> None:
    verdict = "" if ok is None else ("PASS" if ok else "MISS")
    ratio_text = "" if ratio is None else f"{ratio:6.2f}x"
    print(f"{figure:<46} {value:>26}   {target:<34} {ratio_text:>8} {verdict}".rstrip())
