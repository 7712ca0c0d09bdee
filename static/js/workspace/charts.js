// A chart of the rows a grid has loaded: bar, line, pie or scatter, by picking the x and y columns.
// Chart.js (vendored UMD build) is loaded on first use; it sets globalThis.Chart.
import { h } from "./dom.js";

export const NUMERIC = /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|FLOAT|REAL|DOUBLE|DECIMAL)/i;
export const PALETTE = ["#3657d6", "#e07a1f", "#2f9e6e", "#c2416b", "#7a55c7", "#c9a227", "#2a9bb8", "#8a8f9c"];
let chartLibrary = null;

export async function loadChartJs() {
  if (!chartLibrary) chartLibrary = import("../../vendor/chartjs/chart.umd.min.js").then(() => globalThis.Chart);
  return chartLibrary;
}

function select(testId, label, options, value) {
  const element = h("select", { "data-testid": testId, "aria-label": label },
    options.map(([optionValue, text]) => h("option", { value: optionValue, text })));
  if (value !== undefined) element.value = value;
  return element;
}

export class ChartView {
  constructor() {
    this.type = select("chart-type", "Chart type",
      [["bar", "Bar"], ["line", "Line"], ["pie", "Pie"], ["scatter", "Scatter"]]);
    this.x = h("select", { "data-testid": "chart-x", "aria-label": "X column" });
    this.y = h("select", { "data-testid": "chart-y", "aria-label": "Y column" });
    this.canvas = h("canvas", { "data-testid": "chart-canvas", role: "img", "aria-label": "Chart of the results" });
    this.element = h("div", { class: "chart-view", "data-testid": "chart-view" },
      h("div", { class: "chart-controls" }, h("label", {}, "Type ", this.type), h("label", {}, "X ", this.x),
        h("label", {}, "Y ", this.y)),
      h("div", { class: "chart-box" }, this.canvas));
    for (const control of [this.type, this.x, this.y]) control.addEventListener("change", () => this.draw());
    this.columns = [];
    this.rows = [];
  }

  render(columns, rows) {
    const names = columns.map((column) => column.name);
    if (names.join("\u0000") !== this.columns.map((c) => c.name).join("\u0000")) {
      const numeric = columns.filter((column) => NUMERIC.test(column.type)).map((c) => c.name);
      const firstText = columns.find((column) => !NUMERIC.test(column.type));
      this.x.replaceChildren(...names.map((name) => h("option", { value: name, text: name })));
      this.y.replaceChildren(...names.map((name) => h("option", { value: name, text: name })));
      this.x.value = (firstText || columns[0] || {}).name || "";
      this.y.value = numeric.find((name) => name !== this.x.value) || names[names.length - 1] || "";
    }
    this.columns = columns;
    this.rows = rows;
    this.draw();
  }

  async draw() {
    const Chart = await loadChartJs();
    const xIndex = this.columns.findIndex((column) => column.name === this.x.value);
    const yIndex = this.columns.findIndex((column) => column.name === this.y.value);
    if (xIndex < 0 || yIndex < 0) return;
    const type = this.type.value;
    const labels = this.rows.map((row) => String(row[xIndex]));
    const values = this.rows.map((row) => Number(row[yIndex]));
    const dataset = type === "scatter"
      ? { label: this.y.value, data: this.rows.map((row) => ({ x: Number(row[xIndex]), y: Number(row[yIndex]) })),
        backgroundColor: PALETTE[0] }
      : { label: this.y.value, data: values, borderColor: PALETTE[0],
        backgroundColor: type === "pie" ? labels.map((_, i) => PALETTE[i % PALETTE.length]) : PALETTE[0] };
    if (this.chart) this.chart.destroy();
    this.chart = new Chart(this.canvas, {
      type, data: { labels: type === "scatter" ? undefined : labels, datasets: [dataset] },
      options: { responsive: true, maintainAspectRatio: false, animation: false,
        plugins: { legend: { display: type === "pie" } } },
    });
    this.element.dataset.chartType = type;
    this.element.dataset.points = String(this.rows.length);
  }
}
