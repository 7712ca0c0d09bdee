"""Two more held-out workspaces for set D, generated deterministically, with key conventions the earlier
schemas do not use:

- library: declared PRIMARY KEY / REFERENCES on `_no` and `_code` keys (`member_no`, `book_no`,
  `author_no`, `branch_code`, a VARCHAR key); spending only as `copies × unit_cost`.
- logistics: singular table names, every table keyed by `id`, foreign keys `<table>_id` (`client_id` →
  `client.id`), and a bare `name` column in four tables; goods value only as `qty × unit_value`.

Written with set D's questions (questions_d.py), without reading the analyst's code.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert, _person

BRANCHES = (("CEN", "Central Library", "Old Town"), ("RIV", "Riverside", "Docklands"),
            ("HIL", "Hillcrest", "North"), ("OAK", "Oakwood", "West"), ("MAR", "Marsh End", "East"))
AUTHORS = ("Iris Calder", "Tomas Wren", "Maya Okafor", "Lukas Brandt", "Selma Roth", "Jonah Pike",
           "Aiko Mori", "Felix Duarte", "Nadia Kovac", "Owen Hale", "Greta Lind", "Paolo Seri")
AUTHOR_COUNTRIES = ("UK", "USA", "Nigeria", "Germany", "Sweden", "Canada", "Japan", "Portugal", "Croatia",
                    "Ireland", "Norway", "Italy")
GENRES = ("Fiction", "Mystery", "Science", "History", "Poetry")
TIERS = ("standard", "student", "senior")
ADJECTIVES = ("Silent", "Hidden", "Last", "Broken", "Golden", "Winter", "Paper", "Distant")
NOUNS = ("River", "Garden", "Orbit", "Empire", "Lantern", "Harbour", "Signal", "Atlas")


def library() -> list[str]:
    rng = random.Random(2705)
    used: set[str] = set()
    authors = [(i, name, AUTHOR_COUNTRIES[i - 1]) for i, name in enumerate(AUTHORS, start=1)]
    titles = [f"The {a} {n}" for a in ADJECTIVES for n in NOUNS]
    rng.shuffle(titles)
    books = [(i, titles[i - 1], rng.choice(GENRES), rng.randint(1, 10),  # authors 11-12 have no books
              round(rng.uniform(8, 45), 2), rng.randint(1950, 2025)) for i in range(1, 41)]
    members = [(i, _person(rng, used), rng.choice([b[0] for b in BRANCHES[:4]]),  # nobody's home is Marsh End
                rng.choices(TIERS, (6, 3, 2))[0], _day(rng, datetime.date(2018, 1, 1), datetime.date(2025, 12, 31)))
               for i in range(1, 61)]
    loans = []
    for loan_no in range(1, 401):
        loaned = _day(rng, datetime.date(2024, 1, 1), datetime.date(2025, 12, 31))
        due = loaned + datetime.timedelta(days=21)
        returned = None if rng.random() < 0.1 else loaned + datetime.timedelta(days=rng.randint(3, 35))
        fine = round(0.25 * max(0, (returned - due).days), 2) if returned else 0.0
        loans.append((loan_no, rng.randint(1, 35), rng.randint(1, 50), loaned, due, returned, fine))
        # books 36-40 never lent, members 51-60 never borrow
    acquisitions = []
    for acq_no in range(1, 61):
        book = rng.choice(books)
        acquisitions.append((acq_no, book[0], rng.choice(BRANCHES)[0], rng.randint(1, 6),
                             round(book[4] * rng.uniform(0.6, 0.9), 2),
                             _day(rng, datetime.date(2023, 1, 1), datetime.date(2025, 12, 31))))
    return [
        "CREATE TABLE branches(branch_code VARCHAR PRIMARY KEY, branch_name VARCHAR, district VARCHAR)",
        "CREATE TABLE authors(author_no INTEGER PRIMARY KEY, author_name VARCHAR, country VARCHAR)",
        "CREATE TABLE books(book_no INTEGER PRIMARY KEY, title VARCHAR, genre VARCHAR, "
        "author_no INTEGER REFERENCES authors(author_no), list_price DOUBLE, published_year INTEGER)",
        "CREATE TABLE members(member_no INTEGER PRIMARY KEY, member_name VARCHAR, "
        "branch_code VARCHAR REFERENCES branches(branch_code), tier VARCHAR, joined DATE)",
        "CREATE TABLE loans(loan_no INTEGER PRIMARY KEY, book_no INTEGER REFERENCES books(book_no), "
        "member_no INTEGER REFERENCES members(member_no), loaned_on DATE, due_on DATE, returned_on DATE, "
        "fine DOUBLE)",
        "CREATE TABLE acquisitions(acq_no INTEGER PRIMARY KEY, book_no INTEGER REFERENCES books(book_no), "
        "branch_code VARCHAR REFERENCES branches(branch_code), copies INTEGER, unit_cost DOUBLE, acquired_on DATE)",
        _insert("branches", list(BRANCHES)), _insert("authors", authors), _insert("books", books),
        _insert("members", members), _insert("loans", loans), _insert("acquisitions", acquisitions),
    ]


DEPOTS = (("Harbour Hub", "Rotterdam"), ("Elbe DC", "Hamburg"), ("Scheldt Yard", "Antwerp"),
          ("Rhone Park", "Lyon"), ("Po Valley", "Milan"), ("Baltic Gate", "Gdansk"))
CARRIERS = (("Swiftline", "road"), ("RailCo Cargo", "rail"), ("SkyFreight", "air"), ("Northway Trucks", "road"),
            ("AeroPak", "air"), ("Danube Rail", "rail"), ("Kestrel Haulage", "road"))
CLIENT_FIRST = ("Acme", "Borealis", "Cobalt", "Delta", "Ember", "Fjord", "Granite", "Helix", "Ion")
CLIENT_LAST = ("Tools", "Foods", "Textiles", "Labs", "Retail")
CLIENT_COUNTRIES = ("Netherlands", "Germany", "Belgium", "France", "Poland")
ITEM_CATEGORIES = {"Electronics": (60, 700), "Furniture": (40, 400), "Apparel": (5, 80), "Food": (2, 25)}
ITEM_WORDS = {"Electronics": ("Router", "Monitor", "Speaker", "Charger", "Tablet", "Camera", "Drone", "Console"),
              "Furniture": ("Desk", "Chair", "Shelf", "Cabinet", "Sofa", "Stool", "Wardrobe"),
              "Apparel": ("Jacket", "Boots", "Scarf", "Gloves", "Hoodie", "Cap", "Vest", "Jeans"),
              "Food": ("Coffee", "Olive Oil", "Pasta", "Honey", "Rice", "Tea", "Chocolate")}
SHIPMENT_STATUSES = ("delivered", "in_transit", "returned", "lost")


def logistics() -> list[str]:
    rng = random.Random(2706)
    depots = [(i, name, city) for i, (name, city) in enumerate(DEPOTS, start=1)]  # Baltic Gate never ships
    carriers = [(i, name, mode) for i, (name, mode) in enumerate(CARRIERS, start=1)]  # 6 and 7 never used
    names = [f"{a} {b}" for a in CLIENT_FIRST for b in CLIENT_LAST]
    rng.shuffle(names)
    clients = [(i, names[i - 1], rng.choice(CLIENT_COUNTRIES), _day(rng, datetime.date(2019, 1, 1),
                datetime.date(2025, 6, 30))) for i in range(1, 46)]  # clients 39-45 never ship
    items = []
    for category, words in ITEM_WORDS.items():
        low, high = ITEM_CATEGORIES[category]
        for word in words:
            items.append((len(items) + 1, f"{word} {rng.choice('ABCDEFGH')}{rng.randint(10, 99)}", category,
                          round(rng.uniform(low, high), 2)))
    rng.shuffle(items)
    items = [(i, name, category, value) for i, (_, name, category, value) in enumerate(items, start=1)]
    shipments, lines = [], []
    for shipment_id in range(1, 351):
        day = _day(rng, datetime.date(2025, 1, 1), datetime.date(2026, 3, 31))
        shipped = datetime.datetime.combine(day, datetime.time(rng.randrange(6, 22), rng.randrange(60)))
        weight = round(rng.uniform(5, 2500), 1)
        shipments.append((shipment_id, rng.randint(1, 38), rng.randint(1, 5), rng.randint(1, 5), shipped,
                          rng.choices(SHIPMENT_STATUSES, (12, 3, 2, 1))[0], weight,
                          round(40 + weight * rng.uniform(0.2, 0.6), 2)))
        for _ in range(rng.randint(1, 4)):
            lines.append((len(lines) + 1, shipment_id, rng.randint(1, 26), rng.randint(1, 20)))  # 27-30 unshipped
    return [
        "CREATE TABLE depot(id INTEGER, name VARCHAR, city VARCHAR)",
        "CREATE TABLE carrier(id INTEGER, name VARCHAR, mode VARCHAR)",
        "CREATE TABLE client(id INTEGER, name VARCHAR, country VARCHAR, client_since DATE)",
        "CREATE TABLE item(id INTEGER, name VARCHAR, category VARCHAR, unit_value DOUBLE)",
        "CREATE TABLE shipment(id INTEGER, client_id INTEGER, depot_id INTEGER, carrier_id INTEGER, "
        "shipped_at TIMESTAMP, status VARCHAR, weight_kg DOUBLE, freight_cost DOUBLE)",
        "CREATE TABLE shipment_line(id INTEGER, shipment_id INTEGER, item_id INTEGER, qty INTEGER)",
        _insert("depot", depots), _insert("carrier", carriers), _insert("client", clients), _insert("item", items),
        _insert("shipment", shipments), _insert("shipment_line", lines),
    ]


SCHEMAS_D = {"library": library, "logistics": logistics}
