"""Three held-out workspaces for set AG, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Monday 21 December 2026, the day of the export.

- fahrschule (a driving school on the Lendplatz in Graz, Austria, Fahrschule Lendplatz, training learners for
  the car (B), motorbike (A), moped (AM) and trailer (BE) licences; euros, to the cent; German names; DATE,
  with a lesson's time of day as 'HH:MM' text): no declared keys, one named unlike its target,
  `fahrstunden.schueler` → `schueler.schueler_nr`, and one same-named, `pruefungen.schueler_nr` →
  `schueler.schueler_nr`; learners (`schueler`) by `vorname` and `nachname`, `geb_jahr` the year of birth,
  `bezirk` where they live ('Lend', 'Gries', 'Jakomini', 'Geidorf', 'St. Leonhard', 'Eggenberg', 'Andritz',
  'Graz-Umgebung'), `klasse` 'B', 'A', 'AM' or 'BE', `angemeldet` DATE the day they signed up, `kurs_eur` the
  course fee paid on signing up (theory course and the basic training; B 1190, A 790, AM 249, BE 390, and
  1249, 829, 259, 409 from 1 January 2026), `stand` 'AKT' (still in training), 'FS' (passed, has the licence)
  or 'ABB' (dropped out; six signed up in December 2026 have had no lesson yet); one `fahrstunden` row one
  driving lesson booked, `datum` DATE, `uhrzeit` ('HH:MM' text), `einheiten` one or two 50-minute units, `art`
  'Stadt' (town), 'Überland' (country roads), 'Autobahn' or 'Nacht' (night drive), `fahrlehrer` the
  instructor's first name ('Gernot', 'Sabine', 'Petra', 'Mario', 'Kurt'), `status` 'G' (gefahren, driven), 'A'
  (abgesagt, called off in time, free), 'N' (nicht erschienen, no-show, still charged) or 'P' (geplant, booked
  for the days after the export), `betrag_eur` what was charged (the units times the rate of the day, B and BE
  64.00 a unit, A 72.00, AM 52.00, and 68.00, 76.00, 55.00 from 1 January 2026; 0 when called off, NULL while
  planned); one `pruefungen` row one exam sat, `datum` DATE, `teil` 'Theorie' (the computer test) or 'Praxis'
  (the driving test; BE learners only sit this), `ergebnis` 'positiv' (passed) or 'negativ' (failed, most sit
  it again later), `gebuehr_eur` the exam fee we pass on (Theorie 32.00, Praxis 110.00).
- croquetas (a pet-food subscription box in Guadalajara, Mexico, Croqueta Feliz, sending a monthly box of
  kibble and treats for a dog or a cat, started in September 2025; Mexican pesos, whole pesos; Spanish
  names; DATE): declared PRIMARY KEY / REFERENCES, `mascotas.cliente_id` → `clientes.cliente_id` and
  `envios.mascota_id` → `mascotas.mascota_id` on same-named keys, and one named unlike its target, a
  self-reference, `clientes.referido_por` → `clientes.cliente_id` (the customer who recommended them, NULL
  for most); customers (`clientes`) by `nombre`, `ciudad` ('Guadalajara', 'Zapopan', 'Tlaquepaque', 'Tonalá'
  in the metro area, and 'CDMX', 'Monterrey', 'León', 'Querétaro'), `alta` DATE (five opened an account in
  December 2026 and have no pet signed up yet), `correo` (sometimes NULL); pets (`mascotas`, one
  subscription each) by `nombre` ('Canela', 'Michi'), `especie` 'perro' or 'gato', `talla` 'chica', 'mediana'
  or 'grande' (dogs only, NULL for cats), `plan` 'Básico', 'Premium' or 'Sin granos' (grain-free),
  `precio_mxn` today's price of the monthly box (8% up on 1 February 2026), `kg_caja` kilos of food in a box,
  `inicio` DATE the subscription started, `estado` 'activa', 'pausada' (on hold, no boxes for now) or
  'cancelada', `baja` DATE when cancelled (NULL otherwise); one `envios` row one box shipped, `fecha` DATE,
  `importe_mxn` what the customer paid for it (the price of the day, 30% off the first box with the coupon
  'BIENVENIDA' in `cupon`, NULL otherwise), `paqueteria` the courier ('Estafeta', 'DHL', '99minutos' in the
  metro area only, 'Paquetexpress'), `costo_envio_mxn` what the courier charged us, `estatus` 'ENT'
  (entregado, delivered), 'DEV' (devuelto, came back and the money was refunded) or 'TRN' (still on its way).
- studio (a recording studio in Osu, Accra, Ghana, Osu Sound Lab, with a live room, a vocal booth and a mixing
  suite; Ghana cedis, in pesewas; dates as 'DD/MM/YYYY' text): no declared keys, short names and codes,
  `bkgs.cl` → `clients.cid` and `pmts.bkg` → `bkgs.ref` ('OSL-0042'); clients by `nm` (a stage name, a label,
  a church choir, an ad agency or a podcast), `typ` 'ART' (artist), 'LBL' (record label), 'CHR' (church),
  'AGY' (ad agency) or 'POD' (podcast), `city` ('Accra', 'Tema', 'Kumasi', 'Takoradi', 'Cape Coast', 'Lagos'),
  `joined` ('DD/MM/YYYY' text; four who joined in December 2026 have booked nothing yet), `ph` (sometimes
  NULL); one `bkgs` row one session booked, `dt` ('DD/MM/YYYY' text), `st_hr` the hour it starts, `hrs`, `svc`
  'REC' (recording), 'MIX' (mixing), 'MST' (mastering), 'REH' (rehearsal, no engineer) or 'VO' (voice-over),
  `rm` 'LIVE', 'VOC' (the vocal booth) or 'SUITE' (the mixing suite), `eng` the engineer's first name
  ('Kwame', 'Efua', 'Kojo', 'Nii'; NULL on a rehearsal), `sts` 'DONE', 'CXL' (cancelled in time, nothing
  charged), 'NS' (no-show, half the fee kept) or 'BKD' (booked for after the export), `fee_gp` the fee in
  pesewas (the hours times the room's rate an hour, LIVE 450, VOC 300, SUITE 350 cedis, 15% more from 1 March
  2026; 0 when cancelled, the fee quoted on an upcoming one); one `pmts` row one payment received, `bkg` the
  booking it pays for, `pd` ('DD/MM/YYYY' text), `amt_gp` in pesewas, `via` 'MOMO' (mobile money), 'CASH',
  'BANK' or 'CARD'; bigger sessions pay a half deposit ahead and the balance after, the others on the day or
  later, and some balances and some whole sessions are still owed; so income is `amt_gp / 100` cedis. The
  clients go back to 2023, the bookings and payments kept in this system go back to January 2025.

Written blind for set AG (questions_ag.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

TODAY = datetime.date(2026, 12, 21)
_D = datetime.date
_DAY = datetime.timedelta(days=1)


def _pick_day(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.date:
    return start + rng.randint(0, (end - start).days) * _DAY


def _sql_value(value) -> str:
    if value is None:
        return "NULL"
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


# ----------------------------------------------------------------------------------------------- fahrschule
AT_FIRST = ("Lukas", "Tobias", "David", "Jakob", "Florian", "Maximilian", "Elias", "Simon", "Felix", "Paul",
            "Julian", "Fabian", "Anna", "Laura", "Lena", "Sarah", "Julia", "Hannah", "Sophie", "Katharina",
            "Lisa", "Valentina", "Magdalena", "Theresa")
AT_LAST = ("Gruber", "Huber", "Wagner", "Pichler", "Steiner", "Moser", "Mayer", "Hofer", "Leitner", "Berger",
           "Fuchs", "Eder", "Fischer", "Schmid", "Winkler", "Weber", "Reiter", "Strobl", "Kogler", "Pölzl")
AT_BEZIRKE = (("Lend", 4), ("Gries", 4), ("Jakomini", 3), ("Geidorf", 3), ("St. Leonhard", 2),
              ("Eggenberg", 3), ("Andritz", 2), ("Graz-Umgebung", 5))
AT_KURS = {"B": (1190.0, 1249.0), "A": (790.0, 829.0), "AM": (249.0, 259.0), "BE": (390.0, 409.0)}
AT_RATE = {"B": (64.0, 68.0), "BE": (64.0, 68.0), "A": (72.0, 76.0), "AM": (52.0, 55.0)}
AT_ARTEN = {"B": (("Stadt", 4), ("Überland", 3), ("Autobahn", 2), ("Nacht", 2)),
            "BE": (("Stadt", 1), ("Überland", 3), ("Autobahn", 1)),
            "A": (("Stadt", 2), ("Überland", 3)), "AM": (("Stadt", 1),)}
AT_LEHRER = {"B": (("Gernot", 4), ("Sabine", 4), ("Petra", 3), ("Mario", 1)),
             "BE": (("Gernot", 1), ("Mario", 1)), "A": (("Kurt", 3), ("Mario", 1)), "AM": (("Kurt", 1),)}


def _w(rng: random.Random, pairs) -> str:
    return rng.choices([p for p, _ in pairs], weights=[w for _, w in pairs])[0]


def _weekday(day: datetime.date) -> datetime.date:
    return day + _DAY if day.weekday() == 6 or (day.month, day.day) in ((12, 25), (12, 26), (1, 1)) else day


def _at_uhrzeit(rng: random.Random, art: str) -> str:
    if art == "Nacht":
        return rng.choice(("18:00", "18:30", "19:00", "19:30", "20:00"))
    return f"{rng.randint(7, 16):02d}:{rng.choice(('00', '30'))}"


def fahrschule() -> list[str]:
    rng = random.Random(4411)
    names = [(f, la) for f in AT_FIRST for la in AT_LAST]
    rng.shuffle(names)
    bezirke = [b for b, w in AT_BEZIRKE for _ in range(w)]
    people = []
    for n in range(128):
        day = _pick_day(rng, _D(2025, 1, 7), _D(2026, 11, 27)) if n < 122 else \
            _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 18))
        klasse = rng.choices(("B", "A", "AM", "BE"), weights=(62, 15, 13, 10))[0]
        born = {"B": rng.choice((rng.randint(1978, 2005), rng.randint(2006, 2009), rng.randint(2007, 2009))),
                "A": rng.randint(1975, 2007), "AM": rng.randint(2010, 2011),
                "BE": rng.randint(1968, 2002)}[klasse]
        people.append([day, names[n][0], names[n][1], born, rng.choice(bezirke), klasse])
    people.sort(key=lambda p: (p[0], p[2], p[1]))
    schueler, lessons, exams = [], [], []
    for n, (day, vor, nach, born, bezirk, klasse) in enumerate(people):
        nr = 3001 + n
        kurs = AT_KURS[klasse][1 if day >= _D(2026, 1, 1) else 0]
        if day >= _D(2026, 12, 1):
            schueler.append((nr, vor, nach, born, bezirk, klasse, day, kurs, "AKT"))
            continue
        quits = rng.random() < 0.09
        k = {"B": rng.randint(2, 5), "A": rng.randint(2, 4), "AM": rng.randint(1, 2),
             "BE": rng.randint(1, 2)}[klasse]
        if quits:
            k = 1
        when = day + rng.randint(10, 40) * _DAY
        if klasse != "BE":  # the theory exam, a few weeks in
            tday = _weekday(day + rng.randint(25, 60) * _DAY)
            while tday <= TODAY:
                ok = rng.random() < 0.8
                exams.append((tday, nr, "Theorie", "positiv" if ok else "negativ", 32.0))
                if ok:
                    break
                tday = _weekday(tday + rng.randint(14, 30) * _DAY)
        last, driven = None, False
        for _ in range(k):
            when = _weekday(_weekday(when))
            if when > TODAY + 9 * _DAY:
                break
            art = _w(rng, AT_ARTEN[klasse])
            units = 2 if art in ("Überland", "Autobahn") and rng.random() < 0.5 else 1
            rate = AT_RATE[klasse][1 if when >= _D(2026, 1, 1) else 0]
            if when > TODAY:
                status, betrag = "P", None
            else:
                r = rng.random()
                status = "A" if r < 0.08 else "N" if r < 0.14 else "G"
                betrag = 0.0 if status == "A" else units * rate
            lessons.append((when, _at_uhrzeit(rng, art), nr, units, art, _w(rng, AT_LEHRER[klasse]), status,
                            betrag))
            last = when if status != "P" else last
            driven = driven or status == "G"
            when += rng.randint(6, 30) * _DAY
        stand = "ABB" if quits else "AKT"
        if not quits and driven and not any(r[2] == nr and r[6] == "P" for r in lessons):
            pday = _weekday(last + rng.randint(7, 25) * _DAY)
            while pday <= TODAY:
                ok = rng.random() < (0.78 if klasse in ("A", "AM") else 0.68)
                exams.append((pday, nr, "Praxis", "positiv" if ok else "negativ", 110.0))
                if ok:
                    stand = "FS"
                    break
                pday = _weekday(pday + rng.randint(14, 35) * _DAY)
        schueler.append((nr, vor, nach, born, bezirk, klasse, day, kurs, stand))
    lessons.sort(key=lambda r: (r[0], r[1], r[2]))
    out_lessons = [(n + 1, r[2], r[0], r[1], r[3], r[4], r[5], r[6], r[7]) for n, r in enumerate(lessons)]
    exams.sort(key=lambda r: (r[0], r[1]))
    out_exams = [(n + 1, r[1], r[0], r[2], r[3], r[4]) for n, r in enumerate(exams)]
    return [
        "CREATE TABLE schueler(schueler_nr INTEGER, vorname VARCHAR, nachname VARCHAR, geb_jahr INTEGER, "
        "bezirk VARCHAR, klasse VARCHAR, angemeldet DATE, kurs_eur DOUBLE, stand VARCHAR)",
        "CREATE TABLE fahrstunden(nr INTEGER, schueler INTEGER, datum DATE, uhrzeit VARCHAR, "
        "einheiten INTEGER, art VARCHAR, fahrlehrer VARCHAR, status VARCHAR, betrag_eur DOUBLE)",
        "CREATE TABLE pruefungen(pruefung_nr INTEGER, schueler_nr INTEGER, datum DATE, teil VARCHAR, "
        "ergebnis VARCHAR, gebuehr_eur DOUBLE)",
        _rows_sql("schueler", schueler), _rows_sql("fahrstunden", out_lessons),
        _rows_sql("pruefungen", out_exams),
    ]


# ------------------------------------------------------------------------------------------------ croquetas
MX_FIRST = ("María", "José", "Guadalupe", "Juan", "Fernanda", "Luis", "Daniela", "Carlos", "Sofía", "Miguel",
            "Valeria", "Jorge", "Ximena", "Alejandro", "Regina", "Diego", "Andrea", "Ricardo")
MX_LAST = ("Hernández", "García", "Martínez", "López", "González", "Rodríguez", "Pérez", "Sánchez",
           "Ramírez", "Flores", "Gómez", "Torres", "Díaz", "Vázquez", "Castillo", "Orozco")
MX_CITIES = (("Guadalajara", 9), ("Zapopan", 7), ("Tlaquepaque", 3), ("Tonalá", 2), ("CDMX", 3),
             ("Monterrey", 2), ("León", 1), ("Querétaro", 1))
MX_METRO = ("Guadalajara", "Zapopan", "Tlaquepaque", "Tonalá")
MX_DOGS = ("Canela", "Firulais", "Max", "Luna", "Rocky", "Nala", "Toby", "Kira", "Bruno", "Chispa", "Coco",
           "Lola", "Thor", "Frida", "Pancho", "Negrito", "Maya", "Zeus")
MX_CATS = ("Michi", "Mishi", "Pelusa", "Garfield", "Nieve", "Salem", "Tigre", "Mimí", "Oreo", "Pantera",
           "Bigotes", "Luna")
MX_PRICE = {  # (especie, talla): Básico, Premium, Sin granos; and kilos in a box
    ("perro", "chica"): ((449, 629, 719), 3), ("perro", "mediana"): ((649, 899, 999), 7),
    ("perro", "grande"): ((849, 1189, 1319), 12), ("gato", None): ((429, 599, 689), 3)}
MX_PLANS = ("Básico", "Premium", "Sin granos")
MX_COURIER = {"Estafeta": 118, "DHL": 149, "99minutos": 79, "Paquetexpress": 109}


def croquetas() -> list[str]:
    rng = random.Random(4522)
    names = []
    while len(names) < 60:
        a, b = rng.sample(MX_LAST, 2)
        name = f"{rng.choice(MX_FIRST)} {a} {b}"
        if name not in names:
            names.append(name)
    cities = [c for c, w in MX_CITIES for _ in range(w)]
    clientes = []
    for n in range(60):
        alta = _D(2025, 9, 1) + int(445 * rng.random() ** 0.6) * _DAY if n < 55 else \
            _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 19))
        clientes.append([alta, names[n], rng.choice(cities)])
    clientes.sort()
    pull = {}
    out_clientes = []
    for n, (alta, nombre, ciudad) in enumerate(clientes):
        ref = None
        earlier = [c for c in out_clientes if c[3] <= alta - 14 * _DAY]
        if earlier and rng.random() < 0.3:
            weights = [pull.setdefault(c[0], rng.choice((1, 1, 1, 2, 4, 7))) for c in earlier]
            ref = rng.choices(earlier, weights=weights)[0][0]
        user = nombre.split()
        correo = None if rng.random() < 0.12 else \
            f"{user[0].lower()}.{user[1].lower()}".translate(str.maketrans("áéíóú", "aeiou")) + \
            rng.choice(("@gmail.com", "@hotmail.com", "@outlook.com", "@yahoo.com.mx"))
        out_clientes.append((n + 1, nombre, ciudad, alta, ref, correo))
    mascotas = []
    for c in out_clientes:
        if c[3] >= _D(2026, 12, 1):
            continue
        k = rng.choices((1, 2, 3), weights=(20, 4, 1))[0]
        for j in range(k):
            especie = "perro" if rng.random() < 0.6 else "gato"
            talla = rng.choices(("chica", "mediana", "grande"), weights=(3, 4, 3))[0] \
                if especie == "perro" else None
            prices, kg = MX_PRICE[(especie, talla)]
            plan = rng.choices(MX_PLANS, weights=(5, 3, 2))[0]
            price = prices[MX_PLANS.index(plan)]
            nombre = rng.choice(MX_DOGS if especie == "perro" else MX_CATS)
            inicio = c[3] if j == 0 else c[3] + rng.randint(20, 120) * _DAY
            if inicio > TODAY:
                inicio = c[3]
            r = rng.random()
            estado, baja = "activa", None
            if r < 0.36:
                baja = inicio + rng.randint(40, 240) * _DAY
                if baja < TODAY - 3 * _DAY:
                    estado = "cancelada"
                else:
                    baja = None
            elif r < 0.45 and inicio < _D(2026, 9, 1):
                estado = "pausada"
            mascotas.append([len(mascotas) + 1, c[0], nombre, especie, talla, plan,
                             int(round(price * 1.08)), kg, inicio, estado, baja])
    city_of = {c[0]: c[2] for c in out_clientes}
    envios = []
    for m in mascotas:
        pause = None
        if m[9] == "pausada":
            pause = _pick_day(rng, max(m[8] + 60 * _DAY, _D(2026, 6, 1)), _D(2026, 11, 15))
        day, first = m[8] + rng.randint(1, 3) * _DAY, True
        metro = city_of[m[1]] in MX_METRO
        while day <= TODAY and (m[10] is None or day < m[10]) and (pause is None or day < pause):
            base = m[6] if day >= _D(2026, 2, 1) else int(round(m[6] / 1.08))
            importe = int(round(base * 0.7)) if first else base
            courier = rng.choices(tuple(MX_COURIER), weights=(4, 2, 5 if metro else 0, 3))[0]
            r = rng.random()
            estatus = "TRN" if day > TODAY - 4 * _DAY else "DEV" if r < 0.04 else "ENT"
            envios.append((day, m[0], importe, "BIENVENIDA" if first else None, courier,
                           MX_COURIER[courier] + (0 if metro else 40), estatus))
            first = False
            day += rng.randint(29, 32) * _DAY
    envios.sort(key=lambda e: (e[0], e[1]))
    out_envios = [(n + 1, e[1], e[0], *e[2:]) for n, e in enumerate(envios)]
    return [
        "CREATE TABLE clientes(cliente_id INTEGER PRIMARY KEY, nombre VARCHAR, ciudad VARCHAR, alta DATE, "
        "referido_por INTEGER REFERENCES clientes(cliente_id), correo VARCHAR)",
        "CREATE TABLE mascotas(mascota_id INTEGER PRIMARY KEY, cliente_id INTEGER REFERENCES "
        "clientes(cliente_id), nombre VARCHAR, especie VARCHAR, talla VARCHAR, plan VARCHAR, "
        "precio_mxn INTEGER, kg_caja INTEGER, inicio DATE, estado VARCHAR, baja DATE)",
        "CREATE TABLE envios(envio_id INTEGER PRIMARY KEY, mascota_id INTEGER REFERENCES "
        "mascotas(mascota_id), fecha DATE, importe_mxn INTEGER, cupon VARCHAR, paqueteria VARCHAR, "
        "costo_envio_mxn INTEGER, estatus VARCHAR)",
        *_mx_waves(out_clientes), _rows_sql("mascotas", [tuple(m) for m in mascotas]),
        _rows_sql("envios", out_envios),
    ]


def _mx_waves(clientes) -> list[str]:
    """The customers in waves, each after the customers who referred them (DuckDB checks a self-reference
    against the rows already in the table)."""
    done, waves, left = set(), [], list(clientes)
    while left:
        wave = [c for c in left if c[4] is None or c[4] in done]
        done |= {c[0] for c in wave}
        left = [c for c in left if c[0] not in done]
        waves.append(_rows_sql("clientes", wave))
    return waves


# --------------------------------------------------------------------------------------------------- studio
GH_ARTISTS = ("Kwesi Blaze", "Ama Gold", "Yaw Trey", "Lady Esi", "Kofi Mante", "Black Adjoa", "DJ Nana Kay",
              "Akosua Vibes", "Quame Drill", "Sista Afia", "Kobby Nova", "Efya Rose", "Nii Tetteh Jr",
              "Abena Sky", "Stonez GH", "Kwabena Rhymz", "Mensah The Poet", "Naa Ode", "Yaa Starr",
              "Fiifi Bounce", "Kojo Ahenkan", "Selasie", "Bra Jojo", "Adwoa Soul")
GH_LABELS = ("Lynx Vibes Records", "Gold Coast Music Group", "Kumerica Sounds", "Highlife Heritage Label",
             "Takoradi Wave Records")
GH_CHURCHES = ("Osu Presby Youth Choir", "Christ the King Parish Choir", "Harvest Chapel Mass Choir",
               "Kumasi Glory Singers", "Tema Community 5 Methodist Choir", "Adabraka Gospel Voices")
GH_AGENCIES = ("Adinkra Creative", "Blue Sahara Media", "Kasapa Adverts", "Airport City Brands",
               "Ridge Media House")
GH_PODS = ("The Jollof Debate", "Accra Money Talk", "Kenkey & Chill", "Sankofa Stories", "Tro Tro Diaries")
GH_CITIES = (("Accra", 12), ("Tema", 3), ("Kumasi", 3), ("Takoradi", 1), ("Cape Coast", 1), ("Lagos", 1))
GH_RATE = {"LIVE": 450, "VOC": 300, "SUITE": 350}
GH_SVC = {"ART": (("REC", 5), ("MIX", 3), ("MST", 2)), "LBL": (("REC", 4), ("MIX", 3), ("MST", 3)),
          "CHR": (("REC", 2), ("REH", 3)), "AGY": (("VO", 1),), "POD": (("VO", 3), ("REC", 1))}
GH_ENG = {"REC": (("Kwame", 4), ("Efua", 3), ("Kojo", 2)), "MIX": (("Kojo", 4), ("Kwame", 2), ("Nii", 2)),
          "MST": (("Nii", 5), ("Kojo", 1)), "VO": (("Efua", 3), ("Nii", 1)), "REH": ()}


def _gh_date(day: datetime.date) -> str:
    return f"{day.day:02d}/{day.month:02d}/{day.year}"


def studio() -> list[str]:
    rng = random.Random(4633)
    cities = [c for c, w in GH_CITIES for _ in range(w)]
    clients = []
    pool = [(n, "ART") for n in GH_ARTISTS] + [(n, "LBL") for n in GH_LABELS] + \
        [(n, "CHR") for n in GH_CHURCHES] + [(n, "AGY") for n in GH_AGENCIES] + [(n, "POD") for n in GH_PODS]
    rng.shuffle(pool)
    for n, (nm, typ) in enumerate(pool):
        joined = _pick_day(rng, _D(2023, 3, 1), _D(2024, 12, 31)) if n < 22 else \
            _pick_day(rng, _D(2025, 1, 1), _D(2026, 11, 15)) if n < len(pool) - 4 else \
            _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 18))
        city = "Kumasi" if nm.startswith("Kumasi") else "Tema" if nm.startswith("Tema") else \
            "Takoradi" if nm.startswith("Takoradi") else "Accra" if typ in ("AGY", "CHR") else \
            rng.choice(cities)
        ph = None if rng.random() < 0.15 else \
            f"0{rng.choice(('24', '54', '55', '20', '27'))}{rng.randint(1000000, 9999999)}"
        clients.append([joined, nm, typ, city, ph])
    clients.sort()
    out_clients = [(101 + n, c[1], c[2], c[3], _gh_date(c[0]), c[4]) for n, c in enumerate(clients)]
    weight = {c[0]: rng.choice((1, 1, 2, 2, 3, 5)) * (3 if c[2] == "LBL" else 1) for c in out_clients}
    joined_of = {101 + n: c[0] for n, c in enumerate(clients)}
    bkgs = []
    while len(bkgs) < 290:
        day = _pick_day(rng, _D(2025, 1, 2), _D(2027, 1, 20))
        able = [c for c in out_clients
                if joined_of[c[0]] <= day - 3 * _DAY and joined_of[c[0]] < _D(2026, 12, 1)]
        c = rng.choices(able, weights=[weight[x[0]] for x in able])[0]
        svc = _w(rng, GH_SVC[c[2]])
        rm = {"REC": "LIVE" if c[2] in ("CHR", "LBL") or rng.random() < 0.4 else "VOC", "MIX": "SUITE",
              "MST": "SUITE", "REH": "LIVE", "VO": "VOC"}[svc]
        hrs = {"REC": rng.randint(2, 6), "MIX": rng.randint(3, 8), "MST": rng.randint(1, 3),
               "REH": rng.randint(2, 4), "VO": rng.randint(1, 2)}[svc]
        eng = _w(rng, GH_ENG[svc]) if svc != "REH" else None
        rate = GH_RATE[rm] * (1.15 if day >= _D(2026, 3, 1) else 1)
        full = int(round(hrs * rate)) * 100
        if day > TODAY:
            sts, fee = "BKD", full
        else:
            r = rng.random()
            sts = "CXL" if r < 0.07 else "NS" if r < 0.11 else "DONE"
            fee = 0 if sts == "CXL" else full // 2 if sts == "NS" else full
        st_hr = rng.choice((9, 10, 11, 13, 14, 16, 18, 20) if svc != "REH" else (16, 17, 18, 19))
        bkgs.append([day, st_hr, c[0], hrs, svc, rm, eng, sts, fee, full])
    bkgs.sort(key=lambda b: (b[0], b[1], b[2]))
    pmts = []
    out_bkgs = []
    for n, (day, st_hr, cl, hrs, svc, rm, eng, sts, fee, full) in enumerate(bkgs):
        ref = f"OSL-{n + 1:04d}"
        out_bkgs.append((ref, cl, _gh_date(day), st_hr, hrs, svc, rm, eng, sts, fee))
        deposit = full >= 150000 or rng.random() < 0.25
        if sts == "CXL":
            continue
        if sts == "BKD":
            if deposit and day - 14 * _DAY <= TODAY:
                pmts.append((min(day - rng.randint(3, 10) * _DAY, TODAY), ref, full // 2))
            continue
        if sts == "NS":
            pmts.append((day - rng.randint(3, 10) * _DAY, ref, fee))
            continue
        if not deposit:  # paid on the day, or later on, or (a few) not yet
            later = day if rng.random() < 0.75 else day + rng.randint(1, 30) * _DAY
            if later <= TODAY and rng.random() > 0.05:
                pmts.append((later, ref, fee))
            continue
        pmts.append((day - rng.randint(2, 12) * _DAY, ref, full // 2))
        later = day + rng.randint(0, 25) * _DAY
        if later <= TODAY and rng.random() > 0.07:
            pmts.append((later, ref, full - full // 2))
    pmts.sort()
    vias = (("MOMO", 11), ("CASH", 4), ("BANK", 4), ("CARD", 1))
    out_pmts = [(n + 1, p[1], _gh_date(p[0]), p[2], _w(rng, vias)) for n, p in enumerate(pmts)]
    return [
        "CREATE TABLE clients(cid INTEGER, nm VARCHAR, typ VARCHAR, city VARCHAR, joined VARCHAR, "
        "ph VARCHAR)",
        "CREATE TABLE bkgs(ref VARCHAR, cl INTEGER, dt VARCHAR, st_hr INTEGER, hrs INTEGER, svc VARCHAR, "
        "rm VARCHAR, eng VARCHAR, sts VARCHAR, fee_gp BIGINT)",
        "CREATE TABLE pmts(pid INTEGER, bkg VARCHAR, pd VARCHAR, amt_gp BIGINT, via VARCHAR)",
        _rows_sql("clients", out_clients), _rows_sql("bkgs", out_bkgs), _rows_sql("pmts", out_pmts),
    ]


SCHEMAS_AG = {"fahrschule": fahrschule, "croquetas": croquetas, "studio": studio}
