"""Set V: ten questions a shape on the removals, translation and driving_school schemas of `schemas_v.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Removals "moves" count `moves` rows whose `status` is 'done' ("did", "completed", "finished"), dated by
`move_date`; every `moves` row is a "quote", sent on `quote_date`, "turned down" when 'declined' and "still
waiting on an answer" when 'quoted'; what we "charged" or "the money" from moves sums `price_sek` (VAT,
"moms", included) over done moves; the "RUT deduction" sums `rut_sek`, and what a customer pays "out of their
own pocket" is `price_sek - coalesce(rut_sek, 0)`; a customer's type ("private", "companies", "estates") is
`customers.cust_type` through `cust_no`, a customer "had a move done" when a done move names them; "hours" sum
`crew.hours`, "wages" or "wage cost" sum `crew.hours × staff.wage_sek`, a person's role and "summer temps"
versus "permanent" staff (`contract`) through `emp_no`, and someone was "out on a move" when a `crew` row
names them; "ratings" or "stars" average `stars` where set; "18 tonne" and "7.5 tonne" are `truck` '18t' and
'7.5t'. Translation "jobs" count `jobs` rows, "came in" on `rcvd_dt`, "delivered" when `sts` is 'DEL' (dated
by `dlv_dt`, "late" when `dlv_dt > due_dt`), "rush" when `rush` is 'J'; "words" sum `words`; what we "bill" a
client is `words × px_wd` and what we pay the translator `words × pay_wd`, the "margin" the difference;
"invoiced" sums `invoices.net_chf` before VAT over invoices and credit notes together (a credit note's amounts
are negative, so a plain sum is "net of credit notes"), dated by `inv_dt`, "VAT" sums `vat_chf` the same way,
and clients "still owe" `net_chf + vat_chf` where `pd_dt` is NULL; a job's client, sector, country ("outside
Switzerland" is `ctry` <> 'CH') and account manager run through `client_id`, its translator through
`translator_id`; "sworn" translators have `sworn` 'J', "active" ones `active` 'J'; a translator "delivered" a
job when a 'DEL' job names them and "was given work" when any job names them; a language is its target
`tgt_lng` ('de' German, 'fr' French, 'it' Italian, 'en' English). Driving school "lessons" count `lessons`
rows, "given", "taught" or "completed" when `status` is 'C', dated by the text `lesson_date` ('YYYY/MM/DD');
"cancelled" is 'L' (late) or 'X', "no-show" 'N', "still coming up" 'S'; lesson "income", "earned" or "brought
in" sums `fee_c` in rand (/ 100) over completed lessons unless the question adds the late-cancellation and
no-show fees; "hours of lessons" sum `mins` / 60; a lesson's branch is its instructor's (`instructor_no`), its
learner's gearbox "manual" or "automatic" (`gearbox` 'M'/'A') through `learner_no`; "morning" is a
`start_time` before '12:00'; "road tests" count `road_tests` rows at a `centre`, "passed" when `result` is
'P', "took place" or "went ahead" when 'P' or 'F', dated by the text `test_date`; the "pass rate" is passes
over tests that took place; "car hire" sums `car_hire_c` (/ 100); learners "signed up" on the text
`signed_up`; a learner "had a lesson" when a completed lesson names them and "was booked in for a road test"
when any `road_tests` row does.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# removals: declared PRIMARY KEY / REFERENCES on same-named `_no` keys; kronor with VAT, DATE columns
M_C = "moves m JOIN customers c USING (cust_no)"
K_S = "crew k JOIN staff s USING (emp_no)"
K_SM = f"{K_S} JOIN moves m USING (move_no)"
DONE = "m.status = 'done'"
# translation: id with <thing>_id, none declared; abbreviated columns, status codes, francs
J_C = "jobs j JOIN clients c ON j.client_id = c.id"
J_T = "jobs j JOIN translators t ON j.translator_id = t.id"
I_J = "invoices i JOIN jobs j ON i.job_id = j.id"
I_JC = f"{I_J} JOIN clients c ON j.client_id = c.id"
DEL = "j.sts = 'DEL'"
# driving_school: same-named keys, none declared; status codes, rand in cents, dates as 'YYYY/MM/DD' text
L_I = "lessons l JOIN instructors i USING (instructor_no)"
L_L = "lessons l JOIN learners p USING (learner_no)"
T_I = "road_tests t JOIN instructors i USING (instructor_no)"
TAUGHT = "l.status = 'C'"
L_DAY = "strptime(l.lesson_date, '%Y/%m/%d')"
T_DAY = "strptime(t.test_date, '%Y/%m/%d')"
SAT = "t.result IN ('P', 'F')"


def _m(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("removals", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("translation", shape, question, truth, percent)


def _d(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("driving_school", shape, question, truth, percent)


QUESTIONS_V = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _m("top_label", "Who has put in the most hours on our moves?",
       f"SELECT s.name, sum(k.hours) h FROM {K_S} GROUP BY 1 ORDER BY h DESC, 1 LIMIT 1"),
    _m("top_label", "our 3 biggest customers by what we charged them? only moves we actually did",
       f"SELECT c.name, sum(m.price_sek) v FROM {M_C} WHERE {DONE} GROUP BY c.cust_no, 1 "
       "ORDER BY v DESC, 1 LIMIT 3"),
    _m("top_label", "Which foreman has been out on the most office moves?",
       f"SELECT s.name, count(*) n FROM {K_SM} WHERE s.role = 'foreman' AND m.job_type = 'office move' "
       "GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _m("top_label", "Which of the summer temps worked the most hours in summer 2025?",
       f"SELECT s.name, sum(k.hours) h FROM {K_SM} WHERE s.contract = 'summer' AND year(m.move_date) = 2025 "
       "GROUP BY 1 ORDER BY h DESC, 1 LIMIT 1"),
    _t("top_label", "Which client has sent us the most words? Delivered jobs only.",
       f"SELECT c.co_nm, sum(j.words) w FROM {J_C} WHERE {DEL} GROUP BY 1 ORDER BY w DESC, 1 LIMIT 1"),
    _t("top_label", "Top 3 translators by words delivered",
       f"SELECT t.nm, sum(j.words) w FROM {J_T} WHERE {DEL} GROUP BY 1 ORDER BY w DESC, 1 LIMIT 3"),
    _t("top_label", "Which sector do we invoice the most? net of VAT, with credit notes taken off",
       f"SELECT c.sector, sum(i.net_chf) v FROM {I_JC} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _d("top_label", "Which instructor has given the most lessons? Completed ones only.",
       f"SELECT i.first_name, i.surname, count(*) n FROM {L_I} WHERE {TAUGHT} GROUP BY i.instructor_no, 1, 2 "
       "ORDER BY n DESC, 1, 2 LIMIT 1"),
    _d("top_label", "Which test centre have most of our passes been at?",
       "SELECT centre, count(*) n FROM road_tests WHERE result = 'P' GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _d("top_label", "which branch makes the most from lessons? just the completed ones",
       f"SELECT i.branch, sum(l.fee_c) / 100 v FROM {L_I} WHERE {TAUGHT} GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _m("measure", "How much RUT deduction have we claimed for customers in total?",
       "SELECT sum(rut_sek) FROM moves WHERE status = 'done'"),
    _m("measure", "What have the crews cost us in wages? Hours worked times each person's hourly wage.",
       f"SELECT sum(k.hours * s.wage_sek) FROM {K_S}"),
    _m("measure", "On average what does a customer pay out of their own pocket for a home move, after the "
       "RUT deduction? Completed moves.",
       "SELECT avg(price_sek - coalesce(rut_sek, 0)) FROM moves WHERE status = 'done' "
       "AND job_type = 'home move'"),
    _t("measure", "What's our total margin on delivered jobs - what we bill the client minus what we pay the "
       "translator?",
       f"SELECT sum(j.words * (j.px_wd - j.pay_wd)) FROM jobs j WHERE {DEL}"),
    _t("measure", "How much VAT is on our invoices altogether, after credit notes?",
       "SELECT sum(vat_chf) FROM invoices"),
    _t("measure", "how much do clients still owe us incl. VAT?",
       "SELECT sum(net_chf + vat_chf) FROM invoices WHERE pd_dt IS NULL"),
    _t("measure", "What's the average length of a patent job in words? Delivered ones.",
       "SELECT avg(words) FROM jobs WHERE doc_typ = 'patent' AND sts = 'DEL'"),
    _d("measure", "How much have we earned from lessons altogether? Completed lessons plus the fees for late "
       "cancellations and no-shows.",
       "SELECT sum(fee_c) / 100 FROM lessons WHERE status IN ('C', 'L', 'N')"),
    _d("measure", "How many hours of lessons have we actually given?",
       "SELECT sum(mins) / 60 FROM lessons WHERE status = 'C'"),
    _d("measure", "What have we charged in car hire for road tests that went ahead?",
       "SELECT sum(car_hire_c) / 100 FROM road_tests WHERE result IN ('P', 'F')"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _m("dates", "How many moves did we do in June 2026?",
       "SELECT count(*) FROM moves WHERE status = 'done' AND move_date BETWEEN DATE '2026-06-01' "
       "AND DATE '2026-06-30'"),
    _m("dates", "What did we charge for the moves we did in the last quarter of 2025? Incl. moms.",
       "SELECT sum(price_sek) FROM moves WHERE status = 'done' AND move_date BETWEEN DATE '2025-10-01' "
       "AND DATE '2025-12-31'"),
    _m("dates", "how many quotes did we send out between 3 Feb and 30 Apr 2026?",
       "SELECT count(*) FROM moves WHERE quote_date BETWEEN DATE '2026-02-03' AND DATE '2026-04-30'"),
    _t("dates", "How many jobs came in during March 2026?",
       "SELECT count(*) FROM jobs WHERE rcvd_dt BETWEEN DATE '2026-03-01' AND DATE '2026-03-31'"),
    _t("dates", "What did we invoice in Q4 2025? Ex VAT, credit notes off.",
       "SELECT sum(net_chf) FROM invoices WHERE inv_dt BETWEEN DATE '2025-10-01' AND DATE '2025-12-31'"),
    _t("dates", "How many words did we deliver in the first half of this year?",
       "SELECT sum(words) FROM jobs WHERE sts = 'DEL' AND dlv_dt BETWEEN DATE '2026-01-01' "
       "AND DATE '2026-06-30'"),
    _d("dates", "How many lessons did we give in October 2025?",
       f"SELECT count(*) FROM lessons l WHERE {TAUGHT} AND {L_DAY} >= TIMESTAMP '2025-10-01' "
       f"AND {L_DAY} < TIMESTAMP '2025-11-01'"),
    _d("dates", "How many new learners signed up in the first quarter of 2026?",
       "SELECT count(*) FROM learners WHERE strptime(signed_up, '%Y/%m/%d') >= TIMESTAMP '2026-01-01' "
       "AND strptime(signed_up, '%Y/%m/%d') < TIMESTAMP '2026-04-01'"),
    _d("dates", "What did completed lessons bring in over the last three months of 2025?",
       f"SELECT sum(l.fee_c) / 100 FROM lessons l WHERE {TAUGHT} AND {L_DAY} >= TIMESTAMP '2025-10-01' "
       f"AND {L_DAY} < TIMESTAMP '2026-01-01'"),
    _d("dates", "How many road tests did our learners pass in 2025?",
       f"SELECT count(*) FROM road_tests t WHERE t.result = 'P' AND year({T_DAY}) = 2025"),
    # --------------------------------------------------------------- shares and percentages
    _m("share", "What share of our quotes do customers turn down? Leave out the ones still waiting on an "
       "answer.",
       "SELECT avg(CASE WHEN status = 'declined' THEN 1 ELSE 0 END) FROM moves WHERE status <> 'quoted'",
       percent=True),
    _m("share", "How much of the money from completed moves comes from companies? As a %",
       f"SELECT sum(CASE WHEN c.cust_type = 'company' THEN m.price_sek ELSE 0 END) / sum(m.price_sek) "
       f"FROM {M_C} WHERE {DONE}", percent=True),
    _m("share", "On what percentage of the moves we did did we do the packing as well?",
       "SELECT avg(CASE WHEN packing THEN 1 ELSE 0 END) FROM moves WHERE status = 'done'", percent=True),
    _m("share", "Of the moves that got a star rating, what % got the full 5 stars?",
       "SELECT avg(CASE WHEN stars = 5 THEN 1 ELSE 0 END) FROM moves WHERE stars IS NOT NULL", percent=True),
    _t("share", "What percentage of our delivered jobs went out late, after the due date?",
       "SELECT avg(CASE WHEN dlv_dt > due_dt THEN 1 ELSE 0 END) FROM jobs WHERE sts = 'DEL'", percent=True),
    _t("share", "what fraction of the jobs we get are rush jobs?",
       "SELECT avg(CASE WHEN rush = 'J' THEN 1 ELSE 0 END) FROM jobs", percent=True),
    _t("share", "How much of what we've invoiced went to clients outside Switzerland? Ex VAT, net of credit "
       "notes.",
       f"SELECT sum(CASE WHEN c.ctry <> 'CH' THEN i.net_chf ELSE 0 END) / sum(i.net_chf) FROM {I_JC}",
       percent=True),
    _d("share", "What's our pass rate? Only count tests that actually took place.",
       "SELECT avg(CASE WHEN result = 'P' THEN 1 ELSE 0 END) FROM road_tests WHERE result IN ('P', 'F')",
       percent=True),
    _d("share", "What % of lessons get cancelled or the learner doesn't show up? Ignore the ones still "
       "coming up.",
       "SELECT avg(CASE WHEN status IN ('L', 'X', 'N') THEN 1 ELSE 0 END) FROM lessons WHERE status <> 'S'",
       percent=True),
    _d("share", "What share of our learners want to learn in an automatic?",
       "SELECT avg(CASE WHEN gearbox = 'A' THEN 1 ELSE 0 END) FROM learners", percent=True),
    # --------------------------------------------------------------- entities with no match
    _m("anti_join", "Which of our staff have never been out on a move?",
       "SELECT s.name FROM staff s WHERE NOT EXISTS (SELECT 1 FROM crew k WHERE k.emp_no = s.emp_no) "
       "ORDER BY 1"),
    _m("anti_join", "How many customers on our books have never actually had a move done by us?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM moves m "
       f"WHERE m.cust_no = c.cust_no AND {DONE})"),
    _m("anti_join", "How many of our company customers haven't had a move with us since the start of 2025?",
       "SELECT count(*) FROM customers c WHERE c.cust_type = 'company' AND NOT EXISTS (SELECT 1 FROM moves m "
       f"WHERE m.cust_no = c.cust_no AND {DONE} AND m.move_date >= DATE '2025-01-01')"),
    _t("anti_join", "Which translators haven't delivered a single job for us?",
       "SELECT t.nm FROM translators t WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.translator_id = t.id "
       f"AND {DEL}) ORDER BY 1"),
    _t("anti_join", "How many clients have never sent us any work?",
       "SELECT count(*) FROM clients c WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.client_id = c.id)"),
    _t("anti_join", "Are there jobs we delivered before September that never got invoiced? Job number and "
       "client please.",
       f"SELECT j.id, c.co_nm FROM {J_C} WHERE {DEL} AND j.dlv_dt < DATE '2026-09-01' AND NOT EXISTS "
       "(SELECT 1 FROM invoices i WHERE i.job_id = j.id) ORDER BY 1"),
    _t("anti_join", "How many of our active translators haven't been given any work this year?",
       "SELECT count(*) FROM translators t WHERE t.active = 'J' AND NOT EXISTS (SELECT 1 FROM jobs j "
       "WHERE j.translator_id = t.id AND j.rcvd_dt >= DATE '2026-01-01')"),
    _d("anti_join", "Which instructors haven't taught a single lesson?",
       "SELECT i.first_name, i.surname FROM instructors i WHERE NOT EXISTS (SELECT 1 FROM lessons l "
       f"WHERE l.instructor_no = i.instructor_no AND {TAUGHT}) ORDER BY 1, 2"),
    _d("anti_join", "How many learners signed up but have never had a lesson?",
       "SELECT count(*) FROM learners p WHERE NOT EXISTS (SELECT 1 FROM lessons l "
       f"WHERE l.learner_no = p.learner_no AND {TAUGHT})"),
    _d("anti_join", "How many learners have had lessons with us but were never booked in for a road test?",
       "SELECT count(*) FROM learners p WHERE EXISTS (SELECT 1 FROM lessons l "
       f"WHERE l.learner_no = p.learner_no AND {TAUGHT}) AND NOT EXISTS (SELECT 1 FROM road_tests t "
       "WHERE t.learner_no = p.learner_no)"),
    # --------------------------------------------------------------- per X across tables
    _m("per_x", "number of completed moves per type of job",
       "SELECT job_type, count(*) FROM moves WHERE status = 'done' GROUP BY 1 ORDER BY 1"),
    _m("per_x", "Wage cost by role (foreman, driver, mover, packer) - hours times hourly wage",
       f"SELECT s.role, sum(k.hours * s.wage_sek) FROM {K_S} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "What's the average star rating for each type of customer?",
       f"SELECT c.cust_type, avg(m.stars) FROM {M_C} WHERE m.stars IS NOT NULL GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Invoiced amount per account manager, ex VAT and after credit notes",
       f"SELECT c.acct_mgr, sum(i.net_chf) FROM {I_JC} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How many jobs have we delivered into each of German, French, Italian and English?",
       "SELECT tgt_lng, count(*) FROM jobs WHERE sts = 'DEL' AND tgt_lng IN ('de', 'fr', 'it', 'en') "
       "GROUP BY 1 ORDER BY 1"),
    _t("per_x", "jobs by client country",
       f"SELECT c.ctry, count(*) FROM {J_C} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "Completed lessons for each branch",
       f"SELECT i.branch, count(*) FROM {L_I} WHERE {TAUGHT} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "How many road tests have we had at each testing centre? Only ones that actually went ahead.",
       f"SELECT t.centre, count(*) FROM road_tests t WHERE {SAT} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "Lesson income by length of lesson, completed lessons only",
       f"SELECT l.mins, sum(l.fee_c) / 100 FROM lessons l WHERE {TAUGHT} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "How many new learners signed up each year?",
       "SELECT left(signed_up, 4) y, count(*) FROM learners GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _m("compare", "Private customers vs companies - who pays more on average for a move? Completed moves.",
       f"SELECT c.cust_type, avg(m.price_sek) FROM {M_C} WHERE {DONE} "
       "AND c.cust_type IN ('private', 'company') GROUP BY 1 ORDER BY 1"),
    _m("compare", "Did we do more moves in summer 2025 or summer 2026? June to August.",
       "SELECT year(move_date) y, count(*) FROM moves WHERE status = 'done' "
       "AND month(move_date) IN (6, 7, 8) AND year(move_date) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _m("compare", "Do the summer temps or the permanent staff put in longer hours per move, on average?",
       f"SELECT s.contract, avg(k.hours) FROM {K_S} GROUP BY 1 ORDER BY 1"),
    _m("compare", "18 tonne truck vs 7.5 tonne: which moves get the better ratings on average?",
       "SELECT truck, avg(stars) FROM moves WHERE stars IS NOT NULL AND truck IN ('18t', '7.5t') GROUP BY 1 "
       "ORDER BY 1"),
    _t("compare", "Do we bill more for work into French or into Italian? Delivered jobs, words times our "
       "price per word.",
       f"SELECT j.tgt_lng, sum(j.words * j.px_wd) FROM jobs j WHERE {DEL} AND j.tgt_lng IN ('fr', 'it') "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Sworn translators vs the rest: who has delivered more words?",
       f"SELECT t.sworn, sum(j.words) FROM {J_T} WHERE {DEL} GROUP BY 1 ORDER BY 1"),
    _t("compare", "Regula vs Nicolas: whose clients have we invoiced more this year? ex VAT, net of credit "
       "notes",
       f"SELECT c.acct_mgr, sum(i.net_chf) FROM {I_JC} WHERE c.acct_mgr IN ('Regula', 'Nicolas') "
       "AND i.inv_dt >= DATE '2026-01-01' GROUP BY 1 ORDER BY 1"),
    _d("compare", "Do we give more lessons to learners on manual or automatic?",
       f"SELECT p.gearbox, count(*) FROM {L_L} WHERE {TAUGHT} GROUP BY 1 ORDER BY 1"),
    _d("compare", "Bellville or Claremont - which branch made more from completed lessons this year?",
       f"SELECT i.branch, sum(l.fee_c) / 100 FROM {L_I} WHERE {TAUGHT} AND i.branch IN ('Bellville', "
       f"'Claremont') AND left(l.lesson_date, 4) = '2026' GROUP BY 1 ORDER BY 1"),
    _d("compare", "Morning or afternoon - when do we give more lessons? Completed ones, morning meaning "
       "before 12.",
       "SELECT CASE WHEN start_time < '12:00' THEN 'morning' ELSE 'afternoon' END k, count(*) FROM lessons "
       "WHERE status = 'C' GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _m("cannot", "How much diesel did the trucks burn last month?"),
    _m("cannot", "How many moving boxes did we hand out on packing jobs this year?"),
    _m("cannot", "Which moves ended in a damage claim?"),
    _t("cannot", "How many hours did each translator spend on their jobs?"),
    _t("cannot", "Which jobs were done with machine translation and post-editing?"),
    _t("cannot", "What's our average client satisfaction score?"),
    _t("cannot", "How many quote requests did we lose to other agencies?"),
    _d("cannot", "Which learners passed their learner's licence test first time?"),
    _d("cannot", "How much petrol do the cars go through per lesson?"),
    _d("cannot", "Which instructor gets the best reviews from learners?"),
)
