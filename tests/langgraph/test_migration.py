"""The `migration` assistant through the official SDK over daphne, on the offline model (sqlglot alone): SQLite and
PostgreSQL to DuckDB with each query's equivalence proven, the review interrupt (reject with feedback loops to
translation, accept saves and loads into the workspace), bad resume values, scoping and an unverified dialect."""

import json

import httpx
import pytest
from langgraph_sdk.errors import NotFoundError, UnprocessableEntityError

from agents.models import Interrupt, Run
from lantide.models import AuditEvent
from tests.agents.runtime.migration.cases import (
    POSTGRES_QUERIES, POSTGRES_SCHEMA, POSTGRES_SEED, SQLITE_QUERIES, SQLITE_SCHEMA, SQLITE_SEED, migration_input,
)
from tests import llm_server as llm
from tests.factories import DatabaseConnectionFactory, token_header
from tests.runtime_helpers import events_of, scripted_profile
from tests.workspaces.postgres_sources import needs_shared_server

pytestmark = pytest.mark.django_db(transaction=True)
NODES = ["input_extraction", "schema_inspection", "translation", "compilation_validation", "equivalence_check"]
SQLITE = migration_input(dialect="sqlite", schema=SQLITE_SCHEMA, seed=SQLITE_SEED, queries=SQLITE_QUERIES)


@pytest.fixture
def daphne_server_env():
    return {"LANTIDE_IMPORT_ALLOWED_HOSTS": "127.0.0.1"}


def _thread(scene) -> str:
    return scene.client.threads.create(metadata={"title": "Migration 2026-12-03T18:00:00.000Z"})["thread_id"]


def _review(parts) -> dict:
    [update] = [p.data for p in parts if p.event == "updates" and "__interrupt__" in p.data]
    return update["__interrupt__"][0]


def _assert_all_proven(diffs: list[dict], queries: dict) -> None:
    assert [d["source_sql"] for d in diffs] == list(queries.values())
    assert {name: d["status"] for name, d in zip(queries, diffs, strict=True)} == \
        dict.fromkeys(queries, "equivalent")


def test_sqlite_to_duckdb_is_proven_query_by_query_and_waits_for_review(scene):
    thread_id = _thread(scene)
    parts = list(scene.client.runs.stream(thread_id, "migration", input=SQLITE, stream_mode=["updates", "values"]))
    assert parts[0].event == "metadata" and parts[-1].event == "end"
    started = [next(iter(p.data)) for p in parts if p.event == "updates" and
               next(iter(p.data.values())) == {"activeNode": next(iter(p.data))}]
    assert started == [*NODES, "human_intervention"]
    review = _review(parts)
    assert review["value"]["kind"] == "review" and review["value"]["instruction"].startswith("Review")
    state = review["value"]["state"]
    assert set(state) == {"translated_query_code", "translated_schema_code", "explanation_message",
                          "query_equivalence_deep_diffs"}
    _assert_all_proven(state["query_equivalence_deep_diffs"], SQLITE_QUERIES)
    assert "NEXTVAL('customers_id_seq')" in state["translated_schema_code"]
    assert "qty // 2" in state["translated_query_code"] and "COALESCE(city, 'nowhere')" in state["translated_query_code"]
    thread = scene.client.threads.get(thread_id)
    assert thread["status"] == "interrupted"
    current = scene.client.threads.get_state(thread_id, subgraphs=True)
    assert current["next"] == ["human_intervention"]
    assert current["tasks"][0]["name"] == "human_intervention" and current["tasks"][0]["interrupts"][0]["id"] == \
        review["id"]
    assert current["values"]["equivalence"] == "proven" and current["values"]["activeNode"] == "equivalence_check"
    history = scene.client.threads.get_history(thread_id, limit=20)
    assert [h["metadata"]["writes"] and next(iter(h["metadata"]["writes"])) for h in history] == NODES[::-1]
    assert [h["next"] for h in history][-1] == ["schema_inspection"]


def test_a_reject_loops_to_translation_with_the_feedback_and_an_accept_saves_into_the_workspace(scene):
    thread_id = _thread(scene)
    first = scene.client.runs.wait(thread_id, "migration", input={**SQLITE, "workspace_id": scene.workspace.pk})
    assert first["__interrupt__"][0]["value"]["kind"] == "review"
    parts = list(scene.client.runs.stream(thread_id, "migration", stream_mode="updates", command={
        "resume": {"decision": "reject", "feedback": "Keep the order table's name quoted."}}))
    nodes = [next(iter(p.data)) for p in parts if p.event == "updates" and "__interrupt__" not in p.data]
    assert nodes[0] == "human_intervention" and "translation" in nodes and "schema_inspection" not in nodes
    second = _review(parts)
    assert second["id"] != first["__interrupt__"][0]["id"]
    assert "Keep the order table's name quoted." in second["value"]["state"]["explanation_message"]
    done = scene.client.runs.wait(thread_id, "migration", command={"resume": {"decision": "accept", "feedback": ""}})
    assert done["saved"] is True and done["loaded_tables"] == ["customers", "orders"]
    assert done["feedback_history"] == ["Keep the order table's name quoted."] and done["attempt"] == 2
    assert "__interrupt__" not in done and scene.client.threads.get(thread_id)["status"] == "idle"
    assert scene.client.threads.get_state(thread_id)["next"] == []
    with httpx.Client(base_url=scene.url, headers=token_header(scene.user), timeout=60) as api:
        ran = api.post(f"/api_v1/conversations/{thread_id}/sql",
                       json={"sql": "SELECT c.id, c.name, sum(o.qty) FROM customers c JOIN orders o "
                                    "ON o.customer_id = c.id GROUP BY ALL ORDER BY 1"})
    assert ran.status_code == 201, ran.text
    assert ran.json()["rows"] == [[1, "Ada", 10], [2, "Bo", 5], [3, "Cy", 1]]
    verbs = list(AuditEvent.objects.filter(workspace_id=scene.workspace.pk).values_list("verb", flat=True))
    assert verbs.count("datasource.import") == 2 and "migration.save" in verbs


@pytest.mark.parametrize("value", ["accept", {"decision": "accept"}, {"decision": "maybe", "feedback": ""},
                                   {"decision": "reject", "feedback": 3},
                                   {"decision": "accept", "feedback": "", "extra": 1}])
def test_a_bad_resume_value_is_422_and_the_thread_stays_interrupted(scene, value):
    thread_id = _thread(scene)
    waiting = scene.client.runs.wait(thread_id, "migration", input=SQLITE)["__interrupt__"][0]
    with pytest.raises(UnprocessableEntityError) as refused:
        scene.client.runs.create(thread_id, "migration", command={"resume": value})
    assert refused.value.code == "INVALID_ARGUMENTS"
    assert scene.client.threads.get(thread_id)["status"] == "interrupted"
    assert Interrupt.objects.get(pk=waiting["id"]).status == "pending"
    assert scene.client.threads.get_state(thread_id)["tasks"][0]["interrupts"][0]["id"] == waiting["id"]


def test_another_users_migration_thread_is_not_found(scene, stranger):
    thread_id = _thread(scene)
    scene.client.runs.wait(thread_id, "migration", input=SQLITE)
    with pytest.raises(NotFoundError):
        stranger.threads.get_state(thread_id)
    with pytest.raises(NotFoundError):
        stranger.runs.create(thread_id, "migration", command={"resume": {"decision": "accept", "feedback": ""}})
    assert Interrupt.objects.get().status == "pending"


def test_a_dialect_with_no_engine_here_is_translated_and_compiled_but_unverified(scene):
    mysql = {"source": {"dialect": "mysql", "schema_sql": "CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY, "
                                                          "name VARCHAR(20));"},
             "queries": ["SELECT IFNULL(name, 'x'), id DIV 2 FROM t LIMIT 1, 2"], "target": "duckdb"}
    output = scene.client.runs.wait(_thread(scene), "migration", input=mysql)
    [diff] = output["query_equivalence_deep_diffs"]
    assert diff["status"] == "unverified" and output["equivalence"] == "unverified"
    assert output["compilation"]["ok"] is True and output["source_engine"] is None
    assert "unverified" in output["__interrupt__"][0]["value"]["state"]["explanation_message"]


def test_the_assistant_is_listed_and_bad_input_is_refused_before_a_run(scene):
    assert scene.client.assistants.get("migration")["graph_id"] == "migration"
    assert "migration" in {a["assistant_id"] for a in scene.client.assistants.search(limit=50)}
    thread_id = _thread(scene)
    with pytest.raises(UnprocessableEntityError):
        scene.client.runs.create(thread_id, "migration", input={"source": {"dialect": "cobol", "schema_sql": "x"},
                                                                "queries": ["SELECT 1"]})
    with pytest.raises(UnprocessableEntityError):
        scene.client.runs.create(thread_id, "migration", input={**SQLITE, "source": {**SQLITE["source"],
                                                                                     "dsn": "postgres://me@evil"}})
    assert not Run.objects.exists()


@needs_shared_server
def test_postgres_to_duckdb_runs_the_source_in_a_scratch_schema_and_proves_each_query(scene):
    connection = DatabaseConnectionFactory(name="Local", workspaces=[scene.workspace])
    source = migration_input(dialect="postgres", schema=POSTGRES_SCHEMA, seed=POSTGRES_SEED, queries=POSTGRES_QUERIES,
                             source={"dsn": str(connection.pk)})
    output = scene.client.runs.wait(_thread(scene), "migration", input=source)
    assert output["source_engine"] == "postgres" and output["source_row_counts"] == {"customers": 3, "orders": 4}
    _assert_all_proven(output["query_equivalence_deep_diffs"], POSTGRES_QUERIES)
    assert "qty // 2" in output["translated_query_code"]


def test_command_update_and_goto_check_a_corrected_translation_again(scene):
    thread_id = _thread(scene)
    first = scene.client.runs.wait(thread_id, "migration", input=SQLITE)
    wrong = list(first["translated_queries"])
    division = list(SQLITE_QUERIES).index("integer division")
    wrong[division] = "SELECT id, qty / 2 AS half, (qty + 1) / 2 AS rounded_up FROM orders"  # DuckDB: a double
    parts = list(scene.client.runs.stream(thread_id, "migration", stream_mode="updates", command={
        "update": {"translated_queries": wrong}, "goto": "compilation_validation"}))
    nodes = [next(iter(p.data)) for p in parts if p.event == "updates" and "__interrupt__" not in p.data]
    assert nodes[0] == "compilation_validation" and "translation" not in nodes
    diffs = _review(parts)["value"]["state"]["query_equivalence_deep_diffs"]
    caught = diffs[division]
    assert caught["status"] == "different" and caught["translated_sql"] == wrong[division]
    assert [1, 1, 2] in caught["diff"]["only_in_source"] and [1, 1.5, 2.0] in caught["diff"]["only_in_target"]
    assert [d["status"] for i, d in enumerate(diffs) if i != division] == ["equivalent"] * (len(diffs) - 1)
    state = scene.client.threads.get_state(thread_id)
    assert state["values"]["equivalence"] == "failed" and state["next"] == ["human_intervention"]
    again = scene.client.runs.wait(thread_id, "migration", command={"goto": "translation"})
    assert again["equivalence"] == "proven" and again["translated_queries"] == first["translated_queries"]


@pytest.mark.parametrize("command", [{"goto": "nowhere"}, {"goto": "input_extraction"},
                                     {"update": {"saved": True}}, {"update": {"translated_queries": ["SELECT 1"]}},
                                     {"goto": "translation", "resume": {"decision": "accept", "feedback": ""}}])
def test_a_bad_command_is_422_and_changes_nothing(scene, command):
    thread_id = _thread(scene)
    waiting = scene.client.runs.wait(thread_id, "migration", input=SQLITE)["__interrupt__"][0]
    with pytest.raises(UnprocessableEntityError):
        scene.client.runs.create(thread_id, "migration", command=command)
    assert Interrupt.objects.get(pk=waiting["id"]).status == "pending"
    with pytest.raises(UnprocessableEntityError):
        scene.client.runs.create(thread_id, "analyst", command={"goto": "translation"})


def test_a_real_model_revises_the_translation_with_the_feedback_and_the_check_judges_its_answer(scene, llm_server):
    """The offline model leaves sqlglot alone; a real model (the scripted one, over HTTP through litellm) is asked
    on a reject with the reviewer's feedback, and its revision is compiled and compared like sqlglot's: one query
    it changed keeps its rows (equivalent), one it got wrong is caught with its diff. Its usage is metered."""
    profile = scripted_profile(llm_server)
    thread_id = scene.client.threads.create(metadata={"title": "Refined", "llm_profile": profile.name})["thread_id"]
    first = scene.client.runs.wait(thread_id, "migration", input=SQLITE)
    assert llm_server.requests_for("scripted") == []  # sqlglot left nothing and nobody asked for more
    names = list(SQLITE_QUERIES)
    revised = list(first["translated_queries"])
    revised[names.index("autoincrement keys")] = "SELECT id, name FROM customers ORDER BY name"  # same rows
    revised[names.index("boolean literals")] = "SELECT name FROM customers"  # wrong: every customer
    llm_server.script("scripted", llm.text("Here it is:\n```json\n" + json.dumps(
        {"schema_sql": first["translated_schema_code"], "queries": revised}) + "\n```"))
    feedback = "Order the customers of the autoincrement query by name."
    second = scene.client.runs.wait(thread_id, "migration", command={
        "resume": {"decision": "reject", "feedback": feedback}})
    [request] = llm_server.requests_for("scripted")
    assert feedback in request["messages"][-1]["content"] and "SELECT id, name FROM customers" in \
        request["messages"][-1]["content"]
    state = second["__interrupt__"][0]["value"]["state"]
    assert "ORDER BY name" in state["translated_query_code"]
    assert "revised sqlglot's translation" in state["explanation_message"]
    statuses = {name: d["status"] for name, d in zip(names, state["query_equivalence_deep_diffs"], strict=True)}
    assert statuses["autoincrement keys"] == "equivalent" and statuses["boolean literals"] == "different"
    assert second["equivalence"] == "failed" and second["refinement"]["applied"] is True
    run = Run.objects.filter(thread_id=thread_id).order_by("-created_at").first()
    assert any(e["type"] == "usage" for e in events_of(run))

    llm_server.script("scripted", llm.text("I would rather not."))
    third = scene.client.runs.wait(thread_id, "migration", command={
        "resume": {"decision": "reject", "feedback": "Try once more."}})
    assert third["refinement"] == {"model": "openai/scripted", "applied": False,
                                   "reason": "its answer held no JSON object"}
    assert third["translated_queries"] == first["translated_queries"]  # sqlglot's, kept
    assert "could not: its answer held no JSON object" in third["explanation_message"]
