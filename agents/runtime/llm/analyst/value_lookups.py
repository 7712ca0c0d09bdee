"""Names the schema samples do not show, for the offline analyst: a schema read shows five values a column, so
"How many goals did Harrowgate Hotspur players score?" names a team the samples may not hold. Before planning,
the analyst looks such capitalised names up in the text columns whose samples are not exhaustive (one query,
exact matches ignoring case), and plans with the values found added to those columns' samples; a name found
nowhere stays unmatched, so the answer still says what it could not match.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.conversation import Exchange
from agents.runtime.llm.analyst.coverage import carries_meaning
from agents.runtime.llm.analyst.events import is_verb_form
from agents.runtime.llm.analyst.dates import MONTHS
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.value_names import hyphenated_runs, value_in_text
from agents.runtime.llm.analyst.words import (
    FILLER_WORDS,
    QUERY_WORDS,
    column_words,
    quote_identifier,
    quote_string,
    singular,
    table_words,
    word_set,
)

# Words of a question that are never a stored value.
MEANINGLESS = word_set("most least more less many much total average number percentage percent share proportion",
                       "fraction top bottom highest lowest best worst ever year month quarter week day",
                       "cost revenue income money spend spending takings fee fees price amount value worth")
LOOKUP_ALIAS = "looked_up_value"  # marks the lookup's SQL among the turn's queries
MAX_LOOKUP_COLUMNS = 24
MAX_LOOKUP_WORDS = 24
# a name, with a number that ends it ("Winter Warmth Appeal 2025" is not the 2024 appeal a sample shows)
_CAPITALISED = re.compile(r"(?<![\w'])[A-Z][\w'&-]*(?:\s+(?:of\s+|the\s+|&\s+)?[A-Z][\w'&-]*)*(?:\s+\d{1,4}\b)?")
_SENTENCE_START = re.compile(r"(?:^|[.?!:]\s+)$")
_PERIOD = re.compile(r"[qh][1-4]|fy\d{2,4}")
_CANDIDATE = re.compile(r"[a-z][a-z-]{2,}")  # a lower-case word that could be a value


def is_lookup(sql: str) -> bool:
    return LOOKUP_ALIAS in sql


def _schema_words(tables: Sequence[TableInfo]) -> set[str]:
    return {w for t in tables for w in (*table_words(t.name), *(x for c in t.columns for x in column_words(c.name)))}


def _sampled(tables: Sequence[TableInfo]) -> set[str]:
    return {str(s).lower() for t in tables for c in t.columns for s in c.samples}


def unseen_names(question: Question, tables: Sequence[TableInfo]) -> list[str]:
    """Capitalised names in the question no sample, table or column holds, and no month or question word is."""
    known, samples = _schema_words(tables), _sampled(tables)
    found = []
    for match in _CAPITALISED.finditer(question.original):
        words = match.group(0).split()
        if _SENTENCE_START.search(question.original[: match.start()]) and len(words) == 1:
            continue  # "Which", "Heathrow vs ...": a single capitalised word opening a sentence
        lowered = [w.lower().strip("'s") for w in words]
        common = FILLER_WORDS | QUERY_WORDS | set(MONTHS) | known
        if all(w in common or len(w) < 3 or _PERIOD.fullmatch(w) or w.isdigit() for w in lowered):
            continue  # "Which", "March", "Q4", "H1": no name
        name = match.group(0)
        if not any(value_in_text(name.lower(), s) or value_in_text(s, name.lower()) for s in samples):
            found.append(name)
    return list(dict.fromkeys(found))


def unseen_words(question: Question, tables: Sequence[TableInfo]) -> list[str]:
    """Lower-case words that could be values the samples miss ("leeks", "tomatoes"): not a name of the
    schema, a verb form, a month or a question word; only in a question that names something of the schema."""
    known, samples = _schema_words(tables), _sampled(tables)
    common = FILLER_WORDS | QUERY_WORDS | set(MONTHS) | known | MEANINGLESS
    if not set(question.words) & known:
        return []  # a vague question ("what about churn?") is asked about first, not searched for
    found, previous = [], ""
    for word in re.findall(r"[\w'-]+|[^\w\s]", question.original.lower()):
        if not _CANDIDATE.fullmatch(word) or word in common or singular(word) in common or is_verb_form(word) or (
                not carries_meaning(word)):
            previous = ""
            continue
        if not set(_forms(word)) & samples:
            found += [f"{previous} {word}", word] if previous else [word]  # "spa treatments": 'Spa treatment'
        previous = word
    found += sorted(set(hyphenated_runs(question.text)) - samples)
    return list(dict.fromkeys(found))[:MAX_LOOKUP_WORDS]


def _forms(name: str) -> tuple[str, ...]:
    """A name as written and, for one word, its singular or plural ("tomatoes" → tomato, "leek" → leeks)."""
    lowered = name.lower()
    if " " in lowered:
        head, last = lowered.rsplit(" ", 1)
        return tuple(dict.fromkeys((lowered, f"{head} {singular(last)}")))
    if singular(lowered) != lowered:
        return lowered, singular(lowered)
    return lowered, lowered + "s", lowered + "es"


def lookup_sql(names: Sequence[str], tables: Sequence[TableInfo]) -> str | None:
    """One query finding which text column holds each name, or None when no column could."""
    wanted = ", ".join(quote_string(form) for form in dict.fromkeys(f for n in names for f in _forms(n)))
    selects = []
    for table in tables:
        for column in (c for c in table.columns if c.is_text and not _exhaustive(c)):
            quoted = quote_identifier(column.name)
            selects.append(f"SELECT DISTINCT {quote_string(table.name)} AS looked_up_table, "
                           f"{quote_string(column.name)} AS looked_up_column, {quoted} AS {LOOKUP_ALIAS} "
                           f"FROM {quote_identifier(table.name)} WHERE lower({quoted}) IN ({wanted})")
    return " UNION ALL ".join(selects[:MAX_LOOKUP_COLUMNS]) if selects and names else None


def _exhaustive(column) -> bool:
    return column.distinct_count is not None and column.distinct_count <= len(column.samples)


def with_looked_up_values(tables: Sequence[TableInfo], exchanges: Sequence[Exchange]) -> list[TableInfo]:
    """`tables` with the values a lookup found added to their columns' samples."""
    found: dict[tuple[str, str], list] = {}
    for exchange in (e for e in exchanges if e.ok and is_lookup(e.sql)):
        for row in _rows(exchange.result or {}):
            if len(row) == 3 and isinstance(row[2], str):
                found.setdefault((str(row[0]), str(row[1])), []).append(row[2])
    if not found:
        return list(tables)
    return [replace(t, columns=tuple(
        replace(c, samples=(*c.samples, *found.get((t.name, c.name), ()))) for c in t.columns)) for t in tables]


def _rows(result: dict) -> list[list]:
    columns = [str(c.get("name")) if isinstance(c, dict) else str(c) for c in result.get("columns") or []]
    rows = result.get("rows")
    return [[r.get(c) for c in columns] if isinstance(r, dict) else list(r) for r in rows if isinstance(r, (dict, list, tuple))
            ] if isinstance(rows, list) else []
