"""Which of a question's leftover words could change its answer, for the offline analyst's refusal rule.

A plan that covers the parts of a question it understood (what is measured, ranked, grouped and filtered)
answers it; a word the plan does not use only says what the data lacks when it carries a meaning of its own.
Pronouns, conjunctions, hedging adverbs ("actually", "individually") and verbs that only say an event
happened ("brought", "shifted", "got", "operated") carry none: they are never a column or a value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.events import GENERIC_VERBS, verb_stems
from agents.runtime.llm.analyst.words import PREMISES, word_set

FUNCTION_WORDS = word_set(
    "someone anyone anybody somebody everyone everybody nobody people person they them us ours whose whom",
    "but neither",
    "nor either among also again once one ones some any its there here then this that these those different",
    "individual separate various other another same own may might where when via",  # "came via M-Pesa"
    "live lives living based located",  # "owners who live in Whitstable": the place's value carries it
    "themselves themselve itself ourselves yourself yourselves himself herself",
)
HEDGES = word_set(
    "actually really only just individually separately roughly approximately exactly currently recently usually",
    "typically generally altogether overall ever much very still yet already now",
    "standard normal ordinary usual plain",  # "a standard tuning": the service itself, unless a value says so
)
# Verbs that say a thing happened or moved, without naming what: the plan's measure and tables carry the meaning.
HAPPENING_VERBS = GENERIC_VERBS | word_set(
    "get include shift operate earn add happen see come bring make take go goe have hold",  # "goes" singularised
    "log collect raise record register put set turn sign",  # "customers signed up to them"
    "keep kept",  # "do agencies keep kit longer": the measure says how long
)


def carries_meaning(word: str) -> bool:
    """Whether a word the plan leaves out could name a column, a value or a table."""
    if word in FUNCTION_WORDS or word in HEDGES or word in HAPPENING_VERBS:
        return False
    # "-ing" forms are nouns as often ("takings", "earnings", "bookings")
    return word.endswith("ing") or not set(verb_stems(word)) & HAPPENING_VERBS


def meaningful(words: Sequence[str]) -> tuple[str, ...]:
    return tuple(w for w in words if carries_meaning(w))


# Nouns that only say a value is a category ("business class", "gold tier"): the value's filter covers them.
CATEGORY_NOUNS = word_set("class type kind category tier level grade group band segment range family line",
                          "membership subscription package")  # "monthly unlimited memberships"


def category_nouns_after(words: Sequence[str], value_words: set[str]) -> set[str]:
    return {w for previous, w in zip(words, words[1:]) if w in CATEGORY_NOUNS and previous in value_words}


# "shop sales", "the money at the shop": the business's one shop, where nothing in the data tells premises
# apart ("which of our shops" asks for premises, and stays a word to match)
_THE_PREMISES = re.compile(r"\b(?:the|our)\s+(shop|store)\b(?!')"
                           r"|\b(shop|store)\s+(?=(?:sales?|money|takings|revenue|income|till)\b)")


def premises_of_the_business(text: str, name_words: set[str]) -> set[str]:
    """"shop" or "store" said of the business itself, when no table or column names premises."""
    if name_words & set(PREMISES):
        return set()
    return {word for found in _THE_PREMISES.finditer(text.lower()) for word in found.groups() if word}
