// The workspace page: wires the sidebar, the conversation stream and composer, and the tabs area together.
import { api, apiList, configureApi } from "./api.js";
import { Composer } from "./composer.js";
import { ConversationView } from "./conversation.js";
import { h } from "./dom.js";
import { streamStats } from "./draft.js";
import { InteractionArea } from "./interaction.js";
import { KnowledgeCards } from "./knowledge.js";
import { ApprovalCards } from "./approvals.js";
import { BundlePanel } from "./bundles.js";
import { MemberList } from "./members.js";
import { PlanChecklist } from "./plan.js";
import { ReportList } from "./reports.js";
import { RoutingState } from "./routing.js";
import { fetchTables, renderSidebarTables } from "./schema.js";
import { ConversationList } from "./sidebar.js";
import { starterPanel } from "./starters.js";
import { TabManager } from "./tabs.js";
import { isUntitled, titleFromQuestion } from "./titles.js";
import { enhanceConnectionImport, enhanceUpload } from "./upload.js";

const bootstrap = JSON.parse(document.getElementById("workspace-bootstrap").textContent);
configureApi({ base: bootstrap.apiBase, csrfToken: bootstrap.csrfToken });

const root = document.querySelector("[data-testid=workspace]");
const $ = (testId) => root.querySelector(`[data-testid=${testId}]`);
const workspaceId = bootstrap.workspace.id;
const titleEl = $("conversation-title");
const connectionEl = $("connection");
const projectSelect = $("project-select");
const toast = h("div", { class: "toast", role: "alert", "data-testid": "toast", hidden: true });
$("composer").before(toast);

let current = null;
let creating = null;

function showToast(text) {
  toast.textContent = text;
  toast.hidden = false;
  clearTimeout(showToast.timer);
  showToast.timer = setTimeout(() => { toast.hidden = true; }, 8000);
}

function reportError(error) {
  showToast(`${error.code}: ${error.detail}`);
}

const CONNECTION_LABELS = { connecting: "Connecting…", open: "Live", reconnecting: "Reconnecting…", closed: "" };

const routing = new RoutingState({
  agentMode: bootstrap.features?.agentMode, agents: bootstrap.features?.agents,
  smartRouting: bootstrap.preferences?.agentModeDefault, agentsEnabled: bootstrap.preferences?.agentsEnabled,
  urls: bootstrap.urls || {},
});

const composer = new Composer($("composer"), {
  routing,
  loadAgents: () => apiList("agents/"),
  onSend: (text, mode, options) => sendMessage(text, mode, options).catch(reportError),
  onStop: () => conversation.cancel(),
  isWaiting: () => Boolean(conversation.waitingQuestion),
  onCancelQuestion: () => conversation.withdrawQuestion(),
  onModeChange: (mode) => {
    if (current) api(`conversations/${current.id}/`, { method: "PATCH", body: { mode } }).catch(reportError);
  },
});

const interaction = new InteractionArea($("interaction"), {
  onAnswer: (question, answer) => conversation.answer(question, answer),
});

const tabs = new TabManager({
  listEl: $("tab-list"), panelsEl: $("tab-panels"), emptyEl: $("tabs-empty"), workspaceId,
  tables: bootstrap.tables, ensureConversation: () => ensureConversation("SQL"),
  onFocusProject: (project) => showProject(project.project_id ?? project.id, project.name),
  onError: reportError,
  canWrite: bootstrap.role !== "viewer",
});

const plan = new PlanChecklist($("plan"));
const reports = new ReportList($("report-list"), { workspaceId, onOpen: (report) => tabs.openReport(report) });

const knowledge = new KnowledgeCards($("knowledge-cards"), {
  workspaceId, canDecideTeam: bootstrap.role !== "viewer", onError: reportError,
});

const conversation = new ConversationView({
  streamEl: $("stream"), socketPath: bootstrap.socketPath, interaction, composer, routing,
  onUiCommand: (command) => tabs.handleCommand(command),
  onToolResult: (data) => {
    plan.onToolResult(data); reports.onToolResult(data); tabs.onToolResult(data); knowledge.onToolResult(data);
  },
  onConnection: (state) => {
    connectionEl.dataset.state = state;
    connectionEl.textContent = CONNECTION_LABELS[state] ?? state;
  },
  onError: (error) => { reportError(error); if (error.request === "send") refreshTitle(); },
  onTurnsChanged: () => { refreshTitle(); knowledge.refresh(); },
  // A run may have changed the tables (a saved query, a migration accepted): the sidebar reads them again.
  onRunFinished: () => { refreshTables().catch(reportError); },
  onOpenChart: (tabId) => tabs.openChart(tabId),
  emptyPanel: () => starterPanel({ questions: bootstrap.starters, features: bootstrap.features,
    onPick: (question) => composer.sendText(question) }),
});

const conversations = new ConversationList($("conversation-list"), {
  workspaceId,
  onOpen: (id, options) => openConversation(id, options).catch(reportError),
  onDeleted: (id) => { if (current && current.id === id) closeConversation(); },
});

async function openConversation(id, { refreshOnly = false } = {}) {
  const focusBefore = document.activeElement;
  const detail = await api(`conversations/${id}/`);
  current = detail;
  conversations.upsert(detail);
  conversations.select(id);
  titleEl.textContent = detail.title || "New conversation";
  composer.setMode(detail.mode);
  showProject(detail.project);
  if (refreshOnly) return;
  const url = new URL(window.location.href);
  url.searchParams.set("conversation", id);
  window.history.replaceState(null, "", url);
  tabs.setConversation(id);
  plan.open(id);
  knowledge.open(id);
  await conversation.open(id);
  // Whoever moved on while the conversation loaded (a rename begun, a search typed) keeps their focus.
  const moved = document.activeElement !== focusBefore && document.activeElement !== document.body;
  if (!moved) composer.focus();
}

function closeConversation() {
  current = null;
  conversation.reset(null);
  tabs.setConversation(null);
  plan.open(null);
  knowledge.open(null);
  titleEl.textContent = "New conversation";
  const url = new URL(window.location.href);
  url.searchParams.delete("conversation");
  window.history.replaceState(null, "", url);
  conversation.streamEl.append(conversation.emptyNote());
}

/** The conversation to work in: the one being made (New clicked, or a first question), else the open one, else a
new untitled one (its first question names it, on the server). A question typed while New is still making its
conversation goes to that one, never to the one before it. */
async function ensureConversation(title = "") {
  if (creating) return creating;
  if (current) return current.id;
  return startConversation(title);
}

function startConversation(title) {
  const pending = conversations.create(title, composer.mode)
    .then((created) => openConversation(created.id).then(() => created.id))
    .finally(() => { if (creating === pending) creating = null; });
  creating = pending;
  return pending;
}

async function sendMessage(text, mode, options) {
  await ensureConversation();
  showTitleOfFirstQuestion(text);
  conversation.send(text, mode, { ...options, reportId: tabs.activeReportId() });
}

/** An untitled conversation shows the title its first question gives it at once (a refused send reverts it). */
function showTitleOfFirstQuestion(text) {
  if (!current || !isUntitled(current.title)) return;
  current = { ...current, title: titleFromQuestion(text) };
  conversations.upsert(current);
  titleEl.textContent = current.title;
}

async function refreshTitle() {
  if (!current) return;
  const detail = await api(`conversations/${current.id}/`).catch(() => null);
  if (detail && current && detail.id === current.id) {
    current = detail;
    conversations.upsert(detail);
    titleEl.textContent = detail.title || "New conversation";
  }
}

function showProject(projectId, name) {
  const value = projectId == null ? "" : String(projectId);
  if (value && !projectSelect.querySelector(`option[value="${CSS.escape(value)}"]`)) {
    projectSelect.append(h("option", { value, text: name || `Project ${value}` }));
  }
  projectSelect.value = value;
}

projectSelect.addEventListener("change", () => {
  if (!current) return;
  const project = projectSelect.value ? Number(projectSelect.value) : null;
  api(`conversations/${current.id}/`, { method: "PATCH", body: { project } })
    .then((detail) => { current = detail; }).catch(reportError);
});

root.querySelector("[data-action=new-conversation]").addEventListener("click", () => {
  startConversation("New conversation").catch(reportError);
});
root.querySelector("[data-action=new-sql-tab]").addEventListener("click", () => tabs.newSqlTab());
root.querySelector("[data-action=open-schema]").addEventListener("click", () => tabs.openSchema());

async function refreshTables() {
  const tables = await fetchTables(workspaceId);
  renderSidebarTables($("table-list"), tables);
  await tabs.refreshSchema(tables);
}
enhanceUpload(document.getElementById("upload-form"), { workspaceId, onUploaded: refreshTables });
enhanceConnectionImport(document.getElementById("connection-import-form"), { workspaceId, onUploaded: refreshTables });

const members = new MemberList($("members"), {
  workspaceId, userId: bootstrap.userId, isOwner: bootstrap.role === "owner",
  onLeft: () => { window.location.assign(bootstrap.urls.home); },
});

// An outside client's approved write changed the workspace: read what it may have changed.
const approvals = new ApprovalCards($("approval-cards"), {
  workspaceId, canDecide: bootstrap.canWrite, onError: reportError,
  onApplied: (approval) => {
    const project = approval.outcome && approval.outcome.project;
    if (project) showProjectOption(project);
    Promise.all([refreshTables(), reports.load(), knowledge.refresh()]).catch(reportError);
  },
});

function showProjectOption(project) {
  const value = String(project.id);
  if (!projectSelect.querySelector(`option[value="${CSS.escape(value)}"]`)) {
    projectSelect.append(h("option", { value, text: project.name }));
  }
}

const bundles = new BundlePanel($("bundles"), {
  workspaceId, onApplied: () => Promise.all([refreshTables(), reports.load(), knowledge.refresh()]),
});

async function start() {
  tabs.setConversation(null);
  await Promise.all([conversations.load(), members.load(), reports.load(), knowledge.open(null), approvals.start(),
    bundles.load()]);
  const wanted = new URL(window.location.href).searchParams.get("conversation");
  if (wanted) await openConversation(wanted);
  else conversation.streamEl.append(conversation.emptyNote());
  root.dataset.ready = "true";
}

window.lantide = { streamStats, conversation, tabs, routing };
start().catch((error) => {
  reportError(error);
  root.dataset.ready = "true";
});
