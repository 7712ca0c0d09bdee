"""Set K: ten questions a shape on the vets, allotments and mobile schemas of `schemas_k.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# vets: declared PRIMARY KEY / REFERENCES on same-named keys; a visit's bill = qty x unit_price over its lines
T_A = "treatments t JOIN appointments a USING (appt_id)"
T_AP = f"{T_A} JOIN pets p USING (pet_id)"
T_APO = f"{T_AP} JOIN owners o USING (owner_id)"
T_AV = f"{T_A} JOIN vets v USING (vet_id)"
A_P = "appointments a JOIN pets p USING (pet_id)"
A_V = "appointments a JOIN vets v USING (vet_id)"
BILLED = "sum(t.qty * t.unit_price)"
# allotments: <thing>_id -> id, no declared keys; rent = the plot's area_sqm x the bill's rate_per_sqm
P_M = "plots p JOIN members m ON p.member_id = m.id"
W_P = "weighings w JOIN plots p ON w.plot_id = p.id"
W_PM = f"{W_P} JOIN members m ON p.member_id = m.id"
F_P = "fees f JOIN plots p ON f.plot_id = p.id"
F_PM = f"{F_P} JOIN members m ON p.member_id = m.id"
RENT = "sum(p.area_sqm * f.rate_per_sqm)"
# mobile: codes named unlike their targets; subscribers.on_tariff -> plans.tariff_code, calls.a_party,
# data_usage.user_line and topups.for_number -> subscribers.msisdn;
# call charges = bill_mins x the plan's ppm_gbp
S_P = "subscribers s JOIN plans p ON s.on_tariff = p.tariff_code"
C_S = "calls c JOIN subscribers s ON c.a_party = s.msisdn"
C_SP = f"{C_S} JOIN plans p ON s.on_tariff = p.tariff_code"
D_S = "data_usage d JOIN subscribers s ON d.user_line = s.msisdn"
D_SP = f"{D_S} JOIN plans p ON s.on_tariff = p.tariff_code"
T_S = "topups t JOIN subscribers s ON t.for_number = s.msisdn"
CHARGES = "sum(c.bill_mins * p.ppm_gbp)"


def _v(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("vets", shape, question, truth, percent)


def _a(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("allotments", shape, question, truth, percent)


def _m(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("mobile", shape, question, truth, percent)


QUESTIONS_K = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _v("top_label", "Which two members of staff have had the most appointments booked with them?",
       f"SELECT v.vet_name, count(*) n FROM {A_V} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _v("top_label", "Which owner has spent the most with us?",
       f"SELECT o.owner_name, {BILLED} s FROM {T_APO} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _v("top_label", "Top 3 clinicians by treatment income",
       f"SELECT v.vet_name, {BILLED} s FROM {T_AV} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _v("top_label", "which breed of dog has the most appointments booked?",
       f"SELECT p.breed, count(*) n FROM {A_P} WHERE p.species = 'dog' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _a("top_label", "Who grew the most potatoes?",
       f"SELECT m.full_name, sum(w.kg) s FROM {W_PM} WHERE w.crop = 'potatoes' GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 1"),
    _a("top_label", "Which three plots have produced the heaviest harvests overall?",
       f"SELECT p.plot_no, sum(w.kg) s FROM {W_P} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _a("top_label", "Which member has paid the most plot rent over the years?",
       f"SELECT m.full_name, {RENT} s FROM {F_PM} WHERE f.fee_sts = 'paid' GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 1"),
    _m("top_label", "Which customer has topped up the most money?",
       f"SELECT s.cust_name, sum(t.amt_gbp) a FROM {T_S} GROUP BY 1 ORDER BY a DESC, 1 LIMIT 1"),
    _m("top_label", "Which 2 tariffs have the most customers signed up to them?",
       f"SELECT p.plan_name, count(*) n FROM {S_P} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _m("top_label", "who are our 5 heaviest data users?",
       f"SELECT s.cust_name, sum(d.mb_used) mb FROM {D_S} GROUP BY 1 ORDER BY mb DESC, 1 LIMIT 5"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _v("measure", "How much have we billed in total for treatments?",
       f"SELECT {BILLED} FROM treatments t"),
    _v("measure", "How much have we charged for treating cats?",
       f"SELECT {BILLED} FROM {T_AP} WHERE p.species = 'cat'"),
    _v("measure", "what have owners who live in Whitstable paid us altogether?",
       f"SELECT {BILLED} FROM {T_APO} WHERE o.town = 'Whitstable'"),
    _a("measure", "How many kilos of produce have been weighed in altogether?",
       "SELECT sum(kg) FROM weighings"),
    _a("measure", "How much plot rent is still overdue?",
       f"SELECT {RENT} FROM {F_P} WHERE f.fee_sts = 'overdue'"),
    _a("measure", "What's the total weight of tomatoes grown at Church Lane?",
       f"SELECT sum(w.kg) FROM {W_P} WHERE w.crop = 'tomatoes' AND p.site = 'Church Lane'"),
    _a("measure", "How many square metres of ground do our concession members rent between them?",
       f"SELECT sum(p.area_sqm) FROM {P_M} WHERE m.member_type = 'concession'"),
    _m("measure", "What's our total call revenue, charging each minute at the customer's plan rate?",
       f"SELECT {CHARGES} FROM {C_SP}"),
    _m("measure", "How much mobile data have customers in Scotland used?",
       f"SELECT sum(d.mb_used) FROM {D_S} WHERE s.region = 'Scotland'"),
    _m("measure", "What does the monthly line rental of all our active subscribers add up to?",
       f"SELECT sum(p.monthly_gbp) FROM {S_P} WHERE s.acct_sts = 'ACT'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _v("dates", "How many appointments did we have in March 2025?",
       "SELECT count(*) FROM appointments WHERE appt_ts >= TIMESTAMP '2025-03-01' "
       "AND appt_ts < TIMESTAMP '2025-04-01'"),
    _v("dates", "What did we bill in the last quarter of 2025?",
       f"SELECT {BILLED} FROM {T_A} WHERE a.appt_ts >= TIMESTAMP '2025-10-01' "
       "AND a.appt_ts < TIMESTAMP '2026-01-01'"),
    _v("dates", "how many new clients registered with the practice in 2025",
       "SELECT count(*) FROM owners WHERE year(registered) = 2025"),
    _a("dates", "How many weighings were recorded in August 2025?",
       "SELECT count(*) FROM weighings WHERE wt_date BETWEEN DATE '2025-08-01' AND DATE '2025-08-31'"),
    _a("dates", "How much rent came in between January and March 2025?",
       f"SELECT {RENT} FROM {F_P} WHERE f.paid_dt BETWEEN DATE '2025-01-01' AND DATE '2025-03-31'"),
    _a("dates", "What weight of leeks was picked over the winter, December 2024 to February 2025?",
       "SELECT sum(kg) FROM weighings WHERE crop = 'leeks' "
       "AND wt_date BETWEEN DATE '2024-12-01' AND DATE '2025-02-28'"),
    _m("dates", "How many calls were made in March 2026?",
       "SELECT count(*) FROM calls WHERE start_ts >= TIMESTAMP '2026-03-01' "
       "AND start_ts < TIMESTAMP '2026-04-01'"),
    _m("dates", "How much did customers top up in Q4 2025?",
       "SELECT sum(amt_gbp) FROM topups WHERE tu_ts >= TIMESTAMP '2025-10-01' "
       "AND tu_ts < TIMESTAMP '2026-01-01'"),
    _m("dates", "Total data used between 1 May and 30 June 2025",
       "SELECT sum(mb_used) FROM data_usage WHERE sess_date BETWEEN DATE '2025-05-01' AND DATE '2025-06-30'"),
    _m("dates", "how many lines were activated in 2024?",
       "SELECT count(*) FROM subscribers WHERE year(activated) = 2024"),
    # --------------------------------------------------------------- shares and percentages
    _v("share", "What percentage of bookings ended up as a did-not-attend?",
       "SELECT avg(CASE WHEN appt_status = 'DNA' THEN 1 ELSE 0 END) FROM appointments", percent=True),
    _v("share", "What share of our treatment income comes from dogs?",
       f"SELECT sum(CASE WHEN p.species = 'dog' THEN t.qty * t.unit_price ELSE 0 END) / {BILLED} "
       f"FROM {T_AP}", percent=True),
    _v("share", "What proportion of the pets on our books are rabbits?",
       "SELECT avg(CASE WHEN species = 'rabbit' THEN 1 ELSE 0 END) FROM pets", percent=True),
    _v("share", "what % of appointments were with a nurse rather than a vet?",
       f"SELECT avg(CASE WHEN v.role = 'nurse' THEN 1 ELSE 0 END) FROM {A_V}", percent=True),
    _a("share", "What share of the 2026 season's rent bills are overdue?",
       "SELECT avg(CASE WHEN fee_sts = 'overdue' THEN 1 ELSE 0 END) FROM fees WHERE season = 2026",
       percent=True),
    _a("share", "By weight, what proportion of everything harvested was potatoes?",
       "SELECT sum(CASE WHEN crop = 'potatoes' THEN kg ELSE 0 END) / sum(kg) FROM weighings", percent=True),
    _a("share", "What percentage of our plots are on North Field?",
       "SELECT avg(CASE WHEN site = 'North Field' THEN 1 ELSE 0 END) FROM plots", percent=True),
    _m("share", "What percentage of our customers have ported out to another network?",
       "SELECT avg(CASE WHEN acct_sts = 'PORT' THEN 1 ELSE 0 END) FROM subscribers", percent=True),
    _m("share", "How much of our data traffic was used while roaming, as a percentage?",
       "SELECT sum(CASE WHEN roaming = 'Y' THEN mb_used ELSE 0 END) / sum(mb_used) FROM data_usage",
       percent=True),
    _m("share", "what proportion of top-up money came in through the app?",
       "SELECT sum(CASE WHEN channel = 'app' THEN amt_gbp ELSE 0 END) / sum(amt_gbp) FROM topups",
       percent=True),
    # --------------------------------------------------------------- entities with no match
    _v("anti_join", "Which owners don't have any pets registered yet?",
       "SELECT o.owner_name FROM owners o WHERE NOT EXISTS "
       "(SELECT 1 FROM pets p WHERE p.owner_id = o.owner_id) ORDER BY 1"),
    _v("anti_join", "How many pets have never been in for an appointment?",
       "SELECT count(*) FROM pets p WHERE NOT EXISTS "
       "(SELECT 1 FROM appointments a WHERE a.pet_id = p.pet_id)"),
    _v("anti_join", "which staff haven't had a single appointment yet?",
       "SELECT v.vet_name FROM vets v WHERE NOT EXISTS "
       "(SELECT 1 FROM appointments a WHERE a.vet_id = v.vet_id) ORDER BY 1"),
    _a("anti_join", "Which members don't have a plot?",
       "SELECT m.full_name FROM members m WHERE NOT EXISTS "
       "(SELECT 1 FROM plots p WHERE p.member_id = m.id) ORDER BY 1"),
    _a("anti_join", "How many plots have never had any produce weighed?",
       "SELECT count(*) FROM plots p WHERE NOT EXISTS (SELECT 1 FROM weighings w WHERE w.plot_id = p.id)"),
    _a("anti_join", "How many plots have nobody renting them at the moment?",
       "SELECT count(*) FROM plots p WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p.member_id)"),
    _a("anti_join", "how many members have never weighed in a harvest?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS "
       f"(SELECT 1 FROM {W_P} WHERE p.member_id = m.id)"),
    _m("anti_join", "Which plans have no customers on them?",
       "SELECT p.plan_name FROM plans p WHERE NOT EXISTS "
       "(SELECT 1 FROM subscribers s WHERE s.on_tariff = p.tariff_code) ORDER BY 1"),
    _m("anti_join", "How many pay-as-you-go customers have never topped up?",
       f"SELECT count(*) FROM {S_P} WHERE p.plan_type = 'PAYG' AND NOT EXISTS "
       "(SELECT 1 FROM topups t WHERE t.for_number = s.msisdn)"),
    _m("anti_join", "How many subscribers have never made a call?",
       "SELECT count(*) FROM subscribers s WHERE NOT EXISTS "
       "(SELECT 1 FROM calls c WHERE c.a_party = s.msisdn)"),
    # --------------------------------------------------------------- per X across tables
    _v("per_x", "How much have we billed at each branch?",
       f"SELECT v.branch, {BILLED} FROM {T_AV} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "Number of appointments by species",
       f"SELECT p.species, count(*) FROM {A_P} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "break down our treatment takings by the town the owner lives in",
       f"SELECT o.town, {BILLED} FROM {T_APO} GROUP BY 1 ORDER BY 1"),
    _a("per_x", "Total harvest weight for each site",
       f"SELECT p.site, sum(w.kg) FROM {W_P} GROUP BY 1 ORDER BY 1"),
    _a("per_x", "Rent paid for the 2025 season, per site (only bills that have been paid)",
       f"SELECT p.site, {RENT} FROM {F_P} WHERE f.season = 2025 AND f.fee_sts = 'paid' "
       "GROUP BY 1 ORDER BY 1"),
    _a("per_x", "how many kilos has each type of member harvested?",
       f"SELECT m.member_type, sum(w.kg) FROM {W_PM} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "Billed call minutes per region",
       f"SELECT s.region, sum(c.bill_mins) FROM {C_S} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How much data has been used on each type of plan?",
       f"SELECT p.plan_type, sum(d.mb_used) FROM {D_SP} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "Top-up totals by the customer's region",
       f"SELECT s.region, sum(t.amt_gbp) FROM {T_S} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "what have calls earned us for each kind of destination, at plan rates?",
       f"SELECT c.dest_type, {CHARGES} FROM {C_SP} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _v("compare", "Cats or dogs - which have we billed more for?",
       f"SELECT p.species, {BILLED} FROM {T_AP} WHERE p.species IN ('cat', 'dog') GROUP BY 1 ORDER BY 1"),
    _v("compare", "Did the Canterbury branch or the Ashford branch have more appointments?",
       f"SELECT v.branch, count(*) FROM {A_V} WHERE v.branch IN ('Canterbury', 'Ashford') "
       "GROUP BY 1 ORDER BY 1"),
    _v("compare", "Were there more appointments in 2024 or in 2025?",
       "SELECT year(appt_ts) y, count(*) FROM appointments WHERE year(appt_ts) IN (2024, 2025) "
       "GROUP BY 1 ORDER BY 1"),
    _v("compare", "nurses vs vets: who has had more appointments booked?",
       f"SELECT v.role, count(*) FROM {A_V} GROUP BY 1 ORDER BY 1"),
    _a("compare", "Potatoes against onions - which gave us more weight in 2025?",
       "SELECT crop, sum(kg) FROM weighings WHERE crop IN ('potatoes', 'onions') AND year(wt_date) = 2025 "
       "GROUP BY 1 ORDER BY 1"),
    _a("compare", "Do plots with a water tap produce more than plots without one?",
       f"SELECT p.has_tap, sum(w.kg) FROM {W_P} GROUP BY 1 ORDER BY 1"),
    _a("compare", "Did we collect more rent for the 2024 season or the 2025 season?",
       f"SELECT f.season, {RENT} FROM {F_P} WHERE f.fee_sts = 'paid' AND f.season IN (2024, 2025) "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "Do customers in London or in Scotland make more calls?",
       f"SELECT s.region, count(*) FROM {C_S} WHERE s.region IN ('London', 'Scotland') "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "5G versus 4G: which carried more data in 2025?",
       "SELECT rat, sum(mb_used) FROM data_usage WHERE rat IN ('5G', '4G') AND year(sess_date) = 2025 "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "Who makes more calls, SIM-only customers or handset contract customers?",
       f"SELECT p.plan_type, count(*) FROM {C_SP} WHERE p.plan_type IN ('SIM only', 'handset contract') "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _v("cannot", "How long does a typical appointment last, in minutes?"),
    _v("cannot", "Which insurance company covers the most of our patients?"),
    _v("cannot", "Which vets get the best ratings in owner feedback?"),
    _a("cannot", "Which members won prizes at the annual show?"),
    _a("cannot", "What's the soil pH on each plot?"),
    _a("cannot", "How many hours did each member put in at the work parties?"),
    _m("cannot", "Which handset models are our customers using?"),
    _m("cannot", "How many texts did each customer send last month?"),
    _m("cannot", "What's the average signal strength in each region?"),
    _m("cannot", "How many calls got dropped?"),
)
