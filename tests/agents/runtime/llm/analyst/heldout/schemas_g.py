"""Three held-out workspaces for set G, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- insurance: declared PRIMARY KEY / REFERENCES, keys of mixed style: `policies.holder_id` →
  `policyholders.holder_id`, `policies.agent_no` → `agents.agent_no`, `claims.policy_no` →
  `policies.policy_no` (a VARCHAR); holders named by `first_name` + `last_name`, agents by `agent_name`;
  written premium only as `monthly_premium × term_months`; claims with an amount claimed and an amount paid.
- sports: no declared keys, tables keyed by `id` with `<thing>_id` foreign keys, two of them to the same table
  (`matches.home_team_id` and `matches.away_team_id` → `teams.id`); gate receipts only as
  `attendance × ticket_price`; goals one row each, against a match and a player.
- energy: no declared keys, keyed by codes named unlike their columns: `meters.site` → `sites.site_code`,
  `meters.tariff` → `tariffs.tariff_ref`, `readings.meter` → `meters.serial_no`; cost only as
  `kwh × unit_rate` (readings → meters → tariffs).

Written blind for set G (questions_g.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _moment, _names

# ------------------------------------------------------------------------------------------------- insurance
AGENT_FIRST = ("Alison", "Brendan", "Chloe", "Declan", "Esther", "Fraser", "Gemma", "Hugo", "Ingrid", "Jonah")
AGENT_LAST = ("Ashworth", "Bramley", "Cartwright", "Dunmore", "Ellison", "Fairbairn")
HOLDER_FIRST = ("Aaron", "Beatrice", "Connor", "Delia", "Edward", "Fiona", "Gareth", "Hannah", "Isaac",
                "Joanna", "Kevin", "Louise", "Martin", "Natalie", "Owen", "Priya", "Rhys", "Samira")
HOLDER_LAST = ("Atkinson", "Barnes", "Chapman", "Dixon", "Ellis", "Fletcher", "Gibson", "Holmes", "Irving",
               "Jennings", "Knight", "Lawson", "Mason", "Nash")
BRANCHES = ("Leeds", "Bristol", "Norwich", "Exeter", "York")
HOLDER_CITIES = ("Leeds", "Bristol", "Norwich", "Exeter", "York", "Sheffield", "Bath", "Hull")
PRODUCTS = {  # product: (weight, monthly premium range, terms, causes of claim)
    "motor": (5, (28, 95), (12,), ("collision", "theft", "windscreen")),
    "home": (4, (15, 60), (12,), ("water damage", "fire", "burglary", "storm")),
    "travel": (2, (9, 25), (1, 12), ("medical", "lost luggage", "trip cancellation")),
    "pet": (2, (12, 45), (12,), ("illness", "injury")),
    "life": (1, (20, 80), (12, 24), ()),  # life policies never have a claim
}
CLAIM_SIZE = {"collision": (600, 7000), "theft": (900, 12000), "windscreen": (120, 450),
              "water damage": (800, 9000), "fire": (2500, 30000), "burglary": (400, 6000),
              "storm": (300, 5000), "medical": (200, 8000), "lost luggage": (80, 1200),
              "trip cancellation": (150, 2500), "illness": (90, 3000), "injury": (150, 4000)}
CUTOFF = datetime.date(2026, 11, 30)


def _months_after(day: datetime.date, months: int) -> datetime.date:
    year, month = divmod(day.month - 1 + months, 12)
    return datetime.date(day.year + year, month + 1, min(day.day, 28))


def insurance() -> list[str]:
    rng = random.Random(6060)
    agents = []
    for n, (first, last) in enumerate(_names(rng, AGENT_FIRST, AGENT_LAST, 30)):
        hired = (_day(rng, datetime.date(2026, 9, 1), datetime.date(2026, 11, 20)) if n >= 26
                 else _day(rng, datetime.date(2014, 1, 1), datetime.date(2024, 6, 30)))
        agents.append((101 + n, f"{first} {last}", BRANCHES[n % 5], hired))  # agents 127-130: no sales yet
    holders = []
    for n, (first, last) in enumerate(_names(rng, HOLDER_FIRST, HOLDER_LAST, 180)):
        holders.append((n + 1, first, last, rng.choice(HOLDER_CITIES),
                        _day(rng, datetime.date(2016, 1, 1), datetime.date(2026, 10, 31))))
    policies = []
    for n in range(260):
        product = rng.choices(tuple(PRODUCTS), weights=[p[0] for p in PRODUCTS.values()])[0]
        _, (low, high), terms, _ = PRODUCTS[product]
        start = _day(rng, datetime.date(2025, 1, 1), datetime.date(2026, 10, 31))
        term = rng.choice(terms)
        if _months_after(start, term) <= CUTOFF:
            status = rng.choices(("expired", "cancelled"), weights=(9, 1))[0]
        else:
            status = rng.choices(("active", "lapsed", "cancelled"), weights=(14, 3, 2))[0]
        policies.append((f"PN-{30417 + 11 * n}", rng.randint(1, 160), 101 + rng.randrange(26), product,
                         start, term, round(rng.uniform(low, high), 2), status))
    claims = []
    claimable = [p for p in policies if p[3] != "life"]
    for n in range(150):
        policy = rng.choice(claimable)
        end = min(_months_after(policy[4], policy[5]), CUTOFF)
        cause = rng.choice(PRODUCTS[policy[3]][3])
        claimed = round(rng.uniform(*CLAIM_SIZE[cause]), 2)
        status = rng.choices(("paid", "rejected", "open"), weights=(10, 2, 2))[0]
        paid = round(claimed * rng.choice((0.6, 0.75, 0.9, 1.0)), 2) if status == "paid" else 0.0
        claims.append((7001 + n, policy[0], _day(rng, policy[4], end), cause, claimed, paid, status))
    return [
        "CREATE TABLE agents(agent_no INTEGER PRIMARY KEY, agent_name VARCHAR, branch VARCHAR, "
        "hired_on DATE)",
        "CREATE TABLE policyholders(holder_id INTEGER PRIMARY KEY, first_name VARCHAR, last_name VARCHAR, "
        "city VARCHAR, customer_since DATE)",
        "CREATE TABLE policies(policy_no VARCHAR PRIMARY KEY, "
        "holder_id INTEGER REFERENCES policyholders(holder_id), "
        "agent_no INTEGER REFERENCES agents(agent_no), "
        "product VARCHAR, start_date DATE, term_months INTEGER, monthly_premium DOUBLE, status VARCHAR)",
        "CREATE TABLE claims(claim_id INTEGER PRIMARY KEY, policy_no VARCHAR REFERENCES policies(policy_no), "
        "reported_on DATE, cause VARCHAR, amount_claimed DOUBLE, amount_paid DOUBLE, status VARCHAR)",
        _insert("agents", agents), _insert("policyholders", holders), _insert("policies", policies),
        _insert("claims", claims),
    ]


# ---------------------------------------------------------------------------------------------------- sports
TEAMS = (  # (name, city, capacity); 1-14 Premier, 15-32 Championship, 29-32 promoted for 2027: no matches yet
    ("Ashford Rovers", "Ashford", 31000), ("Blackmoor United", "Blackmoor", 42000),
    ("Castlebridge City", "Castlebridge", 38500), ("Dunmere Athletic", "Dunmere", 27000),
    ("Eastholm Town", "Eastholm", 24500), ("Fenwick Wanderers", "Fenwick", 33000),
    ("Greystone Albion", "Greystone", 29000), ("Harrowgate Hotspur", "Harrowgate", 45000),
    ("Ironbridge Forest", "Ironbridge", 30500), ("Kingsmere FC", "Kingsmere", 26000),
    ("Lowther Rangers", "Lowther", 35500), ("Millbrook County", "Millbrook", 23000),
    ("Northcliffe Villa", "Northcliffe", 40000), ("Oakhaven Sporting", "Oakhaven", 28000),
    ("Penrith Vale", "Penrith", 16000), ("Queensport Argyle", "Queensport", 18500),
    ("Redhill Harriers", "Redhill", 14000), ("Saltmarsh United", "Saltmarsh", 12500),
    ("Thornbury Town", "Thornbury", 15500), ("Upton Park Athletic", "Upton", 17000),
    ("Westfield Rovers", "Westfield", 19000), ("Yarrow City", "Yarrow", 21000),
    ("Ambleside Borough", "Ambleside", 11000), ("Brackenridge FC", "Brackenridge", 13500),
    ("Coldwater Alexandra", "Coldwater", 10500), ("Dalby Swifts", "Dalby", 9800),
    ("Elmstead Celtic", "Elmstead", 12000), ("Foxley Orient", "Foxley", 14800),
    ("Glenholt Rangers", "Glenholt", 8500), ("Hawksmoor Town", "Hawksmoor", 9000),
    ("Ivybridge United", "Ivybridge", 7600), ("Jesmond Athletic", "Jesmond", 8200),
)
PLAYER_FIRST = ("Adam", "Bilal", "Callum", "Dario", "Emeka", "Florian", "Gustavo", "Harvey", "Ibrahim",
                "Jonas", "Kasper", "Leon", "Mateo", "Niklas", "Oliver", "Pablo", "Rafael", "Sami")
PLAYER_LAST = ("Abbott", "Bergstrom", "Costa", "Dembele", "Eze", "Ferreira", "Gallagher", "Hansen",
               "Iwobi", "Jovic", "Keller", "Lindgren", "Moreno")
COUNTRIES = ("England", "Scotland", "Wales", "Ireland", "France", "Spain", "Brazil", "Nigeria")
POSITIONS = ("goalkeeper", "defender", "defender", "midfielder", "midfielder", "forward", "forward")
SCORING = {"goalkeeper": 0, "defender": 1, "midfielder": 3, "forward": 6}


def sports() -> list[str]:
    rng = random.Random(9119)
    teams = [(n + 1, name, city, "Premier" if n < 14 else "Championship", capacity)
             for n, (name, city, capacity) in enumerate(TEAMS)]
    players, squads = [], {}
    for n, (first, last) in enumerate(_names(rng, PLAYER_FIRST, PLAYER_LAST, 7 * len(TEAMS))):
        team, position = n // 7 + 1, POSITIONS[n % 7]
        players.append((n + 1, f"{first} {last}", team, position, rng.choice(COUNTRIES), rng.randint(1, 40)))
        squads.setdefault(team, []).append((n + 1, position))
    matches, goals = [], []
    for match_id in range(1, 141):
        cup = rng.random() < 0.2
        pool = range(1, 29) if cup else range(1, 15) if rng.random() < 0.5 else range(15, 29)
        home, away = rng.sample(list(pool), 2)
        kickoff = _moment(rng, datetime.date(2025, 1, 4), datetime.date(2026, 11, 22), (12, 20))
        status = rng.choices(("played", "postponed", "abandoned"), weights=(30, 2, 1))[0]
        price = round(rng.uniform(32, 68) if home <= 14 else rng.uniform(16, 34), 0) + 0.5
        capacity = teams[home - 1][4]
        crowd = None if status == "postponed" else rng.randint(capacity // 2, capacity)
        scores = [None, None]
        if status == "played":
            scores = [rng.choices(range(6), weights=(24, 32, 24, 12, 6, 2))[0],
                      rng.choices(range(5), weights=(34, 34, 20, 9, 3))[0]]
            for team, count in ((home, scores[0]), (away, scores[1])):
                squad = squads[team]
                for _ in range(count):
                    scorer = rng.choices([p for p, _ in squad], weights=[SCORING[pos] for _, pos in squad])[0]
                    goals.append((len(goals) + 1, match_id, scorer, rng.randint(1, 90),
                                  rng.choices(("open play", "header", "penalty", "free kick"),
                                              weights=(12, 4, 2, 1))[0]))
        matches.append((match_id, home, away, kickoff, "cup" if cup else "league", status, scores[0],
                        scores[1], crowd, price))
    return [
        "CREATE TABLE teams(id INTEGER, name VARCHAR, city VARCHAR, division VARCHAR, "
        "stadium_capacity INTEGER)",
        "CREATE TABLE players(id INTEGER, full_name VARCHAR, team_id INTEGER, position VARCHAR, "
        "nationality VARCHAR, shirt_number INTEGER)",
        "CREATE TABLE matches(id INTEGER, home_team_id INTEGER, away_team_id INTEGER, kickoff TIMESTAMP, "
        "competition VARCHAR, status VARCHAR, home_score INTEGER, away_score INTEGER, attendance INTEGER, "
        "ticket_price DOUBLE)",
        "CREATE TABLE goals(id INTEGER, match_id INTEGER, player_id INTEGER, minute INTEGER, kind VARCHAR)",
        _insert("teams", teams), _insert("players", players), _insert("matches", matches),
        _insert("goals", goals),
    ]


# ---------------------------------------------------------------------------------------------------- energy
SITES = (  # (name, region, kind); 37-40 acquired late 2026, no meters fitted yet
    ("Leeds Kirkstall Depot", "North", "warehouse"), ("Leeds City Office", "North", "office"),
    ("York Minster Store", "North", "store"), ("Hull Docks Plant", "North", "plant"),
    ("Sheffield Attercliffe Works", "North", "plant"), ("Newcastle Quayside Office", "North", "office"),
    ("Durham Retail Park Store", "North", "store"), ("Preston Distribution Hub", "North", "warehouse"),
    ("Birmingham Digbeth Works", "Midlands", "plant"), ("Birmingham Colmore Office", "Midlands", "office"),
    ("Coventry Cross Store", "Midlands", "store"), ("Leicester Meridian Hub", "Midlands", "warehouse"),
    ("Nottingham Lace Market Office", "Midlands", "office"), ("Derby Pride Park Plant", "Midlands", "plant"),
    ("Stoke Etruria Store", "Midlands", "store"), ("Wolverhampton Depot", "Midlands", "warehouse"),
    ("London Canary Wharf Office", "South", "office"), ("London Park Royal Depot", "South", "warehouse"),
    ("Croydon High Street Store", "South", "store"), ("Reading Green Park Office", "South", "office"),
    ("Southampton Docks Hub", "South", "warehouse"), ("Brighton North Laine Store", "South", "store"),
    ("Slough Trading Estate Plant", "South", "plant"), ("Bristol Avonmouth Plant", "South", "plant"),
    ("Glasgow Clydeside Office", "Scotland", "office"), ("Glasgow Hillington Depot", "Scotland", "warehouse"),
    ("Edinburgh Leith Store", "Scotland", "store"), ("Aberdeen Altens Plant", "Scotland", "plant"),
    ("Dundee Waterfront Office", "Scotland", "office"), ("Inverness Longman Store", "Scotland", "store"),
    ("Cardiff Bay Office", "Wales", "office"), ("Swansea Enterprise Park Depot", "Wales", "warehouse"),
    ("Newport Celtic Plant", "Wales", "plant"), ("Wrexham Industrial Estate Hub", "Wales", "warehouse"),
    ("Bangor Castle Store", "Wales", "store"), ("Cardiff Queen Street Store", "Wales", "store"),
    ("Carlisle Kingmoor Depot", "North", "warehouse"), ("Milton Keynes Office", "Midlands", "office"),
    ("Exeter Sowton Store", "South", "store"), ("Perth Inveralmond Plant", "Scotland", "plant"),
)
SUPPLIERS = ("Northgrid", "Voltia", "Brightwell", "Ampere & Co", "Solent Energy")
USE = {"office": (900, 4200), "store": (1500, 6500), "warehouse": (2500, 9000), "plant": (6000, 21000)}


def energy() -> list[str]:
    rng = random.Random(4242)
    codes = [f"{name[:3].upper()}{10 + 7 * n:03d}" for n, (name, _, _) in enumerate(SITES)]
    sites = [(codes[n], name, region, kind, rng.randrange(400, 12001, 50))
             for n, (name, region, kind) in enumerate(SITES)]
    tariffs = []
    for s, supplier in enumerate(SUPPLIERS):
        for fuel, (low, high) in (("electricity", (0.19, 0.33)), ("gas", (0.052, 0.094))):
            for plan in ("fixed", "variable", "green"):
                ref = f"{supplier[:2].upper()}-{fuel[0].upper()}{plan[0].upper()}{24 + s}"
                tariffs.append((ref, f"{supplier} {plan.title()} {fuel.title()}", supplier, fuel, plan,
                                round(rng.uniform(low, high), 4), round(rng.uniform(0.28, 0.62), 3)))
    usable = {fuel: [t[0] for t in tariffs if t[3] == fuel][:12] for fuel in ("electricity", "gas")}
    meters = []
    for n in range(72):
        site = sites[n % 36] if n < 36 else sites[rng.randrange(36)]
        fuel = "electricity" if n < 36 or rng.random() < 0.4 else "gas"
        status = rng.choices(("live", "removed", "faulty"), weights=(12, 2, 1))[0] if n < 66 else "live"
        serial, tariff = f"{fuel[0].upper()}{rng.randint(10, 99)}K{40000 + 37 * n}", rng.choice(usable[fuel])
        fitted = (_day(rng, datetime.date(2018, 1, 1), datetime.date(2024, 12, 31)) if n < 66
                  else _day(rng, datetime.date(2026, 10, 15), datetime.date(2026, 11, 25)))
        meters.append((serial, site[0], fuel, tariff, fitted, status))
    kinds = {s[0]: s[3] for s in sites}
    readings = []
    for n in range(384):
        meter = meters[n % 66] if n < 132 else rng.choice(meters[:66])  # meters 67-72 fitted, never read
        low, high = USE[kinds[meter[1]]]
        kwh = rng.uniform(low, high) * (1.6 if meter[2] == "gas" else 1.0)
        readings.append((n + 1, meter[0], _day(rng, datetime.date(2025, 1, 1), datetime.date(2026, 10, 31)),
                         round(kwh, 1), rng.choices(("actual", "estimated", "smart"), weights=(5, 2, 6))[0]))
    readings.sort(key=lambda r: (r[2], r[1]))
    readings = [(100 + n,) + r[1:] for n, r in enumerate(readings)]
    return [
        "CREATE TABLE sites(site_code VARCHAR, site_name VARCHAR, region VARCHAR, kind VARCHAR, "
        "floor_area_m2 INTEGER)",
        "CREATE TABLE tariffs(tariff_ref VARCHAR, tariff_name VARCHAR, supplier VARCHAR, fuel VARCHAR, "
        "plan VARCHAR, unit_rate DOUBLE, standing_charge DOUBLE)",
        "CREATE TABLE meters(serial_no VARCHAR, site VARCHAR, fuel VARCHAR, tariff VARCHAR, fitted_on DATE, "
        "status VARCHAR)",
        "CREATE TABLE readings(reading_no INTEGER, meter VARCHAR, read_on DATE, kwh DOUBLE, "
        "read_type VARCHAR)",
        _insert("sites", sites), _insert("tariffs", tariffs), _insert("meters", meters),
        _insert("readings", readings),
    ]


SCHEMAS_G = {"insurance": insurance, "sports": sports, "energy": energy}
