"""/migrations/ is signed-in only, and its bootstrap names the user's own workspaces and the graph's vocabulary."""

import json
import re

import pytest

from agents.runtime.migration.spec import NODES
from tests.factories import WorkspaceFactory

pytestmark = pytest.mark.django_db


def test_the_page_needs_a_sign_in(client):
    response = client.get("/migrations/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_the_bootstrap_lists_only_the_users_workspaces(client, alice):
    mine = WorkspaceFactory(created_by=alice, name="Mine")
    WorkspaceFactory(name="Someone else's")
    client.force_login(alice)
    html = client.get("/migrations/").content.decode()
    boot = json.loads(re.search(r'<script id="migrations-bootstrap" type="application/json">(.*?)</script>',
                                html, re.S).group(1))
    assert boot["workspaces"] == [{"id": mine.pk, "name": "Mine"}] and boot["nodes"] == list(NODES)
    assert boot["api"] == "/langgraph/" and boot["assistant"] == "migration"
