"""Set I: ten questions a shape on the bikeshare, cellar and schools schemas of `schemas_i.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# bikeshare: declared PRIMARY KEY / REFERENCES; member_id, bike_id, start/end_station_id -> station_id
T_M = "trips t JOIN members m USING (member_id)"
T_B = "trips t JOIN bikes b USING (bike_id)"
T_S = "trips t JOIN stations s ON t.start_station_id = s.station_id"
FARE = "sum(t.duration_min * t.rate_per_min)"
# cellar: <thing>_id -> id, no declared keys; abbreviated columns
S_W = "sales s JOIN wines w ON s.wine_id = w.id"
S_C = "sales s JOIN customers c ON s.customer_id = c.id"
S_WP = f"{S_W} JOIN producers p ON w.producer_id = p.id"
TAKINGS = "sum(s.qty * s.unit_amt)"
COST = "sum(s.qty * w.cost_amt)"
# schools: codes named unlike their targets; pupils.attends -> schools.dfe_no, absences.learner -> pupils.upn,
# cover_bookings.site -> schools.dfe_no
P_S = "pupils p JOIN schools sc ON p.attends = sc.dfe_no"
A_P = "absences a JOIN pupils p ON a.learner = p.upn"
A_PS = f"{A_P} JOIN schools sc ON p.attends = sc.dfe_no"
C_S = "cover_bookings b JOIN schools sc ON b.site = sc.dfe_no"
COVER = "sum(b.days * b.day_rate)"


def _b(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("bikeshare", shape, question, truth, percent)


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("cellar", shape, question, truth, percent)


def _s(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("schools", shape, question, truth, percent)


QUESTIONS_I = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _b("top_label", "Which five members have spent the most on their rides?",
       f"SELECT m.full_name, {FARE} s FROM {T_M} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 5"),
    _b("top_label", "what's the busiest station for people setting off?",
       f"SELECT s.station_name, count(*) n FROM {T_S} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _b("top_label", "Which 3 bikes have clocked up the most riding time? Give me their frame numbers.",
       f"SELECT b.frame_no, sum(t.duration_min) s FROM {T_B} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _b("top_label", "Where do riders most often finish a trip by leaving the bike outside the dock? "
       "Just the worst station.",
       "SELECT s.station_name, count(*) n FROM trips t JOIN stations s ON t.end_station_id = s.station_id "
       "WHERE t.end_status = 'left outside dock' GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "Who are our three biggest customers by money spent?",
       f"SELECT c.cust_name, {TAKINGS} s FROM {S_C} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _c("top_label", "Which wine have we sold the most bottles of?",
       f"SELECT w.wine_name, sum(s.qty) n FROM {S_W} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "top 5 producers by sales value",
       f"SELECT p.name, {TAKINGS} v FROM {S_WP} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 5"),
    _s("top_label", "Which three schools have spent the most on supply teachers?",
       f"SELECT sc.school_name, {COVER} c FROM {C_S} GROUP BY 1 ORDER BY c DESC, 1 LIMIT 3"),
    _s("top_label", "Which child has missed the most sessions through illness?",
       f"SELECT p.pupil_name, sum(a.sessions_missed) n FROM {A_P} WHERE a.reason = 'illness' "
       "GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _s("top_label", "Which 3 schools have lost the most sessions to pupil absence?",
       f"SELECT sc.school_name, sum(a.sessions_missed) n FROM {A_PS} GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _b("measure", "How much money have all the trips brought in, in fares?",
       f"SELECT {FARE} FROM trips t"),
    _b("measure", "How long is the average e-bike ride, in minutes?",
       f"SELECT avg(t.duration_min) FROM {T_B} WHERE b.bike_type = 'e-bike'"),
    _b("measure", "What have annual members paid for their rides altogether?",
       f"SELECT {FARE} FROM {T_M} WHERE m.plan = 'annual'"),
    _c("measure", "What are our total takings from wine sales?",
       f"SELECT {TAKINGS} FROM sales s"),
    _c("measure", "How much margin have we made on red wine - what we charged less what the bottles cost us?",
       f"SELECT {TAKINGS} - {COST} FROM {S_W} WHERE w.colour = 'red'"),
    _c("measure", "How many bottles have our trade customers bought?",
       f"SELECT sum(s.qty) FROM {S_C} WHERE c.acct_type = 'trade'"),
    _c("measure", "What did the wine we sold to customers in Cheltenham cost us to buy in?",
       f"SELECT {COST} FROM {S_W} JOIN customers c ON s.customer_id = c.id WHERE c.city = 'Cheltenham'"),
    _s("measure", "What has supply cover cost the district in total?",
       f"SELECT {COVER} FROM cover_bookings b"),
    _s("measure", "How many sessions have pupils with an EHCP missed in total?",
       f"SELECT sum(a.sessions_missed) FROM {A_P} WHERE p.sen_status = 'EHCP'"),
    _s("measure", "How much have secondary schools spent on covering teachers off sick?",
       f"SELECT {COVER} FROM {C_S} WHERE sc.phase = 'secondary' AND b.reason = 'teacher sickness'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _b("dates", "How many trips were there in July 2025?",
       "SELECT count(*) FROM trips WHERE started_at >= TIMESTAMP '2025-07-01' "
       "AND started_at < TIMESTAMP '2025-08-01'"),
    _b("dates", "What did we take in fares in the first quarter of 2026?",
       f"SELECT {FARE} FROM trips t WHERE t.started_at >= TIMESTAMP '2026-01-01' "
       "AND t.started_at < TIMESTAMP '2026-04-01'"),
    _b("dates", "how many rides began between 1 and 30 June 2026",
       "SELECT count(*) FROM trips WHERE started_at >= TIMESTAMP '2026-06-01' "
       "AND started_at < TIMESTAMP '2026-07-01'"),
    _c("dates", "How many bottles did we sell in December 2025?",
       "SELECT sum(qty) FROM sales WHERE sale_dt BETWEEN DATE '2025-12-01' AND DATE '2025-12-31'"),
    _c("dates", "What were our wine takings for 2024 as a whole?",
       f"SELECT {TAKINGS} FROM sales s WHERE year(s.sale_dt) = 2024"),
    _c("dates", "How many sales went out for delivery between 15 November 2024 and 15 January 2025?",
       "SELECT count(*) FROM sales WHERE fulfilment = 'delivered' "
       "AND sale_dt BETWEEN DATE '2024-11-15' AND DATE '2025-01-15'"),
    _s("dates", "How many absences were recorded from September to December 2025?",
       "SELECT count(*) FROM absences WHERE absence_date BETWEEN DATE '2025-09-01' AND DATE '2025-12-31'"),
    _s("dates", "What did cover cost over the 2024-25 school year, 1 September 2024 to 31 July 2025?",
       f"SELECT {COVER} FROM cover_bookings b "
       "WHERE b.start_date BETWEEN DATE '2024-09-01' AND DATE '2025-07-31'"),
    _s("dates", "How many sessions were missed in March 2026?",
       "SELECT sum(sessions_missed) FROM absences "
       "WHERE absence_date BETWEEN DATE '2026-03-01' AND DATE '2026-03-31'"),
    _s("dates", "How many supply bookings started in Q2 2025?",
       "SELECT count(*) FROM cover_bookings "
       "WHERE start_date BETWEEN DATE '2025-04-01' AND DATE '2025-06-30'"),
    # --------------------------------------------------------------- shares and percentages
    _b("share", "What percentage of trips end with the bike left outside a dock?",
       "SELECT avg(CASE WHEN end_status = 'left outside dock' THEN 1 ELSE 0 END) FROM trips", percent=True),
    _b("share", "What share of our fare money comes from e-bike rides?",
       "SELECT sum(CASE WHEN b.bike_type = 'e-bike' THEN t.duration_min * t.rate_per_min ELSE 0 END) "
       f"/ {FARE} FROM {T_B}", percent=True),
    _b("share", "what proportion of members are on the annual plan?",
       "SELECT avg(CASE WHEN plan = 'annual' THEN 1 ELSE 0 END) FROM members", percent=True),
    _b("share", "Of all the minutes ridden, how much was on cargo bikes, as a percentage?",
       "SELECT sum(CASE WHEN b.bike_type = 'cargo' THEN t.duration_min ELSE 0 END) / sum(t.duration_min) "
       f"FROM {T_B}", percent=True),
    _c("share", "What percentage of the bottles we've sold were sparkling?",
       f"SELECT sum(CASE WHEN w.colour = 'sparkling' THEN s.qty ELSE 0 END) / sum(s.qty) FROM {S_W}",
       percent=True),
    _c("share", "How much of our takings came from trade accounts, in percent?",
       "SELECT sum(CASE WHEN c.acct_type = 'trade' THEN s.qty * s.unit_amt ELSE 0 END) "
       f"/ {TAKINGS} FROM {S_C}", percent=True),
    _c("share", "What fraction of sales end up kept in bond for the customer?",
       "SELECT avg(CASE WHEN fulfilment = 'kept in bond' THEN 1 ELSE 0 END) FROM sales", percent=True),
    _s("share", "What percentage of recorded absences were unauthorised?",
       "SELECT avg(CASE WHEN reason = 'unauthorised' THEN 1 ELSE 0 END) FROM absences", percent=True),
    _s("share", "What share of the money spent on cover went on maternity leave?",
       "SELECT sum(CASE WHEN reason = 'maternity leave' THEN days * day_rate ELSE 0 END) "
       "/ sum(days * day_rate) FROM cover_bookings", percent=True),
    _s("share", "What proportion of pupils are on SEN support or have an EHCP?",
       "SELECT avg(CASE WHEN sen_status IN ('SEN support', 'EHCP') THEN 1 ELSE 0 END) FROM pupils",
       percent=True),
    # --------------------------------------------------------------- entities with no match
    _b("anti_join", "Which stations haven't seen a single trip start or finish there yet?",
       "SELECT s.station_name FROM stations s WHERE NOT EXISTS (SELECT 1 FROM trips t "
       "WHERE t.start_station_id = s.station_id OR t.end_station_id = s.station_id) ORDER BY 1"),
    _b("anti_join", "How many members have never taken a ride?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS "
       "(SELECT 1 FROM trips t WHERE t.member_id = m.member_id)"),
    _b("anti_join", "how many of our bikes haven't been out on a single trip?",
       "SELECT count(*) FROM bikes b WHERE NOT EXISTS (SELECT 1 FROM trips t WHERE t.bike_id = b.bike_id)"),
    _c("anti_join", "Which producers haven't we sold a single bottle from?",
       "SELECT p.name FROM producers p WHERE NOT EXISTS "
       "(SELECT 1 FROM sales s JOIN wines w ON s.wine_id = w.id WHERE w.producer_id = p.id) ORDER BY 1"),
    _c("anti_join", "How many customers have never bought anything?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS "
       "(SELECT 1 FROM sales s WHERE s.customer_id = c.id)"),
    _c("anti_join", "How many wines on the list have never sold?",
       "SELECT count(*) FROM wines w WHERE NOT EXISTS (SELECT 1 FROM sales s WHERE s.wine_id = w.id)"),
    _c("anti_join", "Which of our trade customers have yet to place an order?",
       "SELECT c.cust_name FROM customers c WHERE c.acct_type = 'trade' AND NOT EXISTS "
       "(SELECT 1 FROM sales s WHERE s.customer_id = c.id) ORDER BY 1"),
    _s("anti_join", "Which schools don't have any pupils on roll?",
       "SELECT sc.school_name FROM schools sc WHERE NOT EXISTS (SELECT 1 FROM pupils p "
       "WHERE p.attends = sc.dfe_no) ORDER BY 1"),
    _s("anti_join", "How many pupils have never been recorded absent?",
       "SELECT count(*) FROM pupils p WHERE NOT EXISTS "
       "(SELECT 1 FROM absences a WHERE a.learner = p.upn)"),
    _s("anti_join", "Which primary schools have never had to book supply cover?",
       "SELECT sc.school_name FROM schools sc WHERE sc.phase = 'primary' AND NOT EXISTS "
       "(SELECT 1 FROM cover_bookings b WHERE b.site = sc.dfe_no) ORDER BY 1"),
    # --------------------------------------------------------------- per X across tables
    _b("per_x", "Fare revenue by membership plan",
       f"SELECT m.plan, {FARE} FROM {T_M} GROUP BY 1 ORDER BY 1"),
    _b("per_x", "How many trips start in each district?",
       f"SELECT s.district, count(*) FROM {T_S} GROUP BY 1 ORDER BY 1"),
    _b("per_x", "average ride time for each type of bike",
       f"SELECT b.bike_type, avg(t.duration_min) FROM {T_B} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Takings per wine colour",
       f"SELECT w.colour, {TAKINGS} FROM {S_W} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many bottles have gone to customers in each city?",
       f"SELECT c.city, sum(s.qty) FROM {S_C} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Break down the bottles we've sold from French producers by colour",
       f"SELECT w.colour, sum(s.qty) FROM {S_WP} WHERE p.country = 'France' GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Sessions missed in each ward",
       f"SELECT sc.ward, sum(a.sessions_missed) FROM {A_PS} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "What has each supply agency been paid for cover?",
       f"SELECT b.agency, {COVER} FROM cover_bookings b GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Number of pupils at primary, secondary and special schools",
       f"SELECT sc.phase, count(*) FROM {P_S} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "For each Ofsted grade, how many sessions have pupils missed through illness?",
       f"SELECT sc.ofsted_grade, sum(a.sessions_missed) FROM {A_PS} WHERE a.reason = 'illness' "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _b("compare", "Do people ride e-bikes or classic bikes for longer on average?",
       f"SELECT b.bike_type, avg(t.duration_min) FROM {T_B} WHERE b.bike_type IN ('e-bike', 'classic') "
       "GROUP BY 1 ORDER BY 1"),
    _b("compare", "Fares in 2025 vs 2026 - which year took more?",
       f"SELECT year(t.started_at) y, {FARE} FROM trips t WHERE year(t.started_at) IN (2025, 2026) "
       "GROUP BY 1 ORDER BY 1"),
    _b("compare", "Harbourside or Old Town: where do more trips begin?",
       f"SELECT s.district, count(*) FROM {T_S} WHERE s.district IN ('Harbourside', 'Old Town') "
       "GROUP BY 1 ORDER BY 1"),
    _c("compare", "Which has brought in more money, red or white wine?",
       f"SELECT w.colour, {TAKINGS} FROM {S_W} WHERE w.colour IN ('red', 'white') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Bath customers against Bristol customers: bottles bought",
       f"SELECT c.city, sum(s.qty) FROM {S_C} WHERE c.city IN ('Bath', 'Bristol') GROUP BY 1 ORDER BY 1"),
    _c("compare", "How does the average sale to a trade customer compare with a private one, in money?",
       f"SELECT c.acct_type, avg(s.qty * s.unit_amt) FROM {S_C} GROUP BY 1 ORDER BY 1"),
    _c("compare", "Did we shift more bottles in 2024 or in 2025?",
       "SELECT year(sale_dt) y, sum(qty) FROM sales WHERE year(sale_dt) IN (2024, 2025) "
       "GROUP BY 1 ORDER BY 1"),
    _s("compare", "Primary versus secondary: how many sessions have their pupils missed?",
       f"SELECT sc.phase, sum(a.sessions_missed) FROM {A_PS} WHERE sc.phase IN ('primary', 'secondary') "
       "GROUP BY 1 ORDER BY 1"),
    _s("compare", "Was supply cover more expensive in 2024 or in 2025?",
       f"SELECT year(b.start_date) y, {COVER} FROM cover_bookings b "
       "WHERE year(b.start_date) IN (2024, 2025) GROUP BY 1 ORDER BY 1"),
    _s("compare", "Apex Education vs Zenith Supply - days of cover from each?",
       "SELECT agency, sum(days) FROM cover_bookings WHERE agency IN ('Apex Education', 'Zenith Supply') "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _b("cannot", "How far does the average trip go, in kilometres?"),
    _b("cannot", "How old are our members on average?"),
    _b("cannot", "Which station runs out of bikes most often?"),
    _c("cannot", "How many bottles of each wine have we got left in stock?"),
    _c("cannot", "What's the average critic score of the wines we sell?"),
    _c("cannot", "What does a delivery cost us per order?"),
    _s("cannot", "What were the GCSE results at each secondary school?"),
    _s("cannot", "How many teachers does each school employ?"),
    _s("cannot", "What's the average class size?"),
    _s("cannot", "How many pupils are on free school meals?"),
)
