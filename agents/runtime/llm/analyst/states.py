"""Filters a verb puts on a column named after it, for the offline analyst: "loans not returned yet" keeps the
rows whose `returned_on` is empty, "returned loans" the rows where it is set. A value the samples hold
("status is returned") takes precedence.
"""

from __future__ import annotations

from collections.abc import Sequence

from agents.runtime.llm.analyst.events import verb_stems
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words, tokenize, word_set

NEGATIONS = word_set("not never no yet t unreturned")
NEGATION_REACH = 3  # "have not yet been returned": the negation sits up to three words before the verb


def _names_state(column: ColumnInfo, token: str) -> bool:
    words = column_words(column.name)
    return column.is_temporal and (  # a yes/no column is read as a property (`flags`)
        token in words or bool(set(verb_stems(token)) & set(words)))


def _undone(token: str) -> tuple[str, bool]:
    """"unpaid" is "not paid": the verb, and whether its prefix negates it."""
    if token.startswith("un") and len(token) > 5 and verb_stems(token[2:]):
        return token[2:], True
    return token, False


def state_filters(question: Question, tables: Sequence[TableInfo], taken: Sequence[Filter]) -> list[Filter]:
    tokens = tokenize(question.text)
    covered = {w for f in taken for w in f.words}
    found: list[Filter] = []
    for index, token in enumerate(tokens):
        verb, undone = _undone(token)
        if not verb_stems(verb) or token in covered:
            continue
        column = next(((t, c) for t in tables for c in t.columns if _names_state(c, verb)), None)
        if column is None:
            continue
        table, col = column
        negated = undone or bool(set(tokens[max(0, index - NEGATION_REACH) : index]) & NEGATIONS)
        if not negated and col.is_temporal and sum(c.is_temporal for c in table.columns) < 2:
            continue  # "rentals picked up in May": an event's only date is always set
        test = "IS NULL" if negated else "IS NOT NULL"
        text = f"{column_label(col.name)} is {'empty' if negated else 'set'}"
        words = (token, *column_words(col.name), *(w for w in tokens[max(0, index - NEGATION_REACH) : index]))
        found.append(Filter(f"{qualified(table.name, col.name)} {test}", text, words, table.name, col.name,
                            (text,)))
    return found[:1]
