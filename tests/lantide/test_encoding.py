"""The one JSON encoding is total: whatever a tool, DuckDB or a model hands it encodes, as strict JSON that
PostgreSQL's jsonb takes (no NaN, no \\u0000), and the same way on every path."""

import datetime
import decimal
import json
import math
import uuid

from hypothesis import given, settings
from hypothesis import strategies as st

from lantide.encoding import JSONValueEncoder, blob_text, interval_text, json_text, json_value

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True, allow_infinity=True),
    st.text(), st.binary(max_size=16), st.decimals(allow_nan=True, allow_infinity=True), st.uuids(),
    st.dates(), st.datetimes(timezones=st.one_of(st.none(), st.timezones())), st.times(), st.timedeltas(),
)
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.tuples(inner, inner), st.frozensets(st.integers(), max_size=3),
    st.dictionaries(st.one_of(st.text(), st.integers(), st.uuids()), inner, max_size=4)), max_leaves=20)

# The same examples on every run (CI stays deterministic), many of them, and no deadline on a busy machine.
THOROUGH = settings(derandomize=True, max_examples=400, deadline=None)


def strict_loads(text: str):
    def refuse(constant):
        raise ValueError(f"{constant} is not JSON")
    return json.loads(text, parse_constant=refuse)


@THOROUGH
@given(values)
def test_any_value_encodes_as_strict_json_without_nul(value):
    text = json_text(value)
    assert "\\u0000" not in text.replace("\\\\", "")
    decoded = strict_loads(text)
    # The fast pass and the conversion agree, but for integers past 2**53, which the store keeps as exact JSON
    # numbers and json_value (for browsers) gives as their digits.
    assert json_value(decoded) == strict_loads(json_text(json_value(value)))


@THOROUGH
@given(st.integers())
def test_integers_are_exact_for_a_browser(number):
    encoded = json_value(number)
    assert encoded == number if abs(number) <= 2**53 - 1 else encoded == str(number)


@THOROUGH
@given(st.decimals(allow_nan=False, allow_infinity=False))
def test_decimals_keep_every_digit(number):
    encoded = json_value(number)
    assert decimal.Decimal(str(encoded)) == number


def test_the_cases_a_person_reads():
    cases = [
        (float("nan"), "NaN"), (float("-inf"), "-Infinity"), ("a\x00b", "a\u2400b"),
        (decimal.Decimal("1.25"), 1.25), (decimal.Decimal("12345678901234567890.123456789012345678"),
                                          "12345678901234567890.123456789012345678"),
        (170141183460469231731687303715884105727, "170141183460469231731687303715884105727"),
        (b"\xaa\x00ab\\", "\\xAA\\x00ab\\x5C"), (uuid.UUID(int=1), "00000000-0000-0000-0000-000000000001"),
        (datetime.timedelta(days=3, seconds=14706, microseconds=700000), "3 days 04:05:06.7"),
        (datetime.date(2024, 2, 29), "2024-02-29"), ({1: {"\x00": math.inf}}, {"1": {"\u2400": "Infinity"}}),
        ((1, [2, (3,)]), [1, [2, [3]]]),
    ]
    assert [json_value(given) for given, _ in cases] == [expected for _, expected in cases]


def test_intervals_and_blobs_read_as_duckdb_writes_them():
    assert interval_text(14, 3, 14_706_700_000_000) == "1 year 2 months 3 days 04:05:06.7"
    assert interval_text(-1, 0, -1_000_000_000) == "-1 month -00:00:01"
    assert interval_text(0, 0, 0) == "00:00:00"
    assert blob_text(b"AZ\x7f\x00") == "AZ\\x7F\\x00"


def test_django_json_fields_store_with_it():
    """JSONField(encoder=…) encodes through json.dumps(cls=…): the same text."""
    assert json.dumps({"v": math.nan}, cls=JSONValueEncoder) == json_text({"v": math.nan}) == '{"v": "NaN"}'
