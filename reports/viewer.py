"""The report viewer and the stored document as HTTP responses. Both are sandboxed by their own
Content-Security-Policy (`sandbox`: an opaque origin, no cookies, no access to this site's DOM or API) and load
nothing from the network; the viewer runs only the vendored Chart.js and its own script, by nonce, which draws the
charts from their specs and tells the framing workspace what the reader selected."""

import secrets

from django.http import HttpResponse
from django.templatetags.static import static
from django.utils.text import slugify
from selectolax.lexbor import LexborHTMLParser

from reports.models import Report

VIEWER_SCRIPT = """
(function () {
  "use strict";
  var drawn = 0, failed = 0;
  document.querySelectorAll("canvas[data-chart-spec]").forEach(function (canvas) {
    try {
      var spec = JSON.parse(canvas.getAttribute("data-chart-spec"));
      spec.options = Object.assign({animation: false, responsive: true, maintainAspectRatio: true}, spec.options || {});
      new Chart(canvas, spec);
      canvas.setAttribute("data-chart-drawn", "1");
      drawn += 1;
    } catch (error) {
      canvas.setAttribute("data-chart-error", String(error));
      failed += 1;
    }
  });
  function collapse(text) { return (text || "").replace(/\\s+/g, " ").trim(); }
  function chunkOf(node) {
    var element = node && (node.nodeType === 1 ? node : node.parentElement);
    return element ? element.closest("[data-text-id]") : null;
  }
  document.addEventListener("mouseup", function () {
    var selection = window.getSelection();
    if (!selection || selection.isCollapsed || !selection.rangeCount) { return; }
    var chunk = chunkOf(selection.getRangeAt(0).commonAncestorContainer);
    var quote = collapse(selection.toString());
    if (!chunk || !quote) { return; }
    parent.postMessage({type: "lantide-report-selection", chunk_id: chunk.getAttribute("data-text-id"),
                        quote: quote.slice(0, 2000)}, "*");
  });
  window.addEventListener("message", function (event) {
    if (event.source !== parent || !event.data || event.data.type !== "lantide-report-annotations") { return; }
    document.querySelectorAll("[data-lantide-annotated]").forEach(function (element) {
      element.removeAttribute("data-lantide-annotated");
    });
    (event.data.open || []).forEach(function (annotation) {
      var chunk = document.querySelector('[data-text-id="' + CSS.escape(annotation.chunk_id) + '"]');
      if (chunk) { chunk.setAttribute("data-lantide-annotated", "open"); }
    });
  });
  document.documentElement.setAttribute("data-charts-drawn", String(drawn));
  parent.postMessage({type: "lantide-report-ready", charts: drawn, chart_errors: failed}, "*");
})();
"""

VIEWER_STYLE = "[data-lantide-annotated]{outline:2px dashed #d97706;outline-offset:4px}"

DOCUMENT_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:"


def viewer_policy(*, chart_url: str, nonce: str) -> str:
    return "; ".join((
        "sandbox allow-scripts", "default-src 'none'", f"script-src {chart_url} 'nonce-{nonce}'",
        "style-src 'unsafe-inline'", "img-src data:", "font-src data:", "connect-src 'none'",
        "form-action 'none'", "base-uri 'none'", "frame-ancestors 'self'",
    ))


def viewer_document(report: Report, *, chart_url: str, nonce: str) -> str:
    tree = LexborHTMLParser(report.body)
    loaders = LexborHTMLParser(f'<style nonce="{nonce}">{VIEWER_STYLE}</style><script src="{chart_url}"></script>')
    for node in list(loaders.head.iter()):
        tree.head.insert_child(node)
    drawer = LexborHTMLParser(f'<body><script nonce="{nonce}">{VIEWER_SCRIPT}</script></body>')
    for node in list(drawer.body.iter()):
        tree.body.insert_child(node)
    return "<!DOCTYPE html>\n" + tree.html.removeprefix("<!DOCTYPE html>")


def viewer_response(report: Report, *, request) -> HttpResponse:
    nonce = secrets.token_urlsafe(18)
    chart_url = request.build_absolute_uri(static("vendor/chartjs/chart.umd.min.js"))
    response = HttpResponse(viewer_document(report, chart_url=chart_url, nonce=nonce),
                            content_type="text/html; charset=utf-8")
    response["Content-Security-Policy"] = viewer_policy(chart_url=chart_url, nonce=nonce)
    response["X-Content-Type-Options"] = "nosniff"
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"
    return response


def download_response(report: Report, *, as_file: bool) -> HttpResponse:
    response = HttpResponse(report.body, content_type="text/html; charset=utf-8")
    response["Content-Security-Policy"] = DOCUMENT_POLICY
    response["X-Content-Type-Options"] = "nosniff"
    response["Cache-Control"] = "no-store"
    if as_file:
        response["Content-Disposition"] = f'attachment; filename="{slugify(report.title) or "report"}.html"'
    return response
