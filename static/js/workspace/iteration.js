// One accordion per iteration of a run: its thought, its tool calls with their results, and notes
// (questions asked, tabs opened). Built live from events, or at once from a stored iteration_step.
import { h, pretty } from "./dom.js";

const RESULT_PREVIEW_CHARS = 4000;

function clip(text) {
  return text.length > RESULT_PREVIEW_CHARS ? `${text.slice(0, RESULT_PREVIEW_CHARS)}…` : text;
}

export class IterationView {
  constructor(runId, number) {
    this.runId = runId;
    this.number = number;
    this.thought = "";
    this.calls = new Map();
    this.done = false;
    this.label = h("span", { class: "it-label" });
    this.tools = h("span", { class: "it-tools muted" });
    this.thoughtEl = h("div", { class: "it-thought", "data-testid": "iteration-thought", hidden: true });
    this.actionsEl = h("ol", { class: "it-actions" });
    this.element = h("details", { class: "iteration", "data-testid": "iteration", "data-run": runId, open: true },
      h("summary", {}, this.label, " ", this.tools), this.thoughtEl, this.actionsEl);
    this.renderLabel();
  }

  static fromStep(runId, step) {
    const view = new IterationView(runId, step.iteration);
    for (const [index, action] of (step.actions || []).entries()) {
      const callId = `${step.iteration}-${index}`;
      view.addCall({ call_id: callId, name: action.tool, arguments: action.arguments });
      view.setObservation(callId, action.observation);
    }
    view.complete(step);
    return view;
  }

  renderLabel() {
    this.label.textContent = `Iteration ${this.number ?? "…"}${this.done ? "" : " · running"}`;
    this.element.dataset.iteration = this.number ?? "";
    this.element.dataset.state = this.done ? "done" : "running";
    this.tools.textContent = [...this.calls.values()].map((call) => call.name).join(", ");
  }

  addThought(text) {
    this.thought += text;
  }

  renderThought() {
    this.thoughtEl.textContent = this.thought;
    this.thoughtEl.hidden = !this.thought;
  }

  addCall({ call_id: callId, name, arguments: args }) {
    if (this.calls.has(callId)) return;
    const result = h("pre", { class: "tool-result", "data-testid": "tool-result", hidden: true });
    const status = h("span", { class: "tool-status muted", text: "running…" });
    const row = h("li", { class: "tool-call", "data-testid": "tool-call", "data-tool": name, "data-call-id": callId },
      h("div", { class: "tool-head" }, h("code", { class: "tool-name", text: name }), " ", status),
      h("details", { class: "tool-args" }, h("summary", { text: "arguments" }), h("pre", { text: pretty(args || {}) })),
      result);
    this.calls.set(callId, { name, row, result, status });
    this.actionsEl.append(row);
    this.renderLabel();
  }

  setResult({ call_id: callId, name, ok, result, error_code: errorCode }) {
    if (!this.calls.has(callId)) this.addCall({ call_id: callId, name, arguments: {} });
    const call = this.calls.get(callId);
    call.row.dataset.ok = ok ? "true" : "false";
    if (errorCode) call.row.dataset.errorCode = errorCode;
    call.status.textContent = ok ? "✓ done" : `✗ ${errorCode || "failed"}`;
    call.status.className = `tool-status ${ok ? "ok" : "error"}`;
    call.result.textContent = clip(pretty(result));
    call.result.hidden = false;
  }

  setObservation(callId, observation) {
    const call = this.calls.get(callId);
    call.status.textContent = "✓";
    call.result.textContent = clip(pretty(observation ?? ""));
    call.result.hidden = false;
  }

  addNote(text, testId = "iteration-note") {
    this.actionsEl.append(h("li", { class: "it-note muted", "data-testid": testId, text }));
  }

  complete(step) {
    this.number = step.iteration;
    if (!this.thought && step.thought) this.thought = step.thought;
    this.done = true;
    this.renderThought();
    this.renderLabel();
  }
}
