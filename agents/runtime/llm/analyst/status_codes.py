"""Status values said in words, for the offline analyst: a code abbreviates the word it stands for ('DLV'
delivered, 'COLL' collected, 'RTS' returned to sender, `L` large in a size column), and words that only say a
thing went as its status says ("completed stays") are covered by a filter on that status.
"""

from __future__ import annotations

from collections.abc import Sequence

from agents.runtime.llm.analyst.countries import country_words, is_country_column
from agents.runtime.llm.analyst.dates import MONTHS
from agents.runtime.llm.analyst.foreign_words import FOREIGN_STATES
from agents.runtime.llm.analyst.idioms import fold_accents
from agents.runtime.llm.analyst.question import Question
from agents.runtime.llm.analyst.words import (
    column_words,
    consonant_skeleton,
    FUNCTION_WORDS,
    contains_sequence,
    shorthand_of,
    singular,
    tokenize,
)

STATUS_WORDS = frozenset({"status", "state", "outcome", "result", "stage"})
# Words that only say a thing went the way its status says ("completed stays", "stays that went ahead"): a
# filter on a status column accounts for them.
OUTCOME_WORDS = frozenset({"completed", "complete", "ahead", "successful", "successfully", "fulfilled",
                           "confirmed", "finished", "honoured", "honored", "genuine", "proper", "valid"})


def is_status(column: str) -> bool:
    return bool(set(column_words(column)) & STATUS_WORDS)


_SIZE_CODES = {"xs": ("extra", "small"), "s": ("small",), "m": ("medium",), "l": ("large",),
               "xl": ("extra", "large")}
# Codes the trade writes for a word no rule spells: 'CXL', 'CNX' and a crossed-out 'X' for cancelled, 'DONE'
# for sessions completed, that happened or went ahead
_TRADE_CODES = {"cxl": "cancel", "cnx": "cancel", "canx": "cancel", "cnl": "cancel", "x": "cancel",
                "xx": "cancel", "done": ("complet", "happen", "ahead", "finish"), "ran": ("ahead", "happen"),
                "cmp": "complet", "cmpl": "complet"}


# Statuses of what took place as booked ('played' ice, a 'done' session); ice or a court "used" was 'played'
_HAPPENED = frozenset({"done", "played"})
_USED = frozenset({"used", "use"})
# Statuses of rows still to happen, "upcoming" ones ('BKD' booked)
_STILL_TO_COME = frozenset({"booked", "bkd", "scheduled", "sched", "upcoming", "planned", "future"})


# Statuses kept in the business's own language, by the stems of the English words that ask for them
_DROPPED = ("cancel", "drop", "withdr", "quit")  # cancelled, or "dropped out" of a course
_DONE = ("complet", "finish")
_HELD = ("held", "hold", "happen", "took", "ran", "run", "actual", "complet", "ahead")  # 'realizada'

_FOREIGN_STATUSES = {
    "atendida": ("attend", "see", "showed"), "atendido": ("attend", "see", "showed"),
    "cancelada": ("cancel",), "cancelado": ("cancel",), "entregue": ("deliver", "handed"),
    "entregado": ("deliver", "handed"), "entregada": ("deliver", "handed"), "completada": ("complet",),
    "completado": ("complet",), "concluido": ("complet", "finish"), "pagado": ("paid",), "pago": ("paid",),
    "realizada": _HELD, "realizado": _HELD,
    "pendiente": ("pending", "outstanding"), "pendente": ("pending", "outstanding"),
    # Hungarian, Turkish, Czech, Italian, Dutch, Polish, German, French and Swahili
    "lemondta": _DROPPED, "lemondva": _DROPPED, "torolve": _DROPPED, "iptal": _DROPPED, "zruseno": _DROPPED,
    "annullato": _DROPPED, "annullata": _DROPPED, "geannuleerd": _DROPPED, "anulowano": _DROPPED,
    "anulowane": _DROPPED, "storniert": _DROPPED, "abgesagt": _DROPPED, "annule": _DROPPED,
    "teljesitve": _DONE, "tamamlandi": _DONE, "dokonceno": _DONE, "completato": _DONE, "voltooid": _DONE,
    "zakonczone": _DONE, "abgeschlossen": _DONE, "termine": _DONE,
    "imeghairiwa": _DROPPED, "imekamilika": _DONE, "imelipwa": ("paid",), "inasubiri": ("pending", "waiting"),
}
_FOREIGN_SKELETONS = {word: consonant_skeleton(word) for word in _FOREIGN_STATUSES}


# Status words a one-letter code may stand for ('C' completed, 'P' passed); "cancelled" is the crossed-out 'X'
_STATUS_SAID = frozenset({
    "completed", "complete", "passed", "pass", "failed", "fail", "delivered", "declined", "accepted",
    "approved", "rejected", "refunded", "returned", "pending", "scheduled", "booked", "reserved", "shipped",
    "open", "closed", "active", "inactive", "won", "lost", "expired", "suspended", "paid", "unpaid",
    "void", "voided"})


# 'DNA' (did not attend), 'FTA' (failed to attend): a missed appointment, a no-show
_ABSENCE_CODES = frozenset({"dna", "fta", "ns"})
_ABSENT_WORDS = ("missed", "miss", "misse", "absent", "absence")


def _absence_words(tokens: list[str]) -> tuple[str, ...]:
    shows = [i for i, t in enumerate(tokens[:-1]) if t == "no" and tokens[i + 1] in ("show", "shows")]
    if shows:
        return ("no", tokens[shows[0] + 1], "show")
    return next(((t, singular(t)) for t in tokens if t in _ABSENT_WORDS), ())


def _abbreviated_foreign(code: str) -> tuple[str, ...] | None:
    """'IPT' for 'iptal', 'TMM' for 'tamamlandi': a status kept in another language, shortened to its first
    letters or its consonants; the stems of the English words for it."""
    if not 3 <= len(code) <= 4:
        return None
    return next((stems for word, stems in _FOREIGN_STATUSES.items()
                 if word.startswith(code) or _FOREIGN_SKELETONS[word].startswith(code)), None)


def _foreign_stems(value: str) -> tuple[str, ...] | None:
    """The English stems of a status kept in another language, written out ('iptal') or shortened ('IPT')."""
    code = value.lower()
    return _FOREIGN_STATUSES.get(code) or (_abbreviated_foreign(code) if value.isupper() else None)


def says_cancelled(value: str) -> bool:
    """A value for a cancelled row: the word itself, English shorthand ('CXL', 'X'), another language written
    out ('iptal', 'anulowana') or shortened ('IPT')."""
    code = value.lower()
    if code in ("cancelled", "canceled") or FOREIGN_STATES.get(fold_accents(code)) == "cancelled":
        return True
    stems = _TRADE_CODES.get(code) or _foreign_stems(value) or ()
    return "cancel" in ((stems,) if isinstance(stems, str) else stems)


def _abbreviates(code: str, token: str) -> bool:
    """`code` is `token`'s first letters ('COLL'), its consonants ('DLV') or a shorthand keeping its second
    consonant ('RFD' refunded, not 'ATT' appointment)."""
    consonants = consonant_skeleton(token)
    return token.startswith(code) or consonants.startswith(code) or (
        shorthand_of(code, token) and consonants[1:2] == code[1:2])


_CODED_COLUMN_WORDS = frozenset({"category", "pay", "payment", "tender", "service", "room", "method",
                                 "channel"})
# Words said of any row, never a kind's code: money "received" is no recording ('REC'), "the most hours" no
# mastering ('MST')
_SAID_OF_ANY_ROW = frozenset({"received", "receive", "paid", "spent", "earned", "charged", "billed", "taken",
                              "most", "least", "more", "less"})
_SAID_FOR = {"coin": "cash", "coins": "cash"}  # everyday words for what a code abbreviates


def code_words(value: str, column: str, question: Question) -> tuple[str, ...]:
    """The words a status code abbreviates: its word's first letters (`COLL` collected), its consonants (`DLV`
    delivered, `SKP` skipped, `RFD` refunded) or its words' initials (`RTS` returned to sender); a size's
    letters (`L` large); () for other values."""
    if not (isinstance(value, str) and value.isalpha()) or value.lower() in FUNCTION_WORDS:
        return ()  # a card payment kept as 'THE' (Vietnamese thẻ) abbreviates no "their"
    code, tokens = value.lower(), tokenize(question.text)
    if len(value) in (2, 3) and value.isupper() and is_country_column(column_words(column)):
        return country_words(value, question.text)  # 'CH' for "Swiss", 'GB' for "Britain"
    if code in _STILL_TO_COME and is_status(column) and "upcoming" in tokens:
        return ("upcoming",)
    if code == "alive" and is_status(column):  # "living hives"
        return next(((t,) for t in tokens if t in ("living", "live")), ())
    foreign = _foreign_stems(value)
    if foreign and is_status(column):  # 'atendida': the appointments "seen" or "attended"
        return next(((t, singular(t)) for t in tokens if t.startswith(foreign)), ())
    if not value.isupper():  # 'done', 'played' in words: "completed jobs", "the ice they actually used"
        if code not in _HAPPENED or not is_status(column):
            return ()
        used = _USED if code == "played" else ()  # a laundrette's cycle "gets used" whether 'done' or not
        return next(((t, singular(t)) for t in tokens if t.startswith(_TRADE_CODES["done"]) or t in used), ())
    size = _SIZE_CODES.get(code, ())
    if size and "size" in column_words(column):
        return size if contains_sequence(tokens, size) else ()
    stems = _TRADE_CODES.get(code)
    if stems and is_status(column):
        return next(((t, singular(t)) for t in tokens if t.startswith(stems)), ())
    if code in _ABSENCE_CODES and is_status(column):
        return _absence_words(tokens)
    if len(code) == 1 and is_status(column):  # 'C' completed, 'P' passed: the one status word of that letter
        said = [t for t in tokens
                if t[0] == code and singular(t) in _STATUS_SAID and not t.startswith(_TRADE_CODES["x"])]
        return (said[0], singular(said[0])) if len(set(said)) == 1 else ()
    # a payment's `kind` 'REF', 'DEP', an artist's `typ` 'GST' (guest), an extra's `code` 'GROOM' (not a
    # `branch_code`): codes of what each row is, abbreviated alike
    # and a category's (`cat` 'CHOC') or how a row was paid (`pay` 'CRD', 'CSH'), though never by initials
    # ("half of this" is no 'HOT')
    words = set(column_words(column))
    coded = is_status(column) or {"kind", "type"} & words or column.lower() == "code"
    if not (3 <= len(value) <= 5 and (coded or _CODED_COLUMN_WORDS & words)):
        return ()
    if not coded:
        tokens = [t for t in tokens if t not in _SAID_OF_ANY_ROW]
    return _abbreviated_by(code, tokens, initials=bool(coded))


def _abbreviated_by(code: str, tokens: Sequence[str], *, initials: bool) -> tuple[str, ...]:
    """The word `code` abbreviates ('DLV' delivered), or with `initials` the words it is the initials of."""
    for index, token in enumerate(tokens):
        if token in MONTHS:  # "January" is no 'JNR' (junior)
            continue
        meant = _SAID_FOR.get(token, token)  # "paid with coins": 'CSH', cash
        if len(meant) > len(code) and _abbreviates(code, meant):
            return (token, singular(token))
        run = tokens[index : index + len(code)]
        if initials and len(run) == len(code) and "".join(w[0] for w in run) == code and len(run[0]) > 3:
            return tuple(run)
    return ()
