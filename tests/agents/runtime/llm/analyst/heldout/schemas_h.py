"""Three held-out workspaces for set H, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- lettings: declared PRIMARY KEY / REFERENCES on composite-looking string keys: `properties.landlord_ref` →
  `landlords.landlord_ref` ('LL-0xx'), `tenancies.property_id` → `properties.property_id`,
  `rent_payments.tenancy_ref` → `tenancies.tenancy_ref` ('TN-yy-nnnn'), `repairs.property_id` →
  `properties.property_id`; landlords named by `full_name`, properties by `address`, tenants by `tenant_name`;
  a repair's labour cost only as `labour_hours × hourly_rate`.
- charity: no declared keys, tables keyed by `id` with `<thing>_id` foreign keys (`donations.donor_id`,
  `donations.campaign_id`, `regular_gifts.donor_id`, `regular_gifts.campaign_id`, `volunteers.campaign_id`);
  campaigns named by `title`, donors and volunteers by `full_name`; money from a regular gift only as
  `monthly_amount × months_paid`.
- factory: no declared keys, natural codes named unlike their targets: `runs.line` → `lines.line_code`,
  `runs.item` → `products.sku`, `defects.batch` → `runs.run_ref` (a VARCHAR); products named by
  `product_name`, lines by `line_name`; cost of good output only as `units_good × unit_cost`
  (runs → products), scrap value as `units_scrapped × unit_cost` (defects → runs → products).

Written blind for set H (questions_h.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _moment, _names

# -------------------------------------------------------------------------------------------------- lettings
LANDLORD_FIRST = ("Agnes", "Bernard", "Celia", "Dominic", "Eleanor", "Frank", "Georgina", "Harold", "Imogen",
                  "Jasper", "Kathleen", "Leonard", "Miriam", "Nigel")
LANDLORD_LAST = ("Whitfield", "Okafor", "Pemberton", "Quayle", "Radcliffe", "Sutton", "Trelawney", "Varga")
TENANT_FIRST = ("Abdul", "Bethany", "Ciaran", "Danielle", "Elliot", "Farah", "Grace", "Harry", "Ines",
                "Jamal",
                "Katie", "Liam", "Megan", "Nathan", "Orla", "Patrick", "Ruby", "Sean", "Tasha", "Zack")
TENANT_LAST = ("Ahmed", "Brennan", "Carter", "Doyle", "Evans", "Fitzgerald", "Green", "Hughes", "Iqbal",
               "Jones", "Kaur", "Lewis", "Murphy", "Nolan", "Patel", "Quinn", "Roberts", "Shaw")
COMPANIES = ("Cherwell Homes Ltd", "Port Meadow Estates", "Isis Property Ltd", "Radcliffe Square Lettings",
             "Headington Hill Homes", "Dreaming Spires Property Co")
AREAS = {"Jericho": 1.35, "Cowley": 0.95, "Headington": 1.15, "Summertown": 1.45, "Botley": 0.9,
         "Iffley": 1.05}
STREETS = ("Walton Street", "Cranham Terrace", "Magdalen Road", "Divinity Road", "Osler Road", "Lime Walk",
           "Banbury Road", "Squitchey Lane", "Westminster Way", "Church Way", "Howard Street", "Percy Street")
TYPES = (("studio", 0, 780), ("flat", 1, 1050), ("flat", 2, 1350), ("house", 3, 1750), ("house", 4, 2150))
TRADES = {"plumbing": (48, 70), "electrical": (52, 78), "heating": (55, 80), "joinery": (38, 58),
          "roofing": (45, 68), "decorating": (30, 45)}


def lettings() -> list[str]:
    rng = random.Random(3131)
    landlords = []
    for n, (first, last) in enumerate(_names(rng, LANDLORD_FIRST, LANDLORD_LAST, 36)):
        kind = "company" if n % 6 == 5 else "individual"
        name = COMPANIES[n // 6] if kind == "company" else f"{first} {last}"
        landlords.append((f"LL-{17 + 3 * n:03d}", name, kind, _day(rng, datetime.date(2015, 1, 1),
                                                                    datetime.date(2026, 9, 30))))
    active = [ll[0] for ll in landlords[:32]]  # LL-113 to LL-122: signed up, no property yet
    properties, used, bases = [], set(), {}
    for n in range(96):
        while (address := f"{rng.randint(1, 140)} {rng.choice(STREETS)}") in used:
            pass
        used.add(address)
        kind, bedrooms, base = rng.choice(TYPES)
        properties.append((201 + n, active[n % 32] if n < 64 else rng.choice(active), address,
                           rng.choice(tuple(AREAS)), kind, bedrooms, rng.choice(("C", "C", "D", "B", "E"))))
        bases[201 + n] = base
    tenant_names = [f"{f} {l}" for f, l in _names(rng, TENANT_FIRST, TENANT_LAST, 190)]
    tenancies = []
    for n in range(190):
        prop = properties[n % 88] if n < 88 else properties[rng.randrange(88)]  # 289-296: never let
        start = _day(rng, datetime.date(2023, 6, 1), datetime.date(2026, 9, 30))
        months = rng.choice((6, 12, 12, 12, 18, 24))
        end = start + datetime.timedelta(days=30 * months)
        rent = round(bases[prop[0]] * AREAS[prop[3]] * rng.uniform(0.9, 1.1) / 5) * 5
        if end < datetime.date(2026, 10, 31):
            status = rng.choices(("ended", "ended early"), weights=(8, 1))[0]
        else:
            status = rng.choices(("active", "in arrears", "notice given"), weights=(10, 2, 1))[0]
        tenancies.append((f"TN-{start.year % 100}-{1000 + 7 * n}", prop[0], tenant_names[n], start, end,
                          float(rent), float(rent * rng.choice((1, 1, 1.25, 1.5))), status))
    payments, payable = [], [t for t in tenancies if t[4] > datetime.date(2024, 1, 31)]
    for n in range(400):
        tenancy = rng.choice(payable)
        paid = _day(rng, max(tenancy[3], datetime.date(2024, 1, 1)),
                    min(tenancy[4], datetime.date(2026, 10, 31)))
        amount = tenancy[5] if rng.random() < 0.88 else round(tenancy[5] * rng.choice((0.5, 0.75)), 2)
        payments.append((paid, tenancy[0], amount, rng.choices(("standing order", "bank transfer", "card"),
                                                               weights=(6, 3, 1))[0]))
    payments.sort()
    payments = [(5001 + n, t, d, a, m) for n, (d, t, a, m) in enumerate(payments)]
    repairs = []
    for n in range(170):
        prop = properties[rng.randrange(96)]
        trade = rng.choice(tuple(TRADES))
        status = rng.choices(("completed", "open", "cancelled"), weights=(12, 3, 1))[0]
        hours = round(rng.choice((0.5, 1, 1.5, 2, 3, 4, 6, 8)) * (1.5 if trade == "roofing" else 1), 1)
        hours = 0.0 if status == "cancelled" else hours  # a cancelled job booked no labour
        repairs.append((801 + n, prop[0], _day(rng, datetime.date(2024, 1, 1), datetime.date(2026, 10, 31)),
                        trade, rng.choices(("routine", "urgent", "emergency"), weights=(6, 3, 1))[0],
                        hours, float(rng.randint(*TRADES[trade])), status))
    return [
        "CREATE TABLE landlords(landlord_ref VARCHAR PRIMARY KEY, full_name VARCHAR, landlord_type VARCHAR, "
        "registered_on DATE)",
        "CREATE TABLE properties(property_id INTEGER PRIMARY KEY, "
        "landlord_ref VARCHAR REFERENCES landlords(landlord_ref), address VARCHAR, area VARCHAR, "
        "property_type VARCHAR, bedrooms INTEGER, epc_rating VARCHAR)",
        "CREATE TABLE tenancies(tenancy_ref VARCHAR PRIMARY KEY, "
        "property_id INTEGER REFERENCES properties(property_id), tenant_name VARCHAR, start_date DATE, "
        "end_date DATE, monthly_rent DOUBLE, deposit DOUBLE, status VARCHAR)",
        "CREATE TABLE rent_payments(payment_id INTEGER PRIMARY KEY, "
        "tenancy_ref VARCHAR REFERENCES tenancies(tenancy_ref), paid_on DATE, amount DOUBLE, method VARCHAR)",
        "CREATE TABLE repairs(job_no INTEGER PRIMARY KEY, "
        "property_id INTEGER REFERENCES properties(property_id), "
        "reported_on DATE, trade VARCHAR, priority VARCHAR, labour_hours DOUBLE, hourly_rate DOUBLE, "
        "status VARCHAR)",
        _insert("landlords", landlords), _insert("properties", properties), _insert("tenancies", tenancies),
        _insert("rent_payments", payments), _insert("repairs", repairs),
    ]


# --------------------------------------------------------------------------------------------------- charity
CAMPAIGNS = (  # (title, appeal type); 29-32 launch in late 2026: no gifts, no volunteers yet
    ("Winter Warmth Appeal 2024", "seasonal"), ("Flood Relief Somerset", "emergency"),
    ("New Hospice Wing", "capital"), ("Meals on Wheels", "ongoing"), ("Christmas Toy Drive 2024", "seasonal"),
    ("Riverside Youth Club Roof", "capital"), ("Heatwave Hydration Fund", "emergency"),
    ("Adopt a Bench", "ongoing"), ("Spring Garden Open Days", "seasonal"),
    ("Library Van Replacement", "capital"),
    ("Befriending Phone Line", "ongoing"), ("Storm Ciaran Clean-up", "emergency"),
    ("Great Autumn Bake Off", "seasonal"), ("Minibus for Day Centre", "capital"),
    ("School Uniform Bank", "ongoing"), ("Winter Warmth Appeal 2025", "seasonal"),
    ("Food Bank Shelves", "ongoing"), ("Village Hall Kitchen", "capital"), ("Wildfire Response", "emergency"),
    ("Christmas Toy Drive 2025", "seasonal"), ("Carers' Respite Breaks", "ongoing"),
    ("Sensory Room", "capital"), ("Cold Snap Emergency Fund", "emergency"), ("Midsummer Fun Run", "seasonal"),
    ("Community Fridge", "ongoing"), ("Playground Rebuild", "capital"), ("Hospital Radio", "ongoing"),
    ("Summer Holiday Lunches", "seasonal"), ("Winter Warmth Appeal 2026", "seasonal"),
    ("Defibrillator for Every Village", "capital"), ("Christmas Toy Drive 2026", "seasonal"),
    ("Warm Spaces Network", "ongoing"),
)
DONOR_FIRST = ("Alan", "Brenda", "Colin", "Dorothy", "Eric", "Frances", "Graham", "Hilary", "Ian", "Janet",
               "Keith", "Linda", "Malcolm", "Norma", "Pauline", "Roger", "Sheila", "Trevor", "Wendy",
               "Yvonne")
DONOR_LAST = ("Archer", "Blake", "Cooper", "Dawson", "Foster", "Gray", "Harper", "Jenkins", "Kemp", "Marsh",
              "Parker", "Reid", "Stone", "Turner", "Walsh", "Young")
TOWNS = ("Taunton", "Bridgwater", "Yeovil", "Wells", "Frome", "Glastonbury", "Minehead")
VOL_FIRST = ("Amira", "Bryony", "Callum", "Dev", "Esme", "Freddie", "Gwen", "Hamza", "Iris", "Joel", "Kezia",
             "Luca", "Mabel", "Noah", "Phoebe", "Rowan")
VOL_LAST = ("Ashby", "Bolton", "Crane", "Drake", "Ellery", "Finch")
ROLES = ("driver", "shop assistant", "event marshal", "befriender", "collector")


def charity() -> list[str]:
    rng = random.Random(7272)
    campaigns = []
    for n, (title, kind) in enumerate(CAMPAIGNS):
        year = int(title[-4:]) if title[-4:].isdigit() else None
        launched = (_day(rng, datetime.date(2026, 11, 1), datetime.date(2026, 12, 15)) if n >= 28
                    else _day(rng, datetime.date(year, 9, 1), datetime.date(year, 11, 15)) if year
                    else _day(rng, datetime.date(2024, 1, 1), datetime.date(2026, 6, 30)))
        target = rng.randrange(5000, 60001, 500) * (3 if kind == "capital" else 1)
        campaigns.append((n + 1, title, kind, launched, float(target)))
    donors = []
    for n, (first, last) in enumerate(_names(rng, DONOR_FIRST, DONOR_LAST, 240)):
        donors.append((n + 1, f"{first} {last}", rng.choice(TOWNS), rng.random() < 0.6,
                       _day(rng, datetime.date(2018, 1, 1), datetime.date(2026, 10, 31))))
    givers = list(range(1, 221))  # donors 221-240 have not given anything yet
    donations = []
    for n in range(400):
        campaign = campaigns[rng.randrange(28)]
        day = _day(rng, max(campaign[3], datetime.date(2024, 1, 1)), datetime.date(2026, 10, 31))
        channel = rng.choices(("online", "cheque", "phone", "street collection"), weights=(8, 2, 2, 3))[0]
        amount = (round(rng.uniform(2, 30), 2) if channel == "street collection"
                  else float(rng.choice((5, 10, 10, 20, 25, 50, 50, 100, 250, 500))))
        donations.append((day, rng.choice(givers), campaign[0], amount, channel))
    donations.sort()
    donations = [(n + 1, donor, camp, day, amount, channel)
                 for n, (day, donor, camp, amount, channel) in enumerate(donations)]
    regular = []
    for n in range(130):
        campaign = campaigns[rng.choice([i for i in range(28) if campaigns[i][2] in ("ongoing", "capital")])]
        start = _day(rng, max(campaign[3], datetime.date(2024, 1, 1)), datetime.date(2026, 9, 30))
        months = max(1, (datetime.date(2026, 10, 31) - start).days // 30 - rng.randint(0, 6))
        regular.append((n + 1, rng.choice(givers), campaign[0], start,
                        float(rng.choice((3, 5, 5, 8, 10, 10, 15, 20, 25))), months,
                        rng.choices(("active", "cancelled", "paused"), weights=(7, 3, 1))[0]))
    volunteers = []
    for n, (first, last) in enumerate(_names(rng, VOL_FIRST, VOL_LAST, 80)):
        camp = campaigns[rng.randrange(26)]  # campaigns 27-28 ran without volunteers
        volunteers.append((n + 1, f"{first} {last}", camp[0], rng.choice(ROLES),
                           _day(rng, max(camp[3], datetime.date(2024, 1, 1)), datetime.date(2026, 10, 31)),
                           float(rng.randrange(2, 121))))
    return [
        "CREATE TABLE campaigns(id INTEGER, title VARCHAR, appeal_type VARCHAR, launched_on DATE, "
        "target_amount DOUBLE)",
        "CREATE TABLE donors(id INTEGER, full_name VARCHAR, town VARCHAR, gift_aid BOOLEAN, "
        "first_contact DATE)",
        "CREATE TABLE donations(id INTEGER, donor_id INTEGER, campaign_id INTEGER, received_on DATE, "
        "amount DOUBLE, channel VARCHAR)",
        "CREATE TABLE regular_gifts(id INTEGER, donor_id INTEGER, campaign_id INTEGER, start_date DATE, "
        "monthly_amount DOUBLE, months_paid INTEGER, status VARCHAR)",
        "CREATE TABLE volunteers(id INTEGER, full_name VARCHAR, campaign_id INTEGER, role VARCHAR, "
        "signed_up DATE, hours_given DOUBLE)",
        _insert("campaigns", campaigns), _insert("donors", donors), _insert("donations", donations),
        _insert("regular_gifts", regular), _insert("volunteers", volunteers),
    ]


# --------------------------------------------------------------------------------------------------- factory
PLANTS = ("Telford", "Swindon", "Wrexham", "Dundee")
LINE_KINDS = ("Moulding", "Assembly", "Packing", "Finishing")
PRODUCTS_H = (  # (name, family, unit cost); the last four are new for 2027: never made
    ("Kettle Base K1", "kitchen", 6.4), ("Kettle Base K2", "kitchen", 7.1),
    ("Toaster Shell T4", "kitchen", 4.85), ("Blender Jug B9", "kitchen", 9.2),
    ("Mixer Bowl M3", "kitchen", 11.75), ("Juicer Cone J2", "kitchen", 2.3),
    ("Fan Blade F12", "climate", 1.95), ("Heater Grille H7", "climate", 3.4),
    ("Fan Housing F20", "climate", 8.6), ("Dehumidifier Tank D5", "climate", 5.15),
    ("Thermostat Dial TD1", "climate", 2.75), ("Vent Louvre V3", "climate", 1.6),
    ("Drill Casing DC18", "tools", 12.4), ("Sander Pad SP2", "tools", 3.05),
    ("Jigsaw Guard JG6", "tools", 4.4), ("Battery Clip BC4", "tools", 1.25),
    ("Grinder Cover GC9", "tools", 6.9), ("Torch Lens TL1", "tools", 0.85),
    ("Mower Deck MD40", "garden", 24.5), ("Trimmer Spool TS3", "garden", 1.7),
    ("Hose Reel HR25", "garden", 15.3), ("Sprinkler Head SH8", "garden", 2.2),
    ("Leaf Blower Tube LB2", "garden", 4.1), ("Hedge Cutter Grip HC5", "garden", 3.6),
    ("Vacuum Nozzle VN7", "cleaning", 2.95), ("Dust Bin Cup DB3", "cleaning", 4.25),
    ("Mop Head Frame MF1", "cleaning", 1.4), ("Steam Tank ST4", "cleaning", 7.8),
    ("Brush Roll BR6", "cleaning", 5.6), ("Filter Cage FC2", "cleaning", 2.05),
    ("Iron Soleplate IS5", "cleaning", 9.95), ("Window Vac Blade WB1", "cleaning", 1.15),
    ("Kettle Lid KL3", "kitchen", 1.85), ("Fan Stand FS9", "climate", 6.25),
    ("Drill Chuck Guard DG2", "tools", 2.4), ("Planter Tray PT6", "garden", 3.3),
    ("Air Fryer Basket AF1", "kitchen", 8.45), ("Heat Pump Fan HP2", "climate", 14.2),
    ("Robot Mower Shell RM1", "garden", 19.9), ("Cordless Vac Wand CV3", "cleaning", 6.6),
)
DEFECTS = ("short shot", "flash", "scratch", "warp", "wrong colour", "misaligned clip")


def factory() -> list[str]:
    rng = random.Random(5858)
    lines = []
    for n in range(34):  # the last four lines were commissioned in autumn 2026 and have not run yet
        plant, kind = PLANTS[n % 4], LINE_KINDS[(n // 4) % 4]
        code = f"{plant[:3].upper()}-{kind[:2].upper()}{n // 4 + 1:02d}"
        commissioned = (_day(rng, datetime.date(2026, 9, 1), datetime.date(2026, 10, 31)) if n >= 30
                        else _day(rng, datetime.date(2012, 1, 1), datetime.date(2023, 12, 31)))
        lines.append((code, f"{plant} {kind} Line {n // 4 + 1}", plant, kind.lower(), commissioned,
                      rng.choice((1, 2, 2, 3))))
    products = []
    for n, (name, family, cost) in enumerate(PRODUCTS_H):
        products.append((f"{family[:2].upper()}{4100 + 13 * n}", name, family, cost,
                         round(cost * rng.uniform(2.2, 3.4), 2)))
    runs = []
    for n in range(320):
        line = lines[n % 30] if n < 30 else lines[rng.randrange(30)]
        item = products[rng.randrange(36)]
        start = _moment(rng, datetime.date(2024, 1, 2), datetime.date(2026, 10, 30), (6, 22))
        planned = rng.randrange(400, 5001, 100)
        status = ("in progress" if start.date() >= datetime.date(2026, 10, 20)
                  else rng.choices(("completed", "stopped"), weights=(16, 2))[0])
        good = int(planned * (rng.uniform(0.9, 1.0) if status == "completed" else rng.uniform(0.2, 0.7)))
        runs.append((start, line[0], item[0], planned, good, status))
    runs.sort()
    runs = [(f"R{s.year % 100}-{4000 + 3 * n:05d}", line, item, s, planned, good, status)
            for n, (s, line, item, planned, good, status) in enumerate(runs)]
    defects = []
    for n in range(260):
        run = rng.choice(runs)
        found = run[3].date() + datetime.timedelta(days=rng.choice((0, 0, 0, 1, 2)))
        defects.append((9001 + n, run[0], rng.choice(DEFECTS), rng.randint(1, 60), found,
                        rng.choices(("minor", "major", "critical"), weights=(7, 3, 1))[0]))
    return [
        "CREATE TABLE lines(line_code VARCHAR, line_name VARCHAR, plant VARCHAR, process VARCHAR, "
        "commissioned DATE, shifts_per_day INTEGER)",
        "CREATE TABLE products(sku VARCHAR, product_name VARCHAR, family VARCHAR, unit_cost DOUBLE, "
        "list_price DOUBLE)",
        "CREATE TABLE runs(run_ref VARCHAR, line VARCHAR, item VARCHAR, started_at TIMESTAMP, "
        "units_planned INTEGER, units_good INTEGER, status VARCHAR)",
        "CREATE TABLE defects(defect_no INTEGER, batch VARCHAR, defect_type VARCHAR, units_scrapped INTEGER, "
        "found_on DATE, severity VARCHAR)",
        _insert("lines", lines), _insert("products", products), _insert("runs", runs),
        _insert("defects", defects),
    ]


SCHEMAS_H = {"lettings": lettings, "charity": charity, "factory": factory}
