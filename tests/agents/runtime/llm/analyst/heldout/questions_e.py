"""Set E: ten questions a shape on the gym, car_rental and university schemas of `schemas_e.py`.

Written blind: phrasing and truth queries were written without opening the analyst's code or its scores, the
way a newcomer to the data would ask, and checked only by running each truth on DuckDB (non-empty, no tie at a
LIMIT). The analyst never saw these questions before their first scored run.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

# gym: declared keys, same-named <entity>_id
BK_MEM = "bookings b JOIN members m USING (member_id)"
BK_CLS = "bookings b JOIN classes c USING (class_id)"
PT_TR = "pt_sessions p JOIN trainers t USING (trainer_id)"
PT_PAY = "sum(p.hours * t.hourly_rate)"
# car_rental: <entity>_id -> id, branches keyed by a code string
R_CAR = "rentals r JOIN cars c ON r.car_id = c.id"
R_CUS = "rentals r JOIN customers cu ON r.customer_id = cu.id"
R_BR = "rentals r JOIN branches br ON r.pickup_branch = br.code"
REV = "sum(r.days * c.daily_rate)"
DONE = "r.status = 'completed'"
# university: keys named unlike their targets
E_CRS = "enrolments e JOIN courses c USING (course_code)"
E_DEPT = "enrolments e JOIN courses c USING (course_code) JOIN departments d ON c.department = d.code"
E_STU = "enrolments e JOIN students s USING (student_id)"
TUITION = "sum(c.credits * c.fee_per_credit)"


def _g(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("gym", shape, question, truth, percent)


def _c(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("car_rental", shape, question, truth, percent)


def _u(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("university", shape, question, truth, percent)


QUESTIONS_E = (
    # ---------------------------------------------------------------- top N with a label from a joined table
    _g("top_label", "Which 2 members showed up to classes most often?",
       f"SELECT m.first_name, m.last_name, count(*) n FROM {BK_MEM} WHERE b.status = 'attended' "
       "GROUP BY 1, 2 ORDER BY n DESC, 1, 2 LIMIT 2"),
    _g("top_label", "Which trainer earned the most from personal training, counting hours times their "
       "hourly rate?",
       f"SELECT t.full_name, {PT_PAY} s FROM {PT_TR} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _g("top_label", "What are the 4 classes with the most bookings? Count every booking, cancelled or not.",
       f"SELECT c.title, count(*) n FROM {BK_CLS} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 4"),
    _g("top_label", "Which studio had the most attended bookings?",
       f"SELECT c.studio, count(*) n FROM {BK_CLS} WHERE b.status = 'attended' GROUP BY 1 "
       "ORDER BY n DESC, 1 LIMIT 1"),
    _c("top_label", "Which 3 customers rented for the most days, looking only at completed rentals?",
       f"SELECT cu.name, sum(r.days) d FROM {R_CUS} WHERE {DONE} GROUP BY 1 ORDER BY d DESC, 1 LIMIT 3"),
    _c("top_label", "Which branch made the most money from completed rentals (days × daily rate)?",
       f"SELECT br.label, {REV} s FROM {R_CAR} JOIN branches br ON r.pickup_branch = br.code WHERE {DONE} "
       "GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _c("top_label", "Top 3 car models by number of completed rentals",
       f"SELECT c.model, count(*) n FROM {R_CAR} WHERE {DONE} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _u("top_label", "Which 2 courses have had the most enrolments, withdrawn ones counted too?",
       f"SELECT c.title, count(*) n FROM {E_CRS} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 2"),
    _u("top_label", "Whose courses brought in the most tuition? Tuition is credits times fee per credit for "
       "every enrolment, withdrawn ones included. Just the top lecturer.",
       f"SELECT l.display_name, {TUITION} s FROM {E_CRS} JOIN lecturers l ON c.taught_by = l.staff_no "
       "GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _u("top_label", "Which 4 students have the highest average mark?",
       f"SELECT s.student_name, avg(e.mark) a FROM {E_STU} GROUP BY 1 HAVING count(e.mark) > 0 "
       "ORDER BY a DESC, 1 LIMIT 4"),
    # ------------------------------------------------------------- measures over joined columns, arithmetic
    _g("measure", "How much did members on the premium plan spend on personal training in total "
       "(hours × the trainer's hourly rate)?",
       f"SELECT {PT_PAY} FROM {PT_TR} JOIN members m USING (member_id) WHERE m.plan = 'premium'"),
    _g("measure", "How many hours of personal training did our yoga trainers give?",
       f"SELECT sum(p.hours) FROM {PT_TR} WHERE t.specialty = 'yoga'"),
    _g("measure", "On average, how long in hours is a personal training session with Dario Vukovic?",
       f"SELECT avg(p.hours) FROM {PT_TR} WHERE t.full_name = 'Dario Vukovic'"),
    _c("measure", "What is the total revenue of completed rentals, days times daily rate?",
       f"SELECT {REV} FROM {R_CAR} WHERE {DONE}"),
    _c("measure", "How much revenue did completed rentals of electric cars make?",
       f"SELECT {REV} FROM {R_CAR} WHERE {DONE} AND c.fuel = 'electric'"),
    _c("measure", "What's the average length in days of a completed rental by a loyalty member?",
       f"SELECT avg(r.days) FROM {R_CUS} WHERE {DONE} AND cu.loyalty_member"),
    _c("measure", "What did the damages on SUVs cost to repair altogether?",
       "SELECT sum(dm.repair_cost) FROM damages dm JOIN rentals r ON dm.rental_id = r.id "
       "JOIN cars c ON r.car_id = c.id WHERE c.category = 'SUV'"),
    _u("measure", "How much tuition did Computer Science courses bring in (credits × fee per credit, every "
       "enrolment counted, withdrawn too)?",
       f"SELECT {TUITION} FROM {E_DEPT} WHERE d.name = 'Computer Science'"),
    _u("measure", "What's the average mark in Physics department courses?",
       f"SELECT avg(e.mark) FROM {E_DEPT} WHERE d.name = 'Physics'"),
    _u("measure", "How many credits did scholarship students pass in total?",
       f"SELECT sum(c.credits) FROM {E_CRS} JOIN students s USING (student_id) "
       "WHERE s.scholarship AND e.status = 'passed'"),
    # ---------------------------------------------------------------- month, quarter, year, dates and ranges
    _g("dates", "How many class bookings were attended between March 1 and May 31 2025?",
       "SELECT count(*) FROM bookings WHERE status = 'attended' "
       "AND class_date BETWEEN DATE '2025-03-01' AND DATE '2025-05-31'"),
    _g("dates", "How many bookings for classes in December 2025 were cancelled?",
       "SELECT count(*) FROM bookings WHERE status = 'cancelled' "
       "AND class_date BETWEEN DATE '2025-12-01' AND DATE '2025-12-31'"),
    _g("dates", "How many hours of personal training were given in the first half of 2025?",
       "SELECT sum(hours) FROM pt_sessions "
       "WHERE session_date BETWEEN DATE '2025-01-01' AND DATE '2025-06-30'"),
    _c("dates", "How many rentals, whatever their status, have a pick-up date in August 2025?",
       "SELECT count(*) FROM rentals WHERE picked_up_at >= TIMESTAMP '2025-08-01' "
       "AND picked_up_at < TIMESTAMP '2025-09-01'"),
    _c("dates", "What was the revenue (days × daily rate) of completed rentals picked up in Q4 2025?",
       f"SELECT {REV} FROM {R_CAR} WHERE {DONE} AND r.picked_up_at >= TIMESTAMP '2025-10-01' "
       "AND r.picked_up_at < TIMESTAMP '2026-01-01'"),
    _c("dates", "How many damages were reported in 2025?",
       "SELECT count(*) FROM damages WHERE reported_on BETWEEN DATE '2025-01-01' AND DATE '2025-12-31'"),
    _c("dates", "How many completed rentals were picked up between 15 November 2024 and 15 January 2025?",
       "SELECT count(*) FROM rentals r WHERE r.status = 'completed' "
       "AND r.picked_up_at >= TIMESTAMP '2024-11-15' AND r.picked_up_at < TIMESTAMP '2025-01-16'"),
    _u("dates", "How many enrolments were made in October 2025?",
       "SELECT count(*) FROM enrolments WHERE enrolled_on BETWEEN DATE '2025-10-01' AND DATE '2025-10-31'"),
    _u("dates", "Of the enrolments made in 2025, how many were withdrawn?",
       "SELECT count(*) FROM enrolments WHERE status = 'withdrawn' AND year(enrolled_on) = 2025"),
    _u("dates", "What was the average mark for enrolments made between January 1 and June 30 2025?",
       "SELECT avg(mark) FROM enrolments WHERE enrolled_on BETWEEN DATE '2025-01-01' AND DATE '2025-06-30'"),
    # ---------------------------------------------------------------- shares and percentages
    _g("share", "What share of all bookings were cancelled?",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM bookings", percent=True),
    _g("share", "What percentage of members are on the student plan?",
       "SELECT avg(CASE WHEN plan = 'student' THEN 1 ELSE 0 END) FROM members", percent=True),
    _g("share", "What share of all personal training hours did Nora Feld give?",
       f"SELECT sum(CASE WHEN t.full_name = 'Nora Feld' THEN p.hours END) / sum(p.hours) FROM {PT_TR}",
       percent=True),
    _c("share", "What percentage of rentals were cancelled?",
       "SELECT avg(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) FROM rentals", percent=True),
    _c("share", "What share of completed-rental revenue (days × daily rate) came from cars picked up at "
       "Berlin Airport?",
       f"SELECT sum(CASE WHEN br.label = 'Berlin Airport' THEN r.days * c.daily_rate END) / {REV} "
       f"FROM {R_CAR} JOIN branches br ON r.pickup_branch = br.code WHERE {DONE}", percent=True),
    _c("share", "What percent of our customers are loyalty members?",
       "SELECT avg(CASE WHEN loyalty_member THEN 1 ELSE 0 END) FROM customers", percent=True),
    _c("share", "What percentage of damage reports were major?",
       "SELECT avg(CASE WHEN severity = 'major' THEN 1 ELSE 0 END) FROM damages", percent=True),
    _u("share", "What percentage of all enrolments, withdrawals included, ended in a pass?",
       "SELECT avg(CASE WHEN status = 'passed' THEN 1 ELSE 0 END) FROM enrolments", percent=True),
    _u("share", "What share of students have a scholarship?",
       "SELECT avg(CASE WHEN scholarship THEN 1 ELSE 0 END) FROM students", percent=True),
    _u("share", "What share of total tuition (credits × fee per credit over every enrolment) came from "
       "Economics courses?",
       f"SELECT sum(CASE WHEN d.name = 'Economics' THEN c.credits * c.fee_per_credit END) / {TUITION} "
       f"FROM {E_DEPT}", percent=True),
    # ---------------------------------------------------------------- entities with no match
    _g("anti_join", "How many members have never booked a class?",
       "SELECT count(*) FROM members m "
       "WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.member_id = m.member_id)"),
    _g("anti_join", "Which class has never been booked by anyone?",
       "SELECT c.title FROM classes c WHERE c.class_id NOT IN (SELECT class_id FROM bookings) ORDER BY 1"),
    _g("anti_join", "Which trainers never gave a personal training session?",
       "SELECT t.full_name FROM trainers t WHERE t.trainer_id NOT IN (SELECT trainer_id FROM pt_sessions) "
       "ORDER BY 1"),
    _c("anti_join", "How many customers have never made a rental, not even a cancelled one?",
       "SELECT count(*) FROM customers cu WHERE cu.id NOT IN (SELECT customer_id FROM rentals)"),
    _c("anti_join", "Which cars have never been rented? Give me their plates.",
       "SELECT c.plate FROM cars c WHERE c.id NOT IN (SELECT car_id FROM rentals) ORDER BY 1"),
    _c("anti_join", "Which branch has had no rentals at all?",
       "SELECT br.label FROM branches br WHERE br.code NOT IN (SELECT pickup_branch FROM rentals) "
       "ORDER BY 1"),
    _c("anti_join", "How many completed rentals came back with no damage reported?",
       "SELECT count(*) FROM rentals r WHERE r.status = 'completed' "
       "AND r.id NOT IN (SELECT rental_id FROM damages)"),
    _u("anti_join", "How many students never enrolled in any course?",
       "SELECT count(*) FROM students s WHERE s.student_id NOT IN (SELECT student_id FROM enrolments)"),
    _u("anti_join", "Which courses has nobody enrolled in?",
       "SELECT c.title FROM courses c WHERE c.course_code NOT IN (SELECT course_code FROM enrolments) "
       "ORDER BY 1"),
    _u("anti_join", "Which lecturers don't teach any course?",
       "SELECT l.display_name FROM lecturers l WHERE l.staff_no NOT IN (SELECT taught_by FROM courses) "
       "ORDER BY 1"),
    # ---------------------------------------------------------------- per X across tables
    _g("per_x", "How many attended visits did each class get?",
       f"SELECT c.title, count(*) FROM {BK_CLS} WHERE b.status = 'attended' GROUP BY 1 ORDER BY 1"),
    _g("per_x", "How much did each trainer earn from personal training (hours × hourly rate)?",
       f"SELECT t.full_name, {PT_PAY} FROM {PT_TR} GROUP BY 1 ORDER BY 1"),
    _g("per_x", "Number of bookings per membership plan, counting every booking whatever its status",
       f"SELECT m.plan, count(*) FROM {BK_MEM} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Completed-rental revenue (days × daily rate) per branch",
       f"SELECT br.label, {REV} FROM {R_CAR} JOIN branches br ON r.pickup_branch = br.code WHERE {DONE} "
       "GROUP BY 1 ORDER BY 1"),
    _c("per_x", "How many rentals were booked for each car category, cancelled ones included?",
       f"SELECT c.category, count(*) FROM {R_CAR} GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Total repair cost of damages per pick-up branch",
       "SELECT br.label, sum(dm.repair_cost) FROM damages dm JOIN rentals r ON dm.rental_id = r.id "
       "JOIN branches br ON r.pickup_branch = br.code GROUP BY 1 ORDER BY 1"),
    _c("per_x", "Average length in days of completed rentals for each customer country",
       f"SELECT cu.country, avg(r.days) FROM {R_CUS} WHERE {DONE} GROUP BY 1 ORDER BY 1"),
    _u("per_x", "How many enrolments does each department have?",
       f"SELECT d.name, count(*) FROM {E_DEPT} GROUP BY 1 ORDER BY 1"),
    _u("per_x", "Average mark per study programme",
       f"SELECT s.programme, avg(e.mark) FROM {E_STU} GROUP BY 1 ORDER BY 1"),
    _u("per_x", "Tuition per department, credits times fee per credit over all enrolments",
       f"SELECT d.name, {TUITION} FROM {E_DEPT} GROUP BY 1 ORDER BY 1"),
    # ---------------------------------------------------------------- two groups compared
    _g("compare", "Premium vs basic members: how many times did each group attend a class?",
       f"SELECT m.plan, count(*) FROM {BK_MEM} WHERE b.status = 'attended' "
       "AND m.plan IN ('premium', 'basic') "
       "GROUP BY 1 ORDER BY 1"),
    _g("compare", "Compare the personal training hours given by Nora Feld and Ingrid Solberg",
       f"SELECT t.full_name, sum(p.hours) FROM {PT_TR} WHERE t.full_name IN ('Nora Feld', 'Ingrid Solberg') "
       "GROUP BY 1 ORDER BY 1"),
    _g("compare", "Spin 45 versus Hill Climb Ride: how many bookings were cancelled in each?",
       f"SELECT c.title, count(*) FROM {BK_CLS} WHERE b.status = 'cancelled' "
       "AND c.title IN ('Spin 45', 'Hill Climb Ride') GROUP BY 1 ORDER BY 1"),
    _c("compare", "Loyalty members vs non-members: how much revenue (days × daily rate) did each group's "
       "completed rentals bring in?",
       f"SELECT {REV} FROM {R_CAR} JOIN customers cu ON r.customer_id = cu.id WHERE {DONE} "
       "GROUP BY cu.loyalty_member ORDER BY cu.loyalty_member"),
    _c("compare", "Compare the number of completed rentals picked up at Hamburg Harbour and at "
       "Frankfurt Messe",
       f"SELECT br.label, count(*) FROM {R_BR} WHERE {DONE} "
       "AND br.label IN ('Hamburg Harbour', 'Frankfurt Messe') "
       "GROUP BY 1 ORDER BY 1"),
    _c("compare", "Electric vs diesel cars: average length in days of their completed rentals",
       f"SELECT c.fuel, avg(r.days) FROM {R_CAR} WHERE {DONE} AND c.fuel IN ('electric', 'diesel') "
       "GROUP BY 1 ORDER BY 1"),
    _c("compare", "How do repair costs compare between economy and premium cars? Total for each.",
       "SELECT c.category, sum(dm.repair_cost) FROM damages dm JOIN rentals r ON dm.rental_id = r.id "
       "JOIN cars c ON r.car_id = c.id WHERE c.category IN ('economy', 'premium') GROUP BY 1 ORDER BY 1"),
    _u("compare", "Do scholarship students get better marks? Average mark over all graded enrolments, "
       "with vs without a scholarship.",
       f"SELECT avg(e.mark) FROM {E_STU} GROUP BY s.scholarship ORDER BY s.scholarship"),
    _u("compare", "Calculus I or Linear Algebra: which had more passes? Give the number of each.",
       f"SELECT c.title, count(*) FROM {E_CRS} WHERE e.status = 'passed' "
       "AND c.title IN ('Calculus I', 'Linear Algebra') GROUP BY 1 ORDER BY 1"),
    _u("compare", "Compare the tuition brought in by Mathematics and Physics, over all enrolments "
       "(credits × fee per credit)",
       f"SELECT d.name, {TUITION} FROM {E_DEPT} WHERE d.name IN ('Mathematics', 'Physics') "
       "GROUP BY 1 ORDER BY 1"),
    # ---------------------------------------------------------------- what it cannot answer
    _g("cannot", "Which trainer has the best average rating from members?"),
    _g("cannot", "How much did members pay in monthly membership fees in 2025?"),
    _g("cannot", "What is the average time a member spends in the gym per visit?"),
    _g("cannot", "How many members ended their membership in 2025?"),
    _c("cannot", "What is the average number of kilometres driven per rental, per car model?"),
    _c("cannot", "Which 3 branches sold the most insurance add-ons?"),
    _c("cannot", "How many rentals were returned late, after the agreed return time?"),
    _u("cannot", "What is the average age of students in each programme?"),
    _u("cannot", "Which lecturer has the best teaching evaluation scores?"),
    _u("cannot", "How many students graduated in 2025?"),
)
