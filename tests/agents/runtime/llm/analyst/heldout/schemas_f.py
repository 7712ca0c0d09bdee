"""Three held-out workspaces for set F, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- airline: declared PRIMARY KEYs but no REFERENCES, and keys named unlike their targets: `flights.origin` and
  `flights.destination` → `airports.iata`, `bookings.flight` → `flights.flight_id`, `bookings.passenger` →
  `passengers.pax_ref` (a VARCHAR); passengers named by `first_name` + `last_name`, airports by `airport_name`
  and `city`; a fare per booking with a cabin class.
- restaurant: declared PRIMARY KEY / REFERENCES on same-named `<entity>_id` keys; outlets named by `name`,
  dishes by `dish_name`; takings only as `quantity × price` over order lines.
- ticketing: no declared keys, tables keyed by `id` with `<entity>_id` foreign keys, except venues, keyed by a
  code string (`events.held_at` → `venues.venue_code`); events named by `title`, customers by `full_name`,
  venues by `name`; sales only as `quantity × unit_price`, refunds as amounts against a sale (`sale_id`).

Written blind for set F (questions_f.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert


def _moment(rng: random.Random, start: datetime.date, end: datetime.date, hours=(8, 22)) -> datetime.datetime:
    day = _day(rng, start, end)
    return datetime.datetime(day.year, day.month, day.day, rng.randint(*hours), rng.choice((0, 15, 30, 45)))


def _names(rng: random.Random, firsts: tuple, lasts: tuple, n: int) -> list[tuple[str, str]]:
    pairs = [(f, l) for f in firsts for l in lasts]
    rng.shuffle(pairs)
    return pairs[:n]


# --------------------------------------------------------------------------------------------------- airline
AIRPORTS = (
    ("LHR", "Heathrow", "London", "United Kingdom"), ("CDG", "Charles de Gaulle", "Paris", "France"),
    ("AMS", "Schiphol", "Amsterdam", "Netherlands"), ("FRA", "Frankfurt Main", "Frankfurt", "Germany"),
    ("MAD", "Adolfo Suarez Barajas", "Madrid", "Spain"), ("FCO", "Fiumicino", "Rome", "Italy"),
    ("MUC", "Franz Josef Strauss", "Munich", "Germany"), ("BCN", "El Prat", "Barcelona", "Spain"),
    ("DUB", "Dublin Airport", "Dublin", "Ireland"), ("LIS", "Humberto Delgado", "Lisbon", "Portugal"),
    ("VIE", "Schwechat", "Vienna", "Austria"), ("CPH", "Kastrup", "Copenhagen", "Denmark"),
    ("OSL", "Gardermoen", "Oslo", "Norway"), ("ARN", "Arlanda", "Stockholm", "Sweden"),
    ("HEL", "Helsinki-Vantaa", "Helsinki", "Finland"), ("ZRH", "Kloten", "Zurich", "Switzerland"),
    ("BRU", "Zaventem", "Brussels", "Belgium"), ("PRG", "Vaclav Havel", "Prague", "Czechia"),
    ("WAW", "Chopin", "Warsaw", "Poland"), ("ATH", "Eleftherios Venizelos", "Athens", "Greece"),
    ("MXP", "Malpensa", "Milan", "Italy"), ("LGW", "Gatwick", "London", "United Kingdom"),
    ("ORY", "Orly", "Paris", "France"), ("BER", "Brandenburg", "Berlin", "Germany"),
    ("EDI", "Turnhouse", "Edinburgh", "United Kingdom"),
    ("OPO", "Francisco Sa Carneiro", "Porto", "Portugal"),
    ("NCE", "Cote d'Azur", "Nice", "France"),  # 25-27 (EDI, OPO, NCE): arrivals only, never an origin
    ("BUD", "Ferenc Liszt", "Budapest", "Hungary"), ("KRK", "John Paul II Balice", "Krakow", "Poland"),
    ("RIX", "Riga International", "Riga", "Latvia"),  # 28-30: no flights at all
)
PAX_FIRST = ("Amelia", "Bruno", "Carla", "Dmitri", "Elena", "Felix", "Giulia", "Hamid", "Isla", "Jakub",
             "Kira", "Lucas", "Maja", "Nikolai", "Olga", "Pedro", "Rania", "Stefan", "Tomas", "Ursula")
PAX_LAST = ("Andersen", "Bianchi", "Carvalho", "Dubois", "Eriksson", "Fernandez", "Garcia", "Hoffmann",
            "Kowalski", "Lindqvist", "Moreau", "Novak", "O'Brien", "Petrov", "Rossi", "Schmidt")
NATIONALITIES = ("GB", "FR", "DE", "ES", "IT", "NL", "PL", "SE")
CABIN_FACTOR = {"economy": 1.0, "premium": 1.9, "business": 3.6}


def airline() -> list[str]:
    rng = random.Random(5151)
    routes = []
    for n in range(40):
        origin = AIRPORTS[rng.randrange(24)][0]
        destination = AIRPORTS[rng.choice([i for i in range(27) if AIRPORTS[i][0] != origin])][0]
        routes.append((f"LT{100 + 7 * n}", origin, destination, rng.randrange(350, 3200, 5)))
    for n, iata in enumerate(("NCE", "OPO", "EDI")):  # make sure the arrivals-only airports are served
        routes[3 * n + 1] = (routes[3 * n + 1][0], routes[3 * n + 1][1], iata, routes[3 * n + 1][3])
    flights = []
    for flight_id in range(1, 241):
        flight_no, origin, destination, km = rng.choice(routes)
        status = rng.choices(("on_time", "delayed", "cancelled"), weights=(14, 5, 1))[0]
        delay = 0 if status == "on_time" else rng.randrange(15, 185, 5) if status == "delayed" else None
        aircraft = "A321" if km > 2200 else rng.choice(("A320", "B737-800", "E190"))
        flights.append((flight_id, flight_no, origin, destination,
                        _moment(rng, datetime.date(2024, 1, 5), datetime.date(2026, 10, 31), (6, 21)),
                        km, aircraft, status, delay))
    passengers = []
    for n, (first, last) in enumerate(_names(rng, PAX_FIRST, PAX_LAST, 150)):
        passengers.append((f"PX{1001 + n}", first, last, rng.choice(NATIONALITIES),
                           rng.choices(("none", "silver", "gold"), weights=(6, 3, 1))[0]))
    flyers = [p[0] for p in passengers[:132]]  # PX1133-PX1150 never booked
    bookings = []
    for n in range(400):
        flight = rng.choice(flights)
        cabin = rng.choices(tuple(CABIN_FACTOR), weights=(12, 3, 2))[0]
        fare = round((39 + flight[5] * rng.uniform(0.06, 0.11)) * CABIN_FACTOR[cabin], 2)
        status = "cancelled" if flight[7] == "cancelled" else rng.choices(("flown", "cancelled", "no_show"),
                                                                         weights=(16, 2, 1))[0]
        row = 1 + rng.randrange(6) if cabin == "business" else 7 + rng.randrange(5) if cabin == "premium" \
            else 12 + rng.randrange(20)
        booked_on = flight[4].date() - datetime.timedelta(days=rng.randint(1, 120))
        bookings.append((f"BK{40210 + 13 * n}", flight[0], rng.choice(flyers), booked_on, cabin,
                         f"{row}{rng.choice('ABCDEF')}", fare, status))
    return [
        "CREATE TABLE airports(iata VARCHAR PRIMARY KEY, airport_name VARCHAR, city VARCHAR, "
        "country VARCHAR)",
        "CREATE TABLE flights(flight_id INTEGER PRIMARY KEY, flight_no VARCHAR, origin VARCHAR, "
        "destination VARCHAR, departs_at TIMESTAMP, distance_km INTEGER, aircraft VARCHAR, status VARCHAR, "
        "delay_minutes INTEGER)",
        "CREATE TABLE passengers(pax_ref VARCHAR PRIMARY KEY, first_name VARCHAR, last_name VARCHAR, "
        "nationality VARCHAR, loyalty_tier VARCHAR)",
        "CREATE TABLE bookings(booking_ref VARCHAR PRIMARY KEY, flight INTEGER, passenger VARCHAR, "
        "booked_on DATE, cabin VARCHAR, seat VARCHAR, fare DOUBLE, status VARCHAR)",
        _insert("airports", list(AIRPORTS)), _insert("flights", flights), _insert("passengers", passengers),
        _insert("bookings", bookings),
    ]


# ------------------------------------------------------------------------------------------------ restaurant
OUTLETS = (
    ("London", "South"), ("Manchester", "North"), ("Leeds", "North"), ("Bristol", "South"),
    ("Glasgow", "Scotland"), ("Edinburgh", "Scotland"), ("Cardiff", "Wales"), ("Liverpool", "North"),
)
DISTRICTS = {
    "London": ("Soho", "Shoreditch", "Clapham", "Camden", "Greenwich", "Islington"),
    "Manchester": ("Deansgate", "Northern Quarter", "Didsbury", "Ancoats"),
    "Leeds": ("Headrow", "Chapel Allerton", "Kirkstall"),
    "Bristol": ("Harbourside", "Clifton", "Stokes Croft"),
    "Glasgow": ("Merchant City", "West End", "Finnieston"),
    "Edinburgh": ("Old Town", "Leith", "Stockbridge"),
    "Cardiff": ("Bay", "Cathays", "Pontcanna"),
    "Liverpool": ("Albert Dock", "Bold Street", "Baltic Triangle", "Woolton", "Allerton"),
}
DISHES = (
    ("Burrata with Blood Orange", "starter", 8.5, True), ("Crispy Squid", "starter", 7.95, False),
    ("Tomato Bruschetta", "starter", 5.5, True), ("Chicken Liver Pate", "starter", 6.75, False),
    ("Garlic Flatbread", "starter", 4.95, True), ("Smoked Mackerel Salad", "starter", 7.25, False),
    ("Soup of the Day", "starter", 5.25, True), ("Beef Carpaccio", "starter", 9.5, False),
    ("Margherita Pizza", "main", 11.5, True), ("Nduja Pizza", "main", 13.95, False),
    ("Wild Mushroom Risotto", "main", 14.25, True), ("Lamb Rump", "main", 21.5, False),
    ("Fish and Chips", "main", 15.95, False), ("Chicken Milanese", "main", 16.5, False),
    ("Aubergine Parmigiana", "main", 13.75, True), ("Ribeye Steak", "main", 27.0, False),
    ("Sea Bass Fillet", "main", 19.75, False), ("Pumpkin Ravioli", "main", 14.5, True),
    ("Brick Burger", "main", 14.95, False), ("Halloumi Burger", "main", 13.5, True),
    ("Tiramisu", "dessert", 6.95, True), ("Sticky Toffee Pudding", "dessert", 6.5, True),
    ("Lemon Tart", "dessert", 6.25, True), ("Affogato", "dessert", 4.75, True),
    ("Chocolate Fondant", "dessert", 7.5, True), ("Cheese Board", "dessert", 9.95, True),
    ("House Red (glass)", "drink", 6.5, True), ("House White (glass)", "drink", 6.25, True),
    ("Craft Lager", "drink", 5.4, True), ("Elderflower Spritz", "drink", 4.5, True),
    ("Espresso", "drink", 2.6, True), ("Fresh Lemonade", "drink", 3.75, True),
    ("Negroni", "drink", 9.5, True),  # 31-33 (Espresso, Fresh Lemonade, Negroni) never ordered
    ("Truffle Fries", "side", 5.95, True), ("Seasonal Greens", "side", 4.5, True),
    ("Rocket and Parmesan Salad", "side", 4.95, True),
)
UNORDERED_DISHES = (31, 32, 33)


def restaurant() -> list[str]:
    rng = random.Random(8802)
    outlets, outlet_id = [], 0
    for city, region in OUTLETS:
        for district in DISTRICTS[city]:
            outlet_id += 1
            outlets.append((outlet_id, f"{city} {district}", city, region, rng.randrange(40, 141, 10)))
    opened = sorted(_day(rng, datetime.date(2019, 3, 1), datetime.date(2024, 6, 30)) for _ in range(26))
    trading = [o[0] for o in outlets]
    rng.shuffle(trading)
    newcomers = sorted(trading[26:])  # four outlets opening in late 2026, no orders yet
    dates = iter(opened)
    outlets = [o + ((_day(rng, datetime.date(2026, 11, 1), datetime.date(2026, 12, 20)) if o[0] in newcomers
                     else next(dates)),) for o in outlets]
    dishes = [(i + 1,) + d for i, d in enumerate(DISHES)]
    orderable = [d for d in dishes if d[0] not in UNORDERED_DISHES]
    orders, lines = [], []
    for order_id in range(5001, 5191):
        orders.append((order_id, rng.choice(trading[:26]),
                       _moment(rng, datetime.date(2024, 2, 1), datetime.date(2026, 9, 30), (11, 22)),
                       rng.choices(("dine_in", "takeaway", "delivery"), weights=(5, 2, 3))[0],
                       rng.choices(("completed", "cancelled", "refunded"), weights=(16, 2, 1))[0],
                       rng.randint(1, 6)))
        for dish in rng.sample(orderable, rng.randint(1, 3)):
            lines.append((len(lines) + 1, order_id, dish[0], rng.randint(1, 4)))
    return [
        "CREATE TABLE outlets(outlet_id INTEGER PRIMARY KEY, name VARCHAR, city VARCHAR, region VARCHAR, "
        "seats INTEGER, opened_on DATE)",
        "CREATE TABLE dishes(dish_id INTEGER PRIMARY KEY, dish_name VARCHAR, course VARCHAR, price DOUBLE, "
        "vegetarian BOOLEAN)",
        "CREATE TABLE orders(order_id INTEGER PRIMARY KEY, outlet_id INTEGER REFERENCES outlets(outlet_id), "
        "ordered_at TIMESTAMP, channel VARCHAR, status VARCHAR, covers INTEGER)",
        "CREATE TABLE order_lines(line_id INTEGER PRIMARY KEY, order_id INTEGER REFERENCES orders(order_id), "
        "dish_id INTEGER REFERENCES dishes(dish_id), quantity INTEGER)",
        _insert("outlets", outlets), _insert("dishes", dishes), _insert("orders", orders),
        _insert("order_lines", lines),
    ]


# ------------------------------------------------------------------------------------------------- ticketing
VENUES = (
    ("O2A", "The O2 Arena", "London", 20000), ("RAH", "Royal Albert Hall", "London", 5272),
    ("ALX", "Alexandra Palace", "London", 10400), ("BRX", "O2 Academy Brixton", "London", 4921),
    ("HAM", "Eventim Apollo", "London", 5039), ("BAR", "Barbican Hall", "London", 1943),
    ("MCR", "AO Arena", "Manchester", 21000), ("BRG", "Bridgewater Hall", "Manchester", 2341),
    ("ALB", "Albert Hall Manchester", "Manchester", 2290), ("OVO", "OVO Hydro", "Glasgow", 14300),
    ("BAR2", "Barrowland Ballroom", "Glasgow", 1900), ("USH", "Usher Hall", "Edinburgh", 2200),
    ("PLH", "Playhouse Edinburgh", "Edinburgh", 3059), ("UTI", "Utilita Arena", "Birmingham", 15800),
    ("SYM", "Symphony Hall", "Birmingham", 2262), ("FLY", "First Direct Arena", "Leeds", 13781),
    ("CLY", "Leeds Grand Theatre", "Leeds", 1550), ("BEA", "Colston Hall", "Bristol", 2075),
    ("MOTO", "Motorpoint Arena", "Cardiff", 7500), ("WMC", "Wales Millennium Centre", "Cardiff", 1897),
    ("LIV", "M&S Bank Arena", "Liverpool", 11000), ("PHL", "Liverpool Philharmonic", "Liverpool", 1700),
    ("SHE", "Sheffield City Hall", "Sheffield", 2271), ("NEW", "Utilita Arena Newcastle", "Newcastle", 11000),
    ("NOT", "Royal Concert Hall", "Nottingham", 2499), ("BTH", "Bath Forum", "Bath", 1600),
    ("YRK", "York Barbican", "York", 1500),  # 27-30 host no events
    ("OXF", "New Theatre Oxford", "Oxford", 1800), ("CAM", "Cambridge Corn Exchange", "Cambridge", 1800),
    ("BRI", "Brighton Centre", "Brighton", 4500),
)
GENRES = {
    "concert": (("Neon Harbour", "The Velvet Static", "Marlow Grey", "Sundial Youth", "Paper Kites Choir",
                 "Ivy Lanterns", "Copper Coast", "Nadia Solis"), ("Live", "World Tour", "Unplugged",
                                                                  "Farewell Tour")),
    "theatre": (("Hamlet", "The Glass Menagerie", "Blood Brothers", "An Inspector Calls", "Twelfth Night",
                 "The Crucible"), ("UK Tour", "Revival", "Matinee Season")),
    "comedy": (("Priya Bose", "Tom Calloway", "Aoife Brennan", "Marcus Webb", "Lena Okafor"),
               ("Stand-Up Special", "Work in Progress", "Live Tour")),
    "sport": (("Darts Premier League", "Snooker Masters", "Championship Boxing", "Netball Super League"),
              ("Night", "Finals", "Semi-Finals")),
}
CUST_FIRST = ("Abigail", "Callum", "Daisy", "Ethan", "Freya", "George", "Harriet", "Imran", "Jasmine",
              "Kieran", "Lily", "Mohammed", "Niamh", "Oscar", "Poppy", "Reuben", "Sophie", "Theo")
CUST_LAST = ("Ahmed", "Baker", "Clarke", "Davies", "Evans", "Foster", "Green", "Hughes", "Jones", "Khan",
             "Lewis", "Murphy", "Patel", "Roberts", "Taylor", "Walsh")
CUST_CITIES = ("London", "Manchester", "Glasgow", "Leeds", "Birmingham", "Bristol", "Cardiff")


def ticketing() -> list[str]:
    rng = random.Random(3344)
    events, seen = [], set()
    hosts = [v[0] for v in VENUES[:26]]
    while len(events) < 84:
        genre = rng.choices(tuple(GENRES), weights=(5, 3, 3, 2))[0]
        act, suffix = rng.choice(GENRES[genre][0]), rng.choice(GENRES[genre][1])
        starts = _moment(rng, datetime.date(2024, 3, 1), datetime.date(2026, 11, 28), (14, 20))
        title = f"{act}: {suffix} {starts.year}"
        if title in seen:
            continue
        seen.add(title)
        status = "cancelled" if rng.random() < 0.08 else "postponed" if rng.random() < 0.05 else "completed"
        events.append([len(events) + 1, title, genre, rng.choice(hosts), starts, status,
                       round(rng.uniform(18, 95), 0) + 0.5])
    events.sort(key=lambda e: e[4])
    for n, e in enumerate(events):
        e[0] = n + 1
    customers = []
    for n, (first, last) in enumerate(_names(rng, CUST_FIRST, CUST_LAST, 160)):
        customers.append((n + 1, f"{first} {last}", f"{first.lower()}.{last.lower()}{n % 7}@example.com",
                          rng.choice(CUST_CITIES),
                          _day(rng, datetime.date(2023, 6, 1), datetime.date(2026, 6, 30))))
    buyers = [c[0] for c in customers[:146]]  # customers 147-160 never bought a ticket
    sales = []
    for n in range(390):
        event = rng.choice(events)
        price = event[6] if rng.random() < 0.7 else round(event[6] * rng.choice((1.5, 2.2)), 2)
        sold = event[4] - datetime.timedelta(days=rng.randint(1, 150), hours=rng.randint(0, 10))
        sales.append((n + 1, event[0], rng.choice(buyers), sold, rng.choices((1, 2, 3, 4, 6),
                     weights=(4, 8, 3, 3, 1))[0], price, rng.choices(("web", "app", "box_office"),
                                                                     weights=(6, 4, 1))[0]))
    cancelled = {e[0] for e in events if e[5] == "cancelled"}
    refunds = []
    for sale in sales:
        when = sale[3].date() + datetime.timedelta(days=rng.randint(2, 40))
        if sale[1] in cancelled:
            refunds.append((len(refunds) + 1, sale[0], when, round(sale[4] * sale[5], 2), "event_cancelled"))
        elif rng.random() < 0.07:
            reason = rng.choice(("customer_request", "duplicate_purchase", "customer_request"))
            share = 1.0 if reason == "duplicate_purchase" else rng.choice((0.5, 1.0))
            refunds.append((len(refunds) + 1, sale[0], when, round(sale[4] * sale[5] * share, 2), reason))
    return [
        "CREATE TABLE venues(venue_code VARCHAR, name VARCHAR, city VARCHAR, capacity INTEGER)",
        "CREATE TABLE events(id INTEGER, title VARCHAR, category VARCHAR, held_at VARCHAR, "
        "starts_at TIMESTAMP, status VARCHAR)",
        "CREATE TABLE customers(id INTEGER, full_name VARCHAR, email VARCHAR, city VARCHAR, joined DATE)",
        "CREATE TABLE ticket_sales(id INTEGER, event_id INTEGER, customer_id INTEGER, sold_at TIMESTAMP, "
        "quantity INTEGER, unit_price DOUBLE, channel VARCHAR)",
        "CREATE TABLE refunds(id INTEGER, sale_id INTEGER, refunded_on DATE, amount DOUBLE, reason VARCHAR)",
        _insert("venues", list(VENUES)), _insert("events", [tuple(e[:6]) for e in events]),
        _insert("customers", customers), _insert("ticket_sales", sales), _insert("refunds", refunds),
    ]


SCHEMAS_F = {"airline": airline, "restaurant": restaurant, "ticketing": ticketing}
