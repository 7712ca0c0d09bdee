"""Typed tools, their registry and the availability matrix. Importing this package registers every tool."""

from agents.runtime.tools import core, data, delegation  # noqa: F401  (registers the tools)
from agents.runtime.tools.registry import REGISTRY, TOOL_AVAILABILITY_MATRIX, Tool, ToolError, tools_for

__all__ = ["REGISTRY", "TOOL_AVAILABILITY_MATRIX", "Tool", "ToolError", "tools_for"]
