// The requestAnimationFrame-throttled draft: deltas only mark the draft dirty; the DOM is written at most
// once per frame, and at once on flush() (finish, error, abort). A timer backs the frame up, because
// hidden tabs get no animation frames and would otherwise never show what streamed in.

export const streamStats = { deltas: 0, renders: 0 };

export class FrameDraft {
  constructor(render, { fallbackMs = 250 } = {}) {
    this.render = render;
    this.fallbackMs = fallbackMs;
    this.frame = 0;
    this.timer = 0;
  }

  schedule() {
    streamStats.deltas += 1;
    if (this.frame || this.timer) return;
    this.frame = requestAnimationFrame(() => this.flush());
    this.timer = setTimeout(() => this.flush(), this.fallbackMs);
  }

  get pending() {
    return Boolean(this.frame || this.timer);
  }

  flush() {
    if (!this.pending) return;
    cancelAnimationFrame(this.frame);
    clearTimeout(this.timer);
    this.frame = 0;
    this.timer = 0;
    streamStats.renders += 1;
    this.render();
  }
}
