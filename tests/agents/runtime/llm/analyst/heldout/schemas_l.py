"""Three held-out workspaces for set L, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- museum: declared PRIMARY KEY / REFERENCES on same-named integer keys: `exhibitions.gallery_id` →
  `galleries.gallery_id`, `tickets.exhibition_id` and `loans.exhibition_id` → `exhibitions.exhibition_id`;
  galleries named by `gallery_name` (in a `wing`), exhibitions by `title`, members by `member_name`, loaned
  artworks by `artwork_title` and `lender`; ticket takings only as `tickets.qty × exhibitions.ticket_price`
  (across the join); `tickets.sold_at` a TIMESTAMP; the `members` table stands alone (tier, annual fee,
  `renewal_status`).
- brewery (a craft brewery, all brewing and shipping in 2025): no declared keys, tables keyed by `id` with
  `<thing>_id` foreign keys (`batches.beer_id`, `ingredients.batch_id`, `shipments.batch_id`,
  `shipments.customer_id`) and abbreviated columns (`abv_pct`, `brew_dt`, `vol_l`, `batch_sts`, `ingr_typ`,
  `qty_kg`, `cust_typ`, `ship_ts`, `keg_l`, `px_per_keg`); beers named by `beer_name`, customers (pubs, bottle
  shops, ...) by `cust_name`; keg sales only as `kegs × px_per_keg`, litres shipped as `kegs × keg_l`,
  ingredient cost as `qty_kg × cost_per_kg`; a shipment reaches its beer only through its batch.
- dental (a dental practice on three sites): no declared keys, natural text codes named unlike their
  targets: `patients.insured_with` → `insurers.plan_code`, `appointments.patient` → `patients.pat_ref`,
  `appointments.seen_by` → `dentists.gdc_no`, `treatments.visit` → `appointments.appt_no`; dentists named by
  `dentist_name`, patients by `pat_name`, insurers by `insurer_name` + `plan_name`; fees only as
  `treatments.units × treatments.fee_each`, the insurer's part as that × `insurers.cover_pct` / 100 (across
  three joins); `appointments.appt_ts` a TIMESTAMP with status codes ('ATT', 'FTA', 'CXL').

Written blind for set L (questions_l.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names


def _at(rng: random.Random, start: datetime.date, end: datetime.date, hours=(9, 17)) -> datetime.datetime:
    day = _day(rng, start, end)
    hour = rng.randint(*hours)
    return datetime.datetime(day.year, day.month, day.day, hour, rng.choice((0, 10, 20, 30, 40, 50)))


# ---------------------------------------------------------------------------------------------------- museum
GALLERIES = (  # (name, wing, floor); the last six have never hosted an exhibition
    ("Great Hall", "Central", 0), ("Rotunda", "Central", 0), ("Egyptian Gallery", "North", 0),
    ("Roman Britain Room", "North", 0), ("Medieval Treasury", "North", 1), ("Tudor Gallery", "North", 1),
    ("Dutch Masters Room", "West", 1), ("Italian Renaissance Gallery", "West", 1),
    ("Impressionist Gallery", "West", 2), ("Modern British Gallery", "West", 2),
    ("Print Room", "West", 2), ("Photography Gallery", "East", 0), ("Textile Gallery", "East", 0),
    ("Ceramics Gallery", "East", 1), ("Silver Room", "East", 1), ("Natural History Hall", "South", 0),
    ("Mineral Gallery", "South", 0), ("Maritime Gallery", "South", 1), ("Clock Room", "South", 1),
    ("Sculpture Court", "Central", 0), ("Japanese Gallery", "East", 2), ("Islamic Art Gallery", "East", 2),
    ("Contemporary Space", "West", 3), ("Design Gallery", "West", 3), ("Costume Gallery", "East", 3),
    ("Local History Room", "South", 2), ("Children's Discovery Zone", "South", 0),
    ("Arms and Armour Hall", "North", 2),
    ("Garden Pavilion", "Central", 0), ("Map Room", "North", 3), ("Glass Gallery", "East", 3),
    ("Coin Cabinet", "North", 3), ("Music Room", "South", 3), ("Archive Reading Room", "Central", 3),
)
EXHIBITIONS = (  # (title, kind, base price); the last four open in autumn 2026 and have sold no tickets yet
    ("Pharaohs of the Nile", "blockbuster", 18.0), ("Vermeer and His Circle", "blockbuster", 20.0),
    ("Monet: Water and Light", "blockbuster", 22.0), ("Hidden Hoards", "focus", 8.0),
    ("The Bayeux Stitch", "focus", 9.0), ("Tudor Portraits", "focus", 10.0),
    ("Threads of Empire", "touring", 12.0), ("Samurai: Art of the Warrior", "blockbuster", 19.0),
    ("Votes for Women", "focus", 7.0), ("Dinosaurs Rediscovered", "blockbuster", 16.0),
    ("Silver of the Sea", "focus", 8.0), ("Photographing the Blitz", "touring", 11.0),
    ("Hokusai Prints", "touring", 14.0), ("Glass Through Time", "focus", 7.5),
    ("Maps of the Unknown", "focus", 8.5), ("Bronze Age Gold", "touring", 12.5),
    ("Barbara Hepworth in Stone", "touring", 13.0), ("Fashioning the Sixties", "blockbuster", 17.0),
    ("The Clockmakers", "focus", 7.0), ("Rivers of the World", "touring", 10.0),
    ("Leonardo: Drawn to Nature", "blockbuster", 24.0), ("Islamic Tiles", "focus", 8.0),
    ("Roman Mosaics", "touring", 11.5), ("Shipwrecks", "touring", 12.0),
    ("Victorian Toys", "focus", 6.5), ("Minerals and Meteorites", "focus", 7.0),
    ("Print Revolution", "touring", 10.5), ("Turner's Skies", "blockbuster", 21.0),
    ("Textiles of India", "touring", 12.0), ("Design for Living", "focus", 9.5),
    ("Ice Age Art", "blockbuster", 18.5), ("Armour and Honour", "touring", 13.5),
    ("Sounds of the Past", "focus", 6.0), ("Made in Our Town", "focus", 5.0),
    ("Celtic Treasures", "touring", 12.0), ("Pop Art Now", "blockbuster", 19.5),
    ("Ceramics of China", "touring", 13.0), ("The Sculptor's Hand", "focus", 9.0),
    ("Kimono Stories", "touring", 12.5), ("Picturing the Garden", "focus", 8.0),
    ("Frida Kahlo: Self and Image", "blockbuster", 23.0), ("Gold of the Incas", "blockbuster", 22.0),
    ("Lost Cities", "touring", 14.0), ("Future Makers", "focus", 6.0),
)
CURATORS = ("Dr Helen Marsh", "Tomasz Nowak", "Priya Raman", "Dr Oliver Grant", "Sofia Lindqvist",
            "James Okafor", "Ruth Abernethy")
LENDERS = (("Rijksmuseum", "Netherlands"), ("Louvre", "France"), ("British Library", "United Kingdom"),
           ("Uffizi", "Italy"), ("Tokyo National Museum", "Japan"), ("Metropolitan Museum", "United States"),
           ("National Gallery of Ireland", "Ireland"), ("Prado", "Spain"),
           ("Private collection", "United Kingdom"),
           ("Museo Larco", "Peru"), ("Kunsthistorisches Museum", "Austria"))
ARTWORK_WORDS = ("Portrait of a Lady", "Study of Hands", "River Landscape", "Seated Figure", "Bowl", "Vase",
                 "Brooch", "Mask", "Helmet", "Panel", "Sketchbook", "Still Life", "Torso", "Harbour View")
ARTISTS = ("Unknown", "Unknown", "Workshop of Rubens", "J. M. W. Turner", "Katsushika Hokusai",
           "Claude Monet", "Barbara Hepworth", "Leonardo da Vinci", "Frida Kahlo", "Andy Warhol",
           "Johannes Vermeer")
MEMBER_FIRST = ("Alice", "Bernard", "Catherine", "Desmond", "Eleanor", "Francis", "Georgina", "Hugh",
                "Isobel", "Julian", "Katherine", "Lionel", "Margaret", "Nigel", "Olivia", "Patrick")
MEMBER_LAST = ("Ashworth", "Beaumont", "Carrington", "Dunmore", "Fairfax", "Gresham", "Hargreaves",
               "Kingsley", "Lockwood", "Montague", "Pemberton", "Radcliffe", "Sinclair", "Whitmore")
TIERS = {"Student": 25.0, "Friend": 60.0, "Family": 95.0, "Patron": 350.0}
TOWNS = ("Bath", "Bristol", "Swindon", "Cheltenham", "Gloucester")


def museum() -> list[str]:
    rng = random.Random(4141)
    galleries = [(n + 1, name, wing, floor, rng.choice((80, 120, 150, 200, 260, 340, 420)))
                 for n, (name, wing, floor) in enumerate(GALLERIES)]
    exhibitions = []
    for n, (title, kind, price) in enumerate(EXHIBITIONS):
        upcoming = n >= 40
        if upcoming:
            opens = _day(rng, datetime.date(2026, 9, 1), datetime.date(2026, 11, 30))
        else:
            opens = _day(rng, datetime.date(2024, 1, 8), datetime.date(2026, 3, 31))
        weeks = {"blockbuster": (14, 22), "touring": (10, 16), "focus": (6, 12)}[kind]
        closes = opens + datetime.timedelta(weeks=rng.randint(*weeks))
        gallery = rng.randrange(28) + 1 if n >= 28 else n + 1
        exhibitions.append((101 + n, title, gallery, rng.choice(CURATORS), kind, opens, closes, price))
    tickets = []
    live = [e for e in exhibitions if e[0] < 141]
    for n in range(400):
        e = rng.choices(live, weights=[{"blockbuster": 4, "touring": 2, "focus": 1}[x[4]] for x in live])[0]
        last_day = min(e[6], datetime.date(2026, 6, 30))
        sold = _at(rng, e[5] - datetime.timedelta(days=21), last_day, hours=(8, 20))
        qty = rng.choices((1, 2, 3, 4, 5, 6, 12, 25), weights=(10, 14, 4, 5, 1, 1, 1, 1))[0]
        channel = "school group" if qty >= 12 else rng.choices(("online", "front desk", "phone"),
                                                                weights=(6, 3, 1))[0]
        origin = rng.choices(("local", "rest of UK", "overseas"), weights=(5, 4, 2))[0]
        tickets.append((sold, e[0], qty, channel, origin))
    tickets.sort()
    tickets = [(70001 + n, e, s, q, c, o) for n, (s, e, q, c, o) in enumerate(tickets)]
    loans = []
    for n in range(150):
        e = exhibitions[rng.randrange(34)]  # exhibitions 135-144 borrow nothing
        lender, country = rng.choice(LENDERS)
        kind_value = {"blockbuster": (200_000, 4_000_000), "touring": (50_000, 900_000),
                      "focus": (5_000, 250_000)}[e[4]]
        value = float(round(rng.uniform(*kind_value), -3))
        fee = float(rng.choice((0, 0, 500, 1000, 1500, 2500, 4000)))
        loans.append((e[0], f"{rng.choice(ARTWORK_WORDS)}", rng.choice(ARTISTS), lender, country, value, fee,
                      e[5] - datetime.timedelta(days=rng.randint(7, 30))))
    loans.sort(key=lambda r: (r[7], r[0]))
    loans = [(501 + n,) + r for n, r in enumerate(loans)]
    members = []
    for n, (first, last) in enumerate(_names(rng, MEMBER_FIRST, MEMBER_LAST, 170)):
        tier = rng.choices(tuple(TIERS), weights=(2, 8, 5, 1))[0]
        joined = _day(rng, datetime.date(2019, 1, 1), datetime.date(2026, 6, 30))
        status = rng.choices(("active", "lapsed", "cancelled"), weights=(12, 3, 1))[0]
        if joined.year == 2026:
            status = "active"
        fee = TIERS[tier] * (0.9 if rng.random() < 0.2 else 1.0)  # some pay by direct debit at a discount
        members.append((9001 + n, f"{first} {last}", tier, round(fee, 2), joined, status, rng.choice(TOWNS)))
    return [
        "CREATE TABLE galleries(gallery_id INTEGER PRIMARY KEY, gallery_name VARCHAR, wing VARCHAR, "
        "floor_no INTEGER, area_sqm INTEGER)",
        "CREATE TABLE exhibitions(exhibition_id INTEGER PRIMARY KEY, title VARCHAR, "
        "gallery_id INTEGER REFERENCES galleries(gallery_id), curator VARCHAR, kind VARCHAR, opens_on DATE, "
        "closes_on DATE, ticket_price DOUBLE)",
        "CREATE TABLE tickets(ticket_id INTEGER PRIMARY KEY, "
        "exhibition_id INTEGER REFERENCES exhibitions(exhibition_id), sold_at TIMESTAMP, qty INTEGER, "
        "channel VARCHAR, visitor_origin VARCHAR)",
        "CREATE TABLE loans(loan_id INTEGER PRIMARY KEY, "
        "exhibition_id INTEGER REFERENCES exhibitions(exhibition_id), artwork_title VARCHAR, artist VARCHAR, "
        "lender VARCHAR, lender_country VARCHAR, insured_value_gbp DOUBLE, loan_fee_gbp DOUBLE, "
        "received_on DATE)",
        "CREATE TABLE members(member_id INTEGER PRIMARY KEY, member_name VARCHAR, tier VARCHAR, "
        "annual_fee DOUBLE, joined_on DATE, renewal_status VARCHAR, home_town VARCHAR)",
        _insert("galleries", galleries), _insert("exhibitions", exhibitions), _insert("tickets", tickets),
        _insert("loans", loans), _insert("members", members),
    ]


# --------------------------------------------------------------------------------------------------- brewery
BEERS = (  # (name, style, abv, range); the last four are new recipes, not brewed yet
    ("Harbour Pale", "Pale Ale", 4.2, "core"), ("Lighthouse IPA", "IPA", 6.0, "core"),
    ("Driftwood Bitter", "Bitter", 3.8, "core"), ("Black Anchor Stout", "Stout", 5.0, "core"),
    ("Sea Mist Lager", "Lager", 4.5, "core"), ("Gull's Porter", "Porter", 5.4, "core"),
    ("Tidal Session", "Pale Ale", 3.6, "core"), ("Storm Surge DIPA", "IPA", 8.2, "special"),
    ("Rockpool Sour", "Sour", 4.0, "seasonal"), ("Cliff Top Saison", "Saison", 5.8, "seasonal"),
    ("Winter Beacon", "Porter", 6.5, "seasonal"), ("Spring Tide", "Pale Ale", 4.6, "seasonal"),
    ("Saltmarsh Gose", "Sour", 4.3, "seasonal"), ("Old Wreck Barley Wine", "Barley Wine", 10.5, "special"),
    ("Coastguard Helles", "Lager", 4.8, "core"), ("Smugglers Red", "Red Ale", 5.1, "core"),
    ("Kelp Forest NEIPA", "IPA", 6.4, "special"), ("Low Water", "Low Alcohol", 0.5, "core"),
    ("Mackerel Sky", "Pale Ale", 4.0, "seasonal"), ("Shingle Brown", "Bitter", 4.4, "core"),
    ("Pier Pressure", "IPA", 5.6, "core"), ("Harvest Moon", "Red Ale", 5.5, "seasonal"),
    ("Imperial Kraken", "Stout", 11.0, "special"), ("Breakwater Pils", "Lager", 5.0, "core"),
    ("Raspberry Tide", "Sour", 4.5, "seasonal"), ("Dune Wheat", "Wheat Beer", 4.9, "seasonal"),
    ("Fog Bank Hazy", "IPA", 5.9, "special"), ("Estuary Mild", "Bitter", 3.4, "core"),
    ("Tall Ship Tripel", "Saison", 9.0, "special"), ("Limpet Lager", "Lager", 4.1, "core"),
    ("Moonraker Stout", "Stout", 7.4, "special"), ("Bosun's Best", "Bitter", 4.0, "core"),
)
MALTS = (("Maris Otter", 1.15), ("Pilsner Malt", 1.05), ("Crystal Malt", 1.40), ("Roasted Barley", 1.55),
         ("Wheat Malt", 1.20), ("Chocolate Malt", 1.65))
HOPS = (("Citra", 32.0), ("Mosaic", 30.0), ("Cascade", 16.5), ("East Kent Goldings", 14.0), ("Fuggles", 12.5),
        ("Saaz", 18.0), ("Simcoe", 28.0))
ADJUNCTS = (("Raspberry Puree", 7.5), ("Sea Salt", 2.0), ("Lactose", 4.0), ("Oats", 1.6))
SUPPLIERS = {"malt": ("Crisp Maltings", "Simpsons"), "hops": ("Charles Faram", "BarthHaas"),
             "adjunct": ("Brewers Select", "Crisp Maltings")}
PUB_A = ("Red", "Kings", "Golden", "Old", "Black", "White", "Crown", "Jolly", "Green", "Royal")
PUB_B = ("Lion", "Arms", "Hart", "Anchor", "Swan", "Sailor", "Ship", "Dragon", "Oak", "Bell")
SUFFIXES = {"bottle shop": "Bottles", "restaurant": "Kitchen", "festival": "Beer Festival"}
TOWNS_B = ("Falmouth", "Truro", "Penzance", "St Ives", "Newquay", "Plymouth")


def brewery() -> list[str]:
    rng = random.Random(5252)
    beers = [(n + 1, name, style, abv, rng.choice((15, 20, 25, 30, 35, 40, 45, 60, 70)), kind)
             for n, (name, style, abv, kind) in enumerate(BEERS)]
    batches = []
    for n in range(128):
        beer = beers[n % 28] if n < 28 else beers[rng.randrange(28)]
        brewed = _day(rng, datetime.date(2025, 1, 2), datetime.date(2025, 11, 28))
        vol = rng.choice((800, 1000, 1000, 1600, 2000))
        sts = rng.choices(("packaged", "conditioning", "dumped"), weights=(16, 0, 1))[0]
        if brewed > datetime.date(2025, 11, 10) and sts == "packaged":
            sts = "conditioning"
        batches.append((brewed, beer[0], vol, sts, rng.choice(("JH", "MK", "AP", "RT"))))
    batches.sort()
    batches = [(201 + n, b, d, v, s, who) for n, (d, b, v, s, who) in enumerate(batches)]
    style_of = {b[0]: b[2] for b in beers}
    ingredients = []
    for batch in batches:
        style = style_of[batch[1]]
        scale = batch[3] / 1000
        malt = (MALTS[1] if style in ("Lager", "Low Alcohol")
                else MALTS[4] if style == "Wheat Beer" else MALTS[0])
        ingredients.append((batch[0], malt[0], "malt", round(rng.uniform(170, 260) * scale, 1), malt[1]))
        if style in ("Stout", "Porter", "Red Ale", "Barley Wine"):
            spec = MALTS[3] if style == "Stout" else rng.choice((MALTS[2], MALTS[5]))
            ingredients.append((batch[0], spec[0], "malt", round(rng.uniform(15, 40) * scale, 1), spec[1]))
        hop = rng.choice(HOPS[:3] + (HOPS[6],)) if style == "IPA" else rng.choice(HOPS)
        ingredients.append((batch[0], hop[0], "hops", round(rng.uniform(2, 12) * scale, 1), hop[1]))
        if style in ("Sour", "Saison") or rng.random() < 0.1:
            adj = rng.choice(ADJUNCTS)
            ingredients.append((batch[0], adj[0], "adjunct", round(rng.uniform(5, 30) * scale, 1), adj[1]))
    ingredients = ingredients[:400]
    ingredients = [(1 + n, b, name, typ, kg, cost, rng.choice(SUPPLIERS[typ]))
                   for n, (b, name, typ, kg, cost) in enumerate(ingredients)]
    customers = []
    for n, (a, b) in enumerate(_names(rng, PUB_A, PUB_B, 58)):
        typ = rng.choices(("pub", "bottle shop", "restaurant", "festival"), weights=(10, 3, 3, 1))[0]
        name = f"The {a} {b}" if typ == "pub" else f"{a} {b} {SUFFIXES[typ]}"
        opened = (_day(rng, datetime.date(2025, 11, 1), datetime.date(2025, 12, 20)) if n >= 50
                  else _day(rng, datetime.date(2019, 5, 1), datetime.date(2024, 12, 31)))
        customers.append((301 + n, name, typ, rng.choices(TOWNS_B, (5, 3, 2, 2, 2, 1))[0], opened))
    packaged = [b for b in batches if b[4] == "packaged"]
    style_price = {"Barley Wine": 210, "Stout": 120, "IPA": 125, "Sour": 130, "Low Alcohol": 70}
    shipments = []
    for n in range(390):
        batch = rng.choice(packaged)
        cust = customers[rng.randrange(50)]  # customers 351-358 opened accounts late in 2025, no orders yet
        start = batch[2] + datetime.timedelta(days=14)
        end = min(start + datetime.timedelta(days=60), datetime.date(2025, 12, 23))
        ts = _at(rng, start, end, hours=(6, 15))
        keg_l = 30 if style_of[batch[1]] in ("Barley Wine", "Sour") or rng.random() < 0.35 else 50
        kegs = rng.choices((1, 2, 3, 4, 6, 10), weights=(8, 8, 4, 3, 1, 1 if cust[2] == "festival" else 0))[0]
        base = style_price.get(style_of[batch[1]], 105)
        px = round(base * (0.62 if keg_l == 30 else 1.0) * (0.92 if kegs >= 6 else 1.0), 2)
        shipments.append((ts, batch[0], cust[0], kegs, keg_l, px))
    shipments.sort()
    shipments = [(4001 + n, b, c, ts, k, l, p) for n, (ts, b, c, k, l, p) in enumerate(shipments)]
    return [
        "CREATE TABLE beers(id INTEGER, beer_name VARCHAR, style VARCHAR, abv_pct DOUBLE, ibu INTEGER, "
        "range_typ VARCHAR)",
        "CREATE TABLE batches(id INTEGER, beer_id INTEGER, brew_dt DATE, vol_l INTEGER, batch_sts VARCHAR, "
        "brewer VARCHAR)",
        "CREATE TABLE ingredients(id INTEGER, batch_id INTEGER, ingr_name VARCHAR, ingr_typ VARCHAR, "
        "qty_kg DOUBLE, cost_per_kg DOUBLE, supplier VARCHAR)",
        "CREATE TABLE customers(id INTEGER, cust_name VARCHAR, cust_typ VARCHAR, town VARCHAR, "
        "acct_opened DATE)",
        "CREATE TABLE shipments(id INTEGER, batch_id INTEGER, customer_id INTEGER, ship_ts TIMESTAMP, "
        "kegs INTEGER, keg_l INTEGER, px_per_keg DOUBLE)",
        _insert("beers", beers), _insert("batches", batches), _insert("ingredients", ingredients),
        _insert("customers", customers), _insert("shipments", shipments),
    ]


# ---------------------------------------------------------------------------------------------------- dental
INSURERS = (  # (insurer, plans with the share of a treatment fee the plan covers)
    ("Self-pay", (("Private", 0),)),
    ("NHS", (("Band exempt", 100),)),
    ("Bupa Dental", (("Essential", 50), ("Comprehensive", 80), ("Corporate", 90))),
    ("Denplan", (("Essentials", 60), ("Care", 75), ("Excel", 85), ("Corporate", 90))),
    ("Simplyhealth", (("Level 1", 50), ("Level 2", 60), ("Level 3", 75), ("Level 4", 80), ("Level 5", 90))),
    ("AXA Health", (("Dental Plus", 70), ("Dental Premier", 85), ("Business", 90))),
    ("Vitality", (("Core", 50), ("Plus", 70))),
    ("Cigna", (("Dental Choice", 60), ("Dental Complete", 80), ("International", 100))),
    ("Aviva", (("Dental Starter", 50), ("Dental Extra", 75))),
    ("WPA", (("Cashplan Bronze", 40), ("Cashplan Silver", 55), ("Cashplan Gold", 70))),
    ("Practice Plan", (("Basic", 65), ("Family", 75), ("Premium", 90))),
)
SITES = ("Harbour Street", "Kingsway", "Riverside")
DENT_FIRST = ("Aisha", "Benedict", "Charlotte", "Daniel", "Elena", "Fraser", "Grace", "Hamid", "Isla",
              "Jonah", "Kavya", "Lewis", "Maya", "Nikhil", "Orla", "Piotr")
DENT_LAST = ("Ahmed", "Bell", "Chowdhury", "Doyle", "Evans", "Fraser", "Gill", "Hughes", "Khan", "Lowe",
             "McKenzie", "Novak", "O'Brien", "Rees")
PAT_FIRST = ("Adam", "Beth", "Carl", "Dawn", "Eddie", "Fiona", "Gary", "Heidi", "Ivan", "Jade", "Kyle",
             "Leah", "Mark", "Nina", "Owen", "Pam", "Reece", "Sian", "Tom", "Vicky")
PAT_LAST = ("Bailey", "Carter", "Davies", "Ellis", "Foster", "Griffiths", "Harris", "Jenkins", "Lewis",
            "Morgan", "Parry", "Price", "Roberts", "Thomas", "Walsh", "Young")
PROCS = {  # code: (description, fee each, who does it)
    "EXAM": ("Routine examination", 45.0, "dentist"), "XRAY-BW": ("Bitewing X-ray", 18.0, "dentist"),
    "SCALE": ("Scale and polish", 65.0, "hygienist"), "FILL-C": ("Composite filling", 140.0, "dentist"),
    "FILL-A": ("Amalgam filling", 95.0, "dentist"), "EXTR": ("Extraction", 120.0, "dentist"),
    "RCT": ("Root canal treatment", 480.0, "dentist"), "CROWN": ("Porcelain crown", 650.0, "dentist"),
    "WHITEN": ("Tooth whitening", 325.0, "dentist"), "FISS": ("Fissure sealant", 30.0, "therapist"),
    "FLUOR": ("Fluoride varnish", 25.0, "therapist"), "ALIGN": ("Clear aligner stage", 550.0, "orthodontist"),
    "IMPL": ("Dental implant", 2200.0, "dentist"),
}


def dental() -> list[str]:
    rng = random.Random(6363)
    insurers = []
    for name, plans in INSURERS:
        for k, (plan, pct) in enumerate(plans):
            code = "PRIV" if name == "Self-pay" else "NHS-EX" if name == "NHS" else \
                f"{name[:3].upper()}-{k + 1:02d}"
            insurers.append((code, name, plan, pct, 0.0 if pct in (0, 100) and name in ("Self-pay", "NHS")
                             else round(8 + pct * 0.22 + rng.choice((0, 1.5, 3.0)), 2)))
    dentists = []
    for n, (first, last) in enumerate(_names(rng, DENT_FIRST, DENT_LAST, 32)):
        role = rng.choices(("dentist", "hygienist", "therapist", "orthodontist"), weights=(6, 3, 2, 1))[0]
        start = (_day(rng, datetime.date(2026, 4, 1), datetime.date(2026, 6, 15)) if n >= 28
                 else _day(rng, datetime.date(2008, 9, 1), datetime.date(2023, 9, 1)))
        dentists.append((f"{rng.randint(60, 299) * 1000 + rng.randint(0, 999)}", f"{first} {last}", role,
                         SITES[n % 3], start))
    dentists.sort()
    patients = []
    plan_weights = [30 if p[0] == "PRIV" else 22 if p[0] == "NHS-EX" else 4 for p in insurers]
    for n, (first, last) in enumerate(_names(rng, PAT_FIRST, PAT_LAST, 300)):
        # the last four plans (Practice Plan's three, WPA Cashplan Gold) cover nobody here
        plan = rng.choices(insurers[:-4], weights=plan_weights[:-4])[0]
        born = _day(rng, datetime.date(1940, 1, 1), datetime.date(2020, 12, 31))
        registered = (_day(rng, datetime.date(2026, 5, 1), datetime.date(2026, 6, 28)) if n >= 272
                      else _day(rng, datetime.date(2010, 1, 1), datetime.date(2025, 6, 30)))
        patients.append((f"PT{10400 + 17 * n:06d}", f"{first} {last}", born, rng.choice(SITES), plan[0],
                         registered))
    seen = patients[:272]
    working = [d for d in dentists if d[4] < datetime.date(2024, 1, 1)]
    appts = []
    for n in range(360):
        pat = rng.choice(seen)
        doc = rng.choices(working, weights=[3 if d[3] == pat[3] else 1 for d in working])[0]
        ts = _at(rng, datetime.date(2024, 7, 1), datetime.date(2026, 6, 30), hours=(8, 17))
        mins = {"hygienist": 30, "therapist": 20, "orthodontist": 30}.get(doc[2],
                                                                         rng.choice((15, 30, 30, 45, 60)))
        sts = rng.choices(("ATT", "FTA", "CXL"), weights=(15, 2, 2))[0]
        appts.append((ts, pat[0], doc[0], doc[2], mins, sts))
    appts.sort()
    appts = [(f"AP{ts.year % 100}-{n + 1:05d}", p, d, ts, m, s, role)
             for n, (ts, p, d, role, m, s) in enumerate(appts)]
    treatments = []
    by_role = {role: [c for c, v in PROCS.items() if v[2] == role] for role in ("dentist", "hygienist",
                                                                              "therapist", "orthodontist")}
    for appt in appts:
        if appt[5] != "ATT":
            continue
        codes = ["EXAM"] if appt[6] == "dentist" and rng.random() < 0.6 else []
        extra = rng.choice(by_role[appt[6]])
        if extra not in codes and (not codes or rng.random() < 0.45):
            codes.append(extra)
        for code in codes:
            desc, fee, _ = PROCS[code]
            units = rng.choice((1, 1, 1, 2, 2, 4)) if code in ("XRAY-BW", "FILL-C", "FILL-A", "FISS") else 1
            fee = round(fee * (1.05 if appt[3].year == 2026 else 1.0), 2)
            treatments.append((appt[0], code, desc, units, fee))
    treatments = treatments[:400]
    treatments = [(n + 1, a, c, d, u, f) for n, (a, c, d, u, f) in enumerate(treatments)]
    appts = [a[:6] for a in appts]
    return [
        "CREATE TABLE insurers(plan_code VARCHAR, insurer_name VARCHAR, plan_name VARCHAR, "
        "cover_pct INTEGER, monthly_premium DOUBLE)",
        "CREATE TABLE dentists(gdc_no VARCHAR, dentist_name VARCHAR, clinician_role VARCHAR, site VARCHAR, "
        "started_on DATE)",
        "CREATE TABLE patients(pat_ref VARCHAR, pat_name VARCHAR, dob DATE, home_site VARCHAR, "
        "insured_with VARCHAR, registered_on DATE)",
        "CREATE TABLE appointments(appt_no VARCHAR, patient VARCHAR, seen_by VARCHAR, appt_ts TIMESTAMP, "
        "slot_mins INTEGER, appt_sts VARCHAR)",
        "CREATE TABLE treatments(line_no INTEGER, visit VARCHAR, proc_cd VARCHAR, proc_desc VARCHAR, "
        "units INTEGER, fee_each DOUBLE)",
        _insert("insurers", insurers), _insert("dentists", dentists), _insert("patients", patients),
        _insert("appointments", appts), _insert("treatments", treatments),
    ]


SCHEMAS_L = {"museum": museum, "brewery": brewery, "dental": dental}
