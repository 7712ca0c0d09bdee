// The iteration stream of one turn (a user prompt and every run that works on it, resume runs included):
// status pill, iteration accordions, notices, the answer as sanitized Markdown, and "Show reasoning".
// A chat-completion turn (route quest_processor) shows "Generating insights…" and its answer only; a label
// says why the turn went where it went (run_started.rule), and sub-agents nest under their delegate call.
// Text deltas go through a FrameDraft: at most one DOM write per frame, flushed at once on every
// structural event and when a run ends.
import { AnswerChart, SERIES_TOOLS, seriesOf } from "./answerchart.js";
import { h, clear } from "./dom.js";
import { FrameDraft } from "./draft.js";
import { IterationView } from "./iteration.js";
import { setMarkdown } from "./markdown.js";
import { QUEST_PROCESSOR, RULE_INTENT_CLASSIFIER, routeLabel } from "./routing.js";
import { SubagentNest, childRunOf } from "./subagent.js";
import { BUDGET } from "./vocabulary.js";

export const TERMINAL = new Set(["success", "error", "cancelled", "interrupted", "iteration_limit", "timeout",
  "unanswered"]);
export const BUDGET_MARKER = BUDGET.marker;

const STATUS = {
  starting: "Starting…", pending: "Starting…", running: "Running", success: "Completed", cancelled: "Stopped",
  error: "Failed", timeout: "Failed", iteration_limit: "Completed", interrupted: "Waiting for you",
  unanswered: "Not answered",
};
const CHAT_WORKING = new Set(["starting", "pending", "running"]);
const ANSWERED = new Set(["success", "iteration_limit"]);

export function stripBudgetMarker(question) {
  return (question || "").replace(BUDGET_MARKER, "").replace(/\s{2,}/g, " ").trim();
}

export class TurnView {
  constructor({ prompt, loadSteps, routing = null, onOpenChart = null }) {
    this.routing = routing;
    this.onOpenChart = onOpenChart;
    this.lastQuery = null;
    this.route = null;
    this.nests = new Map();
    this.runs = [];
    this.runState = new Map();
    this.answerText = "";
    this.liveMessage = "";
    this.loadSteps = loadSteps;
    this.dirty = new Set();
    this.draft = new FrameDraft(() => this.render());
    this.pill = h("span", { class: "pill", "data-testid": "run-status", role: "status", "aria-live": "polite" });
    this.iterations = h("div", { class: "iterations", "data-testid": "iterations" });
    this.reasoningLabel = h("summary", { text: "Reasoning" });
    this.reasoning = h("details", { class: "reasoning", "data-testid": "reasoning", open: true },
      this.reasoningLabel, this.iterations);
    this.notices = h("ul", { class: "notices", "data-testid": "notices" });
    this.answer = h("div", { class: "answer markdown", "data-testid": "answer" });
    this.promptEl = h("div", { class: "turn-prompt", "data-testid": "turn-prompt", text: prompt || "" });
    this.routeEl = h("span", { class: "route-label muted", "data-testid": "route-label", hidden: true });
    this.routeActions = h("div", { class: "route-actions", "data-testid": "route-actions", hidden: true });
    this.answerRow = h("div", { class: "answer-row" }, this.answer);
    this.element = h("article", { class: "turn", "data-testid": "turn" }, this.promptEl,
      h("div", { class: "turn-meta" }, this.pill, " ", this.routeEl), this.reasoning, this.notices, this.answerRow,
      this.routeActions);
    this.setStatus("starting");
  }

  setPrompt(text) {
    if (text) this.promptEl.textContent = text;
  }

  get status() {
    return this.element.dataset.status;
  }

  get lastRun() {
    return this.runs[this.runs.length - 1];
  }

  get active() {
    return !TERMINAL.has(this.status);
  }

  setStatus(status) {
    this.element.dataset.status = status;
    this.pill.dataset.status = status;
    const chat = this.route === QUEST_PROCESSOR && CHAT_WORKING.has(status);
    this.pill.textContent = chat ? "Generating insights…" : STATUS[status] || status;
  }

  get isChat() {
    return this.route === QUEST_PROCESSOR;
  }

  /** Where the turn went and why (from run_started, or the runs list for a past turn). */
  setRoute({ route, rule, agent }) {
    if (!route) return;
    this.route = route;
    this.element.dataset.route = route;
    if (rule) this.element.dataset.rule = rule;
    const label = routeLabel({ route, rule, agent });
    this.routeEl.textContent = label.text;
    this.routeEl.title = label.title;
    this.routeEl.hidden = false;
    if (this.isChat) this.reasoning.hidden = true;
    this.setStatus(this.status);
    if (rule === RULE_INTENT_CLASSIFIER) this.offerDismiss();
  }

  /** Smart Routing auto sent this to the agent: let the person say it was not needed (pauses the classifier). */
  offerDismiss() {
    if (!this.routing || this.routing.autoRoutePaused || this.routeActions.childElementCount) return;
    const button = h("button", { type: "button", class: "small", "data-testid": "dismiss-auto-route",
      text: "Not needed — answer without the agent next time", onclick: () => this.routing.pauseAutoRoute() });
    this.routeActions.append(button);
    this.routeActions.hidden = false;
    this.routing.addEventListener("change", () => {
      if (!this.routing.autoRoutePaused) return;
      button.replaceWith(h("span", { class: "muted", "data-testid": "auto-route-paused",
        text: "Smart Routing (auto) is paused for this session." }));
    });
  }

  addRun(runId) {
    if (!this.runState.has(runId)) {
      this.runs.push(runId);
      this.runState.set(runId, { current: null, message: "", status: "pending", lastSeq: 0 });
      this.element.dataset.runs = this.runs.join(" ");
    }
    return this.runState.get(runId);
  }

  lastSeq(runId) {
    return this.runState.get(runId)?.lastSeq || 0;
  }

  runFinished(runId) {
    return TERMINAL.has(this.runState.get(runId)?.status);
  }

  // ------------------------------------------------------------ live events

  apply(envelope) {
    const run = this.addRun(envelope.run);
    run.lastSeq = Math.max(run.lastSeq, envelope.seq || 0);
    const data = envelope.data || {};
    const handler = this.handlers[envelope.type];
    if (handler) handler.call(this, run, data, envelope);
  }

  iterationFor(run, runId) {
    if (!run.current) {
      run.current = new IterationView(runId, null);
      this.iterations.append(run.current.element);
    }
    return run.current;
  }

  render() {
    for (const iteration of this.dirty) iteration.renderThought();
    this.dirty.clear();
    if (this.answerDirty) {
      this.answerDirty = false;
      setMarkdown(this.answer, this.liveMessage || this.answerText);
    }
  }

  renderNow() {
    this.draft.flush();
    this.render();
  }

  /** The nest of a child run, made (under the current delegate call) the first time the child is seen. */
  nestFor(run, data, envelope) {
    let nest = this.nests.get(data.child_run);
    if (!nest) {
      nest = new SubagentNest(data);
      this.nests.set(data.child_run, nest);
      this.iterationFor(run, envelope.run).attachNest(nest);
    }
    return nest;
  }

  notice(kind, text) {
    this.notices.append(h("li", { class: `notice ${kind}`, "data-testid": "notice", "data-kind": kind, text }));
  }

  moveMessageToThought(run, runId) {
    if (!run.message) return;
    const iteration = this.iterationFor(run, runId);
    iteration.addThought(run.message);
    this.dirty.add(iteration);
    run.message = "";
    this.liveMessage = "";
    this.answerDirty = true;
  }

  commitAnswer(run) {
    if (!run.message) return;
    this.answerText = run.message;
    run.message = "";
    this.liveMessage = "";
    this.answerDirty = true;
  }

  /** A run ended; the turn's status follows its newest run only (a replay may finish runs out of order). */
  finish(run, status, runId) {
    this.renderNow();
    this.commitAnswer(run);
    run.status = status;
    run.current = null;
    this.render();
    if (runId !== this.lastRun) return;
    this.setStatus(status);
    if (status !== "interrupted") this.collapseReasoning();
    if (ANSWERED.has(status)) this.showChart();
  }

  /** Beside the answer's table (or the answer), a compact chart of the turn's last query result when it is a small
   * series. The answer's Markdown is final here; a resumed run that streams a new one draws its chart again. */
  showChart() {
    this.answerRow.querySelector("[data-testid=answer-chart]")?.remove();
    const series = this.lastQuery && seriesOf(this.lastQuery);
    if (!series) return;
    const tab = this.lastQuery.tab;
    const chart = new AnswerChart(series, { onOpenFull: tab && this.onOpenChart ? () => this.onOpenChart(tab) : null });
    const table = this.answer.querySelector("table");
    if (table) {
      const figure = h("div", { class: "answer-figure" });
      table.before(figure);
      figure.append(table, chart.element);
    } else {
      this.answerRow.append(chart.element);
    }
    chart.draw();
  }

  collapseReasoning() {
    const count = this.iterations.querySelectorAll("[data-testid=iteration]").length;
    this.reasoningLabel.textContent = `Show reasoning (${count} iteration${count === 1 ? "" : "s"})`;
    this.reasoning.open = false;
    for (const iteration of this.iterations.querySelectorAll("details.iteration")) iteration.open = false;
    this.reasoning.hidden = count === 0;
  }

  // ------------------------------------------------------------ history (REST)

  static fromHistory({ prompt, runs, answer, loadSteps, routing }) {
    const turn = new TurnView({ prompt, loadSteps, routing });
    for (const run of runs) {
      const state = turn.addRun(run.id);
      state.status = run.status;
    }
    turn.setStatus(runs.length ? runs[runs.length - 1].status : "success");
    turn.answerText = answer || "";
    setMarkdown(turn.answer, turn.answerText);
    turn.reasoningLabel.textContent = "Show reasoning";
    turn.reasoning.open = false;
    turn.reasoning.addEventListener("toggle", () => { if (turn.reasoning.open) turn.loadReasoning(); });
    if (runs.length) turn.setRoute(routeOfRun(runs[0]));
    return turn;
  }

  async loadReasoning() {
    if (!this.loadSteps || this.reasoningLoaded) return;
    this.reasoningLoaded = true;
    clear(this.iterations);
    const loading = h("p", { class: "muted", text: "Loading…" });
    this.iterations.append(loading);
    try {
      for (const runId of this.runs) {
        const execution = await this.loadSteps(runId);
        const nestFor = nestsFromChildren(execution.children || []);
        for (const step of execution.steps || []) {
          this.iterations.append(IterationView.fromStep(runId, step, { nestFor }).element);
        }
      }
      const count = this.iterations.querySelectorAll("[data-testid=iteration]").length;
      this.reasoningLabel.textContent = `Show reasoning (${count} iteration${count === 1 ? "" : "s"})`;
    } catch (error) {
      this.iterations.append(h("p", { class: "error", text: `Could not load the reasoning: ${error.detail || error}` }));
    } finally {
      loading.remove();
    }
  }
}

/** The route of a run from the runs list (`rule`/`agent` when the list carries them). */
export function routeOfRun(run) {
  return { route: run.route, rule: run.rule || run.route_rule || "", agent: run.agent || null };
}

/** For "Show reasoning": each delegate_to_agent action gets the child run it names, else the next one in order. */
function nestsFromChildren(children) {
  const left = [...children];
  return (action) => {
    const id = childRunOf(action.observation);
    const index = Math.max(0, id ? left.findIndex((child) => String(child.id) === id) : 0);
    const [child] = left.splice(index, 1);
    return child ? SubagentNest.fromExecution(child) : null;
  };
}

TurnView.prototype.handlers = {
  run_started(run, data, envelope) {
    if (envelope.run === this.runs[0] || !this.route) this.setRoute(data);
    run.status = "running";
    // A replay of a run the runs API already knows ended keeps its status: the composer must not look busy.
    if (envelope.run === this.lastRun && !run.settled) this.setStatus("running");
    if (this.reasoning.open === false && envelope.run === this.lastRun) this.reasoning.open = true;
    if (data.resumed_with === "timeout") {
      this.notice("expired",
        "The question expired unanswered; the agent was told to wrap up with what it had.");
    }
  },
  thought(run, data, envelope) {
    if (this.isChat) return;  // a chat answer shows no reasoning
    const iteration = this.iterationFor(run, envelope.run);
    iteration.addThought(data.delta || "");
    this.dirty.add(iteration);
    this.draft.schedule();
  },
  message(run, data) {
    run.message += data.delta || "";
    this.liveMessage = run.message;
    this.answerDirty = true;
    this.draft.schedule();
  },
  tool_call(run, data, envelope) {
    this.moveMessageToThought(run, envelope.run);
    this.iterationFor(run, envelope.run).addCall(data);
    this.renderNow();
  },
  tool_result(run, data, envelope) {
    this.renderNow();
    if (data.ok && SERIES_TOOLS.has(data.name)) this.lastQuery = data.result;
    this.iterationFor(run, envelope.run).setResult(data);
  },
  ui_command(run, data, envelope) {
    const args = data.args || {};
    const label = { open_tab: `Opened tab “${args.title || args.tab_id}”`,
      focus_project: `Focused project ${args.name || args.project_id || ""}`.trim() }[data.command];
    if (label) this.iterationFor(run, envelope.run).addNote(label);
  },
  ask_user(run, data, envelope) {
    this.moveMessageToThought(run, envelope.run);
    this.iterationFor(run, envelope.run).markAsked(data.question);
    this.renderNow();
  },
  interrupt(run, data) {
    this.notice("interrupt", data.kind === "review" ? "Waiting for your review: accept or reject it below."
      : `Waiting for a review (${data.kind}).`);
  },
  iteration_step(run, data, envelope) {
    this.renderNow();
    const iteration = this.iterationFor(run, envelope.run);
    if ((data.actions || []).length) this.moveMessageToThought(run, envelope.run);
    else this.commitAnswer(run);
    iteration.complete(data);
    this.dirty.add(iteration);
    run.current = null;
    this.render();
  },
  resumed(run, data) {
    // The server died mid-run and another took it over from its last checkpoint: what streamed before stays.
    this.renderNow();
    this.commitAnswer(run);
    run.current = null;
    this.notice("resumed", `The server restarted; the run went on from iteration ${data.iteration}.`);
  },
  fallback(run, data) {
    this.notice("fallback", `The model ${data.from_model} failed (${data.reason}); continued with ${data.to_model}.`);
  },
  continuation(run, data) {
    this.notice("continuation", `The answer hit the output limit and was continued (${data.count}).`);
  },
  compaction(run, data) {
    this.notice("compaction", `Context compacted (${data.strategy}).`);
  },
  iteration_limit(run, data) {
    this.notice("iteration_limit", `Reached the limit of ${data.limit} iterations; this is a best-effort answer.`);
  },
  error(run, data) {
    this.renderNow();
    this.notice("error", `${data.code}: ${data.message}`);
  },
  subagent_started(run, data, envelope) {
    this.renderNow();
    this.nestFor(run, data, envelope);
  },
  subagent_iteration_step(run, data, envelope) {
    this.nestFor(run, data, envelope).addStep(data);
  },
  subagent_completed(run, data, envelope) {
    this.nestFor(run, data, envelope).complete(data);
  },
  subagent_failed(run, data, envelope) {
    this.nestFor(run, data, envelope).fail(data);
  },
  run_completed(run, data, envelope) {
    this.finish(run, data.status || "success", envelope.run);
    if (data.status === "cancelled") this.notice("cancelled", "Stopped. The answer so far is kept.");
  },
};
