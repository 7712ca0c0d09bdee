"""Three held-out workspaces for the offline analyst, generated deterministically: retail (same-named
`customer_id` keys, revenue only as quantity × price), web analytics (`<table>_id` columns pointing at `id`)
and HR (declared PRIMARY KEY / REFERENCES constraints). Each is a list of SQL statements a Bench runs.

The analyst was never tuned on these rows: the questions in `questions.py` were written with the data, before
the join planner existed, and their truth is a hand-written DuckDB query over the same rows.
"""

import datetime
import random

CITIES = ("Berlin", "Paris", "Madrid", "Rome", "Vienna")
CATEGORIES = {"Electronics": (80, 900), "Books": (8, 40), "Toys": (10, 60), "Garden": (15, 200)}
STATUSES = ("delivered", "shipped", "cancelled")
COUNTRIES = ("Germany", "France", "Spain", "Italy")
DEVICES = ("mobile", "desktop", "tablet")
SECTIONS = ("blog", "docs", "pricing", "home")
DEPARTMENTS = (("Engineering", "London"), ("Sales", "Paris"), ("Marketing", "London"), ("Finance", "Berlin"),
               ("Legal", "Berlin"))
LEAVE_TYPES = ("sick", "vacation", "parental")
FIRST = ("Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jule", "Kai", "Lena", "Milo", "Nora",
         "Otto", "Pia", "Quin", "Rosa", "Sven", "Tara", "Uli", "Vera", "Wim", "Xena", "Yuri", "Zoe")
LAST = ("Adler", "Berg", "Conti", "Diaz", "Engel", "Fox", "Gale", "Horn", "Ito", "Jansen")


def _literal(value) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    if isinstance(value, datetime.datetime):
        return f"TIMESTAMP '{value.isoformat(sep=' ')}'"
    if isinstance(value, datetime.date):
        return f"DATE '{value.isoformat()}'"
    return repr(value)


def _insert(table: str, rows: list[tuple]) -> str:
    return f"INSERT INTO {table} VALUES " + ", ".join("(" + ", ".join(map(_literal, r)) + ")" for r in rows)


def _day(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.date:
    return start + datetime.timedelta(days=rng.randrange((end - start).days + 1))


def _person(rng: random.Random, used: set[str]) -> str:
    while True:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in used:
            used.add(name)
            return name


def retail() -> list[str]:
    rng = random.Random(2701)
    used: set[str] = set()
    customers = [(i, _person(rng, used), rng.choice(CITIES), _day(rng, datetime.date(2024, 1, 1),
                  datetime.date(2025, 12, 31))) for i in range(1, 41)]
    products = []
    for i in range(1, 25):
        category = list(CATEGORIES)[i % 4]
        low, high = CATEGORIES[category]
        products.append((100 + i, f"{category[:-1] if category.endswith('s') else category} item {i}", category,
                         round(rng.uniform(low, high), 2)))
    buyers = [c[0] for c in customers[:32]]  # customers 33-40 never order
    orders, items = [], []
    for order_id in range(1000, 1240):
        orders.append((order_id, rng.choice(buyers), _day(rng, datetime.date(2025, 1, 1), datetime.date(2026, 6, 30)),
                       rng.choices(STATUSES, weights=(6, 3, 1))[0]))
        for _ in range(rng.randint(1, 3)):
            items.append((len(items) + 1, order_id, rng.choice(products[:20])[0], rng.randint(1, 5)))  # 121-124 unsold
    return [
        "CREATE TABLE customers(customer_id INTEGER, name VARCHAR, city VARCHAR, signup_date DATE)",
        "CREATE TABLE products(product_id INTEGER, product_name VARCHAR, category VARCHAR, price DOUBLE)",
        "CREATE TABLE orders(order_id INTEGER, customer_id INTEGER, order_date DATE, status VARCHAR)",
        "CREATE TABLE order_items(order_item_id INTEGER, order_id INTEGER, product_id INTEGER, quantity INTEGER)",
        _insert("customers", customers), _insert("products", products), _insert("orders", orders),
        _insert("order_items", items),
    ]


def web() -> list[str]:
    rng = random.Random(2702)
    users = [(i, f"user{i:03d}", rng.choice(COUNTRIES), _day(rng, datetime.date(2025, 1, 1),
              datetime.date(2025, 9, 30))) for i in range(1, 61)]
    pages = [(i, f"/{section}/{i}", section) for i, section in enumerate(SECTIONS * 3, start=1)]
    sessions, views = [], []
    for session_id in range(1, 301):
        day = _day(rng, datetime.date(2025, 10, 1), datetime.date(2026, 3, 31))
        started = datetime.datetime.combine(day, datetime.time(rng.randrange(24), rng.randrange(60)))
        sessions.append((session_id, rng.randint(1, 50), started, rng.choices(DEVICES, weights=(5, 4, 1))[0],
                         rng.randint(20, 1800)))  # users 51-60 never visit
        for n in range(rng.randint(1, 4)):
            views.append((len(views) + 1, session_id, rng.randint(1, 10),  # pages 11-12 are never viewed
                          started + datetime.timedelta(minutes=2 * n), rng.randint(3, 300)))
    return [
        "CREATE TABLE users(id INTEGER, username VARCHAR, country VARCHAR, signup_date DATE)",
        "CREATE TABLE sessions(id INTEGER, user_id INTEGER, started_at TIMESTAMP, device VARCHAR, "
        "duration_seconds INTEGER)",
        "CREATE TABLE pages(id INTEGER, path VARCHAR, section VARCHAR)",
        "CREATE TABLE pageviews(id INTEGER, session_id INTEGER, page_id INTEGER, viewed_at TIMESTAMP, "
        "seconds_on_page INTEGER)",
        _insert("users", users), _insert("sessions", sessions), _insert("pages", pages),
        _insert("pageviews", views),
    ]


def hr() -> list[str]:
    rng = random.Random(2703)
    used: set[str] = set()
    departments = [(10 * (i + 1), name, city) for i, (name, city) in enumerate(DEPARTMENTS)]
    staffed = [d[0] for d in departments[:4]]  # Legal has nobody yet
    employees = [(i, _person(rng, used), rng.choice(staffed), _day(rng, datetime.date(2019, 1, 1),
                  datetime.date(2025, 12, 31)), round(rng.uniform(38000, 120000), 2)) for i in range(1, 51)]
    requests = []
    for request_id in range(1, 121):
        requests.append((request_id, rng.randint(1, 42), _day(rng, datetime.date(2025, 1, 1),  # 43-50 never ask
                         datetime.date(2026, 6, 30)), rng.randint(1, 10), rng.choices(LEAVE_TYPES, (4, 5, 1))[0]))
    return [
        "CREATE TABLE departments(dept_id INTEGER PRIMARY KEY, dept_name VARCHAR, location VARCHAR)",
        "CREATE TABLE employees(emp_id INTEGER PRIMARY KEY, full_name VARCHAR, "
        "dept_id INTEGER REFERENCES departments(dept_id), hire_date DATE, salary DOUBLE)",
        "CREATE TABLE leave_requests(request_id INTEGER PRIMARY KEY, emp_id INTEGER REFERENCES employees(emp_id), "
        "start_date DATE, days INTEGER, leave_type VARCHAR)",
        _insert("departments", departments), _insert("employees", employees), _insert("leave_requests", requests),
    ]


SCHEMAS = {"retail": retail, "web": web, "hr": hr}


SPECIALTIES = ("Cardiology", "Dermatology", "Pediatrics", "Oncology")
TOWNS = ("Leeds", "York", "Bath", "Hull")
VISIT_STATUSES = ("completed", "missed", "cancelled")


def clinic() -> list[str]:
    """A fourth schema, written after the analyst's join planner, for questions it is run on once, untuned."""
    rng = random.Random(2704)
    used: set[str] = set()
    doctors = [(i, f"Dr {_person(rng, used)}", SPECIALTIES[i % 4]) for i in range(1, 9)]
    patients = [(i, _person(rng, used), rng.choice(TOWNS), _day(rng, datetime.date(1950, 1, 1),
                 datetime.date(2010, 12, 31))) for i in range(1, 51)]
    visits = [(i, rng.randint(1, 40), rng.randint(1, 7), _day(rng, datetime.date(2025, 1, 1),  # doctor 8 unseen
               datetime.date(2025, 12, 31)), rng.choices(VISIT_STATUSES, (7, 2, 1))[0],
               round(rng.uniform(40, 400), 2)) for i in range(1, 201)]  # patients 41-50 never come
    return [
        "CREATE TABLE doctors(doctor_id INTEGER, doctor_name VARCHAR, specialty VARCHAR)",
        "CREATE TABLE patients(patient_id INTEGER, patient_name VARCHAR, city VARCHAR, birth_date DATE)",
        "CREATE TABLE appointments(appointment_id INTEGER, patient_id INTEGER, doctor_id INTEGER, "
        "appointment_date DATE, status VARCHAR, fee DOUBLE)",
        _insert("doctors", doctors), _insert("patients", patients), _insert("appointments", visits),
    ]


SCHEMAS["clinic"] = clinic
