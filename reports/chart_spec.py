"""The chart spec a `<canvas data-chart-spec='…'>` carries: a Chart.js config as plain JSON, which the report viewer
draws itself (a report holds no scripts)."""

import json
from typing import Any

CHART_TYPES = frozenset({"bar", "line", "pie", "doughnut", "radar", "polarArea", "bubble", "scatter"})


def chart_spec_problem(raw: str) -> str | None:
    """What is wrong with the spec, in one sentence, or None when the viewer can draw it."""
    try:
        spec = json.loads(raw, parse_constant=_refuse_non_json_number)
    except ValueError as error:
        reason = error.msg if isinstance(error, json.JSONDecodeError) else str(error)
        return f"data-chart-spec is not valid JSON: {reason} (at character {getattr(error, 'pos', 0)})."
    if not isinstance(spec, dict):
        return f"data-chart-spec must be a JSON object, not {_json_kind(spec)}."
    return _type_problem(spec) or _data_problem(spec.get("data")) or _options_problem(spec)


def _refuse_non_json_number(constant: str) -> None:
    # Python reads NaN and Infinity; the browser's JSON.parse does not, so the viewer could not draw the chart.
    raise ValueError(f"{constant} is not a JSON number")


def _type_problem(spec: dict[str, Any]) -> str | None:
    chart_type = spec.get("type")
    if chart_type in CHART_TYPES:
        return None
    allowed = ", ".join(sorted(CHART_TYPES))
    if chart_type is None:
        return f'The chart spec has no "type"; use one of {allowed}.'
    return f'The chart type {json.dumps(chart_type)} is not one of {allowed}.'


def _data_problem(data: Any) -> str | None:
    if not isinstance(data, dict):
        return f'The chart spec\'s "data" must be an object with "datasets", not {_json_kind(data)}.'
    if "labels" in data and not isinstance(data["labels"], list):
        return f'"data.labels" must be a list, not {_json_kind(data["labels"])}.'
    datasets = data.get("datasets")
    if not isinstance(datasets, list) or not datasets:
        return f'"data.datasets" must be a non-empty list, not {_json_kind(datasets)}.'
    for index, dataset in enumerate(datasets):
        if not isinstance(dataset, dict) or not isinstance(dataset.get("data"), list):
            return f'"data.datasets[{index}]" must be an object with a "data" list.'
    return None


def _options_problem(spec: dict[str, Any]) -> str | None:
    if "options" in spec and not isinstance(spec["options"], dict):
        return f'"options" must be an object, not {_json_kind(spec["options"])}.'
    return None


def _json_kind(value: Any) -> str:
    if isinstance(value, list):
        return "an empty list" if not value else "a list"
    if value is None:
        return "null or missing"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    return "a string" if isinstance(value, str) else "an object"
