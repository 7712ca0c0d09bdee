// The migrations page: threads of the `migration` assistant (search 50, newest first; rename by metadata title;
// delete; "New migration"), a run streamed with its active node, and the review card, which a reload brings back
// from the thread's state (tasks[].interrupts), as the SDK's clients do.

import { langGraphClient } from "./langgraph.js";
import { renderActiveNode, renderReview, renderState } from "./render.js";

const root = document.querySelector("[data-testid=migrations]");
const boot = JSON.parse(document.getElementById("migrations-bootstrap").textContent);
const api = langGraphClient(boot.api);
const $ = (id) => root.querySelector(`[data-testid=${id}]`);
const STREAM_MODE = ["updates", "values"];
let current = null;

function fillSelect(select, values, labelOf = (v) => v) {
  for (const value of values) select.append(new Option(labelOf(value), value.id ?? value));
}

async function loadList() {
  const threads = await api.searchThreads({ limit: 50, sort_by: "created_at", sort_order: "desc",
                                            metadata: { assistant: boot.assistant } });
  $("migration-list").replaceChildren(...threads.map((thread) => {
    const item = document.createElement("li");
    item.textContent = thread.metadata.title || thread.thread_id;
    item.dataset.thread = thread.thread_id;
    item.dataset.status = thread.status;
    item.setAttribute("aria-current", String(thread.thread_id === current));
    item.addEventListener("click", () => select(thread.thread_id));
    return item;
  }));
}

function showState(state) {
  const values = state.values || {};
  const interrupts = (state.tasks || []).flatMap((task) => task.interrupts || []);
  renderActiveNode(root, interrupts.length ? state.tasks[0].name : values.activeNode);
  renderState(root, values);
  renderReview(root, interrupts[0]);
  $("migration-form").hidden = Boolean(values.translated_schema_code);
}

async function select(threadId) {
  current = threadId;
  window.location.hash = `thread=${threadId}`;
  $("no-migration").hidden = true;
  $("migration-thread").hidden = false;
  const [state, threads] = await Promise.all([api.getState(threadId), api.searchThreads({ ids: [threadId] })]);
  $("migration-title").value = threads[0] ? threads[0].metadata.title || "" : "";
  showState(state);
  await loadList();
}

async function run(payload) {
  $("migration-error").hidden = true;
  renderReview(root, null);
  let values = {};
  await api.stream(current, { assistant_id: boot.assistant, stream_mode: STREAM_MODE, ...payload }, (event, data) => {
    if (event === "updates" && data.__interrupt__) renderReview(root, data.__interrupt__[0]);
    else if (event === "updates") renderActiveNode(root, Object.values(data)[0].activeNode);
    else if (event === "values") { values = data; renderState(root, data); }
    else if (event === "error") throw new Error(data.message);
  });
  showState(await api.getState(current));
  await loadList();
  return values;
}

function migrationInput(form) {
  const data = new FormData(form);
  const queries = String(data.get("queries")).split(/;\s*\n|\n(?=\s*select\b)/i).map((q) => q.trim().replace(/;$/, ""))
    .filter(Boolean);
  const input = { source: { dialect: data.get("dialect"), schema_sql: data.get("schema_sql"),
                            seed_sql: data.get("seed_sql") }, queries, target: data.get("target") };
  if (data.get("workspace_id")) input.workspace_id = Number(data.get("workspace_id"));
  return input;
}

function showError(error) {
  $("migration-error").textContent = error.message;
  $("migration-error").hidden = false;
}

$("new-migration").addEventListener("click", async () => {
  const thread = await api.createThread({ title: `Migration ${new Date().toISOString()}`, assistant: boot.assistant });
  await select(thread.thread_id);
});
$("rename-migration").addEventListener("click", async () => {
  await api.renameThread(current, $("migration-title").value);
  await loadList();
});
$("delete-migration").addEventListener("click", async () => {
  await api.deleteThread(current);
  current = null;
  window.location.hash = "";
  $("migration-thread").hidden = true;
  $("no-migration").hidden = false;
  await loadList();
});
$("migration-form").addEventListener("submit", (event) => {
  event.preventDefault();
  run({ input: migrationInput(event.target) }).catch(showError);
});
$("accept").addEventListener("click", () => {
  run({ command: { resume: { decision: "accept", feedback: "" } } }).catch(showError);
});
$("reject").addEventListener("click", () => { $("reject-form").hidden = false; });
$("send-feedback").addEventListener("click", () => {
  run({ command: { resume: { decision: "reject", feedback: $("feedback").value } } }).catch(showError);
});

fillSelect(root.querySelector("select[name=dialect]"), boot.dialects);
fillSelect(root.querySelector("select[name=target]"), boot.targets);
fillSelect(root.querySelector("select[name=workspace_id]"), boot.workspaces, (w) => w.name);
const fromHash = /thread=([0-9a-f-]+)/.exec(window.location.hash);
(fromHash ? select(fromHash[1]) : loadList()).finally(() => { root.dataset.ready = "true"; });
