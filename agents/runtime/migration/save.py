"""An accepted migration loaded into a workspace: the translated schema and seed rows are built in a scratch DuckDB
file, and each table is imported from it through the workspace's own import path (`datasource.import`, audited),
by the thread's owner as an editor or owner of the workspace."""

import tempfile
from pathlib import Path

import duckdb

from agents.models import Conversation
from lantide.audit import Actor, audit_record
from lantide.errors import invalid
from workspaces.db_importers import import_duckdb_file
from workspaces.importers import reader_config, validate_table_name
from workspaces.models import Role
from workspaces.query.warehouse import warehouse_for
from workspaces.selectors import access_workspace_by_id
from workspaces.services import datasource_record


def _build(path: Path, statements: list[str]) -> list[str]:
    connection = duckdb.connect(str(path), config={**reader_config(), "enable_external_access": False})
    try:
        for statement in statements:
            connection.execute(statement)
        return [name for (name,) in connection.execute(
            "SELECT table_name FROM duckdb_tables() WHERE NOT internal ORDER BY table_name").fetchall()]
    except duckdb.Error as error:
        raise invalid(f"The translated schema does not load: {str(error).splitlines()[0]}") from error
    finally:
        connection.close()


def migration_load(*, user, conversation: Conversation, workspace_id: int, statements: list[str]) -> list[str]:
    """Load the translated tables into the workspace; returns their names. A name already taken refuses the load
    before any table is written."""
    workspace = access_workspace_by_id(user=user, workspace_id=workspace_id, min_role=Role.EDITOR)
    warehouse = warehouse_for(workspace_id=workspace.pk)
    with tempfile.TemporaryDirectory(prefix="lantide-migration-") as directory:
        path = Path(directory) / "migration.duckdb"
        tables = _build(path, statements)
        for table in tables:
            validate_table_name(warehouse=warehouse, table=table)
        for table in tables:
            result = import_duckdb_file(warehouse=warehouse, path=path, table=table, source_table=table)
            datasource_record(user=user, workspace=workspace, result=result, name=f"Migration: {table}",
                              size_bytes=0, audit_data={"migration_thread": str(conversation.pk)})
    audit_record(actor=Actor.person(user), verb="migration.save", target=conversation, workspace=workspace,
                 data={"tables": tables})
    return tables
