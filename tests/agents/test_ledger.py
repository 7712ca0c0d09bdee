"""A successful step's ledger rows are written behind its answer, after its cache table; readers wait for them."""

import logging
import threading

import pytest
from django.db import connections, transaction

from agents import ledger
from agents.models import QueryStep
from agents.query_steps import query_step_run
from agents.services import conversation_fork
from tests.factories import ConversationFactory
from workspaces.models import CacheTable
from workspaces.query import cache_registry
from workspaces.query.warehouse import close_all_warehouses, warehouse_for


def _seeded():
    conversation = ConversationFactory()
    warehouse = warehouse_for(workspace_id=conversation.workspace_id)
    with warehouse.cursor() as cur:
        cur.execute("CREATE TABLE sales AS SELECT range AS id, range % 7 AS region FROM range(700)")
    warehouse.tables_changed()
    return conversation, warehouse


def _thread(work) -> threading.Thread:
    def run():
        try:
            work()
        finally:
            connections.close_all()

    thread = threading.Thread(target=run)
    thread.start()
    return thread


def _table_exists(warehouse, name: str) -> bool:
    with warehouse.writer_cursor() as cur:  # does not settle: what is written so far
        return cur.execute("SELECT count(*) FROM duckdb_tables() WHERE table_name = ?", [name]).fetchall() == [(1,)]


@pytest.mark.django_db(transaction=True)
def test_the_answer_comes_before_the_ledger_rows_and_readers_wait_for_them():
    conversation, warehouse = _seeded()
    with warehouse.write_lock:  # the writer thread cannot write the table while the test holds its lock
        answer = query_step_run(workspace=conversation.workspace, conversation=conversation,
                                sql="SELECT region, count(*) AS n FROM sales GROUP BY 1", title="by region")
        assert answer["row_count"] == 7 and answer["step"] == 1
        assert not QueryStep.objects.filter(conversation=conversation).exists()
        assert not CacheTable.objects.filter(name=answer["cache"]).exists(), "registered before its table exists"
        assert not _table_exists(warehouse, answer["cache"])
        read = {}
        reader = _thread(lambda: read.update(steps=ledger.query_steps_of(conversation=conversation)))
        reader.join(timeout=0.5)
        assert reader.is_alive(), "a ledger reader must wait for the rows still being written"
    reader.join(timeout=20)
    assert [(s.number, s.cache_name, s.status, s.rows) for s in read["steps"]] == [
        (1, answer["cache"], "success", 7)]
    cache = cache_registry.caches_for_user(user=conversation.owner, workspace=conversation.workspace).get()
    assert (cache.name, cache.title, cache.row_count, cache.source_tables) == (answer["cache"], "by region", 7,
                                                                                ["sales"])
    assert _table_exists(warehouse, answer["cache"])


@pytest.mark.django_db(transaction=True)
def test_the_next_step_sees_the_previous_one_for_its_optimization_hint():
    conversation, warehouse = _seeded()
    sql = "SELECT count(*) AS n FROM sales"
    first = query_step_run(workspace=conversation.workspace, conversation=conversation, sql=sql)
    second = query_step_run(workspace=conversation.workspace, conversation=conversation, sql=sql)
    assert first["optimization_hint"] is None
    assert second["optimization_hint"].startswith(f"{first['cache']} already holds this result")
    assert [s.number for s in ledger.query_steps_of(conversation=conversation)] == [1, 2]


@pytest.mark.django_db(transaction=True)
def test_a_ledger_write_that_fails_behind_the_answer_is_logged_and_readers_go_on(monkeypatch, caplog):
    conversation, warehouse = _seeded()

    def broken(**kwargs):
        raise RuntimeError("the database went away")

    monkeypatch.setattr("agents.query_steps._record_success", broken)
    with caplog.at_level(logging.ERROR, logger="workspaces.query.cache_writer"):
        answer = query_step_run(workspace=conversation.workspace, conversation=conversation, sql="SELECT 1 AS one")
        assert ledger.query_steps_of(conversation=conversation) == []
    assert answer["rows"] == [[1]]
    assert [r.message for r in caplog.records] == ["workspace.cache.then_failed"]
    assert _table_exists(warehouse, answer["cache"]), "the cache table itself is written"


@pytest.mark.django_db
def test_inside_a_callers_transaction_the_rows_go_in_line_with_it():
    conversation, warehouse = _seeded()
    with transaction.atomic():
        answer = query_step_run(workspace=conversation.workspace, conversation=conversation,
                                sql="SELECT id FROM sales WHERE id < 3")
        assert QueryStep.objects.filter(conversation=conversation, number=answer["step"]).exists()
        assert CacheTable.objects.filter(name=answer["cache"]).exists()
    warehouse.caches.settle()
    assert _table_exists(warehouse, answer["cache"])


@pytest.mark.django_db(transaction=True)
def test_a_fork_right_after_a_step_waits_for_its_rows_and_copies_them():
    conversation, warehouse = _seeded()
    forked = {}
    with warehouse.write_lock:
        answer = query_step_run(workspace=conversation.workspace, conversation=conversation,
                                sql="SELECT max(id) AS top FROM sales")
        conversation.refresh_from_db()
        forking = _thread(lambda: forked.update(fork=conversation_fork(user=conversation.owner,
                                                                       conversation=conversation)))
        forking.join(timeout=0.5)
        assert forking.is_alive(), "the fork waits for the step's rows"
    forking.join(timeout=20)
    fork = forked["fork"]
    assert list(fork.query_steps.values_list("number", "cache_name")) == [(answer["step"], answer["cache"])]
    assert fork.next_step_number == answer["step"] + 1


@pytest.mark.django_db(transaction=True)
def test_with_shared_files_the_rows_go_in_line_and_their_failure_reaches_the_caller(settings, monkeypatch):
    close_all_warehouses()
    settings.LANTIDE_DUCKDB_SHARED_FILES = True
    try:
        conversation, warehouse = _seeded()
        answer = query_step_run(workspace=conversation.workspace, conversation=conversation, sql="SELECT 2 AS two")
        assert QueryStep.objects.filter(conversation=conversation, number=answer["step"]).exists()
        assert CacheTable.objects.filter(name=answer["cache"]).exists()
        assert _table_exists(warehouse, answer["cache"]), "written before the answer: another process may read it"

        def broken(**kwargs):
            raise RuntimeError("the database went away")

        monkeypatch.setattr("agents.query_steps._record_success", broken)
        with pytest.raises(RuntimeError, match="went away"):
            query_step_run(workspace=conversation.workspace, conversation=conversation, sql="SELECT 3 AS three")
        warehouse.caches.settle()  # nothing left pending after the failure
    finally:
        close_all_warehouses()
