"""WebSocket routes of every app, gathered in one list for the ASGI router; a path none of them serves is refused
at the handshake (lantide.consumers.NoRouteConsumer)."""

from django.urls import re_path

from agents.websocket_urls import websocket_urlpatterns as agents_websocket_urlpatterns
from lantide.consumers import NoRouteConsumer

websocket_urlpatterns = [*agents_websocket_urlpatterns, re_path(r"", NoRouteConsumer.as_asgi())]
