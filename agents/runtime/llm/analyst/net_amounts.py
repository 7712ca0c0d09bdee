"""Money net of what was given back, for the offline analyst: "ticket money once refunds are taken off", "revenue
net of refunds", "takings after returns". Each row's amount less the amounts of the reversal rows pointing at it,
summed: the reversals are subtracted inside the row (a correlated total), so a row with two refunds is neither
counted twice nor joined into a fan-out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.arithmetic import REVERSAL_WORDS
from agents.runtime.llm.analyst.join_terms import Measure, names_table
from agents.runtime.llm.analyst.keys import JoinKey, qualified
from agents.runtime.llm.analyst.quantities import row_amount
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import quote_identifier, singular, table_words

_NET_OF = re.compile(
    r"\b(?:net of|after|minus|less|deducting|excluding the value of) (?:any |the |all )?([a-z]+)\b"
    r"|\b(?:once|when|with|after) (?:the |any |all )?([a-z]+) (?:are|is|have been|has been)? ?"
    r"(?:taken off|deducted|subtracted|taken out|netted off|removed)\b")
NET_WORDS = frozenset({"net", "minus", "less", "deducting", "deducted", "subtracted", "off", "netted", "taken"})


def net_of_reversals(measure: Measure, question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]
                     ) -> Measure:
    """`measure` (a sum of money) less the amounts of the reversal rows the question takes off."""
    found = _NET_OF.search(question.text)
    if found is None or measure.aggregate != "SUM" or measure.expression == "*":
        return measure
    word = singular(found.group(1) or found.group(2))
    reversal = next((t for t in tables if names_table([word], t) and set(table_words(t.name)) & REVERSAL_WORDS
                     and t.name != measure.root), None)
    pointer = next((k for k in keys if reversal and k.table == reversal.name and k.target == measure.root), None)
    amount = row_amount(reversal) if reversal is not None else None
    if pointer is None or amount is None:
        return measure
    given_back = (f"coalesce((SELECT sum({qualified(reversal.name, amount.name)}) FROM "
                  f"{quote_identifier(reversal.name)} WHERE {qualified(reversal.name, pointer.column)} = "
                  f"{qualified(measure.root, pointer.target_column)}), 0)")
    return replace(measure, expression=f"{measure.expression} - {given_back}",
                   label=f"{measure.label} net of {reversal.name}", columns=(*measure.columns, amount.name))
