"""Nothing waits in memory for a person: an interrupted run resumes from another process."""

import json
import subprocess
import sys

import pytest

from agents.models import Checkpoint, Interrupt, Run, RunEvent
from agents.runtime import runner
from agents.runtime.recovery import MAX_RESUMES, orphaned_runs
from agents.services import turn_start
from tests import llm_server as llm
from tests.factories import RunEventFactory, RunFactory
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile, wait_for_run, wait_until
from tests.servers import ROOT, server_env
from workspaces.query.warehouse import close_all_warehouses

pytestmark = pytest.mark.django_db(transaction=True)


def test_an_interrupted_run_resumes_in_a_fresh_process(llm_server):
    profile = scripted_profile(llm_server)
    conversation = conversation_on(profile)
    llm_server.script("scripted",
                      llm.tool_calls(llm.call("ask_user", {"question": "Which year?", "options": ["2024", "2025"]})),
                      llm.text("2025 it is: revenue was up."))
    run = run_turn(conversation, "Compare revenue")
    assert run.status == "interrupted"
    interrupt = Interrupt.objects.get(run=run)
    assert Checkpoint.objects.filter(run=run).latest("created_at").state["pending_interrupt"]["interrupt_id"] == \
        str(interrupt.pk)
    close_all_warehouses()  # the other process opens the workspace's DuckDB file; one process per file
    env = server_env()
    result = subprocess.run([sys.executable, "-m", "tests.agents.runtime.answer_in_fresh_process", str(interrupt.pk),
                             "2025"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    resumed_id, status = result.stdout.split()[-2:]
    assert status == "success"
    resumed = Run.objects.get(pk=resumed_id)
    assert resumed.resumed_from_id == interrupt.pk and resumed.thread_id == conversation.pk
    answer_message = llm_server.requests_for("scripted")[1]["messages"][-1]
    assert json.loads(answer_message["content"]) == {"answer": "2025"}
    assert "".join(e["data"]["delta"] for e in events_of(resumed, "message")) == "2025 it is: revenue was up."
    assert conversation.messages.filter(role="assistant").get().content == "2025 it is: revenue was up."


def test_a_run_that_cannot_start_still_ends_with_an_error(llm_server, monkeypatch):
    def broken_setup(run_id):
        raise RuntimeError("the database file is locked")

    monkeypatch.setattr(runner, "load_run_setup", broken_setup)
    conversation = conversation_on(scripted_profile(llm_server))
    run = run_turn(conversation, "Anything")
    assert (run.status, run.error_code) == ("error", "INTERNAL_ERROR")
    assert [e["type"] for e in events_of(run, "error", "run_completed")] == ["error", "run_completed"]


def test_an_orphaned_run_that_cannot_resume_is_abandoned_and_the_thread_moves_on(llm_server):
    """Resumed three times already (it keeps taking its process down): a new turn ends it RUN_ABANDONED. A run that
    can resume is taken over instead (test_crash_resume.py)."""
    from datetime import timedelta

    from django.utils import timezone

    conversation = conversation_on(scripted_profile(llm_server))
    orphan = RunFactory(thread=conversation, status="running")
    Run.objects.filter(pk=orphan.pk).update(heartbeat_at=timezone.now() - timedelta(minutes=5),
                                            created_at=timezone.now() - timedelta(minutes=5), resumes=MAX_RESUMES)
    for seq in (1, 2):
        RunEventFactory(run=orphan, seq=seq)
    fresh = RunFactory(thread=conversation_on(scripted_profile(llm_server, name="other")), status="running")
    Run.objects.filter(pk=fresh.pk).update(heartbeat_at=timezone.now())
    llm_server.script("scripted", llm.text("Back in business."))
    run = run_turn(conversation, "Are you there?")
    assert run.status == "success"
    orphan.refresh_from_db()
    assert (orphan.status, orphan.error_code) == ("error", "RUN_ABANDONED")
    tail = list(RunEvent.objects.filter(run=orphan).order_by("seq").values_list("seq", "type"))
    assert tail == [(1, "message"), (2, "message"), (3, "error"), (4, "run_completed")]
    assert orphan.last_seq == 4
    assert orphan.answer == "HelloHello"  # what it had streamed stays in the thread
    assert orphaned_runs(local_runs=set()) == ([], [])  # the fresh run still beats: nobody takes it over
    assert Run.objects.get(pk=fresh.pk).status == "running"


def test_a_batch_that_cannot_be_written_stops_the_run_loudly_and_frees_the_thread(llm_server, caplog):
    """Another writer took the seqs this run was about to store (as a duplicate execution would): its next batch
    fails on the unique (run, seq). The run stops at once with EVENT_WRITE_FAILED, its error and one
    run_completed numbered after the last stored event, its row closed, a log line with its id, the thread free."""
    from django.db import IntegrityError, transaction
    from django.utils import timezone

    conversation = conversation_on(scripted_profile(llm_server))
    streamed = "streaming along " * 100
    llm_server.script("scripted", llm.text(streamed, chunk_size=4, chunk_delay=0.02), llm.text("Next turn."))
    run = turn_start(user=conversation.owner, conversation=conversation, text="Stream")
    wait_until(lambda: RunEvent.objects.filter(run=run, type="message").exists(), timeout=60,
               what="the run's first message")
    while True:  # the run may store its next batch between our read and our write: then read again
        last = RunEvent.objects.filter(run=run).order_by("-seq").first().seq
        try:
            with transaction.atomic():
                RunEvent.objects.bulk_create([RunEvent(run=run, seq=seq, type="message", ts=timezone.now(),
                                                       data={"delta": "(another writer)"})
                                              for seq in range(last + 1, last + 400)])
            break
        except IntegrityError:
            continue
    stopped = wait_for_run(run.pk)
    assert (stopped.status, stopped.error_code) == ("error", "EVENT_WRITE_FAILED")
    tail = list(RunEvent.objects.filter(run=run).order_by("-seq").values_list("type", "data")[:2])[::-1]
    assert [type_ for type_, _ in tail] == ["error", "run_completed"]
    assert tail[0][1]["code"] == "EVENT_WRITE_FAILED" and tail[1][1]["status"] == "error"
    assert stopped.last_seq == RunEvent.objects.filter(run=run).count()
    assert any(f"agent.run.event_write_failed run={run.pk}" in r.getMessage() for r in caplog.records)
    assert len(stopped.answer) < len(streamed)  # stopped at once, not after the stream
    assert run_turn(conversation, "Again").status == "success"  # the thread is free
