"""An outside client's writes (MCP, ARCHITECTURE §10): checked by the agent's rules, then queued for a person
(execute tokens) or applied at once (admin tokens, with a warning, Activity and audit).

The check runs before anything is queued, so a viewer's token (whatever its mode) gets PERMISSION_DENIED at once,
and bad arguments INVALID_ARGUMENTS. An approved write runs later as the client asked it — the requesting user's
role read again, the tool's own audit naming the outside client — through the same executor as every call.
"""

from datetime import timedelta

from asgiref.sync import async_to_sync, sync_to_async
from django.db import transaction
from django.utils import timezone

from agents.models import ApprovalStatus, ExternalApproval, ExternalWriterLease
from agents.runtime.event_log import publish_approval_changed
from agents.services.capabilities import capability_by_id, tool_call, tool_check
from agents.services.external_sessions import ExternalSession, external_workspace
from lantide.audit import Actor, audit_record
from lantide.errors import ApplicationError, ErrorCode, NotFound, invalid
from lantide.ids import int_or_none
from lantide.models import AccessTokenMode
from workspaces.models import Role
from workspaces.selectors import access_workspace_by_id

ADMIN_WARNING = ("Applied directly by an admin-mode token, without a person's approval; it is in the workspace's "
                 "Activity.")
DECISIONS = ("approve", "reject")
# A session that writes keeps the workspace's writer lease this long after its last write (§10: one outside writer
# per workspace at a time; a session that stops writing frees it by expiry).
WRITER_LEASE_TTL = timedelta(minutes=5)


async def capability_invoke_write(*, session: ExternalSession, capability_id: str, arguments: dict,
                                  confirm: bool) -> dict:
    capability = capability_by_id(capability_id)
    if capability.side_effect != "write":
        raise invalid(f"{capability_id} only reads: call invoke_read_capability for it.")
    if confirm is not True:
        raise invalid("Set confirm to true to confirm these parameters.")
    if session.mode not in (AccessTokenMode.EXECUTE, AccessTokenMode.ADMIN):
        raise ApplicationError(ErrorCode.PERMISSION_DENIED, "This token is observe-only: it may read, not write.")
    await sync_to_async(tool_check)(session=session, name=capability.tool.name, arguments=arguments)
    await sync_to_async(writer_lease_take)(session=session)
    if session.mode == AccessTokenMode.EXECUTE:
        approval = await sync_to_async(approval_request)(session=session, capability_id=capability_id,
                                                         tool_name=capability.tool.name, arguments=arguments)
        return {"status": "pending_approval", "approval_id": approval.pk}
    result = await tool_call(session=session, name=capability.tool.name, arguments=arguments)
    await sync_to_async(_audit_direct_write)(session=session, capability_id=capability_id, arguments=arguments)
    return {"status": "applied", "result": result, "warning": ADMIN_WARNING}


@transaction.atomic
def writer_lease_take(*, session: ExternalSession) -> ExternalWriterLease:
    """Take (or renew) the bound workspace's writer lease for this session; another session's live lease is
    WRITER_BUSY until it expires."""
    workspace, now = external_workspace(session=session), timezone.now()
    ExternalWriterLease.objects.filter(workspace=workspace, expires_at__lte=now).delete()
    lease, created = ExternalWriterLease.objects.select_for_update().get_or_create(
        workspace=workspace, defaults={"owner_key": session.owner_key, "client_name": session.client_name,
                                       "expires_at": now + WRITER_LEASE_TTL})
    if not created and lease.owner_key != session.owner_key:
        raise ApplicationError(ErrorCode.WRITER_BUSY, f"Another session ({lease.client_name}) is writing in this "
                               f"workspace until {lease.expires_at.isoformat()}; try again after that.",
                               extra={"expires_at": lease.expires_at.isoformat()})
    lease.expires_at = now + WRITER_LEASE_TTL
    lease.save(update_fields=["expires_at"])
    return lease


def writer_lease_release(*, token_id: int, session_id: str) -> None:
    """A session that ended (the client's DELETE) frees the writer leases it held."""
    ExternalWriterLease.objects.filter(owner_key=f"{token_id}:{session_id}").delete()


def _audit_direct_write(*, session: ExternalSession, capability_id: str, arguments: dict) -> None:
    workspace = external_workspace(session=session)
    audit_record(actor=session.actor, verb="external_write.apply", target=workspace, workspace=workspace,
                 data={"capability_id": capability_id, "arguments": arguments, "mode": session.mode,
                       "warning": ADMIN_WARNING})


@transaction.atomic
def approval_request(*, session: ExternalSession, capability_id: str, tool_name: str,
                     arguments: dict) -> ExternalApproval:
    workspace = external_workspace(session=session)
    approval = ExternalApproval.objects.create(
        workspace=workspace, requested_by=session.user, access_token_id=session.token_id,
        client_name=session.client_name, capability_id=capability_id, tool_name=tool_name, arguments=arguments)
    audit_record(actor=session.actor, verb="approval.request", target=approval, workspace=workspace,
                 data={"capability_id": capability_id, "arguments": arguments})
    _announce_after_commit(approval)
    return approval


def approvals_for_workspace(*, workspace, status: str | None = None):
    approvals = ExternalApproval.objects.filter(workspace=workspace).select_related("requested_by", "decided_by")
    return approvals.filter(status=status) if status else approvals


def access_approval_by_id(*, user, approval_id, for_decision: bool = False) -> ExternalApproval:
    """A workspace member's view of an approval; deciding one needs an editor or owner (as writing would)."""
    approval = ExternalApproval.objects.filter(pk=int_or_none(approval_id) or 0).first()
    if approval is None:
        raise NotFound("Approval")
    access_workspace_by_id(user=user, workspace_id=approval.workspace_id,
                           min_role=Role.EDITOR if for_decision else Role.VIEWER)
    return approval


def approval_decide(*, user, approval: ExternalApproval, decision: str) -> ExternalApproval:
    """Reject it, or approve it and run the write now; a decided approval is not decided again."""
    if decision not in DECISIONS:
        raise invalid("decision must be approve or reject.")
    status = ApprovalStatus.APPLYING if decision == "approve" else ApprovalStatus.REJECTED
    with transaction.atomic():
        claimed = ExternalApproval.objects.filter(pk=approval.pk, status=ApprovalStatus.PENDING).update(
            status=status, decided_by=user, decided_at=timezone.now())
        if not claimed:
            raise invalid("This approval was already decided.")
        audit_record(actor=Actor.person(user), verb=f"approval.{decision}", target=approval,
                     workspace=approval.workspace_id, data={"capability_id": approval.capability_id})
    approval.refresh_from_db()
    _announce(approval)  # the pages show it applying (or rejected) while the write runs
    if decision == "approve":
        _apply(approval)
        approval.refresh_from_db()
        _announce(approval)
    return approval


def _apply(approval: ExternalApproval) -> None:
    session = ExternalSession(token_id=approval.access_token_id, user=approval.requested_by,
                              mode=AccessTokenMode.EXECUTE, client_name=approval.client_name,
                              workspace_id=approval.workspace_id)
    try:
        outcome, status = async_to_sync(tool_call)(session=session, name=approval.tool_name,
                                                   arguments=approval.arguments), ApprovalStatus.APPLIED
    except ApplicationError as error:
        outcome, status = {"code": error.code, "detail": error.detail}, ApprovalStatus.FAILED
    ExternalApproval.objects.filter(pk=approval.pk).update(status=status, outcome=outcome)


def _announce_after_commit(approval: ExternalApproval) -> None:
    transaction.on_commit(lambda: _announce(approval))


def _announce(approval: ExternalApproval) -> None:
    """The workspace's open pages read their approval cards again (agents.workspace_socket)."""
    async_to_sync(publish_approval_changed)(workspace_id=approval.workspace_id, approval_id=approval.pk,
                                            status=approval.status)
