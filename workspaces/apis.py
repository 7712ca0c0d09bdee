from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.errors import invalid
from lantide.pagination import Paginated, paginated_response
from workspaces.models import Role
from workspaces.selectors import (
    access_database_connection_by_id, access_membership_by_id, access_project_by_id, access_workspace_by_id,
    data_sources_for_workspace, database_connections_for_workspace, members_of, membership_get, projects_for_user,
    workspace_tables, workspaces_for_user,
)
from workspaces.services import (
    datasource_import_from_connection, datasource_upload, member_add, member_remove, member_role_change,
    project_create, workspace_create,
)


class WorkspaceOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    description = serializers.CharField()
    created_at = serializers.DateTimeField()


class WorkspaceListCreateApi(Paginated, APIView):
    class WorkspaceListCreateInputSerializer(serializers.Serializer):
        name = serializers.CharField(max_length=120)
        description = serializers.CharField(required=False, allow_blank=True, default="")

    @extend_schema(responses=WorkspaceOutputSerializer(many=True))
    def get(self, request):
        return paginated_response(request=request, queryset=workspaces_for_user(user=request.user),
                                  serializer_class=WorkspaceOutputSerializer, view=self)

    @extend_schema(request=WorkspaceListCreateInputSerializer, responses={201: WorkspaceOutputSerializer})
    def post(self, request):
        data = self.WorkspaceListCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        workspace = workspace_create(user=request.user, **data.validated_data)
        return Response(WorkspaceOutputSerializer(workspace).data, status=status.HTTP_201_CREATED)


class WorkspaceDetailApi(APIView):
    class WorkspaceDetailOutputSerializer(WorkspaceOutputSerializer):
        role = serializers.CharField()

    @extend_schema(responses=WorkspaceDetailOutputSerializer)
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        workspace.role = membership_get(user=request.user, workspace=workspace).role
        return Response(self.WorkspaceDetailOutputSerializer(workspace).data)


class MemberOutputSerializer(serializers.Serializer):
    user_id = serializers.IntegerField()
    username = serializers.CharField(source="user.username")
    name = serializers.CharField(source="user.get_full_name", help_text="The member's full name, if they gave one.")
    role = serializers.ChoiceField(choices=Role.choices)
    created_at = serializers.DateTimeField(help_text="When they joined the workspace.")


class MemberListCreateApi(Paginated, APIView):
    """Every member sees who is in the workspace; owners add members by username."""

    class MemberCreateInputSerializer(serializers.Serializer):
        username = serializers.CharField(max_length=150)
        role = serializers.ChoiceField(choices=Role.choices, required=False, default=Role.VIEWER)

    @extend_schema(responses=MemberOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        return paginated_response(request=request, queryset=members_of(workspace=workspace),
                                  serializer_class=MemberOutputSerializer, view=self)

    @extend_schema(request=MemberCreateInputSerializer, responses={201: MemberOutputSerializer})
    def post(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id, min_role=Role.OWNER)
        data = self.MemberCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        membership = member_add(user=request.user, workspace=workspace, **data.validated_data)
        return Response(MemberOutputSerializer(membership).data, status=status.HTTP_201_CREATED)


class MemberDetailApi(APIView):
    """Owners change a member's role or remove them; any member may remove themself (leave). The last owner
    stays."""

    class MemberUpdateInputSerializer(serializers.Serializer):
        role = serializers.ChoiceField(choices=Role.choices)

    @extend_schema(request=MemberUpdateInputSerializer, responses=MemberOutputSerializer)
    def patch(self, request, workspace_id: int, user_id: int):
        membership = access_membership_by_id(user=request.user, workspace_id=workspace_id, member_id=user_id,
                                             min_role=Role.OWNER)
        data = self.MemberUpdateInputSerializer(data=request.data, partial=True)  # a PATCH without role changes nothing
        data.is_valid(raise_exception=True)
        role = data.validated_data.get("role", membership.role)
        membership = member_role_change(user=request.user, membership=membership, role=role)
        return Response(MemberOutputSerializer(membership).data)

    @extend_schema(responses={204: None})
    def delete(self, request, workspace_id: int, user_id: int):
        membership = access_membership_by_id(user=request.user, workspace_id=workspace_id, member_id=user_id,
                                             min_role=Role.OWNER, or_self=True)
        member_remove(user=request.user, membership=membership)
        return Response(status=status.HTTP_204_NO_CONTENT)


class TableOutputSerializer(serializers.Serializer):
    class ColumnSerializer(serializers.Serializer):
        name = serializers.CharField()
        type = serializers.CharField()

    name = serializers.CharField()
    row_count = serializers.IntegerField()
    columns = ColumnSerializer(many=True)


class WorkspaceTablesApi(APIView):
    @extend_schema(responses=TableOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        return Response(TableOutputSerializer(workspace_tables(workspace=workspace), many=True).data)


class DataSourceOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    kind = serializers.CharField()
    name = serializers.CharField()
    table_name = serializers.CharField()
    row_count = serializers.IntegerField()
    size_bytes = serializers.IntegerField()
    created_at = serializers.DateTimeField()


class DataSourceListCreateApi(Paginated, APIView):
    """Upload a CSV or Parquet file (multipart `file` + `table`) into the workspace's DuckDB."""

    parser_classes = [MultiPartParser]

    class DataSourceListCreateInputSerializer(serializers.Serializer):
        file = serializers.FileField(allow_empty_file=False)
        table = serializers.CharField(max_length=63)
        source_table = serializers.CharField(max_length=200, required=False, allow_blank=True, default="",
                                             help_text="For an SQLite or DuckDB file: which of its tables.")

    @extend_schema(responses=DataSourceOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        return paginated_response(request=request, queryset=data_sources_for_workspace(workspace=workspace),
                                  serializer_class=DataSourceOutputSerializer, view=self)

    @extend_schema(request=DataSourceListCreateInputSerializer, responses={201: DataSourceOutputSerializer})
    def post(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id, min_role=Role.EDITOR)
        data = self.DataSourceListCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        source = datasource_upload(user=request.user, workspace=workspace, uploaded_file=data.validated_data["file"],
                                   table=data.validated_data["table"], source_table=data.validated_data["source_table"])
        return Response(DataSourceOutputSerializer(source).data, status=status.HTTP_201_CREATED)


class DatabaseConnectionListApi(Paginated, APIView):
    """The admin-defined connections this workspace may import from (where they point stays on the server)."""

    class DatabaseConnectionOutputSerializer(serializers.Serializer):
        id = serializers.IntegerField()
        name = serializers.CharField()
        engine = serializers.CharField()

    @extend_schema(responses=DatabaseConnectionOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        return paginated_response(request=request,
                                  queryset=database_connections_for_workspace(workspace=workspace),
                                  serializer_class=self.DatabaseConnectionOutputSerializer, view=self)


class PostgresImportApi(APIView):
    """Copy one table through an admin-defined PostgreSQL connection (the source session is read-only)."""

    class PostgresImportInputSerializer(serializers.Serializer):
        connection = serializers.IntegerField(help_text="A connection id from GET …/workspaces/<id>/connections/.")
        source_table = serializers.CharField(max_length=200, help_text="schema.table or table (public)")
        table = serializers.CharField(max_length=63)

    @extend_schema(request=PostgresImportInputSerializer, responses={201: DataSourceOutputSerializer})
    def post(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id, min_role=Role.EDITOR)
        if isinstance(request.data, dict) and "dsn" in request.data:
            # The old shape cannot keep working: a DSN let any editor connect anywhere (issue 20, finding 1).
            raise invalid("PostgreSQL imports use admin-defined connections now: send `connection`, an id from "
                          f"GET /api_v1/workspaces/{workspace.pk}/connections/, instead of `dsn`.")
        data = self.PostgresImportInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        connection = access_database_connection_by_id(workspace=workspace,
                                                      connection_id=data.validated_data["connection"])
        source = datasource_import_from_connection(
            user=request.user, workspace=workspace, connection=connection,
            source_table=data.validated_data["source_table"], table=data.validated_data["table"],
        )
        return Response(DataSourceOutputSerializer(source).data, status=status.HTTP_201_CREATED)


class ProjectOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    workspace = serializers.IntegerField(source="workspace_id")
    name = serializers.CharField()
    description = serializers.CharField()
    created_at = serializers.DateTimeField()


class ProjectListCreateApi(Paginated, APIView):
    class ProjectListCreateFilterSerializer(serializers.Serializer):
        workspace = serializers.IntegerField(required=False)

    class ProjectListCreateInputSerializer(serializers.Serializer):
        workspace = serializers.IntegerField()
        name = serializers.CharField(max_length=120)
        description = serializers.CharField(required=False, allow_blank=True, default="")

    @extend_schema(parameters=[ProjectListCreateFilterSerializer], responses=ProjectOutputSerializer(many=True))
    def get(self, request):
        filters = self.ProjectListCreateFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        workspace = None
        if "workspace" in filters.validated_data:
            workspace = access_workspace_by_id(user=request.user, workspace_id=filters.validated_data["workspace"])
        return paginated_response(request=request, queryset=projects_for_user(user=request.user, workspace=workspace),
                                  serializer_class=ProjectOutputSerializer, view=self)

    @extend_schema(request=ProjectListCreateInputSerializer, responses={201: ProjectOutputSerializer})
    def post(self, request):
        data = self.ProjectListCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        workspace = access_workspace_by_id(
            user=request.user, workspace_id=data.validated_data.pop("workspace"), min_role=Role.EDITOR,
        )
        project = project_create(user=request.user, workspace=workspace, **data.validated_data)
        return Response(ProjectOutputSerializer(project).data, status=status.HTTP_201_CREATED)


class ProjectDetailApi(APIView):
    @extend_schema(responses=ProjectOutputSerializer)
    def get(self, request, project_id: int):
        project = access_project_by_id(user=request.user, project_id=project_id)
        return Response(ProjectOutputSerializer(project).data)
