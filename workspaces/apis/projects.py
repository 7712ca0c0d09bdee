"""Projects of a workspace: list, create, read (§6)."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.pagination import Paginated, paginated_response
from workspaces.models import DESCRIPTION_MAX_LENGTH, Role
from workspaces.selectors import access_project_by_id, access_workspace_by_id, projects_for_user
from workspaces.services import project_create


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
        description = serializers.CharField(required=False, allow_blank=True, default="",
                                            max_length=DESCRIPTION_MAX_LENGTH)

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
