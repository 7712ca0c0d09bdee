"""Events said to have happened, for the offline analyst: "flights that took off", "matches that went ahead",
"trips they actually took", "trips that actually departed". Such a verb names no value, but it rules out the
values that say the event did not happen (`cancelled`, `postponed`, `abandoned`, `no_show`, or 'anulowana' in
another language): the rows kept are every other status. The table is the one named just before the verb,
else the rows measured.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.flags import flag_truth, is_flag
from agents.runtime.llm.analyst.join_terms import names_table
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import TableInfo
from agents.runtime.llm.analyst.status_codes import says_cancelled
from agents.runtime.llm.analyst.words import column_label, column_words, quote_string, singular, word_set

_IDIOMS = r"took off|went ahead|gone ahead|go ahead|took place|taken place"
_HAPPENED = re.compile(
    rf"\b(?:actually (?:{_IDIOMS}|happened|ran|took|carried|carry|flew|travelled|traveled|went|played"
    r"|operated|(?:got |been )?[a-z]{3,}ed)"
    rf"|{_IDIOMS}"
    # "trips that ran", "how many trips did we run": not "ran out", "run by"
    r"|(?:(?:that|which|we|they) ran|(?:did|do|have) (?:we|they) run)(?! out| by| for)"
    # "lessons we give", "how many lessons did we give", "the horse ridden the most": given as booked
    r"|(?:we|did we|have we|do we) (?:give|gave|given|teach|taught|hold|held)|ridden|rode)"
    r"(?: and (?:finished|completed|ended))?\b")
# Values that say an event did not happen, or not as planned: what "it took place" rules out.
NOT_HAPPENED = word_set("cancelled canceled postponed abandoned no_show noshow void scrapped called_off missed",
                        "withdrawn aborted suspended")


def _not_happened(value: str) -> bool:
    return value.lower() in NOT_HAPPENED or says_cancelled(value)  # 'anulowana' was cancelled too


def happened_filter(question: Question, tables: Sequence[TableInfo], root: str,
                    taken: Sequence[Filter]) -> Filter | None:
    """The filter keeping the rows whose status says they happened, or None."""
    found = _HAPPENED.search(question.text)
    if found is None:
        return None
    valued = any(f.column and f.values for f in taken if f.table == root)  # a status named says it already
    before = [singular(w) for w in re.findall(r"[a-z]+", question.text[: found.start()])[-4:]]
    named = [t for t in tables if any(names_table([w], t) for w in before)]
    for table in [*named, *(t for t in tables if t.name == root)]:
        flag = next((c for c in table.columns if is_flag(c) and set(column_words(c.name)) & NOT_HAPPENED),
                    None)
        if flag is not None and not any(f.table == table.name and f.column == flag.name for f in taken):
            truth = flag_truth(flag, qualified(table.name, flag.name))  # `afgemeld` 'J': called off
            return Filter(f"({truth}) IS NOT TRUE", f"not {column_label(flag.name)}",
                          tuple(found.group(0).split()), table.name, flag.name)
        if valued:
            return None
        for column in (c for c in table.columns if c.is_text and not c.is_key):
            ruled_out = [str(s) for s in column.samples if _not_happened(str(s))]
            if ruled_out:
                listed = ", ".join(quote_string(v) for v in ruled_out)
                text = f"{column_label(column.name)} is not {' or '.join(ruled_out)}"
                return Filter(f"{qualified(table.name, column.name)} NOT IN ({listed})", text,
                              tuple(found.group(0).split()), table.name, column.name)
    return None
