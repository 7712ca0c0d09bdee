"""A start over the conversation socket on a day already spent to its quota gets an `error` frame QUOTA_EXCEEDED
with `retry_after` (the REST refusal's Retry-After), and no run starts."""

import pytest
from asgiref.sync import sync_to_async
from channels.auth import AuthMiddlewareStack
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator

from agents.models import Run
from agents.usage import seconds_until_next_utc_day
from agents.websocket_urls import websocket_urlpatterns
from tests.factories import QuotaFactory, UsageDayFactory
from tests.runtime_helpers import conversation_on, scripted_profile

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
APP = AuthMiddlewareStack(URLRouter(websocket_urlpatterns))


def spent_day(llm_server):
    conversation = conversation_on(scripted_profile(llm_server))
    UsageDayFactory(user=conversation.owner, prompt_tokens=90, completion_tokens=10)
    QuotaFactory(day_tokens=100)
    return conversation


async def test_a_start_on_a_spent_day_gets_an_error_frame(llm_server):
    conversation = await sync_to_async(spent_day)(llm_server)
    socket = WebsocketCommunicator(APP, f"/ws/conversations/{conversation.pk}/")
    socket.scope["user"] = conversation.owner
    assert (await socket.connect())[0]
    await socket.send_json_to({"type": "send", "text": "One more"})
    frame = await socket.receive_json_from(timeout=10)
    assert frame["type"] == "error" and frame["code"] == "QUOTA_EXCEEDED" and frame["request"] == "send"
    assert 0 < frame["retry_after"] <= seconds_until_next_utc_day() + 1
    assert not await Run.objects.aexists() and not llm_server.requests_for("scripted")
    await socket.disconnect()
