"""A run whose server is killed (SIGKILL: no cleanup at all) goes on in the next server from its last
checkpoint (ARCHITECTURE §4.2): `resumed`, numbered on after the last stored event, the answer streamed before
the crash kept in the thread and in the model's context, the workspace's DuckDB file intact."""

import time

import httpx
import pytest

from agents.models import Checkpoint, Interrupt, Run, RunEvent
from agents.services import turn_start
from lantide.errors import ApplicationError, ErrorCode
from tests import llm_server as llm
from tests.factories import token_header
from tests.runtime_helpers import (
    conversation_on,
    event_types,
    events_of,
    scripted_profile,
    wait_for_run,
    wait_until,
)
from tests.servers import DaphneProcess
from workspaces.query import cache_writer
from workspaces.query.warehouse import close_all_warehouses, warehouse_for

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def conversation(llm_server):
    conversation = conversation_on(scripted_profile(llm_server))
    with warehouse_for(workspace_id=conversation.workspace_id).cursor() as cursor:
        cursor.execute("CREATE TABLE sales AS SELECT i % 4 AS region, i AS amount FROM range(1000) t(i)")
    close_all_warehouses()  # the servers open the workspace's file; one process per file
    return conversation


def post(server: DaphneProcess, conversation, path: str, body: dict) -> dict:
    response = httpx.post(f"{server.url}/api_v1/{path}", json=body, timeout=30,
                          headers=token_header(conversation.owner))
    assert response.status_code in (200, 201), response.text
    return response.json()


def start_turn(server, conversation, text: str) -> str:
    return post(server, conversation, f"conversations/{conversation.pk}/messages", {"text": text})["run"]["id"]



def stored_answer(run_id) -> str:
    return "".join(e["data"]["delta"] for e in events_of(Run.objects.get(pk=run_id), "message"))


def crash_and_restart(server: DaphneProcess) -> DaphneProcess:
    server.kill()
    return DaphneProcess()  # its first request (the readiness probe) takes over what the dead one left


def finished_after_crash(server: DaphneProcess, run_id) -> Run:
    second = crash_and_restart(server)
    try:
        return wait_for_run(run_id, timeout=60)
    finally:
        second.stop()


def assert_resumed_once(run: Run, *, after_seq: int) -> None:
    resumed = events_of(run, "resumed")
    assert [e["seq"] for e in resumed] == [after_seq + 1]
    assert resumed[0]["data"]["reason"] == "process_restart"
    assert event_types(run).count("run_completed") == 1 and run.resumes == 1


def test_killed_mid_stream_the_run_goes_on_with_its_partial_answer(llm_server, conversation):
    llm_server.script("scripted", llm.text("Counting the regions one by one. " * 40, chunk_size=6, chunk_delay=0.05),
                      llm.text("There are 4 regions."))
    first = DaphneProcess()
    run_id = start_turn(first, conversation, "How many regions are there?")
    wait_until(lambda: len(stored_answer(run_id)) >= 30, what="part of the answer stored")
    run = finished_after_crash(first, run_id)
    partial = stored_answer(run_id).removesuffix("There are 4 regions.")
    before = RunEvent.objects.filter(run=run, type="resumed").get().seq - 1
    assert (run.status, run.answer) == ("success", "There are 4 regions.")
    assert_resumed_once(run, after_seq=before)
    transcript = list(conversation.messages.order_by("created_at", "id").values_list("role", "content", "data"))
    assert [(role, content) for role, content, _ in transcript] == [
        ("user", "How many regions are there?"), ("assistant", partial), ("assistant", "There are 4 regions.")]
    assert transcript[1][2]["partial"] is True
    resumed_request = llm_server.requests_for("scripted")[1]["messages"]
    assert resumed_request[-2:] == [{"role": "user", "content": "How many regions are there?"},
                                    {"role": "assistant", "content": partial}]


def test_killed_mid_query_the_run_goes_on_and_the_file_is_intact(llm_server, conversation):
    slow = ("SELECT count(*) AS n FROM range(400000000) a(x), (SELECT 1) b WHERE hash(a.x) % 7 = 1 "
            "AND hash(a.x + 1) % 5 = 2")
    llm_server.script("scripted", llm.tool_calls(llm.call("run_query", {"sql": "SELECT count(*) FROM sales"})),
                      llm.tool_calls(llm.call("run_query", {"sql": slow})),
                      llm.tool_calls(llm.call("run_query", {"sql": "SELECT sum(amount) AS total FROM sales"})),
                      llm.text("The total is 499500."))
    first = DaphneProcess()
    run_id = start_turn(first, conversation, "What is the total?")
    wait_until(lambda: RunEvent.objects.filter(run_id=run_id, type="tool_call").count() == 2, what="the slow query")
    time.sleep(0.5)
    checkpoint = Checkpoint.objects.filter(run_id=run_id).latest("created_at")
    run = finished_after_crash(first, run_id)
    assert (run.status, run.answer) == ("success", "The total is 499500.")
    resumed = events_of(run, "resumed")[0]
    assert (resumed["data"]["checkpoint"], resumed["data"]["iteration"]) == (str(checkpoint.pk), 1)
    assert_resumed_once(run, after_seq=resumed["seq"] - 1)
    totals = [e["data"]["result"]["rows"] for e in events_of(run, "tool_result") if e["data"]["ok"]]
    assert totals[-1] == [[499500]]
    resumed_request = llm_server.requests_for("scripted")[2]["messages"]
    # the iteration the crash cut off is done again: the model sees the turn as its checkpoint holds it
    assert [m["role"] for m in resumed_request] == [m["role"] for m in checkpoint.state["messages"]] == [
        "system", "user", "assistant", "tool"]
    assert resumed_request[-1]["content"] == checkpoint.state["messages"][-1]["content"]
    with warehouse_for(workspace_id=conversation.workspace_id).cursor() as cursor:
        assert cursor.execute("SELECT count(*) FROM sales").fetchall() == [(1000,)]


def test_a_message_on_the_thread_of_a_checkpointed_orphan_resumes_it_and_is_thread_busy(llm_server, conversation):
    """No server took the run over yet (none started since the crash): the next message does, from the run's
    checkpoint, instead of ending it RUN_ABANDONED, and is refused THREAD_BUSY as beside any running run."""
    llm_server.script("scripted", llm.tool_calls(llm.call("list_projects", {})),
                      llm.text("Counting the regions one by one. " * 40, chunk_size=6, chunk_delay=0.05),
                      llm.text("There are 4 regions."))
    first = DaphneProcess()
    run_id = start_turn(first, conversation, "How many regions are there?")
    wait_until(lambda: len(stored_answer(run_id)) >= 30, what="part of the answer stored after a checkpoint")
    checkpoint = Checkpoint.objects.filter(run_id=run_id).latest("created_at")
    first.kill()
    with pytest.raises(ApplicationError) as refused:
        turn_start(user=conversation.owner, conversation=conversation, text="Still there?")
    run = wait_for_run(run_id, timeout=60)
    assert refused.value.code == ErrorCode.THREAD_BUSY
    assert (run.status, run.answer) == ("success", "There are 4 regions.")
    resumed = events_of(run, "resumed")[0]
    assert resumed["data"]["checkpoint"] == str(checkpoint.pk)
    assert_resumed_once(run, after_seq=resumed["seq"] - 1)
    assert not conversation.messages.filter(content="Still there?").exists()


def test_killed_during_setup_the_run_starts_again(llm_server, conversation):
    llm_server.script("scripted", llm.text("Started over."))
    first = DaphneProcess()
    run_id = start_turn(first, conversation, "Hello")  # the first run after a start waits for litellm's import
    wait_until(lambda: Run.objects.get(pk=run_id).status == "running", what="the run claimed")
    assert not RunEvent.objects.filter(run_id=run_id).exists()
    run = finished_after_crash(first, run_id)
    assert (run.status, run.answer) == ("success", "Started over.")
    assert event_types(run)[:2] == ["run_started", "resumed"]
    assert_resumed_once(run, after_seq=1)


def test_killed_while_a_question_waits_the_answer_resumes_in_the_next_server(llm_server, conversation):
    llm_server.script("scripted",
                      llm.tool_calls(llm.call("ask_user", {"question": "Which year?", "options": ["2024", "2025"]})),
                      llm.text("2025 it is."))
    first = DaphneProcess()
    run_id = start_turn(first, conversation, "Compare revenue")
    asked = wait_for_run(run_id, timeout=60)
    assert asked.status == "interrupted"
    second = crash_and_restart(first)
    try:
        interrupt = Interrupt.objects.get(run=asked)
        resumed_id = post(second, conversation, "ask_user_response",
                          {"interrupt_id": str(interrupt.pk), "answer": "2025"})["run"]["id"]
        resumed = wait_for_run(resumed_id, timeout=60)
    finally:
        second.stop()
    assert (resumed.status, resumed.answer) == ("success", "2025 it is.")
    assert "resumed" not in event_types(resumed)  # nothing was running when the server died


def test_a_stored_tool_result_never_names_a_cache_table_not_yet_written(llm_server, monkeypatch):
    """Cache tables are written behind the answer: the batch naming one is stored only once it exists, so a crash
    between the two cannot leave the log (and the resumed model) pointing at a table that is not there."""
    import threading

    written = threading.Event()
    real_write = cache_writer.write_cache

    def slow_write(cursor, **kwargs):
        time.sleep(1.5)
        rows = real_write(cursor, **kwargs)
        written.set()
        return rows

    monkeypatch.setattr(cache_writer, "write_cache", slow_write)
    conversation = conversation_on(scripted_profile(llm_server))
    llm_server.script("scripted", llm.tool_calls(llm.call("run_query", {"sql": "SELECT 42 AS answer"})),
                      llm.text("42."))

    run = turn_start(user=conversation.owner, conversation=conversation, text="The answer?")
    wait_until(lambda: RunEvent.objects.filter(run=run, type="tool_result").exists(), what="the tool result")
    assert written.is_set(), "the tool result was stored before its cache table was written"
    assert wait_for_run(run.pk).status == "success"
