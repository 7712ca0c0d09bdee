"""Three held-out workspaces for set AH, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Wednesday 23 December 2026, the day of the export.

- frantoio (an olive mill outside Andria, Puglia, Italy, Frantoio De Palma, pressing the growers' olives in
  the harvest, October to January, and selling its own oil all year round; euros, in cents; Italian names;
  the mill's register dated by INTEGER yyyymmdd, the shop's sales by DATE): no declared keys, codes named
  unlike their targets, `molitura.cod_conf` → `conferitori.cod` ('C017'), and one same-named,
  `vendite.sku` → `prodotti.sku` ('EVO-COR-750'); growers (`conferitori`) by `nominativo` (a person, surname
  first, 'Lorusso Michele', or a farm, 'Az. Agr. Masseria Lama Rossa'), `comune` where they live ('Andria',
  'Corato', 'Canosa di Puglia', 'Barletta', 'Trani', 'Minervino Murge', 'Ruvo di Puglia'), `tipo` 'PRIV' (a
  family grove) or 'AZ' (an azienda agricola, a farm business), `piva` the VAT number (NULL for 'PRIV'),
  `iscritto` the day they were registered (INTEGER yyyymmdd; the register starts in September 2024; three
  registered in December 2026 have booked a slot and brought no olives yet); one `molitura` row one batch of
  olives pressed, `partita` its running number, `data` (INTEGER yyyymmdd), `cultivar` 'Coratina', 'Ogliarola',
  'Peranzana', 'Leccino' or 'Misto', `kg_olive` the olives weighed in, `kg_olio` the oil that came out (the
  "resa", the yield, is `kg_olio / kg_olive`), `regime` 'CT' (conto terzi: the grower takes the oil home and
  pays us the pressing fee) or 'ACQ' (we buy the olives and keep the oil), `importo_cent` the money on the
  batch in cents, which runs the other way round on the two: on 'CT' the pressing fee the grower owes us (14
  cents a kilo, 15 from 1 September 2026, at least 35 euros), on 'ACQ' what we owe the grower for the olives;
  `pagato` 'S' (settled) or 'N' (not yet); products (`prodotti`) by `sku`, `descrizione` ('Olio EVO Coratina
  0,75 l'), `linea` 'Coratina', 'Peranzana', 'Blend', 'DOP' (Terra di Bari DOP Castel del Monte), 'BIO'
  (organic), 'Nuovo' (the new season's unfiltered oil, sold October to December) or 'Altro' (olives, pâté,
  taralli, soap, gift boxes), `formato_ml` the bottle or tin in millilitres (NULL on 'Altro'), `prezzo_cent`
  today's price (10% up on 1 January 2026), `attivo` 'S' while on sale (two added in December 2026 have not
  sold yet); one `vendite` row one product sold on one order, `data` DATE, `qta` the pieces, `importo_cent`
  what was charged (the price of the day times `qta`, 15% off for restaurants, 30% off for export),
  `canale` 'SPACCIO' (the mill shop), 'WEB' (the online shop), 'RISTO' (restaurants) or 'EXPORT' (a German
  importer), `cliente` the restaurant or importer (NULL on the shop and the web), `reso` 'S' when it came back
  and was refunded (broken in transit), else 'N'; so sales are `importo_cent / 100` euros over `vendite` not
  returned.
- noraebang (a karaoke-room business in Seomyeon, Busan, South Korea, Star Noraebang, with five small rooms,
  four medium, two party rooms and a VIP room; Korean won, whole won; romanised Korean names; TIMESTAMP, and
  the members' sign-up day as 'YYYY.MM.DD' text): declared PRIMARY KEY / REFERENCES on same-named keys,
  `bang_iyong.hw_no` → `hoewon.hw_no` (NULL for a walk-in) and `fnb.iyong_no` → `bang_iyong.iyong_no`;
  members (`hoewon`) by `nick`, `tel_4` the last four digits of their phone, `gaip_dt` the day they signed up
  ('YYYY.MM.DD' text; at the counter on their first visit, but five signed up through the KakaoTalk channel in
  December 2026 and have not come in yet),
  `grd` 'NORMAL', 'SILVER' or 'GOLD', `sms_yn` 'Y' when they accept text messages; one `bang_iyong` row one
  room used by one party, `bang` the room ('1' to '11', 'VIP'), `bang_tp` 'S' (small, up to four), 'M'
  (medium), 'L' (party room) or 'V' (the VIP room), `in_ts` and `out_ts` TIMESTAMP (out includes the free
  "service" minutes, `svc_min`, the house adds on top of the time paid for), `inwon` the people, `yogeum` the
  room charge in won (the hours paid for times the room's rate, S 15,000, M 20,000, L 30,000, V 45,000 won an
  hour, 1,000 more an hour for S and M and 3,000 more for L and V from 1 March 2026), `gyeoljae` how it was
  paid, 'CARD', 'HYUNGEUM' (cash), 'KAKAO' (KakaoPay) or 'PNT' (member points), `hwanbul` 'Y' when the
  charge was refunded (a broken machine, a complaint), else 'N'; the log goes back to 1 July 2025, when the
  POS was installed; one `fnb` row one food or drink order line during a visit, `pummok` the item ('Shin
  Ramyun', 'Chilsung Cider'), `bunryu` 'EUMRYO' (drinks), 'GWAJA' (crisps and snacks), 'RAMYEON', 'ICECREAM'
  or 'SET' (party platters), `danga` the unit price, `su` the quantity, `geumaek` the line's amount in won;
  so takings are `yogeum` over the visits not refunded plus `geumaek` over `fnb`.
- sewa_motor (a scooter rental in Canggu, Bali, Indonesia, Canggu Scoot, renting to tourists and digital
  nomads; Indonesian rupiah, whole rupiah; Indonesian names; dates as 'DD-MM-YYYY' text): no declared keys,
  two same-named, `sewa.plat` → `armada.plat` (the number plate, 'DK 4521 FT') and `klaim.no_sewa` →
  `sewa.no_sewa` ('CGS-0042'), and one named unlike its target, `sewa.id_penyewa` → `penyewa.id`; the fleet
  (`armada`) by `plat`, `merk` 'Honda' or 'Yamaha', `tipe` ('Scoopy', 'Vario 125', 'Vario 160', 'Fazzio',
  'NMAX', 'PCX 160', 'XMAX', 'Filano'), `cc`, `th` the model year, `tarif_rp` today's daily rate (10% up on 1
  July 2026), `tgl_masuk` the day it joined the fleet ('DD-MM-YYYY' text; two Filanos bought in December 2026
  have not been rented yet), `kondisi` 'OK', 'BENGKEL' (at the workshop) or 'DIJUAL' (sold off); renters
  (`penyewa`) by `nama`, `negara` the country, in Indonesian ('Australia', 'Rusia', 'Inggris' UK, 'Jerman'
  Germany, 'Amerika Serikat' USA, 'Prancis' France, 'Belanda' Netherlands, 'Indonesia', 'Ukraina', 'Brasil'),
  `paspor` the passport number (NULL for Indonesians), `sim_intl` 'Y' (ya) when they showed an international
  driving permit, 'T' (tidak) when not (Indonesians ride on their own SIM C), `wa` the WhatsApp number
  (sometimes NULL), `tgl_daftar` the day they registered ('DD-MM-YYYY' text; five registered in December 2026
  and have not rented yet); one `sewa` row one rental of one scooter, `mulai` the first day ('DD-MM-YYYY'
  text), `hari` the days, `paket` 'H' (harian, the daily rate), 'M' (mingguan, a week or more, 15% off) or 'B'
  (bulanan, four weeks or more, 35% off), `harga_rp` the rental charged (the day rate of the start day times
  the days, less the discount, rounded to 5,000; 0 when cancelled), `ongkir_rp` the delivery charge when the
  scooter was brought to their villa (0, 50,000, or 75,000 beyond Pererenan), `bayar` 'TUNAI' (cash),
  'TRANSFER', 'QRIS' (QR code) or 'KARTU' (card), `status` 'SELESAI' (returned), 'JALAN' (still out), 'PESAN'
  (booked, starting after the export; paid on pick-up, the price quoted) or 'BATAL' (cancelled); one `klaim`
  row one charge for damage or a fine on a rental, `tgl` ('DD-MM-YYYY' text), `jenis` 'LECET' (scratches),
  'BAN' (a tyre), 'SPION' (a mirror), 'HELM' (a lost helmet), 'TILANG' (a traffic ticket passed on) or 'TELAT'
  (a late return), `biaya_rp`, `lunas` 'Y' when paid, 'T' when still owed; so rental takings are `harga_rp`
  (plus `ongkir_rp` for delivery) over the rentals returned or still out. The rentals kept in this system go
  back to January 2025.

Written blind for set AH (questions_ah.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

TODAY = datetime.date(2026, 12, 23)
_D = datetime.date
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


def _w(rng: random.Random, pairs) -> str:
    return rng.choices([p for p, _ in pairs], weights=[w for _, w in pairs])[0]


# ------------------------------------------------------------------------------------------------- frantoio
IT_SURNAMES = ("Lorusso", "Di Noia", "Sgaramella", "Zingaro", "Lomuscio", "Di Bari", "Capacchione",
               "Leonetti", "Matera", "Tota", "Guglielmi", "Suriano", "Porziotta", "Fucci", "Inchingolo",
               "Zagaria", "Sinisi", "Di Pinto", "Mastrodonato", "Campana", "Ieva", "Losito")
IT_FIRST = ("Michele", "Riccardo", "Savino", "Sabino", "Vincenzo", "Nicola", "Francesco", "Giuseppe",
            "Antonio", "Luigi", "Rosa", "Maria", "Anna", "Angela", "Carmela", "Lucia", "Domenico", "Ruggiero")
IT_FARMS = ("Az. Agr. Masseria Lama Rossa", "Az. Agr. Torre di Bocca", "Az. Agr. Il Tratturo",
            "Az. Agr. Sgaramella F.lli", "Soc. Agr. Tenuta Cannone s.s.", "Az. Agr. Lomuscio Nicola",
            "Masseria San Domenico s.r.l.", "Az. Agr. Castel del Monte Bio", "Az. Agr. Le Murge",
            "Az. Agr. Ulivi di Montegrosso", "Soc. Agr. Terre di Federico", "Az. Agr. Zagaria Savino",
            "Az. Agr. Piano dei Lupi", "Masseria Coppa s.s.", "Az. Agr. Matera Ruggiero",
            "Soc. Coop. Olivicoltori Coratini")
IT_COMUNI = (("Andria", 10), ("Corato", 4), ("Canosa di Puglia", 3), ("Barletta", 2), ("Trani", 2),
             ("Minervino Murge", 2), ("Ruvo di Puglia", 2))
IT_CULTIVAR = (("Coratina", 9), ("Ogliarola", 4), ("Peranzana", 2), ("Leccino", 2), ("Misto", 3))
IT_RESA = {"Coratina": (0.165, 0.205), "Ogliarola": (0.14, 0.175), "Peranzana": (0.13, 0.165),
           "Leccino": (0.125, 0.16), "Misto": (0.14, 0.18)}
# the harvests: first and last day of pressing; the price a kilo we paid for olives (cents)
IT_CAMPAGNE = ((_D(2024, 10, 10), _D(2025, 1, 24), (96, 118)), (_D(2025, 10, 6), _D(2026, 1, 21), (78, 96)),
               (_D(2026, 10, 8), TODAY, (72, 90)))
IT_PRODOTTI = (  # sku, descrizione, linea, formato_ml, today's price in cents
    ("EVO-COR-250", "Olio EVO Coratina 0,25 l", "Coratina", 250, 660),
    ("EVO-COR-500", "Olio EVO Coratina 0,5 l", "Coratina", 500, 1100),
    ("EVO-COR-750", "Olio EVO Coratina 0,75 l", "Coratina", 750, 1540),
    ("EVO-COR-3L", "Olio EVO Coratina latta 3 l", "Coratina", 3000, 4950),
    ("EVO-COR-5L", "Olio EVO Coratina latta 5 l", "Coratina", 5000, 7700),
    ("EVO-PER-250", "Olio EVO Peranzana 0,25 l", "Peranzana", 250, 770),
    ("EVO-PER-500", "Olio EVO Peranzana 0,5 l", "Peranzana", 500, 1320),
    ("EVO-PER-750", "Olio EVO Peranzana 0,75 l", "Peranzana", 750, 1760),
    ("EVO-CLA-500", "Olio EVO Classico 0,5 l", "Blend", 500, 880),
    ("EVO-CLA-750", "Olio EVO Classico 0,75 l", "Blend", 750, 1210),
    ("EVO-CLA-1L", "Olio EVO Classico 1 l", "Blend", 1000, 1540),
    ("EVO-CLA-3L", "Olio EVO Classico latta 3 l", "Blend", 3000, 4180),
    ("EVO-CLA-5L", "Olio EVO Classico latta 5 l", "Blend", 5000, 6600),
    ("DOP-CDM-500", "Terra di Bari DOP Castel del Monte 0,5 l", "DOP", 500, 1430),
    ("DOP-CDM-750", "Terra di Bari DOP Castel del Monte 0,75 l", "DOP", 750, 1980),
    ("BIO-500", "Olio EVO Biologico 0,5 l", "BIO", 500, 1320),
    ("BIO-750", "Olio EVO Biologico 0,75 l", "BIO", 750, 1870),
    ("BIO-5L", "Olio EVO Biologico latta 5 l", "BIO", 5000, 9350),
    ("NUO-500", "Olio Nuovo non filtrato 0,5 l", "Nuovo", 500, 1210),
    ("NUO-750", "Olio Nuovo non filtrato 0,75 l", "Nuovo", 750, 1650),
    ("NUO-1L", "Olio Nuovo non filtrato 1 l", "Nuovo", 1000, 1980),
    ("ARO-PEP-250", "Olio aromatizzato al peperoncino 0,25 l", "Altro", None, 770),
    ("ARO-LIM-250", "Olio aromatizzato al limone 0,25 l", "Altro", None, 770),
    ("OLV-BEL-300", "Olive Bella di Cerignola 300 g", "Altro", None, 550),
    ("OLV-LEC-300", "Olive Leccino al forno 300 g", "Altro", None, 605),
    ("PAT-OLV-180", "Paté di olive 180 g", "Altro", None, 495),
    ("TAR-OLI-400", "Taralli all'olio 400 g", "Altro", None, 440),
    ("SAP-OLI-100", "Sapone all'olio d'oliva 100 g", "Altro", None, 385),
    ("REG-TRIO", "Confezione regalo 3 x 0,25 l", "Altro", None, 2420),
    ("REG-CASSA", "Cassetta regalo Masseria", "Altro", None, 4400),
    ("CRE-MAN-50", "Crema mani all'olio 50 ml", "Altro", None, 660),
    ("EVO-COR-1L", "Olio EVO Coratina 1 l", "Coratina", 1000, 1980),
    ("REG-NAT-26", "Cofanetto Natale 2026", "Altro", None, 3300),
)
IT_NEW = ("EVO-COR-1L", "REG-NAT-26")  # added in December 2026, not sold yet
IT_RISTO = ("Trattoria Il Pozzo", "Osteria Marascia", "Ristorante Pane e Olio", "Braceria Da Savino",
            "Hotel Ottagono", "Pizzeria La Lampara")
IT_EXPORT = "Feinkost Adler GmbH"


def _ymd(day: datetime.date) -> int:
    return day.year * 10000 + day.month * 100 + day.day


def _it_workday(day: datetime.date) -> datetime.date:
    while day.weekday() == 6 or (day.month, day.day) in ((12, 25), (12, 26), (1, 1), (1, 6), (12, 8)):
        day += _DAY
    return day


def frantoio() -> list[str]:
    rng = random.Random(4711)
    persons = [f"{s} {f}" for s in IT_SURNAMES for f in IT_FIRST]
    rng.shuffle(persons)
    comuni = [c for c, w in IT_COMUNI for _ in range(w)]
    growers = []
    for n in range(86):
        farm = n < len(IT_FARMS)
        name = IT_FARMS[n] if farm else persons[n]
        if n >= 83:
            reg = _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 21))
        else:
            reg = rng.choice((_pick_day(rng, _D(2024, 9, 16), _D(2024, 12, 20)),
                              _pick_day(rng, _D(2024, 9, 16), _D(2024, 12, 20)),
                              _pick_day(rng, _D(2025, 9, 15), _D(2025, 12, 20)),
                              _pick_day(rng, _D(2026, 9, 14), _D(2026, 11, 30))))
        growers.append([reg, name, farm])
    growers.sort(key=lambda g: (g[0], g[1]))
    out_growers, batches = [], []
    for n, (reg, name, farm) in enumerate(growers):
        cod = f"C{n + 1:03d}"
        comune = "Andria" if "Castel del Monte" in name else "Corato" if "Coratini" in name else \
            rng.choice(comuni)
        piva = f"0{rng.randint(1000000000, 9999999999)}"[:11] if farm else None
        out_growers.append((cod, name, comune, "AZ" if farm else "PRIV", piva, _ymd(reg)))
        main = _w(rng, IT_CULTIVAR)
        sells = farm and rng.random() < 0.55
        for first, last, price in IT_CAMPAGNE:
            if reg > last or reg >= _D(2026, 12, 1) or rng.random() > (0.92 if farm else 0.72):
                continue
            k = rng.randint(2, 5) if farm else rng.choices((1, 2, 3), weights=(6, 3, 1))[0]
            for _ in range(k):
                span = (last - first).days
                day = _it_workday(first + int(rng.triangular(0, span, span * 0.4)) * _DAY)
                if day > TODAY or day < reg:
                    continue
                cultivar = main if rng.random() < 0.75 else _w(rng, IT_CULTIVAR)
                kg = rng.randint(30, 150) * 100 if farm else rng.randint(4, 30) * 50
                lo, hi = IT_RESA[cultivar]
                week = (day - first).days / 7
                resa = rng.uniform(lo, hi) + min(week, 12) * 0.0012
                olio = round(kg * resa, 1)
                regime = "ACQ" if sells and rng.random() < 0.8 else "CT"
                if regime == "CT":
                    rate = 15 if day >= _D(2026, 9, 1) else 14
                    importo = max(kg * rate, 3500)
                else:
                    importo = kg * (rng.randint(*price) + (6 if cultivar == "Coratina" else 0))
                open_ = day >= _D(2026, 11, 16) and rng.random() < 0.35 or rng.random() < 0.03
                batches.append([day, cod, cultivar, kg, olio, regime, importo, "N" if open_ else "S"])
    batches.sort(key=lambda b: (b[0], b[1]))
    out_batches = [(n + 1, _ymd(b[0]), *b[1:]) for n, b in enumerate(batches)]
    prodotti = [(sku, d, linea, ml, cent, "S") for sku, d, linea, ml, cent in IT_PRODOTTI]
    prodotti = [p if p[0] not in ("ARO-LIM-250", "OLV-LEC-300") else (*p[:5], "N") for p in prodotti]
    sellable = [p for p in IT_PRODOTTI if p[0] not in IT_NEW]
    weight = {p[0]: 6 if p[2] in ("Coratina", "Blend") else 3 if p[2] in ("Nuovo", "DOP") else 2
              for p in sellable}
    sales = []
    while len(sales) < 372:
        day = _pick_day(rng, _D(2025, 1, 2), TODAY)
        if day.month < 10 and rng.random() < 0.35:  # most sales in the autumn and before Christmas
            continue
        if day.weekday() == 6:
            continue
        canale = _w(rng, (("SPACCIO", 45), ("WEB", 30), ("RISTO", 15), ("EXPORT", 7)))
        able = [p for p in sellable if (p[2] != "Nuovo" or day.month >= 10)
                and not (p[0] in ("ARO-LIM-250", "OLV-LEC-300") and day >= _D(2026, 6, 1))]
        if canale == "RISTO":
            able = [p for p in able if p[3] and p[3] >= 750]
        if canale == "EXPORT":
            able = [p for p in able if p[2] in ("Coratina", "DOP", "BIO") and p[3] in (500, 750)]
        p = rng.choices(able, weights=[weight[x[0]] for x in able])[0]
        qta = rng.randint(6, 24) if canale == "RISTO" else rng.choice((60, 90, 120, 180)) \
            if canale == "EXPORT" else rng.choices((1, 2, 3, 4, 6), weights=(8, 5, 3, 1, 1))[0]
        unit = p[4] if day >= _D(2026, 1, 1) else round(p[4] / 1.1)
        importo = round(unit * qta * {"RISTO": 0.85, "EXPORT": 0.7}.get(canale, 1.0))
        cliente = rng.choice(IT_RISTO) if canale == "RISTO" else IT_EXPORT if canale == "EXPORT" else None
        reso = "S" if canale == "WEB" and day < TODAY - 5 * _DAY and rng.random() < 0.07 else "N"
        sales.append((day, p[0], qta, importo, canale, cliente, reso))
    sales.sort(key=lambda s: (s[0], s[4], s[1]))
    out_sales = [(n + 1, *s) for n, s in enumerate(sales)]
    return [
        "CREATE TABLE conferitori(cod VARCHAR, nominativo VARCHAR, comune VARCHAR, tipo VARCHAR, "
        "piva VARCHAR, iscritto INTEGER)",
        "CREATE TABLE molitura(partita INTEGER, data INTEGER, cod_conf VARCHAR, cultivar VARCHAR, "
        "kg_olive INTEGER, kg_olio DOUBLE, regime VARCHAR, importo_cent BIGINT, pagato VARCHAR)",
        "CREATE TABLE prodotti(sku VARCHAR, descrizione VARCHAR, linea VARCHAR, formato_ml INTEGER, "
        "prezzo_cent INTEGER, attivo VARCHAR)",
        "CREATE TABLE vendite(id INTEGER, data DATE, sku VARCHAR, qta INTEGER, importo_cent BIGINT, "
        "canale VARCHAR, cliente VARCHAR, reso VARCHAR)",
        _rows_sql("conferitori", out_growers), _rows_sql("molitura", out_batches),
        _rows_sql("prodotti", prodotti), _rows_sql("vendite", out_sales),
    ]


# ------------------------------------------------------------------------------------------------ noraebang
KR_NICKS = ("minji", "jh_park", "sunny", "doyoon", "seoyeon", "hajun", "yuna", "jiwoo", "taehyun", "soobin",
            "eunbi", "jaemin", "hyejin", "dongwook", "nari", "sangmin", "chaeyoung", "junho", "bora",
            "kyungsoo", "mingyu", "dahye", "seungri", "yerin", "hoseok")
KR_ROOMS = {"S": ("1", "2", "3", "4", "5"), "M": ("6", "7", "8", "9"), "L": ("10", "11"), "V": ("VIP",)}
KR_RATE = {"S": (15000, 16000), "M": (20000, 21000), "L": (30000, 33000), "V": (45000, 48000)}
KR_PEOPLE = {"S": (1, 4), "M": (3, 8), "L": (6, 15), "V": (4, 12)}
KR_MENU = (  # item, category, unit price, how often ordered
    ("Cola", "EUMRYO", 2000, 6), ("Chilsung Cider", "EUMRYO", 2000, 5), ("Pocari Sweat", "EUMRYO", 2500, 3),
    ("Ice Americano", "EUMRYO", 3000, 3), ("Bacchus", "EUMRYO", 1500, 2),
    ("Honey Butter Chip", "GWAJA", 3000, 4), ("Saewookkang", "GWAJA", 2000, 4),
    ("Pringles", "GWAJA", 3500, 2),
    ("Shin Ramyun", "RAMYEON", 4000, 4), ("Jin Ramen", "RAMYEON", 4000, 2),
    ("Cup Tteokbokki", "RAMYEON", 4500, 2), ("Melona", "ICECREAM", 1500, 3), ("Bingsu", "ICECREAM", 7000, 1),
    ("Party Set A", "SET", 25000, 1), ("Party Set B", "SET", 35000, 1))


def _kr_date(day: datetime.date) -> str:
    return f"{day.year}.{day.month:02d}.{day.day:02d}"


def noraebang() -> list[str]:
    rng = random.Random(4822)
    nicks = [f"{n}{d}" for n in KR_NICKS for d in ("", "94", "97", "99", "01", "03", "_bs", "77")]
    rng.shuffle(nicks)
    members = []
    for n in range(122):
        day = _pick_day(rng, _D(2025, 7, 1), _D(2026, 11, 30)) if n < 117 else \
            _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 20))
        members.append([day, nicks[n]])
    members.sort()
    joined = {101 + n: m[0] for n, m in enumerate(members)}
    pull = {h: rng.choice((1, 1, 1, 2, 3, 6)) for h in joined}
    slots = [(j, h, True) for h, j in joined.items() if j < _D(2026, 12, 1)]  # they sign up on a visit
    while len(slots) < 384:
        day = _pick_day(rng, _D(2025, 7, 1), TODAY - _DAY)
        if day.weekday() < 4 and rng.random() < 0.45:  # Friday and Saturday nights are busier
            continue
        able = [h for h, j in joined.items() if j < day and j < _D(2026, 12, 1)]
        member = rng.choices(able, weights=[pull[h] for h in able])[0] \
            if able and rng.random() < 0.4 else None
        slots.append((day, member, False))
    visits = []
    for day, member, first in slots:
        tp = _w(rng, (("S", 9), ("M", 6), ("L", 3), ("V", 1)))
        hour = rng.choice((15, 17, 18, 19, 20, 20, 21, 21, 22, 22, 23, 23) + (() if first else (24, 25, 26)))
        start = datetime.datetime(day.year, day.month, day.day) + datetime.timedelta(
            hours=hour, minutes=rng.randint(0, 59))
        paid_min = rng.choice((60, 60, 60, 90, 120)) if tp in ("S", "M") else rng.choice((120, 120, 180))
        svc = rng.choice((0, 10, 10, 20, 30)) if member or tp == "V" else rng.choice((0, 0, 10, 10, 20))
        rate = KR_RATE[tp][1 if start.date() >= _D(2026, 3, 1) else 0]
        yogeum = rate * paid_min // 60
        end = start + datetime.timedelta(minutes=paid_min + svc + rng.randint(0, 3))
        points = 10 if member and not first else 0
        pay = _w(rng, (("CARD", 55), ("KAKAO", 20), ("HYUNGEUM", 15), ("PNT", points)))
        hwanbul = "Y" if rng.random() < 0.03 else "N"
        lo, hi = KR_PEOPLE[tp]
        visits.append([start, tp, member, end, rng.randint(lo, hi), yogeum, svc, pay, hwanbul])
    visits.sort(key=lambda v: v[0])
    used = {"S": {}, "M": {}, "L": {}, "V": {}}
    out_visits, orders = [], []
    for n, (start, tp, member, end, inwon, yogeum, svc, pay, hwanbul) in enumerate(visits):
        free = [r for r in KR_ROOMS[tp] if used[tp].get(r, start) <= start]
        room = rng.choice(free) if free else rng.choice(KR_ROOMS[tp])
        used[tp][room] = end
        iyong = 5001 + n
        out_visits.append((iyong, room, tp, member, start, end, inwon, yogeum, svc, pay, hwanbul))
        if rng.random() < (0.75 if tp in ("L", "V") else 0.4):
            for _ in range(rng.choices((1, 2, 3), weights=(5, 3, 1))[0]):
                item, cat, price, _w8 = rng.choices(KR_MENU, weights=[m[3] for m in KR_MENU])[0]
                su = 1 if cat == "SET" else rng.randint(1, max(1, min(inwon, 6)))
                orders.append((iyong, item, cat, price, su, price * su))
    out_orders = [(n + 1, *o) for n, o in enumerate(orders)]
    visits_of = {}
    for v in out_visits:
        if v[3] is not None:
            visits_of[v[3]] = visits_of.get(v[3], 0) + 1
    out_members = []
    for n, (day, nick) in enumerate(members):
        hw = 101 + n
        k = visits_of.get(hw, 0)
        grd = "GOLD" if k >= 6 else "SILVER" if k >= 3 else "NORMAL"
        out_members.append((hw, nick, f"{rng.randint(0, 9999):04d}", _kr_date(day), grd,
                            "Y" if rng.random() < 0.6 else "N"))
    return [
        "CREATE TABLE hoewon(hw_no INTEGER PRIMARY KEY, nick VARCHAR, tel_4 VARCHAR, gaip_dt VARCHAR, "
        "grd VARCHAR, sms_yn VARCHAR)",
        "CREATE TABLE bang_iyong(iyong_no INTEGER PRIMARY KEY, bang VARCHAR, bang_tp VARCHAR, "
        "hw_no INTEGER REFERENCES hoewon(hw_no), in_ts TIMESTAMP, out_ts TIMESTAMP, inwon INTEGER, "
        "yogeum INTEGER, svc_min INTEGER, gyeoljae VARCHAR, hwanbul VARCHAR)",
        "CREATE TABLE fnb(jumun_no INTEGER PRIMARY KEY, iyong_no INTEGER REFERENCES bang_iyong(iyong_no), "
        "pummok VARCHAR, bunryu VARCHAR, danga INTEGER, su INTEGER, geumaek INTEGER)",
        _rows_sql("hoewon", out_members), _rows_sql("bang_iyong", out_visits), _rows_sql("fnb", out_orders),
    ]


# ----------------------------------------------------------------------------------------------- sewa_motor
ID_FLEET = (  # tipe, merk, cc, today's daily rate, how many
    ("Scoopy", "Honda", 110, 88000, 10), ("Vario 125", "Honda", 125, 99000, 8),
    ("Vario 160", "Honda", 160, 121000, 6), ("Fazzio", "Yamaha", 125, 99000, 5),
    ("NMAX", "Yamaha", 155, 165000, 8), ("PCX 160", "Honda", 160, 176000, 5),
    ("XMAX", "Yamaha", 250, 385000, 2), ("Filano", "Yamaha", 125, 110000, 2))
ID_NAMES = {
    "Australia": (("Jack", "Olivia", "Liam", "Chloe", "Noah", "Mia", "Lachlan", "Isla", "Cooper", "Ruby"),
                  ("Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Nguyen", "Kelly", "Ryan")),
    "Rusia": (("Ivan", "Anastasia", "Dmitry", "Ekaterina", "Alexei", "Daria", "Sergei", "Polina"),
              ("Ivanov", "Smirnova", "Kuznetsov", "Popova", "Sokolov", "Volkova", "Morozov")),
    "Inggris": (("Harry", "Amelia", "George", "Emily", "Oliver", "Grace"),
                ("Clarke", "Evans", "Hughes", "Wright", "Hall", "Green")),
    "Jerman": (("Lukas", "Lea", "Jonas", "Marie", "Felix", "Hannah"),
               ("Müller", "Schmidt", "Becker", "Wolf")),
    "Amerika Serikat": (("Tyler", "Madison", "Ethan", "Ashley", "Brandon"), ("Miller", "Davis", "Garcia")),
    "Prancis": (("Hugo", "Camille", "Louis", "Manon", "Théo"), ("Martin", "Bernard", "Dubois", "Moreau")),
    "Belanda": (("Daan", "Sanne", "Bram", "Fleur", "Sem"), ("de Jong", "Jansen", "de Vries", "Visser")),
    "Indonesia": (("Putu", "Made", "Komang", "Ketut", "Dewi", "Agus", "Rizky", "Sari", "Bayu"),
                  ("Wijaya", "Santoso", "Pratama", "Saputra", "Suryani", "Hidayat")),
    "Ukraina": (("Oleksandr", "Olena", "Andriy", "Iryna"), ("Shevchenko", "Bondarenko", "Kovalenko")),
    "Brasil": (("Lucas", "Beatriz", "Gabriel", "Larissa"), ("Silva", "Santos", "Oliveira", "Costa")),
}
ID_NEGARA = (("Australia", 28), ("Rusia", 14), ("Inggris", 9), ("Jerman", 9), ("Amerika Serikat", 7),
             ("Prancis", 7), ("Belanda", 5), ("Indonesia", 10), ("Ukraina", 4), ("Brasil", 4))
ID_WANT = (("Scoopy", 10), ("Vario 125", 8), ("Vario 160", 6), ("Fazzio", 5), ("NMAX", 8), ("PCX 160", 5),
           ("XMAX", 1))
ID_PLATE_SUFFIX = ("FT", "FB", "FK", "ABW", "AFD", "FAB", "FP", "GG", "KX", "FX")


def _id_date(day: datetime.date) -> str:
    return f"{day.day:02d}-{day.month:02d}-{day.year}"


def _round5k(value: float) -> int:
    return int(round(value / 5000)) * 5000


def sewa_motor() -> list[str]:
    rng = random.Random(4933)
    fleet = []
    plates = set()
    for tipe, merk, cc, rate, k in ID_FLEET:
        for j in range(k):
            while True:
                plat = f"DK {rng.randint(1000, 6999)} {rng.choice(ID_PLATE_SUFFIX)}"
                if plat not in plates:
                    plates.add(plat)
                    break
            if tipe == "Filano":
                masuk = _pick_day(rng, _D(2026, 12, 2), _D(2026, 12, 18))
            elif j < k // 2 + 1:
                masuk = _pick_day(rng, _D(2023, 6, 1), _D(2024, 12, 20))
            else:
                masuk = _pick_day(rng, _D(2025, 1, 5), _D(2026, 8, 31))
            year = min(masuk.year, 2026) - (rng.randint(0, 1) if masuk.year < 2025 else 0)
            fleet.append([plat, merk, tipe, cc, year, rate, masuk, "OK"])
    # three old scooters sold off in 2026, two at the workshop today
    old = [f for f in fleet if f[6] < _D(2024, 1, 1) and f[2] in ("Scoopy", "Vario 125")]
    sold = {f[0]: _pick_day(rng, _D(2026, 3, 1), _D(2026, 8, 31)) for f in old[:3]}
    for f in fleet:
        if f[0] in sold:
            f[7] = "DIJUAL"
    for f in rng.sample([f for f in fleet if f[0] not in sold and f[2] != "Filano"], 2):
        f[7] = "BENGKEL"
    negara = [c for c, w in ID_NEGARA for _ in range(w)]
    renters = []
    seen = set()
    while len(renters) < 205:
        country = rng.choice(negara)
        first, last = ID_NAMES[country]
        nama = f"{rng.choice(first)} {rng.choice(last)}"
        if nama in seen:
            continue
        seen.add(nama)
        day = _pick_day(rng, _D(2025, 1, 2), _D(2026, 11, 30)) if len(renters) < 200 else \
            _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 21))
        renters.append([day, nama, country])
    renters.sort(key=lambda r: (r[0], r[1]))
    out_renters = []
    for n, (day, nama, country) in enumerate(renters):
        paspor = None if country == "Indonesia" else \
            f"{rng.choice('ABCEFGKLNPRU')}{rng.choice('ABCEFGKLNPRU')}{rng.randint(1000000, 9999999)}"
        sim = "T" if country == "Indonesia" else "Y" if rng.random() < 0.55 else "T"
        prefix = "+62 8" if country == "Indonesia" or rng.random() < 0.4 else "+"
        wa = None if rng.random() < 0.1 else prefix + str(rng.randint(10 ** 9, 10 ** 10))
        out_renters.append((701 + n, nama, country, paspor, sim, wa, _id_date(day)))
    reg = {701 + n: r[0] for n, r in enumerate(renters)}
    requests = []
    for renter, day in reg.items():
        if day >= _D(2026, 12, 1):
            continue
        nomad = rng.random() < 0.25  # digital nomads rent month after month, back to back
        want = _w(rng, ID_WANT)
        start = day + rng.randint(0, 2) * _DAY
        k = rng.randint(1, 6) if nomad else rng.choices((1, 2, 3), weights=(10, 5, 2))[0]
        for _ in range(k):
            if start > TODAY + 8 * _DAY:
                break
            paket = _w(rng, (("B", 6), ("M", 2))) if nomad else _w(rng, (("H", 7), ("M", 3)))
            hari = rng.randint(1, 6) if paket == "H" else rng.randint(7, 21) if paket == "M" else \
                rng.randint(28, 31)
            requests.append((start, renter, paket, hari, want))
            if nomad:
                start += hari * _DAY
            else:  # a later trip to Bali
                start += (hari + rng.randint(60, 330)) * _DAY
                want = _w(rng, ID_WANT)
    for renter in rng.sample([r for r, d in reg.items() if d < _D(2026, 6, 1)], 4):  # back for Christmas
        requests.append((_pick_day(rng, TODAY + _DAY, TODAY + 8 * _DAY), renter, "H", rng.randint(3, 6),
                         _w(rng, ID_WANT)))
    requests.sort()
    busy = {f[0]: f[6] for f in fleet}
    last_plat = {}
    rentals = []
    for start, renter, paket, hari, want in requests:
        end = start + hari * _DAY
        free = [f for f in fleet if busy[f[0]] <= start and f[6] <= start
                and (f[0] not in sold or end < sold[f[0]])]
        same = [f for f in free if f[0] == last_plat.get(renter)]
        free = same or [f for f in free if f[2] == want] or [f for f in free if f[2] != "XMAX"]
        if not free:
            continue
        f = min(free, key=lambda f: (busy[f[0]], f[0]))  # the one standing idle longest goes out
        last_plat[renter] = f[0]
        rate = f[5] if start >= _D(2026, 7, 1) else _round5k(f[5] / 1.1)
        price = _round5k(rate * hari * {"H": 1.0, "M": 0.85, "B": 0.65}[paket])
        antar = rng.random() < 0.45
        ongkir = (75000 if rng.random() < 0.2 else 50000) if antar else 0
        if start > TODAY:
            status = "PESAN"
        elif rng.random() < 0.05:
            status, price, ongkir = "BATAL", 0, 0
        elif end > TODAY:
            status = "JALAN"
        else:
            status = "SELESAI"
        if status != "BATAL":
            busy[f[0]] = end
        bayar = _w(rng, (("TUNAI", 35), ("TRANSFER", 25), ("QRIS", 30), ("KARTU", 10)))
        rentals.append([start, renter, f[0], hari, paket, price, ongkir, bayar, status, rate])
    rentals.sort(key=lambda r: (r[0], r[1]))
    out_rentals, claims = [], []
    for n, (start, renter, plat, hari, paket, price, ongkir, bayar, status, rate) in enumerate(rentals):
        no = f"CGS-{n + 1:04d}"
        out_rentals.append((no, renter, plat, _id_date(start), hari, paket, price, ongkir, bayar, status))
        if status == "SELESAI" and rng.random() < 0.15:
            jenis = _w(rng, (("LECET", 5), ("BAN", 3), ("SPION", 2), ("HELM", 2), ("TILANG", 2),
                             ("TELAT", 3)))
            late = rng.randint(1, 3)
            biaya = {"LECET": rng.randint(3, 15) * 50000, "BAN": rng.choice((75000, 150000, 250000)),
                     "SPION": 100000, "HELM": 175000, "TILANG": rng.choice((250000, 500000)),
                     "TELAT": late * rate}[jenis]
            day = start + (hari + (late if jenis == "TELAT" else 0)) * _DAY
            lunas = "T" if rng.random() < 0.18 else "Y"
            claims.append((day, no, jenis, biaya, lunas))
    claims.sort()
    out_claims = [(n + 1, c[1], _id_date(c[0]), *c[2:]) for n, c in enumerate(claims)]
    out_fleet = [(f[0], f[1], f[2], f[3], f[4], f[5], _id_date(f[6]), f[7]) for f in fleet]
    return [
        "CREATE TABLE armada(plat VARCHAR, merk VARCHAR, tipe VARCHAR, cc INTEGER, th INTEGER, "
        "tarif_rp INTEGER, tgl_masuk VARCHAR, kondisi VARCHAR)",
        "CREATE TABLE penyewa(id INTEGER, nama VARCHAR, negara VARCHAR, paspor VARCHAR, sim_intl VARCHAR, "
        "wa VARCHAR, tgl_daftar VARCHAR)",
        "CREATE TABLE sewa(no_sewa VARCHAR, id_penyewa INTEGER, plat VARCHAR, mulai VARCHAR, hari INTEGER, "
        "paket VARCHAR, harga_rp BIGINT, ongkir_rp INTEGER, bayar VARCHAR, status VARCHAR)",
        "CREATE TABLE klaim(id INTEGER, no_sewa VARCHAR, tgl VARCHAR, jenis VARCHAR, biaya_rp BIGINT, "
        "lunas VARCHAR)",
        _rows_sql("armada", out_fleet), _rows_sql("penyewa", out_renters), _rows_sql("sewa", out_rentals),
        _rows_sql("klaim", out_claims),
    ]


SCHEMAS_AH = {"frantoio": frantoio, "noraebang": noraebang, "sewa_motor": sewa_motor}
