"""A value several joined tables hold in the same column, for the offline analyst: `bookings.status` and
`flights.status` both say 'cancelled'. "Of the flights leaving London, what percentage got cancelled?" filters
the flights: the table the question names nearest before the value, else the one it names at all, else one a
key joins to a table it names.
"""

from __future__ import annotations

from collections.abc import Sequence

from agents.runtime.llm.analyst.keys import JoinKey
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question, mentions_table
from agents.runtime.llm.analyst.words import column_words


def one_table_per_value(filters: Sequence[Filter], question: Question, keys: Sequence[JoinKey]) -> list[Filter]:
    kept = []
    for found in filters:
        twins = [f for f in filters if f.column and (f.column, f.text) == (found.column, found.text)]
        if len(twins) < 2 or found is _owner(twins, question, keys):
            kept.append(found)
    return kept


def _owner(twins: Sequence[Filter], question: Question, keys: Sequence[JoinKey]) -> Filter:
    words = list(question.words)
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


def _last_mention(words: Sequence[str], table: str) -> int:
    return max((i for i in range(len(words)) if mentions_table(words[i : i + 1], table)), default=-1)
