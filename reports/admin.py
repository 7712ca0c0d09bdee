from django.contrib import admin

from reports.models import Annotation, ExternalDelivery, Report


class ExternalDeliveryInline(admin.TabularInline):
    model = ExternalDelivery
    extra = 0


@admin.register(Report)
class ReportAdmin(admin.ModelAdmin):
    list_display = ("title", "workspace", "project", "format", "created_by", "updated_at")
    list_filter = ("format",)
    list_select_related = ("workspace", "project", "created_by")
    search_fields = ("title",)
    raw_id_fields = ("conversation",)
    inlines = [ExternalDeliveryInline]


@admin.register(Annotation)
class AnnotationAdmin(admin.ModelAdmin):
    list_display = ("report", "anchor", "status", "author", "created_at")
    list_filter = ("status",)
    list_select_related = ("report", "author")


@admin.register(ExternalDelivery)
class ExternalDeliveryAdmin(admin.ModelAdmin):
    list_display = ("report", "kind", "label", "location", "created_at")
    list_filter = ("kind",)
    list_select_related = ("report",)
