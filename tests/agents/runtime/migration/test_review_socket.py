"""A review answered over the workspace's socket: a bad value is refused with INVALID_ARGUMENTS and the review still
waits; an accept resumes the graph, which saves."""

import pytest
from asgiref.sync import sync_to_async

from agents.models import Interrupt
from agents.services.migrations import migration_run_start
from tests.agents.runtime.migration.cases import SQLITE_QUERIES, SQLITE_SCHEMA, SQLITE_SEED, migration_input
from tests.agents.test_consumer import connect, receive_run, runs_on_this_loop  # noqa: F401 - a fixture
from tests.factories import ConversationFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
SQLITE = migration_input(dialect="sqlite", schema=SQLITE_SCHEMA, seed=SQLITE_SEED, queries=SQLITE_QUERIES)


async def test_a_review_is_answered_over_the_socket(runs_on_this_loop):  # noqa: F811 - the imported fixture
    await runs_on_this_loop()
    conversation = await sync_to_async(ConversationFactory)()
    socket = await connect(conversation)
    await sync_to_async(migration_run_start)(user=conversation.owner, conversation=conversation, run_input=SQLITE,
                                             metadata={})
    first = await receive_run(socket, timeout=60)
    [review] = [e for e in first if e["type"] == "interrupt"]
    assert review["data"]["kind"] == "review" and first[-1]["data"]["status"] == "interrupted"
    interrupt_id = review["data"]["interrupt_id"]
    await socket.send_json_to({"type": "ask_user_response", "interrupt_id": interrupt_id,
                               "answer": {"decision": "accept"}})
    refused = await socket.receive_json_from(timeout=10)
    assert (refused["type"], refused["code"]) == ("error", "INVALID_ARGUMENTS")
    assert (await Interrupt.objects.aget(pk=interrupt_id)).status == "pending"
    await socket.send_json_to({"type": "ask_user_response", "interrupt_id": interrupt_id,
                               "answer": {"decision": "accept", "feedback": ""}})
    resumed = await receive_run(socket, timeout=60)
    assert resumed[-1]["data"]["status"] == "success"
    assert "Migration saved" in "".join(e["data"]["delta"] for e in resumed if e["type"] == "message")
    await socket.disconnect()
