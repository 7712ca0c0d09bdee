// The workspace bundle panel (docs/architecture.md, "Workspace bundles"): export the workspace as a bundle and
// download it; editors and owners upload one, see its plan (tables added or replaced; projects, knowledge, reports
// and agents added or kept) and apply it. A refused upload or apply shows the server's sentence; nothing changed.
import { api, apiUrl, uploadWithProgress } from "./api.js";
import { clear, h } from "./dom.js";

const SECTIONS = [["tables", "Tables", "name"], ["projects", "Projects", "name"], ["knowledge", "Knowledge", "text"],
  ["reports", "Reports", "title"], ["agents", "Agents", "name"]];

export class BundlePanel {
  constructor(element, { workspaceId, onApplied }) {
    this.element = element;
    this.workspaceId = workspaceId;
    this.onApplied = onApplied || (() => {});
    this.list = element.querySelector("[data-testid=bundle-list]");
    this.status = element.querySelector("[data-testid=bundle-status]");
    this.errorEl = element.querySelector("[data-testid=bundle-error]");
    this.planEl = element.querySelector("[data-testid=bundle-plan]");
    element.querySelector("[data-action=bundle-export]").addEventListener("click", () => this.export());
    const form = element.querySelector("[data-testid=bundle-upload-form]");
    if (form) form.addEventListener("submit", (event) => { event.preventDefault(); this.upload(form); });
  }

  async load() {
    const page = await api(`workspaces/${this.workspaceId}/bundles/`, { query: { limit: 5 } });
    this.render(page.results);
  }

  render(bundles) {
    clear(this.list);
    for (const bundle of bundles.filter((b) => b.status === "saved" && !b.uploaded)) {
      this.list.append(h("li", { "data-testid": "bundle-item" },
        h("a", { href: apiUrl(`bundles/${bundle.id}/download`), download: "", "data-testid": "bundle-download",
          text: bundle.name }),
        h("span", { class: "muted", text: ` ${Math.ceil(bundle.size_bytes / 1024)} KB` })));
    }
  }

  async run(label, work) {
    this.errorEl.hidden = true;
    this.status.textContent = label;
    try {
      await work();
    } catch (error) {
      this.errorEl.textContent = error.detail || String(error);
      this.errorEl.hidden = false;
      this.status.textContent = "";
    }
  }

  export() {
    return this.run("Exporting…", async () => {
      const bundle = await api(`workspaces/${this.workspaceId}/bundles/`, { method: "POST", body: {} });
      this.status.textContent = `Bundle ready: ${bundle.name}.`;
      await this.load();
    });
  }

  upload(form) {
    const file = form.querySelector("input[type=file]").files[0];
    if (!file) return null;
    return this.run(`Uploading ${file.name}…`, async () => {
      const data = new FormData();
      data.append("file", file);
      const bundle = await uploadWithProgress(`workspaces/${this.workspaceId}/bundles/upload`, data, () => {});
      const plan = await api(`bundles/${bundle.id}/plan`, { method: "POST", body: { workspace: this.workspaceId } });
      form.reset();
      this.status.textContent = "Review the plan, then apply it.";
      this.showPlan(plan);
    });
  }

  showPlan(plan) {
    clear(this.planEl);
    this.planEl.hidden = false;
    for (const [key, title, field] of SECTIONS) {
      const items = plan.result[key] || [];
      if (!items.length) continue;
      this.planEl.append(h("h3", { text: title }), h("ul", { class: "list" }, items.map((item) =>
        h("li", { "data-testid": "bundle-plan-item", "data-section": key, "data-action-kind": item.action },
          h("span", { class: `badge ${item.action}`, text: item.action }), " ", String(item[field] ?? "")))));
    }
    this.planEl.append(h("button", { type: "button", class: "primary", "data-action": "bundle-apply",
      text: "Apply this plan", onclick: () => this.apply(plan) }));
  }

  apply(plan) {
    return this.run("Applying…", async () => {
      const applied = await api(`bundle-operations/${plan.id}/apply`, { method: "POST", body: {} });
      this.planEl.hidden = true;
      this.status.textContent = `Applied ${applied.result.applied} changes.`;
      await this.onApplied();
    });
  }
}
