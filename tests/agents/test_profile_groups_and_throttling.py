"""LLM profiles limited to groups (ARCHITECTURE §8): a conversation or an agent naming one out of the user's reach
is refused PERMISSION_DENIED, when the metadata is set and at a start; members of the group (and superusers) run it.
Message starts over REST are throttled per user by DRF (429 THROTTLED with Retry-After)."""

import pytest
from django.contrib.auth.models import Group
from rest_framework.throttling import ScopedRateThrottle

from agents.models import Run
from agents.services import turn_start
from lantide.errors import ApplicationError
from tests import llm_server as llm
from tests.conftest import token_client
from tests.factories import AgentFactory, ConversationFactory
from tests.runtime_helpers import agent_mode_for, conversation_on, scripted_profile, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def analysts():
    return Group.objects.create(name="analysts")


@pytest.fixture
def restricted(llm_server, analysts):
    profile = scripted_profile(llm_server, name="premium", model="premium")
    profile.groups.add(analysts)
    return profile


def test_setting_a_profile_out_of_reach_in_the_metadata_is_refused(restricted):
    conversation = ConversationFactory()
    response = token_client(conversation.owner).patch(f"/api_v1/conversations/{conversation.pk}/",
                                                      {"metadata": {"llm_profile": "premium"}}, format="json")
    assert response.status_code == 403 and response.json()["code"] == "PERMISSION_DENIED"
    conversation.refresh_from_db()
    assert conversation.metadata == {}


def test_a_member_of_the_group_sets_it_and_runs_on_it(llm_server, restricted, analysts):
    conversation = ConversationFactory()
    conversation.owner.groups.add(analysts)
    agent_mode_for(conversation.owner)
    api = token_client(conversation.owner)
    assert api.patch(f"/api_v1/conversations/{conversation.pk}/", {"metadata": {"llm_profile": "premium"}},
                     format="json").status_code == 200
    llm_server.script("premium", llm.text("Premium answer."))
    started = api.post(f"/api_v1/conversations/{conversation.pk}/messages", {"text": "Hi"}, format="json")
    assert started.status_code == 201
    assert wait_for_run(started.json()["run"]["id"]).answer == "Premium answer."


def test_a_start_on_a_profile_out_of_reach_is_refused(llm_server, restricted):
    conversation = conversation_on(restricted)  # set before the profile was limited, or by an admin
    response = token_client(conversation.owner).post(f"/api_v1/conversations/{conversation.pk}/messages",
                                                     {"text": "Hi"}, format="json")
    assert response.status_code == 403 and response.json()["code"] == "PERMISSION_DENIED"
    assert not Run.objects.exists() and not llm_server.requests_for("premium")


def test_an_agent_preferring_a_profile_out_of_reach_is_refused_at_start(restricted):
    conversation = ConversationFactory()
    agent = AgentFactory(owner=conversation.owner, preferred_model="premium")
    with pytest.raises(ApplicationError) as refused:
        turn_start(user=conversation.owner, conversation=conversation, text="Hi", agent=agent)
    assert refused.value.code == "PERMISSION_DENIED" and not Run.objects.exists()


def test_an_agent_cannot_be_set_to_prefer_a_profile_out_of_reach(restricted, analysts):
    agent = AgentFactory()
    api = token_client(agent.owner)
    refused = api.patch(f"/api_v1/agents/{agent.pk}/", {"preferred_model": "premium"}, format="json")
    assert refused.status_code == 403 and refused.json()["code"] == "PERMISSION_DENIED"
    agent.owner.groups.add(analysts)
    assert api.patch(f"/api_v1/agents/{agent.pk}/", {"preferred_model": "premium"}, format="json").status_code == 200


def test_a_profile_without_groups_is_for_everyone(llm_server):
    conversation = ConversationFactory()
    scripted_profile(llm_server, name="open", model="open")
    response = token_client(conversation.owner).patch(f"/api_v1/conversations/{conversation.pk}/",
                                                      {"metadata": {"llm_profile": "open"}}, format="json")
    assert response.status_code == 200


def test_message_starts_are_throttled_per_user(monkeypatch):
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {**ScopedRateThrottle.THROTTLE_RATES,
                                                               "message_start": "2/min"})
    conversation = ConversationFactory()
    api = token_client(conversation.owner)
    url = f"/api_v1/conversations/{conversation.pk}/messages"
    answers = [api.post(url, {"text": ""}, format="json") for _ in range(3)]  # refused starts count too
    assert [a.status_code for a in answers] == [400, 400, 429]
    assert answers[2].json()["code"] == "THROTTLED" and int(answers[2]["Retry-After"]) > 0
    assert api.get(url).status_code == 200  # reading the transcript is not a start
    other = ConversationFactory()
    assert token_client(other.owner).post(f"/api_v1/conversations/{other.pk}/messages", {"text": ""},
                                          format="json").status_code == 400
