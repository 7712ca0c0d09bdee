"""Run as a separate process: answer a stored interrupt and wait for the resumed run to end.

Used by the durability test, as `python -m tests.agents.runtime.answer_in_fresh_process` (so the tests'
settings import): a new interpreter, a new event loop and a new database connection.
"""

import os
import sys
import time

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
django.setup()

from agents.models import Interrupt, Run  # noqa: E402
from agents.services import interrupt_answer  # noqa: E402


def main(interrupt_id: str, answer: str) -> int:
    interrupt = Interrupt.objects.select_related("thread__owner").get(pk=interrupt_id)
    run = interrupt_answer(user=interrupt.thread.owner, interrupt_id=interrupt_id, answer=answer)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        status = Run.objects.get(pk=run.pk).status
        if status not in ("pending", "running"):
            print(f"{run.pk} {status}")
            return 0
        time.sleep(0.05)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
