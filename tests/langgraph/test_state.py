"""Thread state and history over /langgraph/, from our checkpoints; a thread copied from one."""

import pytest

from agents.models import Checkpoint

pytestmark = pytest.mark.django_db(transaction=True)
HELLO = {"messages": [{"role": "user", "content": "What tables are there?"}]}


def test_state_and_history_come_from_the_checkpoints(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    empty = scene.client.threads.get_state(thread_id)
    assert (empty["values"], empty["next"], empty["tasks"], empty["checkpoint"]["checkpoint_id"]) == (
        {"messages": []}, [], [], None)
    output = scene.client.runs.wait(thread_id, "analyst", input=HELLO)
    state = scene.client.threads.get_state(thread_id)
    assert set(state) >= {"values", "next", "tasks", "checkpoint", "metadata", "created_at", "parent_checkpoint",
                          "interrupts"}
    assert state["values"] == output and state["next"] == [] and state["tasks"] == []
    checkpoints = list(Checkpoint.objects.filter(thread_id=thread_id).order_by("-created_at"))
    assert state["checkpoint"] == {"thread_id": thread_id, "checkpoint_ns": "",
                                   "checkpoint_id": str(checkpoints[0].pk), "checkpoint_map": None}
    assert state["parent_checkpoint"]["checkpoint_id"] == str(checkpoints[1].pk)
    assert state["metadata"]["step"] == checkpoints[0].iteration
    history = scene.client.threads.get_history(thread_id, limit=10)
    assert [h["checkpoint"]["checkpoint_id"] for h in history] == [str(c.pk) for c in checkpoints]
    assert history[0] == state
    older = scene.client.threads.get_history(thread_id, before={"checkpoint_id": str(checkpoints[0].pk)}, limit=1)
    assert [h["checkpoint"]["checkpoint_id"] for h in older] == [str(checkpoints[1].pk)]
    by_id = scene.client.threads.get_state(thread_id, checkpoint_id=str(checkpoints[1].pk))
    assert by_id == history[1] and len(by_id["values"]["messages"]) < len(state["values"]["messages"])
    by_checkpoint = scene.client.threads.get_state(thread_id, checkpoint={"checkpoint_id": str(checkpoints[1].pk)})
    assert by_checkpoint == by_id
    assert scene.client.threads.get_state(thread_id, subgraphs=True)["values"] == output


def test_a_copied_thread_has_the_same_messages(scene):
    thread_id = scene.client.threads.create(metadata={"topic": "copy me"})["thread_id"]
    scene.client.runs.wait(thread_id, "analyst", input=HELLO)
    copy = scene.client.threads.copy(thread_id)
    original = scene.client.threads.get_state(thread_id)["values"]["messages"]
    copied = scene.client.threads.get_state(copy["thread_id"])["values"]["messages"]
    assert [(m["type"], m["content"]) for m in copied] == [(m["type"], m["content"]) for m in original]
    assert copy["metadata"]["topic"] == "copy me" and copy["status"] == "idle"


def test_update_state_forks_a_new_head_the_next_run_goes_on_from(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    scene.client.runs.wait(thread_id, "analyst", input=HELLO)
    before = scene.client.threads.get_state(thread_id)
    first_human = before["values"]["messages"][0]
    updated = scene.client.threads.update_state(thread_id, {"messages": [
        {**first_human, "content": "Which tables exist?"}, {"type": "ai", "content": "A note from outside."}]})
    state = scene.client.threads.get_state(thread_id)
    assert state["checkpoint"] == updated["checkpoint"]
    assert state["parent_checkpoint"] == before["checkpoint"] and state["metadata"]["source"] == "fork"
    messages = state["values"]["messages"]
    assert messages[0]["content"] == "Which tables exist?" and messages[-1]["content"] == "A note from outside."
    assert len(messages) == len(before["values"]["messages"]) + 1
    history = scene.client.threads.get_history(thread_id, limit=50)
    assert history[1]["checkpoint"] == before["checkpoint"]  # the branch it forked from stays


def test_a_run_from_an_earlier_checkpoint_goes_on_from_there_in_the_same_thread(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    scene.client.runs.wait(thread_id, "analyst", input=HELLO)
    first_turn = scene.client.threads.get_state(thread_id)
    scene.client.runs.wait(thread_id, "analyst", input={"messages": [{"role": "user", "content": "And now?"}]})
    assert len(scene.client.threads.get_state(thread_id)["values"]["messages"]) > len(first_turn["values"]["messages"])
    output = scene.client.runs.wait(thread_id, "analyst", input={"messages": [{"role": "user", "content": "Again?"}]},
                                    checkpoint_id=first_turn["checkpoint"]["checkpoint_id"])
    humans = [m["content"] for m in output["messages"] if m["type"] == "human"]
    assert humans == ["What tables are there?", "Again?"]  # "And now?" is on the other branch
