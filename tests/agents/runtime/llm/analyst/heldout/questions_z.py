"""Set Z: ten questions a shape on the storage, water_taxi and lang_school schemas of `schemas_z.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Storage "lets", "rentals" or "tenancies" are `leases` rows, "still renting", "current" or "right now" when
`move_out` is NULL, "moved in" on `move_in`, "moved out" on `move_out`; "let" units are those with a current
lease; "rent we charge" sums `rate_czk` (a month); a lease's unit, its floor (0 the ground floor, 2 the top),
size and `climate` ('ano' heated) run through `unit_id` to `units`, its customer, their `kind` and district
through `customer_id` to `customers`; "money in", "received" or "paid us" sums `amount_czk` over `invoices`
with `paid_unix` set, dated by `paid_unix` (Unix seconds), "owed" or "unpaid" those with it NULL; an
invoice's lease runs through `lease_no` to `leases.lease_id`; "reminder letters" are `reminders`; "contents
insurance" or "cover" is `insured` 'ano'; "customers" are `customers` rows, "signed up" on `registered`;
a customer "has rented" when a lease names them. Water taxi "trips" or "crossings" count `trips` rows that
ran (`sts` 'TMM'), dated by `dep_ts`, "cancelled" 'IPT'; "fares", "takings" or "what we took" sum
`fare_krs / 100` lira over trips that ran; "passengers" sum `pax`; a trip's boat runs through `boat_id` to
`boats.id`, its skipper through `skpr_id` to `skprs.id`, where it started through `from_id` and where it went
through `to_id` to `piers.id`, a pier's shore `sd` 'AVR' European, 'AND' Asian; "across the Bosphorus" when
the two piers' shores differ; "in service" or "still working" is `actv` 'E'; "fuel" is `fuel`, "spent on fuel"
sums `tl`, "litres" `ltr`, dated by `dt` ('DD.MM.YYYY' text); "by card" is 'KART', "cash" 'NAKIT', "the app"
'UYG'. Language school "sign-ups", "enrolments" or "course places" count `enrolments` rows, "dropouts" when
`status` is 'lemondta', dated by `signed_ts`; "income", "fees" or "made" sums `fee_huf` over enrolments with
`fizetve` 'igen', "still to collect" those with 'nem' that are not dropouts; an enrolment's course, its
language (`nyelv`, Hungarian names: 'angol' English, 'német' German, 'spanyol' Spanish, 'olasz' Italian,
'francia' French, 'magyar' Hungarian), level, format ('csoportos' a group, 'egyéni' one-to-one, 'online') and
start run through `crs` to `courses.ref`, a course's teacher through `tutor` to `teachers.code`, a student
through `learner` to `students.stu_no`; "employer pays" when `ceg` is set; "students" are `students` rows,
"registered" on `reg` ('YYYY.MM.DD.' text); "native speakers" are teachers with `anyanyelvi` 'igen'; "sat
the exam" when `vizsga` is set, "passed" 'sikeres'; a teacher "has a course" when a course names them.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# storage: declared PRIMARY KEY / REFERENCES (lease_no -> lease_id); koruna; DATE, Unix seconds
L_U = "leases l JOIN units u USING (unit_id)"
L_C = "leases l JOIN customers c USING (customer_id)"
I_L = "invoices i JOIN leases l ON i.lease_no = l.lease_id"
IN = "i.paid_unix IS NOT NULL"
PAID_AT = "(TIMESTAMP '1970-01-01' + to_seconds(i.paid_unix))"
NOW = "l.move_out IS NULL"
# water_taxi: id with <thing>_id, none declared; abbreviated columns; lira as kuruş; 'DD.MM.YYYY' text dates
T_B = "trips t JOIN boats b ON t.boat_id = b.id"
T_S = "trips t JOIN skprs s ON t.skpr_id = s.id"
T_P = "trips t JOIN piers p ON t.from_id = p.id"
T_PP = "trips t JOIN piers p ON t.from_id = p.id JOIN piers q ON t.to_id = q.id"
RAN = "t.sts = 'TMM'"
FDT = "strptime(f.dt, '%d.%m.%Y')"
# lang_school: text codes named unlike their targets, none declared; forint; 'YYYY.MM.DD.' text dates
E_C = "enrolments e JOIN courses c ON e.crs = c.ref"
E_S = "enrolments e JOIN students s ON e.learner = s.stu_no"
C_T = "courses c JOIN teachers t ON c.tutor = t.code"
PAID = "e.fizetve = 'igen'"
REG = "strptime(reg, '%Y.%m.%d.')"


def _s(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("storage", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("water_taxi", shape, question, truth, percent)


def _l(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("lang_school", shape, question, truth, percent)


QUESTIONS_Z = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _s("top_label", "Which customer has paid us the most so far?",
       f"SELECT c.name, sum(i.amount_czk) v FROM {I_L} JOIN customers c USING (customer_id) WHERE {IN} "
       "GROUP BY c.customer_id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _s("top_label", "top 3 unit sizes by money actually received",
       f"SELECT u.size_m2, sum(i.amount_czk) v FROM {I_L} JOIN units u USING (unit_id) WHERE {IN} "
       "GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _s("top_label", "Which business customer is paying us the most rent per month right now? All their units "
       "together.",
       f"SELECT c.name, sum(l.rate_czk) v FROM {L_C} WHERE c.kind = 'business' AND {NOW} "
       "GROUP BY c.customer_id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _t("top_label", "Which skipper has brought in the most fare money?",
       f"SELECT s.nm, sum(t.fare_krs) / 100 v FROM {T_S} WHERE {RAN} GROUP BY s.id, 1 ORDER BY v DESC, 1 "
       "LIMIT 1"),
    _t("top_label", "What are our 3 busiest piers for pick-ups, going by how many passengers got on there? "
       "Only the trips that actually went ahead.",
       f"SELECT p.nm, sum(t.pax) n FROM {T_P} WHERE {RAN} GROUP BY p.id, 1 ORDER BY n DESC, 1 LIMIT 3"),
    _t("top_label", "which boat drinks the most fuel",
       "SELECT b.nm, sum(f.ltr) v FROM fuel f JOIN boats b ON f.boat_id = b.id GROUP BY b.id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _t("top_label", "Which boat has carried the most passengers this year?",
       f"SELECT b.nm, sum(t.pax) v FROM {T_B} WHERE {RAN} AND t.dep_ts >= TIMESTAMP '2026-01-01' "
       "GROUP BY b.id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _l("top_label", "Which language makes us the most money?",
       f"SELECT c.nyelv, sum(e.fee_huf) v FROM {E_C} WHERE {PAID} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _l("top_label", "Which teacher has the most students? Count every sign-up on the courses they teach, but "
       "leave out the dropouts.",
       f"SELECT t.name, count(*) n FROM {E_C} JOIN teachers t ON c.tutor = t.code "
       "WHERE e.status <> 'lemondta' GROUP BY t.code, 1 ORDER BY n DESC, 1 LIMIT 1"),
    _l("top_label", "Which company sends us the most people? I mean course places paid for by an employer, "
       "not counting anyone who dropped out.",
       f"SELECT s.ceg, count(*) n FROM {E_S} WHERE s.ceg IS NOT NULL AND e.status <> 'lemondta' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _s("measure", "How much money has come in from invoices altogether?",
       "SELECT sum(amount_czk) FROM invoices WHERE paid_unix IS NOT NULL"),
    _s("measure", "What are we owed right now? Everything invoiced that hasn't been paid.",
       "SELECT sum(amount_czk) FROM invoices WHERE paid_unix IS NULL"),
    _s("measure", "What's the total monthly rent we're charging across everyone who's still renting?",
       "SELECT sum(rate_czk) FROM leases WHERE move_out IS NULL"),
    _s("measure", "How many square metres have we got let out at the moment?",
       f"SELECT sum(u.size_m2) FROM {L_U} WHERE {NOW}"),
    _t("measure", "What have we taken in fares in total, in lira?",
       "SELECT sum(fare_krs) / 100 FROM trips WHERE sts = 'TMM'"),
    _t("measure", "How much have we spent on fuel altogether?", "SELECT sum(tl) FROM fuel"),
    _t("measure", "What's the average fare for a crossing from the European side over to the Asian side?",
       f"SELECT avg(t.fare_krs) / 100 FROM {T_PP} WHERE {RAN} AND p.sd = 'AVR' AND q.sd = 'AND'"),
    _l("measure", "What's our total income from course fees?",
       "SELECT sum(fee_huf) FROM enrolments WHERE fizetve = 'igen'"),
    _l("measure", "How much is still to be collected from students who haven't paid yet? Dropouts don't "
       "count, they were refunded.",
       "SELECT sum(fee_huf) FROM enrolments WHERE fizetve = 'nem' AND status <> 'lemondta'"),
    _l("measure", "How much have the one-to-one lessons brought in?",
       f"SELECT sum(e.fee_huf) FROM {E_C} WHERE {PAID} AND c.fmt = 'egyéni'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _s("dates", "How much did we actually receive in the third quarter of 2026?",
       f"SELECT sum(i.amount_czk) FROM invoices i WHERE {IN} AND {PAID_AT} >= TIMESTAMP '2026-07-01' "
       f"AND {PAID_AT} < TIMESTAMP '2026-10-01'"),
    _s("dates", "how many tenancies ended in 2025?",
       "SELECT count(*) FROM leases WHERE move_out BETWEEN DATE '2025-01-01' AND DATE '2025-12-31'"),
    _s("dates", "New customers between March and June 2026 - how many signed up?",
       "SELECT count(*) FROM customers WHERE registered BETWEEN DATE '2026-03-01' AND DATE '2026-06-30'"),
    _t("dates", "How many trips did we run in August 2025?",
       "SELECT count(*) FROM trips WHERE sts = 'TMM' AND dep_ts >= TIMESTAMP '2025-08-01' "
       "AND dep_ts < TIMESTAMP '2025-09-01'"),
    _t("dates", "What did fuel cost us in the first quarter of 2026?",
       f"SELECT sum(f.tl) FROM fuel f WHERE {FDT} >= DATE '2026-01-01' AND {FDT} < DATE '2026-04-01'"),
    _t("dates", "Summer takings: how much did we take in fares from 1 June to the end of August 2026?",
       "SELECT sum(fare_krs) / 100 FROM trips WHERE sts = 'TMM' AND dep_ts >= TIMESTAMP '2026-06-01' "
       "AND dep_ts < TIMESTAMP '2026-09-01'"),
    _l("dates", "How many sign-ups did we get in September 2026?",
       "SELECT count(*) FROM enrolments WHERE signed_ts >= TIMESTAMP '2026-09-01' "
       "AND signed_ts < TIMESTAMP '2026-10-01'"),
    _l("dates", "How many new students registered with us in 2025?",
       f"SELECT count(*) FROM students WHERE year({REG}) = 2025"),
    _l("dates", "What have we made from the courses that started between February and April 2026?",
       f"SELECT sum(e.fee_huf) FROM {E_C} WHERE {PAID} AND c.starts BETWEEN DATE '2026-02-01' "
       "AND DATE '2026-04-30'"),
    _l("dates", "How many courses kicked off in autumn 2025, September to November?",
       "SELECT count(*) FROM courses WHERE starts BETWEEN DATE '2025-09-01' AND DATE '2025-11-30'"),
    # --------------------------------------------------------------- shares and percentages
    _s("share", "What percentage of our units are let right now?",
       "SELECT (SELECT count(DISTINCT unit_id) FROM leases WHERE move_out IS NULL) / "
       "(SELECT count(*) FROM units)", percent=True),
    _s("share", "How many of our tenants take the contents insurance? As a share of all the lets we've "
       "done.",
       "SELECT avg(CASE WHEN insured = 'ano' THEN 1 ELSE 0 END) FROM leases", percent=True),
    _s("share", "What fraction of invoices needed at least one reminder letter?",
       "SELECT avg(CASE WHEN reminders > 0 THEN 1 ELSE 0 END) FROM invoices", percent=True),
    _s("share", "Of the rent money we've received, what share came from businesses rather than private "
       "people?",
       f"SELECT sum(CASE WHEN c.kind = 'business' THEN i.amount_czk ELSE 0 END) / sum(i.amount_czk) "
       f"FROM {I_L} JOIN customers c USING (customer_id) WHERE {IN}", percent=True),
    _t("share", "what % of bookings get cancelled?",
       "SELECT avg(CASE WHEN sts = 'IPT' THEN 1 ELSE 0 END) FROM trips", percent=True),
    _t("share", "How much of this year's fare money came in through the app? Percentage please.",
       "SELECT sum(CASE WHEN pay = 'UYG' THEN fare_krs ELSE 0 END) / sum(fare_krs) FROM trips "
       "WHERE sts = 'TMM' AND dep_ts >= TIMESTAMP '2026-01-01'", percent=True),
    _t("share", "What share of the trips we've run actually cross the Bosphorus, from one shore to the "
       "other?",
       f"SELECT avg(CASE WHEN p.sd <> q.sd THEN 1 ELSE 0 END) FROM {T_PP} WHERE {RAN}", percent=True),
    _l("share", "What percentage of sign-ups end with the student dropping out?",
       "SELECT avg(CASE WHEN status = 'lemondta' THEN 1 ELSE 0 END) FROM enrolments", percent=True),
    _l("share", "Of the students who sat the end-of-course exam, what share passed?",
       "SELECT avg(CASE WHEN vizsga = 'sikeres' THEN 1 ELSE 0 END) FROM enrolments WHERE vizsga IS NOT NULL",
       percent=True),
    _l("share", "how much of our fee income comes from students whose employer pays for them, as a %",
       f"SELECT sum(CASE WHEN s.ceg IS NOT NULL THEN e.fee_huf ELSE 0 END) / sum(e.fee_huf) FROM {E_S} "
       f"WHERE {PAID}", percent=True),
    # --------------------------------------------------------------- entities with no match
    _s("anti_join", "Which of the ground-floor units have never been let to anyone?",
       "SELECT u.unit_no FROM units u WHERE u.floor = 0 AND NOT EXISTS (SELECT 1 FROM leases l "
       "WHERE l.unit_id = u.unit_id) ORDER BY 1"),
    _s("anti_join", "How many customers on our books have never actually rented a unit?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM leases l "
       "WHERE l.customer_id = c.customer_id)"),
    _s("anti_join", "How many of the customers who are still with us have never once had a reminder letter?",
       f"SELECT count(*) FROM customers c WHERE EXISTS (SELECT 1 FROM leases l WHERE l.customer_id = "
       f"c.customer_id AND {NOW}) AND NOT EXISTS (SELECT 1 FROM {I_L} WHERE l.customer_id = c.customer_id "
       "AND i.reminders > 0)"),
    _t("anti_join", "Which skippers haven't taken a single trip yet?",
       "SELECT s.nm FROM skprs s WHERE NOT EXISTS (SELECT 1 FROM trips t WHERE t.skpr_id = s.id) ORDER BY 1"),
    _t("anti_join", "Which boats haven't carried anyone since March 2026?",
       "SELECT b.nm FROM boats b WHERE NOT EXISTS (SELECT 1 FROM trips t WHERE t.boat_id = b.id "
       f"AND {RAN} AND t.dep_ts >= TIMESTAMP '2026-03-01') ORDER BY 1"),
    _t("anti_join", "How many of the boats still in service haven't been fuelled up since the start of "
       "September 2026?",
       f"SELECT count(*) FROM boats b WHERE b.actv = 'E' AND NOT EXISTS (SELECT 1 FROM fuel f "
       f"WHERE f.boat_id = b.id AND {FDT} >= DATE '2026-09-01')"),
    _t("anti_join", "Are there piers nobody has been dropped off at since the start of August 2026?",
       "SELECT p.nm FROM piers p WHERE NOT EXISTS (SELECT 1 FROM trips t WHERE t.to_id = p.id "
       f"AND {RAN} AND t.dep_ts >= TIMESTAMP '2026-08-01') ORDER BY 1"),
    _l("anti_join", "Which of our teachers don't have a course yet?",
       "SELECT t.name FROM teachers t WHERE NOT EXISTS (SELECT 1 FROM courses c WHERE c.tutor = t.code) "
       "ORDER BY 1"),
    _l("anti_join", "How many registered students have never signed up for anything?",
       "SELECT count(*) FROM students s WHERE NOT EXISTS (SELECT 1 FROM enrolments e "
       "WHERE e.learner = s.stu_no)"),
    _l("anti_join", "How many of our courses have nobody on them, apart from people who dropped out?",
       "SELECT count(*) FROM courses c WHERE NOT EXISTS (SELECT 1 FROM enrolments e WHERE e.crs = c.ref "
       "AND e.status <> 'lemondta')"),
    # --------------------------------------------------------------- per X across tables
    _s("per_x", "How many units are let on each floor right now?",
       f"SELECT u.floor, count(*) FROM {L_U} WHERE {NOW} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Money received per year",
       f"SELECT year({PAID_AT}) y, sum(i.amount_czk) FROM invoices i WHERE {IN} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Average monthly rent by unit size, for the lets that are still running",
       f"SELECT u.size_m2, avg(l.rate_czk) FROM {L_U} WHERE {NOW} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Fare takings split by shore - by the side the trip set off from",
       f"SELECT p.sd, sum(t.fare_krs) / 100 FROM {T_P} WHERE {RAN} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "litres of fuel bought each year?",
       f"SELECT year({FDT}) y, sum(f.ltr) FROM fuel f GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How many trips this year for each way of paying?",
       "SELECT pay, count(*) FROM trips WHERE sts = 'TMM' AND dep_ts >= TIMESTAMP '2026-01-01' GROUP BY 1 "
       "ORDER BY 1"),
    _l("per_x", "Income by language",
       f"SELECT c.nyelv, sum(e.fee_huf) FROM {E_C} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "Sign-ups per level, A1 up to C1, leaving out the dropouts",
       f"SELECT c.lvl, count(*) FROM {E_C} WHERE e.status <> 'lemondta' GROUP BY 1 ORDER BY 1"),
    _l("per_x", "What's the average fee people actually paid for each format of course (group, one-to-one, "
       "online)?",
       f"SELECT c.fmt, avg(e.fee_huf) FROM {E_C} WHERE {PAID} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "How many teachers have we got for each language?",
       "SELECT nyelv, count(*) FROM teachers GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _s("compare", "Heated units vs ordinary ones: which are bringing in more rent per month at the moment?",
       f"SELECT u.climate, sum(l.rate_czk) FROM {L_U} WHERE {NOW} GROUP BY 1 ORDER BY 1"),
    _s("compare", "Private customers or businesses - who stays longer? Only the lets that have ended, "
       "average days.",
       f"SELECT c.kind, avg(l.move_out - l.move_in) FROM {L_C} WHERE l.move_out IS NOT NULL GROUP BY 1 "
       "ORDER BY 1"),
    _s("compare", "Did more money come in during Q3 2026 than in Q3 2025?",
       f"SELECT year({PAID_AT}) y, sum(i.amount_czk) FROM invoices i WHERE {IN} AND quarter({PAID_AT}) = 3 "
       f"AND year({PAID_AT}) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _s("compare", "Do we get more per square metre on the ground floor than on the top floor? Look at every "
       "let we've done.",
       f"SELECT u.floor, avg(l.rate_czk / u.size_m2) FROM {L_U} WHERE u.floor IN (0, 2) GROUP BY 1 "
       "ORDER BY 1"),
    _t("compare", "Cash or card, which brought in more fare money in 2025?",
       "SELECT pay, sum(fare_krs) / 100 FROM trips WHERE sts = 'TMM' AND pay IN ('NAKIT', 'KART') "
       "AND year(dep_ts) = 2025 GROUP BY 1 ORDER BY 1"),
    _t("compare", "Was July 2026 busier than July 2025? Count trips that ran.",
       "SELECT year(dep_ts) y, count(*) FROM trips WHERE sts = 'TMM' AND month(dep_ts) = 7 "
       "AND year(dep_ts) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _t("compare", "Skippers with an A licence vs a B licence - which group does more trips?",
       f"SELECT s.lic, count(*) FROM {T_S} WHERE {RAN} GROUP BY 1 ORDER BY 1"),
    _l("compare", "Native speakers or Hungarian teachers: whose students pass the exam more often?",
       f"SELECT t.anyanyelvi, avg(CASE WHEN e.vizsga = 'sikeres' THEN 1 ELSE 0 END) FROM {E_C} "
       "JOIN teachers t ON c.tutor = t.code WHERE e.vizsga IS NOT NULL GROUP BY 1 ORDER BY 1"),
    _l("compare", "English or German, which got more sign-ups this year?",
       f"SELECT c.nyelv, count(*) FROM {E_C} WHERE c.nyelv IN ('angol', 'német') "
       "AND e.signed_ts >= TIMESTAMP '2026-01-01' GROUP BY 1 ORDER BY 1"),
    _l("compare", "For courses starting in 2026, did online or classroom group courses bring in more money?",
       f"SELECT c.fmt, sum(e.fee_huf) FROM {E_C} WHERE {PAID} AND c.fmt IN ('online', 'csoportos') "
       "AND year(c.starts) = 2026 GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _s("cannot", "Which customers have been in to visit their unit most often this month?"),
    _s("cannot", "How much did heating the climate-controlled units cost us last winter?"),
    _s("cannot", "How many of our customers found us through Google?"),
    _t("cannot", "How long does the crossing from Kabataş to Üsküdar take on average?"),
    _t("cannot", "Which passengers book with us most often?"),
    _t("cannot", "How many life jackets does each boat carry?"),
    _l("cannot", "Which teacher gets the best ratings from students?"),
    _l("cannot", "How many lessons did each student actually turn up to?"),
    _l("cannot", "Which textbook do we use on the B2 courses?"),
    _l("cannot", "How many of our students came to us from Facebook ads?"),
)
