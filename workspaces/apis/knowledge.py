"""The knowledge queue over REST (ARCHITECTURE §8, §11): members list it; a proposal is applied, edited before
applying or dismissed by an editor or owner (Project and Workspace scope) or by its own user (User scope, which
nobody else sees). Each decision is audited by the service."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.pagination import Paginated, paginated_response
from workspaces.knowledge import (
    STATUS_BY_FILTER, TEXT_LIMIT, access_knowledge_by_id, knowledge_apply, knowledge_dismiss, knowledge_edit,
    knowledge_list,
)
from workspaces.models import KnowledgeStatus
from workspaces.selectors import access_workspace_by_id

STATUS_NAMES = {KnowledgeStatus.PROPOSED: "pending", KnowledgeStatus.APPLIED: "applied",
                KnowledgeStatus.DISMISSED: "dismissed"}


class KnowledgeOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    workspace = serializers.IntegerField(source="workspace_id")
    text = serializers.CharField()
    original_text = serializers.CharField(help_text="The text as proposed, when a person edited it.")
    scope = serializers.CharField(help_text="user | project | workspace")
    project = serializers.IntegerField(source="project_id", allow_null=True)
    status = serializers.SerializerMethodField(help_text="pending | applied | dismissed")
    source = serializers.CharField(help_text="agent | extraction")
    evidence_quote = serializers.CharField()
    conversation = serializers.UUIDField(source="conversation_id", allow_null=True)
    run = serializers.UUIDField(source="run_id", allow_null=True)
    message = serializers.IntegerField(source="message_id", allow_null=True)
    proposed_by = serializers.CharField(source="proposed_by_user.username", default=None, allow_null=True)
    proposed_by_agent = serializers.CharField()
    decided_by = serializers.CharField(source="decided_by.username", default=None, allow_null=True)
    decided_at = serializers.DateTimeField(allow_null=True)
    created_at = serializers.DateTimeField()

    def get_status(self, item) -> str:
        return STATUS_NAMES[item.status]


class KnowledgeListApi(Paginated, APIView):
    class KnowledgeFilterSerializer(serializers.Serializer):
        status = serializers.ChoiceField(choices=sorted(STATUS_BY_FILTER), required=False)
        conversation = serializers.UUIDField(required=False)

    @extend_schema(parameters=[KnowledgeFilterSerializer], responses=KnowledgeOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        filters = self.KnowledgeFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        items = knowledge_list(user=request.user, workspace=workspace, status=filters.validated_data.get("status"),
                               conversation_id=filters.validated_data.get("conversation"))
        return paginated_response(request=request, view=self, serializer_class=KnowledgeOutputSerializer,
                                  queryset=items)


class KnowledgeDetailApi(APIView):
    """Edit a pending proposal's text before applying it."""

    class KnowledgeEditInputSerializer(serializers.Serializer):
        text = serializers.CharField(max_length=TEXT_LIMIT)

    @extend_schema(request=KnowledgeEditInputSerializer, responses=KnowledgeOutputSerializer)
    def patch(self, request, knowledge_id: int):
        item = access_knowledge_by_id(user=request.user, knowledge_id=knowledge_id, for_decision=True)
        data = self.KnowledgeEditInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        item = knowledge_edit(user=request.user, item=item, text=data.validated_data["text"])
        return Response(KnowledgeOutputSerializer(item).data)


class KnowledgeApplyApi(APIView):
    @extend_schema(request=None, responses=KnowledgeOutputSerializer)
    def post(self, request, knowledge_id: int):
        item = access_knowledge_by_id(user=request.user, knowledge_id=knowledge_id, for_decision=True)
        return Response(KnowledgeOutputSerializer(knowledge_apply(user=request.user, item=item)).data)


class KnowledgeDismissApi(APIView):
    @extend_schema(request=None, responses=KnowledgeOutputSerializer)
    def post(self, request, knowledge_id: int):
        item = access_knowledge_by_id(user=request.user, knowledge_id=knowledge_id, for_decision=True)
        return Response(KnowledgeOutputSerializer(knowledge_dismiss(user=request.user, item=item)).data)
