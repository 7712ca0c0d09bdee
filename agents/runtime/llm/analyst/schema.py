"""The offline analyst's view of a workspace schema: `TableInfo` and `ColumnInfo`, read leniently from
`show_tables` and `read_schema` results.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from agents.runtime.llm.analyst.text_dates import (
    DAY_NUMBER,
    EPOCH,
    day_numbers,
    epoch_seconds,
    text_date_format,
)
from agents.runtime.llm.analyst.words import strip_prefix, word_set

_NUMERIC_TYPES = word_set(
    "TINYINT SMALLINT INTEGER INT BIGINT HUGEINT UTINYINT USMALLINT UINTEGER UBIGINT UHUGEINT FLOAT REAL",
    "DOUBLE DECIMAL NUMERIC INT1 INT2 INT4 INT8 FLOAT4 FLOAT8 VARINT BIGNUM",
)
_WHOLE_NUMBER_TYPES = word_set(
    "TINYINT SMALLINT INTEGER INT BIGINT HUGEINT UTINYINT USMALLINT UINTEGER UBIGINT UHUGEINT INT1 INT2 INT4 INT8",
)
_TEMPORAL_TYPES = word_set("DATE TIMESTAMP TIMESTAMPTZ DATETIME TIMESTAMP_S TIMESTAMP_MS TIMESTAMP_NS")
_TEXT_TYPES = word_set("VARCHAR TEXT STRING CHAR BPCHAR ENUM")


@functools.lru_cache(maxsize=65536)
def _base_type(type_name: str) -> str:
    text = type_name.strip().upper()
    return re.split(r"[(\s]", text, maxsplit=1)[0] if text else ""


@dataclass(frozen=True)
class ColumnInfo:
    name: str
    type: str = ""
    samples: tuple = ()
    distinct_count: int | None = None
    nulls: int | None = None  # how many rows leave it empty, as `read_schema` counts them
    primary_key: bool = False  # declared in DuckDB
    references: tuple[str, str] | None = None  # declared (table, column) this column points at
    text_date: str = ""  # the strptime format of a text column read as dates (`text_dates`)

    @property
    def numbers(self) -> list[int | float]:
        """The sampled values that are numbers (never booleans)."""
        return [s for s in self.samples if isinstance(s, (int, float)) and not isinstance(s, bool)]

    @property
    def is_numeric(self) -> bool:
        return _base_type(self.type) in _NUMERIC_TYPES

    @property
    def is_whole_number(self) -> bool:
        return _base_type(self.type) in _WHOLE_NUMBER_TYPES

    @property
    def is_temporal(self) -> bool:
        return _base_type(self.type) in _TEMPORAL_TYPES

    @property
    def is_text(self) -> bool:
        return _base_type(self.type) in _TEXT_TYPES

    @property
    def is_key(self) -> bool:
        core = strip_prefix(self.name.lower())
        declared = self.primary_key or self.references is not None
        named = core in ("id", "key", "code", "no", "nr") or core.endswith(("_id", "key", "_no", "_nr", "_code"))
        return declared or named


@dataclass(frozen=True)
class TableInfo:
    name: str
    row_count: int | None = None
    columns: tuple[ColumnInfo, ...] = ()


def as_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _as_list(value: object) -> list:
    return value if isinstance(value, list) else []


def _reference(value: object) -> tuple[str, str] | None:
    if isinstance(value, dict) and isinstance(value.get("table"), str) and isinstance(value.get("column"), str):
        return value["table"], value["column"]
    return None


def _column_from(entry: dict) -> ColumnInfo:
    samples = tuple(s for s in _as_list(entry.get("samples")) if isinstance(s, (str, int, float)))
    type_name = entry.get("type") if isinstance(entry.get("type"), str) else ""
    dated = text_date_format(samples) if _base_type(type_name) in _TEXT_TYPES else None
    if dated is not None:  # '14.10.2025': read as a DATE column, through `try_strptime` (`text_dates`)
        type_name, samples = "DATE", dated[1]
    moments = epoch_seconds(entry["name"], samples) if _base_type(type_name) in _WHOLE_NUMBER_TYPES else None
    if moments is not None:  # `paid_epoch` 1760443200: a TIMESTAMP, through `make_timestamp`
        type_name, samples, dated = "TIMESTAMP", moments, (EPOCH, moments)
    days = day_numbers(samples) if _base_type(type_name) in _WHOLE_NUMBER_TYPES and not moments else None
    if days is not None:  # 20251103: a DATE, through `try_strptime` of its digits
        type_name, samples, dated = "DATE", days, (DAY_NUMBER, days)
    return ColumnInfo(
        name=entry["name"],
        type=type_name,
        samples=samples,
        text_date=dated[0] if dated is not None else "",
        distinct_count=as_int(entry.get("distinct_count")),
        nulls=as_int(entry.get("nulls")),
        primary_key=entry.get("primary_key") is True,
        references=_reference(entry.get("references")),
    )


def tables_from_result(result: object) -> list[TableInfo]:
    """The tables of a `show_tables` or `read_schema` result; odd entries are skipped, never raised on."""
    entries = result.get("tables") if isinstance(result, dict) else None
    tables = []
    for entry in _as_list(entries):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            continue
        columns = tuple(
            _column_from(column)
            for column in _as_list(entry.get("columns"))
            if isinstance(column, dict) and isinstance(column.get("name"), str)
        )
        tables.append(
            TableInfo(name=entry["name"], row_count=as_int(entry.get("row_count")), columns=columns)
        )
    return tables
