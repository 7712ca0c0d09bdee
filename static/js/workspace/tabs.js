// The tabs area: SQL tabs (opened by the agent through ui_commands or by the person), the schema browser
// and lineage views. Tabs and the command_ids already applied are kept per conversation in sessionStorage,
// so a reload restores the tabs and a replayed ui_command never acts twice.
import { h } from "./dom.js";
import { LineageTab } from "./lineage.js";
import { ReportTab } from "./reporttab.js";
import { SchemaTab } from "./schema.js";
import { SqlTab } from "./sqltab.js";

const SCHEMA_TAB = "schema";

export class TabManager {
  constructor({ listEl, panelsEl, emptyEl, workspaceId, tables, ensureConversation, onFocusProject, onError,
    canWrite = false }) {
    this.listEl = listEl;
    this.panelsEl = panelsEl;
    this.emptyEl = emptyEl;
    this.workspaceId = workspaceId;
    this.tables = tables;
    this.ensureConversation = ensureConversation;
    this.onFocusProject = onFocusProject;
    this.onError = onError;
    this.canWrite = canWrite;
    this.tabs = new Map();
    this.activeId = null;
    this.conversationId = null;
    this.processedCommands = new Set();
    this.counter = 0;
  }

  // ------------------------------------------------------------ per conversation

  storageKey(kind) {
    return `lantide.${kind}.${this.workspaceId}.${this.conversationId || "none"}`;
  }

  setConversation(conversationId) {
    // Tabs opened before the conversation existed (a SQL tab's first Run creates it) move into it.
    const adopting = this.conversationId === null && Boolean(conversationId);
    if (!adopting) for (const id of [...this.tabs.keys()]) if (id !== SCHEMA_TAB) this.remove(id);
    this.conversationId = conversationId;
    this.processedCommands = new Set(conversationId ? readJson(this.storageKey("commands"), []) : []);
    if (!conversationId) return;
    for (const saved of readJson(this.storageKey("tabs"), [])) this.open(saved, { activate: false });
    if (adopting) this.save();
    const last = this.activeId || [...this.tabs.keys()].pop();
    if (last) this.activate(last);
  }

  save() {
    if (!this.conversationId) return;
    const tabs = [...this.tabs.values()].filter((tab) => tab.kind !== SCHEMA_TAB)
      .map((tab) => ({ tab_id: tab.id, kind: tab.kind, title: tab.title, state: tab.view.serialize() }));
    writeJson(this.storageKey("tabs"), tabs);
    writeJson(this.storageKey("commands"), [...this.processedCommands].slice(-500));
  }

  // ------------------------------------------------------------ ui_command

  handleCommand({ command_id: commandId, command, args = {} }) {
    if (!commandId || this.processedCommands.has(commandId)) return false;
    this.processedCommands.add(commandId);
    const tab = this.tabs.get(args.tab_id);
    if (args.kind === "report") this.reportCommand(command, args);
    else if (command === "open_tab") this.open({ tab_id: args.tab_id, kind: args.kind || "sql", title: args.title });
    else if (command === "update_tab_content") (tab || this.open({ tab_id: args.tab_id, kind: "sql" })).view.setSql(args.sql);
    else if (command === "set_tab_results") (tab || this.open({ tab_id: args.tab_id, kind: "sql" })).view.setResults(args);
    else if (command === "source_run_complete" && tab) tab.view.sourceComplete(args);
    else if (command === "focus_project") this.onFocusProject(args);
    this.save();
    return true;
  }

  reportCommand(command, args) {
    const state = { report_id: args.report_id, revision: args.revision };
    const tab = this.tabs.get(args.tab_id) || this.open({ tab_id: args.tab_id, kind: "report", title: args.title, state },
      { activate: command === "open_tab" });
    if (command === "update_tab_content" && tab.view.revision !== args.revision) tab.view.reload(args.revision);
  }

  // A tool result about a report's annotations or deliveries (no redraw of the report itself) refreshes its tab.
  onToolResult(data) {
    const reportId = data.ok && data.result && data.result.report_id;
    if (!reportId) return;
    for (const tab of this.tabs.values()) {
      if (tab.kind === "report" && tab.view.reportId === reportId) tab.view.refreshSidecars();
    }
  }

  activeReportId() {
    const tab = this.tabs.get(this.activeId);
    return tab && tab.kind === "report" ? tab.view.reportId : null;
  }

  openReport(report) {
    const tab = this.open({ tab_id: `report-${report.id}`, kind: "report", title: report.title,
      state: { report_id: report.id, revision: report.revision } });
    this.save();
    return tab;
  }

  // ------------------------------------------------------------ tabs

  open({ tab_id: tabId, kind = "sql", title, state = {} }, { activate = true } = {}) {
    if (this.tabs.has(tabId)) {
      if (activate) this.activate(tabId);
      return this.tabs.get(tabId);
    }
    const view = this.createView(kind, tabId, title || "Query", state);
    const label = h("button", { type: "button", role: "tab", class: "tab", id: `tabbtn-${tabId}`,
      "data-testid": "tab", "data-tab-id": tabId, "data-kind": kind, "aria-selected": "false",
      "aria-controls": `tabpanel-${tabId}`, onclick: () => this.activate(tabId) }, title || "Query");
    const close = h("button", { type: "button", class: "tab-close", "aria-label": `Close ${title || "tab"}`,
      "data-testid": "tab-close", text: "×", onclick: () => { this.remove(tabId); this.save(); } });
    const item = h("span", { class: "tab-item" }, label, close);
    const panel = h("div", { role: "tabpanel", class: "tab-panel", id: `tabpanel-${tabId}`, "data-testid": "tab-panel",
      "data-tab-id": tabId, "data-kind": kind, "aria-labelledby": `tabbtn-${tabId}`, hidden: true }, view.element);
    const tab = { id: tabId, kind, title: title || "Query", view, label, item, panel };
    this.tabs.set(tabId, tab);
    this.listEl.append(item);
    this.panelsEl.append(panel);
    this.emptyEl.hidden = true;
    if (activate) this.activate(tabId);
    return tab;
  }

  createView(kind, tabId, title, state) {
    if (kind === SCHEMA_TAB) {
      return new SchemaTab({ workspaceId: this.workspaceId, tables: this.tables,
        onQueryTable: (table) => this.newSqlTab(`SELECT * FROM ${table} LIMIT 100`, table) });
    }
    if (kind === "lineage") return new LineageTab({ workspaceId: this.workspaceId, cache: state.cache });
    if (kind === "report") {
      return new ReportTab({ reportId: state.report_id, title, revision: state.revision, canWrite: this.canWrite,
        onError: this.onError });
    }
    return new SqlTab({ tabId, title, workspaceId: this.workspaceId, state,
      ensureConversation: this.ensureConversation, onOpenLineage: (cache) => this.openLineage(cache),
      onChange: () => this.save() });
  }

  /** Show a SQL tab's results as a chart (an answer's "Open the full chart"). */
  openChart(tabId) {
    const tab = this.tabs.get(tabId);
    if (!tab || !tab.view.grid) return;
    this.activate(tabId);
    tab.view.grid.showChart();
  }

  activate(tabId) {
    this.activeId = tabId;
    for (const tab of this.tabs.values()) {
      const active = tab.id === tabId;
      tab.label.setAttribute("aria-selected", String(active));
      tab.item.classList.toggle("active", active);
      tab.panel.hidden = !active;
    }
  }

  remove(tabId) {
    const tab = this.tabs.get(tabId);
    if (!tab) return;
    tab.item.remove();
    tab.panel.remove();
    if (tab.view.destroy) tab.view.destroy();
    this.tabs.delete(tabId);
    if (this.activeId === tabId) {
      const next = [...this.tabs.keys()].pop();
      if (next) this.activate(next);
      else this.activeId = null;
    }
    this.emptyEl.hidden = this.tabs.size > 0;
  }

  newSqlTab(sql = "", title = "") {
    this.counter += 1;
    const tabId = `user-${Date.now().toString(36)}-${this.counter}`;
    const tab = this.open({ tab_id: tabId, kind: "sql", title: title || `SQL ${this.counter}`, state: { sql } });
    this.save();
    tab.view.editor.focus();
    return tab;
  }

  openSchema() {
    return this.open({ tab_id: SCHEMA_TAB, kind: SCHEMA_TAB, title: "Schema" });
  }

  openLineage(cache) {
    const tab = this.open({ tab_id: `lineage-${cache}`, kind: "lineage", title: `Lineage · ${cache}`, state: { cache } });
    this.save();
    return tab;
  }

  async refreshSchema(tables) {
    this.tables = tables;
    const schema = this.tabs.get(SCHEMA_TAB);
    if (schema) {
      schema.view.tables = tables;
      schema.view.render();
    }
  }
}

function readJson(key, fallback) {
  try {
    return JSON.parse(sessionStorage.getItem(key) || "null") ?? fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key, value) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: tabs simply do not survive a reload.
  }
}
