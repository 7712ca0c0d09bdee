"""Starter questions for an empty conversation, built from the workspace's own tables and columns.

Deterministic and cheap (names and types only, no query): a measure is a numeric column that is not a key, a
dimension a text column whose name says it groups (region, segment, status…), a grain a DATE or TIMESTAMP
column. The questions are phrased the way the offline analyst reads them (one table each, the table named when
another table could claim the words), so they answer on any profile; the analyst's own `column_label` names the
columns (`c_acctbal` is "account balance"), never a copy of its vocabulary.
"""

import re
from dataclasses import dataclass

from agents.runtime.llm.analyst import column_label

MAX_STARTERS = 5
NUMERIC = re.compile(r"^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|FLOAT|REAL|"
                     r"DOUBLE|DECIMAL|NUMERIC)", re.IGNORECASE)
TEMPORAL = re.compile(r"^(DATE|TIMESTAMP)", re.IGNORECASE)
TEXT = re.compile(r"^(VARCHAR|TEXT|STRING)", re.IGNORECASE)
# Words that make a numeric column a measure worth adding up, best first.
MEASURE_WORDS = ("revenue", "sales", "amount", "balance", "total", "price", "cost", "profit", "units", "quantity")
# Words that make a text column a dimension worth grouping by, best first.
DIMENSION_WORDS = ("region", "segment", "category", "product", "status", "country", "channel", "priority", "type")
NOT_MEASURES = {"key", "id", "number", "size", "year", "month", "day"}


@dataclass(frozen=True)
class Shape:
    """What one table offers a starter: a measure, a dimension, a date column (labels, or ""), and how well the
    measure and dimension match (lower is better) to rank the tables by."""

    table: str
    row_count: int
    measure: str = ""
    measure_rank: int = len(MEASURE_WORDS)
    dimension: str = ""
    dimension_rank: int = len(DIMENSION_WORDS)
    date: str = ""
    named: bool = False


def _best(columns, pattern: re.Pattern, words: tuple[str, ...], *, skip=frozenset()) -> tuple[str, int]:
    """(label, rank) of the column of that type whose name holds the earliest of `words`; ("", len) for none."""
    best, best_rank = "", len(words)
    for column in columns:
        label = column_label(column.name)
        if not pattern.match(column.type) or set(label.split()) & skip:
            continue
        rank = next((i for i, word in enumerate(words) if word in label.split()), len(words))
        if rank < best_rank:
            best, best_rank = label, rank
    return best, best_rank


def table_shape(table) -> Shape:
    measure, measure_rank = _best(table.columns, NUMERIC, MEASURE_WORDS, skip=NOT_MEASURES)
    dimension, dimension_rank = _best(table.columns, TEXT, DIMENSION_WORDS)
    return Shape(table=table.name, row_count=table.row_count, measure=measure, measure_rank=measure_rank,
                 dimension=dimension, dimension_rank=dimension_rank,
                 date=next((column_label(c.name) for c in table.columns if TEMPORAL.match(c.type)), ""),
                 named=any(TEXT.match(c.type) and "name" in column_label(c.name).split() for c in table.columns))


def _plural(name: str) -> str:
    if name.endswith("s"):
        return name
    return f"{name[:-1]}ies" if name.endswith("y") and name[-2:-1] not in "aeiou" else f"{name}s"


def _total(measure: str) -> str:
    return measure[:1].upper() + measure[1:] if measure.split()[0] == "total" else f"Total {measure}"


def _by_dimension(shape: Shape, names: set[str]) -> str:
    if not (shape.measure and shape.dimension):
        return ""
    # "by region" would also name a table called region: say which table's rows are meant.
    where = f" in {shape.table}" if shape.dimension in names else ""
    return f"{_total(shape.measure)} by {shape.dimension}{where}"


def _by_month(shape: Shape) -> str:
    return f"{_total(shape.measure)} by month in {shape.table}" if shape.measure and shape.date else ""


def _top(shape: Shape) -> str:
    return f"Top 5 {_plural(shape.table)} by {shape.measure}" if shape.measure and shape.named else ""


def _row_count(shape: Shape) -> str:
    return f"How many rows are in {shape.table}?"


def starter_questions(*, tables) -> list[str]:
    """Up to five questions a person could ask first: one of each kind (a total by a dimension, by month, a top 5,
    a row count) from the best-matching tables, then seconds of each kind; none without tables."""
    shapes = sorted((table_shape(t) for t in tables), key=lambda s: (s.measure_rank, s.dimension_rank, s.table))
    names = {shape.table for shape in shapes}
    kinds = [
        [_by_dimension(s, names) for s in shapes],
        [_by_month(s) for s in shapes],
        [_top(s) for s in shapes],
        [_row_count(s) for s in sorted(shapes, key=lambda s: (-s.row_count, s.table))],
    ]
    kinds = [[question for question in kind if question] for kind in kinds]
    found: list[str] = []
    for round_ in range(MAX_STARTERS):
        found.extend(kind[round_] for kind in kinds if round_ < len(kind) and kind[round_] not in found)
    return found[:MAX_STARTERS]
