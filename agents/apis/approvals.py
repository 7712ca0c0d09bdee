"""Outside clients' writes waiting for a person (ARCHITECTURE §10): a workspace's members see them; its editors and
owners approve (the write runs then) or reject them."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from agents.models import ApprovalStatus
from agents.services.approvals import DECISIONS, access_approval_by_id, approval_decide, approvals_for_workspace
from lantide.pagination import Paginated, paginated_response
from workspaces.selectors import access_workspace_by_id


class ApprovalOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    workspace = serializers.IntegerField(source="workspace_id")
    requested_by = serializers.CharField(source="requested_by.username")
    client_name = serializers.CharField(help_text="The outside client's token name.")
    capability_id = serializers.CharField()
    arguments = serializers.JSONField()
    status = serializers.ChoiceField(choices=ApprovalStatus.choices)
    decided_by = serializers.CharField(source="decided_by.username", allow_null=True, default=None)
    decided_at = serializers.DateTimeField(allow_null=True)
    outcome = serializers.JSONField(allow_null=True, help_text="The write's result, or its error {code, detail}.")
    created_at = serializers.DateTimeField()


class WorkspaceApprovalsApi(Paginated, APIView):
    """The workspace's outside-client writes, newest first (`?status=pending` for the queue)."""

    class ApprovalFilterSerializer(serializers.Serializer):
        status = serializers.ChoiceField(choices=ApprovalStatus.choices, required=False)

    @extend_schema(parameters=[ApprovalFilterSerializer], responses=ApprovalOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        filters = self.ApprovalFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        approvals = approvals_for_workspace(workspace=workspace, status=filters.validated_data.get("status"))
        return paginated_response(request=request, queryset=approvals, serializer_class=ApprovalOutputSerializer,
                                  view=self)


class ApprovalDecideApi(APIView):
    class ApprovalDecideInputSerializer(serializers.Serializer):
        decision = serializers.ChoiceField(choices=DECISIONS)

    @extend_schema(request=ApprovalDecideInputSerializer, responses=ApprovalOutputSerializer)
    def post(self, request, approval_id: int):
        approval = access_approval_by_id(user=request.user, approval_id=approval_id, for_decision=True)
        body = self.ApprovalDecideInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        decided = approval_decide(user=request.user, approval=approval, decision=body.validated_data["decision"])
        return Response(ApprovalOutputSerializer(decided).data)
