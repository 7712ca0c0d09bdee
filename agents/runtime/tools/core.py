"""Tools that need no data layer: asking the user and moving between projects."""

from asgiref.sync import sync_to_async
from django.db import transaction

from agents.runtime.context import RunContext
from agents.runtime.run_records import thread_focus_project
from agents.runtime.tools.registry import Safety, ToolError, tool
from lantide.errors import ApplicationError, ErrorCode
from workspaces.selectors import projects_for_user
from workspaces.services import project_create

MAX_OPTIONS = 8


@tool(safety=Safety.SAFE, interrupts=True)
async def ask_user(ctx: RunContext, question: str, options: list[str] | None = None) -> dict:
    """Ask the user a question and wait for the answer; use it when the request is ambiguous or a choice is theirs.

    Args:
        question: The question, in one or two sentences.
        options: Up to 8 short answers the user can pick from; leave empty for a free-text answer.
    """
    question = question.strip()
    if not question:
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, "The question is empty.")
    options = [option.strip() for option in (options or []) if option.strip()]
    if len(options) > MAX_OPTIONS:
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, f"Offer at most {MAX_OPTIONS} options.")
    return {"question": question[:2000], "options": options}


def _project_row(project, focused_id: int | None) -> dict:
    return {"id": project.pk, "name": project.name, "description": project.description,
            "focused": project.pk == focused_id}


@tool(safety=Safety.SAFE)
async def list_projects(ctx: RunContext) -> dict:
    """List the projects of the current workspace and which one is focused."""
    projects = await sync_to_async(list)(projects_for_user(user=ctx.user, workspace=ctx.workspace))
    return {"projects": [_project_row(project, ctx.project_id) for project in projects]}


@tool(safety=Safety.SAFE, changes_state=True)
async def focus_project(ctx: RunContext, project_id: int) -> dict:
    """Focus the conversation on one project of this workspace, so the work that follows belongs to it.

    Args:
        project_id: The id of the project, as list_projects returns it.
    """
    project = await sync_to_async(
        lambda: projects_for_user(user=ctx.user, workspace=ctx.workspace).filter(pk=project_id).first()
    )()
    if project is None:
        raise ToolError(ErrorCode.NOT_FOUND, f"No project with id {project_id} in this workspace.",
                        hint="Call list_projects to see the ids.")
    await sync_to_async(transaction.atomic(thread_focus_project))(
        conversation=ctx.conversation, project=project, actor=ctx.actor)
    ctx.project_id = project.pk
    return {"project": _project_row(project, project.pk),
            "_ui_commands": [("focus_project", {"project_id": project.pk, "name": project.name})]}


@tool(safety=Safety.WRITE)
async def create_project(ctx: RunContext, name: str, description: str = "") -> dict:
    """Create a project in the current workspace to group related analysis.

    Args:
        name: The project's name (1 to 120 characters, unique in the workspace).
        description: One sentence on what the project is for (at most 2,000 characters).
    """
    actor = ctx.actor
    try:
        project = await sync_to_async(project_create)(
            user=ctx.user, workspace=ctx.workspace, name=name, description=description, actor=actor,
        )
    except ApplicationError as error:
        raise ToolError(error.code, error.detail) from error
    return {"project": _project_row(project, ctx.project_id)}
