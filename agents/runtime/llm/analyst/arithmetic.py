"""Measures that exist only as a product of two columns, for the offline analyst: "copies times unit cost"
named in words, and spending, revenue or the value of goods read as a count-like column (quantity, copies,
units, nights) × a money-like one (price, unit cost, unit value, rate), in one table or along a key.
"""

from __future__ import annotations

import re
from dataclasses import replace
from collections.abc import Callable, Sequence

from agents.runtime.llm.analyst.events import is_event_table
from agents.runtime.llm.analyst.join_terms import Measure, named_measure, numeric_columns
from agents.runtime.llm.analyst.keys import JoinKey, adjacent_tables, join_path, qualified
from agents.runtime.llm.analyst.matching import CURRENCY_CODES
from agents.runtime.llm.analyst.minor_units import HUNDREDTHS_AFTER_MONEY, MINOR_UNIT_WORDS, in_hundredths
from agents.runtime.llm.analyst.question import mentions_table
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import FILLER_WORDS, column_label, column_words, singular, table_words, word_set

# Count-like: pieces, durations a rate is charged over ("term_months"), and metered units ("kwh", "litres").
QUANTITY_WORDS = word_set("quantity copy unit piece seat ticket night day hour minute volume item count",
                          "week month kwh mwh litre liter gallon attendance admission kilogram megabyte gigabyte",
                          "passenger guest")  # people through a gate
VALUE_WORDS = word_set("price cost value fee rate charge tariff premium amount fare")
# Weights and data volumes are quantities only to a value per that unit (`price_per_kg`).
WEIGHED_UNITS = word_set("kilogram megabyte gigabyte")
# A value per period ("monthly_premium", "daily_rate") is per unit of a duration column.
PERIOD_WORDS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month"}
PER_UNIT_WORDS = word_set("unit price rate each per", " ".join(PERIOD_WORDS))
# A currency or its hundredths in a column's name (`price_gbp`, `price_cents`): no word of what it prices.
CURRENCY_WORDS = CURRENCY_CODES | MINOR_UNIT_WORDS
MONEY_UNITS = CURRENCY_WORDS - {"pound"}  # `unit_eur` is a price; `qty_lbs` (pounds) weighs
# What people call a product of quantity and price.
PRODUCT_WORDS = word_set(
    "revenue sale spent spend spending turnover income earning money worth value good goods buying purchase",
    "purchasing acquisition cost written write receipt taking takings lucrative fee",
)
# Only with a quantity and a per-unit value both named: "the most expensive sites for energy at unit rates".
PRICED_WORDS = word_set("expensive cheap cheapest costly")
_PRODUCT_NAMES = (
    # "tuition is credits times fee per credit"
    re.compile(r"\b([a-z]+)\s+(?:is|are|means|=)\s+[a-z_ ]*?(?:\btimes\b|\bmultiplied\b|×)"),
    re.compile(r"\b([a-z]+)\s*\([^)]*?(?:\btimes\b|\bmultiplied\b|×)"),  # "money (days × daily rate)"
    re.compile(r"^([a-z]+)\s+(?:per|by|for each)\b"),  # "tuition per department, credits times ..."
    re.compile(r"\bhow much ([a-z]+)\b"),
    re.compile(r"\b([a-z]+) (?:brought|made|earned|generated|raised|collected)\b"),  # "the tuition brought in"
)
_TIMES = re.compile(r"([a-z_ ]+?)\s*(?:\btimes\b|\bmultiplied by\b|×|\*|\bx\b)\s*([a-z_' ]+)")
Reach = Callable[[str], bool]


# A fraction of an amount in its own row: `fee_rate` 0.18 of `agreed_salary`, `commission_pct` of `sale_amount`.
# A rate alone is as often a price per unit (`unit_rate` 0.28 a kWh): only a fee, tax or commission rate is a share.
FRACTION_WORDS = word_set("pct percent percentage commission share")
FRACTION_RATES = word_set("fee tax vat commission interest discount")
BASE_AMOUNT_WORDS = word_set("salary wage pay amount price value revenue total sale premium")


def is_fraction(column: ColumnInfo) -> bool:
    numbers = column.numbers
    in_unit_range = bool(numbers) and all(0 <= n <= 1 for n in numbers) and not column.is_whole_number
    words = set(column_words(column.name))
    named = bool(words & FRACTION_WORDS) or ("rate" in words and bool(words & FRACTION_RATES))
    return column.is_numeric and in_unit_range and named and not words & PER_UNIT_WORDS - {"rate"}


def _priced(quantity: ColumnInfo, value: ColumnInfo, same_table: bool) -> bool:
    """`quantity` × `value` is money: a count × a price, or an amount × a fraction of it in the same row."""
    if is_fraction(value):
        return same_table and quantity is not value and bool(set(column_words(quantity.name)) & BASE_AMOUNT_WORDS)
    weighed = set(column_words(quantity.name)) & WEIGHED_UNITS  # a weight is priced only per kg, not per item
    value_words = column_words(value.name)
    if same_table and set(value_words) - CURRENCY_WORDS == {"price"}:
        return False  # `price_cents` beside `copies` is what the job cost; a `ticket_price` is per ticket
    named = set(column_words(quantity.name))
    if prices_per(value, quantity):
        return True
    # a price per litre prices litres, not passengers
    per = _per_words(value_words) & QUANTITY_WORDS
    per |= _periods(value)  # a nightly rate prices nights
    named |= {"hour"} if minutes_per_hour(quantity, value) else set()
    timed = named & _TIME_UNITS  # hours are priced by a rate or a wage, never by a move's own price
    if timed and not (per & timed or set(value_words) & _RATE_WORDS):
        return False
    return is_quantity(quantity) and (not weighed or bool(weighed & set(value_words))) and (not per or bool(per & named))


_TIME_UNITS = word_set("hour minute night day week")
_PAID_TO_STAFF = word_set("wage salary")  # what we pay staff, never what a customer is charged
_RATE_WORDS = _PAID_TO_STAFF | word_set("rate pay hourly daily nightly weekly")


def _per_words(value_words: Sequence[str]) -> set[str]:
    return {value_words[i + 1] for i, w in enumerate(value_words[:-1]) if w == "per"}


def prices_per(value: ColumnInfo, quantity: ColumnInfo) -> bool:
    """`px_per_keg` prices `kegs`: a value per a unit no quantity word names, and the column named by it."""
    words = column_words(quantity.name)
    return (quantity is not value and quantity.is_numeric and not quantity.is_key and len(words) == 1
            and words[0] in _per_words(column_words(value.name)) - QUANTITY_WORDS)


# Goods that never sold: a quantity wasted or damaged is priced only when the question names its table.
LOSS_WORDS = word_set("waste wasted spoiled spoilt damaged lost scrapped binned discarded expired returned")


def is_lost(column: ColumnInfo) -> bool:
    return bool(set(column_words(column.name)) & LOSS_WORDS)


# `opn_hr`, `start_hour`: the hour of the day something opens or starts, never a number of hours
TIME_OF_DAY_WORDS = word_set("open opn opening close closing start starting end ending begin finish")


def is_quantity(column: ColumnInfo) -> bool:
    """A count-like column: `qty`, `copies`, `units`, `nights`; never `unit_cost` nor `unit_eur`."""
    words = set(column_words(column.name))
    time_of_day = "hour" in words and bool(words & TIME_OF_DAY_WORDS)
    return bool(words & QUANTITY_WORDS) and not words & (VALUE_WORDS | MONEY_UNITS) and not time_of_day


def is_value(column: ColumnInfo) -> bool:
    return bool(set(column_words(column.name)) & (VALUE_WORDS | MONEY_UNITS))


def is_per_unit_value(column: ColumnInfo) -> bool:
    """`unit_price`, `price`, `fee_each`, `unit_eur`; a total price (`o_totalprice`) is already summed."""
    words = set(column_words(column.name))
    valued = words & (VALUE_WORDS | MONEY_UNITS)
    return bool(valued) and bool(words & PER_UNIT_WORDS or words == {"price"}) and "total" not in words


def _periods(value: ColumnInfo) -> set[str]:
    """The period a value is charged by: `nightly_rate` and `hr_rt` (hour rate) per night and per hour."""
    words = column_words(value.name)
    charged = set(words) & {"rate", "fee", "charge"}
    named = {w for w in words if w in PERIOD_WORDS.values()} if charged else set()
    return {PERIOD_WORDS[w] for w in words if w in PERIOD_WORDS} | named


def minutes_per_hour(quantity: ColumnInfo, value: ColumnInfo) -> bool:
    """`dur_min` × `hourly_rate`: minutes charged at a rate per hour, so the minutes are divided by 60."""
    return _periods(value) == {"hour"} and "minute" in column_words(quantity.name)


def _same_period(quantity: ColumnInfo, value: ColumnInfo) -> bool:
    """A monthly value goes with a count of months, a daily rate with days, an hourly rate with minutes."""
    periods = _periods(value)
    counted = {singular(w) for w in column_words(quantity.name)}
    return not periods or bool(periods & counted) or minutes_per_hour(quantity, value)


def _period_priced(quantity: ColumnInfo, value: ColumnInfo) -> bool:
    """A nightly rate × nights: a value per period on a count of that period."""
    return bool(_periods(value)) and _same_period(quantity, value)


def _joinable(keys: Sequence[JoinKey], a: str, b: str) -> bool:
    return a == b or join_path(keys, a, [b]) is not None


def _priced_along_keys(keys: Sequence[JoinKey], quantity_table: str, value_table: str) -> bool:
    """A quantity's rows point (through one or two keys) at the row whose value prices them: a line's item, a
    booking's room or its room type; never a shift's hours × the price of an item sold on it."""
    reached = {quantity_table}
    for _ in range(3):
        reached |= {k.target for k in keys if k.table in reached}
    return value_table in reached


def product(q_table: TableInfo, quantity: ColumnInfo, v_table: TableInfo, value: ColumnInfo,
            aggregate: str, *, label: str = "") -> Measure:
    left, right = qualified(q_table.name, quantity.name), qualified(v_table.name, value.name)
    name = label or f"{column_label(quantity.name)} × {column_label(value.name)}"
    if minutes_per_hour(quantity, value):
        left = f"{left} / 60.0"
        name = label or f"{column_label(quantity.name)} ÷ 60 × {column_label(value.name)}"
    return Measure(f"{left} * {right}", aggregate, q_table.name, tuple(dict.fromkeys((q_table.name, v_table.name))),
                   name, (quantity.name, value.name))


def _near(keys: Sequence[JoinKey], names: set[str], preferred: frozenset[str]) -> bool:
    """Whether the tables of a product, or one a key away from them, are among those the question names."""
    return bool((names | adjacent_tables(keys, names)) & preferred)


def quantity_times_value(tables: Sequence[TableInfo], keys: Sequence[JoinKey], aggregate: str, reach: Reach,
                         *, label: str = "", column: str = "", preferred: frozenset[str] = frozenset()
                         ) -> Measure | None:
    """A quantity column × a value column (one of them `column` if given), near the tables the question names
    ("berthing fees" are the stays' nights × rate, not fuel), same table first, else along a key (the value
    table the closer)."""
    columns = [(t, c) for t, c in numeric_columns(tables) if reach(t.name)]
    pairs = [
        (q_table, quantity, v_table, value)
        for q_table, quantity in columns
        for v_table, value in columns
        if is_per_unit_value(value) and _priced_along_keys(keys, q_table.name, v_table.name)
        and not set(column_words(value.name)) & _PAID_TO_STAFF
        if _priced(quantity, value, q_table.name == v_table.name)
        if not column or column in (quantity.name, value.name)
    ]  # fmt: skip
    if not pairs:
        return None
    pairs.sort(key=lambda p: (not {p[0].name, p[2].name} <= preferred, not prices_per(p[3], p[1]),
                              is_lost(p[1]) and p[0].name not in preferred,
                              not _near(keys, {p[0].name, p[2].name}, preferred),
                              not _period_priced(p[1], p[3]),
                              p[0].name != p[2].name,
                              not _same_period(p[1], p[3]), not is_per_unit_value(p[3])))
    q_table, quantity, v_table, value = pairs[0]
    return product(q_table, quantity, v_table, value, aggregate, label=label)


def product_name_words(text: str) -> set[str]:
    """The words a question calls a product it spells out: "tuition" in "tuition is credits times fee"."""
    return {singular(m.group(1)) for pattern in _PRODUCT_NAMES for m in pattern.finditer(text)} - FILLER_WORDS


def side_words(text: str) -> tuple[str, ...]:
    """The words of one side of a product, possessives dropped ("the trainer's hourly rate")."""
    words = re.sub(r"'s\b|'", " ", text).split()
    return tuple(singular(w) for w in words if w not in FILLER_WORDS)


def explicit_product(text: str, tables: Sequence[TableInfo], keys: Sequence[JoinKey], aggregate: str,
                     reach: Reach) -> Measure | None:
    """"copies times unit cost", "quantity × unit value": the two columns each side names."""
    found = _TIMES.search(text)
    if found is None:
        return None
    left_words, right_words = side_words(found.group(1))[-3:], side_words(found.group(2))[:3]
    left = named_measure(left_words, tables, aggregate, reach)
    right = named_measure(right_words, tables, aggregate, reach)
    # "times each person's hourly wage": the side's last noun names its column
    if right is None and len(right_words) > 1:
        right = named_measure(right_words[-1:], tables, aggregate, reach)
    if left is not None and right is not None and left.columns == right.columns:  # "credits × fee per credit"
        rest = tuple(w for w in right_words if w not in column_words(left.columns[0]))
        right = named_measure(rest, tables, aggregate, reach) if rest else None
    if left is None and right is not None:
        return _rows_times(left_words, right, tables, keys)
    if left is None or right is None or left.columns == right.columns:
        return None
    by_name = {t.name: t for t in tables}
    q_table, v_table = by_name[left.root], by_name[right.root]
    if not _joinable(keys, q_table.name, v_table.name):
        return None
    quantity = next(c for c in q_table.columns if c.name == left.columns[0])
    value = next(c for c in v_table.columns if c.name == right.columns[0])
    if is_quantity(value) and not is_quantity(quantity):
        q_table, quantity, v_table, value = v_table, value, q_table, quantity  # the count-like side is the root
    return product(q_table, quantity, v_table, value, aggregate)


def _rows_times(words: Sequence[str], value: Measure, tables: Sequence[TableInfo], keys: Sequence[JoinKey]
                ) -> Measure | None:
    """"bookings times class price": each row of the table named on the left, priced by the right."""
    rows = next((t.name for t in tables if words and mentions_table(words[-1:], t.name)), None)
    if rows is None or not _joinable(keys, rows, value.root):
        return None
    tables_read = tuple(dict.fromkeys((rows, value.root)))
    return replace(value, root=rows, tables=tables_read, label=f"{rows} × {value.label}")


def wants_product(words: Sequence[str], named: Measure | None, tables: Sequence[TableInfo]) -> bool:
    """Spending, revenue or a value of goods, where no column holds it: nothing named, or only a per-unit
    value ("value" names `unit_value`, but the value of goods is quantity × unit value)."""
    if not set(words) & (PRODUCT_WORDS | PRICED_WORDS):
        return False
    if named is None:
        return bool(set(words) & PRODUCT_WORDS)
    by_name = {t.name: t for t in tables}
    column = next((c for c in by_name[named.root].columns if c.name in named.columns), None)
    if column is not None and any(prices_per(c, column) for c in by_name[named.root].columns):
        return True  # "keg revenue": kegs named, priced per keg
    if column is not None and is_quantity(column):  # "energy cost at unit rates": kWh named, priced by a rate
        return any(is_per_unit_value(c) and set(column_words(c.name)) - set(PERIOD_WORDS) <= set(words)
                   for t in tables for c in t.columns)
    return column is not None and is_per_unit_value(column) and bool(set(words) & PRODUCT_WORDS)


def product_with(named: Measure | None, tables: Sequence[TableInfo], keys: Sequence[JoinKey], aggregate: str,
                 reach: Reach, preferred: frozenset[str] = frozenset()) -> Measure | None:
    """The product a named quantity or per-unit value is one side of ("premium written" is the monthly
    premium × the months of the term), rather than some other money column."""
    if named is None or len(named.columns) != 1:
        return None
    return quantity_times_value(tables, keys, aggregate, reach, column=named.columns[0], preferred=preferred)


MONEY_COLUMN_WORDS = word_set("revenue sale amount total spend")
PLANNED_WORDS = word_set("target budget goal limit estimate estimated expected forecast planned quota")  # not money yet
REVERSAL_WORDS = word_set("refund return reversal chargeback cancellation writeoff payout")


def is_planned_amount(column: ColumnInfo) -> bool:
    """An amount hoped for or allowed (`target_amount`), not one that changed hands."""
    return bool(set(column_words(column.name)) & PLANNED_WORDS)


def _columns_with(tables: Sequence[TableInfo], words: frozenset[str]) -> list[tuple[TableInfo, ColumnInfo]]:
    return [(t, c) for t, c in numeric_columns(tables) if words & set(column_words(c.name))]


def money_measure(tables: Sequence[TableInfo], keys: Sequence[JoinKey], aggregate: str, reach: Reach,
                  preferred: frozenset[str] = frozenset()) -> Measure | None:
    """Revenue or spend: a revenue/amount/total column, else a quantity × a value along a key, else None."""
    # a refund's amount is money going back, not revenue or spend
    money = [(t, c) for t, c in _columns_with(tables, MONEY_COLUMN_WORDS)
             if reach(t.name) and not set(table_words(t.name)) & REVERSAL_WORDS and not is_planned_amount(c)
             and not is_per_unit_value(c) and "cost" not in column_words(c.name)]
    # a unit amount is a price (× its quantity below); what goods cost us is not what they brought in
    money.sort(key=lambda found: found[0].name not in preferred)
    needed = preferred or not money  # to weigh against a money column of another table, or in its place
    priced = quantity_times_value(tables, keys, aggregate, reach, preferred=preferred) if needed else None
    if money and money[0][0].name not in preferred and priced is not None and set(priced.tables) & preferred:
        money = []  # "room booking income": the bookings' hours × rate, not an invoice total elsewhere
    own_fee = next(((t, c) for t, c in numeric_columns(tables) if t.name in preferred and reach(t.name)
                    and _own_amount(c) and not set(table_words(t.name)) & REVERSAL_WORDS), None)
    priced_here = priced is not None and bool(set(priced.tables) & preferred)
    if own_fee is not None and (money and money[0][0].name not in preferred and not priced_here
                                or not money and priced is None):
        money = [own_fee]  # "what we invoiced": the invoices' own fee, not a payment amount elsewhere
    named_price = next(((t, c) for t in tables if t.name in preferred and reach(t.name) for c in t.columns
                        if _bare_price(c)), None)
    if named_price is not None and not (money and money[0][0].name in preferred) \
            and not (_linked(named_price[0], priced, keys) and not _priced_apart(named_price, priced)) \
            and not _paid_elsewhere(named_price[0], tables, keys):
        money = [named_price]  # "what shop sales brought in": each sale's own price, not hours × rate
    if money:
        table, column = money[0]
        label = column_label(column.name)
        expression = qualified(table.name, column.name)
        # money named by its currency alone in a table the question names is what "what fuel cost us" asks
        guessed = table.name not in preferred or bool(set(column_words(column.name)) - CURRENCY_WORDS)
        return Measure(expression, aggregate, table.name, (table.name,), label, (column.name,),
                       guessed=guessed)
    found = priced or _events_times_price(tables, keys, aggregate)
    if found is None or _own_price_of_an_event(tables, keys, reach, paid=priced is None):
        return _flat_charge(tables, keys, aggregate, reach)
    if len(found.columns) == 1:
        return replace(found, label=f"revenue ({found.root} × {column_label(found.columns[0])})", guessed=True)
    return replace(found, label=f"revenue ({found.label})", guessed=True)


CHARGE_WORDS = word_set("fee charge price cost amount paid payment fare premium toll tariff")
TAX_WORDS = word_set("gst vat hst tax moms")


def _own_amount(column: ColumnInfo) -> bool:
    """An invoice's own amount: a fee or a charge, or an amount in a currency (`net_chf`) other than its
    tax."""
    words = set(column_words(column.name))
    money = bool(words & CHARGE_WORDS) or bool(words & CURRENCY_WORDS and words & {"net", "gross", "total"})
    return money and not words & TAX_WORDS and not is_per_unit_value(column) and not column.is_key


def _own_price_of_an_event(tables: Sequence[TableInfo], keys: Sequence[JoinKey], reach: Reach, *, paid: bool
                           ) -> bool:
    """An event's own bare price (`print_jobs.price_cents`), or what it was paid (`paid_rand`) where no
    quantity × price is the measure ("taken in the shop" is the shop sales' quantity × unit price, whatever
    class bookings were paid): what each event was charged, before any price of a thing it points at."""
    return any(_bare_price(c) or paid and _paid_amount(c) for t in tables if is_event_table(t, keys)
               and reach(t.name) for c in t.columns)


def _paid_elsewhere(table: TableInfo, tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> bool:
    """A list price of a thing whose events record what each one was paid or came to ("services by money
    brought in" sums the washes' `paid_rand`, "wine" sales their `total_ars`, not each thing's price)."""
    return not is_event_table(table, keys) and any(
        _paid_amount(c) or c.is_numeric and set(column_words(c.name)) & MONEY_COLUMN_WORDS
        for k in keys if k.target == table.name for t in tables if t.name == k.table for c in t.columns)


def _paid_amount(column: ColumnInfo) -> bool:
    """`paid_rand`, `amount_paid`: what one row was paid, in money."""
    words = set(column_words(column.name)) - CURRENCY_WORDS - {"amount", "total"}
    return column.is_numeric and not column.is_key and words == {"paid"}


def _linked(table: TableInfo, priced: Measure | None, keys: Sequence[JoinKey]) -> bool:
    return priced is not None and join_path(keys, table.name, list(priced.tables)) is not None


def _priced_apart(named_price: tuple[TableInfo, ColumnInfo], priced: Measure | None) -> bool:
    """A product whose quantity is the named table's own and whose value is another's (a rental's days × the
    scooter's rate of today) while the rental keeps its own price: what it was charged."""
    table, column = named_price
    return priced is not None and table.name in priced.tables and column.name not in priced.columns \
        and priced.root == table.name


def _bare_price(column: ColumnInfo) -> bool:
    """`price_cents`, `price_gr`, a fuel log's `tl`: a price and nothing else, or money named by its
    currency alone, what one row was charged."""
    units = CURRENCY_WORDS | (HUNDREDTHS_AFTER_MONEY if in_hundredths(column.name) else set())
    return column.is_numeric and set(column_words(column.name)) - units in ({"price"}, set())


def _flat_charge(tables: Sequence[TableInfo], keys: Sequence[JoinKey], aggregate: str, reach: Reach
                 ) -> Measure | None:
    """No quantity to multiply: an event's own fee or charge is its revenue ("revenue" of visits is their
    fees), else the fee of dated rows that point at one thing only (an invoice's fee for its job), or of the
    lines of dated orders (a garment's price on the order it was sewn for)."""
    events = {t.name for t in tables if is_event_table(t, keys)}
    dated = {t.name for t in tables if any(c.is_temporal for c in t.columns)}
    dated |= {k.table for k in keys if k.target in dated and k.table not in events}
    charges = [(t, c) for t, c in _columns_with(tables, CHARGE_WORDS)
               if t.name in dated and reach(t.name) and "cost" not in column_words(c.name)  # ours, not theirs
               and not set(table_words(t.name)) & REVERSAL_WORDS]
    found = next(iter(sorted(charges, key=lambda charge: charge[0].name not in events)), None)
    if found is None:
        return None
    table, column = found
    label = f"revenue ({column_label(column.name)})"
    return Measure(qualified(table.name, column.name), aggregate, table.name, (table.name,), label, (column.name,),
                   guessed=True)


def _events_times_price(tables: Sequence[TableInfo], keys: Sequence[JoinKey], aggregate: str) -> Measure | None:
    """No quantity anywhere: each event pays its entity's price once ("revenue per trainer" sums the class
    price over bookings)."""
    events = {t.name for t in tables if is_event_table(t, keys)}
    for table, column in numeric_columns(tables):
        if not is_per_unit_value(column) or table.name in events or "cost" in column_words(column.name):
            continue  # what a thing costs us is no price anyone pays
        pointing = [k.table for k in keys if k.target == table.name and k.table in events]
        if pointing:
            expression = qualified(table.name, column.name)
            return Measure(expression, aggregate, pointing[0], (pointing[0], table.name), column_label(column.name),
                           (column.name,))
    return None
