"""The workspace page's own socket `/ws/workspaces/<id>/`: it only listens. The workspace's open pages hear here
when an outside client's write waits for a person or is decided (from the page, over REST, by anyone), and read
their approval cards again over REST (`GET /api_v1/workspaces/<id>/approvals/`), which keeps the scoping in one
place. A page reads the cards again each time its socket opens, so nothing is lost while it was closed (a reload,
a restarted channel layer: the socket closes then and the page reconnects with backoff, socket.js).

Membership is read again before each message is passed on: a removed member's socket closes with 4404.
"""

import logging

from asgiref.sync import sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from agents.runtime.event_log import workspace_group
from lantide.channel_layers import CHANNEL_LAYER_DOWN
from lantide.errors import ApplicationError, ErrorCode
from workspaces.selectors import access_workspace_by_id

logger = logging.getLogger(__name__)
CLOSE_NOT_AUTHENTICATED = 4401
CLOSE_NOT_FOUND = 4404


class WorkspaceConsumer(AsyncJsonWebsocketConsumer):
    workspace_id: int | None = None

    async def connect(self):
        await self.accept()
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self._refuse(ErrorCode.NOT_AUTHENTICATED, "Sign in first.", CLOSE_NOT_AUTHENTICATED)
            return
        try:
            workspace = await self._workspace(self.scope["url_route"]["kwargs"]["workspace_id"])
        except ApplicationError as error:
            await self._refuse(error.code, error.detail, CLOSE_NOT_FOUND)
            return
        self.workspace_id = workspace.pk
        try:
            await self.channel_layer.group_add(workspace_group(self.workspace_id), self.channel_name)
        except CHANNEL_LAYER_DOWN as error:  # the page's socket reconnects and reads the cards again
            logger.warning("ws.workspace.join_failed workspace=%s error=%s", self.workspace_id, error)
            await self.close(code=1011)

    async def disconnect(self, code):
        if self.workspace_id is None:
            return
        try:
            await self.channel_layer.group_discard(workspace_group(self.workspace_id), self.channel_name)
        except CHANNEL_LAYER_DOWN:
            pass

    async def receive(self, text_data=None, bytes_data=None):
        await self.send_json({"type": "error", "code": ErrorCode.INVALID_ARGUMENTS,
                              "detail": "This socket only tells; act over the REST API."})

    async def workspace_approval(self, message):
        if self.workspace_id is None:
            return
        try:
            await self._workspace(self.workspace_id)
        except ApplicationError as error:
            await self._refuse(error.code, error.detail, CLOSE_NOT_FOUND)
            return
        await self.send_json({"type": "approval", "approval_id": message["approval"], "status": message["status"]})

    async def _workspace(self, workspace_id):
        return await sync_to_async(access_workspace_by_id)(user=self.scope["user"], workspace_id=workspace_id)

    async def _refuse(self, code: str, detail: str, close_code: int):
        self.workspace_id = None
        await self.send_json({"type": "error", "code": code, "detail": detail})
        await self.close(code=close_code)
