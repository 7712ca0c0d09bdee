"""Runs over /langgraph/ with the official SDK, on the real runtime (the offline local model answers)."""

import pytest

from agents.models import Conversation, Run
from agents.runtime.subscription import stored_events

pytestmark = pytest.mark.django_db(transaction=True)
HELLO = {"messages": [{"role": "user", "content": "What tables are there?"}]}
ALL_MODES = ["values", "updates", "messages-tuple", "custom", "debug", "events", "tasks", "checkpoints"]


def test_a_streamed_run_opens_with_metadata_ends_with_end_and_carries_every_mode(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    created = []
    parts = list(scene.client.runs.stream(thread_id, "analyst", input=HELLO, stream_mode=ALL_MODES,
                                          on_run_created=created.append))
    assert parts[0].event == "metadata" and parts[-1].event == "end"
    run_id = parts[0].data["run_id"]
    assert created == [{"run_id": run_id, "thread_id": thread_id}]  # from Content-Location
    assert Run.objects.get(pk=run_id).status == "success"
    events = {p.event for p in parts}
    assert events >= {"values", "updates", "messages", "custom", "debug", "events", "tasks", "checkpoints"}
    # custom carries every event of the log, in order, as its envelope
    assert [p.data for p in parts if p.event == "custom"] == stored_events(run_id, after=0)
    final = [p.data for p in parts if p.event == "values"][-1]
    assert final == scene.client.threads.get_state(thread_id)["values"]
    answer = final["messages"][-1]
    assert answer["type"] == "ai" and answer["content"]
    chunks = [p.data[0] for p in parts if p.event == "messages" and p.data[0]["id"] == answer["id"]]
    assert "".join(c["content"] for c in chunks) == answer["content"]
    assert all(p.data[1]["langgraph_node"] == "agent" for p in parts if p.event == "messages")
    first_update = next(p.data for p in parts if p.event == "updates")
    assert [m["type"] for m in first_update["agent"]["messages"]] == ["ai", "tool"]  # the input is not an update


def test_messages_mode_sends_metadata_partials_and_the_complete_message(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    parts = list(scene.client.runs.stream(thread_id, "analyst", input=HELLO, stream_mode="messages"))
    names = [p.event for p in parts]
    assert names[0] == "metadata" and names[-1] == "end"
    assert "messages/metadata" in names and "messages/partial" in names and "messages/complete" in names
    complete = [p.data[0] for p in parts if p.event == "messages/complete"][-1]
    partial = [p.data[0] for p in parts if p.event == "messages/partial"][-1]
    assert partial["content"] == complete["content"] and partial["id"] == complete["id"]


def test_wait_join_list_get_and_delete(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    output = scene.client.runs.wait(thread_id, "analyst", input=HELLO)
    assert output["messages"][-1]["type"] == "ai"
    [run] = scene.client.runs.list(thread_id)
    assert set(run) >= {"run_id", "thread_id", "assistant_id", "created_at", "updated_at", "status", "metadata",
                        "multitask_strategy"}
    assert (run["status"], run["assistant_id"], run["thread_id"]) == ("success", "analyst", thread_id)
    assert scene.client.runs.get(thread_id, run["run_id"]) == run
    assert scene.client.runs.join(thread_id, run["run_id"]) == output
    assert scene.client.threads.get(thread_id)["status"] == "idle"
    scene.client.runs.delete(thread_id, run["run_id"])
    assert scene.client.runs.list(thread_id) == []
    assert scene.client.threads.get_state(thread_id)["values"] == {"messages": []}


def test_a_background_run_is_joined_by_stream_and_resumed_after_last_event_id(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    run = scene.client.runs.create(thread_id, "analyst", input=HELLO, metadata={"from": "test"})
    assert run["status"] == "pending" and run["metadata"] == {"from": "test"}
    whole = list(scene.client.runs.join_stream(thread_id, run["run_id"], stream_mode=["updates", "custom"]))
    assert whole[0].event == "metadata" and whole[-1].event == "end"
    middle = len(whole) // 2
    rest = list(scene.client.runs.join_stream(thread_id, run["run_id"], stream_mode=["updates", "custom"],
                                              last_event_id=whole[middle].id))
    assert [(p.event, p.data) for p in rest] == [(p.event, p.data) for p in whole[middle + 1:]]


def test_a_reconnect_without_modes_gets_the_modes_the_run_was_streamed_with(scene):
    thread_id = scene.client.threads.create(metadata={})["thread_id"]
    first = list(scene.client.runs.stream(thread_id, "analyst", input=HELLO, stream_mode=["updates", "custom"]))
    run_id = first[0].data["run_id"]
    # what the SDK does when a stream breaks: GET the Location, with no parameters, from after the last id it got
    again = list(scene.client.runs.join_stream(thread_id, run_id, stream_mode=[], last_event_id=first[2].id))
    assert [(p.event, p.data) for p in again] == [(p.event, p.data) for p in first[3:]]


def test_stateless_runs_run_on_a_thread_of_their_own(scene):
    parts = list(scene.client.runs.stream(None, "analyst", input=HELLO, stream_mode="values"))
    assert parts[0].event == "metadata" and parts[-1].event == "end"
    assert parts[-2].data["messages"][-1]["type"] == "ai"
    assert not Conversation.objects.exists()  # on_completion "delete", the default
    output = scene.client.runs.wait(None, "analyst", input=HELLO, on_completion="keep")
    assert output["messages"][-1]["type"] == "ai"
    [kept] = scene.client.threads.search()
    assert kept["metadata"]["stateless"] is True and kept["values"] == output
