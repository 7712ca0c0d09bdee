"""Set R: ten questions a shape on the garden_centre, escape_rooms and grooming schemas of `schemas_r.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Garden centre "takings", "sales" in pounds, "spent" or "brought in" sum `sale_lines.qty × unit_price` (the
price charged) over sales whose `status` is 'complete', leaving refunded and voided ones out (each question
says so); "sold" or "units" sum `qty` the same way; "transactions", "sales" counted or "trips to the till"
count `sales` rows of every status unless told, dated by `sold_at`; a member has "used their card" or
"shopped" when any sale carries their `member_id`; a product has "sold" when any sale line names it.
Escape rooms "bookings" or "games" count `games` rows of every status unless told; a game was "played"
when `sts` is 'ESC' or 'FAIL', a team "escaped" or "got out" when it is 'ESC', and the escape rate is 'ESC'
over 'ESC' plus 'FAIL'; money "taken", "revenue" or "brought in" sums `amt_cents` in dollars (/ 100) over
bookings not cancelled ('CXL'; each question says so), so no-shows and the paid-up July bookings count;
"players" sum `plyrs`; a game master "ran" or "hosted" a game when `gm_id` names them. Grooming
"appointments" count rows of every state unless told, "grooms", appointments that "went ahead" or dogs
"groomed" are 'done' ones; grooming money "charged", "earned" or "taken" sums `charged_aud` (NULL on
cancelled and future appointments, so no-show fees count), tips are `tip_aud` on their own; shop takings
are `shop_sales.qty × each_aud`; a client's spend on grooming runs through their dogs.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# garden_centre: declared PRIMARY KEY / REFERENCES on same-named keys; takings = qty x unit_price over
# 'complete' sales; own-grown products have no supplier
L_S = "sale_lines l JOIN sales s USING (sale_id)"
L_SP = f"{L_S} JOIN products p USING (product_id)"
L_SM = f"{L_S} JOIN members m USING (member_id)"
TAKE = "sum(l.qty * l.unit_price)"
DONE = "s.status = 'complete'"
# escape_rooms: <thing>_id -> id, no declared keys; abbreviated columns; money in cents, answers in dollars
G_R = "games g JOIN rooms r ON g.room_id = r.id"
G_ST = "games g JOIN staff st ON g.gm_id = st.id"
G_C = "games g JOIN customers c ON g.cust_id = c.id"
MONEY = "sum(g.amt_cents) / 100"
KEPT = "g.sts <> 'CXL'"
PLAYED = "g.sts IN ('ESC', 'FAIL')"
ESC_RATE = "avg(CASE WHEN g.sts = 'ESC' THEN 1 ELSE 0 END)"
# grooming: text codes named unlike their targets; appointments.pet -> dogs.dog_tag, appointments.treatment
# -> services.svc_code, dogs.owner and shop_sales.client -> owners.client_ref
A_D = "appointments a JOIN dogs d ON a.pet = d.dog_tag"
A_DO = f"{A_D} JOIN owners o ON d.owner = o.client_ref"
A_V = "appointments a JOIN services v ON a.treatment = v.svc_code"
SH_O = "shop_sales sh JOIN owners o ON sh.client = o.client_ref"
SHOP = "sum(sh.qty * sh.each_aud)"


def _g(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("garden_centre", shape, question, truth, percent)


def _e(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("escape_rooms", shape, question, truth, percent)


def _d(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("grooming", shape, question, truth, percent)


QUESTIONS_R = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _g("top_label", "Which supplier's stock earns us the most at the till? Only completed sales, please - "
       "no refunds or voids.",
       f"SELECT sup.supplier_name, {TAKE} v FROM {L_SP} JOIN suppliers sup USING (supplier_id) "
       f"WHERE {DONE} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _g("top_label", "who are our 3 biggest spenders on the loyalty scheme? ignore refunded and voided sales",
       f"SELECT m.member_name, {TAKE} v FROM {L_SM} WHERE {DONE} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _g("top_label", "What's our best-selling plant by number sold? Leave out anything refunded or voided.",
       f"SELECT p.product_name, sum(l.qty) q FROM {L_SP} WHERE {DONE} AND p.dept = 'Plants' GROUP BY 1 "
       "ORDER BY q DESC, 1 LIMIT 1"),
    _g("top_label", "Members from which town come through the tills most often? Count their "
       "transactions.",
       "SELECT m.town, count(*) n FROM sales s JOIN members m USING (member_id) GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _e("top_label", "Which of our rooms gets booked the most?",
       f"SELECT r.room_nm, count(*) n FROM {G_R} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _e("top_label", "Who are the three game masters who've hosted the most games that actually got played?",
       f"SELECT st.staff_nm, count(*) n FROM {G_ST} WHERE {PLAYED} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _e("top_label", "Which venue makes the most money? Cancelled bookings were refunded, so leave those out.",
       f"SELECT r.loc, {MONEY} v FROM {G_R} WHERE {KEPT} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _d("top_label", "What breed of dog do we groom most often? Only count appointments that went ahead.",
       f"SELECT d.breed, count(*) n FROM {A_D} WHERE a.state = 'done' GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _d("top_label", "Which client has paid us the most for grooming, across all of their dogs?",
       f"SELECT o.owner_nm, sum(a.charged_aud) v FROM {A_DO} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _d("top_label", "What are our two biggest earners on the grooming menu?",
       f"SELECT v.svc_name, sum(a.charged_aud) s FROM {A_V} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 2"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _g("measure", "What have we taken altogether across the tills? Completed sales only.",
       f"SELECT {TAKE} FROM {L_S} WHERE {DONE}"),
    _g("measure", "How much have our Gold card members spent with us, not counting refunds or voids?",
       f"SELECT {TAKE} FROM {L_SM} WHERE {DONE} AND m.tier = 'Gold'"),
    _g("measure", "How many bags of multipurpose compost have we sold? Refunded and voided sales don't "
       "count.",
       f"SELECT sum(l.qty) FROM {L_SP} WHERE {DONE} AND p.product_name = 'Multipurpose Compost 50L'"),
    _e("measure", "How much have we brought in from bookings in total, in dollars? Don't include the "
       "cancelled ones.",
       f"SELECT {MONEY} FROM games g WHERE {KEPT}"),
    _e("measure", "How many players have actually played a game at our Houston Heights venue?",
       f"SELECT sum(g.plyrs) FROM {G_R} WHERE {PLAYED} AND r.loc = 'Houston Heights'"),
    _e("measure", "When a team does escape, how many minutes does it take them on average?",
       "SELECT avg(esc_min) FROM games WHERE sts = 'ESC'"),
    _e("measure", "On average how many hints do teams ask for in The Vault?",
       f"SELECT avg(g.hints) FROM {G_R} WHERE {PLAYED} AND r.room_nm = 'The Vault'"),
    _d("measure", "How much have our customers tipped the groomers in total?",
       "SELECT sum(tip_aud) FROM appointments"),
    _d("measure", "What have full grooms earned us, all dog sizes together?",
       f"SELECT sum(a.charged_aud) FROM {A_V} WHERE v.svc_name = 'Full groom'"),
    _d("measure", "How much have we made selling products over the counter - shampoos, treats, leads and "
       "so on?",
       "SELECT sum(qty * each_aud) FROM shop_sales"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _g("dates", "How many transactions went through the tills in December 2025?",
       "SELECT count(*) FROM sales WHERE sold_at >= TIMESTAMP '2025-12-01' "
       "AND sold_at < TIMESTAMP '2026-01-01'"),
    _g("dates", "What did we take in April 2026? Only the completed sales.",
       f"SELECT {TAKE} FROM {L_S} WHERE {DONE} AND s.sold_at >= TIMESTAMP '2026-04-01' "
       "AND s.sold_at < TIMESTAMP '2026-05-01'"),
    _g("dates", "how many people joined the loyalty scheme during 2025?",
       "SELECT count(*) FROM members WHERE year(joined_on) = 2025"),
    _e("dates", "How many games were booked for slots in the first three months of 2026?",
       "SELECT count(*) FROM games WHERE slot_ts >= TIMESTAMP '2026-01-01' "
       "AND slot_ts < TIMESTAMP '2026-04-01'"),
    _e("dates", "What did games in summer 2025 (June to August) bring in? Leave out cancellations.",
       f"SELECT {MONEY} FROM games g WHERE {KEPT} AND g.slot_ts >= TIMESTAMP '2025-06-01' "
       "AND g.slot_ts < TIMESTAMP '2025-09-01'"),
    _e("dates", "How many games have people got booked in for July 2026, not counting any they've cancelled?",
       "SELECT count(*) FROM games WHERE sts <> 'CXL' AND slot_ts >= TIMESTAMP '2026-07-01' "
       "AND slot_ts < TIMESTAMP '2026-08-01'"),
    _d("dates", "How many appointments did we have on the books for March 2026, cancellations included?",
       "SELECT count(*) FROM appointments WHERE start_at >= TIMESTAMP '2026-03-01' "
       "AND start_at < TIMESTAMP '2026-04-01'"),
    _d("dates", "How many grooms did we get through in the second half of 2025?",
       "SELECT count(*) FROM appointments WHERE state = 'done' AND start_at >= TIMESTAMP '2025-07-01' "
       "AND start_at < TIMESTAMP '2026-01-01'"),
    _d("dates", "What were shop sales in May 2026, in dollars?",
       "SELECT sum(qty * each_aud) FROM shop_sales WHERE sold_at >= TIMESTAMP '2026-05-01' "
       "AND sold_at < TIMESTAMP '2026-06-01'"),
    _d("dates", "Which month in 2025 did we do the most grooms?",
       "SELECT monthname(start_at) m, count(*) n FROM appointments WHERE state = 'done' "
       "AND year(start_at) = 2025 GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- shares and percentages
    _g("share", "What percentage of till transactions are paid in cash?",
       "SELECT avg(CASE WHEN paid_by = 'cash' THEN 1 ELSE 0 END) FROM sales", percent=True),
    _g("share", "what proportion of loyalty members have gone for the Gold tier?",
       "SELECT avg(CASE WHEN tier = 'Gold' THEN 1 ELSE 0 END) FROM members", percent=True),
    _g("share", "How much of our takings come from plants? Leave refunded and voided sales out.",
       f"SELECT sum(CASE WHEN p.dept = 'Plants' THEN l.qty * l.unit_price ELSE 0 END) / {TAKE} "
       f"FROM {L_SP} WHERE {DONE}", percent=True),
    _g("share", "What fraction of sales end up being refunded?",
       "SELECT avg(CASE WHEN status = 'refunded' THEN 1 ELSE 0 END) FROM sales", percent=True),
    _e("share", "Of the teams that have played, what percentage made it out?",
       f"SELECT {ESC_RATE} FROM games g WHERE {PLAYED}", percent=True),
    _e("share", "What share of bookings are made with a promo code?",
       "SELECT avg(CASE WHEN promo IS NOT NULL THEN 1 ELSE 0 END) FROM games", percent=True),
    _e("share", "How often do bookings get cancelled, as a percentage?",
       "SELECT avg(CASE WHEN sts = 'CXL' THEN 1 ELSE 0 END) FROM games", percent=True),
    _d("share", "When a dog is groomed, how often does the owner leave a tip? As a percentage.",
       "SELECT avg(CASE WHEN tip_aud IS NOT NULL THEN 1 ELSE 0 END) FROM appointments WHERE state = 'done'",
       percent=True),
    _d("share", "What percentage of the dogs on our books are large or extra large?",
       "SELECT avg(CASE WHEN size IN ('L', 'XL') THEN 1 ELSE 0 END) FROM dogs", percent=True),
    _d("share", "How much of the shop's takings come from flea and tick products?",
       "SELECT sum(CASE WHEN cat = 'flea & tick' THEN qty * each_aud ELSE 0 END) / sum(qty * each_aud) "
       "FROM shop_sales", percent=True),
    # --------------------------------------------------------------- entities with no match
    _g("anti_join", "How many products on our product list have never sold at all?",
       "SELECT count(*) FROM products p WHERE NOT EXISTS "
       "(SELECT 1 FROM sale_lines l WHERE l.product_id = p.product_id)"),
    _g("anti_join", "Which suppliers on our books don't supply any of our products?",
       "SELECT sup.supplier_name FROM suppliers sup WHERE NOT EXISTS "
       "(SELECT 1 FROM products p WHERE p.supplier_id = sup.supplier_id) ORDER BY 1"),
    _g("anti_join", "How many loyalty members have never actually used their card?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS "
       "(SELECT 1 FROM sales s WHERE s.member_id = m.member_id)"),
    _e("anti_join", "Are there any rooms that have never had a single booking? Which ones?",
       "SELECT r.room_nm FROM rooms r WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.room_id = r.id) "
       "ORDER BY 1"),
    _e("anti_join", "Which of our game masters haven't hosted a game yet? I don't mean the managers.",
       "SELECT st.staff_nm FROM staff st WHERE st.role <> 'manager' AND NOT EXISTS "
       "(SELECT 1 FROM games g WHERE g.gm_id = st.id) ORDER BY 1"),
    _e("anti_join", "How many people in our customer list have never booked with us?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.cust_id = c.id)"),
    _e("anti_join", "How many staff have never been put in charge of a game?",
       "SELECT count(*) FROM staff st WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.gm_id = st.id)"),
    _d("anti_join", "How many of the dogs we have on file have never been in for an appointment?",
       "SELECT count(*) FROM dogs d WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.pet = d.dog_tag)"),
    _d("anti_join", "Is there anything on the grooming menu that has never once been booked, whatever the "
       "size of dog?",
       "SELECT DISTINCT v.svc_name FROM services v WHERE NOT EXISTS (SELECT 1 FROM appointments a "
       "JOIN services w ON a.treatment = w.svc_code WHERE w.svc_name = v.svc_name) ORDER BY 1"),
    _d("anti_join", "How many of our clients have never bought anything from the shop?",
       "SELECT count(*) FROM owners o WHERE NOT EXISTS (SELECT 1 FROM shop_sales sh "
       "WHERE sh.client = o.client_ref)"),
    # --------------------------------------------------------------- per X across tables
    _g("per_x", "Break down our takings by department. Completed sales only.",
       f"SELECT p.dept, {TAKE} FROM {L_SP} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "How many transactions has each till rung up?",
       "SELECT till, count(*) FROM sales GROUP BY 1 ORDER BY 1"),
    _g("per_x", "How much have loyalty members spent, split by the town they live in? Ignore refunds and "
       "voids.",
       f"SELECT m.town, {TAKE} FROM {L_SM} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _e("per_x", "How many games have actually been played at each venue?",
       f"SELECT r.loc, count(*) FROM {G_R} WHERE {PLAYED} GROUP BY 1 ORDER BY 1"),
    _e("per_x", "What's the escape rate for each theme of room?",
       f"SELECT r.thm, {ESC_RATE} FROM {G_R} WHERE {PLAYED} GROUP BY 1 ORDER BY 1"),
    _e("per_x", "Revenue for each difficulty level, excluding cancelled bookings",
       f"SELECT r.diff, {MONEY} FROM {G_R} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "How much has each groomer brought in?",
       "SELECT groomer, sum(charged_aud) FROM appointments GROUP BY 1 ORDER BY 1"),
    _d("per_x", "How many dogs do we have on our books of each size?",
       "SELECT size, count(*) FROM dogs GROUP BY 1 ORDER BY 1"),
    _d("per_x", "Shop sales split by product category, please",
       "SELECT cat, sum(qty * each_aud) FROM shop_sales GROUP BY 1 ORDER BY 1"),
    _d("per_x", "How many grooms have we done for clients from each suburb?",
       f"SELECT o.suburb, count(*) FROM {A_DO} WHERE a.state = 'done' GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _g("compare", "Card or cash - how many transactions of each?",
       "SELECT paid_by, count(*) FROM sales WHERE paid_by IN ('card', 'cash') GROUP BY 1 ORDER BY 1"),
    _g("compare", "Who spends more overall, Gold members or Green members? Completed sales only.",
       f"SELECT m.tier, {TAKE} FROM {L_SM} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _g("compare", "Was April 2026 a better month than April 2025 for takings? Leave refunds and voids out.",
       f"SELECT year(s.sold_at) y, {TAKE} FROM {L_S} WHERE {DONE} AND month(s.sold_at) = 4 GROUP BY 1 "
       "ORDER BY 1"),
    _g("compare", "Did we sell more units of tools or of outdoor living stuff? Only completed sales.",
       f"SELECT p.dept, sum(l.qty) FROM {L_SP} WHERE {DONE} AND p.dept IN ('Tools', 'Outdoor Living') "
       "GROUP BY 1 ORDER BY 1"),
    _e("compare", "Horror rooms versus mystery rooms: which do teams escape from more often?",
       f"SELECT r.thm, {ESC_RATE} FROM {G_R} WHERE {PLAYED} AND r.thm IN ('horror', 'mystery') "
       "GROUP BY 1 ORDER BY 1"),
    _e("compare", "How do our two Austin venues compare on number of bookings?",
       f"SELECT r.loc, count(*) FROM {G_R} WHERE r.loc IN ('Austin Downtown', 'Austin Domain') GROUP BY 1 "
       "ORDER BY 1"),
    _e("compare", "Do bigger groups get out more? Give me the average team size for teams that escaped and "
       "for teams that didn't.",
       f"SELECT g.sts, avg(g.plyrs) FROM games g WHERE {PLAYED} GROUP BY 1 ORDER BY 1"),
    _d("compare", "Who's done more grooms, Jess or Marco?",
       "SELECT groomer, count(*) FROM appointments WHERE state = 'done' AND groomer IN ('Jess', 'Marco') "
       "GROUP BY 1 ORDER BY 1"),
    _d("compare", "Do we earn more grooming large dogs or medium ones?",
       f"SELECT d.size, sum(a.charged_aud) FROM {A_D} WHERE d.size IN ('L', 'M') GROUP BY 1 ORDER BY 1"),
    _d("compare", "Clients from Thornbury or from Northcote - who spends more in the shop?",
       f"SELECT o.suburb, {SHOP} FROM {SH_O} WHERE o.suburb IN ('Thornbury', 'Northcote') GROUP BY 1 "
       "ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _g("cannot", "How many pots of lavender have we got left in stock?"),
    _g("cannot", "How many people came through the gates last Saturday without buying anything?"),
    _g("cannot", "What did we spend on staff wages last month?"),
    _e("cannot", "What star rating do players give each room?"),
    _e("cannot", "Which puzzle do teams get stuck on longest in each room?"),
    _e("cannot", "How much rent are we paying for each venue?"),
    _e("cannot", "How long does it take to reset a room between games?"),
    _d("cannot", "Which dogs have skin allergies we should know about?"),
    _d("cannot", "How many litres of shampoo do we get through each week?"),
    _d("cannot", "Which groomer gets the best reviews from owners?"),
)
