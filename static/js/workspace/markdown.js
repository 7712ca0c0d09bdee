// Markdown for answers: marked renders, DOMPurify sanitizes; nothing else ever writes HTML into the page.
import { marked } from "../../vendor/marked/marked.esm.js";
import DOMPurify from "../../vendor/dompurify/purify.es.mjs";

marked.setOptions({ gfm: true, breaks: false });

export function renderMarkdown(text) {
  return DOMPurify.sanitize(marked.parse(text || ""), { USE_PROFILES: { html: true } });
}

export function setMarkdown(element, text) {
  element.innerHTML = renderMarkdown(text);
  for (const link of element.querySelectorAll("a[href]")) {
    link.setAttribute("rel", "noopener noreferrer");
    link.setAttribute("target", "_blank");
  }
}
