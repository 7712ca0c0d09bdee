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
