"""The offline analyst's vocabulary and word handling: the word lists it reads questions and column names
with, and helpers to tokenize, singularize, quote and expand identifiers (`c_acctbal` → "account balance").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from agents.runtime.llm.analyst.foreign_words import FOREIGN_WORDS, foreign_word, joined_pairs


def word_set(*lines: str) -> frozenset[str]:
    return frozenset(" ".join(lines).split())


# Kept small on purpose: enough to read TPC-H style names (c_acctbal, o_totalprice) and common shorthands.
ABBREVIATIONS = {
    "acct": "account", "bal": "balance", "amt": "amount", "qty": "quantity", "avail": "available",
    "cust": "customer", "supp": "supplier", "mkt": "market", "mfgr": "manufacturer", "ext": "extended",
    "num": "number", "desc": "description", "addr": "address", "pct": "percent", "cnt": "count",
    "prod": "product", "rev": "revenue", "emp": "employee", "dept": "department", "km": "kilometre",
    "kg": "kilogram", "kilo": "kilogram", "hrs": "hour", "mins": "minute", "mb": "megabyte", "gb": "gigabyte",
    # shorthands of column names written without their vowels: `ltrs`, `nts`, `stay_sts`, `fuel_typ`
    "ltr": "litre", "ltrs": "litre", "nts": "night", "sts": "status", "typ": "type", "wt": "weight",
    "ht": "height", "yr": "year", "yrs": "year", "mth": "month", "mths": "month", "wk": "week", "wks": "week",
    "dur": "duration", "dist": "distance", "vol": "volume", "pmt": "payment", "pymt": "payment",
    "txn": "transaction", "inv": "invoice", "loc": "location", "tel": "telephone", "chg": "charge",
    "tot": "total", "val": "value", "prc": "price", "lbs": "pound", "cap": "capacity", "arr": "arrival",
    "dep": "departure", "pax": "passenger", "px": "price", "deliv": "delivery", "dlv": "delivery",
    "rnd": "round", "nm": "name", "cat": "category", "flg": "flag", "bkg": "booking", "lkr": "locker",
    "pd": "paid",
    "ord": "order", "mthd": "method", "meth": "method", "ret": "returned",
    "mbr": "member", "mbrs": "member", "nbhd": "neighbourhood", "nbrhd": "neighbourhood", "repl": "replacement",
    "acq": "acquired", "descr": "description", "src": "source", "instr": "instrument",
    "rt": "rate", "hr": "hour", "hrly": "hourly", "subj": "subject", "fam": "family", "thm": "theme",
    "diff": "difficulty", "plyrs": "player", "plyr": "player",
    "adl": "adult", "chd": "child", "chld": "child", "ctry": "country", "cntry": "country", "chan": "channel",
    "rgn": "region", "lvl": "level", "stu": "student", "crs": "course", "cls": "class",
    "pcode": "postcode", "postnr": "postcode", "bk": "booking", "sz": "size", "appt": "appointment",
    "plc": "placement", "rx": "prescription", "rcvd": "received", "recd": "received", "disc": "discount",
    "cond": "condition", "ch": "channel", "chnl": "channel", "orig": "origin", "grn": "green",
    "proc": "process", "actv": "active", "rst": "roast", "tx": "treatment", "pkg": "package",
    "sess": "session", "m3": "volume",  # a `m3` column holds cubic metres
    "m2": "square metre", "sqm": "square metre",  # a carpet's or a flat's area
    "eng": "engineer", "svc": "service", "rm": "room", "tp": "type", "intl": "international", "pwr": "power",
    "opr": "operator", "oper": "operator", "grp": "group", "frm": "from", "dst": "destination",
}  # fmt: skip
ABBREVIATIONS.update(FOREIGN_WORDS)
_WORD_PIECES = word_set(
    "account amount available balance brand clerk comment commit container cost count customer date",
    "discount extended flag instruct key line market mode name nation number order part phone price",
    "priority quantity receipt region retail return segment ship size status supplier supply tax total type",
    *ABBREVIATIONS,
)
TRAILING_UNITS = {"min": "minute", "sec": "second", "dt": "date", "ts": "timestamp", "hr": "hour",
                  "p": "pence", "c": "cent"}  # `unit_price_p`, `amount_c`
# Words too vague to identify a column on their own ("key" alone should not pick c_custkey).
GENERIC_WORDS = word_set("key id name number date type code value")
FILLER_WORDS = word_set(
    "a an the of in on at to for from with and or is are was were be do does did what which who how many",
    "much me show give list tell there their my our all each every by per please can you i we it this",
    "that these those have has had get find s across been being ve ll re",  # "we've", "we'll", "they're"
)
# The words no value is named by, though a value may be spelled like one ('THE', a card payment in Vietnamese)
FUNCTION_WORDS = word_set("the a an of and or to is are was were it this that with for be")
PREMISES = ("outlet", "branch", "store", "shop", "site", "location", "venue", "kitchen")
_CLINICIANS = ("vet", "doctor", "dentist", "nurse", "clinician", "therapist", "physician", "hygienist")
_PLACES = ("port", "airport", "station", "stop", "terminal", "harbour", "city", "town", "location")
_STAFF = ("employee", "staff", *_CLINICIANS, "teacher", "consultant", "agent", "driver", "instructor", "trainer",
          "worker", "developer", "engineer", "stylist", "technician", "courier", "clerk", "cashier", "seller")
# Everyday nouns for what a schema calls otherwise: a word names a table or column called by one of these.
NOUN_SYNONYMS = {
    "club": ("team",), "side": ("team",), "squad": ("team",), "game": ("match", "fixture"),
    "fixture": ("match", "game"), "crowd": ("attendance",), "shopper": ("customer",),
    "client": ("customer", "owner"),  # a vet's or a marina's clients are the owners
    "restaurant": PREMISES, "shop": PREMISES, "store": PREMISES, "cafe": PREMISES,
    # a chain's hostels, salons or gyms are its branches ("which of our hostels")
    "hostel": PREMISES, "hotel": PREMISES, "salon": PREMISES, "gym": PREMISES, "pub": PREMISES,
    "bakery": PREMISES,
    "truckload": ("load",), "lorryload": ("load",),
    "ride": ("trip", "journey", "scan", "tap"), "journey": ("trip",),
    "trip": ("departure", "journey", "outing", "sailing"), "outing": ("trip", "departure"),
    # a till's or card's record of one sale: "transactions" are the sales (or payments) table's rows
    "transaction": ("sale", "payment", "purchase"),
    "learner": ("student", "pupil", "trainee"), "child": ("pupil", "student"), "kid": ("pupil", "student"),
    "customer": ("subscriber", "client", "account", "patron", "guest", "owner", "renter"),
    "subscriber": ("customer",), "renter": ("customer", "hirer"), "hirer": ("customer", "renter"),
    # a rental's scooters, bikes or cars are its fleet, whatever a row of it is called
    **{vehicle: ("fleet", "vehicle") for vehicle in ("scooter", "motorbike", "moped", "bike", "car", "van")},
    "stay": ("booking", "visit"), "family": ("student", "pupil"),
    "account": ("customer", "subscriber", "client"), "package": ("parcel", "shipment"),
    "parcel": ("package", "shipment"), "country": ("nation",), "nation": ("country",),
    "neighbourhood": ("area", "district", "zone"), "neighborhood": ("area", "district", "zone"),
    "produce": ("product", "item", "crop"), "rider": ("courier", "driver"), "courier": ("rider", "driver"),
    # people by the work they do: "staff" and "clinicians" are whoever a table of them is called after
    "staff": _STAFF, "clinician": _CLINICIANS, "practitioner": _CLINICIANS, "colleague": _STAFF,
    # what a hire yard or a rental desk books: "bookings" are its hires, "rentals" its bookings
    "booking": ("hire", "reservation", "rental"), "reservation": ("booking", "hire", "rental"),
    "hire": ("rental", "booking"), "rental": ("hire", "booking"), "repair": ("job",),  # a workshop's jobs
    # a tradesman's jobs are the appointments or bookings of the visits made
    "job": ("appointment", "booking", "visit", "repair"), "visit": ("appointment",),
    "signup": ("enrolment", "enrollment", "registration"),
    # a producer's batches are its runs of what it makes: a roastery's roasts, a brewery's brews
    "batch": ("roast", "brew", "bake", "run", "lot"),
    # a landlord's or a storage site's lets and tenancies are its leases
    "let": ("lease", "tenancy", "rental"), "tenancy": ("lease", "let", "rental"), "lease": ("tenancy", "let"),
    # a winery's tastings and a distillery's tours are the bookings of the groups that come
    "tasting": ("reservation", "booking", "visit"),
    "session": ("appointment", "booking", "lesson"),  # a studio's or a coach's sessions are its appointments
    # where a trip runs to or from: the table of ports, stations or stops its role keys point at
    "destination": _PLACES, "origin": _PLACES,
    "boat": ("vessel", "ship", "ferry"), "ship": ("vessel", "boat"), "vessel": ("boat", "ship"),
    # an installer's systems are its installs, fitted as they are installed
    "system": ("install", "installation"), "installation": ("install",), "fit": ("install",),
    "fitted": ("install", "installed"), "fitting": ("install", "installation"),
    # a tailor's or an outfitter's garments are its products, whatever a row of them is called
    "garment": ("product", "item", "piece"), "clothe": ("product", "garment", "item"),
    "gear": ("kit", "equipment"), "equipment": ("kit", "gear"), "kit": ("equipment", "gear"),
}  # fmt: skip
# Nouns that name a table of another name, never a column: "products" are a bakery's `items` (but a run's
# `item` column stays a column, not "product").
TABLE_SYNONYMS = {"product": ("item", "good", "article"),
                  # a studio's classes are the sessions it runs ("class fees", "past classes"), but a class
                  # size is no count of sessions missed
                  "class": ("session", "lesson", "workshop"), "workshop": ("session", "class")}
# Everyday words for what a column is called otherwise, weighed a little below its own words: a venue or a
# site is a location, a booking channel its source, a payment method the way people pay.
_HEADCOUNTS = ("party", "pax", "guest", "person", "headcount", "cover", "attendee")
COLUMN_SYNONYMS = {"venue": ("location",), "site": ("location",), "channel": ("source", "via"),
                   "variety": ("cultivar", "grape"),  # an olive's or a vine's variety is its cultivar
                   "branch": ("site", "location", "outlet", "shop", "store"),
                   "payment": ("pay",), "teacher": ("tutor", "instructor"), "tutor": ("teacher", "instructor"),
                   "instructor": ("teacher", "tutor"), "kind": ("category", "type"),
                   "sort": ("category", "type"), "company": ("operator", "carrier"), "carrier": ("operator",),
                   "airline": ("operator", "carrier"),
                   # "how many people came": the head count a booking holds, its party or pax
                   "people": _HEADCOUNTS, "person": _HEADCOUNTS,
                   # "per hostel", "which salon": the chain's premises, its branch or location
                   **{premises: ("branch", "location", "site", "outlet", "shop", "store") for premises in (
                       "hostel", "hotel", "salon", "gym", "pub", "bakery", "restaurant", "cafe")}}
# Money "received" or "collected" is money paid, and dated by its payment; what is "owed" or "outstanding" is
# not paid yet. Read so only where no column is named by the word itself (a `received_on` stays as it is).
PAID_WORDS = word_set("received receive receiving collected settled")
UNPAID_WORDS = word_set("owed owing outstanding unsettled uncollected")
AGGREGATE_WORDS = {
    "sum": "SUM", "total": "SUM", "average": "AVG", "avg": "AVG", "mean": "AVG",
    "min": "MIN", "minimum": "MIN", "max": "MAX", "maximum": "MAX",
}  # fmt: skip
AGGREGATE_LABELS = {"SUM": "total", "AVG": "average", "MIN": "minimum", "MAX": "maximum"}
# "km driven out to jobs", "miles covered": the verbs of a distance column's own measure
DISTANCE_VERBS = word_set("drive driven drove travel travelled traveled cover covered clock clocked ride",
                          "ridden")
DISTANCE_WORDS = word_set("distance kilometre km mile")
_DURATIONS = ("duration", "length", "minute", "hour", "day", "night", "week", "distance", "km", "kilometre")
_PRICES = ("price", "cost", "rate", "fee", "charge", "value")
# Superlative adjectives that name their measure: (descending, the words a column for it is called by).
SUPERLATIVE_MEASURES = {
    "heaviest": (True, ("weight", "kg", "kilogram", "mass")),
    "lightest": (False, ("weight", "kg", "kilogram", "mass")),
    "cheapest": (False, _PRICES), "priciest": (True, _PRICES), "dearest": (True, _PRICES),
    "longest": (True, _DURATIONS), "shortest": (False, _DURATIONS),
}  # fmt: skip
DESCENDING_WORDS = word_set("top highest largest biggest best most greatest leading")
ASCENDING_WORDS = word_set("bottom lowest smallest worst least fewest")
QUERY_WORDS = word_set(
    "count row record table data sold made spent bought earned generated placed breakdown broken down",
    "split group grouped overall value number amount compare see want know need look about like would",
    "could should just only so far now then counting both single entire whole altogether including",
    "looking considering earn earns break everything stuff busier quieter higher",
    *AGGREGATE_WORDS,
    *DESCENDING_WORDS,
    *ASCENDING_WORDS,
)
PHRASE_STOPS = word_set(
    "by per in for where with and from during since of on over at to top limit sorted ordered descending",
    "ascending please only between when that which who is are was were has had have sold made earned",
    "generated got based than as spent spend bought placed brought do does did",
)
LEADING_FILLERS = word_set("the a an each every all their")
VERB_FILLERS = word_set(
    "has had have with sold made earned generated got the is was are were a spent spend bought placed"
)
GRAIN_WORDS = {
    "month": "month", "monthly": "month", "year": "year", "yearly": "year", "annual": "year",
    "annually": "year", "quarter": "quarter", "quarterly": "quarter", "week": "week", "weekly": "week",
    "day": "day", "daily": "day",
    # a position in a cycle rather than a period: "the day of the week", "the hour of the day" (`idioms`)
    "weekday": "weekday", "hourofday": "hourofday", "weekpart": "weekpart",
}  # fmt: skip
GRAIN_NAMES = {"weekday": "day of the week", "hourofday": "hour of the day", "weekpart": "weekend or weekday"}


def grain_expression(grain: str, quoted: str, type_name: str) -> str | None:
    """The SQL grouping a date column (of DuckDB type `type_name`) by `grain`, aliased by the grain's word; None
    for the hour of a DATE, which has none."""
    if grain == "hourofday" and type_name.upper() == "DATE":
        return None
    if grain == "year":
        return f"year({quoted}) AS year"
    if grain == "weekday":
        return f"dayname({quoted}) AS weekday"
    if grain == "hourofday":
        return f"hour({quoted}) AS hour"
    if grain == "weekpart":  # ISO days 6 and 7 are Saturday and Sunday
        return f"CASE WHEN isodow({quoted}) >= 6 THEN 'weekend' ELSE 'weekday' END AS part_of_week"
    return f"CAST(date_trunc('{grain}', {quoted}) AS DATE) AS {grain}"


NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "twenty": 20,
}  # fmt: skip
PUNCTUATION = frozenset("?!.,;:")
_TOKEN = re.compile(r"[a-z0-9_#]+|[?!.,;:]")
_PREFIX = re.compile(r"^[a-z]{1,2}_(?=[a-z0-9])")


# ---------------------------------------------------------------- words and identifiers


def quote_identifier(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def quote_string(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


SAME_IN_PLURAL = frozenset({"species", "series", "news", "status", "lens", "gas", "bus"})


_IRREGULAR_PLURALS = {"children": "child", "women": "woman", "men": "man", "teeth": "tooth", "feet": "foot",
                      "lenses": "lens", "buses": "bus", "gases": "gas"}


@functools.lru_cache(maxsize=65536)
def singular(word: str) -> str:
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if len(word) <= 3 or not word.isalpha() or word in SAME_IN_PLURAL:
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("oes") and len(word) >= 7 and not word.endswith("shoes"):
        return word[:-2]  # potatoes, tomatoes, mangoes
    if word.endswith(("sses", "ches", "shes", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def ing_stems(words: Sequence[str]) -> list[str]:
    """What longer "-ing" nouns are made of: "berthing" → berth (a noun of the table it is done at)."""
    return [w[:-3] for w in words if w.endswith("ing") and len(w) > 6]


def hyphenated_words(text: str) -> list[tuple[str, ...]]:
    """Each whole run of hyphenated words: "a pay-as-you-go call-out" → [(pay, as, you, go), (call, out)]."""
    return [tuple(run.split("-")) for run in re.findall(r"\b[a-z]+(?:-[a-z]+)+\b", text)]


def tokenize(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


@functools.lru_cache(maxsize=65536)
def strip_prefix(name: str) -> str:
    """`c_acctbal` → `acctbal`: TPC-H style tables prefix every column with a short table tag."""
    found = _PREFIX.match(name)
    if found and found.group(0)[:-1] in ABBREVIATIONS:
        return name  # `km_driven` is kilometres driven, not a table tag
    return _PREFIX.sub("", name)


def _split_compound(part: str) -> list[str]:
    """Split `acctbal` into known pieces (`acct`, `bal`), fewest pieces first; unknown words stay whole."""
    if part in _WORD_PIECES or len(part) < 5:
        return [part]
    best: dict[int, list[str]] = {0: []}
    for end in range(1, len(part) + 1):
        options = [
            best[start] + [part[start:end]]
            for start in range(end)
            if start in best and part[start:end] in _WORD_PIECES
        ]
        if options:
            best[end] = min(options, key=len)
    return best.get(len(part), [part])


@functools.lru_cache(maxsize=2048)
def _expanded_words(name: str) -> tuple[str, ...]:
    spaced = joined_pairs(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower())
    words: list[str] = []
    for part in re.split(r"[^a-z0-9]+", strip_prefix(spaced)):
        spelled = (_spelled_out(piece) for piece in _split_compound(part) if piece)
        words.extend(word for name in spelled for word in name.split())
    # a unit after what it measures: `duration_min`, `rate_per_min`, `sale_dt` (first, `min_price` is a minimum)
    return tuple(words[:1] + [TRAILING_UNITS.get(w, w) for w in words[1:]])


def _spelled_out(piece: str) -> str:
    """A name's piece as the word it stands for: `qty` quantity, `botellas` (Spanish, plural) bottle."""
    return ABBREVIATIONS.get(piece) or foreign_word(piece) or piece


@functools.lru_cache(maxsize=65536)
def column_words(name: str) -> tuple[str, ...]:
    return tuple(singular(word) for word in _expanded_words(name))


def column_label(name: str) -> str:
    """A human name for a column: `c_acctbal` → "account balance", `units` → "units"."""
    return " ".join(_expanded_words(name)) or name


# Shorthands that are words of their own as a table's name: a cattery's `cats` are cats.
_TABLE_SHORTHANDS = {short: long for short, long in ABBREVIATIONS.items() if short not in word_set(
    "cat cap num tot val diff kilo ext ret fam")}


@functools.lru_cache(maxsize=65536)
def table_words(name: str) -> tuple[str, ...]:
    """`ticket_sales` → (ticket, sale); a shorthand is spelled out: `bkgs` → (booking,), `deps` → (departure,)."""
    parts = (part for part in re.split(r"[^a-z0-9]+", joined_pairs(name.lower())) if part)
    spelled = (_TABLE_SHORTHANDS.get(singular(part)) or foreign_word(part) or singular(part)
               for part in parts)
    return tuple(word for name in spelled for word in name.split())  # `metsanomistajat`: forest owner


_VOWELS = re.compile(r"[aeiou]")


def consonant_skeleton(word: str) -> str:
    """A word without its inner vowels, as abbreviated names and codes write it: "shift" → "shft"."""
    return word[0] + _VOWELS.sub("", word[1:])


@functools.lru_cache(maxsize=8192)
def shorthand_of(part: str, word: str) -> bool:
    """`part` is `word` written without its vowels: `skpr` a skipper, `fmt` a format, `lvl` a level. Only a
    part of three to five letters with no vowel after its first, starting and ending as the word's own
    consonants do; the word at least one letter longer (`prt` a port)."""
    if not (3 <= len(part) <= 5 and part.isalpha() and word.isalpha()) or _VOWELS.search(part[1:]):
        return False
    if part[-1] == "s" and word[-1] != "s" and _plural_of_shorthand(part, word):
        return True  # `jbs` are jobs, `rdrs` riders
    if len(word) < len(part) + 1 or part[0] != word[0]:
        return False
    skeleton = re.sub(r"(.)\1+", r"\1", consonant_skeleton(word))
    if part[-1] != skeleton[-1]:
        return False
    letters = iter(skeleton)
    return all(letter in letters for letter in part)


def _plural_of_shorthand(part: str, word: str) -> bool:
    stem = part[:-1]
    if len(stem) == 2:  # `jb`, `rd` only as all the consonants of a short word (job, ride)
        return len(word) <= 4 and consonant_skeleton(word) == stem
    return shorthand_of(stem, word)


def spelled_as(words: Sequence[str], parts: Sequence[str]) -> list[str]:
    """`words` with each one a vowel-less part of a name abbreviates put as that part: ["skipper"] against
    `skprs` → ["skpr"]."""
    return [next((p for p in parts if p != w and shorthand_of(p, w)), w) for w in words]


def abbreviated_words(words: Sequence[str], parts: set[str]) -> set[str]:
    """The words some vowel-less part abbreviates: "tickets" when `tkt` is known."""
    short = [p for p in parts if 3 <= len(p) <= 5 and p.isalpha() and not _VOWELS.search(p[1:])]
    return {w for w in words if any(shorthand_of(p, singular(w)) for p in short)} if short else set()


def contains_sequence(words: Sequence[str], sequence: Sequence[str]) -> bool:
    size = len(sequence)
    return any(tuple(words[i : i + size]) == tuple(sequence) for i in range(len(words) - size + 1))
