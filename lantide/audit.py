"""Writing the audit log. Every service that mutates calls `audit_record` inside its transaction."""

from dataclasses import dataclass

from django.db import models

from lantide.models import ActorKind, AuditEvent


@dataclass(frozen=True)
class Actor:
    """Who did it: a person, an agent acting for a person, an outside client, or the system."""

    kind: str
    user: object | None = None
    label: str = ""

    @classmethod
    def person(cls, user) -> "Actor":
        return cls(kind=ActorKind.USER, user=user)

    @classmethod
    def agent(cls, *, user, agent_name: str) -> "Actor":
        return cls(kind=ActorKind.AGENT, user=user, label=agent_name)

    @classmethod
    def external(cls, *, user, client_name: str) -> "Actor":
        return cls(kind=ActorKind.EXTERNAL, user=user, label=client_name)

    @classmethod
    def system(cls) -> "Actor":
        return cls(kind=ActorKind.SYSTEM, label="system")


def audit_record(
    *, actor: Actor, verb: str, target: models.Model, workspace=None, data: dict | None = None,
) -> AuditEvent:
    return AuditEvent.objects.create(
        actor_kind=actor.kind,
        actor_user=actor.user if getattr(actor.user, "pk", None) else None,
        actor_label=actor.label,
        verb=verb,
        target_type=target._meta.label_lower,
        target_id=str(target.pk),
        target_repr=str(target)[:200],
        workspace_id=getattr(workspace, "pk", workspace),
        data=data or {},
    )
