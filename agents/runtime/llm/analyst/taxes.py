"""Amounts with something on top, for the offline analyst: "GST included", "including VAT", "gross of tax" add
the row's own tax column to its amount (`fee_aud + gst_aud`); "ex GST" keeps the amount alone (`idioms`).
"Gear hire included", "including delivery" add the row's own money column the word names (`price_thb +
gear_thb`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.arithmetic import TAX_WORDS
from agents.runtime.llm.analyst.idioms import TAX_ADDED, fold_accents
from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import CURRENCY_NAMES
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words, singular


def with_tax(measure: Measure, question: Question, tables: Sequence[TableInfo]) -> Measure:
    """`measure` plus the tax column of its own rows when the question asks for the amount with tax."""
    added = TAX_ADDED.search(fold_accents(question.original.lower()))
    root = _summed_root(measure, tables) if added else None
    if root is None or set(column_words(measure.columns[0])) & TAX_WORDS:
        return measure
    taxes = [c for c in root.columns if c.is_numeric and set(column_words(c.name)) & TAX_WORDS]
    return _plus(measure, root, taxes[0]) if len(taxes) == 1 else measure


_EXTRA_INCLUDED = re.compile(r"\b([a-z]+)(?: (?:hire|rental|fees?|charges?))? (?:is |are )?included\b"
                             r"|\b(?:including|incl|plus) (?:the |our |their )?([a-z]+)\b")


def with_extras(measure: Measure, question: Question, tables: Sequence[TableInfo]) -> Measure:
    """`measure` plus the money column of its own rows a word names when the question includes it on top
    ("gear hire included": `price_thb + gear_thb`)."""
    root = _summed_root(measure, tables)
    if root is None:
        return measure
    said = {singular(w) for m in _EXTRA_INCLUDED.finditer(question.original.lower()) for w in m.groups() if w}
    extras = [c for c in root.columns if c.is_numeric and c.name != measure.columns[0]
              and set(column_words(c.name)) & CURRENCY_NAMES and set(column_words(c.name)) & said
              and not set(column_words(c.name)) & TAX_WORDS]
    return _plus(measure, root, extras[0]) if len(extras) == 1 else measure


def _summed_root(measure: Measure, tables: Sequence[TableInfo]) -> TableInfo | None:
    """The table of a sum or average of one column, which another column of its rows can be added to."""
    if measure.aggregate not in ("SUM", "AVG") or len(measure.columns) != 1:
        return None
    return next((t for t in tables if t.name == measure.root), None)


def _plus(measure: Measure, root: TableInfo, column: ColumnInfo) -> Measure:
    expression = f"{measure.expression} + coalesce({qualified(root.name, column.name)}, 0)"
    return replace(measure, expression=expression, label=f"{measure.label} + {column_label(column.name)}",
                   columns=(*measure.columns, column.name))
