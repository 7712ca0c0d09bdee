"""Set J: ten questions a shape on the tracker, marina and recruitment schemas of `schemas_j.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# tracker: declared PRIMARY KEY / REFERENCES on same-named keys; cost of work = hours x the developer's rate
L_D = "time_logs t JOIN developers d USING (developer_id)"
L_I = "time_logs t JOIN issues i USING (issue_id)"
L_IP = f"{L_I} JOIN projects p USING (project_id)"
L_DI = f"{L_D} JOIN issues i USING (issue_id)"
L_DIP = f"{L_DI} JOIN projects p USING (project_id)"
I_P = "issues i JOIN projects p USING (project_id)"
WORK = "sum(t.hours * d.hourly_rate)"
# marina: <thing>_id -> id, no declared keys; abbreviated columns
S_B = "stays s JOIN boats b ON s.boat_id = b.id"
S_BE = "stays s JOIN berths be ON s.berth_id = be.id"
F_B = "fuel_sales f JOIN boats b ON f.boat_id = b.id"
FEES = "sum(s.nts * s.rate_amt)"
FUEL = "sum(f.ltrs * f.price_per_ltr)"
# recruitment: codes named unlike their targets; vacancies.for_client -> clients.client_ref,
# placements.job -> vacancies.job_no, placements.placed_cand -> candidates.cand_code
P_V = "placements pl JOIN vacancies v ON pl.job = v.job_no"
P_VC = f"{P_V} JOIN clients c ON v.for_client = c.client_ref"
P_CA = "placements pl JOIN candidates ca ON pl.placed_cand = ca.cand_code"
V_C = "vacancies v JOIN clients c ON v.for_client = c.client_ref"
FEE = "sum(pl.agreed_salary * pl.fee_rate)"


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("tracker", shape, question, truth, percent)


def _m(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("marina", shape, question, truth, percent)


def _r(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("recruitment", shape, question, truth, percent)


QUESTIONS_J = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _t("top_label", "Who has logged the most hours?",
       f"SELECT d.dev_name, sum(t.hours) h FROM {L_D} GROUP BY 1 ORDER BY h DESC, 1 LIMIT 1"),
    _t("top_label", "Which three projects have cost us the most in developer time, going by hourly rates?",
       f"SELECT p.project_name, {WORK} c FROM {L_DIP} GROUP BY 1 ORDER BY c DESC, 1 LIMIT 3"),
    _t("top_label", "top 4 projects by number of bugs raised",
       f"SELECT p.project_name, count(*) n FROM {I_P} WHERE i.issue_type = 'bug' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 4"),
    _t("top_label", "Which 3 devs have put the most hours into critical-priority tickets?",
       f"SELECT d.dev_name, sum(t.hours) h FROM {L_DI} WHERE i.priority = 'critical' GROUP BY 1 "
       "ORDER BY h DESC, 1 LIMIT 3"),
    _m("top_label", "Which boat has paid us the most in berthing fees?",
       f"SELECT b.boat_name, {FEES} f FROM {S_B} GROUP BY 1 ORDER BY f DESC, 1 LIMIT 1"),
    _m("top_label", "Top 3 boats for diesel, by litres bought",
       f"SELECT b.boat_name, sum(f.ltrs) l FROM {F_B} WHERE f.fuel_typ = 'diesel' GROUP BY 1 "
       "ORDER BY l DESC, 1 LIMIT 3"),
    _m("top_label", "which owner has spent the most on fuel with us?",
       f"SELECT b.owner_name, {FUEL} s FROM {F_B} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _r("top_label", "Which three clients have brought in the most fee income for us?",
       f"SELECT c.company_name, {FEE} f FROM {P_VC} GROUP BY 1 ORDER BY f DESC, 1 LIMIT 3"),
    _r("top_label", "What are our 3 most lucrative job titles in terms of fees?",
       f"SELECT v.job_title, {FEE} f FROM {P_V} GROUP BY 1 ORDER BY f DESC, 1 LIMIT 3"),
    _r("top_label", "Which client has the most vacancies open with us right now?",
       f"SELECT c.company_name, count(*) n FROM {V_C} WHERE v.vac_status = 'open' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _t("measure", "What has all the logged work cost, at each developer's hourly rate?",
       f"SELECT {WORK} FROM {L_D}"),
    _t("measure", "How many story points has the Growth team got done? Only count issues marked done.",
       f"SELECT sum(i.story_points) FROM {I_P} WHERE p.team = 'Growth' AND i.status = 'done'"),
    _t("measure", "how much did the time spent on bugs cost us",
       f"SELECT {WORK} FROM {L_DI} WHERE i.issue_type = 'bug'"),
    _m("measure", "How much have we taken in berthing fees altogether?",
       f"SELECT {FEES} FROM stays s"),
    _m("measure", "What have catamarans paid in mooring fees?",
       f"SELECT {FEES} FROM {S_B} WHERE b.boat_type = 'catamaran'"),
    _m("measure", "How many litres of petrol have we sold to RIBs?",
       f"SELECT sum(f.ltrs) FROM {F_B} WHERE f.fuel_typ = 'petrol' AND b.boat_type = 'RIB'"),
    _m("measure", "What's the fuel revenue from French-flagged boats?",
       f"SELECT {FUEL} FROM {F_B} WHERE b.flag = 'France'"),
    _r("measure", "What's our total fee income across every placement?",
       f"SELECT {FEE} FROM placements pl"),
    _r("measure", "How much have we earned in fees from technology companies?",
       f"SELECT {FEE} FROM {P_VC} WHERE c.sector = 'technology'"),
    _r("measure", "What's the average agreed salary on nursing placements?",
       f"SELECT avg(pl.agreed_salary) FROM {P_V} WHERE v.specialism = 'nursing'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _t("dates", "How many issues were opened in March 2025?",
       "SELECT count(*) FROM issues WHERE opened_on BETWEEN DATE '2025-03-01' AND DATE '2025-03-31'"),
    _t("dates", "Total hours logged in Q4 2025?",
       "SELECT sum(hours) FROM time_logs WHERE logged_on BETWEEN DATE '2025-10-01' AND DATE '2025-12-31'"),
    _t("dates", "What did developer time cost us during 2026?",
       f"SELECT {WORK} FROM {L_D} WHERE year(t.logged_on) = 2026"),
    _m("dates", "berthing income for stays arriving in August 2025",
       f"SELECT {FEES} FROM stays s WHERE s.arr_dt BETWEEN DATE '2025-08-01' AND DATE '2025-08-31'"),
    _m("dates", "How many litres of fuel did we sell between 1 May and 15 July 2025?",
       "SELECT sum(ltrs) FROM fuel_sales WHERE sale_dt BETWEEN DATE '2025-05-01' AND DATE '2025-07-15'"),
    _m("dates", "What were our fuel takings in 2026?",
       f"SELECT {FUEL} FROM fuel_sales f WHERE year(f.sale_dt) = 2026"),
    _r("dates", "How many vacancies were posted in January 2025?",
       "SELECT count(*) FROM vacancies WHERE posted BETWEEN DATE '2025-01-01' AND DATE '2025-01-31'"),
    _r("dates", "Fee income from placements starting in the last quarter of 2024",
       f"SELECT {FEE} FROM placements pl "
       "WHERE pl.start_date BETWEEN DATE '2024-10-01' AND DATE '2024-12-31'"),
    _r("dates", "How many placements had a start date between 1 March and 31 May 2026?",
       "SELECT count(*) FROM placements WHERE start_date BETWEEN DATE '2026-03-01' AND DATE '2026-05-31'"),
    _r("dates", "how many candidates signed up with us in 2025",
       "SELECT count(*) FROM candidates WHERE year(registered) = 2025"),
    # --------------------------------------------------------------- shares and percentages
    _t("share", "What percentage of our issues are bugs?",
       "SELECT avg(CASE WHEN issue_type = 'bug' THEN 1 ELSE 0 END) FROM issues", percent=True),
    _t("share", "How much of the money spent on developer time went on Platform team projects, as a %?",
       "SELECT sum(CASE WHEN p.team = 'Platform' THEN t.hours * d.hourly_rate ELSE 0 END) "
       f"/ {WORK} FROM {L_DIP}", percent=True),
    _t("share", "what fraction of tickets got closed as won't fix?",
       "SELECT avg(CASE WHEN status = 'won''t fix' THEN 1 ELSE 0 END) FROM issues", percent=True),
    _t("share", "Of all the hours logged, what share came from QA?",
       f"SELECT sum(CASE WHEN d.role = 'QA' THEN t.hours ELSE 0 END) / sum(t.hours) FROM {L_D}",
       percent=True),
    _m("share", "What percentage of stays were cancelled?",
       "SELECT avg(CASE WHEN stay_sts = 'cancelled' THEN 1 ELSE 0 END) FROM stays", percent=True),
    _m("share", "What share of our berthing fee income comes from superyachts?",
       "SELECT sum(CASE WHEN b.boat_type = 'superyacht' THEN s.nts * s.rate_amt ELSE 0 END) "
       f"/ {FEES} FROM {S_B}", percent=True),
    _m("share", "What proportion of bookings came in over VHF radio?",
       "SELECT avg(CASE WHEN booked_via = 'VHF radio' THEN 1 ELSE 0 END) FROM stays", percent=True),
    _r("share", "What percentage of vacancies have been filled?",
       "SELECT avg(CASE WHEN vac_status = 'filled' THEN 1 ELSE 0 END) FROM vacancies", percent=True),
    _r("share", "what share of our fee income comes from fixed-term roles?",
       "SELECT sum(CASE WHEN v.contract_type = 'fixed term' THEN pl.agreed_salary * pl.fee_rate ELSE 0 END) "
       f"/ {FEE} FROM {P_V}", percent=True),
    _r("share", "What proportion of placements ended with the candidate leaving during the rebate period?",
       "SELECT avg(CASE WHEN outcome = 'left in rebate period' THEN 1 ELSE 0 END) FROM placements",
       percent=True),
    # --------------------------------------------------------------- entities with no match
    _t("anti_join", "Which projects don't have any issues yet?",
       "SELECT p.project_name FROM projects p WHERE NOT EXISTS "
       "(SELECT 1 FROM issues i WHERE i.project_id = p.project_id) ORDER BY 1"),
    _t("anti_join", "Which developers haven't logged any time?",
       "SELECT d.dev_name FROM developers d WHERE NOT EXISTS "
       "(SELECT 1 FROM time_logs t WHERE t.developer_id = d.developer_id) ORDER BY 1"),
    _t("anti_join", "How many issues has nobody logged a single hour against?",
       "SELECT count(*) FROM issues i WHERE NOT EXISTS "
       "(SELECT 1 FROM time_logs t WHERE t.issue_id = i.issue_id)"),
    _m("anti_join", "How many boats have never stayed with us?",
       "SELECT count(*) FROM boats b WHERE NOT EXISTS (SELECT 1 FROM stays s WHERE s.boat_id = b.id)"),
    _m("anti_join", "Which berths on pontoon A have never been used?",
       "SELECT be.berth_code FROM berths be WHERE be.pontoon = 'A' AND NOT EXISTS "
       "(SELECT 1 FROM stays s WHERE s.berth_id = be.id) ORDER BY 1"),
    _m("anti_join", "how many boats have never bought fuel from us",
       "SELECT count(*) FROM boats b WHERE NOT EXISTS (SELECT 1 FROM fuel_sales f WHERE f.boat_id = b.id)"),
    _m("anti_join", "How many berths have never had a boat booked into them?",
       "SELECT count(*) FROM berths be WHERE NOT EXISTS (SELECT 1 FROM stays s WHERE s.berth_id = be.id)"),
    _r("anti_join", "Which clients haven't given us any vacancies yet?",
       "SELECT c.company_name FROM clients c WHERE NOT EXISTS "
       "(SELECT 1 FROM vacancies v WHERE v.for_client = c.client_ref) ORDER BY 1"),
    _r("anti_join", "How many of our registered candidates have never been placed?",
       "SELECT count(*) FROM candidates ca WHERE NOT EXISTS "
       "(SELECT 1 FROM placements pl WHERE pl.placed_cand = ca.cand_code)"),
    _r("anti_join", "How many vacancies never led to a placement?",
       "SELECT count(*) FROM vacancies v WHERE NOT EXISTS "
       "(SELECT 1 FROM placements pl WHERE pl.job = v.job_no)"),
    # --------------------------------------------------------------- per X across tables
    _t("per_x", "Hours logged per team",
       f"SELECT p.team, sum(t.hours) FROM {L_IP} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "What has developer time cost for each type of issue?",
       f"SELECT i.issue_type, {WORK} FROM {L_DI} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "number of issues for each team",
       f"SELECT p.team, count(*) FROM {I_P} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "Mooring fees by pontoon",
       f"SELECT be.pontoon, {FEES} FROM {S_BE} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many stays have we had from each kind of boat?",
       f"SELECT b.boat_type, count(*) FROM {S_B} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "fuel revenue split by the flag the boat flies",
       f"SELECT b.flag, {FUEL} FROM {F_B} GROUP BY 1 ORDER BY 1"),
    _r("per_x", "How much fee have we made in each specialism?",
       f"SELECT v.specialism, {FEE} FROM {P_V} GROUP BY 1 ORDER BY 1"),
    _r("per_x", "Placements per client city",
       f"SELECT c.city, count(*) FROM {P_VC} GROUP BY 1 ORDER BY 1"),
    _r("per_x", "average agreed salary by contract type",
       f"SELECT v.contract_type, avg(pl.agreed_salary) FROM {P_V} GROUP BY 1 ORDER BY 1"),
    _r("per_x", "For candidates who live in Leeds, how do their placements break down by outcome?",
       f"SELECT pl.outcome, count(*) FROM {P_CA} WHERE ca.home_city = 'Leeds' GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _t("compare", "Bugs or features - which have eaten more hours?",
       f"SELECT i.issue_type, sum(t.hours) FROM {L_I} WHERE i.issue_type IN ('bug', 'feature') "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Did the Mobile team or the Data team log more hours?",
       f"SELECT p.team, sum(t.hours) FROM {L_IP} WHERE p.team IN ('Mobile', 'Data') GROUP BY 1 ORDER BY 1"),
    _t("compare", "backend vs frontend developers: total hours logged",
       f"SELECT d.role, sum(t.hours) FROM {L_D} WHERE d.role IN ('backend', 'frontend') "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Were more issues raised in 2024 or in 2025?",
       "SELECT year(opened_on) y, count(*) FROM issues WHERE year(opened_on) IN (2024, 2025) "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "Who's brought in more berthing fees, sailing yachts or motor cruisers?",
       f"SELECT b.boat_type, {FEES} FROM {S_B} WHERE b.boat_type IN ('sailing yacht', 'motor cruiser') "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "Petrol against diesel - litres sold in 2025",
       "SELECT fuel_typ, sum(ltrs) FROM fuel_sales WHERE year(sale_dt) = 2025 GROUP BY 1 ORDER BY 1"),
    _m("compare", "Do we get more bookings online or by phone?",
       "SELECT booked_via, count(*) FROM stays WHERE booked_via IN ('online', 'phone') "
       "GROUP BY 1 ORDER BY 1"),
    _r("compare", "Permanent vs fixed term: which has earned us more in fees?",
       f"SELECT v.contract_type, {FEE} FROM {P_V} GROUP BY 1 ORDER BY 1"),
    _r("compare", "Were there more placements starting in 2024 or in 2025?",
       "SELECT year(start_date) y, count(*) FROM placements WHERE year(start_date) IN (2024, 2025) "
       "GROUP BY 1 ORDER BY 1"),
    _r("compare", "Leeds clients or Manchester clients - which have paid us more in fees?",
       f"SELECT c.city, {FEE} FROM {P_VC} WHERE c.city IN ('Leeds', 'Manchester') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _t("cannot", "On average, how many days does it take to close an issue?"),
    _t("cannot", "How many lines of code were changed in each project?"),
    _t("cannot", "How many pull requests has each developer opened?"),
    _m("cannot", "How much electricity has each berth used?"),
    _m("cannot", "What's the average draught of the boats that visit?"),
    _m("cannot", "Which harbour do boats usually sail on to after leaving us?"),
    _r("cannot", "How long does it take on average to go from first interview to offer?"),
    _r("cannot", "Which of our consultants has made the most placements?"),
    _r("cannot", "What's the gender split of our candidates?"),
    _r("cannot", "How many CVs have we sent to each client?"),
)
