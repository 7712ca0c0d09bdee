"""Writes for workspaces, projects, members, data sources and database connections. Each one audits."""

import logging
import tempfile
from collections.abc import Callable
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction

from lantide.audit import Actor, audit_record
from lantide.errors import ApplicationError, ErrorCode, invalid
from workspaces.connection_hosts import HostRefused, host_check
from workspaces.db_importers import PostgresSource, import_duckdb_file, import_postgres_table, import_sqlite_file
from workspaces.importers import ImportResult, import_file, kind_for_filename, validate_table_name
from workspaces.models import (
    DESCRIPTION_MAX_LENGTH, DatabaseConnection, DatabaseEngine, DataSource, DataSourceKind, Membership, Project, Role, Workspace,
)
from workspaces.selectors import access_workspace_by_id, is_last_owner
from workspaces.query.warehouse import warehouse_for

logger = logging.getLogger(__name__)


def _bounded_description(description: str, *, of: str) -> str:
    """REST bounds it in its serializers; the agent's create_project hands over what the model wrote."""
    if len(description or "") > DESCRIPTION_MAX_LENGTH:
        raise invalid(f"A {of}'s description may hold at most {DESCRIPTION_MAX_LENGTH:,} characters.")
    return description or ""


@transaction.atomic
def workspace_create(*, user, name: str, description: str = "", actor: Actor | None = None) -> Workspace:
    name = (name or "").strip()
    if not name or len(name) > 120:
        raise invalid("A workspace needs a name of 1 to 120 characters.")
    description = _bounded_description(description, of="workspace")
    workspace = Workspace.objects.create(name=name, description=description, created_by=user)
    Membership.objects.create(workspace=workspace, user=user, role=Role.OWNER)
    audit_record(actor=actor or Actor.person(user), verb="workspace.create", target=workspace, workspace=workspace)
    return workspace


@transaction.atomic
def project_create(*, user, workspace: Workspace, name: str, description: str = "", actor: Actor | None = None) -> Project:
    name = (name or "").strip()
    if not name or len(name) > 120:
        raise invalid("A project needs a name of 1 to 120 characters.")
    description = _bounded_description(description, of="project")
    if Project.objects.filter(workspace=workspace, name__iexact=name).exists():
        raise invalid(f"A project named '{name}' already exists in this workspace.")
    project = Project.objects.create(workspace=workspace, name=name, description=description, created_by=user)
    audit_record(actor=actor or Actor.person(user), verb="project.create", target=project, workspace=workspace)
    return project


def _members_take_turns(*, workspace: Workspace, user, min_role: str = Role.OWNER, by_staff: bool = False) -> None:
    """Member changes of one workspace run one at a time (the last-owner rule counts its owners), each by a member
    whose role, read under that lock, still allows it (two owners demoting each other at once: one wins). Staff in
    the admin act on any workspace."""
    Workspace.objects.select_for_update().filter(pk=workspace.pk).values_list("pk", flat=True).first()
    if not by_staff:
        access_workspace_by_id(user=user, workspace_id=workspace.pk, min_role=min_role)


def _refuse_losing_last_owner(membership: Membership) -> None:
    if is_last_owner(membership=membership):
        raise invalid(f"{membership.user.get_username()} is the workspace's last owner; make another member an "
                      "owner first.")


def _valid_role(role: str) -> str:
    if role not in Role.values:
        raise invalid(f"role must be one of {', '.join(Role.values)}.", fields={"role": ["Unknown role."]})
    return role


def _audit_member(*, user, verb: str, membership: Membership, by_staff: bool, **data) -> None:
    data = {"user": membership.user.get_username(), "user_id": membership.user_id, **data}
    audit_record(actor=Actor.person(user), verb=verb, target=membership, workspace=membership.workspace,
                 data={**data, "via": "admin"} if by_staff else data)


@transaction.atomic
def member_add(*, user, workspace: Workspace, username: str, role: str = Role.VIEWER,
               by_staff: bool = False) -> Membership:
    """Add the user named `username` to the workspace with `role` (only owners get here: the lookup tells
    nobody else whether a username exists)."""
    _valid_role(role)
    _members_take_turns(workspace=workspace, user=user, by_staff=by_staff)
    member = get_user_model().objects.filter(username=username, is_active=True).first()
    if member is None:
        raise ApplicationError(ErrorCode.NOT_FOUND, f"There is no user named {username[:150]!r}.")
    existing = Membership.objects.filter(workspace=workspace, user=member).first()
    if existing is not None:
        raise invalid(f"{username} is already a member of this workspace ({existing.role}).",
                      fields={"username": ["Already a member."]})
    membership = Membership.objects.create(workspace=workspace, user=member, role=role)
    _audit_member(user=user, verb="member.add", membership=membership, by_staff=by_staff, role=role)
    return membership


@transaction.atomic
def member_role_change(*, user, membership: Membership, role: str, by_staff: bool = False) -> Membership:
    """Give a member another role; the last owner keeps theirs. A run already going on refuses its next write
    once its user is no longer an editor (the tools authorize each write)."""
    _valid_role(role)
    _members_take_turns(workspace=membership.workspace, user=user, by_staff=by_staff)
    membership.refresh_from_db(fields=["role"])
    if role == membership.role:
        return membership
    if role != Role.OWNER:
        _refuse_losing_last_owner(membership)
    previous, membership.role = membership.role, role
    membership.save(update_fields=["role"])
    _audit_member(user=user, verb="member.role_change", membership=membership, by_staff=by_staff,
                  **{"from": previous, "to": role})
    return membership


# What else stops when someone leaves a workspace. The agents app registers its own (their runs there stop, their
# questions are withdrawn, their sockets close) when it is ready, so this app never imports the app above it.
MemberWorkStopper = Callable[..., int]  # (*, user, workspace, member) -> how many runs it stopped
_member_work_stoppers: list[MemberWorkStopper] = []


def member_work_stopper_register(stopper: MemberWorkStopper) -> None:
    if stopper not in _member_work_stoppers:
        _member_work_stoppers.append(stopper)


@transaction.atomic
def member_remove(*, user, membership: Membership, by_staff: bool = False) -> None:
    """Remove a member (or leave, when `user` is the member), except the last owner. Every path closes for them at
    once: the access functions check membership, and every registered stopper ends their work there in the same
    transaction. Their conversations stay, out of their reach."""
    leaving = membership.user_id == user.pk
    _members_take_turns(workspace=membership.workspace, user=user, min_role=Role.VIEWER if leaving else Role.OWNER,
                        by_staff=by_staff)
    membership.refresh_from_db(fields=["role"])
    _refuse_losing_last_owner(membership)
    stopped = sum(stop(user=user, workspace=membership.workspace, member=membership.user)
                  for stop in _member_work_stoppers)
    _audit_member(user=user, verb="member.leave" if leaving else "member.remove", membership=membership,
                  by_staff=by_staff, role=membership.role, runs_stopped=stopped)
    membership.delete()


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
    if kind == DataSourceKind.SQLITE:
        return import_sqlite_file(warehouse=warehouse, path=path, table=table, source_table=source_table)
    if kind == DataSourceKind.DUCKDB:
        return import_duckdb_file(warehouse=warehouse, path=path, table=table, source_table=source_table)
    return import_file(warehouse=warehouse, path=path, table=table, kind=kind)


def datasource_import_from_connection(*, user, workspace: Workspace, connection: DatabaseConnection,
                                      source_table: str, table: str) -> DataSource:
    """Copy one table through an admin-defined connection the workspace may use (read-only on the source)."""
    if connection.engine != DatabaseEngine.POSTGRESQL:
        raise invalid("That connection is not a PostgreSQL database.")
    try:
        host_check(connection.host)
    except HostRefused as error:
        logger.warning("workspaces.connection.host_refused connection=%s error=%s", connection.pk, error)
        raise invalid("That connection is closed to imports on this server: an administrator must allow its "
                      "host (LANTIDE_IMPORT_ALLOWED_HOSTS).") from error
    warehouse = warehouse_for(workspace_id=workspace.pk)
    validate_table_name(warehouse=warehouse, table=table)
    source = PostgresSource(connection_id=connection.pk, host=connection.host, port=connection.port,
                            database=connection.database, username=connection.username,
                            password=connection.password)
    result = import_postgres_table(warehouse=warehouse, source=source, source_table=source_table, table=table)
    return datasource_record(user=user, workspace=workspace, result=result,
                             name=f"{connection.name}: {source_table}", size_bytes=0,
                             audit_data={"connection": connection.pk, "source_table": source_table})


def datasource_record(*, user, workspace: Workspace, result: ImportResult, name: str, size_bytes: int,
                      audit_data: dict | None = None) -> DataSource:
    """Record an imported table; if that fails, the table is dropped again so nothing is half-done."""
    try:
        with transaction.atomic():
            source = DataSource.objects.create(
                workspace=workspace, kind=result.kind, name=name[:200], table_name=result.table,
                row_count=result.row_count, size_bytes=size_bytes, created_by=user,
            )
            actor = Actor.person(user) if user else Actor.system()
            audit_record(actor=actor, verb="datasource.import", target=source, workspace=workspace,
                         data={"table": result.table, "rows": result.row_count, "kind": result.kind,
                               **(audit_data or {})})
    except Exception:
        warehouse_for(workspace_id=workspace.pk).drop_table(table=result.table)
        raise
    return source


# Fields an audit event of a connection may carry: everything but the password.
_CONNECTION_AUDIT_FIELDS = ("name", "engine", "host", "port", "database", "username", "all_workspaces")


def _connection_audit_data(connection: DatabaseConnection, *, changed: list[str],
                           workspace_ids: list[int]) -> dict:
    data = {field: getattr(connection, field) for field in _CONNECTION_AUDIT_FIELDS}
    return {**data, "workspaces": sorted(workspace_ids), "changed": sorted(changed)}


@transaction.atomic
def database_connection_save(*, user, connection: DatabaseConnection, changed: list[str],
                             workspace_ids: list[int]) -> DatabaseConnection:
    """Save an admin's connection (its host allow-listed) and audit which fields changed, never the password."""
    try:
        connection.host = host_check(connection.host)
    except HostRefused as error:
        raise invalid(str(error)) from error
    created = connection.pk is None
    connection.save()
    audit_record(actor=Actor.person(user), verb="connection.create" if created else "connection.update",
                 target=connection, data=_connection_audit_data(connection, changed=changed,
                                                                workspace_ids=workspace_ids))
    return connection


@transaction.atomic
def database_connection_delete(*, user, connection: DatabaseConnection) -> None:
    workspace_ids = list(connection.workspaces.values_list("pk", flat=True))
    audit_record(actor=Actor.person(user), verb="connection.delete", target=connection,
                 data=_connection_audit_data(connection, changed=[], workspace_ids=workspace_ids))
    connection.delete()
