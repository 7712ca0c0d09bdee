"""The registry's tools as an outside client's capabilities (MCP, ARCHITECTURE §10), and their invocation.

A capability is a registered tool under a stable id, `<domain>.<tool name>` (named here, never a list position),
with digests of its input schema and of its policy, so a client can tell when either changed. Invoking one builds
the run context an outside call gets (the token's user and role, its mode as the Ask-mode ceiling, the session's
conversation) and runs it through the built-in agent's executor (`tool_execution.execute_one_call`): the same
availability, role ceiling, argument checks, write authorization and audit. Tools that only make sense inside
the loop (a question to the person, sub-agents, the HTML editing overlay's switch, a browser tab) are no
capability; `tests/agents/services/test_capabilities.py` holds every registered tool to one of the two lists.
"""

import contextvars
import hashlib
import json
from dataclasses import dataclass

from asgiref.sync import sync_to_async

from agents.runtime.context import RunContext
from agents.runtime.tool_execution import PlannedCall, execute_one_call, plan_one_call
from agents.runtime.tools.registry import REGISTRY, Safety, Tool, hidden_reason
from agents.services.external_sessions import ExternalSession, external_conversation, external_workspace
from lantide.errors import ApplicationError, ErrorCode
from lantide.features import FeatureSet
from lantide.models import AccessTokenMode
from workspaces.selectors import membership_get

DOMAINS = {
    "list_projects": "projects", "focus_project": "projects", "create_project": "projects",
    "show_tables": "data", "read_schema": "data", "validate_query": "data", "run_query": "data",
    "query_result": "data", "get_cache_source": "data", "list_query_steps": "data",
    "add_plan": "plans", "update_plan_step": "plans", "read_plan": "plans",
    "create_html_report": "reports", "read_report": "reports", "read_html_text": "reports",
    "get_html_chunk_by_id": "reports", "patch_html_chunk_by_id": "reports", "insert_html_chunk": "reports",
    "delete_html_chunk": "reports", "get_html_styles": "reports", "patch_html_styles": "reports",
    "resolve_annotations": "reports", "read_reference": "reports",
    "list_external_deliveries": "deliveries", "link_external_delivery": "deliveries",
    "update_external_delivery": "deliveries", "unlink_external_delivery": "deliveries",
    "propose_knowledge": "knowledge", "read_applicable_knowledge": "knowledge",
    "bundle_prepare": "bundle", "bundle_stage": "bundle", "bundle_save": "bundle", "bundle_inspect": "bundle",
    "bundle_plan": "bundle", "bundle_apply": "bundle",
}
NOT_CAPABILITIES = {
    "ask_user": "a question to the person in the loop; an outside agent asks its own user",
    "delegate_to_agent": "sub-agents run inside a built-in agent's turn",
    "subagent_result": "sub-agents run inside a built-in agent's turn",
    "activate_html_editing": "no activate_* step over MCP",
    "run_sql_tab": "opens a tab in a person's browser; run_query does the same work",
}
ROW_READERS = frozenset({"read_schema", "run_query", "query_result"})
# Reads that depend on nothing of the session (no conversation, no cache of its own) and write nothing: the ones
# `target_workspace_id` may point at another workspace the user belongs to. Every other read is default-deny there.
SNAPSHOT_SAFE = frozenset({"show_tables", "read_schema", "validate_query", "list_projects", "read_report",
                           "read_applicable_knowledge", "list_external_deliveries", "read_reference"})
# The current outside call's progress reporter (set by the MCP surface for a client that sent a progress token):
# the tool's context gets it, so a long tool reports its steps.
call_progress: contextvars.ContextVar = contextvars.ContextVar("call_progress", default=None)
WRITE_RULES = {AccessTokenMode.OBSERVE: "refused", AccessTokenMode.EXECUTE: "approval", AccessTokenMode.ADMIN: "direct"}


def digest(value: object) -> str:
    """Canonical JSON (sorted keys), so the digest changes with the content only."""
    return "sha256:" + hashlib.sha256(json.dumps(value, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Capability:
    capability_id: str
    tool: Tool
    domain: str

    @property
    def side_effect(self) -> str:
        return "write" if self.tool.safety == Safety.WRITE else "read"

    def policy(self) -> dict:
        return {"side_effect": self.side_effect, "states": sorted(self.tool.states),
                "min_role": "editor" if self.side_effect == "write" else "viewer",
                "writes": WRITE_RULES if self.side_effect == "write" else None,
                "counts_toward_exploration": self.tool.counts_toward_exploration, "feature": self.tool.feature,
                "cross_workspace": self.tool.name in SNAPSHOT_SAFE}

    def describe(self, *, available: bool) -> dict:
        read_scope = "any_member_workspace" if self.tool.name in SNAPSHOT_SAFE else "selected_workspace"
        return {"capability_id": self.capability_id, "title": self.tool.description.split("\n")[0],
                "domain": self.domain, "side_effect": self.side_effect, "input_schema": self.tool.parameters,
                "schema_digest": digest(self.tool.parameters), "policy_digest": digest(self.policy()),
                "available": available, "data_access": self._data_access(),
                "read_scope": read_scope if self.side_effect == "read" else "selected_workspace"}

    def _data_access(self) -> str:
        if self.side_effect == "write":
            return "writes"
        return "rows" if self.tool.name in ROW_READERS else "metadata"


CAPABILITIES = {f"{domain}.{name}": Capability(f"{domain}.{name}", REGISTRY[name], domain)
                for name, domain in DOMAINS.items()}


def capability_by_id(capability_id: str) -> Capability:
    found = CAPABILITIES.get(capability_id)
    if found is None:
        raise ApplicationError(ErrorCode.NOT_FOUND, f"There is no capability {str(capability_id)[:100]!r}; "
                                                    "search_capabilities lists them.")
    return found


def external_context(*, session: ExternalSession, workspace, conversation) -> RunContext:
    """The run context of an outside call: observe is the Ask-mode ceiling (no write is offered), the role is
    the user's in that workspace now."""
    membership = membership_get(user=session.user, workspace=workspace)
    return RunContext(user=session.user, workspace=workspace, conversation=conversation, run=None,
                      mode="ask" if session.mode == AccessTokenMode.OBSERVE else "agent",
                      features=FeatureSet.for_user(session.user), role=membership.role if membership else "",
                      client_name=session.client_name)


def capabilities_search(*, session: ExternalSession, query: str = "", domain: str | None = None,
                        side_effect: str | None = None) -> list[dict]:
    """The capabilities matching words of `query` (in the id or description; empty: all), with their
    availability in the bound workspace now (unbound: by the token's mode alone)."""
    words = [word for word in (query or "").lower().split() if word]
    ctx = None
    if session.workspace_id is not None:
        ctx = external_context(session=session, workspace=external_workspace(session=session), conversation=None)
    found = []
    for capability in CAPABILITIES.values():
        text = f"{capability.capability_id} {capability.tool.description}".lower()
        if domain and capability.domain != domain or side_effect not in (None, "any", capability.side_effect):
            continue
        if all(word in text for word in words):
            found.append(capability.describe(available=_available(capability, session=session, ctx=ctx)))
    return found


def _available(capability: Capability, *, session: ExternalSession, ctx: RunContext | None) -> bool:
    if capability.side_effect == "write" and session.mode == AccessTokenMode.OBSERVE:
        return False
    return ctx is None or hidden_reason(capability.tool, ctx) is None


async def capability_invoke_read(*, session: ExternalSession, capability_id: str, arguments: dict,
                                 target_workspace_id=None) -> dict:
    capability = capability_by_id(capability_id)
    if capability.side_effect != "read":
        raise ApplicationError(ErrorCode.PERMISSION_DENIED, f"{capability_id} changes the workspace: call "
                                                            "invoke_write_capability for it.")
    if target_workspace_id is not None and capability.tool.name not in SNAPSHOT_SAFE:
        raise ApplicationError(ErrorCode.PERMISSION_DENIED, f"{capability_id} reads only the selected workspace "
                                                            "(it depends on this session's own steps).")
    return await tool_call(session=session, name=capability.tool.name, arguments=arguments,
                           target_workspace_id=target_workspace_id)


async def tool_call(*, session: ExternalSession, name: str, arguments: dict, target_workspace_id=None) -> dict:
    """Run one registered tool for the session, in the bound workspace (or, for a snapshot-safe read, in
    `target_workspace_id`, another workspace of the user's); its error is an ApplicationError with its code."""
    ctx = await sync_to_async(context_for)(session=session, target_workspace_id=target_workspace_id)
    ctx.progress = call_progress.get()
    planned = await execute_one_call(ctx, name=name, arguments=arguments if isinstance(arguments, dict) else {})
    _raise_refusal(planned)
    planned.result.pop("_ui_commands", None)
    return planned.result


def tool_check(*, session: ExternalSession, name: str, arguments: dict) -> None:
    """Whether the session may run this call now, by the same rules, without running it (a write to queue)."""
    _raise_refusal(plan_one_call(context_for(session=session), name=name, arguments=arguments))


def _raise_refusal(planned: PlannedCall) -> None:
    if planned.error is not None:
        error = planned.error.as_result()["error"]
        raise ApplicationError(error.pop("code"), error.pop("message"), extra=error)


def context_for(*, session: ExternalSession, target_workspace_id=None) -> RunContext:
    if target_workspace_id is not None:
        workspace = external_workspace(session=session, workspace_id=target_workspace_id)
        return external_context(session=session, workspace=workspace, conversation=None)
    workspace = external_workspace(session=session)
    conversation = external_conversation(session=session, workspace=workspace)
    return external_context(session=session, workspace=workspace, conversation=conversation)
