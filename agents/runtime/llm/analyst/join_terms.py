"""What a question measures and groups by when it spans tables, for the offline analyst's join plans: the
measure (a numeric column, revenue as quantity × price, or a count of a table's rows), the grouping label
(a column such as city, or the name column of a table the question names) and the date column to filter.
"""

from __future__ import annotations

import re

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from agents.runtime.llm.analyst.events import is_event_table, verb_stems
from agents.runtime.llm.analyst.keys import (
    JoinKey,
    foreign_columns,
    join_path,
    key_stem,
    own_key,
    qualified,
    table_entity,
)
from agents.runtime.llm.analyst.matching import (
    IDENTIFIER_MATCH,
    PHRASE_MATCH,
    column_match,
    fits_money,
    names_its_money,
)
from agents.runtime.llm.analyst.question import Phrase, mentions_table
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import (
    FILLER_WORDS,
    GENERIC_WORDS,
    GRAIN_NAMES,
    GRAIN_WORDS,
    NOUN_SYNONYMS,
    PAID_WORDS,
    QUERY_WORDS,
    UNPAID_WORDS,
    column_label,
    column_words,
    consonant_skeleton,
    grain_expression,
    singular,
    strip_prefix,
    table_words,
    word_set,
)

# What people say for a measure no column is named after.
MONEY_WORDS = word_set("revenue sale spent spend spending turnover income earning money taking bill gross proceeds",
                       "face fare paid pay charged charging billed invoiced bill fee charge worth earn",
                       "earned",
                       "owe owed owing outstanding pull pulled forked fork shelled",  # "pull in", "fork out"
                       "receive received",
                       # "in pounds": a currency
                       "pound sterling euro dollar gbp eur usd krone kroner lira forint koruna zloty franc yen",
                       "peso")
# What a metered quantity is called: "consumption", "usage", "energy" of `kwh` or `litres` columns.
METERED_WORDS = ("kwh", "mwh", "litre", "liter", "gallon", "megabyte", "gigabyte")
DURATION_WORDS = ("hour", "day", "minute", "night", "week", "duration", "length")  # "how long" is a duration
SYNONYMS = NOUN_SYNONYMS | {
    "unit": ("quantity",), "output": ("unit", "quantity"), "time": ("second",),
    "headcount": ("employee", "staff"), "fee": ("fine", "charge"),
    "fine": ("fee",), "spend": ("cost",), "spending": ("cost",), "weight": ("kg", "kilogram"), "distance": ("km", "kilometre"),
    "expensive": ("price", "cost", "rate", "fee"), "long": DURATION_WORDS, "length": DURATION_WORDS,
    "longer": DURATION_WORDS, "shorter": DURATION_WORDS,
    "duration": DURATION_WORDS, "consumption": METERED_WORDS, "usage": METERED_WORDS, "energy": METERED_WORDS,
    "kilo": ("kg", "kilogram"), "data": ("megabyte", "gigabyte"),
}  # fmt: skip


@dataclass(frozen=True)
class Measure:
    expression: str  # SQL inside the aggregate; "*" counts rows
    aggregate: str  # SUM, AVG, MIN, MAX or COUNT
    root: str  # the table whose rows are aggregated (where the join starts)
    tables: tuple[str, ...]  # every table the expression reads
    label: str  # "revenue (quantity × price)", "salary", "orders"
    columns: tuple[str, ...] = ()
    guessed: bool = False  # no column is named after it: "spent" read as a total price
    distinct: str = ""  # counts this key once per row of the root, when a join repeats the root's rows
    per: str = ""  # an average over this key's totals ("average order value" sums each order's lines first)
    span: bool = False  # the time between two moments of each row (`durations`)

    @property
    def sql(self) -> str:
        if self.aggregate == "COUNT":
            return f"count(DISTINCT {self.distinct})" if self.distinct else "count(*)"
        return f"{self.aggregate}({self.expression})"


@dataclass(frozen=True)
class Label:
    expression: str  # qualified column, or a date grain over one
    table: str
    column: str
    label: str  # what the user called it


def alias_of(text: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", text.lower()).strip("_") or "value"


def expanded(words: Sequence[str]) -> tuple[str, ...]:
    extra = [s for w in words for s in SYNONYMS.get(w, ())]
    stems = [w[:-2] if w.endswith("ed") and len(w) > 5 else w[:-1] for w in words if w.endswith("ed")]
    return tuple(dict.fromkeys([*words, *extra, *stems]))


def names_table(words: Sequence[str], table: TableInfo) -> bool:
    """The words name the table, or the entity its own key is named after (`hotel_guest.guest_id`: "guests")."""
    if mentions_table(words, table.name):
        return True
    key = own_key(table)
    stem = key_stem(key.name) if key is not None else None
    return bool(stem) and stem in words or names_its_dated_event(words, table)


_NOUN_ENDINGS = (("ure", ""), ("ure", "e"), ("al", "e"), ("al", ""), ("ment", ""), ("ery", "er"))


def names_its_dated_event(words: Sequence[str], table: TableInfo) -> bool:
    """"departures" name the rows of `flights.departs_at`, "arrivals" of `arrives_at`, "deliveries" of
    `delivered_on`, "orders" of `ordered`: a noun for the event a table's own date column is named after."""
    verbs = {v for c in table.columns if c.is_temporal for w in column_words(c.name) for v in (w, *verb_stems(w))}
    nouns = [singular(w) for w in words if len(w) > 4 and w not in table_words(table.name)]
    if any(n in verbs and len(n) > 4 and n + "ed" in verbs and n + "ed" not in words for n in nouns):
        return True  # "orders" the rows of `installs.ordered` (the verb "enrolled" names no rows)
    if any(n.endswith(end) and n[: -len(end)] + add in verbs for n in nouns if len(n) > 5
           for end, add in _NOUN_ENDINGS):
        return True
    # "pick-ups" the rows of `alis_tarihi` read as the pickup date: a verb and its particle as one noun
    dated = {words[0] for c in table.columns if c.is_temporal and len(words := column_words(c.name)) == 2
             and words[1] in ("date", "day", "time")}
    return any(n in dated and n.endswith(_PARTICLES) for n in nouns)


_PARTICLES = ("up", "in", "off", "out")


def entity_words(tables: Sequence[TableInfo]) -> frozenset[str]:
    return frozenset(singular(t.name.lower()) for t in tables) | {
        singular(part) for t in tables for part in t.name.lower().split("_")
    }


def _measure_score(column: ColumnInfo, words: Sequence[str], entities: frozenset[str]) -> tuple[int, float]:
    """How many of the column's words the question uses; 0 unless one of them is more than a table's name
    ("pageviews of blog pages" names no measure in `seconds_on_page`; "time on page" does)."""
    if column_match(column, words) >= IDENTIFIER_MATCH:
        return 9, 1.0
    parts = column_words(column.name)
    if len(parts) > 1 and column_match(column, words) >= PHRASE_MATCH:
        return len(parts) + 1, 1.0
    present = set(words) - FILLER_WORDS - QUERY_WORDS - GENERIC_WORDS
    # "units" means a quantity, not `unit_value`: a bare "unit" never picks a unit_* column.
    hits = [w for w in parts if w in present and len(w) >= 3 and not (w == "unit" and len(parts) > 1)]
    if not set(hits) - entities or not names_its_money(column, words):
        return 0, 0.0
    return len(hits), len(hits) / len(parts) if parts else 0.0


def numeric_columns(tables: Sequence[TableInfo]) -> list[tuple[TableInfo, ColumnInfo]]:
    owned = {(t.name, k.name) for t in tables if (k := own_key(t)) is not None} | foreign_columns(tables)
    return [
        (t, c) for t in tables for c in t.columns
        if c.is_numeric and not c.is_key and (t.name, c.name) not in owned and not c.references
    ]  # fmt: skip


def reachable(keys: Sequence[JoinKey], table: str, anchor: str) -> bool:
    return not anchor or table == anchor or join_path(keys, table, [anchor]) is not None


def named_measure(
    words: Sequence[str], tables: Sequence[TableInfo], aggregate: str, reach: Callable[[str], bool],
    asked: Sequence[str] = (),
) -> Measure | None:
    """The numeric column the words name best (ties: the first table read) that joins to what it needs."""
    entities = entity_words(tables)
    scored = [
        (_measure_score(c, expanded(words), entities), t, c)
        for t, c in numeric_columns(tables)
        if reach(t.name) and not (aggregate == "SUM" and column_words(c.name)[-1:] == ("year",))
    ]  # a birth year or a year built is never added up ("ridden the most this year")
    scored = [item for item in scored if item[0][0] > 0]
    if not scored:
        return None
    _, table, column = max(scored, key=lambda item: (item[0], fits_money(item[2], (*words, *asked))))
    # "monthly amount" names `monthly_amount` better than the `amount` of another table
    wider = [(t, c) for (score, _), t, c in scored if score > 1 and len(column_words(c.name)) > 1
             and set(column_words(column.name)) < set(column_words(c.name))]
    table, column = wider[0] if len(wider) == 1 else (table, column)
    return column_measure(table, column, aggregate)


def column_measure(table: TableInfo, column: ColumnInfo, aggregate: str) -> Measure:
    """`aggregate` of one column of `table`, labelled by the column's words."""
    return Measure(qualified(table.name, column.name), aggregate, table.name, (table.name,), column_label(column.name),
                   (column.name,))


def count_measure(table: str) -> Measure:
    return Measure("*", "COUNT", table, (table,), f"{table} rows" if "_" in table else table)


def name_of_table(table: TableInfo) -> ColumnInfo | None:
    """The table's label when it is a name (`full_name`, `mbr_nm`): the rows are people or named things."""
    column = label_of_table(table)
    return column if column is not None and column_words(column.name)[-1:] == ("name",) else None


def label_of_table(table: TableInfo) -> ColumnInfo | None:
    """What names a row: a *name* column, else a text column as distinct as the rows (a `pitch_no` or
    `berth_code` before a numeric id), else its own key."""
    text = [c for c in table.columns if c.is_text]
    named = [c for c in text if strip_prefix(c.name.lower()).endswith(("name", "title", "label"))
             or column_words(c.name)[-1:] == ("name",)]  # `nm`, `nazwa`
    key = own_key(table)
    unique = [c for c in text if names_each_row(table, c) and c is not key and not c.references]
    unique.sort(key=lambda c: c.is_key)
    # the person who runs a place names no place: an outlet is its code, not its franchisee's name
    runs_it = [c for c in unique if set(column_words(c.name)) & _PERSON_ROLES]
    unique = [c for c in unique if c not in runs_it]
    return next(iter(named + unique + ([key] if key else []) + runs_it), None)


_PERSON_ROLES = frozenset({"manager", "owner", "franchisee", "contact", "landlord", "keyholder",
                           "supervisor"})


def names_each_row(table: TableInfo, column: ColumnInfo) -> bool:
    """About one value a row (`pitch_no`, a member's name): a label of the rows, never a category of them."""
    rows, distinct = table.row_count, column.distinct_count
    return bool(rows and distinct) and distinct * 1.1 >= rows


FIRST_NAMES = ("first_name", "firstname", "given_name", "forename")
LAST_NAMES = ("last_name", "lastname", "surname", "family_name")


_FIRST_WORDS = (("first", "name"),)  # `voornaam`
_LAST_WORDS = (("surname",), ("last", "name"), ("family", "name"))  # `achternaam`, `cognome`


def _is_name(name: str, spelled: Sequence[str], words: Sequence[tuple[str, ...]]) -> bool:
    return name.lower() in spelled or column_words(name) in words


def row_label(table: TableInfo, column: ColumnInfo, label: str) -> Label:
    """The label naming a row by `column`, or by first and last name together when the table splits them."""
    first = next((c.name for c in table.columns if _is_name(c.name, FIRST_NAMES, _FIRST_WORDS)), None)
    last = next((c.name for c in table.columns if _is_name(c.name, LAST_NAMES, _LAST_WORDS)), None)
    expression = qualified(table.name, column.name)
    if column.name in (first, last) and first is not None and last is not None:
        expression = (f"{qualified(table.name, first)} || ' ' || {qualified(table.name, last)} "
                      f"AS {alias_of(table_entity(table.name))}_name")
    return Label(expression, table.name, column.name, label)


def _grain_label(grain: str, tables: Sequence[TableInfo], root: str, keys: Sequence[JoinKey],
                 words: Sequence[str]) -> Label | None:
    found = date_column(tables, root, keys, words)
    if found is None:
        return None
    table, column = found
    expression = grain_expression(grain, qualified(table, column.name), column.type)
    return Label(expression, table, column.name, GRAIN_NAMES.get(grain, grain)) if expression else None


def _head_table(phrase: Phrase, tables: Sequence[TableInfo], best: tuple | None) -> TableInfo | None:
    """The table a phrase's last noun names, when the column matched best is named by a word before it."""
    if len(phrase.words) < 2 or best is None or phrase.words[-1] in column_words(best[2].name):
        return None
    head = next((t for t in tables if names_table(phrase.words[-1:], t)), None)
    return head if head is not None and head is not best[1] and label_of_table(head) is not None else None


def label_for(
    phrase: Phrase, tables: Sequence[TableInfo], root: str, keys: Sequence[JoinKey], words: Sequence[str] = ()
) -> Label | None:
    """The grouping a "by <phrase>" / "top N <phrase>" names: a column, a table's label column or a date
    grain (of the date column the question's `words` name: "the most deliveries" by `deliv_dt`)."""
    if not phrase.words:
        return None
    if phrase.words[-1] in GRAIN_WORDS:
        return _grain_label(GRAIN_WORDS[phrase.words[-1]], tables, root, keys, words)
    foreign = {(k.table, k.column) for k in keys}  # `courses.department` holds codes; departments name them
    columns = [
        (column_match(c, phrase.words), t, c) for t in tables for c in t.columns
        if not c.is_key and not c.is_temporal and not c.references and (t.name, c.name) not in foreign
        and c is not own_key(t)  # "which tailor": the tailors' names, not their codes (`ma_tho`)
    ]  # fmt: skip
    # "crew lead": of two columns named alike (`crew`, `lead`), the one the last noun names
    best = max(columns, key=lambda found: (found[0], phrase.words[-1] in column_words(found[2].name)),
               default=None)
    # "which country": the one text column called a kind of country (`home_country`)
    ending = [(t, c) for _, t, c in columns if len(phrase.words) == 1 and c.is_text
              and column_words(c.name)[-1:] == phrase.words and phrase.words[0] not in GENERIC_WORDS]
    if (best is None or best[0] < PHRASE_MATCH) and len(ending) == 1:
        best = (PHRASE_MATCH, *ending[0])
    head = _head_table(phrase, tables, best)
    if head is not None:  # "kiosk staff" are the staff, not the kiosk column of the ports
        return row_label(head, label_of_table(head), phrase.text)
    if best is not None and best[0] >= PHRASE_MATCH:
        _, table, column = best
        return Label(qualified(table.name, column.name), table.name, column.name, phrase.text)
    kind = _kind_of(phrase, tables)
    if kind is not None:
        return kind
    for table in tables:
        column = label_of_table(table) if names_table(phrase.words, table) else None
        column = _category_for_bare_key(table, column) if column is not None else None
        if column is not None:
            return row_label(table, column, phrase.text)
    # "which companies": the label column named after them (`customers.company_name`)
    for table in tables:
        column = label_of_table(table)
        if column is not None and set(column_words(column.name)) - GENERIC_WORDS & set(phrase.words):
            return row_label(table, column, phrase.text)
    # "which two desserts": a value of a category column names the rows that hold it
    for table in tables:
        column = label_of_table(table)
        if column is not None and _holds_value(table, column, phrase.words):
            return row_label(table, column, phrase.text)
    return None


KIND_WORDS = word_set("kind type sort class category style variety")


def _kind_of(phrase: Phrase, tables: Sequence[TableInfo]) -> Label | None:
    """"each kind of boat" (read as "boat type"): the one category column of the table the rest names, when no
    column is called so (`boats.cls`, `classes.style`)."""
    if len(phrase.words) < 2 or phrase.words[-1] not in KIND_WORDS:
        return None
    for table in (t for t in tables if names_table(phrase.words[:-1], t)):
        kinds = [c for c in table.columns if c.is_text and set(column_words(c.name)) & KIND_WORDS]
        if len(kinds) == 1:
            return Label(qualified(table.name, kinds[0].name), table.name, kinds[0].name, phrase.text)
    return None


def _category_for_bare_key(table: TableInfo, column: ColumnInfo) -> ColumnInfo:
    """"Which add-on brought in the most": rows named by nothing but a number (`extra_no`) are told apart by
    their one code or kind column ('GROOM', 'BATH'), which is what the question ranks."""
    if column.is_text or not column.is_key:
        return column
    coded = [c for c in table.columns if c.is_text and (not c.is_key or c.name.lower() == "code")
             and set(column_words(c.name)) & (KIND_WORDS | {"code"})]
    return coded[0] if len(coded) == 1 else column


def _holds_value(table: TableInfo, label: ColumnInfo, words: Sequence[str]) -> bool:
    spoken = " ".join(words)
    return any(singular(str(s).lower()) == spoken for c in table.columns if c.is_text and c is not label
               for s in c.samples)


def date_column(tables: Sequence[TableInfo], root: str, keys: Sequence[JoinKey], words: Sequence[str],
                within: Sequence[str] = ()) -> tuple[str, ColumnInfo] | None:
    """The DATE/TIMESTAMP column to filter or group by: one the words name, else the root's, else one of a
    table it points at; the date of an event joined in (`within`) comes before an entity's own date ("pets
    seen in 2025" are dated by the visits, not by birth)."""
    near = [root] + [k.target for k in keys if k.table == root] + [k.table for k in keys if k.target == root]
    by_name = {t.name: t for t in tables}
    events = [n for n in within if n in by_name and is_event_table(by_name[n], keys)]
    # rows nothing points at (readings, line items) are the events themselves: their own date comes first
    is_leaf = not any(k.target == root for k in keys)
    order = near if root in events or not events or is_leaf else [*events, *near]
    # the question's own words, and as abbreviated names write them ("shifts" name `shft_dt`); "the first
    # half" names no `first_contact`
    said = {w for w in words if len(w) > 3} - _WINDOW_WORDS - FILLER_WORDS
    named = said | {consonant_skeleton(w) for w in said if len(w) > 4}
    stems = set(expanded(words)) | named | ({"paid"} if said & (PAID_WORDS | UNPAID_WORDS) else set())
    dated = [(n, c) for n in dict.fromkeys(order) if n in by_name for c in by_name[n].columns if c.is_temporal]
    mentioned = [(n, c) for n, c in dated
                 if set(column_words(c.name)) & stems and not _booking_date(c, stems)]
    # "weekend shifts": the date the words name, further along the keys (an order's shift's `shft_dt`)
    reachable = [t for t in tables if t.name not in order and join_path(keys, root, [t.name]) is not None]
    further = [(t.name, c) for t in reachable for c in t.columns
               if c.is_temporal and set(column_words(c.name)) & named]
    mentioned = mentioned or further[:1]
    return next(iter(mentioned + sorted(dated, key=lambda found: _unlikely_date(found[1], stems))), None)


_WINDOW_WORDS = word_set("first second last final half quarter start end new date day time")


# "new members who joined in 2025", "pupils enrolled in 2024": the date a row joined, never its birth date
JOINING_WORDS = word_set("join joined joining register registered registration enrol enroll enrolled enrolment",
                         "enrollment signup signed since start started created opened")
BIRTH_WORDS = word_set("dob birth born birthday")


def is_joining_date(column: ColumnInfo) -> bool:
    """`joined_on`, `signup_date`; a first date (`first_contact`, `first_seen`) is when a row came on board
    too."""
    words = column_words(column.name)
    return bool(set(words) & JOINING_WORDS) or (column.is_temporal and words[:1] == ("first",))


# "hires in April" are dated by when the boat went out, not by when the booking was made (`bk_ts`), unless the
# question asks when they were made
BOOKING_DATE_WORDS = word_set("book booked booking bk bkg reserved reservation")
MAKING_WORDS = word_set("make made booked reserved placed")


def _unlikely_date(column: ColumnInfo, words: set[str]) -> tuple[bool, bool, bool]:
    """A birth date is the question's only when it asks about birth; a joining date comes first when it asks
    about new rows or joining; a booking's date comes after the date of what was booked."""
    born = bool(set(column_words(column.name)) & BIRTH_WORDS) and not words & BIRTH_WORDS
    joining = bool(words & (JOINING_WORDS | {"new"}))
    return born, joining and not is_joining_date(column), _booking_date(column, words)


def _booking_date(column: ColumnInfo, words: set[str]) -> bool:
    """When a booking was made (`bk_ts`, `booked_at`); `booked_for` is when the booked thing happens."""
    named = column_words(column.name)
    return bool(set(named) & BOOKING_DATE_WORDS) and "for" not in named and not words & MAKING_WORDS
