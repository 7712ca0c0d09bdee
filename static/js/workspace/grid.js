// A results grid over a cache table: paging and sorting through the rows API, a CSV export link, a chart
// view of the loaded rows, and a way to the cache's lineage.
import { api, apiUrl } from "./api.js";
import { ChartView } from "./charts.js";
import { clear, formatCell, formatNumber, h } from "./dom.js";

export const PAGE_SIZE = 50;

export class ResultGrid {
  constructor({ workspaceId, onOpenLineage }) {
    this.workspaceId = workspaceId;
    this.onOpenLineage = onOpenLineage;
    this.result = null;
    this.offset = 0;
    this.sort = null;
    this.desc = false;
    this.rows = [];
    this.countEl = h("span", { class: "grid-count", "data-testid": "grid-row-count" });
    this.pageEl = h("span", { class: "muted", "data-testid": "grid-page" });
    this.prev = h("button", { type: "button", class: "small", "data-testid": "grid-prev", text: "‹ Prev",
      onclick: () => this.goTo(this.offset - PAGE_SIZE) });
    this.next = h("button", { type: "button", class: "small", "data-testid": "grid-next", text: "Next ›",
      onclick: () => this.goTo(this.offset + PAGE_SIZE) });
    this.viewToggle = h("button", { type: "button", class: "small", "data-testid": "grid-view-chart", text: "Chart",
      "aria-pressed": "false", onclick: () => this.toggleChart() });
    this.exportLink = h("a", { class: "small button-link", "data-testid": "csv-export", text: "Export CSV", download: "" });
    this.lineageButton = h("button", { type: "button", class: "small", "data-testid": "open-lineage", text: "Lineage",
      onclick: () => this.result && this.onOpenLineage(this.result.cache) });
    this.errorEl = h("p", { class: "error", role: "alert", "data-testid": "grid-error", hidden: true });
    this.table = h("table", { class: "grid-table results", "data-testid": "grid" });
    this.chart = new ChartView();
    this.chart.element.hidden = true;
    this.element = h("div", { class: "result-grid", "data-testid": "result-grid", hidden: true },
      h("div", { class: "grid-toolbar" }, this.countEl, this.pageEl, this.prev, this.next,
        h("span", { class: "spacer" }), this.viewToggle, this.lineageButton, this.exportLink),
      this.errorEl, h("div", { class: "grid-scroll" }, this.table), this.chart.element);
  }

  show({ cache, columns, rows, row_count: rowCount, column_summaries: summaries }) {
    this.result = { cache, columns: columns || [], rowCount: rowCount ?? (rows || []).length,
      summaries: summaries || [] };
    this.offset = 0;
    this.sort = null;
    this.desc = false;
    this.rows = rows || [];
    this.element.hidden = false;
    this.element.dataset.cache = cache || "";
    this.exportLink.hidden = !cache;
    this.lineageButton.hidden = !cache;
    if (cache) this.exportLink.href = apiUrl(`workspaces/${this.workspaceId}/caches/${cache}/export.csv`);
    const previewIsPage = this.rows.length >= Math.min(PAGE_SIZE, this.result.rowCount);
    if (previewIsPage || !cache) this.render();
    else this.load();
  }

  async goTo(offset) {
    if (!this.result || offset < 0 || offset >= this.result.rowCount) return;
    this.offset = offset;
    await this.load();
  }

  async sortBy(column) {
    this.desc = this.sort === column ? !this.desc : false;
    this.sort = column;
    this.offset = 0;
    await this.load();
  }

  async load() {
    const { cache } = this.result;
    this.element.dataset.loading = "true";
    try {
      const page = await api(`workspaces/${this.workspaceId}/caches/${cache}/rows`, {
        query: { offset: this.offset, limit: PAGE_SIZE, sort: this.sort, desc: this.sort ? String(this.desc) : null } });
      this.rows = page.rows || [];
      if (page.columns) this.result.columns = page.columns;
      if (typeof page.row_count === "number") this.result.rowCount = page.row_count;
      this.errorEl.hidden = true;
    } catch (error) {
      this.errorEl.textContent = `${error.code}: ${error.detail}`;
      this.errorEl.hidden = false;
    } finally {
      delete this.element.dataset.loading;
    }
    this.render();
  }

  render() {
    const { columns, rowCount } = this.result;
    const last = Math.min(this.offset + this.rows.length, rowCount);
    this.countEl.textContent = `${formatNumber(rowCount)} row${rowCount === 1 ? "" : "s"}`;
    this.countEl.dataset.count = String(rowCount);
    this.pageEl.textContent = rowCount ? `${formatNumber(this.offset + 1)}–${formatNumber(last)}` : "";
    this.prev.disabled = this.offset <= 0;
    this.next.disabled = last >= rowCount;
    clear(this.table);
    const header = h("tr", {}, columns.map((column, index) => {
      const sorted = this.sort === column.name;
      return h("th", { scope: "col", "aria-sort": sorted ? (this.desc ? "descending" : "ascending") : "none" },
        h("button", { type: "button", class: "sort", "data-testid": "grid-sort", "data-column": column.name,
          title: columnTitle(column, this.result.summaries[index]), onclick: () => this.sortBy(column.name) },
        column.name, sorted ? (this.desc ? " ▼" : " ▲") : ""));
    }));
    const body = h("tbody", {}, this.rows.map((row) => h("tr", { "data-testid": "grid-row" },
      row.map((value) => h("td", { class: typeof value === "number" ? "num" : "", text: formatCell(value) })))));
    this.table.append(h("thead", {}, header), body);
    if (!this.chart.element.hidden) this.chart.render(columns, this.rows);
  }

  showChart() {
    if (this.chart.element.hidden) this.toggleChart();
  }

  toggleChart() {
    const showing = this.chart.element.hidden;
    this.chart.element.hidden = !showing;
    this.viewToggle.setAttribute("aria-pressed", String(showing));
    this.viewToggle.textContent = showing ? "Hide chart" : "Chart";
    if (showing && this.result) this.chart.render(this.result.columns, this.rows);
  }
}


// The column's type, and its summary over the whole result when the run gave one.
function columnTitle(column, summary) {
  if (!summary) return column.type;
  const parts = [`nulls ${formatNumber(summary.nulls)}`];
  if (summary.distinct !== undefined) parts.push(`distinct ${formatNumber(summary.distinct)}`);
  if ("min" in summary) parts.push(`min ${formatCell(summary.min)}`, `max ${formatCell(summary.max)}`);
  return `${column.type} · ${parts.join(" · ")}`;
}
