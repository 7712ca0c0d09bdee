"""Set F: ten questions a shape on the airline, restaurant and ticketing schemas of `schemas_f.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would ask, and checked only by running each truth on DuckDB (non-empty, no tie at a
LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these questions before their first
scored run.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# airline: declared primary keys only, keys named unlike their targets
BF = "bookings b JOIN flights f ON b.flight = f.flight_id"
BP = "bookings b JOIN passengers p ON b.passenger = p.pax_ref"
BFP = f"{BF} JOIN passengers p ON b.passenger = p.pax_ref"
F_ORIG = "flights f JOIN airports a ON f.origin = a.iata"
# restaurant: declared PRIMARY KEY / REFERENCES, same-named <entity>_id
LINES = "order_lines l JOIN dishes d USING (dish_id)"
L_ORD = f"{LINES} JOIN orders r USING (order_id)"
L_OUT = f"{L_ORD} JOIN outlets o USING (outlet_id)"
TAKE = "sum(l.quantity * d.price)"
ORDER_TOTALS = ("SELECT r.order_id, r.channel, r.status, sum(l.quantity * d.price) AS total "
                f"FROM {L_ORD} GROUP BY ALL")
# ticketing: <entity>_id -> id, events.held_at -> venues.venue_code, refunds.sale_id -> ticket_sales.id
S_EV = "ticket_sales s JOIN events e ON s.event_id = e.id"
S_VEN = f"{S_EV} JOIN venues v ON e.held_at = v.venue_code"
S_CUS = "ticket_sales s JOIN customers c ON s.customer_id = c.id"
R_EV = "refunds r JOIN ticket_sales s ON r.sale_id = s.id JOIN events e ON s.event_id = e.id"
GROSS = "sum(s.quantity * s.unit_price)"


def _a(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("airline", shape, question, truth, percent)


def _r(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("restaurant", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("ticketing", shape, question, truth, percent)


QUESTIONS_F = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _a("top_label", "Who are our five biggest-spending passengers? Only count bookings that "
       "weren't cancelled.",
       f"SELECT p.first_name, p.last_name, sum(b.fare) s FROM {BP} WHERE b.status <> 'cancelled' "
       "GROUP BY 1, 2 ORDER BY s DESC, 1, 2 LIMIT 5"),
    _a("top_label", "Which 2 airports had the most scheduled departures in 2025?",
       f"SELECT a.airport_name, count(*) n FROM {F_ORIG} WHERE year(f.departs_at) = 2025 "
       "GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _a("top_label", "Top 3 destination cities by passengers who actually flew there",
       f"SELECT a.city, count(*) n FROM {BF} JOIN airports a ON f.destination = a.iata "
       "WHERE b.status = 'flown' GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _a("top_label", "which passenger has booked business class the most times?",
       f"SELECT p.first_name, p.last_name, count(*) n FROM {BP} WHERE b.cabin = 'business' "
       "GROUP BY 1, 2 ORDER BY n DESC, 1, 2 LIMIT 1"),
    _r("top_label", "Which three outlets brought in the most money from completed orders?",
       f"SELECT o.name, {TAKE} s FROM {L_OUT} WHERE r.status = 'completed' "
       "GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _r("top_label", "What are our 5 best sellers by portions ordered?",
       f"SELECT d.dish_name, sum(l.quantity) n FROM {LINES} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 5"),
    _r("top_label", "Which two desserts earn us the most?",
       f"SELECT d.dish_name, {TAKE} s FROM {LINES} WHERE d.course = 'dessert' GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 2"),
    _t("top_label", "Which four events shifted the most tickets?",
       f"SELECT e.title, sum(s.quantity) n FROM {S_EV} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 4"),
    _t("top_label", "Show me the top 5 customers by money spent on tickets, before any refunds",
       f"SELECT c.full_name, {GROSS} t FROM {S_CUS} GROUP BY 1 ORDER BY t DESC, 1 LIMIT 5"),
    _t("top_label", "Which two venues brought in the most ticket money once refunds are taken off?",
       f"SELECT v.name, {GROSS} - coalesce(sum(r.amount), 0) net FROM {S_VEN} "
       "LEFT JOIN refunds r ON r.sale_id = s.id GROUP BY 1 ORDER BY net DESC, 1 LIMIT 2"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _a("measure", "How much fare revenue did business class bookings bring in, counting only the "
       "ones actually flown?",
       "SELECT sum(fare) FROM bookings WHERE cabin = 'business' AND status = 'flown'"),
    _a("measure", "What's the average fare on flights out of Heathrow, across all bookings "
       "including cancelled ones?",
       f"SELECT avg(b.fare) FROM {BF} JOIN airports a ON f.origin = a.iata "
       "WHERE a.airport_name = 'Heathrow'"),
    _a("measure", "How many kilometres have our gold-tier passengers flown in total?",
       f"SELECT sum(f.distance_km) FROM {BFP} WHERE p.loyalty_tier = 'gold' AND b.status = 'flown'"),
    _r("measure", "What are total takings across every order, cancelled ones included?",
       f"SELECT {TAKE} FROM {LINES}"),
    _r("measure", "How much did vegetarian dishes make on delivery orders?",
       f"SELECT {TAKE} FROM {L_ORD} WHERE d.vegetarian AND r.channel = 'delivery'"),
    _r("measure", "What's the average bill for a completed order?",
       f"SELECT avg(total) FROM ({ORDER_TOTALS}) WHERE status = 'completed'"),
    _r("measure", "How many drinks did the Glasgow restaurants sell, excluding cancelled orders?",
       f"SELECT sum(l.quantity) FROM {L_OUT} WHERE d.course = 'drink' AND o.city = 'Glasgow' "
       "AND r.status <> 'cancelled'"),
    _t("measure", "What's the total face value of all tickets sold for comedy shows?",
       f"SELECT {GROSS} FROM {S_EV} WHERE e.category = 'comedy'"),
    _t("measure", "How much money have we handed back to people whose event was cancelled?",
       f"SELECT sum(r.amount) FROM {R_EV} WHERE e.status = 'cancelled'"),
    _t("measure", "On average, how many tickets does someone buy in one go for shows at the "
       "Royal Albert Hall?",
       f"SELECT avg(s.quantity) FROM {S_VEN} WHERE v.name = 'Royal Albert Hall'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _a("dates", "How many flights took off in the spring of 2025, March through May?",
       "SELECT count(*) FROM flights WHERE departs_at >= TIMESTAMP '2025-03-01' "
       "AND departs_at < TIMESTAMP '2025-06-01' AND status <> 'cancelled'"),
    _a("dates", "What fare revenue came from bookings made in Q3 2024, whatever their status?",
       "SELECT sum(fare) FROM bookings WHERE booked_on BETWEEN DATE '2024-07-01' AND DATE '2024-09-30'"),
    _a("dates", "How many different passengers flew with us between 3 March and 14 April 2025?",
       f"SELECT count(DISTINCT b.passenger) FROM {BF} WHERE b.status = 'flown' "
       "AND f.departs_at >= TIMESTAMP '2025-03-03' AND f.departs_at < TIMESTAMP '2025-04-15'"),
    _r("dates", "How many orders did we take in the last quarter of 2025?",
       "SELECT count(*) FROM orders WHERE ordered_at >= TIMESTAMP '2025-10-01' "
       "AND ordered_at < TIMESTAMP '2026-01-01'"),
    _r("dates", "What were gross takings in July 2024, whatever the order status?",
       f"SELECT {TAKE} FROM {L_ORD} WHERE r.ordered_at >= TIMESTAMP '2024-07-01' "
       "AND r.ordered_at < TIMESTAMP '2024-08-01'"),
    _r("dates", "How many takeaway orders came in from 1 December 2025 to 15 February 2026?",
       "SELECT count(*) FROM orders WHERE channel = 'takeaway' AND ordered_at >= TIMESTAMP '2025-12-01' "
       "AND ordered_at < TIMESTAMP '2026-02-16'"),
    _t("dates", "How many tickets were sold in November 2025?",
       "SELECT sum(quantity) FROM ticket_sales WHERE sold_at >= TIMESTAMP '2025-11-01' "
       "AND sold_at < TIMESTAMP '2025-12-01'"),
    _t("dates", "How many events were on the calendar for the first half of 2026, cancelled ones included?",
       "SELECT count(*) FROM events WHERE starts_at >= TIMESTAMP '2026-01-01' "
       "AND starts_at < TIMESTAMP '2026-07-01'"),
    _t("dates", "What did refunds add up to over 2025?",
       "SELECT sum(amount) FROM refunds WHERE refunded_on BETWEEN DATE '2025-01-01' AND DATE '2025-12-31'"),
    _t("dates", "How much ticket revenue came from sales made between 10 June and 20 August 2024?",
       f"SELECT {GROSS} FROM ticket_sales s WHERE s.sold_at >= TIMESTAMP '2024-06-10' "
       "AND s.sold_at < TIMESTAMP '2024-08-21'"),
    # --------------------------------------------------------------- shares and percentages
    _a("share", "What percentage of flights were delayed?",
       "SELECT avg(CASE WHEN status = 'delayed' THEN 1 ELSE 0 END) FROM flights", percent=True),
    _a("share", "What share of fare revenue comes from the business cabin?",
       "SELECT sum(CASE WHEN cabin = 'business' THEN fare END) / sum(fare) FROM bookings", percent=True),
    _a("share", "What fraction of bookings ended up as no-shows?",
       "SELECT avg(CASE WHEN status = 'no_show' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _a("share", "Of the flights leaving London, what percentage got cancelled?",
       f"SELECT avg(CASE WHEN f.status = 'cancelled' THEN 1 ELSE 0 END) FROM {F_ORIG} "
       "WHERE a.city = 'London'", percent=True),
    _r("share", "What percentage of orders come in through delivery?",
       "SELECT avg(CASE WHEN channel = 'delivery' THEN 1 ELSE 0 END) FROM orders", percent=True),
    _r("share", "How much of our revenue is drinks, as a percentage?",
       f"SELECT sum(CASE WHEN d.course = 'drink' THEN l.quantity * d.price END) / {TAKE} FROM {LINES}",
       percent=True),
    _r("share", "At the Scottish outlets, what proportion of orders were cancelled or refunded?",
       "SELECT avg(CASE WHEN r.status IN ('cancelled', 'refunded') THEN 1 ELSE 0 END) "
       "FROM orders r JOIN outlets o USING (outlet_id) WHERE o.region = 'Scotland'", percent=True),
    _t("share", "What percentage of ticket sales happened at the box office?",
       "SELECT avg(CASE WHEN channel = 'box_office' THEN 1 ELSE 0 END) FROM ticket_sales", percent=True),
    _t("share", "What share of events ended up cancelled?",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM events", percent=True),
    _t("share", "Counting individual tickets, what fraction went to concerts?",
       "SELECT sum(CASE WHEN e.category = 'concert' THEN s.quantity ELSE 0 END) / sum(s.quantity) "
       f"FROM {S_EV}", percent=True),
    # --------------------------------------------------------------- entities with no match
    _a("anti_join", "How many passengers on file have never made a booking?",
       "SELECT count(*) FROM passengers p WHERE NOT EXISTS "
       "(SELECT 1 FROM bookings b WHERE b.passenger = p.pax_ref)"),
    _a("anti_join", "Which airports don't see any flights at all, neither arrivals nor departures?",
       "SELECT a.airport_name FROM airports a WHERE a.iata NOT IN (SELECT origin FROM flights) "
       "AND a.iata NOT IN (SELECT destination FROM flights) ORDER BY 1"),
    _a("anti_join", "How many flights on the schedule have no bookings on them at all?",
       "SELECT count(*) FROM flights f WHERE NOT EXISTS "
       "(SELECT 1 FROM bookings b WHERE b.flight = f.flight_id)"),
    _r("anti_join", "Which dishes on the menu has nobody ever ordered?",
       "SELECT d.dish_name FROM dishes d WHERE NOT EXISTS "
       "(SELECT 1 FROM order_lines l WHERE l.dish_id = d.dish_id) ORDER BY 1"),
    _r("anti_join", "How many of our restaurants haven't taken a single order yet?",
       "SELECT count(*) FROM outlets o WHERE NOT EXISTS "
       "(SELECT 1 FROM orders r WHERE r.outlet_id = o.outlet_id)"),
    _r("anti_join", "How many outlets have never had a delivery order?",
       "SELECT count(*) FROM outlets o WHERE NOT EXISTS "
       "(SELECT 1 FROM orders r WHERE r.outlet_id = o.outlet_id AND r.channel = 'delivery')"),
    _r("anti_join", "How many orders didn't include a main course?",
       "SELECT count(*) FROM orders r WHERE NOT EXISTS "
       f"(SELECT 1 FROM {LINES} WHERE l.order_id = r.order_id AND d.course = 'main')"),
    _t("anti_join", "Which venues have never hosted an event?",
       "SELECT v.name FROM venues v WHERE NOT EXISTS "
       "(SELECT 1 FROM events e WHERE e.held_at = v.venue_code) ORDER BY 1"),
    _t("anti_join", "How many customers signed up but never bought a ticket?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS "
       "(SELECT 1 FROM ticket_sales s WHERE s.customer_id = c.id)"),
    _t("anti_join", "Among customers who bought tickets, how many have never had a refund?",
       "SELECT count(DISTINCT s.customer_id) FROM ticket_sales s WHERE NOT EXISTS "
       "(SELECT 1 FROM ticket_sales s2 JOIN refunds r ON r.sale_id = s2.id "
       "WHERE s2.customer_id = s.customer_id)"),
    # --------------------------------------------------------------- per X across tables
    _a("per_x", "Average fare per cabin class on flights longer than 2,000 km",
       f"SELECT b.cabin, avg(b.fare) FROM {BF} WHERE f.distance_km > 2000 GROUP BY 1 ORDER BY 1"),
    _a("per_x", "How many bookings has each loyalty tier made?",
       f"SELECT p.loyalty_tier, count(*) FROM {BP} GROUP BY 1 ORDER BY 1"),
    _a("per_x", "For each aircraft type, how many passengers did it actually carry?",
       f"SELECT f.aircraft, count(*) FROM {BF} WHERE b.status = 'flown' GROUP BY 1 ORDER BY 1"),
    _r("per_x", "Break down takings from completed orders by region",
       f"SELECT o.region, {TAKE} FROM {L_OUT} WHERE r.status = 'completed' GROUP BY 1 ORDER BY 1"),
    _r("per_x", "How many portions of each course did we serve in 2025?",
       f"SELECT d.course, sum(l.quantity) FROM {L_ORD} WHERE year(r.ordered_at) = 2025 "
       "GROUP BY 1 ORDER BY 1"),
    _r("per_x", "What's the average order value for each channel (dine-in, takeaway, delivery), "
       "counting every order?",
       f"SELECT channel, avg(total) FROM ({ORDER_TOTALS}) GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Tickets sold per event category",
       f"SELECT e.category, sum(s.quantity) FROM {S_EV} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "For events in London, how much was refunded for each refund reason?",
       f"SELECT r.reason, sum(r.amount) FROM {R_EV} JOIN venues v ON e.held_at = v.venue_code "
       "WHERE v.city = 'London' GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Ticket revenue by category for events held in 2025",
       f"SELECT e.category, {GROSS} FROM {S_EV} WHERE year(e.starts_at) = 2025 GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How many different customers bought theatre tickets through each sales channel?",
       f"SELECT s.channel, count(DISTINCT s.customer_id) FROM {S_EV} WHERE e.category = 'theatre' "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _a("compare", "Heathrow vs Gatwick: how many flights left from each, and how many of those were delayed?",
       f"SELECT a.airport_name, count(*), count(*) FILTER (WHERE f.status = 'delayed') FROM {F_ORIG} "
       "WHERE a.iata IN ('LHR', 'LGW') GROUP BY 1 ORDER BY 1"),
    _a("compare", "Do premium economy passengers pay much more than economy ones? Average fare for each",
       "SELECT cabin, avg(fare) FROM bookings WHERE cabin IN ('economy', 'premium') GROUP BY 1 ORDER BY 1"),
    _a("compare", "Compare the number of flights we operated in 2024 and 2025, leaving out cancellations",
       "SELECT year(departs_at) y, count(*) FROM flights WHERE status <> 'cancelled' "
       "AND year(departs_at) IN (2024, 2025) GROUP BY 1 ORDER BY 1"),
    _a("compare", "Gold or silver members: which group paid more in fares for trips they actually took?",
       f"SELECT p.loyalty_tier, sum(b.fare) FROM {BP} WHERE b.status = 'flown' "
       "AND p.loyalty_tier IN ('gold', 'silver') GROUP BY 1 ORDER BY 1"),
    _r("compare", "London against Manchester: total takings from completed orders in each city",
       f"SELECT o.city, {TAKE} FROM {L_OUT} WHERE r.status = 'completed' "
       "AND o.city IN ('London', 'Manchester') GROUP BY 1 ORDER BY 1"),
    _r("compare", "Did we sell more portions of vegetarian or non-vegetarian dishes?",
       "SELECT sum(CASE WHEN d.vegetarian THEN l.quantity END), "
       f"sum(CASE WHEN NOT d.vegetarian THEN l.quantity END) FROM {LINES}"),
    _r("compare", "How did 2025 takings compare with 2024? Completed orders only",
       f"SELECT year(r.ordered_at) y, {TAKE} FROM {L_ORD} WHERE r.status = 'completed' "
       "AND year(r.ordered_at) IN (2024, 2025) GROUP BY 1 ORDER BY 1"),
    _t("compare", "Concerts versus comedy: which sold more tickets for events held in 2025?",
       f"SELECT e.category, sum(s.quantity) FROM {S_EV} WHERE year(e.starts_at) = 2025 "
       "AND e.category IN ('concert', 'comedy') GROUP BY 1 ORDER BY 1"),
    _t("compare", "Web or app, which brings in more ticket revenue?",
       f"SELECT s.channel, {GROSS} FROM ticket_sales s WHERE s.channel IN ('web', 'app') "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Refunds for customer requests compared with duplicate purchases: how many of "
       "each, and how much money?",
       "SELECT reason, count(*), sum(amount) FROM refunds "
       "WHERE reason IN ('customer_request', 'duplicate_purchase') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _a("cannot", "What's the average age of the passengers we carried in 2025?"),
    _a("cannot", "Which route carried the most checked baggage by weight?"),
    _a("cannot", "How much did we spend on fuel per flight last year?"),
    _r("cannot", "Which waiter took the most orders at the Leeds outlets?"),
    _r("cannot", "What's our food cost margin on each main course?"),
    _r("cannot", "How many diners came back for a second visit within a month?"),
    _r("cannot", "What average star rating did guests give each outlet?"),
    _t("cannot", "Which seating sections sell out fastest at each venue?"),
    _t("cannot", "How much did we pay the performers for each event in 2025?"),
    _t("cannot", "How many ticket holders actually turned up and were scanned in at the door?"),
)
