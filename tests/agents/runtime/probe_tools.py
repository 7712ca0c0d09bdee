"""Test-only tools, registered for one test through the real decorator and removed after it (a real tool of the
same name is put back)."""

import pytest

from agents.runtime.context import AgentState
from agents.runtime.tools.registry import REGISTRY, TOOL_AVAILABILITY_MATRIX, Safety, tool

PROBES = ("probe_table", "explode", "read_report", "big_result", "focused_only")


def _register() -> None:
    for name in PROBES:
        TOOL_AVAILABILITY_MATRIX[name] = frozenset(AgentState)
    TOOL_AVAILABILITY_MATRIX["focused_only"] = frozenset({AgentState.PROJECT_FOCUSED})

    @tool(safety=Safety.SAFE, exploration=True)
    async def probe_table(ctx, table: str) -> dict:
        """Look at one table (counts toward exploration).

        Args:
            table: The table's name.
        """
        return {"table": table, "rows": 3}

    @tool(safety=Safety.SAFE)
    async def explode(ctx) -> dict:
        """A tool with a bug."""
        raise RuntimeError("kaboom")

    @tool(safety=Safety.SAFE)
    async def read_report(ctx, name: str) -> dict:
        """Read a report document.

        Args:
            name: The report's name.
        """
        return {"name": name, "text": f"{name} " * 400}

    @tool(safety=Safety.SAFE)
    async def big_result(ctx, step: int) -> dict:
        """Return a large result.

        Args:
            step: The step number to echo.
        """
        return {"step": step, "cache": f"cache_step_{step}", "data": "y " * 3000}

    @tool(safety=Safety.SAFE)
    async def focused_only(ctx) -> dict:
        """Only offered inside a focused project."""
        return {"ok": True}


@pytest.fixture
def probe_tools():
    """The probes for one test; a real tool a probe stands in for (read_report) comes back afterwards."""
    saved = {name: (REGISTRY.get(name), TOOL_AVAILABILITY_MATRIX.get(name)) for name in PROBES}
    _register()
    yield
    for name, (registered, states) in saved.items():
        REGISTRY.pop(name, None)
        TOOL_AVAILABILITY_MATRIX.pop(name, None)
        if registered is not None:
            REGISTRY[name], TOOL_AVAILABILITY_MATRIX[name] = registered, states
