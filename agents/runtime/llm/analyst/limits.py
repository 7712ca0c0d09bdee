"""What the offline analyst cannot answer, said in one sentence: a forecast, a reason why, or a measure,
grouping or value no table it read has. `what_it_would_need` finds it; `would_need_answer` writes the answer,
with the closest query it can run (never run as if it were the answer).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.arithmetic import MONEY_COLUMN_WORDS, MONEY_UNITS, QUANTITY_WORDS, VALUE_WORDS
from agents.runtime.llm.analyst.events import VERB_NOUNS, is_event_table, verb_stems, verbs_in
from agents.runtime.llm.analyst.join_terms import names_each_row, names_table
from agents.runtime.llm.analyst.keys import key_graph
from agents.runtime.llm.analyst.matching import aggregates_in
from agents.runtime.llm.analyst.plan import QueryPlan
from agents.runtime.llm.analyst.quantities import UNIT_NOUNS, asks_for_money
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.thresholds import handled, unhandled_bound_after
from agents.runtime.llm.analyst.words import (
    FILLER_WORDS,
    QUERY_WORDS,
    column_words,
    singular,
    table_words,
    word_set,
)

FORECAST_WORDS = word_set("will forecast predict prediction projected projection expect expected next future")
REASON_WORDS = word_set("why reason cause caused because")
COUNT_ASKING_WORDS = word_set("most least fewest frequent often busiest popular many number count")
NUMBER_THRESHOLD = re.compile(r"\b(?:(?:more|less|fewer|greater|higher|lower) than|over|under|above|below|"
                              r"at least|at most|exceeding)\s+\$?\d[\d,.]*\b")
# "in 2025", "in March 2025", "between 2025-01-01 and ...": the plan filters on a date
DATED = re.compile(r"\b(?:in|between|since|after|before|until) (?:[a-z0-9]+ )?\d{4}\b")
YEAR_END = re.compile(r"\s(?:19|20)\d\d$")
MIN_UNMATCHED = 2  # one stray word (an unseen value) is owned up to in the answer; two mean another question


PLANNING_VERBS = frozenset({"schedule", "plan", "timetable", "calendar", "programme", "program"})
COST_WORDS = frozenset({"cost", "expense", "outlay"})
# "what does a private lesson cost", "how much does one session cost": its price, what the customer pays
_PRICE_ASKED = re.compile(r"\b(?:what|how much) (?:does|do|did|would|will) (?:a|an|one|each|the) "
                          r"[a-z' -]*\bcost\b")
_PAID_OUT = re.compile(r"\bwe (?:pay|paid|owe|give|gave)\b")  # "how much do we pay riders": money going out


def what_it_would_need(question: Question, plan: QueryPlan, schemas: Sequence[TableInfo]) -> str | None:
    """The clause after "I would need", or None when the plan answers the question."""
    tables_read = [t.name for t in schemas]
    tokens = set(question.words)
    if tokens & FORECAST_WORDS:
        return "a forecast, and I only report what the data already holds"
    if question.words[:1] and question.words[0] in REASON_WORDS:
        return "the reasons behind the numbers, which no table records"
    # "over 2025" is a year, not a number to filter on
    threshold = next((m.group(0) for m in NUMBER_THRESHOLD.finditer(question.text)
                      if not YEAR_END.search(m.group(0))), None)
    threshold = threshold or unhandled_bound_after(question, plan.filter_text)  # "150 kW and up"
    if threshold and not handled(question, plan.filter_text):
        return (f'a filter on a number ("{threshold}"), and I only filter on values and dates, so the '
                "query below leaves it out")
    read = f"none of the tables I read ({', '.join(tables_read)}) has one"
    if _counts_each_row_once(plan, schemas):
        return f'a column or value for "{_asked_for(question, plan)}", and {read}'
    if plan.missing:
        return f"{' and '.join(plan.missing)}, and {read}"
    # a stray word is owned up to, unless the measure is itself a guess ("revenue from vaccinations")
    guessed = plan.guessed or _guessed_measure(question, plan) or _ranked_by_nothing(question, plan)
    if len(plan.ignored_words) >= MIN_UNMATCHED or (plan.ignored_words and (guessed or plan.shape == "preview")):
        return f'a column or value for "{" ".join(plan.ignored_words)}", and {read}'
    if counts_for_how_much(question, plan):
        return f'an amount for what "how much" asks about (a row count is not one), and {read}'
    # a measure named a cost, or time × a rate, may be a cost; a guessed amount alone is money coming in, and
    # so are lessons × a rate guessed as revenue when "we pay" asks what goes out
    costed = any(set(v.split()) & COST_WORDS or "×" in v for v in plan.value_labels)
    taken_in = all("revenue (" in v for v in plan.value_labels)
    paid_out = bool(_PAID_OUT.search(question.text))
    priced = _PRICE_ASKED.search(question.text) and any("price" in v.split() for v in plan.value_labels)
    if guessed and not priced and (
            tokens & COST_WORDS and not costed or paid_out and (not costed or taken_in)):
        return f'a column for what it cost, and {read}'
    lost = _what_is_measured(question, plan)
    if lost is not None:
        return f'a column or value for "{lost}", and {read}'
    # "scheduled departures in 2025": a verb of planning dates the rows by their own date
    event = next((w for w in plan.ignored_words if verb_stems(w) and not set(verb_stems(w)) & PLANNING_VERBS), None)
    if event is not None and DATED.search(plan.filter_text) and not _counts_events(question, plan, schemas):
        return f'a date column for "{event}", and {read}'
    return None


# `SELECT "members"."member_name", count(*) … FROM "members"`: rows counted, grouped by a column of their own
_OWN_GROUPING = re.compile(r'^SELECT (?:"([^"]+)"\.)?"([^"]+)"[^,]*, count\(\*\)')


def _counts_each_row_once(plan: QueryPlan, schemas: Sequence[TableInfo]) -> bool:
    """"Which of our members visit most often?" read as members counted by member name: every group holds one
    row, so the ranking or breakdown says nothing the question asked."""
    found = _OWN_GROUPING.match(plan.sql)
    grouped = found and (found.group(1) or plan.table)
    table = next((t for t in schemas if grouped and t.name == grouped == plan.table), None)
    column = next((c for c in table.columns if c.name == found.group(2)), None) if table else None
    return column is not None and names_each_row(table, column)


def _asked_for(question: Question, plan: QueryPlan) -> str:
    """The words the plan left out, else the question's own words beyond the table's name."""
    if plan.ignored_words:
        return " ".join(plan.ignored_words)
    own = set(table_words(plan.table))
    words = [w for w in question.words if w not in own and w not in FILLER_WORDS | QUERY_WORDS and len(w) > 1]
    return " ".join(words) or "what to count"


# "What's the energy used per unit", "how much downtime has each line had": the word the question quantifies
_MEASURED = re.compile(r"^(?:what(?:'s| is| was)|how much)\s+(?:the |our )?(?:total |average |overall )?([a-z]+)"
                       r"\s+(used|per|of|for|on|has|have|had|is|was|did|does|do)\b")
_SPENT_ON = re.compile(r"\b(?:spent|spend|spending|paid|pay|paying) (?:on|for) "
                       r"(?:the |our |all |any )?([a-z]+)")
_HOW_MUCH = re.compile(r"\bhow much\b")
# "how many calls got dropped": what is said of the rows counted
_PREDICATE = re.compile(r"\bhow many (?:[a-z-]+ ){1,2}(?:got|get|were|was|are|is|have been|has been) "
                        r"([a-z]+(?:ed|en))\b")
# "how many units did we sell": the event counted
_DONE = re.compile(r"\bhow (?:many|much)\b(?:\s+\w+){0,3}\s+(?:did|do|does|have|has|had)\s+(?:we|they|you|i)\s+(\w+)")


def counts_for_how_much(question: Question, plan: QueryPlan) -> bool:
    """"How much did each campaign cost us to run?" is not answered by counting campaigns, nor "what did we
    invoice in 2025" by showing the invoices (a preview that leaves a word out says what it would need
    instead)."""
    shown = plan.shape == "preview" and not plan.ignored_words
    counts = any(v.startswith(("number of", "row count")) for v in plan.value_labels) or shown
    asked = bool(_HOW_MUCH.search(question.text)) or asks_for_money(question.text)
    return counts and not question.counts_rows and asked


def adds_up_goods_for_money(question: Question, plan: QueryPlan) -> bool:
    """"How much have we taken in ticket sales" is better answered by the money the rows hold than by adding
    up their tickets."""
    return (asks_for_money(question.text) and not question.how_many and bool(plan.value_labels)
            and all(_adds_up_goods(label) for label in plan.value_labels))


def _adds_up_goods(label: str) -> bool:
    words = {w for part in label.split()[1:] for w in column_words(part)}  # after "total", "average"
    return bool(words & QUANTITY_WORDS) and not words & (VALUE_WORDS | MONEY_UNITS | MONEY_COLUMN_WORDS)


def _what_is_measured(question: Question, plan: QueryPlan) -> str | None:
    """A stray word that is what the question quantifies, or a business verb naming the events it counts
    (whose events no table holds), is no unseen value: the plan answers another question."""
    ignored = plan.ignored_words
    head = _MEASURED.search(question.text)
    if head and head.group(1) in ignored:
        return head.group(1)
    spent_on = _SPENT_ON.search(question.text)  # "spent on materials": what the money went on
    if spent_on and singular(spent_on.group(1)) in ignored:
        return singular(spent_on.group(1))
    counted = re.search(r"\bhow many ((?:[a-z]+ ?){1,3})", question.text)
    words = [singular(w) for w in counted.group(1).split()] if counted else []
    # "how many viewings did each property get", but not "how many production runs" (the rows counted)
    named_rows = set(words) & set(table_words(plan.table))
    if words and words[0] in ignored and words[0] not in UNIT_NOUNS and not named_rows:
        return words[0]
    said_of = _PREDICATE.search(question.text)  # "how many calls got dropped": which calls, not all of them
    if said_of and said_of.group(1) in ignored and not set(verbs_in([said_of.group(1)])) & set(VERB_NOUNS):
        return said_of.group(1)
    done = _DONE.search(question.text)
    verb = done.group(1) if done else ""
    return verb if verb in ignored and any(v in VERB_NOUNS for v in verbs_in([verb])) else None


def _ranked_by_nothing(question: Question, plan: QueryPlan) -> bool:
    """"Which player has the most assists?": the ranking's own words matched nothing, so the order it shows is
    by something else."""
    ranked = question.top.measure.words if question.top and question.top.measure else ()
    return bool(ranked) and set(ranked) <= set(plan.ignored_words)


def _counts_events(question: Question, plan: QueryPlan, schemas: Sequence[TableInfo]) -> bool:
    """The plan's rows are events ("shipments left on June 4"), so its date is the verb's; "students
    graduated in 2025" dates students by something else."""
    table = next((t for t in schemas if t.name == plan.table), None)
    named = table is not None and names_table(question.words, table)  # "pets adopted" are not the visits
    return named and is_event_table(table, key_graph(schemas))


def _guessed_measure(question: Question, plan: QueryPlan) -> bool:
    """A preview, or a row count nobody asked for, standing in for a measure no column holds ("CO2 emission
    per shipment" is not the number of shipments)."""
    if plan.shape == "preview":  # "Which item is the heaviest?" is not answered by the first rows
        return asks_for_something(question) or question.words[:1] in (("which",), ("who",), ("what",))
    counts = plan.shape == "count" or any(v.startswith(("number of", "row count")) for v in plan.value_labels)
    asked = question.counts_rows or bool(set(question.words) & COUNT_ASKING_WORDS)
    return counts and not asked and plan.shape not in ("anti_count", "anti_list", "share")


def asks_for_something(question: Question) -> bool:
    """A ranking, a grouping, an aggregate or "how many <thing>": a question precise enough to say what it
    lacks."""
    counted = question.how_many is not None and bool(question.how_many.words)
    amount = bool(_HOW_MUCH.search(question.text))  # "how much propane did we burn through"
    return bool(question.top or question.group_by or aggregates_in(question, []) or counted or amount)


def unmatched_need(question: Question, tables_read: Sequence[str]) -> str:
    """What a question no table matches would need: a column for its own words."""
    named = {w for name in tables_read for w in table_words(name)}
    ignored = FILLER_WORDS | QUERY_WORDS | named
    words = [w for w in dict.fromkeys(question.words) if w.isalpha() and w not in ignored]
    return f'a column for "{" ".join(words)}", and none of the tables I read ({", ".join(tables_read)}) has one'


def would_need_answer(need: str, closest_sql: str) -> str:
    lead = f"I can't answer that from this data: I would need {need}."
    if not closest_sql:
        return lead
    return f"{lead}\n\nThe closest query I can run (it leaves that part out):\n\n```sql\n{closest_sql}\n```"
