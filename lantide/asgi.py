"""HTTP and WebSocket entry point: daphne serves this application."""

import asyncio
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lantide.settings")
django_asgi_app = get_asgi_application()

from channels.routing import ChannelNameRouter, ProtocolTypeRouter, URLRouter  # noqa: E402
from daphne import http_protocol  # noqa: E402

from agents.runtime.executor import RUN_CHANNEL, executor  # noqa: E402
from agents.services.sweeper import sweeper_start  # noqa: E402
from agents.run_workers import RunWorkerConsumer  # noqa: E402
from lantide.websocket_urls import websocket_urlpatterns  # noqa: E402
from lantide.ws_auth import SameOriginOnly, SessionUserMiddleware  # noqa: E402


class _RequestLeftToDjango(http_protocol.WebRequest):
    """Twisted parses every POST form body into `request.args` (which daphne never reads) before the application
    sees it, holding a second copy of an upload, and answers a multipart body it cannot parse with a bare 400: no
    body, no content type. Django parses the body itself, and answers in the error shape."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **{**kwargs, "parsePOSTFormSubmission": False})


# Daphne builds its requests from this module-level name (HTTPFactory.buildProtocol), and it imports the application
# (this module) before it serves.
http_protocol.WebRequest = _RequestLeftToDjango


class RunLoopBinding:
    """Runs execute on the server's own event loop, so the channel layer is only used from one loop."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if executor.bind_loop(asyncio.get_running_loop()):
            sweeper_start()
        return await self.app(scope, receive, send)


application = RunLoopBinding(ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": SameOriginOnly(SessionUserMiddleware(URLRouter(websocket_urlpatterns))),
        "channel": ChannelNameRouter({RUN_CHANNEL: RunWorkerConsumer.as_asgi()}),
    }
))
