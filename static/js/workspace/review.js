// A review interrupt's card (kind `review`, e.g. the migration assistant's): the instruction, what is under review
// (the explanation, each query's equivalence, the translated code), and Accept & Save / Reject & Correct. The
// answer is {decision, feedback}; a rejection needs the correction it asks for. Text only, never markup from data.
import { h } from "./dom.js";

const STATUS_LABELS = { equivalent: "equivalent", different: "different", error: "failed", unverified: "unverified" };

function equivalenceSummary(diffs) {
  const counts = new Map();
  for (const entry of diffs) counts.set(entry.status, (counts.get(entry.status) || 0) + 1);
  return [...counts].map(([status, count]) => `${count} ${STATUS_LABELS[status] || status}`).join(", ");
}

function queryRows(diffs) {
  return diffs.map((entry) => h("li", { "data-testid": "review-query", "data-status": entry.status },
    h("code", { text: entry.translated_sql || entry.source_sql || "" }), ` — ${STATUS_LABELS[entry.status] || entry.status}`));
}

export function reviewCard(review, { conversationId, onDecision, onInvalid }) {
  const payload = review.payload || {};
  const state = payload.state || {};
  const diffs = state.query_equivalence_deep_diffs || [];
  const feedback = h("textarea", { "data-testid": "review-feedback", rows: 2, "aria-label": "Your correction",
    placeholder: "What should change? (needed to reject)" });
  const decide = (decision) => {
    const text = feedback.value.trim();
    if (decision === "reject" && !text) {
      onInvalid("Say what to correct before rejecting.");
      feedback.focus();
      return;
    }
    onDecision({ decision, feedback: decision === "reject" ? text : "" });
  };
  return [
    h("p", { class: "ask-question", "data-testid": "review-instruction", text: payload.instruction || "Review" }),
    h("p", { class: "review-explanation", "data-testid": "review-explanation", text: state.explanation_message || "" }),
    diffs.length ? h("p", { class: "muted", "data-testid": "review-equivalence", text: equivalenceSummary(diffs) }) : null,
    h("details", { class: "review-details" },
      h("summary", { text: "Translated schema and queries" }),
      h("pre", { "data-testid": "review-schema", text: state.translated_schema_code || "" }),
      h("ul", { class: "review-queries" }, queryRows(diffs)),
      conversationId ? h("a", { href: `/migrations/#thread=${conversationId}`, text: "Open on the migrations page" })
        : null),
    feedback,
    h("div", { class: "ask-options" },
      h("button", { type: "button", class: "primary", "data-testid": "review-accept", text: "Accept & Save",
        onclick: () => decide("accept") }),
      h("button", { type: "button", class: "option", "data-testid": "review-reject", text: "Reject & Correct",
        onclick: () => decide("reject") })),
    h("p", { class: "ask-status muted", "data-testid": "ask-status", role: "status" }),
  ];
}
