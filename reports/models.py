"""Reports and what hangs off them (ARCHITECTURE §11): the HTML report, its annotations (a sidecar keyed by
chunk id and text range), external-delivery pointers, and the conversation's plan."""

from django.conf import settings
from django.db import models


class ReportFormat(models.TextChoices):
    MARKDOWN = "markdown", "Markdown"
    HTML = "html", "HTML (report contract)"


class Report(models.Model):
    workspace = models.ForeignKey("workspaces.Workspace", on_delete=models.CASCADE, related_name="reports")
    project = models.ForeignKey(
        "workspaces.Project", null=True, blank=True, on_delete=models.SET_NULL, related_name="reports",
    )
    conversation = models.ForeignKey(
        "agents.Conversation", null=True, blank=True, on_delete=models.SET_NULL, related_name="reports",
    )
    title = models.CharField(max_length=200)
    format = models.CharField(max_length=10, choices=ReportFormat.choices, default=ReportFormat.MARKDOWN)
    body = models.TextField(blank=True)
    revision = models.PositiveIntegerField(default=1, help_text="Goes up with every change of the body.")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    updated_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at", "-id"]

    def __str__(self) -> str:
        return self.title


class AnnotationStatus(models.TextChoices):
    OPEN = "open", "Open"
    RESOLVED = "resolved", "Resolved"


class Annotation(models.Model):
    """A person's comment on a stretch of a report: the chunk (`anchor`), the selected text and its range in the
    chunk's visible text. It lives beside the body, never in it."""

    report = models.ForeignKey(Report, on_delete=models.CASCADE, related_name="annotations")
    anchor = models.CharField(max_length=120, help_text="data-text-id of the annotated block.")
    quote = models.CharField(max_length=2000, blank=True, help_text="The selected text.")
    start = models.PositiveIntegerField(null=True, blank=True, help_text="Offset of the quote in the chunk's text.")
    end = models.PositiveIntegerField(null=True, blank=True)
    text = models.TextField()
    status = models.CharField(max_length=10, choices=AnnotationStatus.choices, default=AnnotationStatus.OPEN)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    resolution_note = models.TextField(blank=True)
    resolved_by_label = models.CharField(max_length=200, blank=True, help_text="Who resolved it (a person or agent).")
    resolved_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.anchor}: {self.text[:60]}"


class DeliveryKind(models.TextChoices):
    P4 = "P4", "Perforce"
    KM = "KM", "Knowledge base"
    URL = "URL", "URL"
    OTHER = "Other", "Other"


class ExternalDelivery(models.Model):
    """A pointer to where a report was delivered outside Lantide: metadata only, never fetched or checked."""

    report = models.ForeignKey(Report, on_delete=models.CASCADE, related_name="deliveries")
    kind = models.CharField(max_length=5, choices=DeliveryKind.choices)
    location = models.CharField(max_length=500)
    label = models.CharField(max_length=200, blank=True)
    note = models.CharField(max_length=2000, blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "external deliveries"

    def __str__(self) -> str:
        return f"{self.kind}: {self.label or self.location}"


class PlanStepStatus(models.TextChoices):
    TODO = "todo", "To do"
    IN_PROGRESS = "in_progress", "In progress"
    DONE = "done", "Done"
    SKIPPED = "skipped", "Skipped"


class Plan(models.Model):
    """A conversation's plan for a multi-step analysis: ordered steps with their todo status, and the record of
    what was executed under each. Its steps freeze once the report is written."""

    conversation = models.ForeignKey("agents.Conversation", on_delete=models.CASCADE, related_name="plans")
    workspace = models.ForeignKey("workspaces.Workspace", on_delete=models.CASCADE, related_name="plans")
    title = models.CharField(max_length=200, blank=True)
    steps = models.JSONField(default=list, help_text="[{number, title, status}] in order.")
    progress = models.JSONField(default=list, help_text="[{step, tool, summary, at}]: what ran under each step.")
    report = models.ForeignKey(Report, null=True, blank=True, on_delete=models.SET_NULL, related_name="plans")
    frozen_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.title or f"Plan of {self.conversation_id}"
