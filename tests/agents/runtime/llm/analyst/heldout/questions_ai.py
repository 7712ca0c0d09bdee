"""Set AI: ten questions a shape on the hali_yikama, tiem_may and manege schemas of `schemas_ai.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Carpet-wash "pick-ups" or "orders" are `siparisler` rows, dated by `alis_tarihi` (the pick-up day),
"cancelled" `durum` 'IPTAL'; "takings", "earned", "took in" or "business" sum `tutar` (lira) over the
`kalemler` lines of the pick-ups not cancelled, a line's pick-up through `siparis` to `siparisler.siparis_no`;
"square metres" sum `m2`; a "kind of item" is `cins` ('HALI' carpets, 'EL_HALISI' hand-knotted carpets,
'KILIM', 'YORGAN' duvets, 'BATTANIYE' blankets, 'PERDE' curtains); "still owe us" sums `tutar` over the
pick-ups with `tahsil` 'H'; "paid" or "payment method" is `odeme` ('NAKIT' cash, 'KART' card, 'HAVALE' bank
transfer, 'CARI' on account); a pick-up's customer, their `ad_soyad`, `mahalle` (the "neighbourhood") and
`tur` (the "type": 'EV' households, 'OTEL' hotels, 'CAMI' mosques, 'ISYERI' offices; "businesses" the three
others), through `musteri_id` to `musteriler`; "customers" are `musteriler` rows, "registered" or "signed up"
on `kayit_tarihi` ('DD.MM.YYYY' text), "agreed to text messages" `sms_izni` 'E'; a customer "has had a
pick-up" or "sent us their carpets" when a pick-up names them. Tailor "orders" are `don_hang` rows, dated by
`ngay_dat` ('DD/MM/YYYY' text), "cancelled" `trang_thai` 'HUY'; "sales", "sold", "spent" or "made" sum `gia`
(dong) over the `san_pham` garments of the orders not cancelled, a garment's order through `so_don`;
"garments" or "pieces" are `san_pham` rows, a "type" `loai` ('VEST' suits, 'SO_MI' shirts, 'QUAN' trousers,
'DAM' dresses, 'AO_DAI', 'AO_KHOAC' coats), a "fabric" `vai` ('Len' wool, 'Linen', 'Cotton', 'Lụa' silk,
'Cashmere'), "altered" `sua_lai` 'C'; "shipping" sums `phi_gui`, "shipped abroad" is `giao` 'GUI_DI', "at the
shop" 'TAI_TIEM', "to the hotel" 'KHACH_SAN'; "deposits" sum `dat_coc`; "payment method" is `thanh_toan`; an
order's customer, their `ho_ten`, `quoc_tich` (the "country", 'Úc' Australia, 'Mỹ' USA) and `khach_san` (the
"hotel"), through `khach` to `khach.ma_khach`; "customers" are `khach` rows, "came in for the first time" on
`ngay_den` ('DD/MM/YYYY' text); a garment's tailor, their `ho_ten`, through `tho` to `tho_may.ma_tho`; a
customer "has ordered" when an order names them, a tailor "has sewn" a garment that names them. Riding-school
"lessons" or "rides" are `lessen` rows, dated by `start`, "given" or "ridden" those with `afgemeld` 'N',
"cancelled" 'J'; "lesson money", "made from lessons" or "brought in" sum `prijs_cent / 100` (euros) over
`lessen`; a "kind of lesson" is `soort` ('GROEP' group, 'PRIVE' private, 'BUITENRIT' trail rides, 'PROEFLES'
trial lessons), "paid with a lesson card" `betaling` 'LESKAART'; a lesson's rider, their `voornaam` and
`achternaam` and `woonplaats` (the "town"), through `ruiter_nr` to `ruiters`; a lesson's horse, its `naam` and
`soort` ('PONY' or 'PAARD', horses), through `paard` to `paarden.paard_id`; "riders" are `ruiters` rows,
"signed up" on `lid_sinds`, "get the newsletter" `nieuwsbrief` 'J'; "school horses" are `paarden` with `stal`
'MANEGE'; "livery" sums `bedrag_cent / 100` over `facturen`, a month `maand` ('YYYY-MM' text), "unpaid"
`betaald` 'N', an invoice's horse through `paard_id` to `paarden`, a horse's owner through `eigenaar` to
`ruiters.ruiter_nr`; a horse "has been in a lesson" when a lesson names it, a rider "has ridden" when a lesson
given names them. In all three "this year" is 2026, "last year" 2025, the data ending on 29 December 2026.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# hali_yikama: declared PRIMARY KEY / REFERENCES, `kalemler.siparis` -> `siparisler.siparis_no`; DOUBLE lira
S_M = "siparisler s JOIN musteriler m USING (musteri_id)"
K_S = "kalemler k JOIN siparisler s ON k.siparis = s.siparis_no"
K_S_M = f"{K_S} JOIN musteriler m USING (musteri_id)"
DONE = "s.durum <> 'IPTAL'"
KAYIT = "strptime(m.kayit_tarihi, '%d.%m.%Y')"
# tiem_may: none declared, `don_hang.khach` -> `khach.ma_khach`, `san_pham.tho` -> `tho_may.ma_tho`; dong
S_D = "san_pham s JOIN don_hang d USING (so_don)"
S_D_K = f"{S_D} JOIN khach k ON d.khach = k.ma_khach"
KEPT = "d.trang_thai <> 'HUY'"
DDAT = "strptime(d.ngay_dat, '%d/%m/%Y')"
# manege: PRIMARY KEYs only, `lessen.paard` -> `paarden.paard_id`, `paarden.eigenaar` -> `ruiters.ruiter_nr`
L_R = "lessen l JOIN ruiters r USING (ruiter_nr)"
L_P = "lessen l JOIN paarden p ON l.paard = p.paard_id"
RIDDEN = "l.afgemeld = 'N'"
EUR = "sum(l.prijs_cent) / 100"


def _h(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("hali_yikama", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("tiem_may", shape, question, truth, percent)


def _m(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("manege", shape, question, truth, percent)


QUESTIONS_AI = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _h("top_label", "Which customer has spent the most with us?",
       f"SELECT m.ad_soyad, sum(k.tutar) v FROM {K_S_M} WHERE {DONE} GROUP BY m.musteri_id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _h("top_label", "Which neighbourhood do most of our pick-ups come from?",
       f"SELECT m.mahalle, count(*) n FROM {S_M} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _h("top_label", "Top 3 mosques by square metres of carpet we've washed for them",
       f"SELECT m.ad_soyad, sum(k.m2) v FROM {K_S_M} WHERE {DONE} AND m.tur = 'CAMI' "
       "GROUP BY m.musteri_id, 1 ORDER BY v DESC, 1 LIMIT 3"),
    _t("top_label", "Which tailor has sewn the most garments?",
       "SELECT t.ho_ten, count(*) n FROM san_pham s JOIN tho_may t ON s.tho = t.ma_tho GROUP BY t.ma_tho, 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _t("top_label", "Which 3 hotels do most of our customers stay at?",
       "SELECT k.khach_san, count(*) n FROM khach k WHERE k.khach_san IS NOT NULL GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    _t("top_label", "Who's our biggest-spending customer?",
       f"SELECT k.ho_ten, sum(s.gia) v FROM {S_D_K} WHERE {KEPT} GROUP BY k.ma_khach, 1 ORDER BY v DESC, 1 "
       "LIMIT 1"),
    _t("top_label", "What are our two best-selling fabrics by money?",
       f"SELECT s.vai, sum(s.gia) v FROM {S_D} WHERE {KEPT} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 2"),
    _m("top_label", "Which horse has been ridden the most this year?",
       f"SELECT p.naam, count(*) n FROM {L_P} WHERE {RIDDEN} AND year(l.start) = 2026 "
       "GROUP BY p.paard_id, 1 ORDER BY n DESC, 1 LIMIT 1"),
    _m("top_label", "Which rider has spent the most on lessons?",
       f"SELECT r.voornaam, r.achternaam, {EUR} v FROM {L_R} GROUP BY r.ruiter_nr, 1, 2 "
       "ORDER BY v DESC, 1, 2 LIMIT 1"),
    _m("top_label", "Whose horse has run up the biggest livery bill with us?",
       "SELECT r.voornaam, r.achternaam, sum(f.bedrag_cent) / 100 v FROM facturen f JOIN paarden p "
       "USING (paard_id) JOIN ruiters r ON p.eigenaar = r.ruiter_nr GROUP BY r.ruiter_nr, 1, 2 "
       "ORDER BY v DESC, 1, 2 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _h("measure", "How much money have we taken in altogether?",
       f"SELECT sum(k.tutar) FROM {K_S} WHERE {DONE}"),
    _h("measure", "How many square metres of hand-knotted carpets have we washed?",
       f"SELECT sum(k.m2) FROM {K_S} WHERE {DONE} AND k.cins = 'EL_HALISI'"),
    _h("measure", "How much do customers still owe us?",
       f"SELECT sum(k.tutar) FROM {K_S} WHERE s.tahsil = 'H'"),
    _h("measure", "How much business have we done with hotels?",
       f"SELECT sum(k.tutar) FROM {K_S_M} WHERE {DONE} AND m.tur = 'OTEL'"),
    _t("measure", "How much have we sold altogether?",
       f"SELECT sum(s.gia) FROM {S_D} WHERE {KEPT}"),
    _t("measure", "How much have we charged customers for shipping their clothes home?",
       "SELECT sum(phi_gui) FROM don_hang"),
    _t("measure", "How much did we keep in deposits from cancelled orders?",
       "SELECT sum(dat_coc) FROM don_hang WHERE trang_thai = 'HUY'"),
    _m("measure", "How much have we made from lessons in total?",
       "SELECT sum(prijs_cent) / 100 FROM lessen"),
    _m("measure", "how much livery is still unpaid",
       "SELECT sum(bedrag_cent) / 100 FROM facturen WHERE betaald = 'N'"),
    _m("measure", "What does a private lesson cost on average?",
       "SELECT avg(prijs_cent) / 100 FROM lessen WHERE soort = 'PRIVE' AND afgemeld = 'N'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _h("dates", "How many pick-ups did we do in September 2026?",
       "SELECT count(*) FROM siparisler WHERE alis_tarihi >= DATE '2026-09-01' "
       "AND alis_tarihi < DATE '2026-10-01'"),
    _h("dates", "How many new customers registered in 2025?",
       f"SELECT count(*) FROM musteriler m WHERE year({KAYIT}) = 2025"),
    _h("dates", "What did we take in the third quarter of 2026?",
       f"SELECT sum(k.tutar) FROM {K_S} WHERE {DONE} AND s.alis_tarihi >= DATE '2026-07-01' "
       "AND s.alis_tarihi < DATE '2026-10-01'"),
    _t("dates", "How many orders did we take in March 2026?",
       f"SELECT count(*) FROM don_hang d WHERE {DDAT} >= DATE '2026-03-01' AND {DDAT} < DATE '2026-04-01'"),
    _t("dates", "What were our sales in 2025?",
       f"SELECT sum(s.gia) FROM {S_D} WHERE {KEPT} AND year({DDAT}) = 2025"),
    _t("dates", "How many new customers walked in for the first time in August 2026?",
       "SELECT count(*) FROM khach WHERE strptime(ngay_den, '%d/%m/%Y') >= DATE '2026-08-01' "
       "AND strptime(ngay_den, '%d/%m/%Y') < DATE '2026-09-01'"),
    _m("dates", "How many lessons did we give in June 2026?",
       f"SELECT count(*) FROM lessen l WHERE {RIDDEN} AND l.start >= TIMESTAMP '2026-06-01' "
       "AND l.start < TIMESTAMP '2026-07-01'"),
    _m("dates", "How many riders have signed up this year?",
       "SELECT count(*) FROM ruiters WHERE year(lid_sinds) = 2026"),
    _m("dates", "How much livery did we invoice for the months of 2025?",
       "SELECT sum(bedrag_cent) / 100 FROM facturen WHERE maand LIKE '2025-%'"),
    _m("dates", "What did lessons bring in during the first half of 2026?",
       f"SELECT {EUR} FROM lessen l WHERE l.start >= TIMESTAMP '2026-01-01' "
       "AND l.start < TIMESTAMP '2026-07-01'"),
    # --------------------------------------------------------------- shares and percentages
    _h("share", "What share of our pick-ups end up cancelled?",
       "SELECT avg(CASE WHEN durum = 'IPTAL' THEN 1 ELSE 0 END) FROM siparisler", percent=True),
    _h("share", "What percentage of our takings come from mosques?",
       f"SELECT sum(CASE WHEN m.tur = 'CAMI' THEN k.tutar ELSE 0 END) / sum(k.tutar) FROM {K_S_M} "
       f"WHERE {DONE}", percent=True),
    _h("share", "what % of customers have agreed to get text messages from us",
       "SELECT avg(CASE WHEN sms_izni = 'E' THEN 1 ELSE 0 END) FROM musteriler", percent=True),
    _t("share", "What share of our orders get shipped abroad?",
       "SELECT avg(CASE WHEN giao = 'GUI_DI' THEN 1 ELSE 0 END) FROM don_hang", percent=True),
    _t("share", "What percentage of the garments we make have to be altered after the fitting?",
       "SELECT avg(CASE WHEN sua_lai = 'C' THEN 1 ELSE 0 END) FROM san_pham", percent=True),
    _t("share", "How much of our sales comes from suits, as a percentage?",
       f"SELECT sum(CASE WHEN s.loai = 'VEST' THEN s.gia ELSE 0 END) / sum(s.gia) FROM {S_D} WHERE {KEPT}",
       percent=True),
    _t("share", "What percent of our customers are Australian?",
       "SELECT avg(CASE WHEN quoc_tich = 'Úc' THEN 1 ELSE 0 END) FROM khach", percent=True),
    _m("share", "What share of lessons get cancelled?",
       "SELECT avg(CASE WHEN afgemeld = 'J' THEN 1 ELSE 0 END) FROM lessen", percent=True),
    _m("share", "What percentage of the lessons we give are paid with a lesson card?",
       "SELECT avg(CASE WHEN betaling = 'LESKAART' THEN 1 ELSE 0 END) FROM lessen WHERE afgemeld = 'N'",
       percent=True),
    _m("share", "What share of our riders get the newsletter?",
       "SELECT avg(CASE WHEN nieuwsbrief = 'J' THEN 1 ELSE 0 END) FROM ruiters", percent=True),
    # --------------------------------------------------------------- entities with no match
    _h("anti_join", "How many customers haven't had anything picked up this year?",
       "SELECT count(*) FROM musteriler m WHERE NOT EXISTS (SELECT 1 FROM siparisler s "
       "WHERE s.musteri_id = m.musteri_id AND year(s.alis_tarihi) = 2026)"),
    _h("anti_join", "Which customers have registered but never had a pick-up?",
       "SELECT m.ad_soyad FROM musteriler m WHERE NOT EXISTS (SELECT 1 FROM siparisler s "
       "WHERE s.musteri_id = m.musteri_id) ORDER BY 1"),
    _h("anti_join", "How many of last year's customers haven't used us again this year?",
       "SELECT count(*) FROM musteriler m WHERE EXISTS (SELECT 1 FROM siparisler s "
       "WHERE s.musteri_id = m.musteri_id AND year(s.alis_tarihi) = 2025) AND NOT EXISTS (SELECT 1 "
       "FROM siparisler s WHERE s.musteri_id = m.musteri_id AND year(s.alis_tarihi) = 2026)"),
    _h("anti_join", "Which mosques haven't sent us their carpets this year?",
       "SELECT m.ad_soyad FROM musteriler m WHERE m.tur = 'CAMI' AND NOT EXISTS (SELECT 1 FROM siparisler s "
       "WHERE s.musteri_id = m.musteri_id AND year(s.alis_tarihi) = 2026) ORDER BY 1"),
    _t("anti_join", "Which tailors haven't sewn anything yet?",
       "SELECT t.ho_ten FROM tho_may t WHERE NOT EXISTS (SELECT 1 FROM san_pham s WHERE s.tho = t.ma_tho) "
       "ORDER BY 1"),
    _t("anti_join", "How many customers have come in but never ordered anything?",
       "SELECT count(*) FROM khach k WHERE NOT EXISTS (SELECT 1 FROM don_hang d WHERE d.khach = k.ma_khach)"),
    _t("anti_join", "How many customers have ordered from us but never ordered a suit?",
       "SELECT count(*) FROM khach k WHERE EXISTS (SELECT 1 FROM don_hang d WHERE d.khach = k.ma_khach) "
       f"AND NOT EXISTS (SELECT 1 FROM {S_D} WHERE d.khach = k.ma_khach AND s.loai = 'VEST')"),
    _m("anti_join", "Which of our school horses haven't been used in a lesson yet?",
       "SELECT p.naam FROM paarden p WHERE p.stal = 'MANEGE' AND NOT EXISTS (SELECT 1 FROM lessen l "
       "WHERE l.paard = p.paard_id) ORDER BY 1"),
    _m("anti_join", "How many riders haven't had a lesson since the start of September?",
       "SELECT count(*) FROM ruiters r WHERE NOT EXISTS (SELECT 1 FROM lessen l "
       f"WHERE l.ruiter_nr = r.ruiter_nr AND {RIDDEN} AND l.start >= TIMESTAMP '2026-09-01')"),
    _m("anti_join", "How many riders who rode with us last year haven't been back this year?",
       "SELECT count(*) FROM ruiters r WHERE EXISTS (SELECT 1 FROM lessen l WHERE l.ruiter_nr = r.ruiter_nr "
       f"AND {RIDDEN} AND year(l.start) = 2025) AND NOT EXISTS (SELECT 1 FROM lessen l "
       f"WHERE l.ruiter_nr = r.ruiter_nr AND {RIDDEN} AND year(l.start) = 2026)"),
    # --------------------------------------------------------------- per X across tables
    _h("per_x", "How much have we taken for each kind of item?",
       f"SELECT k.cins, sum(k.tutar) FROM {K_S} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _h("per_x", "Pick-ups by type of customer",
       f"SELECT m.tur, count(*) FROM {S_M} GROUP BY 1 ORDER BY 1"),
    _h("per_x", "How many orders were paid each way?",
       "SELECT s.odeme, count(*) FROM siparisler s WHERE s.odeme IS NOT NULL GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Sales by type of garment",
       f"SELECT s.loai, sum(s.gia) FROM {S_D} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How many orders did customers collect at the shop, have brought to their hotel, or have "
       "shipped?",
       f"SELECT d.giao, count(*) FROM don_hang d WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How much have we sold per payment method?",
       f"SELECT d.thanh_toan, sum(s.gia) FROM {S_D} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many lessons of each kind have we given?",
       f"SELECT l.soort, count(*) FROM lessen l WHERE {RIDDEN} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "lesson income per instructor",
       f"SELECT l.instructeur, {EUR} FROM lessen l GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many riders do we have from each town?",
       "SELECT woonplaats, count(*) FROM ruiters GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many of the lessons we gave were paid each way?",
       f"SELECT l.betaling, count(*) FROM lessen l WHERE {RIDDEN} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _h("compare", "Did we take more in 2026 than in 2025?",
       f"SELECT year(s.alis_tarihi) y, sum(k.tutar) FROM {K_S} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _h("compare", "Households or businesses: who spends more with us?",
       "SELECT CASE WHEN m.tur = 'EV' THEN 'household' ELSE 'business' END w, sum(k.tutar) "
       f"FROM {K_S_M} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _h("compare", "Do people pay us more often in cash or by card?",
       "SELECT s.odeme, count(*) FROM siparisler s WHERE s.odeme IN ('NAKIT', 'KART') GROUP BY 1 ORDER BY 1"),
    _t("compare", "Do Australians or Americans spend more with us?",
       f"SELECT k.quoc_tich, sum(s.gia) FROM {S_D_K} WHERE {KEPT} AND k.quoc_tich IN ('Úc', 'Mỹ') "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Did we sell more in 2026 than in 2025?",
       f"SELECT year({DDAT}) y, sum(s.gia) FROM {S_D} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _t("compare", "Do we make more suits in wool or in linen?",
       f"SELECT s.vai, count(*) FROM {S_D} WHERE {KEPT} AND s.loai = 'VEST' AND s.vai IN ('Len', 'Linen') "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Were we busier in April 2026 than in April 2025?",
       f"SELECT year({DDAT}) y, count(*) FROM don_hang d WHERE month({DDAT}) = 4 GROUP BY 1 ORDER BY 1"),
    _m("compare", "Did lessons bring in more money in 2026 than in 2025?",
       f"SELECT year(l.start) y, {EUR} FROM lessen l GROUP BY 1 ORDER BY 1"),
    _m("compare", "Are the ponies or the horses ridden more in lessons?",
       f"SELECT p.soort, count(*) FROM {L_P} WHERE {RIDDEN} GROUP BY 1 ORDER BY 1"),
    _m("compare", "Who rides with us more, people from Ede or from Barneveld?",
       f"SELECT r.woonplaats, count(*) FROM {L_R} WHERE {RIDDEN} AND r.woonplaats IN ('Ede', 'Barneveld') "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _h("cannot", "How much did we spend on diesel for the vans this year?"),
    _h("cannot", "How much detergent do we use per square metre of carpet?"),
    _h("cannot", "Which customers have left us a Google review?"),
    _h("cannot", "How many carpets came back with stains we couldn't get out?"),
    _t("cannot", "What do we pay our tailors for each garment they sew?"),
    _t("cannot", "How many metres of fabric did we get through this year?"),
    _t("cannot", "How many of our customers found us through TripAdvisor?"),
    _m("cannot", "How much hay do the horses get through in a month?"),
    _m("cannot", "What does the farrier cost us per horse each year?"),
    _m("cannot", "How many of our riders passed a riding exam this year?"),
)
