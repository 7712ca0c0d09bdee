from django.urls import path

from agents import apis

urlpatterns = [
    path("agents/", apis.AgentListCreateApi.as_view(), name="api-agents"),
    path("agents/<int:agent_id>/", apis.AgentDetailApi.as_view(), name="api-agent"),
    path("conversations/", apis.ConversationListCreateApi.as_view(), name="api-conversations"),
    path("conversations/<uuid:conversation_id>/", apis.ConversationDetailApi.as_view(), name="api-conversation"),
]
