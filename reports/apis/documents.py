"""Reports over REST: list and create in a workspace, read, rename, delete; the stored document; the sandboxed
viewer. Every member reads; editors and owners write."""

from django.http import HttpResponse
from django.views.decorators.clickjacking import xframe_options_sameorigin
from django.utils.decorators import method_decorator
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.audit import Actor
from lantide.pagination import Paginated, paginated_response
from reports.contract import content_hints, is_contract_html
from reports.selectors import access_report_by_id, reports_for_workspace
from reports.services.documents import report_create, report_delete, report_regenerate, report_rename
from reports.viewer import download_response, viewer_response
from workspaces.models import Role
from workspaces.selectors import access_workspace_by_id

HTML_LIMIT = 2_000_000


class ReportOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    workspace = serializers.IntegerField(source="workspace_id")
    project = serializers.IntegerField(source="project_id", allow_null=True)
    conversation = serializers.UUIDField(source="conversation_id", allow_null=True)
    title = serializers.CharField()
    format = serializers.CharField()
    revision = serializers.IntegerField()
    contract = serializers.SerializerMethodField(help_text="The body follows the report contract (else re-generate).")
    created_by = serializers.CharField(source="created_by.username", default=None, allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()

    def get_contract(self, report) -> bool:
        return is_contract_html(report.body)


class ReportDetailOutputSerializer(ReportOutputSerializer):
    content_hints = serializers.SerializerMethodField(help_text="Advice on the content, never an error.")

    def get_content_hints(self, report) -> list[dict]:
        return content_hints(report.body) if self.get_contract(report) else []


class ReportListCreateApi(Paginated, APIView):
    """A workspace's reports, newest first; editors create one from a whole contract document."""

    class ReportCreateInputSerializer(serializers.Serializer):
        title = serializers.CharField(max_length=200)
        html = serializers.CharField(max_length=HTML_LIMIT, trim_whitespace=False)

    @extend_schema(responses=ReportOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        return paginated_response(request=request, queryset=reports_for_workspace(workspace=workspace),
                                  serializer_class=ReportOutputSerializer, view=self)

    @extend_schema(request=ReportCreateInputSerializer, responses={201: ReportDetailOutputSerializer})
    def post(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id, min_role=Role.EDITOR)
        data = self.ReportCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        report = report_create(workspace=workspace, user=request.user, actor=Actor.person(request.user),
                               **data.validated_data)
        return Response(ReportDetailOutputSerializer(report).data, status=status.HTTP_201_CREATED)


class ReportDetailApi(APIView):
    """One report: read it, rename or re-generate it (a whole new document), delete it."""

    class ReportUpdateInputSerializer(serializers.Serializer):
        title = serializers.CharField(max_length=200, required=False)
        html = serializers.CharField(max_length=HTML_LIMIT, required=False, trim_whitespace=False)

    @extend_schema(responses=ReportDetailOutputSerializer)
    def get(self, request, report_id: int):
        report = access_report_by_id(user=request.user, report_id=report_id)
        return Response(ReportDetailOutputSerializer(report).data)

    @extend_schema(request=ReportUpdateInputSerializer, responses=ReportDetailOutputSerializer)
    def patch(self, request, report_id: int):
        report = access_report_by_id(user=request.user, report_id=report_id, min_role=Role.EDITOR)
        data = self.ReportUpdateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        actor = Actor.person(request.user)
        if "html" in data.validated_data:
            report = report_regenerate(report=report, user=request.user, actor=actor, **data.validated_data)
        elif "title" in data.validated_data:
            report = report_rename(report=report, user=request.user, title=data.validated_data["title"], actor=actor)
        return Response(ReportDetailOutputSerializer(report).data)

    @extend_schema(responses={204: None})
    def delete(self, request, report_id: int):
        report = access_report_by_id(user=request.user, report_id=report_id, min_role=Role.EDITOR)
        report_delete(report=report, actor=Actor.person(request.user))
        return Response(status=status.HTTP_204_NO_CONTENT)


class ReportHtmlApi(APIView):
    """The stored document as it is (`?download=1`: as a file), sandboxed so it never runs on this site."""

    @extend_schema(responses={(200, "text/html"): OpenApiResponse(OpenApiTypes.STR, description="The document.")})
    def get(self, request, report_id: int) -> HttpResponse:
        report = access_report_by_id(user=request.user, report_id=report_id)
        return download_response(report, as_file=request.query_params.get("download") in ("1", "true"))


@method_decorator(xframe_options_sameorigin, name="dispatch")
class ReportViewApi(APIView):
    """The viewer: the report with its charts drawn by the vendored Chart.js, in a sandbox (an opaque origin: no
    cookies, no DOM or API of this site) that loads nothing else. The workspace frames it; opened alone it is
    sandboxed all the same."""

    @extend_schema(responses={(200, "text/html"): OpenApiResponse(OpenApiTypes.STR, description="The viewer page.")})
    def get(self, request, report_id: int) -> HttpResponse:
        report = access_report_by_id(user=request.user, report_id=report_id)
        return viewer_response(report, request=request)
