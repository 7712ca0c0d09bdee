// Drives /langgraph/ with the official LangGraph JS SDK and prints what it saw as one JSON object.
// node drive.mjs <scenario> <api url> <authorization header> [llm profile]
import { Client } from "@langchain/langgraph-sdk";

const [scenario, apiUrl, authorization, profile] = process.argv.slice(2);
const client = new Client({ apiUrl, defaultHeaders: { Authorization: authorization } });
const ask = (content) => ({ messages: [{ role: "user", content }] });

async function collect(stream) {
  const parts = [];
  for await (const part of stream) parts.push({ event: part.event, data: part.data });
  return parts;
}

async function conversation() {
  const thread = await client.threads.create({ metadata: { title: "From JS" } });
  const created = [];
  const parts = await collect(client.runs.stream(thread.thread_id, "analyst", {
    input: ask("What tables are there?"),
    streamMode: ["values", "updates", "messages-tuple"],
    onRunCreated: (meta) => created.push(meta),
  }));
  const state = await client.threads.getState(thread.thread_id);
  const waited = await client.runs.wait(thread.thread_id, "analyst", { input: ask("How many tables?") });
  const runs = await client.runs.list(thread.thread_id);
  const history = await client.threads.getHistory(thread.thread_id, { limit: 10 });
  const pending = await client.runs.create(thread.thread_id, "analyst", { input: ask("List them again") });
  const joined = await collect(client.runs.joinStream(thread.thread_id, pending.run_id));
  await client.threads.update(thread.thread_id, { metadata: { title: "Renamed in JS" } });
  const found = await client.threads.search({ metadata: { title: "Renamed in JS" }, limit: 50 });
  await client.threads.delete(thread.thread_id);
  let afterDelete = null;
  try { await client.threads.get(thread.thread_id); } catch (error) { afterDelete = error.status ?? String(error); }
  return { thread, created, parts, state, waited, runs, history, pending, joined, found, afterDelete };
}

async function interrupted() {
  const thread = await client.threads.create({ metadata: { llm_profile: profile } });
  const asked = await collect(client.runs.stream(thread.thread_id, "analyst", {
    input: ask("Sales by region"), streamMode: ["updates"],
  }));
  const waiting = await client.threads.get(thread.thread_id);
  const state = await client.threads.getState(thread.thread_id);
  const resumed = await collect(client.runs.stream(thread.thread_id, "analyst", {
    command: { resume: "EU" }, streamMode: "values",
  }));
  const after = await client.threads.get(thread.thread_id);
  let again = null;
  try { await client.runs.create(thread.thread_id, "analyst", { command: { resume: "again" } }); }
  catch (error) { again = error.status ?? String(error); }
  return { asked, waiting, state, resumed, after, again };
}

const scenarios = { conversation, interrupted };
process.stdout.write(JSON.stringify(await scenarios[scenario]()));
