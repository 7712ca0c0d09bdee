"""WebSocket routes of every app, gathered in one list for the ASGI router."""

from agents.websocket_urls import websocket_urlpatterns as agents_websocket_urlpatterns

websocket_urlpatterns = [*agents_websocket_urlpatterns]
