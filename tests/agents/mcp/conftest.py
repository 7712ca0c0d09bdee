"""An MCP world over a real daphne: users, workspaces with a table, tokens; and the official SDK client."""

from contextlib import asynccontextmanager

import httpx2
import pyarrow
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from lantide.models import AccessTokenMode
from tests.factories import AccessTokenFactory, MembershipFactory, UserFactory, WorkspaceFactory
from tests.servers import shared_server
from workspaces.models import Role
from workspaces.query.warehouse import warehouse_for


class World:
    def __init__(self):
        self.alice = UserFactory(username="alice")
        self.bob = UserFactory(username="bob")
        self.sales = WorkspaceFactory(name="Sales", owner=self.alice)
        self.ops = WorkspaceFactory(name="Ops", owner=self.alice)
        self.bobs = WorkspaceFactory(name="Bob's", owner=self.bob)
        MembershipFactory(workspace=self.sales, user=self.bob, role=Role.VIEWER)
        for workspace, rows in ((self.sales, [("north", 10), ("south", 32)]), (self.ops, [("east", 5)])):
            regions, amounts = zip(*rows)
            table = pyarrow.table({"region": list(regions), "amount": list(amounts)})
            warehouse_for(workspace_id=workspace.pk).create_table_from_arrow(table="orders",
                                                                             arrow_reader=table.to_reader())

        self.staff = UserFactory(username="root", is_staff=True)
        MembershipFactory(workspace=self.sales, user=self.staff, role=Role.EDITOR)
        self.observe = self.token(name="observer", mode=AccessTokenMode.OBSERVE)
        self.execute = self.token(name="Claude desktop", mode=AccessTokenMode.EXECUTE)
        self.admin = self.token(self.staff, name="ops bot", mode=AccessTokenMode.ADMIN)
        self.viewer = self.token(self.bob, name="bob's agent", mode=AccessTokenMode.EXECUTE)

    def token(self, user=None, **fields) -> str:
        return AccessTokenFactory(user=user or self.alice, **fields).secret


@pytest.fixture
def world(transactional_db):
    return World()


@pytest.fixture
def server(world, shared_servers):
    yield from shared_server(shared_servers)


@asynccontextmanager
async def mcp_client(server, secret: str):
    """An initialized ClientSession of the official `mcp` SDK over streamable HTTP."""
    headers = {"Authorization": f"Bearer {secret}"}
    async with httpx2.AsyncClient(headers=headers, timeout=30) as http:
        async with streamable_http_client(f"{server.url}/mcp/", http_client=http) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                yield session
