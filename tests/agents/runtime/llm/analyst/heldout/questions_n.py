"""Set N: ten questions a shape on the ski, bakery and cowork schemas of `schemas_n.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

"Lift rides" count `lift_scans` rows; "passes" bought or sold count `passes` rows, refunded ones too unless
the question leaves them out. Pass money is the list price less the pass's discount, and every question
about it says to leave refunded passes out. Bakery "takings" / "money" are `sale_lines.qty × items.px`,
"transactions" count `sales` rows, "items sold" and "wasted" sum the quantities. Coworking room income is
`hrs × hourly_rate` for bookings not cancelled (each question says so); "bookings" count rows of every state
unless told; "invoiced" sums `invoices.amt_gbp` by the month billed (`period_start`), "unpaid" means
`paid_on` is NULL.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# ski: declared PRIMARY KEY / REFERENCES on same-named keys; a scan reaches its skier through its pass;
# pass takings = pass_products.list_price x (100 - passes.discount_pct) / 100, paid passes only
P_PP = "passes p JOIN pass_products pp USING (product_id)"
P_PPK = f"{P_PP} JOIN skiers k USING (skier_id)"
S_L = "lift_scans s JOIN lifts l USING (lift_id)"
S_PK = "lift_scans s JOIN passes p USING (pass_id) JOIN skiers k USING (skier_id)"
TAKINGS = "sum(pp.list_price * (100 - p.discount_pct) / 100)"
PAID = "p.pass_status = 'paid'"
# bakery: <thing>_id -> id, no declared keys; abbreviated columns; takings = sale_lines.qty x items.px
L_I = "sale_lines l JOIN items i ON l.item_id = i.id"
L_IS = f"{L_I} JOIN sales s ON l.sale_id = s.id"
L_ISH = f"{L_IS} JOIN shops sh ON s.shop_id = sh.id"
W_I = "waste_log w JOIN items i ON w.item_id = i.id"
BAKED = "sum(l.qty * i.px)"
# cowork: codes named unlike their targets; room_bookings.booked_by and invoices.member ->
# members.member_code, room_bookings.room -> spaces.space_ref; room income = hrs x hourly_rate, not cancelled
B_S = "room_bookings b JOIN spaces s ON b.room = s.space_ref"
B_M = "room_bookings b JOIN members m ON b.booked_by = m.member_code"
I_M = "invoices i JOIN members m ON i.member = m.member_code"
ROOM_INC = "sum(b.hrs * s.hourly_rate)"
KEPT = "b.bkg_state <> 'cancelled'"


def _s(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("ski", shape, question, truth, percent)


def _b(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("bakery", shape, question, truth, percent)


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("cowork", shape, question, truth, percent)


QUESTIONS_N = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _s("top_label", "Which lift gets ridden the most?",
       f"SELECT l.lift_name, count(*) n FROM {S_L} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _s("top_label", "Who are the 2 skiers that have taken the most lift rides?",
       f"SELECT k.skier_name, count(*) n FROM {S_PK} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _s("top_label", "Skiers from which country spend the most on lift passes? After discounts, and leave out "
       "refunded passes.",
       f"SELECT k.home_country, {TAKINGS} s FROM {P_PPK} WHERE {PAID} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _s("top_label", "what kind of pass makes us the most money (net of discounts, refunds excluded)?",
       f"SELECT pp.pass_kind, {TAKINGS} s FROM {P_PP} WHERE {PAID} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _b("top_label", "Which of our shops has taken the most money?",
       f"SELECT sh.shop_nm, {BAKED} s FROM {L_ISH} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _b("top_label", "What are our top 3 best sellers by number of items sold?",
       f"SELECT i.item_nm, sum(l.qty) n FROM {L_I} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _b("top_label", "Which item do we end up binning the most of?",
       f"SELECT i.item_nm, sum(w.qty_wasted) n FROM {W_I} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "Which three members have booked rooms for the most hours? Don't count cancelled "
       "bookings.",
       f"SELECT m.full_name, sum(b.hrs) h FROM {B_M} WHERE {KEPT} GROUP BY 1 ORDER BY h DESC, 1 LIMIT 3"),
    _c("top_label", "Which company has the most people signed up with us?",
       "SELECT company, count(*) n FROM members WHERE company IS NOT NULL GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "Who owes us the most on unpaid invoices?",
       f"SELECT m.full_name, sum(i.amt_gbp) a FROM {I_M} WHERE i.paid_on IS NULL GROUP BY 1 "
       "ORDER BY a DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _s("measure", "How much have we taken in lift pass sales after discounts, not counting refunded passes?",
       f"SELECT {TAKINGS} FROM {P_PP} WHERE {PAID}"),
    _s("measure", "How many rides have there been on drag lifts altogether?",
       f"SELECT count(*) FROM {S_L} WHERE l.lift_type = 'drag lift'"),
    _s("measure", "How many vertical metres have our lifts carried skiers up in total, adding up every ride?",
       f"SELECT sum(l.vertical_m) FROM {S_L}"),
    _b("measure", "What are our total takings across all the shops?", f"SELECT {BAKED} FROM {L_I}"),
    _b("measure", "How much pastry have the station kiosks sold, in pounds?",
       f"SELECT {BAKED} FROM {L_ISH} WHERE i.cat = 'pastry' AND sh.shop_typ = 'station kiosk'"),
    _b("measure", "What's the average spend per transaction?",
       f"SELECT avg(v) FROM (SELECT l.sale_id, {BAKED} v FROM {L_I} GROUP BY 1)"),
    _b("measure", "What has the stock we threw away cost us, at cost price?",
       f"SELECT sum(w.qty_wasted * i.unit_cost) FROM {W_I}"),
    _c("measure", "How much have we invoiced members altogether?", "SELECT sum(amt_gbp) FROM invoices"),
    _c("measure", "How much money is still outstanding on unpaid invoices?",
       "SELECT sum(amt_gbp) FROM invoices WHERE paid_on IS NULL"),
    _c("measure", "How much have room bookings at our Camden site brought in? Leave out cancellations.",
       f"SELECT {ROOM_INC} FROM {B_S} WHERE {KEPT} AND s.site = 'Camden'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _s("dates", "How many passes were bought in November 2025?",
       "SELECT count(*) FROM passes WHERE bought_at >= TIMESTAMP '2025-11-01' "
       "AND bought_at < TIMESTAMP '2025-12-01'"),
    _s("dates", "How many lift rides did we record in February 2026?",
       "SELECT count(*) FROM lift_scans WHERE scanned_at >= TIMESTAMP '2026-02-01' "
       "AND scanned_at < TIMESTAMP '2026-03-01'"),
    _s("dates", "How many lift rides were there over the Christmas holidays, 20 December 2025 to 4 January "
       "2026?",
       "SELECT count(*) FROM lift_scans WHERE scanned_at >= TIMESTAMP '2025-12-20' "
       "AND scanned_at < TIMESTAMP '2026-01-05'"),
    _b("dates", "How many transactions did we ring up in December 2025?",
       "SELECT count(*) FROM sales WHERE sale_ts >= TIMESTAMP '2025-12-01' "
       "AND sale_ts < TIMESTAMP '2026-01-01'"),
    _b("dates", "What were our takings in Q2 2025?",
       f"SELECT {BAKED} FROM {L_IS} WHERE s.sale_ts >= TIMESTAMP '2025-04-01' "
       "AND s.sale_ts < TIMESTAMP '2025-07-01'"),
    _b("dates", "Which hour of the day do we get the most transactions?",
       "SELECT hour(sale_ts) h, count(*) n FROM sales GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("dates", "How many room bookings were there for March 2026?",
       "SELECT count(*) FROM room_bookings WHERE start_ts >= TIMESTAMP '2026-03-01' "
       "AND start_ts < TIMESTAMP '2026-04-01'"),
    _c("dates", "What did we invoice members for the last quarter of 2025?",
       "SELECT sum(amt_gbp) FROM invoices "
       "WHERE period_start BETWEEN DATE '2025-10-01' AND DATE '2025-12-31'"),
    _c("dates", "how many members joined in 2024?",
       "SELECT count(*) FROM members WHERE year(joined_on) = 2024"),
    _c("dates", "How many invoices got paid in May 2026?",
       "SELECT count(*) FROM invoices WHERE paid_on BETWEEN DATE '2026-05-01' AND DATE '2026-05-31'"),
    # --------------------------------------------------------------- shares and percentages
    _s("share", "What percentage of lift passes end up refunded?",
       "SELECT avg(CASE WHEN pass_status = 'refunded' THEN 1 ELSE 0 END) FROM passes", percent=True),
    _s("share", "What share of lift rides happen on the Glacier sector's lifts?",
       f"SELECT avg(CASE WHEN l.sector = 'Glacier' THEN 1 ELSE 0 END) FROM {S_L}", percent=True),
    _s("share", "How much of our pass money comes from season passes, as a percentage? Net of discounts, "
       "refunded passes left out.",
       f"SELECT sum(CASE WHEN pp.pass_kind = 'Season' THEN pp.list_price * (100 - p.discount_pct) / 100 "
       f"ELSE 0 END) / {TAKINGS} FROM {P_PP} WHERE {PAID}", percent=True),
    _s("share", "What proportion of passes are bought online?",
       "SELECT avg(CASE WHEN sales_channel = 'online' THEN 1 ELSE 0 END) FROM passes", percent=True),
    _b("share", "What percentage of transactions are paid in cash?",
       "SELECT avg(CASE WHEN pay_mthd = 'cash' THEN 1 ELSE 0 END) FROM sales", percent=True),
    _b("share", "What share of our takings comes from vegan items?",
       f"SELECT sum(CASE WHEN i.vegan_flg = 'Y' THEN l.qty * i.px ELSE 0 END) / {BAKED} FROM {L_I}",
       percent=True),
    _b("share", "in what % of transactions did the customer use a loyalty card?",
       "SELECT avg(CASE WHEN loyalty_no IS NOT NULL THEN 1 ELSE 0 END) FROM sales", percent=True),
    _c("share", "What percentage of room bookings get cancelled?",
       "SELECT avg(CASE WHEN bkg_state = 'cancelled' THEN 1 ELSE 0 END) FROM room_bookings", percent=True),
    _c("share", "What percentage of our invoices are still unpaid?",
       "SELECT avg(CASE WHEN paid_on IS NULL THEN 1 ELSE 0 END) FROM invoices", percent=True),
    _c("share", "What proportion of our members are freelancers, i.e. not with any company?",
       "SELECT avg(CASE WHEN company IS NULL THEN 1 ELSE 0 END) FROM members", percent=True),
    # --------------------------------------------------------------- entities with no match
    _s("anti_join", "Which lifts haven't carried a single skier yet?",
       "SELECT l.lift_name FROM lifts l WHERE NOT EXISTS "
       "(SELECT 1 FROM lift_scans s WHERE s.lift_id = l.lift_id) ORDER BY 1"),
    _s("anti_join", "How many registered skiers have never bought a pass?",
       "SELECT count(*) FROM skiers k WHERE NOT EXISTS "
       "(SELECT 1 FROM passes p WHERE p.skier_id = k.skier_id)"),
    _s("anti_join", "How many paid-for passes were never scanned at any lift?",
       f"SELECT count(*) FROM passes p WHERE {PAID} AND NOT EXISTS "
       "(SELECT 1 FROM lift_scans s WHERE s.pass_id = p.pass_id)"),
    _b("anti_join", "Which shops haven't made a single sale yet?",
       "SELECT sh.shop_nm FROM shops sh WHERE NOT EXISTS "
       "(SELECT 1 FROM sales s WHERE s.shop_id = sh.id) ORDER BY 1"),
    _b("anti_join", "Which items on our list have never sold?",
       "SELECT i.item_nm FROM items i WHERE NOT EXISTS "
       "(SELECT 1 FROM sale_lines l WHERE l.item_id = i.id) ORDER BY 1"),
    _b("anti_join", "How many of our products have never been thrown away?",
       "SELECT count(*) FROM items i WHERE NOT EXISTS (SELECT 1 FROM waste_log w WHERE w.item_id = i.id)"),
    _b("anti_join", "How many shops have never logged any waste?",
       "SELECT count(*) FROM shops sh WHERE NOT EXISTS (SELECT 1 FROM waste_log w WHERE w.shop_id = sh.id)"),
    _c("anti_join", "Which of our bookable spaces have never been booked?",
       "SELECT s.space_label FROM spaces s WHERE NOT EXISTS "
       "(SELECT 1 FROM room_bookings b WHERE b.room = s.space_ref) ORDER BY 1"),
    _c("anti_join", "How many members have never booked a room?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS "
       "(SELECT 1 FROM room_bookings b WHERE b.booked_by = m.member_code)"),
    _c("anti_join", "Which members who have left us never booked a room while they were here?",
       "SELECT m.full_name FROM members m WHERE m.mbr_status = 'left' AND NOT EXISTS "
       "(SELECT 1 FROM room_bookings b WHERE b.booked_by = m.member_code) ORDER BY 1"),
    # --------------------------------------------------------------- per X across tables
    _s("per_x", "Lift rides by sector of the mountain",
       f"SELECT l.sector, count(*) FROM {S_L} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Pass takings per sales channel, after discounts and without refunded passes",
       f"SELECT p.sales_channel, {TAKINGS} FROM {P_PP} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "How many lift rides do beginner, intermediate, advanced and expert skiers take?",
       f"SELECT k.ability, count(*) FROM {S_PK} GROUP BY 1 ORDER BY 1"),
    _b("per_x", "Takings by product category",
       f"SELECT i.cat, {BAKED} FROM {L_I} GROUP BY 1 ORDER BY 1"),
    _b("per_x", "How many items did we waste for each reason?",
       "SELECT reason, sum(qty_wasted) FROM waste_log GROUP BY 1 ORDER BY 1"),
    _b("per_x", "number of transactions per payment method",
       "SELECT pay_mthd, count(*) FROM sales GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Room booking income for each site, cancelled bookings excluded",
       f"SELECT s.site, {ROOM_INC} FROM {B_S} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many members do we have on each plan?",
       "SELECT plan, count(*) FROM members GROUP BY 1 ORDER BY 1"),
    _c("per_x", "What have we invoiced in total for each membership plan?",
       f"SELECT m.plan, sum(i.amt_gbp) FROM {I_M} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How long is the average booking for each kind of space (meeting rooms, phone booths and so "
       "on)?",
       f"SELECT s.space_kind, avg(b.hrs) FROM {B_S} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _s("compare", "Gondolas or chairlifts: which carry more rides?",
       f"SELECT l.lift_type, count(*) FROM {S_L} WHERE l.lift_type IN ('gondola', 'chairlift') "
       "GROUP BY 1 ORDER BY 1"),
    _s("compare", "Compare pass takings for the 2024/25 and 2025/26 seasons, after discounts and leaving out "
       "refunds",
       f"SELECT pp.season, {TAKINGS} FROM {P_PP} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _s("compare", "How many adult passes did we sell compared with child passes? Don't count refunded ones.",
       f"SELECT pp.age_band, count(*) FROM {P_PP} WHERE {PAID} AND pp.age_band IN ('Adult', 'Child') "
       "GROUP BY 1 ORDER BY 1"),
    _s("compare", "Do skiers from the UK or from France take more lift rides?",
       f"SELECT k.home_country, count(*) FROM {S_PK} "
       "WHERE k.home_country IN ('United Kingdom', 'France') GROUP BY 1 ORDER BY 1"),
    _b("compare", "Card vs cash - how many transactions of each?",
       "SELECT pay_mthd, count(*) FROM sales WHERE pay_mthd IN ('card', 'cash') GROUP BY 1 ORDER BY 1"),
    _b("compare", "Bread versus cakes: which brings in more money?",
       f"SELECT i.cat, {BAKED} FROM {L_I} WHERE i.cat IN ('bread', 'cake') GROUP BY 1 ORDER BY 1"),
    _b("compare", "Compare takings of our Bath shops with our Exeter shops",
       f"SELECT sh.town, {BAKED} FROM {L_ISH} WHERE sh.town IN ('Bath', 'Exeter') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Shoreditch against Camden: which site earns more from room bookings, cancellations aside?",
       f"SELECT s.site, {ROOM_INC} FROM {B_S} WHERE {KEPT} AND s.site IN ('Shoreditch', 'Camden') "
       "GROUP BY 1 ORDER BY 1"),
    _c("compare", "How does what we invoiced for Q1 2025 compare with Q1 2026?",
       "SELECT year(period_start) y, sum(amt_gbp) FROM invoices WHERE quarter(period_start) = 1 "
       "AND year(period_start) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _c("compare", "Who books more room hours, hot desk members or fixed desk members? Leave out cancelled "
       "bookings.",
       f"SELECT m.plan, sum(b.hrs) FROM {B_M} WHERE {KEPT} AND m.plan IN ('Hot desk', 'Fixed desk') "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _s("cannot", "What's the average queue time at each lift?"),
    _s("cannot", "How many centimetres of fresh snow did we get in January?"),
    _s("cannot", "Which ski instructor gave the most lessons last season?"),
    _b("cannot", "Which baker on the early shift made the most loaves?"),
    _b("cannot", "How many people walk into each shop on a typical day?"),
    _b("cannot", "How much flour did we get through last month?"),
    _b("cannot", "What rent do we pay for each shop?"),
    _c("cannot", "How many cups of coffee do members drink a day?"),
    _c("cannot", "How full is the hot desk area at each site by hour of the day?"),
    _c("cannot", "How many guests did members sign in at reception last month?"),
)
