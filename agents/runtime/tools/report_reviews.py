"""Tools over what people do around a report: resolve their annotations, keep the external-delivery pointers, and
read the report-writing reference (the recovery path after a contract error)."""

from typing import Literal

from asgiref.sync import sync_to_async

from agents.runtime.context import RunContext
from agents.runtime.tools.registry import Safety, ToolError, tool
from agents.runtime.tools.reports import pick_report
from lantide.errors import ErrorCode
from reports.references import REFERENCES
from reports.selectors import annotations_of, deliveries_of, delivery_in_workspace
from reports.services.annotations import annotation_resolve
from reports.services.deliveries import delivery_link, delivery_unlink, delivery_update

DeliveryKindName = Literal["P4", "KM", "URL", "Other"]


def delivery_row(delivery) -> dict:
    return {"id": delivery.pk, "report_id": delivery.report_id, "kind": delivery.kind, "location": delivery.location,
            "label": delivery.label, "note": delivery.note}


def resolve_sync(ctx: RunContext, report_id: int | None, annotation_ids: list[int], note: str) -> dict:
    report = pick_report(ctx, report_id)
    open_ones = {a.pk: a for a in annotations_of(report=report, status="open")}
    unknown = [i for i in annotation_ids if i not in open_ones]
    if not annotation_ids or unknown:
        raise ToolError(ErrorCode.NOT_FOUND, f"No open annotation {unknown or ''} on report {report.pk}.".replace(" []", ""),
                        hint="read_report lists the open annotations with their ids.")
    for annotation_id in annotation_ids:
        annotation_resolve(annotation=open_ones[annotation_id], note=note, actor=ctx.actor)
    return {"report_id": report.pk, "resolved": annotation_ids, "open_left": len(open_ones) - len(annotation_ids)}


@tool(safety=Safety.WRITE)
async def resolve_annotations(ctx: RunContext, annotation_ids: list[int], note: str, report_id: int | None = None) -> dict:
    """Close annotations people left on a report once you have addressed them, with a note saying what you did.

    Args:
        annotation_ids: The ids of the open annotations (read_report lists them).
        note: One or two sentences on how each was addressed.
        report_id: The report; leave empty for the active one.
    """
    return await sync_to_async(resolve_sync)(ctx, report_id, annotation_ids, note)


@tool(safety=Safety.SAFE)
async def list_external_deliveries(ctx: RunContext, report_id: int | None = None) -> dict:
    """List where a report was delivered outside Lantide (P4, KM, URL or Other pointers).

    Args:
        report_id: The report; leave empty for the active one.
    """
    def rows():
        report = pick_report(ctx, report_id)
        return {"report_id": report.pk, "deliveries": [delivery_row(d) for d in deliveries_of(report=report)]}
    return await sync_to_async(rows)()


@tool(safety=Safety.WRITE)
async def link_external_delivery(ctx: RunContext, kind: DeliveryKindName, location: str, label: str = "",
                                 note: str = "", report_id: int | None = None) -> dict:
    """Record where a report was delivered outside Lantide (a pointer only: nothing is fetched).

    Args:
        kind: P4 (a depot path), KM (a knowledge-base page), URL (http or https) or Other.
        location: The path, page id or address.
        label: A short name for the pointer.
        note: Anything a reader should know about it.
        report_id: The report; leave empty for the active one.
    """
    report = await sync_to_async(pick_report)(ctx, report_id)
    delivery = await sync_to_async(delivery_link)(report=report, user=ctx.user, kind=kind, location=location,
                                label=label, note=note, actor=ctx.actor)
    return {"report_id": delivery.report_id, "delivery": delivery_row(delivery)}


def owned_delivery(ctx: RunContext, delivery_id: int):
    delivery = delivery_in_workspace(workspace=ctx.workspace, delivery_id=delivery_id)
    if delivery is None:
        raise ToolError(ErrorCode.NOT_FOUND, f"No delivery {delivery_id} in this workspace.",
                        hint="list_external_deliveries shows them.")
    return delivery


@tool(safety=Safety.WRITE)
async def update_external_delivery(ctx: RunContext, delivery_id: int, kind: DeliveryKindName | None = None,
                                   location: str | None = None, label: str | None = None,
                                   note: str | None = None) -> dict:
    """Change a delivery pointer of a report in this workspace.

    Args:
        delivery_id: The pointer's id (list_external_deliveries shows them).
        kind: P4, KM, URL or Other; empty keeps it.
        location: The new path or address; empty keeps it.
        label: The new label; empty keeps it.
        note: The new note; empty keeps it.
    """
    delivery = await sync_to_async(owned_delivery)(ctx, delivery_id)
    delivery = await sync_to_async(delivery_update)(delivery=delivery, actor=ctx.actor, kind=kind,
                                location=location, label=label, note=note)
    return {"report_id": delivery.report_id, "delivery": delivery_row(delivery)}


@tool(safety=Safety.WRITE)
async def unlink_external_delivery(ctx: RunContext, delivery_id: int) -> dict:
    """Remove a delivery pointer from a report in this workspace.

    Args:
        delivery_id: The pointer's id.
    """
    delivery = await sync_to_async(owned_delivery)(ctx, delivery_id)
    await sync_to_async(delivery_unlink)(delivery=delivery, actor=ctx.actor)
    return {"unlinked": delivery_id}


@tool(safety=Safety.SAFE)
async def read_reference(ctx: RunContext, name: Literal["html-report"]) -> dict:
    """Read a reference guide: "html-report" is the report contract with a complete, valid example to start from.

    Args:
        name: The guide's name.
    """
    return {"name": name, "text": REFERENCES[name]()}
