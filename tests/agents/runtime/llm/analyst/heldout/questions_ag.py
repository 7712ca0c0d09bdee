"""Set AG: ten questions a shape on the fahrschule, croquetas and studio schemas of `schemas_ag.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Driving "lessons" (Fahrstunden) are `fahrstunden` rows with `status` 'G' (driven), dated by `datum`;
"no-shows" 'N', "called off" 'A', "booked" lessons all rows but the planned ones ('P'); "units" sum
`einheiten` (50 minutes each); "lesson money", "charged for lessons" or "made from lessons" sum `betrag_eur`
(euros; 0 when called off, charged on a no-show); "night drives" are `art` 'Nacht', "motorway" 'Autobahn',
"country roads" 'Überland', "town" 'Stadt'; an "instructor" is `fahrlehrer`; a lesson's learner, their
`vorname` and `nachname`, `klasse` ('B' car, 'A' motorbike, 'AM' moped, 'BE' trailer) and `bezirk` (the
"district") run through `schueler` to `schueler.schueler_nr`; "learners" or "students" are `schueler` rows,
"signed up" on `angemeldet`, "course fees" sum `kurs_eur`, "passed" or "got their licence" `stand` 'FS',
"dropped out" 'ABB', "still in training" 'AKT'; "exams" are `pruefungen` rows, dated by `datum`, the "theory
test" `teil` 'Theorie', the "driving test" or "practical" 'Praxis', "passed" `ergebnis` 'positiv', "failed"
'negativ', the "pass rate" the share of exams sat that passed, "exam fees" sum `gebuehr_eur`; an exam's
learner runs through `schueler_nr`; a learner "has had a lesson" when a driven lesson names them. Pet-food
"boxes" or "shipments" are `envios` rows, dated by `fecha`; "sales", "revenue", "made" or "paid for boxes" sum
`importe_mxn` (pesos) over the boxes not sent back (`estatus` 'DEV' refunded), "returned" or "came back"
'DEV', "delivered" 'ENT', "on the way" 'TRN'; "shipping" or "courier costs" sum `costo_envio_mxn` over all
boxes, a "courier" `paqueteria`; "kilos" of food a box are `kg_caja`; a box's pet, its `especie` ('perro'
dogs, 'gato' cats), `talla` ('chica' small, 'mediana' medium, 'grande' big dogs) and `plan` ('Básico',
'Premium', 'Sin granos' grain-free) run through `mascota_id` to `mascotas`, a pet's owner, their `nombre` and
`ciudad` (the "city") through `cliente_id` to `clientes`; "pets" or "subscriptions" are `mascotas` rows,
"active" with `estado` 'activa', "paused" 'pausada', "cancelled" 'cancelada'; "customers" are `clientes` rows,
"signed up" on `alta`, "referred" when `referido_por` names the customer (in `clientes`) who recommended them;
a customer "has been sent a box" when a box names one of their pets. Studio "sessions" are `bkgs` rows with
`sts` 'DONE', dated by `dt` ('DD/MM/YYYY' text), "bookings" all rows, "cancelled" 'CXL', "no-shows" 'NS',
"upcoming" 'BKD'; "hours" sum `hrs`; "billed" or "fees" sum `fee_gp / 100` cedis over the sessions and
no-shows; "recording" is `svc` 'REC', "mixing" 'MIX', "mastering" 'MST', "rehearsals" 'REH', "voice-overs"
'VO'; the "live room" `rm` 'LIVE', the "vocal booth" 'VOC', the "mixing suite" 'SUITE'; an "engineer" is
`eng`; a booking's client, their `nm`, `typ` ('ART' artists, 'LBL' labels, 'CHR' churches or choirs, 'AGY' ad
agencies, 'POD' podcasts) and `city` run through `cl` to `clients.cid`; "clients" are `clients` rows, "joined"
on `joined` ('DD/MM/YYYY' text); "money in", "received", "paid us" or "income" sum `amt_gp / 100` over `pmts`,
dated by `pd` ('DD/MM/YYYY' text), "mobile money" or "MoMo" `via` 'MOMO'; a payment's booking runs through
`bkg` to `bkgs.ref`; "owed" or "outstanding" is what the sessions and no-shows billed less what was paid
against them; a client "has booked" when a booking names them. In all three "this year" is 2026, "last year"
2025, the data ending on 21 December 2026.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# fahrschule: codes named unlike their targets, none declared; euros; German; DATE, 'HH:MM' text
F_S = "fahrstunden f JOIN schueler s ON f.schueler = s.schueler_nr"
P_S = "pruefungen p JOIN schueler s USING (schueler_nr)"
DRIVEN = "f.status = 'G'"
LEARNER = "s.vorname || ' ' || s.nachname"
# croquetas: declared PRIMARY KEY / REFERENCES (clientes.referido_por -> cliente_id); whole pesos; DATE
E_M = "envios e JOIN mascotas m USING (mascota_id)"
E_C = "envios e JOIN mascotas m USING (mascota_id) JOIN clientes c USING (cliente_id)"
KEPT = "e.estatus <> 'DEV'"
# studio: short names and codes, none declared; cedis as pesewas; 'DD/MM/YYYY' text dates
B_C = "bkgs b JOIN clients c ON b.cl = c.cid"
P_B = "pmts p JOIN bkgs b ON p.bkg = b.ref"
P_C = "pmts p JOIN bkgs b ON p.bkg = b.ref JOIN clients c ON b.cl = c.cid"
DONE = "b.sts = 'DONE'"
BILLED = "b.sts IN ('DONE', 'NS')"
GHS = "sum(p.amt_gp) / 100"
BDAT = "strptime(b.dt, '%d/%m/%Y')"
PDAT = "strptime(p.pd, '%d/%m/%Y')"
CDAT = "strptime(c.joined, '%d/%m/%Y')"


def _f(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("fahrschule", shape, question, truth, percent)


def _m(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("croquetas", shape, question, truth, percent)


def _g(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("studio", shape, question, truth, percent)


QUESTIONS_AG = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _f("top_label", "Which learner has paid us the most for driving lessons?",
       f"SELECT {LEARNER}, sum(f.betrag_eur) v FROM {F_S} GROUP BY s.schueler_nr, 1 ORDER BY v DESC, 1 "
       "LIMIT 1"),
    _f("top_label", "Which instructor brought in the most lesson money this year?",
       "SELECT fahrlehrer, sum(betrag_eur) v FROM fahrstunden WHERE datum >= DATE '2026-01-01' GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _f("top_label", "who does most of the night drives",
       "SELECT fahrlehrer, count(*) n FROM fahrstunden WHERE art = 'Nacht' AND status = 'G' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _f("top_label", "Which district sends us the most motorbike and moped learners?",
       "SELECT bezirk, count(*) n FROM schueler WHERE klasse IN ('A', 'AM') GROUP BY 1 ORDER BY n DESC, 1 "
       "LIMIT 1"),
    _m("top_label", "Which 2 customers have recommended us to the most friends?",
       "SELECT r.nombre, count(*) n FROM clientes c JOIN clientes r ON c.referido_por = r.cliente_id "
       "GROUP BY r.cliente_id, 1 ORDER BY n DESC, 1 LIMIT 2"),
    _m("top_label", "Who are our 3 best customers by what they've paid for boxes?",
       f"SELECT c.nombre, sum(e.importe_mxn) v FROM {E_C} WHERE {KEPT} GROUP BY c.cliente_id, 1 "
       "ORDER BY v DESC, 1 LIMIT 3"),
    _m("top_label", "Which city brings in the most money?",
       f"SELECT c.ciudad, sum(e.importe_mxn) v FROM {E_C} WHERE {KEPT} GROUP BY 1 ORDER BY v DESC, 1 "
       "LIMIT 1"),
    _g("top_label", "Which client has paid us the most?",
       f"SELECT c.nm, {GHS} v FROM {P_C} GROUP BY c.cid, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _g("top_label", "Which engineer has put in the most session hours this year?",
       f"SELECT b.eng, sum(b.hrs) v FROM bkgs b WHERE {DONE} AND b.eng IS NOT NULL AND year({BDAT}) = 2026 "
       "GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _g("top_label", "top 3 artists by number of sessions",
       f"SELECT c.nm, count(*) n FROM {B_C} WHERE {DONE} AND c.typ = 'ART' GROUP BY c.cid, 1 "
       "ORDER BY n DESC, 1 LIMIT 3"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _f("measure", "How much have we charged for driving lessons altogether?",
       "SELECT sum(betrag_eur) FROM fahrstunden"),
    _f("measure", "What have our motorbike learners paid in course fees?",
       "SELECT sum(kurs_eur) FROM schueler WHERE klasse = 'A'"),
    _f("measure", "How much have learners from Graz-Umgebung paid us for lessons they didn't turn up to?",
       f"SELECT sum(f.betrag_eur) FROM {F_S} WHERE f.status = 'N' AND s.bezirk = 'Graz-Umgebung'"),
    _m("measure", "What have we made from boxes in total?",
       f"SELECT sum(e.importe_mxn) FROM envios e WHERE {KEPT}"),
    _m("measure", "How much have we spent on couriers altogether?",
       "SELECT sum(costo_envio_mxn) FROM envios"),
    _m("measure", "How many kilos of dog food have we delivered?",
       f"SELECT sum(m.kg_caja) FROM {E_M} WHERE e.estatus = 'ENT' AND m.especie = 'perro'"),
    _m("measure", "On average, what do people pay for a box for a big dog?",
       f"SELECT avg(e.importe_mxn) FROM {E_M} WHERE {KEPT} AND m.talla = 'grande'"),
    _g("measure", "How much money has come in altogether?", "SELECT sum(amt_gp) / 100 FROM pmts"),
    _g("measure", "How much do clients still owe us for sessions they've already had?",
       f"SELECT ((SELECT sum(b.fee_gp) FROM bkgs b WHERE {BILLED}) - (SELECT sum(p.amt_gp) FROM {P_B} "
       f"WHERE {BILLED})) / 100"),
    _g("measure", "What does a mixing session bring in on average?",
       f"SELECT avg(b.fee_gp) / 100 FROM bkgs b WHERE {DONE} AND b.svc = 'MIX'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _f("dates", "How many lessons did we drive in November 2026?",
       f"SELECT count(*) FROM fahrstunden f WHERE {DRIVEN} AND f.datum BETWEEN DATE '2026-11-01' "
       "AND DATE '2026-11-30'"),
    _f("dates", "how many new learners signed up in the first quarter of 2026",
       "SELECT count(*) FROM schueler WHERE angemeldet >= DATE '2026-01-01' "
       "AND angemeldet < DATE '2026-04-01'"),
    _f("dates", "How many driving tests did our learners sit in 2025?",
       "SELECT count(*) FROM pruefungen WHERE teil = 'Praxis' AND year(datum) = 2025"),
    _m("dates", "How many boxes did we ship in October 2026?",
       "SELECT count(*) FROM envios WHERE fecha >= DATE '2026-10-01' AND fecha < DATE '2026-11-01'"),
    _m("dates", "How many customers signed up last year?",
       "SELECT count(*) FROM clientes WHERE year(alta) = 2025"),
    _m("dates", "What were our sales in the third quarter of 2026?",
       f"SELECT sum(e.importe_mxn) FROM envios e WHERE {KEPT} AND e.fecha >= DATE '2026-07-01' "
       "AND e.fecha < DATE '2026-10-01'"),
    _g("dates", "How much money came in during November 2026?",
       f"SELECT {GHS} FROM pmts p WHERE {PDAT} >= DATE '2026-11-01' AND {PDAT} < DATE '2026-12-01'"),
    _g("dates", "How many sessions did we run in the first quarter of this year?",
       f"SELECT count(*) FROM bkgs b WHERE {DONE} AND {BDAT} >= DATE '2026-01-01' "
       f"AND {BDAT} < DATE '2026-04-01'"),
    _g("dates", "How many new clients joined us in 2025?",
       f"SELECT count(*) FROM clients c WHERE year({CDAT}) = 2025"),
    _g("dates", "What did we bill for sessions in December 2025?",
       f"SELECT sum(b.fee_gp) / 100 FROM bkgs b WHERE {BILLED} AND {BDAT} >= DATE '2025-12-01' "
       f"AND {BDAT} < DATE '2026-01-01'"),
    # --------------------------------------------------------------- shares and percentages
    _f("share", "What's our pass rate on the driving test?",
       "SELECT avg(CASE WHEN ergebnis = 'positiv' THEN 1 ELSE 0 END) FROM pruefungen WHERE teil = 'Praxis'",
       percent=True),
    _f("share", "What share of the people who signed up with us have dropped out?",
       "SELECT avg(CASE WHEN stand = 'ABB' THEN 1 ELSE 0 END) FROM schueler", percent=True),
    _f("share", "What percent of our learners are doing the motorbike licence?",
       "SELECT avg(CASE WHEN klasse = 'A' THEN 1 ELSE 0 END) FROM schueler", percent=True),
    _f("share", "How much of our lesson money comes from night drives, as a percentage?",
       "SELECT sum(CASE WHEN art = 'Nacht' THEN betrag_eur ELSE 0 END) / sum(betrag_eur) FROM fahrstunden",
       percent=True),
    _m("share", "What percentage of the boxes we send come back?",
       "SELECT avg(CASE WHEN estatus = 'DEV' THEN 1 ELSE 0 END) FROM envios", percent=True),
    _m("share", "What share of our customers came to us through a referral?",
       "SELECT avg(CASE WHEN referido_por IS NOT NULL THEN 1 ELSE 0 END) FROM clientes", percent=True),
    _m("share", "what % of our revenue comes from cats",
       f"SELECT sum(CASE WHEN m.especie = 'gato' THEN e.importe_mxn ELSE 0 END) / sum(e.importe_mxn) "
       f"FROM {E_M} WHERE {KEPT}", percent=True),
    _g("share", "What percentage of the money we receive comes in by mobile money?",
       "SELECT sum(CASE WHEN via = 'MOMO' THEN amt_gp ELSE 0 END) / sum(amt_gp) FROM pmts", percent=True),
    _g("share", "What share of our session hours this year were in the mixing suite?",
       f"SELECT sum(CASE WHEN b.rm = 'SUITE' THEN b.hrs ELSE 0 END) / sum(b.hrs) FROM bkgs b WHERE {DONE} "
       f"AND year({BDAT}) = 2026", percent=True),
    _g("share", "What percent of our session fees come from record labels?",
       f"SELECT sum(CASE WHEN c.typ = 'LBL' THEN b.fee_gp ELSE 0 END) / sum(b.fee_gp) FROM {B_C} "
       f"WHERE {BILLED}", percent=True),
    # --------------------------------------------------------------- entities with no match
    _f("anti_join", "How many learners are still waiting for their first driving lesson?",
       "SELECT count(*) FROM schueler s WHERE s.stand = 'AKT' AND NOT EXISTS (SELECT 1 FROM fahrstunden f "
       f"WHERE f.schueler = s.schueler_nr AND {DRIVEN})"),
    _f("anti_join", "How many of our learners have passed the theory test but never sat the driving test?",
       "SELECT count(*) FROM schueler s WHERE EXISTS (SELECT 1 FROM pruefungen p WHERE p.schueler_nr = "
       "s.schueler_nr AND p.teil = 'Theorie' AND p.ergebnis = 'positiv') AND NOT EXISTS (SELECT 1 FROM "
       "pruefungen p WHERE p.schueler_nr = s.schueler_nr AND p.teil = 'Praxis')"),
    _f("anti_join", "How many of our car learners who got their licence never did a night drive with us?",
       f"SELECT count(*) FROM schueler s WHERE s.klasse = 'B' AND s.stand = 'FS' AND NOT EXISTS (SELECT 1 "
       f"FROM fahrstunden f WHERE f.schueler = s.schueler_nr AND {DRIVEN} AND f.art = 'Nacht')"),
    _m("anti_join", "Which customers have never been sent a box?",
       "SELECT c.nombre FROM clientes c WHERE NOT EXISTS (SELECT 1 FROM envios e JOIN mascotas m "
       "USING (mascota_id) WHERE m.cliente_id = c.cliente_id) ORDER BY 1"),
    _m("anti_join", "How many active subscriptions haven't had a box shipped since the start of December?",
       "SELECT count(*) FROM mascotas m WHERE m.estado = 'activa' AND NOT EXISTS (SELECT 1 FROM envios e "
       "WHERE e.mascota_id = m.mascota_id AND e.fecha >= DATE '2026-12-01')"),
    _m("anti_join", "How many of the customers who recommended us no longer have an active subscription?",
       "SELECT count(*) FROM clientes r WHERE EXISTS (SELECT 1 FROM clientes c WHERE c.referido_por = "
       "r.cliente_id) AND NOT EXISTS (SELECT 1 FROM mascotas m WHERE m.cliente_id = r.cliente_id "
       "AND m.estado = 'activa')"),
    _m("anti_join", "How many of our cat subscriptions have never had a box sent back?",
       "SELECT count(*) FROM mascotas m WHERE m.especie = 'gato' AND NOT EXISTS (SELECT 1 FROM envios e "
       "WHERE e.mascota_id = m.mascota_id AND e.estatus = 'DEV')"),
    _g("anti_join", "How many of our clients have never booked with us?",
       "SELECT count(*) FROM clients c WHERE NOT EXISTS (SELECT 1 FROM bkgs b WHERE b.cl = c.cid)"),
    _g("anti_join", "Which artists haven't had a session with us at all this year?",
       "SELECT c.nm FROM clients c WHERE c.typ = 'ART' AND NOT EXISTS (SELECT 1 FROM bkgs b "
       f"WHERE b.cl = c.cid AND {DONE} AND year({BDAT}) = 2026) ORDER BY 1"),
    _g("anti_join", "How many of the sessions we've done have no payment at all against them?",
       "SELECT count(*) FROM bkgs b WHERE b.sts = 'DONE' AND NOT EXISTS (SELECT 1 FROM pmts p "
       "WHERE p.bkg = b.ref)"),
    # --------------------------------------------------------------- per X across tables
    _f("per_x", "Lesson money per instructor",
       "SELECT fahrlehrer, sum(betrag_eur) FROM fahrstunden GROUP BY 1 ORDER BY 1"),
    _f("per_x", "How many learners have signed up for each licence class?",
       "SELECT klasse, count(*) FROM schueler GROUP BY 1 ORDER BY 1"),
    _f("per_x", "How many 50-minute units have we driven of each kind of lesson?",
       f"SELECT f.art, sum(f.einheiten) FROM fahrstunden f WHERE {DRIVEN} GROUP BY 1 ORDER BY 1"),
    _f("per_x", "failed driving tests by licence class",
       f"SELECT s.klasse, count(*) FROM {P_S} WHERE p.teil = 'Praxis' AND p.ergebnis = 'negativ' GROUP BY 1 "
       "ORDER BY 1"),
    _m("per_x", "Revenue per plan",
       f"SELECT m.plan, sum(e.importe_mxn) FROM {E_M} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many boxes has each courier carried for us?",
       "SELECT paqueteria, count(*) FROM envios GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many active dog subscriptions do we have in each size?",
       "SELECT talla, count(*) FROM mascotas WHERE estado = 'activa' AND especie = 'perro' GROUP BY 1 "
       "ORDER BY 1"),
    _g("per_x", "Money received per payment method",
       "SELECT via, sum(amt_gp) / 100 FROM pmts GROUP BY 1 ORDER BY 1"),
    _g("per_x", "How many session hours has each room had?",
       f"SELECT b.rm, sum(b.hrs) FROM bkgs b WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "what each kind of client has paid us",
       f"SELECT c.typ, {GHS} FROM {P_C} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _f("compare", "Did more people sign up with us in 2026 than in 2025?",
       "SELECT year(angemeldet) y, count(*) FROM schueler GROUP BY 1 ORDER BY 1"),
    _f("compare", "Gernot or Sabine - who has driven more lessons?",
       "SELECT fahrlehrer, count(*) FROM fahrstunden WHERE status = 'G' "
       "AND fahrlehrer IN ('Gernot', 'Sabine') GROUP BY 1 ORDER BY 1"),
    _f("compare", "Do town lessons or motorway lessons bring in more money?",
       "SELECT art, sum(betrag_eur) FROM fahrstunden WHERE art IN ('Stadt', 'Autobahn') GROUP BY 1 "
       "ORDER BY 1"),
    _m("compare", "Dogs vs cats: which bring in more money?",
       f"SELECT m.especie, sum(e.importe_mxn) FROM {E_M} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _m("compare", "Did we ship more boxes in November 2026 than in October?",
       "SELECT count(*) FILTER (WHERE fecha < DATE '2026-11-01') oct, count(*) FILTER (WHERE fecha >= "
       "DATE '2026-11-01') nov FROM envios WHERE fecha >= DATE '2026-10-01' AND fecha < DATE '2026-12-01'"),
    _m("compare", "Which is cheaper per box on average, DHL or Estafeta?",
       "SELECT paqueteria, avg(costo_envio_mxn) FROM envios WHERE paqueteria IN ('DHL', 'Estafeta') "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "CDMX or Monterrey, where do we sell more?",
       f"SELECT c.ciudad, sum(e.importe_mxn) FROM {E_C} WHERE {KEPT} AND c.ciudad IN ('CDMX', 'Monterrey') "
       "GROUP BY 1 ORDER BY 1"),
    _g("compare", "Did more money come in this year than last year?",
       f"SELECT year({PDAT}) y, {GHS} FROM pmts p GROUP BY 1 ORDER BY 1"),
    _g("compare", "Recording in the live room or in the vocal booth, which have we billed more for?",
       f"SELECT b.rm, sum(b.fee_gp) / 100 FROM bkgs b WHERE {BILLED} AND b.svc = 'REC' GROUP BY 1 "
       "ORDER BY 1"),
    _g("compare", "Kwame vs Kojo: who has done more hours of mixing?",
       f"SELECT b.eng, sum(b.hrs) FROM bkgs b WHERE {DONE} AND b.svc = 'MIX' AND b.eng IN ('Kwame', 'Kojo') "
       "GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _f("cannot", "How much fuel did the school cars use this year?"),
    _f("cannot", "Which learners had a near miss or an accident during a lesson?"),
    _f("cannot", "How many of our learners came to us because a friend recommended us?"),
    _m("cannot", "Which brand of kibble do the dogs like best?"),
    _m("cannot", "How many customers opened our last newsletter?"),
    _m("cannot", "What did we pay our kibble supplier in November?"),
    _g("cannot", "Which of the songs we recorded got played on the radio?"),
    _g("cannot", "How much did the new microphones cost us?"),
    _g("cannot", "How many streams have our clients' tracks had on Boomplay?"),
    _g("cannot", "How many hours did the generator run during dumsor this year?"),
)
