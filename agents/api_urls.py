from django.urls import path

from agents import sse
from agents.apis import agents, approvals, conversations, queries, runs, usage

urlpatterns = [
    path("me/usage", usage.MyUsageApi.as_view(), name="api-my-usage"),
    path("agents/", agents.AgentListCreateApi.as_view(), name="api-agents"),
    path("tools/", agents.ToolListApi.as_view(), name="api-tools"),
    path("agents/<int:agent_id>/", agents.AgentDetailApi.as_view(), name="api-agent"),
    path("conversations/", conversations.ConversationListCreateApi.as_view(), name="api-conversations"),
    path("conversations/<uuid:conversation_id>/", conversations.ConversationDetailApi.as_view(),
         name="api-conversation"),
    path("conversations/<uuid:conversation_id>/messages", runs.ConversationMessagesApi.as_view(),
         name="api-conversation-messages"),
    path("conversations/<uuid:conversation_id>/runs", runs.ConversationRunsApi.as_view(),
         name="api-conversation-runs"),
    path("conversations/<uuid:conversation_id>/checkpoints", runs.ConversationCheckpointsApi.as_view(),
         name="api-conversation-checkpoints"),
    path("conversations/<uuid:conversation_id>/fork", runs.ConversationForkApi.as_view(),
         name="api-conversation-fork"),
    path("conversations/<uuid:conversation_id>/sql", queries.ConversationSqlApi.as_view(),
         name="api-conversation-sql"),
    path("conversations/<uuid:conversation_id>/steps", queries.ConversationStepsApi.as_view(),
         name="api-conversation-steps"),
    path("ask_user_response", runs.AskUserResponseApi.as_view(), name="api-ask-user-response"),
    path("runs/<uuid:run_id>", runs.RunDetailApi.as_view(), name="api-run"),
    path("runs/<uuid:run_id>/cancel", runs.RunCancelApi.as_view(), name="api-run-cancel"),
    path("runs/<uuid:run_id>/events", sse.run_events, name="api-run-events"),
    path("agent-executions/<uuid:run_id>", runs.AgentExecutionApi.as_view(), name="api-agent-execution"),
    path("workspaces/<int:workspace_id>/approvals/", approvals.WorkspaceApprovalsApi.as_view(),
         name="api-workspace-approvals"),
    path("approvals/<int:approval_id>/decide", approvals.ApprovalDecideApi.as_view(), name="api-approval-decide"),
]
