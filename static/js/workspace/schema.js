// The schema browser: the workspace's tables and columns, as a tab and in the sidebar, refreshed after uploads.
import { api } from "./api.js";
import { formatNumber, h } from "./dom.js";

export async function fetchTables(workspaceId) {
  const tables = await api(`workspaces/${workspaceId}/tables/`);
  return Array.isArray(tables) ? tables : tables.results || [];
}

export function renderSidebarTables(listEl, tables) {
  if (!tables.length) {
    listEl.replaceChildren(h("li", { class: "muted", text: "No tables yet: upload a CSV or Parquet file." }));
    return;
  }
  listEl.replaceChildren(...tables.map((table) => h("li", {}, h("details", {},
    h("summary", {}, h("code", { text: table.name }), " ", h("span", { class: "muted", text: `${table.row_count} rows` })),
    h("ul", { class: "columns" }, table.columns.map((column) => h("li", {}, h("code", { text: column.name }), " ",
      h("span", { class: "muted", text: column.type }))))))));
}

export class SchemaTab {
  constructor({ workspaceId, tables, onQueryTable }) {
    this.workspaceId = workspaceId;
    this.onQueryTable = onQueryTable;
    this.filter = h("input", { type: "search", "data-testid": "schema-filter", placeholder: "Filter tables and columns",
      "aria-label": "Filter tables and columns" });
    this.filter.addEventListener("input", () => this.render());
    this.list = h("ul", { class: "schema-tree", "data-testid": "schema-tree" });
    this.element = h("div", { class: "schema-tab" }, this.filter, this.list);
    this.tables = tables || [];
    this.render();
  }

  async refresh() {
    this.tables = await fetchTables(this.workspaceId);
    this.render();
    return this.tables;
  }

  render() {
    const wanted = this.filter.value.trim().toLowerCase();
    const matches = (table) => !wanted || table.name.toLowerCase().includes(wanted)
      || table.columns.some((column) => column.name.toLowerCase().includes(wanted));
    this.list.replaceChildren(...this.tables.filter(matches).map((table) => h("li", {
      "data-testid": "schema-table", "data-table": table.name }, h("details", { open: Boolean(wanted) },
      h("summary", {}, h("code", { text: table.name }), h("span", { class: "muted", text: ` ${formatNumber(table.row_count)} rows ` }),
        h("button", { type: "button", class: "small link", text: "Query", "data-testid": "schema-query",
          onclick: (event) => { event.preventDefault(); this.onQueryTable(table.name); } })),
      h("ul", { class: "columns" }, table.columns.map((column) => h("li", { "data-testid": "schema-column" },
        h("code", { text: column.name }), " ", h("span", { class: "muted", text: column.type }))))))));
  }

  serialize() {
    return {};
  }
}
