"""Filters a verb puts on a column named after it, for the offline analyst: "loans not returned yet" keeps the
rows whose `returned_on` is empty, "returned loans" the rows where it is set. A value the samples hold
("status is returned") takes precedence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.events import verb_stems
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import (
    PAID_WORDS,
    UNPAID_WORDS,
    column_label,
    column_words,
    table_words,
    tokenize,
    word_set,
)

NEGATIONS = word_set("not never no yet t unreturned")
NEGATION_REACH = 3  # "have not yet been returned": the negation sits up to three words before the verb
_RECEIPT_ROWS = word_set("payment receipt transaction sale taking")


def _names_state(column: ColumnInfo, token: str) -> bool:
    words = column_words(column.name)
    return column.is_temporal and (  # a yes/no column is read as a property (`flags`)
        token in words or bool(set(verb_stems(token)) & set(words)))


def _undone(token: str) -> tuple[str, bool]:
    """"unpaid" is "not paid": the verb, and whether its prefix negates it."""
    if token.startswith("un") and len(token) > 5 and verb_stems(token[2:]):
        return token[2:], True
    return token, False


def _state_column(tables: Sequence[TableInfo], token: str) -> tuple[TableInfo, ColumnInfo, bool] | None:
    """The date column `token` says is set (or, negated, empty): named by the verb, else a `paid` column for
    a word of money owed, or of money received where no table holds payments as rows of their own."""
    verb, undone = _undone(token)
    readings = [(verb, undone)] if verb_stems(verb) else []
    receipts = any(set(table_words(t.name)) & _RECEIPT_ROWS for t in tables)  # money in rows of its own
    if token in UNPAID_WORDS or token in PAID_WORDS and not receipts:
        readings.append(("paid", token in UNPAID_WORDS))
    for said, negated in readings:
        column = next(((t, c) for t in tables for c in t.columns if _names_state(c, said)), None)
        if column is not None:
            return (*column, negated)
    return None


def state_filters(question: Question, tables: Sequence[TableInfo], taken: Sequence[Filter]) -> list[Filter]:
    tokens = tokenize(question.text)
    covered = {w for f in taken for w in f.words}
    found: list[Filter] = []
    for index, token in enumerate(tokens):
        column = None if token in covered else _state_column(tables, token)
        if column is None:
            continue
        table, col, undone = column
        negated = undone or bool(set(tokens[max(0, index - NEGATION_REACH) : index]) & NEGATIONS)
        if not negated and col.is_temporal and sum(c.is_temporal for c in table.columns) < 2:
            continue  # "rentals picked up in May": an event's only date is always set
        test = "IS NULL" if negated else "IS NOT NULL"
        text = f"{column_label(col.name)} is {'empty' if negated else 'set'}"
        words = (token, *column_words(col.name), *(w for w in tokens[max(0, index - NEGATION_REACH) : index]))
        found.append(Filter(f"{qualified(table.name, col.name)} {test}", text, words, table.name, col.name,
                            (text,)))
    if not found:
        return []
    # "still outstanding on unpaid invoices": every word saying the same state is accounted for by one filter
    same = [w for f in found[1:] if f.sql == found[0].sql for w in f.words]
    return [replace(found[0], words=(*found[0].words, *same))]
