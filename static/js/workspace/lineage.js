// The lineage of a cache table as a tree: each cache with its SQL, and the tables and caches it read.
import { api } from "./api.js";
import { formatNumber, h } from "./dom.js";

function node(lineage) {
  if (lineage.table) {
    return h("li", { class: "lineage-table", "data-testid": "lineage-table" }, "table ", h("code", { text: lineage.table }));
  }
  const reads = lineage.reads || [];
  return h("li", { class: "lineage-cache", "data-testid": "lineage-node", "data-cache": lineage.cache },
    h("details", { open: true },
      h("summary", {}, h("code", { text: lineage.cache }), " ", lineage.title || "",
        lineage.row_count != null ? h("span", { class: "muted", text: ` · ${formatNumber(lineage.row_count)} rows` }) : ""),
      lineage.sql ? h("pre", { class: "lineage-sql", text: lineage.sql }) : "",
      reads.length ? h("ul", { class: "lineage-reads" }, reads.map(node)) : ""));
}

export class LineageTab {
  constructor({ workspaceId, cache }) {
    this.cache = cache;
    this.tree = h("ul", { class: "lineage", "data-testid": "lineage" });
    this.element = h("div", { class: "lineage-tab" }, this.tree);
    this.load(workspaceId);
  }

  async load(workspaceId) {
    try {
      const detail = await api(`workspaces/${workspaceId}/caches/${this.cache}/`);
      this.tree.replaceChildren(node(detail.lineage || { ...detail, cache: detail.name }));
    } catch (error) {
      this.tree.replaceChildren(h("li", { class: "error", role: "alert", text: `${error.code}: ${error.detail}` }));
    }
  }

  serialize() {
    return { cache: this.cache };
  }
}
