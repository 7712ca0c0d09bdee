"""The query layer against raw DuckDB: the 22 TPC-H queries at scale factor 1 (issue: workspace data).

TPC-H SF1 is generated offline with tpchgen-cli and loaded into a workspace through Lantide's import path.
Each query then runs (a) on a raw DuckDB connection to that file, in a separate process (DuckDB allows one
configuration per file per process), and (b) through `query_step_run`, the service behind the `run_query`
tool: the sqlglot guard, the sandboxed connection, materialization of the full result as a cache table, a
bounded preview, the hints, the cache registry and the conversation's ledger step. The answer returns once the
result is read; its cache table is written right after (workspaces/query/cache_writer.py), outside the timing.
Raw and layered runs alternate query by query (one warm-up each, then REPEATS rounds), so a busy machine
slows both sides alike. Every layered run follows a raw run and every raw run a layered one: a run right after
the other process's finds the CPU caches cold, and no side may be spared that. Prints each query's medians, the
ratio, and the geometric mean (target <= 1.05).
"""

import itertools
import math
import multiprocessing
import os
import shutil
import statistics
import sys
import time

from _figures import figure
from _django import setup_django
from _tpch_queries import QUERIES

# Lantide's modules are imported inside the functions: Django is set up in main(), after the environment it reads
# (before any of them), and a benchmark's other processes never load Django at all.

SCALE = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
REPEATS = int(sys.argv[2]) if len(sys.argv) > 2 else 21  # at 11 the geometric means swung by ±2% run to run
ENGINE_RUNS = itertools.count()
# Each layered run follows a raw one and each raw run a layered one: a rotation of three sides would keep their
# cyclic order, so one layered side would always follow the other, in the warmer wake of its own process.
ORDERS = (("raw", "engine", "raw", "step"), ("raw", "step", "raw", "engine"))


def raw_server(path: str, threads: int, memory_limit: str, pipe) -> None:
    """Runs the query it is sent on a plain DuckDB connection and answers with the seconds it took."""
    import duckdb

    connection = duckdb.connect(path, config={"threads": threads, "memory_limit": memory_limit})
    while (number := pipe.recv()) is not None:
        started = time.perf_counter()
        connection.execute(QUERIES[number]).fetchall()
        pipe.send(time.perf_counter() - started)
    connection.close()


def load_workspace():
    from django.contrib.auth import get_user_model

    from agents.models import Conversation
    from lantide.demo import tpch_parquet_dir
    from workspaces.importers import import_file
    from workspaces.models import DataSourceKind
    from workspaces.services import workspace_create
    from workspaces.query.warehouse import warehouse_for

    user = get_user_model().objects.create_user("bench")
    workspace = workspace_create(user=user, name="TPC-H")
    conversation = Conversation.objects.create(owner=user, workspace=workspace, title="bench")
    warehouse = warehouse_for(workspace_id=workspace.pk)
    source = tpch_parquet_dir(SCALE)
    started = time.perf_counter()
    for table in ("region", "nation", "supplier", "customer", "part", "partsupp", "orders", "lineitem"):
        import_file(warehouse=warehouse, path=source / f"{table}.parquet", table=table, kind=DataSourceKind.PARQUET)
    print(f"loaded TPC-H SF{SCALE:g} in {time.perf_counter() - started:.1f} s")
    return workspace, conversation, warehouse


def layered_seconds(workspace, conversation, number: int) -> float:
    """Until run_query's answer is back; the cache table's write that follows is waited for outside the timing,
    so it never overlaps the next raw run."""
    from agents.query_steps import query_step_run
    from workspaces.query.warehouse import warehouse_for

    started = time.perf_counter()
    query_step_run(workspace=workspace, conversation=conversation, sql=QUERIES[number], title=f"Q{number}")
    elapsed = time.perf_counter() - started
    warehouse_for(workspace_id=workspace.pk).caches.settle()
    return elapsed


def engine_seconds(workspace, number: int) -> float:
    """The query layer alone: the guard, the sandboxed run, the preview and the cache table (written behind)."""
    from workspaces.query.engine import run_select
    from workspaces.query.guard import check_query
    from workspaces.query.warehouse import warehouse_for

    warehouse = warehouse_for(workspace_id=workspace.pk)
    started = time.perf_counter()
    run_select(warehouse, check_query(QUERIES[number], defer_parse=True),
               materialize_as=f"cache_engine_{number}_{next(ENGINE_RUNS)}")
    elapsed = time.perf_counter() - started
    warehouse.caches.settle()
    return elapsed


def raw_seconds(pipe, number: int) -> float:
    pipe.send(number)
    return pipe.recv()


def interleaved_timings(pipe, workspace, conversation) -> dict[str, dict[int, float]]:
    """Per query: one warm-up of each side, then REPEATS rounds of ORDERS (alternating); medians."""
    sides = {"raw": lambda n: raw_seconds(pipe, n), "engine": lambda n: engine_seconds(workspace, n),
             "step": lambda n: layered_seconds(workspace, conversation, n)}
    timings = {name: {} for name in sides}
    for number in QUERIES:
        for measure in sides.values():
            measure(number)
        samples = {name: [] for name in sides}
        for round_ in range(REPEATS):
            for name in ORDERS[round_ % len(ORDERS)]:
                samples[name].append(sides[name](number))
        for name in sides:
            timings[name][number] = statistics.median(samples[name])
    return timings


def geomean(ratios: list[float]) -> float:
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios))


def report(raw: dict, engine: dict, step: dict) -> None:
    from django.conf import settings

    print(f"{'query':>5} {'raw ms':>9} {'engine ms':>10} {'ratio':>7} {'run_query ms':>13} {'ratio':>7}")
    for number in QUERIES:
        print(f"{'Q' + str(number):>5} {raw[number] * 1000:9.1f} {engine[number] * 1000:10.1f} "
              f"{engine[number] / raw[number]:7.3f} {step[number] * 1000:13.1f} {step[number] / raw[number]:7.3f}")
    print(f"geometric mean, query layer (guard + sandbox + preview + cache):  "
          f"{geomean([engine[n] / raw[n] for n in QUERIES]):.3f}   (target <= 1.05)")
    print(f"geometric mean, run_query step (+ ledger step, cache registry, hints): "
          f"{geomean([step[n] / raw[n] for n in QUERIES]):.3f}")
    figure("TPC-H through the query layer / raw DuckDB (geomean)", geomean([engine[n] / raw[n] for n in QUERIES]),
           unit="x", target=1.05)
    figure("TPC-H as run_query steps / raw DuckDB (geomean)", geomean([step[n] / raw[n] for n in QUERIES]), unit="x")
    added = {name: statistics.median((side[n] - raw[n]) * 1000 for n in QUERIES) for name, side in
             (("query layer", engine), ("run_query step", step))}
    print("median time added per query: " + ", ".join(f"{name} {ms:+.2f} ms" for name, ms in added.items()))
    print(f"medians of {REPEATS} interleaved rounds; threads={settings.LANTIDE_DUCKDB_THREADS}, "
          f"memory_limit={settings.LANTIDE_DUCKDB_MEMORY_LIMIT}; raw = execute + fetchall on a plain connection")


def main() -> None:
    from django.conf import settings

    # lineitem alone is ~1 GB of Arrow data at SF1, past the default import limit (LANTIDE_IMPORT_MAX_BYTES)
    os.environ.setdefault("LANTIDE_IMPORT_MAX_BYTES", str(int(4e9 * max(SCALE, 1))))
    os.environ.setdefault("LANTIDE_WORKSPACE_MAX_BYTES", str(int(4e10 * max(SCALE, 1))))
    setup_django()
    workspace, conversation, warehouse = load_workspace()
    warehouse.close()  # a byte-identical copy for the raw side: one process per DuckDB file
    raw_copy = warehouse.path.with_name("raw_copy.duckdb")
    shutil.copyfile(warehouse.path, raw_copy)
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    process = context.Process(target=raw_server, args=(str(raw_copy), settings.LANTIDE_DUCKDB_THREADS,
                                                       settings.LANTIDE_DUCKDB_MEMORY_LIMIT, theirs))
    process.start()
    timings = interleaved_timings(ours, workspace, conversation)
    ours.send(None)
    process.join()
    report(timings["raw"], timings["engine"], timings["step"])


if __name__ == "__main__":
    main()
