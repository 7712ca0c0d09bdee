import csv
import json
import re

import waffle.admin  # registers the gates' admins, which are replaced below with audited ones
from django.contrib import admin, messages
from django.contrib.admin.options import IncorrectLookupParameters
from django.contrib.admin.utils import unquote
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import GroupAdmin, UserAdmin
from django.contrib.auth.models import Group
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseBadRequest, StreamingHttpResponse
from django.urls import path
from waffle.models import Flag, Sample, Switch

from lantide.admin_mixins import AuditedAdmin, ReadOnlyAdminMixin
from lantide.encoding import JSONValueEncoder
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


# The gates (ARCHITECTURE §8): waffle's own admins, each change, delete and bulk action audited.
for gate in (Flag, Switch, Sample):
    admin.site.unregister(gate)


@admin.register(Flag)
class AuditedFlagAdmin(AuditedAdmin, waffle.admin.FlagAdmin):
    audit_name = "gate.flag"


@admin.register(Switch)
class AuditedSwitchAdmin(AuditedAdmin, waffle.admin.SwitchAdmin):
    audit_name = "gate.switch"


@admin.register(Sample)
class AuditedSampleAdmin(AuditedAdmin, waffle.admin.SampleAdmin):
    audit_name = "gate.sample"


# People and groups (groups may gate LLM profiles): audited too; a password only ever as "changed".
for model in (get_user_model(), Group):
    admin.site.unregister(model)


@admin.register(get_user_model())
class AuditedUserAdmin(AuditedAdmin, UserAdmin):
    audit_name = "user"

    def user_change_password(self, request, id, form_url=""):
        """The password page saves outside `save_model`: a new password is audited here."""
        user = self.get_object(request, unquote(id))
        before = user.password if user else None
        response = super().user_change_password(request, id, form_url)
        if user is not None and request.method == "POST":
            user.refresh_from_db(fields=["password"])
            if user.password != before:
                self.audit_change(request, user, verb="update", data={"changes": {"password": "changed"}})
        return response


@admin.register(Group)
class AuditedGroupAdmin(AuditedAdmin, GroupAdmin):
    audit_name = "group"


FORMULA_START = re.compile(r"[-=+@\t\r]")  # what a spreadsheet runs as a formula (CSV injection)
AUDIT_CSV_COLUMNS = ("id", "at", "actor_kind", "actor", "actor_label", "verb", "target_type", "target_id", "target",
                     "workspace_id", "data")


def spreadsheet_inert(value) -> str:
    """A cell as text, with a ' before anything a spreadsheet would run as a formula (as the cache export does)."""
    text = "" if value is None else str(value)
    return "'" + text if FORMULA_START.match(text) else text


class _Echo:
    def write(self, value):
        return value


def audit_csv_rows(queryset):
    writer = csv.writer(_Echo())
    yield writer.writerow(AUDIT_CSV_COLUMNS)
    for event in queryset.select_related("actor_user").iterator(chunk_size=500):
        actor = event.actor_user.get_username() if event.actor_user else ""
        row = (event.pk, event.at.isoformat(), event.actor_kind, actor, event.actor_label, event.verb,
               event.target_type, event.target_id, event.target_repr, event.workspace_id,
               json.dumps(event.data, cls=JSONValueEncoder, sort_keys=True))
        yield writer.writerow([spreadsheet_inert(value) for value in row])


def audit_csv_response(queryset) -> StreamingHttpResponse:
    response = StreamingHttpResponse(audit_csv_rows(queryset), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="audit-events.csv"'
    return response


@admin.register(AuditEvent)
class AuditEventAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    """The audit log, read-only: filter by actor kind, verb, workspace and date; export what is filtered as CSV."""

    change_list_template = "admin/lantide/auditevent/change_list.html"
    list_display = ("at", "actor_kind", "actor_display", "verb", "target_type", "target_repr", "workspace_id")
    list_filter = ("actor_kind", "verb", "workspace_id", "target_type")
    list_select_related = ("actor_user",)
    search_fields = ("verb", "target_repr", "target_id", "actor_label", "actor_user__username")
    date_hierarchy = "at"
    actions = ["export_csv"]

    @admin.action(description="Export the selected events as CSV")
    def export_csv(self, request, queryset):
        return audit_csv_response(queryset.order_by("-at", "-id"))

    def get_urls(self):
        export = path("export.csv", self.admin_site.admin_view(self.export_filtered_csv),
                      name="lantide_auditevent_export")
        return [export, *super().get_urls()]

    def export_filtered_csv(self, request):
        """Every row the changelist shows with the same filters, search and dates (all pages)."""
        if not self.has_view_permission(request):
            raise PermissionDenied
        try:
            changelist = self.get_changelist_instance(request)
        except IncorrectLookupParameters:
            return HttpResponseBadRequest("Unknown filter.")
        return audit_csv_response(changelist.get_queryset(request))


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
