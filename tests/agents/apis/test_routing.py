"""Routing end to end over the API: each Smart Routing state, the kill switch, mentions, the intent classifier."""

import pytest
from waffle.models import Switch

from agents.models import Run
from lantide.features import SWITCH_AGENT_MODE
from lantide.models import UserPreferences
from tests import llm_server as llm
from tests.conftest import token_client
from tests.factories import AgentFactory, UserFactory
from tests.runtime_helpers import agent_mode_for, conversation_on, events_of, scripted_profile, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)
SIMPLE = "How are you today?"
CONTEXTUAL = "Show me the revenue of our top customers in the northern region for last quarter please"
COMPLEX = "Analyze sales by region and compare them with last year"


@pytest.fixture
def scene(llm_server):
    conversation = conversation_on(scripted_profile(llm_server))
    llm_server.script_default("scripted", lambda body: llm.text("Answered."))
    return conversation, token_client(conversation.owner)


def send(client, conversation, text, **fields) -> Run:
    response = client.post(f"/api_v1/conversations/{conversation.pk}/messages", {"text": text, **fields},
                           format="json")
    assert response.status_code == 201, response.content
    run = wait_for_run(response.json()["run"]["id"])
    assert response.json()["run"]["route"] == run.route
    started = events_of(run, "run_started")[0]["data"]
    assert (started["route"], started["rule"]) == (run.route, run.route_rule)
    return run


@pytest.mark.parametrize("smart, agents_enabled, text, fields, route, rule", [
    ("off", True, SIMPLE, {}, "quest_processor", "default_chat"),
    ("off", True, COMPLEX, {}, "quest_processor", "default_chat"),
    ("off", False, SIMPLE, {}, "quest_processor", "executor_disabled"),
    ("off", True, SIMPLE, {"force_agent": True}, "agent_executor", "force_agent:bolt"),
    ("off", False, "@agent " + SIMPLE, {}, "agent_executor", "force_agent:agent_literal"),
    ("on", False, SIMPLE, {}, "agent_executor", "force_agent:smart_routing_on"),
    ("auto", True, COMPLEX, {}, "agent_executor", "complex_auto_route"),
    ("auto", True, SIMPLE, {}, "quest_processor", "default_chat"),
    ("auto", True, CONTEXTUAL, {}, "agent_executor", "force_agent:intent_classifier"),
    ("auto", True, CONTEXTUAL, {"auto_route_paused": True}, "quest_processor", "default_chat"),
])
def test_each_smart_routing_state_end_to_end(scene, smart, agents_enabled, text, fields, route, rule):
    conversation, client = scene
    agent_mode_for(conversation.owner, smart_routing=smart, agents_enabled=agents_enabled)
    run = send(client, conversation, text, **fields)
    assert (run.route, run.route_rule) == (route, rule)


def test_the_intent_classifier_asks_the_configured_model(llm_server, scene, settings):
    conversation, client = scene
    settings.LANTIDE_LLM_MODEL, settings.LANTIDE_LLM_API_BASE = "openai/classifier", llm_server.url
    settings.LANTIDE_LLM_API_KEY = "test"
    agent_mode_for(conversation.owner, smart_routing="auto")
    llm_server.script("classifier", llm.text("CHAT"), llm.text("AGENT"))
    assert send(client, conversation, CONTEXTUAL).route == "quest_processor"
    assert send(client, conversation, CONTEXTUAL).route == "agent_executor"
    asked = llm_server.requests_for("classifier")
    assert len(asked) == 2 and asked[0]["messages"][-1]["content"] == CONTEXTUAL
    send(client, conversation, CONTEXTUAL, auto_route_paused=True)
    assert len(llm_server.requests_for("classifier")) == 2  # paused: not asked again


def test_the_kill_switch_turns_everything_off(scene):
    conversation, client = scene
    orchestrator = AgentFactory(owner=conversation.owner, name="Boss", allowed_tools=["run_query"])
    Switch.objects.update_or_create(name=SWITCH_AGENT_MODE, defaults={"active": False})
    agent_mode_for(conversation.owner, smart_routing="on")
    for text, fields in ((SIMPLE, {"force_agent": True}), ("@agent " + SIMPLE, {}), (COMPLEX, {}),
                         ("@Boss " + SIMPLE, {"mentions": [orchestrator.pk]})):
        run = send(client, conversation, text, **fields)
        assert (run.route, run.route_rule) == ("quest_processor", "executor_disabled")


def test_a_user_who_never_chose_gets_chat_completion(scene):
    conversation, client = scene

    UserPreferences.objects.filter(user=conversation.owner).update(beta_agent_mode=None)
    run = send(client, conversation, SIMPLE, force_agent=True)  # the bolt is not offered, so it is ignored
    assert run.route == "quest_processor"


def test_mentions_by_name_trigger_word_collision_and_legacy(scene, llm_server):
    conversation, client = scene
    owner = conversation.owner
    legacy = AgentFactory(owner=owner, name="Poet", system_prompt="Answer in rhyme.", trigger_words=["verse"])
    first = AgentFactory(owner=owner, name="Alpha", allowed_tools=["run_query"], trigger_words=["help"],
                         default_thoroughness="quick")
    AgentFactory(owner=owner, name="Beta", denied_tools=["run_sql_tab"], trigger_words=["help"])
    agent_mode_for(owner, smart_routing="off")

    run = send(client, conversation, "@poet write about sales")
    assert (run.route, run.mentions) == ("quest_processor", [legacy.pk])
    assert "Answer in rhyme." in llm_server.requests_for("scripted")[-1]["messages"][0]["content"]
    run = send(client, conversation, "ask @verse for a line")
    assert run.mentions == [legacy.pk]
    run = send(client, conversation, "@ALPHA look at revenue")
    assert (run.route, run.route_rule, run.agent_id) == ("agent_executor", "orchestrator_mention", first.pk)
    assert (run.thoroughness, run.max_iterations) == ("quick", 5)
    run = send(client, conversation, "@help me")  # two agents share the trigger word: the first one wins
    assert run.agent_id == first.pk


def test_structured_mentions_must_be_visible(scene):
    conversation, client = scene
    stranger_agent = AgentFactory(owner=UserFactory(username="mallory"), name="Secret")
    response = client.post(f"/api_v1/conversations/{conversation.pk}/messages",
                           {"text": "hi @Secret", "mentions": [stranger_agent.pk]}, format="json")
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")
    assert not Run.objects.filter(thread=conversation).exists()
    shared = AgentFactory(owner=UserFactory(username="trent"), name="Shared", is_shared=True,
                          allowed_tools=["show_tables"])
    agent_mode_for(conversation.owner, smart_routing="off")
    run = send(client, conversation, "hi", mentions=[shared.pk])
    assert (run.route, run.agent_id) == ("agent_executor", shared.pk)
