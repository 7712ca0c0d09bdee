// Chat routing on the page (ARCHITECTURE §5): the Smart Routing state the composer shows, the session pause of
// the intent classifier, and the words for why a run went where it went. The server decides the route; the
// page only sends the signals (bolt, mentions, pause) and explains the outcome from run_started.rule.

const PAUSE_KEY = "lantide.autoRoutePaused";
const SMART_LABELS = { off: "Off", auto: "Auto", on: "Always on" };

export const AGENT_EXECUTOR = "agent_executor";
export const QUEST_PROCESSOR = "quest_processor";
export const RULE_INTENT_CLASSIFIER = "force_agent:intent_classifier";

const RULE_LABELS = {
  "force_agent:bolt": ["Agent · bolt", "You sent this to the agent with the bolt."],
  "force_agent:smart_routing_on": ["Agent · Smart Routing", "Smart Routing is always on: every message goes to the agent."],
  "force_agent:agent_literal": ["Agent · @agent", "The message asked for @agent."],
  [RULE_INTENT_CLASSIFIER]: ["Agent · Smart Routing (auto)", "Smart Routing judged that this needs the agent."],
  orchestrator_mention: ["Agent", "You mentioned an orchestrator agent."],
  agent_literal: ["Agent · @agent", "The message asked for @agent."],
  complex_auto_route: ["Agent · complex question", "Smart Routing (auto) sent a complex question to the agent."],
  executor_disabled: ["Chat", "Agents are off in the composer, so this was answered as chat."],
  default_chat: ["Chat", "Answered as chat: no bolt, no orchestrator mention, no Smart Routing."],
  delegated: ["Sub-agent", "Run by another agent."],
};

/** The label and its explanation for a run's route, e.g. ["Agent · @Orchestrator", "…"]. */
export function routeLabel({ route, rule, agent }) {
  let [text, title] = RULE_LABELS[rule] || (route === QUEST_PROCESSOR ? ["Chat", "Answered as chat."]
    : ["Agent", "Run by the agent."]);
  if (agent && rule === "orchestrator_mention") text = `Agent · @${agent}`;
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
