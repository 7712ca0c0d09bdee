from django.conf import settings
from django.db import models
from django.utils import timezone

from lantide.encoding import JSONValueEncoder
from lantide.tokens import password_fingerprint


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
    # The workspace it happened in, by id: the core app keeps no key into the apps above it, and a deleted
    # workspace's history stays attributed to it.
    workspace_id = models.BigIntegerField(null=True, blank=True)
    data = models.JSONField(default=dict, blank=True, encoder=JSONValueEncoder)
    at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-at", "-id"]
        indexes = [models.Index(fields=["workspace_id", "-at"], name="lantide_aud_workspa_def8dc_idx")]

    def __str__(self) -> str:
        return f"{self.actor_display} {self.verb} {self.target_type}:{self.target_id}"

    @property
    def actor_display(self) -> str:
        if self.actor_kind == ActorKind.USER and self.actor_user_id:
            return str(self.actor_user)
        return self.actor_label or self.actor_kind


class AccessTokenMode(models.TextChoices):
    """The session a token opens (ARCHITECTURE §10). Over REST today: observe makes safe requests only; execute
    and admin act with the person's own workspace roles (approvals belong to the MCP server)."""

    OBSERVE = "observe", "Observe (reads only)"
    EXECUTE = "execute", "Execute"
    ADMIN = "admin", "Admin (staff only)"


class AccessTokenOrigin(models.TextChoices):
    PERSONAL = "personal", "Made by its owner"
    SIGN_IN = "sign_in", "Issued at sign-in (POST /api_v1/auth/token)"


class AccessTokenStatus(models.TextChoices):
    ACTIVE = "active", "Active"
    EXPIRED = "expired", "Expired"
    REVOKED = "revoked", "Revoked"
    PASSWORD_CHANGED = "password_changed", "Ended by a password change"


class AccessToken(models.Model):
    """A personal access token. Only a SHA-256 digest of its secret is stored (the secret is random, so a plain
    digest is as strong as a slow hash); the secret is shown once, when the token is made. A token also keeps a
    fingerprint of its owner's password hash and works only while it matches: every password change, however it
    is made, ends it (`lantide.tokens`)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="access_tokens")
    name = models.CharField(max_length=100)
    key_digest = models.CharField(max_length=64, unique=True)
    prefix = models.CharField(max_length=16, help_text="The secret's first characters, to recognise it by.")
    mode = models.CharField(max_length=8, choices=AccessTokenMode.choices, default=AccessTokenMode.EXECUTE)
    origin = models.CharField(max_length=8, choices=AccessTokenOrigin.choices, default=AccessTokenOrigin.PERSONAL)
    password_fingerprint = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    # The plain secret, set only on the instance that issued the token (it is never stored).
    secret: str | None = None

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"

    @property
    def status(self) -> str:
        if self.revoked_at is not None:
            return AccessTokenStatus.REVOKED
        if self.password_fingerprint != password_fingerprint(self.user):
            return AccessTokenStatus.PASSWORD_CHANGED
        if self.expires_at is not None and self.expires_at <= timezone.now():
            return AccessTokenStatus.EXPIRED
        return AccessTokenStatus.ACTIVE

    @property
    def status_label(self) -> str:
        return AccessTokenStatus(self.status).label
