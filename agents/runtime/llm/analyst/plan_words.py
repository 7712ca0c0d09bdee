"""The question words a joined plan accounts for, for the offline analyst: those its measure, label, filters,
tables and shape name, so that the rest are the words it leaves out (and, when they carry a meaning of their
own, the words it says it would need).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.arithmetic import (
    CURRENCY_WORDS,
    PRODUCT_WORDS,
    QUANTITY_WORDS,
    product_name_words,
)
from agents.runtime.llm.analyst.column_sums import sum_side_words
from agents.runtime.llm.analyst.compared_values import COMPARE_WORDS
from agents.runtime.llm.analyst.coverage import category_nouns_after, meaningful, premises_of_the_business
from agents.runtime.llm.analyst.durations import duration_words
from agents.runtime.llm.analyst.events import (
    COLUMN_VERBS,
    linked_verb_words,
    verb_objects,
    verb_stems,
    verbs_in,
)
from agents.runtime.llm.analyst.grains import Scope
from agents.runtime.llm.analyst.join_terms import (
    MONEY_WORDS,
    SYNONYMS,
    Label,
    Measure,
    expanded,
    names_its_dated_event,
    names_table,
)
from agents.runtime.llm.analyst.keys import adjacent_tables, key_graph, key_stem, own_key, table_entity
from agents.runtime.llm.analyst.matching import CURRENCY_NAMES
from agents.runtime.llm.analyst.measure_choice import asks_times, names_rows_where_money_is_asked
from agents.runtime.llm.analyst.net_amounts import NET_WORDS
from agents.runtime.llm.analyst.quantities import UNIT_NOUNS
from agents.runtime.llm.analyst.question import Question, compound_parts, initialism_words
from agents.runtime.llm.analyst.roles import direction_words
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import (
    DISTANCE_VERBS,
    DISTANCE_WORDS,
    FILLER_WORDS,
    GRAIN_WORDS,
    NOUN_SYNONYMS,
    NUMBER_WORDS,
    QUERY_WORDS,
    SUPERLATIVE_MEASURES,
    TABLE_SYNONYMS,
    abbreviated_words,
    column_words,
    ing_stems,
    singular,
    table_words,
    word_set,
)

SHARE_WORDS = word_set("percentage percent share proportion fraction slice")
ANTI_WORDS = word_set("never without nobody")
SHAPE_WORDS = SHARE_WORDS | COMPARE_WORDS | ANTI_WORDS | word_set(
    "no not any of each came come were take took work placed had did done happened since after before until",
    "between through against more less fewer than who them during popular busiest frequent often ever",
    "anything anyone anybody yet out still altogether already any been",
    "over better worse don doesn didn isn aren wasn weren haven hasn hadn won whose back up off away",
    "kind sort",  # "which kind of session": the values compared say which
)


def known_words(question: Question, measure: Measure, label: Label | None, scope: Scope) -> set[str]:
    """The question words a plan's measure, label and filters account for."""
    words = {w for c in measure.columns for w in column_words(c)} | set(measure.label.split())
    words |= {singular(w) for w in re.findall(r"[a-z]+", measure.label)}  # "amount paid (for tickets)"
    if label is not None:
        words |= set(column_words(label.column)) | set(label.label.split())
    words |= {w for f in scope.filters for w in f.words}
    words |= category_nouns_after(question.words, words)
    words |= direction_words(scope.path)
    words |= {w for w in SYNONYMS if set(SYNONYMS[w]) & words}
    words |= {"time"} if asks_times(question) else set()
    measured = {w for c in measure.columns for w in column_words(c)}
    words |= {w for w in question.words if set(verb_stems(w)) & measured}  # "tipped" names `tip_gbp`
    words |= UNIT_NOUNS if measured & QUANTITY_WORDS else set()  # "portions ordered" are the lines' quantity
    words |= {"cost", "costs"} | CURRENCY_NAMES if measured & CURRENCY_WORDS else set()  # "what fuel cost us"
    words |= DISTANCE_VERBS if measured & DISTANCE_WORDS else set()  # "km driven"
    # "heaviest" → weight
    words |= {w for w, (_, names) in SUPERLATIVE_MEASURES.items() if set(names) & measured}
    if "×" in measure.label:
        words |= PRODUCT_WORDS | {"time", "multiplied", "hourly", "daily", "nightly"}
        words |= product_name_words(question.text)
        words |= set(question.top.measure.words) if question.top and question.top.measure else set()
    words |= NET_WORDS if " net of " in measure.label else set()
    words |= sum_side_words(question.text) if set(measure.label.split()) & {"+", "-"} else set()
    words |= duration_words(question.text) if measure.span else set()
    return words | (MONEY_WORDS if "revenue" in measure.label or measure.columns else set())


def _own_key_noun(table: TableInfo) -> str | None:
    key = own_key(table)
    return key_stem(key.name) if key is not None else None


def unmatched_words(question: Question, tables: Sequence[TableInfo], used: Sequence[str], words: set[str]
               ) -> tuple[str, ...]:
    """Question words the plan does not account for."""
    known = set(words) | FILLER_WORDS | QUERY_WORDS | SHAPE_WORDS | set(GRAIN_WORDS) | set(question.accounted)
    named = [t.name for t in tables if t.name in used or names_table(question.words, t)]
    known |= {w for name in named for w in table_words(name)} | {singular(n.lower()) for n in named}
    known |= {_own_key_noun(t) for t in tables if t.name in named} - {None}  # "batches": `harvests.batch_no`
    known |= {w for t in tables if t.name in named for w in question.words
              if names_its_dated_event([w], t)}  # "pick-ups": the rows of `alis_tarihi`, the pickup date
    known |= {w for w, others in (TABLE_SYNONYMS | NOUN_SYNONYMS).items() for n in named
              if set(others) & set(table_words(n))}
    known |= {w for name in named for w in initialism_words(question.words, name)}
    known |= {stem for t in tables if t.name in used for c in t.columns for w in column_words(c.name)
              if w.endswith(("ed", "en")) for stem in verb_stems(w)}  # "raise" names `raised_by`
    column_words_used = {w for t in tables if t.name in used for c in t.columns for w in column_words(c.name)}
    # "what fun dives made us": the rows of `trips.dives`
    known |= {w for t in tables if t.name in used for c in t.columns
              if names_rows_where_money_is_asked(c, question) for w in column_words(c.name)}
    known |= {w for w in question.words if _verb_column(w) in column_words_used}
    known |= {w for w in question.words for verb in verbs_in([w])[:1]
              if verb[:-1] + "al" in column_words_used}  # "arriving" names `arr_dt`, an arrival date
    keys = key_graph(tables)
    known |= {w for name in named for w in linked_verb_words(question.words, name, tables, keys)}
    known |= verb_objects(question.original, used, tables, keys)  # "cars" we "washed"
    near = {table_entity(name) for name in adjacent_tables(keys, set(used)) | set(used)}
    known |= {w + "ing" for w in ing_stems(question.words) if w in near}  # "berthing" fees of stays at berths
    name_parts = {w for name in named for w in table_words(name)} | column_words_used
    known |= compound_parts(question, known) | abbreviated_words(question.words, name_parts)  # `tkts`
    known |= premises_of_the_business(question.text, {w for t in tables for w in table_words(t.name)}
                                      | {w for t in tables for c in t.columns for w in column_words(c.name)})
    unmatched = []
    for word in dict.fromkeys(question.words):
        if not word.isalpha() or word in NUMBER_WORDS or len(word) < 3:
            continue
        if not set(expanded([word])) & known:
            unmatched.append(word)
    return meaningful(unmatched)


def _verb_column(word: str) -> str:
    """The column word a verb of the question names ("refunded" → `refund`), or ''."""
    return COLUMN_VERBS.get(word, COLUMN_VERBS.get(next(iter(verbs_in([word])), ""), ""))
