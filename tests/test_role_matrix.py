"""The role matrix over REST (ARCHITECTURE §8): every operation under /api_v1/, for an owner, an editor, a viewer, a
member removed from the workspace, a user who was never in it and an anonymous caller.

owner: members and roles; editor: data, projects (and agent writes); viewer: reads, queries, their own
conversations and runs. A member below an operation's role is refused with 403 PERMISSION_DENIED; anyone outside
the workspace (never in it, or removed from it, acting on what they made while a member) gets 404 NOT_FOUND;
anonymous callers 401 NOT_AUTHENTICATED. The list of operations is read from the URL resolver (and checked
against the OpenAPI schema): an endpoint without an entry here fails the first test.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import URLResolver, get_resolver
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from tests.conftest import token_client
from tests.factories import (
    DEFAULT_PASSWORD, AccessTokenFactory, AgentFactory, ConversationFactory, DatabaseConnectionFactory,
    ExternalApprovalFactory,
    InterruptFactory, KnowledgeItemFactory, MembershipFactory, ProjectFactory, RunFactory, UserFactory, WorkspaceFactory,
)
from reports.html_document import report_skeleton
from reports.models import Annotation, ExternalDelivery, Plan, Report
from workspaces.models import ROLE_RANK, Membership, Role
from workspaces.services import member_remove
from agents.bundles.operations import bundle_export, bundle_plan
from agents.query_steps import query_step_run

pytestmark = pytest.mark.django_db

OWNER, EDITOR, VIEWER, REMOVED, OUTSIDER, ANONYMOUS = "owner", "editor", "viewer", "removed", "outsider", "anonymous"
ACTORS = (OWNER, EDITOR, VIEWER, REMOVED, OUTSIDER, ANONYMOUS)
PUBLIC, SIGNED_IN = "public", "signed-in"  # lanes of operations bound to no workspace
HTTP_METHODS = ("get", "post", "put", "patch", "delete")
# Plain (non-DRF) views under /api_v1/ and the methods they serve: the resolver cannot tell.
PLAIN_VIEW_METHODS = {"agents.sse.run_events": ("get",)}


class World:
    """One workspace with a member of each role (and one removed), and, made on demand, what each actor acts on:
    their own conversation, run, question, cache and agent. Someone outside acts on the owner's."""

    def __init__(self):
        owner = UserFactory(username="olive")
        self.workspace = WorkspaceFactory(created_by=owner, name="Matrix")
        self.users = {OWNER: owner, OUTSIDER: UserFactory(username="otto")}
        for actor, name, role in ((EDITOR, "eddie", Role.EDITOR), (VIEWER, "vicky", Role.VIEWER),
                                  (REMOVED, "remy", Role.EDITOR)):
            self.users[actor] = UserFactory(username=name)
            MembershipFactory(workspace=self.workspace, user=self.users[actor], role=role)
        self._made: dict[tuple[str, str], object] = {}

    def holder(self, actor: str, *, in_workspace: bool = True):
        """Whose objects the actor names: their own; the owner's for an anonymous caller, and for someone never
        in the workspace when the object is of the workspace."""
        stranger = actor == ANONYMOUS or (actor == OUTSIDER and in_workspace)
        return self.users[OWNER if stranger else actor]

    def _once(self, kind: str, actor: str, make: Callable[[object], object], *, in_workspace: bool = True):
        holder = self.holder(actor, in_workspace=in_workspace)
        if (kind, holder.username) not in self._made:
            self._made[kind, holder.username] = make(holder)
        return self._made[kind, holder.username]

    def conversation(self, actor):
        return self._once("conversation", actor, lambda user: ConversationFactory(workspace=self.workspace,
                                                                                  owner=user))

    def run(self, actor):
        return self._once("run", actor, lambda user: RunFactory(thread=self.conversation(actor)))

    def question(self, actor):
        return self._once("question", actor, lambda user: InterruptFactory(
            run=RunFactory(thread=self.conversation(actor), status="interrupted")))

    def cache(self, actor) -> str:
        return self._once("cache", actor, lambda user: query_step_run(
            workspace=self.workspace, conversation=self.conversation(actor), sql="SELECT 1 AS one")["cache"])

    def agent(self, actor):
        return self._once("agent", actor, lambda user: AgentFactory(owner=user), in_workspace=False)

    def access_token(self, actor):
        return self._once("access_token", actor, lambda user: AccessTokenFactory(user=user), in_workspace=False)

    def approval(self, actor):
        """An outside client's write waiting for a person: members see it, editors and owners decide it."""
        return self._once("approval", actor, lambda user: ExternalApprovalFactory(workspace=self.workspace,
                                                                                  requested_by=user))

    def bundle(self, actor):
        """A saved bundle of the workspace, exported by the actor (members read bundles; editors apply plans)."""
        return self._once("bundle", actor, lambda user: bundle_export(user=user, workspace=self.workspace))

    def bundle_plan(self, actor):
        return self._once("bundle_plan", actor, lambda user: bundle_plan(user=user, bundle=self.bundle(actor),
                                                                         workspace=self.workspace))

    @cached_property
    def report(self):
        """A report of the workspace (every member reads it; editors and owners change it)."""
        return Report.objects.create(workspace=self.workspace, title="Matrix report", format="html",
                                     body=report_skeleton(title="Matrix report"), created_by=self.users[OWNER])

    def annotation(self, actor):
        """The actor's own comment on the report (its author may resolve it, whatever their role)."""
        return self._once("annotation", actor, lambda user: Annotation.objects.create(
            report=self.report, anchor="executive-summary", text="Check this.", author=user))

    @cached_property
    def delivery(self):
        return ExternalDelivery.objects.create(report=self.report, kind="URL", location="https://intranet.test/r/1")

    def plan(self, actor):
        return self._once("plan", actor, lambda user: Plan.objects.create(
            conversation=self.conversation(actor), workspace=self.workspace,
            steps=[{"number": 1, "title": "Look", "status": "todo"}]))

    @cached_property
    def connection(self):
        """An admin-defined connection this workspace may use (nothing answers on its port)."""
        return DatabaseConnectionFactory(port=9, workspaces=[self.workspace])

    @cached_property
    def project(self):
        return ProjectFactory(workspace=self.workspace, name="Shared project")

    @cached_property
    def other_member(self):
        """A viewer whose role and membership the member operations change."""
        return MembershipFactory(workspace=self.workspace, user=UserFactory(username="tess"), role=Role.VIEWER).user

    @cached_property
    def knowledge(self):
        """A pending Workspace-scoped proposal: every member reads it, editors and owners decide it."""
        return KnowledgeItemFactory(workspace=self.workspace, conversation_id=self.conversation(OWNER).pk)

    def remove_the_removed(self) -> None:
        """The removed member made their things while a member; the owner then removes them (as the API does)."""
        membership = Membership.objects.select_related("user", "workspace").get(user=self.users[REMOVED])
        member_remove(user=self.users[OWNER], membership=membership)

    def client(self, actor) -> APIClient:
        return APIClient() if actor == ANONYMOUS else token_client(self.users[actor])


@dataclass(frozen=True)
class Operation:
    method: str
    route: str  # as the URL resolver spells it, after api_v1/
    lane: str  # the least workspace role, or PUBLIC / SIGNED_IN for what no workspace holds
    request: Callable[[World, str], tuple[str, object]]  # (url, body) for this actor
    # An allowed call answers 2xx, unless it can only fail after authorization here (then: no lane refusal).
    passes: Callable[[object], bool] = field(default=lambda response: 200 <= response.status_code < 300)

    @property
    def key(self) -> tuple[str, str]:
        return self.method, self.route

    def expected(self, actor: str) -> str:
        if self.lane == PUBLIC:
            return "allowed"
        if actor == ANONYMOUS:
            return "401"
        if self.lane == SIGNED_IN:
            return "allowed"
        if actor in (REMOVED, OUTSIDER):
            return "404"
        return "allowed" if ROLE_RANK[actor] >= ROLE_RANK[self.lane] else "403"


def ws(world) -> str:
    return f"/api_v1/workspaces/{world.workspace.pk}"


def conv(world, actor) -> str:
    return f"/api_v1/conversations/{world.conversation(actor).pk}"


def rep(world) -> str:
    return f"/api_v1/reports/{world.report.pk}"


def upload() -> dict:
    return {"file": SimpleUploadedFile("matrix.csv", b"a,b\n1,2\n"), "table": "matrix_upload"}


def not_a_lane_refusal(response) -> bool:
    return response.status_code not in (401, 403, 404) and response.status_code < 500


W = "workspaces/<int:workspace_id>"
C = "conversations/<uuid:conversation_id>"
R = "reports/<int:report_id>"
OPERATIONS = [
    Operation("post", "auth/token", PUBLIC, lambda w, a: ("/api_v1/auth/token", {
        "username": w.holder(a, in_workspace=False).username, "password": DEFAULT_PASSWORD})),
    Operation("get", "schema/", PUBLIC, lambda w, a: ("/api_v1/schema/", None)),
    Operation("get", "me/preferences", SIGNED_IN, lambda w, a: ("/api_v1/me/preferences", None)),
    Operation("patch", "me/preferences", SIGNED_IN, lambda w, a: ("/api_v1/me/preferences", {"agents_enabled": True})),
    Operation("get", "me/usage", SIGNED_IN, lambda w, a: ("/api_v1/me/usage", None)),
    Operation("get", "me/access-tokens", SIGNED_IN, lambda w, a: ("/api_v1/me/access-tokens", None)),
    Operation("post", "me/access-tokens", SIGNED_IN, lambda w, a: ("/api_v1/me/access-tokens", {
        "name": "Matrix", "mode": "observe"})),
    Operation("delete", "me/access-tokens/<int:token_id>", SIGNED_IN,
              lambda w, a: (f"/api_v1/me/access-tokens/{w.access_token(a).pk}", None)),
    Operation("get", "workspaces/", SIGNED_IN, lambda w, a: ("/api_v1/workspaces/", None)),
    Operation("post", "workspaces/", SIGNED_IN, lambda w, a: ("/api_v1/workspaces/", {"name": "Mine"})),
    Operation("get", "agents/", SIGNED_IN, lambda w, a: ("/api_v1/agents/", None)),
    Operation("post", "agents/", SIGNED_IN, lambda w, a: ("/api_v1/agents/", {"name": "Helper"})),
    Operation("get", "tools/", SIGNED_IN, lambda w, a: ("/api_v1/tools/", None)),
    Operation("get", "agents/<int:agent_id>/", SIGNED_IN, lambda w, a: (f"/api_v1/agents/{w.agent(a).pk}/", None)),
    Operation("patch", "agents/<int:agent_id>/", SIGNED_IN,
              lambda w, a: (f"/api_v1/agents/{w.agent(a).pk}/", {"description": "Mine."})),
    Operation("delete", "agents/<int:agent_id>/", SIGNED_IN, lambda w, a: (f"/api_v1/agents/{w.agent(a).pk}/", None)),
    Operation("get", "conversations/", SIGNED_IN, lambda w, a: ("/api_v1/conversations/", None)),
    # The workspace and its members.
    Operation("get", f"{W}/", VIEWER, lambda w, a: (f"{ws(w)}/", None)),
    Operation("get", f"{W}/members/", VIEWER, lambda w, a: (f"{ws(w)}/members/", None)),
    Operation("post", f"{W}/members/", OWNER, lambda w, a: (f"{ws(w)}/members/", {
        "username": UserFactory(username="newcomer").username, "role": "viewer"})),
    Operation("patch", f"{W}/members/<int:user_id>/", OWNER,
              lambda w, a: (f"{ws(w)}/members/{w.other_member.pk}/", {"role": "editor"})),
    Operation("delete", f"{W}/members/<int:user_id>/", OWNER,
              lambda w, a: (f"{ws(w)}/members/{w.other_member.pk}/", None)),
    Operation("get", f"{W}/activity/", VIEWER, lambda w, a: (f"{ws(w)}/activity/", None)),
    # Data: viewers read, editors import.
    Operation("get", f"{W}/tables/", VIEWER, lambda w, a: (f"{ws(w)}/tables/", None)),
    Operation("get", f"{W}/datasources/", VIEWER, lambda w, a: (f"{ws(w)}/datasources/", None)),
    Operation("post", f"{W}/datasources/", EDITOR, lambda w, a: (f"{ws(w)}/datasources/", "upload")),
    Operation("get", f"{W}/connections/", VIEWER, lambda w, a: (f"{ws(w)}/connections/", None)),
    # No PostgreSQL answers on port 9 (nor is its host allowed): an editor's import passes the lanes, then fails (400).
    Operation("post", f"{W}/datasources/postgres", EDITOR, lambda w, a: (f"{ws(w)}/datasources/postgres", {
        "connection": w.connection.pk, "source_table": "public.t", "table": "imported"}),
              passes=not_a_lane_refusal),
    Operation("get", f"{W}/caches/", VIEWER, lambda w, a: (f"{ws(w)}/caches/", None)),
    Operation("get", f"{W}/caches/<str:name>/", VIEWER, lambda w, a: (f"{ws(w)}/caches/{w.cache(a)}/", None)),
    Operation("get", f"{W}/caches/<str:name>/rows", VIEWER, lambda w, a: (f"{ws(w)}/caches/{w.cache(a)}/rows", None)),
    Operation("get", f"{W}/caches/<str:name>/export.csv", VIEWER,
              lambda w, a: (f"{ws(w)}/caches/{w.cache(a)}/export.csv", None)),
    # Projects: viewers read, editors make them.
    Operation("get", "projects/", VIEWER, lambda w, a: (f"/api_v1/projects/?workspace={w.workspace.pk}", None)),
    Operation("post", "projects/", EDITOR, lambda w, a: ("/api_v1/projects/", {"workspace": w.workspace.pk,
                                                                                "name": "New project"})),
    Operation("get", "projects/<int:project_id>/", VIEWER, lambda w, a: (f"/api_v1/projects/{w.project.pk}/", None)),
    # A member's own conversations, queries and runs: every role has them (a viewer's agent only reads).
    Operation("get", "conversations/", VIEWER,
              lambda w, a: (f"/api_v1/conversations/?workspace={w.workspace.pk}", None)),
    Operation("post", "conversations/", VIEWER, lambda w, a: ("/api_v1/conversations/", {
        "workspace": w.workspace.pk, "title": "Mine"})),
    Operation("get", f"{C}/", VIEWER, lambda w, a: (f"{conv(w, a)}/", None)),
    Operation("patch", f"{C}/", VIEWER, lambda w, a: (f"{conv(w, a)}/", {"title": "Renamed"})),
    Operation("delete", f"{C}/", VIEWER, lambda w, a: (f"{conv(w, a)}/", None)),
    Operation("get", f"{C}/messages", VIEWER, lambda w, a: (f"{conv(w, a)}/messages", None)),
    Operation("post", f"{C}/messages", VIEWER, lambda w, a: (f"{conv(w, a)}/messages", {"text": "How many?"})),
    Operation("get", f"{C}/runs", VIEWER, lambda w, a: (f"{conv(w, a)}/runs", None)),
    Operation("get", f"{C}/checkpoints", VIEWER, lambda w, a: (f"{conv(w, a)}/checkpoints", None)),
    Operation("post", f"{C}/fork", VIEWER, lambda w, a: (f"{conv(w, a)}/fork", {})),
    Operation("post", f"{C}/sql", VIEWER, lambda w, a: (f"{conv(w, a)}/sql", {"sql": "SELECT 2 AS two"})),
    Operation("get", f"{C}/steps", VIEWER, lambda w, a: (f"{conv(w, a)}/steps", None)),
    Operation("post", "ask_user_response", VIEWER, lambda w, a: ("/api_v1/ask_user_response", {
        "interrupt_id": str(w.question(a).pk), "answer": "North"})),
    Operation("get", "runs/<uuid:run_id>", VIEWER, lambda w, a: (f"/api_v1/runs/{w.run(a).pk}", None)),
    Operation("post", "runs/<uuid:run_id>/cancel", VIEWER, lambda w, a: (f"/api_v1/runs/{w.run(a).pk}/cancel", {})),
    Operation("get", "runs/<uuid:run_id>/events", VIEWER, lambda w, a: (f"/api_v1/runs/{w.run(a).pk}/events", None)),
    Operation("get", "agent-executions/<uuid:run_id>", VIEWER,
              lambda w, a: (f"/api_v1/agent-executions/{w.run(a).pk}", None)),
    Operation("get", f"{C}/plan", VIEWER, lambda w, a: (w.plan(a) and f"{conv(w, a)}/plan", None)),
    # Reports belong to the workspace: every member reads and comments, editors write (ARCHITECTURE §8, §11).
    Operation("get", f"{W}/reports/", VIEWER, lambda w, a: (f"{ws(w)}/reports/", None)),
    Operation("post", f"{W}/reports/", EDITOR, lambda w, a: (f"{ws(w)}/reports/", {
        "title": "New report", "html": report_skeleton(title="New report")})),
    Operation("get", f"{R}", VIEWER, lambda w, a: (rep(w), None)),
    Operation("patch", f"{R}", EDITOR, lambda w, a: (rep(w), {"title": "Renamed"})),
    Operation("delete", f"{R}", EDITOR, lambda w, a: (rep(w), None)),
    Operation("get", f"{R}/html", VIEWER, lambda w, a: (f"{rep(w)}/html", None)),
    Operation("get", f"{R}/view", VIEWER, lambda w, a: (f"{rep(w)}/view", None)),
    Operation("get", f"{R}/annotations/", VIEWER, lambda w, a: (f"{rep(w)}/annotations/", None)),
    Operation("post", f"{R}/annotations/", VIEWER, lambda w, a: (f"{rep(w)}/annotations/", {
        "chunk_id": "executive-summary", "text": "Is this right?"})),
    Operation("patch", f"{R}/annotations/<int:annotation_id>", VIEWER,
              lambda w, a: (f"{rep(w)}/annotations/{w.annotation(a).pk}", {"status": "resolved"})),
    Operation("get", f"{R}/deliveries/", VIEWER, lambda w, a: (f"{rep(w)}/deliveries/", None)),
    Operation("post", f"{R}/deliveries/", EDITOR, lambda w, a: (f"{rep(w)}/deliveries/", {
        "kind": "P4", "location": "//depot/reports/matrix.html"})),
    Operation("get", "deliveries/", SIGNED_IN, lambda w, a: ("/api_v1/deliveries/", None)),
    Operation("patch", "deliveries/<int:delivery_id>", EDITOR,
              lambda w, a: (f"/api_v1/deliveries/{w.delivery.pk}", {"label": "Shared"})),
    Operation("delete", "deliveries/<int:delivery_id>", EDITOR,
              lambda w, a: (f"/api_v1/deliveries/{w.delivery.pk}", None)),
]
OPERATIONS += [
    # Knowledge (ARCHITECTURE §8, §11): members read the queue; editors and owners decide team knowledge.
    Operation("get", f"{W}/knowledge/", VIEWER, lambda w, a: (f"{ws(w)}/knowledge/?status=pending", None)),
    Operation("patch", "knowledge/<int:knowledge_id>", EDITOR,
              lambda w, a: (f"/api_v1/knowledge/{w.knowledge.pk}", {"text": "Amounts are in euros."})),
    Operation("post", "knowledge/<int:knowledge_id>/apply", EDITOR,
              lambda w, a: (f"/api_v1/knowledge/{w.knowledge.pk}/apply", {})),
    Operation("post", "knowledge/<int:knowledge_id>/dismiss", EDITOR,
              lambda w, a: (f"/api_v1/knowledge/{w.knowledge.pk}/dismiss", {})),
    # Outside clients' writes (ARCHITECTURE §10): members see the queue; editors and owners decide.
    Operation("get", f"{W}/approvals/", VIEWER, lambda w, a: (f"{ws(w)}/approvals/", None)),
    Operation("post", "approvals/<int:approval_id>/decide", EDITOR,
              lambda w, a: (f"/api_v1/approvals/{w.approval(a).pk}/decide", {"decision": "reject"})),
    # Workspace bundles: members export, read and plan them; editors and owners upload and apply.
    Operation("get", f"{W}/bundles/", VIEWER, lambda w, a: (f"{ws(w)}/bundles/", None)),
    Operation("post", f"{W}/bundles/", VIEWER, lambda w, a: (f"{ws(w)}/bundles/", {})),
    Operation("post", f"{W}/bundles/upload", EDITOR, lambda w, a: (f"{ws(w)}/bundles/upload", "upload"),
              passes=not_a_lane_refusal),
    Operation("get", "bundles/<int:bundle_id>/", VIEWER, lambda w, a: (f"/api_v1/bundles/{w.bundle(a).pk}/", None)),
    Operation("get", "bundles/<int:bundle_id>/download", VIEWER,
              lambda w, a: (f"/api_v1/bundles/{w.bundle(a).pk}/download", None)),
    Operation("post", "bundles/<int:bundle_id>/inspect", VIEWER,
              lambda w, a: (f"/api_v1/bundles/{w.bundle(a).pk}/inspect", {})),
    Operation("post", "bundles/<int:bundle_id>/plan", VIEWER,
              lambda w, a: (f"/api_v1/bundles/{w.bundle(a).pk}/plan", {"workspace": w.workspace.pk})),
    Operation("get", "bundle-operations/<int:operation_id>/", VIEWER,
              lambda w, a: (f"/api_v1/bundle-operations/{w.bundle_plan(a).pk}/", None)),
    Operation("post", "bundle-operations/<int:operation_id>/apply", EDITOR,
              lambda w, a: (f"/api_v1/bundle-operations/{w.bundle_plan(a).pk}/apply", {})),
]
MATRIX = {operation.key: operation for operation in OPERATIONS}


def _route_text(pattern) -> str:
    """A path() route as it is; a re_path() regex (an optional trailing slash, digit ids) as path() would spell it."""
    text = str(pattern)
    if not text.startswith("^"):
        return text
    text = re.sub(r"\(\?P<(\w+)>\[0-9\]\+\)", r"<int:\1>", text.strip("^$"))
    return text.replace("(?:/)?", "")


def _routes(patterns, prefix=""):
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            yield from _routes(pattern.url_patterns, prefix + _route_text(pattern.pattern))
        else:
            yield prefix + _route_text(pattern.pattern), pattern.callback


def served_operations() -> set[tuple[str, str]]:
    """Every (method, route) the URL resolver serves under /api_v1/."""
    served = set()
    for route, callback in _routes(get_resolver().url_patterns):
        if not route.startswith("api_v1/"):
            continue
        view = getattr(callback, "cls", None)
        name = f"{callback.__module__}.{callback.__name__}"
        methods = [m for m in HTTP_METHODS if hasattr(view, m)] if view else PLAIN_VIEW_METHODS.get(name)
        assert methods, f"{route}: a plain view ({name}); say which methods it serves in PLAIN_VIEW_METHODS"
        served |= {(method, route.removeprefix("api_v1/")) for method in methods}
    return served


def test_every_rest_operation_has_an_entry_in_the_matrix():
    served = served_operations()
    assert sorted(served - set(MATRIX)) == [], "operations without a role-matrix entry"
    assert sorted(set(MATRIX) - served) == [], "matrix entries for operations nobody serves"


def test_the_openapi_schema_documents_no_operation_outside_the_matrix():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    in_matrix = {(method, "/api_v1/" + re.sub(r"<\w+:(\w+)>", r"{\1}", route)) for method, route in MATRIX}
    documented = {(method, path) for path, item in schema["paths"].items() for method in item}
    assert sorted(documented - in_matrix) == []


def call(client: APIClient, method: str, url: str, body):
    if body == "upload":
        return client.post(url, upload(), format="multipart")
    if body is None:
        return getattr(client, method)(url)
    return getattr(client, method)(url, body, format="json")


def outcome(operation: Operation, response) -> str:
    if operation.passes(response):
        return "allowed"
    code = response.json().get("code") if response.get("Content-Type", "").startswith("application/json") else None
    return {(401, "NOT_AUTHENTICATED"): "401", (403, "PERMISSION_DENIED"): "403",
            (404, "NOT_FOUND"): "404"}.get((response.status_code, code), f"{response.status_code} {code}")


@pytest.mark.parametrize("actor", ACTORS)
@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda op: f"{op.method.upper()} {op.route}")
def test_each_actor_gets_what_their_role_allows(operation, actor):
    world = World()
    url, body = operation.request(world, actor)
    world.remove_the_removed()
    response = call(world.client(actor), operation.method, url, body)
    detail = b"" if response.streaming else response.content[:300]
    assert outcome(operation, response) == operation.expected(actor), detail
