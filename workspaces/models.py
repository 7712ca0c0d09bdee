from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models


class Role(models.TextChoices):
    OWNER = "owner", "Owner"
    EDITOR = "editor", "Editor"
    VIEWER = "viewer", "Viewer"


ROLE_RANK = {Role.VIEWER: 1, Role.EDITOR: 2, Role.OWNER: 3}


# What a workspace's or a project's description may hold (checked in workspaces.services and the REST serializers;
# the column stays a TextField, so no migration).
DESCRIPTION_MAX_LENGTH = 2_000


class Workspace(models.Model):
    name = models.CharField(max_length=120)
    description = models.TextField(blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+",
    )
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, through="Membership", related_name="workspaces")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name", "id"]

    def __str__(self) -> str:
        return self.name


class Membership(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=8, choices=Role.choices, default=Role.VIEWER)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["workspace", "user"], name="uniq_membership")]

    def __str__(self) -> str:
        return f"{self.user} is {self.role} of {self.workspace}"


class Project(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="projects")
    name = models.CharField(max_length=120)
    description = models.TextField(blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name", "id"]
        constraints = [models.UniqueConstraint(fields=["workspace", "name"], name="uniq_project_name")]

    def __str__(self) -> str:
        return self.name


class DataSourceKind(models.TextChoices):
    CSV = "csv", "CSV upload"
    PARQUET = "parquet", "Parquet upload"
    SQLITE = "sqlite", "SQLite import"
    DUCKDB = "duckdb", "DuckDB import"
    POSTGRES = "postgres", "PostgreSQL import"
    DEMO = "demo", "Demo data"


class DataSource(models.Model):
    """Where a workspace table came from."""

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="data_sources")
    kind = models.CharField(max_length=10, choices=DataSourceKind.choices)
    name = models.CharField(max_length=200, help_text="Original file name or connection label.")
    table_name = models.CharField(max_length=63)
    row_count = models.BigIntegerField(default=0)
    size_bytes = models.BigIntegerField(default=0)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["table_name", "id"]

    def __str__(self) -> str:
        return f"{self.table_name} ({self.get_kind_display()})"


class DatabaseEngine(models.TextChoices):
    POSTGRESQL = "postgresql", "PostgreSQL"


class DatabaseConnection(models.Model):
    """A database an admin opens for imports. Users pick it by id and never see where it points or how it logs in.

    The id is the opaque handle outside programs pass (ARCHITECTURE §10); the password stays on the server.
    """

    name = models.CharField(max_length=120, unique=True)
    engine = models.CharField(max_length=20, choices=DatabaseEngine.choices, default=DatabaseEngine.POSTGRESQL)
    host = models.CharField(max_length=253, help_text="A host name or IP address in LANTIDE_IMPORT_ALLOWED_HOSTS.")
    port = models.PositiveIntegerField(default=5432, validators=[MinValueValidator(1), MaxValueValidator(65535)])
    database = models.CharField(max_length=63)
    username = models.CharField(max_length=63, help_text="The role it logs in as; give it read access only.")
    password = models.CharField(max_length=500, blank=True)
    all_workspaces = models.BooleanField(default=False, help_text="Every workspace may import from it.")
    workspaces = models.ManyToManyField(
        Workspace, blank=True, related_name="database_connections",
        help_text="The workspaces that may import from it (when not every workspace may).",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name", "id"]

    def __str__(self) -> str:
        return self.name


class KnowledgeStatus(models.TextChoices):
    PROPOSED = "proposed", "Proposed"
    APPLIED = "applied", "Applied"
    DISMISSED = "dismissed", "Dismissed"


class KnowledgeScope(models.TextChoices):
    USER = "user", "User"  # one person's preference: only they see it and only their runs read it
    PROJECT = "project", "Project"
    WORKSPACE = "workspace", "Workspace"


class KnowledgeSource(models.TextChoices):
    AGENT = "agent", "The agent (propose_knowledge)"
    EXTRACTION = "extraction", "Passive extraction after a run"


class KnowledgeItem(models.Model):
    """A fact the agent proposed; only applied items reach the system prompt (ARCHITECTURE §8)."""

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="knowledge")
    text = models.TextField()
    original_text = models.TextField(blank=True, help_text="The text as proposed, when a person edited it.")
    scope = models.CharField(max_length=10, choices=KnowledgeScope.choices, default=KnowledgeScope.WORKSPACE)
    project = models.ForeignKey(Project, null=True, blank=True, on_delete=models.CASCADE, related_name="knowledge")
    scope_user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE,
                                   related_name="+", help_text="Whose preference a User-scoped item is.")
    source = models.CharField(max_length=12, choices=KnowledgeSource.choices, default=KnowledgeSource.AGENT)
    evidence_quote = models.TextField(blank=True)
    status = models.CharField(
        max_length=10, choices=KnowledgeStatus.choices, default=KnowledgeStatus.PROPOSED, db_index=True,
    )
    proposed_by_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
    )
    proposed_by_agent = models.CharField(max_length=120, blank=True)
    # Where it was proposed, by id: the workspaces app keeps no key into the agents app above it.
    conversation_id = models.UUIDField(null=True, blank=True, db_index=True)
    run_id = models.UUIDField(null=True, blank=True, db_index=True)
    message_id = models.BigIntegerField(null=True, blank=True, help_text="The user message it came from.")
    edited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
    )
    edited_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.text[:80]


class CacheTable(models.Model):
    """A query result kept as a table (the tab cache registry): its SQL and the tables it read (lineage)."""

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="cache_tables")
    # Whose it is: a member sees their own caches and those of no one. The conversation that made it, by id (the
    # workspaces app keeps no key into the agents app above it).
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE,
                              related_name="+")
    conversation_id = models.UUIDField(null=True, blank=True, db_index=True)
    name = models.CharField(max_length=128)
    title = models.CharField(max_length=200, blank=True)
    sql = models.TextField()
    sql_digest = models.CharField(max_length=64, blank=True, db_index=True,
                                  help_text="sha256 of the normalized SQL: finds a cache holding the same query.")
    source_tables = models.JSONField(default=list, help_text="Tables and caches the SQL read.")
    row_count = models.BigIntegerField(default=0)
    duration_ms = models.FloatField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [models.UniqueConstraint(fields=["workspace", "name"], name="uniq_cache_table_name")]

    def __str__(self) -> str:
        return self.name
