"""Which engine answers a message: chat completion (quest_processor) or the agent executor (ARCHITECTURE §5).

`route_query` is the one rule set every surface uses; `classify_query_complexity` is its documented heuristic.
Both are pure: the inputs (gates, preferences, mentions, the intent classifier) are resolved by
`agents.services.messages`, so this module can be read, and tested, as a truth table.
"""

import re
from typing import Literal

AGENT_EXECUTOR = "agent_executor"
QUEST_PROCESSOR = "quest_processor"
FORCE_AGENT = "force_agent"
Complexity = Literal["simple", "contextual", "complex"]

# Rule names recorded on every run (`run_started.data.rule`), in evaluation order.
RULE_FORCE_AGENT = "force_agent"
RULE_ORCHESTRATOR_MENTION = "orchestrator_mention"
RULE_EXECUTOR_DISABLED = "executor_disabled"
RULE_AGENT_LITERAL = "agent_literal"
RULE_COMPLEX_AUTO = "complex_auto_route"
RULE_DEFAULT = "default_chat"
RULE_DELEGATED = "delegated"  # a sub-agent's run: another agent sent it
# What made a message force_agent (rule 1), recorded as `force_agent:<signal>` (forced_rule).
SIGNAL_BOLT = "bolt"
SIGNAL_SMART_ROUTING_ON = "smart_routing_on"
SIGNAL_AGENT_LITERAL = "agent_literal"
SIGNAL_INTENT_CLASSIFIER = "intent_classifier"


def forced_rule(signal: str) -> str:
    return f"{RULE_FORCE_AGENT}:{signal}"

AGENT_LITERAL = re.compile(r"(?<![\w@])@agent\b", re.IGNORECASE)


def route_decision(*, message: str, complexity: Complexity, agent_executor_enabled: bool,
                   user_override: str | None, has_orchestration_agent: bool,
                   auto_route_enabled: bool) -> tuple[str, str]:
    """(target, rule) for one message; the first matching rule wins."""
    if user_override == FORCE_AGENT:
        return AGENT_EXECUTOR, RULE_FORCE_AGENT
    if has_orchestration_agent and agent_executor_enabled:
        return AGENT_EXECUTOR, RULE_ORCHESTRATOR_MENTION
    if not agent_executor_enabled:
        return QUEST_PROCESSOR, RULE_EXECUTOR_DISABLED
    if AGENT_LITERAL.search(message or ""):
        return AGENT_EXECUTOR, RULE_AGENT_LITERAL
    if complexity == "complex" and auto_route_enabled:
        return AGENT_EXECUTOR, RULE_COMPLEX_AUTO
    return QUEST_PROCESSOR, RULE_DEFAULT


def route_query(*, message: str, complexity: Complexity, agent_executor_enabled: bool, user_override: str | None,
                has_orchestration_agent: bool, auto_route_enabled: bool) -> str:
    """`agent_executor` or `quest_processor` (ARCHITECTURE §5, rules 1–6)."""
    target, _ = route_decision(message=message, complexity=complexity,
                               agent_executor_enabled=agent_executor_enabled, user_override=user_override,
                               has_orchestration_agent=has_orchestration_agent,
                               auto_route_enabled=auto_route_enabled)
    return target


ANALYSIS_VERBS = re.compile(
    r"\b(analy[sz]e|analysis|compare|comparison|correlat\w*|forecast\w*|predict\w*|trend\w*|break\s*down|"
    r"segment\w*|investigate|explore|diagnose|rank|cohort\w*|aggregate|summari[sz]e|calculate|compute|"
    r"join|pivot|visuali[sz]e|chart|plot|report|build|create|find out|figure out|why)\b",
    re.IGNORECASE,
)
MULTI_STEP = re.compile(
    r"\b(then|after that|afterwards|followed by|step[- ]by[- ]step|next,|finally|and also|as well as)\b"
    r"|^\s*(\d+[.)]|[-*•])\s", re.IGNORECASE | re.MULTILINE,
)
SIMPLE_MAX_CHARS = 80
LONG_CHARS = 240


def classify_query_complexity(message: str) -> Complexity:
    """A cheap, documented heuristic over the wording of one message.

    - complex: multi-step wording (then / after that / finally / a list), several asks (two or more
      question marks), two or more distinct analysis verbs, or one analysis verb in a long message
      (240+ characters);
    - simple: short (under 80 characters), at most one ask and no analysis verb;
    - contextual: everything in between (the Smart Routing "auto" classifier decides these).
    """
    text = (message or "").strip()
    asks = text.count("?")
    verbs = {match.group(0).lower() for match in ANALYSIS_VERBS.finditer(text)}
    if MULTI_STEP.search(text) or asks >= 2 or len(verbs) >= 2 or (verbs and len(text) >= LONG_CHARS):
        return "complex"
    if len(text) < SIMPLE_MAX_CHARS and asks <= 1 and not verbs:
        return "simple"
    return "contextual"
