"""Three held-out workspaces for set AA, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Wednesday 9 December 2026, the day of the export.

- film_rental (a film-equipment rental house in Andheri West, Mumbai, hiring cameras, lenses, lights, grip and
  sound kit to productions; Indian rupees, line charges in paise; DATE and TIMESTAMP): declared PRIMARY KEY /
  REFERENCES, `bookings.client_id` → `clients.client_id` and `booking_lines.kit_id` → `kit.kit_id` on
  same-named keys, and one named unlike its target, `booking_lines.booking_ref` → `bookings.booking_id`; kit
  by `asset_tag` ('CAM-007'), `model` ('ARRI Alexa Mini LF'; several units of one model), `category` 'Camera',
  'Lens', 'Lighting', 'Grip' or 'Sound', `day_rate_inr` the list rate a day in whole rupees, `bought` DATE,
  `insured` 'yes' or 'no', `retired_on` DATE (NULL while in the hire fleet; a few units bought in November
  2026 and a few others have never gone out); clients by `name`, `kind` 'production house', 'ad agency',
  'freelancer' or 'film school', `area` the Mumbai suburb, `gstin` their GST number (NULL for most freelancers
  and schools), `opened` DATE (three opened in late November 2026 and have booked nothing); one `bookings` row
  one hire, `picked_up` TIMESTAMP, `due_back` DATE, `returned_on` DATE (NULL while the kit is still out, or on
  a cancelled booking), `status` 'returned', 'out' or 'cancelled', `shoot` 'feature', 'ad film', 'web series'
  or 'music video'; one `booking_lines` row one unit of kit on one booking, `days`, `charge_paise` what we
  billed for it in paise (day rate × days, 15% off from five days, film schools 30% off; 0 on a cancelled
  booking), `damage_paise` what we billed for damage (0 mostly); so rental income is `charge_paise / 100`
  rupees over the lines.
- ferry_kiosk (a ferry-ticket agency with kiosks at Piraeus, Rafina and on the Cyclades selling tickets for
  every line's boats; euros): no declared keys, tables keyed by `id` with `<thing>_id` foreign keys
  (`clks.prt_id`, `tkts.clk_id`, `tkts.vsl_id`, `tkts.frm_id` and `tkts.to_id` both → `prts.id`) and
  abbreviated columns (`nm`, `grp`, `ksk`, `opr`, `typ`, `cap`, `yr`, `hired_dt`, `actv`, `sold_unix`,
  `dep_dt`, `cls`, `prc_eur`, `pay`, `sts`); ports by `nm`, `grp` the island group ('Attica', 'Cyclades',
  'Dodecanese', 'Crete', 'Saronic'), `ksk` 'Y' where we have a kiosk; vessels by `nm`, `opr` the line, `typ`
  'HSC' (a fast catamaran) or 'CONV' (a conventional ferry), `cap` passengers, `yr` built; clerks by `nm`, the
  kiosk's port `prt_id`, `hired_dt` DATE (two hired in late November 2026 have sold nothing yet), `actv` 'Y'
  or 'N' (left); one `tkts` row one ticket for one passenger or one car, `sold_unix` BIGINT Unix seconds when
  the kiosk sold it, `dep_dt` the sailing day as 'DD/MM/YYYY' text (up to two months after the sale, so some
  are still to sail), `cls` 'DECK', 'SEAT' (an allocated seat), 'CABIN' or 'CAR', `prc_eur` the price in euros
  with cents, `pay` 'CASH' or 'CARD', `sts` 'ISS' (issued) or 'RFD' (refunded, the money handed back); so
  takings are `prc_eur` over 'ISS' tickets.
- solar (a community solar installer in western Kenya fitting home and small-business systems, paid cash or
  pay-as-you-go by M-Pesa; Kenyan shillings; Swahili names): no declared keys, natural text codes named unlike
  their targets: `installs.mteja` → `wateja.mteja_no` ('MT-1043'), `installs.fundi` → `mafundi.fundi_id`
  ('F-07'), `malipo.akaunti` → `installs.ref` ('SI-25-0031'); `wateja` (customers) by `jina` (name), `kaunti`
  (county: 'Kisumu', 'Siaya', 'Homa Bay', 'Kakamega', 'Vihiga'), `kijiji` (village), `kikundi` the community
  group or chama they came through (NULL when they came alone), `alijiunga` the day they registered as
  'DD/MM/YYYY' text (five in late November 2026 have no install yet); `mafundi` (technicians) by `jina`,
  `kaunti`, `tangu` DATE they started (two started in November 2026 and have fitted nothing), `hai` 'ndiyo'
  (still working with us) or 'hapana'; one `installs` row one system ordered, `kifurushi` the package 'Taa'
  (lights, 50 W), 'Nyumba' (home, 150 W), 'Biashara' (shop, 400 W) or 'Pampu' (water pump, 1000 W), `watts`,
  `bei_kes` the price, `mpango` 'taslimu' (cash up front) or 'paygo', `ordered` DATE, `installed_on` DATE
  (NULL while waiting or cancelled), `hali` 'imewashwa' (switched on, working), 'inasubiri' (waiting to be
  fitted), 'imeghairiwa' (cancelled) or 'imeondolewa' (taken back for non-payment), `removed_on` DATE (NULL
  unless taken back); one `malipo` row one payment, `lipa_ts` TIMESTAMP, `kiasi_kes` the amount, `njia`
  'M-Pesa', 'taslimu' (cash) or 'benki' (bank); so money collected is `kiasi_kes` over `malipo`, and what a
  customer still owes is the price less their payments.

Written blind for set AA (questions_aa.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert

TODAY = datetime.date(2026, 12, 9)
_D = datetime.date
_DAY = datetime.timedelta(days=1)
_EPOCH = datetime.datetime(1970, 1, 1)


# ---------------------------------------------------------------------------------------------- film_rental
IN_MODELS = (  # model, category, tag prefix, day rate in rupees, units
    ("ARRI Alexa Mini LF", "Camera", "CAM", 45000, 2), ("ARRI Alexa 35", "Camera", "CAM", 55000, 1),
    ("RED V-Raptor", "Camera", "CAM", 32000, 2), ("Sony Venice 2", "Camera", "CAM", 40000, 1),
    ("Sony FX9", "Camera", "CAM", 9000, 3), ("Canon C300 Mk III", "Camera", "CAM", 8000, 2),
    ("Sony FX6", "Camera", "CAM", 6000, 3),
    ("Cooke S4/i prime set", "Lens", "LNS", 18000, 2), ("Zeiss Supreme prime set", "Lens", "LNS", 22000, 1),
    ("Angenieux Optimo 24-290", "Lens", "LNS", 16000, 1), ("Canon CN-E prime set", "Lens", "LNS", 6500, 3),
    ("Sigma Cine FF prime set", "Lens", "LNS", 4500, 3),
    ("Atlas Orion anamorphic set", "Lens", "LNS", 14000, 1),
    ("ARRI SkyPanel S60", "Lighting", "LGT", 3500, 6), ("ARRI M18 HMI", "Lighting", "LGT", 6000, 3),
    ("Aputure 600d Pro", "Lighting", "LGT", 2200, 6), ("Kino Flo Celeb 450", "Lighting", "LGT", 2800, 4),
    ("Astera Titan tube kit", "Lighting", "LGT", 4000, 3), ("HMI 18K Fresnel", "Lighting", "LGT", 9500, 2),
    ("Chapman dolly with track", "Grip", "GRP", 7500, 2), ("Jimmy Jib 24ft", "Grip", "GRP", 12000, 1),
    ("DJI Ronin 2", "Grip", "GRP", 5000, 3), ("Easyrig Vario 5", "Grip", "GRP", 1800, 3),
    ("Technocrane 30ft", "Grip", "GRP", 35000, 1),
    ("Sound Devices 833", "Sound", "SND", 3000, 3), ("Sennheiser MKH 416 boom kit", "Sound", "SND", 1200, 4),
    ("Lectrosonics wireless lav kit", "Sound", "SND", 2500, 4), ("Zaxcom Nova", "Sound", "SND", 4500, 1),
)
IN_FIRST = ("Aarav", "Vihaan", "Arjun", "Rohan", "Kabir", "Ishaan", "Aditya", "Siddharth", "Priya", "Ananya",
            "Diya", "Meera", "Kavya", "Sneha", "Nisha", "Pooja")
IN_LAST = ("Shah", "Mehta", "Iyer", "Nair", "Kapoor", "Desai", "Patil", "Joshi", "Kulkarni", "Reddy", "Menon",
           "Bhatt")
IN_FIRMS = (("Red Chillies Line Productions", "production house"),
            ("Kesari Motion Pictures", "production house"),
            ("Bandra Talkies", "production house"), ("Monsoon Frame Films", "production house"),
            ("Juhu Beach Pictures", "production house"), ("Sahyadri Studios", "production house"),
            ("Dharavi Digital", "production house"), ("Gateway Web Originals", "production house"),
            ("Chai & Chapters Films", "production house"), ("Marine Drive Media", "production house"),
            ("Lintas Mumbai Films", "ad agency"), ("Ogilvy Film Unit", "ad agency"),
            ("Spice Route Advertising", "ad agency"), ("BluePepper Ads", "ad agency"),
            ("Tiffin Box Creative", "ad agency"), ("Local Train Ads", "ad agency"),
            ("Whistling Woods Film School", "film school"),
            ("Xavier's Institute of Communication", "film school"),
            ("FTII Mumbai Outreach", "film school"))
IN_AREAS = ("Andheri West", "Andheri West", "Goregaon", "Bandra", "Juhu", "Versova", "Powai", "Lower Parel",
            "Malad")
IN_SHOOTS = ("feature", "ad film", "ad film", "web series", "web series", "music video")


def film_rental() -> list[str]:
    rng = random.Random(9797)
    kit = []
    seq: dict = {}
    for model, cat, tag, rate, units in IN_MODELS:
        for _ in range(units):
            seq[tag] = seq.get(tag, 0) + 1
            bought = _day(rng, _D(2019, 1, 1), _D(2024, 12, 31))
            insured = "yes" if rate >= 5000 or rng.random() < 0.3 else "no"
            kit.append([len(kit) + 1, f"{tag}-{seq[tag]:03d}", model, cat, rate, bought, insured, None])
    for k in kit:
        if k[0] in (12, 40, 67):
            k[7] = _day(rng, _D(2025, 8, 1), _D(2026, 6, 30))
        if k[0] in (30, 58, 66):
            k[5] = _day(rng, _D(2026, 11, 10), _D(2026, 11, 25))
    kit = [tuple(k) for k in kit]
    people = [f"{f} {la}" for f in IN_FIRST for la in IN_LAST]
    rng.shuffle(people)
    clients = []
    firms = list(IN_FIRMS)
    for n in range(72):
        if n % 3 == 0 and firms:
            name, kind = firms.pop(0)
        else:
            name, kind = people[n], "freelancer"
        gstin = f"27{rng.choice('ABCDEFGHJK')}{rng.randint(100000000, 999999999)}Z{rng.randint(1, 9)}" \
            if kind in ("production house", "ad agency") or rng.random() < 0.15 else None
        opened = _day(rng, _D(2026, 11, 20), _D(2026, 11, 30)) if n >= 69 else \
            _day(rng, _D(2024, 6, 1), _D(2026, 9, 30))
        clients.append((n + 1, name, kind, rng.choice(IN_AREAS), gstin, opened))
    free_from = {k[0]: k[5] for k in kit}
    never = {7, 23, 45, 51}
    bookings = []
    lines = []
    while len(bookings) < 215:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        open_then = [c for c in clients[:69] if c[5] <= day]
        if not open_then:
            continue
        c = rng.choice(open_then + [c for c in open_then if c[2] != "freelancer"])
        at = datetime.datetime(day.year, day.month, day.day, rng.randint(6, 11), rng.choice((0, 15, 30, 45)))
        days = rng.choice((1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 10, 14))
        due = day + (days - 1) * _DAY
        pool = [k for k in kit if k[0] not in never and free_from[k[0]] <= day
                and (k[7] is None or k[7] > due)]
        want = rng.choice((1, 1, 1, 2, 2, 3)) if c[2] != "freelancer" else 1
        picked = []
        for cat in rng.sample(("Camera", "Lens", "Lighting", "Grip", "Sound"), want):
            opts = [k for k in pool if k[3] == cat]
            if c[2] == "freelancer":
                opts = [k for k in opts if k[4] <= 9000] or opts
            if opts:
                picked.append(rng.choice(opts))
        if not picked:
            continue
        cancelled = rng.random() < 0.08 and day > _D(2025, 1, 10)
        if cancelled:
            status, returned = "cancelled", None
        elif due >= TODAY - 2 * _DAY:
            status, returned = "out", None
        elif rng.random() < 0.02 and due > _D(2026, 10, 1):
            status, returned = "out", None  # overdue, still not back
        else:
            late = rng.random() < 0.15
            status, returned = "returned", due + (rng.randint(1, 4) if late else 0) * _DAY
        bid = len(bookings) + 1
        bookings.append((at, c[0], due, returned, status, rng.choice(IN_SHOOTS), bid))
        for k in picked:
            back = returned or (due if status == "cancelled" else _D(2099, 1, 1))
            if status != "cancelled":
                free_from[k[0]] = back + _DAY
            charge = k[4] * days * 100 * (0.85 if days >= 5 else 1.0) \
                * (0.7 if c[2] == "film school" else 1.0)
            charge = 0 if status == "cancelled" else int(round(charge))
            dmg = 0
            if status == "returned" and rng.random() < 0.06:
                dmg = rng.choice((1500, 2500, 4000, 8000, 12500)) * 100
            lines.append((bid, k[0], days, charge, dmg))
    order = sorted(bookings, key=lambda b: (b[0], b[6]))
    renum = {b[6]: n + 1 for n, b in enumerate(order)}
    out_bookings = [(renum[b[6]], b[1], b[0], b[2], b[3], b[4], b[5]) for b in order]
    lines.sort(key=lambda x: (renum[x[0]], x[1]))
    out_lines = [(n + 1, renum[x[0]]) + x[1:] for n, x in enumerate(lines)]
    return [
        "CREATE TABLE kit(kit_id INTEGER PRIMARY KEY, asset_tag VARCHAR, model VARCHAR, category VARCHAR, "
        "day_rate_inr INTEGER, bought DATE, insured VARCHAR, retired_on DATE)",
        "CREATE TABLE clients(client_id INTEGER PRIMARY KEY, name VARCHAR, kind VARCHAR, area VARCHAR, "
        "gstin VARCHAR, opened DATE)",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, "
        "client_id INTEGER REFERENCES clients(client_id), picked_up TIMESTAMP, due_back DATE, "
        "returned_on DATE, status VARCHAR, shoot VARCHAR)",
        "CREATE TABLE booking_lines(line_id INTEGER PRIMARY KEY, "
        "booking_ref INTEGER REFERENCES bookings(booking_id), kit_id INTEGER REFERENCES kit(kit_id), "
        "days INTEGER, charge_paise BIGINT, damage_paise BIGINT)",
        _insert("kit", kit), _insert("clients", clients), _insert("bookings", out_bookings),
        _insert("booking_lines", out_lines),
    ]


# ---------------------------------------------------------------------------------------------- ferry_kiosk
GR_PORTS = (("Piraeus", "Attica", "Y"), ("Rafina", "Attica", "Y"), ("Lavrio", "Attica", "N"),
            ("Syros", "Cyclades", "Y"), ("Tinos", "Cyclades", "N"), ("Mykonos", "Cyclades", "Y"),
            ("Paros", "Cyclades", "Y"), ("Naxos", "Cyclades", "Y"), ("Ios", "Cyclades", "N"),
            ("Santorini", "Cyclades", "Y"), ("Milos", "Cyclades", "N"), ("Sifnos", "Cyclades", "N"),
            ("Serifos", "Cyclades", "N"), ("Folegandros", "Cyclades", "N"), ("Amorgos", "Cyclades", "N"),
            ("Koufonisia", "Cyclades", "N"), ("Andros", "Cyclades", "N"), ("Kythnos", "Cyclades", "N"),
            ("Antiparos", "Cyclades", "N"), ("Rhodes", "Dodecanese", "N"), ("Kos", "Dodecanese", "N"),
            ("Patmos", "Dodecanese", "N"), ("Kalymnos", "Dodecanese", "N"), ("Leros", "Dodecanese", "N"),
            ("Astypalaia", "Dodecanese", "N"), ("Heraklion", "Crete", "N"), ("Chania", "Crete", "N"),
            ("Sitia", "Crete", "N"), ("Aegina", "Saronic", "N"), ("Poros", "Saronic", "N"),
            ("Hydra", "Saronic", "N"), ("Spetses", "Saronic", "N"))
GR_VESSELS = (("Blue Star Delos", "Blue Star", "CONV", 2400), ("Blue Star Naxos", "Blue Star", "CONV", 1500),
              ("Blue Star Paros", "Blue Star", "CONV", 1500), ("Blue Star Patmos", "Blue Star", "CONV", 2000),
              ("Blue Star Chios", "Blue Star", "CONV", 1800), ("Blue Star 1", "Blue Star", "CONV", 1800),
              ("Champion Jet 1", "Seajets", "HSC", 1000), ("Champion Jet 2", "Seajets", "HSC", 1000),
              ("WorldChampion Jet", "Seajets", "HSC", 1180), ("Power Jet", "Seajets", "HSC", 1100),
              ("Naxos Jet", "Seajets", "HSC", 450), ("Super Jet", "Seajets", "HSC", 480),
              ("Tera Jet", "Seajets", "HSC", 1200), ("Caldera Vista", "Seajets", "HSC", 900),
              ("SuperRunner Jet", "Seajets", "HSC", 1000), ("Flying Cat 4", "Hellenic Seaways", "HSC", 400),
              ("Aero Highspeed", "Hellenic Seaways", "HSC", 450),
              ("Nissos Mykonos", "Hellenic Seaways", "CONV", 1700),
              ("Nissos Samos", "Hellenic Seaways", "CONV", 1750),
              ("Artemis", "Hellenic Seaways", "CONV", 1000),
              ("Naxos Express", "Small Cyclades Lines", "CONV", 350),
              ("Express Skopelitis", "Small Cyclades Lines", "CONV", 340),
              ("Fast Ferries Andros", "Fast Ferries", "CONV", 1300),
              ("Theologos P", "Fast Ferries", "CONV", 1000),
              ("Adamantios Korais", "Zante Ferries", "CONV", 1000),
              ("Dionisios Solomos", "Zante Ferries", "CONV", 1000), ("Fivos", "Golden Star", "CONV", 1200),
              ("Superferry", "Golden Star", "CONV", 1400), ("Santorini Palace", "Minoan Lines", "CONV", 1700),
              ("Kriti II", "ANEK", "CONV", 1500), ("Prevelis", "ANEK", "CONV", 1200),
              ("Flyingcat 3", "Aegean Speed Lines", "HSC", 400))
GR_FIRST = ("Giorgos", "Dimitris", "Nikos", "Kostas", "Yannis", "Christos", "Panagiotis", "Vasilis", "Maria",
            "Eleni", "Katerina", "Sofia", "Despina", "Anna", "Georgia", "Ioanna")
GR_LAST = ("Papadopoulos", "Nikolaidis", "Georgiou", "Karagiannis", "Vlachos", "Oikonomou", "Dimitriou",
           "Kyriakou", "Alexiou", "Makris")
GR_FEM = {"Papadopoulos": "Papadopoulou", "Nikolaidis": "Nikolaidou", "Georgiou": "Georgiou",
          "Karagiannis": "Karagianni", "Vlachos": "Vlachou", "Oikonomou": "Oikonomou",
          "Dimitriou": "Dimitriou", "Kyriakou": "Kyriakou", "Alexiou": "Alexiou", "Makris": "Makri"}


def ferry_kiosk() -> list[str]:
    rng = random.Random(9898)
    prts = [(n + 1, nm, grp, ksk) for n, (nm, grp, ksk) in enumerate(GR_PORTS)]
    kiosks = [p for p in prts if p[3] == "Y"]
    vsls = [(n + 1, nm, opr, typ, cap, rng.randint(1990, 2023))
            for n, (nm, opr, typ, cap) in enumerate(GR_VESSELS)]
    names = [f"{f} {GR_FEM[la] if f[-1] == 'a' else la}" for f in GR_FIRST for la in GR_LAST]
    rng.shuffle(names)
    clks = []
    for n in range(32):
        if n >= 30:
            hired, actv = _day(rng, _D(2026, 11, 18), _D(2026, 11, 30)), "Y"
        else:
            hired = _day(rng, _D(2016, 3, 1), _D(2024, 12, 31))
            actv = "N" if rng.random() < 0.15 else "Y"
        clks.append((n + 1, names[n], kiosks[n % len(kiosks)][0], hired, actv))
    selling = clks[:30]
    no_dest = {3, 28, 32}
    idle_vsl = {19, 26}
    fares = {"DECK": 1.0, "SEAT": 1.25, "CABIN": 2.6, "CAR": 2.1}
    tkts = []
    while len(tkts) < 392:
        day = _day(rng, _D(2025, 1, 1), TODAY)
        summer = day.month in (5, 6, 7, 8, 9, 10)
        if not summer and rng.random() < 0.55:
            continue
        clk = rng.choice([c for c in selling if c[4] == "Y" or day < _D(2026, 3, 1)])
        frm = clk[2] if rng.random() < 0.8 else rng.choice(prts)[0]
        to = rng.choice([p for p in prts if p[0] != frm and p[0] not in no_dest])[0]
        vsl = rng.choice([v for v in vsls if v[0] not in idle_vsl])
        at = datetime.datetime(day.year, day.month, day.day, rng.randint(7, 21), rng.randrange(60),
                               rng.randrange(60))
        dep = day + rng.choice((0, 0, 1, 2, 3, 7, 14, 30, 45, 60)) * _DAY
        cls = rng.choices(list(fares), weights=(4, 4, 1, 1))[0]
        base = 22.0 + 3.5 * abs(frm - to) + (25.0 if vsl[3] == "HSC" else 0.0)
        if dep.year == 2026:
            base *= 1.06
        prc = round(base * fares[cls], 1) - 0.01 * rng.choice((0, 0, 50))
        prc = round(prc, 2)
        sts = "RFD" if rng.random() < 0.06 else "ISS"
        pay = rng.choices(("CASH", "CARD"), weights=(2, 3) if day.year == 2025 else (1, 3))[0]
        tkts.append((at, clk[0], vsl[0], frm, to, dep, cls, prc, pay, sts))
    tkts.sort()
    out = [(n + 1, t[1], t[2], t[3], t[4], int((t[0] - _EPOCH).total_seconds()), t[5].strftime("%d/%m/%Y"))
           + t[6:] for n, t in enumerate(tkts)]
    return [
        "CREATE TABLE prts(id INTEGER, nm VARCHAR, grp VARCHAR, ksk VARCHAR)",
        "CREATE TABLE vsls(id INTEGER, nm VARCHAR, opr VARCHAR, typ VARCHAR, cap INTEGER, yr INTEGER)",
        "CREATE TABLE clks(id INTEGER, nm VARCHAR, prt_id INTEGER, hired_dt DATE, actv VARCHAR)",
        "CREATE TABLE tkts(id INTEGER, clk_id INTEGER, vsl_id INTEGER, frm_id INTEGER, to_id INTEGER, "
        "sold_unix BIGINT, dep_dt VARCHAR, cls VARCHAR, prc_eur DOUBLE, pay VARCHAR, sts VARCHAR)",
        _insert("prts", prts), _insert("vsls", vsls), _insert("clks", clks), _insert("tkts", out),
    ]


# ---------------------------------------------------------------------------------------------------- solar
KE_FIRST = ("Otieno", "Ochieng", "Odhiambo", "Onyango", "Wanjiku", "Akinyi", "Atieno", "Adhiambo", "Achieng",
            "Wafula", "Barasa", "Wekesa", "Nafula", "Naliaka", "Kevin", "Brian", "Faith", "Mercy")
KE_LAST = ("Omondi", "Okoth", "Owino", "Ouma", "Otieno", "Wanyama", "Juma", "Makokha", "Were", "Oduor",
           "Awino", "Mutai")
KE_VILLAGES = {"Kisumu": ("Kombewa", "Seme", "Ahero", "Maseno"), "Siaya": ("Bondo", "Usenge", "Yala"),
               "Homa Bay": ("Mbita", "Rusinga", "Kendu Bay"), "Kakamega": ("Mumias", "Butere", "Malava"),
               "Vihiga": ("Luanda", "Hamisi")}
KE_GROUPS = ("Umoja Women Group", "Jua Kali Chama", "Rusinga Fishermen SACCO", "Tumaini Self Help",
             "Nuru Youth Group")
KE_PACKS = {"Taa": (50, 18500), "Nyumba": (150, 46000), "Biashara": (400, 118000), "Pampu": (1000, 265000)}


def solar() -> list[str]:
    rng = random.Random(9999)
    names = [f"{f} {la}" for f in KE_FIRST for la in KE_LAST if f != la]
    rng.shuffle(names)
    wateja = []
    for n in range(165):
        kaunti = rng.choices(list(KE_VILLAGES), weights=(5, 4, 4, 2, 1))[0]
        joined = _day(rng, _D(2026, 11, 16), _D(2026, 11, 30)) if n >= 160 else \
            _day(rng, _D(2024, 10, 1), _D(2026, 11, 12))
        group = rng.choice(KE_GROUPS) if rng.random() < 0.35 else None
        village = rng.choice(KE_VILLAGES[kaunti])
        wateja.append((f"MT-{1000 + n * 3}", names[n], kaunti, village, group, joined))
    mafundi = []
    for n in range(32):
        tangu = _day(rng, _D(2026, 11, 2), _D(2026, 11, 27)) if n >= 30 else \
            _day(rng, _D(2019, 1, 1), _D(2024, 9, 30))
        hai = "hapana" if n < 30 and rng.random() < 0.15 else "ndiyo"
        kaunti = rng.choices(list(KE_VILLAGES), weights=(5, 4, 4, 2, 1))[0]
        mafundi.append((f"F-{n + 1:02d}", names[165 + n], kaunti, tangu, hai))
    installs = []
    for w in wateja[:160]:
        for k in range(rng.choice((1, 1, 1, 1, 1, 1, 2))):
            ordered = w[5] + rng.randint(0, 30) * _DAY + k * rng.randint(90, 300) * _DAY
            if ordered > TODAY:
                continue
            pack = rng.choices(list(KE_PACKS), weights=(4, 5, 2, 1))[0]
            watts, price = KE_PACKS[pack]
            if ordered >= _D(2026, 3, 1):
                price = int(price * 0.93 // 500 * 500)  # panels got cheaper
            paygo = pack in ("Taa", "Nyumba") and rng.random() < 0.7 or rng.random() < 0.2
            plan = "paygo" if paygo else "taslimu"
            can = [f for f in mafundi[:30] if f[4] == "ndiyo" or ordered < _D(2026, 1, 1)]
            local = [f for f in can if f[2] == w[2]] or can
            fundi = rng.choice(local)
            inst, removed = ordered + rng.randint(3, 25) * _DAY, None
            if rng.random() < 0.06:
                hali, inst = "imeghairiwa", None
            elif inst > TODAY:
                hali, inst = "inasubiri", None
            else:
                hali = "imewashwa"
            installs.append([ordered, w[0], fundi[0], pack, watts, price, plan, inst, hali, removed])
    installs.sort()
    seq: dict = {}
    malipo = []
    for x in installs:
        ordered, plan, inst, price = x[0], x[6], x[7], x[5]
        seq[ordered.year] = seq.get(ordered.year, 0) + 1
        ref = f"SI-{ordered.year % 100}-{seq[ordered.year]:04d}"
        x.insert(0, ref)
        if inst is None:
            continue
        at = datetime.datetime(inst.year, inst.month, inst.day, rng.randint(8, 17), rng.randrange(60))
        if plan == "taslimu":
            malipo.append((at, ref, price, rng.choice(("M-Pesa", "M-Pesa", "benki", "taslimu"))))
            continue
        paid = price // 4
        malipo.append((at, ref, paid, "M-Pesa"))  # a quarter down
        bad = rng.random() < 0.1
        when = at
        while paid < price:
            when = when + rng.randint(75, 150) * _DAY
            if when.date() > TODAY:
                break
            if bad and (when.date() - inst).days > 120:
                removed = when.date() + rng.randint(5, 30) * _DAY
                if removed <= TODAY:
                    x[9], x[10] = "imeondolewa", removed
                break
            step = rng.choice((3000, 5000, 5000, 8000, 10000, 12000)) * (3 if price > 100000 else 1)
            amt = min(price - paid, step)
            paid += amt
            malipo.append((when, ref, amt, rng.choices(("M-Pesa", "taslimu"), weights=(9, 1))[0]))
    malipo.sort()
    out_malipo = [(n + 1, m[1], m[0], m[2], m[3]) for n, m in enumerate(malipo)]
    out_wateja = [w[:5] + (w[5].strftime("%d/%m/%Y"),) for w in wateja]
    return [
        "CREATE TABLE wateja(mteja_no VARCHAR, jina VARCHAR, kaunti VARCHAR, kijiji VARCHAR, "
        "kikundi VARCHAR, alijiunga VARCHAR)",
        "CREATE TABLE mafundi(fundi_id VARCHAR, jina VARCHAR, kaunti VARCHAR, tangu DATE, hai VARCHAR)",
        "CREATE TABLE installs(ref VARCHAR, ordered DATE, mteja VARCHAR, fundi VARCHAR, kifurushi VARCHAR, "
        "watts INTEGER, bei_kes INTEGER, mpango VARCHAR, installed_on DATE, hali VARCHAR, removed_on DATE)",
        "CREATE TABLE malipo(id INTEGER, akaunti VARCHAR, lipa_ts TIMESTAMP, kiasi_kes INTEGER, "
        "njia VARCHAR)",
        _insert("wateja", out_wateja), _insert("mafundi", mafundi),
        _insert("installs", [tuple(x) for x in installs]), _insert("malipo", out_malipo),
    ]


SCHEMAS_AA = {"film_rental": film_rental, "ferry_kiosk": ferry_kiosk, "solar": solar}
