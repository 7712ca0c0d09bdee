"""Cancel means stop (ARCHITECTURE §4.2): a cancelled run's DuckDB query is interrupted at once (not left to
its 30 s deadline, then blamed on a timeout), and a question the run waits on is withdrawn."""

import sys
import threading
import traceback

import pytest

from agents.models import Interrupt, QueryStep, Run, RunEvent
from agents.runtime import runner
from agents.services import interrupt_answer, run_cancel, turn_start
from lantide.errors import ApplicationError
from tests import llm_server as llm
from tests.runtime_helpers import (
    conversation_on,
    events_of,
    run_turn,
    scripted_profile,
    wait_for_run,
    wait_until,
)

pytestmark = pytest.mark.django_db(transaction=True)
SLOW = ("SELECT count(*) FROM range(2000000000) a(x) WHERE hash(x) % 7 = 1 AND hash(x + 1) % 5 = 2 "
        "AND hash(x + 2) % 3 = 1")


def test_a_cancel_during_a_query_interrupts_it(llm_server):
    conversation = conversation_on(scripted_profile(llm_server))
    llm_server.script("scripted", llm.tool_calls(llm.call("run_query", {"sql": SLOW})))
    run = turn_start(user=conversation.owner, conversation=conversation, text="Count them")
    wait_until(lambda: RunEvent.objects.filter(run=run, type="tool_call").exists(), timeout=20, what="the query")
    run_cancel(user=conversation.owner, run=Run.objects.get(pk=run.pk))
    assert wait_for_run(run.pk).status == "cancelled"
    # Well before the 30 s deadline: the query was interrupted, and its step says why.
    step = wait_until(lambda: QueryStep.objects.filter(conversation=conversation).first(), timeout=15,
                      what="the query's step")
    assert (step.status, step.error) == ("error", "The query was stopped: its run was cancelled.")
    llm_server.script("scripted", llm.tool_calls(llm.call("run_query", {"sql": "SELECT 42 AS answer"})),
                      llm.text("42."))
    after = run_turn(conversation, "And now?")
    assert [e["data"]["result"]["rows"] for e in events_of(after, "tool_result")] == [[[42]]]


def test_cancelling_a_run_that_waits_on_a_question_withdraws_it(llm_server, alice_api):
    conversation = conversation_on(scripted_profile(llm_server))
    llm_server.script("scripted",
                      llm.tool_calls(llm.call("ask_user", {"question": "Which year?", "options": ["2024", "2025"]})))
    run = run_turn(conversation, "Compare revenue")
    assert run.status == "interrupted"
    run_cancel(user=conversation.owner, run=run)
    interrupt = Interrupt.objects.get(run=run)
    assert interrupt.status == "withdrawn"

    with pytest.raises(ApplicationError) as refused:
        interrupt_answer(user=conversation.owner, interrupt_id=interrupt.pk, answer="2025")
    assert refused.value.code == "INTERRUPT_EXPIRED"
    assert not Run.objects.filter(resumed_from=interrupt).exists()


def test_a_cancelled_turn_stays_in_the_models_context_as_the_transcript_shows_it(llm_server):
    conversation = conversation_on(scripted_profile(llm_server))
    streamed = "The first half of a long answer " * 40
    llm_server.script("scripted", llm.text(streamed, chunk_size=6, chunk_delay=0.02))
    run = turn_start(user=conversation.owner, conversation=conversation, text="Explain it all")
    wait_until(lambda: RunEvent.objects.filter(run=run, type="message").exists(), timeout=20, what="some answer")
    run_cancel(user=conversation.owner, run=Run.objects.get(pk=run.pk))
    assert wait_for_run(run.pk).status == "cancelled"
    partial = conversation.messages.get(role="assistant").content
    assert partial and streamed.startswith(partial)
    llm_server.script("scripted", llm.text("Shorter, then."))
    run_turn(conversation, "Shorter please")
    sent = llm_server.requests_for("scripted")[-1]["messages"]
    assert [(m["role"], m.get("content")) for m in sent[1:]] == [
        ("user", "Explain it all"), ("assistant", partial), ("user", "Shorter please")]


def test_a_cancel_while_the_run_sets_up_ends_it_at_once(llm_server, monkeypatch):
    """The first run after a start waits for litellm's import in its setup: a cancel then ends it cancelled at
    once, with a whole log, instead of after the setup (or never)."""
    release, finished = threading.Event(), threading.Event()
    real_setup = runner.load_run_setup
    setup_thread = []

    def slow_setup(run_id, **kwargs):
        setup_thread.append(threading.get_ident())
        release.wait(90)  # released only after the run has ended: it must end without its setup
        try:
            return real_setup(run_id, **kwargs)
        finally:
            finished.set()

    monkeypatch.setattr(runner, "load_run_setup", slow_setup)
    conversation = conversation_on(scripted_profile(llm_server))
    run = turn_start(user=conversation.owner, conversation=conversation, text="Hello")
    wait_for_run(run.pk, statuses={"running"})
    # The setup's thread may start a moment after the claim: the cancel lands once it waits in the setup.
    wait_until(lambda: setup_thread, timeout=30, what="the run's setup")
    run_cancel(user=conversation.owner, run=Run.objects.get(pk=run.pk))
    cancelled = wait_for_run(run.pk, timeout=45)  # seconds on a loaded machine; never the setup's 90
    release.set()
    # The abandoned setup is done with the workspace before the test lets go of it; if not, say where it waits.
    assert finished.wait(60), _stack_of(setup_thread[0])
    assert cancelled.status == "cancelled"
    assert [e["type"] for e in events_of(cancelled)] == ["run_completed"]
    assert conversation.messages.filter(role="assistant").get().data["partial"] is True


def _stack_of(thread_id: int) -> str:
    frame = sys._current_frames().get(thread_id)
    return "".join(traceback.format_stack(frame)) if frame else "the setup's thread has gone"


def test_a_cancel_that_lands_while_the_claim_returns_still_ends_the_run(llm_server, monkeypatch):
    """The claim commits (the run shows running) before its task hears back: a cancel in that gap (or two) ends
    the run cancelled with a whole log, instead of leaving it running with nobody executing it."""
    import threading
    import time

    from agents.runtime import executor

    cancel_sent = threading.Event()
    real_claim = executor.run_claim

    def claim_then_wait(**kwargs):
        claimed = real_claim(**kwargs)
        cancel_sent.wait(20)  # the cancel reaches the task while the claim has committed but not returned
        return claimed

    monkeypatch.setattr(executor, "run_claim", claim_then_wait)
    conversation = conversation_on(scripted_profile(llm_server))
    run = turn_start(user=conversation.owner, conversation=conversation, text="Hello")
    wait_for_run(run.pk, statuses={"running"})
    run_cancel(user=conversation.owner, run=Run.objects.get(pk=run.pk))
    run_cancel(user=conversation.owner, run=Run.objects.get(pk=run.pk))  # a second click: still one ending
    time.sleep(0.2)  # both cancels reach the task before its claim returns
    cancel_sent.set()
    cancelled = wait_for_run(run.pk, timeout=30)
    assert cancelled.status == "cancelled"
    assert [e["type"] for e in events_of(cancelled)] == ["run_completed"]
    assert llm_server.requests_for("scripted") == []  # it never reached the model
