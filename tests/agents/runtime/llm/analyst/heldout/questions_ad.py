"""Set AD: ten questions a shape on the carwash, toollib and piekarnia schemas of `schemas_ad.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Car wash "washes", "cars washed", "cars we did" or "jobs" count `washes` rows whose `status` is 'completed',
dated by `washed_at`; "cancelled" is 'cancelled', "no-shows" 'no_show'; "app bookings" are the rows with
`channel` 'app' whatever became of them; "takings", "made", "brought in" or "spent with us" sum `paid_rand`
(rand) over the washes (0 when cancelled, the R50 deposit on a no-show), "tips" `tip_rand`; a wash's service,
its `service_name`, `vehicle_class` and `category` run through `service_id` to `services`, its customer, their
`full_name`, `car_make` and `vip` through `customer_id` to `customers`, the person who did it through `washer`
to `staff.staff_id`; "site", "branch" or "which wash" is `washes.site` for a wash and `staff.site` for a
person; "still with us" or "current" staff have `left_on` NULL; "VIP" is `vip` 'yes'; "app customers" or
"customers on the app" are `customers` rows, "signed up" on `joined`; "by card" is `payment` 'card', "cash"
'cash'; a customer "has had a wash" and a person "has washed a car" when a completed wash names them, a
service "has been sold" when any wash names it, and "services" by money or count are told apart by
`service_name` over all vehicle classes. Tool library "loans", "borrowings" or "times lent out" count `lns`
rows, dated by `out_ts`; "returned late" when `ret_dt` is after `due_dt` on a returned loan (`sts` 'RET'),
"lost" 'LST', "still out" 'OUT'; "days kept" are `ret_dt - out_ts::DATE` on returned loans; "hire fees" sum
`fee_cts / 100` dollars over `lns` (paid at the counter when the tool goes out, not in `pmts`); a loan's tool,
its `nm` and `cat` run through `tl_id` to `tls.id`, its member, their `nm`, `sbrb`, `tier` through `mbr_id` to
`mbrs.id`; "payments", "money from members" or "paid us" sum `amt_cts / 100` over `pmts`, dated by `pd_dt`,
"membership fees" `typ` 'MEMB', "fines" 'LATE', "donations" 'DON', "damages" 'DMG'; "members" are `mbrs` rows,
"current" or "active" ones with `exp_dt` on or after 9 December 2026, "joined" on `jnd_dt`, "concession"
`tier` 'CNC', "volunteers" `vol` 'Y'; "replacement value" sums `val_cts / 100`, "retired" tools are `sts`
'RT'; a member "has borrowed" and a tool "has been borrowed" when a loan names them. Bakery "orders" count
`dostawy` rows whatever their status, dated by `dzien` (the delivery day, 'DD.MM.YYYY' text) and by `zlozono`
(Unix seconds) when "placed"; "deliveries" or "delivered orders" are `status` 'dostarczona', "cancelled"
'anulowana', "complaints" 'reklamacja'; "sales", "revenue", "bought from us" or "what we billed" sum
`wartosc_zl` (złoty) over the `pozycje` of delivered orders, "pieces" or "sold" in pieces sum `szt` over those
lines; a line's order runs through `dostawa` to `dostawy.nr`, its product, `nazwa` and `kategoria` ('chleb'
bread, 'bułki' rolls, 'ciasta' cakes, 'drożdżówki' sweet buns, 'pączki' doughnuts), through `wyrob` to
`wyroby.kod`; an order's outlet, its `kod`, `miasto` (city), `franczyzobiorca` (franchisee) and `typ` ('sklep'
shop, 'kiosk', 'kawiarnia' café) through `punkt` to `punkty.kod`; "open" or "still trading" outlets are
`aktywny` 'tak', "opened" on `otwarto` ('DD.MM.YYYY' text); an outlet "has ordered" and a product "has been
ordered" when an order or a line names them, and an outlet is told apart by its `kod`. In all three "this
year" is 2026, "last year" 2025, the data ending on 9 December 2026.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# carwash: declared PRIMARY KEY / REFERENCES (washer -> staff_id); whole rand; DATE and TIMESTAMP
W_S = "washes w JOIN services s USING (service_id)"
W_C = "washes w JOIN customers c USING (customer_id)"
W_P = "washes w JOIN staff p ON w.washer = p.staff_id"
DONE = "w.status = 'completed'"
# toollib: id with <thing>_id, none declared; abbreviated columns; dollars as cents; DATE and TIMESTAMP
L_T = "lns l JOIN tls t ON l.tl_id = t.id"
L_M = "lns l JOIN mbrs m ON l.mbr_id = m.id"
ACTIVE = "m.exp_dt >= DATE '2026-12-09'"
# piekarnia: text codes named unlike their targets, none declared; złoty; 'DD.MM.YYYY' text, Unix seconds
Z_D = "pozycje z JOIN dostawy d ON z.dostawa = d.nr"
Z_W = f"{Z_D} JOIN wyroby w ON z.wyrob = w.kod"
Z_P = f"{Z_D} JOIN punkty p ON d.punkt = p.kod"
DLV = "d.status = 'dostarczona'"
DZIEN = "strptime(d.dzien, '%d.%m.%Y')"
PLACED = "(TIMESTAMP '1970-01-01' + to_seconds(d.zlozono))"
OTWARTO = "strptime(p.otwarto, '%d.%m.%Y')"


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("carwash", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("toollib", shape, question, truth, percent)


def _p(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("piekarnia", shape, question, truth, percent)


QUESTIONS_AD = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _c("top_label", "Who on the team has washed the most cars?",
       f"SELECT p.full_name, count(*) n FROM {W_P} WHERE {DONE} GROUP BY p.staff_id, 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "what are our top 3 services by money brought in",
       f"SELECT s.service_name, sum(w.paid_rand) v FROM {W_S} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _c("top_label", "Which branch gets tipped the most?",
       "SELECT w.site, sum(w.tip_rand) v FROM washes w GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _c("top_label", "Which customer on the app has spent the most with us?",
       f"SELECT c.full_name, sum(w.paid_rand) v FROM {W_C} GROUP BY c.customer_id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _t("top_label", "What's the tool people borrow the most?",
       f"SELECT t.nm, count(*) n FROM {L_T} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _t("top_label", "Which member has paid the most in late fines?",
       "SELECT m.nm, sum(p.amt_cts) / 100 v FROM pmts p JOIN mbrs m ON p.mbr_id = m.id WHERE p.typ = 'LATE' "
       "GROUP BY m.id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _t("top_label", "which type of tool earns us the most in hire fees?",
       f"SELECT t.cat, sum(l.fee_cts) / 100 v FROM {L_T} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "Which outlet buys the most from us?",
       f"SELECT p.kod, sum(z.wartosc_zl) v FROM {Z_P} WHERE {DLV} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "Top 3 products by number of pieces sold",
       f"SELECT w.nazwa, sum(z.szt) n FROM {Z_W} WHERE {DLV} GROUP BY w.kod, 1 ORDER BY n DESC, 1 LIMIT 3"),
    _p("top_label", "Which city brings in the most money for us?",
       f"SELECT p.miasto, sum(z.wartosc_zl) v FROM {Z_P} WHERE {DLV} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _c("measure", "How much have we taken altogether?", "SELECT sum(paid_rand) FROM washes"),
    _c("measure", "whats the average tip on a wash",
       f"SELECT avg(w.tip_rand) FROM washes w WHERE {DONE}"),
    _c("measure", "How much have our VIP customers spent with us in total?",
       f"SELECT sum(w.paid_rand) FROM {W_C} WHERE c.vip = 'yes'"),
    _t("measure", "How much have we collected in membership fees, all up?",
       "SELECT sum(amt_cts) / 100 FROM pmts WHERE typ = 'MEMB'"),
    _t("measure", "What have the hire fees brought in so far?", "SELECT sum(fee_cts) / 100 FROM lns"),
    _t("measure", "On average how many days do people hang on to a tool before bringing it back?",
       "SELECT avg(ret_dt - CAST(out_ts AS DATE)) FROM lns WHERE sts = 'RET'"),
    _t("measure", "What would it cost to replace all our power tools? Leave out the retired ones.",
       "SELECT sum(val_cts) / 100 FROM tls WHERE cat = 'power' AND sts <> 'RT'"),
    _p("measure", "What are our total sales?",
       f"SELECT sum(z.wartosc_zl) FROM {Z_D} WHERE {DLV}"),
    _p("measure", "How many doughnuts (pączki) have we sent out in total, in pieces?",
       f"SELECT sum(z.szt) FROM {Z_W} WHERE {DLV} AND w.kategoria = 'pączki'"),
    _p("measure", "What's a delivered order worth on average?",
       f"SELECT avg(v) FROM (SELECT d.nr, sum(z.wartosc_zl) v FROM {Z_D} WHERE {DLV} GROUP BY 1)"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _c("dates", "How many cars did we wash in November 2026?",
       f"SELECT count(*) FROM washes w WHERE {DONE} AND w.washed_at >= TIMESTAMP '2026-11-01' "
       "AND w.washed_at < TIMESTAMP '2026-12-01'"),
    _c("dates", "What did we take in Q3 this year?",
       "SELECT sum(paid_rand) FROM washes WHERE washed_at >= TIMESTAMP '2026-07-01' "
       "AND washed_at < TIMESTAMP '2026-10-01'"),
    _c("dates", "how many people signed up on the app during 2025?",
       "SELECT count(*) FROM customers WHERE joined BETWEEN DATE '2025-01-01' AND DATE '2025-12-31'"),
    _t("dates", "How many loans went out in October 2026?",
       "SELECT count(*) FROM lns WHERE out_ts >= TIMESTAMP '2026-10-01' AND out_ts < TIMESTAMP '2026-11-01'"),
    _t("dates", "How much did people donate to us this year?",
       "SELECT sum(amt_cts) / 100 FROM pmts WHERE typ = 'DON' AND pd_dt >= DATE '2026-01-01'"),
    _t("dates", "How many new members joined between January and March 2026?",
       "SELECT count(*) FROM mbrs WHERE jnd_dt BETWEEN DATE '2026-01-01' AND DATE '2026-03-31'"),
    _p("dates", "How many orders did we actually deliver in March 2026?",
       f"SELECT count(*) FROM dostawy d WHERE {DLV} AND {DZIEN} >= DATE '2026-03-01' "
       f"AND {DZIEN} < DATE '2026-04-01'"),
    _p("dates", "Sales in the last quarter of 2025?",
       f"SELECT sum(z.wartosc_zl) FROM {Z_D} WHERE {DLV} AND {DZIEN} >= DATE '2025-10-01' "
       f"AND {DZIEN} < DATE '2026-01-01'"),
    _p("dates", "How many orders did the outlets place with us in November 2026?",
       f"SELECT count(*) FROM dostawy d WHERE {PLACED} >= TIMESTAMP '2026-11-01' "
       f"AND {PLACED} < TIMESTAMP '2026-12-01'"),
    _p("dates", "how many new outlets have opened since the start of 2025",
       f"SELECT count(*) FROM punkty p WHERE {OTWARTO} >= DATE '2025-01-01'"),
    # --------------------------------------------------------------- shares and percentages
    _c("share", "Of the cars we actually washed, what % were booked through the app?",
       "SELECT avg(CASE WHEN channel = 'app' THEN 1 ELSE 0 END) FROM washes WHERE status = 'completed'",
       percent=True),
    _c("share", "what percentage of app bookings turn out to be no-shows?",
       "SELECT avg(CASE WHEN status = 'no_show' THEN 1 ELSE 0 END) FROM washes WHERE channel = 'app'",
       percent=True),
    _c("share", "How much of our takings comes from Sandton, percentage-wise?",
       "SELECT sum(CASE WHEN site = 'Sandton' THEN paid_rand ELSE 0 END) / sum(paid_rand) FROM washes",
       percent=True),
    _c("share", "What fraction of the customers on the app have a VIP card?",
       "SELECT avg(CASE WHEN vip = 'yes' THEN 1 ELSE 0 END) FROM customers", percent=True),
    _t("share", "When tools come back, what % of the time are they late?",
       "SELECT avg(CASE WHEN ret_dt > due_dt THEN 1 ELSE 0 END) FROM lns WHERE sts = 'RET'", percent=True),
    _t("share", "What share of our current members are on the concession rate?",
       f"SELECT avg(CASE WHEN m.tier = 'CNC' THEN 1 ELSE 0 END) FROM mbrs m WHERE {ACTIVE}", percent=True),
    _t("share", "Of all the money members have paid us, how much came in as donations? As a percentage.",
       "SELECT sum(CASE WHEN typ = 'DON' THEN amt_cts ELSE 0 END) / sum(amt_cts) FROM pmts", percent=True),
    _p("share", "What % of orders end up cancelled?",
       "SELECT avg(CASE WHEN status = 'anulowana' THEN 1 ELSE 0 END) FROM dostawy", percent=True),
    _p("share", "How big a slice of our sales is bread?",
       "SELECT sum(CASE WHEN w.kategoria = 'chleb' THEN z.wartosc_zl ELSE 0 END) / sum(z.wartosc_zl) "
       f"FROM {Z_W} WHERE {DLV}", percent=True),
    _p("share", "What percentage of the outlets still trading are cafés?",
       "SELECT avg(CASE WHEN typ = 'kawiarnia' THEN 1 ELSE 0 END) FROM punkty WHERE aktywny = 'tak'",
       percent=True),
    # --------------------------------------------------------------- entities with no match
    _c("anti_join", "Are there any services on the menu we've never sold even once?",
       "SELECT s.service_name, s.vehicle_class FROM services s WHERE NOT EXISTS (SELECT 1 FROM washes w "
       "WHERE w.service_id = s.service_id) ORDER BY 1, 2"),
    _c("anti_join", "How many customers signed up on the app but never actually had a wash?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM washes w "
       f"WHERE w.customer_id = c.customer_id AND {DONE})"),
    _c("anti_join", "Which washers and detailers still working for us haven't done a single car yet?",
       "SELECT p.full_name FROM staff p WHERE p.role IN ('washer', 'detailer') AND p.left_on IS NULL "
       f"AND NOT EXISTS (SELECT 1 FROM washes w WHERE w.washer = p.staff_id AND {DONE}) ORDER BY 1"),
    _t("anti_join", "Which tools have never been borrowed?",
       "SELECT t.nm FROM tls t WHERE NOT EXISTS (SELECT 1 FROM lns l WHERE l.tl_id = t.id) ORDER BY 1"),
    _t("anti_join", "How many members have never borrowed anything at all?",
       "SELECT count(*) FROM mbrs m WHERE NOT EXISTS (SELECT 1 FROM lns l WHERE l.mbr_id = m.id)"),
    _t("anti_join", "how many of our current members haven't borrowed anything since 1 July 2026?",
       f"SELECT count(*) FROM mbrs m WHERE {ACTIVE} AND NOT EXISTS (SELECT 1 FROM lns l "
       "WHERE l.mbr_id = m.id AND l.out_ts >= TIMESTAMP '2026-07-01')"),
    _t("anti_join", "How many members have never had to pay a late fine?",
       "SELECT count(*) FROM mbrs m WHERE NOT EXISTS (SELECT 1 FROM pmts p WHERE p.mbr_id = m.id "
       "AND p.typ = 'LATE')"),
    _p("anti_join", "Which outlets have never ordered anything from us?",
       "SELECT p.kod FROM punkty p WHERE NOT EXISTS (SELECT 1 FROM dostawy d WHERE d.punkt = p.kod) "
       "ORDER BY 1"),
    _p("anti_join", "Which of our products has nobody ever ordered?",
       "SELECT w.nazwa FROM wyroby w WHERE NOT EXISTS (SELECT 1 FROM pozycje z WHERE z.wyrob = w.kod) "
       "ORDER BY 1"),
    _p("anti_join", "How many outlets that are still trading haven't had a delivery from us since 1 October "
       "2026?",
       "SELECT count(*) FROM punkty p WHERE p.aktywny = 'tak' AND NOT EXISTS (SELECT 1 FROM dostawy d "
       f"WHERE d.punkt = p.kod AND {DLV} AND {DZIEN} >= DATE '2026-10-01')"),
    # --------------------------------------------------------------- per X across tables
    _c("per_x", "Takings per site", "SELECT site, sum(paid_rand) FROM washes GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many washes did we do in each category of service?",
       f"SELECT s.category, count(*) FROM {W_S} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "average tip by how people paid",
       f"SELECT w.payment, avg(w.tip_rand) FROM washes w WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Loans per tool category", f"SELECT t.cat, count(*) FROM {L_T} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Break down what members have paid us by what the money was for",
       "SELECT typ, sum(amt_cts) / 100 FROM pmts GROUP BY 1 ORDER BY 1"),
    _t("per_x", "hire fees per year",
       "SELECT year(out_ts) y, sum(fee_cts) / 100 FROM lns GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Sales per city",
       f"SELECT p.miasto, sum(z.wartosc_zl) FROM {Z_P} WHERE {DLV} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many pieces did we deliver in each product category?",
       f"SELECT w.kategoria, sum(z.szt) FROM {Z_W} WHERE {DLV} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many orders has each driver taken out? Count everything that actually got delivered, "
       "complaints included.",
       "SELECT kierowca, count(*) FROM dostawy WHERE status <> 'anulowana' GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Sales by type of outlet",
       f"SELECT p.typ, sum(z.wartosc_zl) FROM {Z_P} WHERE {DLV} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _c("compare", "Sandton vs Soweto - which washed more cars this year?",
       f"SELECT w.site, count(*) FROM washes w WHERE {DONE} AND w.site IN ('Sandton', 'Soweto') "
       "AND w.washed_at >= TIMESTAMP '2026-01-01' GROUP BY 1 ORDER BY 1"),
    _c("compare", "Do VIPs tip better than our other app customers? Average tip per wash.",
       f"SELECT c.vip, avg(w.tip_rand) FROM {W_C} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _c("compare", "Card or cash: which brings in more money?",
       "SELECT payment, sum(paid_rand) FROM washes WHERE payment IN ('card', 'cash') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Was this November busier than last November? Cars washed.",
       f"SELECT year(w.washed_at) y, count(*) FROM washes w WHERE {DONE} AND month(w.washed_at) = 11 "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Who borrows more, the concession members or the ones on the standard rate?",
       f"SELECT m.tier, count(*) FROM {L_M} GROUP BY 1 ORDER BY 1"),
    _t("compare", "Did we get more in donations in 2026 than 2025?",
       "SELECT year(pd_dt) y, sum(amt_cts) / 100 FROM pmts WHERE typ = 'DON' AND year(pd_dt) IN (2025, 2026) "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "garden tools or power tools, which get borrowed more?",
       f"SELECT t.cat, count(*) FROM {L_T} WHERE t.cat IN ('garden', 'power') GROUP BY 1 ORDER BY 1"),
    _p("compare", "Kraków vs Wrocław: whose outlets bought more from us this year?",
       f"SELECT p.miasto, sum(z.wartosc_zl) FROM {Z_P} WHERE {DLV} AND p.miasto IN ('Kraków', 'Wrocław') "
       f"AND {DZIEN} >= DATE '2026-01-01' GROUP BY 1 ORDER BY 1"),
    _p("compare", "drożdżówki or pączki - which do we sell more of, in pieces?",
       f"SELECT w.kategoria, sum(z.szt) FROM {Z_W} WHERE {DLV} AND w.kategoria IN ('drożdżówki', 'pączki') "
       "GROUP BY 1 ORDER BY 1"),
    _p("compare", "Has 2026 been a better year than 2025 for sales?",
       f"SELECT year({DZIEN}) y, sum(z.wartosc_zl) FROM {Z_D} WHERE {DLV} GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _c("cannot", "How many litres of water do we use per car at each site?"),
    _c("cannot", "Which washer gets the best star ratings from customers?"),
    _c("cannot", "How much did we spend on shampoo and wax last month?"),
    _t("cannot", "How many hours have our volunteers put in this year?"),
    _t("cannot", "How did most of our members hear about the library?"),
    _t("cannot", "How long is the waiting list for the carpet cleaners right now?"),
    _p("cannot", "How much flour did the bakery go through last month?"),
    _p("cannot", "How many loaves does each shop throw away at closing time?"),
    _p("cannot", "What do the franchisees pay us in monthly franchise fees?"),
    _p("cannot", "Which outlet has the friendliest staff according to customer reviews?"),
)
