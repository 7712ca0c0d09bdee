"""The expansion bombs of the security review (issue 20, finding 4), uploaded to a real daphne server: each is
refused with its sentence, leaves nothing behind, and the server's peak memory hardly moves.

Memory is the server's peak resident set (VmHWM), reset (/proc/<pid>/clear_refs) right before the upload: what the
upload added at its worst, whatever was freed afterwards. Each bomb expands to 0.6-2 GB, and today's code grew the
server by 1-4 GB on them; bounded, an import holds one batch and at most the byte limit in the workspace's DuckDB.
"""

import sqlite3
from pathlib import Path

import httpx
import pytest

from tests.factories import UserFactory, WorkspaceFactory, token_header
from tests.servers import DaphneProcess
from tests.workspaces.test_import_limits import MiB, duckdb_generated, duckdb_table, parquet_table
from workspaces.query.warehouse import close_all_warehouses

BYTE_LIMIT = 32 * MiB
GROWTH_BOUND = 256 * MiB


def sqlite_zeroblob_bomb(tmp_path: Path) -> tuple[str, bytes]:
    """600 rows of a virtual generated zeroblob of 1 MB: a 20 KB file."""
    path = tmp_path / "zeroblob.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE t (id INTEGER, b BLOB GENERATED ALWAYS AS (zeroblob(1000000)) VIRTUAL)")
        db.executemany("INSERT INTO t (id) VALUES (?)", ((i,) for i in range(600)))
    return path.name, path.read_bytes()


BOMBS = {
    "sqlite-generated-zeroblob": (sqlite_zeroblob_bomb, "has generated columns (b)"),
    "parquet-dictionary": (lambda tmp: parquet_table(tmp, rows=60_000, width=10_000),
                           f"grows past {BYTE_LIMIT:,} bytes"),
    # Its first batch alone (2,048 rows of one 1 MB value) would be 2 GB: DuckDB must count before building it.
    "parquet-wide-dictionary": (lambda tmp: parquet_table(tmp, rows=2100, width=1_000_000),
                                f"grows past {BYTE_LIMIT:,} bytes"),
    "duckdb-generated": (lambda tmp: duckdb_generated(tmp, rows=6000, width=100_000), "has generated columns (s)"),
    "duckdb-compressed": (lambda tmp: duckdb_table(tmp, rows=600_000, width=1000), f"grows past {BYTE_LIMIT:,} bytes"),
}


@pytest.fixture
def bounded_server(transactional_db):
    close_all_warehouses()
    server = DaphneProcess(extra_env={"LANTIDE_IMPORT_MAX_BYTES": str(BYTE_LIMIT)})
    # Its first request started the model client's import on a thread; it must be done before memory is measured.
    server.wait_until(lambda: "llm.client.ready" in server.log_path.read_text(), timeout=120)
    yield server
    server.stop()


def _status_kib(pid: int, field: str) -> int:
    line = next(line for line in Path(f"/proc/{pid}/status").read_text().splitlines() if line.startswith(field))
    return int(line.split()[1])


def reset_peak(pid: int) -> int:
    """Set the process's peak resident set to its current one; return that, in bytes."""
    Path(f"/proc/{pid}/clear_refs").write_text("5")
    return _status_kib(pid, "VmHWM:") * 1024


def upload(api: httpx.Client, workspace, name: str, content: bytes, table: str) -> httpx.Response:
    return api.post(f"/api_v1/workspaces/{workspace.pk}/datasources/", data={"table": table, "source_table": "t"},
                    files={"file": (name, content)})


def bomb_outcome(api: httpx.Client, server: DaphneProcess, workspace, bomb: str, tmp_path: Path) -> tuple[dict, int]:
    """Upload a bomb into `workspace` (which holds one table, `warm`): what the server answered and what is left in
    the workspace; and by how many bytes the server's peak memory grew meanwhile."""
    make, sentence = BOMBS[bomb]
    name, content = make(tmp_path)
    before = reset_peak(server.pid)
    response = upload(api, workspace, name, content, "bomb")
    growth = _status_kib(server.pid, "VmHWM:") * 1024 - before
    tables = [table["name"] for table in api.get(f"/api_v1/workspaces/{workspace.pk}/tables/").json()]
    sources = api.get(f"/api_v1/workspaces/{workspace.pk}/datasources/").json()["count"]
    return {"status": response.status_code, "code": response.json()["code"],
            "says_why": sentence in response.json()["detail"], "left": (tables, sources)}, growth


def test_every_expansion_bomb_is_refused_without_growing_the_server(bounded_server, tmp_path):
    """One server for them all (it takes ~25 s to start here), a fresh workspace for each."""
    user = UserFactory()
    headers = token_header(user)
    answers, growth = {}, {}
    with httpx.Client(base_url=bounded_server.url, headers=headers, timeout=300) as api:
        for bomb in BOMBS:
            workspace = WorkspaceFactory(created_by=user)
            # An ordinary import first: the import path's code and the workspace's database are loaded already.
            warm = upload(api, workspace, "warm.csv", b"id,name\n1,a\n2,b\n", "warm")
            assert warm.status_code == 201, warm.text
            (tmp_path / bomb).mkdir()
            answers[bomb], growth[bomb] = bomb_outcome(api, bounded_server, workspace, bomb, tmp_path / bomb)
    assert answers == {bomb: {"status": 400, "code": "INVALID_ARGUMENTS", "says_why": True, "left": (["warm"], 1)}
                       for bomb in BOMBS}
    assert max(growth.values()) < GROWTH_BOUND, {bomb: f"{grown / MiB:.0f} MiB" for bomb, grown in growth.items()}
