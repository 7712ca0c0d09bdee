"""Hypothesis strategies for DuckDB column types and values as SQL, and the agreed readable form of each.

A `ColumnType` is a DuckDB type (scalars, and LIST/ARRAY/STRUCT/MAP of them); a `Value` is an SQL expression of
that type (a literal cast to it, NULL included). `agrees(cell, value, column_type, texts)` says whether a cell
read back from stored JSON is what a person should read for the value, judged against DuckDB's own text of it
(`texts`, from `duckdb_texts`): the value as DuckDB writes it, or the JSON form lantide.encoding promises
(numbers exact or as their digits, ISO dates, 'NaN'/'Infinity', '␀' for NUL, lists, objects)."""

import datetime
import decimal
import math
import struct
from collections.abc import Callable
from dataclasses import dataclass, field

import duckdb
from hypothesis import strategies as st

from lantide.encoding import NON_FINITE, json_value, storable_text


@dataclass(frozen=True)
class ColumnType:
    sql: str
    kind: str  # a scalar's comparison (see AGREES), or "list", "array", "struct", "map"
    children: tuple = ()  # list/array: (element,); struct: ((name, type), ...); map: (key, value)
    literals: st.SearchStrategy | None = field(default=None, compare=False, repr=False)  # scalars: SQL text


@dataclass(frozen=True)
class Value:
    sql: str  # an expression of the column's type
    is_null: bool = False
    items: tuple = ()  # list/array: values; struct: (name, value) pairs; map: (key, value) pairs


def quoted(text: str) -> str:
    """Text as a DuckDB string expression; NUL characters, which a literal cannot hold, by chr(0)."""
    return " || chr(0) || ".join("'" + part.replace("'", "''") + "'" for part in text.split("\x00"))


def _integers(low: int, high: int) -> st.SearchStrategy:
    return st.one_of(st.sampled_from([low, high, 0, -1 if low < 0 else 1]), st.integers(low, high)).map(quoted_str)


def quoted_str(value) -> str:
    return quoted(str(value))


def _float_literal(number: float) -> str:
    return quoted("nan" if math.isnan(number) else "inf" if number == math.inf else "-inf" if number == -math.inf
                  else repr(number))


EXACT = decimal.Context(prec=100)


def _decimal_literals(precision: int, scale: int) -> st.SearchStrategy:
    top = 10**precision - 1
    unscaled = st.one_of(st.sampled_from([top, -top, 0]), st.integers(-top, top))
    return unscaled.map(lambda n: quoted(format(decimal.Decimal(n).scaleb(-scale, EXACT), "f")))


STAMP_ENDS = ["infinity", "-infinity", "10000-01-01 00:00:00", "294247-01-10 04:00:54.775806",
              "0044-03-15 (BC) 12:00:00", "0001-01-01 00:00:00", "9999-12-31 23:59:59.999999"]
DATE_ENDS = ["infinity", "-infinity", "10000-01-01", "5881580-07-10", "0044-03-15 (BC)", "0001-01-01", "9999-12-31"]
OFFSETS = st.integers(-(15 * 60 + 59), 15 * 60 + 59).map(lambda m: f"{'-' if m < 0 else '+'}{abs(m) // 60:02d}:"
                                                                   f"{abs(m) % 60:02d}")
TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=6) | st.sampled_from(["\x00", "a\x00b", "'\\"])
ENUM = "ENUM('sad', 'ok', 'it''s')"


def _stamps(with_offset: bool) -> st.SearchStrategy:
    ends = st.sampled_from([end + ("+00" if with_offset and "inf" not in end else "") for end in STAMP_ENDS])
    plain = st.datetimes(datetime.datetime(1, 1, 1), datetime.datetime(9999, 12, 31)).map(lambda d: str(d))
    if with_offset:
        plain = st.builds(lambda d, o: f"{d}{o}", plain, OFFSETS)
    return st.one_of(ends, plain).map(quoted)


def _interval_literals() -> st.SearchStrategy:
    parts = st.tuples(st.integers(-120_000, 120_000), st.integers(-100_000, 100_000),
                      st.integers(-10**13, 10**13))
    return parts.map(lambda p: f"to_months({p[0]}) + to_days({p[1]}) + to_microseconds({p[2]})")


def _union_literals() -> st.SearchStrategy:
    return st.one_of(st.integers(-2**31, 2**31 - 1).map(lambda n: f"union_value(n := {n})"),
                     TEXT.map(lambda t: f"union_value(s := {quoted(t)})"))


def _scalar(sql: str, kind: str, literals: st.SearchStrategy) -> ColumnType:
    return ColumnType(sql=sql, kind=kind, literals=literals)


SCALARS = [
    _scalar("BOOLEAN", "boolean", st.sampled_from(["true", "false"])),
    _scalar("TINYINT", "integer", _integers(-128, 127)),
    _scalar("INTEGER", "integer", _integers(-2**31, 2**31 - 1)),
    _scalar("BIGINT", "integer", _integers(-2**63, 2**63 - 1)),
    _scalar("UBIGINT", "integer", _integers(0, 2**64 - 1)),
    _scalar("HUGEINT", "integer", _integers(-2**127, 2**127 - 1)),
    _scalar("UHUGEINT", "text", _integers(0, 2**128 - 1)),
    _scalar("VARINT", "text", _integers(-10**80, 10**80)),
    _scalar("FLOAT", "float", st.floats(width=32).map(_float_literal)),
    _scalar("DOUBLE", "double", st.floats().map(_float_literal)),
    _scalar("VARCHAR", "varchar", TEXT.map(quoted)),
    _scalar("BLOB", "text", st.binary(max_size=6).map(lambda b: f"from_hex('{b.hex()}')")),
    _scalar("UUID", "text", st.uuids().map(quoted_str)),
    _scalar("DATE", "date", st.one_of(st.sampled_from(DATE_ENDS), st.dates().map(str)).map(quoted)),
    _scalar("TIME", "time", st.one_of(st.just("24:00:00"), st.times().map(str)).map(quoted)),
    _scalar("TIMETZ", "text", st.builds(lambda t, o: quoted(f"{t}{o}"), st.times(), OFFSETS)),
    _scalar("TIMESTAMP", "timestamp", _stamps(with_offset=False)),
    _scalar("TIMESTAMPTZ", "timestamp", _stamps(with_offset=True)),
    _scalar("INTERVAL", "text", _interval_literals()),
    _scalar("BIT", "text", st.text("01", min_size=1, max_size=12).map(quoted)),
    _scalar(ENUM, "varchar", st.sampled_from(["sad", "ok", "it's"]).map(quoted)),
    _scalar("UNION(n INTEGER, s VARCHAR)", "union", _union_literals()),
]


def _decimal_type(precision: int, scale: int) -> ColumnType:
    scale = min(scale, precision)
    return _scalar(f"DECIMAL({precision},{scale})", "decimal", _decimal_literals(precision, scale))


DECIMAL_TYPES = st.builds(_decimal_type, st.sampled_from([4, 9, 18, 38]) | st.integers(1, 38), st.integers(0, 38))
# DECIMAL is one scalar type among the others, whatever its width.
SCALAR_TYPES = st.sampled_from(SCALARS + [None]).flatmap(lambda t: DECIMAL_TYPES if t is None else st.just(t))
MAP_KEYS = [_scalar("VARCHAR", "varchar", TEXT.map(quoted)),
            _scalar("INTEGER", "integer", _integers(-2**31, 2**31 - 1))]


def _nested(inner: st.SearchStrategy) -> st.SearchStrategy:
    lists = inner.map(lambda t: ColumnType(sql=f"{t.sql}[]", kind="list", children=(t,)))
    arrays = st.builds(lambda t, n: ColumnType(sql=f"{t.sql}[{n}]", kind="array", children=(t,)), inner,
                       st.integers(1, 3))
    structs = st.lists(inner, min_size=1, max_size=3).map(lambda ts: ColumnType(
        sql=f"STRUCT({', '.join(f'f{i} {t.sql}' for i, t in enumerate(ts))})", kind="struct",
        children=tuple((f"f{i}", t) for i, t in enumerate(ts))))
    maps = st.builds(lambda k, v: ColumnType(sql=f"MAP({k.sql}, {v.sql})", kind="map", children=(k, v)),
                     st.sampled_from(MAP_KEYS), inner)
    return st.one_of(lists, arrays, structs, maps)


# Half the columns a scalar type, half nested (up to three scalars deep inside).
COLUMN_TYPES = st.one_of(SCALAR_TYPES, st.recursive(SCALAR_TYPES, _nested, max_leaves=3).filter(
    lambda t: t.literals is None))


def values_of(column: ColumnType, *, nullable: bool = True) -> st.SearchStrategy:
    """Values of `column`'s type as SQL; NULL among them when `nullable` (never a map's key)."""
    present = _present_values(column)
    return st.one_of(st.just(Value(sql=f"NULL::{column.sql}", is_null=True)), present) if nullable else present


def _present_values(column: ColumnType) -> st.SearchStrategy:
    if column.literals is not None:
        return column.literals.map(lambda literal: Value(sql=f"({literal})::{column.sql}"))
    if column.kind in ("list", "array"):
        size = int(column.sql.rsplit("[", 1)[1][:-1]) if column.kind == "array" else None
        items = st.lists(values_of(column.children[0]), min_size=size or 0, max_size=size or 3)
        return items.map(lambda vs: Value(sql=f"[{', '.join(v.sql for v in vs)}]::{column.sql}", items=tuple(vs)))
    if column.kind == "struct":
        fields = st.tuples(*(values_of(t) for _, t in column.children))
        return fields.map(lambda vs: Value(sql="{" + ", ".join(f"'{name}': {v.sql}" for (name, _), v in
                                                                 zip(column.children, vs)) + f"}}::{column.sql}",
                                           items=tuple((name, v) for (name, _), v in zip(column.children, vs))))
    key, value = column.children
    entries = st.lists(st.tuples(values_of(key, nullable=False), values_of(value)), max_size=3,
                       unique_by=lambda kv: kv[0].sql)
    return entries.map(lambda kvs: Value(sql=f"MAP {{{', '.join(f'{k.sql}: {v.sql}' for k, v in kvs)}}}"
                                             f"::{column.sql}", items=tuple(kvs)))


def all_values(value: Value) -> list[Value]:
    """`value` and every value inside it (a map's keys included)."""
    found = [value]
    for item in value.items:
        for part in item if isinstance(item, tuple) else (item,):
            if isinstance(part, Value):
                found += all_values(part)
    return found


def duckdb_texts(values: list[Value]) -> dict[str, str]:
    """DuckDB's own text of every non-NULL value, by its SQL (an in-memory database, DuckDB's defaults)."""
    present = list(dict.fromkeys(v.sql for v in values if not v.is_null))
    if not present:
        return {}
    with duckdb.connect() as scratch:
        (texts,) = scratch.execute(f"SELECT [{', '.join(f'({sql})::VARCHAR' for sql in present)}]").fetchone()
    return dict(zip(present, texts))


def _same_moment(cell, text: str, parse: Callable) -> bool:
    try:
        return parse(cell) == parse(text)
    except ValueError:  # beyond Python's calendar, infinities, BC: then DuckDB's text itself
        return False


def _same_float(cell, text: str, width: str) -> bool:
    if text in NON_FINITE:
        return cell == NON_FINITE[text]
    # Compared as numbers: -0.0 reads as 0 (PostgreSQL's jsonb numbers have no negative zero).
    return isinstance(cell, (int, float)) and _rounded(float(text), width) == _rounded(cell, width)


def _rounded(number: float, width: str) -> float:
    return struct.unpack(width, struct.pack(width, number))[0]


AGREES = {
    "boolean": lambda cell, text: cell is (text == "true"),
    "integer": lambda cell, text: cell == json_value(int(text)),
    "decimal": lambda cell, text: decimal.Decimal(repr(cell) if isinstance(cell, float) else str(cell))
                                  == decimal.Decimal(text),
    "float": lambda cell, text: _same_float(cell, text, "<f"),
    "double": lambda cell, text: _same_float(cell, text, "<d"),
    "varchar": lambda cell, text: cell == storable_text(text),
    "text": lambda cell, text: cell == text,
    "date": lambda cell, text: cell == text,
    "time": lambda cell, text: cell == text or _same_moment(cell, text, datetime.time.fromisoformat),
    "timestamp": lambda cell, text: cell == text or _same_moment(cell, text, datetime.datetime.fromisoformat),
    "union": lambda cell, text: cell == storable_text(text) or cell == json_value(_int_or_none(text)),
}


def _int_or_none(text: str):
    try:
        return int(text)
    except ValueError:
        return None


def agrees(cell, value: Value, column: ColumnType, texts: dict[str, str]) -> bool:
    """Whether `cell` reads as `value`: in its JSON form all the way down, or as DuckDB's text of it."""
    if value.is_null:
        return cell is None
    if isinstance(cell, str) and cell == storable_text(texts[value.sql]):
        return True
    if column.literals is not None:
        return AGREES[column.kind](cell, texts[value.sql])
    if column.kind in ("list", "array"):
        return isinstance(cell, list) and len(cell) == len(value.items) and all(
            agrees(c, v, column.children[0], texts) for c, v in zip(cell, value.items))
    if column.kind == "struct":
        return isinstance(cell, dict) and list(cell) == [name for name, _ in value.items] and all(
            agrees(cell[name], v, t, texts) for (name, v), (_, t) in zip(value.items, column.children))
    key_type, value_type = column.children
    expected_keys = [storable_text(texts[k.sql]) for k, _ in value.items]
    return isinstance(cell, dict) and sorted(cell) == sorted(expected_keys) and all(
        agrees(cell[key], v, value_type, texts) for key, (_, v) in zip(expected_keys, value.items))
