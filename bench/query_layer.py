"""The query layer against raw DuckDB: the 22 TPC-H queries at scale factor 1 (issue: workspace data).

TPC-H SF1 is generated offline with tpchgen-cli and loaded into a workspace file through Lantide's import
path. Each query then runs (a) on a raw DuckDB connection to that file, in a separate process (DuckDB allows
one configuration per file per process), and (b) through the query layer exactly as run_query runs it: the
sqlglot guard, the sandboxed connection, materialization of the full result as a cache table, a bounded
preview. Prints each query's median of 3, the ratio, and the geometric mean of the ratios (target <= 1.05).
"""

import json
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

from _django import setup_django
from _tpch_queries import QUERIES

SCALE = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
REPEATS = 3


def raw_timings(path: str, threads: int, memory_limit: str, queue) -> None:
    import duckdb

    connection = duckdb.connect(path, config={"threads": threads, "memory_limit": memory_limit})
    timings = {}
    for number, sql in QUERIES.items():
        samples = []
        for _ in range(REPEATS):
            started = time.perf_counter()
            connection.execute(sql).fetchall()
            samples.append(time.perf_counter() - started)
        timings[number] = statistics.median(samples)
    connection.close()
    queue.put(json.dumps(timings))


def load_workspace(data_dir: Path):
    from lantide.demo import tpch_parquet_dir
    from workspaces.importers import import_file
    from workspaces.models import DataSourceKind
    from workspaces.warehouse import Warehouse

    warehouse = Warehouse(data_dir / "tpch_bench.duckdb")
    source = tpch_parquet_dir(SCALE)
    started = time.perf_counter()
    for table in ("region", "nation", "supplier", "customer", "part", "partsupp", "orders", "lineitem"):
        import_file(warehouse=warehouse, path=source / f"{table}.parquet", table=table, kind=DataSourceKind.PARQUET)
    print(f"loaded TPC-H SF{SCALE:g} in {time.perf_counter() - started:.1f} s")
    return warehouse


def layer_timings(warehouse) -> dict[int, float]:
    from workspaces.query.engine import run_select
    from workspaces.query.guard import check_query

    timings = {}
    for number, sql in QUERIES.items():
        samples = []
        for repeat in range(REPEATS):
            started = time.perf_counter()
            run_select(warehouse, check_query(sql), materialize_as=f"cache_bench_q{number}_{repeat}", timeout=600)
            samples.append(time.perf_counter() - started)
        timings[number] = statistics.median(samples)
    return timings


def main() -> None:
    from django.conf import settings

    data_dir = setup_django()
    warehouse = load_workspace(data_dir)
    path = str(warehouse.path)
    warehouse.close()
    queue = multiprocessing.get_context("spawn").Queue()
    process = multiprocessing.get_context("spawn").Process(
        target=raw_timings, args=(path, settings.LANTIDE_DUCKDB_THREADS, settings.LANTIDE_DUCKDB_MEMORY_LIMIT, queue))
    process.start()
    raw = {int(k): v for k, v in json.loads(queue.get()).items()}
    process.join()
    layered = layer_timings(warehouse)
    ratios = []
    print(f"{'query':>5} {'raw ms':>10} {'layer ms':>10} {'ratio':>7}")
    for number in QUERIES:
        ratio = layered[number] / raw[number]
        ratios.append(ratio)
        print(f"{'Q' + str(number):>5} {raw[number] * 1000:10.1f} {layered[number] * 1000:10.1f} {ratio:7.3f}")
    geomean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"geometric mean of ratios: {geomean:.3f}   (target <= 1.05); both with threads="
          f"{settings.LANTIDE_DUCKDB_THREADS}, memory_limit={settings.LANTIDE_DUCKDB_MEMORY_LIMIT}")


if __name__ == "__main__":
    main()
