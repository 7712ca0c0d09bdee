// The REST client of the workspace page: JSON in and out, CSRF on unsafe methods, errors as ApiError.

const settings = { base: "/api_v1/", csrfToken: "" };

export function configureApi({ base, csrfToken }) {
  settings.base = base || settings.base;
  settings.csrfToken = csrfToken || "";
}

export class ApiError extends Error {
  constructor(status, body) {
    const detail = (body && (body.detail || body.message)) || `Request failed (HTTP ${status}).`;
    super(detail);
    this.status = status;
    this.code = (body && body.code) || `HTTP_${status}`;
    this.detail = detail;
    this.hint = body && body.hint;
    this.position = body && body.position;
    this.fields = body && body.fields;
  }
}

function csrfToken() {
  const cookie = document.cookie.split("; ").find((part) => part.startsWith("csrftoken="));
  return cookie ? decodeURIComponent(cookie.slice("csrftoken=".length)) : settings.csrfToken;
}

export function apiUrl(path, query) {
  const url = new URL(settings.base + path.replace(/^\//, ""), window.location.origin);
  for (const [key, value] of Object.entries(query || {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function parseBody(response) {
  const text = await response.text();
  if (!text) return null;
  try { return JSON.parse(text); } catch { return { detail: text.slice(0, 300) }; }
}

export async function api(path, { method = "GET", body, query } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && method !== "HEAD") headers["X-CSRFToken"] = csrfToken();
  const response = await fetch(apiUrl(path, query), {
    method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

/** Every page of a paginated list ({count, next, previous, results}); a plain list passes through. */
export async function apiList(path, query = {}) {
  const first = await api(path, { query: { limit: 200, ...query } });
  if (Array.isArray(first)) return first;
  const results = [...(first.results || [])];
  let next = first.next;
  while (next && results.length < 5000) {
    const response = await fetch(next, { credentials: "same-origin", headers: { Accept: "application/json" } });
    const page = await parseBody(response);
    if (!response.ok) throw new ApiError(response.status, page);
    results.push(...(page.results || []));
    next = page.next;
  }
  return results;
}

/** A multipart upload through XMLHttpRequest, for its upload progress events. */
export function uploadWithProgress(path, formData, onProgress) {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl(path));
    request.setRequestHeader("X-CSRFToken", csrfToken());
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      let body = null;
      try { body = JSON.parse(request.responseText || "null"); } catch { body = { detail: request.responseText } }
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(new ApiError(request.status, body));
    });
    request.addEventListener("error", () => reject(new ApiError(0, { code: "NETWORK_ERROR",
      detail: "The upload could not reach the server." })));
    request.send(formData);
  });
}
