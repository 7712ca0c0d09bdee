"""Everyday words for a measure no column is named after, for the offline analyst: money ("takings", "the
bill", "face value", "how much did X make", "which outlets brought in the most") and amounts of goods
("portions", "units", or "tickets" where each `ticket_sales` row holds a quantity of them).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.arithmetic import is_per_unit_value, is_planned_amount, is_quantity
from agents.runtime.llm.analyst.events import verb_tables
from agents.runtime.llm.analyst.join_terms import Measure, column_measure, names_table
from agents.runtime.llm.analyst.keys import JoinKey, join_path, qualified
from agents.runtime.llm.analyst.matching import CURRENCY_NAMES, FEE_WORDS
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import FILLER_WORDS, column_label, column_words, singular, table_words, word_set

_CURRENCIES = (CURRENCY_NAMES - {"pound"}) | word_set("kronor krona yen real reais peso ringgit baht zloty")
MONEY_NOUNS = word_set("taking takings bill gross earning proceeds money turnover income revenue receipts fare")
_MONEY_VERBS = (r"(?:makes?|made|earns?|earned|brings?|brought|takes? in|took in|comes? in|came in|"
                r"generated?|generates|raised?|"
                r"paid|pays?|spent|spend|bill(?:s|ed)?|charg(?:ed|ing)|invoice[sd]?|owes?|owed|owing|"
                r"outstanding|receive[sd]?|refund(?:s|ed)?|"
                r"pull(?:s|ed)? in|fork(?:s|ed)? out|shell(?:s|ed)? out)")
_MONEY_ASKED = (
    re.compile(r"\bhow much\b(?:\s+\w+){0,6}\s+" + _MONEY_VERBS + r"\b(?!\s+(?:of|up|out))"),
    # not "make more calls": a plural noun after the comparison says what is counted
    re.compile(r"\b" + _MONEY_VERBS + r"(?: in| us| for us| in for us)? (?:the )?(?:most|least|more|less)\b"
               r"(?! often)"  # "do people pay us more often in cash": how many times
               r"(?!\s+(?!(?:fees|takings|earnings|sales|this|thus|plus|always|perhaps)\b)[a-z]+[^s\W]s\b)"),
    # "did we sell more in May than in April": the money sold, where no goods are named
    re.compile(r"\b(?:sell|sold) (?:the )?(?:most|more|less|least)"
               r"(?=\s*(?:[?.,!;]|$|(?:in|during|for|from|on|at|over|than|last|this)\b))"),
    re.compile(r"\bface values?\b"),
    re.compile(r"\bhow much (?:have|has|did|do|does) (?:we|you|they|i|it) (?:sold|sell)\b"),  # no goods named
    # "what did street collections raise"
    re.compile(r"\bwhat (?:did|does|do|has|have) (?:[\w-]+ ){1,8}" + _MONEY_VERBS + r"\b(?! (?:of|up|out))"),
    # "did we take more in April or in May": money taken, unless it is time ("take longer", "take more hours")
    # (a noun after it says what was taken: "taken the most lift rides")
    re.compile(r"\b(?:take|took|taken) (?:the )?(?:most|more|less|least)"
               r"(?=\s*(?:[?.,!;]|$|(?:in|during|for|from|on|at|over|than|last|this|money)\b))"),
    # "what we invoiced in Q1", "what they've actually paid us"
    re.compile(r"\b(?:what|everything|all) (?:we|they|you)(?:['’]ve|['’]d| have| had)? "
               r"(?:actually |really |already )?" + _MONEY_VERBS + r"\b"),
    re.compile(r"\btotal (?:we|we've|we have|we'd|they've) " + _MONEY_VERBS + r"\b"),  # "total we've made"
    re.compile(r"\bhow much (?:have|has|had|did) (?:we|they|you|it) (?:\w+ ){0,2}taken\b"),  # "taken at the till"
    re.compile(r"\bin (?:pounds?|sterling|euros?|dollars?|gbp|eur|usd)\b|\bin £|\bin \$"),  # "in pounds"
)
AMOUNT_WORDS = word_set("amount total value sum price cost fee fare charge")
_AMOUNT_ASKED = re.compile(r"\bhow much\b|\badds? up\b|\badded up\b|\bin total\b")
# What a quantity of goods is counted in when no table is named after it.
UNIT_NOUNS = word_set("portion serving unit piece bottle box case pack crate carton can bag jar cup glass pair item")


def asks_for_money(text: str) -> bool:
    """Whether the question asks for an amount of money in words no column is called by."""
    words = {form for w in re.findall(r"[a-z]+", text) for form in (w, singular(w))}
    in_currency = any(singular(w) in _CURRENCIES for w in re.findall(r"\bin ([a-z]+)\b", text))  # "in kroner"
    return bool(words & MONEY_NOUNS) or in_currency or any(p.search(text) for p in _MONEY_ASKED)


def counted_in_units(measure: Measure, words: Sequence[str], aggregate: str, tables: Sequence[TableInfo],
                     keys: Sequence[JoinKey]) -> Measure:
    """Rows counted where the question counts the goods in them: "tickets sold" sums `ticket_sales.quantity`,
    "portions of each course" the quantity of the order lines, "how many drinks did we sell" the quantity of
    the lines pointing at the dishes whose course is drink."""
    valued = _holders_of_valued_goods(words, tables, keys)
    units = [w for w in words if w in UNIT_NOUNS and not any(names_table([w], t) for t in tables)]
    # "how many bottles have trade customers bought" counts bottles, not the customers who bought
    counts_goods = bool(units) and words[:1] == units[:1]
    if measure.aggregate != "COUNT" or measure.distinct and not valued and not counts_goods:
        return measure
    by_name = {t.name: t for t in tables}
    root = by_name.get(measure.root)
    goods = root is not None and _names_its_goods(words, root, tables)
    holders = [root] if goods else valued or [t for t in tables if units and _quantity(t) is not None
                                              and (root is None or _joins(keys, t.name, root.name))]
    if not holders or _quantity(holders[0]) is None:
        return measure
    table, column = holders[0], _quantity(holders[0])
    total = "AVG" if aggregate == "AVG" else "SUM"
    return replace(measure, expression=qualified(table.name, column.name), aggregate=total, root=table.name,
                   tables=(table.name,), label=column_label(column.name), columns=(column.name,), distinct="")


def _holders_of_valued_goods(words: Sequence[str], tables: Sequence[TableInfo], keys: Sequence[JoinKey]
                             ) -> list[TableInfo]:
    """Tables with a quantity that point at a table whose category values the counted words name."""
    spoken = set(words)
    if any(names_table([w], t) for w in spoken for t in tables):
        return []  # "how many Electronics orders" counts the orders
    valued = {t.name for t in tables for c in t.columns if c.is_text
              for s in c.samples if singular(str(s).lower()) in spoken}
    return [t for t in tables if _quantity(t) is not None and any(k.table == t.name and k.target in valued
                                                                  for k in keys)]


def _names_its_goods(words: Sequence[str], table: TableInfo, tables: Sequence[TableInfo]) -> bool:
    """"tickets" for `ticket_sales`: a word of the table's name other than its head, naming no table itself."""
    parts = table_words(table.name)
    goods = [w for w in words if w in parts[:-1] and not any(names_table([w], t) for t in tables if t is not table)]
    return bool(goods) and parts[-1] not in words and _quantity(table) is not None


def _quantity(table: TableInfo):
    found = [c for c in table.columns if c.is_numeric and not c.is_key and is_quantity(c)]
    return found[0] if len(found) == 1 else None


def _joins(keys: Sequence[JoinKey], a: str, b: str) -> bool:
    return a == b or join_path(keys, a, [b]) is not None


def amount_of_rows(measure: Measure, question: Question, aggregate: str, tables: Sequence[TableInfo]) -> Measure:
    """"What did refunds add up to", "the average refund": rows asked for as an amount are their one amount
    column summed, not counted."""
    root = next((t for t in tables if t.name == measure.root), None)
    asked = _AMOUNT_ASKED.search(question.text) or "total" in question.words or _averaged(question, root)
    if measure.aggregate != "COUNT" or measure.distinct or question.counts_rows or not asked:
        return measure
    column = row_amount(root) if root is not None else None
    if column is None:
        return measure
    return replace(measure, expression=qualified(root.name, column.name), aggregate=aggregate,
                   label=column_label(column.name), columns=(column.name,))


def amount_of_verb(question: Question, tables: Sequence[TableInfo], keys: Sequence[JoinKey], aggregate: str
                   ) -> Measure | None:
    """"How much was refunded for each reason": the amount of the rows the verb names."""
    if not re.search(r"\bhow much\b", question.text) or question.counts_rows:
        return None
    for table in (t for t in tables if t.name in verb_tables(question.words, tables, keys)):
        column = row_amount(table)
        fee = column is not None and set(column_words(column.name)) & FEE_WORDS
        if column is not None and (not fee or FEE_WORDS & set(question.words)):  # a fee is no sale
            return column_measure(table, column, aggregate)
    return None


def row_amount(table: TableInfo):
    # a price per unit is not what the rows add up to ("spent buying" is copies × unit cost)
    found = [c for c in table.columns if c.is_numeric and not c.is_key and not is_quantity(c)
             and not is_per_unit_value(c) and not is_planned_amount(c) and set(column_words(c.name)) & AMOUNT_WORDS]
    return found[0] if len(found) == 1 else None


def _averaged(question: Question, table: TableInfo | None) -> bool:
    """"the average refund": the aggregate's word is followed by the table's own name."""
    words = [w for w in question.words if w not in FILLER_WORDS]
    after = [words[i + 1] for i, w in enumerate(words[:-1]) if w in ("average", "mean")]
    return table is not None and any(names_table([w], table) for w in after)
