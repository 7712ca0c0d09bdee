"""Three held-out workspaces for set Q, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Sunday 28 June 2026, the day of the export.

- campsite (a family campsite near Keswick in the Lake District, open mid-March to early November; pounds):
  declared PRIMARY KEY / REFERENCES on same-named integer keys: `bookings.guest_id` → `guests.guest_id`,
  `bookings.pitch_id` → `pitches.pitch_id`, `extras.booking_id` → `bookings.booking_id`; pitches named by
  `pitch_no` ("L07": field letter and number, in a `field`, of a `pitch_type`, `hookup` and `dogs_ok`
  BOOLEANs, `in_use` FALSE for the one closed for drainage), guests by `guest_name` (from a `home_region`,
  `email` sometimes NULL); `bookings.arrival` DATE and `nights`, `adults` / `children` / `dogs` head counts,
  `booked_via` the channel, `booked_at` TIMESTAMP, `status` 'confirmed' (still to come), 'departed',
  'no_show' (still paid) or 'cancelled' (`cancelled_at` set, NULL otherwise; nobody is on site today);
  `bookings.pitch_total_gbp` the pitch charge for the whole stay in pounds (kept on cancelled bookings as
  what was booked); extras sold on site as `extras.qty × unit_price_p`, in PENCE, `sold_at` a TIMESTAMP;
  the two shepherd huts and the pod opened in June 2026 and the closed pitch were never booked, and the
  guests who only asked for a brochure (and a few others) have no bookings.
- tutoring (a private tutoring agency in Toronto; Canadian dollars): no declared keys, tables keyed by `id`
  with `<thing>_id` foreign keys (`sessions.tutor_id`, `sessions.student_id`, `invoices.student_id`) and
  abbreviated columns (`tutor_nm`, `subj`, `hrly_rt`, `pay_rt`, `bkgd`, `start_dt`, `actv`, `stu_nm`, `gr`,
  `schl`, `area`, `enrol_dt`, `ref_src`, `start_ts`, `dur_min`, `sts`, `inv_no`, `period`, `issued_dt`,
  `amt_cents`, `paid_dt`, `pay_mthd`); a session's subject is its tutor's `subj`; a session's fee only as
  `sessions.dur_min / 60 × tutors.hrly_rt` (across the join), charged for `sts` 'DONE' and 'NS' (no-show)
  and not for 'CXL' (cancelled) or 'SCHD' (booked for July 2026); `tutors.pay_rt` is what the tutor is paid
  an hour; monthly invoices per student in `invoices.amt_cents` (CENTS, `period` a 'YYYY-MM' text for the
  month billed, May 2026 the last one), `paid_dt` and `pay_mthd` NULL while unpaid; `schl` NULL for
  home-schooled students, `ref_src` NULL when not known; the four tutors starting in June 2026 and two
  others have no sessions, one math tutor left at Christmas 2025 (`actv` 'N'), and the students who enrolled
  in June 2026 and some others never had a session.
- florist (a florist's shop in Utrecht with a webshop and its own delivery vans; euros): no declared keys,
  natural text codes named unlike their targets: `products.grower` → `suppliers.supplier_code`,
  `order_lines.ord` → `orders.order_no`, `order_lines.article` → `products.sku`, `deliveries.order_ref` →
  `orders.order_no`; products named by `prod_name` (of a `cat`), suppliers by `supplier_name` (in a
  `country`, of a `kind`); sales as `order_lines.qty × unit_eur` (the price charged: prices rose in January
  2026, `products.price_eur` is today's list price and `cost_ct` today's cost in CENTS); orders by
  `cust_name`, `channel`, `occasion` (NULL when not given), `fulfilment` 'delivery' or 'collect', `status`
  'completed', 'open' (for a day still to come) or 'cancelled' (`cancelled_at` set, NULL otherwise),
  `placed_at` TIMESTAMP and `for_date` DATE; one delivery row per order for delivery that was not cancelled,
  `fee_eur` the delivery charge (0 on orders of 75 euros or more), `result` 'DLV' delivered, 'NBR' left
  with a neighbour, 'FAIL' nobody home and brought back, 'PLAN' still to go (`delivered_at` set only for
  'DLV' and 'NBR'); the products of the autumn range launched in June 2026 and the bridal bouquet were
  never ordered, and seven growers on the supplier list (in Kenya, Colombia, Ecuador and Italy) supply none
  of the products.

Written blind for set Q (questions_q.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names

TODAY = datetime.date(2026, 6, 28)


def _at(rng: random.Random, start: datetime.date, end: datetime.date, hours=(8, 20)) -> datetime.datetime:
    day = _day(rng, start, end)
    return datetime.datetime(day.year, day.month, day.day, rng.randint(*hours), rng.randrange(60))


# ------------------------------------------------------------------------------------------------- campsite
PITCH_TYPES = {  # type -> (sleeps, nightly rate range in pounds, hook-up)
    "grass tent": (6, (18, 24), False), "electric grass": (6, (27, 32), True),
    "hardstanding": (6, (33, 38), True), "camping pod": (4, (52, 60), True),
    "bell tent": (5, (72, 85), True), "shepherd hut": (2, (95, 110), True),
}
PITCH_LAYOUT = (  # (field, letter, [(type, how many)])
    ("Lakeside", "L", (("hardstanding", 14), ("electric grass", 6))),
    ("Beck Side", "B", (("grass tent", 5), ("electric grass", 5))),
    ("Top Field", "T", (("grass tent", 18),)),
    ("Orchard", "O", (("camping pod", 6), ("bell tent", 4), ("shepherd hut", 3))),
)
GUEST_FIRST = ("Alfie", "Beth", "Callum", "Daisy", "Ethan", "Freya", "George", "Holly", "Isaac", "Jodie",
               "Kirsty", "Lewis", "Megan", "Nathan", "Olivia", "Phoebe", "Rhys", "Sophie", "Toby", "Zara")
GUEST_LAST = ("Armstrong", "Bell", "Carruthers", "Dixon", "Ellwood", "Fell", "Graham", "Hodgson",
              "Irving", "Jackson", "Lowther", "Metcalfe", "Nicholson", "Pattinson", "Robson", "Tyson")
REGIONS = ("North West", "North East", "Yorkshire", "Scotland", "Midlands", "South")
EXTRAS = (  # (item, pence, most per sale, pitch types it goes with or None)
    ("Firewood net", 750, 3, None), ("Kindling bag", 300, 2, None), ("Gas bottle swap", 2600, 1, None),
    ("Kayak hire", 3500, 2, None), ("E-bike hire", 4500, 2, None), ("Breakfast hamper", 1800, 2, None),
    ("Ice pack swap", 150, 4, None), ("Late checkout", 1500, 1, None),
    ("Hot tub session", 4000, 1, ("shepherd hut", "bell tent")),
)


def campsite() -> list[str]:
    rng = random.Random(7171)
    pitches = []
    for field, letter, kinds in PITCH_LAYOUT:
        number = 0
        for kind, count in kinds:
            sleeps, (low, high), hookup = PITCH_TYPES[kind]
            for _ in range(count):
                number += 1
                pitches.append([len(pitches) + 1, f"{letter}{number:02d}", field, kind, hookup, sleeps,
                                float(rng.randint(low, high)), kind in ("grass tent", "electric grass")
                                or rng.random() < 0.3, _day(rng, datetime.date(2012, 3, 1),
                                                            datetime.date(2024, 3, 1)), True])
    for p in pitches:
        if p[1] in ("O06", "O12", "O13"):  # a pod and two shepherd huts, opened in June 2026
            p[8] = _day(rng, datetime.date(2026, 6, 5), datetime.date(2026, 6, 20))
        if p[1] == "T18":  # closed for drainage work since 2024
            p[9] = False
    pitches = [tuple(p) for p in pitches]
    bookable = [p for p in pitches if p[9] and p[8] < datetime.date(2025, 1, 1)]
    pitch_weights = [{"grass tent": 3, "electric grass": 3, "hardstanding": 4, "camping pod": 4,
                      "bell tent": 3, "shepherd hut": 4}[p[3]] for p in bookable]
    names = _names(rng, GUEST_FIRST, GUEST_LAST, 250)
    guest_region = [rng.choices(REGIONS, weights=(9, 4, 5, 2, 3, 2))[0] for _ in names]
    keen = [rng.choice((1, 1, 1, 2, 4)) for _ in names]
    bookers = list(range(228))  # guests 229-250 only asked for a brochure
    first_timers = [g for g in bookers if rng.random() < 0.93]
    rng.shuffle(first_timers)
    busy: dict[int, list] = {}
    bookings = []
    while len(bookings) < 330:
        year = rng.choice((2025, 2025, 2026))
        season = ((datetime.date(2025, 3, 14), datetime.date(2025, 11, 1)) if year == 2025
                  else (datetime.date(2026, 3, 13), datetime.date(2026, 9, 26)))
        arrival = _day(rng, *season)
        if arrival.month not in (7, 8) and rng.random() < 0.35:
            continue  # the summer holidays fill up
        pitch = rng.choices(bookable, weights=pitch_weights)[0]
        nights = rng.choices(range(1, 8), weights=(3, 8, 6, 3, 2, 1, 3 if arrival.month in (7, 8) else 1))[0]
        leave = arrival + datetime.timedelta(days=nights)
        if any(arrival < b_leave and b_arrive < leave for b_arrive, b_leave in busy.get(pitch[0], ())):
            continue
        if first_timers:  # everyone on the list but the brochure requests has stayed or booked at least once
            guest = first_timers.pop()
        else:
            guest = rng.choices(bookers, weights=[keen[g] for g in bookers])[0]
        via = rng.choices(("website", "Pitchup", "phone", "walk-in"), weights=(10, 5, 3, 2))[0]
        if via == "walk-in" and arrival > TODAY:
            via = "website"
        lead = 0 if via == "walk-in" else rng.randint(1, 150)
        booked_day = min(max(arrival - datetime.timedelta(days=lead), datetime.date(2025, 1, 2)),
                         TODAY - datetime.timedelta(days=rng.randint(0, 5)))
        if via != "walk-in" and booked_day >= arrival:
            booked_day = arrival - datetime.timedelta(days=1)
        booked = datetime.datetime(booked_day.year, booked_day.month, booked_day.day, rng.randint(7, 22),
                                   rng.randrange(60))
        adults = rng.randint(1, min(4, pitch[5]))
        children = rng.choice((0, 0, 1, 2, 3)) if pitch[5] - adults > 0 else 0
        children = min(children, pitch[5] - adults)
        dogs = rng.choices((0, 1, 2), weights=(6, 3, 1))[0] if pitch[7] else 0
        uplift = 1.2 if arrival.month in (7, 8) else 1.0
        total = round(nights * pitch[6] * uplift + 3.0 * dogs * nights, 2)
        cancelled = None
        if rng.random() < 0.1 and via != "walk-in":
            status = "cancelled"
            span = max(1, int((min(datetime.datetime.combine(arrival, datetime.time(9)),
                                   datetime.datetime(2026, 6, 28, 12)) - booked).total_seconds() // 60))
            cancelled = booked + datetime.timedelta(minutes=rng.randint(1, span))
        elif arrival > TODAY:
            status = "confirmed"
        elif leave > TODAY:
            status = "arrived"
        else:
            status = "no_show" if rng.random() < 0.03 else "departed"
        if status != "cancelled":
            busy.setdefault(pitch[0], []).append((arrival, leave))
        bookings.append((booked, guest + 1, pitch[0], arrival, nights, adults, children, dogs, via, status,
                         cancelled, total))
    bookings.sort()
    bookings = [(250101 + n,) + b[1:3] + (b[0],) + b[3:] for n, b in enumerate(bookings)]
    first_booked = {}
    for b in bookings:
        first_booked.setdefault(b[1], b[3].date())
    guests = []
    for n, ((first, last), region) in enumerate(zip(names, guest_region)):
        if n + 1 in first_booked:
            since = first_booked[n + 1]
            if rng.random() < 0.35:
                since = _day(rng, datetime.date(2016, 4, 1), datetime.date(2024, 10, 31))
        else:
            since = _day(rng, datetime.date(2026, 1, 5), datetime.date(2026, 6, 26))
        email = None if rng.random() < 0.15 else f"{first}.{last}@example.co.uk".lower()
        guests.append((n + 1, f"{first} {last}", region, email, since, rng.random() < 0.55))
    by_pitch = {p[0]: p for p in pitches}
    extras = []
    for b in bookings:
        if b[10] not in ("departed", "arrived"):
            continue
        kind = by_pitch[b[2]][3]
        for _ in range(rng.choices((0, 1, 2, 3), weights=(5, 5, 3, 1))[0]):
            item, pence, most, only = rng.choice(EXTRAS)
            if only and kind not in only:
                continue
            last_day = min(b[4] + datetime.timedelta(days=b[5] - 1), TODAY)
            at = _at(rng, b[4], last_day, (8, 21))
            if item == "Late checkout":
                at = datetime.datetime.combine(b[4] + datetime.timedelta(days=b[5]), datetime.time(10, 30))
                if at.date() > TODAY:
                    continue
            extras.append((at, b[0], item, rng.randint(1, most), pence))
    extras.sort()
    extras = [(n + 1, e[1], e[2], e[3], e[4], e[0]) for n, e in enumerate(extras[:390])]
    return [
        "CREATE TABLE pitches(pitch_id INTEGER PRIMARY KEY, pitch_no VARCHAR, field VARCHAR, "
        "pitch_type VARCHAR, hookup BOOLEAN, sleeps INTEGER, nightly_rate_gbp DOUBLE, dogs_ok BOOLEAN, "
        "opened_on DATE, in_use BOOLEAN)",
        "CREATE TABLE guests(guest_id INTEGER PRIMARY KEY, guest_name VARCHAR, home_region VARCHAR, "
        "email VARCHAR, guest_since DATE, newsletter BOOLEAN)",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, guest_id INTEGER REFERENCES guests(guest_id), "
        "pitch_id INTEGER REFERENCES pitches(pitch_id), booked_at TIMESTAMP, arrival DATE, nights INTEGER, "
        "adults INTEGER, children INTEGER, dogs INTEGER, booked_via VARCHAR, status VARCHAR, "
        "cancelled_at TIMESTAMP, pitch_total_gbp DOUBLE)",
        "CREATE TABLE extras(extra_id INTEGER PRIMARY KEY, "
        "booking_id INTEGER REFERENCES bookings(booking_id), "
        "item VARCHAR, qty INTEGER, unit_price_p INTEGER, sold_at TIMESTAMP)",
        _insert("pitches", pitches), _insert("guests", guests), _insert("bookings", bookings),
        _insert("extras", extras),
    ]


# ------------------------------------------------------------------------------------------------- tutoring
TUTOR_FIRST = ("Aisha", "Daniel", "Mei", "Priya", "Marcus", "Sofia", "Kwame", "Hannah", "Arjun", "Chloe",
               "Omar", "Jasmine", "Liam", "Nadia", "Ethan", "Yuki")
TUTOR_LAST = ("Chen", "Singh", "Okafor", "Tremblay", "Nguyen", "Patel", "Gagnon", "Kim", "Rossi", "Ahmed",
              "Wong", "Campbell")
STUDENT_FIRST = ("Aiden", "Ava", "Bilal", "Chloe", "Dev", "Emma", "Felix", "Grace", "Hamza", "Isla",
                 "Jayden", "Kiara", "Lucas", "Maya", "Noah", "Olivia", "Rohan", "Sara", "Theo", "Zoe")
STUDENT_LAST = ("Anderson", "Bhatt", "Cohen", "Dubois", "Fernandes", "Ho", "Iqbal", "Jovanovic", "Kowalski",
                "Li", "MacDonald", "Novak", "Osei", "Park", "Reyes", "Sato")
SUBJECTS = {  # subject -> (tutors, rate range in dollars an hour)
    "Math": (10, (60, 85)), "Physics": (5, (65, 85)), "Chemistry": (5, (65, 85)),
    "English": (6, (55, 75)), "French": (5, (55, 70)), "Biology": (5, (60, 75)),
}
AREAS = ("The Annex", "Leslieville", "North York", "Etobicoke", "Scarborough", "Midtown")
SCHOOLS = {"The Annex": ("Harbord CI", "Central Tech"), "Leslieville": ("Riverdale CI", "Monarch Park CI"),
           "North York": ("Earl Haig SS", "Northern SS"), "Etobicoke": ("Etobicoke SA", "Richview CI"),
           "Scarborough": ("Agincourt CI", "Wexford CSA"), "Midtown": ("Northern SS", "Jarvis CI")}


def tutoring() -> list[str]:
    rng = random.Random(7272)
    tutor_names = _names(rng, TUTOR_FIRST, TUTOR_LAST, 36)
    tutors = []
    for subj, (count, (low, high)) in SUBJECTS.items():
        for _ in range(count):
            first, last = tutor_names[len(tutors)]
            bkgd = rng.choices(("university student", "grad student", "certified teacher"),
                               weights=(4, 3, 3))[0]
            rate = float(5 * rng.randint(low // 5, high // 5) + (10 if bkgd == "certified teacher" else 0))
            tutors.append([len(tutors) + 1, f"{first} {last}", subj, rate, round(rate * 0.6, 2), bkgd,
                           _day(rng, datetime.date(2019, 8, 1), datetime.date(2024, 12, 31)), "Y"])
    for t in rng.sample([t for t in tutors if t[2] in ("Math", "English", "Chemistry", "French")], 4):
        t[6] = _day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 22))  # new this month
    leaver = next(t for t in tutors if t[2] == "Math" and t[6].year < 2026)
    leaver[7] = "N"  # left at Christmas 2025
    tutors = [tuple(t) for t in tutors]
    students = []
    for n, (first, last) in enumerate(_names(rng, STUDENT_FIRST, STUDENT_LAST, 180)):
        area = rng.choices(AREAS, weights=(3, 3, 5, 3, 2, 4))[0]
        home = rng.random() < 0.06
        enrol = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 25)) if n >= 168
                 else _day(rng, datetime.date(2023, 9, 1), datetime.date(2026, 4, 30)))
        src = rng.choices(("referral", "Google", "school newsletter", "Instagram", None),
                          weights=(5, 4, 2, 2, 2))[0]
        school = None if home else rng.choice(SCHOOLS[area])
        students.append((n + 1, f"{first} {last}", rng.randint(4, 12), school, area, enrol, src))
    learners = [s for s in students[:168] if rng.random() < 0.88]
    sessions, taken = [], set()
    newcomers = learners[:]
    rng.shuffle(newcomers)
    while len(sessions) < 396:
        stu = newcomers[-1] if newcomers else rng.choice(learners)  # everyone has a first block of lessons
        subjects = (("Math", "English", "French") if stu[2] <= 8 else tuple(SUBJECTS))
        subj = rng.choices(subjects, weights=[{"Math": 6, "English": 3}.get(s, 2) for s in subjects])[0]
        start = _day(rng, max(stu[5], datetime.date(2025, 1, 6)), datetime.date(2026, 6, 20))
        if start.month in (7, 8) and rng.random() < 0.6:
            continue  # quiet summers
        options = [t for t in tutors if t[2] == subj and t[6] <= start < datetime.date(2026, 6, 1)
                   and (t[7] == "Y" or start < datetime.date(2025, 11, 15))]
        if not options:
            continue
        tutor = rng.choice(options)
        weekday = rng.choice((0, 1, 2, 3, 5, 6))
        start += datetime.timedelta(days=(weekday - start.weekday()) % 7)
        hour, minute = (rng.randint(9, 15) if weekday >= 5 else rng.randint(16, 20)), rng.choice((0, 0, 30))
        dur = rng.choices((45, 60, 90, 120), weights=(2, 8, 4, 1))[0]
        mode = rng.choices(("online", "in person"), weights=(4, 5))[0]
        for week in range(rng.choices(range(1, 8), weights=(4, 5, 4, 2, 1, 1, 1))[0]):
            day = start + datetime.timedelta(days=7 * week)
            if tutor[7] == "N" and day > datetime.date(2025, 12, 19):
                break
            ts = datetime.datetime(day.year, day.month, day.day, hour, minute)
            if (tutor[0], ts) in taken or (stu[0], ts) in taken or len(sessions) >= 396:
                continue
            taken.update({(tutor[0], ts), (stu[0], ts)})
            if day > TODAY:
                sts = "SCHD"
            else:
                sts = rng.choices(("DONE", "NS", "CXL"), weights=(17, 1, 2))[0]
            sessions.append((ts, tutor[0], stu[0], dur, mode, sts))
            if newcomers and newcomers[-1] == stu:
                newcomers.pop()
    sessions.sort()
    sessions = [(n + 1, s[1], s[2], s[0], s[3], s[4], s[5]) for n, s in enumerate(sessions)]
    rate = {t[0]: t[3] for t in tutors}
    owed: dict[tuple, float] = {}
    for s in sessions:
        if s[6] in ("DONE", "NS") and s[3].date() < datetime.date(2026, 6, 1):
            key = (s[2], f"{s[3]:%Y-%m}")
            owed[key] = owed.get(key, 0.0) + s[4] / 60 * rate[s[1]]
    invoices, per_year = [], {}
    for n, ((stu, period), amount) in enumerate(sorted(owed.items(), key=lambda kv: (kv[0][1], kv[0][0]))):
        year, month = int(period[:4]), int(period[5:])
        issued = datetime.date(year + month // 12, month % 12 + 1, 1)
        while issued.weekday() >= 5:
            issued += datetime.timedelta(days=1)
        paid, how = None, None
        if rng.random() < (0.55 if issued >= datetime.date(2026, 6, 1) else 0.93):
            paid = issued + datetime.timedelta(days=rng.choice((0, 1, 2, 3, 5, 8, 12, 20, 33)))
            if paid > TODAY:
                paid = None
            else:
                how = rng.choices(("e-Transfer", "credit card", "cheque"), weights=(6, 3, 1))[0]
        per_year[issued.year] = per_year.get(issued.year, 0) + 1
        invoices.append((n + 1, f"INV-{issued:%y}-{per_year[issued.year]:03d}", stu, period, issued,
                         round(amount * 100), paid, how))
    return [
        "CREATE TABLE tutors(id INTEGER, tutor_nm VARCHAR, subj VARCHAR, hrly_rt DOUBLE, pay_rt DOUBLE, "
        "bkgd VARCHAR, start_dt DATE, actv VARCHAR)",
        "CREATE TABLE students(id INTEGER, stu_nm VARCHAR, gr INTEGER, schl VARCHAR, area VARCHAR, "
        "enrol_dt DATE, ref_src VARCHAR)",
        "CREATE TABLE sessions(id INTEGER, tutor_id INTEGER, student_id INTEGER, start_ts TIMESTAMP, "
        "dur_min INTEGER, mode VARCHAR, sts VARCHAR)",
        "CREATE TABLE invoices(id INTEGER, inv_no VARCHAR, student_id INTEGER, period VARCHAR, "
        "issued_dt DATE, amt_cents INTEGER, paid_dt DATE, pay_mthd VARCHAR)",
        _insert("tutors", tutors), _insert("students", students), _insert("sessions", sessions),
        _insert("invoices", invoices),
    ]


# -------------------------------------------------------------------------------------------------- florist
SUPPLIERS = (  # (code, name, country, kind)
    ("FHA", "Royal FloraHolland Aalsmeer", "Netherlands", "auction"),
    ("FHN", "Royal FloraHolland Naaldwijk", "Netherlands", "auction"),
    ("HOEF", "Kwekerij De Hoef", "Netherlands", "grower"),
    ("VDBT", "Van den Berg Tulpen", "Netherlands", "grower"),
    ("TZGT", "Plantenkwekerij Tuinzigt", "Netherlands", "grower"),
    ("GRPT", "Greenpoint Wholesale", "Netherlands", "wholesaler"),
    ("BGU", "Bloemengroothandel Utrecht", "Netherlands", "wholesaler"),
    ("OASN", "Oasis Floral Benelux", "Netherlands", "sundries"),
    ("KRTF", "De Kaartenfabriek", "Netherlands", "sundries"),
    ("LEON", "Leonidas Gent", "Belgium", "sundries"),
    ("BAZ", "Azalea Kwekerij Destelbergen", "Belgium", "grower"),
    ("NVR", "Naivasha Rose Farm", "Kenya", "grower"), ("SBTI", "Subati Flowers", "Kenya", "grower"),
    ("OLIJ", "Oljogi Spray Roses", "Kenya", "grower"), ("BOGF", "Flores de la Sabana", "Colombia", "grower"),
    ("MDLN", "Medellin Blooms", "Colombia", "grower"), ("QTOR", "Rosas del Cotopaxi", "Ecuador", "grower"),
    ("ECGY", "Hilsea Ecuador Gypsophila", "Ecuador", "grower"),
    ("SANR", "Ranuncoli di Sanremo", "Italy", "grower"),
    ("TOSC", "Vivai Toscani", "Italy", "grower"), ("WSTL", "Westland Chrysanten", "Netherlands", "grower"),
    ("LISI", "Lisianthus Kwekerij Maasland", "Netherlands", "grower"),
    ("HOLL", "Hollandse Hortensia", "Netherlands", "grower"),
    ("DRYF", "Droogbloemen Atelier", "Netherlands", "wholesaler"),
    ("BALN", "Ballonnen Direct", "Netherlands", "sundries"),
    ("NAIV", "Lake Naivasha Growers", "Kenya", "grower"), ("THKA", "Thika Summer Flowers", "Kenya", "grower"),
    ("CALA", "Cala Lilies Colombia", "Colombia", "grower"), ("PICH", "Pichincha Roses", "Ecuador", "grower"),
    ("LIGU", "Fiori della Liguria", "Italy", "grower"), ("BRGK", "Brugse Kaarsen", "Belgium", "sundries"),
    ("KPLT", "Kamerplanten Kwekerij Kleijn", "Netherlands", "grower"),
    ("ZWAN", "Zwanenburg Orchideeën", "Netherlands", "grower"),
)
PRODUCTS = (  # (name, category, price in euros today, supplier code)
    ("Dozen Red Roses", "bouquet", 49.95, "NVR"), ("Pastel Tulip Bunch", "bouquet", 24.95, "VDBT"),
    ("Florist's Choice Small", "bouquet", 29.95, "FHA"), ("Florist's Choice Medium", "bouquet", 39.95, "FHA"),
    ("Florist's Choice Large", "bouquet", 54.95, "FHA"), ("Sunflower Sunshine", "bouquet", 32.50, "FHN"),
    ("Peony Blush", "bouquet", 54.00, "HOEF"), ("Wildflower Meadow", "bouquet", 34.50, "GRPT"),
    ("Ranunculus Dream", "bouquet", 42.00, "SANR"), ("Lisianthus & Eucalyptus", "bouquet", 38.50, "LISI"),
    ("Chrysant Mix", "bouquet", 22.50, "WSTL"), ("White Lily Elegance", "bouquet", 44.95, "FHN"),
    ("Spray Rose Garden", "bouquet", 36.00, "OLIJ"), ("Dried Flower Bouquet", "bouquet", 39.00, "DRYF"),
    ("Hydrangea Cloud", "bouquet", 46.00, "HOLL"), ("Long-stem Roses 20", "bouquet", 79.95, "QTOR"),
    ("Hatbox Roses", "arrangement", 69.00, "BOGF"), ("Table Centrepiece", "arrangement", 58.00, "BGU"),
    ("Letterbox Flowers", "arrangement", 27.95, "SBTI"), ("Basket Arrangement", "arrangement", 62.50, "GRPT"),
    ("Orchid Arrangement", "arrangement", 74.00, "ZWAN"),
    ("Phalaenopsis Orchid", "plant", 29.95, "ZWAN"), ("Monstera", "plant", 34.95, "KPLT"),
    ("Peace Lily", "plant", 24.95, "KPLT"), ("Olive Tree", "plant", 59.00, "TOSC"),
    ("Azalea in Pot", "plant", 19.95, "BAZ"), ("Herb Trio", "plant", 17.50, "TZGT"),
    ("Bridal Bouquet", "wedding", 165.00, "HOEF"), ("Bridesmaid Posy", "wedding", 55.00, "HOEF"),
    ("Buttonhole", "wedding", 12.50, "BGU"), ("Flower Crown", "wedding", 45.00, "SANR"),
    ("Funeral Wreath", "sympathy", 125.00, "BGU"), ("Casket Spray", "sympathy", 195.00, "FHA"),
    ("White Sympathy Bouquet", "sympathy", 59.00, "FHN"), ("Heart Tribute", "sympathy", 149.00, "BGU"),
    ("Glass Vase", "extra", 14.95, "OASN"), ("Greeting Card", "extra", 3.50, "KRTF"),
    ("Chocolates 250g", "extra", 16.95, "LEON"), ("Foil Balloon", "extra", 6.95, "BALN"),
    ("Scented Candle", "extra", 19.50, "BRGK"),
    # the autumn range, launched in June 2026 and not yet ordered
    ("Autumn Dahlia Bunch", "bouquet", 36.50, "HOEF"), ("Harvest Wreath", "arrangement", 64.00, "DRYF"),
    ("Heather Trio", "plant", 21.50, "TZGT"), ("Copper Chrysant Bouquet", "bouquet", 31.50, "WSTL"),
)
DUTCH_FIRST = ("Anouk", "Bas", "Daan", "Eva", "Femke", "Jeroen", "Lieke", "Maarten", "Noor", "Pieter",
               "Roos", "Sanne", "Thijs", "Wouter", "Yara", "Joost", "Mila", "Sem")
DUTCH_LAST = ("de Vries", "Jansen", "Bakker", "Visser", "Smit", "Mulder", "de Boer", "Bos", "Vos", "Peters",
              "Hendriks", "van Dijk", "Dekker", "Brouwer")
BUSINESSES = ("Hotel Karel V", "Stadsschouwburg Utrecht", "Restaurant Goesting", "Advocatenkantoor Ravel",
              "Tandartspraktijk Oog in Al", "Uitvaartzorg Domstad")
TOWNS = {"Utrecht": 6.95, "Zeist": 9.95, "Nieuwegein": 8.95, "Houten": 8.95, "De Bilt": 8.95,
         "Maarssen": 9.95}
DRIVERS = ("Bram", "Sanne", "Youssef", "Lotte")
OCCASIONS = ("birthday", "anniversary", "sympathy", "get well", "thank you", "Valentine", "Mother's Day",
             "wedding", "new baby")


def _occasion_day(rng: random.Random) -> tuple[datetime.date, str | None]:
    roll = rng.random()
    if roll < 0.1:
        day = rng.choice((datetime.date(2025, 2, 14), datetime.date(2026, 2, 14)))
        return day - datetime.timedelta(days=rng.choice((0, 0, 0, 1))), "Valentine"
    if roll < 0.18:
        day = rng.choice((datetime.date(2025, 5, 10), datetime.date(2026, 5, 9)))
        return day + datetime.timedelta(days=rng.choice((0, 0, 1))), "Mother's Day"
    day = _day(rng, datetime.date(2025, 1, 3), datetime.date(2026, 7, 4))
    occasion = rng.choices(OCCASIONS + (None,), weights=(10, 4, 4, 3, 4, 0, 0, 1, 2, 16))[0]
    return day, occasion


def florist() -> list[str]:
    rng = random.Random(7373)
    suppliers = [(code, name, country, kind, rng.randint(1, 10) if country in ("Netherlands", "Belgium")
                  else rng.randint(4, 9), None if rng.random() < 0.2 else f"orders@{code.lower()}.example",
                  _day(rng, datetime.date(2014, 1, 1), datetime.date(2025, 6, 30)))
                 for code, name, country, kind in SUPPLIERS]
    products = []
    for n, (name, cat, price, grower) in enumerate(PRODUCTS):
        new = n >= len(PRODUCTS) - 4
        launched = (_day(rng, datetime.date(2026, 6, 8), datetime.date(2026, 6, 24)) if new
                    else _day(rng, datetime.date(2016, 2, 1), datetime.date(2024, 11, 30)))
        cost = round(price * 100 * (rng.uniform(0.3, 0.45) if cat != "extra" else rng.uniform(0.45, 0.6)))
        products.append((f"{cat[:3].upper()}-{101 + n}", name, cat, price, cost, grower, launched))
    live = products[:-4]
    by_cat: dict[str, list] = {}
    for p in live:
        by_cat.setdefault(p[2], []).append(p)
    regulars = [f"{f} {l}" for f, l in _names(rng, DUTCH_FIRST, DUTCH_LAST, 150)]
    keen = [rng.choice((1, 1, 1, 1, 2, 3)) for _ in regulars]
    orders, lines = [], []
    while len(orders) < 270:
        for_day, occasion = _occasion_day(rng)
        business = rng.random() < 0.12
        if business:
            cust = rng.choice(BUSINESSES)
            occasion = "sympathy" if cust == "Uitvaartzorg Domstad" else None
        else:
            cust = rng.choices(regulars, weights=keen)[0]
        channel = rng.choices(("webshop", "phone", "in shop", "Instagram"), weights=(9, 3, 4, 2))[0]
        lead = 0 if channel == "in shop" and rng.random() < 0.6 else rng.randint(1, 9 if occasion != "wedding"
                                                                                   else 60)
        placed_day = min(for_day - datetime.timedelta(days=lead), TODAY)
        placed_day = max(placed_day, datetime.date(2025, 1, 2))
        hour = rng.randint(9, 17) if channel in ("in shop", "phone") else rng.randint(6, 23)
        placed = datetime.datetime(placed_day.year, placed_day.month, placed_day.day, hour, rng.randrange(60))
        fulfil = "collect" if channel == "in shop" and rng.random() < 0.6 else rng.choices(
            ("delivery", "collect"), weights=(7, 3))[0]
        cancelled = None
        if rng.random() < 0.06 and lead > 0:
            status = "cancelled"
            cancelled = placed + datetime.timedelta(hours=rng.randint(1, max(1, 24 * lead - 12)))
            cancelled = min(cancelled, datetime.datetime(2026, 6, 28, 11))
        elif for_day > TODAY:
            status = "open"
        else:
            status = "completed"
        cat = {"sympathy": "sympathy", "wedding": "wedding"}.get(occasion)
        if cat is None:
            cat = "arrangement" if business and rng.random() < 0.6 else rng.choices(
                ("bouquet", "arrangement", "plant"), weights=(12, 4, 3))[0]
        if occasion == "Valentine":
            main = rng.choice([p for p in live if "Rose" in p[1]])
        elif occasion == "Mother's Day":
            main = rng.choice([p for p in live if p[2] == "bouquet"])
        else:
            main = rng.choice(by_cat[cat])
        picks = [(main, rng.randint(4, 8) if main[1] == "Buttonhole" else 2 if cat == "wedding"
                  and main[1] == "Bridesmaid Posy" else 3 if business and rng.random() < 0.3 else 1)]
        if rng.random() < 0.3 and cat not in ("sympathy", "wedding"):
            picks.append((rng.choice(by_cat["extra"]), 1))
        basket = []
        for product, qty in picks:
            price = product[3]
            if placed_day < datetime.date(2026, 1, 1) and product[2] != "extra":
                price = round(price - (2.0 if price < 40 else 3.0 if price < 100 else 10.0), 2)
            basket.append((product[0], qty, price))
        orders.append((placed, cust, channel, occasion, fulfil, for_day, status, cancelled, basket))
    orders.sort(key=lambda o: o[0])
    numbered, per_year = [], {}
    for o in orders:  # numbered afresh each year
        per_year[o[0].year] = per_year.get(o[0].year, 0) + 1
        order_no = f"OR{o[0]:%y}{per_year[o[0].year]:04d}"
        numbered.append((order_no,) + o[:8] + (sum(q * u for _, q, u in o[8]),))
        lines.extend((order_no, sku, qty, unit) for sku, qty, unit in o[8])
    orders = numbered
    deliveries = []
    for o in orders:
        if o[5] != "delivery" or o[7] == "cancelled":
            continue
        town = rng.choices(tuple(TOWNS), weights=(12, 2, 2, 2, 2, 1))[0]
        fee = 0.0 if o[9] >= 75 else TOWNS[town]
        slot = rng.choices(("morning", "afternoon", "evening"), weights=(4, 5, 2))[0]
        if o[6] > TODAY:
            result, at = "PLAN", None
        else:
            result = rng.choices(("DLV", "NBR", "FAIL"), weights=(20, 3, 1))[0]
            hour = {"morning": (9, 11), "afternoon": (12, 16), "evening": (17, 20)}[slot]
            at = (None if result == "FAIL" else
                  datetime.datetime(o[6].year, o[6].month, o[6].day, rng.randint(*hour), rng.randrange(60)))
        driver = rng.choices(DRIVERS, weights=(5, 4, 4, 2))[0]
        deliveries.append((o[0], town, driver, slot, fee, result, at))
    deliveries = [(3001 + n,) + d for n, d in enumerate(deliveries)]
    lines = [(n + 1,) + line for n, line in enumerate(lines)]
    orders = [o[:9] for o in orders]  # the basket total stays off the export
    return [
        "CREATE TABLE suppliers(supplier_code VARCHAR, supplier_name VARCHAR, country VARCHAR, kind VARCHAR, "
        "lead_days INTEGER, email VARCHAR, since DATE)",
        "CREATE TABLE products(sku VARCHAR, prod_name VARCHAR, cat VARCHAR, price_eur DOUBLE, "
        "cost_ct INTEGER, grower VARCHAR, launched DATE)",
        "CREATE TABLE orders(order_no VARCHAR, placed_at TIMESTAMP, cust_name VARCHAR, channel VARCHAR, "
        "occasion VARCHAR, fulfilment VARCHAR, for_date DATE, status VARCHAR, cancelled_at TIMESTAMP)",
        "CREATE TABLE order_lines(line_id INTEGER, ord VARCHAR, article VARCHAR, qty INTEGER, "
        "unit_eur DOUBLE)",
        "CREATE TABLE deliveries(drop_id INTEGER, order_ref VARCHAR, town VARCHAR, driver VARCHAR, "
        "slot VARCHAR, fee_eur DOUBLE, result VARCHAR, delivered_at TIMESTAMP)",
        _insert("suppliers", suppliers), _insert("products", products), _insert("orders", orders),
        _insert("order_lines", lines), _insert("deliveries", deliveries),
    ]


SCHEMAS_Q = {"campsite": campsite, "tutoring": tutoring, "florist": florist}
