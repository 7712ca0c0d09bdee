"""Three held-out workspaces for set X, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Saturday 31 October 2026, the day of the export.

- dive_centre (a small scuba diving centre in Chalok Baan Kao on Koh Tao, Thailand, with its own day boat and
  a speedboat for Sail Rock; Thai baht; DATE and TIMESTAMP columns): declared PRIMARY KEY / REFERENCES, mostly
  on same-named `_id` keys, `bookings.trip_id` → `trips.trip_id`, `bookings.diver_id` and `courses.diver_id` →
  `divers.diver_id`, and two named unlike their target, `trips.guide_id` and `courses.instructor_id` →
  `staff.staff_id`; staff by `name`, `role` 'course director' (the owner, who teaches the Divemaster course
  and never guides a trip), 'instructor' or 'divemaster', `languages` ('DE, EN'), `commission_pct` the
  instructor's share of the price of a course they teach (NULL on the others), `trip_fee_thb` what we pay the
  guide of a trip that ran (NULL on the owner), `started` and `left_on` DATE (NULL while with us; three joined
  in October 2026); divers by `full_name`, `nationality` an ISO code ('DE', 'GB', 'US', 'FR', 'NL', 'AU',
  'CN', 'IT', 'ES', 'SE', 'IL', 'TH'), `cert_level` the certification they arrived with ('none', 'Open Water',
  'Advanced', 'Rescue', 'Divemaster'), `logged_dives` NULL when unknown (and for beginners), `email` and
  `hotel` sometimes NULL, `registered` DATE (before they arrive when they booked online; the last six in the
  last week of October 2026, two with nothing booked); one `trips` row one boat trip that somebody booked,
  `departs` TIMESTAMP (a day trip Tuesday, Thursday and Sunday, a night dive on Wednesday, Sail Rock on
  Saturday), `site` the (first) dive site, `boat` 'Chalok Star' or 'Mae Haad Express' (Sail Rock), `dives` 1
  (night), 2 or 3 (Sail Rock), `guide_id`, `status` 'ran', 'cancelled' (`cancel_reason` 'weather', mostly in
  the monsoon from October to December) or 'scheduled' (after the export); one `bookings` row one diver on one
  trip, `booked_on` DATE, `price_thb` (1,000 baht a dive, a night dive 1,500, Sail Rock 4,200; 1,100, 1,600
  and 4,500 from 1 November 2025; 300 a dive more on nitrox), `gear_thb` the rental of a full kit (300 a trip,
  200 a night dive; NULL with their own gear), `nitrox` BOOLEAN, `status` 'dived', 'cancelled' (all of a
  cancelled trip's, and some the diver called off), 'no-show' or 'booked' (after the export); the price is
  kept on every row but earned only on 'dived'; one `courses` row one diver on one course ('Discover Scuba' (a
  try dive, no certification), 'Open Water', 'Advanced Open Water', 'Rescue Diver', 'Emergency First
  Response', 'Enriched Air Nitrox', 'Divemaster'), `instructor_id` (NULL on courses not started yet),
  `start_date`, `price_thb` (higher from 1 November 2025), `status` 'completed', 'dropped' (did not finish,
  not refunded), 'in progress' or 'booked' (after the export), `certified_on` DATE (NULL unless completed, and
  on Discover Scuba), `booked_on`; a few divers came in the autumn of 2024, many beginners did a course and no
  fun dive, some came back for a second holiday, and some staff never guided a trip or never taught a course.
- compounding (a compounding pharmacy, a "farmácia de manipulação", in Curitiba, Paraná, Brazil, making up
  prescriptions from doctors, dentists, nutritionists and vets; Brazilian reais; Portuguese status words): no
  declared keys, natural text codes named unlike their targets: `orders.rx_by` → `prescribers.reg` (the
  council registration, 'CRM-PR 28841' a doctor, 'CRMV-PR' a vet, 'CRO-PR' a dentist, 'CRN-8' a nutritionist;
  NULL on formulas sold without a prescription), `orders.cliente` → `customers.cust_cd` ('CL10240'),
  `lots.order_no` → `orders.order_no` ('OS26-0172', the year and a number); prescribers by `prescriber` ('Dra.
  Ana Silva'), `specialty` ('dermatology', 'endocrinology', 'gynaecology', 'psychiatry', 'paediatrics',
  'orthopaedics', 'veterinary', 'dentistry', 'nutrition'), `city`, `rep` the sales rep who visits them
  ('Camila' or 'Rodrigo', NULL when nobody does; four were first visited in October 2026 and have sent nothing
  yet); customers by `name`, `bairro` (the neighbourhood) and `city` (Curitiba and towns around it),
  `birth_yr` and `whatsapp` sometimes NULL, `since` as 'DD/MM/YYYY' text; one `orders` row one formula quoted
  to a customer, `rcvd` the day the prescription came in ('DD/MM/YYYY' text), `formula` the product as on its
  label ('Minoxidil 5% loção capilar', '... (pet)' for animals), `form` ('capsules', 'cream', 'gel',
  'solution', 'oral suspension', 'sachets', 'shampoo'), `units`, `price_brl` the price quoted (about 7% more
  from 1 March 2026), `disc_brl` the 5% off for paying by pix (NULL otherwise), `delivery` 'balcão' (collected
  at the counter), 'motoboy' (a courier in town) or 'correios' (post), `fee_brl` the delivery charge on top
  (NULL at the counter and on orders never made), `status` 'orçamento' (quoted, no answer yet), 'recusado'
  (the customer turned the quote down), 'cancelado' (accepted, then called off before it was made), 'produção'
  (being made; none at the export), 'pronto' (ready, not collected; three of them for months) or 'entregue'
  (handed over, `handed_over` 'DD/MM/YYYY' text, `pay` 'pix', 'cartão' or 'dinheiro', both NULL otherwise),
  `pet_name` the animal's name on a vet's prescription; so sales are `price_brl - coalesce(disc_brl, 0)` over
  'entregue' orders; one `lots` row one preparation of an order (`lot` 'L260312-03'), `pharmacist`, `made_on`
  DATE, `qc` 'aprovado' or 'reprovado' (failed the quality check and made again the next day, under a new
  lot), `bud` DATE the beyond-use date, `cost_brl` the raw materials and packaging; a few orders date from
  late 2024, and many customers only ever had a quote.
- vintage (a vintage and consignment clothing shop in Koenji, Tokyo, with a webshop and a stall at weekend
  pop-up markets; yen, tax included, integers; closed on Wednesdays): no declared keys, tables keyed by `id`
  with `<thing>_id` foreign keys (`items.consignor_id`, `sales.item_id`, `payouts.consignor_id`) and
  abbreviated columns (`nm`, `kind`, `split_pct`, `pref`, `join_dt`, `ig`, `pay_mth`, `sku`, `src`, `cat`,
  `sz`, `cond`, `in_dt`, `tag_jpy`, `cost_jpy`, `sts`, `sold_at`, `ch`, `px_jpy`, `pay`, `ret`, `pd_dt`,
  `amt_jpy`, `mth`); consignors by `nm` (people family name first, 'Sato Haruka', or dealers and pickers),
  `kind` 'IND' (a private person) or 'DLR' (a dealer), `split_pct` the consignor's share of the sale price (50
  or 55 for people, 60 or 65 for dealers), `pref` their prefecture, `join_dt` DATE, `ig` sometimes NULL,
  `pay_mth` 'BANK' or 'CASH'; one `items` row one garment or accessory taken in on `in_dt` DATE, `sku`
  ('JK2503-017'), `consignor_id` (NULL on our own stock), `src` 'CON' (consigned) or 'OWN' (bought in at
  auction or out of bales, `cost_jpy` what we paid, NULL on consigned items), `cat` ('jacket', 'coat',
  'denim', 'shirt', 'knit', 'tee', 'dress', 'bag', 'shoes'), `brand` NULL when unbranded, `decade` ('60s' to
  '00s'), `sz`, `cond` 'A', 'B' or 'C', `tag_jpy` the price on the tag, `sts` 'SOLD', 'RACK' (for sale) or
  'RTN' (consigned, unsold after 90 days and given back); one `sales` row one sale of one item, `sold_at`
  TIMESTAMP, `ch` 'SHOP', 'WEB' or 'EVT' (a pop-up market), `px_jpy` the price paid (the tag, 20% off after 45
  days on the rail and 40% after 75, sometimes haggled down at a market), `pay` 'CASH', 'CARD', 'PAYPAY' or
  'IC' (a transit card), `ret` 'Y' when the buyer brought it back for a refund (the item went back on the rail
  and some sold again), 'N' otherwise; so takings are `px_jpy` over sales with `ret` 'N'; one `payouts` row
  one monthly payment to a consignor on the 10th (or the next weekday) of their share, `px_jpy × split_pct /
  100` rounded down on each sale, of the previous month's sales kept, `amt_jpy`, `mth`; October 2026's sales
  are not paid out yet, a few items came in in the autumn of 2024, and two consignors who joined in October
  2026 have brought nothing in yet.

Written blind for set X (questions_x.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random
import unicodedata

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert

TODAY = datetime.date(2026, 10, 31)
_D = datetime.date
_DAY = datetime.timedelta(days=1)


def _ascii(text: str) -> str:
    text = text.replace("ø", "o").replace("ß", "ss")
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


# ---------------------------------------------------------------------------------------------- dive_centre
TH_PEOPLE = {  # nationality: (first names, surnames, weight)
    "DE": (("Lukas", "Anna", "Jonas", "Lena", "Felix", "Sarah", "Moritz"),
           ("Müller", "Schneider", "Becker", "Wagner", "Hoffmann", "Krause"), 14),
    "GB": (("Tom", "Emily", "James", "Sophie", "Harry", "Lucy", "Callum"),
           ("Clarke", "Hughes", "Walsh", "Turner", "Bennett", "Price"), 14),
    "FR": (("Lucas", "Chloé", "Hugo", "Léa", "Louis", "Camille"),
           ("Martin", "Bernard", "Lefèvre", "Girard", "Roux"), 10),
    "NL": (("Daan", "Sanne", "Thijs", "Fleur", "Bram"),
           ("de Vries", "Jansen", "Bakker", "Visser", "Smit"), 8),
    "SE": (("Erik", "Maja", "Oskar", "Elsa"), ("Lindberg", "Nyström", "Holm", "Sjöberg"), 5),
    "IL": (("Noa", "Yael", "Itay", "Omer"), ("Cohen", "Levi", "Mizrahi", "Peretz"), 6),
    "CN": (("Wei", "Mei", "Jun", "Xin"), ("Wang", "Li", "Zhang", "Chen"), 7),
    "US": (("Ryan", "Ashley", "Tyler", "Megan", "Kyle"), ("Johnson", "Miller", "Davis", "Garcia", "Reed"), 9),
    "AU": (("Jack", "Isla", "Mitch", "Chloe"), ("Nguyen", "Taylor", "Murphy", "Kelly"), 7),
    "IT": (("Marco", "Giulia", "Luca", "Chiara"), ("Rossi", "Bianchi", "Ferrari", "Esposito"), 6),
    "ES": (("Pablo", "Lucía", "Javier", "Marta"), ("García", "López", "Martínez", "Sánchez"), 6),
    "TH": (("Ploy", "Nattapong", "Kanya", "Arthit"), ("Srisuk", "Wongsa", "Chaiyaporn", "Boonmee"), 4),
}
TH_HOTELS = ("Chalok Bay Resort", "Freedom Beach Bungalows", "Koh Tao Cabana", "Sairee Hut Resort",
             "Taatoh Seaview", "Jamahkiri Resort", "Ban's Diving Resort", "Viewpoint Resort")
TH_STAFF = (  # (name, role, languages, commission %, trip fee THB, started, left)
    ("Pim Suwannarat", "course director", "TH, EN", None, None, _D(2016, 3, 1), None),
    ("Dave Mitchell", "instructor", "EN", 30, 900, _D(2019, 11, 1), None),
    ("Katrin Vogel", "instructor", "DE, EN", 30, 900, _D(2021, 2, 1), None),
    ("Julien Moreau", "instructor", "FR, EN", 30, 900, _D(2022, 6, 15), _D(2025, 9, 30)),
    ("Sanne Kuipers", "instructor", "NL, EN, DE", 30, 900, _D(2023, 1, 10), None),
    ("Tomás Herrera", "instructor", "ES, EN", 28, 900, _D(2023, 7, 1), _D(2025, 4, 30)),
    ("Li Na Zhou", "instructor", "ZH, EN", 30, 900, _D(2024, 2, 1), None),
    ("Ben Carter", "instructor", "EN", 25, 900, _D(2024, 8, 1), _D(2025, 12, 31)),
    ("Alessia Conti", "instructor", "IT, EN", 28, 900, _D(2024, 10, 1), None),
    ("Omri Shapira", "instructor", "HE, EN", 28, 900, _D(2025, 1, 15), None),
    ("Freya Lindqvist", "instructor", "SV, EN", 25, 900, _D(2025, 5, 1), _D(2026, 4, 30)),
    ("Sam O'Connell", "instructor", "EN", 25, 900, _D(2025, 10, 15), None),
    ("Mathilde Roy", "instructor", "FR, EN", 25, 900, _D(2026, 2, 1), None),
    ("Chen Yu", "instructor", "ZH, EN", 25, 900, _D(2026, 6, 1), None),
    ("Jonas Weber", "instructor", "DE, EN", 25, 900, _D(2026, 10, 12), None),
    ("Tanawat Kaewmanee", "divemaster", "TH, EN", None, 700, _D(2018, 5, 1), None),
    ("Nok Rattanakul", "divemaster", "TH, EN", None, 700, _D(2020, 1, 15), None),
    ("Liam Foster", "divemaster", "EN", None, 700, _D(2023, 12, 1), _D(2025, 3, 31)),
    ("Eva Novak", "divemaster", "CS, EN", None, 700, _D(2024, 1, 20), _D(2025, 6, 30)),
    ("Marcus Hale", "divemaster", "EN", None, 700, _D(2024, 3, 1), None),
    ("Inès Dubois", "divemaster", "FR, EN", None, 700, _D(2024, 9, 1), _D(2025, 8, 31)),
    ("Kai Schmitt", "divemaster", "DE, EN", None, 700, _D(2025, 2, 1), _D(2025, 10, 31)),
    ("Ruby Sinclair", "divemaster", "EN", None, 700, _D(2025, 4, 1), None),
    ("Yuval Ben-David", "divemaster", "HE, EN", None, 700, _D(2025, 6, 15), _D(2026, 1, 31)),
    ("Pablo Iglesias", "divemaster", "ES, EN", None, 700, _D(2025, 9, 1), None),
    ("Hanna Berg", "divemaster", "SV, EN", None, 700, _D(2025, 11, 1), _D(2026, 5, 31)),
    ("Arun Pattana", "divemaster", "TH, EN", None, 700, _D(2026, 1, 5), None),
    ("Zoe Whitaker", "divemaster", "EN", None, 700, _D(2026, 3, 1), None),
    ("Luca Marino", "divemaster", "IT, EN", None, 700, _D(2026, 5, 15), None),
    ("Elif Yilmaz", "divemaster", "TR, EN", None, 700, _D(2026, 7, 1), None),
    ("Noah Brandt", "divemaster", "DE, EN", None, 700, _D(2026, 10, 20), None),
    ("Ploy Saengthong", "divemaster", "TH, EN", None, 700, _D(2026, 10, 26), None),
)
TH_SITES = ("Chumphon Pinnacle", "Southwest Pinnacle", "Twins", "Japanese Gardens", "White Rock",
            "Green Rock", "Shark Island", "HTMS Sattakut", "Aow Leuk")
TH_NIGHT_SITES = ("Twins", "Japanese Gardens", "White Rock", "Aow Leuk")
TH_SLOTS = {1: ("day", 8, 2), 2: ("night", 18, 1), 3: ("day", 8, 2), 5: ("sail rock", 7, 3),
            6: ("day", 12, 2)}  # weekday -> (kind, hour, dives)
TH_COURSES = {  # course: (price, price from 1 November 2025, days)
    "Discover Scuba": (2500, 2800, 1), "Open Water": (11000, 11500, 4),
    "Advanced Open Water": (9500, 10000, 2),
    "Rescue Diver": (9500, 10000, 3), "Emergency First Response": (3500, 3500, 1),
    "Enriched Air Nitrox": (5000, 5500, 1), "Divemaster": (38000, 40000, 35),
}
TH_MONSOON = {10: 0.18, 11: 0.35, 12: 0.22, 1: 0.05}


def _th_trip_price(kind: str, dives: int, day: datetime.date) -> int:
    new = day >= _D(2025, 11, 1)
    if kind == "sail rock":
        return 4500 if new else 4200
    if kind == "night":
        return 1600 if new else 1500
    return dives * (1100 if new else 1000)


def dive_centre() -> list[str]:
    rng = random.Random(8181)
    staff = [(n + 1,) + s for n, s in enumerate(TH_STAFF)]
    nats = list(TH_PEOPLE)
    used: set = set()
    divers = []
    n_divers = 214
    for n in range(n_divers):
        while True:
            nat = rng.choices(nats, weights=[TH_PEOPLE[k][2] for k in nats])[0]
            firsts, lasts, _ = TH_PEOPLE[nat]
            name = f"{rng.choice(firsts)} {rng.choice(lasts)}"
            if name not in used:
                used.add(name)
                break
        if n >= n_divers - 6:  # registered in the last week of October 2026, some coming in November
            arrive = _day(rng, _D(2026, 10, 24), _D(2026, 11, 9))
        elif n < 6:
            arrive = _day(rng, _D(2024, 10, 1), _D(2024, 12, 20))
        else:
            while True:
                arrive = _day(rng, _D(2025, 1, 1), _D(2026, 10, 23))
                if rng.random() < {11: 0.4, 12: 0.6, 10: 0.6, 9: 0.8, 5: 0.8, 6: 0.8}.get(arrive.month, 1.0):
                    break
        level = rng.choices(("none", "Open Water", "Advanced", "Rescue", "Divemaster"),
                            weights=(42, 30, 19, 6, 3))[0]
        spans = {"Open Water": (4, 30), "Advanced": (12, 90), "Rescue": (40, 200), "Divemaster": (60, 600)}
        logged = None if level == "none" else (None if rng.random() < 0.25 else
                                               rng.randint(*spans[level]))
        online = rng.random() < 0.35
        registered = arrive - rng.randint(4, 45) * _DAY if online else arrive
        if n >= n_divers - 6:
            registered = min(arrive, _day(rng, _D(2026, 10, 24), _D(2026, 10, 30)))
        email = None if rng.random() < 0.15 else \
            _ascii(name).lower().replace(" ", ".") + rng.choice(("@gmail.com", "@hotmail.com", "@gmx.de",
                                                                  "@outlook.com", "@icloud.com"))
        hotel = rng.choice(TH_HOTELS) if rng.random() < 0.6 else None
        divers.append([n + 1, name, nat, level, logged, email, hotel, registered, arrive, online])

    def on_duty(day: datetime.date, roles: tuple) -> list:
        return [s for s in staff if s[2] in roles and s[6] <= day and (s[7] is None or s[7] >= day)]

    courses, wishes = [], []  # wishes: (diver, day) a fun-dive booking wanted
    for d in divers:
        did, level, arrive, registered = d[0], d[3], d[8], d[7]
        stay = rng.randint(4, 12)
        day = arrive
        taken_courses = []
        late = did > n_divers - 6
        if late and did % 3 == 0:
            continue  # registered, nothing booked yet
        if level == "none":
            course = "Discover Scuba" if rng.random() < 0.3 else "Open Water"
            taken_courses.append(course)
            if course == "Discover Scuba" and rng.random() < 0.3:
                taken_courses.append("Open Water")
            if rng.random() < 0.4:
                taken_courses.append("Advanced Open Water")
        else:
            roll = rng.random()
            nxt = {"Open Water": "Advanced Open Water", "Advanced": "Rescue Diver"}.get(level)
            if nxt and roll < 0.3:
                taken_courses.append(nxt)
                if nxt == "Rescue Diver":
                    taken_courses.insert(0, "Emergency First Response")
            elif roll < 0.42:
                taken_courses.append("Enriched Air Nitrox")
            elif level in ("Advanced", "Rescue") and roll < 0.47:
                taken_courses.append("Divemaster")
        dropped = False
        for course in taken_courses:
            if dropped:
                break
            lo_price, hi_price, days = TH_COURSES[course]
            booked_on = registered if course == taken_courses[0] else day
            price = hi_price if day >= _D(2025, 11, 1) else lo_price
            if course == "Divemaster":
                teachers = on_duty(day, ("course director",))
            else:
                teachers = on_duty(day, ("instructor",)) or on_duty(day, ("course director",))
            teacher = rng.choice(teachers)[0]
            end = day + (days - 1) * _DAY
            if day > TODAY:  # an instructor is put on a course the week it starts
                status, cert, teacher = "booked", None, None
            elif end > TODAY:
                status, cert = "in progress", None
            elif rng.random() < (0.08 if course in ("Open Water", "Discover Scuba") else 0.03):
                status, cert, dropped = "dropped", None, True
            else:
                status, cert = "completed", (None if course == "Discover Scuba" else end)
            courses.append([day, did, course, teacher, price, status, cert, booked_on])
            day = end + _DAY
            if course == "Divemaster":
                stay += days
        if not dropped and "Discover Scuba" != (taken_courses or [""])[-1]:
            fun_days = [arrive + k * _DAY for k in range(stay + 1)]
            fun_days = [x for x in fun_days if x >= day and x.weekday() in TH_SLOTS]
            want = rng.choice((0, 1, 1, 2, 2, 3)) if level != "none" or taken_courses else 0
            if level != "none" and not taken_courses:
                want = max(want, 1)
            for x in rng.sample(fun_days, min(want, len(fun_days))):
                wishes.append((did, x))
        if rng.random() < 0.14 and not late:  # back for another holiday
            back = arrive + rng.randint(150, 400) * _DAY
            if back <= _D(2026, 11, 10):
                days = [back + k * _DAY for k in range(rng.randint(4, 9))]
                days = [x for x in days if x.weekday() in TH_SLOTS]
                for x in rng.sample(days, min(rng.randint(1, 3), len(days))):
                    wishes.append((did, x))
    trips: dict = {}
    for did, x in sorted(wishes, key=lambda w: (w[1], w[0])):
        trips.setdefault(x, []).append(did)
    out_trips, bookings = [], []
    by_diver = {d[0]: d for d in divers}
    for n, day in enumerate(sorted(trips)):
        kind, hour, dives = TH_SLOTS[day.weekday()]
        site = "Sail Rock" if kind == "sail rock" else \
            rng.choice(TH_NIGHT_SITES if kind == "night" else TH_SITES)
        boat = "Mae Haad Express" if kind == "sail rock" else "Chalok Star"
        guides = on_duty(day, ("instructor", "divemaster"))
        guide = rng.choice([g for g in guides if g[6] < day - 7 * _DAY] or guides)[0]
        if day > TODAY:
            status, reason = "scheduled", None
        elif rng.random() < TH_MONSOON.get(day.month, 0.02):
            status, reason = "cancelled", "weather"
        else:
            status, reason = "ran", None
        trip_id = 501 + n
        starts = datetime.datetime(day.year, day.month, day.day, hour, rng.choice((0, 0, 30)))
        out_trips.append((trip_id, starts, site, boat, dives, guide, status, reason))
        for did in trips[day]:
            d = by_diver[did]
            price = _th_trip_price(kind, dives, day)
            own_kit = d[3] in ("Rescue", "Divemaster") or rng.random() < 0.3
            gear = None if own_kit else 300 if dives > 1 else 200
            nitrox = d[3] != "none" and rng.random() < 0.15
            if nitrox:
                price += 300 * dives
            booked_on = max(d[7], day - rng.randint(0, 3) * _DAY) if day - d[8] < 20 * _DAY else \
                day - rng.randint(2, 30) * _DAY
            if status == "scheduled":
                st = "booked"
            elif status == "cancelled":
                st = "cancelled"
            else:
                st = rng.choices(("dived", "cancelled", "no-show"), weights=(90, 6, 4))[0]
            bookings.append((trip_id, did, booked_on, price, gear, nitrox, st))
    out_bookings = [(7001 + n,) + b for n, b in enumerate(bookings)]
    courses.sort(key=lambda c: (c[0], c[1]))
    out_courses = [(301 + n, c[1], c[2], c[3], c[0], c[4], c[5], c[6], c[7]) for n, c in enumerate(courses)]
    out_divers = [tuple(d[:8]) for d in divers]
    return [
        "CREATE TABLE staff(staff_id INTEGER PRIMARY KEY, name VARCHAR, role VARCHAR, languages VARCHAR, "
        "commission_pct INTEGER, trip_fee_thb INTEGER, started DATE, left_on DATE)",
        "CREATE TABLE divers(diver_id INTEGER PRIMARY KEY, full_name VARCHAR, nationality VARCHAR, "
        "cert_level VARCHAR, logged_dives INTEGER, email VARCHAR, hotel VARCHAR, registered DATE)",
        "CREATE TABLE trips(trip_id INTEGER PRIMARY KEY, departs TIMESTAMP, site VARCHAR, boat VARCHAR, "
        "dives INTEGER, guide_id INTEGER REFERENCES staff(staff_id), status VARCHAR, cancel_reason VARCHAR)",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, trip_id INTEGER REFERENCES trips(trip_id), "
        "diver_id INTEGER REFERENCES divers(diver_id), booked_on DATE, price_thb INTEGER, gear_thb INTEGER, "
        "nitrox BOOLEAN, status VARCHAR)",
        "CREATE TABLE courses(course_id INTEGER PRIMARY KEY, diver_id INTEGER REFERENCES divers(diver_id), "
        "course VARCHAR, instructor_id INTEGER REFERENCES staff(staff_id), start_date DATE, "
        "price_thb INTEGER, status VARCHAR, certified_on DATE, booked_on DATE)",
        _insert("staff", staff), _insert("divers", out_divers), _insert("trips", out_trips),
        _insert("bookings", out_bookings), _insert("courses", out_courses),
    ]


# ---------------------------------------------------------------------------------------------- compounding
BR_FIRST = ("Ana", "Beatriz", "Camila", "Fernanda", "Gabriela", "Juliana", "Larissa", "Mariana", "Patrícia",
            "Renata", "Lucas", "Rafael", "Gustavo", "Thiago", "Bruno", "Eduardo", "Felipe", "Rodrigo",
            "Marcelo", "André", "Helena", "Isabela", "Letícia", "Vinícius")
BR_LAST = ("Silva", "Santos", "Oliveira", "Souza", "Pereira", "Kowalski", "Zanetti", "Bertoldi", "Ribeiro",
           "Almeida", "Carvalho", "Wisniewski", "Schmitz", "Ferreira", "Gomes", "Martins", "Rocha",
           "Nakamura", "Lima", "Costa")
BR_BAIRROS = (("Batel", "Curitiba"), ("Água Verde", "Curitiba"), ("Bigorrilho", "Curitiba"),
              ("Centro", "Curitiba"), ("Portão", "Curitiba"), ("Cabral", "Curitiba"), ("Juvevê", "Curitiba"),
              ("Santa Felicidade", "Curitiba"), ("Boa Vista", "Curitiba"), ("Mossunguê", "Curitiba"),
              ("Centro", "São José dos Pinhais"), ("Afonso Pena", "São José dos Pinhais"),
              ("Centro", "Pinhais"), ("Centro", "Colombo"), ("Centro", "Araucária"))
BR_SPECIALTIES = (  # (specialty, council, how many, weight of their prescriptions)
    ("dermatology", "CRM", 9, 5), ("endocrinology", "CRM", 5, 3), ("gynaecology", "CRM", 5, 3),
    ("psychiatry", "CRM", 3, 2), ("paediatrics", "CRM", 4, 2), ("orthopaedics", "CRM", 2, 1),
    ("veterinary", "CRMV", 7, 3), ("dentistry", "CRO", 4, 1), ("nutrition", "CRN", 6, 3),
)
BR_FORMULAS = (  # (label, form, units, price BRL, specialties that prescribe it; None: sold without one)
    ("Minoxidil 5% loção capilar", "solution", 100, 68.9, ("dermatology",)),
    ("Finasterida 1mg", "capsules", 90, 54.9, ("dermatology",)),
    ("Tretinoína 0,05% creme", "cream", 30, 72.9, ("dermatology",)),
    ("Hidroquinona 4% + ácido kójico", "cream", 30, 89.9, ("dermatology",)),
    ("Ácido azelaico 15% gel", "gel", 30, 79.9, ("dermatology",)),
    ("Cetoconazol 2% shampoo", "shampoo", 150, 58.9, ("dermatology",)),
    ("Vitamina D3 50.000 UI", "capsules", 8, 39.9, ("endocrinology", "nutrition", "gynaecology")),
    ("Metformina 500mg liberação prolongada", "capsules", 60, 62.9, ("endocrinology",)),
    ("Levotiroxina 37,5mcg", "capsules", 30, 49.9, ("endocrinology",)),
    ("Progesterona 100mg", "capsules", 30, 84.9, ("gynaecology",)),
    ("Estriol 1mg/g creme vaginal", "cream", 50, 76.9, ("gynaecology",)),
    ("Melatonina 3mg", "capsules", 60, 45.9, ("psychiatry", "paediatrics")),
    ("Fluoxetina 20mg", "capsules", 30, 42.9, ("psychiatry",)),
    ("Omeprazol 2mg/ml suspensão", "oral suspension", 100, 64.9, ("paediatrics",)),
    ("Glucosamina + condroitina sachê", "sachets", 30, 109.9, ("orthopaedics",)),
    ("Gabapentina 50mg (pet)", "capsules", 60, 71.9, ("veterinary",)),
    ("Metronidazol 50mg/ml suspensão (pet)", "oral suspension", 60, 58.9, ("veterinary",)),
    ("Prednisolona 1mg/ml (pet)", "oral suspension", 50, 52.9, ("veterinary",)),
    ("Clorexidina 0,12% colutório", "solution", 250, 38.9, ("dentistry",)),
    ("Fluoreto de sódio 5000ppm gel dental", "gel", 60, 46.9, ("dentistry",)),
    ("Magnésio dimalato 300mg", "capsules", 60, 52.9, ("nutrition", None)),
    ("Colágeno verisol + vitamina C sachê", "sachets", 30, 119.9, ("nutrition", None)),
    ("Coenzima Q10 100mg", "capsules", 60, 98.9, ("nutrition",)),
    ("Sérum vitamina C 20%", "gel", 30, 94.9, (None,)),
    ("Protetor solar FPS 50 com cor", "cream", 50, 88.9, (None, "dermatology")),
)
BR_PETS = ("Thor", "Mel", "Luna", "Bob", "Pipoca", "Nina", "Fred", "Amora", "Toddy", "Belinha", "Max",
           "Pandora")
BR_PHARMACISTS = (("Farm. Juliana Prado", _D(2015, 1, 1), None),
                  ("Farm. Marcos Tiepolo", _D(2019, 3, 1), None),
                  ("Farm. Fernanda Yamada", _D(2024, 2, 1), _D(2025, 11, 30)),
                  ("Farm. Diego Rauen", _D(2025, 12, 1), None))
BR_BUD = {"capsules": 180, "sachets": 180, "cream": 90, "gel": 90, "shampoo": 90, "solution": 60,
          "oral suspension": 30}


def _br(day: datetime.date | None) -> str | None:
    return None if day is None else day.strftime("%d/%m/%Y")


def _price_br(rng: random.Random, base: float, day: datetime.date) -> float:
    up = 1.07 if day >= _D(2026, 3, 1) else 1.0  # the yearly price rise, 1 March 2026
    return round(int(base * up * rng.uniform(0.95, 1.12)) + 0.9, 2)


def compounding() -> list[str]:
    rng = random.Random(8282)
    people = iter(_names_br(rng, 260))
    prescribers = []
    for specialty, council, many, weight in BR_SPECIALTIES:
        for k in range(many):
            first, last = next(people)
            region = "CRN-8" if council == "CRN" else f"{council}-PR"
            reg = f"{region} {rng.randint(1000, 49999):05d}"
            title = "Dra." if first.endswith("a") or first in ("Isabela", "Beatriz") else "Dr."
            rep = rng.choice(("Camila", "Rodrigo")) if rng.random() < 0.6 else None
            new = k == many - 1 and specialty in ("dermatology", "gynaecology", "veterinary", "nutrition")
            prescribers.append([reg, f"{title} {first} {last}", specialty, rng.choice(BR_BAIRROS[:10])[1]
                                if rng.random() < 0.8 else rng.choice(BR_BAIRROS[10:])[1],
                                "Camila" if new else rep, weight * rng.choice((0.5, 1, 1, 2)), new])
    customers = []
    for n in range(212):
        first, last = next(people)
        bairro, city = rng.choices(BR_BAIRROS, weights=(5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1))[0]
        since = (_day(rng, _D(2024, 11, 1), _D(2024, 12, 20)) if n < 5 else
                 _day(rng, _D(2026, 10, 15), _D(2026, 10, 30)) if n >= 204 else
                 _day(rng, _D(2025, 1, 2), _D(2026, 10, 14)))
        birth = None if rng.random() < 0.18 else rng.randint(1948, 2006)
        phone = None if rng.random() < 0.08 else f"(41) 9{rng.randint(8000, 9999)}-{rng.randint(1000, 9999)}"
        customers.append([f"CL{10240 + n * 7:05d}", f"{first} {last}", bairro, city, birth, phone, since])
    orders = []
    for c in customers:
        code, since = c[0], c[6]
        visits = rng.choices((0, 1, 2, 3, 4), weights=(2, 9, 7, 5, 3))[0] if since < _D(2026, 10, 15) else \
            rng.choice((0, 1, 1))
        if since < _D(2026, 10, 15):
            visits = max(visits, 1)
        pet = rng.choice(BR_PETS) if rng.random() < 0.12 else None
        day = since
        for v in range(visits):
            if v:
                day = day + rng.randint(25, 200) * _DAY
            if day > TODAY:
                break
            vets = [p for p in prescribers if p[2] == "veterinary" and not p[6]]
            if pet and rng.random() < 0.85:
                doc = rng.choices(vets, weights=[p[5] for p in vets])[0]
            else:
                pool = [p for p in prescribers
                        if p[2] != "veterinary" and (not p[6] or day >= _D(2026, 10, 29))]
                doc = None if rng.random() < 0.12 else rng.choices(pool, weights=[p[5] for p in pool])[0]
            options = [f for f in BR_FORMULAS if (doc[2] if doc else None) in f[4]]
            label, form, units, base, _ = rng.choice(options)
            if form == "capsules" and rng.random() < 0.3:
                units, base = units * 2, base * 1.7
            price = _price_br(rng, base, day)
            orders.append([day, code, doc[0] if doc else None, label, form, units, price,
                           pet if doc and doc[2] == "veterinary" else None])
    orders.sort(key=lambda o: (o[0], o[1]))
    out_orders, lots = [], []
    seq: dict = {}
    for day, code, reg, label, form, units, price, pet in orders:
        seq[day.year] = seq.get(day.year, 0) + 1
        order_no = f"OS{day.year % 100}-{seq[day.year]:04d}"
        age = (TODAY - day).days
        handed = pay = disc = None
        delivery = rng.choices(("balcão", "motoboy", "correios"), weights=(60, 34, 6))[0]
        fee = None if delivery == "balcão" else 24.9 if delivery == "correios" else rng.choice((9.9, 14.9))
        roll = rng.random()
        if age <= 3 and roll < 0.5 or age <= 7 and roll < 0.15:
            status = "orçamento"
        elif roll < 0.27:
            status = "recusado"
        elif roll < 0.3:
            status = "cancelado"
        else:
            made = day + rng.randint(1, 3) * _DAY
            ready = made + _DAY
            handed = ready + rng.randint(0, 8) * _DAY
            if made > TODAY:
                status, handed = "produção", None
            elif handed > TODAY or rng.random() < 0.012:
                status, handed = "pronto", None
            else:
                status = "entregue"
                pay = rng.choices(("pix", "cartão", "dinheiro"), weights=(45, 45, 10))[0]
                disc = round(price * 0.05, 2) if pay == "pix" else None
            bud = made + BR_BUD[form] * _DAY
            cost = round(price * rng.uniform(0.18, 0.34), 2)
            staff = [p for p in BR_PHARMACISTS if p[1] <= made and (p[2] is None or p[2] >= made)]
            if made <= TODAY:
                if rng.random() < 0.05:  # failed quality control, made again the next day
                    lots.append((made, order_no, rng.choice(staff)[0], "reprovado", bud, cost))
                    made = made + _DAY
                    bud = made + BR_BUD[form] * _DAY
                lots.append((made, order_no, rng.choice(staff)[0], "aprovado", bud, cost))
        fee = fee if status in ("entregue", "pronto", "produção") else None
        out_orders.append((order_no, code, reg, _br(day), label, form, units, price, disc,
                           delivery, fee, status, _br(handed), pay, pet))
    lots.sort(key=lambda x: (x[0], x[1]))
    out_lots, count = [], {}
    for made, order_no, who, qc, bud, cost in lots:
        count[made] = count.get(made, 0) + 1
        out_lots.append((f"L{made:%y%m%d}-{count[made]:02d}", order_no, who, made, qc, bud, cost))
    out_prescribers = [tuple(p[:5]) for p in prescribers]
    out_customers = [tuple(c[:6]) + (_br(c[6]),) for c in customers]
    return [
        "CREATE TABLE prescribers(reg VARCHAR, prescriber VARCHAR, specialty VARCHAR, city VARCHAR, "
        "rep VARCHAR)",
        "CREATE TABLE customers(cust_cd VARCHAR, name VARCHAR, bairro VARCHAR, city VARCHAR, "
        "birth_yr INTEGER, whatsapp VARCHAR, since VARCHAR)",
        "CREATE TABLE orders(order_no VARCHAR, cliente VARCHAR, rx_by VARCHAR, rcvd VARCHAR, "
        "formula VARCHAR, form VARCHAR, units INTEGER, price_brl DOUBLE, disc_brl DOUBLE, "
        "delivery VARCHAR, fee_brl DOUBLE, status VARCHAR, handed_over VARCHAR, pay VARCHAR, "
        "pet_name VARCHAR)",
        "CREATE TABLE lots(lot VARCHAR, order_no VARCHAR, pharmacist VARCHAR, made_on DATE, qc VARCHAR, "
        "bud DATE, cost_brl DOUBLE)",
        _insert("prescribers", out_prescribers), _insert("customers", out_customers),
        _insert("orders", out_orders), _insert("lots", out_lots),
    ]


def _names_br(rng: random.Random, n: int) -> list[tuple[str, str]]:
    pairs = [(f, la) for f in BR_FIRST for la in BR_LAST]
    rng.shuffle(pairs)
    return pairs[:n]


# -------------------------------------------------------------------------------------------------- vintage
JP_FAMILY = ("Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi",
             "Kato", "Yoshida", "Yamada", "Sasaki", "Matsumoto", "Inoue", "Kimura", "Hayashi", "Shimizu")
JP_GIVEN = ("Haruka", "Yuki", "Sota", "Ren", "Aoi", "Hina", "Daiki", "Kenta", "Misaki", "Riku", "Sakura",
            "Takumi", "Nanami", "Kaito", "Mei", "Shun")
JP_DEALERS = ("Bunka Used Clothing", "Rag Parade Tokyo", "Kiji Vintage", "Nakano Picker Co.",
              "West Coast Bale", "Osaka Amemura Supply", "Denim Doctor Okayama", "Ura-Hara Archive")
JP_PREFS = ("Tokyo", "Tokyo", "Tokyo", "Kanagawa", "Saitama", "Chiba", "Osaka", "Okayama")
JP_CATS = {  # category: (sku prefix, tag price low, high in yen, weight, brands)
    "jacket": ("JK", 8800, 38800, 6, ("Levi's", "Lee", "Carhartt", "Schott", "Barbour", None, None)),
    "coat": ("CT", 12800, 48800, 3, ("Burberry", "Aquascutum", "Issey Miyake", None, None)),
    "denim": ("DN", 6800, 58800, 6, ("Levi's", "Levi's", "Lee", "Wrangler", "Edwin")),
    "shirt": ("SH", 3800, 12800, 7, ("Ralph Lauren", "Brooks Brothers", "Pendleton", None, None, None)),
    "knit": ("KN", 4800, 16800, 5, ("Comme des Garçons", "Issey Miyake", "Ralph Lauren", None, None)),
    "tee": ("TS", 2900, 28800, 8, ("Champion", "Hanes", "Fruit of the Loom", "Screen Stars", None, None)),
    "dress": ("DR", 5800, 19800, 4, ("Yohji Yamamoto", "Laura Ashley", None, None, None)),
    "bag": ("BG", 6800, 58800, 3, ("Coach", "Louis Vuitton", "Porter", None)),
    "shoes": ("SZ", 7800, 24800, 3, ("Dr. Martens", "Converse", "Red Wing", "Nike")),
}


def _tag(rng: random.Random, low: int, high: int) -> int:
    return min(high, int(low + (high - low) * rng.random() ** 2.2) // 1000 * 1000 + 800)


def vintage() -> list[str]:
    rng = random.Random(8383)
    consignors = []
    names = [(f, g) for f in JP_FAMILY for g in JP_GIVEN]
    rng.shuffle(names)
    for n in range(38):
        if n % 5 == 2 and n // 5 < len(JP_DEALERS):
            nm, kind, split = JP_DEALERS[n // 5], "DLR", rng.choice((60, 60, 65))
        else:
            nm, kind, split = f"{names[n][0]} {names[n][1]}", "IND", rng.choice((50, 50, 50, 55))
        joined = (_day(rng, _D(2024, 9, 1), _D(2024, 11, 30)) if n < 6 else
                  _day(rng, _D(2026, 10, 5), _D(2026, 10, 28)) if n >= 35 else
                  _day(rng, _D(2024, 12, 1), _D(2026, 8, 31)))
        ig = None if rng.random() < 0.35 else "@" + nm.lower().replace(" ", "_").replace(".", "")
        consignors.append((n + 1, nm, kind, split, rng.choice(JP_PREFS), joined, ig,
                           "CASH" if kind == "IND" and rng.random() < 0.25 else "BANK"))
    cats = list(JP_CATS)
    items = []
    for c in consignors:  # consigned stock, brought in in a few drops
        drops = 0 if c[0] in (37, 38) else rng.randint(1, 2) if c[2] == "IND" else rng.randint(2, 4)
        for _ in range(drops):
            day = _day(rng, c[5], min(c[5] + 400 * _DAY, TODAY))
            for _ in range(rng.randint(1, 4) if c[2] == "IND" else rng.randint(3, 6)):
                items.append([day, c[0], "CON"])
    while len(items) < 360:  # our own stock, bought at auction and out of bales
        day = _day(rng, _D(2024, 11, 1), TODAY)
        if day.weekday() != 2:
            items.append([day, None, "OWN"])
    items.sort(key=lambda i: (i[0], i[1] or 0))
    out_items, sales = [], []
    seq: dict = {}
    by_id = {c[0]: c for c in consignors}
    for n, (day, cid, src) in enumerate(items):
        cat = rng.choices(cats, weights=[JP_CATS[k][3] for k in cats])[0]
        prefix, low, high, _, brands = JP_CATS[cat]
        brand = rng.choice(brands)
        key = (prefix, day.year % 100, day.month)
        seq[key] = seq.get(key, 0) + 1
        sku = f"{prefix}{day:%y%m}-{seq[key]:03d}"
        decade = rng.choices(("60s", "70s", "80s", "90s", "00s"), weights=(1, 3, 5, 6, 3))[0]
        size = "F" if cat == "bag" else rng.choice(("S", "M", "M", "L", "L", "XL")) if cat != "shoes" else \
            str(rng.choice((24.5, 25.5, 26.0, 26.5, 27.0, 28.0)))
        cond = rng.choices(("A", "B", "C"), weights=(4, 5, 2))[0]
        tag = _tag(rng, low, high)
        cost = None if src == "CON" else int(tag * rng.uniform(0.25, 0.45)) // 100 * 100
        item_id = 1001 + n
        status = "RACK"
        when = day
        for _attempt in range(2):
            wait = int(rng.expovariate(1 / 38)) + 1
            sold = when + wait * _DAY
            while sold.weekday() == 2:
                sold += _DAY
            limit = 90 if src == "CON" else 400
            if (sold - day).days > limit or sold > TODAY or rng.random() < 0.1:
                age = (TODAY - day).days
                if src == "CON" and age > 90:
                    status = "RTN" if rng.random() < 0.8 else "RACK"
                break
            ch = rng.choices(("SHOP", "WEB", "EVT"), weights=(70, 22, 8))[0]
            if ch == "EVT":
                sold = sold + (5 - sold.weekday()) % 7 * _DAY  # pop-up markets on Saturdays
                if sold > TODAY:
                    break
            days = (sold - day).days
            off = 1.0 if days <= 45 else 0.8 if days <= 75 else 0.6
            px = tag if off == 1.0 else int(tag * off) // 100 * 100
            if ch == "EVT" and rng.random() < 0.4:
                px = int(px * 0.9) // 100 * 100
            pay = rng.choices(("CASH", "CARD", "PAYPAY", "IC"), weights={"SHOP": (30, 35, 25, 10),
                                                                      "WEB": (0, 70, 30, 0),
                                                                      "EVT": (60, 0, 40, 0)}[ch])[0]
            at = datetime.datetime(sold.year, sold.month, sold.day, rng.randint(12, 19), rng.randrange(60))
            ret = "Y" if rng.random() < {"WEB": 0.1, "SHOP": 0.02, "EVT": 0.0}[ch] and sold < TODAY else "N"
            sales.append([at, item_id, ch, px, pay, ret])
            status = "SOLD"
            if ret == "N":
                break
            status, when = "RACK", sold + 5 * _DAY
        out_items.append((item_id, sku, cid, src, cat, brand, decade, size, cond, day, tag, cost, status))
    sales.sort(key=lambda x: x[0])
    out_sales = [(5001 + n,) + (x[1], x[0]) + tuple(x[2:]) for n, x in enumerate(sales)]
    owner = {i[0]: i[2] for i in out_items}
    due: dict = {}
    for x in sales:
        cid = owner[x[1]]
        if cid is None or x[5] == "Y":
            continue
        month = _D(x[0].year, x[0].month, 1)
        due[(month, cid)] = due.get((month, cid), 0) + x[3] * by_id[cid][3] // 100
    payouts = []
    for (month, cid), amount in sorted(due.items()):
        pay_day = _D(month.year + month.month // 12, month.month % 12 + 1, 10)
        while pay_day.weekday() >= 5:
            pay_day += _DAY
        if pay_day <= TODAY:
            payouts.append((pay_day, cid, amount, by_id[cid][7]))
    payouts.sort()
    out_payouts = [(n + 1, p[1], p[0], p[2], p[3]) for n, p in enumerate(payouts)]
    return [
        "CREATE TABLE consignors(id INTEGER, nm VARCHAR, kind VARCHAR, split_pct INTEGER, pref VARCHAR, "
        "join_dt DATE, ig VARCHAR, pay_mth VARCHAR)",
        "CREATE TABLE items(id INTEGER, sku VARCHAR, consignor_id INTEGER, src VARCHAR, cat VARCHAR, "
        "brand VARCHAR, decade VARCHAR, sz VARCHAR, cond VARCHAR, in_dt DATE, tag_jpy INTEGER, "
        "cost_jpy INTEGER, sts VARCHAR)",
        "CREATE TABLE sales(id INTEGER, item_id INTEGER, sold_at TIMESTAMP, ch VARCHAR, px_jpy INTEGER, "
        "pay VARCHAR, ret VARCHAR)",
        "CREATE TABLE payouts(id INTEGER, consignor_id INTEGER, pd_dt DATE, amt_jpy INTEGER, mth VARCHAR)",
        _insert("consignors", consignors), _insert("items", out_items), _insert("sales", out_sales),
        _insert("payouts", out_payouts),
    ]


SCHEMAS_X = {"dive_centre": dive_centre, "compounding": compounding, "vintage": vintage}
