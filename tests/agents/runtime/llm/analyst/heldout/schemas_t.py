"""Three held-out workspaces for set T, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Monday 29 June 2026, the day of the export.

- bike_repair (a bicycle repair workshop on Norrebro in Copenhagen; Danish kroner): declared PRIMARY KEY /
  REFERENCES on same-named integer keys: `jobs.customer_id` → `customers.customer_id`, `job_parts.job_id` →
  `jobs.job_id`, `job_parts.part_id` → `parts.part_id`; customers named by `name` (a person, or a business
  account such as a courier firm or a hotel with `is_business` TRUE; `postnr` the Danish postcode, `phone`
  sometimes NULL, `created` DATE, `club` TRUE for the customer club); a job is one bike booked into the
  workshop (`checked_in` TIMESTAMP, `bike` the kind of bike 'city', 'cargo', 'e-bike', 'racer', 'MTB' or
  'kids', `make`, `work` what was asked for, `mechanic` a first name, `labour_min` minutes worked (15, the
  look-over, on a declined quote), `labour_dkk` the labour billed in KRONER (quarter hours at 600 kr an
  hour, 650 from 1 January 2026, 10% off for business accounts, 0 on a `warranty` redo and on a 'declined'
  quote, NULL while 'in workshop'),
  `status` 'collected' (paid and taken home, `collected_at` set, NULL otherwise), 'ready' (finished,
  waiting on the rack to be paid for and collected), 'in workshop' or 'declined' (the customer said no to
  the quote, nothing billed); parts on a job as `job_parts.qty × unit_ore`, the price charged per unit in
  ØRE (1/100 krone; 0 on a warranty redo; prices went up about 5% on 1 January 2026, `parts.sell_dkk` is
  today's shelf price in kroner and `cost_dkk` today's cost); parts named by `description`, `part_no` a
  supplier code, in a `part_group`, from a `supplier`; the parts added in June 2026 and a few slow ones
  were never fitted, declined jobs have no parts, and the customers who joined the club at the June 2026
  bike festival (and a few others) never brought a bike in.
- boat_hire (a self-drive day-boat and canoe hire yard at Wroxham on the Norfolk Broads; pounds): no
  declared keys, tables keyed by `id` with `<thing>_id` foreign keys (`hires.boat_id`, `hires.cust_id`,
  `incidents.hire_id`) and abbreviated columns (`boat_nm`, `cls`, `seats`, `hr_gbp`, `acq_dt`, `actv`,
  `cust_nm`, `pcode`, `src`, `reg_dt`, `optin`, `bk_ts`, `out_ts`, `hrs`, `pax`, `amt_p`, `dep_p`,
  `xtra_p`, `sts`, `chan`, `rpt_ts`, `kind`, `est_p`, `chgd_p`, `fault`); `boats.cls` 'dayboat', 'electric',
  'picnic', 'canoe', 'kayak' or 'SUP', `hr_gbp` today's hourly rate in POUNDS (raised on 1 March 2026),
  `actv` 'N' for the boat laid up; one `hires` row a booking of one boat for `hrs` hours from `out_ts`,
  `amt_p` the hire price in PENCE (`hrs` × the hourly rate then), `dep_p` the refundable deposit in
  pence, `xtra_p` the late-return charge in pence (NULL unless `sts` 'LATE'); `sts` 'RET' (back on
  time), 'LATE' (back late, charged extra), 'NS' (no-show, hire price kept), 'CXL' (cancelled and
  refunded, `amt_p` kept as booked) or 'BKD' (booked for July 2026); `chan` 'web', 'phone' or 'desk';
  customers with a `pcode` postcode district, `src` how they heard of us (NULL when not asked), `optin`
  'Y'/'N' for marketing; `incidents` are damage and mishap reports on a hire (`kind`, `est_p` the repair
  estimate in pence, NULL when nothing needs mending, `chgd_p` the amount kept from the deposit in pence,
  `fault` 'CUST' or 'YARD'); the two electric boats bought in June 2026 and the laid-up dayboat never went
  out, and the customers who registered on the website without finishing a booking have no hires.
- yoga_studio (a yoga and pilates studio in Te Aro, Wellington; New Zealand dollars): no declared keys,
  natural text codes named unlike their targets: `bookings.attendee` → `members.member_ref`,
  `bookings.slot` → `classes.class_code`, `payments.payer` → `members.member_ref`; members named by
  `name`, in a `suburb`, on a `plan` 'casual', 'class pass' or 'unlimited', `joined` DATE, `email`
  sometimes NULL; `classes` is the weekly timetable, one row a regular class (`class_code` like
  'TUE-0615-VIN': weekday, start time and style, `style`, `teacher` a first name, `room`, `spaces`,
  `mins`, `added` DATE, `dropped` DATE the last week it ran, NULL while on the timetable); a booking is
  one member in one class on a `class_date` (`booked_at` TIMESTAMP, `via` 'app', 'web' or 'desk',
  `outcome` 'attended', 'no-show', 'late cancel', 'cancelled' (in good time) or 'upcoming' (July 2026));
  payments are what members paid for classes (`item` 'Casual class', '5-class pass', '10-class pass',
  'Monthly unlimited' or 'Intro fortnight', `amount_cents` in CENTS, prices raised on 1 February 2026,
  `paid_at` TIMESTAMP, `method` 'card', 'eftpos', 'online' or 'gift voucher', `refunded` BOOLEAN TRUE when
  the money was given back); the classes added in June 2026 were never booked, and many
  members (all who joined in June 2026 and others) never booked a class or never paid anything.

Written blind for set T (questions_t.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_r import _at

TODAY = datetime.date(2026, 6, 29)


# Its own `_names` (a sample, not schemas_f's shuffle): the names its questions use come from that draw.
def _names(rng: random.Random, first: tuple, last: tuple, n: int) -> list[tuple[str, str]]:
    return rng.sample([(f, l) for f in first for l in last], n)


# ---------------------------------------------------------------------------------------------- bike_repair
DK_FIRST = ("Mads", "Freja", "Rasmus", "Ida", "Mikkel", "Sofie", "Anders", "Emma", "Jakob", "Clara",
            "Christian", "Laura", "Frederik", "Anna", "Mathias", "Signe", "Kasper", "Maja", "Jonas",
            "Cecilie")
DK_LAST = ("Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sorensen",
           "Rasmussen", "Jorgensen", "Petersen", "Madsen", "Kristensen", "Olsen", "Thomsen", "Poulsen")
DK_BUSINESS = ("Hotel Norrebro ApS", "Budcykel Kurer I/S", "Cafe Mellemrum", "Nordvest Bageri",
               "Kobenhavns Cykeltaxi", "Grafisk Hus ApS")
POSTNR = ("2200", "2100", "2400", "2300", "1800", "2000")
MECHANICS = ("Bjarke", "Lotte", "Yusuf", "Henrik", "Nanna")  # Nanna started February 2026
BIKES = {  # kind -> (weight, makes)
    "city": (10, ("Kildemoes", "Winther", "Raleigh", "Batavus", "MBK")),
    "cargo": (4, ("Christiania", "Larry vs Harry", "Butchers & Bicycles", "Nihola")),
    "e-bike": (5, ("Kildemoes", "Batavus", "Specialized", "Cube")),
    "racer": (3, ("Specialized", "Trek", "Cube", "Principia")),
    "MTB": (2, ("Trek", "Cube", "Specialized")),
    "kids": (2, ("Puky", "Winther", "Kildemoes")),
}
WORK = {  # work -> (weight, minutes range, part groups likely)
    "puncture": (9, (15, 30), ("tubes", "tyres")),
    "brakes": (6, (20, 60), ("brakes", "cables")),
    "gears": (5, (20, 60), ("drivetrain", "cables")),
    "basic service": (6, (45, 90), ("cables", "brakes", "tubes")),
    "full service": (3, (120, 210), ("drivetrain", "brakes", "cables", "tyres")),
    "lights": (3, (15, 30), ("lights",)),
    "wheel build": (1, (90, 150), ("wheels",)),
    "e-bike diagnostics": (2, (30, 90), ("electrics",)),
    "fit accessories": (2, (15, 40), ("accessories",)),
}
PARTS = (  # (part_no, description, group, kroner today, supplier)
    ("SCH-11159", "Schwalbe Marathon 700x35C", "tyres", 349.0, "Schwalbe Nordic"),
    ("SCH-11160", "Schwalbe Marathon 28x1.75", "tyres", 329.0, "Schwalbe Nordic"),
    ("SCH-11101", "Schwalbe Big Apple 20x2.15 (cargo)", "tyres", 299.0, "Schwalbe Nordic"),
    ("CON-0101", "Continental Grand Prix 5000 25C", "tyres", 499.0, "Cykelpartner"),
    ("KEN-2616", "Kenda 16in kids tyre", "tyres", 129.0, "Cykelpartner"),
    ("SCH-SV17", "Inner tube 700c presta", "tubes", 69.0, "Schwalbe Nordic"),
    ("SCH-AV17", "Inner tube 28in schrader", "tubes", 69.0, "Schwalbe Nordic"),
    ("SCH-DV07", "Inner tube 20in dunlop", "tubes", 59.0, "Schwalbe Nordic"),
    ("SCH-AV04", "Inner tube 16in", "tubes", 55.0, "Schwalbe Nordic"),
    ("SHI-BR-R", "Rim brake pads (pair)", "brakes", 89.0, "Shimano Nordic"),
    ("SHI-B01S", "Disc brake pads resin", "brakes", 149.0, "Shimano Nordic"),
    ("SHI-RT56", "Disc rotor 160mm", "brakes", 229.0, "Shimano Nordic"),
    ("SHI-BR-C", "Coaster brake arm kit", "brakes", 119.0, "Shimano Nordic"),
    ("SHI-R317", "Roller brake front", "brakes", 399.0, "Shimano Nordic"),
    ("SHI-BL-M", "Hydraulic bleed kit (service)", "brakes", 175.0, "Shimano Nordic"),
    ("KMC-X8", "KMC X8 chain", "drivetrain", 179.0, "Cykelpartner"),
    ("KMC-Z1", "KMC Z1 single-speed chain", "drivetrain", 129.0, "Cykelpartner"),
    ("SHI-HG41", "Cassette 8-speed 11-32", "drivetrain", 259.0, "Shimano Nordic"),
    ("SHI-NX3", "Nexus 3 gear cable kit", "drivetrain", 149.0, "Shimano Nordic"),
    ("SHI-NX7", "Nexus 7 hub overhaul kit", "drivetrain", 329.0, "Shimano Nordic"),
    ("SHI-RD-T", "Rear derailleur Tourney", "drivetrain", 219.0, "Shimano Nordic"),
    ("SUG-CR38", "Chainring 38T", "drivetrain", 189.0, "Cykelpartner"),
    ("JAG-GC", "Gear cable inner", "cables", 45.0, "Cykelpartner"),
    ("JAG-BC", "Brake cable inner", "cables", 45.0, "Cykelpartner"),
    ("JAG-OH", "Outer housing per metre", "cables", 39.0, "Cykelpartner"),
    ("BM-LUMO", "Busch+Muller front light", "lights", 399.0, "Winther Dele"),
    ("BM-TOPL", "Busch+Muller rear light", "lights", 199.0, "Winther Dele"),
    ("BM-DYN", "Dynamo wiring kit", "lights", 89.0, "Winther Dele"),
    ("CAT-VOLT", "Cateye battery light set", "lights", 249.0, "Cykelpartner"),
    ("DT-R460", "Rim DT R460 700c", "wheels", 549.0, "Cykelpartner"),
    ("DT-SPK", "Spokes (set of 36)", "wheels", 259.0, "Cykelpartner"),
    ("SHI-HUBF", "Front hub dynamo DH-3N", "wheels", 449.0, "Shimano Nordic"),
    ("BOS-DIAG", "Bosch firmware update", "electrics", 250.0, "Winther Dele"),
    ("BOS-SENS", "Speed sensor Bosch", "electrics", 399.0, "Winther Dele"),
    ("BOS-CHG", "Charger 4A Bosch", "electrics", 1299.0, "Winther Dele"),
    ("SHI-STEP", "Steps display cable", "electrics", 349.0, "Shimano Nordic"),
    ("ABUS-KL", "Abus frame lock", "accessories", 449.0, "Winther Dele"),
    ("BELL-01", "Bell", "accessories", 49.0, "Cykelpartner"),
    ("KICK-01", "Kickstand double leg", "accessories", 229.0, "Cykelpartner"),
    ("MUD-28", "Mudguard set 28in", "accessories", 199.0, "Winther Dele"),
    ("BASK-F", "Front basket wicker", "accessories", 349.0, "Winther Dele"),
    ("GRIP-ERG", "Ergon grips", "accessories", 229.0, "Cykelpartner"),
    ("SAD-CMF", "Comfort saddle", "accessories", 299.0, "Cykelpartner"),
    ("PED-PLT", "Platform pedals", "accessories", 149.0, "Cykelpartner"),
    # added in June 2026 and not yet fitted
    ("SCH-G1", "Schwalbe G-One 40C", "tyres", 449.0, "Schwalbe Nordic"),
    ("GAT-CDX", "Gates belt CDX", "drivetrain", 899.0, "Winther Dele"),
    ("BOS-500", "Bosch PowerPack 500 (exchange)", "electrics", 5499.0, "Winther Dele"),
    ("CHR-RAIN", "Christiania rain cover", "accessories", 1199.0, "Winther Dele"),
)
RARE = ("SHI-R317", "SUG-CR38", "CAT-VOLT", "SHI-HUBF", "BOS-CHG", "ABUS-KL", "BASK-F")


def bike_repair() -> list[str]:
    rng = random.Random(4141)
    customers = []
    for n, (first, last) in enumerate(_names(rng, DK_FIRST, DK_LAST, 178)):
        created = (_day(rng, datetime.date(2026, 6, 6), datetime.date(2026, 6, 7)) if n >= 164
                   else _day(rng, datetime.date(2017, 3, 1), datetime.date(2026, 5, 31)))
        phone = None if rng.random() < 0.12 else f"+45 {rng.randint(20000000, 61999999)}"
        club = True if n >= 164 else rng.random() < 0.45
        customers.append([n + 1, f"{first} {last}", False, rng.choices(POSTNR, weights=(9, 4, 3, 2, 2, 2))[0],
                          phone, created, club])
    for b, name in enumerate(DK_BUSINESS):
        phone = f"+45 {rng.randint(30000000, 39999999)}"
        customers.append([len(customers) + 1, name, True, POSTNR[b % 3], phone,
                          _day(rng, datetime.date(2018, 1, 1), datetime.date(2024, 6, 30)), False])
    customers = [tuple(c) for c in customers]
    people = [c for c in customers if not c[2] and c[5] < datetime.date(2026, 6, 1) and rng.random() < 0.93]
    firms = [c for c in customers if c[2]]
    keen = [rng.choice((1, 1, 1, 2, 3)) for _ in people]
    parts = []
    for n, (no, desc, group, kr, supplier) in enumerate(PARTS):
        new = n >= len(PARTS) - 4
        added = (_day(rng, datetime.date(2026, 6, 2), datetime.date(2026, 6, 26)) if new
                 else _day(rng, datetime.date(2016, 1, 1), datetime.date(2024, 9, 30)))
        cost = round(kr * rng.uniform(0.45, 0.6), 2)
        parts.append((n + 1, no, desc, group, kr, cost, supplier, added))
    fittable = [p for p in parts if p[7] < datetime.date(2025, 1, 1)]
    by_group: dict[str, list] = {}
    for p in fittable:
        by_group.setdefault(p[3], []).append(p)
    kinds, kind_w = tuple(BIKES), [BIKES[k][0] for k in BIKES]
    works, work_w = tuple(WORK), [WORK[w][0] for w in WORK]
    jobs, lines = [], []
    while len(jobs) < 300:
        day = _day(rng, datetime.date(2025, 1, 2), TODAY)
        if day.weekday() == 6 or (day.month == 12 and day.day in (24, 25, 26, 31)) or day.month == 7 \
                and day.year == 2025 and day.day < 21 and rng.random() < 0.7:
            continue  # closed Sundays and over Christmas, half-staffed in the July holiday
        if day.weekday() == 5 and rng.random() < 0.5:
            continue  # Saturdays are short
        firm = rng.random() < 0.14
        cust = rng.choice(firms) if firm else rng.choices(people, weights=keen)[0]
        if cust[5] > day:
            continue
        kind = "cargo" if firm and rng.random() < 0.6 else rng.choices(kinds, weights=kind_w)[0]
        make = rng.choice(BIKES[kind][1])
        work = rng.choices(works, weights=work_w)[0]
        if work == "e-bike diagnostics" and kind != "e-bike":
            work = "gears"
        checked = _at(rng, day, (7, 16))
        staff = [m for m in MECHANICS if m != "Nanna" or day >= datetime.date(2026, 2, 2)]
        mech = rng.choices(staff, weights=(4, 4, 3, 2, 3)[:len(staff)])[0]
        lo, hi = WORK[work][1]
        minutes = rng.randint(lo, hi) + (rng.randint(10, 40) if kind == "cargo" else 0)
        rate = 650 if day >= datetime.date(2026, 1, 1) else 600
        warranty = rng.random() < 0.04
        age = (TODAY - day).days
        if age <= 6:
            status = "in workshop"
        elif rng.random() < 0.06:
            status = "declined"
        elif age <= 20 and rng.random() < 0.6:
            status = "ready"
        else:
            status = "collected"
        if status == "in workshop":
            labour = None
        elif status == "declined" or warranty:
            labour = 0.0
        else:
            labour = -(-minutes // 15) * rate / 4 * (0.9 if cust[2] else 1.0)
        if status == "declined":
            minutes = 15
        collected = None
        if status == "collected":
            collected = checked + datetime.timedelta(hours=rng.choice((3, 5, 8, 24, 26, 30, 48, 72, 120)),
                                                     minutes=rng.randrange(60))
            if collected.date() > TODAY:
                collected = datetime.datetime(2026, 6, 29, 9, rng.randrange(60))
            if collected.weekday() == 6:
                collected += datetime.timedelta(days=1)
        jobs.append([checked, cust[0], kind, make, work, mech, minutes, labour, warranty, status, collected])
        if status == "declined":
            continue
        groups = WORK[work][2]
        count = rng.choices((0, 1, 2, 3), weights=(3, 6, 3, 1) if work not in ("puncture", "lights")
                            else (2, 8, 1, 0))[0]
        if work == "full service":
            count += 1
        for _ in range(count):
            pool = [p for p in by_group[rng.choice(groups)] if p[1] not in RARE or rng.random() < 0.25]
            if kind == "kids":
                pool = [p for p in pool if "kids" in p[2] or "16in" in p[2]
                        or p[3] not in ("tyres", "tubes")] or pool
            if not pool:
                continue
            p = rng.choice(pool)
            qty = 2 if p[3] in ("brakes",) and rng.random() < 0.3 else rng.choices((1, 2), weights=(5, 1))[0]
            if p[3] == "cables":
                qty = rng.randint(1, 3)
            price = p[4] if day >= datetime.date(2026, 1, 1) else round(p[4] / 1.05)
            lines.append((checked, cust[0], p[0], qty, 0 if warranty else int(round(price * 100))))
    order = sorted(range(len(jobs)), key=lambda i: (jobs[i][0], jobs[i][1]))
    out_jobs, new_id, per_year = [], {}, {}
    for i in order:
        j = jobs[i]
        per_year[j[0].year] = per_year.get(j[0].year, 0) + 1
        jid = (j[0].year % 100) * 1000 + per_year[j[0].year]
        assert (j[0], j[1]) not in new_id
        new_id[(j[0], j[1])] = jid
        out_jobs.append((jid, j[1], j[0]) + tuple(j[2:]))
    lines.sort(key=lambda ln: (ln[0], ln[1], ln[2]))
    out_lines = [(n + 1, new_id[(ln[0], ln[1])], ln[2], ln[3], ln[4]) for n, ln in enumerate(lines)]
    return [
        "CREATE TABLE customers(customer_id INTEGER PRIMARY KEY, name VARCHAR, is_business BOOLEAN, "
        "postnr VARCHAR, phone VARCHAR, created DATE, club BOOLEAN)",
        "CREATE TABLE parts(part_id INTEGER PRIMARY KEY, part_no VARCHAR, description VARCHAR, "
        "part_group VARCHAR, sell_dkk DOUBLE, cost_dkk DOUBLE, supplier VARCHAR, added DATE)",
        "CREATE TABLE jobs(job_id INTEGER PRIMARY KEY, "
        "customer_id INTEGER REFERENCES customers(customer_id), checked_in TIMESTAMP, bike VARCHAR, "
        "make VARCHAR, work VARCHAR, mechanic VARCHAR, labour_min INTEGER, labour_dkk DOUBLE, "
        "warranty BOOLEAN, status VARCHAR, collected_at TIMESTAMP)",
        "CREATE TABLE job_parts(line_id INTEGER PRIMARY KEY, job_id INTEGER REFERENCES jobs(job_id), "
        "part_id INTEGER REFERENCES parts(part_id), qty INTEGER, unit_ore INTEGER)",
        _insert("customers", customers), _insert("parts", parts), _insert("jobs", out_jobs),
        _insert("job_parts", out_lines),
    ]


# ------------------------------------------------------------------------------------------------ boat_hire
BOATS = (  # (class, names, seats, pounds an hour before March 2026, today)
    ("dayboat", ("Kingfisher", "Heron", "Bittern", "Grebe", "Coot", "Moorhen", "Marsh Harrier", "Swallowtail",
                 "Avocet", "Lapwing"), 8, 36.0, 40.0),
    ("electric", ("Silver Eel", "Otter", "Water Vole", "Dragonfly", "Reed Warbler", "Damselfly", "Mayfly",
                  "Pike"), 6, 32.0, 35.0),
    ("picnic", ("Broadland Belle", "Bure Queen"), 12, 58.0, 62.0),
    ("canoe", ("Canoe 1", "Canoe 2", "Canoe 3", "Canoe 4", "Canoe 5", "Canoe 6", "Canoe 7", "Canoe 8"),
     3, 14.0, 15.0),
    ("kayak", ("Kayak A", "Kayak B", "Kayak C", "Kayak D", "Kayak E"), 1, 11.0, 12.0),
    ("SUP", ("Paddleboard 1", "Paddleboard 2", "Paddleboard 3", "Paddleboard 4"), 1, 12.0, 14.0),
)
NEW_BOATS = ("Mayfly", "Pike")  # bought in June 2026
LAID_UP = "Coot"
DEPOSIT_P = {"dayboat": 10000, "electric": 10000, "picnic": 15000, "canoe": 3000, "kayak": 2000, "SUP": 2000}
UK_FIRST = ("Oliver", "Amelia", "Harry", "Isla", "Jack", "Ava", "George", "Mia", "Noah", "Grace", "Charlie",
            "Lily", "Jacob", "Poppy", "Alfie", "Ella", "Freddie", "Evie", "Arthur", "Ruby")
UK_LAST = ("Thurston", "Gurney", "Howes", "Bunn", "Loades", "Cubitt", "Rix", "Hipkin", "Wegg", "Spink",
           "Fiddy", "Blowers", "Brundall", "Chapman", "Greenacre", "Mann")
PCODES = ("NR12", "NR13", "NR2", "NR7", "CB4", "IP1", "LN2", "SE15", "LS6", "B13", "NG5", "CM2")
HIRE_HOURS = {"dayboat": (2, 3, 4, 4, 6, 8), "electric": (1, 2, 2, 3, 4), "picnic": (3, 4, 6),
              "canoe": (1, 2, 2, 3, 4, 8), "kayak": (1, 2, 2, 3), "SUP": (1, 1, 2)}
INCIDENTS = (("hull scrape", (4000, 25000), 5), ("prop fouled", (None, None), 3),
             ("lost paddle", (3500, 4500), 3), ("engine fault", (8000, 45000), 2),
             ("grounded", (None, None), 3), ("capsized", (None, None), 2), ("fender lost", (1800, 2400), 2))


def boat_hire() -> list[str]:
    rng = random.Random(4242)
    boats = []
    for cls, names, seats, old, now in BOATS:
        for name in names:
            acq = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 20)) if name in NEW_BOATS
                   else _day(rng, datetime.date(2009, 3, 1), datetime.date(2024, 10, 31)))
            boats.append((len(boats) + 1, name, cls, seats + (rng.choice((0, 2)) if cls == "dayboat" else 0),
                          now, acq, "N" if name == LAID_UP else "Y"))
    old_rate = {b[0]: next(r for c, _, _, r, _ in BOATS if c == b[2]) for b in boats}
    customers = []
    for n, (first, last) in enumerate(_names(rng, UK_FIRST, UK_LAST, 212)):
        reg = _at(rng, _day(rng, datetime.date(2023, 2, 1), datetime.date(2026, 6, 27)), (7, 22))
        src = rng.choices(("Google", "returning", "hotel", "leaflet", "TripAdvisor", None),
                          weights=(6, 3, 2, 2, 2, 3))[0]
        pcode = rng.choices(PCODES, weights=(5, 4, 4, 3, 2, 2, 1, 2, 1, 1, 1, 1))[0]
        customers.append((n + 1, f"{first} {last}", pcode, src, reg, rng.choice(("Y", "N"))))
    hirers = [c for c in customers if rng.random() < 0.86]
    keen = [rng.choice((1, 1, 1, 2, 3)) for _ in hirers]
    usable = [b for b in boats if b[6] == "Y" and b[1] not in NEW_BOATS]
    weight = {"dayboat": 5, "electric": 4, "picnic": 3, "canoe": 2, "kayak": 1, "SUP": 2}
    hires, taken = [], set()
    while len(hires) < 372:
        day = _day(rng, datetime.date(2025, 3, 15), datetime.date(2026, 7, 26))
        if day.month in (11, 12, 1, 2) and rng.random() < 0.85:
            continue  # the yard is mostly shut over the winter
        if day.month in (3, 4, 10) and rng.random() < 0.4:
            continue
        b = rng.choices(usable, weights=[weight[x[2]] for x in usable])[0]
        if (b[0], day) in taken:
            continue
        c = rng.choices(hirers, weights=keen)[0]
        hrs = rng.choice(HIRE_HOURS[b[2]])
        start = datetime.datetime(day.year, day.month, day.day, rng.choice((9, 9, 10, 11, 13, 14)),
                                  rng.choice((0, 0, 30)))
        chan = rng.choices(("web", "phone", "desk"), weights=(7, 3, 3))[0]
        lead = 0 if chan == "desk" else rng.choice((1, 2, 3, 7, 14, 21, 45))
        booked = start - datetime.timedelta(days=lead, hours=rng.randint(0, 6) if lead else 0,
                                            minutes=rng.randint(5, 59))
        if booked.date() > TODAY:
            booked = _at(rng, _day(rng, datetime.date(2026, 6, 1), TODAY), (7, 22))
        if booked < c[4]:
            continue
        taken.add((b[0], day))
        rate = b[4] if day >= datetime.date(2026, 3, 1) else old_rate[b[0]]
        amt = int(round(hrs * rate * 100))
        pax = rng.randint(1, b[3]) if b[3] > 1 else 1
        xtra = None
        if day > TODAY:
            sts = "CXL" if rng.random() < 0.05 else "BKD"
        elif day == TODAY:
            sts = "BKD"
        else:
            roll = rng.random()
            sts = "CXL" if roll < 0.07 and chan != "desk" else "NS" if roll < 0.1 and chan != "desk" \
                else "LATE" if roll < 0.17 else "RET"
        if sts == "LATE":
            xtra = rng.choice((1, 1, 2)) * int(round(rate * 100)) if b[2] in ("dayboat", "electric",
                                                                           "picnic") else 1000
        hires.append((start, b[0], c[0], booked, hrs, pax, amt, DEPOSIT_P[b[2]], xtra, sts, chan))
    hires.sort(key=lambda h: (h[3], h[1]))
    hires = [(n + 1, h[1], h[2], h[3], h[0]) + h[4:] for n, h in enumerate(hires)]
    kinds, kind_w = [k for k, _, _ in INCIDENTS], [w for _, _, w in INCIDENTS]
    ranges = {k: r for k, r, _ in INCIDENTS}
    cls_of = {b[0]: b[2] for b in boats}
    incidents = []
    for h in hires:
        if h[10] not in ("RET", "LATE") or rng.random() > 0.14:
            continue
        kind = rng.choices(kinds, weights=kind_w)[0]
        paddled = cls_of[h[1]] in ("canoe", "kayak", "SUP")
        if kind in ("prop fouled", "engine fault") and paddled:
            kind = "capsized"
        if kind == "lost paddle" and not paddled:
            kind = "fender lost"
        lo, hi = ranges[kind]
        est = None if lo is None else rng.randrange(lo, hi, 500) if hi - lo > 500 else lo
        fault = "YARD" if kind == "engine fault" or (kind == "prop fouled" and rng.random() < 0.5) else \
            rng.choices(("CUST", "YARD"), weights=(5, 1))[0]
        charged = 0 if fault == "YARD" or est is None else min(est, h[8])
        at = h[4] + datetime.timedelta(hours=h[5], minutes=rng.randint(0, 50))
        incidents.append((at, h[0], kind, est, charged, fault))
    incidents = [(n + 1, i[1], i[0]) + i[2:] for n, i in enumerate(incidents)]
    return [
        "CREATE TABLE boats(id INTEGER, boat_nm VARCHAR, cls VARCHAR, seats INTEGER, hr_gbp DOUBLE, "
        "acq_dt DATE, actv VARCHAR)",
        "CREATE TABLE custs(id INTEGER, cust_nm VARCHAR, pcode VARCHAR, src VARCHAR, reg_dt TIMESTAMP, "
        "optin VARCHAR)",
        "CREATE TABLE hires(id INTEGER, boat_id INTEGER, cust_id INTEGER, bk_ts TIMESTAMP, out_ts TIMESTAMP, "
        "hrs INTEGER, pax INTEGER, amt_p INTEGER, dep_p INTEGER, xtra_p INTEGER, sts VARCHAR, chan VARCHAR)",
        "CREATE TABLE incidents(id INTEGER, hire_id INTEGER, rpt_ts TIMESTAMP, kind VARCHAR, est_p INTEGER, "
        "chgd_p INTEGER, fault VARCHAR)",
        _insert("boats", boats), _insert("custs", customers), _insert("hires", hires),
        _insert("incidents", incidents),
    ]


# ---------------------------------------------------------------------------------------------- yoga_studio
STYLES = {"VIN": "Vinyasa", "YIN": "Yin", "HOT": "Hot Flow", "PIL": "Mat Pilates", "REF": "Reformer",
          "BEG": "Beginners"}
TIMETABLE = (  # (day, time, style, teacher, room, spaces, mins)
    ("MON", "0615", "VIN", "Aroha", "Main", 22, 60), ("MON", "1215", "PIL", "Georgie", "Upstairs", 14, 45),
    ("MON", "1730", "HOT", "Sione", "Main", 20, 60), ("MON", "1900", "YIN", "Mere", "Upstairs", 16, 75),
    ("MON", "1800", "REF", "Georgie", "Reformer", 8, 50), ("TUE", "0615", "HOT", "Sione", "Main", 20, 60),
    ("TUE", "0930", "BEG", "Mere", "Upstairs", 14, 60), ("TUE", "1215", "VIN", "Tomasz", "Main", 22, 45),
    ("TUE", "1730", "REF", "Georgie", "Reformer", 8, 50), ("TUE", "1830", "VIN", "Aroha", "Main", 22, 60),
    ("WED", "0615", "REF", "Lena", "Reformer", 8, 50), ("WED", "0700", "VIN", "Tomasz", "Main", 22, 60),
    ("WED", "1215", "YIN", "Mere", "Upstairs", 16, 45), ("WED", "1730", "PIL", "Lena", "Upstairs", 14, 60),
    ("WED", "1830", "HOT", "Sione", "Main", 20, 60), ("THU", "0615", "VIN", "Aroha", "Main", 22, 60),
    ("THU", "1215", "REF", "Lena", "Reformer", 8, 50), ("THU", "1730", "BEG", "Tomasz", "Upstairs", 14, 60),
    ("THU", "1830", "YIN", "Mere", "Upstairs", 16, 75), ("THU", "1900", "HOT", "Sione", "Main", 20, 60),
    ("FRI", "0615", "PIL", "Georgie", "Upstairs", 14, 45), ("FRI", "1215", "VIN", "Aroha", "Main", 22, 45),
    ("FRI", "1730", "YIN", "Mere", "Upstairs", 16, 60), ("FRI", "1700", "REF", "Lena", "Reformer", 8, 50),
    ("SAT", "0800", "HOT", "Sione", "Main", 20, 75), ("SAT", "0900", "REF", "Georgie", "Reformer", 8, 50),
    ("SAT", "0930", "VIN", "Tomasz", "Main", 22, 75), ("SAT", "1100", "BEG", "Aroha", "Upstairs", 14, 60),
    ("SUN", "0900", "YIN", "Mere", "Upstairs", 16, 75), ("SUN", "1000", "VIN", "Aroha", "Main", 22, 60),
    ("SUN", "1630", "PIL", "Lena", "Upstairs", 14, 60), ("SUN", "1800", "HOT", "Tomasz", "Main", 20, 60),
    # dropped from the timetable in 2025
    ("WED", "0930", "BEG", "Aroha", "Upstairs", 14, 60), ("FRI", "1830", "HOT", "Sione", "Main", 20, 60),
    # added in June 2026, first running in July 2026
    ("TUE", "1900", "REF", "Lena", "Reformer", 8, 50), ("THU", "0930", "PIL", "Georgie", "Upstairs", 14, 45),
)
WEEKDAYS = ("MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN")
NZ_FIRST = ("Aroha", "Liam", "Ngaio", "Hamish", "Tui", "Olivia", "Rawiri", "Charlotte", "Mei", "Sam",
            "Kiri", "Isabella", "Manaia", "Zoe", "Finn", "Anahera", "Ruby", "Tane", "Eleanor", "Priya")
NZ_LAST = ("Walker", "Ngata", "Thompson", "Tipene", "Wilson", "Chen", "Parata", "Robinson", "Singh", "Cooper",
           "Henare", "Brown", "Patel", "Te Whata", "Clarke", "Fong")
SUBURBS = ("Te Aro", "Mount Victoria", "Newtown", "Thorndon", "Kelburn", "Brooklyn")
ITEMS = {"Casual class": 2800, "5-class pass": 12500, "10-class pass": 23000, "Monthly unlimited": 18900,
         "Intro fortnight": 4900}


def yoga_studio() -> list[str]:
    rng = random.Random(4343)
    classes = []
    for n, (wd, hhmm, style, teacher, room, spaces, mins) in enumerate(TIMETABLE):
        code = f"{wd}-{hhmm}-{style}"
        if n >= len(TIMETABLE) - 2:
            added, dropped = _day(rng, datetime.date(2026, 6, 8), datetime.date(2026, 6, 24)), None
        elif n >= len(TIMETABLE) - 4:
            added = _day(rng, datetime.date(2021, 2, 1), datetime.date(2023, 12, 31))
            dropped = _day(rng, datetime.date(2025, 8, 1), datetime.date(2025, 10, 31))
        else:
            added = _day(rng, datetime.date(2019, 2, 1), datetime.date(2024, 11, 30))
            dropped = None
        classes.append((code, STYLES[style], teacher, room, spaces, mins, added, dropped))
    members = []
    for n, (first, last) in enumerate(_names(rng, NZ_FIRST, NZ_LAST, 236)):
        joined = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 27)) if n >= 224
                  else _day(rng, datetime.date(2020, 3, 1), datetime.date(2026, 5, 31)))
        plan = rng.choices(("casual", "class pass", "unlimited"), weights=(5, 4, 2))[0]
        email = None if rng.random() < 0.08 else f"{first}.{last}{rng.randint(1, 99)}@example.nz".lower() \
            .replace(" ", "")
        suburb = rng.choices(SUBURBS, weights=(6, 4, 4, 2, 2, 2))[0]
        members.append((f"KY{1001 + n}", f"{first} {last}", suburb, plan, joined, email))
    regulars = [m for m in members[:224] if rng.random() < 0.72]
    keen = [{"casual": 1, "class pass": 2, "unlimited": 4}[m[3]] * rng.choice((1, 1, 2)) for m in regulars]
    bookable = [c for c in classes if c[6] < datetime.date(2025, 1, 1)]
    bookings, seen = [], set()
    while len(bookings) < 396:
        c = rng.choices(bookable, weights=[3 if c[1] in ("Reformer", "Hot Flow") else 2 for c in bookable])[0]
        wd = WEEKDAYS.index(c[0][:3])
        day = _day(rng, datetime.date(2025, 1, 6), datetime.date(2026, 7, 12))
        day -= datetime.timedelta(days=(day.weekday() - wd) % 7)
        if c[7] is not None and day > c[7]:
            continue
        if day.month == 12 and day.day >= 24 or day.month == 1 and day.day <= 4:
            continue  # closed over Christmas and New Year
        m = rng.choices(regulars, weights=keen)[0]
        if (m[0], c[0], day) in seen:
            continue
        at = datetime.datetime(day.year, day.month, day.day, int(c[0][4:6]), int(c[0][6:8]))
        booked = at - datetime.timedelta(hours=rng.choice((1, 3, 10, 20, 26, 50, 75, 150)),
                                         minutes=rng.randrange(60))
        if booked.date() > TODAY:
            booked = _at(rng, _day(rng, datetime.date(2026, 6, 15), TODAY), (6, 21))
        if booked.date() < m[4]:
            continue
        seen.add((m[0], c[0], day))
        if day > TODAY:
            outcome = "cancelled" if rng.random() < 0.05 else "upcoming"
        else:
            outcome = rng.choices(("attended", "no-show", "late cancel", "cancelled"),
                                  weights=(80, 5, 5, 10))[0]
        via = rng.choices(("app", "web", "desk"), weights=(6, 3, 1))[0]
        bookings.append((booked, m[0], c[0], day, outcome, via))
    bookings.sort(key=lambda b: (b[0], b[1]))
    bookings = [(f"BK{n + 1:05d}", b[1], b[2], b[3], b[0], b[5], b[4]) for n, b in enumerate(bookings)]
    payers = [m for m in regulars if rng.random() < 0.85] + [m for m in members[:224] if m not in regulars
                                                             and rng.random() < 0.15]
    payments = []
    while len(payments) < 318:
        m = rng.choice(payers)
        day = _day(rng, max(m[4], datetime.date(2025, 1, 3)), TODAY)
        item = rng.choices(*{"casual": (("Casual class", "Intro fortnight", "5-class pass"), (6, 2, 1)),
                             "class pass": (("5-class pass", "10-class pass", "Casual class"), (3, 4, 1)),
                             "unlimited": (("Monthly unlimited", "Casual class"), (8, 1))}[m[3]])[0]
        cents = ITEMS[item] - (0 if day >= datetime.date(2026, 2, 1) or item == "Intro fortnight"
                               else 1000 if item != "Casual class" else 300)
        method = rng.choices(("card", "eftpos", "online", "gift voucher"), weights=(4, 3, 6, 1))[0]
        refunded = rng.random() < 0.04
        payments.append((_at(rng, day, (6, 20)), m[0], item, cents, method, refunded))
    payments.sort(key=lambda p: (p[0], p[1]))
    payments = [(f"R{30001 + n}", p[1], p[0], p[2], p[3], p[4], p[5]) for n, p in enumerate(payments)]
    return [
        "CREATE TABLE members(member_ref VARCHAR, name VARCHAR, suburb VARCHAR, plan VARCHAR, joined DATE, "
        "email VARCHAR)",
        "CREATE TABLE classes(class_code VARCHAR, style VARCHAR, teacher VARCHAR, room VARCHAR, "
        "spaces INTEGER, mins INTEGER, added DATE, dropped DATE)",
        "CREATE TABLE bookings(booking_no VARCHAR, attendee VARCHAR, slot VARCHAR, class_date DATE, "
        "booked_at TIMESTAMP, via VARCHAR, outcome VARCHAR)",
        "CREATE TABLE payments(receipt VARCHAR, payer VARCHAR, paid_at TIMESTAMP, item VARCHAR, "
        "amount_cents INTEGER, method VARCHAR, refunded BOOLEAN)",
        _insert("members", members), _insert("classes", classes), _insert("bookings", bookings),
        _insert("payments", payments),
    ]


SCHEMAS_T = {"bike_repair": bike_repair, "boat_hire": boat_hire, "yoga_studio": yoga_studio}
