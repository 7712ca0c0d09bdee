"""The general rules sets J's and K's misses prompted, on made-up schemas no held-out set uses (a ferry line and
a travel agency): shorthands written without vowels, a fee or commission rate that is a share of its row's
amount, values the samples miss looked up in lower case, initials of hyphenated words, names that keep their
years and seasons, outcomes said of the rows counted, and fees chosen near the tables the question names."""

import pytest

from agents.runtime.llm.analyst.arithmetic import is_fraction, quantity_times_value
from agents.runtime.llm.analyst.idioms import plain_idioms
from agents.runtime.llm.analyst.value_names import hyphenated_runs
from agents.runtime.llm.analyst.question import parse_question
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.value_lookups import lookup_sql, unseen_names, unseen_words
from agents.runtime.llm.analyst.words import column_words, singular
from tests.agents.runtime.llm.analyst.bench import answer_sql, simulate

SALES = TableInfo("bookings", 300, (
    ColumnInfo("id", "INTEGER"), ColumnInfo("gross_amt", "DOUBLE", (420.0, 999.5, 1250.0)),
    ColumnInfo("commission_rate", "DOUBLE", (0.08, 0.1, 0.12)), ColumnInfo("unit_rate", "DOUBLE", (0.28, 0.31)),
    ColumnInfo("pax", "INTEGER", (1, 2, 4)), ColumnInfo("board_typ", "VARCHAR", ("half", "full"), 2),
    ColumnInfo("resort", "VARCHAR", ("Paphos", "Kos"), 40)))


def test_shorthands_without_vowels_read_as_their_words():
    assert column_words("fuel_ltrs") == ("fuel", "litre")
    assert column_words("stay_nts") == ("stay", "night")
    assert column_words("bkg_sts") == ("booking", "status")
    assert column_words("price_per_ltr") == ("price", "per", "litre")
    assert singular("potatoes") == "potato" and singular("shoes") == "shoe"


def test_a_commission_rate_is_a_share_of_its_rows_amount_and_a_unit_rate_is_not():
    by_name = {c.name: c for c in SALES.columns}
    assert is_fraction(by_name["commission_rate"]) and not is_fraction(by_name["unit_rate"])
    found = quantity_times_value([SALES], [], "SUM", lambda _: True, column="commission_rate")
    assert found.expression == '"bookings"."gross_amt" * "bookings"."commission_rate"'


def test_lower_case_values_the_samples_miss_are_looked_up_with_their_other_number():
    question = parse_question("How many bookings were for full board with the sea view add-on, or harbourside?")
    words = unseen_words(question, [SALES])
    assert "harbourside" in words and "board" not in words and "full" not in words
    sql = lookup_sql(["harbourside", "cabins"], [SALES])
    assert "'harbourside', 'harbourssides'" not in sql and "'cabins', 'cabin'" in sql
    assert unseen_words(parse_question("what about churn?"), [SALES]) == []  # nothing of the schema is named


def test_hyphenated_words_name_the_value_they_are_the_initials_of():
    runs = hyphenated_runs("how many pay-as-you-go and did-not-attend rows? a two-way split")
    assert set(runs) == {"payg", "paygo", "dna"} and runs["dna"] == ("did", "not", "attend")


def test_a_name_keeps_its_year_and_season():
    question = parse_question("What did the Winter Sun Cruise 2025 take in March 2026?")
    assert question.years == (2026,)
    assert "winter" not in question.date_text and "march 2026" in question.date_text
    assert unseen_names(question, [SALES]) == ["Winter Sun Cruise 2025"]
    assert parse_question("Bookings in Q4 2025 against Q4 2024").years == (2025, 2024)


def test_set_phrases_of_this_pass():
    assert plain_idioms("which members of staff topped up the most, as a %?") == (
        "which staff topup the most, as a percent?")
    assert plain_idioms("how many ended up as a no-show? 20% more") == "how many were no-show? 20% more"
    assert "top 5" in plain_idioms("top 5 top-ups")


FERRY = [  # the fuel log comes first, so only the question's own noun picks the crossings' fares
    "CREATE TABLE fuel_log(id INTEGER, route_id INTEGER, log_dt DATE, ltrs DOUBLE, price_per_ltr DOUBLE)",
    "INSERT INTO fuel_log SELECT i, 1 + i % 3, DATE '2025-01-01' + i::INTEGER, 100 + i, 1.5 FROM range(1, 61) t(i)",
    "CREATE TABLE routes(id INTEGER, route_name VARCHAR)",
    "INSERT INTO routes SELECT i, ['Dover-Calais', 'Hull-Rotterdam', 'Oban-Mull'][i] FROM range(1, 4) t(i)",
    "CREATE TABLE crossings(id INTEGER, route_id INTEGER, dep_dt DATE, pax INTEGER, fare_per_pax DOUBLE, "
    "crossing_sts VARCHAR)",
    "INSERT INTO crossings SELECT i, 1 + i % 3, DATE '2025-01-01' + i::INTEGER, 10 + i % 7, 20 + i % 5, "
    "CASE WHEN i % 9 = 0 THEN 'cancelled' ELSE 'sailed' END FROM range(1, 121) t(i)",
]


@pytest.mark.django_db(transaction=True)
def test_fares_are_priced_near_the_table_the_question_names_and_outcomes_are_owned_up_to(make_bench):
    bench = make_bench(tables=(), extra_sql=FERRY)
    fares = simulate("What revenue have the crossings brought in on each route?", bench).final.answer
    assert '"crossings"."pax" * "crossings"."fare_per_pax"' in answer_sql(fares)
    litres = simulate("How many litres of fuel did we log in February 2025?", bench).final.answer
    assert 'SUM("fuel_log"."ltrs")' in answer_sql(litres)
    assert bench.rows("SELECT sum(ltrs) FROM fuel_log WHERE month(log_dt) = 2")[0][0] > 0
    delayed = simulate("How many crossings got delayed?", bench).final.answer
    assert "would need" in delayed and '"delayed"' in delayed
    cancelled = simulate("How many crossings were cancelled in 2025?", bench).final.answer
    assert "\"crossing_sts\" = 'cancelled'" in answer_sql(cancelled)
