"""The MCP server (ARCHITECTURE §10) on the SDK's low-level `Server`: the catalog is ours, exactly (the registry's
schemas, no derived titles), and so is every result — `structuredContent` always, and an error is a result with
`isError: true` and `structuredContent: {code, detail}`, never a protocol error the model cannot read.

Each handler parses and calls one service. Who calls is the request's access token (`agents.mcp.app` put it in
the scope); the session's bound workspace is kept per token and MCP session id (`sessions.py`).
"""

import logging

from asgiref.sync import sync_to_async
from mcp.server import Server, ServerRequestContext
from mcp.types import CallToolRequestParams, CallToolResult, ListToolsResult, PaginatedRequestParams, TextContent

from agents.mcp.catalog import CORE_READS, catalog_for
from agents.mcp.sessions import session_of, session_remember
from agents.runtime.tools.schema import argument_errors
from agents.services.approvals import capability_invoke_write
from agents.services.capabilities import call_progress, capabilities_search, capability_invoke_read, tool_call
from agents.services.external_sessions import (
    ExternalSession, analysis_context, external_workspace, external_workspace_create, external_workspace_select,
    external_workspaces,
)
from lantide.encoding import json_text
from lantide.errors import ApplicationError, ErrorCode

logger = logging.getLogger(__name__)


async def _list_workspaces(session: ExternalSession, arguments: dict) -> dict:
    return {"workspaces": await sync_to_async(external_workspaces)(session=session)}


async def _select_workspace(session: ExternalSession, arguments: dict) -> dict:
    return await sync_to_async(external_workspace_select)(session=session, workspace_id=arguments["workspace_id"])


async def _create_workspace(session: ExternalSession, arguments: dict) -> dict:
    return await sync_to_async(external_workspace_create)(session=session, name=arguments["name"])


def _context_now(session: ExternalSession) -> dict:
    return analysis_context(session=session, workspace=external_workspace(session=session))


async def _get_analysis_context(session: ExternalSession, arguments: dict) -> dict:
    return await sync_to_async(_context_now)(session=session)


async def _search_capabilities(session: ExternalSession, arguments: dict) -> dict:
    found = await sync_to_async(capabilities_search)(
        session=session, query=arguments.get("query") or "", domain=arguments.get("domain"),
        side_effect=arguments.get("side_effect"))
    return {"capabilities": found}


async def _invoke_read(session: ExternalSession, arguments: dict) -> dict:
    return await capability_invoke_read(session=session, capability_id=arguments["capability_id"],
                                        arguments=arguments["arguments"],
                                        target_workspace_id=arguments.get("target_workspace_id"))


async def _invoke_write(session: ExternalSession, arguments: dict) -> dict:
    return await capability_invoke_write(session=session, capability_id=arguments["capability_id"],
                                         arguments=arguments["arguments"], confirm=arguments["confirm"])


def _core_read(name: str):
    async def read(session: ExternalSession, arguments: dict) -> dict:
        return await tool_call(session=session, name=name, arguments=arguments)
    return read


HANDLERS = {
    "list_workspaces": _list_workspaces, "select_workspace": _select_workspace,
    "get_analysis_context": _get_analysis_context, "search_capabilities": _search_capabilities,
    "invoke_read_capability": _invoke_read, "invoke_write_capability": _invoke_write,
    "create_workspace_and_select": _create_workspace,
    **{name: _core_read(name) for name in CORE_READS},
}


def ok_result(payload: dict) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=json_text(payload))], structured_content=payload)


def error_result(code: str, detail: str, extra: dict | None = None) -> CallToolResult:
    payload = {**(extra or {}), "code": code, "detail": detail}
    return CallToolResult(content=[TextContent(type="text", text=f"{code}: {detail}")], structured_content=payload,
                          is_error=True)


async def list_tools(ctx: ServerRequestContext, params: PaginatedRequestParams | None) -> ListToolsResult:
    return ListToolsResult(tools=catalog_for(session_of(ctx).mode))


async def call_tool(ctx: ServerRequestContext, params: CallToolRequestParams) -> CallToolResult:
    """One tool call; progress is reported when it starts and ends (to a client that asked for it), and a client's
    cancel (`notifications/cancelled`, or its timeout) cancels this task — a running query is interrupted then."""
    session = session_of(ctx)
    offered = {tool.name: tool for tool in catalog_for(session.mode)}
    if params.name not in offered:
        return error_result(ErrorCode.TOOL_NOT_AVAILABLE, f"There is no tool {params.name[:100]!r} for a "
                                                          f"{session.mode} token.")
    arguments = params.arguments or {}
    problems = argument_errors(arguments, offered[params.name].input_schema)
    if problems:
        return error_result(ErrorCode.INVALID_ARGUMENTS, " ".join(problems))
    await ctx.session.report_progress(0, 1, f"{params.name} started")

    async def step(fraction: float, message: str) -> None:
        await ctx.session.report_progress(fraction, 1, message)

    call_progress.set(step)
    try:
        payload = await HANDLERS[params.name](session, arguments)
    except ApplicationError as error:
        return error_result(error.code, error.detail, error.extra)
    finally:
        await ctx.session.report_progress(1, 1, f"{params.name} finished")
    session_remember(ctx, session)
    return ok_result(payload)


def build_server() -> Server:
    return Server("lantide", version="1", instructions=(
        "Lantide: analyse a workspace's data. list_workspaces, then select_workspace; search_capabilities finds "
        "more tools, invoke_read_capability runs them."), on_list_tools=list_tools, on_call_tool=call_tool)
