"""Set O: ten questions a shape on the cinema, music and delivery schemas of `schemas_o.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Cinema "box office" / "ticket takings" sum `bookings.amount_paid` and "tickets sold" sum
`bookings.ticket_count`, both leaving refunded bookings out (each question says so); "bookings" and
"screenings" count rows; snack or concession money is `concession_sales.quantity × unit_price`. Music
lesson fees are `dur_min / 60 × teachers.hr_rt` for lessons not cancelled ('CXL'; each question says so),
"lessons" count rows of every status unless told, hire income sums `hires.term_amt`. Delivery
"orders" count rows of every outcome unless told; commission is `basket_gbp × commission_pct / 100` on
delivered orders only (each question says so); delivery time runs from `placed_at` to `delivered_at`.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# cinema: declared PRIMARY KEY / REFERENCES on same-named keys, plain names; a booking reaches its film and
# its cinema through its screening; box office = bookings.amount_paid, paid bookings only
B_S = "bookings b JOIN screenings s USING (screening_id)"
B_SF = f"{B_S} JOIN films f USING (film_id)"
B_SC = f"{B_S} JOIN cinemas c USING (cinema_id)"
S_F = "screenings s JOIN films f USING (film_id)"
CS_C = "concession_sales cs JOIN cinemas c USING (cinema_id)"
BOX = "sum(b.amount_paid)"
PAID = "b.booking_status = 'paid'"
SNACK = "sum(cs.quantity * cs.unit_price)"
# music: <thing>_id -> id, no declared keys; abbreviated columns; lesson fee = dur_min / 60 x teachers.hr_rt
L_T = "lessons l JOIN teachers t ON l.teacher_id = t.id"
L_P = "lessons l JOIN pupils p ON l.pupil_id = p.id"
L_TP = f"{L_T} JOIN pupils p ON l.pupil_id = p.id"
H_I = "hires h JOIN instruments i ON h.instrument_id = i.id"
FEES = "sum(l.dur_min / 60 * t.hr_rt)"
CHARGED = "l.sts <> 'CXL'"
# delivery: codes named unlike their targets; orders.kitchen -> kitchens.kitchen_code, orders.eater ->
# customers.account_no, orders.rider -> couriers.courier_ref; commission = basket x commission_pct / 100
O_K = "orders o JOIN kitchens k ON o.kitchen = k.kitchen_code"
O_R = "orders o JOIN couriers r ON o.rider = r.courier_ref"
O_C = "orders o JOIN customers c ON o.eater = c.account_no"
COMMISSION = "sum(o.basket_gbp * k.commission_pct / 100)"
DELIVERED = "o.outcome = 'delivered'"
MINUTES = "avg(epoch(o.delivered_at - o.placed_at) / 60)"


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("cinema", shape, question, truth, percent)


def _m(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("music", shape, question, truth, percent)


def _d(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("delivery", shape, question, truth, percent)


QUESTIONS_O = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _c("top_label", "Which of our cinemas has taken the most at the box office? Don't count refunded bookings.",
       f"SELECT c.cinema_name, {BOX} s FROM {B_SC} WHERE {PAID} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _c("top_label", "What are the two films we've sold the most tickets for, refunds excluded?",
       f"SELECT f.film_title, sum(b.ticket_count) n FROM {B_SF} WHERE {PAID} GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 2"),
    _c("top_label", "Which film has had the most screenings?",
       f"SELECT f.film_title, count(*) n FROM {S_F} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "top 2 cinemas for snack and drink sales",
       f"SELECT c.cinema_name, {SNACK} s FROM {CS_C} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 2"),
    _m("top_label", "Which teacher has brought in the most in lesson fees? Cancelled lessons aren't charged.",
       f"SELECT t.tchr_nm, {FEES} s FROM {L_T} WHERE {CHARGED} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _m("top_label", "What instrument have we got the most lessons booked for?",
       f"SELECT t.instr, count(*) n FROM {L_T} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _m("top_label", "Which type of instrument earns us the most in hire fees?",
       f"SELECT i.instr_typ, sum(h.term_amt) s FROM {H_I} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _d("top_label", "Which restaurant gets the most orders through the app?",
       f"SELECT k.kitchen_name, count(*) n FROM {O_K} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _d("top_label", "Which 3 kitchens have earned us the most commission? Only delivered orders count.",
       f"SELECT k.kitchen_name, {COMMISSION} s FROM {O_K} WHERE {DELIVERED} GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 3"),
    _d("top_label", "Who are our two busiest riders, going by completed deliveries?",
       f"SELECT r.courier_name, count(*) n FROM {O_R} WHERE {DELIVERED} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _c("measure", "How much have we taken in ticket sales altogether, leaving out refunded bookings?",
       f"SELECT {BOX} FROM bookings b WHERE {PAID}"),
    _c("measure", "What's the total we've made at the concession stands?", f"SELECT {SNACK} FROM concession_sales cs"),
    _c("measure", "How many tickets have we sold for IMAX screenings? Refunded bookings don't count.",
       f"SELECT sum(b.ticket_count) FROM {B_S} WHERE {PAID} AND s.screen_format = 'IMAX'"),
    _m("measure", "How much have we earned in lesson fees in total? Cancelled lessons are free.",
       f"SELECT {FEES} FROM {L_T} WHERE {CHARGED}"),
    _m("measure", "How many hours of piano teaching have we done, not counting cancelled lessons?",
       f"SELECT sum(l.dur_min) / 60 FROM {L_T} WHERE {CHARGED} AND t.instr = 'piano'"),
    _m("measure", "What's the total we've made from instrument hire?", "SELECT sum(term_amt) FROM hires"),
    _m("measure", "What's the average fee for a lesson with one of our freelance teachers? Leave out cancelled "
       "lessons.",
       f"SELECT avg(l.dur_min / 60 * t.hr_rt) FROM {L_T} WHERE {CHARGED} AND t.emp_typ = 'freelance'"),
    _d("measure", "What's the total basket value of all the orders that were actually delivered?",
       f"SELECT sum(o.basket_gbp) FROM orders o WHERE {DELIVERED}"),
    _d("measure", "How much commission have we made in total on delivered orders?",
       f"SELECT {COMMISSION} FROM {O_K} WHERE {DELIVERED}"),
    _d("measure", "How much have customers tipped riders who use e-bikes?",
       f"SELECT sum(o.tip_gbp) FROM {O_R} WHERE r.vehicle = 'e-bike'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _c("dates", "How many screenings did we put on in December 2025?",
       "SELECT count(*) FROM screenings WHERE starts_at >= TIMESTAMP '2025-12-01' "
       "AND starts_at < TIMESTAMP '2026-01-01'"),
    _c("dates", "What were box office takings for screenings in Q1 2026? Leave out refunded bookings.",
       f"SELECT {BOX} FROM {B_S} WHERE {PAID} AND s.starts_at >= TIMESTAMP '2026-01-01' "
       "AND s.starts_at < TIMESTAMP '2026-04-01'"),
    _c("dates", "Which month was best for snack sales?",
       f"SELECT strftime(cs.sold_at, '%Y-%m') mon, {SNACK} s FROM concession_sales cs GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 1"),
    _m("dates", "How many lessons were booked in for March 2026?",
       "SELECT count(*) FROM lessons WHERE lesson_ts >= TIMESTAMP '2026-03-01' "
       "AND lesson_ts < TIMESTAMP '2026-04-01'"),
    _m("dates", "how many new pupils enrolled in 2024?",
       "SELECT count(*) FROM pupils WHERE year(enrol_dt) = 2024"),
    _m("dates", "How many instruments went out on hire between September and December 2025?",
       "SELECT count(*) FROM hires WHERE out_dt BETWEEN DATE '2025-09-01' AND DATE '2025-12-31'"),
    _d("dates", "How many orders were placed in January 2026?",
       "SELECT count(*) FROM orders WHERE placed_at >= TIMESTAMP '2026-01-01' "
       "AND placed_at < TIMESTAMP '2026-02-01'"),
    _d("dates", "What was the total basket value of delivered orders in the last quarter of 2025?",
       f"SELECT sum(o.basket_gbp) FROM orders o WHERE {DELIVERED} AND o.placed_at >= TIMESTAMP '2025-10-01' "
       "AND o.placed_at < TIMESTAMP '2026-01-01'"),
    _d("dates", "What hour of the day do we get the most orders?",
       "SELECT hour(placed_at) h, count(*) n FROM orders GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _d("dates", "How many customers signed up in the first half of 2025?",
       "SELECT count(*) FROM customers WHERE signed_up BETWEEN DATE '2025-01-01' AND DATE '2025-06-30'"),
    # --------------------------------------------------------------- shares and percentages
    _c("share", "What percentage of bookings end up refunded?",
       "SELECT avg(CASE WHEN booking_status = 'refunded' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _c("share", "What share of our box office comes from 3D and IMAX screenings? Leave out refunded bookings.",
       f"SELECT sum(CASE WHEN s.screen_format IN ('3D', 'IMAX') THEN b.amount_paid ELSE 0 END) / {BOX} "
       f"FROM {B_S} WHERE {PAID}", percent=True),
    _c("share", "What proportion of bookings are made through the app?",
       "SELECT avg(CASE WHEN booking_channel = 'app' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _c("share", "How much of our concession money comes from popcorn, as a percentage?",
       f"SELECT sum(CASE WHEN cs.item_category = 'popcorn' THEN cs.quantity * cs.unit_price ELSE 0 END) / "
       f"{SNACK} FROM concession_sales cs", percent=True),
    _m("share", "What percentage of lessons get cancelled?",
       "SELECT avg(CASE WHEN sts = 'CXL' THEN 1 ELSE 0 END) FROM lessons", percent=True),
    _m("share", "What share of our pupils are adults, i.e. with no parent or guardian on file?",
       "SELECT avg(CASE WHEN guardian_nm IS NULL THEN 1 ELSE 0 END) FROM pupils", percent=True),
    _m("share", "what % of instrument hires haven't been returned yet?",
       "SELECT avg(CASE WHEN ret_dt IS NULL THEN 1 ELSE 0 END) FROM hires", percent=True),
    _d("share", "What percentage of orders get cancelled?",
       "SELECT avg(CASE WHEN outcome = 'cancelled' THEN 1 ELSE 0 END) FROM orders", percent=True),
    _d("share", "On what share of delivered orders did the customer leave a tip?",
       f"SELECT avg(CASE WHEN o.tip_gbp IS NOT NULL THEN 1 ELSE 0 END) FROM orders o WHERE {DELIVERED}",
       percent=True),
    _d("share", "How much of our commission comes from pizza places? Delivered orders only.",
       f"SELECT sum(CASE WHEN k.cuisine = 'pizza' THEN o.basket_gbp * k.commission_pct / 100 ELSE 0 END) / "
       f"{COMMISSION} FROM {O_K} WHERE {DELIVERED}", percent=True),
    # --------------------------------------------------------------- entities with no match
    _c("anti_join", "Which films on our list have never been shown at any of our cinemas?",
       "SELECT f.film_title FROM films f WHERE NOT EXISTS "
       "(SELECT 1 FROM screenings s WHERE s.film_id = f.film_id) ORDER BY 1"),
    _c("anti_join", "Which cinemas haven't had any screenings yet?",
       "SELECT c.cinema_name FROM cinemas c WHERE NOT EXISTS "
       "(SELECT 1 FROM screenings s WHERE s.cinema_id = c.cinema_id) ORDER BY 1"),
    _c("anti_join", "How many screenings had no bookings at all?",
       "SELECT count(*) FROM screenings s WHERE NOT EXISTS "
       "(SELECT 1 FROM bookings b WHERE b.screening_id = s.screening_id)"),
    _m("anti_join", "Which teachers haven't taught a single lesson?",
       "SELECT t.tchr_nm FROM teachers t WHERE NOT EXISTS "
       "(SELECT 1 FROM lessons l WHERE l.teacher_id = t.id) ORDER BY 1"),
    _m("anti_join", "How many pupils have never had a lesson with us?",
       "SELECT count(*) FROM pupils p WHERE NOT EXISTS (SELECT 1 FROM lessons l WHERE l.pupil_id = p.id)"),
    _m("anti_join", "How many of our hire instruments have never been lent out?",
       "SELECT count(*) FROM instruments i WHERE NOT EXISTS "
       "(SELECT 1 FROM hires h WHERE h.instrument_id = i.id)"),
    _m("anti_join", "How many pupils who have left the school never hired an instrument from us?",
       "SELECT count(*) FROM pupils p WHERE p.sts = 'left' AND NOT EXISTS "
       "(SELECT 1 FROM hires h WHERE h.pupil_id = p.id)"),
    _d("anti_join", "Which kitchens haven't had a single order yet?",
       "SELECT k.kitchen_name FROM kitchens k WHERE NOT EXISTS "
       "(SELECT 1 FROM orders o WHERE o.kitchen = k.kitchen_code) ORDER BY 1"),
    _d("anti_join", "Which riders haven't been given any orders so far?",
       "SELECT r.courier_name FROM couriers r WHERE NOT EXISTS "
       "(SELECT 1 FROM orders o WHERE o.rider = r.courier_ref) ORDER BY 1"),
    _d("anti_join", "How many customers have signed up but never ordered anything?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.eater = c.account_no)"),
    # --------------------------------------------------------------- per X across tables
    _c("per_x", "Ticket takings for each region, not counting refunded bookings",
       f"SELECT c.region, {BOX} FROM {B_SC} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many tickets have we sold of each ticket type? Refunded bookings aside.",
       f"SELECT b.ticket_type, sum(b.ticket_count) FROM bookings b WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "concession sales by category",
       f"SELECT cs.item_category, {SNACK} FROM concession_sales cs GROUP BY 1 ORDER BY 1"),
    _m("per_x", "Lesson fee income by pupil level, with cancelled lessons left out",
       f"SELECT p.lvl, {FEES} FROM {L_TP} WHERE {CHARGED} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How much hire income does each family of instruments (strings, brass and so on) bring in?",
       f"SELECT i.fam, sum(h.term_amt) FROM {H_I} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many lessons were completed, cancelled or missed by the pupil?",
       "SELECT sts, count(*) FROM lessons GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many hours of lessons do we teach on each day of the week, cancellations aside?",
       f"SELECT dayname(l.lesson_ts), sum(l.dur_min) / 60 FROM lessons l WHERE {CHARGED} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "Number of orders by the kind of vehicle the rider uses",
       f"SELECT r.vehicle, count(*) FROM {O_R} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "Total basket value for each order outcome",
       "SELECT outcome, sum(basket_gbp) FROM orders GROUP BY 1 ORDER BY 1"),
    _d("per_x", "How much have riders been tipped, broken down by vehicle type?",
       f"SELECT r.vehicle, sum(o.tip_gbp) FROM {O_R} WHERE o.tip_gbp IS NOT NULL GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _c("compare", "Which did better at the box office, Lumen Leeds or Lumen Manchester? Leave out refunds.",
       f"SELECT c.cinema_name, {BOX} FROM {B_SC} WHERE {PAID} "
       "AND c.cinema_name IN ('Lumen Leeds', 'Lumen Manchester') GROUP BY 1 ORDER BY 1"),
    _c("compare", "2D or 3D - which format sells more tickets? Refunded bookings don't count.",
       f"SELECT s.screen_format, sum(b.ticket_count) FROM {B_S} WHERE {PAID} "
       "AND s.screen_format IN ('2D', '3D') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Popcorn vs drinks: which makes us more at the concession stand?",
       f"SELECT cs.item_category, {SNACK} FROM concession_sales cs "
       "WHERE cs.item_category IN ('popcorn', 'drinks') GROUP BY 1 ORDER BY 1"),
    _m("compare", "Compare lesson fee income from staff teachers and freelancers (cancelled lessons aren't "
       "charged)",
       f"SELECT t.emp_typ, {FEES} FROM {L_T} WHERE {CHARGED} GROUP BY 1 ORDER BY 1"),
    _m("compare", "How did the number of lessons in Q1 2025 compare with Q1 2026?",
       "SELECT year(lesson_ts) y, count(*) FROM lessons WHERE quarter(lesson_ts) = 1 "
       "AND year(lesson_ts) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _m("compare", "Violins or flutes: which get hired out more often?",
       f"SELECT i.instr_typ, count(*) FROM {H_I} WHERE i.instr_typ IN ('violin', 'flute') GROUP BY 1 ORDER BY 1"),
    _d("compare", "Are e-bike riders quicker than riders on ordinary bicycles? Average minutes from order to "
       "door.",
       f"SELECT r.vehicle, {MINUTES} FROM {O_R} WHERE {DELIVERED} AND r.vehicle IN ('e-bike', 'bicycle') "
       "GROUP BY 1 ORDER BY 1"),
    _d("compare", "Do Plus members spend more per delivered order than everyone else, on average?",
       f"SELECT c.plus_member, avg(o.basket_gbp) FROM {O_C} WHERE {DELIVERED} GROUP BY 1 ORDER BY 1"),
    _d("compare", "Pizza against burgers: which cuisine gets more orders?",
       f"SELECT k.cuisine, count(*) FROM {O_K} WHERE k.cuisine IN ('pizza', 'burgers') GROUP BY 1 ORDER BY 1"),
    _d("compare", "Didsbury or Salford Quays - whose kitchens get more orders?",
       f"SELECT k.area, count(*) FROM {O_K} WHERE k.area IN ('Didsbury', 'Salford Quays') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _c("cannot", "What's the average audience rating for each film?"),
    _c("cannot", "How many seats were left empty at each screening?"),
    _c("cannot", "How much do we pay the distributors for each film?"),
    _m("cannot", "Which pupils passed their grade exams last year?"),
    _m("cannot", "How many hours a week does each pupil practise at home?"),
    _m("cannot", "Which of our teachers have a music degree?"),
    _d("cannot", "What star rating do customers give each kitchen?"),
    _d("cannot", "How far do riders travel on an average delivery?"),
    _d("cannot", "Which dishes are the most popular on the app?"),
    _d("cannot", "How much do we pay riders per delivery?"),
)
