"""Set Y: ten questions a shape on the car_wash, roastery and physio schemas of `schemas_y.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Car wash "washes" or "cars washed" count `washes` rows, leaving out rewashes (`rewash` true) unless the
question is about them, dated by `washed_at`; "walk-ins" are washes with no `member_id`, "members' washes"
those with one; "walk-in takings" or "what we took" at a site sum `price_myr` (members' washes and rewashes
are 0.00); a wash's attendant, their role and site run through `done_by` to `staff.staff_id`, its member and
plan through `member_id`; "membership income" or "what the memberships brought in" sums `amount_myr` over
`charges` with `outcome` 'paid', dated by `charged_unix` (Unix seconds); "declined" is 'failed'; "members"
are `members` rows, "current" or "still on a plan" when `ended` is NULL, "signed up" on `joined`; staff "have
washed" a car when a wash names them in `done_by`. Roastery "sales" in kroner sum `amt_ore / 100` over
`orders` with `sts` 'LEV' (delivered), "kilos sold" or "ordered" sum `kg` over the same, dated by `ord_ts`;
"cancelled" is 'KANS'; an order's customer, its type ('KAFE' a café, 'HOTELL' a hotel, 'KONTOR' an office,
'BUTIKK' a shop), district and rep run through `acct_id` to `accts.id`, its coffee's origin, farm, process and
roast level (`lvl` 'L', 'M', 'D') through `coffee_id` to `coffees.id`; "on a standing order" is `accts.sub`
'J'; "batches" or "roasts" count `roasts` rows, dated by `rst_dt`, "roasted" weight `grn_kg` green in or
`out_kg` roasted out, "failed cupping" when `ok` is 'N'; "what the green beans cost" is `grn_kg ×
grn_nok_kg`; "on the list" is `coffees.actv` 'J'; a customer "has ordered" when an order names them. Physio
"appointments" or "sessions" count `citas` rows, "seen" or "attended" when `estado` is 'atendida',
"cancelled" 'cancelada', "no-shows" or "didn't turn up" 'no asistió', "booked ahead" 'agendada', dated by
`inicio`; "income", "billed" or "brought in" sums `cobro_mxn` over attended appointments, "billed to the
insurers" those with `pago` 'aseguradora'; an appointment's service and area run through `tx` to
`servicios.cve`, its patient's neighbourhood, sex, insurer and referring doctor through `pac` to
`pacientes.expediente`; "patients" are `pacientes` rows, "registered" on `alta` ('DD/MM/YYYY' text),
"referred" when `referido` is set, "insured" when `aseguradora` is set; an "assessment" is a service whose
name starts 'Valoración'; a "physio" is `fisio`.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# car_wash: declared PRIMARY KEY / REFERENCES (done_by -> staff_id); ringgit; TIMESTAMP, Unix seconds
W_S = "washes w JOIN staff s ON w.done_by = s.staff_id"
W_M = "washes w JOIN members m USING (member_id)"
C_M = "charges c JOIN members m USING (member_id)"
FIRST = "NOT w.rewash"
PAID = "c.outcome = 'paid'"
CHG = "(TIMESTAMP '1970-01-01' + to_seconds(c.charged_unix))"
# roastery: id with <thing>_id, none declared; abbreviated columns; kroner as øre; DATE and TIMESTAMP
O_A = "orders o JOIN accts a ON o.acct_id = a.id"
O_C = "orders o JOIN coffees c ON o.coffee_id = c.id"
R_C = "roasts r JOIN coffees c ON r.coffee_id = c.id"
LEV = "o.sts = 'LEV'"
# physio: text codes named unlike their targets, none declared; pesos; 'DD/MM/YYYY' text dates, TIMESTAMP
C_S = "citas c JOIN servicios s ON c.tx = s.cve"
C_P = "citas c JOIN pacientes p ON c.pac = p.expediente"
SEEN = "c.estado = 'atendida'"
ALTA = "strptime(alta, '%d/%m/%Y')"


def _w(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("car_wash", shape, question, truth, percent)


def _r(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("roastery", shape, question, truth, percent)


def _p(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("physio", shape, question, truth, percent)


QUESTIONS_Y = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _w("top_label", "Who on the team has washed the most cars? Don't count rewashes.",
       f"SELECT s.full_name, count(*) n FROM {W_S} WHERE {FIRST} GROUP BY s.staff_id, 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _w("top_label", "which member has paid us the most in monthly fees so far",
       f"SELECT m.name, sum(c.amount_myr) v FROM {C_M} WHERE {PAID} GROUP BY m.member_id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _w("top_label", "Which plan earns us the most? I mean the monthly debits that actually went through.",
       f"SELECT m.plan, sum(c.amount_myr) v FROM {C_M} WHERE {PAID} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _w("top_label", "Who are our 2 most regular members - the ones who bring the car in most often?",
       f"SELECT m.name, count(*) n FROM {W_M} WHERE {FIRST} GROUP BY m.member_id, 1 "
       "ORDER BY n DESC, 1 LIMIT 2"),
    _r("top_label", "Which café buys the most coffee off us? In kilos, delivered orders only.",
       f"SELECT a.nm, sum(o.kg) v FROM {O_A} WHERE {LEV} AND a.typ = 'KAFE' GROUP BY a.id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _r("top_label", "Top 3 countries of origin by sales in kroner",
       f"SELECT c.orig, sum(o.amt_ore) / 100 v FROM {O_C} WHERE {LEV} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _r("top_label", "Which farm's beans have gone through the roaster the most? By green weight.",
       f"SELECT c.farm, sum(r.grn_kg) v FROM {R_C} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "What's our biggest earner among the treatments we offer?",
       f"SELECT s.servicio, sum(c.cobro_mxn) v FROM {C_S} WHERE {SEEN} GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "Top 3 neighbourhoods our patients come from, going by sessions they actually turned up "
       "to",
       f"SELECT p.colonia, count(*) n FROM {C_P} WHERE {SEEN} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _p("top_label", "Which insurance company have we billed the most?",
       f"SELECT p.aseguradora, sum(c.cobro_mxn) v FROM {C_P} WHERE {SEEN} AND c.pago = 'aseguradora' "
       "GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _w("measure", "How much have the memberships brought in altogether? Only the card charges that went "
       "through.",
       "SELECT sum(amount_myr) FROM charges WHERE outcome = 'paid'"),
    _w("measure", "What have we taken from walk-in customers at Bangsar?",
       "SELECT sum(price_myr) FROM washes WHERE site = 'Bangsar' AND member_id IS NULL"),
    _w("measure", "How much walk-in money came through on washes our supervisors did themselves?",
       f"SELECT sum(w.price_myr) FROM {W_S} WHERE s.role = 'supervisor'"),
    _r("measure", "What have we sold in total, in kroner? Delivered orders only.",
       "SELECT sum(amt_ore) / 100 FROM orders WHERE sts = 'LEV'"),
    _r("measure", "what have the green beans cost us for everything we've roasted?",
       f"SELECT sum(r.grn_kg * c.grn_nok_kg) FROM {R_C}"),
    _r("measure", "How many kilos of roasted coffee have we turned out, not counting batches that failed "
       "cupping?",
       "SELECT sum(out_kg) FROM roasts WHERE ok = 'J'"),
    _r("measure", "On average how much is a hotel order worth, in kroner? The ones we delivered.",
       f"SELECT avg(o.amt_ore) / 100 FROM {O_A} WHERE {LEV} AND a.typ = 'HOTELL'"),
    _p("measure", "What's our total income from sessions so far?",
       "SELECT sum(cobro_mxn) FROM citas WHERE estado = 'atendida'"),
    _p("measure", "How much have we billed the insurers, all told?",
       "SELECT sum(cobro_mxn) FROM citas WHERE estado = 'atendida' AND pago = 'aseguradora'"),
    _p("measure", "How much has pelvic floor work brought in?",
       f"SELECT sum(c.cobro_mxn) FROM {C_S} WHERE {SEEN} AND s.area = 'suelo pélvico'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _w("dates", "How many cars did we wash in March 2026? Rewashes don't count.",
       "SELECT count(*) FROM washes WHERE NOT rewash AND washed_at >= TIMESTAMP '2026-03-01' "
       "AND washed_at < TIMESTAMP '2026-04-01'"),
    _w("dates", "What did the memberships bring in during the second quarter of 2026?",
       f"SELECT sum(c.amount_myr) FROM charges c WHERE {PAID} AND {CHG} >= TIMESTAMP '2026-04-01' "
       f"AND {CHG} < TIMESTAMP '2026-07-01'"),
    _w("dates", "how many people signed up for a plan in 2025?",
       "SELECT count(*) FROM members WHERE joined BETWEEN DATE '2025-01-01' AND DATE '2025-12-31'"),
    _r("dates", "What were sales in September 2026, in kroner?",
       "SELECT sum(amt_ore) / 100 FROM orders WHERE sts = 'LEV' AND ord_ts >= TIMESTAMP '2026-09-01' "
       "AND ord_ts < TIMESTAMP '2026-10-01'"),
    _r("dates", "How many batches did we roast in the first quarter of 2026?",
       "SELECT count(*) FROM roasts WHERE rst_dt BETWEEN DATE '2026-01-01' AND DATE '2026-03-31'"),
    _r("dates", "How many kilos did offices take from us in 2025? Delivered only.",
       f"SELECT sum(o.kg) FROM {O_A} WHERE {LEV} AND a.typ = 'KONTOR' AND year(o.ord_ts) = 2025"),
    _p("dates", "How many appointments did we actually see in October 2026?",
       "SELECT count(*) FROM citas WHERE estado = 'atendida' AND inicio >= TIMESTAMP '2026-10-01' "
       "AND inicio < TIMESTAMP '2026-11-01'"),
    _p("dates", "How many new patients did we register in 2025?",
       f"SELECT count(*) FROM pacientes WHERE year({ALTA}) = 2025"),
    _p("dates", "What did we bill in the first half of 2026?",
       "SELECT sum(cobro_mxn) FROM citas WHERE estado = 'atendida' AND inicio >= TIMESTAMP '2026-01-01' "
       "AND inicio < TIMESTAMP '2026-07-01'"),
    _p("dates", "Between 1 March and the end of May 2026, how many appointments were missed - cancelled or "
       "the patient just didn't come?",
       "SELECT count(*) FROM citas WHERE estado IN ('cancelada', 'no asistió') "
       "AND inicio >= TIMESTAMP '2026-03-01' AND inicio < TIMESTAMP '2026-06-01'"),
    # --------------------------------------------------------------- shares and percentages
    _w("share", "What percentage of the cars we wash belong to members rather than walk-ins? Leave rewashes "
       "out.",
       "SELECT avg(CASE WHEN member_id IS NOT NULL THEN 1 ELSE 0 END) FROM washes WHERE NOT rewash",
       percent=True),
    _w("share", "how often do members' card payments get declined? as a %",
       "SELECT avg(CASE WHEN outcome = 'failed' THEN 1 ELSE 0 END) FROM charges", percent=True),
    _w("share", "What fraction of all the washes in the log were rewashes after a complaint?",
       "SELECT avg(CASE WHEN rewash THEN 1 ELSE 0 END) FROM washes", percent=True),
    _w("share", "Of the money walk-ins pay us, what share comes by e-wallet?",
       "SELECT sum(CASE WHEN pay = 'ewallet' THEN price_myr ELSE 0 END) / sum(price_myr) FROM washes "
       "WHERE member_id IS NULL", percent=True),
    _r("share", "How much of our sales comes from customers on a standing weekly order? As a percentage of "
       "kroner.",
       f"SELECT sum(CASE WHEN a.sub = 'J' THEN o.amt_ore ELSE 0 END) / sum(o.amt_ore) FROM {O_A} WHERE {LEV}",
       percent=True),
    _r("share", "What percentage of our roast batches fail cupping?",
       "SELECT avg(CASE WHEN ok = 'N' THEN 1 ELSE 0 END) FROM roasts", percent=True),
    _r("share", "How much weight do we lose in the roaster, as a percentage of the green beans going in?",
       "SELECT 1 - sum(out_kg) / sum(grn_kg) FROM roasts", percent=True),
    _p("share", "What percentage of appointments are no-shows? Ignore the ones that haven't happened yet.",
       "SELECT avg(CASE WHEN estado = 'no asistió' THEN 1 ELSE 0 END) FROM citas WHERE estado <> 'agendada'",
       percent=True),
    _p("share", "What share of our income gets billed to insurance?",
       "SELECT sum(CASE WHEN pago = 'aseguradora' THEN cobro_mxn ELSE 0 END) / sum(cobro_mxn) FROM citas "
       "WHERE estado = 'atendida'", percent=True),
    _p("share", "what fraction of our patients were sent to us by a doctor?",
       "SELECT avg(CASE WHEN referido IS NOT NULL THEN 1 ELSE 0 END) FROM pacientes", percent=True),
    # --------------------------------------------------------------- entities with no match
    _w("anti_join", "Which of the staff haven't washed a single car yet?",
       "SELECT s.full_name FROM staff s WHERE NOT EXISTS (SELECT 1 FROM washes w "
       "WHERE w.done_by = s.staff_id) ORDER BY 1"),
    _w("anti_join", "How many of our members have never actually brought their car in?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS (SELECT 1 FROM washes w "
       "WHERE w.member_id = m.member_id)"),
    _w("anti_join", "How many people still on a plan haven't had a wash since the start of October?",
       "SELECT count(*) FROM members m WHERE m.ended IS NULL AND NOT EXISTS (SELECT 1 FROM washes w "
       "WHERE w.member_id = m.member_id AND w.washed_at >= TIMESTAMP '2026-10-01')"),
    _r("anti_join", "Which customers have never ordered anything from us?",
       "SELECT a.nm FROM accts a WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.acct_id = a.id) "
       "ORDER BY 1"),
    _r("anti_join", "How many coffees on the current list haven't been roasted since 1 September 2026?",
       "SELECT count(*) FROM coffees c WHERE c.actv = 'J' AND NOT EXISTS (SELECT 1 FROM roasts r "
       "WHERE r.coffee_id = c.id AND r.rst_dt >= DATE '2026-09-01')"),
    _r("anti_join", "How many of the cafés haven't had a delivery from us since the start of August 2026?",
       "SELECT count(*) FROM accts a WHERE a.typ = 'KAFE' AND NOT EXISTS (SELECT 1 FROM orders o "
       f"WHERE o.acct_id = a.id AND {LEV} AND o.ord_ts >= TIMESTAMP '2026-08-01')"),
    _r("anti_join", "Which of Henrik's accounts haven't ordered anything this year?",
       "SELECT a.nm FROM accts a WHERE a.rep = 'Henrik' AND NOT EXISTS (SELECT 1 FROM orders o "
       "WHERE o.acct_id = a.id AND o.ord_ts >= TIMESTAMP '2026-01-01') ORDER BY 1"),
    _p("anti_join", "Is there anything on our price list that nobody has ever booked?",
       "SELECT s.servicio FROM servicios s WHERE NOT EXISTS (SELECT 1 FROM citas c WHERE c.tx = s.cve) "
       "ORDER BY 1"),
    _p("anti_join", "How many of our registered patients have never actually had a session with us?",
       "SELECT count(*) FROM pacientes p WHERE NOT EXISTS (SELECT 1 FROM citas c "
       f"WHERE c.pac = p.expediente AND {SEEN})"),
    _p("anti_join", "How many patients came in for their assessment and then never came back for any "
       "treatment?",
       f"SELECT count(*) FROM pacientes p WHERE EXISTS (SELECT 1 FROM {C_S} WHERE c.pac = p.expediente "
       f"AND {SEEN} AND s.servicio LIKE 'Valoración%') AND NOT EXISTS (SELECT 1 FROM {C_S} "
       f"WHERE c.pac = p.expediente AND {SEEN} AND s.servicio NOT LIKE 'Valoración%')"),
    # --------------------------------------------------------------- per X across tables
    _w("per_x", "Walk-in takings for each site",
       "SELECT site, sum(price_myr) FROM washes WHERE member_id IS NULL GROUP BY 1 ORDER BY 1"),
    _w("per_x", "How many members are on each plan at the moment?",
       "SELECT plan, count(*) FROM members WHERE ended IS NULL GROUP BY 1 ORDER BY 1"),
    _w("per_x", "Number of washes this year per package (leave the rewashes aside)",
       "SELECT pkg, count(*) FROM washes WHERE NOT rewash AND washed_at >= TIMESTAMP '2026-01-01' "
       "GROUP BY 1 ORDER BY 1"),
    _r("per_x", "Sales in kroner by type of customer",
       f"SELECT a.typ, sum(o.amt_ore) / 100 FROM {O_A} WHERE {LEV} GROUP BY 1 ORDER BY 1"),
    _r("per_x", "How many batches has each of the roasters done?",
       "SELECT by_nm, count(*) FROM roasts GROUP BY 1 ORDER BY 1"),
    _r("per_x", "Kilos sold for each roast level, light, medium and dark",
       f"SELECT c.lvl, sum(o.kg) FROM {O_C} WHERE {LEV} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many sessions has each physio seen?",
       "SELECT fisio, count(*) FROM citas WHERE estado = 'atendida' GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Income by way of payment",
       "SELECT pago, sum(cobro_mxn) FROM citas WHERE estado = 'atendida' GROUP BY 1 ORDER BY 1"),
    _p("per_x", "attended appointments per area of treatment?",
       f"SELECT s.area, count(*) FROM {C_S} WHERE {SEEN} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many patients do we have with each insurer? Only the ones who have insurance.",
       "SELECT aseguradora, count(*) FROM pacientes WHERE aseguradora IS NOT NULL GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _w("compare", "Bangsar vs Cheras - which washed more cars this year? Not counting rewashes.",
       "SELECT site, count(*) FROM washes WHERE NOT rewash AND site IN ('Bangsar', 'Cheras') "
       "AND washed_at >= TIMESTAMP '2026-01-01' GROUP BY 1 ORDER BY 1"),
    _w("compare", "Did the memberships bring in more in the first half of 2026 than in the second half of "
       "2025?",
       f"SELECT CASE WHEN {CHG} < TIMESTAMP '2026-01-01' THEN '2025 H2' ELSE '2026 H1' END k, "
       f"sum(c.amount_myr) FROM charges c WHERE {PAID} AND {CHG} >= TIMESTAMP '2025-07-01' "
       f"AND {CHG} < TIMESTAMP '2026-07-01' GROUP BY 1 ORDER BY 1"),
    _w("compare", "Cash or e-wallet: which do walk-in customers pay with more often?",
       "SELECT pay, count(*) FROM washes WHERE member_id IS NULL AND pay IN ('cash', 'ewallet') GROUP BY 1 "
       "ORDER BY 1"),
    _w("compare", "Which is worth more to us this year from walk-ins, Express or Standard washes?",
       "SELECT pkg, sum(price_myr) FROM washes WHERE member_id IS NULL AND pkg IN ('Express', 'Standard') "
       "AND washed_at >= TIMESTAMP '2026-01-01' GROUP BY 1 ORDER BY 1"),
    _r("compare", "Ingrid vs Henrik: whose customers have brought in more this year? Kroner, delivered.",
       f"SELECT a.rep, sum(o.amt_ore) / 100 FROM {O_A} WHERE {LEV} AND o.ord_ts >= TIMESTAMP '2026-01-01' "
       "GROUP BY 1 ORDER BY 1"),
    _r("compare", "natural or washed process - which sells more kilos?",
       f"SELECT c.proc, sum(o.kg) FROM {O_C} WHERE {LEV} AND c.proc IN ('natural', 'washed') GROUP BY 1 "
       "ORDER BY 1"),
    _r("compare", "Did we sell more in October 2026 than in October 2025? In kroner.",
       "SELECT year(ord_ts) y, sum(amt_ore) / 100 FROM orders WHERE sts = 'LEV' AND month(ord_ts) = 10 "
       "AND year(ord_ts) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _p("compare", "Andrea or Rodrigo, who has brought in more this year?",
       "SELECT fisio, sum(cobro_mxn) FROM citas WHERE estado = 'atendida' AND fisio IN ('Andrea', 'Rodrigo') "
       "AND inicio >= TIMESTAMP '2026-01-01' GROUP BY 1 ORDER BY 1"),
    _p("compare", "Do we see more women or men? Count the sessions they actually came to.",
       f"SELECT p.sexo, count(*) FROM {C_P} WHERE {SEEN} GROUP BY 1 ORDER BY 1"),
    _p("compare", "Was this October busier than last October? Sessions attended.",
       "SELECT year(inicio) y, count(*) FROM citas WHERE estado = 'atendida' AND month(inicio) = 10 "
       "AND year(inicio) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _w("cannot", "How much water did the Cheras site go through last month?"),
    _w("cannot", "Which car makes do our members drive the most?"),
    _w("cannot", "On average how long does a Premium wash take from start to finish?"),
    _r("cannot", "What's the caffeine content of each of our coffees?"),
    _r("cannot", "How much gas does the roaster burn per batch?"),
    _r("cannot", "Which cafés rated our coffee highest in the last customer survey?"),
    _r("cannot", "What did shipping the green beans from Ethiopia cost us this year?"),
    _p("cannot", "Which patients' pain scores improved the most over their treatment?"),
    _p("cannot", "What do we pay each physio a month?"),
    _p("cannot", "How long do patients wait in reception before their session, on average?"),
)
