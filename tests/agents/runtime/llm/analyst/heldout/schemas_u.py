"""Three held-out workspaces for set U, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Friday 24 July 2026, the day of the export.

- food_truck (a taco truck in Denver, Colorado; US dollars): no declared keys, tables keyed by `id` with
  `<thing>_id` foreign keys (`shifts.spot_id`, `orders.shift_id`, `order_lines.order_id`,
  `order_lines.item_id`) and abbreviated columns (`item_nm`, `cat`, `prc_usd`, `veg`, `on_mnu`, `add_dt`,
  `spot_nm`, `typ`, `fee_usd`, `shft_dt`, `opn_hr`, `cls_hr`, `wx`, `sts`, `ord_ts`, `pay`, `tip_usd`,
  `unit_usd`); `items.cat` 'taco', 'burrito', 'plate', 'side', 'drink' or 'dessert', `prc_usd` today's price
  (raised on 1 March 2026), `veg` 'Y'/'N', `on_mnu` 'N' for the two seasonal specials taken off; `spots` are
  the places the truck parks, in an `area` of town, of a `typ` 'brewery', 'market', 'office', 'street' or
  'event' (one row a single event, its year in the name), `fee_usd` today's pitch fee; one `shifts` row a day
  the truck was booked at a spot (`opn_hr`/`cls_hr` hours of the day, a late-night street shift closing at 2
  the next morning, `crew`, `lead` the crew lead's first name, `fee_usd` the pitch fee paid for that shift: 0
  when a regular spot was called off, kept by a called-off event, NULL on a planned one; `wx` a weather note,
  mostly NULL; `sts` 'worked', 'called off' (weather), 'breakdown' or 'planned' (after the export)); `orders`
  are tickets on a worked shift (`pay` 'card', 'cash' or 'app', `tip_usd` NULL on cash and voids, `sts`
  'PAID', 'VOID' (rung up by mistake, never charged) or 'RFND' (money given back)); money only as
  `order_lines.qty × unit_usd`, the price charged then; two soft-launch shifts in November 2024 come before
  the main run from March 2025, three spots with permits were never parked at (one has a shift planned), the
  storm-cancelled Fourth of July event and the September 2026 one were never worked, and the two items added
  in July 2026 never sold.
- piano_tuning (a piano tuner and technician in Adelaide's eastern and inner suburbs; Australian dollars):
  declared PRIMARY KEY / REFERENCES on same-named integer keys: `pianos.client_id` → `clients.client_id`,
  `appointments.piano_id` → `pianos.piano_id`, `invoices.appointment_id` → `appointments.appointment_id`;
  clients named by `name` (a person, or a school, church or venue), of a `client_type` 'private', 'teacher',
  'school', 'church' or 'venue', in a `suburb`, `phone` and `email` sometimes NULL, `first_contact` DATE;
  pianos of a `make` and `kind` 'upright', 'baby grand', 'grand' or 'player', `year_built` and `serial_no`
  NULL when unknown; one `appointments` row a job on one piano (`booked_for` TIMESTAMP, from July 2024 to
  mid-August 2026, `service` 'tuning', 'pitch raise', 'repair', 'regulation', 'voicing' or 'appraisal',
  `technician` 'Marguerite' (the owner) or 'Tom' (from September 2025), `minutes` worked (NULL unless done),
  `status` 'done', 'cancelled', 'no access' (nobody home) or 'booked' (after the export), `travel_km` the
  return trip, NULL on cancelled and booked jobs); an invoice is issued a few days after a job, `fee_aud`
  BEFORE GST and `gst_aud` the 10% on top (a tuning 195 dollars, 210 from 1 January 2026, 10% off for schools;
  a no-access call-out 65 or 70, sometimes waived with no invoice), `due` 14 days on, `paid_on` NULL while
  unpaid, `voided` TRUE on six invoices raised wrong and re-issued corrected; the jobs of the last three days
  are not invoiced yet and four finished jobs never were; two schools and a church went to another tuner, and
  the pianos of clients who first got in touch in July 2026 (and many others) have never had a job.
- kennels (dog boarding kennels outside Ballincollig, County Cork; euros): no declared keys, same-named
  integer keys `dogs.owner_no` → `owners.owner_no`, `stays.dog_no` → `dogs.dog_no`, `extras.stay_no` →
  `stays.stay_no`, `payments.owner_no` → `owners.owner_no`; short codes, money in CENT integers and dates as
  text: owners by `surname` and `forename`, in a `town`, `phone` sometimes NULL, `joined` an ISO date string;
  dogs by `dog_name` (names repeat), `breed`, `size_cd` 'S', 'M', 'L' or 'XL', `born_yr` NULL when unknown,
  `sex` 'M'/'F', `neutered` 'Y'/'N'; one `stays` row one dog's booking (dogs of one owner booked together
  share a run), `check_in` and `check_out` ISO date strings, `nights`, `kennel` the run ('A07': blocks A and B
  standard, C the heated suites), `status` 'D' (done, checked out), 'I' (in now), 'R' (reserved, after the
  export), 'X' (cancelled) or 'N' (no-show), `nightly_c` the nightly rate in cents (by size, 2 euro more from
  1 January 2026, 10 more in block C, 15% off a second or third dog), `board_c` the boarding charge in cents
  (`nights × nightly_c`, one night in 14 free, 0 on 'X' and 'N'); `extras` are add-ons on stays that happened
  (`code` 'BATH', 'GROOM', 'WALK', 'MEDS', 'TAXI', 'PLAY' or 'TRAIN', `qty`, `each_c` cents each); `payments`
  (`paid_epoch` Unix seconds, UTC; `amount_c` in cents, negative on a refund; `method` 'CARD', 'CASH' or
  'BANK'; `kind` 'DEP' a deposit when booking, 'BAL' the balance at check-out, 'REF' a deposit refunded on a
  cancellation; no-shows forfeit theirs, stays still in or reserved are not settled); a few stays date from
  December 2024, the owners who joined in July 2026 (and many others) never booked, and many dogs never
  stayed.

Written blind for set U (questions_u.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import math
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names
from tests.agents.runtime.llm.analyst.heldout.schemas_r import _at

TODAY = datetime.date(2026, 7, 24)


# --------------------------------------------------------------------------------------------- piano_tuning
AU_FIRST = ("Olivia", "Jack", "Charlotte", "William", "Amelia", "Lachlan", "Isla", "Thomas", "Mia", "Cooper",
            "Harper", "Angus", "Matilda", "Hamish", "Zara", "Lucas", "Ruby", "Riley", "Georgia", "Archie")
AU_LAST = ("Nguyen", "Smith", "Kowalski", "Papadopoulos", "Williams", "Brown", "Rossi", "Taylor", "O'Brien",
           "Wilson", "Tran", "Anderson", "Kelly", "Murphy", "Chen", "Martin")
AU_SUBURBS = ("Norwood", "Unley", "Burnside", "Prospect", "Glenelg", "Walkerville")
KM_FROM_HOME = {"Norwood": 3.0, "Unley": 5.5, "Burnside": 6.5, "Prospect": 7.0, "Glenelg": 14.0,
                "Walkerville": 4.5}
INSTITUTIONS = (  # (name, type, suburb, pianos)
    ("Norwood Primary School", "school", "Norwood", 3), ("Unley High School", "school", "Unley", 5),
    ("Prospect North Primary", "school", "Prospect", 2), ("Walkerville Primary", "school", "Walkerville", 2),
    ("Glenelg Primary School", "school", "Glenelg", 3), ("St Peter's College Music School", "school",
                                                          "Burnside", 6),
    ("Loreto College Marryatville", "school", "Burnside", 4), ("Burnside Primary School", "school",
                                                               "Burnside", 2),
    ("St Bartholomew's Norwood", "church", "Norwood", 1), ("Pilgrim Uniting Church", "church", "Unley", 2),
    ("Unley Park Baptist Church", "church", "Unley", 1), ("Prospect Road Chapel", "church", "Prospect", 1),
    ("Elder Hall", "venue", "Walkerville", 2), ("The Gov", "venue", "Prospect", 1),
    ("Norwood Concert Hall", "venue", "Norwood", 2), ("Glenelg Jazz Club", "venue", "Glenelg", 1),
    ("Burnside Ballroom", "venue", "Burnside", 1),
)
LAPSED = {"Walkerville Primary": datetime.date(2025, 3, 31),  # went to another tuner
          "Glenelg Primary School": datetime.date(2024, 11, 30),
          "Prospect Road Chapel": datetime.date(2025, 6, 1)}
PIANO_MAKES = {  # kind -> (makes with the years they were built)
    "upright": (("Yamaha", 1968, 2021), ("Kawai", 1970, 2020), ("Beale", 1905, 1975),
                ("Wertheim", 1908, 1935), ("Brinsmead", 1890, 1925), ("Bechstein", 1895, 2012),
                ("Zimmermann", 1955, 1990)),
    "baby grand": (("Yamaha", 1975, 2019), ("Kawai", 1980, 2018), ("Schimmel", 1960, 2015),
                   ("Bechstein", 1900, 1995)),
    "grand": (("Steinway & Sons", 1912, 2018), ("Yamaha", 1978, 2020), ("Kawai", 1985, 2016),
              ("Bosendorfer", 1925, 2005)),
    "player": (("Beale", 1910, 1930), ("Aeolian", 1905, 1928), ("Wertheim", 1912, 1930)),
}
SERVICES = {  # kind -> weights of tuning, pitch raise, repair, regulation, voicing, appraisal
    "upright": (70, 10, 12, 3, 0, 5), "baby grand": (62, 4, 8, 10, 10, 3), "grand": (62, 3, 8, 11, 12, 2),
    "player": (55, 10, 30, 0, 0, 8),
}
SERVICE_NAMES = ("tuning", "pitch raise", "repair", "regulation", "voicing", "appraisal")
VISITS = {"private": 1, "teacher": 4, "school": 3, "church": 2, "venue": 6}


def _fee(rng: random.Random, service: str, day: datetime.date, minutes: int, school: bool) -> float:
    new = day >= datetime.date(2026, 1, 1)
    if service == "tuning":
        fee = (210.0 if new else 195.0) * (0.9 if school else 1.0)
    elif service == "pitch raise":
        fee = 300.0 if new else 285.0
    elif service in ("regulation", "voicing"):
        fee = (130.0 if new else 120.0) * math.ceil(minutes / 30) / 2
    elif service == "repair":
        fee = float(rng.randrange(60, 480, 5))
    else:
        fee = 170.0 if new else 160.0
    return round(fee, 2)


def piano_tuning() -> list[str]:
    rng = random.Random(5151)
    clients = []
    for n, (first, last) in enumerate(_names(rng, AU_FIRST, AU_LAST, 142)):
        since = (_day(rng, datetime.date(2026, 7, 1), datetime.date(2026, 7, 22)) if n >= 136
                 else _day(rng, datetime.date(2015, 2, 1), datetime.date(2026, 6, 30)))
        phone = None if rng.random() < 0.1 else f"04{rng.randint(10000000, 99999999)}"
        email = None if rng.random() < 0.22 else f"{first}.{last}@example.com.au".lower().replace("'", "")
        clients.append((n + 1, f"{first} {last}", "teacher" if n % 12 == 5 else "private",
                        rng.choices(AU_SUBURBS, weights=(5, 5, 4, 3, 2, 2))[0], phone, email, since))
    for name, kind, suburb, _ in INSTITUTIONS:
        clients.append((len(clients) + 1, name, kind, suburb, f"08 8{rng.randint(1000000, 9999999)}",
                        None if rng.random() < 0.3 else "office@example.edu.au",
                        _day(rng, datetime.date(2012, 1, 1), datetime.date(2023, 12, 31))))
    counts = {name: n for name, _, _, n in INSTITUTIONS}
    pianos = []
    for c in clients:
        kind = c[2]
        if kind == "private":
            n = 2 if rng.random() < 0.07 else 1
        elif kind == "teacher":
            n = rng.choice((1, 2, 2))
        else:
            n = counts[c[1]]
        for k in range(n):
            if kind in ("venue",) or kind == "teacher" and k == 1:
                piano_kind = rng.choices(("grand", "baby grand"), weights=(3, 2))[0]
            elif kind in ("school", "church") and k == 0 and n > 1:
                piano_kind = rng.choices(("grand", "baby grand", "upright"), weights=(2, 2, 1))[0]
            elif kind in ("school", "church"):
                piano_kind = "upright"
            else:
                piano_kind = rng.choices(("upright", "baby grand", "grand", "player"),
                                         weights=(15, 3, 1, 1))[0]
            make, lo, hi = rng.choice(PIANO_MAKES[piano_kind])
            year = None if rng.random() < 0.15 else rng.randint(lo, hi)
            serial = None if rng.random() < 0.25 else str(rng.randint(10000, 6999999))
            pianos.append((len(pianos) + 1, c[0], make, piano_kind, year, serial))
    by_client = {c[0]: c for c in clients}
    served = [p for p in pianos if by_client[p[1]][6] < datetime.date(2026, 7, 1)]
    weights = [VISITS[by_client[p[1]][2]] * rng.choice((1, 1, 2)) for p in served]
    appointments, taken = [], set()
    while len(appointments) < 364:
        day = _day(rng, datetime.date(2024, 7, 1), datetime.date(2026, 8, 14))
        if day.weekday() == 6 or (day.month == 1 and day.day < 20 and rng.random() < 0.8):
            continue  # never on Sundays, mostly away over the January holidays
        p = rng.choices(served, weights=weights)[0]
        c = by_client[p[1]]
        if c[6] > day or (c[1] in LAPSED and day > LAPSED[c[1]]) or (p[0], day) in taken:
            continue
        taken.add((p[0], day))
        service = rng.choices(SERVICE_NAMES, weights=SERVICES[p[3]])[0]
        at = _at(rng, day, (8, 16), (0, 0, 15, 30, 45))
        tom = (day >= datetime.date(2025, 9, 1) and service not in ("appraisal", "voicing")
               and rng.random() < 0.4)
        if day > TODAY:
            status = "cancelled" if rng.random() < 0.06 else "booked"
        else:
            roll = rng.random()
            home = c[2] in ("private", "teacher")
            status = "cancelled" if roll < 0.07 else "no access" if roll < 0.13 and home else "done"
        minutes = None
        if status == "done":
            lo, hi = {"tuning": (55, 95), "pitch raise": (100, 150), "repair": (30, 180),
                      "regulation": (180, 360), "voicing": (90, 180), "appraisal": (30, 60)}[service]
            minutes = rng.randrange(lo, hi + 1, 5) + (rng.randrange(10, 30, 5) if tom else 0)
        km = None
        if status in ("done", "no access"):
            km = round(2 * KM_FROM_HOME[c[3]] + rng.uniform(-1.5, 2.5), 1)
        appointments.append((at, p[0], service, "Tom" if tom else "Marguerite", minutes, status, km))
    appointments.sort(key=lambda a: (a[0], a[1]))
    appointments = [(n + 1,) + (a[1], a[0]) + a[2:] for n, a in enumerate(appointments)]
    piano_of = {p[0]: p for p in pianos}
    done = [a for a in appointments if a[6] == "done" and a[2].date() < datetime.date(2026, 7, 1)]
    forgotten = {a[0] for a in rng.sample([a for a in done if a[2].date() >= datetime.date(2025, 1, 1)], 4)}
    wrong = {a[0] for a in rng.sample([a for a in done if a[0] not in forgotten], 6)}
    invoices = []
    for a in appointments:
        day = a[2].date()
        if a[6] not in ("done", "no access") or a[0] in forgotten or day > TODAY - datetime.timedelta(days=3):
            continue
        c = by_client[piano_of[a[1]][1]]
        if a[6] == "no access":
            if rng.random() < 0.3:
                continue  # call-out fee waived
            fee = 70.0 if day >= datetime.date(2026, 1, 1) else 65.0
        else:
            fee = _fee(rng, a[3], day, a[5], c[2] == "school")
        issued = min(day + datetime.timedelta(days=rng.choice((0, 0, 1, 2, 3))), TODAY)
        if a[0] in wrong:
            invoices.append((issued, a[0], fee + rng.choice((20.0, 45.0, 100.0)), None, True))
            issued = min(issued + datetime.timedelta(days=rng.randint(1, 6)), TODAY)
        slow = c[2] in ("school", "church")
        paid = issued + datetime.timedelta(days=rng.randint(12, 55) if slow else rng.randint(0, 20))
        if paid > TODAY or rng.random() < 0.015:
            paid = None  # not paid yet, and a few bad debts
        invoices.append((issued, a[0], fee, paid, False))
    invoices.sort(key=lambda i: (i[0], i[1], not i[4]))
    invoices = [(1001 + n, i[1], i[0], i[0] + datetime.timedelta(days=14), i[2], round(i[2] * 0.1, 2), i[3],
                 i[4]) for n, i in enumerate(invoices)]
    return [
        "CREATE TABLE clients(client_id INTEGER PRIMARY KEY, name VARCHAR, client_type VARCHAR, "
        "suburb VARCHAR, phone VARCHAR, email VARCHAR, first_contact DATE)",
        "CREATE TABLE pianos(piano_id INTEGER PRIMARY KEY, client_id INTEGER REFERENCES clients(client_id), "
        "make VARCHAR, kind VARCHAR, year_built INTEGER, serial_no VARCHAR)",
        "CREATE TABLE appointments(appointment_id INTEGER PRIMARY KEY, "
        "piano_id INTEGER REFERENCES pianos(piano_id), booked_for TIMESTAMP, service VARCHAR, "
        "technician VARCHAR, minutes INTEGER, status VARCHAR, travel_km DOUBLE)",
        "CREATE TABLE invoices(invoice_no INTEGER PRIMARY KEY, "
        "appointment_id INTEGER REFERENCES appointments(appointment_id), issued DATE, due DATE, "
        "fee_aud DOUBLE, gst_aud DOUBLE, paid_on DATE, voided BOOLEAN)",
        _insert("clients", clients), _insert("pianos", pianos), _insert("appointments", appointments),
        _insert("invoices", invoices),
    ]


# ----------------------------------------------------------------------------------------------- food_truck
FT_ITEMS = (  # (name, category, price before March 2026, price today, vegetarian, popularity)
    ("Al Pastor Taco", "taco", 3.75, 4.25, "N", 10), ("Carnitas Taco", "taco", 3.75, 4.25, "N", 7),
    ("Birria Taco", "taco", 4.50, 5.00, "N", 9), ("Barbacoa Taco", "taco", 4.25, 4.75, "N", 5),
    ("Carne Asada Taco", "taco", 4.25, 4.75, "N", 7), ("Pollo Asado Taco", "taco", 3.75, 4.25, "N", 5),
    ("Baja Fish Taco", "taco", 4.50, 5.00, "N", 4), ("Nopal Taco", "taco", 3.50, 4.00, "Y", 2),
    ("Papa con Rajas Taco", "taco", 3.50, 4.00, "Y", 3), ("Hongos Taco", "taco", 3.75, 4.25, "Y", 3),
    ("Breakfast Burrito", "burrito", 8.50, 9.00, "N", 4),
    ("Carne Asada Burrito", "burrito", 12.00, 13.00, "N", 5),
    ("Al Pastor Burrito", "burrito", 11.50, 12.50, "N", 4),
    ("Bean & Cheese Burrito", "burrito", 8.00, 8.50, "Y", 3),
    ("Chile Relleno Burrito", "burrito", 11.00, 12.00, "Y", 2),
    ("Quesabirria Plate", "plate", 14.00, 15.00, "N", 5), ("Nachos Supremos", "plate", 11.00, 12.00, "N", 3),
    ("Veggie Bowl", "plate", 11.00, 12.00, "Y", 2), ("Cheese Quesadilla", "plate", 8.00, 8.50, "Y", 2),
    ("Chips & Salsa", "side", 3.50, 4.00, "Y", 4), ("Chips & Guac", "side", 6.00, 6.50, "Y", 4),
    ("Elote", "side", 5.00, 5.50, "Y", 4), ("Frijoles Charros", "side", 4.00, 4.50, "N", 2),
    ("Consome Cup", "side", 3.00, 3.50, "N", 3),
    ("Horchata", "drink", 4.00, 4.50, "Y", 6), ("Agua de Jamaica", "drink", 4.00, 4.50, "Y", 4),
    ("Mexican Coke", "drink", 3.50, 3.50, "Y", 5), ("Topo Chico", "drink", 3.00, 3.00, "Y", 4),
    ("Jarritos", "drink", 3.00, 3.00, "Y", 3), ("Bottled Water", "drink", 2.00, 2.00, "Y", 3),
    ("Churros", "dessert", 5.00, 5.50, "Y", 3), ("Tres Leches", "dessert", 6.00, 6.50, "Y", 2),
    ("Mango Paleta", "dessert", 3.50, 4.00, "Y", 2),
    # specials taken off the menu
    ("Green Chile Brisket Taco", "taco", 5.00, 5.00, "N", 6),
    ("Pumpkin Horchata", "drink", 4.50, 4.50, "Y", 5),
    # added in July 2026, not sold yet
    ("Shrimp Aguachile Tostada", "plate", 9.50, 9.50, "N", 0),
    ("Agua de Pepino", "drink", 4.50, 4.50, "Y", 0),
)
SEASONAL = {"Green Chile Brisket Taco": (datetime.date(2025, 10, 15), datetime.date(2026, 1, 31)),
            "Pumpkin Horchata": (datetime.date(2025, 9, 20), datetime.date(2025, 11, 30))}
FT_SPOTS = (  # (name, area, type, pitch fee per shift)
    ("Two Mules Brewing", "RiNo", "brewery", 0.0), ("Cedar Fork Ales", "RiNo", "brewery", 0.0),
    ("Pecos Street Brewhouse", "Highland", "brewery", 10.0), ("Lone Heron Brewing", "Baker", "brewery", 0.0),
    ("Red Bud Beer Co.", "Baker", "brewery", 15.0), ("Sixth Avenue Taproom", "Cherry Creek", "brewery", 10.0),
    ("Golden Spike Ales", "Lakewood", "brewery", 0.0), ("Highland Hop House", "Highland", "brewery", 0.0),
    ("RiNo Saturday Market", "RiNo", "market", 30.0), ("Cherry Creek Farmers Market", "Cherry Creek",
                                                         "market", 35.0),
    ("Highland Square Market", "Highland", "market", 25.0),
    ("Belmar Sunday Market", "Lakewood", "market", 25.0),
    ("Blake Street Offices", "LoDo", "office", 25.0), ("Union Station North Plaza", "LoDo", "office", 30.0),
    ("Denver Tech Annex", "Cherry Creek", "office", 25.0), ("Lakewood Commons Office Park", "Lakewood",
                                                            "office", 20.0),
    ("Broadway Medical Center", "Baker", "office", 25.0), ("Wynkoop Studios", "LoDo", "office", 30.0),
    ("Larimer & 27th", "RiNo", "street", 0.0), ("Colfax & Pearl", "Baker", "street", 0.0),
    ("Coors Field Gate C", "LoDo", "street", 0.0), ("32nd & Lowell", "Highland", "street", 0.0),
    ("Cinco de Mayo Civic Center 2025", "LoDo", "event", 120.0),
    ("Denver PrideFest 2025", "LoDo", "event", 100.0),
    ("Fourth of July Sloan's Lake 2025", "Highland", "event", 60.0),
    ("A Taste of Colorado 2025", "LoDo", "event", 150.0),
    ("Great American Beer Festival 2025", "LoDo", "event", 125.0),
    ("Dia de los Muertos RiNo 2025", "RiNo", "event", 50.0),
    ("Parade of Lights 2025", "LoDo", "event", 75.0),
    ("Cinco de Mayo Civic Center 2026", "LoDo", "event", 125.0),
    ("Denver PrideFest 2026", "LoDo", "event", 100.0),
    ("A Taste of Colorado 2026", "LoDo", "event", 150.0),
)
EVENT_DAYS = {"Cinco de Mayo Civic Center 2025": ((2025, 5, 3), (2025, 5, 4)),
              "Denver PrideFest 2025": ((2025, 6, 28),), "Fourth of July Sloan's Lake 2025": ((2025, 7, 4),),
              "A Taste of Colorado 2025": ((2025, 8, 30), (2025, 8, 31), (2025, 9, 1)),
              "Great American Beer Festival 2025": ((2025, 10, 10),),
              "Dia de los Muertos RiNo 2025": ((2025, 11, 1),), "Parade of Lights 2025": ((2025, 12, 6),),
              "Cinco de Mayo Civic Center 2026": ((2026, 5, 2), (2026, 5, 3)),
              "Denver PrideFest 2026": ((2026, 6, 27),), "A Taste of Colorado 2026": ((2026, 9, 5),)}
NEVER_OPENED = ("Denver Tech Annex", "Wynkoop Studios", "32nd & Lowell")  # permits, never parked there
SPOT_DAYS = {"brewery": (3, 4, 5, 6), "market": (5, 6), "office": (0, 1, 2, 3, 4), "street": (4, 5)}
SPOT_HOURS = {"brewery": (16, 22), "market": (8, 13), "office": (11, 14), "street": (20, 2),
              "event": (11, 21)}
LEADS = ("Rosa", "Dani", "Marco", "Jess")


def food_truck() -> list[str]:
    rng = random.Random(5252)
    items = []
    for n, (name, cat, _, now, veg, _) in enumerate(FT_ITEMS):
        added = (_day(rng, datetime.date(2026, 7, 6), datetime.date(2026, 7, 20)) if n >= len(FT_ITEMS) - 2
                 else SEASONAL[name][0] - datetime.timedelta(days=rng.randint(3, 10)) if name in SEASONAL
                 else _day(rng, datetime.date(2024, 10, 1), datetime.date(2025, 2, 28)))
        items.append((n + 1, name, cat, now, veg, "N" if name in SEASONAL else "Y", added))
    spots = [(n + 1, name, area, kind, fee) for n, (name, area, kind, fee) in enumerate(FT_SPOTS)]
    regular = [s for s in spots if s[3] != "event" and s[1] not in NEVER_OPENED]
    spot_w = [{"brewery": 5, "market": 6, "office": 3, "street": 2}[s[3]] for s in regular]
    plan = []  # (day, spot)
    for s in spots:
        for ymd in EVENT_DAYS.get(s[1], ()):
            plan.append((datetime.date(*ymd), s))
    plan += [(datetime.date(2024, 11, 16), spots[0]), (datetime.date(2024, 11, 23), spots[8])]  # soft launch
    plan.append((datetime.date(2026, 7, 30), next(s for s in spots if s[1] == "32nd & Lowell")))
    busy = {d for d, _ in plan}
    while len(plan) < 126:
        day = _day(rng, datetime.date(2025, 3, 1), datetime.date(2026, 8, 8))
        if day in busy or (day.month in (12, 1, 2) and rng.random() < 0.6):
            continue  # one truck, and the winter is quiet
        s = rng.choices(regular, weights=spot_w)[0]
        if day.weekday() not in SPOT_DAYS[s[3]]:
            continue
        busy.add(day)
        plan.append((day, s))
    plan.sort(key=lambda p: p[0])
    shifts = []
    for day, s in plan:
        opn, cls = SPOT_HOURS[s[3]]
        if s[3] == "brewery" and day.weekday() >= 5:
            opn = 13
        leads = [x for x in LEADS if x == "Rosa" or x == "Dani" and day >= datetime.date(2025, 3, 1)
                 or x == "Marco" and day >= datetime.date(2025, 6, 1)
                 or x == "Jess" and day >= datetime.date(2026, 2, 1)]
        lead = rng.choices(leads, weights=(3, 4, 4, 3)[:len(leads)])[0]
        crew = 4 if s[3] == "event" else rng.choice((2, 2, 3))
        wx = None
        if day > TODAY or s[1] == "32nd & Lowell":
            sts = "planned"
        elif s[1] == "Fourth of July Sloan's Lake 2025":
            sts, wx = "called off", "storm"
        elif s[3] == "event":
            sts = "worked"
        else:
            roll = rng.random()
            winter = day.month in (11, 12, 1, 2, 3)
            sts = "called off" if roll < (0.12 if winter else 0.05) else "breakdown" if roll < 0.16 and \
                roll > 0.135 else "worked"
            if sts == "called off":
                wx = "snow" if winter else rng.choice(("storm", "hail", "smoke"))
            elif rng.random() < 0.25:
                wx = rng.choice(("snow", "cold", "windy")) if winter else rng.choice(("hot", "rain", "windy"))
        fee = None if sts == "planned" else s[4] if sts == "worked" or s[3] == "event" else 0.0
        shifts.append((len(shifts) + 1, s[0], day, opn, cls, crew, lead, fee, wx, sts))
    price = {i[0]: (FT_ITEMS[i[0] - 1][2], FT_ITEMS[i[0] - 1][3]) for i in items}
    orders, lines = [], []
    for sh in shifts:
        if sh[9] != "worked":
            continue
        day, event = sh[2], spots[sh[1] - 1][3] == "event"
        menu = [i for i in items if i[6] <= day and (i[1] not in SEASONAL or SEASONAL[i[1]][0] <= day
                                                     <= SEASONAL[i[1]][1])
                and (i[1] != "Breakfast Burrito" or sh[3] < 11)]
        menu_w = [FT_ITEMS[i[0] - 1][5] * (6 if i[1] == "Breakfast Burrito" else 1) for i in menu]
        for _ in range(rng.randint(5, 7) if event else rng.choice((1, 2, 2, 2, 3))):
            hours = sh[4] - sh[3] if sh[4] > sh[3] else sh[4] + 24 - sh[3]
            at = datetime.datetime(day.year, day.month, day.day, sh[3]) + datetime.timedelta(
                minutes=rng.randrange(hours * 60))
            pay = rng.choices(("card", "cash", "app"), weights=(11, 5, 4))[0]
            roll = rng.random()
            sts = "VOID" if roll < 0.04 else "RFND" if roll < 0.065 else "PAID"
            total = 0.0
            for item in _pick(rng, menu, menu_w):
                qty = rng.choices((1, 2, 3, 4), weights=(5, 4, 2, 1))[0] if item[2] == "taco" else \
                    rng.choices((1, 2), weights=(5, 1))[0]
                unit = price[item[0]][1] if day >= datetime.date(2026, 3, 1) else price[item[0]][0]
                lines.append((len(orders) + 1, item[0], qty, unit))
                total += qty * unit
            tip = None if pay == "cash" or sts == "VOID" else 0.0 if rng.random() < 0.35 else \
                round(total * rng.choice((0.1, 0.15, 0.2)), 2)
            orders.append((len(orders) + 1, sh[0], at, pay, tip, sts))
    lines = [(n + 1,) + ln for n, ln in enumerate(lines)]
    return [
        "CREATE TABLE items(id INTEGER, item_nm VARCHAR, cat VARCHAR, prc_usd DOUBLE, veg VARCHAR, "
        "on_mnu VARCHAR, add_dt DATE)",
        "CREATE TABLE spots(id INTEGER, spot_nm VARCHAR, area VARCHAR, typ VARCHAR, fee_usd DOUBLE)",
        "CREATE TABLE shifts(id INTEGER, spot_id INTEGER, shft_dt DATE, opn_hr INTEGER, cls_hr INTEGER, "
        "crew INTEGER, lead VARCHAR, fee_usd DOUBLE, wx VARCHAR, sts VARCHAR)",
        "CREATE TABLE orders(id INTEGER, shift_id INTEGER, ord_ts TIMESTAMP, pay VARCHAR, tip_usd DOUBLE, "
        "sts VARCHAR)",
        "CREATE TABLE order_lines(id INTEGER, order_id INTEGER, item_id INTEGER, qty INTEGER, "
        "unit_usd DOUBLE)",
        _insert("items", items), _insert("spots", spots), _insert("shifts", shifts),
        _insert("orders", orders), _insert("order_lines", lines),
    ]


def _pick(rng: random.Random, menu: list, weights: list) -> list:
    picked = []
    for _ in range(rng.choices((1, 2, 3), weights=(8, 3, 1))[0]):
        item = rng.choices(menu, weights=weights)[0]
        if item not in picked:
            picked.append(item)
    return picked


# -------------------------------------------------------------------------------------------------- kennels
IE_FIRST = ("Aoife", "Sean", "Ciara", "Conor", "Niamh", "Darragh", "Siobhan", "Cian", "Orla", "Eoin",
            "Grainne", "Padraig", "Roisin", "Donal", "Sinead", "Fionn", "Aisling", "Ronan", "Mairead",
            "Tadhg")
IE_LAST = ("Murphy", "O'Sullivan", "McCarthy", "Walsh", "O'Callaghan", "Buckley", "Lynch", "O'Leary",
           "Crowley", "Twomey", "Kelleher", "Desmond", "Barry", "Hegarty", "Cronin", "Healy")
IE_TOWNS = ("Cork", "Ballincollig", "Carrigaline", "Douglas", "Blarney", "Midleton")
DOG_NAMES = ("Bella", "Max", "Luna", "Charlie", "Daisy", "Buddy", "Molly", "Rocky", "Lola", "Teddy", "Coco",
             "Bailey", "Rosie", "Milo", "Poppy", "Bruno", "Ruby", "Oscar", "Lucy", "Ollie", "Nala", "Toby",
             "Millie", "Finn", "Holly", "Murphy", "Sasha", "Rex")
BREEDS = (  # (breed, size code, weight)
    ("Labrador", "L", 12), ("Golden Retriever", "L", 7), ("Cocker Spaniel", "M", 8),
    ("Springer Spaniel", "M", 6), ("Border Collie", "M", 6), ("Jack Russell", "S", 7), ("Cavapoo", "S", 6),
    ("Cockapoo", "M", 9),
    ("Bichon Frise", "S", 4), ("Shih Tzu", "S", 4), ("German Shepherd", "L", 5), ("Beagle", "M", 4),
    ("Dachshund", "S", 3), ("Irish Wolfhound", "XL", 2), ("Bernese Mountain Dog", "XL", 2),
    ("Whippet", "M", 3), ("Lurcher", "L", 3), ("Great Dane", "XL", 1), ("Crossbreed", None, 10),
)
NIGHTLY_C = {"S": 2600, "M": 3000, "L": 3400, "XL": 3800}  # 2025; +200 from 1 January 2026
EXTRAS = {"BATH": 1500, "WALK": 800, "MEDS": 300, "TAXI": 2500, "PLAY": 1000, "TRAIN": 2000}
GROOM_C = {"S": 3500, "M": 4500, "L": 5500, "XL": 6500}
RUNS = {"A": 12, "B": 10, "C": 6}  # block C are the heated suites, 10 euro a night more


def _epoch(at: datetime.datetime) -> int:
    return int(at.replace(tzinfo=datetime.UTC).timestamp())


def kennels() -> list[str]:
    rng = random.Random(5355)
    owners = []
    for n, (first, last) in enumerate(_names(rng, IE_FIRST, IE_LAST, 176)):
        joined = (_day(rng, datetime.date(2026, 7, 1), datetime.date(2026, 7, 23)) if n >= 168
                  else _day(rng, datetime.date(2016, 4, 1), datetime.date(2026, 6, 30)))
        phone = None if rng.random() < 0.1 else \
            f"08{rng.choice((3, 5, 6, 7))} {rng.randint(1000000, 9999999)}"
        owners.append((n + 1, last, first, rng.choices(IE_TOWNS, weights=(8, 4, 3, 3, 2, 2))[0], phone,
                       joined.isoformat()))
    dogs = []
    breeds, breed_w = [b[:2] for b in BREEDS], [b[2] for b in BREEDS]
    for o in owners:
        for _ in range(rng.choices((1, 2, 3), weights=(15, 4, 1))[0]):
            breed, size = rng.choices(breeds, weights=breed_w)[0]
            size = size or rng.choice(("S", "M", "M", "L"))
            born = None if rng.random() < 0.12 else rng.randint(2011, 2025)
            dogs.append((len(dogs) + 1, o[0], rng.choice(DOG_NAMES), breed, size, born, rng.choice("MF"),
                         "Y" if rng.random() < 0.8 else "N"))
    dogs_of: dict[int, list] = {}
    for d in dogs:
        dogs_of.setdefault(d[1], []).append(d)
    regulars = [o for o in owners[:168] if rng.random() < 0.84]
    keen = [rng.choice((1, 1, 1, 2, 4)) for _ in regulars]
    peak = {7: 1.0, 8: 1.0, 12: 0.9, 10: 0.6, 4: 0.6, 6: 0.6, 5: 0.4, 9: 0.4, 3: 0.4, 11: 0.3, 1: 0.2, 2: 0.3}
    stays, extras, payments, away, runs = [], [], [], {}, {}
    while len(stays) < 290:
        start = _day(rng, datetime.date(2024, 12, 18), datetime.date(2026, 8, 30))
        if rng.random() < 0.025:
            start = _day(rng, datetime.date(2025, 12, 16), datetime.date(2025, 12, 27))  # the Christmas rush
        elif rng.random() > peak[start.month] or (start.year == 2024 and rng.random() < 0.7):
            continue
        o = rng.choices(regulars, weights=keen)[0]
        if datetime.date.fromisoformat(o[5]) > start:
            continue
        party = dogs_of[o[0]] if rng.random() < 0.85 else [rng.choice(dogs_of[o[0]])]
        nights = rng.choice((1, 2, 3, 3, 4, 5, 7, 7, 10, 14))
        end = start + datetime.timedelta(days=nights)
        if any(a < end and start < b for d in party for a, b in away.get(d[0], ())):
            continue  # a dog is in one place at a time
        lead = rng.choice((2, 5, 10, 20, 30, 45, 60, 90))
        booked = _at(rng, start - datetime.timedelta(days=lead), (8, 18))
        if booked.date() > TODAY:
            booked = _at(rng, _day(rng, datetime.date(2026, 6, 1), TODAY), (8, 18))
        if start > TODAY:
            status = "X" if rng.random() < 0.06 else "R"
        elif end > TODAY:
            status = "I"
        else:
            status = rng.choices("DXN", weights=(88, 9, 3))[0]
        block = "C" if rng.random() < 0.15 or any(d[4] == "XL" for d in party) and rng.random() < 0.5 else \
            rng.choice("AB")
        free = [f"{block}{n:02d}" for n in range(1, RUNS[block] + 1)
                if not any(a < end and start < b for a, b in runs.get(f"{block}{n:02d}", ()))]
        if not free:
            continue  # the block is full those nights
        kennel = rng.choice(free)
        runs.setdefault(kennel, []).append((start, end))
        for d in party:
            away.setdefault(d[0], []).append((start, end))
        total = 0
        for k, d in enumerate(party):
            nightly = NIGHTLY_C[d[4]] + (200 if start >= datetime.date(2026, 1, 1) else 0) + \
                (1000 if block == "C" else 0)
            if k:
                nightly = round(nightly * 0.85 / 50) * 50  # 15% off the second and third dog
            board = 0 if status in "XN" else (nights - nights // 14) * nightly  # 14 nights, one free
            stays.append([start, d[0], end, nights, kennel, status, nightly, board])
            total += board
            if status in "DI":
                for code in rng.sample(("BATH", "GROOM", "WALK", "MEDS", "TAXI", "PLAY", "TRAIN"),
                                       rng.choices((0, 1, 2, 3), weights=(5, 4, 2, 1))[0]):
                    if code == "TRAIN" and nights < 5 or code == "MEDS" and rng.random() < 0.5:
                        continue
                    qty = nights if code in ("MEDS", "WALK") else 2 if code == "TAXI" else 1
                    each = GROOM_C[d[4]] if code == "GROOM" else EXTRAS[code]
                    extras.append((start, d[0], code, qty, each))
                    total += qty * each
        method = rng.choices(("CARD", "CASH", "BANK"), weights=(6, 2, 2))[0]
        deposit = round(sum(NIGHTLY_C[d[4]] for d in party) * nights * 0.2 / 100) * 100 \
            if rng.random() < 0.45 or status in "XN" else 0
        if deposit:
            payments.append((_epoch(booked), o[0], deposit, "CARD" if method == "CASH" else method, "DEP"))
        if status == "X" and deposit and lead > 7 and rng.random() < 0.8:
            refund_day = min(start - datetime.timedelta(days=rng.randint(2, 7)), TODAY)
            payments.append((_epoch(_at(rng, refund_day, (8, 18))), o[0], -deposit, method if method != "CASH"
                             else "CARD", "REF"))
        if status == "D":
            payments.append((_epoch(_at(rng, end, (8, 18))), o[0], total - deposit, method, "BAL"))
    stays.sort(key=lambda s: (s[0], s[1]))
    number = {(s[0], s[1]): n + 2001 for n, s in enumerate(stays)}
    out_stays = [(number[(s[0], s[1])], s[1], s[0].isoformat(), s[2].isoformat()) + tuple(s[3:])
                 for s in stays]
    extras.sort(key=lambda e: (e[0], e[1], e[2]))
    out_extras = [(n + 1, number[(e[0], e[1])]) + e[2:] for n, e in enumerate(extras)]
    payments.sort()
    out_payments = [(n + 1,) + (p[1], p[0]) + p[2:] for n, p in enumerate(payments)]
    return [
        "CREATE TABLE owners(owner_no INTEGER, surname VARCHAR, forename VARCHAR, town VARCHAR, "
        "phone VARCHAR, joined VARCHAR)",
        "CREATE TABLE dogs(dog_no INTEGER, owner_no INTEGER, dog_name VARCHAR, breed VARCHAR, "
        "size_cd VARCHAR, born_yr INTEGER, sex VARCHAR, neutered VARCHAR)",
        "CREATE TABLE stays(stay_no INTEGER, dog_no INTEGER, check_in VARCHAR, check_out VARCHAR, "
        "nights INTEGER, kennel VARCHAR, status VARCHAR, nightly_c INTEGER, board_c INTEGER)",
        "CREATE TABLE extras(extra_no INTEGER, stay_no INTEGER, code VARCHAR, qty INTEGER, each_c INTEGER)",
        "CREATE TABLE payments(pay_no INTEGER, owner_no INTEGER, paid_epoch BIGINT, amount_c INTEGER, "
        "method VARCHAR, kind VARCHAR)",
        _insert("owners", owners), _insert("dogs", dogs), _insert("stays", out_stays),
        _insert("extras", out_extras), _insert("payments", out_payments),
    ]


SCHEMAS_U = {"food_truck": food_truck, "piano_tuning": piano_tuning, "kennels": kennels}
