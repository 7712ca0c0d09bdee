// The conversation's WebSocket: connects, reconnects with backoff, and queues what is sent while it is down.
// It knows nothing about runs; the controller handles envelopes and resubscribes on every (re)connect.

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 10000];
// The server closed for good: no session (4401), or the conversation is not (or no longer) yours (4404).
const FINAL_CLOSE_CODES = new Set([4401, 4404]);

export class ConversationSocket {
  constructor(path, { onMessage, onOpen, onState }) {
    this.path = path;
    this.onMessage = onMessage;
    this.onOpen = onOpen;
    this.onState = onState || (() => {});
    this.queue = [];
    this.attempt = 0;
    this.closed = false;
    this.socket = null;
    this.retryTimer = 0;
  }

  connect() {
    if (this.closed) return;
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    this.onState(this.attempt ? "reconnecting" : "connecting");
    const socket = new WebSocket(`${scheme}//${window.location.host}${this.path}`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.attempt = 0;
      this.onState("open");
      this.onOpen();
      const queued = this.queue.splice(0);
      for (const message of queued) socket.send(JSON.stringify(message));
    });
    socket.addEventListener("message", (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      this.onMessage(message);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        this.close();
        return;
      }
      const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
      this.attempt += 1;
      this.onState("reconnecting");
      this.retryTimer = setTimeout(() => this.connect(), delay);
    });
  }

  get isOpen() {
    return Boolean(this.socket && this.socket.readyState === WebSocket.OPEN);
  }

  /** Send now, or once the socket is open again (a queued send is not lost across a reconnect). */
  send(message) {
    if (this.isOpen) this.socket.send(JSON.stringify(message));
    else this.queue.push(message);
  }

  /** Only for messages that make no sense later (subscribe is redone on every open anyway). */
  sendIfOpen(message) {
    if (this.isOpen) this.socket.send(JSON.stringify(message));
  }

  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    if (this.socket) this.socket.close();
    this.socket = null;
    this.onState("closed");
  }
}
