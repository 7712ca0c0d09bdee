"""The one JSON encoding of everything a run stores or sends: events, checkpoints, tool results, previews.

It is total: any value a tool, DuckDB or a model hands over encodes, so no write of the event log can fail on
a value (ARCHITECTURE §4.2). What JSON cannot carry as it is becomes what a person reads:

- integers beyond ±2**53 (HUGEINT, UHUGEINT, VARINT, a large BIGINT) as their digits, so a browser's
  double does not round them; decimals as numbers when a double holds them exactly, else as their digits;
- NaN and the infinities as 'NaN', 'Infinity', '-Infinity' (JSON has none of them);
- NUL characters as '␀' (U+2400): PostgreSQL's JSON refuses \\u0000, in keys and values alike;
- bytes as DuckDB writes a BLOB ('\\xAA\\x00ab'); dates, times and timestamps in ISO 8601; intervals as DuckDB
  writes them ('1 year 2 months 3 days 04:05:06'); UUIDs and everything else as their text;
- tuples and sets as lists, mapping keys as text.

`json_value` converts a value; `JSONValueEncoder` encodes one in a single pass of the C encoder when nothing
needs converting (the common case) and converts only when it must. `json_depth_exceeds` bounds what comes in.
"""

import datetime
import decimal
import json
import math
import uuid
from collections.abc import Mapping

MAX_SAFE_INTEGER = 2**53 - 1  # the largest integer a JavaScript number holds exactly
NON_FINITE = {"nan": "NaN", "inf": "Infinity", "-inf": "-Infinity"}
NUL = "\x00"
NUL_SHOWN = "\u2400"  # ␀, SYMBOL FOR NULL
_ESCAPED_NUL = "\\u0000"
# How deeply JSON from outside (request bodies, socket messages) may nest: far deeper than anything we take, and
# far from Python's recursion limit, which the walks of a value (validation, `holds_nul`, `json_value`) meet.
MAX_JSON_DEPTH = 100
JSON_TOO_DEEP = f"The JSON is nested too deeply (at most {MAX_JSON_DEPTH} levels)."


def json_value(value):
    """`value` as JSON carries it (see the module's rules); containers are converted all the way down."""
    if value is None or value is True or value is False:
        return value
    if isinstance(value, str):
        return storable_text(value)
    if isinstance(value, int):
        return value if -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER else str(value)
    if isinstance(value, float):
        return value if math.isfinite(value) else NON_FINITE[str(value)]
    if isinstance(value, Mapping):
        return {_key(key): json_value(item) for key, item in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)) and not _is_interval(value):
        return [json_value(item) for item in value]
    return _scalar_text(value)


def _key(key) -> str:
    key = json_value(key)
    return key if isinstance(key, str) else json.dumps(key)


def _scalar_text(value):
    if isinstance(value, decimal.Decimal):
        return _decimal(value)
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, datetime.timedelta):
        return interval_text(0, value.days, (value.seconds * 1_000_000 + value.microseconds) * 1000)
    if _is_interval(value):
        return interval_text(value.months, value.days, value.nanoseconds)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return blob_text(bytes(value))
    if isinstance(value, uuid.UUID):
        return str(value)
    return json_value(str(value))


def _decimal(value: decimal.Decimal):
    if not value.is_finite():
        return "NaN" if value.is_nan() else ("Infinity" if value > 0 else "-Infinity")
    if value == value.to_integral_value():
        return json_value(int(value))
    as_float = float(value)
    return as_float if decimal.Decimal(repr(as_float)) == value else format(value, "f")


def _is_interval(value) -> bool:
    """pyarrow's MonthDayNano (a named tuple), told apart without importing pyarrow here."""
    return type(value).__name__ == "MonthDayNano" and hasattr(value, "nanoseconds")


def interval_text(months: int, days: int, nanoseconds: int) -> str:
    """An interval as DuckDB writes it, e.g. '1 year 2 months 3 days 04:05:06.7'."""
    years, months = int(months / 12), int(math.fmod(months, 12))  # both toward zero, as DuckDB splits them
    parts = [f"{n} {unit}{'s' if abs(n) != 1 else ''}" for n, unit in ((years, "year"), (months, "month"),
                                                                       (days, "day")) if n]
    if nanoseconds:
        sign = "-" if nanoseconds < 0 else ""
        seconds, fraction = divmod(abs(nanoseconds), 1_000_000_000)
        clock = f"{sign}{seconds // 3600:02d}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"
        parts.append(clock + (f".{fraction // 1000:06d}".rstrip("0") if fraction // 1000 else ""))
    return " ".join(parts) or "00:00:00"


def blob_text(data: bytes) -> str:
    """Bytes as DuckDB writes a BLOB: printable ASCII as it is, every other byte as \\xNN."""
    return "".join(chr(b) if 32 <= b < 127 and b != 92 else f"\\x{b:02X}" for b in data)


class JSONValueEncoder(json.JSONEncoder):
    """A JSON encoder that never fails on a value: one C pass when nothing needs converting, else `json_value`
    first. A NaN or a NUL only shows in the output, so the fast pass refuses NaN and is checked for NUL."""

    def __init__(self, *args, **kwargs):
        kwargs["allow_nan"] = False
        super().__init__(*args, **kwargs)

    def default(self, o):
        converted = json_value(o)
        if converted is o:  # a subclass of a JSON type that the C encoder still refused
            return str(o)
        return converted

    def encode(self, o) -> str:
        try:
            text = super().encode(o)
        except (ValueError, TypeError):  # NaN or an infinity somewhere, or a mapping key JSON has no form for
            return super().encode(json_value(o))
        if _ESCAPED_NUL in text:
            return super().encode(json_value(o))
        return text


class CompactJSONEncoder(JSONValueEncoder):
    """The encoding with a frame's separators, so a replay can splice a stored event's text into its frame."""

    item_separator, key_separator = ",", ":"


def holds_nul(value) -> bool:
    """Whether a NUL is in any text of a JSON value, keys included: PostgreSQL could not store it as it is."""
    if isinstance(value, str):
        return NUL in value
    if isinstance(value, Mapping):
        return any(holds_nul(key) or holds_nul(item) for key, item in value.items())
    if isinstance(value, (list, tuple)):
        return any(holds_nul(item) for item in value)
    return False


def storable_text(text: str) -> str:
    """Text a database column can hold: PostgreSQL's text refuses NUL as its JSON does."""
    return text.replace(NUL, NUL_SHOWN) if NUL in text else text


def json_text(value, *, compact: bool = False) -> str:
    """`value` encoded by the one encoder (compact: with a frame's separators)."""
    return json.dumps(value, cls=CompactJSONEncoder if compact else JSONValueEncoder)


def json_depth_exceeds(value, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether containers nest more than `limit` levels deep in a decoded JSON value (walked without recursion)."""
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return True
            children = item.values() if isinstance(item, dict) else item
            pending.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


class JSONTooDeep(ValueError):
    """JSON nested more than MAX_JSON_DEPTH levels (or past the C decoder's own recursion limit)."""


def json_loads_bounded(text: str | bytes):
    """`json.loads` for JSON from outside: the C decoder raises RecursionError, not ValueError, on a text nested
    deeply enough (a 64 KB socket message holds 32,000 levels), and a shallower one still sinks the walks of the
    value; both are JSONTooDeep."""
    try:
        value = json.loads(text)
    except RecursionError:
        raise JSONTooDeep(JSON_TOO_DEEP) from None
    if json_depth_exceeds(value):
        raise JSONTooDeep(JSON_TOO_DEEP)
    return value
