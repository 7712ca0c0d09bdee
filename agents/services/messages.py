"""Sending a message: resolve the gates, preferences, mentions and intent, route it, start the run.

Every surface (REST, WebSocket) calls `message_send`; the rule set itself is `agents.runtime.routing`.
Policy chosen here (docs/architecture.md, "Routing"): the `agentMode` gate off (kill switch, Beta choice,
admin default) turns every input of the executor off — the bolt, `@agent`, Smart Routing and the Agents
toggle; with it on, the executor is enabled by the user's Agents toggle and the `enableAgents` flag.
"""

import logging
import re
from dataclasses import dataclass, field

from django.conf import settings

from agents.models import Agent, Conversation, Run, Thoroughness
from agents.runtime.llm.gateway import litellm_module
from agents.runtime.llm.profiles import default_profile
from agents.runtime.routing import (
    AGENT_EXECUTOR, AGENT_LITERAL, FORCE_AGENT, RULE_FORCE_AGENT, SIGNAL_AGENT_LITERAL, SIGNAL_BOLT,
    SIGNAL_INTENT_CLASSIFIER, SIGNAL_SMART_ROUTING_ON, classify_query_complexity, forced_rule, route_decision,
)
from agents.runtime.subagent_runs import iterations_for
from agents.selectors import agents_visible_to
from agents.services.runs import turn_start
from lantide.errors import NotFound
from lantide.features import FeatureSet
from lantide.models import AgentModeDefault
from lantide.selectors import preferences_get

logger = logging.getLogger(__name__)
MENTION = re.compile(r"(?<![\w@])@([\w][\w.-]*)")
INTENT_PROMPT = ("Decide how to handle a message in a data workspace. Reply with one word: AGENT when answering "
                 "needs looking at or querying the workspace's data (tables, numbers, SQL, charts), CHAT when a "
                 "conversational answer is enough.")
DATA_WORDS = re.compile(
    r"\b(tables?|rows?|columns?|count|sum|totals?|average|avg|median|revenue|sales|orders?|customers?|"
    r"products?|sql|query|dataset|data|per (day|week|month|quarter|year|region)|by (day|week|month|quarter|year|"
    r"region|country|product|customer)|top \d+|how many|how much)\b", re.IGNORECASE)


@dataclass
class RouteChoice:
    route: str
    rule: str
    complexity: str
    agent: Agent | None = None
    mentions: list[Agent] = field(default_factory=list)


def resolve_mentions(*, user, text: str, mention_ids: list[int]) -> list[Agent]:
    """Structured mentions first (each must be visible), then @name / @trigger in the text; first match wins."""
    visible = list(agents_visible_to(user=user))
    by_id = {a.pk: a for a in visible}
    found: list[Agent] = []
    for agent_id in mention_ids:
        if agent_id not in by_id:
            raise NotFound("Agent")
        found.append(by_id[agent_id])
    lowered = (text or "").lower()
    for token in MENTION.findall(text or ""):
        match = _agent_for_token(visible, token.lower(), lowered)
        if match is not None and match not in found:
            found.append(match)
    return found


def _agent_for_token(visible: list[Agent], token: str, text: str) -> Agent | None:
    for agent in visible:  # names first, so a trigger word never hides an agent called by its name
        name = agent.name.lower()
        if name == token or (" " in name and f"@{name}" in text):
            return agent
    for agent in visible:
        if token in {str(w).lower().lstrip("@") for w in agent.trigger_words or []}:
            return agent
    return None


def intent_wants_agent(*, text: str) -> bool:
    """Smart Routing "auto": a tiny LLM call decides; without a configured model, a documented heuristic."""
    profile = default_profile()
    if profile.model.startswith("lantide/"):
        return bool(DATA_WORDS.search(text))
    kwargs = {"model": profile.model, "max_tokens": 3, "temperature": 0, "timeout": 10, "num_retries": 0,
              "messages": [{"role": "system", "content": INTENT_PROMPT}, {"role": "user", "content": text[:2000]}]}
    kwargs.update({k: v for k, v in (("api_base", profile.api_base), ("api_key", profile.api_key)) if v})
    try:
        reply = litellm_module().completion(**kwargs).choices[0].message.content or ""
    except Exception as error:  # noqa: BLE001 - the classifier is advisory: fall back to the heuristic
        logger.warning("routing.intent.unavailable error=%s", error)
        return bool(DATA_WORDS.search(text))
    return reply.strip().upper().startswith("AGENT")


def _override_source(*, gate: bool, smart: str, text: str, force_agent: bool, complexity: str,
                     auto_route_paused: bool) -> str | None:
    """What makes this message `force_agent` (ARCHITECTURE §5 rule 1), or None; never with the gate off."""
    if not gate:
        return None
    if force_agent:
        return SIGNAL_BOLT
    if smart == AgentModeDefault.ON:
        return SIGNAL_SMART_ROUTING_ON
    if AGENT_LITERAL.search(text):
        return SIGNAL_AGENT_LITERAL
    if smart == AgentModeDefault.AUTO and complexity == "contextual" and not auto_route_paused \
            and intent_wants_agent(text=text):
        return SIGNAL_INTENT_CLASSIFIER
    return None


def message_route(*, user, text: str, force_agent: bool = False, mention_ids: list[int] | None = None,
                  auto_route_paused: bool = False) -> RouteChoice:
    features = FeatureSet.for_user(user)
    prefs = preferences_get(user=user)
    gate = features.agent_mode
    mentions = resolve_mentions(user=user, text=text, mention_ids=mention_ids or []) if features.agents else []
    orchestrator = next((a for a in mentions if a.is_orchestrator), None)
    complexity = classify_query_complexity(text)
    smart = prefs.agent_mode_default if gate else AgentModeDefault.OFF
    source = _override_source(gate=gate, smart=smart, text=text, force_agent=force_agent,
                              complexity=complexity, auto_route_paused=auto_route_paused)
    route, rule = route_decision(
        message=text, complexity=complexity, agent_executor_enabled=gate and features.agents and prefs.agents_enabled,
        user_override=FORCE_AGENT if source else None, has_orchestration_agent=orchestrator is not None,
        auto_route_enabled=smart == AgentModeDefault.AUTO,
    )
    if rule == RULE_FORCE_AGENT:
        rule = forced_rule(source)  # which signal forced it: the UI offers "dismiss" only for the classifier's
    return RouteChoice(route=route, rule=rule, complexity=complexity,
                       agent=orchestrator if route == AGENT_EXECUTOR else None, mentions=mentions)


def message_send(*, user, conversation: Conversation, text: str, mode: str | None = None, force_agent: bool = False,
                 mention_ids: list[int] | None = None, auto_route_paused: bool = False,
                 report_id: int | None = None, metadata: dict | None = None, queued: bool = False) -> Run:
    """Route the message and start its run (the dispatch payload of seed 003, checked on the server); `queued`:
    the run waits behind the thread's active one (multitask_strategy enqueue)."""
    choice = message_route(user=user, text=text, force_agent=force_agent, mention_ids=mention_ids,
                           auto_route_paused=auto_route_paused)
    thoroughness, max_iterations = "", None
    if choice.agent is not None:
        thoroughness = choice.agent.default_thoroughness or Thoroughness.MEDIUM
        max_iterations = min(iterations_for(agent=choice.agent, thoroughness=thoroughness),
                             settings.LANTIDE_MAX_ITERATIONS)
    return turn_start(user=user, conversation=conversation, text=text, mode=mode, agent=choice.agent,
                      route=choice.route, route_rule=choice.rule, max_iterations=max_iterations,
                      thoroughness=thoroughness, mentions=[a.pk for a in choice.mentions], report_id=report_id,
                      metadata=metadata, queued=queued)
