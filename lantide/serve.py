"""`python -m lantide.serve [daphne's arguments] lantide.asgi:application`: daphne, with request bodies held
to their limits before they are read, and handed to the application from disk a chunk at a time.

What a big POST cost on plain daphne (security finding 5 of the roles issue; 250 MB, measured here): Twisted
parses every multipart or form POST into `Request.args` on the reactor thread, all of it in memory, with the
email package (~50 s and ~5 GB; daphne never reads `args`); then daphne puts the whole body onto the
application's queue at once (~4 s of the loop, and the body in memory again). Here:
- `GatedRequest` turns Twisted's form parsing off. Once the headers are in (`gotLength`), before a byte of the
  body is read, it refuses a body whose declared length is over its allowance (`lantide.request_limits`: by
  URL, and small without credentials), and it counts a body without one (chunked) as it arrives, cutting it
  off at the limit. A refusal answers `{code, detail}` and closes; the rest of the body is never read.
- Twisted spools an accepted body to a temporary file as it arrives (past 100 KB); `RequestBodyQueue` hands
  it to the application a chunk per `receive()`, and the loop serves others in between.
At the header stage the request line is only on the channel (`_command`, `_path`: Twisted's own names, pinned
with Twisted in constraints.txt; tests/lantide/test_serve.py holds them over a socket). HTTP/1.1 only: daphne
speaks HTTP/2 just over TLS with Twisted's http2 extras, which are not installed.
"""

import asyncio
import http.client
import io
import json
import logging
import os
from functools import partial
from urllib.parse import unquote

import django
from daphne.cli import CommandLineInterface  # imports daphne.server, which installs the asyncio reactor first
from daphne.http_protocol import HTTPFactory, WebRequest
from daphne.server import Server
from django.conf import settings
from twisted.internet import reactor

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lantide.settings")
django.setup()  # the limits read settings and resolve URLs; the application (lantide.asgi) sets up the same

from lantide.errors import ApplicationError  # noqa: E402
from lantide.request_limits import body_allowance  # noqa: E402
from lantide.websocket_frames import plain_autobahn_log_values  # noqa: E402

logger = logging.getLogger("lantide.serve")  # also when run as __main__
plain_autobahn_log_values()

BODY_CHUNK_BYTES = 64 * 1024
# Closing a socket with unread data resets the connection, and a reset can cost the client an answer still
# on its way: the answer gets this long (while nothing more is read) before the connection is cut.
REFUSAL_LINGER_SECONDS = 1.0


class GatedRequest(WebRequest):
    """daphne's HTTP request, refusing a body over its allowance before reading it (see above)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, parsePOSTFormSubmission=False, **kwargs)
        self.allowance = None
        self.body_bytes = 0
        self.refused = False
        self.body_spool = None

    def gotLength(self, length):
        """The headers are in, the body is not: refuse it now if its declared length is over the allowance."""
        if length == 0:  # no body, as in most requests: nothing to decide (None is a chunked body)
            super().gotLength(length)
            return
        self.allowance = body_allowance(method=self.channel._command.decode("ascii", "replace"),
                                        path_info=self._path_info(), has_credentials=self._has_credentials())
        refusal = self.allowance.refusal_for(length or 0)
        if refusal is None:
            super().gotLength(length)
            return
        self.content = io.BytesIO()
        self.refuse(refusal, body_bytes=length)

    def handleContentChunk(self, data):
        if self.refused:
            return
        self.body_bytes += len(data)
        refusal = self.allowance.refusal_for(self.body_bytes)  # only a chunked body can get past it here
        if refusal is not None:
            self.refuse(refusal, body_bytes=self.body_bytes)
            return
        super().handleContentChunk(data)

    def requestReceived(self, command, path, version):
        if not self.refused:
            super().requestReceived(command, path, version)

    def process(self):
        # daphne would read the whole body onto the application's queue now; it forwards an empty one instead,
        # and RequestBodyQueue reads the spool as the application asks for it.
        self.body_spool, self.content = self.content, io.BytesIO()
        if self.requestHeaders.hasHeader(b"transfer-encoding"):
            # The chunked body is complete: say how long it is (Django reads no form from a body without one).
            self.requestHeaders.removeHeader(b"transfer-encoding")
            self.requestHeaders.setRawHeaders(b"content-length", [str(self.body_bytes).encode()])
        return super().process()

    def refuse(self, error: ApplicationError, *, body_bytes: int) -> None:
        """Answer now and close the connection without reading the rest of the body."""
        self.refused = True
        self.requestHeaders.removeHeader(b"Expect")  # Twisted would send "100 Continue" after the answer
        transport = self.channel.transport
        transport.write(refusal_response(error))
        transport.loseWriteConnection()
        transport.pauseProducing()
        self.channel.dataReceived = lambda data: None  # anything already read is dropped
        reactor.callLater(REFUSAL_LINGER_SECONDS, transport.abortConnection)
        logger.info("http.body.refused code=%s method=%s path=%s bytes=%s limit=%s client=%s", error.code,
                    self.channel._command.decode("ascii", "replace"), self._path_info(), body_bytes,
                    self.allowance.limit, getattr(self.client, "host", None))

    def _path_info(self) -> str:
        """The path Django resolves, from the request line (`self.path` is set once the body is in)."""
        path = unquote(self.channel._path.split(b"?", 1)[0].decode("ascii", "replace"))
        return path.removeprefix(self.server.root_path) if self.server.root_path else path

    def _has_credentials(self) -> bool:
        return bool(self.received_cookies.get(settings.SESSION_COOKIE_NAME.encode())
                    or self.requestHeaders.hasHeader(b"authorization"))


def refusal_response(error: ApplicationError) -> bytes:
    body = json.dumps(error.as_dict(), separators=(",", ":")).encode()
    status = error.http_status
    head = [f"HTTP/1.1 {status} {http.client.responses[status]}", "Content-Type: application/json",
            f"Content-Length: {len(body)}", "Connection: close", "X-Content-Type-Options: nosniff"]
    if status == 401:
        head.append('WWW-Authenticate: Bearer realm="api"')  # as the API's own 401 (lantide.authentication)
    return "\r\n".join(head).encode() + b"\r\n\r\n" + body


class RequestBodyQueue(asyncio.Queue):
    """An HTTP application's `receive()`: the spooled body a chunk a call, then what daphne queues (the body's
    empty last message, `http.disconnect`). After a disconnect it only says so."""

    def __init__(self, spool):
        super().__init__()
        self.spool = spool
        self.disconnected = False

    async def get(self):
        if self.disconnected:
            return {"type": "http.disconnect"}
        if self.spool is not None:
            await asyncio.sleep(0)  # a long body does not hold the loop: other requests go between its chunks
            chunk = self.spool.read(BODY_CHUNK_BYTES)
            if chunk:
                return {"type": "http.request", "body": chunk, "more_body": True}
            self._close_spool()
        return await super().get()

    def put_nowait(self, message):
        if message["type"] == "http.disconnect":
            self.disconnected = True
            self._close_spool()
        super().put_nowait(message)

    def _close_spool(self):
        if self.spool is not None:
            self.spool.close()
            self.spool = None


class GatedHTTPFactory(HTTPFactory):
    def buildProtocol(self, addr):
        protocol = super().buildProtocol(addr)
        protocol.requestFactory = GatedRequest
        return protocol


class GatedServer(Server):
    """daphne's server with `GatedRequest` for HTTP and `RequestBodyQueue` behind an HTTP app's receive."""

    @property
    def http_factory(self):
        return self._http_factory

    @http_factory.setter
    def http_factory(self, daphne_factory):
        # Server.run() builds daphne's factory itself and listens with what it then reads back: ours.
        self._http_factory = GatedHTTPFactory(self)

    def create_application(self, protocol, scope):
        """daphne's, with the request's spooled body behind `receive` (a WebSocket keeps daphne's queue)."""
        if scope["type"] != "http":
            return super().create_application(protocol, scope)
        assert "application_instance" not in self.connections[protocol]
        input_queue = RequestBodyQueue(protocol.body_spool)
        scope.setdefault("asgi", {"version": "3.0"})
        application_instance = self.application(scope=scope, receive=input_queue.get,
                                                send=partial(self.handle_reply, protocol))
        if protocol not in self.connections:
            return None
        self.connections[protocol]["application_instance"] = asyncio.ensure_future(
            application_instance, loop=asyncio.get_event_loop())
        return input_queue


# daphne closes a WebSocket its application has not accepted within 5 s. A burst of sockets (an org opening its
# workspaces at nine; the soak's 200 at once) queues its connects behind one another's database reads, and the
# late ones were closed unanswered; a page would rather wait.
WEBSOCKET_CONNECT_TIMEOUT_SECONDS = 30


class GatedCommandLine(CommandLineInterface):
    description = "Lantide's HTTP/WebSocket server (daphne, with request bodies held to their limits)"
    server_class = GatedServer

    def __init__(self):
        super().__init__()
        self.parser.set_defaults(websocket_connect_timeout=WEBSOCKET_CONNECT_TIMEOUT_SECONDS)


if __name__ == "__main__":
    GatedCommandLine.entrypoint()
