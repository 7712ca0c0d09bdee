// What an empty conversation shows: starter questions built on the server from the workspace's own tables
// (agents/starter_questions.py, in the page's bootstrap) and one line on what the agent can do. A click sends.
import { h } from "./dom.js";

function capabilities({ agentMode, agents }) {
  const parts = ["Agent explores and queries your data with its tools; Ask answers without changing anything."];
  if (agentMode) parts.push("⚡ sends a message straight to the agent.");
  if (agents) parts.push("Type @ to bring in one of your agents.");
  return parts.join(" ");
}

/** The empty conversation's panel (its test id stays stream-empty); `onPick(question)` sends a starter. */
export function starterPanel({ questions = [], features = {}, onPick }) {
  const list = h("div", { class: "starters", "data-testid": "starters" },
    questions.map((question) => h("button", { type: "button", class: "starter", "data-testid": "starter",
      text: question, onclick: () => onPick(question) })));
  return h("div", { class: "stream-empty", "data-testid": "stream-empty" },
    h("p", { class: "muted", text: questions.length ? "Ask a question about your data, or start with one of these:"
      : "Ask a question about your data to start." }),
    questions.length ? list : null,
    h("p", { class: "capabilities muted", "data-testid": "agent-capabilities", text: capabilities(features) }));
}
