"""Three held-out workspaces for set R, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Tuesday 30 June 2026, the day of the export.

- garden_centre (a family garden centre near Harrogate, North Yorkshire; pounds): declared PRIMARY KEY /
  REFERENCES on same-named integer keys: `products.supplier_id` → `suppliers.supplier_id` (NULL for the
  plants grown in the centre's own nursery), `sales.member_id` → `members.member_id` (NULL when the
  customer did not show a loyalty card), `sale_lines.sale_id` → `sales.sale_id`, `sale_lines.product_id` →
  `products.product_id`; products named by `product_name` (in a `dept`, `pot_size` NULL for anything that
  is not a potted plant, `rrp` today's shelf price, `cost_price` today's cost, `added_on`, `discontinued`
  a BOOLEAN), suppliers by `supplier_name` (of a `kind`, in a `region`, `rep_email` sometimes NULL),
  members by `member_name` (in a `town`, on a `tier` 'Green' (free) or 'Gold' (paid, 10% off), `email`
  sometimes NULL); a sale is a till transaction (`till` 'T1', 'T2', 'PLANT' the till in the plant area,
  'CAFE' the gift counter by the coffee shop, whose food and drink go through another system; `paid_by`
  'card', 'cash' or 'gift card', `status` 'complete', 'refunded' (money given back) or 'void' (rung up by
  mistake), `sold_at` a TIMESTAMP); takings only as `sale_lines.qty × unit_price` (the price charged,
  after a Gold member's 10% off: prices went up on 1 March 2026, so a 2025 line is cheaper than today's
  `rrp`); the new products added in June 2026 and the two discontinued ones never sold, some suppliers on
  the books supply none of the products, and the members who joined in June 2026 (and many others) never
  used their card.
- escape_rooms (a chain of escape-room venues in Texas; US dollars): no declared keys, tables keyed by `id`
  with `<thing>_id` foreign keys (`games.room_id`, `games.cust_id`, `games.gm_id` → `staff.id`) and
  abbreviated columns (`room_nm`, `loc`, `thm`, `diff` 1-5, `min_plyrs`, `max_plyrs`, `pp_cents`,
  `open_dt`, `actv`, `staff_nm`, `hire_dt`, `hrly_wage`, `term_dt`, `cust_nm`, `zip`, `src`, `created_ts`,
  `slot_ts`, `bkd_ts`, `plyrs`, `amt_cents`, `promo`, `sts`, `esc_min`, `hints`, `team_nm`); one row in
  `games` per booking of a room slot; `games.sts` 'ESC' (played and got out), 'FAIL' (played, ran out of
  time), 'NS' (no-show, still paid), 'CXL' (cancelled and refunded, `amt_cents` kept as what was booked)
  or 'BKD' (booked and paid for a slot after the export, in July 2026); `amt_cents` the whole booking's
  price in CENTS (`plyrs × rooms.pp_cents`, 20% off with a `promo` code), `esc_min` minutes taken to get
  out (NULL unless 'ESC'), `hints` (NULL unless played), `gm_id` the game master on the slot (NULL for
  'CXL' and 'BKD'), `team_nm` NULL when not given; `rooms.pp_cents` today's price per player in cents;
  staff `role` 'game master', 'lead' or 'manager' (managers never run games), `term_dt` NULL while
  employed; two rooms opened in June 2026 and the room closed for a refit have no games, some staff never
  ran one, and many customers (signed up for the newsletter or bought a gift card) never booked.
- grooming (a dog grooming salon in Northcote, Melbourne; Australian dollars): no declared keys, natural
  text codes named unlike their targets: `dogs.owner` → `owners.client_ref`, `appointments.pet` →
  `dogs.dog_tag`, `appointments.treatment` → `services.svc_code`, `shop_sales.client` →
  `owners.client_ref` (NULL for a walk-in); owners named by `owner_nm` (in a `suburb`, `mobile` sometimes
  NULL), dogs by `dog_name` (names repeat: there are several Peanuts and Ziggys), of a `breed`, a `size`
  'S', 'M', 'L' or 'XL' and a `coat`, `dob` NULL when unknown (rescues), `registered` the day the dog joined
  the books; a service (`svc_name`) has one row per dog `size` (`svc_code` like 'FG-M', `price_aud`
  today's price, raised on 1 February 2026, `mins` booked, `active` FALSE for teeth brushing, dropped at
  the end of February 2026, `on_menu_since` a DATE); appointments keyed by `appt_no`, `groomer` a first
  name, `start_at` a TIMESTAMP, `state` 'done', 'no_show', 'cancelled' or 'booked' (a day after the
  export), `charged_aud` what was charged (the service's price then, plus a de-matting surcharge on some,
  30.00 as the no-show fee, NULL for 'cancelled' and 'booked'), `tip_aud` NULL when no tip; the shop sells
  grooming products and treats as `shop_sales.qty × each_aud` (one row a line of a `receipt`, of a `cat`);
  the blueberry facial added in June 2026 and a few other size bands of services were never booked, the
  dogs registered in June 2026 and some others never came in, and many owners never bought anything from
  the shop.

Written blind for set R (questions_r.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert
from tests.agents.runtime.llm.analyst.heldout.schemas_f import _names

TODAY = datetime.date(2026, 6, 30)


def _at(rng: random.Random, day: datetime.date, hours=(9, 17), minutes=range(60)) -> datetime.datetime:
    return datetime.datetime(day.year, day.month, day.day, rng.randint(*hours), rng.choice(minutes))


# -------------------------------------------------------------------------------------------- garden_centre
GC_SUPPLIERS = (  # (name, kind, region); Kelways, Primrose Hill and the last four supply none of the products
    ("Johnsons of Whixley", "nursery", "Yorkshire"), ("Hardy's Cottage Garden Plants", "nursery", "South"),
    ("Hillier Nurseries", "nursery", "South"), ("Darby Nursery Stock", "nursery", "East"),
    ("Ashwood Nurseries", "nursery", "Midlands"), ("Pinetum Plants", "nursery", "Yorkshire"),
    ("Fargro Houseplants", "wholesaler", "South"), ("Kelways", "nursery", "South"),
    ("Thompson & Morgan", "seed house", "East"), ("Mr Fothergill's", "seed house", "East"),
    ("Taylors Bulbs", "seed house", "East"), ("Westland Horticulture", "manufacturer", "Midlands"),
    ("Melcourt Industries", "manufacturer", "South"), ("Vitax", "manufacturer", "Midlands"),
    ("Miracle-Gro UK", "manufacturer", "South"), ("Spear & Jackson", "manufacturer", "Yorkshire"),
    ("Burgon & Ball", "manufacturer", "Yorkshire"), ("Kent & Stowe", "wholesaler", "South"),
    ("Hozelock", "manufacturer", "Midlands"), ("Bramblecrest", "wholesaler", "Midlands"),
    ("Smart Garden Products", "wholesaler", "South"), ("Peckover Pots", "wholesaler", "East"),
    ("CJ Wildlife", "manufacturer", "Midlands"), ("Wax Lyrical", "manufacturer", "North West"),
    ("Gisela Graham", "wholesaler", "South"), ("Wild & Wolf", "wholesaler", "North West"),
    ("Yorkshire Bark Supplies", "manufacturer", "Yorkshire"), ("Dalesway Trees", "nursery", "Yorkshire"),
    ("Boddingtons Seeds", "seed house", "East"), ("Primrose Hill Growers", "nursery", "North West"),
    ("Pennine Stone", "manufacturer", "Yorkshire"), ("Coolings Wholesale", "wholesaler", "South"),
    ("Bransford Webbs", "nursery", "Midlands"), ("Suttons Seeds", "seed house", "South"),
    ("Fellside Tool Company", "manufacturer", "North West"),
    ("Dales Log & Kindling", "manufacturer", "Yorkshire"),
)
GC_PRODUCTS = (  # (name, dept, rrp today, pot, supplier index or None for own-grown, season)
    ("Lavender 'Hidcote'", "Plants", 8.99, "2L", None, "summer"),
    ("Rosemary 'Miss Jessopp'", "Plants", 6.49, "1L", None, "all"),
    ("Geranium 'Rozanne'", "Plants", 14.99, "3L", 1, "summer"),
    ("Hosta 'June'", "Plants", 9.99, "2L", 4, "summer"),
    ("Acer palmatum 'Bloodgood'", "Plants", 49.99, "10L", 2, "all"),
    ("Clematis 'Nelly Moser'", "Plants", 16.99, "3L", 3, "summer"),
    ("Rose 'Gertrude Jekyll'", "Plants", 24.99, "4L", 0, "summer"),
    ("Hebe 'Rosie'", "Plants", 8.49, "2L", 0, "all"),
    ("Buxus Ball 30cm", "Plants", 24.99, "5L", 2, "all"),
    ("Begonia Bedding 6-pack", "Plants", 3.99, None, None, "summer"),
    ("Petunia Bedding 6-pack", "Plants", 3.99, None, None, "summer"),
    ("Bedding Geranium", "Plants", 2.49, "10.5cm", None, "summer"),
    ("Fuchsia 'Tom Thumb'", "Plants", 4.99, "1L", None, "summer"),
    ("Strawberry 'Elsanta'", "Plants", 2.99, "9cm", None, "summer"),
    ("Tomato 'Gardener's Delight'", "Plants", 2.49, "9cm", None, "summer"),
    ("Apple Tree 'Braeburn'", "Plants", 34.99, "12L", 27, "all"),
    ("Hydrangea 'Annabelle'", "Plants", 22.99, "5L", 5, "summer"),
    ("Olive Tree Standard", "Plants", 89.99, "20L", 31, "all"),
    ("Bamboo Fargesia", "Plants", 39.99, "10L", 5, "all"),
    ("Monstera Deliciosa", "Plants", 19.99, "17cm", 6, "all"),
    ("Peace Lily", "Plants", 9.99, "12cm", 6, "all"),
    ("Phalaenopsis Orchid", "Plants", 14.99, "12cm", 6, "all"),
    ("Heather Mixed", "Plants", 3.49, "1L", None, "autumn"),
    ("Winter Pansy 6-pack", "Plants", 3.49, None, None, "autumn"),
    ("Cyclamen", "Plants", 3.99, "10.5cm", None, "autumn"),
    ("Poinsettia", "Plants", 7.99, "13cm", 6, "xmas"),
    ("Nordmann Fir 6ft (cut)", "Plants", 54.99, None, 27, "xmas"),
    ("Box Hedging Bare Root x10", "Plants", 29.99, None, 3, "autumn"),
    ("Snake Plant", "Plants", 12.99, "14cm", 6, "all"),
    ("Japanese Anemone", "Plants", 9.99, "2L", 1, "summer"),
    ("Sweet Pea 'Spencer Mix' seeds", "Seeds & Bulbs", 2.99, None, 8, "spring"),
    ("Carrot 'Autumn King' seeds", "Seeds & Bulbs", 1.99, None, 9, "spring"),
    ("Runner Bean 'Enorma' seeds", "Seeds & Bulbs", 2.49, None, 9, "spring"),
    ("Wildflower Meadow Mix", "Seeds & Bulbs", 4.99, None, 8, "spring"),
    ("Seed Potatoes 'Charlotte' 2kg", "Seeds & Bulbs", 5.99, None, 28, "spring"),
    ("Onion Sets 'Sturon' 100", "Seeds & Bulbs", 2.99, None, 28, "spring"),
    ("Tulip 'Queen of Night' x25", "Seeds & Bulbs", 8.99, None, 10, "autumn"),
    ("Daffodil 'Tete-a-Tete' x30", "Seeds & Bulbs", 6.99, None, 10, "autumn"),
    ("Allium 'Purple Sensation' x10", "Seeds & Bulbs", 5.99, None, 10, "autumn"),
    ("Crocus Mixed x50", "Seeds & Bulbs", 4.99, None, 10, "autumn"),
    ("Basil seeds", "Seeds & Bulbs", 1.99, None, 9, "spring"),
    ("Lawn Seed Hard Wearing 1kg", "Seeds & Bulbs", 12.99, None, 11, "spring"),
    ("Multipurpose Compost 50L", "Compost & Care", 7.99, None, 11, "all"),
    ("John Innes No.2 25L", "Compost & Care", 6.99, None, 11, "all"),
    ("Ericaceous Compost 40L", "Compost & Care", 8.49, None, 12, "all"),
    ("Bark Mulch 70L", "Compost & Care", 9.99, None, 26, "all"),
    ("Growmore 1.5kg", "Compost & Care", 5.49, None, 13, "spring"),
    ("Tomato Feed 1L", "Compost & Care", 6.99, None, 14, "summer"),
    ("Slug Pellets Organic 800g", "Compost & Care", 7.49, None, 13, "spring"),
    ("Rose Food 1kg", "Compost & Care", 6.49, None, 13, "spring"),
    ("Lawn Feed Weed & Moss 100m2", "Compost & Care", 14.99, None, 11, "spring"),
    ("Chicken Manure Pellets 3.5kg", "Compost & Care", 7.99, None, 13, "all"),
    ("Houseplant Feed 250ml", "Compost & Care", 4.49, None, 14, "all"),
    ("Stainless Trowel", "Tools", 16.99, None, 15, "all"),
    ("Hand Fork", "Tools", 16.99, None, 15, "all"),
    ("Felco No.2 Secateurs", "Tools", 59.99, None, 17, "all"),
    ("Bypass Loppers", "Tools", 34.99, None, 15, "all"),
    ("Border Spade", "Tools", 39.99, None, 15, "all"),
    ("Hose Reel 30m", "Tools", 49.99, None, 18, "summer"),
    ("Watering Can 10L", "Tools", 14.99, None, 17, "all"),
    ("Kneeler Pad", "Tools", 9.99, None, 16, "all"),
    ("Gardening Gloves", "Tools", 8.99, None, 16, "all"),
    ("Spring-tine Rake", "Tools", 24.99, None, 15, "spring"),
    ("Hedge Shears", "Tools", 29.99, None, 16, "summer"),
    ("Bistro Set Rattan", "Outdoor Living", 249.00, None, 19, "summer"),
    ("Parasol 2.7m", "Outdoor Living", 79.99, None, 19, "summer"),
    ("Hanging Bird Feeder", "Outdoor Living", 12.99, None, 22, "all"),
    ("Bird Table Oak", "Outdoor Living", 69.99, None, 22, "all"),
    ("Wild Bird Seed 2kg", "Outdoor Living", 6.99, None, 22, "all"),
    ("Fire Pit Bowl", "Outdoor Living", 119.00, None, 20, "autumn"),
    ("Solar String Lights", "Outdoor Living", 19.99, None, 20, "all"),
    ("Terracotta Pot 40cm", "Outdoor Living", 29.99, None, 21, "all"),
    ("Glazed Pot Blue 35cm", "Outdoor Living", 34.99, None, 21, "all"),
    ("Raised Bed Kit", "Outdoor Living", 59.99, None, 20, "spring"),
    ("Garden Bench 3-seat", "Outdoor Living", 189.00, None, 19, "summer"),
    ("Yorkshire Stone Bird Bath", "Outdoor Living", 95.00, None, 30, "all"),
    ("Soy Candle 'Greenhouse'", "Gifts", 18.00, None, 23, "all"),
    ("Gardener's Gift Tin", "Gifts", 22.50, None, 25, "all"),
    ("Jigsaw 'Cottage Garden' 1000pc", "Gifts", 16.99, None, 25, "all"),
    ("Robin Mug", "Gifts", 9.99, None, 24, "all"),
    ("Christmas Bauble Set", "Gifts", 14.99, None, 24, "xmas"),
    ("Wall Calendar", "Gifts", 10.99, None, 25, "xmas"),
    ("Gift Card Holder", "Gifts", 1.50, None, 24, "all"),
    # discontinued in 2024: never sold since the export began
    ("Peat Compost 60L", "Compost & Care", 6.49, None, 11, "all"),
    ("Metaldehyde Slug Pellets", "Compost & Care", 4.99, None, 13, "spring"),
    # the new lines added in June 2026
    ("Agapanthus 'Navy Blue'", "Plants", 17.99, "3L", 0, "new"),
    ("Salvia 'Hot Lips'", "Plants", 9.49, "2L", None, "new"),
    ("Cordless Lawn Edger", "Tools", 69.99, None, 18, "new"),
    ("Outdoor Cushion Set", "Outdoor Living", 45.00, None, 19, "new"),
    ("Beeswax Wraps", "Gifts", 12.00, None, 24, "new"),
)
GC_SEASONS = {"all": range(1, 13), "summer": range(4, 9), "spring": range(2, 6), "autumn": range(9, 12),
              "xmas": (11, 12)}
GC_MONTH_WEIGHT = {1: 2, 2: 3, 3: 6, 4: 9, 5: 10, 6: 8, 7: 6, 8: 5, 9: 5, 10: 4, 11: 4, 12: 5}
GC_FIRST = ("Alan", "Barbara", "Carol", "David", "Eileen", "Frank", "Gillian", "Harry", "Irene", "Jean",
            "Keith", "Linda", "Margaret", "Neil", "Pauline", "Richard", "Susan", "Trevor", "Wendy", "Yvonne")
GC_LAST = ("Atkinson", "Brown", "Clough", "Dawson", "Eastwood", "Firth", "Greenwood", "Holmes", "Ingham",
           "Kershaw", "Lister", "Moorhouse", "Naylor", "Outhwaite", "Pickles", "Sutcliffe")
GC_TOWNS = ("Harrogate", "Knaresborough", "Ripon", "Wetherby", "Pateley Bridge", "Leeds")


def garden_centre() -> list[str]:
    rng = random.Random(8181)
    suppliers = []
    for n, (name, kind, region) in enumerate(GC_SUPPLIERS):
        handle = "".join(ch for ch in name.split()[0].lower() if ch.isalpha())
        email = None if rng.random() < 0.25 else f"orders@{handle}.co.uk"
        suppliers.append((n + 1, name, kind, region, email,
                          _day(rng, datetime.date(2008, 3, 1), datetime.date(2024, 9, 30))))
    products = []
    for n, (name, dept, rrp, pot, sup, season) in enumerate(GC_PRODUCTS):
        added = (_day(rng, datetime.date(2026, 6, 2), datetime.date(2026, 6, 26)) if season == "new"
                 else _day(rng, datetime.date(2015, 1, 1), datetime.date(2024, 10, 31)))
        margin = rng.uniform(0.35, 0.5) if sup is None else rng.uniform(0.5, 0.65)
        products.append((n + 1, name, dept, None if sup is None else sup + 1, rrp, round(rrp * margin, 2),
                         pot,
                         added, "Peat" in name or "Metaldehyde" in name))
    members = []
    for n, (first, last) in enumerate(_names(rng, GC_FIRST, GC_LAST, 230)):
        joined = (_day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 29)) if n >= 218
                  else _day(rng, datetime.date(2017, 4, 1), datetime.date(2026, 5, 31)))
        tier = "Gold" if rng.random() < 0.25 else "Green"
        email = None if rng.random() < 0.14 else f"{first[0]}{last}{rng.randint(1, 99)}@example.co.uk".lower()
        members.append((n + 1, f"{first} {last}", rng.choices(GC_TOWNS, weights=(10, 5, 4, 3, 1, 2))[0], tier,
                        joined, email))
    shoppers = [m for m in members[:218] if rng.random() < 0.8]
    keen = [rng.choice((1, 1, 2, 3)) for _ in shoppers]
    sellable = [p for p in products if not p[8] and p[7] < datetime.date(2025, 1, 1)]
    season_of = {p[0]: GC_PRODUCTS[p[0] - 1][5] for p in products}
    months = [(y, m) for y in (2025, 2026) for m in range(1, 13) if (y, m) <= (2026, 6)]
    sales, lines = [], []
    while len(lines) < 392:
        year, month = rng.choices(months, weights=[GC_MONTH_WEIGHT[m] for _, m in months])[0]
        first = datetime.date(year, month, 1)
        last = (datetime.date(year + month // 12, month % 12 + 1, 1) - datetime.timedelta(days=1))
        day = _day(rng, first, min(last, TODAY))
        if day.month == 12 and day.day in (25, 26) or day.month == 1 and day.day == 1:
            continue  # closed
        plant_till = 5 if month in range(3, 9) else 1
        till = rng.choices(("T1", "T2", "PLANT", "CAFE"), weights=(6, 4, plant_till, 3))[0]
        hours = (10, 15) if day.weekday() == 6 else (9, 16)
        sold = _at(rng, day, hours)
        member = rng.choices(shoppers, weights=keen)[0] if rng.random() < 0.58 else None
        if member is not None and member[4] > day:
            member = None
        if till == "CAFE":
            stock = [p for p in sellable if p[2] == "Gifts"]
        elif till == "PLANT":
            stock = [p for p in sellable if p[2] in ("Plants", "Seeds & Bulbs", "Compost & Care")]
        else:
            stock = sellable
        stock = [p for p in stock if month in GC_SEASONS[season_of[p[0]]]]
        basket = []
        in_season = [1 if season_of[p[0]] == "all" else 4 for p in stock]
        for _ in range(rng.choices((1, 2, 3), weights=(6, 3, 1))[0]):
            p = rng.choices(stock, weights=in_season)[0]
            if any(b[0] == p[0] for b in basket):
                continue
            qty = (rng.randint(1, 6) if p[4] < 5 else rng.choice((1, 1, 1, 2, 3)) if p[4] < 30 else 1)
            price = p[4] if day >= datetime.date(2026, 3, 1) else round(p[4] / 1.06, 2)
            if member is not None and member[3] == "Gold":
                price = round(price * 0.9, 2)
            basket.append((p[0], qty, price))
        status = rng.choices(("complete", "refunded", "void"), weights=(93, 4, 3))[0]
        paid_by = rng.choices(("card", "cash", "gift card"), weights=(14, 4, 1))[0]
        sales.append((sold, None if member is None else member[0], till, paid_by, status, basket))
        lines.extend([None] * len(basket))
    sales.sort(key=lambda s: s[0])
    out_sales, lines = [], []
    for n, (sold, member, till, paid_by, status, basket) in enumerate(sales):
        sale_id = 40001 + n
        out_sales.append((sale_id, member, till, sold, paid_by, status))
        lines.extend((sale_id, pid, qty, price) for pid, qty, price in basket)
    lines = [(n + 1,) + line for n, line in enumerate(lines)]
    return [
        "CREATE TABLE suppliers(supplier_id INTEGER PRIMARY KEY, supplier_name VARCHAR, kind VARCHAR, "
        "region VARCHAR, rep_email VARCHAR, account_opened DATE)",
        "CREATE TABLE products(product_id INTEGER PRIMARY KEY, product_name VARCHAR, dept VARCHAR, "
        "supplier_id INTEGER REFERENCES suppliers(supplier_id), rrp DOUBLE, cost_price DOUBLE, "
        "pot_size VARCHAR, added_on DATE, discontinued BOOLEAN)",
        "CREATE TABLE members(member_id INTEGER PRIMARY KEY, member_name VARCHAR, town VARCHAR, "
        "tier VARCHAR, joined_on DATE, email VARCHAR)",
        "CREATE TABLE sales(sale_id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(member_id), "
        "till VARCHAR, sold_at TIMESTAMP, paid_by VARCHAR, status VARCHAR)",
        "CREATE TABLE sale_lines(line_id INTEGER PRIMARY KEY, sale_id INTEGER REFERENCES sales(sale_id), "
        "product_id INTEGER REFERENCES products(product_id), qty INTEGER, unit_price DOUBLE)",
        _insert("suppliers", suppliers), _insert("products", products), _insert("members", members),
        _insert("sales", out_sales), _insert("sale_lines", lines),
    ]


# --------------------------------------------------------------------------------------------- escape_rooms
ROOMS = (  # (name, location, theme, difficulty, min, max, price per player in cents)
    ("The Vault", "Austin Downtown", "heist", 4, 2, 6, 3999),
    ("Asylum Ward 13", "Austin Downtown", "horror", 5, 3, 8, 4299),
    ("Pharaoh's Curse", "Austin Downtown", "adventure", 3, 2, 8, 3699),
    ("Speakeasy 1927", "Austin Downtown", "mystery", 2, 2, 10, 3499),
    ("Moonbase Omega", "Austin Downtown", "sci-fi", 4, 2, 6, 3999),
    ("The Wizard's Tower", "Austin Downtown", "fantasy", 3, 2, 8, 3699),
    ("Cabin in the Pines", "Austin Domain", "horror", 4, 2, 6, 3999),
    ("Casino Royale Heist", "Austin Domain", "heist", 3, 3, 10, 3699),
    ("Sherlock's Study", "Austin Domain", "mystery", 3, 2, 6, 3699),
    ("Lost Temple", "Austin Domain", "adventure", 2, 2, 8, 3299),
    ("Dragon's Hoard", "Austin Domain", "fantasy", 5, 3, 6, 4299),
    ("The Alamo Files", "San Antonio", "mystery", 3, 2, 8, 3499),
    ("Ghost Ship", "San Antonio", "horror", 4, 3, 8, 3799),
    ("Bank Job", "San Antonio", "heist", 2, 2, 6, 3299),
    ("Mission to Mars", "San Antonio", "sci-fi", 4, 2, 6, 3799),
    ("Jungle Expedition", "San Antonio", "adventure", 1, 2, 10, 2999),
    ("Haunted Hacienda", "Houston Heights", "horror", 5, 3, 8, 4199),
    ("Art Heist", "Houston Heights", "heist", 3, 2, 6, 3699),
    ("Mission Control", "Houston Heights", "sci-fi", 3, 2, 8, 3699),
    ("The Detective Agency", "Houston Heights", "mystery", 2, 2, 8, 3299),
    ("Pirate's Cove", "Houston Heights", "adventure", 2, 2, 10, 3299),
    ("Enchanted Forest", "Houston Heights", "fantasy", 1, 2, 8, 2999),
    ("Murder at the Manor", "Dallas Deep Ellum", "mystery", 4, 3, 8, 3999),
    ("Prison Break", "Dallas Deep Ellum", "heist", 4, 2, 6, 3999),
    ("The Crypt", "Dallas Deep Ellum", "horror", 5, 3, 6, 4299),
    ("Time Machine", "Dallas Deep Ellum", "sci-fi", 3, 2, 8, 3699),
    ("Gold Rush", "Fort Worth", "adventure", 2, 2, 10, 3299),
    ("Stockyards Showdown", "Fort Worth", "heist", 3, 2, 8, 3499),
    ("The Witch's Cottage", "Fort Worth", "fantasy", 3, 2, 6, 3499),
    ("Submarine Sabotage", "Fort Worth", "sci-fi", 4, 3, 8, 3799),
    # closed for a refit since 2024, and the two rooms opened in June 2026
    ("Toy Factory", "Fort Worth", "adventure", 1, 2, 8, 2999),
    ("Area 51", "Austin Downtown", "sci-fi", 4, 2, 8, 4299),
    ("Saloon Standoff", "Dallas Deep Ellum", "adventure", 3, 2, 8, 3999),
)
LOCS = ("Austin Downtown", "Austin Domain", "San Antonio", "Houston Heights", "Dallas Deep Ellum",
        "Fort Worth")
ER_FIRST = ("Ashley", "Brandon", "Brittany", "Caleb", "Destiny", "Dylan", "Emily", "Garrett", "Hunter",
            "Jasmine", "Jose", "Kayla", "Logan", "Madison", "Marisol", "Tyler", "Trevor", "Vanessa", "Wyatt",
            "Xavier")
ER_LAST = ("Alvarez", "Baker", "Castillo", "Davis", "Flores", "Garza", "Hernandez", "Johnson", "Lopez",
           "Martinez", "Nguyen", "Ramirez", "Smith", "Thompson", "Walker", "Williams")
STAFF_FIRST = ("Aiden", "Bree", "Cody", "Dani", "Eli", "Faith", "Gabe", "Hailey", "Isaiah", "Jada", "Kyle",
               "Luz", "Mason", "Nia", "Owen", "Paige", "Reese", "Sierra", "Trey", "Zoe")
STAFF_LAST = ("Adams", "Benavides", "Carter", "Delgado", "Ellis", "Fuentes", "Gomez", "Harper", "Ibarra",
              "Jenkins", "Kim", "Morales")
TEAMS = ("The Escape Goats", "Lock Ness Monsters", "Clueless", "Puzzle Pirates", "Team Panic", "Key Masters",
         "Brainiacs", "The Red Herrings", "Sherlock Homies", "Lost Causes", "The Codebreakers",
         "Room Raiders")
SLOTS = ((10, 0), (11, 30), (13, 0), (14, 30), (16, 0), (17, 30), (19, 0), (20, 30), (22, 0))


def escape_rooms() -> list[str]:
    rng = random.Random(8282)
    rooms = []
    for n, (name, loc, thm, diff, lo, hi, pp) in enumerate(ROOMS):
        if n == 30:
            opened, actv = _day(rng, datetime.date(2019, 5, 1), datetime.date(2021, 12, 31)), "N"
        elif n > 30:
            opened, actv = _day(rng, datetime.date(2026, 6, 5), datetime.date(2026, 6, 26)), "Y"
        else:
            opened, actv = _day(rng, datetime.date(2018, 3, 1), datetime.date(2024, 11, 30)), "Y"
        rooms.append((n + 1, name, loc, thm, diff, lo, hi, pp, opened, actv))
    staff = []
    for n, (first, last) in enumerate(_names(rng, STAFF_FIRST, STAFF_LAST, 42)):
        loc = LOCS[n % 6]
        role = "manager" if n < 6 else "lead" if n < 12 else "game master"
        hired = (_day(rng, datetime.date(2026, 6, 8), datetime.date(2026, 6, 22)) if n >= 39
                 else _day(rng, datetime.date(2019, 1, 1), datetime.date(2024, 12, 20)))
        if n in (16, 27):
            hired = _day(rng, datetime.date(2025, 6, 1), datetime.date(2025, 9, 30))
        wage = {"manager": 24.0, "lead": 19.5, "game master": 15.0}[role] + rng.choice((0, 0.5, 1, 1.5, 2))
        term = None
        if n in (14, 21, 33):
            term = _day(rng, datetime.date(2025, 8, 1), datetime.date(2026, 2, 28))
        staff.append((n + 1, f"{first} {last}", loc, role, hired, wage, term))
    customers = []
    for n, (first, last) in enumerate(_names(rng, ER_FIRST, ER_LAST, 290)):
        created = _at(rng, _day(rng, datetime.date(2023, 6, 1), datetime.date(2026, 6, 29)), (7, 23))
        email = None if rng.random() < 0.06 else f"{first}.{last}{rng.randint(1, 999)}@example.com".lower()
        src = rng.choices(("Google", "TripAdvisor", "Groupon", "friend", "Instagram", None),
                          weights=(8, 3, 2, 5, 3, 3))[0]
        zip_code = rng.choice(("787", "787", "782", "770", "752", "761")) + f"{rng.randint(1, 99):02d}"
        customers.append((n + 1, f"{first} {last}", email, zip_code, src, created))
    bookers = [c for c in customers if rng.random() < 0.7]
    games, taken = [], set()
    playable = rooms[:30]
    room_weight = [7 - r[4] if r[3] != "horror" else 6 for r in playable]
    while len(games) < 388:
        room = rng.choices(playable, weights=room_weight)[0]
        day = _day(rng, datetime.date(2025, 1, 3), datetime.date(2026, 7, 31))
        if day.weekday() < 4 and rng.random() < 0.55:
            continue  # weekends are busiest
        hour, minute = rng.choice(SLOTS if day.weekday() >= 4 else SLOTS[4:])
        slot = datetime.datetime(day.year, day.month, day.day, hour, minute)
        if (room[0], slot) in taken:
            continue
        cust = rng.choice(bookers)
        lead_days = rng.choice((0, 1, 2, 3, 5, 7, 10, 14, 21, 30))
        booked = slot - datetime.timedelta(days=lead_days, hours=rng.randint(1, 12),
                                           minutes=rng.randrange(60))
        if booked.date() > TODAY:
            booked = datetime.datetime(2026, 6, rng.randint(20, 29), rng.randint(8, 22), rng.randrange(60))
        if booked < cust[5]:
            continue
        taken.add((room[0], slot))
        plyrs = rng.randint(room[5], room[6])
        promo = rng.choices((None, "GROUPON20", "BDAY20", "TEACHER20"), weights=(16, 2, 1, 1))[0]
        if cust[4] == "Groupon" and rng.random() < 0.6:
            promo = "GROUPON20"
        pp = room[7] if slot.date() >= datetime.date(2026, 1, 1) else room[7] - 200
        amt = plyrs * pp
        if promo:
            amt = round(amt * 0.8)
        if slot.date() > TODAY:
            sts = "CXL" if rng.random() < 0.06 else "BKD"
        else:
            roll = rng.random()
            chance = {1: 0.85, 2: 0.72, 3: 0.58, 4: 0.42, 5: 0.28}[room[4]]
            sts = ("CXL" if roll < 0.07 else "NS" if roll < 0.1 else
                   "ESC" if rng.random() < chance else "FAIL")
        esc_min = rng.randint(38, 60) if sts == "ESC" else None
        hints = None
        if sts in ("ESC", "FAIL"):
            hints = rng.choices((0, 1, 2, 3, 4, 5), weights=(3, 4, 4, 3, 2, 1))[0]
        gm = None
        if sts in ("ESC", "FAIL", "NS"):
            crew = [s for s in staff if s[2] == room[2] and s[3] != "manager" and s[4] < slot.date()
                    and (s[6] is None or s[6] >= slot.date())]
            gm = rng.choice(crew)[0]
        team = rng.choice(TEAMS) if sts in ("ESC", "FAIL") and rng.random() < 0.45 else None
        games.append((slot, room[0], cust[0], gm, booked, plyrs, amt, promo, sts, esc_min, hints, team))
    games.sort(key=lambda g: (g[0], g[1]))
    games = [(n + 1,) + g[1:4] + (g[0],) + g[4:] for n, g in enumerate(games)]
    return [
        "CREATE TABLE rooms(id INTEGER, room_nm VARCHAR, loc VARCHAR, thm VARCHAR, diff INTEGER, "
        "min_plyrs INTEGER, max_plyrs INTEGER, pp_cents INTEGER, open_dt DATE, actv VARCHAR)",
        "CREATE TABLE staff(id INTEGER, staff_nm VARCHAR, loc VARCHAR, role VARCHAR, hire_dt DATE, "
        "hrly_wage DOUBLE, term_dt DATE)",
        "CREATE TABLE customers(id INTEGER, cust_nm VARCHAR, email VARCHAR, zip VARCHAR, src VARCHAR, "
        "created_ts TIMESTAMP)",
        "CREATE TABLE games(id INTEGER, room_id INTEGER, cust_id INTEGER, gm_id INTEGER, slot_ts TIMESTAMP, "
        "bkd_ts TIMESTAMP, plyrs INTEGER, amt_cents INTEGER, promo VARCHAR, sts VARCHAR, esc_min INTEGER, "
        "hints INTEGER, team_nm VARCHAR)",
        _insert("rooms", rooms), _insert("staff", staff), _insert("customers", customers),
        _insert("games", games),
    ]


# ------------------------------------------------------------------------------------------------- grooming
BREEDS = (  # (breed, size, coat, weight)
    ("Cavoodle", "S", "curly", 12), ("Toy Poodle", "S", "curly", 3), ("Maltese Shih Tzu", "S", "long", 6),
    ("Jack Russell", "S", "wire", 3), ("Miniature Schnauzer", "S", "wire", 4),
    ("Border Terrier", "S", "wire", 2),
    ("Spoodle", "M", "curly", 6), ("Border Collie", "M", "double", 4), ("Staffy", "M", "short", 4),
    ("Kelpie", "M", "short", 2), ("Australian Shepherd", "M", "double", 3),
    ("Cocker Spaniel", "M", "long", 4),
    ("Labradoodle", "L", "curly", 8), ("Groodle", "L", "curly", 7), ("Golden Retriever", "L", "double", 5),
    ("Labrador", "L", "short", 5), ("Samoyed", "L", "double", 2), ("Siberian Husky", "L", "double", 3),
    ("Bernese Mountain Dog", "XL", "double", 2), ("Newfoundland", "XL", "double", 1),
    ("Old English Sheepdog", "XL", "long", 1), ("Great Dane", "XL", "short", 1),
)
DOG_NAMES = ("Bella", "Max", "Luna", "Charlie", "Coco", "Ollie", "Milo", "Teddy", "Daisy", "Archie", "Rosie",
             "Buddy", "Molly", "Alfie", "Ruby", "Bailey", "Frankie", "Lola", "Winston", "Pepper", "Biscuit",
             "Hugo", "Nala", "Toby", "Maple", "Ziggy", "Poppy", "Banjo", "Millie", "Oscar", "Harley", "Loki",
             "Willow", "Murphy", "Juno", "Scout", "Waffles", "Peanut", "Mochi", "Bruno")
OWNER_FIRST = ("Chloe", "Jack", "Olivia", "Liam", "Mia", "Noah", "Ava", "Lachlan", "Isla", "Cooper",
               "Grace", "Harrison", "Zoe", "Riley", "Sienna", "Mitchell", "Georgia", "Hamish", "Tahlia",
               "Nikos")
OWNER_LAST = ("Nguyen", "Smith", "Papadopoulos", "Wilson", "Tran", "Jones", "Rossi", "Kelly", "Chen",
              "O'Connor", "Murphy", "Brown", "Costa", "Walsh", "Lee", "Taylor")
SUBURBS = ("Northcote", "Thornbury", "Fitzroy North", "Brunswick East", "Preston", "Clifton Hill")
SERVICES = (  # (code, name, prices for S, M, L, XL, minutes for S, M, L, XL)
    ("FG", "Full groom", (85, 100, 125, 160), (90, 120, 150, 180)),
    ("BT", "Bath & tidy", (60, 70, 90, 115), (60, 75, 90, 120)),
    ("BB", "Bath & brush", (45, 55, 70, 90), (45, 60, 75, 90)),
    ("PUP", "Puppy intro", (40, 45, 50, 55), (45, 45, 60, 60)),
    ("HS", "Hand strip", (110, 130, 150, 180), (120, 150, 180, 210)),
    ("DS", "De-shed treatment", (65, 80, 105, 135), (60, 75, 90, 120)),
    ("NT", "Nail trim", (20, 20, 25, 25), (15, 15, 15, 20)),
    ("TB", "Teeth brushing", (15, 15, 15, 15), (10, 10, 15, 15)),
    ("BF", "Blueberry facial", (25, 25, 25, 25), (15, 15, 15, 15)),
)
SHOP = (  # (item, cat, price)
    ("Oatmeal Shampoo 500ml", "shampoo & care", 24.95), ("Puppy Shampoo 250ml", "shampoo & care", 16.95),
    ("Detangling Spray", "shampoo & care", 19.95), ("Paw Balm", "shampoo & care", 14.95),
    ("Slicker Brush", "brushes & combs", 22.00), ("Steel Comb", "brushes & combs", 18.00),
    ("De-shedding Tool", "brushes & combs", 39.95), ("Liver Treats 100g", "treats", 9.95),
    ("Kangaroo Jerky", "treats", 12.95), ("Dental Chews x7", "treats", 11.50),
    ("Bandana", "accessories", 12.00), ("Rope Lead", "accessories", 29.00),
    ("Bow Clips x2", "accessories", 6.50),
    ("Flea & Tick Chew (S)", "flea & tick", 34.95), ("Flea & Tick Chew (L)", "flea & tick", 44.95),
)


def grooming() -> list[str]:
    rng = random.Random(8383)
    owners = []
    for n, (first, last) in enumerate(_names(rng, OWNER_FIRST, OWNER_LAST, 165)):
        joined = _day(rng, datetime.date(2019, 2, 1), datetime.date(2026, 6, 20))
        mobile = None if rng.random() < 0.07 else f"04{rng.randint(10, 99)} {rng.randint(100, 999)} " \
                                                   f"{rng.randint(100, 999)}"
        suburb = rng.choices(SUBURBS, weights=(8, 6, 3, 3, 4, 2))[0]
        owners.append((f"CL{1001 + n}", f"{first} {last}", suburb, mobile, joined, rng.random() < 0.8))
    dogs = []
    breed_weights = [b[3] for b in BREEDS]
    for n in range(205):
        owner = owners[n] if n < len(owners) else rng.choice(owners[:150])
        breed, size, coat, _ = rng.choices(BREEDS, weights=breed_weights)[0]
        registered = max(owner[4], _day(rng, datetime.date(2019, 2, 1), datetime.date(2026, 6, 20)))
        if n in range(195, 205):
            registered = _day(rng, datetime.date(2026, 6, 1), datetime.date(2026, 6, 28))
        young = rng.random() < 0.2
        dob = (registered - datetime.timedelta(days=rng.randint(60, 150)) if young
               else registered - datetime.timedelta(days=rng.randint(300, 4000)))
        if rng.random() < 0.1:
            dob = None
        dogs.append((registered, rng.choice(DOG_NAMES), breed, size, coat, owner[0], dob))
    dogs.sort(key=lambda d: d[0])
    dogs = [(f"D{501 + n}",) + d[1:] + (d[0],) for n, d in enumerate(dogs)]
    sizes = ("S", "M", "L", "XL")
    services = []
    for code, name, prices, mins in SERVICES:
        for i, size in enumerate(sizes):
            since = datetime.date(2026, 6, 15) if code == "BF" else datetime.date(2019, 2, 1)
            services.append((f"{code}-{size}", name, size, float(prices[i]), mins[i], code != "TB", since))
    by_code = {s[0]: s for s in services}
    regulars = [d for d in dogs if d[7] < datetime.date(2026, 6, 1) and rng.random() < 0.9]
    cadence = [rng.choice((1, 1, 2, 3, 4)) for _ in regulars]
    appts, taken = [], set()
    while len(appts) < 390:
        dog = rng.choices(regulars, weights=cadence)[0]
        day = _day(rng, max(dog[7], datetime.date(2025, 1, 7)), datetime.date(2026, 7, 31))
        if day.weekday() in (0, 6):
            continue  # closed Sunday and Monday
        if dog[6] is not None and (day - dog[6]).days < 210:
            code = rng.choice(("PUP", "PUP", "NT"))
        elif dog[4] == "wire":
            code = rng.choices(("HS", "BB", "NT", "BT"), weights=(4, 3, 1, 2))[0]
        elif dog[4] == "double":
            code = rng.choices(("DS", "BB", "BT", "NT"), weights=(4, 3, 2, 1))[0]
        elif dog[4] == "short":
            code = rng.choices(("BB", "NT", "TB"), weights=(5, 3, 1))[0]
        else:
            code = rng.choices(("FG", "BT", "NT", "TB"), weights=(7, 3, 1, 1))[0]
        if code == "TB" and day >= datetime.date(2026, 3, 1):
            code = "NT"  # teeth brushing dropped from the menu at the end of February 2026
        svc = by_code[f"{code}-{dog[3]}"]
        if code in ("NT", "TB", "BB") and rng.random() < 0.5:
            groomer = "Ruby"
        else:
            groomer = rng.choices(("Jess", "Marco", "Priya", "Tom"), weights=(6, 5, 5, 3))[0]
        if groomer == "Tom" and day < datetime.date(2026, 2, 3):
            groomer = "Jess"
        start = datetime.datetime(day.year, day.month, day.day, rng.randint(8, 14), rng.choice((0, 30)))
        if (groomer, start) in taken:
            continue
        taken.add((groomer, start))
        if day > TODAY:
            state = "cancelled" if rng.random() < 0.05 else "booked"
        else:
            state = rng.choices(("done", "no_show", "cancelled"), weights=(88, 4, 8))[0]
        charged, tip = None, None
        if state == "done":
            charged = svc[3] if day >= datetime.date(2026, 2, 1) or svc[3] < 40 else svc[3] - 5
            if dog[4] in ("curly", "long") and code in ("FG", "BT") and rng.random() < 0.2:
                charged += 20.0  # de-matting
            if rng.random() < 0.3:
                tip = float(rng.choice((5, 5, 10, 10, 20)))
        elif state == "no_show":
            charged = 30.0
        appts.append((start, dog[0], svc[0], groomer, state, charged, tip))
    appts.sort()
    appts = [(f"A{s[0]:%y}-{n + 1:04d}", s[1], s[2], s[3], s[0], s[4], s[5], s[6])
             for n, s in enumerate(appts)]
    shop_buyers = [o for o in owners if rng.random() < 0.45]
    sales, receipts = [], 0
    while len(sales) < 240:
        day = _day(rng, datetime.date(2025, 1, 7), TODAY)
        if day.weekday() in (0, 6):
            continue
        receipts += 1
        at = _at(rng, day, (8, 16))
        client = rng.choice(shop_buyers)[0] if rng.random() < 0.7 else None
        picks = rng.sample(SHOP, rng.choices((1, 2, 3), weights=(6, 3, 1))[0])
        for item, cat, price in picks:
            each = price if day >= datetime.date(2026, 2, 1) else round(price - (1 if price < 20 else 2), 2)
            qty = rng.choices((1, 2, 3), (8, 2, 1))[0]
            sales.append((f"R{receipts:05d}", at, client, item, cat, qty, each))
    sales.sort(key=lambda s: (s[1], s[0], s[3]))
    return [
        "CREATE TABLE owners(client_ref VARCHAR, owner_nm VARCHAR, suburb VARCHAR, mobile VARCHAR, "
        "joined DATE, sms_ok BOOLEAN)",
        "CREATE TABLE dogs(dog_tag VARCHAR, dog_name VARCHAR, breed VARCHAR, size VARCHAR, coat VARCHAR, "
        "owner VARCHAR, dob DATE, registered DATE)",
        "CREATE TABLE services(svc_code VARCHAR, svc_name VARCHAR, size VARCHAR, price_aud DOUBLE, "
        "mins INTEGER, active BOOLEAN, on_menu_since DATE)",
        "CREATE TABLE appointments(appt_no VARCHAR, pet VARCHAR, treatment VARCHAR, groomer VARCHAR, "
        "start_at TIMESTAMP, state VARCHAR, charged_aud DOUBLE, tip_aud DOUBLE)",
        "CREATE TABLE shop_sales(receipt VARCHAR, sold_at TIMESTAMP, client VARCHAR, item VARCHAR, "
        "cat VARCHAR, qty INTEGER, each_aud DOUBLE)",
        _insert("owners", owners), _insert("dogs", dogs), _insert("services", services),
        _insert("appointments", appts), _insert("shop_sales", sales),
    ]


SCHEMAS_R = {"garden_centre": garden_centre, "escape_rooms": escape_rooms, "grooming": grooming}
