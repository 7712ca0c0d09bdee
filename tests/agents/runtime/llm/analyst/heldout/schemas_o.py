"""Three held-out workspaces for set O, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- cinema (an independent cinema chain across Britain): declared PRIMARY KEY / REFERENCES on same-named
  integer keys and plain column names: `screenings.cinema_id` → `cinemas.cinema_id`, `screenings.film_id` →
  `films.film_id`, `bookings.screening_id` → `screenings.screening_id`, `concession_sales.cinema_id` →
  `cinemas.cinema_id`; cinemas named by `cinema_name` (in a `city` and a `region`), films by `film_title` (of
  a `genre`, with a `certificate`); a booking reaches its film and its cinema only through its screening;
  `bookings.ticket_count` tickets for `amount_paid` pounds, `booking_status` 'paid' or 'refunded'
  (`refunded_at` set, NULL otherwise), `member_number` NULL when no membership card was used; snacks as
  `concession_sales.quantity × unit_price`; `screenings.starts_at`, `bookings.booked_at` and
  `concession_sales.sold_at` TIMESTAMPs; the three cinemas opening in July 2026 have no screenings or
  snack sales, the four films released later in 2026 (and "Fast Lane North") were never screened, and some
  screenings have no bookings.
- music (a music school with four branches): no declared keys, tables keyed by `id` with `<thing>_id`
  foreign keys (`lessons.pupil_id`, `lessons.teacher_id`, `hires.instrument_id`, `hires.pupil_id`) and
  abbreviated columns (`tchr_nm`, `instr`, `brnch`, `hr_rt`, `start_dt`, `emp_typ`, `sts`, `pupil_nm`,
  `dob`, `enrol_dt`, `lvl`, `guardian_nm`, `lesson_ts`, `dur_min`, `rm`, `instr_typ`, `fam`, `tag_no`,
  `purch_amt`, `purch_dt`, `cond`, `out_dt`, `ret_dt`, `term_amt`); lesson fees only as
  `lessons.dur_min / 60 × teachers.hr_rt` (across the join), charged for lessons with `sts` 'DONE' or 'NS'
  (no-show) and not for 'CXL' (cancelled); `pupils.guardian_nm` NULL for adult pupils, `hires.ret_dt` NULL
  while the instrument is still out (one pupil at a time per instrument); the three teachers starting in June
  2026 and one Clifton guitar teacher have given no lessons, the pupils enrolled in June 2026 have had none,
  and some instruments were never hired.
- delivery (a food delivery app in Manchester): no declared keys, natural text codes named unlike their
  targets: `orders.kitchen` → `kitchens.kitchen_code`, `orders.eater` → `customers.account_no`,
  `orders.rider` → `couriers.courier_ref` (NULL when the order was cancelled before a rider was assigned);
  kitchens named by `kitchen_name` (of a `cuisine`, in an `area`), couriers by `courier_name`, customers by
  `display_name`; `orders.basket_gbp`, `delivery_fee_gbp` and `tip_gbp` (NULL when no tip) money columns,
  the app's commission only as `orders.basket_gbp × kitchens.commission_pct / 100` (across the join);
  `orders.placed_at` / `delivered_at` TIMESTAMPs (`delivered_at` NULL unless the outcome is 'delivered'),
  `outcome` 'delivered', 'cancelled' or 'refunded'; the four kitchens onboarded in July 2026 have no orders,
  the five couriers who started in June 2026 have no orders, and some customers never ordered.

Written blind for set O (questions_o.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names


def _at(rng: random.Random, start: datetime.date, end: datetime.date, hours=(8, 20)) -> datetime.datetime:
    day = _day(rng, start, end)
    return datetime.datetime(day.year, day.month, day.day, rng.randint(*hours), rng.randrange(60))


# ---------------------------------------------------------------------------------------------------- cinema
CINEMAS = (  # (name, city, region, screens); the last three open in July 2026
    ("Lumen Leeds", "Leeds", "North", 8), ("Lumen Headingley", "Leeds", "North", 3),
    ("Lumen York", "York", "North", 5), ("Lumen Sheffield", "Sheffield", "North", 7),
    ("Lumen Manchester", "Manchester", "North", 9), ("Lumen Didsbury", "Manchester", "North", 4),
    ("Lumen Liverpool", "Liverpool", "North", 6), ("Lumen Newcastle", "Newcastle", "North", 7),
    ("Lumen Durham", "Durham", "North", 3), ("Lumen Birmingham", "Birmingham", "Midlands", 10),
    ("Lumen Nottingham", "Nottingham", "Midlands", 6), ("Lumen Leicester", "Leicester", "Midlands", 5),
    ("Lumen Derby", "Derby", "Midlands", 4), ("Lumen Coventry", "Coventry", "Midlands", 5),
    ("Lumen Brixton", "London", "London", 6), ("Lumen Islington", "London", "London", 5),
    ("Lumen Greenwich", "London", "London", 7), ("Lumen Hackney", "London", "London", 4),
    ("Lumen Richmond", "London", "London", 3), ("Lumen Bristol", "Bristol", "South", 8),
    ("Lumen Bath", "Bath", "South", 4), ("Lumen Brighton", "Brighton", "South", 6),
    ("Lumen Oxford", "Oxford", "South", 5), ("Lumen Exeter", "Exeter", "South", 4),
    ("Lumen Southampton", "Southampton", "South", 6), ("Lumen Edinburgh", "Edinburgh", "Scotland", 8),
    ("Lumen Glasgow", "Glasgow", "Scotland", 9), ("Lumen Dundee", "Dundee", "Scotland", 4),
    ("Lumen Cardiff", "Cardiff", "Wales", 7), ("Lumen Swansea", "Swansea", "Wales", 4),
    ("Lumen Aberdeen", "Aberdeen", "Scotland", 5), ("Lumen Norwich", "Norwich", "South", 5),
    ("Lumen Cambridge", "Cambridge", "South", 4),
)
FILMS = (  # (title, genre, certificate, runtime); the last four are released after June 2026
    ("The Long Tide", "drama", "12A", 128), ("Copper Moon", "sci-fi", "12A", 141),
    ("Paper Foxes", "animation", "U", 94), ("Nightjar", "horror", "18", 102),
    ("Kings of Nowhere", "action", "15", 133), ("A Quiet Harbour", "drama", "PG", 112),
    ("The Marmalade Job", "comedy", "12A", 99), ("Glass Orbit", "sci-fi", "12A", 147),
    ("Little Lanterns", "animation", "U", 88), ("Hollow Creek", "horror", "15", 97),
    ("Steel Rain", "action", "15", 126), ("Sunday at the Lido", "comedy", "12A", 104),
    ("Atlas of Ice", "documentary", "PG", 91), ("The Tin Dragon", "family", "PG", 101),
    ("Second Verse", "drama", "15", 118), ("Red Meridian", "thriller", "15", 121),
    ("Mossbank Farm", "family", "U", 93), ("Static", "thriller", "15", 109),
    ("The Ninth Wave", "action", "12A", 138), ("Biscuit Saves Christmas", "family", "U", 90),
    ("Under Blackstone", "horror", "18", 106), ("Salt and Sugar", "comedy", "15", 97),
    ("Voyager Kids", "animation", "U", 92), ("Harbour Lights", "drama", "12A", 123),
    ("Cold Signal", "thriller", "15", 114), ("Wild Estuary", "documentary", "U", 86),
    ("Zero Gravity Club", "sci-fi", "12A", 119), ("The Last Tram", "drama", "12A", 115),
    ("Fast Lane North", "action", "12A", 124), ("Puffin Island", "family", "U", 89),
    ("The Lodger Upstairs", "thriller", "15", 111), ("Grandma's Gang", "comedy", "PG", 96),
    ("Echo Chamber", "sci-fi", "15", 131), ("Rust and Bone Road", "drama", "15", 127),
    ("Moth Season", "horror", "15", 95), ("Fieldnotes", "documentary", "12A", 98),
    ("Marble Arch", "thriller", "12A", 116), ("Snowed In", "comedy", "12A", 101),
    ("Pip and the Comet", "animation", "U", 85), ("Iron Orchard", "action", "15", 135),
    ("Midsummer Mile", "drama", "PG", 108), ("The Clockmaker's Cat", "family", "U", 95),
    ("Dead Reckoning Bay", "thriller", "15", 118), ("Lunar Picnic", "animation", "U", 90),
    ("Starfall Academy", "sci-fi", "12A", 126), ("The Brass Band", "comedy", "PG", 103),
    ("Nocturne", "horror", "18", 99), ("The Cartographer", "drama", "12A", 132),
)
DISTRIBUTORS = ("Northlight Pictures", "Albion Films", "Meridian Releasing", "Tall Tree Distribution",
                "Greyhound Features")
FORMATS = {"2D": 1.0, "3D": 1.25, "IMAX": 1.55}
TICKET_FACTOR = {"adult": 1.0, "child": 0.7, "student": 0.85, "senior": 0.8, "family": 0.75}
SNACKS = (  # (item, category, price)
    ("Small popcorn", "popcorn", 4.5), ("Large popcorn", "popcorn", 6.95), ("Sharing popcorn", "popcorn", 8.5),
    ("Nachos", "hot food", 6.25), ("Hot dog", "hot food", 5.95), ("Cola", "drinks", 3.8),
    ("Bottled water", "drinks", 2.4), ("Slushie", "drinks", 4.1), ("Pick and mix", "sweets", 4.75),
    ("Chocolate bar", "sweets", 2.2), ("Ice cream tub", "ice cream", 4.6), ("Glass of wine", "bar", 7.5),
    ("Craft beer", "bar", 6.8),
)


def cinema() -> list[str]:
    rng = random.Random(8181)
    cinemas = []
    for n, (name, city, region, screens) in enumerate(CINEMAS):
        opened = (_day(rng, datetime.date(2026, 7, 3), datetime.date(2026, 7, 31)) if n >= 30
                  else _day(rng, datetime.date(2004, 5, 1), datetime.date(2024, 8, 31)))
        status = "coming soon" if n >= 30 else "refurbishing" if n in (8, 23) else "open"
        cinemas.append((n + 1, name, city, region, screens, opened, status))
    films = []
    for n, (title, genre, cert, runtime) in enumerate(FILMS):
        released = (_day(rng, datetime.date(2026, 8, 7), datetime.date(2026, 11, 27)) if n >= 44
                    else _day(rng, datetime.date(2024, 11, 1), datetime.date(2026, 6, 5)))
        films.append((201 + n, title, genre, cert, runtime, released, rng.choice(DISTRIBUTORS)))
    showing = cinemas[:30]
    cinema_weights = [c[4] for c in showing]
    released = films[:44]
    screenings = []
    for _ in range(260):
        cinema_row = rng.choices(showing, weights=cinema_weights)[0]
        day = _day(rng, datetime.date(2025, 1, 3), datetime.date(2026, 6, 28))
        fresh = [f for f in released if f[5] <= day <= f[5] + datetime.timedelta(days=100)]
        film = rng.choice(fresh or [f for f in released if f[5] <= day])
        fmt = rng.choices(tuple(FORMATS), weights=(10, 2, 2 if cinema_row[4] >= 7 else 0))[0]
        hour = rng.choice((11, 13, 15, 17, 18, 19, 20, 21))
        starts = datetime.datetime(day.year, day.month, day.day, hour, rng.choice((0, 15, 30, 45)))
        price = round((8.5 if hour < 17 else 11.0) * FORMATS[fmt] * (1.2 if cinema_row[3] == "London" else 1.0)
                      * 4) / 4
        screenings.append((starts, film[0], cinema_row[0], rng.randint(1, cinema_row[4]), fmt, price,
                           film[2]))
    screenings.sort()
    screenings = [(5001 + n,) + s for n, s in enumerate(screenings)]
    screening_weights = [(3 if s[5] != "2D" else 1) * (2 if s[1].hour >= 17 else 1) for s in screenings]
    bookings = []
    for _ in range(400):
        s = rng.choices(screenings, weights=screening_weights)[0]
        family_film = s[7] in ("animation", "family")
        kind = rng.choices(tuple(TICKET_FACTOR), weights=(8, 2, 2, 2, 3) if family_film else (10, 0.3, 3, 2, 0))[0]
        count = rng.choices((1, 2, 3, 4, 5), weights=(3, 8, 2, 3, 1) if kind != "family" else (0, 0, 2, 5, 2))[0]
        booked = s[1] - datetime.timedelta(minutes=rng.randint(5, 60 * 24 * 12))
        channel = rng.choices(("app", "website", "box office"), weights=(6, 5, 3))[0]
        member = f"LM{rng.randint(10000, 99999)}" if rng.random() < 0.35 else None
        refunded = rng.random() < 0.08
        refunded_at = booked + datetime.timedelta(minutes=rng.randint(30, 600)) if refunded else None
        paid = round(s[6] * TICKET_FACTOR[kind] * count, 2)
        bookings.append((booked, s[0], count, kind, paid, channel, member, "refunded" if refunded else "paid",
                         refunded_at))
    bookings.sort()
    bookings = [(700001 + n, b[1], b[0]) + b[2:] for n, b in enumerate(bookings)]
    snack_weights = [{"popcorn": 5, "hot food": 2, "drinks": 5, "sweets": 3, "ice cream": 2, "bar": 2}[x[1]]
                     for x in SNACKS]
    snacks = []
    for _ in range(360):
        cinema_row = rng.choices(showing, weights=cinema_weights)[0]
        item = rng.choices(SNACKS, weights=snack_weights)[0]
        qty = rng.choices((1, 2, 3, 4), weights=(10, 6, 1, 1))[0]
        pay = rng.choices(("card", "cash", "app"), weights=(10, 2, 3))[0]
        snacks.append((_at(rng, datetime.date(2025, 1, 3), datetime.date(2026, 6, 28), (11, 22)), cinema_row[0],
                       item[0], item[1], qty, item[2], pay))
    snacks.sort()
    snacks = [(n + 1, s[1], s[0]) + s[2:] for n, s in enumerate(snacks)]
    return [
        "CREATE TABLE cinemas(cinema_id INTEGER PRIMARY KEY, cinema_name VARCHAR, city VARCHAR, region VARCHAR, "
        "screen_count INTEGER, opened_on DATE, cinema_status VARCHAR)",
        "CREATE TABLE films(film_id INTEGER PRIMARY KEY, film_title VARCHAR, genre VARCHAR, certificate VARCHAR, "
        "runtime_minutes INTEGER, release_date DATE, distributor VARCHAR)",
        "CREATE TABLE screenings(screening_id INTEGER PRIMARY KEY, starts_at TIMESTAMP, "
        "film_id INTEGER REFERENCES films(film_id), cinema_id INTEGER REFERENCES cinemas(cinema_id), "
        "screen_number INTEGER, screen_format VARCHAR, seat_price DOUBLE)",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, "
        "screening_id INTEGER REFERENCES screenings(screening_id), booked_at TIMESTAMP, ticket_count INTEGER, "
        "ticket_type VARCHAR, amount_paid DOUBLE, booking_channel VARCHAR, member_number VARCHAR, "
        "booking_status VARCHAR, refunded_at TIMESTAMP)",
        "CREATE TABLE concession_sales(sale_id INTEGER PRIMARY KEY, "
        "cinema_id INTEGER REFERENCES cinemas(cinema_id), sold_at TIMESTAMP, item_name VARCHAR, "
        "item_category VARCHAR, quantity INTEGER, unit_price DOUBLE, payment_method VARCHAR)",
        _insert("cinemas", cinemas), _insert("films", films), _insert("screenings", [s[:7] for s in screenings]),
        _insert("bookings", bookings), _insert("concession_sales", snacks),
    ]


# ----------------------------------------------------------------------------------------------------- music
BRANCHES = ("Clifton", "Redland", "Bedminster", "Keynsham")
TEACHERS = (  # (first, last, instrument); the last three start in June 2026
    ("Alys", "Morgan", "piano"), ("Bernard", "Okafor", "piano"), ("Celia", "Fontaine", "piano"),
    ("Dmitri", "Volkov", "piano"), ("Esther", "Lindqvist", "piano"), ("Fraser", "McAllister", "guitar"),
    ("Gemma", "Tran", "guitar"), ("Hamish", "Baird", "guitar"), ("Isla", "Penrose", "guitar"),
    ("Jacob", "Whitfield", "violin"), ("Katya", "Sorensen", "violin"), ("Lorenzo", "Bassi", "violin"),
    ("Marnie", "Ellis", "cello"), ("Niall", "Cassidy", "cello"), ("Orla", "Fitzgerald", "flute"),
    ("Percy", "Oduya", "flute"), ("Rhiannon", "Price", "clarinet"), ("Samir", "Haddad", "clarinet"),
    ("Tessa", "Greenwood", "saxophone"), ("Ulrich", "Brandt", "saxophone"), ("Vanessa", "Cole", "trumpet"),
    ("Wesley", "Adebayo", "trumpet"), ("Xanthe", "Marsh", "drums"), ("Yusuf", "Karim", "drums"),
    ("Zara", "Holloway", "singing"), ("Arthur", "Pemberton", "singing"), ("Bethan", "Lloyd", "singing"),
    ("Callum", "Reid", "piano"), ("Daisy", "Fairbairn", "guitar"), ("Elliot", "Stone", "drums"),
    ("Freya", "Nakamura", "violin"), ("Gideon", "Ashworth", "piano"), ("Hollie", "Quayle", "singing"),
)
PUPIL_FIRST = ("Alfie", "Bella", "Charlie", "Daisy", "Evie", "Finley", "Georgia", "Harry", "Isabel", "Jack",
               "Lily", "Max", "Nina", "Oliver", "Phoebe", "Reuben", "Sienna", "Toby")
PUPIL_LAST = ("Ashton", "Barker", "Carter", "Doyle", "Ellison", "Foster", "Griffiths", "Hughes", "Irwin",
              "Jenkins", "Knight", "Lowe", "Mitchell", "Norris", "Parry", "Spencer")
GUARDIAN_FIRST = ("Sarah", "James", "Helen", "Mark", "Rachel", "Paul", "Claire", "David", "Joanne", "Simon")
LEVELS = ("beginner", "grade 1-3", "grade 4-5", "grade 6-8", "diploma")
HIRE_STOCK = (  # (type, family, purchase price, count, termly hire)
    ("violin", "strings", 240.0, 12, 45.0), ("cello", "strings", 780.0, 6, 70.0),
    ("viola", "strings", 320.0, 3, 50.0), ("flute", "woodwind", 410.0, 7, 50.0),
    ("clarinet", "woodwind", 380.0, 7, 50.0), ("saxophone", "woodwind", 690.0, 5, 65.0),
    ("trumpet", "brass", 350.0, 6, 45.0), ("trombone", "brass", 420.0, 3, 50.0),
    ("keyboard", "keys", 260.0, 5, 40.0), ("electric guitar", "strings", 300.0, 4, 40.0),
    ("practice drum kit", "percussion", 520.0, 3, 60.0),
)


def music() -> list[str]:
    rng = random.Random(8282)
    teachers = []
    for n, (first, last, instr) in enumerate(TEACHERS):
        start = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 22)) if n >= 30
                 else _day(rng, datetime.date(2012, 9, 1), datetime.date(2024, 9, 1)))
        rate = {"piano": 44.0, "guitar": 38.0, "violin": 42.0, "cello": 46.0, "flute": 40.0, "clarinet": 40.0,
                "saxophone": 40.0, "trumpet": 39.0, "drums": 36.0, "singing": 42.0}[instr] + rng.choice(
                    (0.0, 2.0, 4.0, 6.0))
        emp = rng.choices(("staff", "freelance"), weights=(3, 2))[0]
        sts = "active" if n >= 30 else "on leave" if n in (4, 17) else "left" if n == 21 else "active"
        teachers.append((301 + n, f"{first} {last}", instr, BRANCHES[n % 4] if n < 30 else rng.choice(BRANCHES),
                         rate, start, emp, sts))
    pupils = []
    for n, (first, last) in enumerate(_names(rng, PUPIL_FIRST, PUPIL_LAST, 190)):
        adult = rng.random() < 0.22
        dob = (_day(rng, datetime.date(1958, 1, 1), datetime.date(2004, 12, 31)) if adult
               else _day(rng, datetime.date(2008, 1, 1), datetime.date(2019, 8, 31)))
        guardian = None if adult else f"{rng.choice(GUARDIAN_FIRST)} {last}"
        enrolled = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 26)) if n >= 175
                    else _day(rng, datetime.date(2019, 9, 1), datetime.date(2025, 9, 30)))
        lvl = rng.choices(LEVELS, weights=(6, 7, 4, 3, 1))[0]
        sts = "active" if n >= 175 else rng.choices(("active", "paused", "left"), weights=(10, 2, 3))[0]
        pupils.append((n + 1, f"{first} {last}", dob, rng.choice(BRANCHES), enrolled, lvl, guardian, sts))
    teaching = teachers[:30]
    learners = pupils[:175]
    pairs = {p[0]: rng.choice([t for t in teaching if t[3] == p[3]]) for p in learners}
    lessons = []
    for _ in range(400):
        pupil = rng.choice(learners)
        teacher = pairs[pupil[0]] if rng.random() < 0.85 else rng.choice(teaching)
        day = _day(rng, datetime.date(2025, 1, 6), datetime.date(2026, 6, 26))
        while day.weekday() == 6:  # closed on Sundays
            day = _day(rng, datetime.date(2025, 1, 6), datetime.date(2026, 6, 26))
        hour = rng.randint(9, 13) if day.weekday() == 5 else rng.randint(15, 20)
        ts = datetime.datetime(day.year, day.month, day.day, hour, rng.choice((0, 30)))
        dur = rng.choices((30, 45, 60), weights=(6, 3, 3 if pupil[5] in ("grade 6-8", "diploma") else 1))[0]
        sts = rng.choices(("DONE", "CXL", "NS"), weights=(17, 3, 1))[0]
        lessons.append((ts, pupil[0], teacher[0], dur, sts, f"{teacher[3][:3].upper()}-{rng.randint(1, 6)}"))
    lessons.sort()
    lessons = [(10001 + n, l[1], l[2], l[0], l[3], l[4], l[5]) for n, l in enumerate(lessons)]
    stock = []
    for kind, fam, price, count, _term in HIRE_STOCK:
        for k in range(count):
            bought = _day(rng, datetime.date(2015, 1, 1), datetime.date(2025, 8, 31))
            cond = rng.choices(("good", "fair", "needs repair"), weights=(6, 3, 1))[0]
            stock.append((kind, fam, f"{kind[:3].upper()}-{k + 1:02d}", round(price * rng.uniform(0.85, 1.15), 2),
                          bought, cond))
    stock = [(501 + n,) + s for n, s in enumerate(stock)]
    term_fee = {kind: term for kind, _f, _p, _c, term in HIRE_STOCK}
    hireable = [s for s in stock if s[6] != "needs repair"]
    hirers = [p for p in learners if rng.random() < 0.5]
    hires, busy = [], {}
    while len(hires) < 110:
        inst = rng.choice(hireable[: len(hireable) - 8])  # the last few instruments stay on the shelf
        out = _day(rng, max(datetime.date(2025, 1, 6), inst[5]), datetime.date(2026, 6, 20))
        ret = out + datetime.timedelta(days=rng.randint(20, 200))
        ret = None if ret > datetime.date(2026, 6, 26) or rng.random() < 0.06 else ret
        until = ret or datetime.date(2099, 1, 1)
        if any(out <= b_until and b_out <= until for b_out, b_until in busy.get(inst[0], ())):
            continue  # an instrument is out with one pupil at a time
        busy.setdefault(inst[0], []).append((out, until))
        hires.append((out, inst[0], rng.choice(hirers)[0], ret, term_fee[inst[1]]))
    hires.sort()
    hires = [(n + 1, h[1], h[2], h[0], h[3], h[4]) for n, h in enumerate(hires)]
    return [
        "CREATE TABLE teachers(id INTEGER, tchr_nm VARCHAR, instr VARCHAR, brnch VARCHAR, hr_rt DOUBLE, "
        "start_dt DATE, emp_typ VARCHAR, sts VARCHAR)",
        "CREATE TABLE pupils(id INTEGER, pupil_nm VARCHAR, dob DATE, brnch VARCHAR, enrol_dt DATE, lvl VARCHAR, "
        "guardian_nm VARCHAR, sts VARCHAR)",
        "CREATE TABLE lessons(id INTEGER, pupil_id INTEGER, teacher_id INTEGER, lesson_ts TIMESTAMP, "
        "dur_min INTEGER, sts VARCHAR, rm VARCHAR)",
        "CREATE TABLE instruments(id INTEGER, instr_typ VARCHAR, fam VARCHAR, tag_no VARCHAR, purch_amt DOUBLE, "
        "purch_dt DATE, cond VARCHAR)",
        "CREATE TABLE hires(id INTEGER, instrument_id INTEGER, pupil_id INTEGER, out_dt DATE, ret_dt DATE, "
        "term_amt DOUBLE)",
        _insert("teachers", teachers), _insert("pupils", pupils), _insert("lessons", lessons),
        _insert("instruments", stock), _insert("hires", hires),
    ]


# -------------------------------------------------------------------------------------------------- delivery
KITCHENS = (  # (name, cuisine, area); the last four are onboarded in July 2026
    ("Nonna Rosa", "Italian", "Ancoats"), ("Slice of Ancoats", "pizza", "Ancoats"),
    ("Bao Down", "Chinese", "Northern Quarter"), ("Curry Mile Express", "Indian", "Rusholme"),
    ("Lahore Grill", "Pakistani", "Rusholme"), ("Taco Loco", "Mexican", "Northern Quarter"),
    ("The Burger Lab", "burgers", "Deansgate"), ("Green Bowl", "vegan", "Chorlton"),
    ("Sakura Sushi", "Japanese", "Spinningfields"), ("Pho Real", "Vietnamese", "Chinatown"),
    ("Golden Dragon", "Chinese", "Chinatown"), ("Mezze House", "Lebanese", "Didsbury"),
    ("Smokestack BBQ", "burgers", "Salford Quays"), ("Bombay Brasserie", "Indian", "Didsbury"),
    ("Pasta Fresca", "Italian", "Chorlton"), ("Dough Bros", "pizza", "Didsbury"),
    ("Seoul Kitchen", "Korean", "Northern Quarter"), ("Thai Orchid", "Thai", "Chorlton"),
    ("Kebabish", "Pakistani", "Levenshulme"), ("Plant Power", "vegan", "Northern Quarter"),
    ("Wing Stop Shop", "chicken", "Salford Quays"), ("Cluck Norris", "chicken", "Levenshulme"),
    ("La Cantina", "Mexican", "Didsbury"), ("Ramen Ya", "Japanese", "Northern Quarter"),
    ("Brunch Club", "breakfast", "Ancoats"), ("Athens Grill", "Greek", "Deansgate"),
    ("Firebird Pizza", "pizza", "Salford Quays"), ("Spice Route", "Indian", "Levenshulme"),
    ("Sweet Tooth", "desserts", "Deansgate"), ("Poke Paradise", "Hawaiian", "Spinningfields"),
    ("Istanbul Ocakbasi", "Turkish", "Rusholme"), ("Dumpling Den", "Chinese", "Chorlton"),
    ("Casa Tapas", "Spanish", "Ancoats"), ("Jollof Junction", "West African", "Levenshulme"),
    ("Bagel Bros", "breakfast", "Chorlton"), ("Gelato Lab", "desserts", "Didsbury"),
)
AREAS = ("Ancoats", "Northern Quarter", "Deansgate", "Spinningfields", "Chinatown", "Rusholme", "Didsbury",
         "Chorlton", "Levenshulme", "Salford Quays")
RIDER_FIRST = ("Abdi", "Bogdan", "Ciaran", "Darius", "Eilidh", "Fatima", "Gareth", "Hassan", "Ioana", "Jay",
               "Kacper", "Lewis", "Mateo", "Nadia")
RIDER_LAST = ("Ali", "Byrne", "Costa", "Dvorak", "Evans", "Farouk", "Gill", "Hayes", "Ivanov", "Jama",
              "Kaur", "Lopez")
EATER_FIRST = ("Amir", "Becky", "Chris", "Dani", "Ellie", "Fin", "Gina", "Hugo", "Izzy", "Josh", "Kat",
               "Liam", "Megan", "Nathan", "Olly", "Priti")
EATER_LAST = ("A", "B", "C", "D", "F", "G", "H", "K", "L", "M", "N", "P", "R", "S", "T", "W")


def delivery() -> list[str]:
    rng = random.Random(8383)
    kitchens = []
    for n, (name, cuisine, area) in enumerate(KITCHENS):
        onboarded = (_day(rng, datetime.date(2026, 7, 1), datetime.date(2026, 7, 24)) if n >= 32
                     else _day(rng, datetime.date(2021, 3, 1), datetime.date(2024, 11, 30)))
        state = "pending" if n >= 32 else "paused" if n in (12, 25) else "offboarded" if n == 19 else "live"
        kitchens.append((f"KT-{4100 + 17 * n}", name, cuisine, area, rng.choice((12.0, 15.0, 15.0, 18.0, 20.0)),
                         onboarded, state))
    couriers = []
    for n, (first, last) in enumerate(_names(rng, RIDER_FIRST, RIDER_LAST, 44)):
        started = (_day(rng, datetime.date(2026, 6, 2), datetime.date(2026, 6, 27)) if n >= 39
                   else _day(rng, datetime.date(2022, 1, 10), datetime.date(2024, 12, 20)))
        vehicle = rng.choices(("bicycle", "e-bike", "scooter", "car"), weights=(4, 5, 4, 2))[0]
        couriers.append((f"RDR{n * 13 + 205:04d}", f"{first} {last}", vehicle,
                         rng.choice(AREAS), started, "active" if n >= 39 or rng.random() < 0.85 else "inactive"))
    customers = []
    for n, (first, last) in enumerate(_names(rng, EATER_FIRST, EATER_LAST, 210)):
        area = rng.choice(AREAS)
        signed = _day(rng, datetime.date(2022, 5, 1), datetime.date(2026, 6, 20))
        customers.append((f"AC{730011 + 37 * n}", f"{first} {last}.", area, signed,
                          "Y" if rng.random() < 0.3 else "N"))
    trading = kitchens[:32]
    kitchen_weights = [{"pizza": 4, "burgers": 4, "Indian": 3, "Chinese": 3, "chicken": 3}.get(k[2], 2)
                       for k in trading]
    riders = couriers[:39]
    eaters = [c for c in customers if rng.random() < 0.82]
    orders = []
    for _ in range(400):
        eater = rng.choice(eaters)
        first_day = max(datetime.date(2025, 1, 2), eater[3])
        kitchen = rng.choices(trading, weights=kitchen_weights)[0]
        while kitchen[6] == "offboarded" and first_day > datetime.date(2025, 12, 31):
            kitchen = rng.choices(trading, weights=kitchen_weights)[0]
        end = datetime.date(2025, 12, 31) if kitchen[6] == "offboarded" else datetime.date(2026, 6, 28)
        hour = rng.choices((12, 13, 17, 18, 19, 20, 21, 22), weights=(3, 3, 2, 5, 6, 5, 3, 1))[0]
        day = _day(rng, first_day, end)
        placed = datetime.datetime(day.year, day.month, day.day, hour, rng.randrange(60))
        basket = round(rng.uniform(11, 48) * (1.4 if kitchen[2] in ("Japanese", "Lebanese") else 1.0), 2)
        fee = rng.choice((1.99, 2.49, 2.99, 3.49)) if eater[4] == "N" else 0.0
        outcome = rng.choices(("delivered", "cancelled", "refunded"), weights=(18, 2, 1))[0]
        rider = None if outcome == "cancelled" and rng.random() < 0.7 else rng.choice(riders)[0]
        delivered = placed + datetime.timedelta(minutes=rng.randint(18, 65)) if outcome == "delivered" else None
        tip = rng.choice((1.0, 1.5, 2.0, 3.0, 5.0)) if outcome == "delivered" and rng.random() < 0.4 else None
        orders.append((placed, kitchen[0], eater[0], rider, delivered, basket, fee, tip, outcome))
    orders.sort()
    orders = [(f"ORD-{o[0].year % 100}-{n + 1:05d}", o[1], o[2], o[3], o[0]) + o[4:] for n, o in enumerate(orders)]
    return [
        "CREATE TABLE kitchens(kitchen_code VARCHAR, kitchen_name VARCHAR, cuisine VARCHAR, area VARCHAR, "
        "commission_pct DOUBLE, onboarded_on DATE, kitchen_state VARCHAR)",
        "CREATE TABLE couriers(courier_ref VARCHAR, courier_name VARCHAR, vehicle VARCHAR, home_zone VARCHAR, "
        "started_on DATE, courier_state VARCHAR)",
        "CREATE TABLE customers(account_no VARCHAR, display_name VARCHAR, area VARCHAR, signed_up DATE, "
        "plus_member VARCHAR)",
        "CREATE TABLE orders(order_ref VARCHAR, kitchen VARCHAR, eater VARCHAR, rider VARCHAR, "
        "placed_at TIMESTAMP, delivered_at TIMESTAMP, basket_gbp DOUBLE, delivery_fee_gbp DOUBLE, "
        "tip_gbp DOUBLE, outcome VARCHAR)",
        _insert("kitchens", kitchens), _insert("couriers", couriers), _insert("customers", customers),
        _insert("orders", orders),
    ]


SCHEMAS_O = {"cinema": cinema, "music": music, "delivery": delivery}
