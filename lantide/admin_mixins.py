"""What every admin page of ours shares: read-only logs, write-only secrets, and audited changes (ARCHITECTURE §8)."""

import functools
import hashlib

from django.db import models, transaction

from lantide.audit import Actor, audit_record
from lantide.encoding import json_value

SECRET_CHANGED = "changed"  # all an audit event ever says of a secret


class ReadOnlyAdminMixin:
    """Logs are evidence: visible to admins, never added, edited or deleted by hand."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


def kept_secret(form, cleaned: dict, *, field: str, clear_field: str) -> str:
    """A write-only secret in an admin form: left empty it keeps the stored value; the clear box removes it."""
    if cleaned.get(clear_field):
        return ""
    return cleaned.get(field) or (getattr(form.instance, field) if form.instance.pk else "")


def admin_snapshot(obj: models.Model, *, secret_fields=()) -> dict:
    """The object's stored fields and many-to-many keys, as JSON carries them; a secret as a digest, to compare only."""
    snapshot = {}
    for field in obj._meta.concrete_fields:
        if getattr(field, "auto_now", False):
            continue  # a save's own time stamp, not a change anyone made
        value = field.value_from_object(obj)
        if field.name in secret_fields:
            value = hashlib.sha256(str(value or "").encode()).hexdigest() if value else ""
        snapshot[field.name] = json_value(value)
    if obj.pk is not None:
        for field in obj._meta.many_to_many:
            snapshot[field.name] = sorted(getattr(obj, field.name).values_list("pk", flat=True))
    return snapshot


def snapshot_changes(before: dict, after: dict, *, secret_fields=()) -> dict:
    """{field: {before, after}} for each field that differs; a secret that differs is only "changed"."""
    changes = {}
    for name in sorted(set(before) | set(after)):
        old, new = before.get(name), after.get(name)
        if old == new or (name in secret_fields and not old and not new):
            continue
        changes[name] = SECRET_CHANGED if name in secret_fields else {"before": old, "after": new}
    return changes


def snapshot_shown(snapshot: dict, *, secret_fields=()) -> dict:
    """A snapshot fit for the log: secrets left out."""
    return {name: value for name, value in snapshot.items() if name not in secret_fields}


class AuditedAdmin:
    """A `ModelAdmin` mixin: every add, change, delete and bulk action writes an AuditEvent (who, what, before →
    after of the changed fields, secrets only as "changed"), in the same transaction as the change.

    Verbs are `<audit_name>.create | update | delete`; a bulk action's changes carry its name in `data.action`.
    Actions whose services audit for themselves are named in `self_auditing_actions`; the admin's own
    `delete_selected` goes through `delete_queryset`, audited here."""

    audit_name = ""  # the verb's stem, e.g. "llm_profile"; defaults to the model's label
    audit_secret_fields: tuple[str, ...] = ("api_key", "password")
    self_auditing_actions: tuple[str, ...] = ()

    def audit_stem(self) -> str:
        return self.audit_name or self.model._meta.label_lower

    def audit_workspace(self, obj):
        """The workspace an object belongs to, if any (its Activity then shows the change)."""
        return getattr(obj, "workspace_id", None)

    def audit_change(self, request, obj, *, verb: str, data: dict) -> None:
        audit_record(actor=Actor.person(request.user), verb=f"{self.audit_stem()}.{verb}", target=obj,
                     workspace=self.audit_workspace(obj), data={"via": "admin", **data})

    def audit_snapshot(self, obj) -> dict:
        return admin_snapshot(obj, secret_fields=self.audit_secret_fields)

    def save_model(self, request, obj, form, change):
        stored = type(obj)._default_manager.filter(pk=obj.pk).first() if change and obj.pk is not None else None
        obj._audit_before = self.audit_snapshot(stored) if stored else {}
        super().save_model(request, obj, form, change)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        obj = form.instance
        before = getattr(obj, "_audit_before", {})
        changes = snapshot_changes(before, self.audit_snapshot(obj), secret_fields=self.audit_secret_fields)
        if changes or not change:
            self.audit_change(request, obj, verb="update" if change else "create", data={"changes": changes})

    def delete_model(self, request, obj):
        self._audit_deletion(request, obj)
        super().delete_model(request, obj)

    def delete_queryset(self, request, queryset):
        for obj in queryset:
            self._audit_deletion(request, obj)
        super().delete_queryset(request, queryset)

    def _audit_deletion(self, request, obj, *, action: str = "") -> None:
        shown = snapshot_shown(self.audit_snapshot(obj), secret_fields=self.audit_secret_fields)
        self.audit_change(request, obj, verb="delete", data={"before": shown, **({"action": action} if action else {})})

    def get_actions(self, request):
        actions = super().get_actions(request)
        return {name: (self._audited_action(func, name), name, description) if self._action_needs_audit(name)
                else (func, name, description) for name, (func, _, description) in actions.items()}

    def _action_needs_audit(self, name: str) -> bool:
        return name != "delete_selected" and name not in self.self_auditing_actions

    def _audited_action(self, func, name: str):
        @functools.wraps(func)
        def audited(modeladmin, request, queryset):
            with transaction.atomic():
                before = {obj.pk: (obj, self.audit_snapshot(obj)) for obj in queryset}
                response = func(modeladmin, request, queryset)
                self._audit_action_results(request, before, action=name)
            return response
        return audited

    def _audit_action_results(self, request, before: dict, *, action: str) -> None:
        after = self.model._default_manager.in_bulk(list(before))
        for pk, (obj, snapshot) in before.items():
            if pk not in after:
                self.audit_change(request, obj, verb="delete", data={
                    "action": action, "before": snapshot_shown(snapshot, secret_fields=self.audit_secret_fields)})
                continue
            changes = snapshot_changes(snapshot, self.audit_snapshot(after[pk]),
                                       secret_fields=self.audit_secret_fields)
            if changes:
                self.audit_change(request, after[pk], verb="update", data={"action": action, "changes": changes})
