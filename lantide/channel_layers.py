"""The embedded channel layer: Channels' in-memory layer, sweeping expired messages at most once a second.

The stock layer scans every channel and every group membership on every `receive`; with hundreds of
sockets following one run that is a scan per socket per event (measured by bench/stream_load.py: a fifth
of daphne's time). Messages still expire after `expiry` seconds, give or take the sweep interval.
"""

import time

from channels.layers import InMemoryChannelLayer as ChannelsInMemoryChannelLayer
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
