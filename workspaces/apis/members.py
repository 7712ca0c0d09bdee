"""A workspace's members (ARCHITECTURE §8): every member lists them; owners add, change roles and remove; anyone
leaves."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.pagination import Paginated, paginated_response
from workspaces.models import Role
from workspaces.selectors import access_membership_by_id, access_workspace_by_id, members_of
from workspaces.services import member_add, member_remove, member_role_change


class MemberOutputSerializer(serializers.Serializer):
    user_id = serializers.IntegerField()
    username = serializers.CharField(source="user.username")
    name = serializers.CharField(source="user.get_full_name", help_text="The member's full name, if they gave one.")
    role = serializers.ChoiceField(choices=Role.choices)
    created_at = serializers.DateTimeField(help_text="When they joined the workspace.")


class MemberListCreateApi(Paginated, APIView):
    """Every member sees who is in the workspace; owners add members by username."""

    class MemberCreateInputSerializer(serializers.Serializer):
        username = serializers.CharField(max_length=150)
        role = serializers.ChoiceField(choices=Role.choices, required=False, default=Role.VIEWER)

    @extend_schema(responses=MemberOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        return paginated_response(request=request, queryset=members_of(workspace=workspace),
                                  serializer_class=MemberOutputSerializer, view=self)

    @extend_schema(request=MemberCreateInputSerializer, responses={201: MemberOutputSerializer})
    def post(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id, min_role=Role.OWNER)
        data = self.MemberCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        membership = member_add(user=request.user, workspace=workspace, **data.validated_data)
        return Response(MemberOutputSerializer(membership).data, status=status.HTTP_201_CREATED)


class MemberDetailApi(APIView):
    """Owners change a member's role or remove them; any member may remove themself (leave). The last owner
    stays."""

    class MemberUpdateInputSerializer(serializers.Serializer):
        role = serializers.ChoiceField(choices=Role.choices)

    @extend_schema(request=MemberUpdateInputSerializer, responses=MemberOutputSerializer)
    def patch(self, request, workspace_id: int, user_id: int):
        membership = access_membership_by_id(user=request.user, workspace_id=workspace_id, member_id=user_id,
                                             min_role=Role.OWNER)
        data = self.MemberUpdateInputSerializer(data=request.data, partial=True)  # a PATCH without role changes nothing
        data.is_valid(raise_exception=True)
        role = data.validated_data.get("role", membership.role)
        membership = member_role_change(user=request.user, membership=membership, role=role)
        return Response(MemberOutputSerializer(membership).data)

    @extend_schema(responses={204: None})
    def delete(self, request, workspace_id: int, user_id: int):
        membership = access_membership_by_id(user=request.user, workspace_id=workspace_id, member_id=user_id,
                                             min_role=Role.OWNER, or_self=True)
        member_remove(user=request.user, membership=membership)
        return Response(status=status.HTTP_204_NO_CONTENT)
