"""Three held-out workspaces for set S, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Tuesday 30 June 2026, the day of the export.

- laundrette (three self-service laundrettes in Dublin, Rathmines, Phibsborough and Drumcondra; euros):
  declared PRIMARY KEY / REFERENCES on same-named integer keys: `cycles.machine_id` → `machines.machine_id`,
  `cycles.customer_id` → `customers.customer_id` (NULL unless paid with a loyalty card),
  `service_washes.customer_id` → `customers.customer_id` (NULL for a walk-in without a card),
  `topups.customer_id` → `customers.customer_id`; machines named by `machine_no` ('R-W03': shop letter, W
  washer or D dryer, number; in a `shop`, of a `kind` 'washer' or 'dryer', `capacity_kg`, `make`,
  `installed_on`, `out_of_order` a BOOLEAN, TRUE for the one broken since 2024); customers are loyalty-card
  holders (`full_name`, `card_no`, `home_shop`, `signed_up` DATE, `email` sometimes NULL); one `cycles` row a
  paid machine run (`started_at` TIMESTAMP, `programme` like 'cotton 40', 'hot 60', 'dry 40', `price_eur` in
  EUROS, the price charged: washes went up 50 cent on 1 January 2026, `paid_with` 'coins', 'contactless' or
  'card' (the loyalty card's balance), `status` 'done', 'aborted' (stopped by the customer, still charged) or
  'refunded' (machine fault, money given back, `price_eur` kept as charged)); `service_washes` are drop-off
  washes done by staff, `weight_kg`, `charge_cents` in CENTS (2.00 a kg, 2.20 from 2026, 6 kg minimum, +5.00
  for `express`), `dropped_at`, `ready_at`, `collected_at` (NULL while still waiting on the shelf); `topups`
  put money on a loyalty card, `paid_cents` in CENTS (what the customer paid) and `bonus_cents` (10% extra
  credit on 20 euro or more), `method` 'card' or 'cash', at a `shop`; the two machines installed at Drumcondra
  in June 2026 and the broken one never ran a cycle, and many card holders (all who signed up in June 2026)
  never used their card on a machine.
- bus_tours (a coach day-tour operator in Edinburgh; pounds): no declared keys, tables keyed by `id` with
  `<thing>_id` foreign keys (`deps.tour_id`, `deps.guide_id`, `bkgs.dep_id`) and abbreviated columns
  (`tour_nm`, `rgn`, `dur_hrs`, `adult_px_p`, `child_px_p`, `actv`, `launch_dt`, `guide_nm`, `langs`,
  `hire_dt`, `day_rate_gbp`, `left_dt`, `dep_ts`, `coach_reg`, `cap`, `sts`, `lead_pax`, `ctry`, `adl`, `chd`,
  `tot_p`, `chan`, `bkd_ts`); `tours.adult_px_p` / `child_px_p` today's prices in PENCE (raised on 1 January
  2026; `child_px_p` NULL on adults-only tours); `deps` are departures of a tour on a day: `sts` 'RAN', 'CXL'
  (cancelled by us, weather or too few bookings; `guide_id` NULL) or 'SCH' (scheduled for July 2026, after the
  export), `cap` the seats on the coach; `bkgs` are bookings of a departure by a lead passenger (`lead_pax` a
  name, `ctry` a two-letter country code, NULL when not given), `adl` adults and `chd` children, `tot_p` the
  price in PENCE (with a 10% mark-up through the agents), `chan` 'web', 'phone', 'kiosk', 'GetYourGuide' or
  'Viator', `bkd_ts` when booked, `sts` 'OK' (travelled, or booked for July 2026), 'NS' (no-show, still paid)
  or 'CXL' (cancelled and refunded, also every booking of a cancelled departure; `tot_p` kept as booked);
  guides have `langs` like 'EN,FR', `day_rate_gbp` in pounds and `left_dt` NULL while still with us; the two
  withdrawn tours (`actv` 'N') and the two added in June 2026 (`launch_dt`) to first run in August 2026 have
  no departures, the three guides hired in June 2026 never led one, and some departures had no bookings at
  all.
- pottery_studio (a community pottery studio in Portland, Oregon; US dollars): no declared keys, natural text
  codes named unlike their targets: `enrolments.learner` → `students.member_code`, `enrolments.class_code` →
  `courses.course_ref`, `firings.potter` → `students.member_code`, `supplies.buyer` → `students.member_code`
  (NULL for a non-member); students named by `stu_name` (in a `nbhd`, on a `plan` 'none', 'monthly' or
  'annual' studio membership, `joined` DATE, `email` sometimes NULL); a course (`course_ref` like 'WT1-S26':
  course code and term, W winter, S spring, U summer, F fall) has a `title`, a `tutor` (first name), a `lvl`,
  `wks` weeks, `fee_usd` its fee in DOLLARS (raised $20 for 2026), `starts` DATE, `places`, `status` 'ran',
  'cancelled' or 'open' (summer 2026, taking enrolments); enrolments keyed by `enrol_no`, `enrolled_on` DATE,
  `paid_usd` in DOLLARS (10% off for annual members; NULL on the waitlist), `status` 'completed', 'booked'
  (summer 2026), 'withdrew' (refunded in full, `paid_usd` kept) or 'waitlist'; `firings` is one row per
  potter's ware on a kiln firing (`fired_on` DATE, `kiln`, `fire_type` 'bisque', 'glaze' or 'raku', `cone`
  NULL for raku, `pieces`, `cracked` pieces lost, `fee_cents` in CENTS, 0 for annual members whose firing is
  included); `supplies` is the studio shop (one row a line of a `ticket`, `sold_at` TIMESTAMP, `item` of a
  `kind` 'clay', 'glaze' or 'tool', `qty`, `each_cents` in CENTS); the cancelled courses and one summer 2026
  course have no enrolments, and many students never fired anything or bought supplies.

Written blind for set S (questions_s.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names
from tests.agents.runtime.llm.analyst.heldout.schemas_r import _at

TODAY = datetime.date(2026, 6, 30)


# ----------------------------------------------------------------------------------------------- laundrette
LD_SHOPS = ("Rathmines", "Phibsborough", "Drumcondra")
LD_LAYOUT = (("washer", 8), ("washer", 8), ("washer", 8), ("washer", 8), ("washer", 12), ("washer", 12),
             ("washer", 12), ("washer", 18), ("dryer", 10), ("dryer", 10), ("dryer", 16))
LD_MAKES = {"washer": ("Electrolux", "Miele", "Speed Queen"), "dryer": ("Electrolux", "Primus")}
LD_WASH_PRICE = {8: 5.0, 12: 7.0, 18: 10.0}
LD_WASH_PROGS = (("cotton 40", 0.0), ("synthetics 40", 0.0), ("quick 30", -1.0), ("hot 60", 1.0))
LD_DRY_PROGS = (("dry 20", 2.0), ("dry 40", 4.0), ("dry 60", 6.0))
LD_FIRST = ("Aoife", "Ciaran", "Niamh", "Sean", "Siobhan", "Darragh", "Orla", "Conor", "Roisin", "Eoin",
            "Saoirse", "Fionn", "Grainne", "Padraig", "Maeve", "Cillian", "Aisling", "Tadhg", "Clodagh",
            "Oisin")
LD_LAST = ("Murphy", "Kelly", "O'Brien", "Byrne", "Ryan", "Walsh", "O'Sullivan", "Doyle", "McCarthy",
           "Gallagher", "Kennedy", "Lynch", "Quinn", "Nolan", "Brennan", "Farrell")


def laundrette() -> list[str]:
    rng = random.Random(9191)
    machines = []
    for s, shop in enumerate(LD_SHOPS):
        counts = {"washer": 0, "dryer": 0}
        for kind, kg in LD_LAYOUT:
            counts[kind] += 1
            no = f"{shop[0]}-{kind[0].upper()}{counts[kind]:02d}"
            installed = _day(rng, datetime.date(2016, 5, 1), datetime.date(2024, 8, 31))
            machines.append([len(machines) + 1, shop, no, kind, kg, rng.choice(LD_MAKES[kind]), installed,
                             False])
    machines[1 * 11 + 7][7] = True  # P-W08, the big washer at Phibsborough, broken since late 2024
    for kind, kg, no in (("washer", 12, "D-W09"), ("dryer", 16, "D-D04")):
        machines.append([len(machines) + 1, "Drumcondra", no, kind, kg, "Miele" if kind == "washer"
                         else "Primus", _day(rng, datetime.date(2026, 6, 10), datetime.date(2026, 6, 29)),
                         False])
    machines = [tuple(m) for m in machines]
    customers = []
    for n, (first, last) in enumerate(_names(rng, LD_FIRST, LD_LAST, 185)):
        signed = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 29)) if n >= 176
                  else _day(rng, datetime.date(2019, 3, 1), datetime.date(2026, 5, 31)))
        email = None if rng.random() < 0.15 else f"{first}.{last}{rng.randint(1, 99)}@example.ie".lower() \
            .replace("'", "")
        home = rng.choices(LD_SHOPS, weights=(5, 3, 2))[0]
        customers.append((n + 1, f"{first} {last}", f"LC{70001 + n}", home, signed, email))
    users = [c for c in customers[:176] if rng.random() < 0.6]
    keen = [rng.choice((1, 1, 2, 4)) for _ in users]
    runnable = [m for m in machines if not m[7] and m[6] < datetime.date(2025, 1, 1)]
    shop_weight = {"Rathmines": 5, "Phibsborough": 3, "Drumcondra": 2}
    cycles = []
    while len(cycles) < 396:
        day = _day(rng, datetime.date(2025, 1, 1), TODAY)
        if day.month == 12 and day.day == 25:
            continue
        m = rng.choices(runnable, weights=[shop_weight[x[1]] * (3 if x[3] == "washer" else 2)
                                           for x in runnable])[0]
        start = _at(rng, day, (7, 21))
        if m[3] == "washer":
            progs = LD_WASH_PROGS + ((("duvet", 0.0),) if m[4] == 18 else ())
            prog, extra = rng.choices(progs, weights=(5, 2, 3, 2, 3)[:len(progs)])[0]
            price = LD_WASH_PRICE[m[4]] + extra + (0.5 if day >= datetime.date(2026, 1, 1) else 0.0)
        else:
            prog, price = rng.choices(LD_DRY_PROGS, weights=(2, 5, 3))[0]
        paid = rng.choices(("coins", "contactless", "card"), weights=(7, 7, 6))[0]
        cust = None
        if paid == "card":
            c = rng.choices(users, weights=keen)[0]
            if c[4] > day:
                paid = "contactless"
            else:
                cust = c[0]
        status = rng.choices(("done", "aborted", "refunded"), weights=(92, 4, 4))[0]
        cycles.append((start, m[0], cust, prog, price, paid, status))
    cycles.sort(key=lambda c: (c[0], c[1]))
    cycles = [(n + 1,) + c[1:3] + (c[0],) + c[3:] for n, c in enumerate(cycles)]
    washes = []
    while len(washes) < 210:
        day = _day(rng, datetime.date(2025, 1, 2), TODAY)
        if day.weekday() == 6:
            continue  # no service washes on Sundays
        shop = rng.choices(LD_SHOPS, weights=(5, 3, 2))[0]
        dropped = _at(rng, day, (8, 15))
        c = rng.choice(users) if rng.random() < 0.55 else None
        cust = None if c is None or c[4] > day else c[0]
        kg = round(rng.uniform(3.0, 14.0), 1)
        express = rng.random() < 0.2
        per_kg = 220 if day >= datetime.date(2026, 1, 1) else 200
        charge = int(round(max(kg, 6.0) * per_kg)) + (500 if express else 0)
        ready = dropped + (datetime.timedelta(hours=rng.randint(3, 5)) if express
                           else datetime.timedelta(hours=rng.randint(20, 28)))
        collected = ready + datetime.timedelta(hours=rng.randint(1, 70))
        if collected.date() > TODAY or rng.random() < 0.02:
            collected = None
        washes.append((dropped, cust, shop, kg, express, charge, ready, collected))
    washes.sort(key=lambda w: w[0])
    washes = [(n + 1, w[1], w[2], w[0], w[3], w[4], w[5], w[6], w[7]) for n, w in enumerate(washes)]
    topups = []
    while len(topups) < 230:
        c = rng.choices(users, weights=keen)[0]
        day = _day(rng, max(c[4], datetime.date(2025, 1, 1)), TODAY)
        paid = rng.choices((1000, 2000, 3000, 5000), weights=(5, 6, 2, 1))[0]
        bonus = paid // 10 if paid >= 2000 else 0
        method = rng.choices(("card", "cash"), weights=(3, 1))[0]
        shop = c[3] if rng.random() < 0.8 else rng.choice(LD_SHOPS)
        topups.append((_at(rng, day, (7, 21)), c[0], shop, paid, bonus, method))
    topups.sort(key=lambda t: (t[0], t[1]))
    topups = [(n + 1, t[1], t[0]) + t[2:] for n, t in enumerate(topups)]
    return [
        "CREATE TABLE machines(machine_id INTEGER PRIMARY KEY, shop VARCHAR, machine_no VARCHAR, "
        "kind VARCHAR, capacity_kg INTEGER, make VARCHAR, installed_on DATE, out_of_order BOOLEAN)",
        "CREATE TABLE customers(customer_id INTEGER PRIMARY KEY, full_name VARCHAR, card_no VARCHAR, "
        "home_shop VARCHAR, signed_up DATE, email VARCHAR)",
        "CREATE TABLE cycles(cycle_id INTEGER PRIMARY KEY, "
        "machine_id INTEGER REFERENCES machines(machine_id), "
        "customer_id INTEGER REFERENCES customers(customer_id), started_at TIMESTAMP, programme VARCHAR, "
        "price_eur DOUBLE, paid_with VARCHAR, status VARCHAR)",
        "CREATE TABLE service_washes(wash_id INTEGER PRIMARY KEY, "
        "customer_id INTEGER REFERENCES customers(customer_id), shop VARCHAR, dropped_at TIMESTAMP, "
        "weight_kg DOUBLE, express BOOLEAN, charge_cents INTEGER, ready_at TIMESTAMP, "
        "collected_at TIMESTAMP)",
        "CREATE TABLE topups(topup_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES "
        "customers(customer_id), topped_at TIMESTAMP, shop VARCHAR, paid_cents INTEGER, bonus_cents INTEGER, "
        "method VARCHAR)",
        _insert("machines", machines), _insert("customers", customers), _insert("cycles", cycles),
        _insert("service_washes", washes), _insert("topups", topups),
    ]


# ------------------------------------------------------------------------------------------------ bus_tours
TOURS = (  # (name, region, hours, adult pence today, child pence today, weight); last four never depart
    ("Loch Ness, Glencoe & the Highlands", "Highlands", 12, 6200, 5200, 9),
    ("Isle of Skye & Eilean Donan", "Highlands", 13, 7400, 6400, 5),
    ("Inverness & Culloden Battlefield", "Highlands", 12, 6400, 5400, 3),
    ("Cairngorms & Whisky Trail", "Highlands", 11, 6600, 5600, 3),
    ("Glenfinnan Viaduct & Fort William", "Highlands", 12, 6600, 5600, 4),
    ("Oban, Kilchurn & Inveraray", "West Coast", 11, 5600, 4600, 4),
    ("Loch Lomond & the Trossachs", "West Coast", 8, 4800, 3800, 7),
    ("Mull & Iona Explorer", "West Coast", 13, 8200, 7000, 2),
    ("Stirling Castle & Kelpies", "Central", 8, 4600, 3600, 7),
    ("Rosslyn Chapel & the Borders", "Borders", 8, 4800, 3800, 5),
    ("Abbotsford & Melrose Abbey", "Borders", 8, 4600, 3600, 2),
    ("Jedburgh & the Border Abbeys", "Borders", 9, 5000, 4000, 1),
    ("St Andrews & Fife Fishing Villages", "Fife", 9, 5200, 4200, 6),
    ("Falkland & the East Neuk", "Fife", 8, 4800, 3800, 2),
    ("Outlander Locations", "Central", 9, 5800, 4800, 6),
    ("Harry Potter Filming Trail", "Highlands", 12, 6800, 5800, 5),
    ("Highland Games Day (Braemar)", "Highlands", 12, 7600, 6600, 1),
    ("Speyside Distilleries", "Highlands", 11, 7200, 0, 2),
    ("Glasgow City & Mackintosh", "Central", 9, 4400, 3400, 2),
    ("Edinburgh Old Town Walk & Coach", "Edinburgh", 3, 2400, 1400, 6),
    ("Edinburgh Ghosts by Night", "Edinburgh", 2, 2200, 1400, 5),
    ("Royal Yacht Britannia & Leith", "Edinburgh", 4, 3600, 2400, 3),
    ("Forth Bridges & Blackness Castle", "Central", 5, 3800, 2800, 3),
    ("North Berwick & Tantallon", "East Lothian", 6, 4200, 3200, 3),
    ("Dunbar & John Muir Country", "East Lothian", 6, 4000, 3000, 1),
    ("Pitlochry & Blair Castle", "Highlands", 10, 5800, 4800, 4),
    ("Dundee & the V&A", "Fife", 9, 5000, 4000, 2),
    ("Glen Coe Photography Tour", "Highlands", 12, 7800, 0, 1),
    ("Arran Island Hopper", "West Coast", 13, 8400, 7200, 1),
    ("Scottish Gin Trail", "Central", 8, 6400, 0, 2),
    # withdrawn before 2025, and the two launched for August 2026
    ("Culross & the Kingdom of Fife", "Fife", 7, 4400, 3400, 0),
    ("Hadrian's Wall Day Trip", "Borders", 11, 6400, 5400, 0),
    ("Orkney Express", "Highlands", 14, 12800, 10800, 0),
    ("Loch Tay Crannog & Kenmore", "Central", 9, 5400, 4400, 0),
)
GD_FIRST = ("Alasdair", "Morag", "Euan", "Kirsty", "Fraser", "Isla", "Callum", "Eilidh", "Hamish", "Catriona",
            "Ruaridh", "Fiona", "Angus", "Mhairi", "Duncan", "Ailsa", "Lachlan", "Shona")
GD_LAST = ("MacLeod", "Campbell", "Stewart", "Fraser", "MacDonald", "Robertson", "Munro", "Sinclair",
           "Grant", "Ross", "Drummond", "Mackay")
PAX_FIRST = ("James", "Emma", "Michael", "Sophie", "Thomas", "Anna", "Lucas", "Marie", "Hiroshi", "Wei",
             "Carlos", "Giulia", "Daniel", "Sarah", "Pierre", "Laura", "Jonas", "Chloe", "Matteo", "Olivia")
PAX_LAST = ("Smith", "Johnson", "Muller", "Dubois", "Rossi", "Garcia", "Tanaka", "Chen", "Brown", "Schmidt",
            "Martin", "Lopez", "Wilson", "Taylor", "Novak", "Jensen")
COACHES = (("SV19 KHL", 49), ("SV19 KHM", 49), ("SF70 TRZ", 33), ("SF70 TSA", 33), ("SK21 BUS", 29),
           ("SN22 EDB", 16), ("SN22 EDC", 16), ("SY68 GLN", 53))


def bus_tours() -> list[str]:
    rng = random.Random(9292)
    tours = []
    for n, (name, rgn, hrs, adult, child, weight) in enumerate(TOURS):
        if n in (30, 31):
            launch, actv = _day(rng, datetime.date(2017, 4, 1), datetime.date(2021, 3, 31)), "N"
        elif n > 31:
            launch, actv = _day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 26)), "Y"
        else:
            launch, actv = _day(rng, datetime.date(2014, 4, 1), datetime.date(2024, 10, 31)), "Y"
        tours.append((n + 1, name, rgn, hrs, adult, None if child == 0 else child, actv, launch))
    guides = []
    langs = ("EN", "EN", "EN", "EN,FR", "EN,DE", "EN,ES", "EN,IT", "EN,ZH", "EN,FR,DE", "EN,GD")
    for n, (first, last) in enumerate(_names(rng, GD_FIRST, GD_LAST, 32)):
        hired = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 24)) if n >= 29
                 else _day(rng, datetime.date(2012, 3, 1), datetime.date(2024, 12, 15)))
        left = _day(rng, datetime.date(2025, 9, 1), datetime.date(2026, 2, 28)) if n in (5, 17) else None
        rate = float(rng.choice((140, 150, 150, 160, 170, 185)))
        guides.append((n + 1, f"{first} {last}", rng.choice(langs), hired, rate, left))
    running = [t for t in tours[:30]]
    deps, taken = [], set()
    while len(deps) < 228:
        tour = rng.choices(running, weights=[TOURS[t[0] - 1][5] for t in running])[0]
        day = _day(rng, datetime.date(2025, 1, 3), datetime.date(2026, 7, 31))
        if day.month in (1, 2, 11, 12) and rng.random() < 0.6:
            continue  # a quiet winter programme
        if (tour[0], day) in taken:
            continue
        taken.add((tour[0], day))
        if tour[3] <= 4:
            dep = datetime.datetime(day.year, day.month, day.day, rng.choice((10, 14, 19)), 30)
        else:
            dep = datetime.datetime(day.year, day.month, day.day, rng.choice((7, 8, 8)), rng.choice((0, 30)))
        reg, cap = rng.choices(COACHES, weights=(3, 3, 3, 3, 2, 2, 2, 1))[0]
        if day > TODAY:
            sts = "CXL" if rng.random() < 0.04 else "SCH"
        else:
            bad = 0.14 if day.month in (1, 2, 12) else 0.05
            sts = "CXL" if rng.random() < bad else "RAN"
        guide = None
        if sts != "CXL":
            pool = [g for g in guides if g[3] < min(day, datetime.date(2026, 6, 1))
                    and (g[5] is None or g[5] >= day)]
            guide = rng.choice(pool)[0]
        deps.append((dep, tour[0], guide, reg, cap, sts))
    deps.sort(key=lambda d: (d[0], d[1]))
    deps = [(n + 1, d[1], d[2], d[0]) + d[3:] for n, d in enumerate(deps)]
    price_of = {t[0]: (t[4], t[5]) for t in tours}
    bkgs = []
    dep_weight = [3 if d[6] == "RAN" else 1 for d in deps]
    while len(bkgs) < 396:
        d = rng.choices(deps, weights=dep_weight)[0]
        lead = rng.choice((0, 1, 2, 3, 5, 7, 10, 14, 30, 60))
        booked = d[3] - datetime.timedelta(days=lead, hours=rng.randint(1, 14), minutes=rng.randrange(60))
        if booked.date() > TODAY:
            booked = datetime.datetime(2026, 6, rng.randint(15, 29), rng.randint(7, 22), rng.randrange(60))
        first, last = rng.choice(PAX_FIRST), rng.choice(PAX_LAST)
        ctry = rng.choices(("GB", "US", "DE", "FR", "IT", "ES", "CN", "AU", None),
                           weights=(6, 6, 3, 2, 2, 2, 2, 2, 3))[0]
        adult, child = price_of[d[1]]
        adl = rng.choices((1, 2, 3, 4), weights=(3, 6, 1, 1))[0]
        chd = 0 if child is None else rng.choices((0, 1, 2, 3), weights=(9, 2, 2, 1))[0]
        if d[3].date() < datetime.date(2026, 1, 1):
            adult, child = adult - 400, None if child is None else child - 300
        tot = adl * adult + chd * (child or 0)
        chan = rng.choices(("web", "phone", "kiosk", "GetYourGuide", "Viator"), weights=(8, 2, 2, 4, 3))[0]
        if chan in ("GetYourGuide", "Viator"):
            tot = round(tot * 1.1)  # the agents' price includes their mark-up
        if d[6] == "CXL":
            sts = "CXL"
        elif d[6] == "SCH":
            sts = "CXL" if rng.random() < 0.05 else "OK"
        else:
            sts = rng.choices(("OK", "NS", "CXL"), weights=(89, 4, 7))[0]
        bkgs.append((booked, d[0], f"{first} {last}", ctry, adl, chd, tot, chan, sts))
    bkgs.sort(key=lambda b: (b[0], b[1]))
    bkgs = [(n + 1, b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[0], b[8]) for n, b in enumerate(bkgs)]
    return [
        "CREATE TABLE tours(id INTEGER, tour_nm VARCHAR, rgn VARCHAR, dur_hrs INTEGER, adult_px_p INTEGER, "
        "child_px_p INTEGER, actv VARCHAR, launch_dt DATE)",
        "CREATE TABLE guides(id INTEGER, guide_nm VARCHAR, langs VARCHAR, hire_dt DATE, day_rate_gbp DOUBLE, "
        "left_dt DATE)",
        "CREATE TABLE deps(id INTEGER, tour_id INTEGER, guide_id INTEGER, dep_ts TIMESTAMP, "
        "coach_reg VARCHAR, cap INTEGER, sts VARCHAR)",
        "CREATE TABLE bkgs(id INTEGER, dep_id INTEGER, lead_pax VARCHAR, ctry VARCHAR, adl INTEGER, "
        "chd INTEGER, tot_p INTEGER, chan VARCHAR, bkd_ts TIMESTAMP, sts VARCHAR)",
        _insert("tours", tours), _insert("guides", guides), _insert("deps", deps), _insert("bkgs", bkgs),
    ]


# ------------------------------------------------------------------------------------------- pottery_studio
TERMS = (("W25", datetime.date(2025, 1, 13)), ("S25", datetime.date(2025, 4, 7)),
         ("U25", datetime.date(2025, 7, 7)), ("F25", datetime.date(2025, 9, 29)),
         ("W26", datetime.date(2026, 1, 12)), ("S26", datetime.date(2026, 4, 6)),
         ("U26", datetime.date(2026, 7, 13)))
COURSES = (  # (code, title, tutor, level, weeks, fee in 2025, places, terms)
    ("WT1", "Wheel Throwing 1", "Marisa", "beginner", 8, 340, 10, "W25 S25 U25 F25 W26 S26 U26"),
    ("WT2", "Wheel Throwing 2", "Dev", "intermediate", 8, 360, 8, "W25 S25 F25 W26 S26 U26"),
    ("HB", "Handbuilding Basics", "June", "beginner", 6, 260, 12, "W25 S25 U25 F25 W26 S26 U26"),
    ("SD", "Surface Decoration", "June", "all levels", 4, 190, 10, "S25 F25 S26"),
    ("GLZ", "Glaze Lab", "Dev", "advanced", 6, 300, 8, "W25 U25 F25 W26 U26"),
    ("TBF", "Throwing Big Forms", "Tomas", "advanced", 6, 320, 6, "S25 F25 S26"),
    ("RKU", "Raku Weekend", "Tomas", "all levels", 1, 150, 10, "U25 F25 U26"),
    ("DN", "Date Night on the Wheel", "Marisa", "beginner", 1, 95, 12, "W25 S25 U25 F25 W26 S26 U26"),
)
CANCELLED = ("GLZ-U25", "TBF-F25")
PT_FIRST = ("Avery", "Bodhi", "Cedar", "Dakota", "Ellis", "Finley", "Harper", "Indigo", "Juniper", "Kai",
            "Logan", "Marley", "Nova", "Oakley", "Parker", "Quinn", "River", "Sage", "Taylor", "Wren")
PT_LAST = ("Anderson", "Becker", "Chang", "Dalton", "Erickson", "Fujimoto", "Gonzalez", "Hansen", "Iverson",
           "Jorgensen", "Kowalski", "Larsen", "Morgan", "Nakamura", "Olsen", "Petrov")
NBHDS = ("Sellwood", "Alberta Arts", "Hawthorne", "St. Johns", "Montavilla", "Pearl District")
SUPPLIES = (  # (item, kind, cents in 2026)
    ("Laguna B-Mix 25lb", "clay", 3800), ("Speckled Buff 25lb", "clay", 3600),
    ("Porcelain 25lb", "clay", 5200),
    ("Red Earthenware 25lb", "clay", 3200), ("Raku Clay 25lb", "clay", 4200),
    ("Celadon Glaze pint", "glaze", 2400), ("Tenmoku Glaze pint", "glaze", 2400),
    ("Shino Glaze pint", "glaze", 2600), ("Underglaze set x6", "glaze", 3400),
    ("Trimming Tool Set", "tool", 2200), ("Wire Cutter", "tool", 500), ("Natural Sponge", "tool", 400),
    ("Rib Set", "tool", 1600), ("Canvas Apron", "tool", 2800),
)


def pottery_studio() -> list[str]:
    rng = random.Random(9393)
    students = []
    for n, (first, last) in enumerate(_names(rng, PT_FIRST, PT_LAST, 175)):
        joined = _day(rng, datetime.date(2021, 2, 1), datetime.date(2026, 6, 20))
        plan = rng.choices(("none", "monthly", "annual"), weights=(6, 3, 2))[0]
        email = None if rng.random() < 0.1 else f"{first}{last[0]}{rng.randint(1, 99)}@example.com".lower()
        nbhd = rng.choices(NBHDS, weights=(4, 4, 5, 2, 3, 2))[0]
        students.append((f"PM-{1001 + n}", f"{first} {last}", nbhd, plan, joined, email))
    courses = []
    for code, title, tutor, lvl, wks, fee, places, terms in COURSES:
        for term, start in TERMS:
            if term not in terms.split():
                continue
            ref = f"{code}-{term}"
            begins = start + datetime.timedelta(days=5 if wks == 1 else 0)
            status = "cancelled" if ref in CANCELLED else "open" if begins > TODAY else "ran"
            courses.append((ref, title, tutor, lvl, wks, float(fee + (20 if start.year == 2026 else 0)),
                            begins, places, status))
    enrols, filled = [], {}
    takers = [c for c in courses if c[8] != "cancelled" and c[0] != "GLZ-U26"]
    keen = [rng.choice((1, 1, 2, 3)) for _ in students]
    while len(enrols) < 384:
        c = rng.choice(takers)
        s = rng.choices(students, weights=keen)[0]
        when = c[6] - datetime.timedelta(days=rng.randint(2, 50))
        if when > TODAY:
            continue
        if s[4] > when or any(e[1] == s[0] and e[2] == c[0] for e in enrols):
            continue
        full = filled.get(c[0], 0) >= c[7]
        if full:
            status, paid = "waitlist", None
        else:
            filled[c[0]] = filled.get(c[0], 0) + 1
            paid = round(c[5] * (0.9 if s[3] == "annual" else 1.0), 2)
            roll = rng.random()
            if roll < 0.07:
                status = "withdrew"
                filled[c[0]] -= 1
            else:
                status = "booked" if c[8] == "open" else "completed"
        enrols.append((when, s[0], c[0], paid, status))
    enrols.sort(key=lambda e: (e[0], e[1]))
    enrols = [(f"E{2501 + n}", e[1], e[2], e[0], e[3], e[4]) for n, e in enumerate(enrols)]
    firers = [s for s in students if s[3] != "none" or rng.random() < 0.3]
    firings = []
    while len(firings) < 300:
        s = rng.choice(firers)
        day = _day(rng, max(s[4], datetime.date(2025, 1, 3)), TODAY)
        kind = rng.choices(("bisque", "glaze", "raku"), weights=(5, 5, 1))[0]
        kiln = "Raku barrel" if kind == "raku" else rng.choice(("Skutt 1227", "L&L eQ2827", "Skutt 1027"))
        cone = {"bisque": "04", "glaze": "6", "raku": None}[kind]
        pieces = rng.randint(1, 12)
        cracked = rng.choices((0, 1, 2), weights=(8, 2, 1))[0] if kind != "raku" else rng.randint(0, 3)
        cracked = min(cracked, pieces)
        each = {"bisque": 300, "glaze": 400, "raku": 800}[kind]
        fee = 0 if s[3] == "annual" else pieces * each
        firings.append((day, s[0], kiln, kind, cone, pieces, cracked, fee))
    firings.sort(key=lambda f: (f[0], f[1]))
    firings = [(f"K{n + 1:04d}", f[0]) + f[2:5] + (f[1],) + f[5:] for n, f in enumerate(firings)]
    buyers = [s for s in students if rng.random() < 0.5]
    tickets, n_lines = [], 0
    while n_lines < 260:
        day = _day(rng, datetime.date(2025, 1, 2), TODAY)
        at = _at(rng, day, (10, 20))
        b = rng.choice(buyers) if rng.random() < 0.7 else None
        buyer = None if b is None or b[4] > day else b[0]
        lines = []
        for item, kind, cents in rng.sample(SUPPLIES, rng.choices((1, 2, 3), weights=(6, 3, 1))[0]):
            each = cents if day >= datetime.date(2026, 1, 1) else cents - (200 if cents >= 2000 else 50)
            qty = rng.choices((1, 2, 3, 4), weights=(8, 3, 1, 1))[0]
            lines.append((item, kind, qty, each))
        n_lines += len(lines)
        tickets.append((at, buyer, lines))
    tickets.sort(key=lambda t: t[0])
    supplies = [(f"T{n + 1:04d}", at, buyer) + line for n, (at, buyer, lines) in enumerate(tickets)
                for line in lines]
    return [
        "CREATE TABLE students(member_code VARCHAR, stu_name VARCHAR, nbhd VARCHAR, plan VARCHAR, "
        "joined DATE, email VARCHAR)",
        "CREATE TABLE courses(course_ref VARCHAR, title VARCHAR, tutor VARCHAR, lvl VARCHAR, wks INTEGER, "
        "fee_usd DOUBLE, starts DATE, places INTEGER, status VARCHAR)",
        "CREATE TABLE enrolments(enrol_no VARCHAR, learner VARCHAR, class_code VARCHAR, enrolled_on DATE, "
        "paid_usd DOUBLE, status VARCHAR)",
        "CREATE TABLE firings(firing_no VARCHAR, fired_on DATE, kiln VARCHAR, fire_type VARCHAR, "
        "cone VARCHAR, potter VARCHAR, pieces INTEGER, cracked INTEGER, fee_cents INTEGER)",
        "CREATE TABLE supplies(ticket VARCHAR, sold_at TIMESTAMP, buyer VARCHAR, item VARCHAR, kind VARCHAR, "
        "qty INTEGER, each_cents INTEGER)",
        _insert("students", students), _insert("courses", courses), _insert("enrolments", enrols),
        _insert("firings", firings), _insert("supplies", supplies),
    ]


SCHEMAS_S = {"laundrette": laundrette, "bus_tours": bus_tours, "pottery_studio": pottery_studio}
