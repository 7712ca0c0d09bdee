"""ask_user over /langgraph/: `__interrupt__` in updates, the thread interrupted, resumed by command.resume; and the
multitask strategies (`reject`: a second run on a busy thread is 409; `enqueue`: it waits its turn; `interrupt`,
`rollback`), with the scripted model."""

import httpx
import pytest
from langgraph_sdk.errors import ConflictError, UnprocessableEntityError

from agents.models import Interrupt, Run
from tests import llm_server as llm
from tests.factories import AgentFactory
from tests.runtime_helpers import events_of, scripted_profile, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)
QUESTION = {"question": "Which region?", "options": ["EU", "US"]}


def _ask(text: str) -> dict:
    return {"messages": [{"role": "user", "content": text}]}


@pytest.fixture
def scripted_thread(scene, llm_server):
    profile = scripted_profile(llm_server)
    return scene.client.threads.create(metadata={"llm_profile": profile.name})["thread_id"]


def test_an_ask_user_interrupts_the_thread_and_a_resume_by_value_answers_it(scene, llm_server, scripted_thread):
    llm_server.script("scripted", llm.tool_calls(llm.call("ask_user", QUESTION)), llm.text("EU it is."))
    parts = list(scene.client.runs.stream(scripted_thread, "analyst", input=_ask("Sales by region"),
                                          stream_mode=["updates", "values"]))
    interrupt = Interrupt.objects.get()
    [update] = [p.data for p in parts if p.event == "updates" and "__interrupt__" in p.data]
    assert update["__interrupt__"] == [{"id": str(interrupt.pk), "value": {
        "kind": "ask_user", **QUESTION, "expires_at": update["__interrupt__"][0]["value"]["expires_at"]}}]
    assert parts[-1].event == "end"
    thread = scene.client.threads.get(scripted_thread)
    assert thread["status"] == "interrupted"
    assert thread["interrupts"] == {str(interrupt.run_id): update["__interrupt__"]}
    state = scene.client.threads.get_state(scripted_thread)
    assert state["next"] == ["agent"] and state["tasks"][0]["interrupts"] == update["__interrupt__"]
    resumed = list(scene.client.runs.stream(scripted_thread, "analyst", command={"resume": "EU"},
                                            stream_mode="values"))
    assert resumed[-2].data["messages"][-1]["content"] == "EU it is."
    assert scene.client.threads.get(scripted_thread)["status"] == "idle"
    assert Run.objects.get(pk=resumed[0].data["run_id"]).resumed_from == interrupt


def test_a_resume_by_interrupt_id_and_a_resume_with_nothing_waiting(scene, llm_server, scripted_thread):
    llm_server.script("scripted", llm.tool_calls(llm.call("ask_user", QUESTION)), llm.text("US then."))
    output = scene.client.runs.wait(scripted_thread, "analyst", input=_ask("Sales by region"))
    [waiting] = output["__interrupt__"]
    answered = scene.client.runs.wait(scripted_thread, "analyst", command={"resume": {waiting["id"]: "US"}})
    assert answered["messages"][-1]["content"] == "US then."
    with pytest.raises(httpx.HTTPStatusError) as nothing_waiting:  # wait() raises httpx's own error, not a typed one
        scene.client.runs.wait(scripted_thread, "analyst", command={"resume": "again"})
    assert nothing_waiting.value.response.status_code == 422
    with pytest.raises(UnprocessableEntityError):
        scene.client.runs.create(scripted_thread, "analyst", command={"resume": "again"})


def test_reject_refuses_a_second_run_on_a_busy_thread(scene, llm_server, scripted_thread):
    llm_server.script("scripted", llm.text("slowly " * 100, chunk_size=7, chunk_delay=0.03))
    first = scene.client.runs.create(scripted_thread, "analyst", input=_ask("Take your time"))
    assert scene.client.threads.get(scripted_thread)["status"] == "busy"
    with pytest.raises(ConflictError) as busy:
        scene.client.runs.create(scripted_thread, "analyst", input=_ask("And now?"), multitask_strategy="reject")
    assert busy.value.code == "THREAD_BUSY"
    scene.client.runs.cancel(scripted_thread, first["run_id"], wait=True)
    assert scene.client.runs.get(scripted_thread, first["run_id"])["status"] == "interrupted"
    assert wait_for_run(first["run_id"], timeout=90).status == "cancelled"


def test_on_disconnect_cancel_stops_the_run_when_the_client_goes(scene, llm_server, scripted_thread):
    llm_server.script("scripted", llm.text("slowly " * 600, chunk_size=7, chunk_delay=0.03))  # ~18 s: time to notice
    stream = scene.client.runs.stream(scripted_thread, "analyst", input=_ask("Take your time"),
                                      stream_mode="messages-tuple", on_disconnect="cancel")
    run_id = next(stream).data["run_id"]
    next(stream)
    stream.close()  # the client goes away mid-run
    ended = wait_for_run(run_id, timeout=90)
    assert ended.status == "cancelled", [e for e in events_of(ended) if e["type"] != "message"]


def test_enqueue_waits_behind_the_active_run_and_starts_when_it_ends(scene, llm_server, scripted_thread):
    llm_server.script("scripted", llm.text("slowly " * 60, chunk_size=7, chunk_delay=0.05), llm.text("Second."),
                      llm.text("Third."))
    first = scene.client.runs.create(scripted_thread, "analyst", input=_ask("Take your time"))
    second = scene.client.runs.create(scripted_thread, "analyst", input=_ask("Then this"), multitask_strategy="enqueue")
    third = scene.client.runs.create(scripted_thread, "analyst", input=_ask("And this"), multitask_strategy="enqueue")
    assert (second["status"], second["multitask_strategy"]) == ("pending", "enqueue")
    assert events_of(Run.objects.get(pk=second["run_id"])) == []  # nothing of it runs while the first does
    output = scene.client.runs.join(scripted_thread, third["run_id"])
    assert output["messages"][-1]["content"] == "Third."
    runs = {run_id: Run.objects.get(pk=run_id) for run_id in (first["run_id"], second["run_id"], third["run_id"])}
    assert [run.status for run in runs.values()] == ["success"] * 3
    ordered = sorted(runs.values(), key=lambda run: run.started_at)
    assert [str(run.pk) for run in ordered] == [first["run_id"], second["run_id"], third["run_id"]]
    assert ordered[0].finished_at <= ordered[1].started_at and ordered[1].finished_at <= ordered[2].started_at
    assert [m["content"] for m in output["messages"] if m["type"] == "human"] == ["Take your time", "Then this",
                                                                                  "And this"]


def test_an_enqueued_run_cancelled_before_its_turn_never_starts(scene, llm_server, scripted_thread):
    llm_server.script("scripted", llm.text("slowly " * 60, chunk_size=7, chunk_delay=0.05), llm.text("Next."))
    first = scene.client.runs.create(scripted_thread, "analyst", input=_ask("Take your time"))
    queued = scene.client.runs.create(scripted_thread, "analyst", input=_ask("Never mind"), multitask_strategy="enqueue")
    scene.client.runs.cancel(scripted_thread, queued["run_id"])
    cancelled = wait_for_run(queued["run_id"], timeout=30)
    assert (cancelled.status, cancelled.started_at) == ("cancelled", None)
    assert [e["type"] for e in events_of(cancelled)] == ["run_completed"]
    assert wait_for_run(first["run_id"], timeout=90).status == "success"
    assert scene.client.runs.get(scripted_thread, queued["run_id"])["status"] == "interrupted"  # LangGraph's cancelled


def test_enqueue_on_an_idle_thread_starts_at_once_and_a_resume_cannot_wait(scene, llm_server, scripted_thread):
    llm_server.script("scripted", llm.tool_calls(llm.call("ask_user", QUESTION)),
                      llm.text("slowly " * 60, chunk_size=7, chunk_delay=0.05))
    asked = scene.client.runs.wait(scripted_thread, "analyst", input=_ask("Sales by region"),
                                   multitask_strategy="enqueue")
    assert asked["__interrupt__"]
    busy = scene.client.runs.create(scripted_thread, "analyst", command={"resume": "EU"})
    with pytest.raises(ConflictError) as refused:
        scene.client.runs.create(scripted_thread, "analyst", command={"resume": "US"}, multitask_strategy="enqueue")
    assert refused.value.code == "THREAD_BUSY"
    assert wait_for_run(busy["run_id"], timeout=90).status == "success"


@pytest.mark.parametrize("strategy", ["interrupt", "rollback"])
def test_interrupt_and_rollback_stop_the_active_run_before_the_next(scene, llm_server, scripted_thread, strategy):
    # slow enough to be cancelled, short enough (3 s) to finish within the test settings' LLM timeout if the first
    # run was cancelled before it called the model and the second gets this answer
    llm_server.script("scripted", llm.text("slowly " * 60, chunk_size=7, chunk_delay=0.05), llm.text("Next."))
    first = scene.client.runs.create(scripted_thread, "analyst", input=_ask("Take your time"))
    second = scene.client.runs.create(scripted_thread, "analyst", input=_ask("Now this"), multitask_strategy=strategy)
    finished = wait_for_run(second["run_id"], timeout=90)
    assert finished.status == "success", [e for e in events_of(finished) if e["type"] != "message"]
    assert second["multitask_strategy"] == strategy
    run_ids = [r["run_id"] for r in scene.client.runs.list(scripted_thread)]
    if strategy == "interrupt":
        assert run_ids == [second["run_id"], first["run_id"]]
        assert scene.client.runs.get(scripted_thread, first["run_id"])["status"] == "interrupted"
    else:
        assert run_ids == [second["run_id"]]


def test_stream_subgraphs_names_a_sub_agents_parts_by_its_namespace(scene, llm_server, scripted_thread):
    scripted_profile(llm_server, name="child", model="child")
    AgentFactory(owner=scene.user, name="Researcher", preferred_model="child", description="Finds facts.")
    llm_server.script("scripted", llm.tool_calls(llm.call("delegate_to_agent", {
        "agent_name": "Researcher", "task": "Count the projects", "thoroughness": "quick"})),
        llm.text("The researcher found none."))
    llm_server.script("child", llm.tool_calls(llm.call("list_projects", {}), reasoning="Look."),
                      llm.text("There are no projects."))
    parts = list(scene.client.runs.stream(scripted_thread, "analyst", input=_ask("Ask the researcher"),
                                          stream_mode=["values", "updates"], stream_subgraphs=True))
    child = Run.objects.get(parent_run__isnull=False)
    namespace = f"delegate_to_agent:{child.pk}"
    names = [p.event for p in parts]
    assert f"updates|{namespace}" in names and names.count(f"values|{namespace}") == 2
    step = next(p.data for p in parts if p.event == f"updates|{namespace}")
    assert step["agent"]["messages"][0]["tool_calls"][0]["name"] == "list_projects"
    assert [p.data for p in parts if p.event == f"values|{namespace}"][-1]["messages"][0]["content"] == \
        "There are no projects."
    again = list(scene.client.runs.join_stream(scripted_thread, parts[0].data["run_id"], stream_mode=[]))
    assert [(p.event, p.data) for p in again] == [(p.event, p.data) for p in parts]  # the run's own settings
