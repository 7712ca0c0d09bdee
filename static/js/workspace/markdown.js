// Markdown for answers: marked renders, DOMPurify sanitizes; nothing else ever writes HTML into the page.
import { marked } from "../../vendor/marked/marked.esm.js";
import DOMPurify from "../../vendor/dompurify/purify.es.mjs";

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escaped = (text) => String(text ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]);

// An answer quotes data, and data can carry an image address (with whatever it wants to learn in its query):
// rendered, every reader's browser would fetch it. Images show as links to click instead, and nothing that
// loads from elsewhere survives sanitizing (the page's Content-Security-Policy is the wall behind this).
marked.use({
  renderer: {
    image(href, title, text) {
      return `<a href="${escaped(href)}" class="image-link">${escaped(text || href)}</a>`;
    },
  },
});
marked.setOptions({ gfm: true, breaks: false });

const SANITIZE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["img", "picture", "source", "video", "audio", "track", "iframe", "object", "embed", "link", "style",
                "svg", "math", "form", "input", "button"],
  FORBID_ATTR: ["style", "srcset", "background", "poster"],
};

export function renderMarkdown(text) {
  return DOMPurify.sanitize(marked.parse(text || ""), SANITIZE);
}

export function setMarkdown(element, text) {
  element.innerHTML = renderMarkdown(text);
  for (const link of element.querySelectorAll("a[href]")) {
    link.setAttribute("rel", "noopener noreferrer");
    link.setAttribute("target", "_blank");
  }
}
