// One accordion per iteration of a run: its thought, its tool calls with their results, and notes
// (questions asked, tabs opened). Built live from events, or at once from a stored iteration_step.
// A sub-agent's steps use the same view, nested (own test ids, so a turn's own iterations count apart);
// a delegate_to_agent call carries the nest of the child run it started.
import { formatCell, h, pretty } from "./dom.js";
import { observationFailure, stepLine, stepPreview, stepSql } from "./steps.js";

const RESULT_PREVIEW_CHARS = 4000;

function clip(text) {
  return text.length > RESULT_PREVIEW_CHARS ? `${text.slice(0, RESULT_PREVIEW_CHARS)}…` : text;
}

const TEST_IDS = {
  top: { iteration: "iteration", thought: "iteration-thought", call: "tool-call", result: "tool-result" },
  nested: { iteration: "subagent-step", thought: "subagent-thought", call: "subagent-tool-call",
    result: "subagent-tool-result" },
};

/** A few rows of a step's result, with "+ N more rows" under them. */
function previewTable({ columns, rows, more }) {
  return h("div", { class: "step-preview", "data-testid": "step-preview" },
    h("table", { class: "grid-table compact" },
      h("thead", {}, h("tr", {}, columns.map((name) => h("th", { text: name })))),
      h("tbody", {}, rows.map((row) => h("tr", {}, (Array.isArray(row) ? row : Object.values(row))
        .map((cell) => h("td", { text: formatCell(cell) })))))),
    more ? h("p", { class: "muted", text: `+ ${more.toLocaleString("en-US")} more rows` }) : null);
}

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
    this.tools.textContent = [...this.calls.values()].map((call) => call.line.textContent).join(" · ");
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
    const line = h("span", { class: "step-line", "data-testid": "step-summary" });
    const status = h("span", { class: "tool-status muted", "aria-hidden": "true", text: "…" });
    const sql = stepSql(args);
    const result = h("pre", { class: "tool-result", "data-testid": this.ids.result, hidden: true });
    const details = h("details", { class: "step-details", "data-testid": "step-details" },
      h("summary", { text: "details" }), h("p", { class: "muted", text: name }),
      h("pre", { class: "tool-args", text: pretty(args || {}) }), result);
    const row = h("li", { class: "tool-call", "data-testid": this.ids.call, "data-tool": name, "data-call-id": callId },
      h("div", { class: "tool-head" }, status, " ", line),
      sql ? h("pre", { class: "step-sql", "data-testid": "step-sql", text: sql }) : null, details);
    this.calls.set(callId, { name, args: args || {}, row, line, result, status, details });
    line.textContent = stepLine(name, args, null, { running: true });
    this.actionsEl.append(row);
    this.renderLabel();
  }

  setResult({ call_id: callId, name, ok, result, error_code: errorCode }) {
    if (!this.calls.has(callId)) this.addCall({ call_id: callId, name, arguments: {} });
    const call = this.calls.get(callId);
    call.row.dataset.ok = ok ? "true" : "false";
    if (errorCode) call.row.dataset.errorCode = errorCode;
    call.status.textContent = ok ? "✓" : "✗";
    call.status.className = `tool-status ${ok ? "ok" : "error"}`;
    this.showOutcome(call, result, { ok, errorCode });
  }

  setObservation(callId, observation) {
    const call = this.calls.get(callId);
    const { failed, code } = observationFailure(observation);
    call.row.dataset.ok = failed ? "false" : "true";
    call.status.textContent = failed ? "✗" : "✓";
    call.status.className = `tool-status ${failed ? "error" : "ok"}`;
    this.showOutcome(call, observation ?? "", { ok: !failed, errorCode: code });
  }

  /** The step's line and preview; the raw result only inside its (closed) details. */
  showOutcome(call, result, { ok, errorCode }) {
    call.line.textContent = stepLine(call.name, call.args, result, { ok, errorCode });
    call.result.textContent = clip(pretty(result));
    call.result.hidden = false;
    const preview = ok ? stepPreview(call.name, result) : null;
    call.row.querySelector("[data-testid=step-preview]")?.remove();
    if (preview) call.details.before(previewTable(preview));
    this.renderLabel();
  }

  /** Under the newest delegate_to_agent call that has no nest yet; else under the iteration itself. */
  attachNest(nest) {
    const call = [...this.calls.values()].reverse().find((c) => c.name === DELEGATE_TOOL && !c.nest);
    if (call) {
      call.nest = nest;
      call.details.before(nest.element);
    } else {
      this.actionsEl.append(h("li", { class: "it-note" }, nest.element));
    }
  }

  /** The question of an ask_user call (it has no tool_result: the run waits); a note when the call is not here. */
  markAsked(question) {
    const call = [...this.calls.values()].reverse().find((c) => c.name === "ask_user" && !c.row.dataset.ok);
    if (!call) {
      this.addNote(stepLine("ask_user", { question }, null), "asked");
      return;
    }
    call.row.dataset.ok = "true";
    call.status.textContent = "?";
    call.line.textContent = stepLine("ask_user", { question }, null);
    this.renderLabel();
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
