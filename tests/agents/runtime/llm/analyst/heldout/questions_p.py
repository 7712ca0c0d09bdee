"""Set P: ten questions a shape on the printshop, toollib and climbing schemas of `schemas_p.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would type them into a chat box, and checked only by running each truth on DuckDB
(non-empty, no tie at a LIMIT, ratios within 0..1; see test_blind_set_truths.py). The analyst never saw these
questions before their first scored run.

Print shop money is stored in cents and every truth gives dollars (cents / 100): "sales", "billed" or "spent"
sum `print_jobs.price_cents` for jobs not cancelled (`job_sts` 'X'; each question says so), "jobs" count rows
of every status unless told, paper cost is `sheets_used × paper_stock.unit_cost_cents` (across the join, in
dollars), "copies" sum `print_jobs.copies`. Tool library "loans" count `loans` rows (still out or not);
"late fees charged" sum `late_fees.fee_amt` over fees not waived ('WVD'; each question says so), fee money
"raised" counts every fee row, "collected" or "paid" ones are 'PD' only (dated by `paid_dt`), "unpaid" are
'UNPD'; a loan is "late" when it came back after its `due_dt`, days late sum `late_fees.days_late`.
Climbing wall "visits" or "check-ins" count `visits` rows of every type unless told, "day passes" include
the off-peak ones where the question says so; entry money sums `visits.paid_eur`; class income sums
`class_bookings.paid_eur` leaving cancelled (refunded) bookings out (each question says so), no-shows still
pay; shop takings are `shop_sales.quantity × unit_eur`; a member has left when `cancelled_on` is set.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# printshop: declared PRIMARY KEY / REFERENCES for customers and machines, undeclared paper_id ->
# paper_stock.id; money in cents, answers in dollars; sales leave cancelled jobs ('X') out
J_C = "print_jobs j JOIN customers c USING (customer_id)"
J_M = "print_jobs j JOIN machines m USING (machine_id)"
J_P = "print_jobs j JOIN paper_stock p ON j.paper_id = p.id"
SALES = "sum(j.price_cents) / 100"
LIVE = "j.job_sts <> 'X'"
# toollib: <thing>_id -> id, no declared keys; abbreviated columns; fee_sts 'PD', 'UNPD', 'WVD'
L_T = "loans l JOIN tools t ON l.tool_id = t.id"
L_M = "loans l JOIN members m ON l.member_id = m.id"
F_L = "late_fees f JOIN loans l ON f.loan_id = l.id"
F_LT = f"{F_L} JOIN tools t ON l.tool_id = t.id"
F_LM = f"{F_L} JOIN members m ON l.member_id = m.id"
# climbing: text codes named unlike their targets; visits.member_no, class_bookings.member and
# shop_sales.member_no -> members.membership_no, class_bookings.session -> classes.class_code
V_M = "visits v JOIN members m ON v.member_no = m.membership_no"
B_C = "class_bookings b JOIN classes c ON b.session = c.class_code"
KEPT = "b.bkg_sts <> 'cancelled'"
SHOP = "sum(s.quantity * s.unit_eur)"


def _p(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("printshop", shape, question, truth, percent)


def _t(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("toollib", shape, question, truth, percent)


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("climbing", shape, question, truth, percent)


QUESTIONS_P = (
    # --------------------------------------------------------------- top N with a label from a joined table
    _p("top_label", "Which customer has spent the most with us? Don't count cancelled jobs.",
       f"SELECT c.company_name, {SALES} s FROM {J_C} WHERE {LIVE} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _p("top_label", "What are our three busiest machines, going by number of jobs?",
       f"SELECT m.machine_name, count(*) n FROM {J_M} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _p("top_label", "What type of print job brings in the most money? Leave out cancelled jobs.",
       f"SELECT j.job_type, {SALES} s FROM print_jobs j WHERE {LIVE} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _t("top_label", "Which tool gets borrowed the most?",
       f"SELECT t.tool_nm, count(*) n FROM {L_T} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _t("top_label", "Who is our most frequent borrower?",
       f"SELECT m.mbr_nm, count(*) n FROM {L_M} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _t("top_label", "Which neighbourhood borrows the most tools from us?",
       f"SELECT m.nbhd, count(*) n FROM {L_M} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _t("top_label", "Which two members have brought tools back late by the most days in total?",
       f"SELECT m.mbr_nm, sum(f.days_late) s FROM {F_LM} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 2"),
    _c("top_label", "Who are our two most regular climbers, by number of visits?",
       f"SELECT m.full_name, count(*) n FROM {V_M} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _c("top_label", "Which class earns us the most? Cancelled bookings get refunded so leave those out.",
       f"SELECT c.class_name, sum(b.paid_eur) s FROM {B_C} WHERE {KEPT} GROUP BY 1 "
       "ORDER BY s DESC, 1 LIMIT 1"),
    _c("top_label", "which item in the shop has made us the most money?",
       f"SELECT s.item, {SHOP} v FROM shop_sales s GROUP BY 1 ORDER BY v DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- measures over joined columns, arithmetic
    _p("measure", "How much have we billed altogether, in dollars? Leave out cancelled jobs.",
       f"SELECT {SALES} FROM print_jobs j WHERE {LIVE}"),
    _p("measure", "How many copies have we printed for food & drink customers, not counting cancelled jobs?",
       f"SELECT sum(j.copies) FROM {J_C} WHERE {LIVE} AND c.sector = 'food & drink'"),
    _p("measure", "What did the stock we printed our banner jobs on cost us, in dollars? Cancelled jobs "
       "weren't printed.",
       f"SELECT sum(j.sheets_used * p.unit_cost_cents) / 100 FROM {J_P} "
       f"WHERE {LIVE} AND j.job_type = 'banners'"),
    _p("measure", "How much is an average job for our real estate customers worth, in dollars? Cancelled "
       "jobs aside.",
       f"SELECT avg(j.price_cents) / 100 FROM {J_C} WHERE {LIVE} AND c.sector = 'real estate'"),
    _t("measure", "How much have we actually collected in late fees so far?",
       "SELECT sum(fee_amt) FROM late_fees WHERE fee_sts = 'PD'"),
    _t("measure", "What would it cost to replace all our power tools?",
       "SELECT sum(repl_val_gbp) FROM tools WHERE cat = 'power tools'"),
    _t("measure", "Adding it all up, how many days late have garden tools come back?",
       f"SELECT sum(f.days_late) FROM {F_LT} WHERE t.cat = 'garden'"),
    _c("measure", "How much have we taken in the shop altogether?", f"SELECT {SHOP} FROM shop_sales s"),
    _c("measure", "How much money have day passes brought in, off-peak passes included?",
       "SELECT sum(paid_eur) FROM visits WHERE visit_type IN ('DAY', 'OFFPK')"),
    _c("measure", "How much have members spent in the café?",
       f"SELECT {SHOP} FROM shop_sales s WHERE s.category = 'cafe' AND s.member_no IS NOT NULL"),
    # --------------------------------------------------------------- month, quarter, year, dates and ranges
    _p("dates", "How many print jobs came in during March 2026?",
       "SELECT count(*) FROM print_jobs WHERE ordered_at >= TIMESTAMP '2026-03-01' "
       "AND ordered_at < TIMESTAMP '2026-04-01'"),
    _p("dates", "How much did we bill for jobs ordered in the second half of 2025? Cancelled ones aside.",
       f"SELECT {SALES} FROM print_jobs j WHERE {LIVE} AND j.ordered_at >= TIMESTAMP '2025-07-01' "
       "AND j.ordered_at < TIMESTAMP '2026-01-01'"),
    _p("dates", "How many jobs were finished later than their due date?",
       "SELECT count(*) FROM print_jobs WHERE CAST(completed_at AS DATE) > due_date"),
    _t("dates", "How many loans did we make in April 2026?",
       "SELECT count(*) FROM loans WHERE out_ts >= TIMESTAMP '2026-04-01' "
       "AND out_ts < TIMESTAMP '2026-05-01'"),
    _t("dates", "how many new members joined during 2025?",
       "SELECT count(*) FROM members WHERE year(joined_dt) = 2025"),
    _t("dates", "Which day of the week do we lend out the most tools?",
       "SELECT dayname(out_ts) d, count(*) n FROM loans GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _t("dates", "How much did we charge in late fees in the last quarter of 2025, not counting waived ones?",
       "SELECT sum(fee_amt) FROM late_fees WHERE fee_sts <> 'WVD' "
       "AND charged_dt BETWEEN DATE '2025-10-01' AND DATE '2025-12-31'"),
    _c("dates", "How many check-ins did we have in January 2026?",
       "SELECT count(*) FROM visits WHERE checkin_at >= TIMESTAMP '2026-01-01' "
       "AND checkin_at < TIMESTAMP '2026-02-01'"),
    _c("dates", "How many classes did we run in 2025?",
       "SELECT count(*) FROM classes WHERE year(starts_at) = 2025"),
    _c("dates", "What hour of the day is busiest for check-ins?",
       "SELECT hour(checkin_at) h, count(*) n FROM visits GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    # --------------------------------------------------------------- shares and percentages
    _p("share", "What percentage of print jobs get cancelled?",
       "SELECT avg(CASE WHEN job_sts = 'X' THEN 1 ELSE 0 END) FROM print_jobs", percent=True),
    _p("share", "What share of our sales comes from rush jobs? Cancelled jobs don't count.",
       f"SELECT sum(CASE WHEN j.is_rush THEN j.price_cents ELSE 0 END) / sum(j.price_cents) "
       f"FROM print_jobs j WHERE {LIVE}", percent=True),
    _p("share", "Of the jobs we've finished, what proportion were done on or before the due date?",
       "SELECT avg(CASE WHEN CAST(completed_at AS DATE) <= due_date THEN 1 ELSE 0 END) FROM print_jobs "
       "WHERE completed_at IS NOT NULL", percent=True),
    _t("share", "What percentage of returned loans came back late?",
       "SELECT avg(CASE WHEN ret_dt > due_dt THEN 1 ELSE 0 END) FROM loans WHERE ret_dt IS NOT NULL",
       percent=True),
    _t("share", "How much of the late fee money we've raised have we ended up waiving, as a percentage?",
       "SELECT sum(CASE WHEN fee_sts = 'WVD' THEN fee_amt ELSE 0 END) / sum(fee_amt) FROM late_fees",
       percent=True),
    _t("share", "What proportion of our members are on the concession tier?",
       "SELECT avg(CASE WHEN tier = 'concession' THEN 1 ELSE 0 END) FROM members", percent=True),
    _c("share", "What percentage of visits are on a day pass, counting off-peak day passes too?",
       "SELECT avg(CASE WHEN visit_type IN ('DAY', 'OFFPK') THEN 1 ELSE 0 END) FROM visits", percent=True),
    _c("share", "What share of class bookings end up as no-shows?",
       "SELECT avg(CASE WHEN bkg_sts = 'no-show' THEN 1 ELSE 0 END) FROM class_bookings", percent=True),
    _c("share", "How much of the shop's takings come from the café?",
       f"SELECT sum(CASE WHEN s.category = 'cafe' THEN s.quantity * s.unit_eur ELSE 0 END) / {SHOP} "
       "FROM shop_sales s", percent=True),
    _c("share", "What fraction of everyone who has signed up as a member has since cancelled?",
       "SELECT avg(CASE WHEN cancelled_on IS NOT NULL THEN 1 ELSE 0 END) FROM members", percent=True),
    # --------------------------------------------------------------- entities with no match
    _p("anti_join", "Which machines have never been used for a job?",
       "SELECT m.machine_name FROM machines m WHERE NOT EXISTS "
       "(SELECT 1 FROM print_jobs j WHERE j.machine_id = m.machine_id) ORDER BY 1"),
    _p("anti_join", "How many customers have never ordered anything from us?",
       "SELECT count(*) FROM customers c WHERE NOT EXISTS "
       "(SELECT 1 FROM print_jobs j WHERE j.customer_id = c.customer_id)"),
    _p("anti_join", "Which paper stocks have we never used on a job?",
       "SELECT p.descr, p.size FROM paper_stock p WHERE NOT EXISTS "
       "(SELECT 1 FROM print_jobs j WHERE j.paper_id = p.id) ORDER BY 1, 2"),
    _t("anti_join", "Which of our power tools have never been borrowed?",
       "SELECT t.tool_nm FROM tools t WHERE t.cat = 'power tools' AND NOT EXISTS "
       "(SELECT 1 FROM loans l WHERE l.tool_id = t.id) ORDER BY 1"),
    _t("anti_join", "How many tools in the catalogue have never gone out on loan?",
       "SELECT count(*) FROM tools t WHERE NOT EXISTS (SELECT 1 FROM loans l WHERE l.tool_id = t.id)"),
    _t("anti_join", "How many members have never borrowed anything?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS (SELECT 1 FROM loans l WHERE l.member_id = m.id)"),
    _t("anti_join", "How many lapsed members never borrowed a single tool while they were with us?",
       "SELECT count(*) FROM members m WHERE m.sts = 'L' AND NOT EXISTS "
       "(SELECT 1 FROM loans l WHERE l.member_id = m.id)"),
    _c("anti_join", "Which classes don't have anyone booked on yet, and when are they?",
       "SELECT c.class_name, c.starts_at FROM classes c WHERE NOT EXISTS "
       "(SELECT 1 FROM class_bookings b WHERE b.session = c.class_code) ORDER BY 2"),
    _c("anti_join", "How many of our members have never actually been in to climb?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS "
       "(SELECT 1 FROM visits v WHERE v.member_no = m.membership_no)"),
    _c("anti_join", "How many members have never booked onto a class?",
       "SELECT count(*) FROM members m WHERE NOT EXISTS "
       "(SELECT 1 FROM class_bookings b WHERE b.member = m.membership_no)"),
    # --------------------------------------------------------------- per X across tables
    _p("per_x", "How much did each of our three sites bill, in dollars? Leave out cancelled jobs.",
       f"SELECT m.site, {SALES} FROM {J_M} WHERE {LIVE} GROUP BY 1 ORDER BY 1"),
    _p("per_x", "How many jobs are there in each status?",
       "SELECT job_sts, count(*) FROM print_jobs GROUP BY 1 ORDER BY 1"),
    _p("per_x", "Sales by customer sector, not counting cancelled jobs",
       f"SELECT c.sector, {SALES} FROM {J_C} WHERE {LIVE} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "How many loans has each membership tier made?",
       f"SELECT m.tier, count(*) FROM {L_M} GROUP BY 1 ORDER BY 1"),
    _t("per_x", "Late fee totals broken down by whether they were paid, unpaid or waived",
       "SELECT fee_sts, sum(fee_amt) FROM late_fees GROUP BY 1 ORDER BY 1"),
    _t("per_x", "What's the average replacement value of our tools by how we got them (donated, bought, "
       "grant)?",
       "SELECT src, avg(repl_val_gbp) FROM tools GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Number of visits by type of entry",
       "SELECT visit_type, count(*) FROM visits GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Shop takings for each category",
       f"SELECT s.category, {SHOP} FROM shop_sales s GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How much class income has each instructor brought in? Leave out cancelled bookings.",
       f"SELECT c.instructor, sum(b.paid_eur) FROM {B_C} WHERE {KEPT} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many members are on each plan?",
       "SELECT plan, count(*) FROM members GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- two groups compared
    _p("compare", "Rush jobs versus standard jobs: what's the average price of each, in dollars? Leave out "
       "cancelled jobs.",
       f"SELECT j.is_rush, avg(j.price_cents) / 100 FROM print_jobs j WHERE {LIVE} GROUP BY 1 ORDER BY 1"),
    _p("compare", "Compare how much Portland and Beaverton customers have spent with us, cancelled jobs "
       "aside",
       f"SELECT c.city, {SALES} FROM {J_C} WHERE {LIVE} AND c.city IN ('Portland', 'Beaverton') "
       "GROUP BY 1 ORDER BY 1"),
    _p("compare", "Did we print more flyers or more business cards? Count copies, leaving out cancelled "
       "jobs.",
       f"SELECT j.job_type, sum(j.copies) FROM print_jobs j WHERE {LIVE} "
       "AND j.job_type IN ('flyers', 'business cards') GROUP BY 1 ORDER BY 1"),
    _p("compare", "Net 30 customers or prepaid ones: who gives us more jobs?",
       f"SELECT c.terms, count(*) FROM {J_C} GROUP BY 1 ORDER BY 1"),
    _t("compare", "Do supporter members borrow more than standard members? Number of loans for each.",
       f"SELECT m.tier, count(*) FROM {L_M} WHERE m.tier IN ('supporter', 'standard') GROUP BY 1 ORDER BY 1"),
    _t("compare", "Garden tools or power tools - which get borrowed more?",
       f"SELECT t.cat, count(*) FROM {L_T} WHERE t.cat IN ('garden', 'power tools') GROUP BY 1 ORDER BY 1"),
    _t("compare", "How much did we collect in late fees in 2025 compared with 2026 so far?",
       "SELECT year(paid_dt) y, sum(fee_amt) FROM late_fees WHERE fee_sts = 'PD' GROUP BY 1 ORDER BY 1"),
    _c("compare", "Learn to Belay vs Intro to Bouldering: which has had more people booked on? Leave out "
       "cancellations.",
       f"SELECT c.class_name, count(*) FROM {B_C} WHERE {KEPT} "
       "AND c.class_name IN ('Learn to Belay', 'Intro to Bouldering') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Compare shop takings in Q1 2025 with Q1 2026",
       f"SELECT year(s.sold_at) y, {SHOP} FROM shop_sales s WHERE quarter(s.sold_at) = 1 "
       "AND year(s.sold_at) IN (2025, 2026) GROUP BY 1 ORDER BY 1"),
    _c("compare", "Who comes in more: members on the annual plan or on the ordinary monthly plan? Total "
       "visits for each.",
       f"SELECT m.plan, count(*) FROM {V_M} WHERE m.plan IN ('annual', 'monthly') GROUP BY 1 ORDER BY 1"),
    # --------------------------------------------------------------- what it cannot answer
    _p("cannot", "How much ink did each machine use last month?"),
    _p("cannot", "Which of our designers worked on the most jobs?"),
    _p("cannot", "What satisfaction rating do customers give us for each type of job?"),
    _p("cannot", "Which jobs had to be reprinted because the customer complained?"),
    _t("cannot", "Which volunteer was on the desk for the most loans?"),
    _t("cannot", "How many hours was each tool actually used while it was out on loan?"),
    _t("cannot", "What star rating do members give each tool?"),
    _c("cannot", "Which routes get climbed the most?"),
    _c("cannot", "How long do people stay on average when they come in?"),
    _c("cannot", "How many accidents or injuries have been reported at the wall?"),
)
