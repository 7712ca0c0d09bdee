// Rendering the migration's state: the active node, the state panel (source vs translated, per-query equivalence
// with its diff) and the review card. Text only (textContent), never markup from the data.

const $ = (root, id) => root.querySelector(`[data-testid=${id}]`);

function cell(text, pre = false) {
  const td = document.createElement("td");
  const inner = pre ? document.createElement("pre") : td;
  inner.textContent = text;
  if (pre) td.append(inner);
  return td;
}

function diffText(entry) {
  const diff = entry.diff || {};
  if (entry.status === "equivalent") return `${diff.source_row_count} rows on both engines`;
  if (entry.status === "error") return diff.source_error || diff.target_error || "failed";
  if (entry.status === "unverified") return diff.reason || "no engine here";
  return `${diff.reason}\nonly on the source: ${JSON.stringify(diff.only_in_source)}\n` +
         `only on the target: ${JSON.stringify(diff.only_in_target)}`;
}

export function renderActiveNode(root, node) {
  $(root, "active-node").textContent = node || "";
}

export function renderState(root, values) {
  const panel = $(root, "state-panel");
  panel.hidden = !values || !values.translated_schema_code;
  if (panel.hidden) return;
  $(root, "explanation").textContent = values.explanation_message || "";
  const equivalence = $(root, "equivalence");
  equivalence.textContent = values.equivalence || "";
  equivalence.dataset.status = values.equivalence === "proven" ? "success" : "interrupted";
  $(root, "saved").textContent = values.saved ? `Saved${values.loaded_tables ? `: ${values.loaded_tables.join(", ")}` : ""}` : "";
  $(root, "source-schema").textContent = values.schema_sql || "";
  $(root, "translated-schema").textContent = values.translated_schema_code || "";
  const body = $(root, "queries").querySelector("tbody");
  body.replaceChildren(...(values.query_equivalence_deep_diffs || []).map((entry) => {
    const row = document.createElement("tr");
    row.dataset.status = entry.status;
    row.append(cell(entry.source_sql, true), cell(entry.translated_sql, true), cell(entry.status),
               cell(diffText(entry), true));
    return row;
  }));
}

export function renderReview(root, interrupt) {
  const card = $(root, "review-card");
  // The same review shown again (the run's end re-reads the state after its stream showed the review) keeps the
  // rejection the user has started writing; a new review, or none, starts closed.
  const same = Boolean(interrupt) && !card.hidden && card.dataset.interrupt === interrupt.id;
  card.hidden = !interrupt;
  if (!same) $(root, "reject-form").hidden = true;
  if (!interrupt) return;
  card.dataset.interrupt = interrupt.id;
  $(root, "review-instruction").textContent = interrupt.value.instruction;
}
