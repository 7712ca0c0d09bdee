"""Yes/no columns named as a property, for the offline analyst: "scholarship students" keeps the rows where
`scholarship` is true, "without a scholarship" or "non-members" (of `loyalty_member`) the rows where it is
false, and both sides named ("with vs without a scholarship", "loyalty members vs non-members") compare the
two groups.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.idioms import fold_accents
from agents.runtime.llm.analyst.keys import qualified
from agents.runtime.llm.analyst.matching import Filter, value_filters
from agents.runtime.llm.analyst.negations import negation_words
from agents.runtime.llm.analyst.open_rows import open_filters
from agents.runtime.llm.analyst.question import Question, mentions_table
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.thresholds import counted_attribute_filters, threshold_filters
from agents.runtime.llm.analyst.words import (
    column_label,
    column_words,
    contains_sequence,
    quote_identifier,
    quote_string,
    shorthand_of,
    singular,
)

FLAG_PREFIXES = ("is", "has", "was", "can")
NEGATED_LEAD = r"\b(?:without|non|not|no)[\s-]+(?:a |an |the )?"
WITH_OR_WITHOUT = re.compile(r"\bwith\s+(?:vs\.?|versus|or|and)\s+without\b")


# 'J'/'N': ja and nein (or nej, nee); yes and no in other languages: 'igen'/'nem', 'ano'/'ne', 'evet'/'hayir',
# 'ndiyo'/'hapana'; 'S'/'N' sì (or sí, sim) and no; 'Y'/'T' ya and tidak (Indonesian), where 'T' is the no
_YES_WORDS = {"y": "n", "yes": "no", "t": "f", "true": "false", "j": "n", "ja": "nein", "igen": "nem",
              "ano": "ne", "evet": "hayir", "si": "no", "sim": "nao", "oui": "non", "tak": "nie",
              "ndiyo": "hapana", "ndio": "hapana", "ya": "tidak"}
_YES = frozenset(_YES_WORDS)
_PAIRS = (*_YES_WORDS.items(), ("ja", "nej"), ("ja", "nee"), ("s", "n"), ("y", "t"), ("j", "n"), ("e", "h"),
          ("c", "k"))  # yes first, no second
_YES_NO = tuple(frozenset(pair) for pair in _PAIRS)
_NO_TO_YES = {no: yes for yes, no in reversed(_YES_WORDS.items())}  # the first pair for 'n' and 'no' wins


def _said(value: object) -> str:
    return fold_accents(str(value).lower())  # 'sí' is 'si'


def _is_boolean(column: ColumnInfo) -> bool:
    return column.type.upper().startswith("BOOL")


def is_flag(column: ColumnInfo) -> bool:
    """A BOOLEAN, or a text column holding only yes/no letters or words (`org_flg` 'Y'/'N')."""
    if _is_boolean(column):
        return True
    seen = {_said(v) for v in column.samples}
    return column.is_text and bool(seen) and (column.distinct_count or 0) <= 2 and any(seen <= p for p in _YES_NO)


def flag_truth(column: ColumnInfo, name: str) -> str:
    """The SQL that is true where the flag is set: the column, or its yes value."""
    if _is_boolean(column):
        return name
    seen = {_said(v) for v in column.samples}
    pair = next((pair for pair in _PAIRS if seen <= set(pair)), None)  # 'Y'/'T': the 'T' is tidak, no
    yes = next((v for v in column.samples if _said(v) == pair[0]), None) if pair else None
    yes = yes or next((v for v in column.samples if _said(v) in _YES), None)
    if yes is None:
        no = str(column.samples[0])
        yes = _NO_TO_YES.get(_said(no), "yes")
        yes = yes.upper() if no.isupper() else yes.capitalize() if no[:1].isupper() else yes
    return f"{name} = {quote_string(str(yes))}"


def flag_words(column: ColumnInfo, spoken: Sequence[str] = ()) -> tuple[str, ...]:
    """`is_active` → ("active",), `loyalty_member` → ("loyalty", "member"); `org_flg` → the word of `spoken`
    its shorthand starts ("organic")."""
    words = column_words(column.name)
    words = words[1:] if len(words) > 1 and words[0] in FLAG_PREFIXES else words
    words = words[:-1] if len(words) > 1 and words[-1] == "flag" else words
    return tuple(next((w for w in spoken if len(w) > len(word) >= 3 and w.startswith(word)), word)
                 for word in words)


def _shorthand_said(words: tuple[str, ...], table: TableInfo, question: Question) -> tuple[str, ...]:
    """`rsh` said as "rush jobs", `ngt` as "night rides": a vowel-less flag's word (`words`, as its name
    spells them), before a noun of its own table's rows ("depot drivers" are no `stns.dpt`)."""
    if len(words) != 1:
        return ()
    tokens = question.words
    return next(((w,) for w, after in zip(tokens, tokens[1:])
                 if shorthand_of(words[0], w) and mentions_table([singular(after)], table.name)), ())


def _negated(text: str, words: Sequence[str]) -> bool:
    spoken = [" ".join(words), words[-1]]
    # "unpaid" of a `paid` flag ('E'/'H'), though never "unit" of an `it` one
    prefixed = len(words[-1]) >= 4 and re.search(r"\bun" + re.escape(words[-1]) + r"\b", text)
    return bool(prefixed) or any(re.search(NEGATED_LEAD + re.escape(w) + r"(?:s|es)?\b", text)
                                 for w in spoken)


def _affirmed(text: str, words: Sequence[str]) -> bool:
    """Named other than right after a negation ("scholarship students", "with vs without a scholarship")."""
    if WITH_OR_WITHOUT.search(text):
        return True
    stripped = re.sub(NEGATED_LEAD + r"[a-z]+", " ", text)
    return contains_sequence([singular(w) for w in re.findall(r"[a-z]+", stripped)], words)


def without_flag_negations(text: str, tables: Sequence[TableInfo]) -> str:
    """`text` without "without a scholarship", "non-members": negations of a yes/no column, not of a match."""
    for column in (c for t in tables for c in t.columns if is_flag(c)):
        words = flag_words(column, [singular(w) for w in re.findall(r"[a-z]+", text)])
        for spoken in (" ".join(words), words[-1]):
            text = re.sub(NEGATED_LEAD + re.escape(spoken) + r"(?:s|es)?\b", " ", text)
    return text


def question_filters(question: Question, table: TableInfo, *, qualified_names: bool = False) -> list[Filter]:
    """The values the question names in `table`'s samples, the yes/no columns it names, the thresholds on
    its numbers and, for "still" or "right now", the rows whose end date is empty."""
    return [*value_filters(question, table, qualified=qualified_names),
            *flag_filters(question, table, qualified_names=qualified_names),
            *threshold_filters(question, table, qualified_names=qualified_names),
            *counted_attribute_filters(question, table, qualified_names=qualified_names),
            *open_filters(question, table, qualified_names=qualified_names)]


def flag_filters(question: Question, table: TableInfo, *, qualified_names: bool) -> list[Filter]:
    found = []
    for column in (c for c in table.columns if is_flag(c)):
        named = flag_words(column)
        words = flag_words(column, question.words)
        if words == named:  # no word of the question starts as the name does
            words = _shorthand_said(named, table, question) or words
        if not words:
            continue
        lead_negated = _negated(question.text, words)  # "without a scholarship", "non-members"
        # set aside: "refunds don't count", "leaving refunds out", "excluding refunded payments"
        excluded = negation_words(words[-1], question.text) if len(words) == 1 else ()
        if not (contains_sequence(question.words, words) or lead_negated or excluded):
            continue
        negated = lead_negated or bool(excluded)
        both_sides = WITH_OR_WITHOUT.search(question.text) is not None
        affirmed = both_sides if excluded else _affirmed(question.text, words)
        name = qualified(table.name, column.name) if qualified_names else quote_identifier(column.name)
        truth = flag_truth(column, name)
        label = " ".join(words) if words != flag_words(column) else column_label(column.name)  # "organic"
        spoken = (*column_words(column.name), *words, *excluded, "with", "without", "non", "not",
                  "un" + words[-1])
        where = {"table": table.name, "column": column.name}
        if negated and affirmed:
            both = ("true", "false")
            found.append(Filter(f"{name} IS NOT NULL", f"{label} or not", spoken, values=both, **where))
        elif negated:
            # set aside, it narrows a share's whole too; "not refunded" can be the share's part
            values = ("false",) if lead_negated else ()
            found.append(Filter(f"NOT {truth}", f"not {label}", spoken, values=values, **where))
        else:
            found.append(Filter(truth, label, spoken, values=("true",), **where))
    return found
