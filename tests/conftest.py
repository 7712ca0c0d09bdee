import asyncio
import logging
from pathlib import Path

import pytest
from asgiref.sync import sync_to_async
from django.core.cache import caches
from django.core.management import call_command
from django.db import connections
from rest_framework.test import APIClient

from agents.models import Conversation
from tests.factories import UserFactory, WorkspaceFactory, token_header
from tests.processes import LoggedProcess
from workspaces.models import Workspace
from workspaces.query.warehouse import close_all_warehouses

pytest_plugins = ["tests.llm_server", "tests.servers", "tests.invariants"]
logger = logging.getLogger(__name__)


@pytest.fixture(autouse=True, scope="session")
def close_async_test_connections(django_db_setup, django_db_blocker):
    """Async tests reach the ORM from sync_to_async's worker thread; close its connections before teardown. Runs
    also read on the loop's default executor, whose threads keep theirs (by design: a pool of reused connections),
    so on PostgreSQL those are ended too, or the test database could not be dropped."""
    yield
    asyncio.run(sync_to_async(connections.close_all)())
    with django_db_blocker.unblock():
        _end_other_sessions_of_this_database()


def _end_other_sessions_of_this_database() -> None:
    connection = connections["default"]
    if connection.vendor != "postgresql":
        return
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                       "WHERE datname = current_database() AND pid <> pg_backend_pid()")
    connection.close()


@pytest.fixture(autouse=True)
def isolated_data_dir(request, settings, tmp_path):
    """Every test gets its own data dir, so DuckDB files never leak between tests; but a test served by a kept
    server shares that server's (its workspaces' ids, never reused, keep their files apart)."""
    if "shared_servers" in request.fixturenames:
        settings.LANTIDE_DATA_DIR = request.getfixturevalue("shared_servers").data_dir
    else:
        settings.LANTIDE_DATA_DIR = tmp_path / "data"
        settings.LANTIDE_DATA_DIR.mkdir()
    for each in caches.all():
        each.clear()
    yield settings.LANTIDE_DATA_DIR
    close_all_warehouses()
    for each in caches.all():
        each.clear()


@pytest.fixture(autouse=True)
def no_server_outlives_its_test():
    """A server or worker a test started and did not stop (it failed before it could) is stopped with the test,
    never left running on the shared test database, where its sweeper would take the next tests' runs. Set up
    before the test's own fixtures, it is torn down after them: a fixture's processes are its own to stop, and
    the servers kept across tests (tests/servers.py, SharedServers) are kept."""
    mark = len(LoggedProcess.started)
    yield
    for leftover in LoggedProcess.alive_since(mark):
        logger.warning("test.process_left_running name=%s pid=%s", leftover.name, leftover.pid)
        leftover.stop()


@pytest.fixture
def demo_conversation(transactional_db):
    """A conversation of alice's on her seeded demo workspace (TPC-H and sales), as `make run` seeds it."""
    call_command("seed_demo", "--quiet")
    close_all_warehouses()
    workspace = Workspace.objects.get(name="Alice's demo")
    return Conversation.objects.create(owner=workspace.created_by, workspace=workspace, title="Demo")


@pytest.fixture
def alice(db):
    return UserFactory(username="alice")


@pytest.fixture
def bob(db):
    return UserFactory(username="bob")


@pytest.fixture
def alice_workspace(alice):
    return WorkspaceFactory(created_by=alice, name="Alice's workspace")


def token_client(user) -> APIClient:
    """An API client that authenticates the way outside programs do: with a token header."""
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=token_header(user)["Authorization"])
    return client


@pytest.fixture
def alice_api(alice):
    return token_client(alice)


@pytest.fixture
def bob_api(bob):
    return token_client(bob)


def pytest_collection_modifyitems(config, items):
    """Browser tests run last: Playwright's sync API keeps an event loop running in the main thread for the
    rest of the session, where async tests could no longer start theirs."""
    browser_dir = Path(__file__).resolve().parent / "browser"
    items.sort(key=lambda item: browser_dir in Path(str(item.fspath)).resolve().parents)
