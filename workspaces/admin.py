from django import forms
from django.contrib import admin, messages

from lantide.admin_mixins import kept_secret
from workspaces.connection_hosts import HostRefused, host_check
from workspaces.models import (
    CacheTable, DatabaseConnection, DataSource, KnowledgeItem, KnowledgeStatus, Membership, Project, QueryStep,
    Workspace,
)
from workspaces.services import (
    database_connection_delete, database_connection_save, knowledge_apply, knowledge_dismiss,
)


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    autocomplete_fields = ("user",)


@admin.register(Workspace)
class WorkspaceAdmin(admin.ModelAdmin):
    list_display = ("name", "created_by", "created_at")
    list_select_related = ("created_by",)
    search_fields = ("name",)
    inlines = [MembershipInline]


@admin.register(Membership)
class MembershipAdmin(admin.ModelAdmin):
    list_display = ("workspace", "user", "role", "created_at")
    list_filter = ("role",)
    list_select_related = ("workspace", "user")
    search_fields = ("workspace__name", "user__username")
    autocomplete_fields = ("user", "workspace")


@admin.register(Project)
class ProjectAdmin(admin.ModelAdmin):
    list_display = ("name", "workspace", "created_by", "created_at")
    list_select_related = ("workspace", "created_by")
    search_fields = ("name", "workspace__name")


@admin.register(DataSource)
class DataSourceAdmin(admin.ModelAdmin):
    list_display = ("table_name", "kind", "name", "workspace", "row_count", "created_at")
    list_filter = ("kind",)
    list_select_related = ("workspace",)
    search_fields = ("table_name", "name", "workspace__name")


@admin.register(QueryStep)
class QueryStepAdmin(admin.ModelAdmin):
    list_display = ("conversation", "number", "cache_name", "status", "rows", "duration_ms", "created_at")
    list_filter = ("status",)
    list_select_related = ("conversation",)
    search_fields = ("cache_name", "sql")


@admin.register(KnowledgeItem)
class KnowledgeItemAdmin(admin.ModelAdmin):
    list_display = ("text", "workspace", "status", "proposed_by_agent", "proposed_by_user", "decided_by", "created_at")
    list_filter = ("status",)
    list_select_related = ("workspace", "proposed_by_user", "decided_by")
    search_fields = ("text", "evidence_quote")
    readonly_fields = ("status", "decided_by", "decided_at", "run", "conversation")
    actions = ["apply_selected", "dismiss_selected"]

    @admin.action(description="Apply selected knowledge")
    def apply_selected(self, request, queryset):
        self._decide(request, queryset, knowledge_apply, "applied")

    @admin.action(description="Dismiss selected knowledge")
    def dismiss_selected(self, request, queryset):
        self._decide(request, queryset, knowledge_dismiss, "dismissed")

    def _decide(self, request, queryset, service, verb: str) -> None:
        pending = queryset.filter(status=KnowledgeStatus.PROPOSED)
        count = 0
        for item in pending:
            service(user=request.user, item=item)
            count += 1
        skipped = queryset.count() - count
        self.message_user(request, f"{count} item(s) {verb}.", messages.SUCCESS)
        if skipped:
            self.message_user(request, f"{skipped} item(s) were already decided and left as they were.",
                              messages.WARNING)


@admin.register(CacheTable)
class CacheTableAdmin(admin.ModelAdmin):
    list_display = ("name", "title", "workspace", "conversation", "row_count", "duration_ms", "created_at")
    list_select_related = ("workspace", "conversation")
    search_fields = ("name", "title", "sql")
    readonly_fields = ("source_tables",)


class DatabaseConnectionForm(forms.ModelForm):
    password = forms.CharField(
        required=False, strip=False, widget=forms.PasswordInput(render_value=False),
        help_text="Stored on the server, never shown back. Leave empty to keep the current password.",
    )
    clear_password = forms.BooleanField(required=False, help_text="Remove the stored password.")

    class Meta:
        model = DatabaseConnection
        fields = ("name", "engine", "host", "port", "database", "username", "password", "all_workspaces",
                  "workspaces")

    def clean_host(self):
        try:
            return host_check(self.cleaned_data["host"])
        except HostRefused as error:
            raise forms.ValidationError(str(error)) from error

    def clean(self):
        cleaned = super().clean()
        cleaned["password"] = kept_secret(self, cleaned, field="password", clear_field="clear_password")
        return cleaned

    def changed_fields(self) -> list[str]:
        """What the admin changed; the password only when its value did (an empty field keeps it)."""
        changed = [name for name in self.changed_data if name not in ("password", "clear_password")]
        if self.cleaned_data.get("password", "") != self.initial.get("password", ""):
            changed.append("password")
        return changed


@admin.register(DatabaseConnection)
class DatabaseConnectionAdmin(admin.ModelAdmin):
    """Every save and delete goes through the connection services, which audit it (never the password)."""

    form = DatabaseConnectionForm
    list_display = ("name", "engine", "host", "port", "database", "username", "all_workspaces", "created_at")
    list_filter = ("engine", "all_workspaces")
    search_fields = ("name", "host", "database")
    filter_horizontal = ("workspaces",)

    def save_model(self, request, obj, form, change):
        workspace_ids = [workspace.pk for workspace in form.cleaned_data.get("workspaces") or []]
        database_connection_save(user=request.user, connection=obj, changed=form.changed_fields(),
                                 workspace_ids=workspace_ids)

    def delete_model(self, request, obj):
        database_connection_delete(user=request.user, connection=obj)

    def delete_queryset(self, request, queryset):
        for connection in queryset:
            database_connection_delete(user=request.user, connection=connection)
