"""Nouns spoken in the singular that name a table of payments, for the offline analyst: "the most rent", "how
much rent have we taken", "rent received per area", "one-off donation money", "the average online donation".

A noun counted in the plural ("the most orders") asks how many rows; the same noun in the singular, as the head of
what is measured, asks how much: the one amount its rows hold (`rent` → `rent_payments.amount`,
`donation` → `donations.amount`), summed, averaged or compared like any other measure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.join_terms import Measure, column_measure
from agents.runtime.llm.analyst.quantities import asks_for_money, row_amount
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import column_words, singular, table_words, tokenize, word_set

# What may follow the noun while it is still the head of the measure ("donation money", "rent received").
_AFTER_THE_HEAD = word_set(
    "money income received paid collected raised given taken overall altogether in from per by for on to across",
    "this last during than over through since between at have has had did do does was were is are came come went",
)
# Before the noun, these make it what rows are grouped or counted by ("per shipment", "each donation").
_BEFORE_A_GROUP = word_set("per each every by a an one")


def amount_of_mass_noun(question: Question, tables: Sequence[TableInfo], aggregate: str) -> Measure | None:
    """The amount column of the table a singular noun names, when that noun heads what the question measures."""
    if question.counts_rows:
        return None
    tokens, money = tokenize(question.text), asks_for_money(question.text)
    for index, token in enumerate(tokens):
        if not _heads_a_mass(tokens, index):
            continue
        for table in tables:
            # payments are dated; a product's own cost (`wines.cost_amt`) is no amount that changed hands
            dated = any(c.is_temporal for c in table.columns)
            column = row_amount(table) if dated and token in table_words(table.name) else None
            if column is not None:
                return column_measure(table, column, aggregate)
            weight = _weight_of_goods(table, token) if dated and not money else None
            if weight is not None:  # the label names the goods: the plan accounts for the word
                measure = column_measure(table, weight, aggregate)
                return replace(measure, label=f"{measure.label} of {token}")
    return None


_WEIGHT_WORDS = word_set("kilogram kg weight tonne ton gram litre liter volume")


def _weight_of_goods(table: TableInfo, noun: str):
    """"How much honey did we pull off": the one weight of a table whose text column is named by the goods
    (`harvests.honey` holds the honey's kind, `harvests.kg` how much of it there was)."""
    if not any(c.is_text and column_words(c.name) == (noun,) for c in table.columns):
        return None
    weights = [c for c in table.columns
               if c.is_numeric and not c.is_key and set(column_words(c.name)) & _WEIGHT_WORDS]
    return weights[0] if len(weights) == 1 else None


def _heads_a_mass(tokens: Sequence[str], index: int) -> bool:
    token = tokens[index]
    if not token.isalpha() or len(token) < 4 or singular(token) != token or token.endswith("s"):
        return False
    following = tokens[index + 1] if index + 1 < len(tokens) else ""
    if index and tokens[index - 1] in _BEFORE_A_GROUP:
        return False
    return not following.isalpha() or following in _AFTER_THE_HEAD
