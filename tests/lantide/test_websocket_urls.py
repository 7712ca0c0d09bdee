"""WebSocket paths no route serves (security finding 15 of the roles issue): Channels' URLRouter raised
ValueError("No route found") for them, a server error in daphne's log for every stray or probing client. The
handshake is refused instead: closed before it is accepted, nothing logged."""

import logging
import uuid

import pytest
from channels.testing import WebsocketCommunicator
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from lantide.asgi import application

pytestmark = pytest.mark.django_db(transaction=True)
STRAY_PATHS = ["/ws/nope/", "/ws/conversations/not-a-uuid/", f"/ws/conversations/{uuid.uuid4()}/more/", "/",
               "/api_v1/workspaces/"]
SAME_ORIGIN = [(b"host", b"testserver"), (b"origin", b"http://testserver")]


@pytest.mark.asyncio
@pytest.mark.parametrize("path", STRAY_PATHS)
async def test_a_path_no_route_serves_is_refused_at_the_handshake(path, caplog):
    # The routing under RunLoopBinding, which would bind the executor and start the sweeper on the test's loop.
    socket = WebsocketCommunicator(application.app, path, headers=SAME_ORIGIN)
    with caplog.at_level(logging.WARNING):
        assert await socket.connect(timeout=5) == (False, 4404)
    assert caplog.records == []


def test_over_daphne_a_stray_path_is_refused_and_nothing_is_logged(daphne_server):
    ws_url = daphne_server.url.replace("http://", "ws://")
    for path in STRAY_PATHS:
        with pytest.raises(InvalidStatus) as refused:
            connect(ws_url + path, additional_headers={"Origin": daphne_server.url}, open_timeout=10).close()
        assert refused.value.response.status_code == 403, path
    daphne_server.stop()
    log = daphne_server.test_log()
    assert "No route found" not in log and "Traceback" not in log, log[-2000:]
