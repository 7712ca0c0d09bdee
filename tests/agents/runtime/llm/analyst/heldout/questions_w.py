"""Set W: ten questions a shape on the ice_rink, tattoo and apiary schemas of `schemas_w.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Ice rink "ice", "bookings" or "rentals" are `ice_bookings` rows with a renter (`renter_id` set; the arena's
own public skating and program ice has none), "used", "skated" or "played" when `status` is 'played',
"cancelled" when 'cancelled', "still coming up" when 'booked', dated by `starts_at`; "hours of ice" sum
`hours`; what renters "paid" or "spent" and what we "made", "took in" or "rental income" sum
`hours × hourly_rate` over played bookings; "prime time" is `rate_type` 'prime'; a renter's type ("minor
hockey", "adult leagues", "youth groups" the minor hockey, ringette, figure skating and school renters) runs
through `renter_id`; a renter "skated" or "has been on the ice" when a played booking names them; "programs"
are `programs` rows, a "kind of program" its `category`, "cancelled" and "open" by `status`; "registrations"
or "sign-ups" count `registrations` rows, dated by `registered_on`, "enrolled" when `status` is 'enrolled';
"registration money" sums `amount_paid - coalesce(refund, 0)`, "refunded" sums `refund`; a registration's
program, category and coach run through `program_id`. Tattoo "sessions" count `appts` rows, "finished" or
"done" when `sts` is 'DONE', dated by the text `appt_dt` ('DD.MM.YYYY'); "cancelled" is 'CXL', "no-show" or
"never showed" 'NS', sessions "whose date has passed" all but 'BKD'; the "value" or "price" of work sums
`price_gr` / 100 in złoty over finished sessions, and the "studio's cut" `price_gr × cut_pct / 100` (/ 100)
with the artist's `cut_pct` through `artist_id`; money "come in", "payments" or "taken" sum `pmts.amt_gr`
/ 100 (a refunded deposit is a negative 'REF' row, so a plain sum is net of refunds), dated by the text
`pmt_dt`; "tips" sum `tip_gr` / 100, a "payment method" is `mth`; "residents", "guest artists" and "our
apprentice" are artists' `typ` 'RES', 'GST' and 'APP'; "clients" are `clients` rows, "registered" on the text
`reg_dt`, "found us through Instagram" when `src` is 'IG' (not known when NULL); a client "had a tattoo done"
and an artist "tattooed" someone when a finished session names them; a deposit was "never refunded" when no
'REF' payment names its session. Apiary "sites" are `sites` rows, "manuka sites" and "pasture sites" by
`forage`, "active" by `active`; "hives" count `hives` rows, "alive", "living" or "alive now" when `status` is
'alive', "died" when 'dead' (dated by `lost_on`); "rent" sums the site's `rent_per_hive` for each hive through
`site_no`; honey "harvested", "taken off", "pulled off" or "produced" sums `harvests.kg`, a "batch" is one
`harvests` row, "extracted" or "pulled" on `pulled`; a "season" runs July to June (2025/26 is 1 July 2025 to
30 June 2026); "manuka" is `honey` 'manuka mono' and 'manuka multi', "monofloral manuka" 'manuka mono'; a
harvest's site, region and landowner run through `site_no`; "sales" are `sales` rows, "delivered" or "sold and
delivered" when `status` is 'delivered', dated by `sold`, "worth", "earned" or "sales value" sum
`kg × price_kg`; a sale's honey type runs through `batch_no`, its region through the batch's `site_no`; "the
farmers markets" are the buyers named '... Farmers Market'; a batch is "sold" when a delivered sale names it,
and a site "gave a harvest" when a batch names it.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# ice_rink: declared PRIMARY KEY / REFERENCES on same-named `_id` keys; Canadian dollars, DATE and TIMESTAMP
B_R = "ice_bookings b JOIN renters r USING (renter_id)"
PLAYED = "b.status = 'played'"
RENTED = "b.renter_id IS NOT NULL"
G_P = "registrations g JOIN programs p USING (program_id)"
NET = "g.amount_paid - coalesce(g.refund, 0)"
# tattoo: id with <thing>_id, none declared; abbreviated columns, status codes, złoty in grosze, 'DD.MM.YYYY'
A_T = "appts a JOIN artists t ON a.artist_id = t.id"
A_C = "appts a JOIN clients c ON a.client_id = c.id"
DONE = "a.sts = 'DONE'"
A_DAY = "strptime(a.appt_dt, '%d.%m.%Y')"
P_DAY = "strptime(p.pmt_dt, '%d.%m.%Y')"
# apiary: same-named keys, none declared; New Zealand dollars, DATE columns
H_S = "harvests h JOIN sites s USING (site_no)"
X_H = "sales x JOIN harvests h USING (batch_no)"
X_HS = f"{X_H} JOIN sites s USING (site_no)"
V_S = "hives v JOIN sites s USING (site_no)"
DLV = "x.status = 'delivered'"


def _i(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("ice_rink", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("tattoo", shape, question, truth, percent)


def _a(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("apiary", shape, question, truth, percent)


QUESTIONS_W = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _i("top_label", "Which renter has paid us the most for ice? Only count ice they actually used.",
       f"SELECT r.renter_name, sum(b.hours * b.hourly_rate) v FROM {B_R} WHERE {PLAYED} GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _i("top_label", "top 2 minor hockey teams by hours of ice skated",
       f"SELECT r.renter_name, sum(b.hours) h FROM {B_R} WHERE {PLAYED} AND r.renter_type = 'minor hockey' "
       "GROUP BY 1 ORDER BY h DESC, 1 LIMIT 2"),
    _i("top_label", "What kind of program gets the most people enrolled? Not counting the waitlist or people "
       "who dropped out.",
       f"SELECT p.category, count(*) n FROM {G_P} WHERE g.status = 'enrolled' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _i("top_label", "Which coach's programs have brought in the most registration money once refunds are "
       "taken off?",
       f"SELECT p.coach, sum({NET}) v FROM {G_P} WHERE p.coach IS NOT NULL GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _t("top_label", "Which artist has finished the most sessions here?",
       f"SELECT t.nm, count(*) n FROM {A_T} WHERE {DONE} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _t("top_label", "Top 3 guest artists by the value of the work they finished with us",
       f"SELECT t.nm, sum(a.price_gr) / 100 v FROM {A_T} WHERE {DONE} AND t.typ = 'GST' GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 3"),
    _t("top_label", "who's our best client? going by the price of the tattoos we've finished for them",
       f"SELECT c.nm, sum(a.price_gr) / 100 v FROM {A_C} WHERE {DONE} GROUP BY c.id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _a("top_label", "Which site gave us the most honey in the 2025/26 season?",
       f"SELECT s.site_name, sum(h.kg) kg FROM {H_S} WHERE h.pulled BETWEEN DATE '2025-07-01' "
       "AND DATE '2026-06-30' GROUP BY 1 ORDER BY kg DESC, 1 LIMIT 1"),
    _a("top_label", "Which landowner's land has produced the most manuka for us, mono and multi together?",
       f"SELECT s.landowner, sum(h.kg) kg FROM {H_S} WHERE h.honey IN ('manuka mono', 'manuka multi') "
       "GROUP BY 1 ORDER BY kg DESC, 1 LIMIT 1"),
    _a("top_label", "Which region's honey has earned us the most? Delivered sales, kilos times price.",
       f"SELECT s.region, sum(x.kg * x.price_kg) v FROM {X_HS} WHERE {DLV} GROUP BY 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _i("measure", "How much have we made renting out ice altogether? Just the ice that actually got used.",
       "SELECT sum(hours * hourly_rate) FROM ice_bookings WHERE status = 'played' AND renter_id IS NOT NULL"),
    _i("measure", "On average how long is an adult league ice booking, in hours? Ice they used.",
       f"SELECT avg(b.hours) FROM {B_R} WHERE {PLAYED} AND r.renter_type = 'adult league'"),
    _i("measure", "How much have we refunded on program registrations in total?",
       "SELECT sum(refund) FROM registrations"),
    _t("measure", "How much money has actually come in through payments, after the deposits we refunded?",
       "SELECT sum(amt_gr) / 100 FROM pmts"),
    _t("measure", "What's the studio's cut of all finished work? Each artist's percentage of the price.",
       f"SELECT sum(a.price_gr * t.cut_pct / 100) / 100 FROM {A_T} WHERE {DONE}"),
    _t("measure", "How much have clients left in tips so far?",
       "SELECT sum(tip_gr) / 100 FROM pmts"),
    _t("measure", "What do we charge on average for a finished XL session?",
       "SELECT avg(price_gr) / 100 FROM appts WHERE sz = 'XL' AND sts = 'DONE'"),
    _a("measure", "What's all the honey we've sold and delivered worth?",
       "SELECT sum(kg * price_kg) FROM sales WHERE status = 'delivered'"),
    _a("measure", "How many kilos have we taken off the manuka sites altogether?",
       f"SELECT sum(h.kg) FROM {H_S} WHERE s.forage = 'manuka'"),
    _a("measure", "What do the hives that are alive now cost us a year in rent to the landowners?",
       f"SELECT sum(s.rent_per_hive) FROM {V_S} WHERE v.status = 'alive'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _i("dates", "How many hours of ice did renters use in February 2026?",
       f"SELECT sum(b.hours) FROM ice_bookings b WHERE {PLAYED} AND {RENTED} "
       "AND b.starts_at >= TIMESTAMP '2026-02-01' AND b.starts_at < TIMESTAMP '2026-03-01'"),
    _i("dates", "What did we take in ice rentals between 1 September and 31 December 2025?",
       f"SELECT sum(b.hours * b.hourly_rate) FROM ice_bookings b WHERE {PLAYED} "
       "AND b.starts_at >= TIMESTAMP '2025-09-01' AND b.starts_at < TIMESTAMP '2026-01-01'"),
    _i("dates", "how many program registrations came in during Q1 2026?",
       "SELECT count(*) FROM registrations WHERE registered_on BETWEEN DATE '2026-01-01' "
       "AND DATE '2026-03-31'"),
    _t("dates", "How many sessions did we finish in March 2026?",
       f"SELECT count(*) FROM appts a WHERE {DONE} AND {A_DAY} >= TIMESTAMP '2026-03-01' "
       f"AND {A_DAY} < TIMESTAMP '2026-04-01'"),
    _t("dates", "How much money came in over the second half of 2025? Refunds taken off.",
       f"SELECT sum(p.amt_gr) / 100 FROM pmts p WHERE {P_DAY} >= TIMESTAMP '2025-07-01' "
       f"AND {P_DAY} < TIMESTAMP '2026-01-01'"),
    _t("dates", "How many new clients did we register between 1 January and 30 April 2026?",
       "SELECT count(*) FROM clients WHERE strptime(reg_dt, '%d.%m.%Y') BETWEEN TIMESTAMP '2026-01-01' "
       "AND TIMESTAMP '2026-04-30'"),
    _a("dates", "How much honey did we pull off in January 2026?",
       "SELECT sum(kg) FROM harvests WHERE pulled BETWEEN DATE '2026-01-01' AND DATE '2026-01-31'"),
    _a("dates", "How many hives died between August and October 2025?",
       "SELECT count(*) FROM hives WHERE status = 'dead' AND lost_on BETWEEN DATE '2025-08-01' "
       "AND DATE '2025-10-31'"),
    _a("dates", "What were our delivered honey sales worth in calendar 2025?",
       "SELECT sum(kg * price_kg) FROM sales WHERE status = 'delivered' AND year(sold) = 2025"),
    _a("dates", "How many batches did we extract in the 2024/25 season, July 2024 to June 2025?",
       "SELECT count(*) FROM harvests WHERE pulled BETWEEN DATE '2024-07-01' AND DATE '2025-06-30'"),
    # --------------------------------------------------------------- shares and percentages
    _i("share", "What percentage of the ice hours renters used were prime time?",
       f"SELECT sum(CASE WHEN b.rate_type = 'prime' THEN b.hours ELSE 0 END) / sum(b.hours) "
       f"FROM ice_bookings b WHERE {PLAYED} AND {RENTED}", percent=True),
    _i("share", "How much of our ice rental income comes from minor hockey? as a %",
       f"SELECT sum(CASE WHEN r.renter_type = 'minor hockey' THEN b.hours * b.hourly_rate ELSE 0 END) "
       f"/ sum(b.hours * b.hourly_rate) FROM {B_R} WHERE {PLAYED}", percent=True),
    _i("share", "What % of renters' ice bookings get cancelled? Leave out the ones still coming up.",
       f"SELECT avg(CASE WHEN b.status = 'cancelled' THEN 1 ELSE 0 END) FROM ice_bookings b "
       f"WHERE {RENTED} AND b.status <> 'booked'", percent=True),
    _i("share", "What share of our programs had to be cancelled? Don't count the fall 2026 ones that are "
       "still open for registration.",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM programs WHERE status <> 'open'",
       percent=True),
    _t("share", "What percentage of sessions end up as no-shows? Only the ones whose date has passed.",
       "SELECT avg(CASE WHEN sts = 'NS' THEN 1 ELSE 0 END) FROM appts WHERE sts <> 'BKD'", percent=True),
    _t("share", "of the clients where we know how they found us, what share came through Instagram?",
       "SELECT avg(CASE WHEN src = 'IG' THEN 1 ELSE 0 END) FROM clients WHERE src IS NOT NULL", percent=True),
    _t("share", "How much of the value of finished work was done by guest artists? As a percentage.",
       f"SELECT sum(CASE WHEN t.typ = 'GST' THEN a.price_gr ELSE 0 END) / sum(a.price_gr) FROM {A_T} "
       f"WHERE {DONE}", percent=True),
    _a("share", "What share of all the hives we have on record are still alive?",
       "SELECT avg(CASE WHEN status = 'alive' THEN 1 ELSE 0 END) FROM hives", percent=True),
    _a("share", "By weight, what fraction of everything we've harvested was monofloral manuka?",
       "SELECT sum(CASE WHEN honey = 'manuka mono' THEN kg ELSE 0 END) / sum(kg) FROM harvests",
       percent=True),
    _a("share", "What percentage of our delivered sales value came through the farmers markets?",
       "SELECT sum(CASE WHEN buyer LIKE '%Farmers Market' THEN kg * price_kg ELSE 0 END) "
       "/ sum(kg * price_kg) FROM sales WHERE status = 'delivered'", percent=True),
    # --------------------------------------------------------------- entities with no match
    _i("anti_join", "Which renters haven't skated on our ice yet?",
       "SELECT r.renter_name FROM renters r WHERE NOT EXISTS (SELECT 1 FROM ice_bookings b "
       f"WHERE b.renter_id = r.renter_id AND {PLAYED}) ORDER BY 1"),
    _i("anti_join", "How many of the fall 2026 programs have nobody signed up yet?",
       "SELECT count(*) FROM programs p WHERE p.term = 'Fall 2026' AND NOT EXISTS (SELECT 1 FROM "
       "registrations g WHERE g.program_id = p.program_id)"),
    _i("anti_join", "Which of our renters skated with us in 2025 but haven't been on the ice since New Year?",
       "SELECT r.renter_name FROM renters r WHERE EXISTS (SELECT 1 FROM ice_bookings b WHERE "
       f"b.renter_id = r.renter_id AND {PLAYED} AND year(b.starts_at) = 2025) AND NOT EXISTS (SELECT 1 "
       f"FROM ice_bookings b WHERE b.renter_id = r.renter_id AND {PLAYED} "
       "AND b.starts_at >= TIMESTAMP '2026-01-01') ORDER BY 1"),
    _t("anti_join", "How many clients on file have never actually had a tattoo done here?",
       "SELECT count(*) FROM clients c WHERE NOT EXISTS (SELECT 1 FROM appts a WHERE a.client_id = c.id "
       f"AND {DONE})"),
    _t("anti_join", "Which guest artists haven't tattooed anyone here yet?",
       "SELECT t.nm FROM artists t WHERE t.typ = 'GST' AND NOT EXISTS (SELECT 1 FROM appts a "
       f"WHERE a.artist_id = t.id AND {DONE}) ORDER BY 1"),
    _t("anti_join", "How many cancelled sessions had a deposit that we never refunded?",
       "SELECT count(*) FROM appts a WHERE a.sts = 'CXL' AND a.dep_gr > 0 AND NOT EXISTS (SELECT 1 "
       "FROM pmts p WHERE p.appt_id = a.id AND p.typ = 'REF')"),
    _t("anti_join", "Which resident artists haven't finished a single session in 2026?",
       "SELECT t.nm FROM artists t WHERE t.typ = 'RES' AND NOT EXISTS (SELECT 1 FROM appts a "
       f"WHERE a.artist_id = t.id AND {DONE} AND {A_DAY} >= TIMESTAMP '2026-01-01') ORDER BY 1"),
    _a("anti_join", "Which of our sites have never given us a harvest?",
       "SELECT s.site_name FROM sites s WHERE NOT EXISTS (SELECT 1 FROM harvests h "
       "WHERE h.site_no = s.site_no) ORDER BY 1"),
    _a("anti_join", "How many batches haven't we sold any of yet? A sale only counts once it's delivered.",
       "SELECT count(*) FROM harvests h WHERE NOT EXISTS (SELECT 1 FROM sales x "
       f"WHERE x.batch_no = h.batch_no AND {DLV})"),
    _a("anti_join", "How many active sites had no harvest at all in the 2025/26 season?",
       "SELECT count(*) FROM sites s WHERE s.active AND NOT EXISTS (SELECT 1 FROM harvests h "
       "WHERE h.site_no = s.site_no AND h.pulled BETWEEN DATE '2025-07-01' AND DATE '2026-06-30')"),
    # --------------------------------------------------------------- per X across tables
    _i("per_x", "Hours of rented ice used on each pad",
       f"SELECT b.pad, sum(b.hours) FROM ice_bookings b WHERE {PLAYED} AND {RENTED} GROUP BY 1 ORDER BY 1"),
    _i("per_x", "What did each youth group type spend on ice - minor hockey, ringette, figure skating and "
       "schools? Used ice only.",
       f"SELECT r.renter_type, sum(b.hours * b.hourly_rate) FROM {B_R} WHERE {PLAYED} "
       "AND r.renter_type IN ('minor hockey', 'ringette', 'figure skating', 'school') GROUP BY 1 ORDER BY 1"),
    _i("per_x", "registration money by kind of program, net of refunds",
       f"SELECT p.category, sum({NET}) FROM {G_P} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Number of finished sessions for each size, S to XL",
       "SELECT sz, count(*) FROM appts WHERE sts = 'DONE' GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How much has come in by each payment method? Net of refunds.",
       "SELECT mth, sum(amt_gr) / 100 FROM pmts GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Average price of a finished session for residents, guest artists and our apprentice",
       f"SELECT t.typ, avg(a.price_gr) / 100 FROM {A_T} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _a("per_x", "Kilos harvested by region",
       f"SELECT s.region, sum(h.kg) FROM {H_S} GROUP BY 1 ORDER BY 1"),
    _a("per_x", "How many living hives have we got in each region?",
       f"SELECT s.region, count(*) FROM {V_S} WHERE v.status = 'alive' GROUP BY 1 ORDER BY 1"),
    _a("per_x", "What have our delivered sales been worth for each type of honey?",
       f"SELECT h.honey, sum(x.kg * x.price_kg) FROM {X_H} WHERE {DLV} GROUP BY 1 ORDER BY 1"),
    _a("per_x", "How much honey did we take off each season? Seasons run July to June.",
       "SELECT printf('%d/%02d', y, (y + 1) % 100) season, sum(kg) FROM (SELECT kg, CASE WHEN month(pulled) "
       ">= 7 THEN year(pulled) ELSE year(pulled) - 1 END y FROM harvests) GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _i("compare", "East pad vs West pad: which had more hours rented out and used over the 2025/26 winter, "
       "September to April?",
       f"SELECT b.pad, sum(b.hours) FROM ice_bookings b WHERE {PLAYED} AND {RENTED} "
       "AND b.starts_at >= TIMESTAMP '2025-09-01' AND b.starts_at < TIMESTAMP '2026-05-01' GROUP BY 1 "
       "ORDER BY 1"),
    _i("compare", "Compare our ice rental income in January 2025 with January 2026",
       f"SELECT year(b.starts_at) y, sum(b.hours * b.hourly_rate) FROM ice_bookings b WHERE {PLAYED} "
       "AND month(b.starts_at) = 1 AND year(b.starts_at) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _i("compare", "Adult leagues or minor hockey - who used more hours of ice in 2025?",
       f"SELECT r.renter_type, sum(b.hours) FROM {B_R} WHERE {PLAYED} AND year(b.starts_at) = 2025 "
       "AND r.renter_type IN ('adult league', 'minor hockey') GROUP BY 1 ORDER BY 1"),
    _i("compare", "CanSkate vs Power Skating: which has brought in more registration money after refunds?",
       f"SELECT p.category, sum({NET}) FROM {G_P} WHERE p.category IN ('CanSkate', 'Power Skating') "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Residents vs guest artists: how many of their sessions got cancelled or the client never "
       "showed?",
       f"SELECT t.typ, count(*) FROM {A_T} WHERE a.sts IN ('CXL', 'NS') AND t.typ IN ('RES', 'GST') "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Do people tip more when paying by card or in cash? Total tips for each.",
       "SELECT mth, sum(tip_gr) / 100 FROM pmts WHERE mth IN ('CARD', 'CASH') AND tip_gr IS NOT NULL "
       "GROUP BY 1 ORDER BY 1"),
    _t("compare", "Were we busier in the first quarter of 2026 than in the first quarter of 2025? Finished "
       "sessions.",
       f"SELECT year({A_DAY}) y, count(*) FROM appts a WHERE {DONE} AND month({A_DAY}) <= 3 "
       f"AND year({A_DAY}) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _a("compare", "Waikato or Bay of Plenty: whose sites gave more honey in the 2025/26 season?",
       f"SELECT s.region, sum(h.kg) FROM {H_S} WHERE s.region IN ('Waikato', 'Bay of Plenty') "
       "AND h.pulled BETWEEN DATE '2025-07-01' AND DATE '2026-06-30' GROUP BY 1 ORDER BY 1"),
    _a("compare", "Monofloral manuka sales, 2025 against the first half of 2026: what were the delivered "
       "sales worth in each?",
       f"SELECT year(x.sold) y, sum(x.kg * x.price_kg) FROM {X_H} WHERE {DLV} AND h.honey = 'manuka mono' "
       "AND x.sold BETWEEN DATE '2025-01-01' AND DATE '2026-06-30' GROUP BY 1 ORDER BY 1"),
    _a("compare", "Pasture sites versus manuka sites: how many kilos does a batch average?",
       f"SELECT s.forage, avg(h.kg) FROM {H_S} WHERE s.forage IN ('pasture', 'manuka') GROUP BY 1 "
       "ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _i("cannot", "How much did we spend on resurfacing and ice maintenance last winter?"),
    _i("cannot", "Which hockey teams won the most games on our ice?"),
    _i("cannot", "How many people came to public skating in 2025?"),
    _t("cannot", "Which ink brand do we go through the most?"),
    _t("cannot", "How many hours did each artist spend drawing designs before the sessions?"),
    _t("cannot", "What's our average Google review rating?"),
    _a("cannot", "How much sugar syrup did we feed the hives over winter?"),
    _a("cannot", "What did we spend on varroa treatment this year?"),
    _a("cannot", "Which queen breeder's queens have done best for us?"),
    _a("cannot", "How many jars did we sell at the markets?"),
)
