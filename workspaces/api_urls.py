from django.urls import path

from workspaces import apis, query_apis

urlpatterns = [
    path("workspaces/", apis.WorkspaceListCreateApi.as_view(), name="api-workspaces"),
    path("workspaces/<int:workspace_id>/", apis.WorkspaceDetailApi.as_view(), name="api-workspace"),
    path("workspaces/<int:workspace_id>/members/", apis.MemberListCreateApi.as_view(), name="api-workspace-members"),
    path("workspaces/<int:workspace_id>/members/<int:user_id>/", apis.MemberDetailApi.as_view(),
         name="api-workspace-member"),
    path("workspaces/<int:workspace_id>/tables/", apis.WorkspaceTablesApi.as_view(), name="api-workspace-tables"),
    path("workspaces/<int:workspace_id>/datasources/", apis.DataSourceListCreateApi.as_view(),
         name="api-workspace-datasources"),
    path("workspaces/<int:workspace_id>/connections/", apis.DatabaseConnectionListApi.as_view(),
         name="api-workspace-connections"),
    path("workspaces/<int:workspace_id>/datasources/postgres", apis.PostgresImportApi.as_view(),
         name="api-workspace-postgres-import"),
    path("workspaces/<int:workspace_id>/caches/", query_apis.CacheListApi.as_view(), name="api-workspace-caches"),
    path("workspaces/<int:workspace_id>/caches/<str:name>/", query_apis.CacheDetailApi.as_view(),
         name="api-workspace-cache"),
    path("workspaces/<int:workspace_id>/caches/<str:name>/rows", query_apis.CacheRowsApi.as_view(),
         name="api-workspace-cache-rows"),
    path("workspaces/<int:workspace_id>/caches/<str:name>/export.csv", query_apis.CacheExportApi.as_view(),
         name="api-workspace-cache-export"),
    path("conversations/<uuid:conversation_id>/sql", query_apis.ConversationSqlApi.as_view(),
         name="api-conversation-sql"),
    path("conversations/<uuid:conversation_id>/steps", query_apis.ConversationStepsApi.as_view(),
         name="api-conversation-steps"),
    path("projects/", apis.ProjectListCreateApi.as_view(), name="api-projects"),
    path("projects/<int:project_id>/", apis.ProjectDetailApi.as_view(), name="api-project"),
]
