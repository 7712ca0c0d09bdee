"""WebSocket routes of the agents app (the live conversation socket arrives with the live-workspace issue)."""

websocket_urlpatterns: list = []
