from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from agents.models import ComposerMode, Thoroughness
from agents.runtime.tools import REGISTRY
from agents.selectors import access_agent_by_id, access_conversation_by_id, agents_visible_to, conversations_for_user
from agents.services import (
    agent_create, agent_delete, agent_update, conversation_create, conversation_delete, conversation_update,
)
from lantide.pagination import Paginated, paginated_response
from workspaces.selectors import access_project_by_id, access_workspace_by_id


class AgentOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    owner = serializers.CharField(source="owner.username")
    name = serializers.CharField()
    description = serializers.CharField()
    system_prompt = serializers.CharField()
    trigger_words = serializers.ListField(child=serializers.CharField())
    preferred_model = serializers.CharField()
    is_shared = serializers.BooleanField()
    allowed_tools = serializers.ListField(child=serializers.CharField())
    denied_tools = serializers.ListField(child=serializers.CharField())
    max_iterations = serializers.DictField(child=serializers.IntegerField())
    default_thoroughness = serializers.CharField()
    is_orchestrator = serializers.BooleanField()


class AgentInputSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=80)
    description = serializers.CharField(required=False, allow_blank=True)
    system_prompt = serializers.CharField(required=False, allow_blank=True)
    trigger_words = serializers.ListField(child=serializers.CharField(max_length=40), required=False, max_length=20)
    preferred_model = serializers.CharField(required=False, allow_blank=True, max_length=200)
    is_shared = serializers.BooleanField(required=False)
    allowed_tools = serializers.ListField(child=serializers.CharField(max_length=64), required=False)
    denied_tools = serializers.ListField(child=serializers.CharField(max_length=64), required=False)
    max_iterations = serializers.DictField(
        child=serializers.IntegerField(min_value=0, max_value=100, allow_null=True), required=False,
        help_text="Keys among quick, medium, very_thorough.",
    )
    default_thoroughness = serializers.ChoiceField(
        choices=Thoroughness.choices, required=False, allow_blank=True, allow_null=True,
    )


class ToolListApi(APIView):
    """The tool registry, so agent definitions name real tools (allowed_tools / denied_tools)."""

    class ToolOutputSerializer(serializers.Serializer):
        name = serializers.CharField()
        description = serializers.CharField()
        safety = serializers.CharField()
        states = serializers.ListField(child=serializers.CharField())
        counts_toward_exploration = serializers.BooleanField()

    @extend_schema(responses=ToolOutputSerializer(many=True))
    def get(self, request):
        tools = [{"name": t.name, "description": t.description, "safety": str(t.safety),
                  "states": sorted(str(s) for s in t.states), "counts_toward_exploration": t.counts_toward_exploration}
                 for t in sorted(REGISTRY.values(), key=lambda t: t.name)]
        return Response(self.ToolOutputSerializer(tools, many=True).data)


class AgentListCreateApi(Paginated, APIView):
    @extend_schema(responses=AgentOutputSerializer(many=True))
    def get(self, request):
        return paginated_response(request=request, queryset=agents_visible_to(user=request.user),
                                  serializer_class=AgentOutputSerializer, view=self)

    @extend_schema(request=AgentInputSerializer, responses={201: AgentOutputSerializer})
    def post(self, request):
        data = AgentInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        agent = agent_create(user=request.user, **data.validated_data)
        return Response(AgentOutputSerializer(agent).data, status=status.HTTP_201_CREATED)


class AgentDetailApi(APIView):
    @extend_schema(responses=AgentOutputSerializer)
    def get(self, request, agent_id: int):
        return Response(AgentOutputSerializer(access_agent_by_id(user=request.user, agent_id=agent_id)).data)

    @extend_schema(request=AgentInputSerializer, responses=AgentOutputSerializer)
    def patch(self, request, agent_id: int):
        agent = access_agent_by_id(user=request.user, agent_id=agent_id, for_edit=True)
        data = AgentInputSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        agent = agent_update(user=request.user, agent=agent, changes=data.validated_data)
        return Response(AgentOutputSerializer(agent).data)

    @extend_schema(responses={204: None})
    def delete(self, request, agent_id: int):
        agent_delete(user=request.user, agent=access_agent_by_id(user=request.user, agent_id=agent_id, for_edit=True))
        return Response(status=status.HTTP_204_NO_CONTENT)


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
