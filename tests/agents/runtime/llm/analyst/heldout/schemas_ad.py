"""Three held-out workspaces for set AD, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Wednesday 9 December 2026, the day of the export.

- carwash (a chain of hand car washes in Johannesburg, Suds & Shine, at Sandton, Rosebank, Fourways, Soweto
  and, since April 2026, Midrand; South African rand, whole rand; DATE and TIMESTAMP): declared PRIMARY KEY /
  REFERENCES, `washes.service_id` → `services.service_id` and `washes.customer_id` → `customers.customer_id`
  on same-named keys, and one named unlike its target, `washes.washer` → `staff.staff_id`; staff by
  `full_name`, `site` where they work, `role` 'washer', 'detailer' or 'supervisor', `hired_on` DATE,
  `left_on` DATE (NULL while still with us; three hired in December 2026 have washed no car yet),
  `hourly_rand`; services by `service_name` ('Express Exterior', 'Wash & Vac', 'Full Valet', 'Wax & Shine',
  'Engine Degrease', 'Interior Shampoo', 'Machine Polish', 'Tyre Shine', 'Headlight Restore', 'Ceramic
  Coat'), one row per `vehicle_class` ('hatchback', 'sedan', 'SUV/bakkie', 'minibus'), `category`
  'exterior', 'full', 'detail' or 'add-on', `price_rand` today's list price (8% up on 1 March 2026),
  `minutes`, `active` 'yes' or 'no' (the ceramic coat came in December 2026 and some minibus services have
  never been sold); customers (signed up on the app) by `full_name`, `car_make`, `joined` DATE, `vip` 'yes'
  for a VIP card (10% off every wash; six joined in December 2026 and have not come in yet); one `washes` row
  one car booked or driven in, `washed_at` TIMESTAMP, `site`, `customer_id` (NULL for a driver not on the
  app), `washer` (NULL unless the wash was done), `channel` 'drive-in' or 'app', `status` 'completed',
  'cancelled' (drove off before the wash, paid nothing) or 'no_show' (booked on the app and never came, the
  R50 deposit kept), `paid_rand` what was paid, `tip_rand` the tip, `payment` 'card', 'cash' or 'SnapScan'
  (NULL when nothing was paid); so takings are `paid_rand` over the washes.
- toollib (a community tool library in Brunswick, Melbourne, run by volunteers; Australian dollars, in cents;
  DATE and TIMESTAMP): no declared keys, tables keyed by `id` with `<thing>_id` foreign keys (`lns.mbr_id`,
  `lns.tl_id`, `pmts.mbr_id`) and abbreviated columns (`nm`, `sbrb`, `jnd_dt`, `tier`, `vol`, `exp_dt`,
  `cat`, `brnd`, `val_cts`, `hire_cts`, `dntd`, `sts`, `out_ts`, `due_dt`, `ret_dt`, `fee_cts`, `typ`,
  `amt_cts`, `pd_dt`, `mthd`); members by `nm`, `sbrb` the suburb ('Brunswick', 'Coburg', 'Fitzroy',
  'Northcote', 'Thornbury', 'Carlton', 'Preston'), `jnd_dt` DATE, `tier` 'STD' or 'CNC' (concession, half
  the membership and half the hire fees), `vol` 'Y' for a volunteer, `exp_dt` DATE the membership is paid up
  to (current members have it on or after the export day; five joined in December 2026 and have borrowed
  nothing); tools by `nm`, `cat` ('power', 'garden', 'hand', 'ladders', 'camping', 'kitchen'), `brnd`,
  `val_cts` what it would cost to replace, `hire_cts` a fee per loan on the big machines (0 on most tools),
  `dntd` 'Y' when donated, `sts` 'AV' (on the shelf or out on loan), 'RP' (in for repair) or 'RT' (retired;
  several tools, some added in December 2026, have never been lent); one `lns` row one tool lent to one
  member, `out_ts` TIMESTAMP, `due_dt` DATE (a week later), `ret_dt` DATE (NULL while still out or lost),
  `fee_cts` the hire fee charged, `sts` 'RET' (returned), 'OUT' (still out) or 'LST' (lost or broken, paid
  for); one `pmts` row one payment from a member, `typ` 'MEMB' (a year's membership), 'LATE' (a late fine,
  a dollar a day), 'DMG' (a lost or broken tool) or 'DON' (a donation), `amt_cts`, `pd_dt` DATE, `mthd`
  'CARD', 'CASH' or 'EFT'; so money in is `amt_cts / 100` over `pmts` and hire fees `fee_cts / 100` over
  `lns`.
- piekarnia (the central bakery of a Polish bakery franchise, Złoty Kłos, supplying its franchised shops,
  kiosks and cafés in six cities; złoty, to the grosz; Polish names): no declared keys, natural text codes
  named unlike their targets: `dostawy.punkt` → `punkty.kod` ('KRK-04'), `pozycje.dostawa` → `dostawy.nr`
  ('D/26/0117'), `pozycje.wyrob` → `wyroby.kod` ('CHL-ZYT'); `punkty` (outlets) by `kod`, `miasto` ('Kraków',
  'Wrocław', 'Poznań', 'Gdańsk', 'Łódź', 'Katowice'), `franczyzobiorca` the franchisee, `typ` 'sklep' (shop),
  'kiosk' or 'kawiarnia' (café), `otwarto` the opening day as 'DD.MM.YYYY' text, `aktywny` 'tak' while
  trading, 'nie' once closed (three opened in December 2026 and have had no delivery yet); `wyroby`
  (products) by `nazwa`, `kategoria` ('chleb' bread, 'bułki' rolls, 'ciasta' cakes, 'drożdżówki' sweet buns,
  'pączki' doughnuts), `waga_g`, `cena_hurt` today's wholesale price per piece (6% up on 1 March 2026),
  `cena_det` the suggested shop price, `bezglutenowy` 'tak' when gluten-free (three products, two of them
  new in December 2026, have never been ordered); one `dostawy` row one order of one outlet, `nr`,
  `zlozono` BIGINT Unix seconds when the order was placed, `dzien` the delivery day as 'DD.MM.YYYY' text,
  `status` 'dostarczona' (delivered), 'anulowana' (cancelled, never baked) or 'reklamacja' (delivered but
  complained about and credited in full), `kierowca` the driver; one `pozycje` row one product on one order,
  `szt` pieces, `wartosc_zl` what it was charged (the wholesale price of the day times the pieces); so sales
  are `wartosc_zl` over the lines of delivered orders.

Written blind for set AD (questions_ad.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

TODAY = datetime.date(2026, 12, 9)
_D = datetime.date
_DT = datetime.datetime
_DAY = datetime.timedelta(days=1)
_EPOCH = datetime.datetime(1970, 1, 1)


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


# -------------------------------------------------------------------------------------------------- carwash
ZA_SITES = (("Sandton", _D(2019, 2, 1)), ("Rosebank", _D(2020, 6, 1)), ("Fourways", _D(2021, 8, 1)),
            ("Soweto", _D(2022, 11, 1)), ("Midrand", _D(2026, 4, 1)))
ZA_FIRST = ("Thabo", "Sipho", "Lerato", "Nomvula", "Bongani", "Kagiso", "Zanele", "Mandla", "Palesa",
            "Tshepo", "Ayanda", "Lindiwe", "Sibusiso", "Refilwe", "Themba", "Naledi", "Pieter", "Johan",
            "Priya", "Karabo")
ZA_LAST = ("Dlamini", "Nkosi", "Mokoena", "Khumalo", "Ndlovu", "Mahlangu", "Sithole", "Molefe", "Zulu",
           "Botha", "van der Merwe", "Naidoo", "Pillay", "Mabaso", "Radebe", "Coetzee")
ZA_MAKES = ("Toyota", "Toyota", "Volkswagen", "Volkswagen", "Ford", "BMW", "Hyundai", "Suzuki",
            "Mercedes-Benz", "Nissan", "Kia")
ZA_SERVICES = (  # name, category, hatchback price before March 2026 markup, minutes
    ("Express Exterior", "exterior", 75, 15), ("Wash & Vac", "full", 130, 30),
    ("Full Valet", "full", 260, 60),
    ("Wax & Shine", "exterior", 200, 45), ("Engine Degrease", "detail", 170, 40),
    ("Interior Shampoo", "detail", 420, 120), ("Machine Polish", "detail", 600, 150),
    ("Tyre Shine", "add-on", 35, 5), ("Headlight Restore", "add-on", 230, 40),
)
ZA_CLASSES = (("hatchback", 1.0), ("sedan", 1.1), ("SUV/bakkie", 1.3), ("minibus", 1.6))
ZA_NEVER = {("Machine Polish", "minibus"), ("Headlight Restore", "minibus"), ("Wax & Shine", "minibus")}


def carwash() -> list[str]:
    rng = random.Random(2101)
    names = [f"{f} {la}" for f in ZA_FIRST for la in ZA_LAST]
    rng.shuffle(names)
    staff = []
    for site, opened in ZA_SITES:
        for role, k in (("supervisor", 1), ("detailer", 2), ("washer", 6)):
            for _ in range(k):
                start = max(opened, _D(2023, 1, 1)) if role == "supervisor" else max(opened, _D(2023, 6, 1))
                hired = _day(rng, start - 30 * _DAY, start + 200 * _DAY)
                if hired > _D(2026, 9, 30):
                    hired = _D(2026, 9, 30)
                left = None
                if role != "supervisor" and rng.random() < 0.18:
                    left = _day(rng, max(hired + 120 * _DAY, _D(2025, 3, 1)), _D(2026, 11, 30))
                    if left >= _D(2026, 11, 30):
                        left = None
                pay = {"washer": rng.choice((32, 34, 35, 36, 38)), "detailer": rng.choice((45, 48, 50, 55)),
                       "supervisor": rng.choice((70, 75, 80))}[role]
                staff.append([len(staff) + 1, names[len(staff)], site, role, hired, left, pay])
    for site in ("Midrand", "Soweto", "Sandton"):
        staff.append([len(staff) + 1, names[len(staff)], site, "washer", _day(rng, _D(2026, 12, 1),
                                                                              _D(2026, 12, 7)), None, 34])
    services = []
    for name, cat, price, mins in ZA_SERVICES:
        for cls, mult in ZA_CLASSES:
            now_price = int(round(price * mult * 1.08 / 5) * 5)
            active = "no" if (name, cls) in ZA_NEVER and name != "Wax & Shine" else "yes"
            services.append([len(services) + 1, name, cls, cat, now_price, int(mins * (1 + (mult - 1) / 2)),
                             active])
    for cls, mult in ZA_CLASSES[1:3]:
        services.append([len(services) + 1, "Ceramic Coat", cls, "detail", int(round(2400 * mult / 50) * 50),
                         240, "yes"])
    sellable = [s for s in services if (s[1], s[2]) not in ZA_NEVER and s[1] != "Ceramic Coat"]
    cnames = [f"{f} {la}" for f in ZA_FIRST for la in ZA_LAST]
    rng.shuffle(cnames)
    customers = []
    for n in range(170):
        joined = _day(rng, _D(2026, 12, 1), _D(2026, 12, 8)) if n >= 164 else \
            _day(rng, _D(2024, 6, 1), _D(2026, 11, 25))
        vip = "yes" if rng.random() < 0.2 else "no"
        customers.append((n + 1, cnames[n], rng.choice(ZA_MAKES), joined, vip))
    weights = {"Express Exterior": 9, "Wash & Vac": 10, "Full Valet": 5, "Wax & Shine": 3,
               "Engine Degrease": 2, "Interior Shampoo": 2, "Machine Polish": 1, "Tyre Shine": 4,
               "Headlight Restore": 1}
    cls_w = {"hatchback": 4, "sedan": 4, "SUV/bakkie": 4, "minibus": 3}
    washes = []
    while len(washes) < 396:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        sites = [s for s, opened in ZA_SITES if opened <= day]
        site = rng.choices(sites, weights=[5 if s == "Sandton" else 4 if s in ("Rosebank", "Soweto") else 3
                                           for s in sites])[0]
        svc = rng.choices(sellable, weights=[weights[s[1]] * cls_w[s[2]] for s in sellable])[0]
        cust = None
        if rng.random() < 0.6:
            able = [c for c in customers[:164] if c[3] <= day]
            if able:
                cust = rng.choice(able)
        channel = "app" if cust is not None and rng.random() < 0.45 else "drive-in"
        at = _DT(day.year, day.month, day.day, rng.randint(7, 17), rng.randrange(60))
        price = svc[4] if day >= _D(2026, 3, 1) else int(round(svc[4] / 1.08))
        if cust is not None and cust[4] == "yes":
            price = int(round(price * 0.9))
        r = rng.random()
        if r < 0.06 and channel == "app":
            status, paid, tip, pay, washer = "no_show", 50, 0, "card", None
        elif r < 0.11:
            status, paid, tip, pay, washer = "cancelled", 0, 0, None, None
        else:
            role = ("detailer",) if svc[3] == "detail" else ("washer", "detailer")
            able = [s for s in staff if s[2] == site and s[3] in role and s[4] <= day
                    and (s[5] is None or s[5] > day)]
            if not able:
                continue
            washer = rng.choice(able)[0]
            status, paid = "completed", price
            tip = 0 if rng.random() < 0.45 else rng.choice((10, 20, 20, 30, 50, 50, 100))
            pay = rng.choices(("card", "cash", "SnapScan"), weights=(5, 3, 2))[0]
            if channel == "app":
                pay = rng.choice(("card", "SnapScan"))
        washes.append((at, site, svc[0], cust[0] if cust else None, washer, channel, status, paid, tip, pay))
    washes.sort(key=lambda w: (w[0], w[1]))
    out_washes = [(n + 1,) + w for n, w in enumerate(washes)]
    return [
        "CREATE TABLE staff(staff_id INTEGER PRIMARY KEY, full_name VARCHAR, site VARCHAR, role VARCHAR, "
        "hired_on DATE, left_on DATE, hourly_rand INTEGER)",
        "CREATE TABLE services(service_id INTEGER PRIMARY KEY, service_name VARCHAR, vehicle_class VARCHAR, "
        "category VARCHAR, price_rand INTEGER, minutes INTEGER, active VARCHAR)",
        "CREATE TABLE customers(customer_id INTEGER PRIMARY KEY, full_name VARCHAR, car_make VARCHAR, "
        "joined DATE, vip VARCHAR)",
        "CREATE TABLE washes(wash_id INTEGER PRIMARY KEY, washed_at TIMESTAMP, site VARCHAR, "
        "service_id INTEGER REFERENCES services(service_id), customer_id INTEGER REFERENCES "
        "customers(customer_id), washer INTEGER REFERENCES staff(staff_id), channel VARCHAR, status VARCHAR, "
        "paid_rand INTEGER, tip_rand INTEGER, payment VARCHAR)",
        _insert("staff", [tuple(s) for s in staff]), _insert("services", [tuple(s) for s in services]),
        _insert("customers", customers), _insert("washes", out_washes),
    ]


# -------------------------------------------------------------------------------------------------- toollib
AU_FIRST = ("Olivia", "Jack", "Charlotte", "Oliver", "Amelia", "William", "Isla", "Lachlan", "Mia", "Harry",
            "Zoe", "Cooper", "Grace", "Angus", "Ruby", "Hamish", "Chloe", "Declan")
AU_LAST = ("Nguyen", "Smith", "Jones", "Williams", "Brown", "Wilson", "Papadopoulos", "Rossi", "Kelly",
           "O'Brien", "Chen", "Taylor", "Singh", "Walker")
AU_SUBURBS = ("Brunswick", "Brunswick", "Brunswick", "Coburg", "Coburg", "Fitzroy", "Northcote", "Northcote",
              "Thornbury", "Carlton", "Preston")
AU_TOOLS = (  # name, category, brand, replacement value in dollars, hire fee in cents, copies
    ("Cordless drill", "power", "Makita", 220, 0, 3), ("Impact driver", "power", "Ryobi", 180, 0, 2),
    ("Circular saw", "power", "Makita", 260, 0, 2), ("Jigsaw", "power", "Bosch", 190, 0, 2),
    ("Orbital sander", "power", "Ryobi", 120, 0, 2), ("Angle grinder", "power", "Makita", 160, 0, 1),
    ("Tile saw", "power", "Ozito", 420, 1000, 1), ("Carpet cleaner", "power", "Bissell", 480, 1500, 2),
    ("Pressure washer", "power", "Karcher", 390, 1000, 2),
    ("Rotary hammer drill", "power", "Bosch", 350, 500, 1),
    ("Lawn mower", "garden", "Victa", 520, 1000, 2), ("Hedge trimmer", "garden", "Ryobi", 210, 0, 2),
    ("Line trimmer", "garden", "Ozito", 150, 0, 2), ("Leaf blower", "garden", "Makita", 170, 0, 1),
    ("Post hole digger", "garden", "Cyclone", 90, 0, 1), ("Wheelbarrow", "garden", "Cyclone", 140, 0, 2),
    ("Mulcher", "garden", "Ozito", 450, 1500, 1), ("Spirit level set", "hand", "Stanley", 60, 0, 2),
    ("Socket set", "hand", "Kincrome", 150, 0, 2), ("Stud finder", "hand", "Bosch", 70, 0, 1),
    ("Caulking gun", "hand", "Stanley", 25, 0, 2), ("Pipe wrench", "hand", "Rigid", 80, 0, 1),
    ("Extension ladder 6m", "ladders", "Gorilla", 380, 0, 1),
    ("Step ladder", "ladders", "Gorilla", 160, 0, 3),
    ("Trestle set", "ladders", "Bailey", 290, 0, 1), ("Camping tent 4p", "camping", "Coleman", 330, 500, 2),
    ("Camp stove", "camping", "Companion", 90, 0, 2), ("Esky 60L", "camping", "Esky", 110, 0, 2),
    ("Pasta maker", "kitchen", "Imperia", 120, 0, 1), ("Dehydrator", "kitchen", "Sunbeam", 160, 0, 1),
    ("Stand mixer", "kitchen", "KitchenAid", 690, 0, 1), ("Preserving kit", "kitchen", "Fowlers", 140, 0, 2),
)
AU_NEW = (("Laser level", "hand", "Bosch", 450, 500), ("Ice cream maker", "kitchen", "Breville", 250, 0),
          ("Kayak", "camping", "Perception", 900, 2000))


def toollib() -> list[str]:
    rng = random.Random(2202)
    tls = []
    for nm, cat, brnd, val, hire, copies in AU_TOOLS:
        for _ in range(copies):
            tls.append([len(tls) + 1, nm, cat, brnd, val * 100, hire, "Y" if rng.random() < 0.35 else "N",
                        "AV"])
    for t in rng.sample(tls, 5):
        t[7] = "RP"
    for t in rng.sample([t for t in tls if t[7] == "AV"], 4):
        t[7] = "RT"
    quiet = {tls[i][0] for i in (33, 48)}  # the stud finder and the pasta maker, never asked for
    for nm, cat, brnd, val, hire in AU_NEW:
        tls.append([len(tls) + 1, nm, cat, brnd, val * 100, hire, "N", "AV"])
    never = quiet | {t[0] for t in tls[-3:]}
    names = [f"{f} {la}" for f in AU_FIRST for la in AU_LAST]
    rng.shuffle(names)
    mbrs, pmts = [], []
    for n in range(124):
        joined = _day(rng, _D(2026, 12, 1), _D(2026, 12, 8)) if n >= 119 else \
            _day(rng, _D(2023, 3, 1), _D(2026, 11, 20))
        tier = "CNC" if rng.random() < 0.25 else "STD"
        vol = "Y" if rng.random() < 0.15 else "N"
        fee = 3000 if tier == "CNC" else 6000
        paid = joined
        while True:
            pmts.append((n + 1, "MEMB", fee, paid))
            nxt = _D(paid.year + 1, paid.month, min(paid.day, 28)) + rng.randint(0, 20) * _DAY
            if nxt > TODAY or rng.random() < 0.22:
                break
            paid = nxt
        exp = _D(paid.year + 1, paid.month, min(paid.day, 28))
        mbrs.append((n + 1, names[n], rng.choice(AU_SUBURBS), joined, tier, vol, exp))
    lns = []
    lendable = [t for t in tls if t[0] not in never]
    loners = {m[0] for m in mbrs[3::13]}
    while len(lns) < 392:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        if day.weekday() in (0, 1):
            continue  # open Wednesday to Sunday
        able = [m for m in mbrs if m[0] not in loners and m[3] <= day and m[6] > day and m[0] <= 119]
        m = rng.choice(able)
        t = rng.choices(lendable, weights=[1 if t[2] in ("kitchen", "hand") else 3 for t in lendable])[0]
        out = _DT(day.year, day.month, day.day, rng.randint(10, 16), rng.randrange(60))
        due = day + 7 * _DAY
        late = 0 if rng.random() < 0.78 else rng.choice((1, 1, 2, 3, 4, 6, 9, 14, 25))
        ret = day + (rng.randint(2, 7) if late == 0 else 7 + late) * _DAY
        fee = t[5] // 2 if m[4] == "CNC" else t[5]
        if rng.random() < 0.015 and day < _D(2026, 10, 1):
            sts, ret = "LST", None
        elif ret > TODAY:
            sts, ret = "OUT", None
        else:
            sts = "RET"
        lns.append((out, m[0], t[0], due, ret, fee, sts))
        if late and ret is not None:
            pmts.append((m[0], "LATE", min(late, 20) * 100, ret))
        if sts == "LST":
            pmts.append((m[0], "DMG", t[4], day + rng.randint(10, 30) * _DAY))
    for _ in range(30):
        m = rng.choice(mbrs[:119])
        pmts.append((m[0], "DON", rng.choice((1000, 2000, 2000, 5000, 5000, 10000, 2500)),
                     _day(rng, max(m[3], _D(2025, 1, 1)), TODAY)))
    lns.sort()
    out_lns = [(n + 1, ln[1], ln[2], ln[0]) + ln[3:] for n, ln in enumerate(lns)]
    pmts.sort(key=lambda p: (p[3], p[0], p[1]))
    out_pmts = [(n + 1,) + p + (rng.choices(("CARD", "CASH", "EFT"), weights=(6, 2, 2))[0],)
                for n, p in enumerate(pmts)]
    return [
        "CREATE TABLE mbrs(id INTEGER, nm VARCHAR, sbrb VARCHAR, jnd_dt DATE, tier VARCHAR, vol VARCHAR, "
        "exp_dt DATE)",
        "CREATE TABLE tls(id INTEGER, nm VARCHAR, cat VARCHAR, brnd VARCHAR, val_cts INTEGER, "
        "hire_cts INTEGER, dntd VARCHAR, sts VARCHAR)",
        "CREATE TABLE lns(id INTEGER, mbr_id INTEGER, tl_id INTEGER, out_ts TIMESTAMP, due_dt DATE, "
        "ret_dt DATE, fee_cts INTEGER, sts VARCHAR)",
        "CREATE TABLE pmts(id INTEGER, mbr_id INTEGER, typ VARCHAR, amt_cts INTEGER, pd_dt DATE, "
        "mthd VARCHAR)",
        _insert("mbrs", mbrs), _insert("tls", [tuple(t) for t in tls]), _insert("lns", out_lns),
        _insert("pmts", out_pmts),
    ]


# ------------------------------------------------------------------------------------------------ piekarnia
PL_CITIES = (("Kraków", "KRK", 8), ("Wrocław", "WRO", 6), ("Poznań", "POZ", 5), ("Gdańsk", "GDA", 4),
             ("Łódź", "LOD", 4), ("Katowice", "KAT", 5))
PL_FIRST = (("Anna", "f"), ("Piotr", "m"), ("Katarzyna", "f"), ("Tomasz", "m"), ("Magdalena", "f"),
            ("Paweł", "m"), ("Agnieszka", "f"), ("Michał", "m"), ("Joanna", "f"), ("Krzysztof", "m"),
            ("Ewa", "f"), ("Marcin", "m"), ("Barbara", "f"), ("Łukasz", "m"))
PL_LAST = ("Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański",
           "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski")
PL_DRIVERS = ("Janusz Mazur", "Grzegorz Krawczyk", "Dariusz Pawlak", "Zbigniew Sikora", "Adam Baran")
PL_PRODUCTS = (  # kod, nazwa, kategoria, waga, wholesale price today, shop price
    ("CHL-ZYT", "Chleb żytni na zakwasie", "chleb", 800, 7.40, 11.50),
    ("CHL-PSZ", "Chleb pszenny", "chleb", 600, 4.80, 7.50),
    ("CHL-ORK", "Chleb orkiszowy", "chleb", 500, 8.90, 13.90),
    ("CHL-SLO", "Chleb słonecznikowy", "chleb", 600, 6.90, 10.50),
    ("CHL-GRA", "Chleb graham", "chleb", 500, 5.90, 8.90),
    ("CHL-BEZ", "Chleb bezglutenowy", "chleb", 400, 9.80, 15.90),
    ("CHL-BAL", "Chleb baltonowski", "chleb", 700, 5.60, 8.50),
    ("BUL-KAJ", "Kajzerka", "bułki", 60, 0.55, 0.99),
    ("BUL-GRA", "Grahamka", "bułki", 70, 0.75, 1.29),
    ("BUL-MAS", "Bułka maślana", "bułki", 80, 0.95, 1.59),
    ("BUL-OBW", "Obwarzanek krakowski", "bułki", 100, 1.20, 2.50),
    ("BUL-ROG", "Rogal świętomarciński", "bułki", 200, 6.50, 11.00),
    ("BUL-BEZ", "Bułka bezglutenowa", "bułki", 80, 1.90, 3.20),
    ("CIA-SER", "Sernik krakowski", "ciasta", 1000, 32.00, 49.00),
    ("CIA-JAB", "Szarlotka", "ciasta", 1000, 26.00, 42.00),
    ("CIA-MAK", "Makowiec", "ciasta", 600, 22.00, 36.00),
    ("CIA-KRE", "Kremówka", "ciasta", 150, 4.20, 7.50),
    ("CIA-BAB", "Babka piaskowa", "ciasta", 500, 14.50, 23.00),
    ("CIA-MAZ", "Mazurek kajmakowy", "ciasta", 500, 24.00, 39.00),
    ("CIA-PIE", "Piernik staropolski", "ciasta", 700, 29.00, 46.00),
    ("CIA-BEZ", "Sernik bezglutenowy", "ciasta", 800, 34.00, 54.00),
    ("DRO-SER", "Drożdżówka z serem", "drożdżówki", 120, 1.80, 3.20),
    ("DRO-JAG", "Drożdżówka z jagodami", "drożdżówki", 120, 1.95, 3.50),
    ("DRO-KRU", "Drożdżówka z kruszonką", "drożdżówki", 110, 1.60, 2.90),
    ("DRO-MAK", "Drożdżówka z makiem", "drożdżówki", 120, 1.85, 3.30),
    ("DRO-CYN", "Cynamonka", "drożdżówki", 110, 2.10, 3.90),
    ("PAC-ROZ", "Pączek z różą", "pączki", 90, 1.70, 2.99),
    ("PAC-BUD", "Pączek z budyniem", "pączki", 90, 1.75, 3.20),
    ("PAC-ADV", "Pączek z adwokatem", "pączki", 95, 2.20, 3.90),
    ("PAC-FAW", "Faworki (250 g)", "pączki", 250, 7.50, 12.90),
    ("PAC-OPO", "Oponka", "pączki", 80, 1.30, 2.49),
    ("PAC-SLW", "Pączek ze śliwką", "pączki", 90, 1.80, 3.20),
)
PL_NEVER = {"CIA-MAZ", "CIA-PIE", "CIA-BEZ"}


def piekarnia() -> list[str]:
    rng = random.Random(2303)
    names = [f"{f} {la[:-1] + 'a' if g == 'f' and la.endswith('ski') else la}"
             for f, g in PL_FIRST for la in PL_LAST]
    rng.shuffle(names)
    punkty = []
    for city, code, k in PL_CITIES:
        for n in range(k):
            opened = _day(rng, _D(2018, 5, 1), _D(2024, 12, 31)) if n < k - 1 or city in ("Łódź", "Gdańsk") \
                else _day(rng, _D(2025, 2, 1), _D(2026, 6, 30))
            typ = rng.choices(("sklep", "kiosk", "kawiarnia"), weights=(5, 3, 2))[0]
            punkty.append([f"{code}-{n + 1:02d}", city, names[len(punkty)], typ, opened, "tak", None])
    for p in (punkty[3], punkty[17], punkty[28]):
        p[5] = "nie"
        p[6] = _day(rng, _D(2025, 9, 1), _D(2026, 8, 31))
    for city, code, k in (("Kraków", "KRK", 8), ("Wrocław", "WRO", 6), ("Katowice", "KAT", 5)):
        punkty.append([f"{code}-{k + 1:02d}", city, names[len(punkty)], "kiosk", _day(rng, _D(2026, 12, 1),
                                                                                        _D(2026, 12, 7)),
                       "tak", None])
    products = {p[0]: p for p in PL_PRODUCTS}
    orderable = [p for p in PL_PRODUCTS if p[0] not in PL_NEVER]
    seasonal = {"PAC-FAW", "PAC-ADV", "CIA-MAK", "BUL-ROG"}
    dostawy, pozycje = [], []
    while len(pozycje) < 386:
        day = _day(rng, _D(2025, 1, 2), TODAY)
        if day.weekday() == 6:
            continue
        able = [p for p in punkty[:32] if p[4] <= day and (p[6] is None or p[6] > day)]
        p = rng.choices(able, weights=[3 if x[3] == "kawiarnia" else 2 if x[3] == "sklep" else 1
                                       for x in able])[0]
        placed = _DT(day.year, day.month, day.day, 0, 0) - rng.choice((1, 1, 2, 3)) * _DAY
        placed += datetime.timedelta(hours=rng.randint(7, 20), minutes=rng.randrange(60),
                                     seconds=rng.randrange(60))
        r = rng.random()
        status = "anulowana" if r < 0.07 else "reklamacja" if r < 0.11 else "dostarczona"
        dostawy.append([placed, p[0], day, status, rng.choice(PL_DRIVERS)])
        lines = rng.sample(orderable, rng.choice((1, 2, 2, 3, 3, 3, 4, 5)))
        for prod in lines:
            if prod[0] in seasonal and day.month not in (11, 12, 1, 2):
                continue
            if prod[2] in ("chleb",):
                szt = rng.choice((10, 15, 20, 25, 30, 40))
            elif prod[2] == "ciasta":
                szt = rng.choice((2, 3, 4, 5, 6, 8)) if prod[0] != "CIA-KRE" else rng.choice((12, 20, 24, 30))
            elif prod[0] in ("BUL-ROG", "PAC-FAW"):
                szt = rng.choice((5, 8, 10, 15))
            else:
                szt = rng.choice((20, 30, 40, 50, 60, 80, 100))
            price = prod[4] if day >= _D(2026, 3, 1) else round(prod[4] / 1.06, 2)
            pozycje.append([len(dostawy) - 1, prod[0], szt, round(szt * price, 2)])
    used = {ln[0] for ln in pozycje}
    order = sorted(used, key=lambda i: (dostawy[i][0], dostawy[i][1]))
    numbers, seq = {}, {}
    out_dost = []
    for i in order:
        d = dostawy[i]
        y = d[2].year
        seq[y] = seq.get(y, 0) + 1
        numbers[i] = f"D/{y % 100}/{seq[y]:04d}"
        out_dost.append((numbers[i], d[1], int((d[0] - _EPOCH).total_seconds()), d[2].strftime("%d.%m.%Y"),
                         d[3], d[4]))
    pozycje.sort(key=lambda ln: (numbers[ln[0]], ln[1]))
    out_poz = [(n + 1, numbers[ln[0]], ln[1], ln[2], ln[3]) for n, ln in enumerate(pozycje)]
    out_punkty = [(p[0], p[1], p[2], p[3], p[4].strftime("%d.%m.%Y"), p[5]) for p in punkty]
    out_wyroby = [(k, n, c, w, hurt, det, "tak" if k.endswith("-BEZ") else "nie")
                  for k, n, c, w, hurt, det in products.values()]
    return [
        "CREATE TABLE punkty(kod VARCHAR, miasto VARCHAR, franczyzobiorca VARCHAR, typ VARCHAR, "
        "otwarto VARCHAR, aktywny VARCHAR)",
        "CREATE TABLE wyroby(kod VARCHAR, nazwa VARCHAR, kategoria VARCHAR, waga_g INTEGER, "
        "cena_hurt DOUBLE, cena_det DOUBLE, bezglutenowy VARCHAR)",
        "CREATE TABLE dostawy(nr VARCHAR, punkt VARCHAR, zlozono BIGINT, dzien VARCHAR, status VARCHAR, "
        "kierowca VARCHAR)",
        "CREATE TABLE pozycje(id INTEGER, dostawa VARCHAR, wyrob VARCHAR, szt INTEGER, wartosc_zl DOUBLE)",
        _insert("punkty", out_punkty), _insert("wyroby", out_wyroby), _insert("dostawy", out_dost),
        _insert("pozycje", out_poz),
    ]


SCHEMAS_AD = {"carwash": carwash, "toollib": toollib, "piekarnia": piekarnia}
