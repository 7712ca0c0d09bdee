// The workspace's reports in the sidebar: newest first, each opening its Report tab; refreshed when the agent
// writes one.
import { apiList } from "./api.js";
import { clear, h } from "./dom.js";

export class ReportList {
  constructor(listEl, { workspaceId, onOpen }) {
    this.listEl = listEl;
    this.workspaceId = workspaceId;
    this.onOpen = onOpen;
  }

  async load() {
    const reports = await apiList(`workspaces/${this.workspaceId}/reports/`);
    clear(this.listEl);
    if (!reports.length) this.listEl.append(h("li", { class: "muted", text: "No reports yet: ask the agent for one." }));
    for (const report of reports) {
      this.listEl.append(h("li", {},
        h("button", { type: "button", class: "link", "data-testid": "report-open", "data-report-id": String(report.id),
          text: report.title, onclick: () => this.onOpen(report) }),
        h("span", { class: "muted", text: ` rev ${report.revision}` })));
    }
    return reports;
  }

  onToolResult(data) {
    if (data.ok && data.name === "create_html_report") this.load().catch(() => {});
  }
}
