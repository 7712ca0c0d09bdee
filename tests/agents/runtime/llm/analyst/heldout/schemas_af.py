"""Three held-out workspaces for set AF, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Thursday 17 December 2026, the day of the export.

- saleroom (an auction house in Geneva, Hôtel des Ventes du Léman, holding live sales in its saleroom and
  timed online sales in six departments; Swiss francs, whole francs; DATE only): declared PRIMARY KEY /
  REFERENCES, `lots.sale_id` → `sales.sale_id` and `lots.consignor_id` → `consignors.consignor_id` on
  same-named keys, and one named unlike its target, `lots.buyer` → `bidders.bidder_id` (NULL unless the lot
  sold); sales by `title` ('Important Watches', 'Fine Wines Online'), `dept` 'Watches', 'Jewellery',
  'Paintings', 'Furniture', 'Asian Art' or 'Wine', `sale_date` DATE, `format` 'live' (in the saleroom, with
  phone, online and absentee bids too) or 'online' (timed, online bids only), `auctioneer` (NULL on an online
  sale); the live wine sale of Saturday 19 December 2026 is catalogued but not yet held, its lots 'upcoming';
  consignors (the sellers) by `name`, `kind` 'private', 'estate', 'dealer' or 'institution', `country` an ISO
  code, `comm_pct` the seller's commission we keep off the hammer price (12 private, 10 estates and
  institutions, 8 dealers), `since` DATE (four signed in December 2026 have consigned nothing yet); bidders
  (registered buyers) by `name`, `city`, `country`, `kind` 'private' or 'trade', `registered` DATE; one `lots`
  row one lot offered, `lot_no` within its sale, `description`, `est_low_chf` and `est_high_chf` the catalogue
  estimate, `reserve_chf` the confidential lowest price the seller accepts, `status` 'sold', 'bought in' (not
  sold, the bidding stopped under the reserve), 'withdrawn' (taken out before the sale) or 'upcoming',
  `hammer_chf` the winning bid (NULL unless sold), `premium_chf` the buyer's premium on top (25% of the
  hammer, 26% from 1 March 2026; NULL unless sold), `bid_via` how the winner bid, 'room', 'phone', 'online' or
  'absentee' (NULL unless sold); so a buyer pays hammer plus premium, and the house earns the premium plus
  `comm_pct` of the hammer.
- evcharge (an EV charging operator round Oslo, Ladestrøm, with fast chargers by the motorways and slower ones
  in malls, hotels, car parks and business parks; Norwegian kroner, in øre; DATE and TIMESTAMP): no declared
  keys, tables keyed by `id` with `<thing>_id` foreign keys (`chgrs.site_id`, `sess.chgr_id`, `sess.acct_id`)
  and abbreviated columns (`nm`, `kmn`, `typ`, `host_pct`, `opn_dt`, `cnctr`, `pwr_kw`, `inst_dt`, `decom_dt`,
  `prc_ore`, `eml`, `car`, `reg_dt`, `cncl_dt`, `st_ts`, `mins`, `kwh`, `amt_ore`, `pay`, `sts`); sites by
  `nm` ('Storo Storsenter', 'E6 Skedsmovollen'), `kmn` the municipality ('Oslo', 'Bærum', 'Lillestrøm',
  'Asker', 'Drammen'), `typ` 'MALL', 'HTL' (hotel), 'GAR' (car park), 'WORK' (business park) or 'ROAD' (a
  fast-charging hub by the road), `host_pct` the share of takings paid to the site's owner, `opn_dt` DATE
  (three sites opened in December 2026 have had no session yet); chargers by `cnctr` 'T2' (Type 2, AC), 'CCS'
  or 'CHA' (CHAdeMO), `pwr_kw` 22, 50, 150 or 300, `inst_dt` and `decom_dt` DATE (NULL while in use; the
  CHAdeMO units were taken out during 2026), `prc_ore` today's price a kWh in øre (raised on 1 May 2026);
  accounts (app users) by `nm`, `eml` (sometimes NULL), `plan` 'PAYG' or 'PLUS' (a monthly subscription giving
  20% off every kWh), `car` the make, `reg_dt` and `cncl_dt` DATE (NULL while the account is open; six opened
  in December 2026 have not charged yet); one `sess` row one charging session, `st_ts` TIMESTAMP, `mins`
  plugged in, `kwh` delivered, `amt_ore` charged (the kWh price of the day times the kWh, 20% off on PLUS),
  `pay` 'APP', 'RFID' (the account's charge tag) or 'CARD' (a bank card at the charger, no account: `acct_id`
  NULL), `sts` 'OK' or 'ERR' (failed to start: no kWh, nothing charged); so takings are `amt_ore / 100`
  kroner.
- puukauppa (a timber buyer and harvesting contractor in Orivesi, Pirkanmaa, Finland, Hirvosen Puu Oy, buying
  standing timber from forest owners, felling it and trucking it to the mills; euros, to the cent; Finnish
  names; dates as 'D.M.YYYY' text): no declared keys, codes named unlike their targets: `leimikot.omistaja` →
  `metsanomistajat.nro`, `kuormat.leimikko` → `leimikot.tunnus` ('L25-014'); forest owners (`metsanomistajat`)
  by `nimi` (a person, an estate 'kuolinpesä' or a jointly owned forest 'metsäyhtymä'), `kotikunta` where the
  owner lives, `asiakas_alkaen` the day they became a customer ('D.M.YYYY' text; three since October 2026 have
  sold us no stand yet), `sertifikaatti` 'PEFC', 'FSC' or 'ei' (none); one `leimikot` row one stand (a marked
  felling site) bought from an owner, `kunta` the municipality it lies in ('Orivesi', 'Kangasala', 'Ruovesi',
  'Juupajoki', 'Mänttä-Vilppula', 'Pälkäne'), `ala_ha` hectares, `hakkuu` 'avohakkuu' (clear-felling),
  'harvennus' (thinning) or 'ensiharvennus' (first thinning), `kauppa_pvm` the day of the deal ('D.M.YYYY'
  text), `arvio_m3` the volume estimated, `tila` 'korjattu' (felled and hauled), 'korjuussa' (felling under
  way) or 'odottaa' (not yet started; several bought in the autumn of 2026 and one winter stand); one
  `kuormat` row one truckload hauled to a mill, `nro` the running number, `pvm` ('D.M.YYYY' text), `laji` the
  assortment ('mäntytukki' pine logs, 'kuusitukki' spruce logs, 'koivutukki' birch logs, 'mäntykuitu',
  'kuusikuitu' and 'koivukuitu' pine, spruce and birch pulpwood, 'energiapuu' energy wood), `m3` cubic metres,
  `tehdas` the mill it went to ('Vilppulan saha', 'Koskisen Järvelä', 'Kyröskoski', 'Jämsänkoski',
  'Naistenlahti'), `kuljettaja` the driver's first name, `kanto_eur` the stumpage paid to the owner for the
  wood on it (the stand's agreed price a m³ times `m3`), `myynti_eur` what the mill paid for it (mill prices
  4% up on 1 January 2026); so the margin on a load is `myynti_eur - kanto_eur`.

Written blind for set AF (questions_af.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

TODAY = datetime.date(2026, 12, 17)
_D = datetime.date
_DT = datetime.datetime
_DAY = datetime.timedelta(days=1)


def _pick_day(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.date:
    return start + rng.randint(0, (end - start).days) * _DAY


def _sql_value(value) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, datetime.datetime):
        return f"TIMESTAMP '{value.isoformat(sep=' ')}'"
    if isinstance(value, datetime.date):
        return f"DATE '{value.isoformat()}'"
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    if isinstance(value, float):
        return repr(round(value, 2))
    return str(value)


def _rows_sql(table: str, rows) -> str:
    return f"INSERT INTO {table} VALUES " + ", ".join(
        "(" + ", ".join(_sql_value(v) for v in row) + ")" for row in rows)


# ------------------------------------------------------------------------------------------------- saleroom
CH_SALES = (  # dept, live title, online title, live dates, online dates
    ("Watches", "Important Watches", "Watches Online",
     ("2025-05-10", "2025-11-08", "2026-05-09", "2026-11-07"),
     ("2025-02-20", "2025-08-28", "2026-02-19", "2026-08-27", "2026-12-10")),
    ("Jewellery", "Magnificent Jewels", "Jewellery Online",
     ("2025-05-12", "2025-11-10", "2026-05-11", "2026-11-09"),
     ("2025-03-13", "2025-09-18", "2026-03-12", "2026-09-17")),
    ("Paintings", "Swiss & European Paintings", "Paintings & Prints Online",
     ("2025-06-14", "2025-12-06", "2026-06-13", "2026-12-05"),
     ("2025-04-03", "2025-10-02", "2026-04-09", "2026-10-01")),
    ("Furniture", "Furniture & Works of Art", "Interiors Online",
     ("2025-03-22", "2025-09-27", "2026-03-21", "2026-09-26"),
     ("2025-01-23", "2025-07-10", "2026-01-22", "2026-07-09")),
    ("Asian Art", "Asian Art", "Asian Art Online",
     ("2025-06-02", "2025-12-01", "2026-06-01", "2026-11-30"),
     ("2025-10-16", "2026-10-15")),
    ("Wine", "Fine & Rare Wines", "Fine Wines Online",
     ("2025-12-13", "2026-12-19"),
     ("2025-02-06", "2025-06-26", "2025-10-30", "2026-02-05", "2026-06-25", "2026-10-29")),
)
CH_ITEMS = {  # description, typical low estimate
    "Watches": (("Patek Philippe Calatrava ref. 5196", 14000), ("Patek Philippe Nautilus ref. 5711", 70000),
                ("Rolex Submariner ref. 5513", 9000), ("Rolex Daytona ref. 116500LN", 22000),
                ("Rolex Datejust ref. 1601", 3500), ("Audemars Piguet Royal Oak ref. 15202", 45000),
                ("Omega Speedmaster Professional", 4000), ("Vacheron Constantin Overseas", 16000),
                ("Jaeger-LeCoultre Reverso", 5000), ("Cartier Tank Louis", 4500), ("Heuer Monaco", 6000),
                ("Breguet Classique", 12000), ("A. Lange & Söhne Lange 1", 25000)),
    "Jewellery": (("Diamond solitaire ring, 3.02 ct", 30000), ("Sapphire and diamond brooch", 8000),
                  ("Cartier Panthère bracelet", 12000), ("Van Cleef & Arpels Alhambra necklace", 6000),
                  ("Natural pearl necklace", 15000), ("Emerald and diamond earrings", 9000),
                  ("Art Deco diamond bracelet", 18000), ("Gold and enamel cufflinks", 1500),
                  ("Ruby cluster ring", 5000), ("Bulgari Serpenti necklace", 14000)),
    "Paintings": (("Ferdinand Hodler, Lac Léman", 120000), ("Félix Vallotton, Nature morte", 60000),
                  ("Alexandre Calame, Paysage alpin", 25000), ("Albert Anker, Portrait d'enfant", 90000),
                  ("Cuno Amiet, Jardin en fleurs", 40000), ("Giovanni Giacometti, Maloja", 50000),
                  ("François Diday, Torrent", 8000), ("Swiss school, view of Geneva", 3000),
                  ("Dutch school, still life", 6000), ("Edouard Vallet, Valais", 12000)),
    "Furniture": (("Louis XV commode", 9000), ("Pair of Empire fauteuils", 4000),
                  ("Bernese marquetry cabinet", 7000), ("Gilt-bronze mantel clock", 3000),
                  ("Le Corbusier LC2 armchair", 2500), ("Art Deco dining table", 3500),
                  ("Pair of Louis XVI bergères", 5000), ("Swiss painted farmhouse chest", 1200),
                  ("Régence bureau plat", 15000), ("Murano glass chandelier", 2000)),
    "Asian Art": (("Qing famille-rose vase", 20000), ("Ming bronze Buddha", 30000),
                  ("Japanese Satsuma koro", 2500), ("Chinese jade bi disc", 8000),
                  ("Pair of cloisonné censers", 5000), ("Japanese lacquer inro", 3000),
                  ("Tibetan thangka", 6000), ("Chinese scroll painting", 12000)),
    "Wine": (("Pétrus 2000, 1 bottle", 3500), ("Château Latour 1990, 6 bottles", 3000),
             ("Romanée-Conti 2005, 1 bottle", 15000), ("Dom Pérignon 2008, 6 bottles", 1200),
             ("Sassicaia 2015, 6 bottles", 1500), ("Château d'Yquem 2001, 3 bottles", 1100),
             ("Chasselas Dézaley Grand Cru, 12 bottles", 500), ("Cornalin du Valais 2019, 12 bottles", 600),
             ("Château Margaux 1996, 3 bottles", 1800), ("Krug Grande Cuvée, 6 bottles", 900)),
}
CH_FIRST = ("Jean", "Marie", "Pierre", "Anne", "Luc", "Isabelle", "Thomas", "Nathalie", "Olivier", "Sandrine",
            "Daniel", "Claudia", "Martin", "Beatrice", "Andrea", "Lukas", "Sophie", "Hans", "Elena", "Marco")
CH_LAST = ("Favre", "Rochat", "Dubois", "Keller", "Meier", "Bonvin", "Zurbriggen", "Pictet", "Lombard",
           "Mottier", "Gerber", "Rossi", "Bianchi", "Schneider", "Chappuis", "Perrin", "Aebischer")
CH_DEALERS = ("Galerie du Rhône", "Antiquités Mottier SA", "Horlogerie Ancienne Carouge",
              "Kunsthandel Berner", "Asian Arts Lugano", "Cave des Bergues", "Joaillerie Perrin",
              "Galleria Bianchi", "Zurich Fine Art AG", "Tempus Vintage Watches", "London Oriental Ltd",
              "Maison Lambert Paris")
CH_INSTITUTIONS = ("Fondation Bodmer-Lenz", "Musée d'horlogerie du Locle", "Banque Lombard Collection",
                   "Stiftung Reinhart Erben")
CH_AUCTIONEERS = ("Claire Favre", "Marc-Antoine Rochat", "Sophie Keller")
CH_BUYER_PLACES = (("Geneva", "CH", 10), ("Zurich", "CH", 6), ("Lausanne", "CH", 4), ("Paris", "FR", 6),
                   ("Lyon", "FR", 2), ("Milan", "IT", 4), ("Munich", "DE", 3), ("London", "GB", 5),
                   ("New York", "US", 3), ("Hong Kong", "HK", 4), ("Dubai", "AE", 3))


def _increment(value: float) -> int:
    step = 50 if value < 2000 else 100 if value < 10000 else 500 if value < 50000 else 1000
    return int(round(value / step) * step)


def saleroom() -> list[str]:
    rng = random.Random(4101)
    sales = []
    for dept, live, online, live_days, online_days in CH_SALES:
        for day in live_days:
            sales.append([_D.fromisoformat(day), live, dept, "live"])
        for day in online_days:
            sales.append([_D.fromisoformat(day), online, dept, "online"])
    sales.sort(key=lambda s: (s[0], s[2]))
    out_sales = []
    for n, (day, title, dept, fmt) in enumerate(sales):
        auctioneer = rng.choice(CH_AUCTIONEERS) if fmt == "live" else None
        out_sales.append((n + 1, title, dept, day, fmt, auctioneer))
    people = [f"{f} {la}" for f in CH_FIRST for la in CH_LAST]
    rng.shuffle(people)
    consignors = []
    kinds = ["private"] * 30 + ["estate"] * 12 + ["dealer"] * 12 + ["institution"] * 4
    rng.shuffle(kinds)
    dealers, insts = list(CH_DEALERS), list(CH_INSTITUTIONS)
    for n, kind in enumerate(kinds):
        if kind == "dealer":
            name = dealers.pop()
        elif kind == "institution":
            name = insts.pop()
        elif kind == "estate":
            name = f"Succession {people.pop()}"
        else:
            name = people.pop()
        country = "CH" if kind == "institution" else rng.choices(("CH", "FR", "IT", "DE", "GB", "US"),
                                                                 weights=(10, 3, 2, 2, 2, 1))[0]
        since = _pick_day(rng, _D(2019, 1, 1), _D(2024, 12, 31)) if n < 40 else \
            _pick_day(rng, _D(2025, 1, 1), _D(2026, 9, 30))
        comm = {"private": 12, "estate": 10, "dealer": 8, "institution": 10}[kind]
        consignors.append((n + 1, name, kind, country, comm, since))
    for k in range(4):
        consignors.append((len(consignors) + 1, people.pop(), "private", "CH", 12,
                           _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 16))))
    bidders = []
    places = [p for p in CH_BUYER_PLACES for _ in range(p[2])]
    for n in range(110):
        city, country, _ = rng.choice(places)
        kind = "trade" if rng.random() < 0.2 else "private"
        name = people.pop()
        reg = _pick_day(rng, _D(2020, 1, 1), _D(2024, 12, 31)) if n < 60 else \
            _pick_day(rng, _D(2025, 1, 1), _D(2026, 12, 15))
        bidders.append((n + 1, name, city, country, kind, reg))
    weight = {b[0]: rng.choice((1, 1, 1, 2, 3, 6)) for b in bidders}
    lots = []
    for sale_id, title, dept, day, fmt, _ in out_sales:
        k = rng.randint(9, 11) if fmt == "live" else rng.randint(5, 7)
        able = [c for c in consignors[:len(kinds)] if c[5] <= day - 30 * _DAY]
        for lot_no in range(1, k + 1):
            desc, typical = rng.choice(CH_ITEMS[dept])
            low = _increment(typical * rng.uniform(0.7, 1.4))
            high = _increment(low * 1.5)
            reserve = _increment(low * 0.8)
            c = rng.choice(able)
            if day > TODAY:
                status = "upcoming"
            else:
                r = rng.random()
                status = "withdrawn" if r < 0.03 else "bought in" if r < (0.2 if fmt == "live" else 0.3) \
                    else "sold"
            hammer = premium = buyer = via = None
            if status == "sold":
                times = rng.choice((0.8, 0.9, 1.0, 1.1, 1.2, 1.4, 1.7, 2.2, 3.0))
                hammer = max(reserve, _increment(low * times))
                premium = int(round(hammer * (0.26 if day >= _D(2026, 3, 1) else 0.25)))
                can = [b for b in bidders if b[5] <= day - 2 * _DAY]
                buyer = rng.choices(can, weights=[weight[b[0]] for b in can])[0][0]
                via = "online" if fmt == "online" else rng.choices(("room", "phone", "online", "absentee"),
                                                                     weights=(3, 3, 3, 1))[0]
            lots.append((len(lots) + 1, sale_id, lot_no, desc, c[0], low, high, reserve, status, hammer,
                         premium, buyer, via))
    return [
        "CREATE TABLE sales(sale_id INTEGER PRIMARY KEY, title VARCHAR, dept VARCHAR, sale_date DATE, "
        "format VARCHAR, auctioneer VARCHAR)",
        "CREATE TABLE consignors(consignor_id INTEGER PRIMARY KEY, name VARCHAR, kind VARCHAR, "
        "country VARCHAR, comm_pct INTEGER, since DATE)",
        "CREATE TABLE bidders(bidder_id INTEGER PRIMARY KEY, name VARCHAR, city VARCHAR, country VARCHAR, "
        "kind VARCHAR, registered DATE)",
        "CREATE TABLE lots(lot_id INTEGER PRIMARY KEY, sale_id INTEGER REFERENCES sales(sale_id), "
        "lot_no INTEGER, description VARCHAR, consignor_id INTEGER REFERENCES consignors(consignor_id), "
        "est_low_chf INTEGER, est_high_chf INTEGER, reserve_chf INTEGER, status VARCHAR, hammer_chf INTEGER, "
        "premium_chf INTEGER, buyer INTEGER REFERENCES bidders(bidder_id), bid_via VARCHAR)",
        _rows_sql("sales", out_sales), _rows_sql("consignors", consignors), _rows_sql("bidders", bidders),
        _rows_sql("lots", lots),
    ]


# ------------------------------------------------------------------------------------------------- evcharge
NO_SITES = (  # nm, kmn, typ
    ("Storo Storsenter", "Oslo", "MALL"), ("Oslo City P-hus", "Oslo", "GAR"), ("Vulkan P-hus", "Oslo", "GAR"),
    ("Thon Hotel Opera", "Oslo", "HTL"), ("Scandic Holmenkollen Park", "Oslo", "HTL"),
    ("Nydalen Næringspark", "Oslo", "WORK"), ("Økern Portal", "Oslo", "WORK"),
    ("Ryen Ladetorg", "Oslo", "ROAD"), ("Bryn Ladepark", "Oslo", "ROAD"),
    ("Sandvika Storsenter", "Bærum", "MALL"), ("Fornebu S", "Bærum", "MALL"),
    ("Scandic Fornebu", "Bærum", "HTL"), ("E18 Sandvika", "Bærum", "ROAD"),
    ("Telenor Fornebu", "Bærum", "WORK"),
    ("Bekkestua P-hus", "Bærum", "GAR"), ("Kolsås Ladepark", "Bærum", "ROAD"),
    ("Strømmen Storsenter", "Lillestrøm", "MALL"), ("Lillestrøm Stasjon P-hus", "Lillestrøm", "GAR"),
    ("Kjeller Næringspark", "Lillestrøm", "WORK"), ("E6 Skedsmovollen", "Lillestrøm", "ROAD"),
    ("Scandic Lillestrøm", "Lillestrøm", "HTL"), ("Asker Sentrum P-hus", "Asker", "GAR"),
    ("Holmen Senter", "Asker", "MALL"), ("Thon Hotel Vettre", "Asker", "HTL"),
    ("E18 Nesbru", "Asker", "ROAD"),
    ("Gulskogen Senter", "Drammen", "MALL"), ("Drammen Bystrand P-hus", "Drammen", "GAR"),
    ("Clarion Hotel Tollboden", "Drammen", "HTL"), ("E18 Liertoppen", "Drammen", "ROAD"),
)
NO_NEW_SITES = (("Papirbredden", "Drammen", "WORK"), ("Asker Tek", "Asker", "WORK"),
                ("Bislett P-hus", "Oslo", "GAR"))
NO_PRICE = {("T2", 22): 349, ("CCS", 50): 499, ("CHA", 50): 499, ("CCS", 150): 599, ("CCS", 300): 649}
NO_FIRST = ("Ola", "Kari", "Lars", "Ingrid", "Anders", "Silje", "Henrik", "Marte", "Jonas", "Nora", "Erik",
            "Ida", "Magnus", "Thea", "Sindre", "Hanne", "Ahmed", "Agnieszka", "Tor", "Liv")
NO_LAST = ("Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen",
           "Berg", "Haugen", "Bakken", "Dahl", "Solberg", "Strand", "Lie", "Moen")
NO_CARS = (("Tesla", 9), ("VW", 6), ("Hyundai", 3), ("Polestar", 3), ("Kia", 3), ("BMW", 2), ("Nissan", 2),
           ("Audi", 2))


def evcharge() -> list[str]:
    rng = random.Random(4202)
    sites = []
    for nm, kmn, typ in NO_SITES:
        opened = _pick_day(rng, _D(2021, 3, 1), _D(2024, 10, 31)) if rng.random() < 0.8 else \
            _pick_day(rng, _D(2025, 2, 1), _D(2026, 6, 30))
        host = {"MALL": 10, "HTL": 15, "GAR": 12, "WORK": 8, "ROAD": 0}[typ]
        sites.append((len(sites) + 1, nm, kmn, typ, host, opened))
    for nm, kmn, typ in NO_NEW_SITES:
        host = {"GAR": 12, "WORK": 8}[typ]
        sites.append((len(sites) + 1, nm, kmn, typ, host, _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 14))))
    chgrs = []
    for s in sites:
        road = [("CCS", 150)] * rng.randint(2, 3) + [("CCS", 300)] * rng.randint(1, 2) + [("CHA", 50)]
        layout = {"ROAD": road,
                  "MALL": [("CCS", 50), ("CCS", 150)] + [("T2", 22)] * rng.randint(1, 2),
                  "HTL": [("T2", 22)] * rng.randint(2, 3),
                  "GAR": [("T2", 22)] * 3 + ([("CCS", 50)] if rng.random() < 0.5 else []),
                  "WORK": [("T2", 22)] * 3}[s[3]]
        for cnctr, kw in layout:
            inst = s[5] if rng.random() < 0.8 or s[5] >= _D(2026, 12, 1) else \
                min(s[5] + rng.randint(60, 500) * _DAY, _D(2026, 9, 1))
            decom = _pick_day(rng, _D(2026, 2, 1), _D(2026, 10, 31)) if cnctr == "CHA" else None
            chgrs.append([len(chgrs) + 1, s[0], cnctr, kw, inst, decom, NO_PRICE[(cnctr, kw)] + 30])
    names = [f"{f} {la}" for f in NO_FIRST for la in NO_LAST]
    rng.shuffle(names)
    accts = []
    for n in range(160):
        reg = _pick_day(rng, _D(2021, 6, 1), _D(2024, 12, 31)) if n < 70 else \
            _pick_day(rng, _D(2025, 1, 1), _D(2026, 11, 30)) if n < 154 else \
            _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 16))
        plan = "PLUS" if rng.random() < 0.3 else "PAYG"
        car = rng.choices([c for c, _ in NO_CARS], weights=[w for _, w in NO_CARS])[0]
        cncl = None
        if n < 154 and rng.random() < 0.12:
            cncl = max(reg, _D(2025, 1, 1)) + rng.randint(30, 500) * _DAY
            if cncl >= TODAY:
                cncl = None
        eml = None if rng.random() < 0.1 else \
            names[n].lower().replace(" ", ".").replace("ø", "o").replace("å", "a") + "@" + \
            rng.choice(("gmail.com", "online.no", "hotmail.com", "icloud.com"))
        accts.append((n + 1, names[n], eml, plan, car, reg, cncl))
    site_of = {s[0]: s for s in sites}
    usable = [c for c in chgrs if c[4] < _D(2026, 12, 1)]
    busy = {"ROAD": 5, "MALL": 3, "GAR": 2, "HTL": 2, "WORK": 2}
    sess = []
    while len(sess) < 396:
        day = _pick_day(rng, _D(2025, 1, 1), TODAY)
        able = [c for c in usable if c[4] <= day and (c[5] is None or c[5] > day)]
        c = rng.choices(able, weights=[busy[site_of[c[1]][3]] for c in able])[0]
        who = [a for a in accts if a[5] <= day and (a[6] is None or a[6] > day)]
        acct = rng.choice(who) if rng.random() < 0.78 else None
        pay = "CARD" if acct is None else rng.choices(("APP", "RFID"), weights=(3, 2))[0]
        hour = rng.choice((7, 8, 9, 11, 12, 14, 15, 16, 17, 18, 19, 21) if site_of[c[1]][3] != "WORK"
                          else (7, 8, 8, 9, 9, 10, 13))
        ts = _DT(day.year, day.month, day.day, hour, rng.randrange(60), rng.randrange(60))
        if rng.random() < 0.04:
            sess.append((ts, c[0], acct[0] if acct else None, rng.randint(1, 4), 0.0, 0, pay, "ERR"))
            continue
        lo, hi, rate = {22: (6, 40, 9.0), 50: (10, 45, 38.0), 150: (15, 65, 85.0), 300: (20, 70, 120.0)}[c[3]]
        kwh = round(rng.uniform(lo, hi), 1)
        mins = int(kwh / rate * 60) + rng.randint(2, 25 if c[3] > 22 else 180)
        price = c[6] if day >= _D(2026, 5, 1) else c[6] - 30
        amt = int(round(kwh * price * (0.8 if acct and acct[3] == "PLUS" else 1)))
        sess.append((ts, c[0], acct[0] if acct else None, mins, kwh, amt, pay, "OK"))
    sess.sort(key=lambda s: (s[0], s[1]))
    out_sess = [(n + 1, s[1], s[2], s[0], s[3], s[4], s[5], s[6], s[7]) for n, s in enumerate(sess)]
    return [
        "CREATE TABLE sites(id INTEGER, nm VARCHAR, kmn VARCHAR, typ VARCHAR, host_pct INTEGER, opn_dt DATE)",
        "CREATE TABLE chgrs(id INTEGER, site_id INTEGER, cnctr VARCHAR, pwr_kw INTEGER, inst_dt DATE, "
        "decom_dt DATE, prc_ore INTEGER)",
        "CREATE TABLE accts(id INTEGER, nm VARCHAR, eml VARCHAR, plan VARCHAR, car VARCHAR, reg_dt DATE, "
        "cncl_dt DATE)",
        "CREATE TABLE sess(id INTEGER, chgr_id INTEGER, acct_id INTEGER, st_ts TIMESTAMP, mins INTEGER, "
        "kwh DOUBLE, amt_ore INTEGER, pay VARCHAR, sts VARCHAR)",
        _rows_sql("sites", sites), _rows_sql("chgrs", [tuple(c) for c in chgrs]), _rows_sql("accts", accts),
        _rows_sql("sess", out_sess),
    ]


# ------------------------------------------------------------------------------------------------ puukauppa
FI_FIRST = ("Matti", "Pekka", "Juha", "Timo", "Kari", "Markku", "Seppo", "Anneli", "Leena", "Tuula",
            "Raimo", "Ritva", "Eero", "Marjatta", "Heikki", "Sirpa", "Jorma", "Pirjo")
FI_LAST = ("Virtanen", "Korhonen", "Mäkinen", "Nieminen", "Hämäläinen", "Laine", "Heikkinen", "Koskinen",
           "Järvinen", "Lehtonen", "Salminen", "Rantanen", "Hirvonen", "Lahtinen", "Tuominen", "Kallio")
FI_HOMES = (("Orivesi", 6), ("Kangasala", 3), ("Ruovesi", 3), ("Tampere", 5), ("Helsinki", 2),
            ("Juupajoki", 2), ("Mänttä-Vilppula", 2), ("Pälkäne", 2), ("Espoo", 1))
FI_KUNNAT = ("Orivesi", "Kangasala", "Ruovesi", "Juupajoki", "Mänttä-Vilppula", "Pälkäne")
FI_STUMPAGE = {"mäntytukki": 66.0, "kuusitukki": 72.0, "koivutukki": 52.0, "mäntykuitu": 19.5,
               "kuusikuitu": 20.5, "koivukuitu": 18.5, "energiapuu": 7.5}
FI_MILL_PRICE = {"mäntytukki": 84.0, "kuusitukki": 90.0, "koivutukki": 70.0, "mäntykuitu": 38.0,
                 "kuusikuitu": 39.0, "koivukuitu": 37.0, "energiapuu": 21.0}
FI_MIX = {
    "avohakkuu": {"mäntytukki": 24, "kuusitukki": 30, "koivutukki": 5, "mäntykuitu": 12, "kuusikuitu": 12,
                  "koivukuitu": 9, "energiapuu": 8},
    "harvennus": {"mäntytukki": 15, "kuusitukki": 14, "mäntykuitu": 28, "kuusikuitu": 22, "koivukuitu": 13,
                  "energiapuu": 8},
    "ensiharvennus": {"mäntykuitu": 35, "kuusikuitu": 20, "koivukuitu": 15, "energiapuu": 30},
}
FI_DRIVERS = ("Jari", "Timo", "Mika", "Petri")


def _fi_date(day: datetime.date) -> str:
    return f"{day.day}.{day.month}.{day.year}"


def _fi_mill(rng: random.Random, laji: str) -> str:
    if laji in ("mäntytukki", "kuusitukki"):
        return rng.choices(("Vilppulan saha", "Koskisen Järvelä"), weights=(3, 1))[0]
    if laji == "koivutukki":
        return "Koskisen Järvelä"
    if laji == "energiapuu":
        return "Naistenlahti"
    return rng.choices(("Kyröskoski", "Jämsänkoski"), weights=(3, 2))[0]


def puukauppa() -> list[str]:
    rng = random.Random(4303)
    names = [f"{f} {la}" for f in FI_FIRST for la in FI_LAST]
    rng.shuffle(names)
    homes = [h for h, w in FI_HOMES for _ in range(w)]
    owners = []
    for n in range(42):
        r = rng.random()
        if r < 0.12:
            last = names[n].split()[1]
            gen = last[:-3] + "sen" if last.endswith("nen") else \
                last + "en" if last.endswith("e") else last + "n"
            nimi = f"{names[n].split()[0]} {gen} kuolinpesä"
        elif r < 0.2:
            nimi = f"Metsäyhtymä {names[n].split()[1]}"
        else:
            nimi = names[n]
        first = _pick_day(rng, _D(2012, 1, 1), _D(2024, 9, 30)) if n < 30 else \
            _pick_day(rng, _D(2024, 10, 1), _D(2026, 6, 30))
        cert = rng.choices(("PEFC", "FSC", "ei"), weights=(6, 1, 3))[0]
        owners.append([1001 + n, nimi, rng.choice(homes), first, cert])
    stands = []
    deals = []
    for o in owners[:39]:
        k = rng.choices((1, 2), weights=(3, 1))[0] if o[3] < _D(2024, 10, 1) else 1
        for _ in range(k):
            start = max(o[3], _D(2024, 9, 1))
            deals.append((_pick_day(rng, start, _D(2026, 8, 31)), o[0]))
    for o in owners[36:39]:
        deals.append((_pick_day(rng, _D(2026, 9, 15), _D(2026, 11, 30)), o[0]))
    for o in owners[39:]:
        o[3] = _pick_day(rng, _D(2026, 10, 1), _D(2026, 12, 10))  # no deal yet
    deals.sort()
    seq = {}
    for deal, owner in deals:
        seq[deal.year] = seq.get(deal.year, 0) + 1
        tunnus = f"L{deal.year % 100}-{seq[deal.year]:03d}"
        hakkuu = rng.choices(tuple(FI_MIX), weights=(4, 4, 2))[0]
        ha = round({"avohakkuu": rng.uniform(1.2, 3.5), "harvennus": rng.uniform(2.0, 5.0),
                    "ensiharvennus": rng.uniform(2.0, 4.5)}[hakkuu], 1)
        per_ha = {"avohakkuu": rng.uniform(150, 210), "harvennus": rng.uniform(45, 70),
                  "ensiharvennus": rng.uniform(30, 45)}[hakkuu]
        arvio = int(round(ha * per_ha / 10) * 10)
        stands.append([tunnus, owner, rng.choice(FI_KUNNAT), ha, hakkuu, deal, arvio, None,
                       round(rng.uniform(0.92, 1.08), 3)])
    late = [s[0] for s in stands if s[5] >= _D(2026, 9, 1)]
    winter = [s[0] for s in stands if _D(2026, 3, 1) <= s[5] < _D(2026, 6, 1)][0]
    loads = []
    for s in stands:
        begin = s[5] + rng.randint(20, 200) * _DAY
        if s[0] == winter:
            begin = _D(2027, 1, 15)  # a winter stand, felled once the ground freezes
        if s[5] >= _D(2026, 9, 1):
            begin = _D(2026, 12, 2) if s[0] == late[0] else _D(2027, 1, 10)
        if begin < _D(2025, 1, 1):
            begin = _D(2025, 1, 1) + rng.randint(0, 40) * _DAY
        if begin > TODAY:
            s[7] = "odottaa"
            continue
        total = s[6] * rng.uniform(0.9, 1.1)
        mix = FI_MIX[s[4]]
        day, hauled, done = begin, 0.0, True
        while hauled < total:
            if day > TODAY:
                done = False
                break
            laji = rng.choices(tuple(mix), weights=tuple(mix.values()))[0]
            m3 = round(rng.uniform(30, 46), 1)
            stump = round(FI_STUMPAGE[laji] * (1.06 if s[5] >= _D(2026, 1, 1) else 1) * s[8], 2)
            mill = FI_MILL_PRICE[laji] * (1.04 if day >= _D(2026, 1, 1) else 1)
            loads.append((day, s[0], laji, m3, _fi_mill(rng, laji), rng.choice(FI_DRIVERS),
                          round(m3 * stump, 2), round(m3 * mill, 2)))
            hauled += m3
            day += rng.randint(1, 4) * _DAY
        s[7] = "korjattu" if done else "korjuussa"
    loads.sort(key=lambda r: (r[0], r[1]))
    out_loads = [(n + 1, r[1], _fi_date(r[0]), *r[2:]) for n, r in enumerate(loads)]
    out_owners = [(o[0], o[1], o[2], _fi_date(o[3]), o[4]) for o in owners]
    out_stands = [(s[0], s[1], s[2], s[3], s[4], _fi_date(s[5]), s[6], s[7]) for s in stands]
    return [
        "CREATE TABLE metsanomistajat(nro INTEGER, nimi VARCHAR, kotikunta VARCHAR, asiakas_alkaen VARCHAR, "
        "sertifikaatti VARCHAR)",
        "CREATE TABLE leimikot(tunnus VARCHAR, omistaja INTEGER, kunta VARCHAR, ala_ha DOUBLE, "
        "hakkuu VARCHAR, kauppa_pvm VARCHAR, arvio_m3 INTEGER, tila VARCHAR)",
        "CREATE TABLE kuormat(nro INTEGER, leimikko VARCHAR, pvm VARCHAR, laji VARCHAR, m3 DOUBLE, "
        "tehdas VARCHAR, kuljettaja VARCHAR, kanto_eur DOUBLE, myynti_eur DOUBLE)",
        _rows_sql("metsanomistajat", out_owners), _rows_sql("leimikot", out_stands),
        _rows_sql("kuormat", out_loads),
    ]


SCHEMAS_AF = {"saleroom": saleroom, "evcharge": evcharge, "puukauppa": puukauppa}
