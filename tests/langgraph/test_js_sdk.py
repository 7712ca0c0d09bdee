"""The official LangGraph JS SDK (`@langchain/langgraph-sdk`, pinned in tests/langgraph/js/package.json) against
/langgraph/ on a real daphne: node runs tests/langgraph/js/drive.mjs and prints what the SDK saw. Node and npm
come with `make test` (.ci/install-node); the package is installed here on first use (`npm ci`)."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from agents.models import Interrupt
from tests import llm_server as llm
from tests.factories import token_header
from tests.runtime_helpers import scripted_profile

pytestmark = pytest.mark.django_db(transaction=True)
JS = Path(__file__).parent / "js"


@pytest.fixture(scope="session")
def node_sdk() -> Path:
    node, npm = shutil.which("node"), shutil.which("npm")
    assert node and npm, "the JS SDK tests need node and npm (make test installs them: .ci/install-node)"
    if not (JS / "node_modules" / "@langchain" / "langgraph-sdk").is_dir():
        subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=JS, check=True, timeout=300)
    return Path(node)


def _drive(node: Path, scenario: str, server, user, *extra: str) -> dict:
    authorization = token_header(user)["Authorization"]
    done = subprocess.run([str(node), "drive.mjs", scenario, f"{server.url}/langgraph", authorization, *extra],
                          cwd=JS, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_the_js_sdk_holds_a_whole_conversation(node_sdk, scene, daphne_server):
    seen = _drive(node_sdk, "conversation", daphne_server, scene.user)
    parts = seen["parts"]
    assert parts[0]["event"] == "metadata" and parts[-1]["event"] == "end"
    run_id = parts[0]["data"]["run_id"]
    assert seen["created"] == [{"run_id": run_id, "thread_id": seen["thread"]["thread_id"]}]
    assert {p["event"] for p in parts} >= {"values", "updates", "messages"}
    final = [p["data"] for p in parts if p["event"] == "values"][-1]
    answer = final["messages"][-1]
    assert answer["type"] == "ai" and answer["content"]
    chunks = [p["data"][0] for p in parts if p["event"] == "messages" and p["data"][0]["id"] == answer["id"]]
    assert "".join(c["content"] for c in chunks) == answer["content"]
    assert seen["state"]["values"] == final and seen["state"]["next"] == []
    assert seen["waited"]["messages"][-1]["type"] == "ai"
    assert len(seen["waited"]["messages"]) > len(final["messages"])
    assert [r["status"] for r in seen["runs"]] == ["success", "success"] and seen["runs"][1]["run_id"] == run_id
    assert seen["history"] and seen["history"][0]["values"] == seen["waited"]
    assert seen["pending"]["status"] == "pending"
    joined = [p["data"] for p in seen["joined"] if p["event"] == "values"]
    assert joined and [m["content"] for m in joined[-1]["messages"] if m["type"] == "human"][-1] == "List them again"
    assert joined[-1]["messages"][-1]["type"] == "ai"
    assert [t["thread_id"] for t in seen["found"]] == [seen["thread"]["thread_id"]]
    assert seen["found"][0]["metadata"]["title"] == "Renamed in JS"
    assert seen["afterDelete"] == 404


def test_the_js_sdk_resumes_an_interrupted_thread(node_sdk, scene, daphne_server, llm_server):
    question = {"question": "Which region?", "options": ["EU", "US"]}
    llm_server.script("scripted", llm.tool_calls(llm.call("ask_user", question)), llm.text("EU it is."))
    seen = _drive(node_sdk, "interrupted", daphne_server, scene.user, scripted_profile(llm_server).name)
    interrupt = Interrupt.objects.get()
    [update] = [p["data"] for p in seen["asked"] if p["event"] == "updates" and "__interrupt__" in p["data"]]
    assert update["__interrupt__"][0]["id"] == str(interrupt.pk)
    assert update["__interrupt__"][0]["value"]["question"] == "Which region?"
    assert seen["waiting"]["status"] == "interrupted"
    assert seen["state"]["tasks"][0]["interrupts"] == update["__interrupt__"]
    assert seen["resumed"][-2]["data"]["messages"][-1]["content"] == "EU it is."
    assert seen["after"]["status"] == "idle"
    assert seen["again"] == 422
