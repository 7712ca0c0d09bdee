"""Set AE: ten questions a shape on the cowork, vending and cebelarstvo schemas of `schemas_ae.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Coworking "bookings" count `bookings` rows whatever their status, dated by `starts_at`; "cancelled" is
`status` 'cxl', "no-shows" 'ns'; "hours booked" sum `hrs`; "booking income", "what bookings brought in",
"makes" or "spent on bookings" sum `charged_kes` (shillings) over the bookings (0 when cancelled); a booking's
space, its `code` ('MR-TSAVO' the Tsavo room), `kind` ('meeting room', 'phone booth', 'studio', 'event hall')
run through `space_id` to `spaces`, the member who booked through `booked_by` to `members.member_id`; "outside
hires" are the bookings with `booked_by` NULL; "members" are `members` rows, "current" or "still with us" with
`left_on` NULL, "joined" on `joined`, "hot desk" `plan` 'HD', "fixed desk" 'FD', "private office" 'PO',
"virtual office" 'VO'; a member's desk or office runs through `desk` to `spaces.space_id`; "membership money",
"paid us" or "received" sum `amount_kes` over the `invoices` with `paid_on` set, "owed", "outstanding" or
"unpaid" those with it NULL; an invoice's member runs through `member_id`; "companies" are members' `company`;
a room "has been booked" and a member "has booked" when a booking names them, a desk or office is "taken" when
a current member's `desk` names it. Vending "sales", "items sold" or "vends" count `sls` rows with `rfnd` 'N',
dated by `ts`, "refunds" or "stuck items" those with 'Y'; "takings", "money", "brought in" or "made" sum
`prc_cts / 100` dollars over the sales not refunded, "refunded" the same over the refunded ones; "profit" is
takings less `cost_cts / 100` of each item sold; a sale's product, its `nm`, `cat` ('CHIPS', 'CHOC', 'DRINK',
'HLTHY', 'HOT') and `brnd` run through `prod_id` to `prods.id`, its machine, `loc_nm` (the "site"), `site_typ`
('HOSP' hospitals, 'UNI' universities, 'GYM', 'OFF' offices, 'FAC' factories) and `typ` through `mchn_id` to
`mchns.id`; "coins" or "cash" is `pay` 'CSH', "card" 'CRD', "the app" 'APP'; "restock visits" are `rstk` rows,
dated by `vst_dt`, "units loaded" sum `units`, "cash collected" `cash_cts / 100`; machines "still out there"
have `rmvd_dt` NULL; a machine or a product "has sold" when a sale not refunded names it. Beekeeping "honey",
"kilos" or "extracted" sum `kg` over `tocenje`, dated by `datum` ('D. M. YYYY' text), of a `vrsta` ('akacijev'
acacia, 'cvetlični' flower, 'lipov' linden, 'kostanjev' chestnut, 'gozdni' forest); a row's hive, its
`cebelnjak` (the apiary) and `tip` ('AŽ', 'LR') run through `panj` to `panji.oznaka`; "hives" or "colonies"
are `panji` rows, the ones "we still have" or "living" with `stanje` 'aktiven', "set up" on `postavljen`
('D. M. YYYY' text); "sales", "sold", "made" or "takings" sum `znesek_eur` over `prodaja`, dated by `datum`
('D. M. YYYY' text), "pieces" sum `kos`; a sale's product, its `naziv` and `skupina` ('med' honey, 'propolis',
'vosek' candles and wax, 'darila' gifts, 'medica' mead, 'drugo' the rest) run through `izdelek` to
`izdelki.sifra`; the "channel" is `kanal`, "the market" or "market stall" 'tržnica', "the farm gate" 'na
domu', "the web shop" or "online" 'splet', "the shops" or "resellers" 'trgovina'; a hive "has given honey"
when a `tocenje` row names it, a product "has sold" when a sale does. In all three "this year" is 2026, "last
year" 2025, the data ending on 15 December 2026.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# cowork: declared PRIMARY KEY / REFERENCES (booked_by -> member_id, desk -> space_id); shillings; DATE and
# TIMESTAMP
B_S = "bookings b JOIN spaces s USING (space_id)"
B_M = "bookings b JOIN members m ON b.booked_by = m.member_id"
I_M = "invoices i JOIN members m USING (member_id)"
PAID = "i.paid_on IS NOT NULL"
CUR = "m.left_on IS NULL"
# vending: id with <thing>_id, none declared; abbreviated columns; dollars as cents; TIMESTAMP, DATE
S_M = "sls s JOIN mchns m ON s.mchn_id = m.id"
S_P = "sls s JOIN prods p ON s.prod_id = p.id"
KEPT = "s.rfnd = 'N'"
NZD = "sum(s.prc_cts) / 100"
# cebelarstvo: text codes named unlike their targets, none declared; euros; Slovenian; 'D. M. YYYY' text dates
T_P = "tocenje t JOIN panji p ON t.panj = p.oznaka"
S_I = "prodaja s JOIN izdelki i ON s.izdelek = i.sifra"
TDAT = "strptime(t.datum, '%d. %m. %Y')"
SDAT = "strptime(s.datum, '%d. %m. %Y')"
PDAT = "strptime(p.postavljen, '%d. %m. %Y')"


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("cowork", shape, question, truth, percent)


def _v(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("vending", shape, question, truth, percent)


def _b(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("cebelarstvo", shape, question, truth, percent)


QUESTIONS_AE = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _c("top_label", "Which member spends the most on room bookings?",
       f"SELECT m.full_name, sum(b.charged_kes) v FROM {B_M} GROUP BY m.member_id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _c("top_label", "which of our spaces makes the most money from bookings",
       f"SELECT s.code, sum(b.charged_kes) v FROM {B_S} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _c("top_label", "Which 3 companies have paid us the most in membership fees?",
       f"SELECT m.company, sum(i.amount_kes) v FROM {I_M} WHERE {PAID} AND m.company IS NOT NULL GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 3"),
    _c("top_label", "What's the most booked meeting room?",
       f"SELECT s.code, count(*) n FROM {B_S} WHERE s.kind = 'meeting room' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _v("top_label", "What's our best-selling product?",
       f"SELECT p.nm, count(*) n FROM {S_P} WHERE {KEPT} GROUP BY p.id, 1 ORDER BY n DESC, 1 LIMIT 1"),
    _v("top_label", "Which site brings in the most money?",
       f"SELECT m.loc_nm, {NZD} v FROM {S_M} WHERE {KEPT} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _v("top_label", "top 3 brands by takings",
       f"SELECT p.brnd, {NZD} v FROM {S_P} WHERE {KEPT} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _b("top_label", "Which hive gave us the most honey this year?",
       f"SELECT t.panj, sum(t.kg) v FROM tocenje t WHERE {TDAT} >= DATE '2026-01-01' GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _b("top_label", "What are our 3 best sellers by money?",
       f"SELECT i.naziv, sum(s.znesek_eur) v FROM {S_I} GROUP BY i.sifra, 1 ORDER BY v DESC, 1 LIMIT 3"),
    _b("top_label", "Which of our apiaries produces the most honey?",
       f"SELECT p.cebelnjak, sum(t.kg) v FROM {T_P} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _c("measure", "How much have members paid us in membership invoices so far?",
       f"SELECT sum(i.amount_kes) FROM invoices i WHERE {PAID}"),
    _c("measure", "How much is still outstanding on unpaid invoices?",
       "SELECT sum(amount_kes) FROM invoices WHERE paid_on IS NULL"),
    _c("measure", "On average, how many hours are the meeting rooms booked for?",
       f"SELECT avg(b.hrs) FROM {B_S} WHERE s.kind = 'meeting room'"),
    _v("measure", "What are our total takings?", f"SELECT {NZD} FROM sls s WHERE {KEPT}"),
    _v("measure", "How much money have we had to give back for stuck items?",
       "SELECT sum(prc_cts) / 100 FROM sls WHERE rfnd = 'Y'"),
    _v("measure", "How much cash have the drivers collected from the machines altogether?",
       "SELECT sum(cash_cts) / 100 FROM rstk"),
    _v("measure", "What's our gross profit on everything we've sold, i.e. takings minus what the products "
       "cost us?",
       f"SELECT sum(s.prc_cts - p.cost_cts) / 100 FROM {S_P} WHERE {KEPT}"),
    _b("measure", "How much honey have we extracted in total, in kilos?", "SELECT sum(kg) FROM tocenje"),
    _b("measure", "What's the average water content of our acacia honey?",
       "SELECT avg(vlaga) FROM tocenje WHERE vrsta = 'akacijev'"),
    _b("measure", "How much have we made selling to the shops that resell our stuff?",
       "SELECT sum(znesek_eur) FROM prodaja WHERE kanal = 'trgovina'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _c("dates", "How many meeting room bookings did we have in November 2026?",
       f"SELECT count(*) FROM {B_S} WHERE s.kind = 'meeting room' AND b.starts_at >= TIMESTAMP '2026-11-01' "
       "AND b.starts_at < TIMESTAMP '2026-12-01'"),
    _c("dates", "how many new members joined in 2025",
       "SELECT count(*) FROM members WHERE joined BETWEEN DATE '2025-01-01' AND DATE '2025-12-31'"),
    _c("dates", "What did bookings bring in during Q3 2026?",
       "SELECT sum(charged_kes) FROM bookings WHERE starts_at >= TIMESTAMP '2026-07-01' "
       "AND starts_at < TIMESTAMP '2026-10-01'"),
    _v("dates", "How many items did we sell in March 2026?",
       f"SELECT count(*) FROM sls s WHERE {KEPT} AND s.ts >= TIMESTAMP '2026-03-01' "
       "AND s.ts < TIMESTAMP '2026-04-01'"),
    _v("dates", "Takings for the first half of this year?",
       f"SELECT {NZD} FROM sls s WHERE {KEPT} AND s.ts >= TIMESTAMP '2026-01-01' "
       "AND s.ts < TIMESTAMP '2026-07-01'"),
    _v("dates", "How many restock visits did the drivers do in October 2026?",
       "SELECT count(*) FROM rstk WHERE vst_dt BETWEEN DATE '2026-10-01' AND DATE '2026-10-31'"),
    _b("dates", "How many kilos of honey did we take off this year?",
       f"SELECT sum(t.kg) FROM tocenje t WHERE year({TDAT}) = 2026"),
    _b("dates", "What were our sales in December 2025?",
       f"SELECT sum(s.znesek_eur) FROM prodaja s WHERE {SDAT} >= DATE '2025-12-01' "
       f"AND {SDAT} < DATE '2026-01-01'"),
    _b("dates", "How many colonies have we set up since the start of 2025?",
       f"SELECT count(*) FROM panji p WHERE {PDAT} >= DATE '2025-01-01'"),
    _b("dates", "How much linden honey did we get in July 2025?",
       f"SELECT sum(t.kg) FROM tocenje t WHERE t.vrsta = 'lipov' AND {TDAT} >= DATE '2025-07-01' "
       f"AND {TDAT} < DATE '2025-08-01'"),
    # --------------------------------------------------------------- shares and percentages
    _c("share", "What percentage of meeting room bookings get cancelled?",
       f"SELECT avg(CASE WHEN b.status = 'cxl' THEN 1 ELSE 0 END) FROM {B_S} WHERE s.kind = 'meeting room'",
       percent=True),
    _c("share", "What share of our current members are on a hot desk?",
       f"SELECT avg(CASE WHEN m.plan = 'HD' THEN 1 ELSE 0 END) FROM members m WHERE {CUR}", percent=True),
    _c("share", "Of the invoices that have been paid, what % were paid by M-Pesa?",
       f"SELECT avg(CASE WHEN i.method = 'M-Pesa' THEN 1 ELSE 0 END) FROM invoices i WHERE {PAID}",
       percent=True),
    _c("share", "How much of our booking income comes from outside hires, as a percentage?",
       "SELECT sum(CASE WHEN booked_by IS NULL THEN charged_kes ELSE 0 END) / sum(charged_kes) FROM bookings",
       percent=True),
    _v("share", "What % of sales are paid with coins?",
       f"SELECT avg(CASE WHEN s.pay = 'CSH' THEN 1 ELSE 0 END) FROM sls s WHERE {KEPT}", percent=True),
    _v("share", "what share of our takings comes from drinks",
       f"SELECT sum(CASE WHEN p.cat = 'DRINK' THEN s.prc_cts ELSE 0 END) / sum(s.prc_cts) FROM {S_P} "
       f"WHERE {KEPT}", percent=True),
    _v("share", "What percentage of vends get stuck and have to be refunded?",
       "SELECT avg(CASE WHEN rfnd = 'Y' THEN 1 ELSE 0 END) FROM sls", percent=True),
    _b("share", "What percentage of this year's honey was acacia?",
       f"SELECT sum(CASE WHEN t.vrsta = 'akacijev' THEN t.kg ELSE 0 END) / sum(t.kg) FROM tocenje t "
       f"WHERE year({TDAT}) = 2026", percent=True),
    _b("share", "What share of our sales goes through the web shop?",
       "SELECT sum(CASE WHEN kanal = 'splet' THEN znesek_eur ELSE 0 END) / sum(znesek_eur) FROM prodaja",
       percent=True),
    _b("share", "Of the colonies we still have, what percent are in LR hives?",
       "SELECT avg(CASE WHEN tip = 'LR' THEN 1 ELSE 0 END) FROM panji WHERE stanje = 'aktiven'",
       percent=True),
    # --------------------------------------------------------------- entities with no match
    _c("anti_join", "Is there any room nobody has ever booked?",
       "SELECT s.code FROM spaces s WHERE s.rate_hr_kes IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bookings b "
       "WHERE b.space_id = s.space_id) ORDER BY 1"),
    _c("anti_join", "How many members have never booked a room?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS (SELECT 1 FROM bookings b "
       "WHERE b.booked_by = m.member_id)"),
    _c("anti_join", "Which desks and offices are free at the moment, not taken by a current member?",
       "SELECT s.code FROM spaces s WHERE s.kind IN ('desk', 'office') AND NOT EXISTS (SELECT 1 "
       f"FROM members m WHERE m.desk = s.space_id AND {CUR}) ORDER BY 1"),
    _v("anti_join", "Which machines haven't sold anything yet?",
       "SELECT m.loc_nm, m.typ FROM mchns m WHERE NOT EXISTS (SELECT 1 FROM sls s WHERE s.mchn_id = m.id "
       f"AND {KEPT}) ORDER BY 1, 2"),
    _v("anti_join", "Which products have never sold?",
       f"SELECT p.nm FROM prods p WHERE NOT EXISTS (SELECT 1 FROM sls s WHERE s.prod_id = p.id AND {KEPT}) "
       "ORDER BY 1"),
    _v("anti_join", "How many of our machines still out there haven't had a restock visit since 1 October "
       "2026?",
       "SELECT count(*) FROM mchns m WHERE m.rmvd_dt IS NULL AND NOT EXISTS (SELECT 1 FROM rstk r "
       "WHERE r.mchn_id = m.id AND r.vst_dt >= DATE '2026-10-01')"),
    _v("anti_join", "Which products haven't sold at all this year?",
       f"SELECT p.nm FROM prods p WHERE NOT EXISTS (SELECT 1 FROM sls s WHERE s.prod_id = p.id AND {KEPT} "
       "AND s.ts >= TIMESTAMP '2026-01-01') ORDER BY 1"),
    _b("anti_join", "Which hives have never given us any honey?",
       "SELECT p.oznaka FROM panji p WHERE NOT EXISTS (SELECT 1 FROM tocenje t WHERE t.panj = p.oznaka) "
       "ORDER BY 1"),
    _b("anti_join", "Which products have we never sold?",
       "SELECT i.naziv FROM izdelki i WHERE NOT EXISTS (SELECT 1 FROM prodaja s WHERE s.izdelek = i.sifra) "
       "ORDER BY 1"),
    _b("anti_join", "How many of our living colonies gave no honey this year?",
       "SELECT count(*) FROM panji p WHERE p.stanje = 'aktiven' AND NOT EXISTS (SELECT 1 FROM tocenje t "
       f"WHERE t.panj = p.oznaka AND {TDAT} >= DATE '2026-01-01')"),
    # --------------------------------------------------------------- per X across tables
    _c("per_x", "Booking income per kind of space",
       f"SELECT s.kind, sum(b.charged_kes) FROM {B_S} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many current members do we have on each plan?",
       f"SELECT m.plan, count(*) FROM members m WHERE {CUR} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "membership money received by sector",
       f"SELECT m.sector, sum(i.amount_kes) FROM {I_M} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "Takings by type of site",
       f"SELECT m.site_typ, {NZD} FROM {S_M} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "How many items have we sold in each product category?",
       f"SELECT p.cat, count(*) FROM {S_P} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "Units loaded per driver", "SELECT drvr, sum(units) FROM rstk GROUP BY 1 ORDER BY 1"),
    _b("per_x", "Honey extracted per type of honey",
       "SELECT vrsta, sum(kg) FROM tocenje GROUP BY 1 ORDER BY 1"),
    _b("per_x", "Sales by channel", "SELECT kanal, sum(znesek_eur) FROM prodaja GROUP BY 1 ORDER BY 1"),
    _b("per_x", "How many kilos did each apiary give in 2025?",
       f"SELECT p.cebelnjak, sum(t.kg) FROM {T_P} WHERE year({TDAT}) = 2025 GROUP BY 1 ORDER BY 1"),
    _b("per_x", "Sales per product group",
       f"SELECT i.skupina, sum(s.znesek_eur) FROM {S_I} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _c("compare", "Tsavo vs Samburu: which room makes more money?",
       f"SELECT s.code, sum(b.charged_kes) FROM {B_S} WHERE s.code IN ('MR-TSAVO', 'MR-SAMBURU') GROUP BY 1 "
       "ORDER BY 1"),
    _c("compare", "Who books more rooms, the fixed-desk members or the hot-desk ones?",
       f"SELECT m.plan, count(*) FROM {B_M} WHERE m.plan IN ('FD', 'HD') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Did bookings bring in more this year than last year?",
       "SELECT year(starts_at) y, sum(charged_kes) FROM bookings WHERE year(starts_at) IN (2025, 2026) "
       "GROUP BY 1 ORDER BY 1"),
    _v("compare", "Card or coins - which brings in more?",
       f"SELECT s.pay, {NZD} FROM sls s WHERE {KEPT} AND s.pay IN ('CRD', 'CSH') GROUP BY 1 ORDER BY 1"),
    _v("compare", "Do the hospital machines or the university ones sell more items?",
       f"SELECT m.site_typ, count(*) FROM {S_M} WHERE {KEPT} AND m.site_typ IN ('HOSP', 'UNI') GROUP BY 1 "
       "ORDER BY 1"),
    _v("compare", "chips versus chocolate, which makes us more money",
       f"SELECT p.cat, {NZD} FROM {S_P} WHERE {KEPT} AND p.cat IN ('CHIPS', 'CHOC') GROUP BY 1 ORDER BY 1"),
    _v("compare", "Have we taken more in 2026 than in 2025?",
       f"SELECT year(s.ts) y, {NZD} FROM sls s WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _b("compare", "Was 2026 a better honey year than 2025?",
       f"SELECT year({TDAT}) y, sum(t.kg) FROM tocenje t GROUP BY 1 ORDER BY 1"),
    _b("compare", "Market stall or farm gate: where do we sell more?",
       "SELECT kanal, sum(znesek_eur) FROM prodaja WHERE kanal IN ('tržnica', 'na domu') GROUP BY 1 "
       "ORDER BY 1"),
    _b("compare", "Do the AŽ hives give more honey per extraction than the LR ones?",
       f"SELECT p.tip, avg(t.kg) FROM {T_P} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _c("cannot", "What has the wifi uptime been this month?"),
    _c("cannot", "How many visitors did members sign in at reception last week?"),
    _c("cannot", "How much do we spend on coffee and tea for the kitchen each month?"),
    _v("cannot", "How much is the electricity bill for running the machines each month?"),
    _v("cannot", "Which snacks do customers rate highest in the app?"),
    _v("cannot", "What's the average temperature inside the drinks machines?"),
    _b("cannot", "How many kilos of sugar did we feed the bees over the winter?"),
    _b("cannot", "How many colonies did we treat for varroa this year?"),
    _b("cannot", "Which customers at the market buy from us every week?"),
    _b("cannot", "What did the new queens cost us this year?"),
)
