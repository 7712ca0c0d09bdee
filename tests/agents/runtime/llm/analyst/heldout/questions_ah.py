"""Set AH: ten questions a shape on the frantoio, noraebang and sewa_motor schemas of `schemas_ah.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Olive-mill "batches" or "pressings" are `molitura` rows, dated by `data` (INTEGER yyyymmdd); "olives brought
in", "pressed" or "taken in" sum `kg_olive` (kilos), "oil" or "oil we got out" `kg_olio`; the "yield" is
`sum(kg_olio) / sum(kg_olive)`; a "variety" is `cultivar`; "this harvest" is the pressings from 1 September
2026 on, "last harvest" those from 1 September 2025 to 31 August 2026; "pressing fees" sum `importo_cent /
100` euros over `regime` 'CT', "paid for olives" or "olives we bought" the same over 'ACQ'; "still owe us for
pressing" is the pressing fees with `pagato` 'N'; a batch's grower, their `nominativo`, `comune` (the "town")
and `tipo` ('AZ' farms, 'PRIV' family growers) run through `cod_conf` to `conferitori.cod`; "growers" are
`conferitori` rows, a grower "has brought us olives" when a batch names them; "sales", "sold" or "revenue" sum
`importo_cent / 100` over the `vendite` rows with `reso` 'N' (the ones 'S' came back, refunded), dated by
`data`; "bottles" or "units" sum `qta`; "restaurants" are `canale` 'RISTO', "online" or "web orders" 'WEB',
"the shop" 'SPACCIO', "export" 'EXPORT', a "restaurant" (the customer) `cliente`; a sale's product, its
`descrizione` and `linea` ('Coratina', 'Peranzana', 'Blend', 'DOP', 'BIO', 'Nuovo', 'Altro') run through
`sku` to `prodotti`; a product "has sold" when a sale names it. Karaoke "visits" or "rooms rented" are
`bang_iyong` rows, dated by `in_ts`; "room takings", "room money" or "took for rooms" sum `yogeum` (won) over
the visits with `hwanbul` 'N', "refunded" 'Y'; "how long people stay" is the minutes from `in_ts` to
`out_ts`; "people" or "guests" sum `inwon`; the "VIP room" is `bang_tp` 'V', "party rooms" 'L', "small rooms"
'S', "medium" 'M'; a "room" is `bang`; "cash" is `gyeoljae` 'HYUNGEUM', "card" 'CARD', "KakaoPay" 'KAKAO',
"points" 'PNT'; "walk-ins" are the visits with `hw_no` NULL, members' visits the others, the member, their
`nick`, through `hw_no` to `hoewon`; "members" are `hoewon` rows, "signed up" on `gaip_dt` ('YYYY.MM.DD'
text), "agreed to text messages" `sms_yn` 'Y'; "food and drinks" or "snacks" sum `geumaek` over `fnb`, an
"item" `pummok`, its "category" `bunryu` ('EUMRYO' drinks, 'GWAJA' snacks, 'RAMYEON', 'ICECREAM', 'SET'
platters), an order's visit through `iyong_no` to `bang_iyong`; a member "has come in" when a visit names
them, "ordered" when an order's visit does. Scooter "rentals" are `sewa` rows with `status` 'SELESAI'
(returned) or 'JALAN' (still out), dated by `mulai` ('DD-MM-YYYY' text), "bookings" all rows, "cancelled"
'BATAL'; "rental money", "rental income" or "made from rentals" sum `harga_rp` (rupiah) over the rentals,
"delivery" `ongkir_rp`; "days rented" sum `hari`; "monthly" rentals `paket` 'B', "weekly" 'M', "daily" 'H';
a rental's scooter, its `tipe` (the "model") and `merk` (the "brand"), runs through `plat` to `armada`, its
renter, their `nama` and `negara` (the "country", 'Australia', 'Rusia' Russia), through `id_penyewa` to
`penyewa.id`; "scooters" are `armada` rows; "customers" or "renters" are `penyewa` rows, "registered" on
`tgl_daftar` ('DD-MM-YYYY' text), "with an international licence" `sim_intl` 'Y'; "damage charges" or
"fines" sum `biaya_rp` over `klaim`, dated by `tgl` ('DD-MM-YYYY' text), a "type" `jenis`, "still owed"
`lunas` 'T'; a claim's rental through `no_sewa` to `sewa.no_sewa`; a customer "has booked" when a booking
names them, a scooter or a customer "has been rented" when a rental names it. In all three "this year" is
2026, "last year" 2025, the data ending on 23 December 2026.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# frantoio: codes named unlike their targets, none declared; euros in cents; Italian; INTEGER yyyymmdd
M_C = "molitura m JOIN conferitori c ON m.cod_conf = c.cod"
V_P = "vendite v JOIN prodotti p USING (sku)"
KEPT = "v.reso = 'N'"
EUR = "sum(v.importo_cent) / 100"
THIS_H = "m.data >= 20260901"
LAST_H = "m.data BETWEEN 20250901 AND 20260831"
MDAT = "strptime(m.data::VARCHAR, '%Y%m%d')"
# noraebang: declared PRIMARY KEY / REFERENCES (bang_iyong.hw_no NULL for walk-ins); won; TIMESTAMP
B_H = "bang_iyong b JOIN hoewon h USING (hw_no)"
F_B = "fnb f JOIN bang_iyong b USING (iyong_no)"
PAID = "b.hwanbul = 'N'"
GAIP = "strptime(h.gaip_dt, '%Y.%m.%d')"
# sewa_motor: none declared, `id_penyewa` -> `penyewa.id`; rupiah; 'DD-MM-YYYY' text dates
S_A = "sewa s JOIN armada a USING (plat)"
S_P = "sewa s JOIN penyewa p ON s.id_penyewa = p.id"
TAKEN = "s.status IN ('SELESAI', 'JALAN')"
SDAT = "strptime(s.mulai, '%d-%m-%Y')"
KDAT = "strptime(k.tgl, '%d-%m-%Y')"


def _o(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("frantoio", shape, question, truth, percent)


def _k(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("noraebang", shape, question, truth, percent)


def _s(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("sewa_motor", shape, question, truth, percent)


QUESTIONS_AH = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _o("top_label", "Which grower brought us the most olives this harvest?",
       f"SELECT c.nominativo, sum(m.kg_olive) v FROM {M_C} WHERE {THIS_H} GROUP BY c.cod, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _o("top_label", "Which restaurant buys the most from us?",
       f"SELECT v.cliente, {EUR} s FROM vendite v WHERE {KEPT} AND v.canale = 'RISTO' GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 1"),
    _o("top_label", "What are our 3 best-selling products by money?",
       f"SELECT p.descrizione, {EUR} s FROM {V_P} WHERE {KEPT} GROUP BY p.sku, 1 ORDER BY s DESC, 1 LIMIT 3"),
    _o("top_label", "Which grower have we paid the most for their olives?",
       f"SELECT c.nominativo, sum(m.importo_cent) / 100 v FROM {M_C} WHERE m.regime = 'ACQ' "
       "GROUP BY c.cod, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _k("top_label", "Which member has come in the most times?",
       f"SELECT h.nick, count(*) n FROM {B_H} GROUP BY h.hw_no, 1 ORDER BY n DESC, 1 LIMIT 1"),
    _k("top_label", "Which room brings in the most money?",
       f"SELECT b.bang, sum(b.yogeum) v FROM bang_iyong b WHERE {PAID} GROUP BY 1 ORDER BY v DESC, 1 "
       "LIMIT 1"),
    _k("top_label", "What's the item on the menu that has made us the most money?",
       "SELECT pummok, sum(geumaek) v FROM fnb GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _s("top_label", "Which scooter model earns us the most?",
       f"SELECT a.tipe, sum(s.harga_rp) v FROM {S_A} WHERE {TAKEN} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _s("top_label", "Which 3 countries bring us the most rental money?",
       f"SELECT p.negara, sum(s.harga_rp) v FROM {S_P} WHERE {TAKEN} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _s("top_label", "Who has rented from us for the most days in total?",
       f"SELECT p.nama, sum(s.hari) v FROM {S_P} WHERE {TAKEN} GROUP BY p.id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _o("measure", "How much have we earned from pressing fees altogether?",
       "SELECT sum(importo_cent) / 100 FROM molitura WHERE regime = 'CT'"),
    _o("measure", "How much oil did we get out of Coratina olives this harvest?",
       f"SELECT sum(m.kg_olio) FROM molitura m WHERE m.cultivar = 'Coratina' AND {THIS_H}"),
    _o("measure", "How much do growers still owe us for pressing?",
       "SELECT sum(importo_cent) / 100 FROM molitura WHERE regime = 'CT' AND pagato = 'N'"),
    _k("measure", "How much have we taken for rooms altogether?",
       f"SELECT sum(b.yogeum) FROM bang_iyong b WHERE {PAID}"),
    _k("measure", "How much have members spent on food and drinks?",
       f"SELECT sum(f.geumaek) FROM {F_B} WHERE b.hw_no IS NOT NULL"),
    _k("measure", "How much room money have we had to refund?",
       "SELECT sum(yogeum) FROM bang_iyong WHERE hwanbul = 'Y'"),
    _k("measure", "On average, how many minutes do people stay in the VIP room?",
       "SELECT avg(date_diff('minute', in_ts, out_ts)) FROM bang_iyong WHERE bang_tp = 'V'"),
    _s("measure", "How much rental money have we taken in altogether?",
       f"SELECT sum(s.harga_rp) FROM sewa s WHERE {TAKEN}"),
    _s("measure", "How much do customers still owe us for damage and fines?",
       "SELECT sum(biaya_rp) FROM klaim WHERE lunas = 'T'"),
    _s("measure", "How much have we charged for delivering scooters to people's villas?",
       f"SELECT sum(s.ongkir_rp) FROM sewa s WHERE {TAKEN}"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _o("dates", "How many batches of olives did we press in November 2026?",
       "SELECT count(*) FROM molitura WHERE data BETWEEN 20261101 AND 20261130"),
    _o("dates", "What were our sales in December 2025?",
       f"SELECT {EUR} FROM vendite v WHERE {KEPT} AND v.data >= DATE '2025-12-01' "
       "AND v.data < DATE '2026-01-01'"),
    _o("dates", "How many kilos of olives did we take in during 2025?",
       f"SELECT sum(m.kg_olive) FROM molitura m WHERE year({MDAT}) = 2025"),
    _k("dates", "How many rooms did we rent out in November 2026?",
       "SELECT count(*) FROM bang_iyong WHERE in_ts >= TIMESTAMP '2026-11-01' "
       "AND in_ts < TIMESTAMP '2026-12-01'"),
    _k("dates", "How many new members signed up in 2025?",
       f"SELECT count(*) FROM hoewon h WHERE year({GAIP}) = 2025"),
    _k("dates", "What did we take for rooms in the first quarter of 2026?",
       f"SELECT sum(b.yogeum) FROM bang_iyong b WHERE {PAID} AND b.in_ts >= TIMESTAMP '2026-01-01' "
       "AND b.in_ts < TIMESTAMP '2026-04-01'"),
    _s("dates", "How many rentals started in August 2026?",
       f"SELECT count(*) FROM sewa s WHERE {TAKEN} AND {SDAT} >= DATE '2026-08-01' "
       f"AND {SDAT} < DATE '2026-09-01'"),
    _s("dates", "How many new customers registered with us in 2025?",
       "SELECT count(*) FROM penyewa WHERE year(strptime(tgl_daftar, '%d-%m-%Y')) = 2025"),
    _s("dates", "What did we make from rentals in the second quarter of this year?",
       f"SELECT sum(s.harga_rp) FROM sewa s WHERE {TAKEN} AND {SDAT} >= DATE '2026-04-01' "
       f"AND {SDAT} < DATE '2026-07-01'"),
    _s("dates", "How much did we charge in damage and fines during 2026?",
       f"SELECT sum(k.biaya_rp) FROM klaim k WHERE year({KDAT}) = 2026"),
    # --------------------------------------------------------------- shares and percentages
    _o("share", "What's our average oil yield?",
       "SELECT sum(kg_olio) / sum(kg_olive) FROM molitura", percent=True),
    _o("share", "What share of our sales come from restaurants?",
       "SELECT sum(CASE WHEN canale = 'RISTO' THEN importo_cent ELSE 0 END) / sum(importo_cent) FROM vendite "
       "WHERE reso = 'N'", percent=True),
    _o("share", "What percentage of the olives we press come from farms rather than family growers?",
       f"SELECT sum(CASE WHEN c.tipo = 'AZ' THEN m.kg_olive ELSE 0 END) / sum(m.kg_olive) FROM {M_C}",
       percent=True),
    _o("share", "what % of online orders get sent back",
       "SELECT avg(CASE WHEN reso = 'S' THEN 1 ELSE 0 END) FROM vendite WHERE canale = 'WEB'", percent=True),
    _k("share", "What share of our visits are walk-ins rather than members?",
       "SELECT avg(CASE WHEN hw_no IS NULL THEN 1 ELSE 0 END) FROM bang_iyong", percent=True),
    _k("share", "What percent of our room takings come from the party rooms?",
       f"SELECT sum(CASE WHEN b.bang_tp = 'L' THEN b.yogeum ELSE 0 END) / sum(b.yogeum) FROM bang_iyong b "
       f"WHERE {PAID}", percent=True),
    _k("share", "What percentage of our members have agreed to get text messages from us?",
       "SELECT avg(CASE WHEN sms_yn = 'Y' THEN 1 ELSE 0 END) FROM hoewon", percent=True),
    _s("share", "What share of our renters have an international driving licence?",
       "SELECT avg(CASE WHEN sim_intl = 'Y' THEN 1 ELSE 0 END) FROM penyewa", percent=True),
    _s("share", "What percentage of bookings get cancelled?",
       "SELECT avg(CASE WHEN status = 'BATAL' THEN 1 ELSE 0 END) FROM sewa", percent=True),
    _s("share", "How much of our rental income comes from monthly rentals, as a percentage?",
       f"SELECT sum(CASE WHEN s.paket = 'B' THEN s.harga_rp ELSE 0 END) / sum(s.harga_rp) FROM sewa s "
       f"WHERE {TAKEN}", percent=True),
    # --------------------------------------------------------------- entities with no match
    _o("anti_join", "How many growers haven't brought us any olives this harvest?",
       "SELECT count(*) FROM conferitori c WHERE NOT EXISTS (SELECT 1 FROM molitura m "
       f"WHERE m.cod_conf = c.cod AND {THIS_H})"),
    _o("anti_join", "Which products have we never sold?",
       "SELECT p.descrizione FROM prodotti p WHERE NOT EXISTS (SELECT 1 FROM vendite v WHERE v.sku = p.sku) "
       "ORDER BY 1"),
    _o("anti_join", "How many growers who pressed with us last harvest haven't come back this harvest?",
       f"SELECT count(*) FROM conferitori c WHERE EXISTS (SELECT 1 FROM molitura m WHERE m.cod_conf = c.cod "
       f"AND {LAST_H}) AND NOT EXISTS (SELECT 1 FROM molitura m WHERE m.cod_conf = c.cod AND {THIS_H})"),
    _k("anti_join", "How many members have never ordered any food or drinks?",
       "SELECT count(*) FROM hoewon h WHERE NOT EXISTS (SELECT 1 FROM fnb f JOIN bang_iyong b "
       "USING (iyong_no) WHERE b.hw_no = h.hw_no)"),
    _k("anti_join", "How many members haven't been in since the start of September?",
       "SELECT count(*) FROM hoewon h WHERE NOT EXISTS (SELECT 1 FROM bang_iyong b WHERE b.hw_no = h.hw_no "
       "AND b.in_ts >= TIMESTAMP '2026-09-01')"),
    _k("anti_join", "Which members have never come in?",
       "SELECT h.nick FROM hoewon h WHERE NOT EXISTS (SELECT 1 FROM bang_iyong b WHERE b.hw_no = h.hw_no) "
       "ORDER BY 1"),
    _k("anti_join", "How many times was a party room rented without anyone ordering food or drinks?",
       "SELECT count(*) FROM bang_iyong b WHERE b.bang_tp = 'L' AND NOT EXISTS (SELECT 1 FROM fnb f "
       "WHERE f.iyong_no = b.iyong_no)"),
    _s("anti_join", "How many of our scooters have never been rented out?",
       f"SELECT count(*) FROM armada a WHERE NOT EXISTS (SELECT 1 FROM sewa s WHERE s.plat = a.plat "
       f"AND {TAKEN})"),
    _s("anti_join", "How many of the customers who've rented from us have never had to pay for damage or a "
       "fine?",
       "SELECT count(*) FROM penyewa p WHERE EXISTS (SELECT 1 FROM sewa s WHERE s.id_penyewa = p.id "
       f"AND {TAKEN}) "
       "AND NOT EXISTS (SELECT 1 FROM klaim k JOIN sewa s USING (no_sewa) WHERE s.id_penyewa = p.id)"),
    _s("anti_join", "Which customers have registered but never booked a scooter?",
       "SELECT p.nama FROM penyewa p WHERE NOT EXISTS (SELECT 1 FROM sewa s WHERE s.id_penyewa = p.id) "
       "ORDER BY 1"),
    # --------------------------------------------------------------- per X across tables
    _o("per_x", "How many kilos of olives have we pressed of each variety?",
       "SELECT cultivar, sum(kg_olive) FROM molitura GROUP BY 1 ORDER BY 1"),
    _o("per_x", "Sales by channel",
       f"SELECT v.canale, {EUR} FROM vendite v WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _o("per_x", "How many batches of each variety have we pressed this harvest?",
       f"SELECT m.cultivar, count(*) FROM molitura m WHERE {THIS_H} GROUP BY 1 ORDER BY 1"),
    _k("per_x", "How many visits has each kind of room had?",
       "SELECT bang_tp, count(*) FROM bang_iyong GROUP BY 1 ORDER BY 1"),
    _k("per_x", "Food and drink sales by category",
       "SELECT bunryu, sum(geumaek) FROM fnb GROUP BY 1 ORDER BY 1"),
    _k("per_x", "room takings per payment method",
       f"SELECT b.gyeoljae, sum(b.yogeum) FROM bang_iyong b WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "How many rentals have we had on each package - daily, weekly and monthly?",
       f"SELECT s.paket, count(*) FROM sewa s WHERE {TAKEN} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Rental income per scooter brand",
       f"SELECT a.merk, sum(s.harga_rp) FROM {S_A} WHERE {TAKEN} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "What have we charged for each type of damage or fine?",
       "SELECT jenis, sum(biaya_rp) FROM klaim GROUP BY 1 ORDER BY 1"),
    _s("per_x", "How many rentals were paid each way?",
       f"SELECT s.bayar, count(*) FROM sewa s WHERE {TAKEN} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _o("compare", "Did we press more olives this harvest than last harvest?",
       f"SELECT CASE WHEN {THIS_H} THEN 2026 ELSE 2025 END h, sum(m.kg_olive) FROM molitura m "
       "WHERE m.data >= 20250901 GROUP BY 1 ORDER BY 1"),
    _o("compare", "Do we sell more Coratina or Peranzana oil?",
       f"SELECT p.linea, {EUR} FROM {V_P} WHERE {KEPT} AND p.linea IN ('Coratina', 'Peranzana') GROUP BY 1 "
       "ORDER BY 1"),
    _o("compare", "Farms or family growers: who brings us more olives?",
       f"SELECT c.tipo, sum(m.kg_olive) FROM {M_C} GROUP BY 1 ORDER BY 1"),
    _o("compare", "Were our shop sales higher in 2026 than in 2025?",
       f"SELECT year(v.data) y, {EUR} FROM vendite v WHERE {KEPT} AND v.canale = 'SPACCIO' GROUP BY 1 "
       "ORDER BY 1"),
    _k("compare", "Do members or walk-ins spend more on rooms?",
       "SELECT CASE WHEN b.hw_no IS NULL THEN 'walk-in' ELSE 'member' END w, sum(b.yogeum) "
       f"FROM bang_iyong b WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _k("compare", "Were we busier in November 2026 than in November 2025?",
       "SELECT year(in_ts) y, count(*) FROM bang_iyong WHERE month(in_ts) = 11 GROUP BY 1 ORDER BY 1"),
    _k("compare", "Cash or card: which brings in more room money?",
       f"SELECT b.gyeoljae, sum(b.yogeum) FROM bang_iyong b WHERE {PAID} "
       "AND b.gyeoljae IN ('CARD', 'HYUNGEUM') GROUP BY 1 ORDER BY 1"),
    _s("compare", "Did we make more from rentals in 2026 than in 2025?",
       f"SELECT year({SDAT}) y, sum(s.harga_rp) FROM sewa s WHERE {TAKEN} GROUP BY 1 ORDER BY 1"),
    _s("compare", "Who rents for longer on average, Australians or Russians?",
       f"SELECT p.negara, avg(s.hari) FROM {S_P} WHERE {TAKEN} AND p.negara IN ('Australia', 'Rusia') "
       "GROUP BY 1 ORDER BY 1"),
    _s("compare", "NMAX or Vario 160 - which has earned us more?",
       f"SELECT a.tipe, sum(s.harga_rp) FROM {S_A} WHERE {TAKEN} AND a.tipe IN ('NMAX', 'Vario 160') "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _o("cannot", "How much did we spend on electricity running the mill this harvest?"),
    _o("cannot", "What was the acidity of the oil from each batch?"),
    _o("cannot", "How many hectares of olive groves do our growers have?"),
    _k("cannot", "Which songs get sung the most?"),
    _k("cannot", "What do we pay in rent for the place each month?"),
    _k("cannot", "How many guests left us a good review on Naver?"),
    _k("cannot", "What are the average karaoke scores in the VIP room?"),
    _s("cannot", "How much petrol do our customers use on a typical rental?"),
    _s("cannot", "Which beaches do our customers ride to most?"),
    _s("cannot", "How much did we pay the mechanic for servicing the scooters this year?"),
)
