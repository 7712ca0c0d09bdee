"""An outside client's session (MCP, ARCHITECTURE §10): the workspace it is bound to and what it sees there.

A session starts unbound; `external_workspace_select` binds it to a workspace the token's user belongs to (another
user's workspace is NOT_FOUND, as everywhere) and answers the workspace with its analysis context. Every call
checks the membership again, so a member removed mid-session loses the workspace at once. The session's query
steps and caches live in a conversation of its own per token and workspace ("MCP: <token name>"), so they
survive a reconnect and the person sees them in the workspace.
"""

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone

from agents.models import Conversation, ExternalApproval, ExternalWriterLease
from lantide.audit import Actor, audit_record
from lantide.errors import ApplicationError, ErrorCode
from lantide.models import AccessTokenMode
from reports.models import Plan
from reports.selectors import reports_for_workspace
from workspaces.knowledge import knowledge_applicable
from workspaces.models import Membership, Role
from workspaces.selectors import (
    access_workspace_by_id, membership_get, projects_for_user, workspace_tables, workspaces_for_user,
)
from workspaces.services import workspace_create

CONTEXT_LIMIT = 50  # items per list in an analysis context: a manifest, not a dump


@dataclass
class ExternalSession:
    """One outside client's session: who (the token's user, mode and name) and where (the bound workspace)."""

    token_id: int
    user: object
    mode: str
    client_name: str
    workspace_id: int | None = None
    session_id: str = ""  # the MCP session's id (none: a sessionless request)

    @property
    def owner_key(self) -> str:
        """Whose writer lease: this token's session."""
        return f"{self.token_id}:{self.session_id}"

    @property
    def actor(self) -> Actor:
        return Actor.external(user=self.user, client_name=self.client_name)


def selection_required() -> ApplicationError:
    return ApplicationError(ErrorCode.WORKSPACE_SELECTION_REQUIRED,
                            "No workspace is selected: call select_workspace with a workspace_id from "
                            "list_workspaces first.")


def external_workspace(*, session: ExternalSession, workspace_id=None):
    """The bound workspace (or `workspace_id`'s), checked against the user's membership now."""
    wanted = workspace_id if workspace_id is not None else session.workspace_id
    if wanted is None:
        raise selection_required()
    return access_workspace_by_id(user=session.user, workspace_id=wanted)


def external_workspaces(*, session: ExternalSession) -> list[dict]:
    roles = dict(Membership.objects.filter(user=session.user).values_list("workspace_id", "role"))
    return [{"id": w.pk, "name": w.name, "description": w.description, "role": roles.get(w.pk),
             "selected": w.pk == session.workspace_id} for w in workspaces_for_user(user=session.user)]


def external_workspace_select(*, session: ExternalSession, workspace_id) -> dict:
    workspace = external_workspace(session=session, workspace_id=workspace_id)
    session.workspace_id = workspace.pk
    return {"workspace": workspace_summary(session=session, workspace=workspace),
            "analysis_context": analysis_context(session=session, workspace=workspace)}


@transaction.atomic
def external_workspace_create(*, session: ExternalSession, name: str) -> dict:
    """Admin mode only: a new workspace owned by the token's user, and the session bound to it."""
    if session.mode != AccessTokenMode.ADMIN:
        raise ApplicationError(ErrorCode.PERMISSION_DENIED, "Only an admin-mode token creates workspaces.")
    workspace = workspace_create(user=session.user, name=name, actor=session.actor)
    return external_workspace_select(session=session, workspace_id=workspace.pk)


def workspace_summary(*, session: ExternalSession, workspace) -> dict:
    membership = membership_get(user=session.user, workspace=workspace)
    return {"id": workspace.pk, "name": workspace.name, "description": workspace.description,
            "role": membership.role if membership else Role.VIEWER}


def analysis_context(*, session: ExternalSession, workspace) -> dict:
    """What an outside agent needs to start: tables, projects, plans and reports by metadata, the knowledge that
    applies (a manifest: scope and size, never the text; `read_applicable_knowledge` reads it) and approvals."""
    knowledge = knowledge_applicable(user=session.user, workspace=workspace, project_id=None)
    return {
        "tables": [{"name": t.name, "row_count": t.row_count} for t in workspace_tables(workspace=workspace)],
        "projects": [{"id": p.pk, "name": p.name} for p in
                     projects_for_user(user=session.user, workspace=workspace)[:CONTEXT_LIMIT]],
        "reports": [{"id": r.pk, "title": r.title, "revision": r.revision, "updated_at": r.updated_at.isoformat()}
                    for r in reports_for_workspace(workspace=workspace)[:CONTEXT_LIMIT]],
        "plans": _plans_of(session=session, workspace=workspace),
        "knowledge": [{"id": item.pk, "scope": item.scope, "project": item.project.name if item.project_id else None,
                       "chars": len(item.text)} for item in knowledge[:CONTEXT_LIMIT]],
        "approvals": approvals_of_session(session=session, workspace=workspace),
        "writer": _writer_of(session=session, workspace=workspace),
    }


def _writer_of(*, session: ExternalSession, workspace) -> dict | None:
    """Who holds the workspace's writer lease now (none: free)."""
    lease = ExternalWriterLease.objects.filter(workspace=workspace, expires_at__gt=timezone.now()).first()
    if lease is None:
        return None
    return {"client_name": lease.client_name, "expires_at": lease.expires_at.isoformat(),
            "this_session": lease.owner_key == session.owner_key}


def approvals_of_session(*, session: ExternalSession, workspace) -> list[dict]:
    """What `get_analysis_context` shows: this token's approvals in the workspace, pending and decided."""
    approvals = ExternalApproval.objects.filter(workspace=workspace, access_token_id=session.token_id)[:50]
    return [approval_row(approval) for approval in approvals]


def approval_row(approval: ExternalApproval) -> dict:
    return {"approval_id": approval.pk, "capability_id": approval.capability_id, "status": approval.status,
            "arguments": approval.arguments, "outcome": approval.outcome,
            "created_at": approval.created_at.isoformat(),
            "decided_at": approval.decided_at.isoformat() if approval.decided_at else None}


def _plans_of(*, session: ExternalSession, workspace) -> list[dict]:
    """The user's own conversations' plans (conversations are their owner's alone)."""
    plans = Plan.objects.filter(workspace=workspace, conversation__owner=session.user).order_by("-updated_at")
    return [{"id": plan.pk, "title": plan.title, "conversation": str(plan.conversation_id), "steps": len(plan.steps),
             "frozen": plan.frozen_at is not None} for plan in plans[:CONTEXT_LIMIT]]


@transaction.atomic
def external_conversation(*, session: ExternalSession, workspace) -> Conversation:
    """The session's conversation in `workspace` (one per token and workspace), made on first use."""
    found = Conversation.objects.filter(owner=session.user, workspace=workspace,
                                        metadata__access_token=session.token_id).order_by("created_at").first()
    if found is not None:
        return found
    conversation = Conversation.objects.create(
        owner=session.user, workspace=workspace, title=f"MCP: {session.client_name}"[:200],
        metadata={"origin": "mcp", "access_token": session.token_id})
    audit_record(actor=session.actor, verb="conversation.create", target=conversation, workspace=workspace)
    return conversation
