// Tiny DOM helpers: build elements without innerHTML (text is always text; markup only via markdown.js).

export function h(tag, attrs = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") element.className = value;
    else if (key === "text") element.textContent = value;
    else if (key === "dataset") Object.assign(element.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") element.addEventListener(key.slice(2), value);
    else if (value === true) element.setAttribute(key, "");
    else element.setAttribute(key, String(value));
  }
  append(element, children);
  return element;
}

export function append(element, children) {
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

export function clear(element) {
  while (element.firstChild) element.firstChild.remove();
  return element;
}

export function formatNumber(value) {
  return typeof value === "number" ? value.toLocaleString("en-US") : String(value);
}

export function formatCell(value) {
  if (value === null || value === undefined) return "NULL";
  // Binary floats print their noise (520698.8500000001); six decimals are plenty for a grid.
  if (typeof value === "number" && !Number.isInteger(value)) return String(Math.round(value * 1e6) / 1e6);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function pretty(value) {
  if (typeof value === "string") {
    try { return JSON.stringify(JSON.parse(value), null, 2); } catch { return value; }
  }
  return JSON.stringify(value, null, 2);
}
