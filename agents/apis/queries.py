"""A conversation's own SQL: run one as its next ledger step (an SQL tab), and read its ledger (§4.3)."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from agents.ledger import query_steps_of
from agents.query_steps import sql_tab_run
from agents.selectors import access_conversation_by_id
from workspaces.apis.caches import ColumnSerializer, ColumnSummarySerializer
from workspaces.models import Role
from workspaces.selectors import access_workspace_by_id


def _conversation_for(request, conversation_id):
    """The requester's own conversation, in a workspace where they are still at least a viewer."""
    conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
    access_workspace_by_id(user=request.user, workspace_id=conversation.workspace_id, min_role=Role.VIEWER)
    return conversation



class ConversationSqlApi(APIView):
    """Run the user's SQL (one SELECT / WITH) as the conversation's next ledger step, kept as a cache table."""

    class ConversationSqlInputSerializer(serializers.Serializer):
        sql = serializers.CharField(max_length=20_000, trim_whitespace=False)  # positions count from its start
        title = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")

        def validate_sql(self, value: str) -> str:
            if not value.strip():
                raise serializers.ValidationError("This field may not be blank.", code="blank")
            return value

    class ConversationSqlOutputSerializer(serializers.Serializer):
        step = serializers.IntegerField()
        cache = serializers.CharField()
        title = serializers.CharField(allow_blank=True)
        row_count = serializers.IntegerField()
        columns = ColumnSerializer(many=True)
        rows = serializers.ListField(child=serializers.ListField(child=serializers.JSONField()))
        truncated = serializers.BooleanField()
        column_summaries = ColumnSummarySerializer(many=True)
        duration_ms = serializers.FloatField()
        complexity_hint = serializers.CharField(allow_null=True)
        optimization_hint = serializers.CharField(allow_null=True)

    @extend_schema(request=ConversationSqlInputSerializer, responses={201: ConversationSqlOutputSerializer})
    def post(self, request, conversation_id):
        conversation = _conversation_for(request, conversation_id)
        data = self.ConversationSqlInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        payload = sql_tab_run(user=request.user, conversation=conversation, **data.validated_data)
        return Response(self.ConversationSqlOutputSerializer(payload).data, status=status.HTTP_201_CREATED)


class ConversationStepsApi(APIView):
    """The conversation's query-step ledger (the last 50 steps), by number."""

    class QueryStepOutputSerializer(serializers.Serializer):
        step = serializers.IntegerField(source="number")
        cache = serializers.CharField(source="cache_name")
        sql = serializers.CharField()
        status = serializers.CharField()
        error = serializers.CharField()
        rows = serializers.IntegerField(allow_null=True)
        duration_ms = serializers.FloatField(allow_null=True)

    @extend_schema(responses=QueryStepOutputSerializer(many=True))
    def get(self, request, conversation_id):
        conversation = _conversation_for(request, conversation_id)
        steps = query_steps_of(conversation=conversation)
        return Response(self.QueryStepOutputSerializer(steps, many=True).data)
