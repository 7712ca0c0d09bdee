// A SQL tab: an editor (Ctrl/Cmd+Enter runs), Run through the conversation's query layer and ledger, the
// error with its code and hint, and the results grid. The agent drives the same tab through ui_commands.
import { api } from "./api.js";
import { formatNumber, h } from "./dom.js";
import { ResultGrid } from "./grid.js";

export class SqlTab {
  constructor({ tabId, title, workspaceId, ensureConversation, onOpenLineage, onChange, state = {} }) {
    this.tabId = tabId;
    this.title = title;
    this.ensureConversation = ensureConversation;
    this.onChange = onChange;
    this.editor = h("textarea", { class: "sql-editor", "data-testid": "sql-editor", spellcheck: "false",
      "aria-label": `SQL of ${title}`, rows: 6, placeholder: "SELECT … (Ctrl+Enter runs)" });
    this.editor.value = state.sql || "";
    this.editor.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        this.run();
      }
    });
    this.editor.addEventListener("change", () => this.onChange());
    this.runButton = h("button", { type: "button", class: "primary", "data-testid": "sql-run", text: "Run",
      onclick: () => this.run() });
    this.statusEl = h("span", { class: "muted", "data-testid": "sql-status", role: "status", "aria-live": "polite" });
    this.errorEl = h("div", { class: "sql-error error", "data-testid": "sql-error", role: "alert", hidden: true });
    this.hintEl = h("p", { class: "muted", "data-testid": "sql-hint", hidden: true });
    this.grid = new ResultGrid({ workspaceId, onOpenLineage });
    this.element = h("div", { class: "sql-tab", "data-testid": "sql-tab", "data-tab-id": tabId },
      this.editor, h("div", { class: "sql-bar" }, this.runButton, this.statusEl), this.errorEl, this.hintEl,
      this.grid.element);
    this.state = { cache: state.cache || null, columns: state.columns || [], rows: state.rows || [],
      column_summaries: state.column_summaries || [],
      row_count: state.row_count ?? null, step: state.step ?? null };
    if (this.state.cache) this.grid.show(this.state);
    if (this.state.step) this.statusEl.textContent = `Step ${this.state.step} · ${this.state.cache}`;
  }

  setSql(sql) {
    this.editor.value = sql || "";
  }

  setResults(result) {
    this.errorEl.hidden = true;
    this.state = { ...this.state, cache: result.cache, columns: result.columns, rows: (result.rows || []).slice(0, 50),
      row_count: result.row_count, column_summaries: result.column_summaries || [] };
    this.grid.show(result);
    this.onChange();
  }

  sourceComplete({ cache, step }) {
    this.state.step = step;
    this.statusEl.textContent = `Step ${step} · ${cache}`;
    this.element.dataset.step = String(step);
    this.onChange();
  }

  async run() {
    const sql = this.editor.value;  // as written: an error's line and column count from its start
    if (!sql.trim() || this.running) return;
    this.running = true;
    this.runButton.disabled = true;
    this.statusEl.textContent = "Running…";
    this.errorEl.hidden = true;
    this.hintEl.hidden = true;
    try {
      const conversationId = await this.ensureConversation();
      const result = await api(`conversations/${conversationId}/sql`, { method: "POST", body: { sql, title: this.title } });
      this.setResults(result);
      this.sourceComplete({ cache: result.cache, step: result.step });
      this.statusEl.textContent = `Step ${result.step} · ${formatNumber(result.row_count)} rows in ${result.duration_ms} ms`;
      const hints = [result.complexity_hint, result.optimization_hint].filter(Boolean);
      this.hintEl.textContent = hints.join(" ");
      this.hintEl.hidden = !hints.length;
    } catch (error) {
      this.statusEl.textContent = "";
      const where = error.position ? h("span", { class: "muted", "data-testid": "sql-error-position",
        text: ` (line ${error.position.line}, column ${error.position.column})` }) : "";
      this.errorEl.replaceChildren(h("strong", { "data-testid": "sql-error-code", text: error.code }), " ",
        error.detail, where,
        error.hint ? h("div", { class: "hint", "data-testid": "sql-error-hint", text: error.hint }) : "");
      this.errorEl.hidden = false;
      if (error.position) this.selectAt(error.position);
    } finally {
      this.running = false;
      this.runButton.disabled = false;
    }
  }

  // Selects the word (or the one character) at a line and column from 1, where the SQL went wrong.
  selectAt({ line, column }) {
    const lines = this.editor.value.split("\n");
    if (line < 1 || line > lines.length) return;
    // Columns count characters (code points), as the server does; the textarea counts UTF-16 units.
    const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0)
      + Array.from(lines[line - 1]).slice(0, column - 1).join("").length;
    const word = /^[\p{L}\p{N}_$]+|^"[^"]*"|^'[^']*'/u.exec(this.editor.value.slice(start));
    this.editor.focus();
    this.editor.setSelectionRange(start, start + Math.max(word ? word[0].length : 1, 1));
  }

  serialize() {
    return { sql: this.editor.value, ...this.state };
  }
}
