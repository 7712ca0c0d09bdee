from django import forms
from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.forms.models import BaseInlineFormSet

from lantide.admin_mixins import AuditedAdmin, kept_secret
from workspaces.connection_hosts import HostRefused, host_check
from workspaces.knowledge import knowledge_apply, knowledge_dismiss
from workspaces.models import (
    CacheTable, DatabaseConnection, DataSource, KnowledgeItem, KnowledgeStatus, Membership, Project, Role,
    Workspace,
)
from workspaces.selectors import is_last_owner
from workspaces.services import (
    database_connection_delete, database_connection_save, member_add, member_remove, member_role_change,
)


LAST_OWNER = "A workspace keeps at least one owner: make another member an owner first."


class OwnersStayFormSet(BaseInlineFormSet):
    """The workspace's members as edited on its page: at least one owner stays."""

    def clean(self):
        super().clean()
        if any(form.instance.pk and "user" in form.changed_data for form in self.forms):
            raise ValidationError("A membership keeps its user: remove the member and add the other user instead.")
        kept = [form.cleaned_data for form in self.forms if form.cleaned_data and not form.cleaned_data.get("DELETE")]
        had_owner = self.instance.pk and Membership.objects.filter(workspace=self.instance, role=Role.OWNER).exists()
        if had_owner and not any(member.get("role") == Role.OWNER for member in kept):
            raise ValidationError(LAST_OWNER)


class MembershipInline(admin.TabularInline):
    model = Membership
    formset = OwnersStayFormSet
    extra = 0
    autocomplete_fields = ("user",)


def _save_members_by_staff(request, formset) -> None:
    """Member changes made in the admin go through the member services (audited, a removal stops the member's
    runs and closes their sockets); promotions first, so "promote B, demote A" keeps an owner at every step."""
    formset.save(commit=False)
    for membership in formset.new_objects:
        member_add(user=request.user, workspace=membership.workspace, username=membership.user.get_username(),
                   role=membership.role, by_staff=True)
    changed = sorted((membership for membership, _ in formset.changed_objects), key=lambda m: m.role != Role.OWNER)
    for membership in changed:
        member_role_change(user=request.user, membership=membership, role=membership.role, by_staff=True)
    for membership in formset.deleted_objects:
        member_remove(user=request.user, membership=membership, by_staff=True)


@admin.register(Workspace)
class WorkspaceAdmin(AuditedAdmin, admin.ModelAdmin):
    audit_name = "workspace"
    list_display = ("name", "created_by", "created_at")
    list_select_related = ("created_by",)
    search_fields = ("name",)
    inlines = [MembershipInline]

    def audit_workspace(self, obj):
        return obj.pk

    def save_formset(self, request, form, formset, change):
        if formset.model is Membership:
            _save_members_by_staff(request, formset)
        else:
            super().save_formset(request, form, formset, change)


class MembershipForm(forms.ModelForm):
    def clean(self):
        cleaned = super().clean()
        if self.instance.pk and cleaned.get("role") != Role.OWNER and is_last_owner(membership=self.instance):
            raise ValidationError(LAST_OWNER)
        return cleaned


@admin.register(Membership)
class MembershipAdmin(admin.ModelAdmin):
    """Through the member services, as in the workspace: audited, and a removal closes every path at once."""

    form = MembershipForm
    list_display = ("workspace", "user", "role", "created_at")
    list_filter = ("role",)
    list_select_related = ("workspace", "user")
    search_fields = ("workspace__name", "user__username")
    autocomplete_fields = ("user", "workspace")

    def get_readonly_fields(self, request, obj=None):
        return ("workspace", "user") if obj else ()

    def has_delete_permission(self, request, obj=None):
        return super().has_delete_permission(request, obj) and not (obj and is_last_owner(membership=obj))

    def save_model(self, request, obj, form, change):
        if change:
            member_role_change(user=request.user, membership=obj, role=obj.role, by_staff=True)
        else:
            obj.pk = member_add(user=request.user, workspace=obj.workspace, username=obj.user.get_username(),
                                role=obj.role, by_staff=True).pk

    def delete_model(self, request, obj):
        member_remove(user=request.user, membership=obj, by_staff=True)

    def delete_queryset(self, request, queryset):
        for membership in queryset.select_related("workspace", "user"):
            if is_last_owner(membership=membership):
                self.message_user(request, f"{membership}: {LAST_OWNER}", messages.WARNING)
            else:
                member_remove(user=request.user, membership=membership, by_staff=True)


@admin.register(Project)
class ProjectAdmin(AuditedAdmin, admin.ModelAdmin):
    audit_name = "project"
    list_display = ("name", "workspace", "created_by", "created_at")
    list_select_related = ("workspace", "created_by")
    search_fields = ("name", "workspace__name")


@admin.register(DataSource)
class DataSourceAdmin(admin.ModelAdmin):
    list_display = ("table_name", "kind", "name", "workspace", "row_count", "created_at")
    list_filter = ("kind",)
    list_select_related = ("workspace",)
    search_fields = ("table_name", "name", "workspace__name")


@admin.register(KnowledgeItem)
class KnowledgeItemAdmin(AuditedAdmin, admin.ModelAdmin):
    audit_name = "knowledge"
    self_auditing_actions = ("apply_selected", "dismiss_selected")  # the knowledge services audit them
    list_display = ("text", "workspace", "scope", "status", "source", "proposed_by_agent", "proposed_by_user",
                    "decided_by", "created_at")
    list_filter = ("status", "scope", "source")
    list_select_related = ("workspace", "proposed_by_user", "decided_by")
    search_fields = ("text", "evidence_quote")
    # Provenance and decisions are facts: the bulk actions below decide (audited), nobody rewrites who proposed.
    readonly_fields = ("status", "decided_by", "decided_at", "run_id", "conversation_id", "message_id", "source",
                       "original_text", "edited_by", "edited_at", "proposed_by_user", "proposed_by_agent")
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
    list_display = ("name", "title", "workspace", "owner", "row_count", "duration_ms", "created_at")
    list_select_related = ("workspace", "owner")
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
