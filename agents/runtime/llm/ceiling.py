"""The output ceiling: how many tokens one model call may write (ARCHITECTURE §4.3)."""

import functools

from agents.models import LLMProfile
from agents.runtime.context import AgentState
from agents.runtime.llm.gateway import litellm_module

# (floor, cap, default) per state: exploring needs little, focused analysis and reports need more.
STATE_OUTPUT_BANDS = {
    AgentState.NO_PROJECT: (1024, 8192, 4096),
    AgentState.PROJECT_FOCUSED: (2048, 32768, 8192),
    AgentState.HTML_REPORT: (4096, 32768, 8192),
}
HTML_REPORT_FLOOR = 20480


@functools.lru_cache(maxsize=256)
def model_info(model: str) -> dict:
    """litellm's knowledge of a model ({} for unknown ones, e.g. the local model); looked up once per model."""
    try:
        return dict(litellm_module().get_model_info(model))
    except Exception:  # noqa: BLE001 - litellm raises assorted errors for models it has not mapped
        return {}


def discovered_max_output(model: str) -> int | None:
    info = model_info(model)
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
