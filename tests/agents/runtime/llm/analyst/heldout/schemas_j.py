"""Three held-out workspaces for set J, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- tracker (a software project tracker): declared PRIMARY KEY / REFERENCES on same-named integer keys:
  `issues.project_id` → `projects.project_id`, `time_logs.issue_id` → `issues.issue_id`,
  `time_logs.developer_id` → `developers.developer_id`; projects named by `project_name`, developers by
  `dev_name`, issues by `issue_key` and `summary`; the cost of logged work only as
  `time_logs.hours × developers.hourly_rate` (across the join).
- marina: no declared keys, tables keyed by `id` with `<thing>_id` foreign keys (`stays.boat_id`,
  `stays.berth_id`, `fuel_sales.boat_id`) and abbreviated columns (`loa_m`, `arr_dt`, `nts`, `rate_amt`,
  `stay_sts`, `fuel_typ`, `ltrs`); boats named by `boat_name`, berths by `berth_code`; berthing fees only as
  `nts × rate_amt`, fuel takings only as `ltrs × price_per_ltr`.
- recruitment (an agency): no declared keys, natural codes named unlike their targets:
  `vacancies.for_client` → `clients.client_ref` ('CL0xxx'), `placements.job` → `vacancies.job_no`,
  `placements.placed_cand` → `candidates.cand_code`; clients named by `company_name`, candidates by
  `cand_name`, vacancies by `job_title`; the agency's fee only as `agreed_salary × fee_rate`.

Written blind for set J (questions_j.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names

# --------------------------------------------------------------------------------------------------- tracker
PROJECTS = (  # (name, key prefix, team); the last three kicked off in October 2026 and have no issues yet
    ("Payments API", "PAY", "Payments"),
    ("Checkout Web", "CHK", "Payments"), ("Fraud Detection", "FRD", "Payments"),
    ("Billing Migration", "BIL", "Payments"), ("Refunds Service", "REF", "Payments"),
    ("iOS App", "IOS", "Mobile"), ("Android App", "AND", "Mobile"), ("Push Notifications", "PSH", "Mobile"),
    ("Onboarding Flow", "ONB", "Growth"), ("Loyalty Programme", "LOY", "Growth"),
    ("Pricing Experiments", "PRX", "Growth"), ("Email Templates", "EML", "Growth"),
    ("Referral Scheme", "RFS", "Growth"), ("Search Service", "SRC", "Platform"),
    ("Auth Gateway", "AUT", "Platform"),
    ("Feature Flags", "FLG", "Platform"), ("CI Runners", "CIR", "Platform"),
    ("Log Pipeline", "LOG", "Platform"), ("Status Page", "STA", "Platform"),
    ("Admin Console", "ADM", "Platform"), ("Data Warehouse", "DWH", "Data"),
    ("Reporting Dashboard", "RPT", "Data"), ("Inventory Sync", "INV", "Data"),
    ("Customer Portal", "CUS", "Growth"), ("Design System", "DSY", "Mobile"), ("Partner API", "PTN", "Data"),
    ("Returns Portal", "RTN", "Payments"),
    ("Tax Engine", "TAX", "Payments"), ("Support Chatbot", "BOT", "Growth"),
    ("Mobile Wallet", "WAL", "Mobile"),
)
DEV_FIRST = ("Anika", "Bartosz", "Chen", "Dara", "Emeka", "Farah", "Gabriel", "Hiro", "Ines", "Joon", "Kasia",
             "Luca", "Meera", "Niamh", "Omar", "Petra", "Rafael", "Saanvi", "Tobias", "Wren")
DEV_LAST = ("Abara", "Brennan", "Castillo", "Dvorak", "Eklund", "Fujita", "Gupta", "Halvorsen", "Iyer",
            "Jovanovic", "Keane", "Lindgren", "Moreno", "Nakamura")
ROLES = {"backend": 68, "frontend": 62, "QA": 48, "devops": 72}
ISSUE_TYPES = {"bug": 5, "feature": 4, "chore": 2, "spike": 1}
PRIORITIES = {"low": 3, "medium": 5, "high": 3, "critical": 1}
VERBS = ("Fix", "Add", "Refactor", "Investigate", "Remove", "Speed up", "Document", "Migrate")
THINGS = ("login timeout", "CSV export", "retry logic", "dark mode", "rate limiter", "webhook handler",
          "date picker", "audit trail", "currency rounding", "search filters", "error banner", "cache layer")


def tracker() -> list[str]:
    rng = random.Random(7171)
    projects = []
    for n, (name, _, team) in enumerate(PROJECTS):
        new = n >= 27
        kicked = (_day(rng, datetime.date(2026, 10, 1), datetime.date(2026, 10, 28)) if new
                  else _day(rng, datetime.date(2022, 1, 10), datetime.date(2024, 6, 30)))
        state = "active" if new else rng.choices(("active", "on hold", "archived"), weights=(7, 2, 1))[0]
        projects.append((n + 1, name, team, kicked, state))
    devs = []
    for n, (first, last) in enumerate(_names(rng, DEV_FIRST, DEV_LAST, 42)):
        role = rng.choices(tuple(ROLES), weights=(5, 4, 2, 1))[0]
        level = rng.choices(("junior", "mid", "senior", "lead"), weights=(2, 4, 3, 1))[0]
        rate = ROLES[role] * {"junior": 0.7, "mid": 1.0, "senior": 1.3, "lead": 1.55}[level]
        rate += rng.choice((0, 2, 4))
        # developers 239-242 joined in autumn 2026 and have logged no time yet
        joined = (_day(rng, datetime.date(2026, 9, 1), datetime.date(2026, 10, 20)) if n >= 38
                  else _day(rng, datetime.date(2019, 3, 1), datetime.date(2023, 12, 31)))
        devs.append((201 + n, f"{first} {last}", role, level, float(round(rate)), joined))
    issues = []
    for n in range(320):
        p = n % 27 if n < 54 else rng.randrange(27)
        prefix = PROJECTS[p][1]
        kind = rng.choices(tuple(ISSUE_TYPES), weights=tuple(ISSUE_TYPES.values()))[0]
        prio = rng.choices(tuple(PRIORITIES), weights=tuple(PRIORITIES.values()))[0]
        opened = _day(rng, max(projects[p][3], datetime.date(2024, 1, 2)), datetime.date(2026, 9, 30))
        status = rng.choices(("open", "in progress", "in review", "done", "won't fix"),
                             weights=(3, 2, 1, 9, 1))[0]
        points = rng.choice((1, 2, 3, 3, 5, 5, 8, 13)) if kind != "spike" else rng.choice((1, 2, 3))
        issues.append([opened, p + 1, prefix, kind, prio, status, points,
                       f"{rng.choice(VERBS)} {rng.choice(THINGS)}"])
    issues.sort(key=lambda i: (i[0], i[1]))
    counters = {}
    rows = []
    for n, (opened, p, prefix, kind, prio, status, points, summary) in enumerate(issues):
        counters[prefix] = counters.get(prefix, 0) + 1
        key = f"{prefix}-{counters[prefix]}"
        rows.append((3001 + n, p, key, summary, kind, prio, status, points, opened))
    logs = []
    for n in range(400):
        issue = rows[rng.randrange(300)]  # the 20 most recent issues have no time logged
        dev = devs[rng.randrange(38)]
        day = _day(rng, issue[8], min(issue[8] + datetime.timedelta(days=60), datetime.date(2026, 10, 15)))
        logs.append((day, issue[0], dev[0], rng.choice((0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 7.5))))
    logs.sort()
    logs = [(50001 + n, i, d, day, h) for n, (day, i, d, h) in enumerate(logs)]
    return [
        "CREATE TABLE projects(project_id INTEGER PRIMARY KEY, project_name VARCHAR, team VARCHAR, "
        "kicked_off DATE, state VARCHAR)",
        "CREATE TABLE developers(developer_id INTEGER PRIMARY KEY, dev_name VARCHAR, role VARCHAR, "
        "seniority VARCHAR, hourly_rate DOUBLE, joined_on DATE)",
        "CREATE TABLE issues(issue_id INTEGER PRIMARY KEY, "
        "project_id INTEGER REFERENCES projects(project_id), "
        "issue_key VARCHAR, summary VARCHAR, issue_type VARCHAR, priority VARCHAR, status VARCHAR, "
        "story_points INTEGER, opened_on DATE)",
        "CREATE TABLE time_logs(log_id INTEGER PRIMARY KEY, issue_id INTEGER REFERENCES issues(issue_id), "
        "developer_id INTEGER REFERENCES developers(developer_id), logged_on DATE, hours DOUBLE)",
        _insert("projects", projects), _insert("developers", devs), _insert("issues", rows),
        _insert("time_logs", logs),
    ]


# ---------------------------------------------------------------------------------------------------- marina
PONTOONS = {"A": 11.0, "B": 13.5, "C": 16.0, "D": 22.0, "E": 30.0, "F": 14.0}  # max length; F opened Oct 2026
BOAT_WORDS = ("Sea", "Blue", "Wind", "Silver", "Morning", "Salty", "Wild", "Lucky", "Northern", "Golden",
              "Storm", "Quiet")
BOAT_NOUNS = ("Spray", "Heron", "Dancer", "Star", "Tern", "Spirit", "Whisper", "Rover", "Gull", "Lady",
              "Otter", "Wanderer")
BOAT_TYPES = {"sailing yacht": (8, 16), "motor cruiser": (7, 20), "catamaran": (10, 15), "RIB": (5, 9),
              "superyacht": (24, 30)}
FLAGS = ("United Kingdom", "France", "Netherlands", "Germany", "Ireland", "Belgium")
OWNER_FIRST = ("Alan", "Bridget", "Colin", "Deborah", "Gareth", "Helen", "Ian", "Janet", "Keith", "Linda",
               "Martin", "Sally")
OWNER_LAST = ("Abbott", "Blake", "Crowther", "Drummond", "Fenwick", "Gough", "Hollis", "Jarvis", "Kemp",
              "Lambert", "Marsh", "Pryce")


def marina() -> list[str]:
    rng = random.Random(8282)
    berths = []
    for pontoon, max_len in PONTOONS.items():
        for k in range(1, 8 if pontoon != "E" else 4):
            berths.append((len(berths) + 1, f"{pontoon}{k:02d}", pontoon, max_len,
                           rng.choice(("16A", "16A", "32A", "63A")) if pontoon in "DE" else "16A"))
    names = iter(f"{a} {b}" for a, b in _names(rng, BOAT_WORDS, BOAT_NOUNS, 130))
    owners = iter(f"{a} {b}" for a, b in _names(rng, OWNER_FIRST, OWNER_LAST, 130))
    boats = []
    for n in range(130):  # boats 121-130 have only bought fuel, never stayed
        kind = rng.choices(tuple(BOAT_TYPES), weights=(8, 5, 2, 3, 1))[0]
        loa = round(rng.uniform(*BOAT_TYPES[kind]), 1)
        boats.append((n + 1, next(names), kind, loa, next(owners), rng.choices(FLAGS, (8, 3, 2, 2, 2, 1))[0]))
    stays = []
    for n in range(380):
        boat = boats[rng.randrange(120)]
        fits = [b for b in berths if b[3] >= boat[3] and b[2] != "F"]
        berth = rng.choice(fits)
        arr = _day(rng, datetime.date(2024, 3, 1), datetime.date(2026, 10, 15))
        nts = rng.choice((1, 1, 2, 2, 3, 4, 7, 14)) if rng.random() < 0.9 else rng.choice((28, 30, 31))
        per_m = (3.1 if arr.month in (6, 7, 8) else 2.4) * (1.08 if arr.year == 2026 else 1.0)
        if nts >= 28:
            per_m *= 0.6
        sts = rng.choices(("departed", "cancelled", "no show", "in berth"), weights=(20, 2, 1, 0))[0]
        if arr >= datetime.date(2026, 10, 10) and sts == "departed":
            sts = "in berth"
        via = rng.choices(("online", "phone", "VHF radio", "walk-up"), weights=(6, 3, 2, 1))[0]
        rate = 0.0 if sts == "cancelled" else round(per_m * boat[3], 2)  # cancelled stays are not charged
        stays.append((arr, boat[0], berth[0], nts, rate, sts, via))
    stays.sort()
    stays = [(1 + n, b, be, a, nts, r, s, v) for n, (a, b, be, nts, r, s, v) in enumerate(stays)]
    fuel = []
    for n in range(260):
        boat = boats[rng.randrange(130)]
        petrol = boat[2] == "RIB" or (boat[2] == "motor cruiser" and rng.random() < 0.3)
        typ = "petrol" if petrol else "diesel"
        day = _day(rng, datetime.date(2024, 3, 1), datetime.date(2026, 10, 15))
        ltrs = float(rng.randint(15, 90) if boat[2] in ("RIB", "sailing yacht") else rng.randint(60, 450))
        price = (1.62 if typ == "petrol" else 1.48) + 0.06 * (day.year - 2024)
        price = round(price + rng.choice((0, 0.02, 0.04)), 2)
        fuel.append((day, boat[0], typ, ltrs, price))
    fuel.sort()
    fuel = [(9001 + n, b, d, t, l, p) for n, (d, b, t, l, p) in enumerate(fuel)]
    return [
        "CREATE TABLE berths(id INTEGER, berth_code VARCHAR, pontoon VARCHAR, max_loa_m DOUBLE, "
        "shore_power VARCHAR)",
        "CREATE TABLE boats(id INTEGER, boat_name VARCHAR, boat_type VARCHAR, loa_m DOUBLE, "
        "owner_name VARCHAR, flag VARCHAR)",
        "CREATE TABLE stays(id INTEGER, boat_id INTEGER, berth_id INTEGER, arr_dt DATE, nts INTEGER, "
        "rate_amt DOUBLE, stay_sts VARCHAR, booked_via VARCHAR)",
        "CREATE TABLE fuel_sales(id INTEGER, boat_id INTEGER, sale_dt DATE, fuel_typ VARCHAR, ltrs DOUBLE, "
        "price_per_ltr DOUBLE)",
        _insert("berths", berths), _insert("boats", boats), _insert("stays", stays),
        _insert("fuel_sales", fuel),
    ]


# ----------------------------------------------------------------------------------------------- recruitment
COMPANIES = (  # (name, sector, city); the last four signed terms in 2026 but have sent no vacancies
    ("Harrow & Finch LLP", "legal"),
    ("Northwind Logistics", "logistics"), ("Brightwater Health", "healthcare"),
    ("Kestrel Software", "technology"), ("Oakfield Building Society", "finance"),
    ("Meridian Insurance Brokers", "finance"),
    ("Pennine Foods", "manufacturing"), ("Copperleaf Retail", "retail"),
    ("St Luke's Hospice", "healthcare"),
    ("Atlas Data Systems", "technology"), ("Greystone Capital", "finance"),
    ("Linwood Engineering", "manufacturing"), ("Bluebell Care Homes", "healthcare"),
    ("Fernhill Council", "public sector"),
    ("Quayside Hotels", "hospitality"), ("Vantage Cloud", "technology"),
    ("Ravensworth Partners", "legal"), ("Thistle Energy", "manufacturing"), ("Marlow & Daughters", "retail"),
    ("Cobalt Payments", "technology"),
    ("Hallam University", "public sector"), ("Redbridge Housing", "public sector"),
    ("Silverline Couriers", "logistics"),
    ("Juniper Dental Group", "healthcare"), ("Orchard Accountants", "finance"),
    ("Wexford Print", "manufacturing"), ("Lumen Analytics", "technology"), ("Castleton Estates", "retail"),
    ("Ashdown Schools Trust", "public sector"),
    ("Pilgrim Brewery", "hospitality"), ("Foxglove Pharma", "healthcare"),
    ("Tidewater Ports", "logistics"), ("Hartwell Solicitors", "legal"), ("Elmstead Garden Centres", "retail"),
    ("Nimbus Robotics", "technology"), ("Greenway Transport", "logistics"),
)
CITIES = ("Leeds", "Manchester", "Sheffield", "York", "Bradford")
ROLES_BY_SPEC = {
    "accountancy": (("Accounts Assistant", 26000), ("Management Accountant", 48000),
                    ("Finance Manager", 62000)),
    "software": (("Junior Developer", 32000), ("Software Engineer", 55000), ("Engineering Manager", 85000)),
    "nursing": (("Staff Nurse", 33000), ("Ward Sister", 44000), ("Clinical Lead", 56000)),
    "sales": (("Sales Executive", 28000), ("Account Manager", 40000), ("Sales Director", 78000)),
    "admin": (("Receptionist", 23000), ("Office Manager", 34000), ("PA to CEO", 41000)),
}
SECTOR_SPECS = {"legal": ("admin", "accountancy"), "logistics": ("sales", "admin"),
                "healthcare": ("nursing", "admin"), "technology": ("software", "sales"),
                "finance": ("accountancy", "sales"), "manufacturing": ("accountancy", "sales", "admin"),
                "retail": ("sales", "admin"), "public sector": ("admin", "accountancy", "software"),
                "hospitality": ("admin", "sales")}
CAND_FIRST = ("Aaron", "Bethany", "Callum", "Danielle", "Ethan", "Faye", "Harvey", "Imogen", "Jordan",
              "Keira", "Liam", "Megan", "Nathan", "Paige", "Ryan", "Shannon", "Tyler", "Zara")
CAND_LAST = ("Armitage", "Booth", "Crossley", "Dawson", "Firth", "Greenwood", "Haigh", "Holroyd", "Kaur",
             "Lister", "Marshall", "Patel", "Sutcliffe", "Wainwright")


def recruitment() -> list[str]:
    rng = random.Random(9393)
    clients = [(f"CL0{310 + 7 * n}", name, sector, rng.choice(CITIES),
                _day(rng, datetime.date(2026, 1, 5), datetime.date(2026, 9, 30)) if n >= 32
                else _day(rng, datetime.date(2018, 1, 1), datetime.date(2023, 12, 31)))
               for n, (name, sector) in enumerate(COMPANIES)]
    candidates = []
    for n, (first, last) in enumerate(_names(rng, CAND_FIRST, CAND_LAST, 240)):
        candidates.append((f"C{40150 + 13 * n}", f"{first} {last}", rng.choice(tuple(ROLES_BY_SPEC)),
                           rng.choices(CITIES, (4, 3, 2, 1, 1))[0],
                           _day(rng, datetime.date(2023, 6, 1), datetime.date(2026, 6, 30))))
    vacancies = []
    for n in range(190):
        client = clients[rng.randrange(32)]
        spec = rng.choice(SECTOR_SPECS[client[2]])
        title, salary = rng.choice(ROLES_BY_SPEC[spec])
        posted = _day(rng, datetime.date(2024, 1, 8), datetime.date(2026, 9, 30))
        kind = rng.choices(("permanent", "fixed term"), weights=(4, 1))[0]
        status = rng.choices(("filled", "open", "withdrawn", "on hold"), weights=(12, 3, 2, 1))[0]
        if posted > datetime.date(2026, 7, 31) and status == "filled":
            status = "open"
        vacancies.append([posted, client[0], title, spec, kind, salary + 1000 * rng.randint(-3, 6), status])
    vacancies.sort()
    vacancies = [(f"J{p.year % 100}-{n + 101:04d}", c, t, s, k, sal, st)
                 + (p,) for n, (p, c, t, s, k, sal, st) in enumerate(vacancies)]
    placements = []
    for vac in vacancies:
        if vac[6] != "filled":
            continue
        pool = [c for c in candidates[:200] if c[2] == vac[3]]  # candidates 201-240 never placed
        cand = rng.choice(pool)
        start = vac[7] + datetime.timedelta(days=rng.randint(21, 70))
        agreed = float(vac[5] + 500 * rng.randint(-2, 4))
        fee = rng.choice((0.15, 0.18, 0.18, 0.2, 0.2, 0.22, 0.25)) if vac[4] == "permanent" else 0.12
        outcome = rng.choices(("started", "left in rebate period", "withdrew before start"),
                              weights=(14, 2, 1))[0]
        fee = 0.0 if outcome == "withdrew before start" else fee  # no fee when the candidate never started
        placements.append((start, vac[0], cand[0], agreed, fee, outcome))
    placements.sort()
    placements = [(601 + n, j, c, s, a, f, o) for n, (s, j, c, a, f, o) in enumerate(placements)]
    return [
        "CREATE TABLE clients(client_ref VARCHAR, company_name VARCHAR, sector VARCHAR, city VARCHAR, "
        "terms_signed DATE)",
        "CREATE TABLE candidates(cand_code VARCHAR, cand_name VARCHAR, specialism VARCHAR, "
        "home_city VARCHAR, registered DATE)",
        "CREATE TABLE vacancies(job_no VARCHAR, for_client VARCHAR, job_title VARCHAR, specialism VARCHAR, "
        "contract_type VARCHAR, salary INTEGER, vac_status VARCHAR, posted DATE)",
        "CREATE TABLE placements(placement_no INTEGER, job VARCHAR, placed_cand VARCHAR, start_date DATE, "
        "agreed_salary DOUBLE, fee_rate DOUBLE, outcome VARCHAR)",
        _insert("clients", clients), _insert("candidates", candidates), _insert("vacancies", vacancies),
        _insert("placements", placements),
    ]


SCHEMAS_J = {"tracker": tracker, "marina": marina, "recruitment": recruitment}
