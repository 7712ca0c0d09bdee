"""The server sends frames without styling autobahn's per-frame debug arguments (lantide/websocket_frames.py)."""

from autobahn.twisted import websocket as twisted_websocket
from autobahn.websocket import protocol

import lantide.serve  # noqa: F401 - importing the server entry point is what applies it
from lantide.websocket_frames import plain_autobahn_log_values


def test_the_per_frame_log_arguments_are_plain_values_once_the_server_is_imported():
    for module in (protocol, twisted_websocket):
        assert module.hlval(42, color="green", bold=True) == 42
        assert module.hltype(test_the_per_frame_log_arguments_are_plain_values_once_the_server_is_imported) is \
            test_the_per_frame_log_arguments_are_plain_values_once_the_server_is_imported


def test_applying_it_twice_changes_nothing():
    before = protocol.hlval
    plain_autobahn_log_values()
    assert protocol.hlval is before
