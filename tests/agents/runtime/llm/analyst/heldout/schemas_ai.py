"""Three held-out workspaces for set AI, in domains no earlier set uses, generated deterministically from a
seeded `random.Random` (Python's generator, so no dependence on the DuckDB version) and written as INSERTs.
The data runs to Tuesday 29 December 2026, the day of the export.

- hali_yikama (a carpet-washing business in Nilüfer, Bursa, Turkey, Pırıl Halı Yıkama, whose vans pick up
  carpets, duvets, blankets and curtains from homes, hotels, mosques and offices, wash them in its workshop
  and bring them back; Turkish lira, to the kuruş, as DOUBLE; Turkish names; DATE, and the customers' sign-up
  day as 'DD.MM.YYYY' text): declared PRIMARY KEY / REFERENCES, one on a same-named key,
  `siparisler.musteri_id` → `musteriler.musteri_id`, and one named unlike its target, `kalemler.siparis` →
  `siparisler.siparis_no`; customers (`musteriler`) by `ad_soyad` (a person, 'Ayşe Yılmaz', or a business,
  'Özlüce Merkez Camii'), `tur` 'EV' (a household), 'OTEL' (a hotel), 'CAMI' (a mosque) or 'ISYERI' (an
  office, a clinic, a nursery), `mahalle` the neighbourhood of Nilüfer ('Özlüce', 'Görükle', 'Beşevler',
  'İhsaniye', 'Fethiye', 'Ataevler', 'Karaman', '29 Ekim'), `telefon`, `kayit_tarihi` the day they were
  registered ('DD.MM.YYYY' text; on their first pick-up, the register starting on 1 March 2025, but five
  registered through the website in December 2026 have had nothing picked up yet), `sms_izni` 'E' (evet) when
  they accept text messages, else 'H' (hayır); one `siparisler` row one pick-up, `alis_tarihi` the day the
  carpets were picked up (DATE; no Sundays), `teslim_tarihi` the day they were brought back (NULL while still
  in the wash or when cancelled), `durum` 'TESLIM' (delivered), 'YIKAMADA' (still being washed) or 'IPTAL'
  (cancelled after the pick-up, brought back unwashed and not charged; its lines keep the price quoted),
  `servis` 'E' when our van fetched it, 'H' when the customer dropped it at the workshop (10% off), `odeme`
  how it was paid, 'NAKIT' (cash), 'KART' (card), 'HAVALE' (bank transfer) or 'CARI' (on account, billed
  monthly, for the businesses; NULL unless delivered), `tahsil` 'E' when the money has come in, 'H' when not
  yet (NULL unless delivered); one `kalemler` row one piece or one kind of piece on a pick-up, `cins` 'HALI'
  (a machine-made carpet, or a mosque's wall-to-wall carpet), 'EL_HALISI' (a hand-knotted carpet), 'KILIM',
  'YORGAN' (a duvet), 'BATTANIYE' (a blanket) or 'PERDE' (a curtain panel), `m2` the square metres of a carpet
  or kilim (NULL on the others), `adet` the pieces (1 on a carpet), `birim_fiyat` the price a square metre or
  a piece, `tutar` the line's amount (`m2` or `adet` times `birim_fiyat`); prices went up on 1 January and
  again on 1 July 2026, businesses get 15% off; so takings are `tutar` over the lines of the pick-ups not
  cancelled.
- tiem_may (a tailor's shop in the old town of Hội An, Vietnam, Tiệm May Bích Ngọc, making suits, shirts,
  dresses and áo dài to measure for tourists in a day or two, with its own workshop of tailors; Vietnamese
  dong, whole dong; Vietnamese names, without the accents in the names of tables and columns; dates as
  'DD/MM/YYYY' text): no declared keys, codes named unlike their targets, `don_hang.khach` → `khach.ma_khach`
  ('KH0042') and `san_pham.tho` → `tho_may.ma_tho` ('T07'), and one same-named, `san_pham.so_don` →
  `don_hang.so_don` ('BN-0117'); customers (`khach`) by `ho_ten`, `quoc_tich` their country, in Vietnamese
  ('Úc' Australia, 'Mỹ' USA, 'Anh' UK, 'Đức' Germany, 'Pháp' France, 'Hàn Quốc' Korea, 'Canada', 'Hà Lan'
  Netherlands, 'Nhật Bản' Japan, 'Việt Nam'), `khach_san` the hotel they stay at (NULL when not given),
  `email` (sometimes NULL), `ngay_den` the day they first came in ('DD/MM/YYYY' text; six wrote in December
  2026 with their measurements and have not ordered yet); tailors (`tho_may`) by `ho_ten`, `chuyen_mon` what
  they sew, 'VEST' (suits, trousers and coats), 'SO_MI' (shirts) or 'DAM' (dresses and áo dài), `tu_ngay` the
  day they started ('DD/MM/YYYY' text; two started in December 2026, one of whom has sewn nothing yet),
  `con_lam` 'C' (có) while with us, 'K' (không) once gone; one `don_hang` row one order, `ngay_dat` the day
  ordered and `ngay_hen` the day promised ('DD/MM/YYYY' text), `dat_coc` the deposit taken, `trang_thai`
  'DA_GIAO' (handed over), 'DANG_MAY' (being sewn) or 'HUY' (cancelled: the deposit is kept, nothing else
  charged), `giao` how it was handed over, 'TAI_TIEM' (collected at the shop), 'KHACH_SAN' (brought to their
  hotel) or 'GUI_DI' (shipped home abroad), `phi_gui` the shipping charged (0 unless shipped), `thanh_toan`
  how they paid, 'TIEN_MAT' (cash in dong), 'USD' (cash in dollars), 'THE' (card) or 'CHUYEN_KHOAN'
  (transfer); one `san_pham` row one garment, `loai` 'VEST' (a two-piece suit), 'QUAN' (trousers), 'SO_MI' (a
  shirt), 'DAM' (a dress), 'AO_DAI' or 'AO_KHOAC' (a coat), `vai` the fabric ('Len' wool, 'Linen', 'Cotton',
  'Lụa' silk, 'Cashmere'), `gia` its price (10% up on 1 January 2026), `tho` the tailor who sewed it,
  `sua_lai` 'C' when it had to be altered after the fitting; so sales are `gia` over the garments of orders
  not cancelled, plus `phi_gui` for shipping. The orders kept go back to January 2025.
- manege (a riding school in Lunteren, Gelderland, the Netherlands, Manege De Zandhoeve, giving group and
  private lessons and trail rides on its own horses and ponies and stabling horses of private owners
  ("pension", livery); euros, in cents; Dutch names; DATE and TIMESTAMP, the livery month as 'YYYY-MM' text):
  declared PRIMARY KEYs but no REFERENCES, one same-named key, `lessen.ruiter_nr` → `ruiters.ruiter_nr`, and
  `facturen.paard_id` → `paarden.paard_id`, and two named unlike their targets, `lessen.paard` →
  `paarden.paard_id` and `paarden.eigenaar` → `ruiters.ruiter_nr` (the owner of a livery horse, NULL on the
  school's own); horses (`paarden`) by `naam`, `soort` 'PONY' or 'PAARD', `ras` the breed ('KWPN', 'Fries',
  'Tinker', 'Haflinger', 'Gelderlander', 'Fjord', 'Shetlander', 'Welsh', 'New Forest', 'Connemara'),
  `geb_jaar` the year foaled, `stal` 'MANEGE' (a school horse) or 'PENSION' (a livery horse), `in_stal` the
  day it came (DATE; two school ponies bought in December 2026 have not been ridden yet), `uit_stal` the day
  it left (NULL while here); riders (`ruiters`) by `voornaam` and `achternaam`, `woonplaats` ('Lunteren',
  'Ede', 'Barneveld', 'Scherpenzeel', 'Veenendaal', 'Wekerom'), `geb_jaar`, `lid_sinds` the day they signed up
  (DATE; six signed up in December 2026 and have not ridden yet), `nieuwsbrief` 'J' when they get the
  newsletter, else 'N'; one `lessen` row one rider on one horse at one lesson or ride, `start` TIMESTAMP,
  `duur_min` the minutes, `soort` 'GROEP' (a group lesson), 'PRIVE' (a private lesson; the livery owners have
  theirs on their own horse), 'BUITENRIT' (a two-hour trail ride on the Veluwe) or 'PROEFLES' (a trial
  lesson), `instructeur` the instructor's first name, `prijs_cent` the price (about 5% up on 1 January 2026; 0
  when cancelled in time), `afgemeld` 'J' when cancelled in time, else 'N', `betaling` 'PIN', 'CONTANT'
  (cash), 'TIKKIE' (a payment link) or 'LESKAART' (a stamp on a ten-lesson card; NULL when cancelled); one
  `facturen` row one month's livery for one horse, `factuurnr` ('PF-2026-031'), `maand` ('2026-03'),
  `bedrag_cent` (the month's box or box and paddock, 475 or 550 euros in 2025, 500 or 580 in 2026, plus any
  extra feed, worming or rug washing), `betaald` 'J' once paid, 'N' while open; so lesson takings are
  `prijs_cent / 100` euros over `lessen`, livery `bedrag_cent / 100` over `facturen`. The lessons kept go back
  to January 2025.

Written blind for set AI (questions_ai.py): without opening the analyst's code or its scores, and never run
through the analyst before its first scored run.
"""

import datetime
import random
import unicodedata

TODAY = datetime.date(2026, 12, 29)
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


# ---------------------------------------------------------------------------------------------- hali_yikama
TR_FIRST = ("Ayşe", "Fatma", "Emine", "Hatice", "Zeynep", "Elif", "Merve", "Esra", "Sevgi", "Gülay", "Hülya",
            "Songül", "Mehmet", "Mustafa", "Ahmet", "Ali", "Hüseyin", "Hasan", "İbrahim", "Murat", "Emre",
            "Kemal", "Serkan", "Osman")
TR_LAST = ("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir",
           "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Koç", "Kurt", "Özkan", "Şimşek", "Polat", "Karaca",
           "Tekin", "Güneş", "Bulut")
TR_BUSINESSES = (  # name, tur, mahalle
    ("Özlüce Merkez Camii", "CAMI", "Özlüce"), ("Görükle Yeni Camii", "CAMI", "Görükle"),
    ("İhsaniye Hicret Camii", "CAMI", "İhsaniye"), ("Fethiye Selimiye Camii", "CAMI", "Fethiye"),
    ("Ataevler Nur Camii", "CAMI", "Ataevler"), ("Karaman Çarşı Camii", "CAMI", "Karaman"),
    ("Nilüfer Park Otel", "OTEL", "Beşevler"), ("Görükle Kampüs Otel", "OTEL", "Görükle"),
    ("Butik Otel Özlüce", "OTEL", "Özlüce"), ("Kent Suites Nilüfer", "OTEL", "29 Ekim"),
    ("Yeşil Vadi Otel", "OTEL", "Ataevler"),
    ("Minik Adımlar Kreşi", "ISYERI", "İhsaniye"), ("Ata Hukuk Bürosu", "ISYERI", "Beşevler"),
    ("Nilüfer Diş Kliniği", "ISYERI", "Fethiye"), ("Mavi Kuaför", "ISYERI", "Karaman"),
    ("Demir Mimarlık", "ISYERI", "29 Ekim"), ("Papatya Anaokulu", "ISYERI", "Özlüce"))
TR_MAHALLE = (("Özlüce", 6), ("Görükle", 4), ("Beşevler", 4), ("İhsaniye", 3), ("Fethiye", 3),
              ("Ataevler", 3), ("Karaman", 2), ("29 Ekim", 2))
# price a square metre (carpets, kilims) or a piece, to 31 December 2025, to 30 June 2026, from 1 July 2026
TR_FIYAT = {"HALI": (55, 70, 80), "EL_HALISI": (110, 140, 160), "KILIM": (45, 60, 70),
            "YORGAN": (300, 400, 450), "BATTANIYE": (180, 230, 260), "PERDE": (90, 120, 140)}
TR_EV_CINS = (("HALI", 12), ("EL_HALISI", 2), ("KILIM", 2), ("YORGAN", 3), ("BATTANIYE", 2), ("PERDE", 1))
TR_M2 = {"HALI": (1.2, 1.5, 2.4, 3.0, 3.68, 4.0, 5.0, 6.0, 6.0, 7.5, 8.75, 9.0, 12.0),
         "EL_HALISI": (0.96, 1.5, 2.16, 3.0, 4.0, 6.0), "KILIM": (1.2, 2.0, 2.4, 3.0, 4.5)}
# Ramadan begins about 1 March 2025 and 18 February 2026, the Feast of the Sacrifice about 6 June 2025 and 27
# May 2026: the mosques have their carpets washed in the weeks before
TR_BAYRAM = (_D(2025, 6, 6), _D(2026, 2, 18), _D(2026, 5, 27), _D(2027, 2, 8))


def _tr_date(day: datetime.date) -> str:
    return f"{day.day:02d}.{day.month:02d}.{day.year}"


def _tr_workday(day: datetime.date) -> datetime.date:
    return day + _DAY if day.weekday() == 6 else day


def _tr_season_day(rng: random.Random, start: datetime.date, end: datetime.date) -> datetime.date:
    while True:  # carpets are washed in the spring and the autumn, hardly in the winter
        day = _pick_day(rng, start, end)
        if rng.random() < {4: 1.0, 5: 1.0, 9: 0.9, 10: 0.9, 3: 0.7, 6: 0.6, 11: 0.5}.get(day.month, 0.25):
            return _tr_workday(day)


def hali_yikama() -> list[str]:
    rng = random.Random(5021)
    persons = [f"{f} {s}" for f in TR_FIRST for s in TR_LAST]
    rng.shuffle(persons)
    mahalleler = [m for m, w in TR_MAHALLE for _ in range(w)]
    customers = []
    for name, tur, mahalle in TR_BUSINESSES:
        customers.append([_tr_workday(_pick_day(rng, _D(2025, 3, 1), _D(2025, 12, 15))), name, tur, mahalle])
    for n in range(122):
        customers.append([_tr_season_day(rng, _D(2025, 3, 1), _D(2026, 11, 30)), persons[n], "EV",
                          rng.choice(mahalleler)])
    for n in range(5):
        customers.append([_pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 27)), persons[122 + n], "EV",
                          rng.choice(mahalleler)])
    customers.sort(key=lambda c: (c[0], c[1]))
    out_customers, pickups = [], []
    for n, (reg, name, tur, mahalle) in enumerate(customers):
        mid = 1 + n
        tel = f"05{rng.choice((32, 33, 35, 42, 53, 54, 55))} {rng.randint(100, 999)} " \
            f"{rng.randint(1000, 9999)}"
        sms = "E" if rng.random() < 0.55 else "H"
        out_customers.append((mid, name, tur, mahalle, tel, _tr_date(reg), sms))
        if reg >= _D(2026, 12, 1):
            continue
        days = [reg]
        if tur == "CAMI":
            days += [_tr_workday(b - rng.randint(8, 25) * _DAY) for b in TR_BAYRAM
                     if reg + 20 * _DAY < b - 25 * _DAY and b - 8 * _DAY <= TODAY and rng.random() < 0.8]
        elif tur in ("OTEL", "ISYERI"):
            day = reg
            while True:
                day = _tr_workday(day + rng.randint(75, 160) * _DAY)
                if day > TODAY:
                    break
                days.append(day)
        else:
            day = reg
            while rng.random() < 0.42:
                day = _tr_season_day(rng, day + 120 * _DAY, day + 420 * _DAY)
                if day > TODAY:
                    break
                days.append(day)
        for day in days:
            pickups.append((day, mid, tur))
    pickups.sort()
    out_orders, lines = [], []
    for n, (day, mid, tur) in enumerate(pickups):
        no = 10001 + n
        back = day + rng.randint(3, 7) * _DAY
        back = _tr_workday(back)
        if rng.random() < 0.04 and back <= TODAY:
            durum, back = "IPTAL", None
        elif back > TODAY:
            durum, back = "YIKAMADA", None
        else:
            durum = "TESLIM"
        firm = tur != "EV"
        servis = "E" if firm or rng.random() < 0.85 else "H"
        odeme = tahsil = None
        if durum == "TESLIM":
            odeme = _w(rng, (("CARI", 70), ("HAVALE", 30))) if firm else \
                _w(rng, (("NAKIT", 40), ("KART", 45), ("HAVALE", 15)))
            late = odeme == "CARI" and back >= _D(2026, 12, 1) or odeme == "HAVALE" and rng.random() < 0.06
            tahsil = "H" if late else "E"
        out_orders.append((no, mid, day, back, durum, servis, odeme, tahsil))
        period = 0 if day < _D(2026, 1, 1) else 1 if day < _D(2026, 7, 1) else 2
        off = (0.85 if firm else 1.0) * (0.9 if servis == "H" else 1.0)
        if tur == "CAMI":
            items = [("HALI", rng.randint(60, 240) + rng.choice((0.0, 0.5)), 1)]
        elif tur == "OTEL":
            items = [("HALI", rng.choice((6.0, 9.0, 12.0, 18.0, 24.0)), 1),
                     (_w(rng, (("BATTANIYE", 3), ("YORGAN", 2), ("PERDE", 2))), None, rng.randint(8, 30))]
        elif tur == "ISYERI":
            items = [("HALI", rng.choice((6.0, 9.0, 12.0, 15.0, 20.0, 30.0)), 1)
                     for _ in range(rng.choice((1, 1, 2)))]
        else:
            items = []
            for _ in range(rng.choices((1, 2, 3), weights=(6, 4, 2))[0]):
                cins = _w(rng, TR_EV_CINS)
                if cins in TR_M2:
                    items.append((cins, rng.choice(TR_M2[cins]), 1))
                else:
                    items.append((cins, None, rng.randint(1, 4) if cins != "PERDE" else rng.randint(2, 6)))
        for cins, m2, adet in items:
            birim = round(TR_FIYAT[cins][period] * off, 2)
            tutar = round(m2 * birim if m2 is not None else adet * birim, 2)
            lines.append((no, cins, m2, adet, birim, tutar))
    out_lines = [(n + 1, *line) for n, line in enumerate(lines)]
    return [
        "CREATE TABLE musteriler(musteri_id INTEGER PRIMARY KEY, ad_soyad VARCHAR, tur VARCHAR, "
        "mahalle VARCHAR, telefon VARCHAR, kayit_tarihi VARCHAR, sms_izni VARCHAR)",
        "CREATE TABLE siparisler(siparis_no INTEGER PRIMARY KEY, "
        "musteri_id INTEGER REFERENCES musteriler(musteri_id), alis_tarihi DATE, teslim_tarihi DATE, "
        "durum VARCHAR, servis VARCHAR, odeme VARCHAR, tahsil VARCHAR)",
        "CREATE TABLE kalemler(kalem_id INTEGER PRIMARY KEY, "
        "siparis INTEGER REFERENCES siparisler(siparis_no), cins VARCHAR, m2 DOUBLE, adet INTEGER, "
        "birim_fiyat DOUBLE, tutar DOUBLE)",
        _rows_sql("musteriler", out_customers), _rows_sql("siparisler", out_orders),
        _rows_sql("kalemler", out_lines),
    ]


# ------------------------------------------------------------------------------------------------- tiem_may
VN_NAMES = {
    "Úc": (("Jack", "Olivia", "Liam", "Chloe", "Noah", "Mia", "Lachlan", "Isla", "Cooper", "Ruby", "Ethan"),
           ("Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Kelly", "Ryan", "Walsh", "Murphy")),
    "Mỹ": (("Tyler", "Madison", "Ethan", "Ashley", "Brandon", "Megan", "Josh", "Kayla"),
           ("Miller", "Davis", "Garcia", "Johnson", "Anderson", "Moore")),
    "Anh": (("Harry", "Amelia", "George", "Emily", "Oliver", "Grace", "James", "Sophie"),
            ("Clarke", "Evans", "Hughes", "Wright", "Hall", "Green", "Baker")),
    "Đức": (("Lukas", "Lea", "Jonas", "Marie", "Felix", "Hannah", "Tobias"),
            ("Müller", "Schmidt", "Becker", "Wolf")),
    "Pháp": (("Hugo", "Camille", "Louis", "Manon", "Théo", "Chloé"),
             ("Martin", "Bernard", "Dubois", "Moreau")),
    "Hàn Quốc": (("Minji", "Jihoon", "Seoyeon", "Hyunwoo", "Yuna"), ("Kim", "Lee", "Park", "Choi")),
    "Canada": (("Liam", "Emma", "Logan", "Ava", "Owen", "Zoe"), ("Tremblay", "Roy", "MacDonald", "Campbell")),
    "Hà Lan": (("Daan", "Sanne", "Bram", "Fleur", "Sem"), ("de Jong", "Jansen", "de Vries", "Visser")),
    "Nhật Bản": (("Yuki", "Haruto", "Aoi", "Sota"), ("Sato", "Suzuki", "Takahashi")),
    "Việt Nam": (("Minh Anh", "Thu Trang", "Quốc Bảo", "Ngọc Hân", "Thanh Tùng", "Phương Linh"),
                 ("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng")),
}
VN_QUOC_TICH = (("Úc", 26), ("Mỹ", 16), ("Anh", 14), ("Đức", 8), ("Pháp", 7), ("Hàn Quốc", 8), ("Canada", 6),
                ("Hà Lan", 4), ("Nhật Bản", 3), ("Việt Nam", 8))
VN_HOTELS = ("Anantara Hội An", "Little Riverside", "Hội An Historic Hotel", "Allegro Hội An", "La Siesta",
             "Vinh Hưng Riverside", "Almanity Hội An", "Bel Marina", "Silk Sense", "Hội An Garden Villas")
VN_TAILORS = ("Nguyễn Thị Hoa", "Trần Văn Lợi", "Lê Thị Mai", "Phạm Thị Lan", "Võ Văn Hùng",
              "Huỳnh Thị Thu", "Đặng Thị Hương", "Bùi Văn Tâm", "Ngô Thị Bích", "Dương Văn Sơn",
              "Lý Thị Hạnh", "Phan Văn Đức", "Trương Thị Nga", "Đỗ Thị Yến", "Hồ Văn Phúc", "Mai Thị Loan",
              "Nguyễn Văn Tài", "Trần Thị Kim", "Lê Văn Quang", "Phạm Văn Nam", "Võ Thị Ánh",
              "Huỳnh Văn Khoa", "Đặng Văn Thành", "Bùi Thị Hằng", "Ngô Văn Hải", "Dương Thị Liên",
              "Lý Văn Minh", "Phan Thị Hồng", "Trương Văn Bình", "Đỗ Văn Long", "Hồ Thị Xuân", "Mai Văn Toàn")
VN_CHUYEN = ("VEST",) * 12 + ("SO_MI",) * 8 + ("DAM",) * 12
VN_GIA = {"VEST": 3200000, "QUAN": 650000, "SO_MI": 500000, "DAM": 900000, "AO_DAI": 1400000,
          "AO_KHOAC": 3600000}  # 2025, in cotton
VN_VAI = {"VEST": (("Len", 6), ("Linen", 3), ("Cashmere", 1)),
          "QUAN": (("Len", 3), ("Linen", 3), ("Cotton", 3)),
          "SO_MI": (("Cotton", 6), ("Linen", 3), ("Lụa", 1)),
          "DAM": (("Lụa", 3), ("Cotton", 3), ("Linen", 2)),
          "AO_DAI": (("Lụa", 1),), "AO_KHOAC": (("Len", 3), ("Cashmere", 1))}
VN_VAI_X = {"Cotton": 1.0, "Linen": 1.15, "Len": 1.35, "Lụa": 1.5, "Cashmere": 2.1}
VN_SEASON = {2: 1.0, 3: 1.0, 4: 0.9, 7: 0.8, 8: 0.8, 10: 0.3, 11: 0.3}
VN_SEW = {"VEST": "VEST", "QUAN": "VEST", "AO_KHOAC": "VEST", "SO_MI": "SO_MI", "DAM": "DAM", "AO_DAI": "DAM"}
VN_BUNDLES = (  # what one order holds, how often
    (("VEST",), 5), (("VEST", "SO_MI"), 4), (("VEST", "QUAN"), 2), (("SO_MI",), 4), (("SO_MI", "SO_MI"), 3),
    (("QUAN",), 2), (("DAM",), 5), (("DAM", "DAM"), 3), (("AO_DAI",), 3), (("AO_KHOAC",), 2),
    (("DAM", "SO_MI"), 2))


def _vn_date(day: datetime.date) -> str:
    return f"{day.day:02d}/{day.month:02d}/{day.year}"


def _vn_round(value: float) -> int:
    return int(round(value / 50000)) * 50000


def tiem_may() -> list[str]:
    rng = random.Random(5132)
    tailors = []
    for n, name in enumerate(VN_TAILORS):
        if n in (30, 31):
            start = _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 20))
        else:
            start = _pick_day(rng, _D(2015, 3, 1), _D(2024, 10, 31)) if n < 24 else \
                _pick_day(rng, _D(2025, 2, 1), _D(2026, 9, 30))
        chuyen = VN_CHUYEN[n] if n < 30 else ("VEST", "DAM")[n - 30]
        tailors.append([f"T{n + 1:02d}", name, chuyen, start, "C"])
    for t in (tailors[3], tailors[15]):  # two left in 2026
        t[4] = "K"
    left = {tailors[3][0]: _D(2026, 4, 30), tailors[15][0]: _D(2026, 8, 31)}
    quoc = [c for c, w in VN_QUOC_TICH for _ in range(w)]
    customers, seen = [], set()
    while len(customers) < 168:
        country = rng.choice(quoc)
        first, last = VN_NAMES[country]
        name = f"{rng.choice(last)} {rng.choice(first)}" if country in ("Việt Nam", "Hàn Quốc", "Nhật Bản") \
            else f"{rng.choice(first)} {rng.choice(last)}"
        if name in seen:
            continue
        seen.add(name)
        if len(customers) >= 162:
            day = _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 27))
        elif len(customers) >= 158:  # in the shop these last days, their clothes still being sewn
            day = _pick_day(rng, _D(2026, 12, 26), TODAY - _DAY)
        else:
            while True:  # high season February to April and in the summer; floods in October and November
                day = _pick_day(rng, _D(2025, 1, 2), TODAY - 3 * _DAY)
                if rng.random() < VN_SEASON.get(day.month, 0.55):
                    break
        customers.append([day, name, country, len(customers) >= 162])
    customers.sort(key=lambda c: (c[0], c[1]))
    out_customers, orders = [], []
    for n, (day, name, country, writes) in enumerate(customers):
        code = f"KH{n + 1:04d}"
        hotel = None if rng.random() < 0.2 else rng.choice(VN_HOTELS)
        plain = unicodedata.normalize("NFKD", name.lower().replace("đ", "d").replace(" ", "."))
        plain = plain.encode("ascii", "ignore").decode()
        mail = None if rng.random() < 0.15 else \
            plain + "@" + rng.choice(("gmail.com", "outlook.com", "yahoo.com", "icloud.com"))
        out_customers.append((code, name, country, hotel, mail, _vn_date(day)))
        if writes:
            continue
        orders.append((day, code, country))
        if rng.random() < 0.14:  # came back for more before leaving
            orders.append((day + rng.randint(1, 3) * _DAY, code, country))
        if rng.random() < 0.05 and day < _D(2026, 1, 1):  # back in Hội An the next year
            orders.append((day + rng.randint(300, 380) * _DAY, code, country))
    orders = sorted(o for o in orders if o[0] <= TODAY)
    out_orders, garments = [], []
    for n, (day, code, country) in enumerate(orders):
        no = f"BN-{n + 1:04d}"
        promised = day + rng.choice((1, 1, 2, 2, 3)) * _DAY
        bundle = rng.choices([b for b, _ in VN_BUNDLES], weights=[w for _, w in VN_BUNDLES])[0]
        if country == "Việt Nam" and rng.random() < 0.6:
            bundle = ("AO_DAI",)
        up = 1.1 if day >= _D(2026, 1, 1) else 1.0
        items = []
        for loai in bundle:
            vai = _w(rng, VN_VAI[loai])
            able = [t for t in tailors if t[2] == VN_SEW[loai] and t[3] <= day <= left.get(t[0], TODAY)]
            tho = rng.choice(able)[0]
            items.append((loai, vai, _vn_round(VN_GIA[loai] * VN_VAI_X[vai] * up), tho,
                          "C" if rng.random() < 0.18 else "K"))
        total = sum(i[2] for i in items)
        coc = _vn_round(total * rng.choice((0.3, 0.5)))
        if promised >= TODAY:
            status = "DANG_MAY"
        elif rng.random() < 0.04:
            status = "HUY"
        else:
            status = "DA_GIAO"
        giao = _w(rng, (("TAI_TIEM", 55), ("KHACH_SAN", 30), ("GUI_DI", 15 if country != "Việt Nam" else 3)))
        if status == "HUY":
            giao = "TAI_TIEM"
        gui = rng.choice((850000, 1200000, 1600000, 2400000)) if giao == "GUI_DI" else 0
        pay = _w(rng, (("TIEN_MAT", 35), ("USD", 25), ("THE", 30), ("CHUYEN_KHOAN", 10)))
        out_orders.append((no, code, _vn_date(day), _vn_date(promised), coc, status, giao, gui, pay))
        for item in items:
            garments.append((no, *item))
    out_garments = [(n + 1, *g) for n, g in enumerate(garments)]
    out_tailors = [(t[0], t[1], t[2], _vn_date(t[3]), t[4]) for t in tailors]
    return [
        "CREATE TABLE khach(ma_khach VARCHAR, ho_ten VARCHAR, quoc_tich VARCHAR, khach_san VARCHAR, "
        "email VARCHAR, ngay_den VARCHAR)",
        "CREATE TABLE tho_may(ma_tho VARCHAR, ho_ten VARCHAR, chuyen_mon VARCHAR, tu_ngay VARCHAR, "
        "con_lam VARCHAR)",
        "CREATE TABLE don_hang(so_don VARCHAR, khach VARCHAR, ngay_dat VARCHAR, ngay_hen VARCHAR, "
        "dat_coc BIGINT, trang_thai VARCHAR, giao VARCHAR, phi_gui BIGINT, thanh_toan VARCHAR)",
        "CREATE TABLE san_pham(ma_sp INTEGER, so_don VARCHAR, loai VARCHAR, vai VARCHAR, gia BIGINT, "
        "tho VARCHAR, sua_lai VARCHAR)",
        _rows_sql("khach", out_customers), _rows_sql("tho_may", out_tailors),
        _rows_sql("don_hang", out_orders), _rows_sql("san_pham", out_garments),
    ]


# --------------------------------------------------------------------------------------------------- manege
NL_PONIES = (("Dribbel", "Shetlander"), ("Sientje", "Shetlander"), ("Pien", "Welsh"), ("Karamel", "Welsh"),
             ("Wolkje", "New Forest"), ("Sjors", "New Forest"), ("Floortje", "Connemara"),
             ("Hummel", "Haflinger"), ("Dikkie", "Shetlander"), ("Moos", "Welsh"), ("Saartje", "Connemara"))
NL_HORSES = (("Bliksem", "KWPN"), ("Sterre", "Fries"), ("Donder", "Fries"), ("Jasper", "Gelderlander"),
             ("Luna", "KWPN"), ("Tinus", "Tinker"), ("Bella", "Haflinger"), ("Gijs", "Fjord"),
             ("Rakker", "Tinker"), ("Zorro", "KWPN"), ("Flinn", "Gelderlander"), ("Kobus", "Fries"))
NL_NEW = (("Toffee", "Welsh"), ("Bo", "Shetlander"))  # bought in December 2026
NL_PENSION = (("Quintano", "KWPN"), ("Davino", "KWPN"), ("Esprit", "KWPN"), ("Hidalgo", "KWPN"),
              ("Jazz", "Fries"), ("Nova Star", "KWPN"), ("Ukkie", "Tinker"), ("Bonfire", "Gelderlander"),
              ("Fenna", "Fries"), ("Cesar", "Tinker"), ("Lady Grey", "Connemara"), ("Orlando", "KWPN"),
              ("Storm", "Fries"), ("Wendy", "Haflinger"))
NL_FIRST = ("Emma", "Julia", "Sophie", "Tess", "Fleur", "Lotte", "Sanne", "Noor", "Evi", "Lieke", "Isa",
            "Anouk", "Floor", "Mila", "Roos", "Femke", "Iris", "Sarah", "Bram", "Daan", "Thijs", "Marloes",
            "Ingrid")
NL_LAST = ("de Vries", "van den Berg", "Bakker", "Jansen", "Visser", "Smit", "Meijer", "Mulder", "de Boer",
           "Bos", "Vos", "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "de Wit", "van der Meer", "de Graaf",
           "van de Kamp", "Hoekstra", "van Ommeren", "Schouten", "Verhoef", "de Ruiter")
NL_PLAATS = (("Lunteren", 8), ("Ede", 6), ("Barneveld", 4), ("Scherpenzeel", 2), ("Veenendaal", 3),
             ("Wekerom", 2))
# price in cents to 31 December 2025, and from 1 January 2026
NL_PRIJS = {("GROEP", "PONY"): (2250, 2400), ("GROEP", "PAARD"): (2750, 2900), ("PRIVE", None): (3750, 3950),
            ("BUITENRIT", None): (5500, 5900), ("PROEFLES", None): (2000, 2000)}
NL_DUUR = {("GROEP", "PONY"): 45, ("GROEP", "PAARD"): 60, ("PRIVE", None): 30, ("BUITENRIT", None): 120,
           ("PROEFLES", None): 30}
NL_PENSION_CENT = {"box": (47500, 50000), "weide": (55000, 58000)}  # a month, 2025 and 2026


def manege() -> list[str]:
    rng = random.Random(5243)
    plaatsen = [p for p, w in NL_PLAATS for _ in range(w)]
    names = [(f, s) for f in NL_FIRST for s in NL_LAST]
    rng.shuffle(names)
    riders = []
    for n in range(142):
        if n < 136:
            day = _pick_day(rng, _D(2021, 1, 4), _D(2024, 12, 20)) if n < 60 else \
                _pick_day(rng, _D(2025, 1, 6), _D(2026, 11, 28))
        else:
            day = _pick_day(rng, _D(2026, 12, 1), _D(2026, 12, 23))
        adult = rng.random() < 0.35
        born = rng.randint(1968, 2004) if adult else rng.randint(2010, 2019)
        riders.append([day, names[n][0], names[n][1], rng.choice(plaatsen), born])
    riders.sort(key=lambda r: (r[0], r[2], r[1]))
    out_riders = [(1001 + n, r[1], r[2], r[3], r[4], r[0], "J" if rng.random() < 0.6 else "N")
                  for n, r in enumerate(riders)]
    joined = {1001 + n: r[0] for n, r in enumerate(riders)}
    born = {1001 + n: r[4] for n, r in enumerate(riders)}
    horses = []
    for name, ras in NL_PONIES:
        horses.append([name, "PONY", ras, rng.randint(2006, 2018), "MANEGE", None,
                       _pick_day(rng, _D(2012, 3, 1), _D(2024, 6, 30)), None])
    for name, ras in NL_HORSES:
        horses.append([name, "PAARD", ras, rng.randint(2004, 2016), "MANEGE", None,
                       _pick_day(rng, _D(2012, 3, 1), _D(2025, 5, 31)), None])
    horses[8][7] = _D(2026, 8, 14)  # Dikkie retired
    for name, ras in NL_NEW:
        horses.append([name, "PONY", ras, rng.randint(2017, 2020), "MANEGE", None,
                       _pick_day(rng, _D(2026, 12, 2), _D(2026, 12, 18)), None])
    adults = [r for r in joined if born[r] < 2005 and joined[r] < _D(2026, 6, 1)]
    owners = rng.sample(adults, len(NL_PENSION))
    for (name, ras), owner in zip(NL_PENSION, owners):
        came = max(joined[owner], _pick_day(rng, _D(2019, 1, 1), _D(2026, 6, 30)))
        horses.append([name, "PAARD", ras, rng.randint(2008, 2020), "PENSION", owner, came, None])
    movers = [h for h in horses if h[4] == "PENSION" and _D(2025, 1, 1) <= h[6] < _D(2025, 6, 1)]
    movers[0][7], movers[1][7] = _D(2026, 3, 31), _D(2025, 10, 31)  # two moved their horse away
    out_horses = [(n + 1, *h) for n, h in enumerate(horses)]
    school = [(n + 1, h) for n, h in enumerate(horses) if h[4] == "MANEGE"]
    own = {h[5]: (n + 1, h) for n, h in enumerate(horses) if h[4] == "PENSION"}
    pull = {r: rng.choice((1, 1, 1, 2, 3, 5)) for r in joined}
    slots = [(_pick_day(rng, j, j + 6 * _DAY), r, True) for r, j in joined.items()
             if _D(2025, 1, 2) <= j < _D(2026, 12, 1) and rng.random() < 0.75]  # a trial lesson first
    while len(slots) < 392:
        day = _pick_day(rng, _D(2025, 1, 2), TODAY)
        if day.weekday() == 6 and rng.random() < 0.7 or day.month in (1, 2, 12) and rng.random() < 0.3:
            continue
        able = [r for r, j in joined.items() if j < day and j < _D(2026, 12, 1)]
        slots.append((day, rng.choices(able, weights=[pull[r] for r in able])[0], False))
    lessons = []
    for day, rider, trial in slots:
        kid = day.year - born[rider] < 14
        horse = own.get(rider)
        if not trial and horse and horse[1][6] <= day and (horse[1][7] is None or day < horse[1][7]) \
                and rng.random() < 0.6:
            soort, paard = "PRIVE", horse[0]
        else:
            soort = "PROEFLES" if trial else \
                _w(rng, (("GROEP", 12), ("PRIVE", 3), ("BUITENRIT", 0 if kid else 3)))
            kind = "PONY" if kid else "PAARD"
            paard = rng.choice([n for n, h in school if h[1] == kind and h[6] <= day
                                and (h[7] is None or day < h[7])])
        key = (soort, ("PONY" if kid else "PAARD") if soort == "GROEP" else None)
        if soort == "BUITENRIT":
            hour = rng.choice((10, 13, 14))
        elif day.weekday() in (5, 6):
            hour = rng.choice((9, 10, 11, 13, 14, 15))
        else:
            hour = rng.choice((15, 16, 17, 18, 19, 20) if day.weekday() != 2 else (13, 14, 15, 16, 19))
        start = datetime.datetime(day.year, day.month, day.day, hour, rng.choice((0, 0, 0, 30)))
        prijs = NL_PRIJS[key][0 if day < _D(2026, 1, 1) else 1]
        if soort == "BUITENRIT":
            instr = "Henk"
        else:
            instr = _w(rng, (("Marieke", 5), ("Joost", 3), ("Femke" if day >= _D(2025, 8, 1) else "Anna", 4)))
        afgemeld, betaling = ("J", None) if rng.random() < 0.07 and not trial else ("N", None)
        if afgemeld == "J":
            prijs = 0
        else:
            betaling = _w(rng, (("PIN", 35), ("TIKKIE", 25), ("CONTANT", 10),
                                ("LESKAART", 30 if soort == "GROEP" else 0)))
        lessons.append((start, rider, paard, NL_DUUR[key], soort, instr, prijs, afgemeld, betaling))
    lessons.sort()
    out_lessons = [(n + 1, les[1], les[2], les[0], *les[3:]) for n, les in enumerate(lessons)]
    invoices = []
    for n, h in enumerate(horses):
        if h[4] != "PENSION":
            continue
        kind = "weide" if rng.random() < 0.5 else "box"
        month = max(_D(2025, 1, 1), h[6].replace(day=1))
        while month <= TODAY and (h[7] is None or month <= h[7]):
            extra = rng.choice((0, 0, 0, 0, 1450, 2750, 3900))  # extra feed, worming, a rug washed
            invoices.append((month, n + 1, NL_PENSION_CENT[kind][month.year - 2025] + extra))
            month = (month + 32 * _DAY).replace(day=1)
    invoices.sort()
    out_invoices, count = [], {}
    for month, paard_id, cent in invoices:
        count[month.year] = count.get(month.year, 0) + 1
        late = 0.55 if month >= _D(2026, 12, 1) else 0.2 if month >= _D(2026, 11, 1) else 0.02
        open_ = rng.random() < late
        out_invoices.append((f"PF-{month.year}-{count[month.year]:03d}", paard_id,
                             f"{month.year}-{month.month:02d}", cent, "N" if open_ else "J"))
    return [
        "CREATE TABLE ruiters(ruiter_nr INTEGER PRIMARY KEY, voornaam VARCHAR, achternaam VARCHAR, "
        "woonplaats VARCHAR, geb_jaar INTEGER, lid_sinds DATE, nieuwsbrief VARCHAR)",
        "CREATE TABLE paarden(paard_id INTEGER PRIMARY KEY, naam VARCHAR, soort VARCHAR, ras VARCHAR, "
        "geb_jaar INTEGER, stal VARCHAR, eigenaar INTEGER, in_stal DATE, uit_stal DATE)",
        "CREATE TABLE lessen(les_id INTEGER PRIMARY KEY, ruiter_nr INTEGER, paard INTEGER, start TIMESTAMP, "
        "duur_min INTEGER, soort VARCHAR, instructeur VARCHAR, prijs_cent INTEGER, afgemeld VARCHAR, "
        "betaling VARCHAR)",
        "CREATE TABLE facturen(factuurnr VARCHAR PRIMARY KEY, paard_id INTEGER, maand VARCHAR, "
        "bedrag_cent INTEGER, betaald VARCHAR)",
        _rows_sql("ruiters", out_riders), _rows_sql("paarden", out_horses), _rows_sql("lessen", out_lessons),
        _rows_sql("facturen", out_invoices),
    ]


SCHEMAS_AI = {"hali_yikama": hali_yikama, "tiem_may": tiem_may, "manege": manege}
