"""Workspaces: the caller's list, a new one, one with the caller's role, and its tables (§6)."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.pagination import Paginated, paginated_response
from workspaces.models import DESCRIPTION_MAX_LENGTH
from workspaces.selectors import access_workspace_by_id, membership_get, workspace_tables, workspaces_for_user
from workspaces.services import workspace_create


class WorkspaceOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    description = serializers.CharField()
    created_at = serializers.DateTimeField()


class WorkspaceListCreateApi(Paginated, APIView):
    class WorkspaceListCreateInputSerializer(serializers.Serializer):
        name = serializers.CharField(max_length=120)
        description = serializers.CharField(required=False, allow_blank=True, default="",
                                            max_length=DESCRIPTION_MAX_LENGTH)

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
