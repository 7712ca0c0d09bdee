"""`make bench`: every benchmark, then one table of every figure with its target and PASS/MISS.

Each script runs as its own process, as many times as its line below says (issue 26's figures: three, and the
table shows their median); their own reports are printed as they come. A figure is a `FIGURE {json}` line
(bench/_figures.py). A script that fails is reported in the table and makes the exit status non-zero.

    python summary.py [--only SCRIPT ...] [--runs N]
"""

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _figures import TAG, judged

BENCH = Path(__file__).resolve().parent
SCRIPTS = {  # script: runs (the median is the figure)
    "runtime_overhead.py": 3,
    "model_path.py": 3,
    "stream_load.py": 3,
    "query_layer.py": 1,
    "upload_load.py": 1,
    "soak.py": 1,
}


def run_script(script: str) -> tuple[list[dict], int, float]:
    """Its figures, exit status and wall seconds; its output is passed through as it comes."""
    started, figures = time.perf_counter(), []
    process = subprocess.Popen([sys.executable, script], cwd=BENCH, stdout=subprocess.PIPE, text=True)
    for line in process.stdout:
        if line.startswith(TAG):
            figures.append(json.loads(line[len(TAG):]))
        else:
            print(line, end="", flush=True)
    return figures, process.wait(), time.perf_counter() - started


def table(results: dict[str, list[dict]], failures: list[str]) -> None:
    print()
    print(f"{'figure':<58} {'median':>12} {'runs':>16}  {'target':>10}  verdict")
    for name, samples in results.items():
        values = [s["value"] for s in samples]
        first, median = samples[0], statistics.median(values)
        unit, target = first["unit"], first["target"]
        runs = " / ".join(f"{v:.3g}" for v in values) if len(values) > 1 else ""
        target_text = "" if target is None else f"{'>=' if first['higher'] else '<='} {target:g}"
        print(f"{name:<58} {median:>9.3g} {unit:<3}{runs:>16}  {target_text:>10}  "
              f"{judged(median, target, first['higher'])}")
    for script in failures:
        print(f"{script:<58} {'failed':>12}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", nargs="*", default=None, help="these scripts only")
    parser.add_argument("--runs", type=int, default=None, help="runs of every script (default: its own)")
    args = parser.parse_args()
    results: dict[str, list[dict]] = {}
    failures = []
    for script, runs in SCRIPTS.items():
        if args.only and script not in args.only:
            continue
        for number in range(1, (args.runs or runs) + 1):
            print(f"== {script} (run {number} of {args.runs or runs})", flush=True)
            figures, status, seconds = run_script(script)
            print(f"== {script}: {seconds:.0f} s", flush=True)
            if status != 0:
                failures.append(f"{script} (run {number})")
            for found in figures:
                results.setdefault(found["name"], []).append(found)
    table(results, failures)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
