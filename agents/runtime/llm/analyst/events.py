"""Verbs as links to event tables for the offline analyst: "members who borrowed the most", "depots that never
shipped anything". A verb names the table whose rows are those events: through a small lexicon of common
business verbs and the nouns tables are called after (borrow → loan, ship → shipment), else by its stem
("rented" → `rentals`); a generic verb ("handled", "used", "went out") names the event table that points at
the entity the question is about. An event (fact) table has a date column and keys to two or more tables.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.keys import JoinKey, table_entity
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import (
    FILLER_WORDS,
    column_words,
    shorthand_of,
    singular,
    table_words,
    tokenize,
    word_set,
)

# Common business verbs and what their events are called; general English, not any one schema.
VERB_NOUNS = {
    "borrow": "loan borrowing lending checkout", "lend": "loan lending", "loan": "loan",
    "ship": "shipment shipping delivery consignment", "send": "shipment delivery message order",
    "deliver": "delivery shipment", "dispatch": "dispatch shipment", "buy": "purchase order acquisition sale",
    "purchase": "purchase order acquisition", "acquire": "acquisition purchase", "order": "order",
    "sell": "sale order transaction", "pay": "payment fine fee invoice charge", "spend": "purchase order payment",
    "visit": "visit session pageview", "view": "pageview view", "book": "booking reservation appointment",
    "reserve": "reservation booking", "rent": "rental lease hire", "hire": "hire rental", "lease": "lease rental",
    "enrol": "enrolment enrollment registration", "enroll": "enrollment enrolment registration",
    "register": "registration enrolment signup", "attend": "attendance visit checkin booking",
    "check": "checkin", "review": "review rating", "rate": "rating review", "stay": "stay booking reservation",
    "fly": "flight trip", "ride": "ride trip", "drive": "trip ride", "travel": "trip journey",
    "donate": "donation gift", "subscribe": "subscription", "call": "call", "teach": "class lesson course",
    "treat": "treatment appointment visit", "prescribe": "prescription", "return": "return refund",
    "refund": "refund return", "play": "play game match", "watch": "view stream", "stream": "stream play",
    "train": "workout session training", "log": "log session workout", "file": "claim ticket",
    "claim": "claim", "complain": "complaint ticket", "apply": "application", "hold": "booking reservation",
    "charge": "charge payment session", "earn": "payment earning", "invoice": "invoice",
    "bill": "invoice bill",
    "score": "score result", "sign": "signup registration", "join": "membership signup", "win": "win match",
    "withdraw": "withdrawal", "let": "tenancy letting lease rental", "produce": "run production batch",
    "manufacture": "run production batch", "haul": "load haul shipment delivery trip",
}  # fmt: skip
# Verbs that say an event happened without naming it: they link to whichever event table points at the entity.
GENERIC_VERBS = word_set(
    "handle use go take make happen process serve receive place record run carry move cover bring",
    "generate give conduct provide",
)
IRREGULAR = {
    "let": "let", "sent": "send", "bought": "buy", "sold": "sell", "paid": "pay", "went": "go", "gone": "go", "took": "take",
    "taken": "take", "made": "make", "did": "do", "done": "do", "spent": "spend", "drove": "drive",
    "driven": "drive", "flew": "fly", "flown": "fly", "rode": "ride", "ridden": "ride", "saw": "see",
    "seen": "see", "ran": "run", "taught": "teach", "held": "hold", "got": "get", "gotten": "get",
    "came": "come", "left": "leave", "won": "win", "gave": "give", "given": "give", "brought": "bring",
    "wrote": "write", "written": "write", "told": "tell", "found": "find", "kept": "keep", "lost": "lose",
    "met": "meet", "said": "say", "led": "lead", "lent": "lend", "chose": "choose", "chosen": "choose",
    "broke": "break", "broken": "break", "began": "begin", "begun": "begin", "grew": "grow", "grown": "grow",
    "knew": "know", "known": "know", "drew": "draw", "drawn": "draw", "threw": "throw", "thrown": "throw",
    "fell": "fall", "fallen": "fall", "withdrawn": "withdraw", "withdrew": "withdraw", "stole": "steal",
    "stolen": "steal", "caught": "catch", "sat": "sit",
}  # fmt: skip
# Phrasal verbs that mean a lexicon verb: "members who showed up" attended.
PHRASAL_VERBS = {
    "show up": "attend", "turn up": "attend", "drop out": "withdraw", "sign up": "register",
    "check in": "check", "come back": "return", "give back": "return", "hand back": "return",
    "set off": "start", "setting off": "start", "head off": "start", "top up": "topup", "topped up": "topup",
}  # fmt: skip
# Verbs for what a column is named by: "trips began" are dated by `started_at`, "finished" by an `end_*` column.
COLUMN_VERBS = {"begin": "start", "commence": "start", "start": "start", "finish": "end", "end": "end",
                "depart": "start", "leave": "start", "arrive": "end"}
# Forms that are nouns far more often than verbs ("orders", "books") are only verbs when inflected as verbs.
VERB_SUFFIXES = ("ed", "ing")
NOUN_FIRST = word_set(
    "book order loan view review rate check file claim log score call return charge invoice bill play stream",
    "stay ride train hold sign join win",
)
# "-ing" forms used as nouns or adjectives ("letting companies", "a building"), never the verb's events
ING_NOUNS = word_set("letting building setting meeting")


@functools.lru_cache(maxsize=65536)
def verb_stems(token: str) -> tuple[str, ...]:
    """The base forms `token` could be an inflected verb of: "shipped" → ship, "used" → use; () if none.

    An "-ing" word counts only for a known verb: "booking", "morning" and "listing" are nouns as often."""
    if token in IRREGULAR:
        return (IRREGULAR[token],)
    if len(token) < 4 or token in ING_NOUNS or not token.isalpha() or not token.endswith(VERB_SUFFIXES) or token.endswith("eed"):
        return ()
    core = token[:-2] if token.endswith("ed") else token[:-3]
    options = [core, core + "e"]
    if len(core) > 2 and core[-1] == core[-2]:
        options.append(core[:-1])  # shipped → ship
    if core.endswith("i"):
        options.append(core[:-1] + "y")  # applied → apply
    options = [o for o in options if len(o) >= 2]
    if token.endswith("ing"):
        options = [o for o in options if o in VERB_NOUNS or o in GENERIC_VERBS or o in COLUMN_VERBS]
    known = [o for o in options if o in VERB_NOUNS or o in GENERIC_VERBS or o in COLUMN_VERBS]
    return tuple(dict.fromkeys(known + options))


def verbs_in(tokens: Sequence[str]) -> list[str]:
    """The base forms of the verbs in `tokens`, in order: inflected ones ("borrowed", "went") and lexicon
    verbs in the third person ("pays", "ships"); a bare "book" or "order" stays a noun; a phrasal verb is
    read as the verb it means ("showed up" → attend)."""
    found: list[str] = []
    for index, token in enumerate(tokens):
        base = _base_verb(token)
        following = tokens[index + 1] if index + 1 < len(tokens) else ""
        bases = verb_stems(token) or (token,)  # "dropped out": drop, not "dropp"
        phrasal = next((PHRASAL_VERBS[f"{b} {following}"] for b in bases if f"{b} {following}" in PHRASAL_VERBS),
                       "")
        if phrasal or base:
            found.append(phrasal or base)
    return list(dict.fromkeys(found))


@functools.lru_cache(maxsize=65536)
def _base_verb(token: str) -> str:
    stems = verb_stems(token)
    plain = token[:-1] if token.endswith("s") and not token.endswith("ss") else ""
    if stems:
        return stems[0]
    if plain in GENERIC_VERBS or (plain in VERB_NOUNS and plain not in NOUN_FIRST):
        return plain
    if token in GENERIC_VERBS or (token in VERB_NOUNS and token not in NOUN_FIRST):
        return token
    return ""


def is_verb_form(token: str) -> bool:
    return bool(verbs_in([token]))


def is_event_table(table: TableInfo, keys: Sequence[JoinKey]) -> bool:
    dated = any(c.is_temporal for c in table.columns)
    return dated and len({k.target for k in keys if k.table == table.name}) >= 2


def _names_noun(table: str, noun: str) -> bool:
    entity = table_entity(table)
    # `lns` are loans: a vowel-less name of the noun's plural
    return (noun in table_words(table) or entity == noun or entity.replace("_", "") == noun
            or shorthand_of(table.lower(), noun + "s"))


VERB_AND_PARTICLE = re.compile(r"^([a-z]{3,})(down|out|up|off|over)$")  # `payout`, `pickup`


def verb_and_particle_words(words: Sequence[str], name: str) -> tuple[str, ...]:
    """The words that say a table named by a verb and its particle: "paid out" for `payouts`, "picked up"
    for `pickups`; () when none do."""
    found = VERB_AND_PARTICLE.match(singular(name))
    return said_with_particle(words, *found.groups()) if found else ()


def said_with_particle(words: Sequence[str], verb: str, particle: str) -> tuple[str, ...]:
    """The first form of `verb` the words say right before `particle` ("broke down"), and the particle."""
    return next(((words[i], particle) for i in range(len(words) - 1)
                 if words[i + 1] == particle and (words[i] == verb or verb in verb_stems(words[i]))), ())


def tables_for_verb(verb: str, tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> list[str]:
    """Tables whose rows are the events `verb` names: by the lexicon, else event tables named after its stem."""
    nouns = VERB_NOUNS.get(verb, "").split()
    by_noun = [t.name for noun in nouns for t in tables if _names_noun(t.name, noun)]
    # "paid" names the table holding a `fine`, `fee` or `payment` column
    by_column = [t.name for t in tables for c in t.columns
                 if c.is_numeric and not c.is_key and set(nouns) & set(column_words(c.name))]
    if by_noun or by_column:
        return list(dict.fromkeys(by_noun + by_column))
    events = [t for t in tables if is_event_table(t, keys) and len(verb) >= 3]
    dated_tables = [t for t in tables if any(c.is_temporal for c in t.columns) and len(verb) >= 4]
    # "weighed" names `weighings`, a dated table after its verb even with one key ("rented" → `rentals`)
    named = [t.name for t in [*events, *dated_tables] if table_entity(t.name).startswith(verb)]
    # "paid" names `payouts`, a table named by the verb and its particle
    named += [t.name for t in tables if (m := VERB_AND_PARTICLE.match(table_entity(t.name))) and m[1] == verb]
    # "checked in" names the stays table by its `checked_in` column
    dated = [t.name for t in events for c in t.columns if c.is_temporal
             and any(w.startswith(verb) for w in column_words(c.name))]
    return list(dict.fromkeys(named + dated))


def event_tables_about(entity: str, tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> list[str]:
    """Event tables pointing at `entity`'s key (directly first, then through one more table)."""
    events = [t.name for t in tables if is_event_table(t, keys)]
    direct = [k.table for k in keys if k.target == entity and k.table in events]
    second = [k.table for k in keys for k2 in keys
              if k2.target == entity and k.target == k2.table and k.table in events]  # fmt: skip
    return list(dict.fromkeys(direct + second))


def linked_event_table(
    tokens: Sequence[str], tables: Sequence[TableInfo], keys: Sequence[JoinKey], entity: str = ""
) -> str | None:
    """The table whose rows the question's verb names, or None when no verb links to one."""
    verbs = verbs_in(tokens)
    for verb in verbs:
        found = [name for name in tables_for_verb(verb, tables, keys) if name != entity]
        if found:
            return found[0]
    if entity and any(v in GENERIC_VERBS for v in verbs):
        about = event_tables_about(entity, tables, keys)
        return about[0] if about else None
    return None


def verb_tables(tokens: Sequence[str], tables: Sequence[TableInfo], keys: Sequence[JoinKey]) -> set[str]:
    return {name for verb in verbs_in(tokens) for name in tables_for_verb(verb, tables, keys)}


def linked_verb_words(tokens: Sequence[str], table: str, tables: Sequence[TableInfo],
                      keys: Sequence[JoinKey]) -> set[str]:
    """The question's words that are verbs linked to `table`, or to a column of it ("paid" → `fine`)."""
    by_name = {t.name: t for t in tables}
    columns = {w for c in by_name[table].columns for w in column_words(c.name)} if table in by_name else set()
    linked = set()
    for index, token in enumerate(tokens):
        if not verbs_in([token]):
            continue
        verb = verbs_in(tokens[index : index + 2])[0]  # "handed back" is a return
        nouns = set(VERB_NOUNS.get(verb, "").split())
        generic = verb in GENERIC_VERBS and table in by_name and is_event_table(by_name[table], keys)
        # "reported" names `reported_on`
        named_column = verb in columns or any(verb in verb_stems(w) for w in columns)
        if generic or named_column or nouns & columns or table in tables_for_verb(verb, tables, keys):
            linked.add(token)
    return linked


_BEFORE_VERB = word_set("we they you i did do does have has had actually really were was get got been being")
_ASKED_WITH = {(aux, who) for aux in ("did", "do", "does") for who in ("we", "they", "you")}
_AFTER_VERB = word_set("more most fewer less the a an any single our their your of many")


def verb_objects(original: str, used: Sequence[str], tables: Sequence[TableInfo],
                 keys: Sequence[JoinKey]) -> set[str]:
    """The nouns a verb naming the rows counted acts on: "cars" in "how many cars did we wash", "cars
    washed", "which site washed more cars" over `washes`; what each row is done to, no column of its own nor
    a value of one: not a name the question capitalises ("units of Electronics did we ship"), nor a word after
    "of"."""
    tokens = tokenize(original)
    proper = {w.lower() for w in re.findall(r"(?<=[\w,;:] )[A-Z][a-z]+", original)}
    found: set[str] = set()
    skipped = _BEFORE_VERB | _AFTER_VERB
    for index, token in enumerate(tokens):
        asked = tuple(tokens[max(index - 2, 0) : index]) in _ASKED_WITH  # "did we wash": a bare verb
        verbs = verbs_in([token]) or ([token] if asked else [])
        if not verbs or not set(tables_for_verb(verbs[0], tables, keys)) & set(used):
            continue
        earlier = [i for i in range(index) if tokens[i] not in skipped][-1:]
        before = [tokens[i] for i in earlier if i == 0 or tokens[i - 1] != "of"]
        rest = [t for t in tokens[index + 1 : index + 5] if t not in _AFTER_VERB]
        # the noun ending its phrase: "washed more cars this year", not "theatre" of "bought theatre tickets"
        ends = rest and (len(rest) < 2 or not rest[1].isalpha() or rest[1] in FILLER_WORDS)
        after = rest[:1] if ends else []
        found |= {singular(w) for w in (*before, *after) if w.isalpha() and len(w) > 2}
    named = proper | {str(s).lower() for t in tables for c in t.columns if c.is_text for s in c.samples}
    return {w for w in found if w not in named and w + "s" not in named and w not in _MONEY_OBJECTS}


# money a verb takes ("collect more rent") is the amount asked for, never the things counted
_MONEY_OBJECTS = word_set("rent fee fine money cash revenue income taking takings tip tax payment",
                          "premium due price wage salary donation")
