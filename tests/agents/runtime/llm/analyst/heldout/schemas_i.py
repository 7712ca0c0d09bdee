"""Three held-out workspaces for set I, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- bikeshare: declared PRIMARY KEY / REFERENCES on same-named integer keys: `trips.member_id` →
  `members.member_id`, `trips.bike_id` → `bikes.bike_id`, `trips.start_station_id` and
  `trips.end_station_id` → `stations.station_id`; stations named by `station_name`, members by `full_name`,
  bikes by `frame_no`; a trip's fare only as `duration_min × rate_per_min`.
- cellar (a wine merchant): no declared keys, tables keyed by `id` with `<thing>_id` foreign keys
  (`wines.producer_id`, `sales.customer_id`, `sales.wine_id`) and abbreviated columns (`qty`, `unit_amt`,
  `sale_dt`, `cost_amt`); producers named by `name`, wines by `wine_name`, customers by `cust_name`; takings
  only as `qty × unit_amt`, cost of bottles sold only as `qty × wines.cost_amt` (across the join).
- schools (a school district): no declared keys, natural codes named unlike their targets:
  `pupils.attends` → `schools.dfe_no` ('873/2xxx'), `absences.learner` → `pupils.upn`,
  `cover_bookings.site` → `schools.dfe_no`; schools named by `school_name`, pupils by `pupil_name`; the cost
  of supply cover only as `days × day_rate`.

Written blind for set I (questions_i.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _moment, _names

# ------------------------------------------------------------------------------------------------- bikeshare
STATIONS = {  # district -> station names; the fourth in four districts opened in October 2026: no trips
    "Old Town": ("Market Square", "Cathedral Close", "Guildhall", "Castle Gate", "Corn Exchange",
                 "Bridge Street"),
    "Harbourside": ("Ferry Terminal", "Harbour Steps", "Boatyard", "Lighthouse Quay", "Fish Market",
                    "Marina Walk"),
    "University Quarter": ("Library Lawn", "Science Park", "Student Union", "Observatory Hill",
                           "Medical School", "Halls of Residence"),
    "Riverside": ("Weir Lane", "Boathouse", "Riverside Park", "Mill Race", "Towpath North", "Swan Meadow"),
    "Northgate": ("Northgate Station", "Bus Interchange", "Retail Park", "Allotments", "Hospital",
                  "Leisure Centre"),
    "Eastfield": ("Eastfield Parade", "Tram Depot", "Community Hub", "Canal Basin", "Brewery Yard",
                  "Football Ground"),
}
RIDER_FIRST = ("Aisha", "Ben", "Chloe", "Declan", "Emma", "Femi", "Georgia", "Hugo", "Isabel", "Jack", "Kofi",
               "Lily", "Mohammed", "Nina", "Oscar", "Priya", "Reece", "Sophie", "Theo", "Yasmin")
RIDER_LAST = ("Ashworth", "Barker", "Chaudhry", "Dunn", "Ellis", "Fletcher", "Gill", "Hartley", "Khan",
              "Lowe", "Mensah", "Nash", "Osei", "Pearce", "Rahman", "Sharp")
PLANS = {"annual": 0.5, "monthly": 0.8, "pay as you go": 1.0}  # discount on the per-minute rate
BIKE_TYPES = {"classic": (0.10, ("Roadster 3", "Roadster 7")), "e-bike": (0.22, ("Volt City", "Volt City 2")),
              "cargo": (0.30, ("Longtail C1",))}


def bikeshare() -> list[str]:
    rng = random.Random(4141)
    stations, active = [], []
    for district, names in STATIONS.items():
        for n, name in enumerate(names):
            new = n == 3 and district in ("University Quarter", "Northgate", "Eastfield", "Riverside")
            opened = (_day(rng, datetime.date(2026, 10, 1), datetime.date(2026, 10, 31)) if new
                      else _day(rng, datetime.date(2019, 5, 1), datetime.date(2023, 12, 31)))
            docks = rng.choice((12, 15, 15, 20, 24, 30))
            stations.append((101 + len(stations), name, district, docks, opened))
            if not new:
                active.append(stations[-1])
    members = []
    for n, (first, last) in enumerate(_names(rng, RIDER_FIRST, RIDER_LAST, 150)):
        members.append((n + 1, f"{first} {last}", rng.choices(tuple(PLANS), weights=(5, 3, 4))[0],
                        _day(rng, datetime.date(2020, 1, 1), datetime.date(2026, 8, 31))))
    bikes = []
    for n in range(80):  # bikes 73-80 were delivered in October 2026 and have not been ridden
        kind = rng.choices(tuple(BIKE_TYPES), weights=(5, 3, 1))[0]
        since = (_day(rng, datetime.date(2026, 10, 1), datetime.date(2026, 10, 20)) if n >= 72
                 else _day(rng, datetime.date(2019, 5, 1), datetime.date(2023, 12, 31)))
        status = ("in service" if n >= 72
                  else rng.choices(("in service", "in workshop", "retired"), (12, 2, 1))[0])
        bikes.append((501 + n, f"BK-{20417 + 37 * n}", rng.choice(BIKE_TYPES[kind][1]), kind, since, status))
    trips = []
    for n in range(400):
        member = members[rng.randrange(135)]  # members 136-150 signed up but never rode
        bike = bikes[rng.randrange(72)]
        start = rng.choice(active)
        end = rng.choice([s for s in active if s[2] == start[2]] if rng.random() < 0.6 else active)
        when = _moment(rng, max(member[3], datetime.date(2024, 3, 1)), datetime.date(2026, 9, 30), (6, 23))
        minutes = rng.choice((rng.randint(3, 25), rng.randint(3, 25), rng.randint(10, 60),
                              rng.randint(45, 150)))
        rate = round(BIKE_TYPES[bike[3]][0] * PLANS[member[2]] * (1.1 if when.year == 2026 else 1.0), 3)
        status = rng.choices(("docked", "left outside dock", "reported faulty"), weights=(30, 3, 1))[0]
        trips.append((when, member[0], bike[0], start[0], end[0], minutes, rate, status))
    trips.sort()
    trips = [(9001 + n, m, b, s, e, when, minutes, rate, st)
             for n, (when, m, b, s, e, minutes, rate, st) in enumerate(trips)]
    return [
        "CREATE TABLE stations(station_id INTEGER PRIMARY KEY, station_name VARCHAR, district VARCHAR, "
        "docks INTEGER, opened_on DATE)",
        "CREATE TABLE members(member_id INTEGER PRIMARY KEY, full_name VARCHAR, plan VARCHAR, "
        "joined_on DATE)",
        "CREATE TABLE bikes(bike_id INTEGER PRIMARY KEY, frame_no VARCHAR, model VARCHAR, bike_type VARCHAR, "
        "in_service_since DATE, status VARCHAR)",
        "CREATE TABLE trips(trip_id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(member_id), "
        "bike_id INTEGER REFERENCES bikes(bike_id), "
        "start_station_id INTEGER REFERENCES stations(station_id), "
        "end_station_id INTEGER REFERENCES stations(station_id), started_at TIMESTAMP, duration_min INTEGER, "
        "rate_per_min DOUBLE, end_status VARCHAR)",
        _insert("stations", stations), _insert("members", members), _insert("bikes", bikes),
        _insert("trips", trips),
    ]


# ---------------------------------------------------------------------------------------------------- cellar
PRODUCERS = (  # (name, region, country, colours made); the last three are new agencies: nothing sold yet
    ("Chateau Lamarque-Bellevue", "Bordeaux", "France", ("red",)),
    ("Chateau Grand Tertre", "Bordeaux", "France", ("red", "white")),
    ("Domaine Roche Fleurie", "Burgundy", "France", ("red", "white")),
    ("Domaine Vaudrey Freres", "Burgundy", "France", ("white",)),
    ("Champagne Hautvillers-Roux", "Champagne", "France", ("sparkling",)),
    ("Champagne Marechal Fils", "Champagne", "France", ("sparkling",)),
    ("Bodegas Pena Roja", "Rioja", "Spain", ("red",)),
    ("Vinedos del Najerilla", "Rioja", "Spain", ("red", "white")),
    ("Cantina Sori del Lupo", "Piedmont", "Italy", ("red",)),
    ("Tenuta Colle Verde", "Tuscany", "Italy", ("red",)),
    ("Fattoria Le Querce", "Tuscany", "Italy", ("red", "white")),
    ("Weingut Steinhalde", "Mosel", "Germany", ("white",)),
    ("Weingut Kellerbach", "Mosel", "Germany", ("white",)),
    ("Quinta da Ribeira Funda", "Douro", "Portugal", ("fortified", "red")),
    ("Quinta do Vale Escuro", "Douro", "Portugal", ("fortified",)),
    ("Kotare Ridge", "Marlborough", "New Zealand", ("white",)),
    ("Wairau Stones", "Marlborough", "New Zealand", ("white", "red")),
    ("Ironbark Hill", "Barossa", "Australia", ("red",)), ("Saltbush Flat", "Barossa", "Australia", ("red",)),
    ("Bodega Cielo Andino", "Mendoza", "Argentina", ("red",)),
    ("Finca Piedra Azul", "Mendoza", "Argentina", ("red", "white")),
    ("Klipkop Estate", "Stellenbosch", "South Africa", ("red", "white")),
    ("Oudekraal Wines", "Stellenbosch", "South Africa", ("white",)),
    ("Hollow Oak Vineyard", "Sonoma", "United States", ("red", "white")),
    ("Redtail Cellars", "Sonoma", "United States", ("red",)),
    ("Chalk Down Estate", "Sussex", "England", ("sparkling",)),
    ("Greyfriars Hanger", "Surrey", "England", ("sparkling", "white")),
    ("Casa do Monte Alto", "Alentejo", "Portugal", ("red",)),
    ("Weingut Sonnenhof", "Baden", "Germany", ("red",)),
    ("Clos Sainte-Odile", "Alsace", "France", ("white",)),
)
CUVEES = {"red": ("Reserve", "Vieilles Vignes", "Old Vine", "Single Vineyard", "Classic"),
          "white": ("Estate", "Cuvee Blanche", "Limestone", "Barrel Selection", "Classic"),
          "sparkling": ("Brut", "Blanc de Blancs", "Rose Brut", "Extra Brut"),
          "fortified": ("Tawny 10 Year", "LBV", "Ruby Reserve", "Tawny 20 Year")}
COST_BAND = {"red": (7, 38), "white": (6, 30), "sparkling": (14, 45), "fortified": (9, 34)}
TRADE = ("The Anchor Inn", "Bistro Margaux", "The Royal Crescent Kitchen", "Olive and Vine", "The Fleece",
         "Harbour Lights Hotel", "Cotswold Farm Kitchen", "The Old Bakehouse", "Saffron Brasserie",
         "The Bell at Sapperton", "Wild Garlic Deli", "The Kingsdown Club", "Pulteney Bridge Cafe",
         "The Swan Hotel", "Moorlands Golf Club", "Little Italy Trattoria", "The Salt Room",
         "Quayside Oyster Bar", "The Green Man", "Clifton Lido Restaurant")
BUYER_FIRST = ("Alistair", "Beatrice", "Charles", "Diana", "Edward", "Fiona", "Giles", "Harriet", "Julian",
               "Penelope", "Rupert", "Victoria")
BUYER_LAST = ("Ashcombe", "Beaumont", "Carrington", "Davenport", "Fairfax", "Hastings", "Mortimer",
              "Sinclair")
CITIES = ("Bath", "Bristol", "Cheltenham", "Cirencester", "Stroud")


def cellar() -> list[str]:
    rng = random.Random(5252)
    producers = [(n + 1, name, region, country) for n, (name, region, country, _) in enumerate(PRODUCERS)]
    wines, seen = [], set()
    for n in range(90):  # wines 81-90 come from the three new producers and have not sold
        p = n % 27 if n < 80 else 27 + n % 3
        name, _, _, colours = PRODUCERS[p]
        colour = rng.choice(colours)
        while True:
            vintage = None if colour == "sparkling" and rng.random() < 0.6 else rng.randint(2012, 2022)
            label = f"{name} {rng.choice(CUVEES[colour])} {vintage or 'NV'}"
            if label not in seen:
                break
        seen.add(label)
        cost = round(rng.uniform(*COST_BAND[colour]), 2)
        wines.append((n + 1, p + 1, label, colour, vintage, cost, round(cost * rng.uniform(1.6, 2.2), 2)))
    customers, private, trade = [], iter(_names(rng, BUYER_FIRST, BUYER_LAST, 50)), iter(TRADE)
    for n in range(70):  # customers 61-70 opened accounts but have not bought
        kind = "trade" if n % 7 in (0, 3) else "private"
        name = next(trade) if kind == "trade" else " ".join(next(private))
        customers.append((n + 1, name, rng.choice(CITIES), kind,
                          _day(rng, datetime.date(2016, 1, 1), datetime.date(2026, 8, 31))))
    sales = []
    for n in range(400):
        cust = customers[rng.randrange(60)]
        wine = wines[rng.randrange(80)]
        qty = rng.choice((6, 12, 12, 24, 36)) if cust[3] == "trade" else rng.choice((1, 2, 3, 6, 6, 12))
        price = round(wine[6] * (0.85 if cust[3] == "trade" else 1.0) * rng.choice((1, 1, 1, 0.9)), 2)
        how = rng.choices(("collected", "delivered", "kept in bond"), weights=(3, 6, 2 if qty >= 6 else 0))[0]
        day = _day(rng, max(cust[4], datetime.date(2024, 1, 2)), datetime.date(2026, 9, 30))
        sales.append((day, cust[0], wine[0], qty, price, how))
    sales.sort()
    sales = [(7001 + n, c, w, d, q, p, h) for n, (d, c, w, q, p, h) in enumerate(sales)]
    return [
        "CREATE TABLE producers(id INTEGER, name VARCHAR, region VARCHAR, country VARCHAR)",
        "CREATE TABLE wines(id INTEGER, producer_id INTEGER, wine_name VARCHAR, colour VARCHAR, "
        "vintage INTEGER, cost_amt DOUBLE, list_price DOUBLE)",
        "CREATE TABLE customers(id INTEGER, cust_name VARCHAR, city VARCHAR, acct_type VARCHAR, "
        "opened_dt DATE)",
        "CREATE TABLE sales(id INTEGER, customer_id INTEGER, wine_id INTEGER, sale_dt DATE, qty INTEGER, "
        "unit_amt DOUBLE, fulfilment VARCHAR)",
        _insert("producers", producers), _insert("wines", wines), _insert("customers", customers),
        _insert("sales", sales),
    ]


# --------------------------------------------------------------------------------------------------- schools
SCHOOLS = (  # (name, phase); Larkrise and Tanners Hill Academy open in September 2026: no pupils on roll yet
    ("Abbey Meadows Primary School", "primary"), ("Brookside Primary School", "primary"),
    ("Castlefield Infant School", "primary"), ("Daneshill Junior School", "primary"),
    ("Elmbridge Primary School", "primary"), ("Foxhollow Primary School", "primary"),
    ("St Aidan's C of E Primary School", "primary"), ("St Bernadette's Catholic Primary School", "primary"),
    ("Holy Trinity C of E Primary School", "primary"), ("Kingsmead Primary School", "primary"),
    ("Millfield Primary School", "primary"), ("Northbrook Primary School", "primary"),
    ("Orchard Vale Primary School", "primary"), ("Pennyroyal Primary School", "primary"),
    ("Queensway Primary School", "primary"), ("Rowan Tree Primary School", "primary"),
    ("Sandhurst Lane Primary School", "primary"), ("Upton Green Primary School", "primary"),
    ("Willow Bank Primary School", "primary"), ("Yew Tree Primary School", "primary"),
    ("Abbey Grange Academy", "secondary"), ("Brookside High School", "secondary"),
    ("Castlefield Academy", "secondary"), ("Daneshill School", "secondary"),
    ("Elmbridge College", "secondary"),
    ("Foxhollow Academy", "secondary"), ("St Wilfrid's Catholic High School", "secondary"),
    ("Kingsmead School", "secondary"), ("Oakwood Special School", "special"), ("Rivermead School", "special"),
    ("The Beacon Centre", "special"), ("Hollins Green Primary School", "primary"),
    ("Larkrise Primary School", "primary"), ("Tanners Hill Academy", "secondary"),
)
WARDS = ("Abbey", "Brookside", "Castlefield", "Daneshill", "Elmbridge", "Foxhollow")
PUPIL_FIRST = ("Alfie", "Amelia", "Archie", "Ava", "Charlie", "Ella", "Freddie", "Evie", "George", "Grace",
               "Harry", "Isla", "Jacob", "Lily", "Leo", "Mia", "Noah", "Olivia", "Oliver", "Poppy", "Oscar",
               "Rosie", "Thomas", "Sophia")
PUPIL_LAST = ("Allen", "Bailey", "Clarke", "Davies", "Edwards", "Fisher", "Griffiths", "Hall", "Jackson",
              "Khan", "Lloyd", "Mason", "Owen", "Price", "Robinson", "Singh", "Taylor", "Walker")
ABSENCE_REASONS = {"illness": 10, "medical appointment": 3, "unauthorised": 3, "family holiday": 2,
                   "suspension": 1}
AGENCIES = {"Apex Education": 0, "Classroom Cover Ltd": 12, "Horizon Teachers": 20, "Zenith Supply": -8}
COVER_REASONS = ("teacher sickness", "training", "vacancy", "maternity leave")


def _school_day(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.date:
    while (day := _day(rng, start, end)).weekday() >= 5 or day.month == 8:
        pass
    return day


def schools() -> list[str]:
    rng = random.Random(6363)
    schools_, counters = [], {"primary": 2004, "secondary": 4001, "special": 7002}
    for n, (name, phase) in enumerate(SCHOOLS):
        counters[phase] += rng.randint(1, 9)
        capacity = {"primary": rng.choice((210, 315, 420, 630)),
                    "secondary": rng.choice((900, 1050, 1200, 1500)),
                    "special": rng.choice((80, 120, 150))}[phase]
        schools_.append((f"873/{counters[phase]}", name, phase, rng.choice(WARDS), capacity,
                         rng.choices(("outstanding", "good", "requires improvement"), weights=(2, 6, 2))[0]))
    open_ = schools_[:32]
    pupils = []
    for n, (first, last) in enumerate(_names(rng, PUPIL_FIRST, PUPIL_LAST, 330)):
        school = open_[n % 32] if n < 64 else rng.choice(open_)
        year = (rng.randint(0, 6) if school[2] == "primary" else rng.randint(7, 13)
                if school[2] == "secondary" else rng.randint(1, 13))
        sen = rng.choices(("none", "SEN support", "EHCP"), weights=((1, 2, 7) if school[2] == "special"
                                                                   else (14, 4, 1)))[0]
        pupils.append((f"H873{24001000 + 613 * n:08d}", f"{first} {last}", school[0], year, sen,
                       _school_day(rng, datetime.date(2018, 9, 3), datetime.date(2026, 3, 31))))
    absences = []
    for n in range(380):
        pupil = pupils[rng.randrange(300)]  # pupils 301-330 have never been recorded absent
        reason = rng.choices(tuple(ABSENCE_REASONS), weights=tuple(ABSENCE_REASONS.values()))[0]
        day = _school_day(rng, max(pupil[5], datetime.date(2024, 1, 8)), datetime.date(2026, 7, 17))
        absences.append((day, pupil[0], reason, rng.choice((1, 1, 2, 2, 2, 4, 6, 10))))
    absences.sort()
    absences = [(30001 + n, u, d, s, r) for n, (d, u, r, s) in enumerate(absences)]
    bookings = []
    for n in range(200):  # only 27 schools have ever booked cover
        school = schools_[rng.choice([i for i in range(31) if i not in (5, 13, 18, 29)])]
        agency = rng.choices(tuple(AGENCIES), weights=(5, 3, 2, 4))[0]
        rate = {"primary": 165, "secondary": 185, "special": 195}[school[2]] + AGENCIES[agency]
        day = _school_day(rng, datetime.date(2024, 1, 8), datetime.date(2026, 7, 17))
        reason = rng.choices(COVER_REASONS, weights=(6, 3, 2, 1))[0]
        days = rng.choice((0.5, 1.0, 1.0, 2.0, 3.0, 5.0, 10.0))
        bookings.append((day, school[0], agency, reason, days, float(rate + rng.choice((0, 0, 5, 10)))))
    bookings.sort()
    bookings = [(1201 + n, s, d, a, r, days, rate) for n, (d, s, a, r, days, rate) in enumerate(bookings)]
    return [
        "CREATE TABLE schools(dfe_no VARCHAR, school_name VARCHAR, phase VARCHAR, ward VARCHAR, "
        "capacity INTEGER, ofsted_grade VARCHAR)",
        "CREATE TABLE pupils(upn VARCHAR, pupil_name VARCHAR, attends VARCHAR, year_group INTEGER, "
        "sen_status VARCHAR, enrolled DATE)",
        "CREATE TABLE absences(absence_id INTEGER, learner VARCHAR, absence_date DATE, "
        "sessions_missed INTEGER, reason VARCHAR)",
        "CREATE TABLE cover_bookings(booking_no INTEGER, site VARCHAR, start_date DATE, agency VARCHAR, "
        "reason VARCHAR, days DOUBLE, day_rate DOUBLE)",
        _insert("schools", schools_), _insert("pupils", pupils), _insert("absences", absences),
        _insert("cover_bookings", bookings),
    ]


SCHEMAS_I = {"bikeshare": bikeshare, "cellar": cellar, "schools": schools}
