"""PostgreSQL servers that connection imports read from.

`source_schema`: a scratch schema (and a login role of its own, with a password) on the machine's server at
127.0.0.1:5432, dropped afterwards. `password_checking_postgres`: a private cluster on a free port that
checks passwords (scram-sha-256), since the machine's server trusts every local connection and so can never
refuse a wrong password.
"""

import os
import shutil
import signal
import subprocess
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest
from psycopg import sql

from tests.processes import accepts_connections, free_port

SHARED_SERVER = "postgres://postgres@127.0.0.1:5432/postgres"


def shared_server_answers() -> bool:
    try:
        return accepts_connections(5432)
    except OSError:
        return False


needs_shared_server = pytest.mark.skipif(
    not shared_server_answers(), reason="needs PostgreSQL on 127.0.0.1:5432 (present on these machines)")


@dataclass(frozen=True)
class SourceSchema:
    """A scratch schema in the shared server's `postgres` database, and a login role that may read some of it."""

    schema: str
    role: str
    password: str
    database: str = "postgres"

    def table(self, name: str) -> str:
        return f"{self.schema}.{name}"

    def connect(self) -> psycopg.Connection:
        """A superuser session, for the test's own setup and checks."""
        return psycopg.connect(SHARED_SERVER, autocommit=True)


SOURCE_TABLES = """
CREATE SCHEMA {schema};
CREATE TABLE {schema}.customers (id int, name text, balance numeric(10, 2));
INSERT INTO {schema}.customers VALUES (1, 'Ada', 12.50), (2, 'Bo', 7.25);
-- 12,000 rows whose note is NULL in the first 6,000: more than one fetched batch, the first all NULL.
CREATE TABLE {schema}.events AS
    SELECT n AS id, CASE WHEN n > 6000 THEN 'note ' || n END AS note FROM generate_series(1, 12000) AS n;
CREATE TABLE {schema}.payroll (name text, salary int);
INSERT INTO {schema}.payroll VALUES ('Ada', 100);
-- Reading this view writes a row: in a read-only session the read fails and nothing is written.
CREATE TABLE {schema}.touches (at timestamptz);
CREATE FUNCTION {schema}.touch() RETURNS int LANGUAGE sql VOLATILE AS
    'INSERT INTO {schema}.touches VALUES (now()); SELECT 1';
CREATE VIEW {schema}.touching AS SELECT {schema}.touch() AS touched;
GRANT USAGE ON SCHEMA {schema} TO {role};
GRANT SELECT, INSERT ON {schema}.customers, {schema}.events, {schema}.touching, {schema}.touches TO {role};
"""


@pytest.fixture(scope="module")
def source_schema():
    """Dropped afterwards (a schema, not a database: dropping a database waits for a checkpoint, ~5 s)."""
    suffix = uuid.uuid4().hex[:10]
    source = SourceSchema(schema=f"lantide_src_{suffix}", role=f"lantide_src_{suffix}", password=f"pw-{suffix}")
    names = {"schema": sql.Identifier(source.schema), "role": sql.Identifier(source.role)}
    with source.connect() as admin:
        admin.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(names["role"], sql.Literal(source.password)))
        try:
            admin.execute(sql.SQL(SOURCE_TABLES).format(**names))
            yield source
        finally:
            admin.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(names["schema"]))
            admin.execute(sql.SQL("DROP ROLE {}").format(names["role"]))


def _server_binary(name: str) -> str:
    found = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), key=lambda p: int(p.parts[-3]))
    return str(found[-1]) if found else (shutil.which(name) or name)


@dataclass(frozen=True)
class PrivateCluster:
    port: int
    password: str


@pytest.fixture(scope="session")
def password_checking_postgres():
    """A PostgreSQL of the test's own whose every connection needs the superuser's password."""
    # PostgreSQL refuses to run as root; as root the cluster belongs to the `postgres` system user.
    as_user = {"user": "postgres"} if os.geteuid() == 0 else {}
    root = Path(tempfile.mkdtemp(prefix="lantide-pg-"))
    password = uuid.uuid4().hex
    (root / "password").write_text(password)
    if as_user:
        for path in (root, root / "password"):
            shutil.chown(path, user="postgres")
    subprocess.run([_server_binary("initdb"), "--no-sync", "--no-instructions", "-A", "scram-sha-256", "-U",
                    "postgres", f"--pwfile={root / 'password'}", "-D", str(root / "data")],
                   check=True, capture_output=True, **as_user)
    port = free_port()
    with (root / "server.log").open("w") as log:
        server = subprocess.Popen([_server_binary("postgres"), "-D", str(root / "data"), "-p", str(port),
                                   "-k", str(root), "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
                                  stdout=log, stderr=subprocess.STDOUT, **as_user)
    cluster = PrivateCluster(port=port, password=password)
    try:
        _wait_for(server, cluster, root / "server.log")
        yield cluster
    finally:
        server.send_signal(signal.SIGINT)  # a fast shutdown
        server.wait(timeout=30)
        shutil.rmtree(root, ignore_errors=True)


def _wait_for(server: subprocess.Popen, cluster: PrivateCluster, log: Path) -> None:
    """Until the right password signs in (a listening server may still be starting up)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"postgres exited: {log.read_text()[-2000:]}")
        try:
            psycopg.connect(host="127.0.0.1", port=cluster.port, user="postgres", password=cluster.password,
                            dbname="postgres", connect_timeout=2).close()
            return
        except psycopg.OperationalError:
            time.sleep(0.1)
    raise RuntimeError(f"postgres did not start: {log.read_text()[-2000:]}")
