"""The compact MCP catalog (ARCHITECTURE §10): fixed by the token's mode, the same before and after a workspace is
selected. The core reads carry the registry's own schemas (they run the registered tools); no schema here uses
`oneOf` or `not`, and there is no `activate_*` tool (tests/agents/mcp/test_catalog.py holds both)."""

from mcp.types import Tool

from agents.runtime.tools.registry import REGISTRY
from agents.services.capabilities import DOMAINS
from lantide.models import AccessTokenMode

CORE_READS = ("show_tables", "read_schema", "run_query", "read_report", "read_applicable_knowledge")


def _object(properties: dict, required: tuple[str, ...] = ()) -> dict:
    return {"type": "object", "properties": properties, "required": list(required), "additionalProperties": False}


WORKSPACE_ID = {"type": "integer", "description": "A workspace id, as list_workspaces lists them."}
CAPABILITY_ID = {"type": "string", "description": "A capability_id from search_capabilities, e.g. data.run_query."}
ARGUMENTS = {"type": "object", "description": "The capability's arguments, as its input_schema describes them."}

SESSION_TOOLS = (
    Tool(name="list_workspaces", description="List the workspaces you belong to, with your role in each.",
         input_schema=_object({})),
    Tool(name="select_workspace",
         description="Bind this session to a workspace; answers the workspace and its analysis context (tables, "
                     "projects, plans, reports, the knowledge that applies, approvals).",
         input_schema=_object({"workspace_id": WORKSPACE_ID}, ("workspace_id",))),
    Tool(name="get_analysis_context", description="The selected workspace's analysis context, as select_workspace "
                                                  "answered it, read again now.", input_schema=_object({})),
    Tool(name="search_capabilities",
         description="Find capabilities (the analyst's tools) by words, domain and side effect; each has a stable "
                     "capability_id, its input_schema, digests of its schema and policy, and whether it is "
                     "available to you here.",
         input_schema=_object({
             "query": {"type": "string", "description": "Words to match in the id and description; empty: all."},
             "domain": {"type": "string", "enum": sorted(set(DOMAINS.values())), "description": "Only this domain."},
             "side_effect": {"type": "string", "enum": ["read", "write", "any"], "description": "Default any."},
         }, ("query",))),
    Tool(name="invoke_read_capability",
         description="Run a read capability in the selected workspace (or, for a capability whose read_scope is "
                     "any_member_workspace, in target_workspace_id, another workspace of yours).",
         input_schema=_object({"capability_id": CAPABILITY_ID, "arguments": ARGUMENTS,
                               "target_workspace_id": WORKSPACE_ID}, ("capability_id", "arguments"))),
)
WRITE_TOOL = Tool(
    name="invoke_write_capability",
    description="Run a write capability in the selected workspace. With an execute token the write waits for a "
                "person's approval; with an admin token it applies at once (audited, with a warning).",
    input_schema=_object({"capability_id": CAPABILITY_ID, "arguments": ARGUMENTS,
                          "confirm": {"type": "boolean", "const": True,
                                      "description": "Must be true: you confirm these parameters."}},
                         ("capability_id", "arguments", "confirm")))
CREATE_TOOL = Tool(name="create_workspace_and_select",
                   description="Create a workspace you own and bind this session to it (admin tokens only).",
                   input_schema=_object({"name": {"type": "string", "description": "The workspace's name."}},
                                        ("name",)))


def core_read_tools() -> tuple[Tool, ...]:
    return tuple(Tool(name=name, description=REGISTRY[name].description, input_schema=REGISTRY[name].parameters)
                 for name in CORE_READS)


def catalog_for(mode: str) -> list[Tool]:
    tools = [*SESSION_TOOLS, *core_read_tools()]
    if mode in (AccessTokenMode.EXECUTE, AccessTokenMode.ADMIN):
        tools.append(WRITE_TOOL)
    if mode == AccessTokenMode.ADMIN:
        tools.append(CREATE_TOOL)
    return tools
