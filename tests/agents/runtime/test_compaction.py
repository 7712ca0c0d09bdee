"""Token compaction: history truncation across turns, mid-turn stubs, docs_k=1; each emits `compaction`."""

import json

import pytest

from tests import llm_server as llm
from tests.agents.runtime.probe_tools import probe_tools  # noqa: F401
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile

pytestmark = pytest.mark.django_db(transaction=True)


def test_history_is_truncated_to_fit_the_context_window(llm_server):
    profile = scripted_profile(llm_server, context_window=3000, max_tokens=1024)
    conversation = conversation_on(profile)
    compactions = []
    for turn in range(6):
        llm_server.script("scripted", llm.text(f"Answer {turn}: " + "lorem ipsum dolor " * 150))
        run = run_turn(conversation, f"Question {turn}: " + "tell me more " * 20)
        compactions += events_of(run, "compaction")
    assert compactions and compactions[0]["data"]["strategy"] == "history_truncation"
    data = compactions[0]["data"]
    assert data["tokens_after"] < data["tokens_before"]
    last_request = llm_server.requests_for("scripted")[-1]["messages"]
    assert last_request[0]["role"] == "system" and last_request[-1]["content"].startswith("Question 5")
    assert not any(m.get("content", "").startswith("Question 0") for m in last_request if m["role"] == "user")


def test_mid_turn_compaction_keeps_step_ids_and_cache_names(llm_server, probe_tools):
    profile = scripted_profile(llm_server, context_window=9000, max_tokens=1024)
    llm_server.script("scripted", *[llm.tool_calls(llm.call("big_result", {"step": step})) for step in (1, 2, 3)],
                      llm.text("Summary."))
    run = run_turn(conversation_on(profile), "Crunch")
    mid_turn = [e["data"] for e in events_of(run, "compaction") if e["data"]["strategy"] == "mid_turn"]
    assert mid_turn and mid_turn[0]["tokens_after"] < mid_turn[0]["tokens_before"]
    final_request = llm_server.requests_for("scripted")[-1]["messages"]
    tool_contents = [json.loads(m["content"]) for m in final_request if m["role"] == "tool"]
    assert tool_contents[0] == {"compacted": True, "step": 1, "cache": "cache_step_1"}
    assert tool_contents[-1]["data"].startswith("y y")


def test_docs_k_keeps_only_the_latest_document_batch(llm_server, probe_tools):
    profile = scripted_profile(llm_server)
    llm_server.script("scripted", llm.tool_calls(llm.call("read_report", {"name": "q1"})),
                      llm.tool_calls(llm.call("read_report", {"name": "q2"}), llm.call("read_report", {"name": "q3"})),
                      llm.text("Compared."))
    run = run_turn(conversation_on(profile), "Compare the reports")
    docs = [e["data"] for e in events_of(run, "compaction") if e["data"]["strategy"] == "docs_k"]
    assert len(docs) == 1 and docs[0]["tokens_after"] < docs[0]["tokens_before"]
    final_request = llm_server.requests_for("scripted")[-1]["messages"]
    contents = [json.loads(m["content"]) for m in final_request if m["role"] == "tool"]
    assert contents[0] == {"compacted": True}
    assert contents[1]["name"] == "q2" and contents[2]["name"] == "q3"
