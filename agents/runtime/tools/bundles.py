"""Workspace bundles for outside clients (MCP capabilities `bundle.bundle_*`; docs/architecture.md, "Workspace
bundles"): each call is one durable operation of `agents.bundles.operations` and answers its row (`operation_id`,
`status`, `result`, `error`). Only `bundle_apply` writes; the others read the workspace (and write a bundle file
beside it), so an observe token may prepare, stage, save, inspect and plan. No argument is ever a secret."""

from asgiref.sync import async_to_sync, sync_to_async

from agents.bundles import operations
from agents.runtime.context import RunContext
from agents.runtime.tools.registry import Safety, tool


def _progress(ctx: RunContext):
    """The operation's steps as the call's progress (MCP progress notifications), from its worker thread."""
    def told(done: int, total: int, message: str) -> None:
        async_to_sync(ctx.report_progress)(done=done, total=total, message=message)
    return told


async def _on_bundle(ctx: RunContext, step, bundle_id: int, **fields) -> dict:
    """One operation `step` of the bundle (the user's to reach), answered as its row."""
    bundle = await sync_to_async(operations.access_bundle_by_id)(user=ctx.user, bundle_id=bundle_id)
    operation = await sync_to_async(step)(user=ctx.user, bundle=bundle, client_name=ctx.client_name, **fields)
    return operations.operation_view(operation=operation)


@tool(safety=Safety.SAFE, external_only=True)
async def bundle_prepare(ctx: RunContext, name: str = "") -> dict:
    """Prepare a bundle of the selected workspace: list its tables, projects, applied knowledge, reports and agents.

    Args:
        name: A name for the bundle (optional, at most 200 characters).
    """
    operation = await sync_to_async(operations.bundle_prepare)(user=ctx.user, workspace=ctx.workspace,
                                                              client_name=ctx.client_name, name=name)
    return operations.operation_view(operation=operation)


@tool(safety=Safety.SAFE, external_only=True)
async def bundle_stage(ctx: RunContext, bundle_id: int) -> dict:
    """Stage a prepared bundle: write its tables' rows as Parquet files (call again to resume an interrupted one).

    Args:
        bundle_id: The bundle's id, from bundle_prepare.
    """
    return await _on_bundle(ctx, operations.bundle_stage, bundle_id, on_progress=_progress(ctx))


@tool(safety=Safety.SAFE, external_only=True)
async def bundle_save(ctx: RunContext, bundle_id: int) -> dict:
    """Save a staged bundle as one downloadable zip file, with its size and SHA-256.

    Args:
        bundle_id: The bundle's id, from bundle_prepare.
    """
    return await _on_bundle(ctx, operations.bundle_save, bundle_id)


@tool(safety=Safety.SAFE, external_only=True)
async def bundle_inspect(ctx: RunContext, bundle_id: int) -> dict:
    """Inspect a saved bundle: read it back, check it, and list its tables, projects, knowledge, reports and agents.

    Args:
        bundle_id: The id of a saved or uploaded bundle of a workspace you belong to.
    """
    return await _on_bundle(ctx, operations.bundle_inspect, bundle_id)


@tool(safety=Safety.SAFE, external_only=True)
async def bundle_plan(ctx: RunContext, bundle_id: int) -> dict:
    """Plan applying a saved bundle to the selected workspace: tables added or replaced, the rest added or kept.

    Args:
        bundle_id: The id of a saved or uploaded bundle of a workspace you belong to.
    """
    return await _on_bundle(ctx, operations.bundle_plan, bundle_id, workspace=ctx.workspace)


@tool(safety=Safety.WRITE, external_only=True)
async def bundle_apply(ctx: RunContext, plan_id: int) -> dict:
    """Apply a bundle's plan to the selected workspace (call again to resume an interrupted apply).

    Args:
        plan_id: The operation id bundle_plan answered, planned for the selected workspace.
    """
    operation = await sync_to_async(_apply)(ctx, plan_id, _progress(ctx))
    return operations.operation_view(operation=operation)


def _apply(ctx: RunContext, plan_id: int, on_progress):
    plan = operations.access_operation_by_id(user=ctx.user, operation_id=plan_id)
    if plan.workspace_id != ctx.workspace.pk:
        raise operations.invalid("That plan is for another workspace: select it, or plan the bundle here.")
    return operations.bundle_apply(user=ctx.user, plan=plan, client_name=ctx.client_name, on_progress=on_progress)
