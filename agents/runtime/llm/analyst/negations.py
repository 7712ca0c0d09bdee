"""Values named after a negation, for the offline analyst: "bookings that weren't cancelled", "excluding
cancelled orders", "leaving out cancellations", "boxes aside" keep the rows whose value is anything else
(`<>`), where "never" and "without" ask for rows with no match instead (`anti_joins`).
"""

from __future__ import annotations

import functools
import re

from agents.runtime.llm.analyst.words import singular

# "without refunded passes" names a value here: rows with no match are `anti_joins`
_NEGATION = r"(?:\b[a-z]+n['’]t|\bnot|\bexcluding|\bexcept(?: for)?|\bexclude|\bleaving out|\bleave out|\bleft out|" \
            r"\boutside(?: of)?|\bother than|\bapart from|\bbut not|\bminus|\brather than|\binstead of|" \
            r"\bas opposed to|" \
            r"\bignor(?:e|ing)|\bdisregard(?:ing)?|\bwithout|\bskip(?:ping)?|(?:^|(?<=[.!?] ))no)"
# "don't count cancelled bookings", "not counting refunds" ("didn't include a main course" asks for no match)
# "leave out the ones where the customer declined", "not counting quotes the customer declined": the rows
# whose value it is
_GAP = r"(?:\s+(?:the|a|an|any|anything|anyone|anybody|everyone|be|been|being|got|get|ones?|yet|those|that|" \
       r"were|was|from|in|" \
       r"which|who|count|counting|(?:where|when) (?:the |a |an )?[a-z]+|[a-z]+s (?:the|our) [a-z]+)\b)*\s+"
# "excluding refunded and voided sales": the values before this one in the same list
_LISTED = r"(?:[a-z-]+(?:,\s+(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+))*"
# "refunds excluded", "cancelled bookings left out", "boxes aside": the value first, perhaps with its noun;
# "voids and refunds don't count": the values after it in the same list
_AFTER = r"(?:(?:,\s+|\s+(?:and|or|nor)\s+)[a-z-]+)*(?:\s+[a-z]+)?\s+(?:aside|excluded|left out|removed|" \
         r"taken out|are free|" \
         r"(?:do|does|are|is|were|was)(?:n['’]t| not) (?:count|counted|included|charged|billed)|" \
         r"(?:don['’]t|do not|won['’]t) count)\b"


@functools.lru_cache(maxsize=8192)  # each value's pattern is a regex of its own: compiled once a question
def negation_words(value: str, text: str) -> tuple[str, ...]:
    """The words of `text` that name `value` (or a noun of its verb: "cancellations" for `cancelled`) right
    after a negation, with the negation's; () when it is not negated."""
    forms = {value.lower(), value.lower().replace("_", " ")}
    forms |= {value.lower() + ("d" if value.lower().endswith("e") else "ed")} if value.isalpha() else set()
    stem = re.sub(r"l?ed$", "", value.lower())
    if not any(form in text for form in forms | ({stem} if len(stem) >= 4 else set())):
        return ()  # never named: the cheap test first, as each value's pattern is compiled on its own
    pattern = "|".join(re.escape(f) + "(?:e?s)?" for f in forms)  # "apart from the boxes" names `box`
    pattern += rf"|{re.escape(stem)}l?ations?|{re.escape(stem)}s" if len(stem) >= 4 else ""  # "refunds"
    found = re.search(_NEGATION + _GAP + _LISTED + rf"(?:{pattern})(?![a-z0-9_])", text) or re.search(
        rf"(?<![a-z0-9_])(?:{pattern}){_AFTER}", text)
    return tuple(singular(w) for w in re.findall(r"[a-z]+", found.group(0))) if found else ()


# "revenue net of refunds", "once refunds are taken off", "what they paid, refunds taken off": what is taken
# off a sum (`net_amounts`), never a value the rows are kept by
NET_OF = re.compile(
    r"\b(?:net of|after|minus|less|deducting|excluding the value of) (?:any |the |all )?"
    r"([a-z]+)(?: notes?)?\b"
    r"|\b(?:once|when|with|after) (?:the |any |all )?([a-z]+)(?: notes?)? (?:are|is|have been|has been)? ?"
    r"(?:taken off|deducted|subtracted|taken out|netted off|removed)\b"
    # ", refunds taken off", "Refunds taken off."
    r"|[,.?!]\s*([a-z]+)(?: notes?)? (?:taken off|deducted|subtracted|netted off|off)\b")


_GIVEN_BACK = frozenset({"refund", "return", "credit", "chargeback", "reversal", "cancellation", "writeoff"})


def netted_words(text: str) -> set[str]:
    """The words of what is given back that a sum is taken net of: {"refunds", "refund"} in "takings net of
    refunds" ("after March" takes nothing off)."""
    words = {w for found in NET_OF.finditer(text) for w in found.groups() if w}
    return {form for w in words if singular(w) in _GIVEN_BACK for form in (w, singular(w))}
