import itertools
import subprocess
import sys
import time

import httpx
import pytest
from waffle.models import Flag, Switch

from lantide.features import (
    FEATURE_AGENT_MODE,
    FEATURE_AGENTS,
    FeatureSet,
    afeature_enabled,
    feature_enabled,
)
from lantide.services import preferences_update
from tests.factories import DEFAULT_PASSWORD, UserFactory
from tests.gates import set_flag_everyone, set_switch
from tests.servers import ROOT, DaphneProcess, server_env

# ARCHITECTURE §5, written out independently: (kill switch on, admin default on, user choice) -> gate.
AGENT_MODE_TRUTH_TABLE = {
    (True, True, None): True,
    (True, False, None): False,
    (True, True, True): True,
    (True, False, True): True,
    (True, True, False): False,
    (True, False, False): False,
    (False, True, None): False,
    (False, False, None): False,
    (False, True, True): False,
    (False, False, True): False,
    (False, True, False): False,
    (False, False, False): False,
}


def test_migrations_create_the_gates_with_their_defaults(db):
    assert Switch.objects.get(name="EnableAgentMode").active is True
    assert Switch.objects.get(name="EnableAgentModeDefault").active is False
    assert Flag.objects.filter(name="enableAgents").exists()


@pytest.mark.parametrize(("switch_on", "default_on", "choice"), list(itertools.product(
    (True, False), (True, False), (None, True, False))))
def test_agent_mode_gate_truth_table(alice, switch_on, default_on, choice):
    set_switch("EnableAgentMode", switch_on)
    set_switch("EnableAgentModeDefault", default_on)
    if choice is not None:
        preferences_update(user=alice, changes={"beta_agent_mode": choice})
    assert feature_enabled(alice, FEATURE_AGENT_MODE) is AGENT_MODE_TRUTH_TABLE[(switch_on, default_on, choice)]


def test_truth_table_covers_every_combination():
    assert set(AGENT_MODE_TRUTH_TABLE) == set(itertools.product((True, False), (True, False), (None, True, False)))


def test_anonymous_user_has_no_features(db):
    from django.contrib.auth.models import AnonymousUser

    assert feature_enabled(AnonymousUser(), FEATURE_AGENT_MODE) is False


def test_unknown_feature_is_a_programming_error(alice):
    with pytest.raises(KeyError):
        feature_enabled(alice, "noSuchFeature")


def test_agents_flag_follows_waffle_for_the_user(alice):
    assert feature_enabled(alice, FEATURE_AGENTS) is True
    set_flag_everyone("enableAgents", False)
    assert feature_enabled(alice, FEATURE_AGENTS) is False


@pytest.mark.django_db(transaction=True)
async def test_async_callers_get_the_same_answer():
    from asgiref.sync import sync_to_async

    user = await sync_to_async(UserFactory)(username="carol")
    assert await afeature_enabled(user, FEATURE_AGENT_MODE) is False
    await sync_to_async(preferences_update)(user=user, changes={"beta_agent_mode": True})
    assert await afeature_enabled(user, FEATURE_AGENT_MODE) is True


def test_feature_set_resolves_every_gate_once(alice):
    preferences_update(user=alice, changes={"beta_agent_mode": True})
    assert FeatureSet.for_user(alice) == FeatureSet(agent_mode=True, agents=True)


def test_a_deleted_gate_falls_back_to_its_documented_default(alice):
    Switch.objects.filter(name__in=["EnableAgentMode", "EnableAgentModeDefault"]).delete()
    Flag.objects.filter(name="enableAgents").delete()
    from django.core.cache import cache

    cache.clear()
    preferences_update(user=alice, changes={"beta_agent_mode": True})
    assert feature_enabled(alice, FEATURE_AGENT_MODE) is True
    assert feature_enabled(alice, FEATURE_AGENTS) is True



@pytest.mark.django_db(transaction=True)
def test_the_kill_switch_flipped_from_another_process_holds_in_a_running_server_within_a_second(alice):
    """`manage.py waffle_switch` is another process: a running server (its own gate cache, or Redis's) obeys it
    within a second of the command, with no restart. Before, its cache kept the old gate for minutes."""
    set_switch("EnableAgentMode", True)  # a transactional test's database lost the migrations' rows
    preferences_update(user=alice, changes={"beta_agent_mode": True})
    server = DaphneProcess()
    try:
        client = httpx.Client(base_url=server.url, timeout=10)
        client.get("/accounts/login/")
        client.post("/accounts/login/", data={"username": "alice", "password": DEFAULT_PASSWORD,
                                              "csrfmiddlewaretoken": client.cookies["csrftoken"]})
        assert 'id="smart-routing"' in client.get("/settings/").text  # the server has read (and cached) the gate
        flipped = subprocess.run([sys.executable, "manage.py", "waffle_switch", "EnableAgentMode", "off"], cwd=ROOT,
                                 env=server_env(), capture_output=True, text=True, timeout=60)
        assert flipped.returncode == 0, flipped.stderr
        turned_off_at = time.monotonic()
        while 'id="agent-mode-disabled"' not in client.get("/settings/").text:
            assert time.monotonic() - turned_off_at < 1.5, "the server still serves the old gate"
            time.sleep(0.05)
    finally:
        server.stop()
