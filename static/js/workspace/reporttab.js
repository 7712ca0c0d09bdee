// A Report tab: the report in the sandboxed viewer (/api_v1/reports/<id>/view, an opaque origin that cannot reach
// this page), redrawn when the agent patches it; the reader selects text in it to comment, and the annotations
// (open and resolved) are listed beside it. The frame talks to this page only by postMessage, checked by source.
import { api, apiList, apiUrl } from "./api.js";
import { clear, h } from "./dom.js";

export class ReportTab {
  constructor({ reportId, title, revision = 0, canWrite = false, onError }) {
    this.reportId = reportId;
    this.title = title;
    this.revision = revision;
    this.onError = onError || (() => {});
    this.selection = null;
    this.annotations = [];
    this.frame = h("iframe", { class: "report-frame", "data-testid": "report-frame", title: `Report: ${title}`,
      sandbox: "allow-scripts", referrerpolicy: "no-referrer" });
    this.download = h("a", { class: "button-link", "data-testid": "report-download", text: "Download HTML",
      href: apiUrl(`reports/${reportId}/html`, { download: 1 }) });
    this.revisionEl = h("span", { class: "muted", "data-testid": "report-revision" });
    this.commentBox = this.buildCommentBox();
    this.listEl = h("ul", { class: "list annotations", "data-testid": "annotation-list" });
    this.deliveries = new DeliveryList({ reportId, canWrite, onError: this.onError });
    this.element = h("div", { class: "report-tab", "data-testid": "report-tab", "data-report-id": String(reportId) },
      h("div", { class: "report-toolbar" }, this.revisionEl, this.download),
      h("div", { class: "report-body" }, this.frame,
        h("aside", { class: "report-annotations", "aria-label": "Annotations" },
          h("h3", { text: "Annotations" }), this.commentBox, this.listEl, this.deliveries.element)));
    this.onMessage = (event) => this.receive(event);
    window.addEventListener("message", this.onMessage);
    this.reload(revision);
  }

  serialize() {
    return { report_id: this.reportId, revision: this.revision };
  }

  reload(revision) {
    this.revision = Math.max(this.revision, revision || 0);
    this.revisionEl.textContent = this.revision ? `Revision ${this.revision}` : "";
    this.frame.dataset.loaded = "false";
    this.frame.src = apiUrl(`reports/${this.reportId}/view`, { rev: this.revision || undefined });
    this.loadAnnotations();
    this.deliveries.load().catch(this.onError);
  }

  refreshSidecars() {
    this.loadAnnotations();
    this.deliveries.load().catch(this.onError);
  }

  receive(event) {
    if (event.source !== this.frame.contentWindow || !event.data) return;
    if (event.data.type === "lantide-report-ready") {
      this.frame.dataset.loaded = "true";
      this.frame.dataset.charts = String(event.data.charts || 0);
      this.sendMarks();
    } else if (event.data.type === "lantide-report-selection") {
      this.selection = { chunk_id: String(event.data.chunk_id || ""), quote: String(event.data.quote || "") };
      this.commentBox.hidden = false;
      this.commentBox.querySelector("blockquote").textContent = this.selection.quote;
      this.commentBox.querySelector("textarea").focus();
    }
  }

  buildCommentBox() {
    const text = h("textarea", { rows: "3", maxlength: "4000", "data-testid": "annotation-text",
      "aria-label": "Comment on the selected text" });
    const form = h("form", { class: "annotation-form", "data-testid": "annotation-form", hidden: true,
      onsubmit: (event) => { event.preventDefault(); this.comment(text.value).catch(this.onError); } },
      h("blockquote", { class: "muted" }), text,
      h("div", { class: "row" }, h("button", { type: "submit", class: "small primary", text: "Comment",
        "data-testid": "annotation-submit" }),
      h("button", { type: "button", class: "small", text: "Cancel", onclick: () => { form.hidden = true; } })));
    return form;
  }

  async comment(text) {
    if (!this.selection || !text.trim()) return;
    await api(`reports/${this.reportId}/annotations/`, { method: "POST", body: { ...this.selection, text } });
    this.commentBox.hidden = true;
    this.commentBox.querySelector("textarea").value = "";
    await this.loadAnnotations();
  }

  async loadAnnotations() {
    try {
      this.annotations = await apiList(`reports/${this.reportId}/annotations/`);
    } catch (error) {
      this.onError(error);
      return;
    }
    clear(this.listEl);
    if (!this.annotations.length) this.listEl.append(h("li", { class: "muted", text: "Select text in the report to comment." }));
    for (const note of this.annotations) this.listEl.append(this.annotationItem(note));
    this.sendMarks();
  }

  annotationItem(note) {
    const resolved = note.status === "resolved";
    return h("li", { class: `annotation ${note.status}`, "data-testid": "annotation", "data-status": note.status,
      "data-annotation-id": String(note.id) },
      h("div", { class: "muted" }, `${note.author || "someone"} on “${note.quote || note.chunk_id}”`),
      h("p", { text: note.text }),
      resolved ? h("p", { class: "resolution", "data-testid": "annotation-resolution",
        text: `Resolved by ${note.resolved_by || "someone"}${note.resolution_note ? `: ${note.resolution_note}` : ""}` })
        : h("button", { type: "button", class: "small", text: "Resolve", "data-testid": "annotation-resolve",
          onclick: () => this.resolve(note).catch(this.onError) }));
  }

  async resolve(note) {
    await api(`reports/${this.reportId}/annotations/${note.id}`, { method: "PATCH", body: { status: "resolved" } });
    await this.loadAnnotations();
  }

  sendMarks() {
    if (this.frame.dataset.loaded !== "true" || !this.frame.contentWindow) return;
    const open = this.annotations.filter((note) => note.status === "open").map((note) => ({ chunk_id: note.chunk_id }));
    this.frame.contentWindow.postMessage({ type: "lantide-report-annotations", open }, "*");
  }

  destroy() {
    window.removeEventListener("message", this.onMessage);
  }
}

const DELIVERY_KINDS = ["URL", "KM", "P4", "Other"];

// Where the report was delivered outside Lantide: pointers only. A URL opens only when a person clicks it, in a
// new tab that gets no referrer and no handle back to this page.
class DeliveryList {
  constructor({ reportId, canWrite, onError }) {
    this.reportId = reportId;
    this.onError = onError;
    this.listEl = h("ul", { class: "list deliveries", "data-testid": "delivery-list" });
    const kind = h("select", { "aria-label": "Kind", "data-testid": "delivery-kind" },
      ...DELIVERY_KINDS.map((value) => h("option", { value, text: value })));
    const location = h("input", { type: "text", maxlength: "500", required: true, placeholder: "Where (URL, path, page)",
      "aria-label": "Location", "data-testid": "delivery-location" });
    const form = h("form", { class: "delivery-form", "data-testid": "delivery-form", hidden: !canWrite,
      onsubmit: (event) => { event.preventDefault(); this.link(kind.value, location.value).then(() => { location.value = ""; }, onError); } },
      kind, location, h("button", { type: "submit", class: "small", text: "Add", "data-testid": "delivery-add" }));
    this.element = h("div", { class: "report-deliveries" }, h("h3", { text: "Delivered to" }), this.listEl, form);
  }

  async load() {
    const deliveries = await apiList(`reports/${this.reportId}/deliveries/`);
    clear(this.listEl);
    if (!deliveries.length) this.listEl.append(h("li", { class: "muted", text: "Nowhere yet." }));
    for (const delivery of deliveries) this.listEl.append(this.item(delivery));
  }

  item(delivery) {
    const label = delivery.label || delivery.location;
    const where = delivery.kind === "URL"
      ? h("a", { href: delivery.location, target: "_blank", rel: "noopener noreferrer", text: label })
      : h("code", { text: delivery.location });
    return h("li", { "data-testid": "delivery", "data-kind": delivery.kind }, h("span", { class: "muted", text: `${delivery.kind} ` }), where);
  }

  async link(kind, location) {
    await api(`reports/${this.reportId}/deliveries/`, { method: "POST", body: { kind, location } });
    await this.load();
  }
}
