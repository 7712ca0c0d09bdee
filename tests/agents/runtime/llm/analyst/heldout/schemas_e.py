"""Three held-out workspaces for set E, in domains no earlier set uses, filled by deterministic SQL: fixed
rows, and range() with modulo arithmetic only (no hash function, so no dependence on the DuckDB version).

- gym: declared PRIMARY KEY / REFERENCES on same-named `<entity>_id` keys; members named by `first_name` +
  `last_name`, trainers by `full_name`, classes by `title`; personal training paid as `hours × hourly_rate`.
- car_rental: no declared keys, tables keyed by `id` with `<entity>_id` foreign keys, except branches, keyed
  by a code string (`rentals.pickup_branch` → `branches.code`) and named by `label`; rental revenue only as
  `days × daily_rate`.
- university: no declared keys, keys named unlike their targets (`courses.taught_by` → `lecturers.staff_no`,
  `department` → `departments.code`, VARCHAR `course_code`); tuition only as `credits × fee_per_credit`.

Written blind for set E (questions_e.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""


def _sql(value) -> str:
    return "'" + value.replace("'", "''") + "'" if isinstance(value, str) else repr(value)


def _values(table: str, rows: tuple) -> str:
    return f"INSERT INTO {table} VALUES " + ", ".join("(" + ", ".join(map(_sql, r)) + ")" for r in rows)


def _pick(values: tuple, index: str) -> str:
    """SQL choosing values[index] (index a 0-based SQL expression) from a list literal."""
    return "[" + ", ".join(map(_sql, values)) + f"][1 + {index}]"


TRAINERS = ((1, "Nora Feld", "yoga", 42.0), (2, "Dario Vukovic", "strength", 55.0),
            (3, "Priya Raman", "cycling", 38.5), (4, "Tobias Lehner", "pilates", 47.0),
            (5, "Chloe Marchetti", "strength", 60.0), (6, "Samir Haddad", "boxing", 52.5),
            (7, "Ingrid Solberg", "yoga", 45.0), (8, "Mateo Ruiz", "swimming", 40.0))
CLASSES = ((1, "Sunrise Yoga", 1, "Studio A", 20), (2, "Spin 45", 3, "Cycle Room", 24),
           (3, "HIIT Blast", 2, "Studio B", 18), (4, "Power Pilates", 4, "Studio A", 16),
           (5, "Kettlebell Basics", 5, "Studio B", 12), (6, "Boxing Fit", 6, "Studio B", 14),
           (7, "Evening Flow", 7, "Studio A", 20), (8, "Core and Stretch", 4, "Studio A", 16),
           (9, "Hill Climb Ride", 3, "Cycle Room", 24), (10, "Barbell Club", 5, "Studio B", 10),
           (11, "Yin Yoga", 7, "Studio A", 18), (12, "Aqua Aerobics", 8, "Pool", 15))
MEMBER_FIRST = ("Anna", "Ben", "Clara", "David", "Elif", "Finn", "Greta", "Hugo", "Ines", "Jonas", "Katrin",
                "Leon")
MEMBER_LAST = ("Adler", "Brandt", "Costa", "Dietz", "Evans", "Fischer", "Gruber", "Horvat", "Ivanova",
               "Jansen")
CLASS_WEIGHTS = (1, 1, 1, 2, 2, 3, 3, 3, 4, 5, 5, 6, 7, 7, 8, 9, 9, 10, 11, 11)  # never 12, Aqua Aerobics


def gym() -> list[str]:
    return [
        "CREATE TABLE trainers(trainer_id INTEGER PRIMARY KEY, full_name VARCHAR, specialty VARCHAR, "
        "hourly_rate DOUBLE)",
        "CREATE TABLE classes(class_id INTEGER PRIMARY KEY, title VARCHAR, "
        "trainer_id INTEGER REFERENCES trainers(trainer_id), studio VARCHAR, capacity INTEGER)",
        "CREATE TABLE members(member_id INTEGER PRIMARY KEY, first_name VARCHAR, last_name VARCHAR, "
        "plan VARCHAR, joined_on DATE)",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, "
        "member_id INTEGER REFERENCES members(member_id), class_id INTEGER REFERENCES classes(class_id), "
        "class_date DATE, booked_at TIMESTAMP, status VARCHAR)",
        "CREATE TABLE pt_sessions(pt_id INTEGER PRIMARY KEY, "
        "member_id INTEGER REFERENCES members(member_id), "
        "trainer_id INTEGER REFERENCES trainers(trainer_id), session_date DATE, hours DOUBLE)",
        _values("trainers", TRAINERS),
        _values("classes", CLASSES),
        # 60 members, every (first, last) pair distinct
        f"INSERT INTO members SELECT i, {_pick(MEMBER_FIRST, 'i % 12')}, "
        f"{_pick(MEMBER_LAST, '(7 * i) % 10')}, "
        "CASE WHEN i % 5 = 0 THEN 'student' WHEN i % 3 = 0 THEN 'premium' ELSE 'basic' END, "
        "DATE '2022-03-01' + CAST((i * 47) % 1300 AS INTEGER) FROM range(1, 61) t(i)",
        # members 55-60 never book; classes held from 2024-10-01 to 2026-03-24
        f"INSERT INTO bookings SELECT i, 1 + (i * 17 + i // 7) % 54, "
        f"{_pick(CLASS_WEIGHTS, '(7 * i + (i * i) // 13) % 20')}, d, "
        "CAST(d AS TIMESTAMP) - INTERVAL (1 + i % 6) DAY + INTERVAL (7 + (i * 7) % 14) HOUR, "
        "CASE WHEN i % 9 = 4 THEN 'cancelled' WHEN i % 13 = 6 THEN 'no_show' ELSE 'attended' END "
        "FROM (SELECT i, DATE '2024-10-01' + CAST((i * 37) % 540 AS INTEGER) AS d FROM range(1, 601) t(i))",
        # members 48-60 and Mateo Ruiz (8) have no personal training; sessions from 2024-09-15 to 2026-03-21
        "INSERT INTO pt_sessions SELECT i, 1 + (11 * i + i // 4) % 47, 1 + (3 * i + i // 5) % 7, "
        "DATE '2024-09-15' + CAST((29 * i + i * i) % 560 AS INTEGER), 0.5 * (1 + (i * i + i // 3) % 4) "
        "FROM range(1, 261) t(i)",
    ]


BRANCHES = (("BER-A", "Berlin Airport", "Berlin"), ("BER-C", "Berlin Central Station", "Berlin"),
            ("HAM", "Hamburg Harbour", "Hamburg"), ("FRA", "Frankfurt Messe", "Frankfurt"),
            ("CGN", "Cologne Cathedral", "Cologne"), ("LEJ", "Leipzig Main Station", "Leipzig"))
# model, category, fuel, base daily rate
MODELS = (("VW Polo", "economy", "petrol", 35), ("Opel Corsa", "economy", "petrol", 33),
          ("VW Golf", "compact", "petrol", 45), ("Skoda Octavia", "compact", "diesel", 49),
          ("BMW 3 Series", "premium", "diesel", 89), ("Tesla Model 3", "premium", "electric", 95),
          ("VW Tiguan", "SUV", "diesel", 72), ("Audi Q5", "SUV", "petrol", 99),
          ("Ford Transit", "van", "diesel", 80), ("Renault Zoe", "economy", "electric", 39))
CUSTOMER_FIRST = ("Aaron", "Bianca", "Carlos", "Dana", "Emil", "Fatima", "Gustav", "Hanna", "Ivo", "Julia",
                  "Karl", "Lena", "Milan", "Nina")
CUSTOMER_LAST = ("Becker", "Novak", "Schulz", "Weber", "Young")
CUSTOMER_COUNTRIES = ("Germany", "Austria", "Netherlands", "France", "Poland", "Denmark")


def car_rental() -> list[str]:
    model = "(3 * i) % 10"
    return [
        "CREATE TABLE branches(code VARCHAR, label VARCHAR, city VARCHAR)",
        "CREATE TABLE cars(id INTEGER, plate VARCHAR, model VARCHAR, category VARCHAR, fuel VARCHAR, "
        "daily_rate DOUBLE)",
        "CREATE TABLE customers(id INTEGER, name VARCHAR, country VARCHAR, loyalty_member BOOLEAN, "
        "signed_up DATE)",
        "CREATE TABLE rentals(id INTEGER, car_id INTEGER, customer_id INTEGER, pickup_branch VARCHAR, "
        "picked_up_at TIMESTAMP, days INTEGER, status VARCHAR)",
        "CREATE TABLE damages(id INTEGER, rental_id INTEGER, reported_on DATE, severity VARCHAR, "
        "repair_cost DOUBLE)",
        _values("branches", BRANCHES),
        # 30 cars, plates distinct
        "INSERT INTO cars SELECT i, 'B-LT ' || (1000 + 37 * i), "
        + ", ".join(_pick(tuple(m[k] for m in MODELS), model) for k in range(3))
        + f", {_pick(tuple(m[3] for m in MODELS), model)} + 5 * (i % 3) FROM range(1, 31) t(i)",
        # 70 customers, names distinct
        f"INSERT INTO customers SELECT i, {_pick(CUSTOMER_FIRST, 'i % 14')} || ' ' || "
        f"{_pick(CUSTOMER_LAST, '(3 * i) % 5')}, {_pick(CUSTOMER_COUNTRIES, '(i * i + i // 2) % 6')}, "
        "(7 * i) % 10 < 4, DATE '2021-01-04' + CAST((61 * i) % 1600 AS INTEGER) FROM range(1, 71) t(i)",
        # cars 29-30 and customers 66-70 are never rented, nothing is picked up in Leipzig;
        # pick-ups from 2024-07-02 to 2026-02-20; `days` is the booked length, also for cancelled rentals
        "INSERT INTO rentals SELECT i, 1 + (7 * i + i // 9) % 28, 1 + (13 * i + i // 5) % 65, "
        f"{_pick(tuple(b[0] for b in BRANCHES[:5]), '(2 * i * i + i // 4) % 5')}, "
        "TIMESTAMP '2024-07-01 08:00:00' + INTERVAL ((41 * i) % 600) DAY + INTERVAL ((5 * i) % 11) HOUR, "
        "1 + (i * i + 3 * i) % 14, CASE WHEN i % 11 = 3 OR i % 17 = 5 THEN 'cancelled' ELSE 'completed' END "
        "FROM range(1, 451) t(i)",
        # damages only on completed rentals, reported on the day the car came back
        "INSERT INTO damages SELECT row_number() OVER (ORDER BY j), r.id, "
        "CAST(r.picked_up_at AS DATE) + r.days, CASE WHEN j % 4 = 1 THEN 'major' ELSE 'minor' END, "
        "CASE WHEN j % 4 = 1 THEN 900 + (j * j * 37) % 2400 ELSE 80 + (j * 53) % 520 END + 0.5 * (j % 2) "
        "FROM range(1, 81) t(j) JOIN rentals r ON r.id = 1 + (53 * j) % 450 WHERE r.status = 'completed'",
    ]


DEPARTMENTS = (("CS", "Computer Science", "Turing Hall"), ("MATH", "Mathematics", "Noether Building"),
               ("PHYS", "Physics", "Meitner Lab"), ("ECON", "Economics", "Keynes House"),
               ("HIST", "History", "Archive Wing"), ("PHIL", "Philosophy", "Archive Wing"))  # PHIL: no course
LECTURERS = ((101, "Helen Achterberg", "CS", "Professor"), (102, "Rafael Ortega", "CS", "Lecturer"),
             (103, "Mei Lin", "MATH", "Professor"), (104, "Kofi Mensah", "MATH", "Senior Lecturer"),
             (105, "Sofia Brenner", "PHYS", "Senior Lecturer"), (106, "Arjun Patel", "PHYS", "Lecturer"),
             (107, "Laura Fontaine", "ECON", "Professor"), (108, "Piotr Zielinski", "ECON", "Lecturer"),
             (109, "Emma Lindqvist", "HIST", "Senior Lecturer"), (110, "Omar Farouk", "HIST", "Lecturer"),
             (111, "Yuki Tanaka", "PHIL", "Professor"), (112, "Hans Vogel", "CS", "Senior Lecturer"))
COURSES = (("CS101", "Intro to Programming", "CS", 102, 6, 120.0),
           ("CS210", "Data Structures", "CS", 101, 6, 120.0),
           ("CS330", "Databases", "CS", 112, 5, 130.0),
           ("CS450", "Machine Learning", "CS", 101, 8, 150.0),
           ("MA101", "Calculus I", "MATH", 104, 6, 100.0),
           ("MA205", "Linear Algebra", "MATH", 103, 6, 100.0),
           ("MA310", "Probability", "MATH", 104, 5, 110.0),
           ("PH101", "Mechanics", "PHYS", 106, 6, 115.0),
           ("PH220", "Electromagnetism", "PHYS", 105, 6, 115.0),
           ("PH340", "Quantum Physics", "PHYS", 105, 8, 140.0),
           ("EC101", "Microeconomics", "ECON", 108, 5, 95.0),
           ("EC102", "Macroeconomics", "ECON", 108, 5, 95.0),
           ("EC310", "Econometrics", "ECON", 107, 6, 125.0),
           ("HI101", "Ancient Rome", "HIST", 110, 4, 80.0),
           ("HI230", "Industrial Revolution", "HIST", 109, 4, 80.0),
           ("HI305", "Cold War Europe", "HIST", 109, 5, 90.0),
           ("MA420", "Topology", "MATH", 103, 5, 110.0),
           ("EC450", "Game Theory", "ECON", 107, 6, 125.0),
           ("CS480", "Compilers", "CS", 112, 6, 135.0),
           ("HI410", "Medieval Trade", "HIST", 110, 4, 85.0))
STUDENT_FIRST = ("Ada", "Bruno", "Chiara", "Dmitri", "Eva", "Farid", "Gina", "Henrik", "Isla", "Jamal",
                 "Kira", "Luca", "Maren", "Nils", "Olga", "Pavel")
STUDENT_LAST = ("Arendt", "Bauer", "Conti", "Duarte", "Eriksen")
PROGRAMMES = ("BSc Computer Science", "BSc Mathematics", "BSc Physics", "BA Economics", "BA History")
STUDENT_COUNTRIES = ("Germany", "Italy", "Spain", "India", "China", "Ireland", "Brazil")


def university() -> list[str]:
    return [
        "CREATE TABLE departments(code VARCHAR, name VARCHAR, building VARCHAR)",
        "CREATE TABLE lecturers(staff_no INTEGER, display_name VARCHAR, department VARCHAR, "
        "academic_rank VARCHAR)",
        "CREATE TABLE courses(course_code VARCHAR, title VARCHAR, department VARCHAR, taught_by INTEGER, "
        "credits INTEGER, fee_per_credit DOUBLE)",
        "CREATE TABLE students(student_id INTEGER, student_name VARCHAR, programme VARCHAR, "
        "home_country VARCHAR, scholarship BOOLEAN, started_on DATE)",
        "CREATE TABLE enrolments(student_id INTEGER, course_code VARCHAR, enrolled_on DATE, status VARCHAR, "
        "mark INTEGER)",
        _values("departments", DEPARTMENTS),
        _values("lecturers", LECTURERS),  # Yuki Tanaka teaches no course
        _values("courses", COURSES),  # the last two, Compilers and Medieval Trade, have no enrolments
        # 80 students, names distinct
        f"INSERT INTO students SELECT i, {_pick(STUDENT_FIRST, 'i % 16')} || ' ' || "
        f"{_pick(STUDENT_LAST, '(3 * i) % 5')}, {_pick(PROGRAMMES, '(i * i + i // 3) % 5')}, "
        f"{_pick(STUDENT_COUNTRIES, '(5 * i + i // 4) % 7')}, i % 4 = 1, "
        "DATE '2021-08-20' + CAST(365 * ((i * 7) % 4) + (i * 3) % 10 AS INTEGER) FROM range(1, 81) t(i)",
        # 500 enrolments, one per (student, course); students 75-80 never enrol; 2024-09-02 to 2026-03-10;
        # withdrawn enrolments have no mark, a mark of 50 or more is a pass
        "INSERT INTO enrolments SELECT 1 + (7 * i) % 74, "
        f"{_pick(tuple(c[0] for c in COURSES[:18]), '(3 * i + i // 74) % 18')}, "
        "DATE '2024-09-02' + CAST((i * 23 + i * i) % 560 AS INTEGER), "
        "CASE WHEN i % 10 = 7 THEN 'withdrawn' WHEN m >= 50 THEN 'passed' ELSE 'failed' END, "
        "CASE WHEN i % 10 = 7 THEN NULL ELSE m END "
        "FROM (SELECT i, 35 + (13 * i * i + 7 * i) % 61 AS m FROM range(0, 500) t(i))",
    ]


SCHEMAS_E = {"gym": gym, "car_rental": car_rental, "university": university}
