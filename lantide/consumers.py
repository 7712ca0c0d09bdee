"""The WebSocket consumer of every path no route serves (the last entry of lantide.websocket_urls)."""

from channels.generic.websocket import AsyncWebsocketConsumer

CLOSE_NO_ROUTE = 4404


class NoRouteConsumer(AsyncWebsocketConsumer):
    """Refuses the handshake: closed before it is accepted (daphne answers 403). Without it Channels' URLRouter
    raised ValueError("No route found"), a server error in the log for every stray or probing client."""

    async def connect(self):
        await self.close(code=CLOSE_NO_ROUTE)
