from django.contrib import admin, messages

from workspaces.models import (
    CacheTable, DataSource, KnowledgeItem, KnowledgeStatus, Membership, Project, QueryStep, Workspace,
)
from workspaces.services import knowledge_apply, knowledge_dismiss


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
