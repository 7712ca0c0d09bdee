"""Money kept in minor units, for the offline analyst: a `price_cents` or `fee_pence` column holds hundredths,
and an amount of money is shown in the unit people count in (dollars, euros, pounds), the column divided by
100, the label saying so.
"""

from __future__ import annotations

from dataclasses import replace

from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.words import column_words, word_set

MINOR_UNIT_WORDS = word_set("cent pence penny centime")  # as `column_words` reads them (`cents` is "cent")


# `price_gr`, `tip_gr`: grosze (hundredths of a złoty) after a word of money; `weight_gr` stays in grams
_MONEY_BEFORE_GROSZE = word_set("price amount tip rate deposit fee cost paid refund charge total value")


def in_grosze(column: str) -> bool:
    words = column_words(column)
    return len(words) > 1 and words[-1] == "gr" and bool(set(words[:-1]) & _MONEY_BEFORE_GROSZE)


def in_main_units(measure: Measure) -> Measure:
    """`measure` divided by 100 when a money column it reads is in minor units; as it was otherwise."""
    if measure.aggregate == "COUNT" or measure.span:
        return measure
    if not any(set(column_words(c)) & MINOR_UNIT_WORDS or in_grosze(c) for c in measure.columns):
        return measure
    return replace(measure, expression=f"{measure.expression} / 100.0",
                   label=f"{measure.label} in whole units (÷ 100)")
