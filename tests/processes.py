"""Child processes the tests and the benchmarks start (standard library only, so bench/ imports it too)."""

import socket
import subprocess
import sys
import time
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LoggedProcess:
    """`python <argv>` (or another program's) in `cwd`, its output in `log_path`; `stop` ends it and reaps it."""

    started: list["LoggedProcess"] = []  # every one, in order: a test's leftovers are those it started
    kept = False  # True for a server kept across tests on purpose (tests/servers.py, SharedServers)

    def __init__(self, name: str, argv: list[str], *, log_path: Path, cwd: Path, env: dict,
                 program: str = sys.executable):
        self.name, self.log_path = name, log_path
        self._log = log_path.open("a")
        self.process = subprocess.Popen([program, *argv], cwd=cwd, env=env, stdout=self._log,
                                        stderr=subprocess.STDOUT)
        LoggedProcess.started.append(self)

    @classmethod
    def alive_since(cls, mark: int) -> list["LoggedProcess"]:
        """The processes started after the first `mark` that still run, but for those kept across tests."""
        return [each for each in cls.started[mark:] if each.process.poll() is None and not each.kept]

    @property
    def pid(self) -> int:
        return self.process.pid

    def wait_until(self, ready, *, timeout: float) -> None:
        """Poll `ready()` (True, or an OSError while not yet) until it holds; the log's tail if the process dies."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited: {self.log_path.read_text()[-3000:]}")
            try:
                if ready():
                    return
            except OSError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"{self.name} did not start: {self.log_path.read_text()[-3000:]}")

    def kill(self) -> None:
        """SIGKILL, as a crash or an OOM kill ends a server: no cleanup of any kind. Reaped at once, as its
        supervisor would (until then the dead process still holds its pid)."""
        self.process.kill()
        self.process.wait()
        self._log.close()

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()  # reaped, not left a zombie
        self._log.close()


def accepts_connections(port: int) -> bool:
    socket.create_connection(("127.0.0.1", port), timeout=1).close()
    return True


def peak_rss_bytes(pid: int) -> int:
    """A process's peak resident set so far (VmHWM, Linux /proc)."""
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    return int(next(line for line in status if line.startswith("VmHWM:")).split()[1]) * 1024
