"""Sales that stayed sold, for the offline analyst: tickets "sold", "takings" or "sales" of a table whose
status marks some rows refunded or voided ('RFD', 'refunded', 'void'), or whose yes/no column says so (`rfnd`
'Y'/'N', `is_refunded`), leave those rows out, as the money went back.
A question that names refunds itself ("what share were refunded", "refunds included") keeps them all, and so
does a status kept on another table than the rows sold (an order's status beside its lines: portions sold),
except for money: the lines of an order cancelled ('IPTAL', 'HUY') brought none in, unless the question takes
every order ("whatever their status", "cancelled ones included").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.arithmetic import is_quantity
from agents.runtime.llm.analyst.flags import flag_truth, is_flag
from agents.runtime.llm.analyst.join_terms import Measure
from agents.runtime.llm.analyst.keys import JoinKey, qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.status_codes import is_status, says_cancelled
from agents.runtime.llm.analyst.words import (
    column_label,
    column_words,
    quote_identifier,
    quote_string,
    table_words,
    word_set,
)

# what customers spent is what they paid and kept paid ("who has spent the most with us")
_SOLD = word_set("sell sells selling sold sale sales takings taking take took taken turnover revenue",
                 "spent spend spends spending")
# "how much came in by card", "which brings in more", "which makes us more money"
_CAME_IN = re.compile(r"\bhow much\b.*\b(?:came|come|comes|coming) in\b|\b(?:brings?|brought|bringing) in\b"
                      r"|\b(?:makes?|made|making) (?:us )?(?:(?:the )?most |more )?money\b")
_UNDONE = word_set("refunded refund rfd rfnd void voided vd reversed chargeback storno",
                   "dev devuelto devuelta devolucion reembolsado erstattet storniert")  # Spanish, German
_RETURNED = word_set("returned return")
_SALE_ROWS = word_set("sale order purchase")
# a question about the refunds, voids or returns themselves keeps every row
_ASKS_UNDONE = ("refund", "void", "revers", "chargeback", "handed back", "money back", "gave back",
                "give back", "given back", "cancel")


def _undone_values(table: TableInfo, *, cancelled: bool = False) -> tuple[str, list[str]] | None:
    """The status column and its values that say a row was undone (refunded, voided), or `cancelled`."""
    for column in (c for c in table.columns if c.is_text and not c.is_key and is_status(c.name)):
        undone = [str(v) for v in column.samples
                  if (says_cancelled(str(v)) if cancelled else str(v).lower() in _UNDONE)]
        if undone and len(undone) < len(column.samples):
            return column.name, undone
    return None


def _undone_flag(table: TableInfo, *, qualified_names: bool) -> Filter | None:
    """A yes/no column named for a refund or void, or on sales for a return (`vendite.reso`, the bottle sent
    back): the rows where it is not set (an unknown one stays). A rental's `returned` is no undoing."""
    undone = _UNDONE | (_RETURNED if set(table_words(table.name)) & _SALE_ROWS else set())
    column = next((c for c in table.columns if is_flag(c) and set(column_words(c.name)) & undone), None)
    if column is None:
        return None
    name = qualified(table.name, column.name) if qualified_names else quote_identifier(column.name)
    return Filter(f"({flag_truth(column, name)}) IS NOT TRUE", f"not {column_label(column.name)}", (),
                  table.name, column.name, ())


def _asks_sold(question: Question) -> bool:
    sold = set(question.words) & _SOLD - ({"take"} if question.counts_rows else set())  # "orders we take"
    asked = sold or _CAME_IN.search(question.text)
    return bool(asked) and not any(w in question.text for w in _ASKS_UNDONE)


def sold_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    """The rows of `table` not refunded or voided, when the question asks what was sold or taken."""
    if not _asks_sold(question):
        return []
    found = _undone_values(table)
    if found is None:
        flag = _undone_flag(table, qualified_names=qualified_names)
        return [flag] if flag is not None else []
    column, undone = found
    name = qualified(table.name, column) if qualified_names else quote_identifier(column)
    return [_left_out(table.name, column, name, undone)]


def _left_out(table: str, column: str, name: str, undone: list[str]) -> Filter:
    """The rows of `table` whose `column` (written `name` in the SQL) holds none of the `undone` values."""
    listed = ", ".join(quote_string(v) for v in undone)
    text = f"{column_label(column)} is not {' or '.join(undone)}"
    return Filter(f"{name} NOT IN ({listed})", text, (), table, column, ())


def parent_sold_filters(question: Question, root: TableInfo, tables: Sequence[TableInfo],
                        keys: Sequence[JoinKey], *, measure: Measure | None = None) -> list[Filter]:
    """Money "taken" or "sold" (the `measure`, when known): the lines (`root`) of the orders not cancelled,
    when the order (a sale or a purchase) a line belongs to keeps the status and the lines none of their
    own."""
    if not _asks_sold(question) or question.inclusive or _undone_values(root) or _undone_values(
            root, cancelled=True) or _undone_flag(root, qualified_names=True):
        return []
    if measure is not None and not _measures_money(measure, tables):
        return []
    by_name = {t.name: t for t in tables}
    for key in (k for k in keys if k.table == root.name and k.target in by_name
                and set(table_words(k.target)) & _SALE_ROWS):
        found = _undone_values(by_name[key.target], cancelled=True)
        if found is not None:
            column, undone = found
            return [_left_out(key.target, column, qualified(key.target, column), undone)]
    return []


def _measures_money(measure: Measure, tables: Sequence[TableInfo]) -> bool:
    """Not a count of rows nor a quantity of goods ("portions sold" counts a cancelled order's too)."""
    columns = [c for t in tables if t.name in measure.tables for c in t.columns if c.name in measure.columns]
    return measure.aggregate != "COUNT" and not (columns and all(is_quantity(c) for c in columns))


def sold_elsewhere(question: Question, table: TableInfo, tables: Sequence[TableInfo],
                   keys: Sequence[JoinKey]) -> bool:
    """Whether the money of `table`'s rows sold leaves out some another table marks cancelled (a join is
    needed)."""
    return not question.counts_rows and bool(parent_sold_filters(question, table, tables, keys))
