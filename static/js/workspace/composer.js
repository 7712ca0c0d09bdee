// The composer: a text box, the Agent/Ask switch (sticky per conversation), Send, and Stop while a run works.
// The slots [data-slot=bolt] and [data-slot=mentions] are kept empty for the bolt toggle and @mentions.

export class Composer {
  constructor(form, { onSend, onStop, onModeChange }) {
    this.form = form;
    this.input = form.querySelector("[data-testid=composer-input]");
    this.sendButton = form.querySelector("[data-testid=send]");
    this.stopButton = form.querySelector("[data-testid=stop]");
    this.modeButtons = [...form.querySelectorAll("[data-mode]")];
    this.mode = "agent";
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.submit();
    });
    this.input.addEventListener("keydown", (event) => {
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

  submit() {
    const text = this.input.value.trim();
    if (!text || this.busy) return;
    this.input.value = "";
    this.onSend(text, this.mode);
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

  focus() {
    this.input.focus();
  }
}
