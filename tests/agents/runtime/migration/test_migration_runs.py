"""The migration graph as a durable run: its review answered over REST (the native path: 422 for a bad value, the
interrupt still waiting), an expired review, and a server killed between nodes (the next one goes on from the next
node, the earlier ones not run again)."""

from datetime import timedelta

import pytest
from django.utils import timezone
from langgraph_sdk import get_sync_client

from agents.models import Checkpoint, Interrupt, Run
from agents.services import interrupts_resume_expired
from agents.services.migrations import migration_run_start
from tests.agents.runtime.migration.cases import SQLITE_QUERIES, SQLITE_SCHEMA, SQLITE_SEED, migration_input
from tests.conftest import token_client
from tests.factories import ConversationFactory, token_header
from tests.runtime_helpers import event_types, events_of, wait_for_run, wait_until
from tests.servers import DaphneProcess
from workspaces.query.warehouse import close_all_warehouses

pytestmark = pytest.mark.django_db(transaction=True)
SQLITE = migration_input(dialect="sqlite", schema=SQLITE_SCHEMA, seed=SQLITE_SEED, queries=SQLITE_QUERIES)
# About two seconds of SQLite work in equivalence_check: time to kill the server while that node runs.
SLOW = "WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r WHERE x < 1000000) SELECT COUNT(*) FROM r"


def _waiting(conversation) -> tuple[Run, Interrupt]:
    run = migration_run_start(user=conversation.owner, conversation=conversation, run_input=SQLITE, metadata={})
    run = wait_for_run(run.pk, timeout=60)
    assert run.status == "interrupted"
    return run, Interrupt.objects.get(run=run)


def test_a_review_is_answered_over_rest_and_a_bad_value_is_422(transactional_db):
    conversation = ConversationFactory()
    run, interrupt = _waiting(conversation)
    assert interrupt.kind == "review" and set(interrupt.payload) == {"instruction", "state"}
    assert events_of(run, "interrupt")[0]["data"]["kind"] == "review"
    api = token_client(conversation.owner)
    for bad in ("accept", {"decision": "accept"}, {"decision": "yes", "feedback": ""}):
        refused = api.post("/api_v1/ask_user_response", {"interrupt_id": str(interrupt.pk), "answer": bad},
                           format="json")
        assert (refused.status_code, refused.json()["code"]) == (422, "INVALID_ARGUMENTS")
    interrupt.refresh_from_db()
    assert interrupt.status == "pending" and not Run.objects.filter(resumed_from=interrupt).exists()
    answered = api.post("/api_v1/ask_user_response", {"interrupt_id": str(interrupt.pk), "answer": {
        "decision": "reject", "feedback": "Name the sequences after the tables."}}, format="json")
    assert answered.status_code == 201, answered.json()
    again = wait_for_run(answered.json()["run"]["id"], timeout=60)
    assert again.status == "interrupted"
    review = Interrupt.objects.get(run=again)
    assert "Name the sequences after the tables." in review.payload["state"]["explanation_message"]
    assert event_types(again)[:3] == ["run_started", "state_change", "iteration_step"]
    assert [e["data"]["to"] for e in events_of(again, "state_change")] == [
        "human_intervention", "translation", "compilation_validation", "equivalence_check", "human_intervention"]


def test_an_expired_review_ends_the_migration_unsaved(transactional_db):
    conversation = ConversationFactory()
    _, interrupt = _waiting(conversation)
    Interrupt.objects.filter(pk=interrupt.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert interrupts_resume_expired() == 1
    resumed = wait_for_run(Run.objects.get(resumed_from=interrupt).pk, timeout=60)
    assert resumed.status == "success" and "expired" in resumed.answer
    values = Checkpoint.objects.filter(run=resumed).latest("created_at").state["values"]
    assert values["saved"] is False and values["review"] == {"decision": None, "expired": True}


def test_a_server_killed_mid_node_goes_on_from_that_node_in_the_next(transactional_db):
    conversation = ConversationFactory()
    close_all_warehouses()
    first = DaphneProcess()
    client = get_sync_client(url=f"{first.url}/langgraph", headers=token_header(conversation.owner), timeout=60)
    slow = {**SQLITE, "queries": [*SQLITE["queries"], SLOW]}
    run_id = client.runs.create(str(conversation.pk), "migration", input=slow)["run_id"]
    wait_until(lambda: Checkpoint.objects.filter(run_id=run_id, state__node="compilation_validation").exists(),
               timeout=60, what="compilation_validation's checkpoint")
    first.kill()
    second = DaphneProcess()
    try:
        run = wait_for_run(run_id, timeout=90)
    finally:
        second.stop()
    assert run.status == "interrupted" and run.resumes == 1
    nodes = list(Checkpoint.objects.filter(run=run).order_by("created_at").values_list("state__node", flat=True))
    assert nodes == ["input_extraction", "schema_inspection", "translation", "compilation_validation",
                     "equivalence_check"]
    after_resume = event_types(run)[event_types(run).index("resumed"):]
    assert [e["data"]["to"] for e in events_of(run, "state_change")][-2:] == ["equivalence_check",
                                                                               "human_intervention"]
    assert after_resume[:2] == ["resumed", "state_change"] and after_resume.count("run_completed") == 1
