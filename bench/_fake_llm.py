"""A minimal OpenAI-compatible streaming server for bench/stream_load.py, run as its own process.

Every streamed chat completion is `chunks` content pieces, one every `delay` seconds on a fixed schedule;
each piece is a send-time marker `[<unix time>]` taken just before the write, so a client can parse the
marker back out of the (coalesced) message deltas and measure LLM-send -> client-receipt latency.
asyncio rather than tests/llm_server.py's thread per stream: 200 concurrent streams at 100 chunks/s must
not make the load generator the bottleneck on a 2-core machine.

    python _fake_llm.py PORT CHUNKS DELAY
"""

import asyncio
import json
import sys
import time

MARKER_FORMAT = "[{:.6f}]"
WARM_UP_MODEL, WARM_UP_CHUNKS = "warmup", 20  # a short answer that loads litellm before anything is measured


def sse(payload: dict | str) -> bytes:
    data = (payload if isinstance(payload, str) else json.dumps(payload)).encode()
    event = b"data: " + data + b"\n\n"
    return f"{len(event):x}\r\n".encode() + event + b"\r\n"


async def stream(writer: asyncio.StreamWriter, request: dict, chunks: int, delay: float) -> None:
    base = {"id": "chatcmpl-bench", "object": "chat.completion.chunk", "created": int(time.time()),
            "model": request.get("model", "")}
    usage = {"prompt_tokens": 10, "completion_tokens": chunks, "total_tokens": 10 + chunks}

    def chunk(delta: dict, finish: str | None = None) -> dict:
        return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
                 b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
    writer.write(sse(chunk({"role": "assistant", "content": ""})))
    loop = asyncio.get_running_loop()
    start = loop.time()
    for number in range(chunks):
        wait = start + number * delay - loop.time()
        if wait > 0:
            await asyncio.sleep(wait)
        writer.write(sse(chunk({"content": MARKER_FORMAT.format(time.time())})))
        await writer.drain()
    writer.write(sse({**chunk({}, "stop"), "usage": usage}))
    if (request.get("stream_options") or {}).get("include_usage"):
        writer.write(sse({**base, "choices": [], "usage": usage}))
    writer.write(sse("[DONE]") + b"0\r\n\r\n")
    await writer.drain()


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, chunks: int,
                 delay: float) -> None:
    try:
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
        length = next((int(line.split(":", 1)[1]) for line in head.split("\r\n")
                       if line.lower().startswith("content-length:")), 0)
        request = json.loads(await reader.readexactly(length) or b"{}")
        if request.get("stream"):
            warm_up = request.get("model") == WARM_UP_MODEL
            await stream(writer, request, WARM_UP_CHUNKS if warm_up else chunks, delay)
        else:
            error = {"error": {"message": "only streaming is scripted", "type": "server_error"}}
            body = json.dumps(error).encode()
            writer.write(b"HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json\r\n"
                         b"Content-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(body), body))
            await writer.drain()
    except (ConnectionError, asyncio.IncompleteReadError):
        pass  # the client went away: nothing to tell
    finally:
        writer.close()


async def main(port: int, chunks: int, delay: float) -> None:
    server = await asyncio.start_server(lambda r, w: handle(r, w, chunks, delay), "127.0.0.1", port,
                                        backlog=1024)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])))
