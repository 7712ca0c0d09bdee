"""Practice questions on `schemas_practice.py` (not blind: the session that generalised the analyst wrote
them, before running them, to check its rules on new schemas and phrasings). A few a shape a schema, each with
a hand-written DuckDB truth; docs/offline-analyst-scores.md keeps their score apart from the held-out sets.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

BOOK_MEMBER = "bookings b JOIN members m USING (member_id)"
BOOK_CLASS = "bookings b JOIN classes c USING (class_id)"
RENT_CAR = "rental r JOIN car c ON r.car_id = c.id"
RENT_CUSTOMER = "rental r JOIN customer u ON r.customer_id = u.id"
RENT_INCOME = "sum(r.days * c.daily_rate)"
ENROL_COURSE = "enrolments e JOIN courses c USING (course_code)"
ENROL_STUDENT = "enrolments e JOIN students s USING (student_no)"


def _gym(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("gym", shape, question, truth, percent)


def _car(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("car_rental", shape, question, truth, percent)


def _uni(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("university", shape, question, truth, percent)


QUESTIONS_PRACTICE = (
    # gym
    _gym("top_label", "Which 3 members booked the most classes?",
         f"SELECT m.full_name, count(*) n FROM {BOOK_MEMBER} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _gym("top_label", "Which trainer's classes were attended the most?",
         f"SELECT t.trainer_name, count(*) n FROM {BOOK_CLASS} JOIN trainers t USING (trainer_id) "
         "WHERE b.status = 'attended' GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1"),
    _gym("measure", "How much did members spend on classes in total (bookings times class price)?",
         f"SELECT sum(c.price) FROM {BOOK_CLASS}"),
    _gym("dates", "How many classes were booked in October 2025?",
         "SELECT count(*) FROM bookings WHERE booked_on >= DATE '2025-10-01' AND booked_on < DATE '2025-11-01'"),
    _gym("share", "What percentage of bookings were no-show?",
         "SELECT avg(CASE WHEN status = 'no-show' THEN 1.0 ELSE 0 END) FROM bookings", True),
    _gym("anti_join", "How many members have never booked a class?",
         "SELECT count(*) FROM members WHERE member_id NOT IN (SELECT member_id FROM bookings)"),
    _gym("anti_join", "Which trainers haven't taught any class?",
         "SELECT trainer_name FROM trainers WHERE trainer_id NOT IN (SELECT trainer_id FROM classes)"),
    _gym("per_x", "Bookings per membership plan",
         f"SELECT m.plan, count(*) FROM {BOOK_MEMBER} GROUP BY 1 ORDER BY 1"),
    _gym("compare", "Compare bookings of premium and basic members",
         f"SELECT m.plan, count(*) FROM {BOOK_MEMBER} WHERE m.plan IN ('premium', 'basic') GROUP BY 1"),
    _gym("cannot", "What is the average heart rate during spin classes?"),
    # car rental
    _car("top_label", "Which 3 customers rented the most cars?",
         f"SELECT u.name, count(*) n FROM {RENT_CUSTOMER} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _car("top_label", "Which 2 models were driven the most kilometres?",
         f"SELECT c.model, sum(r.km_driven) k FROM {RENT_CAR} GROUP BY 1 ORDER BY k DESC, 1 LIMIT 2"),
    _car("measure", "What is our total rental income (days times daily rate)?",
         f"SELECT {RENT_INCOME} FROM {RENT_CAR}"),
    _car("measure", "How much revenue did SUV rentals bring in?",
         f"SELECT {RENT_INCOME} FROM {RENT_CAR} WHERE c.category = 'suv'"),
    _car("dates", "How many cars were rented out in Q3 2025?",
         "SELECT count(*) FROM rental WHERE picked_up >= DATE '2025-07-01' AND picked_up < DATE '2025-10-01'"),
    _car("share", "What share of rentals were vans?",
         f"SELECT avg(CASE WHEN c.category = 'van' THEN 1.0 ELSE 0 END) FROM {RENT_CAR}", True),
    _car("anti_join", "Which cars have never been rented?",
         "SELECT model FROM car WHERE id NOT IN (SELECT car_id FROM rental) ORDER BY 1"),
    _car("per_x", "Rental days per branch city",
         f"SELECT b.city, sum(r.days) FROM {RENT_CAR} JOIN branch b ON c.branch_id = b.id GROUP BY 1"),
    _car("compare", "Compare the revenue of compact and suv cars",
         f"SELECT c.category, {RENT_INCOME} FROM {RENT_CAR} WHERE c.category IN ('compact', 'suv') GROUP BY 1"),
    _car("cannot", "What is the average fuel consumption per model?"),
    # university
    _uni("top_label", "Which 3 courses have the most students enrolled?",
         f"SELECT c.course_title, count(*) n FROM {ENROL_COURSE} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _uni("top_label", "Top 2 departments by average grade",
         f"SELECT d.dept_name, avg(e.grade) g FROM {ENROL_COURSE} JOIN departments d USING (dept_code) "
         "GROUP BY 1 ORDER BY g DESC, 1 LIMIT 2"),
    _uni("measure", "How much tuition did enrolments in Physics courses bring in (credits times fee per credit)?",
         f"SELECT sum(c.credits * c.fee_per_credit) FROM {ENROL_COURSE} JOIN departments d USING (dept_code) "
         "WHERE d.dept_name = 'Physics'"),
    _uni("dates", "How many students enrolled between 1 September 2025 and 31 December 2025?",
         "SELECT count(DISTINCT student_no) FROM enrolments WHERE enrolled_on BETWEEN DATE '2025-09-01' AND DATE '2025-12-31'"),
    _uni("anti_join", "How many students never enrolled in a course?",
         "SELECT count(*) FROM students WHERE student_no NOT IN (SELECT student_no FROM enrolments)"),
    _uni("anti_join", "Which courses has nobody taken?",
         "SELECT course_title FROM courses WHERE course_code NOT IN (SELECT course_code FROM enrolments)"),
    _uni("per_x", "How many courses does each department offer?",
         "SELECT d.dept_name, count(*) FROM courses c JOIN departments d USING (dept_code) GROUP BY 1"),
    _uni("per_x", "Enrolments per department",
         f"SELECT d.dept_name, count(*) FROM {ENROL_COURSE} JOIN departments d USING (dept_code) GROUP BY 1"),
    _uni("compare", "Compare the average grade in Calculus and Optics",
         f"SELECT c.course_title, avg(e.grade) FROM {ENROL_COURSE} WHERE c.course_title IN ('Calculus', 'Optics') "
         "GROUP BY 1"),
    _uni("cannot", "What is the average age of our students?"),
)


STAY_ROOM = "stay s JOIN room r USING (room_id)"
STAY_GUEST = "stay s JOIN hotel_guest g USING (guest_id)"

# Second practice round, written before its first run, after the first round's fixes.
QUESTIONS_PRACTICE_2 = (
    HeldOut("hotel", "top_label", "Which 3 guests stayed the most nights?",
            f"SELECT g.guest_name, sum(s.nights) n FROM {STAY_GUEST} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    HeldOut("hotel", "measure", "How much did guests from Japan pay in total (nights times nightly rate)?",
            f"SELECT sum(s.nights * r.nightly_rate) FROM {STAY_ROOM} JOIN hotel_guest g USING (guest_id) "
            "WHERE g.home_country = 'Japan'"),
    HeldOut("hotel", "measure", "What was our room revenue from suites?",
            f"SELECT sum(s.nights * r.nightly_rate) FROM {STAY_ROOM} WHERE r.room_type = 'suite'"),
    HeldOut("hotel", "dates", "How many guests checked in during June 2025?",
            "SELECT count(DISTINCT guest_id) FROM stay WHERE checked_in >= TIMESTAMP '2025-06-01' "
            "AND checked_in < TIMESTAMP '2025-07-01'"),
    HeldOut("hotel", "share", "What percentage of stays were in double rooms?",
            f"SELECT avg(CASE WHEN r.room_type = 'double' THEN 1.0 ELSE 0 END) FROM {STAY_ROOM}", True),
    HeldOut("hotel", "anti_join", "Which rooms were never booked?",
            "SELECT room_id FROM room WHERE room_id NOT IN (SELECT room_id FROM stay)"),
    HeldOut("hotel", "per_x", "Nights per room type",
            f"SELECT r.room_type, sum(s.nights) FROM {STAY_ROOM} GROUP BY 1 ORDER BY 1"),
    HeldOut("hotel", "compare", "Compare the nights stayed by guests from Ireland and Spain",
            f"SELECT g.home_country, sum(s.nights) FROM {STAY_GUEST} WHERE g.home_country IN ('Ireland', 'Spain') "
            "GROUP BY 1"),
    HeldOut("hotel", "cannot", "Which guests left the best ratings?", None),
)


VIEW_SHOW = "views v JOIN shows s USING (show_code)"
VIEW_SUB = "views v JOIN subscribers u USING (sub_id)"

# Third practice round, written before its first run, after round two's fixes.
QUESTIONS_PRACTICE_3 = (
    HeldOut("streaming", "top_label", "Which 3 shows were watched the most?",
            f"SELECT s.show_title, count(*) n FROM {VIEW_SHOW} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    HeldOut("streaming", "top_label", "Which 2 subscribers watched the most minutes?",
            f"SELECT u.display_name, sum(v.minutes_watched) m FROM {VIEW_SUB} GROUP BY 1 ORDER BY m DESC, 1 LIMIT 2"),
    HeldOut("streaming", "measure", "How many minutes of documentary were watched in total?",
            f"SELECT sum(v.minutes_watched) FROM {VIEW_SHOW} WHERE s.genre = 'documentary'"),
    HeldOut("streaming", "dates", "How many views were there in the third quarter of 2025?",
            "SELECT count(*) FROM views WHERE viewed_at >= TIMESTAMP '2025-07-01' AND viewed_at < TIMESTAMP '2025-10-01'"),
    HeldOut("streaming", "share", "What share of views were comedy?",
            f"SELECT avg(CASE WHEN s.genre = 'comedy' THEN 1.0 ELSE 0 END) FROM {VIEW_SHOW}", True),
    HeldOut("streaming", "anti_join", "How many subscribers have never watched anything?",
            "SELECT count(*) FROM subscribers WHERE sub_id NOT IN (SELECT sub_id FROM views)"),
    HeldOut("streaming", "anti_join", "Which shows has nobody watched?",
            "SELECT show_title FROM shows WHERE show_code NOT IN (SELECT show_code FROM views)"),
    HeldOut("streaming", "per_x", "Minutes watched per plan",
            f"SELECT p.plan_name, sum(v.minutes_watched) FROM {VIEW_SUB} JOIN plans p USING (plan_id) "
            "GROUP BY 1 ORDER BY 1"),
    HeldOut("streaming", "compare", "Compare minutes watched by subscribers in the UK and Canada",
            f"SELECT u.country, sum(v.minutes_watched) FROM {VIEW_SUB} WHERE u.country IN ('UK', 'Canada') GROUP BY 1"),
    HeldOut("streaming", "cannot", "What is the average rating per show?", None),
)
