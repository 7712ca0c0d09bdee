"""Three held-out workspaces for set Y, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Monday 30 November 2026, the day of the export.

- car_wash (a car-wash chain with three sites in the Klang Valley, Malaysia: Bangsar, Cheras and Petaling
  Jaya; ringgit with sen; DATE, TIMESTAMP and Unix seconds): declared PRIMARY KEY / REFERENCES,
  `washes.member_id` and `charges.member_id` → `members.member_id` on same-named keys, and one named unlike
  its target, `washes.done_by` → `staff.staff_id`; staff by `full_name`, `site`, `role` 'attendant' or
  'supervisor', `hourly_myr`, `hired` and `left_on` DATE (NULL while with us; two hired in November 2026 have
  washed nothing yet); members by `name`, `plate` ('WXY 1234'), `plan` 'Basic' (RM 49 a month, a Standard wash
  whenever they like), 'Gloss' (RM 79, Premium) or 'Ultimate' (RM 129, Interior+), `fee_myr` the monthly fee,
  `home_site`, `joined` and `ended` DATE (NULL while the plan runs); one `washes` row one car washed,
  `washed_at` TIMESTAMP, `site`, `pkg` 'Express' (RM 15), 'Standard' (RM 25), 'Premium' (RM 45) or 'Interior+'
  (RM 60), RM 2 more from 1 July 2026, `price_myr` what the customer paid there and then (0.00 on members'
  washes, which the plan covers), `pay` 'cash', 'card', 'ewallet' or 'plan' (a member's wash), `member_id`
  NULL on a walk-in, `done_by`, `rewash` BOOLEAN (washed again free after a complaint, price 0.00, pay NULL);
  one `charges` row one monthly debit of a member's card, `charged_unix` BIGINT Unix seconds, `amount_myr`,
  `outcome` 'paid' or 'failed' (the card was declined, and retried two days later, a new row); so walk-in
  takings are `price_myr` over washes and plan income `amount_myr` over 'paid' charges.
- roastery (a speciality coffee roaster in Oslo's Grünerløkka selling beans wholesale to cafés, hotels,
  offices and shops; Norwegian kroner, order amounts in øre, ex VAT): no declared keys, tables keyed by `id`
  with `<thing>_id` foreign keys (`roasts.coffee_id`, `orders.acct_id`, `orders.coffee_id`) and abbreviated
  columns (`nm`, `typ`, `bydel`, `reg_dt`, `sub`, `rep`, `orig`, `farm`, `proc`, `lvl`, `grn_nok_kg`,
  `list_ore_kg`, `actv`, `rst_dt`, `grn_kg`, `out_kg`, `by_nm`, `ok`, `ord_ts`, `kg`, `amt_ore`, `sts`,
  `dlv`); accounts by `nm`, `typ` 'KAFE', 'HOTELL', 'KONTOR' (an office) or 'BUTIKK' (a shop reselling),
  `bydel` the district of Oslo, `reg_dt` DATE (three opened in November 2026 and have ordered nothing), `sub`
  'J' on a standing weekly order, 'N' otherwise, `rep` 'Ingrid' or 'Henrik' who looks after them; coffees by
  `orig` the country, `farm`, `proc` 'washed', 'natural' or 'honey', `lvl` the roast 'L' (light), 'M' or 'D'
  (dark), `grn_nok_kg` what a kilo of green beans costs us in kroner, `list_ore_kg` the list price of a kilo
  roasted in øre, `actv` 'J' while on the list; one `roasts` row one batch, `rst_dt` DATE, `grn_kg` green in,
  `out_kg` roasted out (about 15% lost), `by_nm` the roaster ('Magnus', 'Sofie' or 'Ola'), `ok` 'N' when the
  batch failed cupping and was sold off as seconds; one `orders` row one coffee on one order, `ord_ts`
  TIMESTAMP, `kg`, `amt_ore` (list price less 10% on a standing order, 8% more from 1 February 2026), `sts`
  'LEV' (delivered), 'KANS' (cancelled) or 'NY' (not yet delivered, the last days), `dlv` 'BUD' (our own
  bike courier), 'POST' or 'HENT' (collected); so sales are `amt_ore / 100` kroner over 'LEV' orders.
- physio (a physiotherapy clinic in Colonia Providencia, Guadalajara, Mexico; Mexican pesos; Spanish words):
  no declared keys, natural text codes named unlike their targets: `citas.pac` → `pacientes.expediente`
  ('EXP-0412'), `citas.tx` → `servicios.cve` ('ORT-01'); patients by `nombre`, `sexo` 'F' or 'M', `nac_anio`,
  `colonia`, `aseguradora` the insurer (NULL when paying themselves), `referido` the doctor who sent them
  (NULL when they came on their own), `alta` the day they were registered as 'DD/MM/YYYY' text (four in
  November 2026 with no appointment yet); services by `cve`, `servicio`, `area` ('ortopedia', 'deportiva',
  'neurológica', 'suelo pélvico', 'respiratoria', 'geriátrica'), `minutos`, `precio_mxn` (the 2025 price; 10%
  more from 1 January 2026); one `citas` row one appointment, `folio` ('C26-0412'), `inicio` TIMESTAMP,
  `fisio` the physiotherapist's first name, `estado` 'atendida' (seen), 'cancelada', 'no asistió' (did not
  come) or 'agendada' (booked, after the export), `cobro_mxn` what was charged (NULL unless 'atendida'),
  `pago` 'efectivo', 'tarjeta', 'transferencia' or 'aseguradora' (billed to the insurer; NULL unless
  'atendida'), `factura` 'sí' when the patient asked for a CFDI invoice, 'no' otherwise; so income is
  `cobro_mxn` over 'atendida' appointments.

Written blind for set Y (questions_y.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert

TODAY = datetime.date(2026, 11, 30)
_D = datetime.date
_DAY = datetime.timedelta(days=1)
_EPOCH = datetime.datetime(1970, 1, 1)


# ------------------------------------------------------------------------------------------------- car_wash
MY_SITES = ("Bangsar", "Cheras", "Petaling Jaya")
MY_NAMES = (  # (first names, surnames or patronymics)
    (("Ahmad", "Farid", "Hafiz", "Zulkifli", "Amir", "Faizal"), ("bin Ismail", "bin Hassan", "bin Yusof",
                                                                  "bin Abdullah", "bin Rahman")),
    (("Siti", "Nurul", "Aisyah", "Amirah", "Liyana", "Farah"), ("binti Ismail", "binti Hassan", "binti Yusof",
                                                                 "binti Abdullah", "binti Rahman")),
    (("Wei Ling", "Kok Leong", "Chee Keong", "Mei Yee", "Hui Min", "Jason", "Daniel", "Jia Hui"),
     ("Tan", "Lim", "Wong", "Ng", "Lee", "Chong", "Ong")),
    (("Muthu", "Ravi", "Priya", "Suresh", "Kavitha", "Arjun"), ("Raj", "Kumar", "Subramaniam", "Pillai")),
)
MY_PLANS = {"Basic": 49.0, "Gloss": 79.0, "Ultimate": 129.0}
MY_PKGS = {"Express": 15.0, "Standard": 25.0, "Premium": 45.0, "Interior+": 60.0}


def _my_names(rng: random.Random, n: int) -> list[str]:
    pairs = [f"{f} {la}" for firsts, lasts in MY_NAMES for f in firsts for la in lasts]
    rng.shuffle(pairs)
    return pairs[:n]


def car_wash() -> list[str]:
    rng = random.Random(9191)
    names = iter(_my_names(rng, 120))
    staff = []
    for n in range(32):
        site = MY_SITES[n % 3]
        role = "supervisor" if n < 3 else "attendant"
        if n >= 30:
            hired, left = _day(rng, _D(2026, 11, 16), _D(2026, 11, 28)), None
        elif n < 3:
            hired, left = _day(rng, _D(2022, 1, 1), _D(2023, 12, 31)), None
        else:
            hired = _day(rng, _D(2023, 6, 1), _D(2026, 6, 30))
            left = _day(rng, hired + 120 * _DAY, _D(2026, 10, 31)) if rng.random() < 0.35 else None
            if left is not None and left <= _D(2025, 1, 31):
                left = None
        hourly = 22.0 if role == "supervisor" else rng.choice((11.5, 12.0, 12.0, 13.0))
        staff.append((n + 1, next(names), site, role, hourly, hired, left))
    members = []
    for n in range(40):
        plan = rng.choices(list(MY_PLANS), weights=(5, 4, 2))[0]
        joined = _day(rng, _D(2025, 1, 5), _D(2026, 10, 20)) if n < 37 else \
            _day(rng, _D(2026, 11, 2), _D(2026, 11, 25))
        ended = None
        if rng.random() < 0.45:
            ended = joined + rng.randint(60, 300) * _DAY
            if ended >= TODAY:
                ended = None
        plate = f"{rng.choice(('W', 'V', 'B'))}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXY')}" \
                f"{rng.choice('ABCDEFGHJKLMNPQRSTUVWXY')} {rng.randint(1, 9999)}"
        members.append((n + 1, next(names), plate, plan, MY_PLANS[plan], rng.choice(MY_SITES), joined, ended))
    charges = []
    for m in members:
        mid, fee, joined, ended = m[0], m[4], m[6], m[7]
        month = 0
        while True:
            y, mo = joined.year + (joined.month - 1 + month) // 12, (joined.month - 1 + month) % 12 + 1
            day = _D(y, mo, min(joined.day, 28))
            if day > TODAY or (ended is not None and day > ended):
                break
            at = datetime.datetime(day.year, day.month, day.day, 3, rng.randrange(60), rng.randrange(60))
            if rng.random() < 0.07:
                charges.append((at, mid, fee, "failed"))
                at = at + 2 * _DAY
            charges.append((at, mid, fee, "paid"))
            month += 1
    charges.sort()
    out_charges = [(n + 1, c[1], int((c[0] - _EPOCH).total_seconds()), c[2], c[3])
                   for n, c in enumerate(charges)]
    washes = []
    pkgs = list(MY_PKGS)
    while len(washes) < 330:
        day = _day(rng, _D(2025, 1, 2), TODAY)
        site = rng.choices(MY_SITES, weights=(5, 3, 4))[0]
        crew = [s for s in staff
                if s[2] == site and s[0] <= 30 and s[5] <= day and (s[6] is None or s[6] >= day)]
        if not crew:
            continue
        live = [m for m in members if m[6] <= day and (m[7] is None or m[7] >= day)]
        member = rng.choice(live) if live and rng.random() < 0.3 else None
        if member:
            pkg = {"Basic": "Standard", "Gloss": "Premium", "Ultimate": "Interior+"}[member[3]]
            price, pay, mid = 0.0, "plan", member[0]
        else:
            pkg = rng.choices(pkgs, weights=(5, 6, 3, 2))[0]
            price = MY_PKGS[pkg] + (2.0 if day >= _D(2026, 7, 1) else 0.0)
            pay = rng.choices(("cash", "card", "ewallet"), weights=(3, 4, 4))[0]
            mid = None
        hour = rng.choice((8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19))
        at = datetime.datetime(day.year, day.month, day.day, hour, rng.randrange(60))
        who = rng.choice(crew)[0]
        washes.append((at, mid, site, pkg, price, pay, who, False))
        if rng.random() < 0.05:
            washes.append((at + datetime.timedelta(hours=2), mid, site, pkg, 0.0, None,
                           rng.choice(crew)[0], True))
    washes.sort(key=lambda w: w[0])
    out_washes = [(n + 1, w[1], w[2], w[0], w[3], w[4], w[5], w[6], w[7]) for n, w in enumerate(washes)]
    return [
        "CREATE TABLE staff(staff_id INTEGER PRIMARY KEY, full_name VARCHAR, site VARCHAR, role VARCHAR, "
        "hourly_myr DOUBLE, hired DATE, left_on DATE)",
        "CREATE TABLE members(member_id INTEGER PRIMARY KEY, name VARCHAR, plate VARCHAR, plan VARCHAR, "
        "fee_myr DOUBLE, home_site VARCHAR, joined DATE, ended DATE)",
        "CREATE TABLE washes(wash_id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(member_id), "
        "site VARCHAR, washed_at TIMESTAMP, pkg VARCHAR, price_myr DOUBLE, pay VARCHAR, "
        "done_by INTEGER REFERENCES staff(staff_id), rewash BOOLEAN)",
        "CREATE TABLE charges(charge_id INTEGER PRIMARY KEY, "
        "member_id INTEGER REFERENCES members(member_id), charged_unix BIGINT, amount_myr DOUBLE, "
        "outcome VARCHAR)",
        _insert("staff", staff), _insert("members", members), _insert("washes", out_washes),
        _insert("charges", out_charges),
    ]


# ------------------------------------------------------------------------------------------------- roastery
NO_ACCTS = {  # type: (names, weight)
    "KAFE": (("Kaffebrenneriet Løkka", "Kaffebar Torshov", "Café Sorgenfri", "Bakeriet på Torget",
              "Kafé Hjerte", "Godt Brød Bislett", "Java Kiosk", "Kaffe & Kanel", "Cafe Mocca Majorstua",
              "Stockfleths Nord", "Kafé Oslo Mekaniske", "Lille Løkka Kafé", "Espressobaren Sentrum",
              "Kafé Tøyen", "Fuglen Vest", "Kaffefabrikken", "Bislett Bønne", "Café Blå Dør"), 5),
    "HOTELL": (("Hotell Christiania", "Grand Oslo Hotell", "Thon Vika", "Hotell Opera Nord", "Saga Hotell",
                "Hotel Bondeheimen", "Frogner House Hotell"), 2),
    "KONTOR": (("Schibsted Kontor", "Bjørvika Tech AS", "Advokatfirma Lund", "Kodeverket AS",
                "Arkitektkontoret Nordlys", "Frogner Regnskap", "Sjømat Eksport AS", "Designbyrå Form",
                "Oslo Helse AS", "Nordvik Eiendom"), 3),
    "BUTIKK": (("Mathallen Kaffe", "Fenaknoken", "Gutta på Haugen", "Meny Bislett", "Jacobs Holtet",
                "Kolonial Grünerløkka", "Deli de Luca Torggata", "Ostebutikken"), 2),
}
NO_BYDEL = ("Grünerløkka", "Sentrum", "Frogner", "St. Hanshaugen", "Gamle Oslo", "Sagene", "Nordre Aker",
            "Vestre Aker")
NO_COFFEES = (  # (origin, farm, process, roast, green NOK/kg, list NOK/kg roasted)
    ("Ethiopia", "Guji Hambela", "washed", "L", 118, 520),
    ("Ethiopia", "Yirgacheffe Konga", "washed", "L", 112, 490),
    ("Ethiopia", "Sidama Bensa", "natural", "L", 125, 540),
    ("Kenya", "Kiambu Gatomboya", "washed", "L", 145, 620),
    ("Kenya", "Nyeri Karimikui", "washed", "L", 150, 640),
    ("Colombia", "Huila La Esperanza", "washed", "M", 98, 430),
    ("Colombia", "Nariño Buesaco", "washed", "L", 104, 460),
    ("Colombia", "Cauca Inzá", "honey", "M", 101, 445),
    ("Brazil", "Fazenda Santa Inês", "natural", "M", 72, 360),
    ("Brazil", "Sítio Baixadão", "natural", "D", 68, 340),
    ("Brazil", "Daterra Sweet Yellow", "natural", "M", 80, 380),
    ("Guatemala", "Huehuetenango El Injerto", "washed", "M", 110, 480),
    ("Guatemala", "Antigua San Miguel", "washed", "D", 95, 420),
    ("Costa Rica", "Tarrazú La Pastora", "honey", "L", 115, 500),
    ("Costa Rica", "West Valley Vista al Valle", "honey", "M", 108, 470),
    ("Honduras", "Marcala Cosagual", "washed", "M", 84, 390),
    ("El Salvador", "Finca Kilimanjaro", "natural", "L", 122, 530),
    ("Rwanda", "Huye Mountain", "washed", "L", 99, 455),
    ("Burundi", "Kayanza Ngogomo", "natural", "L", 103, 470),
    ("Peru", "Cajamarca Lima Coffees", "washed", "D", 86, 385),
    ("Peru", "Cusco Santa Teresa", "washed", "M", 90, 400),
    ("Indonesia", "Sumatra Aceh Gayo", "washed", "D", 88, 395),
    ("Indonesia", "Java Frinsa", "natural", "D", 94, 410),
    ("India", "Monsooned Malabar", "natural", "D", 70, 340),
    ("Panama", "Boquete Elida Geisha", "natural", "L", 420, 1450),
    ("Panama", "Volcán Hartmann", "washed", "L", 160, 680),
    ("Nicaragua", "Jinotega La Bastilla", "honey", "M", 83, 380),
    ("Mexico", "Chiapas Triunfo Verde", "washed", "D", 79, 360),
    ("Uganda", "Mount Elgon Bugisu", "natural", "M", 76, 360),
    ("Tanzania", "Kilimanjaro Peaberry", "washed", "M", 97, 430),
    ("Yemen", "Haraz Mountains", "natural", "M", 310, 1100),
    ("Ecuador", "Loja Finca Lugmapata", "washed", "L", 135, 580),
    ("Bolivia", "Caranavi Takesi", "washed", "L", 140, 600),
    ("Papua New Guinea", "Sigri Estate", "washed", "M", 92, 410),
)


def roastery() -> list[str]:
    rng = random.Random(9292)
    accts = []
    pool = [(typ, nm) for typ, (names, _) in NO_ACCTS.items() for nm in names]
    rng.shuffle(pool)
    for n, (typ, nm) in enumerate(pool):
        reg = _day(rng, _D(2026, 11, 3), _D(2026, 11, 27)) if n >= len(pool) - 3 else \
            _day(rng, _D(2024, 11, 1), _D(2026, 9, 30))
        sub = "J" if rng.random() < (0.5 if typ in ("KAFE", "HOTELL") else 0.25) else "N"
        accts.append((n + 1, nm, typ, rng.choice(NO_BYDEL), reg, sub, rng.choice(("Ingrid", "Henrik"))))
    coffees = []
    for n, (orig, farm, proc, lvl, grn, lst) in enumerate(NO_COFFEES):
        actv = "J" if rng.random() < 0.7 else "N"
        coffees.append((n + 1, orig, farm, proc, lvl, float(grn), lst * 100, actv))
    weights = [3 if c[4] == "M" else 2 if c[4] == "D" else 1.5 for c in coffees]
    weights = [w * (0.2 if c[6] > 90000 else 1) for w, c in zip(weights, coffees, strict=True)]
    orders = []
    while len(orders) < 390:
        a = rng.choice(accts[:-3])
        day = _day(rng, max(a[4], _D(2025, 1, 2)), TODAY)
        if day.weekday() >= 5:
            continue
        c = rng.choices(coffees, weights=weights)[0]
        kg = rng.choice((1, 2, 3, 5, 5, 10)) if a[2] != "KONTOR" else rng.choice((1, 2, 2, 3))
        up = 1.08 if day >= _D(2026, 2, 1) else 1.0
        disc = 0.9 if a[5] == "J" else 1.0
        amt = int(round(c[6] * kg * up * disc / 100)) * 100
        ts = datetime.datetime(day.year, day.month, day.day, rng.randint(7, 16), rng.randrange(60))
        age = (TODAY - day).days
        sts = "NY" if age <= 2 and rng.random() < 0.8 else "KANS" if rng.random() < 0.06 else "LEV"
        dlv = rng.choices(("BUD", "POST", "HENT"), weights=(6, 2, 2))[0]
        orders.append((ts, a[0], c[0], kg, amt, sts, dlv))
    orders.sort()
    out_orders = [(n + 1, o[1], o[2], o[0]) + o[3:] for n, o in enumerate(orders)]
    roasts = []
    day = _D(2025, 1, 2)
    while day <= TODAY:
        if day.weekday() in (0, 2, 3):
            for _ in range(rng.choice((0, 1, 1, 1))):
                c = rng.choices(coffees, weights=weights)[0]
                grn = rng.choice((6.0, 12.0, 12.0, 15.0))
                out = round(grn * rng.uniform(0.82, 0.87), 2)
                ola = 2 if day >= _D(2025, 9, 1) else 0  # Ola started in September 2025
                who = rng.choices(("Magnus", "Sofie", "Ola"), weights=(5, 4, ola))[0]
                roasts.append((day, c[0], grn, out, who, "N" if rng.random() < 0.04 else "J"))
        day += _DAY
    out_roasts = [(n + 1, r[1], r[0]) + r[2:] for n, r in enumerate(roasts)]
    return [
        "CREATE TABLE accts(id INTEGER, nm VARCHAR, typ VARCHAR, bydel VARCHAR, reg_dt DATE, sub VARCHAR, "
        "rep VARCHAR)",
        "CREATE TABLE coffees(id INTEGER, orig VARCHAR, farm VARCHAR, proc VARCHAR, lvl VARCHAR, "
        "grn_nok_kg DOUBLE, list_ore_kg INTEGER, actv VARCHAR)",
        "CREATE TABLE roasts(id INTEGER, coffee_id INTEGER, rst_dt DATE, grn_kg DOUBLE, out_kg DOUBLE, "
        "by_nm VARCHAR, ok VARCHAR)",
        "CREATE TABLE orders(id INTEGER, acct_id INTEGER, coffee_id INTEGER, ord_ts TIMESTAMP, kg INTEGER, "
        "amt_ore INTEGER, sts VARCHAR, dlv VARCHAR)",
        _insert("accts", accts), _insert("coffees", coffees), _insert("roasts", out_roasts),
        _insert("orders", out_orders),
    ]


# --------------------------------------------------------------------------------------------------- physio
MX_FIRST = ("María", "José", "Guadalupe", "Juan", "Fernanda", "Luis", "Ana", "Carlos", "Sofía", "Jorge",
            "Valeria", "Miguel", "Daniela", "Alejandro", "Ximena", "Ricardo", "Paola", "Eduardo", "Mariana",
            "Roberto")
MX_LAST = ("Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez",
           "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Jiménez", "Reyes", "Díaz", "Torres")
MX_COLONIAS = ("Providencia", "Providencia", "Chapalita", "Americana", "Lafayette", "Country Club",
               "Jardines del Bosque", "Ladrón de Guevara", "Zapopan Centro", "Santa Tere",
               "Tlaquepaque Centro")
MX_INSURERS = ("GNP", "AXA", "MetLife", "Mapfre")
MX_DOCTORS = ("Dr. Ruiz (ortopedista)", "Dra. Navarro (neuróloga)", "Dr. Ochoa (traumatólogo)",
              "Dra. Salas (ginecóloga)", "Dr. Castañeda (medicina deportiva)", "Dra. Ibarra (geriatra)")
MX_SERVICES = (  # (code, service, area, minutes, price 2025 MXN, weight)
    ("ORT-01", "Valoración inicial", "ortopedia", 60, 700, 5),
    ("ORT-02", "Sesión de rehabilitación", "ortopedia", 45, 550, 14),
    ("ORT-03", "Terapia manual columna", "ortopedia", 45, 600, 6),
    ("ORT-04", "Rehabilitación de rodilla", "ortopedia", 45, 580, 6),
    ("ORT-05", "Rehabilitación de hombro", "ortopedia", 45, 580, 5),
    ("ORT-06", "Postoperatorio de cadera", "ortopedia", 60, 650, 3),
    ("ORT-07", "Vendaje funcional", "ortopedia", 20, 250, 2),
    ("ORT-08", "Ondas de choque", "ortopedia", 30, 900, 2),
    ("DEP-01", "Valoración deportiva", "deportiva", 60, 750, 3),
    ("DEP-02", "Sesión deportiva", "deportiva", 45, 600, 7),
    ("DEP-03", "Masaje de descarga", "deportiva", 50, 650, 5),
    ("DEP-04", "Punción seca", "deportiva", 30, 550, 4), ("DEP-05", "Kinesiotape", "deportiva", 20, 300, 2),
    ("DEP-06", "Readaptación al deporte", "deportiva", 60, 700, 3),
    ("NEU-01", "Valoración neurológica", "neurológica", 60, 800, 1),
    ("NEU-02", "Rehabilitación post-EVC", "neurológica", 60, 750, 3),
    ("NEU-03", "Terapia de equilibrio", "neurológica", 45, 650, 2),
    ("NEU-04", "Parkinson grupo", "neurológica", 60, 400, 1),
    ("SPE-01", "Valoración de suelo pélvico", "suelo pélvico", 60, 900, 2),
    ("SPE-02", "Sesión de suelo pélvico", "suelo pélvico", 45, 750, 4),
    ("SPE-03", "Preparación al parto", "suelo pélvico", 60, 700, 2),
    ("SPE-04", "Recuperación posparto", "suelo pélvico", 45, 720, 2),
    ("RES-01", "Fisioterapia respiratoria", "respiratoria", 40, 550, 2),
    ("RES-02", "Rehabilitación post-COVID", "respiratoria", 45, 600, 1),
    ("RES-03", "Drenaje de secreciones infantil", "respiratoria", 30, 500, 1),
    ("GER-01", "Valoración geriátrica", "geriátrica", 60, 700, 1),
    ("GER-02", "Prevención de caídas", "geriátrica", 45, 500, 2),
    ("GER-03", "Terapia a domicilio", "geriátrica", 60, 950, 2),
    ("GER-04", "Movilidad adulto mayor", "geriátrica", 45, 480, 2),
    ("ORT-09", "Electroterapia", "ortopedia", 20, 280, 2),
    ("DEP-07", "Valoración de pisada", "deportiva", 45, 850, 0),
    ("NEU-05", "Vestibular (vértigo)", "neurológica", 45, 700, 0),
)
MX_FISIOS = (("Andrea", _D(2021, 1, 1), None), ("Rodrigo", _D(2021, 1, 1), None),
             ("Karla", _D(2023, 3, 1), _D(2025, 12, 20)), ("Emilio", _D(2024, 6, 1), None),
             ("Lucía", _D(2026, 1, 12), None))


def physio() -> list[str]:
    rng = random.Random(9393)
    names = [(f, a, b) for f in MX_FIRST for a in MX_LAST for b in MX_LAST if a != b]
    rng.shuffle(names)
    pacientes = []
    for n in range(150):
        f, a, b = names[n]
        alta = _day(rng, _D(2026, 11, 18), _D(2026, 11, 28)) if n >= 146 else \
            _day(rng, _D(2024, 12, 1), _D(2024, 12, 20)) if n < 4 else \
            _day(rng, _D(2026, 11, 2), _D(2026, 11, 14)) if n >= 140 else \
            _day(rng, _D(2025, 1, 2), _D(2026, 10, 31))
        sexo = "F" if f in ("María", "Guadalupe", "Fernanda", "Ana", "Sofía", "Valeria", "Daniela", "Ximena",
                            "Paola", "Mariana") else "M"
        ins = rng.choice(MX_INSURERS) if rng.random() < 0.3 else None
        ref = rng.choice(MX_DOCTORS) if rng.random() < 0.45 else None
        pacientes.append([f"EXP-{412 + n * 3:04d}", f"{f} {a} {b}", sexo, rng.randint(1942, 2012),
                          rng.choice(MX_COLONIAS), ins, ref, alta])
    citas = []
    for p in pacientes[:146]:
        areas = [s for s in MX_SERVICES if s[5]]
        main = rng.choices(areas, weights=[s[5] for s in areas])[0]
        first = next(s for s in MX_SERVICES if s[0] == main[0][:4] + "01")
        late = p[7] >= _D(2026, 11, 1)  # registered this month, some sessions booked into December
        course = [first] + [main] * (rng.choice((2, 3, 4)) if late else rng.choice((0, 1, 1, 2, 2, 3)))
        day = p[7] + rng.randint(0, 6) * _DAY
        for s in course:
            if len(citas) >= 390:
                break
            while day.weekday() == 6:
                day += _DAY
            on = [x for x in MX_FISIOS if x[1] <= day and (x[2] is None or x[2] >= day)]
            fisio = rng.choice(on)[0]
            hour = rng.choice((8, 9, 10, 11, 12, 16, 17, 18, 19))
            at = datetime.datetime(day.year, day.month, day.day, hour, rng.choice((0, 0, 30)))
            price = s[4] * (1.1 if day >= _D(2026, 1, 1) else 1.0)
            if day > TODAY:
                estado = "agendada"
            else:
                estado = rng.choices(("atendida", "cancelada", "no asistió"), weights=(85, 9, 6))[0]
            cobro = pago = None
            if estado == "atendida":
                cobro = round(price, 2)
                pago = "aseguradora" if p[5] and rng.random() < 0.8 else \
                    rng.choices(("efectivo", "tarjeta", "transferencia"), weights=(3, 5, 3))[0]
            invoice = estado == "atendida" and (pago == "aseguradora" or rng.random() < 0.25)
            factura = "sí" if invoice else "no"
            citas.append((at, p[0], s[0], fisio, estado, cobro, pago, factura))
            day = day + rng.randint(7 if late else 3, 10) * _DAY
    citas.sort()
    seq: dict = {}
    out_citas = []
    for at, pac, tx, fisio, estado, cobro, pago, factura in citas:
        seq[at.year] = seq.get(at.year, 0) + 1
        out_citas.append((f"C{at.year % 100}-{seq[at.year]:04d}", pac, tx, at, fisio, estado, cobro, pago,
                          factura))
    out_pac = [tuple(p[:7]) + (p[7].strftime("%d/%m/%Y"),) for p in pacientes]
    servicios = [s[:5] for s in MX_SERVICES]
    return [
        "CREATE TABLE pacientes(expediente VARCHAR, nombre VARCHAR, sexo VARCHAR, nac_anio INTEGER, "
        "colonia VARCHAR, aseguradora VARCHAR, referido VARCHAR, alta VARCHAR)",
        "CREATE TABLE servicios(cve VARCHAR, servicio VARCHAR, area VARCHAR, minutos INTEGER, "
        "precio_mxn DOUBLE)",
        "CREATE TABLE citas(folio VARCHAR, pac VARCHAR, tx VARCHAR, inicio TIMESTAMP, fisio VARCHAR, "
        "estado VARCHAR, cobro_mxn DOUBLE, pago VARCHAR, factura VARCHAR)",
        _insert("pacientes", out_pac), _insert("servicios", servicios), _insert("citas", out_citas),
    ]


SCHEMAS_Y = {"car_wash": car_wash, "roastery": roastery, "physio": physio}
