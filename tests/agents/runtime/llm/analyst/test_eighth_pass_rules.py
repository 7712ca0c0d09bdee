"""The general rules set S's misses prompted (and sets I to R share), on made-up schemas no held-out set uses
(a ferry line, a swimming school): tables named by a shorthand (`mbrs`, `txns`, `invs`) are the rows their
word names and the keys that point at them (`mbr_id`) join them; a trip is a departure or a sailing; "ignore"
and "disregard" set a value aside like "exclude"; 'RAN' rows went ahead; shorthand columns for adults,
children, countries, channels, regions and levels; a teacher is a tutor; a "slice" is a share; "in euro"
asks money as "in euros" does; the "biggest money-maker" makes the most money; "Don't include X" sets X aside."""

import pytest

from agents.runtime.llm.analyst.keys import key_graph
from agents.runtime.llm.analyst.idioms import plain_idioms
from agents.runtime.llm.analyst.negations import negation_words
from agents.runtime.llm.analyst.quantities import asks_for_money
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.words import column_words, table_words
from tests.agents.runtime.llm.analyst.bench import answer_sql, simulate

pytestmark = pytest.mark.django_db(transaction=True)

FERRY = [
    "CREATE TABLE mbrs(id INTEGER, mbr_nm VARCHAR, ctry VARCHAR)",
    "INSERT INTO mbrs SELECT i, 'Member ' || i, ['NL', 'BE', 'DE'][1 + i % 3] FROM range(1, 41) t(i)",
    "CREATE TABLE sailings(id INTEGER, route VARCHAR, sail_dt DATE, sts VARCHAR)",
    "INSERT INTO sailings SELECT i, ['North', 'South'][1 + i % 2], DATE '2025-01-01' + CAST(i * 3 AS INTEGER), "
    "['RAN', 'RAN', 'RAN', 'CXL'][1 + i % 4] FROM range(1, 61) t(i)",
    "CREATE TABLE txns(id INTEGER, mbr_id INTEGER, sailing_id INTEGER, adl INTEGER, chd INTEGER, "
    "amt_eur DOUBLE, chan VARCHAR, sts VARCHAR)",
    "INSERT INTO txns SELECT i, 1 + i % 40, 1 + i % 60, 1 + i % 3, i % 2, 20 + i % 11, "
    "['web', 'phone', 'agent'][1 + i % 3], ['paid', 'paid', 'paid', 'refunded'][1 + i % 4] "
    "FROM range(1, 301) t(i)",
]


def test_shorthand_table_names_are_spelled_out():
    assert table_words("bkgs") == ("booking",) and table_words("txns") == ("transaction",)
    assert table_words("deps") == ("departure",) and table_words("mbrs") == ("member",)
    assert table_words("cats") == ("cat",)  # a cattery's cats are no categories
    assert column_words("adl") == ("adult",) and column_words("chd") == ("child",)
    assert column_words("ctry") == ("country",) and column_words("chan") == ("channel",)
    assert column_words("rgn") == ("region",) and column_words("lvl") == ("level",)


def test_a_key_named_by_a_shorthand_joins_the_table_of_that_shorthand():
    members = TableInfo("mbrs", 40, (ColumnInfo("id", "INTEGER"), ColumnInfo("mbr_nm", "VARCHAR")))
    departures = TableInfo("deps", 40, (ColumnInfo("id", "INTEGER"), ColumnInfo("route", "VARCHAR")))
    bookings = TableInfo("bkgs", 300, (ColumnInfo("id", "INTEGER"), ColumnInfo("mbr_id", "INTEGER"),
                                       ColumnInfo("dep_id", "INTEGER")))
    joins = {(k.table, k.column, k.target) for k in key_graph([members, departures, bookings])}
    assert {("bkgs", "mbr_id", "mbrs"), ("bkgs", "dep_id", "deps")} <= joins


def test_rows_of_a_shorthand_table_are_named_by_its_word(make_bench):
    bench = make_bench(tables=(), extra_sql=FERRY)
    truth = bench.rows("SELECT sum(amt_eur) FROM txns WHERE sts <> 'refunded'")[0][0]
    answer = simulate("What is the total amount of our transactions, ignoring refunded ones?", bench).final.answer
    sql = answer_sql(answer)
    assert 'FROM "txns"' in sql and "<> 'refunded'" in sql, answer
    assert f"{truth:,.2f}" in answer, answer
    top = simulate("Which member has spent the most on transactions?", bench).final.answer
    (name,) = bench.rows("SELECT m.mbr_nm FROM txns t JOIN mbrs m ON t.mbr_id = m.id GROUP BY 1 "
                         "ORDER BY sum(t.amt_eur) DESC, 1 LIMIT 1")[0]
    assert name in top and '"mbrs"' in answer_sql(top), top


def test_trips_are_sailings_and_ran_means_they_went_ahead(make_bench):
    bench = make_bench(tables=(), extra_sql=FERRY)
    (truth,) = bench.rows("SELECT count(*) FROM sailings WHERE sts = 'RAN'")[0]
    answer = simulate("How many trips actually went ahead?", bench).final.answer
    sql = answer_sql(answer)
    assert 'FROM "sailings"' in sql and "'RAN'" in sql, answer
    assert str(truth) in answer, answer


def test_children_are_counted_from_their_shorthand_column(make_bench):
    bench = make_bench(tables=(), extra_sql=FERRY)
    (truth,) = bench.rows("SELECT sum(chd) FROM txns")[0]
    answer = simulate("How many children in total?", bench).final.answer
    assert 'SUM("txns"."chd")' in answer_sql(answer) or 'SUM("chd")' in answer_sql(answer), answer
    assert f"{truth:,}" in answer, answer


def test_ignore_and_disregard_set_a_value_aside():
    assert negation_words("refunded", "total sales, ignoring refunded ones")
    assert negation_words("cancelled", "ignore cancelled bookings")
    assert negation_words("void", "disregard void tickets")
    assert negation_words("withdrew", "fees by course, leave out anyone who withdrew")
    assert not negation_words("refunded", "how many refunded sales did we ignore")


SWIM = [
    "CREATE TABLE signups(signup_no VARCHAR, class_title VARCHAR, tutor VARCHAR, lvl VARCHAR, fee_paid DOUBLE, "
    "status VARCHAR)",
    "INSERT INTO signups SELECT 'S' || i, 'Class ' || (1 + i % 30), ['Ana', 'Bo', 'Cy'][1 + i % 3], "
    "['beginner', 'improver'][1 + i % 2], 40 + i % 9, ['active', 'active', 'withdrew', 'active'][1 + i % 4] "
    "FROM range(1, 241) t(i)",
]


def test_a_teacher_is_a_tutor(make_bench):
    bench = make_bench(tables=(), extra_sql=SWIM)
    rows = bench.rows("SELECT tutor, sum(fee_paid) FROM signups WHERE status <> 'withdrew' GROUP BY 1 "
                      "ORDER BY 2 DESC")
    answer = simulate("Total fees for each teacher, leave out anyone who withdrew", bench).final.answer
    sql = answer_sql(answer)
    assert '"tutor"' in sql and "<> 'withdrew'" in sql, answer
    assert rows[0][0] in answer and f"{rows[0][1]:,.2f}" in answer, answer


def test_money_asked_in_a_currency_said_in_the_singular():
    assert asks_for_money("what have the machines taken altogether, in euro?")
    assert asks_for_money("fees paid, in dollar") and asks_for_money("sales in pounds")
    assert not asks_for_money("how many tickets in europe")


def test_a_money_maker_is_ranked_by_money_and_dont_include_sets_aside():
    plain = plain_idioms("which route is our biggest money-maker? don't include refunded transactions.")
    assert "makes the most money" in plain and "excluding refunded" in plain, plain
    for describing in ("orders that didn't include a dessert", "orders that don't include a dessert"):
        assert plain_idioms(describing) == describing


def test_the_biggest_money_maker_leaves_out_what_it_is_told_to(make_bench):
    bench = make_bench(tables=(), extra_sql=FERRY)
    (route, total) = bench.rows(
        "SELECT s.route, sum(t.amt_eur) FROM txns t JOIN sailings s ON t.sailing_id = s.id WHERE t.sts <> 'refunded' "
        "GROUP BY 1 ORDER BY 2 DESC LIMIT 1")[0]
    answer = simulate("Which route is our biggest money-maker? Don't include refunded transactions.", bench)
    assert route in answer.final.answer and f"{total:,.2f}" in answer.final.answer, answer.final.answer
    assert "<> 'refunded'" in answer_sql(answer.final.answer), answer.final.answer
