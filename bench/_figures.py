"""A benchmark's figure for `make bench`'s summary table (bench/summary.py): one tagged JSON line on stdout.

A figure with a target is judged against it: `lower` is better unless `higher=True`. Nothing here asserts:
the summary prints PASS or MISS beside the median of the runs.
"""

import json

TAG = "FIGURE "


def figure(name: str, value: float, *, unit: str, target: float | None = None, higher: bool = False) -> None:
    print(TAG + json.dumps({"name": name, "value": value, "unit": unit, "target": target, "higher": higher}),
          flush=True)


def judged(value: float, target: float | None, higher: bool) -> str:
    if target is None:
        return ""
    return "PASS" if (value >= target if higher else value <= target) else "MISS"
