"""Sales that stayed sold, for the offline analyst: tickets "sold", "takings" or "sales" of a table whose
status marks some rows refunded or voided ('RFD', 'refunded', 'void') leave those rows out, as the money went
back.
A question that names refunds itself ("what share were refunded", "refunds included") keeps them all, and so
does a status kept on another table than the rows sold (an order's status beside its lines: portions sold).
"""

from __future__ import annotations

import re

from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.status_codes import is_status
from agents.runtime.llm.analyst.words import column_label, quote_identifier, quote_string, word_set

_SOLD = word_set("sell sells selling sold sale sales takings taking took taken turnover")
_CAME_IN = re.compile(r"\bhow much\b.*\b(?:came|come|comes|coming) in\b")  # "how much came in by card"
_UNDONE = word_set("refunded refund rfd rfnd void voided vd reversed chargeback")
# a question about the refunds, voids or returns themselves keeps every row
_ASKS_UNDONE = ("refund", "void", "revers", "chargeback", "handed back", "money back", "gave back")


def _undone_values(table: TableInfo) -> tuple[str, list[str]] | None:
    for column in (c for c in table.columns if c.is_text and not c.is_key and is_status(c.name)):
        undone = [str(v) for v in column.samples if str(v).lower() in _UNDONE]
        if undone and len(undone) < len(column.samples):
            return column.name, undone
    return None


def sold_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    """The rows of `table` not refunded or voided, when the question asks what was sold or taken."""
    asked = set(question.words) & _SOLD or _CAME_IN.search(question.text)
    if not asked or any(w in question.text for w in _ASKS_UNDONE):
        return []
    found = _undone_values(table)
    if found is None:
        return []
    column, undone = found
    name = qualified(table.name, column) if qualified_names else quote_identifier(column)
    listed = ", ".join(quote_string(v) for v in undone)
    text = f"{column_label(column)} is not {' or '.join(undone)}"
    return [Filter(f"{name} NOT IN ({listed})", text, (), table.name, column, ())]
