"""Set AF: ten questions a shape on the saleroom, evcharge and puukauppa schemas of `schemas_af.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Auction "lots" are `lots` rows; "sold" or "knocked down" lots have `status` 'sold', "bought in" or "unsold"
'bought in', "withdrawn" 'withdrawn'; lots "offered" are those sold or bought in; the "sell-through rate" is
the share of lots offered that sold; "hammer", "hammer total" or "sold for" sum `hammer_chf` (francs) over the
sold lots, "buyer's premium" or "premium" `premium_chf`, "what a buyer spent" or "paid" the hammer plus the
premium; "seller's commission" is `hammer_chf * comm_pct / 100` with `comm_pct` from the lot's consignor; a
lot's sale, its `dept` (the "department"), `sale_date`, `format` ('live' in the saleroom, 'online' the timed
online sales) and `auctioneer` run through `sale_id` to `sales`, its seller (the "consignor"), their `kind`
('private', 'estate', 'dealer', 'institution') and `country` through `consignor_id` to `consignors`, its
buyer, their `name` and `country` ('CH' Swiss, 'FR' French) through `buyer` to `bidders.bidder_id`; "phone
bidders", "in the room", "online" and "absentee" are the `bid_via` of a sold lot; "bidders" or "registered
buyers" are `bidders` rows, "registered" on `registered`; a bidder "has won" or "bought" a lot when a sold
lot's `buyer` names them, a consignor "has sold" when a sold lot names them; a lot's date is its sale's
`sale_date`. Charging "sessions" or "charges" are `sess` rows with `sts` 'OK', dated by `st_ts`, "failed" or
"attempts that failed" 'ERR', "charging attempts" all rows; "energy", "kWh" or "delivered" sum `kwh`;
"takings", "taken", "revenue" or "spent on charging" sum `amt_ore / 100` kroner; a session's charger, its
`cnctr` ('T2', 'CCS', 'CHA') and `pwr_kw` ("fast" 150 kW and up), run through `chgr_id` to `chgrs.id`, a
charger's site, its `nm`, `kmn` (the "municipality") and `typ` ('MALL' malls, 'HTL' hotels, 'GAR' car parks,
'WORK' business parks, 'ROAD' the road hubs) through `site_id` to `sites.id`; the customer through `acct_id`
to `accts.id` (NULL for a bank card at the charger, `pay` 'CARD'), their `plan` ('PLUS' subscribers, 'PAYG'),
`car` (the "make"); "accounts" or "customers" are `accts` rows, "opened" on `reg_dt`, "current" with `cncl_dt`
NULL; the "site owners' share" is `amt_ore * host_pct / 100`; a charger, site or account "has been used" or
"has charged" when a session names it. Timber "loads" or "truckloads" are `kuormat` rows, dated by `pvm`
('D.M.YYYY' text); "wood", "volume", "cubic metres" or "hauled" sum `m3`; "stumpage" or "paid the owners" sums
`kanto_eur`, "what the mills paid" or "mill money" `myynti_eur`, the "margin" `myynti_eur - kanto_eur`; "pine
logs" are `laji` 'mäntytukki', "spruce logs" 'kuusitukki', "pulpwood" any '%kuitu'; a "mill" is `tehdas`, a
"driver" `kuljettaja`; a load's stand, its `kunta` (the "municipality"), `hakkuu` ('avohakkuu' clear-felling,
'harvennus' thinning, 'ensiharvennus' first thinning) run through `leimikko` to `leimikot.tunnus`, a stand's
owner, their `nimi` and `sertifikaatti`, through `omistaja` to `metsanomistajat.nro`; "stands" are `leimikot`
rows, "bought" on `kauppa_pvm` ('D.M.YYYY' text); "forest owners" are `metsanomistajat` rows, "estates" those
whose `nimi` ends in 'kuolinpesä'; an owner "has sold us" a stand when a stand names them, a stand "has been
hauled from" when a load names it. In all three "this year" is 2026, "last year" 2025, the data ending on 17
December 2026.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# saleroom: declared PRIMARY KEY / REFERENCES (lots.buyer -> bidder_id); whole francs; DATE
L_S = "lots l JOIN sales s USING (sale_id)"
L_C = "lots l JOIN consignors c USING (consignor_id)"
L_B = "lots l JOIN bidders b ON l.buyer = b.bidder_id"
SOLD = "l.status = 'sold'"
COMM = "sum(l.hammer_chf * c.comm_pct / 100)"
# evcharge: id with <thing>_id, none declared; abbreviated columns; kroner as øre; TIMESTAMP, DATE
S_C = "sess s JOIN chgrs c ON s.chgr_id = c.id"
S_SITE = "sess s JOIN chgrs c ON s.chgr_id = c.id JOIN sites st ON c.site_id = st.id"
S_A = "sess s JOIN accts a ON s.acct_id = a.id"
OK = "s.sts = 'OK'"
NOK = "sum(s.amt_ore) / 100"
# puukauppa: codes named unlike their targets, none declared; euros; Finnish; 'D.M.YYYY' text dates
K_L = "kuormat k JOIN leimikot l ON k.leimikko = l.tunnus"
K_O = "kuormat k JOIN leimikot l ON k.leimikko = l.tunnus JOIN metsanomistajat o ON l.omistaja = o.nro"
KDAT = "strptime(k.pvm, '%d.%m.%Y')"
LDAT = "strptime(l.kauppa_pvm, '%d.%m.%Y')"


def _s(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("saleroom", shape, question, truth, percent)


def _e(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("evcharge", shape, question, truth, percent)


def _p(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("puukauppa", shape, question, truth, percent)


QUESTIONS_AF = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _s("top_label", "Which buyer has spent the most with us, hammer plus premium?",
       f"SELECT b.name, sum(l.hammer_chf + l.premium_chf) v FROM {L_B} WHERE {SOLD} GROUP BY b.bidder_id, 1 "
       "ORDER BY v DESC, 1 LIMIT 1"),
    _s("top_label", "Which 3 consignors have we sold the most for?",
       f"SELECT c.name, sum(l.hammer_chf) v FROM {L_C} WHERE {SOLD} GROUP BY c.consignor_id, 1 "
       "ORDER BY v DESC, 1 LIMIT 3"),
    _s("top_label", "which department earns us the most buyer's premium",
       f"SELECT s.dept, sum(l.premium_chf) v FROM {L_S} WHERE {SOLD} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _s("top_label", "Which auctioneer has knocked down the most lots?",
       f"SELECT s.auctioneer, count(*) n FROM {L_S} WHERE {SOLD} AND s.auctioneer IS NOT NULL GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _e("top_label", "Which charging site delivers the most energy?",
       f"SELECT st.nm, sum(s.kwh) v FROM {S_SITE} WHERE {OK} GROUP BY st.id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _e("top_label", "top 3 car makes by kWh charged",
       f"SELECT a.car, sum(s.kwh) v FROM {S_A} WHERE {OK} GROUP BY 1 ORDER BY v DESC, 1 LIMIT 3"),
    _e("top_label", "Who's our biggest customer by money spent on charging?",
       f"SELECT a.nm, {NOK} v FROM {S_A} WHERE {OK} GROUP BY a.id, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "Which forest owner have we paid the most stumpage to?",
       f"SELECT o.nimi, sum(k.kanto_eur) v FROM {K_O} GROUP BY o.nro, 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "Which mill takes the most of our wood?",
       "SELECT k.tehdas, sum(k.m3) v FROM kuormat k GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    _p("top_label", "Which municipality did we haul the most timber from this year?",
       f"SELECT l.kunta, sum(k.m3) v FROM {K_L} WHERE year({KDAT}) = 2026 GROUP BY 1 ORDER BY v DESC, 1 "
       "LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _s("measure", "What's the hammer total for everything we've ever sold?",
       f"SELECT sum(l.hammer_chf) FROM lots l WHERE {SOLD}"),
    _s("measure", "How much have we earned in seller's commission altogether?",
       f"SELECT {COMM} FROM {L_C} WHERE {SOLD}"),
    _s("measure", "What does a watch sell for on average, at hammer?",
       f"SELECT avg(l.hammer_chf) FROM {L_S} WHERE {SOLD} AND s.dept = 'Watches'"),
    _e("measure", "How much have we taken from charging in total?", f"SELECT {NOK} FROM sess s WHERE {OK}"),
    _e("measure", "How many kWh have the fast chargers (150 kW and up) delivered?",
       f"SELECT sum(s.kwh) FROM {S_C} WHERE {OK} AND c.pwr_kw >= 150"),
    _e("measure", "What's the average charge at the road hubs, in kWh?",
       f"SELECT avg(s.kwh) FROM {S_SITE} WHERE {OK} AND st.typ = 'ROAD'"),
    _e("measure", "How much of our takings goes to the site owners as their share, all told?",
       f"SELECT sum(s.amt_ore * st.host_pct / 100) / 100 FROM {S_SITE} WHERE {OK}"),
    _p("measure", "How many cubic metres have we hauled altogether?", "SELECT sum(m3) FROM kuormat"),
    _p("measure", "What's our total margin, what the mills paid minus the stumpage?",
       "SELECT sum(myynti_eur - kanto_eur) FROM kuormat"),
    _p("measure", "How much have we paid forest owners for spruce logs?",
       "SELECT sum(kanto_eur) FROM kuormat WHERE laji = 'kuusitukki'"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _s("dates", "How many lots did we sell in November 2026?",
       f"SELECT count(*) FROM {L_S} WHERE {SOLD} AND s.sale_date BETWEEN DATE '2026-11-01' "
       "AND DATE '2026-11-30'"),
    _s("dates", "What was the hammer total for the first half of 2025?",
       f"SELECT sum(l.hammer_chf) FROM {L_S} WHERE {SOLD} AND s.sale_date >= DATE '2025-01-01' "
       "AND s.sale_date < DATE '2025-07-01'"),
    _s("dates", "how many new bidders have registered since 1 July 2026",
       "SELECT count(*) FROM bidders WHERE registered >= DATE '2026-07-01'"),
    _e("dates", "How many charging sessions did we have in October 2026?",
       f"SELECT count(*) FROM sess s WHERE {OK} AND s.st_ts >= TIMESTAMP '2026-10-01' "
       "AND s.st_ts < TIMESTAMP '2026-11-01'"),
    _e("dates", "What did we take in Q2 2026?",
       f"SELECT {NOK} FROM sess s WHERE {OK} AND s.st_ts >= TIMESTAMP '2026-04-01' "
       "AND s.st_ts < TIMESTAMP '2026-07-01'"),
    _e("dates", "How many new accounts were opened in 2025?",
       "SELECT count(*) FROM accts WHERE reg_dt BETWEEN DATE '2025-01-01' AND DATE '2025-12-31'"),
    _p("dates", "How much wood did we haul in March 2026?",
       f"SELECT sum(k.m3) FROM kuormat k WHERE {KDAT} >= DATE '2026-03-01' AND {KDAT} < DATE '2026-04-01'"),
    _p("dates", "How many stands did we buy in 2025?",
       f"SELECT count(*) FROM leimikot l WHERE year({LDAT}) = 2025"),
    _p("dates", "What did the mills pay us in the last quarter of 2025?",
       f"SELECT sum(k.myynti_eur) FROM kuormat k WHERE {KDAT} >= DATE '2025-10-01' "
       f"AND {KDAT} < DATE '2026-01-01'"),
    _p("dates", "How many truckloads have gone out so far this month?",
       f"SELECT count(*) FROM kuormat k WHERE {KDAT} >= DATE '2026-12-01'"),
    # --------------------------------------------------------------- shares and percentages
    _s("share", "What's our sell-through rate, i.e. what percentage of the lots we offered actually sold?",
       "SELECT avg(CASE WHEN status = 'sold' THEN 1 ELSE 0 END) FROM lots "
       "WHERE status IN ('sold', 'bought in')",
       percent=True),
    _s("share", "What share of the hammer total came from phone bidders?",
       "SELECT sum(CASE WHEN bid_via = 'phone' THEN hammer_chf ELSE 0 END) / sum(hammer_chf) FROM lots "
       "WHERE status = 'sold'", percent=True),
    _s("share", "What percent of our consignors are dealers?",
       "SELECT avg(CASE WHEN kind = 'dealer' THEN 1 ELSE 0 END) FROM consignors", percent=True),
    _s("share", "How much of our hammer total comes from buyers outside Switzerland, as a percentage?",
       f"SELECT sum(CASE WHEN b.country <> 'CH' THEN l.hammer_chf ELSE 0 END) / sum(l.hammer_chf) FROM {L_B} "
       f"WHERE {SOLD}", percent=True),
    _e("share", "What percentage of charging attempts fail?",
       "SELECT avg(CASE WHEN sts = 'ERR' THEN 1 ELSE 0 END) FROM sess", percent=True),
    _e("share", "What share of our takings comes from PLUS subscribers?",
       "SELECT sum(CASE WHEN a.plan = 'PLUS' THEN s.amt_ore ELSE 0 END) / sum(s.amt_ore) FROM sess s "
       f"LEFT JOIN accts a ON s.acct_id = a.id WHERE {OK}", percent=True),
    _e("share", "What % of sessions are paid with a bank card at the charger rather than through an account?",
       f"SELECT avg(CASE WHEN s.pay = 'CARD' THEN 1 ELSE 0 END) FROM sess s WHERE {OK}", percent=True),
    _p("share", "What percentage of the wood we've hauled was pulpwood?",
       "SELECT sum(CASE WHEN laji LIKE '%kuitu' THEN m3 ELSE 0 END) / sum(m3) FROM kuormat", percent=True),
    _p("share", "What share of our forest owners are PEFC certified?",
       "SELECT avg(CASE WHEN sertifikaatti = 'PEFC' THEN 1 ELSE 0 END) FROM metsanomistajat", percent=True),
    _p("share", "Of the stumpage we paid this year, what percent went to estates (kuolinpesät)?",
       f"SELECT sum(CASE WHEN o.nimi LIKE '%kuolinpesä' THEN k.kanto_eur ELSE 0 END) / sum(k.kanto_eur) "
       f"FROM {K_O} WHERE year({KDAT}) = 2026", percent=True),
    # --------------------------------------------------------------- entities with no match
    _s("anti_join", "How many registered bidders have never won a lot?",
       "SELECT count(*) FROM bidders b WHERE NOT EXISTS (SELECT 1 FROM lots l WHERE l.buyer = b.bidder_id "
       f"AND {SOLD})"),
    _s("anti_join", "Which consignors haven't sold anything with us yet?",
       "SELECT c.name FROM consignors c WHERE NOT EXISTS (SELECT 1 FROM lots l "
       f"WHERE l.consignor_id = c.consignor_id AND {SOLD}) ORDER BY 1"),
    _s("anti_join", "Which of our registered buyers from Britain, the US, Hong Kong or Dubai have never "
       "bought anything?",
       "SELECT b.name FROM bidders b WHERE b.country IN ('GB', 'US', 'HK', 'AE') AND NOT EXISTS (SELECT 1 "
       f"FROM lots l WHERE l.buyer = b.bidder_id AND {SOLD}) ORDER BY 1"),
    _e("anti_join", "How many of our chargers have never delivered a single charge?",
       "SELECT count(*) FROM chgrs c WHERE NOT EXISTS (SELECT 1 FROM sess s WHERE s.chgr_id = c.id "
       f"AND {OK})"),
    _e("anti_join", "Which sites haven't had a single charge since the start of July 2026?",
       "SELECT st.nm FROM sites st WHERE NOT EXISTS (SELECT 1 FROM sess s JOIN chgrs c ON s.chgr_id = c.id "
       f"WHERE c.site_id = st.id AND {OK} AND s.st_ts >= TIMESTAMP '2026-07-01') ORDER BY 1"),
    _e("anti_join", "How many customer accounts have never charged with us?",
       "SELECT count(*) FROM accts a WHERE NOT EXISTS (SELECT 1 FROM sess s WHERE s.acct_id = a.id "
       f"AND {OK})"),
    _e("anti_join", "How many of our current PLUS subscribers haven't charged at all this year?",
       "SELECT count(*) FROM accts a WHERE a.plan = 'PLUS' AND a.cncl_dt IS NULL AND NOT EXISTS (SELECT 1 "
       "FROM sess s "
       f"WHERE s.acct_id = a.id AND {OK} AND s.st_ts >= TIMESTAMP '2026-01-01')"),
    _p("anti_join", "Which forest owners haven't sold us a stand yet?",
       "SELECT o.nimi FROM metsanomistajat o WHERE NOT EXISTS (SELECT 1 FROM leimikot l "
       "WHERE l.omistaja = o.nro) ORDER BY 1"),
    _p("anti_join", "Which stands have we bought but not hauled any wood from yet?",
       "SELECT l.tunnus FROM leimikot l WHERE NOT EXISTS (SELECT 1 FROM kuormat k "
       "WHERE k.leimikko = l.tunnus) ORDER BY 1"),
    _p("anti_join", "How many of our stands never sent a single load of spruce logs to a mill?",
       "SELECT count(*) FROM leimikot l WHERE NOT EXISTS (SELECT 1 FROM kuormat k "
       "WHERE k.leimikko = l.tunnus AND k.laji = 'kuusitukki')"),
    # --------------------------------------------------------------- per X across tables
    _s("per_x", "Hammer total by department",
       f"SELECT s.dept, sum(l.hammer_chf) FROM {L_S} WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "How many lots were sold through each bidding channel?",
       f"SELECT l.bid_via, count(*) FROM lots l WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _s("per_x", "seller's commission per kind of consignor",
       f"SELECT c.kind, {COMM} FROM {L_C} WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _e("per_x", "Takings per municipality",
       f"SELECT st.kmn, {NOK} FROM {S_SITE} WHERE {OK} GROUP BY 1 ORDER BY 1"),
    _e("per_x", "How much energy have we delivered at each type of site?",
       f"SELECT st.typ, sum(s.kwh) FROM {S_SITE} WHERE {OK} GROUP BY 1 ORDER BY 1"),
    _e("per_x", "Number of charging sessions per connector type",
       f"SELECT c.cnctr, count(*) FROM {S_C} WHERE {OK} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Volume delivered to each mill", "SELECT tehdas, sum(m3) FROM kuormat GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many loads has each driver hauled?",
       "SELECT kuljettaja, count(*) FROM kuormat GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Stumpage paid per type of felling",
       f"SELECT l.hakkuu, sum(k.kanto_eur) FROM {K_L} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "how many stands have we bought in each municipality",
       "SELECT kunta, count(*) FROM leimikot GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _s("compare", "Watches vs jewellery: which department makes more at hammer?",
       f"SELECT s.dept, sum(l.hammer_chf) FROM {L_S} WHERE {SOLD} AND s.dept IN ('Watches', 'Jewellery') "
       "GROUP BY 1 ORDER BY 1"),
    _s("compare", "Do the live sales or the online sales sell more lots?",
       f"SELECT s.format, count(*) FROM {L_S} WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _s("compare", "Did we take more buyer's premium in 2026 than in 2025?",
       f"SELECT year(s.sale_date) y, sum(l.premium_chf) FROM {L_S} WHERE {SOLD} GROUP BY 1 ORDER BY 1"),
    _s("compare", "Swiss buyers versus French buyers - who spends more at hammer?",
       f"SELECT b.country, sum(l.hammer_chf) FROM {L_B} WHERE {SOLD} AND b.country IN ('CH', 'FR') "
       "GROUP BY 1 ORDER BY 1"),
    _e("compare", "Among our account holders, who takes more kWh per session on average, PLUS subscribers or "
       "pay-as-you-go customers?",
       f"SELECT a.plan, avg(s.kwh) FROM {S_A} WHERE {OK} GROUP BY 1 ORDER BY 1"),
    _e("compare", "Are takings up this year compared with last year?",
       f"SELECT year(s.st_ts) y, {NOK} FROM sess s WHERE {OK} GROUP BY 1 ORDER BY 1"),
    _e("compare", "malls vs hotels, which sell more kWh",
       f"SELECT st.typ, sum(s.kwh) FROM {S_SITE} WHERE {OK} AND st.typ IN ('MALL', 'HTL') GROUP BY 1 "
       "ORDER BY 1"),
    _p("compare", "Did we haul more wood in 2026 than in 2025?",
       f"SELECT year({KDAT}) y, sum(k.m3) FROM kuormat k GROUP BY 1 ORDER BY 1"),
    _p("compare", "Pine logs or spruce logs - which have we hauled more of?",
       "SELECT laji, sum(m3) FROM kuormat WHERE laji IN ('mäntytukki', 'kuusitukki') GROUP BY 1 ORDER BY 1"),
    _p("compare", "What's the average margin per load on clear-felling compared with thinning?",
       f"SELECT l.hakkuu, avg(k.myynti_eur - k.kanto_eur) FROM {K_L} WHERE l.hakkuu IN ('avohakkuu', "
       "'harvennus') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _s("cannot", "How many people came to the saleroom for the November watch sale?"),
    _s("cannot", "Which lots had the most bidders fighting over them?"),
    _s("cannot", "How much did we spend printing catalogues this year?"),
    _e("cannot", "What do we pay for electricity at each site?"),
    _e("cannot", "Which customers gave us a bad rating in the app?"),
    _e("cannot", "How long do drivers usually queue at E18 Sandvika before they can plug in?"),
    _p("cannot", "How many seedlings did we plant on the clear-felled stands?"),
    _p("cannot", "What did diesel for the harvester cost us this year?"),
    _p("cannot", "How many hours did the harvester work on each stand?"),
    _p("cannot", "What will pulpwood prices do next spring?"),
)
