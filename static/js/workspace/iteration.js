// One accordion per iteration of a run: its thought, its tool calls with their results, and notes
// (questions asked, tabs opened). Built live from events, or at once from a stored iteration_step.
// A sub-agent's steps use the same view, nested (own test ids, so a turn's own iterations count apart);
// a delegate_to_agent call carries the nest of the child run it started.
import { h, pretty } from "./dom.js";

const RESULT_PREVIEW_CHARS = 4000;

function clip(text) {
  return text.length > RESULT_PREVIEW_CHARS ? `${text.slice(0, RESULT_PREVIEW_CHARS)}…` : text;
}

const TEST_IDS = {
  top: { iteration: "iteration", thought: "iteration-thought", call: "tool-call", result: "tool-result" },
  nested: { iteration: "subagent-step", thought: "subagent-thought", call: "subagent-tool-call",
    result: "subagent-tool-result" },
};

export const DELEGATE_TOOL = "delegate_to_agent";

export class IterationView {
  constructor(runId, number, { nested = false } = {}) {
    this.ids = nested ? TEST_IDS.nested : TEST_IDS.top;
    this.runId = runId;
    this.number = number;
    this.thought = "";
    this.calls = new Map();
    this.done = false;
    this.label = h("span", { class: "it-label" });
    this.tools = h("span", { class: "it-tools muted" });
    this.thoughtEl = h("div", { class: "it-thought", "data-testid": this.ids.thought, hidden: true });
    this.actionsEl = h("ol", { class: "it-actions" });
    this.element = h("details", { class: nested ? "iteration nested" : "iteration", "data-testid": this.ids.iteration,
      "data-run": runId, open: !nested },
      h("summary", {}, this.label, " ", this.tools), this.thoughtEl, this.actionsEl);
    this.renderLabel();
  }

  /** From a stored step; `nestFor(action)` gives the sub-agent nest of a delegate_to_agent action, if any. */
  static fromStep(runId, step, { nested = false, nestFor = null } = {}) {
    const view = new IterationView(runId, step.iteration, { nested });
    for (const [index, action] of (step.actions || []).entries()) {
      const callId = `${step.iteration}-${index}`;
      view.addCall({ call_id: callId, name: action.tool, arguments: action.arguments });
      view.setObservation(callId, action.observation);
      const nest = action.tool === DELEGATE_TOOL && nestFor ? nestFor(action) : null;
      if (nest) view.calls.get(callId).row.append(nest.element);
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
    const result = h("pre", { class: "tool-result", "data-testid": this.ids.result, hidden: true });
    const status = h("span", { class: "tool-status muted", text: "running…" });
    const row = h("li", { class: "tool-call", "data-testid": this.ids.call, "data-tool": name, "data-call-id": callId },
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

  /** Under the newest delegate_to_agent call that has no nest yet; else under the iteration itself. */
  attachNest(nest) {
    const call = [...this.calls.values()].reverse().find((c) => c.name === DELEGATE_TOOL && !c.nest);
    if (call) {
      call.nest = nest;
      call.row.insertBefore(nest.element, call.result);
    } else {
      this.actionsEl.append(h("li", { class: "it-note" }, nest.element));
    }
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
