"""An OpenAI-compatible chat completions server that scripts a tool-calling conversation, for bench/model_path.py.

Every request gets a streamed answer at once (no model latency): while the conversation holds fewer than
`iterations - 1` tool results, one `echo` tool call (with a short thought as content); then a final answer.
HTTP/1.1 with keep-alive, so each client can reuse its connections as it would with a real provider. Streaming
only (both clients under test stream); a non-streaming request is refused.

    python _scripted_llm.py PORT ITERATIONS
"""

import asyncio
import json
import sys
import time


def sse(payload: dict | str) -> bytes:
    data = (payload if isinstance(payload, str) else json.dumps(payload)).encode()
    event = b"data: " + data + b"\n\n"
    return f"{len(event):x}\r\n".encode() + event + b"\r\n"


def answer_events(request: dict, iterations: int) -> list[bytes]:
    calls = sum(1 for message in request.get("messages", []) if message.get("role") == "tool")
    base = {"id": f"chatcmpl-{calls}", "object": "chat.completion.chunk", "created": int(time.time()),
            "model": request.get("model", "")}

    def chunk(delta: dict, finish: str | None = None) -> dict:
        return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    if calls < iterations - 1:
        call = {"index": 0, "id": f"call_{calls}", "type": "function",
                "function": {"name": "echo", "arguments": json.dumps({"text": f"step {calls}"})}}
        body = [chunk({"role": "assistant", "content": f"Step {calls}: echo."}),
                chunk({"tool_calls": [call]}), chunk({}, "tool_calls")]
    else:
        body = [chunk({"role": "assistant", "content": "All steps done."}), chunk({}, "stop")]
    if (request.get("stream_options") or {}).get("include_usage"):
        body.append({**base, "choices": [], "usage": {"prompt_tokens": 100, "completion_tokens": 10,
                                                      "total_tokens": 110}})
    return [sse(event) for event in body] + [sse("[DONE]"), b"0\r\n\r\n"]


async def read_request(reader: asyncio.StreamReader) -> dict | None:
    try:
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
    except (asyncio.IncompleteReadError, ConnectionError):
        return None
    length = next((int(line.split(":", 1)[1]) for line in head.split("\r\n")
                   if line.lower().startswith("content-length:")), 0)
    return json.loads(await reader.readexactly(length) or b"{}")


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, iterations: int) -> None:
    try:
        while (request := await read_request(reader)) is not None:
            if not request.get("stream"):
                body = b'{"error": {"message": "only streaming is scripted", "type": "server_error"}}'
                writer.write(b"HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json\r\n"
                             b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
            else:
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
                             b"Transfer-Encoding: chunked\r\n\r\n" + b"".join(answer_events(request, iterations)))
            await writer.drain()
    except ConnectionError:
        pass  # the client went away: nothing to tell
    finally:
        writer.close()


async def main(port: int, iterations: int) -> None:
    server = await asyncio.start_server(lambda r, w: handle(r, w, iterations), "127.0.0.1", port, backlog=1024)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2])))
