"""WebSocket routes of the agents app (ARCHITECTURE §6)."""

from django.urls import path

from agents.consumers import ConversationConsumer

websocket_urlpatterns = [
    path("ws/conversations/<uuid:conversation_id>/", ConversationConsumer.as_asgi()),
]
