"""Set D: ten questions a shape on the library and logistics schemas of `schemas_d.py`, five on each.

Written (phrasing and truth queries) without opening the analyst's code, the way a newcomer to the data
would ask, and run once as written: never tuned on. docs/offline-analyst-scores.md keeps its first score.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# library: declared keys
LOANS_BOOKS = "loans l JOIN books b USING (book_no)"
LOANS_MEMBERS = "loans l JOIN members m USING (member_no)"
LOANS_BRANCHES = "loans l JOIN members m USING (member_no) JOIN branches br USING (branch_code)"
ACQ_BRANCHES = "acquisitions q JOIN branches br USING (branch_code)"
SPEND = "sum(q.copies * q.unit_cost)"
# logistics: <table>_id -> id
SH_CLIENT = "shipment s JOIN client c ON s.client_id = c.id"
SH_CARRIER = "shipment s JOIN carrier k ON s.carrier_id = k.id"
SH_DEPOT = "shipment s JOIN depot d ON s.depot_id = d.id"
LINE_ITEM = "shipment_line sl JOIN item i ON sl.item_id = i.id"
VALUE = "sum(sl.qty * i.unit_value)"


def _l(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("library", shape, question, truth, percent)


def _g(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("logistics", shape, question, truth, percent)


QUESTIONS_D = (
    # ---------------------------------------------------------------- top N with a label from a joined table
    _l("top_label", "Which 4 members borrowed the most books?",
       f"SELECT m.member_name, count(*) n FROM {LOANS_MEMBERS} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 4"),
    _l("top_label", "Top 3 authors by number of loans",
       f"SELECT a.author_name, count(*) n FROM {LOANS_BOOKS} JOIN authors a USING (author_no) "
       "GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _l("top_label", "Which branch's members have paid the most in fines?",
       f"SELECT br.branch_name, sum(l.fine) s FROM {LOANS_BRANCHES} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _l("top_label", "What are the 4 most borrowed titles?",
       f"SELECT b.title, count(*) n FROM {LOANS_BOOKS} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 4"),
    _l("top_label", "Which genre brings in the most late fees? Give me the top 2.",
       f"SELECT b.genre, sum(l.fine) s FROM {LOANS_BOOKS} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 2"),
    _g("top_label", "Which 5 clients shipped the most weight?",
       f"SELECT c.name, sum(s.weight_kg) w FROM {SH_CLIENT} GROUP BY 1 ORDER BY w DESC, 1 LIMIT 5"),
    _g("top_label", "Top 3 carriers by freight cost",
       f"SELECT k.name, sum(s.freight_cost) f FROM {SH_CARRIER} GROUP BY 1 ORDER BY f DESC, 1 LIMIT 3"),
    _g("top_label", "Which depot handled the most shipments?",
       f"SELECT d.name, count(*) n FROM {SH_DEPOT} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _g("top_label", "Name the 3 items we shipped the most units of",
       f"SELECT i.name, sum(sl.qty) u FROM {LINE_ITEM} GROUP BY 1 ORDER BY u DESC, 1 LIMIT 3"),
    _g("top_label", "Which 2 countries send the most shipments?",
       f"SELECT c.country, count(*) n FROM {SH_CLIENT} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    # ---------------------------------------------------------------- measures over joined columns, arithmetic
    _l("measure", "How much have we spent buying books in total?",
       f"SELECT {SPEND} FROM acquisitions q"),
    _l("measure", "What's the total fine paid by student members?",
       f"SELECT sum(l.fine) FROM {LOANS_MEMBERS} WHERE m.tier = 'student'"),
    _l("measure", "What is the average fine on loans of Mystery books?",
       f"SELECT avg(l.fine) FROM {LOANS_BOOKS} WHERE b.genre = 'Mystery'"),
    _l("measure", "How many copies did the Riverside branch acquire?",
       f"SELECT sum(q.copies) FROM {ACQ_BRANCHES} WHERE br.branch_name = 'Riverside'"),
    _l("measure", "What did the copies bought for Central Library cost altogether (copies times unit cost)?",
       f"SELECT {SPEND} FROM {ACQ_BRANCHES} WHERE br.branch_name = 'Central Library'"),
    _g("measure", "What is the total value of goods shipped (quantity times unit value)?",
       f"SELECT {VALUE} FROM {LINE_ITEM}"),
    _g("measure", "What's the total freight cost for shipments to clients in France?",
       f"SELECT sum(s.freight_cost) FROM {SH_CLIENT} WHERE c.country = 'France'"),
    _g("measure", "Average shipment weight for air carriers",
       f"SELECT avg(s.weight_kg) FROM {SH_CARRIER} WHERE k.mode = 'air'"),
    _g("measure", "How many units of Electronics did we ship?",
       f"SELECT sum(sl.qty) FROM {LINE_ITEM} WHERE i.category = 'Electronics'"),
    _g("measure", "What was the total value of the goods in shipments that were returned?",
       f"SELECT {VALUE} FROM {LINE_ITEM} JOIN shipment s ON sl.shipment_id = s.id WHERE s.status = 'returned'"),
    # ---------------------------------------------------------------- month, quarter, year, dates and ranges
    _l("dates", "How many loans were made in March 2025?",
       "SELECT count(*) FROM loans WHERE loaned_on BETWEEN DATE '2025-03-01' AND DATE '2025-03-31'"),
    _l("dates", "How many books were borrowed in the second quarter of 2024?",
       "SELECT count(*) FROM loans WHERE loaned_on BETWEEN DATE '2024-04-01' AND DATE '2024-06-30'"),
    _l("dates", "Total fines for loans taken out in 2024",
       "SELECT sum(fine) FROM loans WHERE year(loaned_on) = 2024"),
    _l("dates", "How many loans were due between 1 July 2025 and 15 August 2025?",
       "SELECT count(*) FROM loans WHERE due_on BETWEEN DATE '2025-07-01' AND DATE '2025-08-15'"),
    _l("dates", "How many members joined since 2023-06-01?",
       "SELECT count(*) FROM members WHERE joined >= DATE '2023-06-01'"),
    _g("dates", "How many shipments went out in November 2025?",
       "SELECT count(*) FROM shipment WHERE shipped_at >= TIMESTAMP '2025-11-01' "
       "AND shipped_at < TIMESTAMP '2025-12-01'"),
    _g("dates", "What was our freight spend in Q1 2026?",
       "SELECT sum(freight_cost) FROM shipment WHERE shipped_at >= TIMESTAMP '2026-01-01' "
       "AND shipped_at < TIMESTAMP '2026-04-01'"),
    _g("dates", "How many shipments did we send in 2025?",
       "SELECT count(*) FROM shipment WHERE year(shipped_at) = 2025"),
    _g("dates", "How many shipments left on 2025-06-04?",
       "SELECT count(*) FROM shipment WHERE CAST(shipped_at AS DATE) = DATE '2025-06-04'"),
    _g("dates", "Total weight shipped between March 1 and May 31, 2025",
       "SELECT sum(weight_kg) FROM shipment WHERE shipped_at >= TIMESTAMP '2025-03-01' "
       "AND shipped_at < TIMESTAMP '2025-06-01'"),
    # ---------------------------------------------------------------- shares and percentages
    _l("share", "What percentage of loans have not been returned yet?",
       "SELECT avg(CASE WHEN returned_on IS NULL THEN 1 ELSE 0 END) FROM loans", percent=True),
    _l("share", "What share of all fines came from senior members?",
       f"SELECT sum(CASE WHEN m.tier = 'senior' THEN l.fine ELSE 0 END) / sum(l.fine) FROM {LOANS_MEMBERS}",
       percent=True),
    _l("share", "What percent of our books are Poetry?",
       "SELECT avg(CASE WHEN genre = 'Poetry' THEN 1 ELSE 0 END) FROM books", percent=True),
    _l("share", "What percentage of loans were for Science books?",
       f"SELECT avg(CASE WHEN b.genre = 'Science' THEN 1 ELSE 0 END) FROM {LOANS_BOOKS}", percent=True),
    _l("share", "What percentage of acquisition spending went to the Hillcrest branch?",
       f"SELECT sum(CASE WHEN br.branch_name = 'Hillcrest' THEN q.copies * q.unit_cost ELSE 0 END) / {SPEND} "
       f"FROM {ACQ_BRANCHES}", percent=True),
    _g("share", "What percentage of shipments were lost?",
       "SELECT avg(CASE WHEN status = 'lost' THEN 1 ELSE 0 END) FROM shipment", percent=True),
    _g("share", "What share of freight cost went to road carriers?",
       f"SELECT sum(CASE WHEN k.mode = 'road' THEN s.freight_cost ELSE 0 END) / sum(s.freight_cost) "
       f"FROM {SH_CARRIER}", percent=True),
    _g("share", "What percent of clients are based in Germany?",
       "SELECT avg(CASE WHEN country = 'Germany' THEN 1 ELSE 0 END) FROM client", percent=True),
    _g("share", "What percentage of shipped units were Furniture?",
       f"SELECT sum(CASE WHEN i.category = 'Furniture' THEN sl.qty ELSE 0 END) / sum(sl.qty) FROM {LINE_ITEM}",
       percent=True),
    _g("share", "What share of shipments left from Hamburg?",
       f"SELECT avg(CASE WHEN d.city = 'Hamburg' THEN 1 ELSE 0 END) FROM {SH_DEPOT}", percent=True),
    # ---------------------------------------------------------------- entities with no match
    _l("anti_join", "How many members have never borrowed anything?",
       "SELECT count(*) FROM members WHERE member_no NOT IN (SELECT member_no FROM loans)"),
    _l("anti_join", "Which books have never been loaned out?",
       "SELECT title FROM books WHERE book_no NOT IN (SELECT book_no FROM loans) ORDER BY 1"),
    _l("anti_join", "Are there any authors with no books in the catalogue? List them.",
       "SELECT author_name FROM authors WHERE author_no NOT IN (SELECT author_no FROM books) ORDER BY 1"),
    _l("anti_join", "How many books has nobody ever borrowed?",
       "SELECT count(*) FROM books WHERE book_no NOT IN (SELECT book_no FROM loans)"),
    _l("anti_join", "Which branches have no members?",
       "SELECT branch_name FROM branches WHERE branch_code NOT IN (SELECT branch_code FROM members)"),
    _g("anti_join", "How many clients have never sent a shipment?",
       "SELECT count(*) FROM client WHERE id NOT IN (SELECT client_id FROM shipment)"),
    _g("anti_join", "Which carriers haven't been used for any shipment?",
       "SELECT name FROM carrier WHERE id NOT IN (SELECT carrier_id FROM shipment) ORDER BY 1"),
    _g("anti_join", "List the items that were never shipped",
       "SELECT name FROM item WHERE id NOT IN (SELECT item_id FROM shipment_line) ORDER BY 1"),
    _g("anti_join", "How many carriers have no shipments?",
       "SELECT count(*) FROM carrier WHERE id NOT IN (SELECT carrier_id FROM shipment)"),
    _g("anti_join", "Which depot has never shipped anything?",
       "SELECT name FROM depot WHERE id NOT IN (SELECT depot_id FROM shipment)"),
    # ---------------------------------------------------------------- per X across tables
    _l("per_x", "Number of loans per genre",
       f"SELECT b.genre, count(*) FROM {LOANS_BOOKS} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "Total fines by branch",
       f"SELECT br.branch_name, sum(l.fine) FROM {LOANS_BRANCHES} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "Average fine per membership tier",
       f"SELECT m.tier, avg(l.fine) FROM {LOANS_MEMBERS} GROUP BY 1 ORDER BY 1"),
    _l("per_x", "How many books does each author have in the catalogue?",
       "SELECT a.author_name, count(*) FROM books b JOIN authors a USING (author_no) GROUP BY 1 ORDER BY 1"),
    _l("per_x", "Copies acquired per branch",
       f"SELECT br.branch_name, sum(q.copies) FROM {ACQ_BRANCHES} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "Shipments per carrier",
       f"SELECT k.name, count(*) FROM {SH_CARRIER} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "Freight cost by client country",
       f"SELECT c.country, sum(s.freight_cost) FROM {SH_CLIENT} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "Units shipped per item category",
       f"SELECT i.category, sum(sl.qty) FROM {LINE_ITEM} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "Average shipment weight per depot city",
       f"SELECT d.city, avg(s.weight_kg) FROM {SH_DEPOT} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "Goods value (quantity × unit value) by carrier mode",
       f"SELECT k.mode, {VALUE} FROM {LINE_ITEM} JOIN shipment s ON sl.shipment_id = s.id "
       "JOIN carrier k ON s.carrier_id = k.id GROUP BY 1 ORDER BY 1"),
    # ---------------------------------------------------------------- two groups compared
    _l("compare", "Compare loans of Fiction and Mystery books",
       f"SELECT b.genre, count(*) FROM {LOANS_BOOKS} WHERE b.genre IN ('Fiction', 'Mystery') GROUP BY 1"),
    _l("compare", "Student vs senior members: who pays more in fines?",
       f"SELECT m.tier, sum(l.fine) FROM {LOANS_MEMBERS} WHERE m.tier IN ('student', 'senior') GROUP BY 1"),
    _l("compare", "How do Central Library and Riverside compare on number of loans?",
       f"SELECT br.branch_name, count(*) FROM {LOANS_BRANCHES} "
       "WHERE br.branch_name IN ('Central Library', 'Riverside') GROUP BY 1"),
    _l("compare", "Compare the average fine in 2024 with 2025",
       "SELECT year(loaned_on), avg(fine) FROM loans WHERE year(loaned_on) IN (2024, 2025) GROUP BY 1"),
    _l("compare", "Compare acquisition spending of Hillcrest and Oakwood",
       f"SELECT br.branch_name, {SPEND} FROM {ACQ_BRANCHES} WHERE br.branch_name IN ('Hillcrest', 'Oakwood') "
       "GROUP BY 1"),
    _g("compare", "Compare the number of delivered and returned shipments",
       "SELECT status, count(*) FROM shipment WHERE status IN ('delivered', 'returned') GROUP BY 1"),
    _g("compare", "Road vs rail: total freight cost",
       f"SELECT k.mode, sum(s.freight_cost) FROM {SH_CARRIER} WHERE k.mode IN ('road', 'rail') GROUP BY 1"),
    _g("compare", "Compare total shipment weight for clients in Germany and France",
       f"SELECT c.country, sum(s.weight_kg) FROM {SH_CLIENT} WHERE c.country IN ('Germany', 'France') GROUP BY 1"),
    _g("compare", "Which did we ship more units of, Electronics or Apparel?",
       f"SELECT i.category, sum(sl.qty) FROM {LINE_ITEM} WHERE i.category IN ('Electronics', 'Apparel') "
       "GROUP BY 1"),
    _g("compare", "Compare the freight cost of the Rotterdam and Antwerp depots",
       f"SELECT d.city, sum(s.freight_cost) FROM {SH_DEPOT} WHERE d.city IN ('Rotterdam', 'Antwerp') GROUP BY 1"),
    # ---------------------------------------------------------------- what it cannot answer
    _l("cannot", "What is the average age of our members?"),
    _l("cannot", "Which books get the best reviews?"),
    _l("cannot", "How many e-books were downloaded last month?"),
    _l("cannot", "Which librarian processed the most loans?"),
    _l("cannot", "How many loans will we have next year?"),
    _g("cannot", "What is the average delivery time per carrier?"),
    _g("cannot", "Which truck driver drove the most kilometres?"),
    _g("cannot", "What is the CO2 emission per shipment?"),
    _g("cannot", "Which customs broker cleared the most shipments?"),
    _g("cannot", "How much fuel did we use in 2025?"),
)
