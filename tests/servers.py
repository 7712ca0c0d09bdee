"""A real daphne process serving Lantide on a free port, against the test database and data dir."""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.db import connection

from tests.processes import LoggedProcess, accepts_connections, free_port
from workspaces.query.warehouse import close_all_warehouses

ROOT = Path(__file__).resolve().parents[1]


def database_url_for_subprocess() -> str:
    db = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite:///{db['NAME']}"
    return f"postgres://{db['USER']}:{db['PASSWORD'] or ''}@{db['HOST']}:{db['PORT']}/{db['NAME']}"


def server_env(extra_env: dict | None = None) -> dict:
    """The environment of a server subprocess: this test's database, data dir and secret key, and (inherited)
    its settings module, so the server checks the passwords the tests set."""
    return {**os.environ, "DATABASE_URL": database_url_for_subprocess(),
            "LANTIDE_DATA_DIR": str(settings.LANTIDE_DATA_DIR),
            # The same key as this process, so sessions made here (force_login) are valid there.
            "DJANGO_SECRET_KEY": settings.SECRET_KEY, **(extra_env or {})}


class RunWorkerProcess(LoggedProcess):
    """`manage.py runworker lantide-runs`, the scaled-out shape's run executor."""

    def __init__(self, *, extra_env: dict | None = None):
        super().__init__("runworker", ["manage.py", "runworker", "lantide-runs"], cwd=ROOT, env=server_env(extra_env),
                         log_path=Path(settings.LANTIDE_DATA_DIR) / f"runworker-{free_port()}.log")


class DaphneProcess(LoggedProcess):
    """The server as `make run` starts it (`python -m lantide.serve`), or plain daphne (`server_module`)."""

    def __init__(self, *, extra_env: dict | None = None, server_module: str = "lantide.serve",
                 application: str = "lantide.asgi:application"):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        super().__init__("daphne", ["-m", server_module, "-b", "127.0.0.1", "-p", str(self.port), application],
                         cwd=ROOT, env=server_env(extra_env),
                         log_path=Path(settings.LANTIDE_DATA_DIR) / f"daphne-{self.port}.log")
        self.wait_until(self._answers, timeout=30)

    test_log_start = 0

    def test_log(self) -> str:
        """What the server logged since the running test began (a shared server's log spans many tests)."""
        with self.log_path.open() as log:
            log.seek(self.test_log_start)
            return log.read()

    def _answers(self) -> bool:
        try:
            httpx.get(f"{self.url}/accounts/login/", timeout=1)
        except httpx.HTTPError:
            return False
        return True


class RedisProcess(LoggedProcess):
    """A Redis of the test's own (no persistence), which it can take down and bring back on the same port."""

    def __init__(self, port: int | None = None):
        self.port = port or free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        super().__init__("redis", ["--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
                                   "--appendonly", "no"], program=shutil.which("redis-server") or "redis-server",
                         cwd=ROOT, env=dict(os.environ),
                         log_path=Path(settings.LANTIDE_DATA_DIR) / f"redis-{self.port}.log")
        self.wait_until(lambda: accepts_connections(self.port), timeout=10)


class PostgresProcess:
    """A PostgreSQL server of the test's own (a fresh cluster in a temporary directory, no fsync), which it can
    take down and bring back on the same port. PostgreSQL refuses to run as root: as root, it runs as the
    `postgres` user, as the system's own cluster does."""

    def __init__(self):
        self.port = free_port()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/lantide"
        self.directory = Path(tempfile.mkdtemp(prefix="lantide-pg-"))
        self.log_path = Path(settings.LANTIDE_DATA_DIR) / f"postgres-{self.port}.log"
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres")
        self._as_owner("initdb", "--no-sync", "--auth=trust", "--username=postgres", "-D", str(self.directory / "data"))
        self.start()
        self._as_owner("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "lantide")

    def _as_owner(self, program: str, *args: str, check: bool = True) -> None:
        bindir = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True, check=True).stdout.strip()
        command = [str(Path(bindir) / program), *args]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120)
        assert result.returncode == 0 or not check, f"{program} failed: {result.stdout}{result.stderr}"

    def start(self) -> None:
        options = f"-p {self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={self.directory} " \
                  "-c fsync=off -c full_page_writes=off"
        self._as_owner("pg_ctl", "start", "-w", "-D", str(self.directory / "data"), "-o", options,
                       "-l", str(self.directory / "server.log"))

    def stop(self) -> None:
        """A fast shutdown: every session is ended at once, as in a restart or a failover."""
        self._as_owner("pg_ctl", "stop", "-w", "-m", "fast", "-D", str(self.directory / "data"))

    def remove(self) -> None:
        self._as_owner("pg_ctl", "stop", "-w", "-m", "immediate", "-D", str(self.directory / "data"), check=False)
        shutil.copyfile(self.directory / "server.log", self.log_path)
        shutil.rmtree(self.directory, ignore_errors=True)


@pytest.fixture
def own_postgres():
    postgres = PostgresProcess()
    yield postgres
    postgres.remove()


@pytest.fixture
def own_redis():
    redis = RedisProcess()
    yield redis
    redis.stop()


class SharedServers:
    """Daphne processes kept for the whole session, one per extra environment, serving the session's shared data
    dir: starting one costs seconds (Django, litellm), and a hundred tests each started their own. Between tests,
    `settle` makes a kept server forget the last one and stop sweeping, `begin` (in `get`) has it sweep again
    (tests/server_app.py): only the running test's server sweeps. A test may still stop its server (to read the
    workspace files it wrote, or to test a restart): the next test that asks for one gets a new one."""

    APPLICATION = "tests.server_app:application"
    KEPT = 3  # at most this many environments' servers alive at once (most tests share the default one)

    def __init__(self, data_dir: Path):
        self.data_dir = data_dir
        self._servers: dict[tuple, DaphneProcess] = {}

    def get(self, extra_env: dict | None = None) -> DaphneProcess:
        key = tuple(sorted((extra_env or {}).items()))
        server = self._servers.pop(key, None)
        if server is not None and server.process.poll() is not None:
            server = None
        if server is None:
            while len(self._servers) >= self.KEPT:
                self._servers.pop(next(iter(self._servers))).stop()
            server = DaphneProcess(extra_env=extra_env, application=self.APPLICATION)
            server.kept = True  # started by a test, kept for the next ones: no test's leftover
        self._servers[key] = server  # most recently used last
        response = httpx.post(f"{server.url}/__tests__/begin", timeout=30)
        assert response.status_code == 200, f"the shared server did not begin: {response.text}"
        return server

    @staticmethod
    def settle(server: DaphneProcess) -> None:
        if server.process.poll() is not None:
            return
        response = httpx.post(f"{server.url}/__tests__/settle", timeout=60)
        log = server.test_log()[-6000:]
        assert response.status_code == 200, f"the shared server did not settle: {response.text}\nits log:\n{log}"

    def stop_all(self) -> None:
        for server in self._servers.values():
            server.stop()
        self._servers.clear()


@pytest.fixture(scope="session")
def shared_servers(django_db_setup, tmp_path_factory):
    """Requested (through a shared server fixture) by a test, it also makes the test's data dir the shared one
    (tests/conftest.py, isolated_data_dir): the server reads the files the test writes."""
    servers = SharedServers(tmp_path_factory.mktemp("shared-server-data"))
    yield servers
    servers.stop_all()


FAILURE_SIGNS = ("task.failed", "exception was never retrieved")  # a background task that failed


def shared_server(servers: SharedServers, extra_env: dict | None = None):
    """A kept daphne for one test (a generator for a fixture to yield from): the test's DuckDB files handed to it
    first, the server settled after."""
    close_all_warehouses()  # DuckDB files have one writer process: hand them to the server
    server = servers.get(extra_env)
    server.test_log_start = server.log_path.stat().st_size
    yield server
    servers.settle(server)
    failures = [line for line in server.test_log().splitlines() if any(sign in line for sign in FAILURE_SIGNS)]
    assert not failures, f"the server logged a failure during this test: {failures}"


@pytest.fixture
def daphne_server_env():
    """Extra environment for `daphne_server`; a test parametrizes it (e.g. a smaller upload limit)."""
    return {}


@pytest.fixture
def daphne_server(transactional_db, daphne_server_env, shared_servers):
    yield from shared_server(shared_servers, daphne_server_env)
