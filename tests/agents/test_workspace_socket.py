"""The workspace page's socket in process: members hear when an approval is asked for or decided; anyone else is
refused (4401 signed out, 4404 not a member), and a member removed meanwhile is closed on the next message."""

import pytest
from asgiref.sync import sync_to_async
from channels.auth import AuthMiddlewareStack
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser

from agents.models import ExternalApproval
from agents.services.approvals import approval_decide
from agents.websocket_urls import websocket_urlpatterns
from tests.factories import ExternalApprovalFactory, MembershipFactory, UserFactory, WorkspaceFactory
from workspaces.models import Membership, Role

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
APP = AuthMiddlewareStack(URLRouter(websocket_urlpatterns))


async def open_socket(workspace, user) -> WebsocketCommunicator:
    communicator = WebsocketCommunicator(APP, f"/ws/workspaces/{workspace.pk}/")
    communicator.scope["user"] = user
    connected, _ = await communicator.connect()
    assert connected
    return communicator


@pytest.fixture
def room():
    owner = UserFactory()
    workspace = WorkspaceFactory(owner=owner)
    viewer = MembershipFactory(workspace=workspace, role=Role.VIEWER).user
    return workspace, owner, viewer


async def test_members_hear_an_approval_decided_and_strangers_are_refused(room):
    workspace, owner, viewer = room
    listening = await open_socket(workspace, viewer)
    approval = await sync_to_async(ExternalApprovalFactory)(workspace=workspace, requested_by=owner)
    await sync_to_async(approval_decide)(user=owner, approval=approval, decision="reject")
    heard = await listening.receive_json_from(timeout=5)
    assert heard == {"type": "approval", "approval_id": approval.pk, "status": "rejected"}
    assert (await sync_to_async(ExternalApproval.objects.get)(pk=approval.pk)).status == "rejected"

    for user, close_code in ((await sync_to_async(UserFactory)(), 4404), (AnonymousUser(), 4401)):
        stranger = await open_socket(workspace, user)
        refused = await stranger.receive_json_from(timeout=5)
        assert refused["type"] == "error" and (await stranger.receive_output(timeout=5))["code"] == close_code
    await listening.disconnect()


async def test_a_member_removed_meanwhile_is_closed_on_the_next_message(room):
    workspace, owner, viewer = room
    listening = await open_socket(workspace, viewer)
    await Membership.objects.filter(workspace=workspace, user=viewer).adelete()
    approval = await sync_to_async(ExternalApprovalFactory)(workspace=workspace, requested_by=owner)
    await sync_to_async(approval_decide)(user=owner, approval=approval, decision="reject")
    refused = await listening.receive_json_from(timeout=5)
    assert refused["code"] == "NOT_FOUND"
    assert (await listening.receive_output(timeout=5))["code"] == 4404
