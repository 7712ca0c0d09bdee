"""Three held-out workspaces for set N, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- ski (an Alpine ski resort over the 2024/25 and 2025/26 seasons): declared PRIMARY KEY / REFERENCES on
  same-named integer keys: `passes.skier_id` → `skiers.skier_id`, `passes.product_id` →
  `pass_products.product_id`, `lift_scans.pass_id` → `passes.pass_id`, `lift_scans.lift_id` →
  `lifts.lift_id`; lifts named by `lift_name` (of a `lift_type`, in a `sector`), skiers by `skier_name`,
  products by `season` + `pass_kind` + `age_band`; a scan reaches its skier only through its pass; pass
  takings only as `pass_products.list_price × (100 - passes.discount_pct) / 100` (across the join), and
  refunded passes (`pass_status` 'refunded', `refunded_at` set, NULL otherwise) have no scans and bring in
  nothing; `passes.bought_at` and `lift_scans.scanned_at` TIMESTAMPs; the four lifts opening for 2026/27 have
  no scans, and the skiers registered in June 2026 have no passes.
- bakery (a bakery chain in the West Country): no declared keys, tables keyed by `id` with `<thing>_id`
  foreign keys (`sales.shop_id`, `sale_lines.sale_id`, `sale_lines.item_id`, `waste_log.shop_id`,
  `waste_log.item_id`) and abbreviated columns (`shop_nm`, `shop_typ`, `opened_dt`, `shop_sts`, `item_nm`,
  `cat`, `px`, `unit_cost`, `vegan_flg`, `launch_dt`, `sale_ts`, `pay_mthd`, `loyalty_no`, `qty`,
  `waste_dt`, `qty_wasted`); takings only as `sale_lines.qty × items.px` (across the join), waste at cost as
  `waste_log.qty_wasted × items.unit_cost`; `sales.loyalty_no` NULL when no loyalty card was scanned; the
  four shops opened in June 2026 have no sales or waste, the four items launched in June 2026 were never
  sold.
- cowork (a coworking operator in London): no declared keys, natural text codes named unlike their targets:
  `room_bookings.booked_by` and `invoices.member` → `members.member_code`, `room_bookings.room` →
  `spaces.space_ref`; members named by `full_name` (with a `company`, NULL for freelancers, and a `plan`),
  spaces by `space_label` (at a `site`); room charges only as `room_bookings.hrs × spaces.hourly_rate`
  (across the join) for bookings not 'cancelled' ('no-show' bookings are charged); membership invoices in
  `invoices.amt_gbp` with `period_start` the first of the month billed and `paid_on` NULL while unpaid; the
  Peckham site opens in July 2026 and its spaces have no bookings.

Written blind for set N (questions_n.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names


def _at(rng: random.Random, start: datetime.date, end: datetime.date, hours=(8, 20)) -> datetime.datetime:
    day = _day(rng, start, end)
    return datetime.datetime(day.year, day.month, day.day, rng.randint(*hours), rng.randrange(60))


# ------------------------------------------------------------------------------------------------------- ski
LIFTS = (  # (name, type, sector, vertical metres, capacity per hour); the last four open for 2026/27
    ("Village Gondola", "gondola", "Village", 620, 2400),
    ("Nursery Carpet", "magic carpet", "Village", 8, 900),
    ("Sunny Slopes Chair", "chairlift", "Village", 210, 1800),
    ("Bambi Drag", "drag lift", "Village", 55, 700),
    ("Church Run Chair", "chairlift", "Village", 340, 2000),
    ("Moulin Drag", "drag lift", "Village", 120, 800),
    ("Edelweiss Express", "chairlift", "Village", 410, 2800),
    ("Les Clots Chair", "chairlift", "Village", 260, 1600),
    ("Glacier Express", "gondola", "Glacier", 880, 2200),
    ("Summit Cable Car", "cable car", "Glacier", 1050, 900),
    ("Ice Cave Chair", "chairlift", "Glacier", 430, 1900),
    ("Col du Vent T-bar", "drag lift", "Glacier", 310, 1000),
    ("Crevasse Chair", "chairlift", "Glacier", 520, 2000),
    ("Serac Drag", "drag lift", "Glacier", 190, 900),
    ("Bellevue Chair", "chairlift", "Glacier", 380, 2200),
    ("Plateau Drag", "drag lift", "Glacier", 140, 800),
    ("Couloir Chair", "chairlift", "North Face", 560, 1800),
    ("Black Wall Chair", "chairlift", "North Face", 610, 1500),
    ("Nordwand Express", "chairlift", "North Face", 720, 3000),
    ("Eagle's Nest T-bar", "drag lift", "North Face", 290, 900),
    ("Avalanche Chair", "chairlift", "North Face", 480, 1700),
    ("Rocher Blanc Chair", "chairlift", "North Face", 450, 1800),
    ("Les Dents Drag", "drag lift", "North Face", 230, 800),
    ("Pine Valley Gondola", "gondola", "Pine Valley", 540, 2400),
    ("Larch Chair", "chairlift", "Pine Valley", 300, 1800),
    ("Forest Drag", "drag lift", "Pine Valley", 150, 900),
    ("Marmot Chair", "chairlift", "Pine Valley", 330, 2000),
    ("Chamois Chair", "chairlift", "Pine Valley", 390, 2000),
    ("Lynx Express", "chairlift", "Pine Valley", 470, 2600),
    ("Snowpark Drag", "drag lift", "Pine Valley", 90, 700),
    ("Aiguille Express", "chairlift", "Glacier", 640, 3000),
    ("Valley Link Gondola", "gondola", "Pine Valley", 410, 2800),
    ("Kids Carpet", "magic carpet", "Village", 6, 800),
    ("Combe Chair", "chairlift", "North Face", 350, 2200),
)
SEASONS = {"2024/25": (datetime.date(2024, 12, 7), datetime.date(2025, 4, 21)),
           "2025/26": (datetime.date(2025, 12, 6), datetime.date(2026, 4, 19))}
PASS_KINDS = {"Half day": (0.62, 1), "Day": (1.0, 1), "3-day": (2.75, 3), "6-day": (5.1, 6),
              "Season": (13.5, 0)}
AGE_BANDS = {"Adult": 1.0, "Youth": 0.8, "Child": 0.55}
SKIER_FIRST = ("Anton", "Beatrice", "Camille", "Dieter", "Elise", "Felix", "Greta", "Hugo", "Ines", "Jonas",
               "Klara", "Luca", "Margot", "Nils", "Olivia", "Pierre", "Rosa", "Tom")
SKIER_LAST = ("Allard", "Baumann", "Chevalier", "Dubois", "Eriksen", "Favre", "Gruber", "Huber", "Jensen",
              "Keller", "Laurent", "Meier", "Novak", "Richter", "Schmid", "Walker")
SKI_COUNTRIES = ("France", "Switzerland", "United Kingdom", "Germany", "Netherlands", "Belgium", "Italy")


def ski() -> list[str]:
    rng = random.Random(5151)
    lifts = [(n + 1, name, kind, sector, vert, cap, 2026 if n >= 30 else rng.randint(1978, 2023))
             for n, (name, kind, sector, vert, cap) in enumerate(LIFTS)]
    products = []
    for season, (start, _) in SEASONS.items():
        uplift = 1.0 if season == "2024/25" else 1.05
        for kind, (factor, _days) in PASS_KINDS.items():
            for band, band_factor in AGE_BANDS.items():
                price = round(64 * uplift * factor * band_factor * 2) / 2
                products.append((len(products) + 1, season, kind, band, price))
    skiers = []
    for n, (first, last) in enumerate(_names(rng, SKIER_FIRST, SKIER_LAST, 220)):
        registered = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 28)) if n >= 204
                      else _day(rng, datetime.date(2019, 9, 1), datetime.date(2024, 11, 30)))
        born = rng.choice((rng.randint(1955, 2006), rng.randint(1970, 2004), rng.randint(2007, 2019)))
        ability = rng.choices(("beginner", "intermediate", "advanced", "expert"), weights=(3, 6, 4, 1))[0]
        skiers.append((n + 1, f"{first} {last}", rng.choices(SKI_COUNTRIES, weights=(6, 3, 5, 3, 2, 2, 1))[0],
                       born, ability, registered))
    passes = []
    for _ in range(230):
        skier = skiers[rng.randrange(204)]  # skiers 205-220 registered in June 2026, no passes yet
        season = rng.choice(tuple(SEASONS))
        start, end = SEASONS[season]
        age = start.year - skier[3]
        band = "Child" if age < 12 else "Youth" if age < 18 else "Adult"
        kind = rng.choices(tuple(PASS_KINDS), weights=(3, 9, 4, 5, 2))[0]
        product = next(p for p in products if p[1:4] == (season, kind, band))
        days = PASS_KINDS[kind][1]
        if kind == "Season":
            first_day = start
            bought = _at(rng, start - datetime.timedelta(days=80), start - datetime.timedelta(days=3),
                         (7, 23))
        else:
            first_day = _day(rng, start, end - datetime.timedelta(days=days - 1))
            bought = _at(rng, first_day - datetime.timedelta(days=40), first_day - datetime.timedelta(days=1),
                         (7, 23))
        channel = rng.choices(("online", "ticket office", "hotel desk"), weights=(7, 4, 2))[0]
        discount = rng.choices((0, 10, 15, 20), weights=(12, 3, 2, 1))[0]
        refunded = rng.random() < 0.07
        refunded_at = bought + datetime.timedelta(hours=rng.randint(20, 200)) if refunded else None
        passes.append((bought, skier[0], product[0], first_day, days, channel, discount,
                       "refunded" if refunded else "paid", refunded_at, end))
    passes.sort(key=lambda p: p[0])
    scannable = [(7001 + n, p) for n, p in enumerate(passes) if p[7] == "paid"]
    pass_rows = [(7001 + n, p[1], p[2], p[0], p[3], p[5], p[6], p[7], p[8]) for n, p in enumerate(passes)]
    lift_weights = [{"gondola": 5, "cable car": 3, "chairlift": 3, "drag lift": 1, "magic carpet": 1}[x[2]]
                    * (2 if x[4] >= 2600 else 1) for x in lifts[:30]]
    scans = []
    for _ in range(400):
        pass_id, p = rng.choices(scannable, weights=[{0: 5, 1: 1, 3: 2, 6: 3}[q[4]] for _, q in scannable])[0]
        last_day = p[9] if p[4] == 0 else p[3] + datetime.timedelta(days=p[4] - 1)
        hours = (12, 16) if rng.random() < 0.2 else (8, 16)
        lift = rng.choices(lifts[:30], weights=lift_weights)[0]
        scans.append((_at(rng, p[3], last_day, hours), pass_id, lift[0]))
    scans.sort()
    scans = [(900001 + n, pid, lid, ts) for n, (ts, pid, lid) in enumerate(scans)]
    return [
        "CREATE TABLE lifts(lift_id INTEGER PRIMARY KEY, lift_name VARCHAR, lift_type VARCHAR, "
        "sector VARCHAR, vertical_m INTEGER, capacity_pph INTEGER, built_year INTEGER)",
        "CREATE TABLE pass_products(product_id INTEGER PRIMARY KEY, season VARCHAR, pass_kind VARCHAR, "
        "age_band VARCHAR, list_price DOUBLE)",
        "CREATE TABLE skiers(skier_id INTEGER PRIMARY KEY, skier_name VARCHAR, home_country VARCHAR, "
        "birth_year INTEGER, ability VARCHAR, registered_on DATE)",
        "CREATE TABLE passes(pass_id INTEGER PRIMARY KEY, skier_id INTEGER REFERENCES skiers(skier_id), "
        "product_id INTEGER REFERENCES pass_products(product_id), bought_at TIMESTAMP, first_day DATE, "
        "sales_channel VARCHAR, discount_pct INTEGER, pass_status VARCHAR, refunded_at TIMESTAMP)",
        "CREATE TABLE lift_scans(scan_id INTEGER PRIMARY KEY, pass_id INTEGER REFERENCES passes(pass_id), "
        "lift_id INTEGER REFERENCES lifts(lift_id), scanned_at TIMESTAMP)",
        _insert("lifts", lifts), _insert("pass_products", products), _insert("skiers", skiers),
        _insert("passes", pass_rows), _insert("lift_scans", scans),
    ]


# ---------------------------------------------------------------------------------------------------- bakery
SHOPS = (  # (name, town, type); the last four opened in June 2026
    ("Clifton Village", "Bristol", "high street"), ("Gloucester Road", "Bristol", "high street"),
    ("Temple Meads", "Bristol", "station kiosk"), ("North Street", "Bristol", "high street"),
    ("Cabot Circus", "Bristol", "shopping centre"), ("Whiteladies Road", "Bristol", "high street"),
    ("St Nicholas Market", "Bristol", "market stall"), ("Bath Spa Station", "Bath", "station kiosk"),
    ("Milsom Street", "Bath", "high street"), ("Widcombe Parade", "Bath", "high street"),
    ("SouthGate", "Bath", "shopping centre"), ("Montpellier", "Cheltenham", "high street"),
    ("The Promenade", "Cheltenham", "high street"), ("Cheltenham Spa Station", "Cheltenham", "station kiosk"),
    ("Westgate Street", "Gloucester", "high street"), ("Gloucester Quays", "Gloucester", "shopping centre"),
    ("Old Town", "Swindon", "high street"), ("Swindon Station", "Swindon", "station kiosk"),
    ("Fore Street", "Exeter", "high street"), ("Princesshay", "Exeter", "shopping centre"),
    ("Exeter St Davids", "Exeter", "station kiosk"), ("Magdalen Road", "Exeter", "high street"),
    ("County Walk", "Taunton", "shopping centre"), ("East Reach", "Taunton", "high street"),
    ("Stroud Farmers Market", "Stroud", "market stall"), ("High Street Stroud", "Stroud", "high street"),
    ("Frome Market", "Frome", "market stall"), ("Catherine Hill", "Frome", "high street"),
    ("Wells Market Place", "Wells", "high street"), ("Glastonbury Road", "Wells", "high street"),
    ("Keynsham", "Bristol", "high street"), ("Larkhall", "Bath", "high street"),
    ("Topsham", "Exeter", "high street"), ("Bristol Parkway", "Bristol", "station kiosk"),
)
ITEMS = (  # (name, category, price, vegan); the last four launched in June 2026
    ("Sourdough loaf", "bread", 4.2, "Y"), ("White bloomer", "bread", 2.8, "Y"),
    ("Seeded rye", "bread", 4.5, "Y"), ("Wholemeal tin", "bread", 3.0, "Y"), ("Baguette", "bread", 1.9, "Y"),
    ("Focaccia", "bread", 3.6, "Y"), ("Ciabatta", "bread", 2.4, "Y"), ("Spelt loaf", "bread", 4.0, "Y"),
    ("Challah", "bread", 4.3, "N"), ("Croissant", "pastry", 1.85, "N"),
    ("Pain au chocolat", "pastry", 2.1, "N"),
    ("Almond croissant", "pastry", 2.9, "N"), ("Cinnamon bun", "pastry", 2.75, "N"),
    ("Cardamom bun", "pastry", 2.9, "N"), ("Apricot danish", "pastry", 2.4, "N"),
    ("Eccles cake", "pastry", 2.2, "N"), ("Vegan croissant", "pastry", 2.0, "Y"),
    ("Victoria sponge slice", "cake", 3.4, "N"), ("Carrot cake slice", "cake", 3.6, "N"),
    ("Lemon drizzle slice", "cake", 3.2, "N"), ("Chocolate brownie", "cake", 2.8, "N"),
    ("Millionaire's shortbread", "cake", 2.6, "N"), ("Celebration cake", "cake", 28.0, "N"),
    ("Bakewell tart", "cake", 3.1, "N"), ("Fruit scone", "cake", 2.3, "N"),
    ("Vegan banana bread", "cake", 3.0, "Y"), ("Sausage roll", "savoury", 2.9, "N"),
    ("Cheese and onion pasty", "savoury", 3.6, "N"), ("Cornish pasty", "savoury", 4.2, "N"),
    ("Vegan sausage roll", "savoury", 2.9, "Y"), ("Quiche slice", "savoury", 4.1, "N"),
    ("Ham and cheese toastie", "savoury", 5.2, "N"), ("Spinach and feta twist", "savoury", 3.5, "N"),
    ("Falafel wrap", "savoury", 4.8, "Y"), ("Flat white", "drinks", 3.3, "N"), ("Latte", "drinks", 3.5, "N"),
    ("Americano", "drinks", 2.8, "Y"), ("Pot of tea", "drinks", 2.2, "Y"),
    ("Hot chocolate", "drinks", 3.4, "N"),
    ("Orange juice", "drinks", 2.6, "Y"), ("Chai latte", "drinks", 3.6, "N"),
    ("Sparkling water", "drinks", 1.8, "Y"), ("Oat latte", "drinks", 3.8, "Y"), ("Mocha", "drinks", 3.7, "N"),
    ("Pistachio croissant", "pastry", 3.4, "N"), ("Miso caramel brownie", "cake", 3.3, "N"),
    ("Iced matcha", "drinks", 3.9, "Y"), ("Wild garlic focaccia", "bread", 4.4, "Y"),
)

WASTE_WEIGHT = {"bread": 4, "pastry": 4, "cake": 3, "savoury": 3, "drinks": 0.2}


def bakery() -> list[str]:
    rng = random.Random(6262)
    shops = []
    for n, (name, town, kind) in enumerate(SHOPS):
        opened = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 26)) if n >= 30
                  else _day(rng, datetime.date(2012, 3, 1), datetime.date(2024, 10, 31)))
        sts = "refurb" if n in (5, 19) else "closed" if n == 26 else "open"
        shops.append((n + 1, name, town, kind, opened, sts))
    items = []
    for n, (name, cat, px, vegan) in enumerate(ITEMS):
        launched = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 20)) if n >= 44
                    else _day(rng, datetime.date(2018, 1, 1), datetime.date(2024, 9, 30)))
        cost = round(px * rng.uniform(0.18, 0.4), 2)
        items.append((101 + n, name, cat, px, cost, vegan, launched))
    trading = shops[:30]
    shop_weights = [{"station kiosk": 3, "shopping centre": 3, "high street": 2, "market stall": 1}[s[3]]
                    for s in trading]
    sellable = items[:44]
    item_weights = [{"bread": 3, "pastry": 4, "cake": 2, "savoury": 3, "drinks": 4}[i[2]]
                    * (0.2 if i[1] == "Celebration cake" else 1) for i in sellable]
    sales, lines = [], []
    for _ in range(270):
        shop = rng.choices(trading, weights=shop_weights)[0]
        if shop[5] == "closed":
            ts = _at(rng, datetime.date(2025, 1, 2), datetime.date(2025, 11, 30), (7, 17))
        else:
            ts = _at(rng, datetime.date(2025, 1, 2), datetime.date(2026, 6, 27), (7, 17))
        pay = rng.choices(("card", "cash", "app"), weights=(12, 4, 3))[0]
        loyalty = f"LC{rng.randint(100000, 999999)}" if pay == "app" or rng.random() < 0.3 else None
        sales.append((ts, shop[0], pay, loyalty))
    sales.sort()
    sales = [(30001 + n, shop_id, ts, pay, loyalty) for n, (ts, shop_id, pay, loyalty) in enumerate(sales)]
    for s in sales:
        for item in rng.sample(sellable, rng.choices((1, 2, 3), weights=(16, 6, 1))[0]):
            if item[2] in ("bread", "savoury"):
                qty = rng.choices((1, 2, 3, 4), weights=(8, 3, 1, 1))[0]
            elif item[2] == "pastry":
                qty = rng.choices((1, 2, 4, 6), weights=(6, 4, 2, 1))[0]
            else:
                qty = rng.choices((1, 2), weights=(5, 1))[0]
            lines.append((s[0], item[0], qty))
    lines = [(n + 1,) + line for n, line in enumerate(lines)]
    waste = []
    for _ in range(210):
        shop = rng.choice(trading)
        item = rng.choices(sellable, weights=[WASTE_WEIGHT[i[2]] for i in sellable])[0]
        reason = rng.choices(("unsold", "damaged", "out of date", "quality"), weights=(8, 2, 3, 1))[0]
        end = datetime.date(2025, 11, 30) if shop[5] == "closed" else datetime.date(2026, 6, 27)
        waste.append((_day(rng, datetime.date(2025, 1, 2), end), shop[0], item[0],
                      rng.randint(1, 9) if reason == "unsold" else rng.randint(1, 4), reason))
    waste.sort()
    waste = [(n + 1, shop_id, item_id, dt, q, r) for n, (dt, shop_id, item_id, q, r) in enumerate(waste)]
    return [
        "CREATE TABLE shops(id INTEGER, shop_nm VARCHAR, town VARCHAR, shop_typ VARCHAR, opened_dt DATE, "
        "shop_sts VARCHAR)",
        "CREATE TABLE items(id INTEGER, item_nm VARCHAR, cat VARCHAR, px DOUBLE, unit_cost DOUBLE, "
        "vegan_flg VARCHAR, launch_dt DATE)",
        "CREATE TABLE sales(id INTEGER, shop_id INTEGER, sale_ts TIMESTAMP, pay_mthd VARCHAR, "
        "loyalty_no VARCHAR)",
        "CREATE TABLE sale_lines(id INTEGER, sale_id INTEGER, item_id INTEGER, qty INTEGER)",
        "CREATE TABLE waste_log(id INTEGER, shop_id INTEGER, item_id INTEGER, waste_dt DATE, "
        "qty_wasted INTEGER, reason VARCHAR)",
        _insert("shops", shops), _insert("items", items), _insert("sales", sales),
        _insert("sale_lines", lines), _insert("waste_log", waste),
    ]


# ---------------------------------------------------------------------------------------------------- cowork
SITES = {"Shoreditch": "SHD", "Clerkenwell": "CLK", "Camden": "CMD", "Brixton": "BRX", "Peckham": "PCK"}
ROOM_NAMES = ("Lovelace", "Turing", "Hopper", "Franklin", "Babbage", "Curie", "Darwin", "Faraday", "Hodgkin",
              "Brunel", "Newton", "Somerville", "Tesla", "Noether", "Kahlo", "Hepworth", "Orwell", "Austen")
SPACE_KINDS = {"meeting room": (4, 12, 18.0, 45.0), "phone booth": (1, 1, 6.0, 8.0),
               "event space": (40, 120, 120.0, 220.0), "podcast studio": (2, 4, 35.0, 50.0)}
PLANS = {"Hot desk": 220.0, "Fixed desk": 340.0, "Private office": 650.0, "Virtual office": 45.0}
MEMBER_FIRST = ("Aisha", "Ben", "Chiara", "Dev", "Ella", "Femi", "Grace", "Harvey", "Ivy", "Jamal", "Kemi",
                "Leo", "Maya", "Noah", "Priya", "Rahul", "Sadie", "Theo")
MEMBER_LAST = ("Adeyemi", "Bennett", "Chowdhury", "Dawson", "Evans", "Fernandes", "Goldberg", "Hall", "Iqbal",
               "Kowalski", "Lam", "Mensah", "O'Brien", "Price", "Russo", "Shah")
COMPANIES = ("Pixelcraft Studio", "Northwind Analytics", "Bramble Design", "Kettle & Co", "Loop Robotics",
             "Sable Legal", "Fenwick Media", "Tidewater Games", "Orbit Health", "Greenleaf Ventures",
             "Cobalt Labs", "Hatch Recruitment")


def cowork() -> list[str]:
    rng = random.Random(7373)
    spaces, names = [], list(ROOM_NAMES)
    for site, code in SITES.items():
        layout = (("meeting room", 2), ("phone booth", 2)) if site == "Peckham" else (
            ("meeting room", 4), ("phone booth", 2), ("event space", 1), ("podcast studio", 1))
        for kind, count in layout:
            low_seats, high_seats, low_rate, high_rate = SPACE_KINDS[kind]
            for k in range(count):
                if kind == "meeting room":
                    label = f"{names.pop(0)} Room"
                elif kind == "phone booth":
                    label = f"{site} Booth {k + 1}"
                else:
                    label = f"{site} {kind.title()}"
                ref = f"{code}-{kind[0].upper()}{kind.split()[1][0].upper()}{k + 1}"
                rate = round(rng.uniform(low_rate, high_rate) * 2) / 2
                spaces.append((ref, label, site, kind, rng.randint(low_seats, high_seats), rate))
    members = []
    for n, (first, last) in enumerate(_names(rng, MEMBER_FIRST, MEMBER_LAST, 190)):
        plan = rng.choices(tuple(PLANS), weights=(6, 4, 3, 2))[0]
        company = rng.choice(COMPANIES) if plan == "Private office" or rng.random() < 0.45 else None
        joined = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 29)) if n >= 176
                  else _day(rng, datetime.date(2021, 2, 1), datetime.date(2025, 6, 30)))
        status = "active" if n >= 176 else rng.choices(("active", "paused", "left"), weights=(10, 2, 3))[0]
        home = rng.choices(("Shoreditch", "Clerkenwell", "Camden", "Brixton"), weights=(4, 3, 3, 2))[0]
        members.append((f"FW{2041 + 7 * n}", f"{first} {last}", company, plan, home, joined, status))
    bookers = [m for m in members[:176] if m[3] != "Virtual office" or rng.random() < 0.5]
    live = [s for s in spaces if s[2] != "Peckham"]
    bookings = []
    for _ in range(380):
        member = rng.choice(bookers)
        space = rng.choices(live, weights=[3 if s[2] == member[4] else 1 for s in live])[0]
        start = _at(rng, datetime.date(2025, 1, 6), datetime.date(2026, 6, 26), (8, 18))
        start = start.replace(minute=rng.choice((0, 30)))
        hrs = {"meeting room": (0.5, 1, 1, 1.5, 2, 3), "phone booth": (0.5, 0.5, 1),
               "event space": (3, 4, 6, 8), "podcast studio": (1, 2, 2, 3)}[space[3]]
        state = rng.choices(("confirmed", "cancelled", "no-show"), weights=(16, 3, 1))[0]
        bookings.append((start, member[0], space[0], float(rng.choice(hrs)), state))
    bookings.sort()
    bookings = [(f"RB-{b[0].year % 100}-{n + 1:04d}", b[1], b[2], b[0], b[3], b[4])
                for n, b in enumerate(bookings)]
    months = [datetime.date(2025 + m // 12, m % 12 + 1, 1) for m in range(18)]
    pairs = rng.sample([(m, mon) for m in members[:176] for mon in months if mon >= m[5].replace(day=1)], 320)
    pairs.sort(key=lambda p: (p[1], p[0][0]))
    invoices = []
    for n, (m, mon) in enumerate(pairs):
        issued = mon + datetime.timedelta(days=rng.randint(0, 3))
        amount = PLANS[m[3]] + rng.choice((0.0, 0.0, 0.0, 25.0, 60.0, 12.5))
        if mon >= datetime.date(2026, 5, 1) and rng.random() < 0.55 or rng.random() < 0.05:
            paid = None
        else:
            paid = issued + datetime.timedelta(days=rng.choice((2, 5, 9, 14, 21, 30, 45)))
        invoices.append((f"INV-{mon.year}-{n + 1:04d}", m[0], mon, issued, amount, paid))
    return [
        "CREATE TABLE spaces(space_ref VARCHAR, space_label VARCHAR, site VARCHAR, space_kind VARCHAR, "
        "seats INTEGER, hourly_rate DOUBLE)",
        "CREATE TABLE members(member_code VARCHAR, full_name VARCHAR, company VARCHAR, plan VARCHAR, "
        "home_site VARCHAR, joined_on DATE, mbr_status VARCHAR)",
        "CREATE TABLE room_bookings(booking_no VARCHAR, booked_by VARCHAR, room VARCHAR, start_ts TIMESTAMP, "
        "hrs DOUBLE, bkg_state VARCHAR)",
        "CREATE TABLE invoices(inv_no VARCHAR, member VARCHAR, period_start DATE, issued_on DATE, "
        "amt_gbp DOUBLE, paid_on DATE)",
        _insert("spaces", spaces), _insert("members", members), _insert("room_bookings", bookings),
        _insert("invoices", invoices),
    ]


SCHEMAS_N = {"ski": ski, "bakery": bakery, "cowork": cowork}
