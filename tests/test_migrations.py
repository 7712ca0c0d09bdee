"""The apps' boundaries in their models and migrations (the one-way layers issue): the core app and the workspaces app
keep no key into an app above them, and a database migrated before the ledger moved to the agents app keeps its
steps, its caches (now owned by their conversation's owner), its knowledge and its audit log."""

import subprocess
import sys

import pytest
from django.apps import apps
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from agents.models import QueryStep
from lantide.models import AuditEvent
from tests.servers import ROOT, server_env
from workspaces.models import CacheTable, KnowledgeItem

# Which apps each of ours may point at: an app only at those below it (users come from django.contrib.auth).
BELOW = {"lantide": set(), "workspaces": {"lantide"}, "agents": {"lantide", "workspaces"},
         "reports": {"lantide", "workspaces", "agents"}}
BEFORE_THE_MOVE = [("agents", "0007_durable_runs"), ("workspaces", "0004_database_connections"),
                   ("lantide", "0005_drop_drf_tokens")]


@pytest.mark.parametrize("app_label", sorted(BELOW))
def test_no_model_points_at_an_app_above_its_own(app_label):
    upward = [f"{model.__name__}.{field.name} -> {field.related_model._meta.label}"
              for model in apps.get_app_config(app_label).get_models()
              for field in model._meta.get_fields()
              if field.is_relation and field.concrete and field.related_model is not None
              and field.related_model._meta.app_label in BELOW
              and field.related_model._meta.app_label not in BELOW[app_label] | {app_label}]
    assert upward == []


def test_manage_py_migrates_an_empty_database_and_leaves_nothing_to_make(tmp_path):
    """What an operator runs on a fresh install, in a process of its own (the suite's own database is made by the
    test runner, which could hide a migration that only works after another app's): the tests' settings on an empty
    SQLite file; then nothing is left unapplied and no model change lacks its migration."""
    env = {**server_env(), "DATABASE_URL": f"sqlite:///{tmp_path / 'empty.sqlite3'}",
           "DJANGO_SETTINGS_MODULE": "tests.settings"}
    for command in (["migrate", "--noinput"], ["migrate", "--check"], ["makemigrations", "--check", "--dry-run"]):
        done = subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == 0, f"manage.py {' '.join(command)}: {done.stdout[-2000:]}{done.stderr[-2000:]}"
    assert (tmp_path / "empty.sqlite3").stat().st_size > 0


@pytest.mark.django_db(transaction=True)
def test_a_database_from_before_the_ledger_moved_keeps_its_data():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE_THE_MOVE)
    old = executor.loader.project_state(BEFORE_THE_MOVE).apps
    made = _legacy_rows(old)
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    assert list(QueryStep.objects.filter(conversation_id=made["conversation"]).values_list("number", "sql")) == [
        (1, "SELECT 1"), (2, "SELECT 2")]
    assert sorted(CacheTable.objects.values_list("name", "owner_id", "conversation_id")) == [
        ("cache_mine_1", made["owner"], made["conversation"]), ("cache_shared_1", None, None)]
    assert list(KnowledgeItem.objects.values_list("conversation_id", "run_id")) == [(made["conversation"], made["run"])]
    assert list(AuditEvent.objects.filter(verb="old.event").values_list("workspace_id", flat=True)) == [
        made["workspace"]]
    assert "workspaces_querystep" not in connection.introspection.table_names()


def _legacy_rows(old) -> dict:
    """What a database of before the move held: a conversation with two ledger steps, its cache and a shared one,
    knowledge from its run, and an audit event of its workspace."""
    owner = old.get_model("auth", "User").objects.create(username="before")
    workspace = old.get_model("workspaces", "Workspace").objects.create(name="Before", created_by_id=owner.pk)
    conversation = old.get_model("agents", "Conversation").objects.create(owner_id=owner.pk, workspace=workspace)
    run = old.get_model("agents", "Run").objects.create(thread=conversation, status="success", query="q", last_seq=1)
    old.get_model("agents", "RunEvent").objects.create(run=run, seq=1, type="run_completed", ts=timezone.now(),
                                                       data={"status": "success"})
    steps = old.get_model("workspaces", "QueryStep")
    for number in (1, 2):
        steps.objects.create(conversation=conversation, number=number, sql=f"SELECT {number}", status="success")
    caches = old.get_model("workspaces", "CacheTable")
    caches.objects.create(workspace=workspace, conversation=conversation, name="cache_mine_1", sql="SELECT 1")
    caches.objects.create(workspace=workspace, conversation=None, name="cache_shared_1", sql="SELECT 2")
    old.get_model("workspaces", "KnowledgeItem").objects.create(workspace=workspace, text="A fact",
                                                                conversation=conversation, run=run)
    old.get_model("lantide", "AuditEvent").objects.create(actor_kind="system", verb="old.event", target_type="t",
                                                          target_id="1", workspace=workspace)
    return {"owner": owner.pk, "workspace": workspace.pk, "conversation": conversation.pk, "run": run.pk}
