"""The embedded channel layer: Channels' in-memory layer, sweeping expired messages at most once a second.

The stock layer scans every channel and every group membership on every `receive`; with hundreds of
sockets following one run that is a scan per socket per event (measured by bench/stream_load.py: a fifth
of daphne's time). Messages still expire after `expiry` seconds, give or take the sweep interval.
"""

import time

from channels.layers import InMemoryChannelLayer as ChannelsInMemoryChannelLayer
from channels_redis.core import RedisChannelLayer as ChannelsRedisChannelLayer
from redis.asyncio import BlockingConnectionPool
from redis.exceptions import RedisError

# What a channel layer raises while Redis is away (a restart, a failover): callers ride it out, never crash on it.
CHANNEL_LAYER_DOWN = (OSError, RedisError)


class InMemoryChannelLayer(ChannelsInMemoryChannelLayer):
    sweep_interval = 1.0

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._next_sweep = 0.0

    def _clean_expired(self):
        now = time.monotonic()
        if now < self._next_sweep:
            return
        self._next_sweep = now + self.sweep_interval
        super()._clean_expired()


class RedisChannelLayer(ChannelsRedisChannelLayer):
    """channels-redis on a pool that waits for a free connection instead of failing. redis-py 8's pool holds 100
    connections and raises "Too many connections" past them: 200 sockets opening at once on one daphne (the soak,
    or an org arriving at 9:00) had their group_add refused and were closed unanswered."""

    pool_connections = 200
    pool_wait_seconds = 20.0

    def create_pool(self, index):
        host = dict(self.hosts[index])
        if "address" not in host:  # a sentinel or a unix socket: channels-redis's own pool
            return super().create_pool(index)
        return BlockingConnectionPool.from_url(host.pop("address"), max_connections=self.pool_connections,
                                               timeout=self.pool_wait_seconds, **host)
