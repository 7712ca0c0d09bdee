"""Set G: ten questions a shape on the insurance, sports and energy schemas of `schemas_g.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would ask, and checked only by running each truth on DuckDB (non-empty, no tie at a
LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these questions before their first
scored run.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# insurance: declared PRIMARY KEY / REFERENCES; holder_id, agent_no, policy_no (VARCHAR)
PA = "policies p JOIN agents a USING (agent_no)"
CP = "claims c JOIN policies p USING (policy_no)"
WRITTEN = "sum(p.monthly_premium * p.term_months)"
# sports: <thing>_id -> id, two keys (home_team_id, away_team_id) to teams
M_HOME = "matches m JOIN teams t ON m.home_team_id = t.id"
G_P = "goals g JOIN players p ON g.player_id = p.id"
G_PT = f"{G_P} JOIN teams t ON p.team_id = t.id"
G_M = "goals g JOIN matches m ON g.match_id = m.id"
GATE = "sum(m.attendance * m.ticket_price)"
# energy: codes, no declared keys; readings.meter -> meters.serial_no -> sites.site_code / tariffs.tariff_ref
R_M = "readings r JOIN meters m ON r.meter = m.serial_no"
R_T = f"{R_M} JOIN tariffs t ON m.tariff = t.tariff_ref"
R_S = f"{R_M} JOIN sites s ON m.site = s.site_code"
R_ST = f"{R_T} JOIN sites s ON m.site = s.site_code"
COST = "sum(r.kwh * t.unit_rate)"


def _i(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("insurance", shape, question, truth, percent)


def _s(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("sports", shape, question, truth, percent)


def _e(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("energy", shape, question, truth, percent)


QUESTIONS_G = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _i("top_label", "Which 3 agents have written the most premium, counting each policy's monthly premium "
       "over its full term?",
       f"SELECT a.agent_name, {WRITTEN} s FROM {PA} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 3"),
    _i("top_label", "Who are the five policyholders we've paid the most claim money to?",
       f"SELECT h.first_name, h.last_name, sum(c.amount_paid) s FROM {CP} JOIN policyholders h "
       "USING (holder_id) WHERE c.status = 'paid' GROUP BY 1, 2 ORDER BY s DESC, 1, 2 LIMIT 5"),
    _i("top_label", "which branch sold the most motor policies?",
       f"SELECT a.branch, count(*) n FROM {PA} WHERE p.product = 'motor' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _i("top_label", "Which agent has the most active policies on their books right now?",
       f"SELECT a.agent_name, count(*) n FROM {PA} WHERE p.status = 'active' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _s("top_label", "Who are the two leading goalscorers?",
       f"SELECT p.full_name, count(*) n FROM {G_P} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _s("top_label", "Which three clubs pulled in the biggest total crowds at their home games?",
       f"SELECT t.name, sum(m.attendance) n FROM {M_HOME} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _s("top_label", "Which team has scored the most headed goals?",
       f"SELECT t.name, count(*) n FROM {G_PT} WHERE g.kind = 'header' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _e("top_label", "Which 3 sites use the most electricity?",
       f"SELECT s.site_name, sum(r.kwh) n FROM {R_S} WHERE m.fuel = 'electricity' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    _e("top_label", "Which supplier are we spending the most with, based on kWh used times the unit rate?",
       f"SELECT t.supplier, {COST} c FROM {R_T} GROUP BY 1 ORDER BY c DESC, 1 LIMIT 1"),
    _e("top_label", "What are our four most expensive sites for energy at unit rates?",
       f"SELECT s.site_name, {COST} c FROM {R_ST} GROUP BY 1 ORDER BY c DESC, 1 LIMIT 4"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _i("measure", "How much have we paid out on claims in total?",
       "SELECT sum(amount_paid) FROM claims"),
    _i("measure", "What's the total premium written on motor policies, monthly premium times the number "
       "of months covered?",
       "SELECT sum(monthly_premium * term_months) FROM policies WHERE product = 'motor'"),
    _i("measure", "What's the average amount claimed on policies sold by agents in the York branch?",
       f"SELECT avg(c.amount_claimed) FROM {CP} JOIN agents a USING (agent_no) WHERE a.branch = 'York'"),
    _s("measure", "How many goals have forwards scored altogether?",
       f"SELECT count(*) FROM {G_P} WHERE p.position = 'forward'"),
    _s("measure", "How much did cup matches take in gate receipts (attendance times ticket price)?",
       f"SELECT {GATE} FROM matches m WHERE m.competition = 'cup'"),
    _s("measure", "What's the average attendance at home games of Premier division sides, for matches "
       "that actually went ahead and finished?",
       f"SELECT avg(m.attendance) FROM {M_HOME} WHERE t.division = 'Premier' AND m.status = 'played'"),
    _s("measure", "How many goals have Blackmoor United scored, home and away?",
       f"SELECT count(*) FROM {G_PT} WHERE t.name = 'Blackmoor United'"),
    _e("measure", "What's our total electricity cost at unit rates across all readings?",
       f"SELECT {COST} FROM {R_T} WHERE m.fuel = 'electricity'"),
    _e("measure", "How many kWh of gas have the Scottish sites used?",
       f"SELECT sum(r.kwh) FROM {R_S} WHERE m.fuel = 'gas' AND s.region = 'Scotland'"),
    _e("measure", "On average, how many kWh does a smart reading at an office show?",
       f"SELECT avg(r.kwh) FROM {R_S} WHERE r.read_type = 'smart' AND s.kind = 'office'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _i("dates", "How many claims came in during the second quarter of 2026?",
       "SELECT count(*) FROM claims WHERE reported_on BETWEEN DATE '2026-04-01' AND DATE '2026-06-30'"),
    _i("dates", "How much premium did policies starting in March 2025 write over their terms?",
       "SELECT sum(monthly_premium * term_months) FROM policies "
       "WHERE start_date BETWEEN DATE '2025-03-01' AND DATE '2025-03-31'"),
    _i("dates", "How many policies started between 15 October 2025 and 31 January 2026?",
       "SELECT count(*) FROM policies WHERE start_date BETWEEN DATE '2025-10-15' AND DATE '2026-01-31'"),
    _s("dates", "How many goals were scored in September 2025?",
       f"SELECT count(*) FROM {G_M} WHERE m.kickoff >= TIMESTAMP '2025-09-01' "
       "AND m.kickoff < TIMESTAMP '2025-10-01'"),
    _s("dates", "What was the total attendance across all matches in the first half of 2026?",
       "SELECT sum(attendance) FROM matches WHERE kickoff >= TIMESTAMP '2026-01-01' "
       "AND kickoff < TIMESTAMP '2026-07-01'"),
    _s("dates", "How many league games got postponed in 2025?",
       "SELECT count(*) FROM matches WHERE status = 'postponed' AND competition = 'league' "
       "AND year(kickoff) = 2025"),
    _e("dates", "How many kWh did we use in total in Q4 2025?",
       "SELECT sum(kwh) FROM readings WHERE read_on BETWEEN DATE '2025-10-01' AND DATE '2025-12-31'"),
    _e("dates", "What did gas cost us at unit rates in February 2026?",
       f"SELECT {COST} FROM {R_T} WHERE m.fuel = 'gas' "
       "AND r.read_on BETWEEN DATE '2026-02-01' AND DATE '2026-02-28'"),
    _e("dates", "How many readings between April and June 2025 were estimated rather than actual?",
       "SELECT count(*) FROM readings WHERE read_type = 'estimated' "
       "AND read_on BETWEEN DATE '2025-04-01' AND DATE '2025-06-30'"),
    _e("dates", "What's our electricity consumption for 2026 so far?",
       f"SELECT sum(r.kwh) FROM {R_M} WHERE m.fuel = 'electricity' AND year(r.read_on) = 2026"),
    # --------------------------------------------------------------- shares and percentages
    _i("share", "What percentage of claims get rejected?",
       "SELECT avg(CASE WHEN status = 'rejected' THEN 1 ELSE 0 END) FROM claims", percent=True),
    _i("share", "What share of written premium (monthly premium x term) comes from home insurance?",
       "SELECT sum(CASE WHEN product = 'home' THEN monthly_premium * term_months END) "
       "/ sum(monthly_premium * term_months) FROM policies", percent=True),
    _i("share", "On the claims we paid, what proportion of the amount claimed did we actually pay out?",
       "SELECT sum(amount_paid) / sum(amount_claimed) FROM claims WHERE status = 'paid'", percent=True),
    _i("share", "What fraction of the policies sold through the Leeds branch ended up cancelled?",
       f"SELECT avg(CASE WHEN p.status = 'cancelled' THEN 1 ELSE 0 END) FROM {PA} WHERE a.branch = 'Leeds'",
       percent=True),
    _s("share", "Of the matches that were played, what percentage ended in a home win?",
       "SELECT avg(CASE WHEN home_score > away_score THEN 1 ELSE 0 END) FROM matches WHERE status = 'played'",
       percent=True),
    _s("share", "What share of all goals were headers?",
       "SELECT avg(CASE WHEN kind = 'header' THEN 1 ELSE 0 END) FROM goals", percent=True),
    _s("share", "What proportion of the goals came from midfielders?",
       f"SELECT avg(CASE WHEN p.position = 'midfielder' THEN 1 ELSE 0 END) FROM {G_P}", percent=True),
    _e("share", "What percentage of meter readings are estimates?",
       "SELECT avg(CASE WHEN read_type = 'estimated' THEN 1 ELSE 0 END) FROM readings", percent=True),
    _e("share", "How much of our energy spend at unit rates goes on gas, as a percentage?",
       f"SELECT sum(CASE WHEN m.fuel = 'gas' THEN r.kwh * t.unit_rate END) / {COST} FROM {R_T}",
       percent=True),
    _e("share", "What fraction of the electricity we used was on green tariffs?",
       f"SELECT sum(CASE WHEN t.plan = 'green' THEN r.kwh ELSE 0 END) / sum(r.kwh) FROM {R_T} "
       "WHERE m.fuel = 'electricity'", percent=True),
    # --------------------------------------------------------------- entities with no match
    _i("anti_join", "How many policyholders on our books don't hold a single policy?",
       "SELECT count(*) FROM policyholders h WHERE NOT EXISTS "
       "(SELECT 1 FROM policies p WHERE p.holder_id = h.holder_id)"),
    _i("anti_join", "Which agents have never sold a policy?",
       "SELECT a.agent_name FROM agents a WHERE NOT EXISTS "
       "(SELECT 1 FROM policies p WHERE p.agent_no = a.agent_no) ORDER BY 1"),
    _i("anti_join", "How many policies have never had a claim against them?",
       "SELECT count(*) FROM policies p WHERE NOT EXISTS "
       "(SELECT 1 FROM claims c WHERE c.policy_no = p.policy_no)"),
    _s("anti_join", "Which teams haven't played a single match, home or away?",
       "SELECT t.name FROM teams t WHERE t.id NOT IN (SELECT home_team_id FROM matches) "
       "AND t.id NOT IN (SELECT away_team_id FROM matches) ORDER BY 1"),
    _s("anti_join", "How many players have never scored a goal?",
       "SELECT count(*) FROM players p WHERE NOT EXISTS (SELECT 1 FROM goals g WHERE g.player_id = p.id)"),
    _s("anti_join", "Which Premier division teams have never won an away game?",
       "SELECT t.name FROM teams t WHERE t.division = 'Premier' AND NOT EXISTS (SELECT 1 FROM matches m "
       "WHERE m.away_team_id = t.id AND m.status = 'played' AND m.away_score > m.home_score) ORDER BY 1"),
    _s("anti_join", "How many of the matches that were played had no goals in them at all?",
       "SELECT count(*) FROM matches m WHERE m.status = 'played' AND NOT EXISTS "
       "(SELECT 1 FROM goals g WHERE g.match_id = m.id)"),
    _e("anti_join", "Which sites don't have any meters yet?",
       "SELECT s.site_name FROM sites s WHERE NOT EXISTS (SELECT 1 FROM meters m WHERE m.site = s.site_code) "
       "ORDER BY 1"),
    _e("anti_join", "How many meters have never had a reading taken?",
       "SELECT count(*) FROM meters m WHERE NOT EXISTS "
       "(SELECT 1 FROM readings r WHERE r.meter = m.serial_no)"),
    _e("anti_join", "How many tariffs aren't used by any of our meters?",
       "SELECT count(*) FROM tariffs t WHERE NOT EXISTS "
       "(SELECT 1 FROM meters m WHERE m.tariff = t.tariff_ref)"),
    # --------------------------------------------------------------- per X across tables
    _i("per_x", "Total claims paid out per product line",
       f"SELECT p.product, sum(c.amount_paid) FROM {CP} GROUP BY 1 ORDER BY 1"),
    _i("per_x", "How many policies did each branch sell that started in 2025?",
       f"SELECT a.branch, count(*) FROM {PA} WHERE year(p.start_date) = 2025 GROUP BY 1 ORDER BY 1"),
    _i("per_x", "Average monthly premium by product, active policies only",
       "SELECT product, avg(monthly_premium) FROM policies WHERE status = 'active' GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Break down the goals by the scorer's position",
       f"SELECT p.position, count(*) FROM {G_P} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "What's the average home crowd in each division, for games that were played?",
       f"SELECT t.division, avg(m.attendance) FROM {M_HOME} WHERE m.status = 'played' GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Gate receipts for each competition in 2025",
       f"SELECT m.competition, {GATE} FROM matches m WHERE year(m.kickoff) = 2025 GROUP BY 1 ORDER BY 1"),
    _e("per_x", "Total kWh used in each region",
       f"SELECT s.region, sum(r.kwh) FROM {R_S} GROUP BY 1 ORDER BY 1"),
    _e("per_x", "Energy cost at unit rates for each kind of site: office, store, warehouse, plant",
       f"SELECT s.kind, {COST} FROM {R_ST} GROUP BY 1 ORDER BY 1"),
    _e("per_x", "How many live meters do we have with each supplier?",
       "SELECT t.supplier, count(*) FROM meters m JOIN tariffs t ON m.tariff = t.tariff_ref "
       "WHERE m.status = 'live' GROUP BY 1 ORDER BY 1"),
    _e("per_x", "Average kWh per reading for each type of read in 2025",
       "SELECT read_type, avg(kwh) FROM readings WHERE year(read_on) = 2025 GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _i("compare", "Motor versus home: which has paid out more on claims?",
       f"SELECT p.product, sum(c.amount_paid) FROM {CP} WHERE p.product IN ('motor', 'home') "
       "GROUP BY 1 ORDER BY 1"),
    _i("compare", "How does premium written on policies starting in 2025 compare "
       "with those starting in 2026?",
       f"SELECT year(p.start_date) y, {WRITTEN} FROM policies p GROUP BY 1 ORDER BY 1"),
    _i("compare", "Bristol agents against Exeter agents: number of policies sold and total premium written "
       "for each branch",
       f"SELECT a.branch, count(*), {WRITTEN} FROM {PA} WHERE a.branch IN ('Bristol', 'Exeter') "
       "GROUP BY 1 ORDER BY 1"),
    _i("compare", "Did we reject more claims in 2025 or in 2026?",
       "SELECT year(reported_on) y, count(*) FROM claims WHERE status = 'rejected' GROUP BY 1 ORDER BY 1"),
    _s("compare", "Premier vs Championship: what's the average ticket price at home games that were played?",
       f"SELECT t.division, avg(m.ticket_price) FROM {M_HOME} WHERE m.status = 'played' "
       "GROUP BY 1 ORDER BY 1"),
    _s("compare", "In league matches, have home sides or away sides scored more goals?",
       "SELECT sum(home_score), sum(away_score) FROM matches "
       "WHERE competition = 'league' AND status = 'played'"),
    _s("compare", "How many goals did Harrowgate Hotspur players score in 2025 compared with 2026?",
       f"SELECT year(m.kickoff) y, count(*) FROM {G_PT} JOIN matches m ON g.match_id = m.id "
       "WHERE t.name = 'Harrowgate Hotspur' GROUP BY 1 ORDER BY 1"),
    _e("compare", "In the North region, which costs us more at unit rates, electricity or gas?",
       f"SELECT m.fuel, {COST} FROM {R_ST} WHERE s.region = 'North' GROUP BY 1 ORDER BY 1"),
    _e("compare", "Fixed versus variable electricity tariffs: what's the average unit rate of each?",
       "SELECT plan, avg(unit_rate) FROM tariffs WHERE fuel = 'electricity' "
       "AND plan IN ('fixed', 'variable') GROUP BY 1 ORDER BY 1"),
    _e("compare", "How did total consumption in January to June 2025 compare with the same months of 2026?",
       "SELECT year(read_on) y, sum(kwh) FROM readings WHERE month(read_on) <= 6 GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _i("cannot", "What's the average age of our policyholders?"),
    _i("cannot", "How much commission did each agent earn last year?"),
    _i("cannot", "On average, how many days does it take to settle a claim after it's reported?"),
    _s("cannot", "Which player has the most assists?"),
    _s("cannot", "How many yellow cards did each team pick up in 2025?"),
    _s("cannot", "How much does each club spend on player wages per week?"),
    _s("cannot", "Who has played the most minutes this season?"),
    _e("cannot", "How much solar power did each site generate and export to the grid?"),
    _e("cannot", "What was the peak half-hourly demand at each site?"),
    _e("cannot", "Which sites had a power cut, and how long did each one last?"),
)
