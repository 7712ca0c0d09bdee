"""Yes/no columns named as a property, for the offline analyst: "scholarship students" keeps the rows where
`scholarship` is true, "without a scholarship" or "non-members" (of `loyalty_member`) the rows where it is
false, and both sides named ("with vs without a scholarship", "loyalty members vs non-members") compare the
two groups.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter, value_filters
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.thresholds import counted_attribute_filters, threshold_filters
from agents.runtime.llm.analyst.words import (
    column_label,
    column_words,
    contains_sequence,
    quote_identifier,
    singular,
)

FLAG_PREFIXES = ("is", "has", "was", "can")
NEGATED_LEAD = r"\b(?:without|non|not|no)[\s-]+(?:a |an |the )?"
WITH_OR_WITHOUT = re.compile(r"\bwith\s+(?:vs\.?|versus|or|and)\s+without\b")


def is_flag(column: ColumnInfo) -> bool:
    return column.type.upper().startswith("BOOL")


def flag_words(column: ColumnInfo) -> tuple[str, ...]:
    """`is_active` → ("active",), `loyalty_member` → ("loyalty", "member")."""
    words = column_words(column.name)
    return words[1:] if len(words) > 1 and words[0] in FLAG_PREFIXES else words


def _negated(text: str, words: Sequence[str]) -> bool:
    spoken = [" ".join(words), words[-1]]
    return any(re.search(NEGATED_LEAD + re.escape(w) + r"(?:s|es)?\b", text) for w in spoken)


def _affirmed(text: str, words: Sequence[str]) -> bool:
    """Named other than right after a negation ("scholarship students", "with vs without a scholarship")."""
    if WITH_OR_WITHOUT.search(text):
        return True
    stripped = re.sub(NEGATED_LEAD + r"[a-z]+", " ", text)
    return contains_sequence([singular(w) for w in re.findall(r"[a-z]+", stripped)], words)


def without_flag_negations(text: str, tables: Sequence[TableInfo]) -> str:
    """`text` without "without a scholarship", "non-members": negations of a yes/no column, not of a match."""
    for column in (c for t in tables for c in t.columns if is_flag(c)):
        words = flag_words(column)
        for spoken in (" ".join(words), words[-1]):
            text = re.sub(NEGATED_LEAD + re.escape(spoken) + r"(?:s|es)?\b", " ", text)
    return text


def question_filters(question: Question, table: TableInfo, *, qualified_names: bool = False) -> list[Filter]:
    """The values the question names in `table`'s samples, the yes/no columns it names and the thresholds on
    its numbers."""
    return [*value_filters(question, table, qualified=qualified_names),
            *flag_filters(question, table, qualified_names=qualified_names),
            *threshold_filters(question, table, qualified_names=qualified_names),
            *counted_attribute_filters(question, table, qualified_names=qualified_names)]


def flag_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    found = []
    for column in (c for c in table.columns if is_flag(c)):
        words = flag_words(column)
        if not words or not contains_sequence(question.words, words) and not _negated(question.text, words):
            continue
        negated, affirmed = _negated(question.text, words), _affirmed(question.text, words)
        name = qualified(table.name, column.name) if qualified_names else quote_identifier(column.name)
        label = column_label(column.name)
        spoken = (*column_words(column.name), "with", "without", "non", "not")
        where = {"table": table.name, "column": column.name}
        if negated and affirmed:
            both = ("true", "false")
            found.append(Filter(f"{name} IS NOT NULL", f"{label} or not", spoken, values=both, **where))
        elif negated:
            found.append(Filter(f"NOT {name}", f"not {label}", spoken, values=("false",), **where))
        else:
            found.append(Filter(name, label, spoken, values=("true",), **where))
    return found
