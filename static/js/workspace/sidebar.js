// The conversation list: open, new, rename (inline), fork and delete (with an inline confirmation).
import { api, apiList } from "./api.js";
import { h } from "./dom.js";

export class ConversationList {
  constructor(listEl, { workspaceId, onOpen, onDeleted }) {
    this.listEl = listEl;
    this.workspaceId = workspaceId;
    this.onOpen = onOpen;
    this.onDeleted = onDeleted;
    this.conversations = [];
    this.currentId = null;
    this.editingItem = null; // an item showing its rename form or delete confirmation survives re-renders
  }

  async load() {
    this.conversations = await apiList("conversations/", { workspace: this.workspaceId });
    this.render();
    return this.conversations;
  }

  get(id) {
    return this.conversations.find((conversation) => conversation.id === id) || null;
  }

  async create(title = "", mode = "agent") {
    const conversation = await api("conversations/", { method: "POST", body: { workspace: this.workspaceId, title, mode } });
    this.conversations.unshift(conversation);
    this.render();
    return conversation;
  }

  upsert(conversation) {
    const index = this.conversations.findIndex((c) => c.id === conversation.id);
    if (index >= 0) this.conversations[index] = conversation;
    else this.conversations.unshift(conversation);
    this.render();
  }

  select(id) {
    this.currentId = id;
    for (const item of this.listEl.querySelectorAll("[data-conversation-id]")) {
      const current = item.dataset.conversationId === id;
      item.classList.toggle("current", current);
      item.querySelector(".conv-open")?.setAttribute("aria-current", current ? "true" : "false");
    }
  }

  render() {
    if (!this.conversations.length) {
      this.listEl.replaceChildren(h("li", { class: "muted", text: "No conversations yet." }));
      return;
    }
    const editing = this.listEl.contains(this.editingItem) ? this.editingItem : null;
    const items = this.conversations.map((conversation) =>
      (editing?.dataset.conversationId === conversation.id ? editing : this.item(conversation)));
    const at = items.indexOf(editing);
    if (at < 0) {
      this.listEl.replaceChildren(...items);
    } else {  // the item being edited stays attached, so its text, caret and focus stay as they were
      for (const child of [...this.listEl.children]) if (child !== editing) child.remove();
      editing.before(...items.slice(0, at));
      editing.after(...items.slice(at + 1));
    }
    this.select(this.currentId);
  }

  stopEditing() {
    this.editingItem = null;
    this.render();
  }

  item(conversation) {
    const title = conversation.title || "Untitled conversation";
    return h("li", { class: "conversation", "data-testid": "conversation-item", "data-conversation-id": conversation.id },
      h("button", { type: "button", class: "conv-open link", "data-testid": "conversation-open", text: title,
        title, onclick: () => this.onOpen(conversation.id) }),
      h("span", { class: "conv-actions" },
        h("button", { type: "button", class: "icon", "data-testid": "conversation-rename", "aria-label": `Rename ${title}`,
          text: "✎", onclick: (event) => this.startRename(event.target.closest("li"), conversation) }),
        h("button", { type: "button", class: "icon", "data-testid": "conversation-fork", "aria-label": `Fork ${title}`,
          text: "↳", onclick: () => this.fork(conversation) }),
        h("button", { type: "button", class: "icon", "data-testid": "conversation-delete", "aria-label": `Delete ${title}`,
          text: "✕", onclick: (event) => this.confirmDelete(event.target.closest("li"), conversation) })));
  }

  startRename(item, conversation) {
    const input = h("input", { type: "text", "data-testid": "conversation-title-input", value: conversation.title || "",
      "aria-label": "Conversation title" });
    const form = h("form", { class: "conv-rename", onsubmit: async (event) => {
      event.preventDefault();
      const updated = await api(`conversations/${conversation.id}/`, { method: "PATCH", body: { title: input.value.trim() } });
      this.editingItem = null;
      this.upsert(updated);
      if (updated.id === this.currentId) this.onOpen(updated.id, { refreshOnly: true });
    } }, input);
    input.addEventListener("keydown", (event) => { if (event.key === "Escape") this.stopEditing(); });
    item.replaceChildren(form);
    this.editingItem = item;
    input.focus();
    input.select();
  }

  async fork(conversation) {
    const fork = await api(`conversations/${conversation.id}/fork`, { method: "POST",
      body: { title: `${conversation.title || "Conversation"} (fork)` } });
    this.upsert(fork);
    this.onOpen(fork.id);
  }

  confirmDelete(item, conversation) {
    const confirm = h("span", { class: "conv-confirm" }, "Delete? ",
      h("button", { type: "button", class: "danger small", "data-testid": "conversation-delete-confirm", text: "Delete",
        onclick: async () => {
          await api(`conversations/${conversation.id}/`, { method: "DELETE" });
          this.editingItem = null;
          this.conversations = this.conversations.filter((c) => c.id !== conversation.id);
          this.render();
          this.onDeleted(conversation.id);
        } }),
      h("button", { type: "button", class: "small", text: "Cancel", onclick: () => this.stopEditing() }));
    item.replaceChildren(confirm);
    this.editingItem = item;
  }
}
