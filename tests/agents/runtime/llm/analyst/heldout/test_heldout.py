"""The offline analyst on held-out schemas it was never tuned on: each question runs end to end through the
real tools on a DuckDB workspace (`simulate` on a `Bench`), and the answer must show what a hand-written query
returns. Each shape must score at least 8 of 10; `-s` prints the score table docs/offline-analyst-scores.md
keeps.
"""

import pytest

from tests.agents.runtime.llm.analyst.bench import simulate
from tests.agents.runtime.llm.analyst.heldout.questions import QUESTIONS, SHAPES, HeldOut
from tests.agents.runtime.llm.analyst.heldout.questions_aa import QUESTIONS_AA
from tests.agents.runtime.llm.analyst.heldout.questions_ab import QUESTIONS_AB
from tests.agents.runtime.llm.analyst.heldout.questions_ac import QUESTIONS_AC
from tests.agents.runtime.llm.analyst.heldout.questions_ad import QUESTIONS_AD
from tests.agents.runtime.llm.analyst.heldout.questions_ae import QUESTIONS_AE
from tests.agents.runtime.llm.analyst.heldout.questions_af import QUESTIONS_AF
from tests.agents.runtime.llm.analyst.heldout.questions_ag import QUESTIONS_AG
from tests.agents.runtime.llm.analyst.heldout.questions_ah import QUESTIONS_AH
from tests.agents.runtime.llm.analyst.heldout.questions_ai import QUESTIONS_AI
from tests.agents.runtime.llm.analyst.heldout.questions_d import QUESTIONS_D
from tests.agents.runtime.llm.analyst.heldout.questions_e import QUESTIONS_E
from tests.agents.runtime.llm.analyst.heldout.questions_f import QUESTIONS_F
from tests.agents.runtime.llm.analyst.heldout.questions_g import QUESTIONS_G
from tests.agents.runtime.llm.analyst.heldout.questions_h import QUESTIONS_H
from tests.agents.runtime.llm.analyst.heldout.questions_i import QUESTIONS_I
from tests.agents.runtime.llm.analyst.heldout.questions_j import QUESTIONS_J
from tests.agents.runtime.llm.analyst.heldout.questions_k import QUESTIONS_K
from tests.agents.runtime.llm.analyst.heldout.questions_l import QUESTIONS_L
from tests.agents.runtime.llm.analyst.heldout.questions_m import QUESTIONS_M
from tests.agents.runtime.llm.analyst.heldout.questions_n import QUESTIONS_N
from tests.agents.runtime.llm.analyst.heldout.questions_o import QUESTIONS_O
from tests.agents.runtime.llm.analyst.heldout.questions_p import QUESTIONS_P
from tests.agents.runtime.llm.analyst.heldout.questions_q import QUESTIONS_Q
from tests.agents.runtime.llm.analyst.heldout.questions_r import QUESTIONS_R
from tests.agents.runtime.llm.analyst.heldout.questions_s import QUESTIONS_S
from tests.agents.runtime.llm.analyst.heldout.questions_t import QUESTIONS_T
from tests.agents.runtime.llm.analyst.heldout.questions_u import QUESTIONS_U
from tests.agents.runtime.llm.analyst.heldout.questions_v import QUESTIONS_V
from tests.agents.runtime.llm.analyst.heldout.questions_w import QUESTIONS_W
from tests.agents.runtime.llm.analyst.heldout.questions_x import QUESTIONS_X
from tests.agents.runtime.llm.analyst.heldout.questions_y import QUESTIONS_Y
from tests.agents.runtime.llm.analyst.heldout.questions_z import QUESTIONS_Z
from tests.agents.runtime.llm.analyst.heldout.questions_fresh import FRESH_CANNOT, FRESH_QUESTIONS
from tests.agents.runtime.llm.analyst.heldout.questions_practice import (
    QUESTIONS_PRACTICE,
    QUESTIONS_PRACTICE_2,
    QUESTIONS_PRACTICE_3,
)
from tests.agents.runtime.llm.analyst.heldout.schemas import SCHEMAS
from tests.agents.runtime.llm.analyst.heldout.schemas_practice import SCHEMAS_PRACTICE
from tests.agents.runtime.llm.analyst.heldout.schemas_aa import SCHEMAS_AA
from tests.agents.runtime.llm.analyst.heldout.schemas_ab import SCHEMAS_AB
from tests.agents.runtime.llm.analyst.heldout.schemas_ac import SCHEMAS_AC
from tests.agents.runtime.llm.analyst.heldout.schemas_ad import SCHEMAS_AD
from tests.agents.runtime.llm.analyst.heldout.schemas_ae import SCHEMAS_AE
from tests.agents.runtime.llm.analyst.heldout.schemas_af import SCHEMAS_AF
from tests.agents.runtime.llm.analyst.heldout.schemas_ag import SCHEMAS_AG
from tests.agents.runtime.llm.analyst.heldout.schemas_ah import SCHEMAS_AH
from tests.agents.runtime.llm.analyst.heldout.schemas_ai import SCHEMAS_AI
from tests.agents.runtime.llm.analyst.heldout.schemas_d import SCHEMAS_D
from tests.agents.runtime.llm.analyst.heldout.schemas_e import SCHEMAS_E
from tests.agents.runtime.llm.analyst.heldout.schemas_f import SCHEMAS_F
from tests.agents.runtime.llm.analyst.heldout.schemas_g import SCHEMAS_G
from tests.agents.runtime.llm.analyst.heldout.schemas_h import SCHEMAS_H
from tests.agents.runtime.llm.analyst.heldout.schemas_i import SCHEMAS_I
from tests.agents.runtime.llm.analyst.heldout.schemas_j import SCHEMAS_J
from tests.agents.runtime.llm.analyst.heldout.schemas_k import SCHEMAS_K
from tests.agents.runtime.llm.analyst.heldout.schemas_l import SCHEMAS_L
from tests.agents.runtime.llm.analyst.heldout.schemas_m import SCHEMAS_M
from tests.agents.runtime.llm.analyst.heldout.schemas_n import SCHEMAS_N
from tests.agents.runtime.llm.analyst.heldout.schemas_o import SCHEMAS_O
from tests.agents.runtime.llm.analyst.heldout.schemas_p import SCHEMAS_P
from tests.agents.runtime.llm.analyst.heldout.schemas_q import SCHEMAS_Q
from tests.agents.runtime.llm.analyst.heldout.schemas_r import SCHEMAS_R
from tests.agents.runtime.llm.analyst.heldout.schemas_s import SCHEMAS_S
from tests.agents.runtime.llm.analyst.heldout.schemas_t import SCHEMAS_T
from tests.agents.runtime.llm.analyst.heldout.schemas_u import SCHEMAS_U
from tests.agents.runtime.llm.analyst.heldout.schemas_v import SCHEMAS_V
from tests.agents.runtime.llm.analyst.heldout.schemas_w import SCHEMAS_W
from tests.agents.runtime.llm.analyst.heldout.schemas_x import SCHEMAS_X
from tests.agents.runtime.llm.analyst.heldout.schemas_y import SCHEMAS_Y
from tests.agents.runtime.llm.analyst.heldout.schemas_z import SCHEMAS_Z
from tests.agents.runtime.llm.analyst.heldout.scoring import answer_sql, says_what_it_needs, shows_truth

# Scoring reads DuckDB workspaces only; the database leg it runs on changes nothing, so only leg 1 runs it.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.analyst_scoring]
PASS_MARK = 8


def _answered(question: HeldOut, bench) -> bool:
    return _judged(question, simulate(question.question, bench).final.answer, bench)


def _judged(question: HeldOut, answer: str, bench) -> bool:
    if question.truth is None:
        return says_what_it_needs(answer)
    return answer_sql(answer) is not None and shows_truth(answer, bench.rows(question.truth),
                                                          percent=question.percent)


@pytest.mark.parametrize("shape", SHAPES)
def test_each_shape_scores_at_least_eight_of_ten(make_bench, shape):
    benches = {name: make_bench(tables=(), extra_sql=SCHEMAS[name]()) for name in ("retail", "web", "hr")}
    asked = [q for q in QUESTIONS if q.shape == shape]
    results = [(q, _answered(q, benches[q.schema])) for q in asked]
    for question, ok in results:
        print(f"{shape:10} {question.schema:7} {'PASS' if ok else 'FAIL'}  {question.question}")
    assert len(asked) == 10
    assert sum(ok for _, ok in results) >= PASS_MARK, [q.question for q, ok in results if not ok]


FRESH_FLOOR = 24  # 22 of 24 on its first, untuned run; 24 since the "would need" rule its misses prompted


def test_the_untuned_clinic_set_keeps_its_first_score(make_bench):
    bench = make_bench(tables=(), extra_sql=SCHEMAS["clinic"]())
    results = [(q, _answered(q, bench)) for q in FRESH_QUESTIONS]
    for question, ok in results:
        print(f"{question.shape:10} clinic  {'PASS' if ok else 'FAIL'}  {question.question}")
    assert sum(ok for _, ok in results) >= FRESH_FLOOR, [q.question for q, ok in results if not ok]


FRESH_CANNOT_FLOOR = 5  # of 5: 4 on their first run; "used most" passes since verbs link to event tables


def test_the_untuned_cannot_questions_keep_their_first_score(make_bench):
    benches = {name: make_bench(tables=(), extra_sql=SCHEMAS[name]()) for name in ("retail", "web", "hr", "clinic")}
    results = [(q, _answered(q, benches[q.schema])) for q in FRESH_CANNOT]
    for question, ok in results:
        print(f"{question.shape:10} {question.schema:7} {'PASS' if ok else 'FAIL'}  {question.question}")
    assert sum(ok for _, ok in results) >= FRESH_CANNOT_FLOOR, [q.question for q, ok in results if not ok]


def _scored(tag: str, questions, benches: dict) -> list[tuple[HeldOut, bool]]:
    """Each question answered on its schema's bench and judged; prints one line a question (`-s`) and, for a
    miss, what the analyst said instead (for the score table's notes)."""
    results = []
    for question in questions:
        answer = simulate(question.question, benches[question.schema]).final.answer
        ok = _judged(question, answer, benches[question.schema])
        results.append((question, ok))
        print(f"{tag} {question.shape:10} {question.schema:10} {'PASS' if ok else 'FAIL'}  {question.question}")
        if not ok:
            print("    | " + answer.replace("\n", "\n    | "))
    return results


def _benches(make_bench, schemas: dict) -> dict:
    """A bench (a fresh DuckDB workspace) per schema."""
    return {name: make_bench(tables=(), extra_sql=make()) for name, make in schemas.items()}


def _misses(results) -> list[str]:
    return [question.question for question, ok in results if not ok]


def _keeps_its_floors(make_bench, label: str, questions, schemas, floors: dict) -> None:
    """A lettered set's questions, ten a shape, answer at least as many of each shape as its floors say (one
    test a set: its workspaces are built once, not once a shape)."""
    results = _scored(label, questions, _benches(make_bench, schemas))
    below = {}
    for shape in SHAPES:
        shaped = [(question, ok) for question, ok in results if question.shape == shape]
        assert len(shaped) == 10, shape
        if sum(ok for _, ok in shaped) < floors[shape]:
            below[shape] = (sum(ok for _, ok in shaped), floors[shape], _misses(shaped))
    assert not below, below


# Set D: library and logistics schemas (schemas_d.py), ten questions a shape, written without reading the
# analyst's code. Its first, untuned run scored 44/80; its misses then informed the generalisation of issue 27
# (verbs as links to event tables, products of quantity × value, labels behind declared keys, no fan-out,
# honest refusals), so it is no longer untuned: the floors are its score after that work (80/80).
SET_D_FLOORS = {"top_label": 10, "measure": 10, "dates": 10, "share": 10, "anti_join": 10, "per_x": 10,
                "compare": 10, "cannot": 10}


def test_set_d_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "D", QUESTIONS_D, SCHEMAS_D, SET_D_FLOORS)


# Practice set: gym, car rental and university (schemas_practice.py), written by the session that generalised
# the analyst after set D, before running them: practice, not blind. Its floor is its score when committed.
PRACTICE_FLOOR = 47  # of 49: first runs 18/30 (round one), 7/9 (hotel), 9/10 (streaming); 47 after their fixes


def test_the_practice_set_keeps_its_score(make_bench):
    asked = QUESTIONS_PRACTICE + QUESTIONS_PRACTICE_2 + QUESTIONS_PRACTICE_3
    results = _scored("P", asked, _benches(make_bench, SCHEMAS_PRACTICE))
    assert sum(ok for _, ok in results) >= PRACTICE_FLOOR, _misses(results)


# Set E: gym, car rental and university schemas (schemas_e.py), ten questions a shape, written blind by a helper
# that did not open the analyst's code or its scores and run once as written: 38/80 on that first run. Its misses
# then informed the generalisation of issue 27's third pass (clauses that qualify rather than filter, keys named
# unlike their targets, yes/no columns, phrasal and unknown verbs, honest refusals), so set E is now a
# development set, no longer blind: the floors are its score after that work (80/80), and a new blind set (F)
# measures how well the rules generalise.
SET_E_FLOORS = {"top_label": 10, "measure": 10, "dates": 10, "share": 10, "anti_join": 10, "per_x": 10,
                "compare": 10, "cannot": 10}


def test_set_e_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "E", QUESTIONS_E, SCHEMAS_E, SET_E_FLOORS)


# Set F: airline, restaurant and ticketing schemas (schemas_f.py), ten questions a shape, written blind by a helper
# that did not open the analyst's code or its scores, merged while set E's generalisation was written elsewhere and
# run once as written after that was merged: 32/80 on that first run. Its misses then informed general rules
# (refusal by coverage, everyday quantities, negations as filters, directions between keys), so set F is now a
# development set, no longer blind: the floors are its score after that work and set G's second pass (75/80, every
# shape at 8 of 10 or more; docs/offline-analyst-scores.md).
SET_F_FLOORS = {"top_label": 9, "measure": 10, "dates": 9, "share": 10, "anti_join": 9, "per_x": 9, "compare": 9,
                "cannot": 10}  # 32/80 on its first run, 70/80 after its generalisation, 75/80 after set G's second pass


def test_set_f_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "F", QUESTIONS_F, SCHEMAS_F, SET_F_FLOORS)


# Set G: insurance, sports and energy schemas (schemas_g.py), ten questions a shape, written blind by a helper that
# did not open the analyst's code or its scores, merged after set F's generalisation and run once as written: 38/80
# on that first run. Its misses then informed general rules (metered and per-period quantities priced by a rate,
# amounts named by a verb, role-prefixed keys, dates of the rows themselves), so set G is no longer blind; a second
# pass (idioms, everyday nouns, doers, role columns, ratios of two amounts, nets of refunds) took F and G to 8 of 10
# a shape or more. The floors are its score after that work (76/80; docs/offline-analyst-scores.md).
SET_G_FLOORS = {"top_label": 10, "measure": 10, "dates": 10, "share": 8, "anti_join": 9, "per_x": 9, "compare": 10,
                "cannot": 10}  # 38/80 on its first run, 62/80 after its generalisation, 76/80 after its second pass


def test_set_g_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "G", QUESTIONS_G, SCHEMAS_G, SET_G_FLOORS)


# Set H: lettings, charity and factory schemas (schemas_h.py), ten questions a shape, written blind by a helper that
# did not open the analyst's code or its scores: 44/80 on its first blind run, and 44/80 again on a second blind run
# after set F's and G's second pass. Its misses then informed general rules (payments named by a singular noun, counts
# told apart by a word of their own, codes written alike, honest refusals for the thing quantified), so set H is a
# development set now: the floors are its score after that work (76/80).
SET_H_FLOORS = {"top_label": 8, "measure": 10, "dates": 10, "share": 8, "anti_join": 9, "per_x": 9, "compare": 8,
                "cannot": 10}  # 44/80 on its first run


def test_set_h_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "H", QUESTIONS_H, SCHEMAS_H, SET_H_FLOORS)


# Set I: bikeshare, wine cellar and school district schemas (schemas_i.py), ten questions a shape, written blind by a
# helper that did not open the analyst's code or its scores: 31/80 on its first blind run (24/80 on the analyst
# before set H's work). Its misses then informed general rules (units after what they measure, amounts as values,
# goods counted in containers, plural money nouns, days of one month, start and end verbs), so set I is a development
# set now: the floors are its score after that work (60/80).
SET_I_FLOORS = {"top_label": 6, "measure": 6, "dates": 8, "share": 8, "anti_join": 9, "per_x": 8, "compare": 7,
                "cannot": 9}  # 31/80 on its first run


def test_set_i_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "I", QUESTIONS_I, SCHEMAS_I, SET_I_FLOORS)


# Set J: project tracker, marina and recruitment schemas (schemas_j.py), ten questions a shape, written blind by a
# helper that did not open the analyst's code or its scores: 40/80 on its first blind run (36/80 on the analyst
# before sets H's and I's work). Its misses then informed general rules (column shorthands without vowels, a fee rate
# that is a share of its row's amount, fees near the tables named, verbs that date rather than filter), so set J is
# a development set now: the floors are its score after that work and later passes (66/80; 67/80 after the
# tenth).
SET_J_FLOORS = {"top_label": 5, "measure": 8, "dates": 10, "share": 8, "anti_join": 10, "per_x": 7, "compare": 10,
                "cannot": 9}  # 40/80 on its first run


def test_set_j_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "J", QUESTIONS_J, SCHEMAS_J, SET_J_FLOORS)


# Set K: veterinary group, allotment society and mobile operator schemas (schemas_k.py), written blind by a helper
# that did not open the analyst's code or its scores: 23/80 on its first blind run. Its misses, with J's, informed this
# pass's rules (values the samples miss looked up in lower case, phone-number keys, initials of hyphenated words,
# staff and clinicians, outcomes said of the rows counted), so set K is a development set now.
SET_K_FLOORS = {"top_label": 5, "measure": 6, "dates": 7, "share": 6, "anti_join": 8, "per_x": 7, "compare": 7,
                "cannot": 10}  # 23/80 on its first run


def test_set_k_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "K", QUESTIONS_K, SCHEMAS_K, SET_K_FLOORS)


# Set L: museum, craft brewery and dental practice schemas (schemas_l.py), written blind at the same time as K and
# kept blind through three passes: 29/80 on the analyst as the third pass found it, 32/80 after it, 33/80 after
# the fifth. The sixth pass read its misses beside P's (no-shows coded 'FTA'): 38/80; 46/80 after the seventh
# (a price per keg prices kegs); 48/80 after the ninth (rows counted by their own name answer nothing); 49/80
# after the tenth; 50/80 after the eighteenth ("in May" is the month), the floors.
SET_L_FLOORS = {"top_label": 6, "measure": 6, "dates": 8, "share": 4, "anti_join": 6, "per_x": 5, "compare": 6,
                "cannot": 10}


def test_set_l_keeps_its_blind_score(make_bench):
    _keeps_its_floors(make_bench, "L", QUESTIONS_L, SCHEMAS_L, SET_L_FLOORS)


# Set M: hotel chain, veg box round and parcel locker schemas (schemas_m.py), written blind by a helper that never
# opened the analyst: 32/80 on its first run. Its misses prompted the fourth pass (status codes as abbreviations,
# outcome words, nightly rates, money named by its kind, money set aside, hyphenated compounds, size letters); the
# floors are its score after it and the fifth to seventh passes (61/80; best sellers in the seventh), 63/80
# after the fifteenth (money named by its currency alone), 64/80 after the eighteenth (a window on one table).
SET_M_FLOORS = {"top_label": 9, "measure": 8, "dates": 9, "share": 7, "anti_join": 9, "per_x": 7, "compare": 6,
                "cannot": 9}


def test_set_m_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "M", QUESTIONS_M, SCHEMAS_M, SET_M_FLOORS)


# Set N: ski resort, bakery chain and coworking schemas (schemas_n.py), written blind by a helper that never opened
# the analyst: 34/80 on its first run. Its misses prompted the fifth pass (transactions and rides as a till's and a
# gate's rows, waste is no takings, values left out in more ways, money after discounts, the hour of the day and
# the day of the week, two windows compared); the floors are its score after it, the sixth and the seventh
# (65/80), and 66/80 after the tenth.
SET_N_FLOORS = {"top_label": 9, "measure": 6, "dates": 9, "share": 8, "anti_join": 9, "per_x": 8, "compare": 8,
                "cannot": 10}


def test_set_n_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "N", QUESTIONS_N, SCHEMAS_N, SET_N_FLOORS)


# Set O: cinema chain, music school and food delivery schemas (schemas_o.py), written blind after the fifth pass's
# first rules: 37/80 on its first run, 42/80 after the rules its misses shared with M and N (values left out after
# their noun, trade codes for cancelled, riders as couriers, money paid out), 47/80 after the sixth pass
# (durations, rows that have a thing or lack it, definitions after "i.e.", new rows dated by their joining),
# 55/80 after the seventh (ticket takings, minutes at an hourly rate, hours of minutes, tips).
SET_O_FLOORS = {"top_label": 4, "measure": 6, "dates": 7, "share": 7, "anti_join": 9, "per_x": 7, "compare": 6,
                "cannot": 9}


def test_set_o_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "O", QUESTIONS_O, SCHEMAS_O, SET_O_FLOORS)


# Set P: print shop, tool-lending library and climbing wall schemas (schemas_p.py), written blind by a helper
# that never opened the analyst: 31/80 on its first run. Its misses, with the classes M, N and O share, prompted
# the sixth pass (money in cents, an event's own price, 'X' for cancelled, regulars and the busiest, keys named
# after their table, no-shows, café, unit prices named by their currency, late against a due date); the floors
# are its score after it (49/80) and the seventh (52/80); 54/80 after the fifteenth, 56/80 after the
# eighteenth.
SET_P_FLOORS = {"top_label": 6, "measure": 6, "dates": 9, "share": 8, "anti_join": 5, "per_x": 6, "compare": 6,
                "cannot": 10}


def test_set_p_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "P", QUESTIONS_P, SCHEMAS_P, SET_P_FLOORS)


# Set Q: campsite, tutoring and florist schemas (schemas_q.py), written blind by a helper that never opened the
# analyst: 30/80 on its first run. Its misses, with the classes L, O and P share, prompted the seventh pass
# (a price per a unit, money of the rows counted, minutes at an hourly rate, hours of minutes, 'DONE', statuses
# that scope, best sellers, values in a verb's base form, "how much of ... comes from"); the floors are its
# score after it (52/80), 55/80 after the ninth (two months compared, a hire dated by when it happened), 56/80
# after the tenth.
SET_Q_FLOORS = {"top_label": 7, "measure": 8, "dates": 7, "share": 5, "anti_join": 7, "per_x": 4, "compare": 8,
                "cannot": 10}


def test_set_q_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "Q", QUESTIONS_Q, SCHEMAS_Q, SET_Q_FLOORS)


# Set R: garden centre, escape rooms and dog grooming schemas (schemas_r.py), written blind during the seventh
# pass by a helper that never opened the analyst: 24/80 on its first run, on the analyst before that pass and
# after it alike. Its misses were read for the last rules of the pass ('complete' for "completed", values set
# aside in a list, "how much of ... comes from"): 28/80; 30/80 after the ninth pass, 33/80 after the tenth and
# the start of the eleventh; 34/80 after the sixteenth (dates set side by side), the floors.
SET_R_FLOORS = {"top_label": 2, "measure": 2, "dates": 4, "share": 6, "anti_join": 5, "per_x": 3, "compare": 3,
                "cannot": 9}


def test_set_r_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "R", QUESTIONS_R, SCHEMAS_R, SET_R_FLOORS)


# Set S: laundrette, bus tours and pottery studio schemas (schemas_s.py), written blind after the seventh pass:
# 23/80 on the analyst before that pass, 25/80 after it. Its misses were read for the eighth pass (tables named
# by a shorthand, trips as departures, "ignore" as a negation, shorthand columns, a teacher as a tutor, "in euro",
# money-makers, "don't include"): 36/80; 37/80 after the ninth; 38/80 after the fifteenth (sign-ups); 39/80
# after the sixteenth; 40/80 after the seventeenth ("clay sold in the shop"); 42/80 after the eighteenth (a
# value compared is filtered once), the floors.
SET_S_FLOORS = {"top_label": 3, "measure": 3, "dates": 5, "share": 4, "anti_join": 6, "per_x": 7,
                "compare": 5, "cannot": 9}


def test_set_s_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "S", QUESTIONS_S, SCHEMAS_S, SET_S_FLOORS)


# Set T: bike repair, boat hire and yoga studio schemas (schemas_t.py), written blind after the eighth pass:
# 24/80 on the analyst before that pass and after it. Its misses were read for the ninth pass (money asked
# picks the money column of two named alike, a yes/no column set aside, "each kind of boat", bookings as hires,
# "came in", the business's own place, no-shows and declines in words, two months compared, a range of days,
# a hire dated by when it happened): 44/80; 47/80 after the tenth and the start of the eleventh, the floors.
SET_T_FLOORS = {"top_label": 5, "measure": 4, "dates": 7, "share": 7, "anti_join": 5, "per_x": 7, "compare": 3,
                "cannot": 9}


def test_set_t_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "T", QUESTIONS_T, SCHEMAS_T, SET_T_FLOORS)


# Set U: food truck, piano tuner and dog-boarding kennels schemas (schemas_u.py), written blind after the
# ninth pass: 21/80 on the analyst before that pass, 23/80 after it. Its misses were read for the tenth pass
# (values set aside after they are named, tax in or out, what was invoiced, coded refunds netted, forename and
# surname, 'done' for completed jobs, codes of a kind or code column, every value of a category column, rows
# named by a value counted, "quicker", weekends against weekdays, dates relative to the latest one): 50/80, the
# floors.
SET_U_FLOORS = {"top_label": 6, "measure": 8, "dates": 6, "share": 8, "anti_join": 3, "per_x": 8, "compare": 5,
                "cannot": 8}


def test_set_u_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "U", QUESTIONS_U, SCHEMAS_U, SET_U_FLOORS)


# Set V: house removals, translation agency and driving school schemas (schemas_v.py), written blind after
# the ninth pass: 21/80 on the analyst before the tenth pass, 23/80 after it. Its misses were read for the
# start of an eleventh pass (one-letter status codes, 'J'/'N' flags, a status's rate, whose hours, hours priced
# by a rate or wage only, an invoice's own net amount, the latest dates as samples): 35/80; 40/80 once dates
# kept as text were read (the twelfth pass); 41/80 after the sixteenth (a season's months said after the
# question), the floors.
SET_V_FLOORS = {"top_label": 8, "measure": 3, "dates": 5, "share": 2, "anti_join": 6, "per_x": 6, "compare": 3,
                "cannot": 10}


def test_set_v_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "V", QUESTIONS_V, SCHEMAS_V, SET_V_FLOORS)


# Set W: ice rink, tattoo studio and honey producer schemas (schemas_w.py), written blind after the tenth pass:
# 18/80 before it, 19/80 after the start of the eleventh. Its misses were read for the twelfth pass ('played'
# is used, refunds netted off, split-year seasons, dates kept as text or Unix seconds): 35/80; 36/80 after the
# fifteenth; 37/80 after the twenty-first (a negated value as a share's part), the floors.
SET_W_FLOORS = {"top_label": 4, "measure": 3, "dates": 5, "share": 3, "anti_join": 5, "per_x": 4, "compare": 6,
                "cannot": 9}


def test_set_w_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "W", QUESTIONS_W, SCHEMAS_W, SET_W_FLOORS)


# Set X: dive centre, compounding pharmacy and vintage shop schemas (schemas_x.py), written blind after the
# twelfth pass: 18/80 at its first run. Its misses were read for the thirteenth pass (money paid out, extras
# included, discounts in money, rows named like a count column): 24/80; 25/80 after the start of the
# fourteenth; 26/80 after the fifteenth (each way of paying), the floors.
SET_X_FLOORS = {"top_label": 1, "measure": 2, "dates": 5, "share": 2, "anti_join": 2, "per_x": 4, "compare": 1,
                "cannot": 9}


def test_set_x_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "X", QUESTIONS_X, SCHEMAS_X, SET_X_FLOORS)


# Set Y: car wash, coffee roaster and physiotherapy clinic schemas (schemas_y.py), written blind after the
# thirteenth pass: 15/80 before it and after it. Its misses were read for the start of a fourteenth pass (names
# and statuses in the business's own language, øre, "in kroner"): 20/80; 22/80 after the fifteenth (batches,
# `alta`); 25/80 after the sixteenth ("sell more in October", "brought in more this year"), the floors.
SET_Y_FLOORS = {"top_label": 1, "measure": 1, "dates": 5, "share": 1, "anti_join": 4, "per_x": 3, "compare": 1,
                "cannot": 10}


def test_set_y_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "Y", QUESTIONS_Y, SCHEMAS_Y, SET_Y_FLOORS)


# Set Z: self-storage, Bosphorus water taxi and language school schemas (schemas_z.py), written blind after the
# thirteenth pass: 14/80 before and after the start of the fourteenth. Its misses were read for the fifteenth
# pass (names without their vowels, money received and owed, kuruş, money named by its currency alone, names,
# statuses and yes/no values in more languages, codes shortened from them, sign-ups, "busier than", rows still
# running, income counted where it was paid, each way of paying): 33/80, the floors.
SET_Z_FLOORS = {"top_label": 4, "measure": 3, "dates": 6, "share": 2, "anti_join": 5, "per_x": 5, "compare": 3,
                "cannot": 8}


def test_set_z_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "Z", QUESTIONS_Z, SCHEMAS_Z, SET_Z_FLOORS)


# Set AA: film-equipment rental, ferry-ticket kiosk and community solar schemas (schemas_aa.py), written
# blind during the fifteenth pass: 9/80 before it, 10/80 after it. Its misses were read for the sixteenth pass
# (what a line was charged, vowel-less names in the coverage check, tickets sold less the refunded, trip ends
# keyed to the places table, Swahili names, "went out", "kiosk staff", two quarters side by side): 50/80, the
# floors.
SET_AA_FLOORS = {"top_label": 7, "measure": 5, "dates": 9, "share": 8, "anti_join": 4, "per_x": 6,
                 "compare": 4, "cannot": 8}


def test_set_aa_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AA", QUESTIONS_AA, SCHEMAS_AA, SET_AA_FLOORS)


# Set AB: hostel chain, bicycle-courier co-op and winery tasting-room schemas (schemas_ab.py), written blind
# during the sixteenth pass: 21/80 then, 24/80 after it. Its misses were read for the seventeenth pass
# (vowel-less plurals of short words, Spanish plurals, 'sí', 'realizada', tastings as bookings, "shop sales"
# of a one-shop business, a chain's hostels as its branches, cents as `cts`, nights stayed): 44/80, the
# floors.
SET_AB_FLOORS = {"top_label": 4, "measure": 6, "dates": 8, "share": 3, "anti_join": 7, "per_x": 6,
                 "compare": 3, "cannot": 9}


def test_set_ab_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AB", QUESTIONS_AB, SCHEMAS_AB, SET_AB_FLOORS)


# Set AC: pottery studio, dog-grooming chain (Portuguese) and market co-op stall (Spanish shorthand) schemas
# (schemas_ac.py), written blind during the sixteenth pass: 14/80 then, 15/80 after it and the seventeenth.
# Its misses were read for the eighteenth pass (Portuguese plurals and nouns, Spanish shorthand, classes as
# sessions, salons as shops, people as a party, windows on one table, May as a month, accents, "each
# teacher's salary", a value compared filtered once): 21/80, the floors.
SET_AC_FLOORS = {"top_label": 3, "measure": 0, "dates": 4, "share": 1, "anti_join": 3, "per_x": 2,
                 "compare": 1, "cannot": 9}


def test_set_ac_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AC", QUESTIONS_AC, SCHEMAS_AC, SET_AC_FLOORS)


# Set AD: car wash chain (Johannesburg, rand), tool library (vowel-less names, cents) and bakery (Polish)
# schemas (schemas_ad.py), written blind during the seventeenth pass: 11/80 then, 15/80 after it and the
# eighteenth. Its misses were read for the nineteenth pass (what a row was paid as its takings, a column of
# the rows measured, vowel-less loans borrowed, `nm` as a name, Polish nouns and states, how people paid, cars
# we washed, what actually happened): 34/80, the floors.
SET_AD_FLOORS = {"top_label": 3, "measure": 3, "dates": 6, "share": 1, "anti_join": 4, "per_x": 4,
                 "compare": 3, "cannot": 10}


def test_set_ad_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AD", QUESTIONS_AD, SCHEMAS_AD, SET_AD_FLOORS)


# Set AE: coworking space (Nairobi, shillings), vending machines (Auckland, cents, vowel-less names) and a
# beekeeper (Slovene names, 'D. M. YYYY' text dates) schemas (schemas_ae.py), written blind during the
# eighteenth pass: 22/80 then and after the nineteenth. Its misses were read for the twentieth pass (refund
# flags leave sales out, coins as cash, category and payment codes, "brings in" and "makes us money", this
# year against last year, Slovene nouns and plurals, dates written '1. 5. 2025'): 40/80, the floors.
SET_AE_FLOORS = {"top_label": 3, "measure": 3, "dates": 8, "share": 3, "anti_join": 4, "per_x": 7,
                 "compare": 5, "cannot": 10}  # 43/80 since the twenty-first pass


def test_set_ae_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AE", QUESTIONS_AE, SCHEMAS_AE, SET_AE_FLOORS)


# Set AF: an auction house (Geneva, francs), EV charging (Oslo, øre, vowel-less names) and a timber buyer
# (Finnish names, 'D.M.YYYY' text dates) schemas (schemas_af.py), written blind during the nineteenth pass:
# 23/80 then and after the twentieth. Its misses were read for the twenty-first pass (Finnish nouns, plurals
# and compounds, keys named by a table's head noun, values said in English, cubic metres, ISO country codes
# named as countries and nationalities, a share's whole kept whole by a LEFT JOIN, a negated value as a
# share's part, two columns added or taken apart): 38/80; 39 after the twenty-third (a threshold said number
# first, on a joined table), the floors.
SET_AF_FLOORS = {"top_label": 5, "measure": 4, "dates": 5, "share": 5, "anti_join": 4, "per_x": 5,
                 "compare": 4, "cannot": 8}


def test_set_af_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AF", QUESTIONS_AF, SCHEMAS_AF, SET_AF_FLOORS)


# Set AG: a driving school (Graz, German names), a pet-food subscription box (Guadalajara, Spanish names,
# pesos) and a recording studio (Accra, cedis as pesewas, 'DD/MM/YYYY' text dates) schemas (schemas_ag.py),
# written blind during the twentieth pass: 10/80 then and after the twenty-first. Its misses were read for the
# twenty-second pass (German nouns, plurals and umlauts written ue, Spanish nouns, kinds kept in Spanish or
# German said in English, pesewas, service and room codes, money that came in is no recording, returned
# ('DEV') rows are no revenue): 29/80, the floors.
SET_AG_FLOORS = {"top_label": 2, "measure": 2, "dates": 6, "share": 2, "anti_join": 1, "per_x": 3,
                 "compare": 3, "cannot": 10}


def test_set_ag_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AG", QUESTIONS_AG, SCHEMAS_AG, SET_AG_FLOORS)


# Set AH: an olive mill (Andria, Italian names, days as yyyymmdd numbers), a karaoke-room business (Busan,
# romanised Korean names) and a scooter rental (Canggu, Indonesian names, 'DD-MM-YYYY' text dates) schemas
# (schemas_ah.py), written blind during the twenty-first pass: 10/80 then and after the twenty-second. Its
# misses were read for the twenty-third pass (Italian plurals, Korean and Indonesian nouns, days kept as
# numbers, sì and ya/tidak flags, a rental's own price, a room's own charge, sales sent back, renters as
# customers, a fleet's scooters): 31/80, the floors.
SET_AH_FLOORS = {"top_label": 4, "measure": 2, "dates": 5, "share": 2, "anti_join": 4, "per_x": 2,
                 "compare": 3, "cannot": 10}


def test_set_ah_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AH", QUESTIONS_AH, SCHEMAS_AH, SET_AH_FLOORS)


# Set AI: a carpet wash (Bursa, Turkish names, the sign-up day as 'DD.MM.YYYY' text), a tailor's shop (Hội An,
# Vietnamese names, 'DD/MM/YYYY' text dates) and a riding school with livery (Lunteren, Dutch names) schemas
# (schemas_ai.py), written blind during the twenty-third pass: 9/80 then and after it. Its misses were read for
# the twenty-fourth pass (Turkish, Dutch and Vietnamese names, money of orders not cancelled, lessons called
# off, windows of missing rows, pick-ups, names in two columns, years never summed, busier with nothing
# named, last year's customers not back this year): 65/80, the floors.
SET_AI_FLOORS = {"top_label": 8, "measure": 6, "dates": 9, "share": 10, "anti_join": 6, "per_x": 9,
                 "compare": 7, "cannot": 10}


def test_set_ai_keeps_its_score(make_bench):
    _keeps_its_floors(make_bench, "AI", QUESTIONS_AI, SCHEMAS_AI, SET_AI_FLOORS)
