from channels.management.commands.runworker import Command as ChannelsRunworker

from agents.run_workers import RunWorker


class Command(ChannelsRunworker):
    """channels' `runworker`, with a worker that rides out a channel-layer (Redis) outage."""

    worker_class = RunWorker
