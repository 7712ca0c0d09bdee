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
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return self.title


class AnnotationStatus(models.TextChoices):
    OPEN = "open", "Open"
    RESOLVED = "resolved", "Resolved"


class Annotation(models.Model):
    report = models.ForeignKey(Report, on_delete=models.CASCADE, related_name="annotations")
    anchor = models.CharField(max_length=120, help_text="data-text-id of the annotated block.")
    text = models.TextField()
    status = models.CharField(max_length=10, choices=AnnotationStatus.choices, default=AnnotationStatus.OPEN)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"{self.anchor}: {self.text[:60]}"


class DeliveryKind(models.TextChoices):
    P4 = "P4", "Perforce"
    KM = "KM", "Knowledge base"
    URL = "URL", "URL"
    OTHER = "Other", "Other"


class ExternalDelivery(models.Model):
    """A pointer to where a report was delivered outside Lantide."""

    report = models.ForeignKey(Report, on_delete=models.CASCADE, related_name="deliveries")
    kind = models.CharField(max_length=5, choices=DeliveryKind.choices)
    location = models.CharField(max_length=500)
    label = models.CharField(max_length=200, blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "external deliveries"

    def __str__(self) -> str:
        return f"{self.kind}: {self.label or self.location}"
