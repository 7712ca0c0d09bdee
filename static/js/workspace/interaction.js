// The interaction area above the composer: the agent's pending question, its options and a free answer.
import { h, clear } from "./dom.js";
import { reviewCard } from "./review.js";
import { BUDGET_MARKER, stripBudgetMarker } from "./stream.js";

const CONTROLS = "button, input, textarea";

export class InteractionArea {
  constructor(element, { onAnswer }) {
    this.element = element;
    this.onAnswer = onAnswer;
    this.question = null;
    this.expiryTimer = 0;
  }

  show(question) {
    this.question = question;
    clear(this.element);
    clearTimeout(this.expiryTimer);
    delete this.element.dataset.kind;
    const budget = (question.question || "").includes(BUDGET_MARKER);
    const options = question.options || [];
    const input = h("input", { type: "text", "data-testid": "ask-free-answer", "aria-label": "Your answer",
      placeholder: "Or type your own answer…" });
    const form = h("form", { class: "ask-free", onsubmit: (event) => {
      event.preventDefault();
      if (input.value.trim()) this.answer(input.value.trim());
    } }, input, h("button", { type: "submit", class: "primary", text: "Answer" }));
    this.element.append(
      h("p", { class: "ask-question", "data-testid": "ask-question", text: stripBudgetMarker(question.question) }),
      h("div", { class: "ask-options", "data-testid": "ask-options", "data-budget": budget ? "true" : "false" },
        options.map((option) => h("button", { type: "button", class: "option", "data-testid": "ask-option",
          text: option, onclick: () => this.answer(option) }))),
      budget ? null : form,
      h("p", { class: "ask-status muted", "data-testid": "ask-status", role: "status" }));
    this.reveal(question.expires_at);
  }

  /** A review interrupt ({interrupt_id, kind: "review", payload: {instruction, state, expires_at}, run}). */
  showReview(review, { conversationId } = {}) {
    this.question = review;
    clear(this.element);
    clearTimeout(this.expiryTimer);
    this.element.dataset.kind = "review";
    this.element.append(...reviewCard(review, {
      conversationId,
      onDecision: (answer) => this.answer(answer, answer.decision === "accept"
        ? "Accepted: saving…" : `Rejected: “${answer.feedback}”; translating again…`),
      onInvalid: (message) => this.status(message),
    }).filter(Boolean));
    this.reveal((review.payload || {}).expires_at);
  }

  reveal(expiresAt) {
    this.element.dataset.interruptId = this.question.interrupt_id;
    this.element.hidden = false;
    this.scheduleExpiry(expiresAt);
  }

  scheduleExpiry(expiresAt) {
    const due = Date.parse(expiresAt || "");
    if (Number.isNaN(due)) return;
    const wait = due - Date.now();
    if (wait <= 0) this.expire();
    else this.expiryTimer = setTimeout(() => this.expire(), Math.min(wait, 2 ** 31 - 1));
  }

  /** `answer` is the text of a question's answer, or a review's {decision, feedback}. */
  answer(answer, said = `Answered: ${answer}`) {
    if (!this.question || this.element.dataset.state === "expired") return;
    this.element.dataset.state = "sent";
    for (const control of this.element.querySelectorAll(CONTROLS)) control.disabled = true;
    this.status(said);
    this.onAnswer(this.question, answer);
  }

  status(text) {
    const status = this.element.querySelector("[data-testid=ask-status]");
    if (status) status.textContent = text;
  }

  expire(detail) {
    if (!this.question) return;
    clearTimeout(this.expiryTimer);
    this.element.dataset.state = "expired";
    for (const control of this.element.querySelectorAll(CONTROLS)) control.disabled = true;
    this.status(detail || (this.element.dataset.kind === "review" ? "This review expired; nothing was saved."
      : "This question expired; the agent was told to wrap up."));
  }

  /** Refused by the server for another reason than expiry: let the person try again. */
  reopen(detail) {
    this.element.dataset.state = "";
    for (const control of this.element.querySelectorAll(CONTROLS)) control.disabled = false;
    this.status(detail);
  }

  hide() {
    clearTimeout(this.expiryTimer);
    this.question = null;
    this.element.hidden = true;
    this.element.dataset.state = "";
    delete this.element.dataset.interruptId;
    delete this.element.dataset.kind;
    clear(this.element);
  }
}
