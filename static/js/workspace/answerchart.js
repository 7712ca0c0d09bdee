// A compact chart beside an answer whose query result is a small series: one category or date column and one or
// two numeric measures, 2 to 30 rows (the turn's last run_query / run_sql_tab tool_result). A button opens the
// full chart in the result's SQL tab. Same vendored Chart.js as the tabs (charts.js).
import { h } from "./dom.js";
import { NUMERIC, PALETTE, loadChartJs } from "./charts.js";

export const SERIES_TOOLS = new Set(["run_query", "run_sql_tab"]);
const MIN_ROWS = 2;
const MAX_ROWS = 30;
const TEMPORAL = /^(DATE|TIMESTAMP)/i;

/** {x, measures, rows, temporal} when the result is a small series; else null. */
export function seriesOf(result) {
  const columns = Array.isArray(result?.columns) ? result.columns : [];
  const rows = Array.isArray(result?.rows) ? result.rows : [];
  const count = result?.row_count ?? rows.length;
  if (count < MIN_ROWS || count > MAX_ROWS || rows.length !== count || columns.length > 3) return null;
  const numeric = columns.map((column) => NUMERIC.test(column.type || ""));
  const categories = columns.filter((_, index) => !numeric[index]);
  if (categories.length !== 1 || columns.length - 1 < 1) return null;
  const x = columns.indexOf(categories[0]);
  return { x, measures: columns.map((_, index) => index).filter((index) => numeric[index]), columns, rows,
    temporal: TEMPORAL.test(categories[0].type || "") };
}

export class AnswerChart {
  constructor(series, { onOpenFull = null } = {}) {
    this.series = series;
    this.canvas = h("canvas", { role: "img", "aria-label": "Chart of the answer's result" });
    this.element = h("figure", { class: "answer-chart", "data-testid": "answer-chart",
      "data-points": String(series.rows.length), "data-chart-type": series.temporal ? "line" : "bar" },
    h("div", { class: "answer-chart-box" }, this.canvas),
    onOpenFull ? h("button", { type: "button", class: "small", "data-testid": "answer-chart-open",
      text: "Open the full chart", onclick: onOpenFull }) : null);
  }

  async draw() {
    const Chart = await loadChartJs();
    const { x, measures, columns, rows, temporal } = this.series;
    const datasets = measures.map((index, n) => ({ label: columns[index].name, data: rows.map((row) => Number(row[index])),
      borderColor: PALETTE[n], backgroundColor: PALETTE[n] }));
    this.chart = new Chart(this.canvas, {
      type: temporal ? "line" : "bar",
      data: { labels: rows.map((row) => String(row[x])), datasets },
      options: { responsive: true, maintainAspectRatio: false, animation: false,
        plugins: { legend: { display: datasets.length > 1 } } },
    });
    this.element.dataset.drawn = "true";
  }
}
