"""Three held-out workspaces for set AE, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Tuesday 15 December 2026, the day of the export.

- cowork (a coworking space in Westlands, Nairobi, Kazi Hub, on three floors; Kenyan shillings, whole
  shillings; DATE and TIMESTAMP): declared PRIMARY KEY / REFERENCES, `bookings.space_id` → `spaces.space_id`
  and `invoices.member_id` → `members.member_id` on same-named keys, and two named unlike their targets,
  `bookings.booked_by` → `members.member_id` (NULL for an outside hire, named in `ext_client` instead) and
  `members.desk` → `spaces.space_id` (the fixed desk or private office a member has, NULL for the others);
  spaces by `code` ('FD-204', 'PO-404', 'MR-TSAVO', 'PB-2', 'STUDIO', 'HALL'), `kind` 'desk', 'office',
  'meeting room', 'phone booth', 'studio' or 'event hall', `floor` 2, 3 or 4, `seats`, `rate_hr_kes` today's
  hourly rate for the rooms that can be booked (10% up on 1 July 2026; NULL on desks and offices), `opened`
  DATE (the meeting room Lamu opened in December 2026 and has not been booked); members by `full_name`,
  `company` (NULL for a freelancer), `sector` 'tech', 'NGO', 'creative', 'finance' or 'consulting', `plan`
  'HD' (hot desk), 'FD' (fixed desk), 'PO' (private office) or 'VO' (virtual office, an address and mail
  handling), `monthly_kes` the fee agreed, `joined` and `left_on` DATE (NULL while still a member; five joined
  in December 2026 on a free first month and have neither booked nor been invoiced); one `bookings` row one
  room, booth, studio or hall booked for `starts_at` TIMESTAMP for `hrs` hours, `status` 'ok' (used), 'cxl'
  (cancelled, free) or 'ns' (no-show, still charged), `charged_kes` what was charged (the rate of the day
  times the hours, half as much again for an outside hire, 0 when cancelled), paid there and then; one
  `invoices` row one membership invoice, `inv_no` ('KH-26-0107'), `issued` DATE (on joining for the rest of
  that quarter, then on the first day of every quarter), `months` billed, `amount_kes` (`months` times the
  fee), `paid_on` DATE and `method` 'M-Pesa', 'bank' or 'card' (both NULL while unpaid); the invoices start on
  1 July 2025, when the hub moved to this billing system.
- vending (a vending-machine operator in Auckland, SnackBox, with machines in hospitals, universities, gyms,
  offices and factories; New Zealand dollars, in cents; DATE and TIMESTAMP): no declared keys, tables keyed by
  `id` with `<thing>_id` foreign keys (`sls.mchn_id`, `sls.prod_id`, `rstk.mchn_id`) and abbreviated columns
  (`loc_nm`, `site_typ`, `sbrb`, `mdl`, `typ`, `inst_dt`, `rmvd_dt`, `comm_pct`, `nm`, `cat`, `brnd`,
  `cost_cts`, `prc_cts`, `actv`, `ts`, `pay`, `rfnd`, `vst_dt`, `drvr`, `units`, `cash_cts`, `mins`); machines
  by `loc_nm` (some sites have two machines, told apart by `typ`), `site_typ` 'HOSP', 'UNI', 'GYM', 'OFF'
  (office) or 'FAC' (factory), `sbrb` the suburb, `mdl` the model, `typ` 'SNK' (snacks), 'DRK' (drinks), 'CMB'
  (combo) or 'COF' (coffee), `inst_dt` DATE, `rmvd_dt` DATE (NULL while still out there; three installed in
  December 2026 have sold nothing yet, nor has the combo put in at Mainfreight in July 2026), `comm_pct` the
  percentage of takings paid to the site host; products by `nm`, `cat` 'CHIPS', 'CHOC', 'DRINK', 'HLTHY'
  (health bars) or 'HOT' (hot drinks), `brnd`, `cost_cts` what we pay for one, `prc_cts` today's price (20c up
  on 1 April 2026), `actv` 'Y' while stocked (two products added in December 2026 have never sold); one `sls`
  row one item vended, `ts` TIMESTAMP, `prc_cts` the price charged, `pay` 'CSH' (coins), 'CRD' (contactless
  card) or 'APP', `rfnd` 'Y' when the item stuck and the money was given back, else 'N'; one `rstk` row one
  restocking visit by a driver (`drvr` a first name), `vst_dt` DATE, `units` loaded, `cash_cts` coins taken
  out, `mins` on site; so takings are `prc_cts / 100` over the sales not refunded.
- cebelarstvo (a family beekeeping business near Kamnik, Slovenia, Čebelarstvo Rozman; euros, to the cent;
  Slovenian names; dates as 'D. M. YYYY' text): no declared keys, natural text codes named unlike their
  targets: `tocenje.panj` → `panji.oznaka` ('KAM-07'), `prodaja.izdelek` → `izdelki.sifra` ('AK-450'); `panji`
  (hives) by `oznaka`, `cebelnjak` the apiary they stand in ('Kamnik', 'Tuhinj', 'Cerklje', 'Kokra',
  'Bohinj'), `tip` 'AŽ' (the Slovenian Alberti-Žnideršič hive) or 'LR' (Langstroth-Root), `matica` the year
  the queen was raised, `postavljen` the day the colony was set up ('D. M. YYYY' text), `stanje` 'aktiven'
  (alive), 'propadel' (the colony died) or 'prodan' (sold), three colonies set up in autumn 2026 having given
  no honey yet; one `tocenje` row the honey of one hive at one extraction, `zap_st` the running number,
  `datum` ('D. M. YYYY' text), `vrsta` the honey ('akacijev' acacia, 'cvetlični' flower, 'lipov' linden,
  'kostanjev' chestnut, 'gozdni' forest), `kg` extracted, `vlaga` the water content in per cent; `izdelki`
  (products) by `sifra`, `naziv`, `skupina` 'med' (honey), 'propolis', 'vosek' (beeswax candles), 'darila'
  (gifts), 'medica' (mead) or 'drugo' (pollen, sweets), `teza_g`, `cena_eur` today's price (5% up on 1 March
  2026), `v_prodaji` 'da' while on sale, 'ne' once dropped (three products, two new in December 2026, have
  never sold); one `prodaja` row one product sold, `st` the running number, `datum` ('D. M. YYYY' text),
  `izdelek`, `kos` pieces, `znesek_eur` what was charged (the price of the day times the pieces, a quarter off
  for `kanal` 'trgovina', the shops that resell), `kanal` 'tržnica' (the Saturday market in Ljubljana), 'na
  domu' (at the farm gate), 'splet' (the web shop) or 'trgovina', `placilo` 'gotovina' (cash), 'kartica'
  (card) or 'nakazilo' (bank transfer); so sales are `znesek_eur` over `prodaja` and honey extracted `kg` over
  `tocenje`.

Written blind for set AE (questions_ae.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

TODAY = datetime.date(2026, 12, 15)
_D = datetime.date
_DT = datetime.datetime
_DAY = datetime.timedelta(days=1)


def _day(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.date:
    return start + rng.randint(0, (end - start).days) * _DAY


def _literal(value) -> str:
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


def _insert(table: str, rows) -> str:
    return f"INSERT INTO {table} VALUES " + ", ".join(
        "(" + ", ".join(_literal(v) for v in row) + ")" for row in rows)


def _quarter_start(day: datetime.date) -> datetime.date:
    return _D(day.year, 3 * ((day.month - 1) // 3) + 1, 1)


def _next_quarter(day: datetime.date) -> datetime.date:
    start = _quarter_start(day)
    return _D(start.year + 1, 1, 1) if start.month == 10 else _D(start.year, start.month + 3, 1)


# --------------------------------------------------------------------------------------------------- cowork
KE_FIRST = ("Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri", "Mwangi", "Akinyi", "Kiprop", "Wambui",
            "Omondi", "Chebet", "Mutua", "Nyambura", "Kiplagat", "Atieno", "Ochieng", "Amina", "Hassan",
            "Grace", "Brian", "Faith", "Kevin")
KE_LAST = ("Kariuki", "Odhiambo", "Njoroge", "Wekesa", "Kipchumba", "Mwangi", "Onyango", "Mutiso", "Kimani",
           "Chege", "Barasa", "Ruto", "Wafula", "Abdi", "Patel", "Shah")
KE_COMPANIES = {
    "tech": ("Savanna Analytics Ltd", "Jenga Pay", "Msingi Labs", "Boda Logistics Tech", "Kilele Software",
             "Tuktuk Apps", "Shamba Data"),
    "NGO": ("Maji Safi Trust", "Elimu Kwa Wote", "Green Belt Youth", "Afya Mama Foundation"),
    "creative": ("Pili Pili Studio", "Nairobi Reels", "Kanga Design Co"),
    "finance": ("Harambee Capital", "Chama Advisory", "Mavuno Microfinance"),
    "consulting": ("Bridge Africa Consulting", "Tatu Partners", "Uwazi Advisory"),
}
KE_ROOMS = (  # code, seats, hourly rate before 1 July 2026, opened
    ("MR-TSAVO", 8, 2300, _D(2023, 3, 1)), ("MR-AMBOSELI", 6, 1800, _D(2023, 3, 1)),
    ("MR-NAIVASHA", 4, 1400, _D(2023, 3, 1)), ("MR-SAMBURU", 12, 3600, _D(2024, 5, 1)),
    ("MR-MARA", 10, 3200, _D(2025, 6, 1)), ("MR-LAMU", 6, 1800, _D(2026, 12, 1)),
)


def cowork() -> list[str]:
    rng = random.Random(3101)
    spaces = []
    for floor, n, opened in ((2, 16, _D(2023, 3, 1)), (3, 8, _D(2025, 6, 1))):
        for k in range(n):
            spaces.append([len(spaces) + 1, f"FD-{floor}{k + 1:02d}", "desk", floor, 1, None, opened])
    for k, seats in enumerate((2, 2, 3, 4, 4, 6, 8, 3)):
        floor = 3 if k < 3 else 4
        spaces.append([len(spaces) + 1, f"PO-{floor}{k + 1:02d}", "office", floor, seats, None,
                       _D(2023, 3, 1) if floor == 4 else _D(2025, 6, 1)])
    for code, seats, rate, opened in KE_ROOMS:
        spaces.append([len(spaces) + 1, code, "meeting room", 2 if seats < 10 else 4, seats, rate, opened])
    for k in range(3):
        spaces.append([len(spaces) + 1, f"PB-{k + 1}", "phone booth", 2 + k, 1, 300, _D(2023, 3, 1)])
    spaces.append([len(spaces) + 1, "STUDIO", "studio", 3, 4, 2700, _D(2024, 9, 1)])
    spaces.append([len(spaces) + 1, "HALL", "event hall", 4, 60, 11000, _D(2023, 3, 1)])
    old_rate = {s[0]: s[5] for s in spaces}
    for s in spaces:
        if s[5] is not None:
            s[5] = int(round(s[5] * 1.1 / 50) * 50)
    names = [f"{f} {la}" for f in KE_FIRST for la in KE_LAST]
    rng.shuffle(names)
    fees = {"HD": 15000, "FD": 22000, "VO": 5000}
    members = []
    desk_free = {s[0]: s[6] for s in spaces if s[2] in ("desk", "office")}
    for n in range(95):
        if n >= 90:
            joined = _day(rng, _D(2026, 12, 1), _D(2026, 12, 14))
        elif n < 26:
            joined = _day(rng, _D(2023, 3, 1), _D(2024, 12, 31))
        else:
            joined = _day(rng, _D(2025, 1, 1), _D(2026, 11, 20))
        plan = rng.choices(("HD", "FD", "PO", "VO"), weights=(5, 4, 2, 2))[0]
        left = None
        if n < 90 and rng.random() < 0.4:
            left = joined + rng.randint(60, 640) * _DAY
            if left >= _D(2026, 12, 1):
                left = None
        desk = None
        if plan in ("FD", "PO"):
            kind = "desk" if plan == "FD" else "office"
            free = [k for k, v in desk_free.items() if v <= joined and spaces[k - 1][2] == kind]
            if not free:
                plan = "HD"
            else:
                desk = rng.choice(free)
                desk_free[desk] = left + _DAY if left else _D(2099, 1, 1)
        sector = rng.choices(("tech", "NGO", "creative", "finance", "consulting"), weights=(5, 2, 3, 2, 2))[0]
        company = None
        if plan == "PO" or (plan != "HD" and rng.random() < 0.6) or rng.random() < 0.25:
            company = rng.choice(KE_COMPANIES[sector])
        fee = 16000 * spaces[desk - 1][4] if plan == "PO" else fees[plan]
        members.append((n + 1, names[n], company, sector, plan, fee, joined, left, desk))
    bookable = [s for s in spaces if s[5] is not None and s[1] != "MR-LAMU"]
    bookings = []
    clients = ("Safaricom Foundation", "iHub Events", "Strathmore Alumni", "Nairobi Tech Week",
               "Wildlife Direct", "Kenya Film Commission")
    while len(bookings) < 330:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        if day.weekday() == 6:
            continue
        space = rng.choices(bookable, weights=[{"meeting room": 6, "phone booth": 4, "studio": 2,
                                                "event hall": 1}[s[2]] for s in bookable])[0]
        if space[6] > day:
            continue
        ext = None
        who = None
        outside = 0.6 if space[2] == "event hall" else 0.08 if space[2] == "meeting room" else 0
        if rng.random() < outside:
            ext = rng.choice(clients)
        else:
            able = [m for m in members[:90] if m[6] <= day and (m[7] is None or m[7] > day)]
            who = rng.choice(able)[0]
        hrs = {"phone booth": (0.5, 0.5, 1.0), "meeting room": (1.0, 1.0, 1.5, 2.0, 2.0, 3.0, 4.0),
               "studio": (1.0, 2.0, 2.0, 3.0), "event hall": (3.0, 4.0, 4.0, 8.0)}[space[2]]
        hrs = rng.choice(hrs)
        at = _DT(day.year, day.month, day.day, rng.randint(8, 17), rng.choice((0, 0, 30)))
        rate = space[5] if day >= _D(2026, 7, 1) else old_rate[space[0]]
        charge = int(round(rate * hrs * (1.5 if ext else 1)))
        r = rng.random()
        status = "cxl" if r < 0.1 else "ns" if r < 0.15 else "ok"
        if status == "cxl":
            charge = 0
        bookings.append((at, space[0], who, ext, hrs, status, charge))
    bookings.sort(key=lambda b: (b[0], b[1]))
    out_bookings = [(n + 1, b[1], b[2], b[3], b[0], b[4], b[5], b[6]) for n, b in enumerate(bookings)]
    invoices = []
    for m in members[:90]:
        day = m[6]
        while day <= TODAY and (m[7] is None or day < m[7]):
            nxt = _next_quarter(day)
            months = (nxt.year - day.year) * 12 + nxt.month - day.month
            invoices.append((day, m[0], months, months * m[5]))
            day = nxt
    invoices = [i for i in invoices if i[0] >= _D(2025, 7, 1)]
    invoices.sort(key=lambda i: (i[0], i[1]))
    out_invoices, seq = [], {}
    for issued, mid, months, amount in invoices:
        seq[issued.year] = seq.get(issued.year, 0) + 1
        paid, method = None, None
        late = rng.random()
        if issued < _D(2026, 10, 1) and late < 0.97 or issued >= _D(2026, 10, 1) and late < 0.55:
            paid = issued + rng.choice((0, 1, 2, 3, 5, 7, 10, 14, 21, 30, 45)) * _DAY
            if paid > TODAY:
                paid = None
            else:
                method = rng.choices(("M-Pesa", "bank", "card"), weights=(6, 3, 1))[0]
        inv_no = f"KH-{issued.year % 100}-{seq[issued.year]:04d}"
        out_invoices.append((inv_no, mid, issued, months, amount, paid, method))
    return [
        "CREATE TABLE spaces(space_id INTEGER PRIMARY KEY, code VARCHAR, kind VARCHAR, floor INTEGER, "
        "seats INTEGER, rate_hr_kes INTEGER, opened DATE)",
        "CREATE TABLE members(member_id INTEGER PRIMARY KEY, full_name VARCHAR, company VARCHAR, "
        "sector VARCHAR, plan VARCHAR, monthly_kes INTEGER, joined DATE, left_on DATE, "
        "desk INTEGER REFERENCES spaces(space_id))",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, space_id INTEGER REFERENCES spaces(space_id), "
        "booked_by INTEGER REFERENCES members(member_id), ext_client VARCHAR, starts_at TIMESTAMP, "
        "hrs DOUBLE, status VARCHAR, charged_kes INTEGER)",
        "CREATE TABLE invoices(inv_no VARCHAR PRIMARY KEY, member_id INTEGER REFERENCES members(member_id), "
        "issued DATE, months INTEGER, amount_kes INTEGER, paid_on DATE, method VARCHAR)",
        _insert("spaces", [tuple(s) for s in spaces]), _insert("members", members),
        _insert("bookings", out_bookings), _insert("invoices", out_invoices),
    ]


# -------------------------------------------------------------------------------------------------- vending
NZ_SITES = (  # loc_nm, site_typ, sbrb, machine types, commission
    ("Auckland City Hosp L4", "HOSP", "Grafton", ("SNK", "DRK"), 10),
    ("Auckland City Hosp ED", "HOSP", "Grafton", ("CMB",), 10),
    ("Middlemore Ward 7", "HOSP", "Otahuhu", ("CMB", "COF"), 12),
    ("North Shore Hosp Foyer", "HOSP", "Takapuna", ("SNK", "DRK"), 10),
    ("AUT WG Bldg", "UNI", "CBD", ("SNK", "DRK", "COF"), 15),
    ("AUT North Campus", "UNI", "Northcote", ("CMB",), 15),
    ("UoA Kate Edger", "UNI", "CBD", ("SNK", "DRK"), 15),
    ("UoA Engineering", "UNI", "CBD", ("CMB",), 15),
    ("Les Mills Britomart", "GYM", "CBD", ("DRK", "CMB"), 8),
    ("CityFitness Newmarket", "GYM", "Newmarket", ("CMB",), 8),
    ("Snap Fitness Takapuna", "GYM", "Takapuna", ("CMB",), 8),
    ("Spark City Lvl 3", "OFF", "CBD", ("SNK", "COF"), 0),
    ("ASB North Wharf", "OFF", "CBD", ("CMB",), 0),
    ("Kiwibank Lvl 2", "OFF", "CBD", ("CMB",), 0),
    ("Fisher & Paykel East Tamaki", "FAC", "East Tamaki", ("SNK", "DRK", "COF"), 5),
    ("Mainfreight Penrose", "FAC", "Penrose", ("CMB", "COF"), 5),
    ("Griffins Papakura", "FAC", "Papakura", ("CMB",), 5),
    ("Foodstuffs DC Mangere", "FAC", "Mangere", ("SNK", "DRK"), 5),
)
NZ_NEW = (("Greenlane Clinic", "HOSP", "Greenlane", "CMB", 10), ("Jetts Mt Eden", "GYM", "Mt Eden", "CMB", 8),
          ("Fonterra Centre", "OFF", "CBD", "COF", 0))
NZ_MODELS = {"SNK": ("Crane Merchant 6", "AMS Sensit 3"),
             "DRK": ("Royal Vendors RVV 500", "Dixie-Narco 5800"),
             "CMB": ("Sanden Vendo G-Snack", "Crane Merchant Media"), "COF": ("Necta Kikko Max",)}
NZ_PRODUCTS = (  # nm, cat, brnd, cost in cents, price today in cents
    ("Bluebird Original 50g", "CHIPS", "Bluebird", 95, 300),
    ("Bluebird Salt & Vinegar 50g", "CHIPS", "Bluebird", 95, 300),
    ("Eta Ripples Ready Salted", "CHIPS", "Eta", 90, 300),
    ("Doritos Cheese Supreme 45g", "CHIPS", "Doritos", 110, 320),
    ("Grainwaves Sour Cream", "CHIPS", "Grainwaves", 105, 320),
    ("Pringles Original 53g", "CHIPS", "Pringles", 160, 400),
    ("Whittaker's Peanut Slab", "CHOC", "Whittaker's", 85, 280), ("Moro Bar", "CHOC", "Cadbury", 80, 270),
    ("Crunchie", "CHOC", "Cadbury", 75, 260), ("Pinky Bar", "CHOC", "Cadbury", 75, 260),
    ("Snickers 50g", "CHOC", "Mars", 90, 290), ("Perky Nana", "CHOC", "Cadbury", 60, 220),
    ("Whittaker's Almond Gold 50g", "CHOC", "Whittaker's", 140, 380),
    ("Coke 600ml", "DRINK", "Coca-Cola", 150, 450), ("Coke No Sugar 600ml", "DRINK", "Coca-Cola", 150, 450),
    ("L&P 600ml", "DRINK", "Coca-Cola", 140, 430), ("Pump Water 750ml", "DRINK", "Pump", 90, 350),
    ("V Energy 250ml", "DRINK", "V", 130, 400), ("Red Bull 250ml", "DRINK", "Red Bull", 180, 480),
    ("Powerade Berry Ice 750ml", "DRINK", "Powerade", 160, 450),
    ("Charlie's OJ 300ml", "DRINK", "Charlie's", 150, 420),
    ("Nice & Natural Nut Bar", "HLTHY", "Nice & Natural", 95, 320),
    ("Em's Power Cookie", "HLTHY", "Em's", 170, 480), ("Tasti Protein Bar", "HLTHY", "Tasti", 110, 350),
    ("Be Good Protein Bar", "HLTHY", "Be Good", 190, 520),
    ("Macro Trail Mix 50g", "HLTHY", "Macro", 100, 330), ("Flat White", "HOT", "Kōkako", 70, 400),
    ("Long Black", "HOT", "Kōkako", 55, 350), ("Hot Chocolate", "HOT", "Kōkako", 60, 380),
    ("Chai Latte", "HOT", "Kōkako", 65, 400), ("Moccona Mocha", "HOT", "Moccona", 60, 380),
)
NZ_DROPPED = {"Moccona Mocha", "Grainwaves Sour Cream"}
NZ_NEW_PRODUCTS = (("Whittaker's Berry Biscuit 50g", "CHOC", "Whittaker's", 140, 380),
                   ("Kombucha Ginger 330ml", "DRINK", "Good Buzz", 190, 520))
NZ_DRIVERS = ("Tane", "Mere", "Sione", "Priya", "Ben")


def vending() -> list[str]:
    rng = random.Random(3202)
    mchns = []
    for loc, st, sbrb, typs, comm in NZ_SITES:
        for typ in typs:
            inst = _day(rng, _D(2022, 1, 1), _D(2024, 11, 30)) if rng.random() < 0.75 else \
                _day(rng, _D(2025, 1, 15), _D(2026, 8, 31))
            mchns.append([len(mchns) + 1, loc, st, sbrb, rng.choice(NZ_MODELS[typ]), typ, inst, None, comm])
    for i in (6, 21):
        mchns[i][7] = _day(rng, _D(2025, 9, 1), _D(2026, 9, 30))
    for loc, st, sbrb, typ, comm in NZ_NEW:
        inst = _day(rng, _D(2026, 12, 1), _D(2026, 12, 10))
        mchns.append([len(mchns) + 1, loc, st, sbrb, NZ_MODELS[typ][0], typ, inst, None, comm])
    prods = []
    for nm, cat, brnd, cost, prc in NZ_PRODUCTS:
        prods.append((len(prods) + 1, nm, cat, brnd, cost, prc, "N" if nm in NZ_DROPPED else "Y"))
    for nm, cat, brnd, cost, prc in NZ_NEW_PRODUCTS:
        prods.append((len(prods) + 1, nm, cat, brnd, cost, prc, "Y"))
    sellable = {"SNK": ("CHIPS", "CHOC", "HLTHY"), "DRK": ("DRINK",),
                "CMB": ("CHIPS", "CHOC", "HLTHY", "DRINK"), "COF": ("HOT",)}
    old = [m for m in mchns if m[6] < _D(2026, 12, 1)]
    sls = []
    while len(sls) < 394:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        weights = [(1 if day.weekday() >= 5 and m[2] in ("OFF", "UNI") else 4 if m[2] == "HOSP" else 3)
                   if m[6] <= day and (m[7] is None or m[7] > day) else 0 for m in old]
        m = rng.choices(old, weights=weights)[0]
        able = [p for p in prods[:len(NZ_PRODUCTS)] if p[2] in sellable[m[5]]
                and not (p[1] in NZ_DROPPED and day >= _D(2026, 2, 1))]
        p = rng.choices(able, weights=[3 if p[1] in ("Coke 600ml", "Flat White", "Whittaker's Peanut Slab")
                                       else 2 if p[2] in ("DRINK", "HOT") else 1 for p in able])[0]
        hour = rng.choice((7, 8, 10, 11, 12, 12, 13, 14, 15, 16, 19, 22) if m[2] == "HOSP" else
                          (6, 7, 9, 10, 12, 13, 17, 18, 19) if m[2] == "GYM" else (8, 10, 11, 12, 13, 14, 15))
        ts = _DT(day.year, day.month, day.day, hour, rng.randrange(60), rng.randrange(60))
        prc = p[5] if day >= _D(2026, 4, 1) else p[5] - 20
        pay = rng.choices(("CSH", "CRD", "APP"), weights=(3, 6, 2) if day.year == 2025 else (2, 6, 3))[0]
        rfnd = "Y" if rng.random() < 0.03 else "N"
        sls.append((ts, m[0], p[0], prc, pay, rfnd))
    sls.sort()
    out_sls = [(n + 1, s[1], s[2], s[0], s[3], s[4], s[5]) for n, s in enumerate(sls)]
    rstk = []
    for m in old:
        day = max(m[6], _D(2025, 1, 1)) + rng.randint(3, 30) * _DAY
        while day <= TODAY and (m[7] is None or day < m[7]):
            if day.weekday() < 5:
                rstk.append((day, m[0], rng.choice(NZ_DRIVERS), rng.randint(12, 90), 0 if m[5] == "COF"
                             else rng.randint(8, 60) * 50, rng.choice((10, 15, 15, 20, 25, 30, 40))))
            day += rng.randint(70, 150) * _DAY
    rstk.sort(key=lambda r: (r[0], r[1]))
    out_rstk = [(n + 1, r[1], r[0], r[2], r[3], r[4], r[5]) for n, r in enumerate(rstk)]
    return [
        "CREATE TABLE mchns(id INTEGER, loc_nm VARCHAR, site_typ VARCHAR, sbrb VARCHAR, mdl VARCHAR, "
        "typ VARCHAR, inst_dt DATE, rmvd_dt DATE, comm_pct INTEGER)",
        "CREATE TABLE prods(id INTEGER, nm VARCHAR, cat VARCHAR, brnd VARCHAR, cost_cts INTEGER, "
        "prc_cts INTEGER, actv VARCHAR)",
        "CREATE TABLE sls(id INTEGER, mchn_id INTEGER, prod_id INTEGER, ts TIMESTAMP, prc_cts INTEGER, "
        "pay VARCHAR, rfnd VARCHAR)",
        "CREATE TABLE rstk(id INTEGER, mchn_id INTEGER, vst_dt DATE, drvr VARCHAR, units INTEGER, "
        "cash_cts INTEGER, mins INTEGER)",
        _insert("mchns", [tuple(m) for m in mchns]), _insert("prods", prods), _insert("sls", out_sls),
        _insert("rstk", out_rstk),
    ]


# ---------------------------------------------------------------------------------------------- cebelarstvo
SI_STANDS = (  # cebelnjak, code, hives, honeys it gives
    ("Kamnik", "KAM", 11, ("akacijev", "cvetlični", "kostanjev")),
    ("Tuhinj", "TUH", 9, ("cvetlični", "lipov", "kostanjev")),
    ("Cerklje", "CER", 8, ("akacijev", "cvetlični", "lipov")),
    ("Kokra", "KOK", 7, ("cvetlični", "gozdni")),
    ("Bohinj", "BOH", 7, ("cvetlični", "gozdni")),
)
SI_SEASON = {"akacijev": (5, 20), "cvetlični": (6, 8), "lipov": (7, 2), "kostanjev": (7, 18),
             "gozdni": (8, 12)}
SI_YIELD = {"akacijev": (6, 18), "cvetlični": (5, 16), "lipov": (4, 12), "kostanjev": (5, 14),
            "gozdni": (3, 15)}
SI_HONEY = (("AK", "Akacijev med", "akacijev", 9.50), ("CV", "Cvetlični med", "cvetlični", 7.50),
            ("LI", "Lipov med", "lipov", 8.50), ("KO", "Kostanjev med", "kostanjev", 8.50),
            ("GO", "Gozdni med", "gozdni", 9.00))
SI_OTHER = (  # sifra, naziv, skupina, teza_g, cena_eur today
    ("SAT-300", "Satje v okvirčku", "med", 300, 11.00),
    ("KREM-400", "Kremni cvetlični med", "med", 400, 8.50),
    ("PRO-KAP", "Propolisove kapljice 20 ml", "propolis", 20, 9.00),
    ("PRO-PRS", "Propolis pršilo za grlo", "propolis", 30, 10.50),
    ("PRO-MAZ", "Propolisovo mazilo", "propolis", 50, 12.00),
    ("SVE-VAL", "Sveča iz čebeljega voska, valj", "vosek", 180, 8.00),
    ("SVE-CEB", "Sveča čebelica", "vosek", 60, 4.00), ("VOS-BLK", "Čebelji vosek, blok", "vosek", 500, 12.00),
    ("DAR-MALI", "Darilni paket mali", "darila", 600, 19.00),
    ("DAR-VEL", "Darilni paket veliki", "darila", 1500, 39.00),
    ("DAR-KON", "Panjska končnica s kozarcem medu", "darila", 700, 28.00),
    ("LEC-SRC", "Lectovo srce", "darila", 150, 7.50),
    ("MED-050", "Medica 0,5 l", "medica", 500, 12.00), ("MED-020", "Medica 0,2 l", "medica", 200, 6.00),
    ("CP-200", "Cvetni prah", "drugo", 200, 10.00), ("BON-MED", "Medeni bonboni", "drugo", 100, 3.50),
)
SI_NEW = (("DAR-BOZ", "Božični darilni paket", "darila", 900, 24.00),
          ("MED-100", "Medica 1 l", "medica", 1000, 21.00))
SI_CHANNELS = ("tržnica", "na domu", "splet", "trgovina")


def _si_date(day: datetime.date) -> str:
    return f"{day.day}. {day.month}. {day.year}"


def cebelarstvo() -> list[str]:
    rng = random.Random(3303)
    panji = []
    for stand, code, k, _ in SI_STANDS:
        for n in range(k):
            setup = _day(rng, _D(2016, 4, 1), _D(2024, 6, 30)) if n < k - 1 else \
                _day(rng, _D(2025, 5, 1), _D(2026, 5, 31))
            tip = "AŽ" if rng.random() < 0.75 else "LR"
            queen = max(setup.year, rng.choice((2022, 2023, 2024, 2024, 2025, 2025, 2026)))
            panji.append([f"{code}-{n + 1:02d}", stand, tip, queen, setup, "aktiven", None])
    for i in (2, 13, 27):
        panji[i][5] = "propadel"
        panji[i][6] = _D(2026, 3, 1)
    panji[30][5] = "prodan"
    panji[30][6] = _D(2025, 9, 15)
    panji[38][5] = "propadel"
    panji[38][6] = _D(2025, 8, 1)
    for stand, code, k, _ in (SI_STANDS[0], SI_STANDS[1], SI_STANDS[3]):
        panji.append([f"{code}-{k + 1:02d}", stand, "AŽ", 2026, _day(rng, _D(2026, 9, 1), _D(2026, 10, 20)),
                      "aktiven", None])
    tocenje = []
    honeys = {s[0]: s[3] for s in SI_STANDS}
    for year in (2025, 2026):
        for vrsta, (month, mday) in SI_SEASON.items():
            if vrsta == "gozdni" and year == 2026:
                continue  # no honeydew flow in 2026
            for stand, hv in honeys.items():
                if vrsta not in hv:
                    continue
                day = _D(year, month, mday) + rng.randint(-6, 6) * _DAY
                for p in panji:
                    if p[1] != stand or p[4] > day - 20 * _DAY or (p[6] is not None and p[6] <= day):
                        continue
                    if rng.random() < 0.2:
                        continue  # too weak to take honey from
                    lo, hi = SI_YIELD[vrsta]
                    kg = round(rng.uniform(lo, hi) * (0.6 if year == 2026 and vrsta == "akacijev" else 1), 1)
                    tocenje.append((day, p[0], vrsta, kg, round(rng.uniform(15.6, 18.4), 1)))
    tocenje.sort()
    out_tocenje = [(n + 1, t[1], _si_date(t[0]), t[2], t[3], t[4]) for n, t in enumerate(tocenje)]
    izdelki = []
    for code, name, vrsta, per_kg in SI_HONEY:
        for g in (250, 450, 900):
            price = round(per_kg * {250: 0.6, 450: 1.0, 900: 1.85}[g], 1)
            izdelki.append([f"{code}-{g}", f"{name} {g} g", "med", g, price, "da"])
    for s in SI_OTHER:
        izdelki.append(list(s) + ["da"])
    for p in izdelki:
        if p[0] in ("GO-250", "PRO-MAZ"):
            p[5] = "ne"
    for s in SI_NEW:
        izdelki.append(list(s) + ["da"])
    for p in izdelki:
        p[4] = round(p[4], 2)
    never = {"KO-900", "DAR-BOZ", "MED-100"}
    sellable = [p for p in izdelki if p[0] not in never]
    prodaja = []
    while len(prodaja) < 388:
        day = _day(rng, _D(2025, 1, 2), TODAY)
        kanal = rng.choices(SI_CHANNELS, weights=(5, 3, 4, 2))[0]
        if kanal == "tržnica" and day.weekday() != 5:
            continue
        able = [p for p in sellable if not (p[5] == "ne" and day >= _D(2026, 1, 1))
                and not (p[0].startswith("GO-") and day < _D(2025, 8, 20))]
        p = rng.choices(able, weights=[3 if p[2] == "med" else 2 if p[2] in ("propolis", "darila") and
                                       day.month in (11, 12) else 1 for p in able])[0]
        kos = rng.choice((6, 10, 12, 20, 24)) if kanal == "trgovina" else rng.choice((1, 1, 1, 1, 2, 2, 3, 4))
        price = p[4] if day >= _D(2026, 3, 1) else round(p[4] / 1.05, 2)
        znesek = round(kos * price * (0.75 if kanal == "trgovina" else 1), 2)
        placilo = "nakazilo" if kanal == "trgovina" else rng.choices(
            ("gotovina", "kartica", "nakazilo"), weights=(6, 3, 1) if kanal != "splet" else (0, 5, 3))[0]
        prodaja.append((day, p[0], kos, znesek, kanal, placilo))
    prodaja.sort()
    out_prodaja = [(n + 1, _si_date(s[0]), s[1], s[2], s[3], s[4], s[5]) for n, s in enumerate(prodaja)]
    out_panji = [(p[0], p[1], p[2], p[3], _si_date(p[4]), p[5]) for p in panji]
    return [
        "CREATE TABLE panji(oznaka VARCHAR, cebelnjak VARCHAR, tip VARCHAR, matica INTEGER, "
        "postavljen VARCHAR, stanje VARCHAR)",
        "CREATE TABLE tocenje(zap_st INTEGER, panj VARCHAR, datum VARCHAR, vrsta VARCHAR, kg DOUBLE, "
        "vlaga DOUBLE)",
        "CREATE TABLE izdelki(sifra VARCHAR, naziv VARCHAR, skupina VARCHAR, teza_g INTEGER, "
        "cena_eur DOUBLE, v_prodaji VARCHAR)",
        "CREATE TABLE prodaja(st INTEGER, datum VARCHAR, izdelek VARCHAR, kos INTEGER, znesek_eur DOUBLE, "
        "kanal VARCHAR, placilo VARCHAR)",
        _insert("panji", out_panji), _insert("tocenje", out_tocenje), _insert("izdelki", izdelki),
        _insert("prodaja", out_prodaja),
    ]


SCHEMAS_AE = {"cowork": cowork, "vending": vending, "cebelarstvo": cebelarstvo}
