"""Typed tools, their registry and the availability matrix. Importing this package registers every tool."""

from agents.runtime.tools import (  # noqa: F401  (registers the tools)
    bundles, core, data, delegation, knowledge, plans, report_chunks, report_reviews, reports,
)
from agents.runtime.tools.registry import REGISTRY, TOOL_AVAILABILITY_MATRIX, Tool, ToolError, tools_for

__all__ = ["REGISTRY", "TOOL_AVAILABILITY_MATRIX", "Tool", "ToolError", "tools_for"]
