from django.urls import path

from agents import migrations_page, views, workspace_page

urlpatterns = [
    path("agents/", views.AgentListView.as_view(), name="agents"),
    path("agents/<int:agent_id>/", views.AgentEditView.as_view(), name="agent-edit"),
    path("agents/<int:agent_id>/delete", views.AgentDeleteView.as_view(), name="agent-delete"),
    path("migrations/", migrations_page.MigrationsView.as_view(), name="migrations"),
    path("w/<int:workspace_id>/", workspace_page.WorkspaceView.as_view(), name="workspace"),
    path("w/<int:workspace_id>/upload/", workspace_page.WorkspaceUploadView.as_view(), name="workspace-upload"),
]
