"""REST for a person's own usage (ARCHITECTURE §8): today's and this month's tokens and cost, by model."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from agents.usage import usage_of_user, utc_today


class UsageTotalsSerializer(serializers.Serializer):
    calls = serializers.IntegerField()
    prompt_tokens = serializers.IntegerField()
    completion_tokens = serializers.IntegerField()
    total_tokens = serializers.IntegerField()
    cost = serializers.DecimalField(max_digits=14, decimal_places=8, coerce_to_string=False,
                                    help_text="USD at litellm's prices; unpriced and local models cost 0.")


class UsageByModelSerializer(UsageTotalsSerializer):
    model = serializers.CharField()


class UsagePeriodSerializer(UsageTotalsSerializer):
    by_model = UsageByModelSerializer(many=True)


class MyUsageApi(APIView):
    """Today's and this month's usage (UTC days) of the signed-in person."""

    class MyUsageOutputSerializer(serializers.Serializer):
        day = serializers.DateField()
        today = UsagePeriodSerializer()
        month = UsagePeriodSerializer()

    @extend_schema(responses=MyUsageOutputSerializer)
    def get(self, request):
        today = utc_today()
        usage = {"day": today, "today": usage_of_user(user=request.user, since=today),
                 "month": usage_of_user(user=request.user, since=today.replace(day=1))}
        return Response(self.MyUsageOutputSerializer(usage).data)
