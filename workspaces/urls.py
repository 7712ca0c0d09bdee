from django.urls import path

from workspaces import views

urlpatterns = [
    path("", views.HomeView.as_view(), name="home"),
    path("w/<int:workspace_id>/", views.WorkspaceView.as_view(), name="workspace"),
    path("w/<int:workspace_id>/upload/", views.WorkspaceUploadView.as_view(), name="workspace-upload"),
]
