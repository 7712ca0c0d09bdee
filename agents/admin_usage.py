"""The admin of usage and quotas (ARCHITECTURE §8): usage per user, agent, model and day with totals of what the
filters select (read-only: it is written by runs), and the quotas admins set."""

from django.contrib import admin
from django.db.models import Sum

from agents.models import Quota, UsageDay
from agents.usage import usage_totals
from lantide.admin_mixins import AuditedAdmin, ReadOnlyAdminMixin

SUMMARY_ROWS = 20


def usage_summary(rows, dimension: str, label: str) -> list[dict]:
    """The biggest spenders of the selection along one dimension (user, agent or model)."""
    grouped = (rows.values(label).annotate(prompt=Sum("prompt_tokens"), completion=Sum("completion_tokens"),
                                           spent=Sum("cost"), n=Sum("calls"))
               .order_by("-spent", "-prompt")[:SUMMARY_ROWS])
    return [{"name": row[label] or ("(built-in analyst)" if dimension == "agent" else "—"), "calls": row["n"],
             "tokens": (row["prompt"] or 0) + (row["completion"] or 0), "cost": row["spent"]} for row in grouped]


@admin.register(UsageDay)
class UsageDayAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    change_list_template = "admin/agents/usageday/change_list.html"
    list_display = ("day", "user", "agent", "model", "calls", "prompt_tokens", "completion_tokens", "total_tokens",
                    "cost")
    list_filter = ("day", "model", ("agent", admin.RelatedOnlyFieldListFilter),
                   ("user", admin.RelatedOnlyFieldListFilter))
    list_select_related = ("user", "agent")
    search_fields = ("user__username", "agent__name", "model")
    date_hierarchy = "day"

    @admin.display(description="Total tokens")
    def total_tokens(self, obj: UsageDay) -> int:
        return obj.total_tokens

    def changelist_view(self, request, extra_context=None):
        response = super().changelist_view(request, extra_context=extra_context)
        changelist = getattr(response, "context_data", {}).get("cl")
        if changelist is not None:
            rows = changelist.queryset.order_by()
            response.context_data.update({
                "usage_totals": usage_totals(rows),
                "usage_by": [("User", usage_summary(rows, "user", "user__username")),
                             ("Agent", usage_summary(rows, "agent", "agent__name")),
                             ("Model", usage_summary(rows, "model", "model"))],
            })
        return response


@admin.register(Quota)
class QuotaAdmin(AuditedAdmin, admin.ModelAdmin):
    audit_name = "quota"
    list_display = ("__str__", "scope", "mode", "run_tokens", "run_cost", "day_tokens", "day_cost", "updated_at")
    list_filter = ("mode",)
    list_select_related = ("user", "agent")
    raw_id_fields = ("user", "agent")
    fieldsets = (
        (None, {"fields": ("user", "agent", "mode"),
                "description": "No user and no agent: the default quota (a user's own quota replaces it). An agent's "
                               "quota applies on top and counts everyone's use of the agent. Log only: runs go on, "
                               "a warning and an audit event say where they would have stopped."}),
        ("Limits (empty: none)", {"fields": ("run_tokens", "run_cost", "day_tokens", "day_cost")}),
    )
