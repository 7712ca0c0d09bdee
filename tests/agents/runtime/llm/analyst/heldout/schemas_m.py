"""Three held-out workspaces for set M, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- hotels (a hotel chain in the UK and Ireland): declared PRIMARY KEY / REFERENCES on same-named integer keys:
  `rooms.hotel_id` → `hotels.hotel_id`, `bookings.room_id` → `rooms.room_id`, `bookings.guest_id` →
  `guests.guest_id`, `extras.booking_id` → `bookings.booking_id`; hotels named by `hotel_name` (in a `city`
  and a `nation`), guests by `guest_name`; a booking reaches its hotel only through its room; room revenue
  only as `bookings.nights × rooms.nightly_rate` (across the join), extras as `extras.qty ×
  extras.unit_price`; `bookings.booked_at` a TIMESTAMP, `check_in` a DATE, `bkg_status` 'stayed',
  'cancelled' or 'no_show', and only 'stayed' bookings have extras; the four newest hotels open later in 2026
  and have no bookings.
- vegbox (a farm's veg box delivery round): no declared keys, tables keyed by `id` with `<thing>_id` foreign
  keys (`orders.customer_id`, `order_lines.order_id`, `order_lines.product_id`) and abbreviated columns
  (`cust_nm`, `pc_area`, `signup_dt`, `acct_sts`, `prod_nm`, `cat`, `unit_px`, `org_flg`, `placed_ts`,
  `deliv_dt`, `rnd`, `ord_sts`, `deliv_fee`); sales only as `order_lines.qty × products.unit_px` (across the
  join), delivery charges apart in `orders.deliv_fee`; `ord_sts` 'DLV' (delivered) or 'SKP' (skipped by the
  customer, no lines and no fee); every delivered order has one box line (`cat` 'box') and maybe extras.
- lockers (a parcel locker network in the South West and Wales): no declared keys, natural text codes named
  unlike their targets: `parcels.shipper` → `merchants.merchant_ref`, `parcels.dest` and `faults.unit` →
  `lockers.locker_code`; merchants named by `merchant_name`, lockers by `site_desc` (in a `town`); what a
  merchant is charged only as its `rate_gbp` per parcel (one per parcel row, across the join, whatever the
  parcel's outcome); `parcels.dropped_at` / `collected_at` TIMESTAMPs (`collected_at` NULL unless collected),
  `parcel_sts` 'COLL' (collected), 'RTS' (returned to sender) or 'WAIT' (still in the locker);
  `faults.resolved_on` NULL while a fault is open.

Written blind for set M (questions_m.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names


def _at(rng: random.Random, start: datetime.date, end: datetime.date, hours=(8, 20)) -> datetime.datetime:
    day = _day(rng, start, end)
    minute = rng.choice((0, 5, 20, 35, 45))
    return datetime.datetime(day.year, day.month, day.day, rng.randint(*hours), minute)


# ---------------------------------------------------------------------------------------------------- hotels
HOTELS = (  # (name, city, nation, stars); the last four open in late 2026 and have no bookings yet
    ("Harbourline London Bridge", "London", "England", 4), ("Harbourline Kensington", "London", "England", 5),
    ("Harbourline King's Cross", "London", "England", 3),
    ("Harbourline Piccadilly", "Manchester", "England", 4),
    ("Harbourline Salford Quays", "Manchester", "England", 3),
    ("Harbourline Old Town", "Edinburgh", "Scotland", 5), ("Harbourline Leith", "Edinburgh", "Scotland", 3),
    ("Harbourline Merchant City", "Glasgow", "Scotland", 4),
    ("Harbourline Harbourside", "Bristol", "England", 4),
    ("Harbourline Royal Crescent", "Bath", "England", 5), ("Harbourline Minster", "York", "England", 4),
    ("Harbourline Leeds Central", "Leeds", "England", 3),
    ("Harbourline Albert Dock", "Liverpool", "England", 4),
    ("Harbourline Mailbox", "Birmingham", "England", 3), ("Harbourline Quayside", "Newcastle", "England", 4),
    ("Harbourline Cardiff Bay", "Cardiff", "Wales", 4),
    ("Harbourline Titanic Quarter", "Belfast", "Northern Ireland", 4),
    ("Harbourline Docklands", "Dublin", "Ireland", 4), ("Harbourline Seafront", "Brighton", "England", 4),
    ("Harbourline Oxford", "Oxford", "England", 4), ("Harbourline Cambridge", "Cambridge", "England", 4),
    ("Harbourline Lace Market", "Nottingham", "England", 3),
    ("Harbourline Sheffield", "Sheffield", "England", 3),
    ("Harbourline Inverness", "Inverness", "Scotland", 3),
    ("Harbourline Aberdeen", "Aberdeen", "Scotland", 3),
    ("Harbourline Plymouth Hoe", "Plymouth", "England", 3),
    ("Harbourline Swansea Marina", "Swansea", "Wales", 3), ("Harbourline Heathrow", "London", "England", 3),
    ("Harbourline Galway", "Galway", "Ireland", 4), ("Harbourline Snowdonia", "Betws-y-Coed", "Wales", 4),
    ("Harbourline Canary Wharf", "London", "England", 5), ("Harbourline Cork", "Cork", "Ireland", 4),
    ("Harbourline St Andrews", "St Andrews", "Scotland", 5), ("Harbourline Durham", "Durham", "England", 4),
)
ROOM_TYPES = {"Single": (1, 0.75), "Double": (2, 1.0), "Twin": (2, 1.0), "Family": (4, 1.35),
              "Suite": (2, 2.1)}
GUEST_FIRST = ("Amelia", "Brendan", "Chloe", "Declan", "Emily", "Farah", "George", "Harriet", "Imran",
               "Jessica", "Kieran", "Lucy", "Mohammed", "Niamh", "Oscar", "Poppy", "Rory", "Sophie")
GUEST_LAST = ("Ahmed", "Brennan", "Campbell", "Donnelly", "Edwards", "Fletcher", "Gallagher", "Hussain",
              "Jones", "Kelly", "MacLeod", "Murphy", "Patel", "Quinn", "Robertson", "Stewart")
COUNTRIES = ("United Kingdom", "Ireland", "United States", "Germany", "France", "Netherlands", "Australia")
EXTRAS = {"Breakfast": 16.5, "Dinner": 34.0, "Bar": 9.5, "Spa treatment": 65.0, "Parking": 18.0,
          "Late checkout": 25.0, "Room service": 22.0}


def hotels() -> list[str]:
    rng = random.Random(7171)
    hotel_rows = []
    for n, (name, city, nation, stars) in enumerate(HOTELS):
        opened = (_day(rng, datetime.date(2026, 9, 1), datetime.date(2026, 12, 15)) if n >= 30
                  else _day(rng, datetime.date(1998, 3, 1), datetime.date(2023, 6, 30)))
        hotel_rows.append((n + 1, name, city, nation, stars, opened))
    rooms = []
    for hotel in hotel_rows:
        base = {3: 79, 4: 118, 5: 185}[hotel[4]] * (1.35 if hotel[2] == "London" else 1.0)
        for k in range(rng.randint(7, 11)):
            kind = rng.choices(tuple(ROOM_TYPES), weights=(2, 6, 3, 2, 1 if hotel[4] == 3 else 2))[0]
            sleeps, factor = ROOM_TYPES[kind]
            rooms.append((1001 + len(rooms), hotel[0], f"{k // 4 + 1}{k % 4 + 1:02d}", kind, sleeps,
                          round(base * factor + rng.choice((0, 5, 10, 15)), 2)))
    guests = []
    for n, (first, last) in enumerate(_names(rng, GUEST_FIRST, GUEST_LAST, 230)):
        tier = rng.choices(("Blue", "Silver", "Gold", "Platinum"), weights=(10, 5, 3, 1))[0]
        enrolled = (_day(rng, datetime.date(2026, 5, 1), datetime.date(2026, 6, 30)) if n >= 212
                    else _day(rng, datetime.date(2016, 1, 1), datetime.date(2024, 12, 31)))
        guests.append((n + 1, f"{first} {last}", rng.choices(COUNTRIES, weights=(14, 4, 3, 2, 2, 1, 1))[0],
                       tier, enrolled))
    open_rooms = [r for r in rooms if r[1] <= 30]
    bookings = []
    for n in range(400):
        guest = guests[rng.randrange(212)]  # guests 213-230 joined the loyalty scheme but never booked
        room = rng.choice(open_rooms)
        check_in = _day(rng, datetime.date(2025, 1, 3), datetime.date(2026, 6, 26))
        booked = _at(rng, check_in - datetime.timedelta(days=rng.randint(1, 90)), check_in
                     - datetime.timedelta(days=1), hours=(7, 23))
        nights = rng.choices((1, 2, 3, 4, 5, 7), weights=(8, 9, 5, 2, 1, 1))[0]
        channel = rng.choices(("Website", "Phone", "Booking.com", "Expedia", "Corporate"),
                              weights=(8, 2, 6, 3, 3))[0]
        status = rng.choices(("stayed", "cancelled", "no_show"), weights=(16, 3, 1))[0]
        adults = min(room[4], rng.randint(1, 3))
        bookings.append((booked, guest[0], room[0], check_in, nights, adults, channel, status))
    bookings.sort()
    bookings = [(50001 + n,) + b[1:3] + b[:1] + b[3:] for n, b in enumerate(bookings)]
    extras = []
    for b in bookings:
        if b[8] != "stayed" or rng.random() < 0.4:
            continue
        for item in rng.sample(tuple(EXTRAS), rng.choice((1, 1, 2, 2, 3))):
            qty = rng.randint(1, b[6] * b[5]) if item == "Breakfast" else 1 if item in (
                "Late checkout", "Parking") else rng.randint(1, 3)
            day = b[4] + datetime.timedelta(days=rng.randrange(b[5]))
            posted = datetime.datetime(day.year, day.month, day.day, rng.randint(8, 22), rng.choice((5, 40)))
            extras.append((b[0], item, qty, EXTRAS[item], posted))
    extras = [(n + 1,) + e for n, e in enumerate(extras)]
    return [
        "CREATE TABLE hotels(hotel_id INTEGER PRIMARY KEY, hotel_name VARCHAR, city VARCHAR, nation VARCHAR, "
        "stars INTEGER, opened_on DATE)",
        "CREATE TABLE rooms(room_id INTEGER PRIMARY KEY, hotel_id INTEGER REFERENCES hotels(hotel_id), "
        "room_no VARCHAR, room_type VARCHAR, sleeps INTEGER, nightly_rate DOUBLE)",
        "CREATE TABLE guests(guest_id INTEGER PRIMARY KEY, guest_name VARCHAR, home_country VARCHAR, "
        "loyalty_tier VARCHAR, enrolled_on DATE)",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, guest_id INTEGER REFERENCES guests(guest_id), "
        "room_id INTEGER REFERENCES rooms(room_id), booked_at TIMESTAMP, check_in DATE, nights INTEGER, "
        "adults INTEGER, channel VARCHAR, bkg_status VARCHAR)",
        "CREATE TABLE extras(extra_id INTEGER PRIMARY KEY, "
        "booking_id INTEGER REFERENCES bookings(booking_id), item VARCHAR, qty INTEGER, unit_price DOUBLE, "
        "posted_at TIMESTAMP)",
        _insert("hotels", hotel_rows), _insert("rooms", rooms), _insert("guests", guests),
        _insert("bookings", bookings), _insert("extras", extras),
    ]


# ---------------------------------------------------------------------------------------------------- vegbox
PRODUCTS = (  # (name, category, unit, price, organic, grower); the last five are new lines, never sold yet
    ("Small veg box", "box", "box", 13.5, "Y", "Home Farm"),
    ("Medium veg box", "box", "box", 18.5, "Y", "Home Farm"),
    ("Large veg box", "box", "box", 24.0, "Y", "Home Farm"),
    ("Fruit box", "box", "box", 12.0, "Y", "Ridge Orchard"),
    ("Salad box", "box", "box", 10.5, "Y", "Home Farm"), ("Potatoes", "veg", "kg", 1.6, "Y", "Home Farm"),
    ("Carrots", "veg", "kg", 1.4, "Y", "Home Farm"), ("Red onions", "veg", "kg", 2.1, "Y", "Brook Farm"),
    ("Leeks", "veg", "each", 0.85, "Y", "Home Farm"),
    ("Purple sprouting broccoli", "veg", "bunch", 2.75, "Y", "Brook Farm"),
    ("Kale", "veg", "bunch", 1.9, "Y", "Home Farm"), ("Beetroot", "veg", "bunch", 1.8, "Y", "Home Farm"),
    ("Butternut squash", "veg", "each", 1.95, "Y", "Brook Farm"),
    ("Courgettes", "veg", "kg", 3.2, "Y", "Home Farm"),
    ("Tomatoes", "veg", "kg", 4.4, "N", "Valley Glasshouses"),
    ("Cucumber", "veg", "each", 0.95, "N", "Valley Glasshouses"),
    ("Garlic", "veg", "each", 0.7, "Y", "Brook Farm"), ("Mushrooms", "veg", "kg", 5.6, "N", "Cellar Fungi"),
    ("Sweetcorn", "veg", "each", 0.9, "Y", "Brook Farm"),
    ("Asparagus", "veg", "bunch", 4.5, "N", "Brook Farm"),
    ("Apples", "fruit", "kg", 2.6, "Y", "Ridge Orchard"), ("Pears", "fruit", "kg", 2.9, "Y", "Ridge Orchard"),
    ("Strawberries", "fruit", "punnet", 3.5, "N", "Valley Glasshouses"),
    ("Raspberries", "fruit", "punnet", 3.9, "N", "Valley Glasshouses"),
    ("Plums", "fruit", "kg", 3.4, "Y", "Ridge Orchard"), ("Rhubarb", "fruit", "bunch", 2.4, "Y", "Home Farm"),
    ("Bananas", "fruit", "kg", 1.95, "Y", "Fairtrade import"),
    ("Oranges", "fruit", "kg", 2.8, "Y", "Fairtrade import"),
    ("Free range eggs", "dairy", "half dozen", 2.6, "N", "Home Farm"),
    ("Whole milk", "dairy", "litre", 1.35, "Y", "Coombe Dairy"),
    ("Butter", "dairy", "block", 3.2, "Y", "Coombe Dairy"),
    ("Cheddar", "dairy", "block", 4.75, "Y", "Coombe Dairy"),
    ("Natural yoghurt", "dairy", "pot", 2.2, "Y", "Coombe Dairy"),
    ("Sourdough loaf", "bakery", "each", 4.2, "N", "Mill Bakery"),
    ("Seeded rye", "bakery", "each", 4.5, "N", "Mill Bakery"),
    ("Croissants", "bakery", "pack", 3.8, "N", "Mill Bakery"),
    ("Oat flapjacks", "bakery", "pack", 3.1, "N", "Mill Bakery"),
    ("Beef mince", "meat", "pack", 6.5, "Y", "Longhorn Butchers"),
    ("Pork sausages", "meat", "pack", 5.2, "N", "Longhorn Butchers"),
    ("Whole chicken", "meat", "each", 14.5, "Y", "Longhorn Butchers"),
    ("Lamb chops", "meat", "pack", 9.8, "N", "Longhorn Butchers"),
    ("Streaky bacon", "meat", "pack", 4.6, "N", "Longhorn Butchers"),
    ("Apple juice", "pantry", "bottle", 3.6, "Y", "Ridge Orchard"),
    ("Honey", "pantry", "jar", 6.25, "N", "Hill Apiary"),
    ("Strawberry jam", "pantry", "jar", 3.95, "N", "Home Farm"),
    ("Rapeseed oil", "pantry", "bottle", 5.5, "N", "Brook Farm"),
    ("Wild garlic pesto", "pantry", "jar", 4.8, "N", "Home Farm"),
    ("Kimchi", "pantry", "jar", 5.25, "N", "Cellar Fungi"),
    ("Duck eggs", "dairy", "half dozen", 3.9, "N", "Home Farm"),
    ("Elderflower cordial", "pantry", "bottle", 4.4, "N", "Ridge Orchard"),
    ("Spelt flour", "pantry", "bag", 3.3, "Y", "Mill Bakery"),
)
VEG_FIRST = ("Anna", "Bill", "Clare", "David", "Erin", "Fred", "Gemma", "Harry", "Ian", "Jo", "Kate", "Liam",
             "Megan", "Neil", "Ruth", "Sam")
VEG_LAST = ("Abbott", "Brown", "Clarke", "Dixon", "Eastwood", "Fisher", "Green", "Holt", "Irwin", "Lamb",
            "Marsh", "Norris", "Pike", "Shaw")
AREAS = {"BS6": "City", "BS7": "City", "BS3": "South", "BS4": "South", "BS9": "North", "BS10": "North",
         "BA2": "Villages", "BS40": "Villages"}
ROUND_DAY = {"City": 1, "South": 2, "North": 3, "Villages": 4}  # Tuesday to Friday


def vegbox() -> list[str]:
    rng = random.Random(8282)
    products = [(n + 1, name, cat, unit, px, org, grower)
                for n, (name, cat, unit, px, org, grower) in enumerate(PRODUCTS)]
    customers = []
    for n, (first, last) in enumerate(_names(rng, VEG_FIRST, VEG_LAST, 160)):
        freq = rng.choices(("weekly", "fortnightly", "one-off"), weights=(5, 4, 2))[0]
        signup = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 28)) if n >= 146
                  else _day(rng, datetime.date(2021, 4, 1), datetime.date(2025, 2, 28)))
        sts = "active" if n >= 146 else rng.choices(("active", "paused", "closed"), weights=(8, 2, 2))[0]
        customers.append((501 + n, f"{first} {last}", rng.choice(tuple(AREAS)), freq, signup, sts))
    boxes, extras = products[:5], products[5:46]
    orders, lines = [], []
    for n in range(230):
        cust = customers[rng.randrange(146)]  # customers 647-660 signed up in June 2026, no orders yet
        rnd = AREAS[cust[2]]
        deliv = _day(rng, datetime.date(2025, 3, 3), datetime.date(2026, 6, 20))
        deliv += datetime.timedelta(days=(ROUND_DAY[rnd] - deliv.weekday()) % 7)
        placed = _at(rng, deliv - datetime.timedelta(days=6), deliv - datetime.timedelta(days=2), (6, 23))
        skipped = rng.random() < 0.14
        fee = 0.0 if skipped else rng.choice((0.0, 1.5, 1.5, 2.5)) if rnd != "Villages" else 3.5
        orders.append((placed, cust[0], deliv, rnd, "SKP" if skipped else "DLV", fee))
    orders.sort()
    orders = [(9001 + n,) + o for n, o in enumerate(orders)]
    for o in orders:
        if o[5] == "SKP":
            continue
        box = rng.choices(boxes, weights=(4, 6, 3, 3, 2))[0]
        lines.append((o[0], box[0], 1 if rng.random() < 0.85 else 2))
        for extra in rng.sample(extras, rng.choices((0, 1, 2, 3), weights=(4, 4, 2, 1))[0]):
            qty = rng.choice((1, 1, 2, 3)) if extra[3] in ("kg", "each") else rng.choice((1, 1, 1, 2))
            lines.append((o[0], extra[0], qty))
    lines = [(70001 + n,) + line for n, line in enumerate(lines)]
    return [
        "CREATE TABLE customers(id INTEGER, cust_nm VARCHAR, pc_area VARCHAR, freq VARCHAR, signup_dt DATE, "
        "acct_sts VARCHAR)",
        "CREATE TABLE products(id INTEGER, prod_nm VARCHAR, cat VARCHAR, unit_lbl VARCHAR, unit_px DOUBLE, "
        "org_flg VARCHAR, grower VARCHAR)",
        "CREATE TABLE orders(id INTEGER, placed_ts TIMESTAMP, customer_id INTEGER, deliv_dt DATE, "
        "rnd VARCHAR, ord_sts VARCHAR, deliv_fee DOUBLE)",
        "CREATE TABLE order_lines(id INTEGER, order_id INTEGER, product_id INTEGER, qty INTEGER)",
        _insert("customers", customers), _insert("products", products), _insert("orders", orders),
        _insert("order_lines", lines),
    ]


# --------------------------------------------------------------------------------------------------- lockers
TOWNS = {"Bristol": "BRS", "Bath": "BTH", "Cardiff": "CDF", "Newport": "NWP", "Swansea": "SWA",
         "Gloucester": "GLO", "Exeter": "EXE"}
HOSTS = {"Tesco": "supermarket", "Sainsbury's": "supermarket", "Co-op": "supermarket", "Lidl": "supermarket",
         "Shell": "petrol station", "BP": "petrol station", "Park and Ride": "car park", "NCP": "car park",
         "Central Library": "library", "Student Union": "university"}
PLACES = ("High Street", "Retail Park", "London Road", "Station Approach", "Castle Street", "Queens Road",
          "Victoria Park", "Mill Lane", "Harbour Road", "Church Street")
M_FIRST = ("Thread", "Pixel", "Paper", "Bloom", "Copper", "Willow", "Harbour", "Northern", "Little", "Urban")
M_SECOND = ("& Co", "Planet", "Lane", "House", "Works", "Store", "Supply", "Garden")
SECTORS = ("fashion", "electronics", "books", "home", "beauty", "pharmacy")
FAULTS = {"door jam": 85.0, "screen": 140.0, "power": 120.0, "network": 60.0, "vandalism": 210.0}
ENGINEERS = ("K. Morgan", "D. Price", "S. Ahmed", "L. Walsh")


def lockers() -> list[str]:
    rng = random.Random(9393)
    locker_rows, seq = [], dict.fromkeys(TOWNS, 0)
    for n, (host, place) in enumerate(_names(rng, tuple(HOSTS), PLACES, 62)):
        town = rng.choices(tuple(TOWNS), weights=(6, 2, 4, 2, 2, 2, 2))[0]
        seq[town] += 1
        live = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 25)) if n >= 56
                else _day(rng, datetime.date(2022, 3, 1), datetime.date(2025, 5, 31)))
        state = "retired" if n in (7, 23, 41) else "faulty" if n in (3, 18, 30, 49) else "live"
        locker_rows.append((f"{TOWNS[town]}-{seq[town]:02d}", f"{host} {place}", town, HOSTS[host],
                            rng.choice((24, 36, 48, 60)), live, state))
    merchants = []
    for n, (a, b) in enumerate(_names(rng, M_FIRST, M_SECOND, 44)):
        onboarded = (_day(rng, datetime.date(2026, 6, 2), datetime.date(2026, 6, 26)) if n >= 40
                     else _day(rng, datetime.date(2022, 1, 10), datetime.date(2025, 4, 30)))
        merchants.append((f"MR{1000 + 37 * n}", f"{a} {b}", rng.choice(SECTORS), onboarded,
                          rng.choice((1.85, 2.1, 2.25, 2.4, 2.75, 3.1)), rng.choice(("monthly", "weekly"))))
    shippers = merchants[:40]  # the last four merchants signed in June 2026 and have sent nothing yet
    weights = [rng.choice((1, 1, 2, 3, 6)) for _ in shippers]
    parcels = []
    for n in range(400):
        m = rng.choices(shippers, weights=weights)[0]
        dropped = _at(rng, datetime.date(2025, 7, 1), datetime.date(2026, 6, 29), hours=(6, 21))
        # the six lockers that went live in June 2026 have had no parcels; retired ones none since 2026
        dest = rng.choice([x for x in locker_rows[:56] if x[6] != "retired" or dropped.year == 2025])
        size = rng.choices(("S", "M", "L"), weights=(5, 4, 2))[0]
        if dropped.date() >= datetime.date(2026, 6, 24) and rng.random() < 0.7:
            sts, collected = "WAIT", None
        elif rng.random() < 0.08:
            sts, collected = "RTS", None
        else:
            hours = min(rng.expovariate(1 / 20), 160)
            sts, collected = "COLL", dropped + datetime.timedelta(minutes=int(30 + hours * 60))
        parcels.append((dropped, m[0], dest[0], size, collected, sts))
    parcels.sort(key=lambda p: p[0])
    parcels = [(f"PL{3100000 + 271 * n}", s, d, z, t, c, st) for n, (t, s, d, z, c, st) in enumerate(parcels)]
    faults = []
    prone = locker_rows[:40]
    for n in range(86):
        unit = rng.choices(prone, weights=[3 if k % 5 == 0 else 1 for k in range(40)])[0]
        logged = _at(rng, max(unit[5], datetime.date(2025, 1, 1)), datetime.date(2026, 5, 31), hours=(0, 23))
        kind = rng.choices(tuple(FAULTS), weights=(6, 2, 2, 4, 1))[0]
        fixed = logged.date() + datetime.timedelta(days=rng.choice((0, 1, 1, 2, 3, 5, 9)))
        faults.append((logged, unit[0], kind, fixed, rng.choice(ENGINEERS), FAULTS[kind]))
    for k in (3, 18, 30, 49):  # the faulty lockers each have a fault still open
        logged = _at(rng, datetime.date(2026, 6, 10), datetime.date(2026, 6, 29), hours=(0, 23))
        faults.append((logged, locker_rows[k][0], rng.choice(("screen", "power", "door jam")), None,
                       rng.choice(ENGINEERS), 0.0))
    faults.sort(key=lambda f: f[0])
    faults = [(f"FLT-{f[0].year}-{n + 1:04d}", f[1], f[0]) + f[2:] for n, f in enumerate(faults)]
    return [
        "CREATE TABLE lockers(locker_code VARCHAR, site_desc VARCHAR, town VARCHAR, host_type VARCHAR, "
        "bays INTEGER, went_live DATE, lkr_state VARCHAR)",
        "CREATE TABLE merchants(merchant_ref VARCHAR, merchant_name VARCHAR, sector VARCHAR, onboarded DATE, "
        "rate_gbp DOUBLE, billing VARCHAR)",
        "CREATE TABLE parcels(tracking_no VARCHAR, shipper VARCHAR, dest VARCHAR, size_band VARCHAR, "
        "dropped_at TIMESTAMP, collected_at TIMESTAMP, parcel_sts VARCHAR)",
        "CREATE TABLE faults(fault_ref VARCHAR, unit VARCHAR, logged_at TIMESTAMP, fault_kind VARCHAR, "
        "resolved_on DATE, engineer VARCHAR, callout_gbp DOUBLE)",
        _insert("lockers", locker_rows), _insert("merchants", merchants), _insert("parcels", parcels),
        _insert("faults", faults),
    ]


SCHEMAS_M = {"hotels": hotels, "vegbox": vegbox, "lockers": lockers}
