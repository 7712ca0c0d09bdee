"""A PostgreSQL outage while a run streams (fault 3 of the "Nothing lost" issue): the server's database goes
down for a restart (a PostgreSQL of the test's own, stopped with every session ended and started again on the
same port). The run's writes wait and go on, so its log has no hole and its answer is whole; the server's
sweeper, which failed during the outage, works again afterwards (it used to fail every 15 s for good on its
stale connection). Everything is read back over HTTP and checked with `manage.py check_runs`, as an operator
would."""

import subprocess
import sys
import time

import httpx
import pytest
from django.db import connection

from tests import llm_server as llm
from tests.factories import token_header
from tests.agents.runtime.test_sse import read_sse
from tests.runtime_helpers import TERMINAL, conversation_on, scripted_profile, wait_until
from tests.servers import ROOT, DaphneProcess, PostgresProcess, server_env

pytestmark = [pytest.mark.django_db(transaction=True),
              pytest.mark.skipif(connection.vendor != "postgresql", reason="a PostgreSQL outage (leg 2)")]
ANSWER = "kept through the outage " * 40
OUTAGE_SECONDS = 5.0  # at least; longer when the sweeper's next round (every 15 s) comes later


def copy_test_database_to(postgres: PostgresProcess) -> None:
    """What the test made (users, profile, conversation) into the server's own database."""
    db = connection.settings_dict
    dump = subprocess.run(["pg_dump", "-Fc", "-h", db["HOST"], "-p", str(db["PORT"]), "-U", db["USER"], db["NAME"]],
                          capture_output=True, check=True, timeout=120).stdout
    subprocess.run(["pg_restore", "--no-owner", "-h", "127.0.0.1", "-p", str(postgres.port), "-U", "postgres",
                    "-d", "lantide"], input=dump, capture_output=True, check=True, timeout=120)


def finished(client: httpx.Client, run_id: str, *, timeout: float) -> dict:
    """The run's execution record (status, answer, …) once it has ended."""
    wait_until(lambda: client.get(f"/api_v1/runs/{run_id}").raise_for_status().json()["status"] in TERMINAL,
               timeout=timeout, what=f"run {run_id} to end")
    return client.get(f"/api_v1/agent-executions/{run_id}").raise_for_status().json()


def test_a_postgresql_outage_mid_run_loses_nothing_and_the_sweeper_goes_on(llm_server, own_postgres):
    conversation = conversation_on(scripted_profile(llm_server))
    llm_server.script("scripted", llm.text(ANSWER, chunk_size=6, chunk_delay=0.08),
                      llm.tool_calls(llm.call("ask_user", {"question": "Which year?", "options": ["2024", "2025"]})),
                      llm.text("Nobody answered; here is 2025."))
    headers = token_header(conversation.owner)
    copy_test_database_to(own_postgres)
    web = DaphneProcess(extra_env={"DATABASE_URL": own_postgres.url, "LANTIDE_ASK_USER_TIMEOUT": "2"})
    try:
        with httpx.Client(base_url=web.url, headers=headers, timeout=30) as client:
            send = f"/api_v1/conversations/{conversation.pk}/messages"
            run_id = client.post(send, json={"text": "Keep going"}).raise_for_status().json()["run"]["id"]
            wait_until(lambda: llm_server.requests_for("scripted"), timeout=120, what="the model call")
            own_postgres.stop()
            down_since = time.monotonic()
            wait_until(lambda: "agent.runs.sweep_failed" in web.log_path.read_text(), timeout=20,
                       what="a sweep during the outage")
            time.sleep(max(0.0, OUTAGE_SECONDS - (time.monotonic() - down_since)))
            own_postgres.start()
            run = finished(client, run_id, timeout=60)
            with client.stream("GET", f"/api_v1/runs/{run_id}/events", params={"after": 0}) as response:
                events, _ = read_sse(response)
            asked = client.post(send, json={"text": "Now ask me"}).raise_for_status().json()["run"]["id"]
            assert finished(client, asked, timeout=30)["status"] == "interrupted"
            # Only the sweeper resumes an expired question (every 15 s): the one that failed in the outage.
            resumed = wait_until(lambda: [r["id"] for r in client.get(f"/api_v1/conversations/{conversation.pk}/runs")
                                          .json()["results"] if r["resumed_from_run"] == asked], timeout=40,
                                 what="the expired question resumed by the sweeper")[0]
            resumed = finished(client, resumed, timeout=30)
    finally:
        web.stop()
    assert (run["status"], run["answer"]) == ("success", ANSWER)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert [e["type"] for e in events].count("run_completed") == 1
    assert "".join(e["data"]["delta"] for e in events if e["type"] == "message") == ANSWER
    assert (resumed["status"], resumed["answer"]) == ("success", "Nobody answered; here is 2025.")
    check = subprocess.run([sys.executable, "manage.py", "check_runs"], cwd=ROOT, capture_output=True, text=True,
                           env=server_env({"DATABASE_URL": own_postgres.url}), timeout=120)
    assert check.returncode == 0, check.stdout + check.stderr
    log = web.log_path.read_text()
    assert f"agent.run.database_retry run={run_id}" in log  # the outage did reach the run's writes
    assert "never retrieved" not in log


def test_an_sse_stream_through_a_postgresql_outage_ends_and_last_event_id_takes_over(llm_server, own_postgres):
    """The open stream's log read fails while PostgreSQL is down: the stream ends, saying so, instead of going
    silent; once PostgreSQL is back a reconnect with Last-Event-ID delivers the rest, every event once, in order."""
    conversation = conversation_on(scripted_profile(llm_server))
    llm_server.script("scripted", llm.text(ANSWER, chunk_size=6, chunk_delay=0.08))
    headers = token_header(conversation.owner)  # made before the copy, so the server's database holds it
    copy_test_database_to(own_postgres)
    web = DaphneProcess(extra_env={"DATABASE_URL": own_postgres.url, "LANTIDE_SSE_HEARTBEAT": "1"})
    try:
        with httpx.Client(base_url=web.url, headers=headers, timeout=30) as client:
            run_id = client.post(f"/api_v1/conversations/{conversation.pk}/messages",
                                 json={"text": "Keep going"}).raise_for_status().json()["run"]["id"]
            with client.stream("GET", f"/api_v1/runs/{run_id}/events") as response:
                lines = response.iter_lines()
                next(lines)  # the stream is open and following
                wait_until(lambda: llm_server.requests_for("scripted"), timeout=120, what="the model call")
                own_postgres.stop()
                before, comments = read_sse(_Rest(lines))  # a silent stream fails here on the read timeout
            time.sleep(2)
            own_postgres.start()
            cursor = {"Last-Event-ID": f"{run_id}:{before[-1]['seq'] if before else 0}"}
            with client.stream("GET", f"/api_v1/runs/{run_id}/events", headers=cursor) as response:
                after, _ = read_sse(response)
    finally:
        web.stop()
    assert ": the stream failed; reconnect with Last-Event-ID" in comments
    events = before + after
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert [e["type"] for e in events].count("run_completed") == 1 and events[-1]["data"]["status"] == "success"
    assert "".join(e["data"]["delta"] for e in events if e["type"] == "message") == ANSWER


class _Rest:
    """What is left of a stream's lines, for read_sse."""

    def __init__(self, lines):
        self._lines = lines

    def iter_lines(self):
        return self._lines
