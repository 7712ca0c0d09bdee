"""A real daphne process serving Lantide on a free port, against the test database and data dir."""

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.db import connection

from workspaces.warehouse import close_all_warehouses

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def database_url_for_subprocess() -> str:
    db = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite:///{db['NAME']}"
    return f"postgres://{db['USER']}:{db['PASSWORD'] or ''}@{db['HOST']}:{db['PORT']}/{db['NAME']}"


def server_env(extra_env: dict | None = None) -> dict:
    """The environment of a server subprocess: this test's database, data dir and secret key."""
    return {**os.environ, "DATABASE_URL": database_url_for_subprocess(),
            "LANTIDE_DATA_DIR": str(settings.LANTIDE_DATA_DIR), "DJANGO_SETTINGS_MODULE": "lantide.settings",
            # The same key as this process, so sessions made here (force_login) are valid there.
            "DJANGO_SECRET_KEY": settings.SECRET_KEY, **(extra_env or {})}


class _Subprocess:
    process: subprocess.Popen
    _log: object

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()  # reaped, not left a zombie for the rest of the session
        self._log.close()


class RunWorkerProcess(_Subprocess):
    """`manage.py runworker lantide-runs`, the scaled-out shape's run executor."""

    def __init__(self, *, extra_env: dict | None = None):
        self.log_path = Path(settings.LANTIDE_DATA_DIR) / f"runworker-{free_port()}.log"
        self._log = self.log_path.open("w")
        self.process = subprocess.Popen([sys.executable, "manage.py", "runworker", "lantide-runs"], cwd=ROOT,
                                        env=server_env(extra_env), stdout=self._log, stderr=subprocess.STDOUT)


class DaphneProcess(_Subprocess):
    def __init__(self, *, extra_env: dict | None = None):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = server_env(extra_env)
        self.log_path = Path(settings.LANTIDE_DATA_DIR) / f"daphne-{self.port}.log"
        self._log = self.log_path.open("w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(self.port), "lantide.asgi:application"],
            cwd=ROOT, env=env, stdout=self._log, stderr=subprocess.STDOUT)
        self._wait_until_up()

    def _wait_until_up(self, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"daphne exited: {self.log_path.read_text()[-2000:]}")
            try:
                httpx.get(f"{self.url}/accounts/login/", timeout=1)
                return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError(f"daphne did not start: {self.log_path.read_text()[-2000:]}")


@pytest.fixture
def daphne_server(transactional_db):
    close_all_warehouses()
    server = DaphneProcess()
    yield server
    server.stop()
