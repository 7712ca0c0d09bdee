// Chat routing on the page (ARCHITECTURE §5): the Smart Routing state the composer shows, the session pause of
// the intent classifier, and the words for why a run went where it went. The server decides the route; the
// page only sends the signals (bolt, mentions, pause) and explains the outcome from run_started.rule.

import { ROUTES, RULES } from "./vocabulary.js";

const PAUSE_KEY = "lantide.autoRoutePaused";
const SMART_LABELS = { off: "Off", auto: "Auto", on: "Always on" };

export const AGENT_EXECUTOR = ROUTES.agentExecutor;
export const QUEST_PROCESSOR = ROUTES.questProcessor;
export const RULE_INTENT_CLASSIFIER = RULES.forceIntentClassifier;

const RULE_LABELS = {
  [RULES.forceBolt]: ["Agent · bolt", "You sent this to the agent with the bolt."],
  [RULES.forceSmartRoutingOn]: ["Agent · Smart Routing", "Smart Routing is always on: every message goes to the agent."],
  [RULES.forceAgentLiteral]: ["Agent · @agent", "The message asked for @agent."],
  [RULES.forceIntentClassifier]: ["Agent · Smart Routing (auto)", "Smart Routing judged that this needs the agent."],
  [RULES.orchestratorMention]: ["Agent", "You mentioned an orchestrator agent."],
  [RULES.agentLiteral]: ["Agent · @agent", "The message asked for @agent."],
  [RULES.complexAutoRoute]: ["Agent · complex question", "Smart Routing (auto) sent a complex question to the agent."],
  [RULES.executorDisabled]: ["Chat", "Agents are off in the composer, so this was answered as chat."],
  [RULES.defaultChat]: ["Chat", "Answered as chat: no bolt, no orchestrator mention, no Smart Routing."],
  [RULES.delegated]: ["Sub-agent", "Run by another agent."],
};

/** The label and its explanation for a run's route, e.g. ["Agent · @Orchestrator", "…"]. */
export function routeLabel({ route, rule, agent }) {
  let [text, title] = RULE_LABELS[rule] || (route === QUEST_PROCESSOR ? ["Chat", "Answered as chat."]
    : ["Agent", "Run by the agent."]);
  if (agent && rule === RULES.orchestratorMention) text = `Agent · @${agent}`;
  else if (agent && route === AGENT_EXECUTOR) text = `${text} · @${agent}`;
  return { text, title: rule ? `${title} (rule: ${rule})` : title };
}

function readPause() {
  try { return window.sessionStorage.getItem(PAUSE_KEY) === "true"; } catch { return false; }
}

/** Smart Routing as this page knows it: the gate, the preference, and the classifier's session pause. */
export class RoutingState extends EventTarget {
  constructor({ agentMode = false, agents = false, smartRouting = "off", agentsEnabled = false, urls = {} } = {}) {
    super();
    this.agentMode = Boolean(agentMode);
    this.agents = Boolean(agents);
    this.smartRouting = SMART_LABELS[smartRouting] ? smartRouting : "off";
    this.agentsEnabled = Boolean(agentsEnabled);
    this.urls = urls;
  }

  /** The classifier is paused for this browser session once the person dismissed an auto-routed reply. */
  get autoRoutePaused() {
    return this.agentMode && this.smartRouting === "auto" && readPause();
  }

  pauseAutoRoute() {
    try { window.sessionStorage.setItem(PAUSE_KEY, "true"); } catch { /* private mode: this page still knows */ }
    this.dispatchEvent(new Event("change"));
  }

  get indicatorState() {
    return this.autoRoutePaused ? "paused" : this.smartRouting;
  }

  get indicatorText() {
    return this.autoRoutePaused ? "Auto (paused this session)" : SMART_LABELS[this.smartRouting];
  }

  /** What every send carries besides the text, the mode, the bolt and the mentions. */
  sendFields() {
    return { auto_route_paused: this.agentMode && readPause() };
  }
}
