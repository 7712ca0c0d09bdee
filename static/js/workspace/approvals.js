// Outside clients' writes waiting for a person (ARCHITECTURE §10), as cards above the stream: who asks (the
// token's name and its user), what (the capability) and the exact arguments, with Approve and Reject for editors
// and owners (viewers see them read-only). The workspace's own socket says when one is asked for or decided (here,
// in another page or over REST); the cards are then read again over REST, as they are each time the socket opens.
// Decided ones stay a while with their outcome, so the page shows what the write did.
import { api } from "./api.js";
import { clear, h, pretty } from "./dom.js";
import { ConversationSocket } from "./socket.js";

const RECENT_MS = 15 * 60 * 1000; // a decided write stays on the page this long after its decision
const STATUS_LABELS = { pending: "Waiting for approval", applying: "Applying…", applied: "Applied",
  rejected: "Rejected", failed: "Failed" };
const OUTCOME_CHARS = 1500;

export class ApprovalCards {
  constructor(element, { workspaceId, canDecide, onApplied, onError }) {
    this.element = element;
    this.workspaceId = workspaceId;
    this.canDecide = canDecide;
    this.onApplied = onApplied || (() => {});
    this.onError = onError || (() => {});
    this.seen = new Map(); // approval id → status, to tell a newly applied write
  }

  start() {
    this.socket = new ConversationSocket(`/ws/workspaces/${this.workspaceId}/`, {
      onOpen: () => this.refresh(),
      onMessage: (message) => { if (message.type === "approval") this.refresh(); },
    });
    this.socket.connect();
    return this.refresh();
  }

  async refresh() {
    let page;
    try {
      page = await api(`workspaces/${this.workspaceId}/approvals/`, { query: { limit: 50 } });
    } catch (error) {
      this.onError(error);
      return;
    }
    const now = Date.now();
    const shown = page.results.filter((approval) => ["pending", "applying"].includes(approval.status)
      || (approval.decided_at && now - Date.parse(approval.decided_at) < RECENT_MS));
    for (const approval of page.results) {
      const before = this.seen.get(approval.id);
      if (before !== undefined && before !== "applied" && approval.status === "applied") this.onApplied(approval);
      this.seen.set(approval.id, approval.status);
    }
    this.render(shown);
  }

  render(approvals) {
    clear(this.element);
    this.element.hidden = approvals.length === 0;
    if (!approvals.length) return;
    const waiting = approvals.filter((approval) => approval.status === "pending").length;
    this.element.append(h("div", { class: "approval-head" },
      h("strong", { text: "Outside agents' changes" }),
      h("span", { class: "muted", text: waiting ? ` ${waiting} waiting for a person.` : " Nothing waiting." })));
    for (const approval of approvals) this.element.append(this.card(approval));
  }

  card(approval) {
    const card = h("article", { class: `approval-card ${approval.status}`, "data-testid": "approval-card",
      "data-id": approval.id, "data-status": approval.status },
      h("p", { class: "approval-who" },
        h("strong", { "data-testid": "approval-client", text: approval.client_name }),
        h("span", { class: "muted", text: ` (token of ${approval.requested_by}) asks to run ` }),
        h("code", { "data-testid": "approval-capability", text: approval.capability_id })),
      h("pre", { class: "approval-arguments", "data-testid": "approval-arguments", text: pretty(approval.arguments) }),
      h("p", { class: "approval-status", "data-testid": "approval-status" },
        h("span", { class: "badge", text: STATUS_LABELS[approval.status] || approval.status }),
        approval.decided_by ? h("span", { class: "muted", text: ` by ${approval.decided_by}` }) : null));
    if (approval.capability_id === "bundle.bundle_apply" && approval.status === "pending") {
      card.append(this.planOf(approval.arguments.plan_id));
    }
    const outcome = this.outcome(approval);
    if (outcome) card.append(outcome);
    if (approval.status === "pending" && this.canDecide) card.append(this.actions(approval));
    return card;
  }

  /** A bundle's plan, read for the person deciding: what applying it changes (tables added or replaced, …). */
  planOf(planId) {
    const element = h("div", { class: "approval-plan", "data-testid": "approval-plan" });
    api(`bundle-operations/${planId}/`).then((plan) => {
      const items = Object.entries(plan.result || {}).filter(([, value]) => Array.isArray(value))
        .flatMap(([section, list]) => list.filter((item) => item.action !== "keep")
          .map((item) => `${item.action} ${section.replace(/s$/, "")}: ${item.name ?? item.title ?? item.text}`));
      element.append(h("p", { class: "muted", text: "The plan:" }),
        h("ul", { class: "list" }, items.map((text) => h("li", { text }))));
    }).catch(() => element.append(h("p", { class: "muted", text: "The plan could not be read." })));
    return element;
  }

  outcome(approval) {
    if (!approval.outcome) return null;
    if (approval.status === "failed") {
      return h("p", { class: "error", "data-testid": "approval-outcome",
        text: `${approval.outcome.code}: ${approval.outcome.detail}` });
    }
    const text = pretty(approval.outcome);
    return h("pre", { class: "approval-outcome", "data-testid": "approval-outcome",
      text: text.length > OUTCOME_CHARS ? `${text.slice(0, OUTCOME_CHARS)}…` : text });
  }

  actions(approval) {
    const decide = async (decision, buttons) => {
      for (const button of buttons) button.disabled = true;
      try {
        await api(`approvals/${approval.id}/decide`, { method: "POST", body: { decision } });
      } catch (error) {
        this.onError(error);
      }
      await this.refresh();
    };
    const approve = h("button", { type: "button", class: "primary", "data-action": "approval-approve", text: "Approve" });
    const reject = h("button", { type: "button", "data-action": "approval-reject", text: "Reject" });
    approve.addEventListener("click", () => decide("approve", [approve, reject]));
    reject.addEventListener("click", () => decide("reject", [approve, reject]));
    return h("div", { class: "approval-actions" }, approve, reject);
  }
}
