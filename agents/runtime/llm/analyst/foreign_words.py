"""Business nouns kept in another language, for the offline analyst: the English word each one names."""

import re

# Names kept in the business's own language (Spanish, Portuguese, the Nordic languages, German, French,
# common nouns of Hungarian, Czech, Turkish, Italian, Dutch and Polish, and Swahili), for the business nouns a
# question asks about in English: `citas` are appointments, `precio_mxn` a price, `botellas` bottles.
FOREIGN_WORDS = {
    "cita": "appointment", "paciente": "patient", "servicio": "service", "servico": "service",
    "cliente": "customer", "kunde": "customer", "client": "customer", "inicio": "start", "fecha": "date",
    "dato": "date", "datum": "date", "precio": "price", "preco": "price", "pris": "price", "preis": "price",
    "prix": "price", "monto": "amount", "importe": "amount", "valor": "amount", "belop": "amount",
    "betrag": "amount", "montant": "amount", "estado": "status", "factura": "invoice", "fatura": "invoice",
    "rechnung": "invoice", "facture": "invoice", "pago": "payment", "pagamento": "payment",
    "aseguradora": "insurer", "seguradora": "insurer", "colonia": "neighbourhood", "barrio": "neighbourhood",
    "bairro": "neighbourhood", "bydel": "neighbourhood", "nombre": "name", "nome": "name", "navn": "name",
    "namn": "name", "cobro": "charge", "minutos": "minute", "tratamiento": "treatment", "sucursal": "branch",
    "empleado": "employee", "venta": "sale", "producto": "product", "produto": "product",
    "cantidad": "quantity", "quantidade": "quantity", "antall": "quantity", "menge": "quantity",
    "ciudad": "city", "cidade": "city", "pedido": "order", "ordre": "order", "bestellung": "order",
    "commande": "order", "proveedor": "supplier", "fornecedor": "supplier", "sexo": "sex", "fisio": "physio",
    "pac": "patient", "cve": "code",
    # Hungarian, Czech, Turkish, Italian, Dutch and Polish
    "nyelv": "language", "jazyk": "language", "dil": "language", "lingua": "language", "idioma": "language",
    "sprache": "language", "langue": "language", "taal": "language", "sprak": "language", "jezyk": "language",
    "vizsga": "exam", "zkouska": "exam", "sinav": "exam", "esame": "exam", "examen": "exam",
    "prufung": "exam", "eksamen": "exam", "egzamin": "exam", "ceg": "company", "firma": "company",
    "sirket": "company", "empresa": "company", "azienda": "company", "bedrijf": "company",
    "kerulet": "district", "obvod": "district", "ilce": "district", "distrito": "district",
    "bezirk": "district", "wijk": "district", "dzielnica": "district", "fizetve": "paid",
    "zaplaceno": "paid", "odendi": "paid", "pagado": "paid", "bezahlt": "paid", "betaald": "paid",
    "betalt": "paid", "ugyfel": "customer", "zakaznik": "customer", "musteri": "customer",
    "klant": "customer", "klient": "customer", "tanar": "teacher", "ucitel": "teacher", "ogretmen": "teacher",
    "lehrer": "teacher", "leraar": "teacher", "nauczyciel": "teacher", "profesor": "teacher",
    "diak": "student", "ogrenci": "student",
    "alumno": "student", "aluno": "student", "leerling": "student", "uczen": "student", "cena": "price",
    "fiyat": "price", "prezzo": "price", "prijs": "price", "osszeg": "amount", "castka": "amount",
    "tutar": "amount", "importo": "amount", "bedrag": "amount", "kwota": "amount", "anyanyelvi": "native",
    "szint": "level", "uroven": "level", "seviye": "level", "livello": "level", "niveau": "level",
    "poziom": "level", "nivel": "level", "tanfolyam": "course", "kurz": "course", "kurs": "course",
    "corso": "course", "cursus": "course", "curso": "course", "cours": "course",
    # a winery's or a shop's Spanish: `ventas.botellas`, `vinos.cepa`, `socios.baja`, `reservas.personas`
    "reserva": "reservation", "socio": "member", "vino": "wine", "botella": "bottle", "cepa": "grape",
    "experiencia": "experience", "tarifa": "fee", "cosecha": "vintage", "pais": "country",
    "envio": "delivery", "tienda": "shop", "aceite": "oil", "queso": "cheese",
    "activo": "active", "activa": "active", "persona": "person", "visita": "visit", "mesa": "table",
    "alta": "registered", "baja": "left",  # `fecha_alta`: when a patient or a customer was registered
    # Swahili (East Africa): `wateja.jina`, `malipo.kiasi_kes`
    "mteja": "customer", "wateja": "customer", "malipo": "payment", "lipa": "pay", "fundi": "technician",
    "mafundi": "technician", "jina": "name", "kaunti": "county", "kijiji": "village", "kikundi": "group",
    "bei": "price", "kiasi": "amount", "njia": "method", "hali": "status", "tarehe": "date", "mpango": "plan",
    "kifurushi": "package", "bidhaa": "product", "mauzo": "sale", "duka": "shop", "eneo": "area",
    "idadi": "quantity", "ankara": "invoice", "agizo": "order", "maagizo": "order", "mkulima": "farmer",
    "wakulima": "farmer", "mfanyakazi": "employee", "wafanyakazi": "employee", "alijiunga": "registered",
    # a Portuguese groomer's or vet's books: `caes.raca`, `marcacoes.tosquiador`, `servicos.preco`
    "cao": "dog", "marcacao": "appointment", "loja": "shop", "tosquiador": "groomer", "raca": "breed",
    "raza": "breed", "porte": "size", "tamanho": "size", "freguesia": "parish", "registo": "registered",
    "registro": "registered", "hora": "hour", "aula": "class", "clase": "class", "professor": "teacher",
    # a Spanish market's shorthand: `vtas` ventas, `art` artículos, `cant` cantidad, `cuotas` dues
    "vta": "sale", "art": "article", "cant": "quantity", "cuota": "due", "pueblo": "village",
    "anul": "voided", "anulada": "voided", "anulado": "voided", "pagada": "paid", "nom": "name",
    "dscr": "description", "bio": "organic", "sensei": "teacher",
    # a pet-food box's Spanish: `mascotas.especie`, `envios.paqueteria`, `costo_envio`
    "mascota": "pet", "especie": "species", "talla": "size", "paqueteria": "courier",
    "costo": "cost", "referido": "referred", "correo": "email", "cupon": "coupon", "estatus": "status",
}  # fmt: skip

# German, whose plurals end in -en, -n, -e or -er and whose ü, ö and ä are written ue, oe and ae (`schueler`,
# `pruefungen`): a driving school's books
_GERMAN = {
    "schuler": "student", "fahrstunde": "driving lesson", "fahrlehrer": "driving instructor", "gebuhr": "fee",
    "ergebnis": "result", "einheit": "unit", "angemeldet": "registered", "klasse": "class", "uhrzeit": "time",
    "kunde": "customer", "auftrag": "order", "lieferung": "delivery", "mitarbeiter": "employee",
    "filiale": "branch", "artikel": "article", "zahlung": "payment", "buchung": "booking", "prufung": "exam",
    "rechnung": "invoice", "bestellung": "order", "lehrer": "teacher",
}  # fmt: skip
FOREIGN_WORDS.update(_GERMAN)


# Polish, whose plurals end in -y, -i or -e (`punkty`, `pozycje`): a bakery's `punkty` (outlets), `wyroby`
# (products), `dostawy` (deliveries) and their `pozycje` (lines)
_POLISH = {
    "punkt": "outlet", "wyrob": "product", "towar": "product", "produkt": "product", "dostawa": "delivery",
    "pozycja": "line", "zamowienie": "order", "sprzedaz": "sale", "szt": "piece", "sztuka": "piece",
    "ilosc": "quantity", "wartosc": "amount", "miasto": "city", "nazwa": "name", "kategoria": "category",
    "aktywny": "active", "otwarto": "opened", "kierowca": "driver", "franczyzobiorca": "franchisee",
    "kierownik": "manager",
    "sklep": "shop", "oddzial": "branch", "pracownik": "employee", "platnosc": "payment",
    "faktura": "invoice",
    "dostawca": "supplier", "usluga": "service", "wizyta": "visit", "rezerwacja": "reservation",
    "czlonek": "member", "koszt": "cost", "zwrot": "return", "rabat": "discount",
}  # fmt: skip
FOREIGN_WORDS.update(_POLISH)

# Slovene (and the words Croatian shares), whose plurals end in -i (`panji`, `izdelki` of izdelek), -e
# (`prodaje`) or -a (`tocenja`): a beekeeper's `panji` (hives) and `tocenje` (extraction), a shop's `izdelki`.
# Not the words English has too: a `tip` stays a tip and a `clan` a clan.
_SLOVENE = {
    "panj": "hive", "cebelnjak": "apiary", "matica": "queen", "tocenje": "extraction", "vrsta": "type",
    "stanje": "status", "sifra": "code", "oznaka": "code", "naziv": "name", "skupina": "group",
    "teza": "weight", "izdelek": "product", "prodaja": "sale", "kos": "piece", "znesek": "amount",
    "kanal": "channel", "placilo": "payment", "kupec": "customer", "stranka": "customer", "narocilo": "order",
    "racun": "invoice", "dobavitelj": "supplier", "zaposleni": "employee", "trgovina": "shop",
    "kolicina": "quantity", "vrednost": "amount", "storitev": "service",
    "postavljen": "installed", "vlaga": "moisture",
}  # fmt: skip
FOREIGN_WORDS.update(_SLOVENE)


# Italian, whose plurals end in -i (of -o and -e: `prodotti`, `conferitori`) or -e (of -a: `vendite`): an
# olive mill's `conferitori` (the growers who bring their olives in), its `molitura` (pressing) and `partite`.
# Not the words English has too: a `camera` stays a camera and a `cultivar` a cultivar (a "variety", below).
_ITALIAN = {
    "conferitore": "grower", "molitura": "pressing", "partita": "batch",
    "oliva": "olive", "olio": "oil", "prodotto": "product", "descrizione": "description", "linea": "line",
    "formato": "size", "vendita": "sale", "qta": "quantity", "quantita": "quantity", "canale": "channel",
    "reso": "returned", "nominativo": "name", "comune": "town", "iscritto": "registered", "ordine": "order",
    "fornitore": "supplier", "dipendente": "employee", "negozio": "shop", "sede": "branch",
    "pagamento": "payment", "prenotazione": "booking", "costo": "cost", "sconto": "discount",
    "ospite": "guest", "citta": "city", "provincia": "province", "categoria": "category",
    "servizio": "service", "consegna": "delivery", "spedizione": "shipment", "magazzino": "warehouse",
    "resa": "yield", "raccolta": "harvest", "pagato": "paid", "attivo": "active", "tipo": "type",
    "cognome": "surname", "fattura": "invoice", "incasso": "takings", "mese": "month", "anno": "year",
}  # fmt: skip
FOREIGN_WORDS.update(_ITALIAN)

# Korean, romanised (Revised Romanisation, as a POS exports it): a karaoke business's `hoewon` (members) and
# `bang_iyong` (room uses), `yogeum` (the charge), `fnb` order lines' `pummok` (item) and `geumaek` (amount)
_KOREAN = {
    "hoewon": "member", "gaip": "registered", "grd": "grade", "deunggeup": "grade", "bang": "room",
    "iyong": "visit", "inwon": "people", "yogeum": "charge", "gyeoljae": "payment", "gyeolje": "payment",
    "hwanbul": "refund", "jumun": "order", "pummok": "item", "bunryu": "category", "danga": "unit price",
    "geumaek": "amount", "gogaek": "customer", "maechul": "sales", "sangpum": "product", "jijeom": "branch",
    "jikwon": "employee", "yeyak": "booking", "nalja": "date", "gagyeok": "price", "suryang": "quantity",
    "ireum": "name", "sangtae": "status", "jeonhwa": "phone",
}  # fmt: skip
FOREIGN_WORDS.update(_KOREAN)

# Indonesian (Malay shares most): a scooter rental's `armada` (fleet), `penyewa` (renters), `sewa` (rentals)
# and `klaim` (claims); `tgl` tanggal (date), `harga_rp` a price in rupiah, `ongkir` ongkos kirim (delivery)
_INDONESIAN = {
    "armada": "fleet", "plat": "plate", "merk": "brand", "tipe": "model", "tarif": "rate", "tgl": "date",
    "tanggal": "date", "masuk": "joined", "kondisi": "condition", "penyewa": "renter", "nama": "name",
    "negara": "country", "paspor": "passport", "daftar": "registered", "sewa": "rental", "mulai": "start",
    "hari": "day", "paket": "package", "harga": "price", "ongkir": "delivery", "bayar": "payment",
    "klaim": "claim", "jenis": "type", "biaya": "charge", "lunas": "paid", "pelanggan": "customer",
    "produk": "product", "penjualan": "sale", "pesanan": "order", "jumlah": "amount", "karyawan": "employee",
    "cabang": "branch", "kota": "city", "toko": "shop", "barang": "goods", "pembayaran": "payment",
    "tamu": "guest", "kamar": "room", "pemasok": "supplier", "diskon": "discount", "tahun": "year",
}  # fmt: skip
FOREIGN_WORDS.update(_INDONESIAN)


# Turkish, whose plurals end in -ler or -lar (`siparisler`, `kalemler`) and whose compounds put the second
# noun in its possessive (`kayit_tarihi` the registration's date): a carpet wash's `musteriler` (customers),
# `siparisler` (orders) and their `kalemler` (lines)
_TURKISH = {
    "siparis": "order", "kalem": "item", "soyad": "surname", "tur": "type", "mahalle": "neighbourhood",
    "telefon": "phone", "kayit": "registered", "alis": "pickup", "tarih": "date", "tarihi": "date",
    "izin": "consent", "izni": "consent", "teslim": "delivery", "durum": "status", "servis": "service",
    "odeme": "payment", "tahsil": "collected", "cins": "kind", "adet": "quantity", "birim": "unit",
    "fiyati": "price", "urun": "product", "satis": "sale", "sube": "branch", "calisan": "employee",
    "sehir": "city", "tedarikci": "supplier", "uye": "member", "hizmet": "service", "indirim": "discount",
    "miktar": "quantity", "toplam": "total", "arac": "vehicle", "surucu": "driver", "randevu": "appointment",
    "oda": "room", "misafir": "guest", "magaza": "shop", "ucret": "fee", "iade": "refund", "kurye": "courier",
}  # fmt: skip
FOREIGN_WORDS.update(_TURKISH)

# Dutch, whose plurals end in -en (a doubled consonant or a single vowel: `lessen` les, `facturen` factuur)
# or -s (`ruiters`): a riding school's `ruiters` (riders), `paarden` (horses), `lessen` and `facturen`
_DUTCH = {
    "ruiter": "rider", "cursist": "student", "voornaam": "first name", "achternaam": "surname",
    "woonplaats": "town", "geb": "birth", "jaar": "year", "lid": "member", "sinds": "since",
    "nieuwsbrief": "newsletter", "paard": "horse", "naam": "name", "soort": "kind", "ras": "breed",
    "stal": "stable", "eigenaar": "owner", "les": "lesson", "duur": "duration", "instructeur": "instructor",
    "afgemeld": "cancelled", "betaling": "payment", "factuur": "invoice", "maand": "month",
    "bestelling": "order", "verkoop": "sale", "winkel": "shop", "filiaal": "branch", "medewerker": "employee",
    "leverancier": "supplier", "boeking": "booking", "reservering": "reservation", "stad": "city",
    "plaats": "town", "aantal": "quantity", "korting": "discount", "kosten": "cost", "omzet": "revenue",
    "artikel": "article", "afspraak": "appointment", "dier": "animal", "uit": "out",
}  # fmt: skip
FOREIGN_WORDS.update(_DUTCH)

# Vietnamese, written without its accents, in words of one syllable that a name joins with underscores: the
# pairs that make one noun (`don_hang` an order, `khach_san` a hotel) are read as one word first
_VIETNAMESE = {
    "khach": "customer", "tho": "tailor", "gia": "price", "vai": "fabric", "loai": "type", "ngay": "date",
    "don": "order", "ten": "name", "ma": "code",
}  # fmt: skip
VIETNAMESE_PAIRS = {
    "don_hang": "order", "san_pham": "product", "khach_hang": "customer", "khach_san": "hotel",
    "ho_ten": "name", "quoc_tich": "nationality", "tho_may": "tailor", "chuyen_mon": "specialty",
    "tu_ngay": "since", "con_lam": "active", "ngay_den": "joined", "ngay_dat": "order date",
    "ngay_hen": "due date", "dat_coc": "deposit", "trang_thai": "status", "phi_gui": "shipping",
    "thanh_toan": "payment", "sua_lai": "altered", "nhan_vien": "employee", "chi_nhanh": "branch",
    "cua_hang": "shop", "hoa_don": "invoice", "so_luong": "quantity", "don_gia": "unit price",
    "thanh_tien": "amount", "tong_tien": "total", "dia_chi": "address", "thanh_pho": "city",
    "dien_thoai": "phone", "giam_gia": "discount", "ban_hang": "sale", "dat_phong": "booking",
    "ad_soyad": "name", "adi_soyadi": "name",  # Turkish: a name and a surname, one person's name
}  # fmt: skip
FOREIGN_WORDS.update(_VIETNAMESE)
FOREIGN_WORDS.update({pair.replace("_", ""): english for pair, english in VIETNAMESE_PAIRS.items()})
_PAIRED = re.compile(r"(?<![a-z0-9])(" + "|".join(VIETNAMESE_PAIRS) + r")(?![a-z0-9])")


def joined_pairs(name: str) -> str:
    """A lower-case name with the pairs of words that make one noun joined: `don_hang` → `donhang`."""
    return _PAIRED.sub(lambda found: found.group(1).replace("_", ""), name) if "_" in name else name


# Finnish, whose plurals end in -t and often soften a doubled consonant (`leimikot` leimikko, `kunnat`
# kunta) and whose compounds join a noun's genitive to the next (`metsanomistajat` forest owners): a timber
# buyer's `kuormat` (loads) and `leimikot` (stands), a shop's `tilaukset` (orders).
_FINNISH = {
    "kuorma": "load", "leimikko": "stand", "omistaja": "owner", "metsa": "forest", "nimi": "name",
    "kunta": "municipality", "koti": "home", "pvm": "date", "paiva": "date", "laji": "type",
    "tehdas": "mill", "kuljettaja": "driver", "kanto": "stumpage", "myynti": "sale", "hakkuu": "felling",
    "tila": "status", "ala": "area", "arvio": "estimate", "tunnus": "code", "nro": "number",
    "kauppa": "purchase", "asiakas": "customer", "hinta": "price", "summa": "amount", "maara": "quantity",
    "tilaus": "order", "lasku": "invoice", "maksu": "payment", "tuote": "product", "myymala": "shop",
    "tyontekija": "employee", "toimittaja": "supplier", "palvelu": "service", "kaupunki": "city",
    "varaus": "booking", "jasen": "member", "kurssi": "course", "opettaja": "teacher", "hoito": "treatment",
    "potilas": "patient", "alkaen": "since", "sertifikaatti": "certificate", "puu": "wood",
    # a timber trade's assortments and fellings, as its values name them: 'kuusitukki' spruce logs
    "kuusi": "spruce", "manty": "pine", "koivu": "birch", "tukki": "log", "kuitu": "pulpwood",
    "energia": "energy", "avohakkuu": "clear-felling", "harvennus": "thinning",
    "ensiharvennus": "first thinning",
}  # fmt: skip
# The genitive and plural stems whose gradation the -t ending alone does not undo
_FINNISH_STEMS = {"metsan": "metsa", "asiakkaa": "asiakas", "tilaukse": "tilaus", "tehtaa": "tehdas",
                  "kunna": "kunta", "jasene": "jasen", "potilaa": "potilas", "nime": "nimi"}


# What a row's state is called in another language, for "what % of orders end up cancelled" on `status`
# 'anulowana' (Polish), 'cancelado' (Spanish), 'storniert' (German): the English past participle.
_STATE_WORDS = {
    "cancelled": "anulowana anulowane anulowany anulowano cancelado cancelada storniert annule annulee "
                 "annullato annullata geannuleerd batal dibatalkan chwiso iptal huy afgemeld",
    "delivered": "dostarczona dostarczone dostarczony entregado entregada entregue geliefert livre livree "
                 "consegnato consegnata geleverd teslim da_giao",
    "completed": "zrealizowana zrealizowane zakonczona completado completada concluido concluida "
                 "abgeschlossen termine terminee completato completata voltooid",
    "paid": "oplacona oplacone zaplacona pagado pagada pago bezahlt payee pagato betaald",
    "returned": "zwrocona zwrocone devuelto devuelta devolvido zuruckgegeben retourne",
    "active": "aktiven aktivna aktivno",
    "sold": "prodan prodana prodano",
    "dead": "propadel propadla propadlo",
    "complaint": "reklamacja reclamacion reclamacao reklamation",
}  # fmt: skip
# Values kept in another language that name a kind, not a state: a pet's `especie` 'perro', a lesson's `art`
# 'Nacht' (a night drive); "|" parts are alternatives ("big" or "large" for 'grande').
FOREIGN_VALUES = {
    "perro": "dog", "gato": "cat", "chica": "small", "chico": "small", "mediana": "medium",
    "mediano": "medium", "grande": "big|large", "nacht": "night", "autobahn": "motorway", "stadt": "town",
    "uberland": "country road",
    "cachorro": "puppy", "caes": "dog", "cao": "dog", "hund": "dog", "katze": "cat",
    # how it was paid, and what was sold, in Korean, Indonesian and Italian
    "hyungeum": "cash", "hyeongeum": "cash", "tunai": "cash", "kartu": "card", "contanti": "cash",
    "carta": "card", "harian": "daily", "mingguan": "weekly", "bulanan": "monthly", "eumryo": "drink",
    "gwaja": "snack", "risto": "restaurant", "ristorante": "restaurant", "ristoranti": "restaurant",
    "spaccio": "shop",
    # Turkish, Vietnamese and Dutch: how it was paid, who the customer is, what was made or given
    "nakit": "cash", "kart": "card", "havale": "bank transfer|transfer", "cari": "on account",
    "tien_mat": "cash", "chuyen_khoan": "bank transfer|transfer", "ev": "household|home", "otel": "hotel",
    "cami": "mosque", "isyeri": "office|workplace", "hali": "carpet", "el_halisi": "hand-knotted carpet",
    "yorgan": "duvet|quilt", "battaniye": "blanket", "perde": "curtain", "vest": "suit", "quan": "trousers",
    "so_mi": "shirt", "dam": "dress", "ao_khoac": "coat|jacket", "len": "wool", "lua": "silk",
    "tai_tiem": "at the shop", "khach_san": "to the hotel|to their hotel|to his hotel|to her hotel",
    "gui_di": "shipped", "dang_may": "being sewn", "paard": "horse", "groep": "group", "prive": "private",
    "buitenrit": "trail ride|ride out", "proefles": "trial lesson", "leskaart": "lesson card",
    "manege": "school|riding school", "contant": "cash",
    # countries as Vietnamese names them
    "uc": "australia|australian", "my": "america|american|the us|usa|united states",
    "anh": "britain|british|the uk|england|english", "duc": "germany|german", "\u0111uc": "germany|german",
    "phap": "france|french", "han quoc": "korea|korean",
    "ha lan": "the netherlands|netherlands|dutch|holland", "nhat ban": "japan|japanese",
    "viet nam": "vietnam|vietnamese",
}  # fmt: skip
FOREIGN_STATES = {word: english for english, words in _STATE_WORDS.items() for word in words.split()}


def foreign_word(piece: str) -> str | None:
    """The English word a name's piece stands for in another language, singular or plural: `caes` (cães)
    dog, `marcacoes` appointment, `vtas` sale; None when it is no foreign word known."""
    forms = [piece]
    if piece.endswith("s") and len(piece) > 3:
        forms += [piece[:-1], piece[:-2]] if piece.endswith("es") else [piece[:-1]]
    if piece.endswith(("oes", "aes")):
        forms.append(piece[:-3] + "ao")  # Portuguese -ões and -ães are the plurals of -ão
    found = next((FOREIGN_WORDS[form] for form in forms if form in FOREIGN_WORDS), None)
    found = found or _german_word(piece) or _italian_word(piece)
    found = found or _turkish_word(piece) or _dutch_word(piece)
    polish = [piece[:-1], piece[:-1] + "a"] if piece.endswith(("y", "i", "e")) else []  # `punkty`, `pozycje`
    polish += [piece[:-1] + "e"] if piece.endswith("ia") else []  # `zamowienia` zamowienie
    found = found or next((_POLISH[form] for form in polish if form in _POLISH), None)
    return found or _slovene_word(piece) or finnish_word(piece)


def _german_word(piece: str) -> str | None:
    """`fahrstunden` Fahrstunde, `schueler` Schüler, `pruefungen` Prüfung, `kunden` Kunde."""
    forms = [piece]
    if len(piece) > 4 and piece.endswith(("en", "er", "n", "e")):
        forms += [piece[:-2], piece[:-1]] if piece.endswith(("en", "er")) else [piece[:-1]]
    forms += [f.replace("ue", "u").replace("oe", "o").replace("ae", "a") for f in forms]
    return next((_GERMAN[form] for form in forms if form in _GERMAN), None)


def _italian_word(piece: str) -> str | None:
    """`conferitori` conferitore, `prodotti` prodotto, `clienti` cliente (a word Spanish shares), `vendite`
    vendita, `partite` partita; a plural in -e only of an Italian word (`rate` is no `rata`)."""
    stem = piece[:-1]
    if piece.endswith("i"):
        return next((FOREIGN_WORDS[form] for form in (stem + "o", stem + "e") if form in FOREIGN_WORDS), None)
    return _ITALIAN.get(stem + "a") if piece.endswith("e") else None


def _turkish_word(piece: str) -> str | None:
    """`siparisler` siparis, `kalemler` kalem, `musteriler` musteri."""
    return FOREIGN_WORDS.get(piece[:-3]) if piece.endswith(("ler", "lar")) and len(piece) > 6 else None


def _dutch_word(piece: str) -> str | None:
    """`paarden` paard, `lessen` les (its consonant doubled), `facturen` factuur (its vowel single)."""
    if not piece.endswith("en") or len(piece) < 5:
        return None
    stem = piece[:-2]
    forms = [stem, stem[:-1] if stem[-1] == stem[-2] else "", stem[:-1] + stem[-2] + stem[-1]]
    return next((_DUTCH[form] for form in forms if form in _DUTCH), None)


def _slovene_word(piece: str) -> str | None:
    """`panji` panj, `izdelki` izdelek (its e drops before the ending), `prodaje` prodaja, `placila`
    placilo."""
    stem = piece[:-1]
    forms = {"i": [stem, stem[:-1] + "e" + stem[-1:]], "e": [stem + "a"], "a": [stem + "o", stem + "e"]}
    return next((_SLOVENE[form] for form in forms.get(piece[-1:], []) if form in _SLOVENE), None)


def finnish_word(piece: str) -> str | None:
    """`kuormat` load, `leimikot` stand, `metsanomistajat` "forest owner" (a compound's words, space-joined);
    None when the piece is no Finnish word known."""
    single = _finnish_single(piece)
    if single or len(piece) < 7:
        return single
    for cut in range(3, len(piece) - 2):
        head, tail = _finnish_single(piece[:cut]), _finnish_single(piece[cut:])
        if head and tail:
            return f"{head} {tail}"
    return None


def _finnish_single(piece: str) -> str | None:
    stem = piece[:-1] if piece.endswith("t") and len(piece) > 3 else piece
    forms = [piece, stem, _FINNISH_STEMS.get(stem, ""), _FINNISH_STEMS.get(piece, "")]
    if len(stem) > 3 and stem[-2] not in "aeiouy":
        forms.append(stem[:-1] + stem[-2] + stem[-1])  # `leimikot` leimikko: the plural's single k doubled
    return next((_FINNISH[form] for form in forms if form in _FINNISH), None)
