"""Sending a WebSocket frame without styling a log line nobody reads.

autobahn (daphne's WebSocket protocol) passes `hltype(...)` and `hlval(...)` as arguments to a debug log call on
every frame it sends and every chunk it receives. Python evaluates them whether or not debug logging is on, and
each is one or two `click.style` calls (terminal colours): 12 µs per frame sent, the largest single cost of a
frame in cProfile when a run's log of 10,000 events is replayed (issue 26). In the two modules that call them
per frame they become plain values: a debug line, when one is written, shows the same text without colours.
"""

from autobahn.exception import Disconnected
from autobahn.twisted import websocket as twisted_websocket
from autobahn.websocket import protocol

# A send on a socket whose client is gone (closed before the consumer's disconnect was dispatched) raises this.
SOCKET_CLOSED = (Disconnected,)


def _plain_type(obj):
    return obj


def _plain_value(val, color=None, bold=None):
    return val


def plain_autobahn_log_values() -> None:
    """Idempotent."""
    for module in (protocol, twisted_websocket):
        module.hltype, module.hlval = _plain_type, _plain_value
