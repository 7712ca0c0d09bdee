"""REST for turns and runs (ARCHITECTURE §6): start a turn, answer a question, cancel, replay a finished run."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from agents.apis.conversations import ConversationOutputSerializer
from agents.models import Checkpoint, ComposerMode
from agents.selectors import (
    access_conversation_by_id, access_run_by_id, run_detail, thread_checkpoints, thread_messages, thread_runs,
)
from agents.services import conversation_fork, interrupt_answer, run_cancel
from agents.services.messages import message_send
from lantide.errors import NotFound
from lantide.pagination import Paginated, paginated_response


class RunSummarySerializer(serializers.Serializer):
    id = serializers.UUIDField()
    status = serializers.CharField()
    route = serializers.CharField()
    mode = serializers.CharField()
    thread = serializers.UUIDField(source="thread_id")


class RunEnvelopeSerializer(serializers.Serializer):
    run = RunSummarySerializer()


class MessageOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    role = serializers.CharField()
    content = serializers.CharField()
    run = serializers.UUIDField(source="run_id", allow_null=True)
    data = serializers.DictField()
    created_at = serializers.DateTimeField()


class ConversationMessagesApi(Paginated, APIView):
    throttle_scope = "message_start"  # POST only: DRF's 429 THROTTLED with Retry-After, per user

    def get_throttles(self):
        return [ScopedRateThrottle()] if self.request.method == "POST" else []

    class TurnStartInputSerializer(serializers.Serializer):
        text = serializers.CharField(max_length=20_000, trim_whitespace=True)
        mode = serializers.ChoiceField(choices=ComposerMode.choices, required=False)
        force_agent = serializers.BooleanField(required=False, default=False)
        mentions = serializers.ListField(child=serializers.IntegerField(min_value=1), required=False, max_length=20,
                                         default=list, help_text="Ids of @mentioned agents (the composer's picks).")
        auto_route_paused = serializers.BooleanField(
            required=False, default=False, help_text="Smart Routing auto: the classifier is paused for this session.")
        report_id = serializers.IntegerField(
            required=False, allow_null=True, min_value=1, max_value=2**63 - 1,
            help_text="The report whose tab is open: the agent may edit that report this turn.")

    @extend_schema(responses=MessageOutputSerializer(many=True))
    def get(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        return paginated_response(request=request, queryset=thread_messages(conversation=conversation),
                                  serializer_class=MessageOutputSerializer, view=self)

    @extend_schema(request=TurnStartInputSerializer, responses={201: RunEnvelopeSerializer})
    def post(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        data = self.TurnStartInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        fields = data.validated_data
        run = message_send(user=request.user, conversation=conversation, text=fields["text"], mode=fields.get("mode"),
                           force_agent=fields["force_agent"], mention_ids=fields["mentions"],
                           auto_route_paused=fields["auto_route_paused"], report_id=fields.get("report_id"))
        return Response(RunEnvelopeSerializer({"run": run}).data, status=status.HTTP_201_CREATED)


class ConversationRunsApi(Paginated, APIView):
    """The thread's top-level runs, oldest first."""

    class RunListOutputSerializer(serializers.Serializer):
        id = serializers.UUIDField()
        status = serializers.CharField()
        route = serializers.CharField()
        mode = serializers.CharField()
        query = serializers.CharField()
        resumed_from_run = serializers.UUIDField(allow_null=True, help_text="The run whose question this one resumes.")
        route_rule = serializers.CharField(help_text="The routing rule that decided the route.")
        agent = serializers.CharField(source="agent_name", allow_null=True, help_text="The orchestrator agent, if any.")
        parent_run = serializers.UUIDField(source="parent_run_id", allow_null=True)
        created_at = serializers.DateTimeField()
        finished_at = serializers.DateTimeField(allow_null=True)
        last_seq = serializers.IntegerField()

    @extend_schema(responses=RunListOutputSerializer(many=True))
    def get(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        return paginated_response(request=request, queryset=thread_runs(conversation=conversation),
                                  serializer_class=self.RunListOutputSerializer, view=self)


class AskUserResponseApi(APIView):
    class AskUserResponseInputSerializer(serializers.Serializer):
        interrupt_id = serializers.UUIDField()
        answer = serializers.JSONField(help_text="Text for a question (ask_user, at most 2,000 characters); "
                                                 '{"decision": "accept" | "reject", "feedback": "…"} for a review.')

    @extend_schema(request=AskUserResponseInputSerializer, responses={201: RunEnvelopeSerializer})
    def post(self, request):
        data = self.AskUserResponseInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        run = interrupt_answer(user=request.user, **data.validated_data)
        return Response(RunEnvelopeSerializer({"run": run}).data, status=status.HTTP_201_CREATED)


class RunCancelApi(APIView):
    @extend_schema(request=None, responses={202: RunEnvelopeSerializer})
    def post(self, request, run_id):
        run = run_cancel(user=request.user, run=access_run_by_id(user=request.user, run_id=run_id))
        return Response(RunEnvelopeSerializer({"run": run}).data, status=status.HTTP_202_ACCEPTED)


class RunDetailApi(APIView):
    @extend_schema(responses=RunSummarySerializer)
    def get(self, request, run_id):
        return Response(RunSummarySerializer(access_run_by_id(user=request.user, run_id=run_id)).data)


class AgentExecutionSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    thread = serializers.UUIDField()
    parent_run = serializers.UUIDField(allow_null=True)
    agent = serializers.CharField(allow_null=True)
    status = serializers.CharField()
    route = serializers.CharField()
    route_rule = serializers.CharField()
    mode = serializers.CharField()
    model = serializers.CharField()
    query = serializers.CharField()
    max_iterations = serializers.IntegerField()
    error_code = serializers.CharField()
    error = serializers.CharField()
    answer = serializers.CharField()
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    subagent_config = serializers.DictField(help_text="{agent_name, thoroughness, max_iterations} of a child run.")
    steps = serializers.ListField(child=serializers.DictField())
    children = serializers.ListField(child=serializers.DictField())


class AgentExecutionApi(APIView):
    """A run with its iteration steps and child runs, for the post-completion 'Show reasoning' replay."""

    @extend_schema(responses=AgentExecutionSerializer)
    def get(self, request, run_id):
        run = access_run_by_id(user=request.user, run_id=run_id)
        return Response(AgentExecutionSerializer(run_detail(run=run)).data)


class CheckpointOutputSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    run = serializers.UUIDField(source="run_id", allow_null=True)
    iteration = serializers.IntegerField()
    agent_state = serializers.CharField(source="state.agent_state", default="")
    created_at = serializers.DateTimeField()


class ConversationCheckpointsApi(Paginated, APIView):
    @extend_schema(responses=CheckpointOutputSerializer(many=True))
    def get(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        return paginated_response(request=request, queryset=thread_checkpoints(conversation=conversation),
                                  serializer_class=CheckpointOutputSerializer, view=self)


class ConversationForkApi(APIView):
    class ForkInputSerializer(serializers.Serializer):
        checkpoint = serializers.UUIDField(required=False)
        title = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")

    @extend_schema(request=ForkInputSerializer, responses={201: None})
    def post(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        data = self.ForkInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        checkpoint = None
        if "checkpoint" in data.validated_data:
            checkpoint = Checkpoint.objects.filter(pk=data.validated_data["checkpoint"], thread=conversation).first()
            if checkpoint is None:
                raise NotFound("Checkpoint")
        fork = conversation_fork(user=request.user, conversation=conversation, checkpoint=checkpoint,
                                 title=data.validated_data["title"])
        return Response(ConversationOutputSerializer(fork).data, status=status.HTTP_201_CREATED)
