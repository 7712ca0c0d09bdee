import uuid

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q

from lantide.encoding import CompactJSONEncoder, JSONValueEncoder


class Thoroughness(models.TextChoices):
    QUICK = "quick", "Quick"
    MEDIUM = "medium", "Medium"
    VERY_THOROUGH = "very_thorough", "Very thorough"


class LLMProfile(models.Model):
    """A litellm model string with its endpoint and limits; the default one comes from settings."""

    name = models.SlugField(max_length=64, unique=True)
    model = models.CharField(max_length=200, help_text="litellm model string, e.g. openai/gpt-4o-mini.")
    api_base = models.URLField(blank=True)
    api_key = models.CharField(max_length=500, blank=True)
    max_tokens = models.PositiveIntegerField(null=True, blank=True, help_text="Output ceiling override.")
    context_window = models.PositiveIntegerField(null=True, blank=True)
    fallback = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="fallback_for",
    )
    groups = models.ManyToManyField("auth.Group", blank=True, related_name="llm_profiles",
                                    help_text="Only members of these groups may use it; none: everyone.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        verbose_name = "LLM profile"

    def __str__(self) -> str:
        return f"{self.name} ({self.model})"

    @property
    def masked_api_key(self) -> str:
        if not self.api_key:
            return ""
        return f"…{self.api_key[-4:]}" if len(self.api_key) > 8 else "…"


class Agent(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="agents")
    name = models.CharField(max_length=80)
    description = models.TextField(blank=True)
    system_prompt = models.TextField(blank=True)
    trigger_words = models.JSONField(default=list, blank=True, help_text="Words that @mention this agent.")
    preferred_model = models.CharField(max_length=200, blank=True, help_text="LLM profile name or model.")
    is_shared = models.BooleanField(default=False, help_text="Visible to every user.")
    allowed_tools = models.JSONField(default=list, blank=True, help_text="Empty: every tool the state offers.")
    denied_tools = models.JSONField(default=list, blank=True, help_text="Never offered; wins over allowed.")
    max_iterations = models.JSONField(
        default=dict, blank=True, help_text='Per thoroughness, e.g. {"quick": 5, "medium": 15, "very_thorough": 40}.',
    )
    default_thoroughness = models.CharField(max_length=16, choices=Thoroughness.choices, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name", "id"]
        constraints = [models.UniqueConstraint(fields=["owner", "name"], name="uniq_agent_name_per_owner")]

    def __str__(self) -> str:
        return self.name

    @property
    def is_orchestrator(self) -> bool:
        """ARCHITECTURE §5: any orchestration field set (a non-empty list, a non-zero cap)."""
        caps = self.max_iterations if isinstance(self.max_iterations, dict) else {}
        return bool(
            self.allowed_tools or self.denied_tools or any(caps.values()) or self.default_thoroughness
        )


class ComposerMode(models.TextChoices):
    AGENT = "agent", "Agent"
    ASK = "ask", "Ask"


class Conversation(models.Model):
    """A thread: messages, runs and checkpoints of one person in one workspace."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="conversations")
    workspace = models.ForeignKey("workspaces.Workspace", on_delete=models.CASCADE, related_name="conversations")
    project = models.ForeignKey(
        "workspaces.Project", null=True, blank=True, on_delete=models.SET_NULL, related_name="conversations",
    )
    title = models.CharField(max_length=200, blank=True)
    metadata = models.JSONField(default=dict, blank=True)
    mode = models.CharField(max_length=8, choices=ComposerMode.choices, default=ComposerMode.AGENT)
    default_agent = models.ForeignKey(Agent, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    forked_from = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="forks")
    next_step_number = models.PositiveIntegerField(default=1, help_text="Next query-step ledger number.")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["owner", "workspace", "-updated_at"])]

    def __str__(self) -> str:
        return self.title or f"Conversation {str(self.id)[:8]}"


class MessageRole(models.TextChoices):
    USER = "user", "User"
    ASSISTANT = "assistant", "Assistant"
    SYSTEM = "system", "System"


class Message(models.Model):
    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="messages")
    role = models.CharField(max_length=10, choices=MessageRole.choices)
    content = models.TextField(blank=True)
    run = models.ForeignKey("Run", null=True, blank=True, on_delete=models.SET_NULL, related_name="messages")
    data = models.JSONField(default=dict, blank=True, encoder=JSONValueEncoder)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.role}: {self.content[:60]}"


class RunStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    RUNNING = "running", "Running"
    SUCCESS = "success", "Success"
    ERROR = "error", "Error"
    CANCELLED = "cancelled", "Cancelled"
    INTERRUPTED = "interrupted", "Interrupted"
    TIMEOUT = "timeout", "Timeout"
    ITERATION_LIMIT = "iteration_limit", "Iteration limit"


ACTIVE_RUN_STATUSES = (RunStatus.PENDING, RunStatus.RUNNING)


class Route(models.TextChoices):
    AGENT_EXECUTOR = "agent_executor", "Agent executor"
    QUEST_PROCESSOR = "quest_processor", "Chat completion"
    MIGRATION = "migration", "Query-migration graph"


class Run(models.Model):
    """One turn of work on a thread (ARCHITECTURE §4.2)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    thread = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="runs")
    agent = models.ForeignKey(Agent, null=True, blank=True, on_delete=models.SET_NULL, related_name="runs")
    parent_run = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    status = models.CharField(max_length=16, choices=RunStatus.choices, default=RunStatus.PENDING, db_index=True)
    route = models.CharField(max_length=16, choices=Route.choices, default=Route.AGENT_EXECUTOR)
    route_rule = models.CharField(max_length=64, blank=True)
    mode = models.CharField(max_length=8, choices=ComposerMode.choices, default=ComposerMode.AGENT)
    query = models.TextField(blank=True)
    model = models.CharField(max_length=200, blank=True)
    llm_profile = models.CharField(max_length=64, blank=True, help_text="LLM profile name; empty: the default.")
    thoroughness = models.CharField(max_length=16, choices=Thoroughness.choices, blank=True)
    max_iterations = models.PositiveIntegerField(default=100)
    subagent_config = models.JSONField(default=dict, blank=True)
    mentions = models.JSONField(default=list, blank=True,
                                help_text="Ids of @mentioned agents whose prompts a chat completion mixes in.")
    answer = models.TextField(blank=True, help_text="The final answer (kept for child runs and replay).")
    last_seq = models.PositiveIntegerField(default=0)
    error_code = models.CharField(max_length=40, blank=True)
    error = models.TextField(blank=True)
    resumed_from = models.ForeignKey(
        "Interrupt", null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
        help_text="The interrupt whose answer (or expiry) this run resumes.",
    )
    cancel_requested_at = models.DateTimeField(null=True, blank=True)
    queued = models.BooleanField(
        default=False, help_text="Enqueued behind the thread's active run (multitask_strategy enqueue): pending, "
                                 "not started, and not the thread's active run until it is promoted.")
    heartbeat_at = models.DateTimeField(null=True, blank=True, help_text="Last sign of life from its executor.")
    executor = models.CharField(max_length=160, blank=True,
                                help_text="The process executing it (host:pid:boot), set when it claims the run.")
    resumes = models.PositiveSmallIntegerField(default=0, help_text="Times it went on after its process died.")
    metadata = models.JSONField(
        default=dict, blank=True, encoder=JSONValueEncoder,
        help_text="What the caller attached: the LangGraph API's run metadata, assistant_id and multitask_strategy.")
    report_tab = models.PositiveIntegerField(
        null=True, blank=True, help_text="The report whose tab the person had open when they sent the message.")
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["thread"],
                condition=Q(status__in=["pending", "running"], parent_run__isnull=True, queued=False),
                name="one_active_run_per_thread",
            ),
        ]

    def __str__(self) -> str:
        return f"Run {str(self.id)[:8]} ({self.status})"

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_RUN_STATUSES


class RunEvent(models.Model):
    """The durable, ordered event log of a run (ARCHITECTURE §4.1)."""

    # No separate index: the unique (run, seq) constraint serves every lookup by run.
    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="events", db_index=False)
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=32)
    data = models.JSONField(default=dict, encoder=CompactJSONEncoder)
    ts = models.DateTimeField()

    class Meta:
        ordering = ["run", "seq"]
        constraints = [models.UniqueConstraint(fields=["run", "seq"], name="uniq_run_event_seq")]

    def __str__(self) -> str:
        return f"{self.run_id}:{self.seq} {self.type}"


class Checkpoint(models.Model):
    """Thread state after an iteration: messages, AgentState, counters, pending interrupt."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    # Lookups by thread use the (thread, -created_at) index; parents are followed, never searched.
    thread = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="checkpoints", db_index=False)
    run = models.ForeignKey(
        Run, null=True, blank=True, on_delete=models.CASCADE, related_name="checkpoints",
        help_text="Empty for the base checkpoint a forked thread starts from.",
    )
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                               db_index=False)
    iteration = models.PositiveIntegerField()
    last_seq = models.PositiveIntegerField(default=0, help_text="The run's last event stored with it.")
    state = models.JSONField(default=dict, encoder=JSONValueEncoder)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["thread", "created_at"]
        indexes = [models.Index(fields=["thread", "-created_at"])]

    def __str__(self) -> str:
        return f"Checkpoint {str(self.id)[:8]} (iteration {self.iteration})"


class InterruptKind(models.TextChoices):
    ASK_USER = "ask_user", "Ask user"
    REVIEW = "review", "Review gate"


class InterruptStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    ANSWERED = "answered", "Answered"
    EXPIRED = "expired", "Expired"
    WITHDRAWN = "withdrawn", "Withdrawn"  # its run was cancelled while it waited


class Interrupt(models.Model):
    """A stored question to a person; answering it starts a resume run (ARCHITECTURE §4.2)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="interrupts")
    thread = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="interrupts")
    kind = models.CharField(max_length=10, choices=InterruptKind.choices, default=InterruptKind.ASK_USER)
    call_id = models.CharField(max_length=120, blank=True, help_text="The tool call this interrupt answers.")
    payload = models.JSONField(default=dict, encoder=JSONValueEncoder)
    status = models.CharField(
        max_length=10, choices=InterruptStatus.choices, default=InterruptStatus.PENDING, db_index=True,
    )
    expires_at = models.DateTimeField()
    answer = models.JSONField(null=True, blank=True, encoder=JSONValueEncoder)
    answered_at = models.DateTimeField(null=True, blank=True)
    resume_run = models.OneToOneField(Run, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.kind} {str(self.id)[:8]} ({self.status})"


class WorkspaceRunLease(models.Model):
    """The run worker executing a workspace's runs (scaled out, ARCHITECTURE §2): one worker at a time per
    DuckDB file. Renewed while it has runs of the workspace; deleted when the last ends; taken over once stale, or
    at once when its process is known gone."""

    workspace = models.OneToOneField("workspaces.Workspace", on_delete=models.CASCADE, primary_key=True,
                                     related_name="+")
    worker = models.CharField(max_length=200, help_text="The holding worker's own channel name.")
    executor = models.CharField(max_length=200, blank=True, default="",
                                help_text="The holding worker's process (host:pid:boot): on its own host it is "
                                          "known dead at once, and its lease is taken over then.")
    expires_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"workspace {self.workspace_id} on {self.worker}"


class QueryStepStatus(models.TextChoices):
    SUCCESS = "success", "Success"
    ERROR = "error", "Error"


class QueryStep(models.Model):
    """One entry of a conversation's query-step ledger (ARCHITECTURE §4.3)."""

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="query_steps")
    number = models.PositiveIntegerField()
    cache_name = models.CharField(max_length=128, blank=True)
    sql = models.TextField()
    status = models.CharField(max_length=8, choices=QueryStepStatus.choices)
    error = models.TextField(blank=True)
    rows = models.BigIntegerField(null=True, blank=True)
    duration_ms = models.FloatField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["conversation", "number"]
        constraints = [models.UniqueConstraint(fields=["conversation", "number"],
                                               name="uniq_conversation_step_number")]

    def __str__(self) -> str:
        return f"Step {self.number} ({self.status})"


class UsageDay(models.Model):
    """Tokens and cost of every model call, rolled up per user, agent (none: the built-in analyst), model and UTC
    day; written with F() upserts in the transaction that stores the run's `usage` event."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="usage_days")
    agent = models.ForeignKey(Agent, null=True, blank=True, on_delete=models.SET_NULL, related_name="usage_days")
    model = models.CharField(max_length=200)
    day = models.DateField()
    calls = models.PositiveIntegerField(default=0)
    prompt_tokens = models.PositiveBigIntegerField(default=0)
    completion_tokens = models.PositiveBigIntegerField(default=0)
    cost = models.DecimalField(max_digits=14, decimal_places=8, default=0, help_text="USD, litellm's price.")

    class Meta:
        ordering = ["-day", "user_id", "model"]
        verbose_name = "usage (per day)"
        verbose_name_plural = "usage (per day)"
        constraints = [  # two partial keys: a NULL agent would make one key never collide
            models.UniqueConstraint(fields=["user", "agent", "model", "day"], condition=Q(agent__isnull=False),
                                    name="uniq_usage_day_with_agent"),
            models.UniqueConstraint(fields=["user", "model", "day"], condition=Q(agent__isnull=True),
                                    name="uniq_usage_day_without_agent"),
        ]

    def __str__(self) -> str:
        return f"{self.day} {self.user_id} {self.model}"

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class QuotaMode(models.TextChoices):
    ENFORCE = "enforce", "Enforce"
    LOG_ONLY = "log_only", "Log only (would have stopped)"


class Quota(models.Model):
    """Admin-set ceilings: the default (no user, no agent), one per user (replaces the default) or one per agent
    (applies on top, counting everyone's use of that agent). An empty limit is no limit."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE,
                                related_name="quota")
    agent = models.OneToOneField(Agent, null=True, blank=True, on_delete=models.CASCADE, related_name="quota")
    mode = models.CharField(max_length=10, choices=QuotaMode.choices, default=QuotaMode.ENFORCE)
    run_tokens = models.PositiveBigIntegerField(null=True, blank=True, help_text="Tokens (in + out) per run.")
    run_cost = models.DecimalField(max_digits=12, decimal_places=4, null=True, blank=True, help_text="USD per run.")
    day_tokens = models.PositiveBigIntegerField(null=True, blank=True, help_text="Tokens per UTC day.")
    day_cost = models.DecimalField(max_digits=12, decimal_places=4, null=True, blank=True,
                                   help_text="USD per UTC day.")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.CheckConstraint(condition=Q(user__isnull=True) | Q(agent__isnull=True), name="quota_one_scope"),
        ]

    def clean(self) -> None:
        if self.user_id and self.agent_id:
            raise ValidationError("A quota is for a user or for an agent, not both.")
        if not self.user_id and not self.agent_id and Quota.objects.filter(
                user__isnull=True, agent__isnull=True).exclude(pk=self.pk).exists():
            raise ValidationError("There is a default quota already: edit it.")

    def __str__(self) -> str:
        if self.user_id:
            return f"Quota of user {self.user}"
        return f"Quota of agent {self.agent}" if self.agent_id else "Default quota"

    @property
    def scope(self) -> str:
        return "user" if self.user_id else "agent" if self.agent_id else "default"


class ApprovalStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    APPLYING = "applying", "Applying"  # approved; the write is running
    APPLIED = "applied", "Applied"
    FAILED = "failed", "Failed"  # approved, but the write was refused or failed when it ran
    REJECTED = "rejected", "Rejected"


class ExternalApproval(models.Model):
    """An outside client's write waiting for a person (MCP, ARCHITECTURE §10): an execute-mode token's
    `invoke_write_capability` queues it; an editor or owner of the workspace approves (the write then runs, as the
    client, through the agent's executor) or rejects it."""

    workspace = models.ForeignKey("workspaces.Workspace", on_delete=models.CASCADE, related_name="+")
    requested_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    access_token = models.ForeignKey("lantide.AccessToken", null=True, on_delete=models.SET_NULL, related_name="+")
    client_name = models.CharField(max_length=100, help_text="The token's name when it asked.")
    capability_id = models.CharField(max_length=100)
    tool_name = models.CharField(max_length=100)
    arguments = models.JSONField(default=dict, encoder=JSONValueEncoder)
    status = models.CharField(max_length=10, choices=ApprovalStatus.choices, default=ApprovalStatus.PENDING)
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")
    decided_at = models.DateTimeField(null=True, blank=True)
    outcome = models.JSONField(null=True, blank=True, encoder=JSONValueEncoder,
                               help_text="The write's result, or its error {code, detail}.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["workspace", "status", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.capability_id} for {self.client_name} ({self.status})"


class ExternalWriterLease(models.Model):
    """The one outside-client session that may write in a workspace now (MCP, ARCHITECTURE §10): taken by a
    session's first write, renewed by each write, free once it expires; another session's write is WRITER_BUSY."""

    workspace = models.OneToOneField("workspaces.Workspace", on_delete=models.CASCADE, primary_key=True,
                                     related_name="+")
    owner_key = models.CharField(max_length=200, help_text="<token id>:<MCP session id>")
    client_name = models.CharField(max_length=100)
    expires_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"workspace {self.workspace_id} written by {self.client_name} until {self.expires_at:%H:%M:%S}"


class BundleStatus(models.TextChoices):
    PREPARED = "prepared", "Prepared"  # its content is listed (the manifest); no data written yet
    STAGED = "staged", "Staged"  # its tables are written as Parquet files beside it
    SAVED = "saved", "Saved"  # one zip file: downloadable, inspectable, plannable


class Bundle(models.Model):
    """One workspace bundle (seed §14, "Managed Workspace"): a workspace's tables (definitions and data),
    projects, applied knowledge, reports and agents, as one zip under LANTIDE_DATA_DIR/bundles/ — exported from
    `workspace` (prepare → stage → save) or uploaded into it. Its members may read it; nobody else sees it."""

    workspace = models.ForeignKey("workspaces.Workspace", on_delete=models.CASCADE, related_name="+")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    client_name = models.CharField(max_length=100, blank=True, help_text="The outside client's token name.")
    name = models.CharField(max_length=200)
    uploaded = models.BooleanField(default=False)
    status = models.CharField(max_length=10, choices=BundleStatus.choices, default=BundleStatus.PREPARED)
    manifest = models.JSONField(default=dict, encoder=JSONValueEncoder)
    size_bytes = models.BigIntegerField(default=0)
    sha256 = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.name


class BundleOperationKind(models.TextChoices):
    PREPARE = "prepare", "Prepare"
    STAGE = "stage", "Stage"
    SAVE = "save", "Save"
    UPLOAD = "upload", "Upload"
    INSPECT = "inspect", "Inspect"
    PLAN = "plan", "Plan"
    APPLY = "apply", "Apply"


class BundleOperationStatus(models.TextChoices):
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"  # refused, failed, or interrupted by a restart (resume it)


class BundleOperation(models.Model):
    """One durable step on a bundle. A running one names its process (`owner`): one whose process is gone was
    interrupted (a restart) and says so (`failed`, OPERATION_INTERRUPTED) until it is resumed; an apply records
    each change it made (`progress`), so a resumed apply goes on where it stopped."""

    bundle = models.ForeignKey(Bundle, on_delete=models.CASCADE, related_name="operations")
    workspace = models.ForeignKey("workspaces.Workspace", on_delete=models.CASCADE, related_name="+",
                                  help_text="Where it acts: the bundle's own workspace, or a plan's target.")
    kind = models.CharField(max_length=10, choices=BundleOperationKind.choices)
    status = models.CharField(max_length=10, choices=BundleOperationStatus.choices,
                              default=BundleOperationStatus.RUNNING)
    requested_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    client_name = models.CharField(max_length=100, blank=True)
    plan = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="applies",
                             help_text="An apply's plan.")
    owner = models.CharField(max_length=200, blank=True, help_text="<host>:<pid> while it runs.")
    result = models.JSONField(null=True, blank=True, encoder=JSONValueEncoder)
    progress = models.JSONField(default=list, blank=True, encoder=JSONValueEncoder)
    error = models.JSONField(null=True, blank=True, encoder=JSONValueEncoder)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.kind} of bundle {self.bundle_id} ({self.status})"
