"""Django's Redis cache, riding out a Redis outage: a failed read is a miss, a failed write is dropped.

The cache only ever holds what the database has (waffle's gates, sessions stay in the database), so while Redis
is away every process reads the database instead of failing the request. Each failure is logged.
"""

import functools
import logging

from django.core.cache.backends.redis import RedisCache, RedisCacheClient
from lantide.channel_layers import CHANNEL_LAYER_DOWN as UNAVAILABLE

logger = logging.getLogger(__name__)


def _riding_out(fallback):
    def wrap(method):
        @functools.wraps(method)
        def call(self, *args, **kwargs):
            try:
                return method(self, *args, **kwargs)
            except UNAVAILABLE as error:
                logger.warning("cache.unavailable op=%s error=%s", method.__name__, error)
                return fallback(*args) if callable(fallback) else fallback
        return call
    return wrap


class ResilientRedisCacheClient(RedisCacheClient):
    add = _riding_out(False)(RedisCacheClient.add)
    get = _riding_out(lambda key, default: default)(RedisCacheClient.get)
    set = _riding_out(None)(RedisCacheClient.set)
    touch = _riding_out(False)(RedisCacheClient.touch)
    delete = _riding_out(False)(RedisCacheClient.delete)
    get_many = _riding_out({})(RedisCacheClient.get_many)
    has_key = _riding_out(False)(RedisCacheClient.has_key)
    set_many = _riding_out(None)(RedisCacheClient.set_many)
    delete_many = _riding_out(None)(RedisCacheClient.delete_many)
    clear = _riding_out(False)(RedisCacheClient.clear)


class ResilientRedisCache(RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = ResilientRedisCacheClient
