from django.urls import path

from agents import views

urlpatterns = [
    path("agents/", views.AgentListView.as_view(), name="agents"),
    path("agents/<int:agent_id>/", views.AgentEditView.as_view(), name="agent-edit"),
    path("agents/<int:agent_id>/delete", views.AgentDeleteView.as_view(), name="agent-delete"),
]
