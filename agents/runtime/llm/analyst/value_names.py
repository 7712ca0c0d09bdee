"""How a question names a text value, for the offline analyst: as written or in the plural, by the
hyphenated words it is the initials of, by the capitalised adjective of its place, by a verb that names it
("showed up" for 'attended'), or by the verb and particle it is made of ("broke down" for 'breakdown').
"""

from __future__ import annotations

import functools
import re

from agents.runtime.llm.analyst.events import COLUMN_VERBS, said_with_particle, verb_stems, verbs_in
from agents.runtime.llm.analyst.foreign_words import FOREIGN_STATES, FOREIGN_VALUES, finnish_word
from agents.runtime.llm.analyst.idioms import fold_accents
from agents.runtime.llm.analyst.keys import table_entity
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import (
    FUNCTION_WORDS,
    column_words,
    hyphenated_words,
    singular,
    table_words,
    tokenize,
)


@functools.lru_cache(maxsize=8192)
def value_in_text(value: str, text: str) -> bool:
    """The value spoken in the (accent-folded) question text, or its plural ("no-shows" are the 'no-show'
    rows): "Café Nero" in "café nero sales"."""
    folded = fold_accents(value.lower())
    if folded not in text:  # the cheap test first: a pattern per value crowds re's cache of compiled ones
        return False
    spoken = re.escape(folded)
    plural = "(?:s|es)?" if len(value) > 3 and value[-1:].isalpha() else ""
    return re.search(r"(?<![a-z0-9_])" + spoken + plural + r"(?![a-z0-9_])", text) is not None


def names_value(value: str, question: Question) -> bool:
    """Named as written, singular ("vans"), with spaces for its underscores ("no-shows" for `no_show`), by
    the hyphenated words it is the initials of ("pay-as-you-go" for `PAYG`, "did-not-attend" for `DNA`), or as
    the verb and particle it is made of ("the truck broke down" for `breakdown`)."""
    if value.lower() in FUNCTION_WORDS:
        return False  # a card payment kept as 'THE' (Vietnamese thẻ) is not named by every "the"
    spoken = " ".join(question.words)
    spaced = value.replace("_", " ")
    return any(value_in_text(v, text) for v in {value, spaced} for text in (question.text, spoken)) or (
        " " not in value and any(value.startswith(stem) for stem in demonym_stems(question.original))) or (
        value in hyphenated_runs(question.text)) or bool(verb_and_particle(value, question.text))


def foreign_state_words(value: str, question: Question) -> tuple[str, ...]:
    """The question's words saying in English a state kept in another language: "cancelled" (or "canceled")
    names 'anulowana', "did we deliver" 'dostarczona'; () when none do."""
    english = FOREIGN_STATES.get(fold_accents(value))
    if english is None:
        return _english_value_words(fold_accents(value), question)
    spellings = {english, english.replace("lled", "led")}
    stems = set(verb_stems(english))
    return tuple(t for t in tokenize(question.text)
                 if t in spellings or singular(t) in spellings or set(verbs_in([t])) & stems)


def fewest_said_in_english(values: list, question: Question, table: TableInfo) -> list:
    """Of a column's values said in English, not one whose words another's include ("hand-knotted carpets"
    are 'EL_HALISI', not also 'HALI'), nor one that is the table's own noun when no other is named ("school
    horses" are `paarden` of the school, not `soort = 'PAARD'`; "ponies or horses" compares both)."""
    said = {v: set(foreign_state_words(v.lower(), question)) for v in values if isinstance(v, str)}
    kept = [v for v in values if not said.get(v) or not any(said[v] < other for other in said.values())]
    own = set(table_words(table.name))
    alone = len(kept) == 1 and said.get(kept[0]) and said[kept[0]] <= own | {w + "s" for w in own}
    return [] if alone else kept


def foreign_value_words(value: str, question: Question, table: TableInfo) -> tuple[str, ...]:
    """A value said in English, unless its words are the rows ranked or grouped and the table's own name
    ("which horse was ridden the most" ranks `paarden`, it keeps no `soort = 'PAARD'`)."""
    said = foreign_state_words(value, question)
    phrase = question.top.dimension if question.top else question.group_by
    ranked = set(phrase.words) & set(table_words(table.name)) if phrase else set()
    return () if said and set(said) <= ranked else said


def _english_value_words(value: str, question: Question) -> tuple[str, ...]:
    """A value kept in another language, said in English: "spruce logs" for 'kuusitukki', "clear-felling"
    for 'avohakkuu', "dogs" for 'perro', "big" or "large" for 'grande'; the English words, when the question
    says them all."""
    english = FOREIGN_VALUES.get(value) or (finnish_word(value) if value.isalpha() else None)
    spoken = " ".join(singular(t) for t in tokenize(question.text))  # "cats": a value no plural rule reads
    for phrase in english.split("|") if english else ():
        if any(value_in_text(said, text) for said in {phrase, phrase.replace("-", " ")}
               for text in (question.text, spoken)):
            words = set(re.split(r"[ -]", phrase))
            return tuple(w for t in tokenize(question.text) if t in words or singular(t) in words
                         for w in (t, singular(t)))
    return ()


_PARTICLE_VALUE = re.compile(r"^([a-z]{3,})(down|out|up|off|over|in)$")


def verb_and_particle(value: str, text: str) -> tuple[str, ...]:
    """The words saying `breakdown` as "broke down", `checkout` as "checked out", `pickup` as "picked up"."""
    found = _PARTICLE_VALUE.match(value)
    return said_with_particle(tokenize(text), *found.groups()) if found else ()


def hyphenated_runs(text: str) -> dict[str, tuple[str, ...]]:
    """Each run of three or more hyphenated words by its initials, and by its first and last words:
    "pay-as-you-go" → {payg: (pay, as, you, go), paygo: (pay, as, you, go)}."""
    runs = [words for words in hyphenated_words(text) if len(words) >= 3]
    kept = [words for words in runs if not {"not", "no", "non", "never"} & set(words)]  # no 'didattend'
    return {**{words[0] + words[-1]: words for words in kept},  # "pay-as-you-go" names 'paygo' too
            **{"".join(w[0] for w in words): words for words in runs}}


def demonym_stems(text: str) -> set[str]:
    """The starts of the places its capitalised adjectives of place name: "Scottish" → "scot" (Scotland),
    "Canadian" → "canad" (Canada)."""
    stems = set()
    for word in re.findall(r"\b[A-Z][a-z]{4,}\b", text):
        lowered = word.lower()
        suffix = next((s for s in ("ish", "ian", "ese", "an") if lowered.endswith(s)), "")
        stem = lowered[: -len(suffix)] if suffix else ""
        stem = stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem
        if len(stem) >= 4:
            stems.add(stem)
    return stems


# Auxiliaries name no value: "how many did we have" is not `status = 'done'`.
_AUXILIARY_VERBS = frozenset({"do", "be", "have", "get"})


def spoken_verbs(question: Question) -> set[str]:
    """The question's words and verbs, and the verbs of its "-al" nouns ("referral" → refer); not a word
    that names a date ("start date" is `start_date`, not `outcome = 'started'`)."""
    nouns = [w[:-2] for w in question.words if w.endswith("al") and len(w) > 6]
    spoken = set(question.words) | set(verbs_in(tokenize(question.text))) | {*nouns, *(n[:-1] for n in nouns)}
    dating = set(re.findall(r"\b([a-z]+) (?:date|day|time)s?\b", question.text))
    return spoken - _AUXILIARY_VERBS - dating


_TIME_WINDOW = re.compile(r"\b(?:19|20)\d\d\b|\b(?:january|february|march|april|may|june|july|august"
                          r"|september|october|november|december|quarter|q[1-4])\b")


def dating_verbs(question: Question, table: TableInfo) -> set[str]:
    """Verbs that name a date column of `table` in a question with a time window: "placements starting in
    2024" dates them by `start_date`, it does not ask for `outcome = 'started'`."""
    if not _TIME_WINDOW.search(question.text):
        return set()
    dated = {w for c in table.columns if c.is_temporal for w in column_words(c.name)}
    return {verb for verb in verbs_in(tokenize(question.text))
            if {verb, verb + "ed", verb + "d", verb[:-1] + "al", COLUMN_VERBS.get(verb)} & dated}


_ROLE_WORDS = frozenset({"role", "job", "position", "title", "occupation", "grade"})


def verb_names_value(value: str, spoken: set[str], table: TableInfo, column: str = "") -> bool:
    """"showed up" or "attend" name `status = 'attended'`, "passes" `'passed'`, "completed" the base form
    `'complete'`; not in a table named after the verb, whose rows are all such events ("shipped" in
    `shipments`); "headed goals" name `'header'`, the noun of the thing that does the verb, but "cars we
    washed" name no staff `role` 'washer': a person's role is who they are, not what a row did."""
    doers = () if set(column_words(column)) & _ROLE_WORDS else doer_stems(value)
    named = (set(verb_stems(value)) | set(doers)) & spoken
    if value.isalpha() and any(value in verb_stems(w) for w in spoken):
        named.add(value)
    return any(not table_entity(table.name).startswith(stem) for stem in named)


def doer_stems(value: str) -> tuple[str, ...]:
    """The verb an "-er" noun is the doer of: "header" → head, "volleyer" → volley; () for other words."""
    if len(value) < 6 or not value.isalpha() or not value.endswith("er"):
        return ()
    core = value[:-2]
    return (core, core[:-1]) if core[-1] == core[-2] else (core, core + "e")
