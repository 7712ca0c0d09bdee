// SubagentStepNest: a child run started by delegate_to_agent, shown under that call — the agent's name, a live
// iteration count, its steps (thought + actions), its status and, once done, its answer as sanitized Markdown.
// Built live from subagent_* events (also on replay, they are in the parent's log) or from agent-executions.
import { h } from "./dom.js";
import { IterationView } from "./iteration.js";
import { setMarkdown } from "./markdown.js";

const STATUS_TEXT = {
  running: "running", background: "running in the background", completed: "completed", failed: "failed",
};
const FINISHED_WELL = new Set(["success", "iteration_limit"]);
const STILL_RUNNING = new Set(["pending", "running"]);

/** The child run id a delegate_to_agent observation names (the tool returns `child_run`), if it can be read. */
export function childRunOf(observation) {
  if (observation && typeof observation === "object") return observation.child_run || null;
  if (typeof observation !== "string") return null;
  try { return JSON.parse(observation).child_run || null; } catch { /* a clipped observation: try the text */ }
  const match = /"child_run"\s*:\s*"([\w-]+)"/.exec(observation);
  return match ? match[1] : null;
}

export class SubagentNest {
  constructor({ child_run: childRun, agent_name: agentName, task, max_iterations: maxIterations, background }) {
    this.childRun = childRun;
    this.maxIterations = maxIterations || null;
    this.steps = new Set();
    this.finalCount = null;
    this.statusEl = h("span", { class: "subagent-status", "data-testid": "subagent-status" });
    this.countEl = h("span", { class: "subagent-count muted", "data-testid": "subagent-count" });
    this.stepsEl = h("div", { class: "subagent-steps", "data-testid": "subagent-steps" });
    this.answerEl = h("div", { class: "subagent-answer markdown", "data-testid": "subagent-answer", hidden: true });
    this.errorEl = h("p", { class: "subagent-error error", "data-testid": "subagent-error", hidden: true });
    this.element = h("section", { class: "subagent", "data-testid": "subagent-nest", "data-child-run": childRun || "",
      "aria-label": `Sub-agent ${agentName || ""}`.trim() },
    h("header", { class: "subagent-head" }, h("span", { "aria-hidden": "true", text: "↳ " }),
      h("strong", { class: "subagent-name", "data-testid": "subagent-name", text: agentName || "Sub-agent" }), " ",
      this.statusEl, " ", this.countEl),
    task ? h("p", { class: "subagent-task muted", "data-testid": "subagent-task", text: task }) : null,
    this.stepsEl, this.errorEl, this.answerEl);
    this.setStatus(background ? "background" : "running");
    this.renderCount();
  }

  static fromExecution(child) {
    const config = child.subagent_config || {};
    const nest = new SubagentNest({ child_run: child.id, agent_name: config.agent_name || child.agent,
      task: child.query, max_iterations: config.max_iterations || child.max_iterations,
      background: Boolean(config.background) && STILL_RUNNING.has(child.status) });
    for (const step of child.steps || []) nest.addStep(step);
    if (FINISHED_WELL.has(child.status)) {
      nest.complete({ status: child.status, iterations: (child.steps || []).length, answer: child.answer });
    } else if (!STILL_RUNNING.has(child.status)) {
      nest.fail({ status: child.status, error_code: child.error_code, error: child.error });
    }
    return nest;
  }

  setStatus(status) {
    this.element.dataset.status = status;
    this.statusEl.dataset.status = status;
    this.statusEl.textContent = STATUS_TEXT[status] || status;
  }

  renderCount() {
    const count = Math.max(this.finalCount || 0, this.steps.size);
    const of = this.maxIterations && this.element.dataset.status !== "completed" ? ` of ${this.maxIterations}` : "";
    this.countEl.textContent = `${count} iteration${count === 1 ? "" : "s"}${of}`;
    this.element.dataset.iterations = String(count);
  }

  addStep(step) {
    if (this.steps.has(step.iteration)) return;  // a replay after a reconnect repeats nothing
    this.steps.add(step.iteration);
    this.stepsEl.append(IterationView.fromStep(this.childRun, step, { nested: true }).element);
    if (this.element.dataset.status === "background") this.setStatus("running");
    this.renderCount();
  }

  complete({ status, iterations, answer }) {
    this.finalCount = iterations ?? null;
    this.element.dataset.runStatus = status || "success";
    this.setStatus("completed");
    this.renderCount();
    setMarkdown(this.answerEl, answer || "");
    this.answerEl.hidden = !answer;
  }

  fail({ status, error_code: errorCode, error }) {
    this.element.dataset.runStatus = status || "error";
    this.setStatus("failed");
    this.renderCount();
    this.errorEl.textContent = [errorCode, error].filter(Boolean).join(": ") || `The sub-agent ended (${status}).`;
    this.errorEl.hidden = false;
  }
}
