"""Set L: ten questions a shape on the museum, brewery and dental schemas of `schemas_l.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

"How many tickets / kegs / visitors" counts the units (`tickets.qty`, `shipments.kegs`), not the rows; "ticket
orders", "deliveries", "batches" and "appointments" count rows. "Missed" or "no-show" appointments are status
'FTA' (failed to attend), not 'CXL' (cancelled).
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# museum: declared PRIMARY KEY / REFERENCES on same-named keys;
# ticket takings = tickets.qty x exhibitions.ticket_price
T_E = "tickets t JOIN exhibitions e USING (exhibition_id)"
T_EG = f"{T_E} JOIN galleries g USING (gallery_id)"
L_E = "loans l JOIN exhibitions e USING (exhibition_id)"
TAKINGS = "sum(t.qty * e.ticket_price)"
# brewery: <thing>_id -> id, no declared keys; abbreviated columns; a shipment reaches its beer via its batch
S_C = "shipments s JOIN customers cu ON s.customer_id = cu.id"
S_BB = "shipments s JOIN batches ba ON s.batch_id = ba.id JOIN beers b ON ba.beer_id = b.id"
I_BB = "ingredients i JOIN batches ba ON i.batch_id = ba.id JOIN beers b ON ba.beer_id = b.id"
SALES = "sum(s.kegs * s.px_per_keg)"
LITRES = "sum(s.kegs * s.keg_l)"
INGR = "sum(i.qty_kg * i.cost_per_kg)"
# dental: codes named unlike their targets; treatments.visit -> appointments.appt_no,
# appointments.patient -> patients.pat_ref, appointments.seen_by -> dentists.gdc_no,
# patients.insured_with -> insurers.plan_code
T_A = "treatments t JOIN appointments a ON t.visit = a.appt_no"
T_AD = f"{T_A} JOIN dentists d ON a.seen_by = d.gdc_no"
T_API = f"{T_A} JOIN patients p ON a.patient = p.pat_ref JOIN insurers i ON p.insured_with = i.plan_code"
A_D = "appointments a JOIN dentists d ON a.seen_by = d.gdc_no"
A_P = "appointments a JOIN patients p ON a.patient = p.pat_ref"
P_I = "patients p JOIN insurers i ON p.insured_with = i.plan_code"
FEES = "sum(t.units * t.fee_each)"
CLAIM = "sum(t.units * t.fee_each * i.cover_pct / 100)"


def _m(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("museum", shape, question, truth, percent)


def _b(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("brewery", shape, question, truth, percent)


def _d(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("dental", shape, question, truth, percent)


QUESTIONS_L = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _m("top_label", "Which exhibition has taken the most money in ticket sales?",
       f"SELECT e.title, {TAKINGS} s FROM {T_E} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _m("top_label", "Whose exhibitions have sold the most tickets? Give me the top 3 curators.",
       f"SELECT e.curator, sum(t.qty) n FROM {T_E} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _m("top_label", "Which two galleries have drawn the most visitors?",
       f"SELECT g.gallery_name, sum(t.qty) n FROM {T_EG} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _m("top_label", "top 3 shows with overseas visitors",
       f"SELECT e.title, sum(t.qty) n FROM {T_E} WHERE t.visitor_origin = 'overseas' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    _b("top_label", "Who are our three biggest customers by money spent on kegs?",
       f"SELECT cu.cust_name, {SALES} r FROM {S_C} GROUP BY 1 ORDER BY r DESC, 1 LIMIT 3"),
    _b("top_label", "Which beer earns us the most?",
       f"SELECT b.beer_name, {SALES} r FROM {S_BB} GROUP BY 1 ORDER BY r DESC, 1 LIMIT 1"),
    _b("top_label", "Which 3 beers cost us the most in ingredients?",
       f"SELECT b.beer_name, {INGR} c FROM {I_BB} GROUP BY 1 ORDER BY c DESC, 1 LIMIT 3"),
    _d("top_label", "Which dentist has billed the most for treatment?",
       f"SELECT d.dentist_name, {FEES} f FROM {T_AD} GROUP BY 1 ORDER BY f DESC, 1 LIMIT 1"),
    _d("top_label",
       "Which three insurers do we get the most money back from, based on what their plans cover?",
       f"SELECT i.insurer_name, {CLAIM} c FROM {T_API} GROUP BY 1 ORDER BY c DESC, 1 LIMIT 3"),
    _d("top_label", "Which 5 patients have missed the most appointments?",
       f"SELECT p.pat_name, count(*) n FROM {A_P} WHERE a.appt_sts = 'FTA' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 5"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _m("measure", "How much have we taken from ticket sales overall?",
       f"SELECT {TAKINGS} FROM {T_E}"),
    _m("measure", "What's the total insured value of the works borrowed for the Leonardo show?",
       f"SELECT sum(l.insured_value_gbp) FROM {L_E} WHERE e.title = 'Leonardo: Drawn to Nature'"),
    _m("measure", "How many tickets have been sold for shows in the East wing?",
       f"SELECT sum(t.qty) FROM {T_EG} WHERE g.wing = 'East'"),
    _b("measure", "What's our total keg revenue?", f"SELECT {SALES} FROM shipments s"),
    _b("measure", "How many litres of beer have we sent out to restaurants?",
       f"SELECT {LITRES} FROM {S_C} WHERE cu.cust_typ = 'restaurant'"),
    _b("measure", "what have we spent on hops altogether",
       f"SELECT {INGR} FROM ingredients i WHERE i.ingr_typ = 'hops'"),
    _b("measure", "How much have our stouts made us in keg sales?",
       f"SELECT {SALES} FROM {S_BB} WHERE b.style = 'Stout'"),
    _d("measure", "What's the total we've charged for treatment?", f"SELECT {FEES} FROM treatments t"),
    _d("measure", "How much treatment have Denplan patients had, in fees?",
       f"SELECT {FEES} FROM {T_API} WHERE i.insurer_name = 'Denplan'"),
    _d("measure", "What have the clinicians at Riverside billed in total?",
       f"SELECT {FEES} FROM {T_AD} WHERE d.site = 'Riverside'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _m("dates", "How much did we take in ticket sales in the second half of 2025?",
       f"SELECT {TAKINGS} FROM {T_E} WHERE t.sold_at >= TIMESTAMP '2025-07-01' "
       "AND t.sold_at < TIMESTAMP '2026-01-01'"),
    _m("dates", "How many people became members in 2024?",
       "SELECT count(*) FROM members WHERE year(joined_on) = 2024"),
    _m("dates", "How many tickets did we sell in May 2025?",
       "SELECT sum(qty) FROM tickets WHERE sold_at >= TIMESTAMP '2025-05-01' "
       "AND sold_at < TIMESTAMP '2025-06-01'"),
    _b("dates", "How many kegs did we send out in May?",
       "SELECT sum(kegs) FROM shipments WHERE ship_ts >= TIMESTAMP '2025-05-01' "
       "AND ship_ts < TIMESTAMP '2025-06-01'"),
    _b("dates", "How many batches were brewed in the first three months of the year?",
       "SELECT count(*) FROM batches WHERE brew_dt BETWEEN DATE '2025-01-01' AND DATE '2025-03-31'"),
    _b("dates", "What did we take in keg sales between 1 September and 30 November?",
       f"SELECT {SALES} FROM shipments s WHERE s.ship_ts >= TIMESTAMP '2025-09-01' "
       "AND s.ship_ts < TIMESTAMP '2025-12-01'"),
    _d("dates", "How many appointments did we have booked in March 2026?",
       "SELECT count(*) FROM appointments WHERE appt_ts >= TIMESTAMP '2026-03-01' "
       "AND appt_ts < TIMESTAMP '2026-04-01'"),
    _d("dates", "What did we bill in treatment fees during 2025?",
       f"SELECT {FEES} FROM {T_A} WHERE year(a.appt_ts) = 2025"),
    _d("dates", "how many new patients joined the practice in 2026?",
       "SELECT count(*) FROM patients WHERE year(registered_on) = 2026"),
    _d("dates", "How many missed appointments did we have between October and December 2025?",
       "SELECT count(*) FROM appointments WHERE appt_sts = 'FTA' "
       "AND appt_ts >= TIMESTAMP '2025-10-01' AND appt_ts < TIMESTAMP '2026-01-01'"),
    # --------------------------------------------------------------- shares and percentages
    _m("share", "What percentage of our ticket money comes from the blockbuster shows?",
       f"SELECT sum(CASE WHEN e.kind = 'blockbuster' THEN t.qty * e.ticket_price ELSE 0 END) / {TAKINGS} "
       f"FROM {T_E}", percent=True),
    _m("share", "What share of ticket orders are made online?",
       "SELECT avg(CASE WHEN channel = 'online' THEN 1 ELSE 0 END) FROM tickets", percent=True),
    _m("share", "What proportion of our members have let their membership lapse?",
       "SELECT avg(CASE WHEN renewal_status = 'lapsed' THEN 1 ELSE 0 END) FROM members", percent=True),
    _m("share", "what fraction of our visitors come from overseas?",
       "SELECT sum(CASE WHEN visitor_origin = 'overseas' THEN qty ELSE 0 END) / sum(qty) FROM tickets",
       percent=True),
    _b("share", "What percentage of our keg revenue comes from pubs?",
       f"SELECT sum(CASE WHEN cu.cust_typ = 'pub' THEN s.kegs * s.px_per_keg ELSE 0 END) / {SALES} "
       f"FROM {S_C}", percent=True),
    _b("share", "What share of our batches had to be poured away?",
       "SELECT avg(CASE WHEN batch_sts = 'dumped' THEN 1 ELSE 0 END) FROM batches", percent=True),
    _b("share", "Of all the beer we've shipped, what proportion by volume went out in 30 litre kegs?",
       f"SELECT sum(CASE WHEN s.keg_l = 30 THEN s.kegs * s.keg_l ELSE 0 END) / {LITRES} FROM shipments s",
       percent=True),
    _d("share", "What percentage of appointments were no-shows?",
       "SELECT avg(CASE WHEN appt_sts = 'FTA' THEN 1 ELSE 0 END) FROM appointments", percent=True),
    _d("share", "How much of our treatment income comes from implants, as a percentage?",
       f"SELECT sum(CASE WHEN t.proc_cd = 'IMPL' THEN t.units * t.fee_each ELSE 0 END) / {FEES} "
       "FROM treatments t", percent=True),
    _d("share", "What proportion of our patients pay privately rather than through a plan?",
       "SELECT avg(CASE WHEN insured_with = 'PRIV' THEN 1 ELSE 0 END) FROM patients", percent=True),
    # --------------------------------------------------------------- entities with no match
    _m("anti_join", "Which galleries have never had an exhibition in them?",
       "SELECT g.gallery_name FROM galleries g WHERE NOT EXISTS "
       "(SELECT 1 FROM exhibitions e WHERE e.gallery_id = g.gallery_id) ORDER BY 1"),
    _m("anti_join", "Which exhibitions haven't sold a single ticket yet?",
       "SELECT e.title FROM exhibitions e WHERE NOT EXISTS "
       "(SELECT 1 FROM tickets t WHERE t.exhibition_id = e.exhibition_id) ORDER BY 1"),
    _m("anti_join", "How many of our exhibitions had nothing borrowed from other collections?",
       "SELECT count(*) FROM exhibitions e WHERE NOT EXISTS "
       "(SELECT 1 FROM loans l WHERE l.exhibition_id = e.exhibition_id)"),
    _b("anti_join", "Which beers haven't we brewed yet?",
       "SELECT b.beer_name FROM beers b WHERE NOT EXISTS (SELECT 1 FROM batches ba WHERE ba.beer_id = b.id) "
       "ORDER BY 1"),
    _b("anti_join", "How many customers have never had a delivery from us?",
       "SELECT count(*) FROM customers cu WHERE NOT EXISTS "
       "(SELECT 1 FROM shipments s WHERE s.customer_id = cu.id)"),
    _b("anti_join", "which bottle shops haven't ordered anything?",
       "SELECT cu.cust_name FROM customers cu WHERE cu.cust_typ = 'bottle shop' AND NOT EXISTS "
       "(SELECT 1 FROM shipments s WHERE s.customer_id = cu.id) ORDER BY 1"),
    _b("anti_join", "How many batches never went out to a customer?",
       "SELECT count(*) FROM batches ba WHERE NOT EXISTS "
       "(SELECT 1 FROM shipments s WHERE s.batch_id = ba.id)"),
    _d("anti_join", "Which clinicians haven't seen any patients yet?",
       "SELECT d.dentist_name FROM dentists d WHERE NOT EXISTS "
       "(SELECT 1 FROM appointments a WHERE a.seen_by = d.gdc_no) ORDER BY 1"),
    _d("anti_join", "How many registered patients have never had an appointment?",
       "SELECT count(*) FROM patients p WHERE NOT EXISTS "
       "(SELECT 1 FROM appointments a WHERE a.patient = p.pat_ref)"),
    _d("anti_join", "Which insurance plans don't cover any of our patients?",
       "SELECT i.insurer_name, i.plan_name FROM insurers i WHERE NOT EXISTS "
       "(SELECT 1 FROM patients p WHERE p.insured_with = i.plan_code) ORDER BY 1, 2"),
    # --------------------------------------------------------------- per X across tables
    _m("per_x", "Ticket takings by wing",
       f"SELECT g.wing, {TAKINGS} FROM {T_EG} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many artworks have we borrowed for each kind of exhibition?",
       f"SELECT e.kind, count(*) FROM {L_E} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How much have we paid in loan fees for shows in each wing?",
       f"SELECT g.wing, sum(l.loan_fee_gbp) FROM {L_E} JOIN galleries g USING (gallery_id) "
       "GROUP BY 1 ORDER BY 1"),
    _b("per_x", "litres shipped per town",
       f"SELECT cu.town, {LITRES} FROM {S_C} GROUP BY 1 ORDER BY 1"),
    _b("per_x", "Ingredient costs split by core, seasonal and special beers",
       f"SELECT b.range_typ, {INGR} FROM {I_BB} GROUP BY 1 ORDER BY 1"),
    _b("per_x", "How much revenue does each type of customer bring in?",
       f"SELECT cu.cust_typ, {SALES} FROM {S_C} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "Treatment income by type of clinician",
       f"SELECT d.clinician_role, {FEES} FROM {T_AD} GROUP BY 1 ORDER BY 1"),
    _d("per_x", "How many patients are on each Simplyhealth plan?",
       f"SELECT i.plan_name, count(*) FROM {P_I} WHERE i.insurer_name = 'Simplyhealth' "
       "GROUP BY 1 ORDER BY 1"),
    _d("per_x", "No-shows for each kind of clinician",
       f"SELECT d.clinician_role, count(*) FROM {A_D} WHERE a.appt_sts = 'FTA' GROUP BY 1 ORDER BY 1"),
    _d("per_x", "What have AXA Health patients been charged, plan by plan?",
       f"SELECT i.plan_name, {FEES} FROM {T_API} WHERE i.insurer_name = 'AXA Health' GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _m("compare", "Did we sell more tickets in 2024 or in 2025?",
       "SELECT year(sold_at) y, sum(qty) FROM tickets WHERE year(sold_at) IN (2024, 2025) "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "Online versus the front desk: which has brought in more ticket money?",
       f"SELECT t.channel, {TAKINGS} FROM {T_E} WHERE t.channel IN ('online', 'front desk') "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "Do we get more local visitors or more from overseas?",
       "SELECT visitor_origin, sum(qty) FROM tickets WHERE visitor_origin IN ('local', 'overseas') "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "Compare the Louvre and the Rijksmuseum on the total insured value they've lent us",
       "SELECT lender, sum(insured_value_gbp) FROM loans WHERE lender IN ('Louvre', 'Rijksmuseum') "
       "GROUP BY 1 ORDER BY 1"),
    _b("compare", "Have we sold more kegs of IPA or of lager?",
       f"SELECT b.style, sum(s.kegs) FROM {S_BB} WHERE b.style IN ('IPA', 'Lager') GROUP BY 1 ORDER BY 1"),
    _b("compare", "Falmouth vs Truro - whose customers have spent more with us?",
       f"SELECT cu.town, {SALES} FROM {S_C} WHERE cu.town IN ('Falmouth', 'Truro') GROUP BY 1 ORDER BY 1"),
    _b("compare", "Who's brewed more litres, RT or AP?",
       "SELECT brewer, sum(vol_l) FROM batches WHERE brewer IN ('AP', 'RT') GROUP BY 1 ORDER BY 1"),
    _d("compare", "Did we bill more for treatment in 2024 or in 2025?",
       f"SELECT year(a.appt_ts) y, {FEES} FROM {T_A} WHERE year(a.appt_ts) IN (2024, 2025) "
       "GROUP BY 1 ORDER BY 1"),
    _d("compare", "Composite or amalgam fillings - which has earned us more?",
       f"SELECT t.proc_desc, {FEES} FROM treatments t WHERE t.proc_cd IN ('FILL-C', 'FILL-A') "
       "GROUP BY 1 ORDER BY 1"),
    _d("compare", "Simplyhealth patients against Denplan patients: who has run up more in treatment fees?",
       f"SELECT i.insurer_name, {FEES} FROM {T_API} WHERE i.insurer_name IN ('Simplyhealth', 'Denplan') "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _m("cannot", "How long do visitors spend in each gallery on average?"),
    _m("cannot", "Which of our members visit most often?"),
    _m("cannot", "What's the average visitor rating for each exhibition?"),
    _b("cannot", "How many pints of our beer did each pub actually pour?"),
    _b("cannot", "What temperature was each batch fermented at?"),
    _b("cannot", "How many of our empty kegs are still sitting at customers waiting to be collected?"),
    _d("cannot", "How long do patients wait in reception before they're seen?"),
    _d("cannot", "What's each dentist's annual salary?"),
    _d("cannot", "How many patients were referred to us by a friend or family member?"),
    _d("cannot", "Which teeth do we fill most often?"),
)
