"""Set Q: ten questions a shape on the campsite, tutoring and florist schemas of `schemas_q.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Campsite "bookings" count `bookings` rows of every status unless told (future 'confirmed' ones too); "pitch
fees", "takings" or "spent" on pitches sum `bookings.pitch_total_gbp` leaving cancelled bookings out (each
question says so; no-shows still pay); "nights" sum `bookings.nights`; extras money is `extras.qty ×
unit_price_p` in pence and every truth gives pounds (/ 100), "extras sold" sum `qty`; a booking "made" in a
month is dated by `booked_at`, a stay by its `arrival`; people have "been and gone" when `status` is
'departed'. Tutoring "sessions" count `sessions` rows of every status unless told; fees are `dur_min / 60 ×
tutors.hrly_rt` over the sessions charged for ('DONE' and 'NS'; each question says so), hours taught sum
`dur_min / 60` over 'DONE' sessions ("went ahead", "actually happened"), tutor pay is `dur_min / 60 ×
tutors.pay_rt` over 'DONE' sessions; "invoiced" sums `invoices.amt_cents` in dollars (/ 100) by the month
billed (`period`), "paid" invoices have `paid_dt`, "unpaid" / "still owed" ones have it NULL. Florist
"sales", "turnover" or "spent" sum `order_lines.qty × unit_eur` (the price charged, not today's list price)
over orders not cancelled (each question says so), "sold" counts `qty` the same way, "orders" count
`orders` rows of every status unless told and are dated by `placed_at`; delivery fees sum
`deliveries.fee_eur` over every delivery row; a delivery "made" or "dropped off" has `result` 'DLV' or
'NBR' (dated by `delivered_at`), an "attempted" one is anything but 'PLAN'.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# campsite: declared PRIMARY KEY / REFERENCES on same-named keys; pitch fees in pounds on the booking,
# extras in pence; cancelled bookings ('cancelled') left out of money
B_G = "bookings b JOIN guests g USING (guest_id)"
B_P = "bookings b JOIN pitches p USING (pitch_id)"
E_B = "extras e JOIN bookings b USING (booking_id)"
E_BG = f"{E_B} JOIN guests g USING (guest_id)"
KEPT = "b.status <> 'cancelled'"
EXTRA = "sum(e.qty * e.unit_price_p) / 100"
# tutoring: <thing>_id -> id, no declared keys; abbreviated columns; fee = dur_min / 60 x tutors.hrly_rt for
# sessions 'DONE' or 'NS'; invoices in cents
S_T = "sessions s JOIN tutors t ON s.tutor_id = t.id"
S_TS = f"{S_T} JOIN students st ON s.student_id = st.id"
I_S = "invoices i JOIN students st ON i.student_id = st.id"
FEE = "sum(s.dur_min / 60 * t.hrly_rt)"
BILLED = "s.sts IN ('DONE', 'NS')"
# florist: text codes named unlike their targets; order_lines.ord -> orders.order_no, order_lines.article ->
# products.sku, products.grower -> suppliers.supplier_code, deliveries.order_ref -> orders.order_no
L_O = "order_lines l JOIN orders o ON l.ord = o.order_no"
L_OP = f"{L_O} JOIN products p ON l.article = p.sku"
L_OPS = f"{L_OP} JOIN suppliers s ON p.grower = s.supplier_code"
SALES = "sum(l.qty * l.unit_eur)"
LIVE = "o.status <> 'cancelled'"


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("campsite", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("tutoring", shape, question, truth, percent)


def _f(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("florist", shape, question, truth, percent)


QUESTIONS_Q = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _c("top_label", "Who is our best customer? Add up the pitch fees across all their stays, leaving out "
       "cancelled bookings.",
       f"SELECT g.guest_name, sum(b.pitch_total_gbp) s FROM {B_G} WHERE {KEPT} GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 1"),
    _c("top_label", "Which pitch gets booked the most often?",
       f"SELECT p.pitch_no, count(*) n FROM {B_P} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "what are the 3 extras we make the most money on?",
       f"SELECT e.item, {EXTRA} v FROM extras e GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _c("top_label", "Which field on the site earns the most in pitch fees? Don't count cancelled bookings.",
       f"SELECT p.field, sum(b.pitch_total_gbp) s FROM {B_P} WHERE {KEPT} GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 1"),
    _t("top_label", "Which tutor has earned us the most in fees? We charge for completed sessions and "
       "no-shows, not cancellations.",
       f"SELECT t.tutor_nm, {FEE} s FROM {S_T} WHERE {BILLED} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _t("top_label", "Which student's family have we invoiced the most, in dollars?",
       f"SELECT st.stu_nm, sum(i.amt_cents) / 100 s FROM {I_S} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _t("top_label", "Which subject do we teach the most hours of? Only count sessions that actually "
       "happened.",
       f"SELECT t.subj, sum(s.dur_min) / 60 h FROM {S_T} WHERE s.sts = 'DONE' GROUP BY 1 "
       "ORDER BY h DESC, 1 LIMIT 1"),
    _f("top_label", "Which customer spends the most with us? Leave out cancelled orders.",
       f"SELECT o.cust_name, {SALES} s FROM {L_O} WHERE {LIVE} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _f("top_label", "What's our best seller by number of items sold? Cancelled orders don't count.",
       f"SELECT p.prod_name, sum(l.qty) q FROM {L_OP} WHERE {LIVE} GROUP BY 1 ORDER BY q DESC, 1 LIMIT 1"),
    _f("top_label", "Whose flowers make us the most money - which supplier? Leave cancelled orders out.",
       f"SELECT s.supplier_name, {SALES} v FROM {L_OPS} WHERE {LIVE} GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _c("measure", "What are all our bookings worth in pitch fees, not counting the cancelled ones?",
       f"SELECT sum(b.pitch_total_gbp) FROM bookings b WHERE {KEPT}"),
    _c("measure", "How much have we taken from selling extras, in pounds?", f"SELECT {EXTRA} FROM extras e"),
    _c("measure", "How much have guests from Yorkshire spent on extras?",
       f"SELECT {EXTRA} FROM {E_BG} WHERE g.home_region = 'Yorkshire'"),
    _t("measure", "How much have we invoiced altogether, in dollars?",
       "SELECT sum(amt_cents) / 100 FROM invoices"),
    _t("measure", "How much money are families still owing us on unpaid invoices?",
       "SELECT sum(amt_cents) / 100 FROM invoices WHERE paid_dt IS NULL"),
    _t("measure", "How many hours of math tutoring have we actually delivered? Only sessions that went "
       "ahead.",
       f"SELECT sum(s.dur_min) / 60 FROM {S_T} WHERE t.subj = 'Math' AND s.sts = 'DONE'"),
    _t("measure", "What's our total tutor pay bill for completed sessions, going by each tutor's hourly pay "
       "rate?",
       f"SELECT sum(s.dur_min / 60 * t.pay_rt) FROM {S_T} WHERE s.sts = 'DONE'"),
    _f("measure", "What have we sold in total, in euros? Cancelled orders don't count.",
       f"SELECT {SALES} FROM {L_O} WHERE {LIVE}"),
    _f("measure", "How much have we charged customers in delivery fees?",
       "SELECT sum(fee_eur) FROM deliveries"),
    _f("measure", "How much have sympathy flowers (wreaths, casket sprays and the like) brought in? Ignore "
       "cancelled orders.",
       f"SELECT {SALES} FROM {L_OP} WHERE {LIVE} AND p.cat = 'sympathy'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _c("dates", "How many bookings were made in January 2026?",
       "SELECT count(*) FROM bookings WHERE booked_at >= TIMESTAMP '2026-01-01' "
       "AND booked_at < TIMESTAMP '2026-02-01'"),
    _c("dates", "How many bookings have we got for stays arriving in July 2026, not counting cancellations?",
       "SELECT count(*) FROM bookings WHERE status <> 'cancelled' "
       "AND arrival BETWEEN DATE '2026-07-01' AND DATE '2026-07-31'"),
    _c("dates", "How many bookings were cancelled during 2025?",
       "SELECT count(*) FROM bookings WHERE year(cancelled_at) = 2025"),
    _t("dates", "How many sessions did we have booked in March 2026, including ones that got cancelled?",
       "SELECT count(*) FROM sessions WHERE start_ts >= TIMESTAMP '2026-03-01' "
       "AND start_ts < TIMESTAMP '2026-04-01'"),
    _t("dates", "How much did we invoice for the first quarter of 2026?",
       "SELECT sum(amt_cents) / 100 FROM invoices WHERE period IN ('2026-01', '2026-02', '2026-03')"),
    _t("dates", "how many new students signed up with us in 2025?",
       "SELECT count(*) FROM students WHERE year(enrol_dt) = 2025"),
    _f("dates", "How many orders came in during February 2026?",
       "SELECT count(*) FROM orders WHERE placed_at >= TIMESTAMP '2026-02-01' "
       "AND placed_at < TIMESTAMP '2026-03-01'"),
    _f("dates", "What did we sell in the run-up to Valentine's Day 2025, orders placed 8 to 14 February? "
       "Leave out cancelled orders.",
       f"SELECT {SALES} FROM {L_O} WHERE {LIVE} AND o.placed_at >= TIMESTAMP '2025-02-08' "
       "AND o.placed_at < TIMESTAMP '2025-02-15'"),
    _f("dates", "How many deliveries did we make in the last quarter of 2025?",
       "SELECT count(*) FROM deliveries WHERE result IN ('DLV', 'NBR') "
       "AND delivered_at >= TIMESTAMP '2025-10-01' AND delivered_at < TIMESTAMP '2026-01-01'"),
    _f("dates", "Which day of the week do most orders come in?",
       "SELECT dayname(placed_at) d, count(*) n FROM orders GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- shares and percentages
    _c("share", "What percentage of bookings end up cancelled?",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _c("share", "What share of our bookings come in through Pitchup?",
       "SELECT avg(CASE WHEN booked_via = 'Pitchup' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _c("share", "How much of the extras money comes from kayak and e-bike hire?",
       "SELECT sum(CASE WHEN item IN ('Kayak hire', 'E-bike hire') THEN qty * unit_price_p ELSE 0 END) "
       "/ sum(qty * unit_price_p) FROM extras", percent=True),
    _c("share", "Leaving out cancelled bookings, what proportion of bookings bring a dog?",
       "SELECT avg(CASE WHEN dogs > 0 THEN 1 ELSE 0 END) FROM bookings WHERE status <> 'cancelled'",
       percent=True),
    _t("share", "What percentage of sessions get cancelled?",
       "SELECT avg(CASE WHEN sts = 'CXL' THEN 1 ELSE 0 END) FROM sessions", percent=True),
    _t("share", "What proportion of our invoices have been paid?",
       "SELECT avg(CASE WHEN paid_dt IS NOT NULL THEN 1 ELSE 0 END) FROM invoices", percent=True),
    _t("share", "What share of sessions are done online?",
       "SELECT avg(CASE WHEN mode = 'online' THEN 1 ELSE 0 END) FROM sessions", percent=True),
    _f("share", "What percentage of orders get delivered rather than collected from the shop?",
       "SELECT avg(CASE WHEN fulfilment = 'delivery' THEN 1 ELSE 0 END) FROM orders", percent=True),
    _f("share", "How much of our sales come through the webshop? Leave out cancelled orders.",
       f"SELECT sum(CASE WHEN o.channel = 'webshop' THEN l.qty * l.unit_eur ELSE 0 END) / {SALES} "
       f"FROM {L_O} WHERE {LIVE}", percent=True),
    _f("share", "Of the deliveries we've attempted, what fraction failed because nobody was home?",
       "SELECT avg(CASE WHEN result = 'FAIL' THEN 1 ELSE 0 END) FROM deliveries WHERE result <> 'PLAN'",
       percent=True),
    # --------------------------------------------------------------- entities with no match
    _c("anti_join", "Which pitches have never been booked?",
       "SELECT p.pitch_no FROM pitches p WHERE NOT EXISTS "
       "(SELECT 1 FROM bookings b WHERE b.pitch_id = p.pitch_id) ORDER BY 1"),
    _c("anti_join", "How many people on our guest list have never booked a stay?",
       "SELECT count(*) FROM guests g WHERE NOT EXISTS "
       "(SELECT 1 FROM bookings b WHERE b.guest_id = g.guest_id)"),
    _c("anti_join", "Of the bookings where people came and have since left, how many didn't buy any extras?",
       "SELECT count(*) FROM bookings b WHERE b.status = 'departed' AND NOT EXISTS "
       "(SELECT 1 FROM extras e WHERE e.booking_id = b.booking_id)"),
    _t("anti_join", "Which tutors haven't taught a single session yet?",
       "SELECT t.tutor_nm FROM tutors t WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.tutor_id = t.id) "
       "ORDER BY 1"),
    _t("anti_join", "How many students have never had a session?",
       "SELECT count(*) FROM students st WHERE NOT EXISTS "
       "(SELECT 1 FROM sessions s WHERE s.student_id = st.id)"),
    _t("anti_join", "How many students have we never sent an invoice to?",
       "SELECT count(*) FROM students st WHERE NOT EXISTS "
       "(SELECT 1 FROM invoices i WHERE i.student_id = st.id)"),
    _t("anti_join", "Are there any math tutors who've never taught a session? Who?",
       "SELECT t.tutor_nm FROM tutors t WHERE t.subj = 'Math' AND NOT EXISTS "
       "(SELECT 1 FROM sessions s WHERE s.tutor_id = t.id) ORDER BY 1"),
    _f("anti_join", "Which products has nobody ever ordered?",
       "SELECT p.prod_name FROM products p WHERE NOT EXISTS "
       "(SELECT 1 FROM order_lines l WHERE l.article = p.sku) ORDER BY 1"),
    _f("anti_join", "How many of the suppliers on our list don't supply any of the products we sell?",
       "SELECT count(*) FROM suppliers s WHERE NOT EXISTS "
       "(SELECT 1 FROM products p WHERE p.grower = s.supplier_code)"),
    _f("anti_join", "Which of our Kenyan suppliers aren't the source of any of the products we sell?",
       "SELECT s.supplier_name FROM suppliers s WHERE s.country = 'Kenya' AND NOT EXISTS "
       "(SELECT 1 FROM products p WHERE p.grower = s.supplier_code) ORDER BY 1"),
    # --------------------------------------------------------------- per X across tables
    _c("per_x", "How many bookings did we get through each booking channel?",
       "SELECT booked_via, count(*) FROM bookings GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Pitch fee income for each type of pitch, leaving out cancellations",
       f"SELECT p.pitch_type, sum(b.pitch_total_gbp) FROM {B_P} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How much have guests spent on extras, split by the region they come from?",
       f"SELECT g.home_region, {EXTRA} FROM {E_BG} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How many sessions has each subject had?",
       f"SELECT t.subj, count(*) FROM {S_T} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Break down our fees by the neighbourhood the student lives in (completed and no-show "
       "sessions are charged)",
       f"SELECT st.area, {FEE} FROM {S_TS} WHERE {BILLED} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How much has been paid to us by each payment method, in dollars?",
       "SELECT pay_mthd, sum(amt_cents) / 100 FROM invoices WHERE paid_dt IS NOT NULL GROUP BY 1 ORDER BY 1"),
    _f("per_x", "Sales by product category, not counting cancelled orders",
       f"SELECT p.cat, {SALES} FROM {L_OP} WHERE {LIVE} GROUP BY 1 ORDER BY 1"),
    _f("per_x", "How many deliveries has each driver dropped off? Left with a neighbour counts.",
       "SELECT driver, count(*) FROM deliveries WHERE result IN ('DLV', 'NBR') GROUP BY 1 ORDER BY 1"),
    _f("per_x", "How many orders come in through each channel?",
       "SELECT channel, count(*) FROM orders GROUP BY 1 ORDER BY 1"),
    _f("per_x", "How much have we charged in delivery fees for each town we deliver to?",
       "SELECT town, sum(fee_eur) FROM deliveries GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _c("compare", "Bell tents or camping pods - which has brought in more in pitch fees? Don't count "
       "cancelled bookings.",
       f"SELECT p.pitch_type, sum(b.pitch_total_gbp) FROM {B_P} WHERE {KEPT} "
       "AND p.pitch_type IN ('bell tent', 'camping pod') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Have we had more bookings for stays in 2025 or in 2026?",
       "SELECT year(arrival) y, count(*) FROM bookings GROUP BY 1 ORDER BY 1"),
    _c("compare", "Do people stay longer on hardstanding pitches or on grass tent pitches? Average nights "
       "for each, ignoring cancelled bookings.",
       f"SELECT p.pitch_type, avg(b.nights) FROM {B_P} WHERE {KEPT} "
       "AND p.pitch_type IN ('hardstanding', 'grass tent') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Website versus phone: how many bookings came in each way?",
       "SELECT booked_via, count(*) FROM bookings WHERE booked_via IN ('website', 'phone') GROUP BY 1 "
       "ORDER BY 1"),
    _t("compare", "Online or in person - which kind of session do we run more of?",
       "SELECT mode, count(*) FROM sessions GROUP BY 1 ORDER BY 1"),
    _t("compare", "Compare the fees brought in by our certified teachers with our university-student "
       "tutors. Completed and no-show sessions are the ones we charge for.",
       f"SELECT t.bkgd, {FEE} FROM {S_T} WHERE {BILLED} "
       "AND t.bkgd IN ('certified teacher', 'university student') GROUP BY 1 ORDER BY 1"),
    _t("compare", "Did we invoice more for March 2026 or for April 2026?",
       "SELECT period, sum(amt_cents) / 100 FROM invoices WHERE period IN ('2026-03', '2026-04') "
       "GROUP BY 1 ORDER BY 1"),
    _f("compare", "Webshop versus phone orders: which brings in more money? Don't count cancelled orders.",
       f"SELECT o.channel, {SALES} FROM {L_O} WHERE {LIVE} AND o.channel IN ('webshop', 'phone') "
       "GROUP BY 1 ORDER BY 1"),
    _f("compare", "How many deliveries have we had to Zeist compared with Nieuwegein?",
       "SELECT town, count(*) FROM deliveries WHERE town IN ('Zeist', 'Nieuwegein') GROUP BY 1 ORDER BY 1"),
    _f("compare", "Which sold more for us, Valentine's orders or Mother's Day orders? Cancelled orders "
       "aside.",
       f"SELECT o.occasion, {SALES} FROM {L_O} WHERE {LIVE} "
       "AND o.occasion IN ('Valentine', 'Mother''s Day') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _c("cannot", "What star rating do guests give us on average?"),
    _c("cannot", "How many people used the shower block each day last August?"),
    _c("cannot", "How much did we spend on site maintenance last year?"),
    _t("cannot", "How much did each student's marks improve after tutoring with us?"),
    _t("cannot", "Which tutors get the best reviews from parents?"),
    _t("cannot", "How much do we spend on advertising for every new student we sign up?"),
    _t("cannot", "How far does each tutor travel to get to their in-person sessions?"),
    _f("cannot", "How many days old were the flowers from each supplier by the time we sold them?"),
    _f("cannot", "Which bouquets get the best reviews online?"),
    _f("cannot", "How many stems did we have to throw away last month because they wilted?"),
)
