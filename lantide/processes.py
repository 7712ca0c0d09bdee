"""Which process does a piece of durable work (a run, a bundle operation), and whether that process is gone:
one identity per process, `<host>:<pid>:<boot>`, stored with the work it claims."""

import os
import socket
import uuid

HOST = socket.gethostname()
BOOT = uuid.uuid4().hex[:8]  # a pid reused after a restart is another process


def executor_identity() -> str:
    return f"{HOST}:{os.getpid()}:{BOOT}"


def executor_is_gone(executor: str) -> bool:
    """Certain only on this host: the process that claimed the work no longer exists (or was an earlier boot of
    this one). Another host's work is never judged gone from here."""
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
