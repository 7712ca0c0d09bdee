"""Scaled out, several server processes use the same workspace files; DuckDB lets one process at a time open a
file for writing, so with LANTIDE_DUCKDB_SHARED_FILES each process holds a file only while it uses it."""

import subprocess
import sys
from types import SimpleNamespace

import httpx
import pytest

from agents.runtime.context import RunContext
from agents.runtime.tool_execution import PlannedCall, run_one
from agents.runtime.tools import REGISTRY
from agents.models import QueryStep
from lantide.features import FeatureSet
from tests.conftest import token_client
from tests.factories import ConversationFactory, token_header
from tests.servers import DaphneProcess
from workspaces.query.warehouse import close_all_warehouses, warehouse_for


@pytest.fixture
def shared_files(settings):
    close_all_warehouses()
    settings.LANTIDE_DUCKDB_SHARED_FILES = True
    yield
    close_all_warehouses()


@pytest.fixture
def other_process(transactional_db, shared_files):
    server = DaphneProcess(extra_env={"LANTIDE_DUCKDB_SHARED_FILES": "1"})
    yield server
    server.stop()


def _count(warehouse, table: str) -> int:
    with warehouse.cursor() as cur:
        return cur.execute(f"SELECT count(*) FROM {table}").fetchall()[0][0]


def test_a_shared_file_is_held_only_while_a_cursor_is_open(db, shared_files):
    warehouse = warehouse_for(workspace_id=ConversationFactory().workspace_id)
    with warehouse.cursor() as cur:
        cur.execute("CREATE TABLE t AS SELECT range AS n FROM range(10)")
        assert warehouse._connection is not None
    assert warehouse._connection is None, "the file was kept after the last cursor closed"
    assert _count(warehouse, "t") == 10


def test_two_server_processes_take_turns_on_one_workspace_file(other_process):
    conversation = ConversationFactory()
    warehouse = warehouse_for(workspace_id=conversation.workspace_id)
    with warehouse.cursor() as cur:  # this process writes first ...
        cur.execute("CREATE TABLE sales AS SELECT range AS id, range % 7 AS region FROM range(1000)")
    with httpx.Client(base_url=other_process.url, headers=token_header(conversation.owner), timeout=60) as api:
        for _ in range(3):  # ... then the other process and this one alternate, each seeing the other's writes
            response = api.post(f"/api_v1/conversations/{conversation.pk}/sql",
                                json={"sql": "SELECT region, count(*) AS n FROM sales GROUP BY 1 ORDER BY 1"})
            assert response.status_code == 201, response.text
            cache = response.json()["cache"]
            assert _count(warehouse, cache) == 7, "this process reads the cache the other one wrote"
            with warehouse.cursor() as cur:
                cur.execute("INSERT INTO sales SELECT range + 1000, 0 FROM range(7)")
        tables = api.get(f"/api_v1/workspaces/{conversation.workspace_id}/tables/")
        assert tables.status_code == 200, tables.text
    assert _count(warehouse, "sales") == 1021


@pytest.fixture
def file_held_elsewhere(db, shared_files, monkeypatch):
    """Another process holds the workspace's file for good; this one waits a moment instead of 30 s."""
    monkeypatch.setattr("workspaces.query.warehouse.FILE_WAIT_SECONDS", 0.3)
    conversation = ConversationFactory()
    warehouse = warehouse_for(workspace_id=conversation.workspace_id)
    with warehouse.cursor() as cur:
        cur.execute("CREATE TABLE sales AS SELECT range AS id FROM range(5)")
    holder = subprocess.Popen(
        [sys.executable, "-c", "import duckdb, sys, time; c = duckdb.connect(sys.argv[1]); print('held', flush=True); "
                               "time.sleep(120)", str(warehouse.path)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    yield conversation
    holder.kill()
    holder.wait()


def test_a_file_kept_busy_past_the_wait_is_a_503_with_a_stable_code_on_every_path(file_held_elsewhere):
    conversation = file_held_elsewhere
    api = token_client(conversation.owner)
    tables = api.get(f"/api_v1/workspaces/{conversation.workspace_id}/tables/")
    busy = {"code": "QUERY_TIMEOUT", "detail": "The workspace's data stayed busy in another server process; "
                                               "try again in a moment."}
    assert (tables.status_code, tables.json()) == (503, busy)
    ran = api.post(f"/api_v1/conversations/{conversation.pk}/sql", {"sql": "SELECT count(*) FROM sales"},
                   format="json")
    assert (ran.status_code, ran.json()) == (503, busy)
    step = QueryStep.objects.get(conversation=conversation)
    assert (step.status, step.error) == ("error", busy["detail"]), "the failed step is in the ledger"


async def test_the_agent_reads_a_busy_file_as_an_error_with_its_code(file_held_elsewhere):
    conversation = file_held_elsewhere
    ctx = RunContext(user=conversation.owner, workspace=conversation.workspace, conversation=conversation,
                     run=SimpleNamespace(pk="run-1"), mode="agent", features=FeatureSet(agent_mode=True, agents=True))
    planned = PlannedCall(call_id="c1", name="show_tables", arguments={}, raw_arguments="{}",
                          tool=REGISTRY["show_tables"])
    await run_one(ctx, planned)
    assert planned.result is None and planned.error.code == "QUERY_TIMEOUT"
    assert "busy in another server process" in planned.error.message
