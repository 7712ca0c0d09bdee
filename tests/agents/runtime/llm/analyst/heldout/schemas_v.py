"""Three held-out workspaces for set V, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Wednesday 30 September 2026, the day of the export.

- removals (a house and office removals firm in Gothenburg, Sweden; Swedish kronor, prices with 25% VAT
  ("moms") included): declared PRIMARY KEY / REFERENCES on same-named `_no` keys: `moves.cust_no` →
  `customers.cust_no`, `crew.move_no` → `moves.move_no`, `crew.emp_no` → `staff.emp_no` (`crew` keyed by
  the pair); customers by `name` (a person, a company 'AB', or a deceased person's estate, "Dödsbo efter
  ..."), of a `cust_type` 'private', 'company' or 'estate', in a `municipality` of the Gothenburg area,
  `phone` and `email` sometimes NULL, `first_contact` DATE (the last twelve in September 2026); staff by
  `name`, `role` 'foreman', 'driver', 'mover' or 'packer', `wage_sek` the hourly wage, `contract`
  'permanent' or 'summer' (temps for June to August 2025 or 2026), `start_date`, `end_date` NULL while
  employed (three started in September 2026); one `moves` row one quote for one move: `quote_date`,
  `move_date` the day asked for, `job_type` 'home move', 'small job' (private customers), 'office move'
  (companies) or 'clearance' (estates), `from_muni`/`to_muni` (a few home moves go to Stockholm, Malmö and
  other cities), `km`, `volume_m3`, `truck` 'van', '7.5t' or '18t', `packing` TRUE when we packed too,
  `status` 'done', 'declined' (the customer never took the quote up), 'cancelled', 'booked' (accepted, after
  the export) or 'quoted' (still waiting on an answer); `price_sek` the fixed price quoted, VAT included (650
  kronor a mover-hour, 695 from 1 January 2026, two more hours a mover when packing, 900 or 1,500 for the 7.5
  or 18 tonne truck, 22 a km out of the region, rounded to the hundred), kept on every row but earned only on
  'done' moves; `rut_sek` the RUT deduction (half the labour) that Skatteverket pays on a private customer's
  done move, NULL on companies, estates, a few private customers who could not claim it and every move not
  done, so the customer's own share is `price_sek - coalesce(rut_sek, 0)`; `paid_date` when the customer
  paid, NULL on moves not done and on a few done in September 2026 still unpaid; `stars` a 1-5 review left
  on more than a third of the done moves; `crew` one row a person on a done move with their `hours` (a
  driver half an hour more, a packer two more on a packing job), wages as `hours × wage_sek`; four moves
  date from November and December 2024, many customers only ever asked (or never got further than a
  declined quote), two of the summer temps of 2025 were never called in and two of the three staff hired in
  September 2026 have not been out on a move yet.
- translation (a translation agency in Zürich with freelance translators; Swiss francs): no declared keys,
  tables keyed by `id` with `<thing>_id` foreign keys (`jobs.client_id`, `jobs.translator_id`,
  `invoices.job_id`, the invoice's own `id` a text number 'R2026-0139') and abbreviated columns (`co_nm`,
  `cty`, `ctry`, `acct_mgr`, `nm`, `tgt_lng`, `rate_wd`, `rcvd_dt`, `due_dt`, `dlv_dt`, `src_lng`,
  `doc_typ`, `px_wd`, `pay_wd`, `sts`, `inv_dt`, `typ`, `net_chf`, `vat_chf`, `pd_dt`); yes/no flags are
  Swiss German 'J'/'N'; clients are companies, law firms and public offices by `co_nm`, of a `sector`
  'banking', 'pharma', 'legal', 'insurance', 'public', 'tech' or 'retail', in a city `cty` and country
  `ctry` ('CH', 'LI', 'DE', 'AT', 'GB'), looked after by an `acct_mgr` ('Regula', 'Nicolas' or 'Chiara'),
  `since` DATE (three won in September 2026); translators by `nm`, living in `cty`, translating into their
  `tgt_lng` (ISO codes 'de', 'fr', 'it', 'en', 'es', 'pt', 'ja', 'zh', 'ru', 'nl', 'pl', 'tr'), `sworn` 'J'
  for a certified (sworn) translator, `rate_wd` francs a source word we pay them, `since`, `active` 'N' for
  the five we no longer use; one `jobs` row one document: received `rcvd_dt`, `due_dt`, delivered `dlv_dt`
  (NULL unless delivered; after `due_dt` when late), `src_lng` → `tgt_lng`, `words`, `doc_typ` 'contract',
  'annual report', 'patent', 'website', 'marketing', 'medical' or 'certificate' (certificates go to sworn
  translators), `rush` 'J'/'N', `px_wd` francs a word charged to the client (by target language, 2 centimes
  more from 2026, half as much again on rush, 4 centimes more for patents and medical texts) and `pay_wd`
  francs a word paid to the translator (30% more on rush; NULL when nobody was assigned), so the client's
  price is `words × px_wd` and the translator's fee `words × pay_wd`; `sts` 'DEL' (delivered), 'WIP' (in
  progress), 'NEW' (not yet assigned, `translator_id` NULL) or 'CXL' (cancelled, some before anyone was
  assigned); `invoices` of `typ` 'INV', one a delivered job, issued a few days after delivery, `net_chf` =
  `words × px_wd` before VAT and `vat_chf` the Swiss 8.1% on clients in CH and LI (0 on clients abroad), or
  'CRN' a credit note with negative amounts after a complaint; `pd_dt` NULL while unpaid (a credit note is
  settled with its invoice); the jobs of the last four days are not invoiced yet and three older ones never
  were; a few jobs date from the autumn of 2024, eight clients never sent a job and five translators never
  delivered one.
- driving_school (a driving school with four branches in Cape Town, South Africa; rand): no declared keys,
  same-named integer keys `lessons.learner_no` → `learners.learner_no`, `lessons.instructor_no` and
  `road_tests.instructor_no` → `instructors.instructor_no`, `road_tests.learner_no` → `learners.learner_no`;
  money in CENT integers, dates as 'YYYY/MM/DD' text and single-letter codes: instructors by `first_name`
  and `surname`, at a `branch` ('Bellville', 'Claremont', 'Durbanville' or 'Somerset West'), `gearbox` of
  their car 'M' (manual) or 'A' (automatic), `codes` the licences they teach ('B' a car, 'B/C1' also a
  light truck), `car`, `started` and `left_on` (NULL while with us) as text; learners by `first_name` and
  `surname`, in a `suburb`, `signed_up` as text (a few in November and December 2024, the last twelve in
  September 2026), `lic_code` 'B' or 'C1' (the licence they are after), `gearbox` 'M'/'A' (what they learn
  in, always their instructor's), `birth_yr`, `learners_lic` 'Y' when they hold a learner's licence; one
  `lessons` row one booked lesson with one instructor (whose branch is the lesson's), `lesson_date` text,
  `start_time` 'HH:MM', `mins` 60, 90 or 120, `status` 'C' (completed), 'L' (cancelled late, half the fee),
  'X' (cancelled in time, no fee), 'N' (no-show, full fee) or 'S' (scheduled, after the export), `fee_c` in
  cents (350 rand an hour, 380 from 1 February 2026, 120 more for C1, a little less an hour for 90 and 120
  minutes; already set on scheduled ones), `paid` 'Y'/'N' (NULL on scheduled and free cancellations);
  `road_tests` one row a booked driving test at a testing centre (`centre` 'Bellville', 'Gallows Hill',
  'Milnerton', 'Brackenfell', 'Somerset West' or 'Stellenbosch'), with the instructor who took the learner,
  `test_date` text, `result` 'P' (passed), 'F' (failed), 'X' (cancelled by the centre), 'N' (learner did
  not show) or 'B' (booked, after the export), `car_hire_c` what we charged for the car on the day in cents
  (700 rand, 750 from 1 February 2026, 300 more for the truck; 0 on 'X' and 'N'); many learners never had a
  lesson (or only cancelled ones), most never got as far as a test, and three instructors never taught one
  (one left early in 2025, two started in September 2026).

Written blind for set V (questions_v.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names

TODAY = datetime.date(2026, 9, 30)


# ------------------------------------------------------------------------------------------------- removals
SE_FIRST = ("Erik", "Anna", "Lars", "Maria", "Karl", "Eva", "Johan", "Karin", "Anders", "Sara", "Per", "Emma",
            "Mikael", "Linnea", "Olof", "Elin", "Fredrik", "Ingrid", "Nils", "Maja")
SE_LAST = ("Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson",
           "Svensson", "Gustafsson", "Lindqvist", "Bergström", "Lundgren", "Holm", "Sandberg", "Ekström")
SE_MUNIS = ("Göteborg", "Mölndal", "Partille", "Kungälv", "Lerum", "Härryda", "Kungsbacka")
SE_AWAY = {"Stockholm": 470.0, "Malmö": 275.0, "Jönköping": 150.0, "Borås": 65.0, "Uddevalla": 90.0,
           "Karlstad": 250.0}
SE_LOCAL_KM = {"Göteborg": 8.0, "Mölndal": 12.0, "Partille": 14.0, "Kungälv": 22.0, "Lerum": 24.0,
               "Härryda": 28.0, "Kungsbacka": 32.0}
SE_COMPANIES = ("Nordvik Konsult AB", "Hisingens Bygg AB", "Vasastan Tandvård AB", "Lindholmen Data AB",
                "Majorna Arkitekter AB", "Frölunda Redovisning AB", "Askim Fastighetsservice AB",
                "Gamlestaden Tryck AB", "Eriksberg Design AB", "Kvarnby Advokatbyrå AB",
                "Mölndals Revision AB", "Partille Hörselklinik AB", "Kungsbacka Bilskola AB",
                "Lerums Tandläkarhus AB", "Kortedala Elektriska AB", "Backaplan Reklam AB",
                "Saltholmen Marin AB", "Biskopsgården IT-Partner AB", "Kviberg Sportcenter AB",
                "Skansen Kronan Media AB", "Kungälvs Kontorshotell AB", "Järntorget Spelstudio AB",
                "Härryda Ekonomi AB", "Torslanda Logistikkonsult AB", "Linné Fysioterapi AB",
                "Örgryte Juridik AB", "Guldheden Vårdcentral AB", "Stigberget Kafé AB")
SE_STAFF = (  # (name, role, wage per hour, kind, started, left)
    ("Mats Holmberg", "foreman", 228.0, "permanent", (2016, 3, 1), None),
    ("Jonas Ek", "foreman", 224.0, "permanent", (2018, 8, 15), None),
    ("Tobias Wallin", "foreman", 222.0, "permanent", (2020, 2, 1), None),
    ("Henrik Sjöberg", "foreman", 220.0, "permanent", (2021, 5, 3), (2025, 10, 31)),
    ("Petra Lund", "foreman", 220.0, "permanent", (2025, 9, 1), None),
    ("Ali Hassan", "driver", 205.0, "permanent", (2017, 4, 1), None),
    ("Kristoffer Berg", "driver", 200.0, "permanent", (2019, 6, 1), None),
    ("Dragan Petrović", "driver", 205.0, "permanent", (2018, 1, 8), None),
    ("Viktor Almqvist", "driver", 198.0, "permanent", (2022, 3, 14), None),
    ("Sami Korhonen", "driver", 198.0, "permanent", (2021, 9, 1), (2025, 4, 30)),
    ("Oskar Fransson", "driver", 196.0, "permanent", (2025, 5, 5), None),
    ("Emil Strand", "driver", 196.0, "permanent", (2023, 2, 1), None),
    ("Rasmus Nyberg", "driver", 200.0, "permanent", (2026, 9, 28), None),
    ("Ahmed Yusuf", "mover", 182.0, "permanent", (2019, 3, 1), None),
    ("Jesper Dahl", "mover", 180.0, "permanent", (2020, 4, 1), None),
    ("Filip Norén", "mover", 178.0, "permanent", (2022, 8, 1), None),
    ("Marcus Åberg", "mover", 178.0, "permanent", (2021, 1, 11), (2025, 6, 30)),
    ("Daniel Lindgren", "mover", 176.0, "permanent", (2023, 5, 2), None),
    ("Robin Eklund", "mover", 176.0, "permanent", (2024, 2, 5), None),
    ("Mohammed Rahimi", "mover", 176.0, "permanent", (2024, 9, 2), None),
    ("Isak Hedlund", "mover", 174.0, "permanent", (2025, 8, 18), None),
    ("Simon Björk", "mover", 174.0, "permanent", (2026, 9, 28), None),
    ("Alexander Vik", "mover", 172.0, "permanent", (2024, 11, 4), (2026, 3, 31)),
    ("Elias Forsberg", "mover", 165.0, "summer", (2025, 6, 2), (2025, 8, 22)),
    ("Hugo Sundqvist", "mover", 165.0, "summer", (2025, 6, 2), (2025, 8, 22)),
    ("Wilma Håkansson", "mover", 165.0, "summer", (2025, 6, 9), (2025, 8, 15)),
    ("Leo Axelsson", "mover", 165.0, "summer", (2025, 6, 16), (2025, 8, 15)),
    ("Theo Blom", "mover", 168.0, "summer", (2026, 6, 1), (2026, 8, 21)),
    ("Alva Engström", "mover", 168.0, "summer", (2026, 6, 1), (2026, 8, 21)),
    ("Liam Holmgren", "mover", 168.0, "summer", (2026, 6, 8), (2026, 8, 14)),
    ("Nova Lindberg", "mover", 168.0, "summer", (2026, 6, 15), (2026, 8, 14)),
    ("Vincent Ström", "mover", 168.0, "summer", (2026, 6, 22), (2026, 8, 7)),
    ("Ebba Persson", "packer", 185.0, "permanent", (2018, 10, 1), None),
    ("Lina Mattsson", "packer", 182.0, "permanent", (2020, 3, 16), None),
    ("Sofia Nordin", "packer", 180.0, "permanent", (2022, 1, 10), None),
    ("Hanna Berglund", "packer", 180.0, "permanent", (2024, 4, 2), (2025, 12, 31)),
    ("Amira Haddad", "packer", 178.0, "permanent", (2025, 3, 3), None),
    ("Klara Wikström", "packer", 165.0, "summer", (2025, 6, 2), (2025, 8, 22)),
    ("Tilda Sjögren", "packer", 168.0, "summer", (2026, 6, 1), (2026, 8, 21)),
    ("Greta Ahlberg", "packer", 175.0, "permanent", (2026, 9, 14), None),
)
SE_TRUCK_FEE = {"van": 0.0, "7.5t": 900.0, "18t": 1500.0}


def _se_rate(day: datetime.date) -> float:
    return 695.0 if day >= datetime.date(2026, 1, 1) else 650.0  # crown an hour a mover, VAT included


def removals() -> list[str]:
    rng = random.Random(6161)
    customers = []
    for n, (first, last) in enumerate(_names(rng, SE_FIRST, SE_LAST, 170)):
        customers.append([f"{first} {last}" if n < 150 else f"Dödsbo efter {first} {last}",
                          "private" if n < 150 else "estate"])
    for name in SE_COMPANIES:
        customers.append([name, "company"])
    rng.shuffle(customers)
    out_customers = []
    for n, (name, kind) in enumerate(customers):
        muni = rng.choices(SE_MUNIS, weights=(12, 4, 3, 2, 2, 2, 3))[0]
        since = (_day(rng, datetime.date(2026, 9, 1), datetime.date(2026, 9, 29)) if n >= 186
                 else _day(rng, datetime.date(2017, 5, 1), datetime.date(2026, 8, 31)))
        phone = None if rng.random() < 0.08 else f"07{rng.choice('0236')}-{rng.randint(100, 999)} " \
            f"{rng.randint(10, 99)} {rng.randint(10, 99)}"
        plain = name.lower().replace(" ", ".").replace("å", "a").replace("ä", "a").replace("ö", "o")
        email = None if kind == "estate" or rng.random() < 0.2 else plain + "@example.se"
        out_customers.append((101 + n, name, kind, muni, phone, email, since))
    # the last twelve first got in touch in September 2026 (a few quotes, nothing moved yet)
    by_no = {c[0]: c for c in out_customers}
    movers = [c for c in out_customers if rng.random() < 0.8 or c[6] >= datetime.date(2026, 9, 1)]
    keen = [2 if c[2] == "company" else 1 for c in movers]
    season = {1: 0.4, 2: 0.4, 3: 0.6, 4: 0.8, 5: 0.9, 6: 1.0, 7: 0.9, 8: 1.0, 9: 0.9, 10: 0.7, 11: 0.5,
              12: 0.5}
    moves, used = [], set()
    while len(moves) < 150:
        if rng.random() < 0.06:
            day = _day(rng, datetime.date(2024, 11, 4), datetime.date(2024, 12, 20))
        else:
            day = _day(rng, datetime.date(2025, 1, 7), datetime.date(2026, 10, 30))
        if day.weekday() == 6 or rng.random() > season[day.month] or (day.month == 7 and day.day > 14
                                                                      and rng.random() < 0.6):
            continue
        if rng.random() < 0.35:  # the end of the month is when leases run out
            first = (day.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)
            day = first - datetime.timedelta(days=rng.randint(1, 4))
            if day.weekday() == 6 or day < datetime.date(2024, 11, 4):
                continue
        c = rng.choices(movers, weights=keen)[0]
        quote = day - datetime.timedelta(days=rng.choice((3, 7, 10, 14, 21, 30, 45, 60)))
        if c[6] > quote and not (c[6] >= datetime.date(2026, 9, 1) and day > TODAY):
            continue
        quote = max(quote, c[6])
        if quote > TODAY or (c[0], day) in used:
            continue
        used.add((c[0], day))
        kind = c[2]
        job = {"company": "office move", "estate": "clearance"}.get(kind) or \
            rng.choices(("home move", "small job"), weights=(4, 1))[0]
        lo, hi = {"home move": (14, 60), "small job": (2, 10), "office move": (30, 120),
                  "clearance": (10, 40)}[job]
        vol = rng.randint(lo, hi)
        if job == "clearance":
            dest = "Göteborg"  # to the tip, the charity shop and the auction rooms
        elif rng.random() < 0.12 and job == "home move":
            dest = rng.choice(sorted(SE_AWAY))
        else:
            dest = rng.choices(SE_MUNIS, weights=(12, 4, 3, 2, 2, 2, 3))[0]
        km = SE_AWAY.get(dest) or round(SE_LOCAL_KM[c[3]] / 2 + SE_LOCAL_KM[dest] / 2 + rng.uniform(-3, 6), 1)
        truck = "van" if vol < 12 else "7.5t" if vol < 35 else "18t"
        crew = 2 if vol < 15 else 3 if vol < 50 else 4 if vol < 90 else 5
        hours = max(2.0, round((vol / 7 + km / 55) * rng.uniform(0.8, 1.25) * 2) / 2)
        packing = job in ("home move", "office move") and rng.random() < 0.3
        labour = crew * hours * _se_rate(day) + (crew * 2 * _se_rate(day) if packing else 0)
        price = round((labour + SE_TRUCK_FEE[truck] + (km * 22 if dest in SE_AWAY else 0)) / 100) * 100
        if day > TODAY:
            status = "quoted" if rng.random() < 0.3 else "booked"
        else:
            roll = rng.random()
            status = "declined" if roll < 0.15 else "cancelled" if roll < 0.21 else "done"
        moves.append([quote, c[0], day, job, c[3], dest, km, vol, truck, packing, status, price, crew, hours,
                      labour])
    moves.sort(key=lambda m: (m[0], m[1], m[2]))
    staff = [(n + 1,) + s[:4] + (datetime.date(*s[4]), s[5] and datetime.date(*s[5]))
             for n, s in enumerate(SE_STAFF)]
    out_moves, crews = [], []
    for n, m in enumerate(moves):
        quote, cust, day, job, frm, dest, km, vol, truck, packing, status, price, crew, hours, labour = m
        move_no = 24501 + n
        rut = paid = stars = None
        if status == "done":
            if by_no[cust][2] == "private" and rng.random() < 0.92:
                rut = round(labour / 2 / 100) * 100  # half the labour, claimed from Skatteverket
            if day <= TODAY - datetime.timedelta(days=6) and rng.random() > 0.02:
                wait = rng.randint(0 if by_no[cust][2] == "private" else 10, 30)
                paid = day + datetime.timedelta(days=wait)
                paid = paid if paid <= TODAY else None
            if rng.random() < 0.42:
                stars = rng.choices((5, 4, 3, 2, 1), weights=(12, 6, 2, 1, 1))[0]
            on = [s for s in staff if s[5] <= day and (s[6] is None or s[6] >= day)]
            lead = [s for s in on if s[2] == "foreman"]
            drivers = [s for s in on if s[2] == "driver"]
            hands = [s for s in on if s[2] in ("mover", "packer") and (s[2] == "mover" or packing)]
            team = [rng.choice(lead if crew >= 3 else drivers)]
            if truck != "van" or team[0][2] == "foreman":
                team.append(rng.choice(drivers))
            packers = [s for s in hands if s[2] == "packer"]
            if packing and packers:
                team.append(rng.choice(packers))
            pool = [s for s in hands if s not in team]
            rng.shuffle(pool)
            summer = [s for s in pool if s[4] == "summer"]
            team += (summer + [s for s in pool if s[4] != "summer"])[:max(0, crew - len(team))]
            for s in team:
                extra = 2.0 if packing and s[2] == "packer" else 0.0
                crews.append((move_no, s[0], hours + extra + (0.5 if s[2] == "driver" else 0.0)))
        out_moves.append((move_no, cust, quote, day, job, frm, dest, km, vol, truck, packing, status,
                          float(price), None if rut is None else float(rut), paid, stars))
    crews.sort()
    return [
        "CREATE TABLE customers(cust_no INTEGER PRIMARY KEY, name VARCHAR, cust_type VARCHAR, "
        "municipality VARCHAR, phone VARCHAR, email VARCHAR, first_contact DATE)",
        "CREATE TABLE staff(emp_no INTEGER PRIMARY KEY, name VARCHAR, role VARCHAR, wage_sek DOUBLE, "
        "contract VARCHAR, start_date DATE, end_date DATE)",
        "CREATE TABLE moves(move_no INTEGER PRIMARY KEY, cust_no INTEGER REFERENCES customers(cust_no), "
        "quote_date DATE, move_date DATE, job_type VARCHAR, from_muni VARCHAR, to_muni VARCHAR, km DOUBLE, "
        "volume_m3 INTEGER, truck VARCHAR, packing BOOLEAN, status VARCHAR, price_sek DOUBLE, "
        "rut_sek DOUBLE, paid_date DATE, stars INTEGER)",
        "CREATE TABLE crew(move_no INTEGER REFERENCES moves(move_no), "
        "emp_no INTEGER REFERENCES staff(emp_no), hours DOUBLE, PRIMARY KEY (move_no, emp_no))",
        _insert("customers", out_customers), _insert("staff", staff), _insert("moves", out_moves),
        _insert("crew", crews),
    ]


# ---------------------------------------------------------------------------------------------- translation
CH_CLIENTS = (  # (name, sector, city, country)
    ("Limmat Privatbank AG", "banking", "Zürich", "CH"), ("Bank Seefeld AG", "banking", "Zürich", "CH"),
    ("Banque Léman SA", "banking", "Genève", "CH"), ("Zuger Vermögensverwaltung AG", "banking", "Zug", "CH"),
    ("Banca Ceresio SA", "banking", "Lugano", "CH"), ("Rheinbank Liechtenstein AG", "banking", "Vaduz", "LI"),
    ("Paradeplatz Family Office AG", "banking", "Zürich", "CH"),
    ("Rheintal Pharma AG", "pharma", "Basel", "CH"), ("Novamed Biologics AG", "pharma", "Basel", "CH"),
    ("Juravet Diagnostics SA", "pharma", "Neuchâtel", "CH"), ("Alpimed Devices AG", "pharma", "Zug", "CH"),
    ("Kleinbasel Clinical Research GmbH", "pharma", "Basel", "CH"),
    ("Isar Medizintechnik GmbH", "pharma", "München", "DE"), ("Donau Labor GmbH", "pharma", "Wien", "AT"),
    ("Sonnenberg Pharma GmbH", "pharma", "Freiburg im Breisgau", "DE"),
    ("Kanzlei Bühler & Rüegg", "legal", "Zürich", "CH"), ("Étude Dufour Avocats", "legal", "Genève", "CH"),
    ("Studio Legale Bernasconi", "legal", "Lugano", "CH"), ("Hürlimann Notariat", "legal", "Zürich", "CH"),
    ("Anwaltsbüro Gerber Frei", "legal", "Bern", "CH"),
    ("Lachat Partners Avocats", "legal", "Lausanne", "CH"),
    ("Schwarz Patentanwälte", "legal", "München", "DE"), ("Kellerhals Steuerberatung", "legal", "Zug", "CH"),
    ("Helvetica Lebensversicherung AG", "insurance", "Zürich", "CH"),
    ("Mutuelle Romande", "insurance", "Lausanne", "CH"), ("Alpina Rückversicherung AG", "insurance", "Zürich",
                                                           "CH"),
    ("Assicurazioni Ticino SA", "insurance", "Bellinzona", "CH"),
    ("Krankenkasse Aare", "insurance", "Aarau", "CH"),
    ("Stadt Winterthur, Stadtkanzlei", "public", "Winterthur", "CH"),
    ("Kanton Zürich, Bildungsdirektion", "public", "Zürich", "CH"),
    ("Bundesamt für Landestopografie", "public", "Bern", "CH"),
    ("Gemeinde Küsnacht", "public", "Küsnacht", "CH"), ("Ville de Fribourg", "public", "Fribourg", "CH"),
    ("ETH Alumni Stiftung", "public", "Zürich", "CH"),
    ("Glattal Software AG", "tech", "Zürich", "CH"), ("Nordbahn Robotics AG", "tech", "Zürich", "CH"),
    ("Cloudalp GmbH", "tech", "Zug", "CH"), ("Bernina Mobility AG", "tech", "Chur", "CH"),
    ("Spreewerk Digital GmbH", "tech", "Berlin", "DE"), ("Lemanic AI SA", "tech", "Lausanne", "CH"),
    ("Payfront Ltd", "tech", "London", "GB"), ("Quantel Sensorik GmbH", "tech", "Stuttgart", "DE"),
    ("Uhrenmanufaktur Aebi AG", "retail", "Biel/Bienne", "CH"), ("Chocolaterie Rochat SA", "retail",
                                                                 "Vevey", "CH"),
    ("Bergsport Huber AG", "retail", "Luzern", "CH"), ("Modehaus Stäfa AG", "retail", "Zürich", "CH"),
    ("Käserei Emmental AG", "retail", "Burgdorf", "CH"), ("Velo Kuster GmbH", "retail", "St. Gallen", "CH"),
    ("Vins du Lavaux SA", "retail", "Cully", "CH"), ("Hotel Seeblick Brunnen", "retail", "Brunnen", "CH"),
    ("Tirol Reisen GmbH", "retail", "Innsbruck", "AT"), ("Maison Favre Horlogerie", "retail", "Genève", "CH"),
    ("Bodensee Möbel GmbH", "retail", "Konstanz", "DE"), ("Zermatt Bergbahnen AG", "retail", "Zermatt", "CH"),
    ("Atelier Grob Architektur", "retail", "Basel", "CH"),
    # won in the autumn of 2026, nothing ordered yet
    ("Kaufhaus Rennweg AG", "retail", "Zürich", "CH"), ("Pharmalog Suisse SA", "pharma", "Genève", "CH"),
    ("Kanzlei Odermatt", "legal", "Luzern", "CH"),
)
CH_XLATORS = (  # (name, city, target language, certified, rate per word, started, still working with us)
    ("Ursula Meier", "Zürich", "de", "J", 0.17, (2014, 3, 1), "J"),
    ("Beat Zimmermann", "Winterthur", "de", "J", 0.16, (2016, 9, 1), "J"),
    ("Andrea Steiner", "Bern", "de", "N", 0.14, (2019, 1, 15), "J"),
    ("Reto Baumann", "Luzern", "de", "N", 0.14, (2020, 6, 1), "J"),
    ("Katrin Wolf", "Berlin", "de", "N", 0.13, (2021, 4, 12), "J"),
    ("Johanna Lechner", "Wien", "de", "N", 0.13, (2022, 2, 1), "J"),
    ("Simon Gut", "Zürich", "de", "J", 0.16, (2017, 11, 1), "N"),
    ("Nadine Frey", "St. Gallen", "de", "N", 0.14, (2023, 8, 1), "J"),
    ("Claire Rochat", "Lausanne", "fr", "J", 0.17, (2015, 5, 1), "J"),
    ("Jean-Marc Pittet", "Genève", "fr", "J", 0.16, (2016, 2, 1), "J"),
    ("Élodie Favre", "Neuchâtel", "fr", "N", 0.14, (2019, 10, 1), "J"),
    ("Thomas Girard", "Lyon", "fr", "N", 0.13, (2021, 3, 1), "J"),
    ("Sophie Bonvin", "Sion", "fr", "N", 0.14, (2022, 9, 5), "J"),
    ("Luc Morand", "Fribourg", "fr", "J", 0.15, (2018, 1, 8), "N"),
    ("Marie Dubois", "Paris", "fr", "N", 0.13, (2026, 8, 17), "J"),
    ("Giulia Bernasconi", "Lugano", "it", "J", 0.17, (2015, 9, 1), "J"),
    ("Marco Rossi", "Bellinzona", "it", "N", 0.14, (2018, 5, 1), "J"),
    ("Chiara Colombo", "Milano", "it", "N", 0.13, (2020, 2, 3), "J"),
    ("Davide Ferrari", "Como", "it", "N", 0.13, (2023, 1, 9), "J"),
    ("Fabio Pedrazzini", "Locarno", "it", "J", 0.15, (2017, 4, 1), "N"),
    ("James Whitfield", "Zürich", "en", "J", 0.17, (2014, 6, 1), "J"),
    ("Emma Clarke", "London", "en", "N", 0.15, (2018, 9, 1), "J"),
    ("Daniel Hughes", "Edinburgh", "en", "N", 0.14, (2019, 11, 4), "J"),
    ("Rachel Cohen", "Basel", "en", "J", 0.16, (2020, 1, 6), "J"),
    ("Michael O'Connor", "Dublin", "en", "N", 0.14, (2021, 7, 1), "J"),
    ("Sarah Jenkins", "Bristol", "en", "N", 0.14, (2022, 5, 2), "J"),
    ("Peter Lang", "Geneva", "en", "N", 0.15, (2016, 3, 1), "N"),
    ("Olivia Grant", "Toronto", "en", "N", 0.13, (2026, 9, 7), "J"),
    ("Lucía Fernández", "Madrid", "es", "N", 0.13, (2018, 2, 1), "J"),
    ("Javier Ortega", "Barcelona", "es", "J", 0.14, (2020, 10, 1), "J"),
    ("Carmen Ruiz", "Zürich", "es", "N", 0.13, (2023, 3, 1), "J"),
    ("Ana Sousa", "Porto", "pt", "N", 0.12, (2019, 4, 1), "J"),
    ("Rui Carvalho", "Lisboa", "pt", "J", 0.13, (2021, 1, 11), "J"),
    ("Yuki Tanaka", "Zürich", "ja", "N", 0.19, (2019, 8, 1), "J"),
    ("Haruto Sato", "Osaka", "ja", "N", 0.18, (2022, 6, 1), "J"),
    ("Li Wei", "Shanghai", "zh", "N", 0.16, (2018, 7, 1), "J"),
    ("Chen Jing", "Zürich", "zh", "J", 0.18, (2021, 2, 1), "J"),
    ("Olga Ivanova", "Zug", "ru", "J", 0.16, (2017, 9, 1), "J"),
    ("Dmitri Sokolov", "Riga", "ru", "N", 0.14, (2020, 12, 1), "N"),
    ("Pieter de Vries", "Utrecht", "nl", "N", 0.14, (2021, 5, 3), "J"),
    ("Anna Kowalska", "Kraków", "pl", "N", 0.12, (2022, 11, 1), "J"),
    ("Merve Yılmaz", "Istanbul", "tr", "N", 0.12, (2023, 6, 1), "J"),
)
CH_DOCS = {  # document type -> (words low, high, weight)
    "contract": (1500, 9000, 7), "annual report": (8000, 24000, 2), "patent": (3000, 12000, 3),
    "website": (800, 6000, 5), "marketing": (300, 3000, 6), "medical": (1500, 10000, 4),
    "certificate": (150, 700, 4),
}
CH_SECTOR_DOCS = {"banking": ("contract", "annual report", "marketing", "website"),
                  "pharma": ("medical", "patent", "contract", "marketing"),
                  "legal": ("contract", "certificate", "patent"),
                  "insurance": ("contract", "annual report", "marketing", "medical"),
                  "public": ("certificate", "website", "annual report", "marketing"),
                  "tech": ("website", "marketing", "patent", "contract"),
                  "retail": ("marketing", "website", "contract")}
CH_PRICE = {"de": 0.28, "fr": 0.29, "it": 0.29, "en": 0.30, "es": 0.30, "pt": 0.30, "ja": 0.42, "zh": 0.38,
            "ru": 0.34, "nl": 0.32, "pl": 0.30, "tr": 0.30}


def translation() -> list[str]:
    rng = random.Random(6262)
    clients = []
    for n, (name, sector, city, country) in enumerate(CH_CLIENTS):
        since = (_day(rng, datetime.date(2026, 9, 1), datetime.date(2026, 9, 25)) if n >= len(CH_CLIENTS) - 3
                 else _day(rng, datetime.date(2012, 1, 1), datetime.date(2025, 12, 31)))
        mgr = rng.choice(("Regula", "Nicolas", "Chiara")) if country == "CH" else "Regula"
        clients.append((n + 1, name, sector, city, country, mgr, since))
    xlators = [(n + 1,) + x[:5] + (datetime.date(*x[5]), x[6]) for n, x in enumerate(CH_XLATORS)]
    home_lang = {"Genève": "fr", "Lausanne": "fr", "Neuchâtel": "fr", "Vevey": "fr", "Cully": "fr",
                 "Fribourg": "fr", "Lugano": "it", "Bellinzona": "it", "London": "en"}
    ordering = [c for c in clients if c[6] < datetime.date(2026, 1, 1) and rng.random() < 0.92]
    busy = [rng.choice((1, 1, 2, 3, 5)) for _ in ordering]
    jobs = []
    while len(jobs) < 380:
        if rng.random() < 0.03:
            rcvd = _day(rng, datetime.date(2024, 10, 1), datetime.date(2024, 12, 20))
        elif rng.random() < 0.04:
            rcvd = _day(rng, TODAY - datetime.timedelta(days=9), TODAY)
        else:
            rcvd = _day(rng, datetime.date(2025, 1, 6), TODAY)
        if rcvd.weekday() >= 5 and rng.random() < 0.9:
            continue
        c = rng.choices(ordering, weights=busy)[0]
        src = home_lang.get(c[3], "de" if c[4] != "GB" else "en")
        if c[4] == "GB":
            tgt = rng.choice(("de", "fr"))
        else:
            langs = ("en", "fr", "it", "de", "es", "pt", "ja", "zh", "ru", "nl", "pl", "tr")
            tgt = rng.choices(langs, weights=(30, 14, 8, 10, 3, 2, 2, 2, 2, 1, 1, 1))[0]
            if tgt == src:
                tgt = "en"
        doc = rng.choice(CH_SECTOR_DOCS[c[2]])
        lo, hi, _ = CH_DOCS[doc]
        words = int(rng.randint(lo, hi) / 10) * 10
        rush = "J" if rng.random() < 0.15 else "N"
        days = max(2, words // 1500 + rng.choice((2, 3, 5)))
        due = rcvd + datetime.timedelta(days=days // 2 if rush == "J" else days)
        price = round((CH_PRICE[tgt] + (0.02 if rcvd >= datetime.date(2026, 1, 1) else 0.0))
                      * (1.5 if rush == "J" else 1.0) + (0.04 if doc in ("patent", "medical") else 0.0), 3)
        sworn = doc == "certificate"
        able = [x for x in xlators if x[3] == tgt and x[6] <= rcvd and (x[7] == "J" or rcvd.year < 2026)
                and (x[4] == "J" or not sworn)]
        if not able:
            continue
        x = rng.choice(able)
        pay = x[5] * (1.3 if rush == "J" else 1.0)
        if due > TODAY and rcvd > TODAY - datetime.timedelta(days=2) and rng.random() < 0.6:
            sts, x, dlv = "NEW", None, None
        elif rng.random() < 0.05:
            sts, dlv = "CXL", None
            x = x if rng.random() < 0.5 else None
        else:
            late = rng.random() < (0.18 if rush == "J" else 0.08)
            dlv = due + datetime.timedelta(days=rng.randint(1, 4)) if late else \
                due - datetime.timedelta(days=rng.choice((0, 0, 0, 1, 2)))
            dlv = max(dlv, rcvd)
            sts = "DEL"
            if dlv > TODAY:
                sts, dlv = "WIP", None
        jobs.append((rcvd, c[0], None if x is None else x[0], due, dlv, src, tgt, words, doc, rush,
                     price, None if x is None else round(pay, 3), sts))
    jobs.sort(key=lambda j: (j[0], j[1], j[7]))
    jobs = [(n + 1,) + j for n, j in enumerate(jobs)]
    country = {c[0]: c[4] for c in clients}
    invoices = []
    delivered = [j for j in jobs if j[13] == "DEL" and j[5] <= TODAY - datetime.timedelta(days=4)]
    forgotten = {j[0] for j in rng.sample([j for j in delivered if j[5] < datetime.date(2026, 6, 1)], 3)}
    for j in delivered:
        if j[0] in forgotten:
            continue
        net = round(j[8] * j[11], 2)
        rate = 0.081 if country[j[2]] in ("CH", "LI") else 0.0
        issued = min(j[5] + datetime.timedelta(days=rng.choice((0, 1, 1, 2, 5))), TODAY)
        slow = country[j[2]] != "CH" or rng.random() < 0.2
        paid = issued + datetime.timedelta(days=rng.randint(20, 60) if slow else rng.randint(5, 30))
        if paid > TODAY or rng.random() < 0.01:
            paid = None
        invoices.append((issued, j[0], "INV", net, round(net * rate, 2), paid))
        if rng.random() < 0.04:  # a complaint, a credit note for part of it
            back = -round(net * rng.choice((0.1, 0.2, 0.5)), 2)
            when = min(issued + datetime.timedelta(days=rng.randint(5, 25)), TODAY)
            settled = None if paid is None else max(when, paid)  # taken off the bill, or paid back
            invoices.append((when, j[0], "CRN", back, round(back * rate, 2), settled))
    invoices.sort(key=lambda i: (i[0], i[1], i[2]))
    numbered, count = [], {}
    for i in invoices:
        count[i[0].year] = count.get(i[0].year, 0) + 1
        numbered.append((f"R{i[0].year}-{count[i[0].year]:04d}",) + i[1:2] + i[0:1] + i[2:])
    invoices = numbered
    return [
        "CREATE TABLE clients(id INTEGER, co_nm VARCHAR, sector VARCHAR, cty VARCHAR, ctry VARCHAR, "
        "acct_mgr VARCHAR, since DATE)",
        "CREATE TABLE translators(id INTEGER, nm VARCHAR, cty VARCHAR, tgt_lng VARCHAR, sworn VARCHAR, "
        "rate_wd DOUBLE, since DATE, active VARCHAR)",
        "CREATE TABLE jobs(id INTEGER, rcvd_dt DATE, client_id INTEGER, translator_id INTEGER, due_dt DATE, "
        "dlv_dt DATE, src_lng VARCHAR, tgt_lng VARCHAR, words INTEGER, doc_typ VARCHAR, rush VARCHAR, "
        "px_wd DOUBLE, pay_wd DOUBLE, sts VARCHAR)",
        "CREATE TABLE invoices(id VARCHAR, job_id INTEGER, inv_dt DATE, typ VARCHAR, net_chf DOUBLE, "
        "vat_chf DOUBLE, pd_dt DATE)",
        _insert("clients", clients), _insert("translators", xlators), _insert("jobs", jobs),
        _insert("invoices", invoices),
    ]


# ------------------------------------------------------------------------------------------- driving_school
ZA_FIRST = ("Thabo", "Lerato", "Sipho", "Ayanda", "Pieter", "Annelie", "Johan", "Chantal", "Riaan", "Zanele",
            "Mohammed", "Fatima", "Yusuf", "Nadia", "Kyle", "Megan", "Bongani", "Nomvula", "Liam", "Tasneem")
ZA_LAST = ("Dlamini", "Nkosi", "van der Merwe", "Botha", "Pillay", "Naidoo", "Adams", "Jacobs", "Petersen",
           "Mokoena", "Smit", "Hendricks", "Williams", "Khumalo", "Abrahams", "Fortuin")
ZA_BRANCHES = {"Bellville": ("Bellville", "Parow", "Goodwood", "Kuils River"),
               "Claremont": ("Claremont", "Rondebosch", "Wynberg", "Kenilworth"),
               "Durbanville": ("Durbanville", "Brackenfell", "Kraaifontein"),
               "Somerset West": ("Somerset West", "Strand", "Gordon's Bay")}
ZA_CENTRES = {"Bellville": ("Bellville", "Gallows Hill"), "Claremont": ("Gallows Hill", "Milnerton"),
              "Durbanville": ("Brackenfell", "Milnerton"), "Somerset West": ("Somerset West", "Stellenbosch")}
ZA_INSTRUCTORS = (  # (first name, surname, branch, gearbox, codes, car, started, left)
    ("Gerrit", "Swanepoel", "Bellville", "M", "B/C1", "Toyota Corolla Quest", (2012, 2, 1), None),
    ("Nadeem", "Isaacs", "Bellville", "M", "B", "VW Polo Vivo", (2016, 7, 1), None),
    ("Charmaine", "Booysen", "Bellville", "A", "B", "Suzuki Swift", (2019, 3, 4), None),
    ("Lwazi", "Mthembu", "Bellville", "M", "B", "VW Polo Vivo", (2021, 1, 11), None),
    ("Deon", "Kruger", "Bellville", "M", "B/C1", "Isuzu NPR 300", (2014, 5, 1), (2025, 6, 30)),
    ("Shireen", "Daniels", "Bellville", "M", "B", "Toyota Starlet", (2025, 8, 1), None),
    ("Ruan", "Oosthuizen", "Bellville", "A", "B", "Toyota Starlet", (2026, 9, 21), None),
    ("Andile", "Zulu", "Bellville", "M", "B", "VW Polo Vivo", (2022, 4, 1), None),
    ("Faiez", "Salie", "Claremont", "M", "B", "VW Polo Vivo", (2013, 9, 1), None),
    ("Jenna", "Lombard", "Claremont", "A", "B", "Toyota Yaris", (2018, 2, 1), None),
    ("Themba", "Ngcobo", "Claremont", "M", "B", "Suzuki Swift", (2020, 6, 1), None),
    ("Candice", "September", "Claremont", "A", "B", "Toyota Yaris", (2023, 1, 16), None),
    ("Waleed", "Jacobs", "Claremont", "M", "B", "VW Polo Vivo", (2017, 10, 2), (2025, 11, 30)),
    ("Sizwe", "Mabaso", "Claremont", "M", "B", "Suzuki Swift", (2024, 7, 1), None),
    ("Marelize", "du Toit", "Claremont", "A", "B", "Toyota Yaris", (2026, 2, 2), None),
    ("Hennie", "Coetzee", "Durbanville", "M", "B/C1", "Isuzu NPR 300", (2011, 4, 1), None),
    ("Lindiwe", "Shabalala", "Durbanville", "M", "B", "VW Polo Vivo", (2019, 8, 1), None),
    ("Brandon", "Meyer", "Durbanville", "A", "B", "Suzuki Swift", (2021, 10, 1), None),
    ("Ilse", "Venter", "Durbanville", "M", "B", "Toyota Starlet", (2022, 3, 1), None),
    ("Zaid", "Hendricks", "Durbanville", "M", "B", "VW Polo Vivo", (2016, 1, 6), (2025, 3, 31)),
    ("Kagiso", "Molefe", "Durbanville", "M", "B", "Suzuki Swift", (2025, 4, 14), None),
    ("Ronel", "Pretorius", "Durbanville", "A", "B", "Toyota Yaris", (2026, 9, 14), None),
    ("Wayne", "Fortuin", "Somerset West", "M", "B/C1", "Isuzu NPR 300", (2015, 6, 1), None),
    ("Anika", "Steyn", "Somerset West", "A", "B", "Toyota Yaris", (2020, 9, 1), None),
    ("Mandla", "Sithole", "Somerset West", "M", "B", "VW Polo Vivo", (2018, 11, 1), None),
    ("Leon", "Erasmus", "Somerset West", "M", "B", "Toyota Starlet", (2023, 5, 2), None),
    ("Rochelle", "Adonis", "Somerset West", "M", "B", "Suzuki Swift", (2019, 2, 1), (2026, 4, 30)),
    ("Tiaan", "Bester", "Somerset West", "A", "B", "Suzuki Swift", (2024, 1, 15), None),
    ("Yolanda", "Mentoor", "Somerset West", "M", "B", "VW Polo Vivo", (2025, 10, 1), None),
    ("Xolani", "Dube", "Claremont", "M", "B", "VW Polo Vivo", (2026, 9, 28), None),
)


def _ymd(day: datetime.date) -> str:
    return day.strftime("%Y/%m/%d")


def _lesson_c(day: datetime.date, code: str, mins: int) -> int:
    hour = (380_00 if day >= datetime.date(2026, 2, 1) else 350_00) + (120_00 if code == "C1" else 0)
    return {60: hour, 90: hour * 3 // 2 - 25_00, 120: hour * 2 - 60_00}[mins]


def driving_school() -> list[str]:
    rng = random.Random(6363)
    instructors = []
    for n, (first, last, branch, box, codes, car, started, left) in enumerate(ZA_INSTRUCTORS):
        instructors.append((n + 11, first, last, branch, box, codes, car, _ymd(datetime.date(*started)),
                            left and _ymd(datetime.date(*left))))
    learners = []
    branch_w = (5, 4, 3, 3)
    for n, (first, last) in enumerate(_names(rng, ZA_FIRST, ZA_LAST, 274)):
        branch = rng.choices(sorted(ZA_BRANCHES), weights=branch_w)[0]
        suburb = rng.choice(ZA_BRANCHES[branch])
        joined = (_day(rng, datetime.date(2026, 9, 10), datetime.date(2026, 9, 29)) if n >= 262
                  else _day(rng, datetime.date(2024, 11, 1), datetime.date(2024, 12, 10)) if n % 25 == 7
                  else _day(rng, datetime.date(2025, 1, 6), datetime.date(2026, 9, 9)))
        code = "C1" if rng.random() < 0.08 else "B"
        box = "M" if code == "C1" or rng.random() < 0.72 else "A"
        born = rng.randint(2004, 2008) if rng.random() < 0.75 else rng.randint(1965, 2003)
        learners.append([9001 + n, first, last, suburb, _ymd(joined), code, box, born,
                         "Y" if rng.random() < 0.88 else "N", branch, joined])
    lessons, tests, slots = [], [], set()
    active = [le for le in learners if rng.random() < 0.88 or le[10] > datetime.date(2026, 9, 1)]
    for le in sorted(active, key=lambda x: x[10]):
        joined, branch, code, box = le[10], le[9], le[5], le[6]
        pool = [i for i in instructors if i[3] == branch and i[4] == box and (code == "B" or "C1" in i[5])]
        if not pool:
            pool = [i for i in instructors if i[4] == box and "C1" in i[5]] if code == "C1" else \
                [i for i in instructors if i[3] == branch]
        day = joined + datetime.timedelta(days=rng.randint(1, 12))
        k = rng.choice((0, 1, 1, 2, 2, 2, 3, 3))
        taught: list = []
        for _ in range(k):
            on = [i for i in pool if datetime.datetime.strptime(i[7], "%Y/%m/%d").date() <= day
                  and (i[8] is None or datetime.datetime.strptime(i[8], "%Y/%m/%d").date() >= day)]
            if not on or day.weekday() == 6:
                day += datetime.timedelta(days=1)
                continue
            inst = taught[-1][0] if taught and taught[-1][0] in on and rng.random() < 0.85 else rng.choice(on)
            start = f"{rng.choice((7, 8, 9, 10, 11, 13, 14, 15, 16, 17)):02d}:{rng.choice(('00', '30'))}"
            if (inst[0], day, start) in slots:
                day += datetime.timedelta(days=1)
                continue
            slots.add((inst[0], day, start))
            mins = rng.choices((60, 90, 120), weights=(6, 3, 1))[0]
            if day > TODAY:
                status = "S"
            else:
                status = rng.choices("CLXN", weights=(85, 4, 7, 4))[0]
            full = _lesson_c(day, code, mins)
            fee = full if status in "CNS" else full // 2 if status == "L" else 0
            lessons.append((day, start, le[0], inst[0], mins, status, fee,
                            None if status in "SX" else "Y" if rng.random() < 0.93 or day < TODAY -
                            datetime.timedelta(days=60) else "N"))
            taught.append((inst, status))
            day += datetime.timedelta(days=rng.randint(3, 21))
        done = [t for t, status in taught if status == "C"]
        if len(done) >= 2 and taught[-1][1] == "C" and le[8] == "Y" and rng.random() < 0.8:
            test_day = day + datetime.timedelta(days=rng.randint(7, 40))
            while test_day.weekday() >= 5:
                test_day += datetime.timedelta(days=1)
            inst = done[-1]
            for attempt in range(3):
                centre = rng.choice(ZA_CENTRES[branch])
                if test_day > TODAY:
                    result = "B"
                else:
                    result = rng.choices("PFXN", weights=(52 + 12 * attempt, 36, 8, 4))[0]
                hire = 0 if result in "XN" else (750_00 if test_day >= datetime.date(2026, 2, 1) else 700_00)
                if code == "C1" and hire:
                    hire += 300_00
                tests.append((test_day, le[0], inst[0], centre, result, hire))
                if result in "PB" or rng.random() < 0.3:
                    break
                test_day += datetime.timedelta(days=rng.randint(14, 50))
                while test_day.weekday() >= 5:
                    test_day += datetime.timedelta(days=1)
    lessons.sort(key=lambda x: (x[0], x[1], x[3]))
    out_lessons = [(70001 + n, x[2], x[3], _ymd(x[0]), x[1]) + x[4:] for n, x in enumerate(lessons)]
    tests.sort(key=lambda t: (t[0], t[1]))
    out_tests = [(n + 1, t[1], t[2], _ymd(t[0])) + t[3:] for n, t in enumerate(tests)]
    out_learners = [tuple(le[:9]) for le in learners]
    return [
        "CREATE TABLE instructors(instructor_no INTEGER, first_name VARCHAR, surname VARCHAR, "
        "branch VARCHAR, gearbox VARCHAR, codes VARCHAR, car VARCHAR, started VARCHAR, left_on VARCHAR)",
        "CREATE TABLE learners(learner_no INTEGER, first_name VARCHAR, surname VARCHAR, suburb VARCHAR, "
        "signed_up VARCHAR, lic_code VARCHAR, gearbox VARCHAR, birth_yr INTEGER, learners_lic VARCHAR)",
        "CREATE TABLE lessons(lesson_no INTEGER, learner_no INTEGER, instructor_no INTEGER, "
        "lesson_date VARCHAR, start_time VARCHAR, mins INTEGER, status VARCHAR, fee_c INTEGER, paid VARCHAR)",
        "CREATE TABLE road_tests(test_no INTEGER, learner_no INTEGER, instructor_no INTEGER, "
        "test_date VARCHAR, centre VARCHAR, result VARCHAR, car_hire_c INTEGER)",
        _insert("instructors", instructors), _insert("learners", out_learners),
        _insert("lessons", out_lessons), _insert("road_tests", out_tests),
    ]


SCHEMAS_V = {"removals": removals, "translation": translation, "driving_school": driving_school}
