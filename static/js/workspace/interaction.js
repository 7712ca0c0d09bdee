// The interaction area above the composer: the agent's pending question, its options and a free answer.
import { h, clear } from "./dom.js";
import { BUDGET_MARKER, stripBudgetMarker } from "./stream.js";

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
    this.element.dataset.interruptId = question.interrupt_id;
    this.element.hidden = false;
    this.scheduleExpiry(question.expires_at);
  }

  scheduleExpiry(expiresAt) {
    const due = Date.parse(expiresAt || "");
    if (Number.isNaN(due)) return;
    const wait = due - Date.now();
    if (wait <= 0) this.expire();
    else this.expiryTimer = setTimeout(() => this.expire(), Math.min(wait, 2 ** 31 - 1));
  }

  answer(text) {
    if (!this.question || this.element.dataset.state === "expired") return;
    this.element.dataset.state = "sent";
    for (const control of this.element.querySelectorAll("button, input")) control.disabled = true;
    this.status(`Answered: ${text}`);
    this.onAnswer(this.question, text);
  }

  status(text) {
    const status = this.element.querySelector("[data-testid=ask-status]");
    if (status) status.textContent = text;
  }

  expire(detail) {
    if (!this.question) return;
    clearTimeout(this.expiryTimer);
    this.element.dataset.state = "expired";
    for (const control of this.element.querySelectorAll("button, input")) control.disabled = true;
    this.status(detail || "This question expired; the agent was told to wrap up.");
  }

  /** Refused by the server for another reason than expiry: let the person try again. */
  reopen(detail) {
    this.element.dataset.state = "";
    for (const control of this.element.querySelectorAll("button, input")) control.disabled = false;
    this.status(detail);
  }

  hide() {
    clearTimeout(this.expiryTimer);
    this.question = null;
    this.element.hidden = true;
    this.element.dataset.state = "";
    delete this.element.dataset.interruptId;
    clear(this.element);
  }
}
