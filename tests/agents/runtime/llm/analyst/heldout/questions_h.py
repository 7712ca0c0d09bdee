"""Set H: ten questions a shape on the lettings, charity and factory schemas of `schemas_h.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would ask, and checked only by running each truth on DuckDB (non-empty, no tie at a
LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these questions before their
first scored run.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# lettings: declared PRIMARY KEY / REFERENCES; landlord_ref ('LL-0xx'), property_id,
# tenancy_ref ('TN-yy-nnnn')
P_L = "properties p JOIN landlords l USING (landlord_ref)"
R_T = "rent_payments r JOIN tenancies t USING (tenancy_ref)"
R_TP = f"{R_T} JOIN properties p USING (property_id)"
R_TPL = f"{R_TP} JOIN landlords l USING (landlord_ref)"
J_P = "repairs j JOIN properties p USING (property_id)"
LABOUR = "sum(j.labour_hours * j.hourly_rate)"
# charity: <thing>_id -> id, no declared keys
D_O = "donations d JOIN donors o ON d.donor_id = o.id"
D_C = "donations d JOIN campaigns c ON d.campaign_id = c.id"
G_C = "regular_gifts g JOIN campaigns c ON g.campaign_id = c.id"
V_C = "volunteers v JOIN campaigns c ON v.campaign_id = c.id"
REGULAR = "sum(g.monthly_amount * g.months_paid)"
# factory: codes, no declared keys; runs.line -> lines.line_code, runs.item -> products.sku,
# defects.batch -> runs.run_ref
R_L = "runs r JOIN lines l ON r.line = l.line_code"
R_P = "runs r JOIN products p ON r.item = p.sku"
R_PL = f"{R_P} JOIN lines l ON r.line = l.line_code"
D_R = "defects d JOIN runs r ON d.batch = r.run_ref"
D_RL = f"{D_R} JOIN lines l ON r.line = l.line_code"
D_RP = f"{D_R} JOIN products p ON r.item = p.sku"
OUTPUT = "sum(r.units_good * p.unit_cost)"
SCRAP = "sum(d.units_scrapped * p.unit_cost)"


def _l(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("lettings", shape, question, truth, percent)


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("charity", shape, question, truth, percent)


def _f(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("factory", shape, question, truth, percent)


QUESTIONS_H = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _l("top_label", "Which three landlords have received the most rent?",
       f"SELECT l.full_name, sum(r.amount) s FROM {R_TPL} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _l("top_label", "Which 5 properties have run up the biggest repair labour bills "
       "(hours times hourly rate)?",
       f"SELECT p.address, {LABOUR} s FROM {J_P} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 5"),
    _l("top_label", "Which tenant has paid us the most rent overall?",
       f"SELECT t.tenant_name, sum(r.amount) s FROM {R_T} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _l("top_label", "whose properties have needed the most urgent or emergency repairs? "
       "just the top landlord",
       f"SELECT l.full_name, count(*) n FROM {J_P} JOIN landlords l USING (landlord_ref) "
       "WHERE j.priority IN ('urgent', 'emergency') GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "Who are our 5 biggest one-off donors by total given?",
       f"SELECT o.full_name, sum(d.amount) s FROM {D_O} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 5"),
    _c("top_label", "Which 3 campaigns have had the most volunteer hours put in?",
       f"SELECT c.title, sum(v.hours_given) s FROM {V_C} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _c("top_label", "Which campaign has brought in the most through regular giving so far, counting each "
       "gift's monthly amount times the months paid?",
       f"SELECT c.title, {REGULAR} s FROM {G_C} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _f("top_label", "What are the three products we've made the most good units of?",
       f"SELECT p.product_name, sum(r.units_good) s FROM {R_P} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _f("top_label", "Which 2 production lines have scrapped the most units?",
       f"SELECT l.line_name, sum(d.units_scrapped) s FROM {D_RL} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 2"),
    _f("top_label", "Which four products have cost us the most in scrap, valuing each scrapped unit at its "
       "unit cost?",
       f"SELECT p.product_name, {SCRAP} s FROM {D_RP} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 4"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _l("measure", "What has labour on completed repairs cost in total? (hours x hourly rate)",
       f"SELECT {LABOUR} FROM repairs j WHERE j.status = 'completed'"),
    _l("measure", "How much rent have we taken from properties in Jericho?",
       f"SELECT sum(r.amount) FROM {R_TP} WHERE p.area = 'Jericho'"),
    _l("measure", "What's the average monthly rent on our two-bedroom flats, across all their tenancies?",
       "SELECT avg(t.monthly_rent) FROM tenancies t JOIN properties p USING (property_id) "
       "WHERE p.property_type = 'flat' AND p.bedrooms = 2"),
    _c("measure", "How much has regular giving raised altogether, monthly amount times months paid?",
       f"SELECT {REGULAR} FROM regular_gifts g"),
    _c("measure", "How much have donors living in Glastonbury given in one-off donations?",
       f"SELECT sum(d.amount) FROM {D_O} WHERE o.town = 'Glastonbury'"),
    _c("measure", "what's the average online donation to our emergency appeals",
       f"SELECT avg(d.amount) FROM {D_C} WHERE d.channel = 'online' AND c.appeal_type = 'emergency'"),
    _c("measure", "How many hours have volunteer drivers given to capital appeals?",
       f"SELECT sum(v.hours_given) FROM {V_C} WHERE v.role = 'driver' AND c.appeal_type = 'capital'"),
    _f("measure", "What's the total cost of all the good units we've produced, at unit cost?",
       f"SELECT {OUTPUT} FROM {R_P}"),
    _f("measure", "How many good units has the Swindon plant turned out?",
       f"SELECT sum(r.units_good) FROM {R_L} WHERE l.plant = 'Swindon'"),
    _f("measure", "What's the value of the scrapped garden products at unit cost?",
       f"SELECT {SCRAP} FROM {D_RP} WHERE p.family = 'garden'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _l("dates", "How much rent came in during March 2026?",
       "SELECT sum(amount) FROM rent_payments WHERE paid_on BETWEEN DATE '2026-03-01' AND DATE '2026-03-31'"),
    _l("dates", "How many repairs were reported in Q3 2025?",
       "SELECT count(*) FROM repairs WHERE reported_on BETWEEN DATE '2025-07-01' AND DATE '2025-09-30'"),
    _l("dates", "How many tenancies started between June and August 2024?",
       "SELECT count(*) FROM tenancies WHERE start_date BETWEEN DATE '2024-06-01' AND DATE '2024-08-31'"),
    _l("dates", "What did repair labour cost us for jobs reported in 2025, at hours times rate?",
       f"SELECT {LABOUR} FROM repairs j WHERE year(j.reported_on) = 2025"),
    _c("dates", "How much was donated in September 2026?",
       "SELECT sum(amount) FROM donations WHERE received_on BETWEEN DATE '2026-09-01' AND DATE '2026-09-30'"),
    _c("dates", "How many donations did we receive in the first quarter of 2025?",
       "SELECT count(*) FROM donations WHERE received_on BETWEEN DATE '2025-01-01' AND DATE '2025-03-31'"),
    _c("dates", "What did street collections raise from 1 May to 31 August 2026?",
       "SELECT sum(amount) FROM donations WHERE channel = 'street collection' "
       "AND received_on BETWEEN DATE '2026-05-01' AND DATE '2026-08-31'"),
    _f("dates", "How many production runs were started in Q2 2025?",
       "SELECT count(*) FROM runs WHERE started_at >= TIMESTAMP '2025-04-01' "
       "AND started_at < TIMESTAMP '2025-07-01'"),
    _f("dates", "How many units did we scrap in July 2026?",
       "SELECT sum(units_scrapped) FROM defects "
       "WHERE found_on BETWEEN DATE '2026-07-01' AND DATE '2026-07-31'"),
    _f("dates", "What was the cost of good output (good units x unit cost) for runs started between "
       "1 March and 15 May 2026?",
       f"SELECT {OUTPUT} FROM {R_P} WHERE r.started_at >= TIMESTAMP '2026-03-01' "
       "AND r.started_at < TIMESTAMP '2026-05-16'"),
    # --------------------------------------------------------------- shares and percentages
    _l("share", "What percentage of rent payments are made by standing order?",
       "SELECT avg(CASE WHEN method = 'standing order' THEN 1 ELSE 0 END) FROM rent_payments", percent=True),
    _l("share", "What share of repair jobs have been emergencies?",
       "SELECT avg(CASE WHEN priority = 'emergency' THEN 1 ELSE 0 END) FROM repairs", percent=True),
    _l("share", "How much of the total repair labour bill went on roofing, as a percentage?",
       "SELECT sum(CASE WHEN trade = 'roofing' THEN labour_hours * hourly_rate ELSE 0 END) "
       "/ sum(labour_hours * hourly_rate) FROM repairs", percent=True),
    _c("share", "What percentage of our donors have signed up for Gift Aid?",
       "SELECT avg(CASE WHEN gift_aid THEN 1 ELSE 0 END) FROM donors", percent=True),
    _c("share", "What share of one-off donation money came in online?",
       "SELECT sum(CASE WHEN channel = 'online' THEN amount ELSE 0 END) / sum(amount) FROM donations",
       percent=True),
    _c("share", "What proportion of regular gifts have been cancelled?",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM regular_gifts", percent=True),
    _c("share", "Of all the hours our volunteers have given, what fraction went to emergency appeals?",
       "SELECT sum(CASE WHEN c.appeal_type = 'emergency' THEN v.hours_given ELSE 0 END) "
       f"/ sum(v.hours_given) FROM {V_C}", percent=True),
    _f("share", "What percentage of production runs got stopped?",
       "SELECT avg(CASE WHEN status = 'stopped' THEN 1 ELSE 0 END) FROM runs", percent=True),
    _f("share", "On completed runs, what share of the planned units actually came out good?",
       "SELECT sum(units_good) / sum(units_planned) FROM runs WHERE status = 'completed'", percent=True),
    _f("share", "what fraction of defects are critical?",
       "SELECT avg(CASE WHEN severity = 'critical' THEN 1 ELSE 0 END) FROM defects", percent=True),
    # --------------------------------------------------------------- entities with no match
    _l("anti_join", "Which landlords don't have any properties with us yet?",
       "SELECT l.full_name FROM landlords l WHERE NOT EXISTS "
       "(SELECT 1 FROM properties p WHERE p.landlord_ref = l.landlord_ref) ORDER BY 1"),
    _l("anti_join", "How many properties have never been let?",
       "SELECT count(*) FROM properties p WHERE NOT EXISTS "
       "(SELECT 1 FROM tenancies t WHERE t.property_id = p.property_id)"),
    _l("anti_join", "How many of our properties have never needed a repair?",
       "SELECT count(*) FROM properties p WHERE NOT EXISTS "
       "(SELECT 1 FROM repairs j WHERE j.property_id = p.property_id)"),
    _c("anti_join", "How many donors have never made a one-off donation?",
       "SELECT count(*) FROM donors o WHERE NOT EXISTS (SELECT 1 FROM donations d WHERE d.donor_id = o.id)"),
    _c("anti_join", "Which campaigns launched before 2026 have no volunteers signed up?",
       "SELECT c.title FROM campaigns c WHERE c.launched_on < DATE '2026-01-01' AND NOT EXISTS "
       "(SELECT 1 FROM volunteers v WHERE v.campaign_id = c.id) ORDER BY 1"),
    _c("anti_join", "How many campaigns haven't had a single donation?",
       "SELECT count(*) FROM campaigns c WHERE NOT EXISTS "
       "(SELECT 1 FROM donations d WHERE d.campaign_id = c.id)"),
    _c("anti_join", "How many donors have neither made a one-off donation nor set up a regular gift?",
       "SELECT count(*) FROM donors o WHERE NOT EXISTS (SELECT 1 FROM donations d WHERE d.donor_id = o.id) "
       "AND NOT EXISTS (SELECT 1 FROM regular_gifts g WHERE g.donor_id = o.id)"),
    _f("anti_join", "Which products have we never made?",
       "SELECT p.product_name FROM products p WHERE NOT EXISTS (SELECT 1 FROM runs r WHERE r.item = p.sku) "
       "ORDER BY 1"),
    _f("anti_join", "Which lines haven't had a production run yet?",
       "SELECT l.line_name FROM lines l WHERE NOT EXISTS (SELECT 1 FROM runs r WHERE r.line = l.line_code) "
       "ORDER BY 1"),
    _f("anti_join", "How many runs got through without a single defect being logged?",
       "SELECT count(*) FROM runs r WHERE NOT EXISTS (SELECT 1 FROM defects d WHERE d.batch = r.run_ref)"),
    # --------------------------------------------------------------- per X across tables
    _l("per_x", "Rent received per area",
       f"SELECT p.area, sum(r.amount) FROM {R_TP} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "For each trade, what's the average labour cost of a completed repair (hours x rate)?",
       "SELECT trade, avg(labour_hours * hourly_rate) FROM repairs WHERE status = 'completed' "
       "GROUP BY 1 ORDER BY 1"),
    _l("per_x", "How many tenancies has each property type had?",
       "SELECT p.property_type, count(*) FROM tenancies t JOIN properties p USING (property_id) "
       "GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Total one-off donations for each type of appeal",
       f"SELECT c.appeal_type, sum(d.amount) FROM {D_C} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Regular giving raised by appeal type, taking monthly amount times months paid",
       f"SELECT c.appeal_type, {REGULAR} FROM {G_C} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "break down the money given to the Winter Warmth Appeal 2025 by how it was given",
       f"SELECT d.channel, sum(d.amount) FROM {D_C} WHERE c.title = 'Winter Warmth Appeal 2025' "
       "GROUP BY 1 ORDER BY 1"),
    _f("per_x", "Good units made at each plant",
       f"SELECT l.plant, sum(r.units_good) FROM {R_L} GROUP BY 1 ORDER BY 1"),
    _f("per_x", "What has each type of defect cost us in scrapped units at unit cost?",
       f"SELECT d.defect_type, {SCRAP} FROM {D_RP} GROUP BY 1 ORDER BY 1"),
    _f("per_x", "How many runs did each product family have in 2025?",
       f"SELECT p.family, count(*) FROM {R_P} WHERE year(r.started_at) = 2025 GROUP BY 1 ORDER BY 1"),
    _f("per_x", "Average units planned per run for each process - moulding, assembly, packing, finishing",
       f"SELECT l.process, avg(r.units_planned) FROM {R_L} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _l("compare", "Do our houses or our flats bring in more rent?",
       f"SELECT p.property_type, sum(r.amount) FROM {R_TP} WHERE p.property_type IN ('house', 'flat') "
       "GROUP BY 1 ORDER BY 1"),
    _l("compare", "Individual landlords vs letting companies: how many properties does each group own?",
       f"SELECT l.landlord_type, count(*) FROM {P_L} GROUP BY 1 ORDER BY 1"),
    _l("compare", "Did we collect more rent in 2024 or in 2025?",
       "SELECT year(paid_on) y, sum(amount) FROM rent_payments WHERE year(paid_on) IN (2024, 2025) "
       "GROUP BY 1 ORDER BY 1"),
    _c("compare", "Have Gift Aid donors given more in one-off donations than donors who haven't signed up "
       "for it?",
       f"SELECT sum(CASE WHEN o.gift_aid THEN d.amount END), sum(CASE WHEN NOT o.gift_aid THEN d.amount END) "
       f"FROM {D_O}"),
    _c("compare", "Cheque versus phone: which has raised more in donations?",
       "SELECT channel, sum(amount) FROM donations WHERE channel IN ('cheque', 'phone') "
       "GROUP BY 1 ORDER BY 1"),
    _c("compare", "Did one-off donations raise more in January-June 2025 or in January-June 2026?",
       "SELECT year(received_on) y, sum(amount) FROM donations WHERE month(received_on) <= 6 "
       "AND year(received_on) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _f("compare", "Telford or Wrexham - which plant has scrapped more units?",
       f"SELECT l.plant, sum(d.units_scrapped) FROM {D_RL} WHERE l.plant IN ('Telford', 'Wrexham') "
       "GROUP BY 1 ORDER BY 1"),
    _f("compare", "Kitchen range against garden range: what's the good output of each worth at unit cost?",
       f"SELECT p.family, {OUTPUT} FROM {R_P} WHERE p.family IN ('kitchen', 'garden') GROUP BY 1 ORDER BY 1"),
    _f("compare", "Did we log more critical defects in 2024 or in 2025?",
       "SELECT year(found_on) y, count(*) FROM defects WHERE severity = 'critical' "
       "AND year(found_on) IN (2024, 2025) GROUP BY 1 ORDER BY 1"),
    _f("compare", "How do moulding lines compare with assembly lines on good units produced?",
       f"SELECT l.process, sum(r.units_good) FROM {R_L} WHERE l.process IN ('moulding', 'assembly') "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _l("cannot", "What's the average credit score of our tenants?"),
    _l("cannot", "How many viewings did each property get before it was let?"),
    _l("cannot", "How much have we spent on materials for repairs this year?"),
    _c("cannot", "How much did each campaign cost us to run?"),
    _c("cannot", "What's the average age of our donors?"),
    _c("cannot", "How many people opened our last email appeal?"),
    _f("cannot", "How many hours of downtime has each line had?"),
    _f("cannot", "Which machine operator has run the most batches?"),
    _f("cannot", "What's the energy used per unit made on each line?"),
    _f("cannot", "How many units did we sell to each retailer last quarter?"),
)
