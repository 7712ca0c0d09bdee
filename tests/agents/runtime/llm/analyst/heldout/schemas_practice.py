"""Practice workspaces for the offline analyst (not blind: written by the same session that generalised the
analyst after set D, to check its rules on schemas nobody had tuned on): a gym (plural tables, same-named
`_id` keys), a car rental (singular tables keyed by `id`, money only as `days × daily_rate` across a join)
and a university (declared keys on VARCHAR `_code` and `_no` columns, fees as `credits × fee_per_credit`).
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert, _person

PLANS = ("basic", "premium", "student")
SPECIALTIES = ("yoga", "strength", "cycling")
CLASS_NAMES = ("Morning Flow", "Power Lift", "Spin Blast", "Core Burn", "Night Stretch", "Hill Climb",
               "Kettlebell Club", "Pilates Mix")


def gym() -> list[str]:
    rng = random.Random(3101)
    used: set[str] = set()
    members = [(i, _person(rng, used), rng.choice(PLANS), _day(rng, datetime.date(2023, 1, 1),
                datetime.date(2025, 6, 30))) for i in range(1, 41)]
    trainers = [(i, _person(rng, used), SPECIALTIES[i % 3]) for i in range(1, 6)]  # trainer 5 teaches nothing
    classes = [(i, name, 1 + i % 4, rng.randint(8, 20), float(rng.choice((8, 10, 12, 15))))
               for i, name in enumerate(CLASS_NAMES, start=1)]
    bookings = [(i, rng.randint(1, 34), rng.randint(1, 7),  # members 35-40 never book, class 8 is never booked
                 _day(rng, datetime.date(2025, 1, 1), datetime.date(2025, 12, 31)),
                 rng.choices(("attended", "no-show", "cancelled"), (7, 2, 1))[0]) for i in range(1, 301)]
    return [
        "CREATE TABLE members(member_id INTEGER, full_name VARCHAR, plan VARCHAR, joined_on DATE)",
        "CREATE TABLE trainers(trainer_id INTEGER, trainer_name VARCHAR, specialty VARCHAR)",
        "CREATE TABLE classes(class_id INTEGER, title VARCHAR, trainer_id INTEGER, capacity INTEGER, "
        "price DOUBLE)",
        "CREATE TABLE bookings(booking_id INTEGER, member_id INTEGER, class_id INTEGER, booked_on DATE, "
        "status VARCHAR)",
        _insert("members", members), _insert("trainers", trainers), _insert("classes", classes),
        _insert("bookings", bookings),
    ]


BRANCHES = (("Airport", "Lisbon"), ("Old Port", "Porto"), ("Riverside", "Lisbon"), ("Station", "Faro"))
MODELS = {"compact": ("Clio", "Polo", "Corsa"), "suv": ("Tiguan", "Qashqai"), "van": ("Transit", "Vito")}
RATES = {"compact": (30, 45), "suv": (60, 90), "van": (70, 110)}


def car_rental() -> list[str]:
    rng = random.Random(3102)
    used: set[str] = set()
    branches = [(i, name, city) for i, (name, city) in enumerate(BRANCHES, start=1)]
    cars = []
    for i in range(1, 19):
        category = list(MODELS)[i % 3]
        cars.append((i, f"{rng.choice(MODELS[category])} {i}", category, float(rng.randint(*RATES[category])),
                     1 + i % 3))  # branch 4 has no cars
    customers = [(i, _person(rng, used), rng.choice(("Portugal", "Spain", "France"))) for i in range(1, 31)]
    rentals = [(i, rng.randint(1, 16), rng.randint(1, 26), _day(rng, datetime.date(2025, 1, 1),
                datetime.date(2025, 12, 31)), rng.randint(1, 14), rng.randint(40, 1500))
               for i in range(1, 221)]  # cars 17-18 and customers 27-30 never rent
    return [
        "CREATE TABLE branch(id INTEGER, name VARCHAR, city VARCHAR)",
        "CREATE TABLE car(id INTEGER, model VARCHAR, category VARCHAR, daily_rate DOUBLE, branch_id INTEGER)",
        "CREATE TABLE customer(id INTEGER, name VARCHAR, country VARCHAR)",
        "CREATE TABLE rental(id INTEGER, car_id INTEGER, customer_id INTEGER, picked_up DATE, days INTEGER, "
        "km_driven INTEGER)",
        _insert("branch", branches), _insert("car", cars), _insert("customer", customers),
        _insert("rental", rentals),
    ]


DEPARTMENTS = (("MAT", "Mathematics"), ("PHY", "Physics"), ("HIS", "History"), ("ART", "Fine Art"))
COURSES = (("MAT101", "Calculus", "MAT"), ("MAT201", "Linear Algebra", "MAT"), ("PHY101", "Mechanics", "PHY"),
           ("PHY210", "Optics", "PHY"), ("HIS110", "Ancient Rome", "HIS"), ("HIS220", "Modern Europe", "HIS"),
           ("ART100", "Drawing", "ART"))


def university() -> list[str]:
    rng = random.Random(3103)
    used: set[str] = set()
    courses = [(code, title, dept, rng.choice((5, 6, 10)), float(rng.choice((40, 55, 70))))
               for code, title, dept in COURSES]
    students = [(100 + i, _person(rng, used), rng.choice(DEPARTMENTS[:3])[0], rng.randint(1, 4))
                for i in range(1, 51)]
    enrolments = [(i, 100 + rng.randint(1, 44), rng.choice(COURSES[:6])[0],  # Drawing has no students
                   _day(rng, datetime.date(2024, 9, 1), datetime.date(2026, 2, 28)), round(rng.uniform(4, 10), 1))
                  for i in range(1, 181)]  # students 145-150 never enrol
    return [
        "CREATE TABLE departments(dept_code VARCHAR PRIMARY KEY, dept_name VARCHAR)",
        "CREATE TABLE courses(course_code VARCHAR PRIMARY KEY, course_title VARCHAR, "
        "dept_code VARCHAR REFERENCES departments(dept_code), credits INTEGER, fee_per_credit DOUBLE)",
        "CREATE TABLE students(student_no INTEGER PRIMARY KEY, student_name VARCHAR, "
        "dept_code VARCHAR REFERENCES departments(dept_code), year_of_study INTEGER)",
        "CREATE TABLE enrolments(enrol_no INTEGER PRIMARY KEY, student_no INTEGER REFERENCES students(student_no), "
        "course_code VARCHAR REFERENCES courses(course_code), enrolled_on DATE, grade DOUBLE)",
        _insert("departments", list(DEPARTMENTS)), _insert("courses", courses), _insert("students", students),
        _insert("enrolments", enrolments),
    ]


SCHEMAS_PRACTICE = {"gym": gym, "car_rental": car_rental, "university": university}


ROOM_TYPES = {"single": (60, 90), "double": (90, 140), "suite": (180, 320)}


def hotel() -> list[str]:
    """The second practice round's schema: `hotel_guest` keyed by `guest_id`, singular `room` and `stay`,
    TIMESTAMP check-ins, and money only as `nights × nightly_rate`."""
    rng = random.Random(3104)
    used: set[str] = set()
    guests = [(i, _person(rng, used), rng.choice(("Ireland", "Spain", "Japan", "Brazil"))) for i in range(1, 36)]
    rooms = [(100 + i, list(ROOM_TYPES)[i % 3], float(rng.randint(*ROOM_TYPES[list(ROOM_TYPES)[i % 3]])),
              1 + i // 5) for i in range(1, 16)]
    stays = [(i, rng.randint(1, 30), 100 + rng.randint(1, 14),  # guests 31-35 and room 115 never stay
              datetime.datetime(2025, 1, 1, 14) + datetime.timedelta(days=rng.randrange(365)), rng.randint(1, 7))
             for i in range(1, 201)]
    return [
        "CREATE TABLE hotel_guest(guest_id INTEGER, guest_name VARCHAR, home_country VARCHAR)",
        "CREATE TABLE room(room_id INTEGER, room_type VARCHAR, nightly_rate DOUBLE, floor INTEGER)",
        "CREATE TABLE stay(stay_id INTEGER, guest_id INTEGER, room_id INTEGER, checked_in TIMESTAMP, "
        "nights INTEGER)",
        _insert("hotel_guest", guests), _insert("room", rooms), _insert("stay", stays),
    ]


SCHEMAS_PRACTICE["hotel"] = hotel


GENRES = ("drama", "comedy", "documentary", "kids")


def streaming() -> list[str]:
    """The third practice round's schema: `subscribers` keyed by `sub_id`, `shows` by `show_code` (VARCHAR,
    undeclared), `plans` by `plan_id`, and `views` with a TIMESTAMP and `minutes_watched`."""
    rng = random.Random(3105)
    used: set[str] = set()
    plans = [(1, "Basic", 7.99), (2, "Standard", 11.99), (3, "Premium", 16.99)]
    subscribers = [(i, _person(rng, used), rng.randint(1, 3), rng.choice(("UK", "Canada", "Australia")))
                   for i in range(1, 41)]
    shows = [(f"S{i:02d}", f"Show {chr(64 + i)}", GENRES[i % 4]) for i in range(1, 13)]
    views = [(i, rng.randint(1, 36), f"S{rng.randint(1, 11):02d}",  # subscribers 37-40, show S12 never watched
              datetime.datetime(2025, 1, 1, 20) + datetime.timedelta(days=rng.randrange(300)),
              rng.randint(5, 120)) for i in range(1, 401)]
    return [
        "CREATE TABLE plans(plan_id INTEGER, plan_name VARCHAR, monthly_price DOUBLE)",
        "CREATE TABLE subscribers(sub_id INTEGER, display_name VARCHAR, plan_id INTEGER, country VARCHAR)",
        "CREATE TABLE shows(show_code VARCHAR, show_title VARCHAR, genre VARCHAR)",
        "CREATE TABLE views(view_id INTEGER, sub_id INTEGER, show_code VARCHAR, viewed_at TIMESTAMP, "
        "minutes_watched INTEGER)",
        _insert("plans", plans), _insert("subscribers", subscribers), _insert("shows", shows),
        _insert("views", views),
    ]


SCHEMAS_PRACTICE["streaming"] = streaming
