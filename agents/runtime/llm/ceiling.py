"""The output ceiling: how many tokens one model call may write (ARCHITECTURE §4.3)."""

from agents.models import LLMProfile
from agents.runtime.context import AgentState

# (floor, cap, default) per state: exploring needs little, focused analysis and reports need more.
STATE_OUTPUT_BANDS = {
    AgentState.NO_PROJECT: (1024, 8192, 4096),
    AgentState.PROJECT_FOCUSED: (2048, 32768, 8192),
}
HTML_REPORT_FLOOR = 20480


def discovered_max_output(model: str) -> int | None:
    """What litellm knows of the model's output limit (None for unknown models, e.g. the local one)."""
    from agents.runtime.llm.gateway import litellm_module

    litellm = litellm_module()
    try:
        info = litellm.get_model_info(model)
    except Exception:  # noqa: BLE001 - litellm raises assorted errors for models it has not mapped
        return None
    value = info.get("max_output_tokens") or info.get("max_tokens")
    return int(value) if value else None


def resolve_output_ceiling(*, profile: LLMProfile, state: AgentState, html_report: bool = False) -> int:
    """Profile max_tokens → litellm's max_output_tokens → the state default, clamped to the state's band.

    Without a profile value, what the model can actually write is a hard cap, even over the band's floor.
    """
    floor, cap, default = STATE_OUTPUT_BANDS[state]
    discovered = None if profile.max_tokens else discovered_max_output(profile.model)
    wanted = profile.max_tokens or discovered or default
    ceiling = min(max(wanted, floor), cap)
    if html_report:
        ceiling = max(ceiling, HTML_REPORT_FLOOR)
    if discovered:
        ceiling = min(ceiling, discovered)
    return ceiling
