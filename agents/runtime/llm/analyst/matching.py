"""Matching a parsed question to one table's columns for the offline analyst: scored column matches, the
grouping dimension, the measures and aggregates, and the equality and year filters.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from agents.runtime.llm.analyst.events import verb_stems, verbs_in
from agents.runtime.llm.analyst.idioms import fold_accents
from agents.runtime.llm.analyst.keys import table_entity
from agents.runtime.llm.analyst.negations import negation_words, netted_words
from agents.runtime.llm.analyst.question import Phrase, Question, mentions_table
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.status_codes import OUTCOME_WORDS, code_words, is_status
from agents.runtime.llm.analyst.value_names import (
    dating_verbs,
    demonym_stems,
    doer_stems,
    fewest_said_in_english,
    foreign_state_words,
    foreign_value_words,
    hyphenated_runs,
    names_value,
    spoken_verbs,
    value_in_text,
    verb_and_particle,
    verb_names_value,
)
from agents.runtime.llm.analyst.words import (
    AGGREGATE_WORDS,
    COLUMN_SYNONYMS,
    FILLER_WORDS,
    GENERIC_WORDS,
    GRAIN_NAMES,
    GRAIN_WORDS,
    QUERY_WORDS,
    column_label,
    column_words,
    contains_sequence,
    grain_expression,
    quote_identifier,
    quote_string,
    singular,
    spelled_as,
    strip_prefix,
    table_words,
    tokenize,
    word_set,
)


# ---------------------------------------------------------------- matching columns

IDENTIFIER_MATCH = 3.0
PHRASE_MATCH = 2.5
ENTITY_MATCH = 1.0
TABLE_MENTION = 2.0


def column_match(column: ColumnInfo, words: Sequence[str], *, ignore: frozenset[str] = frozenset()) -> float:
    """How strongly `words` name `column`: identifier 3, full phrase 2.5, else the share of its words; a
    little less through an everyday synonym ("each venue" names `loc`, "payment method" `pay_mthd`)."""
    score = _named_by(column, words, ignore)
    synonyms = tuple(s for w in words for s in COLUMN_SYNONYMS.get(w, (w,)))
    if score or synonyms == tuple(words):
        return score
    return SYNONYM_WEIGHT * _named_by(column, synonyms, ignore)


def _named_by(column: ColumnInfo, words: Sequence[str], ignore: frozenset[str]) -> float:
    lower = column.name.lower()
    parts = _kinds_as_types(column_words(column.name))  # "kind of pass" names `pass_kind`, and `pass_type`
    words = _kinds_as_types(spelled_as(words, parts))  # "format" names `fmt`
    if {singular(lower), singular(strip_prefix(lower))} & set(words):
        return IDENTIFIER_MATCH
    if len(parts) == 1 and parts[0] in words and parts[0] not in GENERIC_WORDS:
        return IDENTIFIER_MATCH  # a shorthand of one word: `rnd` is the round
    if len(parts) > 1 and contains_sequence(words, parts):
        return PHRASE_MATCH
    present = set(words) - ignore - FILLER_WORDS - QUERY_WORDS
    hits = [w for w in parts if w in present and w not in GENERIC_WORDS and len(w) >= 3]
    return len(hits) / len(parts) if hits else 0.0


SYNONYM_WEIGHT = 0.9


def _kinds_as_types(words: Sequence[str]) -> tuple[str, ...]:
    return tuple("type" if w in ("kind", "sort") else w for w in words)


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
    expression = grain_expression(grain, quote_identifier(column.name), column.type)
    return Dimension(expression, GRAIN_NAMES.get(grain, grain), column.name, 1.5) if expression else None


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
    entity = label_column(table) if mentions_table(phrase.words, table.name) else None
    if entity is not None:
        return Dimension(quote_identifier(entity.name), phrase.text, entity.name, ENTITY_MATCH)
    if column is not None and score >= 0.5:
        return Dimension(quote_identifier(column.name), phrase.text, column.name, score)
    return None


def _measure_candidates(table: TableInfo, exclude: str | None) -> list[ColumnInfo]:
    return [c for c in table.columns if c.is_numeric and not c.is_key and c.name != exclude]


# Kinds of money a column can hold, by the words people call each: a fee is a charge, a price a cost or rate.
FEE_WORDS = frozenset({"fee", "charge", "surcharge", "levy", "tariff"})
_MONEY_KINDS = (FEE_WORDS,
                frozenset({"price", "cost", "rate", "fare", "tariff"}), frozenset({"amount", "value", "total"}),
                frozenset({"premium"}))


def names_its_money(column: ColumnInfo, words: Sequence[str]) -> bool:
    """A money column is named by its kind of money, not only by what qualifies it: "deliveries" alone is no
    `deliv_fee` ("how many deliveries"), "delivery charges" is."""
    kinds = [kind for kind in _MONEY_KINDS if kind & set(column_words(column.name))]
    return not kinds or any(kind & set(words) for kind in kinds)


# A currency, or its hundredths, in a column's name (`labour_dkk`, `amount_cents`): the column holds money.
CURRENCY_CODES = word_set("gbp eur usd dkk sek nok chf nzd aud cad jpy inr zar brl thb pln mxn sgd hkd "
                          "cny krw czk huf ils try ngn egp aed sar ron bgn isk dollar pound euro krone",
                          "lira tl kes ugx tzs rupee shilling peso franc yen dirham rand zl zloty naira cedi",
                          "baht forint ringgit rupiah rp myr idr php vnd pkr clp cop ars uah")
CURRENCY_NAMES = CURRENCY_CODES | word_set("kroner cent pence penny centime paise paisa")
# Words that ask for money where two columns are named alike ("labour billed": `labour_dkk`, not
# `labour_min`).
_ASKS_MONEY = word_set("revenue sale spent spend turnover income earning money taking takings bill billed",
                       "paid pay charge charged invoiced fee earn earned make made bring brings brought",
                       "take took taken cost price worth pound euro dollar krone kroner rupee shilling")


def fits_money(column: ColumnInfo, words: Sequence[str]) -> bool:
    """Whether a column holds money exactly when the words ask for money: a tie-break between columns named
    alike."""
    return bool(set(column_words(column.name)) & CURRENCY_NAMES) == bool(set(words) & _ASKS_MONEY)


def measures_for(
    words: Sequence[str], table: TableInfo, *, exclude: str | None, single: bool = False,
    asked: Sequence[str] = (),
) -> list[tuple[ColumnInfo, float]]:
    """Numeric, non-key columns `words` name: every full match, else the single best partial one."""
    ignore = frozenset(table_words(table.name))
    scored = [(c, column_match(c, words, ignore=ignore)) for c in _measure_candidates(table, exclude)]
    scored = [(c, s) for c, s in scored if s > 0 and (s >= PHRASE_MATCH or names_its_money(c, words))]
    full = [(c, s) for c, s in scored if s >= PHRASE_MATCH]
    # "available quantity" names ps_availqty; `quantity` alone is a weaker, contained match.
    full = [
        (c, s)
        for c, s in full
        if not any(set(column_words(c.name)) < set(column_words(other.name)) for other, _ in full)
    ]
    if full and not single:
        return full
    best = max(scored, key=lambda pair: (pair[1], fits_money(pair[0], (*words, *asked))), default=None)
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
    table: str = ""
    column: str = ""  # the column an equality filter tests, and its values
    values: tuple[str, ...] = ()


def names_its_rows(found: Filter, table: str) -> bool:
    """"How many deliveries went to Zeist" counts `deliveries`: the word names the rows counted, not a value of
    theirs ('DLV') nor of another table's (`fulfilment` 'delivery')."""
    codes = {v.lower() for v in found.values if v.isupper()}
    spoken = {singular(w) for w in found.words if w not in column_words(found.column) and w not in codes}
    return bool(spoken) and spoken <= set(table_words(table))


# Two-letter codes that are everyday words too ('US', 'IN', 'NO'): a value only when written as the data does
_SHORT_WORDS = frozenset({"us", "in", "or", "it", "me", "my", "no", "so", "to", "at", "an", "on", "be", "do",
                          "go", "he", "we", "am", "as", "by", "if", "is", "of", "up"})


def value_filters(question: Question, table: TableInfo, *, qualified: bool = False) -> list[Filter]:
    """Equality filters on text values seen in the schema samples that the question names.

    `qualified` names the column with its table (`"orders"."status"`), for queries that join tables. Planning
    asks this of the same question and table dozens of times: worked out once (unless a sample, a LIST or
    STRUCT value, cannot be a cache key).
    """
    try:
        return list(_cached_value_filters(question, table, qualified))
    except TypeError:  # a sample no key can hold (LIST, STRUCT); a TypeError of the work itself comes back
        return _value_filters_of(question, table, qualified)


@functools.lru_cache(maxsize=256)  # a question's planning reads a few tables; samples are kept small
def _cached_value_filters(question: Question, table: TableInfo, qualified: bool) -> tuple[Filter, ...]:
    return tuple(_value_filters_of(question, table, qualified))


def _value_filters_of(question: Question, table: TableInfo, qualified: bool) -> list[Filter]:
    identifiers = {table.name.lower(), singular(table.name.lower()), table_entity(table.name)}
    identifiers |= {c.name.lower() for c in table.columns}  # "which lecturers" is not `rank = 'Lecturer'`
    dating = dating_verbs(question, table)  # "issues opened in March" are dated, not `status = 'open'`
    spoken = spoken_verbs(question) - dating - {w for w in question.words if set(verb_stems(w)) & dating}
    seen: set[str] = set()
    netted = netted_words(question.text)  # "net of refunds" takes the refunds off, it keeps no 'REF' rows
    filters = []
    for column in table.columns:
        values = []
        for sample in column.samples:
            lowered = sample.lower() if isinstance(sample, str) else ""
            usable = len(lowered) >= 2 and re.search(r"[a-z]", lowered) and lowered not in FILLER_WORDS
            codes = code_words(sample, column.name, question)
            coded = column.is_text and bool(codes)
            if netted and {lowered, singular(lowered), *codes} & netted:
                continue
            if lowered in _SHORT_WORDS and not re.search(rf"\b{re.escape(str(sample))}\b", question.original):
                continue  # "reach us through Viator" names no `country = 'US'`; "customers in the US" does
            if column.is_text and (usable or coded) and lowered not in identifiers | seen and (
                    coded or names_value(lowered, question)
                    or verb_names_value(lowered, spoken, table, column.name)
                    or foreign_value_words(lowered, question, table)
                    or negation_words(lowered, question.text)):
                values.append(sample)
                seen.add(lowered)
        values = fewest_said_in_english(values, question, table)
        values += partner_values(question, values, column) if column.is_text else []
        if values:
            filters += _value_filters(table.name, column.name, values, question, qualified=qualified)
    return without_nested_values(filters)


def _value_filters(table: str, column: str, values: Sequence[str], question: Question, *, qualified: bool
                   ) -> list[Filter]:
    """One filter on a column's values named; two when some are kept and others set aside ("what % were
    cancelled, leaving out upcoming ones"), so that a share's whole leaves the set-aside ones out too."""
    negated = [v for v in values if _negation(v, code_words(v, column, question), question)]
    kept = [v for v in values if v not in negated]
    if not (kept and negated):
        return [_value_filter(table, column, values, question, qualified=qualified)]
    return [_value_filter(table, column, kept, question, qualified=qualified),
            _value_filter(table, column, negated, question, qualified=qualified)]


def _value_filter(table: str, column: str, values: Sequence[str], question: Question, *, qualified: bool
                  ) -> Filter:
    """An equality filter on the values named, or, when each is named after a negation ("weren't cancelled"),
    one keeping every other value."""
    codes = {v: code_words(v, column, question) for v in values}
    negations = {v: _negation(v, codes[v], question) for v in values}
    kept = [v for v in values if not negations[v]]
    found = _equality_filter(table, column, kept or values, qualified=qualified)
    words = found.words + _verbs_naming(values, question) + tuple(w for v in values for w in negations[v])
    words += tuple(w for v in values for w in verb_and_particle(v.lower(), question.text))
    runs = hyphenated_runs(question.text)  # "did-not-attend" names `DNA`
    words += tuple(w for v in values for w in runs.get(v.lower(), ()))
    words += tuple(w for v in values for w in codes[v])
    words += tuple(w for v in values for w in foreign_state_words(v.lower(), question))
    words += tuple(w for w in tokenize(question.text) if w in OUTCOME_WORDS) if is_status(column) else ()
    words += tuple(w.lower() for w in re.findall(r"\b[A-Z][a-z]{4,}\b", question.original)
                   if any(v.lower().startswith(stem) for stem in demonym_stems(w) for v in values))
    if kept:
        return replace(found, words=words)
    sql = found.sql.replace(" = ", " <> ", 1) if len(values) == 1 else found.sql.replace(" IN (", " NOT IN (", 1)
    return replace(found, sql=sql, text=found.text.replace(" is ", " is not ", 1), words=words, values=())


def _negation(value: str, spoken: tuple[str, ...], question: Question) -> tuple[str, ...]:
    """The words negating `value`, or the words (`spoken`) its code abbreviates ("cancelled lessons left out",
    'CXL')."""
    return negation_words(value.lower(), question.text) or (
        negation_words(spoken[0], question.text) if spoken else ())


def _verbs_naming(values: Sequence[str], question: Question) -> tuple[str, ...]:
    """The question's words whose verb names one of the values ("dropped out" → `withdrawn`)."""
    stems = {stem for value in values for stem in (*verb_stems(value.lower()), *doer_stems(value.lower()))}
    tokens = tokenize(question.text)
    return tuple(t for i, t in enumerate(tokens) if set(verbs_in(tokens[i : i + 2])[:1]) & stems)


_PARTNER = r"\s+(?:vs\.?|versus|and|or|against|compared (?:with|to))\s+(?:at\s+|the\s+)?"
_PROPER = r"([A-Z0-9][\w'&-]*(?:\s+(?:of\s+)?[A-Z0-9][\w'&-]*)*)"


def partner_values(question: Question, values: Sequence[str], column: ColumnInfo) -> list[str]:
    """"Spin 45 versus Hill Climb Ride": the other side of a comparison with a value the samples hold is a value
    of the same column, even when the samples (a few per column) do not show it."""
    if len(values) != 1 or not question.original:
        return []
    value = f"(?i:{re.escape(values[0])})"  # the value in any case, the partner capitalised
    found = re.search(value + f"(?i:{_PARTNER})" + _PROPER, question.original) or re.search(
        _PROPER + f"(?i:{_PARTNER})" + value, question.original)
    if found is None:
        return []
    partner = found.group(1).strip()
    known = {str(s).lower() for s in column.samples}
    exhaustive = column.distinct_count is not None and column.distinct_count <= len(column.samples)
    return [partner] if partner.lower() not in known and partner[:1].isupper() and not exhaustive else []


def without_nested_values(filters: Sequence[Filter]) -> list[Filter]:
    """Drop a value named only inside a longer one ("Berlin" in "Berlin Airport"), and a value that is one of
    the values another column is compared on ("Alfama vs Campo de Ourique" names two salons, whatever parish
    is called Campo de Ourique too)."""
    values = [v.lower() for f in filters for v in f.values]
    listed = [{v.lower() for v in f.values} for f in filters if len(f.values) > 1]
    return [f for f in filters if not f.values or not all(
        any(v.lower() != longer and value_in_text(v.lower(), longer) for longer in values) for v in f.values)
        and not any({v.lower() for v in f.values} < others for others in listed)]


def _equality_filter(table: str, column: str, values: Sequence[str], *, qualified: bool) -> Filter:
    quoted = quote_identifier(column)
    quoted = f"{quote_identifier(table)}.{quoted}" if qualified else quoted
    spoken = (fold_accents(value.replace("_", " ")) for value in values)  # 'Inês' as the question's "ines"
    words = tuple(singular(t) for value in spoken for t in tokenize(value)) + column_words(column)
    stems = [stem for value in values for stem in verb_stems(value.lower())]
    words += (*stems, *(s + "al" for s in stems), *(s + s[-1] + "al" for s in stems))  # "referral" → referred
    where = {"table": table, "column": column, "values": tuple(values)}
    if len(values) == 1:
        return Filter(
            f"{quoted} = {quote_string(values[0])}", f"{column_label(column)} is {values[0]}", words, **where
        )
    listed = ", ".join(quote_string(v) for v in values)
    text = f"{column_label(column)} is {' or '.join(values)}"
    return Filter(f"{quoted} IN ({listed})", text, words, **where)


def year_filters(question: Question, table: TableInfo) -> list[Filter]:
    temporal = [c for c in table.columns if c.is_temporal]
    if not question.years or not temporal:
        return []
    mentioned = [c for c in temporal if column_match(c, question.words) >= PHRASE_MATCH]
    column = quote_identifier((mentioned or temporal)[0].name)
    years = ", ".join(str(y) for y in question.years)
    condition = f"year({column}) = {years}" if len(question.years) == 1 else f"year({column}) IN ({years})"
    return [Filter(condition, "in " + " or ".join(str(y) for y in question.years))]
