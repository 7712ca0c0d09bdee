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
from agents.runtime.llm.analyst.dates import MONTHS
from agents.runtime.llm.analyst.matching import value_in_text
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import (
    FILLER_WORDS,
    QUERY_WORDS,
    column_words,
    quote_identifier,
    quote_string,
    table_words,
)

LOOKUP_ALIAS = "looked_up_value"  # marks the lookup's SQL among the turn's queries
MAX_LOOKUP_COLUMNS = 24
_CAPITALISED = re.compile(r"(?<![\w'])[A-Z][\w'&-]*(?:\s+(?:of\s+|the\s+|&\s+)?[A-Z][\w'&-]*)*")
_SENTENCE_START = re.compile(r"(?:^|[.?!:]\s+)$")
_PERIOD = re.compile(r"[qh][1-4]|fy\d{2,4}")


def is_lookup(sql: str) -> bool:
    return LOOKUP_ALIAS in sql


def unseen_names(question: Question, tables: Sequence[TableInfo]) -> list[str]:
    """Capitalised names in the question no sample, table or column holds, and no month or question word is."""
    known = {w for t in tables for w in (*table_words(t.name), *(x for c in t.columns for x in column_words(c.name)))}
    samples = [str(s).lower() for t in tables for c in t.columns for s in c.samples]
    found = []
    for match in _CAPITALISED.finditer(question.original):
        words = match.group(0).split()
        if _SENTENCE_START.search(question.original[: match.start()]) and len(words) == 1:
            continue  # "Which", "Heathrow vs ...": a single capitalised word opening a sentence
        lowered = [w.lower().strip("'s") for w in words]
        common = FILLER_WORDS | QUERY_WORDS | set(MONTHS) | known
        if all(w in common or len(w) < 3 or _PERIOD.fullmatch(w) for w in lowered):
            continue  # "Which", "March", "Q4", "H1": no name
        name = match.group(0)
        if not any(value_in_text(name.lower(), s) or value_in_text(s, name.lower()) for s in samples):
            found.append(name)
    return list(dict.fromkeys(found))


def lookup_sql(names: Sequence[str], tables: Sequence[TableInfo]) -> str | None:
    """One query finding which text column holds each name, or None when no column could."""
    wanted = ", ".join(quote_string(n.lower()) for n in names)
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
