"""Workspace bundles over REST (docs/architecture.md, "Workspace bundles"): export one (prepare → stage → save),
upload one, download, inspect, plan it against a workspace, apply the plan. A person's apply is their own
decision: it applies at once (an outside client's waits for one, over MCP)."""

from django.http import FileResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from agents.bundles import archive, operations
from lantide.pagination import Paginated, paginated_response
from workspaces.models import Role
from workspaces.selectors import access_workspace_by_id


class BundleOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    workspace = serializers.IntegerField(source="workspace_id")
    name = serializers.CharField()
    status = serializers.CharField()
    uploaded = serializers.BooleanField()
    size_bytes = serializers.IntegerField()
    sha256 = serializers.CharField()
    created_by = serializers.CharField(source="created_by.username")
    client_name = serializers.CharField()
    created_at = serializers.DateTimeField()


class BundleOperationOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    bundle = serializers.IntegerField(source="bundle_id")
    workspace = serializers.IntegerField(source="workspace_id")
    kind = serializers.CharField()
    status = serializers.CharField()
    plan = serializers.IntegerField(source="plan_id", allow_null=True)
    result = serializers.JSONField(allow_null=True, help_text="What it found or did (a plan's changes).")
    progress = serializers.JSONField(help_text="The steps done so far (a resumed operation skips them).")
    error = serializers.JSONField(allow_null=True, help_text="{code, detail} when it failed or was interrupted.")
    requested_by = serializers.CharField(source="requested_by.username")
    client_name = serializers.CharField()
    created_at = serializers.DateTimeField()


class WorkspaceBundlesApi(Paginated, APIView):
    """The workspace's bundles, newest first; POST exports the workspace as a new one."""

    class BundleExportInputSerializer(serializers.Serializer):
        name = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")

    @extend_schema(responses=BundleOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        return paginated_response(request=request, queryset=operations.bundles_for_workspace(workspace=workspace),
                                  serializer_class=BundleOutputSerializer, view=self)

    @extend_schema(request=BundleExportInputSerializer, responses={201: BundleOutputSerializer})
    def post(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        body = self.BundleExportInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        bundle = operations.bundle_export(user=request.user, workspace=workspace, name=body.validated_data["name"])
        return Response(BundleOutputSerializer(bundle).data, status=status.HTTP_201_CREATED)


class WorkspaceBundleUploadApi(APIView):
    """Upload a bundle (multipart `file`) into the workspace, to plan and apply it; a corrupt or oversized file
    is refused whole."""

    parser_classes = [MultiPartParser]

    class BundleUploadInputSerializer(serializers.Serializer):
        file = serializers.FileField(allow_empty_file=False)

    @extend_schema(request=BundleUploadInputSerializer, responses={201: BundleOutputSerializer})
    def post(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id, min_role=Role.EDITOR)
        body = self.BundleUploadInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        bundle = operations.bundle_upload(user=request.user, workspace=workspace,
                                          uploaded_file=body.validated_data["file"])
        return Response(BundleOutputSerializer(bundle).data, status=status.HTTP_201_CREATED)


class BundleDetailApi(APIView):
    @extend_schema(responses=BundleOutputSerializer)
    def get(self, request, bundle_id: int):
        bundle = operations.access_bundle_by_id(user=request.user, bundle_id=bundle_id)
        return Response(BundleOutputSerializer(bundle).data)


class BundleDownloadApi(APIView):
    @extend_schema(responses={(200, "application/zip"): OpenApiResponse(OpenApiTypes.BINARY,
                                                                        description="The bundle's zip.")})
    def get(self, request, bundle_id: int):
        bundle = operations.access_bundle_by_id(user=request.user, bundle_id=bundle_id)
        operations.require_saved(bundle=bundle)
        return FileResponse(archive.bundle_file(bundle.pk).open("rb"), as_attachment=True,
                            filename=f"workspace-bundle-{bundle.pk}.zip", content_type="application/zip")


class BundleInspectApi(APIView):
    @extend_schema(request=None, responses=BundleOperationOutputSerializer)
    def post(self, request, bundle_id: int):
        bundle = operations.access_bundle_by_id(user=request.user, bundle_id=bundle_id)
        return Response(BundleOperationOutputSerializer(
            operations.bundle_inspect(user=request.user, bundle=bundle)).data)


class BundlePlanApi(APIView):
    class BundlePlanInputSerializer(serializers.Serializer):
        workspace = serializers.IntegerField(min_value=1, max_value=2**63 - 1,
                                             help_text="The workspace to plan the bundle's changes for.")

    @extend_schema(request=BundlePlanInputSerializer, responses=BundleOperationOutputSerializer)
    def post(self, request, bundle_id: int):
        bundle = operations.access_bundle_by_id(user=request.user, bundle_id=bundle_id)
        body = self.BundlePlanInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        workspace = access_workspace_by_id(user=request.user, workspace_id=body.validated_data["workspace"])
        return Response(BundleOperationOutputSerializer(
            operations.bundle_plan(user=request.user, bundle=bundle, workspace=workspace)).data)


class BundleOperationApi(APIView):
    @extend_schema(responses=BundleOperationOutputSerializer)
    def get(self, request, operation_id: int):
        operation = operations.access_operation_by_id(user=request.user, operation_id=operation_id)
        return Response(BundleOperationOutputSerializer(operation).data)


class BundleApplyApi(APIView):
    """Apply a plan (its id) to its workspace: editors and owners; an interrupted apply goes on."""

    @extend_schema(request=None, responses=BundleOperationOutputSerializer)
    def post(self, request, operation_id: int):
        plan = operations.access_operation_by_id(user=request.user, operation_id=operation_id)
        return Response(BundleOperationOutputSerializer(operations.bundle_apply(user=request.user, plan=plan)).data)
