"""Three held-out workspaces for set P, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- printshop (a print shop with three sites in and around Portland, Oregon; US dollars): declared PRIMARY
  KEY / REFERENCES on same-named keys for customers and machines (`print_jobs.customer_id` →
  `customers.customer_id`, `print_jobs.machine_id` → `machines.machine_id`), but an undeclared
  `print_jobs.paper_id` → `paper_stock.id`; jobs keyed by `job_no`; customers named by `company_name` (of a
  `sector`, in a `city`, on `terms` 'prepaid' or 'net 30', `contact_first_name` sometimes NULL), machines
  by `machine_name` (of a `kind`, at a `site`, numbered "#2" where a model repeats), paper by `descr` +
  `size`; money in cents: `print_jobs.price_cents` is the job's price and `paper_stock.unit_cost_cents` the
  cost of one sheet (or one linear foot of roll stock, per `unit`), `sheets_used` counts those units;
  `print_jobs.job_sts` is a one-letter code, 'Q' queued, 'P' printing, 'R' ready for pickup, 'D' collected
  or delivered, 'X' cancelled; `ordered_at` and `completed_at` TIMESTAMPs (`completed_at` NULL unless 'R'
  or 'D'), `due_date` a DATE, `is_rush` a BOOLEAN; the customers who opened accounts in June 2026 and some
  others have no jobs, the three machines installed in June 2026 and the retired one have none, and four
  paper stocks were never used.
- toollib (a community tool-lending library in Sheffield, open Tuesday, Thursday and Saturday): no declared
  keys, tables keyed by `id` with `<thing>_id` foreign keys (`loans.tool_id`, `loans.member_id`,
  `late_fees.loan_id`) and abbreviated columns (`mbr_nm`, `nbhd`, `joined_dt`, `tier`, `subs_gbp`,
  `vol_flg`, `sts`, `tool_nm`, `cat`, `repl_val_gbp`, `acq_dt`, `src`, `cond`, `late_fee_pd`, `out_ts`,
  `due_dt`, `ret_dt`, `renew_cnt`, `days_late`, `fee_amt`, `charged_dt`, `fee_sts`, `paid_dt`); member
  `sts` 'A' active, 'L' lapsed, 'S' suspended; `loans.out_ts` a TIMESTAMP, `due_dt` / `ret_dt` DATEs,
  `ret_dt` NULL while the tool is still out (one member at a time per tool); a late-fee row is raised when
  a late loan comes back, `fee_amt` = `days_late × tools.late_fee_pd` capped at £15, `fee_sts` 'PD' paid
  (`paid_dt` set, NULL otherwise), 'UNPD' unpaid or 'WVD' waived; the members who joined in June 2026 and
  many others have no loans, and the tools acquired in June 2026 and those needing repair were never lent.
- climbing (a bouldering and rope-climbing wall in Dublin; euros): no declared keys, text codes named unlike
  their targets: `visits.member_no`, `class_bookings.member` and `shop_sales.member_no` →
  `members.membership_no` (NULL for a non-member), `class_bookings.session` → `classes.class_code`;
  members named by `full_name` (on a `plan`, `cancelled_on` NULL while still a member), classes by
  `class_name` (repeated for each session, with an `instructor`); `visits.visit_type` a code, 'MBR'
  member check-in (nothing paid), 'DAY' day pass, 'OFFPK' off-peak day pass, 'GST' guest pass;
  `visits.paid_eur`, `class_bookings.paid_eur` and shop `unit_eur` money columns, shop takings as
  `quantity × unit_eur`; `class_bookings.bkg_sts` 'booked' (attended, or still to come), 'no-show' (still
  paid) or 'cancelled' (refunded, `paid_eur` kept as what was first paid); TIMESTAMPs `checkin_at`,
  `starts_at`, `booked_at`, `sold_at`, DATEs `joined_on`, `cancelled_on`; the members who joined in June
  2026 and some others have not visited, and five of the classes scheduled after June 2026 have no bookings
  yet (every earlier class has some).

Written blind for set P (questions_p.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names


def _at(rng: random.Random, start: datetime.date, end: datetime.date, hours=(8, 20)) -> datetime.datetime:
    day = _day(rng, start, end)
    return datetime.datetime(day.year, day.month, day.day, rng.randint(*hours), rng.randrange(60))


# ------------------------------------------------------------------------------------------------ printshop
BIZ_FIRST = ("Alder", "Burnside", "Cascade", "Division", "Everett", "Fremont", "Glisan", "Hawthorne",
             "Irving", "Juniper", "Killingsworth", "Lovejoy", "Mississippi", "Northrup", "Overlook", "Pearl",
             "Quimby", "Rose City", "Sellwood", "Tabor", "Willamette", "Alberta", "Belmont", "Clinton",
             "Dekum")
BIZ_KINDS = {  # suffix -> sector
    "Coffee": "food & drink", "Brewing": "food & drink", "Taqueria": "food & drink", "Bakery": "food & drink",
    "Realty": "real estate", "Properties": "real estate", "Law Group": "professional",
    "Dental": "professional", "Architects": "professional", "Food Bank": "nonprofit",
    "Arts Council": "nonprofit", "Books": "retail", "Bike Shop": "retail", "Records": "retail",
    "Weddings": "events", "Events": "events", "Bagels": "food & drink",
}
CONTACTS = ("Sam", "Alex", "Jordan", "Casey", "Riley", "Morgan", "Jamie", "Taylor", "Devon", "Quinn")
CITIES_OR = ("Portland", "Beaverton", "Gresham", "Lake Oswego", "Vancouver", "Hillsboro", "Tigard")
MACHINES = (  # (model, kind, site); the last three are installed in June 2026, and index 11 retired in 2024
    ("Xerox Versant 280", "digital toner", "Southeast"), ("Xerox Versant 280", "digital toner", "Pearl"),
    ("Xerox Versant 280", "digital toner", "Beaverton"),
    ("Konica Minolta C4080", "digital toner", "Southeast"),
    ("Konica Minolta C4080", "digital toner", "Pearl"),
    ("Konica Minolta C3080", "digital toner", "Beaverton"),
    ("Canon imagePRESS V900", "digital toner", "Southeast"),
    ("Canon imagePRESS V900", "digital toner", "Pearl"),
    ("Ricoh Pro 8320", "mono toner", "Southeast"), ("Ricoh Pro 8320", "mono toner", "Beaverton"),
    ("Ricoh Pro 8320", "mono toner", "Pearl"), ("Ricoh Pro 1107", "mono toner", "Southeast"),
    ("HP Indigo 7K", "digital offset", "Southeast"), ("HP Indigo 12000", "digital offset", "Southeast"),
    ("Heidelberg SM52", "offset", "Southeast"), ("Heidelberg GTO 52", "offset", "Southeast"),
    ("Ryobi 3304", "offset", "Beaverton"), ("Riso ComColor GD9630", "risograph", "Pearl"),
    ("Riso MZ1090", "risograph", "Pearl"), ("Riso MZ1090", "risograph", "Southeast"),
    ("HP Latex 700W", "wide format", "Southeast"), ("HP Latex 335", "wide format", "Pearl"),
    ("HP Latex 335", "wide format", "Beaverton"), ("Epson SureColor P9570", "wide format", "Southeast"),
    ("Epson SureColor P9570", "wide format", "Pearl"), ("Roland TrueVIS VG3", "wide format", "Beaverton"),
    ("Mimaki UJF-6042", "UV flatbed", "Southeast"), ("Mimaki UJF-6042", "UV flatbed", "Beaverton"),
    ("Canon imagePROGRAF TZ", "wide format", "Southeast"), ("Duplo DC-618", "digital toner", "Beaverton"),
    ("HP Indigo 6K", "digital offset", "Pearl"), ("Xerox Iridesse", "digital toner", "Southeast"),
    ("Epson SureColor S80600", "wide format", "Pearl"),
)
PAPERS = (  # (descr, size, finish, unit, unit cost in cents, supplier)
    ("20lb bond", "Letter", "uncoated", "sheet", 1, "Unisource"),
    ("24lb bond", "Letter", "uncoated", "sheet", 2, "Unisource"),
    ("24lb bond", "Tabloid", "uncoated", "sheet", 4, "Unisource"),
    ("60lb text recycled", "Letter", "recycled", "sheet", 3, "Mohawk"),
    ("70lb text", "Letter", "uncoated", "sheet", 3, "Mohawk"),
    ("70lb text", "12x18", "uncoated", "sheet", 7, "Mohawk"),
    ("80lb text gloss", "Letter", "gloss", "sheet", 4, "Veritiv"),
    ("80lb text gloss", "12x18", "gloss", "sheet", 9, "Veritiv"),
    ("100lb text gloss", "12x18", "gloss", "sheet", 11, "Veritiv"),
    ("100lb text gloss", "13x19", "gloss", "sheet", 13, "Veritiv"),
    ("100lb text silk", "12x18", "silk", "sheet", 12, "Veritiv"),
    ("100lb text silk", "13x19", "silk", "sheet", 14, "Veritiv"),
    ("80lb cover", "Letter", "uncoated", "sheet", 8, "Mohawk"),
    ("80lb cover", "12x18", "uncoated", "sheet", 17, "Mohawk"),
    ("100lb cover matte", "12x18", "matte", "sheet", 21, "Veritiv"),
    ("100lb cover gloss", "12x18", "gloss", "sheet", 22, "Veritiv"),
    ("100lb cover silk", "13x19", "silk", "sheet", 26, "Veritiv"),
    ("130lb cover silk", "13x19", "silk", "sheet", 34, "Veritiv"),
    ("130lb cover uncoated", "12x18", "uncoated", "sheet", 31, "Mohawk"),
    ("16pt C2S", "12x18", "gloss", "sheet", 38, "Veritiv"),
    ("110lb cover cotton", "12x18", "uncoated", "sheet", 65, "Crane"),
    ("100lb cover recycled", "12x18", "recycled", "sheet", 24, "Mohawk"),
    ("Kraft 80lb cover", "12x18", "uncoated", "sheet", 19, "French Paper"),
    ("Synthetic 10mil", "12x18", "synthetic", "sheet", 58, "Nekoosa"),
    ("Label stock gloss", "Letter", "gloss", "sheet", 27, "Avery"),
    ("Riso newsprint 50lb", "Tabloid", "uncoated", "sheet", 2, "French Paper"),
    ("Riso 70lb text", "11x17", "uncoated", "sheet", 5, "French Paper"),
    ("Poster satin 36in", "36in roll", "satin", "linear ft", 62, "Veritiv"),
    ("Poster satin 54in", "54in roll", "satin", "linear ft", 94, "Veritiv"),
    ("Photo lustre 44in", "44in roll", "lustre", "linear ft", 118, "Epson"),
    ("13oz vinyl banner 54in", "54in roll", "vinyl", "linear ft", 85, "Ultraflex"),
    ("13oz vinyl banner 72in", "72in roll", "vinyl", "linear ft", 112, "Ultraflex"),
    ("Adhesive vinyl 54in", "54in roll", "vinyl", "linear ft", 97, "3M"),
    ("Canvas 44in", "44in roll", "canvas", "linear ft", 165, "Epson"),
    ("Backlit film 54in", "54in roll", "film", "linear ft", 140, "Ultraflex"),
    ("Coroplast 4mm", "24x36", "rigid", "sheet", 420, "Laird Plastics"),
    ("Foamboard 3/16", "24x36", "rigid", "sheet", 380, "Laird Plastics"),
    ("Metallic 100lb cover", "12x18", "metallic", "sheet", 48, "Curious"),
    ("Linen 80lb text", "12x18", "textured", "sheet", 15, "Classic"),
    ("Vellum 29lb", "Letter", "translucent", "sheet", 22, "Crane"),
)
JOB_TYPES = {  # type -> (machine kinds, paper indexes, copies, sheets per copy, cents per copy)
    "flyers": (("digital toner", "risograph", "offset"), (4, 5, 6, 7, 8, 10, 25, 26), (100, 2500), 0.5, 18),
    "business cards": (("digital toner", "digital offset"), (15, 17, 19, 20, 37), (250, 1000), 0.05, 6),
    "posters": (("wide format", "digital toner"), (27, 28, 29, 9, 11), (2, 60), 1.0, 1600),
    "brochures": (("digital offset", "offset", "digital toner"), (8, 9, 10, 11, 38), (100, 1500), 1.0, 55),
    "banners": (("wide format",), (30, 31, 34), (1, 6), 8.0, 9500),
    "menus": (("digital toner", "digital offset"), (13, 14, 16, 21, 23), (25, 400), 1.0, 180),
    "wedding stationery": (("digital offset", "digital toner"), (17, 20, 22, 39, 37), (40, 250), 1.0, 240),
    "booklets": (("digital toner", "mono toner", "digital offset"), (0, 1, 3, 4, 12), (20, 500), 8.0, 310),
    "signs": (("UV flatbed", "wide format"), (35, 36, 32), (1, 20), 1.0, 3900),
    "zines": (("risograph", "mono toner"), (25, 26, 1), (50, 600), 4.0, 140),
}


def printshop() -> list[str]:
    rng = random.Random(9191)
    pairs = _names(rng, BIZ_FIRST, tuple(BIZ_KINDS), 140)
    customers = []
    for n, (first, kind) in enumerate(pairs):
        opened = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 25)) if n >= 128
                  else _day(rng, datetime.date(2016, 4, 1), datetime.date(2025, 10, 31)))
        sector = BIZ_KINDS[kind]
        terms = "net 30" if sector in ("real estate", "professional") or rng.random() < 0.25 else "prepaid"
        contact = None if rng.random() < 0.12 else rng.choice(CONTACTS)
        customers.append((n + 1, f"{first} {kind}", sector,
                          rng.choices(CITIES_OR, weights=(12, 3, 2, 2, 2, 2, 2))[0], terms, contact, opened))
    machines = []
    seen: dict[str, int] = {}
    for n, (model, kind, site) in enumerate(MACHINES):
        seen[model] = seen.get(model, 0) + 1
        name = f"{model} #{seen[model]}" if sum(m[0] == model for m in MACHINES) > 1 else model
        installed = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 24)) if n >= 30
                     else _day(rng, datetime.date(2013, 2, 1), datetime.date(2024, 3, 31)))
        state = "retired" if n == 11 else "down" if n in (16, 25) else "in service"
        machines.append((101 + n, name, kind, site, installed, state))
    papers = [(n + 1, f"{p[5][:3].upper()}-{1040 + 7 * n}", p[0], p[1], p[2], p[3], p[4],
               rng.randint(0, 40) * (250 if p[3] == "sheet" else 10), p[5]) for n, p in enumerate(PAPERS)]
    working = [m for m in machines[:30] if m[5] != "retired"]
    buyers = [c for c in customers[:128] if rng.random() < 0.9]
    buyer_weights = [3 if c[2] in ("food & drink", "events", "real estate") else 1 for c in buyers]
    type_weights = {"flyers": 8, "business cards": 7, "posters": 5, "brochures": 4, "banners": 3, "menus": 3,
                    "wedding stationery": 2, "booklets": 3, "signs": 2, "zines": 2}
    jobs = []
    for _ in range(400):
        cust = rng.choices(buyers, weights=buyer_weights)[0]
        if cust[2] == "food & drink" and rng.random() < 0.3:
            jtype = "menus"
        elif cust[2] == "events" and rng.random() < 0.4:
            jtype = "wedding stationery"
        else:
            jtype = rng.choices(tuple(type_weights), weights=tuple(type_weights.values()))[0]
        kinds, paper_ix, (low, high), per_copy, cents = JOB_TYPES[jtype]
        machine = rng.choice([m for m in working if m[2] in kinds])
        paper = papers[rng.choice(paper_ix)]
        copies = rng.randint(low, high)
        if high > 200:
            copies = round(copies, -1) or low
        sheets = max(1, round(copies * per_copy * rng.uniform(1.02, 1.1)))
        ordered = _at(rng, max(datetime.date(2025, 1, 2), cust[6]), datetime.date(2026, 6, 26), (8, 18))
        rush = rng.random() < 0.15
        lead = rng.randint(1, 2) if rush else rng.randint(3, 10)
        due = (ordered + datetime.timedelta(days=lead)).date()
        price = round(copies * cents * rng.uniform(0.85, 1.15) * (1.35 if rush else 1.0)
                      * (0.9 if cust[4] == "net 30" else 1.0)) + 1500
        age = (datetime.datetime(2026, 6, 29) - ordered).days
        if rng.random() < 0.06:
            sts = "X"
        elif age < lead - 1:
            sts = rng.choice(("Q", "P"))
        elif age < lead + 4:
            sts = rng.choice(("P", "R", "R"))
        else:
            sts = "D" if rng.random() < 0.97 else "R"
        done = None
        if sts in ("R", "D"):
            late = rng.random() < 0.14
            day = due + datetime.timedelta(days=rng.randint(1, 3)) if late else due - datetime.timedelta(
                days=rng.randint(0, max(0, lead - 1)))
            day = max(min(day, datetime.date(2026, 6, 28)), ordered.date())
            done = datetime.datetime(day.year, day.month, day.day, rng.randint(9, 19), rng.randrange(60))
            if done <= ordered:
                done = ordered + datetime.timedelta(hours=rng.randint(2, 6))
        jobs.append((ordered, cust[0], machine[0], paper[0], jtype, copies, sheets, due, done, sts, price,
                     rush))
    jobs.sort()
    jobs = [(24001 + n, j[1], j[2], j[3], j[4], j[5], j[6], j[0], j[7], j[8], j[9], j[10], j[11])
            for n, j in enumerate(jobs)]
    return [
        "CREATE TABLE customers(customer_id INTEGER PRIMARY KEY, company_name VARCHAR, sector VARCHAR, "
        "city VARCHAR, terms VARCHAR, contact_first_name VARCHAR, opened_on DATE)",
        "CREATE TABLE machines(machine_id INTEGER PRIMARY KEY, machine_name VARCHAR, kind VARCHAR, "
        "site VARCHAR, installed_on DATE, machine_state VARCHAR)",
        "CREATE TABLE paper_stock(id INTEGER, stock_code VARCHAR, descr VARCHAR, size VARCHAR, "
        "finish VARCHAR, unit VARCHAR, unit_cost_cents INTEGER, on_hand INTEGER, supplier VARCHAR)",
        "CREATE TABLE print_jobs(job_no INTEGER PRIMARY KEY, "
        "customer_id INTEGER REFERENCES customers(customer_id), "
        "machine_id INTEGER REFERENCES machines(machine_id), paper_id INTEGER, job_type VARCHAR, "
        "copies INTEGER, sheets_used INTEGER, ordered_at TIMESTAMP, due_date DATE, completed_at TIMESTAMP, "
        "job_sts VARCHAR, price_cents INTEGER, is_rush BOOLEAN)",
        _insert("customers", customers), _insert("machines", machines), _insert("paper_stock", papers),
        _insert("print_jobs", jobs),
    ]


# -------------------------------------------------------------------------------------------------- toollib
NBHDS = ("Sharrow", "Walkley", "Crookes", "Hillsborough", "Heeley", "Nether Edge", "Kelham Island",
         "Broomhill", "Meersbrook", "Firth Park")
MEMBER_FIRST = ("Abigail", "Barney", "Chloe", "Declan", "Esme", "Fergus", "Hannah", "Idris", "Jess", "Kieran",
                "Lottie", "Mo", "Niamh", "Owen", "Poppy", "Rory", "Saoirse", "Tariq")
MEMBER_LAST = ("Ackroyd", "Booth", "Crossley", "Dunn", "Fairclough", "Goodwin", "Hirst", "Illingworth",
               "Jagger", "Kershaw", "Lister", "Mellor", "Nuttall", "Outram", "Pickles", "Sutcliffe")
TIERS = {"standard": 30.0, "concession": 10.0, "supporter": 60.0}
TOOLS = (  # (kind, category, replacement value, late fee per day, brands)
    ("cordless drill", "power tools", 95.0, 1.0, ("Makita", "Bosch", "DeWalt", "Ryobi", "Milwaukee")),
    ("hammer drill", "power tools", 140.0, 1.0, ("Makita", "Bosch", "Hilti")),
    ("circular saw", "power tools", 120.0, 1.0, ("Makita", "Evolution", "DeWalt")),
    ("jigsaw", "power tools", 85.0, 1.0, ("Bosch", "Makita", "Ryobi")),
    ("orbital sander", "power tools", 70.0, 1.0, ("Bosch", "Makita", "Festool")),
    ("angle grinder", "power tools", 75.0, 1.0, ("Makita", "Metabo")),
    ("mitre saw", "power tools", 240.0, 2.0, ("Evolution", "DeWalt")),
    ("router", "power tools", 160.0, 1.0, ("Trend", "Makita")),
    ("tile cutter", "decorating", 90.0, 1.0, ("Rubi", "Vitrex")),
    ("wallpaper steamer", "decorating", 45.0, 0.5, ("Earlex", "Wagner")),
    ("paint sprayer", "decorating", 130.0, 1.0, ("Wagner", "Graco")),
    ("step ladder", "decorating", 60.0, 0.5, ("Werner", "Youngman", "Abru")),
    ("extension ladder", "decorating", 180.0, 1.0, ("Werner", "Youngman")),
    ("wallpaper table", "decorating", 25.0, 0.5, ("Harris",)),
    ("lawnmower", "garden", 210.0, 2.0, ("Bosch", "Mountfield", "Flymo")),
    ("hedge trimmer", "garden", 110.0, 1.0, ("Stihl", "Bosch", "Ryobi")),
    ("strimmer", "garden", 95.0, 1.0, ("Stihl", "Flymo")),
    ("leaf blower", "garden", 80.0, 0.5, ("Stihl", "Ryobi")),
    ("scarifier", "garden", 150.0, 1.0, ("Einhell", "Bosch")),
    ("garden shredder", "garden", 190.0, 2.0, ("Bosch", "Einhell")),
    ("loppers", "garden", 30.0, 0.5, ("Fiskars", "Spear & Jackson")),
    ("wheelbarrow", "garden", 65.0, 0.5, ("Haemmerlin", "Walsall")),
    ("pressure washer", "cleaning", 170.0, 2.0, ("Karcher", "Nilfisk", "Bosch")),
    ("carpet cleaner", "cleaning", 220.0, 2.0, ("Vax", "Bissell")),
    ("wet and dry vac", "cleaning", 100.0, 1.0, ("Karcher", "Numatic")),
    ("window vac", "cleaning", 55.0, 0.5, ("Karcher",)),
    ("socket set", "hand tools", 60.0, 0.5, ("Draper", "Halfords")),
    ("spirit level", "hand tools", 35.0, 0.5, ("Stabila", "Stanley")),
    ("stud finder", "hand tools", 30.0, 0.5, ("Bosch", "Zircon")),
    ("pipe wrench set", "hand tools", 45.0, 0.5, ("Rothenberger",)),
    ("sewing machine", "crafts", 180.0, 1.0, ("Janome", "Brother", "Singer")),
    ("soldering station", "crafts", 65.0, 0.5, ("Weller", "Antex")),
    ("camping stove", "outdoors", 55.0, 0.5, ("Trangia", "Campingaz")),
    ("4-person tent", "outdoors", 160.0, 2.0, ("Vango", "Coleman")),
    ("roof box", "outdoors", 320.0, 2.0, ("Thule",)),
    ("gazebo", "outdoors", 120.0, 1.0, ("Coleman", "Outsunny")),
    ("laser level", "hand tools", 150.0, 1.0, ("Bosch", "Stanley")),
    ("floor sander", "power tools", 420.0, 3.0, ("Bosch",)),
    ("log splitter", "garden", 280.0, 2.0, ("Forest Master",)),
    ("cement mixer", "building", 260.0, 2.0, ("Belle", "Clarke")),
    ("plasterer's mixer", "building", 90.0, 1.0, ("Titan",)),
    ("SDS breaker", "building", 230.0, 2.0, ("Makita", "Hilti")),
    ("bolster and chisel set", "building", 40.0, 0.5, ("Stanley",)),
    ("thermal camera", "electrical", 260.0, 2.0, ("FLIR",)),
    ("multimeter", "electrical", 45.0, 0.5, ("Fluke", "Draper")),
    ("cable detector", "electrical", 40.0, 0.5, ("Bosch",)),
)


def toollib() -> list[str]:
    rng = random.Random(9292)
    members = []
    for n, (first, last) in enumerate(_names(rng, MEMBER_FIRST, MEMBER_LAST, 230)):
        joined = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 26)) if n >= 215
                  else _day(rng, datetime.date(2019, 5, 1), datetime.date(2025, 12, 31)))
        tier = rng.choices(tuple(TIERS), weights=(10, 5, 2))[0]
        sts = "A" if n >= 215 else rng.choices(("A", "L", "S"), weights=(14, 4, 1))[0]
        members.append((n + 1, f"{first} {last}", rng.choice(NBHDS), joined, tier, TIERS[tier],
                        "Y" if rng.random() < 0.12 else "N", sts))
    tools = []
    for kind, cat, value, fee, brands in TOOLS:
        for brand in brands:
            tools.append((f"{brand} {kind}", cat, round(value * rng.uniform(0.8, 1.25)), fee))
    rng.shuffle(tools)
    rows = []
    for n, (name, cat, value, fee) in enumerate(tools):
        new = n >= len(tools) - 5
        acq = (_day(rng, datetime.date(2026, 6, 2), datetime.date(2026, 6, 27)) if new
               else _day(rng, datetime.date(2019, 5, 1), datetime.date(2024, 12, 31)))
        src = rng.choices(("donated", "bought", "grant"), weights=(6, 3, 2))[0]
        cond = "good" if new else rng.choices(("good", "fair", "needs repair"), weights=(10, 5, 1))[0]
        rows.append((n + 1, name, cat, float(value), acq, src, cond, fee))
    tools = rows
    lendable = [t for t in tools if t[4] < datetime.date(2026, 6, 1) and t[6] != "needs repair"]
    busy_cats = {"power tools": 4, "garden": 4, "decorating": 3, "cleaning": 3, "outdoors": 2}
    tool_weights = [busy_cats.get(t[2], 2) for t in lendable]
    borrowers = [m for m in members[:215] if m[7] != "S" or rng.random() < 0.5]
    borrowers = [m for m in borrowers if rng.random() < 0.8]
    loans, busy = [], {}
    summer = [w * (3 if t[2] in ("garden", "outdoors") else 1) for t, w in zip(lendable, tool_weights)]
    while len(loans) < 400:
        member = rng.choice(borrowers)
        day = _day(rng, max(datetime.date(2025, 1, 4), member[3]), datetime.date(2026, 6, 27))
        if day.weekday() not in (1, 3, 5):  # open Tuesday, Thursday and Saturday
            continue
        tool = rng.choices(lendable, weights=summer if 4 <= day.month <= 9 else tool_weights)[0]
        out = datetime.datetime(day.year, day.month, day.day,
                                rng.randint(10, 15) if day.weekday() == 5 else rng.randint(17, 19),
                                rng.randrange(60))
        renew = rng.choices((0, 1, 2), weights=(10, 3, 1))[0]
        due = day + datetime.timedelta(days=7 * (1 + renew))
        back = due + datetime.timedelta(days=rng.choice((-5, -3, -2, -1, 0, 0, 0, 0, 2)))
        if rng.random() < 0.22:
            back = due + datetime.timedelta(days=rng.choice((1, 2, 3, 4, 5, 7, 9, 12, 16, 23)))
        while back.weekday() not in (1, 3, 5):  # returned over the counter on an opening day
            back += datetime.timedelta(days=1)
        ret = None if back > datetime.date(2026, 6, 27) or rng.random() < 0.025 else max(back, day)
        until = ret or datetime.date(2099, 1, 1)
        if any(day <= b_until and b_out <= until for b_out, b_until in busy.get(tool[0], ())):
            continue  # one member at a time per tool
        busy.setdefault(tool[0], []).append((day, until))
        loans.append((out, tool[0], member[0], due, ret, renew))
    loans.sort()
    loans = [(n + 1, l[1], l[2], l[0], l[3], l[4], l[5]) for n, l in enumerate(loans)]
    by_id = {t[0]: t for t in tools}
    fees = []
    for loan in loans:
        if loan[5] is not None and loan[5] > loan[4]:
            days = (loan[5] - loan[4]).days
            amount = min(15.0, days * by_id[loan[1]][7])
            sts = rng.choices(("PD", "UNPD", "WVD"), weights=(7, 3, 2))[0]
            if loan[5] > datetime.date(2026, 6, 10) and sts == "PD":
                sts = "UNPD"
            paid = (loan[5] + datetime.timedelta(days=rng.choice((0, 0, 0, 2, 5, 9, 14))) if sts == "PD"
                    else None)
            fees.append((loan[0], days, amount, loan[5], sts, paid))
    fees = [(501 + n,) + f for n, f in enumerate(fees)]
    return [
        "CREATE TABLE members(id INTEGER, mbr_nm VARCHAR, nbhd VARCHAR, joined_dt DATE, tier VARCHAR, "
        "subs_gbp DOUBLE, vol_flg VARCHAR, sts VARCHAR)",
        "CREATE TABLE tools(id INTEGER, tool_nm VARCHAR, cat VARCHAR, repl_val_gbp DOUBLE, acq_dt DATE, "
        "src VARCHAR, cond VARCHAR, late_fee_pd DOUBLE)",
        "CREATE TABLE loans(id INTEGER, tool_id INTEGER, member_id INTEGER, out_ts TIMESTAMP, due_dt DATE, "
        "ret_dt DATE, renew_cnt INTEGER)",
        "CREATE TABLE late_fees(id INTEGER, loan_id INTEGER, days_late INTEGER, fee_amt DOUBLE, "
        "charged_dt DATE, fee_sts VARCHAR, paid_dt DATE)",
        _insert("members", members), _insert("tools", tools), _insert("loans", loans),
        _insert("late_fees", fees),
    ]


# ------------------------------------------------------------------------------------------------- climbing
CLIMBER_FIRST = ("Aoife", "Brian", "Ciara", "Darragh", "Eimear", "Fionn", "Grainne", "Hugh", "Ita", "Jack",
                 "Keelin", "Liam", "Maeve", "Niall", "Orla", "Padraig", "Roisin", "Sean", "Tadhg", "Una")
CLIMBER_LAST = ("Byrne", "Brennan", "Doyle", "Dunne", "Fitzgerald", "Gallagher", "Kavanagh", "Kelly",
                "Lynch", "McCarthy", "Murphy", "Nolan", "O'Connor", "Quinn", "Ryan", "Walsh")
PLANS = {"monthly": 55.0, "annual": 540.0, "student monthly": 40.0, "off-peak monthly": 42.0,
         "10-visit": 150.0}
CLASSES = {  # name -> (level, capacity, price)
    "Intro to Bouldering": ("beginner", 8, 25.0), "Learn to Belay": ("beginner", 6, 45.0),
    "Lead Climbing Course": ("intermediate", 4, 120.0), "Technique Clinic": ("intermediate", 8, 20.0),
    "Kids Climbing Club": ("kids", 10, 15.0), "Yoga for Climbers": ("all levels", 12, 14.0),
    "Strength & Conditioning": ("all levels", 10, 16.0),
}
INSTRUCTORS = ("Cathal Moran", "Eva Novak", "Sinead Healy", "Tom Garvey", "Lucia Ferreira", "Ronan Duffy")
SHOP_ITEMS = (  # (item, category, price)
    ("Chalk bag", "chalk", 18.0), ("Loose chalk 300g", "chalk", 9.5), ("Chalk ball", "chalk", 6.0),
    ("Liquid chalk", "chalk", 12.0), ("Scarpa Veloce shoes", "shoes", 135.0),
    ("La Sportiva Tarantula shoes", "shoes", 95.0),
    ("Evolv Defy shoes", "shoes", 89.0), ("Black Diamond harness", "gear", 65.0),
    ("Belay device", "gear", 32.0),
    ("Screwgate karabiner", "gear", 14.0), ("Climbing tape", "gear", 5.0), ("Finger balm", "gear", 11.0),
    ("Coffee", "cafe", 3.5), ("Flapjack", "cafe", 3.2), ("Protein bar", "cafe", 3.8),
    ("Smoothie", "cafe", 5.5),
    ("Toastie", "cafe", 6.8), ("Shoe hire", "hire", 5.0), ("Harness hire", "hire", 4.0),
    ("Wall T-shirt", "merch", 25.0), ("Wall hoodie", "merch", 48.0),
)


def _member_on(rng: random.Random, members: list[tuple], day: datetime.date) -> tuple | None:
    current = [m for m in members if m[3] <= day and (m[4] is None or m[4] >= day)]
    return rng.choice(current) if current else None


def climbing() -> list[str]:
    rng = random.Random(9393)
    members = []
    for n, (first, last) in enumerate(_names(rng, CLIMBER_FIRST, CLIMBER_LAST, 140)):
        joined = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 27)) if n >= 128
                  else _day(rng, datetime.date(2021, 9, 1), datetime.date(2026, 3, 31)))
        plan = rng.choices(tuple(PLANS), weights=(8, 3, 4, 3, 3))[0]
        cancelled = None
        if n < 128 and rng.random() < 0.2:
            cancelled = _day(rng, max(joined + datetime.timedelta(days=30), datetime.date(2025, 1, 1)),
                             datetime.date(2026, 6, 20))
        cert = rng.choices(("none", "top rope", "lead"), weights=(5, 6, 3))[0]
        members.append((f"DB{31170 + 23 * n}", f"{first} {last}", plan, joined, cancelled,
                        rng.randint(1962, 2012), cert, PLANS[plan]))
    regulars = [m for m in members[:128] if rng.random() < 0.9]
    keenness = [rng.choice((1, 1, 2, 3, 5)) for _ in regulars]
    visits = []
    while len(visits) < 400:
        kind = rng.choices(("MBR", "DAY", "OFFPK", "GST"), weights=(12, 5, 2, 2))[0]
        member = rng.choices(regulars, weights=keenness)[0] if kind == "MBR" else None
        start = max(datetime.date(2025, 1, 2), member[3]) if member else datetime.date(2025, 1, 2)
        end = member[4] if member and member[4] else datetime.date(2026, 6, 28)
        if end <= start:
            continue
        day = _day(rng, start, end)
        if kind == "OFFPK":
            while day.weekday() >= 5:
                day = _day(rng, start, end)
            hour = rng.randint(10, 15)
        else:
            hour = rng.randint(10, 21) if day.weekday() >= 5 else rng.choices(
                range(7, 23), weights=(2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 5, 6, 6, 4, 2))[0]
        at = datetime.datetime(day.year, day.month, day.day, hour, rng.randrange(60))
        paid = {"MBR": 0.0, "DAY": rng.choice((18.0, 18.0, 14.0)), "OFFPK": 13.0, "GST": 12.0}[kind]
        area = rng.choices(("bouldering", "ropes", "both"), weights=(6, 3, 2))[0]
        visits.append((at, member[0] if member else None, kind, paid, area))
    visits.sort(key=lambda v: v[0])
    visits = [(n + 1, v[1], v[0]) + v[2:] for n, v in enumerate(visits)]
    classes = []
    names = tuple(CLASSES)
    for n in range(64):
        future = n >= 58
        name = rng.choices(names, weights=(5, 3, 1, 3, 3, 2, 2))[0]
        day = (_day(rng, datetime.date(2026, 7, 1), datetime.date(2026, 7, 30)) if future
               else _day(rng, datetime.date(2025, 1, 6), datetime.date(2026, 6, 26)))
        if name == "Kids Climbing Club":  # Saturday mornings
            day += datetime.timedelta(days=(5 - day.weekday()) % 7)
        hour = (10 if name == "Kids Climbing Club" else rng.choice((18, 19, 19, 20)) if day.weekday() < 5
                else 11)
        level, cap, price = CLASSES[name]
        starts = datetime.datetime(day.year, day.month, day.day, hour, 0)
        while any(c[0] == starts for c in classes):  # one class at a time on the teaching wall
            starts += datetime.timedelta(days=7 if future else -7)
        classes.append((starts, name, level, rng.choice(INSTRUCTORS), cap, price))
    classes.sort()
    classes = [(f"C{c[0]:%y%m}-{n + 1:03d}", c[1], c[2], c[3], c[0], c[4], c[5])
               for n, c in enumerate(classes)]
    seats = {c[0]: 0 for c in classes}
    bookings = []
    while len(bookings) < 300:
        cls = rng.choice(classes)
        booked = cls[4] - datetime.timedelta(minutes=rng.randint(180, 60 * 24 * 20))
        if seats[cls[0]] >= cls[5] or booked > datetime.datetime(2026, 6, 28, 21):
            continue  # full, or not bookable yet
        seats[cls[0]] += 1
        open_to_all = cls[2] in ("beginner", "kids")  # non-members can book these
        member = _member_on(rng, regulars, booked.date()) if rng.random() < 0.65 or not open_to_all else None
        if member is None and not open_to_all:
            seats[cls[0]] -= 1
            continue
        sts = rng.choices(("booked", "no-show", "cancelled"), weights=(16, 2, 2))[0]
        if cls[4] > datetime.datetime(2026, 6, 29) and sts == "no-show":
            sts = "booked"
        paid = cls[6] * (0.8 if member else 1.0)
        bookings.append((booked, cls[0], member[0] if member else None, sts, round(paid, 2)))
    bookings.sort()
    bookings = [(n + 1, b[1], b[2], b[0], b[3], b[4]) for n, b in enumerate(bookings)]
    item_weights = [{"chalk": 4, "shoes": 1, "gear": 2, "cafe": 7, "hire": 4, "merch": 1}[i[1]]
                    for i in SHOP_ITEMS]
    sales = []
    for _ in range(320):
        item = rng.choices(SHOP_ITEMS, weights=item_weights)[0]
        at = _at(rng, datetime.date(2025, 1, 2), datetime.date(2026, 6, 28), (9, 21))
        member = _member_on(rng, regulars, at.date()) if rng.random() < 0.45 else None
        qty = (1 if item[1] in ("shoes", "gear", "merch", "hire")
               else rng.choices((1, 2, 3), weights=(8, 3, 1))[0])
        sales.append((at, item[0], item[1], qty, item[2], member[0] if member else None,
                      rng.choices(("card", "cash"), weights=(9, 1))[0]))
    sales.sort(key=lambda s: s[0])
    sales = [(f"S{70001 + n}",) + s for n, s in enumerate(sales)]
    return [
        "CREATE TABLE members(membership_no VARCHAR, full_name VARCHAR, plan VARCHAR, joined_on DATE, "
        "cancelled_on DATE, birth_year INTEGER, belay_cert VARCHAR, plan_price_eur DOUBLE)",
        "CREATE TABLE visits(visit_id INTEGER, member_no VARCHAR, checkin_at TIMESTAMP, visit_type VARCHAR, "
        "paid_eur DOUBLE, wall_area VARCHAR)",
        "CREATE TABLE classes(class_code VARCHAR, class_name VARCHAR, level VARCHAR, instructor VARCHAR, "
        "starts_at TIMESTAMP, capacity INTEGER, price_eur DOUBLE)",
        "CREATE TABLE class_bookings(booking_id INTEGER, session VARCHAR, member VARCHAR, "
        "booked_at TIMESTAMP, bkg_sts VARCHAR, paid_eur DOUBLE)",
        "CREATE TABLE shop_sales(sale_no VARCHAR, sold_at TIMESTAMP, item VARCHAR, category VARCHAR, "
        "quantity INTEGER, unit_eur DOUBLE, member_no VARCHAR, pay_method VARCHAR)",
        _insert("members", members), _insert("visits", visits), _insert("classes", classes),
        _insert("class_bookings", bookings), _insert("shop_sales", sales),
    ]


SCHEMAS_P = {"printshop": printshop, "toollib": toollib, "climbing": climbing}
