"""Writes for workspaces, projects, members and data sources. Each one audits."""

import tempfile
from pathlib import Path

from django.conf import settings
from django.db import transaction

from lantide.audit import Actor, audit_record
from lantide.errors import invalid
from workspaces.importers import ImportResult, import_file, kind_for_filename, validate_table_name
from workspaces.models import (
    DataSource, DataSourceKind, KnowledgeItem, KnowledgeStatus, Membership, Project, Role, Workspace,
)
from workspaces.warehouse import warehouse_for


@transaction.atomic
def workspace_create(*, user, name: str, description: str = "") -> Workspace:
    name = (name or "").strip()
    if not name or len(name) > 120:
        raise invalid("A workspace needs a name of 1 to 120 characters.")
    workspace = Workspace.objects.create(name=name, description=description, created_by=user)
    Membership.objects.create(workspace=workspace, user=user, role=Role.OWNER)
    audit_record(actor=Actor.person(user), verb="workspace.create", target=workspace, workspace=workspace)
    return workspace


@transaction.atomic
def project_create(*, user, workspace: Workspace, name: str, description: str = "", actor: Actor | None = None) -> Project:
    name = (name or "").strip()
    if not name or len(name) > 120:
        raise invalid("A project needs a name of 1 to 120 characters.")
    if Project.objects.filter(workspace=workspace, name__iexact=name).exists():
        raise invalid(f"A project named '{name}' already exists in this workspace.")
    project = Project.objects.create(workspace=workspace, name=name, description=description, created_by=user)
    audit_record(actor=actor or Actor.person(user), verb="project.create", target=project, workspace=workspace)
    return project


def datasource_upload(*, user, workspace: Workspace, uploaded_file, table: str, source_table: str = "") -> DataSource:
    """Import an uploaded CSV/Parquet file, or one table of an SQLite/DuckDB file, as a new table.

    A bad file leaves the workspace unchanged.
    """
    kind = kind_for_filename(uploaded_file.name)
    if uploaded_file.size > settings.LANTIDE_UPLOAD_MAX_BYTES:
        raise invalid(
            f"The file is {uploaded_file.size:,} bytes; the limit is {settings.LANTIDE_UPLOAD_MAX_BYTES:,} bytes."
        )
    warehouse = warehouse_for(workspace_id=workspace.pk)
    validate_table_name(warehouse=warehouse, table=table)
    with tempfile.TemporaryDirectory(prefix="lantide-upload-") as directory:
        path = Path(directory) / f"upload.{kind}"
        with path.open("wb") as handle:
            for chunk in uploaded_file.chunks():
                handle.write(chunk)
        result = _import_path(warehouse=warehouse, path=path, table=table, kind=kind, source_table=source_table)
    return datasource_record(
        user=user, workspace=workspace, result=result, name=uploaded_file.name, size_bytes=uploaded_file.size,
    )


def _import_path(*, warehouse, path: Path, table: str, kind: str, source_table: str) -> ImportResult:
    from workspaces.db_importers import import_duckdb_file, import_sqlite_file

    if kind == DataSourceKind.SQLITE:
        return import_sqlite_file(warehouse=warehouse, path=path, table=table, source_table=source_table)
    if kind == DataSourceKind.DUCKDB:
        return import_duckdb_file(warehouse=warehouse, path=path, table=table, source_table=source_table)
    return import_file(warehouse=warehouse, path=path, table=table, kind=kind)


def datasource_import_postgres(*, user, workspace: Workspace, dsn: str, source_table: str, table: str) -> DataSource:
    """Copy one PostgreSQL table into the workspace (read-only session on the source)."""
    from psycopg.conninfo import conninfo_to_dict

    from workspaces.db_importers import import_postgres_table

    try:
        conninfo_to_dict(dsn)
    except Exception as error:  # noqa: BLE001 - psycopg raises ProgrammingError subclasses for bad strings
        raise invalid("dsn is not a PostgreSQL connection string (postgres://… or key=value pairs).") from error
    warehouse = warehouse_for(workspace_id=workspace.pk)
    validate_table_name(warehouse=warehouse, table=table)
    result = import_postgres_table(warehouse=warehouse, dsn=dsn, source_table=source_table, table=table)
    return datasource_record(user=user, workspace=workspace, result=result, name=f"postgres:{source_table}",
                             size_bytes=0)


def datasource_record(*, user, workspace: Workspace, result: ImportResult, name: str, size_bytes: int) -> DataSource:
    """Record an imported table; if that fails, the table is dropped again so nothing is half-done."""
    try:
        with transaction.atomic():
            source = DataSource.objects.create(
                workspace=workspace, kind=result.kind, name=name[:200], table_name=result.table,
                row_count=result.row_count, size_bytes=size_bytes, created_by=user,
            )
            actor = Actor.person(user) if user else Actor.system()
            audit_record(actor=actor, verb="datasource.import", target=source, workspace=workspace,
                         data={"table": result.table, "rows": result.row_count, "kind": result.kind})
    except Exception:
        warehouse_for(workspace_id=workspace.pk).drop_table(table=result.table)
        raise
    return source


def _knowledge_decide(*, user, item: KnowledgeItem, status: str) -> KnowledgeItem:
    from django.utils import timezone

    item.status = status
    item.decided_by = user
    item.decided_at = timezone.now()
    item.save(update_fields=["status", "decided_by", "decided_at"])
    audit_record(actor=Actor.person(user), verb=f"knowledge.{status}", target=item, workspace=item.workspace)
    return item


@transaction.atomic
def knowledge_apply(*, user, item: KnowledgeItem) -> KnowledgeItem:
    return _knowledge_decide(user=user, item=item, status=KnowledgeStatus.APPLIED)


@transaction.atomic
def knowledge_dismiss(*, user, item: KnowledgeItem) -> KnowledgeItem:
    return _knowledge_decide(user=user, item=item, status=KnowledgeStatus.DISMISSED)
