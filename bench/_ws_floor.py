"""Floors for bench/stream_load.py: the same push loop served by a raw `websockets` server (this module, run
as a process) and by a bare Channels consumer on daphne (bench/_bare_channels.py).

A client sends "start RATE COUNT"; the server then pushes COUNT messages at RATE per second on a fixed
schedule (random phase per socket) or, for "burst COUNT", as fast as it can (the floor of a replay), each carrying its send time, padded to the size of a Lantide delta
envelope. Nothing else: no auth, no channel layer, no database.

    python _ws_floor.py PORT
"""

import asyncio
import json
import random
import sys
import time
from collections.abc import Awaitable, Callable

PAD = "x" * 160  # a Lantide message-delta envelope is about 250 bytes


async def push(send: Callable[[str], Awaitable[None]], command: str) -> None:
    if command.startswith("burst"):  # "burst COUNT": as fast as sending goes, a replay's floor
        for number in range(int(command.split()[1])):
            await send(json.dumps({"k": number, "t": time.time(), "pad": PAD}))
        return
    _, rate, count = command.split()
    interval, loop = 1 / float(rate), asyncio.get_running_loop()
    start = loop.time() + random.random() * interval
    for number in range(int(count)):
        wait = start + number * interval - loop.time()
        if wait > 0:
            await asyncio.sleep(wait)
        await send(json.dumps({"k": number, "t": time.time(), "pad": PAD}))


async def main(port: int) -> None:
    from websockets.asyncio.server import serve

    async def handler(ws) -> None:
        async for command in ws:
            await push(ws.send, command)

    options = {"compression": None, "ping_interval": None, "max_queue": None}
    async with serve(handler, "127.0.0.1", port, **options) as server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1])))
