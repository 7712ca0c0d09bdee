"""Join planning for the offline analyst: the keys between the tables it has read (`key_graph`) and the
shortest join path that connects the tables a question needs (`join_path`).

A key is a foreign column pointing at another table's own key, found three ways: a declared REFERENCES
constraint (`read_schema` reports DuckDB's constraints), the same key name on both sides (`customer_id`,
TPC-H's `o_custkey` / `c_custkey` once the prefix is stripped), or `<table>_id` pointing at that table's
`id`. Inferred keys must also fit the values: the foreign column cannot hold more distinct values than the
key it points at, and both sides must be numbers or both text.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import (
    ABBREVIATIONS,
    column_words,
    consonant_skeleton,
    quote_identifier,
    shorthand_of,
    singular,
    strip_prefix,
    table_words,
    word_set,
)

_KEY_SUFFIX = re.compile(r"_?(id|key)$|_(no|nr|code)$|^(no|nr|code)$")
# A column named for the role its row plays ("taught_by", "assigned_to"), pointing at whoever plays it.
_ROLE_SUFFIXES = ("by", "to", "at")
# whole numbers that count or measure something, never keys however their values fall
_AMOUNT_WORDS = frozenset(
    "quantity qty count amount total price cost value rate fee hour minute second day night week seat capacity "
    "floor year age score mark grade credit weight size number copy unit rank level point duration length km kg "
    "distance percent".split())
DISTINCT_SLACK = 1.1  # approx_count_distinct is approximate


@dataclass(frozen=True)
class JoinKey:
    table: str  # the table holding the foreign column
    column: str
    target: str  # the table whose own key it points at
    target_column: str
    declared: bool = False

    def condition(self) -> str:
        return f"{qualified(self.table, self.column)} = {qualified(self.target, self.target_column)}"

    def describe(self) -> str:
        how = "declared key" if self.declared else "matching key"
        return f"{self.table}.{self.column} = {self.target}.{self.target_column} ({how})"


def qualified(table: str, column: str) -> str:
    return f"{quote_identifier(table)}.{quote_identifier(column)}"


def table_entity(name: str) -> str:
    """`order_items` → "order_item", `customers` → "customer": what one row of the table is."""
    entity = singular(re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_"))
    # `dgs` are dogs (`dg_id`), `jbs` jobs: a vowel-less plural too short for `singular`
    return entity[:-1] if re.fullmatch(r"[b-df-hj-np-tv-z]{2}s", entity) else entity


@functools.lru_cache(maxsize=65536)
def key_stem(column: str) -> str | None:
    """`customer_id` → "customer", `o_custkey` → "customer", `id` → "": None when it isn't a key column."""
    core = strip_prefix(column.lower())
    if not _KEY_SUFFIX.search(core):
        return None
    stem = _KEY_SUFFIX.sub("", core).rstrip("_")
    whole = column.lower().split("_")
    if not stem and len(whole) == 2 and len(whole[0]) >= 2:  # `dg_id` points at `dgs`: no table tag `dg_`
        stem = whole[0]
    return ABBREVIATIONS.get(stem, stem)


def own_key(table: TableInfo) -> ColumnInfo | None:
    """The column that identifies a row: a declared primary key, `<entity>_id`, `id`, else a unique first
    key."""
    declared = [c for c in table.columns if c.primary_key]
    entity = table_entity(table.name)
    named = [c for c in table.columns if key_stem(c.name) in (entity, "")]
    first = table.columns[:1]
    # a unique first column keys its rows, named as a key or not (`sku`, `isbn`, `plate`)
    unique_first = [
        c for c in first
        if (key_stem(c.name) is not None or c.is_text or c.type.upper() in ("INTEGER", "BIGINT"))
        and c.distinct_count and table.row_count and c.distinct_count * DISTINCT_SLACK >= table.row_count
    ]  # fmt: skip
    return next(iter(declared + named + unique_first), None)


def _compatible(column: ColumnInfo, key: ColumnInfo) -> bool:
    if column.type and key.type and column.is_numeric != key.is_numeric:
        return False
    if column.distinct_count and key.distinct_count:
        return column.distinct_count <= key.distinct_count * DISTINCT_SLACK + 1
    return True


def _inferred_target(column: ColumnInfo, table: TableInfo, owners: dict[str, ColumnInfo]) -> str | None:
    stem = key_stem(column.name)
    if not stem:
        return None
    for target, key in owners.items():
        if target == table.name:
            continue
        # `home_team_id` → `teams.id`, `manager_emp_id` → `employees.emp_id`: a role before the entity's name
        role_head = stem.rsplit("_", 1)[-1]
        same_stem = key_stem(key.name) in (stem, role_head)
        # `sale_id` → `ticket_sales.id`: the stem may be the head of a compound table name
        names = _entity_names(target)
        points_at_id = key_stem(key.name) == "" and (stem in names or role_head in names)
        # `visits.member_no` → `members.membership_no`: named after the table, holding what its own key holds
        entity_key = stem in names and _shares_values(column, key)
        if (same_stem or points_at_id or entity_key) and _compatible(column, key):
            return target
    return None


def _entity_names(table: str) -> set[str]:
    """What one row of `table` is called, whole or by the head of its name, spelled out where it is a shorthand:
    `deps` rows are departures (`dep_id` points at them), `ticket_sales` rows sales."""
    names = {table_entity(table), singular(re.split(r"[^a-z0-9]+", table.lower())[-1])}
    return names | {ABBREVIATIONS[name] for name in names if name in ABBREVIATIONS}


def _shares_values(column: ColumnInfo, key: ColumnInfo) -> bool:
    """The samples agree (or there are none to disagree): `department` holds codes `departments.code` has, or
    codes written the same way (`defects.batch` 'R-25-0107' beside `runs.run_ref` 'R-24-0031')."""
    if not column.samples or not key.samples or set(column.samples) & set(key.samples):
        return True
    return column.is_text and key.is_text and bool(_code_formats(column) & _code_formats(key))


def _code_formats(column: ColumnInfo) -> set[str]:
    """The one way a text column's samples are written, letters as A and digits as 9, when they are codes."""
    formats = {re.sub(r"[0-9]", "9", re.sub(r"[A-Za-z]", "A", str(s))) for s in column.samples}
    code = len(formats) == 1 and all("9" in f and len(f) <= 24 and f.count(" ") <= 1 for f in formats)
    return formats if code else set()


def _role_target(column: ColumnInfo, table: TableInfo, owners: dict[str, ColumnInfo]) -> str | None:
    """A key named unlike its target: after the entity it points at (`pickup_branch` → branches, `department`
    → departments), or for a role (`taught_by` → the one table whose key holds the same values)."""
    words = column.name.lower().split("_")
    stem = key_stem(column.name)
    trip_end = stem is not None and len(words) == 2 and words[0] in _ROLE_ENDS  # `to_id`, `frm_id`
    if column.is_temporal or column.type.upper().startswith("BOOL") or stem is not None and not trip_end:
        return None
    fitting = {target: key for target, key in owners.items() if target != table.name and _compatible(column, key)}
    if trip_end:  # the one table of places a trip runs between
        places = [t for t in fitting if _is_place(table_entity(t))]
        return places[0] if len(places) == 1 else None
    # `omistaja` (owner) → `metsanomistajat` (forest owners): named in another language, by the head noun
    head = column_words(column.name)[-1:]
    by_entity = [t for t in fitting if table_entity(t) in (words[-1], "_".join(words))
                 or len(words) == 1 and head and table_words(t)[-1:] == head]
    if by_entity:
        return by_entity[0]
    # of the keys sharing values, the one with the fewest (`raised_by` holds customers, not replies); shared
    # numbers say little without a role in the name, shared text codes say more (`host` holds `venues.ref`)
    sampled = sorted((key.distinct_count or 0, t) for t, key in fitting.items()
                     if column.samples and key.samples and _shares_values(column, key))
    role = words[-1] in _ROLE_SUFFIXES and len(words) > 1
    if sampled and (role or column.is_text):
        return sampled[0][1]
    # a whole-number column named for a role ("headliner") holding about as many values as one key has
    like = [t for _, t in sampled if _references_like(column, fitting[t])]
    return like[0] if len(like) == 1 else None


def _references_like(column: ColumnInfo, key: ColumnInfo) -> bool:
    whole = column.is_whole_number and key.is_whole_number
    spread = bool(column.distinct_count and key.distinct_count) and 2 * column.distinct_count >= key.distinct_count
    shared = len(set(column.samples) & set(key.samples)) >= 2
    amount = {singular(part) for part in column.name.lower().split("_")} & _AMOUNT_WORDS
    return whole and spread and shared and not amount


def key_graph(tables: Sequence[TableInfo]) -> list[JoinKey]:
    return list(_key_graph(tuple(tables)))


@functools.lru_cache(maxsize=256)
def _key_graph(tables: tuple[TableInfo, ...]) -> tuple[JoinKey, ...]:
    owners = {t.name: key for t in tables if (key := own_key(t)) is not None}
    names = {t.name for t in tables}
    keys = []
    for table in tables:
        for column in table.columns:
            ref = column.references
            if ref and ref[0] in names:
                keys.append(JoinKey(table.name, column.name, ref[0], ref[1], declared=True))
            elif column is not owners.get(table.name) and (
                    target := _inferred_target(column, table, owners) or _role_target(column, table, owners)):
                keys.append(JoinKey(table.name, column.name, target, owners[target].name))
    return tuple(keys) + tuple(_sibling_roles(tables, keys, owners))


OUTBOUND_COLUMNS = word_set("origin from frm orig src source departure depart start pickup sender home")
INBOUND_COLUMNS = word_set("destination dest dst to target arrival arrive end dropoff return receiver",
                           "recipient away")
# What a trip runs from and to: `tkts.to_id` points at the one table of ports, stations or stops
_PLACES = word_set("port airport station stop city town location place branch site depot harbour harbor",
                   "terminal dock pier island airfield venue")


def _is_place(entity: str) -> bool:
    return any(entity in (place, consonant_skeleton(place)) or shorthand_of(entity, place)
               for place in _PLACES)


_ROLE_ENDS = OUTBOUND_COLUMNS | INBOUND_COLUMNS


def _sibling_roles(tables: Sequence[TableInfo], keys: Sequence[JoinKey], owners: dict[str, ColumnInfo]
                   ) -> list[JoinKey]:
    """`flights.origin` beside a keyed `flights.destination`: the other end of a trip points where it does,
    even when the few sampled values do not show it."""
    keyed = {(k.table, k.column) for k in keys}
    found = []
    for table in tables:
        for column in table.columns:
            if (table.name, column.name) in keyed or not set(column.name.lower().split("_")) & _ROLE_ENDS:
                continue
            sibling = next((k for k in keys if k.table == table.name and k.column.lower() != column.name.lower()
                            and set(k.column.lower().split("_")) & _ROLE_ENDS), None)
            twin = next((c for c in table.columns if sibling is not None and c.name == sibling.column), None)
            if twin is not None and twin.type.upper() == column.type.upper() and not column.is_temporal:
                found.append(JoinKey(table.name, column.name, sibling.target, sibling.target_column))
    return found


def foreign_columns(tables: Sequence[TableInfo]) -> set[tuple[str, str]]:
    """(table, column) of every column that points at another table's key."""
    return {(k.table, k.column) for k in key_graph(tables)}


def _shortest(keys: Sequence[JoinKey], starts: Sequence[str], goal: str) -> list[JoinKey] | None:
    """The fewest keys from any of `starts` (the tables joined so far) to `goal`."""
    # of equally short paths, the one through fewer role keys (`home_team_id` beside `away_team_id`), which
    # pick one of two meanings; otherwise the first found
    pairs = Counter((k.table, k.target) for k in keys)
    paths: dict[str, list[JoinKey]] = {start: [] for start in starts}
    found_order = itertools.count(len(starts))
    queue = [(0, 0, order, start) for order, start in enumerate(starts)]
    done: set[str] = set()
    while queue:
        length, roles, _, here = heapq.heappop(queue)
        if here in done:
            continue
        done.add(here)
        if here == goal:
            return paths[here]
        for key in keys:
            for near, far in ((key.table, key.target), (key.target, key.table)):
                cost = (length + 1, roles + (pairs[(key.table, key.target)] > 1))
                if near == here and far not in done and (far not in paths or cost < _cost(paths[far], pairs)):
                    paths[far] = paths[here] + [key]
                    heapq.heappush(queue, (*cost, next(found_order), far))
    return None


def _cost(path: Sequence[JoinKey], pairs: Counter) -> tuple[int, int]:
    return len(path), sum(pairs[(k.table, k.target)] > 1 for k in path)


def join_path(keys: Sequence[JoinKey], root: str, needed: Sequence[str]) -> list[JoinKey] | None:
    """The keys joining `root` to every table in `needed`, shortest paths first; None when one can't be
    reached."""
    path: list[JoinKey] = []
    for table in dict.fromkeys(needed):
        # From every table joined so far: "enrolments in Physics courses" reaches departments through courses.
        joined = list(dict.fromkeys([root, *(k.table for k in path), *(k.target for k in path)]))
        found = _shortest(keys, joined, table)
        if found is None:
            return None
        path.extend(key for key in found if key not in path)
    return path


def from_clause(root: str, path: Sequence[JoinKey], *, join: str = "JOIN") -> str:
    joined = {root}
    sql = f"FROM {quote_identifier(root)}"
    for key in path:
        other = key.target if key.table in joined else key.table
        sql += f" {join} {quote_identifier(other)} ON {key.condition()}"
        joined.add(other)
    return sql


def fans_out(root: str, path: Sequence[JoinKey]) -> bool:
    """Whether a join goes from a key to the rows pointing at it, repeating the root's rows."""
    joined = {root}
    for key in path:
        if key.table not in joined:
            return True
        joined.add(key.target)
    return False


def adjacent_tables(keys: Sequence[JoinKey], names: set[str]) -> set[str]:
    """The tables one key away from any of `names`, either way."""
    return {k.target for k in keys if k.table in names} | {k.table for k in keys if k.target in names}


def referencing(keys: Sequence[JoinKey], table: str) -> list[JoinKey]:
    """Keys in other tables that point at `table`'s own key."""
    return [key for key in keys if key.target == table and key.table != table]
