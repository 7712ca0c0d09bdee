"""Question → DuckDB SQL for the offline analyst: schema parsing, fuzzy column matching and query plans.

Pure and deterministic; the conversation logic lives in `analyst_brain`, whose docstring lists what the
analyst can and cannot answer.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

DEFAULT_TOP_LIMIT = 5
PREVIEW_LIMIT = 20
MAX_PHRASE_WORDS = 4


def _word_set(*lines: str) -> frozenset[str]:
    return frozenset(" ".join(lines).split())


_NUMERIC_TYPES = _word_set(
    "TINYINT SMALLINT INTEGER INT BIGINT HUGEINT UTINYINT USMALLINT UINTEGER UBIGINT UHUGEINT FLOAT REAL",
    "DOUBLE DECIMAL NUMERIC INT1 INT2 INT4 INT8 FLOAT4 FLOAT8 VARINT BIGNUM",
)
_TEMPORAL_TYPES = _word_set("DATE TIMESTAMP TIMESTAMPTZ DATETIME TIMESTAMP_S TIMESTAMP_MS TIMESTAMP_NS")
_TEXT_TYPES = _word_set("VARCHAR TEXT STRING CHAR BPCHAR ENUM")

# Kept small on purpose: enough to read TPC-H style names (c_acctbal, o_totalprice) and common shorthands.
ABBREVIATIONS = {
    "acct": "account", "bal": "balance", "amt": "amount", "qty": "quantity", "avail": "available",
    "cust": "customer", "supp": "supplier", "mkt": "market", "mfgr": "manufacturer", "ext": "extended",
    "num": "number", "desc": "description", "addr": "address", "pct": "percent", "cnt": "count",
    "prod": "product", "rev": "revenue",
}  # fmt: skip
_WORD_PIECES = _word_set(
    "account amount available balance brand clerk comment commit container cost count customer date",
    "discount extended flag instruct key line market mode name nation number order part phone price",
    "priority quantity receipt region retail return segment ship size status supplier supply tax total type",
    *ABBREVIATIONS,
)
# Words too vague to identify a column on their own ("key" alone should not pick c_custkey).
_GENERIC_WORDS = _word_set("key id name number date type code value")
_FILLER_WORDS = _word_set(
    "a an the of in on at to for from with and or is are was were be do does did what which who how many",
    "much me show give list tell there their my our all each every by per please can you i we it this",
    "that these those have has had get find s across",
)
AGGREGATE_WORDS = {
    "sum": "SUM", "total": "SUM", "average": "AVG", "avg": "AVG", "mean": "AVG",
    "min": "MIN", "minimum": "MIN", "max": "MAX", "maximum": "MAX",
}  # fmt: skip
AGGREGATE_LABELS = {"SUM": "total", "AVG": "average", "MIN": "minimum", "MAX": "maximum"}
_DESCENDING_WORDS = _word_set("top highest largest biggest best most greatest")
_ASCENDING_WORDS = _word_set("bottom lowest smallest worst least fewest")
_QUERY_WORDS = _word_set(
    "count row record table data sold made spent bought earned generated placed breakdown broken down",
    "split group grouped overall value number amount compare see want know need look about like would",
    "could should just only so far now then",
    *AGGREGATE_WORDS,
    *_DESCENDING_WORDS,
    *_ASCENDING_WORDS,
)
_PHRASE_STOPS = _word_set(
    "by per in for where with and from during since of on over at to top limit sorted ordered descending",
    "ascending please only between when that which who is are was were has had have sold made earned",
    "generated got based than as",
)
_LEADING_FILLERS = _word_set("the a an each every all their")
_VERB_FILLERS = _word_set("has had have with sold made earned generated got the is was are were a")
GRAIN_WORDS = {
    "month": "month", "monthly": "month", "year": "year", "yearly": "year", "annual": "year",
    "annually": "year", "quarter": "quarter", "quarterly": "quarter", "week": "week", "weekly": "week",
    "day": "day", "daily": "day",
}  # fmt: skip
_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "twenty": 20,
}  # fmt: skip
_PUNCTUATION = frozenset("?!.,;:")
_TOKEN = re.compile(r"[a-z0-9_#]+|[?!.,;:]")
_PREFIX = re.compile(r"^[a-z]{1,2}_(?=[a-z0-9])")


# ---------------------------------------------------------------- words and identifiers


def quote_identifier(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def quote_string(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def singular(word: str) -> str:
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "ches", "shes", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def tokenize(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


def strip_prefix(name: str) -> str:
    """`c_acctbal` → `acctbal`: TPC-H style tables prefix every column with a short table tag."""
    return _PREFIX.sub("", name)


def _split_compound(part: str) -> list[str]:
    """Split `acctbal` into known pieces (`acct`, `bal`), fewest pieces first; unknown words stay whole."""
    if part in _WORD_PIECES or len(part) < 5:
        return [part]
    best: dict[int, list[str]] = {0: []}
    for end in range(1, len(part) + 1):
        options = [
            best[start] + [part[start:end]]
            for start in range(end)
            if start in best and part[start:end] in _WORD_PIECES
        ]
        if options:
            best[end] = min(options, key=len)
    return best.get(len(part), [part])


@functools.lru_cache(maxsize=2048)
def _expanded_words(name: str) -> tuple[str, ...]:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()
    words: list[str] = []
    for part in re.split(r"[^a-z0-9]+", strip_prefix(spaced)):
        words.extend(ABBREVIATIONS.get(piece, piece) for piece in _split_compound(part) if piece)
    return tuple(words)


def column_words(name: str) -> tuple[str, ...]:
    return tuple(singular(word) for word in _expanded_words(name))


def column_label(name: str) -> str:
    """A human name for a column: `c_acctbal` → "account balance", `units` → "units"."""
    return " ".join(_expanded_words(name)) or name


def table_words(name: str) -> tuple[str, ...]:
    return tuple(singular(part) for part in re.split(r"[^a-z0-9]+", name.lower()) if part)


def _contains_sequence(words: Sequence[str], sequence: Sequence[str]) -> bool:
    size = len(sequence)
    return any(tuple(words[i : i + size]) == tuple(sequence) for i in range(len(words) - size + 1))


# ---------------------------------------------------------------- schema


def _base_type(type_name: str) -> str:
    text = type_name.strip().upper()
    return re.split(r"[(\s]", text, maxsplit=1)[0] if text else ""


@dataclass(frozen=True)
class ColumnInfo:
    name: str
    type: str = ""
    samples: tuple = ()
    distinct_count: int | None = None

    @property
    def is_numeric(self) -> bool:
        return _base_type(self.type) in _NUMERIC_TYPES

    @property
    def is_temporal(self) -> bool:
        return _base_type(self.type) in _TEMPORAL_TYPES

    @property
    def is_text(self) -> bool:
        return _base_type(self.type) in _TEXT_TYPES

    @property
    def is_key(self) -> bool:
        core = strip_prefix(self.name.lower())
        return core in ("id", "key") or core.endswith(("_id", "key"))


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


def _column_from(entry: dict) -> ColumnInfo:
    samples = tuple(s for s in _as_list(entry.get("samples")) if isinstance(s, (str, int, float)))
    type_name = entry.get("type")
    return ColumnInfo(
        name=entry["name"],
        type=type_name if isinstance(type_name, str) else "",
        samples=samples,
        distinct_count=as_int(entry.get("distinct_count")),
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


# ---------------------------------------------------------------- the question


@dataclass(frozen=True)
class Phrase:
    text: str  # as written, e.g. "account balance"
    words: tuple[str, ...]  # singular, without fillers, e.g. ("account", "balance")


@dataclass(frozen=True)
class TopRequest:
    limit: int
    descending: bool
    dimension: Phrase
    measure: Phrase | None


@dataclass(frozen=True)
class Question:
    text: str
    words: tuple[str, ...]
    main_words: tuple[str, ...]  # words outside the "by <dimension>" phrase
    counts_rows: bool
    how_many: Phrase | None
    group_by: Phrase | None
    top: TopRequest | None
    years: tuple[int, ...]


def _phrase_at(tokens: Sequence[str], start: int) -> tuple[Phrase, int]:
    index = start
    while index < len(tokens) and tokens[index] in _LEADING_FILLERS:
        index += 1
    raw: list[str] = []
    while index < len(tokens) and len(raw) < MAX_PHRASE_WORDS:
        token = tokens[index]
        if token in _PUNCTUATION or token in _PHRASE_STOPS:
            break
        raw.append(token)
        index += 1
    words = tuple(singular(token) for token in raw if token not in _FILLER_WORDS)
    return Phrase(" ".join(raw), words), index


def _number_at(tokens: Sequence[str], index: int) -> int | None:
    if index < 0 or index >= len(tokens):
        return None
    token = tokens[index]
    if token.isdigit() and 0 < int(token) <= 1000:
        return int(token)
    return _NUMBER_WORDS.get(token)


def _measure_after(tokens: Sequence[str], index: int) -> Phrase | None:
    for lead in (("by",), ("on",), ("in", "terms", "of"), ("based", "on")):
        if tuple(tokens[index : index + len(lead)]) == lead:
            return _phrase_at(tokens, index + len(lead))[0]
    return None


def _parse_top(tokens: Sequence[str]) -> tuple[TopRequest | None, int | None]:
    """`top 5 customers by balance`, `3 lowest regions by units`; returns the request and its "by" index."""
    for index, token in enumerate(tokens):
        is_marker = token in ("top", "bottom") or (
            token in _DESCENDING_WORDS | _ASCENDING_WORDS
            and (_number_at(tokens, index + 1) or _number_at(tokens, index - 1))
        )
        if not is_marker:
            continue
        limit = _number_at(tokens, index + 1)
        start = index + 2 if limit else index + 1
        limit = limit or _number_at(tokens, index - 1) or DEFAULT_TOP_LIMIT
        dimension, end = _phrase_at(tokens, start)
        top = TopRequest(limit, token not in _ASCENDING_WORDS, dimension, _measure_after(tokens, end))
        return top, (end if top.measure else None)
    return None, None


def _parse_which_superlative(tokens: Sequence[str]) -> TopRequest | None:
    """`which region has the highest revenue` → the top 1 region by revenue."""
    for index, token in enumerate(tokens):
        if token not in ("which", "what"):
            continue
        dimension, end = _phrase_at(tokens, index + 1)
        while end < len(tokens) and tokens[end] in _VERB_FILLERS:
            end += 1
        if dimension.words and end < len(tokens) and tokens[end] in _DESCENDING_WORDS | _ASCENDING_WORDS:
            measure, _ = _phrase_at(tokens, end + 1)
            return TopRequest(1, tokens[end] not in _ASCENDING_WORDS, dimension, measure)
    return None


def _parse_group_by(tokens: Sequence[str], skip_index: int | None) -> Phrase | None:
    for index, token in enumerate(tokens):
        previous = tokens[index - 1] if index else ""
        if index == skip_index or previous in ("sorted", "ordered", "order"):
            continue
        if token in ("by", "per", "across") or (token in ("each", "every") and previous != "by"):
            phrase, _ = _phrase_at(tokens, index + 1 if token != "each" and token != "every" else index)
            if phrase.words:
                return phrase
    grain = next((GRAIN_WORDS[t] for t in tokens if t in GRAIN_WORDS and t.endswith(("ly", "al"))), None)
    return Phrase(grain, (grain,)) if grain else None


def _without(words: Sequence[str], removed: Sequence[str]) -> tuple[str, ...]:
    remaining = list(words)
    for word in removed:
        if word in remaining:
            remaining.remove(word)
    return tuple(remaining)


def parse_question(text: str) -> Question:
    lowered = " ".join(text.lower().split())
    tokens = tokenize(lowered)
    words = tuple(singular(t) for t in tokens if t not in _PUNCTUATION)
    top, consumed_by = _parse_top(tokens)
    top = top or _parse_which_superlative(tokens)
    group_by = _parse_group_by(tokens, consumed_by)
    how_many = None
    if "how many" in lowered:
        how_many = _phrase_at(tokens, tokens.index("many") + 1)[0]
    counts_rows = bool(how_many) or "count" in tokens or "number of" in lowered
    years = tuple(int(y) for y in dict.fromkeys(re.findall(r"\b((?:19|20)\d\d)\b", lowered)))
    main_words = _without(words, group_by.words) if group_by else words
    return Question(lowered, words, main_words, counts_rows, how_many, group_by, top, years)


def tables_named_in(question: Question, table_names: Sequence[str]) -> list[str]:
    """Tables the question names (singular or plural, any case), in the given order."""
    return [name for name in table_names if _mentions_table(question.words, name)]


def _mentions_table(words: Sequence[str], table_name: str) -> bool:
    parts = table_words(table_name)
    if not parts:
        return False
    if _contains_sequence(words, parts) or singular(table_name.lower()) in words:
        return True
    compact = singular(re.sub(r"[^a-z0-9]", "", table_name.lower()))  # "line items" names `lineitem`
    return any("".join(words[i : i + n]) == compact for n in (2, 3) for i in range(len(words) - n + 1))


def content_words(question: Question, limit: int = 3) -> list[str]:
    """The question's own nouns, roughly: what a reasoning sentence can say the question mentions."""
    ignored = _FILLER_WORDS | _QUERY_WORDS
    picked = [t for t in tokenize(question.text) if t.isalpha() and singular(t) not in ignored]
    return list(dict.fromkeys(picked))[:limit]


# ---------------------------------------------------------------- matching columns

IDENTIFIER_MATCH = 3.0
PHRASE_MATCH = 2.5
ENTITY_MATCH = 1.0
TABLE_MENTION = 2.0


def column_match(column: ColumnInfo, words: Sequence[str], *, ignore: frozenset[str] = frozenset()) -> float:
    """How strongly `words` name `column`: identifier 3, full phrase 2.5, else the share of its words."""
    lower = column.name.lower()
    if {singular(lower), singular(strip_prefix(lower))} & set(words):
        return IDENTIFIER_MATCH
    parts = column_words(column.name)
    if len(parts) > 1 and _contains_sequence(words, parts):
        return PHRASE_MATCH
    present = set(words) - ignore - _FILLER_WORDS - _QUERY_WORDS
    hits = [w for w in parts if w in present and w not in _GENERIC_WORDS and len(w) >= 3]
    return len(hits) / len(parts) if hits else 0.0


def _best_column(
    columns: Sequence[ColumnInfo], words: Sequence[str], *, ignore: frozenset[str] = frozenset()
) -> tuple[ColumnInfo | None, float]:
    best, best_score = None, 0.0
    for column in columns:
        score = column_match(column, words, ignore=ignore)
        if score > best_score:
            best, best_score = column, score
    return best, best_score


def label_column(table: TableInfo) -> ColumnInfo | None:
    """The column that names a row of `table`: a *name* column, else its key, else its first text column."""
    text_columns = [c for c in table.columns if c.is_text]
    named = [c for c in text_columns if strip_prefix(c.name.lower()).endswith("name")]
    keys = [c for c in table.columns if c.is_key]
    return next(iter(named + keys + text_columns), None)


@dataclass(frozen=True)
class Dimension:
    expression: str  # SQL of the grouping expression
    label: str  # what the user called it: "region", "month"
    column: str
    score: float


def _grain_dimension(
    grain: str, table: TableInfo, question: Question, qualifier: Sequence[str]
) -> Dimension | None:
    """`by month`, `by order date year`: the named date column, else one the question names, else the first.

    Returns None when the table has no DATE/TIMESTAMP column.
    """
    temporal = [c for c in table.columns if c.is_temporal]
    qualified = [c for c in temporal if qualifier and column_match(c, qualifier) >= 0.5]
    named = [c for c in temporal if column_match(c, (grain,)) >= IDENTIFIER_MATCH]
    mentioned = [c for c in temporal if column_match(c, question.words) >= PHRASE_MATCH]
    column = next(iter(qualified + named + mentioned + temporal), None)
    if column is None:
        return None
    quoted = quote_identifier(column.name)
    expression = f"year({quoted})" if grain == "year" else f"CAST(date_trunc('{grain}', {quoted}) AS DATE)"
    return Dimension(f"{expression} AS {grain}", grain, column.name, 1.5)


def dimension_for(phrase: Phrase, table: TableInfo, question: Question) -> Dimension | None:
    """The column (or date grain) a "by <phrase>" / "top N <phrase>" names in `table`, if any."""
    if not phrase.words:
        return None
    column, score = _best_column(table.columns, phrase.words)
    grain = GRAIN_WORDS.get(phrase.words[-1])
    plain_column = (
        len(phrase.words) == 1 and column is not None and score >= IDENTIFIER_MATCH and not column.is_temporal
    )  # an INTEGER column called "year" is grouped as it is
    if grain and not plain_column:
        return _grain_dimension(grain, table, question, phrase.words[:-1])
    if column is not None and score >= PHRASE_MATCH:
        return Dimension(quote_identifier(column.name), phrase.text, column.name, score)
    entity = label_column(table) if _mentions_table(phrase.words, table.name) else None
    if entity is not None:
        return Dimension(quote_identifier(entity.name), phrase.text, entity.name, ENTITY_MATCH)
    if column is not None and score >= 0.5:
        return Dimension(quote_identifier(column.name), phrase.text, column.name, score)
    return None


def _measure_candidates(table: TableInfo, exclude: str | None) -> list[ColumnInfo]:
    return [c for c in table.columns if c.is_numeric and not c.is_key and c.name != exclude]


def measures_for(
    words: Sequence[str], table: TableInfo, *, exclude: str | None, single: bool = False
) -> list[tuple[ColumnInfo, float]]:
    """Numeric, non-key columns `words` name: every full match, else the single best partial one."""
    ignore = frozenset(table_words(table.name))
    scored = [(c, column_match(c, words, ignore=ignore)) for c in _measure_candidates(table, exclude)]
    scored = [(c, s) for c, s in scored if s > 0]
    full = [(c, s) for c, s in scored if s >= PHRASE_MATCH]
    # "available quantity" names ps_availqty; `quantity` alone is a weaker, contained match.
    full = [
        (c, s)
        for c, s in full
        if not any(set(column_words(c.name)) < set(column_words(other.name)) for other, _ in full)
    ]
    if full and not single:
        return full
    best = max(scored, key=lambda pair: pair[1], default=None)
    return [best] if best else []


def aggregates_in(question: Question, measures: Sequence[ColumnInfo]) -> list[str]:
    """SUM/AVG/MIN/MAX in order of mention, ignoring words that belong to a measure ("total price")."""
    words = list(question.words)
    for column in measures:
        parts = column_words(column.name)
        for start in range(len(words) - len(parts) + 1):
            if len(parts) > 1 and tuple(words[start : start + len(parts)]) == parts:
                words[start : start + len(parts)] = [""] * len(parts)
    return list(dict.fromkeys(AGGREGATE_WORDS[w] for w in words if w in AGGREGATE_WORDS))


# ---------------------------------------------------------------- filters


@dataclass(frozen=True)
class Filter:
    sql: str
    text: str  # "region is North", "in 2024"
    words: tuple[str, ...] = ()  # the question words it accounts for


def _value_in_text(value: str, text: str) -> bool:
    return re.search(r"(?<![a-z0-9_])" + re.escape(value.lower()) + r"(?![a-z0-9_])", text) is not None


def value_filters(question: Question, table: TableInfo) -> list[Filter]:
    """Equality filters on text values seen in the schema samples that the question names."""
    identifiers = {table.name.lower()} | {c.name.lower() for c in table.columns}
    seen: set[str] = set()
    filters = []
    for column in table.columns:
        values = []
        for sample in column.samples:
            lowered = sample.lower() if isinstance(sample, str) else ""
            usable = len(lowered) >= 2 and re.search(r"[a-z]", lowered) and lowered not in _FILLER_WORDS
            if (
                column.is_text
                and usable
                and lowered not in identifiers | seen
                and _value_in_text(lowered, question.text)
            ):
                values.append(sample)
                seen.add(lowered)
        if values:
            filters.append(_equality_filter(column.name, values))
    return filters


def _equality_filter(column: str, values: Sequence[str]) -> Filter:
    quoted = quote_identifier(column)
    words = tuple(singular(t) for value in values for t in tokenize(value)) + column_words(column)
    if len(values) == 1:
        return Filter(
            f"{quoted} = {quote_string(values[0])}", f"{column_label(column)} is {values[0]}", words
        )
    listed = ", ".join(quote_string(v) for v in values)
    return Filter(f"{quoted} IN ({listed})", f"{column_label(column)} is {' or '.join(values)}", words)


def year_filters(question: Question, table: TableInfo) -> list[Filter]:
    temporal = [c for c in table.columns if c.is_temporal]
    if not question.years or not temporal:
        return []
    mentioned = [c for c in temporal if column_match(c, question.words) >= PHRASE_MATCH]
    column = quote_identifier((mentioned or temporal)[0].name)
    years = ", ".join(str(y) for y in question.years)
    condition = f"year({column}) = {years}" if len(question.years) == 1 else f"year({column}) IN ({years})"
    return [Filter(condition, "in " + " or ".join(str(y) for y in question.years))]


# ---------------------------------------------------------------- query plans


@dataclass(frozen=True)
class QueryPlan:
    table: str
    sql: str
    title: str
    shape: str  # "count" | "aggregate" | "grouped" | "top" | "preview" | "incomplete"
    score: float
    missing: tuple[str, ...] = ()  # what the question asks for that this table lacks
    dimension_label: str = ""
    value_labels: tuple[str, ...] = ()
    descending: bool = True
    filter_text: str = ""  # " where region is North in 2024"
    ignored_words: tuple[str, ...] = ()  # question words the SQL does not account for

    @property
    def complete(self) -> bool:
        return not self.missing

    @property
    def accounts_for_everything(self) -> bool:
        return self.complete and not self.ignored_words


@dataclass(frozen=True)
class _Values:
    items: tuple[str, ...]
    labels: tuple[str, ...]
    title: str


def _alias(name: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", name.lower()).strip("_") or "value"


def _value_label(aggregate: str, column: str) -> str:
    prefix, label = AGGREGATE_LABELS[aggregate], column_label(column)
    return label if label.split()[0] == prefix else f"{prefix} {label}"  # not "total total price"


def _values(question: Question, measures: Sequence[ColumnInfo]) -> _Values:
    if not measures:
        return _Values(("count(*) AS row_count",), ("row count",), "Row count")
    explicit = aggregates_in(question, measures)
    pairs = [(agg, column) for column in measures for agg in explicit or ["SUM"]][:6]
    items = tuple(f"{agg}({quote_identifier(c.name)}) AS {agg.lower()}_{_alias(c.name)}" for agg, c in pairs)
    labels = tuple(_value_label(agg, c.name) for agg, c in pairs)
    title = ", ".join(labels) if explicit else ", ".join(column_label(c.name) for c in measures)
    return _Values(items, labels, title[:1].upper() + title[1:])


def _measures_and_counting(
    question: Question, table: TableInfo, exclude: str | None
) -> tuple[list[tuple[ColumnInfo, float]], bool]:
    top = question.top
    if top and top.measure and top.measure.words:
        measures = measures_for(top.measure.words, table, exclude=exclude, single=True)
        counting = question.counts_rows or _mentions_table(top.measure.words, table.name)
        return measures, not measures and counting
    if question.how_many:
        measures = measures_for(question.how_many.words, table, exclude=exclude)
        return measures, not measures
    if question.counts_rows:
        return [], True
    words = _without(question.main_words, top.dimension.words) if top else question.main_words
    return measures_for(words, table, exclude=exclude), False


def _select(table: str, items: Sequence[str], filters: Sequence[Filter], tail: str = "") -> str:
    sql = f"SELECT {', '.join(items)} FROM {quote_identifier(table)}"
    if filters:
        sql += " WHERE " + " AND ".join(f.sql for f in filters)
    return sql + tail


def _filter_text(filters: Sequence[Filter]) -> str:
    values = [f.text for f in filters if not f.text.startswith("in ")]
    years = [f.text for f in filters if f.text.startswith("in ")]
    return (" where " + " and ".join(values) if values else "") + "".join(" " + y for y in years)


def _unmatched_words(
    question: Question,
    table: TableInfo,
    phrase: Phrase | None,
    filters: Sequence[Filter],
    used_columns: Sequence[str],
) -> tuple[str, ...]:
    """Content words nothing in the plan accounts for (e.g. "revenue" on a table without such a column)."""
    known = {*table_words(table.name), *(phrase.words if phrase else ()), *GRAIN_WORDS}
    known |= {word for f in filters for word in f.words} | _FILLER_WORDS | _QUERY_WORDS
    known |= {word for column in used_columns for word in column_words(column)}
    return tuple(
        w
        for w in dict.fromkeys(question.main_words)
        if w not in known and w.isalpha() and w not in _NUMBER_WORDS
    )


def _missing_parts(
    question: Question, dimension: Dimension | None, has_values: bool, unmatched: Sequence[str]
) -> tuple[str, ...]:
    top = question.top
    phrase = top.dimension if top else question.group_by
    missing = []
    if phrase and dimension is None:
        missing.append(f'a column for "{phrase.text or "the ranking"}"')
    # Grouping without a measure counts rows, unless the question named a measure this table lacks.
    wants_measure = bool(top) or bool(aggregates_in(question, [])) or (phrase is not None and bool(unmatched))
    if wants_measure and not has_values:
        what = f'"{" ".join(unmatched)}"' if unmatched else ("the ranking" if top else "the aggregate")
        missing.append(f"a numeric column for {what}")
    return tuple(missing)


def plan_for_table(question: Question, table: TableInfo) -> QueryPlan | None:
    """The query that answers `question` on `table`, or None when nothing in the question matches it."""
    top = question.top
    phrase = top.dimension if top else question.group_by
    dimension = dimension_for(phrase, table, question) if phrase else None
    scored_measures, counting = _measures_and_counting(
        question, table, dimension.column if dimension else None
    )
    measures = [column for column, _ in scored_measures]
    filters = value_filters(question, table) + year_filters(question, table)
    mention = TABLE_MENTION if _mentions_table(question.main_words, table.name) else 0.0
    score = (
        mention + (dimension.score if dimension else 0.0) + sum(s for _, s in scored_measures) + len(filters)
    )
    if score == 0:
        return None
    used = [c.name for c in measures] + ([dimension.column] if dimension else [])
    unmatched = _unmatched_words(question, table, phrase, filters, used)
    missing = _missing_parts(question, dimension, bool(measures) or counting, unmatched)
    if missing:
        return QueryPlan(table.name, "", "", "incomplete", score, missing)
    plan = _complete_plan(question, table.name, dimension, measures, filters, score)
    if question.years and not any(f.text.startswith("in ") for f in filters):
        unmatched += tuple(str(year) for year in question.years)  # no date column to filter on
    return replace(plan, ignored_words=unmatched)


def _top_plan(
    top: TopRequest, table: str, dimension: Dimension, values: _Values, filters: list[Filter], common: dict
) -> QueryPlan:
    direction = "DESC" if top.descending else "ASC"
    tail = (
        f" GROUP BY 1 ORDER BY 2 {direction}, 1 LIMIT {top.limit}"  # ties broken by name, for stable answers
    )
    sql = _select(table, [dimension.expression, *values.items], filters, tail)
    ranked_by = top.measure.text if top.measure and top.measure.text else values.title.lower()
    title = f"{'Top' if top.descending else 'Bottom'} {top.limit} {dimension.label} by {ranked_by}"
    return QueryPlan(
        table, sql, _title(title, filters), "top", dimension_label=dimension.label, descending=top.descending,
        **common,
    )  # fmt: skip


def _title(title: str, filters: Sequence[Filter]) -> str:
    suffix = " (" + ", ".join(f.text for f in filters) + ")" if filters else ""
    return (title + suffix)[:80]


def _complete_plan(
    question: Question,
    table: str,
    dimension: Dimension | None,
    measures: list[ColumnInfo],
    filters: list[Filter],
    score: float,
) -> QueryPlan:
    values = _values(question, measures)
    common = {"score": score, "value_labels": values.labels, "filter_text": _filter_text(filters)}
    if question.top and dimension:
        return _top_plan(question.top, table, dimension, values, filters, common)
    if dimension:
        sql = _select(table, [dimension.expression, *values.items], filters, " GROUP BY 1 ORDER BY 1")
        title = _title(f"{values.title} by {dimension.label}", filters)
        return QueryPlan(table, sql, title, "grouped", dimension_label=dimension.label, **common)
    if measures:
        sql = _select(table, values.items, filters)
        return QueryPlan(table, sql, _title(values.title, filters), "aggregate", **common)
    if question.counts_rows:
        return count_plan(table, filters, score=score)
    return preview_plan(table, filters, score=score)


def count_plan(table: str, filters: Sequence[Filter] = (), *, score: float = 0.0) -> QueryPlan:
    return QueryPlan(
        table,
        _select(table, ["count(*) AS row_count"], filters),
        _title(f"Row count of {table}", filters),
        "count",
        score,
        value_labels=("row count",),
        filter_text=_filter_text(filters),
    )


def preview_plan(table: str, filters: Sequence[Filter] = (), *, score: float = 0.0) -> QueryPlan:
    return QueryPlan(
        table,
        _select(table, ["*"], filters, f" LIMIT {PREVIEW_LIMIT}"),
        f"Preview of {table}",
        "preview",
        score,
        filter_text=_filter_text(filters),
    )


def best_plan(
    question: Question, tables: Sequence[TableInfo], *, only_table: str | None = None
) -> QueryPlan | None:
    """The best plan over `tables`: complete, then using every question word, then the strongest match.

    Ties keep table order.
    """
    if only_table is not None:
        table = next((t for t in tables if t.name == only_table), TableInfo(only_table))
        plan = plan_for_table(question, table)
        if plan is not None:
            return plan
        filters = value_filters(question, table) + year_filters(question, table)
        return count_plan(table.name, filters) if question.counts_rows else preview_plan(table.name, filters)
    plans = [plan for plan in (plan_for_table(question, table) for table in tables) if plan is not None]
    return max(plans, key=lambda plan: (plan.complete, -len(plan.ignored_words), plan.score), default=None)


# ---------------------------------------------------------------- fixing invalid SQL


def _quoted_names(text: str) -> list[str]:
    return [name.replace('""', '"') for name in re.findall(r'"((?:[^"]|"")+)"', text)]


def corrected_sql(sql: str, *, message: str, hint: str, known_names: Sequence[str]) -> str | None:
    """`sql` with the one identifier the error complains about replaced by the hinted (or closest) name."""
    used = _quoted_names(sql)
    wrong = next((name for name in _quoted_names(message) if name in used), None)
    wrong = wrong or next((name for name in used if name not in known_names), None)
    if wrong is None:
        return None
    hinted = [name.split(".")[-1] for name in _quoted_names(hint)]
    hinted += [name for name in known_names if _value_in_text(name.lower(), hint.lower())]
    close = difflib.get_close_matches(wrong, [n for n in known_names if n != wrong], n=1, cutoff=0.6)
    from_message = [name.split(".")[-1] for name in _quoted_names(message)]
    replacement = next((name for name in hinted + close + from_message if name != wrong), None)
    if replacement is None:
        return None
    return sql.replace(quote_identifier(wrong), quote_identifier(replacement))
