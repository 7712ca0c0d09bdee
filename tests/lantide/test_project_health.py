"""Checks on the project as a whole: migrations, deploy settings, cheap imports, the channel layer."""

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest
from channels.layers import get_channel_layer
from django.core.management import call_command

from lantide.channel_layers import InMemoryChannelLayer

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.django_db
def test_models_and_migrations_agree():
    call_command("makemigrations", "--check", "--dry-run", verbosity=0)


def run_manage(*args, env_overrides: dict) -> subprocess.CompletedProcess:
    env = {**os.environ, **env_overrides}
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_deploy_check_is_clean_with_production_settings(tmp_path):
    production = {
        "DJANGO_SECRET_KEY": "x" * 30 + "a-long-random-production-secret-value-0123456789",
        "DJANGO_DEBUG": "false", "DJANGO_SECURE": "true", "DJANGO_ALLOWED_HOSTS": "lantide.example.com",
        "LANTIDE_DATA_DIR": str(tmp_path),
    }
    result = run_manage("check", "--deploy", "--fail-level", "WARNING", env_overrides=production)
    assert result.returncode == 0, result.stdout + result.stderr


def test_embedded_default_makes_a_private_secret_key_once(tmp_path):
    code = "from django.conf import settings; print(settings.SECRET_KEY)"
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SECRET_KEY"}
    env.update(LANTIDE_DATA_DIR=str(tmp_path), DJANGO_SETTINGS_MODULE="lantide.settings")
    keys = [subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=120).stdout.strip() for _ in range(2)]
    assert keys[0] == keys[1] and len(keys[0]) >= 50
    assert (tmp_path / "secret_key").stat().st_mode & 0o777 == 0o600


def test_serving_does_not_import_litellm(tmp_path):
    code = "import lantide.asgi, sys; print('litellm' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env={**os.environ, "LANTIDE_DATA_DIR": str(tmp_path)})
    assert result.stdout.strip() == "False", result.stderr


def test_a_server_loads_the_model_client_in_the_background_after_its_first_request(daphne_server):
    """DaphneProcess has fetched the login page, answered before litellm was imported (the test above)."""
    daphne_server.wait_until(lambda: "llm.client.ready" in daphne_server.log_path.read_text(), timeout=120)
    assert "warm_up_failed" not in daphne_server.log_path.read_text()


def test_litellm_uses_the_local_cost_map():
    assert os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] == "True"


def test_channel_layer_matches_the_environment():
    layer = get_channel_layer()
    expected = "RedisChannelLayer" if os.environ.get("REDIS_URL") else "InMemoryChannelLayer"
    assert type(layer).__name__ == expected


@pytest.mark.django_db(transaction=True)
async def test_channel_layer_delivers_a_group_message():
    layer = get_channel_layer()
    channel = await layer.new_channel()
    await layer.group_add("health-check", channel)
    await layer.group_send("health-check", {"type": "ping", "payload": {"n": 1}})
    assert await layer.receive(channel) == {"type": "ping", "payload": {"n": 1}}
    await layer.group_discard("health-check", channel)


def test_database_matches_the_environment():
    from django.db import connection

    expected = "postgresql" if os.environ.get("DATABASE_URL", "").startswith("postgres") else "sqlite"
    assert connection.vendor == expected


async def test_the_embedded_layer_still_expires_messages_but_sweeps_at_most_once_an_interval():
    layer = InMemoryChannelLayer(expiry=0.05)
    layer.sweep_interval = 3600
    await layer.send("stale.channel", {"type": "old"})
    await layer.send("live.channel", {"type": "first"})
    assert await layer.receive("live.channel") == {"type": "first"}  # the first receive sweeps (nothing old yet)
    await asyncio.sleep(0.1)
    await layer.send("live.channel", {"type": "second"})
    assert await layer.receive("live.channel") == {"type": "second"}
    assert "stale.channel" in layer.channels, "no second sweep within the interval"
    layer._next_sweep = 0.0
    await layer.send("live.channel", {"type": "third"})
    assert await layer.receive("live.channel") == {"type": "third"}
    assert "stale.channel" not in layer.channels, "an expired message is swept once the interval is over"
