"""Set AB: ten questions a shape on the hostel, courier and tasting schemas of `schemas_ab.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Hostel "bookings" count `bookings` rows, dated by `booked_at` when "made" and by `check_in` otherwise;
"stays", "guests who stayed" or "checked in" are bookings whose `status` is 'checked_out' or 'in_house',
"cancelled" 'cancelled', "no-shows" 'no_show'; "nights" are `check_out - check_in`; "room revenue", "room
money" or "made from rooms" sums `total_vnd` (dong) over the bookings (0 on a cancelled one, the first night
on a no-show); a booking's room, its `branch`, `kind` ('dorm' or 'private', "private rooms") run through
`room_id` to `rooms`, its guest, their `full_name` and `country` through `guest_id` to `guests`; "extras",
"add-ons" or "things we sell on top" are `extras` rows, "extras income" sums `amount_vnd`, "tours" are
`category` 'tour', "beers" the 'bar' ones; an extra's stay runs through `stay_ref` to `bookings.booking_id`;
"what a guest spent" is their room money plus their extras; "with breakfast" is `breakfast` 'yes'; "channel"
is how it was booked ('direct', 'Hostelworld', 'Booking.com', 'walk-in'); "guests on file" are `guests` rows;
a room "has been booked" when a booking names it. Courier "jobs", "runs" or "deliveries we did" count `jbs`
rows whose `sts` is not 'CXL' (cancelled), dated by `pu_unix` (Unix seconds of the pick-up); "takings",
"earned", "made" or "spent with us" sum `prc_cts / 100` dollars over those jobs, "tips" `tip_cts / 100`;
"rush jobs" are `rsh` 'Y'; a job's rider, their `nm`, bike `bk` and `mbr` ('Y' a full co-op member, 'N' on
trial) run through `rdr_id` to `rdrs.id`, its client, their `nm`, `typ` and borough `brgh` through `clnt_id`
to `clnts.id`; "still with us" or "current" riders have `lft_dt` NULL, "joined" on `jnd_dt`; "account
clients" are `acct` 'Y'; "invoices" are `invs` rows, "owed" or "outstanding" sums `amt_cts / 100` with
`pd_dt` NULL, "paid late" when `pd_dt - iss_dt` is over 30 days; a client "has sent us work" when a job names
them. Tasting "tastings" or "visits" count `reservas` rows with `estado` 'realizada' (took place), dated by
`fecha` ('DD-MM-YYYY' text), "cancelled" 'cancelada', "no-shows" 'ausente'; "tasting bookings" are all the
rows; "visitors" or "people" sum `personas` over the tastings held; "tasting income" sums `tarifa_ars` (pesos;
0 when cancelled); the tasting "experience" is `experiencia` ('Clásica', 'Premium', 'Maridaje', the food
pairing), "language" `idioma` ('español', 'inglés', 'portugués'); "shop sales", "wine sales" or "sold in the
shop" sum `total_ars` over `ventas`, dated by `fecha_hora`, "bottles" sum `botellas`, "by card" is `pago`
'tarjeta'; a sale's wine, its `nombre`, grape `cepa` and range `linea` ('Joven', 'Reserva', 'Gran Reserva')
run through `vino` to `vinos.cod`, "on sale" is `activo` 'sí', "price" `precio_ars`; "club members" are
`socios` rows, "current" or "still in the club" with `baja` NULL, "joined" on `alta`, "home delivery" `envio`
'sí'; a sale's or a tasting's member runs through `socio` to `socios.nro_socio`; a member "has come to a
tasting" when a tasting booking names them, "has bought" when a sale does.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# hostel: declared PRIMARY KEY / REFERENCES (stay_ref -> booking_id); dong; DATE and TIMESTAMP
B_R = "bookings b JOIN rooms r USING (room_id)"
B_G = "bookings b JOIN guests g USING (guest_id)"
E_B = "extras e JOIN bookings b ON e.stay_ref = b.booking_id"
STAYED = "b.status IN ('checked_out', 'in_house')"
NIGHTS = "(b.check_out - b.check_in)"
# courier: id with <thing>_id, none declared; abbreviated columns; dollars as cents; Unix seconds, DATE
J_C = "jbs j JOIN clnts c ON j.clnt_id = c.id"
J_R = "jbs j JOIN rdrs r ON j.rdr_id = r.id"
RAN = "j.sts <> 'CXL'"
PU = "(TIMESTAMP '1970-01-01' + to_seconds(j.pu_unix))"
CAD = "sum(j.prc_cts) / 100"
# tasting: text codes named unlike their targets, none declared; pesos; Spanish; 'DD-MM-YYYY' text dates
V_W = "ventas v JOIN vinos w ON v.vino = w.cod"
V_S = "ventas v JOIN socios s ON v.socio = s.nro_socio"
HELD = "r.estado = 'realizada'"
FECHA = "strptime(r.fecha, '%d-%m-%Y')"


def _h(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("hostel", shape, question, truth, percent)


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("courier", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("tasting", shape, question, truth, percent)


QUESTIONS_AB = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _h("top_label", "Which of our hostels makes the most money from rooms?",
       f"SELECT r.branch, sum(b.total_vnd) v FROM {B_R} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _h("top_label", "top 3 countries our guests come from, going by number of stays",
       f"SELECT g.country, count(*) n FROM {B_G} WHERE {STAYED} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _h("top_label", "What are our 3 best-selling extras? By money, not by how many.",
       "SELECT item, sum(amount_vnd) v FROM extras GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _h("top_label", "Which guest has spent the most with us overall - rooms plus everything they bought on "
       "top?",
       "SELECT g.full_name, (SELECT sum(b.total_vnd) FROM bookings b WHERE b.guest_id = g.guest_id) + "
       f"coalesce((SELECT sum(e.amount_vnd) FROM {E_B} WHERE b.guest_id = g.guest_id), 0) v FROM guests g "
       "WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.guest_id = g.guest_id) ORDER BY v DESC, 1 LIMIT 1"),
    _c("top_label", "Which rider has done the most jobs?",
       f"SELECT r.nm, count(*) n FROM {J_R} WHERE {RAN} GROUP BY r.id, 1 ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "who are our top 3 clients by what they've spent with us",
       f"SELECT c.nm, {CAD} v FROM {J_C} WHERE {RAN} GROUP BY c.id, 1 ORDER BY v DESC, 1 LIMIT 3"),
    _c("top_label", "Which part of town do we pick up from the most?",
       f"SELECT c.brgh, count(*) n FROM {J_C} WHERE {RAN} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _t("top_label", "What are our 3 best sellers in the shop, by bottles?",
       f"SELECT w.nombre, sum(v.botellas) n FROM {V_W} GROUP BY w.cod, 1 ORDER BY n DESC, 1 LIMIT 3"),
    _t("top_label", "Which grape brings in the most money at the shop?",
       f"SELECT w.cepa, sum(v.total_ars) s FROM {V_W} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _t("top_label", "Which wine club member has spent the most on wine with us?",
       f"SELECT s.nombre, sum(v.total_ars) t FROM {V_S} GROUP BY s.nro_socio, 1 ORDER BY t DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _h("measure", "How much have we made from rooms in total?", "SELECT sum(total_vnd) FROM bookings"),
    _h("measure", "How long does a guest stay on average, in nights? Only people who actually stayed.",
       f"SELECT avg({NIGHTS}) FROM bookings b WHERE {STAYED}"),
    _h("measure", "How much have the tours brought in altogether?",
       "SELECT sum(amount_vnd) FROM extras WHERE category = 'tour'"),
    _c("measure", "How much have we earned from deliveries altogether, in dollars?",
       "SELECT sum(prc_cts) / 100 FROM jbs WHERE sts <> 'CXL'"),
    _c("measure", "what have the riders got in tips, total?",
       "SELECT sum(tip_cts) / 100 FROM jbs WHERE sts <> 'CXL'"),
    _c("measure", "How much are account clients still owing us on their invoices?",
       "SELECT sum(amt_cts) / 100 FROM invs WHERE pd_dt IS NULL"),
    _c("measure", "How many km have the cargo bikes done on jobs?",
       f"SELECT sum(j.km) FROM {J_R} WHERE {RAN} AND r.bk = 'cargo'"),
    _t("measure", "How much have we sold in the shop altogether?", "SELECT sum(total_ars) FROM ventas"),
    _t("measure", "How many people have come through for tastings in total?",
       "SELECT sum(personas) FROM reservas WHERE estado = 'realizada'"),
    _t("measure", "What's the average bottle price of the Gran Reserva wines we still have on sale?",
       "SELECT avg(precio_ars) FROM vinos WHERE linea = 'Gran Reserva' AND activo = 'sí'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _h("dates", "How many guests checked in during October 2026?",
       f"SELECT count(*) FROM bookings b WHERE {STAYED} AND b.check_in BETWEEN DATE '2026-10-01' "
       "AND DATE '2026-10-31'"),
    _h("dates", "Room revenue for Q2 2026, by check-in date?",
       "SELECT sum(total_vnd) FROM bookings WHERE check_in BETWEEN DATE '2026-04-01' AND DATE '2026-06-30'"),
    _h("dates", "how many bookings were made in 2025",
       "SELECT count(*) FROM bookings WHERE booked_at >= TIMESTAMP '2025-01-01' "
       "AND booked_at < TIMESTAMP '2026-01-01'"),
    _c("dates", "How many jobs did we run in November 2026?",
       f"SELECT count(*) FROM jbs j WHERE {RAN} AND {PU} >= TIMESTAMP '2026-11-01' "
       f"AND {PU} < TIMESTAMP '2026-12-01'"),
    _c("dates", "What did we take in the first quarter of 2026?",
       f"SELECT {CAD} FROM jbs j WHERE {RAN} AND {PU} >= TIMESTAMP '2026-01-01' "
       f"AND {PU} < TIMESTAMP '2026-04-01'"),
    _c("dates", "How many riders joined us in 2025?",
       "SELECT count(*) FROM rdrs WHERE jnd_dt BETWEEN DATE '2025-01-01' AND DATE '2025-12-31'"),
    _t("dates", "How many tastings did we actually run in March 2026?",
       f"SELECT count(*) FROM reservas r WHERE {HELD} AND {FECHA} >= DATE '2026-03-01' "
       f"AND {FECHA} < DATE '2026-04-01'"),
    _t("dates", "Shop sales in December 2025?",
       "SELECT sum(total_ars) FROM ventas WHERE fecha_hora >= TIMESTAMP '2025-12-01' "
       "AND fecha_hora < TIMESTAMP '2026-01-01'"),
    _t("dates", "new club members between July and September 2026 - how many joined?",
       "SELECT count(*) FROM socios WHERE alta BETWEEN DATE '2026-07-01' AND DATE '2026-09-30'"),
    _t("dates", "What did the tastings bring in during the first half of 2025?",
       f"SELECT sum(r.tarifa_ars) FROM reservas r WHERE {FECHA} >= DATE '2025-01-01' "
       f"AND {FECHA} < DATE '2025-07-01'"),
    # --------------------------------------------------------------- shares and percentages
    _h("share", "what % of bookings end up cancelled?",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _h("share", "How much of our business comes through Hostelworld? As a percentage of bookings.",
       "SELECT avg(CASE WHEN channel = 'Hostelworld' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _h("share", "What share of room revenue comes from the dorms rather than the private rooms?",
       f"SELECT sum(CASE WHEN r.kind = 'dorm' THEN b.total_vnd ELSE 0 END) / sum(b.total_vnd) FROM {B_R}",
       percent=True),
    _h("share", "Of the people who actually stayed, what fraction had breakfast included?",
       f"SELECT avg(CASE WHEN b.breakfast = 'yes' THEN 1 ELSE 0 END) FROM bookings b WHERE {STAYED}",
       percent=True),
    _c("share", "What percentage of our jobs are rush jobs?",
       "SELECT avg(CASE WHEN rsh = 'Y' THEN 1 ELSE 0 END) FROM jbs WHERE sts <> 'CXL'", percent=True),
    _c("share", "what fraction of our takings comes from law firms",
       f"SELECT sum(CASE WHEN c.typ = 'law firm' THEN j.prc_cts ELSE 0 END) / sum(j.prc_cts) FROM {J_C} "
       f"WHERE {RAN}", percent=True),
    _c("share", "Of the invoices that have been paid, how many were paid late, more than 30 days after we "
       "sent them? As a %.",
       "SELECT avg(CASE WHEN pd_dt - iss_dt > 30 THEN 1 ELSE 0 END) FROM invs WHERE pd_dt IS NOT NULL",
       percent=True),
    _t("share", "What % of tasting bookings get cancelled?",
       "SELECT avg(CASE WHEN estado = 'cancelada' THEN 1 ELSE 0 END) FROM reservas", percent=True),
    _t("share", "How much of the shop money is paid by card, percentage-wise?",
       "SELECT sum(CASE WHEN pago = 'tarjeta' THEN total_ars ELSE 0 END) / sum(total_ars) FROM ventas",
       percent=True),
    _t("share", "What share of our current club members get the wine delivered to their home?",
       "SELECT avg(CASE WHEN envio = 'sí' THEN 1 ELSE 0 END) FROM socios WHERE baja IS NULL", percent=True),
    # --------------------------------------------------------------- entities with no match
    _h("anti_join", "Which rooms have never had a single booking?",
       "SELECT r.room_no FROM rooms r WHERE NOT EXISTS (SELECT 1 FROM bookings b "
       "WHERE b.room_id = r.room_id) ORDER BY 1"),
    _h("anti_join", "How many guests have we got on file who've never booked with us?",
       "SELECT count(*) FROM guests g WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.guest_id = "
       "g.guest_id)"),
    _h("anti_join", "How many stays had no extras at all - no tours, no beers, nothing?",
       f"SELECT count(*) FROM bookings b WHERE {STAYED} AND NOT EXISTS (SELECT 1 FROM extras e "
       "WHERE e.stay_ref = b.booking_id)"),
    _c("anti_join", "Which of our current riders haven't done a single job yet?",
       f"SELECT r.nm FROM rdrs r WHERE r.lft_dt IS NULL AND NOT EXISTS (SELECT 1 FROM jbs j WHERE j.rdr_id = "
       f"r.id AND {RAN}) ORDER BY 1"),
    _c("anti_join", "Which clients have never sent us any work?",
       f"SELECT c.nm FROM clnts c WHERE NOT EXISTS (SELECT 1 FROM jbs j WHERE j.clnt_id = c.id AND {RAN}) "
       "ORDER BY 1"),
    _c("anti_join", "How many of our account clients are fully paid up, with nothing outstanding?",
       "SELECT count(*) FROM clnts c WHERE c.acct = 'Y' AND NOT EXISTS (SELECT 1 FROM invs i "
       "WHERE i.clnt_id = c.id AND i.pd_dt IS NULL)"),
    _c("anti_join", "How many riders still with us haven't done a job since 1 October 2026?",
       "SELECT count(*) FROM rdrs r WHERE r.lft_dt IS NULL AND NOT EXISTS (SELECT 1 FROM jbs j "
       f"WHERE j.rdr_id = r.id AND {RAN} AND {PU} >= TIMESTAMP '2026-10-01')"),
    _t("anti_join", "Are there any wines we've never sold a single bottle of?",
       "SELECT w.nombre FROM vinos w WHERE NOT EXISTS (SELECT 1 FROM ventas v WHERE v.vino = w.cod) "
       "ORDER BY 1"),
    _t("anti_join", "How many club members have never come to a tasting?",
       "SELECT count(*) FROM socios s WHERE NOT EXISTS (SELECT 1 FROM reservas r "
       "WHERE r.socio = s.nro_socio)"),
    _t("anti_join", "How many of the members still in the club haven't bought any wine from us in 2026?",
       "SELECT count(*) FROM socios s WHERE s.baja IS NULL AND NOT EXISTS (SELECT 1 FROM ventas v "
       "WHERE v.socio = s.nro_socio AND v.fecha_hora >= TIMESTAMP '2026-01-01')"),
    # --------------------------------------------------------------- per X across tables
    _h("per_x", "Room revenue per hostel",
       f"SELECT r.branch, sum(b.total_vnd) FROM {B_R} GROUP BY 1 ORDER BY 1"),
    _h("per_x", "How many bookings came in through each channel?",
       "SELECT channel, count(*) FROM bookings GROUP BY 1 ORDER BY 1"),
    _h("per_x", "extras income by category",
       "SELECT category, sum(amount_vnd) FROM extras GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Takings per year",
       f"SELECT year({PU}) y, {CAD} FROM jbs j WHERE {RAN} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many jobs has each type of client sent us?",
       f"SELECT c.typ, count(*) FROM {J_C} WHERE {RAN} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "What's the average distance of a job for each kind of bike?",
       f"SELECT r.bk, avg(j.km) FROM {J_R} WHERE {RAN} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Bottles sold per grape",
       f"SELECT w.cepa, sum(v.botellas) FROM {V_W} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Tasting income by type of experience",
       "SELECT experiencia, sum(tarifa_ars) FROM reservas GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How many tastings did we hold in each language?",
       "SELECT idioma, count(*) FROM reservas WHERE estado = 'realizada' GROUP BY 1 ORDER BY 1"),
    _t("per_x", "shop sales split by how people paid",
       "SELECT pago, sum(total_ars) FROM ventas GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _h("compare", "Dorms vs private rooms: which brings in more room money?",
       f"SELECT r.kind, sum(b.total_vnd) FROM {B_R} GROUP BY 1 ORDER BY 1"),
    _h("compare", "Do Booking.com guests stay longer than Hostelworld guests? Average nights.",
       f"SELECT b.channel, avg({NIGHTS}) FROM bookings b WHERE {STAYED} "
       "AND b.channel IN ('Booking.com', 'Hostelworld') GROUP BY 1 ORDER BY 1"),
    _h("compare", "Was summer 2026 (June to August) better than summer 2025 for room revenue?",
       "SELECT year(check_in) y, sum(total_vnd) FROM bookings WHERE month(check_in) IN (6, 7, 8) "
       "AND year(check_in) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _h("compare", "Old Quarter or West Lake - which hostel sells more in tours?",
       f"SELECT r.branch, sum(e.amount_vnd) FROM {E_B} JOIN rooms r ON b.room_id = r.room_id "
       "WHERE e.category = 'tour' AND r.branch IN ('Old Quarter', 'West Lake') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Co-op members vs riders still on trial: who did more jobs this year?",
       f"SELECT r.mbr, count(*) FROM {J_R} WHERE {RAN} AND {PU} >= TIMESTAMP '2026-01-01' GROUP BY 1 "
       "ORDER BY 1"),
    _c("compare", "Rush jobs or normal ones - what's the average price of each?",
       "SELECT rsh, avg(prc_cts) / 100 FROM jbs WHERE sts <> 'CXL' GROUP BY 1 ORDER BY 1"),
    _c("compare", "Plateau vs Mile End: whose clients spent more with us in 2026?",
       f"SELECT c.brgh, {CAD} FROM {J_C} WHERE {RAN} AND c.brgh IN ('Plateau', 'Mile End') "
       f"AND year({PU}) = 2026 GROUP BY 1 ORDER BY 1"),
    _t("compare", "Malbec vs Cabernet Franc: which sold more bottles this year?",
       f"SELECT w.cepa, sum(v.botellas) FROM {V_W} WHERE w.cepa IN ('Malbec', 'Cabernet Franc') "
       "AND year(v.fecha_hora) = 2026 GROUP BY 1 ORDER BY 1"),
    _t("compare", "Premium or food-pairing tastings: which brought in more money in 2026?",
       f"SELECT r.experiencia, sum(r.tarifa_ars) FROM reservas r WHERE r.experiencia IN ('Premium', "
       f"'Maridaje') AND year({FECHA}) = 2026 GROUP BY 1 ORDER BY 1"),
    _t("compare", "Was 2026 a better year than 2025 for shop sales?",
       "SELECT year(fecha_hora) y, sum(total_ars) FROM ventas GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _h("cannot", "How many of our guests left us a five-star review on Hostelworld?"),
    _h("cannot", "How do our dorm prices compare with the other hostels in the Old Quarter?"),
    _h("cannot", "How much do we pay the tour operator for each Ha Long Bay trip?"),
    _c("cannot", "What's each rider's average time from pick-up to drop-off?"),
    _c("cannot", "How many deliveries were held up by snowstorms last winter?"),
    _c("cannot", "Which riders have had a bike stolen this year?"),
    _t("cannot", "What score did the critics give our Gran Reserva Malbec?"),
    _t("cannot", "How many bottles of each wine have we got left in the cellar?"),
    _t("cannot", "Which tour agencies in Mendoza send us the most visitors?"),
    _t("cannot", "What did the 2023 harvest yield per hectare?"),
)
