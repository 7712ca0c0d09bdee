"""Workspace bundles as durable operations (seed §14, "Managed Workspace"; docs/architecture.md, "Workspace
bundles"): prepare → stage → save a bundle of a workspace, or upload one; inspect it, plan it against a workspace,
apply the plan. Each step is a `BundleOperation` row written before it starts: done with its result, failed with
`{code, detail}`, or — its process gone while it ran (a restart) — reported failed with OPERATION_INTERRUPTED, and
run again by calling the same step (stage skips the tables already written, apply the changes already made).

Scoping: a bundle is its workspace's members' (another user's id is NOT_FOUND); preparing, staging, saving,
inspecting and planning read only (any member: they read nothing a viewer cannot); applying writes the plan's
workspace and needs its editor or owner. These functions are the service the REST views, the page and the
`bundle_*` tools (for outside clients over MCP) call.
"""

import shutil
import tempfile
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import transaction

from agents.bundles import archive
from agents.bundles.content import apply_step, apply_steps, manifest_of, plan_of
from agents.models import Bundle, BundleOperation, BundleOperationKind as Kind, BundleOperationStatus as Status
from agents.models import BundleStatus
from lantide.processes import executor_identity, executor_is_gone
from lantide.audit import Actor, audit_record
from lantide.errors import ApplicationError, ErrorCode, NotFound, invalid
from lantide.ids import int_or_none
from workspaces.models import Role
from workspaces.selectors import access_workspace_by_id

INTERRUPTED = {"code": ErrorCode.OPERATION_INTERRUPTED,
               "detail": "The server stopped while this operation ran; run the same step again to resume it."}


def actor_for(*, user, client_name: str = "") -> Actor:
    return Actor.external(user=user, client_name=client_name) if client_name else Actor.person(user)


def access_bundle_by_id(*, user, bundle_id) -> Bundle:
    bundle = Bundle.objects.filter(pk=int_or_none(bundle_id) or 0).select_related("workspace").first()
    if bundle is None:
        raise NotFound("Bundle")
    access_workspace_by_id(user=user, workspace_id=bundle.workspace_id)
    return bundle


def access_operation_by_id(*, user, operation_id) -> BundleOperation:
    operation = BundleOperation.objects.filter(pk=int_or_none(operation_id) or 0).select_related("bundle").first()
    if operation is None:
        raise NotFound("Bundle operation")
    access_workspace_by_id(user=user, workspace_id=operation.workspace_id)
    access_workspace_by_id(user=user, workspace_id=operation.bundle.workspace_id)
    return operation_current(operation=operation)


def operation_current(*, operation: BundleOperation) -> BundleOperation:
    """The operation as it stands: one still `running` whose process is gone was interrupted, and says so."""
    if operation.status == Status.RUNNING and operation.owner and executor_is_gone(operation.owner):
        BundleOperation.objects.filter(pk=operation.pk, status=Status.RUNNING, owner=operation.owner).update(
            status=Status.FAILED, error=INTERRUPTED)
        operation.refresh_from_db()
    return operation


def bundles_for_workspace(*, workspace):
    return Bundle.objects.filter(workspace=workspace).prefetch_related("operations")


@contextmanager
def _running(operation: BundleOperation):
    """Run a step on its row: done when the block ends, failed with the error's {code, detail} when it raises."""
    try:
        yield operation
    except ApplicationError as error:
        _finish(operation, status=Status.FAILED, error={"code": error.code, "detail": error.detail})
        raise
    except ValidationError as error:
        refusal = invalid("; ".join(error.messages))
        _finish(operation, status=Status.FAILED, error={"code": refusal.code, "detail": refusal.detail})
        raise refusal from error
    except BaseException:
        _finish(operation, status=Status.FAILED, error={"code": ErrorCode.INTERNAL_ERROR,
                                                        "detail": "The operation failed; see the server log."})
        raise
    _finish(operation, status=Status.DONE, error=None)


def _finish(operation: BundleOperation, *, status: str, error: dict | None) -> None:
    operation.status, operation.error, operation.owner = status, error, ""
    operation.save(update_fields=["status", "error", "owner", "result", "progress", "updated_at"])


def _start(*, kind: str, bundle: Bundle, workspace, user, client_name: str, plan=None) -> BundleOperation:
    return BundleOperation.objects.create(bundle=bundle, workspace=workspace, kind=kind, requested_by=user,
                                          client_name=client_name, plan=plan, owner=executor_identity())


def bundle_prepare(*, user, workspace, client_name: str = "", name: str = "") -> BundleOperation:
    """A new bundle of `workspace`: its manifest, as the workspace is now."""
    with transaction.atomic():
        bundle = Bundle.objects.create(workspace=workspace, created_by=user, client_name=client_name,
                                       name=(name or f"{workspace.name} bundle")[:200])
        operation = _start(kind=Kind.PREPARE, bundle=bundle, workspace=workspace, user=user, client_name=client_name)
    with _running(operation):
        bundle.manifest = manifest_of(workspace=workspace, user=user)
        bundle.save(update_fields=["manifest"])
        operation.result = {"bundle": bundle_summary(bundle=bundle)}
    return operation


Progress = Callable[[int, int, str], None] | None  # (done, total, what was done): a long step's steps


def _told(on_progress: Progress, done: int, total: int, message: str) -> None:
    if on_progress is not None:
        on_progress(done, total, message)


def bundle_stage(*, user, bundle: Bundle, client_name: str = "", on_progress: Progress = None) -> BundleOperation:
    """Write the bundle's tables as Parquet files beside it (resumable: a table already written is kept)."""
    _require(bundle, BundleStatus.PREPARED, BundleStatus.STAGED, step="staged")
    operation = _start(kind=Kind.STAGE, bundle=bundle, workspace=bundle.workspace, user=user, client_name=client_name)
    with _running(operation):
        staging = archive.staging_dir(bundle.pk)
        staging.mkdir(parents=True, exist_ok=True)
        written, tables = 0, bundle.manifest["tables"]
        for number, table in enumerate(tables, start=1):
            target = staging / Path(table["file"]).name
            if not target.exists():
                budget = max(0, _max_bytes() - written)
                table.update(archive.table_write(workspace_id=bundle.workspace_id, table=table["name"],
                                                 target=target, budget=budget))
                operation.progress = [*operation.progress, table["name"]]
            written += target.stat().st_size
            _told(on_progress, number, len(tables), f"staged table {table['name']}")
        bundle.status = BundleStatus.STAGED
        bundle.save(update_fields=["manifest", "status"])
        operation.result = {"bundle": bundle_summary(bundle=bundle)}
    return operation


def _max_bytes() -> int:
    return settings.LANTIDE_BUNDLE_MAX_BYTES


def bundle_save(*, user, bundle: Bundle, client_name: str = "") -> BundleOperation:
    """Zip the staged tables and the manifest into the bundle's one file, with its size and checksum."""
    _require(bundle, BundleStatus.STAGED, step="saved")
    operation = _start(kind=Kind.SAVE, bundle=bundle, workspace=bundle.workspace, user=user, client_name=client_name)
    with _running(operation):
        saved = archive.archive_write(staging=archive.staging_dir(bundle.pk), manifest=bundle.manifest,
                                      target=archive.bundle_file(bundle.pk))
        bundle.status, bundle.size_bytes, bundle.sha256 = BundleStatus.SAVED, saved["size_bytes"], saved["sha256"]
        with transaction.atomic():
            bundle.save(update_fields=["status", "size_bytes", "sha256"])
            audit_record(actor=actor_for(user=user, client_name=client_name), verb="bundle.save", target=bundle,
                         workspace=bundle.workspace, data={"size_bytes": bundle.size_bytes, "sha256": bundle.sha256,
                                                           "tables": len(bundle.manifest["tables"])})
        operation.result = {"bundle": bundle_summary(bundle=bundle)}
    return operation


def bundle_export(*, user, workspace, client_name: str = "", name: str = "") -> Bundle:
    """prepare → stage → save in one call (the page's and REST's download)."""
    bundle = bundle_prepare(user=user, workspace=workspace, client_name=client_name, name=name).bundle
    bundle_stage(user=user, bundle=bundle, client_name=client_name)
    bundle_save(user=user, bundle=bundle, client_name=client_name)
    bundle.refresh_from_db()
    return bundle


def bundle_upload(*, user, workspace, uploaded_file, client_name: str = "") -> Bundle:
    """An uploaded bundle, checked whole before it is kept: a refused one leaves no row and no file."""
    if uploaded_file.size > _max_bytes():
        raise archive.too_large()
    with tempfile.NamedTemporaryFile(dir=archive.bundles_root(), suffix=".upload", delete=False) as handle:
        for chunk in uploaded_file.chunks():
            handle.write(chunk)
    path = Path(handle.name)
    try:
        opened = archive.archive_open(path)
        with transaction.atomic():
            bundle = Bundle.objects.create(workspace=workspace, created_by=user, client_name=client_name,
                                           name=(uploaded_file.name or "Uploaded bundle")[:200], uploaded=True,
                                           status=BundleStatus.SAVED, manifest=opened.manifest,
                                           size_bytes=path.stat().st_size, sha256=archive.file_sha256(path))
            BundleOperation.objects.create(bundle=bundle, workspace=workspace, kind=Kind.UPLOAD, requested_by=user,
                                           client_name=client_name, status=Status.DONE,
                                           result={"bundle": bundle_summary(bundle=bundle)})
            audit_record(actor=actor_for(user=user, client_name=client_name), verb="bundle.upload", target=bundle,
                         workspace=workspace, data={"size_bytes": bundle.size_bytes, "sha256": bundle.sha256})
            path.replace(archive.bundle_file(bundle.pk))
    finally:
        path.unlink(missing_ok=True)
    return bundle


def bundle_inspect(*, user, bundle: Bundle, client_name: str = "") -> BundleOperation:
    """Read the saved bundle back and check it: what it holds, table by table."""
    _require(bundle, BundleStatus.SAVED, step="inspected")
    operation = _start(kind=Kind.INSPECT, bundle=bundle, workspace=bundle.workspace, user=user,
                       client_name=client_name)
    with _running(operation):
        manifest = _opened(bundle).manifest
        operation.result = {"bundle": bundle_summary(bundle=bundle), "source_workspace": manifest.get("workspace"),
                            "tables": [{"name": t["name"], "rows": t.get("row_count"), "columns": t.get("columns")}
                                       for t in manifest["tables"]],
                            "projects": [p.get("name") for p in manifest["projects"]],
                            "knowledge": [k.get("text") for k in manifest["knowledge"]],
                            "reports": [r.get("title") for r in manifest["reports"]],
                            "agents": [a.get("name") for a in manifest["agents"]]}
    return operation


def bundle_plan(*, user, bundle: Bundle, workspace, client_name: str = "") -> BundleOperation:
    """The changes applying the bundle would make to `workspace` (a member's), kept to be applied."""
    _require(bundle, BundleStatus.SAVED, step="planned")
    operation = _start(kind=Kind.PLAN, bundle=bundle, workspace=workspace, user=user, client_name=client_name)
    with _running(operation):
        operation.result = {"bundle": bundle_summary(bundle=bundle), "workspace": workspace.pk,
                            **plan_of(manifest=_opened(bundle).manifest, workspace=workspace, user=user)}
    return operation


def bundle_apply(*, user, plan: BundleOperation, client_name: str = "",
                 on_progress: Progress = None) -> BundleOperation:
    """Apply a plan to its workspace (its editor or owner); an interrupted or failed apply of it goes on."""
    if plan.kind != Kind.PLAN or plan.status != Status.DONE:
        raise invalid("Apply takes a finished plan's id (bundle_plan's operation id).")
    workspace = access_workspace_by_id(user=user, workspace_id=plan.workspace_id, min_role=Role.EDITOR)
    operation = _claim_apply(user=user, plan=plan, client_name=client_name)
    actor = actor_for(user=user, client_name=client_name)
    opened = _opened(plan.bundle)
    scratch = Path(tempfile.mkdtemp(dir=archive.bundles_root(), prefix="apply-"))
    with _running(operation):
        try:
            steps = apply_steps(bundle=opened, plan=plan.result)
            for number, (key, section, item) in enumerate(steps, start=1):
                if key in operation.progress:
                    continue
                apply_step(section=section, item=item, bundle=opened, workspace=workspace, user=user, actor=actor,
                           scratch=scratch, key=key)
                operation.progress = [*operation.progress, key]
                BundleOperation.objects.filter(pk=operation.pk).update(progress=operation.progress)
                _told(on_progress, number, len(steps), f"applied {key}")
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        operation.result = {"summary": plan.result["summary"], "applied": len(operation.progress)}
        audit_record(actor=actor, verb="bundle.apply", target=plan.bundle, workspace=workspace,
                     data={"plan": plan.pk, "summary": plan.result["summary"]})
    return operation


@transaction.atomic
def _claim_apply(*, user, plan: BundleOperation, client_name: str) -> BundleOperation:
    BundleOperation.objects.select_for_update().filter(pk=plan.pk).first()  # applies of one plan take turns
    previous = plan.applies.order_by("-id").first()
    if previous is not None:
        previous = operation_current(operation=previous)
        if previous.status == Status.DONE:
            raise invalid("This plan was applied already; plan the bundle again to apply it again.")
        if previous.status == Status.RUNNING:
            raise ApplicationError(ErrorCode.WRITER_BUSY, "This plan is being applied now.")
        previous.status, previous.owner, previous.error = Status.RUNNING, executor_identity(), None
        previous.requested_by, previous.client_name = user, client_name
        previous.save(update_fields=["status", "owner", "error", "requested_by", "client_name", "updated_at"])
        return previous
    return _start(kind=Kind.APPLY, bundle=plan.bundle, workspace=plan.workspace, user=user, client_name=client_name,
                  plan=plan)


def require_saved(*, bundle: Bundle) -> None:
    _require(bundle, BundleStatus.SAVED, step="downloaded")


def _require(bundle: Bundle, *statuses: str, step: str) -> None:
    if bundle.status not in statuses:
        raise invalid(f"Bundle {bundle.pk} is {bundle.status}: it cannot be {step} now.")


def _opened(bundle: Bundle) -> archive.OpenedBundle:
    path = archive.bundle_file(bundle.pk)
    if not path.exists():
        raise invalid(f"Bundle {bundle.pk}'s file is gone.")
    return archive.archive_open(path)


def bundle_summary(*, bundle: Bundle) -> dict:
    manifest = bundle.manifest or {}
    return {"bundle_id": bundle.pk, "name": bundle.name, "workspace": bundle.workspace_id, "status": bundle.status,
            "uploaded": bundle.uploaded, "size_bytes": bundle.size_bytes, "sha256": bundle.sha256,
            "counts": {section: len(manifest.get(section) or [])
                       for section in ("tables", "projects", "knowledge", "reports", "agents")},
            "created_at": bundle.created_at.isoformat() if bundle.created_at else None}


def operation_view(*, operation: BundleOperation) -> dict:
    return {"operation_id": operation.pk, "kind": operation.kind, "status": operation.status,
            "bundle_id": operation.bundle_id, "workspace": operation.workspace_id, "plan_id": operation.plan_id,
            "result": operation.result, "progress": operation.progress, "error": operation.error}
