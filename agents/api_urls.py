from django.urls import path

from agents import apis, run_apis, sse

urlpatterns = [
    path("agents/", apis.AgentListCreateApi.as_view(), name="api-agents"),
    path("tools/", apis.ToolListApi.as_view(), name="api-tools"),
    path("agents/<int:agent_id>/", apis.AgentDetailApi.as_view(), name="api-agent"),
    path("conversations/", apis.ConversationListCreateApi.as_view(), name="api-conversations"),
    path("conversations/<uuid:conversation_id>/", apis.ConversationDetailApi.as_view(), name="api-conversation"),
    path("conversations/<uuid:conversation_id>/messages", run_apis.ConversationMessagesApi.as_view(),
         name="api-conversation-messages"),
    path("conversations/<uuid:conversation_id>/runs", run_apis.ConversationRunsApi.as_view(),
         name="api-conversation-runs"),
    path("conversations/<uuid:conversation_id>/checkpoints", run_apis.ConversationCheckpointsApi.as_view(),
         name="api-conversation-checkpoints"),
    path("conversations/<uuid:conversation_id>/fork", run_apis.ConversationForkApi.as_view(),
         name="api-conversation-fork"),
    path("ask_user_response", run_apis.AskUserResponseApi.as_view(), name="api-ask-user-response"),
    path("runs/<uuid:run_id>", run_apis.RunDetailApi.as_view(), name="api-run"),
    path("runs/<uuid:run_id>/cancel", run_apis.RunCancelApi.as_view(), name="api-run-cancel"),
    path("runs/<uuid:run_id>/events", sse.run_events, name="api-run-events"),
    path("agent-executions/<uuid:run_id>", run_apis.AgentExecutionApi.as_view(), name="api-agent-execution"),
]
