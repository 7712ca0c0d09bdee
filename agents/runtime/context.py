"""What a run knows about itself: the run context injected into tools, and the agent's states."""

from dataclasses import dataclass, field
from enum import StrEnum

from lantide.audit import Actor
from lantide.features import FeatureSet

WRITING_ROLES = ("owner", "editor")


class AgentState(StrEnum):
    NO_PROJECT = "NoProject"
    PROJECT_FOCUSED = "ProjectFocused"
    HTML_REPORT = "HtmlReport"  # the html_report_active overlay: a contract report is open for editing


@dataclass(frozen=True)
class AgentConfig:
    """The frozen configuration of the agent running this turn (none: the built-in analyst)."""

    name: str = "Lantide analyst"
    system_prompt: str = ""
    allowed_tools: tuple[str, ...] = ()
    denied_tools: tuple[str, ...] = ()

    @classmethod
    def from_agent(cls, agent) -> "AgentConfig":
        if agent is None:
            return cls()
        return cls(name=agent.name, system_prompt=agent.system_prompt,
                   allowed_tools=tuple(agent.allowed_tools or ()), denied_tools=tuple(agent.denied_tools or ()))


@dataclass
class RunContext:
    """Injected as the first argument of every tool; never supplied by the model.

    The ORM objects are loaded once at run start; `project_id` is the mutable focus that state-changing
    tools move (and the runtime persists on the conversation).
    """

    user: object
    workspace: object
    conversation: object
    run: object
    mode: str
    features: FeatureSet
    agent: AgentConfig = field(default_factory=AgentConfig)
    project_id: int | None = None
    role: str = "viewer"  # the user's role in the workspace when the run started (ARCHITECTURE §8)
    exploration_count: int = 0
    knowledge_proposals: int = 0
    report_id: int | None = None  # the active HTML report (a Report tab, a report just written, or activated)
    report_task: bool = False  # the turn is writing a report: the output ceiling keeps its HTML floor
    live_events: object = None  # an asyncio.Queue while tools run: events a long tool emits as it goes
    # The turn's messages (the loop's own list): what propose_knowledge checks an evidence quote against.
    transcript: list = field(default_factory=list)
    # An outside client's call (MCP, ARCHITECTURE §10) names its access token here: its writes and reads are
    # audited as that external actor; empty for the built-in agent.
    client_name: str = ""
    # An outside call's progress reporter (MCP progress notifications): `await progress(fraction, message)`, the
    # fraction of the call done (0 < f < 1); None when nobody asked for progress.
    progress: object = None

    def recent_texts(self, *, roles: tuple[str, ...] = ("user", "tool"), limit: int = 20) -> list[str]:
        """The texts of the last `limit` messages of these roles (user messages and tool results by default)."""
        found = [m.get("content") for m in self.transcript if m.get("role") in roles]
        return [text for text in found if isinstance(text, str)][-limit:]

    async def report_progress(self, *, done: int, total: int, message: str) -> None:
        """A long tool's step (`done` of `total`) for an outside client that asked for progress."""
        if self.progress is not None and total > 0:
            await self.progress(done / (total + 1), message)

    def emit(self, event) -> None:
        """Stream an event from inside a running tool (e.g. a sub-agent's steps) into this run's log."""
        if self.live_events is not None:
            self.live_events.put_nowait(event)

    @property
    def actor(self) -> Actor:
        """Who the audit log names for what this context's tools do."""
        if self.client_name:
            return Actor.external(user=self.user, client_name=self.client_name)
        return Actor.agent(user=self.user, agent_name=self.agent.name)

    @property
    def audited_reads(self) -> Actor | None:
        """Reads an outside client makes are audited (the run's event log already records the built-in agent's)."""
        return self.actor if self.client_name else None

    @property
    def state(self) -> AgentState:
        if self.report_id:
            return AgentState.HTML_REPORT
        return AgentState.PROJECT_FOCUSED if self.project_id else AgentState.NO_PROJECT

    @property
    def writing_html(self) -> bool:
        return self.report_id is not None or self.report_task

    @property
    def can_write(self) -> bool:
        """A viewer's agent reads only: its write tools are hidden, and refused with PERMISSION_DENIED if called."""
        return self.role in WRITING_ROLES

    @property
    def ask_mode(self) -> bool:
        return self.mode == "ask"
