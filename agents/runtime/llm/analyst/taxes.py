"""Amounts with their tax on top, for the offline analyst: "GST included", "including VAT", "gross of tax" add
the row's own tax column to its amount (`fee_aud + gst_aud`); "ex GST" keeps the amount alone (`idioms`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from agents.runtime.llm.analyst.arithmetic import TAX_WORDS
from agents.runtime.llm.analyst.idioms import TAX_ADDED, fold_accents
from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.words import column_label, column_words


def with_tax(measure: Measure, question: Question, tables: Sequence[TableInfo]) -> Measure:
    """`measure` plus the tax column of its own rows when the question asks for the amount with tax."""
    added = TAX_ADDED.search(fold_accents(question.original.lower()))
    if not added or measure.aggregate not in ("SUM", "AVG") or len(measure.columns) != 1:
        return measure
    root = next((t for t in tables if t.name == measure.root), None)
    if root is None or set(column_words(measure.columns[0])) & TAX_WORDS:
        return measure
    taxes = [c for c in root.columns if c.is_numeric and set(column_words(c.name)) & TAX_WORDS]
    if len(taxes) != 1:
        return measure
    tax = taxes[0]
    expression = f"{measure.expression} + coalesce({qualified(root.name, tax.name)}, 0)"
    return replace(measure, expression=expression, label=f"{measure.label} + {column_label(tax.name)}",
                   columns=(*measure.columns, tax.name))
