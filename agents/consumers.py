"""The live conversation socket `/ws/conversations/<id>/` (ARCHITECTURE §6).

The consumer never awaits a run: `send` starts one and returns, and every run is followed by its own task
(replay from the event log, then live), so `cancel` and the next message always get through.
"""

import asyncio
import logging

from asgiref.sync import sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from rest_framework import serializers

from agents.models import ComposerMode
from agents.runtime.event_log import thread_group
from agents.runtime.subscription import follow_run
from agents.selectors import access_conversation_by_id, access_run_by_id
from agents.services import interrupt_answer, run_cancel
from agents.services.messages import message_send
from lantide.encoding import JSONTooDeep, json_loads_bounded
from lantide.errors import ApplicationError, ErrorCode, NotFound
from lantide.tasks import spawn

logger = logging.getLogger(__name__)
MAX_INBOUND_CHARS = 64_000
CLOSE_NOT_AUTHENTICATED = 4401
CLOSE_NOT_FOUND = 4404


class SendMessage(serializers.Serializer):
    text = serializers.CharField(max_length=20_000)
    mode = serializers.ChoiceField(choices=ComposerMode.choices, required=False)
    force_agent = serializers.BooleanField(required=False, default=False)
    mentions = serializers.ListField(child=serializers.IntegerField(min_value=1), required=False, max_length=20,
                                     default=list)
    auto_route_paused = serializers.BooleanField(required=False, default=False)


class AskUserResponseMessage(serializers.Serializer):
    interrupt_id = serializers.UUIDField()
    answer = serializers.CharField(max_length=2_000)


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
    async def connect(self):
        await self.accept()
        self.followers: dict[str, asyncio.Task] = {}
        self.conversation_id = None  # only the id is kept: the row is read fresh for each message
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
        await self.channel_layer.group_add(thread_group(self.conversation_id), self.channel_name)

    async def disconnect(self, code):
        for task in getattr(self, "followers", {}).values():
            task.cancel()
        if getattr(self, "conversation_id", None) is not None:
            await self.channel_layer.group_discard(thread_group(self.conversation_id), self.channel_name)

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
                       mentions: list[int] = (), auto_route_paused: bool = False):
        conversation = await self._conversation()
        await sync_to_async(message_send)(user=self.scope["user"], conversation=conversation, text=text,
                                          mode=mode, force_agent=force_agent, mention_ids=list(mentions),
                                          auto_route_paused=auto_route_paused)

    async def _on_ask_user_response(self, *, interrupt_id, answer: str):
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
        task.add_done_callback(lambda done: self.followers.get(run_id) is done and self.followers.pop(run_id))

    async def _forward(self, run_id: str, after: int) -> None:
        try:
            async for frame in follow_run(run_id, after=after):
                await self.send(text_data=frame.text)
        except asyncio.CancelledError:
            raise
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
