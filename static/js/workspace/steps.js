// One readable line per tool step ("Listed 9 tables", "Ran SQL — 5 rows in 12 ms"), keyed by tool name with a
// generic fallback. A summary reads the call's arguments and its result as the event carries it: a live
// tool_result's object, or a stored iteration_step's observation (JSON text, clipped to 1000 characters, so a
// few numbers are read from the text when it no longer parses).
import { formatNumber } from "./dom.js";
import { BUDGET } from "./vocabulary.js";

const PREVIEW_ROWS = 5;

/** The result as an object: parsed when it is JSON text, else the few counts a clipped text still shows. */
export function readResult(value) {
  if (value && typeof value === "object") return value.truncated && typeof value.preview === "string"
    ? readResult(value.preview) : value;
  if (typeof value !== "string") return {};
  try {
    const parsed = JSON.parse(value);
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch { /* clipped: read what the text still shows */ }
  const found = {};
  for (const key of ["row_count", "duration_ms", "revision", "report_id"]) {
    const match = new RegExp(`"${key}"\\s*:\\s*(\\d+)`).exec(value);
    if (match) found[key] = Number(match[1]);
  }
  const title = /"title"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(value);
  if (title) found.title = title[1];
  return found;
}

/** A stored observation's failure, {failed, code}: the runtime stores a failed call as {"error": {code, …}}. */
export function observationFailure(observation) {
  const read = readResult(observation);
  const clipped = typeof observation === "string" && /^\s*\{\s*"error"\s*:/.test(observation);
  const code = read.error?.code || (clipped ? /"code"\s*:\s*"(\w+)"/.exec(observation)?.[1] : "") || "";
  return { failed: read.error !== undefined || clipped, code };
}

function withoutMarker(question) {
  const text = String(question || "");
  return (BUDGET.marker ? text.replace(BUDGET.marker, "") : text).replace(/\s{2,}/g, " ").trim();
}

function plural(count, word, words = `${word}s`) {
  return `${formatNumber(count)} ${count === 1 ? word : words}`;
}

function quoted(text) {
  return text ? `“${text}”` : "";
}

function tablesListed(args, result) {
  if (!Array.isArray(result.tables)) return "Listed the tables";
  const caches = Array.isArray(result.caches) && result.caches.length
    ? ` and ${plural(result.caches.length, "earlier result")}` : "";
  return `Listed ${plural(result.tables.length, "table")}${caches}`;
}

function schemaRead(args, result) {
  const described = Array.isArray(result.tables) ? result.tables : [];
  if (!described.length) {
    const names = Array.isArray(args.tables) ? args.tables : [];
    return `Read the schema of ${names.join(", ") || "some tables"}`;
  }
  const parts = described.map((table) => `${table.name} — ${plural((table.columns || []).length, "column")}`);
  return `Read the schema${described.length === 1 ? "" : "s"} of ${parts.join("; ")}`;
}

function sqlRan(args, result, where = "") {
  if (result.row_count === undefined) return `Ran SQL${where}`;
  const time = result.duration_ms === undefined ? "" : ` in ${formatNumber(Math.round(result.duration_ms))} ms`;
  return `Ran SQL${where} — ${plural(result.row_count, "row")}${time}`;
}

function sqlChecked(args, result) {
  const columns = Array.isArray(result.columns) ? ` — ${plural(result.columns.length, "column")}` : "";
  return `Checked the SQL${columns}`;
}

function planWritten(args, result) {
  const steps = result.plan?.steps || args.steps || [];
  return `Planned ${plural(steps.length, "step")}${args.title ? ` for ${quoted(args.title)}` : ""}`;
}

function reportTitle(args, result) {
  return quoted(result.title || args.title || (result.report_id ? `#${result.report_id}` : "")) || "the report";
}

function delegated(args) {
  return `Asked ${args.agent_name || "an agent"} to help${args.task ? `: ${args.task}` : ""}`;
}

/** Tool name → what its step did, from (arguments, result). */
const SUMMARIES = {
  show_tables: tablesListed,
  read_schema: schemaRead,
  validate_query: sqlChecked,
  run_query: sqlRan,
  run_sql_tab: (args, result) => sqlRan(args, result, args.tab ? ` in tab ${quoted(args.tab)}` : ""),
  query_result: (args, result) => `Read ${plural(Array.isArray(result.rows) ? result.rows.length : 0, "row")} of ${args.cache || "a result"}`,
  get_cache_source: (args) => `Traced where ${args.cache || "a result"} came from`,
  list_query_steps: (args, result) => `Listed ${plural((result.steps || []).length, "query step")}`,
  ask_user: (args) => `Asked you: ${withoutMarker(args.question) || "a question"}`,
  list_projects: (args, result) => `Listed ${plural((result.projects || []).length, "project")}`,
  focus_project: (args, result) => `Focused project ${quoted(result.project?.name) || args.project_id}`,
  create_project: (args) => `Created project ${quoted(args.name)}`,
  add_plan: planWritten,
  update_plan_step: (args) => `Marked step ${args.step} ${String(args.status || "").replace("_", " ")}`,
  read_plan: () => "Read the plan",
  create_html_report: (args, result) => `Wrote the report ${reportTitle(args, result)}`,
  read_report: (args, result) => `Read the report ${reportTitle(args, result)}`,
  activate_html_editing: (args, result) => `Opened the report ${reportTitle(args, result)} for editing`,
  read_html_text: () => "Read the report's text",
  get_html_chunk_by_id: (args) => `Read the report's part ${quoted(args.chunk_id)}`,
  patch_html_chunk_by_id: (args) => `Edited the report's part ${quoted(args.chunk_id)}`,
  insert_html_chunk: () => "Added a part to the report",
  delete_html_chunk: (args) => `Removed the report's part ${quoted(args.chunk_id)}`,
  get_html_styles: () => "Read the report's styles",
  patch_html_styles: () => "Edited the report's styles",
  resolve_annotations: (args) => `Resolved ${plural((args.annotation_ids || []).length, "comment")}`,
  read_reference: (args) => `Read the reference ${quoted(args.name)}`,
  delegate_to_agent: delegated,
  subagent_result: () => "Checked on a sub-agent",
};

function fallback(name) {
  return `Used ${String(name || "a tool").replaceAll("_", " ")}`;
}

/** The step's line: what it did, or (while it runs) what it does, or how it failed. */
export function stepLine(name, args, result, { ok = true, errorCode = "", running = false } = {}) {
  const summarize = SUMMARIES[name];
  const base = summarize ? summarize(args || {}, running || !ok ? {} : readResult(result)) : fallback(name);
  if (running) return `${base}…`;
  return ok ? base : `${base} — failed${errorCode ? ` (${errorCode})` : ""}`;
}

/** The SQL a step ran or checked, if any. */
export function stepSql(args) {
  return args && typeof args.sql === "string" ? args.sql : "";
}

/** A few rows of a query's result, for the tools that return rows: {columns: [names], rows}, or null. */
export function stepPreview(name, result) {
  if (!["run_query", "run_sql_tab"].includes(name)) return null;
  const read = readResult(result);
  if (!Array.isArray(read.columns) || !Array.isArray(read.rows) || !read.rows.length) return null;
  const rows = read.rows.slice(0, PREVIEW_ROWS);
  return { columns: read.columns.map((column) => column.name ?? String(column)), rows,
    more: Math.max(0, (read.row_count ?? read.rows.length) - rows.length) };
}
