// Upload a CSV or Parquet file from the page with a progress bar; a bad file shows the server's error.
// Or import a table through one of the admin-defined database connections the workspace may use.
import { api, uploadWithProgress } from "./api.js";

export function enhanceUpload(form, { workspaceId, onUploaded }) {
  if (!form) return;
  const progress = form.querySelector("[data-testid=upload-progress]");
  const status = form.querySelector("[data-testid=upload-status]");
  const errorEl = form.querySelector("[data-testid=upload-error]");
  const button = form.querySelector("button[type=submit]");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const file = form.querySelector("input[type=file]").files[0];
    const table = form.querySelector("input[name=table]").value.trim();
    errorEl.hidden = true;
    if (!file || !table) {
      showError(errorEl, "Choose a file and name the table.");
      return;
    }
    const data = new FormData();
    data.append("file", file);
    data.append("table", table);
    progress.hidden = false;
    progress.value = 0;
    button.disabled = true;
    status.textContent = `Uploading ${file.name}…`;
    try {
      const source = await uploadWithProgress(`workspaces/${workspaceId}/datasources/`, data, (percent) => {
        progress.value = percent;
        status.textContent = percent < 100 ? `Uploading ${file.name}… ${percent}%` : "Importing…";
      });
      progress.value = 100;
      status.textContent = importedText(source);
      form.reset();
      await onUploaded(source);
    } catch (error) {
      showFailure(status, errorEl, error);
    } finally {
      progress.hidden = true;
      button.disabled = false;
    }
  });
}

export function enhanceConnectionImport(form, { workspaceId, onUploaded }) {
  if (!form) return;
  const status = form.querySelector("[data-testid=connection-import-status]");
  const errorEl = form.querySelector("[data-testid=connection-import-error]");
  const button = form.querySelector("button[type=submit]");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const fields = new FormData(form);
    errorEl.hidden = true;
    button.disabled = true;
    status.textContent = "Importing…";
    try {
      const source = await api(`workspaces/${workspaceId}/datasources/postgres`, {
        method: "POST",
        body: { connection: Number(fields.get("connection")), source_table: String(fields.get("source_table")).trim(),
                table: String(fields.get("table")).trim() },
      });
      status.textContent = importedText(source);
      await onUploaded(source);
    } catch (error) {
      showFailure(status, errorEl, error);
    } finally {
      button.disabled = false;
    }
  });
}

function importedText(source) {
  return `Imported ${Number(source.row_count).toLocaleString("en-US")} rows into ${source.table_name}.`;
}

function showFailure(status, errorEl, error) {
  status.textContent = "";
  showError(errorEl, `${error.code}: ${error.detail}`);
}

function showError(element, text) {
  element.textContent = text;
  element.hidden = false;
}
