"""WebSocket routes of the agents app (ARCHITECTURE §6)."""

from django.urls import path

from agents.consumers import ConversationConsumer
from agents.workspace_socket import WorkspaceConsumer

websocket_urlpatterns = [
    path("ws/conversations/<uuid:conversation_id>/", ConversationConsumer.as_asgi()),
    path("ws/workspaces/<int:workspace_id>/", WorkspaceConsumer.as_asgi()),
]
