"""Three held-out workspaces for set AC, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Friday 18 December 2026, the day of the export.

- pottery (a pottery studio on Gojōzaka in Kyoto, Kamo Tōbō, running wheel, hand-building, raku and kintsugi
  classes for locals and visitors; Japanese yen, whole yen; DATE and TIMESTAMP; Japanese words): declared
  PRIMARY KEY / REFERENCES, `bookings.session_id` → `sessions.session_id` and `bookings.customer_id` →
  `customers.customer_id` on same-named keys, and one named unlike its target, `pieces.booking_ref` →
  `bookings.booking_id`; one `sessions` row one class held (or scheduled), `starts_at` TIMESTAMP, `technique`
  'rokuro' (the wheel), 'tebineri' (hand-building), 'raku' or 'kintsugi' (gold repair), `sensei` the teacher
  ('Okada Kenji', family name first), `lang` 'JP' or 'EN', `seats`, `fee_jpy` the price a person (raised in
  April 2026); customers by `name`, `country`, `created` DATE, `mail_ok` '○' when they accept our mails, '×'
  when not (eight signed up on the website in December 2026 and have not booked); one `bookings` row one
  party booked onto one session, `booked_on` DATE, `party` people, `channel` 'website', 'Airbnb', 'hotel
  desk' or 'walk-in', `status` 'attended', 'no_show' (prepaid, kept), 'cancelled' (refunded, `paid_jpy` 0) or
  'confirmed' (a session still to come), `paid_jpy` what the party paid (`fee_jpy` times `party`); one
  `pieces` row one pot made at a wheel, hand-building or raku class, `form` ('chawan' tea bowl, 'yunomi'
  teacup, 'sara' plate, 'hachi' bowl, 'guinomi' sake cup, 'kabin' vase), `glaze` ('tenmoku', 'shino',
  'oribe', 'seiji', 'kiseto', 'ame'), `fired_on` DATE (NULL while waiting for the kiln), `state` 'queued',
  'ready' (fired, waiting for its maker), 'collected', 'shipped' or 'cracked' (lost in the kiln), `ship_jpy`
  the postage charged on a shipped piece (0 otherwise); so class income is `paid_jpy` over the bookings and
  postage `ship_jpy` over `pieces`.
- grooming (a dog-grooming salon chain in Lisbon, Patinhas & Companhia, with salons in Alfama, Campo de
  Ourique, Parque das Nações and, since April 2026, Benfica; euros with cents as DOUBLE; Portuguese names;
  'DD/MM/YYYY' text dates): no declared keys, natural text codes named unlike their targets: `caes.tutor` →
  `tutores.cod` ('CL-0412'), `marcacoes.cao` → `caes.chip` (the 15-digit microchip number, text),
  `marcacoes.serv` → `servicos.ref` ('BT-M'); `tutores` (owners) by `nome`, `freguesia` their parish,
  `registo` DATE, `sms` 'sim' or 'não' (seven registered in December 2026 and have no dog on file yet);
  `caes` (dogs) by `nome`, `raca` the breed ('Rafeiro' a mongrel), `porte` the size 'P', 'M', 'G' or 'GG',
  `ano_nasc` the year born (not every dog on file has been in); `servicos` the price list, one row a service
  for one size, `descr` ('Banho', 'Banho e tosquia', 'Tosquia higiénica', 'Corte de unhas', 'Limpeza de
  ouvidos', 'Antipulgas', 'Banho de ozono', 'Stripping'), `porte`, `preco` today's price in euros, `minutos`;
  one `marcacoes` row one appointment, `num` ('M25-0137'), `data` the day as 'DD/MM/YYYY' text, `hora`
  'HH:MM', `loja` the salon, `tosquiador` the groomer, `estado` 'concluída' (done), 'cancelada' or 'faltou'
  (no-show), `valor` what was charged in euros (0 unless done; prices up 5% from January 2026), `pagamento`
  'MB Way', 'Multibanco' or 'Numerário' (NULL unless done); so takings are `valor` over the appointments.
- market (a growers' co-operative running a Friday and Saturday organic market stall in Oaxaca, Mercado
  Colectivo Tierra Viva; Mexican pesos, sales in centavos, stall dues in whole pesos; Unix seconds and DATE):
  no declared keys, tables keyed by `id` with `<thing>_id` foreign keys (`art.prod_id`, `vtas.art_id`,
  `cuotas.prod_id`) and abbreviated Spanish columns (`nom`, `pueblo`, `alta_dt`, `baja_dt`, `bio`, `dscr`,
  `cat`, `ud`, `pu_cts`, `ts`, `cant`, `imp_cts`, `fp`, `anul`, `trim`, `monto`, `pagada`, `f_pago`);
  `prod` the member growers by `nom`, `pueblo` the village, `alta_dt` DATE joined, `baja_dt` DATE left (NULL
  while still a member; three joined in December 2026 and have sold nothing yet), `bio` 'S' when certified
  organic, 'N' otherwise; `art` the articles by `dscr`, `cat` ('hortaliza', 'fruta', 'maíz', 'lácteo',
  'mezcal', 'café', 'cacao', 'chapulines', 'miel'), `ud` the unit ('kg', 'pza', 'manojo', 'lt', 'botella'),
  `pu_cts` today's unit price in centavos (a few articles have never sold); one `vtas` row one article rung
  up, `ts` BIGINT Unix seconds (local time), `cant` the quantity, `imp_cts` the amount in centavos, `fp`
  'EF' (cash), 'TJ' (card) or 'TR' (bank transfer), `anul` 'S' when the sale was voided at the till (the row
  keeps its amount), 'N' otherwise; one `cuotas` row one quarter's stall dues of one grower, `trim` 'T1-2025'
  to 'T4-2026', `monto` pesos, `pagada` 'S' or 'N', `f_pago` DATE paid (NULL while unpaid); so sales are
  `imp_cts / 100` pesos over the rows not voided.

Written blind for set AC (questions_ac.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random

from tests.agents.runtime.llm.analyst.heldout.schemas import _day, _insert

TODAY = datetime.date(2026, 12, 18)
_D = datetime.date
_DAY = datetime.timedelta(days=1)
_EPOCH = datetime.datetime(1970, 1, 1)


# -------------------------------------------------------------------------------------------------- pottery
JP_SENSEI = {"rokuro": ("Okada Kenji", "Fujimoto Aya"), "tebineri": ("Nakamura Sō", "Fujimoto Aya"),
             "raku": ("Okada Kenji",), "kintsugi": ("Hayashi Mei",)}
JP_FEES = {"rokuro": (6500, 7200), "tebineri": (4500, 5000), "raku": (9000, 9800), "kintsugi": (12000, 13500)}
JP_SEATS = {"rokuro": 6, "tebineri": 10, "raku": 8, "kintsugi": 8}
JP_COUNTRIES = ("Japan", "United States", "Australia", "France", "Taiwan", "United Kingdom", "Germany",
                "Singapore", "Canada", "Italy", "South Korea", "Spain")
JP_NAMES_JA = [f"{la} {f}" for la in ("Tanaka", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamamoto",
                                      "Kobayashi", "Kato", "Yoshida", "Matsumoto", "Inoue", "Kimura")
               for f in ("Yui", "Haruto", "Sakura", "Ren", "Aoi", "Sota", "Mio", "Yuto", "Hina", "Riku")]
JP_NAMES_XX = [f"{f} {la}" for f in ("Emily", "James", "Chloe", "Lucas", "Sophie", "Oliver", "Mei-Ling",
                                     "Wei", "Camille", "Marco", "Ji-ho", "Isabel", "Hannah", "Noah",
                                     "Grace", "Tom", "Léa", "Daniel")
               for la in ("Walker", "Chen", "Dubois", "Rossi", "Park", "Lim", "Fischer", "Taylor", "García",
                          "Nguyen", "Evans", "Martin", "Müller", "Brown", "Wong", "Moreau")]
JP_FORMS = ("chawan", "yunomi", "sara", "hachi", "guinomi", "kabin")
JP_GLAZES = ("tenmoku", "shino", "oribe", "seiji", "kiseto", "ame")


def pottery() -> list[str]:
    rng = random.Random(2626)
    sessions = []
    day = _D(2025, 1, 7)
    while day <= _D(2026, 12, 30):
        if day.weekday() in (1, 3, 5, 6):  # classes on Tuesday, Thursday, Saturday and Sunday
            if rng.random() < 0.4:
                if day.month in (12, 1, 2):
                    tech = rng.choices(("rokuro", "tebineri", "kintsugi"), weights=(5, 3, 2))[0]
                else:
                    tech = rng.choices(("rokuro", "tebineri", "raku", "kintsugi"), weights=(5, 3, 1, 2))[0]
                hour = rng.choice((10, 13, 16))
                fee = JP_FEES[tech][1 if day >= _D(2026, 4, 1) else 0]
                lang = "EN" if rng.random() < 0.45 else "JP"
                sessions.append([len(sessions) + 1, datetime.datetime(day.year, day.month, day.day, hour),
                                 tech, rng.choice(JP_SENSEI[tech]), lang, JP_SEATS[tech], fee])
        day += _DAY
    ja = list(JP_NAMES_JA)
    xx = list(JP_NAMES_XX)
    rng.shuffle(ja)
    rng.shuffle(xx)
    customers = []
    bookings = []
    for s in sessions:
        sday = s[1].date()
        if s[0] in (31, 118) or (sday > TODAY and rng.random() < 0.4):
            continue  # nobody booked
        free = s[5]
        for _ in range(rng.choice((1, 1, 2, 2, 2, 3))):
            if free <= 0:
                break
            channel = rng.choices(("website", "Airbnb", "hotel desk", "walk-in"), weights=(5, 3, 2, 1))[0]
            lead = 0 if channel == "walk-in" else rng.choice((1, 2, 4, 7, 12, 21, 35))
            booked = sday - lead * _DAY
            if channel == "walk-in" and sday > TODAY:
                channel, booked = "website", sday - 3 * _DAY
            if booked > TODAY:
                booked = TODAY - rng.randrange(5) * _DAY
            regulars = [c for c in customers if c[2] == "Japan" and c[3] <= booked]
            if s[4] == "JP" and regulars and rng.random() < 0.45:
                cust = rng.choice(regulars)[0]
            else:
                if s[4] == "JP" and rng.random() < 0.7:
                    country, name = "Japan", ja.pop()
                else:
                    country = rng.choices(JP_COUNTRIES[1:], weights=(6, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1))[0]
                    name = xx.pop()
                cust = len(customers) + 1
                customers.append((cust, name, country, booked, "○" if rng.random() < 0.55 else "×"))
            party = min(free, rng.choice((1, 1, 2, 2, 2, 3, 4)))
            free -= party
            r = rng.random()
            if sday > TODAY:
                status = "confirmed"
            elif r < 0.07 and channel != "walk-in":
                status = "cancelled"
            elif r < 0.11 and channel != "walk-in":
                status = "no_show"
            else:
                status = "attended"
            paid = 0 if status == "cancelled" else s[6] * party
            bookings.append((booked, s[0], cust, party, channel, status, paid))
    for n in range(8):
        name = xx.pop() if n % 2 else ja.pop()
        customers.append((len(customers) + 1, name, "Japan" if n % 2 == 0 else rng.choice(JP_COUNTRIES[1:6]),
                          _day(rng, _D(2026, 12, 1), _D(2026, 12, 17)), "○"))
    bookings.sort(key=lambda b: (sessions[b[1] - 1][1], b[0], b[2]))
    out_bookings = [(n + 1, b[1], b[2]) + (b[0],) + b[3:] for n, b in enumerate(bookings)]
    pieces = []
    for b in out_bookings:
        s = sessions[b[1] - 1]
        if b[6] != "attended" or s[2] == "kintsugi":
            continue
        country = customers[b[2] - 1][2]
        for _ in range(b[4]):
            if rng.random() < 0.35:
                continue  # not every pot is kept for firing
            sday = s[1].date()
            fired = sday if s[2] == "raku" else sday + rng.randint(12, 40) * _DAY
            ship = 0
            if fired > TODAY:
                fired, state = None, "queued"
            elif rng.random() < 0.06:
                state = "cracked"
            elif fired > TODAY - 21 * _DAY and rng.random() < 0.7:
                state = "ready"
            elif country != "Japan" and s[2] != "raku":
                state = "shipped"
                ship = rng.choice((3200, 3200, 4500)) if country not in ("Taiwan", "South Korea") else 2400
            else:
                state = "collected" if rng.random() < 0.85 else "shipped"
                ship = 1400 if state == "shipped" else 0
            pieces.append((b[0], rng.choice(JP_FORMS), rng.choice(JP_GLAZES), fired, state, ship))
    out_pieces = [(n + 1,) + p for n, p in enumerate(pieces)]
    return [
        "CREATE TABLE sessions(session_id INTEGER PRIMARY KEY, starts_at TIMESTAMP, technique VARCHAR, "
        "sensei VARCHAR, lang VARCHAR, seats INTEGER, fee_jpy INTEGER)",
        "CREATE TABLE customers(customer_id INTEGER PRIMARY KEY, name VARCHAR, country VARCHAR, "
        "created DATE, mail_ok VARCHAR)",
        "CREATE TABLE bookings(booking_id INTEGER PRIMARY KEY, "
        "session_id INTEGER REFERENCES sessions(session_id), "
        "customer_id INTEGER REFERENCES customers(customer_id), booked_on DATE, party INTEGER, "
        "channel VARCHAR, status VARCHAR, paid_jpy INTEGER)",
        "CREATE TABLE pieces(piece_id INTEGER PRIMARY KEY, "
        "booking_ref INTEGER REFERENCES bookings(booking_id), form VARCHAR, glaze VARCHAR, fired_on DATE, "
        "state VARCHAR, ship_jpy INTEGER)",
        _insert("sessions", [tuple(s) for s in sessions]), _insert("customers", customers),
        _insert("bookings", out_bookings), _insert("pieces", out_pieces),
    ]


# ------------------------------------------------------------------------------------------------- grooming
PT_SALONS = (("Alfama", _D(2019, 1, 1), ("Inês", "Tiago")), ("Campo de Ourique", _D(2020, 6, 1), ("Rita",)),
             ("Parque das Nações", _D(2022, 3, 1), ("Joana", "Bruno")),
             ("Benfica", _D(2026, 4, 1), ("Carla",)))
PT_PARISHES = ("Santa Maria Maior", "Campo de Ourique", "Parque das Nações", "Benfica", "Estrela", "Arroios",
               "Alvalade", "Olivais", "São Vicente")
PT_FIRST = ("João", "Maria", "Ana", "Pedro", "Rui", "Sofia", "Catarina", "Miguel", "Beatriz", "Nuno",
            "Marta", "Ricardo", "Helena", "Duarte")
PT_LAST = ("Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa",
           "Fernandes", "Gonçalves", "Lopes", "Marques")
PT_DOGS = ("Bolinha", "Pipoca", "Nina", "Max", "Luna", "Simba", "Kika", "Faísca", "Bobi", "Mel", "Farrusco",
           "Becas", "Lola", "Rocky", "Teddy", "Tobias", "Piruças", "Amora", "Bela", "Zeca")
PT_BREEDS = (("Rafeiro", ("P", "M", "G")), ("Podengo Português", ("P", "M")),
             ("Cão de Água Português", ("G",)),
             ("Labrador", ("G",)), ("Caniche", ("P", "M")), ("Yorkshire", ("P",)), ("Shih Tzu", ("P",)),
             ("Golden Retriever", ("G",)), ("Bulldog Francês", ("M",)), ("Serra da Estrela", ("GG",)),
             ("Terra Nova", ("GG",)),
             ("Spitz Alemão", ("P",)), ("Border Collie", ("M", "G")))
PT_SERVICES = (("B", "Banho", 14.0, 40), ("BT", "Banho e tosquia", 26.0, 90),
               ("TH", "Tosquia higiénica", 12.0, 30),
               ("CU", "Corte de unhas", 6.0, 10), ("LO", "Limpeza de ouvidos", 5.0, 10),
               ("AP", "Antipulgas", 9.0, 15), ("OZ", "Banho de ozono", 22.0, 50),
               ("ST", "Stripping", 35.0, 120))
PT_SIZE = {"P": 1.0, "M": 1.3, "G": 1.7, "GG": 2.2}


def _half(x: float) -> float:
    return round(x * 2) / 2


def grooming() -> list[str]:
    rng = random.Random(2727)
    names = [f"{f} {la}" for f in PT_FIRST for la in PT_LAST]
    rng.shuffle(names)
    tutores = []
    for n in range(150):
        reg = _day(rng, _D(2026, 12, 1), _D(2026, 12, 17)) if n >= 143 else _day(rng, _D(2024, 6, 1),
                                                                                  _D(2026, 11, 15))
        tutores.append((f"CL-{101 + n * 3:04d}", names[n], rng.choice(PT_PARISHES), reg,
                        "sim" if rng.random() < 0.6 else "não"))
    caes = []
    used_chips = set()
    for t in tutores[:143]:
        for _ in range(rng.choice((1, 1, 1, 1, 2, 2, 3))):
            raca, sizes = rng.choices(PT_BREEDS, weights=(8, 4, 2, 3, 3, 3, 3, 2, 2, 2, 1, 2, 2))[0]
            chip = f"94100{rng.randrange(10 ** 10):010d}"
            while chip in used_chips:
                chip = f"94100{rng.randrange(10 ** 10):010d}"
            used_chips.add(chip)
            caes.append((chip, rng.choice(PT_DOGS), raca, rng.choice(sizes), rng.randint(2011, 2025), t[0],
                         t[3]))
    servicos = []
    for code, descr, base, mins in PT_SERVICES:
        for porte, k in PT_SIZE.items():
            servicos.append((f"{code}-{porte}", descr, porte, _half(base * k * 1.05),
                             int(mins * (0.8 + 0.2 * k * 1.5))))
    asleep = {c[0] for c in caes[5::23]}
    marc = []
    while len(marc) < 385:
        day = _day(rng, _D(2025, 1, 2), TODAY)
        if day.weekday() == 6:
            continue  # closed on Sundays
        open_salons = [s for s in PT_SALONS if s[1] <= day]
        loja, _, groomers = rng.choices(open_salons, weights=[4, 3, 3, 2][:len(open_salons)])[0]
        dogs = [c for c in caes if c[0] not in asleep and c[6] <= day]
        if not dogs:
            continue
        cao = rng.choice(dogs)
        code = rng.choices(PT_SERVICES, weights=(6, 7, 3, 4, 2, 2, 2, 1))[0][0]
        base = next(s for s in PT_SERVICES if s[0] == code)[2] * PT_SIZE[cao[3]]
        price = _half(base * (1.05 if day >= _D(2026, 1, 1) else 1.0))
        hora = f"{rng.choice((9, 10, 11, 12, 14, 15, 16, 17, 18))}:{rng.choice(('00', '30'))}"
        r = rng.random()
        if r < 0.07:
            estado, valor, pag = "cancelada", 0.0, None
        elif r < 0.11:
            estado, valor, pag = "faltou", 0.0, None
        else:
            estado, valor = "concluída", price
            pag = rng.choices(("MB Way", "Multibanco", "Numerário"), weights=(5, 4, 2))[0]
        marc.append((day, hora, loja, rng.choice(groomers), cao[0], f"{code}-{cao[3]}", estado, valor, pag))
    marc.sort(key=lambda m: (m[0], m[1], m[2], m[4]))
    seq: dict = {}
    out_marc = []
    for m in marc:
        seq[m[0].year] = seq.get(m[0].year, 0) + 1
        out_marc.append((f"M{m[0].year % 100}-{seq[m[0].year]:04d}", m[0].strftime("%d/%m/%Y")) + m[1:])
    return [
        "CREATE TABLE tutores(cod VARCHAR, nome VARCHAR, freguesia VARCHAR, registo DATE, sms VARCHAR)",
        "CREATE TABLE caes(chip VARCHAR, nome VARCHAR, raca VARCHAR, porte VARCHAR, ano_nasc INTEGER, "
        "tutor VARCHAR)",
        "CREATE TABLE servicos(ref VARCHAR, descr VARCHAR, porte VARCHAR, preco DOUBLE, minutos INTEGER)",
        "CREATE TABLE marcacoes(num VARCHAR, data VARCHAR, hora VARCHAR, loja VARCHAR, tosquiador VARCHAR, "
        "cao VARCHAR, serv VARCHAR, estado VARCHAR, valor DOUBLE, pagamento VARCHAR)",
        _insert("tutores", tutores), _insert("caes", [c[:6] for c in caes]), _insert("servicos", servicos),
        _insert("marcacoes", out_marc),
    ]


# --------------------------------------------------------------------------------------------------- market
MX_VILLAGES = ("San Bartolo Coyotepec", "Teotitlán del Valle", "Santa María del Tule", "Zaachila", "Etla",
               "Ocotlán", "Tlacolula", "Mitla")
MX_GROWERS = ("Rosa Martínez López", "Familia Hernández Cruz", "Aurelio Santiago", "Guadalupe Ruiz",
              "Hermanas Vásquez", "Juan Gabriel Mendoza", "Colectivo Milpa Viva", "Eufemia García",
              "Ponciano Jiménez", "Mezcal Don Aurelio", "Café Sierra Sur", "Apiarios Tule", "Cacao Chontal",
              "Leticia Ramírez", "Marcelino Cruz", "Sofía Bautista", "Tomasa Pérez", "Isidro Aquino",
              "Quesos La Etleca", "Rancho Las Nubes", "Florentina Luis", "Hortalizas Zaachila",
              "Bernardo Sosa", "Margarita Reyes", "Noé Contreras", "Anastasia Morales",
              "Chapulines Doña Chelo",
              "Esperanza Gómez", "Felipe Antonio", "Lucía Matías", "Abigail Ortiz", "Ejido San Jacinto",
              "Crispín Velasco", "Herminia Chávez", "Valentín Luna", "Delfina Torres", "Raúl Alavez",
              "Amalia Cortés", "Domitila Ríos", "Mieles del Valle")
MX_ARTICLES = {  # cat -> (description, unit, price in centavos)
    "hortaliza": (("Tomate criollo", "kg", 3800), ("Calabacita", "kg", 3000), ("Quelites", "manojo", 1500),
                  ("Chile de agua", "kg", 6000), ("Flor de calabaza", "manojo", 2500),
                  ("Nopales", "kg", 2800),
                  ("Chepil", "manojo", 1800), ("Cebolla morada", "kg", 3200)),
    "fruta": (("Aguacate criollo", "kg", 7000), ("Mango", "kg", 4500), ("Guayaba", "kg", 3500),
              ("Pitaya", "pza", 2500), ("Limón", "kg", 3000)),
    "maíz": (("Tortillas de maíz criollo", "kg", 3500), ("Tlayudas", "pza", 1500), ("Masa", "kg", 2500),
             ("Tejate en polvo", "kg", 18000)),
    "lácteo": (("Quesillo", "kg", 16000), ("Queso fresco", "kg", 12000), ("Requesón", "kg", 9000)),
    "mezcal": (("Mezcal espadín", "botella", 45000), ("Mezcal tobalá", "botella", 95000),
               ("Mezcal madrecuixe", "botella", 85000)),
    "café": (("Café pluma molido", "kg", 32000), ("Café de olla", "kg", 24000)),
    "cacao": (("Chocolate de metate", "kg", 28000), ("Mole negro", "kg", 30000),
              ("Cacao en grano", "kg", 20000)),
    "chapulines": (("Chapulines", "kg", 40000),),
    "miel": (("Miel de abeja", "lt", 22000), ("Miel de mezquite", "lt", 26000)),
}
MX_FAVOURS = {"mezcal": ("Mezcal Don Aurelio", "Ponciano Jiménez", "Raúl Alavez"),
              "café": ("Café Sierra Sur", "Isidro Aquino"), "cacao": ("Cacao Chontal", "Tomasa Pérez"),
              "miel": ("Apiarios Tule", "Mieles del Valle"),
              "lácteo": ("Quesos La Etleca", "Rancho Las Nubes"),
              "chapulines": ("Chapulines Doña Chelo",)}
MX_QUARTERS = [(y, q) for y in (2025, 2026) for q in (1, 2, 3, 4)]


def market() -> list[str]:
    rng = random.Random(2828)
    prod = []
    for n, nom in enumerate(MX_GROWERS):
        if n >= 37:
            alta, baja = _day(rng, _D(2026, 12, 1), _D(2026, 12, 12)), None
        else:
            alta = _day(rng, _D(2021, 2, 1), _D(2026, 5, 31)) if n % 5 else _D(2021, 2, 1)
            baja = _day(rng, _D(2025, 4, 1), _D(2026, 10, 31)) if rng.random() < 0.15 else None
            if baja is not None and baja <= alta + 120 * _DAY:
                baja = None
        pueblo = rng.choice(MX_VILLAGES)
        bio = "S" if rng.random() < 0.45 else "N"
        prod.append((n + 1, nom, pueblo, alta, baja, bio))
    art = []
    for cat, items in MX_ARTICLES.items():
        for dscr, ud, price in items:
            makers = [p for p in prod if p[1] in MX_FAVOURS.get(cat, ())] or \
                rng.sample([p for p in prod[:37] if p[1] not in sum(MX_FAVOURS.values(), ())], 3)
            for p in rng.sample(makers, min(len(makers), rng.choice((1, 2, 2, 3)))):
                price_cts = int(round(price * rng.uniform(0.9, 1.15), -2))
                art.append((len(art) + 1, p[0], dscr, cat, ud, price_cts))
    generic = [p for p in prod[:37] if p[1] not in sum(MX_FAVOURS.values(), ())]
    for p in generic:
        if not any(a[1] == p[0] for a in art):
            cat = rng.choice(("hortaliza", "fruta", "maíz"))
            dscr, ud, price = rng.choice(MX_ARTICLES[cat])
            art.append((len(art) + 1, p[0], dscr, cat, ud, int(round(price * rng.uniform(0.9, 1.15), -2))))
    art.append((len(art) + 1, 38, "Tepache", "fruta", "lt", 4000))
    art.append((len(art) + 1, 39, "Pan de yema", "maíz", "pza", 3000))
    art.append((len(art) + 1, 40, "Miel virgen", "miel", "lt", 28000))
    never = {len(art) - 2, len(art) - 1, len(art)}
    vtas = []
    while len(vtas) < 396:
        day = _day(rng, _D(2025, 1, 3), TODAY)
        if day.weekday() not in (4, 5):
            continue  # the market runs on Fridays and Saturdays
        able = [a for a in art if a[0] not in never and prod[a[1] - 1][3] <= day
                and (prod[a[1] - 1][4] is None or prod[a[1] - 1][4] > day)]
        a = rng.choices(able, weights=[2 if a[3] in ("mezcal", "chapulines") else 3 for a in able])[0]
        if a[4] in ("kg",):
            cant = rng.choice((0.5, 1.0, 1.0, 1.5, 2.0, 3.0))
        elif a[4] == "botella":
            cant = float(rng.choice((1, 1, 1, 2)))
        else:
            cant = float(rng.choice((1, 2, 3, 4, 5)))
        unit = a[5] * (0.92 if day < _D(2026, 1, 1) else 1.0)
        imp = int(round(unit * cant, -1))
        at = datetime.datetime(day.year, day.month, day.day, rng.randint(8, 15), rng.randrange(60),
                               rng.randrange(60))
        fp = rng.choices(("EF", "TJ", "TR"), weights=(6, 3, 2))[0]
        anul = "S" if rng.random() < 0.05 else "N"
        vtas.append((at, a[0], cant, imp, fp, anul))
    vtas.sort()
    out_vtas = [(n + 1, v[1], int((v[0] - _EPOCH).total_seconds())) + v[2:] for n, v in enumerate(vtas)]
    cuotas = []
    for y, q in MX_QUARTERS:
        start = _D(y, 3 * q - 2, 1)
        end = _D(y + (q == 4), (3 * q) % 12 + 1, 1) - _DAY
        if start > TODAY:
            continue
        for p in prod:
            if p[3] > end or (p[4] is not None and p[4] < start):
                continue
            monto = 450 if y == 2025 else 520
            if p[5] == "S":
                monto -= 100  # the co-op waives part of the dues for certified organic growers
            paid = start + rng.randint(0, 60) * _DAY
            if paid > TODAY or rng.random() < 0.07:
                f_pago = None
            else:
                f_pago = paid
            cuotas.append((p[0], f"T{q}-{y}", monto, "S" if f_pago else "N", f_pago))
    out_cuotas = [(n + 1,) + c for n, c in enumerate(cuotas)]
    return [
        "CREATE TABLE prod(id INTEGER, nom VARCHAR, pueblo VARCHAR, alta_dt DATE, baja_dt DATE, bio VARCHAR)",
        "CREATE TABLE art(id INTEGER, prod_id INTEGER, dscr VARCHAR, cat VARCHAR, ud VARCHAR, "
        "pu_cts INTEGER)",
        "CREATE TABLE vtas(id INTEGER, art_id INTEGER, ts BIGINT, cant DOUBLE, imp_cts INTEGER, fp VARCHAR, "
        "anul VARCHAR)",
        "CREATE TABLE cuotas(id INTEGER, prod_id INTEGER, trim VARCHAR, monto INTEGER, pagada VARCHAR, "
        "f_pago DATE)",
        _insert("prod", prod), _insert("art", art), _insert("vtas", out_vtas), _insert("cuotas", out_cuotas),
    ]


SCHEMAS_AC = {"pottery": pottery, "grooming": grooming, "market": market}
