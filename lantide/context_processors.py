from lantide.features import FeatureSet, agent_mode_killed


def features(request):
    """Templates read the same gates the server enforces."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {}
    return {"features": FeatureSet.for_user(user), "agent_mode_killed": agent_mode_killed()}
