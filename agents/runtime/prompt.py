"""The system prompt, built from layers (ARCHITECTURE §4.3). It never lists the tool catalog: the function
schemas of the turn are the only source of tool names and parameters."""

from dataclasses import dataclass, field

from agents.runtime.context import AgentState, RunContext

LEDGER_SUMMARY_LIMIT = 1500
CATALOG_TABLE_LIMIT = 40
KNOWLEDGE_LIMIT = 20  # items in the knowledge layer
KNOWLEDGE_BUDGET = 1500  # characters of the knowledge layer (about 400 tokens); the rest is listed by metadata

CORE = (
    "You are Lantide's data analyst, working inside the user's workspace. Think step by step, use the "
    "functions you are given to look at the real data before you answer, and never invent numbers. "
    "Keep SQL in DuckDB's dialect. When a request is ambiguous, ask the user. Answer in Markdown: a short "
    "summary first, then the evidence (a small table), and say what you could not check."
)

STATE_SECTIONS = {
    AgentState.NO_PROJECT: (
        "State: no project is focused. Work at the workspace level; if the user's work belongs to a "
        "project, find it and focus it first."
    ),
    AgentState.PROJECT_FOCUSED: (
        "State: a project is focused ({project}). Work that follows belongs to this project."
    ),
    AgentState.HTML_REPORT: (
        "State: an HTML report is open for editing (report {report})."
    ),
}

EDITING_HTML_REPORTS = (
    "Editing HTML Reports: read before you change (read_html_text, then get_html_chunk_by_id), then make the "
    "smallest edit that does it: insert_html_chunk / delete_html_chunk to add or remove a section, "
    "patch_html_chunk_by_id with mode=replace to change words inside one chunk, mode=full to rewrite a chunk, "
    "patch_html_styles for the look. Re-generate the whole report (create_html_report with its report_id) only "
    "to change its layout. Keep every chunk a direct child of <body> with its data-text-id and data-chunk-desc; "
    "charts are <canvas data-chart-spec='{JSON}'> and redraw by themselves after a patch. When people left "
    "annotations (read_report shows them), address each and close it with resolve_annotations."
)

PLAN_SECTION = (
    "For an analysis of several steps or a report, write a short plan with add_plan first, tick each step with "
    "update_plan_step as you go (in_progress, then done), and finish with the deliverable."
)

ASK_MODE_SECTION = (
    "Ask mode is on: you may read and query but not change anything (no writes, no new objects). If the "
    "user asks for a change, explain that they can switch the composer to Agent mode."
)


@dataclass
class PromptInputs:
    """What the prompt needs from the database, fetched once per run (the ledger after each query step)."""

    project_names: dict[int, str] = field(default_factory=dict)
    knowledge: list[tuple[int, str, str]] = field(default_factory=list)  # (id, scope, text): User, Project, Workspace
    tables: list[tuple[str, int]] = field(default_factory=list)
    ledger: list[tuple[str, str]] = field(default_factory=list)
    agents: list[tuple[str, str]] = field(default_factory=list)


def ledger_summary(steps: list[tuple[str, str]], *, limit: int = LEDGER_SUMMARY_LIMIT) -> str:
    """Recent query steps, newest first, as `cache_name: sql preview`, at most `limit` characters in all."""
    header = "Recent query steps (newest first; full SQL via get_cache_source):"
    lines, used = [header], len(header)
    for cache_name, sql in reversed(steps):
        preview = " ".join(sql.split())
        line = f"- {cache_name}: {preview[:160]}{'…' if len(preview) > 160 else ''}"
        if used + len(line) + 1 > limit:
            break
        lines.append(line)
        used += len(line) + 1
    return "\n".join(lines) if len(lines) > 1 else ""


def knowledge_layer(items: list[tuple[int, str, str]], *, budget: int = KNOWLEDGE_BUDGET,
                    limit: int = KNOWLEDGE_LIMIT) -> str:
    """Applied knowledge, User then Project then Workspace, within the budget; what does not fit is named by its
    metadata only (scope and id), so the model knows to read it with read_applicable_knowledge."""
    header = "Knowledge people applied (trust it; User items are this user's own preferences):"
    lines, used, left_out = [header], len(header), []
    for item_id, scope, text in items:
        line = f"- [{scope.capitalize()}] {text}"
        if left_out or len(lines) > limit or used + len(line) + 1 > budget:
            left_out.append(f"{scope.capitalize()} #{item_id}")
            continue
        lines.append(line)
        used += len(line) + 1
    if left_out:
        lines.append(f"Left out for length ({len(left_out)}): {', '.join(left_out[:30])}"
                     f"{' …' if len(left_out) > 30 else ''}; read them with read_applicable_knowledge.")
    return "\n".join(lines)


def build_system_prompt(ctx: RunContext, inputs: PromptInputs) -> str:
    layers = [CORE]
    if ctx.agent.system_prompt:
        layers.append(f"Agent instructions ({ctx.agent.name}):\n{ctx.agent.system_prompt}")
    project = inputs.project_names.get(ctx.project_id or 0, "unknown project")
    layers.append(STATE_SECTIONS[ctx.state].format(project=project, report=ctx.report_id))
    if ctx.state == AgentState.HTML_REPORT:
        layers.append(EDITING_HTML_REPORTS)
    elif not ctx.ask_mode and ctx.can_write:
        layers.append(PLAN_SECTION)
    if ctx.ask_mode:
        layers.append(ASK_MODE_SECTION)
    if inputs.knowledge:
        layers.append(knowledge_layer(inputs.knowledge))
    if inputs.tables:
        listed = ", ".join(f"{name} ({rows:,} rows)" for name, rows in inputs.tables[:CATALOG_TABLE_LIMIT])
        more = len(inputs.tables) - CATALOG_TABLE_LIMIT
        layers.append(f"Tables in this workspace: {listed}{f' and {more} more' if more > 0 else ''}.")
    if inputs.agents:
        listed = "\n".join(f"- {name}: {(about or 'no description').strip()[:200]}" for name, about in inputs.agents)
        layers.append("Agents you can delegate to (a self-contained task each):\n" + listed)
    summary = ledger_summary(inputs.ledger)
    if summary:
        layers.append(summary)
    return "\n\n".join(layers)
