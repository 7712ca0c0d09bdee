"""External-delivery pointers: where a report went outside Lantide (P4, a knowledge base, a URL, other). Metadata
only: nothing is fetched or checked from outside; a URL opens only when a person clicks it."""

from django.db import transaction

from lantide.audit import Actor, audit_record
from lantide.errors import invalid
from reports.models import DeliveryKind, ExternalDelivery, Report

LOCATION_LIMIT = 500
LABEL_LIMIT = 200
NOTE_LIMIT = 2000


def clean_location(*, kind: str, location: str) -> str:
    location = (location or "").strip()
    if not location or len(location) > LOCATION_LIMIT or any(ord(c) < 32 for c in location):
        raise invalid(f"A location is 1 to {LOCATION_LIMIT} printable characters.")
    if kind == DeliveryKind.URL and not location.lower().startswith(("http://", "https://")):
        raise invalid("A URL delivery's location starts with http:// or https://.")
    if location.lower().lstrip().startswith(("javascript:", "data:", "vbscript:")):
        raise invalid("A location cannot be a script or data address.")
    return location


def clean_fields(*, kind: str, label: str, note: str) -> tuple[str, str, str]:
    if kind not in DeliveryKind.values:
        raise invalid(f"kind is one of {', '.join(DeliveryKind.values)}.")
    label, note = (label or "").strip(), (note or "").strip()
    if len(label) > LABEL_LIMIT or len(note) > NOTE_LIMIT:
        raise invalid(f"A label has at most {LABEL_LIMIT} characters and a note {NOTE_LIMIT}.")
    return kind, label, note


@transaction.atomic
def delivery_link(*, report: Report, user, kind: str, location: str, actor: Actor, label: str = "",
                  note: str = "") -> ExternalDelivery:
    kind, label, note = clean_fields(kind=kind, label=label, note=note)
    delivery = ExternalDelivery.objects.create(report=report, kind=kind, location=clean_location(kind=kind, location=location),
                                               label=label, note=note, created_by=user)
    audit_record(actor=actor, verb="delivery.link", target=delivery, workspace=report.workspace_id,
                 data={"report_id": report.pk, "kind": kind, "location": delivery.location})
    return delivery


@transaction.atomic
def delivery_update(*, delivery: ExternalDelivery, actor: Actor, kind: str | None = None,
                    location: str | None = None, label: str | None = None, note: str | None = None) -> ExternalDelivery:
    kind, label, note = clean_fields(kind=kind or delivery.kind, label=delivery.label if label is None else label,
                                     note=delivery.note if note is None else note)
    delivery.kind, delivery.label, delivery.note = kind, label, note
    delivery.location = clean_location(kind=kind, location=delivery.location if location is None else location)
    delivery.save(update_fields=["kind", "location", "label", "note", "updated_at"])
    audit_record(actor=actor, verb="delivery.update", target=delivery, workspace=delivery.report.workspace_id,
                 data={"report_id": delivery.report_id, "kind": kind, "location": delivery.location})
    return delivery


@transaction.atomic
def delivery_unlink(*, delivery: ExternalDelivery, actor: Actor) -> None:
    audit_record(actor=actor, verb="delivery.unlink", target=delivery, workspace=delivery.report.workspace_id,
                 data={"report_id": delivery.report_id, "location": delivery.location})
    delivery.delete()
