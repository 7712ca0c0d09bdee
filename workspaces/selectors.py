"""Reads scoped to the requesting user. `access_*_by_id` is the one choke point for user-visible fetches."""

from django.db.models import Case, Q, Value, When

from lantide.errors import Forbidden, NotFound
from lantide.ids import int_or_none
from workspaces.models import ROLE_RANK, DatabaseConnection, DataSource, Membership, Project, Role, Workspace
from workspaces.query.warehouse import TableInfo, warehouse_for


def workspaces_for_user(*, user):
    return Workspace.objects.filter(memberships__user=user).order_by("name", "id")


def membership_get(*, user, workspace: Workspace) -> Membership | None:
    return Membership.objects.filter(user=user, workspace=workspace).first()


def access_workspace_by_id(*, user, workspace_id, min_role: str = Role.VIEWER) -> Workspace:
    """The workspace if the user is a member with at least `min_role`; another user's id is NOT_FOUND."""
    workspace_pk = int_or_none(workspace_id)
    if workspace_pk is None:
        raise NotFound("Workspace")
    membership = (
        Membership.objects.select_related("workspace").filter(user=user, workspace_id=workspace_pk).first()
    )
    if membership is None:
        raise NotFound("Workspace")
    if ROLE_RANK[membership.role] < ROLE_RANK[min_role]:
        raise Forbidden(f"Your role in this workspace ({membership.role}) cannot do this; {min_role} needed.")
    return membership.workspace


def access_membership_by_id(*, user, workspace_id, member_id, min_role: str = Role.VIEWER,
                            or_self: bool = False) -> Membership:
    """A member of the workspace (by their user id), seen by a member with at least `min_role` (any role for
    themself, with `or_self`: a member may leave). Not a member yourself, or no such member: NOT_FOUND."""
    member_pk = int_or_none(member_id)
    needed = Role.VIEWER if or_self and member_pk == user.pk else min_role
    workspace = access_workspace_by_id(user=user, workspace_id=workspace_id, min_role=needed)
    membership = Membership.objects.select_related("user", "workspace").filter(
        workspace=workspace, user_id=member_pk).first()
    if membership is None:
        raise NotFound("Member")
    return membership


def is_last_owner(*, membership: Membership) -> bool:
    others = Membership.objects.filter(workspace_id=membership.workspace_id, role=Role.OWNER).exclude(pk=membership.pk)
    return membership.role == Role.OWNER and not others.exists()


def members_of(*, workspace: Workspace):
    """The workspace's members, owners first, then by name."""
    ranked = Case(*(When(role=role, then=Value(-rank)) for role, rank in ROLE_RANK.items()))
    return (Membership.objects.filter(workspace=workspace).select_related("user")
            .order_by(ranked, "user__username", "id"))


def access_project_by_id(*, user, project_id, min_role: str = Role.VIEWER) -> Project:
    project = Project.objects.filter(pk=int_or_none(project_id), workspace__memberships__user=user).first()
    if project is None:
        raise NotFound("Project")
    access_workspace_by_id(user=user, workspace_id=project.workspace_id, min_role=min_role)
    return project


def projects_for_user(*, user, workspace: Workspace | None = None):
    projects = Project.objects.filter(workspace__memberships__user=user).select_related("workspace")
    if workspace is not None:
        projects = projects.filter(workspace=workspace)
    return projects.order_by("workspace__name", "name", "id")


def data_sources_for_workspace(*, workspace: Workspace):
    return DataSource.objects.filter(workspace=workspace).select_related("created_by")


def workspace_tables(*, workspace: Workspace) -> list[TableInfo]:
    return warehouse_for(workspace_id=workspace.pk).tables()


def database_connections_for_workspace(*, workspace: Workspace):
    """The admin-defined connections this workspace may import from, by name."""
    allowed = Q(all_workspaces=True) | Q(pk__in=workspace.database_connections.values("pk"))
    return DatabaseConnection.objects.filter(allowed).order_by("name", "id")


def access_database_connection_by_id(*, workspace: Workspace, connection_id) -> DatabaseConnection:
    """A connection the workspace (already accessed by the caller) may use; any other id is NOT_FOUND."""
    connection = database_connections_for_workspace(workspace=workspace).filter(pk=int_or_none(connection_id)).first()
    if connection is None:
        raise NotFound("Connection")
    return connection
