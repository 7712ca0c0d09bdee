"""Which process runs a bundle operation, and whether it is gone (as the run recovery tells it of a run's
executor, `agents.runtime.recovery`; the bundles sit below the runtime's tools, so they keep their own)."""

import os
import socket
import uuid

HOST = socket.gethostname()
BOOT = uuid.uuid4().hex[:8]  # a pid reused after a restart is another process


def executor_identity() -> str:
    return f"{HOST}:{os.getpid()}:{BOOT}"


def executor_is_gone(executor: str) -> bool:
    """Certain only on this host: the process that started the operation no longer exists (or was an earlier
    boot of this one). Another host's operation is never judged gone from here."""
    host, _, rest = executor.partition(":")
    pid_text, _, boot = rest.partition(":")
    if host != HOST or not pid_text.isdigit():
        return False
    if int(pid_text) == os.getpid():
        return boot != BOOT
    try:
        os.kill(int(pid_text), 0)
    except ProcessLookupError:
        return True
    except PermissionError:  # alive, another user's
        return False
    return False
