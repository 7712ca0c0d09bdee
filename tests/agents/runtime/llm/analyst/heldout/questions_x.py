"""Set X: ten questions a shape on the dive_centre, compounding and vintage schemas of `schemas_x.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Dive centre "fun dives", "dive bookings" or "divers on a trip" count `bookings` rows, "went ahead",
"happened", "dived" or "actually went out" when `status` is 'dived', dated by the trip's `departs` through
`trip_id`; what fun diving "brought in" or "made" sums `price_thb` (and `gear_thb` where the question says
gear is included) over dived bookings; "rented gear" is `gear_thb` set; a booking's site, boat and guide run
through `trip_id`, its diver's nationality and certification through `diver_id`; "trips" are `trips` rows,
"ran" or "went out" when `status` is 'ran', "cancelled for the weather" when 'cancelled', "still to come" when
'scheduled'; a guide "guided" a trip that ran and names them in `guide_id`; "trip fees" sum the guide's
`trip_fee_thb` over trips that ran; "courses" are `courses` rows, "completed" when `status` is 'completed',
"dropped out" when 'dropped', dated by `start_date`, "certifications" the completed ones with `certified_on`
set, dated by `certified_on`; "course income" sums `price_thb` over completed courses; an instructor's
"commission" is `price_thb × commission_pct / 100` through `instructor_id`; "taught" when a course names them;
"learned to dive with us" is a completed 'Open Water' course; divers "registered" on `registered`. Compounding
"prescriptions" or "orders" count `orders` rows, dated by `rcvd` ('DD/MM/YYYY' text), "quotes turned down"
when `status` is 'recusado', "waiting for an answer" 'orçamento', "sold", "handed over", "went out" or "taken
home" when 'entregue'; "sales" or "taken in" sum `price_brl - coalesce(disc_brl, 0)` over 'entregue' orders
(the pix discount off, delivery fees left out), "delivery fees" sum `fee_brl`; an order's doctor, specialty
and rep run through `rx_by` to `prescribers.reg` (orders without a prescription have none), its customer's
neighbourhood and city through `cliente` to `customers.cust_cd`; "vets" are prescribers of `specialty`
'veterinary', a "pet prescription" an order from one; "lots" count `lots` rows, "made" on `made_on`, "failed
the quality check" when `qc` is 'reprovado'; "raw materials" sum `cost_brl`. Vintage "sales" or "pieces sold"
count `sales` rows and "takings" or "sales" in money sum `px_jpy`, both leaving out returns (`ret` 'Y') unless
the question says otherwise, dated by `sold_at`; "the webshop" is `ch` 'WEB', "the markets" or "pop-ups"
'EVT', "the shop" 'SHOP'; a sale's category, brand, decade and consignor run through `item_id` and the item's
`consignor_id`; "consignors" are `consignors` rows, "dealers" `kind` 'DLR', "private" 'IND'; "the shop's cut"
of a consigned sale is `px_jpy × (100 - split_pct) / 100`; "our own stock" is `items.src` 'OWN' and its
"margin" `px_jpy - cost_jpy`; items "taken in" on `in_dt`, "given back" when `sts` is 'RTN'; "paid out" sums
`payouts.amt_jpy`, dated by `pd_dt`; a consignor "sold" something when a kept sale names one of their items,
and "was paid" when a payout names them.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# dive_centre: declared PRIMARY KEY / REFERENCES (guide_id, instructor_id -> staff_id); baht; DATE, TIMESTAMP
B_T = "bookings b JOIN trips t USING (trip_id)"
B_D = "bookings b JOIN divers d USING (diver_id)"
T_S = "trips t JOIN staff s ON t.guide_id = s.staff_id"
C_S = "courses c JOIN staff s ON c.instructor_id = s.staff_id"
DIVED = "b.status = 'dived'"
FUN = "b.price_thb + coalesce(b.gear_thb, 0)"
# compounding: text codes named unlike their targets, none declared; reais; 'DD/MM/YYYY' text dates
O_P = "orders o JOIN prescribers p ON o.rx_by = p.reg"
O_C = "orders o JOIN customers c ON o.cliente = c.cust_cd"
SOLD = "o.status = 'entregue'"
NET = "o.price_brl - coalesce(o.disc_brl, 0)"
RCVD = "strptime(o.rcvd, '%d/%m/%Y')"
# vintage: id with <thing>_id, none declared; abbreviated columns; yen; DATE and TIMESTAMP
S_I = "sales s JOIN items i ON s.item_id = i.id"
S_IC = f"{S_I} JOIN consignors c ON i.consignor_id = c.id"
KEPT = "s.ret = 'N'"


def _d(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("dive_centre", shape, question, truth, percent)


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("compounding", shape, question, truth, percent)


def _v(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("vintage", shape, question, truth, percent)


QUESTIONS_X = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _d("top_label", "Which instructor has the most certifications to their name?",
       f"SELECT s.name, count(*) n FROM {C_S} WHERE c.certified_on IS NOT NULL GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _d("top_label", "what are our 3 most popular dive sites? count the divers who actually went",
       f"SELECT t.site, count(*) n FROM {B_T} WHERE {DIVED} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _d("top_label", "Which nationality spends the most on fun dives with us? Gear hire included, only dives "
       "that went ahead.",
       f"SELECT d.nationality, sum({FUN}) v FROM {B_D} WHERE {DIVED} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _d("top_label", "Who has guided the most trips that actually went out?",
       f"SELECT s.name, count(*) n FROM {T_S} WHERE t.status = 'ran' GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "Which doctor sends us the most business? Going by what we actually sold off their "
       "prescriptions, after the pix discount.",
       f"SELECT p.prescriber, sum({NET}) v FROM {O_P} WHERE {SOLD} GROUP BY p.reg, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _c("top_label", "Top 3 specialties by how many prescriptions they've sent in",
       f"SELECT p.specialty, count(*) n FROM {O_P} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _c("top_label", "Which neighbourhood of Curitiba do our best customers come from, by sales?",
       f"SELECT c.bairro, sum({NET}) v FROM {O_C} WHERE {SOLD} AND c.city = 'Curitiba' GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _v("top_label", "Whose consigned stuff sells best? Top 3 consignors by sales, not counting anything that "
       "came back.",
       f"SELECT c.nm, sum(s.px_jpy) v FROM {S_IC} WHERE {KEPT} GROUP BY c.id, 1 ORDER BY v DESC, 1 LIMIT 3"),
    _v("top_label", "Which brand has made us the most money?",
       f"SELECT i.brand, sum(s.px_jpy) v FROM {S_I} WHERE {KEPT} AND i.brand IS NOT NULL GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _v("top_label", "what decade sells best for us? by money taken",
       f"SELECT i.decade, sum(s.px_jpy) v FROM {S_I} WHERE {KEPT} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _d("measure", "How much have fun dives made us in total, gear rental included? Only dives that happened.",
       f"SELECT sum({FUN}) FROM bookings b WHERE {DIVED}"),
    _d("measure", "What have we paid out in instructor commission on the courses that were completed?",
       f"SELECT sum(c.price_thb * s.commission_pct / 100) FROM {C_S} WHERE c.status = 'completed'"),
    _d("measure", "What have the guides' trip fees come to altogether, for the trips that actually ran?",
       f"SELECT sum(s.trip_fee_thb) FROM {T_S} WHERE t.status = 'ran'"),
    _c("measure", "What have we taken in from formulas we handed over, after the pix discounts? Leave the "
       "delivery fees out.",
       "SELECT sum(price_brl - coalesce(disc_brl, 0)) FROM orders WHERE status = 'entregue'"),
    _c("measure", "how much have we charged in delivery fees on orders that went out?",
       "SELECT sum(fee_brl) FROM orders WHERE status = 'entregue'"),
    _c("measure", "What have raw materials cost us in total, counting the lots we had to throw away?",
       "SELECT sum(cost_brl) FROM lots"),
    _c("measure", "On average what does a pet prescription come to? The price we quote, on the ones "
       "customers took home.",
       f"SELECT avg(o.price_brl) FROM {O_P} WHERE {SOLD} AND p.specialty = 'veterinary'"),
    _v("measure", "How much have we taken in sales altogether, leaving out anything that got returned?",
       "SELECT sum(px_jpy) FROM sales WHERE ret = 'N'"),
    _v("measure", "What's our margin on our own stock - what it sold for minus what we paid for it?",
       f"SELECT sum(s.px_jpy - i.cost_jpy) FROM {S_I} WHERE {KEPT} AND i.src = 'OWN'"),
    _v("measure", "How much has the shop kept from consignment sales, after the consignors' share?",
       f"SELECT sum(s.px_jpy * (100 - c.split_pct) / 100) FROM {S_IC} WHERE {KEPT}"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _d("dates", "How many trips did the boats actually run in February 2026?",
       "SELECT count(*) FROM trips WHERE status = 'ran' AND departs >= TIMESTAMP '2026-02-01' "
       "AND departs < TIMESTAMP '2026-03-01'"),
    _d("dates", "How many Open Water certifications did we issue in 2025?",
       "SELECT count(*) FROM courses WHERE course = 'Open Water' AND certified_on BETWEEN DATE '2025-01-01' "
       "AND DATE '2025-12-31'"),
    _d("dates", "What did fun diving bring in between 1 November 2025 and the end of January 2026? Dives "
       "that happened, gear included.",
       f"SELECT sum({FUN}) FROM {B_T} WHERE {DIVED} AND t.departs >= TIMESTAMP '2025-11-01' "
       "AND t.departs < TIMESTAMP '2026-02-01'"),
    _c("dates", "How many prescriptions came in during September 2026?",
       f"SELECT count(*) FROM orders o WHERE {RCVD} >= TIMESTAMP '2026-09-01' "
       f"AND {RCVD} < TIMESTAMP '2026-10-01'"),
    _c("dates", "What did we sell in the first quarter of 2026, after discounts? Go by the day the order was "
       "handed over.",
       f"SELECT sum({NET}) FROM orders o WHERE {SOLD} AND strptime(o.handed_over, '%d/%m/%Y') "
       "BETWEEN TIMESTAMP '2026-01-01' AND TIMESTAMP '2026-03-31'"),
    _c("dates", "how many lots did we make between 1 June and 31 August 2025?",
       "SELECT count(*) FROM lots WHERE made_on BETWEEN DATE '2025-06-01' AND DATE '2025-08-31'"),
    _v("dates", "How many pieces did we sell in August 2026? Don't count returns.",
       "SELECT count(*) FROM sales WHERE ret = 'N' AND sold_at >= TIMESTAMP '2026-08-01' "
       "AND sold_at < TIMESTAMP '2026-09-01'"),
    _v("dates", "What did we take at the pop-up markets in 2025?",
       "SELECT sum(px_jpy) FROM sales WHERE ch = 'EVT' AND ret = 'N' AND year(sold_at) = 2025"),
    _v("dates", "How much did we pay out to consignors from April to June 2026?",
       "SELECT sum(amt_jpy) FROM payouts WHERE pd_dt BETWEEN DATE '2026-04-01' AND DATE '2026-06-30'"),
    _v("dates", "How many items did we take in over the first quarter of 2026?",
       "SELECT count(*) FROM items WHERE in_dt BETWEEN DATE '2026-01-01' AND DATE '2026-03-31'"),
    # --------------------------------------------------------------- shares and percentages
    _d("share", "What percentage of our trips got cancelled because of the weather? Leave out the ones still "
       "to come.",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM trips WHERE status <> 'scheduled'",
       percent=True),
    _d("share", "On what % of the dives that went ahead did the diver rent our gear?",
       "SELECT avg(CASE WHEN gear_thb IS NOT NULL THEN 1 ELSE 0 END) FROM bookings WHERE status = 'dived'",
       percent=True),
    _d("share", "how much of our course income comes from Open Water? completed courses only",
       "SELECT sum(CASE WHEN course = 'Open Water' THEN price_thb ELSE 0 END) / sum(price_thb) FROM courses "
       "WHERE status = 'completed'", percent=True),
    _d("share", "What share of people who start a course drop out? Ignore courses that aren't over yet.",
       "SELECT avg(CASE WHEN status = 'dropped' THEN 1 ELSE 0 END) FROM courses "
       "WHERE status IN ('completed', 'dropped')", percent=True),
    _c("share", "What percentage of our quotes get turned down? Leave out the ones still waiting for an "
       "answer.",
       "SELECT avg(CASE WHEN status = 'recusado' THEN 1 ELSE 0 END) FROM orders WHERE status <> 'orçamento'",
       percent=True),
    _c("share", "How much of our sales come from dermatologists' prescriptions? As a percentage.",
       "SELECT sum(CASE WHEN p.specialty = 'dermatology' THEN o.price_brl - coalesce(o.disc_brl, 0) ELSE 0 "
       "END) / sum(o.price_brl - coalesce(o.disc_brl, 0)) FROM orders o LEFT JOIN prescribers p "
       f"ON o.rx_by = p.reg WHERE {SOLD}", percent=True),
    _c("share", "What fraction of our lots fail the quality check?",
       "SELECT avg(CASE WHEN qc = 'reprovado' THEN 1 ELSE 0 END) FROM lots", percent=True),
    _v("share", "What percentage of our sales go through the webshop? By money, after returns.",
       "SELECT sum(CASE WHEN ch = 'WEB' THEN px_jpy ELSE 0 END) / sum(px_jpy) FROM sales WHERE ret = 'N'",
       percent=True),
    _v("share", "What share of web orders get sent back to us?",
       "SELECT avg(CASE WHEN ret = 'Y' THEN 1 ELSE 0 END) FROM sales WHERE ch = 'WEB'", percent=True),
    _v("share", "Of all the consigned items we've taken in, what fraction ended up being given back unsold?",
       "SELECT avg(CASE WHEN sts = 'RTN' THEN 1 ELSE 0 END) FROM items WHERE src = 'CON'", percent=True),
    # --------------------------------------------------------------- entities with no match
    _d("anti_join", "Which of the staff have never guided a trip that went out?",
       "SELECT s.name FROM staff s WHERE NOT EXISTS (SELECT 1 FROM trips t WHERE t.guide_id = s.staff_id "
       "AND t.status = 'ran') ORDER BY 1"),
    _d("anti_join", "How many of the divers who learned to dive with us never came out on a fun dive "
       "afterwards?",
       "SELECT count(*) FROM divers d WHERE EXISTS (SELECT 1 FROM courses c WHERE c.diver_id = d.diver_id "
       "AND c.course = 'Open Water' AND c.status = 'completed') AND NOT EXISTS (SELECT 1 FROM bookings b "
       f"WHERE b.diver_id = d.diver_id AND {DIVED})"),
    _d("anti_join", "Which of our current instructors haven't taught anyone this year?",
       "SELECT s.name FROM staff s WHERE s.role = 'instructor' AND s.left_on IS NULL AND NOT EXISTS "
       "(SELECT 1 FROM courses c WHERE c.instructor_id = s.staff_id AND c.start_date >= DATE '2026-01-01') "
       "ORDER BY 1"),
    _c("anti_join", "Which of the doctors our reps visit have never sent us a single prescription?",
       "SELECT p.prescriber FROM prescribers p WHERE p.rep IS NOT NULL AND NOT EXISTS (SELECT 1 "
       "FROM orders o WHERE o.rx_by = p.reg) ORDER BY 1"),
    _c("anti_join", "How many customers have never actually taken a formula home? Only quotes or "
       "cancellations.",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o "
       f"WHERE o.cliente = c.cust_cd AND {SOLD})"),
    _c("anti_join", "How many customers who bought from us in 2025 haven't bought anything this year?",
       "SELECT count(*) FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.cliente = c.cust_cd "
       f"AND {SOLD} AND right(o.rcvd, 4) = '2025') AND NOT EXISTS (SELECT 1 FROM orders o "
       f"WHERE o.cliente = c.cust_cd AND {SOLD} AND right(o.rcvd, 4) = '2026')"),
    _c("anti_join", "Which vets haven't sent us any prescriptions this year?",
       "SELECT p.prescriber FROM prescribers p WHERE p.specialty = 'veterinary' AND NOT EXISTS (SELECT 1 "
       "FROM orders o WHERE o.rx_by = p.reg AND right(o.rcvd, 4) = '2026') ORDER BY 1"),
    _v("anti_join", "Which consignors haven't sold a single thing through us yet?",
       "SELECT c.nm FROM consignors c WHERE NOT EXISTS (SELECT 1 FROM sales s JOIN items i "
       f"ON s.item_id = i.id WHERE i.consignor_id = c.id AND {KEPT}) ORDER BY 1"),
    _v("anti_join", "How many consignors have we never paid anything?",
       "SELECT count(*) FROM consignors c WHERE NOT EXISTS (SELECT 1 FROM payouts p "
       "WHERE p.consignor_id = c.id)"),
    _v("anti_join", "how many pieces of our own stock have never sold?",
       "SELECT count(*) FROM items i WHERE i.src = 'OWN' AND NOT EXISTS (SELECT 1 FROM sales s "
       f"WHERE s.item_id = i.id AND {KEPT})"),
    # --------------------------------------------------------------- per X across tables
    _d("per_x", "Fun dive income for each boat, gear hire included. Only dives that went ahead.",
       f"SELECT t.boat, sum({FUN}) FROM {B_T} WHERE {DIVED} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "how many new divers registered each year?",
       "SELECT year(registered) y, count(*) FROM divers GROUP BY 1 ORDER BY 1"),
    _d("per_x", "How many different divers have come fun diving with us, split by the certification they "
       "had when they arrived?",
       f"SELECT d.cert_level, count(DISTINCT d.diver_id) FROM {B_D} WHERE {DIVED} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Sales by delivery method - counter, motoboy, post",
       f"SELECT o.delivery, sum({NET}) FROM orders o WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many lots has each pharmacist made? Count the failed ones too.",
       "SELECT pharmacist, count(*) FROM lots GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Number of orders handed over for each way of paying",
       "SELECT pay, count(*) FROM orders WHERE status = 'entregue' GROUP BY 1 ORDER BY 1"),
    _v("per_x", "Takings by sales channel (shop, web, markets), returns left out",
       "SELECT ch, sum(px_jpy) FROM sales WHERE ret = 'N' GROUP BY 1 ORDER BY 1"),
    _v("per_x", "How much has come in through each payment type?",
       "SELECT pay, sum(px_jpy) FROM sales WHERE ret = 'N' GROUP BY 1 ORDER BY 1"),
    _v("per_x", "How many items have we taken in for each condition grade?",
       "SELECT cond, count(*) FROM items GROUP BY 1 ORDER BY 1"),
    _v("per_x", "What have we paid our consignors each year?",
       "SELECT year(pd_dt) y, sum(amt_jpy) FROM payouts GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _d("compare", "Sail Rock or our other trips: where does a diver pay more on average? Dives that went "
       "ahead, not counting gear.",
       "SELECT CASE WHEN t.site = 'Sail Rock' THEN 'Sail Rock' ELSE 'other' END k, avg(b.price_thb) "
       f"FROM {B_T} WHERE {DIVED} GROUP BY 1 ORDER BY 1"),
    _d("compare", "Were the boats busier in July and August 2026 than in the same two months of 2025? Count "
       "the divers who actually dived.",
       f"SELECT year(t.departs) y, count(*) FROM {B_T} WHERE {DIVED} AND month(t.departs) IN (7, 8) "
       "AND year(t.departs) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _d("compare", "Katrin vs Dave: who has brought in more from completed courses this year?",
       f"SELECT s.name, sum(c.price_thb) FROM {C_S} WHERE c.status = 'completed' "
       "AND s.name IN ('Katrin Vogel', 'Dave Mitchell') AND c.start_date >= DATE '2026-01-01' GROUP BY 1 "
       "ORDER BY 1"),
    _d("compare", "Instructors or divemasters - who has guided more of the trips that went out this year?",
       f"SELECT s.role, count(*) FROM {T_S} WHERE t.status = 'ran' "
       "AND s.role IN ('instructor', 'divemaster') AND t.departs >= TIMESTAMP '2026-01-01' GROUP BY 1 "
       "ORDER BY 1"),
    _c("compare", "Camila vs Rodrigo: whose doctors have sent us more prescriptions this year?",
       f"SELECT p.rep, count(*) FROM {O_P} WHERE p.rep IN ('Camila', 'Rodrigo') "
       "AND right(o.rcvd, 4) = '2026' GROUP BY 1 ORDER BY 1"),
    _c("compare", "Did we sell more in the first half of 2026 than in the first half of 2025? After "
       "discounts, by the date the prescription came in.",
       f"SELECT year({RCVD}) y, sum({NET}) FROM orders o WHERE {SOLD} AND month({RCVD}) <= 6 "
       f"AND year({RCVD}) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _c("compare", "capsules or creams, which brings in more money?",
       f"SELECT o.form, sum({NET}) FROM orders o WHERE {SOLD} AND o.form IN ('capsules', 'cream') "
       "GROUP BY 1 ORDER BY 1"),
    _v("compare", "Dealers vs private consignors: whose items have brought in more? Sales that weren't "
       "returned.",
       f"SELECT c.kind, sum(s.px_jpy) FROM {S_IC} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _v("compare", "Did we take more in September 2026 or September 2025? Returns out.",
       "SELECT year(sold_at) y, sum(px_jpy) FROM sales WHERE ret = 'N' AND month(sold_at) = 9 "
       "AND year(sold_at) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _v("compare", "Which goes for more on average, 80s or 90s pieces?",
       f"SELECT i.decade, avg(s.px_jpy) FROM {S_I} WHERE {KEPT} AND i.decade IN ('80s', '90s') GROUP BY 1 "
       "ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _d("cannot", "How much fuel did the Chalok Star burn last month?"),
    _d("cannot", "Which dive sites had the best visibility this season?"),
    _d("cannot", "How many whale sharks did our divers see at Chumphon Pinnacle this year?"),
    _c("cannot", "Which of our formulas have had side effects reported by patients?"),
    _c("cannot", "How much did we spend on the health inspection and licence renewals this year?"),
    _c("cannot", "How many hours a week does each pharmacist work?"),
    _v("cannot", "How many people came into the shop last Saturday?"),
    _v("cannot", "What are we paying in rent for the shop?"),
    _v("cannot", "Which Instagram posts brought in the most sales?"),
    _v("cannot", "How much did we spend on cleaning and repairs before putting things out?"),
)
