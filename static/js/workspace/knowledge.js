// Knowledge proposals as cards above the stream (ARCHITECTURE §8): the pending proposals of the open conversation
// (of the workspace when none is open), each with Apply, Edit then Apply, and Dismiss. They are read again when a
// propose_knowledge result arrives and when a run completes (passive extraction proposes as a run ends).
import { api, apiList } from "./api.js";
import { clear, h } from "./dom.js";

const SCOPE_LABELS = { user: "Only you", project: "Project", workspace: "Workspace" };

export class KnowledgeCards {
  constructor(element, { workspaceId, canDecideTeam, onError }) {
    this.element = element;
    this.workspaceId = workspaceId;
    this.canDecideTeam = canDecideTeam;
    this.onError = onError || (() => {});
    this.conversationId = null;
  }

  open(conversationId) {
    this.conversationId = conversationId;
    return this.refresh();
  }

  onToolResult(data) {
    if (data.name === "propose_knowledge" && data.ok) this.refresh();
  }

  async refresh() {
    const query = { status: "pending" };
    if (this.conversationId) query.conversation = this.conversationId;
    try {
      this.render(await apiList(`workspaces/${this.workspaceId}/knowledge/`, query));
    } catch (error) {
      this.onError(error);
    }
  }

  render(items) {
    clear(this.element);
    this.element.hidden = items.length === 0;
    if (!items.length) return;
    this.element.append(h("div", { class: "knowledge-head" },
      h("strong", { text: "Knowledge to review" }),
      h("span", { class: "muted", text: " Only applied knowledge reaches the agent." })));
    for (const item of items) this.element.append(this.card(item));
  }

  card(item) {
    const text = h("p", { class: "knowledge-text", "data-testid": "knowledge-text", text: item.text });
    const card = h("article", { class: "knowledge-card", "data-testid": "knowledge-card", "data-id": item.id },
      h("span", { class: "badge", text: SCOPE_LABELS[item.scope] || item.scope }), text,
      item.evidence_quote ? h("blockquote", { class: "muted", text: item.evidence_quote }) : null,
      h("p", { class: "muted", text: item.source === "extraction" ? "From your message" : "Proposed by the agent" }));
    if (item.scope === "user" || this.canDecideTeam) card.append(this.actions(item, card, text));
    return card;
  }

  actions(item, card, text) {
    const decide = (verb) => this.decide(`knowledge/${item.id}/${verb}`);
    const editor = h("textarea", { class: "knowledge-edit", "data-testid": "knowledge-edit", rows: 2, hidden: true });
    const applyEdited = h("button", { type: "button", "data-action": "knowledge-save-apply", hidden: true,
      text: "Save and apply", onclick: () => this.saveAndApply(item, editor.value) });
    const edit = h("button", { type: "button", "data-action": "knowledge-edit", text: "Edit",
      onclick: () => {
        editor.value = item.text;
        editor.hidden = text.hidden = applyEdited.hidden = false;
        edit.hidden = true;
        editor.focus();
      } });
    return h("div", { class: "knowledge-actions" }, editor,
      h("button", { type: "button", "data-action": "knowledge-apply", text: "Apply", onclick: () => decide("apply") }),
      edit, applyEdited,
      h("button", { type: "button", "data-action": "knowledge-dismiss", text: "Dismiss",
        onclick: () => decide("dismiss") }));
  }

  async saveAndApply(item, text) {
    try {
      await api(`knowledge/${item.id}`, { method: "PATCH", body: { text } });
      await this.decide(`knowledge/${item.id}/apply`);
    } catch (error) {
      this.onError(error);
    }
  }

  async decide(path) {
    try {
      await api(path, { method: "POST", body: {} });
    } catch (error) {
      this.onError(error);
    }
    await this.refresh();
  }
}
