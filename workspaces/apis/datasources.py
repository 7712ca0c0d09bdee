"""Data into a workspace: uploads (CSV, Parquet, SQLite, DuckDB files) and imports from admin-defined connections."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.errors import invalid
from lantide.pagination import Paginated, paginated_response
from workspaces.models import Role
from workspaces.selectors import (
    access_database_connection_by_id, access_workspace_by_id, data_sources_for_workspace,
    database_connections_for_workspace,
)
from workspaces.services import datasource_import_from_connection, datasource_upload


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
