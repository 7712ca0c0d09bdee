"""Set M: ten questions a shape on the hotels, vegbox and lockers schemas of `schemas_m.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

"Nights" sums `bookings.nights`; "bookings", "orders" (skipped ones too), "deliveries" (orders 'DLV'),
"parcels" and "faults" count rows; "how many medium boxes / plums" sums `order_lines.qty`. Room revenue and
nights "stayed" count only bookings with `bkg_status` 'stayed'; a question about bookings in general counts
every status. Veg box "sales" leave out the delivery fee (each question says so or asks only about produce).
Merchants are billed their `rate_gbp` for every parcel, whatever became of it. Hours in a locker run from
`dropped_at` to `collected_at`, for collected parcels only.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# hotels: declared PRIMARY KEY / REFERENCES on same-named keys; a booking reaches its hotel through its room;
# room revenue = bookings.nights x rooms.nightly_rate, extras = qty x unit_price
B_R = "bookings b JOIN rooms r USING (room_id)"
B_RH = f"{B_R} JOIN hotels h USING (hotel_id)"
B_G = "bookings b JOIN guests g USING (guest_id)"
E_B = "extras e JOIN bookings b USING (booking_id)"
E_BRH = f"{E_B} JOIN rooms r USING (room_id) JOIN hotels h USING (hotel_id)"
ROOM_REV = "sum(b.nights * r.nightly_rate)"
EXTRA_REV = "sum(e.qty * e.unit_price)"
STAYED = "b.bkg_status = 'stayed'"
# vegbox: <thing>_id -> id, no declared keys; abbreviated columns; sales = order_lines.qty x products.unit_px
L_P = "order_lines l JOIN products p ON l.product_id = p.id"
L_PO = f"{L_P} JOIN orders o ON l.order_id = o.id"
L_POC = f"{L_PO} JOIN customers c ON o.customer_id = c.id"
O_C = "orders o JOIN customers c ON o.customer_id = c.id"
SALES = "sum(l.qty * p.unit_px)"
# lockers: codes named unlike their targets; parcels.shipper -> merchants.merchant_ref,
# parcels.dest and faults.unit -> lockers.locker_code; billing = one merchants.rate_gbp per parcel
P_M = "parcels p JOIN merchants m ON p.shipper = m.merchant_ref"
P_L = "parcels p JOIN lockers l ON p.dest = l.locker_code"
F_L = "faults f JOIN lockers l ON f.unit = l.locker_code"
BILLED = "sum(m.rate_gbp)"
HOURS = "avg(epoch(p.collected_at - p.dropped_at) / 3600)"


def _h(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("hotels", shape, question, truth, percent)


def _v(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("vegbox", shape, question, truth, percent)


def _l(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("lockers", shape, question, truth, percent)


QUESTIONS_M = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _h("top_label", "Which of our hotels has earned the most from room bookings, counting only stays that "
       "actually went ahead?",
       f"SELECT h.hotel_name, {ROOM_REV} s FROM {B_RH} WHERE {STAYED} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _h("top_label", "Who are our three most loyal guests by number of nights actually stayed?",
       f"SELECT g.guest_name, sum(b.nights) n FROM {B_G} WHERE {STAYED} GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    _h("top_label", "which city did we sell the most room nights in during 2025? (stays that happened only)",
       f"SELECT h.city, sum(b.nights) n FROM {B_RH} WHERE {STAYED} AND year(b.check_in) = 2025 GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _h("top_label", "Top 3 hotels for guest spending on extras - dinners, spa, bar and so on",
       f"SELECT h.hotel_name, {EXTRA_REV} s FROM {E_BRH} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _v("top_label", "Who are our 5 biggest-spending customers? Just what they bought, not the delivery "
       "charges.",
       f"SELECT c.cust_nm, {SALES} s FROM {L_POC} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 5"),
    _v("top_label", "Apart from the boxes themselves, what's our best seller by quantity?",
       f"SELECT p.prod_nm, sum(l.qty) n FROM {L_P} WHERE p.cat <> 'box' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _v("top_label", "Which three growers' products bring in the most money for us?",
       f"SELECT p.grower, {SALES} s FROM {L_P} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _l("top_label", "Which 3 merchants have we invoiced the most for parcel deliveries?",
       f"SELECT m.merchant_name, {BILLED} s FROM {P_M} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _l("top_label", "Which locker location gets the most packages sent to it?",
       f"SELECT l.site_desc, count(*) n FROM {P_L} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _l("top_label", "what are the 2 lockers that have cost us most in engineer call-outs?",
       f"SELECT l.site_desc, sum(f.callout_gbp) s FROM {F_L} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 2"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _h("measure", "What's our total room revenue from completed stays?",
       f"SELECT {ROOM_REV} FROM {B_R} WHERE {STAYED}"),
    _h("measure", "How much have guests spent on spa treatments altogether?",
       f"SELECT {EXTRA_REV} FROM extras e WHERE e.item = 'Spa treatment'"),
    _h("measure", "On average how many nights do guests stay at our London hotels?",
       f"SELECT avg(b.nights) FROM {B_RH} WHERE h.city = 'London' AND {STAYED}"),
    _v("measure", "What are our total sales, leaving out delivery fees?", f"SELECT {SALES} FROM {L_P}"),
    _v("measure", "How much have we taken in delivery charges?", "SELECT sum(deliv_fee) FROM orders"),
    _v("measure", "How many medium veg boxes have we sent out in total?",
       f"SELECT sum(l.qty) FROM {L_P} WHERE p.prod_nm = 'Medium veg box'"),
    _v("measure", "What's the average value of a delivered order, not counting the delivery charge?",
       f"SELECT avg(v) FROM (SELECT l.order_id, {SALES} v FROM {L_P} GROUP BY 1)"),
    _l("measure", "How much have we billed merchants in total for all the parcels we've handled?",
       f"SELECT {BILLED} FROM {P_M}"),
    _l("measure", "On average, how many hours does a parcel sit in a locker before someone picks it up?",
       f"SELECT {HOURS} FROM parcels p WHERE p.parcel_sts = 'COLL'"),
    _l("measure", "What have engineer callouts cost us for our Bristol lockers?",
       f"SELECT sum(f.callout_gbp) FROM {F_L} WHERE l.town = 'Bristol'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _h("dates", "How many bookings were made in March 2026? I mean the date the booking came in, not the "
       "check-in date.",
       "SELECT count(*) FROM bookings WHERE booked_at >= TIMESTAMP '2026-03-01' "
       "AND booked_at < TIMESTAMP '2026-04-01'"),
    _h("dates", "What room revenue did we make from stays checking in during Q3 2025?",
       f"SELECT {ROOM_REV} FROM {B_R} WHERE {STAYED} "
       "AND b.check_in BETWEEN DATE '2025-07-01' AND DATE '2025-09-30'"),
    _h("dates", "How much did guests spend on extras in December 2025?",
       f"SELECT {EXTRA_REV} FROM extras e WHERE e.posted_at >= TIMESTAMP '2025-12-01' "
       "AND e.posted_at < TIMESTAMP '2026-01-01'"),
    _v("dates", "How many deliveries did we actually make in the last three months of 2025?",
       "SELECT count(*) FROM orders WHERE ord_sts = 'DLV' "
       "AND deliv_dt BETWEEN DATE '2025-10-01' AND DATE '2025-12-31'"),
    _v("dates", "What were sales for deliveries in April 2026, excluding delivery fees?",
       f"SELECT {SALES} FROM {L_PO} WHERE o.deliv_dt BETWEEN DATE '2026-04-01' AND DATE '2026-04-30'"),
    _v("dates", "Which day of the week do we do the most deliveries on?",
       "SELECT dayname(deliv_dt) d, count(*) n FROM orders WHERE ord_sts = 'DLV' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _l("dates", "How many parcels were dropped off in December 2025?",
       "SELECT count(*) FROM parcels WHERE dropped_at >= TIMESTAMP '2025-12-01' "
       "AND dropped_at < TIMESTAMP '2026-01-01'"),
    _l("dates", "how many locker faults were logged in 2025",
       "SELECT count(*) FROM faults WHERE year(logged_at) = 2025"),
    _l("dates", "What did we bill merchants for parcels dropped off in the first quarter of 2026?",
       f"SELECT {BILLED} FROM {P_M} WHERE p.dropped_at >= TIMESTAMP '2026-01-01' "
       "AND p.dropped_at < TIMESTAMP '2026-04-01'"),
    _l("dates", "Which month was our busiest for parcel drop-offs?",
       "SELECT strftime(dropped_at, '%Y-%m') mon, count(*) n FROM parcels GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- shares and percentages
    _h("share", "What percentage of bookings get cancelled?",
       "SELECT avg(CASE WHEN bkg_status = 'cancelled' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _h("share", "What share of our room revenue from completed stays comes from the hotels in Scotland?",
       f"SELECT sum(CASE WHEN h.nation = 'Scotland' THEN b.nights * r.nightly_rate ELSE 0 END) / {ROOM_REV} "
       f"FROM {B_RH} WHERE {STAYED}", percent=True),
    _h("share", "What proportion of our bookings come in through Booking.com or Expedia?",
       "SELECT avg(CASE WHEN channel IN ('Booking.com', 'Expedia') THEN 1 ELSE 0 END) FROM bookings",
       percent=True),
    _h("share", "what % of the guests on our books are gold or platinum members?",
       "SELECT avg(CASE WHEN loyalty_tier IN ('Gold', 'Platinum') THEN 1 ELSE 0 END) FROM guests",
       percent=True),
    _v("share", "What percentage of orders did customers skip?",
       "SELECT avg(CASE WHEN ord_sts = 'SKP' THEN 1 ELSE 0 END) FROM orders", percent=True),
    _v("share", "How much of our sales is organic produce, as a percentage?",
       f"SELECT sum(CASE WHEN p.org_flg = 'Y' THEN l.qty * p.unit_px ELSE 0 END) / {SALES} FROM {L_P}",
       percent=True),
    _v("share", "What fraction of sales comes from add-ons rather than the boxes themselves?",
       f"SELECT sum(CASE WHEN p.cat <> 'box' THEN l.qty * p.unit_px ELSE 0 END) / {SALES} FROM {L_P}",
       percent=True),
    _l("share", "What percentage of parcels were never collected and had to go back to the sender?",
       "SELECT avg(CASE WHEN parcel_sts = 'RTS' THEN 1 ELSE 0 END) FROM parcels", percent=True),
    _l("share", "What share of the parcels we handle are large ones?",
       "SELECT avg(CASE WHEN size_band = 'L' THEN 1 ELSE 0 END) FROM parcels", percent=True),
    _l("share", "How much of our parcel billing comes from fashion retailers, in percent?",
       f"SELECT sum(CASE WHEN m.sector = 'fashion' THEN m.rate_gbp ELSE 0 END) / {BILLED} FROM {P_M}",
       percent=True),
    # --------------------------------------------------------------- entities with no match
    _h("anti_join", "Which hotels haven't had a single booking yet?",
       "SELECT h.hotel_name FROM hotels h WHERE NOT EXISTS (SELECT 1 FROM bookings b "
       "JOIN rooms r USING (room_id) WHERE r.hotel_id = h.hotel_id) ORDER BY 1"),
    _h("anti_join", "How many guests are signed up with us but have never made a booking?",
       "SELECT count(*) FROM guests g WHERE NOT EXISTS "
       "(SELECT 1 FROM bookings b WHERE b.guest_id = g.guest_id)"),
    _h("anti_join", "How many completed stays had no extras charged at all?",
       f"SELECT count(*) FROM bookings b WHERE {STAYED} AND NOT EXISTS "
       "(SELECT 1 FROM extras e WHERE e.booking_id = b.booking_id)"),
    _v("anti_join", "Which products have we never sold?",
       "SELECT p.prod_nm FROM products p WHERE NOT EXISTS "
       "(SELECT 1 FROM order_lines l WHERE l.product_id = p.id) ORDER BY 1"),
    _v("anti_join", "How many customers have never placed an order?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS "
       "(SELECT 1 FROM orders o WHERE o.customer_id = c.id)"),
    _v("anti_join", "How many customers have never actually had a delivery from us?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS "
       "(SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.ord_sts = 'DLV')"),
    _v("anti_join", "which closed accounts never ordered anything at all?",
       "SELECT c.cust_nm FROM customers c WHERE c.acct_sts = 'closed' AND NOT EXISTS "
       "(SELECT 1 FROM orders o WHERE o.customer_id = c.id) ORDER BY 1"),
    _l("anti_join", "Which merchants haven't sent any parcels through us yet?",
       "SELECT m.merchant_name FROM merchants m WHERE NOT EXISTS "
       "(SELECT 1 FROM parcels p WHERE p.shipper = m.merchant_ref) ORDER BY 1"),
    _l("anti_join", "How many lockers have never had a fault reported?",
       "SELECT count(*) FROM lockers l WHERE NOT EXISTS "
       "(SELECT 1 FROM faults f WHERE f.unit = l.locker_code)"),
    _l("anti_join", "How many of our lockers have never had a parcel delivered to them?",
       "SELECT count(*) FROM lockers l WHERE NOT EXISTS "
       "(SELECT 1 FROM parcels p WHERE p.dest = l.locker_code)"),
    # --------------------------------------------------------------- per X across tables
    _h("per_x", "Room revenue by country the hotel is in (England, Scotland, ...), completed stays only",
       f"SELECT h.nation, {ROOM_REV} FROM {B_RH} WHERE {STAYED} GROUP BY 1 ORDER BY 1"),
    _h("per_x", "How many nights has each loyalty tier stayed with us?",
       f"SELECT g.loyalty_tier, sum(b.nights) FROM {B_G} WHERE {STAYED} GROUP BY 1 ORDER BY 1"),
    _h("per_x", "average room rate per night for 3, 4 and 5 star hotels",
       "SELECT h.stars, avg(r.nightly_rate) FROM rooms r JOIN hotels h USING (hotel_id) "
       "GROUP BY 1 ORDER BY 1"),
    _v("per_x", "Sales by delivery round (excluding delivery fees)",
       f"SELECT o.rnd, {SALES} FROM {L_PO} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "How much have we sold in each product category, boxes aside?",
       f"SELECT p.cat, {SALES} FROM {L_P} WHERE p.cat <> 'box' GROUP BY 1 ORDER BY 1"),
    _v("per_x", "Number of orders from weekly, fortnightly and one-off customers",
       f"SELECT c.freq, count(*) FROM {O_C} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "Parcels per type of host site (supermarket, petrol station etc.)",
       f"SELECT l.host_type, count(*) FROM {P_L} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "How much have we billed merchants in each sector?",
       f"SELECT m.sector, {BILLED} FROM {P_M} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "For each engineer, how many days on average does it take them to fix a fault?",
       "SELECT engineer, avg(date_diff('day', CAST(logged_at AS DATE), resolved_on)) FROM faults "
       "WHERE resolved_on IS NOT NULL GROUP BY 1 ORDER BY 1"),
    _l("per_x", "total call-out costs by type of fault",
       "SELECT fault_kind, sum(callout_gbp) FROM faults GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _h("compare", "Did we make more room revenue in Q1 2025 or Q1 2026? Completed stays, by check-in date.",
       f"SELECT year(b.check_in) y, {ROOM_REV} FROM {B_R} WHERE {STAYED} AND quarter(b.check_in) = 1 "
       "AND year(b.check_in) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _h("compare", "Website vs Booking.com - which gets us more bookings?",
       "SELECT channel, count(*) FROM bookings WHERE channel IN ('Website', 'Booking.com') "
       "GROUP BY 1 ORDER BY 1"),
    _h("compare", "Compare what Irish guests and American guests spend on extras",
       f"SELECT g.home_country, {EXTRA_REV} FROM {E_B} JOIN guests g USING (guest_id) "
       "WHERE g.home_country IN ('Ireland', 'United States') GROUP BY 1 ORDER BY 1"),
    _h("compare", "Do guests stay longer in suites or in family rooms, on average?",
       f"SELECT r.room_type, avg(b.nights) FROM {B_R} WHERE {STAYED} AND r.room_type IN ('Suite', 'Family') "
       "GROUP BY 1 ORDER BY 1"),
    _v("compare", "Organic vs non-organic: how much have we sold of each?",
       f"SELECT p.org_flg, {SALES} FROM {L_P} GROUP BY 1 ORDER BY 1"),
    _v("compare", "Which sells more, the small veg box or the large one?",
       f"SELECT p.prod_nm, sum(l.qty) FROM {L_P} WHERE p.prod_nm IN ('Small veg box', 'Large veg box') "
       "GROUP BY 1 ORDER BY 1"),
    _v("compare", "City round against the Villages round - which brings in more in sales?",
       f"SELECT o.rnd, {SALES} FROM {L_PO} WHERE o.rnd IN ('City', 'Villages') GROUP BY 1 ORDER BY 1"),
    _l("compare", "Bristol or Cardiff: whose lockers get more parcels?",
       f"SELECT l.town, count(*) FROM {P_L} WHERE l.town IN ('Bristol', 'Cardiff') GROUP BY 1 ORDER BY 1"),
    _l("compare", "How did parcel volumes in Q4 2025 compare with Q1 2026?",
       "SELECT year(dropped_at) y, quarter(dropped_at) q, count(*) FROM parcels "
       "WHERE (year(dropped_at) = 2025 AND quarter(dropped_at) = 4) "
       "OR (year(dropped_at) = 2026 AND quarter(dropped_at) = 1) GROUP BY 1, 2 ORDER BY 1, 2"),
    _l("compare", "Do people pick up their parcels quicker from supermarket lockers or petrol station ones?",
       f"SELECT l.host_type, {HOURS} FROM {P_L} WHERE p.parcel_sts = 'COLL' "
       "AND l.host_type IN ('supermarket', 'petrol station') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _h("cannot", "What's the average review score for each of our hotels?"),
    _h("cannot", "How much do we spend on housekeeping at each hotel?"),
    _h("cannot", "Which guests asked for a room with a sea view?"),
    _v("cannot", "What profit margin do we make on each grower's produce?"),
    _v("cannot", "How many miles does the van cover on each delivery round?"),
    _v("cannot", "Which of our customers are vegetarian or vegan?"),
    _l("cannot", "Which courier driver delivered the most parcels to our lockers?"),
    _l("cannot", "What's the heaviest parcel we've ever had in a locker?"),
    _l("cannot", "How much electricity does each locker use a month?"),
    _l("cannot", "How many customers rated their pick-up experience five stars?"),
)
