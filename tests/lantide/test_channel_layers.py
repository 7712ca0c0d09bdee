"""The Redis channel layer under a burst: many sockets of one process join their groups at the same moment."""

import asyncio
import os
import uuid

import pytest
from django.conf import settings

from lantide.channel_layers import RedisChannelLayer

pytestmark = pytest.mark.skipif(not os.environ.get("REDIS_URL"), reason="the Redis layer (runs in make test's "
                                "PostgreSQL + Redis leg)")


async def test_three_hundred_sockets_joining_at_once_all_join_and_hear_their_group():
    """redis-py 8's pool refuses a 101st connection ("Too many connections"); 300 sockets opening together on one
    daphne were closed unanswered. Lantide's layer waits for a free connection instead."""
    layer = RedisChannelLayer(**settings.CHANNEL_LAYERS["default"]["CONFIG"], prefix=f"t{uuid.uuid4().hex[:8]}")
    channels = [await layer.new_channel() for _ in range(300)]
    groups = [f"burst{i}" for i in range(300)]
    try:
        await asyncio.gather(*(layer.group_add(g, c) for g, c in zip(groups, channels)))
        await asyncio.gather(*(layer.group_send(g, {"type": "hello", "group": g}) for g in groups))
        heard = await asyncio.wait_for(asyncio.gather(*(layer.receive(c) for c in channels)), timeout=30)
        assert [m["group"] for m in heard] == groups
    finally:
        await asyncio.gather(*(layer.group_discard(g, c) for g, c in zip(groups, channels)))
        await layer.flush()
