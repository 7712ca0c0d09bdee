"""Three held-out workspaces for set K, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.

- vets (a group of veterinary practices): declared PRIMARY KEY / REFERENCES on same-named integer keys:
  `pets.owner_id` → `owners.owner_id`, `appointments.pet_id` → `pets.pet_id`, `appointments.vet_id` →
  `vets.vet_id`, `treatments.appt_id` → `appointments.appt_id`; owners named by `owner_name`, clinical staff
  (nurses too, despite the table's name) by `vet_name`, with a `role` ('vet' or 'nurse') and a `qual` code
  ('MRCVS' or 'RVN'); pets by `pet_name` (not unique); appointments at a TIMESTAMP `appt_ts` with
  `appt_status` codes 'done', 'cancelled' and 'DNA' (did not attend); what a visit was billed only as
  `treatments.qty × treatments.unit_price`, and only 'done' appointments have treatment lines.
- allotments (a community garden society): no declared keys, tables keyed by `id` with `<thing>_id` foreign
  keys (`plots.member_id`, NULL for a vacant plot; `weighings.plot_id`; `fees.plot_id`); members named by
  `full_name`, plots by `plot_no`; harvests as `weighings.kg` with a `crop`; a season's plot rent only as
  `plots.area_sqm × fees.rate_per_sqm` (across the join), its state in `fee_sts` ('paid', 'overdue',
  'waived') and `paid_dt` NULL unless paid.
- mobile (a mobile phone operator): no declared keys, natural text codes named unlike their targets:
  `subscribers.on_tariff` → `plans.tariff_code`, `calls.a_party`, `data_usage.user_line` and
  `topups.for_number` → `subscribers.msisdn` ('07700 9xxxxx'); subscribers named by `cust_name`, plans by
  `plan_name`; `acct_sts` codes 'ACT', 'SUS' (suspended) and 'PORT' (ported out); call charges only as
  `calls.bill_mins × plans.ppm_gbp` (two joins away), line rental as `plans.monthly_gbp`, top-ups as
  `topups.amt_gbp`, data in `mb_used`.

Written blind for set K (questions_k.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names


def _at(rng: random.Random, start: datetime.date, end: datetime.date, hours: tuple[int, int],
        minutes: tuple[int, ...] = (0, 15, 30, 45)) -> datetime.datetime:
    day = _day(rng, start, end)
    return datetime.datetime(day.year, day.month, day.day, rng.randint(*hours), rng.choice(minutes))


# ------------------------------------------------------------------------------------------------------ vets
TOWNS = ("Canterbury", "Ashford", "Whitstable", "Faversham", "Herne Bay")
BRANCHES = ("Canterbury", "Ashford", "Whitstable", "Faversham")
OWNER_FIRST = ("Alison", "Barry", "Carol", "Derek", "Elaine", "Frank", "Gillian", "Howard", "Irene", "Jason",
               "Karen", "Lee", "Maureen", "Neil", "Pauline", "Russell", "Sandra", "Trevor")
OWNER_LAST = ("Ashby", "Bishop", "Carter", "Dunn", "Elliott", "Fletcher", "Goddard", "Harding", "Ingram",
              "Jennings", "Knight", "Lowe", "Mercer", "Norris")
STAFF_FIRST = ("Aisha", "Bram", "Ciara", "Dominic", "Esme", "Felix", "Grace", "Hamish", "Isla", "Jonah",
               "Kavita", "Lorcan", "Maya", "Nikhil", "Orla", "Priya")
STAFF_LAST = ("Acheson", "Beaumont", "Chaudhry", "Doyle", "Everett", "Forsyth", "Greaves", "Hussain",
              "Irvine", "Kowalski")
PET_NAMES = ("Bella", "Max", "Luna", "Charlie", "Poppy", "Milo", "Daisy", "Teddy", "Willow", "Alfie",
             "Rosie", "Bear", "Molly", "Oscar", "Coco", "Buster", "Ruby", "Archie", "Tilly", "Loki", "Nala",
             "Pepper", "Biscuit", "Smudge", "Thumper", "Hazel", "Ziggy", "Sooty", "Maple", "Shelly")
SPECIES = {  # species: (weight, breeds, adult weight range in kg)
    "dog": (10, ("Labrador", "Cocker Spaniel", "Border Collie", "Staffie", "Dachshund", "Cockapoo"), (6, 38)),
    "cat": (8, ("Domestic Shorthair", "Maine Coon", "Siamese", "British Shorthair"), (3, 7)),
    "rabbit": (3, ("Lop", "Netherland Dwarf", "Rex"), (1, 4)),
    "guinea pig": (1, ("Abyssinian", "Teddy"), (0.7, 1.2)),
    "tortoise": (1, ("Hermann's", "Horsfield"), (0.5, 3)),
}
REASONS = {"vaccination": 6, "check-up": 5, "injury": 3, "dental": 2, "skin/ear": 3, "surgery": 1}
ITEMS = {  # reason: [(item, category, price in 2024)]
    "vaccination": [("Annual booster", "vaccine", 58.0), ("Kennel cough vaccine", "vaccine", 32.0),
                    ("Myxo/RHD vaccine", "vaccine", 49.0)],
    "check-up": [("Flea treatment", "medication", 14.5), ("Wormer tablet", "medication", 4.25),
                 ("Nail clip", "procedure", 12.0)],
    "injury": [("X-ray", "procedure", 185.0), ("Wound dressing", "procedure", 38.0),
               ("Painkiller (meloxicam)", "medication", 9.8), ("Antibiotic course", "medication", 21.0)],
    "dental": [("Scale and polish", "procedure", 295.0), ("Tooth extraction", "procedure", 120.0),
               ("Antibiotic course", "medication", 21.0)],
    "skin/ear": [("Ear drops", "medication", 17.5), ("Skin scrape", "lab test", 64.0),
                 ("Antibiotic course", "medication", 21.0)],
    "surgery": [("Neutering", "procedure", 260.0), ("Lump removal", "procedure", 340.0),
                ("Blood panel", "lab test", 96.0), ("Painkiller (meloxicam)", "medication", 9.8)],
}


def vets() -> list[str]:
    rng = random.Random(4646)
    owners = []
    for n, (first, last) in enumerate(_names(rng, OWNER_FIRST, OWNER_LAST, 150)):
        # owners 146-150 registered in June 2026 and have no pet on file yet
        joined = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 28)) if n >= 145
                  else _day(rng, datetime.date(2016, 1, 1), datetime.date(2025, 12, 31)))
        owners.append((n + 1, f"{first} {last}", rng.choices(TOWNS, weights=(5, 4, 3, 2, 2))[0], joined))
    staff = []
    for n, (first, last) in enumerate(_names(rng, STAFF_FIRST, STAFF_LAST, 34)):
        qual = rng.choices(("MRCVS", "RVN"), weights=(3, 2))[0]
        # staff 532-534 are locums who started in June 2026 and have seen nobody yet
        started = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 20)) if n >= 31
                   else _day(rng, datetime.date(2008, 9, 1), datetime.date(2023, 9, 30)))
        staff.append((501 + n, f"{first} {last}", "vet" if qual == "MRCVS" else "nurse", qual,
                      BRANCHES[n % 4] if n < 8 else rng.choice(BRANCHES), started))
    pets = []
    for n in range(200):
        owner = owners[n % 145] if n < 145 else owners[rng.randrange(145)]
        species = rng.choices(tuple(SPECIES), weights=tuple(v[0] for v in SPECIES.values()))[0]
        _, breeds, (low, high) = SPECIES[species]
        pets.append((1001 + n, owner[0], rng.choice(PET_NAMES), species, rng.choice(breeds),
                     _day(rng, datetime.date(2009, 1, 1), datetime.date(2025, 10, 31)),
                     round(rng.uniform(low, high), 1), rng.choice(("M", "F")), rng.choice(("Y", "Y", "N"))))
    appts = []
    for n in range(240):
        pet = pets[rng.randrange(186)]  # pets 1187-1200 have never been in
        vet = staff[rng.randrange(31)]
        reason = rng.choices(tuple(REASONS), weights=tuple(REASONS.values()))[0]
        if vet[3] == "RVN" and reason in ("surgery", "dental", "injury"):
            reason = rng.choice(("vaccination", "check-up"))  # nurses see the routine visits
        when = _at(rng, datetime.date(2024, 1, 2), datetime.date(2026, 6, 30), (8, 17))
        status = rng.choices(("done", "cancelled", "DNA"), weights=(16, 2, 1))[0]
        appts.append((when, pet[0], vet[0], reason, status, pet[3]))
    appts.sort()
    lines = []
    rows = []
    for n, (when, pet_id, vet_id, reason, status, species) in enumerate(appts):
        appt_id = 70001 + n
        rows.append((appt_id, pet_id, vet_id, when, reason, status))
        if status != "done":
            continue
        rise = 1.0 + 0.05 * (when.year - 2024)
        consult = 48.0 if reason != "vaccination" else 0.0  # the vaccine price includes the consultation
        if consult:
            lines.append((appt_id, "Consultation", "consultation", 1, round(consult * rise, 2)))
        choices = ITEMS[reason]
        if reason == "vaccination":
            choices = [choices[2]] if species == "rabbit" else choices[:2]
        for item, category, price in rng.sample(choices, 2 if len(choices) > 1 and rng.random() < 0.2 else 1):
            qty = rng.choice((1, 1, 1, 2, 3)) if category == "medication" else 1
            lines.append((appt_id, item, category, qty, round(price * rise, 2)))
    lines = [(900001 + n,) + line for n, line in enumerate(lines)]
    return [
        "CREATE TABLE owners(owner_id INTEGER PRIMARY KEY, owner_name VARCHAR, town VARCHAR, "
        "registered DATE)",
        "CREATE TABLE vets(vet_id INTEGER PRIMARY KEY, vet_name VARCHAR, role VARCHAR, qual VARCHAR, "
        "branch VARCHAR, start_date DATE)",
        "CREATE TABLE pets(pet_id INTEGER PRIMARY KEY, owner_id INTEGER REFERENCES owners(owner_id), "
        "pet_name VARCHAR, species VARCHAR, breed VARCHAR, dob DATE, weight_kg DOUBLE, sex VARCHAR, "
        "neutered VARCHAR)",
        "CREATE TABLE appointments(appt_id INTEGER PRIMARY KEY, pet_id INTEGER REFERENCES pets(pet_id), "
        "vet_id INTEGER REFERENCES vets(vet_id), appt_ts TIMESTAMP, reason VARCHAR, appt_status VARCHAR)",
        "CREATE TABLE treatments(tx_id INTEGER PRIMARY KEY, "
        "appt_id INTEGER REFERENCES appointments(appt_id), item VARCHAR, category VARCHAR, qty INTEGER, "
        "unit_price DOUBLE)",
        _insert("owners", owners), _insert("vets", staff), _insert("pets", pets),
        _insert("appointments", rows), _insert("treatments", lines),
    ]


# ------------------------------------------------------------------------------------------------ allotments
SITES = {"North Field": "NF", "Railway Side": "RS", "Church Lane": "CL", "Mill Meadow": "MM"}
MEMBER_FIRST = ("Arthur", "Brenda", "Clive", "Doreen", "Edwin", "Fiona", "Geoff", "Hilary", "Ivan", "Joyce",
                "Ken", "Lesley", "Malcolm", "Norma", "Phil", "Rita", "Stan", "Wendy")
MEMBER_LAST = ("Allotey", "Bramley", "Cox", "Dibble", "Eastwood", "Fairbrother", "Garside", "Hebden",
               "Ibbotson", "Jowett", "Kershaw", "Ledger")
CROPS = {  # crop: (weight, months it is picked, kg per weighing)
    "potatoes": (6, (7, 8, 9), (4, 22)), "onions": (3, (8, 9), (2, 9)),
    "runner beans": (4, (7, 8, 9), (1, 6)),
    "courgettes": (4, (6, 7, 8, 9), (1, 8)), "tomatoes": (4, (7, 8, 9, 10), (1, 7)),
    "squash": (2, (9, 10), (3, 14)), "raspberries": (2, (6, 7, 8), (0.4, 3)),
    "leeks": (2, (11, 12, 1, 2, 3), (1, 6)), "rhubarb": (2, (3, 4, 5), (1, 5)),
}
RATES = {2024: 0.40, 2025: 0.44, 2026: 0.48}  # rent per square metre a season; concessions pay half


def allotments() -> list[str]:
    rng = random.Random(5757)
    members = []
    for n, (first, last) in enumerate(_names(rng, MEMBER_FIRST, MEMBER_LAST, 78)):
        # members 73-78 joined in 2026 and are still waiting for a plot
        joined = (_day(rng, datetime.date(2026, 1, 10), datetime.date(2026, 5, 30)) if n >= 72
                  else _day(rng, datetime.date(1998, 3, 1), datetime.date(2023, 10, 31)))
        kind = rng.choices(("standard", "concession", "junior"), weights=(12, 5, 1))[0]
        members.append((n + 1, f"{first} {last}", kind, joined, rng.choice(("Y", "Y", "Y", "N"))))
    plots = []
    holders = list(range(1, 73)) + [rng.randint(1, 72) for _ in range(4)] + [None] * 6
    rng.shuffle(holders)
    numbers = {}
    for n, holder in enumerate(holders):
        site = rng.choices(tuple(SITES), weights=(4, 3, 2, 2))[0]
        numbers[site] = numbers.get(site, 0) + 1
        full = rng.choices((1.0, 0.5, 0.25), weights=(3, 4, 2))[0]  # a full, half or quarter plot
        area = float(round(full * rng.uniform(220, 280)))
        plots.append((n + 1, f"{SITES[site]}-{numbers[site]:02d}", site, area,
                      rng.choice(("Y", "N")) if site != "Mill Meadow" else "N", holder))
    let = [p for p in plots if p[5] is not None]
    weighed = let[:len(let) - 9]  # nine let plots have never had anything weighed in
    weighings = []
    for n in range(400):
        plot = rng.choice(weighed)
        crop = rng.choices(tuple(CROPS), weights=tuple(c[0] for c in CROPS.values()))[0]
        _, months, (low, high) = CROPS[crop]
        month = rng.choice(months)
        year = rng.choice((2024, 2025)) if month > 5 else rng.choice((2024, 2025, 2026))
        day = datetime.date(year, month, rng.randint(1, 28))
        weighings.append((day, plot[0], crop, round(rng.uniform(low, high) * plot[3] / 200, 2)))
    weighings.sort()
    weighings = [(1 + n, p, d, c, kg) for n, (d, p, c, kg) in enumerate(weighings)]
    fees = []
    kinds = {m[0]: m[2] for m in members}
    for season, rate in RATES.items():
        for plot in let:
            rate_here = rate / 2 if kinds[plot[5]] != "standard" else rate
            invoiced = datetime.date(season - 1, 10, 1) + datetime.timedelta(days=rng.randint(0, 20))
            sts = rng.choices(("paid", "overdue", "waived"), weights=(14, 2, 1))[0]
            paid = (invoiced + datetime.timedelta(days=rng.randint(3, 120))) if sts == "paid" else None
            fees.append((invoiced, plot[0], season, rate_here, sts, paid))
    fees.sort(key=lambda f: (f[2], f[0], f[1]))
    fees = [(501 + n, p, s, r, i, st, pd) for n, (i, p, s, r, st, pd) in enumerate(fees)]
    return [
        "CREATE TABLE members(id INTEGER, full_name VARCHAR, member_type VARCHAR, joined DATE, "
        "newsletter VARCHAR)",
        "CREATE TABLE plots(id INTEGER, plot_no VARCHAR, site VARCHAR, area_sqm DOUBLE, has_tap VARCHAR, "
        "member_id INTEGER)",
        "CREATE TABLE weighings(id INTEGER, plot_id INTEGER, wt_date DATE, crop VARCHAR, kg DOUBLE)",
        "CREATE TABLE fees(id INTEGER, plot_id INTEGER, season INTEGER, rate_per_sqm DOUBLE, invoiced DATE, "
        "fee_sts VARCHAR, paid_dt DATE)",
        _insert("members", members), _insert("plots", plots), _insert("weighings", weighings),
        _insert("fees", fees),
    ]


# ---------------------------------------------------------------------------------------------------- mobile
PLANS = (  # (name, type, monthly £, inclusive minutes, data GB, £ a minute outside the bundle)
    ("Pay As You Go Basic", "PAYG", 0.0, 0, 0.0, 0.12),
    ("Pay As You Go Plus", "PAYG", 0.0, 0, 0.0, 0.09),
    ("Talk & Text 10", "PAYG", 0.0, 0, 0.0, 0.08),
    ("Data Bundle 5GB", "PAYG", 0.0, 0, 5.0, 0.10),
    ("Big Bundle 20GB", "PAYG", 0.0, 0, 20.0, 0.10),
    ("Night Owl", "PAYG", 0.0, 0, 2.0, 0.15),
    ("SIM Only 4GB", "SIM only", 6.0, 500, 4.0, 0.05),
    ("SIM Only 12GB", "SIM only", 9.0, 1000, 12.0, 0.05),
    ("SIM Only 30GB", "SIM only", 12.0, 3000, 30.0, 0.04),
    ("SIM Only 60GB", "SIM only", 15.0, 5000, 60.0, 0.04),
    ("SIM Only Unlimited", "SIM only", 22.0, 10000, 500.0, 0.03),
    ("SIM Only Family", "SIM only", 18.0, 5000, 100.0, 0.03),
    ("Student 25GB", "SIM only", 8.0, 2000, 25.0, 0.05),
    ("Senior Saver", "SIM only", 5.0, 300, 1.0, 0.06),
    ("Handset Lite 24m", "handset contract", 24.0, 1000, 10.0, 0.05),
    ("Handset Plus 24m", "handset contract", 36.0, 3000, 50.0, 0.04),
    ("Handset Max 24m", "handset contract", 52.0, 10000, 500.0, 0.03),
    ("Handset Lite 36m", "handset contract", 19.0, 1000, 10.0, 0.05),
    ("Handset Plus 36m", "handset contract", 29.0, 3000, 50.0, 0.04),
    ("Handset Max 36m", "handset contract", 41.0, 10000, 500.0, 0.03),
    ("Business Essentials", "handset contract", 30.0, 5000, 20.0, 0.04),
    ("Business Unlimited", "handset contract", 45.0, 10000, 500.0, 0.02),
    ("Tablet Data 10GB", "SIM only", 10.0, 0, 10.0, 0.20),
    ("Tablet Data 50GB", "SIM only", 17.0, 0, 50.0, 0.20),
    ("Legacy Freedom 2019", "handset contract", 27.0, 2000, 8.0, 0.07),
    ("Legacy Talk 500", "SIM only", 7.5, 500, 1.0, 0.08),
    ("Legacy PAYG Classic", "PAYG", 0.0, 0, 0.0, 0.20),
    ("Roam Free Europe", "SIM only", 20.0, 3000, 40.0, 0.04),
    # launched in June 2026: nobody is on these yet
    ("5G Ultra 100GB", "SIM only", 16.0, 10000, 100.0, 0.03),
    ("5G Ultra Unlimited", "SIM only", 25.0, 10000, 500.0, 0.03),
    ("Kids Safe 2GB", "PAYG", 0.0, 0, 2.0, 0.10),
    ("Handset Flex 12m", "handset contract", 33.0, 3000, 30.0, 0.04),
)
REGIONS = ("London", "South East", "Midlands", "North West", "Scotland", "Wales")
CUST_FIRST = ("Abdul", "Bethan", "Craig", "Demi", "Emre", "Freya", "Gavin", "Hollie", "Imran", "Jade",
              "Kieran", "Leah", "Mohammed", "Niamh", "Owen", "Rhys", "Sophie", "Tomasz", "Yasmin", "Zac")
CUST_LAST = ("Ali", "Begum", "Campbell", "Davies", "Evans", "Fraser", "Griffiths", "Hughes", "Khan", "Lewis",
             "Murray", "Nowak", "Reid", "Stewart", "Thomas")
DESTS = {"UK mobile": 10, "UK landline": 4, "international": 2, "premium rate": 1, "voicemail": 1}
CHANNELS = {"app": 6, "shop": 2, "voucher": 2, "auto top-up": 3}


def mobile() -> list[str]:
    rng = random.Random(6868)
    plans = []
    for n, (name, kind, monthly, mins, gb, ppm) in enumerate(PLANS):
        launched = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 25)) if n >= 28
                    else _day(rng, datetime.date(2018, 1, 1), datetime.date(2024, 12, 31)))
        plans.append((f"TRF{3 * n + 104}", name, kind, monthly, mins, gb, ppm, launched))
    in_use = [p for p in plans[:28] if p[1] != "Legacy PAYG Classic"]  # nobody is left on Legacy PAYG Classic
    subs = []
    for n, (first, last) in enumerate(_names(rng, CUST_FIRST, CUST_LAST, 260)):
        plan = in_use[n % len(in_use)] if n < 54 else rng.choice(in_use)
        sts = rng.choices(("ACT", "SUS", "PORT"), weights=(14, 1, 2))[0]
        subs.append((f"07700 9{10007 + 337 * n:05d}",
                     f"{first} {last}", plan[0], rng.choices(REGIONS, weights=(5, 4, 3, 3, 2, 1))[0],
                     _day(rng, datetime.date(2019, 1, 1), datetime.date(2025, 12, 31)), sts))
    kinds = {p[0]: p[2] for p in plans}
    talkers = subs[:240]  # subscribers 241-260 never made a call
    calls = []
    for n in range(400):
        sub = rng.choice(talkers)
        start = _at(rng, datetime.date(2025, 1, 1), datetime.date(2026, 6, 30), (7, 22), tuple(range(60)))
        dest = rng.choices(tuple(DESTS), weights=tuple(DESTS.values()))[0]
        dur = rng.randint(20, 300) if rng.random() < 0.8 else rng.randint(300, 3600)
        if dest == "voicemail":
            dur = rng.randint(5, 60)
        calls.append((start, sub[0], dur, -(-dur // 60), dest))
    calls.sort()
    calls = [(f"CDR{800000 + 7 * n}", a, s, d, b, dest) for n, (s, a, d, b, dest) in enumerate(calls)]
    usage = []
    for n in range(400):
        sub = rng.choice(subs)
        day = _day(rng, datetime.date(2025, 1, 1), datetime.date(2026, 6, 30))
        net = rng.choices(("5G", "4G", "3G"), weights=(4, 6, 1))[0]
        roam = rng.choices(("Y", "N"), weights=(1, 9))[0]
        mb = round(rng.uniform(5, 900) * (2.5 if net == "5G" else 1.0), 1)
        usage.append((day, sub[0], mb, net, roam))
    usage.sort()
    usage = [(40001 + n, s, d, mb, net, r) for n, (d, s, mb, net, r) in enumerate(usage)]
    payg = [s for s in subs if kinds[s[2]] == "PAYG"]
    toppers = payg[:len(payg) - 5]  # five pay-as-you-go customers have never topped up
    topups = []
    for n in range(300):
        sub = rng.choice(toppers)
        when = _at(rng, datetime.date(2025, 1, 1), datetime.date(2026, 6, 30), (6, 23), tuple(range(60)))
        channel = rng.choices(tuple(CHANNELS), weights=tuple(CHANNELS.values()))[0]
        amount = 10.0 if channel == "auto top-up" else rng.choice((5.0, 10.0, 10.0, 15.0, 20.0, 30.0))
        topups.append((when, sub[0], amount, channel))
    topups.sort()
    topups = [(f"TU-{55000 + 3 * n}", s, w, a, c) for n, (w, s, a, c) in enumerate(topups)]
    return [
        "CREATE TABLE plans(tariff_code VARCHAR, plan_name VARCHAR, plan_type VARCHAR, monthly_gbp DOUBLE, "
        "incl_mins INTEGER, data_gb DOUBLE, ppm_gbp DOUBLE, launched DATE)",
        "CREATE TABLE subscribers(msisdn VARCHAR, cust_name VARCHAR, on_tariff VARCHAR, region VARCHAR, "
        "activated DATE, acct_sts VARCHAR)",
        "CREATE TABLE calls(call_ref VARCHAR, a_party VARCHAR, start_ts TIMESTAMP, dur_s INTEGER, "
        "bill_mins INTEGER, dest_type VARCHAR)",
        "CREATE TABLE data_usage(sess_no INTEGER, user_line VARCHAR, sess_date DATE, mb_used DOUBLE, "
        "rat VARCHAR, roaming VARCHAR)",
        "CREATE TABLE topups(tu_ref VARCHAR, for_number VARCHAR, tu_ts TIMESTAMP, amt_gbp DOUBLE, "
        "channel VARCHAR)",
        _insert("plans", plans), _insert("subscribers", subs), _insert("calls", calls),
        _insert("data_usage", usage), _insert("topups", topups),
    ]


SCHEMAS_K = {"vets": vets, "allotments": allotments, "mobile": mobile}
