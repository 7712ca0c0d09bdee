"""Set AA: ten questions a shape on the film_rental, ferry_kiosk and solar schemas of `schemas_aa.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Film rental "hires", "jobs" or "bookings that went out" count `bookings` rows whose `status` is not
'cancelled', dated by `picked_up`, "cancelled" 'cancelled'; "still out" is `status` 'out', "overdue" when it
is still out past `due_back`, "came back late" when `returned_on` is after `due_back`; "rental income",
"billed", "made" or "spent with us" sums `charge_paise / 100` rupees over `booking_lines` (0 on cancelled
bookings), "damage" sums `damage_paise / 100`; a line's booking runs through `booking_ref` to
`bookings.booking_id`, the booking's client, their `kind` ('production house', 'ad agency', 'freelancer',
'film school') and `area` through `client_id` to `clients`, a line's piece of kit, its `model` and `category`
('Camera', 'Lens', 'Lighting', 'Grip', 'Sound') through `kit_id` to `kit`; "times hired" counts lines on
bookings that were not cancelled; "kit", "gear" or "pieces of kit" are `kit` rows by `asset_tag`, "in the
fleet" or "we still have" when `retired_on` is NULL, "day rate" is `day_rate_inr` (whole rupees), "insured"
`insured` 'yes'; "clients" are `clients` rows; a piece of kit "has gone out" when a line on a booking that was
not cancelled names it; "type of shoot" is `shoot`. Ferry kiosk "tickets sold" count `tkts` rows with `sts`
'ISS' (refunded 'RFD' left out), dated by `sold_unix` (Unix seconds), "sailing" or "travelling" on `dep_dt`
('DD/MM/YYYY' text); "takings", "sales" or "what we took" sum `prc_eur` over 'ISS' tickets, "refunds" or
"handed back" over 'RFD'; a ticket's boat, its line (`opr`) and type (`typ` 'HSC' fast catamaran, 'CONV'
conventional ferry) run through `vsl_id` to `vsls.id`, its clerk through `clk_id` to `clks.id`, where it
leaves from through `frm_id` and where it goes ("destination", "to") through `to_id` to `prts.id`, a port's
island group `grp`; "class" is `cls` ('DECK', 'SEAT', 'CABIN', 'CAR'), "card" `pay` 'CARD', "cash" 'CASH';
"current" or "still with us" clerks are `actv` 'Y'; a clerk "has sold" when an 'ISS' ticket names them. Solar
"customers" are `wateja` rows, "registered" or "signed up" on `alijiunga` ('DD/MM/YYYY' text), their county
`kaunti`, village `kijiji`, community group or chama `kikundi`; "technicians" are `mafundi`, "still working
for us" `hai` 'ndiyo'; "orders" count `installs` rows dated by `ordered`; "installs", "systems fitted" or "put
in" count those with `installed_on` set, dated by it; "working" or "switched on" when `hali` is 'imewashwa',
"taken back" 'imeondolewa', "cancelled" 'imeghairiwa', "waiting" 'inasubiri'; an install's customer runs
through `mteja` to `wateja.mteja_no`, its technician through `fundi` to `mafundi.fundi_id`; "package" is
`kifurushi` ('Taa', 'Nyumba', 'Biashara', 'Pampu'), "capacity" sums `watts`, "price" `bei_kes`;
"pay-as-you-go" is `mpango` 'paygo', "cash up front" 'taslimu'; "collected", "money in" or "paid us" sums
`kiasi_kes` over `malipo`, dated by `lipa_ts`, a payment's install through `akaunti` to `installs.ref`, "by
M-Pesa" `njia` 'M-Pesa'; "still owes" is the price less what has been paid on that install.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# film_rental: declared PRIMARY KEY / REFERENCES (booking_ref -> booking_id); rupees, paise; DATE, TIMESTAMP
L_K = "booking_lines l JOIN kit k USING (kit_id)"
L_B = "booking_lines l JOIN bookings b ON l.booking_ref = b.booking_id"
L_C = f"{L_B} JOIN clients c USING (client_id)"
B_C = "bookings b JOIN clients c USING (client_id)"
INR = "sum(l.charge_paise) / 100"
WENT = "b.status <> 'cancelled'"
# ferry_kiosk: id with <thing>_id, none declared; abbreviated columns; euros; Unix seconds, 'DD/MM/YYYY' text
T_V = "tkts t JOIN vsls v ON t.vsl_id = v.id"
T_C = "tkts t JOIN clks c ON t.clk_id = c.id"
T_TO = "tkts t JOIN prts p ON t.to_id = p.id"
ISS = "t.sts = 'ISS'"
SOLD = "(TIMESTAMP '1970-01-01' + to_seconds(t.sold_unix))"
DEP = "strptime(t.dep_dt, '%d/%m/%Y')"
# solar: text codes named unlike their targets, none declared; shillings; Swahili; 'DD/MM/YYYY' text dates
I_W = "installs i JOIN wateja w ON i.mteja = w.mteja_no"
I_F = "installs i JOIN mafundi f ON i.fundi = f.fundi_id"
M_I = "malipo m JOIN installs i ON m.akaunti = i.ref"
M_W = f"{M_I} JOIN wateja w ON i.mteja = w.mteja_no"
FITTED = "i.installed_on IS NOT NULL"
WORKING = "i.hali = 'imewashwa'"
JOINED = "strptime(w.alijiunga, '%d/%m/%Y')"
PAID_ON = "coalesce((SELECT sum(m.kiasi_kes) FROM malipo m WHERE m.akaunti = i.ref), 0)"


def _f(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("film_rental", shape, question, truth, percent)


def _k(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("ferry_kiosk", shape, question, truth, percent)


def _s(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("solar", shape, question, truth, percent)


QUESTIONS_AA = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _f("top_label", "who's our biggest client? most spent on rentals",
       f"SELECT c.name, {INR} v FROM {L_C} GROUP BY c.client_id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _f("top_label", "Top 3 camera models by rental income",
       f"SELECT k.model, {INR} v FROM {L_K} WHERE k.category = 'Camera' GROUP BY 1 ORDER BY v DESC, 1 "
       "LIMIT 3"),
    _f("top_label", "What gear goes out the most? Give me the 5 models we hire out most often, cancelled "
       "jobs don't count.",
       f"SELECT k.model, count(*) n FROM {L_K} JOIN bookings b ON l.booking_ref = b.booking_id WHERE {WENT} "
       "GROUP BY 1 ORDER BY n DESC, 1 LIMIT 5"),
    _f("top_label", "Which two parts of Mumbai do our best-paying clients come from? By total rental income.",
       f"SELECT c.area, {INR} v FROM {L_C} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 2"),
    _k("top_label", "Where do most of our customers go? Top destination by tickets sold",
       f"SELECT p.nm, count(*) n FROM {T_TO} WHERE {ISS} GROUP BY p.id, 1 ORDER BY n DESC, 1 LIMIT 1"),
    _k("top_label", "Which 3 kiosk staff have taken the most money?",
       f"SELECT c.nm, sum(t.prc_eur) v FROM {T_C} WHERE {ISS} GROUP BY c.id, 1 ORDER BY v DESC, 1 LIMIT 3"),
    _k("top_label", "Which ferry company do we sell the most for, in euros?",
       f"SELECT v.opr, sum(t.prc_eur) s FROM {T_V} WHERE {ISS} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _s("top_label", "Which technician has put in the most systems?",
       f"SELECT f.jina, count(*) n FROM {I_F} WHERE {FITTED} GROUP BY f.fundi_id, 1 ORDER BY n DESC, 1 "
       "LIMIT 1"),
    _s("top_label", "top 3 villages for money collected",
       f"SELECT w.kijiji, sum(m.kiasi_kes) v FROM {M_W} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _s("top_label", "Which community group or chama has the most solar capacity switched on among its "
       "members?",
       f"SELECT w.kikundi, sum(i.watts) v FROM {I_W} WHERE {WORKING} AND w.kikundi IS NOT NULL GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _f("measure", "How much have we made from rentals altogether, in rupees?",
       "SELECT sum(charge_paise) / 100 FROM booking_lines"),
    _f("measure", "what have we charged clients for damaged kit in total",
       "SELECT sum(damage_paise) / 100 FROM booking_lines"),
    _f("measure", "What's the average day rate of the camera bodies we still have?",
       "SELECT avg(day_rate_inr) FROM kit WHERE category = 'Camera' AND retired_on IS NULL"),
    _k("measure", "What are our total ticket takings so far? Not counting refunded tickets.",
       "SELECT sum(prc_eur) FROM tkts WHERE sts = 'ISS'"),
    _k("measure", "How much have we handed back in refunds?",
       "SELECT sum(prc_eur) FROM tkts WHERE sts = 'RFD'"),
    _k("measure", "what does a cabin ticket go for on average? only ones actually sold, not refunded",
       "SELECT avg(prc_eur) FROM tkts WHERE cls = 'CABIN' AND sts = 'ISS'"),
    _k("measure", "How much have we taken selling tickets on the fast catamarans?",
       f"SELECT sum(t.prc_eur) FROM {T_V} WHERE {ISS} AND v.typ = 'HSC'"),
    _s("measure", "How much money have we collected from customers in total?",
       "SELECT sum(kiasi_kes) FROM malipo"),
    _s("measure", "How much do pay-as-you-go customers with a working system still owe us, all together?",
       f"SELECT sum(i.bei_kes - {PAID_ON}) FROM installs i WHERE {WORKING} AND i.mpango = 'paygo'"),
    _s("measure", "Total solar capacity we've got switched on out there, in watts?",
       f"SELECT sum(i.watts) FROM installs i WHERE {WORKING}"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _f("dates", "How many hires went out in March 2026?",
       f"SELECT count(*) FROM bookings b WHERE {WENT} AND b.picked_up >= TIMESTAMP '2026-03-01' "
       "AND b.picked_up < TIMESTAMP '2026-04-01'"),
    _f("dates", "What did we bill for the hires picked up in Q3 2026?",
       f"SELECT {INR} FROM {L_B} WHERE b.picked_up >= TIMESTAMP '2026-07-01' "
       "AND b.picked_up < TIMESTAMP '2026-10-01'"),
    _f("dates", "How many bookings got cancelled in 2025?",
       "SELECT count(*) FROM bookings WHERE status = 'cancelled' AND year(picked_up) = 2025"),
    _k("dates", "How many tickets did we sell in August 2025?",
       f"SELECT count(*) FROM tkts t WHERE {ISS} AND {SOLD} >= TIMESTAMP '2025-08-01' "
       f"AND {SOLD} < TIMESTAMP '2025-09-01'"),
    _k("dates", "How many tickets have we sold for sailings over Christmas and New Year, 24 Dec "
       "2025 to 1 Jan 2026?",
       f"SELECT count(*) FROM tkts t WHERE {ISS} AND {DEP} BETWEEN DATE '2025-12-24' AND DATE '2026-01-01'"),
    _k("dates", "Takings for the first half of 2026?",
       f"SELECT sum(t.prc_eur) FROM tkts t WHERE {ISS} AND {SOLD} >= TIMESTAMP '2026-01-01' "
       f"AND {SOLD} < TIMESTAMP '2026-07-01'"),
    _s("dates", "How many systems did we switch on during 2025?",
       "SELECT count(*) FROM installs WHERE year(installed_on) = 2025"),
    _s("dates", "How much came in through M-Pesa in October 2026?",
       "SELECT sum(kiasi_kes) FROM malipo WHERE njia = 'M-Pesa' AND lipa_ts >= TIMESTAMP '2026-10-01' "
       "AND lipa_ts < TIMESTAMP '2026-11-01'"),
    _s("dates", "new customers signed up between June and August 2026 - how many?",
       f"SELECT count(*) FROM wateja w WHERE {JOINED} BETWEEN DATE '2026-06-01' AND DATE '2026-08-31'"),
    _s("dates", "How many orders came in during the first quarter of 2026?",
       "SELECT count(*) FROM installs WHERE ordered BETWEEN DATE '2026-01-01' AND DATE '2026-03-31'"),
    # --------------------------------------------------------------- shares and percentages
    _f("share", "what % of bookings get cancelled?",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _f("share", "What share of our rental income comes from cameras?",
       f"SELECT sum(CASE WHEN k.category = 'Camera' THEN l.charge_paise ELSE 0 END) / sum(l.charge_paise) "
       f"FROM {L_K}", percent=True),
    _f("share", "How often does kit come back late? As a percentage of the hires that have come back.",
       "SELECT avg(CASE WHEN returned_on > due_back THEN 1 ELSE 0 END) FROM bookings "
       "WHERE status = 'returned'",
       percent=True),
    _f("share", "What fraction of the kit we still have is insured?",
       "SELECT avg(CASE WHEN insured = 'yes' THEN 1 ELSE 0 END) FROM kit WHERE retired_on IS NULL",
       percent=True),
    _k("share", "What percentage of tickets end up refunded?",
       "SELECT avg(CASE WHEN sts = 'RFD' THEN 1 ELSE 0 END) FROM tkts", percent=True),
    _k("share", "How much of this year's takings was paid by card? As a %",
       f"SELECT sum(CASE WHEN t.pay = 'CARD' THEN t.prc_eur ELSE 0 END) / sum(t.prc_eur) FROM tkts t "
       f"WHERE {ISS} AND {SOLD} >= TIMESTAMP '2026-01-01'", percent=True),
    _k("share", "Of the tickets we've sold, what share were for cars?",
       "SELECT avg(CASE WHEN cls = 'CAR' THEN 1 ELSE 0 END) FROM tkts WHERE sts = 'ISS'", percent=True),
    _s("share", "What percentage of the systems we've fitted are on pay-as-you-go?",
       f"SELECT avg(CASE WHEN i.mpango = 'paygo' THEN 1 ELSE 0 END) FROM installs i WHERE {FITTED}",
       percent=True),
    _s("share", "Of the pay-as-you-go systems we've put in, what share have we had to take back?",
       f"SELECT avg(CASE WHEN i.hali = 'imeondolewa' THEN 1 ELSE 0 END) FROM installs i WHERE {FITTED} "
       "AND i.mpango = 'paygo'", percent=True),
    _s("share", "how much of the money collected came via M-Pesa, percentage wise",
       "SELECT sum(CASE WHEN njia = 'M-Pesa' THEN kiasi_kes ELSE 0 END) / sum(kiasi_kes) FROM malipo",
       percent=True),
    # --------------------------------------------------------------- entities with no match
    _f("anti_join", "Leaving aside what we bought last month, which pieces of kit have never gone out on a "
       "hire?",
       "SELECT k.asset_tag FROM kit k WHERE k.bought < DATE '2026-11-01' AND NOT EXISTS (SELECT 1 FROM "
       f"{L_B} WHERE l.kit_id = k.kit_id AND {WENT}) ORDER BY 1"),
    _f("anti_join", "How many clients on our books have never booked anything?",
       "SELECT count(*) FROM clients c WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.client_id = "
       "c.client_id)"),
    _f("anti_join", "Which production houses or ad agencies haven't hired anything from us this year?",
       "SELECT c.name FROM clients c WHERE c.kind IN ('production house', 'ad agency') AND NOT EXISTS "
       f"(SELECT 1 FROM bookings b WHERE b.client_id = c.client_id AND {WENT} "
       "AND b.picked_up >= TIMESTAMP '2026-01-01') ORDER BY 1"),
    _k("anti_join", "Which boats have we never sold a ticket for?",
       f"SELECT v.nm FROM vsls v WHERE NOT EXISTS (SELECT 1 FROM tkts t WHERE t.vsl_id = v.id AND {ISS}) "
       "ORDER BY 1"),
    _k("anti_join", "Anyone at the kiosks who hasn't sold a single ticket yet?",
       f"SELECT c.nm FROM clks c WHERE NOT EXISTS (SELECT 1 FROM tkts t WHERE t.clk_id = c.id AND {ISS}) "
       "ORDER BY 1"),
    _k("anti_join", "Which ports has nobody bought a ticket to?",
       f"SELECT p.nm FROM prts p WHERE NOT EXISTS (SELECT 1 FROM tkts t WHERE t.to_id = p.id AND {ISS}) "
       "ORDER BY 1"),
    _k("anti_join", "How many of our current clerks haven't sold anything since 1 September 2026?",
       "SELECT count(*) FROM clks c WHERE c.actv = 'Y' AND NOT EXISTS (SELECT 1 FROM tkts t "
       f"WHERE t.clk_id = c.id AND {ISS} AND {SOLD} >= TIMESTAMP '2026-09-01')"),
    _s("anti_join", "Which technicians haven't fitted a single system?",
       "SELECT f.jina FROM mafundi f WHERE NOT EXISTS (SELECT 1 FROM installs i WHERE i.fundi = f.fundi_id "
       f"AND {FITTED}) ORDER BY 1"),
    _s("anti_join", "How many registered customers have never had a system put in?",
       "SELECT count(*) FROM wateja w WHERE NOT EXISTS (SELECT 1 FROM installs i WHERE i.mteja = w.mteja_no "
       f"AND {FITTED})"),
    _s("anti_join", "How many working pay-as-you-go systems that still owe money haven't had a payment since "
       "the start of September 2026?",
       f"SELECT count(*) FROM installs i WHERE {WORKING} AND i.mpango = 'paygo' AND i.bei_kes > {PAID_ON} "
       "AND NOT EXISTS (SELECT 1 FROM malipo m WHERE m.akaunti = i.ref "
       "AND m.lipa_ts >= TIMESTAMP '2026-09-01')"),
    # --------------------------------------------------------------- per X across tables
    _f("per_x", "Rental income by category of kit",
       f"SELECT k.category, {INR} FROM {L_K} GROUP BY 1 ORDER BY 1"),
    _f("per_x", "How many hires per type of shoot?",
       f"SELECT b.shoot, count(*) FROM bookings b WHERE {WENT} GROUP BY 1 ORDER BY 1"),
    _f("per_x", "What has each kind of client spent with us?",
       f"SELECT c.kind, {INR} FROM {L_C} GROUP BY 1 ORDER BY 1"),
    _k("per_x", "Tickets sold in each class",
       "SELECT cls, count(*) FROM tkts WHERE sts = 'ISS' GROUP BY 1 ORDER BY 1"),
    _k("per_x", "takings per year?",
       f"SELECT year({SOLD}) y, sum(t.prc_eur) FROM tkts t WHERE {ISS} GROUP BY 1 ORDER BY 1"),
    _k("per_x", "Break down the tickets we've sold by island group people are heading to",
       f"SELECT p.grp, count(*) FROM {T_TO} WHERE {ISS} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Number of working systems in each county",
       f"SELECT w.kaunti, count(*) FROM {I_W} WHERE {WORKING} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "Money collected by payment method",
       "SELECT njia, sum(kiasi_kes) FROM malipo GROUP BY 1 ORDER BY 1"),
    _s("per_x", "How many systems have we fitted of each package?",
       f"SELECT i.kifurushi, count(*) FROM installs i WHERE {FITTED} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "money in each year",
       "SELECT year(lipa_ts) y, sum(kiasi_kes) FROM malipo GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _f("compare", "Cameras vs lenses - which earned more on hires picked up in 2026?",
       f"SELECT k.category, {INR} FROM {L_K} JOIN bookings b ON l.booking_ref = b.booking_id "
       "WHERE k.category IN ('Camera', 'Lens') AND year(b.picked_up) = 2026 GROUP BY 1 ORDER BY 1"),
    _f("compare", "Do production houses keep kit longer than ad agencies? Average days per piece of kit "
       "hired.",
       f"SELECT c.kind, avg(l.days) FROM {L_C} WHERE {WENT} AND c.kind IN ('production house', 'ad agency') "
       "GROUP BY 1 ORDER BY 1"),
    _f("compare", "web series vs ad films, how many hires each?",
       f"SELECT b.shoot, count(*) FROM bookings b WHERE {WENT} AND b.shoot IN ('web series', 'ad film') "
       "GROUP BY 1 ORDER BY 1"),
    _f("compare", "Was Q2 2026 better than Q2 2025 for rental income?",
       f"SELECT year(b.picked_up) y, {INR} FROM {L_B} WHERE quarter(b.picked_up) = 2 "
       "AND year(b.picked_up) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _k("compare", "Cash or card in 2025 - how much came in each way?",
       f"SELECT t.pay, sum(t.prc_eur) FROM tkts t WHERE {ISS} AND year({SOLD}) = 2025 GROUP BY 1 ORDER BY 1"),
    _k("compare", "Fast boats or the regular ferries: which do we sell more tickets for?",
       f"SELECT v.typ, count(*) FROM {T_V} WHERE {ISS} GROUP BY 1 ORDER BY 1"),
    _k("compare", "Did we sell more tickets in summer 2026 (June to August) than in summer 2025?",
       f"SELECT year({SOLD}) y, count(*) FROM tkts t WHERE {ISS} AND month({SOLD}) IN (6, 7, 8) "
       f"AND year({SOLD}) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _s("compare", "Kisumu vs Siaya: which county has more working systems?",
       f"SELECT w.kaunti, count(*) FROM {I_W} WHERE {WORKING} AND w.kaunti IN ('Kisumu', 'Siaya') "
       "GROUP BY 1 ORDER BY 1"),
    _s("compare", "Cash-up-front customers versus pay-as-you-go: how much have we collected from each?",
       f"SELECT i.mpango, sum(m.kiasi_kes) FROM {M_I} GROUP BY 1 ORDER BY 1"),
    _s("compare", "Umoja Women Group or Jua Kali Chama - whose members have paid us more?",
       f"SELECT w.kikundi, sum(m.kiasi_kes) FROM {M_W} WHERE w.kikundi IN ('Umoja Women Group', "
       "'Jua Kali Chama') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _f("cannot", "Which directors of photography worked on the shoots we supplied?"),
    _f("cannot", "Has the Alexa 35 paid for itself yet, after what we paid for it?"),
    _f("cannot", "How much do we spend servicing each lens set a year?"),
    _k("cannot", "How many of our tickets were sold to foreign tourists versus Greeks?"),
    _k("cannot", "Which sailings got cancelled because of the meltemi winds?"),
    _k("cannot", "What commission does each ferry company pay us per ticket?"),
    _k("cannot", "How late do the Seajets boats run on average?"),
    _s("cannot", "How many kWh have our panels generated this year?"),
    _s("cannot", "Which customers have had to replace a battery under warranty?"),
    _s("cannot", "How much do families save on kerosene after switching to solar?"),
)
