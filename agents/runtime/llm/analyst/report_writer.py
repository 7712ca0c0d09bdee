"""The offline analyst's report: a contract HTML document (ARCHITECTURE §11) built from one query result: an
executive summary, a chart of the result (a Chart.js spec the viewer draws), the result as a table, the method
(its SQL) and the limitations. Everything from the data is escaped; nothing loads from elsewhere."""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape

from agents.runtime.llm.analyst.answers import plain_number

STYLES = (
    "body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}"
    "h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:1.5rem}table{border-collapse:collapse}"
    "td,th{border:1px solid #d1d5db;padding:.25rem .5rem;text-align:left}td.n{text-align:right}"
    "pre{background:#f3f4f6;padding:.75rem;overflow:auto}canvas{max-width:100%}"
)
TABLE_ROWS = 50
CHART_POINTS = 30


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _numeric_column(rows: Sequence[Sequence]) -> int | None:
    width = len(rows[0]) if rows else 0
    for index in range(width - 1, -1, -1):
        if rows and all(_is_number(row[index]) for row in rows if row[index] is not None):
            return index
    return None


def chart_spec(columns: Sequence[str], rows: Sequence[Sequence]) -> dict | None:
    """A bar chart of the first column against the last numeric one, when the result has that shape."""
    measure = _numeric_column(rows)
    if measure is None or measure == 0 or len(rows) < 2:
        return None
    points = rows[:CHART_POINTS]
    return {"type": "bar", "data": {"labels": [str(row[0]) for row in points],
                                    "datasets": [{"label": str(columns[measure]),
                                                  "data": [row[measure] for row in points]}]},
            "options": {"plugins": {"legend": {"display": False}}}}


def executive_summary(title: str, columns: Sequence[str], rows: Sequence[Sequence], total: int) -> str:
    measure = _numeric_column(rows)
    if not rows:
        return f"The query for {title.lower()} returned no rows."
    if measure is None or measure == 0:
        return f"{title}: {total:,} row{'s' if total != 1 else ''} (below)."
    values = [row[measure] for row in rows if _is_number(row[measure])]
    leader = max(rows, key=lambda row: row[measure] if _is_number(row[measure]) else float("-inf"))
    whole = sum(values)
    share = f", {leader[measure] / whole:.0%} of the total" if whole and len(rows) > 1 else ""
    return (f"{title}: {leader[0]} leads with {plain_number(leader[measure])} {columns[measure]}{share}, across "
            f"{total:,} {str(columns[0])} value{'s' if total != 1 else ''} totalling {plain_number(whole)}.")


def _table(columns: Sequence[str], rows: Sequence[Sequence]) -> str:
    head = "".join(f"<th>{escape(str(c))}</th>" for c in columns)
    body = "".join(
        "<tr>" + "".join(f'<td class="n">{escape(plain_number(v))}</td>' if _is_number(v)
                         else f"<td>{escape(str(v))}</td>" for v in row) + "</tr>"
        for row in rows[:TABLE_ROWS])
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _chunk(chunk_id: str, description: str, inner: str) -> str:
    return f'<section data-text-id="{chunk_id}" data-chunk-desc="{escape(description)}">{inner}</section>'


def report_html(*, title: str, columns: Sequence[str], rows: Sequence[Sequence], total: int, sql: str,
                table: str) -> str:
    spec = chart_spec(columns, rows)
    chunks = [
        _chunk("title", "Title", f"<h1>{escape(title)}</h1>"),
        _chunk("summary", "Executive summary",
               f"<h2>Executive summary</h2><p>{escape(executive_summary(title, columns, rows, total))}</p>"),
    ]
    if spec is not None:
        chunks.append(_chunk("chart", f"Chart: {title}", f"<h2>{escape(title)}</h2><canvas data-chart-spec='"
                             f"{escape(json.dumps(spec), quote=True)}'></canvas>"))
    more = f"<p>Showing {TABLE_ROWS} of {total:,} rows.</p>" if total > TABLE_ROWS else ""
    chunks += [
        _chunk("result", "The result", f"<h2>The numbers</h2>{_table(columns, rows)}{more}"),
        _chunk("method", "Method", f"<h2>Method</h2><p>One query over the <code>{escape(table)}</code> table "
               f"in this workspace:</p><pre>{escape(sql)}</pre>"),
        _chunk("limitations", "Limitations",
               "<h2>Limitations</h2><p>Written by Lantide's offline analyst from a single query: it reports what "
               "the data says and does not explain causes. The figures are as of the data in this workspace; "
               "check filters and definitions before you share them.</p>"),
    ]
    return (f'<!DOCTYPE html><html lang="en" data-report-contract="1" data-report-profile="standard-chartjs">'
            f'<head><meta charset="utf-8"><title>{escape(title)}</title><style id="report-styles">{STYLES}'
            f"</style></head><body>{''.join(chunks)}</body></html>")
