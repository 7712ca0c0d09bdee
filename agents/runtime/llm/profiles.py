"""LLM profiles: admin-made rows, and the default one built from the LANTIDE_LLM_* settings."""

from django.conf import settings

from agents.models import LLMProfile
from lantide.errors import Forbidden

DEFAULT_PROFILE_NAME = "default"


def default_profile() -> LLMProfile:
    """An unsaved profile from settings (ARCHITECTURE §3); its fallback too when one is configured."""
    fallback = None
    if settings.LANTIDE_LLM_FALLBACK_MODEL:
        fallback = LLMProfile(
            name=f"{DEFAULT_PROFILE_NAME}-fallback",
            model=settings.LANTIDE_LLM_FALLBACK_MODEL,
            api_base=settings.LANTIDE_LLM_FALLBACK_API_BASE,
            api_key=settings.LANTIDE_LLM_FALLBACK_API_KEY,
        )
    return LLMProfile(
        name=DEFAULT_PROFILE_NAME,
        model=settings.LANTIDE_LLM_MODEL,
        api_base=settings.LANTIDE_LLM_API_BASE,
        api_key=settings.LANTIDE_LLM_API_KEY,
        fallback=fallback,
    )


def profile_named(name: str) -> LLMProfile:
    """The admin profile of that name, or the default profile when none matches."""
    if name and name != DEFAULT_PROFILE_NAME:
        profile = LLMProfile.objects.select_related("fallback").filter(name=name).first()
        if profile is not None:
            return profile
    return default_profile()


def profile_in_reach(*, user, profile: LLMProfile) -> bool:
    """A profile limited to groups is for their members (and superusers); the default one and an unlimited one
    are for everyone. Its fallbacks come with it."""
    if profile.pk is None or getattr(user, "is_superuser", False):
        return True
    groups = list(profile.groups.values_list("pk", flat=True))
    return not groups or user.groups.filter(pk__in=groups).exists()


def profile_check_reach(*, user, profile: LLMProfile) -> None:
    if not profile_in_reach(user=user, profile=profile):
        raise Forbidden(f"The LLM profile {profile.name!r} is limited to groups you are not in.")
