"""Three held-out workspaces for set AB, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Monday 14 December 2026, the day of the export.

- hostel (a chain of backpacker hostels in Hanoi, Bamboo Nest, with branches in the Old Quarter, on West Lake,
  by Train Street and, since March 2026, in Ba Đình; Vietnamese dong, whole dong; DATE and TIMESTAMP):
  declared PRIMARY KEY / REFERENCES, `bookings.guest_id` → `guests.guest_id` and `bookings.room_id` →
  `rooms.room_id` on same-named keys, and one named unlike its target, `extras.stay_ref` →
  `bookings.booking_id`; rooms by `room_no` ('OQ-104'), `branch` ('Old Quarter', 'West Lake', 'Train
  Street', 'Ba Dinh'), `kind` 'dorm' or 'private', `beds`, `rate_vnd` the nightly rate (a bed in a dorm, the
  whole room for a private), `aircon` 'yes' or 'no', `closed_on` DATE (NULL while the room is in use; a few
  were closed for good, and three rooms opened in December 2026 have no booking yet); guests by `full_name`,
  `country`, `first_seen` DATE, `newsletter` 'yes' or 'no' (six signed up online in December 2026 and have
  not booked); one `bookings` row one booking of one room or of beds in a dorm, `booked_at` TIMESTAMP,
  `check_in` and `check_out` DATE (nights are the difference), `beds` taken (1 on a private), `channel`
  'direct', 'Hostelworld', 'Booking.com' or 'walk-in', `status` 'checked_out', 'in_house' (staying now),
  'no_show' (charged the first night) or 'cancelled' (charged nothing), `total_vnd` what the stay was charged,
  `breakfast` 'yes' when breakfast was included; one `extras` row one thing sold to a guest on their stay,
  `item` ('Ha Long Bay day tour', 'Street food walk', 'Motorbike rental', 'Laundry', 'Bia hơi', 'Airport
  transfer', 'Ninh Binh day tour', 'Egg coffee class'), `category` 'tour', 'bar', 'laundry' or 'transport',
  `sold_at` TIMESTAMP, `amount_vnd`; so room revenue is `total_vnd` over the bookings and extras income
  `amount_vnd` over `extras`.
- courier (a bicycle-courier co-operative in Montreal; Canadian dollars, in cents; Unix seconds and DATE): no
  declared keys, tables keyed by `id` with `<thing>_id` foreign keys (`jbs.clnt_id`, `jbs.rdr_id`,
  `invs.clnt_id`) and abbreviated columns (`nm`, `bk`, `jnd_dt`, `lft_dt`, `mbr`, `typ`, `brgh`, `acct`,
  `pu_unix`, `km`, `prc_cts`, `tip_cts`, `rsh`, `sts`, `mth`, `amt_cts`, `iss_dt`, `pd_dt`); riders by `nm`,
  `bk` their bike ('cargo', 'road', 'fixie', 'ebike'), `jnd_dt` DATE, `lft_dt` DATE (NULL while still riding
  with us; two joined in December 2026 and have done no job yet), `mbr` 'Y' for a full co-op member, 'N' for
  a rider on trial; clients by `nm`, `typ` ('restaurant', 'law firm', 'print shop', 'pharmacy', 'boutique',
  'architect'), `brgh` the borough ('Plateau', 'Mile End', 'Griffintown', 'Vieux-Montréal', 'Rosemont',
  'Verdun'), `acct` 'Y' when billed monthly on account, 'N' when they pay per job (a few have never sent a
  job); one `jbs` row one delivery job, `pu_unix` BIGINT Unix seconds of the pick-up, `km`, `prc_cts` the
  price in cents (0 on a cancelled job), `tip_cts` the tip in cents, `rsh` 'Y' for a rush job, `sts` 'DLV'
  (delivered), 'RTN' (could not be delivered, brought back, still charged) or 'CXL' (cancelled before pick-up,
  `rdr_id` NULL); one `invs` row one month billed to an account client, `mth` 'YYYY-MM', `amt_cts` the
  month's jobs, `iss_dt` DATE, `pd_dt` DATE (NULL while unpaid); so takings are `prc_cts / 100` dollars over
  jobs that were not cancelled.
- tasting (a winery's tasting room and cellar-door shop in Luján de Cuyo, Mendoza; Argentine pesos, whole
  pesos; Spanish names): no declared keys, natural text codes named unlike their targets: `ventas.vino` →
  `vinos.cod` ('MAL-RES-22'), `ventas.socio` and `reservas.socio` → `socios.nro_socio` ('S-1043'; NULL for a
  visitor who is not in the wine club); `vinos` (wines) by `nombre`, `cepa` the grape ('Malbec', 'Cabernet
  Franc', 'Bonarda', 'Torrontés', 'Chardonnay', 'Blend'), `linea` the range ('Joven', 'Reserva', 'Gran
  Reserva'), `cosecha` the vintage, `precio_ars` the bottle price, `activo` 'sí' while on sale, 'no' (two new
  releases from December 2026 and one old vintage have never sold); `socios` (wine-club members) by `nombre`,
  `pais` their country, `alta` DATE they joined, `baja` DATE they left (NULL while still members), `envio`
  'sí' when they take the quarterly home delivery; one `reservas` row one tasting booked by a group, `nro`
  ('R-26-0113'), `fecha` the day as 'DD-MM-YYYY' text, `experiencia` 'Clásica', 'Premium' or 'Maridaje' (with
  food pairing), `personas`, `idioma` 'español', 'inglés' or 'portugués', `tarifa_ars` what the group paid
  (club members 20% off; 0 when cancelled), `estado` 'realizada' (took place), 'cancelada' or 'ausente' (no
  show, paid up front); one `ventas` row one wine bought at the shop, `fecha_hora` TIMESTAMP, `botellas`,
  `total_ars` what was paid (members 15% off), `pago` 'efectivo' (cash), 'tarjeta' (card) or 'transferencia'
  (bank transfer); so shop sales are `total_ars` over `ventas` and tasting income `tarifa_ars` over
  `reservas`.

Written blind for set AB (questions_ab.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert

TODAY = datetime.date(2026, 12, 14)
_D = datetime.date
_DAY = datetime.timedelta(days=1)
_EPOCH = datetime.datetime(1970, 1, 1)


# --------------------------------------------------------------------------------------------------- hostel
VN_BRANCHES = (("Old Quarter", "OQ", _D(2019, 5, 1)), ("West Lake", "WL", _D(2021, 3, 1)),
               ("Train Street", "TS", _D(2022, 9, 1)), ("Ba Dinh", "BD", _D(2026, 3, 1)))
VN_COUNTRIES = ("United Kingdom", "Germany", "France", "Australia", "United States", "Netherlands", "Vietnam",
                "South Korea", "Israel", "Canada", "Spain", "Ireland")
VN_FIRST = ("Tom", "Emma", "Lukas", "Chloé", "Liam", "Olivia", "Noah", "Mia", "Daan", "Sofía", "Minh", "Linh",
            "Ji-woo", "Noa", "Jack", "Hannah", "Léa", "Finn", "Aoife", "Ethan")
VN_LAST = ("Smith", "Müller", "Martin", "Brown", "Jansen", "García", "Nguyen", "Tran", "Kim", "Cohen",
           "Wilson", "Murphy", "Schmidt", "Dubois", "Taylor", "Walsh")
VN_EXTRAS = (("Ha Long Bay day tour", "tour", 950000), ("Ninh Binh day tour", "tour", 850000),
             ("Street food walk", "tour", 450000), ("Egg coffee class", "tour", 300000),
             ("Bia hơi", "bar", 25000), ("Laundry", "laundry", 60000),
             ("Motorbike rental", "transport", 150000), ("Airport transfer", "transport", 280000))


def hostel() -> list[str]:
    rng = random.Random(1212)
    rooms = []
    for branch, code, opened in VN_BRANCHES:
        for n in range(12):
            kind = "dorm" if n < 8 else "private"
            beds = rng.choice((4, 6, 8, 10)) if kind == "dorm" else rng.choice((1, 2, 2, 3))
            rate = rng.choice((160000, 180000, 200000, 220000)) if kind == "dorm" else \
                rng.choice((450000, 550000, 650000, 750000))
            aircon = "yes" if kind == "private" or rng.random() < 0.6 else "no"
            room_no = f"{code}-{100 * (1 + n // 6) + n % 6 + 1}"
            rooms.append([len(rooms) + 1, room_no, branch, kind, beds, rate, aircon, None, opened])
    for r in rooms:
        if r[0] in (5, 17, 30):
            r[7] = _day(rng, _D(2025, 9, 1), _D(2026, 8, 31))
    new_rooms = []
    for n, (branch, code) in enumerate((("West Lake", "WL"), ("Ba Dinh", "BD"), ("Ba Dinh", "BD"))):
        new_rooms.append([len(rooms) + n + 1, f"{code}-{301 + n}", branch, "private", 2, 600000, "yes", None,
                          _D(2026, 12, 1)])
    names = [f"{f} {la}" for f in VN_FIRST for la in VN_LAST]
    rng.shuffle(names)
    guests = []
    for n in range(214):
        country = rng.choices(VN_COUNTRIES, weights=(6, 5, 4, 4, 4, 3, 3, 2, 2, 2, 2, 2))[0]
        if n >= 208:
            seen = _day(rng, _D(2026, 12, 1), _D(2026, 12, 13))
        else:
            seen = _day(rng, _D(2025, 1, 1), _D(2026, 11, 30))
        guests.append((n + 1, names[n], country, seen, "yes" if rng.random() < 0.4 else "no"))
    bookings = []
    for g in guests[:208]:
        stays = rng.choice((1, 1, 1, 1, 2, 2, 3))
        start = g[3]
        for k in range(stays):
            cin = start + (rng.randint(0, 20) if k == 0 else rng.randint(40, 240)) * _DAY
            if cin > TODAY:
                break
            open_rooms = [r for r in rooms if r[8] <= cin and (r[7] is None or r[7] > cin)]
            room = rng.choice(open_rooms)
            nights = rng.choice((1, 2, 2, 3, 3, 4, 5, 7))
            cout = cin + nights * _DAY
            booked = datetime.datetime(cin.year, cin.month, cin.day, rng.randint(7, 23), rng.randrange(60))
            booked -= rng.choice((0, 1, 3, 7, 14, 30, 60)) * _DAY
            channel = rng.choices(("direct", "Hostelworld", "Booking.com", "walk-in"),
                                  weights=(3, 4, 3, 1))[0]
            if channel == "walk-in":
                booked = datetime.datetime(cin.year, cin.month, cin.day, rng.randint(9, 22),
                                           rng.randrange(60))
            beds = rng.choice((1, 1, 1, 2, 2, 4)) if room[3] == "dorm" else 1
            rate = room[5] * (1.1 if cin >= _D(2026, 1, 1) else 1.0)
            full = int(round(rate * beds * nights, -3))
            r = rng.random()
            if r < 0.08 and channel != "walk-in":
                status, total = "cancelled", 0
            elif r < 0.12 and channel != "walk-in":
                status, total = "no_show", int(round(rate * beds, -3))
            elif cout > TODAY:
                status, total = "in_house", full
            else:
                status, total = "checked_out", full
            bfast = "yes" if rng.random() < 0.45 else "no"
            bookings.append((booked, g[0], room[0], cin, cout, beds, channel, status, total, bfast))
            start = cin
    bookings.sort()
    out_bookings = [(n + 1,) + b for n, b in enumerate(bookings)]
    extras = []
    for b in out_bookings:
        if b[8] not in ("checked_out", "in_house"):
            continue
        for _ in range(rng.choice((0, 0, 1, 1, 1, 2, 2))):
            item, cat, price = rng.choice(VN_EXTRAS)
            nights = (b[5] - b[4]).days
            day = b[4] + rng.randrange(nights) * _DAY
            if day > TODAY:
                continue
            at = datetime.datetime(day.year, day.month, day.day, rng.randint(8, 22), rng.randrange(60))
            qty = rng.randint(2, 8) if cat == "bar" else 1
            extras.append((at, b[0], item, cat, price * qty))
    extras.sort()
    out_extras = [(n + 1, e[1], e[2], e[3], e[0], e[4]) for n, e in enumerate(extras)]
    out_rooms = [tuple(r[:8]) for r in rooms + new_rooms]
    return [
        "CREATE TABLE rooms(room_id INTEGER PRIMARY KEY, room_no VARCHAR, branch VARCHAR, kind VARCHAR, "
        "beds INTEGER, rate_vnd INTEGER, aircon VARCHAR, closed_on DATE)",
        "CREATE TABLE guests(guest_id INTEGER PRIMARY KEY, full_name VARCHAR, country VARCHAR, "
        "first_seen DATE, newsletter VARCHAR)",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, booked_at TIMESTAMP, "
        "guest_id INTEGER REFERENCES guests(guest_id), room_id INTEGER REFERENCES rooms(room_id), "
        "check_in DATE, check_out DATE, beds INTEGER, channel VARCHAR, status VARCHAR, total_vnd BIGINT, "
        "breakfast VARCHAR)",
        "CREATE TABLE extras(extra_id INTEGER PRIMARY KEY, stay_ref INTEGER REFERENCES bookings(booking_id), "
        "item VARCHAR, category VARCHAR, sold_at TIMESTAMP, amount_vnd INTEGER)",
        _insert("rooms", out_rooms), _insert("guests", guests), _insert("bookings", out_bookings),
        _insert("extras", out_extras),
    ]


# -------------------------------------------------------------------------------------------------- courier
CA_FIRST = ("Émile", "Gabrielle", "Félix", "Camille", "Olivier", "Léa", "Samuel", "Rosalie", "Mathis",
            "Florence", "Jérémie", "Noémie", "Xavier", "Maude", "Alex", "Sam")
CA_LAST = ("Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin",
           "Pelletier", "Bélanger", "Lévesque")
CA_BOROUGHS = ("Plateau", "Mile End", "Griffintown", "Vieux-Montréal", "Rosemont", "Verdun")
CA_CLIENTS = (
    ("Chez Ginette", "restaurant"), ("Bistro Saint-Viateur", "restaurant"), ("La Bêtise", "restaurant"),
    ("Pho Lien", "restaurant"), ("Dépanneur Café", "restaurant"), ("Boulangerie Guillaume", "restaurant"),
    ("Le Petit Alep", "restaurant"), ("Brasserie Beaubien", "restaurant"), ("Tacos Frida", "restaurant"),
    ("Lavery Légal", "law firm"), ("Fasken Montréal", "law firm"), ("Cabinet Dufresne", "law firm"),
    ("Avocats Roy & Gilles", "law firm"), ("Stein Monast", "law firm"), ("Étude Lapointe", "law firm"),
    ("Imprimerie Laurier", "print shop"), ("Copie Nova", "print shop"), ("Repro Plateau", "print shop"),
    ("Atelier Sérigraphie Rosemont", "print shop"), ("Imprimerie du Canal", "print shop"),
    ("Pharmacie Jean Coutu Mont-Royal", "pharmacy"), ("Pharmaprix Saint-Denis", "pharmacy"),
    ("Pharmacie Verdun", "pharmacy"), ("Uniprix Rosemont", "pharmacy"),
    ("Boutique Unicorn", "boutique"), ("Citizen Vintage", "boutique"), ("Annex Vintage", "boutique"),
    ("Boutique Le Pois Penché", "boutique"), ("Kitsch & Co", "boutique"),
    ("Épicerie Fine Griffin", "boutique"),
    ("Atelier Big City", "architect"), ("Provencher Roy", "architect"), ("Lemay Studio", "architect"),
    ("Atelier Pierre Thibault", "architect"), ("MU Architecture", "architect"),
)


def courier() -> list[str]:
    rng = random.Random(1313)
    names = [f"{f} {la}" for f in CA_FIRST for la in CA_LAST]
    rng.shuffle(names)
    rdrs = []
    for n in range(36):
        if n >= 34:
            joined, left = _day(rng, _D(2026, 12, 1), _D(2026, 12, 10)), None
        else:
            joined = _day(rng, _D(2018, 4, 1), _D(2026, 6, 30))
            left = _day(rng, _D(2025, 3, 1), _D(2026, 11, 30)) if rng.random() < 0.2 else None
            if left is not None and left <= joined + 60 * _DAY:
                left = None
        mbr = "Y" if joined < _D(2025, 9, 1) and rng.random() < 0.85 else "N"
        bike = rng.choice(("cargo", "road", "road", "fixie", "ebike", "ebike"))
        rdrs.append((n + 1, names[n], bike, joined, left, mbr))
    clnts = []
    for n, (nm, typ) in enumerate(CA_CLIENTS):
        acct = "Y" if typ in ("law firm", "architect") or rng.random() < 0.3 else "N"
        clnts.append((n + 1, nm, typ, rng.choice(CA_BOROUGHS), acct))
    silent = {7, 19, 26, 33}
    base = {"restaurant": 900, "law firm": 1400, "print shop": 1200, "pharmacy": 1000, "boutique": 1100,
            "architect": 1500}
    jobs = []
    while len(jobs) < 390:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        if day.weekday() == 6:
            continue
        c = rng.choice([c for c in clnts if c[0] not in silent])
        at = datetime.datetime(day.year, day.month, day.day, rng.randint(8, 18), rng.randrange(60),
                               rng.randrange(60))
        km = round(rng.uniform(0.8, 11.5), 1)
        rush = "Y" if rng.random() < 0.2 else "N"
        price = base[c[2]] + int(km * 180) + (800 if rush == "Y" else 0)
        if day >= _D(2026, 5, 1):
            price = int(price * 1.08)
        r = rng.random()
        if r < 0.06:
            sts, rdr, price, tip = "CXL", None, 0, 0
        else:
            able = [d for d in rdrs[:34] if d[3] <= day and (d[4] is None or d[4] > day)]
            rdr = rng.choice(able)[0]
            sts = "RTN" if r < 0.1 else "DLV"
            tip = 0 if c[4] == "Y" or rng.random() < 0.5 else rng.choice((100, 200, 200, 300, 500))
        jobs.append((at, c[0], rdr, km, price, tip, rush, sts))
    jobs.sort()
    out_jobs = [(n + 1, j[1], j[2], int((j[0] - _EPOCH).total_seconds())) + j[3:] for n, j in enumerate(jobs)]
    months: dict = {}
    for j in jobs:
        c = clnts[j[1] - 1]
        if c[4] == "Y" and j[7] != "CXL":
            key = (j[0].year, j[0].month, c[0])
            months[key] = months.get(key, 0) + j[4]
    invs = []
    for (y, m, cid), amt in sorted(months.items()):
        issued = _D(y + (m == 12), m % 12 + 1, 1)
        if issued > TODAY:
            continue
        paid = issued + rng.randint(5, 45) * _DAY
        if paid > TODAY or rng.random() < 0.05:
            paid = None
        invs.append((len(invs) + 1, cid, f"{y}-{m:02d}", amt, issued, paid))
    return [
        "CREATE TABLE rdrs(id INTEGER, nm VARCHAR, bk VARCHAR, jnd_dt DATE, lft_dt DATE, mbr VARCHAR)",
        "CREATE TABLE clnts(id INTEGER, nm VARCHAR, typ VARCHAR, brgh VARCHAR, acct VARCHAR)",
        "CREATE TABLE jbs(id INTEGER, clnt_id INTEGER, rdr_id INTEGER, pu_unix BIGINT, km DOUBLE, "
        "prc_cts INTEGER, tip_cts INTEGER, rsh VARCHAR, sts VARCHAR)",
        "CREATE TABLE invs(id INTEGER, clnt_id INTEGER, mth VARCHAR, amt_cts INTEGER, iss_dt DATE, "
        "pd_dt DATE)",
        _insert("rdrs", rdrs), _insert("clnts", clnts), _insert("jbs", out_jobs), _insert("invs", invs),
    ]


# -------------------------------------------------------------------------------------------------- tasting
AR_WINES = (  # cepa, linea, code, price in pesos
    ("Malbec", "Joven", "MAL-JOV", 9500), ("Malbec", "Reserva", "MAL-RES", 18500),
    ("Malbec", "Gran Reserva", "MAL-GRA", 42000), ("Cabernet Franc", "Reserva", "CFR-RES", 21000),
    ("Cabernet Franc", "Gran Reserva", "CFR-GRA", 46000), ("Bonarda", "Joven", "BON-JOV", 8500),
    ("Bonarda", "Reserva", "BON-RES", 15500), ("Torrontés", "Joven", "TOR-JOV", 8000),
    ("Chardonnay", "Joven", "CHA-JOV", 9000), ("Chardonnay", "Reserva", "CHA-RES", 17500),
    ("Blend", "Reserva", "BLE-RES", 22000), ("Blend", "Gran Reserva", "BLE-GRA", 55000),
)
AR_NAMES = {"Joven": "Alto Cuyo", "Reserva": "Piedra Infinita", "Gran Reserva": "Don Anselmo"}
AR_FIRST = ("Martín", "Lucía", "Santiago", "Valentina", "Mateo", "Camila", "Joaquín", "Sofía", "Tomás",
            "Julieta", "John", "Sarah", "João", "Ana", "Pierre", "Laura")
AR_LAST = ("González", "Rodríguez", "Fernández", "López", "Martínez", "Pérez", "Gómez", "Sánchez", "Romero",
           "Díaz", "Álvarez", "Silva")
AR_COUNTRIES = ("Argentina", "Argentina", "Argentina", "Brasil", "Brasil", "Chile", "Estados Unidos",
                "Reino Unido", "Alemania")
AR_EXPERIENCES = {"Clásica": 12000, "Premium": 25000, "Maridaje": 45000}


def tasting() -> list[str]:
    rng = random.Random(1414)
    vinos = []
    for cepa, linea, code, price in AR_WINES:
        for year in (2021, 2022, 2023):
            if linea == "Gran Reserva" and year == 2023:
                continue
            if linea == "Joven" and year == 2021:
                continue
            activo = "no" if (linea == "Joven" and year == 2022) or (linea != "Joven" and year == 2021) \
                and rng.random() < 0.6 else "sí"
            nombre = f"{AR_NAMES[linea]} {cepa} {year}"
            vinos.append([f"{code}-{year % 100}", nombre, cepa, linea, year, price + (year == 2021) * 3000,
                          activo])
    vinos.append(["MAL-JOV-24", f"{AR_NAMES['Joven']} Malbec 2024", "Malbec", "Joven", 2024, 10500, "sí"])
    vinos.append(["TOR-JOV-24", f"{AR_NAMES['Joven']} Torrontés 2024", "Torrontés", "Joven", 2024, 9000,
                  "sí"])
    vinos.append(["BLE-GRA-19", f"{AR_NAMES['Gran Reserva']} Blend 2019", "Blend", "Gran Reserva", 2019,
                  78000, "no"])
    never = {"MAL-JOV-24", "TOR-JOV-24", "BLE-GRA-19"}
    names = [f"{f} {la}" for f in AR_FIRST for la in AR_LAST]
    rng.shuffle(names)
    socios = []
    for n in range(96):
        alta = _day(rng, _D(2024, 3, 1), _D(2026, 11, 20))
        baja = _day(rng, alta + 90 * _DAY, alta + 500 * _DAY) if rng.random() < 0.2 else None
        if baja is not None and baja > TODAY:
            baja = None
        pais = rng.choice(AR_COUNTRIES)
        envio = "sí" if rng.random() < 0.55 else "no"
        socios.append((f"S-{1001 + n * 3}", names[n], pais, alta, baja, envio))
    quiet = {s[0] for s in socios[::9]}
    reservas = []
    while len(reservas) < 310:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        if day.weekday() == 0:
            continue  # closed on Mondays
        members = [s for s in socios if s[0] not in quiet and s[3] <= day and (s[4] is None or s[4] > day)]
        socio = rng.choice(members)[0] if members and rng.random() < 0.35 else None
        exp = rng.choices(list(AR_EXPERIENCES), weights=(5, 3, 2))[0]
        personas = rng.choice((1, 2, 2, 2, 3, 4, 4, 6))
        idioma = rng.choices(("español", "inglés", "portugués"), weights=(5, 3, 2))[0]
        price = AR_EXPERIENCES[exp] * (1.25 if day >= _D(2026, 1, 1) else 1.0)
        tarifa = int(round(price * personas * (0.8 if socio else 1.0), -2))
        r = rng.random()
        estado = "cancelada" if r < 0.09 else "ausente" if r < 0.13 else "realizada"
        if estado == "cancelada":
            tarifa = 0
        hour = rng.choice((10, 11, 12, 13, 15, 16, 17))
        reservas.append((datetime.datetime(day.year, day.month, day.day, hour), socio, exp, personas, idioma,
                         tarifa, estado))
    reservas.sort(key=lambda x: (x[0], x[1] or "", x[2], x[3]))
    seq: dict = {}
    out_res = []
    for r in reservas:
        seq[r[0].year] = seq.get(r[0].year, 0) + 1
        out_res.append((f"R-{r[0].year % 100}-{seq[r[0].year]:04d}", r[1], r[0].strftime("%d-%m-%Y")) + r[2:])
    buyers_never = {s[0] for s in socios[4::11]}
    ventas = []
    sellable = [v for v in vinos if v[0] not in never]
    while len(ventas) < 360:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        if day.weekday() == 0:
            continue
        members = [s for s in socios if s[0] not in buyers_never and s[3] <= day
                   and (s[4] is None or s[4] > day)]
        socio = rng.choice(members)[0] if members and rng.random() < 0.4 else None
        vino = rng.choices(sellable, weights=[4 if v[3] == "Joven" else 3 if v[3] == "Reserva" else 1
                                              for v in sellable])[0]
        big = vino[3] == "Gran Reserva"
        botellas = rng.choice((1, 1, 2)) if big else rng.choice((1, 1, 1, 2, 2, 3, 6, 6, 12))
        price = vino[5] * (0.8 if day < _D(2026, 1, 1) else 1.0)
        total = int(round(price * botellas * (0.85 if socio else 1.0), -2))
        at = datetime.datetime(day.year, day.month, day.day, rng.randint(10, 18), rng.randrange(60))
        pago = rng.choices(("efectivo", "tarjeta", "transferencia"), weights=(2, 5, 2))[0]
        ventas.append((at, vino[0], socio, botellas, total, pago))
    ventas.sort(key=lambda x: (x[0], x[1]))
    out_ventas = [(n + 1, v[1], v[2], v[0]) + v[3:] for n, v in enumerate(ventas)]
    return [
        "CREATE TABLE vinos(cod VARCHAR, nombre VARCHAR, cepa VARCHAR, linea VARCHAR, cosecha INTEGER, "
        "precio_ars INTEGER, activo VARCHAR)",
        "CREATE TABLE socios(nro_socio VARCHAR, nombre VARCHAR, pais VARCHAR, alta DATE, baja DATE, "
        "envio VARCHAR)",
        "CREATE TABLE reservas(nro VARCHAR, socio VARCHAR, fecha VARCHAR, experiencia VARCHAR, "
        "personas INTEGER, idioma VARCHAR, tarifa_ars INTEGER, estado VARCHAR)",
        "CREATE TABLE ventas(id INTEGER, vino VARCHAR, socio VARCHAR, fecha_hora TIMESTAMP, "
        "botellas INTEGER, total_ars INTEGER, pago VARCHAR)",
        _insert("vinos", [tuple(v) for v in vinos]), _insert("socios", socios), _insert("reservas", out_res),
        _insert("ventas", out_ventas),
    ]


SCHEMAS_AB = {"hostel": hostel, "courier": courier, "tasting": tasting}
