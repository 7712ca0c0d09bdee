"""Set T: ten questions a shape on the bike_repair, boat_hire and yoga_studio schemas of `schemas_t.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Bike repair "jobs", "bikes in" or "repairs" count `jobs` rows of every status unless told, dated by
`checked_in`; labour "billed" or "charged" sums `jobs.labour_dkk` in kroner (0 on declined quotes and
warranty redos, NULL on bikes still in the workshop); parts money sums `job_parts.qty × unit_ore` in kroner
(/ 100), parts "fitted" or "used" sum `qty`; a job's customer, postcode and business flag run through
`customer_id`, a part's group and supplier through `part_id`; a customer has "brought a bike in" when any
job carries their `customer_id`, a part has been "fitted" when any job line names it; what a customer "paid"
for collected jobs is their labour plus their parts, each summed on its own table. Boat hire "hires" or
"bookings" count `hires` rows of every status unless told, dated by `out_ts` for when the boat was due out
and by `bk_ts` for when the booking was "made"; a boat "went out" or a hire "happened" when `sts` is 'RET'
or 'LATE'; hire money "taken", "earned" or "brought in" sums `amt_p` in pounds (/ 100) over hires not
'CXL' (each question says so; no-shows and the July 2026 bookings count), late charges are `xtra_p` on
their own, deposits are never income; "people" or "passengers" sum `pax`; incidents run to their boat
through `hire_id`, money "kept from deposits" sums `chgd_p`. Yoga "bookings" count `bookings` rows of every
outcome unless told, dated by `class_date`; people "came", "attended" or "turned up" when `outcome` is
'attended'; a booking's style, teacher and room run through `slot`; money "taken", "spent" or "paid" sums
`payments.amount_cents` in dollars (/ 100) over payments not `refunded` (each question says so), dated by
`paid_at`; a member "booked" or "paid" when a row of that table carries their `member_ref`.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# bike_repair: declared PRIMARY KEY / REFERENCES on same-named keys; labour in kroner on the job, parts in
# ore on the job line
J_C = "jobs j JOIN customers c USING (customer_id)"
JP_P = "job_parts jp JOIN parts p USING (part_id)"
JP_J = "job_parts jp JOIN jobs j USING (job_id)"
PARTS_KR = "sum(jp.qty * jp.unit_ore) / 100"
# boat_hire: <thing>_id -> id, no declared keys; abbreviated columns; money in pence, answers in pounds
H_B = "hires h JOIN boats b ON h.boat_id = b.id"
H_C = "hires h JOIN custs c ON h.cust_id = c.id"
I_HB = "incidents i JOIN hires h ON i.hire_id = h.id JOIN boats b ON h.boat_id = b.id"
HIRE = "sum(h.amt_p) / 100"
NOT_CXL = "h.sts <> 'CXL'"
WENT = "h.sts IN ('RET', 'LATE')"
# yoga_studio: text codes named unlike their targets; bookings.attendee and payments.payer ->
# members.member_ref, bookings.slot -> classes.class_code
B_C = "bookings b JOIN classes c ON b.slot = c.class_code"
B_M = "bookings b JOIN members m ON b.attendee = m.member_ref"
P_M = "payments p JOIN members m ON p.payer = m.member_ref"
CAME = "b.outcome = 'attended'"
PAID = "NOT p.refunded"
TAKEN = "sum(p.amount_cents) / 100"


def _k(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("bike_repair", shape, question, truth, percent)


def _h(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("boat_hire", shape, question, truth, percent)


def _y(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("yoga_studio", shape, question, truth, percent)


QUESTIONS_T = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _k("top_label", "Who are our 3 best customers going by the labour we've billed them? Firms count too.",
       f"SELECT c.name, sum(j.labour_dkk) v FROM {J_C} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _k("top_label", "Which tyre do we put on bikes more than any other?",
       f"SELECT p.description, sum(jp.qty) n FROM {JP_P} WHERE p.part_group = 'tyres' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _k("top_label", "Whose parts earn us the most once they're fitted - which wholesaler?",
       f"SELECT p.supplier, {PARTS_KR} v FROM {JP_P} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _k("top_label", "What postcode do most of the bikes we repair come from?",
       f"SELECT c.postnr, count(*) n FROM {J_C} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _h("top_label", "Which boat in the fleet has made us the most money? Leave out cancelled hires.",
       f"SELECT b.boat_nm, {HIRE} v FROM {H_B} WHERE {NOT_CXL} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _h("top_label", "Who is our most loyal customer - the one who's actually been out on the water with us "
       "the most times?",
       f"SELECT c.cust_nm, count(*) n FROM {H_C} WHERE {WENT} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _h("top_label", "Going by how people told us they found us, which source brings in the most hire money? "
       "Ignore cancellations.",
       f"SELECT c.src, {HIRE} v FROM {H_C} WHERE {NOT_CXL} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _y("top_label", "Which teacher gets the most people through the door?",
       f"SELECT c.teacher, count(*) n FROM {B_C} WHERE {CAME} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _y("top_label", "Name our two most regular members by the number of classes they've actually turned "
       "up to",
       f"SELECT m.name, count(*) n FROM {B_M} WHERE {CAME} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _y("top_label", "Members from which suburb spend the most at the studio? Don't count refunded payments.",
       f"SELECT m.suburb, {TAKEN} v FROM {P_M} WHERE {PAID} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _k("measure", "What have we charged for parts altogether, in kroner?",
       f"SELECT {PARTS_KR} FROM job_parts jp"),
    _k("measure", "On average, how many minutes does a full service take in the workshop? Leave out the "
       "ones where the customer turned our quote down.",
       "SELECT avg(labour_min) FROM jobs WHERE work = 'full service' AND status <> 'declined'"),
    _k("measure", "How much have the business accounts paid us in total for jobs they've collected, labour "
       "and parts together?",
       f"SELECT (SELECT sum(j.labour_dkk) FROM {J_C} WHERE c.is_business AND j.status = 'collected') + "
       f"(SELECT {PARTS_KR} FROM {JP_J} JOIN customers c USING (customer_id) "
       "WHERE c.is_business AND j.status = 'collected')"),
    _h("measure", "What's our total hire income in pounds, not counting the cancelled bookings?",
       f"SELECT {HIRE} FROM hires h WHERE {NOT_CXL}"),
    _h("measure", "How much have we made from charging people who brought boats back late?",
       "SELECT sum(xtra_p) / 100 FROM hires"),
    _h("measure", "How much have we kept back from customers' deposits to cover damage and losses?",
       "SELECT sum(chgd_p) / 100 FROM incidents"),
    _h("measure", "How many passengers have been out on the two picnic boats?",
       f"SELECT sum(h.pax) FROM {H_B} WHERE {WENT} AND b.cls = 'picnic'"),
    _y("measure", "How much have we taken altogether, in dollars? Refunds don't count.",
       f"SELECT {TAKEN} FROM payments p WHERE {PAID}"),
    _y("measure", "What have 10-class passes brought in, leaving refunds out?",
       f"SELECT {TAKEN} FROM payments p WHERE {PAID} AND p.item = '10-class pass'"),
    _y("measure", "How many hours of class time have people actually attended in total?",
       f"SELECT sum(c.mins) / 60 FROM {B_C} WHERE {CAME}"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _k("dates", "How many bikes did we book into the workshop in May 2026?",
       "SELECT count(*) FROM jobs WHERE checked_in >= TIMESTAMP '2026-05-01' "
       "AND checked_in < TIMESTAMP '2026-06-01'"),
    _k("dates", "What did we bill for labour over the second half of 2025?",
       "SELECT sum(labour_dkk) FROM jobs WHERE checked_in >= TIMESTAMP '2025-07-01' "
       "AND checked_in < TIMESTAMP '2026-01-01'"),
    _k("dates", "how many new customers went on our books during 2025?",
       "SELECT count(*) FROM customers WHERE year(created) = 2025"),
    _h("dates", "How many hires actually went out in August 2025?",
       f"SELECT count(*) FROM hires h WHERE {WENT} AND h.out_ts >= TIMESTAMP '2025-08-01' "
       "AND h.out_ts < TIMESTAMP '2025-09-01'"),
    _h("dates", "How many bookings did people make with us during May 2026?",
       "SELECT count(*) FROM hires WHERE bk_ts >= TIMESTAMP '2026-05-01' AND bk_ts < TIMESTAMP '2026-06-01'"),
    _h("dates", "What did hires over the Easter holidays (3 to 19 April 2026) bring in? Cancellations aside.",
       f"SELECT {HIRE} FROM hires h WHERE {NOT_CXL} AND h.out_ts >= TIMESTAMP '2026-04-03' "
       "AND h.out_ts < TIMESTAMP '2026-04-20'"),
    _y("dates", "How many bookings did we have for classes in March 2026?",
       "SELECT count(*) FROM bookings WHERE class_date BETWEEN DATE '2026-03-01' AND DATE '2026-03-31'"),
    _y("dates", "How much came in during the first quarter of 2026, not counting refunds?",
       f"SELECT {TAKEN} FROM payments p WHERE {PAID} AND p.paid_at >= TIMESTAMP '2026-01-01' "
       "AND p.paid_at < TIMESTAMP '2026-04-01'"),
    _y("dates", "How many people signed up as members in 2025?",
       "SELECT count(*) FROM members WHERE year(joined) = 2025"),
    _y("dates", "Which day of the week is busiest, going by how many people actually come to class?",
       f"SELECT dayname(b.class_date) d, count(*) n FROM bookings b WHERE {CAME} GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- shares and percentages
    _k("share", "What percentage of the bikes we get in are cargo bikes?",
       "SELECT avg(CASE WHEN bike = 'cargo' THEN 1 ELSE 0 END) FROM jobs", percent=True),
    _k("share", "How often do customers turn down the quote we give them? As a percentage of all jobs.",
       "SELECT avg(CASE WHEN status = 'declined' THEN 1 ELSE 0 END) FROM jobs", percent=True),
    _k("share", "What slice of our parts money comes from tyres and inner tubes?",
       f"SELECT sum(CASE WHEN p.part_group IN ('tyres', 'tubes') THEN jp.qty * jp.unit_ore ELSE 0 END) "
       f"/ sum(jp.qty * jp.unit_ore) FROM {JP_P}", percent=True),
    _k("share", "What proportion of the customers on our books have joined the customer club?",
       "SELECT avg(CASE WHEN club THEN 1 ELSE 0 END) FROM customers", percent=True),
    _h("share", "Of the hires that came back to the yard, what percentage came back late?",
       "SELECT avg(CASE WHEN sts = 'LATE' THEN 1 ELSE 0 END) FROM hires WHERE sts IN ('RET', 'LATE')",
       percent=True),
    _h("share", "What share of our bookings are made online?",
       "SELECT avg(CASE WHEN chan = 'web' THEN 1 ELSE 0 END) FROM hires", percent=True),
    _h("share", "How much of the hire money comes from the dayboats? Leave cancelled hires out.",
       f"SELECT sum(CASE WHEN b.cls = 'dayboat' THEN h.amt_p ELSE 0 END) / sum(h.amt_p) FROM {H_B} "
       f"WHERE {NOT_CXL}", percent=True),
    _y("share", "What percentage of bookings end with the person just not showing up?",
       "SELECT avg(CASE WHEN outcome = 'no-show' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _y("share", "How much of our money comes from monthly unlimited memberships? Leave refunds out.",
       f"SELECT sum(CASE WHEN p.item = 'Monthly unlimited' THEN p.amount_cents ELSE 0 END) "
       f"/ sum(p.amount_cents) FROM payments p WHERE {PAID}", percent=True),
    _y("share", "What fraction of our members are on the unlimited plan?",
       "SELECT avg(CASE WHEN plan = 'unlimited' THEN 1 ELSE 0 END) FROM members", percent=True),
    # --------------------------------------------------------------- entities with no match
    _k("anti_join", "Which parts in our catalogue have we never fitted to a bike?",
       "SELECT p.description FROM parts p WHERE NOT EXISTS (SELECT 1 FROM job_parts jp "
       "WHERE jp.part_id = p.part_id) ORDER BY 1"),
    _k("anti_join", "How many customers on our books have never brought a bike in?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM jobs j "
       "WHERE j.customer_id = c.customer_id)"),
    _k("anti_join", "Of the repairs that have been collected, how many didn't need a single part?",
       "SELECT count(*) FROM jobs j WHERE j.status = 'collected' AND NOT EXISTS (SELECT 1 FROM job_parts jp "
       "WHERE jp.job_id = j.job_id)"),
    _h("anti_join", "Which boats have never been booked out at all?",
       "SELECT b.boat_nm FROM boats b WHERE NOT EXISTS (SELECT 1 FROM hires h WHERE h.boat_id = b.id) "
       "ORDER BY 1"),
    _h("anti_join", "How many people registered with us but have never hired anything?",
       "SELECT count(*) FROM custs c WHERE NOT EXISTS (SELECT 1 FROM hires h WHERE h.cust_id = c.id)"),
    _h("anti_join", "Of the hires that went out, how many came back without anything going wrong, no "
       "incident logged?",
       f"SELECT count(*) FROM hires h WHERE {WENT} AND NOT EXISTS (SELECT 1 FROM incidents i "
       "WHERE i.hire_id = h.id)"),
    _h("anti_join", "Which of the canoes haven't been out on the water at all this year (2026)?",
       "SELECT b.boat_nm FROM boats b WHERE b.cls = 'canoe' AND NOT EXISTS (SELECT 1 FROM hires h "
       f"WHERE h.boat_id = b.id AND {WENT} AND h.out_ts >= TIMESTAMP '2026-01-01') ORDER BY 1"),
    _y("anti_join", "Which classes on the timetable has nobody ever booked?",
       "SELECT c.class_code FROM classes c WHERE NOT EXISTS (SELECT 1 FROM bookings b "
       "WHERE b.slot = c.class_code) ORDER BY 1"),
    _y("anti_join", "How many members have never booked a single class?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS (SELECT 1 FROM bookings b "
       "WHERE b.attendee = m.member_ref)"),
    _y("anti_join", "How many members have booked classes but never actually paid us anything?",
       "SELECT count(*) FROM members m WHERE EXISTS (SELECT 1 FROM bookings b "
       "WHERE b.attendee = m.member_ref) AND NOT EXISTS (SELECT 1 FROM payments p "
       "WHERE p.payer = m.member_ref)"),
    # --------------------------------------------------------------- per X across tables
    _k("per_x", "Labour billed by each of the mechanics, please",
       "SELECT mechanic, sum(labour_dkk) FROM jobs GROUP BY 1 ORDER BY 1"),
    _k("per_x", "How many jobs have we had for each type of bike?",
       "SELECT bike, count(*) FROM jobs GROUP BY 1 ORDER BY 1"),
    _k("per_x", "Break down the number of repairs by the customer's postcode",
       f"SELECT c.postnr, count(*) FROM {J_C} GROUP BY 1 ORDER BY 1"),
    _h("per_x", "How many hires has each kind of boat had?",
       f"SELECT b.cls, count(*) FROM {H_B} GROUP BY 1 ORDER BY 1"),
    _h("per_x", "Hire money by how the booking came in (web, phone or at the desk), leaving out "
       "cancellations",
       f"SELECT h.chan, {HIRE} FROM hires h WHERE {NOT_CXL} GROUP BY 1 ORDER BY 1"),
    _h("per_x", "How many incidents have we logged for each type of boat?",
       f"SELECT b.cls, count(*) FROM {I_HB} GROUP BY 1 ORDER BY 1"),
    _y("per_x", "How many people have come to each style of class?",
       f"SELECT c.style, count(*) FROM {B_C} WHERE {CAME} GROUP BY 1 ORDER BY 1"),
    _y("per_x", "What have we taken through each way of paying? Not counting refunds.",
       f"SELECT p.method, {TAKEN} FROM payments p WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _y("per_x", "How many members live in each suburb?",
       "SELECT suburb, count(*) FROM members GROUP BY 1 ORDER BY 1"),
    _y("per_x", "Attendance in each of our rooms",
       f"SELECT c.room, count(*) FROM {B_C} WHERE {CAME} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _k("compare", "City bikes or cargo bikes - which brings in more labour?",
       "SELECT bike, sum(labour_dkk) FROM jobs WHERE bike IN ('city', 'cargo') GROUP BY 1 ORDER BY 1"),
    _k("compare", "Do we get more jobs from business accounts or from private customers?",
       f"SELECT c.is_business, count(*) FROM {J_C} GROUP BY 1 ORDER BY 1"),
    _k("compare", "Who's quicker at fixing a puncture, Lotte or Bjarke? Average minutes each, not counting "
       "quotes the customer declined.",
       "SELECT mechanic, avg(labour_min) FROM jobs WHERE work = 'puncture' AND status <> 'declined' "
       "AND mechanic IN ('Lotte', 'Bjarke') GROUP BY 1 ORDER BY 1"),
    _k("compare", "Did we sell more in parts in the first half of 2025 or the first half of 2026?",
       f"SELECT year(j.checked_in) y, {PARTS_KR} FROM {JP_J} WHERE month(j.checked_in) <= 6 GROUP BY 1 "
       "ORDER BY 1"),
    _h("compare", "Electric boats versus dayboats: which spend more hours out on the water?",
       f"SELECT b.cls, sum(h.hrs) FROM {H_B} WHERE {WENT} AND b.cls IN ('electric', 'dayboat') GROUP BY 1 "
       "ORDER BY 1"),
    _h("compare", "Are more of our incidents the customer's fault or ours?",
       "SELECT fault, count(*) FROM incidents GROUP BY 1 ORDER BY 1"),
    _h("compare", "Weekend hires against weekday hires - which bring in more? Leave out cancellations.",
       "SELECT CASE WHEN isodow(h.out_ts) >= 6 THEN 'weekend' ELSE 'weekday' END k, "
       f"{HIRE} FROM hires h WHERE {NOT_CXL} GROUP BY 1 ORDER BY 1"),
    _y("compare", "Hot Flow or Yin - which gets more people actually coming along?",
       f"SELECT c.style, count(*) FROM {B_C} WHERE {CAME} AND c.style IN ('Hot Flow', 'Yin') GROUP BY 1 "
       "ORDER BY 1"),
    _y("compare", "Do more bookings come through the app or the website?",
       "SELECT via, count(*) FROM bookings WHERE via IN ('app', 'web') GROUP BY 1 ORDER BY 1"),
    _y("compare", "Did we take more in April 2026 or in May 2026? Refunds don't count.",
       f"SELECT month(p.paid_at) m, {TAKEN} FROM payments p WHERE {PAID} "
       "AND p.paid_at >= TIMESTAMP '2026-04-01' AND p.paid_at < TIMESTAMP '2026-06-01' "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _k("cannot", "How much profit is left on labour once the mechanics' wages are paid?"),
    _k("cannot", "Which customers have left us a review online?"),
    _k("cannot", "How many kilometres had each bike done before it came in for repair?"),
    _h("cannot", "How much diesel did the dayboats get through last summer?"),
    _h("cannot", "Which stretch of river do our customers take the boats to most often?"),
    _h("cannot", "How many hires were cancelled because of bad weather?"),
    _h("cannot", "What do we pay each year in mooring fees for the fleet?"),
    _y("cannot", "How many calories does a typical Hot Flow class burn?"),
    _y("cannot", "How much do we pay each teacher per class?"),
    _y("cannot", "How do members rate each teacher?"),
)
