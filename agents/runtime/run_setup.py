"""Loading what a run needs before the loop starts: context, profile, limits and the turn's messages."""

import dataclasses
import logging
from dataclasses import dataclass

import duckdb
from django.conf import settings

from agents.models import Run
from agents.runtime.context import AgentConfig, RunContext
from agents.runtime.llm.ceiling import model_info
from agents.runtime.llm.profiles import profile_named
from agents.runtime.prompt import PromptInputs
from agents.runtime.recovery import Recovered
from agents.runtime.state import LoopLimits, TurnState, restore_turn, resume_turn
from agents.runtime.tools import REGISTRY
from agents.runtime.tools.registry import hidden_reason
from agents.selectors import agents_visible_to
from lantide.errors import ApplicationError, ErrorCode
from lantide.features import FeatureSet
from agents.ledger import query_steps_of
from workspaces.knowledge import knowledge_applicable
from workspaces.models import Project
from workspaces.selectors import membership_get
from workspaces.query.warehouse import warehouse_for

logger = logging.getLogger(__name__)
DEFAULT_CONTEXT_WINDOW = 32_768
CHILD_DENIED_TOOLS = ("ask_user", "propose_knowledge")


class RunRefused(ApplicationError):
    """A run that must not start at all (its user lost the workspace): it ends at once with this code."""


@dataclass
class RunSetup:
    run: Run
    ctx: RunContext
    profile: object
    turn: TurnState
    inputs: PromptInputs
    limits: LoopLimits
    mentioned: list[tuple[str, str]] = dataclasses.field(default_factory=list)
    recovered: Recovered | None = None  # set when the run goes on after its process died


def context_window_for(profile) -> int:
    if profile.context_window:
        return profile.context_window
    return int(model_info(profile.model).get("max_input_tokens") or DEFAULT_CONTEXT_WINDOW)


def prompt_inputs_for(ctx: RunContext) -> PromptInputs:
    knowledge = knowledge_applicable(user=ctx.user, workspace=ctx.workspace, project_id=ctx.project_id)
    ledger = query_steps_of(conversation=ctx.conversation)[-50:]
    return PromptInputs(
        project_names=dict(Project.objects.filter(workspace=ctx.workspace).values_list("id", "name")),
        knowledge=[(item.pk, item.scope, item.text) for item in knowledge],
        tables=catalog_hints(ctx.workspace.pk),
        ledger=[(s.cache_name or f"step {s.number}", s.sql) for s in ledger],
        agents=delegation_targets(ctx),
    )


def delegation_targets(ctx: RunContext) -> list[tuple[str, str]]:
    """(name, description) of the agents this run may delegate to, when delegate_to_agent is offered."""
    if ctx.user is None or hidden_reason(REGISTRY["delegate_to_agent"], ctx) is not None:
        return []
    agents = agents_visible_to(user=ctx.user).exclude(pk=getattr(ctx.run, "agent_id", None) or 0)
    return [(a.name, a.description) for a in agents[:20]]


def catalog_hints(workspace_id: int) -> list[tuple[str, int]]:
    """Table names and sizes for the prompt; optional, so a busy or missing database file only loses the hint."""
    try:
        return warehouse_for(workspace_id=workspace_id).table_sizes()
    except duckdb.Error as error:
        logger.warning("agent.catalog_hints.unavailable workspace=%s error=%s", workspace_id, error)
        return []


def load_run_setup(run_id, *, resumed: bool = False) -> RunSetup:
    """With `resumed`, the run's process died while it ran: it goes on from its last checkpoint (`recovered`)."""
    run = Run.objects.select_related("thread__workspace", "thread__owner", "agent", "resumed_from").get(pk=run_id)
    thread = run.thread
    membership = membership_get(user=thread.owner, workspace=thread.workspace)
    if membership is None:
        raise RunRefused(ErrorCode.PERMISSION_DENIED, "The conversation's owner is no longer a member of its "
                                                      "workspace; the run did not start.")
    agent = AgentConfig.from_agent(run.agent)
    if run.parent_run_id:  # nobody answers a sub-agent's questions, and it proposes no knowledge: it works its task
        agent = dataclasses.replace(agent, denied_tools=(*agent.denied_tools, *CHILD_DENIED_TOOLS))
    ctx = RunContext(
        user=thread.owner, workspace=thread.workspace, conversation=thread, run=run, mode=run.mode,
        features=FeatureSet.for_user(thread.owner), agent=agent, project_id=thread.project_id,
        role=membership.role, report_id=run.report_tab,
    )
    profile = profile_named(run.llm_profile)
    limits = LoopLimits(max_iterations=run.max_iterations, context_window=context_window_for(profile),
                        exploration_cap=settings.LANTIDE_EXPLORATION_CAP)
    turn, recovered = resume_turn(run, ctx) if resumed else (restore_turn(run, ctx), None)
    ctx.transcript = turn.messages
    return RunSetup(run=run, ctx=ctx, profile=profile, turn=turn, inputs=prompt_inputs_for(ctx), limits=limits,
                    mentioned=mentioned_prompts(run), recovered=recovered)


def mentioned_prompts(run: Run) -> list[tuple[str, str]]:
    """(name, system prompt) of the agents @mentioned in a chat-completion turn, as the user may see them."""
    if not run.mentions:
        return []
    found = {a.pk: a for a in agents_visible_to(user=run.thread.owner).filter(pk__in=run.mentions)}
    return [(found[i].name, found[i].system_prompt) for i in run.mentions if i in found]
