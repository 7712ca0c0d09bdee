"""Parsing a question for the offline analyst: `parse_question` finds row counts, "top N" requests, "by"
groupings and years, and `tables_named_in` finds the tables a question names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from agents.runtime.llm.analyst.events import is_verb_form, verb_and_particle_words
from agents.runtime.llm.analyst.idioms import plain_idioms
from agents.runtime.llm.analyst.qualifiers import without_discounts, without_qualifiers
from agents.runtime.llm.analyst.words import (
    ASCENDING_WORDS,
    DESCENDING_WORDS,
    FILLER_WORDS,
    GRAIN_WORDS,
    LEADING_FILLERS,
    NOUN_SYNONYMS,
    TABLE_SYNONYMS,
    NUMBER_WORDS,
    PHRASE_STOPS,
    PUNCTUATION,
    QUERY_WORDS,
    SUPERLATIVE_MEASURES,
    contains_sequence,
    hyphenated_words,
    singular,
    spelled_as,
    table_words,
    tokenize,
)

DEFAULT_TOP_LIMIT = 5
SUPERLATIVE_LEADS = ("which", "what", "who", "name", "list", "show", "find", "give")
SUBJECT_WORDS = frozenset({"we", "they", "you", "i", "people", "did", "do", "does", "been", "be", "ever", "the"})
# "monthly premium" is a column, not a grouping by month
RATE_WORDS = frozenset({"rate", "price", "fee", "cost", "charge", "wage", "limit", "budget", "allowance", "salary",
                        "premium", "rent", "subscription", "instalment", "installment", "amount", "payment",
                        "contribution", "repayment", "bill"})
PARTICLES = frozenset({"out", "in", "up", "off", "away", "back", "over"})
MAX_PHRASE_WORDS = 4
MAX_SKIPPED = 6
COMPARATIVES = frozenset({"more", "less", "fewer", "longer", "shorter", "over", "under", "above", "below"})
CLAUSE_BREAKS = frozenset({"and", "or", "but", "by", "per", "where", "when", "which", "who", "than"})
COPULAS = frozenset({"are", "is", "were", "was", "the"})
COUNTING_LEADS = frozenset({"count", "counting", "counted", "over", "including", "across"})
PRODUCT_MARKS = frozenset({"times", "multiplied", "×"})


@dataclass(frozen=True)
class Phrase:
    text: str  # as written, e.g. "account balance"
    words: tuple[str, ...]  # singular, without fillers, e.g. ("account", "balance")


@dataclass(frozen=True)
class TopRequest:
    limit: int
    descending: bool
    dimension: Phrase
    measure: Phrase | None
    adjective: bool = False  # "the heaviest item": a column of the item itself, not a total over events


# Hyphenated compounds by their joined word: (("callout", ("call", "out")), ...)
Compounds = tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class Question:
    text: str
    words: tuple[str, ...]
    main_words: tuple[str, ...]  # words outside the "by <dimension>" phrase
    counts_rows: bool
    how_many: Phrase | None
    group_by: Phrase | None
    top: TopRequest | None
    years: tuple[int, ...]
    original: str = ""  # as asked, with its capitals ("Spin 45 versus Hill Climb Ride")
    inclusive: tuple[str, ...] = ()  # clauses that widen the count rather than filter it ("cancelled or not")
    accounted: tuple[str, ...] = ()  # words a reading already covers (the verb of "goalscorers", `doers`)
    dated_text: str = ""  # `text` without the seasons and years of names ("the Winter Warmth Appeal 2025")
    compounds: Compounds = ()  # "call-outs": (callout, (call, out))
    after_discounts: bool = False  # "takings after discounts": each row's discount comes off the amount

    @property
    def date_text(self) -> str:
        return self.dated_text or self.text


def _phrase_at(tokens: Sequence[str], start: int, *, after_verb: bool = True, owner_ranked: bool = True
               ) -> tuple[Phrase, int]:
    index = start
    while index < len(tokens) and (tokens[index] in LEADING_FILLERS or after_verb and is_verb_form(tokens[index])):
        index += 1  # "the most borrowed titles" names titles
    raw: list[str] = []
    while index < len(tokens) and len(raw) < MAX_PHRASE_WORDS:
        token = tokens[index]
        if token in PUNCTUATION or token in PHRASE_STOPS or (raw and is_verb_form(token)):
            break
        if raw and token in DESCENDING_WORDS | ASCENDING_WORDS | COMPARATIVES:
            break  # "which books get the best reviews", "how many damages cost more than 500"
        if index + 1 < len(tokens) and tokens[index + 1] == "s" and not raw:
            raw.append(token)  # "which trainer's classes": the owner is what is ranked
            index += 2
            if owner_ranked:
                break
            continue  # "by the customer's region": the owner's region is the group
        raw.append(token)
        index += 1
    words = tuple(singular(token) for token in raw if token not in FILLER_WORDS)
    return _category_of(tokens, index, Phrase(" ".join(raw), words))


def _category_of(tokens: Sequence[str], index: int, phrase: Phrase) -> tuple[Phrase, int]:
    """"each type of read" names `read_type`: a category noun takes the noun after "of" before it."""
    here, following = (list(tokens[index : index + 2]) + ["", ""])[:2]
    if phrase.words[-1:] not in (("type",), ("kind",), ("sort",)) or here != "of" or not following.isalpha():
        return phrase, index
    words = (singular(following), *phrase.words[:-1], "type")  # "each kind of boat" names `boat_type`
    return Phrase(f"{phrase.text} of {following}", words), index + 2


def _number_at(tokens: Sequence[str], index: int) -> int | None:
    if index < 0 or index >= len(tokens):
        return None
    token = tokens[index]
    if token.isdigit() and 0 < int(token) <= 1000:
        return int(token)
    return NUMBER_WORDS.get(token)


def _measure_after(tokens: Sequence[str], index: int) -> Phrase | None:
    index += tokens[index : index + 1] == [","]  # "the top 2 climbers, by number of visits"
    for lead in (("by",), ("on",), ("in", "terms", "of"), ("based", "on")):
        if tuple(tokens[index : index + len(lead)]) == lead:
            start = index + len(lead) + (tokens[index + len(lead) : index + len(lead) + 1] == ["the"])
            if tokens[start : start + 2] == ["number", "of"]:  # "by number of visits": the visits, counted
                return _phrase_at(tokens, start + 2, after_verb=False)[0]
            return _phrase_at(tokens, index + len(lead))[0]
    return None


def _parse_top(tokens: Sequence[str]) -> tuple[TopRequest | None, int | None]:
    """`top 5 customers by balance`, `3 lowest regions by units`; returns the request and its "by" index."""
    for index, token in enumerate(tokens):
        is_marker = token in ("top", "bottom") or (
            token in DESCENDING_WORDS | ASCENDING_WORDS
            and (_number_at(tokens, index + 1) or _number_at(tokens, index - 1))
            and (index == 0 or tokens[index - 1] != "at")  # "at least 10 days" is a threshold
        )
        if not is_marker:
            continue
        limit = _number_at(tokens, index + 1)
        start = index + 2 if limit else index + 1
        dimension, end = _phrase_at(tokens, start)
        singular_noun = bool(dimension.words) and tokens[end - 1] == singular(tokens[end - 1])
        # "just the top lecturer" is one; "top customers" five
        limit = limit or _number_at(tokens, index - 1) or (1 if singular_noun else DEFAULT_TOP_LIMIT)
        top = TopRequest(limit, token not in ASCENDING_WORDS, dimension, _measure_after(tokens, end))
        return top, (end if top.measure else None)
    return None, None


def _parse_which_superlative(tokens: Sequence[str]) -> TopRequest | None:
    """`which region has the highest revenue` → the top 1 region by revenue; `which 5 customers spent the
    most`, `name the 3 items we shipped the most units of` → the top 5, the top 3."""
    for index, token in enumerate(tokens):
        if token == "who" and index == 0:
            end = _skip_verbs(tokens, 1)
            if end < len(tokens) and tokens[end] in DESCENDING_WORDS | ASCENDING_WORDS:
                measure = _no_date(_phrase_at(tokens, end + 1)[0])  # "who borrowed the most books": the doer
                return TopRequest(1, tokens[end] not in ASCENDING_WORDS, Phrase("who", ("who",)), measure)
        if token not in SUPERLATIVE_LEADS:
            continue
        start = index + 1
        while start < len(tokens) and tokens[start] in COPULAS and start < index + 3:
            start += 1  # "what are the 4 classes", "name the 3 items"
        limit = _number_at(tokens, start)
        if token != "which" and token != "what" and not limit:
            continue
        dimension, end = _phrase_at(tokens, start + (1 if limit else 0))
        end = _skip_verbs(tokens, end)
        if dimension.words and end < len(tokens) and tokens[end] in DESCENDING_WORDS | ASCENDING_WORDS:
            measure = _no_date(_phrase_at(tokens, end + 1)[0])
            return TopRequest(limit or 1, tokens[end] not in ASCENDING_WORDS, dimension, measure)
    return None


_RELATIVE = ("this", "last", "next", "past")
_PERIODS = ("year", "month", "week", "quarter", "season", "day", "summer", "winter", "spring", "autumn")


def _no_date(phrase: Phrase) -> Phrase:
    """"ridden the most this year": a window of time after the superlative is no measure."""
    said = phrase.text.split()
    return Phrase("", ()) if len(said) == 2 and said[0] in _RELATIVE and said[1] in _PERIODS else phrase


def _adjective_superlative(tokens: Sequence[str]) -> TopRequest | None:
    """"Which item is the heaviest?", "what is the cheapest room?": the adjective names the measure."""
    if tokens[:1] not in (["which"], ["what"]):
        return None
    for index, token in enumerate(tokens):
        if token not in SUPERLATIVE_MEASURES:
            continue
        descending, measure_words = SUPERLATIVE_MEASURES[token]
        limit = _number_at(tokens, 1)
        before, _ = _phrase_at(tokens, 2 if limit else 1, after_verb=False)
        after, _ = _phrase_at(tokens, index + 1, after_verb=False)  # "the longest visits" names visits
        dimension = before if before.words else after
        # "which species has the longest visits": the visits' duration, totalled or averaged per species
        own = not (before.words and after.words)
        top = TopRequest(limit or 1, descending, dimension, Phrase(token, measure_words), adjective=own)
        return top if dimension.words else None
    return None


def _skip_verbs(tokens: Sequence[str], index: int) -> int:
    """Past "has", "we shipped", "showed up to classes", "rented for the": where a superlative after a subject
    may start, within the clause."""
    skipped = 0
    while index < len(tokens) and skipped < MAX_SKIPPED and tokens[index] not in DESCENDING_WORDS | ASCENDING_WORDS:
        token = tokens[index]
        if token in PUNCTUATION or token.isdigit() or token in CLAUSE_BREAKS:
            break
        index, skipped = index + 1, skipped + 1
    return index


def _parse_group_by(tokens: Sequence[str], skip_index: int | None) -> Phrase | None:
    found = _grouping_phrases(tokens, skip_index)
    if found:
        # "average freight cost per shipment for each depot" groups by depot; "tuition per department,
        # credits times fee per credit" by department
        return next((phrase for lead, phrase in found if lead != "per"), found[0][1])
    # "monthly revenue" groups by month; "daily rate" is a column
    following = [*tokens[1:], ""][: len(tokens)]
    grain = next((GRAIN_WORDS[t] for t, after in zip(tokens, following, strict=True)
                  if t in GRAIN_WORDS and t.endswith(("ly", "al")) and singular(after) not in RATE_WORDS), None)
    return Phrase(grain, (grain,)) if grain else None


def _grouping_phrases(tokens: Sequence[str], skip_index: int | None) -> list[tuple[str, Phrase]]:
    """Each "by X", "per X", "across X", "each X" with its lead word, in order."""
    found = []
    for index, token in enumerate(tokens):
        previous = tokens[index - 1] if index else ""
        if index == skip_index or previous in ("sorted", "ordered", "order"):
            continue
        before = tokens[index - 2] if index >= 2 else ""
        following = tokens[index + 1] if index + 1 < len(tokens) else ""
        after_verb = is_verb_form(previous) or previous in PARTICLES and is_verb_form(before)
        if token == "by" and after_verb and following not in ("each", "every") and not _names_a_kind(tokens, index):
            continue  # "paid by student members", "brought in by Physics" name who did it, not a grouping
        defines_product = previous == "for" and bool(PRODUCT_MARKS & set(tokens[max(0, index - 8) : index]))
        if token == "across" and following in ("every", "all", "everyone", "everybody", "the"):
            continue  # "takings across every order", "across everyone": all of them, not one group each
        if token == "every" and (previous in COUNTING_LEADS or defines_product):
            continue  # "counting every booking", "credits times fee for every enrolment": all of them, not groups
        if token == "each" and previous == "at" and tokens[index + 2 : index + 3] == ["s"]:
            continue  # "at each developer's hourly rate": how it is priced, not a group
        if token == "each" and following in EACH_AS_PRONOUN:
            continue  # "what's the output of each worth", "how much did each make": each of the things named
        if token in ("by", "per", "across") or (token in ("each", "every") and previous != "by"):
            # a noun follows the lead ("for each process", "per run"), whatever verb it could also be
            # "each teacher's salary": a teacher each, whose salary is asked; "by the customer's region"
            # groups by the region
            each = token in ("each", "every")
            phrase, _ = _phrase_at(tokens, index if each else index + 1, after_verb=False, owner_ranked=each)
            if phrase.words:
                found.append((token, phrase))
    return found


EACH_AS_PRONOUN = frozenset({"worth", "of", "one", "other", "is", "was", "are", "were", "has", "have", "had", "did",
                             "do", "does", "get", "got", "make", "made", "earn", "earned", "cost", "pay", "paid"})
KIND_NOUNS = frozenset({"type", "kind", "category", "class", "group", "tier", "level", "band", "segment", "channel",
                        "method", "region", "area", "source"})


def _names_a_kind(tokens: Sequence[str], by_index: int) -> bool:
    """"raised by appeal type": after a verb, "by" still groups when what follows is a kind of thing."""
    phrase, _ = _phrase_at(tokens, by_index + 1)
    return bool(phrase.words) and phrase.words[-1] in KIND_NOUNS | set(GRAIN_WORDS)


def without_words(words: Sequence[str], removed: Sequence[str]) -> tuple[str, ...]:
    remaining = list(words)
    for word in removed:
        if word in remaining:
            remaining.remove(word)
    return tuple(remaining)


# A name of two or more capitalised words, perhaps ending in a year; a season or year in it dates nothing.
_NAME = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z'&-]*(?![0-9]))+(?:\s+(?:19|20)\d\d\b)?")  # not "Was Q2"
_DATE_NAMES = re.compile(r"^(?:(?:which|what|in|during|since|by|from|to|was|were|is|did|does|how|compare)"
                         r"\s+)*"
                         r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]|h[12]|fy)[a-z]*"
                         r"(?:\s+(?:19|20)\d\d)?$")


def _names_in(text: str) -> list[str]:
    """The lower-cased names of `text` ("winter warmth appeal 2025"), not dates ("March 2025")."""
    return [m.group(0).lower() for m in _NAME.finditer(text) if not _DATE_NAMES.match(m.group(0).lower())]


def _without_names(lowered: str, names: Sequence[str]) -> str:
    for name in names:
        lowered = lowered.replace(name, " ".join("name" for _ in name.split()))
    return lowered


def parse_question(text: str) -> Question:
    lowered, inclusive = without_qualifiers(plain_idioms(text.lower()))
    lowered, after_discounts = without_discounts(lowered)
    tokens = tokenize(lowered)
    words = tuple(t if t in FILLER_WORDS else singular(t) for t in tokens if t not in PUNCTUATION)
    top, consumed_by = _parse_top(tokens)
    which = _parse_which_superlative(tokens) or _adjective_superlative(tokens)
    if which is not None and (top is None or not top.dimension.words):
        # "Which genre brings in the most fees? Give me the top 2.": the limit may come after the question
        top = replace(which, limit=top.limit) if top else which
    top = replace(top, dimension=_possessor(top.dimension)) if top else None
    group_by = _parse_group_by(tokens, consumed_by)
    how_many = None
    if "how many" in lowered:
        how_many = _phrase_at(tokens, tokens.index("many") + 1)[0]
    # "only count bookings that ..." says which rows a measure covers, not that rows are counted
    counted = "count" in tokens and not re.search(r"\bonly count\b|\bcount only\b", lowered)
    counts_rows = bool(how_many) or counted or "number of" in lowered
    # "over 2025" is a year unless a unit follows ("over 2000 km")
    dated = _without_names(lowered, _names_in(" ".join(text.split())))
    years = tuple(int(a or b) for a, b in dict.fromkeys(re.findall(
        r"(?<!than )(?<!under )(?<!above )(?<!below )(?<!least )(?<!most )(?<!over )\b((?:19|20)\d\d)\b"
        r"|(?<=over )((?:19|20)\d\d)\b(?!\s*[a-z$%])", dated)))
    main_words = without_words(words, group_by.words) if group_by else words
    compounds = hyphenated_compounds(lowered)
    return Question(lowered, _with_joined(words, compounds), _with_joined(main_words, compounds), counts_rows,
                    how_many, group_by, top, years, " ".join(text.split()), inclusive,
                    dated_text=dated if dated != lowered else "", compounds=compounds,
                    after_discounts=after_discounts)


def _possessor(phrase: Phrase) -> Phrase:
    """"which crew lead's shifts": the crew lead, whose shifts are ranked."""
    owner, _, owned = phrase.text.partition(" s ")
    if not owned:
        return phrase
    return Phrase(owner, phrase.words[: len(owner.split())])


def hyphenated_compounds(text: str) -> Compounds:
    """Two hyphenated words as the one word a column may write them as: "call-outs" → callout."""
    pairs = [run for run in hyphenated_words(text) if len(run) == 2 and min(map(len, run)) >= 2]
    return tuple((singular(a + b), (singular(a), singular(b))) for a, b in dict.fromkeys(pairs))


def _with_joined(words: tuple[str, ...], compounds: Compounds) -> tuple[str, ...]:
    """`words` with each compound's joined word right after its parts ("call", "out", "callout")."""
    joined_after = {parts: joined for joined, parts in compounds}
    found: list[str] = []
    for index, word in enumerate(words):
        found.append(word)
        if index and (words[index - 1], word) in joined_after:
            found.append(joined_after[(words[index - 1], word)])
    return tuple(found)


def compound_parts(question: Question, known: set[str]) -> set[str]:
    """The parts of the question's hyphenated compounds whose joined word the plan knows, and the joined words
    it does not (their parts carry the meaning then)."""
    return {word for joined, parts in question.compounds
            for word in (parts if joined in known else (joined,))}


def tables_named_in(question: Question, table_names: Sequence[str]) -> list[str]:
    """Tables the question names (singular or plural, any case), in the given order."""
    return [name for name in table_names if mentions_table(question.words, name)]


def tables_containing_words(question: Question, table_names: Sequence[str]) -> list[str]:
    """Tables whose names hold one of the question's longer words: "time on page" → `pageviews`."""
    words = {w for w in question.words if len(w) >= 4 and w.isalpha() and w not in FILLER_WORDS | QUERY_WORDS}
    return [name for name in table_names if any(w in name.lower() for w in words)]


def mentions_table(words: Sequence[str], table_name: str) -> bool:
    synonyms = (s for w in words for s in (*NOUN_SYNONYMS.get(w, ()), *TABLE_SYNONYMS.get(w, ())))
    words = [*words, *synonyms]  # "clubs" name `teams`
    parts = table_words(table_name)
    if not parts:
        return False
    if contains_sequence(spelled_as(words, parts), parts) or singular(table_name.lower()) in words:
        return True
    compact = singular(re.sub(r"[^a-z0-9]", "", table_name.lower()))  # "line items" names `lineitem`
    joined = any("".join(words[i : i + n]) == compact for n in (2, 3) for i in range(len(words) - n + 1))
    said = bool(verb_and_particle_words(words, compact))  # "paid out" names `payouts`
    return joined or bool(initialism_words(words, table_name)) or said


def initialism_words(words: Sequence[str], table_name: str) -> set[str]:
    """The words a short part of a table's name abbreviates: "personal training" for `pt_sessions`."""
    found: set[str] = set()
    for part in table_words(table_name):
        if not (2 <= len(part) <= 3 and part.isalpha()) or part in FILLER_WORDS:
            continue
        for start in range(len(words) - len(part) + 1):
            run = words[start : start + len(part)]
            if all(len(w) >= 4 and w.isalpha() for w in run) and "".join(w[0] for w in run) == part:
                found |= set(run)
    return found


def content_words(question: Question, limit: int = 3) -> list[str]:
    """The question's own nouns, roughly: what a reasoning sentence can say the question mentions."""
    ignored = FILLER_WORDS | QUERY_WORDS
    picked = [t for t in tokenize(question.text) if t.isalpha() and singular(t) not in ignored]
    return list(dict.fromkeys(picked))[:limit]
