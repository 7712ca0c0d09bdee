from django.contrib import admin, messages

from lantide.admin_mixins import ReadOnlyAdminMixin
from lantide.models import AccessToken, AuditEvent, UserPreferences
from lantide.services import access_token_revoke

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
    list_display = ("at", "actor_kind", "actor_display", "verb", "target_type", "target_repr", "workspace_id")
    list_filter = ("actor_kind", "verb", "target_type")
    list_select_related = ("actor_user",)
    search_fields = ("verb", "target_repr", "actor_label", "actor_user__username")
    date_hierarchy = "at"


@admin.register(AccessToken)
class AccessTokenAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    """Tokens are made by their owners (the secret is shown to them only); an admin can see and revoke them."""

    list_display = ("name", "prefix", "user", "mode", "origin", "status", "created_at", "expires_at", "last_used_at",
                    "revoked_at")
    list_filter = ("mode", "origin")
    list_select_related = ("user",)
    search_fields = ("name", "prefix", "user__username")
    exclude = ("key_digest", "password_fingerprint")
    actions = ["revoke_selected"]

    @admin.action(description="Revoke the selected tokens")
    def revoke_selected(self, request, queryset):
        tokens = [token for token in queryset.select_related("user") if token.revoked_at is None]
        for token in tokens:
            access_token_revoke(user=request.user, token=token, reason="admin")
        self.message_user(request, f"Revoked {len(tokens)} token(s).", messages.SUCCESS)
