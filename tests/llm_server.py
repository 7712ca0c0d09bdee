"""A scripted, OpenAI-compatible chat-completions server for tests.

Tests queue responses per model with ``server.script(model, ...)`` and point litellm at
``server.url`` (``model="openai/<name>"``, ``api_base=server.url``). Everything goes over real
HTTP on 127.0.0.1, so litellm's own client, SSE parsing and error mapping are exercised.

Streaming uses HTTP/1.1 chunked transfer encoding, flushed after every SSE event. Every
response carries ``Connection: close``, so no keep-alive socket outlives a test.

Delays: the response headers (status 200, ``text/event-stream``) are sent at once;
``first_token_delay`` is then slept before the first SSE event, like a model that is slow
to produce its first token. For ``error(...)`` the delay is slept before anything (headers
included) is sent. ``chunk_delay`` is slept between consecutive SSE events.
"""

from __future__ import annotations

import itertools
import json
import os
import threading
import time
from collections import defaultdict, deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

# Anything that uses this server drives litellm, which must never reach the network when imported.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

Json = dict[str, Any]
CHAT_PATHS = frozenset({"/v1/chat/completions", "/chat/completions"})
_ids = itertools.count(1)


@dataclass(frozen=True)
class ToolCall:
    """One function call the scripted model makes."""

    name: str
    arguments: Json
    id: str = ""


@dataclass(frozen=True, kw_only=True)
class Response:
    """Base of every scripted response: only the timing knobs."""

    first_token_delay: float = 0.0
    chunk_delay: float = 0.0


@dataclass(frozen=True, kw_only=True)
class Completion(Response):
    """A successful answer: optional reasoning, content and tool calls, then a finish reason."""

    content: str = ""
    reasoning: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()
    finish_reason: str = "stop"
    usage: tuple[int, int] = (10, 5)
    chunk_size: int = 5


@dataclass(frozen=True, kw_only=True)
class ErrorResponse(Response):
    """A non-streamed HTTP error with an OpenAI-style error body."""

    status: int = 500
    message: str = "boom"
    type: str = "server_error"


ResponseFactory = Callable[[Json], Response]


def call(name: str, arguments: Json, id: str | None = None) -> ToolCall:
    """A tool call for ``tool_calls(...)``; ``id`` defaults to a fresh ``call_<n>``."""
    return ToolCall(name=name, arguments=arguments, id=id or f"call_{next(_ids)}")


def text(
    content: str,
    *,
    chunk_size: int = 5,
    reasoning: str | None = None,
    finish_reason: str = "stop",
    usage: tuple[int, int] = (10, 5),
    first_token_delay: float = 0.0,
    chunk_delay: float = 0.0,
) -> Completion:
    """A text answer streamed in ``chunk_size``-character pieces, after its reasoning if any.

    ``usage`` is ``(prompt_tokens, completion_tokens)``.
    """
    return Completion(
        content=content,
        chunk_size=chunk_size,
        reasoning=reasoning,
        finish_reason=finish_reason,
        usage=usage,
        first_token_delay=first_token_delay,
        chunk_delay=chunk_delay,
    )


def tool_calls(
    *calls: ToolCall,
    content: str = "",
    reasoning: str | None = None,
    finish_reason: str = "tool_calls",
    usage: tuple[int, int] = (10, 5),
    chunk_size: int = 5,
    first_token_delay: float = 0.0,
    chunk_delay: float = 0.0,
) -> Completion:
    """An answer that calls tools (several calls = parallel tool calls).

    Each call's JSON arguments are streamed in at least two fragments, as OpenAI does.
    """
    return Completion(
        content=content,
        reasoning=reasoning,
        tool_calls=calls,
        finish_reason=finish_reason,
        usage=usage,
        chunk_size=chunk_size,
        first_token_delay=first_token_delay,
        chunk_delay=chunk_delay,
    )


def length(content: str = "", **kwargs: Any) -> Completion:
    """An answer cut off by the token limit (``finish_reason="length"``); content may be empty."""
    return text(content, finish_reason="length", **kwargs)


def error(status: int = 500, message: str = "boom", *, first_token_delay: float = 0.0) -> ErrorResponse:
    """An HTTP error answer (not a stream) with an OpenAI error body."""
    return ErrorResponse(status=status, message=message, first_token_delay=first_token_delay)


def _pieces(value: str, size: int, *, at_least: int = 1) -> list[str]:
    """``value`` cut into pieces of ``size`` characters, at least ``at_least`` of them when possible."""
    if len(value) >= at_least > 1:
        size = min(size, -(-len(value) // at_least))
    size = max(size, 1)
    return [value[i : i + size] for i in range(0, len(value), size)] or [""]


def _usage(completion: Completion) -> Json:
    prompt, completion_tokens = completion.usage
    return {"prompt_tokens": prompt, "completion_tokens": completion_tokens,
            "total_tokens": prompt + completion_tokens}


def _tool_call_deltas(calls: tuple[ToolCall, ...], chunk_size: int) -> Iterator[Json]:
    for index, tool_call in enumerate(calls):
        yield {"tool_calls": [{"index": index, "id": tool_call.id, "type": "function",
                               "function": {"name": tool_call.name, "arguments": ""}}]}
        for fragment in _pieces(json.dumps(tool_call.arguments), chunk_size, at_least=2):
            yield {"tool_calls": [{"index": index, "function": {"arguments": fragment}}]}


def stream_events(completion: Completion, model: str, include_usage: bool) -> Iterator[Json]:
    """The ``chat.completion.chunk`` objects that stream ``completion``, in order."""
    base = {"id": f"chatcmpl-{next(_ids)}", "object": "chat.completion.chunk",
            "created": int(time.time()), "model": model}

    def chunk(delta: Json, finish_reason: str | None = None) -> Json:
        return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}]}

    yield chunk({"role": "assistant", "content": ""})
    if completion.reasoning:
        for piece in _pieces(completion.reasoning, completion.chunk_size):
            yield chunk({"reasoning_content": piece})
    if completion.content:
        for piece in _pieces(completion.content, completion.chunk_size):
            yield chunk({"content": piece})
    for delta in _tool_call_deltas(completion.tool_calls, completion.chunk_size):
        yield chunk(delta)
    yield {**chunk({}, completion.finish_reason), "usage": _usage(completion)}
    if include_usage:
        yield {**base, "choices": [], "usage": _usage(completion)}


def completion_body(completion: Completion, model: str) -> Json:
    """The non-streamed ``chat.completion`` object for ``completion``."""
    message: Json = {"role": "assistant", "content": completion.content or None}
    if completion.reasoning:
        message["reasoning_content"] = completion.reasoning
    if completion.tool_calls:
        message["tool_calls"] = [
            {"id": c.id, "type": "function",
             "function": {"name": c.name, "arguments": json.dumps(c.arguments)}}
            for c in completion.tool_calls
        ]
    return {"id": f"chatcmpl-{next(_ids)}", "object": "chat.completion", "created": int(time.time()),
            "model": model, "usage": _usage(completion),
            "choices": [{"index": 0, "message": message, "finish_reason": completion.finish_reason}]}


def error_body(message: str, type_: str = "server_error") -> Json:
    """An OpenAI-style error body."""
    return {"error": {"message": message, "type": type_}}


class ScriptedLLMServer:
    """An OpenAI-compatible server on 127.0.0.1 that answers from per-model scripts."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queues: dict[str, deque[Response]] = defaultdict(deque)
        self._defaults: dict[str, ResponseFactory] = {}
        self._requests: list[Json] = []
        self._closing = threading.Event()
        self._hurrying = threading.Event()
        self._httpd = _HTTPServer(("127.0.0.1", 0), _Handler, self)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, name="llm-server", daemon=True
        )

    @property
    def url(self) -> str:
        """The ``api_base`` to hand litellm, e.g. ``http://127.0.0.1:PORT/v1``."""
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    @property
    def requests(self) -> list[Json]:
        """A snapshot of the parsed JSON bodies received so far, in order."""
        with self._lock:
            return list(self._requests)

    def requests_for(self, model: str) -> list[Json]:
        """The received bodies whose ``model`` field equals ``model``."""
        return [body for body in self.requests if body.get("model") == model]

    def script(self, model: str, *responses: Response) -> None:
        """Queue ``responses`` for requests naming ``model`` (without litellm's ``openai/`` prefix)."""
        with self._lock:
            self._queues[model].extend(responses)

    def script_default(self, model: str, factory: ResponseFactory) -> None:
        """Answer ``model``'s requests with ``factory(request_json)`` once its queue is empty."""
        with self._lock:
            self._defaults[model] = factory

    def start(self) -> ScriptedLLMServer:
        """Start serving in a background thread; returns ``self``."""
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop serving, cut any pending delays short, and release the port."""
        self._closing.set()
        if self._thread.is_alive():
            self._httpd.shutdown()
            self._thread.join()
        self._httpd.server_close()

    def __enter__(self) -> ScriptedLLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def hurry(self) -> None:
        """From now on, answer without the scripted delays (a test that has seen what it waited for)."""
        self._hurrying.set()

    def sleep(self, seconds: float) -> None:
        """Sleep up to ``seconds``, returning early when the server closes; not at all once hurried."""
        if seconds > 0 and not self._hurrying.is_set():
            self._closing.wait(seconds)

    def take(self, body: Json) -> Response | None:
        """Record ``body`` and pick its response: the queue first, then the default factory."""
        model = str(body.get("model", ""))
        with self._lock:
            self._requests.append(body)
            queue = self._queues[model]
            if queue:
                return queue.popleft()
            factory = self._defaults.get(model)
        return factory(body) if factory else None


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], handler: type[BaseHTTPRequestHandler],
                 owner: ScriptedLLMServer) -> None:
        super().__init__(address, handler)
        self.owner = owner


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _HTTPServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        """Keep test output quiet."""

    def do_POST(self) -> None:  # noqa: N802 - stdlib naming
        if self.path.split("?")[0].rstrip("/") not in CHAT_PATHS:
            self._send_json(404, error_body(f"no route {self.path}", "invalid_request_error"))
            return
        try:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        except (ValueError, json.JSONDecodeError) as exc:
            self._send_json(400, error_body(f"bad JSON: {exc}", "invalid_request_error"))
            return
        owner = self.server.owner
        response = owner.take(body)
        if response is None:
            self._send_json(500, error_body("no scripted response"))
        elif isinstance(response, ErrorResponse):
            owner.sleep(response.first_token_delay)
            self._send_json(response.status, error_body(response.message, response.type))
        elif isinstance(response, Completion):
            self._answer(response, body)
        else:
            raise TypeError(f"not a scripted response: {response!r}")

    def _answer(self, completion: Completion, body: Json) -> None:
        model = str(body.get("model", ""))
        if not body.get("stream"):
            self.server.owner.sleep(completion.first_token_delay)
            self._send_json(200, completion_body(completion, model))
            return
        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        self._stream(stream_events(completion, model, include_usage), completion)

    def _stream(self, events: Iterator[Json], completion: Completion) -> None:
        owner = self.server.owner
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        try:
            owner.sleep(completion.first_token_delay)
            for number, event in enumerate(events):
                if number:
                    owner.sleep(completion.chunk_delay)
                self._write_chunk(f"data: {json.dumps(event)}\n\n")
            self._write_chunk("data: [DONE]\n\n")
            self._write_chunk("")
        except (BrokenPipeError, ConnectionResetError):
            pass  # The client went away mid-stream (e.g. a test cancelled it): nothing to tell.

    def _write_chunk(self, data: str) -> None:
        payload = data.encode()
        self.wfile.write(f"{len(payload):x}\r\n".encode() + payload + b"\r\n")
        self.wfile.flush()

    def _send_json(self, status: int, payload: Json) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        self.wfile.write(data)


@pytest.fixture
def llm_server() -> Iterator[ScriptedLLMServer]:
    """A started ``ScriptedLLMServer``, closed after the test."""
    server = ScriptedLLMServer().start()
    try:
        yield server
    finally:
        server.close()
