"""Nouns for whoever does a verb, for the offline analyst: "our five biggest spenders", "the top scorers", "the
two leading goalscorers", "frequent flyers". A ranked noun that names no table or column but is the doer ("-er")
of a lexicon verb is read as "who <verb>s the most": the ranking is of the entity with a name that the verb's
events point at (`joined_plans._doer`), and the verb (with the table a compound's first part names: "goal" in
"goalscorer") is what is measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.events import IRREGULAR, VERB_NOUNS
from agents.runtime.llm.analyst.join_terms import name_of_table, names_table
from agents.runtime.llm.analyst.keys import key_graph
from agents.runtime.llm.analyst.question import Phrase, Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import column_words

_VERBS = frozenset(VERB_NOUNS) | frozenset(IRREGULAR.values())
MIN_HEAD = 3  # "goal" in "goalscorer"


def _verb_of_doer(noun: str) -> str | None:
    """"spender" → spend, "scorer" → score, "flyer" → fly, "seller" → sell; None for other nouns."""
    if len(noun) < 5 or not noun.endswith("er"):
        return None
    core = noun[:-2]
    options = (core, core + "e", core[:-1]) if core[-1] == core[-2] else (core, core + "e")
    return next((o for o in options if o in _VERBS), None)


def _doer_parts(word: str, tables: Sequence[TableInfo]) -> tuple[str, ...]:
    """The verb a doer noun stands for, after the table a compound's head names; () when it is no doer."""
    named = any(names_table([word], t) for t in tables)
    if named or any(word in column_words(c.name) for t in tables for c in t.columns):
        return ()
    verb = _verb_of_doer(word)
    if verb is not None:
        return (verb,)
    for cut in range(MIN_HEAD, len(word) - 4):
        head, tail = word[:cut], _verb_of_doer(word[cut:])
        if tail is not None and any(names_table([head], t) for t in tables):
            return head, tail
    return ()



def _doer_of_the_measure(word: str, measure: Phrase | None, tables: Sequence[TableInfo]) -> tuple[str, ...]:
    """"the top climbers by number of visits": a doer noun of a verb the lexicon lacks stands for whoever the
    measured rows are done by, when the question names those rows."""
    if measure is None or not word.endswith("er") or len(word) < 6:
        return ()
    named = any(names_table([word], t) or word in column_words(c.name) for t in tables for c in t.columns)
    measured = {t.name for t in tables if names_table(measure.words, t)}
    # the rows must point at one named kind of thing: a job's customer or its machine could be its "designer"
    pointed = {k.target for k in key_graph(tables) if k.table in measured}
    people = [t for t in tables if t.name in pointed and name_of_table(t) is not None]
    return (word,) if not named and len(people) == 1 else ()


def as_doer_question(question: Question, tables: Sequence[TableInfo]) -> Question | None:
    """`question` with its ranked doer noun read as "who" and its verb as the measure, or None."""
    top = question.top
    named_first = question.words[:1] == ("which",) and any(names_table(question.words[1:2], t) for t in tables)
    if top is None or len(top.dimension.words) != 1 or named_first:
        return None  # "Which outlets are the top sellers?" ranks the outlets
    word = top.dimension.words[0]
    parts = _doer_parts(word, tables) or _doer_of_the_measure(word, top.measure, tables)
    if not parts:
        return None
    # "goalscorers" count goals; "spenders" leave the verb to choose the measure (money, events)
    measure = top.measure or (Phrase(parts[0], parts[:1]) if len(parts) > 1 else None)
    words = tuple(w for token in question.words for w in (parts if token == word else (token,)))
    main = tuple(w for token in question.main_words for w in (parts if token == word else (token,)))
    return replace(question, words=words, main_words=main, accounted=(*question.accounted, parts[-1]),
                   top=replace(top, dimension=Phrase("who", ("who",)), measure=measure))
