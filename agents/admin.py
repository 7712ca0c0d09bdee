from django import forms
from django.contrib import admin

from agents import admin_usage  # noqa: F401 - usage and quotas register their pages there
from agents.models import (
    Agent, Checkpoint, Conversation, ExternalApproval, ExternalWriterLease, Interrupt, LLMProfile, Message, QueryStep, Run, RunEvent,
    WorkspaceRunLease,
)
from lantide.admin_mixins import AuditedAdmin, ReadOnlyAdminMixin, kept_secret


class LLMProfileForm(forms.ModelForm):
    api_base = forms.URLField(required=False, assume_scheme="https", help_text="OpenAI-compatible endpoint, if any.")
    api_key = forms.CharField(
        required=False, widget=forms.PasswordInput(render_value=False),
        help_text="Stored, never shown back. Leave empty to keep the current key.",
    )
    clear_api_key = forms.BooleanField(required=False, help_text="Remove the stored key.")

    class Meta:
        model = LLMProfile
        fields = ("name", "model", "api_base", "api_key", "max_tokens", "context_window", "fallback", "groups")

    def clean(self):
        cleaned = super().clean()
        cleaned["api_key"] = kept_secret(self, cleaned, field="api_key", clear_field="clear_api_key")
        if cleaned.get("fallback") and self.instance.pk and cleaned["fallback"].pk == self.instance.pk:
            self.add_error("fallback", "A profile cannot be its own fallback.")
        return cleaned


@admin.register(LLMProfile)
class LLMProfileAdmin(AuditedAdmin, admin.ModelAdmin):
    audit_name = "llm_profile"
    form = LLMProfileForm
    list_display = ("name", "model", "api_base", "masked_api_key", "max_tokens", "context_window", "fallback")
    list_select_related = ("fallback",)
    search_fields = ("name", "model")
    filter_horizontal = ("groups",)


@admin.register(Agent)
class AgentAdmin(AuditedAdmin, admin.ModelAdmin):
    audit_name = "agent"
    list_display = ("name", "owner", "is_shared", "is_orchestrator", "preferred_model", "updated_at")
    list_filter = ("is_shared", "default_thoroughness")
    list_select_related = ("owner",)
    search_fields = ("name", "description", "owner__username")
    fieldsets = (
        (None, {"fields": ("owner", "name", "description", "system_prompt", "trigger_words", "preferred_model",
                           "is_shared")}),
        ("Advanced — Orchestration", {
            "classes": ("collapse",),
            "fields": ("allowed_tools", "denied_tools", "max_iterations", "default_thoroughness"),
            "description": "Setting any of these makes the agent an orchestrator (it runs in the agent executor).",
        }),
    )

    @admin.display(boolean=True, description="Orchestrator")
    def is_orchestrator(self, obj: Agent) -> bool:
        return obj.is_orchestrator


class MessageInline(admin.TabularInline):
    model = Message
    extra = 0
    fields = ("role", "content", "run", "created_at")
    readonly_fields = fields
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Conversation)
class ConversationAdmin(admin.ModelAdmin):
    list_display = ("__str__", "owner", "workspace", "project", "mode", "updated_at")
    list_filter = ("mode",)
    list_select_related = ("owner", "workspace", "project")
    search_fields = ("title", "owner__username", "workspace__name")
    raw_id_fields = ("forked_from", "default_agent", "project")
    inlines = [MessageInline]


@admin.register(Message)
class MessageAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    """A transcript is evidence: viewed, never written by hand."""

    list_display = ("conversation", "role", "short_content", "created_at")
    list_filter = ("role",)
    list_select_related = ("conversation",)
    raw_id_fields = ("conversation", "run")

    @admin.display(description="Content")
    def short_content(self, obj: Message) -> str:
        return obj.content[:80]


@admin.register(Run)
class RunAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "thread", "agent", "status", "route", "route_rule", "mode", "model", "created_at")
    list_filter = ("status", "route", "mode")
    list_select_related = ("thread", "agent")
    search_fields = ("id", "query")


@admin.register(RunEvent)
class RunEventAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("run", "seq", "type", "ts")
    list_filter = ("type",)
    list_select_related = ("run",)


@admin.register(Checkpoint)
class CheckpointAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "thread", "run", "iteration", "created_at")
    list_select_related = ("thread", "run")


@admin.register(Interrupt)
class InterruptAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "kind", "status", "thread", "run", "expires_at", "answered_at")
    list_filter = ("kind", "status")
    list_select_related = ("thread", "run")


@admin.register(WorkspaceRunLease)
class WorkspaceRunLeaseAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    """Which run worker executes each workspace's runs now (scaled out); the workers keep these rows."""

    list_display = ("workspace", "worker", "expires_at")
    list_select_related = ("workspace",)


@admin.register(ExternalApproval)
class ExternalApprovalAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    """Outside clients' writes and their decisions: decided in the workspace (REST), read here."""

    list_display = ("capability_id", "client_name", "workspace", "requested_by", "status", "decided_by", "created_at")
    list_filter = ("status",)
    list_select_related = ("workspace", "requested_by", "decided_by")


@admin.register(ExternalWriterLease)
class ExternalWriterLeaseAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    """Which outside-client session writes in each workspace now; its writes keep these rows."""

    list_display = ("workspace", "client_name", "owner_key", "expires_at")
    list_select_related = ("workspace",)


@admin.register(QueryStep)
class QueryStepAdmin(admin.ModelAdmin):
    list_display = ("conversation", "number", "cache_name", "status", "rows", "duration_ms", "created_at")
    list_filter = ("status",)
    list_select_related = ("conversation",)
    search_fields = ("cache_name", "sql")
