from django.urls import path

from workspaces.apis import activity, caches, datasources, members, projects, workspaces

urlpatterns = [
    path("workspaces/", workspaces.WorkspaceListCreateApi.as_view(), name="api-workspaces"),
    path("workspaces/<int:workspace_id>/", workspaces.WorkspaceDetailApi.as_view(), name="api-workspace"),
    path("workspaces/<int:workspace_id>/members/", members.MemberListCreateApi.as_view(),
         name="api-workspace-members"),
    path("workspaces/<int:workspace_id>/members/<int:user_id>/", members.MemberDetailApi.as_view(),
         name="api-workspace-member"),
    path("workspaces/<int:workspace_id>/activity/", activity.WorkspaceActivityApi.as_view(),
         name="api-workspace-activity"),
    path("workspaces/<int:workspace_id>/tables/", workspaces.WorkspaceTablesApi.as_view(),
         name="api-workspace-tables"),
    path("workspaces/<int:workspace_id>/datasources/", datasources.DataSourceListCreateApi.as_view(),
         name="api-workspace-datasources"),
    path("workspaces/<int:workspace_id>/connections/", datasources.DatabaseConnectionListApi.as_view(),
         name="api-workspace-connections"),
    path("workspaces/<int:workspace_id>/datasources/postgres", datasources.PostgresImportApi.as_view(),
         name="api-workspace-postgres-import"),
    path("workspaces/<int:workspace_id>/caches/", caches.CacheListApi.as_view(), name="api-workspace-caches"),
    path("workspaces/<int:workspace_id>/caches/<str:name>/", caches.CacheDetailApi.as_view(),
         name="api-workspace-cache"),
    path("workspaces/<int:workspace_id>/caches/<str:name>/rows", caches.CacheRowsApi.as_view(),
         name="api-workspace-cache-rows"),
    path("workspaces/<int:workspace_id>/caches/<str:name>/export.csv", caches.CacheExportApi.as_view(),
         name="api-workspace-cache-export"),
    path("projects/", projects.ProjectListCreateApi.as_view(), name="api-projects"),
    path("projects/<int:project_id>/", projects.ProjectDetailApi.as_view(), name="api-project"),
]
