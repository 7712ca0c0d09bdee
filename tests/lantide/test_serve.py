"""The server (`python -m lantide.serve`) over real sockets: request bodies refused by size and credentials
before they are read, and a big body taken from disk while other requests are answered (security finding 5
of the roles issue: an anonymous 250 MB POST froze the server for ~35 s and took +2.3 GB, then got a 403)."""

import http.client
import json
import select
import socket
import threading

import httpx
import pytest

from tests.factories import DEFAULT_PASSWORD, WorkspaceFactory
from tests.processes import peak_rss_bytes
from tests.servers import DaphneProcess

pytestmark = pytest.mark.django_db(transaction=True)

MIB = 1024 * 1024
BIG = 250 * MIB
PIECE = b"0123456789abcdef" * 4096  # 64 KiB, sent again and again: this process never holds a body
BOUNDARY = "lantide-test-boundary"


class StreamedPost:
    """A POST over a raw socket whose body a thread streams while this one waits for the answer, which tells
    how much of the body had been sent when the answer's first byte arrived."""

    def __init__(self, server, path: str, *, body, chunked: bool, headers: tuple = (), hold_at: int = 0):
        self.hold_at, self.holding, self.release = hold_at, threading.Event(), threading.Event()
        self.sock = socket.create_connection(("127.0.0.1", server.port), timeout=60)
        length = "Transfer-Encoding: chunked" if chunked else f"Content-Length: {sum(map(len, body()))}"
        head = (f"POST {path} HTTP/1.1", f"Host: 127.0.0.1:{server.port}", length,
                f"Content-Type: multipart/form-data; boundary={BOUNDARY}", *headers)
        self.sock.sendall(("\r\n".join(head) + "\r\n\r\n").encode())
        self.sent, self.send_error = 0, None
        self.sender = threading.Thread(target=self._send, args=(body(), chunked), daemon=True)
        self.sender.start()

    def _send(self, pieces, chunked: bool) -> None:
        try:
            for piece in pieces:
                if self.hold_at and self.sent >= self.hold_at and not self.release.is_set():
                    self.holding.set()  # the body is part sent: the sender waits until told to go on
                    self.release.wait(timeout=120)
                self.sock.sendall(b"%x\r\n%s\r\n" % (len(piece), piece) if chunked else piece)
                self.sent += len(piece)
            self.sock.sendall(b"0\r\n\r\n" if chunked else b"")
        except OSError as error:
            self.send_error = error

    def answered(self) -> bool:
        return bool(select.select([self.sock], [], [], 0)[0])

    def answer(self) -> tuple[int, dict, int]:
        """(status, JSON body, how many body bytes had been sent when the answer began to arrive)."""
        self.sock.recv(1, socket.MSG_PEEK)
        sent_then = self.sent
        response = http.client.HTTPResponse(self.sock)
        response.begin()
        return response.status, json.loads(response.read()), sent_then

    def close(self) -> None:
        self.sender.join(timeout=60)
        self.sock.close()


def filler(size: int):
    """A body of `size` bytes, made a piece at a time as it is sent."""
    def pieces():
        for _ in range(size // len(PIECE)):
            yield PIECE
        if size % len(PIECE):
            yield PIECE[:size % len(PIECE)]
    return pieces


def csv_upload(rows: int, table: str = "measures"):
    """A multipart upload of a CSV of `rows` rows (`id,amount`), made as it is sent."""
    def pieces():
        yield (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"table\"\r\n\r\n{table}\r\n"
               f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{table}.csv\"\r\n"
               "Content-Type: text/csv\r\n\r\nid,amount\n").encode()
        for start in range(0, rows, 10_000):
            yield "".join(f"{n},{n % 997}\n" for n in range(start, min(start + 10_000, rows))).encode()
        yield f"\r\n--{BOUNDARY}--\r\n".encode()
    return pieces


def signed_in(server, user) -> str:
    """An Authorization header for `user`, signed in over the server (`POST /api_v1/auth/token`)."""
    response = httpx.post(f"{server.url}/api_v1/auth/token",
                          json={"username": user.get_username(), "password": DEFAULT_PASSWORD})
    return f"Authorization: Token {response.json()['token']}"


@pytest.fixture
def server(daphne_server):
    return daphne_server


def settled(server):
    """The server once it has imported the model client, which its first request sets off on a thread (the
    import grows the process by tens of MB: not to be counted against a body)."""
    server.wait_until(lambda: "llm.client.ready" in server.log_path.read_text(), timeout=120)
    return server


@pytest.mark.parametrize("chunked", [False, True], ids=["content-length", "chunked"])
def test_an_anonymous_250_mb_post_is_refused_before_its_body_is_read(server, chunked):
    peak_before = peak_rss_bytes(settled(server).pid)
    upload = StreamedPost(server, "/api_v1/workspaces/1/datasources/", body=filler(BIG), chunked=chunked)
    status, body, sent_then = upload.answer()
    upload.close()
    assert (status, body["code"]) == (401, "NOT_AUTHENTICATED")
    assert sent_then < BIG / 10  # answered with most of the body still unsent …
    assert isinstance(upload.send_error, OSError) and upload.sent < BIG / 2  # … and the rest never read
    assert peak_rss_bytes(server.pid) - peak_before < BIG / 10
    assert httpx.get(f"{server.url}/accounts/login/").status_code == 200


def test_a_big_body_with_a_forged_session_is_read_from_disk_while_other_requests_are_answered(server):
    """Only Django can tell a session cookie is no good, once the body (within its limit) is in: a forged one
    gets a 190 MiB body in. The server spools it to disk and hands it to Django in chunks, serving others
    both while the body arrives (held half sent, so the order is certain) and once it is in."""
    size = 190 * MIB
    httpx.post(f"{server.url}/api_v1/auth/token", json={})  # the API's first request, out of the measurement
    peak_before = peak_rss_bytes(settled(server).pid)
    upload = StreamedPost(server, "/api_v1/workspaces/1/datasources/", body=filler(size), chunked=False,
                          headers=("Cookie: sessionid=forged",), hold_at=size // 2)
    assert upload.holding.wait(timeout=120)
    assert httpx.get(f"{server.url}/accounts/login/", timeout=60).status_code == 200
    assert not upload.answered()  # half the body is still to come: the upload cannot have been answered
    upload.release.set()
    upload.sender.join(timeout=120)
    assert (upload.sent, upload.send_error) == (size, None)
    assert httpx.get(f"{server.url}/accounts/login/", timeout=60).status_code == 200
    status, body, _ = upload.answer()
    upload.close()
    assert body["code"] == "NOT_AUTHENTICATED"
    assert peak_rss_bytes(server.pid) - peak_before < size / 4


@pytest.mark.parametrize("daphne_server_env", [{"LANTIDE_UPLOAD_MAX_BYTES": str(MIB)}])
def test_authenticated_oversized_bodies_are_refused_before_they_are_read(server, alice):
    """Past the upload limit (declared, or counted as a chunked body arrives), and past the request limit."""
    upload_path = f"/api_v1/workspaces/{WorkspaceFactory(created_by=alice).pk}/datasources/"
    credentials = signed_in(server, alice)
    cases = ((upload_path, False), (upload_path, True), ("/api_v1/conversations/", False))
    uploads = [StreamedPost(server, path, body=filler(BIG), chunked=chunked, headers=(credentials,))
               for path, chunked in cases]
    answers = [upload.answer() for upload in uploads]
    for upload in uploads:
        upload.close()
    assert [(status, body["code"]) for status, body, _ in answers] == [(413, "PAYLOAD_TOO_LARGE")] * 3
    assert [sent_then < BIG / 10 for _, _, sent_then in answers] == [True] * 3
    assert [isinstance(each.send_error, OSError) and each.sent < BIG / 2 for each in uploads] == [True] * 3


@pytest.mark.parametrize("daphne_server_env", [{"LANTIDE_UPLOAD_MAX_BYTES": str(8 * MIB)}])
def test_uploads_within_the_limit_are_imported_end_to_end(server, alice):
    """Declared and chunked, ~5.4 MB each: many chunks of the spooled body, a file Django keeps on disk."""
    workspace, rows, credentials = WorkspaceFactory(created_by=alice), 500_000, signed_in(server, alice)
    for table, chunked in (("declared", False), ("chunked", True)):
        upload = StreamedPost(server, f"/api_v1/workspaces/{workspace.pk}/datasources/", chunked=chunked,
                              body=csv_upload(rows, table=table), headers=(credentials,))
        status, body, _ = upload.answer()
        upload.close()
        assert (status, body["row_count"]) == (201, rows), body
    name, value = credentials.split(": ")
    tables = httpx.get(f"{server.url}/api_v1/workspaces/{workspace.pk}/tables/", headers={name: value}).json()
    assert sorted((table["name"], table["row_count"]) for table in tables) == [("chunked", rows),
                                                                                ("declared", rows)]


def test_plain_daphne_still_serves_the_application(transactional_db, alice):
    """Operators may run `daphne lantide.asgi:application`: everything works, without the body limits."""
    server = DaphneProcess(server_module="daphne")
    try:
        workspace = WorkspaceFactory(created_by=alice)
        upload = StreamedPost(server, f"/api_v1/workspaces/{workspace.pk}/datasources/", chunked=False,
                              body=csv_upload(1000), headers=(signed_in(server, alice),))
        status, body, _ = upload.answer()
        upload.close()
    finally:
        server.stop()
    assert (status, body["row_count"]) == (201, 1000)


def test_the_server_waits_thirty_seconds_for_a_websocket_to_be_accepted_unless_told_otherwise():
    """daphne's 5 s closed a burst of sockets unanswered while their connects queued (the soak)."""
    from lantide.serve import GatedCommandLine

    assert GatedCommandLine().parser.parse_args(["lantide.asgi:application"]).websocket_connect_timeout == 30
    told = GatedCommandLine().parser.parse_args(["--websocket_connect_timeout", "7", "lantide.asgi:application"])
    assert told.websocket_connect_timeout == 7
