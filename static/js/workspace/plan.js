// The conversation's plan as a checklist above the stream: written by add_plan, ticked live by update_plan_step
// (their tool_result events carry the whole plan), and read again when a conversation opens.
import { api } from "./api.js";
import { clear, h } from "./dom.js";

const PLAN_TOOLS = new Set(["add_plan", "update_plan_step", "read_plan"]);
const MARKS = { todo: "☐", in_progress: "◐", done: "☑", skipped: "⊘" };

export class PlanChecklist {
  constructor(element) {
    this.element = element;
    this.conversationId = null;
  }

  async open(conversationId) {
    this.conversationId = conversationId;
    this.render(null);
    if (!conversationId) return;
    try {
      this.render(await api(`conversations/${conversationId}/plan`));
    } catch {
      // No plan yet (NOT_FOUND): the checklist stays hidden.
    }
  }

  onToolResult(data) {
    if (PLAN_TOOLS.has(data.name) && data.ok && data.result && data.result.plan) this.render(data.result.plan);
  }

  render(plan) {
    clear(this.element);
    this.element.hidden = !plan;
    if (!plan) return;
    const done = plan.steps.filter((step) => step.status === "done" || step.status === "skipped").length;
    this.element.append(h("div", { class: "plan-head" },
      h("strong", { text: plan.title || "Plan" }),
      h("span", { class: "muted", "data-testid": "plan-progress", text: ` ${done}/${plan.steps.length}` })));
    const list = h("ol", { class: "plan-steps", "data-testid": "plan-steps" });
    for (const step of plan.steps) {
      list.append(h("li", { class: `plan-step ${step.status}`, "data-testid": "plan-step", "data-status": step.status },
        h("span", { class: "plan-mark", "aria-hidden": "true", text: MARKS[step.status] || "☐" }), ` ${step.title}`));
    }
    this.element.append(list);
  }
}
