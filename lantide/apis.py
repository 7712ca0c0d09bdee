from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from django.contrib.auth import authenticate

from lantide.errors import ApplicationError, ErrorCode
from lantide.models import AccessTokenMode, AccessTokenOrigin, AccessTokenStatus, AgentModeDefault
from lantide.pagination import Paginated, paginated_response
from lantide.selectors import access_token_by_id, access_tokens_for_user, preferences_get
from lantide.services import (
    TOKEN_NAME_MAX_LENGTH, access_token_create, access_token_issue_for_sign_in, access_token_revoke,
    preferences_update,
)
from lantide.sign_in import client_of, sign_in_blocked, sign_in_failed, sign_in_succeeded


class TokenObtainApi(APIView):
    """Exchange a username and password for an API token (`Authorization: Token …` or `Bearer …`): an
    execute-mode token named "Sign-in (API)" that expires after LANTIDE_TOKEN_TTL_DAYS."""

    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "sign_in"

    class TokenObtainInputSerializer(serializers.Serializer):
        username = serializers.CharField(max_length=150)
        password = serializers.CharField(max_length=256, trim_whitespace=False)

    class TokenObtainOutputSerializer(serializers.Serializer):
        token = serializers.CharField(source="secret")
        id = serializers.IntegerField()
        expires_at = serializers.DateTimeField()

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
        token = access_token_issue_for_sign_in(user=user)
        return Response(self.TokenObtainOutputSerializer(token).data)


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


class AccessTokenOutputSerializer(serializers.Serializer):
    """A token as its owner sees it later: never its secret, only the first characters (`prefix`)."""

    id = serializers.IntegerField()
    name = serializers.CharField()
    prefix = serializers.CharField()
    mode = serializers.ChoiceField(choices=AccessTokenMode.choices)
    origin = serializers.ChoiceField(choices=AccessTokenOrigin.choices)
    status = serializers.ChoiceField(choices=AccessTokenStatus.choices)
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField(allow_null=True)
    last_used_at = serializers.DateTimeField(allow_null=True)
    revoked_at = serializers.DateTimeField(allow_null=True)


class AccessTokenListCreateApi(Paginated, APIView):
    throttle_scope = "access_token_create"

    def get_throttles(self):
        return [ScopedRateThrottle()] if self.request.method == "POST" else []

    class AccessTokenCreateInputSerializer(serializers.Serializer):
        name = serializers.CharField(max_length=TOKEN_NAME_MAX_LENGTH)
        mode = serializers.ChoiceField(choices=AccessTokenMode.choices)
        expires_at = serializers.DateTimeField(required=False, allow_null=True, default=None,
                                               help_text="Must be in the future; none: the token never expires.")

    class AccessTokenCreateOutputSerializer(AccessTokenOutputSerializer):
        token = serializers.CharField(source="secret", help_text="The secret: shown this once, stored hashed.")

    @extend_schema(responses=AccessTokenOutputSerializer(many=True))
    def get(self, request):
        return paginated_response(request=request, queryset=access_tokens_for_user(user=request.user),
                                  serializer_class=AccessTokenOutputSerializer, view=self)

    @extend_schema(request=AccessTokenCreateInputSerializer, responses={201: AccessTokenCreateOutputSerializer})
    def post(self, request):
        data = self.AccessTokenCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        token = access_token_create(user=request.user, **data.validated_data)
        response = Response(self.AccessTokenCreateOutputSerializer(token).data, status=status.HTTP_201_CREATED)
        response["Cache-Control"] = "no-store"
        return response


class AccessTokenRevokeApi(APIView):
    @extend_schema(responses={204: None})
    def delete(self, request, token_id: str):
        access_token_revoke(user=request.user, token=access_token_by_id(user=request.user, token_id=token_id))
        return Response(status=status.HTTP_204_NO_CONTENT)
