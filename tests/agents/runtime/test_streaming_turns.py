"""A turn through the real loop and litellm over real HTTP: events, coalescing, transcript, checkpoints."""

import json

import pytest

from agents.models import Checkpoint, Message, RunEvent
from agents.runtime.events import EVENT_TYPES
from agents.runtime.subscription import stored_events
from tests import llm_server as llm
from tests.runtime_helpers import conversation_on, event_types, events_of, run_turn, scripted_profile

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def profile(llm_server):
    return scripted_profile(llm_server)


def test_a_plain_answer_streams_and_lands_in_the_thread(llm_server, profile):
    llm_server.script("scripted", llm.text("Revenue grew 12% year over year.", chunk_size=4,
                                           reasoning="The user wants growth.", usage=(120, 30)))
    conversation = conversation_on(profile)
    run = run_turn(conversation, "How did revenue grow?")
    assert run.status == "success"
    types = event_types(run)
    assert types[0] == "run_started" and types[-1] == "run_completed"
    assert {"thought", "message", "usage", "iteration_step"} <= set(types)
    assert set(types) <= EVENT_TYPES
    answer = "".join(e["data"]["delta"] for e in events_of(run, "message"))
    assert answer == "Revenue grew 12% year over year."
    assert "".join(e["data"]["delta"] for e in events_of(run, "thought")) == "The user wants growth."
    usage = events_of(run, "usage")[0]["data"]
    assert (usage["prompt_tokens"], usage["completion_tokens"]) == (120, 30)
    assert events_of(run, "run_completed")[0]["data"]["status"] == "success"
    assert list(Message.objects.filter(conversation=conversation).values_list("role", "content")) == [
        ("user", "How did revenue grow?"), ("assistant", "Revenue grew 12% year over year.")]
    started = events_of(run, "run_started")[0]["data"]
    assert (started["route"], started["mode"], started["model"]) == ("agent_executor", "agent", "openai/scripted")


def test_seq_is_gapless_and_envelopes_survive_json(llm_server, profile):
    llm_server.script("scripted", llm.text("A short answer."))
    run = run_turn(conversation_on(profile), "Hi")
    seqs = list(RunEvent.objects.filter(run=run).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))
    run.refresh_from_db()
    assert run.last_seq == seqs[-1]

    for event in stored_events(run.pk, after=0):
        assert json.loads(json.dumps(event)) == event
        assert event["id"] == f"{run.pk}:{event['seq']}" and event["run"] == str(run.pk)


def test_token_deltas_are_coalesced_into_a_handful_of_events(llm_server, profile):
    long_answer = "word " * 400
    llm_server.script("scripted", llm.text(long_answer, chunk_size=2))
    run = run_turn(conversation_on(profile), "Write a lot")
    messages = events_of(run, "message")
    assert "".join(e["data"]["delta"] for e in messages) == long_answer
    # The rule: a delta event closes after 30 ms or 400 characters, whichever comes first.
    windows = (run.finished_at - run.started_at).total_seconds() / 0.03
    assert len(messages) <= windows + len(long_answer) / 400 + 2, (len(messages), windows)
    assert len(messages) < 1000 / 5 and all(len(e["data"]["delta"]) <= 400 + 2 for e in messages)


def test_a_checkpoint_is_written_after_every_iteration(llm_server, profile):
    llm_server.script("scripted",
                      llm.tool_calls(llm.call("list_projects", {})),
                      llm.tool_calls(llm.call("list_projects", {})),
                      llm.text("There are no projects yet."))
    conversation = conversation_on(profile)
    run = run_turn(conversation, "Which projects exist?")
    checkpoints = list(Checkpoint.objects.filter(run=run).order_by("created_at"))
    assert [c.iteration for c in checkpoints] == [1, 2, 3]
    final = checkpoints[-1].state
    assert [m["role"] for m in final["messages"]] == ["system", "user", "assistant", "tool", "assistant", "tool",
                                                      "assistant"]
    assert final["agent_state"] == "NoProject" and final["counters"]["iteration"] == 3
    assert checkpoints[1].parent_id == checkpoints[0].pk


def test_the_next_turn_continues_from_the_thread_history(llm_server, profile):
    llm_server.script("scripted", llm.text("First answer."), llm.text("Second answer."))
    conversation = conversation_on(profile)
    run_turn(conversation, "First question")
    run_turn(conversation, "Second question")
    second_request = llm_server.requests_for("scripted")[1]["messages"]
    assert [m["role"] for m in second_request] == ["system", "user", "assistant", "user"]
    assert second_request[2]["content"] == "First answer."
