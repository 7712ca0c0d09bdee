"""The suite's own check (tests/invariants.py) still sees what it is for: a task whose exception nobody read, freed
only by the garbage collector (it sits in a reference cycle), is reported after the test that made it."""

import asyncio
import gc

from tests.invariants import _unobserved


def test_an_unobserved_task_exception_is_reported_once_the_task_is_collected():
    before = len(_unobserved.messages)

    async def fails():
        raise RuntimeError("nobody reads this")

    loop = asyncio.new_event_loop()
    holder = [loop.create_task(fails())]
    loop.run_until_complete(asyncio.sleep(0.01))
    holder.append(holder)  # a cycle: only the collector frees the task
    del holder
    loop.close()
    gc.collect()
    reported = _unobserved.messages[before:]
    del _unobserved.messages[before:]  # this test's own task, on purpose: not a broken promise
    assert any("nobody reads this" in message for message in reported), reported
