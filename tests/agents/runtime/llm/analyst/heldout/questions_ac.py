"""Set AC: ten questions a shape on the pottery, grooming and market schemas of `schemas_ac.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Pottery "classes" are `sessions` rows, dated by `starts_at`, "past" ones before the export; "bookings" are
`bookings` rows, "made" on `booked_on`, "cancelled" `status` 'cancelled'; "people who came", "turned up",
"students" or "had through" sum `party` over bookings whose `status` is 'attended'; "class income", "class
fees", "taken" or "paid us" sums `paid_jpy` (yen) over the bookings (0 on a cancelled one, prepaid on a
no-show or a class still to come); a booking's class, its `technique` ('rokuro' the wheel, 'tebineri'
hand-building, 'raku', 'kintsugi'), teacher `sensei` and language `lang` run through `session_id` to
`sessions`, its customer, their `name` and `country` through `customer_id` to `customers`; "abroad" is a
`country` other than 'Japan'; "said yes to our mails" is `mail_ok` '○'; "pots" or "pieces" are `pieces`
rows, a piece's booking through `booking_ref` to `bookings.booking_id`, "fired" or "went through the kiln"
when `fired_on` is set, "cracked" `state` 'cracked', "postage" sums `ship_jpy`; 'chawan' is a tea bowl,
'guinomi' a sake cup; a class "had a booking" when a booking names it. Grooming "appointments" are
`marcacoes` rows, dated by `data` ('DD/MM/YYYY' text), "grooms" or "done" those with `estado` 'concluída',
"no-shows" 'faltou'; "takings", "made" or "brought in" sum `valor` (euros; 0 unless done); "salon" is `loja`,
"groomer" `tosquiador`, "paid by MB Way" `pagamento` 'MB Way'; an appointment's dog, its breed `raca` and
size `porte` ('G' large, 'GG' giant) run through `cao` to `caes.chip`, its service `descr` ('Banho e tosquia'
a bath and full clip, 'Corte de unhas' a nail trim) through `serv` to `servicos.ref`, a dog's owner, their
`nome`, through `tutor` to `tutores.cod`; "owners" are `tutores` rows, "signed up" on `registo`, "SMS
reminders" `sms` 'sim'; a dog "has been booked in" when an appointment names it; an owner "has a dog" when a
dog names them. Market "sales", "sold" or "brought in" sum `imp_cts / 100` pesos over `vtas` rows whose `anul`
is 'N' (not voided), dated by `ts` (Unix seconds, local time), "sales rung up" count them; "cash" is `fp`
'EF', "card" 'TJ'; a sale's article, its `dscr`, `cat` and `ud` run through `art_id` to `art.id`, an
article's grower, their `nom`, `pueblo` and `bio` ('S' certified organic) through `prod_id` to `prod.id`;
"current members" have `baja_dt` NULL, "joined" on `alta_dt`; "dues" are `cuotas` rows, "owed" sums `monto`
(whole pesos) with `pagada` 'N', "collected" those with `pagada` 'S', dated by `f_pago`; a grower "has sold"
when a sale not voided names one of their articles; an article "has sold" when a sale not voided names it.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# pottery: declared PRIMARY KEY / REFERENCES (booking_ref -> booking_id); yen; DATE and TIMESTAMP
B_S = "bookings b JOIN sessions s USING (session_id)"
B_C = "bookings b JOIN customers c USING (customer_id)"
P_B = "pieces p JOIN bookings b ON p.booking_ref = b.booking_id"
CAME = "b.status = 'attended'"
# grooming: text codes named unlike their targets, none declared; euros as DOUBLE; 'DD/MM/YYYY' text dates
M_C = "marcacoes m JOIN caes c ON m.cao = c.chip"
M_S = "marcacoes m JOIN servicos s ON m.serv = s.ref"
C_T = "caes c JOIN tutores t ON c.tutor = t.cod"
DONE = "m.estado = 'concluída'"
DATA = "strptime(m.data, '%d/%m/%Y')"
# market: id with <thing>_id, none declared; abbreviated Spanish columns; pesos as centavos; Unix seconds
V_A = "vtas v JOIN art a ON v.art_id = a.id"
V_P = "vtas v JOIN art a ON v.art_id = a.id JOIN prod p ON a.prod_id = p.id"
KEPT = "v.anul = 'N'"
MXN = "sum(v.imp_cts) / 100"
TS = "(TIMESTAMP '1970-01-01' + to_seconds(v.ts))"


def _p(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("pottery", shape, question, truth, percent)


def _g(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("grooming", shape, question, truth, percent)


def _m(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("market", shape, question, truth, percent)


QUESTIONS_AC = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _p("top_label", "Which of our teachers has had the most people through their classes? Only count the "
       "ones who actually came.",
       f"SELECT s.sensei, sum(b.party) n FROM {B_S} WHERE {CAME} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _p("top_label", "which two countries do most of our students come from? by number of people who turned "
       "up",
       f"SELECT c.country, sum(b.party) n FROM {B_C} WHERE {CAME} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _p("top_label", "Who's our best customer - who has paid us the most for classes?",
       f"SELECT c.name, sum(b.paid_jpy) v FROM {B_C} GROUP BY c.customer_id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "Which glaze is the most popular on the pots people make?",
       "SELECT glaze, count(*) n FROM pieces GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _g("top_label", "Which groomer has brought in the most money?",
       "SELECT tosquiador, sum(valor) v FROM marcacoes GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _g("top_label", "Which owner spends the most on grooming for their dogs?",
       f"SELECT t.nome, sum(m.valor) v FROM {M_C} JOIN tutores t ON c.tutor = t.cod GROUP BY t.cod, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _g("top_label", "what breed do we groom the most? count the grooms we actually did",
       f"SELECT c.raca, count(*) n FROM {M_C} WHERE {DONE} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _m("top_label", "Which grower has sold the most through our stall?",
       f"SELECT p.nom, {MXN} v FROM {V_P} WHERE {KEPT} GROUP BY p.id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _m("top_label", "Top 3 products by sales, in pesos",
       f"SELECT a.dscr, {MXN} v FROM {V_A} WHERE {KEPT} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _m("top_label", "Which village do the most sales come from?",
       f"SELECT p.pueblo, {MXN} v FROM {V_P} WHERE {KEPT} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _p("measure", "How much have we taken in class fees altogether?", "SELECT sum(paid_jpy) FROM bookings"),
    _p("measure", "How much postage have we charged people for sending their pots on to them?",
       "SELECT sum(ship_jpy) FROM pieces"),
    _p("measure", "How many people have done a kintsugi class with us? Only the ones who showed up.",
       f"SELECT sum(b.party) FROM {B_S} WHERE {CAME} AND s.technique = 'kintsugi'"),
    _g("measure", "What have we taken in total across all the salons?", "SELECT sum(valor) FROM marcacoes"),
    _g("measure", "What's the average price people pay for a bath and full clip?",
       f"SELECT avg(m.valor) FROM {M_S} WHERE {DONE} AND s.descr = 'Banho e tosquia'"),
    _g("measure", "How many nail trims have we actually done?",
       f"SELECT count(*) FROM {M_S} WHERE {DONE} AND s.descr = 'Corte de unhas'"),
    _g("measure", "How much money have the big dogs brought in - the large and giant ones?",
       f"SELECT sum(m.valor) FROM {M_C} WHERE c.porte IN ('G', 'GG')"),
    _m("measure", "How much have we sold altogether, in pesos?",
       "SELECT sum(imp_cts) / 100 FROM vtas WHERE anul = 'N'"),
    _m("measure", "How much in stall dues are the growers still owing?",
       "SELECT sum(monto) FROM cuotas WHERE pagada = 'N'"),
    _m("measure", "how many kilos of mole negro have we sold",
       f"SELECT sum(v.cant) FROM {V_A} WHERE {KEPT} AND a.dscr = 'Mole negro'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _p("dates", "How many people came to a class in August 2026?",
       f"SELECT sum(b.party) FROM {B_S} WHERE {CAME} AND s.starts_at >= TIMESTAMP '2026-08-01' "
       "AND s.starts_at < TIMESTAMP '2026-09-01'"),
    _p("dates", "What did the classes held in the second quarter of 2025 bring in?",
       f"SELECT sum(b.paid_jpy) FROM {B_S} WHERE s.starts_at >= TIMESTAMP '2025-04-01' "
       "AND s.starts_at < TIMESTAMP '2025-07-01'"),
    _p("dates", "How many bookings were made during November 2026?",
       "SELECT count(*) FROM bookings WHERE booked_on BETWEEN DATE '2026-11-01' AND DATE '2026-11-30'"),
    _g("dates", "How many grooms did we do in March 2026?",
       f"SELECT count(*) FROM marcacoes m WHERE {DONE} AND {DATA} >= DATE '2026-03-01' "
       f"AND {DATA} < DATE '2026-04-01'"),
    _g("dates", "Takings for the last quarter of 2025?",
       f"SELECT sum(m.valor) FROM marcacoes m WHERE {DATA} >= DATE '2025-10-01' "
       f"AND {DATA} < DATE '2026-01-01'"),
    _g("dates", "How many new owners signed up between May and August 2026?",
       "SELECT count(*) FROM tutores WHERE registo BETWEEN DATE '2026-05-01' AND DATE '2026-08-31'"),
    _m("dates", "What did we sell in October 2026?",
       f"SELECT {MXN} FROM vtas v WHERE {KEPT} AND {TS} >= TIMESTAMP '2026-10-01' "
       f"AND {TS} < TIMESTAMP '2026-11-01'"),
    _m("dates", "How many sales did we ring up in the first half of 2025?",
       f"SELECT count(*) FROM vtas v WHERE {KEPT} AND {TS} >= TIMESTAMP '2025-01-01' "
       f"AND {TS} < TIMESTAMP '2025-07-01'"),
    _m("dates", "How much did we actually collect in stall dues during 2025?",
       "SELECT sum(monto) FROM cuotas WHERE pagada = 'S' AND f_pago BETWEEN DATE '2025-01-01' "
       "AND DATE '2025-12-31'"),
    _m("dates", "How many growers joined the co-op in 2024?",
       "SELECT count(*) FROM prod WHERE year(alta_dt) = 2024"),
    # --------------------------------------------------------------- shares and percentages
    _p("share", "Of the bookings for classes that have already happened, what % were cancelled?",
       f"SELECT avg(CASE WHEN b.status = 'cancelled' THEN 1 ELSE 0 END) FROM {B_S} "
       "WHERE s.starts_at < TIMESTAMP '2026-12-18'", percent=True),
    _p("share", "What share of the pots that went through the kiln came out cracked?",
       "SELECT avg(CASE WHEN state = 'cracked' THEN 1 ELSE 0 END) FROM pieces WHERE fired_on IS NOT NULL",
       percent=True),
    _p("share", "How much of our class money comes in through Airbnb, as a percentage?",
       "SELECT sum(CASE WHEN channel = 'Airbnb' THEN paid_jpy ELSE 0 END) / sum(paid_jpy) FROM bookings",
       percent=True),
    _p("share", "what fraction of our customers are from abroad",
       "SELECT avg(CASE WHEN country <> 'Japan' THEN 1 ELSE 0 END) FROM customers", percent=True),
    _g("share", "What % of appointments are no-shows?",
       "SELECT avg(CASE WHEN estado = 'faltou' THEN 1 ELSE 0 END) FROM marcacoes", percent=True),
    _g("share", "How much of our takings gets paid by MB Way, percentage-wise?",
       "SELECT sum(CASE WHEN pagamento = 'MB Way' THEN valor ELSE 0 END) / sum(valor) FROM marcacoes",
       percent=True),
    _g("share", "What share of our owners have agreed to get SMS reminders?",
       "SELECT avg(CASE WHEN sms = 'sim' THEN 1 ELSE 0 END) FROM tutores", percent=True),
    _m("share", "What % of our sales money comes in as cash?",
       "SELECT sum(CASE WHEN fp = 'EF' THEN imp_cts ELSE 0 END) / sum(imp_cts) FROM vtas WHERE anul = 'N'",
       percent=True),
    _m("share", "What share of our sales comes from the certified organic growers?",
       f"SELECT sum(CASE WHEN p.bio = 'S' THEN v.imp_cts ELSE 0 END) / sum(v.imp_cts) FROM {V_P} "
       f"WHERE {KEPT}", percent=True),
    _m("share", "How often does a sale get voided at the till? As a percentage.",
       "SELECT avg(CASE WHEN anul = 'S' THEN 1 ELSE 0 END) FROM vtas", percent=True),
    # --------------------------------------------------------------- entities with no match
    _p("anti_join", "How many past classes ended up with nobody booked on them at all?",
       "SELECT count(*) FROM sessions s WHERE s.starts_at < TIMESTAMP '2026-12-18' AND NOT EXISTS "
       "(SELECT 1 FROM bookings b WHERE b.session_id = s.session_id)"),
    _p("anti_join", "How many people on our customer list have never booked anything?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM bookings b "
       "WHERE b.customer_id = c.customer_id)"),
    _p("anti_join", "How many customers who said yes to our mails have never actually come to a class?",
       f"SELECT count(*) FROM customers c WHERE c.mail_ok = '○' AND NOT EXISTS (SELECT 1 FROM bookings b "
       f"WHERE b.customer_id = c.customer_id AND {CAME})"),
    _g("anti_join", "How many dogs on file have never once been booked in?",
       "SELECT count(*) FROM caes c WHERE NOT EXISTS (SELECT 1 FROM marcacoes m WHERE m.cao = c.chip)"),
    _g("anti_join", "How many owners don't have a dog registered with us yet?",
       "SELECT count(*) FROM tutores t WHERE NOT EXISTS (SELECT 1 FROM caes c WHERE c.tutor = t.cod)"),
    _g("anti_join", "Is there anything on the price list that nobody has ever booked?",
       "SELECT s.descr, s.porte FROM servicos s WHERE NOT EXISTS (SELECT 1 FROM marcacoes m "
       "WHERE m.serv = s.ref) ORDER BY 1, 2"),
    _g("anti_join", "Of the owners who've had a dog groomed with us, how many haven't been back since the "
       "start of July 2026?",
       f"SELECT count(*) FROM tutores t WHERE EXISTS (SELECT 1 FROM {M_C} WHERE c.tutor = t.cod AND {DONE}) "
       f"AND NOT EXISTS (SELECT 1 FROM {M_C} WHERE c.tutor = t.cod AND {DONE} "
       f"AND {DATA} >= DATE '2026-07-01')"),
    _m("anti_join", "Which of our current members haven't sold a thing yet?",
       f"SELECT p.nom FROM prod p WHERE p.baja_dt IS NULL AND NOT EXISTS (SELECT 1 FROM {V_A} "
       f"WHERE a.prod_id = p.id AND {KEPT}) ORDER BY 1"),
    _m("anti_join", "How many current members are fully paid up on their dues?",
       "SELECT count(*) FROM prod p WHERE p.baja_dt IS NULL AND NOT EXISTS (SELECT 1 FROM cuotas q "
       "WHERE q.prod_id = p.id AND q.pagada = 'N')"),
    _m("anti_join", "How many of the articles we list have never sold?",
       f"SELECT count(*) FROM art a WHERE NOT EXISTS (SELECT 1 FROM vtas v "
       f"WHERE v.art_id = a.id AND {KEPT})"),
    # --------------------------------------------------------------- per X across tables
    _p("per_x", "Class income per technique",
       f"SELECT s.technique, sum(b.paid_jpy) FROM {B_S} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many people came each year?",
       f"SELECT year(s.starts_at) y, sum(b.party) FROM {B_S} WHERE {CAME} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many pots have been made at each kind of class?",
       f"SELECT s.technique, count(*) FROM {P_B} JOIN sessions s ON b.session_id = s.session_id GROUP BY 1 "
       "ORDER BY 1"),
    _g("per_x", "Takings per salon", "SELECT loja, sum(valor) FROM marcacoes GROUP BY 1 ORDER BY 1"),
    _g("per_x", "How many grooms have we done for each size of dog?",
       f"SELECT c.porte, count(*) FROM {M_C} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "takings by year",
       f"SELECT year({DATA}) y, sum(m.valor) FROM marcacoes m GROUP BY 1 ORDER BY 1"),
    _m("per_x", "Sales per year",
       f"SELECT year({TS}) y, {MXN} FROM vtas v WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "Sales split by how people paid",
       f"SELECT v.fp, {MXN} FROM vtas v WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _m("per_x", "How many bottles of each mezcal have we sold?",
       f"SELECT a.dscr, sum(v.cant) FROM {V_A} WHERE {KEPT} AND a.cat = 'mezcal' GROUP BY 1 ORDER BY 1"),
    _m("per_x", "What's still owed in dues, quarter by quarter?",
       "SELECT trim, sum(monto) FROM cuotas WHERE pagada = 'N' GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _p("compare", "English or Japanese classes - which had more people turn up?",
       f"SELECT s.lang, sum(b.party) FROM {B_S} WHERE {CAME} GROUP BY 1 ORDER BY 1"),
    _p("compare", "Okada vs Fujimoto: whose wheel classes have brought in more?",
       f"SELECT s.sensei, sum(b.paid_jpy) FROM {B_S} WHERE s.technique = 'rokuro' GROUP BY 1 ORDER BY 1"),
    _p("compare", "Was 2026 a better year than 2025 for class income? Go by the date of the class.",
       f"SELECT year(s.starts_at) y, sum(b.paid_jpy) FROM {B_S} GROUP BY 1 ORDER BY 1"),
    _p("compare", "Tea bowls or sake cups: which have people made more of?",
       "SELECT form, count(*) FROM pieces WHERE form IN ('chawan', 'guinomi') GROUP BY 1 ORDER BY 1"),
    _g("compare", "Alfama vs Campo de Ourique: which salon made more in 2026?",
       f"SELECT m.loja, sum(m.valor) FROM marcacoes m WHERE m.loja IN ('Alfama', 'Campo de Ourique') "
       f"AND year({DATA}) = 2026 GROUP BY 1 ORDER BY 1"),
    _g("compare", "Inês or Tiago - who's done more grooms this year?",
       f"SELECT m.tosquiador, count(*) FROM marcacoes m WHERE {DONE} AND m.tosquiador IN ('Inês', 'Tiago') "
       f"AND year({DATA}) = 2026 GROUP BY 1 ORDER BY 1"),
    _g("compare", "Do Portuguese water dogs cost more to groom than Labradors? Average bill.",
       f"SELECT c.raca, avg(m.valor) FROM {M_C} WHERE {DONE} AND c.raca IN ('Cão de Água Português', "
       "'Labrador') GROUP BY 1 ORDER BY 1"),
    _m("compare", "Cash or card: which brought in more in 2026?",
       f"SELECT v.fp, {MXN} FROM vtas v WHERE {KEPT} AND v.fp IN ('EF', 'TJ') AND year({TS}) = 2026 "
       "GROUP BY 1 ORDER BY 1"),
    _m("compare", "Do we sell more on Fridays or on Saturdays?",
       f"SELECT dayname({TS}) d, {MXN} FROM vtas v WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _m("compare", "Coffee or cacao products - which sell better?",
       f"SELECT a.cat, {MXN} FROM {V_A} WHERE {KEPT} AND a.cat IN ('café', 'cacao') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _p("cannot", "How much clay did we get through last month?"),
    _p("cannot", "Which customers left us a review on Google Maps?"),
    _p("cannot", "What does one firing of the kiln cost us in electricity?"),
    _g("cannot", "Which shampoo do we go through fastest?"),
    _g("cannot", "How many dogs got a nick or a cut while being groomed this year?"),
    _g("cannot", "What's each groomer's monthly salary?"),
    _m("cannot", "How much profit do we make on a kilo of tomatoes?"),
    _m("cannot", "Which customers come back to the stall every week?"),
    _m("cannot", "How much does each grower spend getting their produce to the market?"),
    _m("cannot", "What was the weather like on our busiest market days?"),
)
