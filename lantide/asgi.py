"""HTTP and WebSocket entry point: daphne serves this application."""

import asyncio
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lantide.settings")
django_asgi_app = get_asgi_application()

from channels.routing import ChannelNameRouter, ProtocolTypeRouter, URLRouter  # noqa: E402

from agents.mcp.app import mcp_beside  # noqa: E402
from agents.runtime.executor import RUN_CHANNEL, executor  # noqa: E402
from agents.services.sweeper import sweeper_start  # noqa: E402
from agents.run_workers import RunWorkerConsumer  # noqa: E402
from lantide.websocket_urls import websocket_urlpatterns  # noqa: E402
from lantide.ws_auth import SameOriginOnly, SessionUserMiddleware  # noqa: E402


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
        "http": mcp_beside(django_asgi_app),  # /mcp/: the MCP server (ARCHITECTURE §10), beside Django
        "websocket": SameOriginOnly(SessionUserMiddleware(URLRouter(websocket_urlpatterns))),
        "channel": ChannelNameRouter({RUN_CHANNEL: RunWorkerConsumer.as_asgi()}),
    }
))
