"""The tool registry: each tool declares its safety, the states it is offered in and what it counts toward."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum

from agents.runtime.context import AgentState, RunContext
from agents.runtime.tools.schema import parameters_schema

ALL_STATES = frozenset(AgentState)
NO_PROJECT_ONLY = frozenset({AgentState.NO_PROJECT})
HTML_REPORT_ONLY = frozenset({AgentState.HTML_REPORT})
NO_ACTIVE_REPORT = ALL_STATES - HTML_REPORT_ONLY

# state × tool: the one place that says in which AgentState each tool is offered.
TOOL_AVAILABILITY_MATRIX: dict[str, frozenset] = {
    "ask_user": ALL_STATES,
    "list_projects": ALL_STATES,
    "focus_project": ALL_STATES,
    # Inside a focused project the agent works on that project; making projects is a workspace-level step.
    "create_project": NO_PROJECT_ONLY,
    "show_tables": ALL_STATES,
    "read_schema": ALL_STATES,
    "validate_query": ALL_STATES,
    "run_query": ALL_STATES,
    "run_sql_tab": ALL_STATES,
    "query_result": ALL_STATES,
    "get_cache_source": ALL_STATES,
    "list_query_steps": ALL_STATES,
    "delegate_to_agent": ALL_STATES,
    "subagent_result": ALL_STATES,
    # Plans and reports (ARCHITECTURE §11). The chunk and style tools are the html_report_active overlay.
    "add_plan": ALL_STATES,
    "update_plan_step": ALL_STATES,
    "read_plan": ALL_STATES,
    "create_html_report": ALL_STATES,
    "read_report": ALL_STATES,
    "activate_html_editing": NO_ACTIVE_REPORT,
    "read_html_text": HTML_REPORT_ONLY,
    "get_html_chunk_by_id": HTML_REPORT_ONLY,
    "patch_html_chunk_by_id": HTML_REPORT_ONLY,
    "insert_html_chunk": HTML_REPORT_ONLY,
    "delete_html_chunk": HTML_REPORT_ONLY,
    "get_html_styles": HTML_REPORT_ONLY,
    "patch_html_styles": HTML_REPORT_ONLY,
    "resolve_annotations": ALL_STATES,
    "list_external_deliveries": ALL_STATES,
    "link_external_delivery": ALL_STATES,
    "update_external_delivery": ALL_STATES,
    "unlink_external_delivery": ALL_STATES,
    "read_reference": ALL_STATES,
    # Knowledge (ARCHITECTURE §8): proposals wait for a person; the applied items are readable in every state.
    "propose_knowledge": ALL_STATES,
    "read_applicable_knowledge": ALL_STATES,
    # Workspace bundles (docs/architecture.md): outside clients' durable operations, not the built-in agent's.
    "bundle_prepare": ALL_STATES,
    "bundle_stage": ALL_STATES,
    "bundle_save": ALL_STATES,
    "bundle_inspect": ALL_STATES,
    "bundle_plan": ALL_STATES,
    "bundle_apply": ALL_STATES,
}


class Safety(StrEnum):
    SAFE = "safe"
    WRITE = "write"


class ToolError(Exception):
    """A failure the model can read and act on: a stable code, a sentence, maybe a hint."""

    def __init__(self, code: str, message: str, *, hint: str | None = None, position: dict | None = None,
                 details: dict | None = None):
        super().__init__(message)
        self.code, self.message, self.hint, self.position = code, message, hint, position
        self.details = details or {}

    def as_result(self) -> dict:
        error = {"code": self.code, "message": self.message}
        if self.hint:
            error["hint"] = self.hint
        if self.position:
            error["position"] = self.position
        return {"error": {**error, **self.details}}


@dataclass(frozen=True)
class Tool:
    name: str
    fn: Callable[..., Awaitable[dict]]
    description: str
    parameters: dict
    safety: Safety
    states: frozenset
    counts_toward_exploration: bool = False
    changes_state: bool = False
    interrupts: bool = False
    feature: str | None = None
    external_only: bool = False  # offered to outside clients (MCP) only, never to the built-in agent

    def schema(self) -> dict:
        """The OpenAI function schema offered to the model."""
        return {"type": "function",
                "function": {"name": self.name, "description": self.description, "parameters": self.parameters}}


REGISTRY: dict[str, Tool] = {}


def tool(*, safety: Safety, exploration: bool = False, changes_state: bool = False, interrupts: bool = False,
         feature: str | None = None, external_only: bool = False):
    """Register an async tool `fn(ctx: RunContext, **arguments) -> dict`; its schema comes from its signature.

    Its states come from TOOL_AVAILABILITY_MATRIX; a tool missing there, or a parameter without a
    description, is refused at import.
    """

    def register(fn):
        if fn.__name__ not in TOOL_AVAILABILITY_MATRIX:
            raise KeyError(f"Tool {fn.__name__} has no row in TOOL_AVAILABILITY_MATRIX.")
        description, parameters = parameters_schema(fn)
        REGISTRY[fn.__name__] = Tool(
            name=fn.__name__, fn=fn, description=description, parameters=parameters, safety=safety,
            states=TOOL_AVAILABILITY_MATRIX[fn.__name__], counts_toward_exploration=exploration,
            changes_state=changes_state,
            interrupts=interrupts, feature=feature, external_only=external_only,
        )
        return fn

    return register


def hidden_reason(tool: Tool, ctx: RunContext) -> str | None:
    """Why a tool is not offered this iteration (None: it is offered). Deny wins over allow."""
    if ctx.state not in tool.states:
        return f"not available in state {ctx.state}"
    if tool.external_only and not ctx.client_name:
        return "for outside clients only"
    if tool.name in ctx.agent.denied_tools:
        return "denied for this agent"
    if ctx.agent.allowed_tools and tool.name not in ctx.agent.allowed_tools:
        return "not in this agent's allowed tools"
    if tool.safety == Safety.WRITE and not ctx.can_write:
        return "role"
    if ctx.ask_mode and tool.safety == Safety.WRITE:
        return "Ask mode"
    if tool.feature and not getattr(ctx.features, tool.feature, False):
        return f"feature {tool.feature} is off"
    return None


def tools_for(ctx: RunContext) -> list[Tool]:
    return [t for t in REGISTRY.values() if hidden_reason(t, ctx) is None]
