"""Three held-out workspaces for set W, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Tuesday 30 June 2026, the day of the export.

- ice_rink (a community arena with two ice pads, East and West, in Winnipeg, Manitoba; Canadian dollars,
  before GST and PST; DATE and TIMESTAMP columns): declared PRIMARY KEY / REFERENCES on same-named `_id`
  keys: `ice_bookings.renter_id` → `renters.renter_id`, `registrations.program_id` → `programs.program_id`;
  renters by `renter_name` (a minor hockey team, an adult league, a ringette or figure skating club, a school,
  a company, or a private person booking a party), of a `renter_type` 'minor hockey', 'adult league',
  'ringette', 'figure skating', 'school', 'corporate' or 'private', `contact_name`, `email` and `phone`
  sometimes NULL, `account_opened` DATE (the last three in June 2026); one `ice_bookings` row one slot of ice
  on a `pad` ('East' or 'West'; only the East pad keeps its ice from May to August), `starts_at` TIMESTAMP,
  `hours` (1 to 2), `rate_type` 'prime' (weekday evenings from 17:00 and all weekend) or 'non-prime',
  `hourly_rate` the dollars an hour charged (youth groups, that is minor hockey, ringette, figure skating and
  schools, 185 prime and 140 non-prime, adults 265 and 180; 195/145 and 280/190 from 1 September 2025),
  `status` 'played' (the ice was used), 'cancelled' (in time, nothing charged) or 'booked' (after the export),
  `booked_on` DATE, `purpose` 'practice', 'game', 'tournament', 'phys ed', 'party' or 'event'; the arena's
  own ice, 'public skate' sessions and 'program' ice for its own lessons, has `renter_id`, `rate_type` and
  `hourly_rate` NULL, so what renters owe is `hours × hourly_rate` over played bookings; programs by
  `program_name` ('CanSkate (Winter 2026)'), of a `category` 'CanSkate', 'Pre-CanSkate', 'Power Skating',
  'Adult Learn to Skate', 'Goalie Clinic' or 'Adult Hockey Skills', in a `term` ('Fall 2024', 'Winter 2025',
  'Spring 2025', 'Fall 2025', 'Winter 2026', 'Spring 2026', 'Fall 2026'), `start_date` DATE, `weeks`, `coach`
  (NULL where nobody is assigned yet), `capacity`, `fee` (10 dollars more from Fall 2025), `status` 'ran',
  'cancelled' (too few sign-ups) or 'open' (Fall 2026, taking registrations since 1 June 2026); one
  `registrations` row one skater signed up to one program (`skater_name`, `birth_year`, `registered_on`
  DATE), `amount_paid` (the fee, 10% off for some siblings, 0 on the waitlist), `status` 'enrolled',
  'waitlist' (past capacity) or 'withdrawn', `refund` the dollars paid back to a withdrawn skater (all of it,
  half for one who signed up after the start; all of it when the program was cancelled), NULL otherwise; a
  few bookings and the Fall 2024 programs date from before 2025, of the three renters signed up in June 2026
  one has summer ice booked after the export and two have nothing yet, one company only ever cancelled, and
  two Fall 2026 programs have no sign-ups.
- tattoo (a tattoo studio in Kazimierz, Kraków, with resident artists and visiting guest artists; Polish
  złoty, every amount in grosze, integers / 100 for złoty; dates as 'DD.MM.YYYY' text): no declared keys,
  tables keyed by `id` with `<thing>_id` foreign keys (`appts.client_id`, `appts.artist_id`, `pmts.appt_id`)
  and abbreviated columns (`nm`, `typ`, `cut_pct`, `rate_gr`, `from_dt`, `to_dt`, `ig`, `cty`, `ctry`,
  `birth_yr`, `src`, `reg_dt`, `appt_dt`, `start_tm`, `hrs`, `plc`, `sz`, `sts`, `price_gr`, `dep_gr`,
  `pmt_dt`, `amt_gr`, `mth`, `tip_gr`); artists by `nm`, their `style` ('fine line', 'blackwork', 'realism',
  'neo-trad', 'traditional', 'dotwork', 'japanese', 'lettering', 'watercolour'), `typ` 'RES' (resident),
  'GST' (a guest artist on a two-week guest spot from `from_dt` to `to_dt`) or 'APP' (our apprentice, since
  February 2026, small pieces only), `cut_pct` the studio's share of the price of their work (40 from
  residents, 30 from guests, 50 from the apprentice), `rate_gr` their hourly rate, `base` the city they work
  from, `from_dt`/`to_dt` as text (`to_dt` NULL while a resident is with us; one resident left at the end of
  August 2025, one joined in September 2025), `ig` their Instagram handle, sometimes NULL; clients by `nm`,
  in a city `cty` and country `ctry` ('PL', or 'DE', 'GB', 'UA', 'IE', 'NL', 'CZ' for visitors), `birth_yr`
  sometimes NULL, `src` how they found us ('IG' Instagram, 'GGL' Google, 'REF' a friend's recommendation,
  'WLK' walked in, 'BKSY' Booksy; NULL when nobody asked), `reg_dt` text, `email` sometimes NULL; one `appts`
  row one session booked with one artist on `appt_dt` (text) at `start_tm` 'HH:MM', `hrs` long, body
  placement `plc`, size `sz` 'S', 'M', 'L' or 'XL', `kind` 'NEW', 'CONT' (another session on a larger
  piece), 'COVER' (a cover-up) or 'TOUCH' (a free touch-up, price 0), `sts` 'DONE', 'CXL' (cancelled), 'NS'
  (no-show) or 'BKD' (booked, after the export), `price_gr` the agreed price (hours × the artist's rate,
  rounded to 50 złoty, at least 300), `dep_gr` the deposit taken when booking (200 złoty, 500 on L and XL;
  NULL on walk-ins and touch-ups); one `pmts` row one payment against a session: `typ` 'DEP' (the deposit,
  paid when booking), 'BAL' (the rest of the price, paid on the day of a done session) or 'REF' (a deposit
  paid back after a cancellation, negative; a no-show's deposit, and some late cancellations', are kept),
  `pmt_dt` text, `amt_gr`, `mth` 'CASH', 'CARD', 'BLIK' or 'TRF' (bank transfer), `tip_gr` a tip left with
  a balance, NULL otherwise; so what clients paid is the plain sum of `amt_gr`; a guest spot in November 2024
  is before the main period, three guests come in July and August 2026 (sessions booked, nothing done yet),
  and many clients only ever enquired or cancelled.
- apiary (a honey producer with hives on farms and stations in the Waikato, Bay of Plenty, Coromandel and
  King Country, New Zealand; New Zealand dollars before GST; DATE columns): no declared keys, same-named keys
  `hives.site_no` and `harvests.site_no` → `sites.site_no`, `sales.batch_no` → `harvests.batch_no` (text,
  the season and a number, '26-014'); sites by `site_name`, in a `region`, on the land of a `landowner` (two
  landowners have two sites each), `forage` the main nectar source 'manuka', 'mixed' or 'pasture',
  `rent_per_hive` the dollars a year we pay the landowner for each hive kept there, `signed` DATE the
  agreement, `active` FALSE for the three sites given up in 2025 (their hives sold or combined); one `hives`
  row one colony at a `site_no`, `queen_year` the year of its queen (NULL when unknown), `placed` DATE when
  it went to the site, `status` 'alive', 'dead', 'combined' (merged into another hive) or 'sold', `lost_on`
  DATE (NULL while alive); one `harvests` row one batch extracted from the supers pulled off a site on
  `pulled` DATE, `supers` the boxes taken, `kg` the honey extracted, `honey` its type 'manuka mono'
  (monofloral), 'manuka multi' (multifloral), 'kanuka', 'bush' or 'clover', `mgo` the lab's methylglyoxal
  result in mg/kg on manuka (NULL on other honey and on batches not tested yet), `moisture_pct`; the honey
  season runs July to June, the harvest from December to April; one `sales` row one lot sold out of one
  batch on `sold` DATE to a `buyer` (packers and exporters in bulk, or our own stalls at the 'Hamilton
  Farmers Market' and 'Tauranga Farmers Market' at retail prices), `kg` and `price_kg` the dollars a kilo
  (monofloral manuka priced by its MGO and sold only once tested), so a sale is worth `kg × price_kg`;
  `status` 'delivered', 'rejected' (the buyer's own test failed it and the honey came back) or 'pending'
  (agreed, not shipped yet), `paid` DATE, NULL until paid; a few batches date from the 2023/24 season, three
  sites signed in 2026 have never been harvested, some sites gave nothing in a poor season, and some batches
  are not sold yet.

Written blind for set W (questions_w.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random
import unicodedata

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names

TODAY = datetime.date(2026, 6, 30)
_D = datetime.date
_DAY = datetime.timedelta(days=1)


# ------------------------------------------------------------------------------------------------- ice_rink
CA_FIRST = ("Liam", "Emma", "Noah", "Olivia", "Ethan", "Ava", "Logan", "Chloe", "Owen", "Hannah", "Carter",
            "Maya", "Tyler", "Brooke", "Jacob", "Kayla", "Nathan", "Paige", "Ryan", "Sophie", "Cole", "Jade",
            "Evan", "Taylor", "Brady", "Megan")
CA_LAST = ("Friesen", "Kowalchuk", "Thiessen", "Dueck", "Bouchard", "Campbell", "Penner", "Wiebe",
           "McKenzie", "Lavallee", "Hiebert", "Sawatzky", "Chartrand", "Boychuk", "Klassen", "Nguyen",
           "Santos", "Ducharme")
CA_RENTERS = (  # (name, type, bookings low, high)
    ("Windsor Park U9 Hawks", "minor hockey", 8, 12), ("Windsor Park U11 Hawks", "minor hockey", 9, 13),
    ("Windsor Park U13 AA", "minor hockey", 10, 14), ("St. Vital Victorias U11", "minor hockey", 8, 12),
    ("St. Vital Victorias U15 AA", "minor hockey", 10, 14), ("Norwood Rangers U13", "minor hockey", 8, 12),
    ("Norwood Rangers U18", "minor hockey", 7, 11), ("Southdale Sabres U9", "minor hockey", 7, 11),
    ("Southdale Sabres U15", "minor hockey", 8, 12), ("Transcona Titans U11", "minor hockey", 6, 10),
    ("Transcona Titans U13", "minor hockey", 7, 11), ("Meadows West Wolves U15", "minor hockey", 6, 10),
    ("River East Royals U18 AAA", "minor hockey", 9, 13), ("Fort Garry Flyers U11", "minor hockey", 6, 10),
    ("Tuesday Night Old-Timers", "adult league", 8, 12), ("Prairie Beer League", "adult league", 9, 13),
    ("Winnipeg Women's Rec Hockey", "adult league", 8, 12), ("Fire Hall 12 Shinny", "adult league", 5, 8),
    ("Red River Lawyers Hockey", "adult league", 5, 8), ("Sunday Shinny Club", "adult league", 7, 10),
    ("Assiniboine Over-50 Hockey", "adult league", 6, 9), ("Ice Dogs Rec League", "adult league", 8, 11),
    ("Winnipeg Ringette U12", "ringette", 7, 10), ("Winnipeg Ringette U14", "ringette", 7, 10),
    ("Winnipeg Ringette U16", "ringette", 6, 9), ("Eastman Ringette Open", "ringette", 5, 8),
    ("Riverview Skating Club", "figure skating", 10, 14), ("Lindenwoods Figure Skating Club",
                                                            "figure skating", 9, 13),
    ("Prairie Synchro", "figure skating", 6, 9),
    ("Glenlawn Collegiate", "school", 3, 6), ("Dakota Collegiate", "school", 3, 5),
    ("St. Mary's Academy", "school", 2, 4), ("Collège Louis-Riel", "school", 3, 5),
    ("Vincent Massey Collegiate", "school", 2, 4),
    ("Jenna Kowalchuk", "private", 1, 2), ("Mark Friesen", "private", 1, 1),
    ("Dana Bouchard", "private", 1, 2), ("Kevin Nguyen", "private", 1, 1),
    ("Red River Credit Union", "corporate", 1, 3), ("Assiniboine Tech Ltd", "corporate", 1, 2),
    # signed up in June 2026: one has ice booked for the summer, the other two nothing yet
    ("Bridgwater Lakes U11 Storm", "minor hockey", 2, 2), ("Sage Creek Adult Shinny", "adult league", 0, 0),
    ("Nicole Santos", "private", 0, 0),
)
CA_YOUTH = ("minor hockey", "ringette", "figure skating", "school")
CA_SEASON = {1: 1.0, 2: 1.0, 3: 0.9, 4: 0.6, 5: 0.2, 6: 0.15, 7: 0.25, 8: 0.35, 9: 0.8, 10: 1.0, 11: 1.0,
             12: 0.8}
CA_PROGRAMS = (  # (category, weekday (Monday 0), weeks, fee, capacity, popularity, coach)
    ("CanSkate", 5, 10, 175.0, 24, 0.9, "Brooke Penner"),
    ("Pre-CanSkate", 5, 8, 120.0, 12, 0.8, "Hannah Wiebe"),
    ("Power Skating", 6, 8, 215.0, 16, 0.65, "Owen Lavallee"),
    ("Adult Learn to Skate", 1, 8, 150.0, 12, 0.5, "Paige Hiebert"),
    ("Goalie Clinic", 2, 6, 240.0, 8, 0.6, "Carter Boychuk"),
    ("Adult Hockey Skills", 3, 8, 195.0, 16, 0.45, "Owen Lavallee"),
)
CA_TERMS = (("Fall 2024", _D(2024, 9, 21), 3), ("Winter 2025", _D(2025, 1, 11), 6),
            ("Spring 2025", _D(2025, 4, 5), 4), ("Fall 2025", _D(2025, 9, 20), 6),
            ("Winter 2026", _D(2026, 1, 10), 6), ("Spring 2026", _D(2026, 4, 4), 4),
            ("Fall 2026", _D(2026, 9, 19), 6))


def _ca_rate(day: datetime.date, youth: bool, prime: bool) -> float:
    new = day >= _D(2025, 9, 1)
    if youth:
        return (195.0 if new else 185.0) if prime else (145.0 if new else 140.0)
    return (280.0 if new else 265.0) if prime else (190.0 if new else 180.0)


def _ca_slot(rng: random.Random, kind: str, day: datetime.date) -> tuple[int, int, float, str] | None:
    """(hour, minute, hours, purpose) for a renter of this kind on this day, None when they would not
    skate."""
    weekend = day.weekday() >= 5
    if kind == "minor hockey":
        hour = rng.choice((8, 9, 10, 11, 13, 14)) if weekend else rng.choice((17, 17, 18, 18, 19))
        purpose = rng.choices(("practice", "game", "tournament"), weights=(6, 3, 1 if weekend else 0))[0]
        minute = rng.choice((0, 15, 30))
        return hour, minute, 2.0 if purpose == "tournament" else rng.choice((1.0, 1.0, 1.5)), purpose
    if kind == "adult league":
        if weekend and rng.random() < 0.7:
            return None
        return rng.choice((21, 21, 22, 20)), rng.choice((0, 30)), rng.choice((1.0, 1.0, 1.5)), "game"
    if kind == "ringette":
        hour = rng.choice((12, 15, 16)) if weekend else rng.choice((17, 18, 19, 20))
        return hour, rng.choice((0, 30)), rng.choice((1.0, 1.5)), rng.choice(("practice", "practice", "game"))
    if kind == "figure skating":
        if weekend:
            return rng.choice((7, 8)), 0, 1.5, "practice"
        return 6, rng.choice((0, 0, 15)), rng.choice((1.0, 1.5)), "practice"
    if kind == "school":
        if weekend or day.month in (7, 8):
            return None
        return rng.choice((9, 10, 11, 13)), rng.choice((0, 15, 30)), 1.0, "phys ed"
    if kind == "private":
        if not weekend and rng.random() < 0.8:
            return None
        return rng.choice((13, 14, 15, 16)), 0, rng.choice((1.0, 1.5, 2.0)), "party"
    if day.weekday() != 4:  # corporate: Friday evenings
        return None
    return rng.choice((18, 19)), 0, rng.choice((1.5, 2.0)), "event"


def ice_rink() -> list[str]:
    rng = random.Random(7171)
    contacts = _names(rng, CA_FIRST, CA_LAST, len(CA_RENTERS))
    renters = []
    for n, ((name, kind, _, _), (first, last)) in enumerate(zip(CA_RENTERS, contacts)):
        contact = name if kind == "private" else f"{first} {last}"
        opened = (_day(rng, _D(2026, 6, 1), _D(2026, 6, 26)) if n >= len(CA_RENTERS) - 3
                  else _day(rng, _D(2024, 8, 1), _D(2024, 10, 31)) if kind in ("private", "corporate")
                  else _day(rng, _D(2011, 5, 1), _D(2024, 8, 31)))
        plain = contact.lower().replace(" ", ".").replace("'", "")
        domain = ("@gmail.com", "@shaw.ca", "@outlook.com")
        email = None if rng.random() < 0.12 else plain + rng.choice(domain)
        phone = None if rng.random() < 0.1 else f"204-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}"
        renters.append((n + 1, name, kind, contact, email, phone, opened))
    taken: set = set()
    bookings = []

    def free(pad: str, start: datetime.datetime, hours: float) -> bool:
        steps = int(hours * 4)
        cells = [(pad, start + datetime.timedelta(minutes=15 * k)) for k in range(-4, steps + 4)]
        return not any(c in taken for c in cells)

    def take(pad: str, start: datetime.datetime, hours: float) -> None:
        for k in range(int(hours * 4)):
            taken.add((pad, start + datetime.timedelta(minutes=15 * k)))

    for rid, name, kind, _, _, _, opened in renters:
        low, high = CA_RENTERS[rid - 1][2:]
        want, tries = rng.randint(low, high), 0
        got = 0
        while got < want and tries < 400:
            tries += 1
            if rid == len(CA_RENTERS) - 2:
                day = _day(rng, _D(2026, 7, 6), _D(2026, 8, 28))  # summer camp ice, booked in June
            elif kind in ("private", "corporate"):
                day = _day(rng, opened + 7 * _DAY, _D(2026, 6, 20))
            elif rng.random() < 0.06:
                day = _day(rng, _D(2024, 11, 1), _D(2024, 12, 22))
            else:
                day = _day(rng, _D(2025, 1, 3), _D(2026, 9, 25))
            if rng.random() > CA_SEASON[day.month] or (day > TODAY and rng.random() < 0.75
                                                       and rid != len(CA_RENTERS) - 2):
                continue
            if day.month == 12 and day.day >= 23 or day.month == 1 and day.day <= 2:
                continue
            slot = _ca_slot(rng, kind, day)
            if slot is None:
                continue
            hour, minute, hours, purpose = slot
            start = datetime.datetime(day.year, day.month, day.day, hour, minute)
            pads = ["East"] if 5 <= day.month <= 8 else rng.sample(["East", "West"], 2)
            pad = next((p for p in pads if free(p, start, hours)), None)
            if pad is None:
                continue
            take(pad, start, hours)
            got += 1
            prime = day.weekday() >= 5 or hour >= 17
            booked_on = min(day - datetime.timedelta(days=rng.randint(3, 75)), TODAY)
            booked_on = max(booked_on, opened)
            if day > TODAY:
                status = "booked"
            else:
                status = "cancelled" if rng.random() < 0.08 else "played"
            bookings.append([start, rid, pad, hours, "prime" if prime else "non-prime",
                             _ca_rate(day, kind in CA_YOUTH, prime), status, booked_on, purpose])
    # the arena's own ice: public skating and its own programs, no renter and no rate
    own = 0
    while own < 34:
        day = _day(rng, _D(2025, 1, 3), _D(2026, 6, 28))
        if rng.random() > CA_SEASON[day.month]:
            continue
        weekend = day.weekday() >= 5
        purpose = "public skate" if weekend or rng.random() < 0.5 else "program"
        hour = rng.choice((13, 15)) if weekend else 12 if purpose == "public skate" else 16
        start = datetime.datetime(day.year, day.month, day.day, hour, 0)
        hours = 1.5 if purpose == "public skate" else 1.0
        pad = "East" if 5 <= day.month <= 8 else rng.choice(("East", "West"))
        if not free(pad, start, hours):
            continue
        take(pad, start, hours)
        own += 1
        bookings.append([start, None, pad, hours, None, None, "played", day - 30 * _DAY, purpose])
    bookings.sort(key=lambda b: (b[0], b[2]))
    out_bookings = [(5001 + n, b[1], b[2], b[0], b[3], b[4], b[5], b[6], b[7], b[8])
                    for n, b in enumerate(bookings)]
    programs, regs = [], []
    kids = _names(rng, CA_FIRST, CA_LAST, 460)
    people = iter(kids)
    for term, start, count in CA_TERMS:
        for cat, weekday, weeks, fee, cap, pop, coach in CA_PROGRAMS[:count]:
            first = start + ((weekday - start.weekday()) % 7) * _DAY
            price = fee + (10.0 if start >= _D(2025, 9, 1) else 0.0)
            open_from = _D(2026, 6, 1) if start > TODAY else first - 60 * _DAY
            if start > TODAY:
                n_regs = 0 if cat in ("Goalie Clinic", "Adult Hockey Skills") else \
                    int(cap * rng.uniform(0.15, 0.45))
            else:
                n_regs = max(2, int(cap * rng.uniform(pop - 0.35, pop + 0.4)))
            pid = len(programs) + 1
            adult = cat.startswith("Adult")
            rows = []
            for k in range(n_regs):
                first_name, last = next(people)
                when = _day(rng, open_from, min(first + 7 * _DAY, TODAY))
                born = rng.randint(1962, 2001) if adult else \
                    rng.randint(2020, 2022) if cat == "Pre-CanSkate" else rng.randint(2012, 2019)
                status = "waitlist" if k >= cap else "enrolled"
                paid = 0.0 if status == "waitlist" else \
                    round(price * 0.9, 2) if not adult and rng.random() < 0.12 else price
                refund = None
                if status == "enrolled" and rng.random() < 0.07:
                    status = "withdrawn"
                    refund = paid if when < first else round(paid / 2, 2)
                rows.append([pid, f"{first_name} {last}", born, when, paid, status, refund])
            enrolled = sum(1 for r in rows if r[5] == "enrolled")
            if start > TODAY:
                pstatus = "open"
            elif enrolled < 5:
                pstatus = "cancelled"
                for r in rows:
                    if r[5] != "waitlist":
                        r[5], r[6] = "withdrawn", r[4]
            else:
                pstatus = "ran"
            who = None if start > TODAY and rng.random() < 0.5 else coach
            name = f"{cat} ({term})"
            programs.append((pid, name, cat, term, first, weeks, who, cap, price, pstatus))
            regs += rows
    regs.sort(key=lambda r: (r[3], r[0], r[1]))
    out_regs = [(n + 1, r[0], r[1], r[2], r[3], r[4], r[5], r[6]) for n, r in enumerate(regs)]
    return [
        "CREATE TABLE renters(renter_id INTEGER PRIMARY KEY, renter_name VARCHAR, renter_type VARCHAR, "
        "contact_name VARCHAR, email VARCHAR, phone VARCHAR, account_opened DATE)",
        "CREATE TABLE ice_bookings(booking_id INTEGER PRIMARY KEY, renter_id INTEGER REFERENCES "
        "renters(renter_id), pad VARCHAR, starts_at TIMESTAMP, hours DOUBLE, rate_type VARCHAR, "
        "hourly_rate DOUBLE, status VARCHAR, booked_on DATE, purpose VARCHAR)",
        "CREATE TABLE programs(program_id INTEGER PRIMARY KEY, program_name VARCHAR, category VARCHAR, "
        "term VARCHAR, start_date DATE, weeks INTEGER, coach VARCHAR, capacity INTEGER, fee DOUBLE, "
        "status VARCHAR)",
        "CREATE TABLE registrations(reg_id INTEGER PRIMARY KEY, program_id INTEGER REFERENCES "
        "programs(program_id), skater_name VARCHAR, birth_year INTEGER, registered_on DATE, "
        "amount_paid DOUBLE, status VARCHAR, refund DOUBLE)",
        _insert("renters", renters), _insert("ice_bookings", out_bookings), _insert("programs", programs),
        _insert("registrations", out_regs),
    ]


# --------------------------------------------------------------------------------------------------- tattoo
PL_FIRST = ("Anna", "Kasia", "Marta", "Ola", "Julia", "Zosia", "Magda", "Ewa", "Agata", "Monika", "Piotr",
            "Tomek", "Kamil", "Paweł", "Adam", "Łukasz", "Marcin", "Szymon", "Wojtek", "Jakub")
PL_LAST = ("Nowak", "Wójcik", "Kowalczyk", "Mazur", "Krawczyk", "Kaczmarek", "Zając", "Wieczorek",
           "Adamczyk", "Dudek", "Walczak", "Sikora", "Michalak", "Szewczyk", "Pietrzak", "Jaworek")
PL_ABROAD = (("DE", "Berlin"), ("DE", "Leipzig"), ("GB", "London"), ("GB", "Manchester"), ("UA", "Lviv"),
             ("IE", "Dublin"), ("NL", "Amsterdam"), ("CZ", "Ostrava"))
PL_ABROAD_NAMES = {
    "DE": (("Lena", "Max", "Jonas", "Sophie"), ("Becker", "Hoffmann", "Schmidt", "Wagner")),
    "GB": (("Emily", "Jack", "Chloe", "Harry"), ("Taylor", "Brown", "Evans", "Wright")),
    "UA": (("Olena", "Dmytro", "Iryna", "Andriy"), ("Kovalenko", "Bondarenko", "Tkachenko", "Melnyk")),
    "IE": (("Niamh", "Sean", "Aoife", "Conor"), ("Murphy", "Walsh", "Byrne", "Ryan")),
    "NL": (("Femke", "Daan", "Sanne", "Bram"), ("de Jong", "Jansen", "Visser", "Bakker")),
    "CZ": (("Jakub", "Tomáš", "Ondřej", "Lukáš"), ("Novák", "Dvořák", "Svoboda", "Černý")),
}
PL_CITIES = (("Kraków", 20), ("Wieliczka", 3), ("Skawina", 2), ("Niepołomice", 2), ("Katowice", 3),
             ("Tarnów", 2), ("Warszawa", 2), ("Nowy Sącz", 1))
PL_ARTISTS = (  # (name, style, type, studio cut %, hourly rate zł, based in, from, to)
    ("Ola Zając", "fine line", "RES", 40, 450, "Kraków", (2019, 3, 1), None),
    ("Bartek Król", "blackwork", "RES", 40, 500, "Kraków", (2018, 6, 1), None),
    ("Kuba Mazur", "realism", "RES", 40, 550, "Kraków", (2020, 2, 1), None),
    ("Natalia Dudek", "neo-trad", "RES", 40, 480, "Kraków", (2021, 9, 1), None),
    ("Michał Sikora", "traditional", "RES", 40, 450, "Kraków", (2017, 5, 1), (2025, 8, 31)),
    ("Zuza Pawlak", "dotwork", "RES", 40, 480, "Kraków", (2023, 4, 1), None),
    ("Igor Baran", "japanese", "RES", 40, 520, "Kraków", (2025, 9, 15), None),
    ("Wera Walczak", "lettering", "APP", 50, 300, "Kraków", (2026, 2, 2), None),
    ("Jonas Lindqvist", "blackwork", "GST", 30, 700, "Stockholm", (2024, 11, 12), (2024, 11, 23)),
    ("Yuki Mori", "japanese", "GST", 30, 750, "Osaka", (2025, 2, 3), (2025, 2, 15)),
    ("Dan O'Neill", "traditional", "GST", 30, 600, "Dublin", (2025, 3, 10), (2025, 3, 22)),
    ("Olena Shevchuk", "fine line", "GST", 30, 500, "Lviv", (2025, 4, 7), (2025, 4, 19)),
    ("Carla Ruiz", "neo-trad", "GST", 30, 600, "Barcelona", (2025, 5, 5), (2025, 5, 17)),
    ("Filip Wróbel", "realism", "GST", 30, 600, "Warszawa", (2025, 5, 26), (2025, 6, 7)),
    ("Léa Martin", "fine line", "GST", 30, 650, "Lyon", (2025, 6, 16), (2025, 6, 28)),
    ("Marek Horváth", "blackwork", "GST", 30, 500, "Bratislava", (2025, 7, 7), (2025, 7, 19)),
    ("Hania Lis", "watercolour", "GST", 30, 500, "Gdańsk", (2025, 7, 21), (2025, 8, 2)),
    ("Sven Eriksen", "dotwork", "GST", 30, 750, "Oslo", (2025, 8, 11), (2025, 8, 23)),
    ("Ana Costa", "neo-trad", "GST", 30, 550, "Lisboa", (2025, 9, 8), (2025, 9, 20)),
    ("Tobias Keller", "realism", "GST", 30, 700, "Berlin", (2025, 10, 6), (2025, 10, 18)),
    ("Petra Novák", "fine line", "GST", 30, 500, "Praha", (2025, 10, 27), (2025, 11, 8)),
    ("Luca Bianchi", "traditional", "GST", 30, 600, "Milano", (2025, 11, 17), (2025, 11, 29)),
    ("Mila Jovanović", "watercolour", "GST", 30, 550, "Beograd", (2026, 1, 19), (2026, 1, 31)),
    ("Kenji Watanabe", "japanese", "GST", 30, 800, "Tokyo", (2026, 2, 16), (2026, 2, 28)),
    ("Emma Brooks", "blackwork", "GST", 30, 650, "London", (2026, 3, 9), (2026, 3, 21)),
    ("Ida Hansen", "dotwork", "GST", 30, 650, "København", (2026, 4, 13), (2026, 4, 25)),
    ("Rafał Kos", "lettering", "GST", 30, 450, "Wrocław", (2026, 5, 4), (2026, 5, 16)),
    ("Noor Haddad", "fine line", "GST", 30, 600, "Amsterdam", (2026, 5, 25), (2026, 6, 6)),
    ("Gabriel Silva", "realism", "GST", 30, 700, "São Paulo", (2026, 6, 15), (2026, 6, 27)),
    ("Aino Virtanen", "blackwork", "GST", 30, 600, "Helsinki", (2026, 7, 6), (2026, 7, 18)),
    ("Marta Wolska", "neo-trad", "GST", 30, 550, "Poznań", (2026, 7, 27), (2026, 8, 8)),
    ("Hugo Lefèvre", "traditional", "GST", 30, 600, "Bruxelles", (2026, 8, 17), (2026, 8, 29)),
)
PL_PLACES = ("forearm", "upper arm", "calf", "thigh", "back", "ribs", "chest", "hand", "ankle", "neck")
PL_HOURS = {"S": (1.0, 1.5), "M": (2.0, 3.0), "L": (3.5, 5.0), "XL": (5.5, 7.0)}


def _ascii(text: str) -> str:
    text = text.replace("ł", "l").replace("ø", "o")
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def _pl(day: datetime.date | None) -> str | None:
    return None if day is None else day.strftime("%d.%m.%Y")


def tattoo() -> list[str]:
    rng = random.Random(7272)
    artists = []
    for n, (nm, style, typ, cut, rate, base, frm, to) in enumerate(PL_ARTISTS):
        handle = "@" + _ascii(nm.lower().replace(" ", "_").replace("'", "")) + ".ink"
        ig = None if rng.random() < 0.1 else handle
        artists.append([n + 1, nm, style, typ, cut, rate * 100, base, _D(*frm), to and _D(*to), ig])
    clients = []
    for n, (first, last) in enumerate(_names(rng, PL_FIRST, PL_LAST, 130)):
        city = rng.choices([c for c, _ in PL_CITIES], weights=[w for _, w in PL_CITIES])[0]
        clients.append([first + " " + last, city, "PL"])
    abroad: set = set()
    while len(abroad) < 24:
        ctry, city = rng.choice(PL_ABROAD)
        firsts, lasts = PL_ABROAD_NAMES[ctry]
        nm = rng.choice(firsts) + " " + rng.choice(lasts)
        if nm not in abroad:
            abroad.add(nm)
            clients.append([nm, city, ctry])
    rng.shuffle(clients)
    out_clients = []
    for n, (nm, city, ctry) in enumerate(clients):
        born = rng.randint(1975, 2007) if rng.random() < 0.85 else None
        src = rng.choices(("IG", "GGL", "REF", "WLK", "BKSY", None), weights=(9, 4, 5, 3, 3, 1))[0]
        reg = _day(rng, _D(2024, 9, 1), _D(2026, 6, 29))
        plain = _ascii(nm.lower().replace(" ", "."))
        email = None if rng.random() < 0.15 else plain + rng.choice(("@gmail.com", "@wp.pl", "@o2.pl"))
        out_clients.append([n + 1, nm, city, ctry, born, src, reg, email])
    # a fifth only ever asked for a quote or a consultation
    keen = [c for c in out_clients if rng.random() < 0.8]
    appts, slots = [], set()
    for a in artists:
        aid, typ, frm, to = a[0], a[3], a[7], a[8]
        if typ == "GST":
            days = [frm + k * _DAY for k in range((to - frm).days + 1)]
            want = rng.randint(3, 5)
        else:
            start = max(frm, _D(2024, 11, 1))
            end = min(to or _D(2026, 8, 31), _D(2026, 8, 31))
            days = [start + k * _DAY for k in range((end - start).days + 1)]
            want = {"APP": 9}.get(typ, int(len(days) / 640 * 20) + rng.randint(-2, 2))
        days = [d for d in days if d.weekday() != 6 and (d.month != 8 or d.day > 15 or d.year == 2026)]
        got = 0
        while got < want and days:
            day = rng.choice(days)
            tm = rng.choice(("10:00", "11:00", "12:00", "14:00", "15:00", "16:00"))
            if (aid, day) in slots:
                continue
            slots.add((aid, day))
            got += 1
            pool = [c for c in keen if c[6] <= day]
            if not pool:
                continue
            earlier = [x for x in appts if x[2] == aid and x[0] < day and x[8] == "DONE"]
            roll = rng.random()
            if earlier and roll < 0.12:
                kind, prev = "TOUCH", rng.choice(earlier)
            elif earlier and roll < 0.26 and typ != "APP":
                kind, prev = "CONT", rng.choice(earlier)
            else:
                kind, prev = ("COVER" if rng.random() < 0.07 and typ != "APP" else "NEW"), None
            client = prev[1] if prev else rng.choice(pool)[0]
            if kind == "TOUCH":
                sz, plc, hrs = prev[5], prev[4], 0.5
            elif kind == "CONT":
                sz, plc, hrs = prev[5], prev[4], rng.choice((4.0, 5.0, 6.0))
            else:
                sizes = (5, 5, 3, 1) if typ != "APP" else (1, 0, 0, 0)  # the apprentice: small pieces
                sz = rng.choices(("S", "M", "L", "XL"), weights=sizes)[0]
                plc = rng.choice(PL_PLACES)
                lo, hi = PL_HOURS[sz]
                hrs = rng.choice([lo + 0.5 * k for k in range(int((hi - lo) * 2) + 1)])
            price = 0 if kind == "TOUCH" else max(300, round(hrs * a[5] / 100 / 50) * 50) * 100
            walk_in = kind == "NEW" and sz == "S" and rng.random() < 0.3
            dep = None if kind == "TOUCH" or walk_in else (50000 if sz in ("L", "XL") else 20000)
            if day > TODAY:
                sts = "BKD"
            elif walk_in:
                sts = "DONE"
            elif kind == "TOUCH":
                sts = "DONE" if rng.random() < 0.95 else "NS"
            else:
                sts = rng.choices(("DONE", "CXL", "NS"), weights=(85, 10, 5))[0]
            booked = day if walk_in else max(day - rng.randint(5, 70) * _DAY, _D(2024, 9, 1))
            appts.append([day, client, aid, tm, plc, sz, hrs, kind, sts, price, dep, booked])
    appts.sort(key=lambda x: (x[0], x[3], x[2]))
    out_appts, pmts = [], []
    for n, x in enumerate(appts):
        day, client, aid, tm, plc, sz, hrs, kind, sts, price, dep, booked = x
        apid = 301 + n
        out_appts.append((apid, client, aid, _pl(day), tm, hrs, plc, sz, kind, sts, price, dep))
        if dep:
            when = min(booked + rng.randint(0, 2) * _DAY, day, TODAY)
            pmts.append((when, apid, dep, rng.choice(("BLIK", "BLIK", "TRF", "CARD")), "DEP", None))
        if sts == "DONE" and price:
            tip = rng.choice((5000, 10000, 10000, 20000)) if rng.random() < 0.25 else None
            how = rng.choice(("CASH", "CARD", "CARD", "BLIK"))
            pmts.append((day, apid, price - (dep or 0), how, "BAL", tip))
        if sts == "CXL" and rng.random() < 0.6:
            back = min(day - rng.randint(2, 10) * _DAY + 3 * _DAY, TODAY)  # a few days after calling off
            pmts.append((back, apid, -dep, "TRF", "REF", None))
    pmts.sort(key=lambda p: (p[0], p[1], p[4]))
    out_pmts = [(9001 + n, p[1], _pl(p[0])) + p[2:] for n, p in enumerate(pmts)]
    out_artists = [tuple(a[:7]) + (_pl(a[7]), _pl(a[8]), a[9]) for a in artists]
    out_clients = [tuple(c[:6]) + (_pl(c[6]), c[7]) for c in out_clients]
    return [
        "CREATE TABLE artists(id INTEGER, nm VARCHAR, style VARCHAR, typ VARCHAR, cut_pct INTEGER, "
        "rate_gr INTEGER, base VARCHAR, from_dt VARCHAR, to_dt VARCHAR, ig VARCHAR)",
        "CREATE TABLE clients(id INTEGER, nm VARCHAR, cty VARCHAR, ctry VARCHAR, birth_yr INTEGER, "
        "src VARCHAR, reg_dt VARCHAR, email VARCHAR)",
        "CREATE TABLE appts(id INTEGER, client_id INTEGER, artist_id INTEGER, appt_dt VARCHAR, "
        "start_tm VARCHAR, hrs DOUBLE, plc VARCHAR, sz VARCHAR, kind VARCHAR, sts VARCHAR, price_gr INTEGER, "
        "dep_gr INTEGER)",
        "CREATE TABLE pmts(id INTEGER, appt_id INTEGER, pmt_dt VARCHAR, amt_gr INTEGER, mth VARCHAR, "
        "typ VARCHAR, tip_gr INTEGER)",
        _insert("artists", out_artists), _insert("clients", out_clients), _insert("appts", out_appts),
        _insert("pmts", out_pmts),
    ]


# --------------------------------------------------------------------------------------------------- apiary
NZ_SITES = (  # (site name, region, landowner, forage, rent a hive NZD)
    ("Te Pahu Road", "Waikato", "Hollis Family Trust", "pasture", 12.0),
    ("Karāpiro Hill", "Waikato", "J & R McAllister", "pasture", 12.0),
    ("Pirongia Back Block", "Waikato", "Pirongia Forest Farm Ltd", "manuka", 30.0),
    ("Maungatautari East", "Waikato", "Whenua Tupu Trust", "manuka", 35.0),
    ("Tīrau Dairy", "Waikato", "Brent & Aroha Sullivan", "pasture", 10.0),
    ("Okoroire Station", "Waikato", "Okoroire Station Ltd", "mixed", 20.0),
    ("Kaimai Foothills", "Waikato", "Kaimai Land Co", "manuka", 32.0),
    ("Wharepapa South", "Waikato", "D & S Ngata", "mixed", 18.0),
    ("Arapuni Gorge", "Waikato", "Arapuni Holdings", "manuka", 28.0),
    ("Te Aroha West", "Waikato", "G Phillips", "pasture", 10.0),
    ("Kaimai Range Top", "Bay of Plenty", "Kaimai Land Co", "manuka", 38.0),
    ("Ōmokoroa Orchard", "Bay of Plenty", "Sunrise Kiwifruit Ltd", "pasture", 8.0),
    ("Pāpāmoa Hills", "Bay of Plenty", "Te Rae Trust", "manuka", 35.0),
    ("Rotoehu Forest Edge", "Bay of Plenty", "Rotoehu Whānau Trust", "manuka", 40.0),
    ("Pongakawa Valley", "Bay of Plenty", "M & K Harris", "mixed", 20.0),
    ("Te Puke Kiwifruit", "Bay of Plenty", "Sunrise Kiwifruit Ltd", "pasture", 8.0),
    ("Matatā Coast", "Bay of Plenty", "Awakeri Farms", "manuka", 34.0),
    ("Ōtānewainuku", "Bay of Plenty", "Ōtānewainuku Trust", "manuka", 38.0),
    ("Whakamārama", "Bay of Plenty", "P Dunstan", "mixed", 18.0),
    ("Kopurererua Flats", "Bay of Plenty", "Bethlehem Dairies", "pasture", 9.0),
    ("Whitianga Hills", "Coromandel", "Mercury Bay Farms", "manuka", 36.0),
    ("Tairua Forest Edge", "Coromandel", "Tairua Trust", "manuka", 40.0),
    ("Kūaotunu Ridge", "Coromandel", "L Fairweather", "manuka", 34.0),
    ("Whangamatā Station", "Coromandel", "Whangamatā Station Ltd", "mixed", 22.0),
    ("Coroglen Valley", "Coromandel", "Coroglen Farms", "manuka", 30.0),
    ("Thames Coast", "Coromandel", "R & J Brown", "mixed", 18.0),
    ("Manaia Block", "Coromandel", "Manaia Trust", "manuka", 38.0),
    ("Benneydale Station", "King Country", "Benneydale Station Ltd", "manuka", 30.0),
    ("Mōkau River", "King Country", "Mōkau Farms", "manuka", 32.0),
    ("Piopio Hills", "King Country", "T Gibbs", "pasture", 10.0),
    ("Te Kūiti North", "King Country", "A & B Walsh", "mixed", 16.0),
    ("Aria Station", "King Country", "Aria Station Ltd", "manuka", 34.0),
    ("Ōhura Road", "King Country", "Ōhura Land Trust", "manuka", 30.0),
    ("Waitomo Valley", "King Country", "Caves Farm Ltd", "pasture", 10.0),
    # signed for the 2026/27 season, no hives moved in yet
    ("Mangakino Ridge", "Waikato", "Pouakani Trust", "manuka", 36.0),
    ("Ōpōtiki Hills", "Bay of Plenty", "Hukutaia Farms", "manuka", 36.0),
    ("Kawhia Harbour", "King Country", "Kawhia Coast Ltd", "manuka", 32.0),
)
NZ_BUYERS = (  # (buyer, kind)
    ("Waikato Honey Packers Ltd", "packer"), ("Tauranga Bulk Honey Co", "packer"),
    ("Kaimai Manuka Exports Ltd", "exporter"), ("Hive & Harvest NZ Ltd", "exporter"),
    ("Coromandel Gold Ltd", "packer"), ("Pure Aotearoa Honey Ltd", "exporter"),
    ("Hamilton Farmers Market", "market"), ("Tauranga Farmers Market", "market"),
)
NZ_PRICE = {"manuka mono": 42.0, "manuka multi": 17.0, "kanuka": 9.5, "clover": 6.8, "bush": 7.5}


def apiary() -> list[str]:
    rng = random.Random(7373)
    sites = []
    for n, (name, region, owner, forage, rent) in enumerate(NZ_SITES):
        new = n >= len(NZ_SITES) - 3
        signed = _day(rng, _D(2026, 4, 1), _D(2026, 6, 20)) if new else _day(rng, _D(2016, 6, 1),
                                                                             _D(2023, 7, 31))
        sites.append((201 + n, name, region, owner, forage, rent, signed, n not in (9, 19, 33)))
    hives, harvests, sales = [], [], []
    hive_no = 1001
    for s in sites:
        site_no, active, signed = s[0], s[7], s[6]
        if signed > _D(2026, 1, 1):
            continue
        for _ in range(rng.randint(8, 12) if s[4] == "manuka" else rng.randint(5, 8)):
            placed = max(signed, _day(rng, _D(2021, 9, 1), _D(2025, 10, 31)))
            queen = rng.choice((2023, 2024, 2024, 2025, 2025, 2026)) if rng.random() < 0.9 else None
            if not active:  # site dropped: hives taken home and sold or combined
                status = rng.choice(("sold", "combined"))
                lost = _day(rng, _D(2025, 5, 1), _D(2025, 8, 31))
            else:
                roll = rng.random()
                status = "dead" if roll < 0.13 else "combined" if roll < 0.18 else "alive"
                lost = None if status == "alive" else _day(rng, _D(2025, 5, 1), _D(2026, 6, 25))
                if status == "dead" and rng.random() < 0.5:  # winter losses are found at the spring check
                    lost = _day(rng, _D(2025, 8, 15), _D(2025, 9, 30))
            if queen and lost and queen > lost.year:
                queen = lost.year - 1
            hives.append((hive_no, site_no, queen, placed, status, lost))
            hive_no += 1
    seasons = ((2024, _D(2024, 3, 4), _D(2024, 4, 12), 0.12), (2025, _D(2024, 12, 9), _D(2025, 4, 11), 1.0),
               (2026, _D(2025, 12, 8), _D(2026, 4, 10), 1.0))
    for year, start, end, share in seasons:
        for s in sites:
            site_no, forage, active = s[0], s[4], s[7]
            if s[6] > start or rng.random() > share * 0.92 or (year == 2026 and not active):
                continue  # a poor season on some sites: nothing worth taking off
            n_hives = sum(1 for h in hives if h[1] == site_no)
            pulls = rng.choice((1, 2, 2, 3)) if share == 1.0 else 1
            days = sorted(_day(rng, start, end) for _ in range(pulls))
            for k, day in enumerate(days):
                if forage == "manuka":
                    honey = "manuka mono" if k == 0 and rng.random() < 0.7 else \
                        rng.choice(("manuka multi", "manuka multi", "kanuka", "bush"))
                elif forage == "mixed":
                    honey = rng.choice(("manuka multi", "kanuka", "bush", "clover"))
                else:
                    honey = "clover"
                supers = max(2, int(n_hives * rng.uniform(0.6, 1.8) / (1 + k * 0.4)))
                kg = round(supers * rng.uniform(14, 24), 1)
                mgo = None
                if honey.startswith("manuka") and (day < _D(2026, 3, 20) or rng.random() < 0.4):
                    mgo = rng.randint(180, 850) if honey == "manuka mono" else rng.randint(40, 160)
                harvests.append([day, site_no, supers, kg, honey, mgo, round(rng.uniform(16.5, 19.8), 1)])
    harvests.sort(key=lambda h: (h[0], h[1]))
    seq: dict = {}
    out_harvests = []
    for h in harvests:
        season = h[0].year if h[0].month < 7 else h[0].year + 1
        seq[season] = seq.get(season, 0) + 1
        out_harvests.append((f"{season % 100:02d}-{seq[season]:03d}", h[1], h[0]) + tuple(h[2:]))
    sale_rows = []
    for b in out_harvests:
        batch, pulled, kg, honey, mgo = b[0], b[2], b[4], b[5], b[6]
        if pulled > _D(2026, 4, 1) and rng.random() < 0.6:
            continue  # still in the shed
        if rng.random() < 0.06:
            continue
        left = kg
        for _ in range(rng.choice((1, 1, 2, 2, 3))):
            buyer, kind = rng.choices(NZ_BUYERS, weights=(5, 4, 4, 3, 3, 3, 2, 2))[0]
            if honey == "manuka mono" and mgo is None:
                break  # cannot sell manuka untested
            if honey == "manuka mono" and kind == "packer":
                buyer, kind = "Kaimai Manuka Exports Ltd", "exporter"
            part = round(min(left, 300.0 if kind != "market" else rng.choice((20.0, 30.0, 40.0)))
                         * (1.0 if kind == "market" else rng.uniform(0.4, 1.0)), 1)
            if part < 10:
                break
            left = round(left - part, 1)
            sold = pulled + rng.randint(14, 120) * _DAY
            if sold > TODAY:
                sold = _day(rng, min(pulled + 10 * _DAY, TODAY), TODAY)
            price = NZ_PRICE[honey] * (3.2 if kind == "market" else 1.0)
            if mgo and honey == "manuka mono":
                price += (mgo - 100) / 100 * 9.0
            price = round(price * rng.uniform(0.93, 1.07), 2)
            roll = rng.random()
            status = "rejected" if roll < 0.05 and kind != "market" else \
                "pending" if sold > TODAY - 21 * _DAY and kind != "market" else "delivered"
            paid = None
            if status == "delivered":
                paid = sold if kind == "market" else sold + rng.randint(10, 45) * _DAY
                paid = None if paid > TODAY else paid
            sale_rows.append([sold, batch, buyer, part, price, status, paid])
    sale_rows.sort(key=lambda r: (r[0], r[1], r[2]))
    out_sales = [(n + 1, r[1], r[0], r[2], r[3], r[4], r[5], r[6]) for n, r in enumerate(sale_rows)]
    return [
        "CREATE TABLE sites(site_no INTEGER, site_name VARCHAR, region VARCHAR, landowner VARCHAR, "
        "forage VARCHAR, rent_per_hive DOUBLE, signed DATE, active BOOLEAN)",
        "CREATE TABLE hives(hive_no INTEGER, site_no INTEGER, queen_year INTEGER, placed DATE, "
        "status VARCHAR, lost_on DATE)",
        "CREATE TABLE harvests(batch_no VARCHAR, site_no INTEGER, pulled DATE, supers INTEGER, kg DOUBLE, "
        "honey VARCHAR, mgo INTEGER, moisture_pct DOUBLE)",
        "CREATE TABLE sales(sale_no INTEGER, batch_no VARCHAR, sold DATE, buyer VARCHAR, kg DOUBLE, "
        "price_kg DOUBLE, status VARCHAR, paid DATE)",
        _insert("sites", sites), _insert("hives", hives), _insert("harvests", out_harvests),
        _insert("sales", out_sales),
    ]


SCHEMAS_W = {"ice_rink": ice_rink, "tattoo": tattoo, "apiary": apiary}
