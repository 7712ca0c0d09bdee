"""A workspace's Activity over REST (ARCHITECTURE §8): its audit events, newest first, for its members; each
member's own conversation activity stays theirs, as on the workspace page."""

from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.views import APIView

from lantide.models import ActorKind
from lantide.pagination import Paginated, paginated_response
from lantide.selectors import audit_events_visible
from workspaces.selectors import access_workspace_by_id

# The contract's words for who acted (a person is a "user" in the log).
ACTOR_KINDS = {ActorKind.USER: "person", ActorKind.AGENT: "agent", ActorKind.EXTERNAL: "external",
               ActorKind.SYSTEM: "system"}


class ActivityOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    at = serializers.DateTimeField()
    actor_kind = serializers.SerializerMethodField()
    actor = serializers.SerializerMethodField(help_text="The person's username; null for the system.")
    actor_label = serializers.CharField(help_text="The agent's name, or the outside client's token name.")
    verb = serializers.CharField()
    target_type = serializers.CharField()
    target_id = serializers.CharField()
    target = serializers.CharField(source="target_repr")
    data = serializers.JSONField()

    @extend_schema_field(serializers.ChoiceField(choices=list(ACTOR_KINDS.values())))
    def get_actor_kind(self, event) -> str:
        return ACTOR_KINDS.get(event.actor_kind, event.actor_kind)

    def get_actor(self, event) -> str | None:
        return event.actor_user.get_username() if event.actor_user else None


class WorkspaceActivityApi(Paginated, APIView):
    """The workspace's audit events, newest first, for every member."""

    class WorkspaceActivityFilterSerializer(serializers.Serializer):
        actor = serializers.CharField(required=False, max_length=150, help_text="A person's username.")
        verb = serializers.CharField(required=False, max_length=64, help_text="A verb or its prefix (`member.`).")
        since = serializers.DateTimeField(required=False, help_text="From this time on (inclusive).")
        until = serializers.DateTimeField(required=False, help_text="Before this time.")

    @extend_schema(parameters=[WorkspaceActivityFilterSerializer], responses=ActivityOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        filters = self.WorkspaceActivityFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        events = audit_events_visible(workspace=workspace, viewer=request.user, **filters.validated_data)
        return paginated_response(request=request, queryset=events, serializer_class=ActivityOutputSerializer,
                                  view=self)
