"""Agent definitions and the tool registry they name (ARCHITECTURE §5)."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from agents.models import Thoroughness
from agents.runtime.tools import REGISTRY
from agents.selectors import access_agent_by_id, agents_visible_to
from agents.services import agent_create, agent_delete, agent_update
from lantide.pagination import Paginated, paginated_response


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
    """The tool registry, so agent definitions name real tools (allowed_tools / denied_tools); outside clients'
    own tools (the bundle operations) are no agent's."""

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
                 for t in sorted(REGISTRY.values(), key=lambda t: t.name) if not t.external_only]
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
