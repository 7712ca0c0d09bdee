"""A conversation's plan over REST (ARCHITECTURE §11): its steps, their todo status and the execution record."""

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from agents.selectors import access_conversation_by_id
from lantide.errors import NotFound
from reports.selectors import current_plan, plan_view

PlanOutput = inline_serializer("PlanOutput", fields={
    "id": serializers.IntegerField(), "title": serializers.CharField(),
    "steps": serializers.ListField(child=serializers.DictField(), help_text="[{number, title, status}]"),
    "todo": serializers.IntegerField(help_text="Steps neither done nor skipped."),
    "frozen": serializers.BooleanField(help_text="The report is written: the steps and their record are final."),
    "report_id": serializers.IntegerField(allow_null=True),
    "execution_record": serializers.DictField(help_text="{steps: [{step, title, status, executed: [...]}]}"),
    "updated_at": serializers.CharField(),
})


class ConversationPlanApi(APIView):
    @extend_schema(responses=PlanOutput)
    def get(self, request, conversation_id):
        conversation = access_conversation_by_id(user=request.user, conversation_id=conversation_id)
        plan = current_plan(conversation=conversation)
        if plan is None:
            raise NotFound("Plan")
        return Response(plan_view(plan=plan))
