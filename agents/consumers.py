"""The live conversation socket `/ws/conversations/<id>/` (ARCHITECTURE §6).

The consumer never awaits a run: `send` starts one and returns, and every run is followed by its own task
(replay from the event log, then live), so `cancel` and the next message always get through.

A channel-layer outage (Redis restarting) does not close the socket: its followers read the log meanwhile, its
own receive waits with backoff, and once the layer answers again it joins its thread's group again (a restarted
Redis forgot it) and follows the runs it may have missed the announcement of. The socket, and the user's view,
stay as they were; a browser would reconnect and catch up too (socket.js), but a closed socket streams nothing
until then.
"""

import asyncio
import datetime
import itertools
import logging

from asgiref.sync import sync_to_async
from channels.exceptions import StopConsumer
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from channels.layers import get_channel_layer
from channels.utils import await_many_dispatch
from django.utils import timezone
from rest_framework import serializers

from agents.models import ComposerMode
from agents.runtime.event_log import thread_group
from agents.runtime.subscription import follow_run
from agents.selectors import access_conversation_by_id, access_run_by_id, thread_runs_active_or_since
from agents.services import interrupt_answer, run_cancel
from agents.services.messages import message_send
from lantide.channel_layers import CHANNEL_LAYER_DOWN
from lantide.encoding import JSONTooDeep, json_loads_bounded
from lantide.errors import ApplicationError, ErrorCode, NotFound
from lantide.tasks import spawn
from lantide.websocket_frames import SOCKET_CLOSED

logger = logging.getLogger(__name__)
MAX_INBOUND_CHARS = 64_000
CLOSE_NOT_AUTHENTICATED = 4401
CLOSE_NOT_FOUND = 4404
RECONNECT_SECONDS = (0.5, 1.0, 2.0, 5.0)  # between tries while the channel layer is away (then every 5 s)
# Runs created this long before the outage was noticed are caught up too: their announcement may have been lost.
MISSED_RUNS_MARGIN = datetime.timedelta(seconds=10)


class SendMessage(serializers.Serializer):
    text = serializers.CharField(max_length=20_000)
    mode = serializers.ChoiceField(choices=ComposerMode.choices, required=False)
    force_agent = serializers.BooleanField(required=False, default=False)
    mentions = serializers.ListField(child=serializers.IntegerField(min_value=1), required=False, max_length=20,
                                     default=list)
    auto_route_paused = serializers.BooleanField(required=False, default=False)
    report_id = serializers.IntegerField(required=False, allow_null=True, min_value=1, max_value=2**63 - 1)


class AskUserResponseMessage(serializers.Serializer):
    interrupt_id = serializers.UUIDField()
    answer = serializers.JSONField()  # text for a question, {decision, feedback} for a review: the service checks


class CancelMessage(serializers.Serializer):
    run = serializers.UUIDField()


class SubscribeMessage(serializers.Serializer):
    run = serializers.UUIDField()
    after = serializers.IntegerField(min_value=0, required=False, default=0)


INBOUND = {
    "send": SendMessage,
    "ask_user_response": AskUserResponseMessage,
    "cancel": CancelMessage,
    "subscribe": SubscribeMessage,
}


def _validated(message) -> tuple[str, dict]:
    if not isinstance(message, dict):
        raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, "A message must be a JSON object with a 'type'.")
    kind = message.get("type")
    if kind not in INBOUND:
        raise ApplicationError(ErrorCode.INVALID_ARGUMENTS,
                               f"Unknown message type {kind!r}; use one of {', '.join(INBOUND)}.")
    data = INBOUND[kind](data={k: v for k, v in message.items() if k != "type"})
    if not data.is_valid():
        fields = {name: [str(e) for e in errors] for name, errors in data.errors.items()}
        raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, f"Invalid {kind} message.", extra={"fields": fields})
    return kind, data.validated_data


class ConversationConsumer(AsyncJsonWebsocketConsumer):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.followers: dict[str, asyncio.Task] = {}
        self.followed: set[str] = set()  # every run this socket has followed, so a catch-up sends none twice
        self.conversation_id = None  # only the id is kept: the row is read fresh for each message
        self.layer_down_since: datetime.datetime | None = None

    async def __call__(self, scope, receive, send):
        """channels' own dispatch loop, with the socket's channel received through `_receive_from_layer`: the stock
        receive raises while Redis is away, which ended the consumer and closed the socket 1011."""
        self.scope = scope
        self.channel_layer = get_channel_layer(self.channel_layer_alias)
        self.channel_name = await self.channel_layer.new_channel()
        self.channel_receive = self._receive_from_layer
        self.base_send = send
        try:
            await await_many_dispatch([receive, self.channel_receive], self.dispatch)
        except StopConsumer:
            pass

    async def connect(self):
        await self.accept()
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self._refuse(ErrorCode.NOT_AUTHENTICATED, "Sign in first.", CLOSE_NOT_AUTHENTICATED)
            return
        try:
            conversation = await sync_to_async(access_conversation_by_id)(
                user=user, conversation_id=self.scope["url_route"]["kwargs"]["conversation_id"])
        except ApplicationError as error:
            await self._refuse(error.code, error.detail, CLOSE_NOT_FOUND)
            return
        self.conversation_id = conversation.pk
        try:
            await self.channel_layer.group_add(thread_group(self.conversation_id), self.channel_name)
        except CHANNEL_LAYER_DOWN as error:  # joined (and caught up) once the layer is back
            self._layer_down(error)

    async def disconnect(self, code):
        for task in self.followers.values():
            task.cancel()
        if self.conversation_id is not None:
            try:
                await self.channel_layer.group_discard(thread_group(self.conversation_id), self.channel_name)
            except CHANNEL_LAYER_DOWN:  # gone with the layer's state anyway
                pass

    async def _receive_from_layer(self) -> dict:
        """The socket's next channel-layer message; while the layer is away it waits instead of raising."""
        while True:
            if self.layer_down_since is not None:
                await self._rejoin()
            try:
                return await self.channel_layer.receive(self.channel_name)
            except CHANNEL_LAYER_DOWN as error:
                self._layer_down(error)

    def _layer_down(self, error: Exception) -> None:
        if self.layer_down_since is None:
            logger.warning("ws.channel_layer_unavailable conversation=%s error=%s", self.conversation_id, error)
            self.layer_down_since = timezone.now()

    async def _rejoin(self) -> None:
        """Wait with backoff until the layer takes the thread's group again, then follow what was missed."""
        for attempt in itertools.count():
            await asyncio.sleep(RECONNECT_SECONDS[min(attempt, len(RECONNECT_SECONDS) - 1)])
            if self.conversation_id is None:
                break
            try:
                await self.channel_layer.group_add(thread_group(self.conversation_id), self.channel_name)
                break
            except CHANNEL_LAYER_DOWN:
                continue
        down_since, self.layer_down_since = self.layer_down_since, None
        logger.info("ws.channel_layer_back conversation=%s", self.conversation_id)
        if self.conversation_id is not None:
            await self._follow_missed_runs(since=down_since - MISSED_RUNS_MARGIN)

    async def _follow_missed_runs(self, *, since: datetime.datetime) -> None:
        """Announcements sent while the layer was away are lost: follow the thread's runs that are still going
        or began since, unless followed already (the conversation read again: a removal may have been missed)."""
        try:
            conversation = await self._conversation()
        except ApplicationError as error:
            await self._refuse(error.code, error.detail, CLOSE_NOT_FOUND)
            return
        for run_id in await sync_to_async(thread_runs_active_or_since)(conversation=conversation, since=since):
            if run_id not in self.followed:
                self._follow(run_id, after=0)

    async def receive(self, text_data=None, bytes_data=None):
        if self.conversation_id is None:
            return
        if text_data is None or len(text_data) > MAX_INBOUND_CHARS:
            await self._error(ErrorCode.INVALID_ARGUMENTS, f"Send JSON text of at most {MAX_INBOUND_CHARS:,} "
                                                           "characters.")
            return
        try:
            message = json_loads_bounded(text_data)
        except JSONTooDeep as too_deep:
            await self._error(ErrorCode.INVALID_ARGUMENTS, str(too_deep))
            return
        except ValueError:
            await self._error(ErrorCode.INVALID_ARGUMENTS, "A message must be valid JSON.")
            return
        await self.receive_json(message)

    async def receive_json(self, content, **kwargs):
        request = content.get("type") if isinstance(content, dict) else None
        try:
            kind, data = _validated(content)
            await getattr(self, f"_on_{kind}")(**data)
        except ApplicationError as error:
            await self._error(error.code, error.detail, request=request, **error.extra)
        except Exception:  # noqa: BLE001 - one bad message must not close the socket
            logger.exception("ws.message.failed", extra={"conversation": str(self.conversation_id)})
            await self._error(ErrorCode.INTERNAL_ERROR, "The message could not be handled; try again.",
                              request=request)

    async def thread_run(self, message):
        """A run started on this conversation (here or in another process): follow it from the start."""
        if message["run"] not in self.followers:
            self._follow(message["run"], after=0)

    async def thread_revoked(self, message):
        """The conversation's owner left its workspace (or was removed): the socket closes at once."""
        if message["user"] != self.scope["user"].pk:
            return
        for task in self.followers.values():
            task.cancel()
        await self.channel_layer.group_discard(thread_group(self.conversation_id), self.channel_name)
        self.conversation_id = None  # nothing more is read from this socket
        await self._refuse(ErrorCode.NOT_FOUND, "You are no longer a member of this conversation's workspace.",
                           CLOSE_NOT_FOUND)

    async def _on_send(self, *, text: str, mode: str | None = None, force_agent: bool = False,
                       mentions: list[int] = (), auto_route_paused: bool = False, report_id: int | None = None):
        conversation = await self._conversation()
        await sync_to_async(message_send)(user=self.scope["user"], conversation=conversation, text=text,
                                          mode=mode, force_agent=force_agent, mention_ids=list(mentions),
                                          auto_route_paused=auto_route_paused, report_id=report_id)

    async def _on_ask_user_response(self, *, interrupt_id, answer):
        await sync_to_async(interrupt_answer)(user=self.scope["user"], interrupt_id=interrupt_id, answer=answer,
                                              conversation=await self._conversation())

    async def _on_cancel(self, *, run):
        await sync_to_async(run_cancel)(user=self.scope["user"], run=await self._own_run(run))

    async def _on_subscribe(self, *, run, after: int = 0):
        await self._own_run(run)
        self._follow(str(run), after=after)

    async def _conversation(self):
        """The conversation as it is now (its mode may have changed in another tab); gone means NOT_FOUND."""
        return await sync_to_async(access_conversation_by_id)(user=self.scope["user"],
                                                              conversation_id=self.conversation_id)

    async def _own_run(self, run_id):
        run = await sync_to_async(access_run_by_id)(user=self.scope["user"], run_id=run_id)
        if run.thread_id != self.conversation_id:
            raise NotFound("Run")
        return run

    def _follow(self, run_id: str, *, after: int) -> None:
        """One follower per run; a new subscribe replaces the old one from its own cursor."""
        previous = self.followers.pop(run_id, None)
        if previous is not None:
            previous.cancel()
        task = spawn(self._forward(run_id, after), name="ws-follow", run=run_id)
        self.followers[run_id] = task
        self.followed.add(run_id)
        task.add_done_callback(lambda done: self.followers.get(run_id) is done and self.followers.pop(run_id))

    async def _forward(self, run_id: str, after: int) -> None:
        try:
            async for frame in follow_run(run_id, after=after):
                await self.send(text_data=frame.text)
        except asyncio.CancelledError:
            raise
        except SOCKET_CLOSED:  # the client went away mid-run: disconnect() ends the other followers
            logger.info("ws.follow.socket_closed run=%s", run_id, extra={"run": run_id})
        except Exception:  # noqa: BLE001 - a broken follower reports itself; the socket stays usable
            logger.exception("ws.follow.failed", extra={"run": run_id})
            await self._error(ErrorCode.INTERNAL_ERROR,
                              "Following the run failed; subscribe again with your last seq.",
                              request="subscribe", run=run_id)

    async def _error(self, code: str, detail: str, **extra):
        await self.send_json({"type": "error", "code": code, "detail": detail, **extra})

    async def _refuse(self, code: str, detail: str, close_code: int):
        await self._error(code, detail)
        await self.close(code=close_code)
