"""Processes for bench/stream_load.py: start a server on a free port, read its CPU time and RSS from /proc."""

import os
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(ROOT))  # tests/processes.py: the process handling the tests use too (standard library)
TICKS = os.sysconf("SC_CLK_TCK")

from tests.processes import LoggedProcess, accepts_connections, free_port, peak_rss_bytes  # noqa: E402,F401


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc; resolution 1/CLK_TCK)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError(f"no VmRSS for {pid}")


class ServerProcess(LoggedProcess):
    """A server process on a free port, logging to `log_dir`; returns once it accepts connections."""

    def __init__(self, name: str, argv: list[str], *, log_dir: Path, cwd: Path = BENCH,
                 env: dict | None = None):
        self.port = free_port()
        super().__init__(name, [arg.replace("{port}", str(self.port)) for arg in argv], cwd=cwd,
                         env={**os.environ, **(env or {})}, log_path=log_dir / f"{name}-{self.port}.log")
        self.wait_until(lambda: accepts_connections(self.port), timeout=60)


def daphne(name: str, app: str, *, log_dir: Path, cwd: Path, env: dict | None = None,
           module: str = "daphne") -> ServerProcess:
    """`python -m daphne … app`, or Lantide's own server (`module="lantide.serve"`, daphne's arguments)."""
    return ServerProcess(name, ["-m", module, "-b", "127.0.0.1", "-p", "{port}", app], log_dir=log_dir,
                         cwd=cwd, env=env)
