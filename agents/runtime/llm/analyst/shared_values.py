"""A value several joined tables hold, for the offline analyst: `bookings.status` and `flights.status` both say
'cancelled', `agents.branch` and `policyholders.city` both 'Bristol'. "Bristol agents" filters the table the noun
right after the value names; "Of the flights leaving London, what percentage got cancelled?" the table the
question names nearest before the value, else the one it names at all, else one a key joins to a table it names.
A noun right after a value also says which rows reach it ("Harrowgate Hotspur players": the players' team).
"""

from __future__ import annotations

from collections.abc import Sequence

from agents.runtime.llm.analyst.keys import JoinKey
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question, mentions_table
from agents.runtime.llm.analyst.words import column_words, singular, tokenize


def one_table_per_value(filters: Sequence[Filter], question: Question, keys: Sequence[JoinKey]) -> list[Filter]:
    kept = []
    for found in filters:
        twins = [f for f in filters if f.column and ((f.column, f.text) == (found.column, found.text)
                                                     or f.values and set(f.values) == set(found.values))]
        if len(twins) < 2 or found is _owner(twins, question, keys):
            kept.append(found)
    return kept


def _owner(twins: Sequence[Filter], question: Question, keys: Sequence[JoinKey]) -> Filter:
    words = list(question.words)
    followed = [f for f in twins if any(mentions_table([w], f.table) for w in words_after_value(f, words))]
    if len(followed) == 1:
        return followed[0]  # "Bristol agents": the agents' branch, not the policyholders' city
    exact = [f for f in twins
             if f.column and len(column_words(f.column)) == 1 and column_words(f.column)[0] in words]
    if len(exact) == 1:
        return exact[0]  # "which site": a space's `site`, not the member's `home_site`
    spoken = set(twins[0].words) - set(column_words(twins[0].column))
    at = next((i for i, w in enumerate(words) if w in spoken), len(words))
    mentions = [(_last_mention(words[:at], f.table), f) for f in twins]
    before = [(i, f) for i, f in mentions if i >= 0]
    if before:
        return max(before, key=lambda pair: pair[0])[1]
    later = [(_last_mention(words, f.table), f) for f in twins]
    named = [(i, f) for i, f in later if i >= 0]
    if named:
        return min(named, key=lambda pair: pair[0])[1]
    # "For events in London": the venues the events point at, not the customers two keys away
    mentioned = {t for k in keys for t in (k.table, k.target) if _last_mention(words, t) >= 0}
    near = [f for f in twins if any({k.table, k.target} & mentioned and f.table in (k.table, k.target) for k in keys)]
    return (near or twins)[0]


def words_after_value(found: Filter, words: Sequence[str]) -> set[str]:
    """The words right after the value in the question: "agents" in "Bristol agents"."""
    spoken = [tuple(singular(t) for t in tokenize(v.replace("_", " "))) for v in found.values]
    return {words[i + len(v)] for v in spoken if v for i in range(len(words) - len(v))
            if tuple(words[i : i + len(v)]) == v}


def tables_after_values(filters: Sequence[Filter], question: Question, tables: Sequence[str]) -> list[str]:
    """Tables a noun right after a value names, other than the value's own: the rows that reach it."""
    after = [(f.table, words_after_value(f, question.words)) for f in filters if f.values]
    return [t for t in tables if any(t != own and any(mentions_table([w], t) for w in ws) for own, ws in after)]


def _last_mention(words: Sequence[str], table: str) -> int:
    return max((i for i in range(len(words)) if mentions_table(words[i : i + 1], table)), default=-1)
