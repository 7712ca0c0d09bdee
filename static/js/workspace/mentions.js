// The composer's @ typeahead: typing "@" offers the agents the person can see (matched by name or trigger
// word), arrows move, Enter or Tab inserts "@Name ", Escape closes. Chosen agents travel as structured
// mention ids; an id is dropped again as soon as its "@Name" is no longer in the text.
import { clear, h } from "./dom.js";

const TOKEN_BEFORE_CARET = /(^|[^\w@])@([\w.-]*)$/;
const MAX_OPTIONS = 8;

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function mentionInText(text, name) {
  return new RegExp(`(^|[^\\w@])@${escapeRegExp(name)}(?![\\w.-])`, "i").test(text);
}

/** Agents matching what follows "@": name prefix first, then name substring, then a trigger word prefix. */
export function matchAgents(agents, query) {
  const q = query.toLowerCase();
  const ranked = [];
  for (const agent of agents) {
    const name = agent.name.toLowerCase();
    const trigger = (agent.trigger_words || []).map((w) => String(w).replace(/^@/, ""))
      .find((w) => w.toLowerCase().startsWith(q));
    let rank = null;
    if (name.startsWith(q)) rank = 0;
    else if (name.includes(q)) rank = 1;
    else if (trigger !== undefined) rank = 2;
    if (rank !== null) ranked.push({ agent, rank, trigger: rank === 2 ? trigger : null });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.agent.name.localeCompare(b.agent.name));
  return ranked.slice(0, MAX_OPTIONS);
}

export class MentionPicker {
  constructor({ input, slot, loadAgents, agentsUrl }) {
    this.input = input;
    this.loadAgents = loadAgents;
    this.agents = null;
    this.loading = null;
    this.chosen = new Map();  // agent id -> name, in the order picked
    this.options = [];
    this.active = 0;
    this.token = null;
    this.menu = h("ul", { id: "mention-menu", class: "mention-menu", role: "listbox", "aria-label": "Agents",
      "data-testid": "mention-menu" });
    this.popup = h("div", { class: "mention-popup", "data-testid": "mention-popup", hidden: true,
      onmousedown: (event) => { if (!event.target.closest("a")) event.preventDefault(); } },
    this.menu, h("div", { class: "mention-footer" },
      h("a", { href: agentsUrl || "/agents/", "data-testid": "manage-agents", text: "Manage agents →" })));
    this.chips = h("ul", { class: "mention-chips", "data-testid": "mention-chips", "aria-label": "Mentioned agents" });
    slot.append(this.popup, this.chips);
    slot.hidden = false;
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", "mention-menu");
    input.setAttribute("aria-expanded", "false");
    input.addEventListener("input", () => { this.prune(); this.update(); });
    input.addEventListener("click", () => this.update());
    input.addEventListener("blur", () => this.close());
  }

  get open() {
    return !this.popup.hidden;
  }

  async ensureAgents() {
    if (this.agents) return this.agents;
    this.loading = this.loading || this.loadAgents().then((agents) => { this.agents = agents; return agents; })
      .catch(() => { this.loading = null; return []; });
    return this.loading;
  }

  /** Open, refresh or close the menu for the "@word" just before the caret. */
  async update() {
    const caret = this.input.selectionStart;
    const match = caret === this.input.selectionEnd && TOKEN_BEFORE_CARET.exec(this.input.value.slice(0, caret));
    if (!match) {
      this.close();
      return;
    }
    this.token = { start: caret - match[2].length - 1, end: caret, query: match[2] };
    const agents = await this.ensureAgents();
    if (!this.token || this.token.end !== this.input.selectionStart) return;  // typed on meanwhile
    this.options = matchAgents(agents, this.token.query);
    this.active = 0;
    this.render(agents.length === 0);
  }

  render(noAgents) {
    clear(this.menu);
    this.options.forEach(({ agent, trigger }, index) => {
      this.menu.append(h("li", { id: `mention-option-${agent.id}`, role: "option", class: "mention-option",
        "data-testid": "mention-option", "data-agent-id": agent.id, "aria-selected": String(index === this.active),
        onclick: () => this.choose(index) },
      h("span", { class: "mention-name", text: agent.name }),
      agent.is_orchestrator ? h("span", { class: "mention-badge", text: "orchestrator" }) : null,
      trigger ? h("span", { class: "muted", text: ` @${trigger}` }) : null,
      agent.description ? h("span", { class: "mention-desc muted", text: agent.description }) : null));
    });
    if (!this.options.length) {
      this.menu.append(h("li", { class: "mention-empty muted", "data-testid": "mention-empty",
        text: noAgents ? "No agents yet." : `No agent matches “${this.token.query}”.` }));
    }
    this.popup.hidden = false;
    this.input.setAttribute("aria-expanded", "true");
    this.highlight();
  }

  highlight() {
    for (const [index, item] of [...this.menu.querySelectorAll("[role=option]")].entries()) {
      item.setAttribute("aria-selected", String(index === this.active));
      if (index === this.active) {
        this.input.setAttribute("aria-activedescendant", item.id);
        item.scrollIntoView({ block: "nearest" });
      }
    }
  }

  close() {
    this.popup.hidden = true;
    this.token = null;
    this.input.setAttribute("aria-expanded", "false");
    this.input.removeAttribute("aria-activedescendant");
  }

  /** Keys while the menu is open; true when the key was the menu's (the composer must not send then). */
  handleKey(event) {
    if (!this.open) return false;
    if (event.key === "Escape") {
      this.close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!this.options.length) return false;
      const step = event.key === "ArrowDown" ? 1 : -1;
      this.active = (this.active + step + this.options.length) % this.options.length;
      this.highlight();
    } else if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey && this.options.length) {
      this.choose(this.active);
    } else {
      if (event.key === "Enter") this.close();
      return false;
    }
    event.preventDefault();
    return true;
  }

  choose(index) {
    const option = this.options[index];
    if (!option || !this.token) return;
    const { agent } = option;
    const { start, end } = this.token;
    const value = this.input.value;
    const inserted = `@${agent.name} `;
    this.input.value = value.slice(0, start) + inserted + value.slice(end).replace(/^\s+/, "");
    const caret = start + inserted.length;
    this.input.setSelectionRange(caret, caret);
    this.chosen.set(agent.id, agent.name);
    this.close();
    this.renderChips();
    this.input.focus();
  }

  /** Forget a picked agent whose "@Name" was edited out of the text. */
  prune() {
    let changed = false;
    for (const [id, name] of this.chosen) {
      if (!mentionInText(this.input.value, name)) {
        this.chosen.delete(id);
        changed = true;
      }
    }
    if (changed) this.renderChips();
  }

  renderChips() {
    clear(this.chips);
    for (const [id, name] of this.chosen) {
      this.chips.append(h("li", { class: "mention-chip", "data-testid": "mention-chip", "data-agent-id": id },
        `@${name}`));
    }
  }

  mentionIds() {
    this.prune();
    return [...this.chosen.keys()];
  }

  reset() {
    this.chosen.clear();
    this.renderChips();
    this.close();
  }
}
