"""Three held-out workspaces for set Z, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Friday 4 December 2026, the day of the export.

- storage (a self-storage site in Holešovice, Prague, with units on three floors; Czech koruna; DATE and Unix
  seconds): declared PRIMARY KEY / REFERENCES, `leases.unit_id` → `units.unit_id` and `leases.customer_id` →
  `customers.customer_id` on same-named keys, and one named unlike its target, `invoices.lease_no` →
  `leases.lease_id`; units by `unit_no` ('B-114'), `floor` 0, 1 or 2, `size_m2`, `climate` 'ano' for a heated,
  dry unit and 'ne' otherwise, `list_czk` the monthly list price; customers by `name`, `kind` 'private' or
  'business', `ico` the company number (NULL for private people), `district` ('Praha 7'), `registered` DATE
  (three registered in late November 2026 and have rented nothing yet); one `leases` row one unit let to one
  customer, `move_in` and `move_out` DATE (NULL while they still rent it), `rate_czk` the monthly rent agreed
  (the list price, or 10% under it when they came in on a promotion, `promo` 'ano'), `insured` 'ano' when they
  took our contents cover (149 Kč a month more); one `invoices` row one quarter billed in advance, `issued`
  DATE, `amount_czk` three months' rent plus cover, `paid_unix` BIGINT Unix seconds when the money came in
  (NULL while unpaid), `reminders` how many reminder letters went out; so income is `amount_czk` over paid
  invoices, and "owed" the unpaid ones.
- water_taxi (a water-taxi operator on the Bosphorus in Istanbul; Turkish lira, fares in kuruş): no declared
  keys, tables keyed by `id` with `<thing>_id` foreign keys (`trips.boat_id`, `trips.skpr_id`, `trips.from_id`
  and `trips.to_id` both → `piers.id`, `fuel.boat_id`) and abbreviated columns (`nm`, `sd`, `cap`, `yr`,
  `actv`, `lic`, `hired_dt`, `dep_ts`, `pax`, `fare_krs`, `pay`, `sts`, `ltr`, `tl`, `dt`); piers by `nm` and
  `sd` the shore, 'AVR' (European) or 'AND' (Anatolian); boats by `nm`, `cap` seats, `yr` built, `actv` 'E'
  (evet, in service) or 'H' (retired); skippers by `nm`, `lic` licence class 'A' or 'B', `hired_dt` DATE (two
  hired in late November 2026 have not sailed yet), `actv` 'E' or 'H'; one `trips` row one booked crossing,
  `dep_ts` TIMESTAMP, `pax` passengers, `fare_krs` the fare for the whole boat in kuruş (30% up from 1 June
  2026; 0 on a cancelled trip), `pay` 'NAKIT' (cash), 'KART' (card) or 'UYG' (through the app; NULL on a
  cancelled trip), `sts` 'TMM' (done) or 'IPT' (cancelled); one `fuel` row one fill-up, `dt` the day as
  'DD.MM.YYYY' text, `ltr` litres, `tl` what it cost in lira; so takings are `fare_krs / 100` lira over 'TMM'
  trips.
- lang_school (a language school in Budapest's 13th district teaching English, German, Spanish, Italian and
  French to Hungarians and Hungarian to foreigners; forint; Hungarian words): no declared keys, natural text
  codes named unlike their targets: `enrolments.learner` → `students.stu_no` ('S-10414'), `enrolments.crs` →
  `courses.ref` ('EN-B2-26T'), `courses.tutor` → `teachers.code` ('KOVA'); teachers by `name`, `nyelv` the
  language they teach (Hungarian: 'angol', 'német', 'spanyol', 'olasz', 'francia', 'magyar'), `anyanyelvi`
  'igen' when a native speaker, 'nem' otherwise, `ora_huf` their hourly pay, `since` DATE (three joined in
  November 2026 and have no course yet); courses by `ref`, `nyelv`, `lvl` ('A1' to 'C1'), `fmt` 'csoportos' (a
  group), 'egyéni' (one-to-one) or 'online', `starts` DATE, `hrs` teaching hours, `fee_huf` the list fee;
  students by `name`, `born`, `kerulet` the Budapest district in Roman numerals ('XIII.'), `ceg` the employer
  paying (NULL when they pay themselves), `reg` the day they registered as 'YYYY.MM.DD.' text (four in
  November 2026 not yet enrolled); one `enrolments` row one student on one course, `enr_no` ('BE-26-0142'),
  `signed_ts` TIMESTAMP, `fee_huf` what they were charged (the list fee, 10% off when `early` is 'igen'),
  `status` 'jár' (attending), 'befejezte' (finished) or 'lemondta' (dropped out, refunded, fee 0), `fizetve`
  'igen' when paid, `vizsga` 'sikeres' (passed the end-of-course exam), 'sikertelen' (failed) or NULL (not
  taken); so income is `fee_huf` over paid enrolments.

Written blind for set Z (questions_z.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert

TODAY = datetime.date(2026, 12, 4)
_D = datetime.date
_DAY = datetime.timedelta(days=1)
_EPOCH = datetime.datetime(1970, 1, 1)


# -------------------------------------------------------------------------------------------------- storage
CZ_FIRST = ("Jan", "Petr", "Tomáš", "Martin", "Jakub", "Lukáš", "Ondřej", "David", "Eva", "Jana", "Lucie",
            "Petra", "Tereza", "Kateřina", "Markéta", "Veronika")
CZ_LAST = ("Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák",
           "Němec", "Pokorný", "Marek")
CZ_FIRMS = ("Stavby Holešovice s.r.o.", "Antikvariát U Vltavy", "Eventy Praha s.r.o.", "Kavárna Letná",
            "Foto Studio Delta", "Malířství Kouba", "E-shop Hračky.cz", "Archiv Advokáti Dvořák",
            "Divadlo Na Okraji", "Cyklo Servis Troja", "Nábytek Retro s.r.o.", "Zahrady Bubeneč",
            "Tiskárna Letná", "Výstavy a veletrhy s.r.o.", "Stěhování Rychle", "Vinotéka Karlín")
CZ_DISTRICTS = ("Praha 7", "Praha 7", "Praha 7", "Praha 8", "Praha 6", "Praha 1", "Praha 2", "Praha 9",
                "Praha 3")
CZ_SIZES = {1.5: 790, 3.0: 1290, 5.0: 1890, 7.5: 2590, 10.0: 3290, 15.0: 4590}


def storage() -> list[str]:
    rng = random.Random(9494)
    units = []
    for n in range(120):
        floor = n // 40
        size = rng.choices(list(CZ_SIZES), weights=(3, 5, 5, 3, 2, 1))[0]
        climate = "ano" if floor > 0 and rng.random() < 0.5 else "ne"
        price = CZ_SIZES[size] + (300 if climate == "ano" else 0) - (100 if floor == 2 else 0)
        units.append((n + 1, f"{'ABC'[floor]}-{floor}{n % 40 + 1:02d}", floor, size, climate, price))
    fem = {"Novák": "Nováková", "Svoboda": "Svobodová", "Novotný": "Novotná", "Dvořák": "Dvořáková",
           "Černý": "Černá", "Procházka": "Procházková", "Kučera": "Kučerová", "Veselý": "Veselá",
           "Horák": "Horáková", "Němec": "Němcová", "Pokorný": "Pokorná", "Marek": "Marková"}
    people = [f"{f} {fem[la] if f[-1] in 'aeé' else la}" for f in CZ_FIRST for la in CZ_LAST]
    rng.shuffle(people)
    customers = []
    firms = list(CZ_FIRMS)
    for n in range(96):
        if n % 6 == 3 and firms:
            name, kind, ico = firms.pop(0), "business", f"{rng.randint(10000000, 99999999)}"
        else:
            name, kind, ico = people[n], "private", None
        reg = _day(rng, _D(2026, 11, 20), _D(2026, 11, 30)) if n >= 93 else \
            _day(rng, _D(2025, 1, 2), _D(2026, 10, 31))
        customers.append((n + 1, name, kind, ico, rng.choice(CZ_DISTRICTS), reg))
    free_from = {u[0]: _D(2024, 1, 1) for u in units}
    leases = []
    for c in customers[:93]:
        for k in range(rng.choice((1, 1, 1, 1, 2)) if c[2] == "private" else rng.choice((1, 2, 2, 3))):
            move_in = c[5] + rng.randint(0, 20) * _DAY + k * rng.randint(30, 200) * _DAY
            if move_in > TODAY:
                continue
            pool = [u for u in units if free_from[u[0]] <= move_in and u[0] not in (5, 47, 88, 119)]
            if c[2] == "business":
                pool = [u for u in pool if u[3] >= 5.0] or pool
            if not pool:
                continue
            u = rng.choice(pool)
            out = None
            if rng.random() < 0.5:
                out = move_in + rng.randint(45, 330) * _DAY
                if out >= TODAY:
                    out = None
            free_from[u[0]] = (out + _DAY) if out else _D(2099, 1, 1)
            promo = "ano" if rng.random() < 0.2 else "ne"
            rate = round(u[5] * (0.9 if promo == "ano" else 1.0))
            insured = "ano" if rng.random() < 0.35 else "ne"
            leases.append([move_in, u[0], c[0], out, rate, promo, insured])
    leases.sort(key=lambda x: (x[0], x[1]))
    out_leases = [(n + 1, x[1], x[2], x[0], x[3], x[4], x[5], x[6]) for n, x in enumerate(leases)]
    invoices = []
    for lease in out_leases:
        lid, move_in, out, rate, insured = lease[0], lease[3], lease[4], lease[5], lease[7]
        q = 0
        while True:
            mo = move_in.month - 1 + 3 * q
            day = _D(move_in.year + mo // 12, mo % 12 + 1, min(move_in.day, 28))
            if day > TODAY or (out is not None and day > out):
                break
            amount = 3.0 * (rate + (149 if insured == "ano" else 0))
            r = rng.random()
            if (TODAY - day).days < 25 and r < 0.6:
                paid, rem = None, 0
            elif r < 0.05:
                paid, rem = None, rng.choice((2, 3))
            else:
                late = rng.random() < 0.15
                pay_day = day + (rng.randint(16, 45) if late else rng.randint(0, 13)) * _DAY
                if pay_day > TODAY:
                    pay_day = TODAY
                at = datetime.datetime(pay_day.year, pay_day.month, pay_day.day, rng.randint(7, 20),
                                       rng.randrange(60), rng.randrange(60))
                paid, rem = int((at - _EPOCH).total_seconds()), (1 if late else 0)
            invoices.append((day, lid, amount, paid, rem))
            q += 1
    invoices.sort(key=lambda x: (x[0], x[1]))
    out_inv = [(n + 1, x[1], x[0], x[2], x[3], x[4]) for n, x in enumerate(invoices)]
    return [
        "CREATE TABLE units(unit_id INTEGER PRIMARY KEY, unit_no VARCHAR, floor INTEGER, size_m2 DOUBLE, "
        "climate VARCHAR, list_czk INTEGER)",
        "CREATE TABLE customers(customer_id INTEGER PRIMARY KEY, name VARCHAR, kind VARCHAR, ico VARCHAR, "
        "district VARCHAR, registered DATE)",
        "CREATE TABLE leases(lease_id INTEGER PRIMARY KEY, unit_id INTEGER REFERENCES units(unit_id), "
        "customer_id INTEGER REFERENCES customers(customer_id), move_in DATE, move_out DATE, "
        "rate_czk INTEGER, promo VARCHAR, insured VARCHAR)",
        "CREATE TABLE invoices(invoice_id INTEGER PRIMARY KEY, lease_no INTEGER REFERENCES leases(lease_id), "
        "issued DATE, amount_czk DOUBLE, paid_unix BIGINT, reminders INTEGER)",
        _insert("units", units), _insert("customers", customers), _insert("leases", out_leases),
        _insert("invoices", out_inv),
    ]


# ----------------------------------------------------------------------------------------------- water_taxi
TR_PIERS = (("Karaköy", "AVR"), ("Kabataş", "AVR"), ("Beşiktaş", "AVR"), ("Ortaköy", "AVR"),
            ("Kuruçeşme", "AVR"), ("Arnavutköy", "AVR"), ("Bebek", "AVR"), ("Rumelihisarı", "AVR"),
            ("Emirgan", "AVR"), ("İstinye", "AVR"), ("Yeniköy", "AVR"), ("Tarabya", "AVR"),
            ("Sarıyer", "AVR"),
            ("Eminönü", "AVR"), ("Balat", "AVR"), ("Eyüp", "AVR"), ("Kasımpaşa", "AVR"),
            ("Üsküdar", "AND"), ("Kuzguncuk", "AND"), ("Beylerbeyi", "AND"), ("Çengelköy", "AND"),
            ("Kandilli", "AND"), ("Anadoluhisarı", "AND"), ("Kanlıca", "AND"), ("Çubuklu", "AND"),
            ("Paşabahçe", "AND"), ("Beykoz", "AND"), ("Kadıköy", "AND"), ("Moda", "AND"), ("Harem", "AND"),
            ("Anadolukavağı", "AND"))
TR_FIRST = ("Mehmet", "Mustafa", "Ahmet", "Ali", "Hüseyin", "Hasan", "İbrahim", "Murat", "Emre", "Burak",
            "Kemal", "Serkan", "Ayşe", "Elif", "Zeynep")
TR_LAST = ("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan",
           "Kılıç", "Aslan")
TR_BOATS = ("Martı", "Lodos", "Poyraz", "Yakamoz", "Vira", "Pruva", "Pupa", "Rüzgar", "Dalga", "Mavi",
            "Boğaziçi", "Kordon", "Palamut", "Lüfer", "Çipura", "Levrek", "Kalkan", "Hamsi", "Istavrit",
            "Yunus", "Fener", "Liman", "Demir", "Kumru", "Albatros", "Karabatak", "Ada", "Kıyı", "Meltem",
            "Gündoğdu", "Karayel", "Imbat")


def water_taxi() -> list[str]:
    rng = random.Random(9595)
    piers = [(n + 1, nm, sd) for n, (nm, sd) in enumerate(TR_PIERS)]
    boats = []
    for n, nm in enumerate(TR_BOATS):
        actv = "H" if n in (3, 11, 20, 27) else "E"
        boats.append((n + 1, nm, rng.choice((8, 10, 10, 12, 12, 16)), rng.randint(2008, 2024), actv))
    names = [f"{f} {la}" for f in TR_FIRST for la in TR_LAST]
    rng.shuffle(names)
    skprs = []
    for n in range(36):
        if n >= 34:
            hired, actv = _day(rng, _D(2026, 11, 16), _D(2026, 11, 30)), "E"
        else:
            hired = _day(rng, _D(2018, 1, 1), _D(2025, 6, 30))
            actv = "H" if rng.random() < 0.12 else "E"
        skprs.append((n + 1, names[n], rng.choice(("A", "A", "B")), hired, actv))
    sailing = [s for s in skprs[:34]]
    trips = []
    while len(trips) < 395:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        summer = day.month in (5, 6, 7, 8, 9)
        if not summer and rng.random() < 0.35:
            continue
        a, b = rng.sample(piers, 2)
        dist = abs(a[0] - b[0]) + (6 if a[2] != b[2] else 0)
        pax = rng.choice((1, 2, 2, 3, 4, 4, 5, 6, 8, 10))
        boat = rng.choice([x for x in boats if x[3] >= pax and (x[4] == "E" or day < _D(2026, 3, 1))])
        skpr = rng.choice([s for s in sailing if s[3] <= day])
        at = datetime.datetime(day.year, day.month, day.day, rng.randint(7, 23), rng.choice((0, 10, 20, 30,
                                                                                             40, 50)))
        base = 1200 + 85 * dist + (300 if at.hour >= 21 else 0)
        if day >= _D(2026, 6, 1):
            base *= 1.3
        if rng.random() < 0.07:
            sts, fare, pay = "IPT", 0, None
        else:
            sts, fare = "TMM", int(round(base / 10)) * 1000
            pay = rng.choices(("NAKIT", "KART", "UYG"), weights=(2, 5, 4 if day.year == 2026 else 2))[0]
        trips.append((at, boat[0], skpr[0], a[0], b[0], pax, fare, pay, sts))
    trips.sort()
    out_trips = [(n + 1, t[1], t[2], t[3], t[4], t[0]) + t[5:] for n, t in enumerate(trips)]
    fuel = []
    for _ in range(120):
        boat = rng.choice(boats)
        day = _day(rng, _D(2025, 1, 1), _D(2026, 2, 27) if boat[4] == "H" else TODAY)
        ltr = float(rng.randint(25, 90))
        price = 42.5 if day < _D(2025, 7, 1) else 47.9 if day < _D(2026, 3, 1) else 55.3
        fuel.append((day, boat[0], ltr, round(ltr * price, 2)))
    fuel.sort()
    out_fuel = [(n + 1, f[1], f[0].strftime("%d.%m.%Y"), f[2], f[3]) for n, f in enumerate(fuel)]
    return [
        "CREATE TABLE piers(id INTEGER, nm VARCHAR, sd VARCHAR)",
        "CREATE TABLE boats(id INTEGER, nm VARCHAR, cap INTEGER, yr INTEGER, actv VARCHAR)",
        "CREATE TABLE skprs(id INTEGER, nm VARCHAR, lic VARCHAR, hired_dt DATE, actv VARCHAR)",
        "CREATE TABLE trips(id INTEGER, boat_id INTEGER, skpr_id INTEGER, from_id INTEGER, to_id INTEGER, "
        "dep_ts TIMESTAMP, pax INTEGER, fare_krs INTEGER, pay VARCHAR, sts VARCHAR)",
        "CREATE TABLE fuel(id INTEGER, boat_id INTEGER, dt VARCHAR, ltr DOUBLE, tl DOUBLE)",
        _insert("piers", piers), _insert("boats", boats), _insert("skprs", skprs),
        _insert("trips", out_trips), _insert("fuel", out_fuel),
    ]


# ---------------------------------------------------------------------------------------------- lang_school
HU_FIRST = ("Bence", "Máté", "Levente", "Dávid", "Balázs", "Gergő", "Péter", "Tamás", "Anna", "Réka",
            "Eszter", "Zsófia", "Katalin", "Dóra", "Nóra", "Viktória")
HU_LAST = ("Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár", "Németh", "Farkas",
           "Balogh", "Papp", "Takács", "Juhász")
HU_FOREIGN = ("Lucas Martin", "Sophie Müller", "Kenji Sato", "Aylin Demir", "James O'Brien", "Priya Nair",
              "Marco Rossi", "Chen Wei", "Olena Kovalenko", "Tom Becker")
HU_LANGS = {"angol": ("EN", 5), "német": ("DE", 3), "spanyol": ("ES", 2), "olasz": ("IT", 1),
            "francia": ("FR", 1), "magyar": ("HU", 2)}
HU_TEACHERS = (("KOVA", "Kovács Andrea", "angol", "nem"), ("SMIJ", "John Smith", "angol", "igen"),
               ("BROW", "Emma Brown", "angol", "igen"), ("NAGZ", "Nagy Zoltán", "angol", "nem"),
               ("TOTE", "Tóth Eszter", "angol", "nem"), ("WILS", "Mark Wilson", "angol", "igen"),
               ("HORB", "Horváth Bea", "angol", "nem"), ("KELL", "Sarah Kelly", "angol", "igen"),
               ("SZAP", "Szabó Péter", "angol", "nem"), ("FARK", "Farkas Kinga", "angol", "nem"),
               ("MULL", "Jonas Müller", "német", "igen"), ("VARG", "Varga Gábor", "német", "nem"),
               ("SCHN", "Anna Schneider", "német", "igen"), ("KISR", "Kiss Réka", "német", "nem"),
               ("MOLD", "Molnár Dóra", "német", "nem"), ("WEBE", "Lukas Weber", "német", "igen"),
               ("GARC", "Lucía García", "spanyol", "igen"), ("PAPT", "Papp Tamás", "spanyol", "nem"),
               ("LOPE", "Diego López", "spanyol", "igen"), ("ROSS", "Giulia Rossi", "olasz", "igen"),
               ("BALO", "Balogh Ilona", "olasz", "nem"), ("BIAN", "Luca Bianchi", "olasz", "igen"),
               ("DUBO", "Claire Dubois", "francia", "igen"), ("TAKA", "Takács Judit", "francia", "nem"),
               ("MORE", "Julien Moreau", "francia", "igen"), ("JUHA", "Juhász Márta", "magyar", "igen"),
               ("NEMK", "Németh Kata", "magyar", "igen"), ("SIPO", "Sipos Ádám", "magyar", "igen"),
               ("LAKA", "Lakatos Vera", "magyar", "igen"), ("FEHE", "Fehér Lili", "angol", "nem"),
               ("BAKO", "Bakó Imre", "német", "nem"), ("CSON", "Csonka Rita", "spanyol", "nem"))
HU_DISTRICTS = ("XIII.", "XIII.", "XIII.", "V.", "VI.", "VII.", "XI.", "II.", "III.", "IV.", "XIV.")
HU_FIRMS = ("Richter Gedeon", "MOL Nyrt.", "OTP Bank", "Telekom", "Bosch Budapest", "Morgan Stanley")


def lang_school() -> list[str]:
    rng = random.Random(9696)
    teachers = []
    for n, (code, name, nyelv, native) in enumerate(HU_TEACHERS):
        pay = rng.choice((5500, 6000, 6500, 7000)) + (1000 if native == "igen" else 0)
        since = _day(rng, _D(2026, 11, 2), _D(2026, 11, 27)) if n >= 29 else \
            _day(rng, _D(2015, 1, 1), _D(2024, 12, 31))
        teachers.append((code, name, nyelv, native, pay, since))
    courses = []
    seq: dict = {}
    for n in range(64):
        nyelv = rng.choices(list(HU_LANGS), weights=[w for _, w in HU_LANGS.values()])[0]
        term = rng.choice(("25T", "25O", "26T", "26O", "26N"))  # tavasz, ősz, nyár
        starts = {"25T": _D(2025, 2, 3), "25O": _D(2025, 9, 8), "26T": _D(2026, 2, 2), "26O": _D(2026, 9, 7),
                  "26N": _D(2026, 6, 29)}[term] + rng.choice((0, 0, 7, 14)) * _DAY
        lvl = rng.choices(("A1", "A2", "B1", "B2", "C1"), weights=(4, 3, 4, 3, 1))[0]
        fmt = rng.choices(("csoportos", "egyéni", "online"), weights=(6, 2, 3))[0]
        hrs = 20 if fmt == "egyéni" else 30 if term == "26N" else 60
        fee = {"csoportos": 1500, "online": 1200, "egyéni": 9000}[fmt] * hrs + (5000 if lvl == "C1" else 0)
        fee = int(round(fee * (1.08 if starts.year == 2026 else 1.0), -3))
        key = f"{HU_LANGS[nyelv][0]}-{lvl}-{term}"
        seq[key] = seq.get(key, 0) + 1
        ref = key if seq[key] == 1 else f"{key}{seq[key]}"
        tutor = rng.choice([t for t in teachers[:29] if t[2] == nyelv])[0]
        courses.append((ref, nyelv, lvl, fmt, starts, hrs, fee, tutor))
    students = []
    hu = [f"{la} {f}" for f in HU_FIRST for la in HU_LAST]
    rng.shuffle(hu)
    for n in range(170):
        name = HU_FOREIGN[n // 17] if n % 17 == 5 else hu[n]
        reg = _day(rng, _D(2026, 11, 5), _D(2026, 11, 28)) if n >= 166 else \
            _day(rng, _D(2024, 11, 1), _D(2026, 8, 31))
        ceg = rng.choice(HU_FIRMS) if rng.random() < 0.2 else None
        students.append((f"S-{10400 + n * 7}", name, rng.randint(1960, 2008), rng.choice(HU_DISTRICTS), ceg,
                         reg, n % 17 == 5))
    enrolments = []
    for s in students[:166]:
        k = rng.choice((1, 1, 1, 2, 2, 3))
        opts = [c for c in courses if c[4] >= s[5] - 10 * _DAY
                and (c[1] == "magyar") == s[6] and c[4] <= TODAY + 10 * _DAY]
        for c in rng.sample(opts, min(k, len(opts))):
            signed = max(s[5], c[4] - rng.randint(3, 40) * _DAY)
            if signed > TODAY:
                continue
            at = datetime.datetime(signed.year, signed.month, signed.day, rng.randint(8, 20),
                                   rng.randrange(60))
            early = "igen" if (c[4] - signed).days >= 30 else "nem"
            fee = int(c[6] * (0.9 if early == "igen" else 1.0))
            end = c[4] + {30: 6, 20: 10, 60: 15}[c[5]] * 7 * _DAY
            if rng.random() < 0.08:
                status, fee, fizetve, vizsga = "lemondta", 0, "nem", None
            else:
                status = "befejezte" if end < TODAY else "jár"
                fizetve = "igen" if rng.random() < (0.97 if status == "befejezte" else 0.8) or s[4] else "nem"
                vizsga = None if status == "jár" or rng.random() < 0.3 else \
                    ("sikeres" if rng.random() < 0.82 else "sikertelen")
            enrolments.append([at, s[0], c[0], fee, early, status, fizetve, vizsga])
    enrolments.sort()
    seq = {}
    out_enr = []
    for at, learner, crs, fee, early, status, fizetve, vizsga in enrolments:
        seq[at.year] = seq.get(at.year, 0) + 1
        out_enr.append((f"BE-{at.year % 100}-{seq[at.year]:04d}", learner, crs, at, fee, early, status,
                        fizetve, vizsga))
    out_students = [s[:5] + (s[5].strftime("%Y.%m.%d."),) for s in students]
    return [
        "CREATE TABLE teachers(code VARCHAR, name VARCHAR, nyelv VARCHAR, anyanyelvi VARCHAR, "
        "ora_huf INTEGER, since DATE)",
        "CREATE TABLE courses(ref VARCHAR, nyelv VARCHAR, lvl VARCHAR, fmt VARCHAR, starts DATE, "
        "hrs INTEGER, fee_huf INTEGER, tutor VARCHAR)",
        "CREATE TABLE students(stu_no VARCHAR, name VARCHAR, born INTEGER, kerulet VARCHAR, ceg VARCHAR, "
        "reg VARCHAR)",
        "CREATE TABLE enrolments(enr_no VARCHAR, learner VARCHAR, crs VARCHAR, signed_ts TIMESTAMP, "
        "fee_huf INTEGER, early VARCHAR, status VARCHAR, fizetve VARCHAR, vizsga VARCHAR)",
        _insert("teachers", teachers), _insert("courses", courses), _insert("students", out_students),
        _insert("enrolments", out_enr),
    ]


SCHEMAS_Z = {"storage": storage, "water_taxi": water_taxi, "lang_school": lang_school}
