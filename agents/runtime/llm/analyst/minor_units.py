"""Money kept in minor units, for the offline analyst: a `price_cents` or `fee_pence` column holds hundredths,
and an amount of money is shown in the unit people count in (dollars, euros, pounds), the column divided by
100, the label saying so. Grosze (`price_gr`), øre (`amt_ore`) and kuruş (`fare_krs`) count only after a word
of money, since `weight_gr` is in grams and `ore_tonnes` is rock.
"""

from __future__ import annotations

from dataclasses import replace

from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.words import column_words, word_set

# as `column_words` reads them (`cents` is "cent"); paise are a rupee's hundredths
MINOR_UNIT_WORDS = word_set("cent pence penny centime paise paisa pesewa")


# `price_gr`, `amt_ore`, `fare_krs`: grosze, øre or kuruş (hundredths of a złoty, a krone or a lira) after a
# word of money
_MONEY_BEFORE_HUNDREDTHS = word_set("price amount tip rate deposit fee cost paid refund charge total value",
                                    "fare")
HUNDREDTHS_AFTER_MONEY = word_set("gr ore krs kurus cts gp")  # `prc_cts` cents, `fee_gp` pesewas


def in_hundredths(column: str) -> bool:
    """`price_gr`, `amt_ore`: a money column in grosze or øre (`weight_gr` stays in grams)."""
    words = column_words(column)
    money_before = bool(set(words[:-1]) & _MONEY_BEFORE_HUNDREDTHS)
    return len(words) > 1 and words[-1] in HUNDREDTHS_AFTER_MONEY and money_before


def in_minor_units(column: str) -> bool:
    """`price_cents`, `fee_pence`, `fare_krs`: a money column holding hundredths."""
    return bool(set(column_words(column)) & MINOR_UNIT_WORDS) or in_hundredths(column)


def in_main_units(measure: Measure) -> Measure:
    """`measure` divided by 100 when a money column it reads is in minor units; as it was otherwise."""
    if measure.aggregate == "COUNT" or measure.span:
        return measure
    if not any(in_minor_units(c) for c in measure.columns):
        return measure
    return replace(measure, expression=f"{measure.expression} / 100.0",
                   label=f"{measure.label} in whole units (÷ 100)")
