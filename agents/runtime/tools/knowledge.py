"""Knowledge tools (ARCHITECTURE §8, §11; seed §8): the agent proposes a lasting fact for a person's review, and
reads the applied knowledge that governs its runs. A proposal changes nothing the agent reads until a person
applies it; sub-agents never propose (their parent's turn owns the user's message and its limits)."""

import dataclasses
from typing import Literal

from asgiref.sync import sync_to_async

from agents.models import Message
from agents.runtime.context import RunContext
from agents.runtime.tools.registry import Safety, ToolError, tool
from lantide.errors import ApplicationError, ErrorCode
from workspaces.knowledge import (
    Provenance, evidence_found, knowledge_applicable, knowledge_extract, knowledge_propose,
)
from workspaces.models import KnowledgeScope, KnowledgeSource

ScopeName = Literal["User", "Project", "Workspace"]
SCOPES = {"User": KnowledgeScope.USER, "Project": KnowledgeScope.PROJECT, "Workspace": KnowledgeScope.WORKSPACE}
REVIEW_NOTE = ("Proposed, not applied: it waits for a person's review in the workspace's knowledge cards. Do not "
               "rely on it in this conversation until it is applied.")


def provenance_of(ctx: RunContext) -> Provenance:
    message = (Message.objects.filter(conversation_id=ctx.conversation.pk, role="user")
               .order_by("-created_at", "-id").values_list("pk", flat=True).first())
    return Provenance(user=ctx.user, agent_name=ctx.agent.name, conversation_id=ctx.conversation.pk,
                      run_id=ctx.run.pk, message_id=message)


def knowledge_row(item) -> dict:
    return {"id": item.pk, "scope": item.scope.capitalize(), "text": item.text,
            "project": item.project.name if item.project_id else None}


def propose_sync(ctx: RunContext, text: str, scope: str, evidence_quote: str) -> dict:
    try:
        item = knowledge_propose(workspace=ctx.workspace, provenance=provenance_of(ctx), text=text,
                                 scope=SCOPES[scope], project_id=ctx.project_id, evidence_quote=evidence_quote,
                                 proposed_this_message=ctx.knowledge_proposals)
    except ApplicationError as error:
        raise ToolError(error.code, error.detail) from error
    ctx.knowledge_proposals += 1
    return {"knowledge_id": item.pk, "status": "pending_review", "scope": scope, "text": item.text,
            "note": REVIEW_NOTE}


@tool(safety=Safety.WRITE)
async def propose_knowledge(ctx: RunContext, text: str, scope: ScopeName, evidence_quote: str = "") -> dict:
    """Propose a lasting fact or preference for the team's knowledge (a definition, a convention, how the user
    likes answers). A person reviews it; only applied knowledge reaches later conversations. Never put SQL,
    cache-table names or ids of this run in it. At most 2 per user message.

    Args:
        text: The fact in one or two plain sentences, e.g. "Active customer means an order in the last 90 days."
        scope: User (this user's own preference), Project (the focused project) or Workspace (everyone here).
        evidence_quote: Optional: the words of the user or of a tool result that show it, copied exactly.
    """
    if getattr(ctx.run, "parent_run_id", None):
        raise ToolError(ErrorCode.TOOL_NOT_AVAILABLE, "Sub-agents do not propose knowledge; say it in your result "
                                                      "and the main agent may propose it.")
    if evidence_quote and not evidence_found(evidence_quote, ctx.recent_texts()):
        raise ToolError(ErrorCode.INVALID_ARGUMENTS, "The evidence_quote is not a substring of a recent user or tool "
                                                     "message; copy the words exactly, or leave it empty.")
    return await sync_to_async(propose_sync)(ctx, text, scope, evidence_quote)


@tool(safety=Safety.SAFE)
async def read_applicable_knowledge(ctx: RunContext) -> dict:
    """Read the knowledge people applied that governs this conversation: your user's own preferences, the focused
    project's facts and the workspace's facts, in full (the system prompt may show only part of it)."""
    def rows():
        items = knowledge_applicable(user=ctx.user, workspace=ctx.workspace, project_id=ctx.project_id)
        return {"items": [knowledge_row(item) for item in items], "count": len(items)}
    return await sync_to_async(rows)()


def extract_after_run(ctx: RunContext) -> int:
    """Passive extraction after a successful turn of the agent (not a sub-agent's, not in Ask mode or for a viewer):
    the user's message's definitions and standing preferences go to the same queue, within the same limits.
    Returns how many were proposed."""
    if getattr(ctx.run, "parent_run_id", None) or ctx.ask_mode or not ctx.can_write:
        return 0
    message = (ctx.recent_texts(roles=("user",), limit=1) or [""])[0]
    provenance = provenance_of(ctx)
    made = knowledge_extract(workspace=ctx.workspace, message=message, proposed_this_message=ctx.knowledge_proposals,
                             provenance=dataclasses.replace(provenance, source=KnowledgeSource.EXTRACTION))
    ctx.knowledge_proposals += len(made)
    return len(made)
