from django.urls import path

from workspaces import apis

urlpatterns = [
    path("workspaces/", apis.WorkspaceListCreateApi.as_view(), name="api-workspaces"),
    path("workspaces/<int:workspace_id>/", apis.WorkspaceDetailApi.as_view(), name="api-workspace"),
    path("workspaces/<int:workspace_id>/tables/", apis.WorkspaceTablesApi.as_view(), name="api-workspace-tables"),
    path("workspaces/<int:workspace_id>/datasources/", apis.DataSourceListCreateApi.as_view(),
         name="api-workspace-datasources"),
    path("workspaces/<int:workspace_id>/datasources/postgres", apis.PostgresImportApi.as_view(),
         name="api-workspace-postgres-import"),
    path("projects/", apis.ProjectListCreateApi.as_view(), name="api-projects"),
    path("projects/<int:project_id>/", apis.ProjectDetailApi.as_view(), name="api-project"),
]
