"""Processes for bench/stream_load.py: start a server on a free port, read its CPU time and RSS from /proc."""

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
TICKS = os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc; resolution 1/CLK_TCK)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError(f"no VmRSS for {pid}")


class ServerProcess:
    """A server process on a free port, logging to `log_dir`; `up` waits until it accepts connections."""

    def __init__(self, name: str, argv: list[str], *, log_dir: Path, cwd: Path = BENCH,
                 env: dict | None = None):
        self.name, self.port = name, free_port()
        self.log_path = log_dir / f"{name}-{self.port}.log"
        self._log = self.log_path.open("w")
        argv = [arg.replace("{port}", str(self.port)) for arg in argv]
        self.process = subprocess.Popen([sys.executable, *argv], cwd=cwd, env={**os.environ, **(env or {})},
                                        stdout=self._log, stderr=subprocess.STDOUT)
        self._wait_until_listening()

    @property
    def pid(self) -> int:
        return self.process.pid

    def _wait_until_listening(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited: {self.log_path.read_text()[-3000:]}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"{self.name} did not start: {self.log_path.read_text()[-3000:]}")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._log.close()


def daphne(name: str, app: str, *, log_dir: Path, cwd: Path, env: dict | None = None) -> ServerProcess:
    return ServerProcess(name, ["-m", "daphne", "-b", "127.0.0.1", "-p", "{port}", app], log_dir=log_dir,
                         cwd=cwd, env=env)
