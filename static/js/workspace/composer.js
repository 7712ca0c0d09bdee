// The composer: a text box, the Agent/Ask switch (sticky per conversation), Send, and Stop while a run works.
// With the agentMode gate on, the bolt (⚡, send to the agent) and the Smart Routing indicator fill the
// [data-slot=bolt]; with the agents feature on, the @ typeahead fills [data-slot=mentions].
import { h } from "./dom.js";
import { MentionPicker } from "./mentions.js";

export class Composer {
  constructor(form, { onSend, onStop, onModeChange, routing = null, loadAgents = null, isWaiting = () => false,
    onCancelQuestion = () => {} }) {
    this.isWaiting = isWaiting;
    this.waitingNote = h("div", { class: "composer-waiting", "data-testid": "composer-waiting", role: "alert", hidden: true },
      h("span", { text: "The agent is waiting for your answer to its question above: answer it, or cancel it to ask "
        + "something else. " }),
      h("button", { type: "button", class: "small", "data-testid": "cancel-question", text: "Cancel the question",
        onclick: () => onCancelQuestion() }));
    form.prepend(this.waitingNote);
    this.form = form;
    this.input = form.querySelector("[data-testid=composer-input]");
    this.sendButton = form.querySelector("[data-testid=send]");
    this.stopButton = form.querySelector("[data-testid=stop]");
    this.modeButtons = [...form.querySelectorAll("[data-mode]")];
    this.mode = "agent";
    this.boltOn = false;
    this.routing = routing;
    this.mentions = null;
    if (routing && routing.agents && loadAgents) {
      this.mentions = new MentionPicker({ input: this.input, slot: form.querySelector("[data-slot=mentions]"),
        loadAgents, agentsUrl: routing.urls.agents });
    }
    if (routing && routing.agentMode) this.buildBolt(form.querySelector("[data-slot=bolt]"));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.submit();
    });
    this.input.addEventListener("keydown", (event) => {
      if (this.mentions && this.mentions.handleKey(event)) return;
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        this.submit();
      }
    });
    this.stopButton.addEventListener("click", () => onStop());
    for (const button of this.modeButtons) {
      button.addEventListener("click", () => {
        if (button.dataset.mode === this.mode) return;
        this.setMode(button.dataset.mode);
        onModeChange(this.mode);
      });
    }
    this.onSend = onSend;
  }

  buildBolt(slot) {
    this.bolt = h("button", { type: "button", class: "bolt", "data-testid": "bolt", "aria-pressed": "false",
      "aria-label": "Send to the agent", title: "Send to the agent: this message goes to the agent and its tools",
      onclick: () => this.setBolt(!this.boltOn) }, h("span", { "aria-hidden": "true", text: "⚡" }));
    this.indicator = h("a", { class: "smart-routing", "data-testid": "smart-routing", href: this.routing.urls.settings,
      title: "Smart Routing decides when a message goes to the agent. Change it in Settings." });
    slot.append(this.bolt, this.indicator);
    this.renderIndicator();
    this.routing.addEventListener("change", () => this.renderIndicator());
  }

  setBolt(on) {
    this.boltOn = Boolean(on);
    this.bolt.setAttribute("aria-pressed", String(this.boltOn));
    this.form.dataset.bolt = this.boltOn ? "on" : "off";
  }

  renderIndicator() {
    this.indicator.dataset.state = this.routing.indicatorState;
    this.indicator.textContent = `Smart Routing: ${this.routing.indicatorText}`;
  }

  submit() {
    const text = this.input.value.trim();
    if (!text || this.busy) return;
    if (this.isWaiting()) {
      this.waitingNote.hidden = false;  // one run waits for an answer: a second one would wait beside it
      return;
    }
    const mentions = this.mentions ? this.mentions.mentionIds() : [];
    this.input.value = "";
    if (this.mentions) this.mentions.reset();
    this.onSend(text, this.mode, { forceAgent: this.boltOn, mentions });
  }

  /** Send `text` as if typed (a starter question): same mode, bolt and busy rules as Enter. */
  sendText(text) {
    this.input.value = text;
    this.submit();
  }

  setMode(mode) {
    this.mode = mode === "ask" ? "ask" : "agent";
    this.form.dataset.mode = this.mode;
    for (const button of this.modeButtons) {
      button.setAttribute("aria-checked", String(button.dataset.mode === this.mode));
    }
  }

  setBusy(busy) {
    this.busy = busy;
    this.sendButton.disabled = busy;
    this.stopButton.hidden = !busy;
    this.form.dataset.busy = busy ? "true" : "false";
  }

  hideWaiting() {
    this.waitingNote.hidden = true;
  }

  focus() {
    this.input.focus();
  }
}
