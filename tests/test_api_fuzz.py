"""Malformed input never 500s (the roles issue): schemathesis generates requests for every operation of the OpenAPI
schema at /api_v1/schema/, valid ones and invalid ones (its positive and negative modes: every phase it runs under
pytest — the schema's examples, the coverage cases of each parameter's edges, and fuzzing with a bounded number of
examples, derandomized so CI sees the same requests every time), and sends them over the socket to a real daphne, as
the owner of a workspace with data. No answer may be a 5xx, every 4xx is `{code, detail}` JSON, each answer keeps to
what the schema says of it (status, content type, body, headers), a request without credentials is refused and a
method the path does not serve is 405 with `Allow` (schemathesis's checks, all but the two `fuzzed_schema` says why).

`LANTIDE_FUZZ_EXAMPLES` raises the fuzzing phase's examples per operation for a deeper run by hand (default 10)."""

import os
import time

import httpx
import hypothesis
import pytest
import schemathesis
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client, override_settings
from schemathesis.core.parameters import ParameterLocation
from schemathesis.generation import GenerationMode

from agents.bundles.operations import bundle_export, bundle_plan
from agents.models import Run
from agents.query_steps import query_step_run
from reports.html_document import report_skeleton
from reports.models import Annotation, ExternalDelivery, Report
from tests.factories import (
    AccessTokenFactory,
    AgentFactory,
    AuditEventFactory,
    ConversationFactory,
    DatabaseConnectionFactory,
    ExternalApprovalFactory,
    InterruptFactory,
    KnowledgeItemFactory,
    MembershipFactory,
    ProjectFactory,
    QuotaFactory,
    RunFactory,
    UsageDayFactory,
    UserFactory,
    WorkspaceFactory,
    token_header,
)
from tests.servers import DaphneProcess
from workspaces.models import Role
from workspaces.query.warehouse import close_all_warehouses
from workspaces.services import datasource_upload

pytestmark = pytest.mark.django_db(transaction=True)
JSON_SCHEMA = "application/vnd.oai.openapi+json"
EXAMPLES = int(os.environ.get("LANTIDE_FUZZ_EXAMPLES", "10"))


class FuzzWorld:
    """The owner's workspace with a table, a cache, a project, a conversation with a finished run and a pending
    question, an agent, a connection, a second member and an agent's audit event: what the generated requests
    name by id."""

    def __init__(self):
        self.owner = UserFactory(username="fuzzy")
        self.workspace = WorkspaceFactory(created_by=self.owner, name="Fuzzed")
        datasource_upload(user=self.owner, workspace=self.workspace, table="orders",
                          uploaded_file=SimpleUploadedFile("orders.csv", b"id,region,amount\n1,North,10\n2,South,5\n"))
        self.conversation = ConversationFactory(workspace=self.workspace, owner=self.owner)
        self.cache = query_step_run(workspace=self.workspace, conversation=self.conversation,
                                    sql="SELECT region, sum(amount) AS total FROM orders GROUP BY region")["cache"]
        self.bundle = bundle_export(user=self.owner, workspace=self.workspace)
        self.bundle_plan = bundle_plan(user=self.owner, bundle=self.bundle, workspace=self.workspace)
        close_all_warehouses()
        self.run = RunFactory(thread=self.conversation)
        self.question = InterruptFactory(run=RunFactory(thread=ConversationFactory(
            workspace=self.workspace, owner=self.owner), status="interrupted"))
        self.project = ProjectFactory(workspace=self.workspace)
        self.agent = AgentFactory(owner=self.owner)
        self.connection = DatabaseConnectionFactory(port=9, workspaces=[self.workspace])
        self.spare_token = AccessTokenFactory(user=self.owner)
        UsageDayFactory(user=self.owner, agent=self.agent)  # GET me/usage sums real rows
        QuotaFactory(mode="log_only", day_tokens=1)  # the runs messages start pass it: logged, not stopped
        self.member = MembershipFactory(workspace=self.workspace, user=UserFactory(username="mate"),
                                        role=Role.VIEWER).user
        self.report = self.new_report()
        self.annotation = Annotation.objects.create(report=self.report, anchor="executive-summary", text="Check.",
                                                    author=self.owner)
        self.delivery = ExternalDelivery.objects.create(report=self.report, kind="URL", location="https://intra.test/1")
        self.activity = AuditEventFactory(workspace_id=self.workspace.pk, actor_kind="agent", actor_user=self.owner,
                                          actor_label="Analyst", verb="report.create", target_repr="=Fuzzed",
                                          data={"nested": {"values": [1, "two", None]}})
        self.knowledge = KnowledgeItemFactory(workspace=self.workspace, conversation_id=self.conversation.pk)
        self.approval = ExternalApprovalFactory(workspace=self.workspace, requested_by=self.owner)
        self.headers = token_header(self.owner)

    def new_report(self) -> Report:
        return Report.objects.create(workspace=self.workspace, title="Fuzzed report", format="html",
                                     body=report_skeleton(title="Fuzzed report"), created_by=self.owner)

    def path_value(self, name: str, method: str):
        """The real object a path parameter names; a DELETE gets a new one each time, so the others stay."""
        if method == "DELETE" and name in self.disposable:
            return self.disposable[name]()
        values = {"workspace_id": self.workspace.pk, "conversation_id": self.conversation.pk, "run_id": self.run.pk,
                  "project_id": self.project.pk, "agent_id": self.agent.pk, "name": self.cache,
                  "user_id": self.member.pk, "token_id": self.spare_token.pk, "report_id": self.report.pk,
                  "annotation_id": self.annotation.pk, "delivery_id": self.delivery.pk,
                  "knowledge_id": self.knowledge.pk, "approval_id": self.approval.pk, "bundle_id": self.bundle.pk,
                  "operation_id": self.bundle_plan.pk}
        assert name in values, f"a new path parameter {name!r}: give FuzzWorld an object for it"
        return values[name]

    @property
    def disposable(self) -> dict:
        return {"conversation_id": lambda: ConversationFactory(workspace=self.workspace, owner=self.owner).pk,
                "agent_id": lambda: AgentFactory(owner=self.owner).pk,
                "token_id": lambda: AccessTokenFactory(user=self.owner).pk,
                "user_id": lambda: MembershipFactory(workspace=self.workspace, role=Role.VIEWER).user.pk,
                "report_id": lambda: self.new_report().pk,
                "delivery_id": lambda: ExternalDelivery.objects.create(report=self.report, kind="P4",
                                                                       location="//depot/x").pk}

    @property
    def body_ids(self) -> dict:
        """Fields of request bodies that name an object."""
        return {"workspace": self.workspace.pk, "project": self.project.pk, "interrupt_id": str(self.question.pk),
                "connection": self.connection.pk}

    def aim(self, case) -> None:
        """Valid ids become the world's objects, so the request reaches the view and what it calls; invalid ones
        (the negative mode's) stay as generated."""
        if self._valid(case, ParameterLocation.PATH):
            for name in case.path_parameters or {}:
                case.path_parameters[name] = str(self.path_value(name, case.method.upper()))
        if self._valid(case, ParameterLocation.BODY) and isinstance(case.body, dict):
            case.body.update({field: value for field, value in self.body_ids.items()
                              if case.body.get(field) is not None})

    @staticmethod
    def _valid(case, location) -> bool:
        component = case.meta.components.get(location) if case.meta else None
        return component is not None and component.mode == GenerationMode.POSITIVE

    def settle(self, timeout: float = 60) -> None:
        """Runs the generated messages and answers started finish before the next request (and the test)."""
        deadline = time.monotonic() + timeout
        while Run.objects.filter(status__in=("pending", "running")).exists():
            assert time.monotonic() < deadline, "a run started by a generated request did not finish"
            time.sleep(0.05)


@schemathesis.check
def errors_are_code_and_detail(ctx, response, case):
    """Every client error answers the one error shape (lantide.errors), whatever the request was."""
    if not 400 <= response.status_code < 500:
        return None
    content_type = response.headers.get("content-type", [""])[0]
    body = response.json() if content_type.startswith("application/json") else None
    if not (isinstance(body, dict) and isinstance(body.get("code"), str) and isinstance(body.get("detail"), str)):
        raise AssertionError(f"{response.status_code} is not {{code, detail}} JSON: {response.text[:300]!r}")
    return True


def fuzzed_schema():
    """The schema as /api_v1/schema/ serves it, read in process at collection (each operation becomes a test);
    `test_daphne_serves_the_schema_the_tests_come_from` holds the server's to the same document."""
    document = Client().get("/api_v1/schema/", HTTP_ACCEPT=JSON_SCHEMA).json()
    config = schemathesis.Config.from_dict({
        "generation": {"mode": "all", "max-examples": EXAMPLES, "deterministic": True},
        "request-timeout": 30,
        "checks": {
            # DRF coerces by design (a number where text belongs, 0/1 for booleans; a bad limit or offset falls
            # back to the default page): the server taking those is no fault, and no 5xx hides behind it.
            "negative_data_rejection": {"enabled": False},
            # Valid to the schema is not valid to the data: SQL that must parse, files that must import, a
            # column to sort by, names unique per owner, dates in the future. A JSON schema cannot say those.
            "positive_data_acceptance": {"enabled": False},
        },
    })
    return document, schemathesis.openapi.from_dict(document, config=config)


SCHEMA_DOCUMENT, schema = fuzzed_schema()


@pytest.fixture(scope="module")
def daphne(django_db_setup, tmp_path_factory):
    """One daphne for the module, over the test database; each test's world writes its workspace files into the
    server's data dir."""
    data_dir = tmp_path_factory.mktemp("fuzz-data")
    with override_settings(LANTIDE_DATA_DIR=data_dir):
        server = DaphneProcess()
    server.data_dir = data_dir
    yield server
    server.stop()


@pytest.fixture
def fuzz_world(transactional_db, isolated_data_dir, settings, daphne):
    settings.LANTIDE_DATA_DIR = daphne.data_dir
    world = FuzzWorld()
    yield world
    world.settle()


@schema.parametrize()
@hypothesis.settings(deadline=None, suppress_health_check=list(hypothesis.HealthCheck))
def test_no_request_answers_a_server_error(case, fuzz_world, daphne):
    fuzz_world.aim(case)
    try:
        case.call_and_validate(base_url=daphne.url, headers=fuzz_world.headers)
    finally:
        fuzz_world.settle()


def test_daphne_serves_the_schema_the_tests_come_from(daphne):
    served = httpx.get(f"{daphne.url}/api_v1/schema/", headers={"Accept": JSON_SCHEMA}, timeout=30)
    assert served.json() == SCHEMA_DOCUMENT


def test_every_operation_of_the_schema_is_fuzzed():
    """Nothing is left out: the run event stream, the CSV export, uploads and messages (which start runs on the
    offline model, waited for after each request) are fuzzed like the rest."""
    documented = {(method.upper(), path) for path, item in SCHEMA_DOCUMENT["paths"].items() for method in item}
    fuzzed = {(operation.ok().method.upper(), operation.ok().path) for operation in schema.get_all_operations()}
    assert fuzzed == documented and ("GET", "/api_v1/runs/{run_id}/events") in fuzzed
