// The open conversation: past turns from REST, live runs from the socket, deduplicated by envelope id.
// A run the page did not start (another tab, REST, a resume after an answer) is placed by asking the
// runs API which turn it continues; its events wait in a buffer until then.
import { api, apiList } from "./api.js";
import { clear, h } from "./dom.js";
import { ConversationSocket } from "./socket.js";
import { TERMINAL, TurnView, routeOfRun } from "./stream.js";
import { ERROR_CODES } from "./vocabulary.js";

export class ConversationView {
  constructor({ streamEl, socketPath, interaction, composer, routing = null, onUiCommand, onToolResult, onConnection,
    onError, onTurnsChanged, onRunFinished, emptyPanel = null, onOpenChart = null }) {
    this.onOpenChart = onOpenChart;
    this.emptyPanel = emptyPanel;
    this.streamEl = streamEl;
    this.routing = routing;
    this.socketPath = socketPath;
    this.interaction = interaction;
    this.composer = composer;
    this.onUiCommand = onUiCommand;
    this.onToolResult = onToolResult;
    this.onConnection = onConnection;
    this.onError = onError;
    this.onTurnsChanged = onTurnsChanged || (() => {});
    this.onRunFinished = onRunFinished || (() => {});
    this.reset(null);
  }

  reset(conversationId) {
    if (this.socket) this.socket.close();
    this.socket = null;
    this.id = conversationId;
    this.turns = [];
    this.runToTurn = new Map();
    this.processedEventIds = new Set();
    this.buffers = new Map();
    this.pendingSend = null;
    this.awaitingResume = null;
    this.opened = false;
    this.interaction.hide();
    clear(this.streamEl);
  }

  get latestTurn() {
    return this.turns[this.turns.length - 1] || null;
  }

  get activeRun() {
    const turn = this.latestTurn;
    return turn && turn.active ? turn.lastRun : null;
  }

  // ------------------------------------------------------------ loading

  async open(conversationId) {
    this.reset(conversationId);
    const [messages, runs] = await Promise.all([
      apiList(`conversations/${conversationId}/messages`),
      apiList(`conversations/${conversationId}/runs`).catch(() => null),
    ]);
    if (this.id !== conversationId) return;
    this.buildHistory(messages, runs || this.runsFromMessages(messages));
    if (!this.turns.length) this.streamEl.append(this.emptyNote());
    this.connect();
    this.updateBusy();
  }

  emptyNote() {
    if (this.emptyPanel) return this.emptyPanel();
    return h("p", { class: "stream-empty muted", "data-testid": "stream-empty",
      text: "Ask a question about your data to start." });
  }

  /** Without the runs API: one run per user message, statuses learnt from the replay. */
  runsFromMessages(messages) {
    return messages.filter((m) => m.role === "user" && m.run)
      .map((m) => ({ id: m.run, status: "running", resumed_from_run: null, parent_run: null, query: m.content }));
  }

  buildHistory(messages, runs) {
    const prompts = new Map(messages.filter((m) => m.role === "user" && m.run).map((m) => [m.run, m.content]));
    const answers = new Map(messages.filter((m) => m.role === "assistant" && m.run).map((m) => [m.run, m.content]));
    const groups = [];
    const groupOf = new Map();
    for (const run of runs.filter((r) => !r.parent_run)) {
      const group = groupOf.get(run.resumed_from_run) || { prompt: prompts.get(run.id) || run.query, runs: [] };
      if (!group.runs.length) groups.push(group);
      group.runs.push(run);
      groupOf.set(run.id, group);
    }
    groups.forEach((group, index) => {
      const live = index === groups.length - 1;
      const answer = group.runs.map((run) => answers.get(run.id)).filter(Boolean).pop();
      const turn = live ? this.newTurn(group.prompt)
        : TurnView.fromHistory({ prompt: group.prompt, runs: group.runs, answer, loadSteps: loadExecution,
          routing: this.routing });
      if (live) {
        turn.setRoute(routeOfRun(group.runs[0]));
        for (const run of group.runs) turn.addRun(run.id).settled = TERMINAL.has(run.status);
        turn.setStatus(group.runs[group.runs.length - 1].status);
      }
      this.addTurn(turn);
    });
  }

  newTurn(prompt) {
    return new TurnView({ prompt, loadSteps: loadExecution, routing: this.routing, onOpenChart: this.onOpenChart });
  }

  addTurn(turn) {
    this.streamEl.querySelector("[data-testid=stream-empty]")?.remove();
    // A new turn expires the question of the one before (nothing resumes it).
    if (this.latestTurn?.status === "interrupted") this.latestTurn.setStatus("unanswered");
    this.turns.push(turn);
    for (const runId of turn.runs) this.runToTurn.set(runId, turn);
    this.streamEl.append(turn.element);
    this.scrollToEnd();
    return turn;
  }

  scrollToEnd() {
    this.streamEl.scrollTop = this.streamEl.scrollHeight;
  }

  // ------------------------------------------------------------ the socket

  connect() {
    this.socket = new ConversationSocket(`${this.socketPath}${this.id}/`, {
      onMessage: (message) => this.receive(message),
      onOpen: () => this.resubscribe(),
      onState: (state) => this.onConnection(state),
    });
    this.socket.connect();
  }

  /** On every (re)connect: follow the latest turn's unfinished runs from the last seq rendered. */
  async resubscribe() {
    if (this.opened) await this.placeNewRuns();
    this.opened = true;
    this.followLatestTurn();
  }

  followLatestTurn() {
    const turn = this.latestTurn;
    if (!turn || !this.socket) return;
    const runId = turn.runs.find((id) => !turn.runFinished(id));
    if (runId) this.socket.sendIfOpen({ type: "subscribe", run: runId, after: turn.lastSeq(runId) });
  }

  /** After a reconnect: runs that started while the socket was down. */
  async placeNewRuns() {
    const runs = await apiList(`conversations/${this.id}/runs`).catch(() => []);
    for (const run of runs) {
      if (!run.parent_run && !this.runToTurn.has(run.id) && !TERMINAL.has(run.status)) await this.placeRun(run.id, run);
    }
  }

  /** Send a message; the server routes it from the bolt, the mentions and the Smart Routing pause. */
  send(text, mode, { forceAgent = false, mentions = [], reportId = null } = {}) {
    this.interaction.hide();  // a new turn expires an unanswered question
    const turn = this.addTurn(this.newTurn(text));
    this.pendingSend = { turn, text };
    const routing = this.routing ? this.routing.sendFields() : { auto_route_paused: false };
    const tab = reportId ? { report_id: reportId } : {};
    this.socket.send({ type: "send", text, mode, force_agent: Boolean(forceAgent), mentions, ...routing, ...tab });
    this.updateBusy();
  }

  answer(question, text) {
    this.awaitingResume = this.runToTurn.get(question.run) || this.latestTurn;
    this.socket.send({ type: "ask_user_response", interrupt_id: question.interrupt_id, answer: text });
  }

  cancel() {
    if (this.waitingQuestion) {
      this.withdrawQuestion();
      return;
    }
    const run = this.activeRun;
    if (run) this.socket.send({ type: "cancel", run });
  }

  /** The agent's question the latest turn waits on, while it can still be answered (not sent, not expired).
   * After a reload the runs API knows the turn waits before the replay has shown the question again. */
  get waitingQuestion() {
    const turn = this.latestTurn;
    if (turn?.status !== "interrupted" || this.interaction.element.dataset.state) return null;
    return this.interaction.question || { run: turn.lastRun };
  }

  /** Cancel the waiting question: the server withdraws it (run_cancel on an interrupted run), nothing resumes. */
  withdrawQuestion() {
    const question = this.waitingQuestion;
    if (!question) return;
    this.socket.send({ type: "cancel", run: question.run });
    this.interaction.hide();
    this.latestTurn.setStatus("unanswered");
    this.latestTurn.notice("cancelled", "You cancelled the question; the agent stopped there.");
    this.updateBusy();
  }

  receive(message) {
    if (message.type === "error" && !message.id) this.serverError(message);
    else if (message.id && message.run) this.receiveEnvelope(message);
  }

  receiveEnvelope(envelope) {
    if (this.processedEventIds.has(envelope.id) || envelope.parent_run) return;
    const turn = this.runToTurn.get(envelope.run);
    if (turn) {
      if (envelope.seq <= turn.lastSeq(envelope.run)) return;
      this.processedEventIds.add(envelope.id);
      this.apply(turn, envelope);
      return;
    }
    const buffer = this.buffers.get(envelope.run);
    if (buffer) {
      buffer.push(envelope);
      return;
    }
    this.buffers.set(envelope.run, [envelope]);
    this.placeRun(envelope.run);
  }

  /** Decide which turn a run belongs to, then replay what was buffered for it. */
  async placeRun(runId, known) {
    let turn = null;
    if (this.pendingSend) {
      turn = this.pendingSend.turn;
      this.pendingSend = null;
    } else if (this.awaitingResume) {
      turn = this.awaitingResume;
      this.awaitingResume = null;
    } else {
      const run = known || await this.findRun(runId);
      const resumed = run && run.resumed_from_run && this.runToTurn.get(run.resumed_from_run);
      turn = resumed || (!run && this.latestTurn?.status === "interrupted" ? this.latestTurn : null);
      turn = turn || this.addTurn(this.newTurn(run ? run.query : ""));
    }
    turn.addRun(runId);
    this.runToTurn.set(runId, turn);
    const buffered = (this.buffers.get(runId) || []).sort((a, b) => a.seq - b.seq);
    this.buffers.delete(runId);
    for (const envelope of buffered) this.receiveEnvelope(envelope);
    if (!buffered.length) this.followLatestTurn();
  }

  async findRun(runId) {
    const runs = await apiList(`conversations/${this.id}/runs`).catch(() => []);
    return runs.find((run) => run.id === runId) || null;
  }

  apply(turn, envelope) {
    turn.apply(envelope);
    const data = envelope.data || {};
    if (envelope.type === "ui_command") this.onUiCommand(data, envelope);
    if (envelope.type === "tool_result" && this.onToolResult) this.onToolResult(data, envelope);
    if (envelope.type === "ask_user" && envelope.run === turn.lastRun && turn === this.latestTurn) {
      this.interaction.show({ ...data, run: envelope.run });
    }
    if (envelope.type === "interrupt" && data.kind === "review" && envelope.run === turn.lastRun &&
        turn === this.latestTurn) {
      this.interaction.showReview({ ...data, run: envelope.run }, { conversationId: this.id });
    }
    if (envelope.type === "run_started" && turn.runs.indexOf(envelope.run) > 0) this.settleQuestion(data);
    if (envelope.type === "run_started" && turn.runs.indexOf(envelope.run) === 0) this.onTurnsChanged();  // a title
    if (envelope.type === "run_completed") {
      if (turn === this.latestTurn && data.status !== "interrupted" && envelope.run === turn.lastRun) {
        this.interaction.hide();
      }
      this.followLatestTurn();
      this.onTurnsChanged();
      this.onRunFinished();
    }
    if (["run_started", "run_completed", "tool_call", "iteration_step"].includes(envelope.type)) this.scrollToEnd();
    this.updateBusy();
  }

  /** A run that continues the turn has started: its question was answered (here or in another tab) or it
   * expired, which the server may tell before this page's own timer does; an expired one stays in view,
   * saying so, until the wrap-up run completes. */
  settleQuestion(runStarted) {
    const question = this.interaction.question;
    if (runStarted.resumed_with === "timeout" && question && question.run === runStarted.resumed_from_run) {
      this.interaction.expire();
    } else this.interaction.hide();
  }

  serverError(error) {
    if (error.request === "send" && this.pendingSend) {
      const { turn, text } = this.pendingSend;
      this.pendingSend = null;
      turn.setStatus("error");
      turn.notice("error", `${error.code}: ${error.detail}`);
      this.composer.input.value = this.composer.input.value || text;
    } else if (error.request === "ask_user_response") {
      this.awaitingResume = null;
      if (error.code === ERROR_CODES.interruptExpired) this.interaction.expire(error.detail);
      else this.interaction.reopen(`${error.code}: ${error.detail}`);
    }
    this.onError(error);
    this.updateBusy();
  }

  updateBusy() {
    this.composer.setBusy(Boolean(this.pendingSend || this.activeRun));
    if (!this.waitingQuestion) this.composer.hideWaiting();
  }
}

export function loadExecution(runId) {
  return api(`agent-executions/${runId}`);
}
