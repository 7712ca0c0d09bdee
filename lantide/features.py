"""Feature gates: every switch and flag is named here and checked through one function (ARCHITECTURE §5).

Waffle has no async API, so async callers use `afeature_enabled` or resolve a `FeatureSet` once at run start.
"""

from dataclasses import dataclass

from asgiref.sync import sync_to_async
from waffle import get_waffle_flag_model, get_waffle_switch_model

from lantide.selectors import preferences_get

SWITCH_AGENT_MODE = "EnableAgentMode"  # admin kill switch over everything agent-mode (default on)
SWITCH_AGENT_MODE_DEFAULT = "EnableAgentModeDefault"  # agent mode for users who never chose (default off)
FLAG_AGENTS = "enableAgents"  # whether agents exist in the UI at all

# What each gate means when its row is missing (e.g. deleted in the admin): the documented default.
GATE_DEFAULTS = {SWITCH_AGENT_MODE: True, SWITCH_AGENT_MODE_DEFAULT: False, FLAG_AGENTS: True}

FEATURE_AGENT_MODE = "agentMode"
FEATURE_AGENTS = "agents"
FEATURES = (FEATURE_AGENT_MODE, FEATURE_AGENTS)


def switch_on(name: str) -> bool:
    switch = get_waffle_switch_model().get(name)
    return switch.active if switch.pk is not None else GATE_DEFAULTS[name]


def agent_mode_killed() -> bool:
    return not switch_on(SWITCH_AGENT_MODE)


def agent_mode_enabled(user) -> bool:
    """Kill switch over everything; then the user's Beta choice; then the admin default."""
    if agent_mode_killed():
        return False
    choice = preferences_get(user=user).beta_agent_mode
    if choice is not None:
        return choice
    return switch_on(SWITCH_AGENT_MODE_DEFAULT)


def agents_feature_enabled(user) -> bool:
    flag = get_waffle_flag_model().get(FLAG_AGENTS)
    if flag.pk is None:
        return GATE_DEFAULTS[FLAG_AGENTS]
    return bool(flag.is_active_for_user(user))


_PREDICATES = {FEATURE_AGENT_MODE: agent_mode_enabled, FEATURE_AGENTS: agents_feature_enabled}


def feature_enabled(user, feature: str) -> bool:
    if feature not in _PREDICATES:
        raise KeyError(f"Unknown feature {feature!r}; known: {', '.join(FEATURES)}")
    if user is None or not user.is_authenticated:
        return False
    return _PREDICATES[feature](user)


afeature_enabled = sync_to_async(feature_enabled, thread_sensitive=True)


@dataclass(frozen=True)
class FeatureSet:
    """Every gate resolved once for one user, e.g. at run start or for one page render."""

    agent_mode: bool
    agents: bool

    @classmethod
    def for_user(cls, user) -> "FeatureSet":
        return cls(
            agent_mode=feature_enabled(user, FEATURE_AGENT_MODE),
            agents=feature_enabled(user, FEATURE_AGENTS),
        )
