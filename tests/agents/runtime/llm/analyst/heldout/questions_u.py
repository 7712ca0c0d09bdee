"""Set U: ten questions a shape on the food_truck, piano_tuning and kennels schemas of `schemas_u.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Food truck "sales", "takings", "money made" or "revenue" sum `order_lines.qty × unit_usd` in dollars over
orders whose `sts` is 'PAID' ('VOID' was rung up by mistake and never charged, 'RFND' was given back; each
question says so or asks about what was "sold"), units "sold" sum `qty` the same way, a line's item and
category run through `item_id`, an order's shift, crew lead and spot through `shift_id` and the shift's
`spot_id`; tips sum `orders.tip_usd` over 'PAID' orders (NULL on cash, the jar is not counted); a shift was
"worked" when its `sts` is 'worked' ('called off', 'breakdown' and the future 'planned' were not), dated and
called a weekend or weekday shift by `shft_dt`; "pitch fees" sum `shifts.fee_usd` (what was paid for the
shift, kept on a called-off event, NULL on a planned one); a spot was "worked at" when a worked shift names
it, an item was "sold" when an order line names it. Piano tuning "jobs" or "visits" count `appointments` rows,
"done", "finished" or "completed" when `status` is 'done', dated by `booked_for`; a "standard tuning" is a job
whose `service` is 'tuning' (a pitch raise is a service of its own); a client "came on board" on
`first_contact`; we "drove out" to a job when it is 'done' or 'no access' (nobody home, `travel_km` the return
trip, NULL on cancelled and future jobs); "invoiced", "billed" or "fees" sum `invoices.fee_aud` before GST
over invoices not `voided` (a voided invoice was re-issued corrected), dated by `issued`; "paid" when
`paid_on` is set, "owing" or "outstanding" when it is NULL, owed GST included (`fee_aud + gst_aud`); the
financial year is the Australian one, 1 July to 30 June; a job's piano, client, client type and suburb run
through `piano_id` and the piano's `client_id`; a piano was "worked on" and a client "had work done" when a
'done' job names it. Kennels "stays" or "bookings" count `stays` rows (one row a dog), dated by `check_in`
(ISO text), "finished" or "over and done" when `status` is 'D', a dog "stayed", "checked in" or "turned up"
when it is 'D' or 'I' (in now); 'X' is cancelled, 'N' no-show, 'R' reserved for later; "nights" sum `nights`;
an owner "registered" on `joined` (ISO text); a dog was "with us" or "boarding" on a night when it stayed and
`check_in` <= that day < `check_out`; "boarding" money sums `board_c` in euros (/ 100); add-ons sum
`extras.qty × each_c` in euros (/ 100); money "taken", "paid" or "come in" sums `payments.amount_c` in euros
(/ 100), refunds are negative 'REF' rows so a plain sum is net of them, dated by `paid_epoch` (Unix seconds);
a dog's size, breed and owner run through `dog_no`, an owner's town through `owner_no`; an owner "booked" when
any stay names one of their dogs.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# food_truck: <thing>_id -> id, no declared keys; abbreviated columns; money in dollars on the order line
L_O = "order_lines l JOIN orders o ON l.order_id = o.id"
L_OI = f"{L_O} JOIN items i ON l.item_id = i.id"
L_OS = f"{L_O} JOIN shifts h ON o.shift_id = h.id"
L_OSP = f"{L_OS} JOIN spots s ON h.spot_id = s.id"
H_S = "shifts h JOIN spots s ON h.spot_id = s.id"
SALES = "sum(l.qty * l.unit_usd)"
PAID = "o.sts = 'PAID'"
WORKED = "h.sts = 'worked'"
# piano_tuning: declared PRIMARY KEY / REFERENCES on same-named keys; fees before GST in dollars
A_P = "appointments a JOIN pianos p USING (piano_id)"
A_PC = f"{A_P} JOIN clients c USING (client_id)"
I_A = "invoices i JOIN appointments a USING (appointment_id)"
I_PC = f"{I_A} JOIN pianos p USING (piano_id) JOIN clients c USING (client_id)"
BILLED = "NOT i.voided"
DONE = "a.status = 'done'"
# kennels: same-named keys, none declared; status codes, money in cents, dates as ISO text, epoch payments
S_D = "stays s JOIN dogs d USING (dog_no)"
P_O = "payments p JOIN owners o USING (owner_no)"
FINISHED = "s.status = 'D'"
CAME = "s.status IN ('D', 'I')"
PAID_AT = "make_timestamp(p.paid_epoch * 1000000)"


def _f(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("food_truck", shape, question, truth, percent)


def _p(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("piano_tuning", shape, question, truth, percent)


def _k(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("kennels", shape, question, truth, percent)


QUESTIONS_U = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _f("top_label", "what's our best seller? going by how many we've sold, not the money",
       f"SELECT i.item_nm, sum(l.qty) n FROM {L_OI} WHERE {PAID} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _f("top_label", "Which spot makes us the most money? Only count orders that actually went through.",
       f"SELECT s.spot_nm, {SALES} v FROM {L_OSP} WHERE {PAID} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _f("top_label", "Top 3 tacos by sales $ - voids and refunds don't count",
       f"SELECT i.item_nm, {SALES} v FROM {L_OI} WHERE {PAID} AND i.cat = 'taco' GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 3"),
    _f("top_label", "Which crew lead's shifts pull in the most tips?",
       f"SELECT h.lead, sum(o.tip_usd) v FROM orders o JOIN shifts h ON o.shift_id = h.id WHERE {PAID} "
       "GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "Who's our biggest client by what we've invoiced them? Ex GST, and skip anything voided.",
       f"SELECT c.name, sum(i.fee_aud) v FROM {I_PC} WHERE {BILLED} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "What make of piano do we end up working on most? Count the jobs we actually did.",
       f"SELECT p.make, count(*) n FROM {A_P} WHERE {DONE} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _p("top_label", "Which suburb has the most pianos on our books?",
       "SELECT c.suburb, count(*) n FROM pianos p JOIN clients c USING (client_id) GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _k("top_label", "Which breed has racked up the most nights with us? Just count finished stays.",
       f"SELECT d.breed, sum(s.nights) n FROM {S_D} WHERE {FINISHED} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _k("top_label", "Who's our best customer going by what they've actually paid us, refunds taken off?",
       f"SELECT o.forename, o.surname, sum(p.amount_c) / 100 v FROM {P_O} GROUP BY o.owner_no, 1, 2 "
       "ORDER BY v DESC, 1, 2 LIMIT 1"),
    _k("top_label", "Which add-on have we charged the most money for overall?",
       "SELECT code, sum(qty * each_c) / 100 v FROM extras GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _f("measure", "How much have we sold in total? Don't count voided or refunded orders.",
       f"SELECT {SALES} FROM {L_O} WHERE {PAID}"),
    _f("measure", "whats our average ticket size? paid orders only",
       f"SELECT {SALES} / count(DISTINCT o.id) FROM {L_O} WHERE {PAID}"),
    _f("measure", "How much have we forked out on pitch fees so far?",
       "SELECT sum(fee_usd) FROM shifts"),
    _p("measure", "How much are clients still owing us? GST included.",
       "SELECT sum(fee_aud + gst_aud) FROM invoices WHERE paid_on IS NULL AND NOT voided"),
    _p("measure", "On average, how many minutes does a standard tuning take us?",
       "SELECT avg(minutes) FROM appointments WHERE service = 'tuning' AND status = 'done'"),
    _p("measure", "How many km have we driven out to jobs all up?",
       "SELECT sum(travel_km) FROM appointments"),
    _p("measure", "What have the schools actually paid us so far, ex GST?",
       f"SELECT sum(i.fee_aud) FROM {I_PC} WHERE {BILLED} AND i.paid_on IS NOT NULL "
       "AND c.client_type = 'school'"),
    _k("measure", "How much money has come in altogether, net of refunds?",
       "SELECT sum(amount_c) / 100 FROM payments"),
    _k("measure", "What have we charged in boarding for Labradors? Finished stays only.",
       f"SELECT sum(s.board_c) / 100 FROM {S_D} WHERE {FINISHED} AND d.breed = 'Labrador'"),
    _k("measure", "How much has the grooming add-on brought in?",
       "SELECT sum(qty * each_c) / 100 FROM extras WHERE code = 'GROOM'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _f("dates", "How many shifts did we actually work in May 2026?",
       "SELECT count(*) FROM shifts WHERE sts = 'worked' AND shft_dt BETWEEN DATE '2026-05-01' "
       "AND DATE '2026-05-31'"),
    _f("dates", "What did we take over Labor Day weekend last year? Leave voids and refunds out.",
       f"SELECT {SALES} FROM {L_OS} WHERE {PAID} AND h.shft_dt BETWEEN DATE '2025-08-30' "
       "AND DATE '2025-09-01'"),
    _f("dates", "sales for Q4 2025? paid orders",
       f"SELECT {SALES} FROM {L_O} WHERE {PAID} AND o.ord_ts >= TIMESTAMP '2025-10-01' "
       "AND o.ord_ts < TIMESTAMP '2026-01-01'"),
    _p("dates", "What did we invoice last financial year, before GST? Voided invoices out.",
       "SELECT sum(fee_aud) FROM invoices WHERE NOT voided AND issued BETWEEN DATE '2025-07-01' "
       "AND DATE '2026-06-30'"),
    _p("dates", "How many standard tunings did we get done in December 2025?",
       "SELECT count(*) FROM appointments WHERE service = 'tuning' AND status = 'done' "
       "AND booked_for >= TIMESTAMP '2025-12-01' AND booked_for < TIMESTAMP '2026-01-01'"),
    _p("dates", "how many new clients came on board in 2025?",
       "SELECT count(*) FROM clients WHERE year(first_contact) = 2025"),
    _k("dates", "How many dogs checked in with us in August 2025? Only the ones that actually turned up.",
       f"SELECT count(*) FROM stays s WHERE {CAME} AND s.check_in BETWEEN '2025-08-01' AND '2025-08-31'"),
    _k("dates", "How much came in during the first quarter of 2026, net of refunds?",
       f"SELECT sum(p.amount_c) / 100 FROM payments p WHERE {PAID_AT} >= TIMESTAMP '2026-01-01' "
       f"AND {PAID_AT} < TIMESTAMP '2026-04-01'"),
    _k("dates", "How many new owners registered with us in 2025?",
       "SELECT count(*) FROM owners WHERE joined BETWEEN '2025-01-01' AND '2025-12-31'"),
    _k("dates", "How many dogs were boarding with us on Christmas night 2025?",
       f"SELECT count(*) FROM stays s WHERE {CAME} AND s.check_in <= '2025-12-25' "
       "AND s.check_out > '2025-12-25'"),
    # --------------------------------------------------------------- shares and percentages
    _f("share", "What % of paid orders are cash?",
       "SELECT avg(CASE WHEN pay = 'cash' THEN 1 ELSE 0 END) FROM orders WHERE sts = 'PAID'", percent=True),
    _f("share", "How much of our sales come from drinks? Voids and refunds out.",
       f"SELECT sum(CASE WHEN i.cat = 'drink' THEN l.qty * l.unit_usd ELSE 0 END) / {SALES} FROM {L_OI} "
       f"WHERE {PAID}", percent=True),
    _f("share", "What percentage of our shifts fell through - called off or the truck broke down? Ignore the "
       "ones still coming up.",
       "SELECT avg(CASE WHEN sts IN ('called off', 'breakdown') THEN 1 ELSE 0 END) FROM shifts "
       "WHERE sts <> 'planned'", percent=True),
    _f("share", "What share of our sales is veggie stuff? Only paid orders.",
       f"SELECT sum(CASE WHEN i.veg = 'Y' THEN l.qty * l.unit_usd ELSE 0 END) / {SALES} FROM {L_OI} "
       f"WHERE {PAID}", percent=True),
    _p("share", "What fraction of the pianos we look after are uprights?",
       "SELECT avg(CASE WHEN kind = 'upright' THEN 1 ELSE 0 END) FROM pianos", percent=True),
    _p("share", "When we drive out to a job, how often is nobody home so we can't get in? As a percentage.",
       "SELECT avg(CASE WHEN status = 'no access' THEN 1 ELSE 0 END) FROM appointments "
       "WHERE status IN ('done', 'no access')", percent=True),
    _p("share", "Of everything we've invoiced (ex GST, not voided), what share has been paid?",
       f"SELECT sum(CASE WHEN i.paid_on IS NOT NULL THEN i.fee_aud ELSE 0 END) / sum(i.fee_aud) "
       f"FROM invoices i WHERE {BILLED}", percent=True),
    _k("share", "What percentage of the stays booked with us get cancelled?",
       "SELECT avg(CASE WHEN status = 'X' THEN 1 ELSE 0 END) FROM stays", percent=True),
    _k("share", "What share of the dogs on our books are large or extra large?",
       "SELECT avg(CASE WHEN size_cd IN ('L', 'XL') THEN 1 ELSE 0 END) FROM dogs", percent=True),
    _k("share", "Of the money owners have paid us, leaving refunds aside, how much came by card? As a "
       "percentage.",
       "SELECT sum(CASE WHEN method = 'CARD' THEN amount_c ELSE 0 END) / sum(amount_c) FROM payments "
       "WHERE kind <> 'REF'", percent=True),
    # --------------------------------------------------------------- entities with no match
    _f("anti_join", "Which spots have we never actually worked a shift at?",
       "SELECT s.spot_nm FROM spots s WHERE NOT EXISTS (SELECT 1 FROM shifts h WHERE h.spot_id = s.id "
       f"AND {WORKED}) ORDER BY 1"),
    _f("anti_join", "Is there anything on the menu we've never sold a single one of?",
       "SELECT i.item_nm FROM items i WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.item_id = i.id) "
       "ORDER BY 1"),
    _f("anti_join", "Which items that are still on the menu haven't sold at all this year?",
       f"SELECT i.item_nm FROM items i WHERE i.on_mnu = 'Y' AND NOT EXISTS (SELECT 1 FROM {L_O} "
       f"WHERE l.item_id = i.id AND {PAID} AND o.ord_ts >= TIMESTAMP '2026-01-01') ORDER BY 1"),
    _p("anti_join", "Any jobs we finished before July that never got invoiced? Client and date please.",
       f"SELECT c.name, CAST(a.booked_for AS DATE) d FROM {A_PC} WHERE {DONE} "
       "AND a.booked_for < TIMESTAMP '2026-07-01' AND NOT EXISTS (SELECT 1 FROM invoices i "
       "WHERE i.appointment_id = a.appointment_id) ORDER BY 2, 1"),
    _p("anti_join", "Which schools haven't had us out at all this year?",
       "SELECT c.name FROM clients c WHERE c.client_type = 'school' AND NOT EXISTS (SELECT 1 FROM "
       f"{A_P} WHERE p.client_id = c.client_id AND a.booked_for >= TIMESTAMP '2026-01-01') ORDER BY 1"),
    _p("anti_join", "How many of the pianos on our books have we never actually done any work on?",
       "SELECT count(*) FROM pianos p WHERE NOT EXISTS (SELECT 1 FROM appointments a "
       f"WHERE a.piano_id = p.piano_id AND {DONE})"),
    _p("anti_join", "How many clients had work done in 2024 but nothing done for them since?",
       f"SELECT count(*) FROM clients c WHERE EXISTS (SELECT 1 FROM {A_P} WHERE p.client_id = c.client_id "
       f"AND {DONE} AND a.booked_for < TIMESTAMP '2025-01-01') AND NOT EXISTS (SELECT 1 FROM {A_P} "
       f"WHERE p.client_id = c.client_id AND {DONE} AND a.booked_for >= TIMESTAMP '2025-01-01')"),
    _k("anti_join", "How many owners on file have never booked their dog in?",
       f"SELECT count(*) FROM owners o WHERE NOT EXISTS (SELECT 1 FROM {S_D} WHERE d.owner_no = o.owner_no)"),
    _k("anti_join", "How many dogs on our books have never actually stayed with us?",
       f"SELECT count(*) FROM dogs d WHERE NOT EXISTS (SELECT 1 FROM stays s WHERE s.dog_no = d.dog_no "
       f"AND {CAME})"),
    _k("anti_join", "How many finished stays had no extras added at all?",
       f"SELECT count(*) FROM stays s WHERE {FINISHED} AND NOT EXISTS (SELECT 1 FROM extras e "
       "WHERE e.stay_no = s.stay_no)"),
    # --------------------------------------------------------------- per X across tables
    _f("per_x", "sales by payment type (card, cash, app), paid orders only",
       f"SELECT o.pay, {SALES} FROM {L_O} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _f("per_x", "How many shifts have we worked at each kind of spot?",
       f"SELECT s.typ, count(*) FROM {H_S} WHERE {WORKED} GROUP BY 1 ORDER BY 1"),
    _f("per_x", "Units sold per menu category, voids and refunds left out",
       f"SELECT i.cat, sum(l.qty) FROM {L_OI} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Invoiced fees by type of client please (ex GST, voided ones out)",
       f"SELECT c.client_type, sum(i.fee_aud) FROM {I_PC} WHERE {BILLED} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many jobs has each technician completed?",
       "SELECT technician, count(*) FROM appointments WHERE status = 'done' GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Number of completed jobs for each type of service",
       "SELECT service, count(*) FROM appointments WHERE status = 'done' GROUP BY 1 ORDER BY 1"),
    _k("per_x", "Nights boarded in each block (A, B and C), finished stays only",
       f"SELECT left(s.kennel, 1) b, sum(s.nights) FROM stays s WHERE {FINISHED} GROUP BY 1 ORDER BY 1"),
    _k("per_x", "Boarding income by dog size for the finished stays",
       f"SELECT d.size_cd, sum(s.board_c) / 100 FROM {S_D} WHERE {FINISHED} GROUP BY 1 ORDER BY 1"),
    _k("per_x", "How much has come in through each payment method, after refunds?",
       "SELECT method, sum(amount_c) / 100 FROM payments GROUP BY 1 ORDER BY 1"),
    _k("per_x", "how many dogs have we got from each town?",
       "SELECT o.town, count(*) FROM dogs d JOIN owners o USING (owner_no) GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _f("compare", "Breweries vs office parks - which has made us more money? Paid orders only.",
       f"SELECT s.typ, {SALES} FROM {L_OSP} WHERE {PAID} AND s.typ IN ('brewery', 'office') GROUP BY 1 "
       "ORDER BY 1"),
    _f("compare", "Do we sell more tacos or burritos? Number sold.",
       f"SELECT i.cat, sum(l.qty) FROM {L_OI} WHERE {PAID} AND i.cat IN ('taco', 'burrito') GROUP BY 1 "
       "ORDER BY 1"),
    _f("compare", "Weekend shifts or weekday shifts - which bring in more sales? No voids or refunds.",
       "SELECT CASE WHEN isodow(h.shft_dt) >= 6 THEN 'weekend' ELSE 'weekday' END k, "
       f"{SALES} FROM {L_OS} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _f("compare", "Card vs app: which gets us more in tips?",
       "SELECT pay, sum(tip_usd) FROM orders WHERE sts = 'PAID' AND pay IN ('card', 'app') GROUP BY 1 "
       "ORDER BY 1"),
    _p("compare", "Who's quicker at a standard tuning, Marguerite or Tom?",
       "SELECT technician, avg(minutes) FROM appointments WHERE service = 'tuning' AND status = 'done' "
       "AND technician IN ('Marguerite', 'Tom') GROUP BY 1 ORDER BY 1"),
    _p("compare", "Did we invoice more in the first half of 2025 or the first half of 2026? Ex GST, voided "
       "ones out.",
       "SELECT year(issued) y, sum(fee_aud) FROM invoices WHERE NOT voided AND month(issued) <= 6 "
       "AND year(issued) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _p("compare", "Churches versus venues - which have we billed more? Before GST, voided ones aside.",
       f"SELECT c.client_type, sum(i.fee_aud) FROM {I_PC} WHERE {BILLED} "
       "AND c.client_type IN ('church', 'venue') GROUP BY 1 ORDER BY 1"),
    _k("compare", "Did more dogs check in with us in July 2025 or December 2025? Only ones that actually "
       "came.",
       f"SELECT substr(s.check_in, 1, 7) m, count(*) FROM stays s WHERE {CAME} "
       "AND substr(s.check_in, 1, 7) IN ('2025-07', '2025-12') GROUP BY 1 ORDER BY 1"),
    _k("compare", "Small dogs vs large dogs (leave the extra large ones out) - which stay longer on average? "
       "Finished stays.",
       f"SELECT d.size_cd, avg(s.nights) FROM {S_D} WHERE {FINISHED} AND d.size_cd IN ('S', 'L') GROUP BY 1 "
       "ORDER BY 1"),
    _k("compare", "Deposits versus balance payments: how much has come in each way?",
       "SELECT kind, sum(amount_c) / 100 FROM payments WHERE kind IN ('DEP', 'BAL') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _f("cannot", "How much propane did we burn through last month?"),
    _f("cannot", "What's our profit margin on the birria tacos?"),
    _f("cannot", "Which of our Instagram posts brought out the biggest crowd?"),
    _p("cannot", "Which pianos are due for new hammers?"),
    _p("cannot", "How humid are the rooms our clients keep their pianos in?"),
    _p("cannot", "How did each client first hear about us?"),
    _p("cannot", "What do we spend a year on strings and tuning pins?"),
    _k("cannot", "How many bags of dog food do we go through in a week?"),
    _k("cannot", "Which dogs don't get on with each other?"),
    _k("cannot", "How many staff hours did we need over the Christmas rush?"),
)
