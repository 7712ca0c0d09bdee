"""Set S: ten questions a shape on the laundrette, bus_tours and pottery_studio schemas of `schemas_s.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Laundrette "cycles", "loads", "machine runs" or "uses" count `cycles` rows of every status unless told, dated
by `started_at`; "washes" on their own are cycles on a 'washer', "dries" on a 'dryer', and a cycle's shop is
its machine's `shop`; money "taken", "earned" or "brought in" by the machines sums `cycles.price_eur` (in
euros) over cycles not 'refunded' (each question says so; 'aborted' ones were still charged); service-wash
money sums `service_washes.charge_cents` in euros (/ 100) over every row; "topped up" or "put on cards"
sums `topups.paid_cents` in euros (/ 100), what the customer paid, the bonus credit `bonus_cents` on its
own; a card holder has "used their card" on a machine when any cycle carries their `customer_id`, has
"used" service washes or "topped up" when a row of that table carries it. Bus tours "departures", "trips"
or "tours" count `deps` rows, and one "ran", "went out" or "went ahead" when `sts` is 'RAN'; a guide "led"
a trip when its `guide_id` names them; "bookings" count `bkgs` rows of every status unless told, "made"
in a month by `bkd_ts`, and a trip's own date is its departure's `dep_ts`; money "brought in", "revenue"
or "made" sums `bkgs.tot_p` in pounds (/ 100) over bookings not 'CXL' (each question says so; no-shows and
the July 2026 bookings count); "passengers" or "people" sum `adl + chd` the same way; a booking's tour and
region run through its departure. Pottery "enrolments" or "sign-ups" count `enrolments` rows of every status
unless told, dated by `enrolled_on`; course "fees" taken sum `enrolments.paid_usd` over enrolments not
'withdrew' (the waitlist paid nothing, NULL; each question says so), a course's tutor and title run
through `class_code`; firing fees sum `firings.fee_cents` in dollars (/ 100), "pieces fired" sum `pieces`,
pieces "lost" or "cracked" sum `cracked`; shop "sales" or "takings" sum `supplies.qty × each_cents` in
dollars (/ 100), "sold" sums `qty`; a student has "fired", "enrolled" or "bought" when a row of that table
carries their `member_code`.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# laundrette: declared PRIMARY KEY / REFERENCES on same-named keys; machine money in euros (price_eur) over
# cycles not 'refunded'; service washes and top-ups in cents
C_M = "cycles c JOIN machines m USING (machine_id)"
C_CU = "cycles c JOIN customers cu USING (customer_id)"
T_CU = "topups t JOIN customers cu USING (customer_id)"
KEEP = "c.status <> 'refunded'"
# bus_tours: <thing>_id -> id, no declared keys; abbreviated columns; money in pence, answers in pounds
B_D = "bkgs b JOIN deps d ON b.dep_id = d.id"
B_DT = f"{B_D} JOIN tours t ON d.tour_id = t.id"
D_T = "deps d JOIN tours t ON d.tour_id = t.id"
D_G = "deps d JOIN guides g ON d.guide_id = g.id"
NOT_CXL = "b.sts <> 'CXL'"
MONEY = "sum(b.tot_p) / 100"
PAX = "sum(b.adl + b.chd)"
# pottery_studio: text codes named unlike their targets; enrolments.learner and firings.potter and
# supplies.buyer -> students.member_code, enrolments.class_code -> courses.course_ref
E_C = "enrolments e JOIN courses c ON e.class_code = c.course_ref"
F_S = "firings f JOIN students s ON f.potter = s.member_code"
SU_S = "supplies su JOIN students s ON su.buyer = s.member_code"
KEPT_E = "e.status <> 'withdrew'"
SHOP = "sum(su.qty * su.each_cents) / 100"


def _l(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("laundrette", shape, question, truth, percent)


def _b(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("bus_tours", shape, question, truth, percent)


def _p(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("pottery_studio", shape, question, truth, percent)


QUESTIONS_S = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _l("top_label", "Which single machine gets used the most? I just need its machine number.",
       f"SELECT m.machine_no, count(*) n FROM {C_M} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _l("top_label", "Who are the 3 card holders spending the most on machines with their loyalty card? "
       "Refunded cycles shouldn't count.",
       f"SELECT cu.full_name, sum(c.price_eur) v FROM {C_CU} WHERE {KEEP} GROUP BY 1 ORDER BY v DESC, 1 "
       "LIMIT 3"),
    _l("top_label", "which customer has paid the most into their card through top-ups?",
       f"SELECT cu.full_name, sum(t.paid_cents) / 100 v FROM {T_CU} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _l("top_label", "What make of machine earns us the most? Leave the refunded cycles out.",
       f"SELECT m.make, sum(c.price_eur) v FROM {C_M} WHERE {KEEP} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _b("top_label", "Which tour is our biggest money-maker? Don't include cancelled bookings.",
       f"SELECT t.tour_nm, {MONEY} v FROM {B_DT} WHERE {NOT_CXL} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _b("top_label", "Which guide has taken out the most trips that actually went ahead?",
       f"SELECT g.guide_nm, count(*) n FROM {D_G} WHERE d.sts = 'RAN' GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _b("top_label", "What are the three regions we've got the most passengers booked for? Cancelled bookings "
       "don't count.",
       f"SELECT t.rgn, {PAX} n FROM {B_DT} WHERE {NOT_CXL} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _p("top_label", "Which teacher brings in the most in course fees? Leave out anyone who withdrew.",
       f"SELECT c.tutor, sum(e.paid_usd) v FROM {E_C} WHERE {KEPT_E} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "What's the most popular thing in the studio shop, going by how many we've sold?",
       "SELECT item, sum(qty) n FROM supplies GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _p("top_label", "Name the two students who have spent the most buying supplies from us",
       f"SELECT s.stu_name, {SHOP} v FROM {SU_S} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 2"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _l("measure", "How much have the machines taken altogether, in euro? Refunded ones excluded.",
       f"SELECT sum(c.price_eur) FROM cycles c WHERE {KEEP}"),
    _l("measure", "How heavy is the typical service wash bag on average, in kilos?",
       "SELECT avg(weight_kg) FROM service_washes"),
    _l("measure", "How much free bonus credit have we handed out on top-ups so far?",
       "SELECT sum(bonus_cents) / 100 FROM topups"),
    _b("measure", "What's our total booking revenue in pounds, leaving cancellations out?",
       f"SELECT {MONEY} FROM bkgs b WHERE {NOT_CXL}"),
    _b("measure", "How many passengers have booked the Loch Ness, Glencoe & the Highlands day trip? Ignore "
       "cancelled bookings.",
       f"SELECT {PAX} FROM {B_DT} WHERE {NOT_CXL} AND t.tour_nm = 'Loch Ness, Glencoe & the Highlands'"),
    _b("measure", "How big is a booking on average, in people, if we ignore the cancelled ones?",
       "SELECT avg(b.adl + b.chd) FROM bkgs b WHERE b.sts <> 'CXL'"),
    _b("measure", "How many children have actually come along on our tours? Only trips that ran, and only "
       "bookings that turned up.",
       f"SELECT sum(b.chd) FROM {B_D} WHERE d.sts = 'RAN' AND b.sts = 'OK'"),
    _p("measure", "How many pots and pieces have been through the kilns in total?",
       "SELECT sum(pieces) FROM firings"),
    _p("measure", "What have kiln firing fees earned the studio, in dollars?",
       "SELECT sum(fee_cents) / 100 FROM firings"),
    _p("measure", "how much clay have we sold in the shop, in dollars?",
       "SELECT sum(qty * each_cents) / 100 FROM supplies WHERE kind = 'clay'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _l("dates", "How many loads were run on the machines in March 2026?",
       "SELECT count(*) FROM cycles WHERE started_at >= TIMESTAMP '2026-03-01' "
       "AND started_at < TIMESTAMP '2026-04-01'"),
    _l("dates", "What did service washes bring in over July to December 2025?",
       "SELECT sum(charge_cents) / 100 FROM service_washes WHERE dropped_at >= TIMESTAMP '2025-07-01' "
       "AND dropped_at < TIMESTAMP '2026-01-01'"),
    _l("dates", "How much did people top up onto their cards in the first quarter of 2026?",
       "SELECT sum(paid_cents) / 100 FROM topups WHERE topped_at >= TIMESTAMP '2026-01-01' "
       "AND topped_at < TIMESTAMP '2026-04-01'"),
    _l("dates", "How many new loyalty cards did we give out during 2025?",
       "SELECT count(*) FROM customers WHERE year(signed_up) = 2025"),
    _b("dates", "How many trips went out in August 2025?",
       "SELECT count(*) FROM deps WHERE sts = 'RAN' AND dep_ts >= TIMESTAMP '2025-08-01' "
       "AND dep_ts < TIMESTAMP '2025-09-01'"),
    _b("dates", "How many bookings came in during May 2026, whatever happened to them afterwards?",
       "SELECT count(*) FROM bkgs WHERE bkd_ts >= TIMESTAMP '2026-05-01' "
       "AND bkd_ts < TIMESTAMP '2026-06-01'"),
    _b("dates", "What did trips departing in 2025 make us? Exclude cancelled bookings.",
       f"SELECT {MONEY} FROM {B_D} WHERE {NOT_CXL} AND year(d.dep_ts) = 2025"),
    _p("dates", "How many course sign-ups did we get in February 2026?",
       "SELECT count(*) FROM enrolments WHERE enrolled_on >= DATE '2026-02-01' "
       "AND enrolled_on < DATE '2026-03-01'"),
    _p("dates", "How many pieces did we fire in Q4 2025?",
       "SELECT sum(pieces) FROM firings WHERE fired_on BETWEEN DATE '2025-10-01' AND DATE '2025-12-31'"),
    _p("dates", "how many students have joined the studio since new year 2026?",
       "SELECT count(*) FROM students WHERE joined >= DATE '2026-01-01'"),
    # --------------------------------------------------------------- shares and percentages
    _l("share", "What percentage of machine cycles are paid in coins?",
       "SELECT avg(CASE WHEN paid_with = 'coins' THEN 1 ELSE 0 END) FROM cycles", percent=True),
    _l("share", "How many of our service washes are express jobs, as a percentage?",
       "SELECT avg(CASE WHEN express THEN 1 ELSE 0 END) FROM service_washes", percent=True),
    _l("share", "What slice of the machine money comes from the dryers? Leave refunds out.",
       f"SELECT sum(CASE WHEN m.kind = 'dryer' THEN c.price_eur ELSE 0 END) / sum(c.price_eur) FROM {C_M} "
       f"WHERE {KEEP}", percent=True),
    _b("share", "Of the departures that were due up to the end of June 2026, what percentage did we have to "
       "cancel?",
       "SELECT avg(CASE WHEN sts = 'CXL' THEN 1 ELSE 0 END) FROM deps WHERE dep_ts < TIMESTAMP '2026-07-01'",
       percent=True),
    _b("share", "What share of bookings reach us through GetYourGuide or Viator?",
       "SELECT avg(CASE WHEN chan IN ('GetYourGuide', 'Viator') THEN 1 ELSE 0 END) FROM bkgs", percent=True),
    _b("share", "What percentage of bookings have at least one child in them?",
       "SELECT avg(CASE WHEN chd > 0 THEN 1 ELSE 0 END) FROM bkgs", percent=True),
    _p("share", "What proportion of course sign-ups end with the student pulling out?",
       "SELECT avg(CASE WHEN status = 'withdrew' THEN 1 ELSE 0 END) FROM enrolments", percent=True),
    _p("share", "What fraction of pieces crack in the kiln?",
       "SELECT sum(cracked) / sum(pieces) FROM firings", percent=True),
    _p("share", "What percentage of our students are on an annual membership?",
       "SELECT avg(CASE WHEN plan = 'annual' THEN 1 ELSE 0 END) FROM students", percent=True),
    _p("share", "How much of the shop's takings are from tools rather than clay or glaze? As a percent.",
       "SELECT sum(CASE WHEN kind = 'tool' THEN qty * each_cents ELSE 0 END) / sum(qty * each_cents) "
       "FROM supplies", percent=True),
    # --------------------------------------------------------------- entities with no match
    _l("anti_join", "Are there machines that have never run a single cycle? Which?",
       "SELECT m.machine_no FROM machines m WHERE NOT EXISTS (SELECT 1 FROM cycles c "
       "WHERE c.machine_id = m.machine_id) ORDER BY 1"),
    _l("anti_join", "How many card holders have never topped up?",
       "SELECT count(*) FROM customers cu WHERE NOT EXISTS (SELECT 1 FROM topups t "
       "WHERE t.customer_id = cu.customer_id)"),
    _l("anti_join", "How many of our loyalty customers have never used the service wash?",
       "SELECT count(*) FROM customers cu WHERE NOT EXISTS (SELECT 1 FROM service_washes w "
       "WHERE w.customer_id = cu.customer_id)"),
    _b("anti_join", "Which tours on our list have never had a departure?",
       "SELECT t.tour_nm FROM tours t WHERE NOT EXISTS (SELECT 1 FROM deps d WHERE d.tour_id = t.id) "
       "ORDER BY 1"),
    _b("anti_join", "Which of our guides haven't led any trips?",
       "SELECT g.guide_nm FROM guides g WHERE NOT EXISTS (SELECT 1 FROM deps d WHERE d.guide_id = g.id) "
       "ORDER BY 1"),
    _b("anti_join", "How many of the trips that went out had no bookings on them at all?",
       "SELECT count(*) FROM deps d WHERE d.sts = 'RAN' AND NOT EXISTS (SELECT 1 FROM bkgs b "
       "WHERE b.dep_id = d.id)"),
    _b("anti_join", "Counting every departure whatever its status, how many have never had a booking?",
       "SELECT count(*) FROM deps d WHERE NOT EXISTS (SELECT 1 FROM bkgs b WHERE b.dep_id = d.id)"),
    _p("anti_join", "Which courses has nobody ever enrolled on?",
       "SELECT c.course_ref, c.title FROM courses c WHERE NOT EXISTS (SELECT 1 FROM enrolments e "
       "WHERE e.class_code = c.course_ref) ORDER BY 1"),
    _p("anti_join", "How many students have never put anything in the kiln?",
       "SELECT count(*) FROM students s WHERE NOT EXISTS (SELECT 1 FROM firings f "
       "WHERE f.potter = s.member_code)"),
    _p("anti_join", "How many people on our student list have never signed up for a course?",
       "SELECT count(*) FROM students s WHERE NOT EXISTS (SELECT 1 FROM enrolments e "
       "WHERE e.learner = s.member_code)"),
    # --------------------------------------------------------------- per X across tables
    _l("per_x", "Machine takings for each of the three shops, please - without the refunded cycles",
       f"SELECT m.shop, sum(c.price_eur) FROM {C_M} WHERE {KEEP} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "How many service washes has each shop taken in?",
       "SELECT shop, count(*) FROM service_washes GROUP BY 1 ORDER BY 1"),
    _l("per_x", "Break down the dryer runs by programme: how many of each?",
       f"SELECT c.programme, count(*) FROM {C_M} WHERE m.kind = 'dryer' GROUP BY 1 ORDER BY 1"),
    _b("per_x", "How much came in through each sales channel? Leave out cancelled bookings.",
       f"SELECT b.chan, {MONEY} FROM bkgs b WHERE {NOT_CXL} GROUP BY 1 ORDER BY 1"),
    _b("per_x", "Give me a count of bookings for each booking status",
       "SELECT sts, count(*) FROM bkgs GROUP BY 1 ORDER BY 1"),
    _b("per_x", "How many trips ran in each month of the first half of 2026?",
       "SELECT month(dep_ts) m, count(*) FROM deps WHERE sts = 'RAN' AND dep_ts >= TIMESTAMP '2026-01-01' "
       "AND dep_ts < TIMESTAMP '2026-07-01' GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Course fees by teacher, not counting withdrawn students",
       f"SELECT c.tutor, sum(e.paid_usd) FROM {E_C} WHERE {KEPT_E} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many pieces has each kiln fired?",
       "SELECT kiln, sum(pieces) FROM firings GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Shop sales in dollars for clay, glaze and tools separately",
       "SELECT kind, sum(qty * each_cents) / 100 FROM supplies GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many students live in each neighbourhood?",
       "SELECT nbhd, count(*) FROM students GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _l("compare", "Rathmines or Phibsborough - which shop runs more machine cycles?",
       f"SELECT m.shop, count(*) FROM {C_M} WHERE m.shop IN ('Rathmines', 'Phibsborough') GROUP BY 1 "
       "ORDER BY 1"),
    _l("compare", "Do customers top up more money by card or with cash? Totals in euro.",
       "SELECT method, sum(paid_cents) / 100 FROM topups WHERE method IN ('card', 'cash') GROUP BY 1 "
       "ORDER BY 1"),
    _l("compare", "What does an express service wash cost on average compared with a normal one?",
       "SELECT express, avg(charge_cents) / 100 FROM service_washes GROUP BY 1 ORDER BY 1"),
    _l("compare", "Washers against dryers: how much has each brought in? Don't count refunds.",
       f"SELECT m.kind, sum(c.price_eur) FROM {C_M} WHERE {KEEP} GROUP BY 1 ORDER BY 1"),
    _b("compare", "Did we get more bookings through our website or through GetYourGuide?",
       "SELECT chan, count(*) FROM bkgs WHERE chan IN ('web', 'GetYourGuide') GROUP BY 1 ORDER BY 1"),
    _b("compare", "Highlands tours versus Borders tours - how many passengers each? Leave cancellations out.",
       f"SELECT t.rgn, {PAX} FROM {B_DT} WHERE {NOT_CXL} AND t.rgn IN ('Highlands', 'Borders') GROUP BY 1 "
       "ORDER BY 1"),
    _b("compare", "Who brings us more money, American or German customers? Not counting cancelled bookings.",
       f"SELECT b.ctry, {MONEY} FROM bkgs b WHERE {NOT_CXL} AND b.ctry IN ('US', 'DE') GROUP BY 1 "
       "ORDER BY 1"),
    _p("compare", "Bisque against glaze: how many pieces has each type of firing handled?",
       "SELECT fire_type, sum(pieces) FROM firings WHERE fire_type IN ('bisque', 'glaze') GROUP BY 1 "
       "ORDER BY 1"),
    _p("compare", "Which earned more in fees, Wheel Throwing 1 or Handbuilding Basics? Ignore withdrawals.",
       f"SELECT c.title, sum(e.paid_usd) FROM {E_C} WHERE {KEPT_E} "
       "AND c.title IN ('Wheel Throwing 1', 'Handbuilding Basics') GROUP BY 1 ORDER BY 1"),
    _p("compare", "Who fires more pieces, our monthly members or our annual members?",
       f"SELECT s.plan, sum(f.pieces) FROM {F_S} WHERE s.plan IN ('monthly', 'annual') GROUP BY 1 "
       "ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _l("cannot", "How much electricity does each machine use per cycle?"),
    _l("cannot", "How long do people usually wait for a free washer on a Saturday morning?"),
    _l("cannot", "Which washing powder do our customers prefer?"),
    _b("cannot", "How much diesel did each coach burn last month?"),
    _b("cannot", "What star ratings do passengers give each guide?"),
    _b("cannot", "What profit do we make on each tour once fuel and driver wages are paid?"),
    _p("cannot", "How much clay is left in the store room right now?"),
    _p("cannot", "Whose pots sell best at the holiday market?"),
    _p("cannot", "How many hours does a glaze firing take from start to cool-down?"),
    _p("cannot", "How happy are students with their teachers?"),
)
