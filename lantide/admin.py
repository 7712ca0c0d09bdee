from django.contrib import admin

from lantide.admin_mixins import ReadOnlyAdminMixin
from lantide.models import AuditEvent, UserPreferences

admin.site.site_header = "Lantide administration"
admin.site.site_title = "Lantide admin"


@admin.register(UserPreferences)
class UserPreferencesAdmin(admin.ModelAdmin):
    list_display = ("user", "agent_mode_default", "agents_enabled", "beta_agent_mode", "updated_at")
    list_filter = ("agent_mode_default", "agents_enabled", "beta_agent_mode")
    list_select_related = ("user",)
    search_fields = ("user__username",)
    autocomplete_fields = ("user",)


@admin.register(AuditEvent)
class AuditEventAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("at", "actor_kind", "actor_display", "verb", "target_type", "target_repr", "workspace")
    list_filter = ("actor_kind", "verb", "target_type")
    list_select_related = ("actor_user", "workspace")
    search_fields = ("verb", "target_repr", "actor_label", "actor_user__username")
    date_hierarchy = "at"
