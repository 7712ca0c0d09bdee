"""The official langgraph-sdk client against a real daphne serving /langgraph/."""

from dataclasses import dataclass

import pytest
from langgraph_sdk import get_sync_client

from tests.factories import AgentFactory, UserFactory, WorkspaceFactory, token_header
from tests.runtime_helpers import agent_mode_for


@dataclass
class Scene:
    user: object
    workspace: object
    client: object
    url: str


def sdk_client(server, user, **token_fields):
    return get_sync_client(url=f"{server.url}/langgraph", headers=token_header(user, **token_fields), timeout=60)


@pytest.fixture
def scene(daphne_server) -> Scene:
    user = UserFactory(username="carol")
    agent_mode_for(user)
    workspace = WorkspaceFactory(created_by=user, name="Carol's")
    return Scene(user=user, workspace=workspace, client=sdk_client(daphne_server, user), url=daphne_server.url)


@pytest.fixture
def stranger(daphne_server):
    user = UserFactory(username="mallory")
    WorkspaceFactory(created_by=user, name="Mallory's")
    return sdk_client(daphne_server, user)


@pytest.fixture
def shared_agent(scene):
    return AgentFactory(owner=scene.user, name="Helper", description="Helps.", allowed_tools=["run_query"])
