"""Amounts named by the question's verb, for the offline analyst: "how much have we paid out on claims" sums
`amount_paid`, not `amount_claimed`, when a table holds several amounts and one of them is named after what
happened to the money (paid, refunded, spent, collected)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.arithmetic import MONEY_UNITS
from agents.runtime.llm.analyst.events import verb_stems, verbs_in
from agents.runtime.llm.analyst.join_terms import Measure, column_measure
from agents.runtime.llm.analyst.negations import netted_words
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_words, word_set

AMOUNT_COLUMN_WORDS = word_set("amount total sum value money")
_ASKS_AMOUNT = re.compile(r"\bhow much\b|\bmoney\b|\btotal\b|\bthe most\b|\bmore\b|\bsum\b")


def _verb_of(word: str) -> set[str]:
    return {word, *verb_stems(word)}


def named_by_verbs(column: ColumnInfo, verbs: set[str]) -> bool:
    """An amount column whose name holds one of the verbs (`amount_paid` for "pay", `tip_gbp` for
    "tipped"), or is the verb's noun alone or before its unit (`refund` for "refunded", `tip_gr`)."""
    words = column_words(column.name)
    if len(words) == 1 or all(len(w) <= 3 for w in words[1:]):
        return bool(_verb_of(words[0]) & verbs)
    return bool(set(words) & (AMOUNT_COLUMN_WORDS | MONEY_UNITS)) and any(_verb_of(w) & verbs for w in words)


def amount_named_by_verb(question: Question, tables: Sequence[TableInfo], aggregate: str) -> Measure | None:
    """The one money column whose name holds the question's verb ("paid out" → `amount_paid`)."""
    if question.counts_rows or not _ASKS_AMOUNT.search(question.text):
        return None
    netted = netted_words(question.text)  # "money after refunds" names no refund to sum
    verbs = {stem for token in question.words if verbs_in([token]) and token not in netted
             for stem in _verb_of(token)}
    found = [(t, c) for t in tables for c in t.columns
             if c.is_numeric and not c.is_key and named_by_verbs(c, verbs)]  # fmt: skip
    if len(found) != 1:
        return None
    return column_measure(*found[0], aggregate)
