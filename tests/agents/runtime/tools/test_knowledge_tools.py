"""The knowledge tools in real runs against a scripted model over HTTP: a proposal waits for a person, is applied
over REST and reaches the next run's prompt; the limits (2 per user message, the whole turn; 5 pending per
conversation); evidence that must be quoted; no SQL, cache names or execution state; sub-agents, Ask mode and
viewers propose nothing; passive extraction after a run."""

import pytest

from agents.models import Run
from agents.services import interrupt_answer
from lantide.models import AuditEvent
from tests import llm_server as llm
from tests.conftest import token_client
from tests.factories import (
    AgentFactory, KnowledgeItemFactory, MembershipFactory, ProjectFactory, UserFactory,
)
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile, wait_for_run
from workspaces.models import KnowledgeItem

pytestmark = pytest.mark.django_db(transaction=True)

FACT = "Active customer means a customer with an order in the last 90 days."


@pytest.fixture
def profile(llm_server):
    return scripted_profile(llm_server)


def propose(text: str = FACT, scope: str = "Workspace", **more) -> dict:
    return llm.call("propose_knowledge", {"text": text, "scope": scope, **more})


def results(run) -> list[dict]:
    return [e["data"] for e in events_of(run, "tool_result")]


def offered(request: dict) -> set[str]:
    return {t["function"]["name"] for t in request.get("tools") or []}


def system_prompt(request: dict) -> str:
    return request["messages"][0]["content"]


def test_a_proposal_applied_over_rest_reaches_the_next_runs_prompt(llm_server, profile, alice, alice_api,
                                                                   alice_workspace):
    conversation = conversation_on(profile, owner=alice, workspace=alice_workspace)
    llm_server.script("scripted", llm.tool_calls(propose(evidence_quote="an order in the last  90 days")),
                      llm.text("Noted; how many do you want counted?"))
    run = run_turn(conversation, "For us an active customer has an order in the last 90 days. Count them.")
    [proposed] = results(run)
    assert proposed["ok"] and proposed["result"]["status"] == "pending_review", proposed
    assert "waits for a person's review" in proposed["result"]["note"]
    item = KnowledgeItem.objects.get()
    assert (item.status, item.scope, item.source, item.proposed_by_user, item.conversation_id, item.run_id) == (
        "proposed", "workspace", "agent", alice, conversation.pk, run.pk)
    assert item.message_id == conversation.messages.get(role="user").pk
    assert FACT not in system_prompt(llm_server.requests_for("scripted")[1])
    listed = alice_api.get(f"/api_v1/workspaces/{alice_workspace.pk}/knowledge/?status=pending").json()
    assert [i["id"] for i in listed["results"]] == [item.pk]
    assert alice_api.post(f"/api_v1/knowledge/{item.pk}/apply").status_code == 200
    llm_server.script("scripted", llm.text("42 active customers."))
    assert run_turn(conversation, "And now?").status == "success"
    assert FACT in system_prompt(llm_server.requests_for("scripted")[-1])
    assert set(AuditEvent.objects.filter(target_id=str(item.pk)).values_list("verb", flat=True)) == {
        "knowledge.propose", "knowledge.applied"}


def test_two_proposals_per_user_message_across_a_resumed_run(llm_server, profile):
    conversation = conversation_on(profile)
    question = llm.call("ask_user", {"question": "Which region?", "options": ["North", "South"]})
    llm_server.script("scripted", llm.tool_calls(propose("Revenue is reported in euros."),
                                                 propose("Fiscal year starts in April.")),
                      llm.tool_calls(question),
                      llm.tool_calls(propose("Regions are North and South.")), llm.text("Done."))
    first = run_turn(conversation, "Revenue by region")
    assert first.status == "interrupted"
    resumed = wait_for_run(interrupt_answer(user=conversation.owner, interrupt_id=first.interrupts.get().pk,
                                            answer="North").pk)
    assert [r["ok"] for r in results(first)] == [True, True]
    [limited] = [r for r in results(resumed) if r["name"] == "propose_knowledge"]
    assert limited["error_code"] == "KNOWLEDGE_RATE_LIMITED"
    llm_server.script("scripted", llm.tool_calls(propose("Regions are North and South.")), llm.text("OK."))
    [next_message] = results(run_turn(conversation, "Thanks"))
    assert next_message["ok"] and KnowledgeItem.objects.count() == 3


def test_five_pending_per_conversation_until_one_is_decided(llm_server, profile):
    conversation = conversation_on(profile)
    owner, workspace = conversation.owner, conversation.workspace
    KnowledgeItemFactory.create_batch(4, workspace=workspace, conversation_id=conversation.pk)
    KnowledgeItemFactory(workspace=workspace, conversation_id=conversation.pk, status="applied")
    llm_server.script("scripted", llm.tool_calls(propose("Fact five.")), llm.tool_calls(propose("Fact six.")),
                      llm.text("OK."))
    fifth, sixth = results(run_turn(conversation, "Remember these"))
    assert fifth["ok"] and sixth["error_code"] == "KNOWLEDGE_RATE_LIMITED"
    assert "5" in sixth["result"]["message"]
    pending = KnowledgeItem.objects.filter(status="proposed").first()
    assert token_client(owner).post(f"/api_v1/knowledge/{pending.pk}/dismiss").status_code == 200
    llm_server.script("scripted", llm.tool_calls(propose("Fact six.")), llm.text("OK."))
    [released] = results(run_turn(conversation, "And this"))
    assert released["ok"], released


def test_evidence_must_be_quoted_from_the_conversation(llm_server, profile):
    conversation = conversation_on(profile)
    llm_server.script("scripted", llm.tool_calls(propose(evidence_quote="the user never said this")),
                      llm.tool_calls(llm.call("list_projects", {})),
                      llm.tool_calls(propose("There are no projects yet.", evidence_quote='"projects": []')),
                      llm.text("OK."))
    refused, _, from_a_tool = results(run_turn(conversation, "Active customers have an order in 90 days"))
    assert refused["error_code"] == "INVALID_ARGUMENTS" and "substring" in refused["result"]["message"]
    assert from_a_tool["ok"], from_a_tool
    assert list(KnowledgeItem.objects.values_list("text", flat=True)) == ["There are no projects yet."]


@pytest.mark.parametrize("text, reason", [
    ("Revenue is SELECT sum(amount) FROM orders.", "SQL"),
    ("Count with select count(*) from orders where paid.", "SQL"),
    ("Revenue per region lives in cache_step_3.", "cache table"),
    ("Run 3f2b1c9e-1d2a-4b3c-9d8e-7f6a5b4c3d2e found the answer.", "execution state"),
    ("The answer is in query step 4.", "execution state"),
])
def test_sql_cache_names_and_execution_state_are_refused(llm_server, profile, text, reason):
    conversation = conversation_on(profile)
    llm_server.script("scripted", llm.tool_calls(propose(text)), llm.text("OK."))
    [refused] = results(run_turn(conversation, "Remember it"))
    assert refused["error_code"] == "INVALID_ARGUMENTS" and reason in refused["result"]["message"], refused
    assert not KnowledgeItem.objects.exists()


def test_a_sub_agent_cannot_propose(llm_server, profile):
    conversation = conversation_on(profile)
    scripted_profile(llm_server, name="child", model="child")
    AgentFactory(owner=conversation.owner, name="Researcher", preferred_model="child", description="Finds facts.")
    llm_server.script("scripted", llm.tool_calls(llm.call("delegate_to_agent", {
        "agent_name": "researcher", "task": "Find the fiscal year", "thoroughness": "quick"})), llm.text("Done."))
    llm_server.script("child", llm.tool_calls(propose("Fiscal year starts in April.")), llm.text("April."))
    parent = run_turn(conversation, "Ask the researcher")
    child = Run.objects.get(parent_run=parent)
    [refused] = results(child)
    assert refused["error_code"] == "TOOL_NOT_AVAILABLE" and "denied" in refused["result"]["message"]
    assert "propose_knowledge" not in offered(llm_server.requests_for("child")[0])
    assert "propose_knowledge" in offered(llm_server.requests_for("scripted")[0])
    assert not KnowledgeItem.objects.exists()


def test_ask_mode_and_viewers_propose_nothing(llm_server, profile):
    conversation = conversation_on(profile, mode="ask")
    llm_server.script("scripted", llm.tool_calls(propose()), llm.text("OK."))
    [refused] = results(run_turn(conversation, "Active customer means an order in 90 days.", mode="ask"))
    first = llm_server.requests_for("scripted")[0]
    assert refused["error_code"] == "ASK_MODE_DENIED"
    assert "propose_knowledge" not in offered(first) and "read_applicable_knowledge" in offered(first)
    viewer = UserFactory(username="vic")
    MembershipFactory(workspace=conversation.workspace, user=viewer, role="viewer")
    viewers = conversation_on(profile, owner=viewer, workspace=conversation.workspace)
    llm_server.script("scripted", llm.tool_calls(propose(scope="User")), llm.text("OK."))
    [denied] = results(run_turn(viewers, "We call churned customers lapsed."))
    assert denied["error_code"] == "PERMISSION_DENIED" and not KnowledgeItem.objects.exists()


def test_read_applicable_knowledge_reads_the_users_the_projects_and_the_workspaces(llm_server, profile):
    project = ProjectFactory(name="Churn")
    conversation = conversation_on(profile, workspace=project.workspace, project_id=project.pk)
    workspace, owner = project.workspace, conversation.owner
    KnowledgeItemFactory(workspace=workspace, text="Mine: answer in French.", scope="user", scope_user=owner,
                         status="applied")
    KnowledgeItemFactory(workspace=workspace, text="Someone else's preference.", scope="user",
                         scope_user=UserFactory(), status="applied")
    KnowledgeItemFactory(workspace=workspace, text="Churn is 60 days.", scope="project", project=project,
                         status="applied")
    KnowledgeItemFactory(workspace=workspace, text="Another project's fact.", scope="project",
                         project=ProjectFactory(workspace=workspace), status="applied")
    KnowledgeItemFactory(workspace=workspace, text="Amounts are in euros.", status="applied")
    KnowledgeItemFactory(workspace=workspace, text="Not yet reviewed.")
    llm_server.script("scripted", llm.tool_calls(llm.call("read_applicable_knowledge", {})), llm.text("OK."))
    [read] = results(run_turn(conversation, "What do we know?"))
    assert [(i["scope"], i["text"]) for i in read["result"]["items"]] == [
        ("User", "Mine: answer in French."), ("Project", "Churn is 60 days."), ("Workspace", "Amounts are in euros.")]
    prompt = system_prompt(llm_server.requests_for("scripted")[0])
    assert prompt.index("Mine: answer in French.") < prompt.index("Churn is 60 days.") < prompt.index("in euros")
    assert "Someone else's" not in prompt and "Another project's" not in prompt and "Not yet" not in prompt


def test_passive_extraction_proposes_what_the_user_states_within_the_limits(llm_server, profile):
    conversation = conversation_on(profile)
    llm_server.script("scripted", llm.text("Counted."))
    run_turn(conversation, "ARR means annual recurring revenue. Always show amounts in euros. How many orders?")
    extracted = KnowledgeItem.objects.order_by("id")
    assert [(i.text, i.scope, i.source, i.status) for i in extracted] == [
        ("ARR means annual recurring revenue.", "workspace", "extraction", "proposed"),
        ("Always show amounts in euros.", "user", "extraction", "proposed")]
    assert extracted[1].scope_user == conversation.owner and extracted[0].evidence_quote == extracted[0].text
    llm_server.script("scripted", llm.tool_calls(propose("Fact one."), propose("Fact two.")), llm.text("OK."))
    run_turn(conversation, "We call lapsed customers churned.")
    assert KnowledgeItem.objects.filter(source="extraction").count() == 2
