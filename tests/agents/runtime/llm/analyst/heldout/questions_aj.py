"""Set AJ: ten questions a shape on the lechonan, vulcanizare and chimney schemas of `schemas_aj.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Lechon "orders" are `pidido` rows, "placed" on `petsa_order`, "for" (and handed over on) the feast day
`petsa_handaan`, by which sales are dated; "cancelled" `katayuan` 'KINANSELA', "still to come" 'NAKABINBIN',
"handed over" 'NAIHATID'; "sales", "sold", "made" or "spent" sum `halaga` (pesos) over the `laman` lines of
the orders handed over, a line's order through `pidido` to `pidido.pidido_id`; a "product" is `produkto`
('BUONG_LECHON' whole pigs, 'LECHON_BELLY', 'LECHON_MANOK' chickens, 'LECHON_BAKA' a calf, 'DINUGUAN'), "whole
pigs" the `dami` of 'BUONG_LECHON' lines; an "occasion" is `okasyon` ('KAARAWAN' birthdays, 'BINYAG'
christenings, 'KASAL' weddings, 'PIYESTA' fiestas, 'PASKO' Christmas, 'BAGONG_TAON' New Year); "delivery fees"
sum `bayad_hatid` over the orders handed over, "collected" or "picked up" at the shop is `paraan` 'KUHA';
"deposits" sum `paunang_bayad`; an order's customer, their `pangalan`, `lungsod` (the "city", 'Maynila'
Manila) and `uri` (the "type": 'TAO' people, 'KUMPANYA' companies, 'SIMBAHAN' parishes, 'BARANGAY' barangay
halls), through `mamimili_id` to `mamimili`; "customers" are `mamimili` rows, "signed up" on `petsa_rehistro`
('MM/DD/YYYY' text); a customer "has ordered" when an order names them. Tyre-shop "jobs" are `lucrari` rows,
dated by `data`, "done" `stare` 'FINALIZAT', "called off" 'ANULAT'; "takings", "taken", "paid us", "bring us"
or "business" sum `manopera + piese` (lei) over the jobs done, "new tyres sold" `piese`; a "type of job" is
`tip` ('SCHIMB' the seasonal tyre change, 'PANA' punctures, 'ECHILIBRARE' balancing, 'GEOMETRIE' alignment,
'ANVELOPE_NOI' new tyres), a "fitter" `mecanic`, "paid" or "payment" `plata` ('NUMERAR' cash, 'CARD', 'OP'
bank transfer); a job's car, its `marca` (the "make"), through `masina` to `masini.nr_inmatriculare`; a car's
owner, their `nume`, `cartier` (the "neighbourhood") and `tip` ('PF' people, 'PJ' firms), through `proprietar`
to `clienti.cod_client`; "customers" are `clienti` rows, "registered" on `data_inreg` ('YYYYMMDD' text); the
"tyre hotel" is `hotel_anvelope`, a set left with us one row, "on rims" `jante` 'DA', "still owed" `tarif`
where `achitat` 'NU', a set's car through `nr_inmatriculare`; a customer or a car "has been in" when a job
done names the car. Chimney "jobs" or "appointments" are `jobs` rows, dated by `sched_ts`, "done" `sts`
'DONE', "cancelled" 'CXL'; "sales", "billed", "made", "brings in" or "spend" sum `amt_c / 100` (dollars) over
the jobs done; a "service" is `svc` ('SWP' sweeps, 'INSP' inspections, 'CAP' caps, 'LNR' liners, 'RPR'
repairs), a "sweep" (the person) `tech`; "still owed" sums `amt_c / 100` over the jobs done with no `pd_dt`,
"collected", "came in" or "payments" over the jobs paid, dated by `pd_dt`, "paid each way" `pay`; a job's
appliance, its `typ` ('WOOD' woodstoves, 'PELLET' pellet stoves, 'INSERT', 'FP' fireplaces, 'OIL'), through
`appl` to `appl.appl_id`; an appliance's customer, their `nm` and `twn` (the "town"), through `cust_id` to
`cust`; "customers" are `cust` rows, "first called" on `since_dt`, "want the reminder card" `rmdr` 'Y'; a
customer or appliance "has been swept" or "had work done" when a job done names it. In all three "this year"
is 2026, "last year" 2025, the data ending on 17 December 2026.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# lechonan: declared PRIMARY KEY / REFERENCES, `laman.pidido` -> `pidido.pidido_id`; DOUBLE pesos
P_M = "pidido p JOIN mamimili m USING (mamimili_id)"
L_P = "laman l JOIN pidido p ON l.pidido = p.pidido_id"
L_P_M = f"{L_P} JOIN mamimili m USING (mamimili_id)"
SOLD = "p.katayuan = 'NAIHATID'"
REHISTRO = "strptime(m.petsa_rehistro, '%m/%d/%Y')"
# vulcanizare: none declared, `lucrari.masina` -> `masini.nr_inmatriculare`, `masini.proprietar` ->
# `clienti.cod_client`; whole lei
L_M = "lucrari l JOIN masini m ON l.masina = m.nr_inmatriculare"
L_M_C = f"{L_M} JOIN clienti c ON m.proprietar = c.cod_client"
FIN = "l.stare = 'FINALIZAT'"
LEI = "sum(l.manopera + l.piese)"
# chimney: PRIMARY KEYs, `appl.cust_id` REFERENCES `cust`, undeclared `jobs.appl` -> `appl.appl_id`; cents
J_A = "jobs j JOIN appl a ON j.appl = a.appl_id"
J_A_C = f"{J_A} JOIN cust c USING (cust_id)"
DONE = "j.sts = 'DONE'"
USD = "sum(j.amt_c) / 100"


def _l(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("lechonan", shape, question, truth, percent)


def _v(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("vulcanizare", shape, question, truth, percent)


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("chimney", shape, question, truth, percent)


QUESTIONS_AJ = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _l("top_label", "Who has spent the most money with us so far?",
       f"SELECT m.pangalan, sum(l.halaga) v FROM {L_P_M} WHERE {SOLD} GROUP BY m.mamimili_id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _l("top_label", "Which city do most of our orders come from?",
       f"SELECT m.lungsod, count(*) n FROM {P_M} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _l("top_label", "Which 3 companies spent the most on lechon with us last year?",
       f"SELECT m.pangalan, sum(l.halaga) v FROM {L_P_M} WHERE {SOLD} AND m.uri = 'KUMPANYA' "
       "AND year(p.petsa_handaan) = 2025 GROUP BY m.mamimili_id, 1 ORDER BY v DESC, 1 LIMIT 3"),
    _v("top_label", "Which customer has paid us the most?",
       f"SELECT c.nume, {LEI} v FROM {L_M_C} WHERE {FIN} GROUP BY c.cod_client, 1 ORDER BY v DESC, 1 "
       "LIMIT 1"),
    _v("top_label", "Which make of car have we worked on the most?",
       f"SELECT m.marca, count(*) n FROM {L_M} WHERE {FIN} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _v("top_label", "Which fitter has done the most jobs this year?",
       f"SELECT l.mecanic, count(*) n FROM lucrari l WHERE {FIN} AND year(l.data) = 2026 GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _v("top_label", "Top 3 neighbourhoods by how much money they bring us",
       f"SELECT c.cartier, {LEI} v FROM {L_M_C} WHERE {FIN} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _c("top_label", "Which town brings us the most money?",
       f"SELECT c.twn, {USD} v FROM {J_A_C} WHERE {DONE} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _c("top_label", "Which of our sweeps did the most jobs last year?",
       f"SELECT j.tech, count(*) n FROM jobs j WHERE {DONE} AND year(j.sched_ts) = 2025 GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "Who are our top 3 customers by spend?",
       f"SELECT c.nm, {USD} v FROM {J_A_C} WHERE {DONE} GROUP BY c.cust_id, 1 ORDER BY v DESC, 1 LIMIT 3"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _l("measure", "How much have we sold in total?",
       f"SELECT sum(l.halaga) FROM {L_P} WHERE {SOLD}"),
    _l("measure", "How much have we earned from delivery fees?",
       "SELECT sum(bayad_hatid) FROM pidido WHERE katayuan = 'NAIHATID'"),
    _l("measure", "How many whole pigs have we roasted and handed over?",
       f"SELECT sum(l.dami) FROM {L_P} WHERE {SOLD} AND l.produkto = 'BUONG_LECHON'"),
    _l("measure", "How much are we holding in deposits for the orders still to come?",
       "SELECT sum(paunang_bayad) FROM pidido WHERE katayuan = 'NAKABINBIN'"),
    _v("measure", "How much money have we taken for our work altogether?",
       f"SELECT {LEI} FROM lucrari l WHERE {FIN}"),
    _v("measure", "How much have we made selling new tyres?",
       f"SELECT sum(l.piese) FROM lucrari l WHERE {FIN}"),
    _v("measure", "How much do customers still owe us for keeping their tyres?",
       "SELECT sum(tarif) FROM hotel_anvelope WHERE achitat = 'NU'"),
    _c("measure", "What have our sales come to in total?",
       f"SELECT {USD} FROM jobs j WHERE {DONE}"),
    _c("measure", "How much money are we still owed for finished jobs?",
       f"SELECT {USD} FROM jobs j WHERE {DONE} AND j.pd_dt IS NULL"),
    _c("measure", "What does a chimney sweep cost our customers on average?",
       f"SELECT avg(j.amt_c) / 100 FROM jobs j WHERE {DONE} AND j.svc = 'SWP'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _l("dates", "How many orders were placed in May 2026?",
       "SELECT count(*) FROM pidido WHERE petsa_order >= TIMESTAMP '2026-05-01' "
       "AND petsa_order < TIMESTAMP '2026-06-01'"),
    _l("dates", "What were our sales in 2025?",
       f"SELECT sum(l.halaga) FROM {L_P} WHERE {SOLD} AND year(p.petsa_handaan) = 2025"),
    _l("dates", "How many new customers signed up in the first half of 2026?",
       f"SELECT count(*) FROM mamimili m WHERE {REHISTRO} >= DATE '2026-01-01' "
       f"AND {REHISTRO} < DATE '2026-07-01'"),
    _v("dates", "How many jobs did we do in November 2026?",
       f"SELECT count(*) FROM lucrari l WHERE {FIN} AND l.data >= DATE '2026-11-01' "
       "AND l.data < DATE '2026-12-01'"),
    _v("dates", "How many new customers did we register in 2025?",
       "SELECT count(*) FROM clienti WHERE year(strptime(data_inreg, '%Y%m%d')) = 2025"),
    _v("dates", "What did we take in March and April 2026?",
       f"SELECT {LEI} FROM lucrari l WHERE {FIN} AND l.data >= DATE '2026-03-01' "
       "AND l.data < DATE '2026-05-01'"),
    _c("dates", "How many chimneys did we sweep in October 2026?",
       f"SELECT count(*) FROM jobs j WHERE {DONE} AND j.svc = 'SWP' AND j.sched_ts >= TIMESTAMP '2026-10-01' "
       "AND j.sched_ts < TIMESTAMP '2026-11-01'"),
    _c("dates", "How many new customers called us for the first time this year?",
       "SELECT count(*) FROM cust WHERE year(since_dt) = 2026"),
    _c("dates", "What did we bill in the third quarter of 2025?",
       f"SELECT {USD} FROM jobs j WHERE {DONE} AND j.sched_ts >= TIMESTAMP '2025-07-01' "
       "AND j.sched_ts < TIMESTAMP '2025-10-01'"),
    _c("dates", "How much money came in from customers in November 2026?",
       f"SELECT {USD} FROM jobs j WHERE j.pd_dt >= DATE '2026-11-01' AND j.pd_dt < DATE '2026-12-01'"),
    # --------------------------------------------------------------- shares and percentages
    _l("share", "What share of our orders end up cancelled?",
       "SELECT avg(CASE WHEN katayuan = 'KINANSELA' THEN 1 ELSE 0 END) FROM pidido", percent=True),
    _l("share", "What percentage of our sales comes from whole pigs?",
       f"SELECT sum(CASE WHEN l.produkto = 'BUONG_LECHON' THEN l.halaga ELSE 0 END) / sum(l.halaga) "
       f"FROM {L_P} WHERE {SOLD}", percent=True),
    _l("share", "what % of orders do customers pick up at the shop themselves",
       "SELECT avg(CASE WHEN paraan = 'KUHA' THEN 1 ELSE 0 END) FROM pidido", percent=True),
    _v("share", "What percentage of booked jobs get called off?",
       "SELECT avg(CASE WHEN stare = 'ANULAT' THEN 1 ELSE 0 END) FROM lucrari", percent=True),
    _v("share", "What share of our customers are companies?",
       "SELECT avg(CASE WHEN tip = 'PJ' THEN 1 ELSE 0 END) FROM clienti", percent=True),
    _v("share", "What percent of our takings come from firms?",
       f"SELECT sum(CASE WHEN c.tip = 'PJ' THEN l.manopera + l.piese ELSE 0 END) / {LEI} FROM {L_M_C} "
       f"WHERE {FIN}", percent=True),
    _v("share", "Of all the tyre sets customers have left with us, what percentage were on rims?",
       "SELECT avg(CASE WHEN jante = 'DA' THEN 1 ELSE 0 END) FROM hotel_anvelope", percent=True),
    _c("share", "What percentage of appointments get cancelled?",
       "SELECT avg(CASE WHEN sts = 'CXL' THEN 1 ELSE 0 END) FROM jobs", percent=True),
    _c("share", "What share of our customers want the yearly reminder card?",
       "SELECT avg(CASE WHEN rmdr = 'Y' THEN 1 ELSE 0 END) FROM cust", percent=True),
    _c("share", "How much of our sales comes from liners and repairs, as a percentage?",
       f"SELECT sum(CASE WHEN j.svc IN ('LNR', 'RPR') THEN j.amt_c ELSE 0 END) / sum(j.amt_c) FROM jobs j "
       f"WHERE {DONE}", percent=True),
    # --------------------------------------------------------------- entities with no match
    _l("anti_join", "How many customers have never ordered anything?",
       "SELECT count(*) FROM mamimili m WHERE NOT EXISTS (SELECT 1 FROM pidido p "
       "WHERE p.mamimili_id = m.mamimili_id)"),
    _l("anti_join", "Which parishes haven't ordered lechon from us this year?",
       "SELECT m.pangalan FROM mamimili m WHERE m.uri = 'SIMBAHAN' AND NOT EXISTS (SELECT 1 FROM pidido p "
       "WHERE p.mamimili_id = m.mamimili_id AND year(p.petsa_handaan) = 2026) ORDER BY 1"),
    _l("anti_join", "How many of last year's customers haven't ordered again this year?",
       "SELECT count(*) FROM mamimili m WHERE EXISTS (SELECT 1 FROM pidido p "
       "WHERE p.mamimili_id = m.mamimili_id AND year(p.petsa_handaan) = 2025) AND NOT EXISTS (SELECT 1 "
       "FROM pidido p WHERE p.mamimili_id = m.mamimili_id AND year(p.petsa_handaan) = 2026)"),
    _l("anti_join", "Which companies haven't ordered their Christmas lechon from us yet this year?",
       "SELECT m.pangalan FROM mamimili m WHERE m.uri = 'KUMPANYA' AND NOT EXISTS (SELECT 1 FROM pidido p "
       "WHERE p.mamimili_id = m.mamimili_id AND p.okasyon = 'PASKO' AND year(p.petsa_handaan) = 2026) "
       "ORDER BY 1"),
    _v("anti_join", "Which customers have registered but never brought a car in?",
       "SELECT c.nume FROM clienti c WHERE NOT EXISTS (SELECT 1 FROM lucrari l JOIN masini m "
       "ON l.masina = m.nr_inmatriculare WHERE m.proprietar = c.cod_client) ORDER BY 1"),
    _v("anti_join", "How many cars that we worked on last year haven't been back this year?",
       "SELECT count(*) FROM masini m WHERE EXISTS (SELECT 1 FROM lucrari l "
       f"WHERE l.masina = m.nr_inmatriculare AND {FIN} AND year(l.data) = 2025) AND NOT EXISTS (SELECT 1 "
       f"FROM lucrari l WHERE l.masina = m.nr_inmatriculare AND {FIN} AND year(l.data) = 2026)"),
    _v("anti_join", "Which firms haven't had any work done this year?",
       f"SELECT c.nume FROM clienti c WHERE c.tip = 'PJ' AND NOT EXISTS (SELECT 1 FROM {L_M} "
       f"WHERE m.proprietar = c.cod_client AND {FIN} AND year(l.data) = 2026) ORDER BY 1"),
    _c("anti_join", "How many customers have we never done any work for?",
       f"SELECT count(*) FROM cust c WHERE NOT EXISTS (SELECT 1 FROM {J_A} WHERE a.cust_id = c.cust_id "
       f"AND {DONE})"),
    _c("anti_join", "How many customers we swept last year haven't had a sweep this year?",
       f"SELECT count(*) FROM cust c WHERE EXISTS (SELECT 1 FROM {J_A} WHERE a.cust_id = c.cust_id "
       f"AND {DONE} AND j.svc = 'SWP' AND year(j.sched_ts) = 2025) AND NOT EXISTS (SELECT 1 FROM {J_A} "
       f"WHERE a.cust_id = c.cust_id AND {DONE} AND j.svc = 'SWP' AND year(j.sched_ts) = 2026)"),
    _c("anti_join", "How many of the stoves and fireplaces on our books have never been swept?",
       f"SELECT count(*) FROM appl a WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.appl = a.appl_id "
       f"AND {DONE} AND j.svc = 'SWP')"),
    # --------------------------------------------------------------- per X across tables
    _l("per_x", "How much have we sold of each product?",
       f"SELECT l.produkto, sum(l.halaga) FROM {L_P} WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "How many orders do we get for each kind of occasion?",
       "SELECT okasyon, count(*) FROM pidido GROUP BY 1 ORDER BY 1"),
    _l("per_x", "Sales by type of customer",
       f"SELECT m.uri, sum(l.halaga) FROM {L_P_M} WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "How much have we taken per type of job?",
       f"SELECT l.tip, {LEI} FROM lucrari l WHERE {FIN} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "How many jobs has each fitter done?",
       f"SELECT l.mecanic, count(*) FROM lucrari l WHERE {FIN} GROUP BY 1 ORDER BY 1"),
    _v("per_x", "How were our jobs paid for: how many each way?",
       f"SELECT l.plata, count(*) FROM lucrari l WHERE {FIN} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Sales by type of service",
       f"SELECT j.svc, {USD} FROM jobs j WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many jobs did each sweep do this year?",
       f"SELECT j.tech, count(*) FROM jobs j WHERE {DONE} AND year(j.sched_ts) = 2026 GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How much have we made from each kind of appliance?",
       f"SELECT a.typ, {USD} FROM {J_A} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many jobs were paid each way?",
       "SELECT j.pay, count(*) FROM jobs j WHERE j.pay IS NOT NULL GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _l("compare", "Did we sell more in 2026 than in 2025?",
       f"SELECT year(p.petsa_handaan) y, sum(l.halaga) FROM {L_P} WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _l("compare", "Do we make more from birthdays or from christenings?",
       f"SELECT p.okasyon, sum(l.halaga) FROM {L_P} WHERE {SOLD} AND p.okasyon IN ('KAARAWAN', 'BINYAG') "
       "GROUP BY 1 ORDER BY 1"),
    _l("compare", "Who orders more from us, Quezon City or Manila?",
       f"SELECT m.lungsod, count(*) FROM {P_M} WHERE m.lungsod IN ('Quezon City', 'Maynila') GROUP BY 1 "
       "ORDER BY 1"),
    _v("compare", "Did we take more money in 2026 than in 2025?",
       f"SELECT year(l.data) y, {LEI} FROM lucrari l WHERE {FIN} GROUP BY 1 ORDER BY 1"),
    _v("compare", "Do people pay us more often in cash or by card?",
       "SELECT l.plata, count(*) FROM lucrari l WHERE l.plata IN ('NUMERAR', 'CARD') GROUP BY 1 ORDER BY 1"),
    _v("compare", "Who brings us more business, private people or firms?",
       f"SELECT c.tip, {LEI} FROM {L_M_C} WHERE {FIN} GROUP BY 1 ORDER BY 1"),
    _v("compare", "Did we change more tyres in October and November this year than last year?",
       f"SELECT year(l.data) y, count(*) FROM lucrari l WHERE {FIN} AND l.tip = 'SCHIMB' "
       "AND month(l.data) IN (10, 11) GROUP BY 1 ORDER BY 1"),
    _c("compare", "Was 2026 a better year for sales than 2025?",
       f"SELECT year(j.sched_ts) y, {USD} FROM jobs j WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _c("compare", "Woodstoves or pellet stoves: which brings in more money?",
       f"SELECT a.typ, {USD} FROM {J_A} WHERE {DONE} AND a.typ IN ('WOOD', 'PELLET') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Do we sweep more chimneys in September or in October?",
       f"SELECT month(j.sched_ts) m, count(*) FROM jobs j WHERE {DONE} AND j.svc = 'SWP' "
       "AND month(j.sched_ts) IN (9, 10) GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _l("cannot", "How much did the live pigs cost us to buy this year?"),
    _l("cannot", "How many sacks of charcoal do we burn in a month?"),
    _l("cannot", "Which of our roasters roasted the most pigs?"),
    _l("cannot", "How many customers found us through our Facebook ads?"),
    _v("cannot", "How much did we pay our tyre supplier this year?"),
    _v("cannot", "How long does a tyre change take us on average?"),
    _v("cannot", "How many customers came to us from our Google Maps listing?"),
    _c("cannot", "How many brushes and rods did we wear out this year?"),
    _c("cannot", "What's our profit on a liner install after materials?"),
    _c("cannot", "How many chimney fires did our customers have this winter?"),
)
