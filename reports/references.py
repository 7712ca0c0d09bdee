"""Reference guides the agent reads on demand (read_reference): the report contract with a complete example. A
contract error's next_action points here, so a model that got the contract wrong can recover from a valid start."""

from reports.html_document import report_skeleton

HTML_REPORT_GUIDE = """\
How to write a Lantide HTML report (the report contract, version 1).

1. The root: <html data-report-contract="1" data-report-profile="standard-chartjs"> (profiles: standard,
   standard-chartjs, revealjs, offline). Give <head> a <title> and exactly one <style id="report-styles"> with all
   the CSS; nothing else loads: no <script>, no <link rel=stylesheet>, no url() or @import, no remote images.
2. The body is a sequence of chunks, each a direct child of <body>: <section data-text-id="summary"
   data-chunk-desc="Executive summary">…</section>. Ids are lowercase letters, digits, '-' and '_', starting with
   a letter, unique; every chunk has a data-chunk-desc; a chunk never holds another chunk.
3. Charts: <canvas data-chart-spec='{"type": "bar", "data": {"labels": [...], "datasets": [{"label": "...",
   "data": [...]}]}, "options": {}}'></canvas> inside a chunk. The spec is JSON (no functions): types bar, line,
   pie, doughnut, radar, polarArea, bubble, scatter. The viewer draws it with Chart.js.
4. Content: start with an executive summary (the answer in two or three sentences), then one chunk per finding
   with its numbers (a small table) and a chart where it helps, then the method (the queries' logic) and the
   limitations (what the data cannot tell, assumptions, data quality).
5. Edit later chunk by chunk: insert_html_chunk / delete_html_chunk for a section, patch_html_chunk_by_id with
   mode=replace for words inside one, create_html_report with report_id only to change the whole layout.

A complete, valid report to start from:

"""


def html_report_guide() -> str:
    return HTML_REPORT_GUIDE + report_skeleton(title="Revenue by region")


REFERENCES = {"html-report": html_report_guide}
