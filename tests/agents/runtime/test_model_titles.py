"""Issue 28: on a real model's profile, a conversation's first answered turn asks the model for its title.

The model is the scripted OpenAI-compatible server, reached over HTTP through litellm like any provider."""

import logging

import pytest

from agents.models import Conversation, LLMProfile
from agents.runtime.conversation_titles import clean_model_title, conversation_title_from_question, titles_by_model
from tests import llm_server as llm
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile

pytestmark = pytest.mark.django_db(transaction=True)

QUESTION = "what was the total revenue by region over the last quarter, compared with the one before?"


@pytest.fixture(autouse=True)
def model_titles_on(settings):
    settings.LANTIDE_MODEL_TITLES = True


def _title_requests(server):
    return [r for r in server.requests_for("scripted") if "Write a title" in r["messages"][0]["content"]]


def test_the_first_answered_turn_takes_the_models_title_and_bills_its_usage(llm_server):
    conversation = conversation_on(scripted_profile(llm_server), title="")
    llm_server.script("scripted", llm.text("North leads with 1.2M."),
                      llm.text('Title: "Quarterly Revenue by Region."', usage=(40, 7)))
    run = run_turn(conversation, QUESTION)
    assert run.status == "success"
    conversation.refresh_from_db()
    assert conversation.title == "Quarterly Revenue by Region"
    [request] = _title_requests(llm_server)
    assert request["messages"][1]["content"] == QUESTION and "tools" not in request
    usages = [e["data"] for e in events_of(run, "usage")]
    assert {"prompt_tokens": 40, "completion_tokens": 7} in [
        {k: u[k] for k in ("prompt_tokens", "completion_tokens")} for u in usages]
    assert events_of(run)[-1]["type"] == "run_completed"
    from agents.models import UsageDay
    day = UsageDay.objects.get(user=conversation.owner)
    assert day.prompt_tokens == sum(u["prompt_tokens"] for u in usages)


def test_later_turns_and_a_chosen_title_leave_the_title_alone(llm_server):
    conversation = conversation_on(scripted_profile(llm_server), title="")
    llm_server.script("scripted", llm.text("First."), llm.text("Revenue Check"), llm.text("Second."))
    run_turn(conversation, QUESTION)
    run_turn(conversation, "and by product?")
    conversation.refresh_from_db()
    assert conversation.title == "Revenue Check" and len(_title_requests(llm_server)) == 1
    named = conversation_on(scripted_profile(llm_server, name="other", model="scripted"), title="My analysis")
    llm_server.script("scripted", llm.text("Answer."))
    run_turn(named, QUESTION)
    named.refresh_from_db()
    assert named.title == "My analysis" and len(_title_requests(llm_server)) == 1


def test_a_failed_title_call_keeps_the_questions_title_and_says_so_in_the_log(llm_server, caplog):
    conversation = conversation_on(scripted_profile(llm_server), title="")
    llm_server.script("scripted", llm.text("Answer."), llm.error(500, "title model down"))
    with caplog.at_level(logging.WARNING, logger="agents.runtime.conversation_titles"):
        run = run_turn(conversation, QUESTION)
    assert run.status == "success" and not events_of(run, "error")
    conversation.refresh_from_db()
    assert conversation.title == conversation_title_from_question(QUESTION)
    assert any(str(run.pk) in record.getMessage() for record in caplog.records)


def test_a_failed_turn_asks_for_no_title(llm_server):
    conversation = conversation_on(scripted_profile(llm_server), title="")
    llm_server.script("scripted", llm.error(500, "down"))
    run = run_turn(conversation, QUESTION)
    assert run.status == "error" and not _title_requests(llm_server)
    assert Conversation.objects.get(pk=conversation.pk).title == conversation_title_from_question(QUESTION)


def test_the_offline_model_and_the_setting_keep_the_rules_title(settings):
    assert not titles_by_model(LLMProfile(name="local", model="lantide/analyst"))
    assert titles_by_model(LLMProfile(name="real", model="openai/gpt-x"))
    settings.LANTIDE_MODEL_TITLES = False
    assert not titles_by_model(LLMProfile(name="real", model="openai/gpt-x"))


@pytest.mark.parametrize(("answer", "title"), [
    ("Revenue by Region", "Revenue by Region"),
    ('"quarterly churn."\nBecause the user asked…', "Quarterly churn"),
    ("**Title:** Top Customers", "Top Customers"),
    ("", ""),
])
def test_a_models_answer_becomes_a_clean_title(answer, title):
    assert clean_model_title(answer) == title
