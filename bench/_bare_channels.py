"""The bare Channels floor for bench/stream_load.py: `daphne _bare_channels:application` from bench/.

A Channels consumer that only accepts and, when asked, runs the same push loop as the raw `websockets`
floor (bench/_ws_floor.py): no auth middleware, no channel layer, no database, no origin check.
"""

import asyncio

import django
from django.conf import settings

if not settings.configured:
    settings.configure(DEBUG=False, CHANNEL_LAYERS={}, INSTALLED_APPS=["channels"])
    django.setup()

from channels.generic.websocket import AsyncWebsocketConsumer  # noqa: E402  (needs settings)
from channels.routing import ProtocolTypeRouter  # noqa: E402

from _ws_floor import push  # noqa: E402


class PushConsumer(AsyncWebsocketConsumer):
    async def connect(self):
        self.pusher = None
        await self.accept()

    async def receive(self, text_data=None, bytes_data=None):
        self.pusher = asyncio.create_task(push(lambda text: self.send(text_data=text), text_data))

    async def disconnect(self, code):
        if self.pusher is not None:
            self.pusher.cancel()


application = ProtocolTypeRouter({"websocket": PushConsumer.as_asgi()})
