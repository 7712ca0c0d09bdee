// A small client of /langgraph/ for the page: JSON calls with the session's CSRF token, and run streams read from
// fetch as server-sent events. The same endpoints the official SDK calls.

export class LangGraphError extends Error {
  constructor(status, body) {
    super((body && body.detail) || `Request failed (HTTP ${status}).`);
    this.status = status;
    this.code = body && body.code;
  }
}

function csrfToken() {
  const cookie = document.cookie.split("; ").find((part) => part.startsWith("csrftoken="));
  return cookie ? decodeURIComponent(cookie.slice("csrftoken=".length)) : "";
}

export function langGraphClient(base) {
  const headers = () => ({ "Content-Type": "application/json", "X-CSRFToken": csrfToken() });

  async function call(method, path, body) {
    const response = await fetch(base + path, { method, headers: headers(), credentials: "same-origin",
                                                 body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    const data = text ? JSON.parse(text) : null;
    if (!response.ok) throw new LangGraphError(response.status, data);
    return data;
  }

  // Calls onPart(event, data) for each part until the stream ends.
  async function stream(threadId, payload, onPart) {
    const response = await fetch(`${base}threads/${threadId}/runs/stream`, {
      method: "POST", headers: headers(), credentials: "same-origin", body: JSON.stringify(payload) });
    if (!response.ok) throw new LangGraphError(response.status, await response.json().catch(() => null));
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block);
        const data = /^data: (.*)$/m.exec(block);
        if (event && data) onPart(event[1], JSON.parse(data[1]));
      }
    }
  }

  return {
    searchThreads: (body) => call("POST", "threads/search", body),
    createThread: (metadata) => call("POST", "threads", { metadata }),
    renameThread: (id, title) => call("PATCH", `threads/${id}`, { metadata: { title } }),
    deleteThread: (id) => call("DELETE", `threads/${id}`),
    getState: (id) => call("GET", `threads/${id}/state`),
    stream,
  };
}
