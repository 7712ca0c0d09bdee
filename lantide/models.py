from django.conf import settings
from django.db import models

from lantide.encoding import JSONValueEncoder


class AgentModeDefault(models.TextChoices):
    OFF = "off", "Off"
    AUTO = "auto", "Auto"
    ON = "on", "Always on"


class UserPreferences(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="preferences")
    agent_mode_default = models.CharField(
        max_length=8, choices=AgentModeDefault.choices, default=AgentModeDefault.OFF,
        help_text="Smart Routing: off, auto (intent classifier) or always on.",
    )
    agents_enabled = models.BooleanField(default=False, help_text="The composer's Agents toggle.")
    beta_agent_mode = models.BooleanField(
        null=True, blank=True, default=None,
        help_text="The user's Beta 'Agent Mode' choice; empty means never chose (the admin default applies).",
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "user preferences"

    def __str__(self) -> str:
        return f"Preferences of {self.user}"


class ActorKind(models.TextChoices):
    USER = "user", "User"
    AGENT = "agent", "Agent"
    EXTERNAL = "external", "External client"
    SYSTEM = "system", "System"


class AuditEvent(models.Model):
    """One mutation by a person, an agent or an outside client (ARCHITECTURE §8)."""

    actor_kind = models.CharField(max_length=10, choices=ActorKind.choices)
    actor_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
    )
    actor_label = models.CharField(max_length=200, blank=True, help_text="Agent or external client name.")
    verb = models.CharField(max_length=64, db_index=True)
    target_type = models.CharField(max_length=64)
    target_id = models.CharField(max_length=64)
    target_repr = models.CharField(max_length=200, blank=True)
    workspace = models.ForeignKey(
        "workspaces.Workspace", null=True, blank=True, on_delete=models.SET_NULL, related_name="audit_events",
    )
    data = models.JSONField(default=dict, blank=True, encoder=JSONValueEncoder)
    at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-at", "-id"]
        indexes = [models.Index(fields=["workspace", "-at"])]

    def __str__(self) -> str:
        return f"{self.actor_display} {self.verb} {self.target_type}:{self.target_id}"

    @property
    def actor_display(self) -> str:
        if self.actor_kind == ActorKind.USER and self.actor_user_id:
            return str(self.actor_user)
        return self.actor_label or self.actor_kind
