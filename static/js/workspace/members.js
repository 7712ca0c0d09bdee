// The workspace's members: every member sees who is in; owners add (by username), change roles and remove;
// anyone may leave. The server decides every rule (roles, the last owner); this panel shows its answers.
import { api, apiList } from "./api.js";
import { h } from "./dom.js";

const ROLES = ["owner", "editor", "viewer"];

export class MemberList {
  constructor(sectionEl, { workspaceId, userId, isOwner, onLeft }) {
    this.listEl = sectionEl.querySelector("[data-testid=member-list]");
    this.errorEl = sectionEl.querySelector("[data-testid=members-error]");
    this.formEl = sectionEl.querySelector("[data-testid=member-add]");
    this.path = `workspaces/${workspaceId}/members/`;
    this.userId = userId;
    this.isOwner = isOwner;
    this.onLeft = onLeft;
    this.members = [];
    this.confirming = null;  // the member whose removal waits for its confirmation: it survives a redraw
    if (this.formEl) this.formEl.addEventListener("submit", (event) => this.add(event));
  }

  async load() {
    this.members = await apiList(this.path);
    this.render();
  }

  /** Run one change; on refusal show the server's sentence and redraw the list as the server has it. */
  async change(work) {
    this.showError(null);
    try {
      await work();
    } catch (error) {
      this.showError(error);
    }
    await this.load().catch((error) => this.showError(error));
  }

  showError(error) {
    this.errorEl.hidden = !error;
    this.errorEl.textContent = error ? `${error.code}: ${error.detail}` : "";
  }

  add(event) {
    event.preventDefault();
    const username = this.formEl.elements.username.value.trim();
    const role = this.formEl.elements.role.value;
    if (!username) return;
    this.change(async () => {
      await api(this.path, { method: "POST", body: { username, role } });
      this.formEl.elements.username.value = "";
    });
  }

  setRole(member, role) {
    this.change(() => api(`${this.path}${member.user_id}/`, { method: "PATCH", body: { role } }));
  }

  async remove(member) {
    const leaving = member.user_id === this.userId;
    this.confirming = null;
    this.showError(null);
    try {
      await api(`${this.path}${member.user_id}/`, { method: "DELETE" });
    } catch (error) {
      this.showError(error);
      await this.load().catch(() => {});
      return;
    }
    if (leaving) this.onLeft();
    else await this.load().catch((error) => this.showError(error));
  }

  render() {
    this.listEl.replaceChildren(...this.members.map((member) => this.item(member)));
  }

  item(member) {
    const self = member.user_id === this.userId;
    if (this.confirming === member.user_id) return this.confirmation(member, self);
    const label = member.name ? `${member.username} (${member.name})` : member.username;
    return h("li", { class: "member", "data-testid": "member", "data-username": member.username,
      "data-role": member.role },
      h("span", { class: "member-name", text: self ? `${label} · you` : label }),
      this.isOwner ? this.roleSelect(member) : h("span", { class: "muted", "data-testid": "member-role",
        text: member.role }),
      this.isOwner || self ? this.removeButton(member, self) : null);
  }

  roleSelect(member) {
    const select = h("select", { "data-testid": "member-role", "aria-label": `Role of ${member.username}`,
      onchange: () => this.setRole(member, select.value) },
      ...ROLES.map((role) => h("option", { value: role, text: role, selected: role === member.role })));
    return select;
  }

  removeButton(member, self) {
    const text = self ? "Leave" : "Remove";
    return h("button", { type: "button", class: "small", "data-testid": self ? "member-leave" : "member-remove",
      "aria-label": self ? "Leave this workspace" : `Remove ${member.username}`, text,
      onclick: () => { this.confirming = member.user_id; this.render(); } });
  }

  confirmation(member, self) {
    const question = self ? "Leave this workspace? " : `Remove ${member.username}? `;
    return h("li", { class: "member", "data-testid": "member", "data-username": member.username,
      "data-role": member.role }, h("span", { class: "member-confirm" }, question,
      h("button", { type: "button", class: "danger small", "data-testid": "member-remove-confirm",
        text: self ? "Leave" : "Remove", onclick: () => this.remove(member) }),
      h("button", { type: "button", class: "small", text: "Cancel",
        onclick: () => { this.confirming = null; this.render(); } })));
  }
}
