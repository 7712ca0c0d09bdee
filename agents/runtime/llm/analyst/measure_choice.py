"""Choosing what a plan across tables aggregates, for the offline analyst (`question_measure`): a product the
question spells out ("copies times unit cost"), a column it names, spending or revenue as quantity × value, or
rows counted — of the table it names, or of the event table its verb links to.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.arithmetic import (
    CHARGE_WORDS,
    MONEY_COLUMN_WORDS,
    QUANTITY_WORDS,
    REVERSAL_WORDS,
    explicit_product,
    is_quantity,
    is_value,
    money_measure,
    product,
    product_with,
    wants_product,
)
from agents.runtime.llm.analyst.billed_charges import billed_instead
from agents.runtime.llm.analyst.column_sums import explicit_sum
from agents.runtime.llm.analyst.discounts import discounted
from agents.runtime.llm.analyst.durations import duration_measure, minutes_as_hours, time_spent
from agents.runtime.llm.analyst.events import (
    event_tables_about,
    is_event_table,
    linked_event_table,
    verb_and_particle_words,
    verb_tables,
    verbs_in,
)
from agents.runtime.llm.analyst.join_terms import (
    Measure,
    column_measure,
    count_measure,
    expanded,
    is_joining_date,
    named_measure,
    names_table,
    reachable,
)
from agents.runtime.llm.analyst.keys import JoinKey, qualified
from agents.runtime.llm.analyst.mass_nouns import amount_of_mass_noun
from agents.runtime.llm.analyst.matching import CURRENCY_NAMES, aggregates_in
from agents.runtime.llm.analyst.minor_units import in_main_units
from agents.runtime.llm.analyst.negations import netted_words
from agents.runtime.llm.analyst.qualified_counts import priced_count, qualified_count
from agents.runtime.llm.analyst.quantities import (
    UNIT_NOUNS,
    amount_of_rows,
    amount_of_verb,
    asks_for_money,
    counted_in_units,
    row_amount,
)
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.taxes import with_extras, with_tax
from agents.runtime.llm.analyst.thresholds import counted_nouns
from agents.runtime.llm.analyst.verb_amounts import amount_named_by_verb
from agents.runtime.llm.analyst.words import FILLER_WORDS, column_words, ing_stems, singular, table_words

SPENDING_WORDS = frozenset({"spend", "spends", "spent", "spending"})
# What customers spend with us is their money coming in (their orders' value), never a column of our costs.
SPENT_WITH_US = re.compile(r"\bspen(?:d|ds|t|ding)\b(?:\s+\w+){0,3}?\s+with us\b|"
                           r"\b(?:customers?|clients?|guests?|shoppers?|buyers?)\b(?:\s+\w+){0,3}?"
                           r"\s+spen(?:d|ds|t)\b")
# "the time a member spends in the gym" is time, not money
SPENDS_TIME = re.compile(r"\b(?:time|hours|minutes|days)\b(?:\s+\w+){0,3}\s+spen(?:d|ds|t|ding)\b|"
                         r"\bspen(?:d|ds|t|ding)\s+(?:\w+\s+){0,2}(?:time|hours|minutes|days)\b")


def mentioned_tables(question: Question, tables: Sequence[TableInfo], words: Sequence[str]) -> list[str]:
    """Tables the words name, in the order the question names them."""
    found = [t for t in tables if names_table(expanded(words), t)]
    spoken = question.words

    def position(table: TableInfo) -> int:
        """Where the question first names the table (its words, or its key's stem)."""
        names = {*table_words(table.name), *(w for w in spoken if names_table([w], table)),
                 *verb_and_particle_words(spoken, table.name)}  # "paid out" names `payouts`
        return next((i for i, w in enumerate(spoken) if w in names), len(spoken))

    return [t.name for t in sorted(found, key=position)]


_MORE_OF = re.compile(r"\b(?:makes?|made|has|have|had|gets?|got|books?|booked|places?|placed) (?:the )?(?:more|fewer)"
                      r" ([a-z]+s)\b")


def _measure_words(question: Question) -> tuple[str, ...]:
    top = question.top
    if top and top.measure and top.measure.words:
        return top.measure.words
    # "what % of renters' ice bookings": the bookings are counted, the renters own them
    shared = re.search(r"\b(?:percentage|percent|share|proportion|fraction) of (?:the |all )?"
                       r"(?:[a-z]+s['’] |[a-z]+['’]s )?([a-z ]+?)\b"
                       r"(?: were| was| are| is| came| that| in| on| at| to| from| work| happened| went| got"
                       r"| ended| took| have| haven| has| hasn| had| hadn| did| didn| do| don| does| doesn| get"
                       r"| gets| got| aren| weren| isn| wasn| never| still|\?|$)", question.text)
    if shared:
        return tuple(singular(w) for w in shared.group(1).split() if w not in FILLER_WORDS)
    if question.how_many and question.how_many.words:
        return question.how_many.words
    compared = _MORE_OF.search(question.text)  # "who makes more calls": calls are counted
    if compared and not top:
        return (singular(compared.group(1)),)
    dimension = top.dimension.words if top else (question.group_by.words if question.group_by else ())
    return tuple(w for w in question.main_words if w not in dimension)


def question_measure(
    question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey], avoid: str
) -> Measure | None:
    measure = _question_measure(question, tables, keys, avoid)
    if measure is None:
        return None
    measure = in_main_units(discounted(measure, tables, keys) if question.after_discounts else measure)
    return with_extras(with_tax(measure, question, tables), question, tables)


def _question_measure(
    question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey], avoid: str
) -> Measure | None:
    explicit = aggregates_in(question, [])
    aggregate = next((a for a in explicit if a != "SUM"), "SUM")
    netted = netted_words(question.text)  # "money once refunds are taken off": the refunds are no measure
    words = tuple(w for w in _measure_words(question) if w not in counted_nouns(question) and w not in netted)
    if SPENT_WITH_US.search(question.text):
        words = tuple(w for w in words if w not in SPENDING_WORDS)
    reach = functools.partial(reachable, keys, anchor=avoid)
    written = explicit_product(question.text, tables, keys, aggregate, reach) or explicit_sum(
        question.text, tables, aggregate, reach)
    if written is not None:
        return _per_event(written, question, tables, keys)
    named = _named_by_more_than_a_verb(named_measure(words, tables, aggregate, reach, question.words), words)
    goods = qualified_count(question, tables, aggregate, reach)
    named = named or goods
    duration = (duration_measure(question, tables, reach) or minutes_as_hours(question, tables, reach, aggregate)
                or time_spent(question, tables, reach) if named is None else None)
    if duration is not None:
        return duration
    money_words = set(words) | (set() if question.how_many else set(question.words))
    money_words -= SPENDING_WORDS if SPENDS_TIME.search(question.text) else set()
    money_words |= {"revenue"} if asks_for_money(question.text) else set()
    # "what percentage of ticket sales ...": the words name a table whose rows are counted, not money
    money_words -= set(words) if any(set(words) == set(table_words(t.name)) for t in tables) else set()
    if named is None and _share_of_rows(question, words, tables):
        return _counted(question, tables, keys, words, avoid)
    refunded = amount_named_by_verb(question, tables, aggregate) if named is None else None
    refunded = refunded or (amount_of_verb(question, tables, keys, aggregate) if named is None else None)
    if refunded is not None:
        return refunded
    mass = amount_of_mass_noun(question, tables, aggregate) if named is None else None
    if mass is not None:
        return mass
    paid = _money_of_counted_rows(named, question, tables) if named is not None else None
    if paid is not None:
        return paid
    if named is not None and _rows_named_where_money_is_asked(named, question, tables):
        named = None  # "what fun dives made us": the dives' money, not the sum of a `dives` column
    if wants_product(tuple(money_words), named, tables):
        preferred = _named_tables(question, tables)
        money = (_amount_of_first_named(question, tables, aggregate)
                 or priced_count(goods, named, tables, keys, aggregate)
                 or product_with(named, tables, keys, aggregate, reach, preferred)
                 or money_measure(tables, keys, aggregate, reach, preferred))
        money = billed_instead(money, tables)
        if money is not None or named is None:
            # None: spending named by no column yet, perhaps in a table not read yet
            return _per_event(money, question, tables, keys) if money is not None else None
    if named is not None:
        return _valued_per_event(named, question, tables, keys) or named
    counted = _counted(question, tables, keys, words, avoid) or _goods_counted(words, tables, keys, aggregate)
    if counted is None:
        return None
    return amount_of_rows(counted_in_units(counted, words, aggregate, tables, keys), question, aggregate, tables)


_SHARE_OF = re.compile(r"\b(?:percentage|percent|share|proportion|fraction) of\b")


def _share_of_rows(question: Question, words: Sequence[str], tables: Sequence[TableInfo]) -> bool:
    """"what percentage of returned loans came back late": a share of the rows a table's name counts, when no
    word of the question asks for money."""
    head = words[-1:]
    named = bool(head) and any(names_table(head, t) for t in tables)
    return named and bool(_SHARE_OF.search(question.text)) and not asks_for_money(question.text)


def _named_tables(question: Question, tables: Sequence[TableInfo]) -> frozenset[str]:
    """Tables the question names, by a noun or its "-ing" form ("berthing fees" → `berths`)."""
    words = [*question.words, *ing_stems(question.words)]
    # "what we billed", "invoiced", "still owing": the invoices, whose own fee is the money
    said = {v for w in question.words for v in (*verbs_in([w])[:1], w)}
    billed = said & {"bill", "invoice", "owe", "owing", "owed"}
    words += ["invoice", "bill"] if billed else []
    named = mentioned_tables(question, tables, words)
    return frozenset(named or _tables_of_named_labels(question, tables))


def _tables_of_named_labels(question: Question, tables: Sequence[TableInfo]) -> list[str]:
    """"Which room brings in the most money": no table is named, but the rooms are a text column of the room
    uses (`bang_iyong.bang`), whose own charge is the money, not a line of what was ordered there. Not where
    another table keeps a number named as this one's (a course's `fee_huf` and what each enrolment paid)."""
    spoken = {(singular(w),) for w in question.words}
    found = [t for t in tables if any(c.is_text and not c.is_key and column_words(c.name) in spoken
                                      for c in t.columns)]

    def kept_elsewhere(table: TableInfo) -> bool:
        elsewhere = {c.name for t in tables if t.name != table.name for c in t.columns
                     if c.is_numeric and not c.is_key}
        return any(c.is_numeric and c.name in elsewhere for c in table.columns)

    return [t.name for t in found if not kept_elsewhere(t)]


def _valued_per_event(named: Measure, question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]
                      ) -> Measure | None:
    """"What did the wine we sold cost us": a product's own cost, summed over the sales the verb names, is that
    cost × the quantity of each sale (never the cost of each product once)."""
    by_name = {t.name: t for t in tables}
    root = by_name.get(named.root)
    # a catalogue entity (undated) with a price of one item, never an order's own total
    if named.aggregate != "SUM" or len(named.columns) != 1 or root is None or is_event_table(root, keys) or any(
            c.is_temporal for c in root.columns):
        return None
    value = next(c for c in root.columns if c.name == named.columns[0])
    if {"total", "sum"} & set(column_words(value.name)):
        return None
    event = linked_event_table(question.words, tables, keys, entity=root.name)
    holder = by_name.get(event or "")
    quantity = next((c for c in holder.columns if is_quantity(c) and not c.is_key), None) if holder else None
    if not is_value(value) or quantity is None or not any(k.table == holder.name and k.target == root.name
                                                          for k in keys):
        return None
    return product(holder, quantity, root, value, "SUM")


def _money_of_counted_rows(named: Measure, question: Question, tables: Sequence[TableInfo]) -> Measure | None:
    """"How much have we taken in ticket sales": money asked of rows whose count is named (`ticket_count`) is
    the amount the same rows hold (`amount_paid`), not their count."""
    root, column = _named_column(named, tables)
    if root is None or question.how_many or not asks_for_money(question.text):
        return None
    amount = row_amount(root) if column is not None and is_quantity(column) else None
    if amount is None or "cost" in column_words(amount.name):
        return None
    goods = [w for w in column_words(column.name) if w not in {"count", "number", "quantity", "total"}]
    measure = column_measure(root, amount, named.aggregate)
    return replace(measure, label=f"{measure.label} (for {' '.join(goods)}s)") if goods else measure


def _named_column(named: Measure, tables: Sequence[TableInfo]) -> tuple[TableInfo | None, ColumnInfo | None]:
    """The table and the one column a named measure sums; (None, None) for a measure of several columns."""
    root = next((t for t in tables if t.name == named.root), None) if len(named.columns) == 1 else None
    column = next((c for c in root.columns if c.name == named.columns[0]), None) if root is not None else None
    return root, column


def _rows_named_where_money_is_asked(named: Measure, question: Question, tables: Sequence[TableInfo]) -> bool:
    _, column = _named_column(named, tables)
    return column is not None and names_rows_where_money_is_asked(column, question)


def names_rows_where_money_is_asked(column: ColumnInfo, question: Question) -> bool:
    """Money asked ("made us", "spends the most on") of rows the question names by a noun that is also a
    whole-number column holding no money (`trips.dives`): the column is no measure of that money."""
    if question.how_many or not (asks_for_money(question.text) or set(question.words) & SPENDING_WORDS):
        return False
    words = set(column_words(column.name))  # one noun, the rows' own ("dives"), not goods made ("units good")
    goods = CHARGE_WORDS | MONEY_COLUMN_WORDS | CURRENCY_NAMES | QUANTITY_WORDS | UNIT_NOUNS
    return len(words) == 1 and column.is_whole_number and not words & goods \
        and words <= {singular(w) for w in question.words}


def _goods_counted(words: Sequence[str], tables: Sequence[TableInfo], keys: Sequence[JoinKey], aggregate: str
                   ) -> Measure | None:
    """"Did we shift more bottles in 2024 or 2025": goods no table is named after, counted in the one quantity
    that holds them."""
    found = counted_in_units(Measure("*", "COUNT", "", (), "rows"), words, aggregate, tables, keys)
    return found if found.root else None


def _amount_of_first_named(question: Question, tables: Sequence[TableInfo], aggregate: str) -> Measure | None:
    """"Refunds for customer requests: how much money?": the amount of the refunds the question is about, which
    is never revenue otherwise (`arithmetic.money_measure`)."""
    first = next(iter(mentioned_tables(question, tables, question.words)), None)
    table = next((t for t in tables if t.name == first and set(table_words(t.name)) & REVERSAL_WORDS), None)
    column = row_amount(table) if table is not None else None
    return column_measure(table, column, aggregate) if column is not None else None


def _named_by_more_than_a_verb(measure: Measure | None, words: Sequence[str]) -> Measure | None:
    """"Which shows were watched the most" counts views: the verb alone does not pick `minutes_watched`."""
    if measure is None or len(measure.columns) != 1:
        return measure
    hits = set(column_words(measure.columns[0])) & set(expanded(words))
    return None if hits and all(verbs_in([w]) for w in hits) else measure


def _per_event(measure: Measure, question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey]
               ) -> Measure:
    """A product of an entity's columns ("credits × fee per credit" on courses) is earned once per event the
    question names ("enrolments in Physics courses"): sum it over the rows pointing at the entity."""
    if len(measure.columns) != 2 or len(measure.tables) != 1:
        return measure  # a column that holds the total already sits at its own grain
    root = next((t for t in tables if t.name == measure.root), None)
    if root is not None and is_event_table(root, keys):
        return measure  # the sales themselves: a refund pointing at one does not repeat it
    named = mentioned_tables(question, tables, question.words)
    event = linked_event_table(question.words, tables, keys, entity=measure.root)
    for table in [*named, *([event] if event else [])]:
        if table != measure.root and any(k.table == table and k.target == measure.root for k in keys):
            return replace(measure, root=table, tables=(table, *measure.tables))
    return measure


def _counted(
    question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey], words: Sequence[str], avoid: str
) -> Measure | None:
    """Rows counted: of the table the words name, or of the event table a verb links them to ("members who
    borrowed the most books" counts loans; "how many members borrowed" counts the members among them)."""
    counted = _head_first(question, [n for n in mentioned_tables(question, tables, words) if n != avoid], tables,
                          words)
    counted = counted or [n for n in mentioned_tables(question, tables, question.words) if n != avoid]
    # "counting individual tickets": the table whose name holds a word no table is named by (`ticket_sales`)
    loose = {w for w in words if not any(names_table([w], t) for t in tables)}
    counted = counted or [t.name for t in tables if t.name != avoid and set(table_words(t.name)[:-1]) & loose][:1]
    event = linked_event_table(question.words, tables, keys, entity=avoid or (counted[0] if counted else ""))
    named = set(mentioned_tables(question, tables, question.words))
    lexicon = verb_tables(question.words, tables, keys)
    event = None if lexicon & named else event  # the named table holds them
    points_at = counted and any(k.table == counted[0] and k.target == avoid for k in keys)
    event = None if points_at and not lexicon else event  # "tickets handled by Ana" point at her themselves
    # "goals scored": the named rows point at the verb's table (matches), so they are the finer events
    event = None if counted and event and any(k.table == counted[0] and k.target == event for k in keys) else event
    if event and counted and counted[0] != event:
        pointer = next((k for k in keys if k.table == event and k.target == counted[0]), None)
        if pointer is not None and question.how_many and _active(question, counted[0]) and not asks_times(question):
            return replace(count_measure(event), label=counted[0], distinct=qualified(event, pointer.column))
        if pointer is not None or not avoid:
            return count_measure(event)
    if event and not counted:
        return count_measure(event)
    if counted:
        return count_measure(counted[0])
    return _count_of_itself(question, tables, keys, avoid) if avoid else _busiest_events(question, tables)


_BUSY = re.compile(r"\b(?:busier|busiest|quieter|quietest)\b")


def _busiest_events(question: Question, tables: Sequence[TableInfo]) -> Measure | None:
    """"Were we busier in April 2026 than in April 2025", nothing named: the rows of the most-kept events
    (dated other than by when someone joined)."""
    if not _BUSY.search(question.text):
        return None
    dated = [t for t in tables if any(c.is_temporal and not is_joining_date(c) for c in t.columns)]
    return count_measure(max(dated, key=lambda t: t.row_count or 0).name) if dated else None


def asks_times(question: Question) -> bool:
    """"How many times did each group attend": the events are counted, not the attendees."""
    ranked = question.top.measure.words if question.top and question.top.measure else ()
    return bool(question.how_many) and question.how_many.words[:1] == ("time",) or ranked == ("time",)


def _head_first(question: Question, counted: list[str], tables: Sequence[TableInfo], words: Sequence[str]
                ) -> list[str]:
    """"How many class bookings", "what percentage of meter readings": the last noun of a compound is what is
    counted (bookings, not classes)."""
    head_words = question.how_many.words[-1:] if question.how_many else words[-1:]
    if not head_words or len(counted) < 2:
        return counted
    head = [n for t in tables for n in counted if t.name == n and names_table(head_words, t)]
    return head[:1] + [n for n in counted if n not in head[:1]]


def _count_of_itself(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey], entity: str
                     ) -> Measure:
    """"Which class is the most popular?" ranks classes by the events pointing at them, and "Calculus I or
    Linear Algebra: which had more passes?" counts the rows pointing at each, not each course once."""
    phrase = question.top.dimension if question.top else question.group_by
    table = next((t for t in tables if t.name == entity), None)
    about = event_tables_about(entity, tables, keys) or [k.table for k in keys if k.target == entity]
    unnamed = phrase is None and table is not None and not names_table(question.words, table)
    if about and (unnamed or phrase and table is not None and names_table(phrase.words, table)):
        return count_measure(about[0])
    return count_measure(entity)


def _active(question: Question, table: str) -> bool:
    """"how many members borrowed" (the members are the doers) rather than "how many books were borrowed"."""
    after = re.search(r"\bhow many ([a-z ]+?) (were|was|have been|has been|had been|got|are|is) ", question.text)
    return after is None and bool(verbs_in(question.words))
