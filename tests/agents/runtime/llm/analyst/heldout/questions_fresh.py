"""A second held-out set, on the clinic schema: written after the join planner was built and run once as it
was written, never tuned on (docs/offline-analyst-scores.md keeps its first score). Three questions a shape.
"""

from tests.agents.runtime.llm.analyst.heldout.questions import HeldOut

_A = "appointments a JOIN doctors d USING (doctor_id)"
_P = "appointments a JOIN patients p USING (patient_id)"


def _q(shape, question, truth=None, percent=False) -> HeldOut:
    return HeldOut("clinic", shape, question, truth, percent)


FRESH_QUESTIONS = (
    _q("top_label", "Which 3 doctors had the most appointments?",
       f"SELECT d.doctor_name, count(*) n FROM {_A} GROUP BY 1 ORDER BY n DESC, 1 LIMIT 3"),
    _q("top_label", "Top 5 patients by total fees",
       f"SELECT p.patient_name, sum(a.fee) s FROM {_P} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 5"),
    _q("top_label", "Which specialty has the highest total fee?",
       f"SELECT d.specialty, sum(a.fee) s FROM {_A} GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1"),
    _q("measure", "What is the total fee for Cardiology appointments?",
       f"SELECT sum(a.fee) FROM {_A} WHERE d.specialty = 'Cardiology'"),
    _q("measure", "What is the average fee for patients in York?",
       f"SELECT avg(a.fee) FROM {_P} WHERE p.city = 'York'"),
    _q("measure", "How much did patients from Leeds pay in fees?",
       f"SELECT sum(a.fee) FROM {_P} WHERE p.city = 'Leeds'"),
    _q("dates", "How many appointments were there in May 2025?",
       "SELECT count(*) FROM appointments WHERE appointment_date BETWEEN DATE '2025-05-01' AND DATE '2025-05-31'"),
    _q("dates", "What were the total fees in Q3 2025?",
       "SELECT sum(fee) FROM appointments WHERE appointment_date BETWEEN DATE '2025-07-01' AND DATE '2025-09-30'"),
    _q("dates", "How many appointments between June 1 and June 30 2025?",
       "SELECT count(*) FROM appointments WHERE appointment_date BETWEEN DATE '2025-06-01' AND DATE '2025-06-30'"),
    _q("share", "What percentage of appointments were missed?",
       "SELECT avg(CASE WHEN status = 'missed' THEN 1 ELSE 0 END) FROM appointments", percent=True),
    _q("share", "What share of fees came from Dermatology?",
       f"SELECT sum(CASE WHEN d.specialty = 'Dermatology' THEN a.fee END) / sum(a.fee) FROM {_A}", percent=True),
    _q("share", "What percent of patients live in Hull?",
       "SELECT avg(CASE WHEN city = 'Hull' THEN 1 ELSE 0 END) FROM patients", percent=True),
    _q("anti_join", "How many patients never had an appointment?",
       "SELECT count(*) FROM patients WHERE patient_id NOT IN (SELECT patient_id FROM appointments)"),
    _q("anti_join", "Which doctors have no appointments?",
       "SELECT doctor_name FROM doctors WHERE doctor_id NOT IN (SELECT doctor_id FROM appointments)"),
    _q("anti_join", "How many doctors have never seen a patient?",
       "SELECT count(*) FROM doctors WHERE doctor_id NOT IN (SELECT doctor_id FROM appointments)"),
    _q("per_x", "Appointments per specialty",
       f"SELECT d.specialty, count(*) FROM {_A} GROUP BY 1 ORDER BY 1"),
    _q("per_x", "Average fee per city",
       f"SELECT p.city, avg(a.fee) FROM {_P} GROUP BY 1 ORDER BY 1"),
    _q("per_x", "Total fees by doctor",
       f"SELECT d.doctor_name, sum(a.fee) FROM {_A} GROUP BY 1 ORDER BY 1"),
    _q("compare", "Compare fees of Cardiology and Oncology",
       f"SELECT d.specialty, sum(a.fee) FROM {_A} WHERE d.specialty IN ('Cardiology', 'Oncology') GROUP BY 1"),
    _q("compare", "Compare appointments of patients in Leeds vs York",
       f"SELECT p.city, count(*) FROM {_P} WHERE p.city IN ('Leeds', 'York') GROUP BY 1"),
    _q("compare", "Completed versus cancelled appointments",
       "SELECT status, count(*) FROM appointments WHERE status IN ('completed', 'cancelled') GROUP BY 1"),
    _q("cannot", "What is the average waiting time?"),
    _q("cannot", "Which insurance provider pays the most?"),
    _q("cannot", "Will missed appointments rise next month?"),
)

# Written after the rule that answers a precise question no table matches with what it would need (motivated
# by set A's and set B's misses), before running it on these: run once, as written.
FRESH_CANNOT = (
    HeldOut("retail", "cannot", "What is the median order value by payment method?", None),
    HeldOut("retail", "cannot", "Which warehouse ships the most orders?", None),
    HeldOut("hr", "cannot", "How many employees have a company car?", None),
    HeldOut("web", "cannot", "What is the average page load time per browser?", None),
    HeldOut("clinic", "cannot", "Which clinic room is used most?", None),
)
