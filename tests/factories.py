"""Factories for every model the tests need; objects that must audit go through their services."""

from datetime import timedelta

import factory
from django.contrib.auth import get_user_model
from django.utils import timezone

from agents.models import (
    Agent, Checkpoint, Conversation, ExternalApproval, ExternalWriterLease, Interrupt, LLMProfile, Message, QueryStep,
    Quota, Run, RunEvent, UsageDay, WorkspaceRunLease,
)
from lantide.models import AccessToken, AccessTokenMode, AuditEvent, UserPreferences
from lantide.tokens import new_secret, password_fingerprint, secret_digest, shown_prefix
from reports.models import Annotation, ExternalDelivery, Report
from workspaces.models import (
    CacheTable, DatabaseConnection, DataSource, KnowledgeItem, Membership, Project, Role, Workspace,
)

DEFAULT_PASSWORD = "correct-horse-battery-staple"


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda o: f"{o.username}@example.com")
    password = factory.PostGenerationMethodCall("set_password", DEFAULT_PASSWORD)

    @factory.post_generation
    def save_password(obj, create, extracted, **kwargs):
        if create:
            obj.save()


class AccessTokenFactory(factory.django.DjangoModelFactory):
    """A working token by default (pass expires_at / revoked_at for an ended one); the built instance carries its
    plain `secret`, as the one the service issues does: `AccessTokenFactory(user=alice).secret`."""

    class Meta:
        model = AccessToken

    user = factory.SubFactory(UserFactory)
    name = factory.Sequence(lambda n: f"Token {n}")
    mode = AccessTokenMode.EXECUTE
    password_fingerprint = factory.LazyAttribute(lambda o: password_fingerprint(o.user))

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        secret = new_secret()
        token = super()._create(model_class, *args, key_digest=secret_digest(secret), prefix=shown_prefix(secret),
                                **kwargs)
        token.secret = secret
        return token


def token_header(user, **token_fields) -> dict:
    """`{"Authorization": "Token <secret>"}` of a new working token of `user`, for clients of real servers."""
    return {"Authorization": f"Token {AccessTokenFactory(user=user, **token_fields).secret}"}


class PreferencesFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = UserPreferences

    user = factory.SubFactory(UserFactory)


class WorkspaceFactory(factory.django.DjangoModelFactory):
    """A workspace with `owner` as its owner member."""

    class Meta:
        model = Workspace
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Workspace {n}")
    created_by = factory.SubFactory(UserFactory)

    @factory.post_generation
    def owner(obj, create, extracted, **kwargs):
        if create:
            Membership.objects.create(workspace=obj, user=extracted or obj.created_by, role=Role.OWNER)


class MembershipFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Membership

    workspace = factory.SubFactory(WorkspaceFactory)
    user = factory.SubFactory(UserFactory)
    role = Role.VIEWER


class ProjectFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Project

    workspace = factory.SubFactory(WorkspaceFactory)
    name = factory.Sequence(lambda n: f"Project {n}")


class DataSourceFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = DataSource

    workspace = factory.SubFactory(WorkspaceFactory)
    kind = "csv"
    name = "data.csv"
    table_name = factory.Sequence(lambda n: f"table_{n}")


class DatabaseConnectionFactory(factory.django.DjangoModelFactory):
    """An admin-defined connection, saved as it is (the admin's host check is tested on its own)."""

    class Meta:
        model = DatabaseConnection
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Connection {n}")
    host = "127.0.0.1"
    port = 5432
    database = "postgres"
    username = "postgres"
    password = ""

    @factory.post_generation
    def workspaces(obj, create, extracted, **kwargs):
        if create and extracted:
            obj.workspaces.set(extracted)


class AgentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Agent

    owner = factory.SubFactory(UserFactory)
    name = factory.Sequence(lambda n: f"Agent {n}")
    system_prompt = "You are a careful analyst."


class QuotaFactory(factory.django.DjangoModelFactory):
    """The default quota unless a user or an agent is given; no limits unless given."""

    class Meta:
        model = Quota

    mode = "enforce"


class UsageDayFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = UsageDay

    user = factory.SubFactory(UserFactory)
    model = "openai/gpt-4o-mini"
    day = factory.LazyFunction(lambda: timezone.now().date())
    calls = 1
    prompt_tokens = 1000
    completion_tokens = 100
    cost = "0.00021000"


class LLMProfileFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = LLMProfile

    name = factory.Sequence(lambda n: f"profile-{n}")
    model = "openai/test-model"
    api_base = "http://127.0.0.1:9/v1"
    api_key = "sk-test-secret-key-1234"


class ConversationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Conversation

    workspace = factory.SubFactory(WorkspaceFactory)
    owner = factory.LazyAttribute(lambda o: o.workspace.created_by)
    title = factory.Sequence(lambda n: f"Conversation {n}")


class MessageFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Message

    conversation = factory.SubFactory(ConversationFactory)
    role = "user"
    content = "How many orders are there?"


class RunFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Run
        skip_postgeneration_save = True

    thread = factory.SubFactory(ConversationFactory)
    created_by = factory.LazyAttribute(lambda o: o.thread.owner)
    status = "success"
    query = "How many orders are there?"

    @factory.post_generation
    def log(run, create, extracted, **kwargs):
        """A finished run has the log the runtime writes (ARCHITECTURE §4.2): run_started, … run_completed, 1..N."""
        if not create or run.is_active or RunEvent.objects.filter(run=run).exists():
            return
        last = max(run.last_seq, 2)
        middle = [("message", {"delta": "…"})] * (last - 2)
        for seq, (type_, data) in enumerate([("run_started", {"thread": str(run.thread_id)}), *middle,
                                            ("run_completed", {"status": run.status})], start=1):
            RunEvent.objects.create(run=run, seq=seq, type=type_, data=data, ts=timezone.now())
        Run.objects.filter(pk=run.pk).update(last_seq=last)
        run.last_seq = last


class RunEventFactory(factory.django.DjangoModelFactory):
    """An event of a run still running (a finished run's log is whole: RunFactory writes it), numbered next."""

    class Meta:
        model = RunEvent

    run = factory.SubFactory(RunFactory, status="running")
    seq = factory.LazyAttribute(lambda o: RunEvent.objects.filter(run=o.run).count() + 1)
    type = "message"
    data = factory.LazyFunction(lambda: {"delta": "Hello"})
    ts = factory.LazyFunction(timezone.now)


class CheckpointFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Checkpoint

    run = factory.SubFactory(RunFactory)
    thread = factory.LazyAttribute(lambda o: o.run.thread)
    iteration = 1
    state = factory.LazyFunction(lambda: {"messages": []})


class InterruptFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Interrupt

    run = factory.SubFactory(RunFactory)
    thread = factory.LazyAttribute(lambda o: o.run.thread)
    payload = factory.LazyFunction(lambda: {"question": "Which table?", "options": ["orders", "sales"]})
    expires_at = factory.LazyFunction(lambda: timezone.now() + timezone.timedelta(seconds=300))


class WorkspaceRunLeaseFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = WorkspaceRunLease

    workspace = factory.SubFactory(WorkspaceFactory)
    worker = "specific.worker!abc"
    expires_at = factory.LazyFunction(lambda: timezone.now() + timezone.timedelta(seconds=30))


class QueryStepFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = QueryStep

    conversation = factory.SubFactory(ConversationFactory)
    number = factory.Sequence(lambda n: n + 1)
    cache_name = factory.Sequence(lambda n: f"cache_step_{n}")
    sql = "SELECT 1"
    status = "success"


class KnowledgeItemFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = KnowledgeItem

    workspace = factory.SubFactory(WorkspaceFactory)
    text = "Revenue is reported in euros."
    proposed_by_agent = "analyst"


class AuditEventFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = AuditEvent

    actor_kind = "system"
    actor_label = "system"
    verb = "test.event"
    target_type = "workspaces.workspace"
    target_id = "1"


class ReportFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Report

    workspace = factory.SubFactory(WorkspaceFactory)
    title = factory.Sequence(lambda n: f"Report {n}")
    body = "# Findings"


class AnnotationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Annotation

    report = factory.SubFactory(ReportFactory)
    anchor = "summary"
    text = "Check this number."


class ExternalDeliveryFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ExternalDelivery

    report = factory.SubFactory(ReportFactory)
    kind = "URL"
    location = "https://intranet.example.com/reports/1"


class CacheTableFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = CacheTable

    workspace = factory.SubFactory(WorkspaceFactory)
    name = factory.Sequence(lambda n: f"cache_test_{n}")
    sql = "SELECT 1"


class ExternalApprovalFactory(factory.django.DjangoModelFactory):
    """An outside client's write waiting for a person: a project it would create."""

    class Meta:
        model = ExternalApproval

    workspace = factory.SubFactory(WorkspaceFactory)
    requested_by = factory.SubFactory(UserFactory)
    client_name = "Claude desktop"
    capability_id = "projects.create_project"
    tool_name = "create_project"
    arguments = factory.LazyFunction(lambda: {"name": "Queued project"})


class ExternalWriterLeaseFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ExternalWriterLease

    workspace = factory.SubFactory(WorkspaceFactory)
    owner_key = "1:session"
    client_name = "Claude desktop"
    expires_at = factory.LazyFunction(lambda: timezone.now() + timedelta(minutes=5))
