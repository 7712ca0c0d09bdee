"""Conversations (threads): list, create, read, change and delete one's own (ARCHITECTURE §6)."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from agents.models import ComposerMode
from agents.selectors import access_conversation_by_id, conversations_for_user
from agents.services import conversation_create, conversation_delete, conversation_update
from lantide.pagination import Paginated, paginated_response
from workspaces.selectors import access_project_by_id, access_workspace_by_id


class ConversationOutputSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    workspace = serializers.IntegerField(source="workspace_id")
    project = serializers.IntegerField(source="project_id", allow_null=True)
    title = serializers.CharField()
    mode = serializers.CharField()
    metadata = serializers.DictField()
    forked_from = serializers.UUIDField(source="forked_from_id", allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class ConversationListCreateApi(Paginated, APIView):
    class ConversationListCreateFilterSerializer(serializers.Serializer):
        workspace = serializers.IntegerField(required=False)

    class ConversationListCreateInputSerializer(serializers.Serializer):
        workspace = serializers.IntegerField()
        title = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")
        project = serializers.IntegerField(required=False, allow_null=True)
        mode = serializers.ChoiceField(choices=ComposerMode.choices, required=False)

    @extend_schema(parameters=[ConversationListCreateFilterSerializer], responses=ConversationOutputSerializer(many=True))
    def get(self, request):
        filters = self.ConversationListCreateFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        workspace = None
        if "workspace" in filters.validated_data:
            workspace = access_workspace_by_id(user=request.user, workspace_id=filters.validated_data["workspace"])
        return paginated_response(request=request,
                                  queryset=conversations_for_user(user=request.user, workspace=workspace),
                                  serializer_class=ConversationOutputSerializer, view=self)

    @extend_schema(request=ConversationListCreateInputSerializer, responses={201: ConversationOutputSerializer})
    def post(self, request):
        data = self.ConversationListCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        fields = dict(data.validated_data)
        workspace = access_workspace_by_id(user=request.user, workspace_id=fields.pop("workspace"))
        if fields.get("project") is not None:
            fields["project"] = access_project_by_id(user=request.user, project_id=fields["project"])
        conversation = conversation_create(user=request.user, workspace=workspace, **fields)
        return Response(ConversationOutputSerializer(conversation).data, status=status.HTTP_201_CREATED)


class ConversationDetailApi(APIView):
    class ConversationDetailInputSerializer(serializers.Serializer):
        title = serializers.CharField(max_length=200, required=False, allow_blank=True)
        mode = serializers.ChoiceField(choices=ComposerMode.choices, required=False)
        project = serializers.IntegerField(required=False, allow_null=True)
        metadata = serializers.DictField(required=False)

    @extend_schema(responses=ConversationOutputSerializer)
    def get(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        return Response(ConversationOutputSerializer(conversation).data)

    @extend_schema(request=ConversationDetailInputSerializer, responses=ConversationOutputSerializer)
    def patch(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        data = self.ConversationDetailInputSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        changes = dict(data.validated_data)
        if changes.get("project") is not None:
            changes["project"] = access_project_by_id(user=request.user, project_id=changes["project"])
        conversation = conversation_update(user=request.user, conversation=conversation, changes=changes)
        return Response(ConversationOutputSerializer(conversation).data)

    @extend_schema(responses={204: None})
    def delete(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        conversation_delete(user=request.user, conversation=conversation)
        return Response(status=status.HTTP_204_NO_CONTENT)
