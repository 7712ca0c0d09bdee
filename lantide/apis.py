from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.authtoken.models import Token
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from django.contrib.auth import authenticate

from lantide.errors import ApplicationError, ErrorCode
from lantide.models import AgentModeDefault
from lantide.selectors import preferences_get
from lantide.sign_in import client_of, sign_in_blocked, sign_in_failed, sign_in_succeeded
from lantide.services import preferences_update


class TokenObtainApi(APIView):
    """Exchange a username and password for an API token (`Authorization: Token …`)."""

    authentication_classes: list = []
    permission_classes = [AllowAny]

    class TokenObtainInputSerializer(serializers.Serializer):
        username = serializers.CharField(max_length=150)
        password = serializers.CharField(max_length=256, trim_whitespace=False)

    class TokenObtainOutputSerializer(serializers.Serializer):
        token = serializers.CharField()

    @extend_schema(request=TokenObtainInputSerializer, responses=TokenObtainOutputSerializer, auth=[])
    def post(self, request):
        data = self.TokenObtainInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        username, client = data.validated_data["username"], client_of(request)
        if sign_in_blocked(username=username, client=client):
            raise ApplicationError(ErrorCode.THROTTLED, "Too many failed sign-ins; try again in 15 minutes.")
        user = authenticate(request, **data.validated_data)
        if user is None:
            sign_in_failed(username=username, client=client)
            raise ApplicationError(ErrorCode.NOT_AUTHENTICATED, "Wrong username or password.")
        sign_in_succeeded(username=username)
        token, _ = Token.objects.get_or_create(user=user)
        return Response(self.TokenObtainOutputSerializer({"token": token.key}).data)


class PreferencesApi(APIView):
    class PreferencesOutputSerializer(serializers.Serializer):
        agent_mode_default = serializers.ChoiceField(choices=AgentModeDefault.choices)
        agents_enabled = serializers.BooleanField()
        beta_agent_mode = serializers.BooleanField(allow_null=True)

    class PreferencesInputSerializer(serializers.Serializer):
        agent_mode_default = serializers.ChoiceField(choices=AgentModeDefault.choices, required=False)
        agents_enabled = serializers.BooleanField(required=False)
        beta_agent_mode = serializers.BooleanField(allow_null=True, required=False)

    @extend_schema(responses=PreferencesOutputSerializer)
    def get(self, request):
        return Response(self.PreferencesOutputSerializer(preferences_get(user=request.user)).data)

    @extend_schema(request=PreferencesInputSerializer, responses=PreferencesOutputSerializer)
    def patch(self, request):
        if not isinstance(request.data, dict):
            raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, "Send a JSON object of preferences.")
        unknown = sorted(set(request.data) - set(self.PreferencesInputSerializer().fields))
        if unknown:
            raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, f"Unknown preference(s): {', '.join(unknown)}.")
        data = self.PreferencesInputSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        prefs = preferences_update(user=request.user, changes=data.validated_data)
        return Response(self.PreferencesOutputSerializer(prefs).data)
