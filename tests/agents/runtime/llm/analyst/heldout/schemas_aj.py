"""Three held-out workspaces for set AJ, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Thursday 17 December 2026, the day of the export.

- lechonan (a lechon roaster in La Loma, Quezon City, the Philippines, Lechonan ni Aling Osang, roasting whole
  pigs, pork belly rolls, chickens and now and then a calf to order for birthdays, christenings, weddings,
  fiestas and the Christmas and New Year feasts, and delivering them round Metro Manila; Philippine pesos, to
  the centavo, as DOUBLE; Tagalog names; TIMESTAMP and DATE, the customers' sign-up day as 'MM/DD/YYYY' text):
  declared PRIMARY KEY / REFERENCES, one on a same-named key, `pidido.mamimili_id` → `mamimili.mamimili_id`,
  and one named unlike its target, `laman.pidido` → `pidido.pidido_id`; customers (`mamimili`) by `pangalan`
  (a person, 'Maria Santos', or a group, 'Parokya ng San Roque'), `uri` 'TAO' (a person or family), 'KUMPANYA'
  (a company), 'SIMBAHAN' (a parish) or 'BARANGAY' (a barangay hall), `lungsod` the city ('Quezon City',
  'Maynila' (Manila), 'Caloocan', 'San Juan', 'Marikina', 'Mandaluyong', 'Pasig', 'Valenzuela'), `telepono`,
  `petsa_rehistro` the day they were registered ('MM/DD/YYYY' text; on their first order, the register
  starting in January 2025, but six wrote through the Facebook page in December 2026 and have not ordered
  yet), `suki` 'OO' (oo, yes) for a regular, who gets 5% off, else 'HINDI' (no); one `pidido` row one order,
  `petsa_order` when it was placed (TIMESTAMP), `petsa_handaan` the day of the feast it is for, when the
  lechon is handed over (DATE), `okasyon` 'KAARAWAN' (a birthday), 'BINYAG' (a christening), 'KASAL' (a
  wedding), 'PIYESTA' (a fiesta), 'PASKO' (Christmas, parties included) or 'BAGONG_TAON' (New Year), `paraan`
  'HATID' (we deliver) or 'KUHA' (they collect at the shop), `bayad_hatid` the delivery fee (0 when
  collected), `paunang_bayad` the deposit taken (0 once given back on a cancelled order), `paraan_bayad` how
  they paid, 'CASH', 'GCASH' or 'BANGKO' (a bank transfer), `katayuan` 'NAIHATID' (handed over), 'NAKABINBIN'
  (a feast still to come: the Christmas and New Year orders) or 'KINANSELA' (cancelled, nothing charged; its
  lines keep the price quoted); one `laman` row one kind of item on an order, `produkto` 'BUONG_LECHON' (a
  whole pig), 'LECHON_BELLY' (a rolled belly), 'LECHON_MANOK' (a roast chicken), 'LECHON_BAKA' (a whole calf)
  or 'DINUGUAN' (a tray of pork blood stew), `kilo` the weight of a pig, belly or calf (NULL on the others),
  `dami` how many, `presyo` the price of one (less 5% for a regular), `halaga` the line's amount (`dami` times
  `presyo`); prices went up on 1 January 2026; so sales are `halaga` over the lines of the orders handed over,
  plus `bayad_hatid` for delivery.
- vulcanizare (a tyre-fitting shop in Mănăștur, Cluj-Napoca, Romania, Vulcanizare Rapid Mănăștur, changing
  customers' winter and summer tyres, mending punctures, balancing, aligning and selling new tyres, and
  keeping customers' off-season sets in its tyre hotel; Romanian lei, whole lei; Romanian names, without the
  diacritics in the names of tables and columns; DATE, and the customers' sign-up day as 'YYYYMMDD' text): no
  declared keys, codes named unlike their targets, `masini.proprietar` → `clienti.cod_client` ('C0042') and
  `lucrari.masina` → `masini.nr_inmatriculare` (the number plate, 'CJ 07 MRT'), and one same-named,
  `hotel_anvelope.nr_inmatriculare` → `masini.nr_inmatriculare`; customers (`clienti`) by `nume` (a person,
  'Andrei Pop', or a firm, 'Transilvania Curier SRL'), `tip` 'PF' (persoană fizică, a person) or 'PJ'
  (persoană juridică, a firm), `cartier` the neighbourhood ('Mănăștur', 'Grigorescu', 'Gheorgheni', 'Mărăști',
  'Zorilor', 'Bună Ziua', 'Florești'), `telefon`, `data_inreg` the day they were registered ('YYYYMMDD' text;
  on their first visit, the register starting in March 2025, but five registered their car on the website in
  December 2026 and have not been in yet), `sms` 'DA' when they accept text reminders, else 'NU'; cars
  (`masini`) by `nr_inmatriculare`, `proprietar` the customer, `marca` ('Dacia', 'Volkswagen', 'Skoda',
  'Renault', 'Ford', 'Toyota', 'Opel', 'BMW'), `model`, `dimensiune` the tyre size ('205/55 R16'), `an` the
  year built; one `lucrari` row one job on one car, `nr_lucrare` ('L-2026-0117'), `data` the day (DATE; no
  Sundays), `tip` 'SCHIMB' (the seasonal change between winter and summer tyres), 'PANA' (a puncture mended),
  'ECHILIBRARE' (balancing), 'GEOMETRIE' (wheel alignment) or 'ANVELOPE_NOI' (new tyres sold and fitted),
  `mecanic` the fitter's first name, `manopera` the labour charged and `piese` the tyres or parts sold (0
  unless new tyres; both up about 10% on 1 January 2026; 40 lei more labour on a van, 10% off labour for
  firms), `stare` 'FINALIZAT' (done), 'ANULAT' (called off or not turned up, nothing charged; the amounts keep
  the price quoted) or 'PROGRAMAT' (booked for a day after the export), `plata` 'NUMERAR' (cash), 'CARD' or
  'OP' (a bank transfer, for the firms; NULL unless done); one `hotel_anvelope` row one set of four tyres left
  with us for a season, `nr_fisa` ('H-0093'), `tip_set` 'IARNA' (winter tyres, left in the spring) or 'VARA'
  (summer tyres, left in the autumn), `depus` the day left (DATE), `ridicat` the day taken back (NULL while
  still with us), `jante` 'DA' when on their rims, `tarif` the season's fee (160 lei, 200 on rims, in 2025;
  180 and 220 in 2026), `achitat` 'DA' once paid, 'NU' while owed; so takings are `manopera + piese` over the
  jobs done, and the tyre hotel's `tarif` over `hotel_anvelope`.
- chimney (a chimney sweep in Williston, Vermont, USA, Champlain Chimney Co., sweeping woodstoves, pellet
  stoves, fireplace inserts, open fireplaces and oil-furnace flues round Chittenden County, inspecting
  chimneys with a camera, fitting caps and stainless liners and mending crowns; US dollars, in cents; plain
  English words in short abbreviated names; TIMESTAMP and DATE): declared PRIMARY KEYs, one declared
  REFERENCES on a same-named key, `appl.cust_id` → `cust.cust_id`, and one undeclared key named unlike its
  target, `jobs.appl` → `appl.appl_id`; customers (`cust`) by `nm`, `twn` the town ('Burlington', 'South
  Burlington', 'Williston', 'Essex', 'Shelburne', 'Colchester', 'Richmond', 'Jericho', 'Hinesburg'), `ph`,
  `eml` (NULL when not given), `since_dt` the day they first called us (DATE; six called in December 2026 and
  have had nothing done yet), `rmdr` 'Y' when they want the yearly reminder card, else 'N'; appliances
  (`appl`), one a flue, by `cust_id`, `typ` 'WOOD' (a woodstove), 'PELLET', 'INSERT' (a fireplace insert),
  'FP' (an open fireplace) or 'OIL' (an oil furnace's flue), `mk` the make ('Jotul', 'Vermont Castings',
  'Woodstock Soapstone', 'Hearthstone', 'Harman', 'Quadra-Fire'; NULL on fireplaces and furnaces), `yr` the
  year installed (NULL when not known), `lnr` 'Y' when the flue has a stainless liner; one `jobs` row one job
  on one appliance, `sched_ts` when we were booked to come (TIMESTAMP), `svc` 'SWP' (a sweep), 'INSP' (a
  camera inspection), 'CAP' (a chimney cap fitted), 'LNR' (a stainless liner put in) or 'RPR' (masonry or
  crown repair), `tech` the sweep's first name, `amt_c` the price (up 5-9% on 1 January 2026; kept on a
  cancelled job as quoted), `sts` 'DONE', 'CXL' (cancelled, nothing charged) or 'SCHED' (booked for after the
  export), `crst` the creosote stage found on a sweep of a woodstove, insert or fireplace, 1, 2 or 3 (NULL
  otherwise), `pd_dt` the day paid (DATE; NULL while owed, and on jobs not done), `pay` 'CHK' (a check), 'CC'
  (a card) or 'CASH' (NULL unless paid); so sales are `amt_c / 100` dollars over the jobs done. The jobs kept
  go back to January 2025.

Written blind for set AJ (questions_aj.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

TODAY = datetime.date(2026, 12, 17)
_D = datetime.date
_DAY = datetime.timedelta(days=1)


def _pick_day(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.date:
    return start + rng.randint(0, (end - start).days) * _DAY


def _sql_value(value) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, datetime.datetime):
        return f"TIMESTAMP '{value.isoformat(sep=' ')}'"
    if isinstance(value, datetime.date):
        return f"DATE '{value.isoformat()}'"
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    if isinstance(value, float):
        return repr(round(value, 2))
    return str(value)


def _rows_sql(table: str, rows) -> str:
    return f"INSERT INTO {table} VALUES " + ", ".join(
        "(" + ", ".join(_sql_value(v) for v in row) + ")" for row in rows)


def _w(rng: random.Random, pairs) -> str:
    return rng.choices([p for p, _ in pairs], weights=[w for _, w in pairs])[0]


def _not_sunday(day: datetime.date) -> datetime.date:
    return day + _DAY if day.weekday() == 6 else day


# ------------------------------------------------------------------------------------------------- lechonan
PH_FIRST = ("Maria", "Jose", "Juan", "Ana", "Rosario", "Ricardo", "Teresita", "Eduardo", "Liza", "Ramon",
            "Cristina", "Danilo", "Marites", "Rodel", "Jocelyn", "Arnel", "Lorna", "Mark", "Kristine", "Jun",
            "Grace", "Noel", "Aileen", "Ronaldo")
PH_LAST = ("Santos", "Reyes", "Cruz", "Bautista", "Ocampo", "Garcia", "Mendoza", "Torres", "Tomas", "Andrada",
           "Castillo", "Flores", "Villanueva", "Ramos", "Castro", "Rivera", "Aquino", "Navarro", "Salazar",
           "Mercado", "Dela Cruz", "Manalo", "Soriano", "Pascual")
PH_GROUPS = (  # name, uri, lungsod, the fiesta (month, day) for a parish or a barangay
    ("Parokya ng Santo Domingo", "SIMBAHAN", "Quezon City", (10, 11)),
    ("Parokya ng San Roque", "SIMBAHAN", "Caloocan", (8, 16)),
    ("Parokya ni San Isidro Labrador", "SIMBAHAN", "Pasig", (5, 15)),
    ("Parokya ng San Juan Bautista", "SIMBAHAN", "San Juan", (6, 24)),
    ("Parokya ng Mahal na Birhen ng Lourdes", "SIMBAHAN", "Quezon City", (2, 11)),
    ("Parokya ng Santa Clara", "SIMBAHAN", "Mandaluyong", (8, 11)),
    ("Barangay Manresa", "BARANGAY", "Quezon City", (7, 31)),
    ("Barangay Maharlika", "BARANGAY", "Quezon City", (5, 30)),
    ("Barangay Balingasa", "BARANGAY", "Quezon City", (9, 8)),
    ("Barangay Paang Bundok", "BARANGAY", "Quezon City", (1, 20)),
    ("Barangay Santo Niño", "BARANGAY", "Marikina", (1, 18)),
    ("Mabuhay Call Center Inc.", "KUMPANYA", "Quezon City", None),
    ("Tanglaw Realty Corp.", "KUMPANYA", "Mandaluyong", None),
    ("Sampaguita Printing Press", "KUMPANYA", "Maynila", None),
    ("Bagong Lakas Trucking", "KUMPANYA", "Valenzuela", None),
    ("Kabayan Pharma Distributors", "KUMPANYA", "Pasig", None),
    ("Lakbay Travel and Tours", "KUMPANYA", "Maynila", None),
    ("Bituin Insurance Agency", "KUMPANYA", "San Juan", None),
    ("Masagana Rice Trading", "KUMPANYA", "Caloocan", None))
PH_LUNGSOD = (("Quezon City", 10), ("Maynila", 4), ("Caloocan", 3), ("San Juan", 2), ("Marikina", 2),
              ("Mandaluyong", 2), ("Pasig", 2), ("Valenzuela", 1))
PH_HATID = {"Quezon City": 300, "Maynila": 400, "Caloocan": 350, "San Juan": 350, "Marikina": 500,
            "Mandaluyong": 450, "Pasig": 550, "Valenzuela": 500}  # the delivery fee; 50 more from 2026
# a whole pig by its weight, 2025 and from 1 January 2026
PH_BUO = {15: (7500, 8000), 18: (8500, 9000), 20: (9500, 10200), 23: (10500, 11300), 25: (11500, 12400),
          30: (13500, 14500), 35: (15500, 16800), 40: (17500, 18900)}
PH_BELLY_KILO = (1350, 1450)
PH_MANOK = (350, 380)
PH_BAKA_KILO = (720, 780)
PH_DINUGUAN = (1100, 1200)


def _ph_date(day: datetime.date) -> str:
    return f"{day.month:02d}/{day.day:02d}/{day.year}"


def _ph_party_day(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.date:
    while True:  # December is the lechon season; the fiestas of May and the summer weddings come next
        day = _pick_day(rng, start, end)
        if rng.random() < {12: 1.0, 5: 0.6, 4: 0.5, 6: 0.5}.get(day.month, 0.35):
            if day.month == 12 and rng.random() < 0.6:  # the noche buena and the media noche
                day = day.replace(day=rng.choice((24, 24, 24, 25, 31, 31)))
            return day


def _ph_occasion(rng: random.Random, day: datetime.date) -> str:
    if day.month == 12 and 20 <= day.day <= 25:
        return "PASKO"
    if day.month == 12 and day.day >= 29 or day.month == 1 and day.day == 1:
        return "BAGONG_TAON"
    return _w(rng, (("KAARAWAN", 60), ("BINYAG", 18), ("KASAL", 10), ("PIYESTA", 8),
                    ("PASKO", 6 if day.month == 12 else 0)))


def _ph_items(rng: random.Random, uri: str, okasyon: str) -> list[tuple]:
    big = uri != "TAO" or okasyon in ("KASAL", "PIYESTA")
    if uri == "SIMBAHAN" or uri == "BARANGAY":
        items = [("BUONG_LECHON", rng.choice((30, 35, 40)), rng.choice((1, 2, 2, 3)))]
        if rng.random() < 0.15:
            items.append(("LECHON_BAKA", rng.choice((50, 60, 70)), 1))
    elif uri == "KUMPANYA":
        items = [("BUONG_LECHON", rng.choice((25, 30, 35, 40)), rng.choice((1, 1, 2)))]
        if rng.random() < 0.35:
            items.append(("LECHON_BELLY", rng.choice((3.0, 4.0, 5.0)), rng.choice((1, 2))))
    elif okasyon == "KASAL" and rng.random() < 0.3:
        items = [("LECHON_BAKA", rng.choice((50, 60)), 1)]
    elif rng.random() < (0.7 if big else 0.55):
        items = [("BUONG_LECHON", rng.choice((15, 18, 20, 23, 25) if not big else (25, 30, 35)), 1)]
        if rng.random() < 0.18:
            items.append((_w(rng, (("LECHON_MANOK", 2), ("DINUGUAN", 3))), None, 0))
    else:
        items = [(_w(rng, (("LECHON_BELLY", 6), ("LECHON_MANOK", 3))), None, 0)]
    out = []
    for produkto, kilo, dami in items:
        if produkto == "LECHON_BELLY" and kilo is None:
            kilo = rng.choice((2.0, 2.5, 3.0, 4.0))
        if produkto == "LECHON_MANOK" and not dami:
            dami = rng.choice((2, 3, 4, 5, 6, 8))
        if produkto in ("LECHON_BELLY", "DINUGUAN") and not dami:
            dami = rng.choice((1, 1, 1, 2))
        out.append((produkto, float(kilo) if kilo is not None else None, dami))
    return out


def lechonan() -> list[str]:
    rng = random.Random(6031)
    persons = [f"{f} {s}" for f in PH_FIRST for s in PH_LAST]
    rng.shuffle(persons)
    cities = [c for c, w in PH_LUNGSOD for _ in range(w)]
    people = []  # name, uri, lungsod, the party days of their orders
    for name, uri, city, fiesta in PH_GROUPS:
        days = []
        for year in (2025, 2026):
            if fiesta and rng.random() < 0.8 and not (year == 2025 and fiesta[0] == 1) \
                    and not (year == 2026 and name == "Parokya ng Santa Clara"):  # went to another roaster
                days.append((_D(year, *fiesta), "PIYESTA"))
            if uri == "BARANGAY" and rng.random() < 0.55 or uri == "KUMPANYA" and rng.random() < 0.85:
                days.append((_pick_day(rng, _D(year, 12, 12), _D(year, 12, 23)), "PASKO"))
            if uri == "KUMPANYA" and rng.random() < 0.25:
                days.append((_pick_day(rng, _D(year, 2, 1), _D(year, 10, 31)), "KAARAWAN"))
        if days:
            people.append((name, uri, city, sorted(days)))
    for n in range(130):
        first = _ph_party_day(rng, _D(2025, 1, 20), _D(2026, 12, 31))
        days, day = [first], first
        while rng.random() < 0.3:
            day = _ph_party_day(rng, day + 40 * _DAY, day + 400 * _DAY)
            if day > _D(2026, 12, 31):
                break
            days.append(day)
        people.append((persons[n], "TAO", rng.choice(cities), [(d, None) for d in days]))
    orders = []  # placed, party day, person index, okasyon
    for p, (name, uri, city, days) in enumerate(people):
        for day, okasyon in days:
            okasyon = okasyon or _ph_occasion(rng, day)
            ahead = rng.randint(30, 90) if okasyon == "KASAL" else rng.randint(3, 25)
            placed = day - ahead * _DAY
            placed = datetime.datetime(placed.year, placed.month, placed.day, rng.randint(7, 21),
                                       rng.randint(0, 59))
            if placed.date() <= TODAY:
                orders.append((placed, day, p, okasyon))
    orders.sort()
    first_order = {}
    for placed, _, p, _ in orders:
        first_order.setdefault(p, placed.date())
    registered = sorted((first_order[p], p) for p in first_order)
    ids = {p: 1 + n for n, (_, p) in enumerate(registered)}
    out_customers = []
    for day, p in registered:
        name, uri, city, _ = people[p]
        tel = f"09{rng.randint(15, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        suki = "OO" if uri != "TAO" and rng.random() < 0.7 or rng.random() < 0.2 else "HINDI"
        out_customers.append((ids[p], name, uri, city, tel, _ph_date(day), suki))
    for n in range(6):
        day = _pick_day(rng, _D(2026, 12, 1), TODAY - _DAY)
        tel = f"09{rng.randint(15, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        out_customers.append((len(out_customers) + 1, persons[130 + n], "TAO", rng.choice(cities), tel,
                              _ph_date(day), "HINDI"))
    suki_of = {c[0]: c[6] == "OO" for c in out_customers}
    out_orders, lines = [], []
    for n, (placed, day, p, okasyon) in enumerate(orders):
        oid, (name, uri, city, _) = 1 + n, people[p]
        mid = ids[p]
        period = 0 if day < _D(2026, 1, 1) else 1
        if day > TODAY:
            katayuan = "NAKABINBIN"
        elif rng.random() < 0.05:
            katayuan = "KINANSELA"
        else:
            katayuan = "NAIHATID"
        paraan = "HATID" if uri != "TAO" or rng.random() < 0.6 else "KUHA"
        hatid = float(PH_HATID[city] + 50 * period) if paraan == "HATID" else 0.0
        off = 0.95 if suki_of[mid] else 1.0
        total = 0.0
        for produkto, kilo, dami in _ph_items(rng, uri, okasyon):
            if produkto == "BUONG_LECHON":
                presyo = PH_BUO[int(kilo)][period]
            elif produkto == "LECHON_BELLY":
                presyo = PH_BELLY_KILO[period] * kilo
            elif produkto == "LECHON_BAKA":
                presyo = PH_BAKA_KILO[period] * kilo
            elif produkto == "LECHON_MANOK":
                presyo = PH_MANOK[period]
            else:
                presyo = PH_DINUGUAN[period]
            presyo = round(presyo * off, 2)
            halaga = round(presyo * dami, 2)
            total += halaga
            lines.append((oid, produkto, kilo, dami, presyo, halaga))
        deposit = float(round(total / 2, -2))
        if katayuan == "KINANSELA":
            deposit = 0.0
        pay = _w(rng, (("CASH", 45), ("GCASH", 40), ("BANGKO", 15))) if uri == "TAO" else \
            _w(rng, (("CASH", 20), ("GCASH", 20), ("BANGKO", 60)))
        out_orders.append((oid, mid, placed, day, okasyon, paraan, hatid, deposit, pay, katayuan))
    out_lines = [(n + 1, *line) for n, line in enumerate(lines)]
    return [
        "CREATE TABLE mamimili(mamimili_id INTEGER PRIMARY KEY, pangalan VARCHAR, uri VARCHAR, "
        "lungsod VARCHAR, telepono VARCHAR, petsa_rehistro VARCHAR, suki VARCHAR)",
        "CREATE TABLE pidido(pidido_id INTEGER PRIMARY KEY, "
        "mamimili_id INTEGER REFERENCES mamimili(mamimili_id), petsa_order TIMESTAMP, petsa_handaan DATE, "
        "okasyon VARCHAR, paraan VARCHAR, bayad_hatid DOUBLE, paunang_bayad DOUBLE, paraan_bayad VARCHAR, "
        "katayuan VARCHAR)",
        "CREATE TABLE laman(laman_id INTEGER PRIMARY KEY, pidido INTEGER REFERENCES pidido(pidido_id), "
        "produkto VARCHAR, kilo DOUBLE, dami INTEGER, presyo DOUBLE, halaga DOUBLE)",
        _rows_sql("mamimili", out_customers), _rows_sql("pidido", out_orders), _rows_sql("laman", out_lines),
    ]


# ---------------------------------------------------------------------------------------------- vulcanizare
RO_FIRST = ("Andrei", "Mihai", "Alexandru", "Ion", "Gheorghe", "Vasile", "Ciprian", "Radu", "Florin",
            "Bogdan", "Sorin", "Cosmin", "Ioana", "Maria", "Elena", "Ana", "Cristina", "Andreea", "Diana",
            "Roxana", "Simona", "Laura")
RO_LAST = ("Pop", "Rus", "Moldovan", "Mureșan", "Sabău", "Bălan", "Crișan", "Oltean", "Câmpean", "Man",
           "Vlad", "Suciu", "Nistor", "Todea", "Lazăr", "Cozma", "Fărcaș", "Boboc", "Pintea", "Giurgiu")
RO_FIRMS = (("Transilvania Curier SRL", "Mărăști"), ("Taxi Napoca SRL", "Gheorgheni"),
            ("Clinica Dentară Zâmbet SRL", "Zorilor"), ("Brutăria Someș SRL", "Mănăștur"),
            ("Agro Florești SRL", "Florești"), ("Electro Montaj Cluj SRL", "Grigorescu"),
            ("Farmacia Arnica SRL", "Gheorgheni"), ("Construct Feleac SRL", "Bună Ziua"),
            ("Flori de Mai SRL", "Mănăștur"), ("Instal Pro Vest SRL", "Grigorescu"))
RO_CARTIER = (("Mănăștur", 7), ("Grigorescu", 3), ("Gheorgheni", 3), ("Mărăști", 3), ("Zorilor", 2),
              ("Bună Ziua", 2), ("Florești", 4))
RO_CARS = (("Dacia", "Logan", "185/65 R15", 8), ("Dacia", "Duster", "215/65 R16", 7),
           ("Dacia", "Sandero", "185/65 R15", 6), ("Volkswagen", "Golf", "205/55 R16", 6),
           ("Volkswagen", "Passat", "215/55 R17", 3), ("Skoda", "Octavia", "205/55 R16", 6),
           ("Skoda", "Fabia", "185/60 R15", 3), ("Renault", "Clio", "195/55 R16", 3),
           ("Ford", "Focus", "205/55 R16", 3), ("Toyota", "Corolla", "205/55 R16", 3),
           ("Toyota", "RAV4", "225/60 R18", 2), ("Opel", "Astra", "205/55 R16", 3),
           ("BMW", "Seria 3", "225/45 R18", 2))
RO_VANS = (("Dacia", "Dokker", "185/65 R15"), ("Renault", "Master", "225/65 R16"),
           ("Ford", "Transit", "215/65 R16"), ("Volkswagen", "Caddy", "205/55 R16"))
RO_PLATE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXZ"
# labour in lei, to 31 December 2025 and from 1 January 2026
RO_MANOPERA = {"SCHIMB": (160, 180), "SCHIMB_JANTE": (100, 110), "PANA": (50, 55), "ECHILIBRARE": (80, 90),
               "GEOMETRIE": (180, 200), "ANVELOPE_NOI": (160, 180)}
RO_ANVELOPA = {"R15": (290, 320), "R16": (380, 420), "R17": (470, 520), "R18": (610, 670)}  # a new tyre
RO_HOTEL = {("NU", 2025): 160, ("DA", 2025): 200, ("NU", 2026): 180, ("DA", 2026): 220}
RO_SEASONS = ((_D(2025, 3, 15), _D(2025, 4, 30), "spring"), (_D(2025, 10, 20), _D(2025, 12, 10), "autumn"),
              (_D(2026, 3, 16), _D(2026, 4, 30), "spring"), (_D(2026, 10, 19), _D(2026, 12, 22), "autumn"))


def _ro_plate(rng: random.Random) -> str:
    county = _w(rng, (("CJ", 20), ("B", 2), ("BN", 1), ("AB", 1), ("SJ", 1)))
    digits = rng.randint(1, 99) if county != "B" else rng.randint(1, 999)
    return f"{county} {digits:02d} " + "".join(rng.choice(RO_PLATE_LETTERS) for _ in range(3))


def _ro_fitter(rng: random.Random, day: datetime.date) -> str:
    return _w(rng, (("Sorin", 5), ("Marius", 4), ("Dorel", 3 if day < _D(2026, 6, 1) else 0),
                    ("Vlad", 4 if day >= _D(2026, 3, 1) else 0)))


def vulcanizare() -> list[str]:
    rng = random.Random(6142)
    names = [f"{f} {s}" for f in RO_FIRST for s in RO_LAST]
    rng.shuffle(names)
    cartiere = [c for c, w in RO_CARTIER for _ in range(w)]
    clients = []  # [name, tip, cartier, the season index they first come in, new on the website]
    for name, cartier in RO_FIRMS:
        clients.append([name, "PJ", cartier, rng.choice((0, 0, 0, 1, 2)), False])
    for n in range(84):
        cartier = rng.choice(cartiere)
        first = _w(rng, ((0, 5), (1, 3), (2, 3), (3, 2)))  # the season of their first visit
        clients.append([names[n], "PF", cartier, first, False])
    for n in range(5):
        clients.append([names[84 + n], "PF", rng.choice(cartiere), None, True])
    plates, cars = set(), []  # [plate, client index, marca, model, size, year, van]
    for c, (name, tip, cartier, first, new) in enumerate(clients):
        count = rng.randint(2, 4) if tip == "PJ" else (2 if rng.random() < 0.1 else 1)
        for k in range(count):
            plate = _ro_plate(rng)
            while plate in plates:
                plate = _ro_plate(rng)
            plates.add(plate)
            if tip == "PJ" and k > 0 and rng.random() < 0.7:
                marca, model, size = rng.choice(RO_VANS)
                van = True
            else:
                marca, model, size = rng.choices([x[:3] for x in RO_CARS], weights=[x[3] for x in RO_CARS])[0]
                van = False
            cars.append([plate, c, marca, model, size, rng.randint(2006, 2024), van])
    jobs = []  # day, car index, tip
    rims = {i: rng.random() < 0.45 for i in range(len(cars))}
    hotel_user = {i: clients[car[1]][1] == "PF" and rng.random() < 0.45 for i, car in enumerate(cars)}
    for i, car in enumerate(cars):
        first = clients[car[1]][3]
        if first is None:
            continue
        loyal = rng.random() < 0.75
        for s, (start, end, _) in enumerate(RO_SEASONS):
            if s < first or s > first and not (loyal and rng.random() < 0.82) and not hotel_user[i]:
                continue
            jobs.append((_not_sunday(_pick_day(rng, start, end)), i, "SCHIMB"))
        if rng.random() < 0.3:
            day = _not_sunday(_pick_day(rng, RO_SEASONS[first][0], _D(2026, 12, 12)))
            tip = _w(rng, (("PANA", 5), ("ECHILIBRARE", 2), ("GEOMETRIE", 2), ("ANVELOPE_NOI", 3)))
            jobs.append((day, i, tip))
    jobs.sort()
    seen_first = {}
    for day, i, _ in jobs:
        seen_first.setdefault(cars[i][1], day)
    order = sorted(range(len(clients)), key=lambda c: (seen_first.get(c, _D(2026, 12, 1)), clients[c][0]))
    codes = {c: f"C{n + 1:04d}" for n, c in enumerate(order)}
    out_clients = []
    for c in order:
        name, tip, cartier, _, new = clients[c]
        day = seen_first.get(c) or _pick_day(rng, _D(2026, 12, 1), TODAY - _DAY)
        tel = f"07{rng.choice((22, 23, 24, 26, 40, 42, 45, 46, 52, 55))} {rng.randint(100, 999)} " \
            f"{rng.randint(100, 999)}"
        out_clients.append((codes[c], name, tip, cartier, tel, day.strftime("%Y%m%d"),
                            "DA" if rng.random() < 0.6 else "NU"))
    out_cars = [(car[0], codes[car[1]], car[2], car[3], car[4], car[5]) for car in cars]
    out_jobs, hotel, count = [], [], {}
    stored = {}  # car index -> the hotel row still holding its set
    for day, i, tip in jobs:
        plate, c = cars[i][0], cars[i][1]
        firm = clients[c][1] == "PJ"
        period = 0 if day < _D(2026, 1, 1) else 1
        count[day.year] = count.get(day.year, 0) + 1
        no = f"L-{day.year}-{count[day.year]:04d}"
        key = "SCHIMB_JANTE" if tip == "SCHIMB" and rims[i] else tip
        manopera = RO_MANOPERA[key][period] + (40 if cars[i][6] and tip in ("SCHIMB", "ANVELOPE_NOI") else 0)
        if firm:
            manopera = int(round(manopera * 0.9))
        piese = 0
        if tip == "ANVELOPE_NOI":
            piese = rng.choice((2, 4, 4)) * RO_ANVELOPA[cars[i][4].split()[1]][period]
        if day > TODAY:
            stare = "PROGRAMAT"
        elif rng.random() < 0.06 and i not in stored:  # a car whose tyres we keep always comes
            stare = "ANULAT"
        else:
            stare = "FINALIZAT"
        plata = None
        if stare == "FINALIZAT":
            plata = "OP" if firm else _w(rng, (("NUMERAR", 45), ("CARD", 55)))
        out_jobs.append((no, plate, day, tip, _ro_fitter(rng, day), manopera, piese, stare, plata))
        if tip == "SCHIMB" and stare == "FINALIZAT":
            if i in stored:  # the other set comes back out of the hotel
                stored.pop(i)[3] = day
            if hotel_user[i] and rng.random() < 0.85:
                jante = "DA" if rims[i] else "NU"
                row = [plate, "IARNA" if day.month < 7 else "VARA", day, None, jante,
                       RO_HOTEL[(jante, day.year)]]
                hotel.append(row)
                stored[i] = row
    out_hotel = []
    for n, row in enumerate(hotel):
        plate, tip_set, depus, ridicat, jante, tarif = row
        owed = ridicat is None and depus >= _D(2026, 11, 15) and rng.random() < 0.4 or rng.random() < 0.03
        out_hotel.append((f"H-{n + 1:04d}", plate, tip_set, depus, ridicat, jante, tarif,
                          "NU" if owed else "DA"))
    return [
        "CREATE TABLE clienti(cod_client VARCHAR, nume VARCHAR, tip VARCHAR, cartier VARCHAR, "
        "telefon VARCHAR, data_inreg VARCHAR, sms VARCHAR)",
        "CREATE TABLE masini(nr_inmatriculare VARCHAR, proprietar VARCHAR, marca VARCHAR, model VARCHAR, "
        "dimensiune VARCHAR, an INTEGER)",
        "CREATE TABLE lucrari(nr_lucrare VARCHAR, masina VARCHAR, data DATE, tip VARCHAR, mecanic VARCHAR, "
        "manopera INTEGER, piese INTEGER, stare VARCHAR, plata VARCHAR)",
        "CREATE TABLE hotel_anvelope(nr_fisa VARCHAR, nr_inmatriculare VARCHAR, tip_set VARCHAR, depus DATE, "
        "ridicat DATE, jante VARCHAR, tarif INTEGER, achitat VARCHAR)",
        _rows_sql("clienti", out_clients), _rows_sql("masini", out_cars), _rows_sql("lucrari", out_jobs),
        _rows_sql("hotel_anvelope", out_hotel),
    ]


# -------------------------------------------------------------------------------------------------- chimney
VT_FIRST = ("James", "Mary", "Robert", "Linda", "Michael", "Susan", "David", "Karen", "Peter", "Nancy",
            "Thomas", "Ellen", "Mark", "Heather", "Brian", "Amy", "Kevin", "Sarah", "Tim", "Beth", "Carol",
            "Gary")
VT_LAST = ("Benoit", "LaFountain", "Tremblay", "Parker", "Lemieux", "Brown", "Smith", "Gagnon", "Hill",
           "Martin", "Morse", "Stone", "Wright", "Kelley", "Fisher", "Bouchard", "Thibault", "Carpenter",
           "Goodrich", "Hale", "Whitcomb", "Poirier")
VT_TOWNS = (("Burlington", 5), ("South Burlington", 4), ("Williston", 4), ("Essex", 4), ("Shelburne", 3),
            ("Colchester", 3), ("Richmond", 2), ("Jericho", 2), ("Hinesburg", 2))
VT_APPL = (("WOOD", 10), ("PELLET", 4), ("INSERT", 4), ("FP", 4), ("OIL", 3))
VT_MAKES = {"WOOD": (("Jotul", 4), ("Vermont Castings", 3), ("Woodstock Soapstone", 3), ("Hearthstone", 2)),
            "PELLET": (("Harman", 3), ("Quadra-Fire", 2)),
            "INSERT": (("Jotul", 2), ("Quadra-Fire", 2), ("Hearthstone", 1))}
# cents, to 31 December 2025 and from 1 January 2026
VT_SWP = {"WOOD": (22900, 24900), "PELLET": (18900, 19900), "INSERT": (24900, 26900), "FP": (25900, 27900),
          "OIL": (17900, 18900)}
VT_INSP = (34900, 37900)
VT_CAP = ((39500, 42500), (54500, 58500), (69500, 74500))  # a single flue's cap, a double, a custom one
VT_SEASON = {1: 0.15, 2: 0.15, 3: 0.25, 4: 0.45, 5: 0.55, 6: 0.55, 7: 0.65, 8: 0.9, 9: 1.0, 10: 1.0,
             11: 0.85, 12: 0.45}


def _vt_slot(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.datetime:
    while True:  # everyone wants the sweep in the fall, before the heating season; no Sundays
        day = _pick_day(rng, start, end)
        if day.weekday() != 6 and (day.weekday() != 5 or rng.random() < 0.2) \
                and rng.random() < VT_SEASON[day.month]:
            return datetime.datetime(day.year, day.month, day.day, rng.randint(8, 15), rng.choice((0, 0, 30)))


def _vt_tech(rng: random.Random, day: datetime.date, svc: str) -> str:
    if svc in ("LNR", "RPR"):
        return rng.choice(("Dave", "Mike"))
    return _w(rng, (("Dave", 3), ("Mike", 4), ("Jen", 4 if day >= _D(2025, 6, 1) else 0),
                    ("Luis", 4 if day >= _D(2026, 5, 1) else 0), ("Tom", 3 if day < _D(2025, 11, 1) else 0)))


def chimney() -> list[str]:
    rng = random.Random(6253)
    names = [f"{f} {s}" for f in VT_FIRST for s in VT_LAST]
    rng.shuffle(names)
    towns = [t for t, w in VT_TOWNS for _ in range(w)]
    people = []  # since, name, town, old customer
    for n in range(150):
        if n < 62:
            since = _pick_day(rng, _D(2016, 4, 1), _D(2024, 11, 30))
        elif n < 144:
            since = _vt_slot(rng, _D(2025, 1, 6), _D(2026, 11, 25)).date() - rng.randint(2, 20) * _DAY
        else:
            since = _pick_day(rng, _D(2026, 12, 1), TODAY - _DAY)
        people.append((since, names[n], rng.choice(towns), n < 62))
    people.sort(key=lambda p: (p[0], p[1]))
    out_cust, appls = [], []
    for n, (since, name, town, old) in enumerate(people):
        first, last = name.split(" ", 1)
        eml = None if rng.random() < 0.22 else \
            f"{first[0].lower()}{last.lower()}@" + rng.choice(("gmail.com", "comcast.net", "yahoo.com",
                                                                 "gmavt.net", "myfairpoint.net"))
        ph = f"802-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}"
        out_cust.append((n + 1, name, town, ph, eml, since, "Y" if rng.random() < 0.55 else "N"))
        kinds = [_w(rng, VT_APPL)]
        if rng.random() < 0.18:
            kinds.append(_w(rng, (("OIL", 3), ("FP", 2), ("WOOD", 1))))
        for typ in kinds:
            mk = _w(rng, VT_MAKES[typ]) if typ in VT_MAKES else None
            yr = None if rng.random() < 0.15 else rng.randint(1995, 2023)
            lnr = "Y" if typ in ("PELLET", "INSERT") or rng.random() < 0.35 else "N"
            appls.append([len(appls) + 1, n + 1, typ, mk, yr, lnr, since, old])
    jobs = []  # when, appliance, svc, price index
    for appl_id, cust_id, typ, mk, yr, lnr, since, old in appls:
        if since >= _D(2026, 12, 1):
            continue
        rate = 0.5 if typ == "FP" else 0.75
        visits = []
        if old:
            visits = [_vt_slot(rng, _D(year, 1, 2), _D(year, 12, 31)) for year in (2025, 2026)
                      if rng.random() < rate]
        else:
            first = _vt_slot(rng, since + 2 * _DAY, since + 40 * _DAY)
            visits = [first]
            if first.year == 2025 and rng.random() < rate:
                visits.append(_vt_slot(rng, first.date() + 240 * _DAY, first.date() + 420 * _DAY))
            if rng.random() < 0.35:
                jobs.append((first + datetime.timedelta(minutes=60), appl_id, "INSP"))
        for when in visits:
            jobs.append((when, appl_id, "SWP"))
            follow = rng.random()
            if follow < 0.2:
                svc = "CAP" if follow < 0.11 else "RPR" if follow < 0.16 else "LNR"
                if svc == "LNR" and lnr == "Y":
                    svc = "CAP"
                later = _vt_slot(rng, when.date() + 7 * _DAY, when.date() + 45 * _DAY)
                jobs.append((later, appl_id, svc))
                if svc == "LNR":
                    appls[appl_id - 1][5] = "Y"
    jobs.sort()
    out_jobs = []
    for n, (when, appl_id, svc) in enumerate(jobs):
        typ = appls[appl_id - 1][2]
        period = 0 if when.year == 2025 else 1
        if svc == "SWP":
            amt = VT_SWP[typ][period]
        elif svc == "INSP":
            amt = VT_INSP[period]
        elif svc == "CAP":
            amt = rng.choice(VT_CAP)[period]
        elif svc == "LNR":
            amt = rng.randint(57, 84) * 5000 * (100 + 8 * period) // 100
        else:
            amt = rng.randint(9, 36) * 5000 * (100 + 8 * period) // 100
        if when.date() > TODAY:
            sts = "SCHED"
        elif rng.random() < 0.06:
            sts = "CXL"
        else:
            sts = "DONE"
        crst = pd_dt = pay = None
        if sts == "DONE":
            if svc == "SWP" and typ in ("WOOD", "INSERT", "FP"):
                crst = int(_w(rng, (("1", 6), ("2", 3), ("3", 1))))
            pay = _w(rng, (("CC", 45), ("CHK", 40), ("CASH", 15)))
            pd_dt = when.date() if pay != "CHK" and rng.random() < 0.8 else \
                when.date() + rng.randint(3, 30) * _DAY
            if pd_dt > TODAY or rng.random() < 0.02:
                pd_dt = pay = None
        tech = _vt_tech(rng, when.date(), svc)
        out_jobs.append((n + 1, appl_id, when, svc, tech, amt, sts, crst, pd_dt, pay))
    out_appl = [tuple(a[:6]) for a in appls]
    return [
        "CREATE TABLE cust(cust_id INTEGER PRIMARY KEY, nm VARCHAR, twn VARCHAR, ph VARCHAR, eml VARCHAR, "
        "since_dt DATE, rmdr VARCHAR)",
        "CREATE TABLE appl(appl_id INTEGER PRIMARY KEY, cust_id INTEGER REFERENCES cust(cust_id), "
        "typ VARCHAR, mk VARCHAR, yr INTEGER, lnr VARCHAR)",
        "CREATE TABLE jobs(job_id INTEGER PRIMARY KEY, appl INTEGER, sched_ts TIMESTAMP, svc VARCHAR, "
        "tech VARCHAR, amt_c INTEGER, sts VARCHAR, crst INTEGER, pd_dt DATE, pay VARCHAR)",
        _rows_sql("cust", out_cust), _rows_sql("appl", out_appl), _rows_sql("jobs", out_jobs),
    ]


SCHEMAS_AJ = {"lechonan": lechonan, "vulcanizare": vulcanizare, "chimney": chimney}
